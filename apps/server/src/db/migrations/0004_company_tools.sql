CREATE TABLE "company_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"survivor_id" integer NOT NULL,
	"duplicate_id" integer NOT NULL,
	"duplicate_name" text NOT NULL,
	"merged_by" integer,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"choices" jsonb NOT NULL,
	"moves" jsonb NOT NULL,
	"before" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_records" (
	"provider" text NOT NULL,
	"record_id" text NOT NULL,
	"seq" serial NOT NULL,
	"search_key" text NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"record" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_records_provider_record_id_pk" PRIMARY KEY("provider","record_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_state" (
	"provider" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone,
	"fault_mode" text DEFAULT 'none' NOT NULL,
	"fault_remaining" integer DEFAULT 0 NOT NULL,
	"fault_delay_ms" integer DEFAULT 0 NOT NULL,
	"fault_retry_after" integer DEFAULT 0 NOT NULL,
	"last_faulted" boolean DEFAULT false NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"faults_served" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_merges" ADD CONSTRAINT "company_merges_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_merges_survivor_idx" ON "company_merges" USING btree ("survivor_id");--> statement-breakpoint
CREATE INDEX "company_merges_duplicate_idx" ON "company_merges" USING btree ("duplicate_id");--> statement-breakpoint
CREATE INDEX "sandbox_records_domain_idx" ON "sandbox_records" USING btree ("provider","domain");