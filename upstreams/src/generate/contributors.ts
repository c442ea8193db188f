/**
 * The pool of authors and illustrators. It does not depend on the generation seed: product documents
 * name these people in `author`/`illustrator`, and the content service's authors list (content/<store>.json)
 * is built from the same pool, so a name on a product always has an author page with the same slug.
 */
import { Random } from './random';
import { slugify } from '@shop/routes';

export type ContributorRole = 'author' | 'illustrator' | 'author-illustrator';

export interface Contributor {
  slug: string;
  name: string;
  role: ContributorRole;
}

const FIRST_NAMES = [
  'An',
  'Bart',
  'Charlotte',
  'Dirk',
  'Els',
  'Frank',
  'Griet',
  'Hanne',
  'Ilse',
  'Jan',
  'Katrien',
  'Lieve',
  'Marc',
  'Nathalie',
  'Pieter',
  'Riet',
  'Sofie',
  'Tom',
  'Veerle',
  'Wim',
  'Ingrid',
  'Guido',
  'Leen',
  'Mies',
  'Joke',
  'Kristien',
  'Geert',
  'Emma',
  'Jonas',
  'Margot',
  'Aline',
  'Bas',
  'Yara',
  'Ruth',
  'Olivier',
  'Claire',
  'Samuel',
  'Grace',
  'Eric',
  'Amani',
];

const LAST_NAMES = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'De Smet',
  'Claes',
  'Goossens',
  'Wouters',
  'De Vries',
  'Van Dijk',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'Mulder',
  'De Jong',
  'Van den Berg',
  'Vermeulen',
  'Dubois',
  'Lambert',
  'Martin',
  'Uwase',
  'Mugisha',
  'Harper',
  'Walsh',
  'Okafor',
  'Verhulst',
  'Van Acker',
  'Desmet',
  'Hendrickx',
  'Timmermans',
  'Baert',
  'Roels',
];

const AUTHORS = 48;
const ILLUSTRATORS = 24;
const AUTHOR_ILLUSTRATORS = 16;

function buildPool(): Contributor[] {
  // A fixed stream: the pool is part of the demo world, not of one generated data set.
  const random = new Random('contributors', 1);
  const seen = new Set<string>();
  const pool: Contributor[] = [];
  const roles: ContributorRole[] = [
    ...Array<ContributorRole>(AUTHORS).fill('author'),
    ...Array<ContributorRole>(ILLUSTRATORS).fill('illustrator'),
    ...Array<ContributorRole>(AUTHOR_ILLUSTRATORS).fill('author-illustrator'),
  ];
  for (const role of roles) {
    let name: string;
    do name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    while (seen.has(slugify(name)));
    seen.add(slugify(name));
    pool.push({ slug: slugify(name), name, role });
  }
  return pool;
}

export const CONTRIBUTORS: readonly Contributor[] = buildPool();

/** Indexes into CONTRIBUTORS of the people who write, and of those who illustrate. */
export const WRITER_INDEXES = CONTRIBUTORS.flatMap((c, i) => (c.role === 'illustrator' ? [] : [i]));
export const ILLUSTRATOR_INDEXES = CONTRIBUTORS.flatMap((c, i) => (c.role === 'author' ? [] : [i]));

export function contributorBySlug(slug: string): Contributor | undefined {
  return CONTRIBUTORS.find((c) => c.slug === slug);
}
