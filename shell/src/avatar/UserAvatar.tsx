import { Avatar } from './Avatar.tsx';
import { useProfileAvatar } from './useProfileAvatar.ts';

/** The signed-in user's avatar, kept up to date with their profile. */
export function UserAvatar({ size }: { size?: number }) {
  const { fullName, avatar } = useProfileAvatar();
  return <Avatar fullName={fullName} src={avatar} size={size} />;
}
