CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"duration" integer,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"sender_id" uuid,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "weekly_hours_quota" double precision;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_entries_task_idx" ON "time_entries" USING btree ("task_id","start_time");--> statement-breakpoint
CREATE INDEX "time_entries_board_start_idx" ON "time_entries" USING btree ("board_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_running_per_user" ON "time_entries" USING btree ("user_id") WHERE duration is null;--> statement-breakpoint
CREATE INDEX "time_entries_running_since_idx" ON "time_entries" USING btree ("start_time") WHERE duration is null;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
-- Task lists show time entries and running timers: they bump the board's tasks_version too.
CREATE TRIGGER time_entries_inserted AFTER INSERT ON time_entries REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_tasks();
--> statement-breakpoint
CREATE TRIGGER time_entries_updated AFTER UPDATE ON time_entries REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_tasks();
--> statement-breakpoint
CREATE TRIGGER time_entries_deleted AFTER DELETE ON time_entries REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_tasks();
--> statement-breakpoint
-- Entries show their author's name and avatar: a renamed person bumps the boards they logged on.
CREATE OR REPLACE FUNCTION bump_tasks_version_from_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH renamed AS (
    SELECT c.id FROM changed c JOIN before b ON b.id = c.id
    WHERE (c.name, c.username, c.avatar) IS DISTINCT FROM (b.name, b.username, b.avatar))
  UPDATE boards SET tasks_version = tasks_version + 1
  WHERE id IN (
    SELECT t.board_id FROM renamed r JOIN task_assignees a ON a.user_id = r.id JOIN tasks t ON t.id = a.task_id
    UNION
    SELECT t.board_id FROM renamed r JOIN task_members m ON m.user_id = r.id JOIN tasks t ON t.id = m.task_id
    UNION
    SELECT e.board_id FROM renamed r JOIN time_entries e ON e.user_id = r.id);
  RETURN NULL;
END $$;
