import type { en } from './en';

/** Korean texts of server/safety (the keys of ./en.ts). */
export const kor = {
  'safety.login_mail_subject': '{site}: 계정에 새 로그인',
  'safety.login_mail_body':
    '회원님의 {site} 계정에 방금 로그인이 있었습니다.\n\n시간: {time}\n기기: {device}\n위치: {place}\nIP 주소: {ip}\n\n본인이라면 조치할 필요가 없습니다. 본인이 아니라면 즉시 비밀번호를 변경하고 고객센터에 문의하세요.',
  'safety.place_unknown': '알 수 없음 (주소의 위치를 조회하지 않음)',
  'safety.place_loopback': '이 서버 (로컬 주소)',
  'safety.place_private': '사설 네트워크',
  'safety.device_unknown': '알 수 없는 기기',
  'safety.phishing_line': '피싱 방지 코드: {code}',
  'safety.phishing_saved': '피싱 방지 코드가 저장되었습니다',
  'safety.code_format': '피싱 방지 코드는 영문자, 숫자, _ 또는 - 4-20자여야 합니다',
  'safety.password_required': '결제 비밀번호 또는 로그인 비밀번호를 입력하세요',
  'safety.address_on_hold': '추가한 지 24시간이 지나지 않은 주소입니다: {time}(UTC)부터 출금할 수 있습니다',
} satisfies Record<keyof typeof en, string>;
