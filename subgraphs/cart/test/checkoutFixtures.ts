import { FakeCommercePlatform, PRODUCTS, SKU, stock, type FixtureProduct } from '../src/upstream/fake';
import { FakeCustomerAccounts, fakeCustomer } from '../src/upstream/fakeAccounts';
import { AN } from './accounts';

/** A classreading bundle (seed 001 §5), a licence (virtual) and an e-book (downloadable), besides the fixtures. */
export const CHECKOUT_SKU = {
  bundle: 'KLAS-0001',
  licence: 'LIC-0001',
  ebook: '9789044800200',
  /** 53.00: three of them pass the B2B threshold of 150 (seed 000 §6). */
  classSet: '9789044800201',
} as const;

const CHECKOUT_PRODUCTS: FixtureProduct[] = [
  {
    sku: CHECKOUT_SKU.bundle,
    name: 'Klaslezen: De Gruffalo (25)',
    price: 249.75,
    stock: stock(200, CHECKOUT_SKU.bundle, { qty: 40 }),
    type: 'bundle',
    isClassreadingBundle: true,
  },
  {
    sku: CHECKOUT_SKU.licence,
    name: 'Klaslezen licentie (30 leerlingen)',
    price: 99,
    stock: stock(201, CHECKOUT_SKU.licence, { manage_stock: false }),
    type: 'virtual',
  },
  {
    sku: CHECKOUT_SKU.ebook,
    name: 'De Gruffalo (e-book)',
    price: 7.99,
    stock: stock(202, CHECKOUT_SKU.ebook, { manage_stock: false }),
    type: 'downloadable',
  },
  {
    sku: CHECKOUT_SKU.classSet,
    name: 'Klassenset Kikker',
    price: 53,
    stock: stock(203, CHECKOUT_SKU.classSet),
  },
];

/** The B2B demo customer of seed 000 §6 (group 7). */
export const B2B = { email: 'inkoop@boekhandel-example.com', password: 'Boekhandel123!' };

/** A fake platform with the checkout's products, An (group 0) and a B2B customer (group 7). */
export function checkoutPlatform(): FakeCommercePlatform {
  const platform = new FakeCommercePlatform([...PRODUCTS, ...CHECKOUT_PRODUCTS]);
  FakeCustomerAccounts.addCustomer(platform.state, fakeCustomer(AN.email, { id: 7 }, AN.password));
  FakeCustomerAccounts.addCustomer(
    platform.state,
    fakeCustomer(
      B2B.email,
      { id: 9, group_id: 7, firstname: 'Boekhandel', lastname: 'Inkoop' },
      B2B.password,
    ),
  );
  return platform;
}

export const SHIPPING_ADDRESS = {
  firstname: 'Lotte',
  lastname: 'Maes',
  street: 'Veldstraat 3',
  apartmentNumber: '2',
  addition: 'achterdeur',
  city: 'Gent',
  postcode: '9000',
  countryId: 'BE',
  telephone: '+32 9 123 45 67',
};

export const BILLING_ADDRESS = {
  ...SHIPPING_ADDRESS,
  company: 'Basisschool De Linde',
  taxId: 'BE0999999999',
  schoolCode: 'SCH-12345',
  amountOfStudents: 24,
};

export const PERSONAL_DETAILS = { firstname: 'Lotte', lastname: 'Maes', email: 'lotte.maes@example.be' };

export const USER_ERRORS = 'userErrors { code message field }';

export interface UserError {
  code: string;
  message: string;
  field: string | null;
}

export { SKU };
