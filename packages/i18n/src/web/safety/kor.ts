import type { SafetyTexts } from './en';

export const safetyKor = {
  title: {
    loginHistory: '로그인 기록',
    antiPhishing: '피싱 방지 코드',
  },
  security: {
    loginHistory: '로그인 기록',
    antiPhishing: '피싱 방지 코드',
    notSet: '미설정',
    isSet: '설정됨',
  },
  device: {
    mobile: '휴대폰',
    tablet: '태블릿',
    desktop: '컴퓨터',
    tv: 'TV',
    bot: '봇',
    unknown: '알 수 없는 기기',
  },
  place: {
    unknown: '위치 알 수 없음',
    loopback: '이 서버 (로컬 주소)',
    private: '사설 네트워크',
  },
  history: {
    empty: '로그인 기록이 없습니다',
    note: 'IP 주소로 위치를 조회하지 않습니다. 로컬 및 사설 네트워크만 표시합니다.',
  },
  phishing: {
    intro:
      '본인만 아는 코드를 정하세요. 저희가 보내는 모든 이메일은 이 코드로 시작합니다. 코드가 없거나 다른 이메일은 저희가 보낸 것이 아닙니다.',
    current: '현재 코드',
    none: '아직 설정하지 않았습니다',
    code: '새 코드',
    placeholder: '영문자, 숫자, _ 또는 - 4-20자',
    usePay: '결제 비밀번호로 확인',
    useLogin: '로그인 비밀번호로 확인',
    payPassword: '결제 비밀번호',
    loginPassword: '로그인 비밀번호',
    save: '저장',
    saved: '피싱 방지 코드가 저장되었습니다',
  },
  error: {
    code: '영문자, 숫자, _ 또는 - 4-20자를 입력하세요',
    password: '비밀번호를 입력하세요',
  },
  hold: {
    until: '{{time}}부터 출금 가능',
    ready: '출금 가능',
  },
} satisfies SafetyTexts;
