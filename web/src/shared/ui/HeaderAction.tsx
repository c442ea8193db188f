import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './HeaderAction.module.css';

export interface HeaderActionProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: ReactNode;
  /** The action's word: read by screen readers always, shown from the desktop on (when not `hideLabel`). */
  label?: ReactNode;
  /** The number beside the icon (items in the cart); left out, none shows (the account entry). */
  count?: number;
  /** The count's colour: the accent for the cart, ink for the others. */
  tone?: 'accent' | 'ink';
  /** Outlined from the desktop on (the cart, the header's main action). */
  outlined?: boolean;
  /** Props of the count's element (a test id, aria-hidden when the button's name already says it). */
  countProps?: { 'data-testid'?: string; 'aria-hidden'?: boolean };
}

/** A button of the header that opens a drawer: an icon with a count (the mini cart, the comparison). */
export function HeaderAction({
  icon,
  label,
  count,
  tone = 'ink',
  outlined = false,
  countProps,
  className,
  type,
  ...rest
}: HeaderActionProps) {
  return (
    <button
      type={type ?? 'button'}
      className={[styles.action, outlined ? styles.outlined : '', className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon}
      {label !== undefined && <span className={styles.label}>{label}</span>}
      {count !== undefined && (
        <>
          {' '}
          <span className={`${styles.count} ${styles[tone]}`} {...countProps}>
            {count}
          </span>
        </>
      )}
    </button>
  );
}

export interface HeaderActionLinkProps extends LinkProps {
  icon: ReactNode;
  /** Read by screen readers always, shown from the desktop on. */
  label: ReactNode;
}

/** A header action that goes to a page rather than opening a drawer (the guest's 'Log in'): a link. */
export function HeaderActionLink({ icon, label, className, ...rest }: HeaderActionLinkProps) {
  return (
    <Link className={[styles.action, className ?? ''].filter(Boolean).join(' ')} {...rest}>
      {icon}
      <span className={styles.label}>{label}</span>
    </Link>
  );
}
