-- Every report type's run, by its Id: the report type, the filter as it ran (dates resolved, each
-- key with the text the user picked) and the currency. The Excel of a run is built from it, so a
-- run Id answers in any process and after its results left the cache (spec 2 §7).
CREATE TABLE IF NOT EXISTS "report_runs" (
  "run_id" text PRIMARY KEY,
  "report_type" text NOT NULL,
  "filter" jsonb NOT NULL,
  "currency" text NOT NULL,
  "created_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
