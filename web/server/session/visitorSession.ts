import {
  endedSessionSetCookies,
  readingSetCookie,
  readingTokenFromCookieHeader,
  sessionFromCookieHeader,
  sessionSetCookies,
  type SessionCookieOptions,
  type SessionTokens,
} from './domain/sessionCookies';

/**
 * The sessions of one browser request, the shop customer's and the reading programme's: the tokens its cookies
 * carried, and what happened to them while the web server answered it (a log in, a refresh, a log out). A page's server render shares one
 * VisitorSession between its queries, so a refresh during the render serves the queries after it too.
 */
export class VisitorSession {
  private tokens: SessionTokens | null;
  private change: 'none' | 'renewed' | 'ended' = 'none';
  private reading: string | null;
  private readingChange: 'none' | 'renewed' | 'ended' = 'none';
  /** True when the request came with a session cookie: its answer is private. */
  private readonly arrivedWithSession: boolean;

  constructor(tokens: SessionTokens | null, readingToken: string | null = null) {
    this.tokens = tokens;
    this.reading = readingToken;
    this.arrivedWithSession = tokens !== null || readingToken !== null;
  }

  static fromCookieHeader(cookieHeader: string | undefined): VisitorSession {
    return new VisitorSession(
      sessionFromCookieHeader(cookieHeader),
      readingTokenFromCookieHeader(cookieHeader),
    );
  }

  /** The reading programme's JWT (seed 001 §4), sent to the gateway as X-Reading-Token. */
  get readingToken(): string | null {
    return this.reading;
  }

  /** A pupil logged in, a teacher's profile carried a JWT, or an answer replaced it (seed 001 §4). */
  renewReading(token: string): void {
    this.reading = token;
    this.readingChange = 'renewed';
  }

  endReading(): void {
    this.reading = null;
    this.readingChange = 'ended';
  }

  get token(): string | null {
    return this.tokens?.token ?? null;
  }

  get refreshToken(): string | null {
    return this.tokens?.refreshToken ?? null;
  }

  get changed(): boolean {
    return this.change !== 'none' || this.readingChange !== 'none';
  }

  /**
   * Whether the answer holds this customer's data (the request carried a session, or the answer starts or ends
   * one): never stored by the browser or anyone between.
   */
  get isPrivate(): boolean {
    return this.arrivedWithSession || this.changed;
  }

  renew(tokens: { token: string; refreshToken: string }): void {
    this.tokens = { token: tokens.token, refreshToken: tokens.refreshToken };
    this.change = 'renewed';
  }

  end(): void {
    this.tokens = null;
    this.change = 'ended';
  }

  /** The Set-Cookie values of the answer: none when no session changed. */
  setCookies(options: SessionCookieOptions): string[] {
    return [...this.shopSetCookies(options), ...this.readingSetCookies(options)];
  }

  private shopSetCookies(options: SessionCookieOptions): string[] {
    if (this.change === 'ended') return endedSessionSetCookies(options);
    if (this.change === 'renewed' && this.tokens?.token && this.tokens.refreshToken)
      return sessionSetCookies({ token: this.tokens.token, refreshToken: this.tokens.refreshToken }, options);
    return [];
  }

  private readingSetCookies(options: SessionCookieOptions): string[] {
    return this.readingChange === 'none' ? [] : [readingSetCookie(this.reading, options)];
  }
}
