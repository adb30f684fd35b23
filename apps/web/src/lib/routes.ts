/** Paths of pages other modules redirect to. Some arrive in later issues; the redirect is kept regardless. */
export const LOGIN_PATH = '/pages/common/login';
export const REAL_MARK_PATH = '/pages/setting/real_mark';
export const HOME_PATH = '/';
