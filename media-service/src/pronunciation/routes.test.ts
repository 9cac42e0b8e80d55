import { NEUTRAL_PROSODY, PRONUNCIATION_MESSAGES } from '@reeltalk/contracts';
import { describe, expect, it } from 'vitest';
import { decodeWav } from '../audio/index.ts';
import { appWithStorage } from '../../testing/test-app.ts';

describe('POST /pronunciations/preview', () => {
  const started = appWithStorage();
  const preview = (body: object) =>
    started.app.request('/pronunciations/preview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ voice: 'en-us', prosody: NEUTRAL_PROSODY, term: 'Quayle', ...body }),
    });
  const seconds = async (response: Response) => {
    const { samples, sampleRate } = decodeWav(Buffer.from(await response.arrayBuffer()));
    return samples.length / sampleRate;
  };

  it('answers the term read as respelt, as a WAV', async () => {
    const response = await preview({ respelling: 'kwail' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(await seconds(response)).toBeGreaterThan(0.2);
  });

  it('reads IPA and names the symbols it cannot say', async () => {
    expect((await preview({ ipa: 'ˈkweɪl' })).status).toBe(200);
    const refused = await preview({ ipa: 'kʘeɪl' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain(PRONUNCIATION_MESSAGES.unknownIpa(['ʘ']));
  });

  it('refuses an unknown voice and a body with both a respelling and IPA', async () => {
    expect((await preview({ voice: 'nobody', respelling: 'kwail' })).status).toBe(400);
    expect((await preview({ respelling: 'kwail', ipa: 'kweɪl' })).status).toBe(400);
  });
});
