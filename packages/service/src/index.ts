export * from './config';
export * from './logger';
export * from './headers';
export * from './http';
export * from './callCounter';
export * from './rest';
export * from './subgraph';
