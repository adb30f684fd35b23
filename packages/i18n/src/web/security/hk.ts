import type { SecurityTexts } from './en';

/** Traditional Chinese texts of the second factor. */
export const securityHk = {
  title: '兩步驗證',
  on: '已開啟',
  off: '未開啟',
  intro: '使用身份驗證器應用（Google Authenticator、Authy、1Password 等）中的驗證碼保護登入、提現和地址修改。',
  start: '開啟',
  scan: '用身份驗證器應用掃描此二維碼，或手動輸入密鑰。',
  key: '密鑰',
  code: '身份驗證器驗證碼',
  codeOrRecovery: '兩步驗證碼（或恢復碼）',
  confirm: '確認',
  disable: '關閉',
  renew: '重新生成恢復碼',
  recoveryTitle: '恢復碼',
  recoveryHint: '請妥善保存這些恢復碼。手機遺失時每個碼可使用一次。它們只顯示這一次。',
  copyAll: '複製恢復碼',
  saved: '我已保存',
  recoveryLeft: '剩餘恢復碼：{{count}}',
  enabled: '兩步驗證已開啟',
  loginStep: '請輸入身份驗證器中的驗證碼以完成登入。',
  verify: '驗證',
  invalid: '請輸入6位數字或恢復碼',
} satisfies SecurityTexts;
