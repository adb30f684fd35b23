import type { ReactNode } from 'react';

export type ConfirmRequest = {
  content: ReactNode;
  title?: ReactNode;
  /** Red confirm button: logging out, deleting. */
  danger?: boolean;
  resolve: (ok: boolean) => void;
};

let current: ConfirmRequest | null = null;
const listeners = new Set<() => void>();

function publish(next: ConfirmRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Asks before an irreversible action (money moves, an order, logout, deleting). Resolves true on confirm, false on
 * cancel, on a tap outside, and when the app navigates: the sheet is drawn by `ConfirmHost` inside the router, so a
 * question asked on one page can never be confirmed on another. A second question answers the first with false.
 */
export function confirmAction(
  content: ReactNode,
  options: { title?: ReactNode; danger?: boolean } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    current?.resolve(false);
    const request: ConfirmRequest = {
      ...options,
      content,
      resolve: (ok) => {
        if (current === request) publish(null);
        resolve(ok);
      },
    };
    publish(request);
  });
}

/** Answers an open question with false (the host calls it on navigation). */
export function dismissConfirm(): void {
  current?.resolve(false);
}

export function subscribeConfirm(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentConfirm(): ConfirmRequest | null {
  return current;
}
