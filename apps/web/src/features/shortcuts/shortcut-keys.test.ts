import { describe, expect, it } from 'vitest';
import { shortcutCodes, shortcutKeycaps } from './shortcut-keys';

describe('shortcutKeycaps', () => {
  it('writes each alternative as the keycaps people press', () => {
    expect(shortcutKeycaps('j, down')).toEqual([['J'], ['↓']]);
    expect(shortcutKeycaps('shift+slash')).toEqual([['?']]);
    expect(shortcutKeycaps('shift+l')).toEqual([['Shift', 'L']]);
    expect(shortcutKeycaps('mod+enter')[0]?.[1]).toBe('Enter');
    expect(['Ctrl', '⌘']).toContain(shortcutKeycaps('mod+k')[0]?.[0]);
  });
});

describe('shortcutCodes', () => {
  it('names keys as KeyboardEvent codes', () => {
    expect(shortcutCodes('space')).toEqual(['Space']);
    expect(shortcutCodes('enter, escape')).toEqual(['Enter', 'Escape']);
  });
});
