import { describe, expect, it } from 'vitest';
import { slugWords } from './slug';

describe('slugWords', () => {
  it('keeps letters and digits, joined by single hyphens, accents dropped', () => {
    expect(slugWords('  Café Requests: 2026 — Q1!! ', 60)).toBe('cafe-requests-2026-q1');
  });

  it('cuts at the length without leaving a hyphen at the end', () => {
    expect(slugWords('Acme Design Studio', 11)).toBe('acme-design');
    expect(slugWords('Acme Design Studio', 12)).toBe('acme-design');
  });

  it('is empty when nothing is left', () => {
    expect(slugWords('¿¡!?', 20)).toBe('');
  });
});
