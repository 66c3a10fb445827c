import { lazy, Suspense, useState } from 'react';
import { useShortcut } from '../../shortcuts/use-shortcut';

// cmdk and the palette's lists load on the first Ctrl+K, not with every page.
const PaletteDialog = lazy(async () => ({
  default: (await import('./palette-dialog')).PaletteDialog,
}));

/** Ctrl+K / ⌘K anywhere signed in opens the command palette (and closes it again). */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  useShortcut('palette', () => setOpen((was) => !was));
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PaletteDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
