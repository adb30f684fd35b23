/**
 * Where to go after login: the protected page the visitor wanted. Kept in sessionStorage so it survives the
 * redirect through the hash router and dies with the tab.
 */
const KEY = 'login_return_path';
const NEVER_RETURN = ['/pages/common/login', '/pages/common/register', '/pages/common/forget', '/pages/common/area'];

export function rememberReturnPath(path: string): void {
  if (NEVER_RETURN.some((p) => path.startsWith(p))) return;
  sessionStorage.setItem(KEY, path);
}

/** Reads and forgets the stored path; only an in-app path (starting with a single '/') is returned. */
export function takeReturnPath(fallback = '/'): string {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path?.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
