import { describe, expect, it } from 'vitest';
import { completeI18n, loadClassreadingCatalog, loadI18n } from './loadI18n';

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

  it('gives the server one instance per locale with every catalogue, shared by its renders', async () => {
    const first = await completeI18n('nl-NL');
    expect(await completeI18n('nl-NL')).toBe(first);
    expect(count(first)).toBe(count(await loadI18n('nl-NL', { allCatalogs: true })));
    expect((await completeI18n('en-RW')).locale).toBe('en-RW');
  });
});
