import type { TransparencyTexts } from './en';

export const transparencyJp = {
  title: '透明性',
  intro:
    '決済に使われるすべての価格は、追記のみ可能な公開ログに記録されます。ここでは価格の出所と合成方法を確認でき、どの証憑でもご自身で検証できます。',
  openVerifier: '証憑を検証',
  method: {
    title: 'インデックス価格の算出方法',
    maxAge: 'ソースを除外するまでの時間',
    band: '中央値からの許容幅',
    mean: '合成方法',
    weighted: '加重平均',
    equal: '単純平均',
    seconds: '{{value}} 秒',
    explain:
      '各ソースは自らの価格と時刻を報告します。最新価格が {{age}} 秒より古いソースは除外されます。残った各価格は中間価格（中央値）の ±{{band}}% 以内に収められるため、単一のソースだけでインデックスをその幅の外へ動かすことはできません。インデックスはそれらの価格の平均です。使えるソースが 1 つだけの場合も価格は記録されますが、フラグが付きます。',
    weights: 'ウェイト',
  },
  key: {
    title: '署名鍵',
    algorithm: 'アルゴリズム',
    id: '鍵 ID',
    publicKey: '公開鍵',
    copy: '公開鍵をコピー',
    copied: '公開鍵をコピーしました',
    explain:
      'サーバーは数秒ごとに、各銘柄のログのサイズとルートハッシュにこの鍵で署名します。公開鍵があれば誰でも署名済みヘッドを検証できます。',
  },
  instruments: {
    title: '銘柄',
    none: '価格ソースが設定された銘柄はまだありません',
    sources: 'ソース {{count}} 件',
  },
  sources: {
    title: '価格ソース',
    name: 'ソース',
    kind: '種類',
    host: 'ホスト',
    since: '{{time}} から有効',
    simulated: 'シミュレーション',
    simulatedNote: 'デモ価格はシミュレーターによるもので、実際の市場の価格ではありません。',
  },
  head: {
    title: '最新の署名済みヘッド',
    size: '件数',
    root: 'ルートハッシュ',
    time: '署名時刻',
    keyId: '鍵 ID',
    none: '署名済みヘッドはまだありません。起動以来ログは署名されていません。',
  },
  history: {
    title: 'ソースの変更履歴',
    none: '変更の記録はありません',
    band: '許容幅 {{band}}%',
  },
  verify: {
    title: '証憑を検証',
    intro:
      '証憑のバンドルを貼り付けるか、証憑 ID を入力して読み込みます。ヘッドの署名、包含証明、選ばれた価格の間に他の記録価格がないこと、決済ルール、計算式を検査します。このサーバーを信頼せずに、オフラインで実行することもできます。',
    idLabel: '証憑 ID',
    idPlaceholder: '0-9 と a-f の 32 文字',
    badId: '証憑 ID は 0-9 と a-f からなる 32 文字です',
    load: '読み込む',
    bundleLabel: '証憑バンドル（JSON）',
    bundlePlaceholder: 'ここにバンドルを貼り付け',
    run: '検証する',
    empty: '先にバンドルを貼り付けるか読み込んでください',
    invalidJson: '有効な JSON ではありません',
    allPassed: 'すべての検査に合格しました',
    someFailed: '{{total}} 件中 {{failed}} 件の検査が不合格です',
    pass: '合格',
    fail: '不合格',
    download: 'バンドルをダウンロード',
    offline: 'プロジェクトのコマンドラインでオフライン検証できます（サーバー不要）：',
  },
} satisfies TransparencyTexts;
