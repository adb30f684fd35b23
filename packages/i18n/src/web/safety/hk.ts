import type { SafetyTexts } from './en';

export const safetyHk = {
  title: {
    loginHistory: '登入記錄',
    antiPhishing: '防釣魚碼',
  },
  security: {
    loginHistory: '登入記錄',
    antiPhishing: '防釣魚碼',
    notSet: '未設定',
    isSet: '已設定',
  },
  device: {
    mobile: '手機',
    tablet: '平板',
    desktop: '電腦',
    tv: '電視',
    bot: '機器人',
    unknown: '未知裝置',
  },
  place: {
    unknown: '地點未知',
    loopback: '本伺服器（本機位址）',
    private: '內部網絡',
  },
  history: {
    empty: '暫無登入記錄',
    note: '不根據 IP 位址查詢所在地：只標示本機及內部網絡。',
  },
  phishing: {
    intro: '設定一個只有您知道的代碼。我們寄給您的每封電郵都會以它開頭：沒有它或代碼不同的電郵都不是我們寄出的。',
    current: '您的代碼',
    none: '尚未設定',
    code: '新代碼',
    placeholder: '4-20 位字母、數字、_ 或 -',
    usePay: '用支付密碼確認',
    useLogin: '用登入密碼確認',
    payPassword: '支付密碼',
    loginPassword: '登入密碼',
    save: '儲存',
    saved: '防釣魚碼已儲存',
  },
  error: {
    code: '請輸入 4-20 位字母、數字、_ 或 -',
    password: '請輸入密碼',
  },
  hold: {
    until: '{{time}} 起可提幣',
    ready: '可提幣',
  },
} satisfies SafetyTexts;
