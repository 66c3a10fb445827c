-- A card shows how many comments its task has: adding or deleting one stamps the task's card, as
-- a change to its people, labels, links, time or checklist does (migrations 0014 and 0029).
-- Editing a comment does not change the count, so updates are left alone.
CREATE TRIGGER comments_inserted AFTER INSERT ON comments REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();--> statement-breakpoint
CREATE TRIGGER comments_deleted AFTER DELETE ON comments REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION stamp_tasks_of_changed_rows();
