import type {
  ContentDemoData,
  EducationalMaterialContent,
  EducationalMaterialOverviewContent,
} from '@shop/contracts';
import { sameUrl } from './pageUrl';

/**
 * seed 001 §7 /educational-material?url: the overview at its own url (the segment itself), one material at
 * its `{segment}/{slug}`; undefined for any other url.
 */
export function educationalMaterialAt(
  material: ContentDemoData['educationalMaterial'],
  url: string,
): EducationalMaterialOverviewContent | EducationalMaterialContent | undefined {
  if (sameUrl(material.overview.url, url)) return material.overview;
  return material.items.find((item) => sameUrl(item.url, url));
}
