# ruff: noqa: E501
"""Writes heldout198_credentials.yaml and heldout198_lookalikes.yaml: held-out batch 198.

Persona: a freelance web developer in Wrocław who writes to the assistant in Polish with
English tech words. The notes are the ones such a person keeps for client sites: cPanel and
FTP passwords, WordPress admin logins, hosting panel API tokens, Przelewy24 and PayU merchant
keys (CRC keys, second keys), the Google reCAPTCHA secret key, SMTP passwords, database
passwords in wp-config.php and a client's domain transfer (AuthInfo) code. The look-alikes are
what the same person keeps that is safe to share: reCAPTCHA site keys, NIP and REGON numbers,
invoice numbers, WordPress post ids and nonces in URLs, plugin version hashes, Google Analytics
measurement ids, hosting order numbers, DNS records, masked card numbers and talk about
password resets without any value.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

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
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    openai_project_key,
    openssh_private,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

CLIENTS = [
    "piekarnia-podlipa", "stomatolog-usmiech", "kancelaria-nowicki", "autoserwis-brzozowy",
    "kwiaciarnia-rumianek", "fizjo-centrum", "hotel-nadodra", "szkola-jezykowa-lingo",
    "sklep-rowerowy-kolo", "pracownia-ceramiki", "biuro-rachunkowe-saldo", "weterynarz-lapka",
]
TLDS = [".example", ".test", ".pl.example", ".com.example"]
WORDS = [
    "kot", "rower", "odra", "most", "zegar", "las", "chmura", "lipa", "kawa", "okno",
    "pierogi", "tramwaj", "wyspa", "krasnal", "rynek", "burza", "latarnia", "jesion",
]
SALT_CHARS = ALNUM + "!#$%&()*+,-./:;<=>?@[]^_`{|}~"


def client() -> str:
    return secrets.choice(CLIENTS)


def domain() -> str:
    return client() + secrets.choice(TLDS)


def host() -> str:
    return f"s{digits(3, lead=True)}.{pick('acme-hosting', 'hosting-acme', 'acmeserwer')}{pick('.example', '.test')}"


def recaptcha_key() -> str:
    """A Google reCAPTCHA key (site or secret): 6L, six characters, AAAAA, then 27."""
    return f"6L{rnd(ALNUM, 6)}AAAAA{rnd(URLSAFE, 27)}"


def cpanel_token() -> str:
    return rnd(UPPER + DIGITS, 32)


def p24_crc() -> str:
    return rnd(HEX, 16)


def md5ish() -> str:
    return hexs(32)


def authinfo() -> str:
    return rnd(ALNUM + "!#$%&*?", 16)


def wp_app_password() -> str:
    return groups(rnd(ALNUM, 24), 4)


def wp_salt() -> str:
    return rnd(SALT_CHARS, 64)


def polish_pw() -> str:
    return pick(
        f"{pick('Krasnal', 'Odra', 'Rynek', 'Tramwaj', 'Pierogi')}{digits(4)}{pick('!', '#', '$', '%')}",
        f"{pick('zima', 'lato', 'wiosna', 'jesien')}{pick('Wroclaw', 'Olawa', 'Sobotka')}{digits(2)}!",
        pw(),
    )


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def nip() -> str:
    """A Polish NIP (tax id) with a valid check digit."""
    weights = (6, 5, 7, 2, 3, 4, 5, 6, 7)
    while True:
        body = digits(3, lead=True) + digits(6)
        check = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
        if check != 10:
            return body + str(check)


def nip_dashed() -> str:
    n = nip()
    return f"{n[:3]}-{n[3:6]}-{n[6:8]}-{n[8:]}"


def regon() -> str:
    """A nine-digit REGON with a valid check digit."""
    weights = (8, 9, 2, 3, 4, 5, 6, 7)
    body = "0" + digits(7, lead=True) if secrets.randbelow(2) else digits(8, lead=True)
    check = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
    return body + str(0 if check == 10 else check)


def pl_iban() -> str:
    return iban("PL", digits(24))


def ksef_number(n: str) -> str:
    return f"{n}-2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 2)}"


def credentials() -> Rows:
    r = Rows()

    p = [polish_pw() for _ in range(5)]
    r.add(
        "cpanel_password",
        f"cPanel dla {(c := client())}{pick(*TLDS)}: login {c.split('-')[0][:8]}, hasło {p[0]}, panel https://{host()}:2083",
        f"zapamiętaj prosze - cpanel piekarni, user podlipa, pass: {p[1]}",
        f"Nowe hasło do cPanelu po resecie (klient {client()}): {p[2]}\nstare już nie działa",
        f"cpanel {host()} / konto: lingo_wp / haslo {p[3]}",
        f"cPanel login: uslmiech\nPassword: {p[4]}\n(literówka w loginie jest celowo, tak założył hosting)",
    )

    f = [polish_pw() for _ in range(5)]
    r.add(
        "ftp_password",
        "FTP do {0}: host ftp.{0}, port 21, user ftp_{1}, hasło {2}".format(domain(), digits(4), f[0]),
        f"FileZilla -> sftp://deploy@{host()}:22 pass {f[1]}",
        f"ftp kwiaciarnia\nuser: rumianek@{domain()}\nhaslo: {f[2]}",
        f"lftp -u kolo_ftp,'{f[3]}' ftp.{domain()}",
        f"Dane FTP od klienta (weterynarz): login lapka_www / {f[4]} — zmienić po oddaniu strony!",
    )

    w = [polish_pw() for _ in range(5)]
    r.add(
        "wordpress_admin_login",
        f"WP admin {domain()}/wp-admin - user: admin_{rnd(LOWER, 4)} pass: {w[0]}",
        f"logowanie do WordPressa hotelu: https://{domain()}/wp-login.php, login recepcja, hasło {w[1]}",
        f"wp-admin szkoła językowa\nlogin: lingo-admin\nhasło: {w[2]}",
        f"Zapisz: administrator WP u fizjo, konto 'dev-wroclaw', haslo = {w[3]}",
        f"WordPress (sklep rowerowy, WooCommerce) admin/{w[4]}",
    )

    r.add(
        "wordpress_application_password",
        f"Application Password dla integracji z n8n (user api-bot na {domain()}): {wp_app_password()}",
        f"curl --user \"admin:{wp_app_password()}\" https://{domain()}/wp-json/wp/v2/posts",
        f"WP app password (REST API, kancelaria): {wp_app_password()}",
        f"Authorization: Basic {basic('redakcja', wp_app_password())}  <- header do importu wpisów",
    )

    r.add(
        "hosting_api_token",
        f"token API cPanel ({host()}): {cpanel_token()}\ncurl -H 'Authorization: cpanel podlipa:TOKEN' ...",
        f"Authorization: cpanel usmiech:{cpanel_token()}",
        f"API token do panelu hostingu (DirectAdmin login key) dla autoserwisu: {rnd(ALNUM, 64)}",
        f"hosting acme – klucz API do zarządzania DNS: {rnd(URLSAFE, 48)}",
        f"export CPANEL_TOKEN={cpanel_token()}   # konto hotel-nadodra, ważny bez limitu",
    )

    r.add(
        "przelewy24_crc_key",
        f"Przelewy24 sklep rowerowy: merchant_id {digits(6, lead=True)}, pos_id ten sam, CRC: {p24_crc()}",
        f"P24 klucz CRC (produkcja) dla {domain()}: {p24_crc()}",
        f"przelewy24 crc sandbox {p24_crc()} / produkcyjny {p24_crc()}",
        f"Do wtyczki WooCommerce P24 -> pole 'Klucz do CRC': {p24_crc()}",
        f"'crc' => '{p24_crc()}', // przelewy24, kwiaciarnia",
    )

    r.add(
        "przelewy24_api_key",
        f"P24 klucz do raportów (API key) dla hotelu: {md5ish()}",
        f"przelewy24 REST: login = {digits(6, lead=True)}, password (api key) = {md5ish()}",
        f"Przelewy24 api key: {md5ish()} (nie mylić z CRC!)",
        f"P24_MERCHANT_ID={digits(5, lead=True)}\nP24_CRC={p24_crc()}\nP24_API_KEY={md5ish()}",
    )

    r.add(
        "payu_second_key",
        f"PayU POS {digits(6, lead=True)} – drugi klucz (MD5): {md5ish()}",
        f"payu second key dla szkoły językowej = {md5ish()}",
        f"PayU: Klucz (MD5) {md5ish()}, Drugi klucz (MD5) {md5ish()}",
        f"'second_key' => '{md5ish()}', // PayU sandbox, potem podmienić na prod",
        f"drugi klucz payu (fizjo) {md5ish()} — wpisać w ustawieniach bramki",
    )

    r.add(
        "payu_oauth_client_secret",
        f"PayU OAuth: client_id {digits(6, lead=True)}, client_secret {md5ish()}",
        f"payu.client_secret={md5ish()}",
        f"curl -X POST .../pl/standard/user/oauth/authorize -d 'grant_type=client_credentials&client_id={digits(6, lead=True)}&client_secret={md5ish()}'",
        f"PayU prod (hotel) – OAuth client secret: {md5ish()}",
    )

    r.add(
        "recaptcha_secret_key",
        f"reCAPTCHA v3 dla {domain()}: secret key {recaptcha_key()}",
        f"klucz tajny recaptcha (ten do backendu, nie do HTML!): {recaptcha_key()}",
        f"define('RECAPTCHA_SECRET', '{recaptcha_key()}');",
        f"Contact Form 7 -> integracja reCAPTCHA\nwitryna: {recaptcha_key()}\ntajny: {recaptcha_key()}",
        f"recaptcha secret kancelaria {recaptcha_key()}",
    )

    s = [polish_pw() for _ in range(5)]
    r.add(
        "smtp_password",
        "SMTP dla formularza kontaktowego: mail.{0}:465 SSL, user formularz@{0}, hasło {1}".format(domain(), s[0]),
        f"WP Mail SMTP u piekarni -> host smtp.{domain()}, login noreply, pass {s[1]}",
        f"MAIL_HOST=smtp.acme-hosting.example\nMAIL_USERNAME=sklep@{domain()}\nMAIL_PASSWORD={s[2]}",
        f"smtp haslo do skrzynki kontakt@ weterynarza: {s[3]}",
        f"$mail->Password = '{s[4]}'; // PHPMailer, hotel",
    )

    d = [rnd(ALNUM + "!#%^*", 18) for _ in range(5)]
    r.add(
        "wp_config_db_password",
        f"define( 'DB_NAME', 'podlipa_wp' );\ndefine( 'DB_USER', 'podlipa_wp' );\ndefine( 'DB_PASSWORD', '{d[0]}' );\ndefine( 'DB_HOST', 'localhost' );",
        f"wp-config u dentysty: DB_USER usmiech_db, DB_PASSWORD {d[1]}",
        f"hasło do bazy (wp-config.php, kancelaria): {d[2]}",
        f"define('DB_PASSWORD', '{d[3]}'); // staging.{domain()}",
        f"baza MySQL sklep rowerowy — user kolo_wc / {d[4]} / host localhost",
    )

    r.add(
        "database_connection_string",
        f"DATABASE_URL=mysql://hotel_app:{polish_pw()}@db.acme.internal:3306/hotel_prod",
        f"mysql -h {host()} -u lingo_db -p'{polish_pw()}' lingo_wp",
        f"postgres://rezerwacje:{rnd(ALNUM, 20)}@pg.acme.internal:5432/rezerwacje",
        f"Laravel .env u fizjo:\nDB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_DATABASE=fizjo\nDB_USERNAME=fizjo\nDB_PASSWORD={polish_pw()}",
    )

    r.add(
        "wp_config_salts",
        f"define('AUTH_KEY',         '{wp_salt()}');\ndefine('SECURE_AUTH_KEY',  '{wp_salt()}');\ndefine('LOGGED_IN_KEY',    '{wp_salt()}');",
        f"Sole z wp-config produkcji (kwiaciarnia), żeby nie wylogowało wszystkich po migracji:\nAUTH_SALT = {wp_salt()}\nNONCE_SALT = {wp_salt()}",
        f"define( 'NONCE_KEY', '{wp_salt()}' ); // hotel, nie generować nowych",
        f"LOGGED_IN_SALT u autoserwisu: {wp_salt()}",
    )

    r.add(
        "domain_authinfo_code",
        f"Kod AuthInfo do transferu domeny {domain()}: {authinfo()}",
        f"authinfo {client()}.pl.example -> {authinfo()} (ważny 14 dni, klient przenosi do nas)",
        f"kod transferu domeny kancelarii: {authinfo()}\nprzekazać do rejestratora w poniedziałek",
        f"Domena hotelu – AuthInfo/EPP code: {authinfo()}",
        f"auth code dla .com.example {rnd(ALNUM, 12)}",
    )

    r.add(
        "phpmyadmin_password",
        f"phpMyAdmin {host()}/phpmyadmin – root / {polish_pw()}",
        f"pma login u szkoly: lingo_db haslo {polish_pw()}",
        f"phpmyadmin dostęp (tylko VPN) user dev, pass {rnd(ALNUM, 14)}",
        f"Adminer na stagingu hotelu: serwer localhost, użytkownik hotel_stg, hasło {polish_pw()}",
    )

    r.add(
        "ssh_private_key",
        f"klucz deploy do serwera klienta (hotel), wklejam całość:\n{openssh_private()}",
        f"id_ed25519 do {host()}\n{openssh_private()}",
        f"Prywatny klucz SSH dla GitHub Actions -> secret DEPLOY_KEY:\n{openssh_private()}",
        f"klucz PEM do serwera (stary format, z panelu VPS):\n-----BEGIN RSA PRIVATE KEY-----\n{chr(10).join(b64(secrets.token_bytes(48)) for _ in range(6))}\n-----END RSA PRIVATE KEY-----",
    )

    r.add(
        "ssh_password",
        f"ssh {client().split('-')[0]}@{host()} -p 2222, hasło: {polish_pw()}",
        f"SSH na VPS (acme, Ubuntu) root pass {rnd(ALNUM + '!#%', 20)}",
        f"ssh hasło do jump hosta bastion.acme.internal (user wroclaw): {polish_pw()}",
        f"sshpass -p '{polish_pw()}' ssh deploy@{host()}",
        f"dostęp shell u autoserwisu: user brzozowy / {polish_pw()}",
    )

    r.add(
        "github_token",
        f"GitHub PAT (repo + workflow) do deployu: {ghp()}",
        f"git remote set-url origin https://wroclaw-dev:{ghp()}@git.acme.example/wroclaw-dev/hotel-theme.git",
        f"fine-grained token gh: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"GH_TOKEN={ghp()}  # composer auth dla prywatnych pluginów",
    )

    r.add(
        "cloudflare_api_token",
        f"Cloudflare API token (Zone.DNS edit, strefa {domain()}): {rnd(URLSAFE, 40)}",
        f"CF token do purge cache w hotelu: {rnd(URLSAFE, 40)}",
        f"curl -H \"Authorization: Bearer {rnd(URLSAFE, 40)}\" https://api.acme.example/client/v4/zones",
        f"cloudflare global api key (stary, do wywalenia) {hexs(37)}",
    )

    r.add(
        "stripe_secret_key",
        f"Stripe dla szkoły (płatności za kursy) sk_live_{rnd(ALNUM, 99)}",
        f"STRIPE_SECRET=sk_test_{rnd(ALNUM, 24)}",
        f"stripe webhook signing secret: whsec_{rnd(ALNUM, 32)}",
        f"klucz tajny stripe (restricted) rk_live_{rnd(ALNUM, 99)}",
    )

    r.add(
        "email_service_api_key",
        f"SendGrid dla newslettera kwiaciarni: {sendgrid_key()}",
        f"Mailgun api key: key-{hexs(32)} (domena mg.{domain()})",
        f"Mailchimp API key kwiaciarni: {hexs(32)}-us{secrets.randbelow(20) + 1}",
        f"MAILGUN_SECRET={hexs(32)}-{hexs(8)}-{hexs(8)}",
        f"Brevo (Sendinblue) klucz API: xkeysib-{hexs(64)}-{rnd(ALNUM, 16)}",
    )

    r.add(
        "google_app_password",
        f"hasło aplikacji Google do SMTP gmaila (konto biuro fizjo): {app_password()}",
        f"gmail app password {app_password().replace(' ', '')}",
        f"hasło aplikacji (Google) dla skrzynki noreply kwiaciarni — {app_password()}, nazwa: WP SMTP",
        f"Google Workspace, konto recepcja hotelu – hasło aplikacji dla WP Mail SMTP: {app_password()}",
    )

    r.add(
        "mailbox_password",
        f"skrzynka kontakt@{domain()} haslo {polish_pw()} (webmail Roundcube)",
        f"Poczta dla nowej pracownicy kancelarii: biuro2@{domain()} / {polish_pw()}",
        f"IMAP mail.{domain()} 993, konto faktury@, pass {polish_pw()}",
        f"hasło do maila sklepu rowerowego zmienione na {polish_pw()}",
        f"Thunderbird - konto ceramika@, haslo do poczty: {polish_pw()} (pani z pracowni ciągle zapomina)",
    )

    r.add(
        "woocommerce_rest_keys",
        f"WooCommerce REST API (sklep rowerowy):\nconsumer_key: ck_{hexs(40)}\nconsumer_secret: cs_{hexs(40)}",
        f"WC_CONSUMER_SECRET=cs_{hexs(40)}",
        f"klucze woo do integracji z Baselinkerem: ck_{hexs(40)} / cs_{hexs(40)}",
        f"WooCommerce -> Ustawienia -> Zaawansowane -> REST API, klucz 'hurtownia' (read): cs_{hexs(40)}",
    )

    r.add(
        "openai_api_key",
        f"klucz OpenAI do chatbota na stronie szkoły: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"openai key (konto firmowe, limit 20$/mc) {openai_project_key()}",
        f"chatbot kancelarii — 'openai_api_key' => '{openai_project_key()}',",
    )

    r.add(
        "basic_auth_staging",
        f"staging.{domain()} jest za htpasswd: klient / {polish_pw()}",
        f"Basic auth na stage hotelu: user podglad, hasło {rnd(LOWER + DIGITS, 10)}",
        f"curl -u preview:{polish_pw()} https://staging.{domain()}/",
        f"Authorization: Basic {basic('klient', polish_pw())}",
    )

    r.add(
        "two_factor_recovery_codes",
        f"kody zapasowe 2FA do panelu hostingu:\n{recovery_codes(8, 'alnum')}",
        f"GitHub recovery codes (konto firmowe):\n{recovery_codes(6, 'github')}",
        f"Wordfence 2FA – kody odzyskiwania dla admina WP u dentysty:\n{recovery_codes(5, 'alnum')}",
        f"backup codes google (biuro): {recovery_codes(5, 'digits')}",
    )

    r.add(
        "totp_seed",
        f"sekret TOTP do 2FA w panelu domen (gdyby padł telefon): {rnd(UPPER + '234567', 32)}",
        f"otpauth://totp/AcmeHosting:dev@wroclaw.example?secret={rnd(UPPER + '234567', 32)}&issuer=AcmeHosting",
        f"2FA setup key WordPress (kancelaria): {groups(rnd(UPPER + '234567', 16), 4)}",
        f"Google Authenticator dla konta Cloudflare — klucz ręczny: {groups(rnd(UPPER + '234567', 32).lower(), 4)}",
    )

    r.add(
        "backup_encryption_passphrase",
        f"hasło do szyfrowanych backupów (UpdraftPlus) wszystkich klientów: {' '.join(secrets.choice(WORDS) for _ in range(5))}",
        f"restic repo na NAS – RESTIC_PASSWORD={rnd(ALNUM, 32)}",
        f"passphrase do archiwum 7z z bazami: {polish_pw()}",
        f"BorgBackup passphrase: {'-'.join(secrets.choice(WORDS) for _ in range(6))}",
    )

    r.add(
        "bank_and_card_pin",
        f"PIN do karty firmowej: {digits(4)}",
        f"mBank firmowy – identyfikator {digits(8, lead=True)}, hasło {polish_pw()}",
        f"karta do płatności za hostingi: {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"PIN do tokena / aplikacji bankowej {digits(5)}",
        f"PIN telefonu służbowego {digits(6)}, PUK {digits(8)}",
    )

    r.add(
        "wifi_password",
        f"wifi w coworkingu na Rynku: sieć Cowork_5G, hasło {polish_pw()}",
        f"WiFi u klienta (hotel, sala konferencyjna) – SSID Hotel-Staff / {rnd(ALNUM, 12)}",
        f"WIFI:T:WPA;S:Kawiarnia-Lipa;P:{polish_pw()};;",
        f"hasło do wifi w biurze (nowy router) {rnd(LOWER + DIGITS, 12)}",
    )

    r.add(
        "client_panel_password",
        f"panel rejestratora domen (konto firmowe) login {digits(7, lead=True)} hasło {polish_pw()}",
        f"Google Search Console / Analytics — konto klienta stomatolog: seo.usmiech@{domain()} / {polish_pw()}",
        f"hasło do panelu InPost Paczkomaty sklepu: {polish_pw()}",
        f"konto Allegro sklepu rowerowego login kolo_sklep haslo {polish_pw()}",
    )

    r.add(
        "shipping_api_token",
        f"InPost ShipX token (sklep rowerowy): {jwt({'iss': 'acme-auth', 'sub': uid(), 'exp': 1900000000})}",
        f"Furgonetka API client secret: {rnd(ALNUM, 40)}",
        f"Apaczka app_id {digits(6, lead=True)}, app_secret {rnd(ALNUM, 32)}",
        f"InPost token API organizacji {digits(5, lead=True)} (sklep kwiaciarnia) -> {jwt({'iss': 'acme-login', 'sub': uid(), 'organization_id': digits(5, lead=True)}, alg='RS256', signature=rnd(URLSAFE, 86))}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "recaptcha_site_key",
        f"<div class=\"g-recaptcha\" data-sitekey=\"{recaptcha_key()}\"></div>",
        f"reCAPTCHA site key (publiczny, idzie do HTML) dla {domain()}: {recaptcha_key()}",
        f"grecaptcha.execute('{recaptcha_key()}', {{action: 'contact'}})",
        f"klucz witryny recaptcha kancelarii {recaptcha_key()} — tajny jest w Bitwardenie",
        f"<script src=\"/recaptcha/api.js?render={recaptcha_key()}\"></script>",
    )

    r.add(
        "nip_number",
        f"NIP klienta (piekarnia) do faktury: {nip()}",
        f"mój NIP: {nip_dashed()}",
        f"Dane do FV: Hotel nad Odrą sp. z o.o., ul. Przykładowa 1, 50-001 Wrocław, NIP {nip()}",
        f"nip kancelarii {nip_dashed()} – sprawdzić w białej liście VAT",
        f"NIP: PL{nip()} (VAT UE)",
    )

    r.add(
        "regon_number",
        f"REGON fizjo-centrum: {regon()}",
        f"regon {regon()}, NIP {nip()}",
        f"Do umowy z biurem rachunkowym: REGON {regon()}",
        f"REGON mojej działalności {regon()} (CEIDG)",
        f"KRS {digits(10)}, REGON {regon()} – hotel, do umowy powierzenia danych",
    )

    r.add(
        "invoice_number",
        f"FV/{digits(3, lead=True)}/2025 wystawiona dla {client()}, termin 14 dni",
        f"faktura nr FV {secrets.randbelow(90) + 10}/03/2025 – hosting + domena",
        f"Numer KSeF faktury dla hotelu: {ksef_number(nip())}",
        f"proforma PF/2025/{digits(4)} zapłacona przelewem",
        f"korekta FK/{digits(2, lead=True)}/2025 do faktury FV/{digits(3, lead=True)}/2025",
    )

    r.add(
        "wordpress_post_url",
        f"https://{domain()}/wp-admin/post.php?post={digits(4, lead=True)}&action=edit – poprawić zdjęcie",
        f"strona cennika to page_id={digits(3, lead=True)}",
        f"https://{domain()}/?p={digits(4, lead=True)}&preview=true",
        f"wpis z promocją: post ID {digits(5, lead=True)}, kategoria {digits(2, lead=True)}",
        f"https://{domain()}/wp-admin/upload.php?item={digits(5, lead=True)}",
    )

    r.add(
        "wordpress_nonce_url",
        f"https://{domain()}/wp-admin/plugins.php?action=deactivate&plugin=akismet%2Fakismet.php&_wpnonce={hexs(10)}",
        f"link z maila 'potwierdź eksport danych' miał _wpnonce={hexs(10)}, ale już wygasł",
        f"admin-ajax.php?action=heartbeat&_nonce={hexs(10)}",
        f"X-WP-Nonce: {hexs(10)} (nonce z wpApiSettings, ważny 12-24h, tylko dla sesji)",
        f"https://{domain()}/wp-admin/post.php?post={digits(4, lead=True)}&action=trash&_wpnonce={hexs(10)} – przypadkiem usunięty wpis, przywrócić z kosza",
    )

    r.add(
        "plugin_version_hash",
        f"WooCommerce 8.{secrets.randbelow(9)}.{secrets.randbelow(5)} – sha1 zipa {hexs(40)}",
        f"motyw potomny, commit {hexs(7)} na main – działa, tag v1.{secrets.randbelow(9)}.0",
        f"md5 pliku wp-includes/version.php: {hexs(32)} (porównanie z czystą instalacją)",
        f"wp core verify-checksums OK; checksum plugins/contact-form-7 = {hexs(32)}",
        f"style.css?ver={hexs(8)} – cache busting po aktualizacji",
    )

    r.add(
        "analytics_measurement_id",
        f"GA4 measurement id dla {domain()}: G-{rnd(UPPER + DIGITS, 10)}",
        f"gtag('config', 'G-{rnd(UPPER + DIGITS, 10)}');",
        f"GTM kontener hotelu: GTM-{rnd(UPPER + DIGITS, 7)}",
        f"Meta Pixel ID szkoły: {digits(15, lead=True)}",
        f"stary UA-{digits(8, lead=True)}-1 już nie zbiera danych, przejść na GA4",
    )

    r.add(
        "hosting_order_number",
        f"zamówienie hostingu nr {digits(8, lead=True)} opłacone do {secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.2026",
        f"Order #{rnd(UPPER + DIGITS, 10)} – serwer VPS dla hotelu",
        f"ID usługi w panelu: {digits(6, lead=True)}, pakiet Biznes",
        f"hosting kwiaciarni: zamówienie {digits(4, lead=True)}/{digits(2)}/2025, konto klienta nr {digits(6, lead=True)}",
        f"odnowienie domeny {domain()}, nr zlecenia ZL-{digits(7, lead=True)}",
    )

    r.add(
        "dns_record",
        f"{domain()}. 3600 IN TXT \"v=spf1 include:_spf.acme-hosting.example ~all\"",
        f"google-site-verification={rnd(URLSAFE, 43)}",
        f"default._domainkey.{domain()} TXT \"v=DKIM1; k=rsa; p={ssh_pub('rsa', 160)}\"",
        f"A @ 203.0.113.{secrets.randbelow(250) + 1}, CNAME www -> {domain()}., TTL 300",
        f"_dmarc TXT \"v=DMARC1; p=quarantine; rua=mailto:dmarc@{domain()}\"",
        f"MX 10 mx{secrets.randbelow(3) + 1}.acme-hosting.example. (poczta u klienta {client()})",
    )

    r.add(
        "masked_card_number",
        f"karta firmowa **** **** **** {digits(4)}, exp {card_expiry()} – obciążona za domeny",
        f"płatność kartą {digits(4, lead=True)} {digits(2)}** **** {digits(4)} odrzucona przez 3DS",
        f"Visa kończąca się na {digits(4)}",
        f"Mastercard {digits(6, lead=True)}******{digits(4)} (BIN + ostatnie 4 z potwierdzenia PayU)",
        f"Stripe: card •••• {digits(4)} zaktualizowana",
    )

    r.add(
        "password_reset_talk",
        "klient z piekarni zapomniał hasła do WP – wysłałem mu link resetu, ma się odezwać",
        "zmienić hasło do cPanelu hotelu po odejściu poprzedniego informatyka (przypomnieć we wtorek)",
        "Reset hasła FTP zrobiony, nowe przekazane telefonicznie, nie mailem",
        "przypomnij mi żeby wymusić zmianę haseł wszystkim adminom WP w kancelarii przed 1.06",
        "hasło do panelu domeny kwiaciarni wygasa za 7 dni, zrobię reset przez SMS",
    )

    r.add(
        "password_policy",
        "polityka haseł u dentysty: min. 12 znaków, zmiana co 90 dni, 2FA obowiązkowe",
        "Wordfence: zablokuj konto po 5 nieudanych logowaniach, blokada 30 min",
        "hasła generuję w Bitwardenie: 20 znaków, bez podobnych znaków (l/1/O/0)",
        "w hostingu hasło do bazy musi mieć 8-64 znaki i nie może zawierać apostrofu",
    )

    r.add(
        "secret_location_reference",
        "CRC Przelewy24 dla sklepu rowerowego jest w Bitwardenie w kolekcji 'Klienci/Kolo'",
        "hasło do wp-admin hotelu – w sejfie 1Password, wpis 'Hotel nad Odrą WP'",
        "drugi klucz PayU trzymam tylko w panelu PayU, nie kopiuję nigdzie",
        "AuthInfo do domeny kancelarii przyjdzie od starego rejestratora mailem do klienta",
        "klucz tajny recaptcha jest w .env na serwerze (RECAPTCHA_SECRET), nie w repo",
    )

    r.add(
        "env_var_reference",
        "define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );",
        "'crc' => env('P24_CRC'), 'api_key' => env('P24_API_KEY'),",
        "MAIL_PASSWORD=${SMTP_PASS}",
        "$secondKey = $_ENV['PAYU_SECOND_KEY'] ?? throw new RuntimeException('brak klucza');",
        "STRIPE_SECRET= (puste na lokalu, uzupełnić z menedżera haseł)",
    )

    r.add(
        "ci_secret_reference",
        "password: ${{ secrets.FTP_PASSWORD }}",
        "- uses: SamKirkland/FTP-Deploy-Action@v4\n  with:\n    server: ftp.acme-hosting.example\n    username: ${{ secrets.FTP_USER }}\n    password: ${{ secrets.FTP_PASS }}",
        "ssh-key: ${{ secrets.DEPLOY_KEY }}  # dodany w Settings > Secrets",
        "CPANEL_TOKEN jest ustawiony jako masked variable w GitLab CI",
    )

    r.add(
        "wp_config_placeholder",
        "define( 'AUTH_KEY', 'put your unique phrase here' );",
        "define( 'DB_PASSWORD', 'password_here' ); // wp-config-sample.php, do podmiany",
        "sole wygenerować oficjalnym generatorem soli WordPressa (secret-key API) i wkleić do wp-config",
        "define( 'WP_DEBUG', false );\ndefine( 'DISALLOW_FILE_EDIT', true );\n$table_prefix = 'wp_" + rnd(LOWER + DIGITS, 5) + "_';",
    )

    r.add(
        "merchant_public_ids",
        f"Przelewy24: merchant_id {digits(6, lead=True)}, pos_id {digits(6, lead=True)} (sklep rowerowy)",
        f"PayU pos_id {digits(6, lead=True)}, client_id to samo",
        f"P24 sandbox włączony: 'sandbox' => true, merchant {digits(5, lead=True)}",
        f"numer klienta PayU: {digits(7, lead=True)}",
    )

    r.add(
        "payment_transaction_id",
        f"PayU orderId {rnd(UPPER + DIGITS, 20)}GUEST000P01 – status COMPLETED",
        f"Przelewy24 sessionId zam-{digits(5)}-{hexs(8)}, orderId {digits(9, lead=True)}",
        f"transakcja P24 nr {digits(9, lead=True)} zwrócona klientowi",
        f"Stripe pi_{rnd(ALNUM, 24)} — płatność za kurs, refund częściowy",
        f"extOrderId = WC-{digits(5, lead=True)} w sklepie rowerowym",
    )

    r.add(
        "publishable_key",
        f"Stripe publishable: pk_live_{rnd(ALNUM, 99)}",
        f"STRIPE_KEY=pk_test_{rnd(ALNUM, 24)}  # publiczny, do frontu",
        f"Google Maps JS API – klucz ograniczony do referera *.{domain()}/* (restricted), id projektu {client()}-{digits(6, lead=True)}",
        f"Google OAuth client id: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.example",
    )

    r.add(
        "ssh_public_key",
        f"mój klucz publiczny do authorized_keys u klienta:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@wroclaw-laptop",
        f"ssh-rsa {ssh_pub('ssh-rsa', 256)} deploy@ci",
        f"fingerprint klucza hosta {host()}: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"deploy key (read-only, publiczny) dodany do repo hotel-theme: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
    )

    r.add(
        "uuid_in_url",
        f"https://{domain()}/rezerwacja/{uid()}/potwierdzenie",
        f"Elementor template id {uid()}",
        f"ticket w supporcie hostingu: https://pomoc.acme-hosting.example/ticket/{uid()}",
        f"webhook PayU notify_url https://{domain()}/?wc-api=payu&order={uid()}",
    )

    r.add(
        "container_identifier",
        f"kontener wordpress na VPS: {hexs(12)} (docker ps), obraz wordpress:6.5-php8.2",
        f"pod {pod_name('hotel-wp')} w CrashLoopBackOff",
        f"docker image sha256:{hexs(64)}",
        f"volume {client()}_db_data, sieć {client()}_default",
    )

    r.add(
        "support_ticket_number",
        f"zgłoszenie w hostingu #{digits(7, lead=True)} – wolny MySQL",
        f"ticket ACME-{digits(5, lead=True)}: migracja poczty kancelarii",
        f"nr sprawy u rejestratora domen: {rnd(UPPER, 3)}-{digits(6)}",
        f"Jira WEB-{digits(3, lead=True)} – formularz kontaktowy nie wysyła maili",
    )

    r.add(
        "tracking_number",
        f"paczka z kluczem sprzętowym YubiKey: InPost {digits(24, lead=True)}",
        f"DPD list przewozowy {digits(14, lead=True)}",
        f"Poczta Polska śledzenie: RR{digits(9, lead=True)}PL (umowa dla kancelarii)",
        f"numer nadania dla sklepu rowerowego {digits(13, lead=True)} – klient pyta gdzie paczka",
    )

    r.add(
        "bank_account_for_invoice",
        f"konto do przelewów na fakturach: {pl_iban()}",
        f"nr rachunku klienta (hotel) do zwrotu nadpłaty: {pl_iban()}",
        f"mikrorachunek podatkowy: {iban('PL', digits(24), spaced=False)}",
        f"klient płaci z konta {pl_iban()}, tytuł: FV/{digits(3, lead=True)}/2025",
    )

    r.add(
        "cloud_resource_id",
        f"Cloudflare zone id {domain()}: {hexs(32)}",
        f"CF account id {hexs(32)} (to nie jest token)",
        f"Google Cloud project: {client()}-{digits(6, lead=True)}",
        f"Bucket na backupy: s3://acme-backupy-{client()}/{digits(4, lead=True)}-{secrets.randbelow(12) + 1:02d}/",
    )

    r.add(
        "file_checksum",
        f"backup bazy hotelu 2025-03-{secrets.randbelow(28) + 1:02d}.sql.gz sha256 {hexs(64)}",
        f"md5sum wp-content.zip = {hexs(32)}",
        f"SHA-384 dla SRI: integrity=\"sha384-{b64(secrets.token_bytes(48))}\" (jquery z CDN)",
        f"sprawdzone: sha1 pobranego WordPressa {hexs(40)} zgadza się z sumą z oficjalnej strony",
    )

    r.add(
        "session_and_cache_names",
        f"cookie wordpress_logged_in_{hexs(32)} – nazwa zależy od COOKIEHASH (md5 adresu strony)",
        f"plik cache: wp-content/cache/wpo-cache/{domain()}/index-{hexs(8)}.html",
        f"transient _transient_timeout_wc_report_{hexs(32)} do wyczyszczenia",
        f"asset main.{hexs(8)}.js i style.{hexs(8)}.css po buildzie",
    )

    r.add(
        "security_settings_numbers",
        "sesja w wp-admin wygasa po 48h, ‘Zapamiętaj mnie’ 14 dni",
        "limit prób logowania FTP: 10 na godzinę, potem ban IP na 1h (fail2ban)",
        f"port SSH zmieniony na {secrets.randbelow(40000) + 20000}, logowanie hasłem wyłączone",
        "SSL Let's Encrypt odnawia się co 90 dni, auto-renew włączony",
        "długość klucza DKIM 2048 bitów, selektor default",
    )

    r.add(
        "credential_masked",
        "DB_PASSWORD=************ (z panelu, nie pokazuje całości)",
        f"P24 CRC: {p24_crc()[:4]}…(reszta w sejfie)",
        f"PayU drugi klucz kończy się na ...{hexs(4)}",
        f"token cPanel {cpanel_token()[:4]}•••• utworzony {secrets.randbelow(28) + 1}.03.2025, wygasa nigdy",
        "hasło: [ukryte] – klient poda przez telefon",
    )

    r.add(
        "license_order_id",
        f"licencja Elementor Pro – nr zamówienia {digits(7, lead=True)}, przypisana do {domain()}",
        f"ACF Pro faktura #{digits(6, lead=True)}, odnowienie {secrets.randbelow(12) + 1:02d}/2026",
        f"WP Rocket: konto klienta, order ID WPR-{digits(6, lead=True)}",
        f"numer licencji wtyczki (public id widoczny w panelu): site-{hexs(12)}",
    )

    r.add(
        "server_details",
        f"serwer {host()}, IP 198.51.100.{secrets.randbelow(250) + 1}, PHP 8.2, MariaDB 10.11",
        f"nameservery: ns1.acme-hosting.example, ns2.acme-hosting.example (domena {domain()})",
        f"FTP host ftp.{domain()}, port 21, tryb pasywny, katalog /public_html",
        f"cPanel u hotelu na {host()}:2083, login podany przez klienta w mailu z {secrets.randbelow(28) + 1}.02",
    )

    return r


def main() -> None:
    write_corpora("make_heldout198.py", [
        ("heldout198_credentials.yaml", credentials(), "Held-out batch 198: credentials a Wrocław freelance web developer keeps for client sites (cPanel, FTP, WordPress, Przelewy24, PayU, reCAPTCHA, SMTP, AuthInfo)"),
        ("heldout198_lookalikes.yaml", lookalikes(), "Held-out batch 198: look-alikes a Wrocław freelance web developer keeps (site keys, NIP/REGON, invoices, WP ids and nonces, DNS records, masked values, references)"),
    ])


if __name__ == "__main__":
    main()
