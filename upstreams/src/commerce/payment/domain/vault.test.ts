import { describe, expect, it } from 'vitest';
import type { VaultCard } from '@shop/contracts';
import { SAVED_CARDS_ENABLED, vaultCards } from './vault';

const card = (id: string, isVisible: boolean): VaultCard => ({
  id,
  brand: 'visa',
  last_four: '1111',
  expiry_month: '03',
  expiry_year: '2030',
  holder_name: 'Lotte Maes',
  public_hash: `hash-${id}`,
  type: 'scheme',
  is_visible: isVisible,
});

describe('the vault of saved cards', () => {
  it("lists none: seed 000 §9 'saved cards off'", () => {
    expect(SAVED_CARDS_ENABLED).toBe(false);
    expect(vaultCards([card('1', true)], SAVED_CARDS_ENABLED)).toEqual([]);
  });

  it('keeps the cards that have is_visible, once saved cards are on', () => {
    expect(vaultCards([card('1', true), card('2', false)], true).map((c) => c.id)).toEqual(['1']);
  });
});
