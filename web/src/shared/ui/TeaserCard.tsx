import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './TeaserCard.module.css';

export interface TeaserCardProps {
  /** Where the card leads: the whole card is the link's target, one tab stop. */
  to: string;
  title: ReactNode;
  /** The heading level under the section it is in. */
  headingLevel?: 2 | 3;
  /** Image URL; a card without one keeps the text alone. */
  image?: string | null;
  /** What the image shows, when it says more than the title (otherwise it is decorative). */
  imageAlt?: string;
  /** A line above the title: a date, the kind of page. */
  meta?: ReactNode;
  /** A sentence or two under the title. */
  children?: ReactNode;
  /** round: a person's portrait. */
  imageShape?: 'wide' | 'round';
}

/** A page of the shop in a list: news in the news overview, a material, an author, a search hit. */
export function TeaserCard({
  to,
  title,
  headingLevel = 2,
  image,
  imageAlt = '',
  meta,
  children,
  imageShape = 'wide',
}: TeaserCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-shape={imageShape}>
      {image && (
        <img
          className={styles.image}
          src={image}
          alt={imageAlt}
          loading="lazy"
          width={320}
          height={imageShape === 'round' ? 320 : 200}
        />
      )}
      <div className={styles.text}>
        {meta && <p className={styles.meta}>{meta}</p>}
        <Heading className={styles.title}>
          <Link className={styles.link} to={to}>
            {title}
          </Link>
        </Heading>
        {children && <div className={styles.body}>{children}</div>}
      </div>
    </article>
  );
}
