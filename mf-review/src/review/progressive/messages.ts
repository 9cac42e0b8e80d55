/** The texts of a narration that plays while it is still being narrated. */
export const PROGRESSIVE_MESSAGES = {
  beingNarrated: 'Being narrated…',
  untitledChapter: (index: number) => `Chapter ${index + 1}`,
  readySummary: (ready: number, total: number) => `${ready} of ${total} chapters ready — the rest is being narrated.`,
} as const;
