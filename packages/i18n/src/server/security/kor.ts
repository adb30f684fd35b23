import type { en } from './en';

/** Korean texts of server/security (the keys of ./en.ts). */
export const kor = {
  'security.code_required': '2단계 인증 코드를 입력하세요',
  'security.code_invalid': '2단계 인증 코드가 틀렸거나 이미 사용되었습니다',
  'security.locked': '잘못된 코드가 너무 많습니다. {minutes}분 후에 다시 시도하세요',
  'security.ticket_expired': '로그인이 만료되었습니다. 다시 로그인하세요',
  'security.already_enabled': '2단계 인증이 이미 켜져 있습니다',
  'security.not_enabled': '2단계 인증이 켜져 있지 않습니다',
  'security.no_setup': '먼저 2단계 인증 설정을 시작하세요',
  'security.enabled': '2단계 인증이 켜졌습니다',
  'security.disabled': '2단계 인증이 꺼졌습니다',
  'security.reset_done': '사용자의 2단계 인증을 초기화했습니다',
  'security.passkey_failed': '패스키를 확인할 수 없습니다. 다시 시도하세요',
  'security.passkey_required': '먼저 패스키로 확인하세요',
} satisfies Record<keyof typeof en, string>;
