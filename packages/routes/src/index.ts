export * from './legacyRedirects';
export { parseShopRoute } from './parseShopRoute';
export * from './readingAccess';
export * from './segments';
export * from './shopPath';
export * from './shopRoute';
export * from './storeRedirects';
