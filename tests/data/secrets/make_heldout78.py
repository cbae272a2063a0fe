# ruff: noqa: E501
"""Writes heldout78_credentials.yaml and heldout78_lookalikes.yaml: held-out batch 78.

Persona: a freelance Android developer in Tehran who builds apps for clients in Canada and
keeps notes for their assistant in Persian (Arabic script, Persian digits now and then) mixed
with English. They hold Play Console and Firebase keys, keystore passwords and Gradle signing
configs, GitHub tokens, V2Ray/VPN and proxy configs, Telegram bot tokens, a USDT/TRON wallet
for getting paid, local bank cards (رمز دوم, CVV2) and email passwords.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import hashlib
import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    BASE58,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    b64u,
    b64url,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    luhn,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

HEXU = "0123456789ABCDEF"
FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")

WORDS = [
    "abandon", "absorb", "acoustic", "agent", "alley", "anchor", "april", "arena", "arrow",
    "atom", "autumn", "badge", "bamboo", "banner", "bicycle", "blanket", "blossom", "border",
    "bracket", "bridge", "bronze", "cabin", "cactus", "canal", "carbon", "castle", "cherry",
    "citizen", "clinic", "coconut", "copper", "cotton", "crater", "cushion", "danger", "desert",
    "dolphin", "donkey", "dragon", "eagle", "elbow", "embark", "engine", "escape", "fabric",
    "falcon", "fever", "fiction", "flavor", "fossil", "galaxy", "garlic", "giraffe", "glimpse",
    "gospel", "gravity", "harbor", "hazard", "hedgehog", "horizon", "hybrid", "ignore", "inmate",
    "island", "jaguar", "jungle", "kettle", "kidney", "ladder", "lantern", "lemon", "lizard",
    "lobster", "lunar", "magnet", "mango", "marble", "meadow", "mirror", "monkey", "muffin",
    "napkin", "nephew", "noodle", "oak", "orbit", "orphan", "oyster", "paddle", "panther",
    "pepper", "pigeon", "planet", "pony", "puzzle", "quarter", "rabbit", "raven", "ribbon",
    "saddle", "salmon", "scatter", "shadow", "silver", "sketch", "spider", "sponsor", "squirrel",
    "stadium", "sunset", "tackle", "thunder", "tomato", "tornado", "tribe", "tunnel", "umbrella",
    "velvet", "violin", "walnut", "wisdom", "yellow", "zebra",
]

IR_BINS = ["603799", "610433", "589210", "627353", "621986", "603769", "502229", "627412"]


def fa(text: object) -> str:
    """Persian digits, as the persona types them now and then."""
    return str(text).translate(FA_DIGITS)


def b58(data: bytes) -> str:
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = BASE58[r] + out
    return "1" * (len(data) - len(data.lstrip(b"\0"))) + out


def tron_address() -> str:
    """A TRON base58check address: 0x41, twenty bytes, four check bytes; starts with T."""
    body = b"\x41" + secrets.token_bytes(20)
    check = hashlib.sha256(hashlib.sha256(body).digest()).digest()[:4]
    return b58(body + check)


def eth_address() -> str:
    return "0x" + secrets.token_hex(20)


def ir_card(sep: str = "-") -> str:
    return groups(luhn(pick(*IR_BINS), 16), 4, sep)


def sheba(spaced: bool = True) -> str:
    return iban("IR", "0" + pick("17", "12", "56", "57", "55", "62") + "0" + digits(18), spaced)


def play_order() -> str:
    return f"GPA.33{digits(2)}-{digits(4)}-{digits(4)}-{digits(5)}"


def colon_fp(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def tg_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def gh_pat() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def gh_fine() -> str:
    return f"github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}"


def google_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def fcm_key() -> str:
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def gocspx() -> str:
    return "GOCSPX-" + rnd(URLSAFE, 28)


def oauth_client_id() -> str:
    return f"{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com"


def sdk_app_id() -> str:
    return f"1:{digits(12, lead=True)}:android:{hexs(16)}"


def seed(n: int = 12) -> str:
    return phrase(WORDS, n)


def totp() -> str:
    return rnd(BASE32, 32)


def pin(n: int) -> str:
    return digits(n, lead=True)


def shamsi_exp() -> str:
    return f"{pick('1404', '1405', '1406', '1407')}/{secrets.randbelow(12) + 1:02d}"


def vless(host: str) -> str:
    return (f"vless://{uid()}@{host}:443?encryption=none&security=reality&sni=www.speedtest.example"
            f"&fp=chrome&pbk={b64u(secrets.token_bytes(32))}&sid={hexs(8)}&type=tcp&flow=xtls-rprx-vision#{pick('DE', 'NL', 'FI')}-{digits(2)}")


def vmess(host: str) -> str:
    cfg = {"v": "2", "ps": f"tr-{digits(2)}", "add": host, "port": "443", "id": uid(), "aid": "0",
           "net": "ws", "type": "none", "host": host, "path": "/" + rnd(LOWER, 6), "tls": "tls"}
    return "vmess://" + b64(json.dumps(cfg).encode())


def ss_link(host: str) -> str:
    method = pick("chacha20-ietf-poly1305", "aes-256-gcm", "2022-blake3-aes-128-gcm")
    password = b64(secrets.token_bytes(16)) if method.startswith("2022") else rnd(ALNUM, 22)
    return f"ss://{b64u(f'{method}:{password}'.encode())}@{host}:{pick(8388, 2083, 443)}#{pick('home', 'office', 'backup')}"


def pem_json(label: str) -> str:
    return pem(label, 6).replace("\n", "\\n") + "\\n"


def jks_blob() -> str:
    return b64(b"\xfe\xed\xfe\xed\x00\x00\x00\x02" + secrets.token_bytes(180))


def sentry_token() -> str:
    claims = {"iat": epoch() + 0.5, "url": "https://sentry.acme.example", "region_url": "https://us.sentry.acme.example", "org": "acme-mobile"}
    return f"sntrys_{b64url(claims)}_{rnd(URLSAFE, 43)}"


def atlassian_token() -> str:
    return f"ATATT3xFfGF0{rnd(URLSAFE, 171)}={hexs(8).upper()}"


def mapbox_token(kind: str) -> str:
    return f"{kind}.{b64url({'u': 'acme-maps', 'a': 'cl' + rnd(LOWER + DIGITS, 23)})}.{rnd(URLSAFE, 22)}"


def imei() -> str:
    return luhn(pick("35", "86"), 15)


def ca_postcode() -> str:
    L = "ABCEGHJKLMNPRSTVXY"
    return f"{pick(*L)}{digits(1)}{pick(*L)} {digits(1)}{pick(*L)}{digits(1)}"


def credentials() -> Rows:
    r = Rows()

    r.add("keystore_store_password",
          f"پسورد keystore اپ تاکسی‌یاب (upload-keystore.jks): {pw()}\nعوضش نکنم! Play App Signing روشنه ولی upload key همینه",
          f"storePassword برای release.jks پروژه Maple Dental = {rnd(ALNUM + '!@#$', 14)}",
          f"jks pass -> {rnd(ALNUM, 18)}   (همونیه که تو laptop قدیمی بود، فایلش تو ~/keys/northside.jks)",
          f"یادت باشه: رمز کی‌استور اپ فروشگاه آقای Tremblay\n{pick('Shabnam', 'Toronto', 'Dorna')}{fa(digits(4))}{pick('!', '#', '@')}{rnd(ALNUM, 4)}")

    r.add("signing_key_password",
          f"keyPassword با storePassword فرق داره!! اینو قاطی نکن\nkey pass (alias=upload): {rnd(ALNUM + '%&*', 16)}",
          f"alias `acme_release` پسوردش {rnd(ALNUM, 12)}{digits(2)} ـه، store pass همون قبلیه",
          f"remind me: key password for alias 'prod' on the fitness app is {pw()} — client asked me to never email it")

    store, key = rnd(ALNUM + "#!", 15), rnd(ALNUM, 17)
    r.add("gradle_signing_config",
          f"""اینو تو build.gradle.kts پروژه booking گذاشتم (فعلاً، بعداً میبرمش تو env):
signingConfigs {{
    create("release") {{
        storeFile = file("../keys/booking-release.jks")
        storePassword = "{store}"
        keyAlias = "booking"
        keyPassword = "{key}"
    }}
}}""",
          f"""keystore.properties (gitignored خداروشکر)
storeFile=/home/ali/keys/lakeside.jks
storePassword={pw()}
keyAlias=lakeside-upload
keyPassword={pw()}""",
          f"gradle.properties روی CI ماشین:\nRELEASE_STORE_PASSWORD={rnd(ALNUM, 20)}\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD={rnd(ALNUM, 20)}")

    r.add("play_service_account_key",
          f"""service account جدید برای fastlane supply، کل json:
{{"type": "service_account", "project_id": "pc-api-{digits(19)}-{digits(3)}", "private_key_id": "{hexs(40)}", "private_key": "{pem_json('PRIVATE KEY')}", "client_email": "fastlane@pc-api-{digits(6)}.iam.gserviceaccount.com"}}""",
          f"""play-publisher key (فقط private_key رو نگه دار بقیه‌ش معلومه):
{pem('PRIVATE KEY', 5)}""",
          f"private_key_id: {hexs(40)}\nprivate_key: \"{pem_json('PRIVATE KEY')}\"\nاین مال اکانت Play Console کلاینت مونترئاله، role = Release manager")

    r.add("firebase_admin_sdk_key",
          f"""firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@northside-app.iam.gserviceaccount.com
کلید admin sdk برای سرور notification ها:
{pem('PRIVATE KEY', 6)}""",
          f"admin json روی سرور: \"private_key_id\": \"{hexs(40)}\", \"private_key\": \"{pem_json('PRIVATE KEY')}\"")

    r.add("fcm_server_key",
          f"FCM legacy server key (هنوز بک‌اند PHP مشتری ازش استفاده میکنه):\n{fcm_key()}",
          f"curl -X POST https://fcm.googleapis.com/fcm/send -H \"Authorization: key={fcm_key()}\" -H 'Content-Type: application/json' -d @push.json",
          f"server key قدیمی فایربیس پروژه فروشگاه: {fcm_key()}  — تا آخر ماه migrate کنم به HTTP v1")

    r.add("google_oauth_client_secret",
          f"OAuth web client برای Google Sign-In سمت سرور\nclient_secret: {gocspx()}",
          f"GOOGLE_CLIENT_SECRET={gocspx()}  (بک‌اند Node کلاینت ونکوور)",
          f"سکرت کلاینت گوگل که Kevin تو اسلک فرستاد: {gocspx()} باید ذخیره‌ش کنم قبل از اینکه پیام پاک شه")

    r.add("google_maps_server_key",
          f"کلید Places API سمت سرور (restrict نشده!! مواظب باش، پولیه): {google_key()}",
          f"MAPS_SERVER_KEY={google_key()}\nاین با کلید توی manifest فرق داره، اون یکی restricted به package name ـه")

    r.add("github_classic_token",
          f"توکن گیت‌هاب برای push از CI: {gh_pat()}",
          f"git remote set-url origin https://mohsen-dev:{gh_pat()}@github.com/acme-mobile/rider-android.git",
          f"GitHub PAT (repo + packages:read) واسه dependency های private روی GitHub Packages\ngpr.key={gh_pat()}")

    r.add("github_fine_grained_token",
          f"fine-grained token فقط برای ریپو maple-dental-android، تا ۹۰ روز: {gh_fine()}",
          f"export GH_TOKEN={gh_fine()}\ngh release create v2.3.0 app-release.aab")

    r.add("github_recovery_codes",
          f"recovery code های گیت‌هاب (اگه گوشیم گم شد):\n{recovery_codes(6, 'github')}",
          f"github-recovery-codes.txt:\n{recovery_codes(4, 'github')}\nدوتاشو مصرف کردم")

    r.add("vless_reality_config",
          f"کانفیگ جدید از ربات فروشنده (۳۰ روزه، ۵۰ گیگ):\n{vless('de1.fastnode.example')}",
          f"{vless('nl.tunnel.example')}\nاین یکی برای گوشی مامان",
          f"وی‌لس سرور خودم روی هتزنر:\n{vless('vpn.acme.internal')}")

    r.add("vmess_config_link",
          f"vmess سرور ترکیه که سریعه:\n{vmess('tr.relay.example')}",
          f"{vmess('cdn.vmess.test')}",
          f"اینو تو v2rayNG ایمپورت کن اگه اون یکی قطع شد 👇\n{vmess('edge2.fastnode.example')}")

    r.add("shadowsocks_link",
          f"outline key که Reza داد: {ss_link('ss.reza-node.example')}",
          f"شدوساکس بکاپ: {ss_link('185.11.0.7.nip.example')}",
          f"""ss-local config
{{"server": "ss.acme.internal", "server_port": 8388, "password": "{rnd(ALNUM, 24)}", "method": "chacha20-ietf-poly1305"}}""")

    r.add("trojan_password",
          f"ترجان بکاپ\nserver: tj2.tunnel.example\nport: 8443\npassword: {uid()}",
          f"trojan://{rnd(ALNUM, 16)}@tj.fastnode.example:443?security=tls&sni=tj.fastnode.example&type=tcp#trojan-fi",
          f"پسورد ترojan سرور فنلاند: {rnd(LOWER + DIGITS, 20)}  پورت ۴۴۳")

    r.add("wireguard_private_key",
          f"wg genkey خروجی برای peer سوم (تبلت): {wg_key()}\npeer pub رو هنوز اضافه نکردم",
          f"""wg0.conf لپتاپ:
[Interface]
PrivateKey = {wg_key()}
Address = 10.66.0.2/32
DNS = 1.1.1.1
[Peer]
PublicKey = {wg_key()}
Endpoint = wg.acme.internal:51820""",
          f"کلید خصوصی وایرگارد گوشی: {wg_key()}")

    r.add("proxy_credentials",
          f"پروکسی برای گریدل (دانلود dependency ها بدون این نمیشه):\nsystemProp.https.proxyHost=proxy.acme.internal\nsystemProp.https.proxyPort=3128\nsystemProp.https.proxyUser=dev\nsystemProp.https.proxyPassword={rnd(ALNUM, 14)}",
          f"export https_proxy=http://ali:{rnd(ALNUM, 12)}@45.9.0.12.proxy.example:8080",
          f"socks5://farzad:{pw()}@socks.fastnode.example:1080  ← برای تلگرام دسکتاپ")

    r.add("xui_panel_login",
          f"پنل 3x-ui سرور خودم\nhttp://panel.acme.internal:2053/{rnd(LOWER, 10)}/\nuser: admin_{rnd(LOWER, 4)}\npass: {rnd(ALNUM, 16)}",
          f"x-ui login: root / {pw()}  (پورت رو عوض کردم به ۵۴۳۲۱)",
          f"رمز پنل ثنایی: {rnd(ALNUM + '@#', 13)}")

    r.add("vps_root_password",
          f"VPS هتزنر (vpn.acme.internal) root pass: {rnd(ALNUM + '!@#%', 18)}",
          f"سرور ابری ایرانی که برای تانل گرفتم\nssh root@ir-relay.acme.internal\nرمز: {pw()}",
          f"sshpass -p '{rnd(ALNUM, 16)}' ssh root@de-vps.acme.internal -p 2222")

    r.add("vps_ssh_private_key",
          f"کلید ssh سرور آلمان (id_ed25519) — کپی اینجا که اگه لپتاپ سوخت:\n{openssh_private()}",
          f"{openssh_private()}\nاین مال deploy user روی سرور بک‌اند کلاینته")

    r.add("telegram_bot_token",
          f"توکن ربات فروش کانفیگ: {tg_token()}",
          f"BOT_TOKEN={tg_token()}\nCHAT_ID=-100{digits(10)}",
          f"ربات نوتیف کرش‌ها (crash_notifier_bot) از BotFather:\n{tg_token()}",
          f"curl https://api.telegram.org/bot{tg_token()}/getUpdates")

    r.add("telegram_cloud_password",
          f"two-step verification اکانت دوم تلگرام (اکانت کاری): {pw()}",
          f"رمز تأیید دو مرحله‌ای تلگرام: {pick('Sepideh', 'Kooh', 'Darya')}{fa(digits(4))}{rnd(LOWER, 3)}",
          f"telegram 2fa password = {rnd(ALNUM, 11)}  hint گذاشتم «گربه»")

    r.add("tron_wallet_seed_phrase",
          f"عبارت بازیابی کیف پول TronLink (ولت دریافت USDT):\n{seed(12)}",
          "seed phrase ولت Trust که پول کلاینت‌ها میاد توش:\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(seed(12).split())),
          f"۱۲ کلمه، به ترتیب:\n{seed(12)}\n(اون یکی ولت ۲۴ کلمه‌ای رو دیگه استفاده نمیکنم)")

    r.add("tron_private_key",
          f"private key ولت ترون (export از TronLink): {secrets.token_hex(32)}",
          f"کلید خصوصی آدرس {tron_address()}\n{secrets.token_hex(32)}",
          f"TRON_PRIVATE_KEY={secrets.token_hex(32)}  # برای اسکریپت چک کردن واریزی‌ها")

    r.add("wallet_app_passcode",
          f"TronLink pwd {rnd(ALNUM, 10)}{digits(2)}",
          f"پسکد Trust Wallet: {fa(pin(6))}",
          f"رمز TronLink extension روی کروم: {pw()}")

    r.add("exchange_api_secret",
          f"نوبیتکس API token (فقط خواندن + سفارش، برداشت بسته): {rnd(LOWER + DIGITS, 40)}",
          f"KuCoin API\nkey: {secrets.token_hex(12)}\nsecret: {uid()}\npassphrase: {rnd(ALNUM, 12)}",
          f"api secret صرافی (همونی که ربات آربیتراژ ازش استفاده میکنه): {rnd(ALNUM, 64)}")

    r.add("bank_card_pin2",
          f"رمز دوم کارت ملت: {fa(pin(8))}",
          f"رمز دوم ثابت کارت سامان {pin(6)} — پویا نداره هنوز",
          f"کارت {ir_card()} رمز دوم: {pin(7)}",
          f"pin2 blu: {pin(8)}")

    r.add("bank_card_cvv2",
          f"کارت پاسارگاد\nشماره: {ir_card('')}\ncvv2: {fa(digits(3))}\nانقضا: {fa(shamsi_exp())}",
          f"{ir_card(' ')}  cvv2 {digits(4)}  exp {shamsi_exp()}  — برای خرید دامنه از سایت ایرانی",
          f"کارت مجازی ملی: {ir_card()} / سی‌وی‌وی۲: {digits(3)} / تاریخ انقضا {shamsi_exp()}")

    r.add("bank_card_atm_pin",
          f"کارت بانک مامان که دستمه\nرمز: {fa(pin(4))}\nرمز دوم: {fa(pin(6))}",
          f"رمز اول کارت صادرات (عابربانک): {fa(pin(4))}",
          f"pin کارت جدید تجارت {pin(4)} — کارت قدیمیه رو باطل کردم")

    r.add("internet_bank_login",
          f"اینترنت بانک ملت\nنام کاربری: m.{rnd(LOWER, 6)}{digits(3)}\nرمز: {pw()}",
          f"رمز ورود همراه‌بانک سامان: {rnd(ALNUM, 12)}",
          f"بلو بانک username {rnd(LOWER, 8)} password {rnd(ALNUM + '@', 14)}")

    app_pw = groups(rnd(LOWER, 16), 4)
    r.add("gmail_app_password",
          f"app password جیمیل برای Thunderbird: {app_pw}",
          f"SMTP گوگل برای ارسال ایمیل رسید تو اپ کلاینت\nMAIL_USER=noreply@acme.example\nMAIL_PASS={groups(rnd(LOWER, 16), 4, '')}",
          f"رمز برنامه (app password) که برای git send-email ساختم:\n{groups(rnd(LOWER, 16), 4)}")

    r.add("email_account_password",
          f"ایمیل کاری Proton: ali.dev@proton.example / {pw()}",
          f"رمز ایمیل yahoo قدیمی (برای ریکاوری اینستا لازمه): {rnd(ALNUM, 10)}{fa(digits(2))}",
          f"Workspace email از طرف کلاینت: ali@mapledental.example\npass موقت: {rnd(ALNUM, 12)} (گفتن بار اول عوضش کنم)")

    r.add("google_backup_codes",
          f"backup code های اکانت گوگل (اکانت Play Console):\n{recovery_codes(5, 'digits')}",
          "کدهای پشتیبان گوگل\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(8)))

    r.add("totp_seed",
          f"TOTP secret گیت‌هاب (اگه Aegis پرید): {groups(totp(), 4)}",
          f"otpauth://totp/Binance:ali.dev%40acme.example?secret={totp()}&issuer=Binance",
          f"کلید 2FA پنل هاست: {totp()}")

    r.add("cloudflare_api_token",
          f"cloudflare global api key (قدیمی، باید حذفش کنم): {hexs(37)}\nemail: ali.dev@acme.example",
          f"کلودفلر API token (Zone DNS Edit برای acme.example): {rnd(URLSAFE, 40)}",
          f"CF_API_TOKEN={rnd(URLSAFE, 40)}\nبرای certbot dns challenge")

    r.add("postgres_connection_string",
          f"DATABASE_URL=postgres://booking_app:{rnd(ALNUM, 20)}@db.acme.internal:5432/booking",
          f"دیتابیس staging کلاینت تورنتو:\npostgresql://admin:{pw()}@staging-db.acme.internal/rider?sslmode=require",
          f"psql 'host=10.0.3.4 user=report password={rnd(ALNUM, 16)} dbname=analytics'")

    r.add("mongodb_uri_password",
          f"MONGO_URL=mongodb://root:{rnd(ALNUM, 14)}@10.0.2.8:27017/admin",
          f"mongodb+srv://appuser:{rnd(ALNUM, 18)}@cluster0.{rnd(LOWER + DIGITS, 5)}.mongodb.acme.example/chat?retryWrites=true",
          f"مونگو Atlas پروژه چت\nuser: chat_rw\npass: {rnd(ALNUM, 16)}")

    r.add("atlassian_api_token",
          f"Jira API token (برای اسکریپت گزارش ساعت‌ها به Kevin): {atlassian_token()}",
          f"JIRA_USER=ali@acme.example\nJIRA_TOKEN={atlassian_token()}")

    r.add("slack_bot_token",
          f"اسلک bot token برای پیام خودکار بعد از release: xoxb-{digits(12)}-{digits(13)}-{rnd(ALNUM, 24)}",
          f"SLACK_BOT_TOKEN=xoxb-{digits(11)}-{digits(13)}-{rnd(ALNUM, 24)}")

    r.add("sentry_auth_token",
          f"sentry-cli برای آپلود mapping.txt:\nSENTRY_AUTH_TOKEN={sentry_token()}",
          f"توکن سنتری (org token): {sentry_token()}")

    r.add("revenuecat_secret_key",
          f"RevenueCat secret API key (فقط سرور، نه تو اپ!): sk_{rnd(ALNUM, 32)}",
          f"REVENUECAT_SECRET=sk_{rnd(ALNUM, 32)} روی Cloud Function")

    r.add("stripe_secret_key",
          f"Stripe restricted key بک‌اند کلاینت (فقط PaymentIntents): rk_live_{rnd(ALNUM, 99)}",
          f"STRIPE_SECRET_KEY=sk_test_{rnd(ALNUM, 99)}\nتست‌مود، برای دمو به مشتری")

    r.add("mapbox_secret_token",
          f"~/.gradle/gradle.properties\nMAPBOX_DOWNLOADS_TOKEN={mapbox_token('sk')}",
          f"mapbox download token (scope DOWNLOADS:READ) برای gradle:\nMAPBOX_DOWNLOADS_TOKEN={mapbox_token('sk')}",
          f"توکن سکرت مپ‌باکس: {mapbox_token('sk')}")

    r.add("openai_api_key",
          f"کلید openai که کلاینت خودش داد (با billing اون): {openai_project_key()}\nفقط رو سرور",
          f"کلید OpenAI برای فیچر خلاصه‌سازی اپ یادداشت: {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}")

    r.add("cafebazaar_account_password",
          f"کافه بازار pishkhan: {rnd(LOWER, 6)}{fa(digits(4))}",
          f"پیشخوان کافه‌بازار\nایمیل: ali.dev@acme.example\nرمز: {pw()}",
          f"رمز مایکت developer: {rnd(ALNUM, 12)}")

    r.add("payoneer_password",
          f"wise login ali.dev@acme.example pass {pw()}",
          f"Payoneer (پول کلاینت کانادایی میاد اینجا) pass: {pw()}\nsecurity q: اسم اولین معلم = {pick('Shirin', 'Karimi', 'Naderi')}",
          f"رمز پایونیر عوض شد -> {rnd(ALNUM + '!$', 15)}")

    r.add("modem_admin_password",
          f"مودم TP-Link خونه 192.168.1.1 admin / {rnd(ALNUM, 10)}",
          f"رمز پنل مودم مخابرات (ADSL): {fa(digits(8))}",
          f"روتر دفتر: user=admin pass={pw()}")

    r.add("wifi_password",
          f"وای‌فای خونه (Ali_5G): {pick('Baharestan', 'Vanak', 'Tajrish')}{fa(digits(4))}",
          f"WIFI:T:WPA;S:Cafe_Lamiz_Guest;P:{rnd(ALNUM, 12)};;",
          f"پسورد وایفای کوورکینگ: {rnd(LOWER + DIGITS, 10)}")

    r.add("sim_pin_puk",
          f"پین سیم دوم (رایتل، برای تست OTP اپ): {pin(4)}",
          f"سیمکارت ایرانسل: PIN {fa(pin(4))} / PUK {fa(digits(8))}",
          f"PUK همراه اول {digits(8)} — پین رو سه بار اشتباه زدم قفل شد")

    r.add("building_door_code",
          f"آلارم خونه: کد غیرفعال‌سازی {fa(digits(4))} بعد دکمه ✓",
          f"کد در ورودی ساختمون کوورکینگ: {fa(digits(4))}#",
          f"door code دفتر جدید {digits(5)} — دزدگیر هم {digits(4)}")

    r.add("ci_keystore_base64",
          f"github secrets ریپو rider-android:\nKEYSTORE_BASE64={jks_blob()}\nKEYSTORE_PASSWORD={rnd(ALNUM, 18)}",
          f"base64 -d > release.jks <<< '{jks_blob()}'\nرمزش: {pw()}")

    r.add("maven_publish_credentials",
          f"""~/.gradle/gradle.properties برای publish کتابخونه
mavenCentralUsername={rnd(ALNUM, 8)}
mavenCentralPassword={rnd(ALNUM, 36)}
signing.keyId={hexs(8).upper()}
signing.password={pw()}""",
          f"نکسوس داخلی شرکت کلاینت: deploy / {rnd(ALNUM, 16)}  https://nexus.acme.internal/repository/releases/")

    r.add("huawei_appgallery_secret",
          f"AppGallery Connect API client (برای نسخه هوآوی اپ)\nclient_id: {digits(18, lead=True)}\nclient_secret: {rnd(HEXU, 64)}",
          f"agconnect publish: HUAWEI_CLIENT_SECRET={rnd(HEXU, 64)}")

    r.add("app_check_debug_token",
          f"App Check debug token که تو کنسول ثبت کردم (شبیه‌ساز لپتاپ): {uid().upper()}",
          f"debug token برای CI (اینو کسی نبینه، App Check رو دور میزنه): {uid()}")

    r.add("google_account_password",
          f"اکانت گوگلی که Play Console کلاینت روشه: dev.mapledental@gmail.example\nرمز: {pw()}",
          f"رمز جیمیل اصلی خودم {rnd(ALNUM + '.!', 14)} — دیگه جایی ننویسمش",
          f"gmail: ali.android.dev / {pick('Kaveh', 'Roozbeh', 'Pouya')}{digits(4)}{pick('$', '!', '*')}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("android_application_id",
          "package name اپ دندانپزشکی: ca.mapledental.patient  (applicationIdSuffix \".staging\" برای بیلد تست)",
          "applicationId های فعال:\ncom.acme.rider\ncom.acme.rider.driver\nir.alidev.notes",
          "یادم باشه namespace رو با applicationId یکی نکنم: namespace = \"com.acme.booking.core\"")

    r.add("version_code_log",
          f"versionCode آخرین آپلود به Play: {fa(200 + secrets.randbelow(300))} — بعدی باید بیشتر باشه وگرنه reject میشه",
          f"rider: vc {secrets.randbelow(900) + 100} → {secrets.randbelow(900) + 1000}  (پرش دادم چون split apk)",
          f"versionCode = {20250000 + secrets.randbelow(9999)}  // yyyymmxxxx فرمتی که با کلاینت قرار گذاشتیم")

    r.add("firebase_project_id",
          f"project id فایربیس: maple-dental-{rnd(LOWER + DIGITS, 5)}  (prod) / maple-dental-staging",
          f"پروژه فایربیس کلاینت تورنتو: rider-app-{digits(5)}  — project number {digits(12, lead=True)}",
          f"firebase use northside-{rnd(LOWER + DIGITS, 6)} قبل از deploy فانکشن‌ها")

    r.add("firebase_web_config_public",
          f"""کانفیگ وب فایربیس (عمومیه، تو js سایت هست):
const firebaseConfig = {{
  apiKey: "{google_key()}",
  authDomain: "rider-app-{digits(5)}.firebaseapp.com",
  projectId: "rider-app-{digits(5)}",
  messagingSenderId: "{digits(12, lead=True)}",
  appId: "1:{digits(12, lead=True)}:web:{hexs(22)}"
}};""",
          f"current_key تو google-services.json: {google_key()}  — این کلید کلاینتیه و تو APK هست، restrict شده به package + SHA1",
          f"\"api_key\": [{{\"current_key\": \"{google_key()}\"}}]  ← نگران نباش، سکرت نیست")

    r.add("google_services_app_id",
          f"\"mobilesdk_app_id\": \"{sdk_app_id()}\",  \"package_name\": \"com.acme.rider\"",
          f"mobilesdk_app_id اپ اندروید: {sdk_app_id()}",
          f"firebase appdistribution:distribute app-release.apk --app {sdk_app_id()} --groups testers-ca")

    r.add("play_order_number",
          f"مشتری میگه خرید اشتراک ثبت نشده، order id: {play_order()}",
          f"refund دادم به {play_order()} و {play_order()}",
          f"شماره سفارش گوگل پلی: {play_order()}..0  (renewal اول)")

    r.add("tron_receive_address",
          f"آدرس ولت من برای دریافت USDT (شبکه TRC20 فقط!): {tron_address()}",
          f"به Kevin گفتم حقوق این ماه رو بزنه به\n{tron_address()}\nنه ERC20",
          f"آدرس دوم (ولت صرافی): {tron_address()}  — memo نمیخواد",
          f"watch-only تو TronLink اضافه کردم: {tron_address()}")

    r.add("eth_receive_address",
          f"receive (BEP20): {eth_address()}  — فقط اگه ترون نداشتن",
          f"آدرس اتریوم/ERC20 اگه کلاینت اصرار کرد: {eth_address()}",
          f"ENS نداریم، آدرس: {eth_address()}  (کارمزد گرونه، ترجیحاً ترون)")

    r.add("tron_tx_hash",
          f"واریز فاکتور اکتبر رسید ✅ txid: {secrets.token_hex(32)}",
          f"tronscan.org/#/transaction/{secrets.token_hex(32)}",
          f"هش تراکنش برگشتی (اشتباه زدم به آدرس قدیمی): {secrets.token_hex(32)}")

    r.add("eth_tx_hash",
          f"پرداخت USDC کلاینت مونترئال رسید، hash 0x{secrets.token_hex(32)}",
          f"tx: 0x{secrets.token_hex(32)} — ۳ کانفرم شد",
          f"etherscan.example/tx/0x{secrets.token_hex(32)}")

    r.add("sheba_number",
          f"شماره شبا برای فاکتور: {sheba()}",
          f"شبا بانک سامان به نام خودم\n{sheba(False)}",
          f"IBAN (Sheba) on invoice footer: {sheba()} — Bank Mellat, Tehran",
          f"بابا گفت پول اجاره رو بزنم به شبای {fa(sheba(False))}")

    r.add("card_number_for_deposit",
          f"شماره کارت برای کارت‌به‌کارت (بفرست برای مشتری ایرانی): {ir_card()}",
          f"کارت ملی به نام علی: {fa(ir_card('-'))}",
          f"۶۰۳۷-۹۹**-****-{fa(digits(4))}  کارت قدیمی که باطل شد")

    r.add("bank_transfer_tracking",
          f"کد رهگیری پایا: {digits(16)}  — تا فردا ظهر میشینه",
          f"ساتنا انجام شد، شماره پیگیری {fa(digits(12))}",
          f"کد رهگیری کارت‌به‌کارت: {digits(6)}  شماره مرجع: {digits(12)}")

    r.add("parcel_tracking_code",
          f"سفارش دیجی‌کالا (کابل USB-C) کد سفارش DKC-{digits(9)}",
          f"کد رهگیری پست پیشتاز (لپتاپ از شیراز): {fa(digits(24))}",
          f"Canada Post tracking for the test phone Kevin sent: {digits(16)}  DHL: {digits(10)}")

    r.add("invoice_reference",
          f"فاکتور شماره INV-{digits(4)}-{fa(1404)}-{digits(3)} برای Maple Dental، ۴۲ ساعت، ${digits(4, lead=True)} CAD",
          f"invoice #{rnd(UPPER + DIGITS, 8)} paid via Payoneer ref PYN{digits(10)}",
          f"شماره فاکتور ماه قبل: ۱۴۰۴/۰۷-{fa(digits(3))} — هنوز پرداخت نشده")

    r.add("gradle_dependency_coordinate",
          "implementation(\"com.google.firebase:firebase-bom:33.7.0\")\nimplementation(\"com.google.firebase:firebase-messaging-ktx\")",
          "classpath 'com.google.gms:google-services:4.4.2' — با 4.4.0 build fail میداد",
          "libs.versions.toml:\nretrofit = \"2.11.0\"\nokhttp = { module = \"com.squareup.okhttp3:okhttp\", version = \"4.12.0\" }",
          "io.sentry:sentry-android-gradle-plugin:4.14.1 رو اضافه کن به plugins")

    r.add("sha1_signing_fingerprint",
          f"SHA1 upload key (برای Google Sign-In تو کنسول فایربیس): {colon_fp(20)}",
          f"keytool -list -v خروجی:\n  SHA1: {colon_fp(20)}\n  SHA256: {colon_fp(32)}",
          f"app signing key certificate SHA-1 از Play Console: {colon_fp(20)}\nاین رو هم باید اضافه کنم به OAuth client")

    r.add("sha256_cert_fingerprint",
          f"./gradlew signingReport → Variant: release, SHA-256: {colon_fp(32)}",
          f"assetlinks.json برای App Links:\n\"sha256_cert_fingerprints\": [\"{colon_fp(32)}\"]",
          f"SHA-256 debug key لپتاپ جدید: {colon_fp(32)}")

    r.add("v2ray_server_endpoint",
          "سرور آلمان: de1.fastnode.example پورت ۴۴۳، پروتکل vless+reality — کانفیگ کامل رو از ربات بگیر",
          f"آی‌پی تمیز کلودفلر که جواب داد: 104.{secrets.randbelow(30)}.{secrets.randbelow(255)}.{secrets.randbelow(255)}  (تست با CFScanner)",
          "SNI که فیلتر نیست: www.speedtest.example  — fingerprint رو chrome بذار")

    r.add("git_commit_ref",
          f"باگ کرش لاگین از کامیت {hexs(40)} شروع شد، revert کن",
          f"git cherry-pick {hexs(7)} {hexs(7)}",
          f"release 2.4.1 = tag v2.4.1 = {hexs(40)}")

    r.add("crashlytics_issue_ref",
          f"Crashlytics issue {hexs(32)} — NPE تو BookingViewModel، ۱۲۰ کاربر",
          f"کرش ANR: console.firebase.google.com/project/rider-app/crashlytics/app/android:com.acme.rider/issues/{hexs(32)}")

    r.add("password_changed_note",
          "رمز keystore رو عوض نکردم ولی رمز ایمیل رو امروز عوض کردم، تو Bitwarden آپدیت شد",
          "GitHub token قبلی expire شد (۳۰ روزه بود)، یکی جدید ساختم با scope کمتر",
          "کلاینت گفت رمز پنل Play Console رو عوض کرده، دیگه دسترسی owner ندارم فقط release manager",
          "رمز دوم کارت ملت رو دیروز از طریق اپ عوض کردم — رمز پویا هم فعال شد")

    r.add("ci_secret_names",
          "تو workflow:\nstorePassword: ${{ secrets.KEYSTORE_PASSWORD }}\nkeyPassword: ${{ secrets.KEY_PASSWORD }}",
          "env var هایی که باید روی Bitrise ست بشن: RELEASE_STORE_PASSWORD, RELEASE_KEY_PASSWORD, PLAY_JSON_KEY_PATH",
          "storePassword = System.getenv(\"SIGNING_STORE_PASSWORD\") ?: error(\"missing signing password\")")

    r.add("password_manager_pointer",
          "رمز keystore تو Bitwarden زیر folder «Clients/Maple» اسمش «upload jks» ـه",
          "seed و private key رو اینجا ننویس! روی کاغذ تو گاوصندوق خونه بابا",
          "پسورد VPS تو KeePass هست، فایل kdbx روی فلش آبی")

    r.add("otp_expired_talk",
          "کد ۶ رقمی Authenticator با ساعت گوشی sync نبود، time correction زدم درست شد",
          "کد تأیید پیامکی بانک نیومد، دوباره درخواست دادم — ۲ دقیقه اعتبار داره",
          "رمز پویا رو از اپ گرفتم ولی تا وارد کنم منقضی شد، باید سریع‌تر باشم 😅")

    r.add("docker_image_digest",
          f"Digest: sha256:{secrets.token_hex(32)}  Status: Downloaded newer image for gradle:8.11-jdk17",
          f"image بک‌اند: ghcr.io/acme-mobile/api@sha256:{secrets.token_hex(32)}",
          f"docker pull mingc/android-build-box@sha256:{secrets.token_hex(32)}")

    r.add("apk_sha256_checksum",
          f"md5 فایل mapping.txt: {secrets.token_hex(16)}",
          f"sha256sum app-release.apk\n{secrets.token_hex(32)}  app-release.apk",
          f"چک‌سام فایل aab که فرستادم برای کلاینت: {secrets.token_hex(32)}")

    r.add("ssh_public_key_line",
          f"ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 65)} kevin@macbook  ← کلید Kevin برای سرور staging",
          f"کلید عمومی لپتاپ که باید بذارم تو authorized_keys سرور جدید:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ali@thinkpad",
          f"deploy key (read-only) اضافه شد به ریپو: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@acme")

    r.add("ssh_host_fingerprint",
          f"known_hosts: de-vps.acme.internal ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
          f"fingerprint سرور آلمان وقتی اول وصل شدم: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
          f"ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} — اگه عوض شد یعنی MITM")

    r.add("wireguard_peer_public_key",
          f"wg show: peer: {wg_key()}  latest handshake: 12 seconds ago",
          f"public key سرور وایرگارد (اینو به گوشی بده): {wg_key()}",
          f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 0.0.0.0/0\nEndpoint = wg.acme.internal:51820")

    r.add("pgp_fingerprint",
          f"کلید GPG برای امضای artifact ها، fingerprint: {groups(hexs(40).upper(), 4)}",
          f"gpg --recv-keys {hexs(16).upper()}  (کلید عمومی Kevin برای ایمیل رمزشده)")

    r.add("contact_phone_numbers",
          f"شماره Kevin (تورنتو): +1 416 {digits(3, lead=True)} {digits(4)}",
          f"پشتیبانی بانک سامان ۰۲۱-{fa(digits(8, lead=True))}  /  موبایل خودم ۰۹۱۲{fa(digits(7))}",
          f"WhatsApp کلاینت مونترئال: +1 (514) {digits(3, lead=True)}-{digits(4)}")

    r.add("postal_codes",
          f"آدرس دفتر کلاینت برای قرارداد: 220 King St W, Toronto ON {ca_postcode()}",
          f"کد پستی خونه: {fa(digits(10, lead=True))}")

    r.add("server_ip_inventory",
          f"سرورها:\nde-vps  {secrets.randbelow(200) + 20}.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)}\nir-relay 10.0.{secrets.randbelow(255)}.{secrets.randbelow(255)}\nstaging  staging.acme.internal",
          f"IPv6 سرور فنلاند: 2a01:4f9:{hexs(4)}:{hexs(4)}::1",
          "DNS اپ: api.rider.acme.example → CNAME → rider-lb.acme.internal")

    r.add("version_name_string",
          f"versionName \"3.{secrets.randbelow(10)}.{secrets.randbelow(20)}-beta0{secrets.randbelow(9) + 1}\" رفت رو internal testing",
          "AGP 8.7.3 + Kotlin 2.1.0 + compileSdk 35 — با AGP 8.8 مشکل R8 داشتیم")

    r.add("play_developer_account_id",
          f"developer account id کلاینت تو Play Console: {digits(19, lead=True)}",
          f"لینک صفحه دولوپر: play.google.com/store/apps/dev?id={digits(19, lead=True)}")

    r.add("admob_ids",
          f"AdMob app id (تو manifest): ca-app-pub-{digits(16)}~{digits(10)}",
          f"banner unit: ca-app-pub-{digits(16)}/{digits(10)}\ninterstitial: ca-app-pub-{digits(16)}/{digits(10)}",
          "test ad unit گوگل رو برای debug بذار، نه unit واقعی رو، وگرنه اکانت ban میشه")

    r.add("oauth_client_id_public",
          f"web client id برای requestIdToken: {oauth_client_id()}",
          f"<string name=\"default_web_client_id\">{oauth_client_id()}</string>  (خودکار از google-services میاد)")

    r.add("revenuecat_public_sdk_key",
          f"RevenueCat public SDK key اندروید: goog_{rnd(ALNUM, 27)}  (تو اپ میره، مشکلی نیست)",
          f"Purchases.configure(PurchasesConfiguration.Builder(this, \"goog_{rnd(ALNUM, 27)}\").build())")

    r.add("mapbox_public_token",
          f"mapbox public token (pk) برای نقشه اپ: {mapbox_token('pk')}",
          f"<string name=\"mapbox_access_token\">{mapbox_token('pk')}</string>")

    r.add("stripe_publishable_key",
          f"publishable key استرایپ برای PaymentSheet: pk_live_{rnd(ALNUM, 99)}",
          f"STRIPE_PUBLISHABLE_KEY=pk_test_{rnd(ALNUM, 99)}  — سمت کلاینت اوکیه")

    r.add("discount_coupon_code",
          f"کد تخفیف دیجی‌کالا برای هدفون: DK{rnd(UPPER + DIGITS, 6)}  تا آخر هفته",
          f"promo code Play که کلاینت برای تست اشتراک داد: {rnd(UPPER + DIGITS, 20)}\n(یه بار مصرف، استفاده کردم)")

    r.add("flight_booking_ref",
          f"بلیط IKA→IST→YYZ، PNR: {rnd(UPPER, 6)}  ticket no. 235-{digits(10)}",
          f"رزرو هتل استانبول confirmation {digits(10)}, pin رو ایمیل کردن (تو ایمیله)")

    r.add("gradle_wrapper_checksum",
          f"distributionSha256Sum={secrets.token_hex(32)}\ndistributionUrl=https\\://services.gradle.org/distributions/gradle-8.11.1-bin.zip",
          f"gradle-wrapper.jar checksum رو چک کردم با سایت گریدل: {secrets.token_hex(32)}")

    r.add("keystore_cert_details",
          f"keystore جدید ساختم: alias=upload, RSA 4096, validity 10000 روز, CN=Ali Dev, O=Freelance, C=IR\nSerial number: {hexs(16)}",
          "keytool -genkeypair -v -keystore upload.jks -keyalg RSA -keysize 2048 -validity 10000 -alias upload  (پسورد رو خودش میپرسه)",
          "رمز keystore حداقل ۶ کاراکتره، برای key هم همینطور. storetype رو PKCS12 بذار")

    r.add("support_ticket_number",
          f"تیکت پشتیبانی گوگل پلی: {digits(1, lead=True)}-{digits(10)}  درباره policy violation",
          f"تیکت هتزنر #{digits(7)} — IP بلاک شده بود",
          f"شماره پیگیری شکایت به بانک: {fa(digits(9))}")

    r.add("jira_issue_key",
          f"RIDE-{secrets.randbelow(900) + 100} و RIDE-{secrets.randbelow(900) + 100} رو این هفته ببندم",
          f"تسک MAPLE-{secrets.randbelow(90) + 10}: login با Google، branch feature/MAPLE-{secrets.randbelow(90) + 10}-google-signin")

    r.add("pin_policy_talk",
          "رمز دوم بانک باید بین ۵ تا ۱۲ رقم باشه و از شماره کارت نباشه",
          "Play Console یه PIN 4 رقمی برای parental control داره، ما از content rating استفاده نمیکنیم پس لازم نیست",
          "قانون جدید: رمز دوم ثابت برای خرید بالای ۱۰۰ هزار تومن کار نمیکنه، فقط رمز پویا")

    r.add("test_device_imei",
          f"گوشی تست Pixel 7 — IMEI: {imei()}",
          f"سامسونگ A54 که رجیستر کردم (همتا) IMEI1 {fa(imei())}")

    r.add("car_plate_number",
          f"پلاک ماشین: {fa(digits(2, lead=True))} ج {fa(digits(3, lead=True))} ایران {fa(digits(2, lead=True))}",
          f"بیمه بدنه پلاک {digits(2, lead=True)} ب {digits(3, lead=True)} - {digits(2, lead=True)} تا ۱۴۰۵/۰۳ اعتبار داره")

    r.add("wallet_backup_location",
          "seed phrase ولت ترون رو دوبار نوشتم: یکی تو کیف پول چرمی، یکی پیش خواهرم. ۱۲ کلمه‌ست",
          "private key رو هیچوقت تو تلگرام saved messages نذار، دفعه قبل نزدیک بود بدبخت شم")

    r.add("telegram_chat_ids",
          f"chat id گروه QA: -100{digits(10)}  / بات: @rider_crash_bot",
          f"user id خودم تو تلگرام: {digits(10, lead=True)} (برای whitelist ربات)")

    r.add("request_uuid_refs",
          f"installation id گوشی تستی تو Firebase: {uid()}",
          f"X-Request-Id: {uid()}  — Kevin گفت این request رو تو لاگ بک‌اند پیدا کنه")

    r.add("play_internal_test_link",
          f"لینک internal app sharing برای Kevin: https://play.google.com/apps/test/com.acme.rider/{digits(10, lead=True)}",
          "لینک opt-in تست بسته: https://play.google.com/apps/testing/ca.mapledental.patient")

    r.add("usdt_network_fee_note",
          "کارمزد انتقال USDT روی TRC20 حدود ۱ دلاره اگه energy نداشته باشی؛ ۶۵۰۰۰ energy لازمه",
          f"موجودی ولت الان {fa(secrets.randbelow(3000) + 100)} USDT — بلاک {fa(digits(8, lead=True))} چک شد")

    r.add("sentry_dsn_client",
          f"DSN سنتری تو AndroidManifest (عمومیه): https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.acme.example/{digits(7, lead=True)}",
          f"<meta-data android:name=\"io.sentry.dsn\" android:value=\"https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.acme.example/{digits(7, lead=True)}\" />")

    return r


def main() -> None:
    write_corpora("make_heldout78.py", [
        ("heldout78_credentials.yaml", credentials(), "batch 78 (Tehran freelance Android developer, Persian and English notes), written blind; every value synthetic"),
        ("heldout78_lookalikes.yaml", lookalikes(), "batch 78 look-alikes: app ids, Firebase public config, TRON addresses, Sheba numbers, tracking codes, fingerprints, written blind"),
    ])


if __name__ == "__main__":
    main()
