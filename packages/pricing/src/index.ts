export * from './composite';
export * from './customOptions';
export * from './dates';
export * from './price';
