/** How the app draws a narration's waveform with wavesurfer: rounded bars, violet, the played part darker. */
export const WAVEFORM_LOOK = {
  barWidth: 3,
  barGap: 2,
  barRadius: 2,
  cursorWidth: 2,
  waveColor: '#c4b5fd',
  progressColor: '#6d28d9',
  cursorColor: '#4c1d95',
} as const;
