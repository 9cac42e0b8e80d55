export { decodeAudio, encodeAudio, encodeAudioFiles } from './encode.ts';
export {
  audioFrameOffsets,
  bufferBytes,
  fileBytes,
  joinedFrameCount,
  joinMp3Parts,
  leadingSamples,
  mp3FrameSamples,
  writeMp3Frames,
  type Mp3Bytes,
  type Mp3Part,
} from './mp3-join.ts';
export { FfmpegError, ffmpegVersion } from './ffmpeg.ts';
export { decibels, frameEnergies } from './frames.ts';
export { peakEnvelope, PeaksBuilder, type PeakEnvelope, type WaveformPeaks } from './peaks.ts';
export { chapteredCues, srtCues, webVttCues } from './srt.ts';
export { decodeWav, encodeWav, wavData, wavHeader } from './wav.ts';
