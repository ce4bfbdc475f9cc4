/**
 * A progress bar on stderr (never stdout: `--format json` output must stay clean). Shown when
 * stderr is a terminal, or when --progress asks for it; on a terminal it redraws one line,
 * elsewhere it prints a line at most every few seconds.
 */
export interface ProgressSink {
  readonly isTTY?: boolean;
  write(text: string): boolean;
}

const BAR_WIDTH = 30;

function compact(n: number): string {
  if (n >= 1e9) return `${(n / 1e9).toFixed(2)} G`;
  if (n >= 1e6) return `${(n / 1e6).toFixed(2)} M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)} k`;
  return String(Math.round(n));
}

export class ProgressBar {
  private readonly started = Date.now();
  private lastDraw = 0;
  private drawn = false;

  constructor(
    private readonly sink: ProgressSink,
    private readonly enabled: boolean,
    private readonly label: string,
    private readonly unit: string,
  ) {}

  /** `total` null: unknown yet (a precision run before its first checkpoint). */
  update(done: number, total: number | null, extra = ''): void {
    if (!this.enabled) return;
    const now = Date.now();
    const tty = this.sink.isTTY === true;
    if (now - this.lastDraw < (tty ? 100 : 2000)) return;
    this.lastDraw = now;
    const fraction = total === null || total <= 0 ? 0 : Math.min(1, done / total);
    const filled = Math.round(fraction * BAR_WIDTH);
    const seconds = (now - this.started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const text =
      `${this.label} [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ` +
      `${total === null ? '  ?  ' : `${(fraction * 100).toFixed(1)} %`} ${compact(done)}${total === null ? '' : ` / ${compact(total)}`} ${this.unit}, ` +
      `${compact(rate)} ${this.unit}/s${extra === '' ? '' : `, ${extra}`}`;
    this.sink.write(tty ? `\r${text}\u001b[K` : `${text}\n`);
    this.drawn = true;
  }

  finish(): void {
    if (this.enabled && this.drawn && this.sink.isTTY === true) this.sink.write('\n');
  }
}
