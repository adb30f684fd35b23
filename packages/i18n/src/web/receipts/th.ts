import type { ReceiptsTexts } from './en';

export const receiptsTh = {
  title: 'ใบยืนยันการชำระ',
  open: 'ใบยืนยัน',
  none: 'ยังไม่มีใบยืนยันสำหรับรายการนี้',
  result: {
    notional: 'มูลค่าการซื้อขาย',
    pays: 'คุณจ่าย',
    receives_gross: 'คุณได้รับ (ก่อนหักค่าธรรมเนียม)',
    fee: 'ค่าธรรมเนียม',
    receives_net: 'คุณได้รับสุทธิ',
  },
  recorded: 'รายการซื้อขายและราคาที่บันทึก',
  formula: 'สูตร',
  hash: 'ลายนิ้วมือ (SHA-256)',
  hashHint: 'SHA-256 ของ JSON มาตรฐาน (RFC 8785) ของใบยืนยันนี้: ทุกคนคำนวณซ้ำได้จากข้อมูลที่คัดลอก',
  copyCanonical: 'คัดลอกข้อมูล',
  verify: 'ตรวจสอบ',
  match: 'ตรวจสอบแล้ว: ใบยืนยันตรงกับรายการที่บันทึกและสูตรที่เผยแพร่',
  noMatch: 'ไม่ตรงกัน',
  failed: { hash: 'ลายนิ้วมือ', ticks: 'ราคาที่บันทึก', result: 'ผลลัพธ์', formula: 'สูตรที่ไม่รู้จัก' },
  kind: { spotFill: 'การซื้อขายสปอต' },
  source: { spotTrade: 'รายการซื้อขาย', marketMark: 'ราคาที่บันทึก' },
} satisfies ReceiptsTexts;
