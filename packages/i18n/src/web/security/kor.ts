import type { SecurityTexts } from './en';

/** Korean texts of the second factor. */
export const securityKor = {
  title: '2단계 인증',
  on: '켜짐',
  off: '꺼짐',
  intro: '인증 앱(Google Authenticator, Authy, 1Password 등)의 코드로 로그인, 출금, 주소 변경을 보호합니다.',
  start: '켜기',
  scan: '인증 앱으로 이 QR 코드를 스캔하거나 키를 직접 입력하세요.',
  key: '키',
  code: '인증 앱 코드',
  codeOrRecovery: '2단계 인증 코드(또는 복구 코드)',
  confirm: '확인',
  disable: '끄기',
  renew: '복구 코드 새로 받기',
  recoveryTitle: '복구 코드',
  recoveryHint:
    '이 코드를 안전한 곳에 보관하세요. 휴대폰을 잃어버렸을 때 각 코드는 한 번만 사용할 수 있습니다. 지금만 표시됩니다.',
  copyAll: '코드 복사',
  saved: '저장했습니다',
  recoveryLeft: '남은 복구 코드: {{count}}',
  enabled: '2단계 인증이 켜졌습니다',
  loginStep: '로그인을 완료하려면 인증 앱의 코드를 입력하세요.',
  verify: '인증',
  invalid: '6자리 숫자 또는 복구 코드를 입력하세요',
} satisfies SecurityTexts;
