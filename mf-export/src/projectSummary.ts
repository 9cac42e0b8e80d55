import { durationSummary, segmentCount, type Project } from '@reeltalk/contracts';

export interface SummaryRow {
  key: 'voice' | 'duration' | 'music-zones' | 'emotions';
  label: string;
  value: string;
}

/** The export step's Project Summary: Voice, Duration, Music Zones, Emotions, in that order. */
export function projectSummary(project: Project): SummaryRow[] {
  const voice = project.voice_model_id;
  return [
    // A bare id names no voice of the catalogue, so the narration used the default one.
    { key: 'voice', label: 'Voice', value: voice && typeof voice === 'object' ? voice.displayName : 'Default' },
    { key: 'duration', label: 'Duration', value: durationSummary(project.audio_stems.vocal_duration ?? 0) },
    { key: 'music-zones', label: 'Music Zones', value: segmentCount(project.audio_stems.musicZones.length) },
    { key: 'emotions', label: 'Emotions', value: project.emotions.length > 0 ? project.emotions.join(', ') : 'None' },
  ];
}
