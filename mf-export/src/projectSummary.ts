import { durationSummary, narratedEmotions, projectVoiceName, segmentCount, type Project } from '@reeltalk/contracts';

export interface SummaryRow {
  key: 'voice' | 'duration' | 'music-zones' | 'emotions';
  label: string;
  value: string;
}

/** What a summary tells: the owner's project and a share's details (the shared page) both have these. */
interface SummaryDetails {
  voice: string;
  duration: number | null;
  musicZoneCount: number;
  emotions: readonly string[];
}

/** Project Summary: Voice, Duration, Music Zones, Emotions, in that order. */
export function summaryRows({ voice, duration, musicZoneCount, emotions }: SummaryDetails): SummaryRow[] {
  return [
    { key: 'voice', label: 'Voice', value: voice },
    { key: 'duration', label: 'Duration', value: durationSummary(duration ?? 0) },
    { key: 'music-zones', label: 'Music Zones', value: segmentCount(musicZoneCount) },
    { key: 'emotions', label: 'Emotions', value: emotions.length > 0 ? emotions.join(', ') : 'None' },
  ];
}

/** The export step's Project Summary. */
export function projectSummary(project: Project): SummaryRow[] {
  return summaryRows({
    voice: projectVoiceName(project),
    duration: project.audio_stems.vocal_duration,
    musicZoneCount: project.audio_stems.musicZones.length,
    emotions: narratedEmotions(project),
  });
}
