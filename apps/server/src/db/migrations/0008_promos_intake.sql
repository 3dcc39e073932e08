CREATE TABLE "intake_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "routes" ADD COLUMN "page_kind" text DEFAULT 'OlympusWebPage' NOT NULL;--> statement-breakpoint
ALTER TABLE "intake_submissions" ADD CONSTRAINT "intake_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intake_submissions_at_idx" ON "intake_submissions" USING btree ("submitted_at");
