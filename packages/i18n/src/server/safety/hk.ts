import type { en } from './en';

/** Traditional Chinese texts of server/safety (the keys of ./en.ts). */
export const hk = {
  'safety.login_mail_subject': '{site}：您的帳戶有新的登入',
  'safety.login_mail_body':
    '您的 {site} 帳戶剛剛登入。\n\n時間：{time}\n裝置：{device}\n地點：{place}\nIP 位址：{ip}\n\n如果是您本人操作，無需處理。如果不是，請立即修改密碼並聯絡客服。',
  'safety.place_unknown': '未知（未查詢位址所在地）',
  'safety.place_loopback': '本伺服器（本機位址）',
  'safety.place_private': '內部網絡',
  'safety.device_unknown': '未知裝置',
  'safety.phishing_line': '您的防釣魚碼：{code}',
  'safety.phishing_saved': '防釣魚碼已儲存',
  'safety.code_format': '防釣魚碼須為 4-20 位字母、數字、_ 或 -',
  'safety.password_required': '請輸入支付密碼或登入密碼',
  'safety.address_on_hold': '此位址新增未滿 24 小時：自 {time}（UTC）起才可向其提幣',
} satisfies Record<keyof typeof en, string>;
