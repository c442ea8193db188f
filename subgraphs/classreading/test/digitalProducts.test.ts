import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFile, DEMO_CUSTOMERS, type ProductDocument } from '@shop/contracts';
import { createLogger, HEADER, readRequestIdentity, singleResult } from '@shop/service';
import { startTestStack, type TestStack } from '@shop/stack';
import { createContext, createServer } from '../src/server';
import { fakeReadingProgramme } from '../src/upstream/fake';
import { httpDigitalProducts } from '../src/upstream/httpDigital';

/**
 * The digital products adapter against the local digital products service (API.md, last section), which checks
 * the customer's token with the local commerce platform.
 */
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ only: ['commerce', 'digital'], products: 40 });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

async function execute(query: string, variables: Record<string, unknown>, customerToken?: string) {
  const headers: Record<string, string> = { [HEADER.store]: 'nl-be' };
  if (customerToken) headers[HEADER.authorization] = `Bearer ${customerToken}`;
  const contextValue = createContext(readRequestIdentity(headers), {
    logger: createLogger('classreading-test'),
    readingProgramme: fakeReadingProgramme(),
    digitalProducts: httpDigitalProducts({
      DIGITAL_PRODUCTS_API_URL: stack.env.DIGITAL_PRODUCTS_API_URL ?? '',
      READING_TIMEOUT_MS: 10_000,
    }),
  });
  const response = await createServer().executeOperation({ query, variables }, { contextValue });
  return singleResult(response);
}

async function customerToken(): Promise<string> {
  const { email, password } = DEMO_CUSTOMERS.general;
  const response = await fetch(`${stack.env.COMMERCE_API_URL}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  return ((await response.json()) as { result: string }).result;
}

/** The products of the demo catalogue's nl-be index. */
function catalogueProducts(): ProductDocument[] {
  return readFileSync(path.join(stack.dataDir, catalogFile('nl_be', 'product')), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProductDocument);
}

describe('digital products through the local digital products service', () => {
  it("answers a customer's list (the demo customer bought none), and null for a token the service refuses", async () => {
    const query = '{ myDigitalProducts { sku readerUrl } }';
    expect((await execute(query, {}, await customerToken())).data).toEqual({ myDigitalProducts: [] });
    expect((await execute(query, {}, 'not-a-token')).data).toEqual({ myDigitalProducts: null });
  });

  it("previews a book with an ISBN in the service's own reader, and answers null for an unknown book", async () => {
    const book = catalogueProducts().find(
      (document) => typeof document.isbn === 'string' && document.isbn !== '' && !document.downloadable_links,
    );
    if (!book) throw new Error('the demo catalogue has no printed book with an ISBN');
    const query = 'query ($id: ID!) { digitalBookPreview(productId: $id) { productId readerUrl } }';
    const preview = await execute(query, { id: String(book.id) });
    expect(preview.errors).toBeUndefined();
    const readerUrl = new URL(
      (preview.data?.digitalBookPreview as { readerUrl: string } | null)?.readerUrl ?? 'http://none',
    );
    expect(readerUrl.pathname).toBe(`/reader/${String(book.isbn)}`);
    expect(readerUrl.searchParams.get('preview')).toBe('1');
    expect((await execute(query, { id: '999999999' })).data).toEqual({ digitalBookPreview: null });
  });

  it("previews an audiobook as its audio's first seconds, with no reader", async () => {
    const audiobook = catalogueProducts().find(
      (document) => document.isbn && document.downloadable_links?.[0]?.link_type === 'audiobook',
    );
    if (!audiobook) throw new Error('the demo catalogue has no audiobook');
    const preview = await execute(
      'query ($id: ID!) { digitalBookPreview(productId: $id) { readerUrl audioUrl } }',
      { id: String(audiobook.id) },
    );
    const answer = preview.data?.digitalBookPreview as { readerUrl: null; audioUrl: string };
    expect(answer.readerUrl).toBeNull();
    expect(new URL(answer.audioUrl).pathname).toBe(`/audio/${String(audiobook.isbn)}.wav`);
    expect(new URL(answer.audioUrl).searchParams.get('preview')).toBe('1');
  });
});
