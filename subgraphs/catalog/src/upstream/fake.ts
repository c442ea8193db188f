import { GraphQLError } from 'graphql';
import { UPSTREAM_ERROR_CODES } from '@shop/service';
import { UNAUTHENTICATED, type CustomerGroupRequest, type CustomerGroups } from '../ports/CustomerGroups';

/** What the fake platform answers for a token: a customer group, a rejected token, or no answer at all. */
export type FakeCustomer = number | 'expired' | 'down';

/**
 * Customer groups from a table of tokens, counting the calls: the port's fake for executeOperation tests.
 * A token the table does not hold is rejected, as the platform rejects an unknown token.
 */
export class FakeCustomerGroups implements CustomerGroups {
  readonly calls: { token: string; requestId: string | undefined }[] = [];

  constructor(
    private readonly customers: Record<string, FakeCustomer>,
    /** How long each answer takes, so parallel calls overlap. */
    private readonly delayMs = 0,
  ) {}

  async groupOf(token: string, request: CustomerGroupRequest = {}): Promise<number> {
    this.calls.push({ token, requestId: request.requestId });
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const customer = this.customers[token] ?? 'expired';
    if (customer === 'expired') {
      throw new GraphQLError('The commerce platform did not accept the customer token', {
        extensions: { code: UNAUTHENTICATED },
      });
    }
    if (customer === 'down') {
      throw new GraphQLError('commerce platform is unavailable', {
        extensions: { code: UPSTREAM_ERROR_CODES.unavailable },
      });
    }
    return customer;
  }
}
