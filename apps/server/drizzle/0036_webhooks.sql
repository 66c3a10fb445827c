CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"response_body" text,
	"duration_ms" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"board_id" uuid,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"secret_sealed" text NOT NULL,
	"created_by" uuid,
	"failing_since" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_idx" ON "webhook_deliveries" USING btree ("webhook_id","seq") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_newest_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhooks_workspace_idx" ON "webhooks" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "webhooks_active_idx" ON "webhooks" USING btree ("workspace_id") WHERE "webhooks"."active";--> statement-breakpoint
-- The webhook outbox is written by the transaction making the change, so a rolled-back change
-- sends nothing and a committed one survives a crash. One row per active webhook of the
-- workspace that wants the event (and, when it has a board filter, is about that board). The
-- body is frozen here: every attempt and redelivery sends the same bytes.
CREATE OR REPLACE FUNCTION enqueue_webhook_event(workspace uuid, board uuid, event text, data jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH targets AS (
    SELECT w.id AS webhook_id, gen_random_uuid() AS event_id
    FROM webhooks w
    WHERE w.workspace_id = workspace AND w.active AND event = ANY (w.events)
      AND (w.board_id IS NULL OR w.board_id = board)
  )
  INSERT INTO webhook_deliveries (webhook_id, event_id, event, body)
  SELECT webhook_id, event_id, event, json_build_object(
    'id', event_id,
    'type', event,
    'createdAt', to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'workspaceId', workspace,
    'data', data
  )::text
  FROM targets;
END $$;
--> statement-breakpoint
-- A board update as webhook events: the board events that have a webhook event, with the
-- update's payload (less the other cards' new positions) and the board's id as `data`. Most
-- servers have no active webhook at all, and most workspaces none: both are answered by an
-- index before the update is read.
CREATE OR REPLACE FUNCTION enqueue_board_webhooks(board_id text, body text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  workspace uuid;
  update_json jsonb;
  event text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhooks WHERE active) THEN RETURN; END IF;
  SELECT b.workspace_id INTO workspace FROM boards b
  WHERE b.id = board_id::uuid
    AND EXISTS (SELECT 1 FROM webhooks w WHERE w.workspace_id = b.workspace_id AND w.active);
  IF workspace IS NULL THEN RETURN; END IF;
  update_json := body::jsonb;
  event := CASE update_json->>'type'
    WHEN 'TASK_CREATED' THEN 'task.created'
    WHEN 'TASK_UPDATED' THEN 'task.updated'
    WHEN 'TASK_MOVED' THEN 'task.moved'
    WHEN 'TASK_DELETED' THEN 'task.deleted'
    WHEN 'CHECKLIST_UPDATED' THEN 'checklist.updated'
    WHEN 'ATTACHMENT_ADDED' THEN 'attachment.added'
    WHEN 'TASK_TIME_ADDED' THEN 'time_entry.created'
    WHEN 'TASK_TIMER_STOPPED' THEN 'time_entry.created'
    WHEN 'TASK_TIMER_AUTO_STOPPED' THEN 'time_entry.created'
  END;
  IF event IS NULL THEN RETURN; END IF;
  PERFORM enqueue_webhook_event(
    workspace,
    board_id::uuid,
    event,
    (jsonb_build_object('boardId', board_id) || (update_json->'payload')) - 'rebalanced'
  );
END $$;
--> statement-breakpoint
-- publish_board_update (migration 0012) now also fills the webhook outbox: every board change
-- already passes through it, inside its transaction.
CREATE OR REPLACE FUNCTION publish_board_update(board_id text, body text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  stored bigint;
BEGIN
  PERFORM enqueue_board_webhooks(board_id, body);
  IF octet_length(body) < 7900 THEN
    PERFORM pg_notify('board_updates', board_id || ' ' || body);
    RETURN;
  END IF;
  DELETE FROM board_update_payloads WHERE created_at < now() - interval '10 minutes';
  INSERT INTO board_update_payloads (payload) VALUES (body) RETURNING id INTO stored;
  PERFORM pg_notify('board_updates', board_id || ' ' || json_build_object('stored', stored)::text);
END $$;
--> statement-breakpoint
-- The workspace's audit log names the workspace-wide changes webhooks hear (a member joining or
-- removed, a board created or archived), each written by its use case in its transaction:
-- queueing from the log's inserts covers every way these happen, new ones included.
CREATE OR REPLACE FUNCTION enqueue_activity_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event text;
  member json;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhooks WHERE workspace_id = NEW.workspace_id AND active) THEN
    RETURN NULL;
  END IF;
  event := CASE NEW.action
    WHEN 'invitation.accepted' THEN 'member.joined'
    WHEN 'member.added' THEN 'member.joined'
    WHEN 'member.removed' THEN 'member.removed'
    WHEN 'member.left' THEN 'member.removed'
    WHEN 'board.created' THEN 'board.created'
    WHEN 'board.archived' THEN 'board.archived'
  END;
  IF event IS NULL THEN RETURN NULL; END IF;
  IF event LIKE 'board.%' THEN
    PERFORM enqueue_webhook_event(
      NEW.workspace_id,
      (NEW.data->>'boardId')::uuid,
      event,
      jsonb_build_object('boardId', NEW.data->>'boardId', 'title', NEW.data->>'title', 'by', NEW.actor_id)
    );
    RETURN NULL;
  END IF;
  SELECT json_build_object('_id', u.id, 'name', u.name) INTO member FROM users u WHERE u.id = NEW.target_user_id;
  PERFORM enqueue_webhook_event(
    NEW.workspace_id,
    NULL,
    event,
    jsonb_build_object('user', member, 'role', NEW.data->>'role', 'left', NEW.action = 'member.left', 'by', NEW.actor_id)
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER workspace_activities_webhooks AFTER INSERT ON workspace_activities
  FOR EACH ROW EXECUTE FUNCTION enqueue_activity_webhooks();
