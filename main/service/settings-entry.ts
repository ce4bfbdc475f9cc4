/**
 * What one service-menu setting is: its key and label, whether it touches the money rules, what
 * it allows now, and how it reads and writes the settings. The catalogue lists the cabinet's
 * own; each game's are in main/games/<id>/settings.ts.
 */
import type { CabinetConfig } from '../../config/cabinet-config';
import type { JurisdictionProfile } from '../../config/jurisdiction-profile';
import type { SettingValue } from '../ipc/service-contract';
import type { Choice, SettingRange, SettingShape, SettingUnit } from './settings-rules';
import type { SettingsDraft, SettingsState } from './settings-state';

export interface CatalogueContext {
  readonly base: CabinetConfig;
  readonly profiles: ReadonlyMap<string, JurisdictionProfile>;
  /** The state the value would join: choices that depend on other settings are read from it. */
  readonly state: SettingsState;
}

export interface SettingEntry {
  readonly key: string;
  /** Short English name, used on the screen and in every message about the setting. */
  readonly label: string;
  /** 'money': only with the game idle and zero credits; 'anytime': display and sound. */
  readonly rule: 'money' | 'anytime';
  readonly unit: SettingUnit;
  readonly many: boolean;
  /** A list whose order is kept as given (the game menu); other lists follow their choices' order. */
  readonly ordered: boolean;
  /**
   * 'book': kept in the service settings; 'rtp-setting': the cabinet's RtpSetting keeps it (with
   * its own log entry), so the book checks it and hands it over instead of storing a second copy.
   */
  readonly home: 'book' | 'rtp-setting';
  /** 'restart': the cabinet builds what depends on it at start (the jurisdiction's cycle rule). */
  readonly appliesAt: 'now' | 'restart';
  shape(ctx: CatalogueContext): SettingShape;
  read(state: SettingsState): SettingValue;
  apply(draft: SettingsDraft, value: SettingValue): void;
}

export interface ShapeParts {
  readonly choices?: readonly Choice[];
  readonly range?: SettingRange;
  readonly atLeast?: number;
  readonly because?: string | null;
}

export type EntryBase = Omit<SettingEntry, 'shape' | 'many' | 'ordered' | 'home' | 'appliesAt'> &
  Partial<Pick<SettingEntry, 'many' | 'ordered' | 'home' | 'appliesAt'>>;

export function entry(base: EntryBase, shape: (ctx: CatalogueContext) => ShapeParts): SettingEntry {
  const many = base.many ?? false;
  const ordered = base.ordered ?? false;
  return {
    home: 'book',
    appliesAt: 'now',
    ...base,
    many,
    ordered,
    shape: (ctx) => {
      const parts = shape(ctx);
      return {
        label: base.label,
        unit: base.unit,
        many,
        ordered,
        choices: parts.choices ?? null,
        range: parts.range ?? null,
        atLeast: parts.atLeast ?? 0,
        because: parts.because ?? null,
      };
    },
  };
}
