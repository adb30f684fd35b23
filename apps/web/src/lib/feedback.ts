import { createElement, Fragment } from 'react';
import { numberRuns } from './number-runs';
import { TOAST_MS } from './timings';

type ToastApi = typeof import('antd-mobile/es/components/toast').default;
let toastModule: Promise<ToastApi> | null = null;

/**
 * antd-mobile's Toast, loaded on first use (its mask and animation library were a fifth of the first screen);
 * `preloadToast` fetches it once the first screen is up, so a toast later never waits and works offline.
 */
export function preloadToast(): Promise<ToastApi> {
  toastModule ??= import('antd-mobile/es/components/toast').then((m) => m.default);
  return toastModule;
}

/**
 * Toasts of spec §9: 1.5 s by default. Kept in one module so tests can replace it. Numbers go in nowrap spans
 * so the toast's narrow box wraps between words, never inside an amount.
 */
export function showToast(content: string, duration = TOAST_MS): void {
  const runs = numberRuns(content);
  const body = runs.some((r) => r.number)
    ? createElement(
        Fragment,
        null,
        ...runs.map((r, i) => (r.number ? createElement('span', { key: i, className: 'num' }, r.text) : r.text)),
      )
    : content;
  void preloadToast().then((Toast) => Toast.show({ content: body, duration }));
}

let loadingShown = false;

/** The request loading indicator; it stays until hideLoading. */
export function showLoading(): void {
  loadingShown = true;
  void preloadToast().then((Toast) => {
    // Hidden again before the module came: nothing to show.
    if (loadingShown) Toast.show({ icon: 'loading', duration: 0, maskClickable: true });
  });
}

export function hideLoading(): void {
  if (loadingShown) void preloadToast().then((Toast) => Toast.clear());
  loadingShown = false;
}
