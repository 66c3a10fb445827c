CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_task_idx" ON "attachments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "attachments_workspace_idx" ON "attachments" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "attachments_uploader_idx" ON "attachments" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "stored_file_deletions_due_idx" ON "stored_file_deletions" USING btree ("due_at");--> statement-breakpoint
-- A card shows how many files its task has: adding or deleting one stamps its task's card, as a
-- checklist item does (migration 0029).
CREATE TRIGGER attachments_inserted AFTER INSERT ON attachments REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER attachments_deleted AFTER DELETE ON attachments REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
-- However an attachment goes (deleted alone, or with its task, board or workspace), its stored
-- bytes are queued for the sweep, which deletes them once the deleting transaction has committed
-- (a rolled-back deletion queues nothing).
CREATE FUNCTION queue_stored_files_of_deleted_attachments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stored_file_deletions (key)
    SELECT storage_key FROM gone
    UNION ALL SELECT thumbnail_key FROM gone WHERE thumbnail_key IS NOT NULL
  ON CONFLICT (key) DO UPDATE SET due_at = least(stored_file_deletions.due_at, excluded.due_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER attachments_files_queued AFTER DELETE ON attachments REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION queue_stored_files_of_deleted_attachments();
