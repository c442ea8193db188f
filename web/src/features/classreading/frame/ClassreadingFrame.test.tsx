import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReadingLogoutDocument } from '@/shared/session';
import { ReadingMeDocument } from '../session/ReadingMe.generated';
import { LOTTE, readingBook } from '../testing/fixtures';
import { renderClassreading } from '../testing/renderClassreading';

const loggedOut = {
  request: { query: ReadingLogoutDocument },
  result: {
    data: { readingLogout: { __typename: 'ReadingLogoutPayload', loggedOut: true, userErrors: [] } },
  },
};

describe('the classreading frame', () => {
  it('leads to the dashboard, reading lists, clubs and teachers, the current one marked', async () => {
    await renderClassreading(<p>clubs</p>, {
      store: 'nl-be',
      path: '/nl-be/klaslezen/leesclubs',
      route: 'leesclubs',
      user: LOTTE,
    });
    const nav = await screen.findByRole('navigation', { name: 'Klaslezen' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['Mijn klaslezen', '/nl-be/klaslezen', null],
      ['Leeslijsten', '/nl-be/klaslezen/leeslijsten', null],
      ['Leesclubs', '/nl-be/klaslezen/leesclubs', 'page'],
      ['Leerkrachten', '/nl-be/klaslezen/leerkrachten', null],
    ]);
  });

  it("logs the pupil out: home, 'You're logged out', and nothing of hers left in the cache (seed 001 §8)", async () => {
    const { cache } = await renderClassreading(<p>the page</p>, {
      path: '/en-be/classreading',
      user: LOTTE,
      mocks: [loggedOut],
    });
    cache.writeFragment({
      id: cache.identify({ __typename: 'Product', sku: '9789044800001' }),
      fragment: (await import('../book/ReadingBookCard_book.generated')).ReadingBookCard_BookFragmentDoc,
      data: readingBook('9789044800001', 'De kleine ijsbeer', 40),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en-be/'));
    expect(screen.getByText("You're logged out")).toBeTruthy();
    const left = JSON.stringify(cache.extract());
    for (const secret of ['Lotte', '3A', 'ReadingUser', 'ReadingBook', 'readingProgress'])
      expect(left, secret).not.toContain(secret);
    expect(cache.readQuery({ query: ReadingMeDocument })).toEqual({ readingMe: null });
  });

  it('keeps the pupil signed in when the logout cannot reach the server', async () => {
    await renderClassreading(<p>the page</p>, {
      path: '/en-be/classreading',
      user: LOTTE,
      mocks: [{ request: { query: ReadingLogoutDocument }, error: new Error('offline') }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Something went wrong ...')).toBeTruthy();
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
