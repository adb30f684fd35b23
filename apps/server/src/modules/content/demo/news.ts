/** Demo news (category 4) in the 8 languages. The first is the pop-up. */
import type { Lang } from '@app/i18n';

type Text = { title: string; abstract: string; content: string };
type DemoNews = { thumbnail: string; is_pop: boolean; daysAgo: number; translations: Record<Lang, Text> };

export const DEMO_NEWS: DemoNews[] = [
  {
    thumbnail: '/static/news-1.svg',
    is_pop: true,
    daysAgo: 0,
    translations: {
      en: {
        title: 'Welcome to OpenX',
        abstract: 'Your new home for trading, saving and investing, in eight languages.',
        content:
          '<p>OpenX brings spot, contract and options trading, savings products and an NFT marketplace into one mobile app.</p><p>Every price comes from recorded market data and every product pays exactly what its published formula promises. Start by completing your profile and verifying your identity.</p>',
      },
      zh: {
        title: '欢迎来到 OpenX',
        abstract: '交易、理财与投资的新家园，支持八种语言。',
        content:
          '<p>OpenX 将现货、合约、期权交易、理财产品和 NFT 市场整合到一个移动应用中。</p><p>所有价格均来自有记录的市场数据，所有产品都严格按照公开的公式兑付。请先完善个人资料并完成身份认证。</p>',
      },
      hk: {
        title: '歡迎來到 OpenX',
        abstract: '交易、理財與投資的新家園，支援八種語言。',
        content:
          '<p>OpenX 將現貨、合約、期權交易、理財產品和 NFT 市場整合到一個流動應用程式中。</p><p>所有價格均來自有記錄的市場數據，所有產品都嚴格按照公開的公式兌付。請先完善個人資料並完成身份認證。</p>',
      },
      th: {
        title: 'ยินดีต้อนรับสู่ OpenX',
        abstract: 'บ้านใหม่สำหรับการเทรด การออม และการลงทุน รองรับแปดภาษา',
        content:
          '<p>OpenX รวมการเทรดสปอต สัญญา และออปชัน ผลิตภัณฑ์การออม และตลาด NFT ไว้ในแอปเดียว</p><p>ทุกราคามาจากข้อมูลตลาดที่บันทึกไว้ และทุกผลิตภัณฑ์จ่ายตามสูตรที่เผยแพร่ เริ่มต้นด้วยการกรอกโปรไฟล์และยืนยันตัวตน</p>',
      },
      jp: {
        title: 'OpenX へようこそ',
        abstract: '取引・貯蓄・投資のための新しい拠点。8 か国語に対応しています。',
        content:
          '<p>OpenX は現物・契約・オプション取引、資産運用商品、NFT マーケットをひとつのモバイルアプリにまとめました。</p><p>すべての価格は記録された市場データに基づき、すべての商品は公開された計算式どおりに支払われます。まずはプロフィールを入力し、本人確認を完了してください。</p>',
      },
      kor: {
        title: 'OpenX에 오신 것을 환영합니다',
        abstract: '거래, 저축, 투자를 위한 새로운 공간, 8개 언어를 지원합니다.',
        content:
          '<p>OpenX는 현물, 계약, 옵션 거래와 자산 관리 상품, NFT 마켓을 하나의 모바일 앱에 담았습니다.</p><p>모든 가격은 기록된 시장 데이터에서 나오며, 모든 상품은 공개된 공식대로 지급됩니다. 먼저 프로필을 작성하고 본인 인증을 완료하세요.</p>',
      },
      fra: {
        title: 'Bienvenue sur OpenX',
        abstract: 'Votre nouvel espace pour trader, épargner et investir, en huit langues.',
        content:
          '<p>OpenX réunit le trading au comptant, les contrats, les options, des produits d’épargne et une place de marché NFT dans une seule application mobile.</p><p>Chaque prix provient de données de marché enregistrées et chaque produit verse exactement ce que promet sa formule publiée. Commencez par compléter votre profil et vérifier votre identité.</p>',
      },
      spa: {
        title: 'Bienvenido a OpenX',
        abstract: 'Tu nuevo lugar para operar, ahorrar e invertir, en ocho idiomas.',
        content:
          '<p>OpenX reúne el trading al contado, contratos, opciones, productos de ahorro y un mercado NFT en una sola aplicación móvil.</p><p>Cada precio proviene de datos de mercado registrados y cada producto paga exactamente lo que promete su fórmula publicada. Empieza completando tu perfil y verificando tu identidad.</p>',
      },
    },
  },
  {
    thumbnail: '/static/news-2.svg',
    is_pop: false,
    daysAgo: 2,
    translations: {
      en: {
        title: 'Scheduled maintenance this Sunday',
        abstract: 'Deposits and withdrawals pause for about 30 minutes while we upgrade our systems.',
        content:
          '<p>On Sunday from 02:00 to 02:30 UTC we will upgrade our wallet systems. Deposits and withdrawals will be paused during this window; trading is not affected.</p><p>Your balances are safe and no action is needed on your side.</p>',
      },
      zh: {
        title: '本周日系统维护公告',
        abstract: '系统升级期间，充值和提现将暂停约 30 分钟。',
        content:
          '<p>本周日 UTC 时间 02:00 至 02:30，我们将升级钱包系统。维护期间暂停充值和提现，交易不受影响。</p><p>您的资产安全，无需进行任何操作。</p>',
      },
      hk: {
        title: '本週日系統維護公告',
        abstract: '系統升級期間，充值和提現將暫停約 30 分鐘。',
        content:
          '<p>本週日 UTC 時間 02:00 至 02:30，我們將升級錢包系統。維護期間暫停充值和提現，交易不受影響。</p><p>您的資產安全，無需進行任何操作。</p>',
      },
      th: {
        title: 'ปิดปรับปรุงระบบตามกำหนดในวันอาทิตย์นี้',
        abstract: 'การฝากและถอนจะหยุดชั่วคราวประมาณ 30 นาทีระหว่างอัปเกรดระบบ',
        content:
          '<p>วันอาทิตย์นี้ เวลา 02:00 ถึง 02:30 UTC เราจะอัปเกรดระบบกระเป๋าเงิน การฝากและถอนจะหยุดชั่วคราว การเทรดไม่ได้รับผลกระทบ</p><p>ยอดเงินของคุณปลอดภัย ไม่ต้องดำเนินการใด ๆ</p>',
      },
      jp: {
        title: '今週日曜日の定期メンテナンスのお知らせ',
        abstract: 'システム更新のため、入出金を約 30 分間停止します。',
        content:
          '<p>日曜日の 02:00〜02:30（UTC）にウォレットシステムを更新します。この間は入出金を停止しますが、取引には影響ありません。</p><p>残高は安全に保管されており、お客様の操作は必要ありません。</p>',
      },
      kor: {
        title: '이번 주 일요일 정기 점검 안내',
        abstract: '시스템 업그레이드로 입출금이 약 30분간 중단됩니다.',
        content:
          '<p>일요일 02:00부터 02:30(UTC)까지 지갑 시스템을 업그레이드합니다. 이 시간 동안 입출금이 중단되며 거래는 영향을 받지 않습니다.</p><p>잔액은 안전하며 별도의 조치는 필요하지 않습니다.</p>',
      },
      fra: {
        title: 'Maintenance programmée ce dimanche',
        abstract: 'Les dépôts et retraits sont suspendus environ 30 minutes pendant la mise à niveau.',
        content:
          '<p>Dimanche de 02h00 à 02h30 UTC, nous mettrons à niveau nos portefeuilles. Les dépôts et retraits seront suspendus pendant ce créneau ; le trading n’est pas concerné.</p><p>Vos soldes sont en sécurité et aucune action n’est nécessaire.</p>',
      },
      spa: {
        title: 'Mantenimiento programado este domingo',
        abstract: 'Los depósitos y retiros se pausan unos 30 minutos mientras actualizamos los sistemas.',
        content:
          '<p>El domingo de 02:00 a 02:30 UTC actualizaremos nuestros sistemas de billetera. Los depósitos y retiros se pausarán durante ese intervalo; el trading no se ve afectado.</p><p>Tus saldos están seguros y no necesitas hacer nada.</p>',
      },
    },
  },
  {
    thumbnail: '/static/news-3.svg',
    is_pop: false,
    daysAgo: 5,
    translations: {
      en: {
        title: 'Zero fees on BTC/USDT spot trading',
        abstract: 'Trade the BTC/USDT pair without trading fees during our launch period.',
        content:
          '<p>During the launch period, spot orders on BTC/USDT pay no trading fee, for both makers and takers.</p><p>Other pairs keep their standard fee schedule, shown before you confirm every order.</p>',
      },
      zh: {
        title: 'BTC/USDT 现货交易零手续费',
        abstract: '上线期间交易 BTC/USDT 免收交易手续费。',
        content:
          '<p>上线期间，BTC/USDT 现货订单无论挂单还是吃单均免收手续费。</p><p>其他交易对仍按标准费率收费，每次下单确认前都会显示。</p>',
      },
      hk: {
        title: 'BTC/USDT 現貨交易零手續費',
        abstract: '上線期間交易 BTC/USDT 免收交易手續費。',
        content:
          '<p>上線期間，BTC/USDT 現貨訂單無論掛單還是吃單均免收手續費。</p><p>其他交易對仍按標準費率收費，每次下單確認前都會顯示。</p>',
      },
      th: {
        title: 'เทรดสปอต BTC/USDT ไม่มีค่าธรรมเนียม',
        abstract: 'เทรดคู่ BTC/USDT โดยไม่เสียค่าธรรมเนียมในช่วงเปิดตัว',
        content:
          '<p>ในช่วงเปิดตัว คำสั่งสปอต BTC/USDT ไม่มีค่าธรรมเนียมการเทรดทั้งฝั่งเมกเกอร์และเทกเกอร์</p><p>คู่อื่นยังคงใช้อัตราค่าธรรมเนียมมาตรฐาน ซึ่งจะแสดงก่อนยืนยันทุกคำสั่ง</p>',
      },
      jp: {
        title: 'BTC/USDT 現物取引の手数料無料',
        abstract: 'ローンチ期間中は BTC/USDT の取引手数料が無料です。',
        content:
          '<p>ローンチ期間中、BTC/USDT の現物注文はメイカー・テイカーともに取引手数料がかかりません。</p><p>その他のペアは通常の手数料が適用され、注文確定前に毎回表示されます。</p>',
      },
      kor: {
        title: 'BTC/USDT 현물 거래 수수료 무료',
        abstract: '출시 기간 동안 BTC/USDT 거래 수수료가 없습니다.',
        content:
          '<p>출시 기간 동안 BTC/USDT 현물 주문은 메이커와 테이커 모두 거래 수수료가 없습니다.</p><p>다른 거래쌍은 표준 수수료가 적용되며 모든 주문 확인 전에 표시됩니다.</p>',
      },
      fra: {
        title: 'Zéro frais sur le trading au comptant BTC/USDT',
        abstract: 'Tradez la paire BTC/USDT sans frais de transaction pendant le lancement.',
        content:
          '<p>Pendant la période de lancement, les ordres au comptant sur BTC/USDT ne paient aucun frais, pour les makers comme pour les takers.</p><p>Les autres paires conservent leur barème habituel, affiché avant chaque confirmation d’ordre.</p>',
      },
      spa: {
        title: 'Cero comisiones en el trading al contado BTC/USDT',
        abstract: 'Opera el par BTC/USDT sin comisiones durante el periodo de lanzamiento.',
        content:
          '<p>Durante el lanzamiento, las órdenes al contado en BTC/USDT no pagan comisión, ni maker ni taker.</p><p>Los demás pares mantienen su tarifa estándar, que se muestra antes de confirmar cada orden.</p>',
      },
    },
  },
  {
    thumbnail: '/static/news-1.svg',
    is_pop: false,
    daysAgo: 9,
    translations: {
      en: {
        title: 'Five habits that keep your account safe',
        abstract: 'Strong passwords, a separate pay password and a careful eye on links.',
        content:
          '<ul><li>Use a long, unique login password.</li><li>Set a pay password that differs from your login password.</li><li>Never share verification codes, not even with support staff.</li><li>Check the address bar before you sign in.</li><li>Bind your email and phone so we can reach you.</li></ul>',
      },
      zh: {
        title: '保护账户安全的五个习惯',
        abstract: '使用强密码、独立的支付密码，并警惕可疑链接。',
        content:
          '<ul><li>使用足够长且唯一的登录密码。</li><li>设置与登录密码不同的支付密码。</li><li>不要向任何人透露验证码，包括客服人员。</li><li>登录前检查网址是否正确。</li><li>绑定邮箱和手机，方便我们联系您。</li></ul>',
      },
      hk: {
        title: '保護帳戶安全的五個習慣',
        abstract: '使用強密碼、獨立的支付密碼，並警惕可疑連結。',
        content:
          '<ul><li>使用足夠長且唯一的登入密碼。</li><li>設定與登入密碼不同的支付密碼。</li><li>不要向任何人透露驗證碼，包括客服人員。</li><li>登入前檢查網址是否正確。</li><li>綁定電郵和手機，方便我們聯絡您。</li></ul>',
      },
      th: {
        title: 'ห้านิสัยที่ช่วยให้บัญชีของคุณปลอดภัย',
        abstract: 'รหัสผ่านที่แข็งแรง รหัสชำระเงินแยกต่างหาก และระวังลิงก์แปลก ๆ',
        content:
          '<ul><li>ใช้รหัสผ่านเข้าสู่ระบบที่ยาวและไม่ซ้ำ</li><li>ตั้งรหัสชำระเงินที่ต่างจากรหัสผ่านเข้าสู่ระบบ</li><li>อย่าบอกรหัสยืนยันกับใคร แม้แต่เจ้าหน้าที่</li><li>ตรวจสอบที่อยู่เว็บก่อนเข้าสู่ระบบ</li><li>ผูกอีเมลและโทรศัพท์เพื่อให้เราติดต่อคุณได้</li></ul>',
      },
      jp: {
        title: 'アカウントを守る 5 つの習慣',
        abstract: '強いパスワード、別の支払いパスワード、そして怪しいリンクへの注意。',
        content:
          '<ul><li>長く使い回しのないログインパスワードを使う。</li><li>ログインとは別の支払いパスワードを設定する。</li><li>認証コードはサポート担当者にも教えない。</li><li>ログイン前にアドレスバーを確認する。</li><li>メールと電話番号を登録して連絡を受け取れるようにする。</li></ul>',
      },
      kor: {
        title: '계정을 안전하게 지키는 다섯 가지 습관',
        abstract: '강력한 비밀번호, 별도의 결제 비밀번호, 그리고 수상한 링크 주의.',
        content:
          '<ul><li>길고 고유한 로그인 비밀번호를 사용하세요.</li><li>로그인 비밀번호와 다른 결제 비밀번호를 설정하세요.</li><li>인증 코드는 상담원에게도 알려주지 마세요.</li><li>로그인 전에 주소창을 확인하세요.</li><li>이메일과 휴대폰을 연결해 연락을 받을 수 있게 하세요.</li></ul>',
      },
      fra: {
        title: 'Cinq habitudes pour protéger votre compte',
        abstract: 'Des mots de passe solides, un mot de passe de paiement distinct et de la vigilance.',
        content:
          '<ul><li>Utilisez un mot de passe de connexion long et unique.</li><li>Choisissez un mot de passe de paiement différent.</li><li>Ne communiquez jamais vos codes de vérification, pas même au support.</li><li>Vérifiez la barre d’adresse avant de vous connecter.</li><li>Associez votre e-mail et votre téléphone pour que nous puissions vous joindre.</li></ul>',
      },
      spa: {
        title: 'Cinco hábitos para proteger tu cuenta',
        abstract: 'Contraseñas fuertes, una contraseña de pago aparte y cuidado con los enlaces.',
        content:
          '<ul><li>Usa una contraseña de acceso larga y única.</li><li>Define una contraseña de pago distinta de la de acceso.</li><li>Nunca compartas códigos de verificación, ni siquiera con soporte.</li><li>Revisa la barra de direcciones antes de iniciar sesión.</li><li>Vincula tu correo y teléfono para que podamos contactarte.</li></ul>',
      },
    },
  },
];
