# ruff: noqa: E501
"""Writes heldout221_credentials.yaml and heldout221_lookalikes.yaml: held-out batch 221.

Persona: a freelance graphic designer in Osaka who writes notes mostly in Japanese with some
English. She asks the assistant to remember her Adobe ID password, client FTP and WordPress
admin logins, online banking passwords and 暗証番号, the office door's auto-lock code, Wi-Fi
暗号化キー, Xserver and Sakura server control panel passwords, a client shop's Stripe secret
key, the LINE official account login and her iPhone passcode. Her look-alikes are 請求書番号,
注文番号, お問い合わせ番号, 郵便番号, 電話番号, 法人番号, インボイス登録番号, Stripe
publishable keys, SSIDs, 会員番号, domain names and rules about password length.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    basic,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

SYMBOLS = "!#$%&*+-=?@"


def pin(n: int = 4) -> str:
    return digits(n)


def human_pw() -> str:
    """A password a designer made up herself: a word, a year or number, a symbol."""
    word = pick("Sakura", "Namba", "Umeda", "Takoyaki", "Kitsune", "Momiji", "Neko", "Design", "Osaka", "Pixel")
    return pick(
        f"{word}{secrets.randbelow(9000) + 1000}{pick('!', '#', '$', '&', '@')}",
        f"{word.lower()}_{rnd(ALNUM, 6)}{pick('!', '?', '%')}",
        f"{pick('My', 'Ai', 'Hana')}{word}{digits(2)}{pick('!!', '#', '@@')}{rnd(UPPER, 2)}",
    )


def strong_pw(n: int = 16) -> str:
    return rnd(ALNUM + SYMBOLS, n)


def wp_app_password() -> str:
    """A WordPress application password: 24 alphanumerics in six groups of four."""
    return groups(rnd(ALNUM, 24), 4)


def stripe_secret(mode: str = "live") -> str:
    return pick(f"sk_{mode}_{rnd(ALNUM, 24)}", f"sk_{mode}_51{rnd(ALNUM, 97)}")


def stripe_restricted() -> str:
    return f"rk_live_51{rnd(ALNUM, 97)}"


def stripe_publishable(mode: str = "live") -> str:
    return f"pk_{mode}_51{rnd(ALNUM, 97)}"


def stripe_id(prefix: str, n: int = 24) -> str:
    return f"{prefix}_{rnd(ALNUM, n)}"


def houjin_number() -> str:
    """A 法人番号: a check digit, then 12 digits (the check is 9 - sum(P*Q) mod 9)."""
    body = digits(12, lead=True)
    total = sum(int(c) * (1 if i % 2 == 0 else 2) for i, c in enumerate(reversed(body)))
    return f"{9 - total % 9}{body}"


def invoice_reg() -> str:
    return "T" + houjin_number()


def zip_code() -> str:
    return f"{pick('530', '531', '540', '541', '542', '543', '550', '556', '559')}-{digits(4)}"


def osaka_phone() -> str:
    return pick(
        f"06-{pick('6', '4')}{digits(3)}-{digits(4)}",
        f"0120-{digits(3)}-{digits(3)}",
        f"050-{digits(4)}-{digits(4)}",
    )


def line_channel_token() -> str:
    body = b64(secrets.token_bytes(126)).rstrip("=")
    return body.replace("+", "/")[:171] + "="


def credentials() -> Rows:
    r = Rows()

    r.add(
        "adobe_id_password",
        f"Adobe ID: hana.design.osaka@mail.example / {human_pw()}",
        f"AdobeのパスワードCreative Cloud用、変えた→ {human_pw()} 忘れんように",
        f"Adobe ID pass = {strong_pw(14)}（2段階認証はiPhoneのSMS）",
        f"CC login\nmail: studio-hana@mail.example\npw: {human_pw()}",
        f"アドビのパスワード {strong_pw(12)} 覚えといて。Illustratorの再インストール時に要る",
    )
    r.add(
        "client_ftp_login",
        f"田中工務店さんのFTP\nホスト: ftp.tanaka-koumuten.example\nユーザー: tanaka_web\nパスワード: {strong_pw(12)}",
        f"FTP (cafe-mugi.example) user=mugi01 pass={rnd(ALNUM, 10)} port21",
        f"ftp://hanadesign:{rnd(ALNUM, 12)}@ftp.kobe-bakery.example/public_html",
        f"クライアントFTP 接続先 ftp.osaka-seitai.example / ID seitai2024 / PW {human_pw()} / 直下のwwwに上げる",
        f"FileZilla設定メモ：host=sv.ume-dental.example、user=umedental、pass:{strong_pw(10)}、パッシブモード",
    )
    r.add(
        "wordpress_admin_login",
        f"WPの管理画面 https://kobe-bakery.example/wp-admin  admin / {strong_pw(16)}",
        f"ワードプレス管理者ログイン（カフェむぎ）\nユーザー名：mugi_admin\nパスワード：{human_pw()}",
        f"wp login for tanaka-koumuten.example → user: hana_editor pw: {rnd(ALNUM, 14)}",
        f"WordPress アプリケーションパスワード（REST API用）: {wp_app_password()}",
        f"整骨院サイトのWP、管理者 seitai-admin パス {strong_pw(18)} ※先方には伝え済み",
    )
    r.add(
        "online_banking_password",
        f"ネットバンキング ログインパスワード: {human_pw()}\n契約者番号 {digits(10)}",
        f"銀行のWeb ID password {strong_pw(12)}、振込用の確認パスワードは {rnd(ALNUM, 8)}",
        f"ゆうちょダイレクト お客さま番号 {digits(4)}-{digits(4)}-{digits(5)} ログインPW {rnd(ALNUM, 10)}",
        f"信金のインターネットバンキング：ログインID hana{digits(4)} / パス {human_pw()} / 取引パスワード {digits(6)}",
        f"bank online pw changed today: {strong_pw(14)}",
    )
    r.add(
        "bank_card_pin",
        f"キャッシュカードの暗証番号 {pin()}",
        f"事業用口座のカード 暗証番号→{pin()}（個人用とは別）",
        f"ATMの暗証番号、忘れそうやからメモ：{pin()}",
        f"クレカのPIN {pin()} 海外で使うとき要る",
        f"暗証 {pin()}（三井の方）／ {pin()}（りそなの方）",
    )
    r.add(
        "door_autolock_code",
        f"事務所のオートロック暗証番号 {pin()}#",
        f"アトリエの入口、オートロックは {digits(4)} → 呼出 押してから入力",
        f"office door code: {pin(6)}",
        f"シェアオフィス（北堀江）玄関ドア 暗証番号 {pin()}、夜間は {pin()} に変わる",
        f"マンションのエントランス解錠コード {digits(4)}＋鍵マーク",
    )
    r.add(
        "wifi_encryption_key",
        f"事務所Wi-Fi\nSSID: HANA-STUDIO-5G\n暗号化キー: {rnd(LOWER + DIGITS, 13)}",
        f"自宅のWiFiパスワード（暗号化キー）{rnd(HEX, 13)}",
        f"シェアオフィスWi-Fi: ssid kitahorie-guest / pass {human_pw()}",
        f"ルーター側面のシールの暗号化キー(AES) = {rnd(LOWER + DIGITS, 13)}",
        f"WPA2 key for the studio: {strong_pw(20)}",
    )
    r.add(
        "xserver_panel_password",
        f"Xserver サーバーパネル\nサーバーID: hanads{digits(2)}\nパスワード: {strong_pw(12)}",
        f"エックスサーバーのXserverアカウント ログイン mail: hana@mail.example PW {human_pw()}",
        f"xserver panel pw = {rnd(ALNUM, 12)} (kobe-bakery用の契約)",
        f"Xサーバー 契約者パスワード {strong_pw(10)}、MySQLのパスは別に {rnd(ALNUM, 12)}",
        f"エックスサーバー / ID: mugi{digits(3)} / パス: {human_pw()}",
    )
    r.add(
        "sakura_server_password",
        f"さくらのレンタルサーバ コントロールパネル\nドメイン: tanaka-koumuten.sakura.example\nパスワード: {rnd(ALNUM, 10)}",
        f"さくらの会員ID {rnd(UPPER, 3)}{digits(5)} 会員メニューPW {human_pw()}",
        f"Sakura control panel pass: {strong_pw(12)}",
        f"さくら サーバパスワード（初期から変更済）→ {rnd(LOWER + DIGITS, 10)}",
        f"sakura rs: ssh tanaka@tanaka.sakura.example  pw {strong_pw(14)}",
    )
    r.add(
        "stripe_secret_key",
        f"カフェむぎのネットショップ Stripe シークレットキー: {stripe_secret()}",
        f"STRIPE_SECRET_KEY={stripe_secret()}",
        f"stripe test secret {stripe_secret('test')} ← 本番は別",
        f"Stripe制限付きキー（在庫連携用）{stripe_restricted()}",
        f"define('STRIPE_SK', '{stripe_secret()}'); // kobe-bakery functions.php",
    )
    r.add(
        "stripe_webhook_secret",
        f"Stripe webhook署名シークレット whsec_{rnd(ALNUM, 32)}",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"エンドポイントの signing secret: whsec_{rnd(ALNUM, 32)}（注文完了メール用）",
        f"webhook secret for mugi shop → whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "line_official_account_login",
        f"LINE公式アカウント（カフェむぎ）ビジネスID: mugi.cafe@mail.example / PW {human_pw()}",
        f"LINE official account login\nemail: hana.line@mail.example\npassword: {strong_pw(12)}",
        f"LINEアカウント管理画面のパスワード {rnd(ALNUM, 10)}、ログインは先方のメアド",
        f"LINE公式 Messaging API チャネルアクセストークン（長期）\n{line_channel_token()}",
        f"LINE channel secret: {hexs(32)}",
    )
    r.add(
        "iphone_passcode",
        f"iPhoneのパスコード {pin(6)}",
        f"新しいiPhone passcode → {pin(6)}（前のは {pin(4)}）",
        f"iPadのパスコード {pin(6)}、iPhoneと違うので注意",
        f"スマホのロック解除 {pin(6)}",
        f"iPhone 画面ロック {digits(6)} 機種変したら同じにする",
    )
    r.add(
        "apple_id_password",
        f"Apple ID hana.design@mail.example パスワード {human_pw()}",
        f"AppleID pw: {strong_pw(14)}",
        f"アップルIDのパス {human_pw()}　復旧キー {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
        f"Apple ID（仕事用）\nID: studio.hana@mail.example\nPW: {rnd(ALNUM, 12)}",
    )
    r.add(
        "gmail_app_password",
        f"Gmailアプリパスワード（Thunderbird用）{app_password()}",
        f"google app password for mail client: {app_password()}",
        f"Googleのアプリパスワード {app_password().replace(' ', '')} ← WordPressのSMTPプラグインに入れた",
        f"Gmail ログインPW {human_pw()} / アプリ用 {app_password()}",
    )
    r.add(
        "two_factor_backup_codes",
        "Googleのバックアップコード\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
        "Adobeの2段階認証 バックアップコード: " + ", ".join(digits(8) for _ in range(6)),
        "インスタ（クライアント用）のバックアップコード " + " ".join(digits(8) for _ in range(5)),
        "Xserver 二段階認証 リカバリーコード:\n" + "\n".join(rnd(LOWER + DIGITS, 10) for _ in range(4)),
        f"2FAの秘密鍵（Authenticator登録用）{groups(rnd(UPPER + '234567', 32), 4)}",
    )
    r.add(
        "wp_config_database_password",
        f"wp-config.php\ndefine( 'DB_NAME', 'xs{digits(6)}_wp1' );\ndefine( 'DB_USER', 'xs{digits(6)}_wp' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM, 12)}' );",
        f"MySQL（カフェむぎ）DB名 mugi_wp / ユーザー mugi_wpuser / パスワード {strong_pw(12)}",
        f"mysql://tanaka_wp:{rnd(ALNUM, 14)}@mysql{digits(4)}.db.sakura.example/tanaka_wp",
        f"phpMyAdmin ログイン user: kobe_db pass: {rnd(ALNUM, 10)}",
        f"DB_PASSWORD={rnd(ALNUM + '!#', 16)} (staging)",
    )
    r.add(
        "ssh_private_key",
        f"Xserverに登録したSSH秘密鍵（パスフレーズ {human_pw()}）\n{openssh_private()}",
        f"sakura用の鍵 id_ed25519\n{openssh_private()}",
        f"SSH key for kobe-bakery server (passphrase: {strong_pw(12)})",
        f"鍵のパスフレーズ忘れたら終わりなのでメモ→ {phrase(['sakura', 'umeda', 'neko', 'kitsune', 'takoyaki', 'momiji', 'kawa', 'yama', 'sora'], 4, '-')}",
    )
    r.add(
        "sftp_login",
        f"sftp -P 10022 hanads@sv{digits(5)}.xserver.example  パス {strong_pw(12)}",
        f"SFTP\nHost: sftp.ume-dental.example\nPort: 22\nUser: umeweb\nPass: {rnd(ALNUM, 14)}",
        f"sshpass -p '{strong_pw(12)}' ssh tanaka@tanaka.sakura.example",
        f"Cyberduck ブックマーク 整骨院 → seitai / {human_pw()}",
    )
    r.add(
        "credit_card_details",
        f"経費用クレカ {groups(luhn('4'), 4)} 有効期限 {card_expiry()} セキュリティコード {digits(3)}",
        f"Adobe払いのカード：{groups(luhn('5'), 4, '-')} exp {card_expiry()} CVC {digits(3)}",
        f"JCB {groups(luhn('35'), 4)} / {card_expiry()} / {digits(3)} 名義 HANA YAMAMOTO",
        f"card no {luhn('4')} cvv{digits(3)} ({card_expiry()})",
    )
    r.add(
        "cloud_storage_login",
        f"Dropbox 共有用アカウント pw {human_pw()}",
        f"ギガファイル便のダウンロードパスワード（田中さん宛て）{rnd(LOWER + DIGITS, 4)}",
        f"Google Drive（クライアント共有アカ）design.share@mail.example / {strong_pw(12)}",
        f"firestorage 納品フォルダのパス {rnd(ALNUM, 8)}",
        f"box ログイン: kobe-bakery@mail.example  パスワード: {rnd(ALNUM, 12)}",
    )
    r.add(
        "design_tool_login",
        f"Figma（チーム用）pw: {human_pw()}",
        f"Canva Pro 共有アカウント\nメール: studio-hana@mail.example\nパスワード: {strong_pw(12)}",
        f"Adobe Fontsとは別に、モリサワPASSPORTのパスワード {rnd(ALNUM, 10)}",
        f"Shutterstockログイン hana_osaka / {human_pw()}",
        f"PIXTA パスワード {strong_pw(10)}",
    )
    r.add(
        "mail_account_password",
        f"独自ドメインメール info@hana-design.example\nIMAP: imap.hana-design.example\nPW: {strong_pw(12)}",
        f"メールアカウント（contact@cafe-mugi.example）パスワード {human_pw()} → 先方のOutlookに設定",
        f"SMTP認証 user=noreply@kobe-bakery.example pass={rnd(ALNUM, 12)}",
        f"Xserverメール hana@hana-design.example のパス変更 {rnd(ALNUM, 10)}",
        f"mail pw（事務所のiMac用） {strong_pw(14)}",
    )
    r.add(
        "router_admin_password",
        f"ルーター管理画面 http://192.168.1.1  admin / {rnd(ALNUM, 10)}",
        f"事務所ルーターのログインパスワード {human_pw()}（初期パスから変更）",
        f"NAS (Synology) admin: hana / {strong_pw(14)}",
        f"プリンターの管理者パスワード {digits(8)}",
    )
    r.add(
        "sns_client_login",
        f"インスタ（カフェむぎ運用代行）@cafe_mugi_osaka / {human_pw()}",
        f"X（旧Twitter）kobe bakery アカウント pw {strong_pw(12)}",
        f"Facebookページ管理用ログイン tanaka.koumuten@mail.example パス {rnd(ALNUM, 11)}",
        f"Instagram login for ume dental: umedental_official pw={human_pw()}",
    )
    r.add(
        "password_manager_secret",
        f"1Password Secret Key {onepassword_secret_key()}",
        f"1Passwordのマスターパスワード {phrase(['kumo', 'ame', 'hikari', 'tsuki', 'hoshi', 'kaze', 'umi', 'mori'], 5, '-')}",
        f"Bitwarden master pw: {strong_pw(20)}",
        f"パスワード管理アプリのマスターパス → {human_pw()}{rnd(ALNUM, 4)}",
    )
    r.add(
        "openai_api_key",
        f"OpenAI APIキー（コピー自動生成ツール用）{openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"ChatGPT API key: {openai_project_key()}",
    )
    r.add(
        "mynumber_card_pin",
        f"マイナンバーカード 利用者証明用暗証番号 {pin()} / 署名用パスワード {rnd(UPPER + DIGITS, 8)}",
        f"e-Tax用 マイナカードの署名用電子証明書パスワード {rnd(UPPER, 3)}{digits(5)}",
        f"マイナポータル 4桁暗証番号 {pin()}",
        f"確定申告 e-Tax 利用者識別番号は別メモ、暗証番号 {rnd(LOWER + DIGITS, 10)}",
    )
    r.add(
        "shopify_admin_token",
        f"Shopify（神戸ベーカリー）Admin APIアクセストークン shpat_{hexs(32)}",
        f"SHOPIFY_ADMIN_TOKEN=shpat_{hexs(32)}",
        f"shopify private app pass shppa_{hexs(32)}",
        f"Shopify スタッフアカウント kobe.staff@mail.example / {human_pw()}",
    )
    r.add(
        "github_token",
        f"GitHub personal access token ghp_{rnd(ALNUM, 36)}",
        f"テーマのリポジトリ用 fine-grained token github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://hana-osaka:ghp_{rnd(ALNUM, 36)}@github.example/hana-osaka/mugi-theme.git",
    )
    r.add(
        "chatwork_api_token",
        f"Chatwork APIトークン {hexs(32)}",
        f"X-ChatWorkToken: {hexs(32)}",
        f"チャットワーク ログイン hana@mail.example / {human_pw()}",
    )
    r.add(
        "domain_auth_code",
        f"hana-design.example 移管用 AuthCode: {rnd(ALNUM + '#$%', 12)}",
        f"お名前.comのログインPW {strong_pw(12)}（会員ID {digits(8)}）",
        f"ドメイン移管 認証コード（cafe-mugi.example）→ {rnd(ALNUM, 16)}",
        f"EPP code for kobe-bakery.example: {rnd(ALNUM + '!&', 14)}",
    )
    r.add(
        "staging_basic_auth",
        f"テスト環境のBasic認証 ID: mugi  PW: {rnd(LOWER + DIGITS, 8)}",
        f"ステージング https://stg.kobe-bakery.example ベーシック認証 kobe / {rnd(ALNUM, 10)}",
        f"Authorization: Basic {basic('tanaka', rnd(ALNUM, 10))}",
        f".htpasswd → seitai:{pick('$apr1$', '$2y$10$')}{rnd(ALNUM + './', 31)}  平文は {rnd(ALNUM, 9)}",
        f"確認用URL https://preview:{rnd(ALNUM, 10)}@stg.ume-dental.example/",
    )
    r.add(
        "sendgrid_api_key",
        f"SendGrid APIキー（予約フォーム通知）SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}",
        f"WP Mail SMTP に入れたキー: SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}",
        f"SENDGRID_API_KEY=SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "invoice_number",
        f"請求書番号 INV-2024-{digits(4)} カフェむぎ様 ロゴ制作",
        f"請求書 No.{digits(8)} 入金確認済み",
        f"invoice #{rnd(UPPER + DIGITS, 8)}-{digits(4)} for kobe bakery, ¥88,000 税込",
        f"田中工務店さん 請求番号 {digits(4)}-{digits(3)}、支払期日 月末",
        f"misoca 請求書番号 {rnd(UPPER, 2)}{digits(6)} 再発行した",
    )
    r.add(
        "order_number",
        f"アスクルの注文番号 {digits(4)}-{digits(4)}-{digits(4)}",
        f"Amazon 注文番号 {digits(3)}-{digits(7)}-{digits(7)}（インク）",
        f"ラクスル 注文番号 {rnd(UPPER, 2)}{digits(9)} 名刺500枚",
        f"プリントパック受注番号 {digits(10)} 納期 金曜",
        f"order id {rnd(UPPER + DIGITS, 10)} — 用紙サンプル",
    )
    r.add(
        "tracking_number",
        f"ヤマト お問い合わせ番号 {digits(4)}-{digits(4)}-{digits(4)}",
        f"佐川 問合せNo. {digits(12)} 校正紙",
        f"ゆうパック追跡番号 {digits(4)}-{digits(4)}-{digits(3)}",
        f"レターパック お問い合わせ番号 {digits(3)}-{digits(4)}-{digits(4)} 原稿返送",
        f"国際便 tracking {rnd(UPPER, 2)}{digits(9)}JP",
    )
    r.add(
        "postal_code",
        f"事務所の郵便番号 〒{zip_code()} 大阪市西区北堀江",
        f"請求書送付先 〒{zip_code()} 大阪市中央区",
        f"郵便番号 {zip_code().replace('-', '')} で検索",
        f"納品先: 〒{zip_code()} 大阪府大阪市浪速区 カフェむぎ 宛",
        f"zip {zip_code()} (kobe bakery 2号店の方は 650-{digits(4)})",
    )
    r.add(
        "phone_number",
        f"田中工務店 電話番号 {osaka_phone()}",
        f"印刷会社の担当直通 {osaka_phone()}",
        f"TEL {osaka_phone()} / FAX {osaka_phone()}",
        f"ショップカードに載せる電話番号 {osaka_phone()}（予約専用）",
        f"電話 {osaka_phone()} 平日10-18時",
    )
    r.add(
        "corporate_number",
        f"田中工務店の法人番号 {houjin_number()}（国税庁サイトで公開）",
        f"法人番号: {houjin_number()}",
        f"取引先登録用 法人番号 {houjin_number()} 株式会社神戸ベーカリー",
        f"corporate number (法人番号) {houjin_number()} — public record",
    )
    r.add(
        "invoice_registration_number",
        f"インボイス登録番号 {invoice_reg()}（請求書フッターに記載）",
        f"適格請求書発行事業者 登録番号：{invoice_reg()}",
        f"うちの登録番号 {invoice_reg()}、請求書テンプレに入れる",
        f"カフェむぎさんの登録番号 {invoice_reg()} 確認済み",
        f"Invoice reg no. {invoice_reg()} (public, on the NTA site)",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe 公開可能キー {stripe_publishable()}（フロントのJSに入れるやつ）",
        f"STRIPE_PUBLISHABLE_KEY={stripe_publishable()}",
        f"Stripe.js: Stripe('{stripe_publishable('test')}')",
        f"pk は公開OK → {stripe_publishable()}、sk は絶対に書かない",
    )
    r.add(
        "stripe_object_id",
        f"返金した支払い {stripe_id('pi', 24)}",
        f"Stripe 顧客ID {stripe_id('cus', 14)} カフェむぎ 定期便",
        f"チャージID {stripe_id('ch', 24)} 、請求書 {stripe_id('in', 24)}",
        f"webhook endpoint id we_{rnd(ALNUM, 24)}（シークレットはStripeダッシュボードのみ）",
        f"product {stripe_id('prod', 14)} / price {stripe_id('price', 24)}",
    )
    r.add(
        "wifi_ssid",
        f"事務所のSSIDは HANA-STUDIO-{rnd(UPPER + DIGITS, 4)}、パスワードはルーター裏のシール",
        f"SSID: aterm-{hexs(6)}-g / aterm-{hexs(6)}-a",
        f"Buffalo-G-{rnd(UPPER + DIGITS, 4)} が 2.4GHz、5GHzは末尾A",
        f"シェアオフィスのゲストWi-Fiは kitahorie_guest_{digits(2)}（パスは受付で聞く）",
        f"WiFiルーター MAC {mac(':', True)} 、SSID ステルスにはしてない",
    )
    r.add(
        "membership_number",
        f"ヨドバシ ゴールドポイント会員番号 {digits(4)} {digits(4)} {digits(4)} {digits(4)}",
        f"画材屋さんの会員番号 {digits(8)}",
        f"JAGDA 会員番号 {digits(5)}",
        f"楽天会員 ユーザID hana_osaka_{digits(2)}",
        f"ANAマイレージ お客様番号 {digits(10)}",
    )
    r.add(
        "domain_name",
        f"新規ドメイン hana-design.example 取得、更新日 {secrets.randbelow(12) + 1}月",
        "カフェむぎ ドメイン cafe-mugi.example のDNS → ネームサーバー ns1.xserver.example",
        f"サブドメイン stg-{rnd(LOWER + DIGITS, 6)}.kobe-bakery.example をテスト用に作成",
        "ドメイン一覧: tanaka-koumuten.example / ume-dental.example / osaka-seitai.example",
        f"TXTレコード google-site-verification={rnd(URLSAFE, 43)} を追加",
    )
    r.add(
        "password_policy",
        "Xserverのパスワードは8〜16文字、英大文字・小文字・数字・記号を含むこと",
        "ネットバンキングのログインパスワードは6〜12桁、90日ごとに変更推奨らしい",
        "クライアントに渡すWPパスワードは最低16文字、ランダム生成で",
        "暗証番号は生年月日・電話番号・同じ数字4つはNG",
        f"Adobe IDのパスワード要件: {pick(8, 12)}文字以上、大文字と数字必須",
    )
    r.add(
        "password_location_reference",
        "銀行の暗証番号は金庫の中の封筒、ここには書かない",
        "クライアントのFTP情報は1Passwordの「Clients」保管庫に入れた",
        "Stripeのシークレットキーは先方の管理画面でしか見ない約束",
        "Wi-Fiの暗号化キーはルーター底面のラベル参照",
        "iPhoneのパスコードは自分の頭の中だけ。メモ禁止",
    )
    r.add(
        "password_rotation_note",
        f"{secrets.randbelow(12) + 1}月にXserverとさくらのパスワードを全部変える",
        "田中工務店のWPパスワード、納品後に先方で変更してもらうよう連絡",
        "Adobe IDのパスワード変えた（新しいのはパスワード管理アプリ）",
        f"LINE公式のログインパスワードを先方が{digits(1, lead=True)}日に変更済み、こっちは知らん",
        "オートロックの暗証番号、来月から変わるって管理会社から通知あり",
    )
    r.add(
        "masked_card_number",
        f"Adobe CC の支払いカード **** **** **** {digits(4)}",
        f"VISA 下4桁 {digits(4)} で引き落とし",
        f"カード番号 {digits(4)}-XXXX-XXXX-{digits(4)} 有効期限 {card_expiry()}",
        f"JCB ending in {digits(4)} — 経費",
        f"口座 ***{digits(4)} に振込あり",
    )
    r.add(
        "masked_secret",
        f"Stripe sk_live_...{rnd(ALNUM, 4)} を失効させた（漏えい疑い）",
        f"APIキー先頭 shpat_{hexs(4)}… はもう無効",
        "パスワード: ********（管理アプリ参照）",
        f"OpenAI key sk-proj-****{rnd(ALNUM, 4)} は削除済み",
        "WP admin / (パスは口頭で伝えた)",
    )
    r.add(
        "env_var_reference",
        "STRIPE_SECRET_KEY=${{ secrets.STRIPE_SECRET_KEY }}",
        "DB_PASSWORD は .env に書く、.gitignore 済み",
        "define('DB_PASSWORD', getenv('WP_DB_PASSWORD'));",
        "OPENAI_API_KEY=  # 空欄、ローカルで自分のを入れる",
        "SENDGRID_API_KEY: ${SENDGRID_API_KEY}",
    )
    r.add(
        "file_checksum",
        f"納品データ logo_final.ai の SHA-256 {hexs(64)}",
        f"テーマzip md5 {hexs(32)} 先方と一致",
        f"プラグインのハッシュ sha1:{hexs(40)}",
        f"入稿PDF チェックサム {hexs(64)[:16]}…（全桁はメールに）",
    )
    r.add(
        "git_commit_hash",
        f"mugi-theme コミット {hexs(40)} でヘッダー修正",
        f"デプロイしたのは {hexs(7)} (main)",
        f"revert {hexs(12)} — 色が違った",
        f"tag v1.{digits(1)}.{digits(1)} = {hexs(40)}",
    )
    r.add(
        "shared_file_url",
        f"Figma https://www.figma.example/file/{rnd(ALNUM, 22)}/cafe-mugi-logo",
        f"Google Drive 共有フォルダ https://drive.google.example/drive/folders/{rnd(URLSAFE, 33)}",
        f"校正用リンク https://proof.acme.example/review/{uid()}",
        f"Dropbox https://www.dropbox.example/scl/fi/{rnd(LOWER + DIGITS, 21)}/menu_v3.pdf",
        f"Adobe Express 共有 https://new.express.adobe.example/id/urn:aaid:sc:AP:{uid()}",
    )
    r.add(
        "ssh_public_key",
        f"サーバーに登録する公開鍵\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} hana@imac",
        f"authorized_keys に追加: ssh-rsa {ssh_pub('ssh-rsa', 200)} hana@macbook",
        f"公開鍵のフィンガープリント SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"Xserver SSH 公開鍵（公開してOK）ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
    )
    r.add(
        "analytics_tag_id",
        f"GA4 測定ID G-{rnd(UPPER + DIGITS, 10)}（カフェむぎ）",
        f"GTM-{rnd(UPPER + DIGITS, 7)} をheaderに",
        f"Search Console 所有権確認 meta: <meta name=\"google-site-verification\" content=\"{rnd(URLSAFE, 43)}\" />",
        f"Meta Pixel ID {digits(16, lead=True)}",
        f"UA-{digits(8)}-1 は旧プロパティ、もう使わない",
    )
    r.add(
        "color_spec",
        f"メインカラー #{hexs(6).upper()} / サブ #{hexs(6).upper()}",
        f"DIC {digits(3)} / PANTONE {digits(4)} C 相当",
        f"CMYK C{secrets.randbelow(100)} M{secrets.randbelow(100)} Y{secrets.randbelow(100)} K{secrets.randbelow(30)}",
        f"--brand-primary: #{hexs(6)}; --brand-accent: #{hexs(6)};",
    )
    r.add(
        "reservation_number",
        f"新幹線 予約番号 {rnd(UPPER + DIGITS, 6)}（東京出張）",
        f"ホテル予約番号 {digits(10)}",
        f"撮影スタジオ 予約確認番号 {rnd(UPPER, 2)}-{digits(6)}",
        f"会議室 予約ID {uid()}",
    )
    r.add(
        "bank_transfer_details",
        f"振込先（請求書記載用）支店番号 {digits(3)} 普通 口座番号 {digits(7)} ヤマモト ハナ",
        f"お振込先: 店番{digits(3)} 普通 {digits(7)}",
        f"カフェむぎ様からの振込 依頼人番号 {digits(10)}",
        f"ゆうちょ 記号{digits(5)} 番号{digits(8)}（振込受付用、請求書に載せてる）",
    )
    r.add(
        "line_official_account_id",
        f"LINE公式アカウントID @{rnd(LOWER + DIGITS, 8)}（ショップカードのQRに）",
        f"友だち追加URL https://lin.ee.example/{rnd(ALNUM, 7)}",
        f"LINE channel ID {digits(10, lead=True)}（IDだけ、シークレットは先方管理）",
        "LINE公式 プレミアムID @cafemugi を申請中",
    )
    r.add(
        "server_account_info",
        f"Xserver サーバー番号 sv{digits(5)}、プラン スタンダード",
        f"さくら 契約番号 {digits(9)}、更新 {secrets.randbelow(12) + 1}月",
        "ネームサーバー ns1.xserver.example / ns2.xserver.example",
        f"PHP {pick('8.1', '8.2', '8.3')} に変更、メモリ上限 256M",
        f"サーバーIP 203.0.113.{secrets.randbelow(254) + 1}（AレコードにセットOK）",
    )
    r.add(
        "product_barcode",
        f"カフェむぎ ドリップバッグ JANコード {ean13('45')}",
        f"パッケージ用 JAN {ean13('49')} をバーコード化",
        f"ZINE の ISBN {ean13('978')}",
        f"商品コード {rnd(UPPER, 3)}-{digits(4)} / JAN {ean13('45')}",
    )
    r.add(
        "print_job_number",
        f"入稿番号 {digits(8)}、データチェック OK",
        f"グラフィック 注文No. {rnd(UPPER, 1)}{digits(9)} 再入稿",
        f"校正ID {rnd(UPPER + DIGITS, 12)}",
        f"印刷通販 案件番号 {digits(6)}-{digits(2)}",
    )
    r.add(
        "support_ticket_number",
        f"Adobeサポート ケース番号 {digits(10)}（フォント同期の件）",
        f"Xserver お問い合わせID {rnd(UPPER, 2)}{digits(8)}",
        f"Stripe support case {digits(8)}",
        f"Apple サポート ケースID {digits(11)}",
    )
    r.add(
        "license_and_device_id",
        f"Adobe CC 契約ID {rnd(UPPER + DIGITS, 12)}（請求書に載ってる）",
        f"iPhone シリアル {rnd(UPPER + DIGITS, 10)} / IMEI {digits(15)}",
        f"MacBook シリアル番号 {rnd(UPPER + DIGITS, 10)} AppleCare用",
        f"事務所プリンター 製造番号 {rnd(UPPER, 3)}{digits(6)}",
    )
    r.add(
        "pin_and_code_talk",
        "キャッシュカード3回間違えてロック、窓口に行く（暗証番号は自分で覚えてる）",
        "iPhoneのパスコードを6桁から英数字に変更した",
        f"オートロックの番号は{secrets.randbelow(3) + 4}桁らしい、管理会社に確認中",
        "ネットバンキングのワンタイムパスワードはアプリで毎回変わるので記録不要",
        "マイナカードの暗証番号、4桁と6〜16桁の2種類あるの忘れがち",
    )
    r.add(
        "customer_number",
        f"関西電力 お客さま番号 {digits(2)}-{digits(4)}-{digits(4)}-{digits(2)}-{digits(2)}",
        f"NTT お客様ID CAF{digits(10)}",
        f"大阪ガス お客さま番号 {digits(4)}-{digits(4)}-{digits(2)}",
        f"freee 事業所ID {digits(7)}",
    )
    return r


def main() -> None:
    write_corpora(
        "make_heldout221.py",
        [
            ("heldout221_credentials.yaml", credentials(), "Held-out batch 221: credentials an Osaka freelance designer would ask to remember (Adobe, FTP, WordPress, banking, 暗証番号, Wi-Fi, Xserver/Sakura, Stripe, LINE, iPhone)"),
            ("heldout221_lookalikes.yaml", lookalikes(), "Held-out batch 221: an Osaka freelance designer's notes that look secret but are not (請求書番号, 注文番号, tracking, 法人番号, インボイス登録番号, pk_ keys, SSIDs, policies)"),
        ],
    )


if __name__ == "__main__":
    main()
