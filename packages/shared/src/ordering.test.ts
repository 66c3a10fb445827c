import { describe, expect, it } from 'vitest';
import { needsRebalance, resolvePosition } from './ordering';

describe('ordering', () => {
  it('places at the top, the bottom or a given position', () => {
    expect(resolvePosition([], 'top')).toBe(1024);
    expect(resolvePosition([], 'bottom')).toBe(1024);
    expect(resolvePosition([100, 2048], 'top')).toBe(50);
    expect(resolvePosition([100, 2048], 'bottom')).toBe(3072);
    expect(resolvePosition([100, 2048], 1074)).toBe(1074);
  });

  it('asks for a rebalance only when a neighbour is too close', () => {
    expect(needsRebalance([1024, 2048], 1536)).toBe(false);
    expect(needsRebalance([1024, 1024.0000001], 1024.00000005)).toBe(true);
    expect(needsRebalance([1024], 1024)).toBe(true);
    expect(needsRebalance([1], 1e-9)).toBe(true);
  });
});
