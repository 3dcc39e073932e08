-- On the embedded database the commit's triggers run on the portal's own event loop, and indexing a
-- long page there held up every other request. A transaction that sets atrium.search_pages_later
-- has its pages marked pending instead, and the portal builds their entries after the reply in
-- short steps (features/search/page-entries.ts); a pending mark is committed with the save, so a
-- stop before the entry is built loses nothing: the pages still pending are built at the next start.
-- A PostgreSQL server indexes at commit as before, in its own process.
CREATE TABLE IF NOT EXISTS "search_pages_pending" (
  "route_id" integer PRIMARY KEY NOT NULL,
  "version" integer NOT NULL DEFAULT 1
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
  indexed text := coalesce(current_setting('atrium.search_pages_indexed', true), '');
  pending integer[] := '{}';
  page integer;
BEGIN
  IF TG_TABLE_NAME = 'routes' THEN
    changed := ARRAY[coalesce(NEW.id, OLD.id)];
  ELSIF TG_OP = 'UPDATE' AND OLD.route_id <> NEW.route_id THEN
    changed := ARRAY[OLD.route_id, NEW.route_id];
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY[OLD.route_id];
  ELSE
    changed := ARRAY[NEW.route_id];
  END IF;
  FOREACH page IN ARRAY changed LOOP
    IF strpos(indexed, ',' || page || ',') = 0 THEN
      pending := pending || page;
      indexed := indexed || ',' || page || ',';
    END IF;
  END LOOP;
  IF cardinality(pending) > 0 THEN
    PERFORM set_config('atrium.search_pages_indexed', indexed, true);
    IF current_setting('atrium.search_pages_later', true) = 'on' THEN
      -- Each mark counts the changes, so an entry built from an older text leaves it in place.
      INSERT INTO search_pages_pending AS p (route_id) SELECT unnest(pending)
        ON CONFLICT (route_id) DO UPDATE SET version = p.version + 1;
    ELSE
      PERFORM search_index_pages(pending);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- One piece of a rich text's plain text as search_plain_text_start (0020) makes it, before the
-- pieces are joined: a piece ending just after a '>' reads as it would within the whole text.
CREATE OR REPLACE FUNCTION search_plain_text_piece(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(html, '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g')
$$;
--> statement-breakpoint
-- The next piece of a section's rich text from character `done` (0-based) as plain text, and where
-- it ends: `piece_length` characters on to just after the next '>', as search_plain_text_start cuts.
CREATE OR REPLACE FUNCTION search_plain_text_step(section integer, done integer, piece_length integer, OUT plain text, OUT upto integer) LANGUAGE plpgsql STABLE AS $$
DECLARE
  html text;
  total integer;
  closing integer;
BEGIN
  SELECT coalesce(s.text, '') INTO html FROM sections s WHERE s.id = section;
  total := length(coalesce(html, ''));
  upto := done + piece_length;
  IF upto >= total THEN
    upto := total;
  ELSE
    closing := strpos(substr(html, upto + 1), '>');
    upto := CASE WHEN closing = 0 THEN total ELSE upto + closing END;
  END IF;
  plain := search_plain_text_piece(substr(html, done + 1, upto - done));
END;
$$;
--> statement-breakpoint
-- The text search_words (0010) hands to to_tsvector: folded, punctuation made spaces.
CREATE OR REPLACE FUNCTION search_word_text(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(search_fold(value), '[-_./\\:@''’&+,;()!?"#%*=<>|~^$\[\]{}]+', ' ', 'g')
$$;
--> statement-breakpoint
-- A page's entry from its body (plain text, every rich-text section's title and text in order) and
-- the words of its first 100,000 characters weighted C, built outside: the rest as
-- search_index_pages builds it, and its pending mark goes, unless a change came since `version`.
CREATE OR REPLACE FUNCTION search_index_page_built(page integer, body text, words tsvector, version integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  -- A change since the text was read leaves the page pending: its entry is built again.
  IF NOT EXISTS (SELECT 1 FROM search_pages_pending p WHERE p.route_id = page AND p.version = search_index_page_built.version) THEN
    RETURN 0;
  END IF;
  DELETE FROM search_documents WHERE kind = 'page' AND ref_id = page;
  INSERT INTO search_documents (kind, ref_id, title, subtitle, body, name_fold, document, is_active)
  SELECT 'page', r.id, r.title, r.meta_description, left(body, 20000), search_fold(r.title),
    setweight(search_words(r.title), 'A')
      || setweight(search_words(concat_ws(' ', r.meta_title, r.meta_description, t.names)), 'B')
      || words,
    true
  FROM routes r
  LEFT JOIN LATERAL (
    SELECT string_agg(g.name, ' ') AS names FROM route_tags rt JOIN tags g ON g.id = rt.tag_id WHERE rt.route_id = r.id
  ) t ON true
  WHERE r.deleted_at IS NULL AND r.id = page;
  GET DIAGNOSTICS written = ROW_COUNT;
  DELETE FROM search_pages_pending p WHERE p.route_id = page AND p.version = search_index_page_built.version;
  RETURN written;
END;
$$;
