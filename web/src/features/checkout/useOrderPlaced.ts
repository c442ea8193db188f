import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { purchaseEvent, track, type AnalyticsCartLine } from '@/shared/analytics/dataLayer';
import { emitSessionChange, SessionDocument } from '@/shared/session';
import { paths, useStoreView } from '@/shared/storeView';
import { placedOrderRecordOf, savePlacedOrder, type PlacedOrderFields } from './placedOrderStore';

export interface PlacedOrder {
  order: PlacedOrderFields;
  totals: Parameters<typeof placedOrderRecordOf>[1];
  /** The lines, addresses and methods the confirmation lists (a record of an older build has none). */
  details?: Parameters<typeof placedOrderRecordOf>[2];
  lines: AnalyticsCartLine[];
}

const segmentValue = (totals: PlacedOrder['totals'], code: string) =>
  totals.segments.find((segment) => segment.code === code)?.value.value ?? 0;

/**
 * seed 000 §4 'Placing an order: on success ... the cart is cleared without sync, and the password is dropped
 * if an account was being created': the confirmation keeps the order, the purchase goes to the data layer, the
 * draft is discarded, and the shopper lands on the confirmation (replacing the checkout in the history, so
 * 'back' does not offer to pay again). An account created with the order is logged in: the session is asked
 * again and the other features hear of the login.
 */
export function useOrderPlaced({ onOrdered, discardDraft }: { onOrdered(): void; discardDraft(): void }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { code } = useStoreView();
  return useCallback(
    ({ order, totals, details, lines }: PlacedOrder) => {
      savePlacedOrder(placedOrderRecordOf(order, totals, details));
      track(
        purchaseEvent(
          order,
          {
            currency: totals.grandTotal.currency,
            grandTotal: totals.grandTotal.value,
            shipping: segmentValue(totals, 'shipping'),
            tax: segmentValue(totals, 'tax'),
          },
          lines,
        ),
      );
      discardDraft();
      void navigate(paths.checkoutConfirmation(code, order.number), { replace: true });
      onOrdered();
      if (order.accountCreated) {
        emitSessionChange('login');
        void client.refetchQueries({ include: [SessionDocument] }).catch(() => undefined);
      }
    },
    [client, code, discardDraft, navigate, onOrdered],
  );
}
