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
    servicePlaceholder: 'https://…',
    saved: '设置已保存',
  },
};
