import type { en } from './en';

/** Korean texts of server/receipts (the keys of ./en.ts). */
export const kor = {
  'receipts.not_yet_provable':
    '이 영수증은 아직 증명할 수 없습니다. 가격 로그는 몇 초마다 헤드에 서명합니다. 몇 초 후 다시 시도하세요.',
} satisfies Record<keyof typeof en, string>;
