import { describe, expect, it } from 'vitest';
import { needsRebalance, positionBetween, resolvePosition } from './ordering';

describe('ordering', () => {
  it('places at the top, the bottom or a given position', () => {
    const empty = { first: null, last: null };
    const bounds = { first: 100, last: 2048 };
    expect(resolvePosition(empty, 'top')).toBe(1024);
    expect(resolvePosition(empty, 'bottom')).toBe(1024);
    expect(resolvePosition(bounds, 'top')).toBe(50);
    expect(resolvePosition(bounds, 'bottom')).toBe(3072);
    expect(resolvePosition(bounds, 1074)).toBe(1074);
  });

  it('places a moved item between its new neighbours', () => {
    expect(positionBetween(null, null)).toBe(1024);
    expect(positionBetween(null, 512)).toBe(256);
    expect(positionBetween(2048, null)).toBe(3072);
    expect(positionBetween(1024, 2048)).toBe(1536);
  });

  it('asks for a rebalance only when the nearest neighbour is too close', () => {
    expect(needsRebalance(1536, 1024)).toBe(false);
    expect(needsRebalance(1024.00000005, 1024.0000001)).toBe(true);
    expect(needsRebalance(1024, 1024)).toBe(true);
    expect(needsRebalance(1e-9, 1)).toBe(true);
    expect(needsRebalance(1024, null)).toBe(false);
  });
});
