import type { ReceiptsTexts } from './en';

export const receiptsKor = {
  title: '정산 영수증',
  open: '영수증',
  none: '이 체결의 영수증이 아직 없습니다',
  result: {
    notional: '체결 금액',
    pays: '지불액',
    receives_gross: '수령액(수수료 전)',
    fee: '수수료',
    receives_net: '실수령액',
  },
  recorded: '기록된 체결과 가격',
  formula: '공식',
  hash: '지문(SHA-256)',
  hashHint: '이 영수증의 정규화 JSON(RFC 8785)의 SHA-256: 복사한 데이터로 누구나 다시 계산할 수 있습니다.',
  copyCanonical: '데이터 복사',
  verify: '검증',
  match: '검증 완료: 영수증이 기록된 체결 및 공개된 공식과 일치합니다.',
  noMatch: '불일치',
  failed: { hash: '지문', ticks: '기록된 가격', result: '결과', formula: '알 수 없는 공식' },
  kind: { spotFill: '현물 체결' },
  source: { spotTrade: '체결', marketMark: '가격 기록' },
} satisfies ReceiptsTexts;
