export * from './dates';
export * from './price';
