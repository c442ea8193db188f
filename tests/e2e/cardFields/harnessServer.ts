import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRY = fileURLToPath(new URL('./harness.ts', import.meta.url));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Card fields</title>
    <link rel="stylesheet" href="/harness.css" />
    <script type="module" src="/harness.js"></script>
  </head>
  <body>
    <main><h1>Card payment</h1><div id="card"></div></main>
  </body>
</html>
`;

export interface Harness {
  /** The harness page's origin: another origin than the commerce stand-in's, as the shop is. */
  url: string;
  close(): Promise<void>;
}

/**
 * Bundles harness.ts with adyen-web (as the web app's bundler does) and serves it from its own origin on a
 * free port: the Card then embeds the stand-in's field iframes across origins, exactly as in the shop.
 */
export async function startHarness(): Promise<Harness> {
  const bundle = await build({
    entryPoints: { harness: ENTRY },
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    outdir: 'out',
    logLevel: 'silent',
  });
  const files = new Map<string, { type: string; body: string }>([['/', { type: 'text/html', body: PAGE }]]);
  for (const file of bundle.outputFiles) {
    const name = `/${file.path.split('/').pop()}`;
    files.set(name, { type: name.endsWith('.css') ? 'text/css' : 'text/javascript', body: file.text });
  }
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://harness').pathname;
    // No icon, and no 404 in the console for it.
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const file = files.get(path);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': `${file.type}; charset=utf-8` }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
