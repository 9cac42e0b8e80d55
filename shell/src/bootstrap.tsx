import { createRoot } from 'react-dom/client';
import { ErrorPanel, initAuth } from '@reeltalk/web-kit';
import { App } from './App.tsx';
import { loadRuntimeConfig } from './config.ts';
import { fetchRegistry, registerRegistry } from './remotes/registry.ts';

async function start(root: HTMLElement): Promise<void> {
  const [config, registry] = await Promise.allSettled([loadRuntimeConfig(), fetchRegistry()]);
  if (config.status === 'rejected') {
    createRoot(root).render(<ErrorPanel title="ReelTalk could not start" message={String(config.reason)} />);
    return;
  }
  initAuth(config.value);
  // Without a registry every remote route shows its Retry, which reads the registry again.
  if (registry.status === 'fulfilled') registerRegistry(registry.value);
  else console.error(registry.reason);
  createRoot(root).render(<App config={config.value} />);
}

const root = document.getElementById('root');
if (root) void start(root);
