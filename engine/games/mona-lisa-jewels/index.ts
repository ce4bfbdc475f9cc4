/** Mona Lisa Jewels' maths: the spin the cabinet plays and the data it reads. */
export * from './spin';
export { MONA_LISA_MATHS, DEFAULT_PROGRESSIVE, progressiveSeedCoins, type MonaLisaMaths } from './maths';
export { FREE_SPINS_AWARD, JEWEL_SPINS_AWARD, SCATTER_PAYS, WILD_MULTIPLIERS } from './paytable';
