/** The code and text of a thrown value (Firebase errors carry `code` like 'auth/popup-blocked'). */
interface ErrorParts {
  code: string;
  message: string;
}

// Some wrappers drop `code` but keep Firebase's text 'Firebase: Error (auth/user-disabled).'
const CODE_IN_TEXT = /\((auth\/[a-z0-9-]+)\)/;

export function errorParts(error: unknown): ErrorParts {
  if (typeof error === 'string') return { code: CODE_IN_TEXT.exec(error)?.[1] ?? '', message: error };
  if (typeof error !== 'object' || error === null) return { code: '', message: '' };
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  return { code: typeof code === 'string' && code !== '' ? code : (CODE_IN_TEXT.exec(text)?.[1] ?? ''), message: text };
}
