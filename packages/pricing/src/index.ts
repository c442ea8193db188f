export * from './amounts';
export * from './b2bDiscount';
export * from './composite';
export * from './compositePrice';
export * from './customOptions';
export * from './dates';
export * from './groupTax';
export * from './price';
