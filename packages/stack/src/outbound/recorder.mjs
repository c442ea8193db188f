// A preload for the outbound-connection test (tests/federation/outboundConnections.test.ts), given to every
// service with NODE_OPTIONS="--import <this file>" and OUTBOUND_RECORD_DIR. It records, one JSON line per
// event in <dir>/<pid>.jsonl, every TCP or IPC connection a process starts (net.Socket#connect, which
// http, https and undici's fetch all go through), every host name it looks up (dns.lookup and
// dns.promises.lookup, which net uses) or resolves (dns.resolve*), and every UDP datagram it sends.
// Written in plain JavaScript: it loads before tsx, in processes that run TypeScript.
import { appendFileSync, mkdirSync } from 'node:fs';
import dgram from 'node:dgram';
import dns from 'node:dns';
import net from 'node:net';
import path from 'node:path';

const dir = process.env.OUTBOUND_RECORD_DIR;
if (dir) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${process.pid}.jsonl`);
  const service = process.argv.slice(1).join(' ');
  const record = (event) => {
    try {
      appendFileSync(file, `${JSON.stringify({ pid: process.pid, service, ...event })}\n`);
    } catch {
      // The record is the test's, never a reason for a service to fail.
    }
  };

  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function recordedConnect(...args) {
    const [first, second] = Array.isArray(args[0]) ? args[0] : args;
    if (first !== null && typeof first === 'object') {
      if (first.path) record({ kind: 'ipc', path: String(first.path) });
      else record({ kind: 'connect', host: first.host ?? 'localhost', port: first.port });
    } else if (typeof first === 'string' && Number.isNaN(Number(first))) {
      record({ kind: 'ipc', path: first });
    } else {
      record({ kind: 'connect', host: typeof second === 'string' ? second : 'localhost', port: first });
    }
    return connect.apply(this, args);
  };

  const lookup = dns.lookup;
  dns.lookup = function recordedLookup(hostname, ...rest) {
    record({ kind: 'lookup', host: String(hostname) });
    return lookup.call(this, hostname, ...rest);
  };
  const promiseLookup = dns.promises.lookup;
  dns.promises.lookup = function recordedPromiseLookup(hostname, ...rest) {
    record({ kind: 'lookup', host: String(hostname) });
    return promiseLookup.call(this, hostname, ...rest);
  };
  for (const name of Object.keys(dns).filter((key) => key.startsWith('resolve'))) {
    const resolve = dns[name];
    if (typeof resolve !== 'function') continue;
    dns[name] = function recordedResolve(hostname, ...rest) {
      record({ kind: 'resolve', host: String(hostname) });
      return resolve.call(this, hostname, ...rest);
    };
  }

  const send = dgram.Socket.prototype.send;
  dgram.Socket.prototype.send = function recordedSend(...args) {
    const address = args.find((arg, index) => index > 0 && typeof arg === 'string');
    record({ kind: 'udp', host: address ?? 'localhost' });
    return send.apply(this, args);
  };
}
