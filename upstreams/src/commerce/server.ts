import path from 'node:path';
import { CLASSREADING_FILE, type ClassreadingDemoData } from '@shop/contracts';
import { createLogger, listen, type Logger, type RunningService } from '@shop/service';
import { bankAccountOf } from '@shop/pricing';
import { STORE_VIEWS } from '@shop/store-views';
import { openStateDatabase } from '../db/stateDatabase';
import { createUpstreamApp } from '../shared/app';
import { demoDataFingerprint, readDemoJson, readDemoManifest } from '../shared/demoData';
import { assertReadingSecretSet } from '../reading/config';
import { signReadingStaffToken } from '../reading/tokens';
import { AccountService, SHOP_SENDER } from './accounts/accountService';
import { CustomerRepository } from './accounts/customerRepository';
import { prepareDemoAccounts } from './accounts/demoAccounts';
import { OrderRepository } from './accounts/orderRepository';
import { SessionRepository } from './accounts/sessionRepository';
import { CartRepository } from './cartRepository';
import { CartService } from './cartService';
import { CommerceCatalog } from './catalog';
import type { CommerceConfig } from './config';
import { MailService } from './mail/mailService';
import { Outbox } from './mail/outbox';
import { NewsletterRepository } from './newsletterRepository';
import { ReviewRepository } from './reviewRepository';
import { CardPaymentRepository } from './payment/cardPaymentRepository';
import { CardPaymentService } from './payment/cardPaymentService';
import type { CardProcessor } from './payment/cardProcessor';
import { createCardProcessor } from './payment/createCardProcessor';
import { adyenStandinRouter } from './routes/adyenStandin';
import { cartRouter } from './routes/cart';
import { checkoutshopperRouter } from './checkoutshopper/router';
import { extensionsRouter } from './routes/extensions';
import { OrderService } from './orders/orderService';
import { orderRouter } from './routes/order';
import { paymentRouter } from './routes/payment';
import { reviewRouter } from './routes/review';
import { userRouter } from './routes/user';
import { imageRouter } from './routes/img';
import { productRouter } from './routes/product';
import { stockRouter } from './routes/stock';
import { ProductRenderList } from './renderList';
import { COMMERCE_MIGRATIONS, commerceStateFingerprint, seedCommerceState } from './state';
import { StockRepository } from './stockRepository';

export const COMMERCE_STATE_FILE = 'commerce.sqlite';

export interface CommerceOptions {
  /** The platform's clock (special price windows, timestamps); tests pin it. */
  clock?: () => Date;
  logger?: Logger;
  /** Wraps Adyen's part of card payments (tests count the payments it is asked to start). */
  observeCardProcessor?: (processor: CardProcessor) => CardProcessor;
}

/**
 * The commerce platform (vue-storefront-api contract, seed 000 §7): stock, guest and customer carts, coupons,
 * totals, live prices (render-list), product images, customer accounts and orders, the card payment extension
 * (with the local card simulator's issuer page unless Adyen is configured), the mail service, newsletter and
 * reviews. The catalogue is read from the demo data; the rest lives in STATE_DIR/commerce.sqlite.
 */
export async function startCommerce(
  config: CommerceConfig,
  options: CommerceOptions = {},
): Promise<RunningService> {
  const logger = options.logger ?? createLogger('commerce');
  assertReadingSecretSet(config);
  const manifest = readDemoManifest(config.DEMO_DATA_DIR);
  // The default store view's index first: its names title the covers.
  const indexes = [
    ...new Set([...Object.values(STORE_VIEWS).map((view) => view.index), ...manifest.indexes]),
  ].filter((index) => manifest.indexes.includes(index));
  const catalog = CommerceCatalog.load(config.DEMO_DATA_DIR, indexes);
  const db = await openStateDatabase({
    file: path.join(config.STATE_DIR, COMMERCE_STATE_FILE),
    migrations: COMMERCE_MIGRATIONS,
    fingerprint: commerceStateFingerprint(demoDataFingerprint(manifest)),
    prepareSeed: async () => ({
      stock: catalog.initialStock,
      // seed 001 §3: the reading programme's teachers and directors are shop customers.
      accounts: await prepareDemoAccounts(
        catalog,
        readDemoJson<ClassreadingDemoData>(config.DEMO_DATA_DIR, CLASSREADING_FILE).teachers,
      ),
    }),
    seed: seedCommerceState,
    logger,
  });
  try {
    const clock = options.clock ?? (() => new Date());
    const stock = new StockRepository(db);
    const cartRows = new CartRepository(db);
    const orders = new OrderRepository(db);
    const carts = new CartService({
      catalog,
      stock,
      carts: cartRows,
      clock,
      userGroupTax: config.COMMERCE_USER_GROUP_TAX,
      b2bDiscountPercent: config.COMMERCE_B2B_DISCOUNT_PERCENT,
    });
    const outbox = new Outbox(db);
    const accounts = new AccountService({
      customers: new CustomerRepository(db),
      sessions: new SessionRepository(db),
      orders,
      outbox,
      clock,
      policy: {
        tokenLifetimeMs: config.COMMERCE_TOKEN_LIFETIME_SECONDS * 1000,
        refreshTokenLifetimeMs: config.COMMERCE_REFRESH_TOKEN_LIFETIME_SECONDS * 1000,
        lock: {
          maxFailures: config.COMMERCE_LOGIN_MAX_FAILURES,
          lockMs: config.COMMERCE_LOGIN_LOCK_SECONDS * 1000,
        },
        resetTokenLifetimeMs: config.COMMERCE_RESET_TOKEN_LIFETIME_SECONDS * 1000,
        passwordCost: config.COMMERCE_PASSWORD_COST,
        shopUrl: config.SHOP_URL,
      },
      classReadingJwt: (email) => signReadingStaffToken(config.READING_JWT_SECRET, email),
    });
    const renderList = new ProductRenderList({
      catalog,
      clock,
      userGroupTax: config.COMMERCE_USER_GROUP_TAX,
    });

    const orderService = new OrderService({
      carts,
      cartRows,
      orders,
      stock,
      outbox,
      clock,
      shopEmail: SHOP_SENDER,
      bankAccount: bankAccountOf(config),
    });
    // Known once the service listens (port 0 in tests), unless configured.
    let publicUrl = config.COMMERCE_PUBLIC_URL;
    const created = createCardProcessor(config, db, clock, () => publicUrl ?? '');
    const { simulator } = created;
    const processor = options.observeCardProcessor?.(created.processor) ?? created.processor;
    const cardPayments = new CardPaymentService({
      carts,
      cartRows,
      orders: orderService,
      orderRows: orders,
      payments: new CardPaymentRepository(db),
      stock,
      outbox,
      processor,
      clock,
      shopUrl: config.SHOP_URL,
      logger,
    });

    const { app, finish } = createUpstreamApp({ nodeEnv: config.NODE_ENV, logger });
    app.use(
      stockRouter(stock),
      cartRouter(carts, accounts),
      orderRouter(orderService, accounts, { orderRows: orders, nodeEnv: config.NODE_ENV }),
      paymentRouter({ payments: cardPayments, accounts, orders, simulator, nodeEnv: config.NODE_ENV }),
      ...(simulator ? [adyenStandinRouter(simulator, config.SHOP_URL)] : []),
      userRouter(accounts, { nodeEnv: config.NODE_ENV }),
      extensionsRouter({
        mail: new MailService(outbox, clock),
        outbox,
        newsletter: new NewsletterRepository(db),
        clock,
        nodeEnv: config.NODE_ENV,
      }),
      reviewRouter({ reviews: new ReviewRepository(db), catalog, clock }),
      productRouter(renderList, { catalog, nodeEnv: config.NODE_ENV }),
      imageRouter(catalog),
      checkoutshopperRouter(),
    );
    finish();

    const service = await listen(app, {
      name: 'commerce platform',
      port: config.COMMERCE_PORT,
      portVariable: 'COMMERCE_PORT',
      logger,
    });
    publicUrl ??= service.url;
    return {
      ...service,
      close: async () => {
        await service.close();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
