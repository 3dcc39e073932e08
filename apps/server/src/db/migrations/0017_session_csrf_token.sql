-- Each session holds its own CSRF token, handed out at sign-in: a token from before sign-in or from
-- another session does not pass for it. Sessions opened before this keep the double-submit check.
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "csrf_token" text;
