CREATE TABLE "checklist_item_due_reminders" (
	"item_id" uuid NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_item_due_reminders_item_id_due_date_pk" PRIMARY KEY("item_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "checklist_item_due_reminders" ADD CONSTRAINT "checklist_item_due_reminders_item_id_checklist_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."checklist_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_items_due_date_idx" ON "checklist_items" USING btree ("due_date") WHERE due_date is not null and assignee_id is not null and not done;