import { describe, expect, it } from 'vitest';
import { loadClassreadingCatalog, loadI18n } from './loadI18n';

const count = (i18n: Awaited<ReturnType<typeof loadI18n>>) => Object.keys(i18n.messages).length;

describe("the catalogues: the shop's with every page, the reading programme's with its pages", () => {
  it("adds the reading programme's texts to the i18n of this browser when its pages load, and to later ones", async () => {
    const everything = count(await loadI18n('en-BE', { allCatalogs: true }));
    const shopOnly = await loadI18n('en-BE');
    expect(count(shopOnly)).toBeLessThan(everything);
    await loadClassreadingCatalog();
    expect(count(shopOnly)).toBe(everything);
    expect(count(await loadI18n('nl-BE'))).toBe(count(await loadI18n('nl-BE', { allCatalogs: true })));
  });
});
