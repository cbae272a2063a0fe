# ruff: noqa: E501
"""Writes heldout109_credentials.yaml and heldout109_lookalikes.yaml: held-out batch 109.

Persona: a data analyst at a retail chain's Osaka head office who keeps notes in Japanese mixed
with English. She works in BigQuery/GCP, dbt, Looker, Tableau and Snowflake, runs Slack and
Notion bots, pulls vendor files over SFTP, and also keeps her personal things in the same
notebook: MUFG internet banking, LINE Pay / PayPay PINs, the apartment auto-lock code, the
office locker combination and the home Wi-Fi.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    aws_key_id,
    aws_secret,
    b64,
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
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

BASE32 = UPPER + "234567"
WORDS = ["Takoyaki", "Kuidaore", "Tsutenkaku", "Dotonbori", "Umeda", "Namba", "Tennoji",
         "Hanshin", "Ebisu", "Sakura", "Yodogawa", "Kushikatsu", "Shinsekai", "Nakanoshima"]
KANA_WORDS = ["neko", "sora", "umi", "yama", "hoshi", "kaze", "mikan", "sakana", "tora", "kumo",
              "yuki", "hana", "kawa", "mori", "tsuki"]
SYMS = "!#$%&@+-"


def jpw() -> str:
    """A password this persona would choose or paste from a generator."""
    return pick(
        f"{pick(*WORDS)}{digits(4)}{pick(*SYMS)}",
        f"{pick(*WORDS).lower()}_{pick(*WORDS)}{digits(2)}",
        f"{pick(*KANA_WORDS)}{pick(*KANA_WORDS).capitalize()}{digits(3)}{pick(*SYMS)}",
        rnd(ALNUM + "!#%&*+-", 14),
        pw(),
    )


def bank_pw() -> str:
    """MUFG style: 6-16 letters and digits, no symbols."""
    return rnd(LOWER + DIGITS, pick(8, 10, 12)) if pick(0, 1) else f"{pick(*KANA_WORDS)}{digits(4)}{pick(*KANA_WORDS)}"


def pin(n: int) -> str:
    return digits(n)


def ymd(sep: str = "-") -> str:
    return f"202{pick(4, 5)}{sep}{secrets.randbelow(12) + 1:02d}{sep}{secrets.randbelow(28) + 1:02d}"


def proj() -> str:
    return pick("acme-retail-prod", "acme-retail-stg", f"acme-retail-{digits(6)}", f"acme-osk-analytics-{digits(5)}")


def pkcs8_key() -> str:
    """An RSA private key in PKCS#8 PEM, as a GCP service-account key holds it."""
    header = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")
    body = b64(header + secrets.token_bytes(pick(560, 760, 900)))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----\n"


def sa_json(project: str, name: str, indent: int | None = 2) -> str:
    client_id = digits(21, lead=True)
    data = {
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": pkcs8_key(),
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": client_id,
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    return json.dumps(data, indent=indent)


def totp_seed() -> str:
    return rnd(BASE32, pick(16, 32))


def xoxb() -> str:
    return f"xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def xoxp() -> str:
    return f"xoxp-{digits(12, lead=True)}-{digits(12, lead=True)}-{digits(13, lead=True)}-{hexs(32)}"


def notion_token() -> str:
    return pick(f"ntn_{digits(11, lead=True)}{rnd(ALNUM, 35)}", f"secret_{rnd(ALNUM, 43)}")


def tableau_pat() -> str:
    return f"{b64(secrets.token_bytes(16))}:{rnd(ALNUM, 32)}"


def sf_account() -> str:
    return pick(f"{rnd(LOWER, 2)}{digits(5)}.ap-northeast-1.aws", f"acmeretail-osaka_dwh{digits(2)}")


def google_api_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def gocspx() -> str:
    return "GOCSPX-" + rnd(URLSAFE, 28)


def oauth_client_id() -> str:
    return f"{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com"


def line_channel_token() -> str:
    return rnd(ALNUM + "+/", 171) + "="


def slack_id(prefix: str) -> str:
    return prefix + "0" + rnd(UPPER + DIGITS, pick(8, 9, 10))


def card(prefix: str = "4") -> str:
    return groups(luhn(prefix), 4)


def credentials() -> Rows:
    r = Rows()

    r.add("gcp_service_account_private_key",
          f"BQ用のSAキー、dbt の profiles.yml から参照してるやつ。ローカルのファイル消しちゃったのでここに貼っとく\n{sa_json('acme-retail-prod', 'dbt-runner')}",
          f"Colab で使う key.json の中身↓ 退職時に削除すること！\n{sa_json(proj(), 'colab-analyst', None)}",
          f"stg 環境の SA (looker-bq) キー。ローテ予定 {ymd('/')}\n```json\n{sa_json('acme-retail-stg', 'looker-bq')}\n```",
          )
    key_b64 = b64(sa_json(proj(), "gha-deployer", None).encode())
    r.add("gcp_service_account_key_base64",
          f"GitHub Actions の secret GCP_SA_KEY に入れる値（base64済み）:\n{key_b64}",
          f"export GOOGLE_CREDENTIALS_B64={b64(sa_json(proj(), 'airflow-bq', None).encode())}\n# Airflow の Connection 作るときこれを decode して使う",
          )

    r.add("looker_password",
          f"Looker (looker.acme.internal) ログイン: m.ikeda@acme-retail.example / {jpw()}",
          f"ルッカーのパス変えた→ {jpw()}  前のはもう使えない",
          f"Looker\nID: analyst03\nPW: {jpw()}\n※SSO切替まではこっちでログイン",
          f"[チャット自分宛] lookerのpasword忘れたら → {jpw()} やで",
          )
    r.add("looker_api3_client_secret",
          f"looker.ini\n[Looker]\nbase_url=https://looker.acme.internal:19999\nclient_id={rnd(ALNUM, 20)}\nclient_secret={rnd(ALNUM, 24)}\nverify_ssl=True",
          f"Looker API3 キー (自分用) client_id {rnd(ALNUM, 20)} / secret {rnd(ALNUM, 24)}",
          f"export LOOKERSDK_BASE_URL=https://looker.acme.internal\nexport LOOKERSDK_CLIENT_ID={rnd(ALNUM, 20)}\nexport LOOKERSDK_CLIENT_SECRET={rnd(ALNUM, 24)}",
          )
    r.add("tableau_password",
          f"Tableau Server (tableau.acme.internal) 管理者 admin_bi / {jpw()}",
          f"タブローのパスワード、{jpw()} やったっけ？→確認したら合ってた",
          f"Tableau Cloud 個人アカ\nmail: m.ikeda@acme-retail.example\npass {jpw()}",
          )
    r.add("tableau_personal_access_token",
          f"PAT名: weekly_extract_refresh\nPATシークレット: {tableau_pat()}\n(15日使わないと失効するので注意)",
          f"tableau_auth = TSC.PersonalAccessTokenAuth('extract_bot', '{tableau_pat()}', site_id='acme-osaka')",
          f"tabcmd login -s https://tableau.acme.internal -t acme-osaka --token-name kpi_bot --token-value {tableau_pat()}",
          )
    r.add("snowflake_user_password",
          f"Snowflake ユーザー ANALYST_IKEDA のPW：{jpw()}（90日で期限切れ）",
          f"snowsql -a {sf_account()} -u ANALYST_OSK -d RETAIL_DWH\n→ パスワード聞かれたら {jpw()}",
          f"スノーフレーク\n  account: {sf_account()}\n  user: ETL_LOADER\n  password: {jpw()}\n  role: LOADER_RL\n  warehouse: LOAD_WH",
          f"Snowflak 初期パスワード（初回ログインで変更してって言われたけどまだ）{rnd(ALNUM, 12)}",
          )
    r.add("snowflake_connection_uri",
          f"snowflake://ANALYST_OSK:{rnd(ALNUM, 18)}@{sf_account()}/RETAIL_DWH/MART?warehouse=ANALYTICS_WH&role=ANALYST",
          f"engine = create_engine('snowflake://BI_READER:{rnd(ALNUM, 16)}@{sf_account()}/SALES/PUBLIC?warehouse=BI_WH')",
          f"Metabase から繋ぐ用の接続文字列（読み取り専用）\nsnowflake://METABASE_RO:{rnd(ALNUM + '-_', 20)}@{sf_account()}/RETAIL_DWH",
          )
    r.add("snowflake_key_pair_passphrase",
          f"rsa_key.p8 (snowflake keypair 認証) の passphrase → {phrase(KANA_WORDS, 4, '-')}",
          f"dbt の profiles:\n  private_key_path: ~/.ssh/snowflake_rsa_key.p8\n  private_key_passphrase: \"{jpw()}\"",
          )

    r.add("company_vpn_password",
          f"会社VPN (vpn.acme.internal, FortiClient) ユーザー osk-{digits(4)} パスワード {jpw()}",
          f"VPNのぱすわーど {jpw()} ※月末に変更必要",
          f"在宅時:\nGlobalProtect portal gp.acme.internal\nuser: m.ikeda\npass: {jpw()}",
          f"- VPN: {jpw()}\n- 接続先: vpn.acme.internal:10443\n- 証明書エラー出たら情シスへ",
          )
    r.add("vpn_totp_seed",
          f"VPN のワンタイム、機種変用にシード控え: {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/ACME%20VPN:m.ikeda?secret={totp_seed()}&issuer=ACME-VPN&digits=6&period=30",
          f"FortiToken やめて Google Authenticator にした。手入力用の secret key = {totp_seed()}",
          f"VPN 2FA\nシークレット\n{groups(rnd(BASE32, 32), 4).lower()}\n(スペースはあってもなくてもOK)",
          )
    r.add("slack_bot_token",
          f"Slack bot (daily-sales-bot) の Bot User OAuth Token: {xoxb()}",
          f"# .env\nSLACK_BOT_TOKEN={xoxb()}\nSLACK_CHANNEL=#sales-daily",
          f"client = WebClient(token=\"{xoxb()}\")  # 在庫アラート通知",
          f"欠品アラートbotのトークン変わった\n{xoxb()}\nチャンネルに再招待必要",
          )
    r.add("slack_user_token",
          f"自分の user token（チャンネル履歴エクスポート用） {xoxp()}",
          f"xoxp-トークン 権限 channels:history, users:read\n{xoxp()}\n使い終わったら revoke する",
          )
    r.add("slack_signing_secret",
          f"Slack App「sales-alert」Signing Secret {hexs(32)}",
          f"SLACK_SIGNING_SECRET={hexs(32)}\nSLACK_APP_ID=A0{rnd(UPPER + DIGITS, 9)}",
          )
    r.add("notion_integration_token",
          f"Notion インテグレーション「分析ログ同期」の Internal Integration Secret: {notion_token()}",
          f"NOTION_TOKEN={notion_token()}",
          f"notion = Client(auth=\"{notion_token()}\")\n# 分析依頼DBにだけ共有済み",
          f"Notion API 自分用 {notion_token()} (週報DB書き込み)",
          )

    r.add("line_pay_pin",
          f"LINE Pay の暗証番号 {pin(6)}",
          f"LINEペイ PIN → {pin(6)}（誕生日じゃないやつ）",
          f"ラインペイ 支払いパスコード: {pin(6)}",
          f"LINEpay {pin(6)}",
          )
    r.add("paypay_credentials",
          f"PayPay ログインパスワード {jpw()}",
          f"ペイペイのパスコード {pin(4)} / ログインは電話番号＋{jpw()}",
          f"paypay 暗証番号 {pin(4)}、家族にも教えてない",
          )
    r.add("mufg_internet_banking_password",
          f"三菱UFJダイレクト ログインパスワード: {bank_pw()}\n契約番号 {digits(10)}",
          f"MUFG ネットバンキング pw {bank_pw()}  ({ymd('/')} 変更)",
          f"UFJのインターネットバンキング\nID(契約番号): {digits(10)}\nログインPW: {bank_pw()}\n二段階は アプリのワンタイム",
          f"ネットバンキング(三菱UFJ)のログインぱす、{bank_pw()}。ワンタイムパスワードはアプリ",
          )
    r.add("bank_cash_card_pin",
          f"UFJのキャッシュカード 暗証番号 {pin(4)}",
          f"MUFG デビット 暗証 {pin(4)}",
          f"ATM の暗証番号わすれがち → {pin(4)}",
          f"暗証番号\n・UFJ {pin(4)}\n・ゆうちょ {pin(4)}",
          )
    r.add("credit_card_with_cvv",
          f"会社カード(法人) {card('4')} 有効期限 {card_expiry()} セキュリティコード {digits(3)}",
          f"楽天カード {card('5')} exp {card_expiry()} CVV {digits(3)}",
          f"ネットで買う用 JCB\n{card('35')}\n{card_expiry()}\n裏の3桁 {digits(3)}",
          f"出張の立替用カード VISA {luhn('4')} / {card_expiry()} / {digits(3)} / MIKA IKEDA",
          )
    r.add("apartment_autolock_code",
          f"マンションのオートロック 暗証番号 #{pin(4)}",
          f"オートロック: 呼出ボタン→{pin(4)}→解錠（母が来るとき用に教える）",
          f"エントランス {pin(4)}# で開く",
          f"引っ越し先メモ\n住所は契約書参照\nオートロック {pin(4)}\n宅配ボックス 暗証 {pin(4)}\nゴミ出し 火金",
          )
    r.add("office_locker_combination",
          f"会社ロッカー B-{digits(2)} ダイヤル {pin(4)}",
          f"ロッカーの番号合わせ: {digits(2)}-{digits(2)}-{digits(2)}",
          f"6F ロッカー (No.{digits(3)}) の暗証 {pin(4)}",
          f"locker combo {pin(3)} (右に3回まわしてから)",
          )
    r.add("home_wifi_password",
          f"家のWi-Fi SSID: aterm-{hexs(6)}-g  暗号化キー {hexs(13)}",
          f"Wi-Fi\nSSID: Buffalo-G-{hexs(4).upper()}\nKEY: {rnd(LOWER + DIGITS, 13)}",
          f"wifi pw {jpw()}（実家のは別）",
          f"実家のWi-Fi：SSID は Buffalo-A-{hexs(4).upper()}、パスは {rnd(LOWER + DIGITS, 13)}",
          )
    r.add("office_guest_wifi_password",
          f"オフィスの来客用Wi-Fi ACME-GUEST / {rnd(LOWER + DIGITS, 10)}（今月分）",
          f"会議室のWi-Fi: SSID ACME-MTG パスワード {jpw()}",
          )

    r.add("gcp_api_key",
          f"Places API キー (サーバー側用、制限なし注意): {google_api_key()}",
          f"GOOGLE_API_KEY={google_api_key()}",
          f"Sheets API 用のキー {google_api_key()} ← 店舗マスタ取り込みスクリプト",
          )
    r.add("google_oauth_client_secret",
          f"client_secret.json\n{{\"installed\":{{\"client_id\":\"{oauth_client_id()}\",\"project_id\":\"{proj()}\",\"client_secret\":\"{gocspx()}\"}}}}",
          f"OAuthクライアント (Looker Studio コネクタ用) シークレット {gocspx()}",
          f"client_id: {oauth_client_id()}\nclient_secret: {gocspx()}",
          )
    r.add("google_refresh_token",
          f"application_default_credentials.json の refresh_token: 1//0e{rnd(URLSAFE, 98)}",
          f"Sheets 取り込みスクリプトのリフレッシュトークン\n1//0g{rnd(URLSAFE, 98)}",
          )
    r.add("gcs_hmac_key",
          f"GCS の HMAC キー（相互運用、S3互換で取る用）\nアクセスID: GOOG1E{rnd(UPPER + DIGITS, 55)}\nシークレット: {rnd(ALNUM + '+/', 40)}",
          f"[gcs-hmac]\naws_access_key_id = GOOG1E{rnd(UPPER + DIGITS, 55)}\naws_secret_access_key = {rnd(ALNUM + '+/', 40)}",
          )
    r.add("dbt_cloud_service_token",
          f"dbt Cloud サービストークン (job trigger用) dbtc_{rnd(URLSAFE, 48)}",
          f"DBT_CLOUD_API_TOKEN=dbtc_{rnd(URLSAFE, 48)}\nDBT_CLOUD_ACCOUNT_ID={digits(5)}",
          )
    r.add("github_token",
          f"GitHub PAT (analytics repo clone 用, fine-grained) github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"git clone https://m-ikeda:ghp_{rnd(ALNUM, 36)}@github.acme.internal/data/analytics.git",
          f"GH_TOKEN=ghp_{rnd(ALNUM, 36)}  # gh cli 用",
          )
    r.add("postgres_password",
          f"POSのレプリカ DB\nhost: pos-replica.acme.internal\nport 5432\nuser: readonly_analyst\npass: {jpw()}",
          f"psql \"postgresql://analyst_ro:{rnd(ALNUM, 18)}@pos-db.acme.internal:5432/pos\"",
          f"PGPASSWORD='{jpw()}' psql -h inv-db.acme.internal -U inventory_ro inventory",
          )
    r.add("mysql_password",
          f"ECサイトのMySQL（参照専用） ec_ro / {jpw()}",
          f"mysql -h ec-db.acme.internal -u report -p'{jpw()}' ec_prod",
          )
    r.add("airflow_admin_password",
          f"Airflow (airflow.acme.internal) admin / {jpw()}",
          f"airflow users create --username analyst --role Op --email m.ikeda@acme-retail.example --password '{jpw()}' --firstname M --lastname Ikeda",
          )
    r.add("redash_api_key",
          f"Redash のユーザーAPIキー {rnd(ALNUM, 40)}",
          f"CSVで取る: https://redash.acme.internal/api/queries/{digits(3, lead=True)}/results.csv?api_key={rnd(ALNUM, 40)}",
          )
    r.add("gmail_app_password",
          f"Gmail アプリパスワード (レポート自動送信用) {app_password()}",
          f"SMTP_USER=report.bot@acme-retail.example\nSMTP_PASSWORD=\"{app_password()}\"",
          )
    r.add("company_sso_password",
          f"社内ポータル / Okta のパスワード {jpw()}",
          f"SSO pass 更新した → {jpw()}",
          f"Microsoft 365 (m.ikeda@acme-retail.example) : {jpw()}",
          )
    r.add("mfa_backup_codes",
          f"Okta のバックアップコード\n{recovery_codes(5, 'other')}",
          f"Google アカウント バックアップコード: {'  '.join(digits(4) + ' ' + digits(4) for _ in range(5))}",
          f"GitHub recovery codes（使ったら消す）\n{recovery_codes(4, 'github')}",
          )
    r.add("aws_access_key",
          f"取引先(物流)のS3から配送データ取る用\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"~/.aws/credentials\n[vendor-logi]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-northeast-1",
          )
    r.add("vendor_sftp_password",
          f"卸のデータ連携 SFTP sftp.vendor-a.example user acme_osk pw {jpw()}",
          f"sftp acme@edi.wholesale.example → パスワード {jpw()}",
          f"WinSCP 設定\nホスト: ftp.maker-b.example\nユーザー: acme_data\nパスワード: {jpw()}",
          )
    r.add("openai_api_key",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"ChatGPT API キー（個人検証用、上限$20） {openai_project_key()}",
          )
    r.add("bitlocker_recovery_key",
          f"会社PC (ThinkPad) BitLocker 回復キー {bitlocker_key()}",
          f"回復キー ID: {hexs(8).upper()}\n回復キー:\n{bitlocker_key()}",
          )
    r.add("windows_hello_pin",
          f"PCのPIN {pin(6)}",
          f"Windows サインイン PIN を {pin(6)} に変えた",
          )
    r.add("smartphone_passcode",
          f"社用iPhone のパスコード {pin(6)}",
          f"会社スマホ ロック解除 {pin(6)}",
          )
    r.add("my_number_card_pin",
          f"マイナンバーカード 利用者証明用 {pin(4)} / 署名用 {rnd(UPPER + DIGITS, 8)}",
          f"マイナカードの暗証番号(4桁) {pin(4)}、券面事項入力補助も同じにした",
          f"e-Tax の署名用パスワード {rnd(UPPER + DIGITS, 10)}",
          )
    r.add("shopping_site_password",
          f"Amazon m.ikeda.home@mail.example / {jpw()}",
          f"楽天 ユーザID: ikeda_m{digits(3)} パス: {jpw()}",
          f"ヨドバシ.com pw {jpw()}",
          )
    r.add("internal_api_jwt",
          f"社内 API (sales-api.acme.internal) のトークン、有効期限長いやつ:\n{jwt({'sub': 'm.ikeda', 'role': 'analyst', 'iss': 'sales-api.acme.internal', 'exp': 1900000000})}",
          f"Authorization: Bearer {jwt({'sub': 'svc-report', 'aud': 'inventory-api', 'iat': 1718000000}, 'RS256', rnd(URLSAFE, 342))}",
          )
    r.add("web_session_cookie",
          f"Tableau のセッションが切れるので cookie 保存: workgroup_session_id={rnd(ALNUM, 32)}",
          f"Redash の cookie session=.eJw{rnd(URLSAFE, 60)}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 27)}",
          )
    r.add("ssh_private_key",
          f"踏み台 (bastion.acme.internal) 用の鍵\n{openssh_private()}",
          f"~/.ssh/id_bastion の中身↓ 新PCにコピーする\n{openssh_private()}",
          )
    r.add("zip_file_password",
          f"本部に送る売上CSVのzipパスワード: {jpw()}",
          f"【パスワード】先ほど送付したファイルの解凍パスワードは {rnd(ALNUM, 12)} です。",
          f"月次レポ zip pw: {jpw()}  (毎月同じでいいって言われた…)",
          f"7z a -p{rnd(ALNUM, 14)} -mhe=on sales_{ymd('')}.7z sales.csv",
          )
    r.add("line_messaging_api_secret",
          f"LINE公式アカ (店舗販促) Channel secret {hexs(32)}",
          f"チャネルアクセストークン（長期）\n{line_channel_token()}",
          f"LINE_CHANNEL_ACCESS_TOKEN={line_channel_token()}\nLINE_CHANNEL_SECRET={hexs(32)}",
          )
    r.add("shared_mailbox_password",
          f"共有メール data-team@acme-retail.example のパス {jpw()}",
          f"問い合わせ用メールボックス pw → {jpw()}",
          )
    r.add("copier_pin",
          f"複合機の部門コード/PIN {pin(4)}",
          f"コピー機 セキュリティ印刷の暗証番号 {pin(4)}",
          )
    r.add("home_alarm_code",
          f"セコム 解除コード {pin(4)}",
          f"実家の警備 (ALSOK) 暗証 {pin(4)} → 帰省のとき使う",
          )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("masked_my_number",
          f"マイナンバー提出済み（控え: ****-****-{digits(4)}）",
          f"年末調整フォームにマイナンバー入力した。画面の表示は ●●●●●●●●{digits(4)}",
          f"マイナンバーカード 有効期限 {ymd('/')} ← 更新の案内が来たら市役所",
          )
    r.add("postal_code",
          f"新オフィス 〒530-{digits(4)} 大阪市北区梅田{pick(1, 2, 3)}丁目",
          f"実家の郵便番号 {pick(540, 543, 556, 569, 590)}-{digits(4)}",
          f"返送先: 〒556-{digits(4)} 大阪市浪速区 アクメリテール物流センター 気付",
          )
    r.add("order_number",
          f"Amazon 注文番号 {digits(3)}-{digits(7)}-{digits(7)} モニターアーム、返品期限 来週",
          f"楽天 注文番号 {digits(6)}-{ymd('')}-{digits(10)}",
          f"備品発注 注文番号: PO-{ymd('')[:6]}-{digits(5)} (アスクル)",
          f"ヨドバシ 注文番号 {digits(10, lead=True)}",
          )
    r.add("shipping_tracking_number",
          f"ヤマト 伝票番号 {groups(digits(12, lead=True), 4, '-')}",
          f"佐川 お問い合わせ送り状No. {digits(12, lead=True)}",
          f"ゆうパック 追跡番号 {groups(digits(12, lead=True), 4, '-')}",
          f"日本郵便 EMS EJ{digits(9)}JP（サンプル品の返送）",
          )
    r.add("store_code",
          f"店舗コード: 0{digits(3)} 難波店 / 0{digits(3)} 天王寺店 / 0{digits(3)} 京橋店",
          f"WHERE store_cd IN ('OSK{digits(3)}', 'OSK{digits(3)}', 'KOB{digits(3)}')",
          f"新店 {digits(4, lead=True)} は 5/1 OPEN → 店舗マスタ反映まだ",
          )
    r.add("jan_barcode",
          f"JAN {ean13('49')} の売上がおかしい、POS側で {ean13('45')} と二重登録?",
          f"PB商品 JANコード: {ean13('45')}",
          f"売れ筋TOP3: {ean13('49')} / {ean13('45')} / {ean13('49')}",
          )
    r.add("bigquery_table_reference",
          "`acme-retail-prod.dwh_sales.fact_pos_daily` を参照、partition は sales_date、cluster は store_cd",
          f"bq ls --project_id=acme-retail-{digits(6)} --max_results=100 mart_kpi",
          f"本番: acme-retail-prod / 検証: acme-retail-stg-{digits(6)} / データセット mart_kpi, dwh_sales, raw_pos",
          )
    r.add("bigquery_job_id",
          f"遅いクエリの job id: acme-retail-prod:asia-northeast1.bquxjob_{hexs(8)}_{hexs(11)}",
          f"bq show -j --location=asia-northeast1 job_{rnd(URLSAFE, 28)}",
          f"INFORMATION_SCHEMA.JOBS で job_id = 'scheduled_query_{hexs(8)}-0000-{hexs(4)}-{hexs(4)}-{hexs(12)}' がスロット食ってた",
          )
    r.add("looker_dashboard_id",
          f"週次KPIダッシュボード https://looker.acme.internal/dashboards/{digits(4, lead=True)}",
          f"LookML dashboard: retail_kpi::weekly_store_sales ／ Look {digits(3, lead=True)} は旧版なので使わない",
          f"共有リンク https://looker.acme.internal/explore/sales/orders?qid={rnd(ALNUM, 22)}&toggle=fil,vis",
          )
    r.add("gcp_project_number",
          f"プロジェクト番号 {digits(12, lead=True)}（IDは acme-retail-prod）",
          f"service-{digits(12, lead=True)}@gcp-sa-bigquerydatatransfer.iam.gserviceaccount.com に権限付与済み",
          f"gcloud projects describe acme-retail-stg\nprojectNumber: '{digits(12, lead=True)}'",
          )
    r.add("service_account_email",
          "dbt 実行SA: dbt-runner@acme-retail-prod.iam.gserviceaccount.com (roles/bigquery.jobUser)",
          f"権限申請: looker-bq@acme-retail-{digits(6)}.iam.gserviceaccount.com に dataViewer",
          f"{digits(12, lead=True)}-compute@developer.gserviceaccount.com がデフォルトSA、使わないこと",
          )
    r.add("service_account_key_id",
          f"gcloud iam service-accounts keys list --iam-account=dbt-runner@acme-retail-prod.iam.gserviceaccount.com\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n{hexs(40)}  {ymd()}T02:11:09Z  9999-12-31T23:59:59Z\n{hexs(40)}  {ymd()}T08:40:51Z  9999-12-31T23:59:59Z",
          f"漏洩チェック: private_key_id {hexs(40)} のキーは削除済み（情シス確認）",
          f"キーID {hexs(40)} は 6/30 で無効化予定。新しいキーは Secret Manager に入れた",
          )
    r.add("query_hash",
          f"同じクエリか確認: query_hash {hexs(64)}",
          f"Snowflake QUERY_PARAMETERIZED_HASH {hexs(32)} が上位",
          f"キャッシュキー (sha256) {hexs(64)} → ヒットしてない",
          )
    r.add("git_commit_sha",
          f"dbt models の税抜計算修正 commit {hexs(40)}",
          f"revert するなら {hexs(7)}..{hexs(7)}",
          f"git log --oneline\n{hexs(7)} fix: 税抜金額の丸め\n{hexs(7)} feat: 店舗別粗利モデル追加\n{hexs(7)} chore: dbt 1.8 に上げる",
          )
    r.add("slack_channel_id",
          f"#sales-daily のチャンネルID {slack_id('C')}",
          f"通知先 channel: {slack_id('C')} (public), {slack_id('G')} (private)",
          f"スレッドはここ → archives/{slack_id('C')}/p{digits(16, lead=True)}",
          )
    r.add("slack_user_id",
          f"メンションは <@{slack_id('U')}> 形式で書く",
          f"部長の Slack ID {slack_id('U')}、自分 {slack_id('U')}",
          f"bot の user id {slack_id('U')} / bot id {slack_id('B')} / workspace {slack_id('T')}",
          )
    r.add("password_reset_done",
          f"Looker のパスワードリセットした（{ymd('/')}）。新しいのは 1Password の「Looker」に入れた",
          f"Snowflake PW 期限切れでロック → 情シスに解除依頼済み (INC{digits(7)})",
          "MUFGのログインパスワード 3回間違えてロック… 再設定は郵送の書類が届いてから",
          "Tableau の PW reset メール来たけどフィッシングっぽい、リンク踏まずに無視",
          )
    r.add("password_expiry_reminder",
          f"VPN パスワード {ymd('/')} 期限、14日前から変更可能",
          "社内SSO: 90日ごとに変更。次回は 10/3、同じパスは使えない",
          f"SHOW USERS の結果 ANALYST_IKEDA: days_to_expiry = {digits(2, lead=True)}, must_change_password = false",
          )
    r.add("employee_number",
          f"社員番号 A{digits(6)}（勤怠の打刻IDも同じ）",
          f"新人の社員番号 {digits(7)}, {digits(7)} → BQ の閲覧権限付与",
          f"社員番号: {digits(6)} / 所属コード D{digits(3)} / 内線 {digits(4)}",
          )
    r.add("secret_manager_reference",
          "SA キーの置き場所: projects/acme-retail-prod/secrets/dbt-sa-key/versions/3",
          "gcloud secrets versions access latest --secret=snowflake-loader-password --project=acme-retail-prod",
          "Looker の client secret → Secret Manager の looker-api3-secret（ローテは四半期ごと）",
          )
    r.add("env_var_placeholder",
          "profiles.yml:\n  password: \"{{ env_var('SNOWFLAKE_PASSWORD') }}\"\n  user: \"{{ env_var('SNOWFLAKE_USER') }}\"",
          "token = os.environ[\"SLACK_BOT_TOKEN\"] にして直書きやめた",
          ".env.example\nNOTION_TOKEN=\nSLACK_BOT_TOKEN=xoxb-your-token-here\nLOOKERSDK_CLIENT_SECRET=<set me>",
          )
    r.add("password_policy",
          "パスワードポリシー: 12文字以上・英大小数字記号・過去5回と重複不可",
          "MUFG ログインパスワードは 6〜16桁の英数字混在（記号は使えない）",
          "LINE Pay の暗証番号は6桁、連番や同じ数字の繰り返しはNG",
          )
    r.add("pin_changed_note",
          "PayPay のパスコード変えた（新しいのは覚えてる）",
          f"キャッシュカードの暗証番号変更 手続き完了 {ymd('/')}",
          "オートロックの番号、管理会社が来月変えるらしい。お知らせ待ち",
          )
    r.add("otp_device_note",
          "VPN の OTP アプリを新しいスマホに移行した。旧端末は初期化済み",
          f"ハードトークンのシリアル FTK{digits(9)}、退職者分は情シスに返却",
          "Google Authenticator の登録: ACME VPN, Okta, GitHub の3件（バックアップはQRで再発行してもらう）",
          )
    r.add("ssh_public_key_line",
          f"GitHub に登録した公開鍵\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} m.ikeda@acme-pc",
          f"bastion の authorized_keys に追加してもらった:\nssh-rsa {ssh_pub('ssh-rsa', 270)} analyst@acme-retail",
          )
    r.add("key_fingerprint",
          f"新しい鍵の指紋 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519)",
          f"GPG 鍵の指紋 {groups(hexs(40).upper(), 4)}",
          f"初回接続の host key fingerprint 確認した → SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} OK",
          )
    r.add("notion_page_id",
          f"Notion 分析依頼DB のページID {hexs(32)}",
          f"NOTION_DATABASE_ID={hexs(32)}",
          f"親ページ id: {uid()}（ここに週報を作る）",
          )
    r.add("tableau_luid",
          f"ワークブック「週次売上」 LUID {uid()}",
          f"サイト acme-osaka の site id {uid()} / データソース id {uid()}",
          )
    r.add("snowflake_query_id",
          f"遅延クエリ QUERY_ID 01{hexs(6)}-{digits(4)}-{hexs(4)}-0000-{hexs(12)}",
          f"account locator {rnd(LOWER, 2)}{digits(5)}、リージョン ap-northeast-1 (AWS 東京)",
          f"SELECT * FROM TABLE(RESULT_SCAN('01{hexs(6)}-{digits(4)}-{hexs(4)}-0000-{hexs(12)}'));",
          )
    r.add("company_bank_account_on_invoice",
          f"請求書の振込先: 三菱UFJ銀行 難波支店 (普通) {digits(7)} カ）アクメリテール",
          f"入金確認用: 振込先 MUFG 梅田支店 店番{digits(3)} 普通 {digits(7)}",
          f"海外の取引先向け: SWIFT BOTKJPJT / 口座 {digits(3)}-{digits(7)}",
          )
    r.add("invoice_registration_number",
          f"適格請求書発行事業者 登録番号 T{digits(13, lead=True)}",
          f"請求書番号 INV-2025-{digits(5)} 支払期限 月末",
          f"取引先マスタ 法人番号 {digits(13, lead=True)}",
          )
    r.add("ip_and_hostname",
          f"BQ Proxy: 10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1} / bq-proxy.acme.internal",
          f"VPN 接続後の IP 172.16.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}、DNS 10.0.0.2",
          f"ベンダーに伝える許可IP 203.0.113.{secrets.randbelow(254) + 1}/32",
          )
    r.add("phone_number",
          f"情シス ヘルプデスク 内線 {digits(4)} / 外線 06-{digits(4)}-{digits(4)}",
          f"カード紛失・盗難の受付 0120-{digits(3)}-{digits(3)}（24時間）",
          f"管理会社 06-{digits(4)}-{digits(4)}（オートロック故障時）",
          )
    r.add("version_string",
          f"dbt-core 1.8.{secrets.randbelow(9)} / dbt-bigquery 1.8.{secrets.randbelow(9)} に揃える",
          f"Tableau Desktop 2024.{pick(1, 2, 3)}.{secrets.randbelow(9)} にアップデート",
          f"Looker 24.{secrets.randbelow(20)}.{secrets.randbelow(40)} のリリースノート確認",
          )
    r.add("coupon_code",
          f"アプリ会員クーポン SPRING{digits(2)}OFF の利用率を分析",
          f"プロモコード: OSAKA{digits(4)}, NAMBA-{rnd(UPPER + DIGITS, 5)}（チラシ掲載済み）",
          f"キャンペーンID cmp_2025_{digits(3)} の効果測定",
          )
    r.add("reservation_number",
          f"新幹線 EX 予約番号 {digits(4)} 東京出張 6/18",
          f"ホテル 予約番号 {digits(10, lead=True)}、チェックイン 15時",
          f"会議室予約 ID RM-{digits(6)}（本部 12F）",
          )
    r.add("license_plate",
          f"社用車 なにわ 500 さ {digits(2, lead=True)}-{digits(2)}",
          f"来客駐車場の登録: 大阪 300 あ {digits(2, lead=True)}-{digits(2)}",
          )
    r.add("container_image_digest",
          f"etl イメージ asia-northeast1-docker.pkg.dev/acme-retail-prod/etl/loader@sha256:{hexs(64)}",
          f"Cloud Run revision loader-00042-{rnd(LOWER, 3)} の digest sha256:{hexs(64)}",
          f"FROM python:3.12-slim@sha256:{hexs(64)}",
          )
    r.add("gcs_object_path",
          f"gs://acme-retail-raw/pos/dt={ymd()}/part-{digits(5)}-{uid()}.parquet",
          "バックアップは gs://acme-retail-backup/looker/ 配下（ライフサイクル 90日）",
          f"gsutil ls gs://acme-retail-export/tableau/{ymd('')}/",
          )
    r.add("public_web_tag_ids",
          f"GA4 測定ID G-{rnd(UPPER + DIGITS, 10)}（サイトに埋め込み済み）",
          f"GTM コンテナ GTM-{rnd(UPPER + DIGITS, 7)}",
          f"LIFF ID {digits(10, lead=True)}-{rnd(ALNUM, 8)} / LINE チャネルID {digits(10, lead=True)}",
          )
    r.add("airflow_run_id",
          f"scheduled__{ymd()}T00:00:00+00:00 の pos_daily_load が失敗",
          f"dag_run_id manual__{ymd()}T03:12:45.{digits(6)}+00:00 で再実行",
          )
    r.add("ticket_number",
          f"情シス問い合わせ INC{digits(7)}",
          f"JIRA DATA-{digits(4, lead=True)} 在庫回転率の定義見直し",
          f"Backlog ANALYTICS-{digits(3, lead=True)} にコメントした",
          )
    r.add("locker_assignment",
          f"ロッカー番号 B-{digits(2)}（ダイヤル式、番号は自分で設定済み）",
          f"ロッカー移動: 旧 {digits(3)} → 新 {digits(3)}",
          )
    r.add("wifi_network_info",
          f"家のWi-Fi SSID: aterm-{hexs(6)}-a (5GHz)、2.4GHz は -g。パスワードはルーター底面のシール",
          "オフィス Guest Wi-Fi: ACME-GUEST、パスワードは受付で毎日変わる",
          )
    r.add("mac_address",
          f"会社PCの MAC {mac()} を Wi-Fi 登録申請",
          f"プリンタ MAC {mac('-', True)}",
          )
    r.add("device_serial",
          f"ThinkPad シリアル PF{rnd(UPPER + DIGITS, 6)} / 資産番号 IT-{digits(5)}",
          f"社用iPhone IMEI {luhn('35', 15)}",
          f"BitLocker 回復キー ID {hexs(8).upper()}-{hexs(4).upper()}-{hexs(4).upper()}-{hexs(4).upper()}-{hexs(12).upper()}（キー本体は情シス管理）",
          )
    r.add("gcp_billing_account_id",
          f"請求先アカウント {rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}",
          f"予算アラート: billingAccounts/{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}/budgets/{uid()}",
          )
    r.add("token_rotation_note",
          "Slack bot token を revoke → 再発行。新しいのは Secret Manager (slack-bot-token v5)",
          "Notion の integration secret 再生成した、古いのは無効",
          f"GitHub PAT の期限 {ymd('/')}、更新リマインド",
          )
    r.add("password_location_hint",
          "MUFG のパスワードは 1Password「銀行」保管庫の『三菱UFJダイレクト』",
          "実家のWi-Fiのパスは冷蔵庫の横のメモ",
          "オートロック番号は賃貸契約書の p.3 に書いてある",
          )
    r.add("hashed_customer_key",
          f"SELECT TO_HEX(SHA256(CAST(member_id AS STRING))) AS member_key ... 例: {hexs(64)}",
          f"FARM_FINGERPRINT(jan_cd) の結果 -{digits(19, lead=True)} ← 負数でOK",
          )
    r.add("dashboard_color_codes",
          f"ダッシュボード配色 #{hexs(6)} / #{hexs(6)} / #{hexs(6)}",
          f"ブランドカラー #{hexs(6).upper()}、強調 #{hexs(6).upper()}",
          )
    r.add("bq_transfer_config_name",
          f"スケジュールクエリ: projects/{digits(12, lead=True)}/locations/asia-northeast1/transferConfigs/{hexs(8)}-0000-{hexs(4)}-{hexs(4)}-{hexs(12)}",
          f"Data Transfer run id {hexs(8)}-0000-{hexs(4)}-{hexs(4)}-{hexs(12)} が FAILED",
          )
    r.add("oauth_client_id_only",
          f"Looker API client_id {rnd(ALNUM, 20)}（secret は Secret Manager 管理）",
          f"OAuth クライアントID {oauth_client_id()}（公開されても問題ない方）",
          )
    r.add("masked_card_number",
          f"会社カード **** **** **** {digits(4)} で決済、有効期限 {card_expiry()}",
          f"楽天カード 末尾{digits(4)} の引き落とし日 27日",
          )
    return r


def main() -> None:
    write_corpora("make_heldout109.py", [
        ("heldout109_credentials.yaml", credentials(), "batch 109 (Osaka retail data analyst, Japanese/English notes), written blind; every value synthetic"),
        ("heldout109_lookalikes.yaml", lookalikes(), "batch 109 look-alikes: BigQuery/GCP ids, order and tracking numbers, masked IDs, password notices, written blind"),
    ])


if __name__ == "__main__":
    main()
