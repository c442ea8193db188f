import { describe, expect, it } from 'vitest';
import type { OrderHistoryItem } from '@shop/contracts';
import { FakeCustomerAccounts, fakeCustomer } from '../src/upstream/fakeAccounts';
import { AN, platformWithCustomer, tokenOf } from './accounts';
import { execute } from './harness';

const ME = /* GraphQL */ `
  query Me {
    me {
      id
      firstname
      lastname
      email
      groupId
      addresses {
        id
        street
        apartmentNumber
        addition
        city
        postcode
        countryId
        defaultShipping
      }
    }
  }
`;

function order(id: number, grandTotal: number): OrderHistoryItem {
  return {
    entity_id: id,
    increment_id: String(100000000 + id),
    status: 'complete',
    created_at: '2026-10-01 09:30:00',
    coupon_code: null,
    order_currency_code: 'EUR',
    subtotal_incl_tax: grandTotal,
    tax_amount: grandTotal * 0.06,
    discount_amount: 0,
    shipping_incl_tax: 0,
    grand_total: grandTotal,
    items: [],
  };
}

describe('me', () => {
  it('is null for a guest, without asking the platform', async () => {
    const platform = platformWithCustomer();
    const result = await execute(platform, ME);
    expect(result.data).toEqual({ me: null });
    expect(platform.calls.accounts).toEqual([]);
  });

  it("is the token's customer, read once", async () => {
    const platform = platformWithCustomer(8);
    const result = await execute(platform, ME, {}, { token: tokenOf(platform) });
    expect(result.data?.me).toMatchObject({ id: '7', email: AN.email, groupId: 8, addresses: [] });
    expect(platform.calls.accounts).toEqual(['me']);
  });

  it('is UNAUTHENTICATED for a token the platform rejects, so the client can refresh its session', async () => {
    const platform = platformWithCustomer();
    const result = await execute(platform, ME, {}, { token: 'expired-token' });
    expect(result.data?.me).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

const UPDATE_PROFILE = /* GraphQL */ `
  mutation Update($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      customer {
        firstname
        lastname
        email
      }
      message
      userErrors {
        code
        field
        message
      }
    }
  }
`;

describe('updateProfile and addresses', () => {
  it("changes names and email: 'Account data has successfully been updated'", async () => {
    const platform = platformWithCustomer();
    const result = await execute(
      platform,
      UPDATE_PROFILE,
      { input: { firstname: 'Anneke', lastname: 'Peeters', email: 'anneke@example.be' } },
      { token: tokenOf(platform) },
    );
    expect(result.data?.updateProfile).toEqual({
      customer: { firstname: 'Anneke', lastname: 'Peeters', email: 'anneke@example.be' },
      message: 'Account data has successfully been updated',
      userErrors: [],
    });
  });

  it("answers the server's message when the platform does not save, and a rule's message before asking", async () => {
    const platform = platformWithCustomer();
    FakeCustomerAccounts.addCustomer(platform.state, fakeCustomer('bram@example.be', { id: 8 }));
    const token = tokenOf(platform);
    const taken = await execute(
      platform,
      UPDATE_PROFILE,
      { input: { firstname: 'An', lastname: 'Peeters', email: 'bram@example.be' } },
      { token },
    );
    expect(taken.data?.updateProfile).toMatchObject({
      customer: null,
      userErrors: [{ code: 'EMAIL_EXISTS', field: 'email' }],
    });
    const short = await execute(
      platform,
      UPDATE_PROFILE,
      { input: { firstname: 'A', lastname: 'Peeters', email: AN.email } },
      { token },
    );
    expect(short.data?.updateProfile).toMatchObject({
      userErrors: [{ code: 'NAME_TOO_SHORT', field: 'firstname' }],
    });
  });

  it('adds, changes and deletes an address in the street-list shape of the platform', async () => {
    const platform = platformWithCustomer();
    const token = tokenOf(platform);
    const address = {
      firstname: 'An',
      lastname: 'Peeters',
      street: 'Kerkstraat',
      apartmentNumber: '12',
      addition: 'bus 3',
      city: 'Gent',
      postcode: '9000',
      countryId: 'be',
      defaultShipping: true,
    };
    const saved = await execute<{ saveAddress: { customer: { addresses: { id: string; city: string }[] } } }>(
      platform,
      'mutation S($input: AddressInput!) { saveAddress(input: $input) { customer { addresses { id city countryId } } userErrors { code } } }',
      { input: address },
      { token },
    );
    const id = saved.data?.saveAddress.customer.addresses[0]?.id;
    expect(platform.state.customers.get(AN.email)?.profile.addresses[0]).toMatchObject({
      street: ['Kerkstraat', '12 | bus 3'],
      country_id: 'BE',
      default_shipping: true,
    });
    await execute(
      platform,
      'mutation S($input: AddressInput!) { saveAddress(input: $input) { userErrors { code } } }',
      { input: { ...address, id, city: 'Brugge', postcode: '8000' } },
      { token },
    );
    expect(platform.state.customers.get(AN.email)?.profile.addresses.map((a) => a.city)).toEqual(['Brugge']);
    const removed = await execute<{ deleteAddress: { customer: { addresses: unknown[] } } }>(
      platform,
      'mutation D($id: ID!) { deleteAddress(id: $id) { customer { addresses { id } } userErrors { code } } }',
      { id },
      { token },
    );
    expect(removed.data?.deleteAddress.customer.addresses).toEqual([]);
  });

  it('refuses a zip code shorter than 3 characters (seed 000 §5)', async () => {
    const platform = platformWithCustomer();
    const result = await execute(
      platform,
      'mutation S($input: AddressInput!) { saveAddress(input: $input) { userErrors { code field } } }',
      {
        input: {
          firstname: 'An',
          lastname: 'Peeters',
          street: 'Kerkstraat',
          city: 'Gent',
          postcode: '90',
          countryId: 'BE',
        },
      },
      { token: tokenOf(platform) },
    );
    // The house number has its own field, required as in the checkout.
    expect(result.data?.saveAddress).toEqual({
      userErrors: [
        { code: 'REQUIRED', field: 'apartmentNumber' },
        { code: 'ZIP_CODE_TOO_SHORT', field: 'postcode' },
      ],
    });
  });

  it('refuses a name over its maximum, an invalid city and a bus of other signs (seed 001 §5), and stores nothing', async () => {
    const platform = platformWithCustomer();
    const result = await execute(
      platform,
      'mutation S($input: AddressInput!) { saveAddress(input: $input) { userErrors { code message field } } }',
      {
        input: {
          firstname: 'A'.repeat(51),
          lastname: 'Peeters',
          street: 'Kerkstraat 12',
          apartmentNumber: '#3',
          city: '9000',
          postcode: '9000',
          countryId: 'BE',
        },
      },
      { token: tokenOf(platform) },
    );
    expect(result.data?.saveAddress).toEqual({
      userErrors: [
        { code: 'TOO_LONG', message: 'A maximum of 50 characters applies.', field: 'firstname' },
        {
          code: 'LETTERS_OR_NUMBERS_ONLY',
          message: 'This field accepts letters or numbers only.',
          field: 'apartmentNumber',
        },
        { code: 'INVALID_CITY', message: 'Please provide a valid city.', field: 'city' },
      ],
    });
    expect(platform.state.customers.get(AN.email)?.profile.addresses).toEqual([]);
  });

  it('refuses a profile whose first and last name together pass 80 characters, and keeps the old names', async () => {
    const platform = platformWithCustomer();
    const result = await execute(
      platform,
      'mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { code message field } } }',
      { input: { firstname: 'A'.repeat(40), lastname: 'B'.repeat(40), email: AN.email } },
      { token: tokenOf(platform) },
    );
    expect(result.data?.updateProfile).toEqual({
      userErrors: [
        {
          code: 'NAMES_TOO_LONG',
          message: 'A maximum of 80 characters between first and last name.',
          field: 'lastname',
        },
      ],
    });
    expect(platform.state.customers.get(AN.email)?.profile.firstname).not.toBe('A'.repeat(40));
  });
});

describe('orders', () => {
  it('pages the history by 20 by default and finds one own order by id, never another customer’s', async () => {
    const platform = platformWithCustomer();
    const an = platform.state.customers.get(AN.email);
    if (an) an.orders = Array.from({ length: 25 }, (_, i) => order(i + 1, 10 + i));
    const bram = FakeCustomerAccounts.addCustomer(platform.state, fakeCustomer('bram@example.be', { id: 8 }));
    bram.orders = [order(900, 99)];
    const token = tokenOf(platform);

    const page = await execute<{
      me: { orders: { items: { number: string }[]; total: number; pageSize: number } };
    }>(platform, '{ me { orders { items { number } total pageSize currentPage } } }', {}, { token });
    expect(page.data?.me.orders).toMatchObject({ total: 25, pageSize: 20 });
    expect(page.data?.me.orders.items).toHaveLength(20);

    const own = await execute(
      platform,
      '{ me { order(id: "3") { number grandTotal { value currency } } } }',
      {},
      { token },
    );
    expect(own.data).toEqual({
      me: { order: { number: '100000003', grandTotal: { value: 12, currency: 'EUR' } } },
    });
    // Order 900 is Bram's: his session reads it, by id and by number; An's gets nothing for either.
    const bramsToken = tokenOf(platform, 'bram@example.be');
    for (const id of ['900', '100000900']) {
      const query = `{ me { order(id: "${id}") { number grandTotal { value } } } }`;
      const owner = await execute(platform, query, {}, { token: bramsToken });
      expect(owner.data).toEqual({ me: { order: { number: '100000900', grandTotal: { value: 99 } } } });
      const other = await execute(platform, query, {}, { token });
      expect(other).toEqual({ data: { me: { order: null } } });
    }
  });
});

describe('newsletter', () => {
  it("subscribes a guest's email and a customer's own, and says whether a customer is subscribed", async () => {
    const platform = platformWithCustomer();
    const guest = await execute(
      platform,
      'mutation { subscribeNewsletter(email: "lezer@example.be") { subscribed userErrors { code } } }',
    );
    expect(guest.data).toEqual({ subscribeNewsletter: { subscribed: true, userErrors: [] } });
    const token = tokenOf(platform);
    await execute(platform, 'mutation { subscribeNewsletter { subscribed } }', {}, { token });
    const status = await execute(platform, '{ me { newsletterSubscribed } }', {}, { token });
    expect(status.data).toEqual({ me: { newsletterSubscribed: true } });
    const invalid = await execute(
      platform,
      'mutation { subscribeNewsletter(email: "geen-email") { subscribed userErrors { code } } }',
    );
    expect(invalid.data).toEqual({
      subscribeNewsletter: { subscribed: null, userErrors: [{ code: 'INVALID_EMAIL' }] },
    });
  });
});

describe('Customer references from other subgraphs', () => {
  const ENTITIES =
    'query E($r: [_Any!]!) { _entities(representations: $r) { ... on Customer { id email } } }';

  it("resolve to the session's own customer only", async () => {
    const platform = platformWithCustomer();
    const token = tokenOf(platform);
    const own = await execute(platform, ENTITIES, { r: [{ __typename: 'Customer', id: '7' }] }, { token });
    expect(own.data).toEqual({ _entities: [{ id: '7', email: AN.email }] });
    const other = await execute(platform, ENTITIES, { r: [{ __typename: 'Customer', id: '8' }] }, { token });
    expect(other.data).toEqual({ _entities: [null] });
    const guest = await execute(platform, ENTITIES, { r: [{ __typename: 'Customer', id: '7' }] });
    expect(guest.data).toEqual({ _entities: [null] });
  });
});
