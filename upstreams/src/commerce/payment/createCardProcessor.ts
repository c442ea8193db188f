import type { StateDatabase } from '../../db/stateDatabase';
import type { CommerceConfig } from '../config';
import { AdyenCheckout } from './adyen/adyenCheckout';
import type { CardProcessor } from './cardProcessor';
import { LocalCardSimulator } from './simulator/localCardSimulator';
import { StandinRepository } from './simulator/standinRepository';

/**
 * Adyen's part of card payments: its platform when an API key and merchant account are configured, else the
 * local simulator (returned apart too, for its issuer page and its payment list).
 */
export function createCardProcessor(
  config: CommerceConfig,
  db: StateDatabase,
  clock: () => Date,
  publicUrl: () => string,
): { processor: CardProcessor; simulator?: LocalCardSimulator } {
  if (config.ADYEN_API_KEY && config.ADYEN_MERCHANT_ACCOUNT) {
    const processor = new AdyenCheckout({
      apiKey: config.ADYEN_API_KEY,
      merchantAccount: config.ADYEN_MERCHANT_ACCOUNT,
      environment: config.ADYEN_ENVIRONMENT,
      ...(config.ADYEN_LIVE_URL_PREFIX ? { liveUrlPrefix: config.ADYEN_LIVE_URL_PREFIX } : {}),
    });
    return { processor };
  }
  const simulator = new LocalCardSimulator({ payments: new StandinRepository(db), clock, publicUrl });
  return { processor: simulator, simulator };
}
