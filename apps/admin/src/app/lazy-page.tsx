import type { FeatureNamespace } from '@app/i18n/admin';
import { Spin } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { AdminRoute } from '../shared/feature';
import { loadTexts } from '../shared/i18n/i18n';

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

/** A route's page, fetched with its feature's texts in the current language (one wait, not two in a row). */
export function lazyPage(route: AdminRoute, texts?: FeatureNamespace): ComponentType {
  return lazy(async () => {
    const [module] = await Promise.all([route.load(), texts && loadTexts(texts)]);
    return module;
  });
}
