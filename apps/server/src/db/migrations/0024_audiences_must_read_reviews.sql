-- Audiences: who a page (and everything beneath it) is for, as filter rows (docs/permissions.md).
ALTER TABLE "routes" ADD COLUMN IF NOT EXISTS "audience" jsonb NOT NULL DEFAULT '[]'::jsonb;
--> statement-breakpoint
-- A page marked must-read for an audience until a date, and who has read it.
CREATE TABLE IF NOT EXISTS "page_must_reads" (
  "route_id" integer PRIMARY KEY NOT NULL REFERENCES "routes"("id") ON DELETE CASCADE,
  "audience" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "until" date NOT NULL,
  "set_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "set_at" timestamp with time zone NOT NULL DEFAULT now(),
  "reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "page_must_read_acks" (
  "route_id" integer NOT NULL REFERENCES "routes"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "read_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("route_id", "user_id")
);
--> statement-breakpoint
-- A page's owner and review cycle; the notices already sent for the current due date.
CREATE TABLE IF NOT EXISTS "page_reviews" (
  "route_id" integer PRIMARY KEY NOT NULL REFERENCES "routes"("id") ON DELETE CASCADE,
  "owner_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "interval_months" smallint NOT NULL DEFAULT 0,
  "reviewed_at" date,
  "auto_disable" boolean NOT NULL DEFAULT false,
  "warned_for" date,
  "due_told_for" date,
  "disabled_for" date
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "page_review_history" (
  "id" serial PRIMARY KEY NOT NULL,
  "route_id" integer NOT NULL REFERENCES "routes"("id") ON DELETE CASCADE,
  "reviewed_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "reviewed_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "page_review_history_route_idx" ON "page_review_history" ("route_id", "reviewed_at");
--> statement-breakpoint
-- A widget limited to an audience is left out of its page's search text: the index is one per
-- page and shared by every reader, so text only some may read is not searchable at all.
CREATE OR REPLACE FUNCTION search_index_pages(ids integer[] DEFAULT NULL) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  DELETE FROM search_documents WHERE kind = 'page' AND (ids IS NULL OR ref_id = ANY(ids));
  INSERT INTO search_documents (kind, ref_id, title, subtitle, body, name_fold, document, is_active)
  SELECT 'page', r.id, r.title, r.meta_description, left(concat_ws(' ', s.body), 20000), search_fold(r.title),
    setweight(search_words(r.title), 'A')
      || setweight(search_words(concat_ws(' ', r.meta_title, r.meta_description, t.names)), 'B')
      || setweight(search_words(left(s.body, 100000)), 'C'),
    true
  FROM routes r
  LEFT JOIN LATERAL (
    SELECT string_agg(concat_ws(' ', search_plain_text(x.title), search_plain_text_start(x.text, 100000)), ' ' ORDER BY x.position) AS body
    FROM sections x WHERE x.route_id = r.id AND x.type_identifier = 'RichText'
      AND NOT EXISTS (
        SELECT 1 FROM jsonb_array_elements(x.attributes) a
        WHERE a->>'Name' = 'audience' AND coalesce(a->>'Value', '') NOT IN ('', '[]')
      )
  ) s ON true
  LEFT JOIN LATERAL (
    SELECT string_agg(g.name, ' ') AS names FROM route_tags rt JOIN tags g ON g.id = rt.tag_id WHERE rt.route_id = r.id
  ) t ON true
  WHERE r.deleted_at IS NULL AND (ids IS NULL OR r.id = ANY(ids));
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_sections_changed ON "sections";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_sections_changed AFTER INSERT OR DELETE OR UPDATE OF title, text, type_identifier, route_id, attributes
  ON "sections" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_page_changed();
--> statement-breakpoint
SELECT search_index_pages(NULL);
