/** Round statistics of the PAR tool: accumulate, merge, and read the figures off. */
export * from './dispersion';
export * from './exact-figures';
export * from './normal-quantiles';
export * from './ratio';
export * from './round-accumulator';
export * from './round-figures';
export * from './round-stats';
export * from './round-stats-json';
export * from './win-ranges';
