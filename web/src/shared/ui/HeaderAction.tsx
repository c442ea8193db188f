import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './HeaderAction.module.css';

export interface HeaderActionProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: ReactNode;
  /** The action's word: read by screen readers always, shown from the desktop on (when not `hideLabel`). */
  label?: ReactNode;
  count: number;
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
      {label !== undefined && <span className={styles.label}>{label}</span>}{' '}
      <span className={`${styles.count} ${styles[tone]}`} {...countProps}>
        {count}
      </span>
    </button>
  );
}
