import type { TestProject } from 'vitest/node';
import startBffServices from './bff/testing/global-setup.ts';
import startMediaServices from './media-service/testing/global-setup.ts';

const SERVICES_OF: Record<string, (project: TestProject) => Promise<() => Promise<void>>> = {
  bff: startBffServices,
  'media-service': startMediaServices,
};

/**
 * Starts the embedded services of the bff's and the media-service's tests side by side, for whichever of the two
 * projects this run includes. Vitest runs the projects' own global setups one after another, and each spends most of
 * a minute waiting on Postgres, the auth emulator and the service it starts. What a setup provides here reaches every
 * project; a setup that fails stops the ones that started.
 */
export default async function setup(root: TestProject): Promise<() => Promise<void>> {
  const chosen = root.vitest.projects
    .map((project) => SERVICES_OF[project.name])
    .filter((start) => start !== undefined);
  const started = await Promise.allSettled(chosen.map((start) => start(root)));
  const stops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
