/** The four upper-game minigames of Gnomos Mix (standalone; wired into the upper game later). */
export * from './bets';
export * from './common';
export * from './prize-table';
export * from './strawberry-data';
export * from './strawberry';
export * from './treasure-data';
export * from './treasure';
export * from './three-choices-data';
export * from './three-choices';
export * from './find-prizes-data';
export * from './find-prizes';
