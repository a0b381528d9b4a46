/** An error toast stays 5 seconds (docs/product/screens.md and constants.md). */
export const errorToastDurationMs = 5_000;

/** The navigation progress bar appears only after 500 ms, so fast navigations show none. */
export const navigationProgressDelayMs = 500;

/** Page snapshots kept for back and forward navigation. */
export const pageCacheSize = 10;
