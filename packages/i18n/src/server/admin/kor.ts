import type { en } from './en';

/** Korean texts of server/admin (the keys of ./en.ts). */
export const kor = {
  'error.totp_required': '인증 앱의 코드를 입력하세요',
  'error.totp_invalid': '인증 코드가 틀렸거나 이미 사용되었습니다',
  'error.totp_no_setup': '먼저 2단계 인증 설정을 시작하세요',
  'error.totp_already_enabled': '2단계 인증이 이미 켜져 있습니다',
  'error.totp_not_enabled': '2단계 인증이 켜져 있지 않습니다',

  'field.role': '역할',
  'field.disabled': '비활성화',
  'field.action': '작업',
} satisfies Record<keyof typeof en, string>;
