-- The version counter report caches check, the groups the product knows by name, and the
-- closed vocabularies of the spec enforced by the database itself.
INSERT INTO "data_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "groups" ("name", "description") VALUES ('DedupeAccess', 'May merge and link company records') ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_status_check" CHECK ("status" IN ('C','E','F','H','O','S'));
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_search_type_check" CHECK ("search_type" IN ('Executive','Consulting','BLM','IM'));
--> statement-breakpoint
ALTER TABLE "assignment_users" ADD CONSTRAINT "assignment_users_role_check" CHECK ("role" IN ('D','H'));
--> statement-breakpoint
ALTER TABLE "assignment_users" ADD CONSTRAINT "assignment_users_percentage_check" CHECK ("percentage" >= 0 AND "percentage" <= 100);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('Partner','Researcher','Administrator'));
--> statement-breakpoint
ALTER TABLE "routes" ADD CONSTRAINT "routes_status_check" CHECK ("status" IN ('active','disabled'));
--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_width_check" CHECK ("width" BETWEEN 1 AND 12);
--> statement-breakpoint
ALTER TABLE "fx_rates" ADD CONSTRAINT "fx_rates_positive_check" CHECK ("units_per_usd" > 0);
