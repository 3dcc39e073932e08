-- Work done later or on a schedule, shared by every process: each row is claimed by one process at
-- a time (FOR UPDATE SKIP LOCKED) and a lease that runs out lets another take it over. A schedule
-- enqueues with a unique_key from every process, and only one row exists.
CREATE TABLE IF NOT EXISTS "jobs" (
  "id" bigserial PRIMARY KEY,
  "kind" text NOT NULL,
  "payload" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "run_at" timestamptz NOT NULL DEFAULT now(),
  "status" text NOT NULL DEFAULT 'queued' CHECK ("status" IN ('queued', 'running', 'done', 'failed')),
  "attempts" integer NOT NULL DEFAULT 0,
  "max_attempts" integer NOT NULL DEFAULT 5 CHECK ("max_attempts" >= 1),
  "last_error" text,
  "locked_by" text,
  "locked_at" timestamptz,
  "unique_key" text UNIQUE,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "finished_at" timestamptz
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_due_idx" ON "jobs" ("run_at") WHERE "status" = 'queued';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_lease_idx" ON "jobs" ("locked_at") WHERE "status" = 'running';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_listing_idx" ON "jobs" ("status", "id");--> statement-breakpoint
-- The outbox: every mail the portal sends is written here first and sent by a mail.send job; with
-- no SMTP relay configured it stays here as 'kept' for site admins to read.
CREATE TABLE IF NOT EXISTS "mail_messages" (
  "id" bigserial PRIMARY KEY,
  "kind" text NOT NULL,
  "to" text[] NOT NULL,
  "cc" text[] NOT NULL DEFAULT '{}',
  "subject" text NOT NULL,
  "text_body" text NOT NULL,
  "html_body" text,
  "status" text NOT NULL DEFAULT 'queued' CHECK ("status" IN ('queued', 'sent', 'failed', 'kept')),
  "attempts" integer NOT NULL DEFAULT 0,
  "last_error" text,
  "message_id" text,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "sent_at" timestamptz
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_messages_listing_idx" ON "mail_messages" ("status", "id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "mail_attachments" (
  "message_id" bigint NOT NULL REFERENCES "mail_messages" ("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "name" text NOT NULL,
  "content_type" text NOT NULL,
  "content" bytea NOT NULL,
  PRIMARY KEY ("message_id", "position")
);
