-- The partners who asked for the weekly mail of their off-limits ending in the next 90 days
-- (docs/metrics.md, "Off-limits check").
CREATE TABLE IF NOT EXISTS "offlimits_digest_subscribers" (
  "user_id" integer PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
