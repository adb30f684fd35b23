import type { CommonTexts } from './en';

/** Thai texts of the back office `common` screen (site settings). */
export const commonTh: CommonTexts = {
  settings: {
    title: 'ตั้งค่าเว็บไซต์',
    siteName: 'ชื่อเว็บไซต์',
    logoUrl: 'URL ของโลโก้',
    logoPlaceholder: 'https://… หรือ /static/…',
    logoPreview: 'ตัวอย่างโลโก้',
    serviceLink: 'ลิงก์ฝ่ายบริการลูกค้า',
    serviceLinkExtra: 'เปิดเมื่อกดปุ่มบริการลูกค้าในแอป',
    webviewHosts: 'หน้าที่แอปแสดงภายในได้',
    webviewHostsExtra: 'ใส่เฉพาะชื่อโฮสต์ (help.example.com หรือ *.example.com สำหรับโดเมนย่อย) ลิงก์ไปยังเว็บอื่นจะเปิดนอกแอป',
    webviewHostBad: 'กรอกชื่อโฮสต์ เช่น help.example.com หรือ *.example.com',
    servicePlaceholder: 'https://…',
    saved: 'บันทึกการตั้งค่าแล้ว',
  },
};
