# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout69_credentials.yaml and heldout69_lookalikes.yaml: batch 69 of the held-out corpus.

Persona: คุณนก (Siriporn), who owns Sabai Journey Travel, a three-desk travel agency in
Bangkok. She keeps her notes in Thai mixed with English: the logins of the airline agent
portals (Thai Airways, AirAsia, Bangkok Airways, Nok Air), the Amadeus sign-in, the hotel
extranets (Agoda YCS, Booking.com), the LINE Official Account, the bank apps (K PLUS, SCB
Easy, the PromptPay merchant app), the Facebook page, the Shopee shop, the office Wi-Fi, the
CCTV DVR and the door keypad. Her look-alikes are the numbers a travel desk lives on: PNRs,
13-digit e-ticket numbers, hotel confirmations, company tax ids printed on receipts,
PromptPay ids given to customers, LINE OA ids, tour codes, invoice numbers, Buddhist-era
dates, amounts in บาท, phone numbers and sample passport numbers.

The batch was written blind: its author never saw the detector, its rules or its other
corpora. Every value is synthetic and drawn at run time from the `secrets` module; hosts are
under `.example`, `.internal`, `.test` or acme. Run `python make_heldout69.py` from this
folder to redraw.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    pick,
    rnd,
    uid,
    write_corpora,
)

DOMAIN = "sabaijourney.example"
WORDS = ["Sabai", "Nok", "Malee", "Chaba", "Lamyai", "Mango", "Tuktuk", "Sawasdee", "Siam",
         "Chang", "Somtam", "Durian", "Phuket", "Krabi", "Samui", "Chiangmai", "Journey", "Kaew"]
LETTERS_PNR = "ABCDEFGHJKLMNPQRSTUVWXYZ"
PLUS = "23456789CFGHJMPQRVWX"
MONTHS_TH = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
MONTHS_EN = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def hpw() -> str:
    """A password a small-business owner picks: a word, a year (often Buddhist era), a symbol."""
    word = secrets.choice(WORDS)
    return secrets.choice([
        f"{word}{secrets.choice(['@', '#', '_', '.', ''])}{secrets.choice([str(2500 + secrets.randbelow(70)), digits(4), digits(2)])}{secrets.choice(['', '!', '*'])}",
        f"{word.lower()}{digits(secrets.choice([3, 4, 6]))}",
        rnd(ALNUM + "!@#", 12),
        f"{word}{secrets.choice(WORDS)}{digits(2)}!",
        f"{rnd(LOWER + ';[]', 7)}{digits(3)}",
    ])


def pin(n: int = 6) -> str:
    return digits(n)


def phone() -> str:
    return f"0{pick('6', '8', '9')}{digits(1)}-{digits(3)}-{digits(4)}"


def thai_id(prefix: str) -> str:
    """A 13-digit Thai id (a company's tax id when the prefix is 0105) with a valid check digit."""
    body = prefix + digits(12 - len(prefix))
    total = sum(int(c) * (13 - i) for i, c in enumerate(body))
    return body + str((11 - total % 11) % 10)


def dashed_id(n: str) -> str:
    return f"{n[0]}-{n[1:5]}-{n[5:10]}-{n[10:12]}-{n[12]}"


def tax_id() -> str:
    return thai_id("0105" + pick("5", "6"))


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def crc16(text: str) -> str:
    crc = 0xFFFF
    for byte in text.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def promptpay_qr(target: str, amount: str | None = None) -> str:
    """The EMVCo payload of a PromptPay QR code for a phone number or a tax id."""
    account = tlv("02", target) if len(target) == 13 else tlv("01", "0066" + target[1:])
    body = (tlv("00", "01") + tlv("01", "12" if amount else "11")
            + tlv("29", tlv("00", "A000000677010111") + account)
            + tlv("53", "764") + (tlv("54", amount) if amount else "") + tlv("58", "TH") + "6304")
    return body + crc16(body)


def pnr() -> str:
    return pick(rnd(LETTERS_PNR, 6), rnd(LETTERS_PNR + "23456789", 6))


def eticket(code: str | None = None, dash: bool = True) -> str:
    code = code or pick("217", "829", "176", "618", "160", "131")
    return f"{code}-{digits(10)}" if dash else f"{code}{digits(10)}"


def be_date() -> str:
    return f"{secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1:02d}/25{pick('67', '68', '69')}"


def be_date_th() -> str:
    return f"{secrets.randbelow(28) + 1} {pick(*MONTHS_TH)} {pick('67', '68', '2568', '2569')}"


def baht(lo: int = 500, hi: int = 150000) -> str:
    return f"{lo + secrets.randbelow(hi - lo):,}"


def passport() -> str:
    return rnd(UPPER, 2) + digits(7)


def flight() -> str:
    return pick(f"TG {digits(3, True)}", f"FD {digits(4, True)}", f"PG {digits(3, True)}", f"DD {digits(3, True)}", f"SL {digits(3, True)}", f"WE {digits(3, True)}")


def line_oa() -> str:
    return "@" + digits(3) + rnd(LOWER, 4) + pick("", digits(1))


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def credentials() -> Rows:
    r = Rows()
    r.add("thai_airways_agent",
          f"TG agent portal ยูสเซอร์ BKK{digits(5)} รหัสผ่าน {hpw()}",
          f"Thai Airways eBiz login\nAgent code: BKK{digits(5)}\nUser: sabaijourney_{pick('nok', 'prae')}\nPassword: {hpw()}\nต้องเปลี่ยนทุก 90 วัน",
          f"พาสเวิร์ดเว็บการบินไทยของน้องแพร = {hpw()} (ยูสเซอร์ prae.sj)")
    r.add("airasia_agent",
          f"AirAsia agent portal อีเมล booking@{DOMAIN} / {hpw()}",
          f"แอร์เอเชีย เอเจนต์\nยูสเซอร์: SJTRAVEL{digits(2)}\nรหัส: {hpw()}\nเติมเครดิตผ่าน K BIZ เท่านั้น",
          f"AirAsia Partner login ใหม่ org TH{digits(6)}, user nok.admin, pass {rnd(ALNUM + '@#', 11)}")
    r.add("bangkok_airways_agent",
          f"บางกอกแอร์เวย์ส agent: user sabaij{digits(3)} pw {hpw()}",
          f"PG agency login (for Samui blocks)\nID: SJ{digits(4)}\nPassword: {hpw()}",
          f"รหัสผ่านเว็บเอเย่นต์บางกอกแอร์ฯ ตัวใหม่ {rnd(ALNUM + '#', 10)} ยูสเซอร์เดิม sabaij")
    r.add("nokair_agent",
          f"Nok Air agent web — ยูส nokagent_{digits(4)} พาส {hpw()} วงเงิน 50,000",
          f"นกแอร์ เอเย่นต์ รีเซ็ตรหัสแล้ว ตอนนี้เป็น {hpw()} (ยูสเซอร์ยังเป็นอีเมลออฟฟิศ)",
          f"Nok Air B2B: username booking@{DOMAIN}\npassword: {rnd(ALNUM, 10)}")
    r.add("amadeus_signin",
          f"Amadeus Selling Platform Connect\nOffice ID: BKKTH28{rnd(UPPER, 2)}\nUser ID: NSIRIPORN\nPassword: {hpw()}",
          f"อะมาดิอุส sign-in ของแพร: office BKKTH28{rnd(UPPER, 2)} / user PRAEK / รหัสผ่าน {rnd(ALNUM + '!', 10)}",
          f"Amadeus ล็อกอินไม่ได้ตอนเช้า ต้อง reset — รหัสใหม่ที่ helpdesk ให้มา: {rnd(UPPER + DIGITS, 8)} แล้วเปลี่ยนเป็น {hpw()}")
    r.add("amadeus_api",
          f"Amadeus for Developers (production)\nAPI Key: {rnd(ALNUM, 32)}\nAPI Secret: {rnd(ALNUM, 16)}",
          f"AMADEUS_CLIENT_ID={rnd(ALNUM, 32)}\nAMADEUS_CLIENT_SECRET={rnd(ALNUM, 16)}\nใช้กับหน้าเช็คราคาในเว็บ",
          f"ต้นตั้ง flight search ให้ client_id {rnd(ALNUM, 32)} secret {rnd(ALNUM, 16)}")
    r.add("agoda_ycs",
          f"Agoda YCS (บ้านสวนโฮมสเตย์ ที่เราดูแลให้) username: baansuan_{digits(4)} password: {hpw()}",
          f"YCS login\nuser: nok@{DOMAIN}\npass: {hpw()}",
          f"รหัส YCS ใหม่หลังโดนล็อก {rnd(ALNUM + '#', 12)} ยูสเซอร์เดิม")
    r.add("booking_extranet",
          f"Booking.com extranet\nLogin name: SabaiJ{digits(4)}\nPassword: {hpw()}\n2FA ส่ง SMS เข้าเบอร์ออฟฟิศ",
          f"extranet booking.com ของรีสอร์ทเกาะช้าง loginname kohchang{digits(3)} / รหัส {hpw()}",
          f"พาสเวิร์ด Booking extranet เปลี่ยนแล้วเป็น {rnd(ALNUM + '!@', 14)}")
    r.add("expedia_partner",
          f"Expedia Partner Central: user sabai.partner / {hpw()}",
          f"EPC login ของโรงแรมพี่ต้อม\nusername: tom.resort@{DOMAIN}\npassword: {hpw()}",
          f"Expedia TAAP (agent) booking@{DOMAIN} รหัส {hpw()}")
    r.add("tripcom_ebooking",
          f"Trip.com eBooking ยูสเซอร์ SJT{digits(6)} รหัสผ่าน {hpw()}",
          f"Ctrip/Trip.com ebooking ของห้องพักหัวหิน: hh_villa / {rnd(ALNUM, 10)}",
          f"trip.com partner\nuser = nok.sj\npwd = {hpw()}")
    r.add("klook_merchant",
          f"Klook merchant portal (ทัวร์เกาะล้าน) อีเมล tours@{DOMAIN} พาส {hpw()}",
          f"Klook MP login: merchant {digits(6)}, user admin_sj, password {rnd(ALNUM + '@', 12)}",
          f"KLOOK_PARTNER_API_KEY={rnd(ALNUM, 32)}")
    r.add("hotelbeds_api",
          f"Hotelbeds API (test)\nApi-key: {hexs(32)}\nSecret: {rnd(ALNUM, 10)}",
          f"HOTELBEDS_API_KEY={hexs(32)}\nHOTELBEDS_SECRET={rnd(ALNUM, 10)}",
          f"ต้นบอกว่า hotelbeds ใช้ key {hexs(32)} กับ secret {rnd(ALNUM, 10)} เอาไว้ทำ X-Signature")
    r.add("line_oa_admin",
          f"LINE Official Account Manager\nLINE Business ID: {pick('nok', 'admin')}@{DOMAIN}\nรหัสผ่าน: {hpw()}",
          f"ไลน์ OA ร้าน ล็อกอินด้วยอีเมล oa@{DOMAIN} พาสเวิร์ด {hpw()} (อย่าให้ฟรีแลนซ์)",
          f"LINE OA admin ของแพร: prae.sj@{DOMAIN} / {rnd(ALNUM + '!', 11)}")
    r.add("line_channel_secret",
          f"LINE Messaging API\nChannel secret: {hexs(32)}\nChannel access token: {rnd(B64, 171)}=",
          f"LINE_CHANNEL_SECRET={hexs(32)}\nLINE_CHANNEL_ACCESS_TOKEN={rnd(B64, 171)}=",
          f"webhook บอทตอบแชทใช้ channel secret {hexs(32)}")
    r.add("line_notify",
          f"LINE Notify token กลุ่ม 'จองตั๋ว': {rnd(ALNUM, 43)}",
          f"แจ้งเตือนยอดโอนเข้ากลุ่มไลน์ Authorization: Bearer {rnd(ALNUM, 43)}",
          f"curl -X POST -H 'Authorization: Bearer {rnd(ALNUM, 43)}' -F 'message=มีออเดอร์ใหม่' https://notify-api.line.me/api/notify")
    r.add("mae_manee_pin",
          f"แอปแม่มณี (รับเงิน PromptPay หน้าร้าน) PIN {pin()}",
          f"PIN แอปร้านค้า PromptPay ที่เครื่องเคาน์เตอร์ = {pin()} ห้ามบอกพนักงานพาร์ทไทม์",
          f"Merchant app (ถุงเงิน) เบอร์ {phone()} รหัส PIN {pin()}")
    r.add("kplus",
          f"K PLUS บัญชีบริษัท PIN {pin()}",
          f"เคพลัส ของนก รหัส {pin()} (เปลี่ยนจากวันเกิดแล้ว)",
          f"K PLUS เครื่องสำรอง iPad: PIN {pin()} / รหัสเครื่อง {pin(4)}")
    r.add("scb_easy",
          f"SCB Easy\nยูสเซอร์: sabaij{digits(2)}\nพาสเวิร์ด: {hpw()}\nPIN: {pin()}",
          f"แอปไทยพาณิชย์ PIN {pin()} — ถ้าลืม ใช้ username sjtravel{digits(3)} กับรหัส {hpw()}",
          f"SCB Business Anywhere: Company ID SJ{digits(5)} User nok01 Password {rnd(ALNUM + '@', 10)}")
    r.add("krungthai_next",
          f"เป๋าตัง/Krungthai NEXT PIN {pin()}",
          f"กรุงไทย NEXT ของบัญชีค่าทัวร์ รหัสผ่าน 6 หลัก: {pin()}",
          f"Krungthai Corporate Online: company SJT{digits(4)} user nok pass {hpw()}")
    r.add("kbiz_corporate",
          f"K BIZ (บริษัท)\nCompany ID: {digits(8)}\nUser ID: SIRIPORN\nPassword: {hpw()}",
          f"KBIZ maker = แพร user PRAE{digits(2)} pass {hpw()}; approver = นก",
          f"เคบิซ รหัสใหม่ {rnd(ALNUM + '@#', 12)} (user เดิม, company id {digits(8)})")
    r.add("bbl_ibanking",
          f"Bualuang iBanking ยูสเซอร์ siriporn.sj รหัสผ่าน {hpw()}",
          f"Bangkok Bank Biz iBanking\nCorporate ID: {digits(7)}\nUser: OPERATOR1\nPassword: {hpw()}",
          f"บัวหลวง mBanking PIN {pin()}")
    r.add("truemoney_pin",
          f"ทรูมันนี่วอลเล็ตบริษัท เบอร์ {phone()} PIN {pin()}",
          f"TrueMoney ไว้จ่ายค่าวีซ่าเร่งด่วน: PIN {pin()}",
          f"ShopeePay ร้าน PIN {pin()} / รหัสผ่าน ShopeePay เหมือนกัน")
    r.add("facebook_admin",
          f"เพจ Sabai Journey — ล็อกอินเฟสของนก อีเมล siriporn.nok@{DOMAIN} รหัสผ่าน {hpw()}",
          f"Facebook แอดมินเพจสำรอง (แอคน้องแพร)\nemail: prae.fb@{DOMAIN}\npass: {hpw()}",
          f"เฟสบุ๊คเพจร้าน: {phone()} / {rnd(ALNUM + '!', 12)}")
    r.add("facebook_recovery",
          "Facebook recovery codes (แอคนก) เก็บไว้ใช้ตอนเปลี่ยนมือถือ:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
          "โค้ดกู้คืนเฟส 10 อัน ใช้ไปแล้ว 2\n" + "  ".join(digits(8) for _ in range(8)))
    r.add("facebook_page_token",
          f"Page access token สำหรับยิงแอด/แชทบอท: EAAG{rnd(ALNUM, 180)}",
          f"FB_PAGE_TOKEN=EAAB{rnd(ALNUM, 170)}\nFB_APP_SECRET={hexs(32)}",
          f"Meta app secret ของแชทบอทเพจ {hexs(32)} (app id {digits(15, True)})")
    r.add("shopee_seller",
          f"Shopee Seller Centre ร้าน sabai.souvenir\nยูสเซอร์: sabaisouvenir\nรหัสผ่าน: {hpw()}",
          f"ช้อปปี้ร้านของฝาก ล็อกอินด้วยเบอร์ {phone()} พาส {hpw()}",
          f"Shopee Open Platform partner_id {digits(7, True)} partner key {hexs(64)}")
    r.add("lazada_seller",
          f"Lazada Seller Center: sabai.shop@{DOMAIN} / {hpw()}",
          f"ลาซาด้า ร้านกระเป๋าเดินทาง รหัส {rnd(ALNUM + '@', 11)} (ยูสเซอร์เป็นอีเมลร้าน)",
          f"Lazada Open Platform app key {digits(6, True)} app secret {rnd(ALNUM, 32)}")
    r.add("office_wifi",
          f"Wi-Fi ออฟฟิศ\nSSID: SabaiJourney_5G\nรหัส: {hpw()}",
          f"ไวไฟแขก (ห้องรับรอง) SabaiJourney_Guest พาสเวิร์ด {pick('sabai', 'welcome', 'travel')}{digits(4)}",
          f"WIFI:T:WPA;S:SJ-Office;P:{rnd(ALNUM, 12)};;")
    r.add("router_admin",
          f"เราเตอร์ True fiber (192.168.1.1) admin / {rnd(ALNUM, 8)}",
          f"AIS Fibre ONT หน้า config: user admin pass {rnd(ALNUM + '@', 10)}; ช่างให้มาตอนติดตั้ง",
          f"3BB router เข้าที่ http://192.168.1.1 ยูสเซอร์ admin รหัส {hpw()}")
    r.add("cctv_dvr",
          f"กล้องวงจรปิด Hikvision DVR 192.168.1.64\nuser: admin\npassword: {hpw()}",
          f"Hik-Connect ดูกล้องจากมือถือ บัญชี cctv.sj@{DOMAIN} รหัส {hpw()}",
          f"DVR ออฟฟิศ ชั้น 2 รหัสแอดมิน {rnd(ALNUM, 10)} / ตัวต่อ NVR ชั้นล่าง {rnd(ALNUM, 9)}")
    r.add("door_keypad",
          f"รหัสประตูหน้าออฟฟิศ {pin(pick(4, 6))}#",
          f"Door keypad (ประตูหลัง) เปลี่ยนใหม่: {pin(6)} แล้วกด ✓",
          f"คีย์การ์ดหาย ใช้รหัสกดแทนได้ {pin(4)}* (แม่บ้านรู้แค่รหัส {pin(4)})")
    r.add("office_safe",
          f"ตู้เซฟเก็บพาสปอร์ตลูกค้า รหัส {secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}",
          f"เซฟดิจิทัลในห้องนก: {pin(6)} แล้วกด #; กุญแจสำรองอยู่บ้านแม่",
          f"ล็อกเกอร์เก็บเงินสดหน้าร้าน รหัส {pin(4)} (เปลี่ยนทุกต้นเดือน)")
    r.add("gmail_account",
          f"Gmail ของบริษัท sabaijourney.booking@{DOMAIN}\nรหัสผ่าน: {hpw()}",
          f"อีเมลรับ e-ticket: tickets@{DOMAIN} พาสเวิร์ด {hpw()}",
          f"Google Workspace admin (ต้นตั้งให้) admin@{DOMAIN} / {rnd(ALNUM + '!@', 14)}")
    r.add("google_app_password",
          f"App password ให้โปรแกรมส่งใบเสร็จ: {groups(rnd(LOWER, 16), 4)}",
          f"Outlook ในเครื่องแพรใช้ app password {groups(rnd(LOWER, 16), 4)} (บัญชี prae@{DOMAIN})",
          f"SMTP_USER=noreply@{DOMAIN}\nSMTP_PASS={rnd(LOWER, 16)}")
    r.add("mail_hosting",
          f"อีเมลโฮสติ้ง\nIMAP: mail.{DOMAIN}:993\nuser: booking@{DOMAIN}\npass: {hpw()}",
          f"smtp.{DOMAIN} port 587 ยูส invoice@{DOMAIN} พาส {rnd(ALNUM + '#', 12)}")
    r.add("wordpress_admin",
          f"เว็บ https://www.{DOMAIN}/wp-admin\nuser: sabaiadmin\npass: {hpw()}",
          f"WordPress หลังบ้าน ให้ฟรีแลนซ์ชั่วคราว: dev_{rnd(LOWER, 4)} / {rnd(ALNUM + '!@#', 16)}",
          f"wp-admin ของเว็บทัวร์ญี่ปุ่น ยูสเซอร์ nok รหัส {hpw()}")
    r.add("cpanel_hosting",
          f"cPanel https://{DOMAIN}:2083 user sabaijou pass {rnd(ALNUM + '@#', 14)}",
          f"โฮสติ้ง (ต่ออายุ มิ.ย.) ล็อกอิน client area: nok@{DOMAIN} / {hpw()}\nFTP: ftp.{DOMAIN} sabaijou / {rnd(ALNUM, 12)}")
    r.add("domain_registrar",
          f"โดเมน {DOMAIN} จดไว้ที่ registrar — ยูสเซอร์ sabaij รหัส {hpw()}",
          f"EPP/auth code ย้ายโดเมน: {rnd(ALNUM + '!#', 16)}")
    r.add("omise_secret",
          f"Omise (รับบัตรเครดิตบนเว็บ)\npublic: pkey_5{rnd(LOWER + DIGITS, 18)}\nsecret: skey_5{rnd(LOWER + DIGITS, 18)}",
          f"OMISE_SECRET_KEY=skey_test_5{rnd(LOWER + DIGITS, 18)}",
          f"ต้นใส่ skey_5{rnd(LOWER + DIGITS, 18)} ใน plugin WooCommerce แล้ว")
    r.add("payment_2c2p",
          f"2C2P merchant ID 764764{digits(6)}\nSecret Key: {hexs(64).upper()}",
          f"PGW 2C2P sandbox secret {hexs(64).upper()}")
    r.add("sms_gateway",
          f"ThaiBulkSMS ส่ง SMS ยืนยันการจอง\napi_key: {rnd(ALNUM, 20)}\napi_secret: {rnd(ALNUM, 30)}",
          f"SMS gateway login: sabaijourney / {hpw()} (เครดิตเหลือ 3,200)",
          f"SMS_API_KEY={rnd(ALNUM, 20)} SMS_API_SECRET={rnd(ALNUM, 30)}")
    r.add("totp_seed",
          f"Setup key Google Authenticator ของ Booking extranet: {totp_seed()}",
          f"otpauth://totp/Amadeus:NSIRIPORN?secret={rnd(BASE32, 32)}&issuer=Amadeus",
          f"2FA Facebook เพจ (คีย์ลับ ถ้าเปลี่ยนเครื่อง): {totp_seed()}")
    r.add("virtual_card",
          f"บัตรบริษัท (จ่ายค่าตั๋ว BSP ไม่ได้ใช้ credit)\n{groups(luhn('4'), 4)}\nEXP {card_expiry()} CVV {digits(3)}",
          f"VCC จาก Agoda สำหรับโรงแรมฮานอย {luhn('5')} หมดอายุ {card_expiry()} CVC {digits(3)}",
          f"บัตรเครดิตนก (ใช้จองโรงแรมญี่ปุ่น) {groups(luhn('4'), 4, '-')} {card_expiry()} รหัสหลังบัตร {digits(3)}")
    r.add("passport_zip",
          f"ไฟล์ zip สแกนพาสปอร์ตกรุ๊ปญี่ปุ่น รหัสเปิดไฟล์ {hpw()}",
          f"ส่งสำเนาพาสฯ ให้สถานทูตเป็น 7z รหัส {rnd(ALNUM, 12)} (ส่งรหัสแยกทางไลน์)",
          f"PDF ใบเสนอราคาลูกค้า VIP ใส่รหัสผ่าน {pick('SJ', 'sabai')}{digits(6)}")
    r.add("anydesk_remote",
          f"AnyDesk เครื่องเคาน์เตอร์ ID {digits(3)} {digits(3)} {digits(3)} unattended password {hpw()}",
          f"TeamViewer ของคอมแพร ID {digits(10, True)} รหัส {rnd(LOWER + DIGITS, 8)} (ตั้งเป็นถาวรแล้ว)")
    r.add("nas_admin",
          f"Synology NAS (เก็บเอกสารทัวร์) http://192.168.1.20:5000 admin / {hpw()}",
          f"QuickConnect sabaij{digits(2)} ยูส nok รหัส {rnd(ALNUM + '@', 12)}",
          f"NAS backup user: backup_sj\npassword: {rnd(ALNUM, 16)}")
    r.add("windows_pc",
          f"คอมเคาน์เตอร์ 1 ล็อกอิน Windows: SabaiUser / {hpw()}",
          f"PIN เข้าเครื่อง notebook นก {pin(6)}; รหัส BIOS {rnd(ALNUM, 8)}")
    r.add("efiling_revenue",
          f"e-Filing กรมสรรพากร (ภ.พ.30)\nผู้ใช้: {tax_id()}\nรหัสผ่าน: {hpw()}",
          f"ยื่น ภ.ง.ด.53 ออนไลน์ ใช้เลขผู้เสียภาษีบริษัท รหัสผ่าน {rnd(ALNUM + '@', 10)} (ฝนเป็นคนยื่น)",
          f"รหัสผ่าน e-Tax Invoice by Email {hpw()}")
    r.add("sso_eservice",
          f"ประกันสังคม e-service นายจ้าง: username SJ{digits(6)} password {hpw()}",
          f"sso.go.th ยื่นเงินสมทบ ยูสเซอร์ sabaijourney รหัส {rnd(ALNUM, 9)}")
    r.add("accounting_app",
          f"FlowAccount บริษัท: fon.acc@{DOMAIN} / {hpw()}",
          f"PEAK บัญชี ล็อกอินของนก nok@{DOMAIN} รหัสผ่าน {hpw()}",
          f"API key โปรแกรมบัญชี (ต่อกับเว็บ) client {rnd(ALNUM, 24)} secret {rnd(ALNUM, 40)}")
    r.add("evisa_portal",
          f"Japan eVISA agent account sabai.visa@{DOMAIN} pass {hpw()}",
          f"VFS Global (วีซ่าเชงเก้น) ยูสเซอร์ visa@{DOMAIN} รหัสผ่าน {rnd(ALNUM + '@!', 12)}",
          f"eVisa จีน agent portal ID SJ{digits(5)} รหัส {hpw()}")
    r.add("insurance_portal",
          f"ประกันเดินทาง (agent portal) รหัสตัวแทน {digits(8)} พาสเวิร์ด {hpw()}",
          f"Travel insurance B2B: user sj_agent{digits(2)} / {rnd(ALNUM + '#', 10)}")
    r.add("apple_id",
          f"Apple ID ไอโฟนร้าน (ใช้ LINE OA app) shopphone@{DOMAIN} / {hpw()}\nรหัสปลดล็อกเครื่อง {pin(6)}",
          f"iCloud ของ iPad หน้าร้าน รหัส {hpw()}")
    r.add("grab_business",
          f"Grab for Business (รับส่งลูกค้าสนามบิน) admin ops@{DOMAIN} รหัส {hpw()}",
          f"Grab Express API client_id {hexs(32)} client_secret {rnd(URLSAFE, 16)}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("pnr",
          f"ลูกค้าคุณวราภรณ์ PNR {pnr()} (TG) กับ {pnr()} (FD) ออกตั๋วแล้ว",
          f"Booking ref {pnr()} — เปลี่ยนชื่อไม่ได้ ต้อง cancel แล้วทำใหม่",
          f"กรุ๊ปเชียงใหม่ 12 ท่าน แยกเป็น 3 record: {pnr()}, {pnr()}, {pnr()}",
          f"AirAsia booking no. {rnd(UPPER + DIGITS, 6)} เพิ่มน้ำหนักกระเป๋า 20 กก. แล้ว")
    r.add("eticket",
          f"e-ticket คุณสมชาย {eticket('217')} / คุณสมหญิง {eticket('217')}",
          f"Ticket number: {eticket(dash=False)} (void ได้ถึง 23:59 วันนี้)",
          f"ตั๋ว PG {eticket('829')} ขอ refund แล้ว รอ 30-45 วัน")
    r.add("emd_voucher",
          f"EMD ค่าที่นั่ง {eticket('217')} ผูกกับตั๋ว {eticket('217')}",
          f"ค่าน้ำหนักเกิน ออก EMD เลขที่ {eticket(dash=False)} จำนวน 1,500 บาท",
          f"MCO/EMD {eticket('829')} ใช้เป็นเครดิตเปลี่ยนไฟลต์ได้ถึง {be_date()}")
    r.add("agoda_booking_id",
          f"Agoda booking ID {digits(10, True)} เช็คอิน {be_date()} 2 คืน",
          f"ลูกค้าโอนห้องจาก Agoda {digits(9, True)} → {digits(9, True)} (เปลี่ยนวัน)",
          f"Agoda booking {digits(10, True)}, Itinerary {digits(9, True)}, Property ID {digits(7, True)}")
    r.add("booking_com_confirmation",
          f"Booking.com confirmation number {digits(10, True)} — Superior Double, ฟรียกเลิกถึง {be_date()}",
          f"res_id {digits(10, True)} hotel_id {digits(7, True)} ลูกค้าขอ late check-out",
          f"ยืนยันการจอง {digits(4, True)}.{digits(3)}.{digits(3)} ของ Booking ส่งให้ลูกค้าทางไลน์แล้ว")
    r.add("hotel_confirmation",
          f"Hotel confirmation no. {rnd(UPPER, 2)}{digits(6)} (Centara Hua Hin) ห้อง Deluxe 2 ห้อง",
          f"โรงแรมที่ซัปโปโรยืนยันแล้ว Conf# {digits(8, True)}, ref ของเรา SJ-{digits(5)}",
          f"Confirmation: {digits(5, True)}-{digits(6)}-{rnd(UPPER, 1)} (Marriott Bonvoy)")
    r.add("company_tax_id",
          f"ใบกำกับภาษีออกในนาม บริษัท สบาย เจอร์นีย์ ทราเวล จำกัด เลขประจำตัวผู้เสียภาษี {dashed_id(tax_id())} สำนักงานใหญ่",
          f"Tax ID ของโรงแรมที่หัวหิน {tax_id()} สาขา 00001 (เอาไว้กรอกใน ภ.พ.30)",
          f"ลูกค้าบริษัทขอใบกำกับ: {tax_id()} บ. เอเชีย ไฟน์ ฟู้ดส์ จำกัด")
    r.add("promptpay_id_shared",
          f"โอนค่ามัดจำทัวร์ได้ที่พร้อมเพย์ {phone()} ชื่อบัญชี บจก.สบาย เจอร์นีย์",
          f"PromptPay บริษัท (เลขนิติบุคคล) {tax_id()} — ใส่ในใบแจ้งหนี้ทุกใบ",
          f"ส่งให้ลูกค้า: พร้อมเพย์ {tax_id()} ยอด {baht()} บาท แนบสลิปในไลน์ด้วยนะคะ")
    r.add("promptpay_qr_payload",
          f"QR พร้อมเพย์หน้าร้าน (payload) {promptpay_qr(tax_id())}",
          f"ปริ้น QR ใหม่ ยอด 2,500 บาท: {promptpay_qr(tax_id(), '2500.00')}",
          f"payload ที่ถอดจาก QR ของเบอร์ร้าน {promptpay_qr('08' + digits(8))}")
    r.add("line_oa_id",
          f"แอดไลน์ร้านได้ที่ {line_oa()} หรือสแกน QR หน้าร้าน",
          f"LINE OA ใหม่ของทัวร์ญี่ปุ่น {line_oa()} (premium ID @sabaijourney รออนุมัติ)",
          f"Channel ID {digits(10, True)} / Basic ID {line_oa()} — ให้ฟรีแลนซ์ไปทำ rich menu")
    r.add("tour_code",
          f"รหัสทัวร์ JP-HKD-{pick('5D3N', '6D4N')}-{pick('FEB', 'MAR', 'DEC')}{pick('68', '69')}-{digits(2)} เหลือ 4 ที่",
          f"Tour code SJ{digits(4)}{rnd(UPPER, 2)} ญี่ปุ่นใบไม้แดง ราคา {baht(29000, 49000)} บาท",
          f"กรุ๊ป KR{digits(3)}-{rnd(UPPER + DIGITS, 5)} เกาหลี ออกเดินทาง {be_date()}")
    r.add("invoice_number",
          f"ใบแจ้งหนี้ INV-25{pick('67', '68')}/{digits(4)} ยอด {baht()} บาท ครบกำหนด {be_date()}",
          f"invoice no. SJ{digits(2)}{digits(6)} ส่งให้ฝ่ายบัญชีลูกค้าแล้ว",
          f"ตามบิลค้าง: IV{digits(6)}, IV{digits(6)}, IV{digits(6)}")
    r.add("receipt_number",
          f"ใบเสร็จรับเงิน เล่มที่ {digits(3)} เลขที่ {digits(5)} ลงวันที่ {be_date_th()}",
          f"RC-{digits(8)} ยกเลิก ออกใบลดหนี้ CN-{digits(6)} แทน",
          f"สลิปโอน เลขที่รายการ {digits(4)}{rnd(UPPER + DIGITS, 14)} ยอด {baht()} บาท")
    r.add("flight_number",
          f"ไฟลต์ {flight()} ออก 07:{secrets.randbelow(6)}5 ถึงเชียงใหม่ 08:{secrets.randbelow(6)}0",
          f"ลูกค้าเปลี่ยนจาก {flight()} เป็น {flight()} ส่วนต่าง {baht(300, 3000)} บาท",
          f"ขากลับ {flight()} delay 2 ชม. gate {pick('A', 'B', 'C', 'D')}{digits(1, True)}")
    r.add("buddhist_date",
          f"ทัวร์ลาว ออก {be_date()} กลับ {be_date()} (พ.ศ.)",
          f"วันหมดอายุพาสฯ ลูกค้า {be_date_th()} — เหลือไม่ถึง 6 เดือน ต้องทำใหม่",
          f"ประชุม ททท. {be_date_th()} เวลา 13.30 น. ห้อง {digits(3, True)}")
    r.add("amount_baht",
          f"ยอดรวมกรุ๊ปนี้ ฿{baht(100000, 900000)} มัดจำ 30% = ฿{baht(30000, 270000)}",
          f"ค่าตั๋ว {baht(1500, 9000)}.00 บาท + ภาษีสนามบิน {baht(300, 1200)} บาท + ค่าบริการ 200 บาท",
          f"คืนเงินลูกค้า {baht()} บาท โอนวันที่ {be_date()}")
    r.add("phone_number",
          f"คนขับรถตู้ พี่หนุ่ม {phone()} / สำรอง {phone()}",
          f"เบอร์ออฟฟิศ 02-{digits(3)}-{digits(4)} ต่อ {digits(2)} ไลน์ {phone()}",
          f"ไกด์ญี่ปุ่น Mr. Tanaka +81-90-{digits(4)}-{digits(4)}")
    r.add("sample_passport",
          f"ตัวอย่างการกรอกฟอร์มวีซ่า (ข้อมูลสมมติ): Passport No. {passport()} วันหมดอายุ {secrets.randbelow(28) + 1} {pick(*MONTHS_EN)} 20{digits(2)}",
          f"Specimen passport ในคู่มือพนักงาน: {passport()} / นาย ทดสอบ ระบบ",
          f"ฟอร์มตัวอย่าง: หนังสือเดินทางเลขที่ {passport()} ออกให้ ณ กรุงเทพฯ")
    r.add("ssr_docs",
          f"SR DOCS TG HK1-P-THA-{passport()}-THA-{secrets.randbelow(28) + 1:02d}{pick(*MONTHS_EN)}{digits(2)}-F-{secrets.randbelow(28) + 1:02d}{pick(*MONTHS_EN)}3{digits(1)}-TESTPAX-SAMPLE",
          f"ใส่ APIS ตัวอย่างให้น้องใหม่ดู: P/THA/{passport()}/THA/01JAN90/M/01JAN30/SAMPLE/PAX",
          f"คู่มือ: SRDOCS-1/P/THA/{passport()}/THA/15MAY88/F/20OCT31/DEMO/MALEE/H (ข้อมูลตัวอย่าง)")
    r.add("amadeus_entries",
          f"RT{pnr()}\nFXP/R,U\nTKTL{secrets.randbelow(28) + 1:02d}{pick(*MONTHS_EN)}/BKKTH28{rnd(UPPER, 2)}",
          f"AN{secrets.randbelow(28) + 1:02d}{pick(*MONTHS_EN)}BKKNRT/ATG แล้ว SS1Y1 ได้ที่นั่ง",
          f"คิว Q/{digits(2)}C{digits(1)} มี schedule change 3 PNR: {pnr()} {pnr()} {pnr()}")
    r.add("amadeus_office_id",
          f"Office ID ของเรา BKKTH28{rnd(UPPER, 2)} ให้ consolidator เพิ่ม queue access",
          f"ES BKKTH28{rnd(UPPER, 2)}-B ให้สิทธิ์ office ของ consolidator ดู PNR",
          f"ticketing office BKKTH21{rnd(UPPER, 2)} ของ consolidator, ของเรา BKKTH28{rnd(UPPER, 2)}")
    r.add("iata_number",
          f"IATA agency code {digits(8)} (BSP Thailand) ใส่ใน ticket designator",
          f"เลข IATA ของ consolidator {digits(2)}-{digits(1)} {digits(4)} {digits(1)}",
          f"TIDS code {digits(8)} ใช้กับแอร์ไลน์ที่ไม่ได้ผ่าน BSP")
    r.add("tat_license",
          f"ใบอนุญาตประกอบธุรกิจนำเที่ยว เลขที่ 11/{digits(5)} (ต้องพิมพ์ในโบรชัวร์)",
          f"TAT License No. {pick('11', '12', '14')}/{digits(5)} ต่ออายุก่อน {be_date()}",
          f"หลักประกันใบอนุญาต ททท. 200,000 บาท ใบรับเลขที่ {digits(4)}/{pick('2567', '2568')}")
    r.add("fare_basis",
          f"fare basis {pick('Y', 'B', 'M', 'K', 'V')}{rnd(UPPER, 3)}{pick('TH', 'JP', 'KR')}{digits(1)} ไม่ refund, เปลี่ยนวันเสียค่าธรรมเนียม",
          f"ชั้น {pick('V', 'W', 'L')} เต็ม เหลือ {pick('K', 'M')} ราคาต่อท่าน {baht(6000, 25000)} บาท tour code IT{rnd(UPPER + DIGITS, 6)}",
          f"FQD BKK{pick('NRT', 'ICN', 'HKG')}/ATG ได้ {rnd(UPPER, 4)}{digits(2)} ราคา {baht(8000, 30000)} บาท min stay 3 วัน")
    r.add("seat_assignment",
          f"ที่นั่งกรุ๊ป {digits(2, True)}A {digits(2, True)}B {digits(2, True)}C และ {digits(2, True)}D–{digits(2, True)}F",
          f"คุณยาย นั่ง {digits(2, True)}C ติดทางเดิน, หลาน {digits(2, True)}D",
          f"seat map: 3{digits(1)}A-3{digits(1)}C ล็อกไว้ให้กรุ๊ป, exit row {digits(2, True)} ห้ามเด็ก")
    r.add("baggage_tag",
          f"แท็กกระเป๋าหาย TG {digits(6)} รายงาน PIR BKKTG{digits(5)}",
          f"Bag tag 0{pick('217', '829')}{digits(6)} ส่งมาที่โรงแรมพรุ่งนี้",
          f"PIR เลขที่ BKK{pick('PG', 'TG', 'FD')}{digits(5)} กระเป๋าสีแดง ป้าย {rnd(UPPER, 2)}{digits(6)}")
    r.add("frequent_flyer",
          f"ROP member คุณประภา {rnd(UPPER, 2)}{digits(5)} สะสมไมล์ให้ด้วย",
          f"KrisFlyer {digits(10, True)} / BIG Member {digits(10, True)}",
          f"สมาชิก Royal Orchid Plus ลูกค้า VIP: {rnd(UPPER, 2)}{digits(5)}, {rnd(UPPER, 2)}{digits(5)}")
    r.add("tracking_number",
          f"ส่งพาสปอร์ตคืนลูกค้าทาง EMS เลขพัสดุ E{rnd(UPPER, 1)}{digits(9)}TH",
          f"Kerry tracking SJT{digits(10)} ถึงเชียงใหม่แล้ว",
          f"Flash Express TH{digits(10)}{rnd(UPPER, 1)} ส่งของฝากร้านช้อปปี้")
    r.add("shopee_order_sn",
          f"ออเดอร์ช้อปปี้ {digits(6)}{rnd(UPPER + DIGITS, 8)} ลูกค้าขอเปลี่ยนสีกระเป๋า",
          f"Order SN {digits(6)}{rnd(UPPER + DIGITS, 8)} และ {digits(6)}{rnd(UPPER + DIGITS, 8)} ยังไม่ได้ส่ง",
          f"คืนเงินออเดอร์ {digits(6)}{rnd(UPPER + DIGITS, 8)} return ID {digits(15, True)}")
    r.add("otp_reference",
          f"ธนาคารส่ง OTP ไปเบอร์ xxx-xxx-{digits(4)} (Ref: {rnd(UPPER, 4)}) หมดอายุใน 5 นาที — ไม่มีใครได้รับ ต้องโทรเช็ค",
          f"รหัสอ้างอิง OTP {rnd(UPPER, 6)} ขึ้นที่หน้าจอ K BIZ แต่ SMS ไม่เข้า",
          f"เลขอ้างอิงรายการโอน {digits(8)}{rnd(UPPER, 4)}{digits(6)}")
    r.add("wifi_ssid",
          f"Wi-Fi ออฟฟิศมี 2 ชื่อ: SabaiJourney_5G กับ SabaiJourney_Guest (router ZTE {rnd(UPPER, 1)}{digits(4)}, SN ZTEG{hexs(8).upper()})",
          f"ONT ของ AIS Fibre serial {hexs(16).upper()} ติดตั้ง {be_date()} ช่างชื่อต้น",
          f"Mesh จุดที่ 3 ห้องประชุม MAC {mac(upper=True)} ต่อ SSID SJ-Office")
    r.add("cctv_device",
          f"DVR Hikvision DS-7208HGHI-K1 S/N: DS-7208HGHI-K1{digits(8)}CCWR{digits(9)}WCVU IP 192.168.1.64 port 8000/554",
          f"กล้องหน้าร้าน IPC ช่อง 3 firmware V5.{digits(1)}.{digits(1)} build {digits(6)} ต้องอัปเดต",
          f"สายกล้องชั้น 2 ใช้ PoE switch port {digits(1, True)}, MAC {mac('-', True)}")
    r.add("mac_address",
          f"ปริ้นเตอร์ Epson หน้าร้าน {mac(upper=True)} IP 192.168.1.{secrets.randbelow(200) + 30}",
          f"เครื่องรูดบัตร EDC MAC {mac('-')} ให้ร้านค้าธนาคารลงทะเบียน",
          f"ARP table: 192.168.1.64 {mac()} (DVR), 192.168.1.20 {mac()} (NAS)")
    r.add("bank_account_shared",
          f"ชำระค่าทัวร์โอนเข้า กสิกรไทย เลขที่ {digits(3)}-{digits(1)}-{digits(5)}-{digits(1)} บจก. สบาย เจอร์นีย์ ทราเวล",
          f"บัญชีรับเงินไทยพาณิชย์ {digits(3)}-{digits(6)}-{digits(1)} สาขาสีลม (ใส่ท้ายใบเสนอราคา)",
          f"SWIFT KASITHBK, account {digits(10)} สำหรับเอเจนต์ญี่ปุ่นโอนค่ามัดจำ")
    r.add("omise_public_key",
          f"Omise public key ใส่ในหน้า checkout ได้เลย pkey_5{rnd(LOWER + DIGITS, 18)}",
          f"OMISE_PUBLIC_KEY=pkey_test_5{rnd(LOWER + DIGITS, 18)} (ฝั่ง JavaScript)",
          f"Omise.setPublicKey('pkey_5{rnd(LOWER + DIGITS, 18)}') ในหน้าจ่ายเงินมัดจำ")
    r.add("promo_code",
          f"โปรเฟซบุ๊ค ใส่โค้ด SABAI{digits(3)} ลด 500 บาท ถึง {be_date()}",
          f"โค้ดส่วนลดช่วงสงกรานต์ SONGKRAN{pick('68', '69')}{rnd(UPPER, 2)} แปะในโพสต์แล้ว",
          f"ช้อปปี้โค้ดร้าน SABA{rnd(UPPER + DIGITS, 5)} ลด 10% ขั้นต่ำ 990")
    r.add("insurance_policy",
          f"กรมธรรม์ประกันเดินทางกรุ๊ปยุโรป เลขที่ {rnd(UPPER, 3)}-{digits(2)}-{digits(8)}",
          f"Policy no. {digits(4)}/{digits(6)}/{pick('TA', 'TR')} ผู้เอาประกัน 24 ท่าน",
          f"เคลมกระเป๋าหาย claim no. CL{digits(10)} กรมธรรม์ {rnd(UPPER, 2)}{digits(9)}")
    r.add("visa_reference",
          f"VFS ใบนัด reference THBK/{digits(6)}/{digits(4)}/{digits(2)} วันที่ {be_date()}",
          f"Japan eVISA application no. {rnd(UPPER, 1)}{digits(11)} สถานะ under review",
          f"ใบรับคำร้อง ตม. เลขที่ {digits(4)}/{pick('2568', '2569')} ต่อวีซ่าให้ไกด์")
    r.add("plus_code_location",
          f"จุดนัดรถตู้ 7P52{rnd(PLUS, 4)}+{rnd(PLUS, 2)} หน้าเซเว่น",
          f"โรงแรมที่เขาใหญ่ plus code {rnd(PLUS, 4)}+{rnd(PLUS, 3)} ปากช่อง / 14.{digits(6)}, 101.{digits(6)}",
          f"หมุดจุดรับลูกค้า https://maps.app.goo.gl/{rnd(ALNUM, 17)}")
    r.add("fb_page_links",
          f"โพสต์โปรญี่ปุ่น https://www.facebook.com/{digits(15, True)}/posts/pfbid0{rnd(ALNUM, 50)}",
          f"Page ID {digits(15, True)} ให้เอเจนซี่ยิงแอดผูก Business Manager {digits(16, True)}",
          f"คลิปรีวิวทัวร์ https://www.tiktok.com/@sabaijourney/video/{digits(19, True)}")
    r.add("tripcom_order",
          f"Trip.com order {digits(16, True)} ลูกค้าจองเอง แล้วมาขอให้เราช่วยเปลี่ยน",
          f"Klook booking ref {rnd(UPPER, 3)}{digits(6)} ทัวร์เกาะล้าน 4 ท่าน",
          f"Agoda API booking reference {uid()} สถานะ Confirmed, supplier ref {digits(9, True)}")
    r.add("rate_plan_code",
          f"rate plan {rnd(UPPER, 3)}{digits(2)}-BB-NR (รวมอาหารเช้า คืนเงินไม่ได้) allotment 5 ห้อง",
          f"ราคาสัญญา STO ปี 2569: room type DLX-{rnd(UPPER, 2)}, rate code {rnd(UPPER + DIGITS, 6)}",
          f"promotion ID {digits(9, True)} บน YCS ลด 20% Early bird ห้อง {rnd(UPPER, 3)}-{digits(3)}")
    r.add("train_bus_ticket",
          f"รถไฟขบวน {pick('7', '9', '13', '51')} ตู้ {digits(1, True)} ที่นั่ง {digits(2, True)} เลขตั๋ว {digits(12, True)}",
          f"ตั๋วรถทัวร์ นครชัยแอร์ เลขที่ {rnd(UPPER, 2)}{digits(8)} ออก 21.00 น.")
    r.add("car_plate_transfer",
          f"รถตู้รับสนามบิน ทะเบียน {pick('1', '2', '3')}{pick('กข', 'นข', 'ฮธ')} {digits(4, True)} กรุงเทพมหานคร คนขับพี่หนุ่ม",
          f"Transfer code TF-{digits(6)} รถ Alphard ทะเบียน {pick('ฌฌ', 'กก')} {digits(4, True)}")
    r.add("exchange_rate",
          f"เรทซุปเปอร์ริช วันนี้ JPY 0.{digits(4)} / USD {secrets.randbelow(3) + 33}.{digits(2)}",
          f"คิดราคาทัวร์ที่ 1 EUR = {secrets.randbelow(3) + 36}.{digits(2)} บาท บวก buffer 2%")
    r.add("rooming_list",
          f"Rooming list กรุ๊ป {rnd(UPPER, 2)}{digits(4)}\nTWN 01 คุณสมศักดิ์/คุณวิไล\nTWN 02 คุณธนา/คุณนิด\nSGL 03 คุณประยุทธ ({digits(2)}-{digits(2)})",
          f"ห้อง {digits(4, True)}, {digits(4, True)}, {digits(4, True)} ต่อกัน ชั้น {digits(2, True)} เช็คอิน {be_date()}")
    r.add("password_reference",
          "รหัส Agoda กับ Booking จดไว้ในสมุดปกฟ้า ลิ้นชักที่ 2 โต๊ะนก",
          "พาสเวิร์ดทุกอย่างย้ายไปเก็บใน Bitwarden แล้ว อย่าเขียนลงโพสต์อิท",
          "PIN K PLUS เป็นเลขเดียวกับที่นกใช้กับเซฟ (ไม่จดไว้ที่ไหน)")
    r.add("password_policy",
          "YCS บังคับรหัสผ่านอย่างน้อย 8 ตัว มีตัวใหญ่ ตัวเลข สัญลักษณ์ และเปลี่ยนทุก 90 วัน",
          "K PLUS PIN ต้องเป็นตัวเลข 6 หลัก ห้ามเรียง (123456) ห้ามซ้ำ (111111)",
          "Amadeus password ต้อง 8-12 ตัว ห้ามซ้ำ 4 ครั้งล่าสุด ล็อกหลังใส่ผิด 3 ครั้ง")
    r.add("rotation_prose",
          f"เปลี่ยนรหัสไวไฟแล้ว {be_date()} ใครอยากได้ถามแพร",
          "แพรลาออก — เปลี่ยนรหัส LINE OA, Facebook, Shopee ครบแล้ว ยกเว้น Amadeus รอ helpdesk",
          f"รหัสประตูใหม่เริ่มใช้ {be_date()} แจ้งแม่บ้านกับ รปภ. ด้วยวาจาแล้ว")
    r.add("hotel_property_id",
          f"Agoda property ID {digits(7, True)} / Booking hotel_id {digits(7, True)} ของบ้านสวนโฮมสเตย์",
          f"Expedia property {digits(8, True)} ปรับ commission เป็น 15%")
    r.add("electricity_bill",
          f"ค่าไฟออฟฟิศ การไฟฟ้านครหลวง CA {digits(9)} เลขที่เครื่องวัด {digits(8)} ยอด {baht(2000, 9000)} บาท",
          f"บิลเน็ต AIS Fibre หมายเลขอินเทอร์เน็ต 88{digits(8)} ครบกำหนด {be_date()}")
    r.add("customer_code",
          f"รหัสลูกค้า C{digits(5)} (คุณมาลี) เดินทางกับเรา 7 ครั้ง",
          f"Customer ID CUS-{pick('67', '68')}-{digits(4)} ขอใบกำกับชื่อบริษัท",
          f"รหัสไปรษณีย์ 10500 เขตบางรัก ลูกค้ารหัส SJ-{rnd(UPPER + DIGITS, 6)}")
    return r


def main() -> None:
    write_corpora("make_heldout69.py", [
        ("heldout69_credentials.yaml", credentials(), "batch 69 (Bangkok travel agency owner, Thai/English notes), written blind; every value synthetic"),
        ("heldout69_lookalikes.yaml", lookalikes(), "batch 69 look-alikes: PNRs, e-tickets, tax ids, PromptPay ids, tour codes, BE dates, written blind"),
    ])


if __name__ == "__main__":
    main()
