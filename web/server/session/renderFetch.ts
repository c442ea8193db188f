import type { GatewayRequest, SessionForwarder } from './sessionForwarder';
import type { VisitorSession } from './visitorSession';

/**
 * The fetch a page's server render sends its GraphQL queries with: through the session forwarder, with the
 * visitor's session, exactly as the browser's own /graphql calls go. The render's queries share `session`:
 * one refresh serves them all, and the page's answer carries the renewed cookies.
 */
export function renderFetch(forwarder: SessionForwarder, session: VisitorSession): typeof fetch {
  return async (input, init) => {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(address, 'http://render.invalid');
    const headers: GatewayRequest['headers'] = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init?.body;
    if (body !== undefined && body !== null && typeof body !== 'string') {
      throw new TypeError('The server render sends its GraphQL requests as text.');
    }
    const answer = await forwarder.forward(
      {
        method: init?.method?.toUpperCase() === 'GET' ? 'GET' : 'POST',
        search: url.search,
        headers,
        body: body ?? null,
        ...(init?.signal ? { signal: init.signal } : {}),
      },
      session,
    );
    return new Response(new Uint8Array(answer.body), {
      status: answer.status,
      headers: answer.contentType ? { 'content-type': answer.contentType } : {},
    });
  };
}
