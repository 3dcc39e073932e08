CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"name_fold" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_name_idx" ON "search_documents" USING btree ("kind","name_fold");--> statement-breakpoint
-- Search: accent folding and trigram matching where the server has the extensions (PGlite ships
-- both; the platform loads them). Without them search still answers: folding is lower case only and
-- misspelt names are not matched.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS unaccent;
EXCEPTION WHEN others THEN
  RAISE NOTICE 'unaccent is not available: search folds case only';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm is not available: misspelt names are not matched';
END $$;
--> statement-breakpoint
DO $$
DECLARE
  unaccent_schema text;
  trgm_schema text;
BEGIN
  SELECT n.nspname INTO unaccent_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'unaccent';
  SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  IF unaccent_schema IS NOT NULL THEN
    EXECUTE format(
      'CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS '
      '$f$ SELECT lower(%1$I.unaccent(%2$L::regdictionary, coalesce(value, ''''))) $f$',
      unaccent_schema, unaccent_schema || '.unaccent');
  ELSE
    CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $f$ SELECT lower(coalesce(value, '')) $f$;
  END IF;
  IF trgm_schema IS NOT NULL THEN
    -- word similarity: a misspelt surname matches inside a full name
    EXECUTE format(
      'CREATE OR REPLACE FUNCTION search_is_near(query text, name text) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS '
      '$f$ SELECT query OPERATOR(%1$I.<%%) name $f$', trgm_schema);
    EXECUTE format(
      'CREATE OR REPLACE FUNCTION search_nearness(query text, name text) RETURNS real LANGUAGE sql STABLE PARALLEL SAFE AS '
      '$f$ SELECT %1$I.word_similarity(query, name) $f$', trgm_schema);
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS search_documents_name_trgm_idx ON search_documents USING gin (name_fold %1$I.gin_trgm_ops)',
      trgm_schema);
  ELSE
    CREATE OR REPLACE FUNCTION search_is_near(query text, name text) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE
      AS $f$ SELECT false $f$;
    CREATE OR REPLACE FUNCTION search_nearness(query text, name text) RETURNS real LANGUAGE sql STABLE PARALLEL SAFE
      AS $f$ SELECT 0::real $f$;
  END IF;
END $$;
--> statement-breakpoint
-- Rich text as plain words: tags dropped, the common entities decoded.
CREATE OR REPLACE FUNCTION search_plain_text(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
-- Punctuation splits words, as it does in the typed query: 'A-2018-00001' is found by '2018 00001'.
CREATE OR REPLACE FUNCTION search_words(value text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple', regexp_replace(search_fold(value), '[-_./\\:@''’&+,;()!?"#%*=<>|~^$\[\]{}]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- Pages: title (A), meta title, description and tags (B), the text of rich-text sections (C).
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
    SELECT string_agg(concat_ws(' ', search_plain_text(x.title), search_plain_text(x.text)), ' ' ORDER BY x.position) AS body
    FROM sections x WHERE x.route_id = r.id AND x.type_identifier = 'RichText'
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
-- People: name (A), title and practice group (B), office, skills and role (C).
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
      || setweight(search_words(concat_ws(' ', l.name, l.city, k.names, u.role)), 'C'),
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
-- The web domain without scheme, www. and path: 'https://www.acme.com/about' -> 'acme.com'.
CREATE OR REPLACE FUNCTION search_domain(address text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT split_part(regexp_replace(lower(coalesce(address, '')), '^[a-z]+://(www\.)?|^www\.', ''), '/', 1)
$$;
--> statement-breakpoint
-- Companies: name (A), former names (merged duplicates) and web domain (B), city (C).
CREATE OR REPLACE FUNCTION search_index_companies(ids integer[] DEFAULT NULL) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  DELETE FROM search_documents WHERE kind = 'company' AND (ids IS NULL OR ref_id = ANY(ids));
  INSERT INTO search_documents (kind, ref_id, title, subtitle, body, name_fold, document, is_active)
  SELECT 'company', c.id, c.name,
    concat_ws(' · ', nullif(c.city, ''), nullif(search_domain(c.web_address), '')),
    coalesce('Formerly ' || f.names, ''),
    search_fold(c.name),
    setweight(search_words(c.name), 'A')
      || setweight(search_words(concat_ws(' ', f.names, search_domain(c.web_address),
           replace(search_domain(c.web_address), '.', ' '))), 'B')
      || setweight(search_words(c.city), 'C'),
    true
  FROM companies c
  LEFT JOIN LATERAL (
    SELECT string_agg(DISTINCT m.duplicate_name, ', ') AS names
    FROM company_merges m WHERE m.survivor_id = c.id AND m.duplicate_name <> c.name
  ) f ON true
  WHERE ids IS NULL OR c.id = ANY(ids);
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END;
$$;
--> statement-breakpoint
-- Assignments: job title (A), client and assignment number (B).
CREATE OR REPLACE FUNCTION search_index_assignments(ids integer[] DEFAULT NULL, company_ids integer[] DEFAULT NULL)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  IF ids IS NULL AND company_ids IS NULL THEN
    DELETE FROM search_documents WHERE kind = 'assignment';
  ELSE
    DELETE FROM search_documents d WHERE d.kind = 'assignment' AND (d.ref_id = ANY(coalesce(ids, '{}'))
      OR d.ref_id IN (SELECT a.id FROM assignments a WHERE a.company_id = ANY(coalesce(company_ids, '{}'))));
  END IF;
  INSERT INTO search_documents (kind, ref_id, title, subtitle, body, name_fold, document, is_active)
  SELECT 'assignment', a.id, a.job_title, concat_ws(' · ', c.name, a.display_id), '',
    search_fold(a.job_title),
    setweight(search_words(a.job_title), 'A') || setweight(search_words(concat_ws(' ', c.name, a.display_id)), 'B'),
    true
  FROM assignments a
  JOIN companies c ON c.id = a.company_id
  WHERE (ids IS NULL AND company_ids IS NULL) OR a.id = ANY(coalesce(ids, '{}'))
    OR a.company_id = ANY(coalesce(company_ids, '{}'));
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END;
$$;
--> statement-breakpoint
-- Pages stay current whatever writes them: saves, version restores, route edits, moves, trash.
CREATE OR REPLACE FUNCTION search_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'routes' THEN
    PERFORM search_index_pages(ARRAY[coalesce(NEW.id, OLD.id)]);
  ELSIF TG_OP = 'UPDATE' AND OLD.route_id <> NEW.route_id THEN
    PERFORM search_index_pages(ARRAY[OLD.route_id, NEW.route_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM search_index_pages(ARRAY[OLD.route_id]);
  ELSE
    PERFORM search_index_pages(ARRAY[NEW.route_id]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_routes_changed AFTER INSERT OR DELETE OR UPDATE OF title, meta_title, meta_description, deleted_at
  ON "routes" FOR EACH ROW EXECUTE FUNCTION search_page_changed();
--> statement-breakpoint
CREATE TRIGGER search_sections_changed AFTER INSERT OR DELETE OR UPDATE OF title, text, type_identifier, route_id
  ON "sections" FOR EACH ROW EXECUTE FUNCTION search_page_changed();
--> statement-breakpoint
CREATE TRIGGER search_route_tags_changed AFTER INSERT OR DELETE OR UPDATE
  ON "route_tags" FOR EACH ROW EXECUTE FUNCTION search_page_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_all() RETURNS integer LANGUAGE plpgsql AS $$
BEGIN
  RETURN search_index_pages() + search_index_people() + search_index_companies() + search_index_assignments();
END;
$$;
