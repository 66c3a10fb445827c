import {
  COMPLEXITY_OPTIONS,
  complexityName,
  PRIORITY_OPTIONS,
  priorityName,
} from '../../task-labels';
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

interface LevelPillProps<Value> {
  value: Value;
  readOnly: boolean;
  onChange: (value: Value) => void;
}

export function PriorityPill({ value, readOnly, onChange }: LevelPillProps<number>) {
  const name = priorityName(value);
  return (
    <PropertyPill
      name="Priority"
      valueText={name}
      readOnly={readOnly}
      testId="pill-priority"
      picker={(close) => (
        <ChoiceList
          label="Priority"
          choices={PRIORITY_CHOICES}
          chosen={[value]}
          onPick={(picked) => {
            if (picked !== value) onChange(picked);
            close();
          }}
        />
      )}
    >
      <PriorityIcon priority={value} />
      {name}
    </PropertyPill>
  );
}

export function ComplexityPill({ value, readOnly, onChange }: LevelPillProps<number | null>) {
  const name = value === null ? 'No complexity' : complexityName(value);
  return (
    <PropertyPill
      name="Complexity"
      valueText={name}
      readOnly={readOnly}
      testId="pill-complexity"
      picker={(close) => (
        <ChoiceList
          label="Complexity"
          choices={COMPLEXITY_CHOICES}
          chosen={[value]}
          onPick={(picked) => {
            if (picked !== value) onChange(picked);
            close();
          }}
        />
      )}
    >
      {name}
    </PropertyPill>
  );
}
