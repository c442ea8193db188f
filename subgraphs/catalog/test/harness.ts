import type { IncomingHttpHeaders } from 'node:http';
import { CallCounter, readRequestIdentity } from '@shop/service';
import { STORE_VIEWS } from '@shop/store-views';
import type { GraphQLFormattedError } from 'graphql';
import { pino } from 'pino';
import { INDEX_QUERY } from '../src/context';
import type { ProductDocument } from '@shop/contracts';
import type { VariantSettings } from '../src/domain/variantChoice';
import { ReferenceData } from '../src/referenceData';
import { createContext, createServer } from '../src/server';
import { EmbeddedCatalogIndex, type IndexDocuments } from '../src/upstream/embedded';
import type { CatalogSettings } from '../src/domain/catalogFilters';
import type { CustomerGroups } from '../src/ports/CustomerGroups';
import { FakeCustomerGroups } from '../src/upstream/fake';
import { NOW, fixtureDocuments } from './fixtures';

export const INDEXES = Object.values(STORE_VIEWS).map((view) => view.index);

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface Execution<TData> {
  data: TData | null | undefined;
  errors: readonly GraphQLFormattedError[] | undefined;
  cacheControl: string | undefined;
  /** Index queries this operation cost. */
  indexQueries: number;
}

let nextRequest = 0;

/** The catalog subgraph over the fixture catalogue, as the gateway reaches it, with its logs and query counts. */
export async function catalogTestServer(
  options: {
    now?: Date;
    production?: boolean;
    variantSettings?: VariantSettings;
    /** Products added to the fixture catalogue (test/fixtures.ts). */
    extraProducts?: readonly ProductDocument[];
    /** Another catalogue instead of test/fixtures.ts (e.g. test/browseFixtures.ts). */
    documents?: Record<string, IndexDocuments>;
    /** An index already built (e.g. from generated demo data), instead of either catalogue. */
    index?: EmbeddedCatalogIndex;
    catalogSettings?: CatalogSettings;
    /** Which group a customer token belongs to; by default every token is rejected (only guests). */
    customerGroups?: CustomerGroups;
    /** seed 000 §6 group tax: the guests' group (TAX_USER_GROUP_ID); off when left out. */
    groupTaxUserGroupId?: number;
  } = {},
) {
  const index =
    options.index ??
    (await EmbeddedCatalogIndex.build(options.documents ?? fixtureDocuments(options.extraProducts)));
  const reference = await ReferenceData.load(index, INDEXES);
  const counter = new CallCounter();
  const logs: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line) as LogLine) });
  // Not production unless asked: errors carry stack traces, whatever NODE_ENV the test runner set.
  const server = createServer({ logger, production: options.production ?? false });
  const dependencies = {
    index,
    reference,
    logger,
    counter,
    now: () => options.now ?? NOW,
    variantSettings: options.variantSettings,
    catalogSettings: options.catalogSettings,
    customerGroups: options.customerGroups ?? new FakeCustomerGroups({}),
    groupTaxUserGroupId: options.groupTaxUserGroupId ?? null,
  };

  async function execute<TData = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: IncomingHttpHeaders = {},
  ): Promise<Execution<TData>> {
    const requestId = `test-${++nextRequest}`;
    const contextValue = createContext(
      readRequestIdentity({ 'x-request-id': requestId, ...headers }),
      dependencies,
    );
    const response = await server.executeOperation<TData>({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return {
      data: response.body.singleResult.data,
      errors: response.body.singleResult.errors,
      cacheControl: response.http.headers.get('cache-control'),
      indexQueries: counter.snapshot().byRequestId[requestId]?.[INDEX_QUERY] ?? 0,
    };
  }

  return { execute, logs, server };
}
