import type { SafetyTexts } from './en';

export const safetyZh = {
  title: {
    loginHistory: '登录记录',
    antiPhishing: '防钓鱼码',
  },
  security: {
    loginHistory: '登录记录',
    antiPhishing: '防钓鱼码',
    notSet: '未设置',
    isSet: '已设置',
  },
  device: {
    mobile: '手机',
    tablet: '平板',
    desktop: '电脑',
    tv: '电视',
    bot: '机器人',
    unknown: '未知设备',
  },
  place: {
    unknown: '地点未知',
    loopback: '本服务器（本地地址）',
    private: '内部网络',
  },
  history: {
    empty: '暂无登录记录',
    note: '不根据 IP 地址查询所在地：仅标出本地和内部网络。',
  },
  phishing: {
    intro: '设置一个只有您知道的代码。我们发给您的每封邮件都会以它开头：没有它或代码不同的邮件都不是我们发的。',
    current: '您的代码',
    none: '尚未设置',
    code: '新代码',
    placeholder: '4-20 位字母、数字、_ 或 -',
    usePay: '用支付密码确认',
    useLogin: '用登录密码确认',
    payPassword: '支付密码',
    loginPassword: '登录密码',
    save: '保存',
    saved: '防钓鱼码已保存',
  },
  error: {
    code: '请输入 4-20 位字母、数字、_ 或 -',
    password: '请输入密码',
  },
  hold: {
    until: '{{time}} 起可提币',
    ready: '可提币',
  },
} satisfies SafetyTexts;
