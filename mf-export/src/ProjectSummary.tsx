import type { Project } from '@reeltalk/contracts';
import { projectSummary, type SummaryRow } from './projectSummary.ts';

export function ProjectSummary({ project }: { project: Project }) {
  return <SummaryCard rows={projectSummary(project)} />;
}

/** The 'Project Summary' card of given rows (the export step's and the shared page's). */
export function SummaryCard({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <section className="rt-export-summary" data-testid="project-summary" aria-labelledby="rt-export-summary-title">
      <h2 className="rt-export-summary__title" id="rt-export-summary-title">
        Project Summary
      </h2>
      <dl className="rt-export-summary__list">
        {rows.map((row) => (
          <div key={row.key} className="rt-export-summary__row">
            <dt>{row.label}</dt>
            <dd data-testid={`summary-${row.key}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
