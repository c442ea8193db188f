import { orderPaymentInstructions } from '../domain/paymentInstructions';
import type { OrderResolvers } from '../generated/graphql';

export const Order: OrderResolvers = {
  // The order history answers no store code: the reference is written as the store view the customer reads in.
  paymentInstructions: (order, _args, { storeView, bankAccount }) =>
    orderPaymentInstructions(
      {
        number: order.number,
        createdAt: order.createdAt,
        paymentMethodCode: order.paymentMethod?.code ?? null,
        status: order.status,
        grandTotal: order.grandTotal,
        store: storeView.code,
      },
      bankAccount,
    ),
};
