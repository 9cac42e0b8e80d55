import type { Project } from '@reeltalk/contracts';

/** One voice of GET /api/voice-models (issue 5's API contract). */
export interface VoiceModel {
  _id: string;
  name: string;
  displayName: string;
  description: string;
  gender: 'female' | 'male';
  tone: string;
  accent: string;
  isDefault: boolean;
  preview_audio: { file: string | null; duration: number | null };
  /** The caller's own voice, tuned from a sample they sent earlier. */
  custom?: boolean;
}

export interface VoiceModelsAnswer {
  success: true;
  data: VoiceModel[];
  message: string;
}

/** project.voice_model_id as GET /api/projects/:id answers it: populated, a bare id, or none. */
type ProjectVoice = string | { _id: string; displayName?: string; name?: string } | null;

/** The project as this step reads it (the voice may arrive populated). */
export type VoiceProject = Omit<Project, 'voice_model_id'> & { voice_model_id: ProjectVoice };

export function projectVoiceId(project: Pick<VoiceProject, 'voice_model_id'>): string | null {
  const voice = project.voice_model_id;
  return typeof voice === 'string' ? voice : (voice?._id ?? null);
}

/**
 * Shown when the voices cannot be loaded, so the step still shows what it offers. They exist only on this page (the
 * server knows none of these ids), so they cannot be chosen or previewed.
 */
export const FALLBACK_VOICES: readonly VoiceModel[] = [
  {
    _id: 'fallback-narrator',
    name: 'narrator',
    displayName: 'Narrator',
    description: 'A clear, even voice for most books.',
    gender: 'female',
    tone: 'warm',
    accent: 'American',
    isDefault: true,
    preview_audio: { file: null, duration: null },
  },
  {
    _id: 'fallback-storyteller',
    name: 'storyteller',
    displayName: 'Storyteller',
    description: 'A deeper voice for fiction and drama.',
    gender: 'male',
    tone: 'deep',
    accent: 'British',
    isDefault: false,
    preview_audio: { file: null, duration: null },
  },
];
