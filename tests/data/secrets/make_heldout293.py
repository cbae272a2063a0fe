# ruff: noqa: E501
"""Writes heldout293_credentials.yaml and heldout293_lookalikes.yaml: held-out batch 293.

Persona: an online shop owner in Ho Chi Minh City who sells on Shopee, Lazada and TikTok
Shop and writes her notes in Vietnamese (with and without diacritics) mixed with English.
She keeps the seller-centre logins, the MoMo and ZaloPay wallet PINs, the Vietcombank and
Techcombank internet-banking passwords and Smart OTP PINs, the Facebook page admin password
and its 2FA backup codes, the GHN and GHTK shipping API tokens, the shop Wi-Fi and the
warehouse padlock code; and many look-alikes: order ids, tracking codes, tax codes (mã số
thuế), bank account numbers, masked card numbers, phone numbers, SKU codes and voucher codes.

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
    age_public_key,
    app_password,
    digits,
    hexs,
    luhn,
    mac,
    openai_project_key,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

NAMES = ["Lan", "Mai", "Hoa", "Thu", "Ngoc", "Linh", "Trang", "Vy", "Thao", "Nhi"]
WORDS = ["Shop", "Xinh", "Store", "Dep", "Decor", "Mommy", "Baby", "Nha", "Home", "Cute"]
SYMS = "@#!$&*"


def vn_pw() -> str:
    """A password a Vietnamese shop owner would pick, or one a manager generated."""
    return pick(
        f"{pick(*NAMES)}{pick(*WORDS)}{pick(*SYMS)}{digits(4)}",
        f"{pick(*NAMES).lower()}{digits(2)}{pick(*WORDS).lower()}{pick(*SYMS)}{digits(3)}",
        f"{pick(*WORDS)}{pick(*SYMS)}{rnd(ALNUM, 6)}{digits(2)}",
        pw(),
    )


def pin(n: int = 6) -> str:
    return digits(n)


def shop() -> str:
    return f"{pick(*NAMES).lower()}{pick(*WORDS).lower()}{pick('', '.vn', '_official', digits(2))}"


def phone() -> str:
    return f"0{pick('9', '3', '7', '8')}{digits(8)}"


def fb_codes(n: int = 10) -> list[str]:
    return [f"{digits(4)} {digits(4)}" for _ in range(n)]


def telegram_token() -> str:
    return f"{digits(10, True)}:AA{rnd(URLSAFE, 33)}"


def fb_token() -> str:
    return "EAA" + rnd(ALNUM, pick(180, 200, 220))


def credentials() -> Rows:
    r = Rows()

    r.add(
        "shopee_seller_password",
        f"Shopee seller center: user {shop()} / mk {vn_pw()}",
        f"Tài khoản Shopee shop chính: sđt {phone()}, mật khẩu: {vn_pw()}",
        f"shopee kenh nguoi ban - ten dang nhap: {shop()}  pass: {vn_pw()} (moi doi thang 5)",
        f"Shopee\nuser: {shop()}\npw: {vn_pw()}\n(nhớ đăng nhập bằng máy tính ở shop, đừng dùng điện thoại của bé Vy)",
        f"Nhớ giùm em: pass Shopee mới là {vn_pw()}, cái cũ bỏ rồi nha",
    )
    r.add(
        "lazada_seller_password",
        f"Lazada Seller Center\nemail: {shop()}@mail.example\nmật khẩu: {vn_pw()}",
        f"laz seller: {phone()} / {vn_pw()}",
        f"Lazada shop 2 (đồ gia dụng) - login {shop()}@mail.example, pass {vn_pw()}",
        f"mk lazada: {vn_pw()}  (đổi hôm 12/3 vì bị khóa do nhập sai 5 lần)",
        f"| sàn | user | pass |\n| Lazada | {shop()} | {vn_pw()} |\n| Shopee | {shop()} | {vn_pw()} |",
    )
    r.add(
        "tiktok_shop_password",
        f"TikTok Shop Seller Center: {shop()}@mail.example / {vn_pw()}",
        f"tiktok shop dang nhap bang sdt {phone()}, mat khau {vn_pw()}",
        f"TikTok (kênh live) user @{shop()} pass {vn_pw()} — đưa cho bạn Trang live tối thứ 6",
        f"Seller TikTok mới tạo:\n  username: {shop()}\n  password: {vn_pw()}\n  email khôi phục: backup.{shop()}@mail.example",
        f"tt shop pw = {pw()}",
    )
    r.add(
        "momo_wallet_pin",
        f"Mã PIN MoMo: {pin()}",
        f"momo {phone()} pin {pin()}",
        f"Ví MoMo của shop (sđt {phone()}): mật khẩu 6 số là {pin()}, đừng nói cho ai",
        f"pin vi momo moi: {pin()} (doi sau khi mat dien thoai)",
        f"MoMo PIN = {pin()} | MoMo business login {phone()} / {vn_pw()}",
    )
    r.add(
        "zalopay_pin",
        f"ZaloPay mật khẩu thanh toán: {pin()}",
        f"zalopay pin {pin()}",
        f"Ví ZaloPay (tài khoản {phone()}) – mã PIN {pin()}",
        f"nho: ZaloPay PIN la {pin()}, khac voi PIN MoMo nha",
        f"Zalo Pay: {pin()} (pin thanh toan), tk lien ket VCB",
    )
    r.add(
        "vietcombank_ibanking_password",
        f"VCB Digibank: tên đăng nhập {phone()}, mật khẩu {vn_pw()}",
        f"Vietcombank internet banking\nuser: {digits(10, True)}\npass: {vn_pw()}",
        f"vcb ib mk moi: {vn_pw()}",
        f"Đăng nhập VCB DigiBiz (tk doanh nghiệp): mã KH {digits(8, True)}, user {shop()}, mật khẩu {vn_pw()}",
        f"vietcombank – pass: {pw()}  (đổi 3 tháng 1 lần theo yêu cầu ngân hàng)",
    )
    r.add(
        "techcombank_ibanking_password",
        f"Techcombank Mobile: user {shop()} / {vn_pw()}",
        f"TCB online banking\n- tên đăng nhập: {pick(*NAMES).lower()}{digits(4)}\n- mật khẩu: {vn_pw()}",
        f"tcb pass {vn_pw()}",
        f"Techcombank Business: ID {digits(8, True)}, password {pw()}",
        f"mk techcom moi doi: {vn_pw()} (cai cu la bi lo roi)",
    )
    r.add(
        "smart_otp_pin",
        f"Smart OTP VCB: PIN {pin()}",
        f"smart otp techcombank pin: {pin()}",
        f"Mã PIN Smart OTP (Vietcombank) – {pin()}; Techcombank Smart OTP – {pin()}",
        f"PIN smartotp de kich hoat tren may moi: {pin()}",
        f"VCB Smart OTP\nPIN: {pin()}\nđã kích hoạt trên iPhone của em",
    )
    r.add(
        "facebook_page_admin_password",
        f"Fanpage FB {pick(*NAMES)} {pick(*WORDS)}: admin {shop()}@mail.example / {vn_pw()}",
        f"fb nick admin page: {phone()} mk {vn_pw()}",
        f"Facebook (nick phụ quản trị page) – mật khẩu: {vn_pw()}",
        f"tài khoản fb quản lý page + BM:\nemail: ads.{shop()}@mail.example\npass: {pw()}",
        f"fb pass moi {vn_pw()} - cai nay cho chi Thu chay ads",
    )
    c1, c2, c3, c4 = fb_codes(10), fb_codes(10), fb_codes(8), fb_codes(6)
    r.add(
        "facebook_2fa_backup_codes",
        "Mã khôi phục 2FA Facebook (nick admin page):\n" + "\n".join(c1),
        "fb backup codes: " + ", ".join(c2),
        "Facebook recovery codes – mỗi mã dùng 1 lần\n" + "\n".join(f"{i + 1}. {c}" for i, c in enumerate(c3)),
        "ma du phong fb con lai: " + " | ".join(c4),
    )
    r.add(
        "ghn_api_token",
        f"GHN token: {uid()}  ShopId: {digits(7, True)}",
        f"Giao Hàng Nhanh API\nToken: {uid()}\nShopId: {digits(7, True)}",
        f"curl -H 'Token: {uid()}' -H 'ShopId: {digits(7, True)}' https://api.ghn.example/shiip/public-api/v2/shipping-order/create",
        f"token ghn moi (tao lai hom qua): {uid()}",
        f"GHN_TOKEN={uid()}\nGHN_SHOP_ID={digits(7, True)}",
    )
    r.add(
        "ghtk_api_token",
        f"GHTK API token: {rnd(ALNUM, 40)}",
        f"Giao Hàng Tiết Kiệm – Token: {rnd(ALNUM, 40)} (lấy trong trang khách hàng > Thông tin tài khoản)",
        f"curl -X POST https://services.ghtk.example/services/shipment/order -H 'Token: {rnd(ALNUM, 40)}' -H 'Content-Type: application/json'",
        f"ghtk token {rnd(ALNUM, 32)}",
        f"# config.php\ndefine('GHTK_TOKEN', '{rnd(ALNUM, 40)}');",
    )
    r.add(
        "shop_wifi_password",
        f"Wifi shop: {pick(*NAMES)}Shop_5G / {pick(*NAMES).lower()}{digits(6)}",
        f"pass wifi cửa hàng: {vn_pw()}",
        f"wifi kho: SSID Kho_Q{secrets.randbelow(12) + 1} – mk {rnd(ALNUM, 10)}",
        f"WiFi: {pick(*WORDS)}Store  Password: {digits(8)}",
        f"mat khau wifi moi (doi vi khach xin nhieu qua): {vn_pw()}",
    )
    r.add(
        "warehouse_padlock_code",
        f"Mã khóa số kho: {digits(4)}",
        f"o khoa cua kho sau: {digits(4)}",
        f"Khóa số tủ hàng livestream: {digits(3)} — khóa cổng kho: {digits(4)}",
        f"padlock kho Q7 code {digits(4)} (doi roi, ma cu {digits(4)} bo)",
        f"Nhớ: khóa kho = {digits(4)}, chìa dự phòng để ở nhà mẹ",
    )
    r.add(
        "gmail_app_password",
        f"Gmail app password (cho phần mềm in đơn): {app_password()}",
        f"mat khau ung dung gmail shop: {app_password()}",
        f"App password Google – Thunderbird máy shop: {app_password()}",
        f"smtp gmail: {shop()}@mail.example / {app_password()}",
    )
    r.add(
        "zalo_oa_access_token",
        f"Zalo OA access_token: {rnd(URLSAFE, 180)}",
        f"Zalo Official Account\nrefresh_token: {rnd(URLSAFE, 160)}\n(hết hạn sau 3 tháng)",
        f"zalo oa secret key: {rnd(ALNUM, 20)}  app id: {digits(19, True)}",
        f"ZALO_OA_TOKEN={rnd(URLSAFE, 176)}",
    )
    r.add(
        "shopee_open_platform_partner_key",
        f"Shopee Open Platform: partner_id {digits(7, True)}, partner_key {'shpk' + rnd(ALNUM, 60)}",
        f"shopee api partner key: {'shpk' + rnd(ALNUM, 60)}",
        f"SHOPEE_PARTNER_ID={digits(7, True)}\nSHOPEE_PARTNER_KEY={hexs(64)}",
        f"Shopee access_token cho shop {digits(9, True)}: {rnd(ALNUM, 32)} (refresh: {rnd(ALNUM, 32)})",
    )
    r.add(
        "lazada_app_secret",
        f"Lazada Open Platform app key {digits(6, True)} / app secret {rnd(ALNUM, 32)}",
        f"lazada api secret: {rnd(ALNUM, 32)}",
        f"LAZADA_APP_KEY={digits(6, True)}\nLAZADA_APP_SECRET={rnd(ALNUM, 32)}",
        f"Lazada access token (shop VN): 50000{rnd(ALNUM, 45)}",
    )
    r.add(
        "tiktok_shop_app_secret",
        f"TikTok Shop Partner Center: app_key {rnd(LOWER + DIGITS, 13)}, app_secret {hexs(40)}",
        f"tiktok shop api secret {hexs(40)}",
        f"tts:\n  app_key: {rnd(LOWER + DIGITS, 13)}\n  app_secret: {hexs(40)}\n  access_token: ROW_{rnd(URLSAFE, 90)}",
        f"app secret tiktok shop (app đồng bộ tồn kho): {hexs(40)}",
    )
    r.add(
        "website_admin_password",
        f"Web shop (WordPress) admin: https://{shop().replace('_', '')}.example/wp-admin  user admin  pass {vn_pw()}",
        f"Haravan admin: {shop()}@mail.example / {vn_pw()}",
        f"trang web ban hang - tk quan tri: {pick(*NAMES).lower()}admin / {pw()}",
        f"Sapo Web đăng nhập: {phone()} mật khẩu {vn_pw()}",
    )
    r.add(
        "sapo_api_credentials",
        f"Sapo private app\nAPI key: {hexs(32)}\nPassword: {hexs(32)}",
        f"sapo api: https://{hexs(32)}:{hexs(32)}@{shop().replace('_', '')}.mysapo.example/admin/products.json",
        f"Haravan private app token: {hexs(32).upper()}",
        f"SAPO_API_SECRET={hexs(32)}",
    )
    r.add(
        "email_smtp_password",
        f"Email tên miền shop: cskh@{pick(*NAMES).lower()}shop.example, mật khẩu {vn_pw()}",
        f"SMTP: mail.acme.internal:465 user donhang@acme.example pass {pw()}",
        f"mail chăm sóc khách hàng – pass: {vn_pw()}",
        f"MAIL_HOST=smtp.acme.internal\nMAIL_USERNAME=noreply@acme.example\nMAIL_PASSWORD={rnd(ALNUM + '!#%', 16)}",
    )
    r.add(
        "camera_dvr_password",
        f"Camera kho (Hikvision): admin / {vn_pw()}",
        f"đầu ghi camera cửa hàng – mk {rnd(ALNUM, 10)}, mã xác minh {rnd(UPPER, 6)}",
        f"imou camera q7 pass {vn_pw()}",
        f"Ezviz: tk {phone()} / {vn_pw()}; verification code cam cổng: {rnd(UPPER, 6)}",
        f"camera dang nhap tu xa: rtsp://admin:{rnd(ALNUM, 10)}@cam-kho.acme.internal:554/Streaming/Channels/101",
    )
    r.add(
        "router_admin_password",
        f"Modem Viettel (192.168.1.1): admin / {rnd(ALNUM, 8)}",
        f"router shop: user admin, pass {vn_pw()}",
        f"FPT modem – mật khẩu quản trị {rnd(ALNUM, 12)} (mặc định dán dưới đáy, em đã đổi)",
        f"tp-link kho: admin {vn_pw()}",
    )
    r.add(
        "atm_card_pin",
        f"PIN thẻ ATM Vietcombank: {pin()}",
        f"the techcombank visa debit pin {pin()}",
        f"Mã PIN thẻ (tk shop) – {pin()}; thẻ cá nhân – {pin()}",
        f"atm pin moi doi o cay ATM Q1: {pin()}",
    )
    r.add(
        "safe_combination",
        f"Két sắt: {pin()}",
        f"mã két: trái {secrets.randbelow(90) + 10} – phải {secrets.randbelow(90) + 10} – trái {secrets.randbelow(90) + 10}",
        f"ket sat phong khach: ma {pin(8)}, chia khoa phu trong ngan keo ban lam viec",
        f"Két tiền mặt ở quầy: {pin(4)}# rồi vặn núm",
    )
    r.add(
        "database_connection_string",
        f"DATABASE_URL=mysql://shopuser:{rnd(ALNUM, 16)}@db.acme.internal:3306/shop_prod",
        f"db web shop: host db.acme.internal user {pick(*NAMES).lower()}_wp pass {vn_pw()}",
        f"postgres://inventory:{rnd(ALNUM, 18)}@pg.acme.internal:5432/kho",
        f"phpMyAdmin: root / {rnd(ALNUM + '!@#', 14)}",
    )
    r.add(
        "vnpay_hash_secret",
        f"VNPay sandbox: vnp_TmnCode={rnd(UPPER + DIGITS, 8)} vnp_HashSecret={rnd(UPPER, 32)}",
        f"vnpay hash secret (prod): {rnd(UPPER + DIGITS, 32)}",
        f"VNPAY_TMN_CODE={rnd(UPPER + DIGITS, 8)}\nVNPAY_HASH_SECRET={rnd(UPPER, 32)}",
        f"Cổng VNPay – merchant admin: {shop()}@mail.example / {vn_pw()}",
    )
    r.add(
        "payos_api_key",
        f"payOS kênh thanh toán: client id {uid()}, api key {uid()}, checksum key {hexs(64)}",
        f"PAYOS_CHECKSUM_KEY={hexs(64)}",
        f"casso api key: AK_CS.{hexs(32)}",
        f"payos api key {uid()} (client {uid()})",
    )
    r.add(
        "telegram_bot_token",
        f"Bot Telegram báo đơn mới: {telegram_token()}",
        f"tele bot token {telegram_token()} chat id -100{digits(10, True)}",
        f"https://api.telegram.example/bot{telegram_token()}/sendMessage",
        f"TELEGRAM_TOKEN={telegram_token()}",
    )
    r.add(
        "openai_api_key",
        f"OpenAI key (viết mô tả sản phẩm): {openai_project_key()}",
        f"chatgpt api key cua shop: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"key openai moi tao cho tool tra loi inbox: {openai_project_key()}",
    )
    r.add(
        "kiotviet_client_secret",
        f"KiotViet API: Retailer {shop()}, ClientId {uid()}, Client Secret {rnd(UPPER + DIGITS, 40)}",
        f"kiotviet secret {rnd(UPPER + DIGITS, 40)}",
        f"KiotViet quản lý: user admin / {vn_pw()}; PIN nhân viên thu ngân {pin(4)}",
        f"kiot viet dang nhap: {shop()} / admin / {vn_pw()}",
    )
    r.add(
        "facebook_page_access_token",
        f"FB page access token (chatbot): {fb_token()}",
        f"token page fb {fb_token()}",
        f"FB_PAGE_TOKEN={fb_token()}\nFB_APP_SECRET={hexs(32)}",
        f"Facebook app secret (app chatbot Messenger): {hexs(32)}",
    )
    r.add(
        "momo_business_api_key",
        f"MoMo Business: partnerCode MOMO{rnd(UPPER + DIGITS, 10)}, accessKey {rnd(ALNUM, 16)}, secretKey {rnd(ALNUM, 32)}",
        f"momo secret key: {rnd(ALNUM, 32)}",
        f"MOMO_ACCESS_KEY={rnd(ALNUM, 16)}\nMOMO_SECRET_KEY={rnd(ALNUM, 32)}",
        f"Ví MoMo doanh nghiệp – khóa bí mật (secretKey) {rnd(ALNUM, 32)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    def shopee_sn() -> str:
        return f"{pick('24', '25')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{rnd(UPPER + DIGITS, 8)}"

    def ghn_code() -> str:
        return rnd(UPPER + DIGITS, 8)

    def tax_code() -> str:
        return f"03{digits(8)}"

    def vcb_acct() -> str:
        return f"10{digits(8)}"

    def sku() -> str:
        return f"{pick('AO', 'VAY', 'QUAN', 'TUI', 'DEP', 'NON')}-{pick('TRG', 'DEN', 'HNG', 'XAN', 'BE')}-{pick('S', 'M', 'L', 'XL')}-{digits(3)}"

    r.add(
        "shopee_order_id",
        f"Đơn Shopee {shopee_sn()} khách báo giao thiếu 1 áo, kiểm tra lại giúp em",
        f"shopee order {shopee_sn()} – hoàn tiền xong",
        f"Mã đơn hàng: {shopee_sn()}\nTrạng thái: Chờ lấy hàng",
        f"don {shopee_sn()} va {shopee_sn()} gop chung 1 kien",
        f"Khiếu nại đơn {shopee_sn()}: khách nói hàng lỗi, đã gửi video đóng gói",
    )
    r.add(
        "lazada_order_number",
        f"Lazada order #{digits(15, True)} – khách hủy",
        f"laz don {digits(15, True)} bi tre, da chat voi CSKH",
        f"Đơn Lazada số {digits(15, True)} cần in lại phiếu giao hàng",
        f"order lazada {digits(15, True)} return, lý do: sai size",
    )
    r.add(
        "tiktok_order_id",
        f"TikTok Shop order ID: 57{digits(16)}",
        f"đơn tiktok 57{digits(16)} khách đặt 3 cái, kho chỉ còn 2",
        f"tts don 57{digits(16)} da giao thanh cong",
        f"Đơn TikTok 57{digits(16)} bị đánh giá 1 sao, inbox xin lỗi khách",
        f"Đơn live tối qua: 57{digits(16)}, 57{digits(16)}, 57{digits(16)}",
    )
    r.add(
        "ghn_tracking_code",
        f"Mã vận đơn GHN: {ghn_code()}",
        f"ghn {ghn_code()} giao that bai lan 2, goi lai khach",
        f"Tra cứu: https://donhang.ghn.example/?order_code={ghn_code()}",
        f"GHN {ghn_code()} – COD 350.000đ, đã đối soát",
        f"kiện {ghn_code()} bị hoàn về kho, khách không nghe máy",
    )
    r.add(
        "ghtk_tracking_code",
        f"GHTK label S{digits(8, True)}.{pick('SGP', 'HN')}{digits(2)}.{pick('A', 'B', 'C')}{digits(1)}.{digits(9, True)}",
        f"ma van don ghtk: S{digits(8, True)}.{digits(9, True)}",
        f"Giao Hàng Tiết Kiệm – đơn S{digits(8, True)}.{digits(9, True)} đang lưu kho Q12",
        f"ghtk tracking {digits(9, True)} hoan hang",
    )
    r.add(
        "tax_code",
        f"Mã số thuế hộ kinh doanh: {tax_code()}",
        f"MST cong ty: {tax_code()} – dung de xuat hoa don",
        f"Thông tin xuất hóa đơn cho khách sỉ: Cty TNHH {pick(*WORDS)} {pick(*NAMES)}, MST {tax_code()}-{digits(3)}, địa chỉ Q.Bình Thạnh",
        f"mst {tax_code()} (chi nhanh {tax_code()}-001)",
        f"Tra cứu MST {tax_code()} trên tracuunnt.gdt.example: đang hoạt động",
    )
    r.add(
        "bank_account_number",
        f"STK nhận tiền: Vietcombank {vcb_acct()} – {pick('NGUYEN', 'TRAN', 'LE', 'PHAM')} THI {pick('LAN', 'MAI', 'HOA', 'THU')}",
        f"Techcombank 19{digits(12)} chủ TK {pick('NGUYEN', 'TRAN', 'LE')} NGOC {pick('LINH', 'VY', 'NHI')} – gửi khách chuyển khoản",
        f"stk cua shop de in len hoa don: VCB {vcb_acct()} chi nhanh Tan Dinh",
        f"Khách chuyển nhầm vào tk {vcb_acct()}, nhờ NH tra soát",
        f"Thanh toán chuyển khoản: MB Bank {digits(13, True)} / nội dung ghi mã đơn",
    )
    r.add(
        "masked_card_number",
        f"Thẻ Visa công ty **** **** **** {digits(4)} – dùng chạy ads FB",
        f"the techcombank ket thuc {digits(4)}, het han {secrets.randbelow(12) + 1:02d}/{pick('27', '28', '29')}",
        f"Shopee trừ phí quảng cáo vào thẻ {digits(6)}******{digits(4)}",
        f"card xxxx-xxxx-xxxx-{digits(4)} bị từ chối, đổi sang thẻ khác",
    )
    r.add(
        "phone_number",
        f"SĐT shipper GHN khu Q7: {phone()}",
        f"Zalo nhóm khách sỉ – admin phụ: {phone()}",
        f"Hotline shop: {phone()} (Zalo cùng số)",
        f"khach si ({pick(*NAMES)}) sdt {phone()}, lay 50 ao moi dot",
        f"nhà cung cấp vải Tân Bình: {phone()} – chị {pick(*NAMES)}",
    )
    r.add(
        "sku_code",
        f"SKU {sku()} còn 12 cái",
        f"ma sp {sku()}, {sku()} het hang, nhap them",
        f"Đổi tên SKU: {sku()} → {sku()}",
        f"SKU | tồn\n{sku()} | {secrets.randbelow(60)}\n{sku()} | {secrets.randbelow(60)}\n{sku()} | {secrets.randbelow(60)}",
        f"barcode sản phẩm mới: 893{digits(10)} (SKU {sku()})",
    )
    r.add(
        "voucher_code",
        f"Voucher shop tháng này: {pick(*NAMES).upper()}SHOP{pick('50K', '30K', '10')} – giảm cho đơn từ 299k, đăng lên page luôn",
        f"ma giam gia livestream: LIVE{digits(4)} (chia se cho khach xem live)",
        f"Shopee voucher code {rnd(UPPER, 4)}{digits(4)} – 15% tối đa 50k, hết hạn 30/6",
        f"code freeship in trên thiệp cảm ơn: FREESHIP{pick('T6', 'T7', 'T8')}",
    )
    r.add(
        "payment_transaction_reference",
        f"CK Vietcombank mã GD FT{digits(14)} – 1.250.000đ từ khách sỉ",
        f"momo ma giao dich {digits(11, True)} hoan tien cho khach",
        f"ZaloPay trans id {pick('24', '25')}{digits(10)}_{digits(6)}",
        f"Đối soát: Ref {rnd(UPPER + DIGITS, 12)} đã nhận, khớp đơn {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "einvoice_number",
        f"Hóa đơn điện tử ký hiệu 1C{pick('24', '25')}T{rnd(UPPER, 2)}, số {digits(8)}",
        f"hd so {digits(7)} mau so 1, ky hieu C{pick('24', '25')}TAA",
        f"Xuất HĐ cho khách: số {digits(8)}, MST người mua {tax_code()}",
        f"Mã CQT trên hóa đơn: {rnd(UPPER + DIGITS, 23)}",
    )
    r.add(
        "password_rotation_reminder",
        "Nhắc: đổi mật khẩu Shopee, Lazada, TikTok Shop mỗi 3 tháng (lần tới: 15/9)",
        "doi mk vcb roi nha, mk moi ghi trong so tay mau do",
        "Techcombank bắt đổi mật khẩu, nhớ đặt ít nhất 8 ký tự có chữ hoa + số + ký tự đặc biệt",
        "TODO: đổi pass wifi shop sau khi nhân viên cũ nghỉ",
        "Lịch đổi mật khẩu: ngân hàng – 90 ngày; sàn – 6 tháng; wifi – khi có nv nghỉ",
    )
    r.add(
        "password_location_reference",
        "Mật khẩu các sàn: xem trong Bitwarden, thư mục 'Shop'",
        "pin momo, zalopay: không ghi ở đây, nằm trong sổ trong két",
        "mk fb admin page chị Thu giữ, cần thì gọi chị",
        "Mã khóa kho: hỏi anh Tuấn (quản kho), em không lưu trên điện thoại",
        "backup codes facebook da in ra giay, de trong phong bi ket sat",
    )
    r.add(
        "otp_scam_warning",
        "KHÔNG BAO GIỜ đọc mã OTP cho ai, kể cả người xưng là nhân viên Shopee/ngân hàng",
        f"hom nay co so {phone()} goi xung GHN xin ma OTP -> bao cao lua dao",
        "Vietcombank nhắc: Smart OTP chỉ nhập trên app, không gửi qua Zalo",
        "Luật shop: nhân viên không được hỏi và không được nhận PIN ví của khách",
    )
    r.add(
        "pin_policy_setting",
        "PIN Smart OTP gồm 6 chữ số, sai 5 lần bị khóa phải ra quầy",
        "momo: doi PIN trong Cai dat > Bao mat, can xac thuc khuon mat",
        "Hạn mức chuyển khoản VCB: 500tr/ngày; Smart OTP bắt buộc với giao dịch > 10tr",
        "ZaloPay: bật xác thực vân tay thay PIN cho giao dịch dưới 1 triệu",
    )
    r.add(
        "env_var_reference",
        "GHN_TOKEN=${GHN_TOKEN}\nGHTK_TOKEN=${GHTK_TOKEN}",
        "token lấy từ os.environ['SHOPEE_PARTNER_KEY'], không commit vào code",
        "config: vnp_HashSecret = process.env.VNPAY_HASH_SECRET",
        "DATABASE_URL=mysql://shopuser:${DB_PASSWORD}@db.acme.internal:3306/shop_prod",
        "MOMO_SECRET_KEY=<điền từ trang MoMo Business>",
    )
    r.add(
        "ci_secret_reference",
        "deploy web: token: ${{ secrets.SAPO_API_TOKEN }}",
        "github actions: GHN_TOKEN: ${{ secrets.GHN_TOKEN }}",
        "secret tên TELEGRAM_BOT_TOKEN đã thêm vào repo settings > Secrets",
        "vault kv get secret/shop/payos  (checksum key nằm ở đây)",
    )
    r.add(
        "marketplace_shop_id",
        f"Shopee shop_id: {digits(9, True)}, partner_id public: {digits(7, True)}",
        f"link shop: https://shopee.example/shop/{digits(9, True)}",
        f"Lazada seller ID VN{digits(10, True)}",
        f"TikTok Shop ID 74{digits(17)}",
    )
    r.add(
        "public_app_id",
        f"Facebook App ID: {digits(15, True)} (public, để trong code SDK)",
        f"Zalo OA ID {digits(19, True)} - de nhung nut chat",
        f"Lazada app key {digits(6, True)} (khong phai secret)",
        f"Google Sign-In client id: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.example",
        f"TikTok Shop app_key {rnd(LOWER + DIGITS, 13)}, secret để trong vault",
    )
    r.add(
        "tracking_pixel_id",
        f"Facebook Pixel ID: {digits(16, True)}",
        f"GA4 measurement id G-{rnd(UPPER + DIGITS, 10)}",
        f"tiktok pixel {rnd(UPPER + DIGITS, 20)}",
        f"GTM-{rnd(UPPER + DIGITS, 7)} cài trên web shop",
    )
    r.add(
        "shipping_shop_ids",
        f"GHN ShopId {digits(7, True)}, ClientId {digits(7, True)} – cho kho Q7",
        f"ghtk ma cua hang (pick_address_id) {digits(8, True)}",
        f"GHN district_id Q7 = 14{digits(2)}, ward_code 2{digits(4)}",
        f"kho Bình Tân: GHN ShopId {digits(7, True)}",
    )
    r.add(
        "uuid_in_url",
        f"Link xem đơn nội bộ: https://admin.acme.internal/orders/{uid()}",
        f"anh san pham: https://cdn.acme.example/products/{uid()}.jpg",
        f"form khảo sát khách: https://forms.acme.example/r/{uid()}",
        f"webhook log id {uid()} – GHN gọi lại trạng thái 'delivered'",
    )
    r.add(
        "file_checksum",
        f"backup ảnh sản phẩm tháng 5.zip sha256: {hexs(64)}",
        f"md5 file catalogue.pdf: {hexs(32)}",
        f"Bản build app bán hàng v1.4 – SHA-1 {hexs(40)}",
        f"commit {hexs(40)[:7]} sửa lỗi tính phí ship",
    )
    r.add(
        "container_image_digest",
        f"web shop image: registry.acme.internal/shop-web@sha256:{hexs(64)}",
        f"docker ps: {hexs(12)} shop-web  Up 3 days",
        f"pod shop-web-{hexs(10)}-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)} bi restart 4 lan",
        f"container kiot-sync id {hexs(64)} – log đầy ổ, dọn lại",
    )
    r.add(
        "wifi_settings_no_password",
        f"Wifi shop: SSID {pick(*NAMES)}Shop_5G, kênh {pick(36, 40, 44, 149)}, WPA2; mật khẩu hỏi chị",
        f"router MAC {mac(upper=True)}, IP 192.168.1.1 – pass admin đã đổi (xem sổ)",
        "wifi khách: LanShop_Guest, không mật khẩu, giới hạn 5Mbps",
        f"may in don ket noi wifi kho, IP tinh 192.168.1.{secrets.randbelow(200) + 20}",
    )
    r.add(
        "public_key",
        f"age public key để gửi file báo cáo cho kế toán: {age_public_key()}",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} may-shop@acme",
        f"khoa cong khai cua ke toan (dung de ma hoa file): {age_public_key()}",
        f"SSH public key máy bạn dev web (dán vào authorized_keys): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@acme",
        f"wireguard peer PublicKey (kho Q7, ko phai private): {wg_key()}",
    )
    r.add(
        "masked_secret_value",
        "mk shopee: ********** (đã lưu trên Chrome)",
        f"GHN token: {uid()[:8]}-****-****-****-************ (bản đầy đủ trong Bitwarden)",
        f"momo PIN: ●●●●●● — số tk {phone()[:4]}***{phone()[-3:]}",
        f"api key openai: sk-proj-...{rnd(ALNUM, 4)} (chỉ 4 ký tự cuối để nhận ra)",
    )
    r.add(
        "brand_color_codes",
        f"Màu thương hiệu: #{hexs(6).upper()} (hồng), #{hexs(6).upper()} (kem)",
        f"mau nen banner tet: #{hexs(6)} / chu #{hexs(6)}",
        f"font Be Vietnam Pro, màu viền logo #{hexs(6).upper()}",
        f"Canva brand kit: primary #{hexs(6).upper()}, secondary #{hexs(6).upper()}, accent #{hexs(6).upper()}",
    )
    r.add(
        "device_serial_number",
        f"Máy in nhiệt Xprinter S/N {rnd(UPPER + DIGITS, 14)} – bảo hành đến 12/2026",
        f"iphone shop IMEI {luhn('35', 15)}",
        f"may quet ma vach serial {rnd(UPPER + DIGITS, 12)}",
        f"Camera kho model DS-2CD{digits(4)}, S/N {rnd(UPPER + DIGITS, 9)}",
    )
    r.add(
        "customer_code",
        f"Mã KH sỉ: KH{digits(5)} – chị {pick(*NAMES)} (Đà Nẵng)",
        f"kiotviet ma khach {pick('KH', 'KHS')}{digits(6)}, no 2.300.000d",
        f"Khách thân thiết: mã thành viên VIP-{rnd(UPPER + DIGITS, 6)}",
        f"mã giới thiệu (referral) của shop trên TikTok: {rnd(UPPER + DIGITS, 8)} – đăng công khai lên bio",
    )
    r.add(
        "pickup_batch_id",
        f"GHN phiên lấy hàng {digits(10, True)} – 42 kiện",
        f"Shopee pickup id PU{digits(12)} đã bàn giao cho shipper SPX",
        f"SPX tracking VN{digits(12)}{rnd(UPPER, 1)}",
        f"bien ban ban giao ghtk so BG{digits(8)}",
    )
    r.add(
        "numbers_near_secret_words",
        "mật khẩu phải dài 8–20 ký tự; PIN 6 số; OTP hết hạn sau 120 giây",
        f"token GHN hết hạn? không, chỉ bị vô hiệu khi tạo lại. Số lần gọi API hôm nay: {secrets.randbelow(900) + 100}",
        f"key: {pick('size', 'màu')} | value: {pick('M', 'L', 'đỏ', 'be')} | tồn: {secrets.randbelow(40)}",
        f"password reset link đã gửi lúc 14:{secrets.randbelow(60):02d}, hết hạn sau 30 phút",
    )
    return r


def main() -> None:
    write_corpora("make_heldout293.py", [
        ("heldout293_credentials.yaml", credentials(), "Held-out batch 293: credentials a Ho Chi Minh City online shop owner keeps (marketplace logins, wallet and bank PINs, shipping API tokens), in Vietnamese and English"),
        ("heldout293_lookalikes.yaml", lookalikes(), "Held-out batch 293: look-alikes from the same shop owner's notes (order ids, tracking codes, tax codes, account numbers, public ids, secret references)"),
    ])


if __name__ == "__main__":
    main()
