import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatIsoDate } from '@/shared/format/date';
import { Button } from '@/shared/ui/Button';
import { Price } from '@/shared/ui/Price';
import { OrderFacts } from './OrderFacts';
import type { PaymentInstructions_InstructionsFragment } from './PaymentInstructions.generated';
import styles from './OrderDetails.module.css';

/** An IBAN as people read and type it: in groups of four. */
export const printedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * How to pay a bank-transfer order ('Overschrijving of factuur'): the amount, the shop's account, the reference
 * (copyable: a structured reference mistyped sends the payment astray) and the last day to pay.
 */
export function PaymentInstructions({
  instructions,
}: {
  instructions: PaymentInstructions_InstructionsFragment;
}) {
  const { t } = useLingui();
  const structured = instructions.referenceKind === 'BELGIAN_STRUCTURED';
  const rows = [
    { key: 'amount', term: t`Bedrag`, details: <Price final={instructions.amount} /> },
    {
      key: 'iban',
      term: t`IBAN`,
      details: <span data-testid="payment-iban">{printedIban(instructions.iban)}</span>,
    },
    { key: 'bic', term: t`BIC`, details: instructions.bic },
    { key: 'beneficiary', term: t`Begunstigde`, details: instructions.beneficiary },
    {
      key: 'reference',
      term: structured ? t`Gestructureerde mededeling` : t`Mededeling`,
      details: <CopyableReference reference={instructions.reference} />,
    },
    {
      key: 'due',
      term: t`Te betalen voor`,
      details: formatIsoDate(instructions.dueDate) ?? instructions.dueDate,
    },
  ];
  return (
    <section className={styles.instructions} data-testid="payment-instructions" aria-labelledby="pay-heading">
      <h2 id="pay-heading">
        <Trans>Betalen met overschrijving</Trans>
      </h2>
      <p>
        <Trans>
          Schrijf het bedrag over met de mededeling hieronder. We verzenden je bestelling zodra we je betaling
          ontvangen hebben.
        </Trans>
      </p>
      <OrderFacts facts={rows} data-testid="payment-instructions-details" />
    </section>
  );
}

function CopyableReference({ reference }: { reference: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard
      ?.writeText(reference)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <span className={styles.reference}>
      <strong data-testid="payment-reference">{reference}</strong>
      <Button
        size="sm"
        variant="secondary"
        type="button"
        onClick={copy}
        aria-label={t`Kopieer de mededeling`}
      >
        <Trans>Kopieer</Trans>
      </Button>
      <span role="status" className={styles.muted}>
        {copied && <Trans>Gekopieerd</Trans>}
      </span>
    </span>
  );
}
