import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** How drags in the browser tests are performed, with dnd-kit's mouse and keyboard sensors. */
const WAIT = { timeout: 10_000 };

/**
 * dnd-kit's screen reader announcements: how a keyboard drag is followed step by step. A page
 * may have several drag areas (the board and a task's checklist), each with its live region.
 */
async function announcement(page: Page): Promise<string> {
  const regions = await page.locator('[id^="DndLiveRegion"]').allTextContents();
  return regions.join(' ');
}

/** Pointer drag: past dnd-kit's 5 px activation distance, then over to the target in steps. */
export async function dragWithMouse(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('drag source or target not on screen');
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 20, y + 10, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 });
  await page.mouse.up();
}

/**
 * Whether the draggable is picked up: a handle says so (aria-pressed); a card is marked while
 * dragged (its link, which starts the drag, is a link and is never pressed).
 */
function isPickedUp(node: Element): boolean {
  return node.getAttribute('aria-pressed') === 'true' || node.closest('[data-dragging]') !== null;
}

/**
 * Keyboard drag: focus the draggable (a card's link, or a handle), Space picks it up, then the arrow key is pressed until it
 * is over the named drop target (as announced; the targets passed on the way depend on layout),
 * and Space drops it.
 */
export async function dragWithKeyboard(
  page: Page,
  handle: Locator,
  move: { key: string; until: string; presses?: number },
): Promise<void> {
  // The board settles first: once live updates are on, the page refetches what it may have
  // missed while joining, and a drag started during that re-render could lose its place.
  await page.getByRole('img', { name: 'Live updates on' }).waitFor(WAIT);
  await page.waitForLoadState('networkidle');
  // A card shifted by an earlier move slides into place: picked up mid-way, it would start
  // over its neighbour.
  await expect.poll(() => handle.evaluate(isStill), WAIT).toBe(true);
  const cardLink = handle.locator('[data-card-link]');
  const grip = (await cardLink.count()) > 0 ? cardLink : handle;
  await grip.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => grip.evaluate(isPickedUp), WAIT).toBe(true);
  // dnd-kit's keyboard sensor starts listening for arrow keys in a timer queued at the pick-up;
  // a timer queued now runs after it (a busy page, as on a loaded machine, can delay both past
  // the next key press, which would then be lost).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const target = ` is over ${move.until}.`;
  for (let press = 0; press < (move.presses ?? 6); press += 1) {
    const before = await announcement(page);
    await page.keyboard.press(move.key);
    const heard = await waitForAnnouncement(page, (text) => text !== before);
    if (heard.includes(target)) break;
  }
  await waitForAnnouncement(page, (text) => text.includes(target));
  await page.keyboard.press('Space');
  await waitForAnnouncement(page, (text) => text.includes(' was dropped on '));
  await expect.poll(() => grip.evaluate(isPickedUp), WAIT).toBe(false);
}

/** Waits for an announcement that passes `check`; a failure names what was announced last. */
async function waitForAnnouncement(page: Page, check: (text: string) => boolean): Promise<string> {
  const deadline = Date.now() + WAIT.timeout;
  let heard = '';
  while (Date.now() < deadline) {
    heard = await announcement(page);
    if (check(heard)) return heard;
    await page.waitForTimeout(50);
  }
  throw new Error(`dnd-kit announced "${heard}", which is not what the drag expected`);
}

/** Whether neither the element nor anything around it is being animated. */
export function isStill(node: Element): boolean {
  for (let each: Element | null = node; each; each = each.parentElement) {
    if (each.getAnimations().length > 0) return false;
  }
  return true;
}
