import type { NotifyTexts } from './en';

/** Traditional Chinese (Hong Kong) texts of the back office `notify` screen (dev outbox). */
export const notifyHk: NotifyTexts = {
  outbox: {
    title: '開發寄件匣',
    refreshes: '每 {{seconds}} 秒自動重新整理',
    unavailable: '開發寄件匣無法使用',
    unavailableNote: '伺服器只會在示範模式下保留寄件匣，此模式未設定郵件伺服器及短訊供應商。',
    demo: '示範模式：電郵及短訊不會實際發出，驗證碼會記錄於此，最新的排在最前。',
    id: 'ID',
    time: '時間（UTC）',
    channel: '渠道',
    to: '收件人',
    code: '驗證碼',
    message: '內容',
    empty: '暫無訊息',
  },
};
