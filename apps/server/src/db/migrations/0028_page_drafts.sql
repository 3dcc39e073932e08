-- Each admin's unpublished sections of a page (ADR 012): one draft per page and author, kept apart
-- from `routes` and `sections` so that nothing staff read, search or share ever comes from it.
CREATE TABLE IF NOT EXISTS "page_drafts" (
  "route_id" integer NOT NULL REFERENCES "routes" ("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "sections" jsonb NOT NULL,
  "base_version" integer NOT NULL,
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("route_id", "user_id")
);
