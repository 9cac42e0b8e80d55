import { useEffect, useState } from 'react';
import { AVATAR_REFRESH_MS, type ApiSuccess, type UserProfile } from '@reeltalk/contracts';
import { api, useAuth } from '@reeltalk/web-kit';

interface ProfileAvatar {
  fullName: string | null;
  avatar: string | null;
}

interface AvatarUpdatedDetail {
  avatarUrl?: string;
}

/**
 * The signed-in user's name and picture for the avatar: the profile is fetched when shown and every 30 minutes (the
 * picture is a signed storage link that expires), and an 'avatarUpdated' window event replaces the picture at once.
 * Until the profile arrives the identity provider's name and photo are used.
 */
export function useProfileAvatar(): ProfileAvatar {
  const { user, ready } = useAuth();
  const [profile, setProfile] = useState<Partial<ProfileAvatar>>({});

  useEffect(() => {
    if (!ready) return undefined;
    let active = true;
    const load = () => {
      api
        .get<ApiSuccess<Pick<UserProfile, 'fullName' | 'avatar'>>>('/users/profile')
        .then(({ data }) => {
          if (active) setProfile((current) => ({ ...current, fullName: data.fullName, avatar: data.avatar }));
        })
        // The avatar is decoration: without a profile it keeps the provider's name and photo.
        .catch(() => undefined);
    };
    load();
    const timer = setInterval(load, AVATAR_REFRESH_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [ready, user?.uid]);

  useEffect(() => {
    const onAvatarUpdated = (event: Event) => {
      const avatarUrl = (event as CustomEvent<AvatarUpdatedDetail | undefined>).detail?.avatarUrl;
      if (typeof avatarUrl === 'string') setProfile((current) => ({ ...current, avatar: avatarUrl }));
    };
    window.addEventListener('avatarUpdated', onAvatarUpdated);
    return () => window.removeEventListener('avatarUpdated', onAvatarUpdated);
  }, []);

  return {
    fullName: profile.fullName || user?.displayName || null,
    avatar: profile.avatar ?? user?.photoURL ?? null,
  };
}
