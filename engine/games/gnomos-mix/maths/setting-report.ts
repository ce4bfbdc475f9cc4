import { LOWER_BETS_CENTS, type LowerBetCents } from '../bets';
import { tuningForLevel } from '../tuning/level-table';
import { UPPER_BET_IDS, upperBet, type UpperBetId } from '../upper/bets';
import { LC, lowerRoundValue } from './lower-model';
import { GNOMOS_POLICIES, type GnomosPolicy } from './policy';
import { UC, upperRoundValue } from './upper-model';

/**
 * What `npm run par -- gnomos-mix --setting N` prints: for the operator's setting N (the tuning
 * level N), every bet of both games under both policies, the exact return and its parts, how
 * often the round returns anything, how often each feature comes, and a flag on every return
 * more than 0.5 % away from N (GAMES.md: every bet mode within 0.5 % of the game's RTP).
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
  /** Total return, percent of the stake (cash + bonuses at 0.80 €). */
  readonly rtpPercent: number;
  /** Parts of the return, percent of the stake; they add up to the total. */
  readonly components: readonly ReportFigure[];
  /** The total split into cash and bonuses, percent of the stake. */
  readonly split: readonly ReportFigure[];
  /** Percent of rounds that return anything (cash or bonuses). */
  readonly hitFrequencyPercent: number;
  /** How many times per round each feature comes (expected count). */
  readonly features: readonly ReportFigure[];
  /** The return is outside setting ± tolerance. */
  readonly flagged: boolean;
}

export interface SettingReport {
  readonly setting: number;
  readonly tolerancePercent: number;
  readonly figures: readonly GameBetFigures[];
  readonly flagged: boolean;
  readonly notes: readonly string[];
}

export interface SettingReportFilter {
  readonly lowerBets?: readonly LowerBetCents[];
  readonly upperBets?: readonly UpperBetId[];
}

export const SETTING_REPORT_NOTES: readonly string[] = [
  'Exact: every weighted stop combination of both games is enumerated; ladders, Cauldrons, minigames and Double-or-Bonuses are summed over their outcomes; the held game (and the held games it leads to through advances) is a fixed point solved to machine precision. Nothing is simulated.',
  'RTP = (cash won + 0.80 € × bonuses won) / (cash staked + 0.80 € × bonuses staked). A held game is free: its returns count for the round that granted it.',
  'default: ladders risked up to Bell and collected there, every Double-or-Bonuses fraction collected, Three Choices takes the first offer. auto-risk: every ladder and every fraction risked to the end, Three Choices takes the last offer. Both: AUTO-ADVANCES (best plan), held games with the holds as they stand.',
  'Double-or-Bonuses starts with no bonuses held (the 6,000-bonus limit then binds only in games converting more than 4,800 €).',
  'Lower components: each prize at face value by where its line came from (3 Window: the Cauldrons prize), then what each risk game adds or removes against collecting at once. Upper components: the line prizes, what each minigame adds over the line prize it replaces, what Double-or-Bonuses adds.',
];

function percentOf(value: number, stake: number): number {
  return (100 * value) / stake;
}

function flaggedAt(setting: number, rtpPercent: number): boolean {
  return Math.abs(rtpPercent - setting) > SETTING_TOLERANCE_PERCENT;
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
    flagged: flaggedAt(setting, rtpPercent),
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
    flagged: flaggedAt(setting, rtpPercent),
  };
}

export function gnomosSettingReport(setting: number, filter: SettingReportFilter = {}): SettingReport {
  const figures: GameBetFigures[] = [];
  for (const bet of filter.lowerBets ?? LOWER_BETS_CENTS) for (const policy of GNOMOS_POLICIES) figures.push(lowerFigures(setting, bet, policy));
  for (const betId of filter.upperBets ?? UPPER_BET_IDS) for (const policy of GNOMOS_POLICIES) figures.push(upperFigures(setting, betId, policy));
  return {
    setting,
    tolerancePercent: SETTING_TOLERANCE_PERCENT,
    figures,
    flagged: figures.some((f) => f.flagged),
    notes: SETTING_REPORT_NOTES,
  };
}
