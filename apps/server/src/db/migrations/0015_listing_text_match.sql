-- 'Filter results' on the listings matches a text anywhere in job titles, numbers and company names
-- (ILIKE '%text%'): without an index that tests every row, half a second for the assignments of a
-- large firm. Trigram indexes answer it from the index where pg_trgm is installed (migration 0010);
-- a small pending list keeps the searches fast on the embedded database, which never vacuums.
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
  ELSE
    RAISE NOTICE 'pg_trgm is not available: the listings filter text by reading every row';
  END IF;
END $$;
