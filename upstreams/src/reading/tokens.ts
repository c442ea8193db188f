import { SignJWT, jwtVerify } from 'jose';

/** Whose session a reading-programme JWT carries: a pupil (student or club president) or a teacher (or director). */
export interface ReadingSubject {
  kind: 'student' | 'teacher';
  id: number;
}

const ISSUER = 'reading-programme';
const ALGORITHM = 'HS256';

/** The reading programme's bearer tokens (seed 001 §4): HS256 JWTs whose subject is `<kind>:<id>`. */
export class ReadingTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly lifetime = '12h',
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(subject: ReadingSubject, claims: Record<string, unknown> = {}): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(`${subject.kind}:${subject.id}`)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(this.lifetime)
      .sign(this.key);
  }

  /** The subject of a valid, unexpired token of this issuer; null for anything else. */
  async verify(jwt: string): Promise<ReadingSubject | null> {
    try {
      const { payload } = await jwtVerify(jwt, this.key, { issuer: ISSUER, algorithms: [ALGORITHM] });
      const match = /^(student|teacher):(\d+)$/.exec(payload.sub ?? '');
      return match ? { kind: match[1] as ReadingSubject['kind'], id: Number(match[2]) } : null;
    } catch {
      return null;
    }
  }
}
