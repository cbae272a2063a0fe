# ruff: noqa: E501
"""Writes heldout330_credentials.yaml and heldout330_lookalikes.yaml: held-out batch 330.

Persona: a property manager in Riyadh who writes his notes in Gulf Arabic (Arabic script,
sometimes Arabizi with '7' and '3') mixed with English. He runs tenants' building access and
smart locks, the CCTV NVRs, the office's Zoho and Microsoft 365 accounts, STC and Mobily
routers, Absher/Nafath logins, Al Rajhi and SNB business banking, and a small Laravel site
that takes rent through Stripe and Tap Payments. He keeps door, alarm and safe codes, lock
PINs, NVR and router passwords, Wi-Fi keys, bank passwords and card PINs, Stripe, Tap,
Mailgun, GitHub, Telegram and Zoho tokens, the Laravel APP_KEY and DB password, TOTP seeds
and recovery codes; and many look-alikes: Ejar contract numbers, IBANs, masked cards,
publishable keys, Stripe object ids, tracking numbers, serials, MACs, commit hashes, env
var and vault references, expired OTPs, phone numbers, invoice hashes, VAT and CR numbers,
checksums, tenant and client ids, amounts and dates.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets
import urllib.parse

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    b64,
    card_expiry,
    digits,
    github_fine_token,
    github_token,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    ms_recovery_code,
    openssh_private,
    pem,
    phrase,
    pick,
    pin,
    pw,
    rnd,
    ssh_pub,
    stripe_publishable_key,
    stripe_restricted_key,
    stripe_secret_key,
    stripe_webhook_secret,
    telegram_bot_token,
    totp_seed,
    uid,
    write_corpora,
)

WORDS = [
    "nakhla", "dallah", "qahwa", "sahra", "najm", "falak", "bahr", "ward",
    "riyadh", "diriyah", "tuwaiq", "samra", "ghaf", "sidr", "hail", "nafud",
    "kabsa", "jareesh", "sadu", "majlis", "oud", "bukhoor", "shamal", "rabee",
]

SEED_WORDS = [
    "orbit", "canyon", "velvet", "harvest", "lemon", "tribe", "quantum", "saddle",
    "humble", "oxygen", "desert", "camel", "shadow", "rescue", "pilot", "marble",
    "wisdom", "anchor", "frost", "glimpse", "ivory", "jungle", "ladder", "mango",
    "noble", "palace", "rhythm", "salmon", "thunder", "unveil", "vintage", "walnut",
    "zebra", "cactus", "dolphin", "eagle", "fabric", "gadget", "hazard", "island",
    "jacket", "kingdom", "lunar", "magnet", "nephew", "orchard", "pepper", "satoshi",
]


def door_code() -> str:
    return pick(f"{pin(4)}#", f"*{pin(6)}#", pin(5), pin(6))


def nvr_pw() -> str:
    return pick(f"{rnd(ALNUM, 9)}@", f"Acme{digits(4)}#cam", pw(), rnd(ALNUM + "@#", 12))


def rtsp_pw() -> str:
    return rnd(ALNUM, pick(10, 12))


def router_pw() -> str:
    return pick(rnd(UPPER + DIGITS, 8), rnd(ALNUM, 10), f"{rnd(LOWER, 4)}{digits(4)}{rnd(UPPER, 2)}")


def wifi() -> str:
    return pick(rnd(ALNUM, 12), f"{phrase(WORDS, 2, '_')}{digits(4)}", f"{phrase(WORDS, 3, '-')}!{digits(2)}", rnd(ALNUM, 16))


def db_pw() -> str:
    return rnd(ALNUM, pick(18, 22, 26))


def tap_sk() -> str:
    return "sk_live_" + rnd(ALNUM, 24)


def tap_pk() -> str:
    return "pk_live_" + rnd(ALNUM, 24)


def laravel_key() -> str:
    return "base64:" + b64(secrets.token_bytes(32))


def laravel_cookie() -> str:
    """A Laravel encrypted cookie: base64 of JSON {iv, value, mac, tag}, URL-encoded."""
    payload = {"iv": b64(secrets.token_bytes(16)), "value": b64(secrets.token_bytes(pick(48, 64, 80))), "mac": hexs(64), "tag": ""}
    return urllib.parse.quote(b64(json.dumps(payload, separators=(",", ":")).encode()), safe="")


def mailgun() -> str:
    return pick("key-" + hexs(32), f"{hexs(32)}-{hexs(8)}-{hexs(8)}")


def zoho_rt() -> str:
    return f"1000.{hexs(32)}.{hexs(32)}"


def zoho_app_pw() -> str:
    return rnd(LOWER + DIGITS, 12)


def seed(n: int) -> str:
    return phrase(SEED_WORDS, n)


def safe_combo() -> str:
    return "-".join(f"{secrets.randbelow(99) + 1:02d}" for _ in range(3))


def card(prefix: str) -> str:
    return groups(luhn(prefix), 4)


def sa_iban(bank: str = "80", spaced: bool = True) -> str:
    return iban("SA", bank + digits(18), spaced)


def phone() -> str:
    n = f"5{pick('0', '3', '4', '5', '6', '9')}{digits(7)}"
    return pick(f"+966 {n[:2]} {n[2:5]} {n[5:]}", f"0{n}", f"+966{n}", f"00966{n}")


def day() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('2024', '2025', '2026')}"


def sar() -> str:
    return f"{secrets.randbelow(90) + 5},{secrets.randbelow(1000):03d}"


def vat() -> str:
    return f"3{digits(13)}3"


def cr() -> str:
    return f"1010{digits(6)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "building_door_code",
        f"كود بوابة عمارة النرجس الجديد: {door_code()} — غيرناه بعد ما طلع مستأجر شقة 7",
        f"ya shabab kod el bab el jdeed {door_code()} , 7ag el mawaqif ma tghayar",
        f"رمز الباب الخلفي\n{door_code()}\nلا تعطونه للعمال، بس لأبو سالم",
        f"- عمارة الملقا: باب الدرج {door_code()}\n- البوابة الرئيسية بالكرت فقط",
        f"gate keypad @ Al-Yasmin bldg = {door_code()} (غيرته أمس)",
    )

    r.add(
        "smart_lock_pin",
        f"TTLock شقة 12 - admin passcode {pin(6)}",
        f"Yale lock sha2a 4 — el pin el jdeed {pin(6)} (el musta2jer ma y3rf)",
        f"رمز القفل الذكي للشقة المفروشة: {pin(8)}\nيشتغل لين نهاية الشهر بعدين احذفه من التطبيق",
        f"aqara lock villa 3 master pin:{pin(6)}",
        f"| الشقة | القفل | الرمز |\n|---|---|---|\n| 5 | Yale YDM | {pin(6)} |",
    )

    r.add(
        "cctv_nvr_admin_password",
        f"NVR العمارة (Hikvision DS-7608) user admin pass {nvr_pw()}",
        f"باسورد جهاز الكاميرات: {nvr_pw()}\nاليوزر admin والآيبي 192.168.1.64",
        f"dahua xvr login -> admin / {nvr_pw()}  (el installer 3'ayyarah)",
        f"https://nvr.acme-residences.internal:8443\nadmin\n{nvr_pw()}",
        f"كاميرات المستودع الباس {nvr_pw()} لا تغيرونه بدون ما تقولون لي",
    )

    r.add(
        "m365_admin_password",
        f"M365 global admin admin@acme-residences.example — {pw()}",
        f"باسورد الأوفيس 365 حق الإيميل الرئيسي\ninfo@acme-residences.example\n{pw()}",
        f"microsoft 365 (el admin) pass: {pw()} — el MFA 3la jawal Faisal",
        f"$cred = New-Object PSCredential('it@acme-residences.example', (ConvertTo-SecureString '{pw()}' -AsPlainText -Force))\nConnect-ExchangeOnline -Credential $cred",
        f"غيرت باس الأدمن حق مايكروسوفت اليوم، الجديد: {pw()} (القديم انتهى)",
    )

    r.add(
        "stc_router_admin_password",
        f"راوتر STC شقة 3 (Huawei 5G CPE) صفحة الإعدادات 192.168.8.1 باسورد الأدمن {router_pw()}",
        f"STC fiber router admin login: admin / {router_pw()}",
        f"el router 7ag el maktab (stc) — admin pass {router_pw()} , el wifi 3la el sticker",
        f"باسورد دخول الراوتر\nuser: admin\npass: {router_pw()}\n(لا تسوي reset ترا يروح كل شي)",
        f"stc zte router web admin pw={router_pw()}",
    )

    r.add(
        "wifi_wpa_key",
        f"واي فاي المكتب: ACME-Office-5G\nالرقم السري: {wifi()}",
        f"wifi el lobby (lel zowwar) SSID Nakheel_Guest pass {wifi()}",
        f"شبكة العمارة للمستأجرين — الباسورد {wifi()} نغيره كل ٣ شهور",
        f"WIFI:T:WPA;S:Acme-Res-Bldg2;P:{wifi()};;",
        f"wifi shqa 9 (mobily) key {wifi()}",
    )

    r.add(
        "absher_password",
        f"أبشر أعمال: اسم المستخدم acme_re / كلمة المرور {pw()}",
        f"absher pass (7ag el sharika) {pw()} — nafath 3la jawali",
        f"كلمة مرور أبشر الجديدة {pw()}\nتنتهي بعد ٩٠ يوم",
        f"Absher: {pw()}  << don't share, el mu3aqqib 3ndah nafs el access",
        f"دخول ابشر (حسابي الشخصي)\n{pw()}",
    )

    r.add(
        "alrajhi_online_banking_password",
        f"الراجحي أونلاين (حساب الشركة) user: acme_rent01 pass: {pw()}",
        f"Al Rajhi business portal password -> {pw()}",
        f"rajhi mubasher login pw {pw()} (tet3'ayyar kil 90 yom)",
        f"باسورد الراجحي للأعمال\n{pw()}\nالتوكن مع المحاسب",
        f"- الراجحي: {pw()}\n- الأهلي: نفس القديم",
    )

    r.add(
        "bank_card_pin",
        f"رقم سري بطاقة مدى (الراجحي) {pin(4)}",
        f"PIN el card 7ag el sharika: {pin(4)}",
        f"الرقم السري للصراف - بطاقة الأهلي المنتهية {digits(4)}: {pin(4)}",
        f"atm pin {pin(4)} (mada, el biz card)",
        f"بطاقة المصاريف النثرية\nPIN {pin(4)}\nمع أبو خالد",
    )

    r.add(
        "stripe_secret_key",
        f"STRIPE_SECRET={stripe_secret_key()}",
        f"stripe live secret key (موقع الحجوزات) {stripe_secret_key()}",
        f"\\Stripe\\Stripe::setApiKey('{stripe_secret_key()}'); // TODO انقله للـ env",
        f"restricted key lel reports script (read only charges): {stripe_restricted_key()}",
        f"'stripe' => [\n    'key' => env('STRIPE_KEY'),\n    'secret' => '{stripe_secret_key()}',\n],",
    )

    r.add(
        "tap_secret_key",
        f"Tap Payments live secret: {tap_sk()}",
        f"TAP_SECRET_KEY={tap_sk()}\nTAP_CURRENCY=SAR",
        f"مفتاح تاب السري (لايف) {tap_sk()} — لا تحطه في الجافاسكربت",
        f"curl -X POST https://payments.acme.internal/v2/charges -H \"Authorization: Bearer {tap_sk()}\" -d @charge.json",
        f"tap key (el live, mo el test) {tap_sk()}",
    )

    r.add(
        "laravel_app_key",
        f"APP_KEY={laravel_key()}",
        f"app key 7ag el site el production (lw ra7 kil el sessions t5rb) {laravel_key()}",
        f".env prod:\nAPP_NAME=AcmeResidences\nAPP_ENV=production\nAPP_KEY={laravel_key()}\nAPP_DEBUG=false",
        f"مفتاح لارافيل القديم قبل ما نسوي key:generate — نحتاجه عشان نفك البيانات المشفرة: {laravel_key()}",
        f"LARAVEL APP_KEY → {laravel_key()}",
    )

    r.add(
        "laravel_db_password",
        f"DB_CONNECTION=mysql\nDB_HOST=db.acme.internal\nDB_DATABASE=acme_res\nDB_USERNAME=acme_app\nDB_PASSWORD={db_pw()}",
        f"mysql://acme_app:{db_pw()}@db.acme.internal:3306/acme_res",
        f"باسورد قاعدة البيانات حق الموقع {db_pw()}",
        f"mysql -h db.acme.internal -u root -p'{db_pw()}' acme_res",
        f"phpMyAdmin root pass {db_pw()} (el hosting)",
    )

    r.add(
        "zoho_mail_password",
        f"زوهو ميل — accounts@acme-residences.example — {pw()}",
        f"zoho app-specific password lel outlook 3la el laptop: {zoho_app_pw()}",
        f"MAIL_MAILER=smtp\nMAIL_HOST=smtp.acme.example\nMAIL_PORT=465\nMAIL_USERNAME=noreply@acme-residences.example\nMAIL_PASSWORD={zoho_app_pw()}",
        f"Zoho CRM login (ana) {pw()}",
        f"باس زوهو حق الاستقبال\nreception@acme-residences.example\n{pw()}",
    )

    r.add(
        "totp_secret",
        f"مفتاح المصادقة الثنائية لحساب الأدمن (لو ضاع الجوال): {groups(totp_seed().lower(), 4)}",
        f"otpauth://totp/AcmeAdmin:admin@acme-residences.example?secret={totp_seed()}&issuer=AcmeAdmin",
        f"2FA seed zoho: {totp_seed()}",
        f"totp secret el stripe dashboard {groups(totp_seed(), 4)} — 7ataitah fi authenticator bs 5ayf yro7",
        f"Microsoft authenticator manual key (it@):\n{groups(totp_seed().lower(), 4)}",
    )

    r.add(
        "rtsp_stream_url_with_password",
        f"rtsp://admin:{rtsp_pw()}@10.20.1.64:554/Streaming/Channels/101",
        f"رابط البث لكاميرا البوابة (VLC):\nrtsp://viewer:{rtsp_pw()}@cam-gate.acme.internal:554/cam/realmonitor?channel=1&subtype=0",
        f"camera el parking fi home assistant:\n  stream_source: rtsp://ha:{rtsp_pw()}@10.20.1.71:554/h264Preview_01_main",
        f"ffmpeg -rtsp_transport tcp -i \"rtsp://admin:{rtsp_pw()}@nvr.acme.internal:554/Streaming/Channels/201\" -t 60 clip.mp4",
        f"كاميرا الممر رابطها rtsp://user1:{rtsp_pw()}@192.168.1.68/stream1 (شغال على VLC بس)",
    )

    r.add(
        "card_number_with_cvv",
        f"بطاقة الشركة (فيزا الأهلي) {card('4')} انتهاء {card_expiry()} CVV {digits(3)}",
        f"card lel stripe billing: {luhn('5')} exp {card_expiry()} cvv {digits(3)}",
        f"mada rajhi\n{card('4')}\n{card_expiry()}\n{digits(3)}",
        f"بطاقة المشتريات أونلاين: {card('5')} / {card_expiry()} / الرمز خلف البطاقة {digits(3)}",
        f"visa el sharika {card('4')} exp {card_expiry()} cvv {digits(3)} — lel domain renewal bs",
    )

    r.add(
        "github_token",
        f"GH_TOKEN={github_fine_token()}  # لـ github actions deploy",
        f"توكن قيت هب (fine-grained, repo الموقع فقط) {github_fine_token()}",
        f"echo {github_token()} | gh auth login --with-token",
        f"github pat (classic) — {github_token()} — ينتهي بعد ٩٠ يوم",
        f"el token 7ag el server 3shan y sawi git pull: {github_token()}",
    )

    r.add(
        "mailgun_api_key",
        f"MAILGUN_SECRET={mailgun()}\nMAILGUN_DOMAIN=mg.acme-residences.example",
        f"mailgun private api key {mailgun()}",
        f"مفتاح ميل قن (لإيميلات العقود) {mailgun()}",
        f"curl -s --user 'api:{mailgun()}' https://mailgun.acme.internal/v3/mg.acme-residences.example/messages -F to=tenant@acme.example",
        f"'mailgun' => ['domain' => 'mg.acme-residences.example', 'secret' => '{mailgun()}'],",
    )

    r.add(
        "telegram_bot_token",
        f"بوت تيليجرام حق تنبيهات الكاميرات: {telegram_bot_token()}",
        f"TELEGRAM_BOT_TOKEN={telegram_bot_token()}\nTELEGRAM_CHAT_ID=-100{digits(10, lead=True)}",
        f"bot token (from BotFather) lel motion alerts {telegram_bot_token()}",
        f"notify:\n  - platform: telegram\n    api_key: \"{telegram_bot_token()}\"\n    chat_id: -100{digits(10, lead=True)}",
        f"توكن البوت الجديد\n{telegram_bot_token()}\nالقديم انحذف",
    )

    r.add(
        "alarm_panel_code",
        f"كود تعطيل الإنذار في المكتب {pin(4)}",
        f"alarm code el mostawda3 {pin(4)} , lw nsait el sharika t7arrek 5lal 10 d8ayg",
        f"Paradox installer code {pin(4)} (la t3teeh 7ad)",
        f"إنذار الفيلا 2 - disarm: {pin(6)}",
        f"- alarm (DSC) master code: {pin(4)}\n- zone 3 bypass 3ady",
    )

    r.add(
        "microsoft_account_recovery_code",
        f"Microsoft recovery code (7ag it@): {ms_recovery_code()}",
        f"كود الاسترداد حق حساب مايكروسوفت — اطبعه وحطه في الخزنة:\n{ms_recovery_code()}",
        f"ms acct recovery {ms_recovery_code()} (jdeed, el qadeem ista5damtah)",
        f"M365 admin recovery code → {ms_recovery_code()}",
        f"رمز الاسترداد\n{ms_recovery_code()}",
    )

    r.add(
        "stripe_webhook_secret",
        f"STRIPE_WEBHOOK_SECRET={stripe_webhook_secret()}",
        f"webhook signing secret (endpoint /stripe/webhook) {stripe_webhook_secret()}",
        f"سر الويب هوك حق سترايب: {stripe_webhook_secret()}",
        f"endpoint secret lel live: {stripe_webhook_secret()} — el test one mo hna",
    )

    r.add(
        "ssh_private_key",
        f"مفتاح السيرفر (VPS الموقع) ~/.ssh/acme_vps\n{openssh_private()}",
        f"deploy key private:\n{openssh_private()}",
        f"{pem('RSA PRIVATE KEY', 6)}\n^ مفتاح forge القديم",
        f"ssh key lel hosting (ed25519)\n{openssh_private()}",
    )

    r.add(
        "safe_combination",
        f"الخزنة في المكتب: {safe_combo()}",
        f"rqm el 5azna {safe_combo()} (yameen-yasar-yameen)",
        f"key box (mafateeh el shuqaq) combo {pin(4)}",
        f"خزنة الفيلا\n{pin(6)}#",
    )

    r.add(
        "crypto_seed_phrase",
        f"محفظة USDT (ترست واليت) الكلمات:\n{seed(12)}",
        f"seed {seed(12)}",
        f"12 word backup lel wallet: {seed(12)} — لا تصورها",
        f"ledger 24 words:\n{seed(24)}",
    )

    r.add(
        "hik_connect_verification_code",
        f"Hik-Connect verification code (NVR العمارة) {rnd(UPPER, 6)}",
        f"كود التحقق حق الكاميرا (مكتوب تحت الجهاز) {rnd(UPPER, 6)} — نحتاجه عشان نضيفها في التطبيق",
        f"ezviz verification code cam gate: {rnd(UPPER, 6)}",
        f"stream encryption key lel cams = {rnd(UPPER, 6)}",
    )

    r.add(
        "sim_puk_code",
        f"PUK شريحة الراوتر (STC) {digits(8)}",
        f"puk code el sim 7ag el mifi (mobily): {digits(8)}",
        f"شريحة جوال الاستقبال انقفلت مره، الـ PUK:\n{digits(8)}",
        f"PUK1={digits(8)} (zain sim, el cam el 4G)",
    )

    r.add(
        "zoho_oauth_refresh_token",
        f"ZOHO_REFRESH_TOKEN={zoho_rt()}",
        f"zoho crm api refresh token (self client) {zoho_rt()}",
        f"توكن زوهو للربط مع الموقع (refresh) {zoho_rt()}",
        f'{{"client_id": "1000.{rnd(UPPER + DIGITS, 30)}", "refresh_token": "{zoho_rt()}", "api_domain": "https://crm.acme.example"}}',
    )

    r.add(
        "laravel_session_cookie",
        f"laravel_session={laravel_cookie()}  (admin session, 3shan a-test bdoon login)",
        f"كوكي الأدمن\nlaravel_session\n{laravel_cookie()}",
        f"curl -b 'acme_residences_session={laravel_cookie()}' https://admin.acme-residences.example/tenants",
        f"session cookie (el admin panel) -> {laravel_cookie()}",
    )

    r.add(
        "mobily_mifi_admin_password",
        f"راوتر موبايلي المتنقل (موقع المشروع الجديد) admin / {router_pw()}",
        f"mobily 5G router admin pw {router_pw()} — 192.168.0.1",
        f"موبايلي فايبر - صفحة الراوتر\n{router_pw()}",
        f"mifi mobily (fi el sayyara) login: {router_pw()}",
    )

    r.add(
        "snb_alahli_login",
        f"الأهلي SNB أعمال: user acme.re / pass {pw()}",
        f"snb biz online password {pw()}",
        f"SNB AlAhli Business\nuser id: acme{digits(4)}\npassword: {pw()}",
        f"باسورد الأهلي الجديد {pw()} (التوكن على جوال المدير)",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "ejar_contract_number",
        f"رقم العقد في إيجار: {digits(11, lead=True)} (المستأجر: أبو ناصر)",
        f"ejar contract no. {digits(11, lead=True)} — renewal due {day()}",
        f"عقود إيجار العمارة:\n- شقة 1: {digits(11, lead=True)}\n- شقة 2: {digits(11, lead=True)}\n- شقة 3: {digits(11, lead=True)}",
        f"Ejar # {digits(11, lead=True)} , el tawtheeq tam",
        f"رقم التوثيق {digits(11, lead=True)} — أرسلته للمستأجر واتساب",
    )

    r.add(
        "saudi_iban_for_rent",
        f"آيبان الشركة لتحويل الإيجار: {sa_iban()}",
        f"IBAN lel malik (Al Rajhi) {sa_iban(spaced=False)}",
        f"حولوا الدفعة على الأهلي {sa_iban('10')}",
        f"tenant refund to {sa_iban('10', spaced=False)} (Abu Turki)",
        f"بيانات التحويل:\nالبنك: الراجحي\nالاسم: شركة أكمي للعقارات\nIBAN: {sa_iban()}",
    )

    r.add(
        "masked_card_digits",
        f"البطاقة المسجلة في سترايب **** **** **** {digits(4)}",
        f"charged el visa ending {digits(4)} — 1,150 SAR",
        f"mada ...{digits(4)} expired, lazim a7addeth el billing fi m365",
        f"بطاقة الأهلي اللي آخرها {digits(4)} انسرقت، ألغيتها",
        f"Card: •••• {digits(4)} (exp {card_expiry()})",
    )

    r.add(
        "stripe_publishable_key",
        f"STRIPE_KEY={stripe_publishable_key()}",
        f"<script>const stripe = Stripe('{stripe_publishable_key()}');</script>",
        f"publishable key (عادي يكون في الفرونت) {stripe_publishable_key()}",
        f"stripe pk live lel checkout page: {stripe_publishable_key()}",
        f"VITE_STRIPE_PUBLIC_KEY={stripe_publishable_key()}",
    )

    r.add(
        "tap_publishable_key",
        f"Tap public key (goSell JS) {tap_pk()}",
        f"مفتاح تاب العام للفرونت: {tap_pk()}",
        f"TAP_PUBLIC_KEY={tap_pk()}",
        f"const tap = Tapjsli('{tap_pk()}');",
        f"el pk_ 7ag tap (mo el secret) {tap_pk()}",
    )

    r.add(
        "stripe_object_ids",
        f"refund على charge ch_3{rnd(ALNUM, 23)} للمستأجر شقة 4",
        f"customer id fi stripe: cus_{rnd(ALNUM, 14)}",
        f"payment intent pi_3{rnd(ALNUM, 23)} status succeeded 3,500.00 SAR",
        f"event evt_1{rnd(ALNUM, 23)} — el webhook rad 500, a3adtah",
        f"فاتورة سترايب in_1{rnd(ALNUM, 23)} / اشتراك sub_1{rnd(ALNUM, 23)}",
    )

    r.add(
        "shipment_tracking_number",
        f"شحنة الأقفال الجديدة من أرامكس رقم التتبع {digits(11, lead=True)}",
        f"SMSA AWB {digits(12, lead=True)}",
        f"البريد السعودي (سبل) RR{digits(9)}SA",
        f"DHL waybill {digits(10, lead=True)} — cameras from Dubai",
        f"order amazon.sa #{digits(3, lead=True)}-{digits(7)}-{digits(7)} (mesh routers)",
    )

    r.add(
        "nvr_model_and_serial",
        f"NVR: DS-7616NI-K2 S/N DS-7616NI-K21620{digits(8)}CCRR{rnd(UPPER + DIGITS, 9)}WCVU",
        f"serial el camera {rnd(UPPER + DIGITS, 9)} , el daman lain {day()}",
        f"الكاميرا رقمها التسلسلي {rnd(UPPER + DIGITS, 12)} والضمان سنتين",
        f"Dahua XVR SN: {rnd(UPPER + DIGITS, 15)}",
        f"| جهاز | S/N |\n|---|---|\n| NVR الدور الأرضي | {rnd(UPPER + DIGITS, 14)} |\n| سويتش PoE | {rnd(UPPER + DIGITS, 12)} |",
    )

    r.add(
        "device_mac_and_ip",
        f"كاميرا البوابة MAC {mac(upper=True)} IP 192.168.1.{secrets.randbelow(200) + 20}",
        f"dhcp reservation: {mac()} -> 10.20.1.{secrets.randbelow(200) + 20} (NVR)",
        f"الأجهزة على الشبكة:\n- NVR {mac(upper=True)}\n- الطابعة {mac(upper=True)}",
        f"el router el jdeed mac {mac('-', True)}",
        f"? (192.168.8.{secrets.randbelow(200) + 20}) at {mac()} [ether] on br0",
    )

    r.add(
        "git_commit_and_lock_hashes",
        f"deployed {hexs(40)} to prod (fix el invoices)",
        f"git revert {hexs(7)}",
        f"آخر كومت شغال قبل المشكلة: {hexs(40)}",
        f"composer.lock \"content-hash\": \"{hexs(32)}\"",
        f"git checkout {hexs(7)} -- resources/views/invoice.blade.php",
    )

    r.add(
        "env_var_reference",
        "'secret' => env('STRIPE_SECRET'),",
        "TAP_SECRET_KEY: ${{ secrets.TAP_SECRET_KEY }}",
        "config('services.mailgun.secret') yerja3 null fi el queue — lazim php artisan config:clear",
        "export DB_PASSWORD=\"$(cat /run/secrets/db_password)\"",
        "في forge حطيت STRIPE_SECRET و TAP_SECRET_KEY في الـ Environment، مو في الكود",
    )

    r.add(
        "vault_or_manager_pointer",
        "باسورد الـ NVR في Bitwarden مجلد 'العمارة ب' باسم nvr-admin",
        "op://Acme Office/M365 Global Admin/password",
        "el pass 7ag absher fi el daftar el a7mar fi el 5azna (mo hna)",
        "vault kv get secret/acme/laravel/prod  (fih APP_KEY w DB_PASSWORD)",
        f"bitwarden item {uid()} → مفاتيح سترايب وتاب",
    )

    r.add(
        "expired_otp_code",
        f"كود أبشر {digits(4)} وصلني بس انتهى قبل لا أدخله",
        f"OTP el rajhi {digits(6)} — used ✓",
        f"رمز التحقق من الأهلي {digits(6)} (منتهي)",
        f"zoho sign-in code {digits(6)} expired ba3d 10 min, tlabt wa7d jdeed",
        f"stc otp {digits(4)} (old, ignore)",
    )

    r.add(
        "saudi_phone_number",
        f"أبو فهد (الحارس) {phone()}",
        f"fanni el cameras: {phone()}",
        f"الصيانة ٢٤ ساعة: 9200 {digits(5)}",
        f"tenant shqa 6: {phone()} / whatsapp nafs el rqm",
        f"+966 11 {digits(3, lead=True)} {digits(4)} (landline el maktab)",
    )

    r.add(
        "zatca_invoice_reference",
        f"فاتورة ضريبية INV-2025-{digits(5)} UUID {uid()}",
        f"ZATCA ICV {secrets.randbelow(900) + 10} , PIH {b64(secrets.token_bytes(32))}",
        f"invoice no. ACR-{digits(6)} , el QR tamam",
        f"e-invoice hash (base64): {b64(secrets.token_bytes(32))}",
        f"فواتير الشهر:\n- INV-{digits(5)} شقة 2\n- INV-{digits(5)} شقة 5",
    )

    r.add(
        "vat_and_cr_numbers",
        f"الرقم الضريبي للشركة {vat()}",
        f"CR {cr()}",
        f"سجل تجاري {cr()} ينتهي {day()}",
        f"VAT no: {vat()} (mo7taj fi el invoice template)",
        f"رقم المنشأة في التأمينات {digits(9, lead=True)}",
    )

    r.add(
        "firmware_checksum",
        f"firmware NVR V4.74.105 sha256 {hexs(64)}",
        f"md5 lel update file: {hexs(32)}",
        f"sha256sum router-fw.bin\n{hexs(64)}  router-fw.bin",
        f"الهاش حق ملف الباكب (للتأكد بس): {hexs(64)}",
        f"SHA1 of the TTLock gateway fw: {hexs(40)}",
    )

    r.add(
        "utility_account_number",
        f"حساب الكهرباء شقة 3: {digits(11, lead=True)}",
        f"el 3addad 7ag el mawaqif: {digits(10, lead=True)}",
        f"المياه الوطنية رقم الحساب {digits(10, lead=True)}",
        f"SEC subscription no. {digits(11, lead=True)} , meter {rnd(UPPER + DIGITS, 10)}",
        f"| الشقة | حساب الكهرباء |\n|---|---|\n| 1 | {digits(11, lead=True)} |\n| 2 | {digits(11, lead=True)} |",
    )

    r.add(
        "rent_amounts_and_dates",
        f"إيجار شقة 2: {sar()} ريال سنوي، دفعتين",
        f"el dof3a el jaya {day()} — {sar()} SAR",
        f"rent due: {day()} , {sar()}.00 SAR, late fee 250",
        f"المتأخرات: {sar()} ريال من ٣ شهور",
        f"تأمين الشقة {secrets.randbelow(5) + 1},{secrets.randbelow(10)}00 ريال يرجع بعد الفحص",
    )

    r.add(
        "support_ticket_number",
        f"بلاغ STC رقم {digits(8, lead=True)} عن انقطاع الفايبر",
        f"mobily complaint ref {digits(10, lead=True)}",
        f"Microsoft support case {digits(16, lead=True)}",
        f"Zoho ticket #{digits(6, lead=True)}",
        f"وكيل هيكفيجن رقم طلب الصيانة RMA-{digits(7)}",
    )

    r.add(
        "nafath_confirm_number",
        f"نفاذ طلب أختار الرقم {secrets.randbelow(90) + 10} وخلصت",
        f"nafath number {secrets.randbelow(90) + 10} — approved",
        f"الرقم اللي طلع في أبشر {secrets.randbelow(90) + 10}، اخترته في تطبيق نفاذ",
        f"nafath: 5tart {secrets.randbelow(90) + 10} , tam el tasjeel",
        f"رقم نفاذ للتوثيق في إيجار كان {secrets.randbelow(90) + 10}",
    )

    r.add(
        "software_versions",
        f"Laravel 11.{secrets.randbelow(40)}.{secrets.randbelow(10)}, PHP 8.3.{secrets.randbelow(15)}",
        f"NVR firmware V4.{secrets.randbelow(80)}.{digits(3)} build 2{digits(5)}",
        f"composer require stripe/stripe-php:^{secrets.randbelow(5) + 13}.{secrets.randbelow(10)}",
        f"router fw version 10.0.5.{secrets.randbelow(30)}(C{digits(3)}E{secrets.randbelow(9)}R{secrets.randbelow(9)}P{secrets.randbelow(9)})",
        f"TTLock app 7.{secrets.randbelow(9)}.{secrets.randbelow(9)}, gateway G2 fw 2.{secrets.randbelow(9)}.{digits(4)}",
    )

    r.add(
        "azure_tenant_and_client_id",
        f"M365 tenant id: {uid()}",
        f"AZURE_CLIENT_ID={uid()}\nAZURE_TENANT_ID={uid()}\n# el secret fi el vault",
        f"app registration 'Zoho sync' client id {uid()}",
        f"directory (tenant) ID: {uid()} , object id {uid()}",
    )

    r.add(
        "ssh_public_key_fingerprint",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} faisal@laptop",
        f"host key fingerprint ED25519 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"المفتاح العام حق السيرفر (حطه في authorized_keys):\nssh-rsa {ssh_pub('ssh-rsa', 270)} deploy@acme",
        f"RSA key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}.",
    )

    r.add(
        "analytics_measurement_id",
        f"google analytics el site: G-{rnd(UPPER + DIGITS, 10)}",
        f"GTM container GTM-{rnd(UPPER + DIGITS, 7)}",
        f"Meta pixel id {digits(16, lead=True)}",
        f"<script async src=\"https://tags.acme.example/gtag/js?id=G-{rnd(UPPER + DIGITS, 10)}\"></script>",
    )

    r.add(
        "bank_transfer_reference",
        f"رقم العملية للتحويل (سريع) {digits(12, lead=True)}",
        f"Rajhi transfer ref FT{digits(10)}",
        f"SADAD payment ref {digits(10, lead=True)} , biller 001",
        f"تحويل الأهلي المرجع {rnd(UPPER + DIGITS, 12)}",
    )

    r.add(
        "insurance_policy_number",
        f"تأمين العمارة (التعاونية) وثيقة رقم P/{digits(2)}/{digits(7)}",
        f"policy no {digits(10, lead=True)} — renew before {day()}",
        f"ta2meen el maktab claim #{digits(8, lead=True)}",
        f"وثيقة المسؤولية المدنية {rnd(UPPER, 3)}-{digits(8)}",
    )

    r.add(
        "flight_booking_pnr",
        f"حجز السعودية للرياض-جدة PNR {rnd(UPPER + DIGITS, 6)}",
        f"flynas booking ref {rnd(UPPER, 6)} , seat 14C",
        f"hotel conf # {digits(10, lead=True)} (Jeddah, 3 nights)",
        f"e-ticket 065-{digits(10)}",
    )

    r.add(
        "lock_device_ids",
        f"TTLock lock id {digits(8, lead=True)} (shqa 3) gateway id {digits(7, lead=True)}",
        f"Yale Connect bridge ID {rnd(UPPER + DIGITS, 12)}",
        f"lock name: M201_{hexs(4)} , battery 62%",
        f"قفل شقة 8 رقم الجهاز في التطبيق {digits(8, lead=True)}",
    )

    r.add(
        "blank_or_placeholder_config",
        "DB_PASSWORD=\nSTRIPE_SECRET=\nTAP_SECRET_KEY=",
        "MAIL_PASSWORD=CHANGE_ME  # el app password fi bitwarden",
        "APP_KEY=  # شغل php artisan key:generate",
        "password: ******** (مخفي في الشاشة ما قدرت أنسخه)",
    )

    r.add(
        "record_links_with_ids",
        f"https://admin.acme-residences.example/tenants/{uid()}/edit",
        f"رابط العقد: https://docs.acme.example/contracts/{uid()}",
        f"zoho desk https://desk.acme.example/agent/acme/tickets/details/{digits(18, lead=True)}",
        f"اجتماع teams: https://meet.acme.example/j/{uid()}",
    )

    r.add(
        "secret_talked_about_not_written",
        "غيرت باسورد الراوتر اليوم، الجديد عند أبو سالم ما كتبته هنا",
        "reminder: rotate el stripe secret ba3d ma y5alles el developer",
        "el pin 7ag el 5azna ma a7otta fi el jawal abadan",
        "Absher password expires next week — change it from the laptop, not the phone",
    )

    return r


def main() -> None:
    write_corpora("make_heldout330.py", [
        ("heldout330_credentials.yaml", credentials(), "Held-out batch 330: credentials a Riyadh property manager keeps (door and lock codes, NVR and router passwords, Wi-Fi, Absher, bank logins and PINs, Stripe, Tap, Laravel, Zoho, M365 and more)"),
        ("heldout330_lookalikes.yaml", lookalikes(), "Held-out batch 330: a Riyadh property manager's contract, invoice and tracking numbers, IBANs, masked cards, publishable keys, serials, hashes and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
