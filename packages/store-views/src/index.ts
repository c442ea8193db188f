// The store views and the money rules every service shares.
export * from './storeView';
export * from './money';
