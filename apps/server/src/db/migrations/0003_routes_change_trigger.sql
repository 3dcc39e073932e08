-- Every change to the route tree, whichever code path makes it, bumps the 'routes' counter.
INSERT INTO "change_counters" ("name", "version") VALUES ('routes', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_routes_counter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE change_counters SET version = version + 1 WHERE name = 'routes';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER routes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "routes"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_routes_counter();
