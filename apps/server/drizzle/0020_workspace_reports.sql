CREATE TABLE "board_visits" (
	"user_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_visits_user_id_board_id_pk" PRIMARY KEY("user_id","board_id")
);
--> statement-breakpoint
ALTER TABLE "workspace_members" ADD COLUMN "weekly_capacity_hours" double precision DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_activity" ADD COLUMN "board_id" uuid;--> statement-breakpoint
-- A task never changes board: its history's board is its board.
UPDATE "task_activity" a SET "board_id" = t."board_id" FROM "tasks" t WHERE t."id" = a."task_id";--> statement-breakpoint
ALTER TABLE "task_activity" ALTER COLUMN "board_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "board_visits" ADD CONSTRAINT "board_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_visits" ADD CONSTRAINT "board_visits_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_visits_recent_idx" ON "board_visits" USING btree ("user_id","visited_at");--> statement-breakpoint
ALTER TABLE "task_activity" ADD CONSTRAINT "task_activity_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_activity_board_moves_idx" ON "task_activity" USING btree ("board_id","created_at") WHERE type = 'task_moved';