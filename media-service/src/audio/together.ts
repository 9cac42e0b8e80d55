/**
 * Runs tasks side by side, each given a signal that aborts when `signal` does or when another task fails; settles
 * only once every task has (so a caller cleaning up after a failure never races a process still writing), with the
 * first failure or every result.
 */
export async function allOrNone<T>(
  tasks: Array<(signal: AbortSignal) => Promise<T>>,
  signal?: AbortSignal,
): Promise<T[]> {
  const together = new AbortController();
  const abort = () => together.abort(signal?.reason);
  signal?.addEventListener('abort', abort, { once: true });
  const failures: unknown[] = [];
  const settled = await Promise.allSettled(
    tasks.map((task) =>
      task(together.signal).catch((error: unknown) => {
        failures.push(error);
        together.abort(error);
        throw error;
      }),
    ),
  ).finally(() => signal?.removeEventListener('abort', abort));
  if (failures.length > 0) throw failures[0];
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
}
