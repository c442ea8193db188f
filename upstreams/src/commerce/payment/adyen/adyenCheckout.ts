import { createRequire } from 'node:module';
import type * as AdyenLibrary from '@adyen/api-library';
import type { Config, Types } from '@adyen/api-library';
import type { AdyenPaymentMethod, AdyenResultCode, OrderAddress } from '@shop/contracts';
import { UpstreamError } from '../../../shared/envelope';
import type {
  CardDetailsRequest,
  CardMethodsRequest,
  CardPaymentRequest,
  CardProcessor,
} from '../cardProcessor';
import type { PaymentAnswer } from '../domain/paymentStatus';
import type { CardStateData } from '../domain/stateData';

/**
 * Adyen's library is CommonJS whose named exports Node's ESM loader cannot see (only `Types` and a few
 * others): it is required, as its authors ship it, with its own types.
 */
const adyen = createRequire(import.meta.url)('@adyen/api-library') as typeof AdyenLibrary;
const { CheckoutAPI, Client, EnvironmentEnum, HttpClientException } = adyen;

type HttpClient = NonNullable<ConstructorParameters<typeof Client>[1]>;

/** Adyen refuses a malformed request with 422 (validation) or 400; the shop shows its message. */
const BAD_REQUEST = 400;
/** Anything else Adyen (or the way there) answers: the platform could not get an answer. */
const BAD_GATEWAY = 502;

export interface AdyenCheckoutSettings {
  apiKey: string;
  merchantAccount: string;
  environment: 'test' | 'live';
  /** The live endpoints' prefix of the merchant's company (Adyen's Customer Area); only for live. */
  liveUrlPrefix?: string;
  /** Replaces the library's HTTPS client (tests: this machine cannot reach Adyen). */
  httpClient?: HttpClient;
}

/**
 * The card payment on Adyen's test (or live) platform through its Checkout API v72 (/payments,
 * /payments/details, /paymentMethods) with Adyen's own Node library: the card component's encrypted fields go
 * to Adyen as they came, the answers are mapped once, here.
 */
export class AdyenCheckout implements CardProcessor {
  private readonly payments: InstanceType<typeof CheckoutAPI>['PaymentsApi'];

  constructor(private readonly settings: AdyenCheckoutSettings) {
    const config: ConstructorParameters<typeof Config>[0] = {
      apiKey: settings.apiKey,
      environment: settings.environment === 'live' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
    };
    if (settings.liveUrlPrefix) config.liveEndpointUrlPrefix = settings.liveUrlPrefix;
    const client = new Client(config);
    if (settings.httpClient) client.httpClient = settings.httpClient;
    client.setApplicationName('shop commerce platform');
    this.payments = new CheckoutAPI(client).PaymentsApi;
  }

  /** Adyen checks encrypted fields itself; the shape was checked by parseCardStateData. */
  checkCard(_stateData: CardStateData): void {}

  async startPayment(request: CardPaymentRequest): Promise<PaymentAnswer> {
    const body: Types.checkout.PaymentRequest = {
      merchantAccount: this.settings.merchantAccount,
      reference: request.reference,
      amount: request.amount,
      paymentMethod: { ...request.stateData.paymentMethod } as Types.checkout.CardDetails,
      returnUrl: request.returnUrl,
      channel: adyen.Types.checkout.PaymentRequest.ChannelEnum.Web,
      shopperInteraction: adyen.Types.checkout.PaymentRequest.ShopperInteractionEnum.Ecommerce,
      shopperEmail: request.shopperEmail,
      shopperLocale: request.shopperLocale,
      countryCode: request.countryCode,
      billingAddress: billingAddressOf(request.billingAddress),
      // 3DS2 inside the page when the issuer allows it; otherwise a redirect the shop's return page finishes.
      authenticationData: {
        threeDSRequestData: {
          nativeThreeDS: adyen.Types.checkout.ThreeDSRequestData.NativeThreeDSEnum.Preferred,
        },
      },
    };
    if (request.shopperReference) body.shopperReference = request.shopperReference;
    if (request.stateData.browserInfo)
      body.browserInfo = request.stateData.browserInfo as unknown as Types.checkout.BrowserInfo;
    if (request.stateData.origin) body.origin = request.stateData.origin;
    const response = await this.call(() =>
      this.payments.payments(body, { idempotencyKey: request.idempotencyKey }),
    );
    return answerOf(response);
  }

  async submitDetails(request: CardDetailsRequest): Promise<PaymentAnswer> {
    const body: Types.checkout.PaymentDetailsRequest = {
      details: request.details as Types.checkout.PaymentCompletionDetails,
    };
    if (request.paymentData) body.paymentData = request.paymentData;
    const response = await this.call(() =>
      this.payments.paymentsDetails(body, { idempotencyKey: request.idempotencyKey }),
    );
    return answerOf(response);
  }

  /** The card methods Adyen offers for this amount and country (the extension sells by card only). */
  async paymentMethods(request: CardMethodsRequest): Promise<AdyenPaymentMethod[]> {
    const response = await this.call(() =>
      this.payments.paymentMethods({
        merchantAccount: this.settings.merchantAccount,
        amount: request.amount,
        countryCode: request.countryCode,
        shopperLocale: request.shopperLocale,
        channel: adyen.Types.checkout.PaymentMethodsRequest.ChannelEnum.Web,
        allowedPaymentMethods: ['scheme'],
      }),
    );
    return (response.paymentMethods ?? [])
      .filter((method) => method.type === 'scheme')
      .map((method) => {
        const mapped: AdyenPaymentMethod = { type: 'scheme', name: method.name ?? 'Cards' };
        if (method.brands) mapped.brands = method.brands;
        return mapped;
      });
  }

  /** Adyen's errors become the platform's: its message for a request it refused, 502 for the rest. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof HttpClientException && (error.statusCode === 422 || error.statusCode === 400))
        throw new UpstreamError(BAD_REQUEST, adyenMessage(error));
      const message = error instanceof Error ? error.message : String(error);
      throw new UpstreamError(BAD_GATEWAY, `The card payment provider did not answer: ${message}`);
    }
  }
}

type AdyenResponse = Pick<
  Types.checkout.PaymentResponse,
  'resultCode' | 'pspReference' | 'refusalReason' | 'action'
>;

/** Adyen's answer in the shop's terms; the action goes to the card component as Adyen sent it. */
export function answerOf(response: AdyenResponse): PaymentAnswer {
  const answer: PaymentAnswer = { resultCode: (response.resultCode ?? 'Error') as AdyenResultCode };
  if (response.pspReference) answer.pspReference = response.pspReference;
  if (response.refusalReason) answer.refusalReason = response.refusalReason;
  if (response.action) answer.action = { ...response.action } as Record<string, unknown>;
  return answer;
}

function adyenMessage(error: InstanceType<typeof HttpClientException>): string {
  if (error.apiError?.message) return error.apiError.message;
  try {
    const body = JSON.parse(error.responseBody ?? '') as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not Adyen's JSON error body: the exception's own message below.
  }
  return error.message;
}

/** Magento keeps the street in lines; Adyen wants street and house number apart (the first line is both). */
function billingAddressOf(address: OrderAddress): Types.checkout.BillingAddress {
  const [street = '', ...rest] = address.street;
  const match = /^(.*?)\s+(\d+\S*)$/.exec(street);
  return {
    street: match?.[1] ?? street,
    houseNumberOrName: [match?.[2], ...rest].filter(Boolean).join(' ') || 'n/a',
    postalCode: address.postcode,
    city: address.city,
    country: address.country_id,
  };
}
