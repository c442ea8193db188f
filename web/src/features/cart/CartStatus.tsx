import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';

/** The cart could not be loaded (the cart page and the mini cart alike): said at once, with a retry. */
export function CartLoadError({ onRetry }: { onRetry(): void }) {
  return (
    <EmptyState
      tone="error"
      role="alert"
      action={
        <Button onClick={onRetry}>
          <Trans>Opnieuw proberen</Trans>
        </Button>
      }
    >
      <p>
        <Trans>Je winkelmandje kon niet worden geladen. Probeer het opnieuw.</Trans>
      </p>
    </EmptyState>
  );
}

/** A cart without lines; `action` is the way on (the cart page's link to the books). */
export function CartEmpty({ action, role }: { action?: ReactNode; role?: 'status' }) {
  return (
    <EmptyState role={role} action={action}>
      <p>
        <Trans>Je winkelmandje is leeg.</Trans>
      </p>
    </EmptyState>
  );
}
