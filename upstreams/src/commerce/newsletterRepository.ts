import type { NewsletterStatus } from '@shop/contracts';
import type { StateDatabase } from '../db/stateDatabase';

/** The newsletter list (the stand-in of vue-storefront-api's Mailchimp extension), by email, any case. */
export class NewsletterRepository {
  private readonly statements;

  constructor(db: StateDatabase) {
    this.statements = {
      status: db.prepare<[string], { status: NewsletterStatus }>(
        `SELECT status FROM newsletter_subscribers WHERE email = ?`,
      ),
      set: db.prepare<[string, NewsletterStatus, string]>(
        `INSERT INTO newsletter_subscribers (email, status, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
      ),
    };
  }

  /** An email that never subscribed counts as unsubscribed. */
  status(email: string): NewsletterStatus {
    return this.statements.status.get(email)?.status ?? 'unsubscribed';
  }

  set(email: string, status: NewsletterStatus, now: Date): NewsletterStatus {
    this.statements.set.run(email, status, now.toISOString());
    return status;
  }
}
