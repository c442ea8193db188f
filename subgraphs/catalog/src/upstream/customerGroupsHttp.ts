import type { CustomerProfile } from '@shop/contracts';
import { RestClient, answeredWithout, expectOk } from '@shop/service';
import { GraphQLError } from 'graphql';
import { UNAUTHENTICATED, type CustomerGroupRequest, type CustomerGroups } from '../ports/CustomerGroups';

const UPSTREAM = 'commerce platform';

/** vue-storefront-api's profile of the token's customer (seed 000 §7 'Users'). */
export const USER_ME_PATH = '/api/user/me';

export interface HttpCustomerGroupsOptions {
  /** The platform's base URL; /api/... paths are appended. */
  baseUrl: string;
  timeoutMs: number;
}

/**
 * Customer groups over the vue-storefront-api REST contract: `GET /api/user/me?token=<token>` answers
 * `{ code: 200, result: { id, group_id, email, ... } }`, or `{ code: 401, result: "The consumer isn't
 * authorized to access %resources." }` for a token it does not know or that has expired. Errors are
 * mapped here, once.
 */
export class HttpCustomerGroups implements CustomerGroups {
  constructor(private readonly options: HttpCustomerGroupsOptions) {}

  async groupOf(token: string, request: CustomerGroupRequest = {}): Promise<number> {
    const client = new RestClient({
      upstream: UPSTREAM,
      baseUrl: this.options.baseUrl,
      timeoutMs: this.options.timeoutMs,
      ...(request.requestId ? { requestId: request.requestId } : {}),
    });
    // seed 000 §7: the customer token travels as the `token` query parameter.
    const envelope = await client.get<Partial<CustomerProfile>>(USER_ME_PATH, { query: { token } });
    if (envelope.code === 401 || envelope.status === 401) {
      throw new GraphQLError('The commerce platform did not accept the customer token', {
        extensions: { code: UNAUTHENTICATED, upstream: UPSTREAM },
      });
    }
    const profile = expectOk(envelope, UPSTREAM, 'read the customer profile');
    const groupId = profile?.group_id;
    if (typeof groupId !== 'number' || !Number.isInteger(groupId) || groupId < 0) {
      throw answeredWithout(UPSTREAM, 'a customer group', { answer: 'a customer profile' });
    }
    return groupId;
  }
}
