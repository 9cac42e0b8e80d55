/**
 * Starts `load(i)` for the next `ahead` indexes whenever index i is asked for, each once, so that reading in order
 * always finds the next ones on their way.
 */
export function readAhead<T>(
  count: number,
  ahead: number,
  load: (index: number) => Promise<T>,
): (index: number) => Promise<T> {
  const started = new Map<number, Promise<T>>();
  let next = 0;
  return (index) => {
    for (next = Math.max(next, index); next < Math.min(count, index + ahead); next++) {
      const loading = load(next);
      // Awaited when its turn comes; a join given up before then must not leave it unhandled.
      loading.catch(() => {});
      started.set(next, loading);
    }
    const loading = started.get(index) ?? load(index);
    started.delete(index);
    return loading;
  };
}
