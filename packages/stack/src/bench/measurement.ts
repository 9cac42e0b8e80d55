import type { StackConfig } from '../config.ts';

/** One printed figure, e.g. { label: 'mf-upload build', value: '1.2 s' }. */
export interface Figure {
  label: string;
  value: string;
}

/** A stack started for the benchmark from a fresh DATA_DIR on its own ports. */
export interface BenchStack {
  config: StackConfig;
  /** The shell's address. */
  url: string;
  /** Seconds from `npm start` to the "ReelTalk is running" line. */
  startSeconds: number;
}

export interface BenchContext {
  /** Starts the benchmark stack on first use (cold) and hands every later caller the same one. */
  stack(): Promise<BenchStack>;
}

/** A named measurement; bench.ts runs them in list order and prints their figures. */
export interface Measurement {
  name: string;
  run(context: BenchContext): Promise<Figure[]>;
}

export const seconds = (value: number): string => `${value.toFixed(2)} s`;
export const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
