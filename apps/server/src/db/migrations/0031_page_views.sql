-- Page analytics (docs/content-care.md, "Page analytics"): views and unique viewers per page and
-- per day as counts. Who opened a page is kept only as a hash per page and day, to count each
-- viewer once a day across processes, and is removed once the day is over.
CREATE TABLE IF NOT EXISTS "page_view_days" (
  "route_id" integer NOT NULL REFERENCES "routes" ("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "views" integer NOT NULL DEFAULT 0,
  "viewers" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("route_id", "day")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "page_view_days_day" ON "page_view_days" ("day");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "page_view_viewers" (
  "route_id" integer NOT NULL REFERENCES "routes" ("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "viewer_hash" text NOT NULL,
  PRIMARY KEY ("route_id", "day", "viewer_hash")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "page_view_viewers_day" ON "page_view_viewers" ("day");
