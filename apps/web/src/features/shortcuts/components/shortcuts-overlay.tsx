import { Dialog } from 'radix-ui';
import { shortcutsByGroup } from '../shortcut-list';
import { dialogOverlayClasses, dialogPanelClasses } from './dialog-styles';
import { Keycaps } from './keycaps';

interface ShortcutsOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Every shortcut of the list, grouped, with its keys (ShortcutsHelp opens it on `?`). */
export function ShortcutsOverlay({ open, onOpenChange }: ShortcutsOverlayProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content className={`${dialogPanelClasses} max-h-[76vh] overflow-y-auto p-6`}>
          <Dialog.Title className="text-lg font-semibold">Keyboard shortcuts</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">
            Shortcuts never fire while you type in a field, except those marked “also in a field”.
          </Dialog.Description>
          {shortcutsByGroup().map(({ group, shortcuts }) => (
            <section key={group} className="mt-5">
              <h3 className="text-sm font-semibold">{group}</h3>
              <dl className="mt-2 divide-y divide-neutral-100 dark:divide-neutral-800">
                {shortcuts.map((shortcut) => (
                  <div key={shortcut.id} className="flex items-center justify-between gap-4 py-1.5">
                    <dt className="text-sm">
                      {shortcut.label}
                      {shortcut.inFields && (
                        <span className="text-neutral-600 dark:text-neutral-300">
                          {' '}
                          (also in a field)
                        </span>
                      )}
                    </dt>
                    <dd>
                      <Keycaps keys={shortcut.keys} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
