/**
 * Waiting in the power-cut tests: by condition, never by a fixed guess of how fast the shared
 * machine is. The deadlines are generous; they only turn a hang into a message.
 */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `done` every `everyMs` until it holds; fails naming `what` (and the last `detail`) after `timeoutMs`. */
export async function waitFor(
  what: string,
  done: () => boolean | Promise<boolean>,
  options: { readonly timeoutMs?: number; readonly everyMs?: number; readonly detail?: () => string | Promise<string> } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${options.detail ? `: ${await options.detail()}` : ''}`);
    await sleep(options.everyMs ?? 10);
  }
}
