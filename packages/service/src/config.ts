import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
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
      // The variable is the first step of the path (a list's entry adds its index after it).
      const variable = String(issue.path[0] ?? '');
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

/**
 * REDIS_URL (redis:// or rediss://), read alike by every service that shares state between its replicas
 * (redis.ts); unset, each process keeps its own.
 */
export const optionalRedisUrl = () =>
  z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional();

/** A positive whole number with a default (a count, a number of days). */
export const positiveInteger = (defaultValue: number) =>
  z.coerce.number().int().positive().default(defaultValue);

/** The processes of a server that runs one per core (runClustered): by default as many as the machine's cores. */
export const workerCount = () => positiveInteger(availableParallelism());

/** A duration in milliseconds. */
export const milliseconds = positiveInteger;

/**
 * A whole number of 0 or more that may be left out (undefined). Empty counts as unset: coerced, '' would be 0,
 * so `VARIABLE=` would silently mean 0.
 */
export const optionalWholeNumber = () =>
  z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).optional());

export const nodeEnv = z.enum(['development', 'production', 'test']).default('development');

const FLAG_VALUES = ['true', 'false', '1', '0', 'yes', 'no'] as const;
const isOn = (value: string) => value === 'true' || value === '1' || value === 'yes';

/** A boolean variable: 'true' or 'false' (also 1/0, yes/no). */
export const flag = (defaultValue: boolean) =>
  z
    .enum(FLAG_VALUES)
    .default(defaultValue ? 'true' : 'false')
    .transform(isOn);

/** The same without a default (undefined when not set), for a setting whose default depends on another. */
export const optionalFlag = () =>
  z
    .enum(FLAG_VALUES)
    .optional()
    .transform((value) => (value === undefined ? undefined : isOn(value)));

/** The names express's 'trust proxy' setting knows besides addresses (proxy-addr's pre-defined subnets). */
const PROXY_SUBNET_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address (203.0.113.7, ::1), a subnet with its prefix length (10.0.0.0/8) or a pre-defined name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_SUBNET_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix = '', ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies in front of a web server whose X-Forwarded-For it believes (express's 'trust proxy'):
 * comma-separated addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal; empty (the default)
 * believes none, so the socket's peer is the client.
 */
export const trustedProxies = () =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(
      z.array(
        z.string().refine(isProxyAddress, {
          message:
            'each entry must be an IP address, a subnet such as 10.0.0.0/8, loopback, linklocal or uniquelocal',
        }),
      ),
    );
