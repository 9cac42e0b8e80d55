import type { Project } from '@reeltalk/contracts';
import { projectSummary } from './projectSummary.ts';

export function ProjectSummary({ project }: { project: Project }) {
  return (
    <section className="rt-export-summary" data-testid="project-summary" aria-labelledby="rt-export-summary-title">
      <h2 className="rt-export-summary__title" id="rt-export-summary-title">
        Project Summary
      </h2>
      <dl className="rt-export-summary__list">
        {projectSummary(project).map((row) => (
          <div key={row.key} className="rt-export-summary__row">
            <dt>{row.label}</dt>
            <dd data-testid={`summary-${row.key}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
