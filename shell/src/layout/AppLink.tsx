import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * Opens a page of the app by its path: the router's navigation once the app runs, the hand-over to the app from the
 * light landing page (which loads no router). Without a provider the browser loads the page.
 */
export const OpenPageContext = createContext<(path: string) => void>((path) => window.location.assign(path));

export const useOpenPage = () => useContext(OpenPageContext);

/** A plain click or a new tab and the like (a modifier key, another button) stay with the browser. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link to a page of the app, for what the light landing page and the app both show (logo, landing links). */
export function AppLink({ to, onClick, ...anchor }: AppLinkProps) {
  const openPage = useOpenPage();
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        openPage(to);
      }}
    />
  );
}
