-- 'Filter results' on the assignment listing matches a text anywhere in the job title, the number
-- or the client's name (ILIKE '%text%'). Trigram indexes answer that from the index where the
-- server has pg_trgm (PGlite ships it); without it the listing still filters, by reading every row.
-- Small pending lists, as for the search documents (0012): embedded PGlite never vacuums.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS assignments_job_title_trgm_idx ON assignments USING gin (job_title %1$I.gin_trgm_ops) WITH (gin_pending_list_limit = 256)',
      trgm_schema);
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS assignments_display_id_trgm_idx ON assignments USING gin (display_id %1$I.gin_trgm_ops) WITH (gin_pending_list_limit = 256)',
      trgm_schema);
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS companies_name_trgm_idx ON companies USING gin (name %1$I.gin_trgm_ops) WITH (gin_pending_list_limit = 256)',
      trgm_schema);
  END IF;
END $$;
