export * from './services';
export * from './launcher';
