import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../testing/security/hostile-multipart.ts';
import { userWithProject } from '../../testing/security/user-fixture.ts';

/**
 * A form whose body ends in the middle of its file (a dropped connection, or on purpose) fails busboy's file stream
 * as well as the parser. Unheard, that error ended the process: one request took the bff down for everyone. Vitest
 * fails the run on such an uncaught error, so these tests fail while it happens, whatever the answer said.
 */
describe.each([
  ['/api/upload', 'file', 'script.txt'],
  ['/api/process-voice-emotion', 'customVoiceFile', 'voice.wav'],
])('%s with a body cut off mid-file', (path, field, fileName) => {
  const own = userWithProject();

  it('is refused with 400, stores nothing, and the bff keeps answering', async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const before = await own.state();
    const body = multipartBody(
      'cut',
      [
        { headers: ['Content-Disposition: form-data; name="projectId"'], content: encode(own.project) },
        {
          headers: [`Content-Disposition: form-data; name="${field}"; filename="${fileName}"`],
          content: encode('Chapter One\n\nThe lamp was lit.'),
        },
      ],
      false,
    );
    const answer = await fetch(`${own.bff.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${own.user.idToken}`, 'Content-Type': 'multipart/form-data; boundary=cut' },
      body,
    });
    expect(answer.status).toBe(400);
    expect(await own.state()).toEqual(before);
    expect((await fetch(`${own.bff.url}/api/health`)).status).toBe(200);
  });
});
