import { avatarInitials, isRealPicture } from '@reeltalk/contracts';

/** The user's picture, large, or their initials when there is none. */
export function ProfilePicture({ fullName, avatar }: { fullName: string; avatar: string | null }) {
  if (isRealPicture(avatar)) {
    return (
      <img className="account-picture" data-testid="account-avatar" src={avatar ?? ''} alt={`${fullName}'s avatar`} />
    );
  }
  return (
    <span className="account-picture account-picture--initials" data-testid="account-avatar" aria-hidden="true">
      {avatarInitials(fullName)}
    </span>
  );
}
