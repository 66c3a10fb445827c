-- The command palette finds tasks by words of their title: every word a prefix of a title word
-- (to_tsquery 'word:*'), with the 'simple' configuration so nothing is stemmed or dropped; and reads
-- each board's newest tasks first, for words most titles have (modules/search/search.repo.ts).
CREATE INDEX "tasks_title_search_idx" ON "tasks" USING gin (to_tsvector('simple', "title"));--> statement-breakpoint
CREATE INDEX "tasks_board_updated_idx" ON "tasks" USING btree ("board_id","updated_at" DESC NULLS LAST);