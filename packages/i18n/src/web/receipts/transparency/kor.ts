import type { TransparencyTexts } from './en';

export const transparencyKor = {
  title: '투명성',
  intro:
    '정산에 쓰이는 모든 가격은 추가만 가능한 공개 로그에 기록됩니다. 여기에서 가격의 출처와 합산 방식을 확인하고, 어떤 영수증이든 직접 검증할 수 있습니다.',
  openVerifier: '영수증 검증',
  method: {
    title: '지수 가격 산출 방식',
    maxAge: '소스 제외 기준 시간',
    band: '중앙값 기준 허용 범위',
    mean: '합산 방식',
    weighted: '가중 평균',
    equal: '단순 평균',
    seconds: '{{value}}초',
    explain:
      '각 소스는 자체 가격과 자체 시각을 보고합니다. 최신 가격이 {{age}}초보다 오래된 소스는 제외됩니다. 남은 각 가격은 중간 가격(중앙값)의 ±{{band}}% 이내로 제한되므로, 어떤 단일 소스도 지수를 그 범위 밖으로 밀어낼 수 없습니다. 지수는 그 가격들의 평균입니다. 사용할 수 있는 소스가 하나뿐이어도 가격은 기록되지만 표시가 붙습니다.',
    weights: '가중치',
  },
  key: {
    title: '서명 키',
    algorithm: '알고리즘',
    id: '키 ID',
    publicKey: '공개 키',
    copy: '공개 키 복사',
    copied: '공개 키를 복사했습니다',
    explain:
      '서버는 몇 초마다 각 종목 로그의 크기와 루트 해시에 이 키로 서명합니다. 공개 키가 있으면 누구나 서명된 헤드를 검증할 수 있습니다.',
  },
  instruments: {
    title: '종목',
    none: '가격 소스가 설정된 종목이 아직 없습니다',
    sources: '소스 {{count}}개',
  },
  sources: {
    title: '가격 소스',
    name: '소스',
    kind: '종류',
    host: '호스트',
    since: '{{time}}부터 적용',
    simulated: '시뮬레이션',
    simulatedNote: '데모 가격은 시뮬레이터에서 나오며 실제 시장 가격이 아닙니다.',
  },
  head: {
    title: '최신 서명 헤드',
    size: '항목 수',
    root: '루트 해시',
    time: '서명 시각',
    keyId: '키 ID',
    none: '아직 서명된 헤드가 없습니다. 시작 이후 로그가 서명되지 않았습니다.',
  },
  history: {
    title: '소스 변경 이력',
    none: '기록된 변경이 없습니다',
    band: '범위 {{band}}%',
  },
  verify: {
    title: '영수증 검증',
    intro:
      '영수증 번들을 붙여 넣거나 영수증 ID를 입력해 불러오세요. 헤드 서명, 포함 증명, 선택된 가격 사이에 다른 기록 가격이 없는지, 정산 규칙과 계산식을 검사합니다. 이 서버를 믿지 않고 오프라인으로 실행할 수도 있습니다.',
    idLabel: '영수증 ID',
    idPlaceholder: '0-9와 a-f로 된 32자',
    badId: '영수증 ID는 0-9와 a-f로 된 32자입니다',
    load: '불러오기',
    bundleLabel: '영수증 번들(JSON)',
    bundlePlaceholder: '여기에 번들을 붙여 넣으세요',
    run: '검증',
    empty: '먼저 번들을 붙여 넣거나 불러오세요',
    invalidJson: '올바른 JSON이 아닙니다',
    allPassed: '모든 검사를 통과했습니다',
    someFailed: '검사 {{total}}개 중 {{failed}}개 실패',
    pass: '통과',
    fail: '실패',
    download: '번들 다운로드',
    offline: '프로젝트의 명령줄로 서버 없이 오프라인 검증:',
  },
} satisfies TransparencyTexts;
