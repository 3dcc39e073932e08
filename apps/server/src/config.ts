// The environment, parsed once. Nothing else reads process.env.
import path from 'node:path';
import { z } from 'zod';
import { parseAllowList } from './platform/internal-address.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** An unset variable and an empty one mean the same: not configured. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const booleanFlag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  ATRIUM_DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  ATRIUM_DEMO: booleanFlag.default(true),
  ATRIUM_DEMO_SCALE: z.coerce.number().positive().default(1),
  ATRIUM_ADMIN_EMAIL: z.string().email().optional(),
  ATRIUM_ADMIN_PASSWORD: z.string().min(8).optional(),
  ATRIUM_COOKIE_SECURE: booleanFlag.default(false),
  ATRIUM_WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  ATRIUM_SESSION_MINUTES: z.coerce.number().int().positive().default(30),
  ATRIUM_REFRESH_DAYS: z.coerce.number().int().positive().default(14),
  /** A session's absolute lifetime from sign-in: refreshing never carries it further. */
  ATRIUM_SESSION_MAX_DAYS: z.coerce.number().int().positive().default(30),
  // Page analytics: page reads counted in memory and written in one statement this often.
  ATRIUM_PAGE_VIEWS: booleanFlag.default(true),
  ATRIUM_PAGE_VIEWS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  ATRIUM_LOGIN_LIMIT: z.coerce.number().int().positive().default(10),
  // The longest a request (headers and body) may take to arrive: platform/http-timeouts.ts.
  ATRIUM_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  // How long an Idempotency-Key and the reply kept for it last (platform/idempotency-keys.ts).
  ATRIUM_IDEMPOTENCY_KEY_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  // Processes serving one port (node:cluster); more than one needs a PostgreSQL server.
  ATRIUM_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  // Read only to say at start that it is not used: processes share state through PostgreSQL (ADR 009).
  REDIS_URL: optionalText(z.string()),
  /**
   * The proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR ranges, e.g.
   * `127.0.0.1,10.0.0.0/8`). Unset: none, and the client address is the connection's.
   */
  ATRIUM_TRUST_PROXY: optionalText(
    z.string().regex(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, 'Addresses or CIDR ranges, comma-separated.'),
  ),
  /**
   * Hosts inside the network the server may still fetch on someone's behalf (calendar feed,
   * connectors set up here): comma-separated host names, addresses or CIDR ranges. Unset: none.
   */
  ATRIUM_FETCH_ALLOW_HOSTS: optionalText(
    z.string().superRefine((value, ctx) => {
      try {
        parseAllowList(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  ),
  /** Who may read GET /metrics: comma-separated addresses or CIDR ranges (docs/operations.md). */
  ATRIUM_METRICS_ALLOW: z
    .string()
    .regex(/^[\da-fA-F.:/]+(\s*,\s*[\da-fA-F.:/]+)*$/, 'Addresses or CIDR ranges, comma-separated.')
    .default('127.0.0.1,::1'),
  /** A bearer token that opens GET /metrics from any address (a scraper elsewhere). Unset: none. */
  ATRIUM_METRICS_TOKEN: optionalText(z.string().min(16, 'At least 16 characters.')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  // The longest one print may take in Chromium; past it the print answers 503 (features/print).
  PRINT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  // The most rows a report run's PDF may hold in all; a longer report is for its Excel (features/reports).
  REPORT_PDF_MAX_ROWS: z.coerce.number().int().min(1).max(50_000).default(2_000),
  /**
   * The connector sandboxes this server ships under /sandbox/… (docs/security.md): stand-ins for
   * Invenias, ZoomInfo and Box whose URL is unset. Unset: on with the demo firm, off otherwise.
   */
  ATRIUM_SANDBOXES: optionalText(booleanFlag),
  // Connectors (spec 3 §7): unset, each client talks to its sandbox when sandboxes are on, else none.
  INVENIAS_URL: optionalText(z.string().url()),
  INVENIAS_TOKEN: optionalText(z.string()),
  ZOOMINFO_URL: optionalText(z.string().url()),
  ZOOMINFO_TOKEN: optionalText(z.string()),
  // Box's content API (e.g. https://api.box.com/2.0); unset, the Box sandbox under /sandbox/box (when on).
  BOX_URL: optionalText(z.string().url()),
  BOX_TOKEN: optionalText(z.string()),
  CONNECTOR_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
  CONNECTOR_RETRIES: z.coerce.number().int().min(0).max(6).default(3),
  CONNECTOR_BACKOFF_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  // The Calendar widget's iCalendar feed (spec 3 §2.2); unset, admins may set one on /admin/calendar.
  CALENDAR_FEED_URL: optionalText(z.string().url()),
  CALENDAR_FEED_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  CALENDAR_FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Longest time one read of the feed may take in its worker thread before the feed is refused.
  CALENDAR_FEED_READ_SECONDS: z.coerce.number().int().min(1).max(120).default(5),
  // Single sign-on with OpenID Connect (docs/security.md): unset issuer, no SSO button.
  ATRIUM_OIDC_ISSUER: optionalText(z.string().url()),
  ATRIUM_OIDC_CLIENT_ID: optionalText(z.string().max(500)),
  ATRIUM_OIDC_CLIENT_SECRET: optionalText(z.string().max(2000)),
  /** The provider's name on the sign-in button: "Sign in with {name}". */
  ATRIUM_OIDC_NAME: z.string().trim().min(1).max(60).default('single sign-on'),
  /** A claim listing the user's groups; the portal's groups of those names follow it at each sign-in. */
  ATRIUM_OIDC_GROUPS_CLAIM: optionalText(z.string().max(200)),
  /** The portal's address as browsers see it, for the callback; unset, taken from each request. */
  ATRIUM_PUBLIC_URL: optionalText(z.string().url()),
  ATRIUM_PASSWORD_SIGNIN: booleanFlag.default(true),
  // Backups (docs/operations.md): where they go (unset, <data>/backups), the daily one's local time
  // (`HH:MM`, or `off`), and how many the portal keeps.
  ATRIUM_BACKUP_DIR: optionalText(z.string()),
  ATRIUM_BACKUP_TIME: z
    .string()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|off)$/, 'A time of day as HH:MM (24-hour), or off.')
    .default('02:00'),
  ATRIUM_BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  // Outgoing mail (docs/mail-and-jobs.md): unset, every message is kept in the outbox on /admin/mail.
  SMTP_URL: optionalText(z.string().regex(/^smtps?:\/\//, 'An smtp:// or smtps:// address.')),
  MAIL_FROM: z.string().trim().min(3).default('Atrium <no-reply@localhost>'),
  MAIL_REPLY_TO: optionalText(z.string().trim().min(3)),
});

export type Config = z.infer<typeof ConfigSchema>;

/** Whether the connector sandboxes run: ATRIUM_SANDBOXES, or the demo firm's setting when unset. */
export const areSandboxesOn = (config: Pick<Config, 'ATRIUM_SANDBOXES' | 'ATRIUM_DEMO'>): boolean =>
  config.ATRIUM_SANDBOXES ?? config.ATRIUM_DEMO;

/** Where backups are written: ATRIUM_BACKUP_DIR, or `<data>/backups`. */
export const backupDirOf = (config: Pick<Config, 'ATRIUM_BACKUP_DIR' | 'ATRIUM_DATA_DIR'>): string =>
  path.resolve(config.ATRIUM_BACKUP_DIR ?? path.join(config.ATRIUM_DATA_DIR, 'backups'));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const config = parsed.data;
  if (!config.ATRIUM_DEMO && (!config.ATRIUM_ADMIN_EMAIL || !config.ATRIUM_ADMIN_PASSWORD)) {
    throw new Error(
      'ATRIUM_DEMO=off needs ATRIUM_ADMIN_EMAIL and ATRIUM_ADMIN_PASSWORD (8+ characters) for the first site admin.',
    );
  }
  if (config.ATRIUM_OIDC_ISSUER && !config.ATRIUM_OIDC_CLIENT_ID) {
    throw new Error(
      'ATRIUM_OIDC_ISSUER needs ATRIUM_OIDC_CLIENT_ID (and usually ATRIUM_OIDC_CLIENT_SECRET).',
    );
  }
  if (!config.ATRIUM_PASSWORD_SIGNIN && !config.ATRIUM_OIDC_ISSUER) {
    throw new Error(
      'ATRIUM_PASSWORD_SIGNIN=off needs single sign-on (ATRIUM_OIDC_ISSUER), or nobody could sign in.',
    );
  }
  return config;
}
