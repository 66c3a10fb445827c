/** The overlay and the centred panel of the app's keyboard dialogs (the `?` overlay, the palette). */
export const dialogOverlayClasses = 'fixed inset-0 z-50 bg-neutral-950/40';
export const dialogPanelClasses =
  'fixed top-[12vh] left-1/2 z-50 w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-2xl dark:border-neutral-700 dark:bg-neutral-900';
