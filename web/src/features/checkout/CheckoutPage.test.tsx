import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetConsent, giveConsent } from '@/shared/consent/consentFixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SessionDocument } from '@/shared/session';
import { renderInShop } from '../../../test/render';
import { CheckoutCustomerDocument } from './CheckoutCustomer.generated';
import { CheckoutPage } from './CheckoutPage';
import { checkoutDraftKey } from '@/shared/checkout/checkoutDraftStorage';
import {
  CHECKMO,
  checkoutCart,
  checkoutPageQuery,
  guestSession,
  PLACED,
  placeOrder,
  placeOrderAnswer,
  setPaymentMethod,
  storeDraftAtPayment,
  WITH_SHIPPING,
} from './checkoutFixtures';
import { ConfirmationPage } from './ConfirmationPage';
import { SetCheckoutPersonalDetailsDocument } from './SetCheckoutPersonalDetails.generated';
import { SetShippingAddressDocument } from './SetShippingAddress.generated';
import { SetShippingMethodDocument } from './SetShippingMethod.generated';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderCheckout(
  path: string,
  mocks: MockedResponse[],
  { cartId = 'guest-1' as string | null, onOrdered = vi.fn() } = {},
) {
  return renderInShop(
    <>
      <Routes>
        <Route
          path="/:store/checkout"
          element={<CheckoutPage cartId={cartId} cartReady onOrdered={onOrdered} />}
        />
        <Route path="/:store/checkout/confirmation/:orderNumber" element={<ConfirmationPage />} />
      </Routes>
      <Where />
    </>,
    { path, mocks, store: path.startsWith('/en-be') ? 'en-be' : 'nl-be' },
  );
}

const location = () => screen.getByTestId('location').textContent;
const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

const methods = [
  {
    __typename: 'ShippingMethod',
    carrierCode: 'flatrate',
    methodCode: 'flatrate',
    carrierTitle: 'Bpost',
    title: 'Thuislevering',
    priceInclTax: { __typename: 'Money', value: 4.95, currency: 'EUR' },
    isDefault: true,
  },
  {
    __typename: 'ShippingMethod',
    carrierCode: 'pickup',
    methodCode: 'store',
    carrierTitle: 'Afhalen',
    title: 'In de winkel',
    priceInclTax: { __typename: 'Money', value: 0, currency: 'EUR' },
    isDefault: false,
  },
];

const address = {
  firstname: 'An',
  lastname: 'Peeters',
  street: 'Kerkstraat',
  apartmentNumber: '1',
  addition: null,
  city: 'Gent',
  postcode: '9000',
  countryId: 'BE',
  telephone: null,
};

beforeEach(() => {
  giveConsent(['statistical']);
});

afterEach(() => {
  forgetConsent();
  delete window.dataLayer;
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('checkout (seed 000 §4)', () => {
  it('takes a guest through personal details, shipping and payment to the confirmation, with the analytics steps', async () => {
    const sent: Record<string, unknown>[] = [];
    const onOrdered = vi.fn();
    const shipped = checkoutCart('guest-1', undefined, { segments: WITH_SHIPPING });
    const mocks: MockedResponse[] = [
      guestSession,
      checkoutPageQuery('guest-1', checkoutCart('guest-1')),
      {
        request: {
          query: SetCheckoutPersonalDetailsDocument,
          variables: {
            input: {
              cartId: 'guest-1',
              firstname: 'An',
              lastname: 'Peeters',
              email: 'an.peeters@example.com',
              createAccount: false,
            },
          },
        },
        result: {
          data: {
            setCheckoutPersonalDetails: {
              __typename: 'CheckoutPersonalDetailsPayload',
              valid: true,
              userErrors: [],
            },
          },
        },
      },
      {
        request: { query: SetShippingAddressDocument, variables: { input: { cartId: 'guest-1', address } } },
        result: {
          data: {
            setShippingAddress: {
              __typename: 'ShippingAddressPayload',
              shippingMethods: methods,
              userErrors: [],
            },
          },
        },
      },
      {
        request: {
          query: SetShippingMethodDocument,
          variables: {
            input: { cartId: 'guest-1', address, carrierCode: 'flatrate', methodCode: 'flatrate' },
          },
        },
        result: {
          data: { setShippingMethod: { __typename: 'CheckoutTotalsPayload', cart: shipped, userErrors: [] } },
        },
      },
      setPaymentMethod('guest-1', 'checkmo', shipped),
      placeOrder(sent, placeOrderAnswer({ order: PLACED }), 20),
    ];
    await renderCheckout('/nl-be/checkout', mocks, { onOrdered });

    // Step 1: the §5 rules as the shopper types (a field once left).
    const firstname = await screen.findByRole('textbox', { name: /Voornaam/ });
    fireEvent.change(firstname, { target: { value: 'A' } });
    fireEvent.blur(firstname);
    expect(screen.getByText('Een naam moet minstens 2 letters hebben.')).toBeTruthy();
    type(/Voornaam/, 'An');
    expect(screen.queryByText('Een naam moet minstens 2 letters hebben.')).toBeNull();
    type(/Achternaam/, 'Peeters');
    type(/E-mailadres/, 'an.peeters@example.com');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/nl-be/login?redirect=%2Fnl-be%2Fcheckout',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verder naar verzending' }));

    // Step 2: the address (names from step 1, Belgium preselected in nl-be), then the methods, the default chosen.
    await waitFor(() => expect(location()).toBe('/nl-be/checkout?step=shipping'));
    expect((screen.getByRole('textbox', { name: /Voornaam/ }) as HTMLInputElement).value).toBe('An');
    expect((screen.getByRole('combobox', { name: /Land/ }) as HTMLSelectElement).value).toBe('BE');
    expect(
      within(screen.getByRole('combobox', { name: /Land/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kies een land', 'België', 'Nederland']);
    type(/^Straat/, 'Kerkstraat');
    type(/Postcode/, '9000');
    type(/Gemeente/, 'Gent');
    // The house number is its own field, and required.
    fireEvent.click(screen.getByRole('button', { name: 'Verzendwijzen tonen' }));
    const number = screen.getByRole('textbox', { name: /Huisnummer/ });
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Dit veld is verplicht.')).toBeTruthy();
    type(/Huisnummer/, '1');
    expect(screen.queryByText('Dit veld is verplicht.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verzendwijzen tonen' }));
    const home = await screen.findByRole('radio', { name: 'Levering aan huis: €\u00a04,95' });
    expect((home as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Afhalen – In de winkel/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    // The preselected method is kept on the cart at once: the summary shows its cost from this step on.
    await waitFor(() =>
      expect(screen.getByTestId('checkout-totals').textContent).toContain('Verzending€\u00a04,95'),
    );
    // Step 1 is finished: its tick, and 'afgerond' for screen readers.
    expect(screen.getByRole('link', { name: 'Persoonlijke gegevens (afgerond)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verder naar betalen' }));

    // Step 3: the totals with the shipping segment, the default payment method preselected.
    await waitFor(() => expect(location()).toBe('/nl-be/checkout?step=payment'));
    const totals = screen.getByTestId('checkout-totals');
    await waitFor(() => expect(totals.textContent).toContain('Verzending€\u00a04,95'));
    expect(totals.textContent).toContain('Totaal€\u00a045,43');
    expect(screen.getByRole('link', { name: 'Verzending (afgerond)' })).toBeTruthy();
    // Not ordering for a school: the school fields stay closed and are neither asked nor sent.
    expect(
      (screen.getByRole('checkbox', { name: 'Ja, ik bestel voor een school' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.queryByRole('textbox', { name: /Btw-nummer/ })).toBeNull();
    const bank = screen.getByRole('radio', { name: 'Overschrijving of factuur' }) as HTMLInputElement;
    expect(bank.checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Betalen bij levering' })).toBeTruthy();
    const storedKey = JSON.parse(localStorage.getItem(checkoutDraftKey('nl-be')) ?? '{}').idempotencyKey;

    // A double click sends one order: the button is busy while it runs.
    const place = screen.getByRole('button', { name: 'Bestelling plaatsen' });
    fireEvent.click(place);
    fireEvent.click(place);
    expect(place.getAttribute('aria-busy')).toBe('true');

    await waitFor(() => expect(location()).toBe('/nl-be/checkout/confirmation/000000042'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      cartId: 'guest-1',
      idempotencyKey: storedKey,
      personalDetails: {
        firstname: 'An',
        lastname: 'Peeters',
        email: 'an.peeters@example.com',
        createAccount: false,
      },
      shippingAddress: address,
      shippingCarrierCode: 'flatrate',
      shippingMethodCode: 'flatrate',
      paymentMethodCode: 'checkmo',
    });
    const confirmation = await screen.findByTestId('order-confirmation');
    expect(within(confirmation).getByTestId('order-number').textContent).toBe('000000042');
    expect(confirmation.textContent).toContain('an.peeters@example.com');
    expect(confirmation.textContent).toContain('09:07 5-3-2026');
    expect(onOrdered).toHaveBeenCalledOnce();
    // seed 000 §4: the checkout details are gone once the order is placed.
    expect(localStorage.getItem(checkoutDraftKey('nl-be'))).toBeNull();
    expect(
      (window.dataLayer ?? []).map((event) => {
        const { event: name, step } = event as { event: string; step?: number };
        return step ? `${name} ${step}` : name;
      }),
    ).toEqual(['checkout 1', 'checkout 2', 'checkout 3', 'purchase']);
    expect(window.dataLayer?.at(-1)).toMatchObject({
      orderId: '000000042',
      revenue: 45.43,
      shipping: 4.95,
      products: [
        { sku: '9789044800001', name: 'De kleine ijsbeer', price: 12.99, qty: 2 },
        { sku: '9789044800002', name: 'Kikker is verliefd', price: 14.5, qty: 1 },
      ],
    });
  });

  it('sends the same idempotency key again after a failed attempt and a reload, and a new one after a refusal', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeDraftAtPayment();
    const sent: Record<string, unknown>[] = [];
    const cart = checkoutCart('guest-1', undefined, { segments: WITH_SHIPPING });
    const first = await renderCheckout('/nl-be/checkout?step=payment', [
      guestSession,
      checkoutPageQuery('guest-1', cart),
      setPaymentMethod('guest-1', 'checkmo', cart),
      placeOrder(sent, new Error('network down')),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bestelling plaatsen' }));
    expect(await screen.findByText('Er is een fout opgetreden')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('[Checkout] The order could not be placed', expect.anything());
    first.unmount();

    // The reload: the draft still names the attempt.
    await renderCheckout('/nl-be/checkout?step=payment', [
      guestSession,
      checkoutPageQuery('guest-1', cart),
      setPaymentMethod('guest-1', 'checkmo', cart),
      placeOrder(
        sent,
        placeOrderAnswer({
          userErrors: [
            {
              __typename: 'UserError',
              code: 'OUT_OF_STOCK',
              message: 'Some ordered products are not available',
              field: null,
            },
          ],
        }),
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Bestelling plaatsen' }));
    expect(await screen.findByText('Sommige bestelde producten zijn niet meer beschikbaar.')).toBeTruthy();
    expect(sent.map((input) => input.idempotencyKey)).toEqual(['key-from-the-draft', 'key-from-the-draft']);
    // Refused: the next attempt is another order.
    const next = JSON.parse(localStorage.getItem(checkoutDraftKey('nl-be')) ?? '{}').idempotencyKey;
    expect(next).not.toBe('key-from-the-draft');
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the school fields with the billing address, and its own billing address when it differs', async () => {
    storeDraftAtPayment();
    const sent: Record<string, unknown>[] = [];
    const cart = checkoutCart('guest-1', undefined, { segments: WITH_SHIPPING });
    await renderCheckout('/nl-be/checkout?step=payment', [
      guestSession,
      checkoutPageQuery('guest-1', cart),
      setPaymentMethod('guest-1', 'checkmo', cart),
      placeOrder(sent, placeOrderAnswer({ order: PLACED })),
    ]);
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Factuuradres is hetzelfde als het verzendadres' }),
    );
    type(/^Straat/, 'Schoolstraat');
    type(/Huisnummer/, '5');
    type(/Postcode/, '90');
    fireEvent.blur(screen.getByRole('textbox', { name: /Postcode/ }));
    expect(screen.getByText('Een postcode moet minstens 3 tekens hebben.')).toBeTruthy();
    type(/Postcode/, '9050');
    expect(screen.getByRole('group', { name: 'Bestel je voor een school?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ja, ik bestel voor een school' }));
    type(/School of bedrijf/, 'Basisschool De Boomgaard');
    type(/Btw-nummer/, 'BE0123456789');
    type(/Schoolcode/, 'SCH-117');
    type(/Aantal leerlingen/, '2x');
    fireEvent.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
    expect(await screen.findByText('Dit veld aanvaardt alleen cijfers.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    type(/Aantal leerlingen/, '24');
    fireEvent.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.billingAddress).toEqual({
      firstname: 'An',
      lastname: 'Peeters',
      street: 'Schoolstraat',
      apartmentNumber: '5',
      addition: null,
      city: 'Gent',
      postcode: '9050',
      countryId: 'BE',
      telephone: null,
      company: 'Basisschool De Boomgaard',
      taxId: 'BE0123456789',
      schoolCode: 'SCH-117',
      amountOfStudents: 24,
    });
  });

  it('asks no school field of a guest who does not order for a school, and keeps what was typed when closed', async () => {
    storeDraftAtPayment();
    const sent: Record<string, unknown>[] = [];
    const cart = checkoutCart('guest-1', undefined, { segments: WITH_SHIPPING });
    await renderCheckout('/nl-be/checkout?step=payment', [
      guestSession,
      checkoutPageQuery('guest-1', cart),
      setPaymentMethod('guest-1', 'checkmo', cart),
      placeOrder(sent, placeOrderAnswer({ order: PLACED })),
    ]);
    const forSchool = (await screen.findByRole('checkbox', {
      name: 'Ja, ik bestel voor een school',
    })) as HTMLInputElement;
    expect(forSchool.checked).toBe(false);
    fireEvent.click(forSchool);
    // Open, every field is optional, but its own rules still hold: a tax number of at least 3 characters.
    expect(screen.getByText('Vul in wat je weet: elk veld is optioneel.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /School of bedrijf/ }).hasAttribute('required')).toBe(false);
    type(/Btw-nummer/, 'BE');
    fireEvent.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
    expect(await screen.findByText('Een btw-nummer moet minstens 3 tekens hebben.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    // Closed: not for a school, so no rule of the school fields; what was typed comes back when reopened.
    fireEvent.click(forSchool);
    expect(screen.queryByText('Een btw-nummer moet minstens 3 tekens hebben.')).toBeNull();
    fireEvent.click(forSchool);
    expect((screen.getByRole('textbox', { name: /Btw-nummer/ }) as HTMLInputElement).value).toBe('BE');
    fireEvent.click(forSchool);
    fireEvent.click(screen.getByRole('button', { name: 'Bestelling plaatsen' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('billingAddress');
  });

  it('opens the school fields of a draft that has school details', async () => {
    storeDraftAtPayment({
      orderingForSchool: true,
      school: { company: 'Basisschool De Linde', taxId: '', schoolCode: '', amountOfStudents: '' },
    });
    const cart = checkoutCart('guest-1', undefined, { segments: WITH_SHIPPING });
    await renderCheckout('/nl-be/checkout?step=payment', [
      guestSession,
      checkoutPageQuery('guest-1', cart),
      setPaymentMethod('guest-1', 'checkmo', cart),
    ]);
    expect(
      ((await screen.findByRole('checkbox', { name: 'Ja, ik bestel voor een school' })) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect((screen.getByRole('textbox', { name: /School of bedrijf/ }) as HTMLInputElement).value).toBe(
      'Basisschool De Linde',
    );
  });

  it('shows the cost of the shipping method the shopper picks in the summary, following another choice', async () => {
    storeDraftAtPayment();
    const draftAddress = { ...address, telephone: null };
    const shipped = checkoutCart('guest-1', undefined, { segments: WITH_SHIPPING });
    const pickedUp = checkoutCart('guest-1', undefined, {
      segments: [
        ['subtotal', 'Subtotal', 40.48],
        ['shipping', 'Shipping & Handling', 0],
        ['tax', 'Tax', 2.29],
        ['grand_total', 'Grand Total', 40.48],
      ],
    });
    const shippingMethod = (carrierCode: string, methodCode: string, cart: object): MockedResponse => ({
      request: {
        query: SetShippingMethodDocument,
        variables: { input: { cartId: 'guest-1', address: draftAddress, carrierCode, methodCode } },
      },
      result: {
        data: { setShippingMethod: { __typename: 'CheckoutTotalsPayload', cart, userErrors: [] } },
      },
    });
    await renderCheckout('/nl-be/checkout?step=shipping', [
      guestSession,
      checkoutPageQuery('guest-1', checkoutCart('guest-1')),
      {
        request: {
          query: SetShippingAddressDocument,
          variables: { input: { cartId: 'guest-1', address: draftAddress } },
        },
        result: {
          data: {
            setShippingAddress: {
              __typename: 'ShippingAddressPayload',
              shippingMethods: methods,
              userErrors: [],
            },
          },
        },
      },
      shippingMethod('flatrate', 'flatrate', shipped),
      shippingMethod('pickup', 'store', pickedUp),
    ]);
    const totals = await screen.findByTestId('checkout-totals');
    await waitFor(() => expect(totals.textContent).toContain('Verzending€\u00a04,95'));
    expect(totals.textContent).toContain('Totaal€\u00a045,43');
    fireEvent.click(screen.getByRole('radio', { name: /Afhalen – In de winkel/ }));
    await waitFor(() => expect(totals.textContent).toContain('Verzending€\u00a00,00'));
    expect(totals.textContent).toContain('Totaal€\u00a040,48');
  });

  it('asks the password again after a reload when an account is created, and never stores it', async () => {
    storeDraftAtPayment({
      personalDetails: {
        firstname: 'An',
        lastname: 'Peeters',
        email: 'an.peeters@example.com',
        createAccount: true,
      },
    });
    await renderCheckout('/nl-be/checkout?step=payment', [
      guestSession,
      checkoutPageQuery('guest-1', checkoutCart('guest-1')),
      {
        request: {
          query: SetCheckoutPersonalDetailsDocument,
          variables: {
            input: {
              cartId: 'guest-1',
              firstname: 'An',
              lastname: 'Peeters',
              email: 'an.peeters@example.com',
              createAccount: true,
              password: 'Voorlezen123!',
              passwordConfirmation: 'Voorlezen123!',
              acceptPrivacyPolicy: true,
            },
          },
        },
        result: {
          data: {
            setCheckoutPersonalDetails: {
              __typename: 'CheckoutPersonalDetailsPayload',
              valid: true,
              userErrors: [],
            },
          },
        },
      },
      // The shipping step asks the methods of the address the draft kept, and keeps the default on the cart.
      {
        request: { query: SetShippingAddressDocument, variables: { input: { cartId: 'guest-1', address } } },
        result: {
          data: {
            setShippingAddress: {
              __typename: 'ShippingAddressPayload',
              shippingMethods: methods,
              userErrors: [],
            },
          },
        },
      },
      {
        request: {
          query: SetShippingMethodDocument,
          variables: {
            input: { cartId: 'guest-1', address, carrierCode: 'flatrate', methodCode: 'flatrate' },
          },
        },
        result: {
          data: {
            setShippingMethod: {
              __typename: 'CheckoutTotalsPayload',
              cart: checkoutCart('guest-1', undefined, { segments: WITH_SHIPPING }),
              userErrors: [],
            },
          },
        },
      },
    ]);
    await waitFor(() => expect(location()).toBe('/nl-be/checkout?step=personal'));
    expect(
      ((await screen.findByRole('checkbox', { name: 'Maak een account aan' })) as HTMLInputElement).checked,
    ).toBe(true);
    const password = document.querySelector<HTMLInputElement>('input[name="password"]')!;
    fireEvent.change(password, { target: { value: 'voorlezen' } });
    fireEvent.blur(password);
    expect(
      screen.getByText(
        'Het wachtwoord moet minstens 8 tekens hebben, met minstens één kleine letter, één hoofdletter en één cijfer of speciaal teken.',
      ),
    ).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Voorlezen123!' } });
    fireEvent.change(document.querySelector('input[name="passwordConfirmation"]')!, {
      target: { value: 'Voorlezen123!' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /privacybeleid/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Verder naar verzending' }));

    // Step 1 is done and kept in the draft: the account to create, without its password.
    await waitFor(() => expect(location()).toBe('/nl-be/checkout?step=shipping'));
    const stored = localStorage.getItem(checkoutDraftKey('nl-be'));
    expect(JSON.parse(stored ?? '{}').personalDetails).toEqual({
      firstname: 'An',
      lastname: 'Peeters',
      email: 'an.peeters@example.com',
      createAccount: true,
    });
    expect(stored).not.toContain('Voorlezen');
  });

  it('goes back to the first step for an address naming a step the shopper has not reached', async () => {
    await renderCheckout('/nl-be/checkout?step=payment', [
      guestSession,
      checkoutPageQuery('guest-1', checkoutCart('guest-1')),
    ]);
    await waitFor(() => expect(location()).toBe('/nl-be/checkout?step=personal'));
    expect(await screen.findByRole('form', { name: 'Persoonlijke gegevens' })).toBeTruthy();
  });

  it("fills a logged-in customer's details in, without 'create an account' or the login link", async () => {
    const customer = {
      __typename: 'Customer',
      id: '12',
      firstname: 'An',
      email: 'an.peeters@example.com',
      groupId: 0,
    };
    await renderCheckout(
      '/nl-be/checkout',
      [
        { request: { query: SessionDocument }, result: { data: { me: customer } } },
        checkoutPageQuery(null, checkoutCart('customer-12')),
        {
          request: { query: CheckoutCustomerDocument },
          result: { data: { me: { ...customer, lastname: 'Peeters', addresses: [] } } },
        },
      ],
      { cartId: null },
    );
    expect(((await screen.findByRole('textbox', { name: /Achternaam/ })) as HTMLInputElement).value).toBe(
      'Peeters',
    );
    expect((screen.getByRole('textbox', { name: /E-mailadres/ }) as HTMLInputElement).value).toBe(
      'an.peeters@example.com',
    );
    expect(screen.queryByRole('checkbox', { name: 'Maak een account aan' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows an empty cart with a way to the shop', async () => {
    await renderCheckout('/nl-be/checkout', [guestSession], { cartId: null });
    expect(await screen.findByText('Je winkelmandje is leeg.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verder winkelen' }).getAttribute('href')).toBe(
      '/nl-be/boeken.html',
    );
  });

  it('shows only the methods the graph gives: no cash on delivery for a virtual cart, in English in en-be', async () => {
    storeDraftAtPayment({}, 'en-be');
    const cart = checkoutCart('guest-1', undefined, { paymentMethods: [CHECKMO] });
    await renderCheckout('/en-be/checkout?step=payment', [
      guestSession,
      checkoutPageQuery('guest-1', cart),
      setPaymentMethod('guest-1', 'checkmo', cart),
    ]);
    expect(await screen.findByRole('radio', { name: 'Bank transfer or invoice' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy();
  });

  it('shows an error with a retry when the cart cannot be loaded', async () => {
    await renderCheckout('/nl-be/checkout', [
      guestSession,
      { request: checkoutPageQuery('guest-1', null).request, error: new Error('network down') },
      checkoutPageQuery('guest-1', checkoutCart('guest-1')),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('form', { name: 'Persoonlijke gegevens' })).toBeTruthy();
  });
});
