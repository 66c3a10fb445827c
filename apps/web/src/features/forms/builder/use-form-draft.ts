import type { FormField, FormFieldType } from '@teamboard/shared/form';
import { arrayMove } from '@dnd-kit/sortable';
import { useCallback, useMemo, useState } from 'react';
import { newField } from './field-edits';
import type { FormDraft, FormSettings } from './form-draft';

/** The builder's draft and the edits made to it. */
export function useFormDraft(initial: () => FormDraft) {
  const [draft, setDraft] = useState(initial);

  const mapFields = useCallback(
    (edit: (fields: FormField[]) => FormField[]) =>
      setDraft((current) => ({ ...current, fields: edit(current.fields) })),
    [],
  );

  const edits = useMemo(
    () => ({
      setSettings: (changes: Partial<FormSettings>) =>
        setDraft((current) => ({ ...current, ...changes })),
      addField: (type: FormFieldType) => mapFields((fields) => [...fields, newField(type)]),
      setField: (field: FormField) =>
        mapFields((fields) => fields.map((each) => (each._id === field._id ? field : each))),
      removeField: (fieldId: string) =>
        mapFields((fields) => fields.filter((each) => each._id !== fieldId)),
      /** The field `fromId` takes the place of `toId`. */
      moveField: (fromId: string, toId: string) =>
        mapFields((fields) => {
          const from = fields.findIndex((each) => each._id === fromId);
          const to = fields.findIndex((each) => each._id === toId);
          return from < 0 || to < 0 ? fields : arrayMove(fields, from, to);
        }),
    }),
    [mapFields],
  );
  return { draft, ...edits };
}

export type DraftEdits = Omit<ReturnType<typeof useFormDraft>, 'draft'>;
