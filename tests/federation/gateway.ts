import { randomUUID } from 'node:crypto';

/** Sends a named operation through the gateway with the headers a client would send. */
export async function gatewayRequest<T = Record<string, unknown>>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  requestId: string;
  /** The answer's Cache-Control header: the gateway's policy, the most restrictive of the subgraphs' answers. */
  cacheControl: string | null;
  /** The answer's X-Reading-Session header: a reading-programme JWT that replaces the sent one, or `end`. */
  readingSession: string | null;
}> {
  const requestId = headers['x-request-id'] ?? `test-${randomUUID()}`;
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: T;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  return {
    ...body,
    requestId,
    cacheControl: response.headers.get('cache-control'),
    readingSession: response.headers.get('x-reading-session'),
  };
}
