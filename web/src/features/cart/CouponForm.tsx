import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/Button';
import { Field, TextInput } from '@/shared/ui/Field';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { cartUserErrorOutcome } from './cartOutcomes';
import type { CouponForm_CartFragment } from './CouponForm.generated';
import { useCartChanges } from './useCartChanges';
import styles from './CouponForm.module.css';

/**
 * The cart's coupon: a code to apply ("You've entered an incorrect coupon code. Please try again." beside the
 * field when the platform knows none), or the applied code with its remove action.
 */
export function CouponForm({ cart }: { cart: CouponForm_CartFragment }) {
  const { t, i18n } = useLingui();
  const { applyCoupon, removeCoupon } = useCartChanges();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(t`Vul een kortingscode in.`);
      return;
    }
    setBusy(true);
    const result = await applyCoupon(code.trim());
    setBusy(false);
    if (result === 'failed') return;
    const [refusal] = result;
    setError(refusal ? cartUserErrorOutcome(i18n, refusal).text : null);
    if (!refusal) setCode('');
  };

  const onRemove = async () => {
    setBusy(true);
    await removeCoupon();
    setBusy(false);
  };

  if (cart.couponCode) {
    const applied = cart.couponCode;
    return (
      <div className={styles.applied} data-testid="coupon-applied">
        <p className={styles.code} role="status">
          <Trans>
            Kortingscode <strong>{applied}</strong> is toegepast.
          </Trans>
        </p>
        <Button variant="ghost" size="sm" onClick={onRemove} loading={busy}>
          <Trans>Kortingscode verwijderen</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Kortingscode`}>
      <Field label={<Trans>Kortingscode</Trans>} error={error}>
        <TextInput
          name="coupon"
          value={code}
          autoComplete="off"
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
      </Field>
      <Button type="submit" loading={busy}>
        <Trans>Toepassen</Trans>
      </Button>
      {/* The field shows the refusal; this copy makes screen readers say it at once. */}
      <div className={styles.announce} role="alert">
        {error && <VisuallyHidden>{error}</VisuallyHidden>}
      </div>
    </form>
  );
}
