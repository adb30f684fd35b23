import { defineMenuTexts } from '../menu';

/**
 * The contracts feature's side-menu words in the 8 languages (drawn before any feature's catalogue is fetched). The
 * risk entry opens the risk desk, whose tabs (liquidations, insurance fund, overnight fees) share its section.
 */
export const menuTexts = defineMenuTexts({
  en: {
    groups: { contracts: 'Contracts' },
    items: { contractPairs: 'Pairs', contractPositions: 'Positions', contractRisk: 'Risk' },
  },
  zh: {
    groups: { contracts: '合约' },
    items: { contractPairs: '合约交易对', contractPositions: '持仓', contractRisk: '风控' },
  },
  hk: {
    groups: { contracts: '合約' },
    items: { contractPairs: '合約交易對', contractPositions: '持倉', contractRisk: '風控' },
  },
  th: {
    groups: { contracts: 'สัญญา' },
    items: { contractPairs: 'คู่สัญญา', contractPositions: 'โพสิชัน', contractRisk: 'ความเสี่ยง' },
  },
  jp: {
    groups: { contracts: '先物' },
    items: { contractPairs: '銘柄設定', contractPositions: 'ポジション', contractRisk: 'リスク管理' },
  },
  kor: {
    groups: { contracts: '선물' },
    items: { contractPairs: '거래쌍', contractPositions: '포지션', contractRisk: '리스크' },
  },
  fra: {
    groups: { contracts: 'Contrats' },
    items: { contractPairs: 'Paires', contractPositions: 'Positions', contractRisk: 'Risque' },
  },
  spa: {
    groups: { contracts: 'Contratos' },
    items: { contractPairs: 'Pares', contractPositions: 'Posiciones', contractRisk: 'Riesgo' },
  },
});
