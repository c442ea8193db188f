import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { StarRating } from './StarRating';

describe('StarRating', () => {
  it('is read out as words and draws as many full stars', async () => {
    await renderInShop(<StarRating stars={4} />);
    const rating = screen.getByRole('img', { name: '4 van 5 sterren' });
    expect(rating.textContent).toBe('★★★★★');
  });

  it('keeps a rating out of range between 0 and 5', async () => {
    await renderInShop(<StarRating stars={9} />);
    expect(screen.getByRole('img', { name: '5 van 5 sterren' })).toBeTruthy();
  });
});
