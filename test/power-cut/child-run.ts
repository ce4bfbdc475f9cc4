/**
 * A power-cut test's cabinet child as the test drives it: forked on a data folder in `play` or
 * `report` mode, its messages kept, its last words on stderr kept for a failure message.
 */
import { fork, type ChildProcess } from 'node:child_process';

export interface ChildRun {
  readonly child: ChildProcess;
  readonly said: Record<string, unknown>[];
  readonly exited: Promise<number | null>;
  stderr: string;
}

export function startChild(script: string, dataDir: string, mode: 'play' | 'report'): ChildRun {
  const child = fork(script, [dataDir, mode], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  const run: ChildRun = { child, said: [], stderr: '', exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
  child.on('message', (m) => run.said.push(m as Record<string, unknown>));
  child.stderr?.on('data', (chunk: Buffer) => {
    run.stderr = (run.stderr + chunk.toString()).slice(-4000);
  });
  return run;
}

export const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the child says `op` once more than it had (or it dies, or about 6 s pass). */
export async function nextSaid(run: ChildRun, op: string, polls = 3000): Promise<void> {
  const had = run.said.filter((m) => m.op === op).length;
  for (let i = 0; i < polls && run.said.filter((m) => m.op === op).length === had && run.child.exitCode === null; i += 1) await wait(2);
}
