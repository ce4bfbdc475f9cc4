/**
 * The settings the technician and operator change in the service menu. The changes are kept in
 * the store under one `service:` key (a RAM clear keeps them) and every change is committed
 * together with its `setting-changed` log entry, so the log never disagrees with the cabinet.
 *
 * Money rules (bets, limits, coins, jurisdiction, return) change only with the game idle and
 * zero credits: a player's game is never played under two sets of rules. Display settings change
 * at any time.
 *
 * The return setting (RTP) is the exception: the cabinet's RtpSetting keeps it and logs its own
 * change, so the book checks the value and hands it over rather than storing a second copy.
 */
import type { CabinetConfig } from '../../config/cabinet-config';
import { loadJurisdictionProfiles, type JurisdictionProfile } from '../../config/jurisdiction-profile';
import type { ServiceRole, SettingValue, SettingView, SettingsView } from '../ipc/service-contract';
import type { CabinetStore } from '../store/cabinet-store';
import { findSetting, SETTINGS_CATALOGUE, type CatalogueContext, type SettingEntry } from './settings-catalogue';
import { RETURN_SETTING } from '../games/settings';
import { draftSettings, resolveSettings, type ResolvedSettings, type SettingOverrides } from './settings-resolve';
import { checkValue, describeValue, sameValue } from './settings-rules';
import type { SettingsState } from './settings-state';

export const SETTINGS_KEY = 'service:settings';
/** RtpSetting marks the changes made from the menu this way (as opposed to 'config' at boot). */
const RTP_BY_MENU = 'service-menu';
/** How far back the log is searched for the menu's return setting: it changes a few times a year. */
const RTP_HISTORY = 500;

/** What the book needs of the cabinet's RtpSetting (which fits it as it is). */
export interface RtpPort {
  readonly current: number;
  /** Null when done, else why not. */
  /** `role`: who changed it in the menu, for the event log. */
  change(percent: number, canChange: boolean, role?: string | null): string | null;
}

export interface SettingsContext {
  readonly moneyRulesOpen: boolean;
  /** Why money rules cannot change now (shown in the refusal); null when they can. */
  readonly reason: string | null;
  readonly by: ServiceRole;
}

export type SettingChange =
  | { readonly ok: true; readonly changed: readonly string[]; readonly message: string }
  | { readonly ok: false; readonly message: string };

export interface SettingsBookOptions {
  readonly profiles?: ReadonlyMap<string, JurisdictionProfile>;
  /** Without it the return setting can be read but not changed (e.g. while the cabinet boots). */
  readonly rtp?: RtpPort;
  /** Where a dropped stored change is reported at boot. */
  readonly log?: (line: string) => void;
  /**
   * Test mode only (`--test-seed`, which a production build refuses): the config file's credit
   * limit may pass the profile's, so a coin-counting run is never inhibited for it.
   */
  readonly testMode?: boolean;
}

export class SettingsBook {
  private readonly profiles: ReadonlyMap<string, JurisdictionProfile>;
  private readonly log: (line: string) => void;

  constructor(
    private readonly store: CabinetStore,
    private readonly base: CabinetConfig,
    private readonly options: SettingsBookOptions = {},
  ) {
    const shipped = options.profiles ?? loadJurisdictionProfiles();
    this.profiles = options.testMode
      ? new Map([...shipped].map(([id, profile]) => [id, { ...profile, creditLimitCents: Math.max(profile.creditLimitCents, base.creditLimitCents) }]))
      : shipped;
    this.log = options.log ?? ((line) => console.warn(line));
  }

  /**
   * The config with the menu's changes applied and validated, plus the limits the config does
   * not hold. Stored changes that no longer fit are left out and logged, never thrown.
   */
  effective(base: CabinetConfig = this.base): ResolvedSettings {
    const resolved = resolveSettings({ base, profiles: this.profiles, overrides: this.overrides(), rtp: this.menuRtp() });
    for (const item of resolved.ignored) this.log(`service setting ${item.key} = ${JSON.stringify(item.value)} is not applied: ${item.reason}`);
    for (const note of resolved.notes) this.log(`service settings: ${note}`);
    return resolved;
  }

  /** Every setting with its value now, in screen order. */
  views(): SettingView[] {
    const now = this.current(this.overrides());
    const ctx = this.context(now);
    return SETTINGS_CATALOGUE.map((entry) => {
      const shape = entry.shape(ctx);
      return {
        key: entry.key,
        label: entry.label,
        rule: entry.rule,
        value: entry.read(now),
        choices: shape.choices,
        many: entry.many,
        range: shape.range,
        unit: entry.unit,
        ...(entry.ordered ? { ordered: true } : {}),
      };
    });
  }

  /** The settings screen: the list and whether money rules can change now. */
  screen(moneyRulesOpen: boolean, reason: string | null): SettingsView {
    return { items: this.views(), moneyRulesOpen, moneyRulesReason: moneyRulesOpen ? null : reason };
  }

  change(key: string, value: SettingValue, context: SettingsContext): SettingChange {
    const entry = findSetting(key);
    if (!entry) return refuse(`there is no setting "${key}"; the settings are ${SETTINGS_CATALOGUE.map((e) => e.key).join(', ')}`);
    if (entry.rule === 'money' && !context.moneyRulesOpen) {
      return refuse(`${entry.label} changes the money rules: only with the game idle and 0 credits (${context.reason ?? 'the cabinet is not idle'})`);
    }
    const overrides = this.overrides();
    const now = this.current(overrides);
    const checked = checkValue(entry.shape(this.context(now)), value);
    if (!checked.ok) return refuse(checked.why);
    const old = entry.read(now);
    const shown = describeValue(entry.unit, checked.value);
    if (sameValue(old, checked.value)) return { ok: true, changed: [], message: `${entry.label} is already ${shown}; nothing changed` };

    const next = entry.home === 'book' ? { ...overrides, [key]: checked.value } : overrides;
    const rtpAfter = entry.home === 'book' ? this.liveRtp() : (checked.value as number);
    const knockOn = this.knockOn(entry, { overrides, rtp: this.liveRtp(), state: now }, { overrides: next, rtp: rtpAfter });
    if (knockOn) return refuse(`${entry.label} cannot be ${shown}: ${knockOn}`);

    if (entry.home === 'rtp-setting') {
      if (!this.options.rtp) return refuse(`${entry.label} is kept by the game's return setting, which cannot be reached now`);
      const refusal = this.options.rtp.change(checked.value as number, context.moneyRulesOpen, context.by);
      return refusal ? refuse(`${entry.label}: ${refusal}`) : done(entry, shown);
    }
    this.store.commit({
      settings: [{ key: SETTINGS_KEY, value: next }],
      events: [{ kind: 'setting-changed', detail: { key, old, new: checked.value, by: context.by } }],
    });
    return done(entry, shown);
  }

  /**
   * What else the change would break: a stored change that would stop fitting (e.g. a credit
   * limit above the new jurisdiction's), or a setting that fits now and would not (the default
   * bet among the lower bets). Null when nothing; the technician changes those first.
   */
  private knockOn(
    entry: SettingEntry,
    before: { readonly overrides: SettingOverrides; readonly rtp: number | null; readonly state: SettingsState },
    after: { readonly overrides: SettingOverrides; readonly rtp: number | null },
  ): string | null {
    const now = before.state;
    const was = draftSettings({ base: this.base, profiles: this.profiles, overrides: before.overrides, rtp: before.rtp });
    const draft = draftSettings({ base: this.base, profiles: this.profiles, ...after });
    const problems: string[] = [];
    for (const item of draft.ignored) {
      if (!was.ignored.some((w) => w.key === item.key)) problems.push(item.reason);
    }
    const next = draft.draft as SettingsState;
    for (const other of SETTINGS_CATALOGUE) {
      if (other === entry) continue;
      const fitsNow = checkValue(other.shape(this.context(now)), other.read(now)).ok;
      const later = checkValue(other.shape(this.context(next)), other.read(next));
      if (fitsNow && !later.ok && !problems.includes(later.why)) problems.push(later.why);
    }
    if (problems.length > 0) return `${problems.join('; ')}; change that first`;
    const whole = resolveSettings({ base: this.base, profiles: this.profiles, ...after });
    const broken = whole.ignored.filter((item) => !was.ignored.some((w) => w.key === item.key));
    return broken.length > 0 ? broken.map((item) => item.reason).join('; ') : null;
  }

  private context(state: SettingsState): CatalogueContext {
    return { base: this.base, profiles: this.profiles, state };
  }

  /** The state now, with the return setting as the game plays it. */
  private current(overrides: SettingOverrides): SettingsState {
    return resolveSettings({ base: this.base, profiles: this.profiles, overrides, rtp: this.liveRtp() });
  }

  private overrides(): SettingOverrides {
    const stored = this.store.getSetting(SETTINGS_KEY);
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as SettingOverrides) : {};
  }

  private liveRtp(): number | null {
    return this.options.rtp ? this.options.rtp.current : this.menuRtp();
  }

  /**
   * The return setting last chosen in the menu, or null when the config file's stands. Without
   * this the boot would put the configured value back over the technician's choice. It is read
   * from the event log, which a RAM clear keeps (the RtpSetting's own key does not survive one):
   * the boot then writes the same value again as 'config', which leaves the menu's choice in force.
   * A later different value means the menu's no longer fitted and the config's took over.
   */
  private menuRtp(): number | null {
    const changes = this.store
      .events({ kind: 'rtp-setting-changed', limit: RTP_HISTORY })
      .map((e) => e.detail as { gameId?: unknown; to?: unknown; by?: unknown } | null)
      .filter((d) => d?.gameId === RETURN_SETTING.gameId);
    const menu = changes.findIndex((d) => d?.by === RTP_BY_MENU);
    const chosen = changes[menu]?.to;
    if (menu < 0 || typeof chosen !== 'number') return null;
    return changes.slice(0, menu).every((d) => d?.to === chosen) ? chosen : null;
  }
}

function refuse(message: string): SettingChange {
  return { ok: false, message };
}

function done(entry: SettingEntry, shown: string): SettingChange {
  const when = entry.appliesAt === 'restart' ? '; it applies from the next start' : '';
  return { ok: true, changed: [entry.key], message: `${entry.label} set to ${shown}${when}` };
}
