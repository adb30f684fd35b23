import type { AdminRole } from './session-store';
import { useSession } from './session-store';

export const SECTIONS = ['news', 'banners', 'faq', 'pages', 'settings', 'admins', 'audit'] as const;
export type Section = (typeof SECTIONS)[number];

const ALL: readonly AdminRole[] = ['super', 'content', 'finance', 'support'];
const EDITORS: readonly AdminRole[] = ['super', 'content'];

/**
 * Mirrors the server's guards (docs/api-foundation.md "Admin"): every role may read content and settings, only
 * content and super change them; the admin list and the audit log answer "forbidden" to anyone but super.
 */
const READ: Record<Section, readonly AdminRole[]> = {
  news: ALL,
  banners: ALL,
  faq: ALL,
  pages: ALL,
  settings: ALL,
  admins: ['super'],
  audit: ['super'],
};
const WRITE: Record<Section, readonly AdminRole[]> = {
  ...READ,
  news: EDITORS,
  banners: EDITORS,
  faq: EDITORS,
  pages: EDITORS,
  settings: EDITORS,
};

export function canUse(role: AdminRole | undefined, section: Section): boolean {
  return role !== undefined && READ[section].includes(role);
}

export function canEdit(role: AdminRole | undefined, section: Section): boolean {
  return role !== undefined && WRITE[section].includes(role);
}

export function firstSection(role: AdminRole | undefined): Section | undefined {
  return SECTIONS.find((s) => canUse(role, s));
}

/** Whether the signed-in admin may change what `section` shows (otherwise its screens are read-only). */
export function useCanEdit(section: Section): boolean {
  return canEdit(
    useSession((s) => s.admin?.role),
    section,
  );
}
