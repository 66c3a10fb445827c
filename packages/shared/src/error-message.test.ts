import { describe, expect, it } from 'vitest';
import { failureMessage } from './error-message';

describe('failureMessage', () => {
  it('prefers the server message, then the transport message, then the fallback', () => {
    expect(
      failureMessage('Email already registered', 'Request failed', 'Registration failed'),
    ).toBe('Email already registered');
    expect(failureMessage(undefined, 'Network error', 'Registration failed')).toBe('Network error');
    expect(failureMessage(undefined, undefined, 'Registration failed')).toBe('Registration failed');
    expect(failureMessage(undefined, undefined)).toBe('An error occurred');
  });
});
