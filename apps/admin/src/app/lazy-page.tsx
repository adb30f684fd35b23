import type { FeatureNamespace } from '@app/i18n/admin';
import { type ComponentType, lazy } from 'react';
import type { AdminRoute } from '../shared/feature';
import { loadTexts } from '../shared/i18n/i18n';

/** A route's page, fetched with its feature's texts in the current language (one wait, not two in a row). */
export function lazyPage(route: AdminRoute, texts?: FeatureNamespace): ComponentType {
  return lazy(async () => {
    const [module] = await Promise.all([route.load(), texts && loadTexts(texts)]);
    return module;
  });
}
