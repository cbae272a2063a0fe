# ruff: noqa: E501
"""Writes heldout313_credentials.yaml and heldout313_lookalikes.yaml: held-out batch 313.

Persona: a retired engineer in Osaka who writes his notes in Japanese (kanji, hiragana,
katakana, now and then romaji) mixed with some English. He keeps the PINs of his My Number
Card (the 4-digit ones and the 6-16 character signature password), his e-Tax login, the
MUFG and Japan Post Bank (ゆうちょ) direct banking passwords and the 暗証番号 of his cards,
his Rakuten and Amazon passwords, the home router's admin password and Wi-Fi key, the
apartment's autolock code, his iPhone passcode, a grandchild's Nintendo account password,
his SBI Securities trading password and the odd key of his hobby home server. He also
notes many things that only look secret: masked My Number, 〒 postal codes, 口座番号 and
支店番号, order numbers, 問い合わせ番号, masked 保険証 numbers, phone numbers, JAN barcodes,
reservation numbers and device serials.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    LOWER,
    UPPER,
    Rows,
    app_password,
    bitlocker_key,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["sakura", "momiji", "tora", "hanshin", "umeda", "namba", "kaede", "fuji", "tsubaki",
         "takoyaki", "yodogawa", "shinsekai", "kotatsu", "hotaru", "tanuki", "kitsune"]
SYMBOLS = "!#$%&*+-_@"


def pin(n: int = 4) -> str:
    """A numeric PIN that is not all one digit."""
    while True:
        value = digits(n)
        if len(set(value)) > 1:
            return value


def chosen() -> str:
    """A password the old man chose himself: a romaji word, a year or digits, a symbol."""
    word = secrets.choice(WORDS)
    return pick(
        f"{word.capitalize()}{1940 + secrets.randbelow(40)}{secrets.choice(SYMBOLS)}",
        f"{word}{digits(4)}{secrets.choice(UPPER)}",
        f"{secrets.choice(UPPER)}{word}{secrets.choice(SYMBOLS)}{digits(3)}",
        f"{word}_{secrets.choice(WORDS)}{digits(2)}",
    )


def alnum_pw(low: int, high: int) -> str:
    return rnd(ALNUM, low + secrets.randbelow(high - low + 1))


def sig_pw() -> str:
    """The My Number Card signature password: 6-16 upper-case letters and digits."""
    return rnd(UPPER + "0123456789", 6 + secrets.randbelow(11))


def phone() -> str:
    return pick(f"06-{digits(4)}-{digits(4)}", f"090-{digits(4)}-{digits(4)}",
                f"080-{digits(4)}-{digits(4)}")


def postal() -> str:
    return f"{pick('530', '531', '532', '540', '543', '545', '556', '558')}-{digits(4)}"


def credentials() -> Rows:
    r = Rows()

    r.add("mynumber_card_pin",
          f"マイナンバーカード 利用者証明用の暗証番号(4桁): {pin()}",
          f"マイナカードの4桁 → {pin()}\n券面事項入力補助も同じ{pick('にした', 'にしてある')}",
          f"My Number Card PIN (4 digits) = {pin()}  ※3回間違えるとロック、区役所へ",
          f"利用者証明用電子証明書 暗証番号 {pin()} / 住民基本台帳用 {pin()}",
          f"mynumber card no anshou bangou: {pin()} (コンビニで住民票とる時に使う)")

    r.add("mynumber_signature_password",
          f"署名用電子証明書のパスワード(英大文字+数字 6〜16桁): {sig_pw()}",
          f"e-Tax提出用 署名用パスワード {sig_pw()}  5回間違えたらロックなので注意",
          f"マイナンバーカード\n・4桁: {pin()}\n・署名用: {sig_pw()}",
          f"signature pw for マイナ = {sig_pw()} (大文字で入力すること)",
          f"署名用の暗証番号を更新した→ {sig_pw()}  (令和{pick('6', '7')}年 電子証明書更新時)")

    r.add("etax_login",
          f"e-Tax 利用者識別番号 {groups(digits(16), 4, '-')}\n暗証番号 {alnum_pw(8, 14)}",
          f"確定申告(e-Tax) ID: {digits(16)}  PW: {alnum_pw(10, 16)}",
          f"e-Taxの暗証番号 {alnum_pw(8, 12)} ← 税務署で再発行してもらったもの",
          f"国税 e-Tax login\n  利用者識別番号: {groups(digits(16), 4, ' ')}\n  暗証番号: {alnum_pw(9, 15)}\n  納税用確認番号: {digits(6)}",
          f"etax no pasuwaado wa {alnum_pw(8, 12)} desu. 識別番号は申告書の控えに書いてある")

    r.add("mufg_direct_password",
          f"三菱UFJダイレクト 契約番号 {digits(10)} ログインパスワード {alnum_pw(8, 12)}",
          f"MUFG direct: contract no {digits(10)} / pw {alnum_pw(8, 14)}",
          f"三菱UFJ銀行 インターネットバンキング\nご契約番号: {digits(10)}\nパスワード: {alnum_pw(6, 12)}\n(ワンタイムパスワードはアプリ)",
          f"UFJのダイレクトのPW変えた: {alnum_pw(8, 12)}  前のは捨てた",
          f"三菱UFJ ダイレクト ログインPW={alnum_pw(8, 14)}、確認番号表の裏にも書いたが念のため")

    r.add("yucho_direct_password",
          f"ゆうちょダイレクト お客さま番号 {digits(4)}-{digits(4)}-{digits(4)}\nログインパスワード {alnum_pw(8, 14)}",
          f"ゆうちょ direct pw: {alnum_pw(8, 12)}  合言葉「初めて飼ったペットは?」→ {secrets.choice(['ぽち', 'たま', 'ころ', 'はな'])}{digits(2)}",
          f"Japan Post Bank (ゆうちょ) login password = {alnum_pw(10, 16)}",
          f"ゆうちょダイレクトのパスワード {alnum_pw(8, 12)}、送金用の認証はアプリで",
          f"yuucho dairekuto pw {alnum_pw(8, 12)} (お客様番号は通帳の裏)")

    r.add("cash_card_pin",
          f"三菱UFJ キャッシュカード 暗証番号 {pin()}",
          f"ゆうちょのカード暗証 {pin()}、UFJは{pin()}",
          f"キャッシュカードの暗証番号: {pin()} ← 妻の誕生日ではない方",
          f"ATM PIN (MUFG) {pin()} / (ゆうちょ) {pin()}",
          f"Rakuten card no anshou bangou {pin()}、キャッシング枠はゼロ")

    def card() -> str:
        return groups(luhn(pick("4", "5", "35"), 16), 4)

    r.add("credit_card_details",
          f"楽天カード {card()} 有効期限 {card_expiry()} セキュリティコード {digits(3)}",
          f"JCBカード\n番号: {card()}\n期限: {card_expiry()}\nCVV: {digits(3)}\n暗証番号: {pin()}",
          f"VISA {card()} exp {card_expiry()} cvc {digits(3)} (ネット通販用)",
          f"クレカ番号 {luhn('4', 16)} / {card_expiry()} / 裏の3桁 {digits(3)}",
          f"三井住友カード {card()}  {card_expiry()}  code:{digits(3)}  本人認証パスワード {alnum_pw(8, 12)}")

    r.add("rakuten_password",
          f"楽天会員 ユーザID: {secrets.choice(WORDS)}{digits(4)}  パスワード: {chosen()}",
          f"Rakuten pw = {alnum_pw(10, 14)}",
          f"楽天市場のパスワード変えた → {chosen()}",
          f"楽天ID {secrets.choice(WORDS)}_{digits(2)}@mail.example / PW {pw()}",
          f"楽天証券ではなく楽天市場の方: pass {alnum_pw(8, 12)}")

    r.add("amazon_password",
          f"Amazon.co.jp ログイン\nメール: ojiichan{digits(2)}@mail.example\nパスワード: {pw()}",
          f"アマゾンのパスワード {chosen()}",
          f"amazon pw: {alnum_pw(10, 16)}  (プライム会員、年会費5900円)",
          f"Amazonパスワード再設定した。新: {chosen()}",
          f"アマゾン ID=taro.osaka{digits(2)}@mail.example PW={pw()}")

    r.add("router_admin_password",
          f"ルーター(Aterm) 管理者パスワード: {alnum_pw(8, 12)}\n管理画面 http://192.168.10.1/",
          f"Wi-Fiルータの管理PW {chosen()}  ユーザー名は admin",
          f"router admin: user=admin pass={alnum_pw(10, 14)}",
          f"BUFFALOルーター 設定画面のパスワード {alnum_pw(8, 10)}、初期値から変更済み",
          f"ひかり電話ルーター ログイン admin / {alnum_pw(8, 12)} (NTTの工事の人に聞いた)")

    r.add("wifi_key",
          f"Wi-Fi SSID: aterm-{hexs(6)}-g  暗号化キー: {rnd(LOWER + '0123456789', 13)}",
          f"無線LANのパスワード {rnd(LOWER + '0123456789', 13)} (孫が来たとき用)",
          f"WiFi key = {rnd(ALNUM, 16)}",
          f"うちのWi-Fi\nSSID Buffalo-G-{hexs(4).upper()}\nKEY {rnd(LOWER + '0123456789', 13)}",
          f"wifi pasuwaado: {chosen()} (5GHzも同じ)")

    r.add("autolock_code",
          f"マンションのオートロック暗証番号 {pin()}#",
          f"玄関オートロック: 鍵マーク→{pin()}→呼出",
          f"autolock code {pin()} (管理組合で{pick('4月', '10月')}に変更)",
          f"オートロック番号 {pin()} ヘルパーさんに教える時は口頭で",
          f"宅配ボックスの暗証番号 {pin()}、エントランスは {pin()}")

    r.add("iphone_passcode",
          f"iPhoneのパスコード {pin(6)}",
          f"アイフォン passcode: {pin(6)} (Face IDがマスクで効かない時)",
          f"iPhone 15 ロック解除 {pin(6)}、iPadは {pin(4)}",
          f"携帯のパスコード忘れないように → {pin(6)}",
          f"スマホ画面ロック番号 {pin(6)}  妻のは {pin(6)}")

    r.add("nintendo_account_password",
          f"孫(ゆうと)のニンテンドーアカウント\nメール: yuto.{digits(4)}@mail.example\nパスワード: {chosen()}",
          f"Nintendo account pw (孫用) = {alnum_pw(8, 12)}",
          f"Switchの保護者PIN {pin()}、ニンテンドーアカウントのパスワード {chosen()}",
          f"ニンテンドーeショップ 孫のアカウント PW {alnum_pw(10, 14)}、クレカは登録しない",
          f"nintendo ID: haruka_{digits(3)} pass: {chosen()} (春休みに設定)")

    r.add("sbi_securities_password",
          f"SBI証券 ユーザーネーム {rnd(LOWER + '0123456789', 8)}\nログインPW {alnum_pw(10, 16)}\n取引パスワード {alnum_pw(8, 12)}",
          f"SBI 取引パスワード: {alnum_pw(8, 12)}",
          f"SBI証券のログインパスワード {alnum_pw(10, 14)} (新NISA口座)",
          f"sbi trading pw {alnum_pw(8, 12)} / login pw {alnum_pw(8, 12)}",
          f"SBI証券 取引パス変更 → {alnum_pw(8, 12)}  ※ログインとは別")

    r.add("apple_id_password",
          f"Apple ID: taro.{digits(3)}@mail.example パスワード {chosen()}",
          f"アップルID pw {alnum_pw(10, 14)}",
          f"iCloud のパスワード: {pw()}",
          f"Apple IDのパスワードを変えた({pick('3月', '9月')}) → {alnum_pw(10, 14)}",
          f"iPhoneの Apple ID  ID:taro.{digits(3)}@mail.example\n      PW:{chosen()}\n(妻のiPadも同じIDでログイン)")

    r.add("email_account_password",
          f"docomoメール(dアカウント) ID: osaka{digits(4)} パスワード {alnum_pw(8, 12)}",
          f"Gmail アプリパスワード (Thunderbird用): {app_password()}",
          f"プロバイダのメール pop.mail.example 受信パスワード {alnum_pw(8, 10)}",
          f"Gmail pw = {chosen()}、2段階認証は妻の携帯にも",
          f"メールソフト設定\nユーザー名 taro@isp.example\nパスワード {alnum_pw(8, 12)}\nSMTP 587")

    r.add("nenkin_net_password",
          f"ねんきんネット ユーザID {rnd(UPPER + '0123456789', 12)} パスワード {alnum_pw(8, 12)}",
          f"年金ネットのパスワード {alnum_pw(8, 12)}",
          f"nenkin net pw: {alnum_pw(10, 12)} (基礎年金番号は年金手帳)",
          f"ねんきんネット PW変更済 → {alnum_pw(8, 12)}",
          f"年金ネット\nユーザID: {rnd(UPPER + '0123456789', 12)}\nPW: {chosen()}")

    r.add("totp_seed",
          f"Google認証システムのシークレットキー(バックアップ): {groups(rnd(BASE32, 32), 4)}",
          f"SBIの2段階認証 セットアップキー {rnd(BASE32, 32)}",
          f"otpauth://totp/Acme:taro?secret={rnd(BASE32, 32)}&issuer=Acme",
          f"二要素認証のキー(手入力用) {groups(rnd(BASE32, 16).lower(), 4)}  スマホ機種変の時に使う",
          f"MUFGアプリのワンタイムパスワード初期設定キー {rnd(BASE32, 26)}")

    r.add("two_factor_recovery_codes",
          f"GitHub のリカバリーコード\n{recovery_codes(6, 'github')}",
          f"Googleアカウント バックアップコード: {recovery_codes(5, 'digits')}",
          f"予備コード(一回ずつ使える)\n{recovery_codes(5, 'other')}",
          f"Microsoftアカウント 回復コード {'-'.join(rnd(UPPER + '0123456789', 5) for _ in range(5))}")

    r.add("bitlocker_recovery_key",
          f"ノートPCの BitLocker 回復キー\n{bitlocker_key()}",
          f"BitLocker recovery key (Dell): {bitlocker_key()}",
          f"回復キー ID {hexs(8).upper()} → {bitlocker_key()}",
          f"パソコンが青い画面になったら入れる番号 {bitlocker_key()}")

    r.add("ssh_private_key",
          f"ラズパイ用の秘密鍵 (~/.ssh/id_ed25519)\n{openssh_private()}",
          f"自宅サーバ nas.home.internal ログイン鍵\n{openssh_private()}",
          f"バックアップ: 古いPCの鍵\n{openssh_private()}")

    r.add("home_server_db_url",
          f"家計簿アプリのDB postgresql://kakeibo:{alnum_pw(12, 16)}@nas.home.internal:5432/kakeibo",
          f"DATABASE_URL=mysql://taro:{alnum_pw(10, 14)}@raspi.home.internal:3306/weather",
          f"influxdb 接続: user=sensor password={alnum_pw(12, 16)} host=raspi.home.internal",
          f"温度ロガー用 mongodb://logger:{alnum_pw(12, 16)}@db.acme.internal:27017/temps",
          f"redis://:{alnum_pw(16, 20)}@raspi.home.internal:6379/0  (キャッシュ用)")

    r.add("openai_api_key",
          f"ChatGPT の API キー (俳句アプリ用): {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"openai key\n{openai_project_key()}\n月5ドルの上限設定済み",
          f"ChatGPT API キーが漏れたかも→作り直した 新: {openai_project_key()}")

    r.add("github_token",
          f"GitHub personal access token (ラズパイの自動push用) ghp_{rnd(ALNUM, 36)}",
          f"git clone https://taro:ghp_{rnd(ALNUM, 36)}@github.com/taro-osaka/weather.git",
          f"GH_TOKEN=github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"GitHub トークン(期限90日) ghp_{rnd(ALNUM, 36)}  scope: repo")

    r.add("smart_home_api_token",
          f"Home Assistant 長期アクセストークン\n{jwt({'iss': hexs(32), 'iat': 1735000000, 'exp': 2050360000})}",
          f"curl -H 'Authorization: Bearer {jwt({'iss': hexs(32), 'iat': 1730000000, 'exp': 2045360000})}' http://ha.home.internal:8123/api/states",
          f"SwitchBot APIトークン {hexs(96)} / シークレット {hexs(32)}",
          f"home assistant token:\n{jwt({'iss': hexs(32), 'iat': 1740000000, 'exp': 2055360000})}")

    r.add("wireguard_private_key",
          f"WireGuard 自宅VPN\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.2/32",
          f"wg0 の秘密鍵 {wg_key()} (iPhone 用ピア)",
          f"VPN 設定(旅行用) PrivateKey={wg_key()} Endpoint=vpn.home.example:51820",
          f"WireGuard Mac用 秘密鍵 {wg_key()}\n公開鍵はサーバに登録済み")

    r.add("nas_admin_password",
          f"Synology NAS 管理者 admin / {alnum_pw(10, 14)}",
          f"NASのパスワード {chosen()}  写真のバックアップ先",
          f"nas.home.internal DSM login: taro pw {alnum_pw(10, 14)}",
          f"ラズパイ pi ユーザーのパスワード {chosen()}",
          f"NAS 写真共有フォルダ 孫用アカウント mago / {alnum_pw(8, 12)}")

    r.add("safe_dial_combination",
          f"金庫のダイヤル 右{secrets.randbelow(90) + 10}→左{secrets.randbelow(90) + 10}→右{secrets.randbelow(90) + 10}",
          f"耐火金庫 暗証 {pin(6)}#  (権利証・遺言書が入っている)",
          f"仏間の手提げ金庫 番号 {pin(3)}",
          f"safe combo R{secrets.randbelow(99)}-L{secrets.randbelow(99)}-R{secrets.randbelow(99)}")

    r.add("line_account_password",
          f"LINE ログイン メール taro{digits(3)}@mail.example パスワード {chosen()}",
          f"LINEのパスワード {alnum_pw(8, 12)} (機種変更の時に必要)",
          f"ライン引き継ぎ用 PW: {chosen()}、PINコード {pin(6)}",
          f"LINE pw = {alnum_pw(8, 12)}",
          f"LINE 引き継ぎ\nメール: taro{digits(3)}@mail.example\nパスワード: {alnum_pw(8, 12)}")

    r.add("paypay_password",
          f"PayPay ログイン 電話番号 090-{digits(4)}-{digits(4)} パスワード {alnum_pw(8, 12)}",
          f"ペイペイのパスワード {chosen()}",
          f"PayPay pw {alnum_pw(8, 14)} 残高上限は5万円にしている",
          f"d払いの暗証番号 {pin()}、PayPayは {alnum_pw(8, 12)}",
          f"paypay no pasuwaado {chosen()}")

    r.add("hospital_portal_password",
          f"病院の予約サイト(acme-hospital.example) 診察券番号 {digits(8)} パスワード {alnum_pw(8, 12)}",
          f"かかりつけ医 Web予約 ID {digits(7)} PW {chosen()}",
          f"おくすり手帳アプリ ログイン pass: {alnum_pw(8, 12)}",
          f"市民病院 患者ポータル ID {digits(8)} / パスワード {chosen()}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("mynumber_masked",
          f"マイナンバー ****-****-{digits(4)} (通知カードは返却済み)",
          f"個人番号 末尾{digits(4)}の方が妻の",
          f"My Number: XXXX XXXX {digits(4)}  (証券会社に提出済み)",
          f"マイナンバーカード 有効期限 20{30 + secrets.randbelow(6)}年{secrets.randbelow(12) + 1}月{secrets.randbelow(28) + 1}日、電子証明書は{secrets.randbelow(5) + 2026}年まで",
          "マイナンバーは金庫のカードを見ること。ここには書かない")

    r.add("postal_code",
          f"〒{postal()} 大阪市北区梅田{secrets.randbelow(3) + 1}丁目",
          f"息子の住所 〒{pick('150', '160', '113')}-{digits(4)} 東京都",
          f"返送先 〒{postal()} 大阪府大阪市天王寺区 (acme株式会社 サポート係)",
          f"郵便番号 {postal()}",
          f"年賀状: 〒{postal()} 〒{pick('600', '604', '606')}-{digits(4)} 〒{pick('650', '651')}-{digits(4)}")

    r.add("bank_account_number",
          f"三菱UFJ銀行 梅田支店({digits(3)}) 普通 {digits(7)}",
          f"年金の振込先: 支店番号 {digits(3)} 口座番号 {digits(7)}",
          f"振込先 acme管理組合 りそな銀行 {digits(3)}支店 当座 {digits(7)}",
          f"MUFG branch {digits(3)} account {digits(7)} (名義 タナカ タロウ)",
          f"固定資産税の引き落とし口座: 普通 {digits(7)}")

    shop = pick(("〇一八", "018"), ("四〇八", "408"), ("二三八", "238"))
    r.add("yucho_account_number",
          f"ゆうちょ 記号 1{digits(4)} 番号 {digits(8)}",
          f"ゆうちょ銀行 他行からの振込用: 店名 {shop[0]} 店番 {shop[1]} 普通 {digits(7)}",
          f"孫へのお年玉口座 記号{digits(5)}-番号{digits(8)}",
          f"ゆうちょの口座番号は通帳の表紙: 1{digits(4)}-{digits(8)}")

    r.add("amazon_order_number",
          f"Amazon 注文番号 {digits(3)}-{digits(7)}-{digits(7)} 電気ケトル 返品中",
          f"アマゾン order# 250-{digits(7)}-{digits(7)}",
          f"注文番号 {digits(3)}-{digits(7)}-{digits(7)} の血圧計、届いた",
          f"amazon 返金待ち: {digits(3)}-{digits(7)}-{digits(7)} ¥3,980",
          f"Amazon 領収書 注文番号: {digits(3)}-{digits(7)}-{digits(7)} 請求書番号 JP{rnd(UPPER + '0123456789', 10)}")

    r.add("rakuten_order_number",
          f"楽天 注文番号 {digits(6)}-2025{pick('0312', '0705', '1120')}-{digits(10)}",
          f"楽天ふるさと納税 受付番号 {digits(6)}-{digits(8)}-{digits(10)} (泉佐野市)",
          f"楽天ブックス 注文 {digits(6)}-{digits(8)}-{digits(10)} 「囲碁入門」",
          f"rakuten order {digits(6)}-{digits(8)}-{digits(10)} キャンセル済",
          f"楽天 お問い合わせ番号 {digits(6)}-{digits(8)}-{digits(10)} 配送 ヤマト {digits(12)}")

    r.add("tracking_number",
          f"ヤマト 問い合わせ番号 {digits(4)}-{digits(4)}-{digits(4)}",
          f"ゆうパック 追跡番号 {digits(4)}-{digits(4)}-{digits(4)}",
          f"国際郵便 EMS {pick('EJ', 'EB', 'RR')}{digits(9)}JP 娘(シアトル)へ",
          f"佐川急便 お問い合せ送り状No. {digits(12)}",
          f"レターパック {digits(4)}-{digits(4)}-{digits(4)} 書類送った")

    r.add("insurance_card_masked",
          f"保険証(後期高齢者) 被保険者番号 ****{digits(4)}",
          f"国民健康保険 記号 ** 番号 ***{digits(2)}",
          f"マイナ保険証に移行済み。旧保険証 番号末尾{digits(3)}",
          f"介護保険 被保険者証 番号 XXXXXX{digits(4)} 有効期限 {2026 + secrets.randbelow(3)}/3/31",
          f"後期高齢者医療 資格確認書 保険者番号 39{digits(6)} (保険者番号は公開の番号)")

    r.add("phone_number",
          f"かかりつけ医 {phone()}",
          f"マンション管理人室 {phone()} (平日9-17時)",
          f"NTT 故障受付 113、ルーター問い合わせ {phone()}",
          f"息子の携帯 090-{digits(4)}-{digits(4)}、嫁 080-{digits(4)}-{digits(4)}",
          f"三菱UFJ 盗難・紛失 0120-{digits(3)}-{digits(3)} (24時間)")

    r.add("jan_barcode",
          f"いつもの緑茶 JAN {ean13('49')}",
          f"プリンタインク JAN: {ean13('45')} (ヨドバシで買う)",
          f"血圧の薬 箱のバーコード {ean13('49')}",
          f"孫の好きなお菓子 {ean13('45')} と {ean13('49')}",
          f"書籍 ISBN {ean13('978')} 「定年後のPython」")

    r.add("reservation_number",
          f"新幹線 EX予約 予約番号 {digits(4)}  {pick('のぞみ', 'ひかり')}{secrets.randbelow(300) + 1}号 新大阪→東京",
          f"ホテル予約番号 {rnd(UPPER + '0123456789', 10)} 白浜 2泊",
          f"JAL 予約番号 {rnd(UPPER, 6)} 伊丹→那覇",
          f"市民病院 予約票 受付番号 {digits(4)} 10:30",
          f"旅館 確認番号 RY{digits(8)} 有馬温泉")

    r.add("device_serial",
          f"Aterm WX{pick('3600', '5400', '1800')}HP 製造番号 {digits(8)}",
          f"iPhone シリアル番号 {rnd(UPPER + '0123456789', 10)}  IMEI {digits(15)}",
          f"Nintendo Switch 本体 シリアル XKJ{digits(11)} (孫用)",
          f"エアコン 型番 AY-{rnd(UPPER + '0123456789', 6)} 製造番号 {digits(7)}",
          f"Synology DS220+ S/N {digits(4)}{rnd(UPPER + '0123456789', 9)}")

    r.add("masked_card_number",
          f"楽天カード **** **** **** {digits(4)} 更新カード届いた",
          f"クレジット末尾{digits(4)}で{secrets.randbelow(9000) + 1000}円の引き落とし",
          f"JCB XXXX-XXXX-XXXX-{digits(4)} 有効期限 {card_expiry()}",
          f"Amazonに登録のカード: Visa 下4桁 {digits(4)}",
          f"カード番号 {digits(4)} **** **** {digits(4)}(明細より)")

    r.add("password_rotation_note",
          "楽天のパスワード、3か月ごとに変えること。次は7月",
          "UFJダイレクトのパスワードを変更した(新しいのはノートに書いた)",
          "e-Taxの暗証番号は8文字以上、英数字混在が必要",
          "マイナンバーカードの署名用パスワードは5年ごとの更新時に再設定",
          "Amazonから『パスワード変更のお知らせ』メール → 心当たりなし、詐欺メールかも。リンクは押さない")

    r.add("secret_location_reference",
          "銀行の暗証番号は全部、金庫の黒い手帳に書いてある",
          "Wi-Fiのパスワードはルーターの裏のシールに書いてある",
          "SBIのパスワード類は 1Password に入れた (マスターパスワードは妻が知っている)",
          "オートロックの番号は管理組合のお知らせ(4月号)を見ること",
          "孫のNintendoアカウントのパスワードは娘が管理。わしは知らない")

    r.add("pin_policy_note",
          "暗証番号に誕生日・電話番号は使えない(銀行の窓口で言われた)",
          "マイナンバーカードの4桁暗証番号は3回間違えるとロック、署名用は5回",
          "キャッシュカード暗証番号 変更は窓口かATMで。4桁の数字",
          "iPhoneのパスコードは6桁。10回失敗でデータ消去の設定はオフ",
          "PIN code wa 4 keta, password wa 8 moji ijou")

    r.add("wifi_settings_without_key",
          f"Wi-Fi SSID aterm-{hexs(6)}-a (5GHz)、チャネル {pick('36', '44', '100')}",
          "無線LAN 暗号化方式 WPA2-PSK(AES)、WPA3は古いプリンタが非対応",
          f"ゲスト用SSID: guest-{hexs(4)}  (キーはルーター裏)",
          f"メッシュ中継機 MAC {mac(':', True)} 2階の寝室",
          "Wi-Fi パスワード長 13文字、変更したらスマホ・プリンタ・テレビ全部つなぎ直し")

    r.add("router_settings_no_password",
          "ルーター管理画面 http://192.168.10.1/ ユーザー名 admin (パスワードは別紙)",
          f"ファームウェア {secrets.randbelow(3) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(30)} に更新済み",
          f"DHCP 192.168.10.{secrets.randbelow(50) + 100}〜192.168.10.{secrets.randbelow(50) + 200}、NASは固定 192.168.10.{secrets.randbelow(50) + 2}",
          "ポート開放: 51820/udp → raspi.home.internal (WireGuard)",
          f"ルーター 管理者パスワード: ******** (表示されない)、ログイン試行 {secrets.randbelow(5) + 3}回でロック")

    r.add("ssh_public_key",
          f"ラズパイの authorized_keys に追加: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} taro@macbook",
          f"公開鍵(GitHubに登録済み) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
          f"NAS の host key fingerprint SHA256:{rnd(ALNUM + '+/', 43)}",
          f"iPadの公開鍵 ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} taro@ipad")

    r.add("wireguard_public_key",
          f"[Peer] PublicKey = {wg_key()}\nAllowedIPs = 10.8.0.3/32  # iPad",
          f"サーバ側の公開鍵 {wg_key()} (スマホアプリに貼る方)",
          f"WireGuard peer (public) {wg_key()} endpoint vpn.home.example:51820",
          f"公開鍵 (pubkey) 孫のPC: {wg_key()}")

    r.add("env_var_reference",
          "OPENAI_API_KEY は ~/.zshrc で export 済み。値は1Passwordの「OpenAI」項目",
          "GitHub Actions: OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}",
          "docker compose の環境変数 POSTGRES_PASSWORD_FILE=/run/secrets/db_password",
          "スクリプトは os.environ['SWITCHBOT_TOKEN'] を読む(トークンはNASの .env)",
          "password: ${DB_PASSWORD}  # compose.yml、実際の値は Bitwarden")

    r.add("git_commit_hash",
          f"天気ロガー v1.2 のコミット {hexs(40)}",
          f"git revert {hexs(7)} で直った",
          f"ラズパイの設定 commit {hexs(12)} 「センサー間隔を5分に」",
          f"pip install git+https://github.com/acme/bme280@{hexs(40)}")

    r.add("docker_container_id",
          f"docker ps → {hexs(12)}  homeassistant  Up 3 days",
          f"落ちていたコンテナ {hexs(64)} を再起動",
          f"k3s のポッド {pod_name('weather-logger')} が CrashLoopBackOff",
          f"イメージ sha256:{hexs(64)} (ghcr.io/acme/sensor:1.4)")

    r.add("file_checksum",
          f"Raspberry Pi OS イメージ SHA-256: {hexs(64)} 一致を確認",
          f"バックアップ tar の md5 {hexs(32)}",
          f"写真フォルダ 2024年 sha1sum {hexs(40)}",
          f"ダウンロードした e-Tax ソフト の SHA256 {hexs(64).upper()}")

    r.add("uuid_in_url",
          f"区役所 オンライン申請の控え https://shinsei.acme.example/receipt/{uid()}",
          f"Home Assistant の自動化 ID {uid()} (朝7時に電気ポット)",
          f"Googleフォト共有アルバム(孫の運動会) https://photos.example/album/{uid()}",
          f"スマートプラグ デバイスID {uid()}",
          f"Zoom 同窓会 https://zoom.example/j/{digits(11)} (パスコードは幹事がLINEで送る)")

    r.add("invoice_registration_number",
          f"適格請求書発行事業者 登録番号 T{digits(13, True)} (町内会の業者)",
          f"領収書 No.{digits(6)} 登録番号 T{digits(13, True)}",
          f"acme株式会社 法人番号 {digits(13, True)}",
          f"インボイス番号 T{digits(13, True)} 確認した(国税庁のサイト)")

    r.add("nintendo_friend_code",
          f"孫(ゆうと)のフレンドコード SW-{digits(4)}-{digits(4)}-{digits(4)}",
          f"わしのSwitchのフレンドコード SW-{digits(4)}-{digits(4)}-{digits(4)} 孫に教えた",
          f"あつ森の夢番地 DA-{digits(4)}-{digits(4)}-{digits(4)}",
          f"孫の友だち(そうた君) フレンドコード SW-{digits(4)}-{digits(4)}-{digits(4)}")

    r.add("stock_order_number",
          f"SBI証券 注文番号 {digits(6)}  トヨタ(7203) 100株 指値",
          f"SBI 口座番号 {digits(3)}-{digits(7)} (支店-口座)、NISA",
          f"約定 {digits(4)} 証券コード、受渡日 {secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}",
          f"配当金の計算書 整理番号 {digits(10)}")

    r.add("google_oauth_client_id",
          f"Googleカレンダー連携 クライアントID {digits(12, True)}-{rnd(LOWER + '0123456789', 32)}.apps.googleusercontent.com",
          f"OAuth client id (公開してOK): {digits(12, True)}-{rnd(LOWER + '0123456789', 32)}.apps.googleusercontent.com",
          f"client_id={digits(12, True)}-{rnd(LOWER + '0123456789', 32)}.apps.googleusercontent.com (secret は .env 側、ここには無い)")

    r.add("mac_address",
          f"プリンタ MAC {mac(':', True)} に固定IP",
          f"ラズパイ eth0 {mac()} / wlan0 {mac()}",
          f"MACアドレスフィルタに孫のSwitch {mac('-', True)} を追加",
          f"NAS LAN1 MAC {mac(':', True)} WOL用")

    r.add("pension_and_tax_ids_public",
          f"年金振込通知書 通知番号 {digits(10)}",
          f"固定資産税 納税通知書 番号 {digits(4)}-{digits(6)}",
          f"e-Tax 受付番号 {digits(20)} (確定申告 令和6年分 送信完了)",
          f"住民税 宛名番号 {digits(10)} (区役所の封筒)")

    r.add("public_random_looking_ids",
          f"Apple サポート ケースID {digits(9)}",
          f"NTT 工事受付番号 {rnd(UPPER, 3)}{digits(9)}",
          f"acme 電力 お客さま番号 {digits(2)}-{digits(4)}-{digits(4)}-{digits(2)}",
          f"ガス 検針票 お客さま番号 {digits(10)}、使用量 {secrets.randbelow(40) + 10}m³",
          f"ticket #{rnd(UPPER + '0123456789', 8)} (Synology サポート)")

    r.add("otp_talk_without_value",
          "ゆうちょのワンタイムパスワードはアプリに届く。SMSは来ない",
          f"UFJのワンタイムパスワード 有効期限 {pick('30', '60')}秒、トークンアプリ版に移行",
          f"認証コード(期限切れ、もう使えない)の件で銀行から電話 {phone()}",
          "2段階認証: Google Authenticator → 新しいiPhoneに移行済み")

    return r


def main() -> None:
    write_corpora("make_heldout313.py", [
        ("heldout313_credentials.yaml", credentials(), "Held-out batch 313: notes of a retired engineer in Osaka (Japanese, some English) that hold a real secret: My Number Card PINs, e-Tax, MUFG and ゆうちょ logins, card PINs, router and Wi-Fi keys, autolock code, passcodes, hobby server keys"),
        ("heldout313_lookalikes.yaml", lookalikes(), "Held-out batch 313: the same persona's notes that only look secret: masked My Number, 〒 codes, account and branch numbers, order and tracking numbers, JAN codes, serials, public keys, references to where a secret is kept"),
    ])


if __name__ == "__main__":
    main()
