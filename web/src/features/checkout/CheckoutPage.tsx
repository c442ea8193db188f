import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { analyticsLinesOf, checkoutStepEvent, track } from '@/shared/analytics/dataLayer';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { useSession } from '@/shared/session';
import { CHECKOUT_STEP_PARAM, paths, useStoreView, type CheckoutStep } from '@/shared/storeView';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { Steps } from '@/shared/ui/Steps';
import { useCheckoutCustomerQuery, type CheckoutCustomerQuery } from './CheckoutCustomer.generated';
import { useCheckoutPageQuery } from './CheckoutPage.generated';
import type { AddressValues, PersonalDetailsValues } from './domain/checkoutDraft';
import { EMPTY_ADDRESS } from './domain/checkoutInput';
import { addressFieldValuesOf } from '@/shared/forms/addressFields';
import { SHIPPING_COUNTRIES } from './domain/checkoutRules';
import { furthestStep, stepIndex, stepOf } from './domain/checkoutSteps';
import { OfflineOrderConfirm } from './OfflineOrderConfirm';
import { OrderSummary } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { PersonalDetailsStep, type CheckoutPassword } from './PersonalDetailsStep';
import { ShippingStep } from './ShippingStep';
import { useCheckoutDraft } from './useCheckoutDraft';
import { useOrderPlaced, type PlacedOrder } from './useOrderPlaced';
import styles from './CheckoutPage.module.css';

const NO_PASSWORD: CheckoutPassword = { password: '', passwordConfirmation: '', acceptPrivacyPolicy: false };

export interface CheckoutPageProps {
  /** The guest cart id; null for a customer (the session's cart) and for a guest without a cart. */
  cartId: string | null;
  /** Whether the stored cart id has been read (once mounted: the server has no storage). */
  cartReady: boolean;
  /** The order is placed: the cart id is dropped without sync (the platform closed the cart). */
  onOrdered(): void;
}

type Customer = NonNullable<CheckoutCustomerQuery['me']>;

function personalDetailsOf(customer: Customer | null): PersonalDetailsValues {
  return {
    firstname: customer?.firstname ?? '',
    lastname: customer?.lastname ?? '',
    email: customer?.email ?? '',
    createAccount: false,
  };
}

/** A customer's default shipping address (seed 000 §9: only in Belgium or the Netherlands), else the names only. */
function shippingAddressOf(
  customer: Customer | null,
  personal: PersonalDetailsValues | null,
  country: string,
): AddressValues {
  const saved = customer?.addresses.find(
    (address) => address.defaultShipping && SHIPPING_COUNTRIES.includes(address.countryId),
  );
  if (saved) return addressFieldValuesOf(saved);
  return {
    ...EMPTY_ADDRESS,
    firstname: personal?.firstname ?? '',
    lastname: personal?.lastname ?? '',
    countryId: SHIPPING_COUNTRIES.includes(country) ? country : '',
  };
}

/**
 * seed 000 §2 checkout, in the three steps of seed 000 §4 (personal details, shipping, payment), the step in
 * the address (`?step=`) so back, forward and reload keep it. What the shopper entered is kept for the 30
 * minutes they count as in checkout (useCheckoutDraft); the order summary stays beside every step.
 */
export function CheckoutPage({ cartId, cartReady, onOrdered }: CheckoutPageProps) {
  const { t } = useLingui();
  const storeView = useStoreView();
  const { code } = storeView;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const { draft, update, renewIdempotencyKey, discard } = useCheckoutDraft(code);
  const [password, setPassword] = useState<CheckoutPassword>(NO_PASSWORD);
  const isCustomer = session.customer !== null;
  const hasNoCart = cartReady && cartId === null && !session.loading && !isCustomer;
  const cartQuery = useCheckoutPageQuery({
    variables: { cartId },
    skip: !cartReady || hasNoCart || session.loading,
    fetchPolicy: 'cache-and-network',
  });
  const customerQuery = useCheckoutCustomerQuery({ skip: !isCustomer });
  const customer = customerQuery.data?.me ?? null;
  const cart = cartQuery.data?.cart ?? null;

  const orderPlaced = useOrderPlaced({ onOrdered, discardDraft: discard });
  const onPlaced = useCallback(
    (placed: PlacedOrder) => {
      setPassword(NO_PASSWORD);
      orderPlaced(placed);
    },
    [orderPlaced],
  );

  const requested = stepOf(params.get(CHECKOUT_STEP_PARAM));
  const furthest = draft ? furthestStep(draft, isCustomer ? NO_PASSWORD : password) : 'personal';
  const step: CheckoutStep = stepIndex(requested) > stepIndex(furthest) ? furthest : requested;

  // seed 000 §4 analytics steps: each step once as the shopper arrives at it.
  const tracked = useRef<CheckoutStep | null>(null);
  useEffect(() => {
    if (!cart || cart.items.length === 0 || !draft || tracked.current === step) return;
    tracked.current = step;
    track(checkoutStepEvent(step, cart.totals.grandTotal.currency, analyticsLinesOf(cart.items)));
  }, [cart, draft, step]);

  const goTo = (next: CheckoutStep) => void navigate(paths.checkout(code, next));

  const meta = <EveryStorePageMeta name={t`Afrekenen`} pathIn={paths.checkout} />;
  const heading = (
    <h1>
      <Trans>Afrekenen</Trans>
    </h1>
  );

  if (hasNoCart || (cart && cart.items.length === 0) || (cartQuery.data && !cart)) {
    return (
      <section className={styles.page}>
        {meta}
        {heading}
        <EmptyState
          role="status"
          action={
            <ButtonLink variant="primary" to={paths.books(code)}>
              <Trans>Verder winkelen</Trans>
            </ButtonLink>
          }
        >
          <p>
            <Trans>Je winkelmandje is leeg.</Trans>
          </p>
        </EmptyState>
      </section>
    );
  }

  if (cartQuery.error && !cart) {
    return (
      <section className={styles.page}>
        {meta}
        {heading}
        <EmptyState
          tone="error"
          role="alert"
          action={
            <Button onClick={() => void cartQuery.refetch().catch(() => undefined)}>
              <Trans>Opnieuw proberen</Trans>
            </Button>
          }
        >
          <p>
            <Trans>Je winkelmandje kon niet worden geladen. Probeer het opnieuw.</Trans>
          </p>
        </EmptyState>
      </section>
    );
  }

  if (!cart || !draft || (isCustomer && customerQuery.loading && !customer)) {
    return (
      <section className={`${styles.page} ${styles.steady}`}>
        {meta}
        {heading}
        <LoadingRegion>
          <div className={styles.page}>
            <Skeleton shape="pill" width="min(100%, 24rem)" height="var(--tap-target)" />
            <div className={styles.layout}>
              <Skeleton shape="block" width="100%" height="32rem" />
              <Skeleton shape="block" width="100%" height="12rem" />
            </div>
          </div>
        </LoadingRegion>
      </section>
    );
  }

  // An address naming a step the draft does not reach yet goes to the first step to complete.
  if (step !== requested) return <Navigate to={paths.checkout(code, step)} replace />;

  const personal = draft.personalDetails
    ? { ...draft.personalDetails, createAccount: isCustomer ? false : draft.personalDetails.createAccount }
    : personalDetailsOf(customer);
  const stepLabels: Record<CheckoutStep, string> = {
    personal: t`Persoonlijke gegevens`,
    shipping: t`Verzending`,
    payment: t`Betaling`,
  };

  return (
    <section className={`${styles.page} ${styles.steady}`} data-testid="checkout" data-step={step}>
      {meta}
      {heading}
      <Steps
        label={t`Stappen van het afrekenen`}
        current={step}
        steps={(['personal', 'shipping', 'payment'] as const).map((key) => ({
          key,
          label: stepLabels[key],
          to: stepIndex(key) <= stepIndex(furthest) ? paths.checkout(code, key) : null,
          done: stepIndex(key) < stepIndex(furthest),
        }))}
      />
      <OfflineOrderConfirm cart={cart} onPlaced={onPlaced} />
      <div className={styles.layout}>
        <div>
          {step === 'personal' && (
            <PersonalDetailsStep
              cartId={cartId}
              initial={personal}
              isCustomer={isCustomer}
              password={password}
              onPassword={setPassword}
              onDone={(values) => {
                update({ personalDetails: values });
                goTo('shipping');
              }}
            />
          )}
          {step === 'shipping' && (
            <ShippingStep
              cartId={cartId}
              initial={
                draft.shippingAddress ??
                shippingAddressOf(customer, draft.personalDetails, storeView.taxCountry)
              }
              chosenMethod={draft.shippingMethod}
              onAddress={(address) => update({ shippingAddress: address, shippingMethod: null })}
              onDone={(address, method) => {
                update({ shippingAddress: address, shippingMethod: method });
                goTo('payment');
              }}
            />
          )}
          {step === 'payment' && (
            <PaymentStep
              cart={cart}
              cartId={cartId}
              isGuest={!isCustomer}
              draft={draft}
              update={update}
              password={password}
              renewIdempotencyKey={renewIdempotencyKey}
              onPlaced={onPlaced}
            />
          )}
        </div>
        <OrderSummary cart={cart} />
      </div>
    </section>
  );
}
