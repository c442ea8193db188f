import { describe, expect, it } from 'vitest';
import { OPTION_FIELDS } from '../../ports/CatalogIndex';
import { CATALOG_MAPPINGS } from './mappings';
import { SEARCH_FIELDS } from './query';

/** The type of a dotted field in a mapping ('stock.is_in_stock'), or undefined when it is not mapped. */
function typeOf(properties: Record<string, unknown> | undefined, field: string): string | undefined {
  const [head, ...rest] = field.split('.');
  const property = properties?.[head ?? ''] as
    { type?: string; properties?: Record<string, unknown> } | undefined;
  if (!property) return undefined;
  return rest.length === 0 ? (property.type ?? 'object') : typeOf(property.properties, rest.join('.'));
}

describe('CATALOG_MAPPINGS', () => {
  const product = CATALOG_MAPPINGS.product.properties as Record<string, unknown>;

  it('maps every field the product queries search, filter, sort and aggregate on', () => {
    const searched = SEARCH_FIELDS.map((field) => field.replace(/\^\d+$/, ''));
    expect(searched.map((field) => [field, typeOf(product, field)])).toEqual([
      ['name', 'text'],
      ['sku', 'keyword'],
      ['author', 'text'],
      ['illustrator', 'text'],
      ['category.name', 'text'],
      ['description', 'text'],
    ]);
    for (const field of OPTION_FIELDS) expect(typeOf(product, field)).toBe('integer');
    expect(
      ['category_ids', 'visibility', 'status', 'type_id', 'stock.is_in_stock', 'stock.manage_stock'].map(
        (field) => typeOf(product, field),
      ),
    ).toEqual(['integer', 'integer', 'integer', 'keyword', 'boolean', 'boolean']);
    expect(['publish_date', 'updated_at', 'price'].map((field) => typeOf(product, field))).toEqual([
      'date',
      'date',
      'double',
    ]);
    expect(
      ['url_path', 'url_key', 'slug', 'configurable_children.sku', 'configurable_children.url_key'].map(
        (field) => typeOf(product, field),
      ),
    ).toEqual(['keyword', 'keyword', 'keyword', 'keyword', 'keyword']);
  });

  it('keeps Vue Storefront documents whole in _source without indexing unknown fields', () => {
    for (const mapping of Object.values(CATALOG_MAPPINGS)) expect(mapping.dynamic).toBe(false);
    expect(typeOf(CATALOG_MAPPINGS.category.properties, 'position')).toBe('integer');
    expect(typeOf(CATALOG_MAPPINGS.attribute.properties, 'attribute_code')).toBe('keyword');
    expect(typeOf(CATALOG_MAPPINGS.cms_page.properties, 'identifier')).toBe('keyword');
    expect(typeOf(CATALOG_MAPPINGS.cms_block.properties, 'identifier')).toBe('keyword');
  });
});
