import { z } from 'zod';

/**
 * Config is read once per service from environment variables into one typed object. The schema is keyed
 * by the variable names, so a wrong value fails at start with a message that names the variable.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig<S extends z.ZodRawShape>(
  shape: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<z.ZodObject<S>> {
  const parsed = z.object(shape).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = issue.path.join('.');
      return `  ${variable}=${JSON.stringify(env[variable] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** A TCP port (0 lets the system choose a free one, which tests use). */
export const port = (defaultPort: number) => z.coerce.number().int().min(0).max(65535).default(defaultPort);

const httpUrl = () => z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

/** An absolute http(s) URL without trailing slash. */
export const url = (defaultUrl: string) => z.string().default(defaultUrl).pipe(httpUrl());

/** The same, for a setting only some configurations need (undefined when not set). */
export const optionalUrl = () => httpUrl().optional();

/** A positive whole number with a default (a count, a number of days). */
export const positiveInteger = (defaultValue: number) =>
  z.coerce.number().int().positive().default(defaultValue);

/** A duration in milliseconds. */
export const milliseconds = positiveInteger;

/**
 * A whole number of 0 or more that may be left out (undefined). Empty counts as unset: coerced, '' would be 0,
 * so `VARIABLE=` would silently mean 0.
 */
export const optionalWholeNumber = () =>
  z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).optional());

export const nodeEnv = z.enum(['development', 'production', 'test']).default('development');

/** A boolean variable: 'true' or 'false' (also 1/0, yes/no). */
export const flag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(defaultValue ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');
