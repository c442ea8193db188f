import type { KeyValueStore } from '../src/shared/graphql/resilientStorage';

const never = () => new Promise<never>(() => undefined);
const quotaExceeded = () => Object.assign(new Error('full'), { name: 'QuotaExceededError' });

/** IndexedDB as the storage sees it, with the failures a browser gives: slow answers, errors, a full disk. */
export class FakeKeyValueStore implements KeyValueStore {
  readonly values = new Map<string, string>();
  failGets = false;
  failSets = 0;
  quotaErrors = 0;
  hangGets = false;
  hangSets = false;
  hangIterate = false;
  async get(key: string) {
    if (this.hangGets) return never();
    if (this.failGets) throw new Error('broken');
    return this.values.get(key);
  }
  async set(key: string, value: string) {
    if (this.hangSets) return never();
    if (this.quotaErrors > 0) {
      this.quotaErrors -= 1;
      throw quotaExceeded();
    }
    if (this.failSets > 0) {
      this.failSets -= 1;
      throw new Error('broken');
    }
    this.values.set(key, value);
  }
  async del(key: string) {
    this.values.delete(key);
  }
  async keys() {
    if (this.hangIterate) return never();
    return [...this.values.keys()];
  }
  async entries() {
    if (this.hangIterate) return never();
    return [...this.values.entries()];
  }
  async delMany(keys: IDBValidKey[]) {
    for (const key of keys) this.values.delete(String(key));
  }
}
