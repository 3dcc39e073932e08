-- An office's or a license's latest assignments (the place pages' "Recent assignments") are read
-- newest first straight from this index instead of sorting every assignment of the firm.
CREATE INDEX IF NOT EXISTS "assignments_location_recent_idx"
  ON "assignments" ("location_id", (coalesce("date_taken", "created_date")) DESC, "id" DESC);
