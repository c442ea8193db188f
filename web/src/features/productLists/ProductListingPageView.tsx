import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { StoreCode } from '@shop/store-views';
import type { ProductListingPageKind } from '@/shared/graphql/types.generated';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { sanitizeHtml } from '@/shared/html/sanitizeHtml';
import { IMAGE_SIZES, imageUrl } from '@/shared/product/imageUrl';
import { ProductRow, ProductRowSkeleton } from '@/shared/product/ProductRow';
import { paths } from '@/shared/storeView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Link } from '@/shared/ui/Link';
import { RichText } from '@/shared/ui/RichText';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { NotFound, PageLoadError } from '@/shared/ui/StatusMessages';
import { useProductListingPageQuery, type ProductListingPageQuery } from './ProductListingPage.generated';
import { productListingPageVariables } from './listingPageQuery';
import styles from './ProductLists.module.css';

/** The page's path in every store view, by its kind. */
const PATH_OF: Record<ProductListingPageKind, (code: StoreCode) => string> = {
  CURATED_LISTS: paths.curatedLists,
  JOY_ACTION_LIST: paths.joyActionList,
  RANGE: paths.range,
};

/**
 * seed 001 §2 curated lists (samengestelde-lijsten), the joy action list (actielijsten/clavisjoy.html) and the
 * range page (assortiment.html): the content service's product listing page of that kind, its lists filled
 * with books from the catalogue.
 */
export function ProductListingPageView({ kind }: { kind: ProductListingPageKind }) {
  const { data, loading, error } = useProductListingPageQuery({
    variables: productListingPageVariables(kind),
  });
  const page = data?.productListingPage;
  if (page) return <ListingPage page={page} kind={kind} />;
  if (loading)
    return (
      <LoadingRegion>
        <Skeleton shape="block" height="10rem" />
        <ProductRowSkeleton />
      </LoadingRegion>
    );
  if (error && !data) return <PageLoadError />;
  return <NotFound />;
}

function ListingPage({
  page,
  kind,
}: {
  page: NonNullable<ProductListingPageQuery['productListingPage']>;
  kind: ProductListingPageKind;
}) {
  const intro = useMemo(() => sanitizeHtml(page.intro), [page.intro]);
  const lists = page.lists.filter((list) => list.products.length > 0);
  return (
    <div className={styles.page} data-listing-page={kind}>
      <EveryStorePageMeta name={page.title} pathIn={PATH_OF[kind]} />
      <header className={styles.head}>
        <div>
          <h1>{page.title}</h1>
          <RichText html={intro} />
        </div>
        {page.headImage && (
          <img
            className={styles.headImage}
            src={imageUrl(page.headImage, IMAGE_SIZES.thumbnail)}
            alt=""
            width={IMAGE_SIZES.thumbnail.width}
            height={IMAGE_SIZES.thumbnail.height}
            fetchPriority="high"
          />
        )}
      </header>
      {lists.length === 0 && (
        <EmptyState role="status">
          <p>
            <Trans>Deze lijsten zijn even leeg. Kijk gerust verder in onze boeken.</Trans>
          </p>
        </EmptyState>
      )}
      {lists.map((list, index) => (
        <ProductRow key={index} title={list.title} products={list.products}>
          {list.text && <RichText html={sanitizeHtml(list.text)} />}
          {list.link && (
            <p className={styles.more}>
              <Link to={list.link}>{list.linkLabel ?? <Trans>Bekijk alles</Trans>}</Link>
            </p>
          )}
        </ProductRow>
      ))}
    </div>
  );
}
