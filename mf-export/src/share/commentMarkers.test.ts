import { describe, expect, it } from 'vitest';
import { commentMarkers } from './commentMarkers.ts';
import { testComment } from '../../testing/share.ts';

describe('commentMarkers', () => {
  it('places a marker at each comment, labelled with its author and the start of its text', () => {
    const long = 'x'.repeat(70);
    expect(
      commentMarkers([
        testComment({ _id: '00000000-0000-4000-8000-0000000000e1', atSeconds: 12.5, name: 'Ann', text: 'Too loud' }),
        testComment({ _id: '00000000-0000-4000-8000-0000000000e2', atSeconds: 40, name: null, text: long }),
      ]),
    ).toEqual([
      { id: '00000000-0000-4000-8000-0000000000e1', seconds: 12.5, label: 'Ann: Too loud' },
      { id: '00000000-0000-4000-8000-0000000000e2', seconds: 40, label: `Anonymous listener: ${'x'.repeat(60)}...` },
    ]);
  });
});
