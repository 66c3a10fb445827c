ALTER TABLE "columns" ADD COLUMN "is_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_start_not_after_due" CHECK (start_date is null or due_date is null or start_date <= due_date);--> statement-breakpoint
-- Boards made before done columns existed: the column each board calls "Done" is its done column.
UPDATE "columns" SET "is_done" = true WHERE lower(trim("title")) = 'done';
