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

/** Lotte, the demo pupil of class 3A of the demo school (README: demo accounts of the reading programme). */
export const DEMO_PUPIL = { schoolId: '0000000001', className: '3A', name: 'Lotte', password: 'Lezen123!' };

/**
 * A pupil's login through the gateway as the school id page does it: the school's classes, then the login
 * with the class's id. Answers the JWT in the payload and the X-Reading-Session the gateway sent with it.
 */
export async function pupilLoginThroughGateway(
  gatewayUrl: string,
  pupil: typeof DEMO_PUPIL = DEMO_PUPIL,
): Promise<{ token: string; readingSession: string | null }> {
  const store = { store: 'nl-be' };
  const lookup = await gatewayRequest<{ schoolClasses: { classes: { id: string; name: string }[] } }>(
    gatewayUrl,
    'query ($s: String!) { schoolClasses(schoolId: $s) { classes { id name } } }',
    { s: pupil.schoolId },
    store,
  );
  const classId = lookup.data?.schoolClasses.classes.find((c) => c.name === pupil.className)?.id;
  const login = await gatewayRequest<{ pupilLogin: { token: string | null } }>(
    gatewayUrl,
    'mutation ($input: PupilLoginInput!) { pupilLogin(input: $input) { token userErrors { message } } }',
    { input: { schoolId: pupil.schoolId, classId, name: pupil.name, password: pupil.password } },
    store,
  );
  return { token: login.data?.pupilLogin.token ?? '', readingSession: login.readingSession };
}
