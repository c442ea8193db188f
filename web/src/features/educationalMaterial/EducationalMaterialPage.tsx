import { Plural, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { slugVariables } from '@/shared/graphql/slugVariables';
import { PageMeta } from '@/shared/head/PageMeta';
import { foundInStores } from '@/shared/head/pageHead';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { ProductRow } from '@/shared/product/ProductRow';
import { paths, useStoreView } from '@/shared/storeView';
import { Breadcrumbs } from '@/shared/ui/Breadcrumbs';
import { RichText } from '@/shared/ui/RichText';
import { FoundDocument } from '@/shared/ui/StatusMessages';
import {
  useEducationalMaterialPageQuery,
  type EducationalMaterialPageQuery,
} from './EducationalMaterialPage.generated';
import styles from './EducationalMaterial.module.css';

/** seed 001 §2 educational material detail (/lesmateriaal/{slug}): the material and the books it is for. */
export function EducationalMaterialPage() {
  const { slug } = useParams();
  const { data, loading, error } = useEducationalMaterialPageQuery({
    variables: slugVariables(slug),
  });
  return (
    <FoundDocument document={data?.educationalMaterial} loading={loading} failed={Boolean(error) && !data}>
      {(material) => <Material material={material} />}
    </FoundDocument>
  );
}

function Material({
  material,
}: {
  material: NonNullable<EducationalMaterialPageQuery['educationalMaterial']>;
}) {
  const { code } = useStoreView();
  const { t } = useLingui();
  const html = useMemo(() => sanitizeHtml(material.body ?? ''), [material.body]);
  const meta = useMemo(
    () => foundInStores(material.alternates, material.title, material.intro || null),
    [material],
  );
  return (
    <article className={styles.article} data-material={material.slug}>
      <PageMeta page={meta} />
      <Breadcrumbs
        items={[
          { label: t`Home`, to: paths.home(code) },
          { label: t`Lesmateriaal`, to: paths.educationalMaterial(code) },
          { label: material.title },
        ]}
      />
      <h1>{material.title}</h1>
      <p className={styles.lead}>{material.intro}</p>
      <RichText html={html} />
      {material.download && (
        <p>
          <a href={material.download.url} download>
            {material.download.label}
          </a>
        </p>
      )}
      {material.products.length > 0 && (
        <ProductRow
          title={<Plural value={material.products.length} one="Bij dit boek" other="Bij deze boeken" />}
          products={material.products}
        />
      )}
    </article>
  );
}
