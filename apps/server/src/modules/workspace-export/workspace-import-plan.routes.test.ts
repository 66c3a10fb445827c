import type { Workspace } from '@teamboard/shared';
import { TRIAL_DAYS } from '@teamboard/shared/billing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boards, forms, workspaces } from '../../db/schema/index';
import { hostedBillingEnv } from '../../test/billing-env';
import { bearer, verifiedUser } from '../../test/factories';
import { SUMMARY_FIELD } from '../../test/form-calls';
import { expectPlanLimit } from '../../test/plan-limit-calls';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DAY } from '../../test/test-clock';
import {
  exportCalls,
  HAND_MADE,
  handMadeBoard,
  handMadeExport,
  handMadeWorkspace,
  zipOf,
} from '../../test/workspace-export-calls';
import type { Account } from '../../test/workspace-fixture';

const FAR_FUTURE = '2999-01-01T00:00:00.000Z';
const boardId = (n: number) => `6f0c3c5e-1d2b-4b7a-9c55-0d0d0d0d00${String(n).padStart(2, '0')}`;

/**
 * An export claiming a creation in 2999, with five active boards (the task's among them), an
 * open form and security settings of its own.
 */
const generousExport = () =>
  handMadeExport({
    'workspace.json': handMadeWorkspace({
      invitePolicy: 'admins',
      allowedEmailDomains: ['corp.example'],
      apiKeysAllowed: false,
      createdAt: FAR_FUTURE,
    }),
    'boards.json': [
      handMadeBoard(),
      ...[1, 2, 3, 4].map((n) =>
        handMadeBoard({ _id: boardId(n), key: `B${String(n)}`, position: n + 1 }),
      ),
    ],
    'forms.json': [
      {
        _id: HAND_MADE.form,
        boardId: HAND_MADE.board,
        slug: 'bugs',
        title: 'Bugs',
        description: null,
        columnId: null,
        fields: [SUMMARY_FIELD],
        defaultLabels: [],
        defaultAssignees: [],
        thankYouMessage: 'Thanks',
        isOpen: true,
        createdBy: null,
        createdAt: FAR_FUTURE,
        updatedAt: FAR_FUTURE,
      },
    ],
  });

async function importInto(t: TestApp, importer: Account): Promise<Workspace> {
  const response = await exportCalls(t).importZip(importer, await zipOf(generousExport()));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ workspace: Workspace }>().workspace;
}

describe('an import on a hosted server', () => {
  let t: TestApp;
  let importer: Account;

  beforeAll(async () => {
    t = await createTestApp({}, { ...hostedBillingEnv(), BILLING_TRIAL_DAYS: '0' });
    importer = await verifiedUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes a new workspace: everything in it within the plan a new workspace gets', async () => {
    const workspace = await importInto(t, importer);
    const [row] = await t.app.ctx.db
      .select()
      .from(workspaces)
      .where(eq(workspaces.id, workspace._id));
    expect(row?.createdAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    // Free: security settings at their defaults.
    expect(row).toMatchObject({
      invitePolicy: 'managers',
      allowedEmailDomains: [],
      apiKeysAllowed: true,
    });
    // Free: three active boards, the first three in order; the others archived.
    const statuses = await t.app.ctx.db
      .select({ key: boards.key, status: boards.status })
      .from(boards)
      .where(eq(boards.workspaceId, workspace._id))
      .orderBy(boards.position);
    expect(statuses).toEqual([
      { key: 'WEB', status: 'active' },
      { key: 'B1', status: 'active' },
      { key: 'B2', status: 'active' },
      { key: 'B3', status: 'archived' },
      { key: 'B4', status: 'archived' },
    ]);
    // Free has no forms: the form arrives closed, and opening it is refused as creating one is.
    const [form] = await t.app.ctx.db
      .select({ id: forms.id, isOpen: forms.isOpen })
      .from(forms)
      .innerJoin(boards, eq(boards.id, forms.boardId))
      .where(eq(boards.workspaceId, workspace._id));
    expect(form?.isOpen).toBe(false);
    const reopened = await t.app.inject({
      method: 'PUT',
      url: `/api/forms/${form?.id ?? ''}`,
      headers: bearer(importer),
      payload: { isOpen: true },
    });
    expectPlanLimit(reopened, {
      limit: 'forms',
      plan: 'free',
      max: null,
      upgradeUrl: `/${workspace.url}/settings/subscription`,
    });
    // Restoring an archived board is checked as usual.
    const [archived] = await t.app.ctx.db
      .select({ id: boards.id })
      .from(boards)
      .where(eq(boards.key, 'B3'));
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/boards/${archived?.id ?? ''}/archive`,
      headers: bearer(importer),
    });
    expectPlanLimit(restored, {
      limit: 'activeBoards',
      plan: 'free',
      max: 3,
      upgradeUrl: `/${workspace.url}/settings/subscription`,
    });
  });
});

describe('an import on a hosted server with trials', () => {
  it('starts its trial at the import, whatever the export says of its creation', async () => {
    const t = await createTestApp({}, hostedBillingEnv());
    try {
      const importer = await verifiedUser(t.app);
      const workspace = await importInto(t, importer);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/workspaces/${workspace._id}/subscription`,
        headers: bearer(importer),
      });
      expect(response.statusCode, response.body).toBe(200);
      const { plan, trialEndsAt } = response.json<{
        subscription: { plan: string; trialEndsAt: string };
      }>().subscription;
      expect(plan).toBe('pro');
      const trialDays = (Date.parse(trialEndsAt) - t.clock.now().getTime()) / DAY;
      expect(trialDays).toBeGreaterThan(TRIAL_DAYS - 1);
      expect(trialDays).toBeLessThanOrEqual(TRIAL_DAYS);
      // Its boards and forms are all there, as the trial's plan allows them.
      const active = await t.app.ctx.db
        .select({ status: boards.status })
        .from(boards)
        .where(eq(boards.workspaceId, workspace._id));
      expect(active.every((board) => board.status === 'active')).toBe(true);
    } finally {
      await t.close();
    }
  });
});
