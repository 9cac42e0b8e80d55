import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isAlive } from './process.ts';
import { readStackFile, startPiece, stopPiece, stopRecordedPieces, writeStackFile } from './stack-file.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const dataDir of dirs.splice(0)) {
    await stopRecordedPieces(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A stack file describing one small HTTP server, as `npm start` writes it, with the piece not running. */
async function stackWithOnePiece(): Promise<{ dataDir: string; url: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reeltalk-stack-'));
  dirs.push(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = `require('node:http').createServer((q, s) => s.end(process.env.GREETING)).listen(${port}, '127.0.0.1')`;
  writeStackFile(dataDir, {
    url,
    supervisorPid: process.pid,
    startedAt: new Date().toISOString(),
    pieces: [
      {
        name: 'mf-upload',
        pid: 999_999_999,
        port,
        url,
        healthUrl: `${url}/`,
        command: [process.execPath, '-e', server],
        cwd: dataDir,
        env: { GREETING: 'hello from mf-upload' },
      },
    ],
  });
  return { dataDir, url };
}

describe('startPiece and stopPiece', () => {
  it('restart a recorded piece with its command and environment, and stop it again', async () => {
    const { dataDir, url } = await stackWithOnePiece();

    const started = await startPiece('mf-upload', { dataDir });
    expect(await (await fetch(url)).text()).toBe('hello from mf-upload');
    expect(readStackFile(dataDir).pieces[0]?.pid).toBe(started.pid);

    await stopPiece('mf-upload', { dataDir });
    expect(isAlive(started.pid)).toBe(false);
    await expect(fetch(url)).rejects.toThrow();

    const again = await startPiece('mf-upload', { dataDir });
    expect(again.pid).not.toBe(started.pid);
    expect((await fetch(url)).status).toBe(200);
  });

  it('can kill a piece outright, the way a crash would', async () => {
    const { dataDir } = await stackWithOnePiece();
    const started = await startPiece('mf-upload', { dataDir });
    await stopPiece('mf-upload', { dataDir, signal: 'SIGKILL' });
    expect(isAlive(started.pid)).toBe(false);
  });

  it('does not start a second copy of a running piece', async () => {
    const { dataDir } = await stackWithOnePiece();
    const first = await startPiece('mf-upload', { dataDir });
    const second = await startPiece('mf-upload', { dataDir });
    expect(second.pid).toBe(first.pid);
  });

  it('names the pieces there are when asked for one that is not', async () => {
    const { dataDir } = await stackWithOnePiece();
    await expect(stopPiece('mf-nothing', { dataDir })).rejects.toThrow(/no piece "mf-nothing".*mf-upload/);
  });
});
