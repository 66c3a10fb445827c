import { COMPLEXITY_NAMES, PRIORITY_NAMES, type Label } from '@teamboard/shared';
import {
  CHOICE_FIELD_TYPES,
  FORM_TARGET_FIELD_TYPES,
  type FormField,
  type FormFieldTarget,
  type FormFieldType,
  type FormOption,
} from '@teamboard/shared/form';

/** A field's or option's id inside its form: stable across edits, unique enough within one. */
export function newLocalId(): string {
  return crypto.randomUUID().slice(0, 8);
}

export function isChoice(type: FormFieldType): boolean {
  return CHOICE_FIELD_TYPES.includes(type);
}

export function newOption(label = ''): FormOption {
  return { _id: newLocalId(), label };
}

export function newField(type: FormFieldType): FormField {
  return {
    _id: newLocalId(),
    type,
    label: '',
    helpText: '',
    required: false,
    target: 'append',
    options: isChoice(type) ? [newOption('Option 1')] : [],
  };
}

/**
 * Another type: a choice keeps (or gets) options, any other type has none; a target the new type
 * cannot fill falls back to the description's end.
 */
export function withType(field: FormField, type: FormFieldType): FormField {
  const options = isChoice(type)
    ? field.options.length > 0
      ? field.options
      : [newOption('Option 1')]
    : [];
  const target = FORM_TARGET_FIELD_TYPES[field.target].includes(type) ? field.target : 'append';
  return { ...field, type, options, target };
}

function levelOptions(names: Record<number, string>): FormOption[] {
  return Object.entries(names).map(([level, label]) => ({
    ...newOption(label),
    level: Number(level),
  }));
}

/** An option without what only a priority, complexity or labels field gives it. */
function plainOption({ _id, label }: FormOption): FormOption {
  return { _id, label };
}

function optionsFor(field: FormField, target: FormFieldTarget, labels: Label[]): FormOption[] {
  if (target === field.target) return field.options;
  if (target === 'priority') return levelOptions(PRIORITY_NAMES);
  if (target === 'complexity') return levelOptions(COMPLEXITY_NAMES);
  if (target === 'labels') {
    return labels.map((label) => ({ ...newOption(label.name), labelId: label._id }));
  }
  return field.options.map(plainOption);
}

/**
 * Another target: the type becomes one that can fill it, a priority or complexity field gets the
 * five levels and a labels field the board's labels as options (the admin may drop or rename
 * them), and the title is required.
 */
export function withTarget(field: FormField, target: FormFieldTarget, labels: Label[]): FormField {
  const allowed = FORM_TARGET_FIELD_TYPES[target];
  const typed = allowed.includes(field.type) ? field : withType(field, allowed[0] ?? field.type);
  const options = isChoice(typed.type) ? optionsFor(field, target, labels) : [];
  const required = target === 'title' ? true : field.required;
  return { ...typed, target, options, required };
}
