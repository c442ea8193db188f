import { randomBytes } from 'node:crypto';
import type { AdyenPaymentMethod } from '@shop/contracts';
import { UpstreamError } from '../../../shared/envelope';
import type { CardDetailsRequest, CardPaymentRequest, CardProcessor } from '../cardProcessor';
import type { PaymentAnswer } from '../domain/paymentStatus';
import { returnUrlWithResult } from '../domain/returnUrl';
import type { CardStateData } from '../domain/stateData';
import {
  decodeTestCard,
  lastFour,
  needsChallenge,
  NOT_AUTHENTICATED_REASON,
  refusalReasonOf,
  TEST_CARDS,
  type TestCard,
} from '../domain/testCards';
import type { StandinPaymentRow, StandinRepository } from './standinRepository';

const BAD_REQUEST = 400;
const NOT_FOUND = 404;

/** The issuer page of the 3DS2 challenge, under the platform's own origin. */
export const ISSUER_PAGE_PATH = '/adyen-standin/3ds2/challenge';

export type ChallengeDecision = 'authenticate' | 'cancel';

/** What the issuer page shows of the payment it asks the shopper to confirm. */
export interface ChallengeView {
  reference: string;
  amount: { currency: string; value: number };
  lastFour: string;
}

export interface LocalCardSimulatorDeps {
  payments: StandinRepository;
  clock: () => Date;
  /** The origin browsers reach this platform at (the action's URL leads there). */
  publicUrl: () => string;
}

/** Adyen-like references: 16 upper-case letters and digits. */
const pspReference = () =>
  randomBytes(12).toString('base64url').replace(/[-_]/g, 'X').slice(0, 16).toUpperCase();
const opaqueToken = () => randomBytes(24).toString('base64url');

/**
 * Adyen's test platform played locally (the default CardProcessor): it takes Adyen's unencrypted test values,
 * authorises or refuses by the rules of domain/testCards.ts, and for the 3DS2 test card answers
 * RedirectShopper with its own issuer page, whose buttons return the shopper with an opaque redirectResult.
 */
export class LocalCardSimulator implements CardProcessor {
  constructor(private readonly deps: LocalCardSimulatorDeps) {}

  checkCard(stateData: CardStateData): void {
    this.decode(stateData);
  }

  startPayment(request: CardPaymentRequest): Promise<PaymentAnswer> {
    const { payments, clock } = this.deps;
    // Like Adyen's Idempotency-Key: the same key answers the first payment, never a second one.
    const earlier = payments.byIdempotencyKey(request.idempotencyKey);
    if (earlier) return Promise.resolve(this.answerOf(earlier));
    const card = this.decode(request.stateData);
    const now = clock();
    const challenge = needsChallenge(card);
    const refusal = refusalReasonOf(card, now);
    const row = payments.insert({
      psp_reference: pspReference(),
      merchant_reference: request.reference,
      idempotency_key: request.idempotencyKey,
      amount_value: request.amount.value,
      currency: request.amount.currency,
      last_four: lastFour(card),
      result_code: challenge ? 'RedirectShopper' : refusal ? 'Refused' : 'Authorised',
      refusal_reason: challenge ? null : (refusal ?? null),
      return_url: request.returnUrl,
      challenge_reference: challenge ? opaqueToken() : null,
      refusal_after_challenge: challenge ? (refusal ?? null) : null,
      created_at: now.toISOString(),
    });
    return Promise.resolve(this.answerOf(row));
  }

  /** The redirect's result: authorised (or refused by the card's own rules) after Authenticate, refused after Cancel. */
  submitDetails(request: CardDetailsRequest): Promise<PaymentAnswer> {
    const { payments, clock } = this.deps;
    const redirectResult = request.details.redirectResult;
    if (typeof redirectResult !== 'string' || redirectResult === '')
      throw new UpstreamError(
        BAD_REQUEST,
        'The local card simulator finishes 3-D Secure by redirect: send details.redirectResult.',
      );
    const row = payments.byRedirectResult(redirectResult);
    if (!row || (request.pspReference !== undefined && row.psp_reference !== request.pspReference))
      throw new UpstreamError(BAD_REQUEST, 'The redirectResult does not belong to this payment.');
    if (row.result_code === 'RedirectShopper') {
      const refusal = row.decision === 'cancel' ? NOT_AUTHENTICATED_REASON : row.refusal_after_challenge;
      payments.settle(row.psp_reference, refusal ? 'Refused' : 'Authorised', refusal, clock());
    }
    const settled = payments.byRedirectResult(redirectResult);
    if (!settled) throw new Error(`payment ${row.psp_reference} vanished while it was settled`);
    return Promise.resolve(this.answerOf(settled));
  }

  paymentMethods(): Promise<AdyenPaymentMethod[]> {
    const brands = [...new Set(Object.values(TEST_CARDS).map((card) => card.brand))];
    return Promise.resolve([{ type: 'scheme', name: 'Cards', brands }]);
  }

  /** The open challenge behind an issuer page reference (404 when there is none). */
  challenge(reference: string): ChallengeView {
    const row = this.requireChallenge(reference);
    return {
      reference,
      amount: { currency: row.currency, value: row.amount_value },
      lastFour: row.last_four,
    };
  }

  /** The shopper's button on the issuer page: where to send the browser back, with the redirectResult. */
  decide(reference: string, decision: ChallengeDecision): string {
    const { payments, clock } = this.deps;
    this.requireChallenge(reference);
    payments.decide(reference, decision, opaqueToken(), clock());
    const decided = this.requireChallenge(reference);
    if (!decided.redirect_result) throw new Error(`challenge ${reference} was not decided`);
    return returnUrlWithResult(decided.return_url, decided.redirect_result);
  }

  /** The payments the simulator received for an order (its merchant reference), oldest first. */
  paymentsOf(merchantReference: string) {
    return this.deps.payments.list(merchantReference);
  }

  private requireChallenge(reference: string): StandinPaymentRow {
    const row = reference ? this.deps.payments.byChallenge(reference) : undefined;
    if (!row) throw new UpstreamError(NOT_FOUND, 'There is no 3-D Secure check with this reference.');
    return row;
  }

  private decode(stateData: CardStateData): TestCard {
    const decoded = decodeTestCard(stateData.paymentMethod);
    if (!decoded.ok) throw new UpstreamError(BAD_REQUEST, decoded.message);
    return decoded.value;
  }

  private answerOf(row: StandinPaymentRow): PaymentAnswer {
    const answer: PaymentAnswer = { resultCode: row.result_code, pspReference: row.psp_reference };
    if (row.refusal_reason) answer.refusalReason = row.refusal_reason;
    if (row.result_code === 'RedirectShopper' && row.challenge_reference) {
      const url = new URL(ISSUER_PAGE_PATH, this.deps.publicUrl());
      url.searchParams.set('reference', row.challenge_reference);
      answer.action = { type: 'redirect', method: 'GET', url: url.toString(), paymentMethodType: 'scheme' };
    }
    return answer;
  }
}
