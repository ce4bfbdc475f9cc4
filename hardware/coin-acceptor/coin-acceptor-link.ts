/**
 * What the cabinet needs from a coin acceptor, in the terms of ccTalk header 229 ("read
 * buffered credit or error codes"). The emulator implements it in-process today; the ccTalk
 * driver implements it over serialport by sending header 229, so both enter credit through the
 * same code path (main/cabinet/coin-intake.ts).
 */
export interface BufferedCredit {
  /** Event counter: 0 only after a device reset, then 1..255 wrapping 255 → 1. */
  readonly counter: number;
  /**
   * Up to five [A, B] result pairs, NEWEST FIRST as header 229 returns them. A ≠ 0: a coin
   * accepted at coin position A (B = sorter path). A = 0: error code B.
   */
  readonly events: readonly (readonly [number, number])[];
}

export interface CoinAcceptorLink {
  readonly deviceId: string;
  readBufferedCredit(): Promise<BufferedCredit>;
  /** Header 228: true = accept coins, false = reject every coin. */
  setMasterInhibit(accept: boolean): Promise<void>;
}
