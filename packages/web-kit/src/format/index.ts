export { formatBytes } from './bytes.ts';
export { formatTime } from './time.ts';
