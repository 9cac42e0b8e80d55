import { createRoot, type Root } from 'react-dom/client';
import type { RuntimeConfig } from '@reeltalk/web-kit';
import { hasSignedInBefore } from '@reeltalk/web-kit/session-hint';
import { loadRuntimeConfig } from './config.ts';
import { LightLanding } from './landing/LightLanding.tsx';
import { readRegistry } from './remotes/registryRead.ts';

async function showStartFailure(root: Root, reason: unknown): Promise<void> {
  const { ErrorPanel } = await import('@reeltalk/web-kit');
  root.render(<ErrorPanel title="ReelTalk could not start" message={String(reason)} />);
}

async function start(element: HTMLElement): Promise<void> {
  const root = createRoot(element);
  // Read beside the config; a remote route waits for it. Without a registry every remote route shows its Retry, which
  // reads the registry again.
  readRegistry().catch((reason: unknown) => console.error(reason));
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (reason) {
    return showStartFailure(root, reason);
  }

  // The app (router, store, sign-in, remotes) loads on its first page; the landing page loads it when a visitor
  // opens one.
  const openApp = () =>
    import('./App.tsx').then(
      ({ App }) => root.render(<App config={config} />),
      (error: unknown) => showStartFailure(root, error),
    );
  if (window.location.pathname === '/' && !hasSignedInBefore()) root.render(<LightLanding openApp={openApp} />);
  else await openApp();
}

const element = document.getElementById('root');
if (element) void start(element);
