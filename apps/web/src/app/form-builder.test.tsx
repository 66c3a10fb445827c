import { DEFAULT_FORM_THANK_YOU, type Form, type FormSubmission } from '@teamboard/shared/form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { box, fakeLayout } from '../test/board-layout';
import { json, type Handler } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';

// Sonner shows a new Toaster the toasts still active from an earlier test.
afterEach(() => {
  toast.dismiss();
});

const CREATED = '2026-03-01T10:00:00.000Z';
const ADMIN = { workspace: 'member', board: 'admin' } as const;

function buildForm(overrides: Partial<Form> = {}): Form {
  return {
    _id: 'form-1',
    boardId: 'board-1',
    slug: 'bug-report',
    title: 'Bug report',
    description: null,
    columnId: null,
    fields: [
      {
        _id: 'f-subject',
        type: 'short_text',
        label: 'Subject',
        helpText: '',
        required: true,
        target: 'title',
        options: [],
      },
    ],
    defaultLabels: [],
    defaultAssignees: [],
    thankYouMessage: DEFAULT_FORM_THANK_YOU,
    isOpen: true,
    submissionCount: 3,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

const linkOf = (slug: string) => `${window.location.origin}/form/${slug}`;

function openForms(
  path: string,
  handlers: Record<string, Handler> = {},
  roles: { workspace: 'member'; board: 'admin' | 'collaborator' } = ADMIN,
) {
  return openTaskBoard([], handlers, { path: `/acme/projects/board-1/${path}`, roles });
}

/** The builder's field cards, in the order shown. */
const fieldCard = (position: number) => screen.getByRole('listitem', { name: `Field ${position}` });

/** The questions of the builder's fields, in the order shown. */
const questions = () =>
  within(screen.getByRole('list', { name: 'Fields' }))
    .getAllByLabelText('Question')
    .map((input) => (input as HTMLInputElement).value);

/** jsdom lays nothing out: the field cards one under another, 200px apart. */
function layOutFields() {
  return fakeLayout((element) => {
    const testId = element.getAttribute('data-testid') ?? '';
    if (!testId.startsWith('form-field-')) return undefined;
    const index = [...document.querySelectorAll('[data-testid^="form-field-"]')].indexOf(element);
    return box(0, 100 + index * 200, 600, 180);
  });
}

/** dnd-kit's keyboard sensor listens for the next key only after a timeout. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

async function dragByKeyboard(user: UserEvent, handleName: string, keys: string[]) {
  layOutFields();
  const handle = screen.getByRole('button', { name: handleName });
  handle.focus();
  for (const key of [' ', ...keys, ' ']) {
    await user.keyboard(key);
    await settle();
  }
}

async function addField(user: UserEvent, type: string, question: string, target?: string) {
  await user.click(await screen.findByRole('button', { name: `+ ${type}` }));
  const card = fieldCard(
    within(screen.getByRole('list', { name: 'Fields' })).getAllByRole('listitem').length,
  );
  await user.type(within(card).getByLabelText('Question'), question);
  if (target) await user.selectOptions(within(card).getByLabelText('Answer goes to'), target);
  return card;
}

describe('labels in the builder', () => {
  it("offers the workspace's labels beside the board's for every task and for an option", async () => {
    const label = (id: string, name: string) => ({ _id: id, name, color: '#6366f1' });
    const user = userEvent.setup();
    openTaskBoard(
      [],
      {},
      {
        path: '/acme/projects/board-1/forms/create',
        roles: ADMIN,
        labels: { board: [label('l-bug', 'Bug')], workspace: [label('l-customer', 'Customer')] },
      },
    );
    const everyTask = await screen.findByRole('group', { name: 'Labels of every task' });
    expect(within(everyTask).getByRole('checkbox', { name: 'Bug' })).toBeInTheDocument();
    expect(
      within(everyTask).getByRole('checkbox', { name: 'Customer (workspace)' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ Single choice' }));
    // The choice field's options are list items too: the field is the last card named Field N.
    const card = screen.getAllByRole('listitem', { name: /^Field \d+$/ }).at(-1) as HTMLElement;
    await user.selectOptions(within(card).getByLabelText('Answer goes to'), 'labels');
    const options = within(card)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Bug', 'Customer (workspace)']));
  });
});

describe('the board forms list', () => {
  it('shows each form with its submission count and copies its public link', async () => {
    const forms = [
      buildForm(),
      buildForm({
        _id: 'form-2',
        slug: 'contact',
        title: 'Contact',
        submissionCount: 1,
        isOpen: false,
      }),
    ];
    const { network } = openForms('forms', {
      'GET /api/boards/board-1/forms': () => json(200, { forms }),
    });
    const user = userEvent.setup();

    const bug = await screen.findByRole('listitem', { name: 'Bug report' });
    expect(within(bug).getByRole('link', { name: '3 submissions' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1/forms/form-1?tab=submissions',
    );
    expect(within(bug).getByText(linkOf('bug-report'))).toBeVisible();
    expect(within(bug).getByText('Open')).toBeVisible();
    const contact = screen.getByRole('listitem', { name: 'Contact' });
    expect(within(contact).getByText('1 submission')).toBeVisible();
    expect(within(contact).getByText('Closed')).toBeVisible();
    const views = screen.getByRole('navigation', { name: 'Board views' });
    expect(within(views).getByRole('link', { name: 'Forms' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1/forms',
    );

    await user.click(within(contact).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Form link copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(linkOf('contact'));
    expect(network.calls('GET /api/boards/board-1/forms')).toHaveLength(1);
  });

  it('refuses a board collaborator, with no Forms link and nothing fetched', async () => {
    const { network } = openForms('forms', {}, { workspace: 'member', board: 'collaborator' });

    expect(await screen.findByText('Only project admins manage forms')).toBeVisible();
    const views = screen.getByRole('navigation', { name: 'Board views' });
    expect(within(views).queryByRole('link', { name: 'Forms' })).not.toBeInTheDocument();
    expect(network.calls('GET /api/boards/board-1/forms')).toHaveLength(0);
  });
});

describe('building a form', () => {
  it('sends three fields in the order dragged to, the first filling the title', async () => {
    const created = buildForm({ _id: 'form-9' });
    const { network, location } = openForms('forms/create', {
      'POST /api/boards/board-1/forms': () => json(201, { form: created }),
      'GET /api/forms/form-9': () => json(200, { form: created }),
    });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Form title'), 'Bug report');
    const first = within(fieldCard(1)).getByLabelText('Question');
    await user.clear(first);
    await user.type(first, 'Subject');
    await addField(user, 'Long text', 'Details', 'Task description');
    const email = await addField(user, 'Email', 'Your email');
    await user.click(within(email).getByLabelText('Required'));
    expect(questions()).toEqual(['Subject', 'Details', 'Your email']);
    // The preview shows the form as it is built.
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Bug report' })).toBeVisible();
    expect(within(preview).getByLabelText(/Your email/)).toBeVisible();

    await dragByKeyboard(user, 'Move Your email', ['{ArrowUp}']);
    expect(questions()).toEqual(['Subject', 'Your email', 'Details']);

    await user.click(screen.getByRole('button', { name: 'Create form' }));

    await waitFor(() => expect(network.calls('POST /api/boards/board-1/forms')).toHaveLength(1));
    const body = network.calls('POST /api/boards/board-1/forms')[0]!.body as {
      fields: { _id: string }[];
    };
    // The builder made each field its own id.
    const ids = body.fields.map((each) => each._id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8}$/);
    const field = { helpText: '', options: [] };
    expect({ ...body, fields: body.fields.map(({ _id, ...rest }) => rest) }).toEqual({
      title: 'Bug report',
      description: null,
      columnId: null,
      fields: [
        { ...field, type: 'short_text', label: 'Subject', required: true, target: 'title' },
        { ...field, type: 'email', label: 'Your email', required: true, target: 'append' },
        { ...field, type: 'long_text', label: 'Details', required: false, target: 'description' },
      ],
      defaultLabels: [],
      defaultAssignees: [],
      thankYouMessage: DEFAULT_FORM_THANK_YOU,
      isOpen: true,
    });
    expect(await screen.findByText('Form "Bug report" created')).toBeVisible();
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1/forms/form-9'));
  });

  it('shows that no field fills the title, and sends nothing', async () => {
    const { network } = openForms('forms/create');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Form title'), 'Bug report');
    await user.selectOptions(
      within(fieldCard(1)).getByLabelText('Answer goes to'),
      'Added to the description',
    );
    expect(screen.getByText('Map one field to the task title')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Create form' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Map one field to the task title');
    expect(network.calls('POST /api/boards/board-1/forms')).toHaveLength(0);
  });

  it('gives a priority field the five levels as options', async () => {
    openForms('forms/create');
    const user = userEvent.setup();

    const card = await addField(user, 'Short text', 'Urgency', 'Priority');

    expect(within(card).getByLabelText('Type')).toHaveValue('single_choice');
    expect(
      within(card)
        .getAllByLabelText(/^Option \d$/)
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['No Priority', 'Urgent', 'High', 'Medium', 'Low']);
    expect(within(card).getByLabelText('Option 2: priority')).toHaveValue('2');
  });
});

describe('editing a form', () => {
  it('sends only the changed link, and shows a taken link on its field', async () => {
    const { network } = openForms('forms/form-1', {
      'GET /api/forms/form-1': () => json(200, { form: buildForm() }),
      'PUT /api/forms/form-1': () =>
        json(409, { message: 'This link is already taken', code: 'CONFLICT' }),
    });
    const user = userEvent.setup();

    const slug = await screen.findByLabelText('Link');
    expect(slug).toHaveValue('bug-report');
    await user.clear(slug);
    await user.type(slug, 'contact');
    await user.click(screen.getByRole('button', { name: 'Save form' }));

    await waitFor(() => expect(slug).toHaveAccessibleDescription('This link is already taken'));
    expect(network.calls('PUT /api/forms/form-1')[0]!.body).toEqual({ slug: 'contact' });
  });
});

describe('leaving the builder for the submissions', () => {
  it('keeps unsaved edits when the admin looks at the submissions and comes back', async () => {
    openForms('forms/form-1', {
      'GET /api/forms/form-1': () => json(200, { form: buildForm() }),
      'GET /api/forms/form-1/submissions': () =>
        json(200, {
          submissions: [],
          meta: { total: 0, page: 1, limit: 20, totalPages: 1 },
          nextCursor: null,
        }),
    });
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Form title');
    await user.clear(title);
    await user.type(title, 'Bug report (draft)');

    await user.click(screen.getByRole('link', { name: 'Submissions (3)' }));
    expect(await screen.findByText(/no submissions/i)).toBeVisible();
    expect(title).not.toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Form' }));

    expect(screen.getByLabelText('Form title')).toHaveValue('Bug report (draft)');
  });
});

describe('a form’s submissions', () => {
  it('lists each submission with its answers and a link to its task', async () => {
    const submissions: FormSubmission[] = [
      {
        _id: 'sub-1',
        createdAt: CREATED,
        task: { _id: 'task-7', taskId: 'WEB-7', title: 'Login fails' },
        answers: [
          { fieldId: 'f-subject', label: 'Subject', value: 'Login fails' },
          { fieldId: 'f-email', label: 'Your email', value: 'grace@example.com' },
        ],
      },
      { _id: 'sub-2', createdAt: CREATED, task: null, answers: [] },
    ];
    const { network } = openForms('forms/form-1?tab=submissions', {
      'GET /api/forms/form-1': () => json(200, { form: buildForm({ submissionCount: 2 }) }),
      'GET /api/forms/form-1/submissions': () =>
        json(200, {
          submissions,
          meta: { total: 2, page: 1, limit: 20, totalPages: 1 },
          nextCursor: null,
        }),
    });

    const first = await screen.findByRole('listitem', { name: 'Submission sub-1' });
    expect(within(first).getByRole('link', { name: 'WEB-7 Login fails' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1?task=WEB-7',
    );
    expect(within(first).getByText('Your email')).toBeVisible();
    expect(within(first).getByText('grace@example.com')).toBeVisible();
    const second = screen.getByRole('listitem', { name: 'Submission sub-2' });
    expect(within(second).getByText('Task deleted')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Submissions (2)' })).toBeVisible();
    expect(network.calls('GET /api/forms/form-1/submissions')[0]!.query.get('page')).toBe('1');
  });
});
