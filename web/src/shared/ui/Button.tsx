import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** As wide as its container (a drawer's footer, a phone's stacked actions). */
  block?: boolean;
  /** Only an icon shows; the accessible name comes from aria-label. */
  iconOnly?: boolean;
  /** No inline padding: a ghost button that lines up with the links of a list (an account menu's Log out). */
  flush?: boolean;
}

export function buttonClass({
  variant = 'secondary',
  size = 'md',
  block,
  iconOnly,
  flush,
}: ButtonLook): string {
  return [
    styles.button,
    styles[variant],
    styles[size],
    block ? styles.block : '',
    iconOnly ? styles.iconOnly : '',
    flush ? styles.flush : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Busy with what it started: announced as busy, a spinner shows and it cannot be pressed again. */
  loading?: boolean;
  icon?: ReactNode;
}

/** The shop's button, with its hover, focus-visible, disabled and loading states. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    block,
    iconOnly,
    flush,
    loading = false,
    icon,
    className,
    children,
    disabled,
    type,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={[buttonClass({ variant, size, block, iconOnly, flush }), className]
        .filter(Boolean)
        .join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
});

export type ButtonLinkProps = RouterLinkProps & ButtonLook;

/** A link that looks like a button (a banner's call to action): it navigates, so it stays a link. */
export function ButtonLink({ variant, size, block, iconOnly, flush, className, ...rest }: ButtonLinkProps) {
  return (
    <RouterLink
      className={[buttonClass({ variant, size, block, iconOnly, flush }), className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    />
  );
}
