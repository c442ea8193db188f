import type { OutboxMail } from '@shop/contracts';
import type { StateDatabase } from '../../db/stateDatabase';

export interface Mail {
  sourceAddress: string;
  targetAddress: string;
  subject: string;
  text: string;
  html?: string;
}

interface OutboxRow {
  id: number;
  source_address: string;
  target_address: string;
  subject: string;
  text: string;
  html: string | null;
  sent_at: string;
}

/**
 * Where the platform's mails go instead of an SMTP server: a table that tests and developers read
 * (GET /api/ext/mail-service/outbox), e.g. to follow a password reset link.
 */
export class Outbox {
  private readonly statements;

  constructor(db: StateDatabase) {
    this.statements = {
      insert: db.prepare<[string, string, string, string, string | null, string]>(
        `INSERT INTO mail_outbox (source_address, target_address, subject, text, html, sent_at) VALUES (?, ?, ?, ?, ?, ?)`,
      ),
      to: db.prepare<[string, number], OutboxRow>(
        `SELECT * FROM mail_outbox WHERE target_address = ? ORDER BY id DESC LIMIT ?`,
      ),
      all: db.prepare<[number], OutboxRow>(`SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?`),
    };
  }

  send(mail: Mail, sentAt: Date): void {
    this.statements.insert.run(
      mail.sourceAddress,
      mail.targetAddress,
      mail.subject,
      mail.text,
      mail.html ?? null,
      sentAt.toISOString(),
    );
  }

  /** The newest mails first, to one address or to anyone. */
  list(targetAddress: string | undefined, limit = 50): OutboxMail[] {
    const rows = targetAddress
      ? this.statements.to.all(targetAddress.trim(), limit)
      : this.statements.all.all(limit);
    return rows.map((row) => {
      const mail: OutboxMail = {
        id: row.id,
        sourceAddress: row.source_address,
        targetAddress: row.target_address,
        subject: row.subject,
        text: row.text,
        sent_at: row.sent_at,
      };
      if (row.html !== null) mail.html = row.html;
      return mail;
    });
  }
}
