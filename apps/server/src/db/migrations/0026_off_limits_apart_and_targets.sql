-- A company marked apart neither shares its family's off-limits nor passes its own to the family
-- (docs/metrics.md, "Off-limits check").
ALTER TABLE "companies" ADD COLUMN IF NOT EXISTS "off_limits_apart" boolean NOT NULL DEFAULT false;--> statement-breakpoint
-- Yearly billing targets in USD per partner, office or practice group, set by site admins; the league
-- tables show each row's share of its pro-rata target.
CREATE TABLE IF NOT EXISTS "targets" (
  "id" serial PRIMARY KEY,
  "year" smallint NOT NULL CHECK ("year" BETWEEN 2008 AND 2200),
  "kind" text NOT NULL CHECK ("kind" IN ('partner', 'office', 'practiceGroup')),
  "subject_id" integer NOT NULL,
  "amount_usd" numeric(16, 2) NOT NULL CHECK ("amount_usd" >= 0),
  "updated_at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "targets_unique" ON "targets" ("year", "kind", "subject_id");
