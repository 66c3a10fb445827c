import { Command } from 'cmdk';
import { Keycaps } from '../../shortcuts/components/keycaps';
import { SHORTCUTS } from '../../shortcuts/shortcut-list';
import { searchWords, type PaletteItem } from '../palette-item';

/** One result: its label and detail, its kind, and for an action with a shortcut its keycaps. */
export function PaletteRow({
  item,
  onChoose,
  forceMount,
}: {
  item: PaletteItem;
  onChoose: (item: PaletteItem) => void;
  forceMount?: boolean;
}) {
  return (
    <Command.Item
      value={item.id}
      keywords={searchWords(item)}
      onSelect={() => onChoose(item)}
      forceMount={forceMount}
      className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-indigo-50 data-[selected=true]:text-indigo-950 dark:data-[selected=true]:bg-indigo-950 dark:data-[selected=true]:text-indigo-50"
    >
      <span className="min-w-0 flex-1 truncate">
        {item.label}
        {item.detail && (
          <span className="ml-2 text-neutral-600 dark:text-neutral-300">{item.detail}</span>
        )}
      </span>
      {item.shortcut && <Keycaps keys={SHORTCUTS[item.shortcut].keys} />}
      <span className="shrink-0 text-xs text-neutral-600 dark:text-neutral-300">{item.kind}</span>
    </Command.Item>
  );
}
