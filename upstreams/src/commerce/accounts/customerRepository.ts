import type { CustomerAddress, CustomerProfile } from '@shop/contracts';
import type { StateDatabase } from '../../db/stateDatabase';
import type { LoginLockState } from '../domain/loginLock';
import type { AddressInput } from '../domain/customerInput';
import type { IssuedResetToken } from '../domain/passwordReset';

export interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  group_id: number;
  store_id: number;
  website_id: number;
  password_hash: string;
  failures_num: number;
  lock_expires: number | null;
  created_at: string;
  updated_at: string;
}

interface AddressRow {
  id: number;
  customer_id: number;
  address: string;
}

/** Customers, their addresses, lock state and reset tokens in SQLite; callers run multi-step changes in `transaction`. */
export class CustomerRepository {
  private readonly statements;

  constructor(private readonly db: StateDatabase) {
    this.statements = {
      byId: db.prepare<[number], CustomerRow>(`SELECT * FROM customers WHERE id = ?`),
      byEmail: db.prepare<[string], CustomerRow>(`SELECT * FROM customers WHERE email = ?`),
      insert: db.prepare<[string, string, string, string, string, string]>(
        `INSERT INTO customers (email, firstname, lastname, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
      ),
      updateProfile: db.prepare<[string, string, string, string, number]>(
        `UPDATE customers SET email = ?, firstname = ?, lastname = ?, updated_at = ? WHERE id = ?`,
      ),
      setPassword: db.prepare<[string, string, number]>(
        `UPDATE customers SET password_hash = ?, failures_num = 0, lock_expires = NULL, updated_at = ? WHERE id = ?`,
      ),
      setLock: db.prepare<[number, number | null, number]>(
        `UPDATE customers SET failures_num = ?, lock_expires = ? WHERE id = ?`,
      ),
      addresses: db.prepare<[number], AddressRow>(
        `SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id`,
      ),
      insertAddress: db.prepare<[number, string]>(
        `INSERT INTO customer_addresses (customer_id, address) VALUES (?, ?)`,
      ),
      updateAddress: db.prepare<[string, number, number]>(
        `UPDATE customer_addresses SET address = ? WHERE id = ? AND customer_id = ?`,
      ),
      deleteAddress: db.prepare<[number, number]>(
        `DELETE FROM customer_addresses WHERE id = ? AND customer_id = ?`,
      ),
      resetToken: db.prepare<[number], { token_hash: string; issued_at: number }>(
        `SELECT token_hash, issued_at FROM password_reset_tokens WHERE customer_id = ?`,
      ),
      setResetToken: db.prepare<[number, string, number]>(
        `INSERT INTO password_reset_tokens (customer_id, token_hash, issued_at) VALUES (?, ?, ?)
         ON CONFLICT (customer_id) DO UPDATE SET token_hash = excluded.token_hash, issued_at = excluded.issued_at`,
      ),
      deleteResetToken: db.prepare<[number]>(`DELETE FROM password_reset_tokens WHERE customer_id = ?`),
      classReadingStaff: db.prepare<[number], { customer_id: number }>(
        `SELECT customer_id FROM class_reading_staff WHERE customer_id = ?`,
      ),
    };
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  find(id: number): CustomerRow | undefined {
    return this.statements.byId.get(id);
  }

  /** seed 001 §3: whether the customer is a teacher or director of the reading programme. */
  isClassReadingStaff(id: number): boolean {
    return this.statements.classReadingStaff.get(id) !== undefined;
  }

  findByEmail(email: string): CustomerRow | undefined {
    return this.statements.byEmail.get(email.trim());
  }

  create(
    customer: { email: string; firstname: string; lastname: string; passwordHash: string },
    now: string,
  ): number {
    const { lastInsertRowid } = this.statements.insert.run(
      customer.email,
      customer.firstname,
      customer.lastname,
      customer.passwordHash,
      now,
      now,
    );
    return Number(lastInsertRowid);
  }

  updateProfile(
    id: number,
    profile: { email: string; firstname: string; lastname: string },
    now: string,
  ): void {
    this.statements.updateProfile.run(profile.email, profile.firstname, profile.lastname, now, id);
  }

  setPassword(id: number, passwordHash: string, now: string): void {
    this.statements.setPassword.run(passwordHash, now, id);
  }

  lockState(row: CustomerRow): LoginLockState {
    return { failures: row.failures_num, lockedUntil: row.lock_expires };
  }

  setLockState(id: number, state: LoginLockState): void {
    this.statements.setLock.run(state.failures, state.lockedUntil, id);
  }

  addresses(customerId: number): CustomerAddress[] {
    return this.statements.addresses.all(customerId).map((row) => ({
      ...(JSON.parse(row.address) as Omit<CustomerAddress, 'id' | 'customer_id'>),
      id: row.id,
      customer_id: row.customer_id,
    }));
  }

  /** Replaces the customer's addresses with these: ids kept are changed, new ones added, missing ones removed. */
  replaceAddresses(customerId: number, addresses: readonly AddressInput[]): void {
    const kept = new Set(addresses.flatMap((address) => (address.id === undefined ? [] : [address.id])));
    for (const existing of this.statements.addresses.all(customerId))
      if (!kept.has(existing.id)) this.statements.deleteAddress.run(existing.id, customerId);
    for (const address of addresses) {
      const { id, customer_id: _customerId, ...fields } = address;
      const json = JSON.stringify(fields);
      if (id === undefined) this.statements.insertAddress.run(customerId, json);
      else this.statements.updateAddress.run(json, id, customerId);
    }
  }

  latestResetToken(customerId: number): IssuedResetToken | undefined {
    const row = this.statements.resetToken.get(customerId);
    return row && { tokenHash: row.token_hash, issuedAt: row.issued_at };
  }

  /** Magento keeps one reset token per customer: a new one replaces the one before. */
  setResetToken(customerId: number, tokenHash: string, issuedAt: number): void {
    this.statements.setResetToken.run(customerId, tokenHash, issuedAt);
  }

  deleteResetToken(customerId: number): void {
    this.statements.deleteResetToken.run(customerId);
  }

  profile(row: CustomerRow): CustomerProfile {
    return {
      id: row.id,
      group_id: row.group_id,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      created_at: row.created_at,
      updated_at: row.updated_at,
      store_id: row.store_id,
      website_id: row.website_id,
      addresses: this.addresses(row.id),
    };
  }
}
