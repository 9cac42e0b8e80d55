import { OpenPageContext } from '../layout/AppLink.tsx';
import { LandingPage } from './LandingPage.tsx';

/**
 * The landing page as a first-time visitor gets it: no router, store or sign-in loaded, only the page. Opening any
 * other page moves the address there and starts the app, whose router takes over from it.
 */
export function LightLanding({ openApp }: { openApp: () => Promise<unknown> }) {
  const openPage = (path: string) => {
    window.history.pushState(null, '', path);
    void openApp();
  };
  return (
    <OpenPageContext.Provider value={openPage}>
      <LandingPage />
    </OpenPageContext.Provider>
  );
}
