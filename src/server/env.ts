import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import { z } from 'zod';

/**
 * The only reader of process.env. Every variable the server understands is declared here with
 * its default; README.md lists the same table for operators.
 */
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DIST_DIR: z.string().min(1).default('./dist/client'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  SEED_DEMO: booleanFlag.optional(),
  /** How many generated customers the demo tenant gets when it is seeded. */
  DEMO_CUSTOMERS: z.coerce.number().int().min(0).max(100_000).default(2000),
  /** Months of stock documents (receipts, deliveries, transfers, purchase orders) the demo gets; 0 none. */
  DEMO_DOCUMENTS: z.coerce.number().int().min(0).max(24).default(3),
  /** Tenant used when a request has no `Tenant` header (single-tenant installs). */
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'lowercase letters, digits, - and _')
    .optional(),
  /** HS256 key for access tokens; without it one is generated once and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Failed sign-ins (per user name and per address) before a 15-minute lock-out. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** Days a refresh token family stays valid without use. */
  /** Public address of the app (https://sen.example.vn), used in links sent by SMS / e-mail. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Largest uploaded file, bytes (10 MiB); at most 1 GiB, files are held in memory while checked. */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .max(1024 ** 3)
    .default(10 * 1024 * 1024),
  /** Most files in one upload call. */
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(100).default(10),
  /** S3-compatible storage for uploads: all of endpoint, bucket and keys, or none (local files). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Redis for hub fan-out between processes (else PostgreSQL LISTEN/NOTIFY on DATABASE_URL). */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Web Push VAPID key pair (base64url, `npx web-push generate-vapid-keys`); both or none. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/)
    .optional(),
  /** Contact the push services may reach (mailto: or https:). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'mailto:… or https://…')
    .optional(),
  /** Firebase service-account key (its JSON text or a path to the file): pushes go through FCM. */
  FCM_SERVICE_ACCOUNT: z.string().min(1).optional(),
  /** FCM API origin (tests point it at a local server). */
  FCM_API_URL: z.url({ protocol: /^https?$/ }).default('https://fcm.googleapis.com'),
  /** Instance ID API origin, which subscribes tokens to topics (tests point it at a local server). */
  FCM_IID_URL: z.url({ protocol: /^https?$/ }).default('https://iid.googleapis.com'),
  /**
   * PEM certificate (with its chain) and private key files: both given, the server speaks HTTPS —
   * HTTP/2 to browsers, HTTP/1.1 to older clients and WebSockets. Without them, plain HTTP/1.1
   * (behind a TLS proxy, which should then speak HTTP/2 itself).
   */
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  /** SMS / e-mail gateway (modules/messaging/http-gateway.ts); without it messages only land in system/sms/logs. */
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /** Sender name (brandname) the gateway shows on SMS. */
  SMS_BRANDNAME: z.string().min(1).max(11).optional(),
  /** How often the scheduler looks for due scheduled notifications. */
  SCHEDULER_POLL_MS: z.coerce.number().int().min(100).default(5000),
});

const PAIRS = [
  ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
  ['TLS_CERT_FILE', 'TLS_KEY_FILE'],
] as const;
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * Half a pair or half an S3 configuration is a mistake to report at start, not a silent fall back
 * (to generated keys, plain HTTP or local files).
 */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  for (const [first, second] of PAIRS) {
    if ((env[first] === undefined) === (env[second] === undefined)) continue;
    ctx.addIssue({
      code: 'custom',
      path: [env[first] === undefined ? first : second],
      message: `${first} and ${second} go together`,
    });
  }
  const given = S3_REQUIRED.filter((name) => env[name] !== undefined);
  if (given.length === 0 || given.length === S3_REQUIRED.length) return;
  for (const name of S3_REQUIRED.filter((n) => env[n] === undefined))
    ctx.addIssue({ code: 'custom', path: [name], message: `required with ${given.join(', ')}` });
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses an environment; the first bad variable becomes one line naming it. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = checkedEnvSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  throw new EnvError(
    `Invalid environment variable ${name}=${JSON.stringify(source[name])}: ${issue?.message}`,
  );
}

/** Demo data is seeded only on the embedded default outside production, unless asked otherwise. */
export function shouldSeedDemo(env: Env): boolean {
  if (env.NODE_ENV === 'production') return false;
  return env.SEED_DEMO ?? env.DATABASE_URL === undefined;
}

/** The certificate and key named by TLS_CERT_FILE / TLS_KEY_FILE, read and checked at start. */
export function readTlsFiles(env: Env): { cert: Buffer; key: Buffer } | undefined {
  if (!env.TLS_CERT_FILE || !env.TLS_KEY_FILE) return undefined;
  const read = (name: 'TLS_CERT_FILE' | 'TLS_KEY_FILE', path: string) => {
    try {
      return readFileSync(path);
    } catch (error) {
      throw new EnvError(
        `Invalid environment variable ${name}=${JSON.stringify(path)}: ${(error as Error).message}`,
      );
    }
  };
  const files = {
    cert: read('TLS_CERT_FILE', env.TLS_CERT_FILE),
    key: read('TLS_KEY_FILE', env.TLS_KEY_FILE),
  };
  try {
    createSecureContext(files);
  } catch (error) {
    // Not PEM, or a key that is not the certificate's: said now, not at the first visitor.
    throw new EnvError(`Invalid TLS_CERT_FILE / TLS_KEY_FILE pair: ${(error as Error).message}`);
  }
  return files;
}

export function readEnv(): Env {
  return parseEnv(process.env);
}
