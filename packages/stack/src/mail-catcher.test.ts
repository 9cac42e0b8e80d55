import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';

let catcher: MailCatcher | undefined;
afterEach(async () => {
  await catcher?.stop();
  catcher = undefined;
});

const start = async () => (catcher = await startMailCatcher({ host: '127.0.0.1', smtpPort: 0, pagePort: 0 }));

describe('mail catcher', () => {
  it('keeps what nodemailer sends and shows it as JSON and on its page, escaped', async () => {
    const { smtpUrl, pageUrl } = await start();
    const transport = nodemailer.createTransport(smtpUrl);
    await transport.sendMail({
      from: 'ReelTalk <no-reply@reeltalk.example>',
      to: ['ada@example.com', 'bob@example.com'],
      subject: 'Listen to <My Book>',
      text: 'Open https://example.com/share-view?pId=1',
    });

    const listed = (await (await fetch(`${pageUrl}/api/messages`)).json()) as Array<Record<string, unknown>>;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      from: 'no-reply@reeltalk.example',
      to: ['ada@example.com', 'bob@example.com'],
      subject: 'Listen to <My Book>',
    });
    expect(listed[0]!.text).toContain('share-view?pId=1');

    const html = await (await fetch(pageUrl)).text();
    expect(html).toContain('Listen to &lt;My Book&gt;');
    expect(html).not.toContain('<My Book>');
  });

  it('lists the newest first and forgets everything on DELETE', async () => {
    const { smtpUrl, pageUrl } = await start();
    const transport = nodemailer.createTransport(smtpUrl);
    for (const subject of ['first', 'second']) {
      await transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject, text: subject });
    }
    expect(catcher!.messages().map((m) => m.subject)).toEqual(['second', 'first']);

    expect((await fetch(`${pageUrl}/api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(catcher!.messages()).toEqual([]);
    expect((await fetch(`${pageUrl}/elsewhere`)).status).toBe(404);
  });
});
