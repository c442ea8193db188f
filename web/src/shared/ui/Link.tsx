import type { AnchorHTMLAttributes } from 'react';
import {
  NavLink as RouterNavLink,
  Link as RouterLink,
  type LinkProps as RouterLinkProps,
} from 'react-router-dom';
import styles from './Link.module.css';

export interface LinkProps extends RouterLinkProps {
  /** quiet: no underline until hovered (navigation, cards); inline: underlined text in a sentence. */
  variant?: 'inline' | 'quiet';
}

/** A link inside the shop (client-side navigation), with its hover and focus-visible states. */
export function Link({ variant = 'inline', className, ...rest }: LinkProps) {
  return <RouterLink className={[styles[variant], className].filter(Boolean).join(' ')} {...rest} />;
}

/** A navigation entry: marks the current page (aria-current="page") as react-router's NavLink does. */
export function NavLink({ variant = 'quiet', className, ...rest }: LinkProps) {
  return <RouterNavLink className={[styles[variant], className].filter(Boolean).join(' ')} {...rest} />;
}

/** A link to another site, opened in the same tab without handing it this page. */
export function ExternalLink({
  variant = 'inline',
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: 'inline' | 'quiet' }) {
  return (
    <a
      rel="noopener noreferrer"
      className={[styles[variant], className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
