export {
  concatAudio,
  decodeAudio,
  encodeAudio,
  encodeAudioFile,
  encodeAudioFiles,
  encodeMp3,
  type AudioFileOutput,
  type AudioFormat,
  type AudioPiece,
  type EncodeOptions,
  type PcmSource,
} from './encode.ts';
export { FfmpegError } from './ffmpeg.ts';
export { silence } from './pcm.ts';
export { computePeaks, PeaksBuilder, type PeakLevel, type PeaksOptions, type WaveformPeaks } from './peaks.ts';
export { srtCues, srtTimestamp, writeSrt, type SubtitleWord } from './srt.ts';
export { decodeWav, encodeWav, WavError } from './wav.ts';
