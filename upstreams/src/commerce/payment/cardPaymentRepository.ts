import type { AdyenResultCode } from '@shop/contracts';
import type { StateDatabase } from '../../db/stateDatabase';
import type { CartItemRow } from '../cartRepository';
import type { Mail } from '../mail/outbox';
import type { PaymentAnswer } from './domain/paymentStatus';

/** An order's card payment as the platform keeps it (one per order). */
export interface CardPayment {
  orderId: number;
  answer: PaymentAnswer;
  /** The cart's lines as ordered: a refused payment gives them back. */
  cartLines: CartItemRow[];
  /** The confirmation mail, sent once the card is authorised. */
  heldMail: Mail | null;
  returnUrl: string;
}

interface CardPaymentRow {
  order_id: number;
  psp_reference: string | null;
  result_code: AdyenResultCode;
  refusal_reason: string | null;
  action: string | null;
  cart_lines: string;
  held_mail: string | null;
  return_url: string;
}

function paymentOf(row: CardPaymentRow): CardPayment {
  const answer: PaymentAnswer = { resultCode: row.result_code };
  if (row.psp_reference) answer.pspReference = row.psp_reference;
  if (row.refusal_reason) answer.refusalReason = row.refusal_reason;
  if (row.action) answer.action = JSON.parse(row.action) as Record<string, unknown>;
  return {
    orderId: row.order_id,
    answer,
    cartLines: JSON.parse(row.cart_lines) as CartItemRow[],
    heldMail: row.held_mail === null ? null : (JSON.parse(row.held_mail) as Mail),
    returnUrl: row.return_url,
  };
}

/** The platform's card payments, one per order: the order id is the key, so a second one cannot be written. */
export class CardPaymentRepository {
  private readonly statements;

  constructor(db: StateDatabase) {
    this.statements = {
      insert: db.prepare<[number, string, string | null, string, string, string]>(
        `INSERT INTO card_payments (order_id, result_code, cart_lines, held_mail, return_url, created_at, updated_at)
         VALUES (?, 'Received', ?, ?, ?, ?, ?)`,
      ),
      byOrder: db.prepare<[number], CardPaymentRow>(`SELECT * FROM card_payments WHERE order_id = ?`),
      record: db.prepare<[string | null, string, string | null, string | null, string, number]>(
        `UPDATE card_payments SET psp_reference = COALESCE(?, psp_reference), result_code = ?, refusal_reason = ?,
           action = ?, updated_at = ?
         WHERE order_id = ?`,
      ),
      mailSent: db.prepare<[number]>(`UPDATE card_payments SET held_mail = NULL WHERE order_id = ?`),
    };
  }

  /** The payment of a new order, before the provider is asked ('Received'). */
  open(
    orderId: number,
    cartLines: readonly CartItemRow[],
    heldMail: Mail | undefined,
    returnUrl: string,
    now: Date,
  ): void {
    const stamp = now.toISOString();
    this.statements.insert.run(
      orderId,
      JSON.stringify(cartLines),
      heldMail ? JSON.stringify(heldMail) : null,
      returnUrl,
      stamp,
      stamp,
    );
  }

  find(orderId: number): CardPayment | undefined {
    const row = this.statements.byOrder.get(orderId);
    return row && paymentOf(row);
  }

  /** Records the provider's answer (the caller checks, in its transaction, that the payment still waits). */
  record(orderId: number, answer: PaymentAnswer, now: Date): void {
    this.statements.record.run(
      answer.pspReference ?? null,
      answer.resultCode,
      answer.refusalReason ?? null,
      answer.action ? JSON.stringify(answer.action) : null,
      now.toISOString(),
      orderId,
    );
  }

  mailSent(orderId: number): void {
    this.statements.mailSent.run(orderId);
  }
}
