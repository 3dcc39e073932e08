// Work that runs on its own time (the jobs runner) is checked by reading until it says what the test
// expects, or giving up with what it last said.
export async function waitUntil<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`Still not as expected after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
