-- Change announcements for the caches each process keeps.
-- Processes cache resolved sessions for a few seconds; every change that ends a session or alters
-- what a session user is (status, profile, permissions, groups) is announced on 'atrium_sessions',
-- whichever code path makes it. Notifications are sent at commit.
CREATE OR REPLACE FUNCTION notify_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('atrium_sessions', 'session:' || NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_session_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('atrium_sessions', 'all');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.access_token_hash IS DISTINCT FROM NEW.access_token_hash
    OR OLD.access_expires_at IS DISTINCT FROM NEW.access_expires_at)
  EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_removed AFTER DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_users_changed();
--> statement-breakpoint
CREATE TRIGGER session_users_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_users_changed();
--> statement-breakpoint
CREATE TRIGGER session_user_groups_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_users_changed();
--> statement-breakpoint
CREATE TRIGGER session_groups_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "groups"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_users_changed();
--> statement-breakpoint
-- Route tree and page copies: every change to routes, and now to page sections too, bumps the
-- 'routes' counter and is announced on 'atrium_routes'.
CREATE OR REPLACE FUNCTION bump_routes_counter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE change_counters SET version = version + 1 WHERE name = 'routes';
  PERFORM pg_notify('atrium_routes', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sections_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sections"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_routes_counter();
