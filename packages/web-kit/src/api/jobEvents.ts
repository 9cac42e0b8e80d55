import { jobEventSchema, type JobEvent } from '@reeltalk/contracts';
import type { ApiClient } from './client.ts';
import { eventData } from './eventStream.ts';

/** An event that breaks the contract: a bug on one side, which reading again would not mend. */
export class BrokenJobEvent extends Error {
  override readonly name = 'BrokenJobEvent';
}

const jobEventOf = (data: string): JobEvent => {
  try {
    return jobEventSchema.parse(JSON.parse(data));
  } catch (error) {
    throw new BrokenJobEvent(error instanceof Error ? error.message : String(error));
  }
};

/**
 * Every event of GET /api/projects/:projectId/events (how each job of the project is doing, whatever its kind), the
 * current state first, each checked against the contract; ends when the stream does.
 */
export async function* projectJobEvents(
  api: ApiClient,
  projectId: string,
  signal?: AbortSignal,
): AsyncGenerator<JobEvent> {
  const body = await api.stream(`/projects/${encodeURIComponent(projectId)}/events`, { signal });
  for await (const data of eventData(body)) yield jobEventOf(data);
}
