import type { Form, FormSubmissionsResponse } from '@teamboard/shared/form';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import { bearer } from '../../test/factories';
import type { TestBoard } from '../../test/board-fixture';
import { formCalls, SUMMARY_FIELD } from '../../test/form-calls';
import type { Account } from '../../test/workspace-fixture';

const scene = useBoardScene();
let board: TestBoard;
let forms: ReturnType<typeof formCalls>;

beforeAll(async () => {
  const { calls, cast } = scene;
  forms = formCalls(scene.t, cast.member);
  // The member made the board, so is its admin; the manager works on it as a collaborator.
  board = await calls.newBoard('Intake');
  const added = await calls.inject(cast.member, 'POST', '/api/boards/members', {
    boardId: board.id,
    userId: cast.manager.user._id,
    role: 'collaborator',
  });
  if (added.statusCode >= 300) throw new Error(added.body);
});

const formOf = (response: { json: () => unknown }) => (response.json() as { form: Form }).form;

describe('building a form', () => {
  it('is created with a slug of its own, read, listed, changed and deleted', async () => {
    const { cast } = scene;
    const created = await forms.inject(cast.member, 'POST', `/api/boards/${board.id}/forms`, {
      title: 'Café Requests',
      fields: [{ ...SUMMARY_FIELD, helpText: ' One line, please ' }],
    });
    expect(created.statusCode).toBe(201);
    const form = formOf(created);
    expect(form).toMatchObject({
      boardId: board.id,
      title: 'Café Requests',
      description: null,
      columnId: null,
      defaultLabels: [],
      defaultAssignees: [],
      thankYouMessage: 'Thank you! Your request has been sent.',
      isOpen: true,
      submissionCount: 0,
      fields: [{ ...SUMMARY_FIELD, helpText: 'One line, please', options: [] }],
    });
    expect(form.slug).toMatch(/^cafe-requests-[a-z0-9]{6}$/);

    const read = await forms.inject(cast.admin, 'GET', `/api/forms/${form._id}`);
    expect(formOf(read)).toEqual(form);

    const changed = await forms.inject(cast.member, 'PUT', `/api/forms/${form._id}`, {
      description: 'Ask for anything.',
      columnId: board.columns[2],
      thankYouMessage: 'Got it!',
    });
    expect(changed.statusCode).toBe(200);
    expect(formOf(changed)).toMatchObject({
      title: 'Café Requests',
      description: 'Ask for anything.',
      columnId: board.columns[2],
      thankYouMessage: 'Got it!',
      slug: form.slug,
    });

    const listed = await forms.inject(cast.member, 'GET', `/api/boards/${board.id}/forms`);
    expect(listed.json<{ forms: Form[] }>().forms.map((each) => each._id)).toContain(form._id);

    const deleted = await forms.inject(cast.member, 'DELETE', `/api/forms/${form._id}`);
    expect(deleted.json()).toEqual({ message: 'Form deleted' });
    expect((await forms.inject(cast.member, 'GET', `/api/forms/${form._id}`)).statusCode).toBe(404);
    expect((await forms.publicForm(form.slug)).statusCode).toBe(404);
  });

  it('lists the newest first with their submission counts, and pages the submissions', async () => {
    const older = await forms.newForm(board.id, { title: 'Older' });
    const newer = await forms.newForm(board.id, { title: 'Newer' });
    for (let index = 1; index <= 21; index += 1) {
      const sent = await forms.submit(newer.slug, { answers: { summary: `Request ${index}` } });
      expect(sent.statusCode).toBe(201);
    }
    const listed = await forms.inject(scene.cast.member, 'GET', `/api/boards/${board.id}/forms`);
    const counts = listed
      .json<{ forms: Form[] }>()
      .forms.filter((each) => [older._id, newer._id].includes(each._id))
      .map((each) => [each.title, each.submissionCount]);
    expect(counts).toEqual([
      ['Newer', 21],
      ['Older', 0],
    ]);

    const page = async (number: number) =>
      (
        await forms.inject(
          scene.cast.member,
          'GET',
          `/api/forms/${newer._id}/submissions?page=${number}`,
        )
      ).json<FormSubmissionsResponse>();
    const first = await page(1);
    expect(first.meta).toEqual({ total: 21, page: 1, limit: 20, totalPages: 2 });
    expect(first.submissions[0]?.task?.title).toBe('Request 21');
    const second = await page(2);
    expect(second.submissions.map((each) => each.answers[0]?.value)).toEqual(['Request 1']);
    expect(second.submissions[0]?.task?.taskId).toMatch(/^[A-Z]+-\d+$/);
  });

  it('keeps the submission once its task is deleted, without the task', async () => {
    const form = await forms.newForm(board.id, { title: 'Short-lived' });
    await forms.submit(form.slug, { answers: { summary: 'Delete me' } });
    const listed = await forms.inject(
      scene.cast.member,
      'GET',
      `/api/forms/${form._id}/submissions`,
    );
    const taskId = listed.json<FormSubmissionsResponse>().submissions[0]!.task!._id;
    const deleted = await scene.calls.inject(scene.cast.member, 'DELETE', `/api/tasks/${taskId}`);
    expect(deleted.statusCode).toBe(200);
    const after = await forms.inject(
      scene.cast.member,
      'GET',
      `/api/forms/${form._id}/submissions`,
    );
    const [submission] = after.json<FormSubmissionsResponse>().submissions;
    expect(submission).toMatchObject({
      task: null,
      answers: [{ fieldId: 'summary', label: 'Summary', value: 'Delete me' }],
    });
  });
});

describe('what a form may be', () => {
  const create = (payload: object) =>
    forms.inject(scene.cast.member, 'POST', `/api/boards/${board.id}/forms`, {
      title: 'Checked',
      fields: [SUMMARY_FIELD],
      ...payload,
    });
  const problem = async (payload: object) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    return response.json<{ message: string }>().message;
  };

  it('needs a required field for the title, and each field fit for its target', async () => {
    expect(await problem({ fields: [] })).toBe('Add at least one field');
    expect(await problem({ fields: [{ ...SUMMARY_FIELD, target: 'append' }] })).toBe(
      'Map one field to the task title',
    );
    expect(await problem({ fields: [{ ...SUMMARY_FIELD, required: false }] })).toBe(
      'The field that fills the task title must be required',
    );
    expect(
      await problem({
        fields: [SUMMARY_FIELD, { _id: 'd', type: 'checkbox', label: 'Due', target: 'dueDate' }],
      }),
    ).toBe('"Due": a checkbox field cannot fill the due date');
    expect(await problem({ fields: [{ ...SUMMARY_FIELD, type: 'signature' }] })).toBe(
      'Unknown field type',
    );
    expect(await problem({ slug: 'No Spaces' })).toBe(
      'Use lowercase letters, digits and single hyphens in the link',
    );
  });

  it('points only at its own board’s column and labels, and at people on the board', async () => {
    const { calls, cast } = scene;
    const other = await calls.newBoard('Other board');
    const otherLabel = await calls.inject(cast.member, 'POST', `/api/boards/${other.id}/labels`, {
      name: 'Elsewhere',
      color: '#123456',
    });
    const labelId = otherLabel.json<{ label: { _id: string } }>().label._id;

    expect(await problem({ columnId: other.columns[0] })).toBe(
      'The column must be one of this project’s',
    );
    expect(await problem({ defaultLabels: [labelId] })).toBe(
      'Labels must belong to this project or its workspace',
    );
    expect(
      await problem({
        fields: [
          SUMMARY_FIELD,
          {
            _id: 'area',
            type: 'single_choice',
            label: 'Area',
            target: 'labels',
            options: [{ _id: 'x', label: 'X', labelId }],
          },
        ],
      }),
    ).toBe('Labels must belong to this project or its workspace');
    // The guest is in the workspace but cannot see this board.
    expect(await problem({ defaultAssignees: [cast.guest.user._id] })).toBe(
      'Assignees must be people who can see this project',
    );
    expect(await problem({ defaultAssignees: [cast.outsider.user._id] })).toBe(
      'Assignees must be people who can see this project',
    );
  });

  it('answers 409 for a slug another form has, on create and on change', async () => {
    const taken = await forms.newForm(board.id, { slug: 'taken-link' });
    const again = await create({ slug: 'taken-link' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This link is already taken',
      code: 'CONFLICT',
      details: [{ field: 'slug', message: 'This link is already taken' }],
    });
    const other = await forms.newForm(board.id);
    const renamed = await forms.inject(scene.cast.member, 'PUT', `/api/forms/${other._id}`, {
      slug: 'taken-link',
    });
    expect(renamed.statusCode).toBe(409);
    // Keeping its own slug is no conflict.
    const same = await forms.inject(scene.cast.member, 'PUT', `/api/forms/${taken._id}`, {
      slug: 'taken-link',
      title: 'Still mine',
    });
    expect(formOf(same)).toMatchObject({ slug: 'taken-link', title: 'Still mine' });
  });
});

describe('who manages forms', () => {
  const attempts = (account: Account | null, form: Form) => {
    const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      scene.t.app.inject({
        method,
        url,
        headers: account ? bearer(account) : {},
        ...(payload ? { payload } : {}),
      });
    return [
      () => as('GET', `/api/boards/${board.id}/forms`),
      () =>
        as('POST', `/api/boards/${board.id}/forms`, {
          title: 'Sneaky',
          fields: [SUMMARY_FIELD],
        }),
      () => as('GET', `/api/forms/${form._id}`),
      () => as('PUT', `/api/forms/${form._id}`, { title: 'Taken over' }),
      () => as('GET', `/api/forms/${form._id}/submissions`),
      () => as('DELETE', `/api/forms/${form._id}`),
    ];
  };

  it('lets only the board’s admins and the workspace’s owner and admins in', async () => {
    const { cast } = scene;
    const expected: [Account | null, number][] = [
      [null, 401],
      [cast.outsider, 404],
      [cast.guest, 404],
      [cast.client, 404],
      // A collaborator on the board.
      [cast.manager, 403],
    ];
    for (const [account, status] of expected) {
      const form = await forms.newForm(board.id, { title: 'Guarded' });
      for (const attempt of attempts(account, form)) {
        expect((await attempt()).statusCode).toBe(status);
      }
      const unchanged = await forms.inject(cast.member, 'GET', `/api/forms/${form._id}`);
      expect(formOf(unchanged)).toEqual(form);
    }
    const mine = await forms.newForm(board.id, { title: 'Theirs' });
    const created = await forms.newForm(board.id, { title: 'By the owner' }, cast.owner);
    expect(created.title).toBe('By the owner');
    for (const attempt of attempts(cast.admin, mine)) {
      expect((await attempt()).statusCode).toBeLessThan(300);
    }
  });
});
