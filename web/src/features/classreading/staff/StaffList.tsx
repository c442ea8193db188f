import { Trans } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { LoadError } from '@/shared/ui/StatusMessages';
import type { Deletion } from './useDeletion';
import styles from './StaffForms.module.css';

export interface StaffListHeaderProps {
  /** The list's heading (an h1 on a page of its own, an h2 in a page), focusable after a delete. */
  heading: ReactNode;
  /** The add button's words ('Add a student'). */
  addLabel: ReactNode;
  /** Opens the add dialog; left out for a caller who may not add, and the button with it. */
  onAdd?: () => void;
}

/** The top of a staff list (pupils, teachers, clubs): its heading, and the add button beside it. */
export function StaffListHeader({ heading, addLabel, onAdd }: StaffListHeaderProps) {
  return (
    <div className={styles.header}>
      {heading}
      {onAdd && (
        <Button variant="primary" onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </div>
  );
}

export interface StaffRowsProps<Row extends { id: string }> {
  rows: readonly Row[];
  /** What an empty list says ('This class has no students yet.'). */
  empty: ReactNode;
  /** A row's StaffRow. */
  children(row: Row): ReactNode;
}

/** The rows of a staff list, one StaffRow each, or what the list says while it is empty. */
export function StaffRows<Row extends { id: string }>({ rows, empty, children }: StaffRowsProps<Row>) {
  if (rows.length === 0) {
    return (
      <EmptyState>
        <p>{empty}</p>
      </EmptyState>
    );
  }
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <Fragment key={row.id}>{children(row)}</Fragment>
      ))}
    </ul>
  );
}

export interface StaffRowProps {
  'data-testid': string;
  /** Who or what the row is, in bold. */
  name: ReactNode;
  /** What follows the name under it (an email, a description). */
  details?: ReactNode;
  /** A picture before the name (a club's avatar); a row of a list with pictures passes one, maybe empty. */
  avatar?: ReactNode;
  /** The row's buttons; left out, the row has none (not even their empty place). */
  actions?: ReactNode;
  /** What the row opens under itself, its full width (a club's books). */
  children?: ReactNode;
}

/** One row of a staff list: the name with its details, and the row's buttons wrapping under it on phones. */
export function StaffRow({ 'data-testid': testId, name, details, avatar, actions, children }: StaffRowProps) {
  const text = (
    <span className={styles.rowText}>
      <strong>{name}</strong>
      {details}
    </span>
  );
  return (
    <li className={styles.row} data-testid={testId}>
      {avatar !== undefined ? (
        <span className={styles.withAvatar}>
          {avatar}
          {text}
        </span>
      ) : (
        text
      )}
      {actions !== undefined && <span className={styles.actions}>{actions}</span>}
      {children}
    </li>
  );
}

export interface DeleteConfirmDialogProps<Row> {
  /** The delete being asked, from useDeletion. */
  deletion: Deletion<Row>;
  title: ReactNode;
  /** The name of the row asked about, as the sentence says it. */
  askedName: string;
  /** The confirming button's words, 'Remove' unless the action is another ('Take off the class'). */
  confirmLabel?: ReactNode;
  /** What happens, in a sentence; by default that the row is deleted for good. */
  children?: ReactNode;
}

/** Asks before a staff list's row is deleted (ConfirmDialog), with the row's delete from useDeletion. */
export function DeleteConfirmDialog<Row>({
  deletion,
  title,
  askedName,
  confirmLabel = <Trans>Verwijderen</Trans>,
  children = <Trans>{askedName} wordt verwijderd. Dit kan niet ongedaan gemaakt worden.</Trans>,
}: DeleteConfirmDialogProps<Row>) {
  return (
    <ConfirmDialog
      open={deletion.asking !== null}
      title={title}
      confirmLabel={confirmLabel}
      busy={deletion.busy}
      onConfirm={() => void deletion.confirm()}
      onCancel={deletion.cancel}
    >
      <p>{children}</p>
    </ConfirmDialog>
  );
}

export interface StaffListPendingProps {
  /** The page's heading, shown at once above what is pending. */
  heading: ReactNode;
  /** The list is on its way (skeleton rows); otherwise it could not be loaded (the load error). */
  loading: boolean;
  /** How many skeleton rows stand for the list, and how tall each is (a row of the real list). */
  rows: number;
  rowHeight: string;
}

/** A staff page before its list is there: its heading over skeleton rows while loading, or over the load error. */
export function StaffListPending({ heading, loading, rows, rowHeight }: StaffListPendingProps) {
  return (
    <>
      {heading}
      {loading ? (
        <LoadingRegion>
          {Array.from({ length: rows }, (_, row) => (
            <Skeleton key={row} width="100%" height={rowHeight} shape="block" />
          ))}
        </LoadingRegion>
      ) : (
        <LoadError />
      )}
    </>
  );
}
