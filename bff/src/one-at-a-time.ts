/**
 * Work queued per key: work for one key runs one at a time in the order it was asked for, work for different keys
 * side by side. A failure ends only its own turn.
 */
export function oneAtATime(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const lastTurn = new Map<string, Promise<void>>();
  return (key, work) => {
    const mine = (lastTurn.get(key) ?? Promise.resolve()).then(work);
    const ended = mine.then(
      () => {},
      () => {},
    );
    lastTurn.set(key, ended);
    void ended.then(() => {
      if (lastTurn.get(key) === ended) lastTurn.delete(key);
    });
    return mine;
  };
}
