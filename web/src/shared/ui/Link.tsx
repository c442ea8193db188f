import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';
import styles from './Link.module.css';

export interface LinkProps extends RouterLinkProps {
  /** quiet: no underline until hovered (navigation, cards); inline: underlined text in a sentence. */
  variant?: 'inline' | 'quiet';
}

/** A link inside the shop (client-side navigation), with its hover and focus-visible states. */
export function Link({ variant = 'inline', className, ...rest }: LinkProps) {
  return <RouterLink className={[styles[variant], className].filter(Boolean).join(' ')} {...rest} />;
}
