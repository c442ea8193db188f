import { createContext, useContext, type ReactNode } from 'react';
import type { StoredProduct } from '@/shared/storage/storedProducts';

/** What the app puts on each product card for the product (the wishlist's heart). */
export type RenderProductCardAction = (product: StoredProduct) => ReactNode;

const ProductCardActionContext = createContext<RenderProductCardAction | null>(null);

/**
 * The app gives the cards their action here: the cards are shared by several features, and the action
 * belongs to another feature, which they may not import. Without a provider a card has no action.
 */
export const ProductCardActionProvider = ProductCardActionContext.Provider;

export function useProductCardAction(): RenderProductCardAction | null {
  return useContext(ProductCardActionContext);
}
