import { STEPS, type StepKey } from '@reeltalk/contracts';
import { Spinner, newProjectStarted, useAppSelector, type AppStore } from '@reeltalk/web-kit';
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { RequireAuth } from './auth/RequireAuth.tsx';
import { HelpPage } from './help/HelpPage.tsx';
import { LandingWithAuth } from './landing/LandingWithAuth.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { ProjectStepLayout } from './layout/ProjectStepLayout.tsx';
import { LoginPage } from './login/LoginPage.tsx';
import { RemoteRoute } from './remotes/RemoteRoute.tsx';
import { SignupPage } from './signup/SignupPage.tsx';
import { createFlowSlice } from './store.ts';

const isStep = (step: string | undefined): step is StepKey => STEPS.some(({ key }) => key === step);

/** /app/project/:projectId/:step → mf_<step>/Step; an unknown step goes to the project's review. */
function ProjectStep() {
  const { projectId = '', step } = useParams();
  if (!isStep(step)) return <Navigate to={`/app/project/${projectId}/review`} replace />;
  const remote = `mf_${step}` as const;
  return <RemoteRoute key={remote} remote={remote} module="./Step" props={{ projectId }} />;
}

/** /app/project/:projectId/listen: the project to listen to and comment on, without its editing steps. */
function ProjectListen() {
  const { projectId = '' } = useParams();
  return <RemoteRoute key={projectId} remote="mf_export" module="./Listen" props={{ projectId }} />;
}

/** /app/project/:projectId opens the project at its review step. */
function ProjectHome() {
  const { projectId = '' } = useParams();
  return <Navigate to={`/app/project/${projectId}/review`} replace />;
}

/** The upload step of the project being created; a new run (from /app/create) remounts it empty. */
function NewProjectUpload() {
  const run = useAppSelector(createFlowSlice.selectors.selectCreateFlowRun);
  return <RemoteRoute key={run} remote="mf_upload" module="./Step" props={{}} />;
}

/** The route table; `store` receives the reset of the create flow when /app/create is opened. */
export function createRoutes(store: AppStore): RouteObject[] {
  return [
    { path: '/', element: <LandingWithAuth /> },
    { path: '/login', element: <LoginPage /> },
    { path: '/signup', element: <SignupPage /> },
    { path: '/share-view', element: <RemoteRoute remote="mf_export" module="./SharedView" props={{}} /> },
    {
      path: '/app',
      element: (
        <RequireAuth>
          <AppLayout />
        </RequireAuth>
      ),
      children: [
        {
          // Step bar and bottom navigation around the creation steps.
          element: <ProjectStepLayout />,
          children: [
            { index: true, element: <NewProjectUpload /> },
            {
              path: 'create',
              loader: () => {
                store.dispatch(newProjectStarted());
                return null;
              },
              hydrateFallbackElement: <Spinner label="Loading..." />,
              element: <NewProjectUpload />,
            },
            { path: 'project/:projectId/:step', element: <ProjectStep /> },
          ],
        },
        { path: 'project/:projectId', element: <ProjectHome /> },
        { path: 'project/:projectId/listen', element: <ProjectListen /> },
        { path: 'my-library', element: <RemoteRoute remote="mf_library" module="./Page" props={{}} /> },
        { path: 'account', element: <RemoteRoute remote="mf_account" module="./Page" props={{}} /> },
        { path: 'help', element: <HelpPage /> },
      ],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}
