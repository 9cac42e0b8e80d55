import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { setApiNavigator, type RuntimeConfig } from '@reeltalk/web-kit';
import { RuntimeConfigContext } from './config.ts';
import { createRoutes } from './routes.tsx';
import { store } from './store.ts';

export function App({ config }: { config: RuntimeConfig }) {
  const router = useMemo(() => {
    const created = createBrowserRouter(createRoutes(store));
    // An expired session (API 401) goes to /login inside the app; the guard may already have taken the user there.
    setApiNavigator((path) => {
      if (created.state.location.pathname !== path) void created.navigate(path, { replace: true });
    });
    return created;
  }, []);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </RuntimeConfigContext.Provider>
  );
}
