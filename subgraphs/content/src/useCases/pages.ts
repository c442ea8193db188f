import type { Context } from '../context';
import { editorialPageAddressOf, editorialPagePath } from '../domain/editorialPage';

/**
 * An editorial page by its shop path (seed 001 §7), in the store view the path names: the page as the content
 * service has it, its canonical path and store code; null when the path is no editorial page or the service
 * has none there.
 */
export async function editorialPage(path: string, { loaders, storeView: requestStoreView }: Context) {
  const address = editorialPageAddressOf(path, requestStoreView);
  if (!address) return null;
  const { storeView, url } = address;
  const page = await loaders.editorialPage.load({ lang: storeView.code, url });
  return page && { ...page, canonicalPath: editorialPagePath(storeView, page), storeCode: storeView.code };
}

/** One of the single pages (seed 001 §7) in the request's store view; null when the service has none. */
export async function singlePage(page: string, { loaders, storeView }: Context) {
  const found = await loaders.singlePage.load({ lang: storeView.code, page });
  return found && { page, title: found.title, body: found.body, storeCode: storeView.code };
}
