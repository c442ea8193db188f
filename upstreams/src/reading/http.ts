import type { Request, Response } from 'express';
import type { z } from 'zod';
import { READING_MESSAGES } from '@shop/contracts';
import { UpstreamError } from '../shared/envelope';
import { queryString, requestBody } from '../shared/query';
import type { Caller, Decision } from './access';

/**
 * The reading programme's answers other than 200 (API.md "Envelope, tokens, errors"), and the per-request
 * caller the auth middleware resolved once from the bearer JWT.
 */
export const notFound = (message: string) => new UpstreamError(404, message, { error: true });
export const refused = (message: string) => new UpstreamError(400, message);
export const notAllowed = () => new UpstreamError(403, READING_MESSAGES.notAllowed);

/** Turns an access decision into its answer: 403 for a role that may never, 404 for what the caller may not see. */
export function enforce(decision: Decision, notFoundMessage: string): void {
  if (decision === 'forbid') throw notAllowed();
  if (decision === 'hide') throw notFound(notFoundMessage);
}

export function callerOf(res: Response): Caller {
  const caller = (res.locals as { caller?: Caller }).caller;
  if (!caller) throw new UpstreamError(401, READING_MESSAGES.notAuthorized);
  return caller;
}

/** A JSON body checked against its schema; the first problem answers 400 naming the field. */
export function parseBody<T extends z.ZodType>(schema: T, req: Request): z.infer<T> {
  const parsed = schema.safeParse(requestBody(req));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw refused(`${field}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** An id in the path: a positive whole number, else the thing is not found. */
export function idParam(req: Request, name: string, notFoundMessage: string): number {
  const raw = req.params[name];
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw notFound(notFoundMessage);
  return id;
}

/** A 0/1 query flag (seed 001 §7 include_* and all). */
export function queryFlag(req: Request, name: string): boolean {
  const value = queryString(req, name);
  return value === '1' || value === 'true';
}

/** An optional numeric id in the query (class_id, student_id); a malformed one answers 400. */
export function queryId(req: Request, name: string): number | undefined {
  const raw = queryString(req, name);
  if (raw === undefined) return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw refused(`${name} must be a number`);
  return Number(raw);
}
