import { describe, expect, it } from 'vitest';
import {
  DEMO_PARTNER,
  demoPartnerKey,
  hashApiKey,
  mergePartnerKeys,
  parsePartnerKeysFile,
  parsePartnerKeysVariable,
  partnerOfKey,
  PartnerKeysError,
} from './partnerKeys';

const BOOKSHOP_HASH = hashApiKey('bookshop-secret');

describe('partner keys', () => {
  it('are known by the SHA-256 of the key, never the key', () => {
    expect(BOOKSHOP_HASH).toMatch(/^[0-9a-f]{64}$/);
    expect(demoPartnerKey()).toEqual({
      name: 'demo',
      keySha256: hashApiKey(DEMO_PARTNER.key),
      requestsPerMinute: 60,
      costPerMinute: 300_000,
    });
    expect(JSON.stringify(demoPartnerKey())).not.toContain(DEMO_PARTNER.key);
  });

  it('read name:sha256:requests:cost entries from PARTNER_KEYS', () => {
    const partners = parsePartnerKeysVariable(
      `bookshop:${BOOKSHOP_HASH.toUpperCase()}:600:2000000; library:${hashApiKey('lib')}:60:300000`,
    );
    expect(partners).toEqual([
      { name: 'bookshop', keySha256: BOOKSHOP_HASH, requestsPerMinute: 600, costPerMinute: 2_000_000 },
      { name: 'library', keySha256: hashApiKey('lib'), requestsPerMinute: 60, costPerMinute: 300_000 },
    ]);
    expect(parsePartnerKeysVariable('')).toEqual([]);
  });

  it('refuse a malformed entry with a message naming it, never echoing a hash', () => {
    expect(() => parsePartnerKeysVariable('bookshop:abc:600')).toThrow(
      /PARTNER_KEYS: "bookshop:…" is not name:sha256/,
    );
    expect(() => parsePartnerKeysVariable('bookshop:abc:600:100')).toThrow(/SHA-256 of the key/);
    expect(() => parsePartnerKeysVariable(`bookshop:${BOOKSHOP_HASH}:0:100`)).toThrow(PartnerKeysError);
    expect(() =>
      mergePartnerKeys(
        parsePartnerKeysVariable(`a:${BOOKSHOP_HASH}:1:1`),
        parsePartnerKeysVariable(`b:${BOOKSHOP_HASH}:1:1`),
      ),
    ).toThrow(/a key is given twice/);
  });

  it('read a JSON file of partners', () => {
    const json = JSON.stringify([
      { name: 'school-platform', keySha256: BOOKSHOP_HASH, requestsPerMinute: 120, costPerMinute: 500_000 },
    ]);
    expect(parsePartnerKeysFile(json, 'partners.json')[0]?.name).toBe('school-platform');
    expect(() => parsePartnerKeysFile('{', 'partners.json')).toThrow(
      'PARTNER_KEYS_FILE partners.json is not JSON.',
    );
  });

  it('find the partner of a presented key, or nobody', () => {
    const partners = [demoPartnerKey(), ...parsePartnerKeysVariable(`bookshop:${BOOKSHOP_HASH}:600:2000000`)];
    expect(partnerOfKey(partners, 'bookshop-secret')?.name).toBe('bookshop');
    expect(partnerOfKey(partners, ` ${DEMO_PARTNER.key} `)?.name).toBe('demo');
    expect(partnerOfKey(partners, 'bookshop-secreT')).toBeNull();
  });
});
