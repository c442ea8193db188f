import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { BooksPage } from '@/features/catalog/BooksPage';
import { searchTermOf } from '@/features/catalog/listingQuery';
import { EveryStorePageMeta } from '@/shared/head/PageMeta';
import { paths } from '@/shared/storeView';

/** seed 000 §2 books.html = boeken.html: all books, or search results (a page of its own per term). */
export function BooksRoute() {
  const { t } = useLingui();
  const term = searchTermOf(useSearchParams()[0]);
  return (
    <>
      <EveryStorePageMeta
        name={term ? t`Zoekresultaten voor “${term}”` : t`Boeken`}
        pathIn={(code) => paths.books(code, term)}
      />
      <BooksPage />
    </>
  );
}
