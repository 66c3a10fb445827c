-- The command palette finds tasks by words of their title: every word a prefix of a title word
-- (to_tsquery 'word:*'), with the 'simple' configuration so nothing is stemmed or dropped.
CREATE INDEX "tasks_title_search_idx" ON "tasks" USING gin (to_tsvector('simple', "title"));