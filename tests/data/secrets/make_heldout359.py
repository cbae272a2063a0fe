# ruff: noqa: E501
"""Writes heldout359_credentials.yaml and heldout359_lookalikes.yaml: held-out batch 359.

Persona: the owner of a small tour operator in Ulaanbaatar who writes his notes in
Mongolian (Cyrillic, sometimes Latin-script Mongolian) mixed with English. He keeps Booking
and TripAdvisor partner logins, Khan Bank and Golomt Bank internet banking, QPay and
SocialPay merchant keys, the office Unitel/Mobicom router, the guesthouse door and safe
codes, the Land Cruiser GPS tracker and his e-Mongolia reminders; and many look-alikes:
booking and invoice numbers, bank account numbers and IBANs for payments, masked cards,
QPay invoice ids and QR payloads, IMEIs and ICCIDs, VINs and plates, register numbers,
e-barimt receipts, flight PNRs, expired SMS codes, public keys and references to secrets.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE58,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    card_expiry,
    digits,
    discord_webhook,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    paypal_client_id,
    paypal_secret,
    pem,
    phrase,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    s10,
    sendgrid_key,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    telegram_bot_token,
    totp_seed,
    uid,
    write_corpora,
)

MN_WORDS = [
    "Khuvsgul", "Terelj", "Altai", "Gobi", "Tuul", "Orkhon", "Khongor", "Naadam",
    "Temuujin", "Bayan", "Erdene", "Saran", "Tsetseg", "Khaan", "Steppe", "Tsagaan",
    "Burkhan", "Kherlen", "Selenge", "Zavkhan", "Yolyn", "Amarbayasgalant", "Morin", "Takhi",
]
BIP39 = [
    "abandon", "ability", "absent", "absorb", "abstract", "access", "accident", "account",
    "achieve", "acoustic", "acquire", "across", "action", "actor", "adapt", "address",
    "adjust", "admit", "advance", "advice", "afford", "agent", "airport", "alarm", "album",
    "alcohol", "alert", "alien", "alley", "almost", "alpha", "amateur", "amazing", "anchor",
    "ancient", "angle", "animal", "ankle", "announce", "antenna", "antique", "anxiety",
    "apology", "appear", "apple", "april", "arctic", "arena", "armor", "army", "arrow",
    "artist", "aspect", "asset", "athlete", "atom", "auction", "audit", "august", "autumn",
    "avocado", "awake", "camel", "horse", "desert", "eagle", "winter", "river", "silver",
    "mountain", "tent", "wolf", "cloud", "saddle", "steak", "valley", "meadow", "thunder",
]
CYR = "АБВГДЕЖЗИЙКЛМНОӨПРСТУҮФХЦЧШЭЮЯ"
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
NAMES = ["bold", "bataa", "saraa", "tuyaa", "ganaa", "ochir", "enkhee", "dorj", "steppe", "tsogt"]


def mn_pw() -> str:
    """A password the owner chose, or one a manager made."""
    a, b = secrets.choice(MN_WORDS), secrets.choice(MN_WORDS)
    return pick(
        f"{a}{digits(4)}{pick('!', '#', '@', '$', '*')}",
        f"{a.lower()}_{b.lower()}{digits(2)}{pick('!', '?', '')}",
        f"{a}@{digits(2)}{rnd(LOWER, 3)}{digits(2)}",
        pw(),
    )


def user() -> str:
    return f"{secrets.choice(NAMES)}{pick('.', '_', '')}{pick('tours', 'mn', digits(2), digits(4))}"


def email() -> str:
    return f"{secrets.choice(NAMES)}{pick('', digits(2))}@{pick('steppe-tours.example', 'acme-travel.test', 'mail.acme.example')}"


def phone() -> str:
    return f"+976 {pick('88', '89', '99', '95', '94', '85', '86', '80', '91')}{digits(2)} {digits(4)}"


def wifi() -> str:
    a, b = secrets.choice(MN_WORDS), secrets.choice(MN_WORDS)
    return pick(f"{a}{digits(4)}", rnd(ALNUM, 12), f"{a.lower()}{digits(3)}{b.lower()}", f"{a}_guest_{digits(3)}{rnd(LOWER, 2)}")


def fb_token() -> str:
    return f"EAA{pick('G', 'B', 'J', 'I')}{rnd(ALNUM, pick(160, 180, 200))}"


def card() -> str:
    return groups(luhn(pick("4", "51", "62")), 4)


def wp_cookie() -> str:
    return f"wordpress_logged_in_{hexs(32)}=admin%7C{1_750_000_000 + secrets.randbelow(10**7)}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}"


def codes8(n: int) -> str:
    return " ".join(digits(8) for _ in range(n))


def reg_no() -> str:
    """A Mongolian citizen's register number: two Cyrillic letters and eight digits."""
    return secrets.choice(CYR) + secrets.choice(CYR) + f"{secrets.randbelow(100):02d}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{digits(2)}"


def plate() -> str:
    return f"{digits(4)} УБ{secrets.choice(CYR)}"


def vin() -> str:
    return "JTM" + rnd(VIN_CHARS, 14)


def imei() -> str:
    return luhn(pick("86", "35"), 15)


def iccid() -> str:
    return luhn("89976", 19)


def mn_iban() -> str:
    return iban("MN", pick("0005", "0015", "0004") + digits(12))


def md5_fp() -> str:
    return ":".join(secrets.token_hex(1) for _ in range(16))


def tron() -> str:
    return "T" + rnd(BASE58, 33)


def pnr() -> str:
    return rnd(UPPER + DIGITS, 6)


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def crc16(data: str) -> str:
    crc = 0xFFFF
    for byte in data.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def emv_qr() -> str:
    """A merchant-presented EMV QR payload (what a QPay sticker encodes): public, and no key."""
    body = (
        tlv("00", "01") + tlv("01", "12")
        + tlv("26", tlv("00", "mn.qpay") + tlv("01", digits(10)))
        + tlv("52", "4722") + tlv("53", "496") + tlv("54", f"{secrets.randbelow(30) + 1}00000")
        + tlv("58", "MN") + tlv("59", "STEPPE TOURS LLC") + tlv("60", "ULAANBAATAR")
        + tlv("62", tlv("01", digits(12)))
        + "6304"
    )
    return body + crc16(body)


def money() -> str:
    return f"{secrets.randbelow(9) + 1},{secrets.randbelow(1000):03d},000₮"


def date() -> str:
    return f"2025.{secrets.randbelow(12) + 1:02d}.{secrets.randbelow(28) + 1:02d}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "booking_extranet_login",
        f"Booking.com extranet (admin.booking.com) нэвтрэх нэр: {user()} нууц үг: {mn_pw()}",
        f"booking partner login\n{user()}\n{mn_pw()}\nHotel ID {digits(7, lead=True)} — 2FA Сараагийн утсанд ирнэ",
        f"Booking extranet-iin pass solison!! shine n {mn_pw()} (huuchin n ajillahgui)",
        f"| site | user | pass |\n|---|---|---|\n| Booking extranet | {user()} | {mn_pw()} |",
        f"booking.com partner hub -> {email()} / {mn_pw()}   Туяад битгий хэл",
    )

    r.add(
        "tripadvisor_login",
        f"TripAdvisor Management Center: {email()}, нууц үг {mn_pw()}",
        f"TA owner account pass: {mn_pw()} (review-d hariulahad heregtei)",
        f"tripadvisor\n  email: {email()}\n  password: {mn_pw()}",
        f"Tripadvisor-ын нууц үгээ мартчихаад сэргээлээ. шинэ нь {mn_pw()}",
    )

    r.add(
        "khan_bank_ebank_login",
        f"Хаан банк интернэт банк (e.khanbank.com)\nнэвтрэх нэр: {user()}\nнууц үг: {mn_pw()}",
        f"khan ebank user {user()} pass {mn_pw()}",
        f"Khan Bank corporate internet banking — гүйлгээний нууц үг {rnd(ALNUM, 10)}",
        f"Хаан апп-ын 6 оронтой нэвтрэх код {pin(6)} (компанийн данс)",
        f"KHAN: {user()} / {mn_pw()}  <- компанийн данс, зөвхөн би",
        f"ebank.khanbank нэвтрэх\n{user()}\n{mn_pw()}\n(3 удаа буруу бол түгжигдэнэ!)",
    )

    r.add(
        "golomt_smartbank_login",
        f"Голомт SmartBank: {user()} / {mn_pw()}",
        f"golomt internet bank (corporate) — user: {user()}, password: {mn_pw()}",
        f"Golomt bank nuuts ug shine: {mn_pw()}  (90 honog tutam solih shaardlagatai)",
        f"Голомт банкны гүйлгээний нууц үг\n{rnd(ALNUM, 8)}",
        f"- golomt smartbank: {user()} {mn_pw()}",
    )

    r.add(
        "bank_card_pin",
        f"Хаан банкны картын ПИН: {pin(4)}",
        f"golomt visa pin {pin(4)} - ATM-аас мөнгө авахад",
        f"Картын пин код солилоо → {pin(4)}",
        f"Сараагийн өгсөн компанийн картын PIN = {pin(4)}  (шатахуун)",
        f"UnionPay карт (…{digits(4)}) pin\n{pin(4)}",
    )

    r.add(
        "card_number_cvv",
        f"Компанийн Visa: {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"Golomt Mastercard {luhn('51')} {card_expiry()} cvc {digits(3)} — Booking-ийн комисс төлөхөд",
        f"карт\n{card()}\n{card_expiry()}\n{digits(3)}",
        f"Google Ads-д бүртгэсэн карт: {groups(luhn('4'), 4, '-')}, {card_expiry()}, CVV2 {digits(3)}",
    )

    r.add(
        "qpay_merchant_secret",
        f"QPay merchant API v2\nusername: STEPPE_TOURS\npassword: {rnd(ALNUM, 12)}\ninvoice_code: STEPPE_TOURS_INVOICE",
        f"QPAY_CLIENT_ID=STEPPE_TOURS\nQPAY_CLIENT_SECRET={rnd(ALNUM, 16)}",
        f"curl -u STEPPE_TOURS:{rnd(ALNUM, 12)} -X POST https://merchant-sandbox.qpay.acme.test/v2/auth/token",
        f"qpay merchant-ын нууц үг (вэб сайтын төлбөрт): {rnd(ALNUM, pick(10, 12, 16))}",
        f'{{"qpay": {{"client_id": "STEPPE_TOURS", "client_secret": "{rnd(ALNUM, 16)}", "invoice_code": "STEPPE_TOURS_INVOICE"}}}}',
    )

    r.add(
        "socialpay_merchant_key",
        f"SocialPay terminal {digits(8, lead=True)} key: {hexs(32)}",
        f"Golomt SocialPay merchant checksum key = {rnd(ALNUM, 32)}",
        f"SOCIALPAY_TERMINAL=95{digits(6)}\nSOCIALPAY_KEY={hexs(32)}",
        f"socialpay-н HMAC түлхүүр (Голомтоос имэйлээр ирсэн): {hexs(64)}",
        f"socialpay:\n  terminal: \"95{digits(6)}\"\n  secret_key: {rnd(ALNUM, 32)}\n  env: prod",
    )

    r.add(
        "router_admin_password",
        f"Unitel router (192.168.1.1) admin / {mn_pw()}",
        f"Оффисын Mobicom FTTH router-ын админ нууц үг: {rnd(ALNUM, 10)}",
        f"router login\nuser: admin\npass: {mn_pw()}\n(default-ыг солисон 2024.03)",
        f"mobicom modem superadmin pass {rnd(ALNUM, 12)} - tehnikch ugsun",
        f"ZTE F660 (Unitel fiber) web: useradmin / {rnd(LOWER + DIGITS, 8)}",
    )

    r.add(
        "wifi_passphrase",
        f"Зочны байшингийн WiFi: SteppeGuest / {wifi()}",
        f"wifi pass: {wifi()}",
        f"Оффисын wifi нууц үг\n{wifi()}",
        f"WIFI:T:WPA;S:Steppe_Office_5G;P:{wifi()};;",
        f"Тэрэлжийн баазын wifi n {wifi()} gej baisan",
        f"жуулчдад өгөх wifi: network Khuvsgul-Lodge, pw {wifi()}",
    )

    r.add(
        "guesthouse_door_code",
        f"Guesthouse-ын гадна хаалганы код {pin(4)}#",
        f"door code {pin(6)} (3 давхар)",
        f"хаалга: {pin(4)} + ✓ товч",
        f"Жуулчдад илгээх: 'Welcome! The entrance door code is {pin(4)}, your room is 3.'",
        f"keypad kod shine n {pin(5)}*",
        f"Орох хаалганы код солисон: {pin(4)} (энэ 7 хоногт)",
    )

    r.add(
        "safe_combination",
        f"сейфийн код {pin(6)}",
        f"Оффисын сейф (доллар, паспорт): {pin(4)}#",
        f"safe combo {secrets.randbelow(40) + 10}-{secrets.randbelow(40) + 50}-{secrets.randbelow(50) + 10} (R-L-R)",
        f"room safe master reset code {pin(6)} (Yale, 4 өрөөнд адилхан)",
        f"Сейф\n{pin(6)}\nбатарей дуусвал түлхүүр ширээний шургуулганд",
    )

    r.add(
        "alarm_disarm_code",
        f"Дохиоллын код {pin(4)}, ирээд 30 секундэд оруул",
        f"alarm disarm: {pin(4)}  (Securitas panel)",
        f"оффисын охранны код {pin(4)}",
        f"alarm code\n{pin(6)}",
    )

    r.add(
        "gps_tracker_password",
        f"Land Cruiser GPS tracker SMS нууц үг: {pin(6)} (командын өмнө бичнэ)",
        f"tracking.acme.test (машины GPS) login: lc200 / {mn_pw()}",
        f"tracker-ийн нууц үгийг {pin(6)} болгож солисон — where гэж явуулахад байршил ирнэ",
        f"Land Cruiser 200 tracker (SIM {phone()}) — admin pass {pin(6)}",
        f"GPS платформ app: хэрэглэгч {imei()} (IMEI), нууц үг {mn_pw()}",
    )

    r.add(
        "e_mongolia_login",
        f"e-Mongolia нууц үг: {mn_pw()}",
        f"ДАН систем (sso.gov.acme.test) нэвтрэх: РД {reg_no()} / нууц үг {mn_pw()}",
        f"e-mongolia pass solison {mn_pw()} — tatvariin tailan ilgeehed",
        f"e-Mongolia апп-ын 4 оронтой ПИН {pin(4)}",
        f"Санамж: e-Mongolia-аас лавлагаа авах (нэвтрэх: {user()}, нууц: {mn_pw()})",
        f"emongolia\n{mn_pw()}",
    )

    r.add(
        "google_app_password",
        f"Gmail app password (Thunderbird): {app_password()}",
        f"вэб сайтын contact form SMTP-д: info@steppe-tours.example app pass {app_password()}",
        f"google app nuuts ug\n{app_password()}",
        f"EMAIL_HOST_PASSWORD='{app_password()}'  # gmail app password",
    )

    r.add(
        "backup_codes",
        "Google-ийн нөөц кодууд (2-step):\n" + recovery_codes(10, "digits"),
        "Booking.com 2FA backup codes\n" + recovery_codes(8, "alnum"),
        "Facebook page админ recovery codes: " + codes8(6),
        "сэргээх кодууд (Gmail, хэвлэсэн хуудас алга болсон тул энд): " + recovery_codes(5, "digits"),
        f"Outlook recovery code: {groups(rnd(UPPER + DIGITS, 25), 5, '-')}",
    )

    r.add(
        "totp_secret",
        f"Booking extranet 2FA secret (Authenticator-т оруулах түлхүүр): {groups(totp_seed().lower(), 4)}",
        f"otpauth://totp/Golomt:{user()}?secret={totp_seed()}&issuer=Golomt",
        f"2FA setup key for Binance: {totp_seed(16)}",
        f"Google Authenticator-т гараар оруулах код\n{groups(totp_seed(), 4)}\n(утас солиход хэрэгтэй)",
        f"totp seed: {totp_seed()} // wordpress wp-admin 2fa",
    )

    r.add(
        "telegram_bot_token",
        f"Захиалгын мэдэгдлийн Telegram bot: {telegram_bot_token()}",
        f"TELEGRAM_BOT_TOKEN={telegram_bot_token()}",
        f"BotFather-аас авсан токен\n{telegram_bot_token()}\n@steppe_booking_bot",
        f"curl https://api.telegram.org/bot{telegram_bot_token()}/sendMessage -d chat_id=-100{digits(10)} -d text=test",
        f"tg bot token (jolooch nart medegdel) {telegram_bot_token()}",
    )

    r.add(
        "facebook_page_token",
        f"FB page access token (Steppe Tours page, long-lived): {fb_token()}",
        f"META_PAGE_TOKEN={fb_token()}",
        f"Messenger webhook-д: page_access_token = \"{fb_token()}\"",
        f"facebook page token shine (60 honog): {fb_token()}",
    )

    r.add(
        "paypal_client_secret",
        f"PayPal REST live\nclient id: {paypal_client_id()}\nsecret: {paypal_secret()}",
        f"PAYPAL_CLIENT_SECRET={paypal_secret()}",
        f"paypal app secret (гадаад жуулчдын урьдчилгаа) {paypal_secret()}",
        f'{{"paypal": {{"mode": "live", "client_secret": "{paypal_secret()}"}}}}',
    )

    r.add(
        "wordpress_db_password",
        f"define( 'DB_PASSWORD', '{rnd(ALNUM + '!#%', 20)}' );",
        f"wp-config дээрх DB нууц үг: {pw()}",
        f"mysql -u steppe_wp -p'{rnd(ALNUM, 16)}' -h db.steppe.internal steppe_wp",
        f"DATABASE_URL=mysql://steppe_wp:{rnd(ALNUM, 18)}@127.0.0.1:3306/steppe_wp",
        f"сайтын MySQL: user steppewp, pass {rnd(ALNUM, 16)}  (hosting-ын phpMyAdmin)",
    )

    r.add(
        "wp_admin_password",
        f"steppe-tours.example/wp-admin -> admin / {mn_pw()}",
        f"Вэб сайтын админ нууц үг: {mn_pw()}",
        f"wordpress login (editor эрх, Туяад): tuyaa_editor {mn_pw()}",
        f"WP admin\n{mn_pw()}",
    )

    r.add(
        "vps_ssh_private_key",
        "VPS-ийн SSH түлхүүр (root@vps.steppe.internal):\n" + openssh_private(),
        openssh_private() + "\n^ энэ бол хувийн түлхүүр, хэнд ч битгий өг",
        "deploy key for the website:\n" + pem("RSA PRIVATE KEY", 6),
        "ssh key (laptop-оос хуулсан)\n" + openssh_private(),
    )

    r.add(
        "crypto_seed_phrase",
        f"USDT хэтэвч (Trust Wallet) 12 үг: {phrase(BIP39, 12)}",
        f"seed:\n{phrase(BIP39, 24)}",
        f"Exodus-ын сэргээх үгс → {phrase(BIP39, 12)}",
        f"mnemonic = \"{phrase(BIP39, 12)}\"  # хятад агентын төлбөрийн хэтэвч",
    )

    r.add(
        "binance_api_secret",
        f"Binance API\nkey: {rnd(ALNUM, 64)}\nsecret: {rnd(ALNUM, 64)}",
        f"BINANCE_API_SECRET={rnd(ALNUM, 64)}",
        f"binance api secret (read-only биш!): {rnd(ALNUM, 64)}",
        f"exchange:\n  name: binance\n  apiKey: {rnd(ALNUM, 64)}\n  secret: {rnd(ALNUM, 64)}",
    )

    r.add(
        "session_cookie",
        f"GPS платформын session (Chrome-оос хуулсан): Cookie: PHPSESSID={rnd(LOWER + DIGITS, 26)}",
        f"wp-admin cookie, plugin-ы засварчинд өгсөн: {wp_cookie()}",
        f"connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(ALNUM, 43)}  <- захиалгын админ панел",
        f"curl -b 'sessionid={rnd(LOWER + DIGITS, 32)}' https://admin.steppe-tours.example/bookings/export.csv",
    )

    r.add(
        "webhook_url_secret",
        f"Discord (жолооч нарын суваг) webhook: {discord_webhook()}",
        f"SLACK_WEBHOOK_URL={slack_webhook()}",
        f"QPay callback URL: https://steppe-tours.example/qpay/callback?token={rnd(URLSAFE, 32)}",
        f"Google Chat webhook https://chat.googleapis.com/v1/spaces/AAAA{rnd(URLSAFE, 7)}/messages?key=AIzaSy{rnd(URLSAFE, 33)}&token={rnd(URLSAFE, 43)}%3D",
        f"zahialga -> sheet hook: https://hooks.zapier.com/hooks/catch/{digits(8, lead=True)}/{rnd(LOWER + DIGITS, 6)}/",
    )

    r.add(
        "sim_puk_code",
        f"Unitel SIM PUK: {digits(8)}",
        f"Mobicom дугаар {phone()}-ын PUK код {digits(8)}",
        f"tracker sim puk {digits(8)}",
        f"PUK1 {digits(8)} (картан дээрээс хуулав, картыг хаясан)",
    )

    r.add(
        "email_account_password",
        f"info@steppe-tours.example нууц үг: {mn_pw()}",
        f"Gmail (bookings) pass {mn_pw()}",
        f"имэйл\nsales@steppe-tours.example\n{mn_pw()}",
        f"mail.acme.example-ийн хуучин хаяг (орос агентууд) нууц үг {mn_pw()}",
        f"Outlook: {email()} // {mn_pw()}",
    )

    r.add(
        "smtp_relay_password",
        f"SMTP: mail.steppe-tours.example:465, user noreply@steppe-tours.example, pass {pw()}",
        f"smtp://noreply%40steppe-tours.example:{rnd(ALNUM, 16)}@mail.steppe-tours.example:587",
        f"WP Mail SMTP plugin: SendGrid API key {sendgrid_key()}",
        f"MAIL_HOST=mail.steppe.internal\nMAIL_USERNAME=booking\nMAIL_PASSWORD={rnd(ALNUM, 18)}",
    )

    r.add(
        "hosting_cpanel_password",
        f"cPanel (hosting.acme.example:2083) steppet / {mn_pw()}",
        f"hosting-ын cpanel нууц үг {rnd(ALNUM + '!@#', 14)}",
        f"Домэйн ба hosting (acme-host) client area login: {email()} {mn_pw()}",
        f"FTP: ftp.steppe-tours.example user steppet pass {rnd(ALNUM, 12)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "booking_reservation_number",
        f"Booking захиалга {digits(10, lead=True)} — Герман хосууд, 7/12-нд ирнэ",
        f"booking.com res # {digits(10, lead=True)} cancel hiisen, refund hiigdsen",
        f"Confirmation number: {groups(digits(10, lead=True), 4, '.')}",
        f"Захиалгын дугаар\n{digits(10, lead=True)}\nзочин: Smith, 3 шөнө",
        f"bk {digits(10, lead=True)} / {digits(10, lead=True)} хоёулаа нэг групп",
    )

    r.add(
        "tripadvisor_listing_id",
        f"TripAdvisor хуудас: https://www.tripadvisor.com/Attraction_Review-g293960-d{digits(8, lead=True)}-Reviews-Steppe_Tours-Ulaanbaatar.html",
        f"TA location id d{digits(8, lead=True)}, geo g293960 (Ulaanbaatar)",
        f"review id {digits(9, lead=True)} — хариулах, муу үнэлгээ",
        f"tripadvisor partner id {digits(8, lead=True)}",
    )

    r.add(
        "company_account_number",
        f"Хаан банк, данс: {digits(10, lead=True)}, хүлээн авагч: Стэпп Турс ХХК",
        f"Голомт данс {digits(10, lead=True)} (төгрөг), {digits(10, lead=True)} (USD)",
        f"төлбөр хийх данс\nKhan Bank 5{digits(9)}\nSteppe Tours LLC",
        f"manai dans: Khan {digits(10, lead=True)}, guilgeenii utga deer zahialgiin dugaar bichne",
        f"Жолоочийн данс Голомт {digits(10, lead=True)} — цалин",
    )

    r.add(
        "mn_iban_for_invoice",
        f"SWIFT: AGMOMNUB (Khan Bank), IBAN {mn_iban()}",
        f"IBAN: {mn_iban()}\nBeneficiary: Steppe Tours LLC",
        f"гадаад агентууд руу явуулах: {mn_iban()} (USD account)",
        f"wire to {mn_iban()} ref: tour {date()}",
        f"ibanaa shalgasan: {mn_iban()} zov",
    )

    r.add(
        "masked_card",
        f"Booking комисс авах карт: **** **** **** {digits(4)}",
        f"Visa ending in {digits(4)} — хугацаа {card_expiry()} дуусна, шинэчлэх",
        f"карт сүүлийн 4 орон {digits(4)}",
        f"{luhn('4')[:6]}******{digits(4)} — гүйлгээ буцаасан",
        f"XXXX-XXXX-XXXX-{digits(4)} (Golomt Mastercard)",
    )

    r.add(
        "qpay_invoice_reference",
        f"QPay invoice_id: {uid()}",
        f"qpay гүйлгээ payment_id {digits(15, lead=True)} — {money()}",
        f"GET https://merchant.qpay.acme.test/v2/invoice/{uid()} → PAID",
        f"QPay merchant_id {uid()} (нийтийн, нууц биш)",
        f"qpay төлбөрийн линк https://s.qpay.acme.test/{rnd(ALNUM, 10)} — Франц жуулчинд явуулсан",
    )

    r.add(
        "qpay_qr_payload",
        f"QPay QR text (хэвлэж ширээн дээр тавих):\n{emv_qr()}",
        f"qr_text: \"{emv_qr()}\"",
        f"наалтан дээрх QR-ын текст {emv_qr()}",
        f"static qr {emv_qr()} — кассын хажууд",
    )

    r.add(
        "socialpay_transaction_ref",
        f"SocialPay гүйлгээний дугаар {digits(12, lead=True)}",
        f"socialpay invoice {digits(13, lead=True)} - Ирландын жуулчин, {money()}",
        f"golomt socialpay terminal id {digits(8, lead=True)} (баримт дээр хэвлэгддэг)",
        f"card txn approval code {rnd(UPPER + DIGITS, 6)}, RRN {digits(12, lead=True)}",
    )

    r.add(
        "router_serial_and_mac",
        f"Unitel router S/N: ZTEG{rnd(UPPER + DIGITS, 8)}, MAC {mac(':', True)}",
        f"Mobicom ONT serial HWTC{hexs(8).upper()}",
        f"оффисын router MAC {mac('-', True)} — Unitel-д хэлэх",
        f"Unitel интернэтийн гэрээний дугаар {digits(9, lead=True)}",
        f"WAN IP 202.131.{secrets.randbelow(254) + 1}.{secrets.randbelow(254) + 1}, gateway 192.168.1.1",
    )

    r.add(
        "guest_network_name",
        f"Wi-Fi нэр: SteppeGuest_{rnd(UPPER + DIGITS, 4)} (нууц үг нь хаалган дээр наасан)",
        f"5G сүлжээ: Steppe_Office_5G, 2.4G: Steppe_Office, channel {pick(36, 40, 44, 149)}",
        f"wifi name ni Khuvsgul-Lodge-{digits(2)}; pass-iig ger-iin ezen medne",
        f"SSID: TP-Link_{hexs(4).upper()} (шинэ mesh)",
    )

    r.add(
        "phone_number",
        f"Жолооч Бат: {phone()}",
        f"Unitel лавлах 1777, манай дугаарууд: {phone()}, {phone()}",
        f"механик Ганаа {phone()}",
        f"call {phone()} (гер баазын эзэн, Хөвсгөл)",
        f"WhatsApp бизнес: +976{digits(8, lead=True)}",
    )

    r.add(
        "vehicle_vin_plate",
        f"Land Cruiser 200 VIN: {vin()}",
        f"Улсын дугаар {plate()}, техник үзлэг {date()}",
        f"Land Cruiser 80 chassis no: FZJ80-{digits(7)}",
        f"машины гэрчилгээ № {digits(7, lead=True)}, {plate()}",
        f"даатгалын гэрээ {rnd(UPPER, 2)}{digits(8)} (Land Cruiser)",
    )

    r.add(
        "tracker_imei",
        f"GPS tracker IMEI {imei()}",
        f"Land Cruiser tracker model GT06N, IMEI: {imei()}, SIM {phone()}",
        f"imei {imei()} / {imei()} (2 машин)",
        f"Tracksolid дээр төхөөрөмж нэмэх: IMEI {imei()}",
        f"машины трекерийн хайрцаг дээрх IMEI\n{imei()}",
    )

    r.add(
        "sim_iccid",
        f"Unitel SIM ICCID {iccid()}",
        f"шинэ сим картын дугаар (ар талд): {groups(iccid(), 4)}",
        f"ICCID: {iccid()} → tracker-ийн sim",
        f"Mobicom sim serial {iccid()}",
    )

    r.add(
        "citizen_register_number",
        f"Регистрийн дугаар: {reg_no()}",
        f"Компанийн регистр {digits(7, lead=True)}",
        f"гэрээнд: жолоочийн РД {reg_no()}",
        f"ТТД (татвар төлөгчийн дугаар) {digits(11, lead=True)}",
    )

    r.add(
        "e_mongolia_reference",
        f"e-Mongolia лавлагааны дугаар {digits(12, lead=True)}",
        f"e-mongolia-s avsan todorhoilolt: barcode {digits(16, lead=True)}",
        f"Үйлчилгээний хүсэлт #{digits(9, lead=True)} — хариу 3 хоногт",
        f"Тодорхойлолт шалгах QR: https://verify.gov.acme.test/doc/{uid()}",
    )

    r.add(
        "ebarimt_receipt",
        f"И-баримт ДДТД: {digits(33, lead=True)}",
        f"ebarimt сугалаа: {rnd(UPPER, 2)} {digits(8)}",
        f"НӨАТ баримт №{digits(10, lead=True)}, дүн {money()}",
        f"e-barimt bill id {digits(33, lead=True)}; lottery {rnd(UPPER, 2)}{digits(8)}",
        f"баримт хэвлэх POS-ын ID {digits(8, lead=True)}",
    )

    r.add(
        "flight_pnr_ticket",
        f"MIAT PNR {pnr()}, ticket 289-{digits(10)}",
        f"Hunnu Air захиалга {pnr()} — Мөрөн руу 4 хүн",
        f"е-тасалбар 289{digits(10)}",
        f"Aero Mongolia booking ref: {pnr()}",
        f"flight OM302 ICN-ULN, PNR {pnr()} (зочны)",
    )

    r.add(
        "visa_application_number",
        f"Жуулчны e-visa өргөдлийн дугаар {rnd(UPPER, 2)}{digits(10)}",
        f"evisa application # {digits(12, lead=True)} - Israel group",
        f"урилгын бичиг ref No. {digits(4, lead=True)}/{digits(3)}",
        f"Consul reference: MNG-{digits(4)}-{digits(6)}",
    )

    r.add(
        "expired_sms_code",
        f"Хаан банкнаас ирсэн SMS код {digits(6)} — хугацаа дууссан, дахин авна",
        f"OTP {digits(6)} ашигласан ({date()} гүйлгээ)",
        f"golomt batalgaajuulah code {digits(4)} irsen bolowch 5 min-d huchingui bolson",
        f"e-Mongolia нэг удаагийн код {digits(6)} used, ignore",
        f"Booking verification code {digits(6)} (expired - шинээр явуулсан)",
    )

    r.add(
        "env_var_reference",
        "QPAY_PASSWORD=${QPAY_PASSWORD}  # .env-ээс уншина",
        "const key = process.env.SOCIALPAY_KEY; // серверт л байгаа",
        "os.environ['TELEGRAM_BOT_TOKEN'] — токен нь VPS дээрх .env-д",
        "env:\n  PAYPAL_CLIENT_SECRET: ${{ secrets.PAYPAL_CLIENT_SECRET }}\n  FB_PAGE_TOKEN: ${{ secrets.FB_PAGE_TOKEN }}",
        "DB_PASSWORD=  (хоосон, серверт тохируулна)",
    )

    r.add(
        "password_manager_pointer",
        "Khan bank pass → Bitwarden 'Санхүү' folder-т",
        "сейфийн код миний толгойд л байна, бичихгүй",
        "booking login: 1Password > Steppe Tours > Booking extranet",
        "op://Steppe/QPay merchant/password",
        "Golomt токен төхөөрөмж сейфэнд, кодыг нь Сараа мэднэ",
    )

    r.add(
        "ssh_public_fingerprint",
        f"VPS host key fingerprint {ssh_fingerprint()}",
        f"ED25519 key fingerprint is {ssh_fingerprint()}.\nAre you sure you want to continue connecting (yes/no)?",
        f"хуучин сервер MD5:{md5_fp()}",
        f"authorized_keys-д нэмсэн: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} bold@laptop",
    )

    r.add(
        "publishable_client_key",
        f"Google Analytics measurement id G-{rnd(UPPER + DIGITS, 10)}",
        f"Facebook App ID {digits(15, lead=True)} (нууц биш, вэб дээр байгаа)",
        f"Maps JS key AIza{rnd(URLSAFE, 35)} — зөвхөн steppe-tours.example referrer-т хязгаарласан, public",
        f"PayPal checkout button: <script src=\"https://www.paypal.com/sdk/js?client-id={paypal_client_id()}&currency=USD\">",
        f"reCAPTCHA site key 6L{rnd(URLSAFE, 38)} (secret key нь серверт)",
    )

    r.add(
        "website_commit",
        f"сайтын сүүлийн deploy commit {hexs(40)}",
        f"git revert {hexs(7)}  # захиалгын форм эвдэрсэн",
        f"theme update merged: {hexs(12)} → prod",
        f"Tuyaa-giin PR #{secrets.randbelow(90) + 10} merged at {hexs(40)}",
    )

    r.add(
        "backup_checksum",
        f"backup_{date()}.sql.gz sha256: {hexs(64)}",
        f"md5 {hexs(32)} — хуулсан файл зөв эсэх",
        f"{hexs(64)}  wp-content.tar.gz",
        f"sha1sum: {hexs(40)} (зургийн архив)",
        f"нөөц хуулбарын checksum\n{hexs(64)}",
    )

    r.add(
        "uuid_link",
        f"https://steppe-tours.example/tours/{uid()}/itinerary.pdf",
        f"Booking extranet message thread {uid()}",
        f"Форм хариулт: https://forms.acme.example/r/{uid()}",
        f"аяллын хөтөлбөр (Gobi 10 days) id={uid()}",
    )

    r.add(
        "firmware_app_version",
        f"router firmware V{secrets.randbelow(5) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(20)}P{secrets.randbelow(9) + 1}T{secrets.randbelow(20) + 1}",
        f"Khan Bank app хувилбар {secrets.randbelow(5) + 3}.{secrets.randbelow(20)}.{secrets.randbelow(30)} (build {digits(5, lead=True)})",
        f"tracker firmware GT06N_{digits(2)}_{rnd(UPPER, 2)}_{digits(6)}",
        f"WordPress {pick('6.4.3', '6.5.2', '6.6.1')}, WooCommerce {secrets.randbelow(3) + 8}.{secrets.randbelow(10)}.{secrets.randbelow(5)}",
    )

    r.add(
        "tour_amounts_dates",
        f"Говийн аялал {date()}–{date()}, 4 хүн × {money()}; урьдчилгаа 30%",
        f"Хөвсгөл 7 хоног: {money()} / хүн, шатахуун {money()}",
        f"deposit received USD {secrets.randbelow(3000) + 500}.00 on {date()}",
        f"Наадам package {date()}: үнэ {money()}, хөнгөлөлт 10%",
        f"цалин {date()}: Бат {money()}, Ганаа {money()}",
    )

    r.add(
        "invoice_number",
        f"Нэхэмжлэл №INV-2025-{digits(4)}",
        f"invoice {rnd(UPPER, 3)}-{digits(6)} — Korean agency, due {date()}",
        f"нэхэмжлэх дугаар СТ/{digits(3)}/{digits(2)}",
        f"Proforma #{digits(5, lead=True)} sent to agent",
        f"гэрээ № {digits(3)}/{date()}",
    )

    r.add(
        "parcel_tracking",
        f"EMS илгээмж {s10('EE', 'MN')}",
        f"DHL waybill {digits(10, lead=True)} — брошур Герман руу",
        f"Монгол шуудан бүртгэлтэй илгээмж {s10('RR', 'MN')}",
        f"tracking {s10('CP', 'CN')} — хятадаас tracker захиалсан",
    )

    r.add(
        "receive_wallet_address",
        f"USDT (TRC20) хүлээн авах хаяг: {tron()}",
        f"ETH/USDT ERC20 address 0x{hexs(40)} — агентуудад өгсөн",
        f"BTC deposit bc1q{rnd(BECH32, 38)}",
        f"Binance Pay ID {digits(9, lead=True)}",
    )

    r.add(
        "credential_talk",
        "Сейфийн кодыг өнөөдөр солисон, шинэ кодыг Сараад аман хэлсэн.",
        "Хаан банк: нууц үг 8+ тэмдэгт, том жижиг үсэг, тоо заавал",
        "wifi pass-iig 3 sar tutam solino, daraagiin udaa 9 sard",
        "QPay-ийн client secret-ийг шинэчлэх хүсэлт явуулсан, хариу ирээгүй",
    )

    return r


def main() -> None:
    write_corpora("make_heldout359.py", [
        ("heldout359_credentials.yaml", credentials(), "Held-out batch 359: credentials an Ulaanbaatar tour operator keeps (Booking, TripAdvisor, Khan Bank, Golomt, QPay, SocialPay, router, door and safe codes, GPS tracker, e-Mongolia and more)"),
        ("heldout359_lookalikes.yaml", lookalikes(), "Held-out batch 359: a tour operator's booking and invoice numbers, account numbers, IMEIs, masked cards, QR payloads, public keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
