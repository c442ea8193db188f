import { describe, expect, it } from 'vitest';
import { pageKindOf } from './pageKind';

describe('pageKindOf', () => {
  it.each([
    '/nl-be/checkout',
    '/nl-be/checkout/',
    '/en-be/checkout',
    '/nl-nl/checkout/confirmation/000000042',
    '/en-rw/adyen/process/result',
  ])('gives the checkout and the payment return (seed 000 §2) the payment policy: %s', (path) => {
    expect(pageKindOf(path)).toBe('payment');
  });

  it.each([
    '/nl-be/klaslezen',
    '/nl-be/klaslezen/schoolid',
    '/nl-be/klaslezen/leeslijsten/3',
    '/nl-be/klaslezen/9789044800001',
    '/en-be/classreading/9789044800001',
    '/en-rw/classreading/readingclubs/1',
    // seed 001 §2: both languages' segments lead to the pages in every store view
    '/en-be/klaslezen/9789044800001',
    '/nl-be/Klaslezen/9789044800001',
  ])('gives the classreading pages (seed 001 §2) the reading policy: %s', (path) => {
    expect(pageKindOf(path)).toBe('reading');
  });

  it.each([
    '/',
    '/nl-be/',
    '/nl-be/c/kinderboeken',
    '/en-be/p/9789044800001/the-little-polar-bear',
    '/nl-be/boeken.html',
    '/nl-be/cart',
    '/nl-be/my-account/orders',
    '/nl-be/login',
    '/nl-be/page-not-found',
    '/nl-be/adyen/process',
    '/checkout',
    '/klaslezen',
    '/nl-be/e/checkout',
  ])('gives every other page the shop policy: %s', (path) => {
    expect(pageKindOf(path)).toBe('shop');
  });
});
