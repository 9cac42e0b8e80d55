import { useEffect, useState } from 'react';
import { AVATAR_REFRESH_MS } from '@reeltalk/contracts';
import { skipToken, useAuth, useGetProfileQuery } from '@reeltalk/web-kit';

interface ProfileAvatar {
  fullName: string | null;
  avatar: string | null;
}

interface AvatarUpdatedDetail {
  avatarUrl?: string;
}

/**
 * The signed-in user's name and picture for the avatar, from the profile in the shared API cache: read when shown
 * and every 30 minutes (the picture is a signed storage link that expires), and again whenever the account page saves
 * a name or an avatar (they invalidate it), so the initials follow a new name without a reload. An 'avatarUpdated'
 * window event replaces the picture at once. Until the profile arrives the identity provider's name and photo are used.
 */
export function useProfileAvatar(): ProfileAvatar {
  const { user, ready } = useAuth();
  const { currentData: profile, startedTimeStamp = 0 } = useGetProfileQuery(ready ? undefined : skipToken, {
    pollingInterval: AVATAR_REFRESH_MS,
    // Another user may have signed in since the cache was filled.
    refetchOnMountOrArgChange: true,
  });
  const [announced, setAnnounced] = useState<{ url: string; at: number } | null>(null);

  useEffect(() => {
    const onAvatarUpdated = (event: Event) => {
      const avatarUrl = (event as CustomEvent<AvatarUpdatedDetail | undefined>).detail?.avatarUrl;
      if (typeof avatarUrl === 'string') setAnnounced({ url: avatarUrl, at: Date.now() });
    };
    window.addEventListener('avatarUpdated', onAvatarUpdated);
    return () => window.removeEventListener('avatarUpdated', onAvatarUpdated);
  }, []);

  return {
    fullName: profile?.fullName || user?.displayName || null,
    // An announced picture stands until the profile is read again after it (holding it, or a fresher link to it).
    avatar: announced && announced.at >= startedTimeStamp ? announced.url : (profile?.avatar ?? user?.photoURL ?? null),
  };
}
