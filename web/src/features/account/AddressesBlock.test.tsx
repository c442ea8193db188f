import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../../test/render';
import { AddressesBlock } from './AddressesBlock';
import { DeleteAddressDocument } from './DeleteAddress.generated';

const address = {
  __typename: 'CustomerAddress' as const,
  id: 'a1',
  firstname: 'An',
  lastname: 'Peeters',
  street: 'Kerkstraat 12',
  apartmentNumber: '3',
  addition: null,
  city: 'Gent',
  postcode: '9000',
  countryId: 'BE',
  telephone: null,
  company: 'Basisschool De Linde',
  defaultShipping: true,
  defaultBilling: false,
};
const customer = {
  __typename: 'Customer' as const,
  id: '7',
  firstname: 'An',
  lastname: 'Peeters',
  addresses: [address],
};

describe("the profile's addresses (seed 000 §3)", () => {
  it("shows an address with its country named in the store view's language", async () => {
    await renderInShop(<AddressesBlock customer={customer} />);
    const shown = screen.getByTestId('addresses-block').querySelector('address');
    expect(shown?.textContent).toContain('9000 Gent, België');
    expect(shown?.textContent).toContain('Basisschool De Linde');
  });

  it('reads the country in English in an English store view', async () => {
    await renderInShop(<AddressesBlock customer={customer} />, { store: 'en-be' });
    expect(screen.getByTestId('addresses-block').querySelector('address')?.textContent).toContain(
      '9000 Gent, Belgium',
    );
  });

  it('deletes an address only after the confirmation', async () => {
    let deleted = 0;
    const mocks: MockedResponse[] = [
      {
        request: { query: DeleteAddressDocument, variables: { id: 'a1' } },
        result: () => {
          deleted += 1;
          return { data: { deleteAddress: { customer: { ...customer, addresses: [] }, userErrors: [] } } };
        },
      },
    ];
    await renderInShop(<AddressesBlock customer={customer} />, { mocks });
    fireEvent.click(screen.getByRole('button', { name: /Verwijderen/ }));
    const dialog = await screen.findByRole('dialog');
    expect(deleted).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(deleted).toBe(1));
  });
});
