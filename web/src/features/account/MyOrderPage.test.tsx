import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import { renderInShop } from '../../../test/render';
import { SessionDocument } from '@/shared/session';
import { MyOrderPage } from './MyOrderPage';
import { MyOrderPageDocument } from './MyOrderPage.generated';
import { MyOrdersPage } from './MyOrdersPage';
import { MyOrdersPageDocument } from './MyOrdersPage.generated';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'EUR' });
const session: MockedResponse = {
  request: { query: SessionDocument },
  result: {
    data: {
      me: { __typename: 'Customer', id: '12', firstname: 'An', email: 'an.peeters@example.be', groupId: 0 },
    },
  },
};
// 08:07 UTC is 09:07 in Brussels (winter time): the page shows the store's time, not the host's.
const placed = '2026-03-05T08:07:00.000Z';
const order = {
  __typename: 'Order',
  id: '41',
  number: '000000041',
  status: 'pending',
  createdAt: placed,
  discountCode: 'LEZEN10',
  items: [
    {
      __typename: 'OrderLine',
      sku: '9789044800001',
      name: 'De kleine ijsbeer',
      qty: 2,
      priceInclTax: money(14.99),
      rowTotalInclTax: money(29.98),
      bundleOptions: [],
      product: { __typename: 'Product', sku: '9789044800001', bundleOptions: [] },
    },
  ],
  subtotal: money(29.98),
  discount: money(-3),
  shipping: money(0),
  tax: money(1.53),
  grandTotal: money(26.98),
  shippingAddress: null,
  billingAddress: null,
  shippingMethod: null,
  paymentMethod: null,
  paymentInstructions: null,
};
const orderQuery = (id: string, answer: object | null): MockedResponse => ({
  request: { query: MyOrderPageDocument, variables: { id } },
  result: { data: { me: { __typename: 'Customer', id: '12', order: answer } } },
});

function renderOrder(id: string, mocks: MockedResponse[]) {
  return renderInShop(
    <Routes>
      <Route path="/:store/my-account/orders/:orderId" element={<MyOrderPage />} />
    </Routes>,
    { path: `/nl-be/my-account/orders/${id}`, mocks: [session, ...mocks] },
  );
}

describe('my-order', () => {
  it('shows the items, the discount code, subtotal, tax and grand total, the date as HH:mm D-M-YYYY', async () => {
    await renderOrder('41', [orderQuery('41', order)]);
    const details = within(await screen.findByTestId('order-details'));
    expect(details.getByRole('heading', { name: 'Bestelling 000000041' })).toBeTruthy();
    expect(details.getByText('09:07 5-3-2026')).toBeTruthy();
    expect(details.getByText('LEZEN10')).toBeTruthy();
    expect(details.getByText('De kleine ijsbeer')).toBeTruthy();
    const totals = screen.getByTestId('order-totals').textContent ?? '';
    expect(totals).toMatch(/Subtotaal€\s?29,98/);
    expect(totals).toMatch(/Waarvan btw€\s?1,53/);
    expect(totals).toMatch(/Totaal€\s?26,98/);
  });

  it("shows the order's B2B discount and shipping in the store view's format (seed 000 §6, §9)", async () => {
    const b2b = {
      ...order,
      discountCode: null,
      discount: money(-10.6),
      shipping: money(4.95),
      grandTotal: money(206.35),
    };
    await renderOrder('41', [orderQuery('41', b2b)]);
    await screen.findByTestId('order-details');
    const totals = screen.getByTestId('order-totals').textContent ?? '';
    expect(totals).toContain('Korting€\u00a0-10,60');
    expect(totals).toContain('Verzending€\u00a04,95');
    expect(totals).toContain('Totaal€\u00a0206,35');
  });

  it('shows an unknown order or one of another customer (null from the API) as page-not-found, telling nothing about it', async () => {
    await renderOrder('99', [orderQuery('99', null)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeTruthy();
    expect(screen.queryByTestId('order-details')).toBeNull();
    expect(document.title).toContain('Pagina niet gevonden');
  });

  it("shows the order's addresses, methods and a bank transfer's payment instructions", async () => {
    const address = {
      __typename: 'OrderAddress',
      firstname: 'An',
      lastname: 'Peeters',
      company: null,
      street: 'Kerkstraat 1',
      apartmentNumber: '2',
      addition: null,
      postcode: '2000',
      city: 'Antwerpen',
      countryId: 'BE',
    };
    const transfer = {
      ...order,
      shippingAddress: address,
      billingAddress: { ...address, company: 'Basisschool De Linde' },
      shippingMethod: { __typename: 'OrderShippingMethod', carrierCode: 'flatrate', title: 'Flat Rate' },
      paymentMethod: { __typename: 'OrderPaymentMethod', code: 'checkmo', title: 'Bank transfer / invoice' },
      paymentInstructions: {
        __typename: 'BankTransferInstructions',
        iban: 'BE68539007547034',
        bic: 'DEMOBEB1',
        beneficiary: 'Clavis (demo)',
        amount: money(26.98),
        reference: '+++000/0000/04141+++',
        referenceKind: 'BELGIAN_STRUCTURED',
        dueDate: '2026-03-19',
      },
    };
    await renderOrder('41', [orderQuery('41', transfer)]);
    const pay = within(await screen.findByTestId('payment-instructions'));
    expect(pay.getByRole('heading', { name: 'Betalen met overschrijving' })).toBeTruthy();
    const facts = screen.getByTestId('payment-instructions-details').textContent ?? '';
    expect(facts).toContain('Bedrag€\u00a026,98');
    expect(facts).toContain('IBANBE68 5390 0754 7034');
    expect(facts).toContain('Gestructureerde mededeling+++000/0000/04141+++');
    expect(facts).toContain('Te betalen voor19-3-2026');
    expect(screen.getByTestId('order-shipping-address').textContent).toContain('Kerkstraat 1 2');
    expect(screen.getByTestId('order-billing-address').textContent).toContain('Basisschool De Linde');
    const methods = screen.getByTestId('order-methods').textContent ?? '';
    expect(methods).toContain('VerzendmethodeLevering aan huis');
    expect(methods).toContain('BetaalmethodeOverschrijving of factuur');
    // The totals once: one grand total.
    expect(screen.getAllByText('Totaal')).toHaveLength(1);
  });
});

describe('my-orders', () => {
  it('asks page 1 of 20 orders and shows an empty state until the first order', async () => {
    const none: MockedResponse = {
      request: { query: MyOrdersPageDocument, variables: { pageSize: 20, currentPage: 1 } },
      result: {
        data: {
          me: {
            __typename: 'Customer',
            id: '12',
            orders: { __typename: 'OrderList', items: [], total: 0, pageSize: 20, currentPage: 1 },
          },
        },
      },
    };
    await renderInShop(<MyOrdersPage />, { path: '/nl-be/my-account/orders', mocks: [session, none] });
    expect((await screen.findByTestId('orders-empty')).textContent).toContain(
      'Je hebt nog geen bestellingen geplaatst.',
    );
  });

  it('lists the orders of the asked page with a link to each, and the next page', async () => {
    const page2: MockedResponse = {
      request: { query: MyOrdersPageDocument, variables: { pageSize: 20, currentPage: 2 } },
      result: {
        data: {
          me: {
            __typename: 'Customer',
            id: '12',
            orders: { __typename: 'OrderList', items: [order], total: 45, pageSize: 20, currentPage: 2 },
          },
        },
      },
    };
    await renderInShop(<MyOrdersPage />, {
      path: '/nl-be/my-account/orders?page=2',
      mocks: [session, page2],
    });
    const item = within(await screen.findByTestId('order'));
    expect(item.getByRole('link', { name: 'Bestelling 000000041' }).getAttribute('href')).toBe(
      '/nl-be/my-account/orders/41',
    );
    expect(item.getByText('09:07 5-3-2026 · In behandeling')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vorige' }).getAttribute('href')).toBe(
      '/nl-be/my-account/orders',
    );
    expect(screen.getByRole('link', { name: 'Volgende' }).getAttribute('href')).toBe(
      '/nl-be/my-account/orders?page=3',
    );
  });
});
