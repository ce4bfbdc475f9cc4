/**
 * What a worker needs to rebuild the model the CLI chose: a registered game with its options, or
 * a definition file's text. Workers rebuild the model from this (a model holds functions and
 * cannot be sent between threads), so every thread plays exactly the same game.
 */
import { createParModel, modelFromDefinition } from '../../engine/par/models';
import type { ParModel } from '../../engine/par/par-model';

export type ModelSpec =
  | { readonly kind: 'game'; readonly id: string; readonly betCents?: number; readonly setting?: number; readonly fullExact?: boolean }
  | { readonly kind: 'definition'; readonly text: string; readonly source: string };

export interface LoadedModel {
  readonly model: ParModel;
  /** Set for a line-game definition: its JSON, for the brute-force workers. */
  readonly lineDefinition: { readonly json: unknown; readonly source: string } | null;
}

export function loadModel(spec: ModelSpec): LoadedModel {
  if (spec.kind === 'game') {
    const options = {
      ...(spec.betCents === undefined ? {} : { betCents: spec.betCents }),
      ...(spec.setting === undefined ? {} : { setting: spec.setting }),
      ...(spec.fullExact === true ? { fullExact: true } : {}),
    };
    return { model: createParModel(spec.id, options), lineDefinition: null };
  }
  let json: unknown;
  try {
    json = JSON.parse(spec.text);
  } catch (error) {
    throw new SyntaxError(`${spec.source}: not valid JSON (${(error as Error).message})`);
  }
  const loaded = modelFromDefinition(json, spec.source);
  return { model: loaded.model, lineDefinition: loaded.kind === 'lines' ? { json, source: spec.source } : null };
}
