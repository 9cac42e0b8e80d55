export const HELP_MESSAGES = {
  searchPlaceholder: 'Search for help topics...',
  noResults: 'No results found',
} as const;

export function helpResultLine(count: number, query: string): string {
  return `Found ${count} result(s) for "${query}"`;
}
