-- Descriptions and comments become rich text (sanitised HTML from the editor). What was stored as
-- plain text becomes one paragraph a line, escaped: the same as rich-text/rich-text.ts does for a
-- client that still sends plain text.
UPDATE "tasks" SET "description" = NULL WHERE btrim("description", E' \n\r\t') = '';
--> statement-breakpoint
UPDATE "tasks" SET "description" = '<p>' || replace(
    replace(replace(replace(replace(btrim("description", E' \n\r\t'), E'\r', ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'),
    E'\n', '</p><p>') || '</p>'
WHERE "description" IS NOT NULL
  AND "description" !~* '^\s*<(p|h[1-3]|ul|ol|pre|blockquote|hr|img|div)[\s>/]';
--> statement-breakpoint
UPDATE "comments" SET "content" = '<p>' || replace(
    replace(replace(replace(replace(btrim("content", E' \n\r\t'), E'\r', ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'),
    E'\n', '</p><p>') || '</p>'
WHERE "content" !~* '^\s*<(p|h[1-3]|ul|ol|pre|blockquote|hr|img|div)[\s>/]';
