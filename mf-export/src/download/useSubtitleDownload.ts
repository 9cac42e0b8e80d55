import { useCallback } from 'react';
import { downloadFailed, type Project } from '@reeltalk/contracts';
import { callFailure, useAppDispatch } from '@reeltalk/web-kit';
import { exportApi } from '../api.ts';
import { EXPORT_TEXTS } from '../exportTexts.ts';
import { startDownload } from './startDownload.ts';

export type SubtitleFormat = 'srt' | 'vtt';

/**
 * The narration's subtitles, written with it (a cue per word, one at each chapter's start with its title): the SRT,
 * or the same as WebVTT. The key names the file, so each is saved like the audio, under the audiobook's title.
 */
export function subtitleKey(project: Pick<Project, 'source_document'>, format: SubtitleFormat): string | null {
  const document = project.source_document;
  return (format === 'srt' ? document?.transcript : document?.subtitles) ?? null;
}

/** Downloads the project's SRT or WebVTT subtitles, or alerts why it cannot. */
export function useSubtitleDownload(project: Project) {
  const dispatch = useAppDispatch();
  return useCallback(
    async (format: SubtitleFormat) => {
      const key = subtitleKey(project, format);
      if (!key) return window.alert(EXPORT_TEXTS.noSubtitles);
      const answer = await dispatch(exportApi.endpoints.getDownloadUrl.initiate(key));
      if (answer.error) return window.alert(downloadFailed(callFailure(answer.error)));
      startDownload(answer.data.url, answer.data.name);
    },
    [dispatch, project],
  );
}
