/** Demo banners (category 5) and FAQ entries in the 8 languages. */
import type { Lang } from '@app/i18n';

type DemoBanner = { image: string; link: string; titles: Record<Lang, string> };

export const DEMO_BANNERS: DemoBanner[] = [
  {
    image: '/static/banner-1.svg',
    link: '',
    titles: {
      en: 'Trade with confidence',
      zh: '安心交易',
      hk: '安心交易',
      th: 'เทรดอย่างมั่นใจ',
      jp: '安心して取引',
      kor: '안심하고 거래하세요',
      fra: 'Tradez en toute confiance',
      spa: 'Opera con confianza',
    },
  },
  {
    image: '/static/banner-2.svg',
    link: '',
    titles: {
      en: 'Zero fees on BTC/USDT',
      zh: 'BTC/USDT 零手续费',
      hk: 'BTC/USDT 零手續費',
      th: 'BTC/USDT ไม่มีค่าธรรมเนียม',
      jp: 'BTC/USDT 手数料無料',
      kor: 'BTC/USDT 수수료 무료',
      fra: 'Zéro frais sur BTC/USDT',
      spa: 'Cero comisiones en BTC/USDT',
    },
  },
  {
    image: '/static/banner-3.svg',
    link: '',
    titles: {
      en: 'Eight languages, one account',
      zh: '八种语言，一个账户',
      hk: '八種語言，一個帳戶',
      th: 'แปดภาษา หนึ่งบัญชี',
      jp: '8 か国語、ひとつのアカウント',
      kor: '8개 언어, 하나의 계정',
      fra: 'Huit langues, un seul compte',
      spa: 'Ocho idiomas, una sola cuenta',
    },
  },
];

type DemoFaq = Record<Lang, { title: string; content: string }>;

export const DEMO_FAQ: DemoFaq[] = [
  {
    en: {
      title: 'How do I create an account?',
      content: '<p>Tap Register, enter your email, the 6-digit code we send you and a password.</p>',
    },
    zh: { title: '如何注册账户？', content: '<p>点击注册，输入邮箱、我们发送的 6 位验证码和密码即可。</p>' },
    hk: { title: '如何註冊帳戶？', content: '<p>點擊註冊，輸入電郵、我們發送的 6 位驗證碼和密碼即可。</p>' },
    th: { title: 'สมัครบัญชีอย่างไร?', content: '<p>แตะสมัคร กรอกอีเมล รหัส 6 หลักที่เราส่งให้ และรหัสผ่าน</p>' },
    jp: {
      title: 'アカウントの作り方は？',
      content: '<p>「登録」をタップし、メールアドレス、送信された 6 桁のコード、パスワードを入力します。</p>',
    },
    kor: {
      title: '계정은 어떻게 만드나요?',
      content: '<p>회원가입을 누르고 이메일, 전송된 6자리 코드, 비밀번호를 입력하세요.</p>',
    },
    fra: {
      title: 'Comment créer un compte ?',
      content: '<p>Touchez S’inscrire, saisissez votre e-mail, le code à 6 chiffres reçu et un mot de passe.</p>',
    },
    spa: {
      title: '¿Cómo creo una cuenta?',
      content:
        '<p>Pulsa Registrarse e introduce tu correo, el código de 6 dígitos que te enviamos y una contraseña.</p>',
    },
  },
  {
    en: {
      title: 'How do I deposit funds?',
      content: '<p>Open Assets, choose Deposit, pick a coin and network, then send to the address shown.</p>',
    },
    zh: { title: '如何充值？', content: '<p>打开资产，选择充值，选好币种和网络后转账到显示的地址。</p>' },
    hk: { title: '如何充值？', content: '<p>打開資產，選擇充值，選好幣種和網絡後轉賬到顯示的地址。</p>' },
    th: { title: 'ฝากเงินอย่างไร?', content: '<p>เปิดสินทรัพย์ เลือกฝาก เลือกเหรียญและเครือข่าย แล้วโอนไปยังที่อยู่ที่แสดง</p>' },
    jp: {
      title: '入金方法は？',
      content: '<p>「資産」から「入金」を選び、通貨とネットワークを選んで表示されたアドレスへ送金します。</p>',
    },
    kor: {
      title: '입금은 어떻게 하나요?',
      content: '<p>자산에서 입금을 선택하고 코인과 네트워크를 고른 뒤 표시된 주소로 보내세요.</p>',
    },
    fra: {
      title: 'Comment déposer des fonds ?',
      content: '<p>Ouvrez Actifs, choisissez Dépôt, une crypto et un réseau, puis envoyez à l’adresse affichée.</p>',
    },
    spa: {
      title: '¿Cómo deposito fondos?',
      content: '<p>Abre Activos, elige Depositar, selecciona moneda y red y envía a la dirección mostrada.</p>',
    },
  },
  {
    en: {
      title: 'How long does a withdrawal take?',
      content: '<p>Most withdrawals are reviewed within an hour; network confirmation time depends on the chain.</p>',
    },
    zh: { title: '提现需要多长时间？', content: '<p>大多数提现在一小时内审核完成，链上确认时间取决于所选网络。</p>' },
    hk: { title: '提現需要多長時間？', content: '<p>大多數提現在一小時內審核完成，鏈上確認時間取決於所選網絡。</p>' },
    th: { title: 'การถอนใช้เวลานานเท่าไร?', content: '<p>การถอนส่วนใหญ่ตรวจสอบภายในหนึ่งชั่วโมง เวลายืนยันบนเครือข่ายขึ้นกับเชน</p>' },
    jp: {
      title: '出金にかかる時間は？',
      content: '<p>ほとんどの出金は 1 時間以内に審査され、承認時間はチェーンによって異なります。</p>',
    },
    kor: {
      title: '출금은 얼마나 걸리나요?',
      content: '<p>대부분의 출금은 1시간 이내에 검토되며, 네트워크 확인 시간은 체인에 따라 다릅니다.</p>',
    },
    fra: {
      title: 'Combien de temps prend un retrait ?',
      content: '<p>La plupart des retraits sont vérifiés en moins d’une heure ; la confirmation dépend du réseau.</p>',
    },
    spa: {
      title: '¿Cuánto tarda un retiro?',
      content: '<p>La mayoría de los retiros se revisan en menos de una hora; la confirmación depende de la red.</p>',
    },
  },
  {
    en: {
      title: 'Why is identity verification required?',
      content: '<p>Verification protects your account and sets your withdrawal and fiat trading limits.</p>',
    },
    zh: { title: '为什么需要身份认证？', content: '<p>身份认证可以保护您的账户，并决定您的提现和法币交易额度。</p>' },
    hk: { title: '為什麼需要身份認證？', content: '<p>身份認證可以保護您的帳戶，並決定您的提現和法幣交易額度。</p>' },
    th: { title: 'ทำไมต้องยืนยันตัวตน?', content: '<p>การยืนยันตัวตนช่วยปกป้องบัญชีและกำหนดวงเงินถอนและการซื้อขายเงินเฟียต</p>' },
    jp: {
      title: '本人確認が必要なのはなぜ？',
      content: '<p>本人確認はアカウントを守り、出金と法定通貨取引の上限を決めます。</p>',
    },
    kor: {
      title: '본인 인증은 왜 필요한가요?',
      content: '<p>본인 인증은 계정을 보호하고 출금 및 법정화폐 거래 한도를 정합니다.</p>',
    },
    fra: {
      title: 'Pourquoi vérifier mon identité ?',
      content:
        '<p>La vérification protège votre compte et fixe vos plafonds de retrait et de trading en monnaie fiduciaire.</p>',
    },
    spa: {
      title: '¿Por qué se requiere verificar la identidad?',
      content:
        '<p>La verificación protege tu cuenta y define tus límites de retiro y de operaciones con dinero fiat.</p>',
    },
  },
  {
    en: {
      title: 'I forgot my password. What now?',
      content: '<p>On the login page tap Forgot password and reset it with a code sent to your email.</p>',
    },
    zh: { title: '忘记密码怎么办？', content: '<p>在登录页点击忘记密码，使用发送到邮箱的验证码重置即可。</p>' },
    hk: { title: '忘記密碼怎麼辦？', content: '<p>在登入頁點擊忘記密碼，使用發送到電郵的驗證碼重設即可。</p>' },
    th: { title: 'ลืมรหัสผ่านต้องทำอย่างไร?', content: '<p>ที่หน้าเข้าสู่ระบบ แตะลืมรหัสผ่าน แล้วตั้งใหม่ด้วยรหัสที่ส่งไปยังอีเมล</p>' },
    jp: {
      title: 'パスワードを忘れた場合は？',
      content: '<p>ログイン画面で「パスワードを忘れた」をタップし、メールに届くコードで再設定します。</p>',
    },
    kor: {
      title: '비밀번호를 잊어버렸어요.',
      content: '<p>로그인 화면에서 비밀번호 찾기를 누르고 이메일로 받은 코드로 재설정하세요.</p>',
    },
    fra: {
      title: 'J’ai oublié mon mot de passe',
      content:
        '<p>Sur la page de connexion, touchez Mot de passe oublié et réinitialisez-le avec le code reçu par e-mail.</p>',
    },
    spa: {
      title: 'Olvidé mi contraseña',
      content:
        '<p>En la página de acceso pulsa ¿Olvidaste la contraseña? y restablécela con el código enviado a tu correo.</p>',
    },
  },
];
