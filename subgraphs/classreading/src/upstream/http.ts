import type { ReadingClassSummary } from '@shop/contracts';
import { expectOk, RestClient, UPSTREAM_ERROR_CODES, type Envelope } from '@shop/service';
import { GraphQLError } from 'graphql';
import type { LoginCredentials } from '../domain/login';
import { nextReadingToken } from '../domain/session';
import type {
  ReadingAnswer,
  ReadingProgramme,
  ReadingProgrammeFactory,
  ReadingSession,
} from './ReadingProgramme';

const UPSTREAM = 'reading programme';

export interface HttpReadingProgrammeOptions {
  baseUrl: string;
  timeoutMs: number;
  requestId: string;
  session: ReadingSession;
}

/** The reading-programme REST contract (seed 001 §7): JSON `{ code, result }`, bearer token, JWT stored back. */
export class HttpReadingProgramme implements ReadingProgramme {
  private readonly client: RestClient;

  constructor(private readonly options: HttpReadingProgrammeOptions) {
    this.client = new RestClient({
      upstream: UPSTREAM,
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      requestId: options.requestId,
      // seed 001 §4: any JWT in a response body replaces the stored one.
      onEnvelope: (envelope) => {
        options.session.token = nextReadingToken(options.session.token, envelope);
      },
    });
  }

  async getClasses(schoolId: string): Promise<ReadingClassSummary[]> {
    const envelope = await this.client.get<unknown>('/auth/get-classes', {
      query: { school_id: schoolId },
      headers: this.authorization(),
    });
    const classes = expectOk(envelope, UPSTREAM, 'look up the classes of a school');
    if (!Array.isArray(classes)) throw badResponse(envelope, 'a class list');
    return classes as ReadingClassSummary[];
  }

  async login(credentials: LoginCredentials): Promise<ReadingAnswer> {
    const envelope = await this.client.post<unknown>('/auth/login', {
      // Class ids are numbers in the reading programme (ReadingClassSummary.id); GraphQL carries them as ID strings.
      body: {
        ...credentials,
        classId: /^\d+$/.test(credentials.classId) ? Number(credentials.classId) : credentials.classId,
      },
      headers: this.authorization(),
    });
    // A refused login (4xx) is an answer for the domain to word; a failing upstream (5xx) is not the pupil's fault.
    if (envelope.code >= 500) expectOk(envelope, UPSTREAM, 'log in');
    return { code: envelope.code, result: envelope.result };
  }

  private authorization(): Record<string, string> {
    const { token } = this.options.session;
    return token ? { authorization: `Bearer ${token}` } : {};
  }
}

function badResponse(envelope: Envelope, expected: string): GraphQLError {
  return new GraphQLError(`${UPSTREAM} answered without ${expected}`, {
    extensions: { code: UPSTREAM_ERROR_CODES.badResponse, upstream: UPSTREAM, status: envelope.status },
  });
}

/** The port over HTTP, one client per request. */
export function httpReadingProgramme(config: {
  READING_API_URL: string;
  READING_TIMEOUT_MS: number;
}): ReadingProgrammeFactory {
  return ({ requestId, session }) =>
    new HttpReadingProgramme({
      baseUrl: config.READING_API_URL,
      timeoutMs: config.READING_TIMEOUT_MS,
      requestId,
      session,
    });
}
