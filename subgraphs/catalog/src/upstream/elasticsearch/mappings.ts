import type { estypes } from '@elastic/elasticsearch';
import type { CatalogEntityType } from '@shop/contracts';
import { OPTION_FIELDS } from '../../ports/CatalogIndex';

/**
 * Mappings of the fields the adapter queries, for creating indexes (the contract tests, a local
 * cluster). Documents keep Vue Storefront's shape; fields not listed stay in _source unindexed
 * (dynamic: false), so free-form parts such as custom_attributes never clash on types.
 */
const keyword = { type: 'keyword' } as const;
const integer = { type: 'integer' } as const;
const text = { type: 'text' } as const;
const bool = { type: 'boolean' } as const;
/** Vue Storefront's timestamps ('2025-05-20 10:00:00'), ISO dates accepted too. */
const timestamp = { type: 'date', format: 'yyyy-MM-dd HH:mm:ss||strict_date_optional_time' } as const;

const PRODUCT: estypes.MappingTypeMapping = {
  dynamic: false,
  properties: {
    id: integer,
    sku: keyword,
    name: text,
    author: text,
    illustrator: text,
    description: text,
    type_id: keyword,
    status: integer,
    visibility: integer,
    price: { type: 'double' },
    url_key: keyword,
    url_path: keyword,
    slug: keyword,
    category_ids: integer,
    category: { properties: { category_id: integer, name: text, slug: keyword } },
    publish_date: { type: 'date', format: 'yyyy-MM-dd' },
    created_at: timestamp,
    updated_at: timestamp,
    stock: { properties: { is_in_stock: bool, manage_stock: bool, qty: { type: 'double' } } },
    configurable_children: { properties: { sku: keyword, url_key: keyword } },
    ...Object.fromEntries(OPTION_FIELDS.map((field) => [field, integer])),
  },
};

export const CATALOG_MAPPINGS: Record<CatalogEntityType, estypes.MappingTypeMapping> = {
  product: PRODUCT,
  category: {
    dynamic: false,
    properties: {
      id: integer,
      parent_id: integer,
      position: integer,
      url_key: keyword,
      url_path: keyword,
      slug: keyword,
    },
  },
  attribute: { dynamic: false, properties: { attribute_id: integer, attribute_code: keyword } },
  taxrule: { dynamic: false, properties: { id: integer } },
  cms_page: { dynamic: false, properties: { id: integer, identifier: keyword } },
  cms_block: { dynamic: false, properties: { id: integer, identifier: keyword } },
};
