CREATE TABLE "task_workspace_labels" (
	"task_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	CONSTRAINT "task_workspace_labels_task_id_label_id_pk" PRIMARY KEY("task_id","label_id")
);
--> statement-breakpoint
ALTER TABLE "task_workspace_labels" ADD CONSTRAINT "task_workspace_labels_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_workspace_labels" ADD CONSTRAINT "task_workspace_labels_label_id_workspace_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."workspace_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_workspace_labels_label_idx" ON "task_workspace_labels" USING btree ("label_id");--> statement-breakpoint
-- triggers (hand-written)
-- A workspace label on a card stamps it like a board label does (0014, pending since 0016); a
-- renamed workspace label stamps every card carrying it, on any board of the workspace. A deleted
-- one cascades to task_workspace_labels, whose delete trigger stamps.
CREATE FUNCTION stamp_tasks_of_workspace_labels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tasks SET list_version = list_version
  WHERE id IN (SELECT tl.task_id FROM changed c JOIN task_workspace_labels tl ON tl.label_id = c.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER task_workspace_labels_inserted AFTER INSERT ON task_workspace_labels REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER task_workspace_labels_deleted AFTER DELETE ON task_workspace_labels REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER workspace_labels_updated AFTER UPDATE ON workspace_labels REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_workspace_labels();
