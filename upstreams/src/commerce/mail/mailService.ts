import { emailRule } from '@shop/validation';
import { UpstreamError } from '../../shared/envelope';
import { newSecret } from '../accounts/secrets';
import type { Outbox } from './outbox';

/** vue-storefront-api's mail-service extension answers every refusal with a 500 and one of these. */
export const MAIL_MESSAGES = {
  notAuthorized: 'Email is not authorized!',
  noSource: 'Source email address is not provided!',
  noTarget: 'Target email address is not provided!',
  invalidSource: 'Source email address is invalid!',
  invalidTarget: 'Target email address is invalid!',
} as const;

const REFUSED = 500;
/** A send token is good for an hour: the shop fetches one right before sending. */
const SEND_TOKEN_LIFETIME_MS = 3600_000;

/**
 * The mail service extension (seed 000 §7 'Mail service'): `get-token` hands out a token that `send-email`
 * requires, so only the shop's own pages send mail through it. Mails go to the outbox. Tokens live in
 * memory, as vue-storefront-api keeps its one; a restart asks the shop to fetch a new one.
 */
export class MailService {
  private readonly tokens = new Map<string, number>();

  constructor(
    private readonly outbox: Outbox,
    private readonly clock: () => Date,
  ) {}

  issueToken(): string {
    const now = this.clock().getTime();
    for (const [token, expiresAt] of this.tokens) if (expiresAt <= now) this.tokens.delete(token);
    const token = newSecret();
    this.tokens.set(token, now + SEND_TOKEN_LIFETIME_MS);
    return token;
  }

  /** POST /api/ext/mail-service/send-email `{ token, sourceAddress, targetAddress, subject, emailText, html? }`. */
  send(body: unknown): 'OK' {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const expiresAt = typeof fields.token === 'string' ? this.tokens.get(fields.token) : undefined;
    if (expiresAt === undefined || expiresAt <= this.clock().getTime())
      throw new UpstreamError(REFUSED, MAIL_MESSAGES.notAuthorized);
    const source = typeof fields.sourceAddress === 'string' ? fields.sourceAddress.trim() : '';
    const target = typeof fields.targetAddress === 'string' ? fields.targetAddress.trim() : '';
    if (!source) throw new UpstreamError(REFUSED, MAIL_MESSAGES.noSource);
    if (!target) throw new UpstreamError(REFUSED, MAIL_MESSAGES.noTarget);
    if (emailRule(source)) throw new UpstreamError(REFUSED, MAIL_MESSAGES.invalidSource);
    if (emailRule(target)) throw new UpstreamError(REFUSED, MAIL_MESSAGES.invalidTarget);
    this.outbox.send(
      {
        sourceAddress: source,
        targetAddress: target,
        subject: typeof fields.subject === 'string' ? fields.subject : '',
        text: typeof fields.emailText === 'string' ? fields.emailText : '',
        html: typeof fields.html === 'string' ? fields.html : undefined,
      },
      this.clock(),
    );
    return 'OK';
  }
}
