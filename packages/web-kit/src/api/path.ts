/** 'projects', '/projects', 'api/projects' and '/api/projects' all become '/api/projects'. */
export function normalizeApiPath(path: string): string {
  const trimmed = path.replace(/^\/+/, '');
  return trimmed === 'api' || trimmed.startsWith('api/') || trimmed.startsWith('api?')
    ? `/${trimmed}`
    : `/api/${trimmed}`;
}
