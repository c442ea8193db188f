import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_GROUP_ID,
  FOREIGN_USER_GROUP_ID,
  audienceOf,
  catalogFilters,
  isInPublishWindow,
  isListedFor,
} from './catalogFilters';

const anonymous = { customerGroupId: ANONYMOUS_GROUP_ID, today: '2025-06-01' };

describe('catalog filters (seed 000 §9)', () => {
  it('shows visibility 2, 3, 4 and status 0, 1, published from 1993-01-01 to today', () => {
    expect(catalogFilters(anonymous)).toEqual([
      { kind: 'terms', field: 'visibility', values: [2, 3, 4] },
      { kind: 'terms', field: 'status', values: [0, 1] },
      { kind: 'range', field: 'publish_date', gte: '1993-01-01', lte: '2025-06-01' },
    ]);
  });

  it('has no publish date filter for group 8, the foreign user (seed 000 §6)', () => {
    expect(
      catalogFilters({ ...anonymous, customerGroupId: FOREIGN_USER_GROUP_ID }).map((f) =>
        'field' in f ? f.field : f.kind,
      ),
    ).toEqual(['visibility', 'status']);
  });
});

describe('out-of-stock products (seed 000 §9)', () => {
  it('are listed by default and hidden when configured', () => {
    expect(catalogFilters(anonymous).some((f) => 'field' in f && f.field === 'is_in_stock')).toBe(false);
    expect(catalogFilters(anonymous, { hideOutOfStock: true })).toContainEqual({
      kind: 'terms',
      field: 'is_in_stock',
      values: [true],
    });
  });
});

describe('publish window (seed 000 §6)', () => {
  it('hides 1992-12-31, shows 1993-01-01 and today, hides tomorrow', () => {
    expect(isInPublishWindow('1992-12-31', anonymous)).toBe(false);
    expect(isInPublishWindow('1993-01-01', anonymous)).toBe(true);
    expect(isInPublishWindow('2025-06-01', anonymous)).toBe(true);
    expect(isInPublishWindow('2025-06-02', anonymous)).toBe(false);
    expect(isInPublishWindow(null, anonymous)).toBe(false);
  });

  it('group 8 sees every publish date', () => {
    const foreign = { ...anonymous, customerGroupId: FOREIGN_USER_GROUP_ID };
    expect(isInPublishWindow('1992-12-31', foreign)).toBe(true);
    expect(isInPublishWindow('2999-01-01', foreign)).toBe(true);
  });
});

describe("a shopper's audience (seed 000 §6)", () => {
  it('is group 0 for a guest and the customer group for a customer', () => {
    expect(audienceOf(null, '2025-06-01')).toEqual(anonymous);
    expect(audienceOf(FOREIGN_USER_GROUP_ID, '2025-06-01')).toEqual({
      customerGroupId: 8,
      today: '2025-06-01',
    });
  });

  it('gives B2B group 7 and general group 0 the window from 1993-01-01, group 8 none', () => {
    for (const group of [0, 7, 10, 11, 12])
      expect(isInPublishWindow('1992-12-31', audienceOf(group, '2025-06-01'))).toBe(false);
    expect(isInPublishWindow('1992-12-31', audienceOf(8, '2025-06-01'))).toBe(true);
    expect(
      catalogFilters(audienceOf(8, '2025-06-01')).some((f) => 'field' in f && f.field === 'publish_date'),
    ).toBe(false);
  });
});

describe('isListedFor: the catalogue filters of a product found by key (an author’s books)', () => {
  const audience = { customerGroupId: 0, today: '2026-11-29' };
  const book = {
    visibility: 4,
    status: 1,
    publish_date: '2020-05-01',
    stock: { is_in_stock: false, manage_stock: true },
  };

  it('passes what a listing shows, and leaves out the not-visible, the unpublished and the future', () => {
    expect(isListedFor(book, audience)).toBe(true);
    expect(isListedFor({ ...book, visibility: 1 }, audience)).toBe(false);
    expect(isListedFor({ ...book, status: 2 }, audience)).toBe(false);
    expect(isListedFor({ ...book, publish_date: '2027-01-01' }, audience)).toBe(false);
    expect(isListedFor({ ...book, publish_date: '1992-12-31' }, audience)).toBe(false);
    expect(isListedFor({ ...book, publish_date: '2027-01-01' }, { ...audience, customerGroupId: 8 })).toBe(
      true,
    );
  });

  it('hides the out-of-stock only when the shop is set to; an unmanaged stock is in stock', () => {
    expect(isListedFor(book, audience, { hideOutOfStock: true })).toBe(false);
    expect(
      isListedFor({ ...book, stock: { is_in_stock: false, manage_stock: false } }, audience, {
        hideOutOfStock: true,
      }),
    ).toBe(true);
  });
});
