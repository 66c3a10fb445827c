/** How each key of the list is shown: the name on the keycap, not react-hotkeys-hook's. */
const KEY_NAMES: Record<string, string> = {
  shift: 'Shift',
  enter: 'Enter',
  escape: 'Esc',
  space: 'Space',
  slash: '/',
  up: '↑',
  down: '↓',
  left: '←',
  right: '→',
};

const isMac = () =>
  typeof navigator !== 'undefined' &&
  /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

function keyName(key: string): string {
  if (key === 'mod') return isMac() ? '⌘' : 'Ctrl';
  return KEY_NAMES[key] ?? key.toUpperCase();
}

/**
 * A shortcut's keys as people read them: each alternative ("j, down") a list of keycaps
 * (["Ctrl", "K"]). Shift+/ is "?", as it is typed.
 */
export function shortcutKeycaps(keys: string): string[][] {
  return keys.split(',').map((combination) => {
    const trimmed = combination.trim();
    if (trimmed === 'shift+slash') return ['?'];
    return trimmed.split('+').map(keyName);
  });
}

/** The few keys whose KeyboardEvent code differs from their name in the list. */
const KEY_CODES: Record<string, string> = { space: 'Space', enter: 'Enter', escape: 'Escape' };

/**
 * A single-key shortcut's alternatives as KeyboardEvent codes, for code that reads keys itself
 * (dnd-kit's keyboard sensor starts a drag from the key on the focused card).
 */
export function shortcutCodes(keys: string): string[] {
  return keys.split(',').map((key) => KEY_CODES[key.trim()] ?? key.trim());
}
