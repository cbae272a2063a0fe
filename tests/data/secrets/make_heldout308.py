# ruff: noqa: E501
"""Writes heldout308_credentials.yaml and heldout308_lookalikes.yaml: held-out batch 308.

Persona: a freelance mobile app developer in Yogyakarta who writes his notes in Indonesian
mixed with Javanese words and casual slang (gw, lu, udh, bgt). He keeps the Midtrans and
Xendit server/secret keys of his clients, the Google Play service-account JSON, the App Store
Connect API .p8 key, Android keystore and key passwords, Firebase Admin credentials, the
OneSignal REST API key, his BCA and Mandiri mobile banking PINs and passwords, his GoPay and
OVO PINs and the boarding-house (kos) Wi-Fi; beside them sit many look-alikes: Midtrans
client keys (public), NPWP numbers, order ids, resi (shipping) tracking numbers, package
names, Play Console app ids, version codes, SHA-1 certificate fingerprints and the Firebase
web config (public).

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    basic,
    digits,
    epoch,
    groups,
    hexs,
    jwt,
    mac,
    openssh_private,
    pem,
    pick,
    pod_name,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

BASE32_LOWER = LOWER + "234567"


def mid_server(sandbox: bool = False) -> str:
    return f"{'SB-' if sandbox else ''}Mid-server-{rnd(URLSAFE, 24)}"


def mid_client(sandbox: bool = False) -> str:
    return f"{'SB-' if sandbox else ''}Mid-client-{rnd(URLSAFE, 16)}"


def xnd_secret(env: str = "production") -> str:
    return f"xnd_{env}_{rnd(ALNUM, 60)}"


def xnd_public(env: str = "production") -> str:
    return f"xnd_public_{env}_{rnd(ALNUM, 60)}"


def pin6() -> str:
    while True:
        p = digits(6)
        if len(set(p)) >= 4:
            return p


def human_pw() -> str:
    return pick(
        f"{pick('Merapi', 'Malioboro', 'Gudeg', 'Tugu', 'Prambanan', 'Kaliurang')}{pick('@', '#', '_', '!')}{digits(4)}",
        f"{pick('sambel', 'wedang', 'bakpia', 'angkringan', 'kopijos')}{pick('Pedes', 'Jahe', 'Enak', 'Uwenak')}{digits(3)}{pick('!', '$', '*')}",
        pw(),
    )


def pkey() -> str:
    return pem("PRIVATE KEY", pick(16, 20, 22))


def p8() -> str:
    return pem("PRIVATE KEY", 3)


def asc_key_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def sa_json(project: str, who: str = "play-publisher", indent: int | None = 2) -> str:
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": pkey() + "\n",
        "client_email": f"{who}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
        "token_uri": "https://oauth2.googleapis.com/token",
    }, indent=indent)


def fcm_legacy() -> str:
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def onesignal_old() -> str:
    return b64(uid().encode())


def onesignal_new() -> str:
    return f"os_v2_app_{rnd(BASE32_LOWER, 113)}"


def sha1_fp() -> str:
    return ":".join(groups(secrets.token_hex(20).upper(), 2).split())


def sha256_fp() -> str:
    return ":".join(groups(secrets.token_hex(32).upper(), 2).split())


def npwp() -> str:
    d = digits(15, lead=True)
    return f"{d[:2]}.{d[2:5]}.{d[5:8]}.{d[8]}-{d[9:12]}.{d[12:]}"


def play_id() -> str:
    return "4" + digits(18)


def firebase_api_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def firebase_app_id(platform: str) -> str:
    return f"1:{digits(12, lead=True)}:{platform}:{hexs(16 if platform != 'web' else 22)}"


def supabase_jwt(role: str) -> str:
    iat = epoch()
    return jwt({"iss": "supabase", "ref": rnd(LOWER, 20), "role": role, "iat": iat, "exp": iat + 315_360_000})


def credentials() -> Rows:
    r = Rows()

    r.add(
        "midtrans_server_key",
        f"Midtrans sandbox project Kopi Senja: server key {mid_server(True)} — cuma buat backend, jgn ditaruh di app flutter ya",
        f"env backend toko Batik Laras (produksi)\nMIDTRANS_SERVER_KEY={mid_server()}\nMIDTRANS_IS_PRODUCTION=true",
        f"server key midtrans prod klien laundry: {mid_server()} (udh aktif sejak go-live 12 Maret)",
        f"cek status transaksi:\ncurl -u {mid_server(True)}: https://api.sandbox.midtrans.acme.test/v2/KS-0192/status\ninget titik dua di belakang key-ne",
        f"header buat midtrans prod udh tak encode:\nAuthorization: Basic {basic(mid_server(), '')}",
    )

    r.add(
        "xendit_secret_key",
        f"Xendit secret key dev (test mode) Sate Klathak POS: {xnd_secret('development')}",
        f"# .env.production laundry-resik\nXENDIT_SECRET_KEY={xnd_secret()}\nXENDIT_BASE_URL=https://pay.laundry-resik.example",
        f"key xendit live punya klien, permission money-in write: {xnd_secret()}",
        f"tolong simpen: xendit sk test -> {xnd_secret('development')}, yg live durung digawe",
        f"snippet python invoice:\nimport xendit\nxendit.api_key = \"{xnd_secret()}\"",
    )

    r.add(
        "xendit_callback_token",
        f"Callback verification token Xendit (header x-callback-token): {rnd(ALNUM, 48)}",
        f"webhook xendit prod kopi senja -> token verif = {rnd(ALNUM, 48)}",
        f"XENDIT_CALLBACK_TOKEN={rnd(ALNUM, 48)}",
        f"token callback xendit staging, dicocokke karo header x-callback-token nek request masuk: {rnd(ALNUM, 48)}",
    )

    r.add(
        "play_service_account_json",
        f"play-publisher.json (upload ke play console via fastlane supply):\n{sa_json('batik-laras')}",
        f"private_key dari service account play console kopi senja, sisane iso digawe ulang:\n{pkey()}",
        f"one-liner buat secret CI: {sa_json('laundry-resik', 'ci-upload', None)}",
        f"GOOGLE_PLAY_JSON_KEY (base64) buat Codemagic, app absensi SMK:\n{b64(sa_json('absensi-smk', 'codemagic', None).encode())}",
    )

    escaped_p8 = p8().replace("\n", "\\n")
    r.add(
        "app_store_connect_p8_key",
        f"AuthKey_{asc_key_id()}.p8 isine:\n{p8()}",
        f"ASC API key buat fastlane (akun dev gw): key_id {asc_key_id()}, issuer_id {uid()}, key:\n{p8()}",
        json.dumps({"key_id": asc_key_id(), "issuer_id": uid(), "key": p8(), "in_house": False}, indent=2),
        f"APP_STORE_CONNECT_PRIVATE_KEY=\"{escaped_p8}\"\nAPP_STORE_CONNECT_KEY_IDENTIFIER={asc_key_id()}",
    )

    r.add(
        "android_keystore_password",
        f"android/key.properties kopi senja:\nstorePassword={human_pw()}\nkeyPassword={human_pw()}\nkeyAlias=upload\nstoreFile=../upload-keystore.jks",
        f"pw keystore upload-keystore.jks: {human_pw()}  alias upload, key pw podo",
        f"keystore klien batik — store pass {human_pw()} / key pass {human_pw()}",
        f"signingConfigs {{\n  release {{\n    storeFile file('release.jks')\n    storePassword '{human_pw()}'\n    keyAlias 'laundry'\n    keyPassword '{human_pw()}'\n  }}\n}}",
        f"keytool -list -v -keystore release.jks -alias absensi -storepass {human_pw()}",
        f"Keystore lawas (app absensi 2021) passwordnya {human_pw()} — JANGAN ILANG, nek ilang ra iso update app",
    )

    escaped_key = pkey().replace("\n", "\\n")
    r.add(
        "firebase_admin_credentials",
        f"firebase-adminsdk kos-finder:\n{sa_json('kos-finder-jogja', 'firebase-adminsdk-' + rnd(LOWER + DIGITS, 5))}",
        f"env vercel buat notif server:\nFIREBASE_PROJECT_ID=kopi-senja-app\nFIREBASE_CLIENT_EMAIL=firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@kopi-senja-app.iam.gserviceaccount.com\nFIREBASE_PRIVATE_KEY=\"{escaped_key}\\n\"",
        f"admin.initializeApp({{\n  credential: admin.credential.cert({{\n    projectId: 'sate-klathak-pos',\n    clientEmail: 'firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@sate-klathak-pos.iam.gserviceaccount.com',\n    privateKey: `{pkey()}`,\n  }}),\n}});",
        f"FIREBASE_SERVICE_ACCOUNT_B64={b64(sa_json('batik-laras', 'firebase-adminsdk-x1', None).encode())}",
    )

    r.add(
        "fcm_legacy_server_key",
        f"server key FCM lama (legacy, sebelum migrasi ke HTTP v1): {fcm_legacy()}",
        f"test push pake postman:\nPOST https://push.acme.test/fcm/send\nAuthorization: key={fcm_legacy()}",
        f"fcm key app ojol kampus {fcm_legacy()}",
        f"Cloud Messaging > Server key (project laundry): {fcm_legacy()}  — mengko dihapus nek v1 wis jalan",
    )

    r.add(
        "onesignal_rest_api_key",
        f"OneSignal REST API key app Kopi Senja: {onesignal_old()}",
        f"curl kirim notif:\ncurl -X POST https://onesignal.acme.test/api/v1/notifications -H \"Authorization: Basic {onesignal_old()}\"",
        f"ONESIGNAL_APP_ID={uid()}\nONESIGNAL_REST_API_KEY={onesignal_new()}",
        f"onesignal app id {uid()} (iki gpp publik) tp rest key-nya {onesignal_new()} jgn disebar",
        f"key onesignal baru (yg lama udh gw revoke): Authorization: Key {onesignal_new()}",
    )

    r.add(
        "bca_mobile_pin",
        f"PIN m-BCA: {pin6()}",
        f"m-BCA kode akses {rnd(LOWER + DIGITS, 6)}, pin transaksi {pin6()}",
        f"BCA mobile — pin {pin6()}. ojo lali lho",
        f"pin bca gw ganti jd {pin6()}",
        f"mbca: akses {rnd(LOWER + DIGITS, 6)} / pin {pin6()}",
    )

    r.add(
        "bca_internet_banking_login",
        f"KlikBCA user id BAYUPRAT{digits(4)} PIN {pin6()}",
        f"myBCA login: bayu.dev / {human_pw()}",
        f"myBCA password baru {human_pw()} (ganti tgl 3, yg lama kena reset)",
        f"klikbca individu -> userid: bayupratama{digits(2)}, pin: {pin6()}",
    )

    r.add(
        "mandiri_livin_pin",
        f"PIN Livin' Mandiri {pin6()}",
        f"livin pin: {pin6()} (beda sm pin atm ya)",
        f"Mandiri — PIN Livin {pin6()}, PIN ATM {digits(6)}",
        f"pin livin by mandiri gw {pin6()}",
        f"mandiri pin transaksi = {pin6()}",
    )

    r.add(
        "mandiri_login_password",
        f"Livin' Mandiri login: username bayupr{digits(3)}, password {human_pw()}",
        f"pw livin {human_pw()}",
        f"Mandiri internet banking (Kopra buat rekening usaha) user BAYU{digits(3)} pass {human_pw()}",
        f"password livin udh diganti jadi {human_pw()}, catet sini biar ga lali",
    )

    r.add(
        "gopay_pin",
        f"PIN GoPay: {pin6()}",
        f"gopay pin {pin6()}",
        f"pin gojek/gopay gw {pin6()} — ojo dikandhani sopo2",
        f"GoPay PIN baru {pin6()} (abis hp ilang kmrn)",
        f"gopay = {pin6()}",
    )

    r.add(
        "ovo_pin",
        f"OVO security code: {pin6()}",
        f"ovo pin {pin6()}",
        f"kode keamanan OVO {pin6()}",
        f"OVO: pin {pin6()} (hp lama), skrg pake yg sama",
        f"pin ovo gw {pin6()} bgt penting",
    )

    r.add(
        "dana_pin",
        f"PIN DANA {pin6()}",
        f"dana pin: {pin6()}",
        f"e-wallet: DANA {pin6()}, ShopeePay {pin6()}",
        f"pin dana buat bayar listrik kos {pin6()}",
    )

    r.add(
        "kos_wifi_password",
        f"wifi kos Pak Harjo: SSID Kos_Harjo_Lt2, pw {rnd(LOWER + DIGITS, 10)}",
        f"password wifi kos: {pick('kosmawar', 'wismaayu', 'pondokmelati')}{digits(4)}",
        f"WIFI:T:WPA;S:KosAnggrek_5G;P:{rnd(ALNUM, 12)};;",
        f"wifi kos ganti lg (bu kos ganti tiap bulan): {pick('Anggrek', 'Melati', 'Kenanga')}{digits(3)}{pick('!', '#', '')}",
        f"SSID: IndiHome-Kos{digits(2)}\npass: {rnd(LOWER + DIGITS, 8)}",
        f"wifi kos lt 1 -> {rnd(ALNUM, 10)}, lt 2 -> {rnd(ALNUM, 10)}",
    )

    r.add(
        "github_token",
        f"github PAT buat pull repo klien di server: ghp_{rnd(ALNUM, 36)}",
        f"GH_TOKEN=github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"token github (fine-grained, repo batik-laras aja): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://bayudev:ghp_{rnd(ALNUM, 36)}@github.acme.test/bayudev/kopi-senja.git",
    )

    r.add(
        "expo_access_token",
        f"EXPO_TOKEN={rnd(URLSAFE, 40)}",
        f"token expo robot user (eas build di CI): {rnd(URLSAFE, 40)}",
        f"expo access token app kos finder -> {rnd(URLSAFE, 40)}",
        f"eas: export EXPO_TOKEN={rnd(URLSAFE, 40)} sebelum eas submit",
    )

    r.add(
        "supabase_service_role_key",
        f"SUPABASE_SERVICE_ROLE_KEY={supabase_jwt('service_role')}",
        f"supabase kos finder service role (BYPASS RLS, server only!!): {supabase_jwt('service_role')}",
        f"service_role key supabase absensi: {supabase_jwt('service_role')}",
        f"edge function env:\nSUPABASE_URL=https://{rnd(LOWER, 20)}.supabase.acme.test\nSERVICE_KEY={supabase_jwt('service_role')}",
    )

    r.add(
        "database_url_password",
        f"DATABASE_URL=postgresql://postgres:{rnd(ALNUM, 16)}@db.kopi-senja.internal:5432/postgres",
        f"mysql laundry di vps: mysql -h 10.0.3.4 -u laundry -p'{human_pw()}' laundry_prod",
        f"mongodb+srv://satepos:{rnd(ALNUM, 14)}@cluster0.acme.test/pos?retryWrites=true",
        f"db batik: host db.batik-laras.internal user batik_app pass {human_pw()}",
        f"redis://default:{rnd(ALNUM, 24)}@cache.kos-finder.internal:6379",
    )

    r.add(
        "vps_ssh_private_key",
        f"key ssh vps jogja (root@103.x), id_ed25519:\n{openssh_private()}",
        f"deploy key CI ke vps laundry:\n{openssh_private()}",
        f"SSH_PRIVATE_KEY github actions kopi senja\n{openssh_private()}",
        f"id_rsa lama buat server klien batik (masih dipake):\n{pem('RSA PRIVATE KEY', 12)}",
    )

    r.add(
        "gmail_app_password",
        f"app password email buat SMTP laporan laundry: {app_password()}",
        f"SMTP_USER=noreply@laundry-resik.example\nSMTP_PASS={app_password().replace(' ', '')}",
        f"sandi aplikasi google (thunderbird di laptop): {app_password()}",
        f"app pw gmail bisnis -> {app_password()}",
    )

    r.add(
        "apple_app_specific_password",
        f"app-specific password Apple ID (altool/transporter): {'-'.join(rnd(LOWER, 4) for _ in range(4))}",
        f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={'-'.join(rnd(LOWER, 4) for _ in range(4))}",
        f"apple id dev bayu.dev@mail.example, app pw: {'-'.join(rnd(LOWER, 4) for _ in range(4))}",
        f"Apple ID password (akun developer, 2FA di iphone): {human_pw()}",
    )

    r.add(
        "telegram_bot_token",
        f"bot telegram notif order kopi senja: {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"TELEGRAM_BOT_TOKEN={digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"bot alert server (BotFather): token {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"https://tg.acme.test/bot{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}/sendMessage?chat_id=-100{digits(10)}",
    )

    r.add(
        "fonnte_whatsapp_token",
        f"token Fonnte (WA gateway laundry): {rnd(ALNUM, 20)}",
        f"FONNTE_TOKEN={rnd(ALNUM, 20)}",
        f"curl -H \"Authorization: {rnd(ALNUM, 20)}\" -d target=08xx -d message=test https://wa.acme.test/send",
        f"wa gateway device 2 (nomer cadangan) token = {rnd(ALNUM + '!@#', 20)}",
    )

    r.add(
        "cpanel_hosting_password",
        f"cPanel hosting batik-laras.example -> user batikla{digits(2)} pw {human_pw()}",
        f"login cpanel niaga: bayudev / {human_pw()}",
        f"FTP hosting klien: ftp.kopi-senja.example user ks_ftp pass {rnd(ALNUM + '!#%', 14)}",
        f"hosting lama (mau pindah vps): cpanel pw {human_pw()}, whm root {rnd(ALNUM, 16)}",
    )

    r.add(
        "fastlane_match_password",
        f"MATCH_PASSWORD={human_pw()}",
        f"passphrase fastlane match (repo certs): {human_pw()}",
        f"match decrypt pw iOS kopi senja {rnd(ALNUM, 18)}",
        f"fastlane match -> git repo certificates.git, password: {human_pw()}",
    )

    r.add(
        "revenuecat_secret_key",
        f"RevenueCat secret API key (v1, server): sk_{rnd(ALNUM, 32)}",
        f"REVENUECAT_SECRET=sk_{rnd(ALNUM, 32)}",
        f"revenuecat: public key app goog_{rnd(ALNUM, 27)} (gpp), secret sk_{rnd(ALNUM, 32)} (jgn!)",
        f"webhook revenuecat auth header: Bearer {rnd(ALNUM, 32)}",
    )

    r.add(
        "cloudflare_api_token",
        f"cloudflare api token (edit DNS zone batik-laras.example): {rnd(URLSAFE, 40)}",
        f"CF_API_TOKEN={rnd(URLSAFE, 40)}",
        f"token cloudflare buat certbot dns: dns_cloudflare_api_token = {rnd(URLSAFE, 40)}",
        f"Cloudflare Global API key (akun bayu): {hexs(37)}",
    )

    r.add(
        "google_recovery_codes",
        "backup codes akun google dev:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(10)),
        "kode cadangan google (buat login nek hp ilang): " + ", ".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
        "github recovery codes:\n" + "\n".join(f"{hexs(5)}-{hexs(5)}" for _ in range(8)),
        "kode pemulihan apple id: " + "-".join(rnd(UPPER + DIGITS, 4) for _ in range(7)),
    )

    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}",
        f"token sentry buat upload sourcemap flutter: sntryu_{hexs(64)}",
        f"sentry-cli auth token (lama): {hexs(64)}",
        f"sentry.properties:\ndefaults.org=bayu-dev\ndefaults.project=kopi-senja\nauth.token=sntryu_{hexs(64)}",
    )

    r.add(
        "codemagic_api_token",
        f"codemagic api token: {rnd(URLSAFE, 43)}",
        f"CM_API_TOKEN={rnd(URLSAFE, 43)}",
        f"x-auth-token codemagic (trigger build dr script): {rnd(URLSAFE, 43)}",
        f"token codemagic team klien batik {rnd(URLSAFE, 43)}",
    )

    r.add(
        "laptop_login_password",
        f"password laptop (thinkpad): {human_pw()}",
        f"macbook mini login: bayu / {human_pw()}",
        f"pw user windows PC rumah {human_pw()}, pin hello {digits(6)}",
        f"passphrase luks laptop linux: {' '.join(pick('gudeg', 'wedang', 'jahe', 'merapi', 'sepur', 'becak', 'tugu', 'lampu', 'kali', 'kebo', 'ronde') for _ in range(5))}",
    )

    r.add(
        "router_admin_password",
        f"admin router kos (192.168.1.1): admin / {rnd(ALNUM, 10)}",
        f"ZTE indihome superadmin pw {rnd(ALNUM, 12)}",
        f"router tp-link kamar: user admin pass {human_pw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "midtrans_client_key",
        f"Midtrans client key sandbox (aman ditaruh di app, buat Snap): {mid_client(True)}",
        f"MIDTRANS_CLIENT_KEY={mid_client()}  # publik, dipake di snap.js frontend",
        f"<script src=\"https://app.midtrans.acme.test/snap/snap.js\" data-client-key=\"{mid_client()}\"></script>",
        f"client key midtrans kopi senja: {mid_client()} (yg server key ada di 1Password vault Klien)",
        f"flutter midtrans sdk init: clientKey: '{mid_client(True)}', merchantBaseUrl: 'https://api.kopi-senja.example/'",
    )

    r.add(
        "xendit_public_key",
        f"Xendit public key (buat tokenisasi kartu di frontend, gpp publik): {xnd_public('development')}",
        f"XENDIT_PUBLIC_KEY={xnd_public()}",
        f"xendit.js setPublishableKey('{xnd_public()}')",
        f"public key xendit laundry {xnd_public('development')} — secret key-ne di env server aja",
    )

    r.add(
        "npwp_number",
        f"NPWP gw {npwp()} (buat invoice klien korporat)",
        f"npwp: {npwp()}",
        f"faktur ke PT Batik Laras, NPWP {npwp()}, alamat Jl. Tirtodipuran",
        f"NPWP klien kopi senja {npwp()} — minta dicantumin di kwitansi",
        f"data pajak: NPWP {npwp()}, KPP Pratama Yogyakarta",
    )

    r.add(
        "midtrans_order_id",
        f"order id yg gagal settle: KS-{digits(8)}-{rnd(UPPER + DIGITS, 6)}",
        f"transaction_id midtrans {uid()} status pending terus, cek besok",
        f"refund order BTK-{digits(6)} (transaction id {uid()}) — klien minta dibalikin",
        f"order_id: LDR-2024{digits(4)}-{digits(3)}, gross_amount 45000, status settlement",
        f"midtrans dashboard -> transaksi {uid()} kena fraud challenge, approve manual",
    )

    r.add(
        "xendit_invoice_id",
        f"invoice xendit {hexs(24)} expired, bikin ulang",
        f"external_id: sate-{digits(10)}  invoice id: {hexs(24)}",
        f"https://checkout.xendit.acme.test/web/{hexs(24)} link bayar klien",
        f"VA Xendit id {hexs(24)} masuk tp webhook telat",
    )

    r.add(
        "resi_tracking_number",
        f"resi JNE paket casing hp: {digits(16, lead=True)}",
        f"J&T resi JP{digits(10)} — kirim devkit ke klien",
        f"sicepat {digits(12)} (kabel usb-c)",
        f"resi shopee xpress SPXID0{digits(11)}",
        f"AnterAja 1000{digits(11)}, cek besok mlm",
        f"no resi pos: P{digits(10)}YOG",
    )

    r.add(
        "app_package_name",
        f"package name app: id.kopisenja.app (applicationId), iOS bundle id id.kopisenja.ios, build {digits(3, lead=True)}",
        "applicationId \"com.batiklaras.shop\"\nnamespace \"com.batiklaras.shop\"",
        f"absensi smk: id.sch.smkn{digits(1, lead=True)}.absensi — jgn diganti, nanti dianggap app baru",
        "laundry: com.resik.laundry.customer & com.resik.laundry.kurir",
    )

    r.add(
        "play_console_app_id",
        f"play console kopi senja: https://play.google.acme.test/console/u/0/developers/{play_id()}/app/{play_id()}/app-dashboard",
        f"developer account id {play_id()}",
        f"app id play console batik {play_id()}",
        f"apple app id (ASC) {digits(10, lead=True)}, team id {rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "version_code",
        f"versionCode {digits(3, lead=True)} / versionName 2.{secrets.randbelow(9)}.{secrets.randbelow(20)} udh rilis",
        f"pubspec: version: 1.{secrets.randbelow(9)}.{secrets.randbelow(9)}+{digits(3, lead=True)}",
        f"build number iOS {digits(4, lead=True)} ditolak review (guideline 4.2)",
        f"version code terakhir di internal testing = {digits(8, lead=True)} (format yyMMddNN)",
    )

    r.add(
        "sha1_cert_fingerprint",
        f"SHA-1 upload key kopi senja: {sha1_fp()} (daftarin di firebase buat google sign in)",
        f"app signing key certificate SHA1 {sha1_fp()}",
        f"debug keystore sha1: {sha1_fp()}",
        f"sha1 release batik {sha1_fp().replace(':', '').lower()}",
        f"./gradlew signingReport -> SHA1: {sha1_fp()}",
    )

    r.add(
        "sha256_cert_fingerprint",
        f"SHA-256 buat assetlinks.json: {sha256_fp()}",
        json.dumps([{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "id.kopisenja.app", "sha256_cert_fingerprints": [sha256_fp()]}}], indent=2),
        f"sha256 app signing (dr play console): {sha256_fp()}",
        f"fingerprint sertifikat upload SHA256 {sha256_fp()}",
    )

    r.add(
        "firebase_web_config",
        f"firebase config web kopi senja (publik kok):\nconst firebaseConfig = {{\n  apiKey: \"{firebase_api_key()}\",\n  authDomain: \"kopi-senja-app.firebaseapp.com\",\n  projectId: \"kopi-senja-app\",\n  storageBucket: \"kopi-senja-app.appspot.com\",\n  messagingSenderId: \"{digits(12, lead=True)}\",\n  appId: \"{firebase_app_id('web')}\",\n  measurementId: \"G-{rnd(UPPER + DIGITS, 10)}\"\n}};",
        f"google-services.json: project_number {digits(12, lead=True)}, mobilesdk_app_id {firebase_app_id('android')}, current_key {firebase_api_key()}",
        f"firebase_options.dart android appId '{firebase_app_id('android')}', ios appId '{firebase_app_id('ios')}'",
        f"FIREBASE_API_KEY web (restricted ke domain batik-laras.example) {firebase_api_key()}",
        f"measurement id GA4 kopi senja G-{rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "onesignal_app_id",
        f"OneSignal App ID kopi senja: {uid()}",
        f"OneSignal.initialize(\"{uid()}\");",
        f"onesignal app id laundry {uid()} (rest key di env server)",
        f"player id hp testing gw {uid()}",
    )

    r.add(
        "asc_key_reference",
        f"ASC API key id {asc_key_id()}, issuer {uid()} — file .p8 nya di 1Password, bukan di repo",
        f"fastlane Appfile: app_identifier \"id.kopisenja.ios\", team_id \"{rnd(UPPER + DIGITS, 10)}\"",
        f"key ASC lama {asc_key_id()} udh di-revoke tgl 14, ganti yg baru",
        "AuthKey_*.p8 masuk .gitignore, jgn sampe ke-commit lg kyk kmrn",
    )

    r.add(
        "service_account_email",
        f"service account play: play-publisher@batik-laras.iam.gserviceaccount.com (client id {digits(21, lead=True)}) — kasih role Release Manager",
        "firebase-adminsdk-x1@kopi-senja-app.iam.gserviceaccount.com perlu ditambah role Cloud Messaging Admin",
        f"key id service account yg udh gw hapus: {hexs(40)}",
        "JSON key play publisher disimpen di Bitwarden, folder 'Klien - Batik'",
    )

    r.add(
        "keystore_reference",
        "key.properties JANGAN di-commit, udh masuk .gitignore; passwordnya di Bitwarden 'Keystore Kopi Senja'",
        "storeFile=../upload-keystore.jks\nkeyAlias=upload\nstorePassword=${KEYSTORE_PASSWORD}\nkeyPassword=${KEY_PASSWORD}",
        "backup upload-keystore.jks di gdrive folder Klien/KopiSenja/signing + flashdisk merah",
        "play app signing aktif, jadi nek upload key ilang iso minta reset ke google (butuh 2-3 hari)",
    )

    r.add(
        "ci_secret_reference",
        "env:\n  MIDTRANS_SERVER_KEY: ${{ secrets.MIDTRANS_SERVER_KEY }}\n  XENDIT_SECRET_KEY: ${{ secrets.XENDIT_SECRET_KEY }}",
        "codemagic env group 'play_upload': GCLOUD_SERVICE_ACCOUNT_CREDENTIALS (secure) — isi dr play-publisher.json",
        "- name: Decode keystore\n  run: echo \"${{ secrets.KEYSTORE_BASE64 }}\" | base64 -d > android/app/upload.jks",
        "firebase functions:secrets:set ONESIGNAL_KEY  (value-nya ketik manual, jgn di history)",
    )

    r.add(
        "env_example_template",
        "# .env.example\nMIDTRANS_SERVER_KEY=\nMIDTRANS_CLIENT_KEY=\nMIDTRANS_IS_PRODUCTION=false",
        "XENDIT_SECRET_KEY=xnd_development_xxxxxxxxxxxxxxxx\nXENDIT_CALLBACK_TOKEN=<isi dari dashboard>",
        "ONESIGNAL_REST_API_KEY=changeme\nONESIGNAL_APP_ID=changeme",
        "DATABASE_URL=postgresql://USER:PASSWORD@HOST:5432/DBNAME",
    )

    r.add(
        "masked_account_value",
        f"rekening BCA yg terdaftar di xendit: ******{digits(4)}",
        f"kartu debit mandiri 4617 **** **** {digits(4)} exp {secrets.randbelow(12) + 1:02d}/2{secrets.randbelow(5) + 7}",
        f"server key midtrans prod: Mid-server-****{rnd(URLSAFE, 4)} (lengkapnya di vault)",
        f"gopay terhubung ke 0812-****-{digits(4)}",
        f"xendit key terakhir: xnd_production_...{rnd(ALNUM, 4)} (cuma buat identifikasi)",
    )

    r.add(
        "password_policy_talk",
        "PIN BCA harus ganti tiap 6 bulan, pengingat Juni",
        "bu kos bilang password wifi diganti tiap tgl 1, tanya langsung ke beliau",
        "livin minta password minimal 8 karakter, huruf besar + angka; pin 6 digit ga boleh berurutan",
        "keystore password minimal 6 karakter kata keytool, tp pake yg panjang aja",
        "jgn pake pin yg sama buat gopay, ovo, dana — udh dipisah semua kmrn",
    )

    r.add(
        "secret_location_reference",
        "password wifi kos ada di kertas yg ditempel di lemari, lt 2",
        "pin atm mandiri di amplop coklat, laci meja paling bawah",
        "semua key klien (midtrans, xendit, onesignal) pindah ke 1Password vault 'Klien 2024'",
        "recovery code akun google dicetak, disimpen di map dokumen bareng ijazah",
        "master password bitwarden cuma gw yg hapal, ga usah dicatet di sini",
    )

    r.add(
        "git_commit_hash",
        f"rollback ke commit {hexs(40)} (sebelum fitur voucher)",
        f"hotfix midtrans callback ada di {hexs(7)}, cherry-pick ke release/2.3",
        f"tag v1.4.2 = {hexs(40)}",
        f"PR #{digits(2, lead=True)} merge commit {hexs(12)}",
    )

    r.add(
        "fcm_sender_and_tokens_reference",
        f"FCM sender id kopi senja {digits(12, lead=True)}",
        f"project number firebase laundry {digits(12, lead=True)}, project id laundry-resik",
        f"topic FCM: promo_jogja, order_{digits(5)}",
        "FCM HTTP v1 endpoint: https://fcm.acme.test/v1/projects/kopi-senja-app/messages:send (auth pake service account, bukan server key)",
    )

    r.add(
        "virtual_account_number",
        f"VA BCA buat bayar tagihan klien: {digits(5, lead=True)}{digits(11)}",
        f"nomor VA mandiri bill payment: biller code {digits(5)}, bill key {digits(12)}",
        f"VA BNI xendit {digits(16, lead=True)} (sekali pakai, expired 24 jam)",
        f"kode bayar indomaret {rnd(UPPER + DIGITS, 12)}",
    )

    r.add(
        "bank_account_for_payment",
        f"transfer DP ke BCA {digits(10, lead=True)} a.n. Bayu Pratama",
        f"rek Mandiri {digits(13, lead=True)} a.n. Bayu P — buat invoice",
        f"nomor rekening usaha BCA {digits(3, lead=True)}-{digits(3)}-{digits(4)} (cantumkan di invoice)",
        f"gopay / ovo buat terima bayaran: 0812{digits(8)}",
    )

    r.add(
        "console_urls_with_ids",
        f"crashlytics issue https://console.firebase.acme.test/project/kopi-senja-app/crashlytics/app/android:id.kopisenja.app/issues/{hexs(32)}",
        f"sentry issue https://sentry.acme.test/organizations/bayu-dev/issues/{digits(10, lead=True)}/?project={digits(7, lead=True)}",
        f"trello card klien batik https://trello.acme.test/c/{rnd(ALNUM, 8)}/{digits(2)}-revisi-checkout",
        f"figma kopi senja https://figma.acme.test/file/{rnd(ALNUM, 22)}/KopiSenja-v2?node-id={digits(3)}-{digits(4)}",
    )

    r.add(
        "apk_build_hash",
        f"sha256 app-release.apk v2.1.0: {hexs(64)}",
        f"md5 aab yg diupload: {hexs(32)}",
        f"build id codemagic {hexs(24)} sukses, artefak di sana",
        f"eas build id {uid()} (ios, profile production)",
    )

    r.add(
        "ssh_public_key",
        f"public key laptop, tempel di authorized_keys vps: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} bayu@thinkpad",
        f"deploy key (public) repo batik: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@codemagic",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} bayu@macmini",
        f"fingerprint host vps: SHA256:{rnd(ALNUM + '+/', 43)}",
    )

    r.add(
        "container_and_pod_names",
        f"pod api laundry restart terus: {pod_name('laundry-api')}",
        f"docker ps -> {hexs(12)}  kopisenja-backend:2.3.1  Up 3 days",
        f"container redis {hexs(12)} makan RAM, cek besok",
        f"worker notif: {pod_name('notif-worker')} OOMKilled",
    )

    r.add(
        "wifi_settings_no_password",
        f"wifi kos: SSID Kos_Harjo_Lt2, channel 6, gateway 192.168.1.1, MAC router {mac(upper=True)}",
        "SSID 5G kos: KosAnggrek_5G (password tanya mas penjaga)",
        f"IP statis laptop di kos 192.168.1.{secrets.randbelow(150) + 100}, DNS 1.1.1.1",
        "wifi kos lemot tiap malem, speedtest cuma 3 Mbps — komplain ke bu kos",
    )

    r.add(
        "referral_and_deep_link",
        f"link referral app kos finder https://kosfinder.example/r/{rnd(ALNUM, 8)}",
        f"deep link test: kopisenja://order/{uid()}",
        f"kode promo buat beta tester: SENJA{rnd(UPPER + DIGITS, 5)}",
        f"universal link batik https://batik-laras.example/p/{rnd(LOWER + DIGITS, 10)}?utm_source=wa",
    )

    r.add(
        "public_certificate",
        f"upload_certificate.pem (public, dikirim ke google buat reset upload key):\n{pem('CERTIFICATE', 10)}",
        f"sertifikat SSL api.kopi-senja.example (public chain):\n{pem('CERTIFICATE', 8)}",
        f"public key buat verifikasi webhook:\n{pem('PUBLIC KEY', 5)}",
    )

    r.add(
        "marketplace_invoice_number",
        f"invoice tokopedia beli hp test: INV/2024{digits(4)}/MPL/{digits(10, lead=True)}",
        f"no pesanan shopee {digits(2)}{rnd(UPPER + DIGITS, 12)}",
        f"invoice freelance #{digits(4)}/BP/{pick('III', 'IV', 'V', 'VI')}/2024 ke Batik Laras, Rp 7.500.000",
        f"kwitansi sewa kos no {digits(5)}, bulan Mei",
    )

    r.add(
        "supabase_anon_key",
        f"supabase anon key kos finder (publik, aman di app karena ada RLS): {supabase_jwt('anon')}",
        f"SUPABASE_ANON_KEY={supabase_jwt('anon')}",
        f"Supabase.initialize(url: 'https://{rnd(LOWER, 20)}.supabase.acme.test', anonKey: '{supabase_jwt('anon')}')",
    )

    r.add(
        "revenuecat_public_key",
        f"RevenueCat public SDK key android: goog_{rnd(ALNUM, 27)}",
        f"revenuecat ios sdk key appl_{rnd(ALNUM, 27)} (ini public, boleh di app)",
        f"Purchases.configure(PurchasesConfiguration('goog_{rnd(ALNUM, 27)}'))",
    )

    r.add(
        "rotation_and_revocation_log",
        "xendit secret key klien laundry udh di-rotate 20 Mei, yg lama dinonaktifkan",
        "FCM legacy server key dimatiin google Juni 2024 — migrasi ke HTTP v1 beres",
        "onesignal rest key diganti krn ke-push ke github public (udh revoke, repo di-private)",
        "token github expired tiap 90 hari, pengingat bikin baru akhir bulan",
    )

    r.add(
        "device_and_order_identifiers",
        f"IMEI hp testing lama {digits(15, lead=True)}",
        f"android id emulator {hexs(16)}",
        f"advertising id test device {uid()} (masukin ke admob test devices)",
        f"serial number macbook {rnd(UPPER + DIGITS, 12)} buat klaim garansi",
    )

    r.add(
        "random_looking_settings",
        f"cache buster asset web: main.{rnd(HEX, 8)}.js",
        f"midtrans snap timeout 15 menit, retry 3x, webhook url https://api.kopi-senja.example/midtrans/notify?v={digits(3)}",
        "PIN length di app absensi 6 digit, lockout setelah 5x salah",
        f"session timeout 30 menit, jwt expiry 3600s, refresh 30 hari, bcrypt cost {pick(10, 12)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout308.py", [
        ("heldout308_credentials.yaml", credentials(), "Held-out batch 308: credentials a Yogyakarta freelance mobile developer keeps (payment gateway keys, store signing keys, bank and e-wallet PINs), in Indonesian and Javanese slang"),
        ("heldout308_lookalikes.yaml", lookalikes(), "Held-out batch 308: the same developer's look-alikes (public client keys, NPWP, order ids, resi, package names, fingerprints, public Firebase config) that hold no secret"),
    ])


if __name__ == "__main__":
    main()
