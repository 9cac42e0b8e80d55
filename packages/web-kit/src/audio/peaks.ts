import { WAVEFORM_BARS_MAIN } from '@reeltalk/contracts';

type Json = unknown;

const isNumberArray = (value: Json): value is number[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'number' && Number.isFinite(item));

/** Loudness per bar from one of the shapes a peaks file can take: values, {min, max}, or audiowaveform's data. */
function barsOf(value: Json): number[] | null {
  if (isNumberArray(value)) return value.map(Math.abs);
  if (Array.isArray(value) && value.length > 0 && value.every(isNumberArray)) return barsOf(value[0]);
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, Json>;
  if (isNumberArray(record.max)) {
    const min = isNumberArray(record.min) ? record.min : [];
    return record.max.map((max, index) => Math.max(Math.abs(max), Math.abs(min[index] ?? 0)));
  }
  if (isNumberArray(record.data) && typeof record.bits === 'number') {
    // audiowaveform: interleaved min/max integers of `bits` bits
    const bars: number[] = [];
    for (let index = 0; index + 1 < record.data.length; index += 2) {
      bars.push(Math.max(Math.abs(record.data[index]!), Math.abs(record.data[index + 1]!)));
    }
    return bars;
  }
  return null;
}

/** The entry holding the main waveform: 'bars200' (else 'bars', 'peaks' or any 'bars{n}'), else the value itself. */
function mainEntry(json: Json, bars: number): Json {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  const record = json as Record<string, Json>;
  const key =
    [`bars${bars}`, 'bars', 'peaks'].find((name) => name in record) ??
    Object.keys(record).find((name) => /^bars\d+$/.test(name));
  return key ? record[key] : json;
}

/** Averages or repeats values so there are exactly `count`. */
function resample(values: readonly number[], count: number): number[] {
  return Array.from({ length: count }, (_, bar) => {
    const from = Math.floor((bar * values.length) / count);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * values.length) / count));
    let peak = 0;
    for (let index = from; index < to; index += 1) peak = Math.max(peak, values[index]!);
    return peak;
  });
}

/** The main waveform's bars (0 to 1, `bars` of them) from the precomputed peaks JSON; null when it has none. */
export function peaksFromJson(json: Json, bars = WAVEFORM_BARS_MAIN): number[] | null {
  const values = barsOf(mainEntry(json, bars));
  if (!values || values.length === 0) return null;
  const loudest = Math.max(...values);
  const scale = loudest > 1 ? loudest : 1;
  return resample(
    values.map((value) => value / scale),
    bars,
  );
}

/** The duration the peaks file states, when it does. */
export function peaksDuration(json: Json): number | null {
  const duration = (json as { duration?: unknown } | null)?.duration;
  return typeof duration === 'number' && duration > 0 ? duration : null;
}

/** Random bars shown when the waveform cannot be had, so the player keeps its shape. */
export function placeholderPeaks(bars = WAVEFORM_BARS_MAIN, random: () => number = Math.random): number[] {
  return Array.from({ length: bars }, () => 0.15 + random() * 0.7);
}
