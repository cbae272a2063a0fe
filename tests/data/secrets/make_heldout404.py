# ruff: noqa: E501
"""Writes heldout404_credentials.yaml and heldout404_lookalikes.yaml: held-out batch 404.

Persona: an online seller in Surabaya who writes casual Bahasa Indonesia full of
abbreviations (pw, sandi, kode, yg, utk, dgn, blm, udh) and a little Suroboyoan (rek, cak,
ojok lali, gae, wis). She runs a shop on Tokopedia and Shopee, takes GoPay, OVO, DANA and
QRIS, banks with BCA (m-BCA, KlikBCA, ATM), ships through J&T, JNE, SiCepat and Anteraja,
keeps a small WooCommerce site on a VPS, and minds the warehouse padlock, the safe, the CCTV
and the shop's Wi-Fi. She keeps marketplace and e-wallet logins, PINs, the padlock and safe
codes, Wi-Fi keys, Midtrans and Xendit server keys, a RajaOngkir key, WooCommerce REST
secrets, a Telegram bot token, Google backup codes and TOTP seeds; and many look-alikes:
invoice and order numbers, waybills, account and virtual-account numbers, NPWP and NIB,
SKUs and barcodes, QRIS payloads, used OTPs and PLN tokens, public client keys, masked cards,
serials, amounts and references to where a secret lives.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module (through make_heldout's helpers)
in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`.
Nothing here is real.
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
    app_password,
    b64,
    digits,
    discord_webhook,
    ean13,
    groups,
    hexs,
    imei,
    luhn,
    mac,
    openssh_private,
    pick,
    pin,
    recaptcha_site_key,
    rnd,
    seed_phrase,
    ssh_fingerprint,
    ssh_pub,
    telegram_bot_token,
    uid,
    wp_app_password,
    write_corpora,
)

KATA = [
    "berkah", "rejeki", "lancar", "suroboyo", "arek", "sukses", "jaya", "makmur", "barokah",
    "rawon", "lontong", "semanggi", "kenjeran", "tunjungan", "gubeng", "wonokromo", "suramadu",
    "bajol", "sura", "kembang", "melati", "sambel", "tahu", "tempe", "laris", "manis", "dagang",
]
WEAK = ("123456", "654321", "112233", "121212", "000000", "111111", "123123")


def sandi() -> str:
    """A password the seller chose herself, or one a manager generated."""
    w1, w2 = secrets.choice(KATA), secrets.choice(KATA)
    return pick(
        f"{w1.capitalize()}{w2}{digits2()}{pick('!', '@', '#', '*', '$')}",
        f"{w1}{pick('_', '.', '-')}{w2.capitalize()}{secrets.randbelow(9000) + 1000}",
        f"{w1.capitalize()}#{secrets.randbelow(90) + 10}{w2.capitalize()}",
        rnd(ALNUM + "!@#$%&*", pick(14, 16)),
        f"Toko{w1.capitalize()}{secrets.randbelow(900) + 100}{pick('!', '?', '@')}",
    )


def digits2() -> str:
    return f"{secrets.randbelow(90) + 10}"


def pin6() -> str:
    return pin(6, WEAK)


def kode_gembok() -> str:
    return pin(pick(3, 4), ("000", "0000", "1111"))


def wifi_key() -> str:
    return pick(
        f"{secrets.choice(KATA)}{secrets.choice(KATA)}{secrets.randbelow(9000) + 1000}",
        rnd(ALNUM, pick(10, 12, 13)),
        f"Toko{secrets.choice(KATA).capitalize()}_{secrets.randbelow(900) + 100}",
        rnd(LOWER + DIGITS, 8),
    )


def midtrans_server() -> str:
    return "Mid-server-" + rnd(URLSAFE, 24)


def midtrans_client() -> str:
    return "Mid-client-" + rnd(URLSAFE, 16)


def xendit_secret(env: str = "production") -> str:
    return f"xnd_{env}_" + rnd(ALNUM, 60)


def xendit_public(env: str = "production") -> str:
    return f"xnd_public_{env}_" + rnd(ALNUM, 60)


def meta_token() -> str:
    """A Meta Graph API access token (WhatsApp Business), EAA and about 200 characters."""
    return "EAA" + pick("G", "J", "B", "L", "Z") + rnd(ALNUM, 180 + secrets.randbelow(40))


def rajaongkir_key() -> str:
    return hexs(32)


def woo_ck() -> str:
    return "ck_" + hexs(40)


def woo_cs() -> str:
    return "cs_" + hexs(40)


def google_backup_codes(n: int = 10) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def ezviz_code() -> str:
    return rnd(UPPER, 6)


def klikbca_user() -> str:
    return rnd(UPPER, pick(6, 7)) + digits(4)


def tgl() -> str:
    return f"{pick(2024, 2025)}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"


def tgl_human() -> str:
    bulan = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"]
    return f"{secrets.randbelow(28) + 1} {secrets.choice(bulan)} {pick(2024, 2025)}"


def tokped_invoice() -> str:
    return f"INV/{tgl()}/MPL/{digits(10, lead=True)}"


def shopee_sn() -> str:
    return tgl()[2:] + rnd(UPPER + DIGITS, 8)


def resi() -> str:
    return pick(
        "JP" + digits(10, lead=True),
        "JX" + digits(10, lead=True),
        "00" + digits(10),
        "1000" + digits(11),
        "SUB" + rnd(UPPER, 2) + digits(11),
        "TKP01-" + rnd(UPPER + DIGITS, 10),
    )


def rek_bca() -> str:
    return digits(10, lead=True)


def va_bca(phone: str) -> str:
    return pick("39358", "70001", "12208", "80777") + phone.lstrip("0")


def hp() -> str:
    return "08" + pick("11", "12", "13", "21", "52", "55", "56", "57", "77", "78", "95", "96") + digits(pick(7, 8))


def npwp() -> str:
    d = digits(15)
    return f"{d[:2]}.{d[2:5]}.{d[5:8]}.{d[8]}-{d[9:12]}.{d[12:]}"


def nib() -> str:
    return digits(13, lead=True)


def sku() -> str:
    return f"{pick('BTK', 'KRD', 'SBL', 'TSH', 'HJB', 'MKN')}-{pick('S', 'M', 'L', 'XL', 'AL')}-{rnd(UPPER + DIGITS, 4)}"


def rupiah() -> str:
    return f"Rp{secrets.randbelow(9_000_000) + 50_000:,}".replace(",", ".")


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


def qris(name: str = "TOKO BERKAH SBY") -> str:
    """A static QRIS payload (EMVCo merchant QR) with its CRC: printed on the counter, public."""
    merchant = tlv("00", "ID.CO.QRIS.WWW") + tlv("01", "ID" + digits(13, lead=True)) + tlv("02", "ID" + digits(13, lead=True)) + tlv("03", "UMI")
    body = (tlv("00", "01") + tlv("01", "11") + tlv("51", merchant) + tlv("52", "5999") + tlv("53", "360")
            + tlv("58", "ID") + tlv("59", name) + tlv("60", "SURABAYA") + tlv("61", "60" + digits(3)) + "6304")
    return body + crc16(body)


def nmid() -> str:
    return "ID" + digits(13, lead=True)


def pln_token() -> str:
    return groups(digits(20), 4, "-")


def kai_booking() -> str:
    return rnd(UPPER + DIGITS, 7)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "tokopedia_seller_password",
        f"akun Tokopedia Seller (toko utama)\nemail: berkah.sby@mail.example\npw: {sandi()}",
        f"login tokped seller: 0812{digits(8)} / sandi {sandi()}  -- jgn dikasih ke admin baru dulu",
        f"Tokped pw baru {sandi()} (ganti tgl {tgl_human()} krn ada yg coba login dr Medan)",
        f"rek, pasword seller tokopedia sing anyar iki {sandi()} ojok disebar yo",
        f"| akun | user | sandi |\n|---|---|---|\n| Tokopedia Seller | tokoberkahsby | {sandi()} |",
    )

    r.add(
        "shopee_seller_password",
        f"Shopee Seller Centre\nusername: berkahsby.official\npassword: {sandi()}",
        f"shopee seller pw {sandi()} , user hp 0857{digits(8)}",
        f"sandi shopee (toko ke-2, yg jual batik)\n{sandi()}",
        f"utk admin chat shopee (sub-akun): berkahsby:cs01 / {sandi()} — cuma bs balas chat",
        f"Shopee: lupa pw lagi, udh reset. yg baru = {sandi()} tlg catet yg bener!!",
    )

    r.add(
        "gopay_pin",
        f"PIN GoPay {pin6()}",
        f"gopay merchant (GoBiz) pin: {pin6()} jgn sampe lupa lg",
        f"pin gopay hp toko -> {pin6()}",
        f"GoPay\n{pin6()}\n(pin yg lama udh diblokir krn salah 3x)",
        f"cak, pin gopay e {pin6()}, gae bayar ongkir lalamove",
    )

    r.add(
        "ovo_pin",
        f"OVO security code: {pin6()}",
        f"pin ovo = {pin6()}",
        f"kode keamanan OVO (hp samsung toko) {pin6()}",
        f"OVO pin {pin6()} utk topup saldo iklan",
        f"ovo: 0813{digits(8)} pin {pin6()}",
    )

    r.add(
        "mbca_pin",
        f"PIN m-BCA {pin6()}",
        f"mbca pin transaksi: {pin6()} (beda sm pin atm ya!)",
        f"m-BCA kode akses (buat buka aplikasinya) {rnd(LOWER + DIGITS, 6)}",
        f"BCA mobile\npin: {pin6()}",
        f"pin mbca sing anyar {pin6()} -- sing lawas wis gak iso",
    )

    r.add(
        "klikbca_login",
        f"KlikBCA individu\nuser id: {klikbca_user()}\nPIN: {pin6()}",
        f"klikbca {klikbca_user()} pin {pin6()}",
        f"KlikBCA Bisnis: corp id TOKOBRKH{digits(3)}, user id ADMIN1, password {sandi()}",
        f"login klik bca (lewat laptop kasir): {klikbca_user()}, PIN internet bankingnya {pin6()}",
    )

    r.add(
        "atm_pin",
        f"pin ATM BCA (kartu paspor gold) {pin6()}",
        f"PIN kartu debit bca toko: {pin6()}",
        f"atm bca 5{digits(3)} xxxx (punya mama) pin {pin6()}",
        f"pin atm = {pin6()}\ntolong ambil cash 2jt buat bayar kuli",
        f"ATM Mandiri (rek ongkir) PIN: {pin6()}",
    )

    r.add(
        "padlock_code",
        f"kode gembok gudang {kode_gembok()}",
        f"gembok angka pintu belakang gudang Rungkut: {kode_gembok()}",
        f"Gudang Margomulyo\n- gembok depan: {kode_gembok()}\n- kunci rolling door dititipin Pak Slamet",
        f"rek, kode gembok e diganti dadi {kode_gembok()} mulai senin",
        f"gembok kotak paket (depan ruko) kombinasinya {kode_gembok()}",
    )

    r.add(
        "wifi_password",
        f"wifi toko: TOKO_BERKAH_5G\npw: {wifi_key()}",
        f"pw wifi gudang {wifi_key()}",
        f"WiFi IndiHome ruko\nSSID: IndiHome-{rnd(UPPER + DIGITS, 4)}\nsandi: {wifi_key()}",
        f"klo ada kurir nanya wifi kasih yg guest aja: BerkahGuest / {wifi_key()}",
        f"nmcli dev wifi connect TokoBerkah password {wifi_key()}",
    )

    r.add(
        "router_admin_password",
        f"login modem ZTE IndiHome 192.168.1.1\nuser: admin\npw: {rnd(ALNUM, 10)}",
        f"admin router TP-Link gudang: admin / {sandi()}",
        f"akses web modem (Telkomsel Orbit) pw admin {rnd(ALNUM, 8)}",
        f"ssh ke router mikrotik: ssh admin@10.0.10.1 pw {rnd(ALNUM + '!@#', 14)}",
    )

    r.add(
        "gmail_password",
        f"gmail toko berkah.sby@mail.example pw {sandi()}",
        f"email toko\nberkahsby.cs@mail.example\n{sandi()}",
        f"pw email yg dipake daftar shopee: {sandi()}",
        f"Gmail (akun iklan Google Ads) -- sandi: {sandi()}",
        f"e-mail lama tokoberkah.sub@mail.example passwordnya {sandi()} , masih aktif utk invoice supplier",
    )

    r.add(
        "google_app_password",
        f"app password gmail buat SMTP woocommerce: {app_password()}",
        f"sandi aplikasi google (Thunderbird di laptop kasir)\n{app_password()}",
        f"WP Mail SMTP -> host smtp.gmail.com port 587 user berkah.sby@mail.example pass {app_password().replace(' ', '')}",
        f"app pw google utk printer scan-to-email: {app_password()}",
    )

    r.add(
        "google_backup_codes",
        f"kode cadangan google (berkah.sby@mail.example)\n{google_backup_codes()}",
        f"backup codes gmail toko, coret yg udh kepake:\n{google_backup_codes(8)}",
        f"Kode cadangan 2FA Google Ads: {' | '.join(f'{digits(4)} {digits(4)}' for _ in range(5))}",
        f"simpen di brankas juga!! backup code google:\n{google_backup_codes(10)}",
        f"google backup codes (akun yt toko)\n1. {digits(4)} {digits(4)}\n2. {digits(4)} {digits(4)}\n3. {digits(4)} {digits(4)}\n4. {digits(4)} {digits(4)}",
    )

    r.add(
        "midtrans_server_key",
        f"Midtrans production server key: {midtrans_server()}",
        f"MIDTRANS_SERVER_KEY={midtrans_server()}\nMIDTRANS_IS_PRODUCTION=true",
        f"server key midtrans (JANGAN taruh di js frontend!!) {midtrans_server()}",
        f"woocommerce > payments > midtrans\nserver key\n{midtrans_server()}",
        f"sandbox dulu ya: SB-{midtrans_server()}",
    )

    r.add(
        "xendit_secret_key",
        f"Xendit secret key live: {xendit_secret()}",
        f"XENDIT_SECRET_KEY={xendit_secret()}",
        f"curl https://api.xendit.co/v2/invoices -u {xendit_secret()}:",
        f"key xendit buat tes (dev) {xendit_secret('development')}",
        f"xendit:\n  secret_key: \"{xendit_secret()}\"\n  callback_url: https://tokoberkah.example/cb",
    )

    r.add(
        "whatsapp_cloud_token",
        f"token WA Business API (Meta) permanen: {meta_token()}",
        f"WHATSAPP_TOKEN={meta_token()}\nPHONE_NUMBER_ID={digits(15, lead=True)}",
        f"curl -H \"Authorization: Bearer {meta_token()}\" https://graph.facebook.com/v19.0/me",
        f"access token system user (buat bot auto-reply wa) -> {meta_token()}",
    )

    r.add(
        "telegram_bot_token",
        f"bot tele notif pesanan masuk: {telegram_bot_token()}",
        f"TELEGRAM_BOT_TOKEN={telegram_bot_token()}",
        f"token bot @BerkahOrderBot\n{telegram_bot_token()}",
        f"https://api.telegram.org/bot{telegram_bot_token()}/sendMessage?chat_id=-100{digits(10)}",
        f"bot stok opname (dr BotFather) tokennya {telegram_bot_token()} jgn disebar",
    )

    r.add(
        "courier_account_password",
        f"J&T VIP akun toko: 0856{digits(8)} / {sandi()}",
        f"login MyJNE (akun bisnis)\nemail gudang.berkah@mail.example\npw {sandi()}",
        f"sicepat pw: {sandi()}",
        f"Anteraja mitra: user berkahsby, sandi {sandi()} -- utk request pickup sore",
        f"lalamove bisnis pasword {sandi()} (yg pake hp gudang)",
    )

    r.add(
        "dana_pin",
        f"PIN DANA {pin6()}",
        f"dana toko 0878{digits(8)} pin {pin6()}",
        f"pin dana bisnis = {pin6()}, jgn kasih ke siapa2",
        f"DANA\n0812{digits(8)}\nPIN: {pin6()}",
    )

    r.add(
        "seed_phrase",
        f"dompet crypto (tabungan toko) 12 kata:\n{seed_phrase(12)}",
        f"seed phrase metamask: {seed_phrase(12)}",
        f"frasa pemulihan Trust Wallet -- tulis di kertas juga\n{seed_phrase(24)}",
        f"recovery phrase tokocrypto wallet = {seed_phrase(12)}",
    )

    r.add(
        "totp_seed",
        f"kunci 2FA google authenticator akun shopee: {groups(rnd(BASE32, 32).lower(), 4)}",
        f"otpauth://totp/Tokopedia:berkah.sby?secret={rnd(BASE32, 32)}&issuer=Tokopedia",
        f"setup key 2FA xendit dashboard (klo hp ilang)\n{groups(rnd(BASE32, 32), 4)}",
        f"secret key authenticator cPanel: {rnd(BASE32, 16)}",
        f"TOTP seed buat akun Midtrans MAP -> {rnd(BASE32, 32)}",
    )

    r.add(
        "cctv_password",
        f"CCTV EZVIZ gudang kode verifikasi: {ezviz_code()}",
        f"DVR Hikvision toko\nuser admin\npw {sandi()}",
        f"aplikasi Hik-Connect, sandi perangkat {rnd(ALNUM, 10)} (utk liat kamera dr rumah)",
        f"verification code cctv depan (yg hadap jalan) {ezviz_code()}",
        f"rtsp://admin:{rnd(ALNUM, 10)}@192.168.1.64:554/Streaming/Channels/101",
    )

    r.add(
        "brankas_code",
        f"kode brankas toko {pin(6)}",
        f"brankas Krisbow (kantor) kombinasi: {pin(pick(4, 6))} trus putar kunci",
        f"kode safe box lantai 2 -> {pin(6)}#",
        f"brangkas:\n{pin(6)}\n(ojok dikek i sopo2)",
    )

    r.add(
        "db_connection_string",
        f"DATABASE_URL=mysql://woo_user:{rnd(ALNUM, 18)}@db.tokoberkah.internal:3306/wp_toko",
        f"wp-config.php\ndefine( 'DB_NAME', 'tokoberkah_wp' );\ndefine( 'DB_USER', 'tokoberkah_wp' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM + '!#%', 16)}' );",
        f"mysql -h 10.10.0.5 -u stok -p'{rnd(ALNUM, 14)}' gudang_db",
        f"koneksi db stok (postgres): postgresql://stok_app:{rnd(ALNUM, 20)}@pg.acme.internal:5432/stok",
    )

    r.add(
        "cpanel_ftp_password",
        f"cPanel hosting tokoberkah.example\nuser: tokober1\npass: {sandi()}",
        f"FTP FileZilla -> ftp.tokoberkah.example, user ftp@tokoberkah.example, pw {rnd(ALNUM, 14)}",
        f"login hosting (niagahoster) pw: {sandi()} , yg bayar tiap Maret",
        f"sftp://deploy:{rnd(ALNUM, 16)}@vps.tokoberkah.example:22",
    )

    r.add(
        "wp_application_password",
        f"app password wordpress utk aplikasi stok: {wp_app_password()}",
        f"WP admin > Users > Application Passwords (nama: 'sync-shopee')\n{wp_app_password()}",
        f"curl --user \"admin:{wp_app_password()}\" https://tokoberkah.example/wp-json/wp/v2/posts",
        f"sandi aplikasi WP buat zapier -> {wp_app_password()}",
    )

    r.add(
        "woocommerce_rest_secret",
        f"WooCommerce REST API\nconsumer key: {woo_ck()}\nconsumer secret: {woo_cs()}",
        f"WC_CONSUMER_KEY={woo_ck()}\nWC_CONSUMER_SECRET={woo_cs()}",
        f"https://tokoberkah.example/wp-json/wc/v3/orders?consumer_key={woo_ck()}&consumer_secret={woo_cs()}",
        f"key woo utk sinkron stok ke tokped: {woo_ck()} / {woo_cs()} (read/write)",
    )

    r.add(
        "rajaongkir_api_key",
        f"API key RajaOngkir (pro): {rajaongkir_key()}",
        f"RAJAONGKIR_KEY={rajaongkir_key()}",
        f"curl -H \"key: {rajaongkir_key()}\" https://pro.rajaongkir.com/api/cost -d origin=444",
        f"rajaongkir starter key {rajaongkir_key()} -- udh upgrade ke pro blm?",
        f"plugin ongkir woo > pengaturan > api key\n{rajaongkir_key()}",
    )

    r.add(
        "vps_ssh_private_key",
        "key ssh ke vps toko (id_ed25519), jgn dihapus:\n" + openssh_private(),
        openssh_private(),
        "~/.ssh/berkah_vps\n" + openssh_private(),
        "kunci privat dr tukang web (utk login root vps)\n" + openssh_private(),
    )

    r.add(
        "session_cookie",
        f"cookie shopee seller (buat script cek pesanan): SPC_EC={b64(secrets.token_bytes(96))}",
        f"Cookie: _SID_Tokopedia_={rnd(URLSAFE, 120)}",
        f"wordpress_logged_in_{hexs(32)}=admin%7C{secrets.randbelow(60_000_000) + 1_700_000_000}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
        f"session admin panel stok: PHPSESSID={rnd(LOWER + DIGITS, 26)} (masih login, jgn logout)",
    )

    r.add(
        "discord_webhook_url",
        f"webhook discord channel #pesanan: {discord_webhook()}",
        f"DISCORD_WEBHOOK={discord_webhook()}",
        f"notif stok habis kirim ke\n{discord_webhook()}",
        f"curl -X POST -H 'Content-Type: application/json' -d '{{\"content\":\"stok habis\"}}' {discord_webhook()}",
    )

    r.add(
        "social_media_password",
        f"IG toko @berkah.sby pw {sandi()}",
        f"instagram\nuser: berkahbatik.sby\nsandi: {sandi()}",
        f"akun tiktok shop (login pake IG) pasword {sandi()}",
        f"pw IG yg baru (abis dihack kmrn): {sandi()} + 2FA udh on",
        f"Facebook Page / Meta Business Suite login berkah.sby@mail.example pw {sandi()}",
    )

    r.add(
        "payment_card_with_cvv",
        f"kartu kredit BCA utk bayar iklan: {groups(luhn('4', 16), 4)} exp {secrets.randbelow(12) + 1:02d}/{pick(27, 28, 29)} cvv {digits(3)}",
        f"Visa debit toko\n{luhn('4', 16)}\n{secrets.randbelow(12) + 1:02d}/{pick(26, 27, 28)}\nCVV {digits(3)}",
        f"CC mastercard (topup ads fb): {groups(luhn('5', 16), 4, '-')}, {secrets.randbelow(12) + 1:02d}/{pick(27, 28)}, {digits(3)}",
        f"kartu virtual jenius buat langganan canva -> {groups(luhn('4', 16), 4)} / {secrets.randbelow(12) + 1:02d}{pick(27, 28)} / cvv {digits(3)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "tokopedia_invoice_no",
        f"komplain pembeli: {tokped_invoice()} katanya warna beda",
        f"invoice tokped {tokped_invoice()} udh dikirim, resi blm update",
        f"retur {tokped_invoice()} -- barang balik kemarin, dana dikembalikan",
        f"{tokped_invoice()}\n{tokped_invoice()}\n{tokped_invoice()}\n(3 pesanan dr pembeli yg sama, gabung kirim)",
        f"no invoice: {tokped_invoice()} (komplain blm diproses tokped)",
    )

    r.add(
        "shopee_order_sn",
        f"pesanan shopee {shopee_sn()} minta ganti ukuran",
        f"no pesanan {shopee_sn()} dibatalin sistem krn telat kirim :(",
        f"order sn {shopee_sn()} , {shopee_sn()} , {shopee_sn()} blm di-pickup",
        f"Shopee ID pesanan: {shopee_sn()} -- pembeli minta faktur",
        f"pengembalian dana {shopee_sn()} disetujui tgl {tgl_human()}",
    )

    r.add(
        "courier_waybill",
        f"resi J&T JP{digits(10, lead=True)} nyangkut di DC Surabaya 3 hari",
        f"no resi: {resi()}",
        f"resi hari ini\n{resi()}\n{resi()}\n{resi()}\n{resi()}",
        f"sicepat 00{digits(10)} status 'paket bermasalah', telp CS",
        f"AWB anteraja 1000{digits(11)} -- paket ke Makassar",
    )

    r.add(
        "bank_account_no",
        f"rek BCA toko a.n. Berkah Jaya: {rek_bca()}",
        f"transfer ke BCA {rek_bca()} an Siti Rahayu (supplier batik Pekalongan)",
        f"no rek utk pembeli yg mau tf manual: BCA {rek_bca()}, Mandiri 14{digits(11)}",
        f"rekening gaji karyawan\n- Andi: BCA {rek_bca()}\n- Wulan: BRI {digits(4)}-{digits(2)}-{digits(6)}-{digits(2)}-{digits(1)}",
        f"supplier kardus minta dibayar ke {rek_bca()} (BCA KCP Darmo)",
    )

    r.add(
        "virtual_account_no",
        f"bayar tagihan IndiHome lewat VA {digits(16, lead=True)}",
        f"VA BCA dr shopee utk topup saldo iklan: {va_bca(hp())}",
        f"nomor virtual account xendit utk pembeli Andi: {digits(4, lead=True)}{digits(12)} (berlaku 24 jam)",
        f"kode bayar BPJS ketenagakerjaan 89{digits(14)}",
        f"briva {digits(15, lead=True)} utk bayar sewa gudang",
    )

    r.add(
        "masked_card_last4",
        f"kartu kredit BCA berakhiran {digits(4)} dipake bayar iklan tokped",
        f"tagihan CC **** **** **** {digits(4)} jatuh tempo tgl {secrets.randbelow(28) + 1}",
        f"visa •••• {digits(4)} (exp {secrets.randbelow(12) + 1:02d}/{pick(27, 28)}) udh didaftarin ke Meta Ads",
        f"debit 5{digits(3)} XXXX XXXX {digits(4)} ilang, udh diblokir via halo BCA",
        f"kartu {digits(6)}******{digits(4)} ditolak pas bayar canva",
    )

    r.add(
        "transfer_reference",
        f"bukti tf BCA no. referensi {digits(12, lead=True)} , {rupiah()}",
        f"pembeli kirim bukti transfer ref {rnd(UPPER + DIGITS, 16)} tp dana blm masuk",
        f"m-BCA berita transfer 'DP batik' ref {digits(6)}{rnd(UPPER, 2)}{digits(8)}",
        f"no transaksi gopay {rnd(UPPER + DIGITS, 20)} -- refund ongkir",
        f"OVO ID transaksi {digits(20)} (cashback blm masuk)",
    )

    r.add(
        "otp_used_expired",
        f"kode OTP {digits(6)} udh kadaluarsa, minta kirim ulang",
        f"OTP shopee {digits(6)} udh kepake td pagi, jgn dipake lg",
        f"sms bca: kode {digits(6)} utk reset, expired 5 menit yg lalu",
        f"otp wa dr tokped {digits(6)} gagal, minta OTP baru lewat email",
        f"kode verifikasi {digits(4)} yg dikirim kurir udh dipake buat serah terima paket",
    )

    r.add(
        "wa_phone_number",
        f"WA toko (CS): {hp()}",
        f"no HP kurir langganan Cak Man {hp()}",
        f"+62 8{digits(2)}-{digits(4)}-{digits(4)} supplier kain Bandung",
        f"kontak gudang\n- Pak Slamet {hp()}\n- Bu Endang {hp()}",
        f"hotline pembeli yg komplain terus: {hp()} (blokir aja klo toxic)",
    )

    r.add(
        "npwp_number",
        f"NPWP toko: {npwp()}",
        f"npwp a.n. pemilik {npwp()} utk faktur pajak",
        f"supplier minta NPWP kita -> {npwp()}",
        f"NPWP 16 digit (NIK) {digits(16, lead=True)} sudah dipadankan di DJP",
    )

    r.add(
        "nib_number",
        f"NIB (OSS) {nib()}",
        f"nomor induk berusaha toko: {nib()}, KBLI 47911",
        f"sertifikat halal minta NIB {nib()}",
        f"daftar Shopee Mall pake NIB {nib()} + NPWP",
    )

    r.add(
        "product_sku",
        f"SKU {sku()} stok tinggal 3",
        f"restock: {sku()}, {sku()}, {sku()}",
        f"sku tokped {sku()} == sku shopee {sku()} (beda krn varian)",
        f"| SKU | stok |\n|---|---|\n| {sku()} | {secrets.randbelow(90)} |\n| {sku()} | {secrets.randbelow(90)} |",
        f"parent sku BTK-{rnd(UPPER + DIGITS, 6)} variasi warna biru/merah",
    )

    r.add(
        "product_barcode",
        f"barcode kemasan {ean13('899')}",
        f"EAN produk sambel botol: {ean13('899')}",
        f"scan barcode {ean13('899')} gk kebaca di kasir",
        f"daftar barcode baru\n{ean13('899')}\n{ean13('899')}",
    )

    r.add(
        "listing_url",
        f"link produk tokped https://www.tokopedia.com/berkahsby/batik-tulis-{rnd(LOWER + DIGITS, 6)}-{digits(10, lead=True)}",
        f"shopee: https://shopee.co.id/product/{digits(9, lead=True)}/{digits(11, lead=True)}",
        f"link etalase: https://tokoberkah.example/produk/kemeja-batik?ref={rnd(LOWER + DIGITS, 8)}",
        f"link affiliate https://s.shopee.co.id/{rnd(ALNUM, 10)} (dari kreator)",
    )

    r.add(
        "uuid_link",
        f"katalog di https://drive.example/folders/{uid()}",
        f"link form komplain https://forms.acme.test/f/{uid()}",
        f"tracking order id {uid()} di dashboard woocommerce",
        f"dokumen kontrak sewa gudang https://docs.acme.test/d/{uid()}/view",
    )

    r.add(
        "theme_commit_hash",
        f"tema woocommerce di-rollback ke commit {hexs(40)}",
        f"git log: {hexs(7)} fix ongkir, {hexs(7)} tambah qris",
        f"tukang web bilang deploy versi {hexs(12)}",
        f"plugin custom ongkir rev {hexs(40)} bikin error checkout",
    )

    r.add(
        "wifi_ssid_only",
        "wifi di ruko: TOKO_BERKAH_5G sama TOKO_BERKAH_2G, pw nya tanya mas Andi",
        f"SSID gudang IndiHome-{rnd(UPPER + DIGITS, 4)}, sandinya ada di stiker bawah modem",
        "wifi tamu udh dimatiin krn kurir pada nonton youtube",
        f"modem baru MAC {mac(':', True)} , SSID lama dihapus",
    )

    r.add(
        "env_var_name",
        "MIDTRANS_SERVER_KEY ambil dr env, jgn di-hardcode",
        "di .env: XENDIT_SECRET_KEY=${XENDIT_SECRET_KEY}",
        "      - RAJAONGKIR_KEY=${{ secrets.RAJAONGKIR_KEY }}",
        "export TELEGRAM_BOT_TOKEN=$(cat /run/secrets/tg_token)",
        "WC_CONSUMER_SECRET di set di panel hosting (environment variables), bukan di kode",
    )

    r.add(
        "password_manager_ref",
        "semua pw toko udh dipindah ke Bitwarden, folder 'Toko Berkah'",
        "pin gopay/ovo/dana ada di buku kecil di brankas, bukan di sini",
        "op://Toko/Shopee Seller/password -- dipake script sync",
        "sandi email CS ganti tiap 3 bln, yg terbaru cuma di password manager",
        "vault kv get -field=server_key secret/toko/midtrans",
    )

    r.add(
        "public_client_key",
        f"Midtrans client key (utk snap.js, aman di frontend): {midtrans_client()}",
        f"XENDIT_PUBLIC_KEY={xendit_public()} (public key, buat tokenisasi kartu)",
        f"reCAPTCHA site key {recaptcha_site_key()} di form checkout",
        f"Meta Pixel ID {digits(15, lead=True)} , GA4 G-{rnd(UPPER + DIGITS, 10)}",
        f"data-client-key=\"{midtrans_client()}\" di <script> snap",
    )

    r.add(
        "ssh_public_key",
        f"pubkey laptop utk ditaruh di vps:\nssh-ed25519 {ssh_pub('ssh-ed25519', 36)} berkah@laptop",
        f"fingerprint host vps: {ssh_fingerprint()}",
        f"authorized_keys ada 2: tukang web sama aku\nssh-rsa {ssh_pub('ssh-rsa', 270)} web@dev",
        f"ED25519 key fingerprint is {ssh_fingerprint()}. yes aja",
    )

    r.add(
        "app_version",
        f"update aplikasi Tokopedia Seller ke v{secrets.randbelow(3) + 3}.{secrets.randbelow(90) + 10}.{secrets.randbelow(10)}, bug chat udh fix",
        f"WooCommerce {pick(8, 9)}.{secrets.randbelow(10)}.{secrets.randbelow(5)} + WordPress 6.{secrets.randbelow(8)}",
        f"firmware printer thermal V{secrets.randbelow(3) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(10)}_{tgl()}",
        f"build apk kasir 2.{secrets.randbelow(20)}.{secrets.randbelow(100)} (versionCode {secrets.randbelow(900) + 100})",
    )

    r.add(
        "device_serial",
        f"SN printer thermal Xprinter: {rnd(UPPER + DIGITS, 12)}",
        f"IMEI hp toko {imei()} (buat klaim garansi)",
        f"modem ZTE S/N ZTEG{rnd(UPPER + DIGITS, 8)}",
        f"serial timbangan digital {rnd(UPPER, 2)}{digits(8)}",
        f"DVR hikvision serial DS-7104NI-Q1/4P{digits(4)}{rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "sales_amount_date",
        f"omzet {tgl_human()}: {rupiah()} (tokped) + {rupiah()} (shopee)",
        f"saldo penjual tokped {rupiah()} , tarik tgl 25",
        f"biaya iklan bulan ini {rupiah()} , ROAS 4.{secrets.randbelow(10)}",
        f"gajian: Andi {rupiah()}, Wulan {rupiah()}, tgl {tgl_human()}",
        f"DP {rupiah()} dr reseller Sidoarjo, pelunasan {tgl_human()}",
    )

    r.add(
        "promo_voucher_code",
        f"kode voucher toko utk live: BERKAH{secrets.randbelow(90) + 10}",
        f"voucher follower baru SBY{rnd(UPPER + DIGITS, 5)} diskon 10rb",
        f"promo 12.12 kode: BATIK{secrets.randbelow(900) + 100}MURAH (publik, disebar di IG)",
        f"kode reseller RESELLER-{rnd(UPPER, 4)} dapet harga grosir",
        f"voucher ongkir dr shopee SPXFREE{secrets.randbelow(90) + 10} udh diklaim pembeli",
    )

    r.add(
        "config_placeholder",
        "MIDTRANS_SERVER_KEY=\nMIDTRANS_CLIENT_KEY=\nXENDIT_SECRET_KEY=\n(isi sendiri, jgn di commit)",
        "DB_PASSWORD=changeme  <- contoh dr tutorial, ganti pas install",
        "rajaongkir:\n  api_key: \"<isi api key>\"\n  tipe: pro",
        "wp-config-sample.php: define( 'DB_PASSWORD', 'password_here' );",
    )

    r.add(
        "lock_reference",
        "kode gembok gudang udh diganti, tanya Pak Slamet langsung ya",
        "gembok angka 4 digit merk Krisbow, beli di Ace Tunjungan",
        "brankas pake kunci + kombinasi, kombinasinya cuma aku sm mama yg tau",
        f"gembok gudang no seri {rnd(UPPER, 2)}-{digits(5)}, kunci cadangan di laci kasir",
        "kode pintu diganti tiap awal bulan, jgn ditulis di grup WA",
    )

    r.add(
        "travel_booking_code",
        f"kode booking KAI Surabaya-Jakarta: {kai_booking()} tgl {tgl_human()}",
        f"tiket pesawat ke Jakarta (pameran Inacraft) booking {rnd(UPPER, 6)}",
        f"hotel dkt JCC booking no {digits(10, lead=True)}",
        f"PNR {rnd(UPPER + DIGITS, 6)} - kursi 12C",
    )

    r.add(
        "merchant_shop_id",
        f"shop_id tokped {digits(8, lead=True)}",
        f"shopee shop id {digits(9, lead=True)} , partner id {digits(7, lead=True)}",
        f"QRIS NMID {nmid()}",
        f"GoBiz merchant id G{digits(9, lead=True)}",
        f"Midtrans merchant ID G{digits(9, lead=True)} (buat cs midtrans)",
    )

    r.add(
        "qris_payload",
        f"isi qr qris yg ditempel di meja kasir:\n{qris()}",
        f"string QRIS statis toko: {qris()}",
        f"qris cabang 2 (print ulang): {qris('BERKAH BATIK 2')}",
        f"decode qr di stiker = {qris()} , nama merchant udh bener",
    )

    r.add(
        "file_checksum",
        f"backup db {tgl()}.sql.gz sha256 {hexs(64)}",
        f"md5 foto katalog zip: {hexs(32)}",
        f"sha1sum plugin-ongkir.zip\n{hexs(40)}  plugin-ongkir.zip",
        f"etag file export pesanan \"{hexs(32)}\"",
    )

    r.add(
        "pln_token_used",
        f"token listrik gudang {pln_token()} udh dimasukin, 50 kWh",
        f"beli token PLN {rupiah()} -> {pln_token()} (sudah diisi)",
        f"token pln ruko: {pln_token()} berhasil, sisa {secrets.randbelow(200)} kWh",
        f"ID pelanggan PLN {digits(12, lead=True)}, token terakhir {pln_token()} udh kepake",
    )

    r.add(
        "lan_ip_mac",
        f"printer label ip 192.168.1.{secrets.randbelow(200) + 20}",
        f"MAC hp kasir {mac(':', True)} di-whitelist",
        f"cctv ip 192.168.1.64, nvr 192.168.1.{secrets.randbelow(50) + 100}, router 192.168.1.1",
        f"DHCP reservation: laptop kasir {mac('-', True)} -> 10.0.10.{secrets.randbelow(200) + 20}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout404.py", [
        ("heldout404_credentials.yaml", credentials(), "Held-out batch 404: credentials a Surabaya online seller keeps (Tokopedia, Shopee, GoPay, OVO, DANA, BCA, couriers, padlock and safe codes, Wi-Fi, Midtrans, Xendit, RajaOngkir, WooCommerce and more)"),
        ("heldout404_lookalikes.yaml", lookalikes(), "Held-out batch 404: a Surabaya seller's invoice and order numbers, waybills, account numbers, QRIS payloads, used OTPs, public keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
