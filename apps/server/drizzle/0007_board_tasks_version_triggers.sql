-- boards.tasks_version changes whenever anything shown in a board's task list changes, whatever
-- code path made the change: the server caches each board's task list under this number.
-- Statement-level triggers with transition tables bump a board once per statement, so bulk
-- changes (a column rebalance, a column deleted with its tasks moved) cost one update.
CREATE FUNCTION bump_tasks_version_from_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE boards SET tasks_version = tasks_version + 1
  WHERE id IN (SELECT DISTINCT board_id FROM changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION bump_tasks_version_from_task_children() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE boards SET tasks_version = tasks_version + 1
  WHERE id IN (SELECT DISTINCT t.board_id FROM changed c JOIN tasks t ON t.id = c.task_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Task lists show assignees' and members' names and avatars: a change to those bumps every board
-- where the person is on a task. Other changes to a user (sign-in data) cost one join and no update.
CREATE FUNCTION bump_tasks_version_from_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH renamed AS (
    SELECT c.id FROM changed c JOIN before b ON b.id = c.id
    WHERE (c.name, c.username, c.avatar) IS DISTINCT FROM (b.name, b.username, b.avatar))
  UPDATE boards SET tasks_version = tasks_version + 1
  WHERE id IN (
    SELECT t.board_id FROM renamed r JOIN task_assignees a ON a.user_id = r.id JOIN tasks t ON t.id = a.task_id
    UNION
    SELECT t.board_id FROM renamed r JOIN task_members m ON m.user_id = r.id JOIN tasks t ON t.id = m.task_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION bump_tasks_version_on_rekey() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tasks_version := OLD.tasks_version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_inserted AFTER INSERT ON tasks REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_tasks();
--> statement-breakpoint
CREATE TRIGGER tasks_updated AFTER UPDATE ON tasks REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_tasks();
--> statement-breakpoint
CREATE TRIGGER tasks_deleted AFTER DELETE ON tasks REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_tasks();
--> statement-breakpoint
CREATE TRIGGER task_assignees_inserted AFTER INSERT ON task_assignees REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_task_children();
--> statement-breakpoint
CREATE TRIGGER task_assignees_deleted AFTER DELETE ON task_assignees REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_task_children();
--> statement-breakpoint
CREATE TRIGGER task_members_inserted AFTER INSERT ON task_members REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_task_children();
--> statement-breakpoint
CREATE TRIGGER task_members_deleted AFTER DELETE ON task_members REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_task_children();
--> statement-breakpoint
CREATE TRIGGER task_labels_inserted AFTER INSERT ON task_labels REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_task_children();
--> statement-breakpoint
CREATE TRIGGER task_labels_deleted AFTER DELETE ON task_labels REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_task_children();
--> statement-breakpoint
CREATE TRIGGER task_links_inserted AFTER INSERT ON task_links REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_task_children();
--> statement-breakpoint
CREATE TRIGGER task_links_deleted AFTER DELETE ON task_links REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_task_children();
--> statement-breakpoint
CREATE TRIGGER board_labels_updated AFTER UPDATE ON board_labels REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_tasks();
--> statement-breakpoint
CREATE TRIGGER board_labels_deleted AFTER DELETE ON board_labels REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_tasks();
--> statement-breakpoint
CREATE TRIGGER users_renamed AFTER UPDATE ON users REFERENCING OLD TABLE AS before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_tasks_version_from_people();
--> statement-breakpoint
CREATE TRIGGER boards_rekeyed BEFORE UPDATE OF key ON boards
  FOR EACH ROW WHEN (OLD.key IS DISTINCT FROM NEW.key)
  EXECUTE FUNCTION bump_tasks_version_on_rekey();
