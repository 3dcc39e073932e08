-- The text of a page as indexed is its first 100,000 characters of plain text (0010), but the plain
-- text was made from the whole of every section. This gives the start of a rich text's plain text:
-- all of it, or a start longer than `enough`, equal to search_plain_text's output that far. The
-- HTML is read a piece at a time, each piece ending just after a '>': no tag, entity or run of
-- spaces then spans two pieces except a run of spaces, which the join folds into one as the whole
-- text's collapse would.
CREATE OR REPLACE FUNCTION search_plain_text_start(html text, enough integer) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  piece_length constant integer := 32768;
  total integer := length(coalesce(html, ''));
  done integer := 0;
  upto integer;
  closing integer;
  piece text;
  plain text := '';
BEGIN
  IF total <= piece_length THEN
    RETURN search_plain_text(html);
  END IF;
  WHILE done < total AND length(plain) <= enough + 1 LOOP
    upto := done + piece_length;
    IF upto >= total THEN
      upto := total;
    ELSE
      closing := strpos(substr(html, upto + 1), '>');
      upto := CASE WHEN closing = 0 THEN total ELSE upto + closing END;
    END IF;
    piece := regexp_replace(
      replace(replace(replace(replace(replace(replace(
        regexp_replace(substr(html, done + 1, upto - done), '<[^>]*>', ' ', 'g'),
        '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
      '\s+', ' ', 'g');
    IF right(plain, 1) = ' ' AND left(piece, 1) = ' ' THEN
      piece := substr(piece, 2);
    END IF;
    plain := plain || piece;
    done := upto;
  END LOOP;
  RETURN btrim(plain);
END;
$$;
--> statement-breakpoint
-- As in 0010, with each section's text read only as far as the index reads it.
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
-- A page save writes and removes several sections in one transaction, and each row's trigger
-- indexed the whole page again. The triggers now wait for the commit, and the first to run for a
-- page indexes it as the transaction leaves it; the others find it done (the pages indexed are
-- kept in a setting local to the transaction). Nothing here sets constraints immediate, which
-- would run them before the transaction's last write.
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
    PERFORM search_index_pages(pending);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_routes_changed ON "routes";
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_sections_changed ON "sections";
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_route_tags_changed ON "route_tags";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_routes_changed AFTER INSERT OR DELETE OR UPDATE OF title, meta_title, meta_description, deleted_at
  ON "routes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_page_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_sections_changed AFTER INSERT OR DELETE OR UPDATE OF title, text, type_identifier, route_id
  ON "sections" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_page_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_route_tags_changed AFTER INSERT OR DELETE OR UPDATE
  ON "route_tags" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_page_changed();
