import type { WorkspaceMember, WorkspaceRole } from '@teamboard/shared';
import { describe, expect, it } from 'vitest';
import { invitableRoles, memberControls } from './member-controls';

function member(role: WorkspaceRole): WorkspaceMember {
  return {
    user: { _id: 'u', name: 'Grace', username: 'grace', avatar: null },
    role,
    joinedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('memberControls', () => {
  it('lets an admin change and remove anyone but the owner', () => {
    expect(memberControls('admin', member('member'), false)).toEqual({
      roleOptions: ['admin', 'manager', 'member', 'guest', 'client'],
      canRemove: true,
      canLeave: false,
    });
    expect(memberControls('admin', member('owner'), false).roleOptions).toEqual([]);
    expect(memberControls('admin', member('owner'), false).canRemove).toBe(false);
  });

  it('limits a manager to the roles below them and offers members nothing', () => {
    expect(memberControls('manager', member('guest'), false).roleOptions).toEqual([
      'manager',
      'member',
      'guest',
      'client',
    ]);
    expect(memberControls('manager', member('admin'), false)).toMatchObject({
      roleOptions: [],
      canRemove: false,
    });
    expect(memberControls('member', member('guest'), false)).toMatchObject({
      roleOptions: [],
      canRemove: false,
    });
  });

  it('lets everyone but the owner leave', () => {
    expect(memberControls('member', member('member'), true).canLeave).toBe(true);
    expect(memberControls('owner', member('owner'), true).canLeave).toBe(false);
  });

  it('offers invitation roles up to the inviter’s own', () => {
    const open = { invitePolicy: 'managers' } as const;
    expect(invitableRoles('manager', open)).toEqual(['manager', 'member', 'guest', 'client']);
    expect(invitableRoles('member', open)).toEqual([]);
  });

  it('offers managers nothing when only owner and admins may invite', () => {
    const closed = { invitePolicy: 'admins' } as const;
    expect(invitableRoles('manager', closed)).toEqual([]);
    expect(invitableRoles('admin', closed)).toEqual([
      'admin',
      'manager',
      'member',
      'guest',
      'client',
    ]);
  });
});
