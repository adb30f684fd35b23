import type { CommonTexts } from './en';

/** Traditional Chinese (Hong Kong) texts of the back office `common` screen (site settings). */
export const commonHk: CommonTexts = {
  settings: {
    title: '網站設定',
    siteName: '網站名稱',
    logoUrl: 'Logo 網址',
    logoPlaceholder: 'https://… 或 /static/…',
    logoPreview: 'Logo 預覽',
    serviceLink: '客戶服務連結',
    serviceLinkExtra: '按下 App 的客戶服務按鈕時開啟',
    webviewHosts: '應用內可顯示的網頁',
    webviewHostsExtra:
      '僅填寫主機名（help.example.com，或 *.example.com 表示其子網域）。其他網站的連結將在應用外開啟。',
    webviewHostBad: '請輸入主機名，例如 help.example.com 或 *.example.com',
    servicePlaceholder: 'https://…',
    saved: '設定已儲存',
  },
};
