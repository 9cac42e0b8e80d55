import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router-dom';
import { canDo, listenPath, SAVED_PROJECT_STATUS, type StepKey } from '@reeltalk/contracts';
import { ErrorPanel, Spinner, announceStepAction, callFailure, useUpdateProjectMutation } from '@reeltalk/web-kit';
import { BottomNav } from './BottomNav.tsx';
import { ProjectGone } from './ProjectGone.tsx';
import { resetProjectFlow, selectMixExportBlocked } from './projectFlowSlice.ts';
import { StepBar } from './StepBar.tsx';
import { backPath, isStepKey, nextStep, stepPath, type BottomNavAction } from './stepRules.ts';
import { useStepProject } from './useStepProject.ts';
import './projectSteps.css';

const LOADING_PROJECT = 'Loading project details...';

/**
 * The frame of the creation flow: the step bar, the step (a remote, through <Outlet/>) and the bottom navigation.
 * Routes: /app (a new project's upload) and /app/project/:projectId/:step.
 */
export function ProjectStepLayout() {
  const { projectId, step: stepParam } = useParams();
  if (projectId && !isStepKey(stepParam)) return <Navigate to={`/app/project/${projectId}/review`} replace />;
  return <ProjectStep projectId={projectId} step={isStepKey(stepParam) ? stepParam : 'upload'} />;
}

function ProjectStep({ projectId, step }: { projectId: string | undefined; step: StepKey }) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const mixExportBlocked = useSelector(selectMixExportBlocked);
  const { project, error, missing, reload } = useStepProject(projectId);
  const [updateProject] = useUpdateProjectMutation();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    document.scrollingElement?.scrollTo?.({ top: 0 });
    // A step's flags (zone editor open, mixing) mean nothing once it is left.
    return () => {
      dispatch(resetProjectFlow());
    };
  }, [step, dispatch]);

  const hasProject = projectId !== undefined;
  const hasSource = Boolean(project?.source_document?.file);
  const disabled = new Set<BottomNavAction>();
  if (!hasProject) disabled.add('save').add('download');
  if (!hasProject || (step === 'upload' && !hasSource)) disabled.add('continue');
  if (step === 'soundtrack' && mixExportBlocked) disabled.add('continue');

  // Save Project keeps the project as it is and opens the library; only on the export step does it mark it complete.
  const saveProject = async () => {
    if (!projectId) return;
    setSaving(true);
    const lastModified = new Date().toISOString();
    try {
      await updateProject({
        id: projectId,
        changes: step === 'export' ? { status: SAVED_PROJECT_STATUS, lastModified } : { lastModified },
      }).unwrap();
      navigate('/app/my-library');
    } catch (failure) {
      setSaving(false);
      window.alert(`Failed to save project: ${callFailure(failure)}`);
    }
  };

  const onAction = (action: BottomNavAction) => {
    if (action === 'back') navigate(backPath(step, projectId));
    else if (action === 'save') void saveProject();
    else if (announceStepAction({ step, action, projectId }) && action === 'continue') {
      const next = nextStep(step);
      if (next) navigate(stepPath(next, projectId));
    }
  };

  const waitingForProject = step === 'review' && hasProject && !project;

  // A deleted project's address: no step, no Save or Continue, only the way back.
  if (missing) return <ProjectGone />;
  // A viewer edits nothing: whichever step they followed, they listen and comment instead.
  if (projectId && project && !canDo(project.access ?? 'owner', 'edit')) {
    return <Navigate to={listenPath(projectId)} replace />;
  }

  return (
    <div className="project-flow" data-testid="project-flow" data-step={step}>
      <StepBar
        current={step}
        inExistingProject={hasProject}
        hasMix={Boolean(project?.audio_stems?.mix)}
        projectName={project?.name ?? null}
        onSelect={(key) => navigate(stepPath(key, projectId))}
      />
      <div className="project-flow__content" key={step}>
        {waitingForProject && error ? (
          <ErrorPanel message={error} onRetry={reload} />
        ) : waitingForProject ? (
          <div data-testid="project-loading">
            <Spinner label={LOADING_PROJECT} />
          </div>
        ) : (
          <Outlet />
        )}
      </div>
      <BottomNav step={step} disabled={disabled} saving={saving} onAction={onAction} />
    </div>
  );
}
