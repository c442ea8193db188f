export * from './amounts';
export * from './composite';
export * from './compositePrice';
export * from './customOptions';
export * from './dates';
export * from './groupTax';
export * from './price';
