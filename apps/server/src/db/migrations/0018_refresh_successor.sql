-- A used refresh token keeps the session it was exchanged for, sealed with the token itself (only
-- its holder can read it): a second tab refreshing with the same token a moment later is handed the
-- same new session instead of one that turns the first tab away.
ALTER TABLE "refresh_tokens" ADD COLUMN IF NOT EXISTS "successor" text;
