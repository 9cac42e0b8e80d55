import { audioTitleOf, type Project } from '@reeltalk/contracts';
import { exportAudio, type ExportAudio } from '../step/exportAudio.ts';
import { useSignedAddress } from '../step/useSignedAddress.ts';
import type { AudiobookPlayerProps } from './AudiobookPlayer.tsx';

type ProjectPlayerProps = Pick<
  AudiobookPlayerProps,
  'src' | 'loading' | 'error' | 'title' | 'coverUrl' | 'duration' | 'chapters'
>;

/**
 * What the player shows of a project, wherever it plays whole: the mix, else the narration (`audio` says which), its
 * cover and its one title. `coverError` says why the cover could not be had ('' while none).
 */
export function useProjectPlayer(project: Project): {
  audio: ExportAudio;
  player: ProjectPlayerProps;
  coverError: string;
} {
  const audio = exportAudio(project.audio_stems);
  const source = useSignedAddress(audio.key);
  const cover = useSignedAddress(project.videoInfo.cover_art);
  return {
    audio,
    player: {
      src: source.url,
      loading: source.loading,
      error: source.error,
      title: audioTitleOf(project),
      coverUrl: cover.url,
      duration: project.audio_stems.vocal_duration,
      chapters: project.audio_stems.chapters,
    },
    coverError: cover.error,
  };
}
