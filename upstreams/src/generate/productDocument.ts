/**
 * Renders a product plan into the Vue Storefront product document of one index language (Dutch for
 * nl_be/nl_nl, English for en_be/en_rw): names, url keys, descriptions, option labels. Ids, skus,
 * prices and stock are the plan's, so they are the same in every index.
 */
import type {
  ConfigurableChild,
  ConfigurableOption,
  CustomAttribute,
  ProductDocument,
} from '@shop/contracts';
import { attributeDef, optionLabel, type AttributeDef } from './attributes';
import { categoryLink } from './categories';
import { isoDay, magentoDateTime } from './dates';
import type { Lang } from './language';
import { bundleOptions, customOptions, downloadableLinks, groupedLinks } from './productOptions';
import type { ConfigurableAttribute, ProductPlan } from './productPlan';
import { contributorName, description, productName, shortDescription, urlKey } from './productText';

/** Where covers live; the commerce upstream serves them through its image resizer (coverSvg). */
export const coverPath = (sku: string) => `/catalog/product/${sku}.svg`;

const dateTime = (plan: ProductPlan, day: number) => magentoDateTime(day, (plan.id * 7919) % 86_400);

function attributeValue(plan: ProductPlan, code: ConfigurableAttribute): number | null {
  if (code === 'format') return plan.formatId;
  if (code === 'language') return plan.languageId;
  if (code === 'color') return plan.colorId;
  return plan.sizeId;
}

function configurableOptions(plan: ProductPlan, lang: Lang): ConfigurableOption[] | undefined {
  if (plan.typeId !== 'configurable') return undefined;
  return plan.configurableAttributes.map((code, i) => {
    const def: AttributeDef = attributeDef(code);
    const values = [
      ...new Set(
        plan.children.map((child) => attributeValue(child, code)).filter((v): v is number => v !== null),
      ),
    ];
    return {
      id: plan.id * 10 + i + 1,
      attribute_id: def.id,
      attribute_code: code,
      label: def.label[lang],
      position: i,
      values: values.map((value) => ({ value_index: value, label: optionLabel(code, value, lang) })),
    };
  });
}

function configurableChild(child: ProductPlan, parent: ProductPlan, lang: Lang): ConfigurableChild {
  const codes: ConfigurableAttribute[] = parent.configurableAttributes.includes('color')
    ? ['color', 'size']
    : ['format', 'language'];
  const attributes = Object.fromEntries(codes.map((code) => [code, attributeValue(child, code)]));
  const custom: CustomAttribute[] = codes.map((code) => ({
    attribute_code: code,
    value: attributeValue(child, code) ?? '',
  }));
  return {
    id: child.id,
    sku: child.sku,
    name: productName(child.name, lang),
    status: child.status,
    visibility: child.visibility,
    price: child.price,
    special_price: child.special?.price ?? null,
    special_from_date: null,
    special_to_date: null,
    tax_class_id: child.taxClassId,
    url_key: urlKey(child, lang),
    image: child.hasImage ? coverPath(parent.sku) : 'no_selection',
    stock: child.stock,
    custom_attributes: custom,
    ...attributes,
  };
}

/** `newRelease`: the plan is listed in category 3 (decided over all publish dates before writing). */
export function productDocument(
  plan: ProductPlan,
  lang: Lang,
  newRelease: boolean,
  parent?: ProductPlan,
): ProductDocument {
  const name = productName(plan.name, lang);
  const key = urlKey(plan, lang);
  const categoryIds = newRelease ? [...plan.categoryIds, 3] : plan.categoryIds;
  // Children of a configurable show the parent's cover (the same book), merchandise included.
  const image = plan.hasImage ? coverPath(parent?.sku ?? plan.sku) : 'no_selection';
  const document: ProductDocument = {
    id: plan.id,
    sku: plan.sku,
    name,
    type_id: plan.typeId,
    status: plan.status,
    visibility: plan.visibility,
    price: plan.price,
    special_price: plan.special?.price ?? null,
    special_from_date: plan.special?.fromDay != null ? magentoDateTime(plan.special.fromDay) : null,
    // The last day of a window counts in full.
    special_to_date: plan.special?.toDay != null ? magentoDateTime(plan.special.toDay, 86_399) : null,
    tax_class_id: plan.taxClassId,
    tier_prices: plan.tierPrices,
    url_key: key,
    url_path: `${key}.html`,
    slug: key,
    image,
    thumbnail: image,
    media_gallery: plan.hasImage ? [{ image, pos: 1, typ: 'image', lab: name }] : [],
    category: categoryIds.map((id) => categoryLink(id, lang)),
    category_ids: categoryIds,
    description: description(plan, lang),
    short_description: shortDescription(plan, lang),
    author: contributorName(plan.author),
    illustrator: contributorName(plan.illustrator),
    publish_date: isoDay(plan.publishDay),
    age: plan.ageIds,
    theme_terms: plan.themeIds,
    series: plan.seriesId,
    language: plan.languageId,
    format: plan.formatId,
    type_of_product: plan.typeOfProductId,
    nur: plan.nurId,
    is_classreading_bundle: plan.isClassreadingBundle,
    stock: plan.stock,
    isbn: plan.isbn,
    created_at: dateTime(plan, plan.createdDay),
    updated_at: dateTime(plan, plan.updatedDay),
  };
  if (plan.colorId !== null) document.color = plan.colorId;
  if (plan.sizeId !== null) document.size = plan.sizeId;
  const configurable = configurableOptions(plan, lang);
  if (configurable) {
    document.configurable_options = configurable;
    document.configurable_children = plan.children.map((child) => configurableChild(child, plan, lang));
  }
  const links = groupedLinks(plan);
  if (links) document.product_links = links;
  const bundle = bundleOptions(plan, lang);
  if (bundle) document.bundle_options = bundle;
  const options = customOptions(plan, lang);
  if (options) document.custom_options = options;
  const downloads = downloadableLinks(plan, lang);
  if (downloads) document.downloadable_links = downloads;
  return document;
}
