import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@shop/stack';
import {
  Kind,
  buildSchema,
  parse,
  validate,
  visit,
  type ASTNode,
  type DefinitionNode,
  type DocumentNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS, queryLimitProtection } from '../src/queryLimits';
import { postQuery, startCatalogOnlyGateway, type CatalogOnlyGateway } from './harness';

const api = buildSchema(readFileSync(path.join(REPO_ROOT, 'schema', 'api.graphql'), 'utf8'));
const { validationRules } = queryLimitProtection();
/** The shop's own operations stay within two thirds of the cost limit: room for a page's next fields. */
const { validationRules: withHeadroom } = queryLimitProtection({
  ...QUERY_LIMITS,
  maxCost: Math.floor((QUERY_LIMITS.maxCost * 2) / 3),
});

/** Every .graphql file of the web app: its operations and fragments. */
function webDefinitions(): DefinitionNode[] {
  const files = readdirSync(path.join(REPO_ROOT, 'web', 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.graphql'),
  );
  return files.flatMap(
    (file) => parse(readFileSync(path.join(REPO_ROOT, 'web', 'src', file), 'utf8')).definitions,
  );
}

/**
 * The document as Apollo Client sends it: its cache adds `__typename` to every selection set but the
 * operation's own (addTypename), and each costs and counts like any field, so the limits are checked on that.
 */
function asTheBrowserSendsIt(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if ((parent as ASTNode | undefined)?.kind === Kind.OPERATION_DEFINITION) return undefined;
      const named = node.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
      );
      if (named) return undefined;
      const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;
      return { ...node, selections: [...node.selections, typename] };
    },
  });
}

/** A query `levels` fields deep: categoryTree { children { children { ... id } } }. */
const deepQuery = (levels: number) =>
  `{ categoryTree ${'{ children '.repeat(levels - 2)}{ id }${' }'.repeat(levels - 2)} }`;

describe('the query limits', () => {
  it("let every operation of the shop's web app through, as the browser sends it, within two thirds of the cost limit", () => {
    const definitions = webDefinitions();
    const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) {
      const document = asTheBrowserSendsIt({ kind: Kind.DOCUMENT, definitions: [operation, ...fragments] });
      const errors = validate(api, document, withHeadroom).map((error) => error.message);
      expect(errors, operation.name?.value).toEqual([]);
    }
  });

  it(`refuse a query deeper than ${QUERY_LIMITS.maxDepth} levels`, () => {
    expect(validate(api, parse(deepQuery(QUERY_LIMITS.maxDepth)), validationRules)).toEqual([]);
    const errors = validate(api, parse(deepQuery(QUERY_LIMITS.maxDepth + 1)), validationRules);
    expect(errors.map((error) => error.message)).toEqual([expect.stringMatching(/depth limit/i)]);
  });
});

describe('the gateway with the query limits', () => {
  let stack: CatalogOnlyGateway;
  let catalogCalls = 0;

  beforeAll(async () => {
    stack = await startCatalogOnlyGateway({
      Query: {
        products: () => {
          catalogCalls += 1;
          return [{ sku: 'a', name: 'A' }];
        },
      },
    });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('refuses a query with too many aliases with GRAPHQL_VALIDATION_FAILED, before asking a subgraph', async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, i) => `p${i}: products { sku }`);
    const answer = await postQuery(stack.gateway.graphqlUrl, `{ ${aliases.join(' ')} }`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.extensions?.code)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(answer.body.errors?.[0]?.message).toMatch(/aliases limit/i);
    expect(catalogCalls).toBe(0);
  });

  it('answers a query within the limits', async () => {
    const answer = await postQuery(stack.gateway.graphqlUrl, '{ products { sku name } }');
    expect(answer.body).toEqual({ data: { products: [{ sku: 'a', name: 'A' }] } });
  });
});
