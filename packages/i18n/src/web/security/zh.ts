import type { SecurityTexts } from './en';

/** Simplified Chinese texts of the second factor. */
export const securityZh = {
  title: '两步验证',
  on: '已开启',
  off: '未开启',
  intro: '使用身份验证器应用（Google Authenticator、Authy、1Password 等）中的验证码保护登录、提现和地址修改。',
  start: '开启',
  scan: '用身份验证器应用扫描此二维码，或手动输入密钥。',
  key: '密钥',
  code: '身份验证器验证码',
  codeOrRecovery: '两步验证码（或恢复码）',
  confirm: '确认',
  disable: '关闭',
  renew: '重新生成恢复码',
  recoveryTitle: '恢复码',
  recoveryHint: '请妥善保存这些恢复码。手机丢失时每个码可使用一次。它们只显示这一次。',
  copyAll: '复制恢复码',
  saved: '我已保存',
  recoveryLeft: '剩余恢复码：{{count}}',
  enabled: '两步验证已开启',
  loginStep: '请输入身份验证器中的验证码以完成登录。',
  verify: '验证',
  invalid: '请输入6位数字或恢复码',
} satisfies SecurityTexts;
