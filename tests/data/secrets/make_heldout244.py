# ruff: noqa: E501
"""Writes heldout244_credentials.yaml and heldout244_lookalikes.yaml: held-out batch 244.

Persona: an online seller in Surabaya who writes casual Indonesian full of abbreviations
(yg, gak, udh, pw, tgl, sm). She sells on Tokopedia and Shopee, takes payments through
Midtrans and Xendit, banks with BCA (KlikBCA, KeyBCA, m-BCA), uses DANA and OVO, answers
buyers over the WhatsApp Business API and ships with JNE, J&T and SiCepat. She asks the
assistant to remember her seller passwords, payment gateway keys, PINs, the shop Wi-Fi
and the brankas code, and just as often order ids, resi numbers, NPWP, virtual accounts,
invoice numbers and voucher codes that only look secret.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    app_password,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    jwt,
    luhn,
    openssh_private,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["Berkah", "Rezeki", "Cuan", "Laris", "Jaya", "Makmur", "Sukses", "Barokah", "Melati", "Suroboyo", "Kenjeran", "Rujak"]


def idpw() -> str:
    """A password the way this seller picks them, or one a manager generated."""
    return pick(
        f"{secrets.choice(WORDS)}{digits(pick(2, 4))}{pick('!', '@', '#', '*', '$')}",
        f"{secrets.choice(WORDS).lower()}_{secrets.choice(WORDS).lower()}{digits(3)}",
        f"{secrets.choice(WORDS)}{pick('.', '-', '&')}{secrets.choice(WORDS)}{digits(2)}",
        pw(),
    )


def pin(n: int = 6) -> str:
    return digits(n)


def hp() -> str:
    """An Indonesian mobile number (Telkomsel, Indosat, XL, Tri)."""
    return "08" + pick("12", "13", "21", "22", "52", "53", "57", "95", "96", "77", "78", "81") + digits(pick(7, 8))


def mid_server(prod: bool | None = None) -> str:
    prod = pick(True, False) if prod is None else prod
    return ("Mid-server-" if prod else "SB-Mid-server-") + rnd(URLSAFE, 24)


def mid_client(prod: bool | None = None) -> str:
    prod = pick(True, False) if prod is None else prod
    return ("Mid-client-" if prod else "SB-Mid-client-") + rnd(URLSAFE, 16)


def xendit_secret(prod: bool | None = None) -> str:
    prod = pick(True, False) if prod is None else prod
    return ("xnd_production_" if prod else "xnd_development_") + rnd(ALNUM, pick(50, 60, 64))


def wa_token() -> str:
    return "EAA" + pick("G", "J", "B", "I", "L") + rnd(ALNUM, pick(180, 196, 204))


def telegram_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def totp_secret() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def tokped_invoice() -> str:
    return f"INV/2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}/MPL/{digits(10, lead=True)}"


def shopee_sn() -> str:
    return f"24{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{rnd(UPPER + DIGITS, 8)}"


def rekening() -> str:
    return digits(10, lead=True)


def npwp() -> str:
    d = digits(15)
    return f"{d[:2]}.{d[2:5]}.{d[5:8]}.{d[8]}-{pick('609', '614', '615', '618')}.{d[12:]}"


def nik() -> str:
    return f"3578{digits(2)}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(12) + 1:02d}{digits(2)}{digits(4)}"


def credentials() -> Rows:
    r = Rows()

    r.add("tokopedia_seller_password",
          f"pw tokped seller: {idpw()}",
          f"Akun Tokopedia Seller toko kita\nemail: admin@tokosby.example\npassword: {idpw()}\nOTP masuk ke HP Cici",
          f"tolong inget ya, sandi tokopedia yg baru {idpw()} (yg lama udh gak bisa)",
          f"login tokped seller -> tokosby.berkah@gmail.example / {idpw()}",
          f"Tokopedia: user 'berkahjaya_sby' pass={idpw()} jgn dikasih ke admin baru dulu")

    r.add("shopee_seller_password",
          f"Shopee Seller Centre\nusername: berkahjaya.sby\npassword: {idpw()}",
          f"pw shopee: {idpw()}",
          f"sandi akun shopee (toko utama) udh aku ganti jd {idpw()} td pagi",
          f"shopee seller | hp {hp()} | kata sandi {idpw()}",
          f"catat: shopee toko kedua (grosir) -> {idpw()}")

    r.add("midtrans_server_key",
          f"MIDTRANS_SERVER_KEY={mid_server(True)}",
          f"server key midtrans production: {mid_server(True)}\nclient key nya ada di dashboard, itu gpp",
          f"midtrans sandbox server key {mid_server(False)} buat testing si mas developer",
          f"config.php:\n$midtrans_server_key = '{mid_server(True)}';\n$is_production = true;",
          f"Server Key (Midtrans, jgn disebar!!): {mid_server()}",
          f"curl -u {mid_server(False)}: https://api.sandbox.midtrans.example/v2/ORDER-101/status")

    r.add("xendit_secret_key",
          f"xendit secret key: {xendit_secret(True)}",
          f"XENDIT_SECRET_KEY={xendit_secret()}",
          f"key xendit yg dev: {xendit_secret(False)}\nyg production minta ke ko Hendra",
          f"curl https://api.xendit.example/v2/invoices -u {xendit_secret(True)}:",
          f"tolong simpen: Xendit API key (write permission) {xendit_secret(True)}")

    r.add("klikbca_pin",
          f"KlikBCA user id: BERKAHJ{digits(4)} PIN {pin()}",
          f"pin klikbca {pin()}",
          f"KlikBCA Individual\nUser ID: tokosby{digits(3)}\nPIN: {pin()}",
          f"pin internet banking bca (klikbca) udh diganti jd {pin()} ya",
          f"klik bca -> id SRIWAHYU{digits(4)} / pin {pin()}")

    r.add("keybca_token_pin",
          f"PIN KeyBCA: {pin(pick(4, 6))}",
          f"pin token bca (yg alat kecil item) = {pin(pick(4, 6))}",
          f"keybca pin {pin(pick(4, 6))}, klo salah 3x keblokir lho",
          f"token BCA serial 0{digits(9)} PIN nya {pin(pick(4, 6))}",
          f"KeyBCA appli 1 buat transfer, pin {pin(6)}")

    r.add("dana_pin",
          f"PIN DANA: {pin()}",
          f"dana toko ({hp()}) pin {pin()}",
          f"pin dana yg baru {pin()}",
          f"DANA Bisnis\nno hp: {hp()}\nPIN: {pin()}",
          f"inget2: pin DANA = {pin()} (beda sm OVO)")

    r.add("ovo_pin",
          f"PIN OVO {pin()}",
          f"ovo toko {hp()} / pin {pin()}",
          f"pin ovo aku ganti td: {pin()}",
          f"OVO Merchant\nHP: {hp()}\nSecurity code: {pin()}",
          f"ovo pin = {pin()}, jgn sampe lupa lg kyk bulan lalu")

    r.add("whatsapp_business_access_token",
          f"WA Business API token (permanent, system user): {wa_token()}",
          f"WHATSAPP_TOKEN={wa_token()}\nPHONE_NUMBER_ID={digits(15, lead=True)}",
          f"access token whatsapp cloud api: {wa_token()}",
          f'curl -X POST https://graph.facebook.example/v19.0/{digits(15, lead=True)}/messages -H "Authorization: Bearer {wa_token()}"',
          f"token WA yg dari meta buat auto-reply: {wa_token()}")

    r.add("shop_wifi_password",
          f"wifi toko: BerkahJaya_5G pw {idpw()}",
          f"password wifi lantai 2 (gudang): {rnd(LOWER + DIGITS, 10)}",
          f"SSID: TOKO-SBY\nPass: {idpw()}",
          f"wifi indihome toko sandinya {pick('berkah', 'laris', 'cuan')}{digits(6)}",
          f"WiFi kasir -> {rnd(ALNUM, 12)}")

    r.add("brankas_code",
          f"kode brankas: {pin(pick(4, 6))}",
          f"brankas di gudang kombinasinya kanan {secrets.randbelow(99)} - kiri {secrets.randbelow(99)} - kanan {secrets.randbelow(99)}",
          f"kode brangkas kantor {pin(6)} (jgn kasih tau karyawan)",
          f"safe box kamar atas: {pin(4)}#",
          f"brankas toko pin {pin(pick(4, 6, 8))}, kunci cadangan di laci")

    r.add("gmail_app_password",
          f"app password gmail (buat kirim invoice otomatis): {app_password()}",
          f"sandi aplikasi google tokosby@gmail.example -> {app_password()}",
          f"SMTP_USER=tokosby@gmail.example\nSMTP_PASS={app_password().replace(' ', '')}",
          f"gmail app pw {app_password()}",
          f"app password Gmail buat Thunderbird di laptop kasir: {app_password()}")

    r.add("jne_api_key",
          f"JNE API\nusername: TOKOSBY\napi_key: {hexs(32)}",
          f"api key jne {hexs(32)}",
          f"JNE_USERNAME=BERKAHJAYA\nJNE_API_KEY={hexs(32)}",
          f"curl -d 'username=TESTAPI&api_key={hexs(32)}&from=SUB10000&thru=CGK10000&weight=1' https://apiv2.jne.example/tracing/api/pricedev",
          f"key API JNE dr sales JNE Surabaya: {hexs(32)}")

    r.add("bca_mobile_mpin",
          f"m-BCA pin {pin()}",
          f"kode akses m-BCA: {rnd(ALNUM, 6)}, m-PIN: {pin()}",
          f"BCA mobile (HP toko) pin {pin()}",
          f"mpin bca yg baru {pin()} ya, yg lama udh diblokir")

    r.add("atm_pin",
          f"PIN ATM BCA toko: {pin()}",
          f"pin atm mandiri {pin()}",
          f"kartu debit BCA 5{digits(3)} pin {pin()}",
          f"ATM BRI buat setoran, pinnya {pin()}")

    r.add("gopay_merchant_pin",
          f"PIN GoPay merchant {pin()}",
          f"gopay toko ({hp()}) pin {pin()}",
          f"pin gobiz {pin()}",
          f"GoBiz login {hp()} pin {pin()}")

    r.add("xendit_callback_token",
          f"xendit callback verification token: {rnd(ALNUM, 48)}",
          f"XENDIT_CALLBACK_TOKEN={rnd(ALNUM, 48)}",
          f"token webhook xendit (x-callback-token) {rnd(ALNUM, 48)}",
          f"webhook xendit cek header x-callback-token == '{rnd(ALNUM, 48)}'")

    r.add("woocommerce_api_credentials",
          f"WooCommerce REST API toko web\nconsumer key: ck_{hexs(40)}\nconsumer secret: cs_{hexs(40)}",
          f"cs_{hexs(40)}  <- consumer secret woo",
          f"woo api: ck_{hexs(40)} / cs_{hexs(40)}",
          f"WC_CONSUMER_KEY=ck_{hexs(40)}\nWC_CONSUMER_SECRET=cs_{hexs(40)}")

    r.add("telegram_bot_token",
          f"bot telegram notif order: {telegram_token()}",
          f"TELEGRAM_BOT_TOKEN={telegram_token()}",
          f"token bot @berkahjaya_order_bot -> {telegram_token()}",
          f"curl https://api.telegram.example/bot{telegram_token()}/sendMessage?chat_id=-100{digits(10)}")

    r.add("rajaongkir_api_key",
          f"rajaongkir key (pro): {hexs(32)}",
          f"RAJAONGKIR_API_KEY={hexs(32)}",
          f"api key raja ongkir buat hitung ongkir di web {hexs(32)}",
          f"curl -H 'key: {hexs(32)}' https://pro.rajaongkir.example/api/cost")

    r.add("shopee_open_platform_partner_key",
          f"Shopee Open Platform\npartner_id: {digits(7, lead=True)}\npartner_key: shpk{rnd(ALNUM, 60)}",
          f"partner key shopee api: shpk{rnd(ALNUM, 60)}",
          f"SHOPEE_PARTNER_ID={digits(7, lead=True)}\nSHOPEE_PARTNER_KEY={rnd(HEX, 64)}",
          f"shopee live partner key {rnd(HEX, 64)} (dr developer buat sinkron stok)")

    r.add("tokopedia_client_secret",
          f"Tokopedia Open API\nclient_id: {hexs(32)}\nclient_secret: {hexs(32)}\nfs_id: {digits(5, lead=True)}",
          f"client secret tokped api {hexs(32)}",
          f"TOKOPEDIA_CLIENT_ID={hexs(32)}\nTOKOPEDIA_CLIENT_SECRET={hexs(32)}",
          f"curl -u {hexs(32)}:{hexs(32)} -X POST https://accounts.tokopedia.example/token?grant_type=client_credentials")

    r.add("database_connection_string",
          f"DATABASE_URL=mysql://tokoadmin:{rnd(ALNUM, 18)}@db.tokosby.internal:3306/toko_db",
          f"db web toko: host db.tokosby.internal user root pass {idpw()}",
          f"mysql -h 10.0.0.{secrets.randbelow(250) + 2} -u stok_app -p'{rnd(ALNUM + '!#%', 16)}' stok",
          f"postgres://kasir:{rnd(ALNUM, 20)}@pg.acme.internal:5432/pos",
          f"DB_HOST=db.tokosby.internal\nDB_USERNAME=berkah\nDB_PASSWORD={rnd(ALNUM + '#@', 16)}")

    r.add("hosting_cpanel_password",
          f"cpanel hosting web toko: tokosby / {idpw()}",
          f"login cPanel https://tokosby.example:2083 user berkahjy pw {idpw()}",
          f"hosting niagahoster email tokosby@gmail.example sandi {idpw()}",
          f"FTP web toko\nhost: ftp.tokosby.example\nuser: berkahjy\npass: {rnd(ALNUM + '!@#', 14)}")

    r.add("totp_2fa_secret",
          f"kunci 2FA shopee (kalo HP ilang masukin ini ke authenticator): {totp_secret()}",
          f"secret google authenticator cpanel: {rnd(BASE32, 32)}",
          f"otpauth://totp/Tokopedia:berkahjaya?secret={rnd(BASE32, 32)}&issuer=Tokopedia",
          f"2fa key akun meta business: {totp_secret()}")

    r.add("account_backup_codes",
          f"kode cadangan gmail toko:\n{recovery_codes(10, 'digits')}",
          f"backup codes google (tokosby@gmail.example)\n{recovery_codes(8, 'digits')}",
          f"kode pemulihan akun facebook page toko:\n{recovery_codes(6, 'alnum')}",
          f"recovery code github mas dev web toko\n{recovery_codes(8, 'github')}")

    r.add("cctv_dvr_password",
          f"cctv toko (hikvision) admin / {idpw()}",
          f"DVR gudang user admin pw {rnd(ALNUM, 10)}",
          f"app Hik-Connect login {hp()} sandi {idpw()}\nverification code kamera: {rnd(UPPER, 6)}",
          f"password cctv depan {rnd(ALNUM, 8)}{pick('!', '@', '#')}")

    r.add("social_media_password",
          f"IG toko @berkahjaya.sby pw {idpw()}",
          f"instagram toko: berkahjaya.sby / {idpw()}",
          f"tiktok shop login {hp()} sandi {idpw()}",
          f"facebook page toko (akun Cici) password: {idpw()}",
          f"sandi ig yg buat reseller: {idpw()}")

    r.add("credit_card_details",
          f"kartu kredit BCA buat bayar iklan: {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"CC mastercard {luhn('5' + pick('1', '2', '3', '4', '5'))} {card_expiry()} {digits(3)}",
          f"buat top up iklan FB:\nno kartu {groups(luhn('4'), 4)}\nberlaku s/d {card_expiry()}\nCVV {digits(3)}",
          f"kartu kredit toko {groups(luhn('4'), 4, '-')} cvv {digits(3)} exp {card_expiry()}")

    r.add("router_admin_password",
          f"router indihome (ZTE) 192.168.1.1 admin: {pick('admin', 'user')} / {rnd(ALNUM, 10)}",
          f"login modem toko: http://192.168.1.1 user admin pw {idpw()}",
          f"router tp-link gudang admin pass {rnd(ALNUM + '@#', 12)}",
          f"modem biznet superadmin / {rnd(ALNUM, 12)}")

    r.add("whatsapp_gateway_token",
          f"token fonnte: {rnd(ALNUM, 20)}",
          f"FONNTE_TOKEN={rnd(ALNUM + '!@#+_', 20)}",
          f"curl -H 'Authorization: {rnd(ALNUM, 20)}' -d 'target={hp()}&message=pesanan dikirim' https://api.fonnte.example/send",
          f"api key wablas {rnd(ALNUM, 60)}")

    r.add("biteship_api_key",
          f"biteship api key: biteship_live.{jwt({'name': 'tokosby', 'userId': hexs(24), 'iat': 1710000000 + secrets.randbelow(10**7)})}",
          f"BITESHIP_API_KEY=biteship_test.{jwt({'name': 'dev', 'userId': hexs(24), 'iat': 1710000000 + secrets.randbelow(10**7)})}",
          f"key biteship buat cek ongkir & order kurir\nbiteship_live.{jwt({'name': 'berkahjaya', 'userId': hexs(24), 'iat': 1710000000 + secrets.randbelow(10**7)})}")

    r.add("server_ssh_private_key",
          f"key ssh ke vps web toko (tokosby.example), simpen baik2:\n{openssh_private()}",
          f"private key deploy:\n{openssh_private()}\npassphrase: {idpw()}",
          f"ssh root@vps.tokosby.example pw {idpw()}")

    r.add("email_account_password",
          f"email toko: cs@tokosby.example sandi {idpw()}",
          f"gmail toko tokosby@gmail.example pw {idpw()}",
          f"email utk login marketplace: berkahjaya.sby@gmail.example / {idpw()}",
          f"SMTP hosting\nhost: mail.tokosby.example\nuser: invoice@tokosby.example\npass: {rnd(ALNUM + '!#', 14)}")

    r.add("pos_app_login",
          f"Moka POS login kasir: kasir1@tokosby.example / {idpw()}",
          f"PIN kasir di aplikasi pos: {pin(4)} (Dewi) , {pin(4)} (Rina)",
          f"majoo backoffice pw {idpw()}",
          f"pin owner di aplikasi kasir {pin()}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("midtrans_client_key",
          f"client key midtrans: {mid_client(True)} (ini emang buat frontend Snap, aman dipasang di web)",
          f'<script src="https://app.midtrans.example/snap/snap.js" data-client-key="{mid_client(True)}"></script>',
          f"MIDTRANS_CLIENT_KEY={mid_client(False)} # publik, server key disimpen terpisah",
          f"client key sandbox {mid_client(False)} buat dicoba mas dev, kata midtrans client key boleh kelihatan",
          f"merchant id midtrans G{digits(9)}, client key {mid_client(True)}")

    r.add("xendit_public_key",
          f"xendit public key: xnd_public_production_{rnd(ALNUM, 50)} (buat tokenisasi kartu di browser)",
          f"XENDIT_PUBLIC_KEY=xnd_public_development_{rnd(ALNUM, 50)}",
          f"public key xendit yg dipasang di checkout: xnd_public_production_{rnd(ALNUM, 50)}")

    r.add("tokopedia_order_invoice",
          f"pesanan tokped {tokped_invoice()} komplain barang kurang 1",
          f"{tokped_invoice()} udh dikirim, tinggal nunggu dana masuk",
          f"retur: {tokped_invoice()}\nalasan: warna beda",
          f"invoice tokped yg dibatalin pembeli: {tokped_invoice()}",
          f"cek ya order {tokped_invoice()} sm {tokped_invoice()}, kok blm pickup")

    r.add("shopee_order_sn",
          f"no pesanan shopee {shopee_sn()} minta kirim hari ini",
          f"order shopee {shopee_sn()} komplain, pembeli minta refund",
          f"Shopee: {shopee_sn()}, {shopee_sn()}, {shopee_sn()} -> pakai SPX",
          f"no. pesanan {shopee_sn()} (bundling 3 pcs)")

    r.add("resi_tracking_number",
          f"resi JNE {digits(16, lead=True)} paket bu Ratna",
          f"resi J&T JP{digits(10)} udh sampe Makassar",
          f"sicepat resi 00{digits(10)} tolong dicek kok lama",
          f"SPX resi SPXID0{digits(11)}",
          f"resi anteraja 1000{digits(11)} - Bpk Agus, Sidoarjo",
          f"cek resi: https://www.jne.example/tracking?awb={digits(16, lead=True)}")

    r.add("npwp_number",
          f"NPWP toko: {npwp()} (buat faktur)",
          f"npwp aku {npwp()}, dipake buat daftar PKP",
          f"NPWP Berkah Jaya\n{npwp()}\nKPP Pratama Surabaya",
          f"tolong cantumin npwp {npwp()} di invoice ke customer korporat")

    r.add("nik_example",
          f"contoh format NIK buat form pendaftaran reseller: {nik()} (cuma contoh, bkn punya siapa2)",
          f"NIK dummy buat testing form: {nik()}",
          f"format NIK 16 digit, misal {nik()} — 3578 itu kode Surabaya",
          f"placeholder di form: 'Masukkan NIK, cth. {nik()}'")

    r.add("virtual_account_number",
          f"VA BCA buat bayar pesanan: 70012{digits(11)}",
          f"nomor virtual account mandiri dr midtrans {digits(16)} (expired 24 jam)",
          f"bayar tagihan xendit ke VA BNI 8808{digits(12)}",
          f"VA Permata: 8778{digits(12)} a.n. BERKAH JAYA",
          f"pembeli transfer ke VA {digits(16)} tapi blm kebaca")

    r.add("invoice_number",
          f"invoice no INV-BJ/2024/{secrets.randbelow(12) + 1:02d}/{digits(4)}",
          f"faktur pajak no seri 010.{digits(3)}-24.{digits(8)}",
          f"nota reseller #{digits(6)} blm lunas",
          f"xendit invoice id {hexs(24)}, external_id order-{digits(6)}")

    r.add("customer_voucher_code",
          f"kode voucher pelanggan: BERKAH{rnd(UPPER + DIGITS, 5)} diskon 10%, boleh disebar di IG",
          f"voucher toko shopee SBY{rnd(UPPER + DIGITS, 4)} min belanja 100rb",
          f"kasih voucher ke pelanggan setia: {rnd(UPPER + DIGITS, 8)} (gratis ongkir)",
          f"kode promo ramadhan: RAMADAN{digits(2)}{rnd(UPPER, 3)}, berlaku s/d akhir bulan",
          f"voucher tokped {rnd(UPPER + DIGITS, 10)} buat komplain pak Budi")

    r.add("bank_account_number",
          f"rekening BCA {rekening()} a.n. Sri Wahyuni (buat transfer pembeli)",
          f"norek mandiri toko 14{digits(11)} a.n. CV Berkah Jaya",
          f"transfer ke BCA {rekening()}, konfirmasi lewat WA ya kak",
          f"rek supplier kain: BRI {digits(4)}-{digits(2)}-{digits(6)}-{digits(2)}-{digits(1)} a.n. Hj. Aminah")

    r.add("phone_number",
          f"WA admin toko {hp()}",
          f"kurir JNE langganan: mas Dani {hp()}",
          f"no supplier plastik {hp()} (bu Lilik)",
          f"CS shopee toko +62{hp()[1:]}",
          f"hp reseller Malang {hp()}, reseller Gresik {hp()}")

    r.add("payment_transaction_id",
          f"midtrans transaction_id {uid()} status settlement",
          f"order_id midtrans ORDER-{digits(10)}-{hexs(4)}, gross 250000",
          f"xendit payment id {hexs(24)} udh paid",
          f"ref transfer BCA {digits(14)} tgl 12/05")

    r.add("qris_merchant_id",
          f"NMID QRIS toko: ID{digits(13)}",
          f"QRIS kasir depan NMID ID{digits(13)}, TID A{digits(7)}",
          f"merchant id QRIS dari BCA: {digits(15)} (tercetak di stiker)",
          f"QRIS statis toko, NMID ID{digits(13)} boleh dikirim ke pembeli buat bayar")

    r.add("marketplace_shop_id",
          f"shop id shopee {digits(9, lead=True)}",
          f"tokopedia shop_id {digits(8, lead=True)}, fs_id {digits(5, lead=True)}",
          f"link toko: https://shopee.example/shop/{digits(9, lead=True)}",
          f"ID toko tiktok shop {digits(19, lead=True)}")

    r.add("product_sku",
          f"SKU gamis {rnd(UPPER + DIGITS, 10)} stok tinggal 4",
          f"sku BJ-{rnd(UPPER + DIGITS, 6)}-XL warna mocca",
          f"barcode kerudung {ean13('899')}",
          f"item_id shopee {digits(11, lead=True)} model_id {digits(11, lead=True)}")

    r.add("password_policy_talk",
          "ingetin aku ganti password tokped & shopee tiap 3 bulan ya",
          "password baru minimal 8 karakter, ada huruf besar sm angka, kata shopee",
          "PIN DANA sm OVO jgn sama, td dikasih tau CS",
          "karyawan baru jgn dikasih password seller, bikin akun admin terpisah aja",
          "klo lupa PIN KeyBCA harus ke cabang bawa KTP & buku tabungan")

    r.add("secret_location_reference",
          "pin brankas ada di buku catatan item di laci meja atas",
          "password wifi tanya kasir aja ya",
          "server key midtrans udh disimpen di .env server, gak usah dicatat di sini",
          "semua password toko ada di Bitwarden, folder 'Toko'",
          "KeyBCA disimpen di brankas, pin cuma aku yg tau")

    r.add("masked_value",
          f"kartu kredit berakhiran {digits(4)} udh diblokir",
          f"rekening BCA ****{digits(4)} yg dipake buat pencairan",
          f"server key midtrans: Mid-server-****{rnd(ALNUM, 4)} (udh di-rotate)",
          f"PIN: ******, xendit key: xnd_production_****...{rnd(ALNUM, 4)}",
          f"HP terdaftar di DANA 0812****{digits(4)}")

    r.add("secret_env_reference",
          "MIDTRANS_SERVER_KEY: ${{ secrets.MIDTRANS_SERVER_KEY }}",
          "XENDIT_SECRET_KEY=${XENDIT_SECRET_KEY}",
          "whatsapp token diambil dr env WHATSAPP_TOKEN, jgn di-hardcode",
          "jne api key baca dari vault: secret/toko/jne#api_key",
          "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: toko-db\n        key: password")

    r.add("otp_pin_settings",
          "OTP tokped berlaku 5 menit, maks 3x kirim ulang",
          "PIN OVO harus 6 digit angka, gak boleh urut",
          "KeyBCA APPLI 1 = respon 8 digit, APPLI 2 buat transfer",
          "session midtrans dashboard timeout 30 menit",
          "batas salah PIN DANA 3x lalu terkunci 1 jam")

    r.add("webhook_url",
          "notification URL midtrans: https://tokosby.example/api/midtrans/notify",
          "callback xendit ke https://tokosby.example/webhook/xendit",
          "webhook WA: https://bot.tokosby.example/wa/webhook (verify token ada di env)",
          f"finish redirect url: https://tokosby.example/order/{uid()}/selesai")

    r.add("whatsapp_business_ids",
          f"WABA ID {digits(15, lead=True)}, phone number id {digits(15, lead=True)}",
          f"meta app id WA toko: {digits(16, lead=True)}",
          f"template WA 'pesanan_dikirim' id {digits(16, lead=True)} status APPROVED",
          f"business manager id {digits(15, lead=True)}")

    r.add("file_checksum",
          f"backup db toko tgl 1 sha256: {hexs(64)}",
          f"md5 file katalog.pdf {hexs(32)}",
          f"commit terakhir web toko {hexs(40)} (kata mas dev udh deploy)",
          f"docker image toko-web@sha256:{hexs(64)}")

    r.add("ssh_public_key",
          f"public key laptop aku buat ditaruh di server: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} cici@laptop",
          f"kirim ke mas dev public key ini:\nssh-rsa {ssh_pub('ssh-rsa', 256)} kasir@toko",
          f"authorized_keys server toko:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} deploy@tokosby",
          f"fingerprint key server: SHA256:{rnd(ALNUM + '+/', 43)}")

    r.add("tracking_url_with_id",
          f"link lacak paket: https://biteship.example/lacak/{hexs(24)}",
          f"link pembayaran xendit https://checkout.xendit.example/web/{hexs(24)}",
          f"link snap midtrans https://app.midtrans.example/snap/v4/redirection/{uid()}",
          f"link invoice pdf: https://tokosby.example/invoice/{uid()}.pdf")

    r.add("product_barcode_and_serial",
          f"IMEI HP toko {digits(15, lead=True)}",
          f"SN printer thermal {rnd(UPPER + DIGITS, 12)}",
          f"serial number KeyBCA 0{digits(9)} (buat lapor kalo rusak)",
          f"mac address printer label {':'.join(rnd(HEX, 2) for _ in range(6)).upper()}")

    r.add("client_ids_public",
          f"google client id login web toko: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"facebook pixel id {digits(15, lead=True)}",
          f"GA4 measurement id G-{rnd(UPPER + DIGITS, 10)}",
          f"tiktok pixel {rnd(UPPER + DIGITS, 20)}")

    r.add("shipping_booking_code",
          f"kode booking pickup JNE {rnd(UPPER + DIGITS, 10)}",
          f"kode booking J&T {rnd(UPPER + DIGITS, 12)} buat dikasih ke kurir",
          f"kode pengiriman tokped (kurir rekomendasi) {rnd(UPPER + DIGITS, 9)}",
          f"no manifest sicepat {digits(12)}")

    r.add("ip_and_hostnames",
          "server web toko di 10.0.0.12, db di db.tokosby.internal port 3306",
          f"whitelist IP xendit callback: 52.89.{secrets.randbelow(250)}.{secrets.randbelow(250)}",
          "cctv bisa dibuka di http://192.168.1.64 dari wifi toko",
          f"domain toko tokosby.example, nameserver ns1.acme.test, ns2.acme.test, id domain {digits(9)}")

    r.add("tax_and_business_ids",
          f"NIB toko {digits(13, lead=True)}",
          f"nomor SIUP lama 503/{digits(4)}/436.7.17/2019",
          f"nomor PKP S-{digits(4)}PKP/WPJ.11/KP.{digits(4)}/2023",
          f"kode KBLI 47911 (perdagangan eceran online), NIB {digits(13, lead=True)}")

    r.add("xendit_public_key",
          f"kata CS xendit public key boleh di frontend: xnd_public_development_{rnd(ALNUM, 50)}",
          "secret key xendit gak pernah ditaruh di aplikasi HP, cuma public key")

    r.add("jne_customer_info",
          f"kode cabang JNE asal SUB10000, tujuan CGK10000, berat 1 kg, ongkir REG Rp{secrets.randbelow(20) + 10}.000",
          f"no pelanggan JNE (buat cetak resi COD) {digits(8, lead=True)}",
          "api key JNE disimpen di env JNE_API_KEY di server, username TOKOSBY",
          f"JNE JOB number {digits(4)}-{digits(6)} buat pickup sore")

    r.add("wifi_network_info",
          "SSID wifi toko: BerkahJaya_5G dan BerkahJaya_2G, pw nya tanya Cici",
          f"wifi gudang pake channel 6, MAC router {':'.join(rnd(HEX, 2) for _ in range(6)).upper()}",
          "password wifi diganti tiap awal bulan, yg baru ditempel di balik kasir",
          f"indihome no pelanggan {digits(12, lead=True)} buat lapor gangguan")

    r.add("generated_ids_misc",
          f"id tiket CS shopee #{digits(10)}",
          f"komplain tokped tiket {rnd(UPPER + DIGITS, 10)}",
          f"id campaign iklan shopee {digits(12, lead=True)}",
          f"request id dr support midtrans {uid()}",
          f"no antrian klaim asuransi paket JNE {rnd(UPPER + DIGITS, 8)}")

    return r


def main() -> None:
    write_corpora("make_heldout244.py", [
        ("heldout244_credentials.yaml", credentials(), "Held-out batch 244: credentials of a Surabaya online seller writing casual Indonesian (marketplace passwords, Midtrans/Xendit keys, BCA/DANA/OVO PINs, WhatsApp token, JNE key)"),
        ("heldout244_lookalikes.yaml", lookalikes(), "Held-out batch 244: look-alikes of a Surabaya online seller (Midtrans client keys, order ids, resi, NPWP, example NIK, virtual accounts, invoices, vouchers, bank accounts, phone numbers)"),
    ])


if __name__ == "__main__":
    main()
