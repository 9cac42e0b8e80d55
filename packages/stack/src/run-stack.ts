import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { readStackConfig, repoRoot } from './config.ts';
import { eachLine, exited, OutputTail } from './process.ts';
import { stopRecordedPieces } from './stack-file.ts';

export interface StartingStack {
  /** The address npm start prints for the shell once every piece answers; rejects with its output if it ends first. */
  ready: Promise<string>;
  /** Stops every piece, as Ctrl-C does, whether or not the stack got as far as running. */
  stop(): Promise<void>;
}

/** `npm start` with `env`, in a process group of its own. */
export function runStack(env: NodeJS.ProcessEnv): StartingStack {
  const output = new OutputTail(80);
  // Its own process group, so the whole stack can be signalled as Ctrl-C would signal it.
  const child = spawn('npm', ['start'], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const ready = new Promise<string>((resolve, reject) => {
    const onLine = (line: string) => {
      output.push(line);
      const running = /^ReelTalk is running at (\S+)$/.exec(stripVTControlCharacters(line));
      if (running) resolve(running[1]!);
    };
    eachLine(child.stdout!, onLine);
    eachLine(child.stderr!, onLine);
    void exited(child).then((code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
  // A caller may stop the stack without ever waiting for it.
  ready.catch(() => {});
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGINT');
      await exited(child);
    }
    // A piece restarted on its own (a test stopping and starting a remote) is in no process group of the stack's:
    // should the supervisor end before stopping it, it is stopped here from the stack file, as the next start would.
    await stopRecordedPieces(readStackConfig(env).dataDir);
  };
  return { ready, stop };
}
