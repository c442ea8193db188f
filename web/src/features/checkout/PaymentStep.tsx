import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { analyticsLinesOf, type AnalyticsCartLine } from '@/shared/analytics/dataLayer';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { paths, useStoreView } from '@/shared/storeView';
import { Alert } from '@/shared/ui/Alert';
import { Checkbox, ChoiceGroup, Field, Radio, TextInput } from '@/shared/ui/Field';
import { useNotifications } from '@/shared/ui/Notifications';
import { CardPayment, type CardPaymentHandle } from './adyen/CardPayment';
import { ADDRESS_FIELD_NAMES } from '@/shared/forms/addressFields';
import { CheckoutAddressFields } from './CheckoutAddressFields';
import { paymentProblemText } from './checkoutMessages';
import type { AddressValues, CheckoutDraft, SchoolValues } from './domain/checkoutDraft';
import { EMPTY_ADDRESS, placeOrderInput } from './domain/checkoutInput';
import { offlineOrderOf, offlineOrderProblem } from './domain/offlineOrder';
import { billingErrors } from './domain/checkoutRules';
import { paymentOutcomeOf } from './domain/paymentOutcome';
import { placedOrderLinesOf } from './domain/placedOrderDetails';
import type { OrderSummary_CartFragment } from './OrderSummary.generated';
import type { PaymentStep_CartFragment } from './PaymentStep.generated';
import { usePlaceOrderMutation, type PlaceOrderResult_PayloadFragment } from './PlaceOrder.generated';
import type { CheckoutPassword } from './PersonalDetailsStep';
import { keepOfflineOrder } from './offlineOrderStore';
import { placedOrderRecordOf, savePendingPayment, type PlacedOrderFields } from './placedOrderStore';
import { useSetPaymentMethodMutation } from './SetPaymentMethod.generated';
import { useSubmitPaymentDetailsMutation } from './SubmitPaymentDetails.generated';
import { useCheckoutFieldErrors } from './useCheckoutFieldErrors';
import type { PlacedOrder } from './useOrderPlaced';
import styles from './CheckoutPage.module.css';
import { paymentMethodTitle } from '@/shared/checkout/methodTitles';
import { FormActions } from '@/shared/forms/FormActions';
import { requestProblemText } from '@/shared/graphql/requestProblem';
import { MAX_CHARS } from '@shop/validation';
import { isOffline } from '@/shared/sync/SyncQueueProvider';

const SCHOOL_FIELDS = ['company', 'taxId', 'schoolCode', 'amountOfStudents'] as const;
const FIELDS = [...ADDRESS_FIELD_NAMES, ...SCHOOL_FIELDS];

export interface PaymentStepProps {
  cart: PaymentStep_CartFragment & OrderSummary_CartFragment;
  cartId: string | null;
  /** A guest needs the guest cart id; a customer's cart is the session's. */
  isGuest: boolean;
  draft: CheckoutDraft;
  update(change: Partial<CheckoutDraft>): CheckoutDraft;
  password: CheckoutPassword;
  renewIdempotencyKey(): void;
  onPlaced(order: PlacedOrder): void;
}

/** seed 000 §4: the method chosen before if the cart may still use it, else the default, else the first. */
function chosenMethod(methods: PaymentStep_CartFragment['paymentMethods'], code: string | null) {
  return (
    methods.find((method) => method.code === code) ??
    methods.find((method) => method.isDefault) ??
    methods[0] ??
    null
  );
}

/**
 * Step 3 (seed 000 §3 paymentDetails): the billing address (the shipping address, or its own) with the school
 * fields company, taxId, schoolCode and amountOfStudents, optional and closed until the shopper says they order
 * for a school; the cart's payment methods (the graph leaves cash on
 * delivery out of a virtual cart), the default preselected; the card fields for the card method; 'Place order'.
 */
export function PaymentStep({
  cart,
  cartId,
  isGuest,
  draft,
  update,
  password,
  renewIdempotencyKey,
  onPlaced,
}: PaymentStepProps) {
  const { t, i18n } = useLingui();
  const { code, language } = useStoreView();
  const { notify } = useNotifications();
  const card = useRef<CardPaymentHandle>(null);
  const [billing, setBilling] = useState<AddressValues>(
    draft.billingAddress ?? draft.shippingAddress ?? EMPTY_ADDRESS,
  );
  const [sameAsShipping, setSameAsShipping] = useState(draft.billingSameAsShipping);
  const [school, setSchool] = useState<SchoolValues>(draft.school);
  const [orderingForSchool, setOrderingForSchool] = useState(draft.orderingForSchool);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [keptOffline, setKeptOffline] = useState(false);
  // Back online, the kept order is offered for confirmation above ('Order waiting!'): this note has done its work.
  useEffect(() => {
    const online = () => setKeptOffline(false);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);
  const [setPaymentMethod] = useSetPaymentMethodMutation();
  const [placeOrder] = usePlaceOrderMutation();
  const [submitPaymentDetails] = useSubmitPaymentDetailsMutation();
  const method = chosenMethod(cart.paymentMethods, draft.paymentMethodCode);
  const errors = useCheckoutFieldErrors(
    billingErrors(sameAsShipping ? (draft.shippingAddress ?? billing) : billing, school, {
      sameAsShipping,
      orderingForSchool,
    }),
    FIELDS,
    ['billingAddress', 'address'],
  );

  // seed 000 §4: the default payment method is set when none is chosen; each method asks the platform's totals.
  const sentMethod = useRef<string | null>(null);
  useEffect(() => {
    if (!method || sentMethod.current === method.code) return;
    sentMethod.current = method.code;
    setPaymentMethod({ variables: { input: { ...(cartId ? { cartId } : {}), code: method.code } } })
      .then(({ data }) => {
        const refused = data?.setPaymentMethod.userErrors ?? [];
        if (refused.length > 0) errors.showUserErrors(refused);
      })
      .catch((error: unknown) => console.error('[Checkout] The payment method could not be set', error));
    // The errors helper changes every render; the method's code is what matters.
  }, [method, cartId, setPaymentMethod]);

  /** What the confirmation lists: the cart's lines, the addresses and methods of this checkout. */
  const orderLines = () =>
    placedOrderLinesOf(cart.items, draft, method && { code: method.code, title: method.title });

  const choose = (next: string) => {
    setRefusal(null);
    update({ paymentMethodCode: next });
  };

  /** What placeOrder or submitPaymentDetails answered, for the shopper. */
  const handleAnswer = (answer: PlaceOrderResult_PayloadFragment, lines = analyticsLinesOf(cart.items)) => {
    const outcome = paymentOutcomeOf(answer);
    if (outcome.kind === 'action') return performAction(answer.order!, outcome.action, lines);
    // Any other answer ends the attempt: no payment waits at the issuer any more.
    savePendingPayment(code, null);
    if (outcome.kind === 'placed')
      return onPlaced({ order: answer.order!, totals: cart.totals, details: orderLines(), lines });
    // Not placed: the cart stays; the next attempt is another order with a new key.
    renewIdempotencyKey();
    if (outcome.kind === 'rejected') return errors.showUserErrors(answer.userErrors);
    if (outcome.kind === 'refused') console.error('[Adyen] The payment was refused', outcome.reason);
    else console.error('[Adyen] The payment failed', answer.payment?.resultCode);
    setRefusal(paymentProblemText(i18n, outcome));
  };

  /**
   * The card component's action: a 3DS2 challenge in the page, whose details are submitted here, or a redirect
   * to the issuer, which leaves the page: the return address finishes the payment with this (seed 000 §2, §3).
   */
  const performAction = (order: PlacedOrderFields, action: string, lines: AnalyticsCartLine[]) => {
    savePendingPayment(code, {
      order: placedOrderRecordOf(order, cart.totals, orderLines()),
      cartId,
      guest: isGuest,
      lines,
    });
    card.current?.handleAction(action, async (details) => {
      const { data } = await submitPaymentDetails({
        variables: {
          input: { ...(cartId ? { cartId } : {}), orderId: order.id, details: JSON.stringify(details) },
        },
      });
      if (!data) return;
      const { payment, userErrors } = data.submitPaymentDetails;
      handleAnswer(
        { order: { ...order, paymentInstructions: order.paymentInstructions ?? null }, payment, userErrors },
        lines,
      );
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (placing || !method) return;
    setRefusal(null);
    if (!errors.validate()) return;
    setKeptOffline(false);
    const offline = isOffline();
    const offlineProblem = offline
      ? offlineOrderProblem({
          isCard: method.isCard,
          createsAccount: isGuest && (draft.personalDetails?.createAccount ?? false),
        })
      : null;
    if (offlineProblem === 'CARD_OFFLINE')
      return setRefusal(
        t`Met een kaart betalen kan alleen online. Kies overschrijving, of bestel zodra je weer online bent.`,
      );
    if (offlineProblem === 'ACCOUNT_OFFLINE')
      return setRefusal(t`Een account aanmaken kan alleen online. Bestel zodra je weer online bent.`);
    let paymentData: string | undefined;
    if (method.isCard) {
      if (isGuest && !cartId) console.error('[Adyen] CartId does not exist');
      const state = card.current?.stateData();
      if (!state) return setRefusal(errors.text({ code: 'CARD_INCOMPLETE' }));
      paymentData = JSON.stringify(state);
    }
    const kept = update({
      billingSameAsShipping: sameAsShipping,
      billingAddress: sameAsShipping ? null : billing,
      orderingForSchool,
      school,
      paymentMethodCode: method.code,
    });
    const input = placeOrderInput(cartId, kept, password, {
      paymentMethodCode: method.code,
      ...(paymentData
        ? { paymentData, returnUrl: new URL(paths.paymentReturn(code), window.location.origin).href }
        : {}),
    });
    if (!input) return;
    setPlacing(true);
    if (offline) {
      // seed 001 §4: kept, and offered for confirmation once the network is back ('Order waiting!').
      const kept = await keepOfflineOrder(offlineOrderOf(code, input, orderLines(), Date.now())).catch(
        () => false,
      );
      setPlacing(false);
      if (kept) return setKeptOffline(true);
      return setRefusal(t`Je bestelling kon niet worden bewaard. Bestel zodra je weer online bent.`);
    }
    try {
      const { data } = await placeOrder({ variables: { input } });
      if (data) handleAnswer(data.placeOrder);
    } catch (error) {
      console.error('[Checkout] The order could not be placed', error);
      notify({ type: 'error', message: requestProblemText(i18n, error) });
    } finally {
      setPlacing(false);
    }
  };

  const schoolField = (
    field: keyof SchoolValues,
    label: string,
    autoComplete: string,
    inputMode?: 'numeric',
  ) => (
    <Field label={label} error={errors.fieldError(field)}>
      <TextInput
        name={field}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={MAX_CHARS[field]}
        value={school[field]}
        onChange={(event) => {
          setSchool((before) => ({ ...before, [field]: event.target.value }));
          errors.changed(field);
        }}
        onBlur={() => errors.touch(field)}
      />
    </Field>
  );

  return (
    <form
      ref={errors.formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-label={t`Betaling`}
    >
      <h2>
        <Trans>Factuurgegevens</Trans>
      </h2>
      <Checkbox
        name="billingSameAsShipping"
        checked={sameAsShipping}
        onChange={(event) => setSameAsShipping(event.target.checked)}
        label={<Trans>Factuuradres is hetzelfde als het verzendadres</Trans>}
      />
      {!sameAsShipping && (
        <CheckoutAddressFields
          values={billing}
          onChange={(field, value) => {
            setBilling((before) => ({ ...before, [field]: value }));
            errors.changed(field);
          }}
          onBlur={errors.touch}
          fieldError={errors.fieldError}
        />
      )}
      <ChoiceGroup legend={<Trans>Bestel je voor een school?</Trans>} data-testid="school-details">
        <Checkbox
          name="orderingForSchool"
          checked={orderingForSchool}
          onChange={(event) => {
            setOrderingForSchool(event.target.checked);
            // Closed, the school fields break no rule: their messages go with them.
            for (const field of SCHOOL_FIELDS) errors.changed(field);
          }}
          label={<Trans>Ja, ik bestel voor een school</Trans>}
        />
        {orderingForSchool && (
          <div className={styles.schoolFields}>
            <p className={styles.muted}>
              <Trans>Vul in wat je weet: elk veld is optioneel.</Trans>
            </p>
            {schoolField('company', t`School of bedrijf`, 'organization')}
            <div className={styles.pair}>
              {schoolField('taxId', t`Btw-nummer`, 'off')}
              {schoolField('schoolCode', t`Schoolcode`, 'off')}
            </div>
            {schoolField('amountOfStudents', t`Aantal leerlingen`, 'off', 'numeric')}
          </div>
        )}
      </ChoiceGroup>

      <h2>
        <Trans>Betaalwijze</Trans>
      </h2>
      <ChoiceGroup legend={<Trans>Kies hoe je betaalt</Trans>} required>
        {cart.paymentMethods.map((option) => (
          <Radio
            key={option.code}
            name="paymentMethod"
            value={option.code}
            checked={method?.code === option.code}
            onChange={() => choose(option.code)}
            label={paymentMethodTitle(i18n, option)}
          />
        ))}
      </ChoiceGroup>
      {method?.isCard && (
        <CardPayment
          ref={card}
          amount={cart.totals.grandTotal}
          countryCode={(sameAsShipping ? draft.shippingAddress?.countryId : billing.countryId) || 'BE'}
          language={language}
        />
      )}
      <FormErrorSummary errors={errors.generalErrors} />
      {keptOffline && (
        <Alert tone="info" data-testid="offline-order-kept">
          <p>
            <Trans>
              Je bent offline: je bestelling is bewaard. Zodra je weer online bent, vragen we je ze te
              bevestigen.
            </Trans>
          </p>
        </Alert>
      )}
      {refusal && (
        <Alert tone="error" data-testid="payment-refusal">
          <p>{refusal}</p>
        </Alert>
      )}
      <FormActions submitLabel={<Trans>Bestelling plaatsen</Trans>} busy={placing} disabled={!method} />
    </form>
  );
}
