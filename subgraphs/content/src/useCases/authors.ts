import type { AuthorResult } from '@shop/contracts';
import type { StoreCode } from '@shop/store-views';
import type { AuthorRole } from '../generated/graphql';
import type { Context } from '../context';
import { authorsInDirectoryOrder, directoryInitialOf } from '../domain/authorDocument';
import { authorPath, authorPaths } from '../domain/contentPaths';

const ROLES: Record<AuthorResult['role'], AuthorRole> = {
  author: 'AUTHOR',
  illustrator: 'ILLUSTRATOR',
  'author-illustrator': 'AUTHOR_ILLUSTRATOR',
};

function authorView(store: StoreCode, author: AuthorResult) {
  return {
    slug: author.slug,
    name: author.name,
    initial: directoryInitialOf(author.name),
    role: ROLES[author.role],
    biography: author.bio,
    image: author.image || null,
    path: authorPath(store, author.slug),
    alternates: authorPaths(author.slug),
    bookSkus: author.skus,
  };
}

export type AuthorView = ReturnType<typeof authorView>;

/** The directory of the store view's language, in the directory's order. */
export async function authorsDirectory({ loaders, storeView }: Context): Promise<AuthorView[]> {
  const authors = await loaders.authorsByLang.load(storeView.code);
  return authorsInDirectoryOrder(authors, storeView.locale).map((author) =>
    authorView(storeView.code, author),
  );
}

/** One author; null when the authors service has none by that slug. */
export async function authorBySlug(
  slug: string,
  { loaders, storeView }: Context,
): Promise<AuthorView | null> {
  const author = await loaders.author.load({ lang: storeView.code, slug });
  return author && authorView(storeView.code, author);
}
