import { Spin } from 'antd';
import { type ReactNode, Suspense } from 'react';

/** A signed-in page's wait, with antd's spinner. */
export function Loading({ children }: { children: ReactNode }) {
  // The spinner sits in a box at the page's top-left, as the page will: a spinner's own margin would have the
  // page's first drawing move it (CLS).
  return (
    <Suspense
      fallback={
        <div style={{ paddingTop: 80, textAlign: 'center' }}>
          <Spin />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
