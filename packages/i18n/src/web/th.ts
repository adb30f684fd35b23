import { accountsTh } from './accounts/th';
import type { WebCatalogue } from './en';
import { marketTh } from './market/th';
import { receiptsTh } from './receipts/th';
import { spotTh } from './spot/th';
import { walletTh } from './wallet/th';

export const th = {
  tab: { home: 'หน้าแรก', market: 'ตลาด', trade: 'เทรด', finance: 'การเงิน', assets: 'สินทรัพย์' },
  common: {
    loading: 'กำลังโหลด…',
    retry: 'ลองอีกครั้ง',
    back: 'กลับ',
    confirm: 'ยืนยัน',
    cancel: 'ยกเลิก',
    close: 'ปิด',
    more: 'เพิ่มเติม',
    empty: 'ยังไม่มีข้อมูล',
    error: 'เกิดข้อผิดพลาด',
    loadFailed: 'ไม่สามารถโหลดหน้านี้ได้',
    loadTimeout: 'การโหลดใช้เวลานานเกินไป โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    networkError: 'เครือข่ายขัดข้อง โปรดลองอีกครั้ง',
    timeout: 'คำขอหมดเวลา โปรดลองอีกครั้ง',
    loginFirst: 'โปรดเข้าสู่ระบบก่อน',
    noMore: 'ไม่มีข้อมูลเพิ่มเติม',
    comingSoon: 'ส่วนนี้จะเปิดให้ใช้งานในเวอร์ชันถัดไป',
    invalidUrl: 'ไม่สามารถเปิดที่อยู่นี้ได้',
    openInBrowser: 'เปิดในเบราว์เซอร์',
    notFound: 'ไม่พบหน้านี้',
    notFoundHint: 'หน้านี้ยังไม่มีให้บริการในเวอร์ชันนี้',
    backHome: 'กลับหน้าแรก',
  },
  pull: {
    pulling: 'ดึงลงเพื่อรีเฟรช',
    canRelease: 'ปล่อยเพื่อรีเฟรช',
    refreshing: 'กำลังรีเฟรช…',
    complete: 'รีเฟรชแล้ว',
  },
  home: {
    news: 'ข่าวสาร',
    services: 'บริการ',
    language: 'ภาษา',
    fiat: 'สกุลเงิน',
    announcement: 'ประกาศ',
    viewDetails: 'ดูรายละเอียด',
  },
  page: {
    news: 'ข่าวสาร',
    faq: 'คำถามที่พบบ่อย',
    contactus: 'ติดต่อเรา',
    aboutus: 'เกี่ยวกับเรา',
    compliance: 'การปฏิบัติตามกฎระเบียบ',
    language: 'ภาษา',
    fiat: 'สกุลเงินเฟียต',
  },
  time: {
    justNow: 'เมื่อสักครู่',
    minutesAgo: '{{count}} นาทีที่แล้ว',
    hoursAgo: '{{count}} ชั่วโมงที่แล้ว',
    daysAgo: '{{count}} วันที่แล้ว',
  },
  setting: {
    fiatHint: 'จำนวนเงินจะแสดงเป็นสกุลเงินนี้',
    selected: 'เลือกแล้ว',
  },
  market: marketTh,
  accounts: accountsTh,
  spot: spotTh,
  wallet: walletTh,
  receipts: receiptsTh,
} satisfies WebCatalogue;
