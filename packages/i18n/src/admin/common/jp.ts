import type { CommonTexts } from './en';

/** Japanese texts of the back office `common` screen (site settings). */
export const commonJp: CommonTexts = {
  settings: {
    title: 'サイト設定',
    siteName: 'サイト名',
    logoUrl: 'ロゴ URL',
    logoPlaceholder: 'https://… または /static/…',
    logoPreview: 'ロゴのプレビュー',
    serviceLink: 'カスタマーサポートのリンク',
    serviceLinkExtra: 'アプリのカスタマーサポートボタンで開きます',
    servicePlaceholder: 'https://…',
    saved: '設定を保存しました',
  },
};
