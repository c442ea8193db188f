import { ApolloArmor } from '@escape.tech/graphql-armor';

type GraphQLArmorConfig = NonNullable<ConstructorParameters<typeof ApolloArmor>[0]>;

/**
 * What one query may ask of the shop's public API. Partners send their own queries, so a query that is
 * deep, costly, or repeats a field under many aliases is refused before any subgraph is called (GraphQL
 * Armor's validation rules: the answer is HTTP 400 with code GRAPHQL_VALIDATION_FAILED, as for any invalid
 * query).
 *
 * The numbers leave room above the shop's own operations (web/src/**\/*.graphql, as the browser sends them,
 * `__typename` in every selection set; a test checks every one of them against these limits, and the cost
 * against two thirds of the limit, so a page's next field does not break it): measured, the deepest and
 * costliest (ResolveRoute, a catalogue page's one query with a category's listing of products with their
 * prices, a bundle's options and a grouped product's items) is 8 levels deep and costs 29,634 (the cost grows by
 * half with every level); none uses aliases.
 */
export const QUERY_LIMITS = {
  /** Levels of nested fields, fragments followed. */
  maxDepth: 10,
  /** GraphQL Armor's cost: 2 per object field, 1 per scalar, times 1.5 for every level of depth. */
  maxCost: 45_000,
  maxAliases: 20,
  maxDirectives: 30,
  /** Tokens of the query text: ends parsing of an endless query early. */
  maxTokens: 3_000,
} as const;

/** Limits of the same kinds, e.g. tighter ones for a test. */
export type QueryLimits = Record<keyof typeof QUERY_LIMITS, number>;

/** The armor's config: every limit on; field suggestions are hidden in production by Apollo Server itself. */
export function queryLimitsConfig(limits: QueryLimits = QUERY_LIMITS): GraphQLArmorConfig {
  return {
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    costLimit: { maxCost: limits.maxCost, ignoreIntrospection: true },
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: limits.maxDirectives },
    maxTokens: { n: limits.maxTokens },
    // Apollo Server's hideSchemaDetailsFromClientErrors does this in production; developers keep the hints.
    blockFieldSuggestion: { enabled: false },
  };
}

/** The validation rules and plugins that apply the limits, for the gateway's ApolloServer. */
export function queryLimitProtection(limits: QueryLimits = QUERY_LIMITS) {
  const { plugins, validationRules } = new ApolloArmor(queryLimitsConfig(limits)).protect();
  return { plugins, validationRules };
}
