-- Search as you type: one or two letters match the words of names and titles only, through this
-- index (a full-text prefix of one letter over whole documents matches nearly every row).
CREATE INDEX IF NOT EXISTS "search_documents_name_words_idx" ON "search_documents" USING gin (to_tsvector('simple', "name_fold"));
--> statement-breakpoint
-- A GIN index holds new entries in a pending list that every search reads through until VACUUM,
-- autoanalyze or a full list merges them; embedded PGlite never vacuums, and a default list of 4 MB
-- cost a search tens of milliseconds. A small list keeps single saves cheap and searches fast; bulk
-- rebuilds merge theirs at once (search_settle_indexes).
CREATE OR REPLACE FUNCTION search_settle_indexes() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  idx regclass;
  merged integer := 0;
BEGIN
  FOR idx IN
    SELECT i.indexrelid::regclass FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
    WHERE i.indrelid = 'search_documents'::regclass AND a.amname = 'gin'
  LOOP
    BEGIN
      merged := merged + gin_clean_pending_list(idx);
    EXCEPTION WHEN insufficient_privilege THEN
      -- Only the index's owner may merge; a server's autovacuum does it for other roles.
      NULL;
    END;
  END LOOP;
  RETURN merged;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  idx regclass;
BEGIN
  FOR idx IN
    SELECT i.indexrelid::regclass FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
    WHERE i.indrelid = 'search_documents'::regclass AND a.amname = 'gin'
  LOOP
    EXECUTE format('ALTER INDEX %s SET (gin_pending_list_limit = 256)', idx);
  END LOOP;
END $$;
--> statement-breakpoint
-- People: as in 0010, plus office and mobile phone (D), as written and as digits only, so a number
-- from a missed call finds its owner; a profile edit reindexes the person.
CREATE OR REPLACE FUNCTION search_index_people(ids integer[] DEFAULT NULL) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  DELETE FROM search_documents WHERE kind = 'person' AND (ids IS NULL OR ref_id = ANY(ids));
  INSERT INTO search_documents (kind, ref_id, title, subtitle, body, name_fold, document, is_active)
  SELECT 'person', u.id, u.first_name || ' ' || u.last_name,
    concat_ws(' · ', nullif(u.title, ''), l.name),
    concat_ws(' · ', nullif(pg.name, ''), nullif(k.names, '')),
    search_fold(u.first_name || ' ' || u.last_name),
    setweight(search_words(u.first_name || ' ' || u.last_name), 'A')
      || setweight(search_words(concat_ws(' ', u.title, pg.name)), 'B')
      || setweight(search_words(concat_ws(' ', l.name, l.city, k.names, u.role)), 'C')
      || setweight(search_words(concat_ws(' ', u.office_phone, u.mobile_phone,
           nullif(regexp_replace(u.office_phone, '\D', '', 'g'), ''),
           nullif(regexp_replace(u.mobile_phone, '\D', '', 'g'), ''))), 'D'),
    u.status_id = 1
  FROM users u
  LEFT JOIN locations l ON l.id = u.location_id
  LEFT JOIN practice_groups pg ON pg.id = u.practice_group_id
  LEFT JOIN LATERAL (
    SELECT string_agg(sk.name, ', ' ORDER BY sk.name) AS names
    FROM user_skills us JOIN skills sk ON sk.id = us.skill_id WHERE us.user_id = u.id
  ) k ON true
  WHERE ids IS NULL OR u.id = ANY(ids);
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END;
$$;
--> statement-breakpoint
SELECT search_index_people();
--> statement-breakpoint
SELECT search_settle_indexes();
--> statement-breakpoint
-- A full rebuild merges what it wrote into the indexes before the first search reads them.
CREATE OR REPLACE FUNCTION search_index_all() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  written := search_index_pages() + search_index_people() + search_index_companies() + search_index_assignments();
  PERFORM search_settle_indexes();
  RETURN written;
END;
$$;
