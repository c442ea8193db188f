import type { CustomerAddress } from '@shop/contracts';
import {
  cityRule,
  emailRule,
  FORM_RULE_MESSAGES,
  fullNameRule,
  nameRule,
  passwordRule,
  requiredRule,
  ruleMessage,
  taxNumberRule,
  within,
  zipCodeRule,
  type LimitedField,
  type RuleAnswer,
} from '@shop/validation';

/**
 * The customer data the platform accepts, checked again on the server with the form rules of seed 000 §5
 * (the shop checks them as the shopper types; an API client may not). A refusal names the field and
 * carries the rule's message.
 */
export class CustomerInputError extends Error {
  override name = 'CustomerInputError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  addresses: AddressInput[];
  password: string;
}

/** An address as the customer sends it: `id` names one of theirs to change, none adds one. */
export type AddressInput = Omit<CustomerAddress, 'customer_id'> & { customer_id?: number };

/** seed 000 §3, §6: the only profile fields a customer may change, whatever else the body holds. */
export interface ProfileChanges {
  email?: string;
  firstname?: string;
  lastname?: string;
  addresses?: AddressInput[];
}

/** The body of POST /api/user/create: `{ customer: { email, firstname, lastname, addresses? }, password }`. */
export function parseNewCustomer(body: unknown): NewCustomer {
  const { customer, password } = record(body, 'customer');
  const fields = record(customer, 'customer');
  const changes = parseProfileChanges(fields, true);
  const secret = text(password);
  check('password', passwordRule(secret));
  return {
    email: changes.email ?? '',
    firstname: changes.firstname ?? '',
    lastname: changes.lastname ?? '',
    addresses: changes.addresses ?? [],
    password: secret,
  };
}

/** The `customer` of POST /api/user/me: only firstname, lastname, email and addresses are read. */
export function parseProfileChanges(customer: unknown, required = false): ProfileChanges {
  const fields = record(customer, 'customer');
  const changes: ProfileChanges = {};
  for (const field of ['firstname', 'lastname'] as const) {
    if (fields[field] === undefined && !required) continue;
    const value = text(fields[field]).trim();
    check(field, within('name', value, nameRule));
    changes[field] = value;
  }
  // seed 001 §5 'a maximum of {chars} characters between first and last name', when both are sent.
  if (changes.firstname !== undefined && changes.lastname !== undefined)
    check('lastname', fullNameRule(changes.firstname, changes.lastname));
  if (fields.email !== undefined || required) {
    const email = text(fields.email).trim();
    check('email', within('email', email, emailRule));
    changes.email = email;
  }
  if (fields.addresses !== undefined) {
    if (!Array.isArray(fields.addresses))
      throw new CustomerInputError('addresses', 'addresses must be a list of addresses');
    changes.addresses = fields.addresses.map((address, index) => parseAddress(address, index));
  }
  return changes;
}

/**
 * vue-storefront-api's check of POST /api/user/me: an address that names an id or a customer_id must be
 * one of this customer's addresses; a new one names neither. Answers whether the addresses may be saved.
 */
export function addressesBelongTo(
  customerId: number,
  ownAddressIds: readonly number[],
  addresses: readonly AddressInput[],
): boolean {
  return addresses.every((address) => {
    if (address.id === undefined && address.customer_id === undefined) return true;
    if (address.customer_id !== undefined && address.customer_id !== customerId) return false;
    return address.id === undefined || ownAddressIds.includes(address.id);
  });
}

function parseAddress(input: unknown, index: number): AddressInput {
  const fields = record(input, `addresses.${index}`);
  const at = (name: string) => `addresses.${index}.${name}`;
  const firstname = text(fields.firstname).trim();
  const lastname = text(fields.lastname).trim();
  check(at('firstname'), within('name', firstname, nameRule));
  check(at('lastname'), within('name', lastname, nameRule));
  check(at('lastname'), fullNameRule(firstname, lastname));
  const street = (Array.isArray(fields.street) ? fields.street : [fields.street])
    .map((line) => text(line).trim())
    .filter((line) => line !== '');
  check(at('street'), street.length === 0 ? 'REQUIRED' : null);
  // Each line of the street list within the street's maximum (the second holds bus and addition).
  street.forEach((line, row) => check(at(`street.${row}`), within('street', line)));
  const city = text(fields.city).trim();
  check(at('city'), within('city', city, cityRule));
  const postcode = text(fields.postcode).trim();
  check(at('postcode'), within('postcode', postcode, zipCodeRule));
  const countryId = text(fields.country_id).trim().toUpperCase();
  check(at('country_id'), requiredRule(countryId));
  if (!/^[A-Z]{2}$/.test(countryId))
    throw new CustomerInputError(at('country_id'), 'country_id must be an ISO 3166-1 alpha-2 code');
  const address: AddressInput = { firstname, lastname, street, city, postcode, country_id: countryId };
  const id = optionalInteger(fields.id, at('id'));
  if (id !== undefined) address.id = id;
  const customerId = optionalInteger(fields.customer_id, at('customer_id'));
  if (customerId !== undefined) address.customer_id = customerId;
  for (const name of ['telephone', 'company'] as const satisfies readonly LimitedField[]) {
    const value = text(fields[name]).trim();
    check(at(name), within(name, value));
    if (value !== '') address[name] = value;
  }
  const vatId = text(fields.vat_id).trim();
  if (vatId !== '') {
    check(at('vat_id'), within('taxId', vatId, taxNumberRule));
    address.vat_id = vatId;
  }
  if (fields.default_shipping === true) address.default_shipping = true;
  if (fields.default_billing === true) address.default_billing = true;
  return address;
}

/** A broken rule refuses the body with the rule's message, its maximum in place (seed 001 §5). */
function check(field: string, answer: RuleAnswer): void {
  if (!answer) return;
  const error = typeof answer === 'string' ? { code: answer } : answer;
  throw new CustomerInputError(field, ruleMessage(FORM_RULE_MESSAGES, error));
}

function record(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new CustomerInputError(field, `${field} must be an object`);
  return value as Record<string, unknown>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function optionalInteger(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) throw new CustomerInputError(field, `${field} must be a whole number`);
  return number;
}
