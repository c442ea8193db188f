import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_LIMIT, recordView } from './recentlyViewed';

const book = (n: number) => ({
  sku: `97890448${String(n).padStart(5, '0')}`,
  name: `Boek ${n}`,
  slug: `boek-${n}`,
});

describe('recently viewed', () => {
  it('puts the last view first, each product once', () => {
    const list = [book(1), book(2), book(3)].reduce(recordView, []);
    expect(recordView(list, book(1)).map((item) => item.name)).toEqual(['Boek 1', 'Boek 3', 'Boek 2']);
  });

  it(`remembers the last ${RECENTLY_VIEWED_LIMIT} products`, () => {
    const list = Array.from({ length: 15 }, (_, i) => book(i + 1)).reduce(recordView, []);
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(list[0]?.name).toBe('Boek 15');
    expect(list.at(-1)?.name).toBe('Boek 4');
  });
});
