import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../test/render';
import { SessionDocument } from '@/shared/session';
import { ChangePasswordDocument } from './ChangePassword.generated';
import { DeleteAddressDocument } from './DeleteAddress.generated';
import { MyAccountPageDocument } from './MyAccountPage.generated';
import { MyProfilePage } from './MyProfilePage';
import { UpdateProfileDocument } from './UpdateProfile.generated';

const address = {
  __typename: 'CustomerAddress',
  id: 'a1',
  firstname: 'An',
  lastname: 'Peeters',
  street: 'Kerkstraat',
  apartmentNumber: '1',
  addition: 'bus 2',
  city: 'Brussel',
  postcode: '1000',
  countryId: 'BE',
  telephone: null,
  company: null,
  defaultShipping: true,
  defaultBilling: false,
};
const me = {
  __typename: 'Customer',
  id: '12',
  firstname: 'An',
  lastname: 'Peeters',
  email: 'an@example.be',
  groupId: 0,
  addresses: [address],
};
const session: MockedResponse = {
  request: { query: SessionDocument },
  result: {
    data: {
      me: { __typename: 'Customer', id: '12', firstname: 'An', email: 'an.peeters@example.be', groupId: 0 },
    },
  },
};
const account: MockedResponse = {
  request: { query: MyAccountPageDocument },
  result: {
    data: {
      me: {
        __typename: 'Customer',
        id: me.id,
        firstname: me.firstname,
        lastname: me.lastname,
        email: me.email,
        addresses: me.addresses,
      },
    },
  },
};
const userError = (code: string, message: string, field: string | null = null) => ({
  __typename: 'UserError',
  code,
  message,
  field,
});
const profileInput = { firstname: 'Anna', lastname: 'Peeters', email: 'an@example.be' };

async function renderAccount(mocks: MockedResponse[]) {
  const rendered = await renderInShop(<MyProfilePage />, {
    store: 'en-be',
    path: '/en-be/my-account',
    mocks: [session, account, ...mocks],
  });
  await screen.findByTestId('profile-block');
  return rendered;
}

function editProfile(firstname: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  const form = within(screen.getByRole('form', { name: 'Edit profile' }));
  fireEvent.change(form.getByLabelText(/First name/), { target: { value: firstname } });
  fireEvent.click(form.getByRole('button', { name: 'Save' }));
}

describe('my-account: profile', () => {
  it("saves the profile: 'Account data has successfully been updated', and shows it", async () => {
    const saved: MockedResponse = {
      request: { query: UpdateProfileDocument, variables: { input: profileInput } },
      result: {
        data: {
          updateProfile: {
            __typename: 'CustomerPayload',
            customer: { ...me, firstname: 'Anna' },
            message: 'Account data has successfully been updated',
            userErrors: [],
          },
        },
      },
    };
    await renderAccount([saved]);
    expect(screen.getByTestId('profile-name').textContent).toBe('An Peeters');
    editProfile('Anna');
    expect(await screen.findByText('Account data has successfully been updated')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('profile-name').textContent).toBe('Anna Peeters'));
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
  });

  it("shows the server's message and stays in editing when the platform refuses", async () => {
    const refused: MockedResponse = {
      request: { query: UpdateProfileDocument, variables: { input: profileInput } },
      result: {
        data: {
          updateProfile: {
            __typename: 'CustomerPayload',
            customer: null,
            message: null,
            userErrors: [userError('PROFILE_NOT_SAVED', 'The customer could not be saved right now.')],
          },
        },
      },
    };
    await renderAccount([refused]);
    editProfile('Anna');
    expect((await screen.findByTestId('form-errors')).textContent).toBe(
      'The customer could not be saved right now.',
    );
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeTruthy();
  });

  it('checks the names and the email before sending', async () => {
    await renderAccount([]);
    editProfile('A');
    expect(await screen.findByText('Name must have at least 2 letters.')).toBeTruthy();
  });
});

describe('my-account: password', () => {
  const input = {
    currentPassword: 'Lezen123',
    newPassword: 'Nieuw123!',
    newPasswordConfirmation: 'Nieuw123!',
  };
  const change = () => {
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    fireEvent.change(form.getByLabelText(/Current password/), { target: { value: input.currentPassword } });
    fireEvent.change(form.getByLabelText(/^New password/), { target: { value: input.newPassword } });
    fireEvent.change(form.getByLabelText(/Repeat your new password/), {
      target: { value: input.newPasswordConfirmation },
    });
    fireEvent.click(form.getByRole('button', { name: 'Change password' }));
  };

  it("'Password has successfully been changed', and the customer stays logged in with it", async () => {
    const changed: MockedResponse = {
      request: { query: ChangePasswordDocument, variables: { input } },
      result: {
        data: {
          changePassword: {
            __typename: 'SessionPayload',
            cartMessages: [],
            customer: {
              __typename: 'Customer',
              id: '12',
              firstname: 'An',
              email: 'an.peeters@example.be',
              groupId: 0,
            },
            message: 'Password has successfully been changed',
            userErrors: [],
          },
        },
      },
    };
    const { cache } = await renderAccount([changed]);
    change();
    expect(await screen.findByText('Password has successfully been changed')).toBeTruthy();
    expect(cache.readQuery({ query: SessionDocument })).toMatchObject({ me: { id: '12' } });
    expect((screen.getByLabelText(/Current password/) as HTMLInputElement).value).toBe('');
  });

  it("is refused offline with 'Reset password feature does not work while offline!', nothing sent", async () => {
    const sent = vi.fn(() => ({ data: null }));
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await renderAccount([
        { request: { query: ChangePasswordDocument, variables: { input } }, result: sent },
      ]);
      change();
      expect(await screen.findByText('Reset password feature does not work while offline!')).toBeTruthy();
      expect(sent).not.toHaveBeenCalled();
    } finally {
      offline.mockRestore();
    }
  });

  it('shows a wrong current password under its field', async () => {
    const wrong: MockedResponse = {
      request: { query: ChangePasswordDocument, variables: { input } },
      result: {
        data: {
          changePassword: {
            __typename: 'SessionPayload',
            cartMessages: [],
            customer: null,
            message: null,
            userErrors: [
              userError('WRONG_CURRENT_PASSWORD', "The password doesn't match", 'currentPassword'),
            ],
          },
        },
      },
    };
    await renderAccount([wrong]);
    change();
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
    expect(screen.getByLabelText(/Current password/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('my-account: addresses', () => {
  it('removes an address only after the confirmation', async () => {
    const deleted: MockedResponse = {
      request: { query: DeleteAddressDocument, variables: { id: 'a1' } },
      result: {
        data: {
          deleteAddress: {
            __typename: 'CustomerPayload',
            customer: { __typename: 'Customer', id: '12', addresses: [] },
            userErrors: [],
          },
        },
      },
    };
    await renderAccount([deleted]);
    const block = within(screen.getByTestId('addresses-block'));
    expect(block.getByTestId('address').textContent).toContain('Kerkstraat 1 bus 2');
    fireEvent.click(block.getByRole('button', { name: 'Remove' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove address' }));
    expect(dialog.getByText('Do you want to remove this address?')).toBeTruthy();
    expect(screen.getAllByTestId('address')).toHaveLength(1);
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('You have no addresses yet.')).toBeTruthy();
  });
});
