import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVICES,
  outboundRecordingEnv,
  readOutboundEvents,
  startTestStack,
  staysOnThisMachine,
  type OutboundEvent,
  type TestStack,
} from '@shop/stack';
import { gatewayRequest } from './gateway';

/**
 * Nothing leaves the shop unasked (ARCHITECTURE, rules of the house; issue 18). The whole shop, upstreams,
 * subgraphs, gateway and web server, starts as `npm start` starts it, with no opt-out variable in its
 * environment (the gateway must switch Apollo's reporting off in its own code), and with a preload in every
 * process that records each outgoing connection, DNS look-up and UDP datagram (@shop/stack recorder.mjs).
 * After a page and an API query have been served, every address must be on this machine.
 */
describe('outgoing connections of the running shop', () => {
  let stack: TestStack;
  let recordDir: string;
  const optOut = process.env.APOLLO_TELEMETRY_DISABLED;

  beforeAll(async () => {
    recordDir = await mkdtemp(path.join(os.tmpdir(), 'shop-outbound-'));
    // The harness passes this process's environment on: the opt-out must not come from it.
    delete process.env.APOLLO_TELEMETRY_DISABLED;
    // Two processes each for the web server and the gateway, as npm start runs them on this 2-core machine: the
    // gateway's workers each switch Apollo's reporting off themselves.
    stack = await startTestStack({ env: outboundRecordingEnv(recordDir), workers: 2 });
  });

  afterAll(async () => {
    await stack?.stop();
    if (optOut !== undefined) process.env.APOLLO_TELEMETRY_DISABLED = optOut;
    await rm(recordDir, { recursive: true, force: true });
  });

  it('connects to and looks up nothing outside the loopback range, from any process', async () => {
    // A storefront page (server render: web server -> gateway -> subgraphs -> upstreams) and an API query.
    const page = await fetch(`${stack.urls.web}/nl-be/`);
    expect(page.status).toBe(200);
    const api = await gatewayRequest<{ categoryTree: { id: number }[] }>(
      stack.urls.gateway!,
      'query OutboundCategoryTree { categoryTree { id } }',
    );
    expect(api.errors).toBeUndefined();
    expect(api.data?.categoryTree.length).toBeGreaterThan(0);

    const events = await readOutboundEvents(recordDir);
    // The recorder ran in every service and saw the shop's own traffic: without that, an empty list proves nothing.
    const services = new Set(events.map((event) => event.service));
    expect(services.size).toBeGreaterThanOrEqual(Object.keys(stack.pids).length);
    const connections = events.filter((event) => event.kind === 'connect');
    expect(connections.length).toBeGreaterThan(0);

    const leaving = events.filter((event) => !staysOnThisMachine(event));
    console.log(
      `outgoing: ${connections.length} connections and ${events.length - connections.length} other events ` +
        `from ${services.size} processes; ${leaving.length} left the machine`,
    );
    expect(leaving.map(describeEvent)).toEqual([]);
  });

  it('runs every service on Node 24 or newer, as its /health says (issue 19: the pinned runtime)', () => {
    const started = Object.keys(stack.pids);
    expect(started.sort()).toEqual(SERVICES.map((service) => service.name).sort());
    for (const service of started) {
      const runtime = stack.runtimes[service as keyof typeof stack.runtimes] ?? 'none';
      expect(runtime, service).toMatch(/^node \d+$/);
      expect(Number(runtime.split(' ')[1]), `${service} runs on ${runtime}`).toBeGreaterThanOrEqual(24);
    }
    console.log(
      `runtimes: ${[...new Set(Object.values(stack.runtimes))].join(', ')} (${started.length} services)`,
    );
  });
});

function describeEvent(event: OutboundEvent): string {
  const entry = event.service.split(' ').at(-1) ?? event.service;
  return `${event.kind} ${event.host ?? event.path}${event.port ? `:${event.port}` : ''} (pid ${event.pid}, ${entry})`;
}
