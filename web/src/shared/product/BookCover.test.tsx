import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { BookCover } from './BookCover';
import { IMAGE_SIZES, productImageUrl } from './imageUrl';

describe('BookCover', () => {
  it("shows the placeholder cover, and asks for no picture, when the product has none ('no_selection', empty)", () => {
    for (const none of ['no_selection', '']) {
      const { container, unmount } = render(
        <BookCover src={productImageUrl(none, IMAGE_SIZES.thumbnail)} alt="" size={IMAGE_SIZES.thumbnail} />,
      );
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByTestId('placeholder-cover').getAttribute('aria-hidden')).toBe('true');
      unmount();
    }
  });

  it('shows the picture at its size, and the placeholder named like it when the picture cannot be loaded', () => {
    render(
      <BookCover
        src="/img/310/300/resize/catalog/product/missing.svg"
        alt="De kleine ijsbeer"
        size={IMAGE_SIZES.thumbnail}
      />,
    );
    const image = screen.getByRole('img', { name: 'De kleine ijsbeer' });
    expect(image.tagName).toBe('IMG');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['310', '300']);
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'De kleine ijsbeer' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.getAttribute('data-testid')).toBe('placeholder-cover');
  });
});
