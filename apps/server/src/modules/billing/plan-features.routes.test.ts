import type { UpdateWorkspaceSecurityInput } from '@teamboard/shared/workspace-security';
import type { Form } from '@teamboard/shared/form';
import type { JiraImport } from '@teamboard/shared/jira-import';
import { WORKSPACE_REPORTS } from '@teamboard/shared/workspace-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { bearer } from '../../test/factories';
import { formCalls, SUMMARY_FIELD } from '../../test/form-calls';
import { importCalls } from '../../test/import-calls';
import { sampleCsv } from '../../test/jira-sample-export';
import {
  castAccounts,
  endTrials,
  expectPlanLimit,
  hostedCastWorkspace,
  setSubscription,
} from '../../test/plan-limit-calls';
import { reportCalls } from '../../test/report-calls';
import type { TestApp } from '../../test/test-app';
import { createWorkspaceWithCast, type Account, type Cast } from '../../test/workspace-fixture';

/**
 * The features a hosted plan may lack: forms, the Jira import and workspace reports (Free has
 * none of them), security settings and the audit log (Business only).
 */

let t: TestApp;
let cast: Cast;
/** On its trial (Pro), then Free. */
let workspace: { id: string; url: string };
/** On Business, then canceled: Free. */
let business: { id: string; url: string };
let board: TestBoard;
let forms: ReturnType<typeof formCalls>;
let imports: ReturnType<typeof importCalls>;
let trialForm: Form;
/** Uploaded during the trial, not started. */
let waitingImport: JiraImport;

const RANGE = { from: '2025-03-03', to: '2025-03-16' };
const STRICT: UpdateWorkspaceSecurityInput = {
  invitePolicy: 'admins',
  allowedEmailDomains: ['example.com'],
  apiKeysAllowed: true,
};
const DEFAULTS: UpdateWorkspaceSecurityInput = {
  invitePolicy: 'managers',
  allowedEmailDomains: [],
  apiKeysAllowed: true,
};

beforeAll(async () => {
  ({ t, cast, workspace } = await hostedCastWorkspace());
  business = await createWorkspaceWithCast(t.app, cast);
  await setSubscription(t, business.id, 'business', 'active');
  board = await boardCalls(t, workspace.id, cast.owner).newBoard('Intake');
  forms = formCalls(t, cast.owner);
  imports = importCalls(t, cast.owner);
});
afterAll(async () => {
  await t.close();
});

const refusal = (
  limit: 'forms' | 'jiraImport' | 'workspaceReports' | 'securitySettings' | 'auditLog',
  plan: 'free' | 'pro' = 'free',
  where = workspace,
) => ({ limit, plan, max: null, upgradeUrl: `/${where.url}/settings/subscription` });
const report = (kind: string, format = 'json', account: Account = cast.owner) =>
  reportCalls(t, workspace.id).request(account, kind as 'time-complexity', { ...RANGE, format });
const putSecurity = (
  where: { id: string },
  input: UpdateWorkspaceSecurityInput,
  account = cast.owner,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/workspaces/${where.id}/security`,
    headers: bearer(account),
    payload: input,
  });
const getSecurity = (where: { id: string }) =>
  t.app.inject({
    method: 'GET',
    url: `/api/workspaces/${where.id}/security`,
    headers: bearer(cast.owner),
  });
const auditLog = (where: { id: string }, account = cast.owner) =>
  t.app.inject({
    method: 'GET',
    url: `/api/workspaces/${where.id}/activity`,
    headers: bearer(account),
  });
const invite = (where: { id: string }, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/workspaces/${where.id}/invitations`,
    headers: bearer(cast.owner),
    payload: { email, role: 'member' },
  });
const formTitles = async () => {
  const response = await forms.inject(cast.owner, 'GET', `/api/boards/${board.id}/forms`);
  return response.json<{ forms: Form[] }>().forms.map((form) => form.title);
};
const importsOfBoard = async () => {
  const response = await imports.call('GET', `/api/boards/${board.id}/imports`);
  return response.json<{ imports: JiraImport[] }>().imports;
};

describe('during the trial (Pro)', () => {
  it('makes forms, reports and Jira imports', async () => {
    trialForm = await forms.newForm(board.id, { title: 'Requests' });
    for (const kind of WORKSPACE_REPORTS) expect((await report(kind)).statusCode, kind).toBe(200);
    const started = await imports.started(await imports.uploaded(board.id, sampleCsv()));
    expect((await imports.finished(started._id)).status).toBe('done');
    waitingImport = await imports.uploaded(board.id, sampleCsv());
  });

  it('has neither security settings nor the audit log, which Business has', async () => {
    expectPlanLimit(await putSecurity(workspace, STRICT), refusal('securitySettings', 'pro'));
    expectPlanLimit(await auditLog(workspace), refusal('auditLog', 'pro'));
    expect((await putSecurity(workspace, DEFAULTS)).statusCode).toBe(200);

    expect((await putSecurity(business, STRICT)).statusCode).toBe(200);
    expect((await auditLog(business)).statusCode).toBe(200);
  });
});

describe('on the Free plan, after the trial and a canceled Business subscription', () => {
  beforeAll(async () => {
    await endTrials(t, castAccounts(cast));
    await setSubscription(t, business.id, 'business', 'canceled');
  });

  it('refuses a new form, creating nothing; the old form keeps taking submissions', async () => {
    const refused = await forms.inject(cast.owner, 'POST', `/api/boards/${board.id}/forms`, {
      title: 'Another',
      fields: [SUMMARY_FIELD],
    });
    expectPlanLimit(refused, refusal('forms'));
    expect(await formTitles()).toEqual(['Requests']);
    const sent = await forms.submit(trialForm.slug, { answers: { summary: 'Still open' } });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('refuses every workspace report, as JSON and as CSV', async () => {
    for (const kind of WORKSPACE_REPORTS) {
      expectPlanLimit(await report(kind), refusal('workspaceReports'));
      expectPlanLimit(await report(kind, 'csv'), refusal('workspaceReports'));
    }
  });

  it('refuses a Jira import at the upload and at the start, changing nothing', async () => {
    expectPlanLimit(await imports.upload(board.id, sampleCsv()), refusal('jiraImport'));
    expectPlanLimit(
      await imports.call('POST', `/api/imports/${waitingImport._id}/start`),
      refusal('jiraImport'),
    );
    const after = await importsOfBoard();
    expect(after).toHaveLength(2);
    expect(after.find((each) => each._id === waitingImport._id)?.status).toBe('preview');
  });

  it('keeps the stored security settings at work, readable, and lets only the defaults be set', async () => {
    const loosened = { ...STRICT, invitePolicy: 'managers' as const };
    expectPlanLimit(
      await putSecurity(business, loosened),
      refusal('securitySettings', 'free', business),
    );
    const stored = await getSecurity(business);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ security: STRICT });
    expect((await invite(business, 'someone@elsewhere.org')).statusCode).toBe(403);

    expect((await putSecurity(business, DEFAULTS)).statusCode).toBe(200);
    expect((await invite(business, 'someone@elsewhere.org')).statusCode).toBe(201);
  });

  it('refuses the audit log', async () => {
    expectPlanLimit(await auditLog(business), refusal('auditLog', 'free', business));
  });

  it('answers 400, 403 and 404 before the plan', async () => {
    expect((await report('user-performance', 'json', cast.guest)).statusCode).toBe(404);
    expect((await report('user-performance', 'pdf')).statusCode).toBe(400);
    expect((await auditLog(business, cast.manager)).statusCode).toBe(403);
    expect((await putSecurity(business, STRICT, cast.manager)).statusCode).toBe(403);
    expect(
      (await putSecurity(business, { ...STRICT, allowedEmailDomains: ['nope'] })).statusCode,
    ).toBe(400);
    const notManager = await forms.inject(cast.member, 'POST', `/api/boards/${board.id}/forms`, {
      title: 'Mine',
      fields: [SUMMARY_FIELD],
    });
    expect(notManager.statusCode).toBe(403);
    expect((await imports.upload(board.id, sampleCsv(), 'jira.csv', cast.member)).statusCode).toBe(
      403,
    );
    expect(await formTitles()).toEqual(['Requests']);
  });
});
