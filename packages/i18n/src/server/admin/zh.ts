import type { en } from './en';

/** Simplified Chinese texts of server/admin (the keys of ./en.ts). */
export const zh = {
  'error.totp_required': '请输入身份验证器中的验证码',
  'error.totp_invalid': '身份验证器验证码错误或已被使用',
  'error.totp_no_setup': '请先开始设置双重验证',
  'error.totp_already_enabled': '双重验证已开启',
  'error.totp_not_enabled': '双重验证未开启',

  'field.role': '角色',
  'field.disabled': '停用',
  'field.action': '操作',
} satisfies Record<keyof typeof en, string>;
