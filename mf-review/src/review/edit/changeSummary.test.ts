import type { ScriptUnit } from '@reeltalk/contracts';
import { describe, expect, it } from 'vitest';
import { changeSummary } from './changeSummary.ts';

const unit = (text: string, take = 0): ScriptUnit => ({ chapter: 0, heading: false, text, take });

describe('changeSummary', () => {
  it('counts spoken units whose text or take is new', () => {
    const before = [unit('One.'), unit('Two.'), unit('Three.')];
    expect(changeSummary(before, [unit('One.'), unit('Two!'), unit('Three.')])).toEqual({ changed: 1, unchanged: 2 });
    expect(changeSummary(before, [unit('One.'), unit('Two.', 1), unit('Three.'), unit('* * *')])).toEqual({
      changed: 1,
      unchanged: 2,
    });
    expect(changeSummary(before, [unit('Three.'), unit('One.')])).toEqual({ changed: 0, unchanged: 2 });
  });
});
