-- File storage: local-provider entries get random public ids (never sequential), and a page's file
-- is referred to by that id.
ALTER TABLE "files" ADD COLUMN "public_id" text DEFAULT ('l' || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "public_id" text DEFAULT ('l' || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
ALTER TABLE "routes" ALTER COLUMN "file_id" SET DATA TYPE text USING "file_id"::text;--> statement-breakpoint
UPDATE "routes" SET "file_id" = "files"."public_id" FROM "files" WHERE "files"."id"::text = "routes"."file_id";--> statement-breakpoint
UPDATE "routes" SET "file_id" = NULL WHERE "file_id" IS NOT NULL AND "file_id" NOT LIKE 'l%';
