-- A subscription may attach the report as a PDF beside (or instead of) the workbook.
ALTER TABLE "report_subscriptions" ADD COLUMN IF NOT EXISTS "attach_pdf" boolean NOT NULL DEFAULT false;
