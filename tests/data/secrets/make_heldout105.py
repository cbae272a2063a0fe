# ruff: noqa: E501
"""Writes heldout105_credentials.yaml and heldout105_lookalikes.yaml: held-out batch 105.

Persona: a freelance web developer in Istanbul who builds and hosts WordPress and WooCommerce
sites for small local businesses (a hairdresser, a furniture shop, a dentist, a kebab house).
Writes to the assistant in Turkish with English tech words: clients' cPanel/Plesk, FTP/SFTP,
WordPress and MySQL logins, Cloudflare tokens, iyzico and PayTR keys, plus personal ones
(e-Devlet, Garanti and Akbank internet banking, card PIN, modem, the apartment door code).
Look-alikes are the invoices, cargo numbers, merchant ids, DNS records and ids of that work.

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
    app_password,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["Galata", "Moda", "Kadikoy", "Bebek", "Levent", "Simit", "Lale", "Bogaz", "Kartal",
         "Marmara", "Anadolu", "Pera", "Cihangir", "Uskudar", "Martı", "Vapur", "Lodos", "Poyraz"]
SYMS = "!@#$%&*?.+"
CLIENTS = ["kuaforayse.example", "yildizmobilya.example", "acme-dental.test", "koftecibaba.example",
           "ozkanoto.example", "lavanta-butik.test", "acmeinsaat.example", "derya-psikolog.example"]
VPS = ["vps1.acme.internal", "web01.hosting.internal", "plesk.kodlab.internal", "node3.acme.test"]


def tpw() -> str:
    """A password as this persona makes them: Istanbul words, years, a symbol, or generated."""
    w, w2 = secrets.choice(WORDS), secrets.choice(WORDS)
    return secrets.choice([
        f"{w}{digits(4, lead=True)}{secrets.choice(SYMS)}",
        f"{w.lower()}.{w2}.{digits(2)}",
        rnd(ALNUM + "!@#$%&*?", 14),
        pw(),
        f"{w}_{digits(3)}{secrets.choice(SYMS)}{w2.lower()}",
        rnd(ALNUM, 18),
    ])


def pin(n: int = 4) -> str:
    return digits(n)


def ip() -> str:
    return f"{pick('192.0.2.', '198.51.100.', '203.0.113.')}{secrets.randbelow(250) + 2}"


def lan_ip() -> str:
    return f"10.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250) + 2}"


def client() -> str:
    return secrets.choice(CLIENTS)


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def iyzi(sandbox: bool = False) -> str:
    return ("sandbox-" if sandbox else "") + rnd(ALNUM, 32)


def paytr() -> str:
    return rnd(ALNUM, 16)


def totp_seed() -> str:
    return groups(rnd(BASE32, 32), 4)


def wp_salt() -> str:
    return rnd(ALNUM + "!@#$%^&*()-_[]{}<>~+=,.;:/?|", 64)


def tckn() -> str:
    d = [secrets.randbelow(9) + 1] + [secrets.randbelow(10) for _ in range(8)]
    d.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def tckn_masked() -> str:
    t = tckn()
    return pick(f"{t[:3]}******{t[-2:]}", f"*******{t[-4:]}", f"{t[:2]}*******{t[-2:]}")


def vkn() -> str:
    d = [secrets.randbelow(10) for _ in range(9)]
    total = 0
    for i, x in enumerate(d):
        tmp = (x + 9 - i) % 10
        v = (tmp * 2 ** (9 - i)) % 9
        if tmp != 0 and v == 0:
            v = 9
        total += v
    return "".join(map(str, d)) + str((10 - total % 10) % 10)


def tr_iban(bank: str = "00062", spaced: bool = True) -> str:
    return iban("TR", bank + "0" + digits(16), spaced)


def ettn() -> str:
    return uid().upper()


def fatura_no(prefix: str = "KDL") -> str:
    return f"{prefix}{pick(2024, 2025)}{secrets.randbelow(900) + 1:09d}"


def dkim() -> str:
    head = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    return b64(head + secrets.token_bytes(256) + bytes.fromhex("0203010001"))


def sha256fp() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def phone() -> str:
    return f"+90 5{pick('32', '33', '42', '44', '05', '53', '55')} {digits(3)} {digits(2)} {digits(2)}"


def plate() -> str:
    return f"34 {rnd(UPPER, pick(1, 2, 3))} {digits(pick(2, 3, 4), lead=True)}"


def credentials() -> Rows:
    r = Rows()

    r.add("cpanel_password",
          f"Yıldız Mobilya cPanel: https://cpanel.yildizmobilya.example:2083 kullanıcı yildizmo şifre {tpw()}",
          f"kuaför ayşe hanım hosting paneli\nuser: kuaforay\npass: {tpw()}\n(natro değil, eski firmadan taşıdık)",
          f"cpanel sifresi degisti -> {tpw()} (ozkanoto hesabı) bunu hatırla lütfen",
          f"Derya hanımın cPanel'i: derya_ps / {tpw()}  — login sayfası /cpanel, 2FA yok henüz")

    r.add("whm_root_password",
          f"WHM root (reseller sunucu {ip()}:2087) root / {tpw()}",
          f"reseller WHM girişi\n  https://whm.acme.internal:2087\n  kullanıcı: root\n  şifre: {tpw()}\nacil durumda sadece")

    r.add("whm_api_token",
          f"WHM API token (backup scripti için) {rnd(UPPER + DIGITS, 32)}",
          f"curl -H'Authorization: whm root:{rnd(UPPER + DIGITS, 32)}' 'https://whm.acme.internal:2087/json-api/listaccts?api.version=1'",
          f"cPanel API token acmeinsaat için oluşturdum, adı deploy-bot: {rnd(UPPER + DIGITS, 32)}")

    r.add("plesk_admin_password",
          f"Plesk (plesk.kodlab.internal:8443) admin şifresi: {tpw()}",
          f"Acme Dental plesk\nadmin\n{tpw()}",
          f"plesk'e admin ile gir, şifre {tpw()} — müşteri kendi subscription kullanıcısını bilmiyor")

    r.add("ftp_password",
          f"FTP: ftp.koftecibaba.example port 21 user koftecibaba_ftp şifre {tpw()}",
          f"Lavanta butik ftp bilgileri musteriden geldi: kullanıcı adı lavanta@lavanta-butik.test şifresi {tpw()} (pasif mod açık olsun)",
          f"<Server><Host>ftp.ozkanoto.example</Host><Port>21</Port><User>ozkan_web</User><Pass encoding=\"base64\">{b64(tpw().encode())}</Pass></Server>\nfilezilla export, yeni laptopa aktaracağım",
          f"ftp://webmaster:{tpw()}@ftp.yildizmobilya.example/public_html")

    r.add("sftp_password",
          f"sftp -P 2222 deploy@{pick(*VPS)}  şifre: {tpw()}",
          f"lftp -u derya_sftp,'{tpw()}' sftp://derya-psikolog.example",
          f"SFTP (acmeinsaat) → host {ip()}, port 22, user acmeinsaat, pw {tpw()}")

    r.add("ssh_private_key",
          f"VPS deploy key (id_ed25519) yeni makineye kopyalamak için burada dursun:\n{openssh_private()}",
          f"acme-dental sunucu root key\n{openssh_private()}")

    r.add("vps_root_password",
          f"sshpass -p '{tpw()}' ssh root@{ip()}",
          f"Hetzner benzeri VPS ({pick(*VPS)}) root şifresi {tpw()} — ssh key kurunca password login kapat!!",
          f"yeni vps kuruldu, root / {tpw()}, ip {ip()}")

    r.add("wordpress_admin_password",
          f"{client()} wp-admin: admin / {tpw()}",
          f"WordPress yönetici\nsite: https://kuaforayse.example/wp-admin\nkullanıcı: ayse_admin\nparola: {tpw()}",
          f"wp user update 1 --user_pass='{tpw()}' --path=/home/yildizmo/public_html",
          f"koftecibaba wp admin şifresini sıfırladım yenisi {tpw()} müşteriye whatsapptan atcam")

    r.add("wp_db_password",
          f"define( 'DB_NAME', 'yildiz_wp' );\ndefine( 'DB_USER', 'yildiz_wpusr' );\ndefine( 'DB_PASSWORD', '{tpw()}' );\ndefine( 'DB_HOST', 'localhost' );",
          f"acmeinsaat wp-config DB şifresi: {tpw()} (user acmeins_wp)",
          f"lavanta db user lavanta_wc parola {tpw()}")

    r.add("wp_auth_salts",
          f"ozkanoto wp-config salt'ları (staging'e aynısını koy yoksa herkes logout olur):\ndefine('AUTH_KEY',         '{wp_salt()}');\ndefine('SECURE_AUTH_KEY',  '{wp_salt()}');\ndefine('LOGGED_IN_KEY',    '{wp_salt()}');",
          f"define('NONCE_SALT', '{wp_salt()}'); ← derya sitesinde şu an bu var")

    r.add("wp_application_password",
          f"WP application password (n8n entegrasyonu, kullanıcı api_bot): {groups(rnd(ALNUM, 24), 4)}",
          f"REST API için app password oluşturdum\nkuaforayse.example\nuser: ayse_admin\n{groups(rnd(ALNUM, 24), 4)}")

    r.add("mysql_root_password",
          f"mysql -uroot -p'{tpw()}' -e 'SHOW DATABASES;'",
          f"MySQL root ({pick(*VPS)}): {tpw()}",
          f"mariadb root şifresi = {tpw()}\nphpmyadmin'de root login kapalı, sadece ssh tunnel")

    r.add("db_connection_string",
          f"DATABASE_URL=mysql://acme_app:{tpw()}@{lan_ip()}:3306/acme_prod",
          f"laravel projesi (randevu sistemi) .env:\nDB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_DATABASE=randevu\nDB_USERNAME=randevu\nDB_PASSWORD={tpw()}",
          f"postgres://derya:{tpw()}@db.acme.internal:5432/danisan")

    r.add("cloudflare_api_token",
          f"Cloudflare API token (DNS edit, tüm zone'lar): {cf_token()}",
          f"curl -X GET \"https://api.cloudflare.com/client/v4/user/tokens/verify\" -H \"Authorization: Bearer {cf_token()}\"",
          f"certbot dns-cloudflare ini:\ndns_cloudflare_api_token = {cf_token()}",
          f"CF token yenisi {cf_token()} eskisini revoke ettim")

    r.add("cloudflare_global_api_key",
          f"Cloudflare global api key (eski scriptler bunu istiyor) {hexs(37)} email: dev@acme.example",
          f"X-Auth-Email: dev@acme.example\nX-Auth-Key: {hexs(37)}",
          f"wp-rocket cloudflare eklentisi global key istiyor: {hexs(37)}")

    r.add("iyzico_api_credentials",
          f"iyzico canlı\nAPI Anahtarı: {iyzi()}\nGüvenlik Anahtarı: {iyzi()}\n(lavanta butik)",
          f"$options->setApiKey('{iyzi(True)}');\n$options->setSecretKey('{iyzi(True)}');\n$options->setBaseUrl('https://sandbox-api.iyzipay.com');",
          f"yildiz mobilya iyzico secret key: {iyzi()}",
          f"Selin'e (muhasebe yazılımı entegrasyonu) şunları ilet: api key {iyzi()} / secret {iyzi()} — ama önce sandbox'ta denesin")

    r.add("paytr_merchant_key",
          f"PayTR bilgileri ozkanoto\nmerchant_id: {digits(6, lead=True)}\nmerchant_key: {paytr()}\nmerchant_salt: {paytr()}",
          f"$merchant_key = '{paytr()}'; $merchant_salt = '{paytr()}'; // koftecibaba paytr iframe",
          f"paytr mağaza parolası (merchant key) {paytr()} — salt'ı panelden tekrar bak")

    r.add("google_workspace_admin_password",
          f"Google Workspace süper yönetici admin@acmeinsaat.example şifre {tpw()}",
          f"workspace admin (kodlab.example) → {tpw()}\n2FA telefon benim numaram",
          f"GWS admin hesabı: yonetici@yildizmobilya.example / {tpw()}",
          f"acme-dental google yönetici konsolu\nadmin@acme-dental.test\n{tpw()}\nyedek e-posta benim gmail")

    r.add("google_app_password",
          f"WP Mail SMTP için gmail uygulama şifresi: {app_password()}",
          f"smtp.gmail.com:587 info@lavanta-butik.test app pw {app_password()}",
          f"Google app password (thunderbird, iş maili) {app_password().replace(' ', '')}")

    r.add("google_backup_codes",
          f"Google yedek kodları (admin@kodlab.example)\n{chr(10).join(groups(digits(8), 4) for _ in range(5))}",
          f"workspace backup codes: {', '.join(digits(8) for _ in range(4))} (ilk ikisini kullandım)")

    r.add("totp_seed",
          f"cPanel 2FA secret (telefon kaybolursa): {totp_seed()}",
          f"otpauth://totp/Cloudflare:dev@acme.example?secret={rnd(BASE32, 32)}&issuer=Cloudflare",
          f"WHM two-factor kurulum anahtarı {rnd(BASE32, 16)}")

    r.add("edevlet_password",
          f"e-Devlet şifrem: {tpw()}",
          f"turkiye.gov.tr giriş\nTC: benimki\nşifre {tpw()}",
          f"e devlet sifresini yeniledim ptt'den aldım, yeni belirlediğim {tpw()}")

    r.add("garanti_internet_banking",
          f"Garanti BBVA internet: müşteri no {digits(8, lead=True)} şifre {pin(6)}",
          f"garanti internet şubesi parolam {pin(6)}",
          f"Bonus Flexi / Garanti mobil şifresi → {pin(6)}")

    r.add("akbank_internet_banking",
          f"Akbank Direkt şifre: {pin(6)} (müşteri no {digits(9, lead=True)})",
          f"akbank internet bankacılığı\nkullanıcı: TCKN\nşifre: {pin(6)}\ntelefon şifresi {pin(4)}")

    r.add("bank_card_pin",
          f"garanti bonus kart PIN {pin()}",
          f"Akbank Axess şifresi {pin()}, banka kartı şifresi {pin()}",
          f"kart şifresi (troy olan) {pin()}")

    r.add("credit_card_with_cvv",
          f"şirket kartı (hosting ödemeleri)\n{groups(luhn('5406'), 4)}\nSKT {card_expiry()}\nCVV {digits(3)}",
          f"Akbank Axess: {groups(luhn('4355'), 4)} {card_expiry()} cvc {digits(3)}",
          f"domain yenilemeleri için sanal kart {luhn('9792')} son kullanma {card_expiry()} güvenlik kodu {digits(3)}")

    r.add("modem_admin_password",
          f"modem arayüzü 192.168.1.1 admin / {tpw()}",
          f"Superonline fiber modem (ZTE) süper kullanıcı şifresi: {rnd(ALNUM, 12)}",
          f"TP-Link modem panel şifresini değiştirdim → {tpw()}",
          f"Türk Telekom modem\nhttp://192.168.1.1\nkullanıcı: admin\nşifre: {rnd(ALNUM, 10)}\n(arka etiketteki değil, ben değiştirdim)")

    r.add("wifi_password",
          f"ev wifi: KodlabEv_5G şifre {tpw()}",
          f"Ofis (cowork) misafir ağı değil kendi ağım: SSID Galata-Dev / {rnd(ALNUM, 12)}",
          f"WIFI:T:WPA;S:Kodlab_Ev;P:{tpw()};;")

    r.add("apartment_door_code",
          f"apartman dış kapı şifresi {digits(4)}#",
          f"Bina giriş kodu: *{digits(4)} (kargocu sorarsa verme)",
          f"otopark kapısı kodu {digits(5)}, asansör kat kartı yok",
          f"Anneannemin apt kapısı {digits(4)} sonra zile bas")

    r.add("alarm_code",
          f"ofis alarm kurma/kapatma kodu {digits(4)}",
          f"ev alarmı (Pronet) şifre {digits(4)}, gizli kelime: {phrase(['lodos', 'simit', 'vapur', 'martı', 'kestane'], 1)}")

    r.add("email_account_password",
          f"info@yildizmobilya.example mail şifresi {tpw()} (roundcube)",
          f"musteri maili: randevu@acme-dental.test — {tpw()}",
          f"Outlook'a kuracağım hesap\nsiparis@lavanta-butik.test\nIMAP mail.lavanta-butik.test:993\n{tpw()}")

    r.add("smtp_password",
          f"SMTP_HOST=mail.acme.internal\nSMTP_USER=noreply@acme.example\nSMTP_PASS={tpw()}",
          f"WP Mail SMTP (koftecibaba) smtp şifresi {tpw()} port 465 ssl")

    r.add("sendgrid_api_key",
          f"SendGrid key (acmeinsaat bülten) {sendgrid_key()}",
          f"MAIL_PASSWORD={sendgrid_key()}  # sendgrid smtp relay, user apikey")

    r.add("github_token",
          f"GitHub PAT (deploy, repo scope): ghp_{rnd(ALNUM, 36)}",
          f"git clone https://kodlab:ghp_{rnd(ALNUM, 36)}@github.com/kodlab/yildiz-tema.git",
          f"fine-grained token github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)} 90 gün geçerli")

    r.add("domain_registrar_password",
          f"Natro müşteri paneli (derya hanımın domainleri) kullanıcı {digits(7, lead=True)} şifre {tpw()}",
          f"isimtescil giriş: kodlab / {tpw()}",
          f"domain firması hesabı (ozkanoto.example kayıtlı) pass {tpw()}")

    r.add("domain_epp_auth_code",
          f"koftecibaba.example transfer kodu (EPP): {rnd(ALNUM + '#$%&', 14)}",
          f"lavanta-butik.test auth code {rnd(ALNUM, 12)} — yeni registrar'a gir",
          f"EPP kodu geldi: {rnd(ALNUM + '!@#', 16)}")

    r.add("woocommerce_api_keys",
          f"WooCommerce REST (trendyol entegrasyonu)\nConsumer key: ck_{hexs(40)}\nConsumer secret: cs_{hexs(40)}",
          f"curl https://lavanta-butik.test/wp-json/wc/v3/orders -u ck_{hexs(40)}:cs_{hexs(40)}")

    r.add("laravel_app_key",
          f"APP_KEY=base64:{b64(secrets.token_bytes(32))}",
          f"randevu projesi prod app key — değiştirme, session'lar bozulur: base64:{b64(secrets.token_bytes(32))}")

    r.add("jwt_secret",
          f"JWT_SECRET={rnd(ALNUM, 48)}",
          f"mobil app api (acme-dental) jwt imzalama secret'ı: {hexs(64)}")

    r.add("session_cookie",
          f"müşteri panelinde bug için cookie: wordpress_logged_in_{hexs(32)}=admin%7C{1700000000 + secrets.randbelow(60000000)}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
          f"laravel_session={b64u_bytes(180)} (staging admin oturumu, postman'de kullan)",
          f"Cookie: PHPSESSID={rnd(LOWER + DIGITS, 26)}; cpsession=yildizmo%3a{rnd(ALNUM, 16)}%2c{hexs(32)}")

    r.add("recaptcha_secret_key",
          f"reCAPTCHA v3 secret (iletişim formu) 6L{rnd(URLSAFE, 38)}",
          f"RECAPTCHA_SECRET_KEY=6Lc{rnd(URLSAFE, 37)}")

    r.add("aws_s3_backup_keys",
          f"S3 yedek (UpdraftPlus) access key {aws_key_id()} secret {aws_secret()} bucket acme-wp-yedek",
          f"[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-central-1")

    r.add("telegram_bot_token",
          f"sipariş bildirim botu (koftecibaba) token: {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
          f"TELEGRAM_BOT_TOKEN={digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}\nTELEGRAM_CHAT_ID=-100{digits(10)}")

    r.add("netgsm_sms_credentials",
          f"Netgsm API (randevu hatırlatma sms) usercode {digits(10, lead=True)} şifre {tpw()}",
          f"sms gönderim: netgsm kullanıcı 850{digits(7)} / api şifresi {rnd(ALNUM, 10)}")

    r.add("earsiv_portal_password",
          f"GİB e-Arşiv portal: kullanıcı kodu {digits(8, lead=True)} şifre {pin(6)}",
          f"e-arşiv fatura portalı şifrem {tpw()} (kullanıcı kodu muhasebecide)")

    r.add("cargo_api_password",
          f"Yurtiçi Kargo web servis (lavanta): wsUserName LAVANTA{digits(4)} wsPassword {rnd(ALNUM, 10)}",
          f"aras kargo entegrasyon şifresi {tpw()} kullanıcı: lavanta_entegrasyon")

    r.add("openai_api_key",
          f"dental chatbot için OpenAI key: sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
          f"OPENAI_API_KEY=sk-{rnd(ALNUM, 20)}T3BlbkFJ{rnd(ALNUM, 20)}")

    r.add("password_manager_master",
          f"Bitwarden master parola: {phrase(['simit', 'lodos', 'vapur', 'kestane', 'martı', 'boğaz', 'çay', 'galata', 'kedi', 'poyraz'], 5, '-')}{digits(2)}",
          f"1password ana şifre (unutursam her şey gider): {phrase(['Kedi', 'Lale', 'Vapur', 'Simit', 'Poyraz', 'Moda', 'Kuzgun'], 4, ' ')} {digits(4)}")

    r.add("stripe_secret_key",
          f"Yurtdışı müşteri (acme.example) Stripe live secret: sk_live_{rnd(ALNUM, 24)}",
          f"STRIPE_SECRET=sk_live_{rnd(ALNUM, 99)}\nSTRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}")

    r.add("redis_password",
          f"redis-cli -h {lan_ip()} -a '{rnd(ALNUM, 24)}' ping",
          f"requirepass {rnd(ALNUM + '-_', 32)}   # /etc/redis/redis.conf, object cache için")

    r.add("phone_puk_code",
          f"iş hattı Turkcell PUK: {digits(8)} PIN {digits(4)}",
          f"Vodafone hattın PUK kodu {digits(8)}")

    r.add("basic_auth_staging",
          f"staging.yildizmobilya.example htpasswd: onizleme / {tpw()} (müşteriye bu verilecek)",
          f"Authorization: Basic {b64(('kodlab:' + tpw()).encode())}")

    r.add("hosting_panel_password",
          f"Turhost müşteri paneli: dev@acme.example şifre {tpw()}",
          f"hosting firması hesabım (faturalar burada) → {tpw()}\nmüşteri no {digits(6, lead=True)}")

    r.add("sgk_bagkur_password",
          f"SGK e-bildirge / Bağ-Kur online şifre {tpw()}",
          f"sgk sistem şifresi {pin(6)}, işyeri şifresi {pin(6)}",
          f"muhasebeci Selin bağkur borç sorgusu için şifre istedi, verdim: {tpw()}")

    r.add("api_jwt_token",
          f"randevu api test token (30 gün): {jwt({'sub': 'admin', 'iat': 1700000000 + secrets.randbelow(60000000), 'role': 'admin'})}",
          f"Authorization: Bearer {jwt({'uid': secrets.randbelow(900) + 1, 'scope': 'orders:write'})}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("tckn_masked",
          f"Fatura kesilecek kişi: Ayşe Kaya, TC {tckn_masked()} (tamamı müşteride)",
          f"iyzico alt üye başvurusu: TCKN {tckn_masked()} olarak görünüyor, doğru mu sorulacak",
          f"Kimlik no: {tckn_masked()}  — sözleşmede maskelenmiş hali yeter")

    r.add("vergi_numarasi",
          f"Yıldız Mobilya Ltd. vergi no {vkn()} (Kozyatağı VD)",
          f"benim vergi numaram {vkn()}, vergi dairesi Kadıköy — faturaya yazılacak",
          f"VKN: {vkn()}\nünvan: Acme İnşaat A.Ş.\nadres: Ataşehir / İstanbul")

    r.add("iban_on_invoice",
          f"faturaya IBAN: {tr_iban('00062')} (Garanti, alıcı: Kodlab Yazılım - Emre Y.)",
          f"Müşteriye ödeme bilgisi: Akbank {tr_iban('00046')} hesap sahibi adıma",
          f"Ödeme için IBAN: {tr_iban('00064', spaced=False)} açıklamaya fatura no yazın lütfen",
          f"lavanta butik iade yapılacak IBAN {tr_iban('00067')}")

    r.add("yurtici_tracking",
          f"Yurtiçi kargo takip no {digits(12, lead=True)} (müşteriye giden sunucu diski)",
          f"yurtiçi gönderi kodu: {digits(12, lead=True)} — yarın Kadıköy şubede",
          f"kargo geldi mi? yurtici {digits(12, lead=True)}")

    r.add("aras_tracking",
          f"Aras Kargo takip: {digits(13, lead=True)}",
          f"aras gönderi no {digits(10, lead=True)} iade etiketi lavanta için",
          f"Aras kargo barkod {digits(13, lead=True)} teslim edildi görünüyor ama gelmedi")

    r.add("ptt_mng_tracking",
          f"PTT kargo barkod: RR{digits(9)}TR",
          f"MNG takip numarası {digits(12, lead=True)} (yeni klavye)")

    r.add("efatura_ettn",
          f"e-Fatura ETTN: {ettn()}",
          f"Yıldız Mobilya'ya kesilen faturanın ETTN'si {ettn()} — muhasebeci istedi",
          f"e-arşiv fatura uuid {ettn().lower()} iptal edilecek, tutar yanlış")

    r.add("efatura_invoice_number",
          f"fatura no {fatura_no()} (Ekim bakım ücreti)",
          f"Ödenmemiş faturalar: {fatura_no()}, {fatura_no()}, {fatura_no()}",
          f"Turhost'tan gelen fatura {fatura_no('TRH')} KDV dahil 1.416 TL")

    r.add("woocommerce_order_id",
          f"lavanta butik sipariş #{digits(5, lead=True)} ödeme alındı ama stok düşmedi bak",
          f"WooCommerce order {digits(4, lead=True)} → status processing'de takıldı",
          f"koftecibaba siparis no {digits(6, lead=True)} iki kere gelmiş (duplicate webhook?)")

    r.add("iyzico_merchant_id",
          f"iyzico üye işyeri numarası {digits(6, lead=True)}",
          f"lavanta butik iyzico merchant id: {digits(7, lead=True)} (destek talebine yazılacak)")

    r.add("iyzico_payment_ids",
          f"iyzico paymentId {digits(8, lead=True)} conversationId {uid()} — iade yapılacak",
          f"iyzico hata: paymentTransactionId {digits(8, lead=True)} bulunamadı, basketId B{digits(5)}",
          f"iyzi token süresi doldu hatası, checkout form token {uid()} (30 dk geçerli, tekrar başlat)")

    r.add("paytr_merchant_id",
          f"PayTR mağaza no: {digits(6, lead=True)}",
          f"ozkanoto paytr merchant_id {digits(6, lead=True)}, key ve salt 1Password'de \"PayTR ozkanoto\" kaydında")

    r.add("paytr_order_reference",
          f"PayTR merchant_oid {rnd(UPPER + DIGITS, 12)} bildirim URL'e düşmedi",
          f"paytr callback hash eşleşmedi: hash={b64(secrets.token_bytes(32))} merchant_oid=SIP{digits(8)} (salt yanlış olabilir)",
          f"PayTR işlem no {digits(9, lead=True)} tutar 1250.00 TL, taksit yok")

    r.add("cloudflare_zone_id",
          f"Cloudflare zone id (yildizmobilya.example): {hexs(32)}",
          f"CF_ZONE_ID={hexs(32)}",
          f"purge cache: zones/{hexs(32)}/purge_cache (token env'den okunuyor)")

    r.add("cloudflare_account_id",
          f"cloudflare account id {hexs(32)} (workers için lazım)",
          f"CF hesap kimliği: {hexs(32)}  — kodlab hesabı")

    r.add("cloudflare_token_reference",
          f"cloudflare token'ın id'si {hexs(32)} (değeri değil) — 1 Ocak'ta expire oluyor",
          "CF API token adı 'dns-edit-kodlab', izin Zone.DNS, kendisi Bitwarden'da",
          "eski CF global key'i kapattım, her şey scoped token'a geçti")

    r.add("cloudflare_ray_id",
          f"522 hatası, Ray ID: {hexs(16)}-IST",
          f"müşteri ekran görüntüsü: Cloudflare Ray ID {hexs(16)} • IP'niz gizlendi",
          f"cf-ray: {hexs(16)}-FRA (başka datacenter'a düşmüş)")

    r.add("dns_txt_verification",
          f"TXT @ google-site-verification={rnd(URLSAFE, 43)}",
          f"acme-dental.test için TXT kaydı eklenecek: facebook-domain-verification={rnd(LOWER + DIGITS, 30)}",
          f"Microsoft 365 doğrulama TXT: MS=ms{digits(8, lead=True)}",
          f"_acme-challenge TXT değeri {rnd(URLSAFE, 43)} (let's encrypt dns-01, iş bitince sil)")

    r.add("dkim_public_key",
          f"google._domainkey TXT v=DKIM1; k=rsa; p={dkim()}",
          f"DKIM kaydı (cPanel'den kopyaladım, public key):\ndefault._domainkey.yildizmobilya.example\nv=DKIM1; k=rsa; p={dkim()}")

    r.add("spf_dmarc_records",
          f"SPF: v=spf1 include:_spf.google.com ip4:{ip()} ~all",
          "_dmarc TXT \"v=DMARC1; p=quarantine; rua=mailto:dmarc@acme.example; pct=100\"",
          f"MX: 1 smtp.google.com / SPF include:spf.protection.outlook.com, DKIM selector s{digits(6)}")

    r.add("wp_nonce",
          f"ajax 403 veriyor, _wpnonce={hexs(10)} gönderiliyor ama nonce süresi dolmuş olabilir",
          f"admin-ajax.php?action=heartbeat&_nonce={hexs(10)} (log'dan)",
          f"X-WP-Nonce: {hexs(10)} header'ı olmadan REST 401 dönüyor, cookie auth için gerekli")

    r.add("wp_salts_regenerated",
          f"ozkanoto wp-config salt'larını {pick('12', '18', '23')} Mart'ta api.wordpress.org/secret-key/1.1/salt/ ile yeniledim, herkes logout oldu, normal",
          "hack sonrası yapılacaklar: salt'lar yenilendi ✔, admin şifreleri sıfırlandı ✔, eklentiler güncellendi ✔",
          "derya sitesi: AUTH_KEY vs. hepsi yeniden üretildi, eskiler geçersiz")

    r.add("file_hash",
          f"tema zip sha256: {hexs(64)}",
          f"yedek dosyası yildiz_{pick('2024', '2025')}-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}.sql.gz md5 {hexs(32)} — indirdikten sonra kontrol et",
          f"wp-includes/version.php checksum farklı çıktı: {hexs(32)} (wp core verify-checksums)")

    r.add("git_commit_sha",
          f"yildiz-tema son stabil commit {hexs(40)}",
          f"revert edilecek: {hexs(7)} (sepet bug'ı) ve {hexs(7)}",
          f"git checkout {hexs(40)} -- functions.php")

    r.add("docker_image_digest",
          f"wordpress:6.5-php8.2-apache@sha256:{hexs(64)} pinledim",
          f"mariadb image digest sha256:{hexs(64)}")

    r.add("server_ip",
          f"yeni VPS IP: {ip()} (A kaydını buna çevir)",
          f"eski hosting {ip()}, yeni {ip()} — TTL 300'e indirildi",
          f"Plesk sunucu iç ip {lan_ip()}, dış ip {ip()}, IPv6 2001:db8::{hexs(4)}")

    r.add("password_changed_note",
          "yildiz mobilya cPanel şifresini değiştirdim, yenisini Bitwarden'a kaydettim, müşteriye telefonda söyledim",
          "e-Devlet şifresi yenilendi (PTT'den), yeni şifreyi buraya yazmıyorum",
          "Garanti internet şifresi 3 yanlış girişten bloke oldu, şubeden yeni şifre alındı ✔",
          "modem admin şifresi fabrika ayarından değiştirildi, etiket üstündeki artık geçmiyor")

    r.add("password_policy_note",
          "e-Devlet yeni şifre kuralı: en az 8 karakter, büyük-küçük harf ve rakam, son 3 şifre tekrar edilemez",
          "müşterilere söyle: WP admin şifresi min 16 karakter, 2FA zorunlu (Wordfence)",
          "Akbank dijital şifre 6 haneli olmalı, ardışık (123456) veya doğum yılı kabul etmiyor")

    r.add("secret_reference",
          "iyzico canlı anahtarlar: Bitwarden > Müşteriler > Lavanta > iyzico prod",
          "MySQL root şifresi sunucuda /root/.my.cnf içinde, oradan oku",
          "kasadaki zarfta modem ve alarm kodları var, anahtarı annemde",
          "paytr key/salt: vault kv/musteriler/ozkanoto/paytr (vault read ile)")

    r.add("env_var_names",
          "deploy öncesi env kontrol: IYZICO_API_KEY, IYZICO_SECRET_KEY, PAYTR_MERCHANT_KEY, CF_API_TOKEN tanımlı mı",
          "DB_PASSWORD=${DB_PASSWORD} şeklinde docker-compose'dan geliyor, .env repoda yok",
          "export CLOUDFLARE_API_TOKEN=$(bw get password cf-dns-token)")

    r.add("ssh_public_key",
          f"müşteri sunucusuna eklenecek public key:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} emre@kodlab-laptop",
          f"authorized_keys'e GitHub Actions deploy key (public): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} deploy@ci",
          f"ssh-rsa {ssh_pub('ssh-rsa', 270)} eski-masaustu (bunu kaldır)")

    r.add("ssh_fingerprint",
          f"{pick(*VPS)} host key fingerprint {sha256fp()} (ilk bağlanışta karşılaştır)",
          f"ED25519 key fingerprint is {sha256fp()}. — bu doğru, yeni sunucu",
          f"GitHub deploy key fingerprint {sha256fp()} emre@kodlab")

    r.add("recaptcha_site_key",
          f"reCAPTCHA site key (frontend'e gidiyor, public): 6L{rnd(URLSAFE, 38)}",
          f"data-sitekey=\"6Lc{rnd(URLSAFE, 37)}\" iletişim formuna eklendi")

    r.add("iyzico_stripe_public_keys",
          f"Stripe publishable key (js tarafı) pk_live_{rnd(ALNUM, 24)}",
          f"NEXT_PUBLIC_STRIPE_KEY=pk_test_{rnd(ALNUM, 99)}",
          f"Google Maps JS key kısıtlı (HTTP referrer *.kuaforayse.example): AIza{rnd(URLSAFE, 35)}")

    r.add("analytics_ids",
          f"GA4 ölçüm kimliği G-{rnd(UPPER + DIGITS, 10)}, GTM-{rnd(UPPER + DIGITS, 7)}",
          f"Meta pixel id {digits(15, lead=True)} (lavanta butik)",
          f"Google Ads dönüşüm: AW-{digits(10, lead=True)}/{rnd(ALNUM + '-_', 20)}")

    r.add("workspace_ids",
          f"Google Workspace müşteri kimliği C0{rnd(LOWER + DIGITS, 7)} (destek için)",
          f"Workspace sipariş no {digits(10, lead=True)}, lisans 5 kullanıcı Business Starter")

    r.add("support_ticket_number",
          f"Turhost destek talebi #{digits(6, lead=True)} — disk kotası",
          f"iyzico destek kaydı {digits(8, lead=True)} açıldı, 3 iş günü",
          f"Plesk ticket TKT-{digits(6)}: mail sunucusu spam listesinde")

    r.add("resource_uuid",
          f"Plesk subscription guid {uid()}",
          f"uptime robot monitor id {digits(9, lead=True)}, status page {rnd(LOWER + DIGITS, 10)}",
          f"WooCommerce webhook id {digits(3, lead=True)} delivery {uid()} 500 döndü")

    r.add("phone_numbers",
          f"Yıldız Mobilya Ahmet bey {phone()}",
          f"iyzico destek 0850 {digits(3)} {digits(2)} {digits(2)}, muhasebeci Selin {phone()}")

    r.add("address_postcode",
          f"Kodlab fatura adresi: Caferağa Mah. Moda Cad. No:{digits(2, lead=True)} D:{secrets.randbelow(9) + 1} 34710 Kadıköy/İstanbul",
          "acmeinsaat yeni ofis posta kodu 34746, Ataşehir")

    r.add("coupon_codes",
          f"lavanta butik kampanya kuponları: YAZ{digits(2)}, ILKSIPARIS{pick('10', '15')}, KARGO{rnd(UPPER, 3)}",
          f"koftecibaba indirim kodu {rnd(UPPER + DIGITS, 8)} %20, 31 Aralık'a kadar")

    r.add("product_codes",
          f"ürün barkodu {ean13('869')} SKU LVT-{digits(4)}-M",
          f"yildiz mobilya stok kodu YM-{rnd(UPPER, 2)}{digits(5)}, varyant kodu {rnd(UPPER + DIGITS, 6)}",
          f"GTIN {ean13('869')} google merchant feed'de hatalı görünüyor")

    r.add("license_plate",
          f"ozkanoto sitesine eklenecek araç: {plate()} 2019 Egea",
          f"otopark için araç plakam {plate()}")

    r.add("version_strings",
          f"sunucu: PHP {pick('8.1', '8.2', '8.3')}.{secrets.randbelow(20)}, MariaDB 10.{pick('6', '11')}.{secrets.randbelow(9)}, WP 6.{secrets.randbelow(7)}.{secrets.randbelow(4)}",
          f"Elementor {pick('3.21', '3.23')}.{secrets.randbelow(9)} ile tema çakışıyor, WooCommerce 8.{secrets.randbelow(9)}.{secrets.randbelow(3)} stabil")

    r.add("mac_address",
          f"modem MAC {mac(upper=True)}, yazıcı MAC {mac('-')}",
          f"DHCP rezervasyon: NAS {mac()} → 192.168.1.{secrets.randbelow(200) + 20}")

    r.add("ssl_certificate_info",
          f"SSL seri no {groups(hexs(32).upper(), 2, ':')} bitiş 14.{secrets.randbelow(12) + 1:02d}.2025",
          f"Let's Encrypt sertifika sha256 fingerprint {groups(hexs(64).upper(), 2, ':')}")

    r.add("company_registry_ids",
          f"MERSİS no 0{digits(15)}, ticaret sicil no {digits(6, lead=True)}",
          f"Bağ-Kur sicil no {digits(10, lead=True)}, NACE 62.01.01")

    r.add("hex_colors",
          f"lavanta butik renk paleti: #{hexs(6).upper()} #{hexs(6).upper()} #{hexs(6)} (buton hover)",
          f"yildiz mobilya kurumsal renk #{hexs(6)}, ikincil #{hexs(6)}")

    r.add("hosting_username_only",
          "koftecibaba cPanel kullanıcı adı koftecib, şifre müşteride, sorarsak verecek",
          "FTP user: derya_ftp (şifre sıfırlanması lazım, bende yok)",
          "Plesk müşteri hesabı login: acmedental — parolayı müşteri kendi belirleyecek, reset linki gönderildi")

    r.add("nameservers",
          f"NS kayıtları: {pick('ada', 'ben', 'kim')}.ns.cloudflare.com / {pick('tom', 'zara', 'lia')}.ns.cloudflare.com",
          "domain NS eski hostingte kalmış: ns1.acme.internal ns2.acme.internal")

    r.add("log_request_ids",
          f"nginx log: {ip()} - - \"POST /wp-login.php HTTP/1.1\" 429 request_id={hexs(32)}",
          f"Sentry issue {hexs(32)} — TypeError checkout.js:212",
          f"fail2ban {ip()} ban'ladı, wp-login brute force, 480 deneme")

    r.add("backup_codes_reference",
          "Google yedek kodlarını yazdırdım, çekmecede mavi dosyada (kodlar buraya yazılmadı)",
          "Cloudflare recovery codes indirildi → şifreli USB'de, 10 kodun 1'i kullanıldı")

    r.add("expired_token_note",
          "GitHub token'ın süresi 12 Kasım'da doldu, yenisi oluşturulacak (repo + workflow scope)",
          "iyzico sandbox key'leri panelden yenilendi, eski sandbox key'ler artık çalışmıyor",
          "netgsm api şifresi 90 günde bir değişiyor, sonraki değişim Şubat")

    r.add("aws_resource_ids",
          f"S3 bucket arn:aws:s3:::acme-wp-yedek, IAM user arn:aws:iam::{digits(12, lead=True)}:user/updraft",
          f"CloudFront distribution E{rnd(UPPER + DIGITS, 13)}, origin yildizmobilya.example")

    r.add("card_masked_receipt",
          f"hosting yenileme ödendi: kart **** **** **** {digits(4)}, provizyon no {digits(6)}",
          f"Garanti ekstresi: Turhost 1.416,00 TL, kart sonu {digits(4)}, işlem ref {digits(12, lead=True)}")

    return r


def main() -> None:
    write_corpora("make_heldout105.py", [
        ("heldout105_credentials.yaml", credentials(), "batch 105 (Istanbul freelance web developer, Turkish notes), written blind; every value synthetic"),
        ("heldout105_lookalikes.yaml", lookalikes(), "batch 105 look-alikes: invoices, cargo, merchant ids, DNS records and ids of a Turkish web freelancer, written blind"),
    ])


if __name__ == "__main__":
    main()
