import { skusToRefresh, type LivePrice } from './domain/shownPrice';

/** Asks the platform for the live prices of some skus: a price per sku it answered, null for the others. */
export type FetchLivePrices = (skus: string[]) => Promise<ReadonlyMap<string, LivePrice | null>>;

/**
 * productsBySku answers at most 999 skus a call; a page shows far fewer, so one call per page in practice.
 */
const MAX_SKUS_PER_CALL = 999;

/**
 * The live prices of the products the shopper has been shown (seed 000 §7 'Price refresh'). Every price tag
 * of a page asks for its sku while the page mounts; the asks of one task are gathered and sent as one call,
 * so a page costs one render-list call whatever number of rows and cards show prices. A price answered
 * counts as fresh for the schema's max age; a failed call leaves the catalogue's prices standing (seed 000
 * §7: 'on failure items are empty') and is not retried before that age either.
 */
export class LivePriceStore {
  private readonly prices = new Map<string, LivePrice | null>();
  private readonly refreshedAt = new Map<string, number>();
  private readonly asked = new Set<string>();
  private readonly inFlight = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private flushScheduled = false;

  constructor(
    private readonly fetchPrices: FetchLivePrices,
    private readonly now: () => number = Date.now,
  ) {}

  /** Asks for a sku's live price; the call goes out once the current task has asked for all of its skus. */
  ask(sku: string): void {
    this.asked.add(sku);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setTimeout(() => this.flush(), 0);
  }

  /** The sku's live price: undefined while not known, null when the platform has none. */
  get(sku: string): LivePrice | null | undefined {
    return this.prices.get(sku);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private flush(): void {
    this.flushScheduled = false;
    const skus = skusToRefresh(this.asked, this.refreshedAt, this.now()).filter(
      (sku) => !this.inFlight.has(sku),
    );
    this.asked.clear();
    for (let start = 0; start < skus.length; start += MAX_SKUS_PER_CALL) {
      void this.refresh(skus.slice(start, start + MAX_SKUS_PER_CALL));
    }
  }

  private async refresh(skus: string[]): Promise<void> {
    skus.forEach((sku) => this.inFlight.add(sku));
    try {
      const answered = await this.fetchPrices(skus);
      for (const sku of skus) this.prices.set(sku, answered.get(sku) ?? null);
      this.listeners.forEach((listener) => listener());
    } catch {
      // The catalogue's prices stand; nothing to tell the shopper.
    } finally {
      const at = this.now();
      for (const sku of skus) {
        this.refreshedAt.set(sku, at);
        this.inFlight.delete(sku);
      }
    }
  }
}
