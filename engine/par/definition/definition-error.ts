/**
 * A game definition that cannot be played as written. The message always starts with the
 * source (file name) and names the place and the problem, e.g.
 * `classic.json: reels[1][7] is "lemmon", not a symbol of this game`, because the person who
 * reads it is editing the JSON by hand.
 */
export class DefinitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DefinitionError';
  }
}
