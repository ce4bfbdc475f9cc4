/** A game action that does not fit its game's contract (each game's parser throws it; main answers with a contract error). Pure. */
export class ActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionError';
  }
}
