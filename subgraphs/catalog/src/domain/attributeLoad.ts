/**
 * Product document fields that are not attributes with metadata: asking for them loads nothing
 * (seed 000 §5 'blacklisted codes'; the seed does not list them, these are the document's system fields).
 */
export const ATTRIBUTE_BLACKLIST: readonly string[] = [
  'id',
  'sku',
  'name',
  'type_id',
  'status',
  'visibility',
  'category',
  'category_ids',
  'url_key',
  'url_path',
  'slug',
  'image',
  'thumbnail',
  'media_gallery',
  'stock',
  'tax_class_id',
  'special_price',
  'special_from_date',
  'special_to_date',
  'tier_prices',
  'description',
  'short_description',
  'custom_attributes',
  'configurable_options',
  'configurable_children',
  'product_links',
  'bundle_options',
  'custom_options',
  'downloadable_links',
];

/**
 * seed 000 §5: 'Attribute load skips codes containing a dot, blacklisted codes and codes already
 * loaded'. Returns the codes still to load, each once, in the order asked.
 */
export function attributeCodesToLoad(
  codes: readonly string[],
  options: { blacklist: readonly string[]; loaded: ReadonlySet<string> },
): string[] {
  return [
    ...new Set(
      codes.filter(
        (code) =>
          code !== '' &&
          !code.includes('.') &&
          !options.blacklist.includes(code) &&
          !options.loaded.has(code),
      ),
    ),
  ];
}

/** The codes an attribute metadata query answers for: those asked, without dotted and blacklisted ones. */
export function attributeCodesAnswered(codes: readonly string[], blacklist: readonly string[]): string[] {
  return attributeCodesToLoad(codes, { blacklist, loaded: new Set() });
}
