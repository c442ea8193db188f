export * from './legacyRedirects';
export * from './shopPath';
