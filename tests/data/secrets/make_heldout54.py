# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout54_credentials.yaml and heldout54_lookalikes.yaml: held-out batch 54.

Persona: the owner of three small phở restaurants in Ho Chi Minh City (Quận 1, Quận 3,
Phú Nhuận) who keeps notes mostly in Vietnamese, often without diacritics and in teen-code
("tk", "mk", "ko", "dc"), and partly in English. The credentials are the logins and codes
such an owner jots down: POS back office (KiotViet, iPOS), GrabFood / ShopeeFood merchant
logins, MoMo / ZaloPay / VNPay merchant keys and PINs, internet banking and Smart OTP PINs,
Hikvision / Imou camera passwords, Wi-Fi for each shop, the e-invoice and social-insurance
portals, the staff Zalo admin, safe and storeroom codes. The look-alikes are the numbers that
fill the same notebook and are fine to keep: order and bill codes, tax codes, e-invoice lookup
codes printed for customers, VietQR accounts, phones, shifts, prices, batches, vouchers,
serials, MAC addresses and hashtags.

This batch was written blind: its author never read the detector, its tests or the other
corpora. Every value is synthetic and drawn at run time from the `secrets` module; hosts
are under `.example`, `.internal`, `.test` or `acme`.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    basic,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    pick,
    rnd,
    uid,
    write_corpora,
)

SHOPS = ["Q1", "Q3", "Phú Nhuận"]
SHOP_CODES = ["PBT1", "PBT2", "PBT3"]
NAMES = ["Lan", "Hùng", "Tuấn", "Thảo", "Mai", "Phúc", "Ngọc", "Khoa", "Vy", "Dũng", "Hạnh", "Tâm", "Quân", "Trinh", "Bảo", "Nhi"]
WORDS = ["phoba", "phobatu", "batu", "saigon", "anhtuan", "mylinh", "lanhuong", "phattai", "ankhang",
         "tienloc", "bonbon", "mimi", "beo", "cun", "gau", "mituot", "thaovy", "quan1", "nammo", "hoami", "bongbong", "tomtit"]
CARRIERS = ["090", "091", "093", "094", "097", "098", "032", "034", "035", "038", "070", "076", "077", "079", "083", "085", "088", "089"]
BANKS = [("Vietcombank", "970436"), ("Techcombank", "970407"), ("MB Bank", "970422"), ("ACB", "970416"), ("VPBank", "970432"), ("BIDV", "970418")]
PLUS = "23456789CFGHJMPQRVWX"
ASCII_NAMES = ["lan", "hung", "tuan", "thao", "mai", "phuc", "ngoc", "khoa", "vy", "dung", "hanh", "tam"]


def phone() -> str:
    return pick(*CARRIERS) + digits(7)


def spaced_phone() -> str:
    p = phone()
    return f"{p[:4]} {p[4:7]} {p[7:]}"


def vnpw() -> str:
    """A password a restaurant owner or her staff would choose."""
    w = pick(*WORDS)
    return pick(
        f"{w.capitalize()}@{digits(4)}",
        f"{w}{digits(6)}",
        f"{w.capitalize()}{pick('19', '20')}{digits(2)}!",
        f"{w}{pick('@', '#', '.', '_')}{pick(*WORDS)}{digits(2)}",
        f"{w.capitalize()}#{digits(3)}{rnd(UPPER, 2)}",
        rnd(ALNUM, 10),
        f"{rnd(ALNUM, 4)}{w}{digits(3)}",
        f"{pick(*ASCII_NAMES)}{digits(4)}@{pick('Pho', 'PB', 'Q1')}",
    )


def strong() -> str:
    return rnd(ALNUM + "!@#$%&*", pick(12, 14, 16))


def pin(n: int = 6) -> str:
    return digits(n)


def mst() -> str:
    """A 10-digit Vietnamese tax code (HCMC ones start 03)."""
    return "03" + digits(8)


def money(lo: int, hi: int, step: int = 1000) -> str:
    v = (lo + secrets.randbelow((hi - lo) // step + 1) * step)
    return f"{v:,}".replace(",", ".")


def hhmm() -> str:
    return f"{secrets.randbelow(17) + 5:02d}:{secrets.randbelow(60):02d}"


def slot() -> str:
    """A time on a restaurant's clock: shift changes, bookings, deliveries."""
    return f"{pick(5, 6, 7, 10, 11, 14, 16, 17, 18, 19, 21)}:{pick('00', '15', '30', '45')}"


def plate() -> str:
    """A Ho Chi Minh City motorbike plate."""
    return f"{pick('59', '51', '50')}{rnd(UPPER, 1)}{pick('1', '2', '3')}-{digits(3)}.{digits(2)}"


def day() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}"


def crc16(data: str) -> str:
    crc = 0xFFFF
    for ch in data.encode():
        crc ^= ch << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
            crc &= 0xFFFF
    return f"{crc:04X}"


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def vietqr(bin_: str, account: str, amount: str | None = None, note: str | None = None) -> str:
    """A VietQR (NAPAS 247) payload: what the QR standee at the till encodes."""
    merchant = tlv("00", "A000000727") + tlv("01", tlv("00", bin_) + tlv("01", account)) + tlv("02", "QRIBFTTA")
    body = tlv("00", "01") + tlv("01", "12" if amount else "11") + tlv("38", merchant) + tlv("53", "704")
    if amount:
        body += tlv("54", amount)
    body += tlv("58", "VN")
    if note:
        body += tlv("62", tlv("08", note))
    body += "6304"
    return body + crc16(body)


def account_no() -> str:
    return pick(digits(10, True), digits(13, True), "0" + digits(12), digits(14, True))


def b32seed() -> str:
    return rnd(BASE32, 32)


def gmail() -> str:
    return f"{pick('phobatu', 'phoba.tu', 'quanphobatu', 'phobatu.q1', 'lanphobatu')}{digits(2)}@gmail.example"


def einv_symbol() -> str:
    return f"1C{pick('24', '25')}T{rnd(UPPER, 2)}"


def credentials() -> Rows:
    r = Rows()
    shop = pick(*SHOPS)

    r.add("kiotviet_login",
          f"KiotViet gian hàng phobatu\ntk: admin\nmk: {vnpw()}",
          f"kiotviet chi nhanh {shop}: ten dang nhap quanly{digits(2)}, mat khau {vnpw()} (chi Lan dung, ko dua thu ngan)",
          f"KiotViet back office login for the accountant: user ketoan / pass {vnpw()}, gian hàng phobatu.kiotviet.example")
    r.add("ipos_login",
          f"iPOS PB3 Phú Nhuận - tk chủ: {phone()} mk {vnpw()}",
          f"ipos.example/cms dang nhap bang email {gmail()} / {strong()}",
          f"iPOS FABi máy thu ngân Q3: user thungan_q3 pass {digits(6)}\nuser quanly pass {vnpw()}")
    r.add("grabfood_merchant",
          f"GrabMerchant quán Q1: sđt {phone()}, mk {vnpw()}",
          f"grab merchant app - dang nhap: phobatu.q3@grab.example\nmat khau: {vnpw()}",
          f"GrabFood tk chi nhánh PN: {phone()} / {strong()}  (đổi mk tháng trước do bị ai login lạ)")
    r.add("shopeefood_merchant",
          f"ShopeeFood Partner app Q1: tk {phone()} mk {vnpw()}",
          f"shopee food merchant PN - ten dn: phobatu_pn, mk: {vnpw()}",
          f"ShopeeFood for Business web login (Q3): {gmail()} / {strong()}")
    r.add("befood_merchant",
          f"beFood merchant Q1 mới đăng ký: tk {phone()} mk {vnpw()}",
          f"be merchant PN: login {phone()}, password {vnpw()}")
    r.add("momo_merchant_key",
          f"MoMo Business cổng thanh toán:\npartnerCode: MOMO{rnd(UPPER + DIGITS, 10)}\naccessKey: {rnd(ALNUM, 16)}\nsecretKey: {rnd(ALNUM, 32)}",
          f"momo api cho web dat ban: partnerCode=MOMO{rnd(UPPER + DIGITS, 8)}, accessKey={rnd(ALNUM, 16)}, secretKey={rnd(ALNUM, 32)}",
          f"Dev bên web gửi lại key MoMo production: secretKey {rnd(ALNUM, 32)} (accessKey {rnd(ALNUM, 16)})")
    r.add("momo_pin",
          f"mã PIN ví MoMo của quán (sđt {phone()}): {pin()}",
          f"momo doanh nghiep Q3 - mk dang nhap {pin()}, nho doi sau khi Hung nghi viec",
          f"MoMo wallet PIN for the shop phone is {pin()}")
    r.add("zalopay_merchant",
          f"ZaloPay merchant:\napp_id: {digits(4, True)}\nkey1: {rnd(ALNUM, 32)}\nkey2: {rnd(ALNUM, 32)}",
          f"zalopay cổng tt web - appid {digits(4, True)} key1={rnd(ALNUM, 32)} key2={rnd(ALNUM, 32)}",
          f"ZaloPay callback key (key2) rotated: {rnd(ALNUM, 32)}")
    r.add("zalopay_pin",
          f"ZaloPay quán PN, sđt {phone()}, mật khẩu thanh toán {pin()}",
          f"zalopay pin {pin()} - ví nhận tiền Q1")
    r.add("vnpay_merchant",
          f"VNPAY QR merchant portal: tk {phone()}, mk {vnpw()}",
          f"VNPAY sandbox -> production:\nvnp_TmnCode={rnd(UPPER + DIGITS, 8)}\nvnp_HashSecret={rnd(UPPER, 32)}",
          f"cổng VNPay cho web đặt món: TmnCode {rnd(UPPER + DIGITS, 8)}, HashSecret {rnd(UPPER, 32)}")
    r.add("payos_keys",
          f"payOS kênh thanh toán Q1\nClient ID: {uid()}\nAPI Key: {uid()}\nChecksum Key: {hexs(64)}",
          f"payos checksum key {hexs(64)} (client id {uid()})")
    r.add("bank_api_webhook",
          f"Casso đồng bộ TK Vietcombank: API key AK_CS.{hexs(32)}.{rnd(ALNUM, 24)}",
          f"webhook biến động số dư - secure token: {rnd(ALNUM, 32)} (dán vào header secure-token)",
          f"sepay api token cho bảng doanh thu: {rnd(UPPER + DIGITS, 64)}")
    r.add("ibanking_vcb",
          f"VCB Digibank tk quán: {phone()} / mk {vnpw()}",
          f"vietcombank dn: ten dang nhap {digits(10, True)}, mat khau {strong()}",
          f"Vietcombank business (VCB DigiBiz) - mã DN {mst()}, user ketoan01, pass {strong()}")
    r.add("ibanking_tcb",
          f"Techcombank Business: user PHOBATU{digits(3)} mk {vnpw()}",
          f"tcb mobile cua chi: tk {phone()} mk {vnpw()}",
          f"Techcombank online login – username phobatu{digits(2)}, password {strong()}")
    r.add("ibanking_mb",
          f"MB Bank app tk chi nhánh Q3: {phone()} mk {vnpw()}",
          f"mb biz: user {rnd(UPPER, 3)}{digits(5)} pass {strong()} (chủ tk: Phạm Thị Lan)",
          f"MBBank: login {phone()} / {vnpw()}, Q1 nhận tiền Grab về TK này")
    r.add("smart_otp_pin",
          f"Smart OTP VCB mã PIN {pin()}",
          f"PIN smart otp techcombank: {pin()} (cai tren may Oppo o quay Q1)",
          f"MB smart otp pin {pin()} - ko cho ai biết",
          f"Smart OTP PIN for the ACB business app: {pin()}")
    r.add("bank_card",
          f"thẻ ATM VCB của quán: {groups(luhn('970436', 16), 4)}\nPIN {pin(6)}",
          f"thẻ tín dụng Visa doanh nghiệp {groups(luhn('4', 16), 4)} hạn {card_expiry()} CVV {digits(3)}",
          f"the techcom debit {luhn('970407', 16)} ma pin {pin(6)} - rut tien tra luong")
    r.add("hikvision_admin",
          f"Đầu ghi Hikvision Q1 (192.168.1.{secrets.randbelow(150) + 60}): admin / {vnpw()}",
          f"hik dau ghi PN - user admin pass {rnd(ALNUM, 10)}",
          f"Hikvision NVR at Q3, web login admin, password {strong()}")
    r.add("hik_connect_cloud",
          f"Hik-Connect tk: {gmail()} mk {vnpw()}",
          f"app hik-connect xem cam 3 quán - login {phone()} / {vnpw()}",
          f"Hik-Connect cloud account {gmail()}, pass {strong()}")
    r.add("imou_cloud",
          f"Imou Life tk chị: {phone()}, mk {vnpw()}",
          f"imou cloud login: {gmail()} / {vnpw()}\ncam kho Q3 dùng chung tk này",
          f"Imou Life account for the storeroom cams: {phone()} password {strong()}")
    r.add("camera_device_code",
          f"EZVIZ C6N cam bếp Q1 - mã xác minh (verification code): {rnd(UPPER, 6)}",
          f"imou cue 2 PN safety code {rnd(UPPER + DIGITS, 8)} (để add lại vô app)",
          f"mật khẩu mã hóa video cam Hikvision: {rnd(UPPER, 6)}")
    r.add("camera_rtsp",
          f"rtsp://admin:{rnd(ALNUM, 10)}@192.168.1.{secrets.randbelow(150) + 60}:554/Streaming/Channels/101 (cam quầy Q1 để xem trên VLC)",
          f"link rtsp cho màn hình bếp: rtsp://admin:{vnpw()}@10.0.{secrets.randbelow(10)}.{secrets.randbelow(200) + 20}:554/cam/realmonitor?channel=1&subtype=0")
    r.add("wifi_shop",
          f"wifi quán Q1: PhoBaTu_Q1 / {pick(*WORDS)}{digits(4)}",
          f"Wi-Fi Q3 (nội bộ - máy POS, máy in bếp): SSID PBT-Q3-STAFF pass {rnd(ALNUM, 12)}",
          f"wifi PN nhân viên: PhoBaTu_PN_5G mk {vnpw()}",
          f"WIFI:T:WPA;S:PBT_Kho;P:{rnd(ALNUM, 12)};;")
    r.add("wifi_guest",
          f"wifi khách Q1 đổi rồi: PhoBaTu Free - pass {digits(8)}",
          f"pass wifi khach PN tuan nay: {pick('phongon', 'phobatu', 'ngon')}{digits(4)}",
          f"Guest Wi-Fi at Q3 is 'PhoBaTu-Guest', password {pick('pho', 'bo', 'ga')}{digits(6)}")
    r.add("router_admin",
          f"modem Viettel Q1 - 192.168.1.1 user admin mk {rnd(ALNUM, 8)}",
          f"FPT router PN: admin / {rnd(UPPER + DIGITS, 8)} (mk in ở đáy modem, đã đổi)",
          f"Q3 TP-Link admin password {vnpw()}")
    r.add("einvoice_portal",
          f"Hóa đơn điện tử (VNPT) Q1: https://{mst()}-tt78.hoadon.example\ntk: {mst()}_admin\nmk: {vnpw()}",
          f"hddt misa meinvoice - dang nhap {gmail()} mk {strong()}",
          f"e-invoice portal (Viettel S-Invoice) user {mst()}, password {strong()}")
    r.add("einvoice_api",
          f"API HĐĐT để KiotViet đẩy hóa đơn: username api_{digits(4)} / password {strong()}",
          f"meinvoice api appid {uid()} token {rnd(URLSAFE, 48)}")
    r.add("tax_portal",
          f"thuế điện tử (thuedientu): tk {mst()}-QL, mk {strong()}",
          f"eTax mobile chủ hộ: MST {mst()}, mật khẩu {vnpw()}",
          f"tax portal login for the Q3 household business: {mst()} / {vnpw()}")
    r.add("digital_signature_pin",
          f"USB token chữ ký số (VNPT-CA) PIN: {digits(8)}",
          f"chu ky so Viettel-CA ma pin {pin(6)} - de trong ket",
          f"the CA token PIN is {rnd(ALNUM, 8)} (changed from the default)")
    r.add("bhxh_portal",
          f"BHXH điện tử: mã đơn vị {rnd(UPPER, 2)}{digits(4)}{pick('A', 'B', 'C')}, mk {vnpw()}",
          f"dich vu cong bhxh - tk {mst()} mk {strong()}",
          f"VssID của chị: mã số BHXH {digits(10, True)} / mật khẩu {vnpw()}")
    r.add("zalo_admin",
          f"Zalo admin nhóm 'Nhân viên Phở Bà Tư': sđt {phone()} mk {vnpw()}",
          f"zalo may quan Q1 (dang nhap nhom ca): {phone()} / {vnpw()}",
          f"Zalo login for the staff group admin phone: {phone()}, password {strong()}")
    r.add("zalo_oa_token",
          f"Zalo OA phobatu - access_token: {rnd(URLSAFE, 180)}",
          f"zalo oa refresh_token {rnd(URLSAFE, 160)}\nsecret key app: {rnd(ALNUM, 20)}")
    r.add("safe_code",
          f"mã két sắt Q1: {digits(6)}",
          f"ket PN doi ma moi {digits(4)}-{digits(2)} (xoay trai phai trai)",
          f"safe at Q3 office: code {digits(8)}, then turn the handle",
          f"két phòng chị: {digits(6)}#")
    r.add("storeroom_lock",
          f"khóa số kho Q3: {digits(4)}",
          f"kho lanh PN ma khoa {digits(4)} (chi bep truong + chi biet)",
          f"storeroom padlock combo at Q1: {digits(3)}")
    r.add("door_lock",
          f"khóa cửa sau Q1 (khóa vân tay): mã dự phòng {digits(8)}#",
          f"cua cuon PN remote + ma ban phim {digits(6)}",
          f"Q3 back door keypad code {digits(6)}, press # after")
    r.add("pos_manager_pin",
          f"mã quản lý hủy món trên POS Q1: {digits(4)}",
          f"pin quan ly ipos de void bill: {digits(6)}",
          f"Manager override PIN on the Q3 till (discounts, voids): {digits(4)}")
    r.add("gmail_login",
          f"gmail quán: {gmail()}\nmk: {vnpw()}",
          f"email dang ky grab/shopee: {gmail()} pass {strong()}",
          f"The restaurant Google account is {gmail()}, password {vnpw()}")
    r.add("gmail_app_password",
          f"mật khẩu ứng dụng gmail cho máy in hóa đơn gửi mail: {groups(rnd(LOWER, 16), 4)}",
          f"app password for the KiotViet email reports: {groups(rnd(LOWER, 16), 4)}")
    r.add("totp_seed",
          f"khóa 2FA gmail quán (nhập tay vô Google Authenticator): {groups(b32seed().lower(), 4)}",
          f"otpauth://totp/PhoBaTu:{gmail()}?secret={b32seed()}&issuer=Google",
          f"2FA setup key cho page facebook: {groups(b32seed(), 4)}")
    r.add("backup_codes",
          "mã dự phòng google (backup codes):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
          "facebook recovery codes page phobatu:\n" + "  ".join(digits(8) for _ in range(8)))
    r.add("facebook_page",
          f"fb admin page Phở Bà Tư: {gmail()} / {vnpw()}",
          f"nick fb phụ quản lý page: {phone()} mk {vnpw()}",
          f"Facebook login used for the page ads: {gmail()} password {strong()}")
    r.add("tiktok_account",
          f"tiktok quán @phobatu.sg: tk {phone()} mk {vnpw()}",
          f"TikTok Shop seller login {gmail()} / {strong()}")
    r.add("website_admin",
          f"web đặt bàn phobatu.example/wp-admin: admin / {strong()}",
          f"wordpress admin user phobatu_admin pass {vnpw()}",
          f"website admin (phobatu.example) login: chulan / {strong()}")
    r.add("hosting_domain",
          f"hosting cpanel: https://cpanel.host.example:2083 user phobatu{digits(2)} mk {strong()}",
          f"tên miền phobatu.example ở nhà đăng ký - tk {gmail()} mk {vnpw()}",
          f"DB web: mysql://phobatu_wp:{rnd(ALNUM, 16)}@db.host.internal:3306/phobatu_wp")
    r.add("accounting_login",
          f"MISA AMIS kế toán: {gmail()} / {strong()}",
          f"phan mem ke toan - user ketoan pass {vnpw()}, chi Hanh lam so sach",
          f"Accounting software login for the tax service girl: ketoan.dv / {vnpw()}")
    r.add("timekeeping_admin",
          f"máy chấm công Ronald Jack Q1: admin pass {digits(6)}, comm key {digits(4)}",
          f"app cham cong nhan vien - tk quan ly {phone()} mk {vnpw()}",
          f"Time clock at Q3: admin menu password {digits(8)}")
    r.add("telegram_bot",
          f"bot telegram báo đơn Grab: {secrets.randbelow(9 * 10**9) + 10**9}:AA{rnd(URLSAFE, 33)}",
          f"TELEGRAM_BOT_TOKEN={secrets.randbelow(9 * 10**9) + 10**9}:AAF{rnd(URLSAFE, 32)} cho group bếp")
    r.add("sms_brandname",
          f"eSMS brandname PHOBATU: ApiKey {hexs(32).upper()} SecretKey {hexs(32).upper()}",
          f"sms api: username phobatu, password {strong()}, brandname PHOBATU")
    r.add("pos_api_key",
          f"KiotViet public API (đồng bộ web):\nclient_id: {uid()}\nclient_secret: {hexs(40).upper()}",
          f"kiotviet api client_secret {hexs(40).upper()} (retailer: phobatu)",
          f"iPOS partner API access_token: {rnd(ALNUM, 40)}")
    r.add("grab_api",
          f"GrabFood partner integration: client_id {hexs(32)}, client_secret {rnd(URLSAFE, 16)}",
          "grab api token de dong bo menu: Authorization: Bearer " + jwt({"aud": "phobatu-pos", "iss": "https://partner-api.grab.example", "sub": uid(), "exp": 1760000000 + secrets.randbelow(10**7)}, "RS256", rnd(URLSAFE, 342)))
    r.add("supplier_portal",
          f"web đặt hàng nhà cung cấp thịt bò (ncc.example): tk phobatu mk {vnpw()}",
          f"Bách Hóa Xanh B2B / MM Mega: thẻ KH + mk {vnpw()}",
          f"Supplier ordering portal (bò Úc): phobatu / {strong()}")
    r.add("basic_auth_header",
          f"máy in bếp gọi api: Authorization: Basic {basic('printer', rnd(ALNUM, 14))}",
          f"curl -u phobatu:{vnpw()} https://menu.phobatu.example/api/sync")
    r.add("handover_note",
          f"Gửi Tuấn (quản lý mới Q3):\n- KiotViet: quanly_q3 / {vnpw()}\n- két: {digits(6)}\n- wifi: {rnd(ALNUM, 10)}",
          f"ban giao ca dem PN\nket {digits(4)}\nmk ipos thu ngan {digits(6)}\nkho {digits(4)}",
          f"handover for Vy while I'm in Đà Lạt: Grab merchant {phone()} / {vnpw()}, MoMo PIN {pin()}")
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("grab_order_code",
          f"Đơn Grab GF-{digits(3)} khách báo thiếu rau, booking {pick('A', 'C')}-{rnd(UPPER + DIGITS, 12)} - hoàn 35k",
          f"grabfood don {digits(2)}{rnd(UPPER + DIGITS, 10)} bi huy luc {hhmm()}, tai xe ko toi",
          f"Grab order A-{rnd(UPPER + DIGITS, 12)} refunded; the other one GF-{digits(3)} was fine")
    r.add("shopeefood_order",
          f"ShopeeFood đơn #{digits(5)}-{digits(9)} ghi chú 'ko hành', bếp làm sai",
          f"spf don {digits(14)} khach danh gia 1 sao, da goi xin loi",
          f"ShopeeFood order {digits(5, True)}-{digits(9)}: shipper picked up {hhmm()}")
    r.add("bill_number",
          f"Hóa đơn KiotViet HD{digits(6)} in lại cho khách bàn 7",
          f"bill HD{digits(6)} va HD{digits(6)} bi trung, xoa 1 cai",
          f"Phiếu nhập PN{digits(6)}, trả hàng TH{digits(6)} - thịt bò bị hư")
    r.add("table_number",
          f"Bàn {secrets.randbelow(20) + 1}, {secrets.randbelow(20) + 1}, {secrets.randbelow(20) + 1} tầng 2 Q1 đặt trước {hhmm()}",
          f"ban B{digits(2)} va T2-{digits(2)} ghep lai cho doan 14 nguoi",
          f"Q3 tables 1-12 downstairs, 20-{secrets.randbelow(10) + 28} upstairs; table {secrets.randbelow(12) + 1} wobbles")
    r.add("tax_code",
          f"MST hộ KD Q1: {mst()} (in trên hóa đơn)",
          f"ma so thue cong ty nha cung cap: {mst()}-{digits(3)}",
          f"Tax code for the invoice header: {mst()}; the chain's tax code is {mst()}")
    r.add("einvoice_lookup",
          f"Mã tra cứu HĐ cho khách: {rnd(UPPER + DIGITS, 12)}\nTra cứu tại https://tracuu.hoadon.example",
          f"khach xin hoa don do: ma tra cuu {rnd(UPPER + DIGITS, 10)}, so HD {digits(8)}",
          f"Receipt footer: 'Tra cứu hóa đơn tại tracuu.hoadon.example – Mã: {rnd(UPPER + DIGITS, 13)}'")
    r.add("einvoice_symbol",
          f"Ký hiệu {einv_symbol()}, số {digits(8)}, ngày {day()}/2025",
          f"hd dieu chinh cho so {digits(7)} ky hieu {einv_symbol()} - sai ten cong ty",
          f"Invoice template 1, series {einv_symbol()}, number 000{digits(5)}")
    r.add("vietqr_account",
          f"STK nhận CK: {BANKS[0][0]} {digits(13, True)} - PHAM THI LAN (in trên standee)",
          f"chuyen khoan: {pick(*BANKS)[0]} {account_no()} chu TK HO KINH DOANH PHO BA TU",
          f"Customers can transfer to MB {digits(12, True)} (name PHO BA TU Q3); add table number in the note")
    bank = pick(*BANKS)
    r.add("vietqr_payload",
          f"QR tĩnh quầy Q1 (chuỗi VietQR):\n{vietqr(bank[1], account_no())}",
          f"qr dong cho ban {secrets.randbelow(20) + 1}: {vietqr(pick(*BANKS)[1], account_no(), str(45000 + 5000 * secrets.randbelow(150)), 'PBT' + digits(6))}",
          f"VietQR string the dev needs for the web checkout: {vietqr(pick(*BANKS)[1], account_no())}")
    r.add("phone_numbers",
          f"sđt ncc: bánh phở chú Hai {spaced_phone()}, rau {spaced_phone()}, bò anh Khoa {spaced_phone()}",
          f"hotline quan Q1 {phone()}, Q3 {phone()}, PN {phone()}",
          f"Gas delivery {phone()}; ice {phone()}")
    r.add("shift_schedule",
          "Lịch ca tuần này Q1:\nSáng 05:30-11:00 Lan, Vy\nChiều 11:00-16:30 Tâm\nTối 16:30-22:30 Khoa, Nhi",
          f"ca PN: T2-T4 {pick(5, 6, 7)}h-{pick(12, 13, 14)}h Bảo, T5-CN 6h-14h Trinh, nghỉ phép {day()}",
          f"Q3 rota: opening 05:00 (Dũng), close 22:00 (Hạnh); stocktake {day()} at {slot()}")
    r.add("prices",
          f"Giá mới từ {day()}: tái 55k, tái nạm 60k, đặc biệt 75k, trà đá 5k, quẩy 10k",
          f"bo uc {money(280000, 420000)}d/kg, xuong {money(45000, 90000)}d/kg, banh pho {money(12000, 20000)}d/kg",
          f"Q3 menu: small 50k / large 65k, extra meat +25k, delivery fee {money(15000, 30000)}đ")
    r.add("supplier_batch",
          f"Lô bánh phở {digits(6)}-{rnd(UPPER, 1)}{digits(2)}, NSX {day()}/2025, HSD 3 ngày",
          f"so lo nuoc mam: L{digits(8)}, hsd 12/2026",
          f"Beef batch AU-{digits(4)}-{rnd(UPPER + DIGITS, 6)}, slaughter date {day()}, halal cert no. {digits(6)}")
    r.add("voucher_code",
          f"Mã giảm giá khách quen: PHOBA{digits(2)}K, hết hạn {day()}",
          f"voucher in tren to roi: PBT{rnd(UPPER + DIGITS, 6)} giam 20% toi da 30k",
          f"ShopeeFood promo code SPFPHO{digits(2)} and Grab code GRABPHO{rnd(UPPER, 3)} both run this week")
    r.add("device_serial",
          f"Đầu ghi Hikvision DS-7608NI-Q1 S/N DS-7608NI-Q10820{digits(6)}CCRR{rnd(UPPER + DIGITS, 9)}",
          f"cam imou Q3 serial {rnd(UPPER + DIGITS, 15)}, bao hanh den {day()}/2026",
          f"POS printer Xprinter XP-Q200 SN XP{digits(10)}; bill printer SN {rnd(UPPER + DIGITS, 12)}")
    r.add("mac_address",
          f"MAC máy POS Q1: {mac(upper=True)}, máy in bếp: {mac(upper=True)}",
          f"dat ip tinh cho cam theo mac {mac('-', True)} -> 192.168.1.{secrets.randbelow(100) + 100}",
          f"Block this device on the guest Wi-Fi: {mac()} (someone streaming all day)")
    r.add("hashtags",
          "#phobatu #phosaigon #anngonq1 #phongon #reviewanngon #saigonfood",
          f"caption: Phở nóng hổi sáng thứ 2 🍜 #PhoBaTu #Q{pick(1, 3)} #SaigonEats #pho{digits(2)}k",
          "hashtag cho tiktok: #phobo #phobatu #xuhuong #foodtiktok #ancungtiktok")
    r.add("wifi_ssid",
          "SSID 3 quán: PhoBaTu_Q1, PhoBaTu_Q3, PhoBaTu_PN (mạng khách, pass hỏi thu ngân)",
          f"wifi khach Q3 yeu qua, mua them bo phat Deco M4 (S/N {digits(13, True)}), lap o tang {pick(2, 3)}",
          f"WIFI:T:nopass;S:PhoBaTu-Free-{digits(2)};; (open network on the sidewalk tables)")
    r.add("secret_reference",
          "Đổi mk KiotViet rồi, mk mới chị giữ, ai cần thì nhắn Zalo chị",
          "mã két đã đổi sau vụ mất tiền, chỉ chị với anh Hùng biết",
          "Smart OTP only on my phone; never give the PIN to staff, even the manager.")
    r.add("bank_sms",
          f"TK {digits(4)}xxx{digits(3)} +{money(45000, 900000)}VND {day()}/25 {hhmm()} SD: {money(5000000, 90000000)}VND ND: MBVCB.{digits(10)}.{digits(6)}.BAN {secrets.randbelow(20) + 1}",
          f"VCB: TK {digits(10)} -{money(1000000, 20000000)}VND luc {hhmm()}. SD {money(1000000, 50000000)}VND. Ref {digits(12)}. ND: tra tien ncc bo",
          f"Techcombank: +{money(100000, 5000000)} VND, ref FT{digits(5)}{rnd(UPPER + DIGITS, 7)}, GRAB PAYOUT {digits(8)}")
    r.add("transfer_reference",
          f"mã GD chuyển lương cho Vy: FT{digits(5)}{rnd(UPPER + DIGITS, 7)}",
          f"UNC so {digits(6)} ngay {day()}, ma tham chieu {digits(16)}",
          f"NAPAS trace {digits(6)}, ref {rnd(UPPER + DIGITS, 12)} - customer says she paid, check statement")
    r.add("momo_transaction",
          f"MoMo mã GD {digits(11, True)} khách CK 120k bàn 5",
          f"momo giao dich {digits(10, True)} hoan tien vi don trung",
          f"MoMo refund txn {digits(11, True)} for order {digits(8)}")
    r.add("zalopay_transaction",
          f"ZaloPay app_trans_id {day().replace('/', '')}25_{digits(6)}, zp_trans_id {digits(12)}",
          f"zalopay don {digits(6)}_{digits(7)} thanh cong {money(50000, 500000)}d")
    r.add("merchant_id",
          f"GrabFood Store ID Q1: {digits(1, True)}-{rnd(UPPER + DIGITS, 14)}; Q3: {digits(1, True)}-{rnd(UPPER + DIGITS, 14)}",
          f"shopeefood restaurant id {digits(7, True)}, partner id {digits(8, True)}",
          f"MoMo store ID {digits(8)} and merchant name PHO BA TU for the QR standee")
    r.add("store_name_slug",
          "KiotViet tên gian hàng: phobatu, chi nhánh: Q1 / Q3 / PhuNhuan",
          f"link menu online https://menu.phobatu.example/{rnd(LOWER + DIGITS, 8)}",
          f"Google Maps listing https://maps.example/?cid={digits(19, True)}")
    r.add("qr_table_link",
          f"QR gọi món bàn {secrets.randbelow(20) + 1}: https://order.phobatu.example/t/{rnd(ALNUM, 8)}",
          f"in lai qr ban T{digits(2)}: order.phobatu.example/q3/{rnd(ALNUM, 10)}",
          f"Each table QR points to https://order.phobatu.example/pn/{rnd(URLSAFE, 12)} (menu + call staff)")
    r.add("recipe",
          "Nồi nước lèo 50L: xương ống 15kg, bắp bò 5kg, gừng 500g, hành tây 1kg, quế 30g, hồi 40g, thảo quả 6 trái",
          f"cong thuc nuoc cham: 1 mam 2 duong 3 nuoc, them {secrets.randbelow(30) + 10}g toi bam",
          "Spice bag per pot: 8 star anise, 2 cinnamon sticks (10cm), 1 tbsp coriander seed, 5 cloves")
    r.add("inventory",
          f"Tồn kho Q3 {day()}: bò tái {secrets.randbelow(30) + 5}kg, nạm {secrets.randbelow(20) + 3}kg, bánh phở {secrets.randbelow(60) + 10}kg, giá 8kg",
          f"kiem kho PN: xuong {secrets.randbelow(40)}kg, hanh {secrets.randbelow(10)}kg, nuoc mam {secrets.randbelow(20)} chai, SKU PHO-{digits(4)}",
          f"Q1 stocktake: 12 cases of Tiger, {secrets.randbelow(40)} cans Coke, 3 sacks rice noodles (lot {digits(8)})")
    r.add("employee_code",
          f"Mã NV: NV{digits(3)} Lan, NV{digits(3)} Tâm, NV{digits(3)} Khoa (thẻ chấm công)",
          f"nv moi Q3: ma {rnd(UPPER, 2)}{digits(4)}, the cham cong so {digits(10)}",
          f"Staff IDs on the time clock: {digits(4)}, {digits(4)}, {digits(4)}")
    r.add("salary",
          f"Lương T{secrets.randbelow(12) + 1}: Lan {money(6000000, 12000000)}đ, Vy {money(5000000, 9000000)}đ, thưởng Tết 1tr2/người",
          f"luong ca part-time {money(22000, 30000)}d/gio, tong gio Khoa {secrets.randbelow(100) + 80}h",
          f"Payroll May: total {money(80000000, 150000000)} VND, BHXH employer share {money(5000000, 15000000)} VND")
    r.add("bhxh_unit_code",
          f"BHXH mã đơn vị {rnd(UPPER, 2)}{digits(4)}{pick('A', 'B', 'C')}, đóng tháng này {money(5000000, 20000000)}đ",
          f"bhxh q1: nop vao tk {digits(13, True)} KBNN, noi dung: {rnd(UPPER, 2)}{digits(4)}A dong BHXH T{secrets.randbelow(12) + 1}",
          f"Social insurance: unit code {rnd(UPPER, 2)}{digits(4)}B, form D02-LT submitted {day()}")
    r.add("tax_payment",
          f"Nộp thuế khoán Q{secrets.randbelow(4) + 1}: {money(2000000, 9000000)}đ, mã chương 757, tiểu mục 1701, mã tham chiếu {digits(14)}",
          f"to khai 01/CNKD nop ngay {day()}, ma giao dich thue {digits(17)}",
          f"Tax paid via eTax, transaction {digits(13)}, amount {money(3000000, 12000000)} đ")
    r.add("license_number",
          f"GPKD hộ KD số 41{rnd(UPPER, 1)}{digits(1)}{digits(6)} cấp ngày {day()}/2019",
          f"giay chung nhan ATTP so {digits(3)}/{pick('2023', '2024')}/ATTP-CNDK, het han {day()}/2027",
          f"Fire safety certificate no. {digits(4)}/PCCC, inspection {day()}")
    r.add("utility_code",
          f"Điện Q1 mã KH PE{digits(11)}, tháng này {money(3000000, 9000000)}đ",
          f"nuoc PN danh bo {digits(11)}, chi so {digits(5)}->{digits(5)}",
          f"Internet Q3 contract SGH{digits(6)}, customer code {rnd(UPPER, 3)}{digits(7)}, hotline 1900 {digits(4)}")
    r.add("internet_contract",
          f"hợp đồng FPT PN số {rnd(UPPER, 3)}{digits(6)}, gói {pick(150, 300, 500)}Mbps {money(220000, 400000)}đ/tháng",
          f"Viettel Q1 ma thue bao h004_{rnd(LOWER + DIGITS, 8)}, ky thuat hen {day()} {hhmm()}")
    r.add("camera_network",
          f"Cam Q1: CH1 quầy 192.168.1.{secrets.randbelow(50) + 64}, CH2 bếp .{secrets.randbelow(50) + 120}; cổng 8000/554/80",
          f"dau ghi PN ip 192.168.0.{secrets.randbelow(200) + 20}, port http 8{digits(3)}, ddns phobatupn.ddns.example",
          f"Q3 NVR: 8 channels, 2TB HDD (WD Purple SN WX{digits(2)}{rnd(UPPER, 2)}{digits(8)}), records 14 days")
    r.add("rtsp_no_credentials",
          f"rtsp://192.168.1.{secrets.randbelow(150) + 60}:554/Streaming/Channels/{pick(101, 102, 201)} (cam quầy, dùng tk xem trong app)",
          f"link xem cam tren VLC: rtsp://10.0.0.{secrets.randbelow(200) + 20}:554/cam/realmonitor?channel={secrets.randbelow(8) + 1}&subtype=1")
    r.add("firmware_version",
          f"Hikvision firmware V4.{secrets.randbelow(80)}.{secrets.randbelow(100)} build {digits(6)}, cập nhật {day()}",
          f"kiotviet app ban {secrets.randbelow(5) + 3}.{secrets.randbelow(30)}.{secrets.randbelow(20)} (build {digits(5)}) loi in bill",
          f"iPOS update {secrets.randbelow(3) + 2}.{secrets.randbelow(40)}.{digits(4)}, changelog id {hexs(8)}")
    r.add("plus_code",
          f"Q3 trên Maps: {rnd(PLUS, 4)}+{rnd(PLUS, 2)} Quận 3, Thành phố Hồ Chí Minh",
          f"dia chi giao hang: plus code 7P28{rnd(PLUS, 4)}+{rnd(PLUS, 2)}, hem {digits(3)}/{digits(2)}")
    r.add("reservation_code",
          f"Đặt bàn mã DB{digits(6)} - chị Hoa 12 người {slot()} CN",
          f"booking {rnd(UPPER + DIGITS, 8)} qua web, ban {secrets.randbelow(20) + 1}, coc 200k",
          f"Reservation #{digits(5)} for a tour group (ref TG-{rnd(UPPER + DIGITS, 6)}), 30 pax")
    r.add("shipping_tracking",
          f"Ship máy in mới: GHN mã vận đơn {rnd(UPPER + DIGITS, 8)}",
          f"viettel post {digits(12, True)} - dong phuc nhan vien",
          f"Spare parts parcel tracking SPXVN{digits(12)}")
    r.add("printer_setup",
          f"Máy in bếp Q1: Xprinter IP 192.168.1.{secrets.randbelow(50) + 200}, khổ 80mm, cổng 9100",
          f"may in tem PN port 9100, ip .{secrets.randbelow(50) + 150}, driver v{secrets.randbelow(9)}.{digits(2)}")
    r.add("sku_code",
          f"Mã hàng KiotViet: PHO-TAI-L ({digits(4)}), PHO-DB-L ({digits(4)}), TRA-DA ({digits(4)})",
          f"sku {rnd(UPPER, 3)}{digits(6)} trung ma, sua lai thanh SP{digits(6)}",
          f"Item codes for the delivery menu: {rnd(UPPER, 2)}{digits(3)}, {rnd(UPPER, 2)}{digits(3)}, {rnd(UPPER, 2)}{digits(3)}")
    r.add("barcode",
          f"Mã vạch nước suối: {ean13('893')}, bia: {ean13('893')}",
          f"barcode chai tuong ot {ean13('893')} quet ko len, nhap tay")
    r.add("loyalty_card",
          f"Thẻ thành viên khách quen: TV{digits(5)} - chị Mai Q3, tích {secrets.randbelow(50)} lần",
          f"khach doi qua bang the so {digits(8)}, diem {secrets.randbelow(1000)}",
          f"Loyalty member {rnd(UPPER, 2)}-{digits(6)} gets a free iced tea every 10th visit")
    r.add("maintenance_ticket",
          f"Phiếu bảo hành máy lạnh Q1 số BH-{digits(4)}-{rnd(UPPER + DIGITS, 5)}, hẹn {day()}",
          f"sua tu dong PN ticket #{digits(6)}, ky thuat {phone()}",
          f"Hikvision warranty case {rnd(UPPER, 2)}{digits(8)} opened {day()}")
    r.add("gas_order",
          f"Gas bình 45kg seri {rnd(UPPER, 2)}{digits(7)}, giá {money(1500000, 2200000)}đ, đổi {day()}",
          f"don gas Q3 so {digits(6)}, 3 binh 12kg")
    r.add("menu_design",
          f"Màu menu mới: đỏ #{hexs(6).upper()}, kem #{hexs(6).upper()}, font Be Vietnam Pro 28pt",
          f"in menu A3 x {secrets.randbelow(50) + 20} to, ma file {rnd(LOWER + DIGITS, 10)}_final_v{secrets.randbelow(9) + 2}.pdf",
          f"Standee 60x160, brand colour #{hexs(6)}; print job no. {digits(7)}")
    r.add("customer_count",
          f"Doanh thu {day()}: Q1 {money(8000000, 30000000)}đ ({secrets.randbelow(400) + 100} bill), Q3 {money(5000000, 20000000)}đ, PN {money(5000000, 20000000)}đ",
          f"hom nay PN ban {secrets.randbelow(300) + 100} to, grab {secrets.randbelow(80)} don, spf {secrets.randbelow(60)} don",
          f"Q3 Sunday: {secrets.randbelow(300) + 200} covers, avg ticket {money(60000, 120000)}đ")
    r.add("order_note_codes",
          f"Đơn Grab {digits(3)}: 2 tái L (ko hành), 1 gà S, mã KM {rnd(UPPER, 4)}{digits(2)}",
          f"shipper bien so {plate()} lay don {digits(4)} luc {slot()}",
          f"Driver plate {plate()} picked up 3 orders")
    r.add("contract_number",
          f"HĐ thuê mặt bằng Q3 số {digits(3)}/{pick('2023', '2024')}/HĐTMB, cọc 3 tháng, hết hạn {day()}/2027",
          f"hop dong ncc bo so {rnd(UPPER, 2)}-{digits(5)}/{digits(2)}",
          f"Staff contract no. {digits(3)}/HĐLĐ-PBT signed {day()}")
    r.add("otp_policy",
          "Quy định: ko ai được đọc mã OTP qua điện thoại, kể cả người xưng là ngân hàng",
          "mat khau phai 8 ky tu tro len, doi 3 thang 1 lan, ko dung ngay sinh",
          f"Grab says merchant PIN resets take 2 working days; ticket {digits(9)}")
    r.add("date_codes",
          f"NSX {day()}/2025 HSD {day()}/2026 - sữa đặc lô {rnd(UPPER, 2)}{digits(5)}",
          f"ngay giao {day()} ca {hhmm()}, phieu giao {digits(8)}")
    r.add("zalo_group_info",
          f"Nhóm Zalo 'Ca sáng Q1' {secrets.randbelow(20) + 5} thành viên, admin: chị Lan, phó: Tuấn",
          f"zalo OA id {digits(19, True)}, ten PHO BA TU, {secrets.randbelow(5000)} nguoi quan tam",
          "Staff group rules: post shift swaps before 20:00, no photos of the till")
    return r


def main() -> None:
    write_corpora("make_heldout54.py", [
        ("heldout54_credentials.yaml", credentials(), "batch 54 (phở restaurant owner in HCMC, Vietnamese/English), written blind; every value synthetic"),
        ("heldout54_lookalikes.yaml", lookalikes(), "batch 54 look-alikes: restaurant order, bill, tax, invoice, QR, serial and shift numbers, written blind"),
    ])


if __name__ == "__main__":
    main()
