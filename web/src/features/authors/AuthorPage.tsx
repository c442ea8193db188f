import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { descriptionText } from '@/shared/head/descriptionText';
import { slugVariables } from '@/shared/graphql/slugVariables';
import { PageMeta } from '@/shared/head/PageMeta';
import { foundInStores } from '@/shared/head/pageHead';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { IMAGE_SIZES, imageUrl } from '@/shared/product/imageUrl';
import { ProductRow } from '@/shared/product/ProductRow';
import { paths, useStoreView } from '@/shared/storeView';
import { Breadcrumbs } from '@/shared/ui/Breadcrumbs';
import { EmptyState } from '@/shared/ui/EmptyState';
import { RichText } from '@/shared/ui/RichText';
import { FoundDocument } from '@/shared/ui/StatusMessages';
import { AUTHOR_ROLE_LABELS } from './authorRole';
import { useAuthorPageQuery, type AuthorPageQuery } from './AuthorPage.generated';
import styles from './Authors.module.css';

/** seed 001 §2 author detail (/auteurs-illustratoren/{slug}): biography, photo and their books. */
export function AuthorPage() {
  const { slug } = useParams();
  const { data, loading, error } = useAuthorPageQuery({ variables: slugVariables(slug) });
  return (
    <FoundDocument document={data?.author} loading={loading} failed={Boolean(error) && !data}>
      {(author) => <AuthorProfile author={author} />}
    </FoundDocument>
  );
}

function AuthorProfile({ author }: { author: NonNullable<AuthorPageQuery['author']> }) {
  const { code } = useStoreView();
  const { t, i18n } = useLingui();
  const html = useMemo(() => sanitizeHtml(author.biography), [author.biography]);
  const meta = useMemo(
    () => foundInStores(author.alternates, author.name, descriptionText(author.biography) || null),
    [author],
  );
  const name = author.name;
  return (
    <div className={styles.page} data-author={author.slug}>
      <PageMeta page={meta} />
      <Breadcrumbs
        items={[
          { label: t`Home`, to: paths.home(code) },
          { label: t`Auteurs en illustratoren`, to: paths.authors(code) },
          { label: name },
        ]}
      />
      <div className={styles.profile}>
        {author.image && (
          <img
            className={styles.portrait}
            src={imageUrl(author.image, IMAGE_SIZES.portrait)}
            alt={t`Foto van ${name}`}
            width={IMAGE_SIZES.portrait.width}
            height={IMAGE_SIZES.portrait.height}
          />
        )}
        <div className={styles.bio}>
          <h1>{name}</h1>
          <p className={styles.role}>{i18n._(AUTHOR_ROLE_LABELS[author.role])}</p>
          <RichText html={html} />
        </div>
      </div>
      {author.books.length > 0 ? (
        <ProductRow title={<Trans>Boeken van {name}</Trans>} products={author.books} />
      ) : (
        <EmptyState role="status">
          <p>
            <Trans>Er zijn nu geen boeken van {name} te koop.</Trans>
          </p>
        </EmptyState>
      )}
    </div>
  );
}
