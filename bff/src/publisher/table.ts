import type { PublisherPermission, PublisherPlan } from '@reeltalk/contracts';
import type { ColumnType, Generated } from 'kysely';

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
export type PublisherTable = {
  id: Generated<string>;
  name: string;
  plan_type: PublisherPlan;
  created_at: ColumnType<Date, never, never>;
};

export type PublisherMembershipTable = {
  publisher_id: string;
  user_id: string;
  permission_level: PublisherPermission;
  created_at: ColumnType<Date, never, never>;
};

export type PublisherInvitationTable = {
  id: Generated<string>;
  publisher_id: string;
  /** Lower-cased. */
  email: string;
  permission_level: Exclude<PublisherPermission, 'owner'>;
  invited_by: string;
  status: ColumnType<'pending' | 'accepted', 'pending' | undefined, 'accepted'>;
  created_at: ColumnType<Date, never, never>;
};

export type PublisherTables = {
  publishers: PublisherTable;
  publisher_memberships: PublisherMembershipTable;
  publisher_invitations: PublisherInvitationTable;
};
