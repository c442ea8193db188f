import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PORTS,
  REPO_ROOT,
  SERVICES,
  SUBGRAPH_NAMES,
  localShopEnvironment,
  localSubgraphUrl,
  stackEnvironment,
  subgraphSdlPath,
} from './services';
import { freePorts } from './launcher';

describe('stack services', () => {
  it('uses the default ports of the architecture', () => {
    expect(DEFAULT_PORTS).toMatchObject({
      web: 3000,
      gateway: 4000,
      catalog: 4001,
      cart: 4002,
      classreading: 4003,
      content: 4004,
      commerce: 4101,
      reading: 4102,
      contentService: 4103,
      digital: 4104,
    });
  });

  it('runs the local shop as production does, its Sandbox kept, the upstream stand-ins in development', () => {
    const environment = Object.fromEntries(SERVICES.map((s) => [s.name, localShopEnvironment(s)]));
    expect(environment).toMatchObject({
      web: { NODE_ENV: 'production' },
      gateway: { NODE_ENV: 'production', GATEWAY_SANDBOX: 'true' },
      catalog: { NODE_ENV: 'production' },
      cart: { NODE_ENV: 'production' },
      commerce: {},
      reading: {},
    });
    expect(environment.web).not.toHaveProperty('GATEWAY_SANDBOX');
  });

  it('gives every service its own port variable', () => {
    expect(new Set(SERVICES.map((s) => s.portVariable)).size).toBe(SERVICES.length);
  });

  it('derives how services find each other from the ports', () => {
    const env = stackEnvironment(
      { ...DEFAULT_PORTS, commerce: 5101, web: 3100 },
      { dataDir: '/d', stateDir: '/s' },
    );
    expect(env.SHOP_URL).toBe('http://localhost:3100');
    expect(env.COMMERCE_API_URL).toBe('http://127.0.0.1:5101');
    expect(env.CART_URL).toBe('http://127.0.0.1:4002/graphql');
    expect(env.CATALOG_DATA_DIR).toBe('/d/catalog');
  });

  it('starts the digital products service with the upstreams and points every reader link at it', () => {
    expect(SERVICES.find((s) => s.name === 'digital')).toMatchObject({
      dir: 'upstreams',
      entry: 'src/digital/index.ts',
      portVariable: 'DIGITAL_PORT',
      tier: 0,
    });
    const env = stackEnvironment({ ...DEFAULT_PORTS, digital: 5104 }, { dataDir: '/d', stateDir: '/s' });
    expect(env.DIGITAL_PORT).toBe('5104');
    // Subgraphs call it server to server; browsers frame its reader, from the shop's and the reading programme's embed codes.
    expect(env.DIGITAL_PRODUCTS_API_URL).toBe('http://127.0.0.1:5104');
    expect(env.DIGITAL_PUBLIC_URL).toBe('http://localhost:5104');
    expect(env.READING_READER_URL).toBe('http://localhost:5104');
  });

  it('starts every subgraph of the one list, each with its SDL where compose and codegen read it', () => {
    expect(SERVICES.filter((s) => s.tier === 1).map((s) => s.name)).toEqual(SUBGRAPH_NAMES);
    expect(SUBGRAPH_NAMES).toEqual(['catalog', 'cart', 'classreading', 'content']);
    for (const name of SUBGRAPH_NAMES)
      expect(existsSync(path.join(REPO_ROOT, subgraphSdlPath(name)))).toBe(true);
    expect(localSubgraphUrl('classreading')).toBe('http://127.0.0.1:4003/graphql');
    const env = stackEnvironment(DEFAULT_PORTS, { dataDir: '/d', stateDir: '/s' });
    expect([env.CATALOG_URL, env.CART_URL, env.CLASSREADING_URL, env.CONTENT_URL]).toEqual([
      'http://127.0.0.1:4001/graphql',
      'http://127.0.0.1:4002/graphql',
      'http://127.0.0.1:4003/graphql',
      'http://127.0.0.1:4004/graphql',
    ]);
  });

  it('finds distinct free ports', async () => {
    const ports = Object.values(await freePorts());
    expect(new Set(ports).size).toBe(ports.length);
  });
});
