export const MUSIC_ZONES_MESSAGES = {
  empty: 'Add music zones above',
  addZone: 'Add Music Zone',
  saveZone: 'Save Music Zone',
} as const;

export function musicZonesLoadError(message: string): string {
  return `Error loading music zones: ${message}`;
}

export function musicZoneDeleteFailed(message: string): string {
  return `Failed to delete music zone: ${message}`;
}

export function musicZoneSaveFailed(message: string): string {
  return `Failed to save music zone: ${message}`;
}
