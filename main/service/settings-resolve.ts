/**
 * Turns the stored service-menu changes into the settings the cabinet runs with. A stored change
 * that no longer fits (a firmware update narrowed a choice, a profile lowered a limit) is left
 * out with the reason, never fatal: the cabinet must still boot, and the technician sees what
 * was dropped in the log.
 */
import { ConfigError, validateConfig, type CabinetConfig } from '../../config/cabinet-config';
import type { JurisdictionProfile } from '../../config/jurisdiction-profile';
import type { SettingValue } from '../ipc/service-contract';
import { findSetting, JURISDICTION_KEY, RTP_KEY, SETTINGS_CATALOGUE, type CatalogueContext } from './settings-catalogue';
import { checkValue } from './settings-rules';
import { baseState, type SettingsDraft, type SettingsState } from './settings-state';

/** The changes made in the service menu, by setting key. The return setting is never among them. */
export type SettingOverrides = Readonly<Record<string, SettingValue>>;

export interface IgnoredSetting {
  readonly key: string;
  readonly value: unknown;
  readonly reason: string;
}

export interface ResolveInput {
  readonly base: CabinetConfig;
  readonly profiles: ReadonlyMap<string, JurisdictionProfile>;
  readonly overrides: SettingOverrides;
  /** The return setting the service menu chose, or null: the config's stands. */
  readonly rtp: number | null;
}

export interface ResolvedSettings extends SettingsState {
  readonly ignored: readonly IgnoredSetting[];
  /** Adjustments that are not a dropped change (e.g. a configured limit held to the profile's). */
  readonly notes: readonly string[];
}

export interface DraftSettings {
  readonly draft: SettingsDraft;
  readonly applied: readonly (readonly [string, SettingValue])[];
  readonly ignored: readonly IgnoredSetting[];
  readonly notes: readonly string[];
}

const SOURCE = 'service settings';

function profileOf(profiles: ReadonlyMap<string, JurisdictionProfile>, id: string): JurisdictionProfile {
  const profile = profiles.get(id);
  // The base config's own jurisdiction is checked at boot like any config error: it stops the cabinet.
  if (!profile) throw new ConfigError('cabinet-config.json', `jurisdiction "${id}" is not one of ${[...profiles.keys()].join(', ')}`);
  return profile;
}

function startDraft(input: ResolveInput, profile: JurisdictionProfile, notes: string[], ignored: IgnoredSetting[]): SettingsDraft {
  const draft = baseState(input.base, profile, notes);
  const rtp = findSetting(RTP_KEY);
  if (input.rtp !== null && rtp) {
    const checked = checkValue(rtp.shape({ base: input.base, profiles: input.profiles, state: draft as SettingsState }), input.rtp);
    if (checked.ok) rtp.apply(draft, checked.value);
    else ignored.push({ key: RTP_KEY, value: input.rtp, reason: checked.why });
  }
  return draft;
}

/**
 * Applies the stored changes one by one in catalogue order, each checked against the state built
 * so far (so the default bet is checked against the bets enabled by then). No whole-config check.
 */
export function draftSettings(input: ResolveInput): DraftSettings {
  const notes: string[] = [];
  const ignored: IgnoredSetting[] = [];
  const known = new Set(SETTINGS_CATALOGUE.map((e) => e.key));
  for (const [key, value] of Object.entries(input.overrides)) {
    if (!known.has(key)) ignored.push({ key, value, reason: `"${key}" is no longer a setting of this firmware` });
  }
  let profile = profileOf(input.profiles, input.base.jurisdiction);
  const wanted = input.overrides[JURISDICTION_KEY];
  if (wanted !== undefined) {
    const chosen = typeof wanted === 'string' ? input.profiles.get(wanted) : undefined;
    if (chosen) profile = chosen;
    else ignored.push({ key: JURISDICTION_KEY, value: wanted, reason: `jurisdiction ${JSON.stringify(wanted)} is not one of ${[...input.profiles.keys()].join(', ')}` });
  }
  const draft = startDraft(input, profile, notes, ignored);
  const applied: [string, SettingValue][] = [];
  for (const entry of SETTINGS_CATALOGUE) {
    const value = input.overrides[entry.key];
    if (value === undefined || entry.key === JURISDICTION_KEY) continue;
    if (entry.home !== 'book') {
      ignored.push({ key: entry.key, value, reason: `${entry.label} is kept by the game's own return setting, not here` });
      continue;
    }
    const ctx: CatalogueContext = { base: input.base, profiles: input.profiles, state: draft as SettingsState };
    const checked = checkValue(entry.shape(ctx), value);
    if (!checked.ok) {
      ignored.push({ key: entry.key, value, reason: checked.why });
      continue;
    }
    entry.apply(draft, checked.value);
    applied.push([entry.key, checked.value]);
  }
  if (wanted !== undefined && profile.id === wanted) applied.unshift([JURISDICTION_KEY, wanted]);
  return { draft, applied, ignored, notes };
}

function validated(draft: SettingsDraft): SettingsState {
  return { config: validateConfig(draft.config, SOURCE), service: draft.service as SettingsState['service'] };
}

/**
 * The settings in force. When the changes together do not make a valid config, they are tried
 * again one at a time in catalogue order, and any change that breaks it is left out with why.
 */
export function resolveSettings(input: ResolveInput): ResolvedSettings {
  const first = draftSettings(input);
  try {
    return { ...validated(first.draft), ignored: first.ignored, notes: first.notes };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
  }
  const ignored = [...first.ignored];
  const kept: Record<string, SettingValue> = {};
  for (const [key, value] of first.applied) {
    const trial = draftSettings({ ...input, overrides: { ...kept, [key]: value } });
    try {
      validated(trial.draft);
      kept[key] = value;
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      ignored.push({ key, value, reason: error.message });
    }
  }
  const last = draftSettings({ ...input, overrides: kept });
  return { ...validated(last.draft), ignored: [...ignored, ...last.ignored.filter((i) => !ignored.some((j) => j.key === i.key))], notes: last.notes };
}
