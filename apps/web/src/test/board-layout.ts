import { vi } from 'vitest';

const COLUMN_STEP = 300;
const COLUMN_WIDTH = 280;
const CARDS_TOP = 100;
const CARD_STEP = 90;
const CARD_HEIGHT = 80;

function box(left: number, top: number, width: number, height: number): DOMRect {
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

const columnSelector = 'section[data-testid^="board-column-"]';

/**
 * jsdom lays nothing out. This gives the board the rectangles a browser would: columns side by
 * side 300px apart in their order on the page, their card areas from y 100, cards 90px apart in
 * their list (or at their virtual offset), and dnd-kit's fixed overlay where its style puts it;
 * enough for the keyboard sensor to find the next column or card.
 */
export function layOutBoard() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const testId = this.getAttribute('data-testid') ?? '';
    const section = this.closest(columnSelector);
    const left = section
      ? [...document.querySelectorAll(columnSelector)].indexOf(section) * COLUMN_STEP
      : 0;
    if (testId.startsWith('board-column-')) return box(left, 0, COLUMN_WIDTH, 800);
    if (testId.startsWith('column-cards-')) return box(left, CARDS_TOP, COLUMN_WIDTH, 600);
    if (testId.startsWith('task-card-') && this instanceof HTMLElement) {
      const top = this.style.top
        ? parseFloat(this.style.top)
        : [...(this.parentElement?.children ?? [])].indexOf(this) * CARD_STEP;
      return box(left, CARDS_TOP + top, COLUMN_WIDTH, CARD_HEIGHT);
    }
    if (this instanceof HTMLElement && this.style.position === 'fixed') {
      const { left: x, top: y, width, height } = this.style;
      return box(parseFloat(x), parseFloat(y), parseFloat(width), parseFloat(height));
    }
    return box(0, 0, 0, 0);
  });
}
