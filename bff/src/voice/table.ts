import type { Prosody, VoiceGender } from '@reeltalk/contracts';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** What was measured from a custom voice's sample, and where the sample is kept. */
interface StoredVoiceSample {
  key: string;
  fileName: string;
  pitchHz: number;
  syllablesPerSecond: number;
  speechSeconds: number;
}

/** jsonb columns read as objects and are written as JSON text. */
type Json<T> = ColumnType<T, string | undefined, string>;

// Type aliases, not interfaces: kysely's withTables() needs index-compatible types.
export type VoiceModelTable = {
  id: Generated<string>;
  name: string;
  display_name: string;
  description: string;
  gender: VoiceGender;
  tone: string;
  accent: string;
  /** BCP 47; with gender, how an engine without an entry in engine_voices picks a voice of its own. */
  language: string;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  /** Narration engine id → that engine's voice id. */
  engine_voices: Json<Record<string, string>>;
  /** The voice's own manner: factors on the engine voice (a deeper, slower voice; a custom voice's pitch and pace). */
  prosody: Json<Partial<Prosody>>;
  preview_text: string;
  /** The owner of a custom voice; null for the predefined voices everyone sees. */
  user_id: ColumnType<string | null, string | null | undefined, never>;
  sample: ColumnType<StoredVoiceSample | null, string | null | undefined, string | null>;
  position: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, never, never>;
};

export type VoiceModelTables = {
  voice_models: VoiceModelTable;
};

export type VoiceModelRow = Selectable<VoiceModelTable>;
export type NewVoiceModelRow = Insertable<VoiceModelTable>;
