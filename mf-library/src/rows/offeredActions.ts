import { canDo, type ProjectAccess } from '@reeltalk/contracts';

export type LibraryAction = 'duplicate' | 'assign' | 'delete';

/**
 * The options a row's menu offers, in menu order: only what the caller's access allows, and 'Assign to publisher'
 * only to a caller who belongs to some publisher.
 */
export function offeredActions(access: ProjectAccess, inSomePublisher: boolean): LibraryAction[] {
  return (['duplicate', 'assign', 'delete'] as const).filter(
    (action) => canDo(access, action) && (action !== 'assign' || inSomePublisher),
  );
}
