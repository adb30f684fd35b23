import type { en } from './en';

/** Simplified Chinese texts of server/safety (the keys of ./en.ts). */
export const zh = {
  'safety.login_mail_subject': '{site}：您的账户有新的登录',
  'safety.login_mail_body':
    '您的 {site} 账户刚刚登录。\n\n时间：{time}\n设备：{device}\n地点：{place}\nIP 地址：{ip}\n\n如果是您本人操作，无需处理。如果不是，请立即修改密码并联系客服。',
  'safety.place_unknown': '未知（未查询地址所在地）',
  'safety.place_loopback': '本服务器（本地地址）',
  'safety.place_private': '内部网络',
  'safety.device_unknown': '未知设备',
  'safety.phishing_line': '您的防钓鱼码：{code}',
  'safety.phishing_saved': '防钓鱼码已保存',
  'safety.code_format': '防钓鱼码须为 4-20 位字母、数字、_ 或 -',
  'safety.password_required': '请输入支付密码或登录密码',
  'safety.address_on_hold': '该地址添加不足 24 小时：自 {time}（UTC）起才可向其提币',
} satisfies Record<keyof typeof en, string>;
