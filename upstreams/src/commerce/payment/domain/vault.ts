import type { VaultCard } from '@shop/contracts';

/** seed 000 §9: 'saved cards off'. The vault lists no card while this is false. */
export const SAVED_CARDS_ENABLED = false;

/** seed 000 §7 'POST vault; keeps cards that have is_visible': the saved cards a shopper may pick. */
export function vaultCards(cards: readonly VaultCard[], savedCardsEnabled: boolean): VaultCard[] {
  if (!savedCardsEnabled) return [];
  return cards.filter((card) => card.is_visible);
}
