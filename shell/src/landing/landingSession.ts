import { createContext, useContext, type ComponentType } from 'react';

interface LandingSession {
  /** The sign-in state is known. */
  initialized: boolean;
  signedIn: boolean;
  /** The signed-in user's menu (avatar, account, logout); the app provides it, the light landing page has none. */
  AccountMenu?: ComponentType<{ onLogout?: () => void }>;
}

/** A browser with no signed-in user before: known at once, without the sign-in SDK. */
const VISITOR: LandingSession = { initialized: true, signedIn: false };

/** Who looks at the landing page: the visitor by default (the light landing page), the auth state inside the app. */
export const LandingSessionContext = createContext<LandingSession>(VISITOR);

export const useLandingSession = () => useContext(LandingSessionContext);
