import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { MAX_CHARS, type TooLong } from '@shop/validation';
import { formRuleMessage } from '@/shared/forms/formRuleMessages';
import { Button } from '@/shared/ui/Button';
import { ChoiceGroup, Field, Radio, TextArea, TextInput } from '@/shared/ui/Field';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import { useCreateReviewMutation } from './CreateReview.generated';
import { MAX_STARS, MIN_STARS, reviewErrors, type ReviewDraft, type ReviewField } from './domain/reviewRules';
import styles from './ReviewForm.module.css';

const EMPTY: ReviewDraft = { nickname: '', title: '', detail: '', rating: null };
const STARS = Array.from({ length: MAX_STARS - MIN_STARS + 1 }, (_, index) => MIN_STARS + index);
const FIELDS: readonly ReviewField[] = ['nickname', 'title', 'detail', 'rating'];

type Sent = { kind: 'received' } | { kind: 'failed'; text: string } | null;

/**
 * Writing a review (seed 000 §7 'Reviews'): nickname, title, text and 1 to 5 stars, checked before they are
 * sent; once received, the shop shows it after approval, which the form says.
 */
export function ReviewForm({ sku }: { sku: string }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [sent, setSent] = useState<Sent>(null);
  const [createReview, { loading }] = useCreateReviewMutation();

  const ruleText = (rule: string | TooLong, message?: string) =>
    rule === 'INVALID_RATING'
      ? t`Kies 1 tot 5 sterren.`
      : formRuleMessage(i18n, typeof rule === 'string' ? { code: rule, message } : rule);

  const edit = <K extends ReviewField>(field: K, value: ReviewDraft[K]) => {
    setDraft((before) => ({ ...before, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const broken = reviewErrors(draft);
    setErrors(Object.fromEntries(Object.entries(broken).map(([field, code]) => [field, ruleText(code)])));
    if (Object.keys(broken).length > 0 || draft.rating === null) return;
    try {
      const payload = (
        await createReview({
          variables: {
            input: {
              sku,
              nickname: draft.nickname.trim(),
              title: draft.title.trim(),
              detail: draft.detail.trim(),
              rating: draft.rating,
            },
          },
        })
      ).data?.createReview;
      if (!payload) throw new Error('createReview answered nothing');
      const onFields = payload.userErrors.filter((error) => FIELDS.includes(error.field as ReviewField));
      const others = payload.userErrors.filter((error) => !onFields.includes(error));
      setErrors(
        Object.fromEntries(onFields.map((error) => [error.field, ruleText(error.code, error.message)])),
      );
      if (others[0]) setSent({ kind: 'failed', text: ruleText(others[0].code, others[0].message) });
      else if (payload.received) {
        setSent({ kind: 'received' });
        setDraft(EMPTY);
      }
    } catch {
      setSent({ kind: 'failed', text: t`Je recensie kon niet worden verstuurd. Probeer het later opnieuw.` });
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Schrijf een recensie`}>
      <h3 className={styles.heading}>
        <Trans>Schrijf een recensie</Trans>
      </h3>
      <ChoiceGroup legend={<Trans>Jouw beoordeling</Trans>} error={errors.rating} required>
        <div className={styles.stars}>
          {STARS.map((stars) => (
            <Radio
              key={stars}
              name="rating"
              value={stars}
              checked={draft.rating === stars}
              onChange={() => edit('rating', stars)}
              label={stars === 1 ? t`1 ster` : t`${stars} sterren`}
            />
          ))}
        </div>
      </ChoiceGroup>
      <Field label={<Trans>Je naam</Trans>} error={errors.nickname} required>
        <TextInput
          name="nickname"
          autoComplete="nickname"
          maxLength={MAX_CHARS.reviewNickname}
          value={draft.nickname}
          onChange={(event) => edit('nickname', event.target.value)}
        />
      </Field>
      <Field label={<Trans>Titel</Trans>} error={errors.title} required>
        <TextInput
          name="title"
          maxLength={MAX_CHARS.reviewTitle}
          value={draft.title}
          onChange={(event) => edit('title', event.target.value)}
        />
      </Field>
      <Field label={<Trans>Je recensie</Trans>} error={errors.detail} required>
        <TextArea
          name="detail"
          maxLength={MAX_CHARS.reviewDetail}
          value={draft.detail}
          onChange={(event) => edit('detail', event.target.value)}
        />
      </Field>
      <div>
        <Button type="submit" variant="primary" loading={loading}>
          <Trans>Recensie versturen</Trans>
        </Button>
      </div>
      <div aria-live="polite" className={styles.outcome}>
        {sent?.kind === 'received' && (
          <InlineMessage tone="success" data-testid="review-received">
            <Trans>Bedankt! We hebben je recensie ontvangen. Ze verschijnt zodra ze is goedgekeurd.</Trans>
          </InlineMessage>
        )}
        {sent?.kind === 'failed' && <InlineMessage tone="error">{sent.text}</InlineMessage>}
      </div>
    </form>
  );
}
