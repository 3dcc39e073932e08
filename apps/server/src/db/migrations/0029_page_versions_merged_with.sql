-- A version published by merging records whose versions it took in, so page history names both
-- authors (docs/decisions/013-merge-on-publish.md).
ALTER TABLE "page_versions" ADD COLUMN IF NOT EXISTS "merged_with" integer[] NOT NULL DEFAULT '{}';
