import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '@shop/contracts';
import { emailRule, nameRule, passwordRule } from '@shop/validation';

describe('demo customers', () => {
  it('are one per kind of seed 000 §6: general 0, foreign 8, B2B 7', () => {
    expect(Object.values(DEMO_CUSTOMERS).map((customer) => [customer.kind, customer.group_id])).toEqual([
      ['general', 0],
      ['foreign', 8],
      ['b2b', 7],
    ]);
  });

  it.each(Object.values(DEMO_CUSTOMERS))(
    '$kind: passes the seed 000 §5 rules the platform checks',
    (customer) => {
      expect(passwordRule(customer.password)).toBeNull();
      expect(emailRule(customer.email)).toBeNull();
      expect(nameRule(customer.firstname)).toBeNull();
      expect(nameRule(customer.lastname)).toBeNull();
    },
  );
});
