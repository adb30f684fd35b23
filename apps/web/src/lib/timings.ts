/** Timings of spec §9, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const LOADING_INDICATOR_DELAY_MS = 800;
export const PAGE_LOADING_DELAY_MS = 200;
export const PAGE_TIMEOUT_MS = 60_000;
export const TAP_DEBOUNCE_MS = 500;
export const TOAST_MS = 1_500;
export const REDIRECT_DELAY_MS = 1_200;
