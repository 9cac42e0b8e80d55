import { combineSlices } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
// By package name, so the store helpers are the shared singleton the remote's own modules use.
import { createAppStore } from '@reeltalk/web-kit';

/**
 * Renders a remote on its own page (developing a remote without the shell): its own store and router, no sign-in.
 * Imported as '@reeltalk/web-kit/standalone' so it never lands in the shared web-kit chunk.
 */
export function renderStandalone(element: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) return;
  const store = createAppStore(combineSlices());
  createRoot(container).render(
    <Provider store={store}>
      <BrowserRouter>{element}</BrowserRouter>
    </Provider>,
  );
}
