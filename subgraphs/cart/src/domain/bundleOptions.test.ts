import { describe, expect, it } from 'vitest';
import {
  bundleProductOption,
  chosenBundleOptions,
  isWellFormedBundleChoice,
  sameBundleChoice,
} from './bundleOptions';

const chosen = [
  { optionId: 1, linkIds: [12], qty: 1 },
  { optionId: 3, linkIds: [31, 32], qty: 1 },
];

describe("a bundle line's chosen options (seed 000 §3 product_option)", () => {
  it('is sent as vue-storefront-api passes it to Magento', () => {
    expect(bundleProductOption(chosen)).toEqual({
      extension_attributes: {
        bundle_options: [
          { option_id: 1, option_qty: 1, option_selections: [12] },
          { option_id: 3, option_qty: 1, option_selections: [31, 32] },
        ],
      },
    });
  });

  it('is read back from the platform, and none from a line without product_option', () => {
    expect(chosenBundleOptions(bundleProductOption(chosen))).toEqual(chosen);
    expect(chosenBundleOptions(undefined)).toEqual([]);
  });

  it('recognises the same choice whatever the order of options and links', () => {
    const line = bundleProductOption([
      { optionId: 3, linkIds: [32, 31], qty: 1 },
      { optionId: 1, linkIds: [12], qty: 1 },
    ]);
    expect(sameBundleChoice(line, chosen)).toBe(true);
    expect(sameBundleChoice(line, [{ optionId: 1, linkIds: [11], qty: 1 }])).toBe(false);
    expect(sameBundleChoice(undefined, [])).toBe(true);
  });

  it('is not well formed with an option chosen twice, no link, or a quantity below 1', () => {
    expect(isWellFormedBundleChoice(chosen)).toBe(true);
    expect(isWellFormedBundleChoice([...chosen, { optionId: 1, linkIds: [11], qty: 1 }])).toBe(false);
    expect(isWellFormedBundleChoice([{ optionId: 1, linkIds: [], qty: 1 }])).toBe(false);
    expect(isWellFormedBundleChoice([{ optionId: 1, linkIds: [11], qty: 0 }])).toBe(false);
  });
});
