import { describe, expect, it } from 'vitest';
import { followsOn, partAt, partSpan, planBuffer, readyEnd } from './partWindow.ts';
import { manifestOf } from '../../../testing/progressiveFixture.ts';

const manifest = manifestOf();

describe('part timing', () => {
  it("starts a part at its first frame less the encoder's delay, so the first part starts before 0", () => {
    expect(partSpan(manifest, 0)).toEqual({ start: -0.05, end: 1.95 });
    expect(partSpan(manifest, 1)).toEqual({ start: 1.95, end: 4.95 });
    expect(partSpan(manifest, 3)).toEqual({ start: 5.95, end: 9.95 });
  });

  it('ends the ready narration with its last part', () => {
    expect(readyEnd(manifest)).toBe(9.95);
    expect(readyEnd(manifestOf({ parts: manifest.parts.slice(0, 2) }))).toBe(4.95);
    expect(readyEnd(manifestOf({ parts: [] }))).toBe(0);
  });

  it('finds the part holding a time; a boundary belongs to the part it starts', () => {
    expect(partAt(manifest, 0)).toBe(0);
    expect(partAt(manifest, 1.949)).toBe(0);
    expect(partAt(manifest, 1.95)).toBe(1);
    expect(partAt(manifest, 6)).toBe(3);
    expect(partAt(manifest, 42)).toBe(3);
    expect(partAt(manifestOf({ parts: [] }), 0)).toBe(-1);
  });
});

describe('planBuffer', () => {
  it('appends the part playing first, then the next two in order', () => {
    expect(planBuffer(manifest, 0, new Set())).toEqual({ append: 0, remove: [] });
    expect(planBuffer(manifest, 0, new Set([0]))).toEqual({ append: 1, remove: [] });
    expect(planBuffer(manifest, 0, new Set([0, 1]))).toEqual({ append: 2, remove: [] });
    expect(planBuffer(manifest, 0, new Set([0, 1, 2]))).toEqual({ append: null, remove: [] });
  });

  it('removes the parts behind the one playing once it has moved on', () => {
    expect(planBuffer(manifest, 2, new Set([0, 1, 2]))).toEqual({ append: 3, remove: [0] });
  });

  it('after a seek back, appends the part holding the new time and removes what lies beyond the window', () => {
    expect(planBuffer(manifest, 0.5, new Set([2, 3]))).toEqual({ append: 0, remove: [3] });
  });

  it('waits at the end of the ready parts with nothing to do until another is published', () => {
    const two = manifestOf({ parts: manifest.parts.slice(0, 2) });
    expect(planBuffer(two, 4.95, new Set([1]))).toEqual({ append: null, remove: [] });
    expect(planBuffer(manifest, 4.95, new Set([1]))).toEqual({ append: 2, remove: [1] });
  });

  it('has nothing to do without parts', () => {
    expect(planBuffer(manifestOf({ parts: [] }), 0, new Set())).toEqual({ append: null, remove: [] });
  });
});

describe('followsOn', () => {
  it('goes on without a new offset only right after the part appended last', () => {
    expect(followsOn(0, 1)).toBe(true);
    expect(followsOn(null, 0)).toBe(false);
    expect(followsOn(0, 2)).toBe(false);
    expect(followsOn(2, 1)).toBe(false);
  });
});
