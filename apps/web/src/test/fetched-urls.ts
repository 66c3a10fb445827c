import { vi } from 'vitest';

/**
 * Every URL the stubbed fetch was called with, query string included (the fetch mock records and
 * matches paths only).
 */
export function fetchedUrls(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) =>
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
}
