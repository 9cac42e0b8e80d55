export { decodeAudio, encodeAudio, encodeAudioFiles } from './encode.ts';
export { FfmpegError, ffmpegVersion } from './ffmpeg.ts';
export { decibels, frameEnergies } from './frames.ts';
export { PeaksBuilder, type WaveformPeaks } from './peaks.ts';
export { writeSrt } from './srt.ts';
export { decodeWav, encodeWav } from './wav.ts';
