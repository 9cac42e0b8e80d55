import { Worker } from 'node:worker_threads';

/** What one espeak-thread.mjs call takes: espeak's own settings and SSML text. */
interface EspeakJob {
  ssml: string;
  voice: string;
  rate: number;
  pitch: number;
  range: number;
}

/** What it gives back: 16-bit samples and, for each word espeak reported, its position and time. */
interface EspeakOutput {
  samples: Int16Array;
  sampleRate: number;
  /** `codePoint` counts code points of the SSML text from 0; `ms` is the time in the audio. */
  onsets: Array<{ codePoint: number; ms: number }>;
  /** Each phoneme espeak said (IPA) and the code point of the word it belongs to. */
  phonemes: Array<{ codePoint: number; phoneme: string }>;
}

type Reply = EspeakOutput | { error: string };

/**
 * Up to `size` worker threads, each with its own espeak, started when first needed. A thread runs one job at a time;
 * further jobs wait for a free one. Idle threads do not keep the process alive.
 */
export class EspeakThreads {
  private readonly idle: Worker[] = [];
  private readonly waiting: Array<(worker: Worker) => void> = [];
  private readonly alive = new Set<Worker>();
  private readonly jobs = new Map<
    Worker,
    { resolve: (output: EspeakOutput) => void; reject: (error: Error) => void }
  >();

  constructor(readonly size: number) {}

  async run(job: EspeakJob): Promise<EspeakOutput> {
    const worker = await this.acquire();
    worker.ref();
    try {
      return await new Promise<EspeakOutput>((resolve, reject) => {
        this.jobs.set(worker, { resolve, reject });
        worker.postMessage(job);
      });
    } finally {
      this.jobs.delete(worker);
      this.release(worker);
    }
  }

  /**
   * Starts the threads not running yet and runs `jobs` on each, one after another: a thread's first jobs cost far more
   * than later ones (espeak's voice data is loaded, its code compiled). Nothing to do when all are running.
   */
  async warmUp(jobs: EspeakJob[]): Promise<void> {
    if (this.alive.size >= this.size) return;
    // As many runs at once as there are threads: each takes a thread of its own, starting the missing ones.
    await Promise.all(
      Array.from({ length: this.size }, async () => {
        for (const job of jobs) await this.run(job);
      }),
    );
  }

  /** Threads running, busy or idle. */
  get running(): number {
    return this.alive.size;
  }

  /** Stops every thread (a job still running fails); a later job starts threads again. */
  async close(): Promise<void> {
    await Promise.all([...this.alive].map((worker) => worker.terminate()));
  }

  private acquire(): Promise<Worker> {
    const worker = this.idle.pop() ?? (this.alive.size < this.size ? this.spawn() : undefined);
    return worker ? Promise.resolve(worker) : new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(worker: Worker): void {
    if (!this.alive.has(worker)) return;
    const next = this.waiting.shift();
    if (next) {
      next(worker);
    } else {
      worker.unref();
      this.idle.push(worker);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./espeak-thread.mjs', import.meta.url));
    this.alive.add(worker);
    worker.on('message', (reply: Reply) => {
      const job = this.jobs.get(worker);
      if ('error' in reply) job?.reject(new Error(`espeak failed: ${reply.error}`));
      else job?.resolve(reply);
    });
    worker.on('error', (error) => {
      this.alive.delete(worker);
      this.jobs.get(worker)?.reject(error);
    });
    worker.on('exit', (code) => {
      this.alive.delete(worker);
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
      this.jobs.get(worker)?.reject(new Error(`The espeak thread stopped (exit code ${code}).`));
      // Whoever waits for a thread gets a new one in place of the lost one.
      const next = this.waiting.shift();
      if (next) next(this.spawn());
    });
    return worker;
  }
}
