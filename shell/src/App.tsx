import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { initAuth, setApiNavigator, type RuntimeConfig } from '@reeltalk/web-kit';
import { RuntimeConfigContext } from './config.ts';
import { OpenPageContext } from './layout/AppLink.tsx';
import { createRoutes } from './routes.tsx';
import { store } from './store.ts';

export function App({ config }: { config: RuntimeConfig }) {
  const router = useMemo(() => {
    initAuth(config);
    const created = createBrowserRouter(createRoutes(store));
    // An expired session (API 401) goes to /login inside the app with its message; the guard may already have taken
    // the user there, in which case the page they came from is kept. Outside the app (the landing page after deleting
    // the account, while a last request of the old session is refused) a signed-out visitor stays where they are.
    setApiNavigator((path, notice) => {
      const { location } = created.state;
      if (location.pathname !== path && !location.pathname.startsWith('/app')) return;
      const from = location.pathname === path ? (location.state as { from?: unknown } | null)?.from : location;
      void created.navigate(path, { replace: true, state: { from, notice } });
    });
    return created;
  }, [config]);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <Provider store={store}>
        <OpenPageContext.Provider value={(path) => void router.navigate(path)}>
          <RouterProvider router={router} />
        </OpenPageContext.Provider>
      </Provider>
    </RuntimeConfigContext.Provider>
  );
}
