import type { HomepageContent, PageContent, PrimaryNavigationContent } from '@shop/contracts';
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

  private documentsOf(lang: string) {
    const documents = this.fixture[lang];
    if (!documents) throw new Error(`no content for ${lang}`);
    return documents;
  }
}

/** A factory for createContext whose calls, across requests, land in `calls`. */
export function fakeContentService(
  fixture: ContentFixture = DEMO_CONTENT_FIXTURE,
  calls: string[] = [],
): ContentServiceFactory {
  return () => new FakeContentService(fixture, calls);
}
