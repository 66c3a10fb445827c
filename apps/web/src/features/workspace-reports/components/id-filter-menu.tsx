import { Button } from '../../../components/ui/button';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { filterTriggerClasses } from '../../../components/ui/control-styles';
import { usePopover } from '../../../lib/use-popover';

interface IdFilterMenuProps {
  /** "Boards", "Members": the button's and the list's name. */
  name: string;
  options: { id: string; name: string }[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}

/** A button saying how many are chosen ("All" for none), opening checkboxes to choose them. */
export function IdFilterMenu({ name, options, chosen, onChange }: IdFilterMenuProps) {
  const { open, containerRef, menuId, triggerProps } = usePopover();
  const count = chosen.length;
  return (
    <div ref={containerRef} className="relative text-sm">
      <span className="mb-1 block font-medium">{name}</span>
      <button
        type="button"
        {...triggerProps}
        aria-haspopup="dialog"
        aria-label={`${name}: ${count > 0 ? `${String(count)} chosen` : 'all'}`}
        className={filterTriggerClasses(count > 0, 'px-3 py-2')}
      >
        {count > 0 ? `${String(count)} chosen` : 'All'}
      </button>
      {open && (
        <div
          id={menuId}
          role="dialog"
          aria-label={`${name} filter`}
          className="absolute z-20 mt-2 max-h-80 w-72 space-y-3 overflow-y-auto rounded-lg border border-neutral-200 bg-white p-3 shadow-lg dark:border-neutral-800 dark:bg-neutral-900"
        >
          <CheckboxGroup legend={name} options={options} checked={chosen} onChange={onChange} />
          {count > 0 && (
            <Button variant="ghost" size="sm" onClick={() => onChange([])}>
              Show all
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
