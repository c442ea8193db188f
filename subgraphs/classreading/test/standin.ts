import {
  createLoginLimiter,
  createLogger,
  decodeReadingSession,
  HEADER,
  READING_SESSION_HEADER,
  readRequestIdentity,
  singleResult,
} from '@shop/service';
import { startTestStack, type TestStack } from '@shop/stack';
import { DEMO_SCHOOL, DEMO_SCHOOL_NL } from '@shop/upstreams/src/generate/classreading';
import { signReadingStaffToken } from '@shop/upstreams/src/reading/tokens';
import { createContext, createServer } from '../src/server';
import { httpReadingProgramme } from '../src/upstream/http';
import { httpDigitalProducts } from '../src/upstream/httpDigital';

/** The secret the stand-in signs with; the shop's platform signs teachers' staff tokens with the same one. */
export const TEST_READING_SECRET = 'classreading-subgraph-test-secret';

export interface ReadingStandin {
  stack: TestStack;
  execute(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
  ): Promise<{
    data: Record<string, unknown> | null;
    errors: readonly { message: string; extensions?: Record<string, unknown> }[] | undefined;
    token: string | null;
  }>;
  /** A pupil's JWT, by logging in through the subgraph. */
  pupilToken(schoolId: string, className: string, name: string, password: string): Promise<string>;
  /** A teacher's or director's JWT: the shop-issued staff:<email> token, exchanged by GET /auth/me. */
  staffToken(email: string): Promise<string>;
}

/**
 * The local reading stand-in with its demo schools, and the subgraph over it; with `digitalProducts`, the
 * local digital products service too (the preview reader), else the subgraph has none.
 */
export async function startReadingStandin({
  digitalProducts = false,
}: { digitalProducts?: boolean } = {}): Promise<ReadingStandin> {
  const stack = await startTestStack({
    only: digitalProducts ? ['reading', 'digital'] : ['reading'],
    products: 40,
    env: { READING_JWT_SECRET: TEST_READING_SECRET },
  });
  const server = createServer({ logger: createLogger('classreading-test') });
  const readingProgramme = httpReadingProgramme({
    READING_API_URL: stack.env.READING_API_URL ?? '',
    READING_TIMEOUT_MS: 10_000,
  });
  const digital = digitalProducts
    ? httpDigitalProducts({
        DIGITAL_PRODUCTS_API_URL: stack.env.DIGITAL_PRODUCTS_API_URL ?? '',
        READING_TIMEOUT_MS: 10_000,
      })
    : undefined;
  const execute: ReadingStandin['execute'] = async (query, variables = {}, token = null) => {
    const contextValue = createContext(readRequestIdentity(token ? { [HEADER.readingToken]: token } : {}), {
      logger: createLogger('classreading-test'),
      readingProgramme,
      ...(digital ? { digitalProducts: digital } : {}),
      // The role matrix tries one login per role; the guessing limit has its own tests (server.test.ts).
      loginLimiter: createLoginLimiter(),
    });
    const response = await server.executeOperation({ query, variables }, { contextValue });
    const result = singleResult(response);
    return {
      data: (result.data ?? null) as Record<string, unknown> | null,
      errors: result.errors as never,
      token: renewedToken(response.http.headers.get(READING_SESSION_HEADER)) ?? contextValue.session.token,
    };
  };
  return {
    stack,
    execute,
    async pupilToken(schoolId, className, name, password) {
      const lookup = await execute(
        'query ($s: String!) { schoolClasses(schoolId: $s) { classes { id name } } }',
        { s: schoolId },
      );
      const classes = (lookup.data?.schoolClasses as { classes: { id: string; name: string }[] }).classes;
      const classId = classes.find((c) => c.name === className)?.id;
      const login = await execute(
        'mutation ($input: PupilLoginInput!) { pupilLogin(input: $input) { token userErrors { message } } }',
        { input: { schoolId, classId, name, password } },
      );
      const token = (login.data?.pupilLogin as { token: string | null }).token;
      if (!token) throw new Error(`${name} could not log in: ${JSON.stringify(login.data)}`);
      return token;
    },
    async staffToken(email) {
      const shopIssued = await signReadingStaffToken(TEST_READING_SECRET, email);
      const me = await execute('{ readingMe { id } }', {}, shopIssued);
      if (!me.token || me.token === shopIssued)
        throw new Error(`no reading JWT for ${email}: ${JSON.stringify(me)}`);
      return me.token;
    },
  };
}

export { DEMO_SCHOOL, DEMO_SCHOOL_NL };

/** The JWT an X-Reading-Session answer renewed the session with, if it did. */
function renewedToken(value: string | undefined): string | null {
  const change = decodeReadingSession(value);
  return change?.kind === 'renewed' ? change.token : null;
}
