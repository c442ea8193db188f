import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../test/render';
import { SessionDocument } from '@/shared/session';
import { LogInDocument } from './LogIn.generated';
import { RequireLogin } from './RequireLogin';

const customer = {
  __typename: 'Customer',
  id: '12',
  firstname: 'An',
  email: 'an.peeters@example.be',
  groupId: 8,
};
const session = (me: object | null): MockedResponse => ({
  request: { query: SessionDocument },
  result: { data: { me } },
});

const guarded = (
  <RequireLogin>
    <p>Mijn bestellingen</p>
  </RequireLogin>
);

describe('pages that need login (seed 000 §6)', () => {
  it("tells a guest 'You need to be logged in to see this page' with the login form, and shows the page once logged in", async () => {
    const loggedIn: MockedResponse = {
      request: {
        query: LogInDocument,
        variables: { input: { email: 'an@example.be', password: 'Lezen123', guestCartId: null } },
      },
      result: {
        data: {
          logIn: {
            __typename: 'SessionPayload',
            retryAfterSeconds: null,
            cartMessages: [],
            customer,
            userErrors: [],
          },
        },
      },
    };
    await renderInShop(guarded, {
      store: 'en-be',
      path: '/en-be/my-account/orders',
      mocks: [session(null), loggedIn],
    });
    expect(await screen.findByText('You need to be logged in to see this page')).toBeTruthy();
    expect(screen.queryByText('Mijn bestellingen')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/en-be/login?view=register&redirect=%2Fen-be%2Fmy-account%2Forders',
    );

    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'an@example.be' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Lezen123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Mijn bestellingen')).toBeTruthy();
    expect(screen.queryByTestId('login-required')).toBeNull();
  });

  it('shows the page to a customer at once, and a loading state while the session is asked', async () => {
    await renderInShop(guarded, { mocks: [session(customer)] });
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect(await screen.findByText('Mijn bestellingen')).toBeTruthy();
  });
});
