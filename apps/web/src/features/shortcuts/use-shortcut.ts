import { useHotkeys } from 'react-hotkeys-hook';
import { SHORTCUTS, type ShortcutId } from './shortcut-list';

/**
 * Binds a shortcut of the list to a handler, on the whole page; put the returned ref on an
 * element to limit it to while focus is inside that element. Never fires while someone types in
 * a field unless the list says it works there, and the browser's own action for the keys is
 * prevented. Off while `enabled` is false; `enabled` may also be asked at each press (e.g. only
 * while a card has the focus), and a press it turns down keeps the browser's own action. A press
 * something else already used is no shortcut: Escape that closed a menu or a picker (Radix
 * prevents its default as it does) does not also close the task panel under it.
 */
export function useShortcut<T extends HTMLElement = HTMLElement>(
  id: ShortcutId,
  handler: (event: KeyboardEvent) => void,
  enabled: boolean | ((event: KeyboardEvent) => boolean) = true,
) {
  const shortcut = SHORTCUTS[id];
  const inFields = 'inFields' in shortcut && shortcut.inFields;
  const askEachPress = typeof enabled === 'function' ? enabled : () => true;
  return useHotkeys<T>(shortcut.keys, (event) => handler(event), {
    enabled: typeof enabled === 'function' ? true : enabled,
    ignoreEventWhen: (event) => event.defaultPrevented || !askEachPress(event),
    preventDefault: true,
    enableOnFormTags: inFields,
    enableOnContentEditable: inFields,
  });
}
