import { afterAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { gql } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { useLocation } from 'react-router-dom';
import { renderInShop } from '../../../test/render';
import {
  onSessionChange,
  ReadingLogoutDocument,
  SessionDocument,
  type SessionChange,
} from '@/shared/session';
import { AccountMenu } from './AccountMenu';
import { LogOutDocument } from './LogOut.generated';
import { MyAccountPageDocument } from './MyAccountPage.generated';

const customer = {
  __typename: 'Customer',
  id: '12',
  firstname: 'An',
  email: 'an.peeters@example.be',
  groupId: 0,
};
const session = (me: object | null): MockedResponse => ({
  request: { query: SessionDocument },
  result: { data: { me } },
});
const loggedOut: MockedResponse = {
  request: { query: LogOutDocument },
  result: { data: { logOut: { __typename: 'LogOutPayload', message: "You're logged out", userErrors: [] } } },
};

/** The order in which the logout's mutations reached the server. */
const calls: string[] = [];
const loggedOutWithCalls: MockedResponse = {
  ...loggedOut,
  result: () => {
    calls.push('logOut');
    return loggedOut.result as object;
  },
};
const readingLoggedOut: MockedResponse = {
  request: { query: ReadingLogoutDocument },
  result: () => {
    calls.push('readingLogout');
    return {
      data: { readingLogout: { __typename: 'ReadingLogoutPayload', loggedOut: true, userErrors: [] } },
    };
  },
};

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

const heard: SessionChange[] = [];
afterAll(onSessionChange((change) => heard.push(change)));

describe("the header's account entry", () => {
  it("offers 'Log in' to a guest, coming back to this page afterwards", async () => {
    await renderInShop(<AccountMenu />, {
      store: 'en-be',
      path: '/en-be/c/picture-books?page=2',
      mocks: [session(null)],
    });
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/en-be/login?redirect=%2Fen-be%2Fc%2Fpicture-books%3Fpage%3D2');
  });

  it("shows a customer's first name with the account menu, and logs out: 'You're logged out', private data gone, home", async () => {
    const { cache } = await renderInShop(
      <>
        <AccountMenu />
        <Location />
      </>,
      {
        store: 'en-be',
        path: '/en-be/my-account',
        mocks: [session(customer), readingLoggedOut, loggedOutWithCalls],
      },
    );
    // A teacher's reading session, begun by the shop login (seed 001 §4): its data is in memory too.
    cache.writeQuery({
      query: gql`
        query TeacherClasses {
          readingClasses {
            id
            name
          }
        }
      `,
      data: { readingClasses: [{ __typename: 'ReadingClass', id: '7', name: 'Klas 3B van juf Sofie' }] },
    });
    cache.writeQuery({
      query: MyAccountPageDocument,
      data: {
        me: {
          __typename: 'Customer',
          id: '12',
          firstname: 'An',
          lastname: 'Peeters',
          email: 'an@example.be',
          addresses: [],
        },
      },
    });
    const button = await screen.findByRole('button', { name: 'My account: An' });
    expect(button.textContent).toBe('An');
    fireEvent.click(button);
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe(
      '/en-be/my-account/orders',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText("You're logged out")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en-be/'));
    expect(heard).toEqual(['logout']);
    expect(cache.readQuery({ query: SessionDocument })).toEqual({ me: null });
    expect(JSON.stringify(cache.extract())).not.toContain('an@example.be');
    expect(JSON.stringify(cache.extract())).not.toContain('Klas 3B');
    // The reading JWT is revoked while the browser still carries it; the shop's logout then clears both cookies.
    expect(calls).toEqual(['readingLogout', 'logOut']);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('keeps the session when the server could not end it', async () => {
    await renderInShop(<AccountMenu />, {
      store: 'en-be',
      mocks: [
        session(customer),
        { request: { query: ReadingLogoutDocument }, error: new Error('offline') },
        { request: { query: LogOutDocument }, error: new Error('offline') },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'My account: An' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('An error occurred')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'My account: An' })).toBeTruthy();
  });

  it('logs out of the shop when the reading programme cannot revoke its session', async () => {
    await renderInShop(<AccountMenu />, {
      store: 'en-be',
      mocks: [
        session(customer),
        { request: { query: ReadingLogoutDocument }, error: new Error('reading programme unreachable') },
        loggedOut,
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'My account: An' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText("You're logged out")).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});
