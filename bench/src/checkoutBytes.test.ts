import { describe, expect, it } from 'vitest';
import { byteFigures, cardLibraryFiles, type LoadedResource } from './checkoutBytes';

const shop = 'http://localhost:3000';
const manifest = {
  'src/main.tsx': { file: 'assets/main-1.js' },
  '../node_modules/@adyen/adyen-web/dist/es/index.js': { file: 'assets/es-2.js' },
  '../node_modules/@adyen/adyen-web/dist/es/adyen.css': { file: 'assets/adyen-3.css' },
};

describe('the JavaScript bytes of the checkout', () => {
  it('finds the card library in the build manifest', () => {
    expect(cardLibraryFiles(manifest)).toEqual(new Set(['assets/es-2.js', 'assets/adyen-3.css']));
  });

  it("sums the shop's scripts, the card library and other origins' scripts, each URL once", () => {
    const resources: LoadedResource[] = [
      { url: `${shop}/assets/main-1.js`, type: 'Script', encodedBytes: 1000 },
      { url: `${shop}/assets/main-1.js`, type: 'Script', encodedBytes: 0 },
      { url: `${shop}/assets/es-2.js`, type: 'Script', encodedBytes: 500 },
      { url: `${shop}/assets/adyen-3.css`, type: 'Stylesheet', encodedBytes: 50 },
      { url: 'http://127.0.0.1:4101/checkoutshopper/securedFields.js', type: 'Script', encodedBytes: 70 },
      { url: `${shop}/nl-be/checkout`, type: 'Document', encodedBytes: 9000 },
    ];
    expect(byteFigures(resources, shop, cardLibraryFiles(manifest))).toEqual({
      shopScriptBytes: 1000,
      shopScripts: 1,
      cardLibraryBytes: 550,
      cardLibraryFiles: 2,
      otherScriptBytes: 70,
    });
  });
});
