import sharp from 'sharp';
import type { TestUser } from './harness.ts';

/** Uploads a small green PNG as the user's avatar, as the account page does; answers the status. */
export async function uploadAvatar(url: string, user: TestUser): Promise<number> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: 'green' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('avatar', new File([png], 'me.png', { type: 'image/png' }));
  const answer = await fetch(`${url}/api/users/avatar`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.idToken}` },
    body: form,
  });
  return answer.status;
}
