import type { PromoNotificationContent } from '@shop/contracts';
import { z } from 'zod';
import { parseWith, type ParsedDocument } from './contentDocument';

const promo = z.object({
  content: z.string(),
  last_updated: z.string().min(1),
}) satisfies z.ZodType<PromoNotificationContent>;

/** GET /promo-discount-notification (seed 001 §3 Promo notification: content, last_updated). */
export function parsePromoNotification(content: string): ParsedDocument<PromoNotificationContent> {
  return parseWith(promo, content);
}

/**
 * The notification to show, or none when its content is blank (editors switch it off by emptying it).
 * `last_updated` is the version the shopper's 'closed' remembers: a newer one shows again (seed 001 §3
 * isClosed, lastClosed).
 */
export function promoNotificationOf(
  document: PromoNotificationContent,
): { content: string; lastUpdated: string } | null {
  const content = document.content.trim();
  return content === '' ? null : { content, lastUpdated: document.last_updated };
}
