// Waits for something another process does (a message heard, a reconnection), with a deadline that names
// what was awaited when it fails.
export async function until(what: string, check: () => boolean | Promise<boolean>, withinMs = 10_000, everyMs = 25): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
