/** Demo fixed pages in the 8 languages. */
import type { PageKey } from '@app/api';
import type { Lang } from '@app/i18n';

export const DEMO_PAGES: Record<PageKey, Record<Lang, { title: string; content: string }>> = {
  contactus: {
    en: {
      title: 'Contact us',
      content:
        '<p>Email: <a href="mailto:support@example.com">support@example.com</a></p><p>Our support team answers every day, usually within a few hours.</p>',
    },
    zh: {
      title: '联系我们',
      content:
        '<p>邮箱：<a href="mailto:support@example.com">support@example.com</a></p><p>客服团队每天在线，通常在几小时内回复。</p>',
    },
    hk: {
      title: '聯絡我們',
      content:
        '<p>電郵：<a href="mailto:support@example.com">support@example.com</a></p><p>客服團隊每天在線，通常在幾小時內回覆。</p>',
    },
    th: {
      title: 'ติดต่อเรา',
      content:
        '<p>อีเมล: <a href="mailto:support@example.com">support@example.com</a></p><p>ทีมสนับสนุนตอบทุกวัน โดยปกติภายในไม่กี่ชั่วโมง</p>',
    },
    jp: {
      title: 'お問い合わせ',
      content:
        '<p>メール：<a href="mailto:support@example.com">support@example.com</a></p><p>サポートチームは毎日対応しており、通常は数時間以内に返信します。</p>',
    },
    kor: {
      title: '문의하기',
      content:
        '<p>이메일: <a href="mailto:support@example.com">support@example.com</a></p><p>고객지원팀은 매일 운영되며 보통 몇 시간 내에 답변합니다.</p>',
    },
    fra: {
      title: 'Nous contacter',
      content:
        '<p>E-mail : <a href="mailto:support@example.com">support@example.com</a></p><p>Notre équipe répond tous les jours, généralement en quelques heures.</p>',
    },
    spa: {
      title: 'Contáctanos',
      content:
        '<p>Correo: <a href="mailto:support@example.com">support@example.com</a></p><p>Nuestro equipo de soporte responde todos los días, normalmente en pocas horas.</p>',
    },
  },
  aboutus: {
    en: {
      title: 'About us',
      content:
        '<p>OpenX is an open trading and finance platform for retail users.</p><p>We publish how every price and every payout is computed, and we never adjust outcomes for individual users.</p>',
    },
    zh: {
      title: '关于我们',
      content:
        '<p>OpenX 是面向个人用户的开放式交易与理财平台。</p><p>我们公开每一个价格和每一笔兑付的计算方式，绝不针对个人用户调整结果。</p>',
    },
    hk: {
      title: '關於我們',
      content:
        '<p>OpenX 是面向個人用戶的開放式交易與理財平台。</p><p>我們公開每一個價格和每一筆兌付的計算方式，絕不針對個人用戶調整結果。</p>',
    },
    th: {
      title: 'เกี่ยวกับเรา',
      content:
        '<p>OpenX คือแพลตฟอร์มการเทรดและการเงินแบบเปิดสำหรับผู้ใช้รายย่อย</p><p>เราเปิดเผยวิธีคำนวณทุกราคาและทุกการจ่ายเงิน และไม่ปรับผลลัพธ์ให้ผู้ใช้รายใด</p>',
    },
    jp: {
      title: '会社概要',
      content:
        '<p>OpenX は個人ユーザー向けのオープンな取引・資産運用プラットフォームです。</p><p>すべての価格と支払いの計算方法を公開し、個別のユーザーに対して結果を操作することはありません。</p>',
    },
    kor: {
      title: '회사 소개',
      content:
        '<p>OpenX는 개인 사용자를 위한 개방형 거래 및 금융 플랫폼입니다.</p><p>모든 가격과 지급의 계산 방식을 공개하며, 특정 사용자를 위해 결과를 조정하지 않습니다.</p>',
    },
    fra: {
      title: 'À propos',
      content:
        '<p>OpenX est une plateforme ouverte de trading et de finance pour les particuliers.</p><p>Nous publions le calcul de chaque prix et de chaque paiement, et n’ajustons jamais un résultat pour un utilisateur.</p>',
    },
    spa: {
      title: 'Sobre nosotros',
      content:
        '<p>OpenX es una plataforma abierta de trading y finanzas para usuarios minoristas.</p><p>Publicamos cómo se calcula cada precio y cada pago, y nunca ajustamos resultados para usuarios concretos.</p>',
    },
  },
  operational_compliance: {
    en: {
      title: 'Operational compliance',
      content:
        '<p>Client funds are recorded in a double-entry ledger that balances to zero at all times.</p><p>Identity verification, withdrawal reviews and an audit log of every back-office action are part of daily operations.</p>',
    },
    zh: {
      title: '合规运营',
      content:
        '<p>客户资金记录在复式记账账本中，任何时刻借贷总和均为零。</p><p>身份认证、提现审核以及后台每项操作的审计日志都是日常运营的一部分。</p>',
    },
    hk: {
      title: '合規營運',
      content:
        '<p>客戶資金記錄在複式記賬賬簿中，任何時刻借貸總和均為零。</p><p>身份認證、提現審核以及後台每項操作的審計日誌都是日常營運的一部分。</p>',
    },
    th: {
      title: 'การปฏิบัติตามกฎระเบียบ',
      content:
        '<p>เงินของลูกค้าบันทึกในบัญชีแยกประเภทแบบคู่ที่สมดุลเป็นศูนย์ตลอดเวลา</p><p>การยืนยันตัวตน การตรวจสอบการถอน และบันทึกการตรวจสอบทุกการกระทำของผู้ดูแลเป็นส่วนหนึ่งของการดำเนินงานประจำวัน</p>',
    },
    jp: {
      title: 'コンプライアンス',
      content:
        '<p>顧客資産は常に合計がゼロになる複式簿記の台帳で記録されています。</p><p>本人確認、出金審査、管理画面のすべての操作の監査ログは日常業務の一部です。</p>',
    },
    kor: {
      title: '운영 컴플라이언스',
      content:
        '<p>고객 자금은 언제나 합계가 0이 되는 복식부기 원장에 기록됩니다.</p><p>본인 인증, 출금 검토, 모든 관리자 작업의 감사 로그는 일상 운영의 일부입니다.</p>',
    },
    fra: {
      title: 'Conformité opérationnelle',
      content:
        '<p>Les fonds des clients sont tenus dans un grand livre en partie double, équilibré à zéro en permanence.</p><p>La vérification d’identité, le contrôle des retraits et le journal d’audit de chaque action d’administration font partie des opérations quotidiennes.</p>',
    },
    spa: {
      title: 'Cumplimiento operativo',
      content:
        '<p>Los fondos de los clientes se registran en un libro mayor de partida doble que siempre suma cero.</p><p>La verificación de identidad, la revisión de retiros y el registro de auditoría de cada acción administrativa forman parte de la operación diaria.</p>',
    },
  },
};
