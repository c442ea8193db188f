/**
 * What the shopper entered in the checkout, kept while they count as in checkout (seed 000 §4: 'the user
 * counts as in checkout for 30 minutes (1,800,000 ms) after the last modification'). It never holds the
 * password of an account being created: that stays in the page's memory only.
 */

import type { AddressFieldValues } from '@/shared/forms/addressFields';

/** seed 000 §4: in checkout for 30 minutes after the last modification. */
export const IN_CHECKOUT_MS = 1_800_000;

/** seed 000 §3 personalDetails, without the password. */
export interface PersonalDetailsValues {
  firstname: string;
  lastname: string;
  email: string;
  createAccount: boolean;
}

/** seed 000 §3 shippingDetails (and the address part of paymentDetails), as the inputs hold them. */
export type AddressValues = AddressFieldValues;

/** seed 000 §1, §3 paymentDetails: the school-related payment details. */
export interface SchoolValues {
  company: string;
  taxId: string;
  schoolCode: string;
  amountOfStudents: string;
}

export interface ShippingMethodChoice {
  carrierCode: string;
  methodCode: string;
}

export interface CheckoutDraft {
  /** seed 000 §3 Checkout modifiedAt (ms since the epoch). */
  modifiedAt: number;
  /** Names this checkout attempt's order: a double click, a reload or a second tab send the same key. */
  idempotencyKey: string;
  personalDetails: PersonalDetailsValues | null;
  shippingAddress: AddressValues | null;
  shippingMethod: ShippingMethodChoice | null;
  billingSameAsShipping: boolean;
  billingAddress: AddressValues | null;
  /**
   * Whether the shopper orders for a school (the school fields are open): only then are the school fields
   * checked and sent. What was typed in them is kept when they are closed, for when they are opened again.
   */
  orderingForSchool: boolean;
  school: SchoolValues;
  paymentMethodCode: string | null;
}

export const EMPTY_SCHOOL: SchoolValues = { company: '', taxId: '', schoolCode: '', amountOfStudents: '' };

/** Whether any school field holds something. */
export function hasSchoolDetails(school: SchoolValues): boolean {
  return Object.values(school).some((value) => value.trim() !== '');
}

/**
 * The school details an order carries: those typed in when the shopper orders for a school, none otherwise
 * (seed 000 §1: the school-related payment details are collected, never demanded of every guest).
 */
export function schoolDetailsOf(draft: Pick<CheckoutDraft, 'orderingForSchool' | 'school'>): SchoolValues {
  return draft.orderingForSchool ? draft.school : EMPTY_SCHOOL;
}

export function newCheckoutDraft(idempotencyKey: string, now: number): CheckoutDraft {
  return {
    modifiedAt: now,
    idempotencyKey,
    personalDetails: null,
    shippingAddress: null,
    shippingMethod: null,
    billingSameAsShipping: true,
    billingAddress: null,
    orderingForSchool: false,
    school: EMPTY_SCHOOL,
    paymentMethodCode: null,
  };
}

/** Whether the shopper still counts as in checkout with this draft at `now` (seed 000 §4). */
export function isInCheckout(draft: Pick<CheckoutDraft, 'modifiedAt'>, now: number): boolean {
  return now - draft.modifiedAt < IN_CHECKOUT_MS;
}

/** The draft after a change by the shopper: modified now. */
export function changedDraft(
  draft: CheckoutDraft,
  change: Partial<CheckoutDraft>,
  now: number,
): CheckoutDraft {
  return { ...draft, ...change, modifiedAt: now };
}

/**
 * The draft as it may be stored: every field picked by name, so nothing else (a password spread in with the
 * form's values) ever reaches storage.
 */
export function storableDraft(draft: CheckoutDraft): CheckoutDraft {
  const personal = draft.personalDetails;
  return {
    modifiedAt: draft.modifiedAt,
    idempotencyKey: draft.idempotencyKey,
    personalDetails: personal && {
      firstname: personal.firstname,
      lastname: personal.lastname,
      email: personal.email,
      createAccount: personal.createAccount,
    },
    shippingAddress: draft.shippingAddress && addressOf(draft.shippingAddress),
    shippingMethod: draft.shippingMethod && {
      carrierCode: draft.shippingMethod.carrierCode,
      methodCode: draft.shippingMethod.methodCode,
    },
    billingSameAsShipping: draft.billingSameAsShipping,
    billingAddress: draft.billingAddress && addressOf(draft.billingAddress),
    orderingForSchool: draft.orderingForSchool,
    school: {
      company: draft.school.company,
      taxId: draft.school.taxId,
      schoolCode: draft.school.schoolCode,
      amountOfStudents: draft.school.amountOfStudents,
    },
    paymentMethodCode: draft.paymentMethodCode,
  };
}

function addressOf(address: AddressValues): AddressValues {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    apartmentNumber: address.apartmentNumber,
    addition: address.addition,
    city: address.city,
    postcode: address.postcode,
    countryId: address.countryId,
    telephone: address.telephone,
  };
}

/** A stored draft read back; null when it is not one (another version, edited by hand, corrupt). */
export function parseDraft(text: string | null): CheckoutDraft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<CheckoutDraft> | null;
    if (
      !value ||
      typeof value.modifiedAt !== 'number' ||
      typeof value.idempotencyKey !== 'string' ||
      value.idempotencyKey === '' ||
      typeof value.school !== 'object' ||
      value.school === null
    )
      return null;
    const draft = { ...newCheckoutDraft(value.idempotencyKey, value.modifiedAt), ...value } as CheckoutDraft;
    // A draft kept before the school fields could be closed: open when something was typed in them.
    if (typeof value.orderingForSchool !== 'boolean')
      draft.orderingForSchool = hasSchoolDetails({ ...EMPTY_SCHOOL, ...value.school });
    return storableDraft(draft);
  } catch {
    return null;
  }
}
