import { AGE_LABELS_NL } from '@shop/contracts';
import type { AttributeDocument, ProductDocument } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSmallSet, INDEXES, type SmallSet } from './testData';

let set: SmallSet;
beforeAll(async () => {
  set = await generateSmallSet();
});
afterAll(() => set.remove());

// seed 000 §9: the fixed order of the age labels.
const SEED_AGE_ORDER = AGE_LABELS_NL;

describe('attributes', () => {
  it("lists the age labels in the seed's fixed order (0-3 maanden, 12-24 maanden, 2+ up to 14+, Young Adult)", async () => {
    const age = (await set.documents('nl_be', 'attribute')).find((a) => a.attribute_code === 'age');
    const ordered = [...(age?.options ?? [])].sort((a, b) => a.sort_order - b.sort_order).map((o) => o.label);
    expect(ordered).toEqual(SEED_AGE_ORDER);
    const english = (await set.documents('en_be', 'attribute')).find((a) => a.attribute_code === 'age');
    expect(
      [...(english?.options ?? [])].sort((a, b) => a.sort_order - b.sort_order).map((o) => o.label),
    ).toEqual(SEED_AGE_ORDER.map((l) => l.replace('maanden', 'months')));
    expect(english?.options.map((o) => o.value)).toEqual(age?.options.map((o) => o.value));
  });

  it('has the default filters of seed 000 §9 plus author, illustrator, color and size', async () => {
    const codes = (await set.documents('nl_be', 'attribute')).map((a) => a.attribute_code);
    for (const code of [
      'age',
      'theme_terms',
      'series',
      'publish_date',
      'language',
      'format',
      'price',
      'type_of_product',
      'nur',
      'author',
      'illustrator',
      'color',
      'size',
    ])
      expect(codes).toContain(code);
  });

  it('shows languages by three-letter codes and NUR codes with Dutch labels', async () => {
    const attributes = await set.documents('en_be', 'attribute');
    const labels = (code: string) =>
      attributes.find((a) => a.attribute_code === code)?.options.map((o) => o.label) ?? [];
    for (const label of labels('language')) expect(label).toMatch(/^[a-z]{3}$/);
    expect(labels('language')).toEqual(expect.arrayContaining(['nld', 'eng', 'fra']));
    expect(labels('nur')).toContain('273 Prentenboeken');
    expect(labels('size').length).toBeGreaterThan(10);
  });

  it('gives products only option ids that the attributes define', async () => {
    const attributes = await set.documents('nl_be', 'attribute');
    const products = await set.documents('nl_be', 'product');
    const options = (code: string) =>
      new Set(
        (attributes.find((a: AttributeDocument) => a.attribute_code === code)?.options ?? []).map((o) =>
          Number(o.value),
        ),
      );
    const check = (code: string, values: (number | null | undefined)[]) => {
      const known = options(code);
      for (const value of values)
        if (value !== null && value !== undefined) expect(known.has(value), `${code} ${value}`).toBe(true);
    };
    check(
      'age',
      products.flatMap((p) => p.age),
    );
    check(
      'theme_terms',
      products.flatMap((p) => p.theme_terms),
    );
    check(
      'series',
      products.map((p) => p.series),
    );
    check(
      'language',
      products.map((p) => p.language),
    );
    check(
      'format',
      products.map((p) => p.format),
    );
    check(
      'type_of_product',
      products.map((p) => p.type_of_product),
    );
    check(
      'nur',
      products.map((p) => p.nur),
    );
    check(
      'color',
      products.map((p: ProductDocument) => p.color),
    );
    check(
      'size',
      products.map((p: ProductDocument) => p.size),
    );
  });
});

describe('tax rules', () => {
  it.each(INDEXES)('tax books at 6%% in BE and 9%% in NL, the rest at 21%% (%s)', async (index) => {
    const rules = await set.documents(index, 'taxrule');
    const rate = (taxClass: number, country: string) =>
      rules
        .find((r) => r.product_tax_class_ids.includes(taxClass))
        ?.rates.find((r) => r.tax_country_id === country && r.tax_region_id === 0)?.rate;
    expect([rate(5, 'BE'), rate(5, 'NL'), rate(2, 'BE'), rate(2, 'NL')]).toEqual([6, 9, 21, 21]);
    for (const rule of rules) expect(rule.customer_tax_class_ids).toEqual([3]);
    const classes = new Set((await set.documents(index, 'product')).map((p) => p.tax_class_id));
    expect(classes).toEqual(new Set([2, 5]));
  });
});

describe('CMS', () => {
  it.each(INDEXES)('has the CMS pages of seed 000 §2 (legal, contact) and the blocks (%s)', async (index) => {
    const pages = await set.documents(index, 'cms_page');
    const identifiers = pages.map((p) => p.identifier);
    expect(identifiers).toEqual(
      expect.arrayContaining(['legal', 'contact', index.startsWith('nl') ? 'over-ons' : 'about-us']),
    );
    // The static page views of privacy and terms are the content service's single pages: one source.
    expect(identifiers).not.toEqual(expect.arrayContaining(['privacy']));
    expect(identifiers).not.toEqual(expect.arrayContaining(['terms-and-conditions']));
    const blocks = (await set.documents(index, 'cms_block')).map((b) => b.identifier);
    expect(blocks).toEqual(expect.arrayContaining(['footer-links', 'usp']));
  });

  it('writes store-specific texts', async () => {
    const legal = async (index: string) =>
      (await set.documents(index, 'cms_page')).find((p) => p.identifier === 'legal');
    expect((await legal('nl_be'))?.content).toContain('6% op boeken');
    expect((await legal('nl_nl'))?.content).toContain('9% op boeken');
    expect((await legal('en_rw'))?.content).toContain('USD');
    expect((await legal('en_rw'))?.store_id).toBe(4);
  });
});
