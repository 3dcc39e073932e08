CREATE TABLE "change_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
