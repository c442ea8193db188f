import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  flag,
  loadConfig,
  optionalFlag,
  optionalRedisUrl,
  port,
  trustedProxies,
  url,
} from './config';

const shape = { CART_PORT: port(4002), COMMERCE_API_URL: url('http://127.0.0.1:4101') };

describe('loadConfig', () => {
  it('gives the defaults that start the local stack', () => {
    expect(loadConfig(shape, {})).toEqual({ CART_PORT: 4002, COMMERCE_API_URL: 'http://127.0.0.1:4101' });
  });

  it('reads and normalises the environment', () => {
    expect(loadConfig(shape, { CART_PORT: '5002', COMMERCE_API_URL: 'https://shop.example/api/' })).toEqual({
      CART_PORT: 5002,
      COMMERCE_API_URL: 'https://shop.example/api',
    });
  });

  it('fails with a message naming each malformed variable', () => {
    expect(() => loadConfig(shape, { CART_PORT: 'eighty', COMMERCE_API_URL: 'ftp://x' })).toThrow(
      /CART_PORT="eighty"[\s\S]*COMMERCE_API_URL="ftp:\/\/x"/,
    );
  });
});

describe('flags', () => {
  it('reads true, false, 1, 0, yes and no, with a default or left unset', () => {
    const flags = { A: flag(true), B: optionalFlag() };
    expect(loadConfig(flags, {})).toEqual({ A: true, B: undefined });
    expect(loadConfig(flags, { A: 'no', B: '1' })).toEqual({ A: false, B: true });
    expect(loadConfig(flags, { A: 'yes', B: 'false' })).toEqual({ A: true, B: false });
    expect(() => loadConfig(flags, { B: 'maybe' })).toThrow(/B="maybe"/);
  });
});

describe('optionalRedisUrl', () => {
  const shape = { REDIS_URL: optionalRedisUrl() };

  it('takes a redis:// or rediss:// URL, and leaves the variable unset otherwise (each process on its own)', () => {
    expect(loadConfig(shape, {})).toEqual({ REDIS_URL: undefined });
    expect(loadConfig(shape, { REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(loadConfig(shape, { REDIS_URL: 'rediss://cache.example:6380/1' }).REDIS_URL).toBe(
      'rediss://cache.example:6380/1',
    );
  });

  it('refuses at start any other value, naming the variable', () => {
    expect(() => loadConfig(shape, { REDIS_URL: 'http://cache.example' })).toThrow(
      /REDIS_URL="http:\/\/cache.example": a redis:\/\/ or rediss:\/\/ URL/,
    );
  });
});

describe('trustedProxies', () => {
  const proxies = { WEB_TRUSTED_PROXIES: trustedProxies() };

  it('believes no proxy by default', () => {
    expect(loadConfig(proxies, {})).toEqual({ WEB_TRUSTED_PROXIES: [] });
  });

  it('reads addresses, subnets and the names express knows', () => {
    expect(
      loadConfig(proxies, { WEB_TRUSTED_PROXIES: ' 10.0.0.0/8, 203.0.113.7 ,loopback,2001:db8::/32,' }),
    ).toEqual({ WEB_TRUSTED_PROXIES: ['10.0.0.0/8', '203.0.113.7', 'loopback', '2001:db8::/32'] });
  });

  it('refuses at start what is no address, naming the variable', () => {
    for (const wrong of ['proxy.example', '10.0.0.0/33', '10.0.0.0/8/1', 'everything'])
      expect(() => loadConfig(proxies, { WEB_TRUSTED_PROXIES: wrong })).toThrow(ConfigError);
    expect(() => loadConfig(proxies, { WEB_TRUSTED_PROXIES: 'proxy.example' })).toThrow(
      /WEB_TRUSTED_PROXIES="proxy.example": each entry must be an IP address/,
    );
  });
});
