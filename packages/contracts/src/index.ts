export * from './catalog';
export * from './commerce';
export * from './reading';
export * from './content';
export * from './demoData';
export * from './fixtures';
export * from './customer';
export * from './order';
