import { useEffect, useRef, useState } from 'react';
import { COVER_SAVED_RELOAD_MS, saveChangesFailed } from '@reeltalk/contracts';
import { callFailure, useUpdateProjectMutation } from '@reeltalk/web-kit';
import { exportApi } from '../api.ts';
import { reloadPage } from './reloadPage.ts';

type SavePhase = 'editing' | 'saving' | 'saved';

interface CoverChanges {
  /** A new cover image, or null to keep the current one. */
  image: File | null;
  title: string;
}

/**
 * Saving the cover and title: the image first (when one was chosen), then the title; 'Saved!' and, a second later,
 * the page reloads so every screen shows the new cover. A failure alerts 'Failed to save changes: …' and the dialog
 * stays open with what was typed.
 */
export function useCoverSave(projectId: string, onSaved: () => void) {
  const [uploadCover] = exportApi.useUploadCoverMutation();
  const [updateProject] = useUpdateProjectMutation();
  const [phase, setPhase] = useState<SavePhase>('editing');
  const reload = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(reload.current), []);

  const save = async ({ image, title }: CoverChanges) => {
    setPhase('saving');
    try {
      if (image) await uploadCover({ projectId, image }).unwrap();
      await updateProject({
        id: projectId,
        changes: { 'videoInfo.video_title_caption': title.trim(), lastModified: new Date().toISOString() },
      }).unwrap();
    } catch (failure) {
      setPhase('editing');
      window.alert(saveChangesFailed(typeof failure === 'string' ? failure : callFailure(failure)));
      return;
    }
    setPhase('saved');
    reload.current = setTimeout(() => {
      onSaved();
      reloadPage();
    }, COVER_SAVED_RELOAD_MS);
  };

  return { phase, save };
}
