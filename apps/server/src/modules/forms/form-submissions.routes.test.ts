import type { Task } from '@teamboard/shared';
import type { Form, FormFieldInput } from '@teamboard/shared/form';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import type { TestBoard } from '../../test/board-fixture';
import { formCalls, SUMMARY_FIELD } from '../../test/form-calls';
import { notificationsOf } from '../../test/notifications-of';
import { emailsTo } from '../../test/test-app';

const scene = useBoardScene();
let board: TestBoard;
let labels: { ui: string; api: string; triage: string };
let forms: ReturnType<typeof formCalls>;

async function newLabel(name: string): Promise<string> {
  const response = await scene.calls.inject(
    scene.cast.member,
    'POST',
    `/api/boards/${board.id}/labels`,
    { name, color: '#4f46e5' },
  );
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ label: { _id: string } }>().label._id;
}

beforeAll(async () => {
  const { calls, cast } = scene;
  forms = formCalls(scene.t, cast.member);
  board = await calls.newBoard('Help desk');
  const added = await calls.inject(cast.member, 'POST', '/api/boards/members', {
    boardId: board.id,
    userId: cast.manager.user._id,
    role: 'collaborator',
  });
  if (added.statusCode >= 300) throw new Error(added.body);
  labels = {
    ui: await newLabel('UI'),
    api: await newLabel('API'),
    triage: await newLabel('Triage'),
  };
});

/** A field of every type, each answer going somewhere different. */
function everyField(): FormFieldInput[] {
  return [
    SUMMARY_FIELD,
    { _id: 'details', type: 'long_text', label: 'What happened', target: 'description' },
    { _id: 'reporter', type: 'email', label: 'Your email', required: true },
    { _id: 'seats', type: 'number', label: 'Seats affected' },
    { _id: 'deadline', type: 'date', label: 'Needed by', target: 'dueDate' },
    { _id: 'seen', type: 'date', label: 'First seen' },
    {
      _id: 'urgency',
      type: 'single_choice',
      label: 'Urgency',
      target: 'priority',
      options: [
        { _id: 'now', label: 'Drop everything', level: 2 },
        { _id: 'later', label: 'Whenever', level: 5 },
      ],
    },
    {
      _id: 'size',
      type: 'single_choice',
      label: 'Size',
      target: 'complexity',
      options: [
        { _id: 'small', label: 'Small', level: 1 },
        { _id: 'large', label: 'Large', level: 4 },
      ],
    },
    {
      _id: 'areas',
      type: 'multiple_choice',
      label: 'Areas',
      target: 'labels',
      options: [
        { _id: 'ui', label: 'Screens', labelId: labels.ui },
        { _id: 'api', label: 'Integrations', labelId: labels.api },
      ],
    },
    {
      _id: 'browser',
      type: 'single_choice',
      label: 'Browser',
      options: [
        { _id: 'ff', label: 'Firefox' },
        { _id: 'cr', label: 'Chromium' },
      ],
    },
    {
      _id: 'os',
      type: 'multiple_choice',
      label: 'Systems',
      options: [
        { _id: 'linux', label: 'Linux' },
        { _id: 'mac', label: 'macOS' },
      ],
    },
    { _id: 'agree', type: 'checkbox', label: 'I may be contacted', required: true },
  ];
}

const FULL_ANSWERS = {
  summary: '  Export fails  ',
  details: 'The CSV export stops at row 1,000.',
  reporter: 'ana@example.com',
  seats: 12,
  deadline: '2026-12-01',
  seen: '2026-11-20',
  urgency: 'now',
  size: 'large',
  areas: ['ui', 'api'],
  browser: 'cr',
  os: ['linux', 'mac'],
  agree: true,
};

async function taskOf(taskId: string): Promise<Task> {
  const response = await scene.calls.inject(scene.cast.member, 'GET', `/api/tasks/${taskId}`);
  return response.json<{ task: Task }>().task;
}

async function tasksOnBoard(): Promise<number> {
  return (await scene.calls.boardTasks(board)).length;
}

describe('sending a form', () => {
  it('makes a task from an answer of every type, each where the form sends it', async () => {
    const { calls, cast } = scene;
    const earlier = await calls.newTask(board, { title: 'Already here' }, board.columns[1]);
    const form = await forms.newForm(board.id, {
      title: 'Support request',
      fields: everyField(),
      columnId: board.columns[1],
      defaultLabels: [labels.triage],
      defaultAssignees: [cast.manager.user._id],
      thankYouMessage: 'Thanks, we are on it.',
    });

    const sent = await forms.submit(form.slug, { answers: FULL_ANSWERS });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: 'Thanks, we are on it.' });

    const { submissions, meta } = await forms.submissions(form);
    expect(meta).toEqual({ total: 1, page: 1, limit: 20, totalPages: 1 });
    const [submission] = submissions;
    expect(submission?.answers).toEqual([
      { fieldId: 'summary', label: 'Summary', value: 'Export fails' },
      { fieldId: 'details', label: 'What happened', value: 'The CSV export stops at row 1,000.' },
      { fieldId: 'reporter', label: 'Your email', value: 'ana@example.com' },
      { fieldId: 'seats', label: 'Seats affected', value: '12' },
      { fieldId: 'deadline', label: 'Needed by', value: '2026-12-01' },
      { fieldId: 'seen', label: 'First seen', value: '2026-11-20' },
      { fieldId: 'urgency', label: 'Urgency', value: 'Drop everything' },
      { fieldId: 'size', label: 'Size', value: 'Large' },
      { fieldId: 'areas', label: 'Areas', value: 'Screens, Integrations' },
      { fieldId: 'browser', label: 'Browser', value: 'Chromium' },
      { fieldId: 'os', label: 'Systems', value: 'Linux, macOS' },
      { fieldId: 'agree', label: 'I may be contacted', value: 'Yes' },
    ]);

    const task = await taskOf(submission!.task!._id);
    expect(submission?.task).toEqual({ _id: task._id, taskId: task.taskId, title: 'Export fails' });
    expect(task).toMatchObject({
      title: 'Export fails',
      // The answers are text: a line each, a paragraph each in the task's rich text.
      description: [
        '<p>The CSV export stops at row 1,000.</p>',
        '<p></p>',
        '<p>Your email: ana@example.com</p>',
        '<p>Seats affected: 12</p>',
        '<p>First seen: 2026-11-20</p>',
        '<p>Browser: Chromium</p>',
        '<p>Systems: Linux, macOS</p>',
        '<p>I may be contacted: Yes</p>',
      ].join(''),
      columnId: board.columns[1],
      priority: 2,
      complexity: 4,
      dueDate: '2026-12-01T00:00:00.000Z',
    });
    expect(task.labels.map((label) => label._id).sort()).toEqual(
      [labels.ui, labels.api, labels.triage].sort(),
    );
    expect(task.assignees.map((person) => person._id)).toEqual([cast.manager.user._id]);
    // At the top of its column.
    expect(task.position).toBeLessThan(earlier.position);

    const [created] = await calls.taskHistory(task._id);
    expect(created).toMatchObject({ type: 'task_created', actor: null, form: 'Support request' });

    const listed = await forms.inject(cast.member, 'GET', `/api/boards/${board.id}/forms`);
    const mine = listed.json<{ forms: Form[] }>().forms.find((each) => each._id === form._id);
    expect(mine?.submissionCount).toBe(1);
  });

  it('tells the board admins, and the default assignees they have it', async () => {
    const { cast } = scene;
    const form = await forms.newForm(board.id, {
      title: 'Access request',
      defaultAssignees: [cast.manager.user._id],
    });
    expect(
      (await forms.submit(form.slug, { answers: { summary: 'VPN for Ben' } })).statusCode,
    ).toBe(201);

    const [toAdmin] = await notificationsOf(scene.t.app, cast.member, (each) =>
      each.message.includes('Access request'),
    );
    expect(toAdmin).toMatchObject({ type: 'form_submission', sender: null });
    expect(toAdmin?.message).toContain('<strong>VPN for Ben</strong>');
    const [toAssignee] = await notificationsOf(scene.t.app, cast.manager, (each) =>
      each.message.includes('Access request'),
    );
    expect(toAssignee).toMatchObject({ type: 'task_assigned', sender: null });
    // Workspace owners not on the board are not told of every form on every board.
    const toOwner = await notificationsOf(scene.t.app, cast.owner, (each) =>
      each.message.includes('Access request'),
    );
    expect(toOwner).toEqual([]);
  });

  it('keeps a hostile answer as text: stored as sent, escaped in notifications and emails', async () => {
    const { cast } = scene;
    const hostile = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const form = await forms.newForm(board.id, { title: 'Hostile <script>' });
    // Past the earlier tests' emails, which would hold this one for a digest.
    scene.t.clock.advance(11 * 60 * 1000);
    expect((await forms.submit(form.slug, { answers: { summary: hostile } })).statusCode).toBe(201);

    const { submissions } = await forms.submissions(form);
    expect(submissions[0]?.answers[0]?.value).toBe(hostile);
    expect((await taskOf(submissions[0]!.task!._id)).title).toBe(hostile);

    const [notification] = await notificationsOf(scene.t.app, cast.member, (each) =>
      each.message.includes('Hostile'),
    );
    expect(notification?.message).toBe(
      'A response to <strong>Hostile &lt;script&gt;</strong> created ' +
        `<strong>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</strong> (${submissions[0]!.task!.taskId})`,
    );
    const emails = await emailsTo(scene.t.app, cast.member.email);
    const email = emails.find((each) => each.htmlBody.includes('Hostile'));
    expect(email?.subject).toBe('New form response');
    expect(email?.htmlBody).not.toContain('<img src=x');
    expect(email?.htmlBody).toContain('&lt;img src=x');
    // The plain-text part reads as the person wrote it.
    expect(email?.textBody).toContain(hostile);
  });

  it('names every required field left out and every answer of the wrong type; nothing is made', async () => {
    const form = await forms.newForm(board.id, { title: 'Strict', fields: everyField() });
    const before = await tasksOnBoard();

    const missing = await forms.submit(form.slug, { answers: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Summary is required',
      code: 'VALIDATION_ERROR',
      details: [
        { field: 'answers.summary', message: 'Summary is required' },
        { field: 'answers.reporter', message: 'Your email is required' },
        { field: 'answers.agree', message: 'I may be contacted is required' },
      ],
    });

    const wrong = await forms.submit(form.slug, {
      answers: {
        summary: ['not', 'text'],
        details: 7,
        reporter: 'not an address',
        seats: '12',
        deadline: 'tomorrow',
        seen: 20261120,
        urgency: 'asap',
        size: 3,
        areas: 'ui',
        browser: ['ff'],
        os: ['linux', 'windows'],
        agree: false,
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ details: unknown }>().details).toEqual([
      { field: 'answers.summary', message: 'Summary must be text' },
      { field: 'answers.details', message: 'What happened must be text' },
      { field: 'answers.reporter', message: 'Your email must be a valid email address' },
      { field: 'answers.seats', message: 'Seats affected must be a number' },
      { field: 'answers.deadline', message: 'Needed by must be a date (YYYY-MM-DD)' },
      { field: 'answers.seen', message: 'First seen must be a date (YYYY-MM-DD)' },
      { field: 'answers.urgency', message: 'Choose one of the options' },
      { field: 'answers.size', message: 'Choose one of the options' },
      { field: 'answers.areas', message: 'Areas must be a list of options' },
      { field: 'answers.browser', message: 'Choose one of the options' },
      { field: 'answers.os', message: 'Choose among the options' },
      { field: 'answers.agree', message: 'I may be contacted must be checked' },
    ]);

    expect(await tasksOnBoard()).toBe(before);
    expect((await forms.submissions(form)).meta.total).toBe(0);
  });

  it('cannot choose its board, column or assignees: only answers to the form’s own fields', async () => {
    const { calls, cast } = scene;
    const other = await calls.newBoard('Elsewhere');
    const form = await forms.newForm(board.id, { title: 'Locked down' });
    const before = await tasksOnBoard();

    const smuggled = await forms.submit(form.slug, {
      answers: { summary: 'Hi', columnId: other.columns[0], assignees: [cast.owner.user._id] },
    });
    expect(smuggled.statusCode).toBe(400);
    expect(smuggled.json<{ details: unknown }>().details).toEqual([
      { field: 'answers.columnId', message: 'Unknown field' },
      { field: 'answers.assignees', message: 'Unknown field' },
    ]);

    const beside = await forms.submit(form.slug, {
      answers: { summary: 'Hi' },
      boardId: other.id,
      columnId: other.columns[0],
    });
    expect(beside.statusCode).toBe(400);
    expect(await tasksOnBoard()).toBe(before);
    expect(await calls.boardTasks(other)).toEqual([]);
  });

  it('shows the public only the form: no id of a board, column, person or label', async () => {
    const { cast } = scene;
    const form = await forms.newForm(board.id, {
      title: 'Public face',
      description: 'Tell us what you need.',
      fields: everyField(),
      columnId: board.columns[1],
      defaultLabels: [labels.triage],
      defaultAssignees: [cast.manager.user._id],
    });
    const response = await forms.publicForm(form.slug);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    for (const secret of [
      board.id,
      ...board.columns,
      labels.ui,
      labels.api,
      labels.triage,
      cast.manager.user._id,
      cast.member.user._id,
      form._id,
      'priority',
      'level',
    ]) {
      expect(body).not.toContain(secret);
    }
    const publicForm = response.json<{ form: Record<string, unknown> }>().form;
    expect(Object.keys(publicForm).sort()).toEqual([
      'description',
      'fields',
      'slug',
      'title',
      'workspace',
    ]);
    expect(publicForm).toMatchObject({
      slug: form.slug,
      title: 'Public face',
      description: 'Tell us what you need.',
      workspace: { logo: null },
    });
    expect((publicForm.fields as unknown[])[8]).toEqual({
      _id: 'areas',
      type: 'multiple_choice',
      label: 'Areas',
      helpText: '',
      required: false,
      options: [
        { _id: 'ui', label: 'Screens' },
        { _id: 'api', label: 'Integrations' },
      ],
    });
  });
});
