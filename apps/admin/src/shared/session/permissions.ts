/**
 * The back office's role matrix is the wire contract's (`ADMIN_SECTIONS`, `SECTION_ROLES`, `ADMIN_ACTIONS` in
 * @app/api), the same table the server's guards read. This file only adds what the screens need on top of it.
 */
import {
  ADMIN_SECTIONS,
  type AdminAction,
  type AdminRole,
  type AdminSection,
  canDo,
  canRead,
  canWrite,
} from '@app/api/roles';
import type { Access } from '../feature';
import { useSession } from './session-store';

/** Whether `role` may open a screen or see a menu entry of `access` (a section it may read, or its own account). */
export function canOpen(role: AdminRole | undefined, access: Access): boolean {
  return role !== undefined && (access === 'any-admin' || canRead(role, access));
}

/** Landing screen: the first section the role works in (may change), else the first it may read. */
export function firstSection(role: AdminRole | undefined): AdminSection | undefined {
  return ADMIN_SECTIONS.find((s) => canWrite(role, s)) ?? ADMIN_SECTIONS.find((s) => canRead(role, s));
}

/** Whether the signed-in admin may change what `section` shows (otherwise its screens are read-only). */
export function useCanEdit(section: AdminSection): boolean {
  return canWrite(
    useSession((s) => s.admin?.role),
    section,
  );
}

/** Whether the signed-in admin may do `action` (a permission inside a section another role may read). */
export function useCanDo(action: AdminAction): boolean {
  return canDo(
    useSession((s) => s.admin?.role),
    action,
  );
}
