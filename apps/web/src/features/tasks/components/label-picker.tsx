import type { TaskLabel } from '@teamboard/shared';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';

interface LabelPickerProps {
  choices: TaskLabel[];
  checked: string[];
  onChange: (checked: string[]) => void;
}

const GROUPS = [
  ['board', 'This board'],
  ['workspace', 'Workspace'],
] as const;

/** A task's labels, the board's and the workspace's each under their own heading. */
export function LabelPicker({ choices, checked, onChange }: LabelPickerProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">Labels</legend>
      {GROUPS.map(([scope, heading]) => {
        const options = choices.filter((label) => label.scope === scope);
        const ids = options.map((label) => label._id);
        const others = checked.filter((id) => !ids.includes(id));
        return (
          <div key={scope} className="pl-3">
            <CheckboxGroup
              legend={heading}
              options={options.map((label) => ({ id: label._id, name: label.name }))}
              checked={checked.filter((id) => ids.includes(id))}
              onChange={(next) => onChange([...others, ...next])}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
