import type { EducationalMaterialContent, EducationalMaterialSummaryContent } from '@shop/contracts';
import type { StoreView } from '@shop/store-views';
import type { Context } from '../context';
import {
  alternatePaths,
  educationalMaterialOverviewUrl,
  educationalMaterialPath,
  educationalMaterialSlugOf,
  educationalMaterialUrl,
} from '../domain/contentPaths';

function materialView(
  storeView: StoreView,
  material: EducationalMaterialSummaryContent | EducationalMaterialContent,
) {
  const slug = educationalMaterialSlugOf(storeView, material.url);
  if (slug === null) return null;
  const full = 'body' in material;
  return {
    slug,
    title: material.title,
    intro: material.intro,
    image: material.image ?? null,
    body: full ? material.body : null,
    products: full ? (material.skus ?? []).map((sku) => ({ sku })) : [],
    download: (full && material.download) || null,
    path: educationalMaterialPath(storeView.code, slug),
    alternates: full
      ? alternatePaths(
          { storeCode: storeView.code, slug },
          material.alternates ?? {},
          educationalMaterialPath,
        )
      : [],
  };
}

/** The overview with its list; materials whose url lies outside the overview's segment are left out. */
export async function educationalMaterialOverview({ loaders, storeView, logger }: Context) {
  const overview = await loaders.educationalMaterialOverview.load({
    lang: storeView.code,
    url: educationalMaterialOverviewUrl(storeView),
  });
  if (!overview) return null;
  const items = overview.items.flatMap((item) => {
    const view = materialView(storeView, item);
    if (!view) logger.warn({ url: item.url }, 'educational material outside the overview’s segment left out');
    return view ? [view] : [];
  });
  return { title: overview.title, body: overview.body, items };
}

/** One material by its slug; null when there is none. */
export async function educationalMaterial(slug: string, { loaders, storeView }: Context) {
  const material = await loaders.educationalMaterial.load({
    lang: storeView.code,
    url: educationalMaterialUrl(storeView, slug),
  });
  return material && materialView(storeView, material);
}
