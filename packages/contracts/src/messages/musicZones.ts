export const MUSIC_ZONES_MESSAGES = {
  empty: 'Add music zones above',
  addZone: 'Add Music Zone',
  saveZone: 'Save Music Zone',
  cancelZone: 'Cancel',
  noSoundtrackPicked: 'Pick a soundtrack below for this zone first, or Cancel to close the editor.',
} as const;

/** Zones that overlap play crossfaded, so the music is never louder than one zone: the zone list says so. */
export function musicZoneOverlap(otherZones: string): string {
  return `Overlaps ${otherZones}: crossfaded, never louder than one zone`;
}

export function musicZonesLoadError(message: string): string {
  return `Error loading music zones: ${message}`;
}

export function musicZoneDeleteFailed(message: string): string {
  return `Failed to delete music zone: ${message}`;
}

export function musicZoneSaveFailed(message: string): string {
  return `Failed to save music zone: ${message}`;
}
