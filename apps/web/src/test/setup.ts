import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadRadixParts } from '../components/ui/radix-loader';

// A lazy route's first import is transformed on demand: on a loaded machine (CI running two test
// files at once on 2 cores) it took over 5 s once (board-views.test.tsx opening the board view),
// far past Testing Library's 1 s default for findBy/waitFor. Waiting longer changes nothing for
// a passing test; it only keeps a slow one from failing.
configure({ asyncUtilTimeout: 10_000 });

// Radix loads on a page's first menu or popover (components/ui/radix-loader.ts), in the browser
// while the pointer comes near. A test clicks at once and then reads the menu: loaded here first,
// every menu opens on the click as it would once loaded. The stand-in before it is the browser
// tests' (e2e/keyboard-session.e2e.ts, board-keyboard.e2e.ts open the first menus of a page).
beforeAll(() => loadRadixParts());

// Unit tests open no real socket: the app's connection gets a fake that never connects unless a
// test plays the server (those files mock socket.io-client themselves with fakeSocketFactory).
vi.mock('socket.io-client', async () => {
  const { fakeSocketFactory } = await import('./fake-socket');
  return { io: vi.fn(fakeSocketFactory().io) };
});

// jsdom has no matchMedia: answer "light, no preference" unless a test stubs it.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no pointer capture, which a toast's swipe to dismiss asks for when pressed.
if (typeof Element.prototype.setPointerCapture !== 'function') {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}

// jsdom lays nothing out: the rich-text editor (ProseMirror) asks where the caret and the pointer
// are, to scroll to the selection and place the "@" list. No layout answers "nowhere".
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
if (typeof Range.prototype.getClientRects !== 'function') {
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
if (!('getClientRects' in Text.prototype)) {
  Object.assign(Text.prototype, { getClientRects: noRects });
}
if (typeof document.elementFromPoint !== 'function') {
  document.elementFromPoint = () => null;
}

// jsdom has no ResizeObserver, which cmdk's lists (comboboxes, the command palette) watch to
// size themselves. Nothing is laid out here, so nothing ever resizes.
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// jsdom does not scroll: cmdk brings the highlighted option into view as arrows move it.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});

// jsdom lays nothing out, so it cannot scroll an element into view (the board's keys do).
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}
