import type { NotifyTexts } from './en';

/** Simplified Chinese texts of the back office `notify` screen (dev outbox). */
export const notifyZh: NotifyTexts = {
  outbox: {
    title: '开发发件箱',
    refreshes: '每 {{seconds}} 秒自动刷新',
    unavailable: '开发发件箱不可用',
    unavailableNote: '服务器仅在演示模式下保留发件箱，此模式下未配置邮件服务器和短信服务商。',
    demo: '演示模式：邮件和短信不会真正发送，验证码记录在此处，最新的排在最前。',
    id: 'ID',
    time: '时间（UTC）',
    channel: '渠道',
    to: '收件人',
    code: '验证码',
    message: '内容',
    empty: '暂无消息',
  },
};
