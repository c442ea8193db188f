/**
 * The floor of any extra HTTP hop, for the benchmark's reference row: a Node process that forwards each
 * request to FORWARD_TO and streams the answer back, doing nothing else (no parsing, no planning). What the
 * gateway costs above the catalog subgraph, minus what this costs, is the gateway's own work.
 *   FORWARD_TO  the URL to forward to (the catalog subgraph's /graphql)
 * Prints `listening <port>` on stdout once it listens on a free port of 127.0.0.1.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const target = new URL(process.env.FORWARD_TO ?? '');
const agent = new http.Agent({ keepAlive: true });

const server = http.createServer((req, res) => {
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host }, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.once('error', () => {
    res.writeHead(502).end();
  });
  req.pipe(upstream);
});

server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
