# ruff: noqa: E501
"""Writes heldout113_credentials.yaml and heldout113_lookalikes.yaml: held-out batch 113.

Persona: an online shop owner in Jakarta (a small fashion/household store on Tokopedia and
Shopee, a warehouse in Cakung) who also drives for a ride-hailing app in the evenings. Writes
notes to the assistant in informal Indonesian mixed with English words and shorthand (gw, yg,
udh, jgn, pw): e-wallet and mobile-banking PINs, seller-centre logins and backup codes, the
Wi-Fi, the warehouse padlock, the motorbike smart-key code, and a pile of resi, invoices,
virtual accounts and promo codes that are safe to keep.

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
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    luhn,
    mac,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["Berkah", "Jaya", "Makmur", "Sukses", "Rezeki", "Barokah", "Mawar", "Melati",
         "Garuda", "Kopi", "Senja", "Bintang", "Cahaya", "Sejahtera", "Abadi", "Mandiri"]
NAMES = ["Rina", "Dimas", "Ayu", "Budi", "Sari", "Anto", "Wulan", "Eko", "Fajar", "Nisa"]
SEED_WORDS = ["abandon", "harbor", "velvet", "orbit", "canyon", "lemon", "tiger", "wisdom",
              "gravity", "pulse", "marble", "oxygen", "ribbon", "sunset", "kettle", "absorb",
              "glimpse", "fossil", "humble", "jacket", "napkin", "parade", "quantum", "saddle",
              "tunnel", "uncover", "walnut", "zebra", "crystal", "ember", "frost", "island"]
SHOP = ["Berkah Jaya Store", "RinaCollection", "Toko Makmur Abadi", "Sinar Rezeki Olshop"]


def pin(n: int = 6) -> str:
    return digits(n)


def hp() -> str:
    return "08" + pick("12", "13", "21", "22", "52", "53", "57", "58", "77", "78", "81", "95", "96") + digits(pick(7, 8))


def hp62() -> str:
    return "+62 8" + pick("12", "13", "21", "57", "77", "95") + "-" + digits(4) + "-" + digits(4)


def pw_id() -> str:
    """A password this persona picks or a manager makes for them."""
    return pick(
        f"{pick(*WORDS)}{pick(*WORDS)}{digits(pick(2, 4))}{pick('!', '@', '#', '.', '*')}",
        f"{pick(*NAMES).lower()}{pick('_', '.', '')}{rnd(LOWER, 3)}{digits(4)}",
        rnd(ALNUM, pick(10, 12, 14)),
        f"{pick(*WORDS)}@{digits(4)}{rnd(LOWER, 2)}",
        pw(),
    )


def wifi_pw() -> str:
    return pick(rnd(ALNUM, 12), f"{pick(*WORDS).lower()}{digits(4)}{rnd(LOWER, 3)}", rnd(LOWER + DIGITS, 10))


def user_id() -> str:
    return f"{pick(*NAMES).upper()}{rnd(UPPER, 2)}{digits(4)}"


def login() -> str:
    return f"{pick(*NAMES).lower()}{pick('.', '_', '')}{pick('store', 'olshop', 'shop', 'collection')}{digits(2)}"


def tgl() -> str:
    return f"{secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}"


def backup8() -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(pick(5, 6, 8)))


def backup_alnum(n: int) -> str:
    return ", ".join(rnd(UPPER + DIGITS, 8) for _ in range(n))


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def seed(n: int) -> str:
    return phrase(SEED_WORDS, n)


def bot_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def plate() -> str:
    return f"B {digits(4, lead=True)} {rnd(UPPER, 3)}"


def order_sn() -> str:
    return f"{pick('24', '25')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{rnd(UPPER + DIGITS, 8)}"


def inv_tokped() -> str:
    return f"INV/2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}/MPL/{digits(10, lead=True)}"


def sku() -> str:
    return f"{pick('GMS', 'KMJ', 'HJB', 'TAS', 'DPR')}-{pick('HTM', 'NVY', 'MRN', 'CRM', 'SAG')}-{pick('S', 'M', 'L', 'XL', 'AS')}-{digits(3)}"


def pnr() -> str:
    return rnd(UPPER + "23456789", 6)


def imei() -> str:
    return luhn("35" + digits(6), 15)


def ssid() -> str:
    return pick(f"IndiHome-{rnd(UPPER + DIGITS, 4)}", "KontrakanBerkah", f"MyRepublic-{rnd(UPPER + DIGITS, 4)}", "Gudang_Cakung", f"biznet{digits(4)}")


def credentials() -> Rows:
    r = Rows()
    r.add(
        "gopay_pin",
        f"tolong inget ya, pin gopay aku {pin()} (yg akun customer, bukan yg driver)",
        f"GoPay\nno hp {hp()}\npin {pin()}",
        f"gopay pin baru {pin()}, yg lama udh gw ganti krn si kecil sempet liat",
    )
    r.add(
        "ovo_pin",
        f"OVO - {pin()}",
        f"pin ovo = {pin()}. jgn sampe salah 3x lagi, kemarin hampir keblokir",
        f"catet: security code OVO {pin()} (nomor {hp()})",
    )
    r.add(
        "dana_pin",
        f"DANA pinnya {pin()}",
        f"akun dana toko ({hp()}) PIN: {pin()}\nakun dana pribadi PIN: {pin()}",
        f"kalo ditanya pin DANA pas checkout, ketik {pin()} aja",
    )
    r.add(
        "shopeepay_pin",
        f"pin shopeepay {pin()} beda sama pin dana ya jgn ketuker",
        f"ShopeePay PIN -> {pin()}",
        f"spay: {pin()} (hp kerja)",
    )
    r.add(
        "mbca_access_code",
        f"kode akses m-bca gw {rnd(LOWER + DIGITS, 6)}",
        f"BCA mobile (hp samsung A54):\nkode akses {rnd(LOWER + DIGITS, 6)}",
        f"kalau ganti hp, login m-BCA pake kode akses {rnd(LOWER + DIGITS, 6)} trus aktivasi ulang di ATM",
    )
    r.add(
        "mbca_transaction_pin",
        f"PIN m-BCA buat transfer: {pin()}",
        f"pin transaksi bca mobile {pin()}\n(beda sm pin ATM!!)",
        f"m-BCA\n- kode akses: udh hafal\n- PIN m-BCA: {pin()}\n- limit transfer 25jt/hari",
    )
    r.add(
        "atm_bca_pin",
        f"ATM BCA debit (rek toko) pin {pin()}",
        f"kartu atm bca pribadi -> {pin()}",
        f"Wulan mau ambil tunai pake kartu gw, pin nya {pin()}, abis itu gw ganti",
    )
    r.add(
        "livin_mandiri_password",
        f"Livin by Mandiri\nuser: {login()}\npassword: {pw_id()}",
        f"pw livin mandiri ganti jadi {pw_id()} tgl {tgl()}",
        f"login Livin di hp baru: username {login()} pass {pw_id()}",
    )
    r.add(
        "livin_mandiri_pin",
        f"PIN livin {pin()}",
        f"mandiri: pin aplikasi {pin()}, pin atm {pin()}",
        f"inget: livin'pin = {pin()} (6 digit, bukan tgl lahir lagi)",
    )
    r.add(
        "klikbca_login",
        f"KlikBCA individu\nUser ID: {user_id()}\nPIN internet banking: {pin()}",
        f"klikbca.com login pake {user_id()} / {pin()}",
        f"buat cek mutasi rekening toko di laptop: klikbca user id {user_id()} pin {pin()}",
    )
    r.add(
        "keybca_token_pin",
        f"PIN KeyBCA (token kuning) {pin(pick(4, 6))}",
        f"token bca -> nyalain, masukin pin {pin(pick(4, 6))}, tekan 1 buat respon appli",
        f"KeyBCA\nPIN: {pin(pick(4, 6))}\nsimpen tokennya di laci meja kasir",
    )
    r.add(
        "tokopedia_seller_password",
        f"Tokopedia Seller ({pick(*SHOP)})\nemail: admin@tokoberkah.example\npass: {pw_id()}",
        f"pw tokped toko ganti lagi: {pw_id()}",
        f"login tokped seller: {login()}@tokoberkah.example | {pw_id()}",
        f"Rina yg pegang chat tokped, kasih dia akses pake password {pw_id()} (akun admin kedua)",
    )
    r.add(
        "tokopedia_backup_codes",
        f"kode cadangan tokopedia kalo hp ilang:\n{backup8()}",
        f"Tokopedia OTP backup: {backup_alnum(5)}",
        f"backup code tokped yg belum kepake: {backup_alnum(3)}",
    )
    r.add(
        "shopee_seller_password",
        f"Shopee Seller Centre\nusername: {login()}\npw: {pw_id()}",
        f"password shopee toko: {pw_id()} (jgn dikasih ke admin freelance)",
        f"shopee seller {login()} -- {pw_id()}",
    )
    r.add(
        "shopee_backup_codes",
        f"Shopee kode cadangan 2FA:\n{backup8()}",
        f"kode backup shopee (print, simpen di laci): {backup_alnum(6)}",
        f"shopee seller 2FA backup -> {backup_alnum(4)}\n(udah kepake 2)",
    )
    r.add(
        "gmail_password",
        f"gmail toko ({login()}) pw {pw_id()}",
        f"Email utama\nuser: {pick(*NAMES).lower()}.{rnd(LOWER, 4)}{digits(2)}\npassword: {pw_id()}",
        f"password gmail gw sekarang {pw_id()}, yg lama bocor kata google",
    )
    r.add(
        "google_backup_codes",
        f"google backup codes (akun toko):\n{backup8()}",
        f"kode cadangan Google, pake satu2:\n{backup8()}",
        f"backup code gmail toko yg masih sisa: {digits(4)} {digits(4)}, {digits(4)} {digits(4)}, {digits(4)} {digits(4)}",
    )
    r.add(
        "gmail_app_password",
        f"app password gmail buat kirim email notif dari website toko: {groups(rnd(LOWER, 16), 4)}",
        f"SMTP gmail\nuser: notif@tokoberkah.example\napp pw: {groups(rnd(LOWER, 16), 4)}",
        f"sandi aplikasi google buat thunderbird di laptop = {rnd(LOWER, 16)}",
    )
    r.add(
        "home_wifi_password",
        f"wifi rumah: {ssid()} pw {wifi_pw()}",
        f"SSID: KontrakanBerkah\nPassword: {wifi_pw()}",
        f"kalo ada tamu minta wifi kasih yg guest aja. yg utama {wifi_pw()}",
        f"password wifi baru {wifi_pw()} (abis teknisi indihome dateng)",
    )
    r.add(
        "warehouse_padlock_combo",
        f"gembok gudang kombinasi {pin(4)}",
        f"kode gembok rolling door gudang Cakung: {pin(4)} (puter ke kanan dulu)",
        f"Dimas mulai senin buka gudang sendiri, kasih tau kode gembok {pin(4)}",
    )
    r.add(
        "motorbike_smartkey_code",
        f"kode ID smart key Vario (buat start darurat kalo remote mati): {pin(5)}",
        f"PCX - emergency code {pin(5)}, kartunya ada di dompet",
        f"motor alarm: kalo remote ilang, pencet tombol sesuai kode {pin(5)}",
    )
    r.add(
        "phone_screen_lock_pin",
        f"pin layar hp samsung {pin()}",
        f"hp kerja (oppo) lock screen {pin(4)}, hp pribadi {pin()}",
        f"buka kunci hp driver: {pin()}",
    )
    r.add(
        "gojek_driver_gopay_pin",
        f"GoPartner / gojek driver\nPIN gopay driver {pin()}",
        f"pin saldo gopay driver (buat tarik ke bca) {pin()}",
        f"pin gopay di hp driver: {pin()}. jgn sm pin gopay pribadi",
    )
    r.add(
        "grab_driver_password",
        f"grab driver login {hp()} pw {pw_id()}",
        f"Grab Driver app: password {pw_id()}\nPIN OVO driver {pin()}",
        f"akun grab bike gw: {pw_id()}",
    )
    r.add(
        "credit_card_cvv",
        f"kartu kredit BCA Everyday\n{groups(luhn('4'), 4)}\nexp {card_expiry()} cvv {digits(3)}",
        f"cc mandiri {luhn('5')} {card_expiry()} / {digits(3)} buat bayar iklan tokped",
        f"kartu buat langganan canva: {groups(luhn('4'), 4, '-')}, berlaku s/d {card_expiry()}, kode belakang {digits(3)}",
    )
    r.add(
        "instagram_shop_password",
        f"IG @{pick(*NAMES).lower()}.collection pw {pw_id()}",
        f"instagram olshop\nusername: {login()}\npass: {pw_id()}",
        f"pw ig toko diganti admin jadi {pw_id()}",
    )
    r.add(
        "tiktok_shop_password",
        f"tiktok shop seller: {login()} / {pw_id()}",
        f"pw tiktok shop {pw_id()} (yg buat live jualan)",
        f"TikTok Seller Center\nemail: live@tokoberkah.example\npassword: {pw_id()}",
    )
    r.add(
        "lazada_seller_password",
        f"Lazada Seller Center pw {pw_id()}",
        f"lazada: email admin@tokoberkah.example, password {pw_id()}",
        f"akun lazada (jarang dipake) -> {pw_id()}",
    )
    r.add(
        "whatsapp_two_step_pin",
        f"WA bisnis verifikasi 2 langkah pin {pin()}",
        f"WhatsApp Business (nomor toko {hp()})\nPIN 2-step: {pin()}",
        f"kalo WA minta PIN pas pindah hp: {pin()}",
    )
    r.add(
        "authenticator_totp_seed",
        f"kunci setup google authenticator akun toko (kalo hp rusak tinggal masukin lagi):\n{totp_seed()}",
        f"2FA secret shopee seller: {rnd(BASE32, 32)}",
        f"otpauth://totp/Tokopedia:{login()}?secret={rnd(BASE32, 32)}&issuer=Tokopedia",
    )
    r.add(
        "rajaongkir_api_key",
        f"rajaongkir api key {hexs(32)}",
        f"buat plugin ongkir di website:\nkey: {hexs(32)}\ntipe akun: pro",
    )
    r.add(
        "midtrans_server_key",
        f"Midtrans production server key: Mid-server-{rnd(URLSAFE, 24)}",
        f"taro di .env website:\nMIDTRANS_SERVER_KEY=Mid-server-{rnd(URLSAFE, 24)}\nMIDTRANS_IS_PRODUCTION=true",
        f"kata developernya server key midtrans yg baru SB-Mid-server-{rnd(URLSAFE, 24)} (sandbox dulu buat testing)",
    )
    r.add(
        "xendit_secret_key",
        f"xendit secret key: xnd_production_{rnd(ALNUM, 60)}",
        f"curl https://api.xendit.example/v2/invoices -u xnd_production_{rnd(ALNUM, 60)}:",
        f"XENDIT_SECRET_KEY=xnd_development_{rnd(ALNUM, 60)}",
    )
    r.add(
        "router_admin_password",
        f"router ZTE indihome: 192.168.1.1 user admin pw {wifi_pw()}",
        f"login modem: user 'user', pass {rnd(ALNUM, 8)}\n(admin asli: {pw_id()})",
        f"halaman admin router tplink, password: {pw_id()}",
    )
    r.add(
        "myindihome_password",
        f"myIndiHome app no internet {digits(12, lead=True)} pw {pw_id()}",
        f"akun myindihome gw: {pw_id()}",
        f"indihome\nno pelanggan {digits(12, lead=True)}\nemail: {login()}@tokoberkah.example\npassword: {pw_id()}",
    )
    r.add(
        "cctv_dvr_password",
        f"CCTV gudang (hik-connect) admin / {pw_id()}",
        f"DVR cctv rumah\nIP 192.168.1.64\nuser: admin\npass: {pw_id()}\nkode verifikasi: {rnd(UPPER, 6)}",
        f"lupa lagi pw cctv, ini dia: {pw_id()}",
    )
    r.add(
        "laptop_login_password",
        f"laptop toko (asus) password windows {pw_id()}",
        f"pw login laptop: {pw_id()} — Rina boleh pake buat print resi",
        f"PC kasir: user Toko, password {rnd(ALNUM, 10)}",
    )
    r.add(
        "djp_online_password",
        f"DJP Online (lapor SPT)\nNPWP: pake yg di kartu\npassword: {pw_id()}",
        f"pw djponline {pw_id()} — lapor SPT sblm 31 maret!",
        f"lapor pajak online, login pake NPWP + pw {pw_id()} (EFIN udh diaktifin)",
    )
    r.add(
        "telegram_bot_token",
        f"bot telegram notif order masuk: {bot_token()}",
        f"TELEGRAM_BOT_TOKEN={bot_token()}\nCHAT_ID=-100{digits(10)}",
        f"token bot @tokoberkah_order_bot = {bot_token()}",
    )
    r.add(
        "wallet_seed_phrase",
        f"seed phrase dompet kripto (JANGAN KASIH SIAPAPUN):\n{seed(12)}",
        f"12 kata pemulihan wallet: {seed(12)}",
        f"recovery phrase trust wallet\n{seed(24)}",
    )
    r.add(
        "home_safe_code",
        f"brankas di kamar kode {pin(pick(4, 6))}",
        f"kode lemari besi (isi BPKB + emas): {pin(6)} lalu #",
        f"lemari brankas toko: {pin(4)}-{pin(2)}",
    )
    r.add(
        "smart_door_lock_pin",
        f"kunci pintu digital rumah: {pin(6)}#",
        f"pintu depan smart lock pin {pin(pick(4, 6))}, yg tamu {pin(4)} (hapus abis lebaran)",
        f"door lock kontrakan ganti ke {pin(6)}",
    )
    r.add(
        "wordpress_admin_password",
        f"website toko (tokoberkah.example/wp-admin)\nuser: admin_{rnd(LOWER, 4)}\npw: {pw_id()}",
        f"pw wp-admin ganti jd {pw_id()} abis kena hack",
        f"login admin website woocommerce: {login()} / {pw_id()}",
    )
    r.add(
        "shop_db_connection_string",
        f"DATABASE_URL=mysql://tokoberkah:{rnd(ALNUM, 16)}@db.tokoberkah.internal:3306/woo_prod",
        f"koneksi database (dari developer):\nhost: db.tokoberkah.internal\nuser: woo\npassword: {pw_id()}\ndb: toko",
        f"mysql -h db.tokoberkah.internal -u woo -p'{rnd(ALNUM, 14)}' toko_prod",
    )
    r.add(
        "cpanel_password",
        f"cpanel hosting: https://tokoberkah.example:2083 user tokober1 pass {pw_id()}",
        f"login hosting / cpanel -> {pw_id()}",
        f"cPanel\nuser: tokober1\npass: {rnd(ALNUM + '!@#', 14)}",
    )
    r.add(
        "vps_root_password",
        f"ssh root@vps.tokoberkah.example pw {rnd(ALNUM, 16)}",
        f"VPS buat bot order\nIP 10.20.3.14\nroot: {pw_id()}",
        f"password root vps yg baru (abis reinstall): {pw_id()}",
    )
    r.add(
        "shopee_session_cookie",
        f"cookie seller centre buat tools scraping: SPC_EC={rnd(URLSAFE, 64)}",
        f"session shopee (jgn logout dulu): SPC_SC_TK={hexs(32)}; SPC_U={digits(9, lead=True)}",
        f"Cookie: SPC_EC={rnd(URLSAFE, 64)}; SPC_ST=.{rnd(URLSAFE, 80)}",
    )
    r.add(
        "sim_puk_code",
        f"PUK kartu telkomsel {pin(8)} (ada di kartu perdana)",
        f"kalo sim keblokir masukin puk {pin(8)}",
        f"kartu XL toko\nPIN sim {pin(4)}\nPUK {pin(8)}",
    )
    r.add(
        "samsung_account_password",
        f"samsung account (find my mobile) pw {pw_id()}",
        f"akun samsung gw: {pick(*NAMES).lower()}.{rnd(LOWER, 3)}{digits(2)}, password {pw_id()}",
        f"pw akun samsung = {pw_id()}",
    )
    r.add(
        "pos_app_owner_pin",
        f"aplikasi kasir (majoo) pin owner {pin(6)}, karyawan pake pin sendiri",
        f"PIN pemilik di app POS: {pin(4)}",
        f"kasir moka: owner pin {pin(6)}",
    )
    r.add(
        "mobile_jkn_password",
        f"mobile JKN pw {pw_id()}",
        f"BPJS kesehatan app\nno kartu udh ke-save\npassword: {pw_id()}",
        f"pw jkn mobile ibu {pw_id()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "payment_virtual_account",
        f"bayar tagihan supplier lewat VA BCA {pick('3901', '7007', '8077')} {digits(10)} a.n. PT Kain Sejahtera",
        f"Virtual Account Mandiri utk bayar iklan: 88908{digits(11)}",
        f"VA BRI shopee buat top up saldo iklan {pick('12', '11')}{digits(14)}, berlaku 24 jam",
        f"customer nanya nomor VA, bilang aja pilih BCA virtual account di checkout, nomornya keluar sendiri (contoh kemarin 39358{digits(10)})",
    )
    r.add(
        "jne_tracking_number",
        f"resi JNE buat bu Sari: {digits(16, lead=True)}",
        f"JNE REG {pick('CGK', 'JKT')}{digits(10)}{rnd(UPPER, 2)} udh sampe kota tujuan",
        f"komplain paket lama: no resi JNE {digits(15, lead=True)}, tiket cs {digits(7)}",
    )
    r.add(
        "jnt_tracking_number",
        f"J&T: JP{digits(10)}",
        f"resi jnt hari ini\nJP{digits(10)}\nJP{digits(10)}\nJP{digits(10)}",
        f"paket ke Medan pake J&T, resi JX{digits(10)}, estimasi 4 hari",
    )
    r.add(
        "sicepat_tracking_number",
        f"sicepat halu {digits(12)} - retur",
        f"SiCepat BEST no resi 00{digits(10)}",
        f"resi sicepat:\n00{digits(10)}\n00{digits(10)}",
    )
    r.add(
        "anteraja_tracking_number",
        f"anteraja {digits(14, lead=True)} pending di hub Cakung",
        f"resi AnterAja: 1000{digits(11)}",
        f"anteraja {digits(14, lead=True)} udh diterima (foto POD ada)",
    )
    r.add(
        "tokopedia_invoice_ref",
        f"pesanan tokped {inv_tokped()} minta ganti warna",
        f"invoice dobel? cek {inv_tokped()} dan {inv_tokped()}",
        f"komplain tokped: {inv_tokped()} -> kirim foto packing",
    )
    r.add(
        "shopee_order_sn",
        f"no pesanan shopee {order_sn()} belum di-pickup",
        f"order {order_sn()} retur, dana balik ke pembeli",
        f"Shopee:\n- {order_sn()} (gamis navy M)\n- {order_sn()} (hijab crm)",
    )
    r.add(
        "npwp_masked",
        f"NPWP toko {digits(2)}.***.***.*-{digits(3)}.000 (lengkapnya di map pajak)",
        f"faktur minta NPWP, kasih yg ada di kartu, di app muncul **.{digits(3)}.***.*-***.{digits(3)}",
        f"NPWP pribadi gw akhiran {digits(3)}.000, yg lengkap ga usah dicatet di sini",
    )
    r.add(
        "nik_masked",
        f"NIK di KTP: 3174{'*' * 8}{digits(4)}",
        f"verifikasi seller minta NIK, udh upload. keliatan cuma 3175********{digits(4)}",
        f"data kurir baru: NIK ************{digits(4)} (fotokopi ktp ada di map)",
    )
    r.add(
        "flight_booking_code",
        f"kode booking pesawat mudik {pnr()} (Citilink, 28 Mar)",
        f"tiket pulkam: booking {pnr()}, no e-ticket {digits(13, lead=True)}",
        f"booking hotel di Jogja no {digits(10, lead=True)}, PIN booking? ga ada, cuma kode {pnr()}",
    )
    r.add(
        "kai_booking_code",
        f"kode booking KAI {rnd(UPPER + DIGITS, 7)} argo lawu jkt-solo",
        f"tiket kereta ibu: {rnd(UPPER + DIGITS, 7)}, gerbong 3 kursi 12A",
        f"KAI access: kode booking {rnd(UPPER + DIGITS, 7)} udh dibayar",
    )
    r.add(
        "vehicle_plate_number",
        f"motor gw {plate()}, pajak jatuh tempo {tgl()}",
        f"plat mobil ekspedisi yg ambil barang: {plate()}",
        f"didaftarin di aplikasi driver: Honda Vario {plate()}",
    )
    r.add(
        "promo_code",
        f"kode promo buat customer lama: {pick('BERKAH', 'RINA', 'HEMAT')}{digits(2)}{rnd(UPPER, 3)}",
        f"promo 12.12 pake kode {rnd(UPPER, 5)}{digits(3)}, diskon 15rb min belanja 100rb",
        f"gojek promo driver: {rnd(UPPER, 6)}{digits(2)}",
    )
    r.add(
        "shop_voucher_code",
        f"voucher toko shopee: {rnd(UPPER, 4)}{rnd(UPPER + DIGITS, 5)} (kuota 100)",
        f"bikin voucher tokped {rnd(UPPER, 5)}{digits(4)} buat followers",
        f"kasih voucher gratis ongkir ke bu Ayu: GRTSONGKIR{digits(4)}",
    )
    r.add(
        "product_sku",
        f"SKU baru: {sku()}, {sku()}, {sku()}",
        f"stok {sku()} tinggal 4, restock",
        f"master SKU gamis\n{sku()}  harga 189rb\n{sku()}  harga 199rb",
    )
    r.add(
        "customer_phone",
        f"pembeli COD Bekasi, hp {hp()}",
        f"nomor kurir langganan: {hp62()}",
        f"reseller baru mbak Nisa WA {hp()}",
    )
    r.add(
        "shop_bank_account_printed",
        f"rekening buat customer transfer: BCA {digits(10, lead=True)} a.n. Rina Wulandari",
        f"taro di bio IG:\nMandiri {digits(13, lead=True)} a.n. Toko Berkah Jaya\nBCA {digits(10, lead=True)}",
        f"template chat: silakan transfer ke BCA {groups(digits(10, lead=True), 3, '-')} lalu kirim bukti ya kak",
    )
    r.add(
        "pin_blocked_report",
        "PIN m-BCA keblokir gara2 salah 3x. harus ke kantor cabang bawa KTP + buku tabungan",
        f"OVO terblokir, udah lapor cs, no tiket {digits(9, lead=True)}. disuruh tunggu 3x24 jam",
        "kartu atm mandiri ketelen mesin + pinnya keblokir. besok ke KCP Pulogadung",
    )
    r.add(
        "pin_changed_note",
        f"udah ganti PIN gopay tgl {tgl()}, pin lama jgn dipake lagi",
        "PIN DANA sama ShopeePay udh gw ganti semua, yg baru gw hafalin aja ga dicatet",
        "ganti pin hp tadi pagi krn dipinjem orang. ingetnya di kepala aja",
    )
    r.add(
        "password_reset_log",
        f"reset password tokped seller {tgl()}, link dikirim ke email toko",
        "password shopee kadaluarsa? ternyata cuma diminta verifikasi ulang",
        "lupa password livin, reset lewat app pake kartu debit + ktp. beres",
    )
    r.add(
        "otp_warning_no_code",
        "INGET: kode OTP jangan pernah dikasih ke siapa pun, termasuk yg ngaku CS Tokopedia",
        "tadi ada yg telp minta OTP gopay, ngaku dari kantor gojek. gw tutup",
    )
    r.add(
        "gojek_order_id",
        f"orderan goride kemaren ada komplain: RB-{digits(4)}-{digits(7)}",
        f"GoSend toko {pick('F', 'RB')}-{digits(10)}, barang sampe tapi penerima ga ada",
        f"order id GoFood yg di-cancel F-{digits(10)}",
    )
    r.add(
        "grab_booking_id",
        f"grab booking A-{rnd(UPPER + DIGITS, 12)} penumpang ninggalin payung",
        f"GrabExpress id IOS-{digits(8)}-{rnd(UPPER + DIGITS, 4)} tarif kelebihan",
        f"komplain penumpang, booking A-{rnd(UPPER + DIGITS, 12)}, rating 1",
    )
    r.add(
        "qris_nmid",
        f"QRIS toko NMID: ID{digits(13)}",
        f"merchant id qris di stiker kasir ID10{digits(11)} (buat customer scan)",
        f"QRIS dinamis terminal id A0{digits(6)}, NMID ID{digits(13)}",
    )
    r.add(
        "midtrans_client_key",
        f"midtrans client key (aman, dipake di halaman checkout): Mid-client-{rnd(URLSAFE, 16)}",
        f"snap.js data-client-key=\"Mid-client-{rnd(URLSAFE, 16)}\"",
        f"client key sandbox SB-Mid-client-{rnd(URLSAFE, 16)} boleh ditaro di JS",
    )
    r.add(
        "xendit_public_key",
        f"xendit public key buat form kartu: xnd_public_production_{rnd(ALNUM, 60)}",
        f"dev bilang ini publishable key, boleh di frontend: xnd_public_development_{rnd(ALNUM, 60)}",
    )
    r.add(
        "bank_transfer_reference",
        f"transfer ke supplier sukses, no ref {digits(12)}",
        f"bukti tf BCA: berita 'INV{digits(5)}' ref {rnd(UPPER + DIGITS, 16)}",
        f"mandiri tf ke konveksi jam 14:02, no referensi {digits(15)}",
    )
    r.add(
        "ewallet_transaction_id",
        f"id transaksi gopay (refund): {uid()}",
        f"OVO trx id {digits(20)} top up gagal tapi saldo kepotong",
        f"DANA ref {digits(4)}{digits(4)}{digits(10)} - bayar listrik",
    )
    r.add(
        "phone_imei",
        f"IMEI hp driver {imei()} (buat lapor kalau ilang)",
        f"hp samsung\nIMEI1 {imei()}\nIMEI2 {imei()}",
        f"imei hp istri {imei()}",
    )
    r.add(
        "wifi_ssid_and_mac",
        f"wifi gudang SSID {ssid()}, mac router {mac(upper=True)}",
        f"printer resi konek ke wifi {ssid()}, MAC {mac('-')}",
    )
    r.add(
        "ont_serial_number",
        f"SN modem indihome ZTEG{rnd('0123456789ABCDEF', 8)} (ditanya teknisi)",
        f"serial ONT: HWTC{rnd('0123456789ABCDEF', 8)}",
    )
    r.add(
        "website_commit_sha",
        f"developer deploy versi baru website, commit {hexs(40)}",
        f"kalau error balikin ke commit {hexs(7)} kata mas Fajar",
        f"release tag v1.{secrets.randbelow(9)}.{secrets.randbelow(9)} = {hexs(12)}",
    )
    r.add(
        "secret_location_reference",
        "password wifi ada di stiker belakang modem, jgn dicatet di sini",
        "pin brankas: tanya suami, dia yg simpen",
        "password2 toko semua di aplikasi Bitwarden, master pw cuma gw yg tau",
    )
    r.add(
        "env_var_name_reference",
        "server key midtrans disimpen di .env sbg MIDTRANS_SERVER_KEY, jangan di-commit ke github",
        "XENDIT_SECRET_KEY sama TELEGRAM_BOT_TOKEN ada di panel hosting > environment variables",
        "password DB ada di wp-config.php (DB_PASSWORD), jgn disebar",
    )
    r.add(
        "pln_customer_id",
        f"ID pelanggan PLN rumah {digits(12, lead=True)}, no meter {digits(11, lead=True)}",
        f"beli token listrik gudang pake id pel {digits(12, lead=True)}",
    )
    r.add(
        "bpjs_card_number",
        f"no kartu BPJS kesehatan anak 000{digits(10)}",
        f"BPJS ketenagakerjaan (driver) KPJ {digits(11, lead=True)}",
    )
    r.add(
        "motor_frame_engine_number",
        f"STNK vario: no rangka MH1{rnd(UPPER + DIGITS, 14)}, no mesin {rnd(UPPER, 4)}E{digits(7)}",
        f"buat klaim asuransi motor: nomor rangka MH1JM{digits(4)}{rnd(UPPER, 1)}K{digits(6)}",
    )
    r.add(
        "order_tracking_url",
        f"link lacak buat customer: https://track.tokoberkah.example/o/{uid()}",
        f"kirim ke pembeli: https://cekresi.example/?noresi=JP{digits(10)}",
    )
    r.add(
        "marketplace_shop_id",
        f"shop id shopee toko gw {digits(9, lead=True)}",
        f"tokped shop_id={digits(8, lead=True)} (diminta agency iklan)",
    )
    r.add(
        "product_barcode",
        f"barcode hijab voal {ean13('899')}",
        f"EAN produk baru: {ean13('899')}, {ean13('899')}",
    )
    r.add(
        "faktur_pajak_number",
        f"faktur pajak dari supplier 010.{digits(3)}-25.{digits(8)}",
        f"no seri faktur 04002500{digits(8)}",
    )
    r.add(
        "shipping_address_postcode",
        f"alamat gudang: Jl. Raya Cakung Cilincing KM {secrets.randbelow(9) + 1}, Jakarta Timur 13910",
        "kirim ke Kel. Rawamangun, Pulo Gadung, kode pos 13220. patokan warung padang",
    )
    r.add(
        "pin_policy_talk",
        "PIN DANA harus 6 angka dan ga boleh berurutan / tanggal lahir",
        "m-BCA minta PIN baru minimal 6 digit, kode akses 6 karakter huruf+angka",
    )
    r.add(
        "password_policy_talk",
        "shopee minta password 8-16 karakter, ada huruf besar, kecil, angka",
        "kata dev, password database sebaiknya 20 karakter random, simpen di vault aja",
    )
    r.add(
        "otp_expired_note",
        "OTP tokped ga masuk2, pas masuk udah expired (berlaku 5 menit doang)",
        f"sms OTP dari BCA telat, coba lagi jam {secrets.randbelow(12) + 8}. nomor OTP kudu yg terdaftar",
    )
    r.add(
        "sim_iccid",
        f"ICCID kartu telkomsel baru 8962{digits(15)}",
        f"ganti kartu XL, iccid 89621{digits(14)} (liat di belakang kartu)",
    )
    r.add(
        "emoney_card_number",
        f"kartu e-money mandiri buat tol: {groups('6032' + digits(12), 4)}",
        f"flazz BCA no kartu {groups('0145' + digits(12), 4)} saldo tinggal 20rb",
    )
    r.add(
        "app_version_string",
        f"update gojek driver ke v{secrets.randbelow(3) + 4}.{secrets.randbelow(90)}.{secrets.randbelow(9)} biar ga force close",
        f"Shopee Seller app versi 3.{secrets.randbelow(40)}.{secrets.randbelow(10)} build {digits(6)}",
    )
    r.add(
        "lan_ip_hostname",
        f"printer resi (thermal) IP 192.168.1.{secrets.randbelow(200) + 20}, nama host printer-gudang.internal",
        f"DVR cctv ada di 192.168.0.{secrets.randbelow(200) + 20}:8000, akses luar lewat cctv.tokoberkah.example",
    )
    r.add(
        "card_last_four",
        f"tagihan iklan ditarik dari kartu kredit akhiran {digits(4)}",
        f"kartu BCA **** **** **** {digits(4)} exp {card_expiry()} (diganti kartu baru bulan depan)",
    )
    r.add(
        "file_checksum",
        f"file katalog.pdf sha256 {hexs(64)}",
        f"md5 foto produk backup: {hexs(32)}",
    )
    r.add(
        "vps_ssh_public_key",
        f"public key laptop buat dikasih ke developer: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} rina@laptop-toko",
        f"authorized_keys di vps isinya ssh-rsa {ssh_pub('ssh-rsa', 180)} fajar@dev",
    )
    r.add(
        "cctv_device_serial",
        f"serial DVR gudang DS-7104HGHI-F1{digits(16)}{rnd(UPPER, 4)}",
        f"kamera hik no seri {rnd(UPPER + DIGITS, 9)} garansi sampe {tgl()}/2026",
    )
    r.add(
        "payout_withdrawal_id",
        f"penarikan saldo shopee ke BCA id WD{digits(14)}, status diproses",
        f"tokped withdraw {digits(10, lead=True)} masuk rek tgl {tgl()}",
    )
    r.add(
        "courier_pickup_code",
        f"kode pickup J&T buat besok: PU{digits(10)} (tunjukin ke kurir, bukan rahasia)",
        f"request pickup sicepat no {rnd(UPPER, 3)}{digits(9)} jam 3 sore",
    )
    r.add(
        "b64_asset_snippet",
        f"logo toko base64 buat email template (cuma gambar): data:image/png;base64,{b64(bytes.fromhex('89504e470d0a1a0a') + secrets.token_bytes(42))}",
        f"favicon base64 (gambar doang): {b64(bytes.fromhex('89504e470d0a1a0a') + secrets.token_bytes(30))}",
    )
    r.add(
        "ewallet_account_number",
        f"nomor gopay buat customer bayar: {hp()} a.n. Berkah Jaya Store",
        f"transfer ke DANA toko {hp()} ya kak, jangan lupa kirim bukti",
    )
    r.add(
        "marketplace_listing_id",
        f"link produk tokped id {digits(11, lead=True)}, shopee i.{digits(9)}.{digits(11)}",
        f"produk di-takedown shopee, item id {digits(11, lead=True)}, banding dulu",
    )
    r.add(
        "rotation_reminder",
        "tiap 3 bulan ganti password tokped + shopee + gmail. terakhir ganti januari",
        "token bot telegram udah di-revoke, yg baru disimpen developer di server",
    )
    r.add(
        "tax_id_receipt",
        f"bukti lapor SPT no BPE {digits(15)} tgl {tgl()}",
        f"kode billing pajak UMKM bulan ini {digits(15, lead=True)} (bayar di m-BCA sebelum tgl 15)",
    )
    r.add(
        "hex_color_and_hash_codes",
        f"warna brand toko #{rnd(HEX, 6)} sama #{rnd(HEX, 6)}",
        f"kode warna kain dari konveksi: {rnd(UPPER, 2)}-{digits(4)}, lot {rnd(UPPER + DIGITS, 8)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout113.py", [
        ("heldout113_credentials.yaml", credentials(), "batch 113 (Jakarta online shop owner and ride-hailing driver, informal Indonesian), written blind; every value synthetic"),
        ("heldout113_lookalikes.yaml", lookalikes(), "batch 113 look-alikes: resi, VA numbers, invoices, masked NIK/NPWP, promo codes, PIN-change talk, written blind"),
    ])


if __name__ == "__main__":
    main()
