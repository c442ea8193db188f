import { datePart } from '@shop/pricing';

/** seed 000 §9: 'Product is new for 60 days'. */
export const NEW_PRODUCT_DAYS = 60;

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/**
 * seed 000 §9: a product is new for 60 days, counted from its publish_date rather than created_at: the
 * shop lists and sorts books by publish date (Latest, the new-releases category), and a title is often
 * entered in the platform months before it appears, so created_at would make it "new" before it is out.
 * The publish day is day 0; day 60 is the last new day, day 61 is not. A book not yet published is not new.
 */
export function isNewProduct(publishDate: string | null | undefined, today: string): boolean {
  const published = datePart(publishDate);
  if (published === null) return false;
  const age = dayNumber(today) - dayNumber(published);
  return age >= 0 && age <= NEW_PRODUCT_DAYS;
}
