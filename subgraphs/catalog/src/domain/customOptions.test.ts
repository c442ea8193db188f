import type { CustomOption } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { customOptionsOf } from './customOptions';

const GIFT_OPTIONS: CustomOption[] = [
  {
    option_id: 11,
    title: 'Cadeauverpakking',
    type: 'checkbox',
    is_require: false,
    values: [
      { option_type_id: 101, title: 'Inpakken als cadeau', price: 2.5, price_type: 'fixed', sort_order: 0 },
    ],
  },
  {
    option_id: 12,
    title: 'Gesigneerd exemplaar',
    type: 'radio',
    is_require: true,
    values: [
      { option_type_id: 103, title: 'Nee', price: 0, price_type: 'fixed', sort_order: 2 },
      {
        option_type_id: 102,
        title: 'Ja, gesigneerd door de auteur',
        price: 10,
        price_type: 'percent',
        sort_order: 1,
      },
      { option_type_id: 104, title: ' ', price: 5, price_type: 'fixed', sort_order: 3 },
      { option_type_id: 0, title: 'Zonder waarde-id', price: 5, price_type: 'fixed', sort_order: 4 },
    ],
  },
];

describe('custom options (seed 000 §5)', () => {
  it('gives what each value adds: fixed 2.50, 10% of 14.95 = 1.50, nothing for a zero price or option_type_id 0; empty labels dropped', () => {
    expect(customOptionsOf(GIFT_OPTIONS, 14.95, 'EUR')).toEqual([
      {
        optionId: 11,
        title: 'Cadeauverpakking',
        type: 'checkbox',
        required: false,
        values: [
          {
            optionTypeId: 101,
            title: 'Inpakken als cadeau',
            priceType: 'fixed',
            price: { value: 2.5, currency: 'EUR' },
          },
        ],
      },
      {
        optionId: 12,
        title: 'Gesigneerd exemplaar',
        type: 'radio',
        required: true,
        values: [
          {
            optionTypeId: 102,
            title: 'Ja, gesigneerd door de auteur',
            priceType: 'percent',
            price: { value: 1.5, currency: 'EUR' },
          },
          { optionTypeId: 103, title: 'Nee', priceType: 'fixed', price: null },
          { optionTypeId: 0, title: 'Zonder waarde-id', priceType: 'fixed', price: null },
        ],
      },
    ]);
  });

  it('percent prices follow the price to pay, and amounts the store currency', () => {
    const [, signed] = customOptionsOf(GIFT_OPTIONS, 12.5, 'USD');
    expect(signed?.values[0]?.price).toEqual({ value: 1.35, currency: 'USD' });
  });
});
