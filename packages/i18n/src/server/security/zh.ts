import type { en } from './en';

/** Simplified Chinese texts of server/security (the keys of ./en.ts). */
export const zh = {
  'security.code_required': '请输入两步验证码',
  'security.code_invalid': '两步验证码错误或已被使用',
  'security.locked': '验证码错误次数过多，请{minutes}分钟后再试',
  'security.ticket_expired': '本次登录已过期，请重新登录',
  'security.already_enabled': '两步验证已开启',
  'security.not_enabled': '两步验证未开启',
  'security.no_setup': '请先开始两步验证设置',
  'security.enabled': '两步验证已开启',
  'security.disabled': '两步验证已关闭',
  'security.reset_done': '已重置该用户的两步验证',
  'security.passkey_failed': '无法验证通行密钥，请重试',
  'security.passkey_required': '请先用通行密钥确认',
} satisfies Record<keyof typeof en, string>;
