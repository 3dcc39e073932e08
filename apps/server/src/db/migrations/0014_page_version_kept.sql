-- A page save learns from the page's own row whether its current content already has a version row,
-- instead of probing page_versions: a probe planned while that table was small kept scanning it
-- whole on every save as the history grew.
ALTER TABLE "routes" ADD COLUMN "page_version_kept" integer;
--> statement-breakpoint
UPDATE "routes" r SET "page_version_kept" = r."page_version"
  WHERE EXISTS (SELECT 1 FROM "page_versions" v WHERE v."route_id" = r."id" AND v."version" = r."page_version");
