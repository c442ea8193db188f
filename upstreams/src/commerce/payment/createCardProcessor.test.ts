import { describe, expect, it } from 'vitest';
import { ConfigError } from '@shop/service';
import { SqliteDatabase } from '../../db/sqlite';
import { loadCommerceConfig } from '../config';
import { COMMERCE_MIGRATIONS } from '../state';
import { AdyenCheckout } from './adyen/adyenCheckout';
import { createCardProcessor } from './createCardProcessor';
import { LocalCardSimulator } from './simulator/localCardSimulator';

const clock = () => new Date('2025-03-15T11:00:00Z');

describe('which card processor plays Adyen', () => {
  it('is the local simulator without Adyen credentials, and Adyen with both', () => {
    const db = new SqliteDatabase(':memory:');
    for (const migration of COMMERCE_MIGRATIONS) db.exec(migration);
    try {
      const local = createCardProcessor(loadCommerceConfig({}), db, clock, () => 'http://127.0.0.1:4101');
      expect(local.processor).toBeInstanceOf(LocalCardSimulator);
      expect(local.simulator).toBe(local.processor);
      const adyen = createCardProcessor(
        loadCommerceConfig({ ADYEN_API_KEY: 'key', ADYEN_MERCHANT_ACCOUNT: 'PublisherECOM' }),
        db,
        clock,
        () => '',
      );
      expect(adyen.processor).toBeInstanceOf(AdyenCheckout);
      expect(adyen.simulator).toBeUndefined();
    } finally {
      db.close();
    }
  });

  it('refuses half a configuration at start, naming the variables', () => {
    expect(() => loadCommerceConfig({ ADYEN_API_KEY: 'key' })).toThrow(ConfigError);
    expect(() => loadCommerceConfig({ ADYEN_MERCHANT_ACCOUNT: 'PublisherECOM' })).toThrow(/ADYEN_API_KEY/);
    expect(() =>
      loadCommerceConfig({ ADYEN_API_KEY: 'key', ADYEN_MERCHANT_ACCOUNT: 'm', ADYEN_ENVIRONMENT: 'live' }),
    ).toThrow(/ADYEN_LIVE_URL_PREFIX/);
    expect(() => loadCommerceConfig({ ADYEN_ENVIRONMENT: 'staging' })).toThrow(/ADYEN_ENVIRONMENT/);
  });
});
