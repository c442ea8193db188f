import type {
  BannerContent,
  HomepageContent,
  HomepageSectionContent,
  NavigationItemContent,
  PageContent,
  PrimaryNavigationContent,
} from '@shop/contracts';
import { z } from 'zod';

/**
 * The content service's documents (seed 001 §7: `result.content` is a JSON string). Editors write them,
 * so their shape is checked here before anything is shown.
 */

export type ProductCarouselContent = Extract<HomepageSectionContent, { type: 'product-carousel' }>;
export type TextBlockContent = Extract<HomepageSectionContent, { type: 'text' }>;

export type ParsedDocument<T> =
  | { ok: true; document: T; /** Parts left out, for the log. */ warnings: string[] }
  | { ok: false; /** What is wrong, for the log. */ reason: string };

// Editors' tools write null as readily as leaving a field out.
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

export const banner = z.object({
  title: z.string(),
  text: optionalText,
  image: optionalText,
  link: optionalText,
  link_label: optionalText,
}) satisfies z.ZodType<BannerContent>;

const sectionKinds = {
  'product-carousel': z.object({
    type: z.literal('product-carousel'),
    title: z.string(),
    skus: z.array(z.string().min(1)),
  }),
  text: z.object({
    type: z.literal('text'),
    title: z.string(),
    body: z.string(),
    link: optionalText,
    link_label: optionalText,
  }),
} satisfies {
  [K in HomepageSectionContent['type']]: z.ZodType<Extract<HomepageSectionContent, { type: K }>>;
};

/** A list of banners editors may leave out or set to null: no banners. */
const bannerList = z
  .array(banner)
  .nullish()
  .transform((value) => value ?? undefined);

const homepage = z.object({
  title: z.string(),
  hero: banner.nullish().transform((value) => value ?? undefined),
  small_banners: bannerList,
  product_banners: bannerList,
  // Each section is checked by its kind below, so a kind the shop does not know yet is left out, not fatal.
  sections: z.array(z.looseObject({ type: z.string() })),
});

const navigationItem: z.ZodType<NavigationItemContent> = z.lazy(() =>
  z.object({
    label: z.string().min(1),
    path: z.string().min(1),
    children: z.array(navigationItem).optional(),
  }),
);

const primaryNavigation = z.object({
  items: z.array(navigationItem),
}) satisfies z.ZodType<PrimaryNavigationContent>;

function isKnownKind(type: string): type is keyof typeof sectionKinds {
  return Object.hasOwn(sectionKinds, type);
}

export function parseJson(content: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(content) };
  } catch (error) {
    return {
      ok: false,
      reason: `content is not JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** GET /homepage. Sections of an unknown kind are left out with a warning: editors may add kinds before the shop knows them. */
export function parseHomepage(content: string): ParsedDocument<HomepageContent> {
  const json = parseJson(content);
  if (!json.ok) return json;
  const parsed = homepage.safeParse(json.value);
  if (!parsed.success) return { ok: false, reason: z.prettifyError(parsed.error) };

  const warnings: string[] = [];
  const sections: HomepageSectionContent[] = [];
  for (const [index, section] of parsed.data.sections.entries()) {
    if (!isKnownKind(section.type)) {
      warnings.push(`section ${index} of unknown type '${section.type}' left out`);
      continue;
    }
    const known = sectionKinds[section.type].safeParse(section);
    if (!known.success)
      return { ok: false, reason: `section ${index} (${section.type}): ${z.prettifyError(known.error)}` };
    sections.push(known.data);
  }
  const { hero, title, small_banners, product_banners } = parsed.data;
  return {
    ok: true,
    document: {
      title,
      ...(hero ? { hero } : {}),
      sections,
      ...(small_banners ? { small_banners } : {}),
      ...(product_banners ? { product_banners } : {}),
    },
    warnings,
  };
}

/** A document that is whole or wrong: parsed JSON checked against one schema. */
export function parseWith<T>(schema: z.ZodType<T>, content: string): ParsedDocument<T> {
  const json = parseJson(content);
  return json.ok ? checkWith(schema, json.value) : json;
}

/** An answer that is already JSON (the authors service and content search send objects, not strings), checked. */
export function checkWith<T>(schema: z.ZodType<T>, value: unknown): ParsedDocument<T> {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, document: parsed.data, warnings: [] }
    : { ok: false, reason: z.prettifyError(parsed.error) };
}

/** GET /primary-navigation. */
export function parsePrimaryNavigation(content: string): ParsedDocument<PrimaryNavigationContent> {
  return parseWith(primaryNavigation, content);
}

const page = z.object({
  url: z.string().min(1),
  title: z.string().min(1),
  body: z.string(),
}) satisfies z.ZodType<PageContent>;

/** GET /editorial (and /single-page, /educational-material): a page with its url, title and HTML body. */
export function parsePage(content: string): ParsedDocument<PageContent> {
  return parseWith(page, content);
}
