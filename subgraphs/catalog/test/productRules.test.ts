/**
 * The product rules of seed 000 through GraphQL: variant selection (§4), grouped, bundle and custom
 * option prices (§5), 'new' for 60 days and the image sizes (§9), attribute labels; over the fixture
 * catalogue with PRODUCT_RULE_PRODUCTS (test/fixtures.ts) on TODAY, 2025-06-01.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VARIANT_SETTINGS } from '../src/domain/variantChoice';
import { PRODUCT_RULE_PRODUCTS } from './fixtures';
import { catalogTestServer } from './harness';

type Server = Awaited<ReturnType<typeof catalogTestServer>>;
let catalog: Server;

beforeAll(async () => {
  catalog = await catalogTestServer({ extraProducts: PRODUCT_RULE_PRODUCTS });
});

const PUBLIC_FIVE_MINUTES = 'max-age=300, public';
const eur = (value: number) => ({ value, currency: 'EUR' });
const NO_SUCH_CONFIGURATION = {
  code: 'NO_SUCH_CONFIGURATION',
  message: 'No such configuration for the product. Please do choose another combination of attributes.',
  field: 'selection',
};
const NO_AVAILABLE_VARIANTS = {
  code: 'NO_AVAILABLE_VARIANTS',
  message: 'No available product variants',
  field: null,
};

const PRODUCT_PAGE = `query ProductPage($sku: String!) {
  product(sku: $sku) {
    sku
    type
    isNew
    image { url label width height }
    thumbnail { url label width height }
    cartThumbnail { url width height }
    gallery { url label width height }
    attributes { code label values { id label } }
    configurableOptions { attributeCode label values { valueIndex label } }
    variants {
      sku
      price { final { value currency } }
      options { attributeCode valueIndex label }
      image { url }
      thumbnail { url width height }
    }
    customOptions { optionId title type required values { optionTypeId title priceType price { value currency } } }
  }
}`;

describe('the product page of a configurable product', () => {
  it('has its options in position order, the available variants, labelled attributes, images and custom options', async () => {
    const result = await catalog.execute<{ product: Record<string, unknown> }>(PRODUCT_PAGE, {
      sku: 'VOORLEES',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.product).toEqual({
      sku: 'VOORLEES',
      type: 'CONFIGURABLE',
      // Published 2025-04-02: day 60 on 2025-06-01, the last new day (seed 000 §9).
      isNew: true,
      image: { url: '/v/o/voorlees.jpg', label: 'Voorkant', width: null, height: null },
      thumbnail: {
        url: '/img/310/300/resize/v/o/voorlees-klein.jpg',
        label: 'Het grote voorleesavontuur',
        width: 310,
        height: 300,
      },
      cartThumbnail: { url: '/img/150/150/resize/v/o/voorlees-klein.jpg', width: 150, height: 150 },
      gallery: [
        { url: '/img/600/744/resize/v/o/voorlees.jpg', label: 'Voorkant', width: 600, height: 744 },
        { url: '/img/600/744/resize/v/o/voorlees-achter.jpg', label: 'Achterkant', width: 600, height: 744 },
      ],
      attributes: [
        {
          code: 'age',
          label: 'Leeftijd',
          values: [
            { id: 1005, label: '2+' },
            { id: 1018, label: 'Young Adult' },
          ],
        },
        { code: 'theme_terms', label: "Thema's", values: [{ id: 1101, label: 'Dieren' }] },
        { code: 'series', label: 'Reeks', values: [{ id: 1201, label: 'Kikker' }] },
        { code: 'language', label: 'Taal', values: [{ id: 1301, label: 'NLD' }] },
        { code: 'format', label: 'Formaat', values: [{ id: 1401, label: 'Hardcover' }] },
        { code: 'type_of_product', label: 'Soort product', values: [{ id: 1501, label: 'Boek' }] },
        { code: 'nur', label: 'NUR', values: [{ id: 1677, label: '277 Prentenboeken' }] },
      ],
      configurableOptions: [
        {
          attributeCode: 'format',
          label: 'Formaat',
          values: [
            { valueIndex: 1401, label: 'Hardcover' },
            { valueIndex: 1402, label: 'Paperback' },
          ],
        },
        {
          attributeCode: 'language',
          label: 'Taal',
          values: [
            { valueIndex: 1301, label: 'NLD' },
            { valueIndex: 1302, label: 'ENG' },
          ],
        },
      ],
      // Not VOORLEES-PB-NL (out of stock) nor VOORLEES-PB-EN (status 2), seed 000 §4.
      variants: [
        {
          sku: 'VOORLEES-HC-NL',
          price: { final: eur(14.99) },
          options: [
            { attributeCode: 'format', valueIndex: 1401, label: 'Hardcover' },
            { attributeCode: 'language', valueIndex: 1301, label: 'NLD' },
          ],
          image: { url: '/v/o/voorlees.jpg' },
          thumbnail: { url: '/img/310/300/resize/v/o/voorlees-klein.jpg', width: 310, height: 300 },
        },
        {
          sku: 'VOORLEES-HC-NL-ACTIE',
          price: { final: eur(12.99) },
          options: [
            { attributeCode: 'format', valueIndex: 1401, label: 'Hardcover' },
            { attributeCode: 'language', valueIndex: 1301, label: 'NLD' },
          ],
          image: { url: '/v/o/voorlees.jpg' },
          thumbnail: { url: '/img/310/300/resize/v/o/voorlees-klein.jpg', width: 310, height: 300 },
        },
        {
          sku: 'VOORLEES-HC-EN',
          price: { final: eur(15.99) },
          options: [
            { attributeCode: 'format', valueIndex: 1401, label: 'Hardcover' },
            { attributeCode: 'language', valueIndex: 1302, label: 'ENG' },
          ],
          image: { url: '/v/o/voorlees-en.jpg' },
          thumbnail: { url: '/img/310/300/resize/v/o/voorlees-en.jpg', width: 310, height: 300 },
        },
      ],
      customOptions: [
        {
          optionId: 1011,
          title: 'Cadeauverpakking',
          type: 'CHECKBOX',
          required: false,
          values: [
            { optionTypeId: 10101, title: 'Inpakken als cadeau', priceType: 'FIXED', price: eur(2.5) },
          ],
        },
        {
          optionId: 1012,
          title: 'Gesigneerd exemplaar',
          type: 'RADIO',
          required: false,
          // 10% of 14.99; 'Nee' adds nothing; the value without a label is dropped (seed 000 §5).
          values: [
            { optionTypeId: 10102, title: 'Ja, gesigneerd', priceType: 'PERCENT', price: eur(1.5) },
            { optionTypeId: 10103, title: 'Nee', priceType: 'FIXED', price: null },
          ],
        },
      ],
    });
    expect(result.indexQueries).toBe(1);
    expect(result.cacheControl).toBe(PUBLIC_FIVE_MINUTES);
  });

  it("labels attributes in the store view's language and prices options in its currency", async () => {
    const result = await catalog.execute<{
      product: {
        attributes: { code: string; label: string }[];
        customOptions: { values: { price: unknown }[] }[];
      };
    }>(PRODUCT_PAGE, { sku: 'VOORLEES' }, { store: 'en-rw' });
    expect(result.data?.product.attributes.map((a) => a.label)).toEqual([
      'Age',
      'Themes',
      'Series',
      'Language',
      'Format',
      'Type of product',
      'NUR',
    ]);
    // 10% of 14.99 EUR is 1.499 EUR, 1.62 USD.
    expect(result.data?.product.customOptions[1]?.values[0]?.price).toEqual({ value: 1.62, currency: 'USD' });
  });

  it('has no options or variants for a simple product', async () => {
    const result = await catalog.execute<{ product: Record<string, unknown> }>(PRODUCT_PAGE, {
      sku: 'KIK-001',
    });
    expect(result.data?.product).toMatchObject({
      type: 'SIMPLE',
      isNew: false,
      configurableOptions: [],
      variants: [],
      customOptions: [],
    });
  });
});

const VARIANT = `query Variant($sku: String!, $selection: [SelectedOptionInput!], $childSku: String) {
  product(sku: $sku) {
    variant(selection: $selection, sku: $childSku) {
      variant { sku price { final { value } } }
      userErrors { code message field }
    }
  }
}`;

interface VariantData {
  product: {
    variant: {
      variant: { sku: string; price: { final: { value: number } } } | null;
      userErrors: { code: string; message: string; field: string | null }[];
    };
  };
}

const HARDCOVER = { attributeCode: 'format', valueIndex: 1401 };
const PAPERBACK = { attributeCode: 'format', valueIndex: 1402 };
const PACK = { attributeCode: 'format', valueIndex: 1403 };
const DUTCH = { attributeCode: 'language', valueIndex: 1301 };
const ENGLISH = { attributeCode: 'language', valueIndex: 1302 };

async function chooseVariant(
  variables: { selection?: object[]; childSku?: string; sku?: string },
  server: Server = catalog,
) {
  const result = await server.execute<VariantData>(VARIANT, { sku: 'VOORLEES', ...variables });
  expect(result.errors).toBeUndefined();
  const choice = result.data?.product.variant;
  return { sku: choice?.variant?.sku ?? null, userErrors: choice?.userErrors, result };
}

describe('variant selection (seed 000 §4)', () => {
  it('ties go to the lower price: two children match 2 of 2 attributes; 12.99 beats 14.99', async () => {
    const { sku, userErrors, result } = await chooseVariant({ selection: [HARDCOVER, DUTCH] });
    expect(sku).toBe('VOORLEES-HC-NL-ACTIE');
    expect(result.data?.product.variant.variant?.price.final.value).toBe(12.99);
    expect(userErrors).toEqual([]);
    expect(result.cacheControl).toBe(PUBLIC_FIVE_MINUTES);
  });

  it('chooses the child matching most configuration attributes', async () => {
    expect(await chooseVariant({ selection: [ENGLISH, HARDCOVER] })).toMatchObject({
      sku: 'VOORLEES-HC-EN',
      userErrors: [],
    });
  });

  it('an exact sku match wins', async () => {
    expect(await chooseVariant({ childSku: 'VOORLEES-HC-EN', selection: [HARDCOVER, DUTCH] })).toMatchObject({
      sku: 'VOORLEES-HC-EN',
      userErrors: [],
    });
  });

  it('ignores the price attribute in matching', async () => {
    const price = { attributeCode: 'price', valueIndex: 999 };
    expect(await chooseVariant({ selection: [price, HARDCOVER, ENGLISH] })).toMatchObject({
      sku: 'VOORLEES-HC-EN',
      userErrors: [],
    });
  });

  it('without a selection, chooses the cheapest available child', async () => {
    expect(await chooseVariant({})).toMatchObject({ sku: 'VOORLEES-HC-NL-ACTIE', userErrors: [] });
  });

  it('a combination no child has (paperback is out of stock or disabled): the closest child, with the warning', async () => {
    expect(await chooseVariant({ selection: [PAPERBACK, DUTCH] })).toMatchObject({
      sku: 'VOORLEES-HC-NL-ACTIE',
      userErrors: [NO_SUCH_CONFIGURATION],
    });
  });

  it('falls back to the default child (the first available) when no child matches, with the warning', async () => {
    expect(await chooseVariant({ selection: [PACK] })).toMatchObject({
      sku: 'VOORLEES-HC-NL',
      userErrors: [NO_SUCH_CONFIGURATION],
    });
    // The sku of an out-of-stock child in the address matches no available child either.
    expect(await chooseVariant({ childSku: 'VOORLEES-PB-NL' })).toMatchObject({
      sku: 'VOORLEES-HC-NL',
      userErrors: [NO_SUCH_CONFIGURATION],
    });
  });

  it("gives 'No available product variants' when no child can be chosen", async () => {
    expect(await chooseVariant({ sku: 'VOORLEES-UITVERKOCHT', selection: [HARDCOVER] })).toMatchObject({
      sku: null,
      userErrors: [NO_AVAILABLE_VARIANTS],
    });
    expect(await chooseVariant({ sku: 'KIK-001' })).toMatchObject({
      sku: null,
      userErrors: [NO_AVAILABLE_VARIANTS],
    });
  });

  it('without the fallback, a selection no child matches has no variant', async () => {
    const strict = await catalogTestServer({
      extraProducts: PRODUCT_RULE_PRODUCTS,
      variantSettings: { ...DEFAULT_VARIANT_SETTINGS, fallbackToDefaultVariant: false },
    });
    expect(await chooseVariant({ selection: [PACK] }, strict)).toMatchObject({
      sku: null,
      userErrors: [NO_SUCH_CONFIGURATION, NO_AVAILABLE_VARIANTS],
    });
  });

  it('chooses out-of-stock children when listing out-of-stock products is enabled', async () => {
    const listing = await catalogTestServer({
      extraProducts: PRODUCT_RULE_PRODUCTS,
      variantSettings: { ...DEFAULT_VARIANT_SETTINGS, listOutOfStockProducts: true },
    });
    expect(await chooseVariant({ selection: [PAPERBACK, DUTCH] }, listing)).toMatchObject({
      sku: 'VOORLEES-PB-NL',
      userErrors: [],
    });
    // A disabled child stays out, whatever the setting.
    expect(
      await chooseVariant({ childSku: 'VOORLEES-PB-EN', selection: [PAPERBACK, ENGLISH] }, listing),
    ).toMatchObject({ sku: 'VOORLEES-PB-NL', userErrors: [NO_SUCH_CONFIGURATION] });
  });
});

const PRICE_FIELDS = `price {
  regular { value currency }
  final { value currency }
  finalExclTax { value currency }
  special { value currency }
  specialToDate
}`;

describe('grouped products (seed 000 §5)', () => {
  const GROUPED = `query Grouped($sku: String!) {
    product(sku: $sku) {
      sku
      isNew
      ${PRICE_FIELDS}
      groupedItems { sku qty position product { sku name price { final { value } } } }
    }
  }`;

  it('cost their associated simple products with qty 1, the linked products loaded in one index query', async () => {
    const result = await catalog.execute<{ product: Record<string, unknown> }>(GROUPED, {
      sku: 'SET-VOORLEES',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.product).toEqual({
      sku: 'SET-VOORLEES',
      // Published 2025-04-01: day 61 on 2025-06-01, no longer new (seed 000 §9).
      isNew: false,
      // 14.95 + 12.50 (KIK-002's special price, until 2025-06-01) + 9.95; GONE-404 is not in the index.
      price: {
        regular: eur(40.89),
        final: eur(37.4),
        finalExclTax: eur(35.28),
        special: eur(37.4),
        specialToDate: '2025-06-01',
      },
      // Only associated simple links, in position order: not the related e-book.
      groupedItems: [
        {
          sku: 'KIK-001',
          qty: 2,
          position: 1,
          product: { sku: 'KIK-001', name: 'Kikker is verliefd', price: { final: { value: 14.95 } } },
        },
        {
          sku: 'KIK-002',
          qty: 1,
          position: 2,
          product: { sku: 'KIK-002', name: 'Kikker en de vreemdeling', price: { final: { value: 12.5 } } },
        },
        {
          sku: 'EDGE-1993',
          qty: 1,
          position: 3,
          product: { sku: 'EDGE-1993', name: 'Eerste dag', price: { final: { value: 9.95 } } },
        },
        { sku: 'GONE-404', qty: 1, position: 5, product: null },
      ],
    });
    // The product, then all its linked products at once.
    expect(result.indexQueries).toBe(2);
    expect(result.cacheControl).toBe(PUBLIC_FIVE_MINUTES);
    expect(
      catalog.logs.some(
        (line) => line.msg === 'Product not found' && line.sku === 'GONE-404' && line.level === 50,
      ),
    ).toBe(true);
  });

  it("converts the sum to the store view's currency", async () => {
    const result = await catalog.execute<{ product: { price: { final: unknown } } }>(
      GROUPED,
      { sku: 'SET-VOORLEES' },
      { store: 'en-rw' },
    );
    expect(result.data?.product.price.final).toEqual({ value: 40.39, currency: 'USD' });
  });

  it('without product_links, logs an error and keeps its own price', async () => {
    const result = await catalog.execute<{ product: Record<string, unknown> }>(GROUPED, { sku: 'SET-LEEG' });
    expect(result.data?.product).toMatchObject({
      price: { regular: eur(19.95), final: eur(19.95), special: null, specialToDate: null },
      groupedItems: [],
    });
    expect(
      catalog.logs.some(
        (line) =>
          line.msg === 'Grouped product has no product_links' && line.sku === 'SET-LEEG' && line.level === 50,
      ),
    ).toBe(true);
  });
});

describe('bundle products (seed 000 §5)', () => {
  const BUNDLE = `query Bundle($sku: String!) {
    product(sku: $sku) {
      ${PRICE_FIELDS}
      image { url }
      thumbnail { url }
      gallery { url }
      bundleOptions {
        optionId title required type
        links { id sku qty isDefault canChangeQuantity product { sku price { final { value } } } }
      }
    }
  }`;

  it('cost their default links times qty: 14.95 x 1 + 7.99 x 2 = 30.93, each taxed at its own class', async () => {
    const result = await catalog.execute<{ product: Record<string, unknown> }>(BUNDLE, {
      sku: 'BOX-VOORLEES',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.product).toEqual({
      // 14.95 / 1.06 + 15.98 / 1.21 = 14.10 + 13.21
      price: {
        regular: eur(30.93),
        final: eur(30.93),
        finalExclTax: eur(27.31),
        special: null,
        specialToDate: null,
      },
      image: null,
      thumbnail: null,
      gallery: [],
      bundleOptions: [
        {
          optionId: 1051,
          title: 'Kies een prentenboek',
          required: true,
          type: 'RADIO',
          links: [
            {
              id: 10511,
              sku: 'KIK-001',
              qty: 1,
              isDefault: true,
              canChangeQuantity: true,
              product: { sku: 'KIK-001', price: { final: { value: 14.95 } } },
            },
            {
              id: 10512,
              sku: 'EDGE-1993',
              qty: 1,
              isDefault: false,
              canChangeQuantity: true,
              product: { sku: 'EDGE-1993', price: { final: { value: 9.95 } } },
            },
          ],
        },
        {
          optionId: 1052,
          title: 'E-book erbij',
          required: false,
          type: 'CHECKBOX',
          links: [
            {
              id: 10521,
              sku: 'EBOOK-1',
              qty: 2,
              isDefault: true,
              canChangeQuantity: false,
              product: { sku: 'EBOOK-1', price: { final: { value: 7.99 } } },
            },
          ],
        },
      ],
    });
    expect(result.indexQueries).toBe(2);
    expect(result.cacheControl).toBe(PUBLIC_FIVE_MINUTES);
  });
});

describe('linked products of composites referenced from other subgraphs', () => {
  it('cost one index query for the references and one for all their linked products', async () => {
    const result = await catalog.execute<{
      _entities: { sku: string; price: { final: { value: number } } }[];
    }>(
      `query Entities($representations: [_Any!]!) {
        _entities(representations: $representations) {
          ... on Product {
            sku
            price { final { value } }
            groupedItems { product { sku name } }
            bundleOptions { links { product { sku name } } }
          }
        }
      }`,
      {
        representations: ['SET-VOORLEES', 'BOX-VOORLEES', 'SET-LEEG', 'KIK-001'].map((sku) => ({
          __typename: 'Product',
          sku,
        })),
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities.map((product) => [product.sku, product.price.final.value])).toEqual([
      ['SET-VOORLEES', 37.4],
      ['BOX-VOORLEES', 30.93],
      ['SET-LEEG', 19.95],
      ['KIK-001', 14.95],
    ]);
    expect(result.indexQueries).toBe(2);
  });
});
