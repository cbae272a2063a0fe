# ruff: noqa: E501
"""Writes heldout332_credentials.yaml and heldout332_lookalikes.yaml: held-out batch 332.

Persona: the owner of a small café in Chiang Mai who writes her notes in Thai (Thai script
and some romanised Thai) and simple English, with typos and chat slang. She keeps the POS
admin password, LINE Official Account channel secrets and access tokens, a LINE Notify
token, K PLUS and PromptPay PINs, the guest and staff Wi-Fi passwords, the safe's
combination, alarm and door codes, the CCTV app login and camera verification codes, the
Shopify store's admin API token and app secret, Omise and Loyverse keys, Grab and LINE MAN
merchant logins and her e-Filing password; and many look-alikes: receipt numbers, tax ids,
phone numbers, booking refs, delivery order ids, parcel tracking numbers, bank account and
PromptPay ids for transfers, masked cards, public LINE ids, Shopify storefront and Omise
public keys, expired OTPs, slip references, serials, hashes and references to secrets.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; her own hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    card_expiry,
    digits,
    discord_webhook,
    groups,
    hexs,
    luhn,
    mac,
    openssh_private,
    pem,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    s10,
    seed_phrase,
    ssh_fingerprint,
    ssh_pub,
    totp_seed,
    uid,
    write_corpora,
)

ROMAN = ["doi", "kafe", "moka", "latte", "mali", "khanom", "suthep", "nimman", "pingriver",
         "cha", "yen", "ron", "maew", "ma", "dokmai", "farang", "nongnoi", "baan"]
MONTHS_TH = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.",
             "ต.ค.", "พ.ย.", "ธ.ค."]


def pos_pw() -> str:
    return pick(
        f"{pick(*ROMAN).capitalize()}{pick(*ROMAN)}{digits(3, lead=True)}{pick('!', '@', '#', '*')}",
        f"BaanKafe{digits(4, lead=True)}{pick('!', '$', '')}",
        pw(),
    )


def guest_wifi() -> str:
    return pick(
        f"{pick(*ROMAN)}{digits(4, lead=True)}",
        f"{pick(*ROMAN)}{pick(*ROMAN)}{digits(2, lead=True)}",
        rnd(LOWER + DIGITS, 10),
    )


def staff_wifi() -> str:
    return pick(rnd(ALNUM, 14), f"{pick(*ROMAN).capitalize()}_{rnd(ALNUM, 8)}{digits(2)}", pw())


def merchant_pw() -> str:
    return pick(pw(), f"{pick(*ROMAN)}{pick(*ROMAN).capitalize()}{digits(4, lead=True)}", rnd(ALNUM, 12))


def router_pw() -> str:
    return pick(rnd(ALNUM, 12), pw(), f"{pick(*ROMAN)}-{rnd(LOWER + DIGITS, 6)}")


def db_pw() -> str:
    return rnd(ALNUM, pick(16, 20, 24))


def dial_combo() -> str:
    return f"R {secrets.randbelow(99) + 1} - L {secrets.randbelow(99) + 1} - R {secrets.randbelow(99) + 1}"


def line_channel_secret() -> str:
    return hexs(32)


def line_access_token() -> str:
    return rnd(B64, 171) + "="


def line_notify_token() -> str:
    return rnd(ALNUM, 43)


def shopify_admin_token() -> str:
    return "shpat_" + hexs(32)


def shopify_app_secret() -> str:
    return "shpss_" + hexs(32)


def fb_page_token() -> str:
    return "EAA" + pick("G", "B", "J", "I") + rnd(ALNUM, pick(176, 188, 196))


def omise_key(kind: str, test: bool = False) -> str:
    return f"{kind}_{'test_' if test else ''}5{rnd(LOWER + DIGITS, 18)}"


def loyverse_token() -> str:
    return hexs(32)


def ezviz_code() -> str:
    return rnd(UPPER, 6)


def card_with_cvv(prefix: str = "") -> tuple[str, str, str]:
    return groups(luhn(prefix or pick("4", "5"), 16), 4), card_expiry(), digits(3)


def backup_codes_8(n: int, sep: str = "\n") -> str:
    return sep.join(f"{digits(4)} {digits(4)}" for _ in range(n))


def thai_id(first: str = "") -> str:
    """A 13-digit Thai personal or juristic tax id with a valid check digit."""
    body = (first or str(secrets.randbelow(8) + 1)) + digits(11 if not first else 12 - len(first))
    total = sum(int(c) * (13 - i) for i, c in enumerate(body))
    return body + str((11 - total % 11) % 10)


def thai_id_dashed(tid: str) -> str:
    return f"{tid[0]}-{tid[1:5]}-{tid[5:10]}-{tid[10:12]}-{tid[12]}"


def mobile() -> str:
    return f"0{pick('6', '8', '9')}{digits(1)}-{digits(3)}-{digits(4)}"


def mobile_intl() -> str:
    return f"+66 {pick('6', '8', '9')}{digits(1)} {digits(3)} {digits(4)}"


def kbank_account() -> str:
    n = digits(10)
    return f"{n[:3]}-{n[3]}-{n[4:9]}-{n[9]}"


def receipt_no() -> str:
    return f"{secrets.randbelow(3) + 1}-{secrets.randbelow(9000) + 1000}"


def grab_order() -> str:
    return f"A-{rnd(UPPER + DIGITS, 10)}"


def lm_order() -> str:
    return f"LMF{digits(9, lead=True)}"


def slip_ref() -> str:
    return f"{digits(12, lead=True)}{pick('ATF', 'BTF', 'APM', 'BPM', 'BOR')}{digits(5)}"


def date_th() -> str:
    return f"{secrets.randbelow(28) + 1} {pick(*MONTHS_TH)} {pick('67', '68')}"


def date_iso() -> str:
    return f"{pick('2024', '2025')}-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}"


def baht() -> str:
    return f"{secrets.randbelow(40000) + 40:,}.{pick('00', '50', '25')}"


def laravel_session() -> str:
    payload = f'{{"iv":"{b64(secrets.token_bytes(16))}","value":"{b64(secrets.token_bytes(48))}","mac":"{hexs(64)}","tag":""}}'
    return b64(payload.encode()).replace("=", "%3D")


def hik_serial() -> str:
    return f"DS-2CD1{pick('023', '043', '143')}G0-I{pick('2021', '2022', '2023')}{digits(4)}AAWR{rnd(UPPER + DIGITS, 9)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "pos_admin_password",
        f"POS admin (Loyverse back office)\nuser: noi.baankafe@gmail.com\npass: {pos_pw()}",
        f"รหัสแอดมินเครื่อง POS หน้าร้าน = {pos_pw()}  ห้ามบอกน้องพาร์ทไทม์นะ",
        f"pos admin pw chaged today!! new one -> {pos_pw()}",
        f"| ระบบ | user | รหัส |\n|---|---|---|\n| POS หน้าร้าน | admin | {pos_pw()} |\n| เครื่องพิมพ์ใบเสร็จ | - | - |",
        f"rahat admin POS (tablet counter)\n{pos_pw()}\n(manager only, Ploy mai roo)",
    )

    r.add(
        "line_oa_channel_secret",
        f"LINE OA (Messaging API) Channel secret: {line_channel_secret()}",
        f"channel secret ของ LINE OA ร้าน @baankafe\n{line_channel_secret()}",
        f"```env\nLINE_CHANNEL_ID=16{digits(8)}\nLINE_CHANNEL_SECRET={line_channel_secret()}\n```",
        f"line oa secret (ใช้ตรวจ signature webhook) -> {line_channel_secret()} อย่าโพสต์ในกลุ่มนะ",
        f'{{"channelId": "16{digits(8)}", "channelSecret": "{line_channel_secret()}"}}',
    )

    r.add(
        "line_oa_channel_access_token",
        f"LINE channel access token (long-lived)\n{line_access_token()}",
        f"โทเคน LINE OA ออกใหม่เมื่อวาน: {line_access_token()}",
        f"curl -X POST https://api.line.me/v2/bot/message/broadcast -H 'Authorization: Bearer {line_access_token()}' -H 'Content-Type: application/json' -d @promo_songkran.json",
        f"line_bot:\n  channel_id: \"16{digits(8)}\"\n  channel_access_token: \"{line_access_token()}\"",
        f"token line oa อันใหม่ (อันเก่า revoke แล้ว) {line_access_token()}",
    )

    r.add(
        "kplus_pin",
        f"K PLUS PIN: {pin(6)}",
        f"รหัส K PLUS ของร้าน {pin(6)} (บัญชีกสิกรร้าน)",
        f"kplus pin mai {pin(6)} — pin kao lyym laew",
        f"เปลี่ยน pin kplus แล้ววว\n{pin(6)}",
        f"KBank app (K+) 6 digit = {pin(6)} อย่าใช้วันเกิดอีก!",
    )

    r.add(
        "promptpay_pin",
        f"เป๋าตัง / PromptPay PIN {pin(6)}",
        f"promptpay app pin = {pin(6)} (มือถือเครื่องร้าน)",
        f"PIN พร้อมเพย์ ในแอพ Krungthai NEXT: {pin(6)}",
        f"pp pin {pin(6)} ja",
    )

    r.add(
        "guest_wifi_password",
        f"WiFi ลูกค้า\nSSID: BaanKafe_Guest\nPass: {guest_wifi()}",
        f"wifi for customer = {guest_wifi()} (change evry month, next change 1st)",
        f"รหัสไวไฟลูกค้าเดือนนี้ {guest_wifi()} เขียนบนกระดานหน้าร้านด้วย",
        f"Guest wifi pw: {guest_wifi()}",
        f"ไวไฟ BaanKafe-5G รหัส {guest_wifi()}",
    )

    r.add(
        "staff_wifi_password",
        f"WiFi พนักงาน (BaanKafe_Staff) : {staff_wifi()} ห้ามให้ลูกค้า!!",
        f"staff wifi pass {staff_wifi()}",
        f"WIFI:T:WPA;S:BaanKafe_Staff;P:{staff_wifi()};;",
        f"rahat wifi staff (POS + printer chai an nee)\n{staff_wifi()}",
        f"ตั้งค่าเครื่องพิมพ์ครัว: SSID BaanKafe_Office / WPA2 key {staff_wifi()}",
    )

    r.add(
        "safe_combination",
        f"ตู้เซฟหลังร้าน: {dial_combo()}",
        f"safe combo (dial) {dial_combo()}  หมุนขวาก่อน",
        f"รหัสตู้เซฟ\n{pin(6)}\nกด # ต่อท้าย",
        f"Safe code = {pin(8)} only me + P'Jo roo",
        f"ตู้เซฟใหม่ เปลี่ยนรหัสแล้ว -> {pin(6)}",
    )

    r.add(
        "cctv_app_login",
        f"กล้องวงจรปิด Hik-Connect\nuser: baankafe.cm@gmail.com\npass: {pw()}",
        f"CCTV app login (EZVIZ) : noi_kafe / {pw()}",
        f"NVR admin password {pw()}  (เข้าจากจอในห้องเก็บของ)",
        f"กล้อง cctv app user admin รหัส {pw()} ช่างตั้งให้ เปลี่ยนแล้วนะ",
        f"cctv:\n  url: http://nvr.baankafe.internal\n  user: admin\n  pass: {pw()}",
    )

    r.add(
        "cctv_device_verification_code",
        f"EZVIZ verification code (ใต้กล้อง) {ezviz_code()} ใช้ถอดรหัสวีดีโอ",
        f"กล้องหน้าร้าน verification code: {ezviz_code()}",
        f"camera kitchen - verify code {ezviz_code()} (sticker hai laew, jot here)",
        f"ezviz encryption password กล้อง C6N ที่เคาน์เตอร์ = {ezviz_code()}",
    )

    r.add(
        "shopify_admin_api_token",
        f"Shopify admin API access token (custom app 'stock sync'): {shopify_admin_token()}",
        f"export SHOPIFY_ADMIN_TOKEN={shopify_admin_token()}\nexport SHOP=baankafe-acme.myshopify.com",
        f"โทเคน shopify ที่น้องแบงค์สร้างให้ (ดูได้ครั้งเดียว!!) {shopify_admin_token()}",
        f"curl -H 'X-Shopify-Access-Token: {shopify_admin_token()}' https://baankafe-acme.myshopify.com/admin/api/2024-10/orders.json?status=any",
        f'{{"shop": "baankafe-acme.myshopify.com", "access_token": "{shopify_admin_token()}"}}',
    )

    r.add(
        "shopify_api_secret",
        f"Shopify app API secret key: {shopify_app_secret()}",
        f"SHOPIFY_API_KEY={hexs(32)}\nSHOPIFY_API_SECRET={shopify_app_secret()}",
        f"secret ของแอพ shopify ใช้ verify hmac webhook\n{shopify_app_secret()}",
        f"api secret (app 'line-order-bridge') -> {shopify_app_secret()} อย่าส่งทางไลน์",
    )

    r.add(
        "grab_merchant_login",
        f"GrabMerchant login\n  phone: {mobile()}\n  pass: {merchant_pw()}",
        f"แกร็บ merchant รหัส {merchant_pw()}",
        f"grab mex pw {merchant_pw()} (ใช้ในแท็บเล็ตรับออเดอร์)",
        f"Grab merchant portal – email noi@baankafe.example – password {pw()}",
        f"รหัสเข้าแอพ GrabMerchant เปลี่ยนใหม่เพราะ Fah ลาออก: {merchant_pw()}",
    )

    r.add(
        "lineman_merchant_login",
        f"LINE MAN (Wongnai Merchant App) user {mobile()} pw {merchant_pw()}",
        f"ไลน์แมน ร้านค้า รหัสผ่าน: {pw()}",
        f"lineman merchant\n{merchant_pw()}",
        f"wongnai merchant app login: baankafe.cm / {merchant_pw()}",
        f"- grab: ดูอีกโน้ต\n- lineman: {merchant_pw()}\n- foodpanda: เลิกใช้แล้ว",
    )

    r.add(
        "alarm_code",
        f"รหัสกันขโมย (alarm) {pin(4)} กดแล้วรอไฟเขียว",
        f"alarm disarm code: {pin(6)}",
        f"สัญญาณกันขโมย ปิด = {pin(4)}#  เปิด = กดค้างปุ่ม ARM",
        f"Alarm code for cleaner (Pi Daeng) {pin(4)} — change if she stop coming",
    )

    r.add(
        "door_keypad_code",
        f"ประตูหลังร้าน keypad {pin(4)}#",
        f"back door code {pin(6)}",
        f"รหัสประตูห้องเก็บของ: {pin(4)} (ห้องเก็บเมล็ดกาแฟ)",
        f"door lock rahat {pin(6)} mai tong bok lukka",
        f"smart lock ประตูหน้า รหัส {pin(6)} แล้วแตะนิ้ว",
    )

    r.add(
        "gmail_app_password",
        f"app password ของ Gmail ร้าน (ใช้ใน POS ส่งใบเสร็จทาง email): {app_password()}",
        f"SMTP\nhost smtp.gmail.com\nuser baankafe.cm@gmail.com\npass {app_password()}",
        f"รหัสแอพ google 16 ตัว {app_password()} สำหรับเครื่องถ่ายเอกสาร scan to mail",
        f"gmail app pw -> {app_password().replace(' ', '')}",
        f'EMAIL_HOST_USER = "baankafe.cm@gmail.com"\nEMAIL_HOST_PASSWORD = "{app_password()}"',
    )

    card1, exp1, cvv1 = card_with_cvv()
    card2, exp2, cvv2 = card_with_cvv("4")
    card3, exp3, cvv3 = card_with_cvv()
    card4, exp4, cvv4 = card_with_cvv()
    r.add(
        "card_number_with_cvv",
        f"บัตรเครดิตร้าน (จ่ายค่า Shopify) {card1} exp {exp1} cvv {cvv1}",
        f"visa ร้าน\n{card2}\n{exp2}  {cvv2}",
        f"card for supplier online order: {card3} / {exp3} / CVV {cvv3}",
        f"บัตรเดบิต kbank {card4} หมดอายุ {exp4} เลขหลังบัตร {cvv4}",
    )

    r.add(
        "line_notify_token",
        f"LINE Notify token (แจ้งเตือนออเดอร์เข้ากลุ่มพนักงาน): {line_notify_token()}",
        f"curl -X POST -H 'Authorization: Bearer {line_notify_token()}' -F 'message=ออเดอร์ใหม่' https://notify-api.line.me/api/notify",
        f"notify token grp kitchen\n{line_notify_token()}",
        f"LINE_NOTIFY_TOKEN={line_notify_token()}",
        f"โทเคนไลน์โนติฟาย กลุ่ม 'ของหมด' = {line_notify_token()}",
    )

    r.add(
        "facebook_page_token",
        f"FB page access token (เพจ Baan Kafe Doi) {fb_page_token()}",
        f"page token ที่ใช้ auto-post เมนูใหม่: {fb_page_token()}",
        f'META_PAGE_TOKEN="{fb_page_token()}"',
        f"facebook token long-lived (60 วัน) หมดประมาณ {date_th()}\n{fb_page_token()}",
    )

    r.add(
        "account_backup_codes",
        f"Google backup codes (baankafe.cm@gmail.com)\n{backup_codes_8(10)}",
        f"รหัสสำรอง google ใช้ไปแล้ว 2 อัน ที่เหลือ:\n{backup_codes_8(8)}",
        f"backup codes gmail ร้าน: {backup_codes_8(5, ', ')}",
        f"- [ ] print ไปเก็บในเซฟ\n{recovery_codes(6, 'digits')}",
        f"IG @baankafe.doi backup codes: {', '.join(digits(8) for _ in range(5))}",
    )

    r.add(
        "totp_seed",
        f"Shopify 2FA secret (ถ้าเปลี่ยนมือถือต้องใช้อันนี้): {groups(totp_seed().lower(), 4)}",
        f"otpauth://totp/Shopify:noi@baankafe.example?secret={totp_seed()}&issuer=Shopify",
        f"2fa key grab merchant {totp_seed()}",
        f"google authenticator setup key (เพจ facebook)\n{groups(totp_seed(), 4)}",
        f"TOTP seed สำหรับ Loyverse owner account = {totp_seed()}",
    )

    r.add(
        "omise_secret_key",
        f"Omise secret key (เว็บขายเมล็ดกาแฟออนไลน์): {omise_key('skey')}",
        f"OMISE_PUBLIC_KEY={omise_key('pkey')}\nOMISE_SECRET_KEY={omise_key('skey')}",
        f"omise skey live {omise_key('skey')} !! อย่าใส่ใน javascript",
        f"curl https://api.omise.co/charges -u {omise_key('skey')}: -d amount=35000 -d currency=thb -d card=tokn_test_{rnd(LOWER + DIGITS, 19)}",
        f"secret key omise (test mode ลองระบบ) {omise_key('skey', test=True)}",
    )

    r.add(
        "router_admin_password",
        f"เราเตอร์ True (192.168.1.1) admin / {router_pw()}",
        f"router login\nuser: admin\npass: {router_pw()}",
        f"หน้าตั้งค่า router รหัสใหม่ {router_pw()} (อันเดิมเป็นค่าโรงงาน)",
        f"AIS fibre router admin pw = {pw()}",
        f"TP-Link Deco app acct: baankafe.cm@gmail.com pass {pw()}",
    )

    r.add(
        "website_db_credentials",
        f"DATABASE_URL=mysql://baankafe_wp:{db_pw()}@db.baankafe.internal:3306/baankafe_wp",
        f"wp-config ของเว็บร้าน\ndefine( 'DB_USER', 'kafe_wp' );\ndefine( 'DB_PASSWORD', '{db_pw()}' );",
        f"ฐานข้อมูลรายงานยอดขาย postgres://pos_report:{db_pw()}@reports.baankafe.internal:5432/sales",
        f"mysql -h db.baankafe.internal -u kafe_admin -p'{db_pw()}' kafe_shop",
        f"db:\n  host: db.acme.internal\n  user: shop\n  password: {db_pw()}",
    )

    words = seed_phrase(12).split()
    r.add(
        "wallet_seed_phrase",
        f"seed phrase กระเป๋า MetaMask 12 คำ:\n{seed_phrase(12)}",
        f"recovery phrase wallet rub tip crypto: {seed_phrase(12)}",
        "คำกู้คืน wallet (เขียนลงกระดาษแล้วด้วย)\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(words, 1)),
        f"trust wallet seed (24) {seed_phrase(24)}",
    )

    r.add(
        "discord_webhook_url",
        f"discord webhook ช่อง #orders: {discord_webhook()}",
        f"webhook แจ้งเตือนของหมด\n{discord_webhook()}",
        f"curl -H 'Content-Type: application/json' -d '{{\"content\":\"stock low: นมสด\"}}' {discord_webhook()}",
        f"DISCORD_WEBHOOK_URL={discord_webhook()}",
    )

    r.add(
        "pos_session_cookie",
        f"cookie back office (ให้น้องแบงค์ debug) sessionid={rnd(LOWER + DIGITS, 32)}",
        f"Cookie: _secure_admin_session_id={hexs(32)}  (admin shopify ยังล็อกอินอยู่)",
        f"curl -b 'laravel_session={laravel_session()}' https://pos.baankafe.example/admin/reports/daily",
        f"session cookie (ยังไม่หมดอายุ) connect.sid=s%3A{rnd(URLSAFE, 32)}.{b64(secrets.token_bytes(32)).rstrip('=')}",
    )

    r.add(
        "loyverse_api_token",
        f"Loyverse API access token: {loyverse_token()}",
        f"curl -H 'Authorization: Bearer {loyverse_token()}' 'https://api.loyverse.com/v1.0/receipts?limit=50'",
        f"โทเคน loyverse (ดึงยอดขายเข้า google sheet) {loyverse_token()}",
        f"const LOYVERSE_TOKEN = '{loyverse_token()}';  // apps script",
        f"loyverse token ใหม่ เปลี่ยนเมื่อ {date_th()}\n{loyverse_token()}",
    )

    r.add(
        "vps_ssh_private_key",
        f"กุญแจ ssh เข้าเซิร์ฟเว็บ (น้องแบงค์ให้ไว้)\n{openssh_private()}",
        f"~/.ssh/baankafe_vps\n{openssh_private()}",
        f"id_ed25519 for web.baankafe.example:\n{openssh_private()}",
        f"{pem('RSA PRIVATE KEY', 6)}\n^ key เก่าของ vps ยังใช้อยู่",
    )

    r.add(
        "rd_efiling_password",
        f"ยื่นภาษีออนไลน์ (กรมสรรพากร) เลขผู้เสียภาษี {thai_id()} รหัสผ่าน {pw()}",
        f"rd efiling pw: {pw()}",
        f"รหัสเข้าระบบ e-Filing ของร้าน (ภ.พ.30)\n{pw()}",
        f"efiling login: {thai_id('0505')} / {pw()}",
        f"ภาษีมูลค่าเพิ่ม online รหัส {pw()} — ต้องเปลี่ยนทุก 90 วัน",
    )

    r.add(
        "atm_pin",
        f"ATM PIN บัตรร้าน {pin(4)}",
        f"รหัสบัตร atm กรุงเทพ {pin(6)}",
        f"pin atm (บัตรเดบิตร้าน SCB) = {pin(6)}",
        f"atm {pin(4)} / kplus ดูอีกโน้ต",
        f"บัตรถอนเงินทอน pin: {pin(4)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "pos_receipt_number",
        f"ใบเสร็จ #{receipt_no()} ลูกค้าขอคืนเงิน 65 บาท (ลาเต้เย็นหวานไป)",
        f"receipt no. {receipt_no()} void แล้ว - พิมพ์ผิด",
        f"เลขที่ใบเสร็จ {receipt_no()}, {receipt_no()}, {receipt_no()} ต้องออกใบกำกับภาษีเต็มรูป",
        f"refund receipt {receipt_no()} total ฿{baht()}",
        f"POS receipt {receipt_no()}\nvoid by: Ploy\nreason: double charge",
    )

    r.add(
        "thai_tax_id",
        f"เลขประจำตัวผู้เสียภาษีร้าน {thai_id('0505')}",
        f"Tax ID (supplier นมสด) {thai_id_dashed(thai_id('0105'))}",
        f"ใบกำกับภาษี: เลขผู้เสียภาษี {thai_id('0105')} สาขา 00000 (สำนักงานใหญ่)",
        f"tax id ลูกค้าบริษัท acme (ขอใบกำกับทุกเดือน): {thai_id('0105')}",
        f"TIN {thai_id('0505')} / branch 00001",
    )

    r.add(
        "thai_phone_number",
        f"เบอร์ร้าน 053-{digits(3)}-{digits(3)}",
        f"P'Jo ช่างแอร์ {mobile()}",
        f"supplier milk: {mobile()} (call before 10am)",
        f"โทร Grab merchant support 02-{digits(3)}-{digits(4)} กด 2",
        f"LINE ส่วนตัวใช้เบอร์ {mobile_intl()}",
    )

    r.add(
        "table_booking_ref",
        f"จองโต๊ะ {date_th()} 14:00 8 คน ref BK{digits(6)}",
        f"booking ref {rnd(UPPER + DIGITS, 6)} - workshop latte art (4 ppl)",
        f"Booking: BKF-{digits(5)} ชื่อคุณมิ้นท์ มัดจำแล้ว",
        f"จองห้องประชุมเล็ก ref# {rnd(UPPER + DIGITS, 8)} โอนมัดจำ 500 แล้ว",
        f"reservation confirm no. {digits(7)} (อีเมลจาก booking.baankafe.example)",
    )

    r.add(
        "grabfood_order_id",
        f"GrabFood order {grab_order()} ลูกค้าบอกได้ไม่ครบ ขาดครัวซองต์",
        f"GF-{digits(3)} ยกเลิก (ไรเดอร์ไม่มา)",
        f"grab order id {grab_order()} - complain, refund 89",
        f"ออเดอร์แกร็บ {grab_order()}\nยอด {baht()} ฿\nGP 30%",
        f"Grab booking {grab_order()} / short code GF-{digits(3)}",
    )

    r.add(
        "lineman_order_number",
        f"LINE MAN order #{lm_order()} ลูกค้าขอไม่ใส่หลอด",
        f"ไลน์แมน ออเดอร์ {lm_order()} ไรเดอร์ทำน้ำหก ขอชดเชย",
        f"lineman order {lm_order()} ({date_iso()}) ยอด {baht()}",
        f"- {lm_order()} ok\n- {lm_order()} ok\n- {lm_order()} ลูกค้ายกเลิก",
        f"wongnai order no {lm_order()} รีวิว 1 ดาว ต้องตอบ",
    )

    r.add(
        "parcel_tracking_number",
        f"ส่งเมล็ดกาแฟให้ลูกค้ากรุงเทพ EMS {s10('E' + pick('F', 'X', 'Y'), 'TH')}",
        f"tracking ไปรษณีย์ลงทะเบียน {s10('R' + pick('B', 'R', 'L'), 'TH')}",
        f"Flash Express TH{digits(11, lead=True)}{pick('A', 'B', 'C')} ของถึงแล้ว",
        f"เลขพัสดุ Kerry KER{rnd(UPPER + DIGITS, 10)} (แก้วเซรามิก 12 ใบ)",
        f"order #{1000 + secrets.randbelow(900)} shipped, track: {s10('EF', 'TH')}",
    )

    r.add(
        "bank_account_for_transfers",
        f"โอนค่าเมล็ดกาแฟ: กสิกร {kbank_account()} ชื่อ บจก. ดอยสเตชั่น",
        f"บัญชีร้านให้ลูกค้าโอน KBank {kbank_account()} ชื่อบัญชี บ้านกาแฟดอย",
        f"SCB {digits(3)}-{digits(6)}-{digits(1)} - ค่าเช่าที่ (เจ้าของตึก)",
        f"bank acct for refund customer: BBL {digits(3)}-{digits(1)}-{digits(5)}-{digits(1)}",
        f"ให้ supplier โอนคืนเข้า กรุงไทย {digits(3)}-{digits(1)}-{digits(5)}-{digits(1)}",
    )

    r.add(
        "promptpay_receiving_id",
        f"พร้อมเพย์ร้าน (ไว้รับเงิน) {mobile()}",
        f"PromptPay ID: {thai_id('0505')} (เลขนิติบุคคล)",
        f"QR พร้อมเพย์หน้าเคาน์เตอร์ผูกกับเบอร์ {mobile()}",
        f"promptpay e-wallet id for tips: 004{digits(12)}",
    )

    r.add(
        "masked_card_last4",
        f"บัตรที่ผูกกับ Shopify: Visa •••• {digits(4)}",
        f"card ending {digits(4)} exp {card_expiry()} — ต่ออายุแล้ว",
        f"ลูกค้าจ่ายบัตร xxxx-xxxx-xxxx-{digits(4)} ยอด {baht()}",
        f"**** **** **** {digits(4)} (Mastercard ร้าน)",
        f"EDC slip: CARD NO. 4{digits(5)}XXXXXX{digits(4)} APPR CODE {digits(6)} AMT {baht()}",
    )

    r.add(
        "line_oa_public_ids",
        f"LINE OA: @{digits(3)}{rnd(LOWER, 5)} (เพิ่มเพื่อนรับส่วนลด 10%)",
        f"Channel ID 16{digits(8)} (ไม่ใช่ secret นะ ใส่ในเว็บได้)",
        f"LIFF ID {digits(10, lead=True)}-{rnd(ALNUM, 8)} เมนูสั่งล่วงหน้า",
        f"line user id ของลูกค้าประจำ (พี่ต้น) U{hexs(32)}",
        f"ป้ายหน้าร้าน: แอดไลน์ @baankafe หรือสแกน QR, Basic ID @{digits(3)}{rnd(LOWER, 5)}",
    )

    r.add(
        "shopify_order_ids",
        f"Shopify order #{1000 + secrets.randbelow(9000)} ส่ง EMS แล้ว",
        f"gid://shopify/Order/{digits(13, lead=True)}",
        f"https://baankafe-acme.myshopify.com/admin/orders/{digits(13, lead=True)} ← คืนเงินบางส่วน 120 ฿",
        f"draft order D{digits(3, lead=True)} ของบริษัท acme (เมล็ด 5 กก.)",
    )

    r.add(
        "shopify_storefront_public_token",
        f"Storefront API token (public, ใส่ใน JS ได้ตามคู่มือ): {hexs(32)}",
        f"const client = createStorefrontApiClient({{storeDomain: 'baankafe-acme.myshopify.com', apiVersion: '2024-10', publicAccessToken: '{hexs(32)}'}});",
        f"X-Shopify-Storefront-Access-Token: {hexs(32)} (public token ของหน้าเมนู headless)",
        f"storefront public token {hexs(32)} — อันนี้ไม่ลับ อยู่ในหน้าเว็บอยู่แล้ว",
    )

    r.add(
        "omise_public_key",
        f"Omise public key (ใส่หน้า checkout) {omise_key('pkey')}",
        f"OmiseCard.configure({{ publicKey: '{omise_key('pkey')}' }});",
        f"pkey omise: {omise_key('pkey', test=True)} ← public key ไม่ใช่ secret",
        f'<script type="text/javascript" src="https://cdn.omise.co/omise.js" data-key="{omise_key("pkey")}" data-amount="12000" data-currency="THB"></script>',
    )

    r.add(
        "analytics_pixel_id",
        f"GA4 measurement id G-{rnd(UPPER + DIGITS, 10)}",
        f"Meta pixel id ของเพจ {digits(15, lead=True)}",
        f"GTM container: GTM-{rnd(UPPER + DIGITS, 7)} (ติดในธีม shopify แล้ว)",
        f"gtag('config', 'AW-{digits(10, lead=True)}'); // google ads conversion",
    )

    r.add(
        "env_var_name_reference",
        "LINE_CHANNEL_SECRET ตั้งใน Render แล้ว อย่าใส่ในโค้ด ใช้ process.env.LINE_CHANNEL_SECRET",
        "export SHOPIFY_ADMIN_TOKEN=\"$(cat ~/.secrets/shopify_token)\"",
        "token = os.environ['LOYVERSE_TOKEN']  # อ่านจาก env เท่านั้น",
        "services:\n  web:\n    environment:\n      DB_PASSWORD: ${DB_PASSWORD}\n      OMISE_SECRET_KEY: ${OMISE_SECRET_KEY}",
        "OMISE_SECRET_KEY=   (ว่างไว้ ใส่ตอน deploy)",
    )

    r.add(
        "password_manager_reference",
        "รหัส POS admin อยู่ใน Bitwarden โฟลเดอร์ 'ร้าน' ชื่อ 'POS admin'",
        "K PLUS pin: จำเอง ไม่จดที่ไหนเลย",
        "wifi staff pass -> ดูใน 1Password item 'BaanKafe_Staff'",
        "op://BaanKafe/Shopify Admin Token/credential",
        f"รหัสตู้เซฟอยู่ในซองปิดผนึก เก็บที่ตู้นิรภัยธนาคาร (ตู้เบอร์ {digits(3, lead=True)})",
    )

    r.add(
        "ci_secret_placeholder",
        "- name: deploy theme\n  env:\n    SHOPIFY_CLI_THEME_TOKEN: ${{ secrets.SHOPIFY_CLI_THEME_TOKEN }}\n    SHOPIFY_FLAG_STORE: baankafe-acme.myshopify.com",
        "Authorization: Bearer ${{ secrets.LINE_CHANNEL_ACCESS_TOKEN }}",
        "channel_access_token: <ใส่โทเคนตรงนี้>",
        "wifi staff password: ******** (ถามพี่น้อย)",
        ".env.example\nLINE_CHANNEL_SECRET=your_channel_secret_here\nLOYVERSE_TOKEN=changeme",
    )

    r.add(
        "expired_sms_otp",
        f"OTP {digits(6)} (Ref: {rnd(UPPER, 4)}) หมดอายุแล้ว ขอใหม่",
        f"กสิกร OTP {digits(6)} ref {rnd(UPPER, 4)} ใช้แล้วตอน 14:02",
        f"grab otp {digits(6)} expired, ignore",
        f"รหัส OTP ตอนเปลี่ยนเบอร์ {digits(6)} ใช้ไปแล้วเมื่อวาน",
        f"LINE verification code {digits(6)} — used to login new phone, not valid anymore",
    )

    r.add(
        "app_firmware_version",
        f"Loyverse POS v2.{secrets.randbelow(60) + 10}.{secrets.randbelow(10)} (tablet counter อัปเดตแล้ว)",
        f"NVR firmware V4.{secrets.randbelow(80)}.{secrets.randbelow(100):03d} build {digits(6)}",
        f"เครื่องพิมพ์ใบเสร็จ Xprinter XP-58IIH fw {secrets.randbelow(5) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(20)}",
        f"ธีม Dawn {secrets.randbelow(4) + 12}.{secrets.randbelow(5)}.{secrets.randbelow(5)} → อย่าเพิ่งอัป",
    )

    r.add(
        "cctv_serial_number",
        f"กล้องหน้าร้าน serial {hik_serial()}",
        f"EZVIZ C6N S/N: {pick('BA', 'BD', 'F')}{digits(7)}",
        f"NVR DS-7104NI-Q1/M serial {pick('2022', '2023')}{digits(4)}CCRR{rnd(UPPER + DIGITS, 9)}WCVU ประกันถึง {date_th()}",
        f"ส่งซ่อม: กล้องครัว SN {hik_serial()}",
        f"cctv warranty card - model CS-C6N, serial no. {pick('BA', 'BD')}{digits(7)}",
    )

    r.add(
        "device_mac_address",
        f"MAC แท็บเล็ต POS {mac(upper=True)} (ต้องใส่ใน whitelist router)",
        f"printer kitchen mac {mac('-')}",
        f"reserved ip 192.168.1.{secrets.randbelow(150) + 50} -> {mac()}",
        f"กล้อง #3 MAC {mac(upper=True)}",
    )

    r.add(
        "theme_git_commit",
        f"ธีมร้านเวอร์ชันที่ใช้อยู่ commit {hexs(40)}",
        f"git revert {hexs(7)}  # ปุ่มสั่งซื้อพัง",
        f"น้องแบงค์ deploy {hexs(7)} เมื่อ {date_th()} (เพิ่มเมนูเค้ก)",
        f"https://git.baankafe.example/noi/theme/commit/{hexs(40)}",
    )

    r.add(
        "firmware_sha256",
        f"firmware NVR ที่ดาวน์โหลด sha256: {hexs(64)}",
        f"sha256sum digicap.dav\n{hexs(64)}  digicap.dav",
        f"checksum ไฟล์ backup เมนู (md5) {hexs(32)}",
        f"โหลด POS apk มา เช็ค SHA-256 = {hexs(64).upper()} ตรงกับเว็บ",
    )

    r.add(
        "uuid_in_link",
        f"ใบเสร็จออนไลน์ของลูกค้า https://receipts.baankafe.example/r/{uid()}",
        f"menu QR → https://menu.baankafe.example/t/{uid()}",
        f"แบบฟอร์มสมัครงาน https://forms.acme.test/f/{uid()}",
        f"loyverse item id {uid()} (ลาเต้เย็น)",
        f"booking link: https://booking.baankafe.example/reservation/{uid()}?lang=th",
    )

    r.add(
        "ssh_public_key_fingerprint",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} noi@macbook  (public key ให้ hosting)",
        f"host key fingerprint ของ vps {ssh_fingerprint()} (ED25519) ตอน ssh ครั้งแรกให้เช็คกับอันนี้",
        f"authorized_keys:\nssh-rsa {ssh_pub('ssh-rsa', 270)} bank@laptop",
        f"key ของน้องแบงค์ fingerprint {ssh_fingerprint()}",
        f"เพิ่ม deploy key (public) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} theme-deploy",
    )

    r.add(
        "etax_invoice_number",
        f"ใบกำกับภาษี เลขที่ INV{pick('2567', '2568')}-{digits(5)} ลูกค้าบริษัท acme",
        f"e-Tax invoice no. ETX{digits(10, lead=True)} ส่งทางอีเมลแล้ว",
        f"ใบกำกับเต็มรูป #{pick('IV', 'TI')}{digits(6)} ยอด {baht()} VAT 7%",
        f"invoice จาก supplier เมล็ด: SI-{date_iso().replace('-', '')}-{digits(3)}",
        f"ใบลดหนี้ CN{digits(6)} อ้างอิง INV{pick('2567', '2568')}-{digits(5)}",
    )

    r.add(
        "pea_electricity_account",
        f"ค่าไฟ กฟภ. หมายเลขผู้ใช้ไฟ {digits(12, lead=True)} เดือนนี้ {baht()} บาท",
        f"PEA CA: {digits(9, lead=True)} / meter no. {digits(8)}",
        f"การประปา เลขผู้ใช้น้ำ {digits(8, lead=True)} (ต้องจ่ายก่อน {date_th()})",
        f"เน็ตร้าน AIS fibre account {digits(10, lead=True)} รอบบิล {secrets.randbelow(28) + 1}",
    )

    r.add(
        "sales_totals_and_dates",
        f"ยอดขาย {date_th()} = {baht()} บาท (เงินสด {baht()} / โอน {baht()})",
        f"{date_iso()} total {baht()} THB, 143 bills",
        f"| วัน | ยอด |\n|---|---|\n| จ. | {baht()} |\n| อ. | {baht()} |\n| พ. | {baht()} |",
        f"เงินทอนในลิ้นชักเริ่มวัน {baht()} ฿",
        f"ค่าเช่าเดือน {pick(*MONTHS_TH)} {baht()} โอน {date_iso()}",
    )

    r.add(
        "wifi_ssid_names",
        "Wi-Fi ลูกค้า: BaanKafe_Guest (รหัสอยู่บนป้ายเคาน์เตอร์ ไม่จดที่นี่)",
        "SSID staff = BaanKafe_Staff, office = BaanKafe_Office (2.4GHz only for printer)",
        f"router True model {pick('HG8145V5', 'F670Y', 'AX3000')} ช่อง 5G ชื่อ BaanKafe-5G",
        "wifi ชื่อใหม่ 'บ้านกาแฟดอย_Free' เปลี่ยนชื่ออย่างเดียว รหัสเดิม",
        f"mesh node 3 ตัว: Deco-{rnd(UPPER + DIGITS, 4)}, Deco-{rnd(UPPER + DIGITS, 4)}, Deco-{rnd(UPPER + DIGITS, 4)}",
    )

    r.add(
        "transfer_slip_reference",
        f"สลิปโอนค่านม รหัสอ้างอิง {slip_ref()}",
        f"K PLUS slip ref {slip_ref()} ยอด {baht()} ลูกค้าโอนผิด ต้องโอนคืน",
        f"เลขที่รายการ: {digits(6)}{rnd(UPPER, 3)}{digits(7)} (SCB) ค่าแก้ว",
        f"Trans ref: {slip_ref()}\nจาก: นาย ก. ***{digits(4)}\nไป: บ้านกาแฟดอย ***{digits(4)}",
        f"ตรวจสลิปปลอม: ref {slip_ref()} ไม่เจอในบัญชี!!",
    )

    r.add(
        "promo_code",
        f"โค้ดส่วนลดหน้าเพจ SONGKRAN{digits(2)} ลด 15% ถึงสิ้นเดือน",
        f"Shopify discount code: BEANS{pick('10', '15', '20')}OFF (public, โพสต์ในเพจแล้ว)",
        f"คูปอง LINE OA: KAFE{rnd(UPPER + DIGITS, 4)} ใช้ได้ 1 ครั้ง/คน",
        f"grab promo code ร้าน {rnd(UPPER, 6)}{digits(2)} — ติดโปสเตอร์หน้าร้าน",
        f"student promo STUDENT{digits(2)} = ลด 10 บาท โชว์บัตร นศ.",
    )

    return r


def main() -> None:
    write_corpora("make_heldout332.py", [
        ("heldout332_credentials.yaml", credentials(), "Held-out batch 332: credentials a café owner in Chiang Mai keeps (POS, LINE OA, K PLUS and PromptPay PINs, Wi-Fi, safe and door codes, CCTV, Shopify, Omise, Loyverse, Grab and LINE MAN and more)"),
        ("heldout332_lookalikes.yaml", lookalikes(), "Held-out batch 332: a café owner's receipt numbers, tax ids, phone numbers, booking refs, order and slip references, public keys, masked cards and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
