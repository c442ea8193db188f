import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { useLocation } from 'react-router-dom';
import { renderInShop } from '../../../test/render';
import { cartIdKey } from '@/shared/cart/cartIdStore';
import { onSessionChange, SessionDocument, type SessionChange } from '@/shared/session';
import { LogInDocument } from './LogIn.generated';
import { LoginPage } from './LoginPage';
import { RegisterDocument } from './Register.generated';
import { RequestPasswordResetDocument } from './RequestPasswordReset.generated';

const customer = {
  __typename: 'Customer',
  id: '12',
  firstname: 'An',
  email: 'an.peeters@example.be',
  groupId: 0,
};
const noSession: MockedResponse = { request: { query: SessionDocument }, result: { data: { me: null } } };

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const page = (
  <>
    <LoginPage />
    <Location />
  </>
);

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const heard: SessionChange[] = [];
const stop = onSessionChange((change) => heard.push(change));
afterEach(() => {
  heard.length = 0;
});
afterAll(stop);

describe('the login page (seed 000 §2 login)', () => {
  it('shows the broken rules under their fields on submit, without asking the server', async () => {
    await renderInShop(page, { store: 'en-be', path: '/en-be/login', mocks: [noSession] });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Field is required.')).toHaveLength(2);
    type(/E-mail address/, 'an@example');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please provide valid e-mail address.')).toBeTruthy();
    expect(screen.getByLabelText(/E-mail address/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/E-mail address/)));
  });

  it("shows the server's refusal above the form", async () => {
    const refused: MockedResponse = {
      request: {
        query: LogInDocument,
        variables: { input: { email: 'an@example.be', password: 'Fout1234', guestCartId: null } },
      },
      result: {
        data: {
          logIn: {
            __typename: 'SessionPayload',
            retryAfterSeconds: null,
            cartMessages: [],
            customer: null,
            userErrors: [
              {
                __typename: 'UserError',
                code: 'INVALID_CREDENTIALS',
                message: 'Invalid credentials or account temporarily disabled',
                field: null,
              },
            ],
          },
        },
      },
    };
    await renderInShop(page, { store: 'en-be', path: '/en-be/login', mocks: [noSession, refused] });
    type(/E-mail address/, 'an@example.be');
    type(/Password/, 'Fout1234');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const errors = await screen.findByTestId('form-errors');
    expect(errors.textContent).toBe('Invalid credentials or account temporarily disabled');
    expect(errors.getAttribute('role')).toBe('alert');
    expect(heard).toEqual([]);
  });

  it('says when to try again after too many failed logins, from retryAfterSeconds (issue 18: guessing is slowed)', async () => {
    const slowed = (password: string, seconds: number): MockedResponse => ({
      request: {
        query: LogInDocument,
        variables: { input: { email: 'an@example.be', password, guestCartId: null } },
      },
      result: {
        data: {
          logIn: {
            __typename: 'SessionPayload',
            retryAfterSeconds: seconds,
            cartMessages: [],
            customer: null,
            userErrors: [
              {
                __typename: 'UserError',
                code: 'TOO_MANY_ATTEMPTS',
                // The API's English words name another wait: the form says the payload's seconds.
                message: 'Too many attempts. Try again in 99 seconds.',
                field: null,
              },
            ],
          },
        },
      },
    });
    await renderInShop(page, {
      store: 'nl-be',
      path: '/nl-be/login',
      mocks: [noSession, slowed('Fout1234', 40), slowed('Fout5678', 1)],
    });
    type(/E-mailadres/, 'an@example.be');
    type(/Wachtwoord/, 'Fout1234');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect((await screen.findByTestId('form-errors')).textContent).toBe(
      'Te veel pogingen. Probeer het over 40 seconden opnieuw.',
    );
    type(/Wachtwoord/, 'Fout5678');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() =>
      expect(screen.getByTestId('form-errors').textContent).toBe(
        'Te veel pogingen. Probeer het over 1 seconde opnieuw.',
      ),
    );
    expect(heard).toEqual([]);
  });

  it('sends the guest cart, tells the other features, and goes back where the shopper came from', async () => {
    localStorage.setItem(cartIdKey('nl-be'), 'guest-cart-7');
    const loggedIn: MockedResponse = {
      request: {
        query: LogInDocument,
        variables: { input: { email: 'an@example.be', password: 'Lezen123', guestCartId: 'guest-cart-7' } },
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
    const { cache } = await renderInShop(page, {
      path: '/nl-be/login?redirect=%2Fnl-be%2Fmy-account%2Forders',
      mocks: [noSession, loggedIn],
    });
    type(/E-mailadres/, ' an@example.be ');
    type(/Wachtwoord/, 'Lezen123');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/nl-be/my-account/orders'));
    expect(heard).toEqual(['login']);
    expect(cache.readQuery({ query: SessionDocument })).toEqual({ me: customer });
  });

  it('names the guest cart lines the customer cart could not take (seed 000 §4: no line lost silently)', async () => {
    localStorage.setItem(cartIdKey('nl-be'), 'guest-cart-7');
    const loggedIn: MockedResponse = {
      request: {
        query: LogInDocument,
        variables: { input: { email: 'an@example.be', password: 'Lezen123', guestCartId: 'guest-cart-7' } },
      },
      result: {
        data: {
          logIn: {
            __typename: 'SessionPayload',
            retryAfterSeconds: null,
            cartMessages: [{ __typename: 'UserError', code: 'LINE_NOT_JOINED', field: '9789044800101' }],
            customer,
            userErrors: [],
          },
        },
      },
    };
    await renderInShop(page, { path: '/nl-be/login', mocks: [noSession, loggedIn] });
    type(/E-mailadres/, 'an@example.be');
    type(/Wachtwoord/, 'Lezen123');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(
      await screen.findByText(
        'Niet elk product uit je winkelmandje kon bij je account worden gevoegd (niet meer op voorraad): 9789044800101',
      ),
    ).toBeTruthy();
  });

  it('goes to the account after login when the way back leads to another site', async () => {
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
    await renderInShop(page, {
      path: '/nl-be/login?redirect=%2F%2Fevil.example%2F',
      mocks: [noSession, loggedIn],
    });
    type(/E-mailadres/, 'an@example.be');
    type(/Wachtwoord/, 'Lezen123');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/nl-be/my-account'));
  });
});

describe('the registration view (?view=register)', () => {
  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) type(new RegExp(`^${label}`), value);
  };

  it('shows every rule of seed 000 §5 field by field on submit', async () => {
    await renderInShop(page, { store: 'en-be', path: '/en-be/login?view=register', mocks: [noSession] });
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeTruthy();
    fill({
      'First name': 'A',
      'Last name': 'Peeters',
      'E-mail address': 'an@',
      Password: 'Lezen12',
      'Repeat your password': 'Lezen123',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('Name must have at least 2 letters.')).toBeTruthy();
    expect(screen.getByText('Please provide valid e-mail address.')).toBeTruthy();
    expect(
      screen.getByText(
        'Password must have at least 8 characters with at least one lowercase letter, one uppercase letter and one number or special character.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Passwords must be identical.')).toBeTruthy();
    expect(screen.getByText('You must accept the privacy policy.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/en-be/privacy');
  });

  it("shows the server's userErrors under their fields, then registers and logs in", async () => {
    const input = {
      firstname: 'An',
      lastname: 'Peeters',
      email: 'an@example.be',
      password: 'Lezen123',
      passwordConfirmation: 'Lezen123',
      acceptPrivacyPolicy: true,
      subscribeNewsletter: true,
      guestCartId: null,
    };
    const exists: MockedResponse = {
      request: { query: RegisterDocument, variables: { input } },
      result: {
        data: {
          register: {
            __typename: 'SessionPayload',
            retryAfterSeconds: null,
            cartMessages: [],
            customer: null,
            userErrors: [
              {
                __typename: 'UserError',
                code: 'EMAIL_EXISTS',
                message: 'An account with this email already exists',
                field: 'email',
              },
            ],
          },
        },
      },
    };
    const registered: MockedResponse = {
      request: { query: RegisterDocument, variables: { input: { ...input, email: 'an2@example.be' } } },
      result: {
        data: {
          register: {
            __typename: 'SessionPayload',
            retryAfterSeconds: null,
            cartMessages: [],
            customer,
            userErrors: [],
          },
        },
      },
    };
    await renderInShop(page, {
      store: 'en-be',
      path: '/en-be/login?view=register',
      mocks: [noSession, exists, registered],
    });
    fill({
      'First name': 'An',
      'Last name': 'Peeters',
      'E-mail address': 'an@example.be',
      Password: 'Lezen123',
      'Repeat your password': 'Lezen123',
    });
    fireEvent.click(screen.getByLabelText(/I accept the/));
    fireEvent.click(screen.getByLabelText('Subscribe me to the newsletter'));
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('An account with this e-mail address already exists.')).toBeTruthy();

    type(/^E-mail address/, 'an2@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en-be/my-account'));
    expect(heard).toEqual(['login']);
    // A new customer is welcomed by name.
    expect(
      await screen.findByText('Welcome, An! Your account has been created and you are logged in.'),
    ).toBeTruthy();
  });
});

describe('the forgot-password view (?view=forgot-password)', () => {
  const request = (email: string, result: object): MockedResponse => ({
    request: { query: RequestPasswordResetDocument, variables: { input: { email } } },
    result: { data: { requestPasswordReset: { __typename: 'MessagePayload', ...result } } },
  });

  it("says 'Provided email does not exist' under the email, then that the mail is on its way", async () => {
    const unknown = request('nobody@example.be', {
      message: null,
      userErrors: [
        {
          __typename: 'UserError',
          code: 'EMAIL_NOT_FOUND',
          message: 'Provided email does not exist',
          field: 'email',
        },
      ],
    });
    const sent = request('an@example.be', { message: 'Reset link sent', userErrors: [] });
    await renderInShop(page, {
      store: 'en-be',
      path: '/en-be/login?view=forgot-password',
      mocks: [noSession, unknown, sent],
    });
    type(/E-mail address/, 'nobody@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Provided email does not exist')).toBeTruthy();

    type(/E-mail address/, 'an@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    const done = await screen.findByTestId('reset-mail-sent');
    expect(done.textContent).toContain('an@example.be');
  });

  it('says the reset e-mail could not be sent when the platform did not send it (seed 000 §8)', async () => {
    const failed = request('an@example.be', {
      message: null,
      userErrors: [
        {
          __typename: 'UserError',
          code: 'RESET_MAIL_NOT_SENT',
          message: 'Error while sending reset password e-mail',
          field: null,
        },
      ],
    });
    await renderInShop(page, {
      path: '/nl-be/login?view=forgot-password',
      mocks: [noSession, failed],
    });
    type(/E-mailadres/, 'an@example.be');
    fireEvent.click(screen.getByRole('button', { name: 'Link versturen' }));
    expect(
      await screen.findByText(
        'We konden de e-mail om je wachtwoord opnieuw in te stellen niet versturen. Probeer het later opnieuw.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('reset-mail-sent')).toBeNull();
  });

  it('links the three views to each other, keeping the way back', async () => {
    await renderInShop(page, {
      path: '/nl-be/login?redirect=%2Fnl-be%2Fmy-account%2Fnewsletter',
      mocks: [noSession],
    });
    const links = within(screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement);
    expect(links.getByRole('link', { name: 'Maak een account aan' }).getAttribute('href')).toBe(
      '/nl-be/login?view=register&redirect=%2Fnl-be%2Fmy-account%2Fnewsletter',
    );
    expect(links.getByRole('link', { name: 'Wachtwoord vergeten?' }).getAttribute('href')).toBe(
      '/nl-be/login?view=forgot-password&redirect=%2Fnl-be%2Fmy-account%2Fnewsletter',
    );
  });
});

describe('focus after a refused submit', () => {
  it('goes to the privacy checkbox when it is the only rule broken', async () => {
    await renderInShop(page, { store: 'en-be', path: '/en-be/login?view=register', mocks: [noSession] });
    for (const [label, value] of [
      [/^First name/, 'An'],
      [/^Last name/, 'Peeters'],
      [/^E-mail address/, 'an@example.be'],
      [/^Password/, 'Lezen123'],
      [/^Repeat your password/, 'Lezen123'],
    ] as const)
      type(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('You must accept the privacy policy.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/I accept the/)));
  });
});
