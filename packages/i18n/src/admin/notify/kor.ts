import type { NotifyTexts } from './en';

/** Korean texts of the back office `notify` screen (dev outbox). */
export const notifyKor: NotifyTexts = {
  outbox: {
    title: '개발용 발신함',
    refreshes: '{{seconds}}초마다 새로고침',
    unavailable: '개발용 발신함을 사용할 수 없습니다',
    unavailableNote: '서버는 메일 서버나 SMS 공급자가 설정되지 않은 데모 모드에서만 발신함을 보관합니다.',
    demo: '데모 모드: 이메일과 SMS는 실제로 발송되지 않으며, 인증 코드는 최신순으로 여기에 기록됩니다.',
    id: 'ID',
    time: '시간(UTC)',
    channel: '채널',
    to: '수신자',
    code: '코드',
    message: '메시지',
    empty: '아직 메시지가 없습니다',
  },
};
