import { describe, expect, it } from 'vitest';
import { closedReason, sameEmail } from './invitation-state';

const now = new Date('2026-03-01T12:00:00.000Z');
const base = { invitedBy: { name: 'Grace' }, expiresAt: '2026-03-05T00:00:00.000Z' };

describe('closedReason', () => {
  it('leaves a pending, unexpired invitation open', () => {
    expect(closedReason({ ...base, status: 'pending' }, now)).toBeNull();
  });

  it('explains used, cancelled and expired invitations', () => {
    expect(closedReason({ ...base, status: 'accepted' }, now)).toMatch(/already been accepted/);
    expect(closedReason({ ...base, status: 'cancelled' }, now)).toMatch(/cancelled/);
    expect(closedReason({ ...base, status: 'expired' }, now)).toMatch(/expired. Ask Grace/);
    expect(
      closedReason({ ...base, status: 'pending', expiresAt: '2026-02-01T00:00:00.000Z' }, now),
    ).toMatch(/expired/);
  });

  it('compares emails without case', () => {
    expect(sameEmail('Ada@Example.com ', 'ada@example.com')).toBe(true);
  });
});
