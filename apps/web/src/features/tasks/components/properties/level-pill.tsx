import type { ReactNode } from 'react';
import {
  COMPLEXITY_OPTIONS,
  complexityName,
  PRIORITY_OPTIONS,
  priorityName,
} from '../../task-labels';
import type { PickerControl } from '../../panel-picker-store';
import { PriorityIcon } from '../priority-icon';
import { ChoiceList, type Choice } from './choice-list';
import { PropertyPill } from './property-pill';

const dot = (className: string) => (
  <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${className}`} />
);

const PRIORITY_CHOICES: Choice<number>[] = PRIORITY_OPTIONS.map(([value, name]) => ({
  value,
  label: name,
  mark: <PriorityIcon priority={value} />,
}));

const COMPLEXITY_CHOICES: Choice<number | null>[] = [
  { value: null, label: 'Not set', mark: dot('border border-neutral-400') },
  ...COMPLEXITY_OPTIONS.map(([value, name]) => ({
    value,
    label: name,
    mark: dot('bg-indigo-500'),
  })),
];

interface LevelPillProps<Value> extends PickerControl {
  value: Value;
  readOnly: boolean;
  onChange: (value: Value) => void;
}

interface SingleChoicePillProps<Value> extends LevelPillProps<Value> {
  name: 'Priority' | 'Complexity';
  choices: Choice<Value>[];
  /** The value in words. */
  shown: string;
  mark?: ReactNode;
}

/** A pill whose picker chooses one value; picking closes it. */
function SingleChoicePill<Value extends number | null>({
  name,
  choices,
  shown,
  mark,
  value,
  readOnly,
  onChange,
  ...control
}: SingleChoicePillProps<Value>) {
  return (
    <PropertyPill
      {...control}
      name={name}
      valueText={shown}
      readOnly={readOnly}
      testId={`pill-${name.toLowerCase()}`}
      picker={(close) => (
        <ChoiceList
          label={name}
          choices={choices}
          chosen={[value]}
          onPick={(picked) => {
            if (picked !== value) onChange(picked);
            close();
          }}
        />
      )}
    >
      {mark}
      {shown}
    </PropertyPill>
  );
}

export function PriorityPill(props: LevelPillProps<number>) {
  return (
    <SingleChoicePill
      name="Priority"
      choices={PRIORITY_CHOICES}
      shown={priorityName(props.value)}
      mark={<PriorityIcon priority={props.value} />}
      {...props}
    />
  );
}

export function ComplexityPill(props: LevelPillProps<number | null>) {
  const shown = props.value === null ? 'No complexity' : complexityName(props.value);
  return (
    <SingleChoicePill name="Complexity" choices={COMPLEXITY_CHOICES} shown={shown} {...props} />
  );
}
