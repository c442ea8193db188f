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
  /** Below the desktop the count sits on the icon's corner: the action stays one tap target wide. */
  countOnIcon?: boolean;
}

/** A button of the header that opens a drawer: an icon with a count (the mini cart, the comparison). */
export function HeaderAction({
  icon,
  label,
  count,
  tone = 'ink',
  outlined = false,
  countProps,
  countOnIcon,
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
        <Count count={count} tone={tone} countProps={countProps} countOnIcon={countOnIcon} />
      )}
    </button>
  );
}

type CountProps = Pick<HeaderActionProps, 'count' | 'tone' | 'countProps' | 'countOnIcon'>;

function Count({ count, tone = 'ink', countProps, countOnIcon }: CountProps) {
  const className = [styles.count, styles[tone], countOnIcon ? styles.onIcon : ''].filter(Boolean).join(' ');
  return (
    <>
      {' '}
      <span className={className} {...countProps}>
        {count}
      </span>
    </>
  );
}

export interface HeaderActionLinkProps
  extends LinkProps, Pick<CountProps, 'count' | 'countProps' | 'countOnIcon'> {
  icon: ReactNode;
  /** Read by screen readers always, shown from the desktop on. */
  label: ReactNode;
}

/**
 * A header action that goes to a page rather than opening a drawer (the guest's 'Log in', the wishlist with
 * its count): a link.
 */
export function HeaderActionLink({
  icon,
  label,
  count,
  countProps,
  countOnIcon,
  className,
  ...rest
}: HeaderActionLinkProps) {
  return (
    <Link className={[styles.action, className ?? ''].filter(Boolean).join(' ')} {...rest}>
      {icon}
      <span className={styles.label}>{label}</span>
      {count !== undefined && <Count count={count} countProps={countProps} countOnIcon={countOnIcon} />}
    </Link>
  );
}
