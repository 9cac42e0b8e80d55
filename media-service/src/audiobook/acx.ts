import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { acxOptionsSchema, type AcxFileReport, type AcxReport } from '@reeltalk/contracts';
import yazl from 'yazl';
import { acxChecks } from './acx-checks.ts';
import { acxFilePlan, type AcxFilePlan } from './acx-files.ts';
import { masterForAcx, measureAudioFile } from './acx-master.ts';
import { readMp3Stream } from './acx-mp3.ts';
import type { AudiobookFormatBuilder, AudiobookSources } from './format-builder.ts';

/** The report's name beside the files in the ZIP. */
export const ACX_REPORT_FILE = 'ACX Report.json';

/** The ID3 tag of one file: its own title, the book as its album, the author, its place in the book. */
function fileTags({ tags }: AudiobookSources, plan: AcxFilePlan, track: number, tracks: number) {
  return {
    title: plan.title,
    album: tags.title,
    ...(tags.artist ? { artist: tags.artist, album_artist: tags.artist } : {}),
    ...(tags.narrator ? { composer: tags.narrator } : {}),
    ...(tags.year ? { date: tags.year } : {}),
    ...(tags.genre ? { genre: tags.genre } : {}),
    ...(plan.role === 'retail-sample' ? {} : { track: `${track}/${tracks}` }),
  };
}

/** Masters one planned file into `output` and measures the encoded file back. */
async function buildFile(
  sources: AudiobookSources,
  plan: AcxFilePlan,
  file: { output: string; scratch: string; channels: 1 | 2; tags: Record<string, string> },
): Promise<AcxFileReport> {
  const { ffmpegPath, signal } = sources;
  const { output, scratch, channels, tags } = file;
  let source: { file: string; start?: number; end?: number };
  if ('credits' in plan.source) {
    const spoken = `${scratch}.wav`;
    await sources.speak(plan.source.credits, spoken);
    source = { file: spoken };
  } else {
    source = { file: sources.mixWavPath, ...plan.source.mix };
  }
  try {
    await masterForAcx(source, { ffmpegPath, channels, output, scratch: `${scratch}.f32`, tags, signal });
  } finally {
    if ('credits' in plan.source) await rm(source.file, { force: true });
  }
  const stream = await readMp3Stream(output);
  const levels = await measureAudioFile(ffmpegPath, output, stream.channels, signal);
  const measured = {
    role: plan.role,
    seconds: levels.seconds,
    rmsDb: levels.rmsDb,
    peakDb: levels.peakDb,
    noiseFloorDb: levels.noiseFloorDb,
    sampleRate: stream.sampleRate,
    bitRatesKbps: stream.bitRatesKbps,
    channels: stream.channels,
    headRoomToneSeconds: levels.headQuietSeconds,
    tailRoomToneSeconds: levels.tailQuietSeconds,
  };
  const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
  return {
    file: plan.file,
    role: plan.role,
    title: plan.title,
    seconds: round(measured.seconds, 3),
    rmsDb: round(measured.rmsDb, 2),
    peakDb: round(measured.peakDb, 2),
    noiseFloorDb: round(measured.noiseFloorDb, 2),
    sampleRate: measured.sampleRate,
    // The highest a frame uses: a variable bit rate shows in the check.
    bitRateKbps: measured.bitRatesKbps.at(-1) ?? 0,
    channels: measured.channels,
    headRoomToneSeconds: round(measured.headRoomToneSeconds, 3),
    tailRoomToneSeconds: round(measured.tailRoomToneSeconds, 3),
    checks: acxChecks(measured),
  };
}

/** The files and the report into a ZIP: the MP3s stored as they are (they do not compress), the report deflated. */
async function writeZip(files: Array<{ name: string; path: string }>, report: AcxReport, output: string) {
  const zip = new yazl.ZipFile();
  for (const file of files) zip.addFile(file.path, file.name, { compress: false });
  zip.addBuffer(Buffer.from(`${JSON.stringify(report, null, 2)}\n`), ACX_REPORT_FILE);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(output));
}

/**
 * The ACX (Audible) package: opening credits, one MP3 per chapter (a chapter over two hours in parts), closing
 * credits and a retail sample, each mastered to ACX's rules and measured back after encoding, in a ZIP with the
 * report of every file.
 */
export const acxBuilder: AudiobookFormatBuilder = {
  format: 'acx',
  extension: 'zip',
  version: 'acx-1',
  async build(sources) {
    const { signal, workDir } = sources;
    const dir = path.join(workDir, 'acx');
    await mkdir(dir, { recursive: true });
    const plans = acxFilePlan(sources);
    const tracks = plans.filter((plan) => plan.role !== 'retail-sample').length;
    const channels = acxOptionsSchema.parse(sources.acx).stereo ? 2 : 1;
    const files: Array<{ name: string; path: string }> = [];
    const reports: AcxFileReport[] = [];
    const zipPath = path.join(workDir, 'acx.zip');
    try {
      for (const [index, plan] of plans.entries()) {
        await sources.progress(`Mastering ${plan.file}`, index / plans.length);
        signal.throwIfAborted();
        const output = path.join(dir, `${index}.mp3`);
        const scratch = path.join(dir, `${index}-scratch`);
        const tags = fileTags(sources, plan, index + 1, tracks);
        reports.push(await buildFile(sources, plan, { output, scratch, channels, tags }));
        files.push({ name: plan.file, path: output });
      }
      signal.throwIfAborted();
      const report: AcxReport = {
        pass: reports.every((file) => file.checks.every((check) => check.pass)),
        files: reports,
      };
      await writeZip(files, report, zipPath);
      await sources.progress('ACX package ready', 1);
      return { path: zipPath, contentType: 'application/zip', report };
    } catch (error) {
      await rm(zipPath, { force: true });
      throw error;
    } finally {
      // Only this build's own folder: the work folder is the job's.
      await rm(dir, { recursive: true, force: true });
    }
  },
};
