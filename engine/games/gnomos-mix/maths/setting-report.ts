import { LOWER_BETS_CENTS, type LowerBetCents } from '../bets';
import { BONUS_VALUE_CENTS } from '../paytable';
import { tuningForLevel } from '../tuning/level-table';
import { UPPER_BET_IDS, upperBet, type UpperBetId } from '../upper/bets';
import { machineCashReturn } from './cash-return';
import { LC, lowerRoundValue } from './lower-model';
import { AUTO_CHOICES, GNOMOS_POLICIES, type GnomosPolicy, type LowerChoices } from './policy';
import { UC, upperRoundValue } from './upper-model';

/**
 * What `npm run par -- gnomos-mix --setting N` prints for the operator's setting N (the tuning
 * level N):
 *
 * - the cash return of the whole machine (cash-return.ts) at every pairing of a lower and an
 *   upper bet, for four players: the reference player the setting holds for, AUTO-RISK, and
 *   the lowest and highest returns a player's choices can make. A reference figure more than
 *   0.5 points from N is flagged (GAMES.md);
 * - what a bonus returns in cash when spent upstairs, beside the 0.80 € every bonus used to be
 *   valued at, and the old valued return, so the difference is visible;
 * - each game and bet alone: its cash and bonuses per round, the parts of its return at face
 *   value, how often it returns anything and how often each feature comes.
 */
export const SETTING_TOLERANCE_PERCENT = 0.5;

export interface ReportFigure {
  readonly id: string;
  readonly name: string;
  /** Percent of the stake (returns) or of rounds (frequencies); per round for counts. */
  readonly value: number;
}

export interface GameBetFigures {
  readonly game: 'lower' | 'upper';
  /** The bet: cents for the lower game ('20'), the id for the upper game ('0.20+1'). */
  readonly bet: string;
  readonly stakeText: string;
  readonly policy: GnomosPolicy;
  /** The game alone, bonuses at 0.80 € on both sides (not the setting: see `machine`). */
  readonly rtpPercent: number;
  /** Cash paid per round, percent of the cash staked. */
  readonly cashPercent: number;
  /** Bonuses won per round. */
  readonly bonusesPerRound: number;
  /** Parts of the return, percent of the stake; they add up to the total. */
  readonly components: readonly ReportFigure[];
  /** The total split into cash and bonuses, percent of the stake. */
  readonly split: readonly ReportFigure[];
  /** Percent of rounds that return anything (cash or bonuses). */
  readonly hitFrequencyPercent: number;
  /** How many times per round each feature comes (expected count). */
  readonly features: readonly ReportFigure[];
}

/** A player of the PAR sheet: how they play the choices the rules leave them. */
export interface ParPlayer {
  readonly id: 'reference' | 'auto-risk' | 'lowest' | 'highest';
  readonly name: string;
  readonly policy: GnomosPolicy;
  readonly choices: LowerChoices;
  /** The setting holds for this player (its figures are flagged outside ±0.5). */
  readonly holdsSetting: boolean;
}

export const PAR_PLAYERS: readonly ParPlayer[] = [
  {
    id: 'reference',
    name: 'reference: AUTO-RISK off (collects every prize and fraction), AUTO-ADVANCES, holds as they stand',
    policy: 'default',
    choices: AUTO_CHOICES,
    holdsSetting: true,
  },
  { id: 'auto-risk', name: 'AUTO-RISK on: every ladder and fraction risked to the end, AUTO-ADVANCES, holds as they stand', policy: 'auto-risk', choices: AUTO_CHOICES, holdsSetting: false },
  { id: 'highest', name: 'highest: collects everything, AUTO-ADVANCES, holds every pair offered', policy: 'default', choices: { advances: 'best', holds: 'kept' }, holdsSetting: false },
  { id: 'lowest', name: 'lowest: advances spent worst, holds released, every ladder and fraction risked to the end', policy: 'auto-risk', choices: { advances: 'worst', holds: 'released' }, holdsSetting: false },
];

/** The whole machine at one pairing for one player. */
export interface PairingFigures {
  readonly player: ParPlayer['id'];
  readonly lowerBet: LowerBetCents;
  readonly upperBet: UpperBetId;
  /** Cash paid ÷ cash staked, percent. */
  readonly cashReturnPercent: number;
  /** The old figure, every bonus at 0.80 € on both sides, percent. */
  readonly valuedReturnPercent: number;
  /** What one bonus returns in cash spent upstairs, cents (NaN when the bonuses never run out). */
  readonly bonusCashValueCents: number;
  /** Upper rounds per lower round (Infinity when the bonuses never run out). */
  readonly upperPerLower: number;
  readonly flagged: boolean;
}

export interface SettingReport {
  readonly setting: number;
  readonly tolerancePercent: number;
  readonly players: readonly ParPlayer[];
  readonly machine: readonly PairingFigures[];
  /** Each game and bet alone. */
  readonly figures: readonly GameBetFigures[];
  /** Some reference figure is outside the tolerance. */
  readonly flagged: boolean;
  readonly notes: readonly string[];
}

export interface SettingReportFilter {
  readonly lowerBets?: readonly LowerBetCents[];
  readonly upperBets?: readonly UpperBetId[];
}

export const SETTING_REPORT_NOTES: readonly string[] = [
  'Exact: every weighted stop combination of both games is enumerated; ladders, Cauldrons, minigames and Double-or-Bonuses are summed over their outcomes; the held game (and the held games it leads to through advances) is a fixed point solved to machine precision. Nothing is simulated.',
  'Cash return of the whole machine = cash paid ÷ cash staked, for a player who plays the lower game at the first bet and spends bonuses in the upper game at the second whenever they cover its bonus part: a lower round leads to bL ÷ (ub − bU) upper rounds. Bonuses left when the player goes are worth nothing (a bounded amount: nothing over a long session).',
  `A bonus's cash value = what it returns in cash spent upstairs once the upper bet's cash has had the machine's return: (cU − R·uc) ÷ (ub − bU). 0.80 € (${BONUS_VALUE_CENTS} cents) is the conversion rate and the price of a bonus in an upper bet; "valued" is the old figure, every bonus at 0.80 € on both sides.`,
  'The setting holds for the reference player. No risk step returns more than 100 % in cash (bonuses counted at their cash value), so risking never beats collecting; the other players show the range a player\'s choices make. The cycle control (npm run cycles) steers every cycle on the cash meters, whoever plays.',
  'AUTO-RISK never banks a Double-or-Bonuses fraction (rule 3.9.1): it turns every upper prize into bonuses, so its cash comes from direct lower prizes above Bell, Blue Diamond and the upper bet\'s maximum prize; the setting cannot hold for it.',
  'Game rows: each game alone, bonuses at 0.80 € (its parts at face value); a held game is free and its returns count for the round that granted it.',
  'The lower paytable\'s 20 € column for Bell and below is a product decision (GAMES.md): the rule document lost it; it is 2× the 10 € column (Bell 400 €, Lemon 320 €, Orange 240 €, Grape 160 €, Plum 80 €, any 3 Diamonds 40 €, bonuses 100 / 200 / 600).',
];

function percentOf(value: number, stake: number): number {
  return (100 * value) / stake;
}

function flaggedAt(setting: number, percent: number): boolean {
  return !(Math.abs(percent - setting) <= SETTING_TOLERANCE_PERCENT);
}

export function lowerFigures(setting: number, bet: LowerBetCents, policy: GnomosPolicy): GameBetFigures {
  const v = lowerRoundValue(bet, policy, tuningForLevel(setting).lower[bet]);
  const r = v.perRound;
  const part = (id: string, name: string, at: number): ReportFigure => ({ id, name, value: percentOf(r[at] ?? 0, bet) });
  const count = (id: string, name: string, at: number): ReportFigure => ({ id, name, value: r[at] ?? 0 });
  const rtpPercent = 100 * v.rtp;
  return {
    game: 'lower',
    bet: String(bet),
    stakeText: `${bet} cents`,
    policy,
    rtpPercent,
    cashPercent: percentOf(r[LC.cash] ?? 0, bet),
    bonusesPerRound: (r[LC.bonus] ?? 0) / BONUS_VALUE_CENTS,
    components: [
      part('plain-line', 'plain line (the paid spin)', LC.plain),
      part('extra-spin', 'Extra Spin', LC.extra),
      part('held-games', 'holds (the free held games)', LC.held),
      part('advances', 'advances', LC.advance),
      part('cauldrons', 'Cauldrons (picked prize)', LC.cauldrons),
      part('up-nothing', 'Up-Nothing ladder (added or removed)', LC.upNothing),
      part('up-bonus', 'Up-Bonus ladder (added or removed)', LC.upBonus),
      part('seesaw', 'seesaw (added or removed)', LC.seesaw),
    ],
    split: [part('cash', 'cash', LC.cash), part('bonuses', 'bonuses at 0.80 €', LC.bonus)],
    hitFrequencyPercent: 100 * (r[LC.won] ?? 0),
    features: [
      count('extra-spins', 'Extra Spins', LC.extraSpins),
      count('hold-offers', 'holds offered', LC.holdOffers),
      count('advance-grants', 'advances granted', LC.advanceGrants),
      count('cauldrons', 'Cauldrons', LC.cauldronGames),
      count('ladders', 'ladders entered', LC.ladders),
    ],
  };
}

export function upperFigures(setting: number, betId: UpperBetId, policy: GnomosPolicy): GameBetFigures {
  const v = upperRoundValue(betId, policy, tuningForLevel(setting).upper[betId]);
  const r = v.perRound;
  const stake = v.stakeValueCents;
  const part = (id: string, name: string, at: number): ReportFigure => ({ id, name, value: percentOf(r[at] ?? 0, stake) });
  const rtpPercent = 100 * v.rtp;
  const bet = upperBet(betId);
  return {
    game: 'upper',
    bet: betId,
    stakeText: `${bet.cashCents} cents + ${bet.bonuses} bonuses`,
    policy,
    rtpPercent,
    cashPercent: percentOf(r[UC.cash] ?? 0, bet.cashCents),
    bonusesPerRound: (r[UC.bonus] ?? 0) / BONUS_VALUE_CENTS,
    components: [
      part('lines', 'line prizes', UC.lines),
      part('strawberry', 'Strawberry (added)', UC.strawberry),
      part('three-choices', 'Three Choices (added)', UC.threeChoices),
      part('find-prizes', 'Find the Prizes (added)', UC.findPrizes),
      part('treasure', 'Discover the Treasure (added)', UC.treasure),
      part('double-or-bonuses', 'Double-or-Bonuses (added)', UC.doubleOrBonuses),
    ],
    split: [part('cash', 'cash', UC.cash), part('bonuses', 'bonuses at 0.80 €', UC.bonus)],
    hitFrequencyPercent: 100 * (r[UC.won] ?? 0),
    features: [{ id: 'minigames', name: 'minigames', value: r[UC.minigames] ?? 0 }],
  };
}

export function machineFigures(setting: number, player: ParPlayer, lowerBet: LowerBetCents, upperBetId: UpperBetId): PairingFigures {
  const m = machineCashReturn(lowerBet, upperBetId, player.policy, tuningForLevel(setting), player.choices);
  const cashReturnPercent = 100 * m.cashReturn;
  return {
    player: player.id,
    lowerBet,
    upperBet: upperBetId,
    cashReturnPercent,
    valuedReturnPercent: 100 * m.valuedReturn,
    bonusCashValueCents: m.bonusCashValueCents,
    upperPerLower: m.upperPerLower,
    flagged: player.holdsSetting && flaggedAt(setting, cashReturnPercent),
  };
}

export function gnomosSettingReport(setting: number, filter: SettingReportFilter = {}): SettingReport {
  const lowerBets = filter.lowerBets ?? LOWER_BETS_CENTS;
  const upperBets = filter.upperBets ?? UPPER_BET_IDS;
  const machine: PairingFigures[] = [];
  for (const player of PAR_PLAYERS) for (const lowerBet of lowerBets) for (const upperBetId of upperBets) machine.push(machineFigures(setting, player, lowerBet, upperBetId));
  const figures: GameBetFigures[] = [];
  for (const bet of lowerBets) for (const policy of GNOMOS_POLICIES) figures.push(lowerFigures(setting, bet, policy));
  for (const betId of upperBets) for (const policy of GNOMOS_POLICIES) figures.push(upperFigures(setting, betId, policy));
  return {
    setting,
    tolerancePercent: SETTING_TOLERANCE_PERCENT,
    players: PAR_PLAYERS,
    machine,
    figures,
    flagged: machine.some((f) => f.flagged),
    notes: SETTING_REPORT_NOTES,
  };
}
