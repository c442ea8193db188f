import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { readRuntimeConfig } from '@/shared/config/runtimeConfig';
import type { MoneyValue } from '@/shared/format/price';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { adyenCheckoutOptions } from './adyenOptions';
import { loadAdyenWeb } from './loadAdyenWeb';
import { cardTexts } from './cardTexts';
import styles from './CardPayment.module.css';

/** What the payment step asks of the card component. */
export interface CardPaymentHandle {
  /**
   * The card component's state data (the encrypted card fields, the browser info for 3DS2) when the card is
   * complete and valid; otherwise null, and the fields show what is missing.
   */
  stateData(): unknown;
  /**
   * Performs the provider's action (a 3DS2 challenge in the page, or a redirect to the issuer, which leaves the
   * page); `onDetails` gets the details the component collected, to be submitted.
   */
  handleAction(action: string, onDetails: (details: unknown) => Promise<void>): void;
}

interface CardElement {
  readonly isValid: boolean;
  readonly data: unknown;
  showValidation(): unknown;
  mount(node: HTMLElement): unknown;
  unmount(): unknown;
}

interface CheckoutCore {
  createFromAction(action: unknown): { mount(node: HTMLElement): unknown };
}

export interface CardPaymentProps {
  amount: MoneyValue;
  countryCode: string;
  language: 'nl' | 'en';
  ref?: Ref<CardPaymentHandle>;
}

/**
 * seed 000 §3 Payment state 'card fields entered: encryptedCardNumber, encryptedExpiryMonth,
 * encryptedExpiryYear, holderName, encryptedSecurityCode': the provider's Card component, whose fields are the
 * provider's own frames (the shop never sees a card number). The library loads when this mounts.
 */
export function CardPayment({ amount, countryCode, language, ref }: CardPaymentProps) {
  const container = useRef<HTMLDivElement>(null);
  const actionContainer = useRef<HTMLDivElement>(null);
  const card = useRef<CardElement | null>(null);
  const core = useRef<CheckoutCore | null>(null);
  const onDetails = useRef<((details: unknown) => Promise<void>) | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  // The component is made once per mount: a new amount (a changed shipping method) does not rebuild the fields
  // the shopper is typing in. The amount is only shown by the component, the graph charges the cart's total.
  const { i18n } = useLingui();
  const initial = useRef({ amount, countryCode, language, texts: cardTexts(i18n) });

  useEffect(() => {
    let cancelled = false;
    let mounted: CardElement | null = null;
    loadAdyenWeb()
      .then(async ({ AdyenCheckout, Card }) => {
        const checkout = await AdyenCheckout({
          ...adyenCheckoutOptions(readRuntimeConfig(document).adyen, initial.current),
          onAdditionalDetails: (state, _component, actions) => {
            const handler = onDetails.current;
            if (!handler) return actions.reject();
            handler(state.data).then(
              () => actions.resolve({ resultCode: 'Authorised' }),
              () => actions.reject(),
            );
          },
          onError: (error) => console.error('[Adyen] The card component failed', error),
        });
        if (cancelled || !container.current) return;
        mounted = new Card(checkout, { showPayButton: false }) as unknown as CardElement;
        mounted.mount(container.current);
        card.current = mounted;
        core.current = checkout as unknown as CheckoutCore;
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('[Adyen] The card payment could not be loaded', error);
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
      mounted?.unmount();
      card.current = null;
      core.current = null;
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      stateData() {
        const element = card.current;
        if (!element) return null;
        if (element.isValid) return element.data;
        element.showValidation();
        return null;
      },
      handleAction(action, details) {
        onDetails.current = details;
        if (!core.current || !actionContainer.current) {
          console.error('[Adyen] The card component is not ready for the action');
          return;
        }
        core.current.createFromAction(JSON.parse(action)).mount(actionContainer.current);
      },
    }),
    [],
  );

  return (
    <div className={styles.card} data-testid="card-payment" data-loading={status === 'loading' || undefined}>
      {status === 'loading' && (
        <div className={styles.placeholder}>
          <LoadingRegion>
            <Skeleton shape="block" width="100%" height="19.5rem" />
          </LoadingRegion>
        </div>
      )}
      {status === 'error' && (
        <InlineMessage tone="error" live="alert">
          <Trans>
            De kaartbetaling kon niet worden geladen. Kies een andere betaalwijze of probeer het later
            opnieuw.
          </Trans>
        </InlineMessage>
      )}
      <div ref={container} />
      <div ref={actionContainer} />
    </div>
  );
}
