import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_GROUP_ID,
  FOREIGN_USER_GROUP_ID,
  catalogFilters,
  isInPublishWindow,
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
