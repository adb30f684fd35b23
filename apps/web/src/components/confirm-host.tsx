import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { currentConfirm, dismissConfirm, subscribeConfirm } from './confirm';

// The sheet (antd-mobile Popup and Button) is fetched with the first question, so the entry chunk every screen
// loads carries only this host.
const ConfirmSheet = lazy(() => import('./confirm-sheet'));

/** Draws the open confirmation and answers it with false when the location changes (back button, a link, a redirect). */
export function ConfirmHost() {
  const request = useSyncExternalStore(subscribeConfirm, currentConfirm, currentConfirm);
  const { pathname, search, key } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dismissConfirm();
  }, [pathname, search, key]);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmSheet request={request} />
    </Suspense>
  );
}
