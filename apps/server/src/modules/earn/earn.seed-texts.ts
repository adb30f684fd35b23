/**
 * The demo data's texts in the seven languages besides English (earn.seed.ts holds the English, the rows' own
 * columns): a demo shown in Chinese or Thai reads Chinese or Thai throughout.
 */
import type { EarnTexts } from './earn.texts';

type Fielded = Record<string, Record<string, string>>;
/** `{ field: { lang: text } }` → `{ lang: { field: text } }`, the stored shape. */
function byLang(fields: Fielded): EarnTexts {
  const out: Record<string, Record<string, string>> = {};
  for (const [field, texts] of Object.entries(fields)) {
    for (const [lang, text] of Object.entries(texts)) out[lang] = { ...out[lang], [field]: text };
  }
  return out as EarnTexts;
}

const days = (n: number, what: Record<string, string>) =>
  Object.fromEntries(Object.entries(what).map(([l, w]) => [l, w.replace('{n}', String(n))]));
const usdtDays = {
  zh: 'USDT {n} 天',
  hk: 'USDT {n} 天',
  th: 'USDT {n} วัน',
  jp: 'USDT {n} 日',
  kor: 'USDT {n}일',
  fra: 'USDT {n} jours',
  spa: 'USDT {n} días',
};

export const LAUNCH_CAMPAIGN = byLang({
  name: {
    zh: '上线收益计划',
    hk: '上線收益計劃',
    th: 'แคมเปญผลตอบแทนเปิดตัว',
    jp: 'ローンチ利回りキャンペーン',
    kor: '출시 수익 캠페인',
    fra: 'Rendement de lancement',
    spa: 'Rendimiento de lanzamiento',
  },
  note: {
    zh: '收益由运营方注资的预算支付；任何产品都不会承诺超过预算所持有的金额。',
    hk: '收益由營運方注資的預算支付；任何產品都不會承諾超過預算所持有的金額。',
    th: 'ผลตอบแทนจ่ายจากงบประมาณที่ผู้ให้บริการเติมไว้ ไม่มีผลิตภัณฑ์ใดสัญญาเกินกว่าที่งบมีอยู่',
    jp: '利回りは運営者が資金を入れた予算から支払われます。どの商品も予算の残高を超える約束はしません。',
    kor: '수익은 운영자가 적립한 예산에서 지급되며, 어떤 상품도 예산이 보유한 금액 이상을 약속하지 않습니다.',
    fra: 'Les rendements sont payés par ce budget alimenté par l’opérateur ; aucun produit ne promet plus qu’il ne contient.',
    spa: 'Los rendimientos se pagan con este presupuesto que aporta el operador; ningún producto promete más de lo que contiene.',
  },
});

export const DUAL_CAMPAIGN = byLang({
  name: {
    zh: '双币上线计划',
    hk: '雙幣上線計劃',
    th: 'แคมเปญเปิดตัวการลงทุนคู่',
    jp: 'デュアル投資ローンチ',
    kor: '듀얼 출시 캠페인',
    fra: 'Lancement double devise',
    spa: 'Lanzamiento de doble divisa',
  },
  note: {
    zh: '支付 BTC 看涨产品的收益。',
    hk: '支付 BTC 看漲產品的收益。',
    th: 'จ่ายผลตอบแทนของผลิตภัณฑ์ BTC คอล',
    jp: 'BTC コール商品の利回りを支払います。',
    kor: 'BTC 콜 상품의 수익을 지급합니다.',
    fra: 'Paie le rendement des calls BTC.',
    spa: 'Paga el rendimiento de los call de BTC.',
  },
});

export const usdtDaysName = (n: number) => byLang({ name: days(n, usdtDays) });

export const CLOUD_MINER = byLang({
  name: days(30, {
    zh: '云矿机 {n} 天',
    hk: '雲礦機 {n} 天',
    th: 'คลาวด์ไมเนอร์ {n} วัน',
    jp: 'クラウドマイナー {n} 日',
    kor: '클라우드 마이너 {n}일',
    fra: 'Minage cloud {n} jours',
    spa: 'Minería en la nube {n} días',
  }),
  intro: {
    zh: '固定期限内的固定日收益，由活动预算支付：不租用任何硬件。',
    hk: '固定期限內的固定日收益，由活動預算支付：不租用任何硬件。',
    th: 'ผลตอบแทนรายวันคงที่ในระยะเวลาคงที่ จ่ายจากงบแคมเปญ ไม่มีการเช่าฮาร์ดแวร์',
    jp: '一定期間の固定日利で、キャンペーン予算から支払われます。ハードウェアは借りません。',
    kor: '정해진 기간 동안 고정 일 수익을 캠페인 예산에서 지급합니다. 하드웨어를 임대하지 않습니다.',
    fra: 'Un rendement journalier fixe sur une durée fixe, payé par le budget de la campagne : aucun matériel n’est loué.',
    spa: 'Un rendimiento diario fijo durante un plazo fijo, pagado por el presupuesto de la campaña: no se alquila hardware.',
  },
});

export const DEFI_POOL = byLang({
  name: days(7, {
    zh: 'DeFi 池 {n} 天',
    hk: 'DeFi 池 {n} 天',
    th: 'พูล DeFi {n} วัน',
    jp: 'DeFi プール {n} 日',
    kor: 'DeFi 풀 {n}일',
    fra: 'Pool DeFi {n} jours',
    spa: 'Pool DeFi {n} días',
  }),
  intro: {
    zh: '固定期限内的固定日收益，由活动预算支付：资金不离开平台。',
    hk: '固定期限內的固定日收益，由活動預算支付：資金不離開平台。',
    th: 'ผลตอบแทนรายวันคงที่ในระยะเวลาคงที่ จ่ายจากงบแคมเปญ เงินไม่ออกจากแพลตฟอร์ม',
    jp: '一定期間の固定日利で、キャンペーン予算から支払われます。資金はプラットフォーム外に出ません。',
    kor: '정해진 기간 동안 고정 일 수익을 캠페인 예산에서 지급합니다. 자금은 플랫폼 밖으로 나가지 않습니다.',
    fra: 'Un rendement journalier fixe sur une durée fixe, payé par le budget de la campagne : aucun fonds ne quitte la plateforme.',
    spa: 'Un rendimiento diario fijo durante un plazo fijo, pagado por el presupuesto de la campaña: ningún fondo sale de la plataforma.',
  },
});

export const WELCOME_VOUCHER = byLang({
  title: {
    zh: '新手体验券',
    hk: '新手體驗券',
    th: 'บัตรทดลองต้อนรับ',
    jp: 'ウェルカム体験クーポン',
    kor: '웰컴 체험 쿠폰',
    fra: 'Bon d’essai de bienvenue',
    spa: 'Bono de prueba de bienvenida',
  },
});

const IEO_TITLES: Record<string, Record<string, string>> = {
  DOT: {
    zh: 'DOT 社区轮',
    hk: 'DOT 社區輪',
    th: 'DOT รอบชุมชน',
    jp: 'DOT コミュニティラウンド',
    kor: 'DOT 커뮤니티 라운드',
    fra: 'DOT tour communautaire',
    spa: 'DOT ronda comunitaria',
  },
  LINK: {
    zh: 'LINK 抢先认购',
    hk: 'LINK 搶先認購',
    th: 'LINK สิทธิ์ก่อนใคร',
    jp: 'LINK 先行販売',
    kor: 'LINK 얼리 액세스',
    fra: 'LINK accès anticipé',
    spa: 'LINK acceso anticipado',
  },
  AVAX: {
    zh: 'AVAX 首发',
    hk: 'AVAX 首發',
    th: 'AVAX ลอนช์แพด',
    jp: 'AVAX ローンチパッド',
    kor: 'AVAX 런치패드',
    fra: 'AVAX launchpad',
    spa: 'AVAX launchpad',
  },
};
const IEO_SUMMARY: Record<string, string> = {
  zh: '{t} 在窗口期内以固定价格向平台用户发售。',
  hk: '{t} 在窗口期內以固定價格向平台用戶發售。',
  th: '{t} เสนอขายให้ผู้ใช้แพลตฟอร์มในราคาคงที่ระหว่างช่วงเวลา',
  jp: '{t} を期間中、固定価格でプラットフォームのユーザーに提供します。',
  kor: '{t}를 기간 동안 고정 가격으로 플랫폼 사용자에게 제공합니다.',
  fra: '{t} proposé aux utilisateurs de la plateforme à prix fixe pendant la période.',
  spa: '{t} ofrecido a los usuarios de la plataforma a precio fijo durante el periodo.',
};
const IEO_CONTENT: Record<string, string> = {
  zh: '申购时即付款，款项存放在项目账户中直到结束。\n\n结束后按公布的规则分配每笔申购，其余退回；锁定期结束后代币发放到现货账户。',
  hk: '申購時即付款，款項存放在項目賬戶中直到結束。\n\n結束後按公佈的規則分配每筆申購，其餘退回；鎖定期結束後代幣發放到現貨賬戶。',
  th: 'ชำระเงินเมื่อสมัครและเก็บไว้ในบัญชีโครงการจนสิ้นสุด\n\nหลังสิ้นสุด แต่ละคำขอจะได้รับการจัดสรรตามกฎที่เผยแพร่ ส่วนที่เหลือคืนให้ และโทเค็นจะส่งเข้าบัญชีสปอตเมื่อพ้นระยะล็อก',
  jp: '申込時に支払われ、終了までプロジェクト口座に保管されます。\n\n終了後、公開ルールで各申込に割り当て、残りは返金し、ロック期間後にトークンを現物口座へ届けます。',
  kor: '신청 시 결제되며 종료까지 프로젝트 계정에 보관됩니다.\n\n종료 후 공개된 규칙에 따라 각 신청에 배정하고 나머지는 환불하며, 잠금 기간이 지나면 토큰을 현물 계정으로 지급합니다.',
  fra: 'Les souscriptions sont payées à la demande et gardées sur le compte du projet jusqu’à la fin.\n\nEnsuite chaque souscription est servie selon la règle publiée, le reste est remboursé, et les jetons arrivent au compte comptant après la période de blocage.',
  spa: 'Las solicitudes se pagan al hacerlas y se guardan en la cuenta del proyecto hasta el final.\n\nDespués cada solicitud se asigna según la regla publicada, el resto se reembolsa y los tokens llegan a la cuenta spot tras el bloqueo.',
};

export const ieoTexts = (token: string): EarnTexts =>
  byLang({
    title: IEO_TITLES[token] ?? {},
    summary: Object.fromEntries(Object.entries(IEO_SUMMARY).map(([l, s]) => [l, s.replace('{t}', token)])),
    content: IEO_CONTENT,
  });
