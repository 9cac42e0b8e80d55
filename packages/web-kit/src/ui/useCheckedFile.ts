import { useState } from 'react';
import { useFilePreview } from './useFilePreview.ts';

/**
 * A file the user chooses (an image for a cover or an avatar), checked before anything is sent: `problemOf` answers
 * what is wrong with it, or '' when nothing is. A file with a problem is not kept, and its problem is shown instead;
 * a kept one has a local preview address.
 */
export function useCheckedFile(problemOf: (file: File) => string) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const preview = useFilePreview(file);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const message = problemOf(chosen);
    setProblem(message);
    setFile(message ? null : chosen);
  };

  return { file, preview, problem, setProblem, choose };
}
