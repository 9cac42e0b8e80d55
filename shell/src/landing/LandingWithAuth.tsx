import { useAuth } from '@reeltalk/web-kit';
import { AvatarMenu } from '../avatar/AvatarMenu.tsx';
import { LandingPage } from './LandingPage.tsx';
import type { LandingNavProps } from './LandingNav.tsx';
import { LandingSessionContext } from './landingSession.ts';

/** The landing page inside the app: it follows the sign-in state, and a signed-in user gets their menu. */
export function LandingWithAuth(props: LandingNavProps) {
  const { initialized, ready } = useAuth();
  return (
    <LandingSessionContext.Provider value={{ initialized, signedIn: ready, AccountMenu: AvatarMenu }}>
      <LandingPage {...props} />
    </LandingSessionContext.Provider>
  );
}
