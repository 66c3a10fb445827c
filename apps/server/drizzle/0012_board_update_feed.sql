CREATE TABLE "board_update_payloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "board_update_payloads_created_idx" ON "board_update_payloads" USING btree ("created_at");--> statement-breakpoint
-- Board updates travel through NOTIFY: PostgreSQL delivers them when (and only if) the writing
-- transaction commits, to every listening server process, in commit order. A notification is
-- the board id, a space, then the update's JSON; an update over NOTIFY's limit goes through
-- board_update_payloads, and the notification carries {"stored": id} instead.
CREATE OR REPLACE FUNCTION publish_board_update(board_id text, body text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  stored bigint;
BEGIN
  IF octet_length(body) < 7900 THEN
    PERFORM pg_notify('board_updates', board_id || ' ' || body);
    RETURN;
  END IF;
  DELETE FROM board_update_payloads WHERE created_at < now() - interval '10 minutes';
  INSERT INTO board_update_payloads (payload) VALUES (body) RETURNING id INTO stored;
  PERFORM pg_notify('board_updates', board_id || ' ' || json_build_object('stored', stored)::text);
END $$;
