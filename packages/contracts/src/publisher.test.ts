import { describe, expect, it } from 'vitest';
import {
  assignPublisherSchema,
  canDo,
  createPublisherSchema,
  invitationSchema,
  levelsManagedBy,
  permissionDenied,
  PROJECT_ACTIONS,
  PUBLISHER_MESSAGES,
} from './publisher.ts';

describe('what each access level may do with a project', () => {
  it('lets viewers play and comment, editors also edit, admins and owners do everything', () => {
    const allowed = (access: Parameters<typeof canDo>[0]) => PROJECT_ACTIONS.filter((action) => canDo(access, action));
    expect(allowed('viewer')).toEqual(['play', 'comment']);
    expect(allowed('editor')).toEqual(['play', 'comment', 'edit']);
    expect(allowed('admin')).toEqual([...PROJECT_ACTIONS]);
    expect(allowed('owner')).toEqual([...PROJECT_ACTIONS]);
  });

  it('says which level refused which action', () => {
    expect(permissionDenied('viewer', 'delete')).toBe("As a viewer of this project's publisher you cannot delete it.");
    expect(permissionDenied('editor', 'assign')).toBe(
      "As an editor of this project's publisher you cannot assign it to a publisher.",
    );
  });
});

describe('publisher bodies', () => {
  it('trims the name and refuses a blank or too long one, or an unknown plan', () => {
    expect(createPublisherSchema.parse({ name: '  Acme  ', plan: 'pro' })).toEqual({ name: 'Acme', plan: 'pro' });
    expect(createPublisherSchema.safeParse({ name: '   ', plan: 'pro' }).error?.issues[0]?.message).toBe(
      PUBLISHER_MESSAGES.nameRequired,
    );
    expect(createPublisherSchema.safeParse({ name: 'x'.repeat(101), plan: 'pro' }).success).toBe(false);
    expect(createPublisherSchema.safeParse({ name: 'Acme', plan: 'gold' }).error?.issues[0]?.message).toBe(
      PUBLISHER_MESSAGES.planInvalid,
    );
  });

  it('takes an invitation to a valid e-mail, lower-cased, with any level but owner', () => {
    expect(invitationSchema.parse({ email: ' Ann@Mail.org ', permission: 'viewer' })).toEqual({
      email: 'ann@mail.org',
      permission: 'viewer',
    });
    expect(invitationSchema.safeParse({ email: 'not-an-email', permission: 'viewer' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
    expect(invitationSchema.safeParse({ email: 'ann@mail.org', permission: 'owner' }).success).toBe(false);
  });

  it('assigns to a publisher id or to none', () => {
    expect(assignPublisherSchema.parse({ publisherId: null })).toEqual({ publisherId: null });
    expect(assignPublisherSchema.safeParse({ publisherId: 'nope' }).success).toBe(false);
    expect(assignPublisherSchema.safeParse({}).success).toBe(false);
  });
});

describe('who manages whom in a publisher', () => {
  it('lets the owner manage every other level, admins only editors and viewers, and nobody else anyone', () => {
    expect(levelsManagedBy('owner')).toEqual(['admin', 'editor', 'viewer']);
    expect(levelsManagedBy('admin')).toEqual(['editor', 'viewer']);
    expect(levelsManagedBy('editor')).toEqual([]);
    expect(levelsManagedBy('viewer')).toEqual([]);
  });
});
