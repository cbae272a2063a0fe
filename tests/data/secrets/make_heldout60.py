# ruff: noqa: E501
"""Writes heldout60_credentials.yaml and heldout60_lookalikes.yaml: held-out batch 60.

Persona: Laras, a young woman in Jakarta who runs a small online batik shop ("Batik Laras")
on Tokopedia, Shopee, Instagram and TikTok, and tutors English on the side over Zoom and
Google Classroom. Her notes are mostly casual Indonesian ("pw", "sandi", "yg", "sdh",
"jgn") with some English: e-wallet PINs, KlikBCA / BCA mobile / KeyBCA codes, seller
logins and OTPs, a Midtrans server key, the Wi-Fi at home and at the kos, the motorbike's
keyless PIN, her laptop password. The look-alikes are the numbers a shop and a tutor write
down all day: order numbers, resi, virtual accounts for customers, NPWP / NIB, Midtrans
order and transaction ids, vouchers, SKUs, motif codes, Zoom meeting ids, class codes,
phone numbers and prices.

The batch was written blind: without reading the detector, its rules or its tests. Every
value is drawn at run time from the `secrets` module (through the helpers of
make_heldout.py) in the shape of the real format; hosts sit under `.example`, `.internal`,
`.test` or acme; nothing is real. Run `python make_heldout60.py` here to redraw.
"""

from __future__ import annotations

import hashlib
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    basic,
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

WORDS = ["batik", "sekar", "parang", "kawung", "truntum", "mega", "melati", "mawar", "kopi",
         "senja", "mochi", "kucing", "laras", "wulan", "tebet", "kemang", "cempaka", "sogan",
         "indigo", "pelangi", "bintang", "rembulan", "matcha", "boba", "seblak"]
SHOP_MAIL = "toko@batiklaras.example"
MY_MAIL = "larasati.w@mail.example"
TUTOR_MAIL = "laras.tutor@lbpelita.example"


def pin(n: int = 6) -> str:
    """A numeric PIN or OTP that is not an obvious run."""
    while True:
        out = digits(n)
        if len(set(out)) > min(2, n - 1) and out not in "01234567890" and out not in "9876543210":
            return out


def year() -> str:
    return str(1995 + secrets.randbelow(30))


def human_pw() -> str:
    """A password a person made up: words, a year or a few digits, maybe a symbol."""
    a, b = secrets.choice(WORDS), secrets.choice(WORDS)
    return pick(
        f"{a.capitalize()}{year()}{pick('!', '@', '#', '', '.')}",
        f"{a}{b}{digits(2)}",
        f"{a.capitalize()}_{b.capitalize()}{digits(2)}",
        f"{a}@{digits(pick(3, 4))}",
        f"{a.capitalize()}{b}{pick('!', '*', '')}{digits(3)}",
        f"Laras{a.capitalize()}{digits(2)}{pick('!', '$', '')}",
        rnd(ALNUM + "!@#$", 14),
    )


def phone() -> str:
    return f"08{pick('11', '12', '13', '21', '22', '52', '57', '58', '77', '78', '81', '95', '96', '97')}{digits(pick(7, 8))}"


def phone_pretty() -> str:
    p = phone()
    return pick(f"{p[:4]}-{p[4:8]}-{p[8:]}", f"+62 {p[1:4]}-{p[4:8]}-{p[8:]}", p)


def klikbca_user() -> str:
    return f"{pick('LARASATI', 'LARASW', 'LWULANDA', 'LARAS')}{digits(4)}"[:12]


def mbca_akses() -> str:
    return rnd(LOWER + DIGITS, 6)


def card(prefix: str = "4") -> str:
    return groups(luhn(prefix, 16), 4)


def mid_server(sandbox: bool = False) -> str:
    return f"{'SB-' if sandbox else ''}Mid-server-{rnd(URLSAFE, 24)}"


def s10(prefix: str, country: str = "ID") -> str:
    """A UPU S10 item number (EMS / registered post) with a valid check digit."""
    body = digits(8)
    total = sum(int(c) * w for c, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{prefix}{body}{check}{country}"


def isbn13() -> str:
    body = "978" + pick("602", "623", "979") + digits(6)
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def npwp() -> str:
    d = digits(15, lead=True)
    return f"{d[:2]}.{d[2:5]}.{d[5:8]}.{d[8]}-{d[9:12]}.{d[12:]}"


def rupiah(low: int, high: int, step: int = 500) -> str:
    value = (low + secrets.randbelow((high - low) // step + 1) * step)
    return f"Rp{value:,}".replace(",", ".")


def motif() -> str:
    return pick("PRG", "KWG", "MGM", "TRT", "SKJ", "SDM", "LRG", "TMB", "JLP", "KPL")


def jwt_like() -> str:
    """A Biteship-style key body: three base64url parts."""
    return f"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{rnd(URLSAFE, 96)}.{rnd(URLSAFE, 43)}"


def credentials() -> Rows:
    r = Rows()
    r.add("gopay_pin",
          f"pin gopay {pin()}. jgn lupa lg ya laras",
          f"GoPay {phone()}\nPIN {pin()}\n(buat bayar gosend & ongkir kurir)",
          f"ganti pin gopay td siang, yg baru {pin()} — yg lama udh ga kepake")
    r.add("ovo_pin",
          f"OVO: {phone()} / pin {pin()}",
          f"pin ovo sm pin dana sengaja dibedain. ovo = {pin()}",
          f"security code OVO (6 digit) {pin()}, jgn dikasih ke siapa2 termasuk mama")
    r.add("dana_pin",
          f"DANA premium sdh verif KTP. PIN: {pin()}",
          f"dana {phone()} pin {pin()}\nsaldo buat refund pembeli",
          f"lupa pin dana lagi -> reset, skrg {pin()}")
    r.add("shopeepay_pin",
          f"pin shopeepay {pin()} (beda sm pin gopay!)",
          f"ShopeePay PIN baru {pin()}, yg lama ketahuan adek",
          f"shopeepay + spaylater pin {pin()} (sama, males bedain)")
    r.add("klikbca",
          f"KlikBCA\nuser id: {klikbca_user()}\npin: {pin()}",
          f"klikbca individual — {klikbca_user()} / {pin()}, buat cek mutasi tiap sore",
          f"user id klikbca {klikbca_user()}, pin internet bankingnya {pin()} (bukan pin atm ya)")
    r.add("bca_mobile",
          f"m-BCA\nkode akses: {mbca_akses()}\nPIN m-BCA: {pin()}",
          f"BCA mobile di hp baru: kode akses {mbca_akses()} / pin transaksi {pin()}",
          f"kalo hp ilang atau ganti hp, kode akses mBCA aku {mbca_akses()}",
          f"myBCA: user {klikbca_user().lower()} sandi {human_pw()} pin {pin()}")
    r.add("keybca",
          f"PIN KeyBCA {pin()}. APPLI 1 = 8 digit terakhir no rek tujuan",
          f"keybca: pin token {pin()}\nrespon appli 2 barusan {digits(8)} (transfer ke supplier kain Pekalongan)",
          f"token BCA (KeyBCA) pin {pin()} — tokennya di laci meja kerja, batre udh mau abis")
    r.add("atm_pin",
          f"kartu ATM BCA {card('5')}\nPIN {pin()}",
          f"pin atm bca aku {pin()}, kartunya yg biru ({card('6019')})",
          f"pin kartu debit mandiri (rek cadangan) {pin()}")
    r.add("kartu_kredit",
          f"CC buat iklan IG/FB: {card('4')} exp {card_expiry()} cvv {digits(3)}",
          f"kartu kredit BNI\n{card('5')}\nberlaku s/d {card_expiry()}\nCVV {digits(3)}",
          f"visa virtual jenius buat langganan canva: {card('4')} {card_expiry()} cvv {digits(3)}")
    r.add("tokopedia_seller",
          f"Tokopedia Seller\nemail: {SHOP_MAIL}\npw: {human_pw()}",
          f"login tokped toko Batik Laras — {phone()} / {human_pw()}",
          f"sandi tokopedia seller sdh diganti jd {human_pw()}, kasih tau Dimas kalo dia mau upload produk")
    r.add("tokopedia_otp",
          f"OTP tokped {pin()} (berlaku 5 mnt) — buat Dimas login di laptop gudang",
          f"Kode verifikasi Tokopedia: {pin()}. Tarik saldo ke BCA td sore",
          f"tokped minta OTP pas ganti rekening penarikan -> {pin()}")
    r.add("shopee_seller",
          f"Shopee Seller Centre\nusername: batiklaras.official\npassword: {human_pw()}",
          f"shopee seller: {SHOP_MAIL} sandi {human_pw()}",
          f"pw shopee toko yg baru {human_pw()} (yg lama kena reset gara2 login di warnet)")
    r.add("shopee_otp",
          f"otp shopee {pin()} buat login seller centre di laptop kos",
          f"Kode OTP Shopee {pin()} — admin chat minta buat masuk akun toko",
          f"shopee kirim kode {pin()} pas ganti no hp toko")
    r.add("midtrans_server_key",
          f"Midtrans sandbox\nserver key: {mid_server(True)}\nclient key: SB-Mid-client-{rnd(URLSAFE, 16)}",
          f"MIDTRANS_SERVER_KEY={mid_server()}\nMIDTRANS_IS_PRODUCTION=true",
          f"server key midtrans production: {mid_server()} (jgn ditaruh di js frontend!!)",
          f"curl midtrans status: -H \"Authorization: Basic {basic(mid_server(), '')}\"")
    r.add("midtrans_dashboard",
          f"dashboard midtrans (MAP): {SHOP_MAIL} / {human_pw()}",
          f"login midtrans merchant portal\nemail {MY_MAIL}\nsandi {human_pw()}",
          f"akun midtrans buat Dimas (role finance): dimas.gudang@batiklaras.example pw {human_pw()}")
    r.add("xendit_key",
          f"xendit buat payment link website: xnd_production_{rnd(ALNUM, 60)}",
          f"XENDIT_SECRET_KEY=xnd_development_{rnd(ALNUM, 60)}\ncallback token {rnd(ALNUM, 48)}",
          f"curl xendit invoice -u {'xnd_production_' + rnd(ALNUM, 60)}: (titik dua di belakang emang gitu)")
    r.add("woocommerce_api",
          f"woocommerce REST api\nconsumer key: ck_{hexs(40)}\nconsumer secret: cs_{hexs(40)}",
          f"key woo buat sinkron stok ke sheet: ck_{hexs(40)} / cs_{hexs(40)}",
          f"WC_CONSUMER_SECRET=cs_{hexs(40)}")
    r.add("wordpress_admin",
          f"wp-admin batiklaras.example\nuser: laras_admin\npw: {human_pw()}",
          f"login website toko: https://batiklaras.example/wp-login.php  admin / {human_pw()}",
          f"user wp buat Sinta (editor blog) sinta.blog sandi {human_pw()}")
    r.add("hosting_cpanel",
          f"cPanel hosting: https://cpanel.batiklaras.example:2083 user batikla1 pw {rnd(ALNUM + '!#', 16)}",
          f"akun hosting (bayar tahunan bln Maret)\n{MY_MAIL}\n{human_pw()}\nFTP: batikla1 / {rnd(ALNUM, 14)}",
          f"database website: DB_USER=batikla1_wp DB_PASSWORD={rnd(ALNUM + '!#%', 18)} host localhost")
    r.add("instagram_login",
          f"IG @batiklaras.id\npw {human_pw()}",
          f"ig toko: batiklaras.id / {human_pw()} — ig pribadi: larasw_ / {human_pw()}",
          f"sandi instagram diganti abis hampir kena hack, skrg {human_pw()}")
    r.add("instagram_backup",
          "kode cadangan IG (2FA):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
          "backup codes instagram toko " + ", ".join(digits(8) for _ in range(4)),
          f"ig pribadi 2FA pake google authenticator, secret setupnya {groups(rnd(UPPER + '234567', 32), 4)}")
    r.add("tiktok_shop",
          f"TikTok Shop seller: {phone()} / {human_pw()}",
          f"tiktok @batiklaras\nemail {SHOP_MAIL}\npw {human_pw()}",
          f"akun tiktok live (hp kedua) sandi {human_pw()}")
    r.add("whatsapp_token",
          f"WA Cloud API token (permanent, system user): EAAG{rnd(ALNUM, 180)}",
          f"WHATSAPP_TOKEN=EAAL{rnd(ALNUM, 170)}\nphone number id {digits(15, True)}",
          f"token wa business buat auto-reply (kadaluarsa 60 hr): EAAB{rnd(ALNUM, 190)}")
    r.add("whatsapp_pin",
          f"verifikasi dua langkah WA bisnis: PIN {pin()}",
          f"pin 2 langkah whatsapp pribadi {pin()}, email recovery {MY_MAIL}",
          f"WA hp toko: verifikasi 2 langkah {pin()} (Sinta jg tau)")
    r.add("telegram_bot",
          f"bot notif order (telegram): {digits(10, True)}:AA{rnd(URLSAFE, 33)}",
          f"TELEGRAM_BOT_TOKEN={digits(10, True)}:AAE{rnd(URLSAFE, 32)} chat id -100{digits(10)}",
          f"bot stok menipis @batiklaras_stok_bot token {digits(10, True)}:AAF{rnd(URLSAFE, 32)}")
    r.add("rajaongkir_key",
          f"api key rajaongkir (pro): {hexs(32)}",
          f"RAJAONGKIR_API_KEY={hexs(32)} buat cek ongkir otomatis di checkout",
          f"biteship api key live: biteship_live.{jwt_like()}")
    r.add("shopee_partner_key",
          f"Shopee Open Platform\npartner_id {digits(7, True)}\npartner_key {hexs(64)}",
          f"shopee api live key: {rnd(LOWER + DIGITS, 64)} (dari developer console, jgn commit)")
    r.add("zoom_login",
          f"Zoom (akun pro buat les)\n{TUTOR_MAIL}\n{human_pw()}",
          f"zoom: {MY_MAIL} pw {human_pw()}",
          f"sandi zoom diganti abis lupa logout di lab, skrg {human_pw()}")
    r.add("zoom_host_key",
          f"host key zoom {pin()} — buat claim host kalo login dari hp",
          f"Zoom host key: {pin()}",
          f"host key zoom akun LB Pelita {pin()} (dipake bareng Miss Rina)")
    r.add("google_classroom",
          f"akun Classroom LB Pelita\n{TUTOR_MAIL}\nsandi {human_pw()}",
          f"google workspace sekolah: {TUTOR_MAIL} / {human_pw()} (jgn ganti, dipake bareng Miss Rina)",
          f"pw akun teacher classroom sdh direset admin jd {rnd(ALNUM, 10)}, wajib ganti pas login")
    r.add("gmail_app_password",
          f"app password gmail buat SMTP website: {groups(rnd(LOWER, 16), 4)}",
          f"sandi aplikasi google (thunderbird laptop) {rnd(LOWER, 16)}",
          f"SMTP_USER={SHOP_MAIL}\nSMTP_PASS={groups(rnd(LOWER, 16), 4, '')}")
    r.add("google_backup_codes",
          "kode cadangan google akun toko:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
          f"google backup code yg blm kepake: {digits(4)} {digits(4)} / {digits(4)} {digits(4)}")
    r.add("wifi_rumah",
          f"wifi rumah: IndiHome-{digits(4)}\npw {human_pw()}",
          f"pass wifi rumah Tebet {pick('keluargabahagia', 'rumahmama', 'cemaraindah')}{digits(3)}",
          f"wifi lt 2 (yg deket kamar): WULANDARI_5G sandi {human_pw()}")
    r.add("wifi_kos",
          f"wifi kos: KOS MELATI 2 / {pick('melati', 'kosputri', 'ibukos')}{digits(4)}",
          f"password wifi kos baru dr ibu kos: {rnd(LOWER + DIGITS, 10)}",
          f"wifi kos lantai 3 ssid Melati_Lt3 pass {human_pw()}")
    r.add("router_admin",
          f"admin router indihome 192.168.1.1 user: admin pw: {rnd(ALNUM, 10)}",
          f"login modem ZTE (buat ganti sandi wifi) user {pick('admin', 'user', 'telecomadmin')} / {human_pw()}",
          f"router tp-link kos (aku yg pegang) http://192.168.0.1 pw admin {rnd(ALNUM, 12)}")
    r.add("motor_keyless",
          f"PIN keyless PCX: {digits(5)}",
          f"kode darurat smart key motor {digits(5)} (kalo remote mati / ketinggalan)",
          f"nmax keyless pin {digits(5)}, jgn kasih tau bengkel")
    r.add("laptop_password",
          f"pw laptop asus: {human_pw()}",
          f"login windows laptop kerja\nuser laras\nsandi {human_pw()}",
          f"PIN windows hello laptop {pin()}, sandi microsoft akunnya {human_pw()}")
    r.add("hp_lock",
          f"pin hp kedua (buat live tiktok): {pin()}",
          f"kunci layar tab samsung {pin(4)}, buat murid les pake",
          f"sandi hp aku {pin()} — kasih ke mama kalo ada apa2")
    r.add("email_login",
          f"email lama yahoo: larasss_99@yahoo.example / {human_pw()}",
          f"email toko {SHOP_MAIL} sandi {human_pw()}",
          f"outlook kampus dulu larasati.w@alumni.univ.example pw {human_pw()} (msh kepake buat canva edu)")
    r.add("apple_id",
          f"Apple ID (ipad buat ngajar) {MY_MAIL} pw {human_pw()}",
          f"icloud: {MY_MAIL} / {human_pw()}, kode layar ipad {pin()}",
          f"apple id baru buat hp kedua: batiklaras.live@mail.example sandi {human_pw()}")
    r.add("canva_login",
          f"canva pro tim: {SHOP_MAIL} / {human_pw()}",
          f"login canva buat desain feed: {MY_MAIL} sandi {human_pw()}",
          f"capcut pro (edit video tiktok) {SHOP_MAIL} / {human_pw()}")
    r.add("netflix_sharing",
          f"netflix patungan anak kos: {MY_MAIL} / {human_pw()} profil no 3",
          f"akun spotify family: {MY_MAIL} pw {human_pw()}",
          f"disney+ hotstar sharing sm Dewi: {phone()} / {human_pw()}")
    r.add("djp_online",
          f"DJP Online\nNPWP {npwp()}\nsandi {human_pw()}",
          f"login e-filing pajak: npwp {npwp()} pw {human_pw()}, EFIN {digits(10, True)}",
          f"coretax: NIK sbg NPWP, sandi {human_pw()}, passphrase sertel {human_pw()}")
    r.add("jenius",
          f"Jenius: $laraswul / sandi {human_pw()} / pin {pin()}",
          f"pin jenius {pin()}, password app {human_pw()}",
          f"bank jago: pin {pin()}, sandi login {human_pw()}")
    r.add("lazada_seller",
          f"lazada seller center {SHOP_MAIL} pw {human_pw()}",
          f"LazMall? blm. akun lazada seller: {phone()} / {human_pw()}")
    r.add("tutor_platform",
          f"Cambly tutor: {TUTOR_MAIL} / {human_pw()}",
          f"preply login {MY_MAIL} pw {human_pw()} (payout tiap Senin)",
          f"akun tutor di englishhub.example: laras_tutor / {human_pw()}")
    r.add("paypal",
          f"paypal (bayaran murid luar) {MY_MAIL} / {human_pw()}",
          f"PayPal sandi baru {human_pw()}, pin hp paypal {pin(4)}",
          f"wise (transfer dr murid Aussie) {MY_MAIL}\npw {human_pw()}")
    r.add("cctv",
          f"CCTV gudang (EZVIZ) login {phone()} / {human_pw()}\nverification code kamera {rnd(UPPER, 6)}",
          f"app cctv toko: admin / {rnd(ALNUM, 10)}, kode enkripsi video {rnd(UPPER, 6)}")
    r.add("kode_brankas",
          f"brankas kecil di gudang (uang cash COD): kode {pin()}",
          f"gembok lemari kain mahal {digits(4)}",
          f"kombinasi koper bazar {digits(3)}, kode brankas rumah mama {pin()}")
    r.add("kos_pintu",
          f"kode pintu depan kos (smart lock) {pin()}#",
          f"akses pintu kos lt 3 ganti: {pin(4)}*{pin(2)}",
          f"pagar kos ganti pake keypad, kodenya {pin()} (mulai tgl 1)")
    r.add("marketplace_chat_admin",
          f"akun admin CS (Sinta) buat chat shopee: batiklaras.official:sinta / {human_pw()}",
          f"sub-akun tokped buat Dimas: dimas.gudang@batiklaras.example pw {human_pw()}",
          f"sub account shopee buat packing: batiklaras.official:packing sandi {human_pw()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    ym = f"2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"
    r.add("invoice_tokopedia",
          f"INV/{ym}/MPL/{digits(10, True)} — kain parang 2m, pembeli minta dibungkus kado",
          f"komplain: INV/{ym}/MPL/{digits(10, True)} katanya warna beda sm foto",
          f"retur disetujui utk INV/2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}/MPL/{digits(10, True)}, dana balik ke pembeli")
    r.add("shopee_order",
          f"pesanan shopee {ym[2:]}{rnd(UPPER + DIGITS, 8)} blm dikirim, deadline besok",
          f"no pesanan {ym[2:]}{rnd(UPPER + DIGITS, 8)} & {ym[2:]}{rnd(UPPER + DIGITS, 8)} digabung 1 paket",
          f"order {ym[2:]}{rnd(UPPER + DIGITS, 8)} dibatalin pembeli (salah ukuran)")
    r.add("resi_jne",
          f"resi JNE {pick('0102', '0107', '1200')}{digits(12)} a/n Bu Hesti, Surabaya",
          f"JNE YES {pick('CGK', 'TGR')}{digits(1)}A{digits(11)} sampai besok katanya",
          f"resi jne kemarin: {digits(16, True)} (kain tulis Lasem)")
    r.add("resi_jnt",
          f"J&T JP{digits(10)} - 3 pcs kemeja",
          f"resi jnt JX{digits(10)} status masih di DC Cakung",
          f"JP{digits(10)}, JP{digits(10)}, JP{digits(10)} udh diinput di tokped")
    r.add("resi_sicepat",
          f"sicepat 00{digits(10)} nyangkut di Palembang 4 hari",
          f"SiCepat REG resi 004{digits(9)}",
          f"klaim sicepat paket rusak: resi 00{digits(10)}, no tiket CS {digits(8, True)}")
    r.add("resi_lain",
          f"anteraja 1000{digits(11)} (same day ke Depok)",
          f"ninja xpress NLIDAP{digits(9)}",
          f"Lion Parcel 11LP{digits(10)} buat paket ke Makassar")
    r.add("awb_internasional",
          f"kirim ke Singapura via EMS pos: {s10('EE')}",
          f"paket ke Belanda (murid les) DHL waybill {digits(10, True)}",
          f"pos tercatat {s10('RR')} — sarung batik buat tante di Malaysia")
    r.add("va_customer",
          f"VA BCA buat pembeli website: {pick('39358', '70012', '12208')}{digits(11)} (a/n Batik Laras)",
          f"transfer ke VA BNI 8{digits(15)} sebelum jam 23.59 ya kak",
          f"Mandiri bill payment: kode perusahaan 70012, kode bayar {digits(12, True)}",
          f"pembeli minta no VA lagi: BRI {digits(5, True)}{digits(10)}")
    r.add("rekening_toko",
          f"rek BCA {digits(10, True)} a/n Larasati Wulandari — ditaruh di caption IG",
          f"transfer bisa ke BCA {digits(3)}-{digits(3)}-{digits(4)} atau Mandiri {digits(13, True)}",
          f"info bayar utk reseller: BSI {digits(10, True)} a.n. Batik Laras")
    r.add("qris",
          f"NMID QRIS toko: ID{digits(13, True)}",
          f"qris statis (dicetak di meja bazar): 00020101021126570011ID.DANA.WWW01189360091{digits(11)}0303UMI51440014ID.CO.QRIS.WWW0215ID{digits(13)}0303UMI5204581253033605802ID5911BATIK LARAS6007JAKARTA6105{digits(5)}6304{rnd(HEX.upper()[:16], 4)}",
          f"terminal id qris {rnd(UPPER + DIGITS, 8)}, merchant pan 93600{digits(14)}")
    r.add("npwp",
          f"NPWP usaha: {npwp()} — dicantumkan di invoice reseller",
          f"npwp pribadi {npwp()} buat faktur",
          f"NPWP 16 digit (NIK jd NPWP) {digits(16, True)} udh dipadankan")
    r.add("nib",
          f"NIB Batik Laras {digits(13, True)} (OSS, KBLI 47911)",
          f"di invoice: NIB {digits(13, True)} | NPWP {npwp()}",
          f"sertifikat halal blm perlu, NIB {digits(13, True)} udh cukup buat bazar Smesco")
    r.add("midtrans_order_id",
          f"order_id midtrans BTK-{ym}-{digits(4)} statusnya pending dr kemarin",
          f"cek order LRS{digits(10, True)} di dashboard, settlement tp stok blm kepotong",
          f"order id: ORDER-{digits(10, True)}-{digits(3)}")
    r.add("midtrans_transaction_id",
          f"transaction_id {uid()} (gopay) – refund partial {rupiah(50000, 200000)}",
          f"midtrans trx id {uid()}, va_number {digits(11, True)}",
          f"transaction_status: settlement\ntransaction_id: {uid()}\ngross_amount: {secrets.randbelow(900) + 100}000.00")
    r.add("midtrans_client_key",
          f"snap.js data-client-key=\"SB-Mid-client-{rnd(URLSAFE, 16)}\" (client key emang buat frontend)",
          f"client key production Mid-client-{rnd(URLSAFE, 16)} dipasang di halaman checkout")
    r.add("midtrans_webhook",
          f"notif midtrans masuk, signature_key {hashlib.sha512(secrets.token_bytes(32)).hexdigest()} — cocok sm hitungan server",
          f"URL notifikasi: https://batiklaras.example/api/midtrans/notify, merchant id G{digits(9, True)}")
    r.add("payment_link",
          f"link bayar buat Bu Ratna: https://app.midtrans.example/payment-links/{digits(13, True)}",
          f"snap redirect https://app.sandbox.midtrans.example/snap/v4/redirection/{uid()} (buat test checkout)")
    r.add("voucher_customer",
          f"voucher IG bulan ini: LARAS{digits(2)}OFF, min belanja {rupiah(150000, 300000, 50000)}",
          f"kode promo reseller {rnd(UPPER + DIGITS, 8)} diskon 15%",
          f"voucher toko shopee BATI{rnd(UPPER + DIGITS, 4)} kuota 50, berlaku s/d akhir bln")
    r.add("sku",
          f"SKU BTK-{motif()}-{pick('KTN', 'SUT', 'RYN')}-{pick('S', 'M', 'L', 'XL')}-{digits(3)} stok tinggal 2",
          f"update stok: BTK-{motif()}-{pick('KTN', 'SUT')}-M-{digits(3)} (6), BTK-{motif()}-RYN-L-{digits(3)} (0)",
          f"barcode label baru {digits(13, True)} utk sku KMJ-{motif()}-{digits(4)}")
    r.add("motif_code",
          f"katalog motif: {motif()}-{digits(4)}/TL (tulis), {motif()}-{digits(4)}/CP (cap)",
          f"pengrajin Pekalongan kirim sample {motif()}{digits(3)}, {motif()}{digits(3)}, {motif()}{digits(3)}",
          f"motif {motif()}-{digits(2)}{rnd(UPPER, 1)} warna sogan laku bgt, restock 20 lembar")
    r.add("zoom_meeting",
          f"Zoom kelas Speaking Sabtu 09.00\nMeeting ID: {digits(3, True)} {digits(4)} {digits(4)}\n(passcode dikirim di grup WA)",
          f"link kelas buat murid: https://zoom.example/j/{digits(11, True)}",
          f"webinar open class gratis, ID {digits(3, True)} {digits(3)} {digits(4)}, share ke IG story")
    r.add("classroom_code",
          f"kode kelas Classroom Grade 8B: {rnd(LOWER + DIGITS, 7)}",
          f"murid baru join pake class code {rnd(LOWER + DIGITS, 7)} ya (IELTS prep)",
          f"kelas TOEFL batch {digits(1, True)} -> kode {rnd(LOWER + DIGITS, 6)}")
    r.add("phone",
          f"kurir langganan pak Udin {phone_pretty()}",
          f"reseller Bandung: Teh Nisa {phone_pretty()}, Solo: Mas Bayu {phone_pretty()}",
          f"no WA admin toko {phone_pretty()} (taruh di bio)")
    r.add("harga",
          f"harga baru: kemeja parang {rupiah(185000, 350000)}, kain tulis {rupiah(450000, 1500000, 5000)}",
          f"modal {rupiah(95000, 140000)}/pcs, jual {rupiah(189000, 259000, 1000)}, margin {secrets.randbelow(20) + 30}%",
          f"omzet Maret {rupiah(18000000, 35000000, 1000)} (tokped {rupiah(8000000, 15000000, 1000)}, shopee sisanya)")
    r.add("ongkir",
          f"ongkir ke Medan 1.2kg = {rupiah(45000, 90000)}, est 3-5 hari",
          f"berat paket {secrets.randbelow(1900) + 100} gr, dimensi 30x20x{secrets.randbelow(8) + 3} cm",
          f"subsidi ongkir {rupiah(10000, 20000, 1000)} buat pembelian >= 2 pcs")
    r.add("product_link",
          f"link produk: https://shopee.example/product/{digits(9, True)}/{digits(11, True)}",
          f"tokped: https://tokopedia.example/batiklaras/kemeja-batik-{motif().lower()}-{rnd(LOWER + DIGITS, 6)}",
          f"etalase baru https://batiklaras.example/produk/?id={digits(4, True)}&ref=ig")
    r.add("ig_post",
          f"postingan giveaway https://instagram.example/p/C{rnd(URLSAFE, 10)}/",
          f"reels paling rame: /reel/C{rnd(URLSAFE, 10)}/ ({secrets.randbelow(90) + 10}rb views)",
          f"collab post sm @kainnusantara.id, post id {digits(19, True)}_{digits(11, True)}")
    r.add("tiktok_video",
          f"video live kemarin https://tiktok.example/@batiklaras/video/{digits(19, True)}",
          f"tiktok shop product id {digits(19, True)}",
          f"affiliate tiktok: kreator @{rnd(LOWER, 7)}{digits(2)} komisi 12%, campaign {digits(16, True)}")
    r.add("materi_link",
          f"folder materi grammar: https://drive.example/drive/folders/1{rnd(URLSAFE, 32)}",
          f"worksheet minggu ini https://docs.example/document/d/1{rnd(URLSAFE, 43)}/edit?usp=sharing")
    r.add("google_form",
          f"form pendaftaran les https://forms.example/d/e/1FAIpQL{rnd(URLSAFE, 50)}/viewform",
          f"kuis placement test: forms.example/{rnd(ALNUM, 17)}",
          f"jawaban kuis murid ada di sheet https://sheets.example/d/1{rnd(URLSAFE, 43)}/edit#gid={digits(9, True)}")
    r.add("pln_token",
          f"token listrik kos {groups(digits(20), 4, '-')} (beli 100rb, {secrets.randbelow(30) + 60},{digits(1)} kWh)",
          f"ID pelanggan PLN rumah {digits(12, True)}, meteran no {digits(11, True)}",
          f"stroom gudang: {groups(digits(20), 4, ' ')} sdh dimasukin ke meteran")
    r.add("imei",
          f"IMEI hp kedua {luhn('35', 15)} (buat daftar kemenperin)",
          f"imei 1: {luhn('86', 15)} imei 2: {luhn('86', 15)}",
          f"hp lama dijual, serial {rnd(UPPER + DIGITS, 11)}, imei {luhn('35', 15)} udh di-unreg")
    r.add("motor_docs",
          f"plat B {digits(4, True)} {rnd(UPPER, 3)}, pajak jatuh tempo {secrets.randbelow(28) + 1} Agustus",
          f"no rangka MH1KF{digits(4)}{rnd(UPPER, 2)}{digits(6)}\nno mesin KF{digits(2)}E{digits(7)}",
          f"servis PCX km {secrets.randbelow(20000) + 5000}, nota AHASS {digits(10, True)}")
    r.add("wifi_info",
          f"wifi kos ssid Melati_Lt3, router TP-Link MAC {mac(upper=True)}, ip 192.168.0.{secrets.randbelow(200) + 2}",
          f"indihome no internet {digits(12, True)}, paket 50 Mbps {rupiah(300000, 450000, 5000)}/bln",
          f"teknisi indihome datang, tiket gangguan IN{digits(8, True)}")
    r.add("laptop_info",
          f"laptop asus S/N {rnd(UPPER + DIGITS, 12)}, garansi s/d Des 2025",
          f"product ID windows {digits(5)}-{digits(5)}-{digits(5)}-AA{digits(3)} (buat klaim servis)",
          f"tiket servis asus {rnd(UPPER, 3)}{digits(9, True)}, charger baru part no 0A001-{digits(5)}{digits(3)}")
    r.add("isbn",
          f"buku pegangan les: ISBN {isbn13()} (English Grammar in Use ed. 5)",
          f"murid disuruh beli workbook {isbn13()} di toko buku",
          f"buku listening {isbn13()} hal {secrets.randbelow(200) + 10}-{secrets.randbelow(50) + 210}, audio track {digits(2)}")
    r.add("student_schedule",
          f"Senin 19.00 Nadia (ST-{digits(4)}), Rabu 16.30 Kevin (ST-{digits(4)})",
          f"jadwal les bln ini: {secrets.randbelow(14) + 10} sesi x {rupiah(100000, 175000, 25000)}",
          f"murid {rnd(UPPER, 2)}-{digits(3)} izin 2x, reschedule ke Jumat")
    r.add("ielts_trf",
          f"hasil IELTS murid: TRF {digits(2)}ID{digits(6)}{rnd(UPPER, 4)}{digits(3)}A, band 7.0",
          f"TOEFL ITP cert no {digits(10, True)}, score {secrets.randbelow(100) + 500}",
          f"sertifikat TEFL aku no {rnd(UPPER, 4)}-{digits(6)}-{digits(4)}, verifikasi online di tefl.example")
    r.add("transfer_ref",
          f"bukti transfer supplier: no ref {digits(16, True)}, {rupiah(1500000, 5000000, 50000)}",
          f"m-transfer BERHASIL {secrets.randbelow(28) + 1:02d}/0{secrets.randbelow(9) + 1} ref {rnd(UPPER + DIGITS, 12)}",
          f"pembeli kirim bukti tf BRI, nomor referensi {digits(15, True)}")
    r.add("pesanan_wa",
          f"order via WA: 2x {motif()}-{digits(4)} uk L, 1x selendang, kirim ke kode pos {digits(5, True)}",
          f"kak Mira pesan 3 kain {motif()}-{digits(4)}/TL, DP {rupiah(200000, 500000, 50000)}, pelunasan H-1",
          f"PO seragam kantor: 40 pcs, kode bahan {rnd(UPPER, 2)}{digits(4)}, deadline tgl {secrets.randbelow(28) + 1}")
    r.add("stok_opname",
          f"opname gudang: rak A{digits(1, True)} {secrets.randbelow(40)} lembar, rak B{digits(1, True)} {secrets.randbelow(40)} lembar",
          f"batch produksi PRD-{ym}-{digits(3)} kurang 4 pcs",
          f"lot kain dr supplier #{rnd(UPPER + DIGITS, 6)}, {secrets.randbelow(100) + 50} m")
    r.add("security_prose",
          "pin gopay sm dana sdh diganti semua abis hp dicopet, yg baru cuma aku yg tau",
          "sandi seller tokped disimpen di password manager, jgn ditulis di sini lg",
          "KeyBCA jgn dibawa ke bazar, taruh di laci aja")
    r.add("otp_warning",
          "bilang ke Sinta: kalo ada yg ngaku dari shopee minta kode OTP, JANGAN dikasih",
          "caption IG: admin Batik Laras tidak pernah meminta kode OTP / PIN kakak ya 🙏",
          "shopee: kode verifikasi cuma buat kamu, jgn screenshot dan kirim ke grup reseller")
    r.add("english_lesson",
          "Lesson 7 vocab: password, passcode, PIN, log in, sign up. HW: write a dialogue at the bank ('Please enter your PIN').",
          "role play: customer forgot the Wi-Fi password at a cafe -> ask politely (Could you tell me...?)",
          "grammar: 'I have changed my password' (present perfect) vs 'I changed it yesterday'")
    r.add("ewallet_terima",
          f"pembeli bayar via DANA ke {phone()} a/n Larasati W",
          f"gopay merchant (QR di bazar) id G{digits(9, True)}, nama Batik Laras",
          f"OVO merchant Batik Laras, ID {digits(12, True)}, MDR 0,7%")
    r.add("pin_lokasi",
          f"pin lokasi gudang: -6.{digits(4)}, 106.{digits(4)} (share ke kurir)",
          f"pin maps kos: -6.2{digits(3)},106.8{digits(3)}, masuk gang sebelah indomaret",
          f"plus code gudang {rnd('23456789CFGHJMPQRVWX', 4)}+{rnd('23456789CFGHJMPQRVWX', 2)} Tebet, Jakarta")
    r.add("kode_bank",
          "SWIFT BCA CENAIDJA, kode bank 014 (buat murid luar yg mau transfer)",
          f"kode bank: BCA 014, Mandiri 008, BNI 009, BRI 002; BI-Fast biaya {rupiah(2500, 2500)}")
    r.add("warna_palet",
          f"palet feed IG: #{hexs(6)} #{hexs(6)} #{hexs(6)} (sogan, indigo, krem)",
          f"warna label baru CMYK {secrets.randbelow(100)}/{secrets.randbelow(100)}/{secrets.randbelow(100)}/{secrets.randbelow(100)}, hex #{hexs(6).upper()}")
    r.add("bazar",
          f"bazar Smesco booth {rnd(UPPER, 1)}-{digits(2)}, nomor registrasi {rnd(UPPER, 3)}{digits(6)}",
          f"pameran Inacraft: invoice booth {digits(8, True)}, sewa {rupiah(2500000, 6000000, 100000)}")
    r.add("flash_sale",
          f"flash sale shopee 12.12 jam 00.00-02.00, promo id {digits(10, True)}",
          f"campaign tokped ID {digits(7, True)}: 5 produk, diskon 20%",
          f"harbolnas: slot {digits(2)}, promo id {rnd(UPPER, 3)}-{digits(8, True)}, stok dialokasi {secrets.randbelow(30) + 10}")
    r.add("payout",
          f"penarikan saldo shopee #{digits(12, True)} masuk BCA {rupiah(3000000, 9000000, 1000)}",
          f"payout preply ID {digits(9, True)}, $ {secrets.randbelow(300) + 50}.{digits(2)}")
    r.add("pin_bbm",
          f"nostalgia: PIN BB aku jaman SMP {rnd('0123456789ABCDEF', 8)} wkwk",
          f"pin bbm Dewi {rnd('0123456789ABCDEF', 8)} (buat kenang2an aja)",
          f"id line lama: laras_{rnd(LOWER, 4)}{digits(2)}, id kakao {rnd(LOWER, 6)}")
    r.add("kos_info",
          f"kos Melati kamar {digits(2, True)}, bayar {rupiah(1500000, 2500000, 50000)}/bln tgl 5, rek ibu kos BRI {digits(15, True)}",
          f"alamat kos: Jl. Melati {secrets.randbelow(90) + 1} RT 0{digits(1, True)}/RW 0{digits(1, True)}, Tebet, 12{digits(3)}")
    return r


def main() -> None:
    write_corpora("make_heldout60.py", [
        ("heldout60_credentials.yaml", credentials(), "batch 60 (Jakarta batik seller and English tutor, Indonesian notes), written blind; every value synthetic"),
        ("heldout60_lookalikes.yaml", lookalikes(), "batch 60 look-alikes: shop orders, resi, VAs, NPWP/NIB, Midtrans ids, vouchers, SKUs, class codes, written blind"),
    ])


if __name__ == "__main__":
    main()
