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
    webviewHosts: 'アプリ内で表示できるページ',
    webviewHostsExtra:
      'ホスト名のみ（help.example.com、またはサブドメインには *.example.com）。ほかのサイトへのリンクはアプリの外で開きます。',
    webviewHostBad: 'help.example.com や *.example.com のようなホスト名を入力してください',
    servicePlaceholder: 'https://…',
    saved: '設定を保存しました',
  },
};
