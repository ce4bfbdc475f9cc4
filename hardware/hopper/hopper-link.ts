/**
 * What the cabinet needs from a coin hopper, in ccTalk hopper terms (header 167 dispense,
 * header 166 status). The emulator implements it today; the ccTalk driver will too.
 */
export interface HopperStatus {
  /** Coins still to pay in the current dispense. */
  readonly remaining: number;
  /** Coins paid in the current dispense so far. */
  readonly paid: number;
  /** Coins the hopper could not pay (empty or jammed) in the current dispense. */
  readonly unpaid: number;
}

export interface HopperLink {
  readonly deviceId: string;
  /** Starts paying `coins` coins; replaces any finished dispense. */
  dispense(coins: number): Promise<void>;
  status(): Promise<HopperStatus>;
}
