import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { renderInShop } from '../../../test/render';
import { SessionDocument } from '@/shared/session';
import { LOTTE, readingMeMock } from '@/features/classreading/testing/fixtures';
import { ReadingAccessGuard } from './ReadingAccessGuard';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const app = (
  <>
    <Routes>
      <Route element={<ReadingAccessGuard />}>
        <Route path="*" element={<Link to="/en-rw/books.html?q=kikker">books</Link>} />
      </Route>
    </Routes>
    <Location />
  </>
);

const session = (me: object | null): MockedResponse => ({
  request: { query: SessionDocument },
  result: { data: { me } },
});

describe('the browser side of the /en-rw guard (seed 001 §2)', () => {
  // The first page of this file is the reading login, which the server shows to anyone: nothing is admitted.
  it('sends an anonymous visitor who navigates to an /en-rw page to the reading login, with the wanted path', async () => {
    await renderInShop(app, { store: 'en-rw', path: '/en-rw/classreading/schoolid', mocks: [session(null)] });
    fireEvent.click(await screen.findByRole('link', { name: 'books' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/en-rw/classreading/schoolid?redirect=%2Fen-rw%2Fbooks.html%3Fq%3Dkikker',
      ),
    );
  });

  it('lets a shop customer through', async () => {
    const customer = {
      __typename: 'Customer',
      id: '12',
      firstname: 'An',
      email: 'an@example.be',
      groupId: 0,
    };
    await renderInShop(app, {
      store: 'en-rw',
      path: '/en-rw/classreading/schoolid',
      mocks: [session(customer)],
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'books' })).toBeTruthy());
    fireEvent.click(screen.getByRole('link', { name: 'books' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/en-rw/books.html?q=kikker'),
    );
    expect(screen.getByRole('link', { name: 'books' })).toBeTruthy();
  });

  it('lets a pupil signed in to the reading programme through (the session check, readingMe)', async () => {
    await renderInShop(app, {
      store: 'en-rw',
      path: '/en-rw/classreading',
      mocks: [session(null), readingMeMock(LOTTE)],
    });
    expect(await screen.findByRole('link', { name: 'books' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/en-rw/classreading');
  });

  it('sends a visitor whose reading session ended to the reading login', async () => {
    await renderInShop(app, {
      store: 'en-rw',
      path: '/en-rw/classreading/readingclubs',
      mocks: [session(null), readingMeMock(null)],
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/en-rw/classreading/schoolid?redirect=%2Fen-rw%2Fclassreading%2Freadingclubs',
      ),
    );
  });

  it('lets the visitor through offline, where nobody can be asked (issue 24: the pages persisted here show)', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      // The session check would fail for want of a network; no answer is given at all.
      await renderInShop(app, { store: 'en-rw', path: '/en-rw/news', mocks: [] });
      expect(await screen.findByRole('link', { name: 'books' })).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe('/en-rw/news');
    } finally {
      offline.mockRestore();
    }
  });

  it('leaves the other store views alone', async () => {
    await renderInShop(app, { store: 'en-be', path: '/en-be/classreading', mocks: [session(null)] });
    expect(screen.getByRole('link', { name: 'books' })).toBeTruthy();
  });
});
