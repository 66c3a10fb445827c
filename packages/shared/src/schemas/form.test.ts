import { describe, expect, it } from 'vitest';
import { formFieldsSchema, type FormFieldInput } from './form';
import { formAnswersSchema, publicFormField, type PublicFormField } from './public-form';

const field = (input: Partial<PublicFormField> & Pick<PublicFormField, '_id' | 'type'>) => ({
  label: input._id,
  helpText: '',
  required: false,
  options: [],
  ...input,
});

const choices = [
  { _id: 'a', label: 'Alpha' },
  { _id: 'b', label: 'Beta' },
];

const fields: PublicFormField[] = [
  field({ _id: 'name', type: 'short_text', label: 'Name', required: true }),
  field({ _id: 'notes', type: 'long_text' }),
  field({ _id: 'mail', type: 'email', label: 'Email' }),
  field({ _id: 'count', type: 'number', label: 'Count' }),
  field({ _id: 'when', type: 'date', label: 'When' }),
  field({ _id: 'one', type: 'single_choice', options: choices }),
  field({ _id: 'many', type: 'multiple_choice', options: choices }),
  field({ _id: 'agree', type: 'checkbox', label: 'Terms', required: true }),
];

function errorsOf(answers: unknown): Record<string, string> {
  const result = formAnswersSchema(fields).safeParse(answers);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('formAnswersSchema', () => {
  it('takes an answer of each type and trims text', () => {
    const answers = formAnswersSchema(fields).parse({
      name: '  Ada ',
      notes: 'Line one\nLine two',
      mail: 'ada@example.com',
      count: 4.5,
      when: '2026-12-01',
      one: 'b',
      many: ['a', 'b'],
      agree: true,
    });
    expect(answers).toEqual({
      name: 'Ada',
      notes: 'Line one\nLine two',
      mail: 'ada@example.com',
      count: 4.5,
      when: '2026-12-01',
      one: 'b',
      many: ['a', 'b'],
      agree: true,
    });
  });

  it('reads blank and missing optional answers as none', () => {
    const answers = formAnswersSchema(fields).parse({
      name: 'Ada',
      notes: '   ',
      mail: '',
      count: null,
      agree: true,
    });
    expect(answers).toEqual({ name: 'Ada', agree: true });
  });

  it('names each required field left out', () => {
    expect(errorsOf({})).toEqual({ name: 'Name is required', agree: 'Terms is required' });
    expect(errorsOf({ name: '  ', agree: false })).toEqual({
      name: 'Name is required',
      agree: 'Terms must be checked',
    });
  });

  it('refuses answers of the wrong type, field by field', () => {
    expect(
      errorsOf({
        name: 42,
        mail: 'not-mail',
        count: '12',
        when: '2026-13-45',
        one: 'zzz',
        many: ['a', 'a'],
        agree: 'yes',
      }),
    ).toEqual({
      name: 'Name must be text',
      mail: 'Email must be a valid email address',
      count: 'Count must be a number',
      when: 'When must be a date (YYYY-MM-DD)',
      one: 'Choose one of the options',
      many: 'Choose each option at most once',
      agree: 'Terms must be checked or not',
    });
    expect(errorsOf({ name: 'x', agree: true, many: ['c'] })).toEqual({
      many: 'Choose among the options',
    });
  });

  it('refuses a field the form does not have', () => {
    expect(errorsOf({ name: 'Ada', agree: true, boardId: 'x' })).toEqual({ '': 'Unknown field' });
  });

  it('caps text at its length', () => {
    expect(errorsOf({ name: 'x'.repeat(501), agree: true })).toEqual({
      name: 'Name must be at most 500 characters',
    });
  });
});

describe('formFieldsSchema', () => {
  const title: FormFieldInput = {
    _id: 't',
    type: 'short_text',
    label: 'Summary',
    required: true,
    target: 'title',
  };
  const messages = (input: FormFieldInput[]) => {
    const result = formFieldsSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('takes a form whose title comes from a required field', () => {
    expect(messages([title, { _id: 'n', type: 'number', label: 'Seats' }])).toEqual([]);
    const parsed = formFieldsSchema.parse([title]);
    expect(publicFormField(parsed[0]!)).toEqual({
      _id: 't',
      type: 'short_text',
      label: 'Summary',
      helpText: '',
      required: true,
      options: [],
    });
  });

  it('wants one required field for the title', () => {
    expect(messages([{ ...title, target: 'append' }])).toEqual(['Map one field to the task title']);
    expect(messages([{ ...title, required: false }])).toEqual([
      'The field that fills the task title must be required',
    ]);
    expect(messages([title, { ...title, _id: 'u' }])).toEqual([
      'Only one field can fill the task title',
    ]);
  });

  it('checks each field against its target', () => {
    expect(
      messages([
        title,
        { _id: 'p', type: 'number', label: 'Urgency', target: 'priority' },
        { _id: 'c', type: 'single_choice', label: 'Size', target: 'complexity', options: [] },
        {
          _id: 'l',
          type: 'multiple_choice',
          label: 'Area',
          target: 'labels',
          options: [{ _id: 'x', label: 'UI' }],
        },
        { _id: 's', type: 'short_text', label: 'Extra', options: [{ _id: 'y', label: 'no' }] },
      ]),
    ).toEqual([
      '"Urgency": a number field cannot fill the priority',
      '"Size": add at least one option',
      '"Area": give each option the label it adds',
      '"Extra": only choices have options',
    ]);
  });
});
