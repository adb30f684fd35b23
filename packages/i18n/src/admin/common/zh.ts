import type { CommonTexts } from './en';

/** Simplified Chinese texts of the back office `common` screen (site settings). */
export const commonZh: CommonTexts = {
  settings: {
    title: '站点设置',
    siteName: '站点名称',
    logoUrl: 'Logo 地址',
    logoPlaceholder: 'https://… 或 /static/…',
    logoPreview: 'Logo 预览',
    serviceLink: '客服链接',
    serviceLinkExtra: '点击 App 中的客服按钮时打开',
    webviewHosts: '应用内可显示的网页',
    webviewHostsExtra:
      '仅填写主机名（help.example.com，或 *.example.com 表示其子域名）。其他网站的链接将在应用外打开。',
    webviewHostBad: '请输入主机名，例如 help.example.com 或 *.example.com',
    servicePlaceholder: 'https://…',
    saved: '设置已保存',
  },
};
