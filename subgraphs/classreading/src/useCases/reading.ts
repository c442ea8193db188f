import { GraphQLError } from 'graphql';
import { isProgressPercentage, type ReadingSchoolCodeAction, type ReadingUserResult } from '@shop/contracts';
import type { Context } from '../context';
import { goesFurther } from '../domain/furthestPointReached';
import { readerUrlAtProgress, readerUrlOf } from '../domain/readerUrl';
import { mayPerform } from '../domain/roles';
import { CONNECTION_LOST } from '../domain/refusals';
import { badUserInput } from '../errors';
import type { MutationOpenBookArgs, MutationRecordReadingProgressArgs } from '../generated/graphql';
import { authorize, payloadOf, refusedErrors, type Payload } from './access';
import { answeredWithout, logFailureOnce } from '@shop/service';

async function changeSchoolCode(
  context: Context,
  operation: 'proposeSchoolCode' | 'renewSchoolCode' | 'acceptSchoolCode',
  action: ReadingSchoolCodeAction,
): Promise<Payload<'SchoolCodePayload'>> {
  await authorize(context, operation);
  const outcome = await context.readingProgramme.changeSchoolCode(action);
  // The session's user carries the school code: an accepted code changes it.
  context.loaders.me.forget();
  return payloadOf(
    outcome,
    (schoolCode) => ({ schoolCode, userErrors: [] }),
    (userErrors): Payload<'SchoolCodePayload'> => ({ schoolCode: null, userErrors }),
  );
}

/**
 * The programme revokes the session's token (POST /auth/logout), so a copy of it is refused from now on. A
 * revocation that fails still ends the session here (the browser's cookie goes); it is logged, as the token then
 * works until it expires.
 */
async function revokeReadingSession(context: Context): Promise<void> {
  try {
    const revoked = await context.readingProgramme.logout();
    if (!revoked) context.logger.info('reading logout: the session had ended already');
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    context.logger.warn(
      { code, error: error instanceof Error ? error.message : String(error) },
      'reading logout: the reading programme did not revoke the session; its token works until it expires',
    );
  }
}

/**
 * A pupil's reader opens where they got to (seed 001 §7 tracking: the percentage of the book's ISBN). Staff
 * have no progress to resume. Without the book or its progress the reader opens at its start, which is still
 * a reader: what it reports then cannot lower the recorded percentage (recordReadingProgress).
 */
async function atLastPosition(
  context: Context,
  me: ReadingUserResult,
  sku: string,
  readerUrl: string,
): Promise<string> {
  if (!mayPerform(me.role, 'recordReadingProgress')) return readerUrl;
  try {
    const { isbn } = await context.readingProgramme.book(sku, context.storeView.index);
    const { percentage } = await context.loaders.progressByIsbn.load(isbn);
    return readerUrlAtProgress(readerUrl, percentage);
  } catch (error) {
    logFailureOnce(context.logger, error, 'reading progress unavailable; the reader opens at its start', {
      sku,
    });
    return readerUrl;
  }
}

export function proposeSchoolCode(context: Context) {
  return changeSchoolCode(context, 'proposeSchoolCode', 'propose');
}

export function renewSchoolCode(context: Context) {
  return changeSchoolCode(context, 'renewSchoolCode', 'renew');
}

export function acceptSchoolCode(context: Context) {
  return changeSchoolCode(context, 'acceptSchoolCode', 'accept');
}

export async function openBook({ sku, socketId }: MutationOpenBookArgs, context: Context) {
  const me = await authorize(context, 'openBook');
  const socket = socketId?.trim();
  // seed 001 §5: 'An embed request without a socket id gives Connection lost'.
  if (!socket) return { readerUrl: null, userErrors: [CONNECTION_LOST] };
  const outcome = await context.readingProgramme.embed(sku, context.storeView.index, socket);
  if (!outcome.ok) return { readerUrl: null, userErrors: refusedErrors(outcome) };
  const readerUrl = readerUrlOf(outcome.value.code);
  // The shop frames only an http(s) reader; anything else in the embed code is the upstream's fault.
  if (readerUrl === null)
    throw answeredWithout('reading programme', 'a reader address', { answer: 'an embed code' });
  return { readerUrl: await atLastPosition(context, me, sku, readerUrl), userErrors: [] };
}

export async function recordReadingProgress(
  { isbn, percentage }: MutationRecordReadingProgressArgs,
  context: Context,
) {
  await authorize(context, 'recordReadingProgress');
  if (!isProgressPercentage(percentage))
    throw badUserInput('percentage must be a whole number from 0 to 100', 'percentage');
  const book = isbn.trim();
  if (book === '') throw badUserInput('isbn is required', 'isbn');
  // seed 001 §7 tracking: the furthest point reached. The programme stores what it is given, and a reader
  // opened again or turned back reports less: such a report keeps the recorded percentage, unsent.
  const recorded = await context.loaders.progressByIsbn.load(book);
  if (!goesFurther(recorded.percentage, percentage))
    return { progress: { isbn: book, percentage: recorded.percentage }, userErrors: [] };
  const outcome = await context.readingProgramme.recordProgress(book, percentage);
  context.loaders.progressByIsbn.clear(book);
  return payloadOf(
    outcome,
    (progress) => ({ progress, userErrors: [] }),
    (userErrors): Payload<'RecordReadingProgressPayload'> => ({ progress: null, userErrors }),
  );
}

export async function readingLogout(context: Context) {
  if (context.session.token) await revokeReadingSession(context);
  context.readingSession.ended = true;
  context.session.token = null;
  return { loggedOut: true, userErrors: [] };
}
