import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@reeltalk/web-kit';
import { WorkspaceLoading } from '../layout/WorkspaceLoading.tsx';

/**
 * Everything under /app: visitors go to /login with router state { from: { pathname, search, hash } }, which the
 * login page uses to send them back.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { initialized, user } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (!initialized) return <WorkspaceLoading />;
  if (!user) return <Navigate to="/login" replace state={{ from: { pathname, search, hash } }} />;
  return children;
}
