# ruff: noqa: E501
"""Writes heldout129_credentials.yaml and heldout129_lookalikes.yaml: held-out batch 129.

Persona: the owner of a small ramen shop (麺屋なにわ) in Osaka, who writes mostly in Japanese
(kanji and kana, Kansai-ben, some romaji and English) and asks the assistant to remember the
shop's logins: the Airレジ POS, 三井住友 online banking and the cash-card 暗証番号, the
customer and staff Wi-Fi, Uber Eats / 出前館, the camera app, the 金庫 dial, the セコム code,
e-Tax, the LINE official account, plus the nephew-built website. The look-alikes are the
shop's everyday numbers: 郵便番号, phones, the T-number, masked マイナンバー, JAN codes, order,
reservation, receipt and tracking numbers, supplier accounts on invoices, and notes about
passwords that never give one.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
    b64,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

SHOP = "menya-naniwa.example"
MAIL = "mail.example"
WORDS = [
    "abandon", "bamboo", "cabin", "desert", "eagle", "fabric", "galaxy", "harbor", "island",
    "jungle", "kitchen", "ladder", "marble", "noodle", "orange", "pepper", "quarter", "rocket",
    "salmon", "tenant", "unfold", "velvet", "walnut", "yellow", "zebra", "anchor", "broccoli",
    "candle", "dolphin", "engine", "forest", "garlic", "hollow", "input", "jacket", "kettle",
    "lemon", "mirror", "napkin", "oyster", "pillow", "ribbon", "soup", "tomato", "umbrella",
]


def jpw() -> str:
    """A password this owner chose, or one a site generated for him."""
    return pick(
        f"{pick('menya', 'Tonkotsu', 'naniwa', 'Shoyu', 'chashu', 'Kotteri', 'ajitama', 'Tenma')}{digits(4)}{pick('!', '#', '@', '$', '')}",
        rnd(ALNUM, 12),
        f"{pick('Ramen', 'Noodle', 'Osaka', 'Kitashin')}{pick('_', '-', '.')}{digits(2)}{rnd(LOWER, 3)}{pick('!', '?', '#')}",
        rnd(ALNUM + "!#$%&", 14),
    )


def ip() -> str:
    return f"192.168.10.{secrets.randbelow(200) + 20}"


def shop_tel() -> str:
    return f"06-{digits(4, lead=True)}-{digits(4)}"


def mobile() -> str:
    return f"0{pick('7', '8', '9')}0-{digits(4, lead=True)}-{digits(4)}"


def postcode() -> str:
    return f"5{pick('30', '31', '32', '33', '34', '35', '36', '37', '38', '39', '40', '41', '42', '43')}-{digits(4)}"


def tnum() -> str:
    return "T" + digits(13, lead=True)


def dial() -> str:
    return f"{secrets.randbelow(100):02d}"


def google_codes(n: int = 10) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def insta_codes(n: int = 5) -> str:
    return "\n".join(digits(8) for _ in range(n))


def line_token() -> str:
    return b64(secrets.token_bytes(128))


def stripe_sk() -> str:
    return "sk_live_51" + rnd(ALNUM, 97)


def stripe_pk() -> str:
    return "pk_live_51" + rnd(ALNUM, 97)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def credentials() -> Rows:
    r = Rows()
    r.add("airregi_login_password",
          f"Airレジ ログイン\nAirID: tanaka.naniwa@{MAIL}\nPW: {jpw()}",
          f"新しいiPadにAirレジ入れ直す時のパスワード → {jpw()}（IDは個人のgmailやなくて店のアドレスの方）",
          f"airregi pw henkou shita: {jpw()}  ※前のはもう使えへん",
          f"Airレジ/Airペイ 共通のAirID\nID naniwa.pos@{MAIL}\nパス {jpw()}\n※売上分析もこれで見れる")
    r.add("smbc_online_banking_password",
          f"三井住友 SMBCダイレクト\n契約者番号 {digits(10, lead=True)}\n第一暗証 {digits(4)}\nログインパスワード {jpw()}",
          f"三井住友のネットバンキング、ログインPWを {jpw()} に変更（3/2）。ワンタイムはスマホのアプリで出る",
          f"銀行(三井住友) webのパスワード {jpw()}　振込上限は50万にしてある")
    r.add("smbc_cash_card_pin",
          f"三井住友のキャッシュカード 暗証番号 {digits(4)}",
          f"ATMの番号　{digits(4)}（売上入金用のカード、黒い財布に入れてる方）",
          f"SMBCカード暗証 {digits(4)} 嫁にも言うてある。両替機もこの番号")
    r.add("yucho_cash_card_pin",
          f"郵便局のATM {digits(4)}　（ゆうちょ。SMBCのとは違う番号）",
          f"ゆうちょ 暗証番号 {digits(4)}",
          f"ゆうちょの通帳とカード（仕入れ支払い用）\nカード暗証 {digits(4)}\nゆうちょダイレクト ログインパスワード {jpw()}")
    r.add("customer_wifi_password",
          f"お客さん用Wi-Fi\nSSID: naniwa_free_{digits(2)}\nPASS: {rnd(LOWER + DIGITS, 10)}",
          f"Free Wi-Fi のパスワード聞かれたら → {rnd(LOWER + DIGITS, 10)}（カウンターのPOP作り直す）",
          f"客用wifi pw 変えた {pick('ramen', 'naniwa', 'tonkotsu')}{digits(4)}　ルーターの2.4G側",
          f"外国のお客さん用に英語POP: \"Free Wi-Fi  Network: NANIWA_GUEST  Password: {rnd(LOWER + DIGITS, 12)}\"")
    r.add("staff_wifi_password",
          f"スタッフ用Wi-Fi（レジ・カメラが繋がってる方）\nnaniwa-staff-5G / {rnd(ALNUM, 16)}\nバイトには教えへん",
          f"厨房のwifi  キー: {rnd(ALNUM, 13)}",
          f"WPA2キー（staff）= {rnd(ALNUM + '#%', 20)}  ※Airレジ・券売機・カメラ全部これに繋いでる")
    r.add("ubereats_merchant_password",
          f"Uber Eats マネージャー\nlogin: ubereats@{SHOP}\npass: {jpw()}",
          f"ウーバーのタブレット、ログアウトされたら {jpw()} で入る",
          f"UberEats 店舗アプリ パスワード再設定した → {jpw()}\n（前のは流出したかもってメール来たから）")
    r.add("demaecan_merchant_password",
          f"出前館 加盟店管理画面\n店舗ID {digits(8, lead=True)}\nPW {jpw()}",
          f"出前館のログイン、IDは店の電話番号、パスは {jpw()}",
          f"demaecan: {digits(8, lead=True)} / {jpw()}")
    r.add("security_camera_app_password",
          f"防犯カメラのアプリ（スマホで見るやつ）\nユーザー: naniwa_cam\nパスワード: {jpw()}",
          f"カメラアプリ入れ直し。デバイスパスワード {rnd(ALNUM, 10)}（本体裏のシールのとは別のにした）",
          f"見守りカメラ ログイン {jpw()} 嫁さんのスマホにも入れた")
    r.add("nvr_camera_admin_password",
          f"録画機(NVR)に入れる設定\nrtsp://admin:{rnd(ALNUM, 12)}@{ip()}:554/stream1",
          f"NVR 管理画面 http://{ip()}  admin / {jpw()}\n録画は30日で上書き",
          f"レコーダー本体のパスワード（業者さんが設定）{digits(8)}")
    r.add("safe_dial_combination",
          f"金庫の番号\n右に4回 {dial()}\n左に3回 {dial()}\n右に2回 {dial()}\n左に回して {dial()} で止まる",
          f"金庫 ダイヤル {dial()}-{dial()}-{dial()}（右左右）",
          f"きんこ　R{dial()}→L{dial()}→R{dial()}　開かんかったら最初からやり直し",
          f"事務所の手提げ金庫（小さい方）は 3桁 {digits(3)}")
    r.add("secom_alarm_code",
          f"セコム 警備開始/解除の暗証番号 {digits(4)}",
          f"セコムのコード　{digits(6)}\n閉店時はカードかざして番号入れてセット",
          f"SECOM 解除 {digits(4)}# → ランプ緑を確認。3回間違えたら隊員さん来るで")
    r.add("etax_user_id_and_password",
          f"e-Tax\n利用者識別番号 {groups(digits(16, lead=True), 4)}\n暗証番号 {rnd(LOWER + DIGITS, 10)}",
          f"確定申告用 e-Tax のID {digits(16, lead=True)} パス {rnd(ALNUM, 12)}",
          f"e-tax 暗証番号 {rnd(LOWER + DIGITS, 9)}（税理士の先生にも伝えてある）")
    r.add("line_official_account_password",
          f"LINE公式アカウント（麺屋なにわ）\nビジネスID: line@{SHOP}\nPW: {jpw()}",
          f"LINE公式のパスワード {jpw()}  ※個人のLINEとは別",
          f"公式LINE ログインできへん時 → メールアドレスでログイン、パスワードは {jpw()}")
    r.add("line_channel_access_token",
          f"bot動かんくなった時用 .env の中身\nLINE_CHANNEL_SECRET={hexs(32)}\nLINE_CHANNEL_ACCESS_TOKEN={line_token()}",
          f"甥っ子に作ってもらった整理券通知のbot\nLINE_CHANNEL_ACCESS_TOKEN={line_token()}",
          f"Messaging API チャネルアクセストークン（長期）再発行したやつ\n{line_token()}")
    r.add("line_channel_secret",
          f"channel secret: {hexs(32)}（Webhookの署名チェックに使うらしい）",
          f"LINE チャネルシークレット {hexs(32)}",
          f"LINE_CHANNEL_ID={digits(10, lead=True)}\nLINE_CHANNEL_SECRET={hexs(32)}")
    r.add("router_admin_password",
          f"ルーター（ひかり電話のやつ）\nユーザー名 user\n機器設定用パスワード {rnd(LOWER + DIGITS, 10)}\nNTTの人が来た時に聞かれる",
          f"ルーターの管理画面 192.168.10.1\nadmin / {rnd(ALNUM, 10)}",
          f"NTTのルーター 設定パスワード {jpw()}（本体のシールのから変えた）")
    r.add("ticket_machine_admin_pin",
          f"券売機の設定モード 暗証番号 {digits(6)}（メーカーの人に聞いた）",
          f"食券機 管理者コード {digits(4)} → 価格変更・売上集計\n点検キーはレジ下の引き出し",
          f"券売機 精算パス {digits(4)}　値上げの時に使う")
    r.add("ipad_passcode",
          f"ipad ロック解除 {digits(4)}（古い方のiPad、券売機の横）",
          f"レジのiPad パスコード {digits(6)}",
          f"iPad（ウーバー用）の番号 {digits(6)}、レジ用は {digits(6)}")
    r.add("apple_id_password",
          f"Apple IDのパスワード忘れて再設定した。新: {jpw()}",
          f"店のiPadのApple ID\nnaniwa.ipad@{MAIL}\n{jpw()}",
          f"Apple ID pw {jpw()}  ※2ファクタのコードは俺の携帯に来る")
    r.add("mynumber_card_signature_password",
          f"マイナ署名用PW {rnd(UPPER + DIGITS, 12)} ／ 嫁のは {rnd(UPPER + DIGITS, 9)}",
          f"マイナンバーカード 署名用電子証明書のパスワード（6〜16桁英数字）: {rnd(UPPER + DIGITS, 10)}",
          f"マイナカード 署名用 {rnd(UPPER + DIGITS, 8)}\ne-Taxでスマホ読み取りする時これ")
    r.add("mynumber_card_user_pin",
          f"マイナカード暗証 {digits(4)}　健康保険証として病院で使う時",
          f"マイナンバーカード 4桁の暗証番号 {digits(4)}（コンビニで住民票とる時）",
          f"マイナ 利用者証明用 暗証 {digits(4)}、券面事項入力補助用も同じ番号にした")
    r.add("business_credit_card",
          f"仕入れ用カード（三井住友ビジネス）\n{groups(luhn('4'), 4)}\n有効期限 {card_expiry()} CVV {digits(3)}",
          f"業務スーパーのネット注文で使うカード {luhn('5')} {card_expiry()} セキュリティコード{digits(3)}",
          f"カード番号 {groups(luhn('35'), 4)} 期限{card_expiry()} 裏の3桁 {digits(3)}  JCBの方")
    r.add("paypay_merchant_password",
          f"paypay 店舗用アプリ ログイン {mobile()} pw {jpw()}\n（QRのスタンド再発行頼む時もこれ）",
          f"PayPay for Business\nID: {mobile()}\nパスワード: {jpw()}",
          f"ペイペイ加盟店ツールのpw {jpw()}")
    r.add("back_door_keypad_code",
          f"裏口のテンキー錠 {digits(4)}＃",
          f"勝手口の暗証番号 {digits(5)}\n（朝6時に仕込みで入るバイトの山本くんにだけ教えた）",
          f"ビルの通用口 オートロック {digits(4)} 夜22時以降はこれ押して入る")
    r.add("delivery_bike_lock_code",
          f"自転車（買い出し用）のダイヤルロック　{digits(4)}",
          f"配達バイクのワイヤーロック {digits(4)}",
          f"カブのチェーンロック番号　{digits(3)}　（右から）")
    r.add("market_locker_code",
          f"市場の共同冷凍庫 扉のキーボックス {digits(4)}　月初に変わる、今月はこれ",
          f"中央市場のロッカー 23番 南京錠 {digits(4)}",
          f"木津市場 保冷ロッカー 暗証 {digits(4)}、鍵は返却不要")
    r.add("tabelog_store_password",
          f"tabelog store login pw: {jpw()}",
          f"食べログ 店舗会員 ログイン\nID: {rnd(LOWER + DIGITS, 10)}\nPW: {jpw()}",
          f"食べログの店舗ページ編集 パスワード {jpw()}　写真差し替える時")
    r.add("google_backup_codes",
          f"Googleの予備コード（嫁のスマホに送っといて）{digits(4)} {digits(4)}, {digits(4)} {digits(4)}, {digits(4)} {digits(4)}",
          f"店のGoogleアカウント バックアップコード（1回ずつしか使えへん）\n{google_codes()}",
          f"Google 2段階認証 予備コード 残り\n{google_codes(4)}")
    r.add("gmail_app_password",
          f"アプリパスワード（メールソフト用）\n{rnd(LOWER, 16)}",
          f"店のGmailをiPhoneのメールアプリで使う用 アプリパスワード {app_password()}",
          f"Thunderbird 用 アプリパスワード: {app_password()}（普通のパスワードでは入れへん）")
    r.add("shop_google_account_password",
          f"Googleアカウント パスワード変更済 → {jpw()}\nID naniwa.ramen@{MAIL}",
          f"店のGoogleアカウント naniwa.ramen@{MAIL} / {jpw()}\nGoogleマップの口コミ返信もこれ",
          f"グーグルのパス {jpw()}")
    r.add("instagram_password",
          f"insta login: menya_naniwa / {jpw()}",
          f"インスタ @menya_naniwa\npw {jpw()}",
          f"Instagram パスワード {jpw()}（娘が管理。変えたら教えてって言うとく）")
    r.add("instagram_backup_codes",
          f"インスタのバックアップコード\n{insta_codes()}",
          f"insta 2段階の予備コード {digits(8)} {digits(8)} {digits(8)}")
    r.add("wordpress_admin_password",
          f"HPのログイン\nhttps://{SHOP}/wp-login.php\nnaniwa_admin\n{rnd(ALNUM, 16)}",
          f"ホームページ（WordPress）\nhttps://{SHOP}/wp-admin\nユーザー名 naniwa_admin\nパスワード {rnd(ALNUM + '!@#$%^&*()', 24)}",
          f"WP管理画面 pw {jpw()}  臨時休業のお知らせ書く時に要る")
    r.add("rental_server_password",
          f"サーバーのコントロールパネル pw: {rnd(ALNUM + '!#', 14)}（更新料は年1回 甥っ子に払う）",
          f"レンタルサーバー（甥っ子が契約）\nサーバーパネル ID xs{digits(6)}\nパスワード {rnd(ALNUM, 12)}",
          f"FTP\nホスト sv{digits(4)}.hosting.example\nユーザー naniwa\nパス {rnd(ALNUM, 14)}")
    r.add("stripe_secret_key",
          f"stripe sk {stripe_sk()}",
          f"通販（冷凍ラーメン）の決済 Stripe 本番キー\n{stripe_sk()}",
          f"甥っ子から: 「これ絶対人に見せんといて」\nSTRIPE_SECRET_KEY={stripe_sk()}")
    r.add("stripe_webhook_secret",
          f"webhook の署名シークレット whsec_{rnd(ALNUM, 32)}",
          f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}  ← 注文メールが来んくなったらこれ確認")
    r.add("freee_accounting_password",
          f"freee\nID: freee@{SHOP}\nPW: {jpw()}\n税理士さんは招待で別ログイン",
          f"freee会計 ログイン tanaka.naniwa@{MAIL} / {jpw()}",
          f"会計ソフト(freee)のパス変わった → {jpw()}")
    r.add("kanden_web_password",
          f"関電のweb pw {jpw()}（はぴeポイント確認用）",
          f"関電 はぴeみる電 ID: {rnd(LOWER + DIGITS, 8)} PW: {jpw()}",
          f"電気代の明細見るやつ（関西電力）パスワード {jpw()}")
    r.add("osaka_gas_web_password",
          f"大阪ガス ログイン パスワード {jpw()}",
          f"大阪ガス マイ大阪ガス  pw: {jpw()}",
          f"ガスのweb明細 ID naniwa{digits(3)} / {jpw()}")
    r.add("totp_secret_seed",
          f"Uber Eats の2段階認証、機種変用にシークレットキー控え\n{groups(totp_seed(), 4)}",
          f"freee 二段階認証 セットアップキー: {totp_seed()}",
          f"otpauth://totp/Stripe:naniwa?secret={totp_seed()}&issuer=Stripe")
    r.add("accountant_zip_password",
          f"先生から来た決算書PDFのパスワード：{digits(8)}（店の電話の下8桁ちゃうで）",
          f"税理士さんに送る領収書ZIPのパスワード {rnd(ALNUM, 10)}",
          f"月次資料（Excel）開くパスワード → {rnd(LOWER + DIGITS, 8)}　毎回同じでええって先生が")
    r.add("register_manager_code",
          f"レジ 点検・精算の責任者パスワード {digits(6)}",
          f"レジの取消・返品は責任者コード {digits(4)} が要る（店長だけ）",
          f"レジ締め 責任者番号 {digits(4)}")
    r.add("airshift_admin_password",
          f"Airシフト 管理者 pw {jpw()}",
          f"シフト表アプリ（Airシフト）ログイン\nID shift@{SHOP}\nPW {jpw()}")
    r.add("yahoo_japan_password",
          f"ヤフオク用 yahoo id naniwa_ramen / pass {jpw()}",
          f"Yahoo! JAPAN ID naniwa_ramen{digits(2)}\nパスワード {jpw()}\n（ヤフオクで寸胴買う時用）",
          f"ヤフーのパス {jpw()}")
    r.add("amazon_business_password",
          f"アマゾンビジネスのPW変えた {jpw()}",
          f"Amazonビジネス 店アカウント pw {jpw()}　割り箸・レンゲ・紙エプロンはここで買う",
          f"アマゾン（店の方）\nmail: amazon@{SHOP}\npass: {jpw()}")
    r.add("crypto_wallet_seed_phrase",
          f"seed: {phrase(WORDS, 12)}",
          f"ビットコインのウォレット 復元フレーズ（12語）誰にも見せたらあかん\n{phrase(WORDS, 12)}",
          f"取引所やなくて自分のウォレットの方 24語\n{phrase(WORDS, 24)}")
    r.add("smtp_mail_password",
          f"メール設定（iPhone）\n受信 imap.{SHOP} ユーザー info@{SHOP} パスワード {rnd(ALNUM, 12)}\n送信 smtp.{SHOP} 587 同じパスワード",
          f"問い合わせフォームのメール送信設定\nSMTP_HOST=mail.{SHOP}\nSMTP_PORT=587\nSMTP_USER=info@{SHOP}\nSMTP_PASS={rnd(ALNUM, 16)}",
          f"info@{SHOP} のメールパスワード {jpw()}（スマホのメールにも設定済）")
    r.add("website_ssh_private_key",
          f"サーバー入る鍵（ed25519）。甥っ子が「なくしたらサーバー入られへんで」って\n{openssh_private()}",
          f"甥っ子が作ったサーバーの鍵（消したらあかん）\n{openssh_private()}")
    r.add("reservation_db_url",
          f"DB_PASSWORD={rnd(ALNUM, 20)}\nDB_HOST=db.naniwa.internal",
          f"整理券システムのDB\nDATABASE_URL=postgres://naniwa:{rnd(ALNUM, 18)}@db.naniwa.internal:5432/seiriken",
          f"mysql -h db.naniwa.internal -u naniwa -p'{rnd(ALNUM, 14)}' shop  ← バックアップ取る時")
    r.add("supplier_ordering_password",
          f"製麺所の発注サイト 得意先コード {digits(6)} パスワード {jpw()}",
          f"酒屋さんのWeb発注 ID naniwa / pw {jpw()}",
          f"業務用食材の発注(acme食品)\nhttps://order.acme.example\nログインID {digits(7)}\nパスワード {jpw()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("shop_postcode",
          f"店の住所 〒{postcode()} 大阪市北区天神橋◯丁目",
          f"郵便番号 {postcode()}（新しい倉庫の方）",
          f"名刺の住所直す: 〒{postcode()} → 〒{postcode()}")
    r.add("shop_phone_number",
          f"店の電話 {shop_tel()}　携帯 {mobile()}",
          f"予約・問い合わせ TEL {shop_tel()}（営業時間内のみ）",
          f"電話番号変わった {shop_tel()} → {shop_tel()}。Googleマップと食べログも直す")
    r.add("supplier_phone_fax",
          f"製麺所 TEL {shop_tel()} / FAX {shop_tel()}\n発注は前日15時まで",
          f"肉屋さん（チャーシュー用の豚肩）{shop_tel()} 担当 森さん",
          f"acme食品 受注センター 0120-{digits(3, lead=True)}-{digits(3)}")
    r.add("own_invoice_registration_number",
          f"適格請求書発行事業者 登録番号 {tnum()}（レシートとHPに載せる）",
          f"インボイス番号 {tnum()}　Airレジのレシート設定に入れた",
          f"領収書の下に「登録番号：{tnum()}」って印字されてるか確認")
    r.add("supplier_invoice_registration_number",
          f"仕入先のT番号\n製麺所 {tnum()}\n八百屋 {tnum()}\n酒屋 {tnum()}",
          f"肉屋の請求書に登録番号なかった → 聞いたら {tnum()} やって",
          f"国税庁のサイトで {tnum()} 検索したら ちゃんと登録されてた")
    r.add("mynumber_masked",
          f"マイナンバー（税理士さんに提出済）****-****-{digits(4)}",
          f"バイトの山本くん マイナンバー受領済 末尾{digits(4)}　コピーは金庫",
          f"個人番号：●●●● ●●●● {digits(4)}（源泉徴収票）")
    r.add("jan_barcode",
          f"業務用メンマ JAN {ean13('49')}　切れたら同じの",
          f"ラー油 {ean13('45')} / 白ごま {ean13('49')} / 紅しょうが {ean13('49')}",
          f"お土産の冷凍ラーメン JANコード取った: {ean13('45')}")
    r.add("ubereats_order_number",
          f"ウーバー 注文 #{rnd(UPPER + DIGITS, 5)} 味玉抜け クレーム → 返金対応済",
          f"Uber Eats 注文ID {uid()}　配達員来るの遅かった件",
          f"UberEats #{rnd(UPPER + DIGITS, 5)} と #{rnd(UPPER + DIGITS, 5)} キャンセル（麺切れ）")
    r.add("demaecan_order_number",
          f"出前館 注文番号 {digits(10, lead=True)} 住所違いで戻ってきた",
          f"demaecan 注文No. {digits(10, lead=True)} 返金申請中",
          f"出前館のお問い合わせ番号 {rnd(UPPER, 2)}{digits(8)}")
    r.add("group_reservation_number",
          f"団体予約 4/12(土) 18:30 8名 予約番号 R-{digits(8)}",
          f"食べログ予約 予約番号 {rnd(UPPER + DIGITS, 10)}  田中様 3名 19:00",
          f"貸切の予約 受付No.{digits(6)} 前金 ¥20,000 入金済")
    r.add("supplier_bank_account_on_invoice",
          f"製麺所の請求書 振込先\n三井住友銀行 天満支店（{digits(3)}）普通 {digits(7, lead=True)}\nカ）オオサカセイメン",
          f"八百屋さん 振込先 りそな 普通 {digits(7, lead=True)}　月末締め翌月10日払い",
          f"酒屋の口座 ゆうちょ 記号 1{digits(4)} 番号 {digits(8, lead=True)}")
    r.add("shop_bank_transfer_details",
          f"通販の銀行振込先（HPに載せてる）\n三井住友銀行 梅田支店 普通 {digits(7, lead=True)} メンヤナニワ タナカ",
          f"お客さんに送る振込案内: ゆうちょ銀行 〇四八支店 普通 {digits(7, lead=True)}",
          f"貸切の前金はここに振り込んでもらう→ SMBC 天六支店 {digits(7, lead=True)}")
    r.add("password_changed_note",
          "三井住友のパスワード 3/12 に変えた。新しいのは青いノートに書いた",
          "Airレジのパス変更済（4月）。前のは使われへん",
          "出前館から「パスワードを変更しました」のメール来た。自分でやったやつやから問題なし",
          "LINE公式のパスワード、娘に変えてもらった。俺は知らん、娘に聞く")
    r.add("password_in_ledger_reference",
          "パスワード類は全部 事務所の金庫の中の黄色い手帳",
          "セコムの番号は契約書の封筒に書いてある（金庫の中）",
          "e-Taxの暗証番号 → 確定申告のファイルの表紙の裏",
          "ネットバンクの情報は帳簿の最後のページに書いといた。店には置かへん")
    r.add("wifi_ssid_only",
          f"お客さん用WiFi の名前: naniwa_free_{digits(2)}（パスはカウンターのPOP見てもらう）",
          "スタッフ用のSSIDは naniwa-staff-5G、2.4Gの方は naniwa-staff。パスワードはバイトには教えない",
          f"ルーター替えたらSSIDが Buffalo-G-{rnd(UPPER + DIGITS, 4)} になってた。名前戻す")
    r.add("receipt_number",
          f"レシート No.{digits(4)}-{digits(4)} 返金した分",
          f"Airレジ 会計番号 {digits(6)} 二重会計 → 取消済",
          f"領収書 No. {digits(6)} 宛名「株式会社acme」¥12,800 再発行")
    r.add("menu_prices",
          "醤油 850 / 塩 880 / 豚骨 950 / 味玉+120 / チャーシュー+300 / 替玉 150",
          "4月から値上げ: ラーメン 900円 → 980円、餃子 6個 380円、ライス 150円",
          "ウーバー用価格は店頭+15%  醤油 980 / つけ麺 1,150")
    r.add("business_hours",
          "営業時間 11:30〜15:00 / 18:00〜22:30（L.O. 22:00）水曜定休",
          "GW 4/29〜5/6 休まず営業、5/7・5/8 休み",
          "仕込み 6:00〜 スープ 8時間 → 14:00 に二番出汁")
    r.add("card_approval_slip",
          f"カード売上 取消 承認番号 {digits(6)} 伝票番号 {digits(5)} カード末尾 ****{digits(4)}",
          f"Airペイ 取引番号 {digits(12)}  ¥3,960  承認 {digits(6)}",
          f"クレカ 端末ID {digits(13)}、加盟店番号 {digits(10)} → カード会社に問い合わせた時に聞かれた")
    r.add("parcel_tracking_number",
          f"ヤマト 伝票番号 {digits(4)}-{digits(4)}-{digits(4)}　冷凍便 寸胴の部品",
          f"ゆうパック お問い合わせ番号 {digits(4)}-{digits(4)}-{digits(4)}",
          f"佐川 {digits(12)} 明日午前着")
    r.add("business_permit_number",
          f"飲食店営業許可 大阪市指令 北保 第{digits(4, lead=True)}号 有効期限 2029/3/31",
          f"食品衛生責任者 修了証 No. {digits(6)}",
          f"防火管理者 講習 修了証番号 {digits(2)}-{digits(5)}")
    r.add("gas_supply_point_number",
          f"大阪ガス お客さま番号 {digits(10)}",
          f"ガス 供給地点特定番号 {groups(digits(22), 4)}（切替の申込みで要る）")
    r.add("electricity_customer_number",
          f"関西電力 お客さま番号 {digits(2)}-{digits(4)}-{digits(4)}-{digits(2)}",
          f"電気 供給地点特定番号 06{digits(20)}　電力会社乗り換えの見積もり用",
          f"関電 契約番号 {digits(10)}　従量電灯C → 低圧電力 の確認")
    r.add("stripe_publishable_key",
          f"通販ページに貼る公開キー（これは見えてもいいやつ）{stripe_pk()}",
          f"NEXT_PUBLIC_STRIPE_KEY={stripe_pk()}")
    r.add("stripe_object_ids",
          f"Stripe 返金した決済 ch_3{rnd(ALNUM, 23)}",
          f"振込(payout) po_1{rnd(ALNUM, 23)} ¥48,300 月曜着",
          f"冷凍ラーメン 商品ID prod_{rnd(ALNUM, 14)} 価格ID price_1{rnd(ALNUM, 23)}")
    r.add("line_official_id_public",
          f"LINE公式 ID @{digits(3)}{rnd(LOWER, 5)}　チラシとPOPに載せる",
          f"友だち追加URL https://lin.ee/{rnd(ALNUM, 7)}　QRコードはレジ横",
          f"公式LINEの検索ID @{digits(3)}{rnd(LOWER, 5)} → プレミアムID @menya-naniwa に変えたい")
    r.add("line_channel_id_public",
          f"LINE Developers チャネルID {digits(10, lead=True)}（シークレットは甥っ子のサーバーに入ってる）",
          f"LIFF ID {digits(10, lead=True)}-{rnd(ALNUM, 8)}　整理券ページ")
    r.add("coupon_code",
          "出前館 クーポンコード NANIWA300（300円引き、6月末まで）",
          f"インスタのフォロワー用 クーポン RMN-{rnd(UPPER + DIGITS, 6)} 替玉1回無料",
          f"通販 初回10%オフ コード WELCOME{digits(2)}")
    r.add("device_serial_number",
          f"防犯カメラ 本体 S/N {rnd(UPPER + DIGITS, 12)}　保証書と一緒に保管",
          f"券売機 型式 VMT-{digits(3)} 製造番号 {digits(8)}",
          f"iPad シリアル {rnd(UPPER + DIGITS, 10)} 修理に出す時に要る")
    r.add("lan_ip_and_mac",
          f"カメラ1 {ip()}  カメラ2 {ip()}  NVR nvr.naniwa.internal",
          f"券売機のMAC {mac(upper=True)} ルーターで固定IP {ip()} にした",
          f"プリンタ（キッチン） {ip()} / {mac('-', True)}")
    r.add("car_license_plate",
          f"配達用のカブ ナンバー 大阪市北 あ {digits(4, lead=True)}",
          f"仕入れの軽バン なにわ 480 さ {digits(2, lead=True)}-{digits(2)}　車検 11月",
          f"店の前に停めてる車 和泉 500 せ {digits(2, lead=True)}-{digits(2)} 通報した")
    r.add("pin_policy_talk",
          "キャッシュカードの暗証番号、誕生日と電話番号はあかんらしい。4桁",
          "e-Taxの暗証番号は英数字混ぜて8文字以上50文字以内",
          "マイナカードの署名用パスワードは6〜16桁、英大文字と数字。5回間違えたらロック",
          "セコムの番号、半年に1回変えなあかんと営業の人が言うてた")
    r.add("password_reset_link_expired",
          "Uber Eatsのパスワード再設定メール、24時間過ぎてリンク切れてた。もう一回送る",
          "食べログ「パスワードを忘れた方」から再設定 → 届いたメールが迷惑メールに入ってた",
          f"Airレジ 再設定のお問い合わせ 受付番号 {digits(8)}")
    r.add("secom_contract_number",
          f"セコム 契約番号 {digits(8)}　何かあったら 0120-{digits(3, lead=True)}-{digits(3)}",
          f"セコムの警備開始忘れた時の連絡先 {shop_tel()} お客様番号 {digits(7)}")
    r.add("etax_receipt_number",
          f"確定申告 e-Taxで送信完了 受付番号 {digits(20)}",
          f"e-Tax 受信通知 受付日時 2025/03/10 22:41:{secrets.randbelow(60):02d} 受付番号 {digits(20)}",
          f"振替納税の口座振替依頼書 提出済。整理番号 {digits(8)}")
    r.add("tax_amounts",
          "R6 所得税 ¥412,300 / 消費税 ¥598,700（2割特例）",
          "予定納税 第1期 7/31 ¥137,400",
          "売上 年 ¥31,824,560、原価率 31.2%")
    r.add("export_file_uuid",
          f"Airレジの売上CSV 書き出した: sales_{uid()}.csv",
          f"freeeに取り込んだ明細 ID {uid()}（重複してたので削除）")
    r.add("website_commit_hash",
          f"甥っ子「HP更新した、commit {hexs(7)}」臨時休業の告知",
          f"ホームページ戻したい時は {hexs(40)} の版に戻せばいいらしい")
    r.add("backup_checksum",
          f"売上データのバックアップ naniwa_2024.zip  SHA-256 {hexs(64)}",
          f"USBに保存した帳簿 md5 {hexs(32)}（甥っ子がこれで壊れてないか分かるって）")
    r.add("google_place_id",
          f"Googleマップの店のPlace ID ChIJ{rnd(ALNUM + '-_', 23)}（口コミ依頼のQR用）",
          f"口コミURL https://g.page/r/C{rnd(ALNUM + '-_', 17)}/review")
    r.add("analytics_measurement_id",
          f"アナリティクス 測定ID G-{rnd(UPPER + DIGITS, 10)}（HPの<head>に入ってる）",
          f"Googleタグ GTM-{rnd(UPPER + DIGITS, 7)}")
    r.add("recaptcha_site_key",
          f"問い合わせフォームのreCAPTCHA サイトキー 6L{rnd(ALNUM + '-_', 38)}（公開用。シークレットの方はサーバー）",
          f"data-sitekey=\"6L{rnd(ALNUM + '-_', 38)}\"")
    r.add("two_factor_enabled_note",
          "三井住友 ワンタイムパスワードをアプリ認証に切り替えた",
          "インスタ 2段階認証オンにした（SMS）。コードは俺の携帯に来る",
          "Uber Eats ログインの時 6桁のコードがメールで来る。5分で切れる")
    r.add("delivery_slip_number",
          f"製麺所 納品書 No.{digits(7)}  中太麺 120玉、細麺 60玉",
          f"酒屋 納品伝票 {digits(6)}-{digits(2)} 生ビール樽 10L ×3",
          f"acme食品 請求書番号 INV-{digits(4)}-{digits(5)} ¥86,420")
    r.add("supplier_customer_code",
          f"製麺所の得意先コード {digits(6)}（電話で注文する時に言う）",
          f"acme食品 お客様番号 {digits(8)} / 配送コース 北-{digits(2)}",
          f"おしぼり業者 契約No. {rnd(UPPER, 1)}{digits(6)}")
    r.add("insurance_policy_number",
          f"店舗総合保険 証券番号 {rnd(UPPER, 2)}{digits(8)}　満期 2026/9/30",
          f"PL保険（食中毒）証券番号 {digits(10)}、代理店 {shop_tel()}")
    r.add("labour_insurance_number",
          f"労働保険番号 27{digits(1)}{digits(2)}{digits(6)}-000",
          f"雇用保険 適用事業所番号 27{digits(2)}-{digits(6)}-{digits(1)}",
          f"バイトの雇用保険 被保険者番号 {digits(4)}-{digits(6)}-{digits(1)}")
    r.add("app_version_strings",
          f"Airレジ アプリ 5.{secrets.randbelow(30)}.{secrets.randbelow(10)}、iPadOS 17.{secrets.randbelow(7)}.1 でプリンタ不具合",
          f"ウーバーの店舗アプリ v{secrets.randbelow(5) + 3}.{secrets.randbelow(300)}.{secrets.randbelow(10000)} にアップデートしたら音鳴らん")
    r.add("stool_test_sample_number",
          f"検便 6月分 検体番号 {rnd(UPPER, 1)}-{digits(6)} 全員陰性",
          f"山本くんの検便 受付No. {digits(8)}")
    r.add("recipe_quantities",
          "スープ 豚骨 12kg / げんこつ 4kg / 背脂 2kg / 水 30L → 8時間",
          "かえし: 濃口 1.8L、みりん 360cc、砂糖 120g、昆布 20g 一晩",
          "チャーシュー 低温 63℃ 6時間、冷蔵 2日")
    r.add("env_var_reference",
          "STRIPE_SECRET_KEY はサーバーの環境変数に入れてある、ファイルには書かへん（甥っ子）",
          "LINE_CHANNEL_ACCESS_TOKEN が切れたら LINE Developers で再発行して .env を書き換える",
          "DB のパスワードは ${DB_PASSWORD} で読んでるからコードには無い")
    r.add("ssh_public_key",
          f"甥っ子のPCの公開鍵（サーバーに登録済）\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} nephew@laptop",
          f"公開鍵の指紋 SHA256:{rnd(ALNUM + '+/', 43)}")
    r.add("amazon_order_number",
          f"アマゾン 注文番号 {digits(3)}-{digits(7)}-{digits(7)} 割り箸 5000膳",
          f"Amazonビジネス 返品 {digits(3)}-{digits(7)}-{digits(7)}　ラベル印刷済")
    r.add("safe_reference_no_code",
          "金庫のダイヤル番号は俺と嫁だけ。紙には書かへん",
          "金庫 開かんくなった → 鍵屋 予約 4/3 10:00（番号は当日俺が立ち会う）",
          "セコムの暗証番号は閉店担当が変わったら変える。今月は変更なし")
    r.add("payment_card_masked",
          f"仕入れカード 引き落とし ****-****-****-{digits(4)} 10日 ¥186,300",
          f"JCB 末尾{digits(4)} 有効期限切れ → 新しいカード届いた、ウーバーの登録変える")
    return r


def main() -> None:
    write_corpora("make_heldout129.py", [
        ("heldout129_credentials.yaml", credentials(), "batch 129 (Osaka ramen shop owner, Japanese notes), written blind; every value synthetic"),
        ("heldout129_lookalikes.yaml", lookalikes(), "batch 129 look-alikes: shop postcodes, phones, T-numbers, order/receipt numbers, password talk without values, written blind"),
    ])


if __name__ == "__main__":
    main()
