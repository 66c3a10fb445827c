import { type Label } from '@teamboard/shared';
import {
  FORM_FIELD_TYPE_NAMES,
  FORM_FIELD_TYPES,
  MAX_FORM_FIELDS,
  type FormField,
} from '@teamboard/shared/form';
import { DndContext, type Active, type DragEndEvent, type Over } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Button } from '../../../components/ui/button';
import { dragAnnouncements } from '../../../lib/dnd/drag-announcements';
import { useDragSensors } from '../../../lib/dnd/use-drag-sensors';
import { FieldEditor, fieldName } from './field-editor';
import type { DraftIssues } from './form-draft';
import type { DraftEdits } from './use-form-draft';

interface FieldListProps {
  fields: FormField[];
  labels: Label[];
  issues: DraftIssues;
  edits: Pick<DraftEdits, 'addField' | 'setField' | 'removeField' | 'moveField'>;
}

/**
 * The form's fields in their order, reordered by dragging a handle (pointer, or keyboard: Space,
 * arrows, Space), and a button per type to add one.
 */
export function FieldList({ fields, labels, issues, edits }: FieldListProps) {
  const sensors = useDragSensors(sortableKeyboardCoordinates);
  const named = (item: Active | Over | null) => {
    const index = fields.findIndex((field) => field._id === item?.id);
    const field = fields[index];
    return field ? fieldName(field, index) : 'the field';
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) edits.moveField(String(active.id), String(over.id));
  };
  return (
    <div className="space-y-4">
      <DndContext
        sensors={sensors}
        accessibility={{ announcements: dragAnnouncements(named) }}
        onDragEnd={onDragEnd}
      >
        <SortableContext
          items={fields.map((field) => field._id)}
          strategy={verticalListSortingStrategy}
        >
          <ol aria-label="Fields" className="space-y-3">
            {fields.map((field, index) => (
              <FieldEditor
                key={field._id}
                field={field}
                index={index}
                labels={labels}
                issues={issues}
                onChange={edits.setField}
                onRemove={() => edits.removeField(field._id)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div role="group" aria-label="Add a field" className="flex flex-wrap gap-2">
        {FORM_FIELD_TYPES.map((type) => (
          <Button
            key={type}
            variant="secondary"
            size="sm"
            disabled={fields.length >= MAX_FORM_FIELDS}
            onClick={() => edits.addField(type)}
          >
            + {FORM_FIELD_TYPE_NAMES[type]}
          </Button>
        ))}
      </div>
    </div>
  );
}
