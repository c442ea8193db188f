export * from './formRules';
export * from './registration';
export * from './classreadingBundle';
export * from './checkout';
export * from './grades';
export * from './bulkImport';
export * from './readingNames';
