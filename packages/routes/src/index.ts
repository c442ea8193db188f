export * from './legacyRedirects';
