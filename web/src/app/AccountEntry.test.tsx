import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { useLocation } from 'react-router-dom';
import { ReadingLogoutDocument, SessionDocument } from '@/shared/session';
import { ReadingMeDocument } from '@/features/classreading/session/ReadingMe.generated';
import { LOTTE, SOFIE } from '@/features/classreading/testing/fixtures';
import { renderInShop } from '../../test/render';
import { AccountEntry } from './AccountEntry';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

const guest: MockedResponse = {
  request: { query: SessionDocument },
  result: { data: { me: null } },
  maxUsageCount: 5,
};
const readingLogout: MockedResponse = {
  request: { query: ReadingLogoutDocument },
  result: {
    data: { readingLogout: { __typename: 'ReadingLogoutPayload', loggedOut: true, userErrors: [] } },
  },
};

async function renderWith(readingMe: object | null) {
  const rendered = await renderInShop(
    <>
      <AccountEntry />
      <Location />
    </>,
    { store: 'en-be', path: '/en-be/new-releases', mocks: [guest, readingLogout] },
  );
  // As the server's render or the pupil login leaves it in the cache.
  act(() => rendered.cache.writeQuery({ query: ReadingMeDocument, data: { readingMe } }));
  return rendered;
}

describe("the header's account place (issue 22)", () => {
  it('names a signed-in pupil instead of offering the shop login, with her dashboard and the logout', async () => {
    await renderWith(LOTTE);
    fireEvent.click(await screen.findByRole('button', { name: 'My classreading: Lotte' }));
    expect(screen.getByRole('link', { name: 'My classreading' }).getAttribute('href')).toBe(
      '/en-be/classreading',
    );
    expect(screen.queryByTestId('account-login')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en-be/'));
    expect(await screen.findByText("You're logged out")).toBeTruthy();
    expect(await screen.findByTestId('account-login')).toBeTruthy();
  });

  it("offers the shop's login to a teacher's reading session without a shop session, and to nobody", async () => {
    for (const readingMe of [SOFIE, null]) {
      const { unmount } = await renderWith(readingMe);
      expect(await screen.findByTestId('account-login')).toBeTruthy();
      expect(screen.queryByTestId('pupil-menu')).toBeNull();
      unmount();
    }
  });
});
