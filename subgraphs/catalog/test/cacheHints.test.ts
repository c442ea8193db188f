import {
  buildASTSchema,
  getNamedType,
  isCompositeType,
  isObjectType,
  type ASTNode,
  type DirectiveNode,
  type GraphQLNamedType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { typeDefs } from '../src/server';
import { catalogTestServer } from './harness';

/** What the catalogue promised before its hints moved into schema.graphql: public, five minutes. */
const PUBLIC_FIVE_MINUTES = { maxAge: 300, scope: 'PUBLIC' };

function cacheHintOf(node: { astNode?: ASTNode | null } | undefined) {
  const directives = (node?.astNode as { directives?: readonly DirectiveNode[] } | undefined)?.directives;
  const directive = directives?.find((d) => d.name.value === 'cacheControl');
  if (!directive) return undefined;
  const argument = (name: string) => {
    const value = directive.arguments?.find((a) => a.name.value === name)?.value;
    return value?.kind === 'IntValue'
      ? Number(value.value)
      : value?.kind === 'EnumValue'
        ? value.value
        : undefined;
  };
  return { maxAge: argument('maxAge'), scope: argument('scope') };
}

describe('cache hints in schema.graphql', () => {
  /**
   * Apollo Server gives a root field, or a field returning an object or union, no cache life unless the
   * field or the type it returns has a hint; one such field makes the whole answer uncacheable. So every one
   * of them must get the catalogue's hint, from the field or from its type.
   */
  it('gives every root field and every field returning an object or union the public five-minute hint', () => {
    // The SDL as written (federation's directives and fields left out: they need no hint of ours).
    const schema = buildASTSchema(typeDefs, { assumeValidSDL: true });
    const unhinted: string[] = [];
    let checked = 0;
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('_')) continue;
      const root = type === schema.getQueryType();
      for (const field of Object.values(type.getFields())) {
        const returned: GraphQLNamedType = getNamedType(field.type);
        if (!root && !isCompositeType(returned)) continue;
        checked += 1;
        const hint = cacheHintOf(field) ?? cacheHintOf(returned);
        if (JSON.stringify(hint) !== JSON.stringify(PUBLIC_FIVE_MINUTES))
          unhinted.push(`${type.name}.${field.name}: ${JSON.stringify(hint)}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(unhinted).toEqual([]);
  });

  it('gives the entity types the hint, which _entities takes for the references it resolves', () => {
    const schema = buildASTSchema(typeDefs, { assumeValidSDL: true });
    expect(cacheHintOf(schema.getType('Product') ?? undefined)).toEqual(PUBLIC_FIVE_MINUTES);
    expect(cacheHintOf(schema.getType('Category') ?? undefined)).toEqual(PUBLIC_FIVE_MINUTES);
  });
});

describe('the effective cache policy of catalogue answers', () => {
  let catalog: Awaited<ReturnType<typeof catalogTestServer>>;
  beforeAll(async () => {
    catalog = await catalogTestServer();
  });

  // Every composite field of the catalogue in one operation: a simple, a configurable, a grouped and a
  // bundle product, a listing with facets, a route, the reference data.
  const EVERYTHING = /* GraphQL */ `
    fragment Page on Product {
      sku
      image {
        url
      }
      thumbnail {
        url
      }
      cartThumbnail {
        url
      }
      gallery {
        url
      }
      price {
        regular {
          value
        }
        final {
          value
        }
        finalExclTax {
          value
        }
        special {
          value
        }
      }
      attributes {
        code
        values {
          id
          label
        }
      }
      configurableOptions {
        attributeCode
        values {
          valueIndex
          label
        }
      }
      variants {
        sku
        price {
          final {
            value
          }
        }
        options {
          label
        }
        image {
          url
        }
        thumbnail {
          url
        }
      }
      variant(selection: []) {
        variant {
          sku
        }
        userErrors {
          code
        }
      }
      groupedItems {
        sku
        product {
          sku
        }
      }
      bundleOptions {
        optionId
        links {
          sku
          product {
            sku
          }
        }
      }
      customOptions {
        optionId
        values {
          title
          price {
            value
          }
        }
      }
    }
    query Everything {
      simple: product(sku: "KIK-001") {
        ...Page
      }
      configurable: product(sku: "VOORLEES") {
        ...Page
      }
      grouped: product(sku: "SET-VOORLEES") {
        ...Page
      }
      bundle: product(sku: "BOX-VOORLEES") {
        ...Page
      }
      categoryTree {
        id
        children {
          id
          breadcrumbs {
            id
          }
        }
      }
      category(id: 12) {
        id
      }
      products(search: { term: "kikker" }) {
        total
        items {
          sku
        }
        paging {
          pageSize
        }
        aggregations {
          attributeCode
          options {
            value
            count
          }
        }
        userErrors {
          code
        }
      }
      newReleases {
        total
      }
      categoryProducts(categoryId: 2) {
        total
      }
      route(path: "/nl-be/p/KIK-001/kikker-is-verliefd") {
        storeCode
        target {
          __typename
          ... on ProductRoute {
            product {
              sku
            }
          }
        }
        alternates {
          storeCode
          path
        }
      }
      storeViews {
        code
      }
      taxRules {
        id
        rates {
          rate
        }
      }
      attributeMetadata(codes: ["age"]) {
        code
        options {
          value
        }
      }
      cmsBlocks {
        identifier
      }
      cmsPage(identifier: "over-ons") {
        identifier
      }
    }
  `;

  it('is public for five minutes, as when each resolver set the hint by hand', async () => {
    const result = await catalog.execute(EVERYTHING);
    expect(result.errors).toBeUndefined();
    expect(result.data?.simple).not.toBeNull();
    expect(result.cacheControl).toBe('max-age=300, public');
  });
});
