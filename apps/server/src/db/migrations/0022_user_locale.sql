-- The locale every date on screen reads in, chosen on Your Profile beside the currency.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "locale" text NOT NULL DEFAULT 'en-US';
