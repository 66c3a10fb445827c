import type { WorkspaceRole } from '@teamboard/shared';
import {
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
} from '@teamboard/shared/webhook';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildBoard } from '../test/board-fixtures';
import { json, type Handler } from '../test/fetch-mock';
import { buildUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import {
  buildMember,
  buildWorkspace,
  mockSignedIn,
  publicUser,
  workspaceHandlers,
} from '../test/workspace-fixtures';

const ada = buildUser();
const WEBHOOKS = 'GET /api/workspaces/ws-1/webhooks';
const HOOK_ID = '6f1d2c3b-0000-4000-8000-000000000001';
const DELIVERY_ID = '6f1d2c3b-0000-4000-8000-0000000000d1';
const DELIVERIES = `GET /api/webhooks/${HOOK_ID}/deliveries`;
const SECRET = 'whsec_0123456789abcdef0123456789abcdef';
const website = buildBoard({ _id: '6f1d2c3b-0000-4000-8000-0000000000b1', title: 'Website' });
const AN_HOUR_AGO = new Date(Date.now() - 3_600_000).toISOString();

const hook: Webhook = {
  _id: HOOK_ID,
  workspaceId: 'ws-1',
  boardId: website._id,
  url: 'https://hooks.example.com/teamboard',
  events: ['task.created', 'task.moved'],
  active: true,
  failingSince: AN_HOUR_AGO,
  disabledAt: null,
  createdAt: AN_HOUR_AGO,
  updatedAt: AN_HOUR_AGO,
};
const delivered: WebhookDelivery = {
  _id: DELIVERY_ID,
  eventId: '6f1d2c3b-0000-4000-8000-0000000000e1',
  event: 'task.created',
  status: 'failed',
  attempts: 3,
  responseStatus: 500,
  durationMs: 87,
  error: null,
  createdAt: AN_HOUR_AGO,
  lastAttemptAt: AN_HOUR_AGO,
  nextAttemptAt: null,
};
const detail: WebhookDeliveryDetail = {
  ...delivered,
  request: {
    url: hook.url,
    headers: { 'Teamboard-Event': 'task.created', 'Teamboard-Signature': 't=1,v1=ab' },
    body: '{"type":"task.created","data":{"title":"Ship it"}}',
  },
  response: { status: 500, body: 'receiver exploded' },
};
const queued = (overrides: Partial<WebhookDelivery>): WebhookDelivery => ({
  ...delivered,
  _id: '6f1d2c3b-0000-4000-8000-0000000000d2',
  status: 'pending',
  attempts: 0,
  responseStatus: null,
  durationMs: null,
  lastAttemptAt: null,
  ...overrides,
});

/** Ada, with `role` in Acme, opens settings/webhooks; the workspace has the Website board. */
function openWebhooks(role: WorkspaceRole, handlers: Record<string, Handler> = {}) {
  const workspace = buildWorkspace({ currentUserRole: role }, [buildMember(publicUser(ada), role)]);
  const network = mockSignedIn(
    {
      ...workspaceHandlers(workspace, ada),
      'GET /api/boards': () => json(200, { boards: [website] }),
      [WEBHOOKS]: () => json(200, { webhooks: [hook] }),
      [DELIVERIES]: () => json(200, { deliveries: [delivered], nextCursor: null }),
      ...handlers,
    },
    ada,
  );
  renderApp('/acme/settings/webhooks');
  return { network, user: userEvent.setup() };
}

const hookItem = () => screen.findByRole('listitem', { name: hook.url });

describe('settings/webhooks', () => {
  it("lists the workspace's webhooks with their state and latest deliveries", async () => {
    const { network } = openWebhooks('admin');

    const nav = await screen.findByRole('navigation', { name: 'Workspace settings' });
    expect(within(nav).getByRole('link', { name: 'Webhooks' })).toHaveAttribute(
      'href',
      '/acme/settings/webhooks',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    const item = await hookItem();
    expect(within(item).getByText('task.created, task.moved')).toBeInTheDocument();
    expect(within(item).getByText('· Project: Website')).toBeInTheDocument();
    expect(within(item).getByText('Failing for 1 hour')).toBeInTheDocument();
    expect(within(item).getByRole('checkbox', { name: 'Active' })).toBeChecked();

    const table = await within(item).findByRole('table', {
      name: `Latest deliveries to ${hook.url}`,
    });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('task.created');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('500');
    expect(row).toHaveTextContent('87 ms');
    expect(network.calls(DELIVERIES)[0]?.query.get('limit')).toBe('10');
  });

  it('adds a webhook for every event and shows its secret once', async () => {
    let webhooks: Webhook[] = [];
    const created: Webhook = { ...hook, boardId: null, events: [...WEBHOOK_EVENTS] };
    const { network, user } = openWebhooks('owner', {
      [WEBHOOKS]: () => json(200, { webhooks }),
      'POST /api/workspaces/ws-1/webhooks': () => {
        webhooks = [created];
        return json(201, { webhook: created, secret: SECRET });
      },
      [DELIVERIES]: () => json(200, { deliveries: [], nextCursor: null }),
    });

    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New webhook' });
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await within(form).findByText('Choose at least one event')).toBeInTheDocument();
    expect(network.calls('POST /api/workspaces/ws-1/webhooks')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Payload URL'), hook.url);
    await user.click(within(form).getByRole('checkbox', { name: 'All events' }));
    expect(within(form).getByRole('checkbox', { name: 'board.archived' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));

    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(/you will not see it again/)).toBeInTheDocument();
    expect(network.calls('POST /api/workspaces/ws-1/webhooks')[0]?.body).toEqual({
      url: hook.url,
      events: [...WEBHOOK_EVENTS],
    });
    const item = await hookItem();
    expect(within(item).getByText('All events')).toBeInTheDocument();
    expect(within(item).queryByText(SECRET)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a target address on the form", async () => {
    const { user } = openWebhooks('owner', {
      'POST /api/workspaces/ws-1/webhooks': () =>
        json(400, { message: 'The URL points at a private address', code: 'WEBHOOK_URL_REFUSED' }),
    });
    const form = await screen.findByRole('form', { name: 'New webhook' });
    await user.type(within(form).getByLabelText('Payload URL'), 'http://10.0.0.1/hook');
    await user.selectOptions(within(form).getByLabelText('Project'), 'Website');
    await user.click(within(form).getByRole('checkbox', { name: 'task.created' }));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(
      await within(form).findByText('The URL points at a private address'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument();
  });

  it('sends a test event, which shows at once as pending', async () => {
    const test = queued({ event: 'webhook.test' });
    const { network, user } = openWebhooks('admin', {
      [`POST /api/webhooks/${HOOK_ID}/test`]: () => json(202, { delivery: test }),
    });
    const item = await hookItem();
    await within(item).findByRole('table');
    await user.click(within(item).getByRole('button', { name: 'Send test event' }));

    expect(await within(item).findByText('webhook.test')).toBeInTheDocument();
    expect(within(item).getByText('Pending')).toBeInTheDocument();
    expect(network.calls(`POST /api/webhooks/${HOOK_ID}/test`)).toHaveLength(1);
  });

  it("opens a delivery's request and answer and redelivers it", async () => {
    const again = queued({ eventId: delivered.eventId });
    const { network, user } = openWebhooks('admin', {
      [`GET /api/webhook-deliveries/${DELIVERY_ID}`]: () => json(200, { delivery: detail }),
      [`POST /api/webhook-deliveries/${DELIVERY_ID}/redeliver`]: () =>
        json(202, { delivery: again }),
    });
    const item = await hookItem();
    await user.click(await within(item).findByRole('button', { name: 'Details' }));

    const request = await within(item).findByRole('region', { name: 'Request' });
    expect(within(request).getByText('t=1,v1=ab')).toBeInTheDocument();
    expect(within(request).getByText(detail.request.body)).toBeInTheDocument();
    const response = within(item).getByRole('region', { name: 'Response' });
    expect(within(response).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(response).getByText('receiver exploded')).toBeInTheDocument();
    // Names, roles and structure (contrast needs a real browser: the accessibility walk).
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await user.click(within(item).getByRole('button', { name: 'Redeliver' }));
    expect(await within(item).findByText('Pending')).toBeInTheDocument();
    expect(network.calls(`POST /api/webhook-deliveries/${DELIVERY_ID}/redeliver`)).toHaveLength(1);
  });

  it('deletes a webhook after asking, at once, and puts it back with the reason if refused', async () => {
    // Each answer is held until the test gives it: the webhook must leave the list before.
    let answer: (response: Response) => void = () => undefined;
    const { network, user } = openWebhooks('owner', {
      [`DELETE /api/webhooks/${HOOK_ID}`]: () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    const deleteIt = async () => {
      const item = await hookItem();
      await user.click(within(item).getByRole('button', { name: 'Delete' }));
      expect(within(item).getByText('Delete this webhook and its deliveries?')).toBeInTheDocument();
      await user.click(within(item).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
    };

    await deleteIt();
    answer(json(403, { message: 'Only owners and admins manage webhooks', code: 'FORBIDDEN' }));
    expect(await screen.findByText('Only owners and admins manage webhooks')).toBeInTheDocument();
    expect(await hookItem()).toBeInTheDocument();

    await deleteIt();
    answer(new Response(null, { status: 204 }));
    expect(await screen.findByText('Webhook deleted')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: hook.url })).not.toBeInTheDocument();
    expect(network.calls(`DELETE /api/webhooks/${HOOK_ID}`)).toHaveLength(2);
  });

  it('puts the Active box back with the reason when the server refuses', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = openWebhooks('admin', {
      [`PUT /api/webhooks/${HOOK_ID}`]: () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    const item = await hookItem();
    const active = within(item).getByRole('checkbox', { name: 'Active' });
    await user.click(active);
    expect(active).not.toBeChecked();
    answer(json(409, { message: 'The webhook was deleted', code: 'CONFLICT' }));
    expect(await screen.findByText('The webhook was deleted')).toBeInTheDocument();
    expect(within(item).getByRole('checkbox', { name: 'Active' })).toBeChecked();
  });

  it('rotates the secret after asking and shows the new one once', async () => {
    const { user } = openWebhooks('admin', {
      [`POST /api/webhooks/${HOOK_ID}/rotate-secret`]: () => json(200, { secret: SECRET }),
    });
    const item = await hookItem();
    await user.click(within(item).getByRole('button', { name: 'Rotate secret' }));
    await user.click(within(item).getByRole('button', { name: 'Rotate secret' }));
    expect(await within(item).findByTestId('webhook-secret')).toHaveTextContent(SECRET);
  });

  it('turns a webhook off at once and changes its events', async () => {
    const { network, user } = openWebhooks('admin', {
      [`PUT /api/webhooks/${HOOK_ID}`]: ({ body }) =>
        json(200, { webhook: { ...hook, ...(body as Partial<Webhook>) } }),
    });
    const item = await hookItem();
    await user.click(within(item).getByRole('checkbox', { name: 'Active' }));
    expect(within(item).getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
    expect(await within(item).findByText('Off')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const form = within(item).getByRole('form', { name: 'Edit webhook' });
    await user.click(within(form).getByRole('checkbox', { name: 'task.moved' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(item).findByText('task.created', { selector: 'span' })).toBeInTheDocument();
    expect(network.calls(`PUT /api/webhooks/${HOOK_ID}`).map((call) => call.body)).toEqual([
      { active: false },
      { url: hook.url, events: ['task.created'] },
    ]);
  });

  it('is not there for a member', async () => {
    const { network } = openWebhooks('member');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Workspace settings' });
    expect(within(nav).queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
    expect(network.calls(WEBHOOKS)).toHaveLength(0);
  });
});
