import type { VoiceModel, VoicePreview } from '@reeltalk/contracts';
import type { VoiceModelRow } from './table.ts';

/** A voice as GET /api/voice-models answers it; `preview` undefined when none could be had just now. */
export function toVoiceModelJson(row: VoiceModelRow, preview: VoicePreview | undefined): VoiceModel {
  return {
    _id: row.id,
    name: row.name,
    displayName: row.display_name,
    description: row.description,
    gender: row.gender,
    tone: row.tone,
    accent: row.accent,
    isDefault: row.is_default,
    preview_audio: { file: preview?.url ?? null, duration: preview?.duration ?? null },
    custom: row.user_id !== null,
  };
}
