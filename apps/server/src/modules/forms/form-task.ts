import { MAX_TASK_DESCRIPTION_LENGTH } from '@teamboard/shared';
import { type FormAnswer, type FormField } from '@teamboard/shared/form';
import { type FormAnswerValue, type FormAnswers } from '@teamboard/shared/public-form';
import { badRequest } from '../../http/app-error';

/** The task a submission makes, before the board's defaults are added. */
export interface FormTaskFields {
  title: string;
  description: string | null;
  priority?: number;
  complexity?: number;
  dueDate?: string;
  labels: string[];
}

/** An answer as text: what the description, the submissions list and emails show. */
function answerText(field: FormField, value: FormAnswerValue): string {
  const optionLabel = (id: string) =>
    field.options.find((option) => option._id === id)?.label ?? id;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(optionLabel).join(', ');
  return field.type === 'single_choice' ? optionLabel(value) : value;
}

/** The chosen options of a choice field (one or several). */
function chosenOptions(field: FormField, value: FormAnswerValue) {
  const ids = Array.isArray(value) ? value : [String(value)];
  return field.options.filter((option) => ids.includes(option._id));
}

/** Each answered field with its answer as text, in the form's order. */
export function answersAsText(fields: FormField[], answers: FormAnswers): FormAnswer[] {
  return fields.flatMap((field) => {
    const value = answers[field._id];
    if (value === undefined) return [];
    return [{ fieldId: field._id, label: field.label, value: answerText(field, value) }];
  });
}

/**
 * Where each checked answer goes: a task field, or a "Label: answer" line at the end of the
 * description. The form's schema guarantees a title (a required field fills it).
 */
export function taskFromAnswers(fields: FormField[], answers: FormAnswers): FormTaskFields {
  const task: FormTaskFields = { title: '', description: null, labels: [] };
  const appended: string[] = [];
  let description = '';
  for (const field of fields) {
    const value = answers[field._id];
    if (value === undefined) continue;
    const text = answerText(field, value);
    switch (field.target) {
      case 'title':
        task.title = text;
        break;
      case 'description':
        description = text;
        break;
      case 'priority':
        task.priority = chosenOptions(field, value)[0]?.level;
        break;
      case 'complexity':
        task.complexity = chosenOptions(field, value)[0]?.level;
        break;
      case 'dueDate':
        task.dueDate = `${text}T00:00:00.000Z`;
        break;
      case 'labels':
        task.labels.push(...chosenOptions(field, value).flatMap((option) => option.labelId ?? []));
        break;
      case 'append':
        appended.push(`${field.label}: ${text}`);
        break;
    }
  }
  task.description = joinDescription(description, appended);
  return task;
}

function joinDescription(description: string, appended: string[]): string | null {
  const parts = [description, appended.join('\n')].filter((part) => part !== '');
  if (parts.length === 0) return null;
  const joined = parts.join('\n\n');
  if (joined.length <= MAX_TASK_DESCRIPTION_LENGTH) return joined;
  throw badRequest(
    `Your answers are too long: at most ${MAX_TASK_DESCRIPTION_LENGTH.toLocaleString('en-US')} characters in all`,
    [{ field: 'answers', message: 'Too long' }],
  );
}
