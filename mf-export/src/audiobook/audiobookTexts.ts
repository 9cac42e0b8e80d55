import type { AcxFileReport } from '@reeltalk/contracts';

/** The export step's words for the audiobook formats (the formats' names are the contracts'). */
export const AUDIOBOOK_TEXTS = {
  group: 'Audiobook formats',
  make: 'Make',
  download: 'Download',
  tryAgain: 'Try again',
  updating: 'Updating the mix with your latest changes...',
  mono: 'Mono',
  stereo: 'Stereo',
  channels: 'Channels',
  sampleStart: 'Retail sample starts at (seconds)',
  sampleSeconds: 'Retail sample length (seconds)',
  sampleHint: 'Up to 5 minutes; the sample plays from here in the store.',
  reportTitle: 'ACX check',
  reportPass: 'Every file meets ACX’s rules.',
  reportFail: 'Some files do not meet ACX’s rules yet: see what to change below.',
  file: 'File',
  rms: 'RMS',
  peak: 'Peak',
  noiseFloor: 'Noise floor',
  length: 'Length',
  result: 'Result',
  pass: 'Pass',
  fail: 'Fail',
} as const;

/** '12 MB', '830 KB': a size as people read it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${Math.round(bytes / 1e6)} MB`;
  return `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}

/** An estimate as the choices show it. */
export const aboutSize = (bytes: number): string => `about ${sizeText(bytes)}`;

/** '1:05' of 65.2 seconds. */
export function clockText(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Decibels to one decimal, as ACX writes them. */
export const dbText = (value: number): string => `${value.toFixed(1)} dB`;

/** The failing checks of a file, each with what to change. */
export const failures = (file: AcxFileReport) => file.checks.filter((check) => !check.pass);
