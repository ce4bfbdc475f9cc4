/**
 * Polls the devices at a steady pace (ccTalk coin acceptors want a poll at least every 200 ms).
 * A poll never overlaps the previous one; a failing device is logged once per kind of failure
 * and polled again, so a cable pulled for a moment does not stop the cabinet.
 */
export class DeviceLoop {
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private lastError = '';

  constructor(
    private readonly poll: () => Promise<void>,
    private readonly intervalMs: number,
    private readonly report: (message: string) => void,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule();
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.poll()
        .then(() => {
          this.lastError = '';
        })
        .catch((error: Error) => {
          if (error.message !== this.lastError) this.report(`device poll failed: ${error.message}`);
          this.lastError = error.message;
        })
        .finally(() => this.schedule());
    }, this.intervalMs);
  }
}
