export * from './formRules';
export * from './registration';
