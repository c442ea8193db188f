import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInShop } from '../../../test/render';
import { LoadMore } from './LoadMore';

describe('LoadMore', () => {
  it('asks for the next page and shows the progress', async () => {
    const onLoadMore = vi.fn();
    await renderInShop(
      <LoadMore
        hasMore
        loading={false}
        onLoadMore={onLoadMore}
        label="Meer boeken tonen"
        progress="50 van 52"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Meer boeken tonen' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByText('50 van 52')).toBeTruthy();
  });

  it('is busy and cannot be pressed twice while the page loads', async () => {
    const onLoadMore = vi.fn();
    await renderInShop(<LoadMore hasMore loading onLoadMore={onLoadMore} label="Meer boeken tonen" />);
    const button = screen.getByRole('button', { name: 'Meer boeken tonen' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('offers no button when everything is shown', async () => {
    await renderInShop(
      <LoadMore
        hasMore={false}
        loading={false}
        onLoadMore={() => {}}
        label="Meer boeken tonen"
        progress="52 van 52"
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('52 van 52')).toBeTruthy();
  });
});
