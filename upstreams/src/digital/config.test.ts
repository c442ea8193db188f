import { describe, expect, it } from 'vitest';
import { ConfigError } from '@shop/service';
import { frameAncestors, loadDigitalConfig } from './config';

describe('digital products config', () => {
  it('starts the local stack by default', () => {
    const config = loadDigitalConfig({});
    expect(config).toMatchObject({
      DIGITAL_PORT: 4104,
      COMMERCE_API_URL: 'http://127.0.0.1:4101',
      SHOP_URL: 'http://localhost:3000',
    });
    expect(config.DIGITAL_PUBLIC_URL).toBeUndefined();
    expect(frameAncestors(config)).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
      'http://localhost:3000',
    ]);
  });

  it('lets the shop origin and the configured sources frame the reader', () => {
    const config = loadDigitalConfig({
      SHOP_URL: 'https://shop.example.com/',
      DIGITAL_FRAME_ANCESTORS: " 'self'  https://*.example.com https://partner.example.org:8443 ",
      DIGITAL_PUBLIC_URL: 'https://digital.example.com/',
    });
    expect(config.DIGITAL_PUBLIC_URL).toBe('https://digital.example.com');
    expect(frameAncestors(config)).toEqual([
      "'self'",
      'https://*.example.com',
      'https://partner.example.org:8443',
      'https://shop.example.com',
    ]);
  });

  it('takes a ticket secret of at least 32 characters, or none', () => {
    const secret = 'x'.repeat(32);
    expect(loadDigitalConfig({ DIGITAL_TICKET_SECRET: secret }).DIGITAL_TICKET_SECRET).toBe(secret);
    expect(loadDigitalConfig({ DIGITAL_TICKET_SECRET: '' }).DIGITAL_TICKET_SECRET).toBeUndefined();
    expect(() => loadDigitalConfig({ DIGITAL_TICKET_SECRET: 'short' })).toThrow(/DIGITAL_TICKET_SECRET/);
  });

  it.each(['*', 'https://a.example.com;script-src *', 'javascript:x', 'https://a.example.com/path'])(
    'refuses DIGITAL_FRAME_ANCESTORS=%s, naming the variable',
    (value) => {
      expect(() => loadDigitalConfig({ DIGITAL_FRAME_ANCESTORS: value })).toThrow(ConfigError);
      expect(() => loadDigitalConfig({ DIGITAL_FRAME_ANCESTORS: value })).toThrow(/DIGITAL_FRAME_ANCESTORS/);
    },
  );
});
