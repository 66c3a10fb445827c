import { vi } from 'vitest';

const COLUMN_STEP = 300;
const COLUMN_WIDTH = 280;
const CARDS_TOP = 100;
const CARD_STEP = 90;
const CARD_HEIGHT = 80;

/** A rectangle as getBoundingClientRect gives it. */
export function box(left: number, top: number, width: number, height: number): DOMRect {
  return {
    x: left,
    y: top,
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    toJSON: () => ({}),
  };
}

/**
 * jsdom lays nothing out: gives elements the rectangles `rectOf` says a browser would (undefined:
 * none), and dnd-kit's fixed overlay where its style puts it, so its collision detection and
 * keyboard sensor have something to measure.
 */
export function fakeLayout(rectOf: (element: Element) => DOMRect | undefined) {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const rect = rectOf(this);
    if (rect) return rect;
    if (this instanceof HTMLElement && this.style.position === 'fixed') {
      const { left, top, width, height } = this.style;
      return box(parseFloat(left), parseFloat(top), parseFloat(width), parseFloat(height));
    }
    return box(0, 0, 0, 0);
  });
}

const columnSelector = 'section[data-testid^="board-column-"]';

/**
 * The board's rectangles: columns side by side 300px apart in their order on the page, their card
 * areas from y 100, cards 90px apart in their list (or at their virtual offset); enough for the
 * keyboard sensor to find the next column or card.
 */
export function layOutBoard() {
  return fakeLayout((element) => {
    const testId = element.getAttribute('data-testid') ?? '';
    const section = element.closest(columnSelector);
    const left = section
      ? [...document.querySelectorAll(columnSelector)].indexOf(section) * COLUMN_STEP
      : 0;
    if (testId.startsWith('board-column-')) return box(left, 0, COLUMN_WIDTH, 800);
    if (testId.startsWith('column-cards-')) return box(left, CARDS_TOP, COLUMN_WIDTH, 600);
    if (testId.startsWith('task-card-') && element instanceof HTMLElement) {
      const top = element.style.top
        ? parseFloat(element.style.top)
        : [...(element.parentElement?.children ?? [])].indexOf(element) * CARD_STEP;
      return box(left, CARDS_TOP + top, COLUMN_WIDTH, CARD_HEIGHT);
    }
    return undefined;
  });
}
