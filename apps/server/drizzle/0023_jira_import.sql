CREATE TABLE "jira_import_rows" (
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"seq" integer NOT NULL,
	"key" text,
	"issue" jsonb,
	"outcome" text,
	"error" text,
	CONSTRAINT "jira_import_rows_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
CREATE TABLE "jira_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'preview' NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"preview" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"resolved" jsonb,
	"phase" text DEFAULT 'tasks' NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "jira_key" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "jira_import_rows" ADD CONSTRAINT "jira_import_rows_import_id_jira_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."jira_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jira_imports" ADD CONSTRAINT "jira_imports_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jira_imports" ADD CONSTRAINT "jira_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jira_import_rows_seq_unique" ON "jira_import_rows" USING btree ("import_id","seq");--> statement-breakpoint
CREATE INDEX "jira_imports_board_idx" ON "jira_imports" USING btree ("board_id","created_at");--> statement-breakpoint
CREATE INDEX "jira_imports_running_idx" ON "jira_imports" USING btree ("lease_until") WHERE status = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "jira_imports_one_running_per_board" ON "jira_imports" USING btree ("board_id") WHERE status = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_board_jira_key_unique" ON "tasks" USING btree ("board_id","jira_key") WHERE jira_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_task_import_key_unique" ON "comments" USING btree ("task_id","import_key") WHERE import_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_task_import_key_unique" ON "time_entries" USING btree ("task_id","import_key") WHERE import_key is not null;