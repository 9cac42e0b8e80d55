import type { AudioStems } from '@reeltalk/contracts';

/** What the export step can play: the mix, else the narration alone (not yet mixed), else nothing yet. */
export type ExportAudio = { kind: 'mix' | 'vocal'; key: string } | { kind: 'none'; key: null };

/**
 * The player's source: the project's mix (the soundtrack step reads the project again after mixing, so this is
 * the mix just made), else the vocal track, else none.
 */
export function exportAudio(stems: AudioStems): ExportAudio {
  if (stems.mix) return { kind: 'mix', key: stems.mix };
  if (stems.vocal) return { kind: 'vocal', key: stems.vocal };
  return { kind: 'none', key: null };
}
