import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { saveConsent, useCookieConsent } from '@/shared/consent/cookieConsent';
import {
  OPTIONAL_CONSENT_CATEGORIES,
  type OptionalConsentCategory,
} from '@/shared/consent/domain/cookieConsent';
import { Button } from '@/shared/ui/Button';
import { Checkbox, ChoiceGroup } from '@/shared/ui/Field';
import { InlineMessage } from '@/shared/ui/InlineMessage';
import styles from './CookiePreferences.module.css';

export interface CookiePreferencesProps {
  /** The notice shows the categories only when asked for (the page always does). */
  categoriesShown?: boolean;
  /** After a choice is saved (the notice closes; the page confirms it). */
  onSaved?(): void;
}

/**
 * seed 001 §3 cookie consent: 'accept all', 'only necessary', or a choice per category (strictly necessary
 * cookies are always on). The same form in the consent notice and inline on the /cookies page.
 */
export function CookiePreferences({ categoriesShown = true, onSaved }: CookiePreferencesProps) {
  const { t } = useLingui();
  const consent = useCookieConsent();
  const categoriesRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<ReadonlySet<OptionalConsentCategory>>(
    () => new Set(consent?.allowed ?? []),
  );
  const [showCategories, setShowCategories] = useState(categoriesShown);
  const [saved, setSaved] = useState(false);
  // 'Choose myself' in the notice shows the categories: the focus goes to the first one it can change.
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (revealed) categoriesRef.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
  }, [revealed]);

  const labels: Record<OptionalConsentCategory, { label: string; hint: string }> = {
    statistical: {
      label: t`Statistische cookies`,
      hint: t`Tellen anoniem hoe de winkel gebruikt wordt, zodat we hem kunnen verbeteren.`,
    },
    personalization: {
      label: t`Personalisatiecookies`,
      hint: t`Onthouden wat je bekeek, om je passende boeken te tonen.`,
    },
    targeted: {
      label: t`Gerichte cookies`,
      hint: t`Tonen je advertenties van onze boeken op andere websites.`,
    },
  };

  const save = (allowed: Iterable<OptionalConsentCategory>) => {
    saveConsent(allowed);
    setChosen(new Set(allowed));
    setSaved(true);
    onSaved?.();
  };
  const toggle = (category: OptionalConsentCategory, on: boolean) => {
    setSaved(false);
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(category);
      else next.delete(category);
      return next;
    });
  };
  const saveChoice = (event: FormEvent) => {
    event.preventDefault();
    save(OPTIONAL_CONSENT_CATEGORIES.filter((category) => chosen.has(category)));
  };

  return (
    <form
      className={styles.form}
      onSubmit={saveChoice}
      aria-label={t`Cookievoorkeuren`}
      data-testid="cookie-preferences"
    >
      {showCategories && (
        <div ref={categoriesRef}>
          <ChoiceGroup legend={t`Kies welke cookies je toestaat`}>
            <Checkbox
              label={
                <>
                  <span className={styles.category}>{t`Strikt noodzakelijke cookies`}</span>
                  <span className={styles.hint}>
                    <Trans>Altijd aan: zonder deze werken je winkelmandje en je login niet.</Trans>
                  </span>
                </>
              }
              checked
              readOnly
              disabled
            />
            {OPTIONAL_CONSENT_CATEGORIES.map((category) => (
              <Checkbox
                key={category}
                name={category}
                label={
                  <>
                    <span className={styles.category}>{labels[category].label}</span>
                    <span className={styles.hint}>{labels[category].hint}</span>
                  </>
                }
                checked={chosen.has(category)}
                onChange={(event) => toggle(category, event.currentTarget.checked)}
              />
            ))}
          </ChoiceGroup>
        </div>
      )}
      <div className={styles.actions}>
        <Button type="button" variant="primary" onClick={() => save(OPTIONAL_CONSENT_CATEGORIES)}>
          <Trans>Alles accepteren</Trans>
        </Button>
        <Button type="button" onClick={() => save([])}>
          <Trans>Alleen noodzakelijke</Trans>
        </Button>
        {/* Keyed apart: one reused <button> would become a submit button while its click is still running. */}
        {showCategories ? (
          <Button key="save" type="submit" variant="ghost">
            <Trans>Keuze opslaan</Trans>
          </Button>
        ) : (
          <Button
            key="choose"
            type="button"
            variant="ghost"
            onClick={() => {
              setShowCategories(true);
              setRevealed(true);
            }}
          >
            <Trans>Zelf kiezen</Trans>
          </Button>
        )}
      </div>
      {saved && categoriesShown && (
        <InlineMessage tone="success" live="status">
          <Trans>Je cookievoorkeuren zijn opgeslagen.</Trans>
        </InlineMessage>
      )}
    </form>
  );
}
