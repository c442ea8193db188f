import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A banner's link as editors write it (seed 001 §3 Banners): a shop path opens in the app (client-side), any
 * other address is another site, opened without handing it this page (noopener, no referrer).
 */
export function BannerLink({
  link,
  className,
  children,
}: {
  link: string;
  className?: string;
  children: ReactNode;
}) {
  return link.startsWith('/') ? (
    <Link className={className} to={link}>
      {children}
    </Link>
  ) : (
    <a className={className} href={link} rel="noopener noreferrer">
      {children}
    </a>
  );
}
