/** A no-op jest global setup, to run slot-screens.test.ts alone without building dist/ (it bundles the renderer itself). */
export default function noSetup(): void {}
