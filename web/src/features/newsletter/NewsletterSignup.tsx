import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { emailRule } from '@shop/validation';
import { formRuleMessage } from '@/shared/forms/formRuleMessages';
import { EmailField } from '@/shared/forms/PersonFields';
import { Button } from '@/shared/ui/Button';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { useSubscribeNewsletterMutation } from './SubscribeNewsletter.generated';
import styles from './NewsletterSignup.module.css';

type Outcome = { kind: 'subscribed' } | { kind: 'failed'; text: string } | null;

export interface NewsletterSignupProps {
  /** A logged-in customer's email, filled in for them; empty for a guest. */
  defaultEmail?: string;
}

/**
 * Newsletter subscription (seed 000 §1: anonymous visitors and customers alike; §7 'Newsletter'). The email
 * is checked by the seed's rule (§5 'valid email') before it is sent, and again by the server.
 */
export function NewsletterSignup({ defaultEmail = '' }: NewsletterSignupProps) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState(defaultEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [subscribe, { loading }] = useSubscribeNewsletterMutation();
  const headingId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const rule = emailRule(email);
    if (rule) {
      setFieldError(formRuleMessage(i18n, { code: rule }));
      return;
    }
    setFieldError(null);
    try {
      const payload = (await subscribe({ variables: { email: email.trim() } })).data?.subscribeNewsletter;
      const [refusal] = payload?.userErrors ?? [];
      if (refusal && refusal.field === 'email') setFieldError(formRuleMessage(i18n, refusal));
      else if (refusal) setOutcome({ kind: 'failed', text: formRuleMessage(i18n, refusal) });
      else if (payload?.subscribed) setOutcome({ kind: 'subscribed' });
      else throw new Error('the newsletter answered neither subscribed nor a reason');
    } catch {
      setOutcome({ kind: 'failed', text: t`Je inschrijving is niet gelukt. Probeer het later opnieuw.` });
    }
  };

  return (
    <section className={styles.signup} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Nieuwsbrief</Trans>
      </h2>
      <p className={styles.intro}>
        <Trans>Nieuwe boeken, voorleestips en acties, één keer per maand in je mailbox.</Trans>
      </p>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={t`Inschrijven op de nieuwsbrief`}
      >
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value);
            setFieldError(null);
          }}
          error={fieldError}
          required={false}
        />
        <Button type="submit" variant="primary" loading={loading}>
          <Trans>Inschrijven</Trans>
        </Button>
      </form>
      {/* Present before it speaks, so screen readers announce what appears in it. */}
      <div aria-live="polite" className={styles.outcome}>
        {outcome?.kind === 'subscribed' && (
          <InlineMessage tone="success">
            <Trans>Je bent ingeschreven op de nieuwsbrief.</Trans>
          </InlineMessage>
        )}
        {outcome?.kind === 'failed' && <InlineMessage tone="error">{outcome.text}</InlineMessage>}
        {fieldError && <VisuallyHidden>{fieldError}</VisuallyHidden>}
      </div>
    </section>
  );
}
