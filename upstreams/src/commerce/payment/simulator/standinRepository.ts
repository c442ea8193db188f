import type { AdyenResultCode, StandinCardPayment } from '@shop/contracts';
import type { StateDatabase } from '../../../db/stateDatabase';

/** A payment as the local card simulator keeps it: what Adyen's side of a payment knows. */
export interface StandinPaymentRow {
  psp_reference: string;
  merchant_reference: string;
  idempotency_key: string;
  amount_value: number;
  currency: string;
  last_four: string;
  result_code: AdyenResultCode;
  refusal_reason: string | null;
  return_url: string;
  /** The issuer page's reference while a 3DS2 challenge is open. */
  challenge_reference: string | null;
  /** The refusal reason the authorisation gives once the challenge is passed; null: authorised. */
  refusal_after_challenge: string | null;
  /** 'authenticate' or 'cancel', once the shopper pressed a button on the issuer page. */
  decision: string | null;
  redirect_result: string | null;
  created_at: string;
  updated_at: string;
}

export type NewStandinPayment = Omit<StandinPaymentRow, 'decision' | 'redirect_result' | 'updated_at'>;

/** The simulator's payments in the platform's SQLite file (its own table: it shares nothing with orders). */
export class StandinRepository {
  private readonly statements;

  constructor(db: StateDatabase) {
    this.statements = {
      insert: db.prepare<NewStandinPayment>(
        `INSERT INTO standin_card_payments (psp_reference, merchant_reference, idempotency_key, amount_value,
           currency, last_four, result_code, refusal_reason, return_url, challenge_reference,
           refusal_after_challenge, created_at, updated_at)
         VALUES (@psp_reference, @merchant_reference, @idempotency_key, @amount_value, @currency, @last_four,
           @result_code, @refusal_reason, @return_url, @challenge_reference, @refusal_after_challenge,
           @created_at, @created_at)`,
      ),
      byKey: db.prepare<[string], StandinPaymentRow>(
        `SELECT * FROM standin_card_payments WHERE idempotency_key = ?`,
      ),
      byChallenge: db.prepare<[string], StandinPaymentRow>(
        `SELECT * FROM standin_card_payments WHERE challenge_reference = ?`,
      ),
      byRedirectResult: db.prepare<[string], StandinPaymentRow>(
        `SELECT * FROM standin_card_payments WHERE redirect_result = ?`,
      ),
      decide: db.prepare<[string, string, string, string]>(
        `UPDATE standin_card_payments SET decision = ?, redirect_result = ?, updated_at = ?
         WHERE challenge_reference = ? AND decision IS NULL`,
      ),
      settle: db.prepare<[string, string | null, string, string]>(
        `UPDATE standin_card_payments SET result_code = ?, refusal_reason = ?, updated_at = ?
         WHERE psp_reference = ?`,
      ),
      byMerchantReference: db.prepare<[string], StandinPaymentRow>(
        `SELECT * FROM standin_card_payments WHERE merchant_reference = ? ORDER BY created_at, psp_reference`,
      ),
    };
  }

  insert(payment: NewStandinPayment): StandinPaymentRow {
    this.statements.insert.run(payment);
    const row = this.byIdempotencyKey(payment.idempotency_key);
    if (!row) throw new Error(`payment ${payment.psp_reference} vanished while it was written`);
    return row;
  }

  byIdempotencyKey(key: string): StandinPaymentRow | undefined {
    return this.statements.byKey.get(key);
  }

  byChallenge(reference: string): StandinPaymentRow | undefined {
    return this.statements.byChallenge.get(reference);
  }

  byRedirectResult(redirectResult: string): StandinPaymentRow | undefined {
    return this.statements.byRedirectResult.get(redirectResult);
  }

  /** Records the shopper's button; the first press wins (a double click keeps it). */
  decide(challengeReference: string, decision: string, redirectResult: string, now: Date): void {
    this.statements.decide.run(decision, redirectResult, now.toISOString(), challengeReference);
  }

  settle(pspReference: string, resultCode: AdyenResultCode, refusalReason: string | null, now: Date): void {
    this.statements.settle.run(resultCode, refusalReason, now.toISOString(), pspReference);
  }

  list(merchantReference: string): StandinCardPayment[] {
    return this.statements.byMerchantReference.all(merchantReference).map((row) => {
      const payment: StandinCardPayment = {
        pspReference: row.psp_reference,
        merchantReference: row.merchant_reference,
        amount: { currency: row.currency, value: row.amount_value },
        resultCode: row.result_code,
        createdAt: row.created_at,
      };
      if (row.refusal_reason) payment.refusalReason = row.refusal_reason;
      return payment;
    });
  }
}
