import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChosenBundleOptions } from './ChosenBundleOptions';

const link = (id: number, name: string, qty: number, canChangeQuantity = true) => ({
  __typename: 'BundleLink' as const,
  id,
  sku: `SKU-${id}`,
  qty,
  canChangeQuantity,
  product: { __typename: 'Product' as const, sku: `SKU-${id}`, name },
});

const giftBox = {
  __typename: 'Product' as const,
  sku: 'BUNDLE-7',
  bundleOptions: [
    {
      __typename: 'BundleOption' as const,
      optionId: 1,
      title: 'Kies een prentenboek',
      links: [link(11, 'Kikker', 1), link(12, 'Nijntje', 1)],
    },
    {
      __typename: 'BundleOption' as const,
      optionId: 3,
      title: 'Extra',
      links: [link(31, 'Stickers', 1), link(32, 'Poster', 2, false)],
    },
  ],
};

describe("a bundle line's chosen options (seed 000 §3 product_option)", () => {
  it("says 'option title: product name × qty' per option", () => {
    render(
      <ChosenBundleOptions
        chosen={[
          { optionId: 1, linkIds: [12], qty: 1 },
          { optionId: 3, linkIds: [31, 32], qty: 1 },
        ]}
        product={giftBox}
      />,
    );
    const rows = [...screen.getByTestId('chosen-bundle-options').children].map((row) => row.textContent);
    expect(rows).toEqual(['Kies een prentenboek:Nijntje × 1', 'Extra:Stickers × 1, Poster × 2']);
  });

  it('shows nothing for a line without chosen options', () => {
    const { container } = render(<ChosenBundleOptions chosen={[]} product={giftBox} />);
    expect(container.innerHTML).toBe('');
  });
});
