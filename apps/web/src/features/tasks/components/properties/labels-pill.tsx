import type { TaskLabel } from '@teamboard/shared';
import { Fragment } from 'react';
import { Button } from '../../../../components/ui/button';
import { readableTextOn } from '../../../../lib/readable-text';
import type { PickerControl } from '../../panel-picker-store';
import { PropertyPill } from './property-pill';
import { SearchableChoices } from './searchable-choices';

interface LabelsPillProps extends PickerControl {
  labels: TaskLabel[];
  choices: TaskLabel[];
  readOnly: boolean;
  onChange: (labels: TaskLabel[]) => void;
  /** Makes a board label of this name and puts it on the task; absent for who may not. */
  onCreate?: (name: string) => void;
}

const swatch = (color: string) => (
  <span
    aria-hidden="true"
    className="size-3 shrink-0 rounded-sm"
    style={{ backgroundColor: color }}
  />
);

/** A task's labels as coloured chips, picked with a search; a new one made from the search. */
export function LabelsPill({
  labels,
  choices,
  readOnly,
  onChange,
  onCreate,
  ...control
}: LabelsPillProps) {
  const ids = labels.map((label) => label._id);
  const toggle = (id: string) => {
    if (ids.includes(id)) return onChange(labels.filter((label) => label._id !== id));
    const added = choices.find((label) => label._id === id);
    if (added) onChange([...labels, added]);
  };
  const exists = (name: string) =>
    choices.some((label) => label.name.toLowerCase() === name.toLowerCase());
  return (
    <PropertyPill
      {...control}
      name="Labels"
      valueText={labels.length === 0 ? 'none' : labels.map((label) => label.name).join(', ')}
      readOnly={readOnly}
      testId="pill-labels"
      picker={() => (
        <SearchableChoices
          label="Labels"
          choices={choices.map((label) => ({
            value: label._id,
            label: label.scope === 'workspace' ? `${label.name} (workspace)` : label.name,
            mark: swatch(label.color),
          }))}
          chosen={ids}
          onToggle={toggle}
          footer={(query) =>
            onCreate && query && !exists(query) ? (
              <Button size="sm" variant="secondary" fullWidth onClick={() => onCreate(query)}>
                Create label “{query}”
              </Button>
            ) : null
          }
        />
      )}
    >
      {labels.length === 0 ? (
        <span>
          <span className="text-neutral-500 dark:text-neutral-400">Labels</span> None
        </span>
      ) : (
        labels.map((label) => (
          <Fragment key={label._id}>
            <span
              className="rounded px-1.5 py-0.5"
              style={{ backgroundColor: label.color, color: readableTextOn(label.color) }}
            >
              {label.name}
            </span>{' '}
          </Fragment>
        ))
      )}
    </PropertyPill>
  );
}
