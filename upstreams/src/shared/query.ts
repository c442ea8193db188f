import type { Request } from 'express';

/** One query parameter as a trimmed string; repeated parameters count by their first value. */
export function queryString(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return undefined;
  const trimmed = first.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A non-negative integer query parameter, or the fallback when it is missing or not such a number. */
export function queryInteger(req: Request, name: string, fallback: number): number {
  const raw = queryString(req, name);
  if (raw === undefined || !/^\d+$/.test(raw)) return fallback;
  return Number(raw);
}

/** The JSON body of a request as an object; anything else (no body, a list, a string) reads as empty. */
export function requestBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/**
 * An integer query parameter from `min` to `max`: the fallback when it is missing, null when it is given
 * but is no such number (the caller answers 400 rather than guess what was meant).
 */
export function queryIntegerInRange(
  req: Request,
  name: string,
  { min, max = Number.MAX_SAFE_INTEGER, fallback }: { min: number; max?: number; fallback: number },
): number | null {
  const raw = queryString(req, name);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}
