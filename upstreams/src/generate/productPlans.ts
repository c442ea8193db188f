/**
 * Yields the product plans of a data set in id order. The first entries are fixed edge cases
 * (EDGE_CASES) so even a 40-product set holds every product type and every rule of the seeds worth
 * exercising; later entries are drawn at random with a realistic mix. Each entry has its own random
 * stream (seed, entry number), and the generator can be run twice (the first run finds the new
 * releases before anything is written).
 */
import { MINIMUM_PUBLISH_DATE, dayOf } from './dates';
import { Bookshelf } from './bookshelf';
import { EDGE_KIND, KIND_WEIGHTS, Planner } from './planner';
import {
  EDGE_CASES,
  titleOf,
  type EdgeCase,
  type PlanContext,
  type ProductKind,
  type ProductPlan,
} from './productPlan';
import { Random } from './random';

/** Yields the top-level product plans in id order; children of configurables ride along in `children`. */
export function* productPlans(context: PlanContext): Generator<ProductPlan> {
  const shelf = new Bookshelf();
  let nextId = 1;
  for (let entry = 0; nextId <= context.products; entry++) {
    const random = new Random(context.seed, 'product', entry);
    const edge: EdgeCase | undefined = EDGE_CASES[entry];
    const slots = context.products - nextId + 1;
    const kind = fitKind(edge ? (EDGE_KIND[edge] ?? 'book') : random.weighted(KIND_WEIGHTS), slots, shelf);
    const planner = new Planner(context, random, nextId, edge, shelf);
    const plan = planner.plan(kind, slots);
    nextId += 1 + plan.children.length;
    if (plan.kind === 'book' && isLinkable(plan, context.today)) {
      shelf.add({
        id: plan.id,
        sku: plan.sku,
        price: plan.price,
        title: titleOf(plan.name),
        seriesId: plan.seriesId,
        segment: plan.segment ?? 'reader',
        author: plan.author,
        languageId: plan.languageId,
        ageIds: plan.ageIds,
        themeIds: plan.themeIds,
        qty: plan.stock.qty,
        manageStock: plan.stock.manage_stock,
      });
    }
    yield plan;
  }
}

/** Composite products need linkable books and configurables need room for children; otherwise a book. */
function fitKind(kind: ProductKind, slots: number, shelf: Bookshelf): ProductKind {
  if ((kind === 'configurableBook' || kind === 'merchandise') && slots < 3) return 'book';
  if (kind === 'grouped' && shelf.size < 2) return 'book';
  if (kind === 'bundle' && shelf.size < 3) return 'book';
  if (kind === 'classreading' && shelf.size < 1) return 'book';
  return kind;
}

const MIN_PUBLISH_DAY = dayOf(MINIMUM_PUBLISH_DATE);

function isLinkable(plan: ProductPlan, today: number): boolean {
  return (
    plan.status === 1 &&
    plan.visibility === 4 &&
    plan.stock.is_in_stock &&
    plan.publishDay >= MIN_PUBLISH_DAY &&
    plan.publishDay <= today
  );
}

const TITLE_KINDS: ReadonlySet<ProductKind> = new Set([
  'book',
  'configurableBook',
  'ebook',
  'audiobook',
  'freeSample',
]);

/** seed 000 §9 'new-products category id 3': the most recent titles (books, e-books, audiobooks) that shoppers can see. */
export function isNewReleaseCandidate(plan: ProductPlan, today: number): boolean {
  return (
    TITLE_KINDS.has(plan.kind) &&
    plan.status === 1 &&
    plan.visibility !== 1 &&
    plan.publishDay <= today &&
    plan.publishDay >= MIN_PUBLISH_DAY
  );
}

/** How many products the new-releases category lists: 2% of the set, at least 5 and at most 250. */
export function newReleaseCount(products: number): number {
  return Math.max(5, Math.min(250, Math.ceil(products * 0.02)));
}
