import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Whose session a reading-programme JWT carries: a pupil (student or club president) or a teacher (or director). */
export interface ReadingSubject {
  kind: 'student' | 'teacher';
  id: number;
}

/**
 * A token the commerce platform signs for a teacher or director who is a shop customer (seed 001 §3), with
 * the secret it shares with the reading programme: the programme finds the teacher by email.
 */
export interface StaffSubject {
  kind: 'staff';
  email: string;
}

/** A valid token: whose session it carries, its id (the revocation list's key) and when it expires (ms). */
export interface VerifiedToken {
  subject: ReadingSubject | StaffSubject;
  tokenId: string;
  expiresAt: number;
}

const ISSUER = 'reading-programme';
const ALGORITHM = 'HS256';
const SUBJECT = /^(?:(student|teacher):(\d+)|staff:(.+@.+))$/;

/** The reading programme's bearer tokens (seed 001 §4): HS256 JWTs whose subject is `<kind>:<id>` or `staff:<email>`. */
export class ReadingTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly lifetime = '12h',
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(subject: ReadingSubject | StaffSubject, claims: Record<string, unknown> = {}): Promise<string> {
    const sub = subject.kind === 'staff' ? `staff:${subject.email}` : `${subject.kind}:${subject.id}`;
    return (
      new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(sub)
        .setIssuer(ISSUER)
        // Every token has an id, so a logout can revoke that one session (stores/revokedTokens.ts).
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(this.lifetime)
        .sign(this.key)
    );
  }

  /** The shop-issued token of a teacher or director (the commerce platform puts it in `classReading: { jwt }`). */
  signStaff(email: string): Promise<string> {
    return this.sign({ kind: 'staff', email: email.trim().toLowerCase() });
  }

  /** The subject of a valid, unexpired token of this issuer; null for anything else. */
  async verify(jwt: string): Promise<ReadingSubject | StaffSubject | null> {
    return (await this.read(jwt))?.subject ?? null;
  }

  /**
   * A valid, unexpired token of this issuer with its id and expiry; null for anything else, also for a token
   * without an id or expiry, which no logout could revoke.
   */
  async read(jwt: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(jwt, this.key, { issuer: ISSUER, algorithms: [ALGORITHM] });
      const match = SUBJECT.exec(payload.sub ?? '');
      if (!match || !payload.jti || payload.exp === undefined) return null;
      const subject: ReadingSubject | StaffSubject =
        match[3] !== undefined
          ? { kind: 'staff', email: match[3] }
          : { kind: match[1] as ReadingSubject['kind'], id: Number(match[2]) };
      return { subject, tokenId: payload.jti, expiresAt: payload.exp * 1000 };
    } catch {
      return null;
    }
  }
}

/**
 * Signs the `staff:<email>` token of a teacher or director with the secret shared with the reading
 * programme (READING_JWT_SECRET): what the commerce platform puts in a teacher's customer profile.
 */
export function signReadingStaffToken(secret: string, email: string, lifetime?: string): Promise<string> {
  return new ReadingTokens(secret, lifetime).signStaff(email);
}
