/**
 * The commerce platform as the catalogue needs it: which customer group (seed 000 §6) a customer token
 * belongs to, so the catalogue shows what that group may see and prices it with that group's tax.
 */
export interface CustomerGroups {
  /**
   * The customer group of the token's customer. Rejects with a GraphQLError `UNAUTHENTICATED` when the
   * platform does not accept the token (unknown or expired), and with another GraphQLError (`UPSTREAM_*`)
   * when it cannot answer.
   */
  groupOf(token: string, request?: CustomerGroupRequest): Promise<number>;
}

export interface CustomerGroupRequest {
  /** Sent as X-Request-Id, so the platform's logs and call counts can be traced to one client request. */
  requestId?: string;
}

/** The code of the GraphQL error a rejected customer token becomes (the web server refreshes on it). */
export const UNAUTHENTICATED = 'UNAUTHENTICATED';
