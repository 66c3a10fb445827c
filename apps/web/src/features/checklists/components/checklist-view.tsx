import {
  createChecklistInputSchema,
  createChecklistItemInputSchema,
  type Checklist,
  type PublicUser,
} from '@teamboard/shared';
import { useState } from 'react';
import { AddTextForm } from '../../../components/ui/add-text-form';
import { Button } from '../../../components/ui/button';
import { checkedBy, InlineTextField } from '../../../components/ui/inline-text-field';
import { ChecklistItems } from './checklist-items';
import { ChecklistProgressBar } from './checklist-progress-bar';
import type { ItemActions } from './item-actions';

const checkTitle = checkedBy(createChecklistInputSchema.shape.title);
const checkItem = checkedBy(createChecklistItemInputSchema.shape.title);

/** What someone who may edit the task can do to a checklist. */
export interface ChecklistActions extends ItemActions {
  rename: (checklist: Checklist, title: string) => void;
  removeChecklist: (checklist: Checklist) => void;
  addItem: (checklist: Checklist, title: string) => void;
}

interface ChecklistViewProps {
  checklist: Checklist;
  people: PublicUser[];
  /** Null for someone who only reads the task. */
  actions: ChecklistActions | null;
}

/** One checklist: its title (renamed in place), progress, items and a field for the next item. */
export function ChecklistView({ checklist, people, actions }: ChecklistViewProps) {
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  return (
    <section
      aria-label={`Checklist ${checklist.title}`}
      className="space-y-2"
      data-testid="checklist"
    >
      <div className="flex items-center gap-2">
        {renaming && actions ? (
          <InlineTextField
            label="Checklist title"
            initial={checklist.title}
            check={checkTitle}
            onSave={(title) => actions.rename(checklist, title)}
            onDone={() => setRenaming(false)}
          />
        ) : (
          <h4 className="min-w-0 flex-1 text-sm font-semibold break-words">{checklist.title}</h4>
        )}
        {actions && !renaming && (
          <>
            <Button size="sm" variant="ghost" onClick={() => setRenaming(true)}>
              Rename
            </Button>
            <Button size="sm" variant="ghost" onClick={() => actions.removeChecklist(checklist)}>
              Delete
            </Button>
          </>
        )}
      </div>
      <ChecklistProgressBar checklist={checklist} />
      <ChecklistItems items={checklist.items} people={people} actions={actions} />
      {actions &&
        (adding ? (
          <AddTextForm
            label="Add an item"
            submitLabel="Add"
            check={checkItem}
            keepOpen
            onAdd={(title) => actions.addItem(checklist, title)}
            onClose={() => setAdding(false)}
          />
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            Add an item
          </Button>
        ))}
    </section>
  );
}
