import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCheckedFile } from './useCheckedFile.ts';

const TOO_BIG = 'Images must be 5 MB or smaller.';
const problemOf = (file: File) => (file.size > 4 ? TOO_BIG : '');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useCheckedFile', () => {
  it('keeps and previews a file without a problem, drops a refused one for its problem, and ignores no choice', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chosen');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { result } = renderHook(() => useCheckedFile(problemOf));
    const good = new File(['abc'], 'cover.png', { type: 'image/png' });

    act(() => result.current.choose(good));
    expect(result.current).toMatchObject({ file: good, preview: 'blob:chosen', problem: '' });

    act(() => result.current.choose(new File(['too large'], 'big.png', { type: 'image/png' })));
    expect(result.current).toMatchObject({ file: null, preview: null, problem: TOO_BIG });
    expect(revoke).toHaveBeenCalledWith('blob:chosen');

    act(() => result.current.choose(undefined));
    expect(result.current.problem).toBe(TOO_BIG);
  });
});
