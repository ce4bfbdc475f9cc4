/**
 * The operator's return setting of a game with the cycle control (70–95 %, GAMES.md) as the cabinet keeps it: in the
 * store, changed only when the game is idle with nothing on the meters (a player's game is never
 * played under two settings), every change in the event log with the old and new values. The
 * level a round plays at comes from the setting, moved by the cycle control when the
 * jurisdiction has a cycle rule.
 */
import { allowedOperatorRtpBps, type JurisdictionProfile } from '../../config/jurisdiction-profile';
import type { CycleLevelAsk } from '../../engine/games/game-module';
import type { CabinetStore } from '../store/cabinet-store';
import type { CycleProgress } from './cycle-rule';

export function rtpSettingKey(gameId: string): string {
  return `rtp-setting:${gameId}`;
}

export const RTP_SETTING_BUSY =
  'the return setting changes only when the game is idle with no credits, bonuses or payout on the meters; the current setting stays';

export class RtpSetting {
  private value: number;

  constructor(
    private readonly store: CabinetStore,
    private readonly gameId: string,
    private readonly profile: JurisdictionProfile,
    /** The game's cycle control (its module's): the level of the next round from how the cycle stands. */
    private readonly cycleLevel: (ask: CycleLevelAsk) => number = (ask) => ask.setting,
  ) {
    const stored = store.getSetting(rtpSettingKey(gameId));
    this.value = typeof stored === 'number' ? stored : 0;
  }

  get current(): number {
    return this.value;
  }

  /** The settings the profile allows, in percent. */
  allowed(): number[] {
    return allowedOperatorRtpBps(this.profile).map((bps) => bps / 100);
  }

  /** At boot: the configured setting is taken when it may be; otherwise the stored one stays and the log says why. */
  applyConfigured(configured: number, canChange: boolean): void {
    const stored = this.store.getSetting(rtpSettingKey(this.gameId));
    if (stored === configured) return;
    if (stored === undefined || canChange) {
      const refusal = this.check(configured);
      if (refusal) throw new Error(refusal);
      this.write(configured, 'config');
      return;
    }
    this.store.commit({ events: [{ kind: 'rtp-setting-deferred', detail: { gameId: this.gameId, current: stored, configured, reason: RTP_SETTING_BUSY } }] });
  }

  /** A change from the service menu (by the role signed in): null when done, else why not. */
  change(percent: number, canChange: boolean, role: string | null = null): string | null {
    const refusal = this.check(percent);
    if (refusal) return refusal;
    if (!canChange) return RTP_SETTING_BUSY;
    if (percent !== this.value) this.write(percent, 'service-menu', role);
    return null;
  }

  /**
   * The tuning level of the next round. Without a cycle rule it is the setting; with one, the
   * cycle control steers around it (the game's cycles page in docs/games/).
   */
  levelFor(progress: CycleProgress | null, stakeCents: number, cycleLevelStake: number): number {
    const rule = this.profile.cycleRule;
    if (!rule || !progress) return this.value;
    const counts = (span: CycleProgress['cycle']) => ({ games: span.games, coinInCents: span.coinInCents, coinOutCents: span.coinOutCents });
    return this.cycleLevel({
      setting: this.value,
      rule,
      cycle: counts(progress.cycle),
      block: progress.block ? counts(progress.block) : null,
      stakeCents: Math.max(0, stakeCents),
      cycleLevelStake,
    });
  }

  private check(percent: number): string | null {
    const allowed = this.allowed();
    return Number.isInteger(percent) && allowed.includes(percent)
      ? null
      : `the return setting must be one of ${allowed[0]}–${allowed[allowed.length - 1]} % in whole percent under ${this.profile.id}, got ${String(percent)}`;
  }

  private write(percent: number, by: string, role: string | null = null): void {
    const from = this.store.getSetting(rtpSettingKey(this.gameId)) ?? null;
    this.store.commit({
      settings: [{ key: rtpSettingKey(this.gameId), value: percent }],
      events: [{ kind: 'rtp-setting-changed', detail: { gameId: this.gameId, from, to: percent, by, ...(role ? { role } : {}) } }],
    });
    this.value = percent;
  }
}
