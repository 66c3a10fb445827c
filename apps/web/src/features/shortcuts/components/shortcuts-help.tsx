import { lazy, Suspense, useState } from 'react';
import { useShortcut } from '../use-shortcut';

// The overlay and the dialog library under it load on the first `?`: every page, sign-in
// included, would otherwise download them before it shows.
const ShortcutsOverlay = lazy(async () => ({
  default: (await import('./shortcuts-overlay')).ShortcutsOverlay,
}));

/** `?` on any page opens the list of every shortcut. */
export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  useShortcut('help', () => {
    setAsked(true);
    setOpen(true);
  });
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsOverlay open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
