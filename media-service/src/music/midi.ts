import tonejsMidi from '@tonejs/midi';
import type { Score } from './score.ts';

// The package is CommonJS: its named export arrives as a property of the default one under Node's ESM loader.
const { Midi } = tonejsMidi;

const VOLUME = 7;
const PAN = 10;
/**
 * Every note lets go this many ticks early (a 48th of a beat), so a note repeated on the next beat is never cut off
 * by its predecessor's note-off sharing its tick.
 */
const RELEASE_GAP_TICKS = 10;

/** The score as a Standard MIDI File: one track per part, its program, volume and pan set at the start. */
export function writeMidi(score: Score): Uint8Array {
  const midi = new Midi();
  midi.header.setTempo(score.tempo);
  const ticksPerBeat = midi.header.ppq;
  for (const part of score.parts) {
    const track = midi.addTrack();
    track.name = part.name;
    track.channel = part.channel;
    track.instrument.number = part.program;
    track.addCC({ number: VOLUME, value: part.volume, ticks: 0 });
    track.addCC({ number: PAN, value: part.pan, ticks: 0 });
    for (const note of part.notes) {
      track.addNote({
        midi: note.pitch,
        ticks: Math.round(note.beat * ticksPerBeat),
        durationTicks: Math.max(1, Math.round(note.beats * ticksPerBeat) - RELEASE_GAP_TICKS),
        velocity: Math.min(1, Math.max(0.05, note.velocity)),
      });
    }
  }
  return midi.toArray();
}
