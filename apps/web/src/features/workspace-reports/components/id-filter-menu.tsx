import { Button } from '../../../components/ui/button';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { filterTriggerClasses } from '../../../components/ui/control-styles';
import { Popover } from '../../../components/ui/popover';

interface IdFilterMenuProps {
  /** "Boards", "Members": the button's and the list's name. */
  name: string;
  options: { id: string; name: string }[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}

/** A button saying how many are chosen ("All" for none), opening checkboxes to choose them. */
export function IdFilterMenu({ name, options, chosen, onChange }: IdFilterMenuProps) {
  const count = chosen.length;
  return (
    <div className="text-sm">
      <span className="mb-1 block font-medium">{name}</span>
      <Popover
        label={`${name} filter`}
        panelClassName="max-h-80 w-72 space-y-3 overflow-y-auto p-3"
        trigger={
          <button
            type="button"
            aria-label={`${name}: ${count > 0 ? `${String(count)} chosen` : 'all'}`}
            className={filterTriggerClasses(count > 0, 'px-3 py-2')}
          >
            {count > 0 ? `${String(count)} chosen` : 'All'}
          </button>
        }
      >
        <CheckboxGroup legend={name} options={options} checked={chosen} onChange={onChange} />
        {count > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange([])}>
            Show all
          </Button>
        )}
      </Popover>
    </div>
  );
}
