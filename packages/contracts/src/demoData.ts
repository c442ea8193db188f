/**
 * Layout of the demo data directory written by the generator (`npm run demo-data`) and read by the
 * local upstreams and the catalog subgraph's embedded index:
 *
 *   <DEMO_DATA_DIR>/manifest.json                       DemoManifest
 *   <DEMO_DATA_DIR>/catalog/<index>/<entityType>.ndjson  one document per line (index: nl_be, nl_nl, en_be, en_rw)
 *   <DEMO_DATA_DIR>/classreading.json                    ClassreadingDemoData
 *   <DEMO_DATA_DIR>/content/<storeCode>.json             ContentDemoData
 */
import type { CatalogEntityType } from './catalog';
import type {
  ContentAlternates,
  EducationalMaterialContent,
  EducationalMaterialOverviewContent,
  HomepageContent,
  PrimaryNavigationContent,
  ProductListingPageContent,
} from './content';

export const DEMO_MANIFEST_FILE = 'manifest.json';
export const catalogFile = (index: string, type: CatalogEntityType) => `catalog/${index}/${type}.ndjson`;
export const CLASSREADING_FILE = 'classreading.json';
export const contentFile = (storeCode: string) => `content/${storeCode}.json`;

export interface DemoManifest {
  /** Generator format version; a mismatch means the data must be generated again. */
  version: number;
  seed: number;
  products: number;
  indexes: string[];
}

export interface DemoSchool {
  id: number;
  /** The school id pupils type: ten digits, zero-padded (seed 001 §5). */
  school_id: string;
  school_code: string;
  name: string;
  credits: number;
  credits_start: string;
  credits_end: string;
}

export interface DemoClass {
  id: number;
  school_id: string;
  name: string;
  grade: string;
  teacher_id: number;
  book_skus: string[];
}

export interface DemoTeacher {
  id: number;
  school_id: string;
  email: string;
  firstname: string;
  lastname: string;
  title: string;
  accountType: string;
  role: 'Teacher' | 'Director';
  password: string;
  class_ids: number[];
}

export interface DemoPupil {
  id: number;
  school_id: string;
  class_id: number;
  name: string;
  screenname: string;
  /** Demo passwords are stored in plain text in the data file; the reading upstream stores only hashes. */
  password: string;
  role: 'Student' | 'Club president';
  clubs: number[];
  clubs_manage: number[];
}

export interface DemoClub {
  id: number;
  school_id: string;
  name: string;
  description: string;
  book_skus: string[];
  /** The teacher who created the club (seed 001 §4: only teachers create a reading club). */
  created_by: number;
}

/** A pupil's reading progress in one book (seed 001 §3 Tracking: percentage per book ISBN). */
export interface DemoTracking {
  student_id: number;
  isbn: string;
  /** 0..100. */
  percentage: number;
  /** ISO timestamp. */
  updated_at: string;
}

export interface ClassreadingDemoData {
  schools: DemoSchool[];
  classes: DemoClass[];
  teachers: DemoTeacher[];
  pupils: DemoPupil[];
  clubs: DemoClub[];
  tracking: DemoTracking[];
}

export interface DemoNewsItem {
  slug: string;
  title: string;
  date: string;
  intro: string;
  body: string;
  image: string;
  alternates?: ContentAlternates;
}

export interface DemoAuthor {
  slug: string;
  name: string;
  role: 'author' | 'illustrator' | 'author-illustrator';
  bio: string;
  image: string;
  skus: string[];
}

export interface DemoPage {
  /** Editorial url, or the key of a single page (seed 001 §7 /single-page?page). */
  url: string;
  title: string;
  body: string;
}

export interface ContentDemoData {
  homepage: HomepageContent;
  primaryNavigation: PrimaryNavigationContent;
  news: DemoNewsItem[];
  authors: DemoAuthor[];
  pages: DemoPage[];
  /** seed 001 §7 /single-page?page: the shop's static pages (terms, privacy, shipping, returns), by key. */
  singlePages: DemoPage[];
  /** seed 001 §7 /educational-material?url: the overview and every material. */
  educationalMaterial: {
    overview: EducationalMaterialOverviewContent;
    items: EducationalMaterialContent[];
  };
  /** seed 001 §7 /product-listing-page: curated lists, the joy action list, the range page. */
  productListingPages: ProductListingPageContent[];
  promo: { content: string; last_updated: string };
}

/** seed 000 §6: the kinds of shop customer the demo accounts stand for. */
export type DemoCustomerKind = 'general' | 'foreign' | 'b2b';

export interface DemoCustomer {
  kind: DemoCustomerKind;
  email: string;
  /** Published on purpose, like the reading programme's demo passwords; the platform stores only a hash. */
  password: string;
  firstname: string;
  lastname: string;
  /** seed 000 §6: 0 general, 8 foreign (sees every publish date), 7 B2B. */
  group_id: number;
  address: {
    street: string[];
    city: string;
    postcode: string;
    country_id: string;
    telephone: string;
    company?: string;
    vat_id?: string;
  };
  /** How many placed demo orders the account's order history shows. */
  orders: number;
}

/**
 * The commerce platform's demo customers, one per kind of seed 000 §6, seeded with its state. Tests and
 * the README use these; their passwords pass the rules of seed 000 §5.
 */
export const DEMO_CUSTOMERS = {
  general: {
    kind: 'general',
    email: 'an.peeters@example.com',
    password: 'Voorlezen123!',
    firstname: 'An',
    lastname: 'Peeters',
    group_id: 0,
    address: {
      street: ['Kerkstraat 12'],
      city: 'Gent',
      postcode: '9000',
      country_id: 'BE',
      telephone: '+32 9 123 45 67',
    },
    orders: 2,
  },
  foreign: {
    kind: 'foreign',
    email: 'grace.uwase@example.com',
    password: 'Reading2024!',
    firstname: 'Grace',
    lastname: 'Uwase',
    group_id: 8,
    address: {
      street: ['KG 7 Avenue 14'],
      city: 'Kigali',
      postcode: '00000',
      country_id: 'RW',
      telephone: '+250 788 123 456',
    },
    orders: 0,
  },
  b2b: {
    kind: 'b2b',
    email: 'inkoop@boekhandel-example.com',
    password: 'Boekhandel123!',
    firstname: 'Pieter',
    lastname: 'Janssens',
    group_id: 7,
    address: {
      street: ['Meir 50'],
      city: 'Antwerpen',
      postcode: '2000',
      country_id: 'BE',
      telephone: '+32 3 234 56 78',
      company: 'Boekhandel De Leeshoek',
      vat_id: 'BE0123456789',
    },
    orders: 2,
  },
} as const satisfies Record<DemoCustomerKind, DemoCustomer>;
