import type { AdminRole } from './session-store';

export const SECTIONS = ['news', 'banners', 'faq', 'pages', 'settings', 'admins', 'audit'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * Which roles see which screens (docs/api-foundation.md "Admin"): content edits site content, super does everything,
 * finance and support only read the audit log here (their review queues live in other modules).
 */
const ACCESS: Record<Section, readonly AdminRole[]> = {
  news: ['super', 'content'],
  banners: ['super', 'content'],
  faq: ['super', 'content'],
  pages: ['super', 'content'],
  settings: ['super', 'content'],
  admins: ['super'],
  audit: ['super', 'finance', 'support'],
};

export function canUse(role: AdminRole | undefined, section: Section): boolean {
  return role !== undefined && ACCESS[section].includes(role);
}

export function firstSection(role: AdminRole | undefined): Section | undefined {
  return SECTIONS.find((s) => canUse(role, s));
}
