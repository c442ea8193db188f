import type {
  AuthorResult,
  ContentSearchHit,
  EducationalMaterialContent,
  EducationalMaterialOverviewContent,
  HomepageContent,
  NewsItemContent,
  PageContent,
  PrimaryNavigationContent,
  ProductListingPageContent,
  PromoNotificationContent,
} from '@shop/contracts';
import type { AuthorsService, AuthorsServiceFactory } from '../ports/AuthorsService';
import type { ContentSearch, ContentSearchFactory } from '../ports/ContentSearch';
import type { ContentService, ContentServiceFactory } from '../ports/ContentService';

/** Documents per store code, as the JSON strings the content service answers with. */
export type ContentFixture = Record<
  string,
  {
    homepage: string;
    primaryNavigation: string;
    /** Editorial pages by url. */
    pages?: Record<string, string>;
    /** Single pages by key. */
    singlePages?: Record<string, string>;
    /** News, newest first (the service's order). */
    news?: NewsItemContent[];
    educationalMaterial?: {
      overview: EducationalMaterialOverviewContent;
      items: EducationalMaterialContent[];
    };
    productListingPages?: ProductListingPageContent[];
    promo?: PromoNotificationContent;
    /** The authors service's directory of the language. */
    authors?: AuthorResult[];
    /** What content search answers for any term of this language. */
    searchHits?: ContentSearchHit[];
  }
>;

const byUrl = (pages: PageContent[]) =>
  Object.fromEntries(pages.map((page) => [page.url, JSON.stringify(page)]));

export function contentDocuments(
  homepage: HomepageContent,
  primaryNavigation: PrimaryNavigationContent,
  pages: PageContent[] = [],
  singlePages: PageContent[] = [],
) {
  return {
    homepage: JSON.stringify(homepage),
    primaryNavigation: JSON.stringify(primaryNavigation),
    pages: byUrl(pages),
    singlePages: byUrl(singlePages),
  };
}

export const DEMO_CONTENT_FIXTURE: ContentFixture = {
  'nl-be': contentDocuments(
    {
      title: 'Welkom bij Clavis',
      hero: {
        title: 'Lezen is avontuur',
        text: 'Nieuwe prentenboeken voor de zomer',
        image: '/media/hero-zomer.jpg',
        link: '/nl-be/c/prentenboeken',
        link_label: 'Ontdek ze',
      },
      sections: [
        { type: 'product-carousel', title: 'Nieuw', skus: ['9789044850001', '9789044850002'] },
        { type: 'text', title: 'Over ons', body: '<p>Kinderboeken sinds 1979.</p>' },
        {
          type: 'text',
          title: 'Klaslezen',
          body: '<p>Samen hetzelfde boek lezen.</p>',
          link: '/nl-be/klaslezen',
          link_label: 'Meer over Klaslezen',
        },
      ],
    },
    {
      items: [
        {
          label: 'Prentenboeken',
          path: '/nl-be/c/prentenboeken',
          children: [{ label: 'Peuters', path: '/nl-be/c/prentenboeken/peuters' }],
        },
        { label: 'Klaslezen', path: '/nl-be/klaslezen' },
      ],
    },
    [
      { url: 'onderwijs', title: 'Onderwijs', body: '<p>Boeken en lesmateriaal voor scholen.</p>' },
      { url: 'zomerlezen', title: 'Zomerlezen', body: '<p>Lezen in de vakantie.</p>' },
    ],
    [
      {
        url: 'terms-and-conditions',
        title: 'Algemene voorwaarden',
        body: '<p>We leveren alleen in België en Nederland.</p>',
      },
      { url: 'returns', title: 'Retourneren', body: '<p>Retourneren kan binnen 14 dagen.</p>' },
    ],
  ),
  'en-be': contentDocuments(
    {
      title: 'Welcome to Clavis',
      sections: [{ type: 'text', title: 'About us', body: '<p>Children’s books since 1979.</p>' }],
    },
    { items: [{ label: 'Picture books', path: '/en-be/c/picture-books' }] },
  ),
};

/** The content service in memory, for tests: records each call (`GET /homepage nl-be`); an unknown store code answers as the service would fail. */
export class FakeContentService implements ContentService {
  constructor(
    private readonly fixture: ContentFixture,
    readonly calls: string[] = [],
  ) {}

  async homepage(lang: string): Promise<string> {
    this.calls.push(`GET /homepage ${lang}`);
    return this.documentsOf(lang).homepage;
  }

  async primaryNavigation(lang: string): Promise<string> {
    this.calls.push(`GET /primary-navigation ${lang}`);
    return this.documentsOf(lang).primaryNavigation;
  }

  async editorialPage(lang: string, url: string): Promise<string | null> {
    this.calls.push(`GET /editorial ${lang} ${url}`);
    return this.documentsOf(lang).pages?.[url] ?? null;
  }

  async singlePage(lang: string, page: string): Promise<string | null> {
    this.calls.push(`GET /single-page ${lang} ${page}`);
    return this.documentsOf(lang).singlePages?.[page] ?? null;
  }

  async news(lang: string, { amount, offset }: { amount: number; offset: number }): Promise<string> {
    this.calls.push(`GET /news ${lang} amount=${amount} offset=${offset}`);
    const page = (this.documentsOf(lang).news ?? []).slice(offset, offset + amount);
    return JSON.stringify(
      page.map(({ slug, title, date, intro, image }) => ({ slug, title, date, intro, image })),
    );
  }

  async newsItem(lang: string, slug: string): Promise<string | null> {
    this.calls.push(`GET /news/${slug} ${lang}`);
    const item = this.documentsOf(lang).news?.find((candidate) => candidate.slug === slug);
    return item ? JSON.stringify(item) : null;
  }

  async educationalMaterial(lang: string, url: string): Promise<string | null> {
    this.calls.push(`GET /educational-material ${lang} ${url}`);
    const material = this.documentsOf(lang).educationalMaterial;
    if (!material) return null;
    if (material.overview.url === url) return JSON.stringify(material.overview);
    const item = material.items.find((candidate) => candidate.url === url);
    return item ? JSON.stringify(item) : null;
  }

  async productListingPages(lang: string): Promise<string> {
    this.calls.push(`GET /product-listing-page ${lang}`);
    return JSON.stringify({ pages: this.documentsOf(lang).productListingPages ?? [] });
  }

  async promoNotification(lang: string): Promise<string> {
    this.calls.push(`GET /promo-discount-notification ${lang}`);
    return JSON.stringify(
      this.documentsOf(lang).promo ?? { content: '', last_updated: '2025-01-01 00:00:00' },
    );
  }

  documentsOf(lang: string) {
    const documents = this.fixture[lang];
    if (!documents) throw new Error(`no content for ${lang}`);
    return documents;
  }
}

/** The authors service in memory, over the fixture's authors; records each call as the content fake does. */
export class FakeAuthorsService implements AuthorsService {
  constructor(
    private readonly content: FakeContentService,
    readonly calls: string[],
  ) {}

  async list(lang: string): Promise<unknown> {
    this.calls.push(`GET /authors/list ${lang}`);
    return this.content.documentsOf(lang).authors ?? [];
  }

  async single(lang: string, slug: string): Promise<unknown> {
    this.calls.push(`GET /authors/single/${slug} ${lang}`);
    return this.content.documentsOf(lang).authors?.find((author) => author.slug === slug) ?? null;
  }
}

/** Content search in memory: the fixture's hits whose title holds the term. */
export class FakeContentSearch implements ContentSearch {
  constructor(
    private readonly content: FakeContentService,
    readonly calls: string[],
  ) {}

  async search(lang: string, term: string): Promise<unknown> {
    this.calls.push(`GET /search ${lang} ${term}`);
    const needle = term.toLowerCase();
    return (this.content.documentsOf(lang).searchHits ?? []).filter((hit) =>
      hit.title.toLowerCase().includes(needle),
    );
  }
}

/** Every upstream of the subgraph in memory, for createContext; their calls, across requests, land in `calls`. */
export function fakeUpstreams(
  fixture: ContentFixture = DEMO_CONTENT_FIXTURE,
  calls: string[] = [],
): {
  contentService: ContentServiceFactory;
  authorsService: AuthorsServiceFactory;
  contentSearch: ContentSearchFactory;
} {
  const content = new FakeContentService(fixture, calls);
  return {
    contentService: () => content,
    authorsService: () => new FakeAuthorsService(content, calls),
    contentSearch: () => new FakeContentSearch(content, calls),
  };
}

/** A factory for createContext whose calls, across requests, land in `calls`. */
export function fakeContentService(
  fixture: ContentFixture = DEMO_CONTENT_FIXTURE,
  calls: string[] = [],
): ContentServiceFactory {
  return () => new FakeContentService(fixture, calls);
}
