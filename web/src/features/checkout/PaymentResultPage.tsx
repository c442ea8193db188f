import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths, useStoreView } from '@/shared/storeView';
import { ButtonLink } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Loading } from '@/shared/ui/StatusMessages';
import { AN_ERROR_OCCURRED } from '@/shared/graphql/requestProblem';
import { PAYMENT_FAILED, paymentProblemText } from './checkoutMessages';
import { paymentOutcomeOf } from './domain/paymentOutcome';
import { readPendingPayment, savePendingPayment } from './placedOrderStore';
import { useSubmitPaymentDetailsMutation } from './SubmitPaymentDetails.generated';
import { useCheckoutDraft } from './useCheckoutDraft';
import { useOrderPlaced } from './useOrderPlaced';

/** The query parameter the payment provider returns with (seed 000 §2 'payment return'). */
export const REDIRECT_RESULT_PARAM = 'redirectResult';

/**
 * seed 000 §2 'payment return' /adyen/process/result: where the card payment provider sends the shopper back
 * after the issuer's page. The order was placed before the redirect (its id kept in this tab); the provider's
 * `redirectResult` finishes its payment (submitPaymentDetails, answered once whatever is sent again), then the
 * confirmation follows, or the refusal with the way back to the payment step (the cart is kept).
 */
export function PaymentResultPage({ onOrdered }: { onOrdered(): void }) {
  const { t, i18n } = useLingui();
  const { code } = useStoreView();
  const [params] = useSearchParams();
  const redirectResult = params.get(REDIRECT_RESULT_PARAM);
  const { renewIdempotencyKey, discard } = useCheckoutDraft(code);
  const orderPlaced = useOrderPlaced({ onOrdered, discardDraft: discard });
  const [submitPaymentDetails] = useSubmitPaymentDetailsMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = readPendingPayment(code);
    if (!redirectResult || !pending) {
      console.error(
        !redirectResult
          ? '[Adyen] The payment return has no redirectResult'
          : '[Adyen] No order of this browser tab waits for a payment',
      );
      setProblem(i18n._(PAYMENT_FAILED));
      return;
    }
    // seed 000 §8 'Payment: errors logged; missing cart id logs a message that the cart id does not exist'.
    if (pending.guest && !pending.cartId) console.error('[Adyen] CartId does not exist');
    submitPaymentDetails({
      variables: {
        input: {
          ...(pending.cartId ? { cartId: pending.cartId } : {}),
          orderId: pending.order.id,
          details: JSON.stringify({ details: { redirectResult } }),
        },
      },
    })
      .then(({ data }) => {
        const answer = data?.submitPaymentDetails;
        if (!answer) throw new Error('submitPaymentDetails answered nothing');
        const outcome = paymentOutcomeOf({ ...answer, order: pending.order });
        if (outcome.kind === 'placed') {
          savePendingPayment(code, null);
          return orderPlaced({
            order: pending.order,
            totals: pending.order,
            details: pending.order.details,
            lines: pending.lines,
          });
        }
        console.error(
          '[Adyen] The payment was not authorised',
          answer.payment?.resultCode,
          answer.userErrors,
        );
        savePendingPayment(code, null);
        renewIdempotencyKey();
        setProblem(paymentProblemText(i18n, outcome));
      })
      .catch((error: unknown) => {
        console.error('[Adyen] The payment details could not be submitted', error);
        setProblem(i18n._(AN_ERROR_OCCURRED));
      });
  }, [code, i18n, orderPlaced, redirectResult, renewIdempotencyKey, submitPaymentDetails]);

  return (
    <>
      <EveryStorePageMeta name={t`Betaling`} pathIn={paths.paymentReturn} />
      {problem ? (
        <EmptyState
          headingLevel={1}
          tone="error"
          role="alert"
          title={<Trans>Je betaling is niet gelukt</Trans>}
          action={
            <ButtonLink variant="primary" to={paths.checkout(code, 'payment')}>
              <Trans>Terug naar betalen</Trans>
            </ButtonLink>
          }
          data-testid="payment-result-problem"
        >
          <p>{problem}</p>
        </EmptyState>
      ) : (
        <Loading />
      )}
    </>
  );
}
