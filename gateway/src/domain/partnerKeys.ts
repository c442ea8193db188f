import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * An API partner (issue 23): a bookshop, a library system or a school platform that calls the GraphQL API with
 * its own queries. The gateway knows each by the SHA-256 of its key, never the key itself, so a leaked
 * configuration or log gives nobody a key.
 */
export interface PartnerKey {
  /** Names the partner in logs and rate-limit counters; never sent to subgraphs. */
  name: string;
  /** SHA-256 of the key, 64 hex digits. */
  keySha256: string;
  /** Requests the partner may send in one minute. */
  requestsPerMinute: number;
  /** Query cost (the gateway's own measure, queryLimits.ts) the partner may spend in one minute. */
  costPerMinute: number;
}

export class PartnerKeysError extends Error {
  override name = 'PartnerKeysError';
}

/**
 * The demo key of a shop on one machine (README): on outside production, and in `npm start`'s local shop.
 * Its budget lets a partner's developer try a category page a few times a minute (one costs about 30,000).
 */
export const DEMO_PARTNER = {
  name: 'demo',
  key: 'clavis-demo-partner-key',
  requestsPerMinute: 60,
  costPerMinute: 300_000,
} as const;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function demoPartnerKey(): PartnerKey {
  const { name, key, requestsPerMinute, costPerMinute } = DEMO_PARTNER;
  return { name, keySha256: hashApiKey(key), requestsPerMinute, costPerMinute };
}

const partnerKeySchema = z.object({
  name: z.string().regex(/^[\w.-]{1,64}$/, 'a name of letters, digits, ".", "_" or "-"'),
  keySha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'the SHA-256 of the key in hex (64 digits)')
    .transform((hash) => hash.toLowerCase()),
  requestsPerMinute: z.number().int().positive(),
  costPerMinute: z.number().int().positive(),
});

function checked(entries: unknown, source: string): PartnerKey[] {
  const parsed = z.array(partnerKeySchema).safeParse(entries);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new PartnerKeysError(`${source}: ${issue?.message ?? 'not a list of partner keys'}${where}.`);
  }
  const names = new Set<string>();
  const hashes = new Set<string>();
  for (const partner of parsed.data) {
    if (names.has(partner.name)) throw new PartnerKeysError(`${source}: the name ${partner.name} is twice.`);
    if (hashes.has(partner.keySha256)) throw new PartnerKeysError(`${source}: a key is given twice.`);
    names.add(partner.name);
    hashes.add(partner.keySha256);
  }
  return parsed.data;
}

/**
 * PARTNER_KEYS: `name:sha256:requestsPerMinute:costPerMinute`, entries separated by `;`, commas or white space;
 * e.g. `bookshop:9f86d0…:600:2000000`.
 */
export function parsePartnerKeysVariable(text: string): PartnerKey[] {
  const entries = text
    .split(/[;,\s]+/)
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [name, keySha256, requests, cost, ...rest] = entry.split(':');
      if (rest.length > 0 || cost === undefined)
        throw new PartnerKeysError(
          `PARTNER_KEYS: "${entry.split(':')[0]}:…" is not name:sha256:requestsPerMinute:costPerMinute.`,
        );
      return { name, keySha256, requestsPerMinute: Number(requests), costPerMinute: Number(cost) };
    });
  return checked(entries, 'PARTNER_KEYS');
}

/** PARTNER_KEYS_FILE: a JSON list of `{ name, keySha256, requestsPerMinute, costPerMinute }`. */
export function parsePartnerKeysFile(json: string, file: string): PartnerKey[] {
  let entries: unknown;
  try {
    entries = JSON.parse(json);
  } catch {
    throw new PartnerKeysError(`PARTNER_KEYS_FILE ${file} is not JSON.`);
  }
  return checked(entries, `PARTNER_KEYS_FILE ${file}`);
}

/** Every partner once: the same name or key from two sources is a configuration error. */
export function mergePartnerKeys(...lists: PartnerKey[][]): PartnerKey[] {
  return checked(lists.flat(), 'Partner keys');
}

/** The partner whose key this is, or null. Compares hashes in constant time. */
export function partnerOfKey(partners: readonly PartnerKey[], presented: string): PartnerKey | null {
  const hash = Buffer.from(hashApiKey(presented.trim()), 'hex');
  return partners.find((partner) => timingSafeEqual(Buffer.from(partner.keySha256, 'hex'), hash)) ?? null;
}
