CREATE TABLE "oidc_sign_ins" (
	"browser_key_hash" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "oidc_id_token" text;--> statement-breakpoint
CREATE INDEX "oidc_sign_ins_expires_idx" ON "oidc_sign_ins" USING btree ("expires_at");
