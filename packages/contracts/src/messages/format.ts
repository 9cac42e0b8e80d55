import { EXPORT_BITRATE_KBPS, SOUNDTRACK_TITLE_CHARS, STEP_BAR_NAME_CHARS } from '../limits.ts';

/** Cuts text to `max` characters followed by '...' when it is longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The project name in the step bar: 25 characters plus '...'. */
export function stepBarProjectName(name: string): string {
  return truncate(name, STEP_BAR_NAME_CHARS);
}

/** A soundtrack title in the list: 19 characters plus '...'. */
export function soundtrackTitle(title: string): string {
  return truncate(title, SOUNDTRACK_TITLE_CHARS);
}

function minutesAndSeconds(seconds: number): [number, string] {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return [Math.floor(whole / 60), String(whole % 60).padStart(2, '0')];
}

/** Player time display mm:ss. */
export function formatClock(seconds: number): string {
  const [minutes, rest] = minutesAndSeconds(seconds);
  return `${String(minutes).padStart(2, '0')}:${rest}`;
}

/**
 * A time typed as the player shows it, mm:ss (minutes may pass 59, as formatClock writes them), in seconds; null when
 * it is not one.
 */
export function parseClock(text: string): number | null {
  const found = /^\s*(\d{1,4}):([0-5]\d)\s*$/.exec(text);
  return found ? Number(found[1]) * 60 + Number(found[2]) : null;
}

/** Project summary duration: 'm:ss minutes', or 'Not available' when zero. */
export function durationSummary(seconds: number): string {
  const [minutes, rest] = minutesAndSeconds(seconds);
  return minutes === 0 && rest === '00' ? 'Not available' : `${minutes}:${rest} minutes`;
}

/** Project summary music zones: '{n} segment(s)'. */
export function segmentCount(count: number): string {
  return `${count} segment(s)`;
}

/** Project summary format: the file extension upper-cased, then ', 320kbps'. */
export function formatLabel(fileNameOrExtension: string): string {
  const extension = fileNameOrExtension.slice(fileNameOrExtension.lastIndexOf('.') + 1).toUpperCase();
  return `${extension}, ${EXPORT_BITRATE_KBPS}kbps`;
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** File size in Bytes, KB, MB or GB (two decimals at most). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  return `${parseFloat((bytes / 1024 ** unit).toFixed(2))} ${SIZE_UNITS[unit]}`;
}
