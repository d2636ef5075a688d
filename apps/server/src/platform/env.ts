import { isIP } from 'node:net';
import path from 'node:path';
import { defaultAnalyticsScriptOrigins, tagOrigin } from '@rb/contracts';
import { z } from 'zod';
import { defaultDataDir, defaultWebDistDir } from './paths';

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** proxy-addr's named ranges, an address, or an address/prefix CIDR. */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string) => {
  if (NAMED_PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
};

/** An analytics vendor's script origin; a trailing slash as people write it is dropped. */
const scriptOrigin = z
  .string()
  .transform((value) => value.replace(/\/+$/, ''))
  .pipe(tagOrigin());

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: postgresUrl,
    /** Connections to PostgreSQL, kept open once used (a booking must not wait for a new one). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATA_DIR: z.string().min(1).default(defaultDataDir),
    WEB_DIST_DIR: z.string().min(1).default(defaultWebDistDir),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    ACTIVE_PROFILES: commaList.default(['local']),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Bookings <bookings@localhost>'),
    SMS_PROVIDER_URL: z.url().optional(),
    SMS_PROVIDER_TOKEN: z.string().optional(),
    /** Error reporting (Sentry or a Sentry-compatible service such as GlitchTip): the server's DSN, and the web's unless SENTRY_WEB_DSN is set. Unset: nothing is reported. */
    SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
    /** The web app's own DSN (a separate project); unset: the web reports to SENTRY_DSN. */
    SENTRY_WEB_DSN: z.url({ protocol: /^https?$/ }).optional(),
    /** The environment reports carry; unset: NODE_ENV. */
    SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
    /** Share of requests and page loads traced (0 to 1); 0 sends no performance data. */
    SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
    /**
     * The Maps JavaScript API's address, used when the provider configures a Google Maps key.
     * Google's own by default; tests point it at a local stand-in.
     */
    GOOGLE_MAPS_SCRIPT_URL: z
      .url({ protocol: /^https?$/ })
      .default('https://maps.googleapis.com/maps/api/js'),
    /**
     * Where the analytics vendors' scripts are fetched from (issue 43): their own origins by default;
     * tests point them at a local stand-in. The content security policy follows them.
     */
    ANALYTICS_GOOGLE_ORIGIN: scriptOrigin.default(defaultAnalyticsScriptOrigins.google),
    ANALYTICS_FACEBOOK_ORIGIN: scriptOrigin.default(defaultAnalyticsScriptOrigins.facebook),
    ANALYTICS_HOTJAR_ORIGIN: scriptOrigin.default(defaultAnalyticsScriptOrigins.hotjar),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    FRAME_ANCESTORS: commaList.default([]),
    /** Serve the Swagger UI and /api/docs/json. Unset: on outside production, off in production. */
    EXPOSE_API_DOCS: z.enum(['true', 'false']).optional(),
    /** Serve the web build's source maps (*.map). Unset: on outside production, off in production. */
    SERVE_SOURCE_MAPS: z.enum(['true', 'false']).optional(),
    /**
     * Reverse proxies whose X-Forwarded-For is believed (addresses, CIDRs, or loopback/linklocal/
     * uniquelocal). Empty: the peer's own address is the client, whatever the header says.
     */
    TRUSTED_PROXIES: commaList
      .refine(
        (list) => list.every(isProxyEntry),
        'must be addresses or CIDRs (or loopback, linklocal, uniquelocal)',
      )
      .default([]),
    /**
     * Multiplies every per-address and per-email allowance of the booking limits. Only for runs where
     * every client shares one address (end-to-end tests, benchmarks); production keeps 1.
     */
    RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(100_000).default(1),
    /** Unset means true outside production and false in production: demo data (and demo staff accounts) reach production only when asked for explicitly. */
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    /** Where uploaded files are kept: `local`, the folder `BLOB_DIR`, or `s3`, a bucket of an S3-compatible store (the `S3_*` settings). */
    BLOB_STORE: z.enum(['local', 's3']).default('local'),
    /** Folder of the local blob store (uploaded files); defaults to `<DATA_DIR>/blobs`. */
    BLOB_DIR: z.string().min(1).optional(),
    /** Endpoint of an S3-compatible store other than AWS (MinIO, Cloudflare R2…); unset: AWS S3 in `S3_REGION`. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** Region of the bucket (`eu-central-1`; `us-east-1` for MinIO, `auto` for R2); required with `BLOB_STORE=s3`. */
    S3_REGION: z.string().min(1).optional(),
    /** The bucket the uploaded files go to; required with `BLOB_STORE=s3`. It must exist: the server does not create it. */
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      )
      .optional(),
    /** Access key of the store; both keys are required with `BLOB_STORE=s3` and come from a secret store. */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `true` addresses the bucket as `<endpoint>/<bucket>/…` instead of `<bucket>.<endpoint>/…` (MinIO and most self-hosted stores). */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    /** Folder of the bucket the files are kept under (`radiology/production`), so one bucket can serve several deployments. */
    S3_PREFIX: z
      .string()
      .max(256)
      .regex(
        /^[A-Za-z0-9_-]{1,128}(\/[A-Za-z0-9_-]{1,128}){0,7}$/,
        'must be folder names of letters, digits, _ and - joined by / (no leading or trailing /)',
      )
      .optional(),
    /** Server-side encryption asked for on every upload: `AES256` (keys managed by S3) or `aws:kms`; unset: the bucket's default. */
    S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms']).optional(),
    /** The KMS key of `aws:kms` encryption; unset: the account's default S3 key. */
    S3_SSE_KMS_KEY_ID: z.string().min(1).optional(),
    MAX_UPLOAD_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1024 * 1024),
    /** Bytes of referral uploads one booking key may hold before its booking exists. */
    REFERRAL_BYTES_PER_KEY: z.coerce
      .number()
      .int()
      .min(1024)
      .default(50 * 1024 * 1024),
    /** Bytes of waiting referral uploads one client address may make in 24 hours. */
    REFERRAL_BYTES_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(1024)
      .default(200 * 1024 * 1024),
    VALID_REFERRAL_CONTENT_TYPES: commaList.default([
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/heic',
    ]),
    /** Patient sessions end after this many minutes without use (§4). */
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    /** Patient sessions end this many hours after login whatever the use. */
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(168).default(12),
    /** How often the outbox worker looks for messages to send; 0 switches the worker off. */
    OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(0).default(2000),
    /** Digital check-in opens this many minutes before the appointment (a clinic setting may override). */
    CHECK_IN_OPENS_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
    /** Delay of the demo RIS adapter before it confirms a check-in hand-off job (tests use 0). */
    CHECK_IN_JOB_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(1500),
    /** External OpenID Connect issuer (Entra ID, Keycloak, Auth0, Okta…); unset uses the built-in provider at `<PUBLIC_URL>/oidc` and its local accounts. */
    OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
    /** Client id of the SPA (public client, code + PKCE) at the issuer. */
    OIDC_CLIENT_ID: z.string().min(1).default('radiology-portal'),
    /** Audience (resource indicator) of the API's access tokens; defaults to `<PUBLIC_URL>/api`. */
    OIDC_AUDIENCE: z.string().min(1).optional(),
    /** Claim of the access token that carries the roles (a list or a space/comma separated string). */
    OIDC_ROLE_CLAIM: z.string().min(1).default('roles'),
    /** Claim value → role, `value=role` comma list, e.g. `Radiology.Admin=admin,Staff=clinic_staff`; unset takes role names as they are. */
    OIDC_ROLE_MAP: commaList.default([]),
    /** Claim of the access token with the clinic ids of clinic staff. */
    OIDC_CLINIC_CLAIM: z.string().min(1).default('clinic_ids'),
    /** Extra web origins allowed as redirect targets of the built-in provider (the Vite dev server). */
    OIDC_WEB_ORIGINS: commaList.default([]),
    /** Service clients of the built-in provider for the client-credentials grant: JSON list of `{clientId, clientSecret (≥ 32), scopes, clinicIds?}`. */
    OIDC_SERVICE_CLIENTS: z.string().optional(),
    /** DICOMweb root of the PACS (`http://host:8042/dicom-web`), or several as `name=url` comma list; `repositorySource` of §7 picks one by name (the first is the default). Unset serves the seeded demo studies. */
    PACS_DICOMWEB_URL: z.string().optional(),
    /** HTTP Basic credentials of the PACS; only the server holds them, the viewer talks to our proxy. */
    PACS_USERNAME: z.string().optional(),
    PACS_PASSWORD: z.string().optional(),
    /** Repositories with their own viewer, `name=https://…/{accessionNumber}` comma list (a bare URL names the default): their links answer preference PACS and send referrers there (§4). */
    PACS_VIEWER_URL: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    if (env.BLOB_STORE === 's3') {
      for (const name of ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required with BLOB_STORE=s3' });
        }
      }
    }
    if (env.S3_SSE_KMS_KEY_ID && env.S3_SERVER_SIDE_ENCRYPTION !== 'aws:kms') {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SSE_KMS_KEY_ID'],
        message: 'is only used with S3_SERVER_SIDE_ENCRYPTION=aws:kms',
      });
    }
    const roles = ['admin', 'clinic_staff', 'radiologist', 'referrer'];
    for (const pair of env.OIDC_ROLE_MAP) {
      const role = pair.split('=')[1];
      if (!role || !roles.includes(role)) {
        ctx.addIssue({
          code: 'custom',
          path: ['OIDC_ROLE_MAP'],
          message: `"${pair}" must be value=role with role one of ${roles.join(', ')}`,
        });
      }
    }
  })
  .transform((env) => ({
    ...env,
    BLOB_DIR: env.BLOB_DIR ?? path.join(env.DATA_DIR, 'blobs'),
    SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? (env.NODE_ENV === 'production' ? 'false' : 'true'),
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Reads and validates the environment; every bad value is named with what is wrong with it. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data;
}

export const isHttps = (env: Pick<Env, 'PUBLIC_URL'>) => env.PUBLIC_URL.startsWith('https://');

/** A flag that defaults to on in development and tests and to off in production. */
const onOutsideProduction = (env: Pick<Env, 'NODE_ENV'>, value: 'true' | 'false' | undefined) =>
  value === undefined ? env.NODE_ENV !== 'production' : value === 'true';

/** Whether the API documentation (Swagger UI, /api/docs/json) is served. */
export const exposesApiDocs = (env: Pick<Env, 'NODE_ENV' | 'EXPOSE_API_DOCS'>) =>
  onOutsideProduction(env, env.EXPOSE_API_DOCS);

/** Whether the web build's source maps are served. */
export const servesSourceMaps = (env: Pick<Env, 'NODE_ENV' | 'SERVE_SOURCE_MAPS'>) =>
  onOutsideProduction(env, env.SERVE_SOURCE_MAPS);
