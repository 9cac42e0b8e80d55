import { vi } from 'vitest';
import type * as WebKit from '@reeltalk/web-kit';

/**
 * Unit tests replace only web-kit's boundary to the network and the identity provider; everything else (store helpers,
 * UI primitives) stays real. Use as: vi.mock('@reeltalk/web-kit', () => mockedWebKit()).
 */
export async function mockedWebKit(): Promise<typeof WebKit> {
  const actual = await vi.importActual<typeof WebKit>('@reeltalk/web-kit');
  return {
    ...actual,
    useAuth: vi.fn(() => ({ initialized: true, user: null, ready: false })),
    api: {
      get: vi.fn(),
      post: vi.fn(),
      put: vi.fn(),
      patch: vi.fn(),
      delete: vi.fn(),
      upload: vi.fn(),
      stream: vi.fn(),
    },
    startAuth: vi.fn(async () => undefined),
    signInWithEmail: vi.fn(),
    signUpWithEmail: vi.fn(),
    sendVerificationEmail: vi.fn(async () => undefined),
    signInWithGoogle: vi.fn(),
    signInWithApple: vi.fn(),
    signOut: vi.fn(async () => undefined),
  };
}
