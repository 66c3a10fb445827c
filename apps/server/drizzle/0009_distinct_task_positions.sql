-- Positions in a column become distinct. Columns that hold equal positions are renumbered first,
-- keeping their order (ties broken by id, as the API always listed them).
UPDATE "tasks" SET "position" = "ranked"."rank" * 1024
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "column_id" ORDER BY "position", "id") AS "rank"
  FROM "tasks"
  WHERE "column_id" IN (
    SELECT "column_id" FROM "tasks" GROUP BY "column_id", "position" HAVING count(*) > 1)
) AS "ranked"
WHERE "tasks"."id" = "ranked"."id";--> statement-breakpoint
DROP INDEX "tasks_column_position_idx";--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_column_position_unique" UNIQUE("column_id","position") DEFERRABLE INITIALLY IMMEDIATE;
