import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-error';

describe('errorMessage', () => {
  it("prefers the server's message", () => {
    expect(
      errorMessage(new ApiError(429, 'RATE_LIMITED', 'Too many attempts'), 'Login failed'),
    ).toBe('Too many attempts');
  });

  it('uses the transport message for a network failure', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Login failed')).toBe('Failed to fetch');
  });

  it('falls back to the per-call message', () => {
    expect(errorMessage(new ApiError(502, 'HTTP_ERROR', ''), 'Registration failed')).toBe(
      'Registration failed',
    );
    expect(errorMessage('weird', 'Profile update failed')).toBe('Profile update failed');
  });
});
