import { describe, expect, it } from 'vitest';
import { loadConfig, port, url } from './config';

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
