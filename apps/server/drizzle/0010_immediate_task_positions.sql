-- The unique (column, position) check becomes immediate: a deferred check ran at the end of the
-- statement, after the trigger that bumps the board's tasks_version had locked the board row,
-- so two moves to the same place could deadlock. Renumbering now goes through negative values
-- (task-position.ts), so it never passes through a duplicate.
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_column_position_unique";--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_column_position_unique" UNIQUE("column_id","position");
