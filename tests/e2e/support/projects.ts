import { callApi, type TestUser } from './accounts.ts';

export interface CreatedProject {
  _id: string;
  name: string;
  genres: string[];
}

/** Creates a project through POST /api/projects with the user's ID token, as the upload step does. */
export async function createProject(
  user: Pick<TestUser, 'idToken'>,
  body: { name: string; genres?: string[]; status?: number },
): Promise<CreatedProject> {
  const { data } = await callApi<{ data: CreatedProject }>(user.idToken, 'POST', '/projects', body);
  return data;
}
