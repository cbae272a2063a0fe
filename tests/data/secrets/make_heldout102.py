# ruff: noqa: E501
"""Writes heldout102_credentials.yaml and heldout102_lookalikes.yaml: held-out batch 102.

Persona: Hương, a Vietnamese-American e-commerce seller in Houston (Alief / Bellaire Blvd) who
runs "Acme Áo Dài" on Shopify, Amazon, Etsy and TikTok Shop out of a small warehouse and a
storage unit. She writes her notes in English mixed with Vietnamese (southern shorthand: má,
nha, giùm, hông), pastes curl lines and .env snippets her nephew Khoa sends her, and keeps
store logins, API keys, 2FA backup codes, alarm and gate codes, and her mom's phone PIN.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    amex,
    app_password,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    luhn,
    openai_project_key,
    phrase,
    pick,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

STORE = "acme-aodai.myshopify.com"
WORDS = [
    "abandon", "ability", "absent", "bamboo", "banana", "cabin", "canal", "dragon", "early",
    "echo", "fabric", "falcon", "garden", "ginger", "harbor", "hazard", "island", "jacket",
    "kitten", "ladder", "lemon", "mango", "meadow", "napkin", "noodle", "ocean", "orchid",
    "paddle", "pepper", "quarter", "rabbit", "river", "saddle", "silk", "tiger", "tomato",
    "umbrella", "valley", "velvet", "wagon", "walnut", "yellow", "zebra", "lotus", "lantern",
]


# ---- credential shapes -------------------------------------------------------------------

def pw_v() -> str:
    """A password Hương picked, or one the password manager generated."""
    return pick(
        f"{pick('Huong', 'LanHuong', 'SaiGon', 'BanhMi', 'PhoGa', 'AoDai', 'Bellaire', 'Alief', 'CaPhe', 'Bolsa')}{pick('@', '#', '!', '$', '*')}{digits(4)}{rnd(UPPER, 1)}",
        f"{pick('meo', 'cun', 'bong', 'mit', 'xoai', 'sau')}{pick('Con', 'Nho', 'Xinh', 'Map', 'Beo')}{digits(2)}{pick('!', '?', '#')}{rnd(LOWER + DIGITS, 4)}",
        rnd(ALNUM + "!@#$%&*", 16),
        rnd(ALNUM, 14),
    )


def shpat() -> str:
    return "shpat_" + hexs(32)


def shpss() -> str:
    return "shpss_" + hexs(32)


def stripe_sk() -> str:
    return "sk_live_51" + rnd(ALNUM, 97)


def stripe_rk() -> str:
    return "rk_live_51" + rnd(ALNUM, 97)


def whsec() -> str:
    return "whsec_" + rnd(ALNUM, 32)


def paypal_client_id() -> str:
    return "A" + rnd(URLSAFE, 79)


def paypal_secret() -> str:
    return "E" + rnd(URLSAFE, 79)


def lwa_secret() -> str:
    return "amzn1.oa2-cs.v1." + hexs(64)


def lwa_client() -> str:
    return "amzn1.application-oa2-client." + hexs(32)


def lwa_refresh() -> str:
    return "Atzr|IwEBI" + rnd(URLSAFE, 200)


def totp_seed() -> str:
    return groups(rnd(BASE32, 52), 4)


def pin(n: int = 4) -> str:
    return digits(n)


def amazon_backup_codes(n: int = 5) -> str:
    return "\n".join(rnd(UPPER + DIGITS, 8) for _ in range(n))


def google_backup_codes(n: int = 6) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def visa() -> str:
    return groups(luhn("4" + digits(5)), 4)


def mastercard() -> str:
    return groups(luhn("5" + pick("1", "2", "3", "4", "5") + digits(4)), 4)


def cvv() -> str:
    return digits(3)


# ---- look-alike shapes -------------------------------------------------------------------

def upc() -> str:
    body = digits(11, lead=True)
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def asin() -> str:
    return "B0" + rnd(UPPER + DIGITS, 8)


def fnsku() -> str:
    return "X00" + rnd(UPPER + DIGITS, 7)


def usps() -> str:
    return groups(pick("9400", "9205", "9405", "9361") + "1" + digits(17), 4)


def usps_intl() -> str:
    return pick("EJ", "LZ", "CP", "RR") + digits(9) + "US"


def ups() -> str:
    return "1Z" + rnd(UPPER + DIGITS, 6) + pick("01", "02", "03", "12", "13") + digits(8)


def fedex() -> str:
    return digits(12, lead=True)


def amz_order() -> str:
    return f"{pick('111', '112', '113', '114')}-{digits(7)}-{digits(7)}"


def shop_order() -> str:
    return f"#{secrets.randbelow(8000) + 1200}"


def ein() -> str:
    return f"{pick('74', '76', '82', '84', '85', '87', '88', '92', '93', '99')}-{digits(7)}"


def tx_permit() -> str:
    return "3" + digits(10)


def sku() -> str:
    return f"{pick('AD', 'SC', 'KH', 'NL', 'TS')}-{pick('RED', 'BLU', 'WHT', 'BLK', 'PNK', 'GRN')}-{pick('XS', 'S', 'M', 'L', 'XL', '2XL')}-{digits(3)}"


def vin() -> str:
    return rnd("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17)


def plate() -> str:
    return f"{rnd(UPPER, 3)}-{digits(4)}"


def stripe_id(prefix: str, n: int = 24) -> str:
    return prefix + rnd(ALNUM, n)


# ---- the corpora -------------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()
    r.add(
        "shopify_admin_password",
        f"Shopify owner login huong@acmeaodai.example / {pw_v()} — chỉ mình chị biết thôi, đừng đưa ai hết",
        f"nhớ giùm: mật khẩu Shopify owner mới đổi hôm qua là {pw_v()}\nlogin ở admin.shopify.com, store {STORE}",
        f"shopify admin pw: {pw_v()}   (cái cũ bị lộ trong email phishing nên đổi rồi)",
    )
    r.add(
        "shopify_staff_password",
        f"Staff acct cho Vy (part-time packing): vy.nguyen@acmeaodai.example pass {pw_v()} — chỉ cho Orders + Products",
        f"Tâm staff login Shopify:\n  email: tam.tran@acmeaodai.example\n  pw: {pw_v()}\nnhớ tắt quyền Finances nha",
        f"gửi Khoa qua Zalo: shopify staff pw = {rnd(ALNUM, 12)} (em login lần đầu rồi đổi liền nha)",
    )
    r.add(
        "shopify_admin_api_token",
        f"custom app 'Inventory Sync' Admin API access token: {shpat()}\nscopes: read_products, write_inventory",
        f'curl -H "X-Shopify-Access-Token: {shpat()}" https://{STORE}/admin/api/2024-07/orders.json?status=any',
        f"SHOPIFY_ADMIN_TOKEN={shpat()}\nSHOPIFY_STORE={STORE}",
        f"token của app mới tạo, nó chỉ hiện 1 lần thôi!! {shpat()}",
    )
    r.add(
        "shopify_app_client_secret",
        f"Khoa's reviews app -> Client ID {hexs(32)}  Client secret {shpss()}",
        f"webhook HMAC verify xài cái client secret này: {shpss()}",
        f"SHOPIFY_API_SECRET={shpss()}",
    )
    r.add(
        "shopify_admin_session_cookie",
        f"Khoa nói nếu bị logout hoài thì paste cookie này vô extension: _secure_admin_session_id={hexs(32)}",
        f"cookie admin session (copy từ devtools để nó debug giùm): _secure_admin_session_id_csrf={hexs(32)}; _secure_admin_session_id={hexs(32)}",
    )
    r.add(
        "shopify_pos_staff_pin",
        f"POS PIN của chị ở booth chợ Tết: {pin(4)}",
        f"Shopify POS pins\n- Hương {pin(6)}\n- Vy {pin(6)}\n- má (chỉ bán thôi) {pin(6)}",
        f"Vy quên POS pin, reset lại thành {pin(4)} rồi",
    )
    r.add(
        "amazon_seller_central_password",
        f"Seller Central (NA) huong@acmeaodai.example — {pw_v()}",
        f"amazon seller pw mới: {pw_v()}\n(Amazon bắt đổi mỗi 90 ngày, mệt ghê)",
        f"Login Amazon bán hàng:\nuser huong@acmeaodai.example\nmk {pw_v()}",
    )
    r.add(
        "amazon_2fa_backup_codes",
        f"Amazon 2SV backup codes — cất kỹ, mỗi cái xài 1 lần:\n{amazon_backup_codes(5)}",
        f"backup codes seller central (còn lại 3 cái chưa xài): {rnd(UPPER + DIGITS, 8)} {rnd(UPPER + DIGITS, 8)} {rnd(UPPER + DIGITS, 8)}",
        f"mã dự phòng Amazon nếu mất điện thoại:\n{amazon_backup_codes(4)}",
    )
    r.add(
        "amazon_totp_seed",
        f"Amazon 2-step authenticator key (scan không được nên nhập tay vô app): {totp_seed()}",
        f"otpauth://totp/Amazon:huong@acmeaodai.example?secret={rnd(BASE32, 32)}&issuer=Amazon",
        f"để Vy cũng nhận được mã Amazon, add cái key này vô Google Authenticator máy nó:\n{totp_seed()}",
    )
    r.add(
        "amazon_sp_api_credentials",
        f"SP-API app (Khoa làm) \nLWA client id: {lwa_client()}\nLWA client secret: {lwa_secret()}",
        f"LWA_CLIENT_SECRET={lwa_secret()}",
        f"refresh token SP-API, hết hạn thì Khoa authorize lại: {lwa_refresh()}",
    )
    r.add(
        "paypal_login_password",
        f"PayPal business: huong@acmeaodai.example pass {pw_v()}",
        f"paypal mk: {pw_v()} — nhớ hông được thì hỏi Khoa",
        f"PayPal (acct cá nhân, nhận tiền má gửi)\n{pw_v()}",
    )
    r.add(
        "paypal_api_credentials",
        f"PayPal REST app 'AcmeCheckout' live\nClient ID: {paypal_client_id()}\nSecret: {paypal_secret()}",
        f"curl -u \"{paypal_client_id()}:{paypal_secret()}\" -d grant_type=client_credentials https://api-m.paypal.com/v1/oauth2/token",
        f"PAYPAL_CLIENT_SECRET={paypal_secret()}",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe live secret key (cho site wholesale): {stripe_sk()}",
        f"STRIPE_SECRET_KEY={stripe_sk()}\nSTRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 97)}",
        f"Khoa hỏi key stripe, đưa nó cái này: {stripe_sk()} rồi mai đổi",
    )
    r.add(
        "stripe_restricted_key",
        f"restricted key chỉ đọc charges cho app kế toán: {stripe_rk()}",
        f"Stripe rk cho ShipStation-ish sync: {stripe_rk()} (write: none, read: orders)",
    )
    r.add(
        "stripe_webhook_secret",
        f"endpoint_secret = '{whsec()}'  # Khoa dán vô app.py, chị lưu lại đây",
        f"Stripe webhook signing secret endpoint /hooks/stripe: {whsec()}",
        f"STRIPE_WEBHOOK_SECRET={whsec()}",
    )
    r.add(
        "stripe_login_password",
        f"Stripe: huong@acmeaodai.example\n{pw_v()}\n(2FA gửi SMS về số chị)",
        f"dashboard.stripe.com  huong@acmeaodai.example  {pw_v()}",
        f"mật khẩu Stripe: {pw_v()}",
    )
    r.add(
        "etsy_api_key",
        f"Etsy app 'AcmeAoDaiSync'\nkeystring: {rnd(LOWER + DIGITS, 24)}\nshared secret: {rnd(LOWER + DIGITS, 10)}",
        f"x-api-key: {rnd(LOWER + DIGITS, 24)}  (Etsy v3, để chung với shared secret {rnd(LOWER + DIGITS, 10)})",
        f"ETSY_KEYSTRING={rnd(LOWER + DIGITS, 24)}\nETSY_SHARED_SECRET={rnd(LOWER + DIGITS, 10)}",
    )
    r.add(
        "etsy_account_password",
        f"Etsy login: acmeaodaihouston@acmeaodai.example — mk {pw_v()}",
        f"Etsy shop AcmeAoDaiHouston — {pw_v()}",
        f"etsy pw đổi rồi nha: {pw_v()}",
    )
    r.add(
        "shipping_api_key_secret",
        f"ShipStation API\nKey: {hexs(32)}\nSecret: {hexs(32)}",
        f"curl -u {hexs(32)}:{hexs(32)} https://ssapi.acme-ship.example/orders?orderStatus=awaiting_shipment",
        f"SHIPSTATION_API_KEY={hexs(32)}\nSHIPSTATION_API_SECRET={hexs(32)}",
    )
    r.add(
        "shipping_software_login",
        f"ShipStation login (chung cho chị và Vy): acmeaodai / {pw_v()}",
        f"mk phần mềm in label: {pw_v()}",
        f"Pirate-ship backup acct nếu ShipStation sập: huong@acmeaodai.example {pw_v()}",
    )
    r.add(
        "ups_api_client_secret",
        f"curl -X POST https://onlinetools.acme-ups.test/security/v1/oauth/token -u {rnd(ALNUM, 48)}:{rnd(ALNUM, 64)} -d grant_type=client_credentials",
        f"UPS developer app\nclient id {rnd(ALNUM, 48)}\nclient secret {rnd(ALNUM, 64)}",
        f"UPS_CLIENT_SECRET={rnd(ALNUM, 64)}",
    )
    r.add(
        "fedex_api_secret",
        f"FedEx dev portal: project AcmeShip\nAPI Key: l7{rnd(LOWER + DIGITS, 32)}\nSecret Key: {hexs(32)}",
        f"FedEx API key l7{rnd(LOWER + DIGITS, 32)} secret {hexs(32)}",
        f"FEDEX_SECRET_KEY={hexs(32)}",
    )
    r.add(
        "usps_account_password",
        f"usps.com login hết hạn, đổi thành {pw_v()}",
        f"USPS.com (Click-N-Ship, đặt pickup) acmeaodai_hou / {pw_v()}",
        f"usps business acct mk {pw_v()}",
    )
    r.add(
        "warehouse_alarm_code",
        f"mã báo động kho Bellaire: {pin(4)}# (bấm xong có 30 giây ra cửa)",
        f"Alarm code warehouse = {pin(6)}\nduress code (nếu bị ép mở) = {pin(6)}",
        f"Vy ơi mã alarm kho là {pin(4)}, nhớ arm lại trước khi về nha",
        f"ADT panel kho: master {pin(4)}, user Tâm {pin(4)}",
    )
    r.add(
        "storage_unit_gate_code",
        f"gate code kho chứa đồ (unit ở Westpark): *{pin(4)}#",
        f"Storage gate: {pin(6)}  — giờ mở 6am-10pm",
        f"cổng storage đổi code rồi, mới: {pin(5)}",
    )
    r.add(
        "storage_unit_lock_combo",
        f"ổ khóa số unit storage: {pin(4)}",
        f"combo lock (cái khóa đồng màu vàng) {digits(2)}-{digits(2)}-{digits(2)}",
    )
    r.add(
        "gmail_app_password",
        f"Gmail app password cho ShipStation gửi mail: {app_password()}",
        f"app password (Outlook trên máy bàn đọc Gmail shop): {app_password()}",
        f"SMTP_USER=orders@acmeaodai.example\nSMTP_PASS={rnd(LOWER, 16)}",
    )
    r.add(
        "gmail_account_password",
        f"Gmail acmeaodai.orders\npw: {pw_v()}\nrecovery phone là số Vy",
        f"Gmail shop (acmeaodai.orders) mk: {pw_v()}",
        f"email chính của chị, pass {pw_v()} — đừng lưu trên máy Vy",
    )
    r.add(
        "google_backup_codes",
        f"google backup: {digits(4)} {digits(4)} / {digits(4)} {digits(4)} / {digits(4)} {digits(4)} (đã xài cái đầu)",
        f"Google backup codes (gmail shop):\n{google_backup_codes(6)}",
        f"backup codes Google, in ra rồi mà sợ mất:\n{google_backup_codes(4)}",
    )
    r.add(
        "bank_online_login",
        f"Chase business online: user acmeaodai_hou  pw {pw_v()}",
        f"ngân hàng online (Frost business) — username huongnguyen77, password {pw_v()}",
        f"bank login:\n  user: acmeaodai\n  pass: {pw_v()}\n  security Q (tên con chó đầu tiên): {pick('Lucky', 'Mực', 'Vàng', 'Bông')}{digits(2)}",
    )
    r.add(
        "bank_debit_card_pin",
        f"thẻ Frost debit: PIN là {pin(4)} nha, Tâm đi gửi tiền dùng",
        f"PIN thẻ debit business: {pin(4)}",
        f"ATM pin (thẻ Chase đuôi {digits(4)}) = {pin(4)}",
    )
    r.add(
        "business_credit_card",
        f"thẻ business Visa để mua label & quảng cáo: {visa()} exp {card_expiry()} cvv {cvv()}",
        f"Amex Blue Business {amex()}  {card_expiry()}  CID {digits(4)}",
        f"card dự phòng (Mastercard):\n{mastercard()}\nexp {card_expiry()}\nCVC {cvv()}\nzip 77036",
    )
    r.add(
        "mom_phone_pin",
        f"PIN điện thoại má: {pin(4)}",
        f"má quên mã mở khóa iPhone hoài, nó là {pin(6)} — nhớ giùm con",
        f"passcode iPad của má {pin(4)}, Apple ID của má pass {pw_v()}",
    )
    r.add(
        "carrier_account_pin",
        f"AT&T passcode (line của má): {pin(6)}",
        f"T-Mobile account PIN (để chặn port-out SIM): {pin(6)}",
        f"mã PIN nhà mạng, họ hỏi khi gọi support: {pin(4)}",
    )
    r.add(
        "tiktok_shop_app_secret",
        f"tiktok app secret {hexs(40)} — đừng đưa agency",
        f"TikTok Shop partner app\napp_key {rnd(LOWER + DIGITS, 13)}\napp_secret {hexs(40)}",
        f"TIKTOK_APP_SECRET={hexs(40)}",
    )
    r.add(
        "tiktok_shop_password",
        f"TikTok seller center: acmeaodai.hou / {pw_v()}",
        f"tiktok shop mk {pw_v()} (Vy livestream dùng chung acc)",
    )
    r.add(
        "klaviyo_private_api_key",
        f'curl -H "Authorization: Klaviyo-API-Key pk_{hexs(34)}" -H "revision: 2024-10-15" https://a.acme-klaviyo.test/api/profiles/',
        f"Klaviyo private key (full access) pk_{hexs(34)}",
        f"KLAVIYO_PRIVATE_KEY=pk_{hexs(34)}",
    )
    r.add(
        "mailchimp_api_key",
        f"MAILCHIMP_API_KEY={hexs(32)}-us{secrets.randbelow(20) + 1}",
        f"Mailchimp API key cũ (list khách sỉ): {hexs(32)}-us{secrets.randbelow(20) + 1}",
        f"mailchimp key: {hexs(32)}-us{secrets.randbelow(20) + 1}",
    )
    r.add(
        "meta_page_access_token",
        f"access token FB shop (Khoa dặn đừng share): EAA{rnd(ALNUM, 170)}",
        f"FB page token (never expire, Khoa tạo): EAA{rnd(ALNUM, 180)}",
        f"META_ACCESS_TOKEN=EAA{rnd(ALNUM, 160)}",
    )
    r.add(
        "square_access_token",
        f'curl https://connect.acme-square.test/v2/locations -H "Authorization: Bearer EAAA{rnd(URLSAFE, 60)}"',
        f"Square (booth chợ đêm) production access token: EAAA{rnd(URLSAFE, 60)}",
        f"SQUARE_ACCESS_TOKEN=EAAA{rnd(URLSAFE, 60)}",
    )
    r.add(
        "sendgrid_api_key",
        f"SendGrid key cho email xác nhận đơn sỉ: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
    )
    r.add(
        "openai_api_key",
        f"key OpenAI để viết mô tả sản phẩm: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
    )
    r.add(
        "domain_registrar_login",
        f"GoDaddy (domain acmeaodai) acct #{digits(9, lead=True)} pass {pw_v()}",
        f"domain registrar pw: {pw_v()}   — nhớ auto-renew tháng 3",
    )
    r.add(
        "godaddy_api_key_secret",
        f"GoDaddy API  key {rnd(ALNUM, 12)}_{rnd(ALNUM, 22)}  secret {rnd(ALNUM, 22)}",
        f'curl -H "Authorization: sso-key {rnd(ALNUM, 12)}_{rnd(ALNUM, 22)}:{rnd(ALNUM, 22)}" https://api.acme-dns.example/v1/domains',
    )
    r.add(
        "quickbooks_login",
        f"QuickBooks Online: huong@acmeaodai.example / {pw_v()}",
        f"QB mk (chị Thu kế toán cũng xài): {pw_v()}",
    )
    r.add(
        "texas_webfile_password",
        f"Comptroller WebFile (sales tax) user HNGUYEN{digits(3)} pw {pw_v()}",
        f"webfile mk để nộp thuế quý: {pw_v()}",
    )
    r.add(
        "eftps_pin",
        f"EFTPS PIN (đóng thuế liên bang): {pin(4)}  internet password {pw_v()}",
        f"eftps pin {pin(4)}",
    )
    r.add(
        "warehouse_wifi_password",
        f"wifi kho: AcmeKho_5G / {pw_v()}",
        f"WIFI:T:WPA;S:AcmeKho;P:{rnd(ALNUM, 12)};;",
        f"pass wifi kho cho khách tới lấy hàng: {pick('banhmi', 'caphe', 'aodai')}{digits(4)}",
    )
    r.add(
        "router_admin_password",
        f"router kho (192.168.1.1) admin / {rnd(ALNUM, 10)}",
        f"admin page modem Comcast: user admin pass {pw_v()}",
    )
    r.add(
        "camera_nvr_password",
        f"camera kho (NVR Hikvision) admin {pw_v()} — app Hik-Connect trên điện thoại",
        f"đầu ghi camera: admin / {rnd(ALNUM, 10)}\nverification code app: {rnd(UPPER, 6)}",
    )
    r.add(
        "office_safe_combination",
        f"két sắt văn phòng: {digits(2)}-{digits(2)}-{digits(2)} (quay phải 3 vòng trước)",
        f"safe code: {pin(6)}",
    )
    r.add(
        "bitwarden_master_password",
        f"Bitwarden master pw (ghi ra đây phòng hờ, chỉ chị thấy): {phrase(WORDS, 4, '-')}{digits(2)}",
        f"password manager master: {pw_v()}",
    )
    r.add(
        "crypto_wallet_seed_phrase",
        f"ví crypto nhận tiền sỉ bên Canada (Trust Wallet) seed:\n{phrase(WORDS, 12)}",
        f"seed phrase 24 chữ, đừng chụp hình!!\n{phrase(WORDS, 24)}",
    )
    r.add(
        "inventory_db_connection_string",
        f"DATABASE_URL=postgres://acme_inv:{rnd(ALNUM, 18)}@db.acme-inv.internal:5432/inventory",
        f"Khoa's inventory app db: mysql://huong:{pw_v()}@inventory.acme.test:3306/stock",
    )
    r.add(
        "alibaba_supplier_password",
        f"Alibaba / 1688 acct mua vải: acmeaodai_hou pass {pw_v()}",
        f"mk trang supplier lụa Bảo Lộc (portal của họ): {pw_v()}",
    )
    r.add(
        "venmo_cash_app_pin",
        f"pin cash app đổi rồi: {pin(4)}",
        f"Cash App PIN: {pin(4)}",
        f"Venmo business PIN {pin(4)} — đừng nói Vy",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "amazon_asin_list",
        f"ASIN áo dài lụa đỏ: {asin()}, bản xanh: {asin()}",
        f"listing bị suppressed: {asin()} — thiếu hình nền trắng",
        f"ASINs cần tăng giá tháng sau\n{asin()}\n{asin()}\n{asin()}",
    )
    r.add(
        "product_sku_codes",
        f"SKU mới: {sku()}, {sku()}, {sku()}",
        f"đổi SKU {sku()} -> {sku()} cho khớp ShipStation",
        f"hết hàng: {sku()} (size M), đặt thêm 40 cái",
    )
    r.add(
        "upc_barcode",
        f"UPC mua từ GS1 cho khăn lụa: {upc()}",
        f"barcode hộp nón lá: {upc()} / {upc()}",
        f"UPC {upc()} bị Amazon báo trùng, check lại",
    )
    r.add(
        "ean_barcode",
        f"EAN bánh pía nhập từ VN: {ean13('893')}, thùng 24 hộp",
        f"EAN của supplier bên Đức (trà sen): {ean13('40')}",
        f"EAN-13 trên thùng hàng: {ean13('89')}",
    )
    r.add(
        "fnsku_label",
        f"FNSKU dán lên túi: {fnsku()} (áo dài trẻ em size 4)",
        f"in lại 50 label FNSKU {fnsku()} — máy in bị lem",
        f"FNSKU {fnsku()} ↔ ASIN {asin()}",
    )
    r.add(
        "usps_tracking_number",
        f"tracking USPS đơn của cô Lan ở San Jose: {usps()}",
        f"USPS Priority {usps()} — khách nói chưa nhận, mở claim",
        f"gửi hàng mẫu sang Úc: {usps_intl()}",
    )
    r.add(
        "ups_tracking_number",
        f"UPS {ups()} (2 thùng sỉ đi Dallas)",
        f"tracking UPS: {ups()}\ndelivered, ký nhận: NGUYEN",
        f"hàng trả về từ khách: {ups()}",
    )
    r.add(
        "fedex_tracking_number",
        f"FedEx 2Day {fedex()} — khách sỉ trả tiền ship",
        f"FedEx Ground {fedex()} — giao trễ 2 ngày",
        f"fedex tracking cho đơn khách sỉ Atlanta: {fedex()}, {fedex()}",
    )
    r.add(
        "shopify_order_number",
        f"đơn {shop_order()} khách đòi đổi size",
        f"refund {shop_order()} và {shop_order()} (hàng lỗi đường may)",
        f"Shopify order {shop_order()} — địa chỉ sai, gọi khách trước khi ship",
    )
    r.add(
        "amazon_order_id",
        f"Amazon order {amz_order()} A-to-z claim, hạn trả lời 48h",
        f"đơn Amazon {amz_order()} khách để review 1 sao",
        f"{amz_order()} — return đã nhận, refund xong",
    )
    r.add(
        "shopify_store_ids",
        f"store: {STORE}, shop id {digits(11, lead=True)}",
        f"Shopify theme id đang live: {digits(12, lead=True)}, bản nháp Tết: {digits(12, lead=True)}",
        f"product gid://shopify/Product/{digits(13, lead=True)} (áo dài cưới)",
    )
    r.add(
        "shopify_storefront_public_token",
        f"SHOPIFY_STOREFRONT_PUBLIC_TOKEN={hexs(32)}  # public, ok để trong code frontend",
        f"Storefront API public token (để trong theme được, Khoa nói cái này public): {hexs(32)}",
        f"buy button embed trên blog: storefrontAccessToken: '{hexs(32)}', domain: '{STORE}'",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key (bỏ vô frontend ok): pk_live_51{rnd(ALNUM, 97)}",
        f"NEXT_PUBLIC_STRIPE_KEY=pk_live_51{rnd(ALNUM, 97)}",
        f"test mode publishable: pk_test_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "stripe_object_ids",
        f"Stripe dispute cho charge ch_3{rnd(ALNUM, 23)} — upload bằng chứng giao hàng",
        f"customer cus_{rnd(ALNUM, 14)} trả bằng payment intent pi_3{rnd(ALNUM, 23)}",
        f"payout po_1{rnd(ALNUM, 23)} về bank thứ 6",
        f"invoice Stripe in_1{rnd(ALNUM, 23)} cho tiệm Kim Hoa (sỉ)",
    )
    r.add(
        "stripe_connect_account_id",
        f"Stripe account id của shop: acct_1{rnd(ALNUM, 15)}",
        f"acct_1{rnd(ALNUM, 15)} là account cũ, đóng rồi",
    )
    r.add(
        "paypal_transaction_id",
        f"refund PayPal xong, transaction ID {rnd(UPPER + DIGITS, 17)}",
        f"PayPal transaction {rnd(UPPER + DIGITS, 17)} khách mở dispute",
        f"tiền sỉ chị Mai chuyển qua PayPal: txn {rnd(UPPER + DIGITS, 17)}, $1,240",
    )
    r.add(
        "paypal_client_id_public",
        f"PAYPAL_CLIENT_ID={paypal_client_id()} (client id không phải secret, secret để Bitwarden)",
        f"PayPal JS SDK: <script src=\"https://www.paypal.com/sdk/js?client-id={paypal_client_id()}&currency=USD\"></script>",
        f"paypal client id (cái này public, nằm trong HTML): {paypal_client_id()}",
    )
    r.add(
        "amazon_fba_shipment_id",
        f"FBA{rnd(UPPER + DIGITS, 9)} bị receiving discrepancy 3 cái, mở case",
        f"FBA shipment {'FBA' + rnd(UPPER + DIGITS, 9)} — 6 thùng, check-in xong",
        f"shipment {'FBA' + rnd(UPPER + DIGITS, 9)} gửi tới kho FTW1, ref PO {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "amazon_merchant_token",
        f"merchant token A{rnd(UPPER + DIGITS, 13)} dán vô form của ShipStation",
        f"Seller ID / Merchant Token: A{rnd(UPPER + DIGITS, 13)} (điền form brand registry)",
        f"Amazon marketplace id US: ATVPDKIKX0DER, seller A{rnd(UPPER + DIGITS, 13)}",
    )
    r.add(
        "sp_api_application_id",
        f"SP-API app id: amzn1.sp.solution.{uid()} (đăng ký bên Developer Central)",
        f"App ID amzn1.sp.solution.{uid()}, secret thì để trong Bitwarden mục 'SP-API'",
    )
    r.add(
        "redeemed_gift_card",
        f"gift card {groups(rnd(UPPER + DIGITS, 16), 4)} — ĐÃ XÀI HẾT, balance $0, đánh dấu used",
        f"Amazon gift card {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 4)} khách tặng, redeemed 3/12 vô acct shop rồi",
        f"thẻ quà Shopify khách dùng đơn {shop_order()}: mã kết thúc {rnd(UPPER + DIGITS, 4)}, đã redeem + disable",
    )
    r.add(
        "coupon_discount_code",
        f"mã giảm giá Tết: TET2025-{rnd(UPPER + DIGITS, 5)} (20%, hết hạn 2/15)",
        f"discount codes cho KOL:\nLINHCHI15\nVYSTYLE10\nHOUSTON{digits(2)}",
        f"coupon free ship cho khách quen: FREESHIP-{rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "invoice_number",
        f"invoice INV-2025-{digits(5)} gửi tiệm Kim Hoa, net 30",
        f"supplier invoice #{rnd(UPPER + DIGITS, 10)} (vải lụa), trả rồi",
        f"hóa đơn QuickBooks {digits(4, lead=True)} - {digits(4, lead=True)} chưa thu tiền",
    )
    r.add(
        "ein_number",
        f"W-9 cho Etsy: EIN {ein()}, LLC single member",
        f"EIN của Acme Áo Dài LLC: {ein()} (ghi lên W-9 gửi cho khách sỉ)",
        f"EIN {ein()}, tên pháp lý Acme Ao Dai LLC",
    )
    r.add(
        "sales_tax_permit",
        f"số thuế Texas (taxpayer no.) {tx_permit()} — cần cho resale cert gửi xưởng vải",
        f"Texas sales & use tax permit / taxpayer number: {tx_permit()}",
        f"resale certificate gửi supplier: permit {tx_permit()}, exp n/a",
    )
    r.add(
        "storage_unit_number",
        f"unit {pick('B', 'C')}{digits(3, lead=True)} trả tiền tự động ngày 1, account số {digits(7, lead=True)}",
        f"storage unit #{pick('B', 'C', 'D')}{digits(3, lead=True)} ở Westpark, tầng 1 gần thang máy",
        f"đổi sang unit lớn hơn: {pick('A', 'E')}-{digits(3, lead=True)} (10x20), hợp đồng #{digits(8, lead=True)}",
    )
    r.add(
        "password_reset_note",
        "đã reset mật khẩu Seller Central hôm nay, pass mới lưu trong Bitwarden rồi, hông ghi ở đây",
        "Vy bị khóa Shopify staff acct — bấm 'Send password reset' trong Settings > Users, xong",
        "PayPal bắt đổi password, đổi rồi. Nhớ update ShipStation nếu nó hỏi.",
    )
    r.add(
        "password_policy_talk",
        "Amazon yêu cầu pass ít nhất 8 ký tự, có số và chữ hoa; Shopify thì 5 ký tự là được (yếu ghê)",
        "quy định mới: mỗi nhân viên 1 staff acct, không share pass, 2FA bắt buộc",
        "POS PIN phải 4-6 số, không trùng ngày sinh",
    )
    r.add(
        "secret_location_reference",
        "mã báo động kho: ghi trong sổ đỏ trong két sắt, hỏi chị",
        "gate code storage nằm trong email của Public Storage ngày 3/2, search 'access code'",
        "mk ngân hàng: trong Bitwarden mục Bank > Chase Business",
    )
    r.add(
        "env_var_reference",
        "Khoa nói đừng paste token vô code, dùng SHOPIFY_ADMIN_TOKEN trong .env, file .env để trong .gitignore",
        'headers = {"X-Shopify-Access-Token": os.environ["SHOPIFY_ADMIN_TOKEN"]}',
        "STRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}\nSHIPSTATION_API_SECRET=  # lấy từ Bitwarden",
    )
    r.add(
        "key_rotation_note",
        "đã revoke Stripe secret key cũ lúc 9pm, key mới chỉ Khoa cài trên server",
        "xóa custom app 'Inventory Sync' cũ -> token cũ hết xài. App mới tạo ngày 5/6.",
        "Etsy shared secret đã regenerate, nhớ báo Khoa update",
    )
    r.add(
        "two_factor_setup_note",
        "bật 2FA Amazon bằng app Authenticator trên iPhone chị, backup codes in ra cất trong két",
        "Google gửi mã 6 số về số 713-555-0148, mã hết hạn sau 10 phút",
        "ShipStation bật 2FA qua email rồi",
    )
    r.add(
        "alarm_code_change_note",
        "ADT tới đổi mã báo động kho hôm thứ 3, mã mới chị nhắn riêng cho Tâm",
        "báo động kêu lúc 2am, công ty alarm gọi hỏi passcode, chị trả lời đúng, false alarm do chuột",
    )
    r.add(
        "supplier_po_number",
        f"PO-{digits(6)} đặt 300 khăn lụa Bảo Lộc, cọc 30%",
        f"PO số {rnd(UPPER + DIGITS, 9)} bên xưởng may Bình Dương, giao tháng 8",
    )
    r.add(
        "bank_routing_number",
        f"thông tin chuyển khoản ghi trên invoice sỉ: Frost Bank, routing {pick('114000093', '111000025', '113000023')}, account ending {digits(4)}",
        f"ACH deposit từ Amazon vô account đuôi {digits(4)}, trace {digits(15)}",
    )
    r.add(
        "customer_support_ticket",
        f"Seller Support case {digits(11, lead=True)} — listing bị chặn vì 'brand'",
        f"Shopify support ticket #{digits(8, lead=True)}, chat với bạn tên Marco",
        f"ShipStation ticket {rnd(UPPER + DIGITS, 8)} về label bị tính 2 lần",
    )
    r.add(
        "return_rma_number",
        f"RMA-{digits(6)} khách gửi trả áo dài size S, đổi size M",
        f"Amazon return {rnd(UPPER, 1)}{rnd(UPPER + DIGITS, 13)} — hàng tới kho 4/2",
    )
    r.add(
        "contact_phone_numbers",
        "xưởng may cô Bảy: +84 274 555 0192, Zalo cùng số",
        "UPS pickup: 1-800-555-0177, account shipper # chị ghi trên tờ dán tủ lạnh",
        "Vy: 832-555-0131, Tâm: 281-555-0164",
    )
    r.add(
        "network_device_addresses",
        f"máy in label Rollo: 192.168.1.{secrets.randbelow(200) + 20}, MAC {':'.join(secrets.token_hex(1) for _ in range(6))}",
        f"NAS kho ở nas.acme-kho.internal (10.0.{secrets.randbelow(10)}.{secrets.randbelow(200) + 10}), share \\\\nas\\labels",
    )
    r.add(
        "app_version_string",
        f"Shopify app trên iPad: 9.{secrets.randbelow(150)}.{secrets.randbelow(5)} — lỗi in hóa đơn sau update",
        f"ShipStation Connect v{secrets.randbelow(3) + 2}.{secrets.randbelow(20)}.{secrets.randbelow(30)}, API version 2024-07",
    )
    r.add(
        "wifi_network_name",
        "wifi kho tên AcmeKho_5G (khách dùng AcmeKho_Guest), pass hỏi Vy",
        "router mới Netgear, SSID vẫn giữ tên cũ",
    )
    r.add(
        "theme_commit_sha",
        f"Khoa push sửa theme, commit {hexs(40)}",
        f"revert về commit {hexs(7)} vì nút Add to cart bị mất",
    )
    r.add(
        "file_checksum",
        f"sha256 file catalogue PDF gửi khách sỉ: {hexs(64)}",
        f"backup export đơn hàng 2024.csv — md5 {hexs(32)}",
    )
    r.add(
        "label_batch_uuid",
        f"batch label ShipStation {uid()} in lỗi 12 cái",
        f"request id trong email lỗi của Shopify: {uid()}",
    )
    r.add(
        "van_license_plate",
        f"vé phạt đậu xe biển {plate()} ở Bellaire, trả online rồi",
        f"xe van giao hàng biển số Texas {plate()}",
        f"toll tag HCTRA gắn với biển {plate()}",
    )
    r.add(
        "van_vin",
        f"VIN xe van (gia hạn bảo hiểm): {vin()}",
        f"VIN {vin()}, Ford Transit 2019",
    )
    r.add(
        "label_printer_serial",
        f"máy in Rollo serial {rnd(UPPER, 2)}{digits(10)}, còn bảo hành tới 2026",
        f"cân điện tử Dymo S/N {digits(5)}-{rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "zip_code_notes",
        "zones USPS từ 77036: CA zone 7, FL zone 6, NY zone 8",
        "kho Bellaire zip 77036, storage Westpark zip 77063, bưu điện gần nhất 77072",
    )
    r.add(
        "ssh_public_key",
        f"Khoa nói add public key này vô server cho nó deploy được (public thôi, an toàn):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} khoa@laptop",
        f"SHA256 fingerprint key của Khoa: SHA256:{rnd(ALNUM + '+/', 43)}",
    )
    r.add(
        "tracking_pixel_ids",
        f"Google Analytics: G-{rnd(UPPER + DIGITS, 10)}, Meta pixel {digits(15, lead=True)}",
        f"TikTok pixel id {rnd(UPPER + DIGITS, 20)} gắn trong Shopify > Customer events",
    )
    r.add(
        "klaviyo_public_site_key",
        f"Klaviyo public API key / site id (cái 6 ký tự để trong theme): {rnd(ALNUM, 6)}",
        f"klaviyo.js?company_id={rnd(ALNUM, 6)}",
    )
    r.add(
        "mailchimp_audience_id",
        f"Mailchimp audience id khách sỉ: {hexs(10)}",
        f"list id {hexs(10)} (khách lẻ), {hexs(10)} (khách sỉ)",
    )
    r.add(
        "recaptcha_site_key",
        f"reCAPTCHA site key cho form sỉ (public): 6L{rnd(URLSAFE, 38)}",
        f"data-sitekey=\"6L{rnd(URLSAFE, 38)}\"",
    )
    r.add(
        "hs_tariff_code",
        "HS code áo dài lụa: 6204.49.1000; khăn lụa: 6214.10.1000",
        "customs form: nón lá HS 4602.19, giá khai $12",
    )
    r.add(
        "deposit_reference",
        f"check #{digits(4, lead=True)} của tiệm Kim Hoa, deposit ref {digits(10)}",
        f"Shopify payout #{digits(9, lead=True)} ngày 3/14, $2,381.40",
    )
    r.add(
        "duns_number",
        f"D-U-N-S: {digits(2)}-{digits(3)}-{digits(4)} (cần cho Walmart Marketplace)",
        f"DUNS {digits(9, lead=True)}",
    )
    r.add(
        "brand_color_hex",
        f"màu brand: đỏ #{hexs(6)}, vàng #{hexs(6)}, font Playfair",
        f"banner Tết: nền #{hexs(6)}, chữ #{hexs(6)}",
    )
    r.add(
        "storage_gate_hours_note",
        "storage Westpark: gate mở 6am–10pm, office đóng chủ nhật, code riêng của mỗi người thuê (của chị trong app)",
        "quên gate code thì bấm nút gọi office, họ hỏi tên + số unit",
    )
    r.add(
        "mom_phone_help_note",
        "má đổi mã khóa điện thoại rồi, con hông biết, lần sau má tự mở nha",
        "giúp má bật Face ID để khỏi nhập PIN hoài",
    )
    return r


def main() -> None:
    write_corpora("make_heldout102.py", [
        ("heldout102_credentials.yaml", credentials(), "batch 102 (Vietnamese-American e-commerce seller in Houston, English/Vietnamese notes), written blind; every value synthetic"),
        ("heldout102_lookalikes.yaml", lookalikes(), "batch 102 look-alikes: marketplace ids, barcodes, tracking and order numbers, public keys, talk about secrets without them, written blind"),
    ])


if __name__ == "__main__":
    main()
