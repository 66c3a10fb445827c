-- Read backwards, it is newest first with ties by id, as every history read orders it: a board's
-- latest activity takes each of its tasks' newest lines from the index alone
-- (GET /api/boards/{id}/activity).
DROP INDEX "task_activity_task_idx";--> statement-breakpoint
CREATE INDEX "task_activity_task_newest_idx" ON "task_activity" USING btree ("task_id","created_at","id");