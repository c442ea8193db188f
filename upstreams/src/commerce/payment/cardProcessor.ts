import type { AdyenPaymentMethod, OrderAddress } from '@shop/contracts';
import type { PaymentAnswer } from './domain/paymentStatus';
import type { CardStateData } from './domain/stateData';

/** An amount in minor units, as Adyen's API takes it. */
export interface MinorAmount {
  currency: string;
  value: number;
}

/** What a card payment of an order needs (Adyen's /payments request, in the shop's words). */
export interface CardPaymentRequest {
  /** The order's increment id: Adyen's merchant reference. */
  reference: string;
  amount: MinorAmount;
  stateData: CardStateData;
  /** Already checked to be on the shop's origin. */
  returnUrl: string;
  shopperEmail: string;
  /** The customer's id, for a customer's order (Adyen's shopperReference). */
  shopperReference?: string;
  shopperLocale: string;
  countryCode: string;
  billingAddress: OrderAddress;
  /** One key per order: the provider never starts a second payment for it. */
  idempotencyKey: string;
}

/** The 3DS2 or redirect details the card component or the return page collected. */
export interface CardDetailsRequest {
  pspReference?: string;
  details: Record<string, unknown>;
  paymentData?: string;
  idempotencyKey: string;
}

export interface CardMethodsRequest {
  amount: MinorAmount;
  countryCode: string;
  shopperLocale: string;
}

/**
 * Adyen's part of a card payment (the Checkout API): the local simulator by default, Adyen's test platform
 * when an API key is configured. A malformed request throws an UpstreamError (400) before anything happens.
 */
export interface CardProcessor {
  /** Checks the card fields before the order is placed, so a malformed card writes nothing. */
  checkCard(stateData: CardStateData): void;
  startPayment(request: CardPaymentRequest): Promise<PaymentAnswer>;
  submitDetails(request: CardDetailsRequest): Promise<PaymentAnswer>;
  paymentMethods(request: CardMethodsRequest): Promise<AdyenPaymentMethod[]>;
}
