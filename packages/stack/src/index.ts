export * from './services';
export * from './launcher';
export * from './testStack';
export * from './ports';
export * from './chromium';
export * from './commerceOrders';
export * from './outbound/outboundRecord';
export * from './demoAddress';
