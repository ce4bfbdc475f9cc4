/**
 * When the coin acceptor may take coins. Its master inhibit is released only once the cabinet can
 * count what comes in: the acceptor has been set up since it last came up (identity, coin ids
 * checked, enables sent) and a 229 read after that set-up has been committed (the baseline of
 * its event counter). A coin taken before either would be written off as already credited.
 *
 * The release itself is recorded in the store before the command goes out (inhibitReleasedKey),
 * and cleared only once the acceptor has acknowledged the inhibit, so a power cut in between
 * errs on the side of "it may have been accepting": the coin intake then makes events found at
 * first contact a visible fault rather than silence.
 */
import type { CoinAcceptorLink } from '../../hardware/coin-acceptor/coin-acceptor-link';
import type { CabinetStore } from '../store/cabinet-store';
import { inhibitReleasedKey } from './coin-intake';

export class CoinGate {
  /** The set-up whose baseline 229 read is committed (0: none yet). */
  private baselineFor = 0;

  constructor(
    private readonly store: CabinetStore,
    private readonly acceptor: CoinAcceptorLink,
    /** The number of the acceptor's set-up in force, 0 while none is (CabinetDevices.coinAcceptorSetUp). */
    private readonly setUp: () => number,
    /** False while the boot check has locked the store: a locked cabinet writes nothing it need not. */
    private readonly mayWrite: () => boolean = () => true,
  ) {}

  /** Call before the poll's 229 read; pass the result to `read`. */
  beforeRead(): number {
    return this.setUp();
  }

  /** The poll's 229 read finished (`committed`: its result is in the store). */
  read(setUpBefore: number, committed: boolean): void {
    // Only a read begun after the set-up that is still in force counts as its baseline.
    if (committed && setUpBefore !== 0 && setUpBefore === this.setUp()) this.baselineFor = setUpBefore;
  }

  /** Whether the acceptor may take coins when the cabinet wants credit. */
  get ready(): boolean {
    const setUp = this.setUp();
    return setUp !== 0 && this.baselineFor === setUp;
  }

  /** Sends the master inhibit, keeping the stored "released" mark on the safe side of it. */
  async setAccepting(accept: boolean): Promise<void> {
    const key = inhibitReleasedKey(this.acceptor.deviceId);
    if (accept) this.mark(key, true);
    await this.acceptor.setMasterInhibit(accept);
    if (!accept) this.mark(key, false);
  }

  private mark(key: string, released: boolean): void {
    if (!this.mayWrite() || this.store.getSetting(key) === released) return;
    this.store.commit({ settings: [{ key, value: released }] });
  }
}
