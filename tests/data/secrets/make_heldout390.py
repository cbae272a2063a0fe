# ruff: noqa: E501
"""Writes heldout390_credentials.yaml and heldout390_lookalikes.yaml: held-out batch 390.

Persona: the owner of a nail salon in Houston, Vietnamese-American, who writes her notes in
a mix of Vietnamese and English, typing fast and often without the accents. She keeps the
salon's POS and booking app logins, the POS manager code, the Square team passcodes (and the
Square token her nephew put on the booking website), the bank and debit card PINs, the back
door, safe and alarm codes, the Wi-Fi keys for customers and staff, the router and camera
logins, her family's Netflix, streaming, phone carrier and Apple accounts, payroll and
bookkeeping logins and a few recovery and backup codes; and many look-alikes: booking
confirmations, Square payment ids, masked cards, routing numbers, invoices, tracking numbers,
phone numbers, licence numbers, serials, expired one-time codes, public website keys, polish
shade codes and notes that point at a password without holding it.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    UPPER,
    URLSAFE,
    Rows,
    amex,
    app_password,
    apple_recovery_key,
    card_expiry,
    digits,
    ean13,
    ga4_id,
    groups,
    hexs,
    imei,
    luhn,
    mac,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    s10,
    seed_phrase,
    stripe_publishable_key,
    stripe_restricted_key,
    stripe_secret_key,
    totp_seed,
    twilio_sid,
    uid,
    visa,
    wp_app_password,
    write_corpora,
)

NAMES = [
    "Lotus", "Hoa", "Sen", "Mai", "Bella", "Kim", "Vy", "Tuan", "Saigon", "Houston",
    "Bellaire", "Nails", "Pho", "Ngoc", "Phuong", "Mimi", "Bin", "Long", "Lan", "Cuc",
]
WIFI_WORDS = ["lotus", "nails", "sen", "hoa", "pedi", "mani", "gelx", "spa", "hongsen", "bella"]
VERBAL = ["banhmi", "hoasen", "mangocau", "chebap", "sau-rieng", "buncha", "comtam", "nuocmia"]


def salon_pw() -> str:
    """A password she chose: a name or word with random digits and a symbol, or a
    manager-made one."""
    return pick(
        f"{pick(*NAMES)}{digits(4)}{pick('!', '@', '#', '$', '')}",
        f"{pick(*NAMES)}{pick(*NAMES).lower()}{digits(3)}{pick('!', '*', '')}",
        f"{pick(*NAMES).lower()}@{digits(4)}{pick(*NAMES)}",
        pw(),
    )


def wifi_key() -> str:
    return pick(
        f"{pick(*WIFI_WORDS)}{digits(6)}",
        f"{pick(*WIFI_WORDS).capitalize()}{digits(4)}{pick(*WIFI_WORDS)}",
        rnd(ALNUM, 12),
    )


def verbal() -> str:
    return f"{pick(*VERBAL)}{digits(2)}"


def code4() -> str:
    """A four-digit PIN that does not open with 00."""
    while True:
        code = pin(4)
        if not code.startswith("00"):
            return code


def safe_combo() -> str:
    """A dial safe's three numbers."""
    a, b, c = (secrets.randbelow(99) + 1 for _ in range(3))
    return f"{a}-{b}-{c}"


def square_token() -> str:
    """A Square production access token."""
    return "EAAA" + rnd(URLSAFE, 60)


def square_app_id() -> str:
    """A Square application id: public, the browser SDK needs it."""
    return "sq0idp-" + rnd(URLSAFE, 22)


def square_location() -> str:
    return "L" + rnd(UPPER + DIGITS, 12)


def mastercard() -> str:
    return groups(luhn("5" + str(secrets.randbelow(5) + 1), 16), 4)


def google_backup() -> str:
    """Google's ten 8-digit backup codes, in two columns as the printout has them."""
    codes = [f"{digits(4)} {digits(4)}" for _ in range(10)]
    return "\n".join(f"{codes[i]}    {codes[i + 1]}" for i in range(0, 10, 2))


def numbered(words: str) -> str:
    return "\n".join(f"{i}. {w}" for i, w in enumerate(words.split(), 1))


def date_us() -> str:
    return f"{secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}/{pick(2025, 2026)}"


def money(lo: int, hi: int) -> str:
    return f"${lo + secrets.randbelow(hi - lo)}.{digits(2)}"


def us_phone() -> str:
    return f"({pick('713', '832', '281', '346')}) {secrets.randbelow(8) + 2}{digits(2)}-{digits(4)}"


def vn_phone() -> str:
    return f"+84 9{digits(1)} {digits(3)} {digits(4)}"


def aba() -> str:
    """An ABA routing number (Dallas Fed district) with a valid check digit: public."""
    body = "11" + pick("1", "3") + digits(5)
    d = [int(c) for c in body]
    total = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5]
    return body + str((10 - total % 10) % 10)


def ups() -> str:
    return "1Z" + rnd(UPPER + DIGITS, 6) + pick("01", "02", "03") + digits(8)


def usps() -> str:
    return groups("9400" + digits(18), 4)


def pnr() -> str:
    return rnd(UPPER + DIGITS, 6)


def eticket() -> str:
    return pick("695", "131", "016") + digits(10)


VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
VIN_VALUE = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9], strict=True))
VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin(wmi: str) -> str:
    """A vehicle identification number with a valid check digit: printed on the dashboard."""
    text = (wmi + "".join(secrets.choice(VIN_CHARS) for _ in range(5))
            + "0" + pick("L", "M", "N", "P", "R") + secrets.choice(UPPER.replace("I", "").replace("O", "").replace("Q", ""))
            + digits(6))
    total = sum((VIN_VALUE[c] if c.isalpha() else int(c)) * w for c, w in zip(text, VIN_WEIGHTS, strict=True))
    check = total % 11
    return text[:8] + ("X" if check == 10 else str(check)) + text[9:]


def plate() -> str:
    return f"{rnd(UPPER, 3)}-{digits(4)}"


def upc() -> str:
    return ean13("0")[1:]


def credentials() -> Rows:
    r = Rows()

    r.add(
        "pos_login",
        f"POS tiem (SalonBiz) dang nhap: user lotusnails_owner / pass {salon_pw()}",
        f"mật khẩu máy POS mới:\n{salon_pw()}\nanh kỹ thuật cài hôm thứ 3, user là kimtran",
        f"POS login https://pos.lotusnails.example  ->  kim@lotusnailspa.example   {salon_pw()}",
        f"pos pasword doi roi nha chi Hang: {salon_pw()} (cai cu bi lo)",
        f"Owner account tren may tinh tien\nusername: owner01\npassword: {pw()}",
    )

    r.add(
        "pos_manager_passcode",
        f"ma manager de void/refund tren POS: {pin(6)} — chỉ em với chị Hằng biết",
        f"refund code may tinh tien {code4()}#",
        f"Manager PIN (discount override) = {pin(5)}",
        f"Đổi mã quản lý trên máy POS thành {pin(6)}, mấy đứa thợ đừng cho biết nha",
    )

    r.add(
        "booking_app_login",
        f"Booksy business login: lotusnails.htx@mail.example / {salon_pw()}",
        f"app dat lich (Fresha)\nemail: booking@lotusnailspa.example\nmk: {salon_pw()}",
        f"Vagaro pass moi {salon_pw()} - nho log out cai ipad o quay",
        f"đăng nhập app booking trên ipad quầy lễ tân:\n\n{pw()}",
        f"GlossGenius owner: kim.tran / pw {salon_pw()}  (Vy setup, đừng đổi)",
    )

    r.add(
        "square_passcode",
        f"Square passcode cua em: {code4()}",
        f"Square passcode (clock in) cua chi Hang ..... {code4()}",
        f"Square POS mở khoá bằng {code4()} nha, máy iPad ở bàn 2",
        f"passcode square cho be Thao moi vo lam: {code4()}",
        f"Square cai ma {code4()} de vo Settings, may dua tho khong vo duoc",
    )

    r.add(
        "square_access_token",
        f"Tuấn gửi: Square access token cho website đặt lịch\n{square_token()}",
        f"SQUARE_ENVIRONMENT=production\nSQUARE_ACCESS_TOKEN={square_token()}",
        f"token square production (Tuan noi dung dua ai): {square_token()}",
        f'{{"square": {{"environment": "production", "access_token": "{square_token()}"}}}}',
    )

    r.add(
        "bank_debit_pin",
        f"PIN the debit Chase business: {code4()}",
        f"the ATM cua ma (Wells Fargo) pin {code4()}, ma hay quen",
        f"mã PIN thẻ ngân hàng tiệm\n{code4()}",
        f"BofA debit ...{digits(4)} pin la {code4()}",
        f"pin the ngan hang anh Long:   {pin(6)}",
    )

    r.add(
        "online_banking_login",
        f"Chase online - user: lotusnailshtx{digits(2)} pass: {salon_pw()}",
        f"ngân hàng (Frost) đăng nhập\nID: kimtran{digits(3)}\nmật khẩu: {salon_pw()}",
        f"Wells Fargo biz online pw {pw()} (doi thang 3)",
        f"bank login cho ke toan co Mai: user ltn_bookkeeper pw {salon_pw()}",
        f"Zelle thi dang nhap bang app Chase, mk {salon_pw()}",
    )

    r.add(
        "back_door_code",
        f"ma cua sau {code4()}#",
        f"Back door keypad: {pin(6)} then press the lock button",
        f"Mã cửa sau mới: {code4()} — đổi vì thằng thợ cũ nghỉ rồi",
        f"cua sau tiem bam {pin(5)} roi xoay nam cua",
        f"- keypad cửa sau: {code4()}\n- nhớ khoá chốt trên trước khi về",
    )

    r.add(
        "safe_combination",
        f"ket sat: {safe_combo()} (phai xoay trai truoc 3 vong)",
        f"Safe combo {safe_combo()}  trái-phải-trái",
        f"két sắt văn phòng mã số {pin(6)} rồi bấm #",
        f"safe o nha {safe_combo()}, chia khoa du phong trong hop giay",
    )

    r.add(
        "alarm_code",
        f"ADT alarm code {code4()}",
        f"mã tắt báo động tiệm: {code4()}\n(ai mở cửa sớm thì bấm trong 30 giây)",
        f"alarm tiem - disarm: {code4()} + OFF",
        f"bao dong o nha {code4()}#",
        f"Nếu công ty báo động gọi thì nói mật khẩu: {verbal()}",
    )

    r.add(
        "guest_wifi_password",
        f"Wifi cho khach: LotusNails_Guest\npass: {wifi_key()}",
        f"wifi khach {wifi_key()}",
        f"In bảng để ở quầy:\nFree WiFi: Lotus Nail Spa Guest\nPassword: {wifi_key()}",
        f"doi pass wifi khach thanh {wifi_key()} (khach cu xai hoai, cham qua)",
        f"customer wifi pw = {wifi_key()}",
    )

    r.add(
        "private_wifi_key",
        f"wifi tho / may POS: LotusNails_Staff {wifi_key()} — KHONG dua khach",
        f"Staff WiFi (5G)\nSSID  LTN-Office-5G\nWPA2 key  {rnd(ALNUM, 16)}",
        f"WIFI:T:WPA;S:LotusNails_Staff;P:{wifi_key()};;  (Vy lam QR cho tho scan)",
        f"mat khua wifi van phong {wifi_key()}",
        f"wifi nhà: NguyenFamily / {wifi_key()}",
    )

    r.add(
        "router_admin_login",
        f"Router Comcast 192.168.0.1 admin / {pw()}",
        f"vo cai dat modem: http://10.0.0.1 user admin mk {salon_pw()}",
        f"router admin pw (Tuan doi) {rnd(ALNUM, 14)}",
        f"Xfinity gateway admin password:\n{salon_pw()}",
    )

    r.add(
        "netflix_login",
        f"Netflix: kimtran88@mail.example / {salon_pw()}",
        f"Netflix profile PIN cua me: {code4()} (de may dua nho khong coi phim)",
        f"mk netflix\n{salon_pw()}",
        f"Netflix đổi pass rồi nha cả nhà: {salon_pw()}",
        f"Netflix account: email cua Vy, pass {pw()}",
    )

    r.add(
        "streaming_login",
        f"Hulu + Disney bundle: anhlong.nguyen@mail.example / {salon_pw()}",
        f"VieON coi phim VN cho ma: sdt {pick('832', '713', '281')}{digits(7, lead=True)} pass {salon_pw()}",
        f"Spotify family (Vy la admin) mk {salon_pw()}",
        f"YouTube TV pass: {pw()}",
        f"FPT Play tài khoản của ba: 0{digits(9)} / mk {salon_pw()}",
    )

    r.add(
        "carrier_account_pin",
        f"T-Mobile account PIN {pin(6)} (ho hoi khi goi tong dai)",
        f"Verizon PIN {code4()}",
        f"mã PIN chuyển số (port-out) T-Mobile: {pin(6)}",
        f"Metro by T-Mobile của ba - account PIN {pin(8)}",
        f"AT&T passcode tai khoan dien thoai tiem {code4()}, goi 611",
    )

    r.add(
        "apple_id_password",
        f"Apple ID cua ma: kimtran.ipad@mail.example\nmk {salon_pw()}",
        f"iCloud con Vy pass {salon_pw()} - em giữ dùm",
        f"apple id tiem (ipad booking) pw: {pw()}",
        f"mật khẩu iCloud của anh Long: {salon_pw()}",
        f"appleid ba: ba.nguyen.htx@mail.example\npasss {salon_pw()}",
    )

    r.add(
        "apple_recovery_key",
        f"Apple recovery key (cat ky!!):\n{apple_recovery_key()}",
        f"recovery key iCloud {apple_recovery_key()}",
        f"key khôi phục Apple ID của má {apple_recovery_key()} - in ra để trong két",
        f"Apple ID recovery key for the shop iPad account: {apple_recovery_key()}",
    )

    r.add(
        "gmail_app_password",
        f"app password gmail cho may scan (scan to email): {app_password()}",
        f"QuickBooks gửi mail bằng gmail app pass {app_password()}",
        f"Google app password (Outlook tren may tinh quay)\n{app_password()}",
        f"mk ung dung Gmail {app_password().replace(' ', '')}",
    )

    r.add(
        "google_backup_codes",
        f"Google backup codes tiem (lotusnailspa):\n{google_backup()}",
        f"ma du phong gmail cua em, moi so dung 1 lan:\n{google_backup()}",
        f"BACKUP VERIFICATION CODES\nkimtran88@mail.example\n{google_backup()}\n(in ra, để trong két)",
        f"backup code gmail của Vy (con mất điện thoại hoài)\n{google_backup()}",
    )

    r.add(
        "authenticator_setup_key",
        f"Gusto 2FA key (de cai lai Google Authenticator neu mat dt): {groups(totp_seed(32).lower(), 4)}",
        f"otpauth://totp/QuickBooks:kim%40lotusnailspa.example?secret={totp_seed(32)}&issuer=QuickBooks",
        f"mã thiết lập authenticator cho tài khoản Square: {totp_seed(16)}",
        f"Facebook trang tiem - xac thuc 2 lop, key: {groups(totp_seed(32), 4)}",
    )

    r.add(
        "business_card_details",
        f"the Amex tiem de mua do: {amex()} exp {card_expiry()} CID {digits(4)}",
        f"Visa Chase Ink {visa()} {card_expiry()} cvv {digits(3)}",
        f"thẻ của má để đặt hàng Sally: {visa()}\nhết hạn {card_expiry()}\nsố sau thẻ {digits(3)}",
        f"Capital One card  {mastercard()}  exp {card_expiry()}  cvc {digits(3)}",
        f"Card for online supply orders: {visa().replace(' ', '')}|{card_expiry()}|{digits(3)}",
    )

    r.add(
        "payroll_login",
        f"Gusto (payroll) owner login kim@lotusnailspa.example pw {salon_pw()}",
        f"tra luong tho - Gusto\nmk: {pw()}",
        f"ADP đăng nhập: LTNAILS{digits(4)}@adp / {salon_pw()}",
        f"payroll pass moi {salon_pw()}, co Mai ke toan cung xai",
    )

    r.add(
        "quickbooks_login",
        f"QuickBooks Online: kim@lotusnailspa.example | {salon_pw()}",
        f"qb mk {salon_pw()}",
        f"sổ sách QuickBooks - pass {pw()} (cô Mai đổi)",
        f"Intuit account (QuickBooks + TurboTax): user kimtran{digits(2)}, password {salon_pw()}",
        f"| app | user | pass |\n|---|---|---|\n| QuickBooks | kimtran | {salon_pw()} |",
    )

    r.add(
        "eftps_pin_password",
        f"EFTPS PIN {digits(4)} — dong thue 941 hang quy",
        f"EFTPS internet password: {pw()}",
        f"trang đóng thuế (EFTPS) mật khẩu {salon_pw()}",
        f"eftps: EIN cua tiem + PIN {digits(4)}, co Mai biet",
    )

    r.add(
        "crypto_seed_phrase",
        f"12 chữ ví Coinbase Wallet thằng Bin mua dùm:\n{seed_phrase(12)}",
        f"seed phrase (Trust Wallet) {seed_phrase(12)} — đừng chụp hình",
        f"vi bitcoin anh Long:\n{numbered(seed_phrase(12))}",
        f"ví của Bin 24 từ: {seed_phrase(24)}",
    )

    r.add(
        "voicemail_pin",
        f"voicemail tiem (Spectrum) pin {code4()}",
        f"ma nghe tin nhan thoai: {pin(6)}",
        f"Voicemail password for the salon line: {pin(5)}#",
        f"hộp thư thoại điện thoại bàn - mã {code4()}",
    )

    r.add(
        "camera_dvr_login",
        f"camera DVR (Hikvision) admin / {salon_pw()}",
        f"app xem camera tren dt: user lotusnails pass {pw()}",
        f"Ring cửa sau - tài khoản email của anh Long, mk {salon_pw()}",
        f"rtsp://admin:{rnd(ALNUM, 12)}@192.168.1.64:554/Streaming/Channels/101 (Tuan cai cho xem tren TV)",
        f"dau ghi camera mk: {salon_pw()} - bao an ninh hoi thi dua",
    )

    r.add(
        "social_media_password",
        f"IG tiem @lotusnails.houston pass {salon_pw()}",
        f"Facebook page (tk ca nhan cua em) mat khau: {salon_pw()}",
        f"TikTok tiem: lotusnailshtx / {pw()}",
        f"Yelp for business: kim@lotusnailspa.example  {salon_pw()}",
        f"instagram doi mk\ncu: (quen roi)\nmoi: {salon_pw()}",
    )

    r.add(
        "cashapp_pin",
        f"Cash App PIN {code4()}",
        f"venmo pin {code4()}",
        f"cashapp cua tiem ($LotusNailsHTX) pin: {code4()}",
        f"Mã PIN Cash App để rút tiền tip: {code4()}",
        f"cash app cua Vy - pin {code4()} (con dua de ma chuyen tien dum)",
    )

    r.add(
        "wordpress_app_password",
        f"WordPress app password cho plugin dat lich: {wp_app_password()}",
        f"website lotusnailspa.example wp-admin\nuser: kimtran\npass: {pw()}",
        f"Tuấn tạo application password WP: {wp_app_password()}",
        f'curl --user "kimtran:{wp_app_password()}" https://lotusnailspa.example/wp-json/wp/v2/posts',
    )

    r.add(
        "twilio_auth_token",
        f"Twilio (tin nhan nhac lich hen)\nAccount SID: {twilio_sid()}\nAuth Token: {hexs(32)}",
        f"TWILIO_AUTH_TOKEN={hexs(32)}",
        f"auth token twilio moi (Tuan doi thang 5): {hexs(32)}",
        f"twilio token {hexs(32)} - cai nay cua tin nhan SMS khach",
    )

    r.add(
        "stripe_secret_key",
        f"Stripe secret key bán gift card online: {stripe_secret_key()}",
        f"STRIPE_SECRET_KEY={stripe_secret_key()}",
        f"restricted key Stripe (chi doc doanh thu) {stripe_restricted_key()}",
        f"stripe:\n  secret_key: {stripe_secret_key()}\n  # Tuan noi dung de len github",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "appointment_confirmation",
        f"Booksy: lịch hẹn của chị Trang đã xác nhận, mã #{rnd(UPPER + DIGITS, 8)}, 2:30pm thứ 7",
        f"booking conf BK-{digits(7, lead=True)} - 6 nguoi dam cuoi, pedi + gel",
        f"Appointment ID {digits(9, lead=True)} (khach doi gio sang 11am)",
        f"Vagaro confirmation {rnd(UPPER + DIGITS, 10)} for Jessica, full set + design",
    )

    r.add(
        "square_payment_id",
        f"Square payment ID {rnd(ALNUM, 27)} - khach bi charge 2 lan, refund cai nay",
        f"receipt #{rnd(ALNUM, 4)} · transaction {rnd(ALNUM, 22)}  {money(40, 200)}",
        f"Square deposit {rnd(UPPER + DIGITS, 12)} vao bank ngay {date_us()}",
        f"dispute (khiếu nại) Square, payment {rnd(ALNUM, 27)}: gửi hình bill cho họ",
    )

    r.add(
        "card_last4",
        f"Visa ending in {digits(4)} - the tiem, auto pay tien dien",
        f"card on file: •••• {digits(4)} (Amex)",
        f"khach Linda de the **** **** **** {digits(4)} giu cho lich hen",
        f"the cu het han, the moi cung duoi {digits(4)}",
        f"Mastercard xxxx-{digits(4)} bị decline 2 lần",
    )

    r.add(
        "routing_masked_account",
        f"Routing number {aba()}, account ending {digits(4)} - cho Gusto deposit",
        f"direct deposit cho tho: routing {aba()}, acct ...{digits(4)}",
        f"số routing ngân hàng: {aba()}",
        f"ACH from Square goes to checking ****{digits(4)}, routing {aba()}",
    )

    r.add(
        "vendor_invoice",
        f"Invoice INV-2025-{digits(5)} OPI supply {money(800, 2000)} due 30 ngày",
        f"hoa don hang bot acrylic #{digits(6, lead=True)} - da tra",
        f"Nail supply PO {digits(5, lead=True)}: 24 chai gel, 10 hộp tips",
        f"CND invoice {rnd(UPPER + DIGITS, 10)} tra bang check #{digits(4, lead=True)}",
        f"bill sửa ghế pedicure, hóa đơn số {digits(8, lead=True)}",
    )

    r.add(
        "package_tracking",
        f"UPS tracking {ups()} - ghe pedicure moi",
        f"USPS {usps()} gui qua cho di Hai",
        f"gửi đồ về VN: {s10('EE', 'US')}",
        f"FedEx tracking\n{digits(12, lead=True)}",
        f"hang Amazon giao chua? tracking TBA{digits(12)}",
    )

    r.add(
        "online_order_number",
        f"Amazon order # 113-{digits(7)}-{digits(7)} (khăn + đèn UV)",
        f"Sally Beauty order {digits(9, lead=True)}",
        f"Temu đơn PO-211-{digits(17)}",
        f"order number {digits(10, lead=True)} - mua ghe tren Wayfair",
    )

    r.add(
        "phone_numbers",
        f"tiem: {us_phone()} / fax {us_phone()}",
        f"sdt chi Hang {us_phone()}, Tuyet {us_phone()}",
        f"bà nội ở VN: {vn_phone()}",
        f"tho sua ong nuoc anh Dung {us_phone()}",
        f"landlord Mr. Patel {us_phone()} ext {digits(3, lead=True)}",
    )

    r.add(
        "business_license_number",
        f"TDLR salon license # {digits(6, lead=True)}, het han {date_us()}",
        f"giấy phép thợ nail của Linh: manicurist lic {digits(7, lead=True)}",
        f"renew license online, so license {digits(6, lead=True)}, phi $53",
        f"Texas sales tax permit # 3{digits(10)} - dan o quay",
    )

    r.add(
        "wifi_ssid_only",
        "wifi khach ten la LotusNails_Guest (pass dan tren quay, hỏi chị Hằng)",
        f"doi ten wifi tu NETGEAR{digits(2)}-5G thanh LotusNails_Staff",
        f"SSID: LTN-Office-5G, channel {pick(36, 44, 149, 157)}, 5GHz",
        f"router mới tên Xfinity-{rnd(UPPER + DIGITS, 4)}, chưa đổi mật khẩu - để Tuấn làm",
    )

    r.add(
        "expired_otp",
        f"Chase gui ma {digits(6)} nhung het han roi, bam gui lai",
        f"ma xac nhan Square {digits(6)} (đã dùng)",
        f"Your Netflix verification code was {digits(6)} — expired, already used it",
        f"Gusto login code {digits(6)} - dùng xong rồi, hết hạn sau 10 phút",
        f"mã OTP Vietcombank {digits(6)} hết hiệu lực, chuyển tiền lại mai",
    )

    r.add(
        "equipment_serial",
        f"ghế pedicure S/N {rnd(UPPER + DIGITS, 12)} - bảo hành 2 năm",
        f"Square Terminal serial {rnd(UPPER + DIGITS, 14)}",
        f"may say UV/LED serial no. {rnd(UPPER + DIGITS, 10)}",
        f"máy in receipt Star TSP143 S/N {digits(10, lead=True)}",
    )

    r.add(
        "app_version",
        f"Square POS update len {secrets.randbelow(10) + 6}.{secrets.randbelow(60)}.{secrets.randbelow(10)} roi",
        f"iPad iOS 17.{secrets.randbelow(7)}.{secrets.randbelow(3)}, app Booksy v{secrets.randbelow(5) + 3}.{secrets.randbelow(40)}.{secrets.randbelow(9)}",
        f"firmware router {secrets.randbelow(9) + 1}.{secrets.randbelow(9)}.{digits(2)}.{digits(3)} (Tuan update)",
        f"QuickBooks Desktop 2024 R{secrets.randbelow(15) + 1} build 34.0.{digits(4, lead=True)}",
    )

    r.add(
        "network_device_address",
        f"may in receipt IP 192.168.1.{secrets.randbelow(200) + 20}, MAC {mac(':', True)}",
        f"block ipad cu: MAC {mac('-', True)}",
        f"TV quảng cáo ở phòng chờ: {mac()}",
        f"printer bep: 10.0.0.{secrets.randbelow(200) + 20} port 9100",
    )

    r.add(
        "service_prices",
        f"Bảng giá mới:\nManicure ${20 + secrets.randbelow(10)}\nPedicure ${30 + secrets.randbelow(15)}\nGel X ${55 + secrets.randbelow(15)}\nFill ${35 + secrets.randbelow(10)}",
        f"tiền thu hôm nay {money(2000, 5000)}, tip thẻ {money(200, 700)}",
        f"deluxe pedi {pick('$45', '$49', '$55')} | combo mani-pedi {pick('$60', '$65', '$70')} | wax eyebrow $12",
        f"gia ghe moi {money(3000, 6000)} + ship {money(200, 400)}",
    )

    r.add(
        "polish_shade_codes",
        f"mau OPI khach thich: NL H{digits(2)}, NL N{digits(2)}, GC {rnd(UPPER, 1)}{digits(2)}",
        f"DND {digits(3, lead=True)} (đỏ), DND {digits(3, lead=True)} (nude)",
        f"Kiara Sky G{digits(3, lead=True)} + dip D{digits(3, lead=True)}",
        f"het mau gel #{digits(3, lead=True)} va #{digits(3, lead=True)}, dat them",
    )

    r.add(
        "password_kept_elsewhere",
        "mk Netflix mới em ghi trong cuốn sổ hồng trong ngăn kéo, không ghi ở đây",
        "pass wifi thợ hỏi chị Hằng, đừng để khách thấy",
        "ma ket sat chi anh Long voi em biet, khong viet ra",
        "Chase pass luu trong iPhone (Keychain) roi, Face ID vo",
        "Doi mat khau Gusto xong 3/14 - mat khau moi o trong 1Password cua Vy",
    )

    r.add(
        "website_secret_placeholder",
        ".env mẫu Tuấn gửi:\nSQUARE_ACCESS_TOKEN=\nTWILIO_AUTH_TOKEN=\nSTRIPE_SECRET_KEY=",
        "token: ${{ secrets.SQUARE_TOKEN }} (trong github cua Tuan)",
        "TWILIO_AUTH_TOKEN=<dan token vao day>  Tuan noi token that khong de trong file nay",
        "process.env.STRIPE_SECRET_KEY - key that nam tren Vercel, khong o day",
    )

    r.add(
        "utility_account_number",
        f"CenterPoint Energy acct {digits(10, lead=True)} - tien dien tiem",
        f"Comcast business account 8{digits(15)}",
        f"nuoc City of Houston: account {digits(9, lead=True)}, tra {money(80, 200)}",
        f"Reliant (nhà) số khách hàng {digits(9, lead=True)}",
    )

    r.add(
        "insurance_policy",
        f"bảo hiểm tiệm (State Farm) policy # {digits(2)}-{rnd(UPPER + DIGITS, 4)}-{digits(4)}",
        f"workers comp policy WC{digits(8)}, renew {date_us()}",
        f"bao hiem xe Camry so hop dong {digits(3)} {digits(4)}-{rnd(UPPER, 1)}{digits(2)}-{digits(2)}",
        f"Blue Cross member ID {rnd(UPPER, 3)}{digits(9)} group {digits(6)}",
    )

    r.add(
        "flight_itinerary",
        f"Vé về VN ăn Tết: EVA Air, mã đặt chỗ {pnr()}, số vé {eticket()}",
        f"United conf {pnr()} IAH-SFO ngay {date_us()}",
        f"ve cho ba ma: booking ref {pnr()}, ticket {eticket()} / {eticket()}",
        f"KTN (TSA PreCheck) cua anh Long {digits(9, lead=True)}, so ve cua Vy {eticket()}",
    )

    r.add(
        "booking_link_uuid",
        f"link dat lich gui khach: https://book.lotusnailspa.example/s/{uid()}",
        f"form khảo sát: https://forms.acme.test/d/{uid()}/viewform",
        f"hinh mau nail tren Drive https://drive.acme.test/folders/{uid()}",
        f"link review Google cho khach: https://g.acme.test/r/{rnd(URLSAFE, 22)}",
    )

    r.add(
        "square_app_location_id",
        f"Square Application ID (public): {square_app_id()}",
        f"SQUARE_LOCATION_ID={square_location()} — cái này không phải mật khẩu, Tuấn nói",
        f"location id tiem Bellaire {square_location()}, tiem Katy {square_location()}",
        f"<script> appId: '{square_app_id()}', locationId: '{square_location()}'",
    )

    r.add(
        "website_public_keys",
        f"Google Analytics tiem: {ga4_id()}",
        f"Stripe publishable key (de tren web duoc): {stripe_publishable_key()}",
        f"reCAPTCHA site key {recaptcha_site_key()} cho form dat lich",
        f"Meta pixel id {digits(16, lead=True)}",
    )

    r.add(
        "family_remittance_details",
        f"Gửi tiền về cho má: Vietcombank, STK {digits(13, lead=True)}, tên NGUYEN THI LAN, SWIFT BFTVVNVX",
        f"Agribank chi nhanh Go Vap so tai khoan {digits(13, lead=True)}",
        f"Remitly nguoi nhan: Techcombank {digits(14, lead=True)} (ca Hai)",
        f"Remitly gui $500 ngay {date_us()}, phi $3.99, ty gia 25,{digits(3)}",
    )

    r.add(
        "vehicle_vin",
        f"xe Camry VIN {vin('4T1')}, bien so {plate()}",
        f"VIN xe anh Long: {vin(pick('1N4', 'JTD', '5FN'))}",
        f"đăng ký xe Honda của Vy\n{vin('1HG')}\nhết hạn {date_us()}",
        f"Tesla Model Y {vin('7SA')} - goi bao hiem",
    )

    r.add(
        "phone_imei",
        f"IMEI iPhone cu cua ba {imei()} - mo mang de gui ve VN",
        f"máy mất: IMEI {imei()}",
        f"T-Mobile hoi IMEI de unlock: {imei()}",
        f"IMEI1 {imei()}\nIMEI2 {imei()}",
    )

    r.add(
        "support_case_number",
        f"Comcast ticket #{digits(9, lead=True)} - internet rớt hoài",
        f"T-Mobile case {digits(8, lead=True)}, nói chuyện với chị Maria",
        f"Square support case {digits(8, lead=True)} về tiền deposit trễ",
        f"IRS letter ref: notice CP{pick('2000', '14', '501')}, ngay {date_us()}",
    )

    r.add(
        "staff_commission",
        f"Luong tuan nay:\nHang  60%  {money(1200, 2200)}  tip {money(200, 600)}\nTuyet 60%  {money(900, 1800)}  tip {money(150, 500)}",
        f"Linh commission {money(800, 1600)}, check #{digits(4, lead=True)}",
        f"tip chia: {money(30, 90)} / {money(30, 90)} / {money(30, 90)}",
        f"payroll {date_us()}: tổng {money(6000, 12000)}, thuế {money(400, 900)}",
    )

    r.add(
        "loyalty_member_id",
        f"khach than thiet #LN{digits(5)} Sarah - {secrets.randbelow(900) + 100} diem",
        f"member {digits(10, lead=True)} (sdt khách) đổi được 1 pedi free",
        f"Sally Beauty Club card {digits(12, lead=True)}",
        f"Costco membership {digits(12, lead=True)} (the anh Long)",
    )

    r.add(
        "product_lot_number",
        f"acrylic liquid LOT {digits(2)}{rnd(UPPER + DIGITS, 5)} EXP {secrets.randbelow(12) + 1:02d}/2027",
        f"gel top coat lot# {digits(7)} - khach bi di ung, ghi lai",
        f"nước tẩy (acetone) batch {rnd(UPPER + DIGITS, 8)}",
        f"recall OPI lot {digits(6)}? kiem tra thu",
    )

    r.add(
        "masked_value",
        "Wi-Fi pass: •••••••• (bấm con mắt mới thấy)",
        f"Stripe chi hien: sk_live_...{rnd(ALNUM, 4)}",
        f"SSN cua tho moi: ***-**-{digits(4)}",
        f"Square token EAAA…{rnd(ALNUM, 4)} (Tuấn đã xoá cái cũ)",
    )

    r.add(
        "card_auth_code",
        f"Auth code {rnd(UPPER + DIGITS, 6)} / batch #{digits(3)} / ref {digits(12)}",
        f"bill khach Jenny: APPROVAL {digits(6)} {money(50, 150)}",
        f"batch close #{digits(4)}: {secrets.randbelow(60) + 20} giao dich, {money(2000, 5000)}",
        f"Entry: CHIP  AID A0000000031010  Auth {digits(6)}",
    )

    r.add(
        "website_deploy_hash",
        f"Tuan: deploy xong, commit {hexs(7)}",
        f"build {hexs(40)} len production ok",
        f"file hinh menu sha256 {hexs(64)}",
        f"web loi css? cache bust main.{hexs(8)}.css",
    )

    r.add(
        "product_barcode",
        f"UPC gel base coat {upc()}",
        f"mã vạch hộp khăn: {upc()}",
        f"scan barcode {ean13('89')} (hang VN)",
        f"UPC {upc()} / {upc()} - dat them 2 thung",
    )

    r.add(
        "schedule_dates",
        f"Tết đóng cửa 1/{secrets.randbelow(3) + 27}/2026 tới mùng {secrets.randbelow(2) + 3}, mở lại 9:30am",
        "Giờ mở cửa: T2-T7 9:30-7:30, CN 11-6",
        f"lich tho tuan nay: Hang T2 T4 T6, Tuyet T3 T5 T7, Linh {pick('CN', 'T7')}",
        f"deadline renew license {date_us()}, bao hiem {date_us()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout390.py", [
        ("heldout390_credentials.yaml", credentials(), "Held-out batch 390: credentials a Vietnamese-American nail salon owner in Houston keeps (POS, booking, Square, bank PINs, door, safe and alarm codes, Wi-Fi, streaming, carrier, Apple, payroll and more)"),
        ("heldout390_lookalikes.yaml", lookalikes(), "Held-out batch 390: a nail salon owner's confirmations, payment ids, masked cards, routing numbers, invoices, tracking, serials, expired codes, public keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
