-- Report data: every bump of the data version is announced on 'atrium_data', so a process on the
-- embedded database knows the current version without reading it on every cached report.
CREATE OR REPLACE FUNCTION notify_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('atrium_data', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER data_version_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "data_version"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_version();
