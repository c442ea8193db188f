import type { ProductReview } from '@shop/contracts';
import type { StateDatabase } from '../db/stateDatabase';
import { REVIEW_STATUS, type ReviewInput } from './domain/reviewInput';

/** Product reviews: new ones wait as pending (Magento's default status); only approved ones are read. */
export class ReviewRepository {
  private readonly statements;

  constructor(db: StateDatabase) {
    this.statements = {
      insert: db.prepare<
        [number, string, string, string, string, number | null, number | null, number, string]
      >(
        `INSERT INTO reviews (product_id, product_sku, title, detail, nickname, rating, customer_id, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      approved: db.prepare<[string, number], ProductReview>(
        `SELECT id, product_id, product_sku, title, detail, nickname, rating, created_at FROM reviews
         WHERE product_sku IN (SELECT value FROM json_each(?)) AND status = ?
         ORDER BY created_at DESC, id DESC`,
      ),
    };
  }

  addPending(review: ReviewInput, sku: string, createdAt: string): void {
    this.statements.insert.run(
      review.product_id,
      sku,
      review.title,
      review.detail,
      review.nickname,
      review.rating,
      review.customer_id,
      REVIEW_STATUS.pending,
      createdAt,
    );
  }

  /** The approved reviews of these skus, newest first. */
  approved(skus: readonly string[]): ProductReview[] {
    return this.statements.approved.all(JSON.stringify([...new Set(skus)]), REVIEW_STATUS.approved);
  }
}
