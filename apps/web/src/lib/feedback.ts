import { Toast } from 'antd-mobile';
import { createElement, Fragment } from 'react';
import { numberRuns } from './number-runs';
import { TOAST_MS } from './timings';

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
  Toast.show({ content: body, duration });
}

let loadingShown = false;

/** The request loading indicator; it stays until hideLoading. */
export function showLoading(): void {
  loadingShown = true;
  Toast.show({ icon: 'loading', duration: 0, maskClickable: true });
}

export function hideLoading(): void {
  if (loadingShown) Toast.clear();
  loadingShown = false;
}
