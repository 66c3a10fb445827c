ALTER TABLE "task_tombstones" ALTER COLUMN "list_version" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "list_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "list_version" DROP NOT NULL;--> statement-breakpoint
-- A changed card is no longer stamped with the board's next version by its writer, under the
-- board's row lock held until the commit is on disk (every move of a board waited for the one
-- before it: about 1,000 a second). Its writer marks it pending instead (list_version NULL, no
-- lock), and whoever reads the board's list first stamps the board's pending cards and
-- tombstones with one new version in one short statement (stamp_board_list). "What changed
-- since v" is the rows above v plus the pending ones (read again until stamped: harmless).
CREATE OR REPLACE FUNCTION stamp_task_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('teamboard.restamping', true) = 'on' THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND NEW.board_id IS DISTINCT FROM OLD.board_id THEN
    RAISE EXCEPTION 'a task does not change boards';
  END IF;
  NEW.list_version := NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER tasks_inserted ON tasks;--> statement-breakpoint
DROP TRIGGER tasks_updated ON tasks;--> statement-breakpoint
DROP FUNCTION bump_boards_of_stamped_tasks();--> statement-breakpoint
-- A deleted task leaves a pending tombstone; a board being deleted leaves none.
CREATE OR REPLACE FUNCTION bury_deleted_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_tombstones (board_id, task_id, list_version)
  SELECT c.board_id, c.id, NULL FROM changed c JOIN boards b ON b.id = c.board_id
  ON CONFLICT (board_id, task_id) DO UPDATE SET list_version = NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Stamps the board's pending cards and tombstones with its next version, skipping rows a writer
-- holds (they stay pending, and are read as changed, until a later stamp). Answers the board's
-- version and whether pending rows are left; nothing to stamp leaves the version as it is.
CREATE FUNCTION stamp_board_list(board uuid, OUT version bigint, OUT pending boolean)
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM tasks WHERE board_id = board AND list_version IS NULL)
    AND NOT EXISTS (SELECT 1 FROM task_tombstones WHERE board_id = board AND list_version IS NULL)
  THEN
    SELECT b.tasks_version, false INTO version, pending FROM boards b WHERE b.id = board;
    RETURN;
  END IF;
  UPDATE boards SET tasks_version = tasks_version + 1 WHERE id = board
  RETURNING tasks_version INTO version;
  PERFORM set_config('teamboard.restamping', 'on', true);
  UPDATE tasks SET list_version = version
  WHERE id IN (
    SELECT id FROM tasks WHERE board_id = board AND list_version IS NULL FOR UPDATE SKIP LOCKED);
  UPDATE task_tombstones SET list_version = version
  WHERE board_id = board AND task_id IN (
    SELECT task_id FROM task_tombstones WHERE board_id = board AND list_version IS NULL
    FOR UPDATE SKIP LOCKED);
  PERFORM set_config('teamboard.restamping', 'off', true);
  pending := EXISTS (SELECT 1 FROM tasks WHERE board_id = board AND list_version IS NULL)
    OR EXISTS (SELECT 1 FROM task_tombstones WHERE board_id = board AND list_version IS NULL);
END $$;
