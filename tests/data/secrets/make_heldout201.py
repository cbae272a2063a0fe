# ruff: noqa: E501
"""Writes heldout201_credentials.yaml and heldout201_lookalikes.yaml: held-out batch 201.

Persona: a small online seller in Ho Chi Minh City who runs a home-decor shop on Shopee,
Lazada and TikTok Shop, writing in Vietnamese (with and without diacritics) and some
English. The credentials are the seller-centre logins, the bank app's Smart OTP PIN, Zalo
OA secret keys and tokens, GHN and GHTK shipping API tokens, the MoMo and VNPay merchant
secrets, the shop's Gmail and Facebook page passwords, the warehouse door code and the like.
The look-alikes are order ids, tracking codes, tax codes (MST), bank account numbers for
receiving transfers, public Zalo OA ids, voucher codes, phone numbers, SKUs, invoice serials
and talk about changing passwords that names no value.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    digits,
    ean13,
    hexs,
    openai_project_key,
    pem,
    phrase,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

VN_WORDS = ["banhmi", "cafe", "suada", "pho", "mua", "nang", "gio", "bien", "hoa", "mai", "dao", "sen", "lua", "trang", "sao", "meo", "tom", "xoai", "dua", "che"]
BANKS = ["Vietcombank", "Techcombank", "MB Bank", "ACB", "VPBank", "TPBank", "BIDV"]
BANK_BINS = {"Vietcombank": "970436", "Techcombank": "970407", "MB Bank": "970422", "ACB": "970416", "VPBank": "970432", "TPBank": "970423", "BIDV": "970418"}


def vn_pw() -> str:
    """A password this seller would pick, or one a manager generated."""
    return pick(
        f"{pick('Hanh', 'hanhshop', 'KhoQ7', 'Meomeo', 'SaiGon', 'DecorNha')}{pick('@', '#', '.', '_')}{digits(4)}{pick('', '!', '@@', 'xx')}",
        f"{phrase(VN_WORDS, 3, '')}{digits(2)}{pick('!', '#', '*')}",
        pw(),
        rnd(ALNUM + "@#!", 14),
    )


def pin6() -> str:
    return digits(6)


def vn_phone() -> str:
    return pick("090", "091", "093", "097", "098", "086", "032", "035", "070", "077", "079", "083") + digits(7)


def spaced_phone() -> str:
    p = vn_phone()
    return f"{p[:4]} {p[4:7]} {p[7:]}"


def yymmdd() -> str:
    return f"{pick('24', '25')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"


def shopee_order() -> str:
    return yymmdd() + rnd(UPPER + DIGITS, 8)


def lazada_order() -> str:
    return digits(15, lead=True)


def ghn_code() -> str:
    return pick("L", "G", "K") + rnd(UPPER + DIGITS, 7)


def ghtk_label() -> str:
    return f"S{digits(8, True)}.{pick('SG', 'HN', 'MT')}{digits(2)}.{digits(1)}{pick('A', 'B', 'C', 'D')}.{digits(9, True)}"


def spx() -> str:
    return "SPXVN0" + digits(11)


def mst(branch: bool = False) -> str:
    base = "03" + digits(8)
    return f"{base}-{secrets.randbelow(20) + 1:03d}" if branch else base


def account_no() -> str:
    return digits(pick(10, 12, 13), lead=True)


def zalo_id() -> str:
    return digits(19, lead=True)


def google_backup_codes() -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(10))


def ghn_token() -> str:
    return uid()


def ghtk_token() -> str:
    return rnd(ALNUM, 40)


def zalo_secret() -> str:
    return rnd(ALNUM, 20)


def zalo_token() -> str:
    return rnd(URLSAFE, 220)


def fb_token() -> str:
    return f"EAA{pick('B', 'G', 'J', 'I')}{rnd(ALNUM, 190)}"


def tg_token() -> str:
    return f"{digits(10, True)}:AA{rnd(URLSAFE, 33)}"


def momo_access() -> str:
    return rnd(ALNUM, 16)


def momo_secret() -> str:
    return rnd(ALNUM, 32)


def momo_partner() -> str:
    return "MOMO" + rnd(UPPER + DIGITS, 8)


def vnp_secret() -> str:
    return rnd(UPPER, 32)


def vnp_tmn() -> str:
    return rnd(UPPER + DIGITS, 8)


def tiktok_app_key() -> str:
    return rnd(LOWER + DIGITS, 13)


def crc16(data: str) -> str:
    crc = 0xFFFF
    for byte in data.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def vietqr(bank: str, acct: str, memo: str) -> str:
    """A VietQR (EMVCo) payload for a transfer to `acct`: public, printed on the counter."""
    merchant = tlv("00", "A000000727") + tlv("01", tlv("00", BANK_BINS[bank]) + tlv("01", acct)) + tlv("02", "QRIBFTTA")
    body = tlv("00", "01") + tlv("01", "11") + tlv("38", merchant) + tlv("53", "704") + tlv("58", "VN") + tlv("62", tlv("08", memo)) + "6304"
    return body + crc16(body)


def ft_ref() -> str:
    return f"FT{pick('24', '25')}{secrets.randbelow(365) + 1:03d}{rnd(UPPER + DIGITS, 5)}"


def credentials() -> Rows:
    r = Rows()
    bank = pick(*BANKS)

    r.add(
        "shopee_seller_login",
        f"Shopee seller centre: user hanhshop.official / mk {vn_pw()}",
        f"đăng nhập kênh người bán shopee: sđt {vn_phone()} pass {vn_pw()}",
        f"shopee acc phu (shop 2 - hanh_decor_hcm): {vn_pw()}  nho doi sau Tet",
        f"Shopee Seller\nTK: hanhshop.kho\nMK: {vn_pw()}\nOTP ve so cua chi Hanh",
        f"remember the shopee login for the new intern: username hanhshop.kho, password {vn_pw()}",
    )
    r.add(
        "lazada_seller_login",
        f"Lazada Seller Center - email hanhdecor.lzd / mật khẩu: {vn_pw()}",
        f"lzd seller login {vn_phone()} | {vn_pw()}",
        f"Mat khau Lazada moi (doi 3/9): {vn_pw()}",
        f"lazada: hanhdecor.lzd pw={vn_pw()} (pass cũ bị khoá do nhập sai 5 lần)",
    )
    r.add(
        "bank_smart_otp_pin",
        f"PIN Smart OTP {bank}: {pin6()}",
        f"smart otp pin vcb {pin6()} - dung de duyet chuyen khoan cho ncc",
        f"Mã PIN Smart OTP (app {pick(*BANKS)}) đổi lại thành {pin6()}, nhớ giùm nha",
        f"Techcombank Smart OTP PIN is {pin6()}, only for approving supplier payments",
        f"otp pin mb: {pin6()}\nmã kích hoạt lại: hỏi tổng đài nếu quên",
    )
    r.add(
        "bank_app_login_password",
        f"{bank} Digibank - ten dang nhap {digits(10, True)}, mat khau {vn_pw()}",
        f"App ngân hàng (tk công ty): user HANHDECOR{digits(3)} / pass: {vn_pw()}",
        f"internet banking ACB: {vn_phone()} / {vn_pw()}",
        f"bank app password for the shop account: {vn_pw()}",
    )
    r.add(
        "atm_card_pin",
        f"Mã PIN thẻ ATM {pick(*BANKS)} (thẻ đuôi {digits(4)}): {pin6()}",
        f"pin the atm cty {pin6()}",
        f"thẻ ghi nợ rút tiền COD - PIN {pin6()}",
        f"ATM card PIN for the shop's debit card: {pin6()}",
    )
    r.add(
        "momo_wallet_pin",
        f"Mật khẩu ví MoMo (6 số): {pin6()}",
        f"momo pin {pin6()} - vi nhan tien khach",
        f"Ví MoMo shop sđt {vn_phone()}, mã PIN {pin6()}",
        f"MoMo wallet passcode: {pin6()}",
    )
    r.add(
        "zalo_oa_secret_key",
        f"Zalo OA app - App ID {zalo_id()}, Secret Key: {zalo_secret()}",
        f"zalo app secret {zalo_secret()}",
        f"ZALO_APP_ID={zalo_id()}\nZALO_APP_SECRET={zalo_secret()}",
        f"Khoá bí mật ứng dụng Zalo (developers) của OA Hạnh Decor: {zalo_secret()}",
        f"secret_key zalo oa moi tao lai hom nay: {zalo_secret()} (cai cu da vo hieu)",
    )
    r.add(
        "zalo_oa_refresh_token",
        f"Zalo OA refresh token (hạn 3 tháng): {zalo_token()}",
        f"zalo access_token gui ZNS: {zalo_token()}",
        f'curl -X POST https://openapi.zalo.acme.test/v3.0/oa/message/cs -H "access_token: {zalo_token()}" -d @msg.json',
        f"refresh_token={zalo_token()}",
        f"Zalo OA:\n  app_id: {zalo_id()}\n  access_token: {zalo_token()}",
    )
    r.add(
        "ghn_api_token",
        f"GHN token: {ghn_token()}  ShopId {digits(7, True)}",
        f'curl -H "Token: {ghn_token()}" -H "ShopId: {digits(6, True)}" https://online-gateway.ghn.acme.test/shiip/public-api/v2/shipping-order/create',
        f"Token API Giao Hàng Nhanh (tài khoản shop Q7): {ghn_token()}",
        f"ghn api key {ghn_token()}",
        f"GHN_TOKEN={ghn_token()}\nGHN_SHOP_ID={digits(7, True)}",
    )
    r.add(
        "ghtk_api_token",
        f"GHTK API token: {ghtk_token()}",
        f"token giao hang tiet kiem {ghtk_token()}",
        f'curl -X POST https://services.ghtk.acme.test/services/shipment/order -H "Token: {ghtk_token()}" -H "Content-Type: application/json"',
        f"Mã token GHTK (lấy trong Cài đặt > Kết nối API): {ghtk_token()}",
        f"ghtk:\n  token: {ghtk_token()}\n  pick_province: TP. Hồ Chí Minh",
    )
    r.add(
        "momo_merchant_secret_key",
        f"MoMo Business: partnerCode {momo_partner()}, accessKey {momo_access()}, secretKey {momo_secret()}",
        f"momo secret key {momo_secret()}",
        f"MOMO_PARTNER_CODE={momo_partner()}\nMOMO_ACCESS_KEY={momo_access()}\nMOMO_SECRET_KEY={momo_secret()}",
        f"Khóa bí mật MoMo (ký HMAC IPN): {momo_secret()}",
        f'"momo": {{"partnerCode": "{momo_partner()}", "accessKey": "{momo_access()}", "secretKey": "{momo_secret()}"}}',
    )
    r.add(
        "vnpay_hash_secret",
        f"VNPay: vnp_TmnCode={vnp_tmn()} vnp_HashSecret={vnp_secret()}",
        f"chuoi bi mat vnpay (hash secret) {vnp_secret()}",
        f"VNPAY_HASH_SECRET={vnp_secret()}",
        f"Mã bí mật VNPAY gửi qua mail kích hoạt: {vnp_secret()}",
    )
    r.add(
        "payos_checksum_key",
        f"payOS: Client ID {uid()}\nAPI Key {uid()}\nChecksum Key {hexs(64)}",
        f"PAYOS_CHECKSUM_KEY={hexs(64)}",
        f"checksum key payos {hexs(64)}",
        f"payos api key {uid()} + checksum {hexs(64)} (kenh thanh toan web)",
    )
    r.add(
        "gmail_password",
        f"Gmail shop (hanhdecor.shop): {vn_pw()}",
        f"mk gmail cua shop {vn_pw()}",
        f"Email nhận đơn: hanhdecor.orders — mật khẩu {vn_pw()}",
        f"the shop gmail password, changed after the phishing scare: {vn_pw()}",
    )
    r.add(
        "gmail_app_password",
        f"Gmail app password cho Sapo gui mail: {app_password()}",
        f"mật khẩu ứng dụng Google (SMTP website): {app_password()}",
        f"SMTP_USER=hanhdecor.orders\nSMTP_PASS={app_password().replace(' ', '')}",
        f"app pw gmail {app_password()}",
    )
    r.add(
        "google_backup_codes",
        f"Mã dự phòng Google (gmail shop):\n{google_backup_codes()}",
        f"backup codes gmail hanhdecor.orders\n{google_backup_codes()}",
        f"ma du phong 2 buoc: {', '.join(f'{digits(4)} {digits(4)}' for _ in range(5))}",
        f"Google backup codes, keep offline!\n{google_backup_codes()}",
    )
    r.add(
        "facebook_page_password",
        f"Facebook (nick admin page Hạnh Decor): {vn_phone()} / {vn_pw()}",
        f"fb page pass {vn_pw()}",
        f"mat khau facebook quan ly fanpage: {vn_pw()} - khong dua cho ai",
        f"FB login for the page admin account: hanhdecor.admin / {vn_pw()}",
    )
    r.add(
        "facebook_page_access_token",
        f"Page access token (fanpage, không hết hạn): {fb_token()}",
        f"FB_PAGE_TOKEN={fb_token()}",
        f"token page fb cho chatbot tra loi inbox {fb_token()}",
        f'curl "https://graph.acme.test/v19.0/me/messages?access_token={fb_token()}"',
    )
    r.add(
        "warehouse_door_code",
        f"Mã cửa kho Q7: {digits(4)}#",
        f"ma khoa cua kho {digits(6)}",
        f"Kho Bình Tân - khóa số cửa cuốn: {digits(4)}, mã cửa phụ {digits(4)}*",
        f"warehouse door code is {digits(6)}, tell the shipper only at the gate",
        f"cua kho doi ma roi: {digits(4)} (ma cu {digits(4)} het dung)",
    )
    r.add(
        "safe_combination",
        f"Két sắt văn phòng: {digits(2)}-{digits(2)}-{digits(2)}",
        f"mã két tiền COD {digits(6)}",
        f"safe combo: {digits(2)} L, {digits(2)} R, {digits(2)} L",
        f"két sắt kho: bấm mã {digits(6)} rồi vặn chìa",
    )
    r.add(
        "shop_wifi_password",
        f"Wifi HanhDecor_5G: {vn_pw()}",
        f"pass wifi kho: {rnd(LOWER + DIGITS, 10)}",
        f"Wi-Fi nhân viên (Kho_Q7_Staff) mật khẩu {phrase(VN_WORDS, 2, '')}{digits(4)}",
        f"wifi: HanhDecor-Office / WPA2 / {vn_pw()}",
        f"wifi tầng 2 (HanhDecor_2.4G) pass {digits(10)}",
    )
    r.add(
        "router_admin_password",
        f"Modem FPT - admin / {vn_pw()} (192.168.1.1)",
        f"router kho: user admin pass {rnd(ALNUM, 12)}",
        f"mật khẩu trang quản trị modem Viettel: {vn_pw()}",
        f"Router TP-Link kho: admin/{rnd(ALNUM, 10)}",
    )
    r.add(
        "telegram_bot_token",
        f"Bot Telegram báo đơn mới: {tg_token()}",
        f"TELEGRAM_BOT_TOKEN={tg_token()}\nTELEGRAM_CHAT_ID=-100{digits(10, True)}",
        f"tele bot token {tg_token()}",
        f"curl https://api.telegram.acme.test/bot{tg_token()}/sendMessage -d chat_id=-100{digits(10, True)} -d text=don_moi",
    )
    r.add(
        "tiktok_shop_app_secret",
        f"TikTok Shop Partner: App Key {tiktok_app_key()} / App Secret {hexs(40)}",
        f"tiktok shop app secret {hexs(40)}",
        f"TIKTOK_APP_KEY={tiktok_app_key()}\nTIKTOK_APP_SECRET={hexs(40)}",
        f"Khóa bí mật app TikTok Shop (đồng bộ tồn kho): {hexs(40)}",
    )
    r.add(
        "lazada_open_platform_app_secret",
        f"Lazada Open Platform: App Key {digits(6, True)}, App Secret {rnd(ALNUM, 32)}",
        f"lazada app secret {rnd(ALNUM, 32)}",
        f"LAZADA_APP_KEY={digits(6, True)}\nLAZADA_APP_SECRET={rnd(ALNUM, 32)}",
        f"lzd access_token (seller hanhdecor, 30 ngày): 50000{rnd(ALNUM, 40)}",
    )
    r.add(
        "shopee_partner_key",
        f"Shopee Open Platform live: partner_id {digits(7, True)}, partner_key {hexs(64)}",
        f"shopee partner key {hexs(64)}",
        f"SHOPEE_PARTNER_ID={digits(7, True)}\nSHOPEE_PARTNER_KEY={hexs(64)}",
        f"Shopee access_token shop hanhdecor: {hexs(32)}  refresh_token: {hexs(32)}",
    )
    r.add(
        "einvoice_portal_password",
        f"Hóa đơn điện tử Viettel SInvoice: TK {mst()}, MK {vn_pw()}",
        f"meinvoice dang nhap {mst()} / {vn_pw()}",
        f"Trang xuất hóa đơn (MST {mst()}) - pass: {vn_pw()}",
        f"e-invoice portal login: tax code {mst()}, password {vn_pw()}",
    )
    r.add(
        "tax_portal_password",
        f"Thuế điện tử (thuedientu): {mst()} / {vn_pw()}",
        f"mk nop thue {vn_pw()}",
        f"Cổng thuế cá nhân - tên đăng nhập {mst()}, mật khẩu {vn_pw()}",
        f"eTax Mobile PIN: {pin6()}",
        f"thuedientu.gdt - TK {mst()}-{digits(3)} MK {vn_pw()} (tai khoan chi nhanh)",
    )
    r.add(
        "digital_signature_token_pin",
        f"PIN USB token chữ ký số VNPT-CA: {digits(8)}",
        f"token ky so viettel-ca mat khau {rnd(ALNUM, 8)}",
        f"Chữ ký số: đã đổi PIN mặc định thành {rnd(ALNUM + '@', 10)}",
        f"digital signature USB token PIN {digits(6)} - needed for the VAT filing",
    )
    r.add(
        "camera_verification_code",
        f"Camera kho EZVIZ - mã xác minh (dưới đế): {rnd(UPPER, 6)}",
        f"ezviz verification code {rnd(UPPER, 6)}",
        f"Imou camera quầy: mật khẩu thiết bị {vn_pw()}",
        f"camera app login: hanhdecor.cam / {vn_pw()}",
    )
    db_user = pick("hanhdecor_wp", "wp_hanh", "shopdb")
    r.add(
        "website_db_connection_string",
        f"mysql://{db_user}:{rnd(ALNUM, 16)}@db.hanhdecor.internal:3306/hanhdecor_wp",
        f"define( 'DB_PASSWORD', '{pw()}' );",
        f"DATABASE_URL=postgres://hanh:{rnd(ALNUM, 18)}@pg.acme.internal:5432/donhang",
        f"DB web: host db.hanhdecor.internal, user {db_user}, pass {vn_pw()}",
    )
    r.add(
        "woocommerce_api_keys",
        f"WooCommerce REST: ck_{hexs(40)} / cs_{hexs(40)}",
        f"consumer secret woo cs_{hexs(40)}",
        f"WC_CONSUMER_KEY=ck_{hexs(40)}\nWC_CONSUMER_SECRET=cs_{hexs(40)}",
        f"khoá API woo đồng bộ Sapo: cs_{hexs(40)}",
    )
    r.add(
        "kiotviet_client_secret",
        f"KiotViet API: client_id {uid()}, client_secret {rnd(UPPER + DIGITS, 40)}",
        f"kiotviet secret {rnd(UPPER + DIGITS, 40)}",
        f"Mã bảo mật KiotViet (Thiết lập > Kết nối API): {rnd(UPPER + DIGITS, 40)}",
        f"KIOTVIET_CLIENT_SECRET={rnd(UPPER + DIGITS, 40)}",
    )
    r.add(
        "openai_api_key",
        f"OpenAI key cho bot viết mô tả sản phẩm: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"key chatgpt tra loi khach {openai_project_key()}",
        f"api key for the product-description script: {openai_project_key()}",
    )
    key = pem("PRIVATE KEY", 4)
    r.add(
        "google_service_account_key",
        f'{{"type": "service_account", "project_id": "hanhdecor-sheets", "private_key_id": "{hexs(40)}", "private_key": "{pem("PRIVATE KEY", 4).replace(chr(10), chr(92) + "n")}\\n"}}',
        f"Service account đọc Google Sheet tồn kho, private key:\n{key}",
        f"GOOGLE_PRIVATE_KEY=\"{pem('PRIVATE KEY', 3).replace(chr(10), chr(92) + 'n')}\"",
        f"file sheets-bot.pem (bot đọc đơn từ Google Sheet):\n{pem('RSA PRIVATE KEY', 5)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    bank = pick(*BANKS)

    r.add(
        "shopee_order_id",
        f"Đơn Shopee {shopee_order()} khách báo thiếu 1 bình gốm, kiểm tra lại camera đóng gói",
        f"shopee order {shopee_order()} - return requested, reason: wrong color",
        f"don {shopee_order()} va {shopee_order()} gop chung 1 kien",
        f"Mã đơn hàng: {shopee_order()}\nTrạng thái: Chờ lấy hàng",
        f"khach huy don {shopee_order()} luc 23h, khong can dong goi",
    )
    r.add(
        "lazada_order_id",
        f"Lazada order #{lazada_order()} – giao trễ, khách đánh giá 3 sao",
        f"don lzd {lazada_order()} hoan tien 189.000d",
        f"Order no. {lazada_order()} needs a new invoice",
        f"LZD {lazada_order()} / {lazada_order()} → chờ đối soát",
    )
    r.add(
        "ghn_tracking_code",
        f"Mã vận đơn GHN: {ghn_code()}",
        f"ghn {ghn_code()} giao that bai lan 2, goi lai khach",
        f"GHN tracking {ghn_code()} – COD 350k",
        f"Tra cứu đơn GHN {ghn_code()} tại https://donhang.ghn.acme.test/?order_code={ghn_code()}",
        f"kiện {ghn_code()} bị móp, làm phiếu khiếu nại",
    )
    r.add(
        "ghtk_tracking_code",
        f"GHTK label {ghtk_label()}",
        f"ma don ghtk {ghtk_label()} - dang luu kho",
        f"Đơn GHTK {ghtk_label()} đã hoàn về kho Bình Tân",
        f"tracking (GHTK): {ghtk_label()}",
    )
    r.add(
        "spx_tracking_number",
        f"SPX {spx()} giao thanh cong",
        f"Mã vận đơn Shopee Express: {spx()}",
        f"spx tracking {spx()} stuck at the Tân Bình hub for 3 days",
        f"{spx()}\n{spx()}\n{spx()}\n(3 kiện đi chung chuyến chiều)",
    )
    r.add(
        "tax_code_mst",
        f"MST hộ kinh doanh: {mst()}",
        f"ma so thue cty {mst()} - ghi tren hoa don",
        f"Mã số thuế chi nhánh Q7: {mst(True)}",
        f"tax code for invoices: {mst()}",
        f"Khách công ty xin xuất VAT, MST người mua {mst()}, địa chỉ Q.3",
    )
    r.add(
        "bank_account_number",
        f"STK nhận tiền: {account_no()} - {bank} - HO KINH DOANH HANH DECOR",
        f"so tk {pick(*BANKS)} {account_no()} chu tk NGUYEN THI HANH (gui khach chuyen khoan)",
        f"Bank account for supplier payments: {pick(*BANKS)} {account_no()}",
        f"tk nhận COD GHN: {account_no()} ({pick(*BANKS)} CN Sài Gòn)",
        f"Thông tin chuyển khoản in trên hóa đơn: {pick(*BANKS)} · {account_no()}",
    )
    r.add(
        "zalo_oa_id",
        f"Zalo OA Hạnh Decor - OA ID {zalo_id()} (công khai, để khách quan tâm)",
        f"oa id zalo {zalo_id()}",
        f"Zalo App ID {zalo_id()} (public, the secret key lives in the vault)",
        f"Link quan tâm OA: https://zalo.acme.test/{zalo_id()}",
        f"zalo oa_id={zalo_id()} template_id={digits(6, True)} (mau ZNS xac nhan don)",
    )
    r.add(
        "voucher_code",
        f"Voucher shop tháng 10: HANHDEC{digits(2)}K giảm 20k đơn từ 199k",
        f"ma giam gia livestream: LIVE{rnd(UPPER + DIGITS, 6)}",
        f"voucher code for returning buyers: HDCR{rnd(UPPER + DIGITS, 4)}",
        f"mã freeship FS{yymmdd()} áp dụng khu vực HCM",
        f"Code quà tặng KOL: {rnd(UPPER, 4)}{digits(4)}-DECOR (dùng 1 lần, công khai trên video)",
    )
    r.add(
        "phone_number",
        f"SĐT shop: {spaced_phone()}",
        f"shipper GHN khu Q7: anh Tuan {vn_phone()}",
        f"hotline in tren thiep cam on {spaced_phone()}",
        f"Xưởng gốm Bình Dương: {vn_phone()} (gọi trước 5h chiều)",
        f"customer callback number {vn_phone()}",
    )
    r.add(
        "product_sku",
        f"SKU: HD-BINH-{rnd(UPPER, 2)}{digits(3)}-{pick('TRANG', 'XANH', 'DEN')}",
        f"sku {rnd(UPPER, 3)}{digits(5)} het hang, an tren shopee",
        f"Mã SP nội bộ {rnd(UPPER + DIGITS, 10)} = item_id Shopee {digits(11, True)}",
        f"product variants: HDC-{digits(4)}-S, HDC-{digits(4)}-M, HDC-{digits(4)}-L",
        f"nhập thêm 50 cái {rnd(UPPER, 2)}-{digits(6)} (đèn ngủ gỗ)",
    )
    r.add(
        "invoice_serial",
        f"Hóa đơn ký hiệu 1C{pick('24', '25')}T{rnd(UPPER, 2)}, số {digits(8)}",
        f"HĐ GTGT mẫu 1, ký hiệu 1C25TAA số 0000{digits(4)} - Mã CQT: 00{rnd(DIGITS + 'ABCDEF', 32)}",
        f"hoa don so {digits(7)} ky hieu C{pick('24', '25')}T{rnd(UPPER, 2)} xuat cho don {shopee_order()}",
        f"invoice serial 1C25THD / no. {digits(8)}",
        f"Mã của cơ quan thuế trên HĐ tháng 9: M1-{pick('24', '25')}-{rnd(UPPER + DIGITS, 5)}-{digits(11)}",
    )
    r.add(
        "password_change_talk",
        "Nhớ đổi mật khẩu Shopee định kỳ 3 tháng, lần tới là đầu tháng 12",
        "đã đổi pass Lazada hôm qua, pass mới em lưu trong Bitwarden rồi",
        "doi mat khau gmail shop xong, bat xac minh 2 buoc bang app",
        "Reminder: change the Facebook page password after the intern leaves",
        "Quy tắc mật khẩu: ít nhất 12 ký tự, có chữ hoa, số và ký tự đặc biệt, không dùng ngày sinh",
        "mk ngan hang KHONG gui qua Zalo, ai hoi cung khong dua",
    )
    r.add(
        "vietqr_payload",
        f"QR chuyển khoản in ở quầy: {vietqr(bank, account_no(), 'THANH TOAN DON HANG')}",
        f"vietqr string {vietqr(pick(*BANKS), account_no(), 'HANH DECOR')}",
        f"Chuỗi QR tĩnh dán trên kiện: {vietqr(pick(*BANKS), account_no(), 'COD ' + digits(6))}",
    )
    r.add(
        "bank_transfer_reference",
        f"Khách chuyển 450.000đ, mã GD {ft_ref()}",
        f"ma giao dich {ft_ref()} - ncc go xac nhan da nhan",
        f"transfer ref {ft_ref()} for order {shopee_order()}",
        f"Sao kê: {ft_ref()} +1.250.000 ND: DH{digits(6)} HANH DECOR",
        f"MoMo mã giao dịch {digits(11, True)} - hoàn tiền khách",
    )
    r.add(
        "masked_card_or_account",
        f"Thẻ Visa công ty **** **** **** {digits(4)}",
        f"the ATM duoi {digits(4)} bi nuot o cay ATM Q7, da khoa the",
        f"card ending in {digits(4)}, exp shown as **/**",
        f"TK nhận: {digits(3)}******{digits(3)} ({pick(*BANKS)})",
    )
    r.add(
        "env_var_reference",
        "MOMO_SECRET_KEY lấy từ biến môi trường, không commit vào repo",
        "ghn token: ${{ secrets.GHN_TOKEN }}",
        "const secret = process.env.ZALO_APP_SECRET;",
        "SHOPEE_PARTNER_KEY=  # dien tren server, khong de trong file nay",
        "env: VNPAY_HASH_SECRET, PAYOS_CHECKSUM_KEY, TELEGRAM_BOT_TOKEN (all set in the hosting panel)",
    )
    r.add(
        "password_manager_reference",
        "Mật khẩu Shopee lưu trong Bitwarden, mục 'Shopee - shop chính'",
        "pass wifi kho: xem tờ giấy dán sau router",
        "smart otp pin: chỉ chị Hạnh biết, không ghi ra đâu",
        "mã cửa kho anh Tuấn giữ, hỏi trực tiếp",
        "all marketplace logins are in 1Password vault 'HanhDecor Ops'",
    )
    r.add(
        "smart_otp_settings",
        f"Smart OTP {bank}: hạn mức chuyển khoản 500 triệu/ngày, phí duy trì 11.000đ/tháng",
        "smart otp chi kich hoat tren 1 may, doi dien thoai phai ra quay",
        "OTP hết hạn sau 60 giây, nhập sai 5 lần bị khoá",
        "Smart OTP PIN must be 6 digits; reset it at the branch with CCCD",
    )
    r.add(
        "webhook_url",
        "IPN MoMo: https://hanhdecor.example/api/momo/ipn",
        "webhook GHN callback: https://hanhdecor.example/webhooks/ghn (method POST)",
        "vnp_ReturnUrl=https://hanhdecor.example/payment/vnpay-return",
        f"zalo oa webhook https://api.hanhdecor.internal/zalo/events?oa_id={zalo_id()}",
    )
    r.add(
        "product_photo_checksum",
        f"ảnh bình gốm v2 sha256: {hexs(64)}",
        f"md5 file catalogue.pdf {hexs(32)}",
        f"image hash {hexs(40)} duplicate of listing {digits(11, True)}",
    )
    r.add(
        "marketplace_public_app_id",
        f"Lazada App Key {digits(6, True)} (app key công khai, secret để trong vault)",
        f"shopee partner_id {digits(7, True)}, shop_id {digits(9, True)}",
        f"TikTok Shop app key {tiktok_app_key()} / shop cipher {rnd(URLSAFE, 20)}",
        f"MoMo partnerCode {momo_partner()} (shown on the checkout page)",
    )
    r.add(
        "shipping_account_ids",
        f"GHN ShopId {digits(7, True)}, district_id {digits(4, True)}, ward_code {digits(5, True)}",
        f"ghtk ma kho lay hang {digits(9, True)}",
        f"Mã khách hàng GHN: {digits(7, True)} - kho Q7",
        f"J&T customer code {rnd(UPPER, 3)}{digits(6)}",
    )
    r.add(
        "facebook_page_id",
        f"Fanpage ID {digits(15, True)}",
        f"pixel id fb {digits(16, True)}",
        f"FB page: https://facebook.acme.test/profile.php?id={digits(15, True)}",
        f"Meta Business ID {digits(16, True)} (de add agency chay ads)",
    )
    r.add(
        "analytics_tag_id",
        f"Google Analytics G-{rnd(UPPER + DIGITS, 10)}",
        f"GTM-{rnd(UPPER + DIGITS, 7)} gắn trên website",
        f"tiktok pixel {rnd(UPPER + DIGITS, 20)}",
        f"Google Ads conversion AW-{digits(10, True)}",
    )
    r.add(
        "google_sheet_link",
        f"Sheet tồn kho: https://docs.acme.test/spreadsheets/d/{rnd(URLSAFE, 44)}/edit (chỉ nhân viên được xem)",
        f"file doi soat COD thang 9: https://docs.acme.test/spreadsheets/d/{rnd(URLSAFE, 44)}",
        f"drive folder anh san pham {rnd(URLSAFE, 33)}",
        f"form đăng ký CTV: https://forms.acme.test/d/e/1FAIpQL{rnd(URLSAFE, 50)}/viewform",
    )
    r.add(
        "product_barcode",
        f"Mã vạch bình gốm trắng: {ean13('893')}",
        f"barcode {ean13('893')} / {ean13('893')}",
        f"EAN in tren hop den ngu: {ean13('893')}",
        f"in 200 tem mã vạch {ean13('893')}",
    )
    r.add(
        "masked_api_key",
        f"OpenAI key cũ sk-proj-...{rnd(ALNUM, 4)} đã revoke",
        f"GHN token dạng ****-****-{hexs(4)} đã hết hạn, tạo lại trên web",
        f"momo secretKey: ********{rnd(ALNUM, 4)} (xem đầy đủ trong trang Business)",
        f"fb token EAAG…{rnd(ALNUM, 4)} expired, regenerate in Meta Business",
    )
    r.add(
        "door_code_policy",
        "Đổi mã cửa kho mỗi tháng, mã mới nhắn riêng cho từng nhân viên",
        "ma cua kho: khong ghi len bang, khong gui nhom Zalo",
        "warehouse keypad lock battery low, replace 4x AA before the weekend",
        "Khóa số cửa kho hỏng nút 7, đã gọi thợ ngày 14/9",
    )
    r.add(
        "cod_reconciliation_id",
        f"Phiên đối soát GHN {yymmdd()}-{digits(4)}: 12.450.000đ",
        f"doi soat shopee ky {yymmdd()} ma phien {digits(12, True)}",
        f"COD payout batch {rnd(UPPER + DIGITS, 12)} received",
        f"Bảng kê GHTK số BK{digits(8)}",
    )
    r.add(
        "support_ticket_number",
        f"Yêu cầu hỗ trợ Shopee #{digits(10, True)} - phí vận chuyển bị trừ sai",
        f"ticket lazada {digits(9, True)} dang xu ly",
        f"GHN khiếu nại mã KN{digits(8)}",
        f"Zalo OA support case {uid()}",
    )
    r.add(
        "wifi_network_note",
        "Wi-Fi khách ở quầy: HanhDecor_Guest (mật khẩu in trên bảng cạnh quầy)",
        "wifi kho bi rot mang, da goi FPT, ma hop dong SGH" + digits(6),
        f"router MAC {':'.join(hexs(2) for _ in range(6))} da them vao danh sach chan",
        "doi ten wifi thanh HanhDecor_Kho, mat khau giu nguyen",
    )
    r.add(
        "website_deploy_commit",
        f"web deploy ok, commit {hexs(40)[:7]} - sua loi trang thanh toan",
        f"rollback ve commit {hexs(40)}",
        f"plugin woo build {hexs(12)} cài ngày {yymmdd()}",
    )
    r.add(
        "otp_smart_otp_talk",
        "khách gọi xin mã OTP giả danh Shopee - đã chặn số, dặn nhân viên không đọc OTP cho ai",
        "OTP SMS về chậm, chuyển sang Smart OTP cho nhanh",
        "Never share the Smart OTP code, the bank never asks for it",
        "Mất điện thoại thì gọi tổng đài khóa Smart OTP, rồi ra chi nhánh cấp lại",
    )
    r.add(
        "digital_signature_info",
        f"Chứng thư số VNPT-CA serial {hexs(32).upper()}, hết hạn {secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/2026",
        "token chữ ký số cắm máy kế toán, PIN chị Hạnh giữ",
        f"CKS viettel-ca gia han 2 nam, so hop dong {digits(9, True)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout201.py", [
        ("heldout201_credentials.yaml", credentials(), "Held-out batch 201: credentials a Ho Chi Minh City online seller keeps (marketplace logins, bank PINs, Zalo/GHN/GHTK/MoMo keys, door codes)"),
        ("heldout201_lookalikes.yaml", lookalikes(), "Held-out batch 201: look-alikes from the same seller (order ids, tracking codes, MST, bank accounts, public ids, password talk without values)"),
    ])


if __name__ == "__main__":
    main()
