import type { ScriptUnit } from '@reeltalk/contracts';

/** A script version as the editor's tests use it: a title, two chapters with their headings, takes 0 and 1. */
export const MOBY_SCRIPT: ScriptUnit[] = [
  { chapter: null, heading: true, text: 'Moby Dick', take: 0 },
  { chapter: 0, heading: true, text: 'Loomings', take: 0 },
  { chapter: 0, heading: false, text: 'Call me Ishmael. Some years ago.', take: 0 },
  { chapter: 0, heading: false, text: 'It is a way I have.', take: 1 },
  { chapter: 1, heading: true, text: 'The Carpet-Bag', take: 0 },
  { chapter: 1, heading: false, text: 'I stuffed a shirt or two.', take: 0 },
];
