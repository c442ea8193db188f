import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormErrorSummary } from '@/shared/forms/FormErrorSummary';
import { formatPrice } from '@/shared/format/price';
import { useStoreView } from '@/shared/storeView';
import { Button } from '@/shared/ui/Button';
import { ChoiceGroup, Radio } from '@/shared/ui/Field';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { useNotifications } from '@/shared/ui/Notifications';
import { ADDRESS_FIELD_NAMES } from '@/shared/forms/addressFields';
import { CheckoutAddressFields } from './CheckoutAddressFields';
import type { AddressValues, ShippingMethodChoice } from './domain/checkoutDraft';
import { checkoutAddressInput } from './domain/checkoutInput';
import { shippingAddressErrors } from './domain/checkoutRules';
import {
  useSetShippingAddressMutation,
  type ShippingStep_MethodFragment,
} from './SetShippingAddress.generated';
import { useSetShippingMethodMutation } from './SetShippingMethod.generated';
import { useCheckoutFieldErrors } from './useCheckoutFieldErrors';
import styles from './CheckoutPage.module.css';
import { shippingMethodTitle } from '@/shared/checkout/methodTitles';
import { FormActions } from '@/shared/forms/FormActions';
import { requestProblemText } from '@/shared/graphql/requestProblem';

const keyOf = (method: ShippingMethodChoice) => `${method.carrierCode}/${method.methodCode}`;

/** seed 000 §4: the method chosen before if it is still offered, else the default, else the first. */
function preselected(methods: readonly ShippingStep_MethodFragment[], chosen: ShippingMethodChoice | null) {
  const kept = chosen && methods.find((method) => keyOf(method) === keyOf(chosen));
  return kept ?? methods.find((method) => method.isDefault) ?? methods[0] ?? null;
}

export interface ShippingStepProps {
  cartId: string | null;
  initial: AddressValues;
  /** The method chosen before (the draft's), preselected when it is offered again. */
  chosenMethod: ShippingMethodChoice | null;
  /** The address was given and its methods asked: kept in the draft. */
  onAddress(address: AddressValues): void;
  /** The platform took address and method and answered the totals: on to the payment. */
  onDone(address: AddressValues, method: ShippingMethodChoice): void;
}

/**
 * Step 2 (seed 000 §3 shippingDetails): the address (seed 000 §9: only Belgium and the Netherlands), then the
 * shipping methods the platform offers for it (seed 000 §5: unavailable ones are dropped by the graph), the
 * default preselected (seed 000 §4), each with its price; the chosen method is kept on the cart at once, so
 * the order summary shows its cost from this step on and follows another choice.
 */
export function ShippingStep({ cartId, initial, chosenMethod, onAddress, onDone }: ShippingStepProps) {
  const { t, i18n } = useLingui();
  const { locale } = useStoreView();
  const { notify } = useNotifications();
  const [address, setAddress] = useState(initial);
  /** The methods of the address as it was sent; null when not asked yet or the address changed since. */
  const [methods, setMethods] = useState<readonly ShippingStep_MethodFragment[] | null>(null);
  const [method, setMethod] = useState<ShippingMethodChoice | null>(chosenMethod);
  const [methodErrors, setMethodErrors] = useState<{ code: string; text: string }[]>([]);
  /** The method the platform's cart has for the address as it is (its totals are the summary's); null when none. */
  const [appliedMethod, setAppliedMethod] = useState<string | null>(null);
  /** Counts the choices sent, so only the answer to the last one counts when the shopper clicks on quickly. */
  const choices = useRef(0);
  const [askAddress, { loading: askingMethods }] = useSetShippingAddressMutation();
  const [setShippingMethod, { loading: settingMethod }] = useSetShippingMethodMutation();
  const errors = useCheckoutFieldErrors(shippingAddressErrors(address), ADDRESS_FIELD_NAMES, ['address']);

  const loadMethods = async (sent: AddressValues) => {
    try {
      const { data } = await askAddress({
        variables: { input: { ...(cartId ? { cartId } : {}), address: checkoutAddressInput(sent) } },
      });
      const payload = data?.setShippingAddress;
      if (!payload) return;
      if (payload.userErrors.length > 0) return errors.showUserErrors(payload.userErrors);
      setMethods(payload.shippingMethods);
      const choice = preselected(payload.shippingMethods, method ?? chosenMethod);
      const picked = choice && { carrierCode: choice.carrierCode, methodCode: choice.methodCode };
      setMethod(picked);
      onAddress(sent);
      if (picked) void applyMethod(sent, picked);
    } catch (error) {
      console.error('[Checkout] The shipping methods could not be loaded', error);
      notify({ type: 'error', message: requestProblemText(i18n, error) });
    }
  };

  // Back on this step with an address given before (a reload, the back button): its methods are asked again.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (shippingAddressErrors(initial).length === 0) void loadMethods(initial);
    // Once, for the address the step started with.
  }, []);

  const onChange = (field: keyof AddressValues, value: string) => {
    setAddress((before) => ({ ...before, [field]: value }));
    setMethods(null);
    setAppliedMethod(null);
    setMethodErrors([]);
    errors.changed(field);
  };

  const onShowMethods = (event: FormEvent) => {
    event.preventDefault();
    if (errors.validate()) void loadMethods(address);
  };

  /**
   * Keeps the chosen method on the platform's cart as soon as it is chosen: the answer's totals (with the
   * shipping segment) update the order summary beside this step. True when the platform took it.
   */
  const applyMethod = async (sent: AddressValues, choice: ShippingMethodChoice): Promise<boolean> => {
    const turn = ++choices.current;
    setAppliedMethod(null);
    try {
      const { data } = await setShippingMethod({
        variables: {
          input: { ...(cartId ? { cartId } : {}), address: checkoutAddressInput(sent), ...choice },
        },
      });
      const payload = data?.setShippingMethod;
      const taken = Boolean(payload?.cart) && payload?.userErrors.length === 0;
      if (turn !== choices.current) return taken;
      if (taken) setAppliedMethod(keyOf(choice));
      else
        setMethodErrors(
          (payload?.userErrors ?? []).map((error) => ({ code: error.code, text: errors.text(error) })),
        );
      return taken;
    } catch (error) {
      console.error('[Checkout] The shipping method could not be set', error);
      if (turn === choices.current) notify({ type: 'error', message: requestProblemText(i18n, error) });
      return false;
    }
  };

  const onContinue = async () => {
    if (!method) return;
    if (appliedMethod === keyOf(method) || (await applyMethod(address, method))) onDone(address, method);
  };

  return (
    <div className={styles.form}>
      <form
        ref={errors.formRef}
        className={styles.form}
        noValidate
        onSubmit={onShowMethods}
        aria-label={t`Verzendadres`}
      >
        <h2>
          <Trans>Verzendadres</Trans>
        </h2>
        <FormErrorSummary errors={errors.generalErrors} />
        <CheckoutAddressFields
          values={address}
          onChange={onChange}
          onBlur={errors.touch}
          fieldError={errors.fieldError}
        />
        {methods === null && (
          <FormActions submitLabel={<Trans>Verzendwijzen tonen</Trans>} busy={askingMethods} />
        )}
      </form>
      {methods !== null && (
        <section className={styles.form} aria-label={t`Verzendwijze`}>
          {methods.length === 0 ? (
            <InlineMessage tone="warning" live="status">
              <Trans>Er is geen verzendwijze voor dit adres. Kijk het adres na.</Trans>
            </InlineMessage>
          ) : (
            <ChoiceGroup legend={<Trans>Verzendwijze</Trans>} required>
              {methods.map((option) => (
                <Radio
                  key={keyOf(option)}
                  name="shippingMethod"
                  value={keyOf(option)}
                  checked={method !== null && keyOf(method) === keyOf(option)}
                  onChange={() => {
                    const picked = { carrierCode: option.carrierCode, methodCode: option.methodCode };
                    setMethod(picked);
                    setMethodErrors([]);
                    void applyMethod(address, picked);
                  }}
                  label={`${shippingMethodTitle(i18n, option)}: ${formatPrice(option.priceInclTax, locale)}`}
                />
              ))}
            </ChoiceGroup>
          )}
          <FormErrorSummary errors={methodErrors} />
          <div className={styles.actions}>
            <Button
              variant="primary"
              loading={settingMethod}
              disabled={!method || methods.length === 0}
              onClick={onContinue}
            >
              <Trans>Verder naar betalen</Trans>
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
