import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { renderInShop } from '../../../test/render';
import { CreateReviewDocument } from './CreateReview.generated';
import { ProductReviews } from './ProductReviews';

const SKU = '9789044800001';

/** The product as the product page's query gives it (ProductReviews_product); null reviews: not asked. */
const productWith = (reviews: ReturnType<typeof review>[] | null) => ({ sku: SKU, reviews });

const review = (id: string, rating: number | null) => ({
  __typename: 'Review',
  id,
  nickname: 'Lotte',
  title: 'Prachtig voorleesboek',
  detail: 'Mijn dochter wil het elke avond horen.',
  rating,
  createdAt: '2024-03-05T10:12:00Z',
});

const created = (input: object, payload: object): MockedResponse => ({
  request: { query: CreateReviewDocument, variables: { input: { sku: SKU, ...input } } },
  result: { data: { createReview: { __typename: 'CreateReviewPayload', ...payload } } },
});

function fillIn({
  nickname = 'Lotte',
  title = 'Prachtig',
  detail = 'Elke avond.',
  stars = '5 sterren',
} = {}) {
  const form = screen.getByRole('form', { name: 'Schrijf een recensie' });
  fireEvent.change(within(form).getByRole('textbox', { name: /Je naam/ }), { target: { value: nickname } });
  fireEvent.change(within(form).getByRole('textbox', { name: /Titel/ }), { target: { value: title } });
  fireEvent.change(within(form).getByRole('textbox', { name: /Je recensie/ }), { target: { value: detail } });
  if (stars) fireEvent.click(within(form).getByRole('radio', { name: stars }));
  fireEvent.click(within(form).getByRole('button', { name: 'Recensie versturen' }));
  return form;
}

describe('ProductReviews', () => {
  it('lists the approved reviews with their stars, writer and date', async () => {
    await renderInShop(<ProductReviews product={productWith([review('1', 4), review('2', null)])} />);
    const items = await screen.findAllByTestId('review');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Prachtig voorleesboek' })).toBeTruthy();
    expect(within(items[0]!).getByRole('img', { name: '4 van 5 sterren' })).toBeTruthy();
    expect(items[0]!.textContent).toContain('Door Lotte op 5-3-2024');
    expect(within(items[1]!).queryByRole('img')).toBeNull();
  });

  it('says there are no reviews yet', async () => {
    await renderInShop(<ProductReviews product={productWith([])} />);
    expect(
      await screen.findByText('Er zijn nog geen recensies van dit boek. Schrijf de eerste!'),
    ).toBeTruthy();
  });

  it('says the reviews cannot be loaded when they could not be asked, and still offers the form', async () => {
    await renderInShop(<ProductReviews product={productWith(null)} />);
    expect(await screen.findByText('De recensies kunnen nu niet worden geladen.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Schrijf een recensie' })).toBeTruthy();
  });

  it('checks the form before sending: every field and 1 to 5 stars', async () => {
    await renderInShop(<ProductReviews product={productWith([])} />);
    await screen.findByText(/nog geen recensies/);
    const form = fillIn({ nickname: '', title: ' ', detail: '', stars: '' });
    expect(within(form).getAllByText('Dit veld is verplicht.')).toHaveLength(3);
    expect(within(form).getByText('Kies 1 tot 5 sterren.')).toBeTruthy();
    expect(
      within(form)
        .getByRole('textbox', { name: /Je naam/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it("stops each text at the shop's maximum (seed 001 §5: name 30, title 100, text 2000 characters)", async () => {
    await renderInShop(<ProductReviews product={productWith([])} />);
    await screen.findByText(/nog geen recensies/);
    const maxLengthOf = (name: RegExp) => screen.getByRole('textbox', { name }).getAttribute('maxlength');
    expect([maxLengthOf(/Je naam/), maxLengthOf(/Titel/), maxLengthOf(/Je recensie/)]).toEqual([
      '30',
      '100',
      '2000',
    ]);
  });

  it('sends the review and says it shows once approved', async () => {
    await renderInShop(<ProductReviews product={productWith([])} />, {
      mocks: [
        created(
          { nickname: 'Lotte', title: 'Prachtig', detail: 'Elke avond.', rating: 5 },
          { received: true, userErrors: [] },
        ),
      ],
    });
    await screen.findByText(/nog geen recensies/);
    const form = fillIn();
    expect((await within(form).findByTestId('review-received')).textContent).toBe(
      'Bedankt! We hebben je recensie ontvangen. Ze verschijnt zodra ze is goedgekeurd.',
    );
    expect((within(form).getByRole('textbox', { name: /Titel/ }) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusals beside their fields and the others under the form", async () => {
    await renderInShop(<ProductReviews product={productWith([])} />, {
      mocks: [
        created(
          { nickname: 'Lotte', title: 'Prachtig', detail: 'Elke avond.', rating: 3 },
          {
            received: false,
            userErrors: [
              { __typename: 'UserError', code: 'REQUIRED', message: 'Field is required.', field: 'title' },
              {
                __typename: 'UserError',
                code: 'PRODUCT_NOT_FOUND',
                message: 'Product not found',
                field: 'sku',
              },
            ],
          },
        ),
      ],
    });
    await screen.findByText(/nog geen recensies/);
    const form = fillIn({ stars: '3 sterren' });
    await waitFor(() => expect(within(form).getByText('Dit veld is verplicht.')).toBeTruthy());
    expect(within(form).getByText('Product not found')).toBeTruthy();
    expect(within(form).queryByTestId('review-received')).toBeNull();
  });
});
