import type {
  EducationalMaterialContent,
  EducationalMaterialOverviewContent,
  EducationalMaterialSummaryContent,
} from '@shop/contracts';
import { z } from 'zod';
import { optionalText, parseWith, type ParsedDocument } from './contentDocument';
import { alternates } from './newsDocument';

const summary = z.object({
  url: z.string().min(1),
  title: z.string().min(1),
  intro: z.string(),
  image: optionalText,
}) satisfies z.ZodType<EducationalMaterialSummaryContent>;

const overview = z.object({
  url: z.string().min(1),
  title: z.string().min(1),
  body: z.string(),
  items: z.array(summary),
}) satisfies z.ZodType<EducationalMaterialOverviewContent>;

const material = summary.extend({
  body: z.string(),
  skus: z
    .array(z.string().min(1))
    .nullish()
    .transform((value) => value ?? []),
  download: z
    .object({ label: z.string().min(1), url: z.string().min(1) })
    .nullish()
    .transform((v) => v ?? undefined),
  alternates,
}) satisfies z.ZodType<EducationalMaterialContent>;

/** GET /educational-material?url={segment}: the overview with its list of materials. */
export function parseEducationalMaterialOverview(
  content: string,
): ParsedDocument<EducationalMaterialOverviewContent> {
  return parseWith(overview, content);
}

/** GET /educational-material?url={segment}/{slug}: one material. */
export function parseEducationalMaterial(content: string): ParsedDocument<EducationalMaterialContent> {
  return parseWith(material, content);
}
