/**
 * The web host fuzz's bookkeeping: what was sent and what came back, over all lanes (FuzzTally),
 * and one lane's own seeded source and share of the frames (Lane). Each lane draws from its own
 * seed in its own order, so the frames a lane sends do not depend on how the lanes interleave:
 * a failure names its lane, and the lane's frames replay from the seed.
 */
import { seededRandom } from '../../hardware/cctalk/test-random';
import { FrameTally, type Rnd } from './fuzz-kit';
import type { RawScreenSocket } from './ws-raw-client';
import type { UnitSource } from './ws-fuzz-units';

export class FuzzTally {
  readonly tally = new FrameTally();
  frames = 0;
  wireFrames = 0;
  accidental = 0;
  slowWrites = 0;
  socketsOpened = 0;
  refusals = 0;
  pongs = 0;
  views = 0;
  /** "kind: close code" → sockets the host closed so. */
  readonly closes: Record<string, number> = {};
  /** HTTP status (or "closed") → bad upgrades refused so. */
  readonly upgradesRefused: Record<string, number> = {};
  readonly failures: string[] = [];
  failureCount = 0;
  /** How the cabinet process ended during the fuzz; null while it runs. */
  cabinetExit: string | null = null;

  fail(message: string): void {
    this.failureCount += 1;
    if (this.failures.length < 30) this.failures.push(message);
  }

  bump(table: Record<string, number>, key: string): void {
    table[key] = (table[key] ?? 0) + 1;
  }

  /** Adds what the host sent on a socket that is done with. */
  settle(socket: RawScreenSocket): void {
    this.refusals += socket.refusals;
    this.pongs += socket.pongs;
    this.views += socket.views;
    for (const odd of socket.odd) this.fail(`the host sent something other than a refusal: ${odd}`);
  }
}

export class Lane {
  frames = 0;
  readonly rnd: Rnd;
  readonly source: UnitSource;
  private nextId = 1;

  constructor(
    readonly all: FuzzTally,
    readonly name: string,
    seed: number,
    readonly quota: number,
    readonly port: number,
    readonly token: string,
  ) {
    this.rnd = seededRandom(seed);
    this.source = { rnd: this.rnd, nextId: () => this.nextId++, accidental: () => void (all.accidental += 1) };
  }

  get done(): boolean {
    return this.frames >= this.quota || this.all.cabinetExit !== null;
  }

  count(kind: string, wireFrames = 1): void {
    this.frames += 1;
    this.all.tally.add(kind);
    this.all.frames += 1;
    this.all.wireFrames += wireFrames;
  }

  fail(message: string): void {
    this.all.fail(`${this.name}: ${message}`);
  }
}
