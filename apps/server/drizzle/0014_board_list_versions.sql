CREATE TABLE "task_tombstones" (
	"board_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"list_version" bigint NOT NULL,
	CONSTRAINT "task_tombstones_board_id_task_id_pk" PRIMARY KEY("board_id","task_id")
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "list_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_tombstones" ADD CONSTRAINT "task_tombstones_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_tombstones_board_version_idx" ON "task_tombstones" USING btree ("board_id","list_version");--> statement-breakpoint
CREATE INDEX "task_labels_label_idx" ON "task_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "tasks_board_list_version_idx" ON "tasks" USING btree ("board_id","list_version");--> statement-breakpoint
-- A board's task list is kept up to date by version rather than rebuilt: every change a card
-- shows stamps that task's list_version with the board's new tasks_version (and a deleted task
-- leaves a tombstone at it), so "what changed since version v" is the rows above v.
-- The board row is bumped once per transaction: the first stamp takes the board's row lock
-- until commit, so stamps are handed out in commit order, and the version it got is kept in a
-- transaction-local setting for the transaction's later rows (one setting, the last board
-- stamped: a transaction touching two boards in turn only bumps again, which is still correct).
CREATE FUNCTION board_list_stamp(board uuid) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  held text := current_setting('teamboard.list_stamp', true);
  bumped bigint;
BEGIN
  IF held LIKE board::text || ':%' THEN
    RETURN split_part(held, ':', 2)::bigint;
  END IF;
  UPDATE boards SET tasks_version = tasks_version + 1 WHERE id = board RETURNING tasks_version INTO bumped;
  IF bumped IS NOT NULL THEN
    PERFORM set_config('teamboard.list_stamp', board::text || ':' || bumped::text, true);
  END IF;
  RETURN bumped;
END $$;
--> statement-breakpoint
CREATE FUNCTION bury_task(board uuid, task uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  stamp bigint := board_list_stamp(board);
BEGIN
  -- No stamp: the board itself is being deleted, and its tombstones with it.
  IF stamp IS NULL THEN RETURN; END IF;
  INSERT INTO task_tombstones (board_id, task_id, list_version) VALUES (board, task, stamp)
    ON CONFLICT (board_id, task_id) DO UPDATE SET list_version = excluded.list_version;
END $$;
--> statement-breakpoint
CREATE FUNCTION stamp_task_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.board_id IS DISTINCT FROM OLD.board_id THEN
    PERFORM bury_task(OLD.board_id, OLD.id);
  END IF;
  NEW.list_version := coalesce(board_list_stamp(NEW.board_id), NEW.list_version);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION bury_deleted_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bury_task(OLD.board_id, OLD.id);
  RETURN OLD;
END $$;
--> statement-breakpoint
-- A change to a card's parts (its people, labels, links, time) restamps its task: the update is a
-- no-op on the row's data, and the stamp trigger above does the rest.
CREATE FUNCTION restamp_changed_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tasks SET list_version = list_version WHERE id IN (SELECT DISTINCT task_id FROM changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION restamp_tasks_of_labels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tasks SET list_version = list_version
  WHERE id IN (SELECT tl.task_id FROM changed c JOIN task_labels tl ON tl.label_id = c.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Cards show their people's names and avatars (assignees, members, running timers): renaming
-- someone restamps their cards. Other changes to a user (sign-in data) cost one join.
CREATE FUNCTION restamp_tasks_of_people() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- Cards show the board's key in their task key (WR-12).
CREATE FUNCTION restamp_tasks_of_rekeyed_board() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tasks SET list_version = list_version WHERE board_id = NEW.id;
  RETURN NULL;
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
CREATE TRIGGER tasks_buried AFTER DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION bury_deleted_task();--> statement-breakpoint
CREATE TRIGGER task_assignees_inserted AFTER INSERT ON task_assignees REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION restamp_changed_tasks();--> statement-breakpoint
CREATE TRIGGER task_assignees_deleted AFTER DELETE ON task_assignees REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION restamp_changed_tasks();--> statement-breakpoint
CREATE TRIGGER task_members_inserted AFTER INSERT ON task_members REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION restamp_changed_tasks();--> statement-breakpoint
CREATE TRIGGER task_members_deleted AFTER DELETE ON task_members REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION restamp_changed_tasks();--> statement-breakpoint
CREATE TRIGGER task_labels_inserted AFTER INSERT ON task_labels REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION restamp_changed_tasks();--> statement-breakpoint
CREATE TRIGGER task_labels_deleted AFTER DELETE ON task_labels REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION restamp_changed_tasks();--> statement-breakpoint
CREATE TRIGGER task_links_inserted AFTER INSERT ON task_links REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION restamp_changed_tasks();--> statement-breakpoint
CREATE TRIGGER task_links_deleted AFTER DELETE ON task_links REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION restamp_changed_tasks();--> statement-breakpoint
CREATE TRIGGER time_entries_inserted AFTER INSERT ON time_entries REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION restamp_changed_tasks();--> statement-breakpoint
CREATE TRIGGER time_entries_updated AFTER UPDATE ON time_entries REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION restamp_changed_tasks();--> statement-breakpoint
CREATE TRIGGER time_entries_deleted AFTER DELETE ON time_entries REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION restamp_changed_tasks();--> statement-breakpoint
CREATE TRIGGER board_labels_updated AFTER UPDATE ON board_labels REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION restamp_tasks_of_labels();--> statement-breakpoint
CREATE TRIGGER users_renamed AFTER UPDATE ON users REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION restamp_tasks_of_people();--> statement-breakpoint
CREATE TRIGGER boards_rekeyed AFTER UPDATE OF key ON boards
  FOR EACH ROW WHEN (OLD.key IS DISTINCT FROM NEW.key)
  EXECUTE FUNCTION restamp_tasks_of_rekeyed_board();
