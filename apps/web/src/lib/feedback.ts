import { Toast } from 'antd-mobile';
import { TOAST_MS } from './timings';

/** Toasts of spec §9: 1.5 s by default. Kept in one module so tests can replace it. */
export function showToast(content: string, duration = TOAST_MS): void {
  Toast.show({ content, duration });
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
