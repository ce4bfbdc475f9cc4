/**
 * The web host's notes about input it refused (a socket closed for a bad frame, an upgrade
 * refused), at most one line per kind of note every interval: a client that sends nonsense all
 * day must not fill the cabinet's log. The lines held back are counted in the next one printed.
 */
export type HostLog = (message: string) => void;

export type QuietLog = (kind: string, message: string) => void;

export function quietLog(log: HostLog, intervalMs = 10_000, now: () => number = Date.now): QuietLog {
  const last = new Map<string, { at: number; held: number }>();
  return (kind, message) => {
    const seen = last.get(kind);
    const at = now();
    if (seen && at - seen.at < intervalMs) {
      seen.held += 1;
      return;
    }
    last.set(kind, { at, held: 0 });
    log(seen?.held ? `${message} (and ${seen.held} more like it since the last note)` : message);
  };
}
