import type {
  CreateFormInput,
  Form,
  FormFieldInput,
  FormSubmissionsResponse,
} from '@teamboard/shared/form';
import { bearer } from './factories';
import type { TestApp } from './test-app';
import type { Account } from './workspace-fixture';

/** A form whose title comes from a required short text ("Summary"), the least a form can be. */
export const SUMMARY_FIELD: FormFieldInput = {
  _id: 'summary',
  type: 'short_text',
  label: 'Summary',
  required: true,
  target: 'title',
};

/**
 * Form calls for API tests: the admin ones as `admin`, the public ones signed out from
 * `address`. Setup calls throw with the body when refused, so a test can never start wrong.
 */
export function formCalls(t: TestApp, admin: Account) {
  const inject = (
    account: Account,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(account), ...(payload ? { payload } : {}) });

  async function newForm(
    boardId: string,
    input: Partial<CreateFormInput> = {},
    account = admin,
  ): Promise<Form> {
    const response = await inject(account, 'POST', `/api/boards/${boardId}/forms`, {
      title: 'Bug report',
      fields: [SUMMARY_FIELD],
      ...input,
    });
    if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
    return response.json<{ form: Form }>().form;
  }

  const publicForm = (slug: string) =>
    t.app.inject({ method: 'GET', url: `/api/public/forms/${slug}` });

  const submit = (slug: string, payload: object, address = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/forms/${slug}/submissions`,
      payload,
      remoteAddress: address,
    });

  /** The first page of the form's submissions, read as `account`. */
  async function submissions(form: Form, account = admin): Promise<FormSubmissionsResponse> {
    const response = await inject(account, 'GET', `/api/forms/${form._id}/submissions`);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return response.json<FormSubmissionsResponse>();
  }

  return { inject, newForm, publicForm, submit, submissions };
}
