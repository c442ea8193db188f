import type { StockResolvers, StockStatus as StockStatusEnum } from '../generated/graphql';
import type { StockStatus } from '../domain/stockStatus';

const STATUS: Record<StockStatus, StockStatusEnum> = {
  ok: 'OK',
  volatile: 'VOLATILE',
  out_of_stock: 'OUT_OF_STOCK',
};

export const Stock: StockResolvers = {
  status: ({ status }) => STATUS[status],
};
