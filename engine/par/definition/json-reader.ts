import { DefinitionError } from './definition-error';

/**
 * Small checked accessors over untrusted JSON. Every failure is a DefinitionError whose message
 * starts with the source and names the JSON path (`symbols[3].multiplier`), so a typo in a
 * 2,000-line definition is found without a debugger.
 */
export type JsonObject = Readonly<Record<string, unknown>>;

export class JsonReader {
  constructor(readonly source: string) {}

  fail(problem: string): never {
    throw new DefinitionError(`${this.source}: ${problem}`);
  }

  object(value: unknown, path: string): JsonObject {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.fail(`${path} must be an object, got ${describe(value)}`);
    }
    return value as JsonObject;
  }

  /** Refuses keys outside `required` ∪ `optional` and missing required keys: a misspelt key must never be silently ignored. */
  keys(obj: JsonObject, path: string, required: readonly string[], optional: readonly string[]): void {
    for (const key of Object.keys(obj)) {
      if (!required.includes(key) && !optional.includes(key)) {
        const allowed = [...required, ...optional].join(', ');
        this.fail(`${path} has unknown key "${key}" (allowed: ${allowed})`);
      }
    }
    for (const key of required) {
      if (!Object.hasOwn(obj, key)) this.fail(`${path} is missing "${key}"`);
    }
  }

  string(value: unknown, path: string): string {
    if (typeof value !== 'string' || value.length === 0) this.fail(`${path} must be a non-empty string, got ${describe(value)}`);
    return value;
  }

  boolean(value: unknown, path: string): boolean {
    if (typeof value !== 'boolean') this.fail(`${path} must be true or false, got ${describe(value)}`);
    return value;
  }

  /** An integer in [min, max]. */
  int(value: unknown, path: string, min: number, max: number): number {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) this.fail(`${path} must be a whole number, got ${describe(value)}`);
    if (value < min || value > max) this.fail(`${path} must be between ${min} and ${max}, got ${value}`);
    return value;
  }

  array(value: unknown, path: string): readonly unknown[] {
    if (!Array.isArray(value)) this.fail(`${path} must be an array, got ${describe(value)}`);
    return value;
  }

  /** A JSON object key that must be a count: digits only, e.g. "3". */
  countKey(key: string, where: string, min: number, max: number, countName: string): number {
    if (!/^[0-9]{1,9}$/.test(key)) this.fail(`${where} has ${countName} "${key}", not a whole number`);
    const count = Number(key); // at most 9 digits, so exact
    if (count < min || count > max) this.fail(`${where} has ${countName} ${count} outside ${min}..${max}`);
    return count;
  }
}

/** A short description of a JSON value for error messages. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}
