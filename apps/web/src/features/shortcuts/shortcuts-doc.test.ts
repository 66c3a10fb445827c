import { describe, expect, it } from 'vitest';
import { SHORTCUTS } from './shortcut-list';
import { shortcutsMarkdown } from './shortcuts-doc';

describe('docs/shortcuts.md', () => {
  it('is the shortcut list as shortcutsMarkdown writes it', async () => {
    await expect(shortcutsMarkdown()).toMatchFileSnapshot('../../../../../docs/shortcuts.md');
  });

  it('lists every shortcut of the list', () => {
    const doc = shortcutsMarkdown();
    for (const shortcut of Object.values(SHORTCUTS)) expect(doc).toContain(shortcut.label);
  });
});
