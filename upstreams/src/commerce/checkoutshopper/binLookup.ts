import { z } from 'zod';
import { detectCardBrand, type CardBrand } from './domain/cardRules';

/**
 * The body adyen-web's Card posts to `v3/bin/binLookup` once six digits are typed: the card's first digits
 * as its field reported them (here Adyen's test value, `test_411111`), and the brands the Card accepts.
 */
export const binLookupRequest = z.object({
  encryptedBin: z.string().min(1),
  requestId: z.string().optional(),
  supportedBrands: z.array(z.string()).default([]),
  type: z.string().optional(),
});

export interface BinLookupBrand {
  brand: CardBrand;
  supported: boolean;
  cvcPolicy: 'required';
  expiryDatePolicy: 'required';
  enableLuhnCheck: true;
  /** The card number's length, which the Card uses to move on to the expiry date once it is typed. */
  panLength: number;
  paymentMethodVariant: CardBrand;
}

export interface BinLookupResponse {
  requestId?: string;
  brands: BinLookupBrand[];
}

/** Adyen's test cards of each brand have these lengths (4111 1111 1111 1111, 3700 0000 0000 002). */
const PAN_LENGTH: Record<CardBrand, number> = { visa: 16, mc: 16, amex: 15 };

/**
 * What Adyen's bin lookup answers for the first digits of a card: its brand and whether the Card accepts
 * it (an unsupported brand makes the Card show "Enter a supported card brand"). Digits in any other form
 * than a test value, or of an unknown brand, find nothing, as an unknown bin does at Adyen.
 */
export function lookUpBin(request: z.infer<typeof binLookupRequest>): BinLookupResponse {
  const requestId = request.requestId;
  const digits = /^test_(\d{6,})$/.exec(request.encryptedBin)?.[1];
  const brand = digits ? detectCardBrand(digits) : null;
  if (!brand) return { requestId, brands: [] };
  const supported = request.supportedBrands.length === 0 || request.supportedBrands.includes(brand);
  return {
    requestId,
    brands: [
      {
        brand,
        supported,
        cvcPolicy: 'required',
        expiryDatePolicy: 'required',
        enableLuhnCheck: true,
        panLength: PAN_LENGTH[brand],
        paymentMethodVariant: brand,
      },
    ],
  };
}
