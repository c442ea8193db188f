import { DEMO_CUSTOMERS, type DemoCustomer, type DemoTeacher } from '@shop/contracts';
import { taxRateFor } from '@shop/pricing';
import { STORE_VIEWS } from '@shop/store-views';
import type { StateDatabase } from '../../db/stateDatabase';
import { DEMO_PASSWORD_COST, hashPassword } from '../../shared/passwords';
import type { CommerceCatalog, SellableProduct } from '../catalog';
import { cartTotals } from '../domain/totals';
import { REVIEW_STATUS } from '../domain/reviewInput';

/** The demo customers with their hashed passwords, their orders, the demo reviews and the low-stock book. */
export interface DemoAccounts {
  customers: { customer: DemoCustomer; passwordHash: string }[];
  orders: DemoOrder[];
  reviews: DemoReview[];
  /** One book with very little stock, so the shop can show 'only N available' (seed 000 §8). */
  lowStock: { sku: string; qty: number } | null;
  /** Emails subscribed to the newsletter. */
  subscribers: string[];
  /**
   * seed 001 §3: the reading programme's teachers and directors, shop customers with the same email and
   * password, whose profile carries the programme's session.
   */
  classReadingStaff: { person: StaffMember; passwordHash: string }[];
}

/** A teacher or director of the reading programme's demo data. */
export type StaffMember = Pick<DemoTeacher, 'email' | 'firstname' | 'lastname' | 'password'>;

interface DemoOrder {
  customerEmail: string;
  incrementId: string;
  status: string;
  createdAt: string;
  lines: { sku: string; name: string; qty: number; priceInclTax: number; taxPercent: number }[];
}

interface DemoReview {
  product: SellableProduct;
  title: string;
  detail: string;
  nickname: string;
  rating: number;
  status: number;
  createdAt: string;
}

export const LOW_STOCK_QTY = 2;

/**
 * Builds the demo accounts from the catalogue (done before the seed transaction: hashing is slow).
 * Passwords are hashed at the low demo cost: they are published in @shop/contracts and the README, so
 * a high cost would protect nothing and only slow the first start.
 */
export async function prepareDemoAccounts(
  catalog: CommerceCatalog,
  staff: readonly StaffMember[] = [],
): Promise<DemoAccounts> {
  const view = STORE_VIEWS['nl-be'];
  const books = catalog.demoBooks(view.index);
  const rules = catalog.taxRules(view.index);
  const line = (index: number, qty: number) => {
    const book = books[index % Math.max(books.length, 1)];
    if (!book) return [];
    const taxPercent = taxRateFor(book.tax_class_id, rules, { country: view.taxCountry });
    return [{ sku: book.sku, name: book.name, qty, priceInclTax: book.price, taxPercent }];
  };
  const customers = await Promise.all(
    Object.values(DEMO_CUSTOMERS).map(async (customer) => ({
      customer,
      passwordHash: await hashPassword(customer.password, DEMO_PASSWORD_COST),
    })),
  );
  const classReadingStaff = await Promise.all(
    staff.map(async (person) => ({
      person,
      passwordHash: await hashPassword(person.password, DEMO_PASSWORD_COST),
    })),
  );
  const { general, b2b } = DEMO_CUSTOMERS;
  const orders: DemoOrder[] = [
    order(b2b.email, '000000001', 'complete', '2024-11-05 09:30:00', line(3, 30)),
    order(general.email, '000000002', 'complete', '2025-01-12 19:15:00', [...line(0, 2), ...line(1, 1)]),
    order(general.email, '000000003', 'processing', '2025-02-20 08:05:00', line(2, 1)),
    order(b2b.email, '000000004', 'pending', '2025-03-01 14:45:00', [...line(0, 12), ...line(2, 12)]),
  ].filter((demo) => demo.lines.length > 0);
  // The last book, which no demo order or review names; with too few books there is none.
  const lowStockBook = books.length > 4 ? books.at(-1) : undefined;
  return {
    customers,
    orders,
    reviews: demoReviews(books),
    lowStock: lowStockBook ? { sku: lowStockBook.sku, qty: LOW_STOCK_QTY } : null,
    subscribers: [general.email],
    classReadingStaff,
  };
}

function order(
  customerEmail: string,
  incrementId: string,
  status: string,
  createdAt: string,
  lines: DemoOrder['lines'],
): DemoOrder {
  return { customerEmail, incrementId, status, createdAt, lines };
}

function demoReviews(books: readonly SellableProduct[]): DemoReview[] {
  const [first, second, third] = books;
  const approved = REVIEW_STATUS.approved;
  const reviews: (DemoReview | undefined)[] = [
    first && {
      product: first,
      title: 'Elke avond opnieuw',
      detail: 'Onze dochter wil dit boek elke avond voorgelezen krijgen. De tekeningen zijn prachtig.',
      nickname: 'Mama van Lotte',
      rating: 5,
      status: approved,
      createdAt: '2025-01-20 20:10:00',
    },
    first && {
      product: first,
      title: 'Mooi, maar kort',
      detail: 'Een fijn verhaal om voor te lezen, alleen had het wat langer mogen zijn.',
      nickname: 'Juf Els',
      rating: 4,
      status: approved,
      createdAt: '2025-02-03 16:40:00',
    },
    second && {
      product: second,
      title: 'Een aanrader voor de klas',
      detail: 'Gelezen met het derde leerjaar: iedereen bleef tot het einde luisteren.',
      nickname: 'Meester Tom',
      rating: 5,
      status: approved,
      createdAt: '2024-12-11 12:00:00',
    },
    third && {
      product: third,
      title: 'Spannend!',
      detail: 'Ik heb het in één keer uitgelezen.',
      nickname: 'Noor (9)',
      rating: 5,
      status: approved,
      createdAt: '2025-02-27 17:25:00',
    },
    third && {
      product: third,
      title: 'Wacht op goedkeuring',
      detail: 'Deze recensie is nog niet nagekeken en wordt niet getoond.',
      nickname: 'Anoniem',
      rating: 2,
      status: REVIEW_STATUS.pending,
      createdAt: '2025-03-10 10:00:00',
    },
  ];
  return reviews.filter((review): review is DemoReview => Boolean(review));
}

/** Writes the demo accounts into a new state (inside the seed transaction). */
export function seedDemoAccounts(db: StateDatabase, accounts: DemoAccounts): void {
  const created = '2024-09-01 10:00:00';
  const insertCustomer = db.prepare(
    `INSERT INTO customers (email, firstname, lastname, group_id, password_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAddress = db.prepare(`INSERT INTO customer_addresses (customer_id, address) VALUES (?, ?)`);
  const idOf = new Map<string, number>();
  for (const { customer, passwordHash } of accounts.customers) {
    const { lastInsertRowid } = insertCustomer.run(
      customer.email,
      customer.firstname,
      customer.lastname,
      customer.group_id,
      passwordHash,
      created,
      created,
    );
    const id = Number(lastInsertRowid);
    idOf.set(customer.email, id);
    const address = {
      firstname: customer.firstname,
      lastname: customer.lastname,
      ...customer.address,
      street: [...customer.address.street],
      default_shipping: true,
      default_billing: true,
    };
    insertAddress.run(id, JSON.stringify(address));
  }

  const linkStaff = db.prepare<[number]>(`INSERT INTO class_reading_staff (customer_id) VALUES (?)`);
  for (const { person, passwordHash } of accounts.classReadingStaff) {
    // A staff email that is also a demo customer's keeps that account and gets the link.
    const known = idOf.get(person.email);
    const id =
      known ??
      Number(
        insertCustomer.run(person.email, person.firstname, person.lastname, 0, passwordHash, created, created)
          .lastInsertRowid,
      );
    linkStaff.run(id);
  }

  const insertOrder = db.prepare(
    `INSERT INTO orders (increment_id, customer_id, customer_email, status, store_code, order_currency_code,
       subtotal_incl_tax, tax_amount, discount_amount, shipping_incl_tax, grand_total, created_at)
     VALUES (?, ?, ?, ?, 'nl-be', 'EUR', ?, ?, 0, 0, ?, ?)`,
  );
  const insertOrderItem = db.prepare(
    `INSERT INTO order_items (order_id, sku, name, qty_ordered, price_incl_tax, row_total_incl_tax) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const demo of accounts.orders) {
    const totals = cartTotals(
      demo.lines.map((line, index) => ({
        item_id: index + 1,
        name: line.name,
        qty: line.qty,
        unitPriceInclTax: line.priceInclTax,
        taxPercent: line.taxPercent,
      })),
      { base: 'EUR', quote: 'EUR' },
    );
    const { lastInsertRowid } = insertOrder.run(
      demo.incrementId,
      idOf.get(demo.customerEmail) ?? null,
      demo.customerEmail,
      demo.status,
      totals.subtotal_incl_tax,
      totals.tax_amount,
      totals.grand_total,
      demo.createdAt,
    );
    for (const item of totals.items)
      insertOrderItem.run(
        Number(lastInsertRowid),
        demo.lines[item.item_id - 1]?.sku,
        item.name,
        item.qty,
        item.price_incl_tax,
        item.row_total_incl_tax,
      );
  }

  const insertReview = db.prepare(
    `INSERT INTO reviews (product_id, product_sku, title, detail, nickname, rating, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const review of accounts.reviews)
    insertReview.run(
      review.product.id,
      review.product.sku,
      review.title,
      review.detail,
      review.nickname,
      review.rating,
      review.status,
      review.createdAt,
    );

  const subscribe = db.prepare(
    `INSERT INTO newsletter_subscribers (email, status, updated_at) VALUES (?, 'subscribed', ?)`,
  );
  for (const email of accounts.subscribers) subscribe.run(email, created);
}
