import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the local stack', () => {
    expect(loadConfig({})).toEqual({
      CART_PORT: 4002,
      COMMERCE_API_URL: 'http://127.0.0.1:4101',
      COMMERCE_TIMEOUT_MS: 4000,
      STOCK_SYNCHRONIZE: true,
      BANK_TRANSFER_IBAN: 'BE68539007547034',
      BANK_TRANSFER_BIC: 'DEMOBEB1',
      BANK_TRANSFER_BENEFICIARY: 'Clavis (demo)',
    });
  });

  it('reads the environment', () => {
    expect(
      loadConfig({
        CART_PORT: '5002',
        COMMERCE_API_URL: 'https://commerce.example/',
        COMMERCE_TIMEOUT_MS: '800',
        STOCK_SYNCHRONIZE: 'false',
        TAX_USER_GROUP_ID: '8',
        BANK_TRANSFER_IBAN: 'BE71 0961 2345 6769',
        BANK_TRANSFER_BIC: 'GKCCBEBB',
        BANK_TRANSFER_BENEFICIARY: 'Clavis',
        REDIS_URL: 'redis://cache.example:6379',
      }),
    ).toEqual({
      CART_PORT: 5002,
      COMMERCE_API_URL: 'https://commerce.example',
      COMMERCE_TIMEOUT_MS: 800,
      STOCK_SYNCHRONIZE: false,
      TAX_USER_GROUP_ID: 8,
      BANK_TRANSFER_IBAN: 'BE71096123456769',
      BANK_TRANSFER_BIC: 'GKCCBEBB',
      BANK_TRANSFER_BENEFICIARY: 'Clavis',
      REDIS_URL: 'redis://cache.example:6379',
    });
  });

  it('names the malformed variables', () => {
    expect(() => loadConfig({ COMMERCE_TIMEOUT_MS: 'soon', STOCK_SYNCHRONIZE: 'maybe' })).toThrow(
      /COMMERCE_TIMEOUT_MS="soon"[\s\S]*STOCK_SYNCHRONIZE="maybe"/,
    );
    expect(() => loadConfig({ TAX_USER_GROUP_ID: 'guests' })).toThrow(/TAX_USER_GROUP_ID="guests"/);
    expect(() => loadConfig({ REDIS_URL: 'cache.example:6379' })).toThrow(
      /REDIS_URL="cache.example:6379": a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => loadConfig({ BANK_TRANSFER_IBAN: 'BE68539007547035' })).toThrow(
      /BANK_TRANSFER_IBAN="BE68539007547035": not a valid IBAN/,
    );
  });

  it('keeps the platform’s timeout below the gateway’s subgraph timeout (timeouts nest)', () => {
    expect(() => loadConfig({ COMMERCE_TIMEOUT_MS: '5000' })).toThrow(
      /COMMERCE_TIMEOUT_MS=5000: an upstream timeout must be below the gateway's SUBGRAPH_TIMEOUT_MS \(5000 ms\)/,
    );
    expect(loadConfig({ COMMERCE_TIMEOUT_MS: '5000', SUBGRAPH_TIMEOUT_MS: '5500' }).COMMERCE_TIMEOUT_MS).toBe(
      5000,
    );
  });

  it('leaves group tax off unless TAX_USER_GROUP_ID is set (seed 000 §6)', () => {
    expect(loadConfig({}).TAX_USER_GROUP_ID).toBeUndefined();
    expect(loadConfig({ TAX_USER_GROUP_ID: '' }).TAX_USER_GROUP_ID).toBeUndefined();
    expect(loadConfig({ TAX_USER_GROUP_ID: '0' }).TAX_USER_GROUP_ID).toBe(0);
  });
});
