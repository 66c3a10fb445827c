CREATE TABLE "task_tombstones" (
	"board_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"list_version" bigint NOT NULL,
	CONSTRAINT "task_tombstones_board_id_task_id_pk" PRIMARY KEY("board_id","task_id")
);
--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "list_reset_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "list_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_tombstones" ADD CONSTRAINT "task_tombstones_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_tombstones_board_version_idx" ON "task_tombstones" USING btree ("board_id","list_version");--> statement-breakpoint
CREATE INDEX "task_labels_label_idx" ON "task_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "tasks_board_list_version_idx" ON "tasks" USING btree ("board_id","list_version");--> statement-breakpoint
-- A board's task list is kept up to date by version rather than rebuilt: every change a card
-- shows stamps that task's list_version with the board's new tasks_version (and a deleted task
-- leaves a tombstone at it), so "what changed since version v" is the rows above v.
--
-- Locks are always taken rows first, board last (as the statement-level bump always did), so two
-- writers cannot wait on each other. A row is stamped before it is written with the version the
-- board will have after the statement (a read, no lock); the statement's end then bumps the board
-- under its lock, and only when another writer got there in between are the rows stamped again
-- with the version actually reached (the flag below keeps that second write from stamping and
-- bumping once more).
CREATE FUNCTION stamp_task_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('teamboard.restamping', true) = 'on' THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND NEW.board_id IS DISTINCT FROM OLD.board_id THEN
    RAISE EXCEPTION 'a task does not change boards';
  END IF;
  NEW.list_version := (SELECT tasks_version + 1 FROM boards WHERE id = NEW.board_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION bump_boards_of_stamped_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped record;
BEGIN
  IF current_setting('teamboard.restamping', true) = 'on' THEN RETURN NULL; END IF;
  FOR bumped IN
    UPDATE boards SET tasks_version = tasks_version + 1
    WHERE id IN (SELECT DISTINCT board_id FROM changed)
    RETURNING id, tasks_version
  LOOP
    IF EXISTS (SELECT 1 FROM changed WHERE board_id = bumped.id AND list_version <> bumped.tasks_version) THEN
      PERFORM set_config('teamboard.restamping', 'on', true);
      UPDATE tasks SET list_version = bumped.tasks_version
      WHERE id IN (SELECT id FROM changed WHERE board_id = bumped.id);
      PERFORM set_config('teamboard.restamping', 'off', true);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted task leaves a tombstone at the board's new version; a board being deleted leaves none.
CREATE FUNCTION bury_deleted_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH bumped AS (
    UPDATE boards SET tasks_version = tasks_version + 1
    WHERE id IN (SELECT DISTINCT board_id FROM changed)
    RETURNING id, tasks_version)
  INSERT INTO task_tombstones (board_id, task_id, list_version)
  SELECT c.board_id, c.id, b.tasks_version FROM changed c JOIN bumped b ON b.id = c.board_id
  ON CONFLICT (board_id, task_id) DO UPDATE SET list_version = excluded.list_version;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change to a card's parts (its people, labels, links, time) stamps its task: the update is a
-- no-op on the row's data, and the triggers above do the rest.
CREATE FUNCTION stamp_tasks_of_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tasks SET list_version = list_version WHERE id IN (SELECT DISTINCT task_id FROM changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stamp_tasks_of_labels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tasks SET list_version = list_version
  WHERE id IN (SELECT tl.task_id FROM changed c JOIN task_labels tl ON tl.label_id = c.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Cards show their people's names and avatars (assignees, members, running timers): renaming
-- someone stamps their cards. Other changes to a user (sign-in data) cost one join.
CREATE FUNCTION stamp_tasks_of_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH renamed AS (
    SELECT c.id FROM changed c JOIN before b ON b.id = c.id
    WHERE (c.name, c.username, c.avatar) IS DISTINCT FROM (b.name, b.username, b.avatar))
  UPDATE tasks SET list_version = list_version
  WHERE id IN (
    SELECT a.task_id FROM renamed r JOIN task_assignees a ON a.user_id = r.id
    UNION
    SELECT m.task_id FROM renamed r JOIN task_members m ON m.user_id = r.id
    UNION
    SELECT e.task_id FROM renamed r JOIN time_entries e ON e.user_id = r.id AND e.duration IS NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every card shows the board's key in its task key (WR-12): a new key changes them all, which the
-- board says by its list_reset_version rather than by stamping every task under the board's lock.
CREATE FUNCTION reset_list_on_rekey() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tasks_version := OLD.tasks_version + 1;
  NEW.list_reset_version := NEW.tasks_version;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER tasks_inserted ON tasks;--> statement-breakpoint
DROP TRIGGER tasks_updated ON tasks;--> statement-breakpoint
DROP TRIGGER tasks_deleted ON tasks;--> statement-breakpoint
DROP TRIGGER task_assignees_inserted ON task_assignees;--> statement-breakpoint
DROP TRIGGER task_assignees_deleted ON task_assignees;--> statement-breakpoint
DROP TRIGGER task_members_inserted ON task_members;--> statement-breakpoint
DROP TRIGGER task_members_deleted ON task_members;--> statement-breakpoint
DROP TRIGGER task_labels_inserted ON task_labels;--> statement-breakpoint
DROP TRIGGER task_labels_deleted ON task_labels;--> statement-breakpoint
DROP TRIGGER task_links_inserted ON task_links;--> statement-breakpoint
DROP TRIGGER task_links_deleted ON task_links;--> statement-breakpoint
DROP TRIGGER board_labels_updated ON board_labels;--> statement-breakpoint
DROP TRIGGER board_labels_deleted ON board_labels;--> statement-breakpoint
DROP TRIGGER users_renamed ON users;--> statement-breakpoint
DROP TRIGGER boards_rekeyed ON boards;--> statement-breakpoint
DROP TRIGGER time_entries_inserted ON time_entries;--> statement-breakpoint
DROP TRIGGER time_entries_updated ON time_entries;--> statement-breakpoint
DROP TRIGGER time_entries_deleted ON time_entries;--> statement-breakpoint
DROP FUNCTION bump_tasks_version_from_tasks();--> statement-breakpoint
DROP FUNCTION bump_tasks_version_from_task_children();--> statement-breakpoint
DROP FUNCTION bump_tasks_version_from_people();--> statement-breakpoint
DROP FUNCTION bump_tasks_version_on_rekey();--> statement-breakpoint
CREATE TRIGGER tasks_stamped BEFORE INSERT OR UPDATE ON tasks
  FOR EACH ROW EXECUTE FUNCTION stamp_task_card();--> statement-breakpoint
CREATE TRIGGER tasks_inserted AFTER INSERT ON tasks REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_boards_of_stamped_tasks();--> statement-breakpoint
CREATE TRIGGER tasks_updated AFTER UPDATE ON tasks REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_boards_of_stamped_tasks();--> statement-breakpoint
CREATE TRIGGER tasks_deleted AFTER DELETE ON tasks REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bury_deleted_tasks();--> statement-breakpoint
CREATE TRIGGER task_assignees_inserted AFTER INSERT ON task_assignees REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER task_assignees_deleted AFTER DELETE ON task_assignees REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER task_members_inserted AFTER INSERT ON task_members REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER task_members_deleted AFTER DELETE ON task_members REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER task_labels_inserted AFTER INSERT ON task_labels REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER task_labels_deleted AFTER DELETE ON task_labels REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER task_links_inserted AFTER INSERT ON task_links REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER task_links_deleted AFTER DELETE ON task_links REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER time_entries_inserted AFTER INSERT ON time_entries REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER time_entries_updated AFTER UPDATE ON time_entries REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER time_entries_deleted AFTER DELETE ON time_entries REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER board_labels_updated AFTER UPDATE ON board_labels REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_labels();--> statement-breakpoint
CREATE TRIGGER users_renamed AFTER UPDATE ON users REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_people();--> statement-breakpoint
CREATE TRIGGER boards_rekeyed BEFORE UPDATE OF key ON boards
  FOR EACH ROW WHEN (OLD.key IS DISTINCT FROM NEW.key)
  EXECUTE FUNCTION reset_list_on_rekey();
