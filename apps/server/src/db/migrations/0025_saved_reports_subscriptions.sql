-- Saved reports with a name are the "My reports" list; the unnamed rows stay what share links and
-- the advanced searches keep. A saved report is shared with chosen colleagues by user.
ALTER TABLE "saved_reports" ADD COLUMN IF NOT EXISTS "name" text;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD COLUMN IF NOT EXISTS "last_run_at" timestamptz;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "saved_report_shares" (
  "report_id" integer NOT NULL REFERENCES "saved_reports" ("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  PRIMARY KEY ("report_id", "user_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_report_shares_user_idx" ON "saved_report_shares" ("user_id");--> statement-breakpoint
-- A saved report mailed on a schedule (daily, weekly on a day, monthly on a date) at a local time
-- in a time zone. next_run_at is the next due moment; the scheduler enqueues each due moment once.
CREATE TABLE IF NOT EXISTS "report_subscriptions" (
  "id" serial PRIMARY KEY,
  "report_id" integer NOT NULL REFERENCES "saved_reports" ("id") ON DELETE CASCADE,
  "owner_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "frequency" text NOT NULL CHECK ("frequency" IN ('daily', 'weekly', 'monthly')),
  "day_of_week" integer CHECK ("day_of_week" BETWEEN 0 AND 6),
  "day_of_month" integer CHECK ("day_of_month" BETWEEN 1 AND 31),
  "time_of_day" text NOT NULL,
  "time_zone" text NOT NULL,
  "attach_excel" boolean NOT NULL DEFAULT true,
  "next_run_at" timestamptz NOT NULL,
  "last_sent_at" timestamptz,
  "last_error" text,
  "created_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_subscriptions_due_idx" ON "report_subscriptions" ("next_run_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "report_subscription_recipients" (
  "subscription_id" integer NOT NULL REFERENCES "report_subscriptions" ("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "unsubscribe_token" text NOT NULL UNIQUE,
  "unsubscribed_at" timestamptz,
  PRIMARY KEY ("subscription_id", "user_id")
);--> statement-breakpoint
-- One row per recipient per due moment: a send run twice (a retried job) mails nobody twice.
CREATE TABLE IF NOT EXISTS "report_deliveries" (
  "id" bigserial PRIMARY KEY,
  "subscription_id" integer REFERENCES "report_subscriptions" ("id") ON DELETE SET NULL,
  "alert_id" integer,
  "user_id" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "email" text NOT NULL,
  "run_key" text NOT NULL,
  "status" text NOT NULL CHECK ("status" IN ('queued', 'failed')),
  "mail_id" bigint REFERENCES "mail_messages" ("id") ON DELETE SET NULL,
  "error" text,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  UNIQUE ("run_key", "email")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_deliveries_listing_idx" ON "report_deliveries" ("id");--> statement-breakpoint
-- "Tell me when": a KPI of a saved report above or below a value, or changed by a percentage
-- against the compare period. is_met remembers the last check so a crossing mails once.
CREATE TABLE IF NOT EXISTS "report_alerts" (
  "id" serial PRIMARY KEY,
  "report_id" integer NOT NULL REFERENCES "saved_reports" ("id") ON DELETE CASCADE,
  "owner_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "metric" text NOT NULL,
  "condition" text NOT NULL CHECK ("condition" IN ('above', 'below', 'risesBy', 'fallsBy')),
  "threshold" double precision NOT NULL,
  "is_met" boolean NOT NULL DEFAULT false,
  "last_checked_at" timestamptz,
  "last_fired_at" timestamptz,
  "last_value" double precision,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
