export * from './imageUrl';
export * from './legacyRedirects';
export { parseShopRoute } from './parseShopRoute';
export * from './readingAccess';
export * from './segments';
export * from './shopPath';
export * from './shopRoute';
export { slugify } from './slug';
export * from './storeRedirects';
