import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { useLocation } from 'react-router-dom';
import { renderInShop } from '../../../test/render';
import { CreatePasswordDocument } from './CreatePassword.generated';
import { CreatePasswordPage } from './CreatePasswordPage';

const customer = {
  __typename: 'Customer',
  id: '12',
  firstname: 'An',
  email: 'an.peeters@example.be',
  groupId: 0,
};
const input = {
  email: 'an@example.be',
  resetToken: 'tok-1',
  newPassword: 'Nieuw123!',
  newPasswordConfirmation: 'Nieuw123!',
};
const answer = (payload: object): MockedResponse => ({
  request: { query: CreatePasswordDocument, variables: { input } },
  result: {
    data: {
      createPassword: {
        __typename: 'SessionPayload',
        cartMessages: [],
        customer: null,
        userErrors: [],
        ...payload,
      },
    },
  },
});
const refusal = (code: string, message: string) =>
  answer({ userErrors: [{ __typename: 'UserError', code, message, field: null }] });

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

async function submitNewPassword(mocks: MockedResponse[]) {
  await renderInShop(
    <>
      <CreatePasswordPage />
      <Location />
    </>,
    { store: 'en-be', path: '/en-be/create-password?email=an%40example.be&token=tok-1', mocks },
  );
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Nieuw123!' } });
  fireEvent.change(screen.getByLabelText(/^Repeat your password/), { target: { value: 'Nieuw123!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('create-password (the reset link)', () => {
  it('checks the new password against seed 000 §5 first', async () => {
    await renderInShop(<CreatePasswordPage />, {
      store: 'en-be',
      path: '/en-be/create-password?email=an%40example.be&token=tok-1',
    });
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('an@example.be');
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'nieuw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/^Password must have at least 8 characters/)).toBeTruthy();
    expect(screen.getByText('Passwords must be identical.')).toBeTruthy();
  });

  it('asks for a new link when the token has expired', async () => {
    await submitNewPassword([refusal('RESET_TOKEN_EXPIRED', 'Reset token expired')]);
    expect((await screen.findByTestId('form-errors')).textContent).toContain(
      'The reset token has expired. Please request a new link.',
    );
    expect(screen.getByTestId('reset-again').textContent).toBe('Request a new link');
    expect(screen.getByTestId('reset-again').getAttribute('href')).toBe('/en-be/login?view=forgot-password');
  });

  it('asks to reset again when the token does not match', async () => {
    await submitNewPassword([refusal('RESET_TOKEN_MISMATCH', 'Reset token mismatch')]);
    expect((await screen.findByTestId('form-errors')).textContent).toContain(
      'The reset token does not match. Please reset your password again.',
    );
    expect(screen.getByTestId('reset-again').textContent).toBe('Reset your password again');
  });

  it('logs the customer in with the new password and opens the account', async () => {
    await submitNewPassword([answer({ customer })]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/en-be/my-account'));
    expect(await screen.findByText('Password has successfully been changed')).toBeTruthy();
  });

  it('explains a link without its email or token', async () => {
    await renderInShop(<CreatePasswordPage />, {
      store: 'en-be',
      path: '/en-be/create-password?token=tok-1',
    });
    expect(screen.getByText(/^This link is incomplete\./).closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set password' })).toBeNull();
  });
});
