# ruff: noqa: E501
"""Writes heldout342_credentials.yaml and heldout342_lookalikes.yaml: held-out batch 342.

Persona: a web developer at a small digital agency in Split, Croatia, who writes his notes
in Croatian (sometimes with č ć š ž đ, often without) mixed with English dev jargon. He
keeps client hosting panels (cPanel, WHM, Plesk), WordPress and WooCommerce sites, payment
gateway keys (CorvusPay, Monri, Stripe), FINA fiscalisation certificates and their
passwords, logins and API keys of the booking platforms and channel managers of the
apartment owners he works for, SFTP and MySQL logins, and his own home Wi-Fi, alarm and
card PINs; and many look-alikes: OIBs and IBANs, fiscal invoice numbers with their JIR and
ZKI, booking and order references, Stripe object ids and publishable keys, reCAPTCHA site
keys, analytics tags, DKIM records, checksums, commits, fingerprints, masked cards, expired
SMS codes and references to secrets kept elsewhere.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    basic,
    card_expiry,
    digits,
    discord_webhook,
    epoch,
    ga4_id,
    github_fine_token,
    github_token,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    mailchimp_key,
    openssh_private,
    pem,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    recovery_codes,
    rnd,
    s10,
    seed_phrase,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    stripe_publishable_key,
    stripe_webhook_secret,
    totp_seed,
    uid,
    write_corpora,
)

SPLIT_WORDS = [
    "Marjan", "Bura", "Jugo", "Hajduk", "Bacvice", "Riva", "Fjaka", "Poljud", "Maestral",
    "Posip", "Plavac", "Trogir", "Brac", "Solta", "Varos", "Dalmacija", "Peskera", "Lastovo",
    "Kastela", "Torcida", "Galeb", "Pjat", "Spalato", "Mosor",
]


HR_BANKS = ["2360000", "2340009", "2484008", "2402006", "2407000", "2500009", "2390001"]
SALT = ALNUM + "!@#$%^&*()-_=+[]{}<>~;:,.?|"
PASS_MARKS = "!#$%&*?"


def pw_hr() -> str:
    """A password a Split developer sets for a client: local words, a year or a number."""
    return pick(
        f"{secrets.choice(SPLIT_WORDS)}{secrets.randbelow(90) + 10}{secrets.choice(PASS_MARKS)}",
        f"{secrets.choice(SPLIT_WORDS)}.{secrets.choice(SPLIT_WORDS).lower()}{digits(3)}",
        f"{secrets.choice(SPLIT_WORDS).lower()}_{rnd(ALNUM, 6)}{secrets.choice(PASS_MARKS)}",
        rnd(ALNUM + PASS_MARKS, 16),
        pw(),
    )


def oib() -> str:
    """A Croatian OIB: ten digits, then the ISO 7064 MOD 11,10 check digit."""
    body = digits(10, lead=True)
    a = 10
    for c in body:
        a = (a + int(c)) % 10 or 10
        a = a * 2 % 11
    return body + str((11 - a) % 10)


def hr_iban(spaced: bool = True) -> str:
    return iban("HR", secrets.choice(HR_BANKS) + digits(10, lead=True), spaced)


def stripe_sk(mode: str = "live") -> str:
    return pick(f"sk_{mode}_{rnd(ALNUM, 24)}", f"sk_{mode}_51{rnd(ALNUM, 97)}")


def stripe_rk() -> str:
    return f"rk_live_51{rnd(ALNUM, 97)}"


def woo_ck() -> str:
    return "ck_" + hexs(40)


def woo_cs() -> str:
    return "cs_" + hexs(40)


def cpanel_token() -> str:
    """A cPanel / WHM API token: 32 upper-case letters and digits."""
    return rnd(UPPER + DIGITS, 32)


def wp_salt() -> str:
    return rnd(SALT, 64)


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def brevo_key() -> str:
    return f"xkeysib-{hexs(64)}-{rnd(ALNUM, 16)}"


def monri_key() -> str:
    return rnd(LOWER + DIGITS, 32)


def monri_auth_token() -> str:
    return hexs(40)


def corvus_secret() -> str:
    return rnd(ALNUM, 32)


def rentlio_key() -> str:
    return rnd(ALNUM, 40)


def wp_cookie(user: str) -> str:
    return f"wordpress_logged_in_{hexs(32)}={user}%7C{epoch()}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}"


def phpsessid() -> str:
    return rnd(LOWER + DIGITS, 26)


def filezilla_pass() -> str:
    return b64(pw_hr().encode())


def lines(*items: str) -> str:
    return "\n".join(items)


def zki() -> str:
    return hexs(32)


def gtm() -> str:
    return "GTM-" + rnd(UPPER + DIGITS, 7)


def airbnb_code() -> str:
    return "HM" + rnd(UPPER + DIGITS, 8)


def stripe_id(prefix: str) -> str:
    return f"{prefix}_{rnd(ALNUM, 24)}"


def colon_hex(n: int) -> str:
    return ":".join(hexs(2 * n)[i:i + 2] for i in range(0, 2 * n, 2)).upper()


def dkim_p() -> str:
    return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + rnd(B64, 300) + "IDAQAB"


def sha256() -> str:
    return hexs(64)


def amount() -> str:
    return f"{secrets.randbelow(4000) + 50},{digits(2)}"


def day() -> str:
    return f"{secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.202{pick('4', '5')}."


def hr_phone() -> str:
    return f"+385 9{pick('1', '2', '5', '8', '9')} {digits(3)} {digits(4)}"


def ip() -> str:
    """An address from the documentation ranges (RFC 5737)."""
    return f"{pick('192.0.2', '198.51.100', '203.0.113')}.{secrets.randbelow(250) + 2}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "cpanel_login",
        f"cPanel za apartmani-vila-mare.example\nuser: vilamare\npass: {pw_hr()}",
        f"klijent Kovačević d.o.o. — cpanel https://kovacevic.example:2083 login kovacev1 / {pw_hr()} (promijenio 3.5., javit Anti)",
        f"cpanel lozinka od konoba-dalmatino {pw_hr()}  !! ne davat frilenseru",
        f"novi hosting (acme hosting) za ribarnica-split.test\ncPanel usr ribarnic\nlozinka\n{pw_hr()}",
        f"| klijent | cpanel user | pass |\n|---|---|---|\n| Villa Stina | villast | {pw_hr()} |",
    )

    r.add(
        "whm_cpanel_api_token",
        f"WHM api token (root) za reseller server: {cpanel_token()}",
        f'curl -H "Authorization: whm root:{cpanel_token()}" "https://srv3.acme-hosting.test:2087/json-api/listaccts?api.version=1"',
        f"cpanel API token za auto backup skriptu, user dalmaweb\n{cpanel_token()}\n(ime tokena: backup-cron, nema expiry)",
        f"export CPANEL_TOKEN={cpanel_token()}  # za uapi deploy na hotel-adriana.example",
        f"WHM > Manage API Tokens: novi token 'monitoring' (samo list-accts)\n{cpanel_token()}",
    )

    r.add(
        "plesk_admin",
        f"Plesk admin za VPS (plesk.agencija.internal:8443)\nadmin / {pw_hr()}",
        f"plesk login od klijenta iz Trogira: korisnik admin, lozinka {pw_hr()} — on je sam mjenja svaki put kad se naljuti",
        f"Plesk API key (Tools > API) za obsidian server: {uid()}\nX-API-Key header",
        f"plesk pass za pristup: {pw_hr()} (admin)\nobavezno ugasit root ssh kad zavrsim",
        f"Plesk Obsidian @ 10.20.0.5\n  login: root\n  pw:    {pw_hr()}",
    )

    r.add(
        "wp_admin_login",
        f"wp-admin apartmani-luka.example/wp-admin  admin_luka  {pw_hr()}",
        f"WordPress login za frizerski-salon.test:\nuser: ivana.editor\npass: {pw_hr()}\n(ona je editor, ne admin)",
        f"WP admin pass za pizzeria-bura promjenjen na {pw_hr()} nakon sto su ih hakirali",
        f"wp user create tmpadmin tmp@agencija.test --role=administrator --user_pass='{pw_hr()}'  # obrisat nakon migracije!!",
        f"lozinka za wp od dentalne ordinacije -> {pw_hr()}",
    )

    r.add(
        "wp_config_db_password",
        f"wp-config.php od villa-marjan:\ndefine( 'DB_NAME', 'villamar_wp483' );\ndefine( 'DB_USER', 'villamar_wp483' );\ndefine( 'DB_PASSWORD', '{pw_hr()}' );\ndefine( 'DB_HOST', 'localhost' );",
        f"DB pass za woo shop (maslinovo-ulje.example) {rnd(ALNUM, 20)}",
        f"baza za staging.sirana-brac.test, user sirana_stg, lozinka {rnd(ALNUM + '@#', 18)}",
        f"define('DB_PASSWORD', '{rnd(ALNUM, 16)}'); // hotel adriana, prod",
        f"wp config set DB_PASSWORD '{pw_hr()}' --path=/home/ribarnic/public_html",
    )

    r.add(
        "wp_salts",
        f"salts za konoba-dalmatino (generirano sa api-ja):\ndefine('AUTH_KEY',         '{wp_salt()}');\ndefine('SECURE_AUTH_KEY',  '{wp_salt()}');\ndefine('LOGGED_IN_KEY',    '{wp_salt()}');",
        f"AUTH_SALT od apartmani-luka = '{wp_salt()}'",
        f"define( 'NONCE_KEY', '{wp_salt()}' );\ndefine( 'NONCE_SALT', '{wp_salt()}' );",
        f"novi WP_CACHE_KEY_SALT + LOGGED_IN_SALT nakon hacka:\nLOGGED_IN_SALT {wp_salt()}",
    )

    r.add(
        "woocommerce_rest_secret",
        f"Woo REST API za sinkronizaciju s ERP-om (maslinovo-ulje.example)\nconsumer key: {woo_ck()}\nconsumer secret: {woo_cs()}",
        f"WOO_CONSUMER_SECRET={woo_cs()}",
        f"curl https://shop.sirana-brac.test/wp-json/wc/v3/orders -u {woo_ck()}:{woo_cs()}",
        f"woocommerce api kljucevi (read/write) za app od vinarije\nck {woo_ck()}\ncs {woo_cs()}",
        f"{{\n  \"url\": \"https://vinarija-plancic.example\",\n  \"consumerKey\": \"{woo_ck()}\",\n  \"consumerSecret\": \"{woo_cs()}\"\n}}",
    )

    r.add(
        "stripe_secret_key",
        f"stripe live secret za charter firmu: {stripe_sk()}",
        f"STRIPE_SECRET_KEY={stripe_sk()}\nSTRIPE_PUBLISHABLE_KEY={stripe_publishable_key()}",
        f"Stripe restricted key (samo read charges) za izvjestaje: {stripe_rk()}",
        f"stripe sk od kayak-tours.test {stripe_sk()} — NE u git!!",
        f"'stripe' => [\n    'secret' => '{stripe_sk()}',\n],",
        f"\\Stripe\\Stripe::setApiKey('{stripe_sk()}');  // tmp dok ne prebacim u .env",
    )

    r.add(
        "stripe_webhook_secret",
        f"webhook signing secret (endpoint /stripe/webhook na kayak-tours.test): {stripe_webhook_secret()}",
        f"STRIPE_WEBHOOK_SECRET={stripe_webhook_secret()}",
        f"stripe listen lokalno dao: Your webhook signing secret is {stripe_webhook_secret()} (^C to quit)",
        f"whsec za prod endpoint od booking widgeta\n{stripe_webhook_secret()}",
        f"stripe:\n  webhook_secret: {stripe_webhook_secret()}\n  tolerance: 300",
    )

    r.add(
        "corvuspay_secret",
        f"CorvusPay (test okruzenje) za vinarija-plancic:\nstore_id: {digits(5, lead=True)}\nsecret key: {corvus_secret()}",
        f"corvus prod kljuc {corvus_secret()}  store {digits(5, lead=True)} — za potpis ordera (sha256 hmac)",
        f"define('CORVUSPAY_SECRET_KEY', '{corvus_secret()}');",
        f"corvuspay_secret_key: \"{corvus_secret()}\"\ncorvuspay_store_id: {digits(5, lead=True)}\ncorvuspay_env: production",
        f"CorvusPay admin panel login za hotel: hotel.adriana / {pw_hr()}",
    )

    r.add(
        "monri_merchant_key",
        f"Monri test merchant: authenticity_token {monri_auth_token()}\nkey {monri_key()}",
        f"MONRI_KEY={monri_key()}\nMONRI_AUTHENTICITY_TOKEN={monri_auth_token()}\nMONRI_ENV=prod",
        f"monri merchant key za ribarnicu (prod) {monri_key()}, digest = sha512(key + order_number + amount + currency)",
        f"Monri dashboard pass od klijenta, user webshop@ribarnica-split.test: {pw_hr()}",
    )

    r.add(
        "fina_cert_password",
        f"FINA fiskal cert (FISKAL 1) za konobu, .p12 lozinka: {pw_hr()}",
        f"lozinka za certifikat fiskalizacije od frizerskog salona je {rnd(ALNUM, 12)}",
        f"openssl pkcs12 -in fiskal_oib.p12 -nodes -passin pass:{rnd(ALNUM, 10)} -out fiskal.pem",
        f"fiskalizacija:\n  cert_path: /var/www/certs/demo-fiskal.p12\n  cert_pass: \"{pw_hr()}\"",
        f"fina cert pass (novi, obnovljen u 11mj) — {rnd(ALNUM + '!', 14)}",
    )

    r.add(
        "fina_private_key",
        "privatni kljuc izvucen iz fiskal p12 (za php fiskalizaciju):\n" + pem("PRIVATE KEY", 5),
        pem("RSA PRIVATE KEY", 6),
        "fiskal.key od sirane, kopirat na server u /etc/fiskal/\n" + pem("PRIVATE KEY", 4),
        "key.pem za e-racun (FINA servis)\n" + pem("ENCRYPTED PRIVATE KEY", 5) + f"\npassphrase: {rnd(ALNUM, 12)}",
    )

    r.add(
        "booking_extranet_login",
        f"Booking.com extranet za App. Mare (gosp. Bilić)\nusername: bilic_mare_{digits(3)}\npass: {pw_hr()}",
        f"booking extranet login od gospođe Perić -> peric.apartmani / {pw_hr()}",
        f"airbnb login za vilu na Šolti: vila.solta@agencija.test  pass {pw_hr()}",
        f"lozinka za booking admin (apartmani luka) {pw_hr()} (ona je zaboravila pa sam resetira)",
        f"Booking.com: id smjestaja {digits(7, lead=True)}, login dalmaweb_{digits(4)}, lozinka {pw_hr()}",
    )

    r.add(
        "channel_manager_api_key",
        f"Rentlio API key za sync kalendara na vila-mare.example: {rentlio_key()}",
        f"RENTLIO_API_KEY={rentlio_key()}",
        f"smoobu api key (iz Settings > API) za apartmani-luka: {rnd(ALNUM, 32)}",
        f"curl -H 'Api-Key: {rnd(ALNUM, 32)}' https://login.smoobu.com/api/reservations",
    )

    r.add(
        "home_wifi_key",
        f"wifi doma: SSID Tomislav_5G, lozinka {pick('bura', 'jugo', 'fjaka', 'marjan')}{pin(4)}{secrets.choice(PASS_MARKS)}",
        f"WIFI:T:WPA;S:StanBacvice;P:{rnd(ALNUM, 14)};;",
        f"sifra za wifi kod kuce\n{rnd(ALNUM, 12)}",
        f"gost wifi (za mamu) — Gosti_doma / {pick('Dobrodosli', 'Kava', 'Lungomare')}{digits(4)}",
        f"A1 router doma: wifi key {rnd(LOWER + DIGITS, 16)}, admin panel 192.168.1.1 admin/{rnd(ALNUM, 10)}",
    )

    r.add(
        "alarm_code",
        f"kod za alarm doma {pin(4)}",
        f"alarm (stan, Ulica Slobode) — šifra za deaktivaciju: {pin(6)}, prisila kod {pin(4)}",
        f"Alarm code: {pin(4)} (novi, stari ne radi od 1.6.)",
        f"sifra alarma u uredu\n{pin(5)}\n# ne zapisivat na papir",
    )

    r.add(
        "keybox_door_code",
        f"key box za apartman Mare (na ulazu lijevo) kod {pin(4)}",
        f"šifra za vrata ureda {pin(4)}#",
        f"keysafe kod za vilu na Šolti: {pin(4)}, ključ od bazena je unutra",
        f"ulaz zgrade (interfon) {pin(4)}*, garaza {pin(5)}",
        f"pametna brava Nuki, PIN za čistačicu {pin(6)}",
    )

    r.add(
        "sftp_login",
        f"SFTP za hotel-adriana: sftp://deploy@hotel-adriana.example:22  lozinka {pw_hr()}",
        f"<Server><Host>ftp.pizzeria-bura.test</Host><Port>21</Port><User>pizzeria</User><Pass encoding=\"base64\">{filezilla_pass()}</Pass></Server>",
        f"ftp od klijenta (stari hosting) ftp.kovacevic.example user kovacev pass {pw_hr()}",
        f"lftp -u web_upload,'{pw_hr()}' sftp://files.agencija.internal",
        f"FTP\nhost: ftp.sirana-brac.test\nuser: sirana\npw: {pw_hr()}",
    )

    r.add(
        "ssh_private_key",
        "deploy kljuc za bitbucket (agencija):\n" + openssh_private(),
        openssh_private(),
        "id_ed25519 s laptopa, backup (obrisat odavde!!)\n" + openssh_private(),
        "kljuc za VPS od charter firme, ~/.ssh/charter_vps\n" + pem("RSA PRIVATE KEY", 5),
    )

    r.add(
        "mysql_dsn",
        f"DATABASE_URL=mysql://laravel:{rnd(ALNUM, 18)}@db.agencija.internal:3306/booking_widget",
        f"mysql -h 10.20.0.7 -u woo_ro -p'{pw_hr()}' maslinov_shop",
        f"phpmyadmin za konobu: konoba_db / {pw_hr()}",
        f"$pdo = new PDO('mysql:host=localhost;dbname=rezervacije', 'rez_user', '{rnd(ALNUM, 16)}');",
        f"mariadb root lozinka na dev serveru {rnd(ALNUM + '#', 20)}",
    )

    r.add(
        "smtp_mailbox_password",
        f"mail info@apartmani-luka.example lozinka {pw_hr()} (outlook kod gospodina)",
        f"SMTP za woo obavijesti:\nhost mail.vinarija-plancic.example\nport 465\nuser shop@vinarija-plancic.example\npass {pw_hr()}",
        f"MAIL_PASSWORD={rnd(ALNUM, 16)}\nMAIL_USERNAME=noreply@kayak-tours.test",
        f"roundcube za recepcija@hotel-adriana.example -> {pw_hr()}",
    )

    r.add(
        "google_app_password",
        f"gmail app password za WP Mail SMTP (konoba): {app_password()}",
        f"google app pass {app_password().replace(' ', '')}",
        f"App password (Gmail, agencija.split@acme.test) za Thunderbird\n{app_password()}",
        f"postfix relay preko gmaila: [smtp.gmail.com]:587 agencija.split@acme.test:{app_password().replace(' ', '')}",
    )

    r.add(
        "two_factor_backup_codes",
        "GitHub recovery codes (agencija org owner):\n" + recovery_codes(8, "github"),
        "backup kodovi za google racun agencije: " + recovery_codes(5, "digits"),
        "Wordfence 2FA recovery codes za wp-admin hotel-adriana\n" + lines(*(f"{hexs(4)} {hexs(4)}" for _ in range(5))),
        "cloudflare 2fa backup codes:\n" + recovery_codes(6, "alnum"),
    )

    r.add(
        "totp_secret",
        f"otpauth://totp/WordPress:admin_luka?secret={totp_seed()}&issuer=apartmani-luka.example",
        f"2FA seed za cPanel (ako izgubim mob): {groups(totp_seed(), 4)}",
        f"TOTP secret za zajednicki Stripe racun (da i Ante moze) {totp_seed()}",
        f"plesk google authenticator kljuc\n{totp_seed()}",
        f"2fa kljuc za booking extranet gosp. Bilica (da ne zove svaki put za kod): {groups(totp_seed().lower(), 4)}",
    )

    r.add(
        "github_token",
        f"github PAT za deploy (repo scope) {github_token()}",
        f"GH token za composer private pakete:\ncomposer config -g github-oauth.github.com {github_token()}",
        f"fine-grained token za agencija/booking-widget, istice za 90 dana: {github_fine_token()}",
        f"git remote set-url origin https://dalmaweb:{github_token()}@github.com/agencija/konoba-theme.git",
        f"GITHUB_TOKEN za gh cli na serveru\n{github_token()}",
    )

    r.add(
        "cloudflare_token",
        f"Cloudflare API token (Zone DNS edit) za certbot: {cf_token()}",
        f"# /root/.secrets/cloudflare.ini\ndns_cloudflare_api_token = {cf_token()}",
        f"CF_API_TOKEN={cf_token()}",
        f"cloudflare global api key (stari, prebacit na token) {hexs(37)}  email agencija.split@acme.test",
    )

    r.add(
        "newsletter_api_key",
        f"Mailchimp api key za vinariju (lista kupaca) {mailchimp_key()}",
        f"MAILCHIMP_API_KEY={mailchimp_key()}",
        f"Brevo (sendinblue) api v3 kljuc za hotel: {brevo_key()}",
        f"brevo smtp key za transakcijske mailove\nlogin agencija.split@acme.test\nkey {brevo_key()}",
    )

    r.add(
        "bank_card_pin",
        f"PIN kartice (Zaba, poslovna) {pin(4)}",
        f"pin za mToken {pin(6)}",
        f"Maestro pin {pin(4)}  / Visa pin {pin(4)}",
        f"PIN za novu karticu agencije (istjece {card_expiry()}) je {pin(4)}, stari baciti",
    )

    r.add(
        "crypto_seed_phrase",
        f"ledger seed (12 rijeci):\n{seed_phrase(12)}",
        f"metamask recovery phrase: {seed_phrase(12)}",
        f"seed za hladni novcanik, NE SLIKAVAT\n{seed_phrase(24)}",
        "trezor backup:\n" + lines(*(f"{i}. {w}" for i, w in enumerate(seed_phrase(12).split(), 1))),
    )

    r.add(
        "session_cookie",
        f"cookie za wp-admin (da skripta moze importat)\nCookie: {wp_cookie('admin_luka')}",
        f"PHPSESSID={phpsessid()} — sesija od Plesk-a, traje dok ne izadjem",
        f"cpanel session url: https://kovacevic.example:2083/cpsess{digits(10, lead=True)}/frontend/jupiter/index.html (radi jos sat vremena)",
        f"curl -b \"{wp_cookie('editor')}\" https://hotel-adriana.example/wp-admin/admin-ajax.php",
    )

    r.add(
        "chat_webhook_url",
        f"slack webhook za obavijesti o novim narudzbama: {slack_webhook()}",
        f"SLACK_WEBHOOK_URL={slack_webhook()}",
        f"discord webhook za uptime alarme\n{discord_webhook()}",
        f"add_action('woocommerce_new_order', fn() => wp_remote_post('{slack_webhook()}', ...));",
    )

    r.add(
        "staging_basic_auth",
        f"staging.vila-mare.example je iza htaccess-a: user demo, lozinka {pw_hr()}",
        f"curl -u klijent:{pw_hr()} https://staging.kayak-tours.test/",
        f"Authorization: Basic {basic('preview', rnd(ALNUM, 12))}",
        f"za pregled dizajna kod klijenta: https://pregled:{rnd(ALNUM, 10)}@dev.pizzeria-bura.test",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "oib_number",
        f"OIB klijenta (Kovačević d.o.o.) {oib()}",
        f"za ugovor: Ante Bilić, OIB: {oib()}, adresa Put Firula 12",
        f"oib agencije {oib()} — ide na svaki racun",
        f"provjerit OIB {oib()} na sudreg, piše da je firma u likvidaciji?",
        f"Vlasnica apartmana: Marija Perić\nOIB\n{oib()}",
    )

    r.add(
        "eu_vat_id",
        f"PDV ID: HR{oib()}",
        f"VAT za njemackog klijenta DE{digits(9, lead=True)} — reverse charge na racunu",
        f"EU VAT number HR{oib()} (provjereno na VIES)",
        f"austrijski klijent ATU{digits(8, lead=True)}, račun bez PDV-a",
        f"u footeru: MBS {digits(9, lead=True)}, OIB {oib()}, PDV ID HR{oib()}",
    )

    r.add(
        "client_iban",
        f"IBAN za uplatu (agencija): {hr_iban()}",
        f"gospođa Perić — uplate od bookinga idu na {hr_iban(False)}",
        f"vinarija IBAN {hr_iban()} za povrat",
        f"poziv na broj HR00 {digits(6)}-{digits(4)}, IBAN {hr_iban()}",
        f"| klijent | IBAN |\n|---|---|\n| Sirana Brač | {hr_iban()} |\n| Konoba | {hr_iban()} |",
    )

    r.add(
        "fiscal_invoice_number",
        f"račun br. {secrets.randbelow(900) + 10}/WEB1/1 — izdan {day()}",
        f"broj racuna {secrets.randbelow(300) + 1}/POSL1/2 storniran, novi {secrets.randbelow(300) + 1}/POSL1/2",
        f"oznaka poslovnog prostora: POSL{secrets.randbelow(5) + 1}, naplatni uredaj {secrets.randbelow(3) + 1}, zadnji racun {secrets.randbelow(1000) + 1}/POSL1/1",
        f"R1 racun {secrets.randbelow(200) + 1}-{pick('WEB', 'UR1')}-1 za hosting {amount()} EUR",
        f"zadnji račun prošle godine: {secrets.randbelow(500) + 100}/WEB1/1, nova numeracija kreće od 1/WEB1/1",
    )

    r.add(
        "fiscal_jir_zki",
        f"JIR: {uid()}\nZKI: {zki()}",
        f"racun prosao fiskalizaciju, jir {uid()}",
        f"zki {zki()} ne odgovara — provjerit redoslijed polja (oib+datum+broj+iznos)",
        f"fiskalizacija log: {day()} 14:02 OK, JIR={uid()}",
        f"na QR kodu racuna: https://porezna.gov.hr/rn?zki={zki()}&datv=20240612_1402&izn={secrets.randbelow(9000) + 100}",
    )

    r.add(
        "booking_reservation_ref",
        f"Booking.com rezervacija {digits(10, lead=True)}, gost dolazi {day()}",
        f"airbnb potvrda {airbnb_code()} — 4 noćenja, App. Mare",
        f"broj rezervacije {digits(10, lead=True)} otkazan, refund ide preko bookinga",
        f"rentlio res id {digits(7, lead=True)} / booking {digits(10, lead=True)} — dupla rezervacija!!",
        f"Airbnb listing {digits(18, lead=True)}, confirmation code {airbnb_code()}",
    )

    r.add(
        "stripe_publishable",
        f"stripe publishable key (ide u frontend) {stripe_publishable_key()}",
        f"STRIPE_KEY={stripe_publishable_key()}\nSTRIPE_SECRET=${{STRIPE_SECRET}}",
        f"<script>const stripe = Stripe('{stripe_publishable_key()}');</script>",
        f"pk_ za kayak-tours checkout: {stripe_publishable_key()}",
        f"koristim publishable key {stripe_publishable_key()} — secret je samo na serveru",
    )

    r.add(
        "stripe_object_id",
        f"refund za {stripe_id('pi')} napravljen {day()}",
        f"stripe customer {stripe_id('cus')} ima dvije kartice, obrisat jednu",
        f"webhook je failao na eventu {stripe_id('evt')}, retry ok",
        f"charge {stripe_id('ch')} disputed — gost tvrdi da nije bio",
        f"connected account {stripe_id('acct')[:21]} (charter firma), payout {stripe_id('po')}",
    )

    r.add(
        "gateway_order_ref",
        f"CorvusPay order_number: wc-{digits(5, lead=True)}, approval code {rnd(UPPER + DIGITS, 6)}",
        f"monri transakcija {digits(7, lead=True)} odbijena (response code 1005)",
        f"corvus narudzba vinarija-{digits(6)} — status 'refunded'",
        f"Monri order {hexs(16)} za ribarnicu, iznos {amount()} EUR",
        f"Monri response: approval_code {digits(6)}, reference_number {digits(12, lead=True)}, status approved",
    )

    r.add(
        "woo_order_number",
        f"narudžba #{digits(5, lead=True)} nije poslala mail kupcu",
        f"woo order {digits(4, lead=True)} i {digits(4, lead=True)} su duple — brisat jednu",
        f"wp post_id {digits(5, lead=True)} (proizvod Maslinovo ulje 0,5l), SKU MU-{digits(3)}",
        f"Order #{digits(5, lead=True)} — {amount()} EUR — plaćeno karticom — čeka slanje",
    )

    r.add(
        "plugin_version",
        f"WooCommerce {pick('8', '9')}.{secrets.randbelow(9)}.{secrets.randbelow(5)} + Elementor 3.{secrets.randbelow(25)}.{secrets.randbelow(5)} — update na stagingu prvo",
        f"PHP 8.{pick('1', '2', '3')}.{secrets.randbelow(30)} na novom serveru, WP 6.{secrets.randbelow(8)}.{secrets.randbelow(3)}",
        f"wordfence {pick('7', '8')}.{secrets.randbelow(12)}.{secrets.randbelow(6)} ima bug s 2FA, rollback",
        f"corvuspay plugin v{secrets.randbelow(3) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(10)} zahtjeva woo >= 7.0",
        f"nginx/1.{secrets.randbelow(10) + 18}.{secrets.randbelow(3)}, MariaDB 10.{secrets.randbelow(6) + 6}.{secrets.randbelow(20)}, cPanel build 11{secrets.randbelow(10) + 110}.0.{secrets.randbelow(30)}",
    )

    r.add(
        "git_commit_ref",
        f"fix za checkout je {hexs(40)}",
        f"git cherry-pick {hexs(7)} na release granu",
        f"deploy na prod sa {hexs(40)[:12]} — rollback na {hexs(40)[:12]} ako pukne",
        f"bitbucket pipelines build #{secrets.randbelow(500) + 1} pao na commitu {hexs(40)}",
        f"merge {hexs(7)} u main, tag v{secrets.randbelow(3) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(10)} za booking-widget",
    )

    r.add(
        "backup_checksum",
        f"sha256sum backup-vila-mare-{day().replace('.', '')}.tar.gz\n{sha256()}  backup.tar.gz",
        f"md5 od dump-a {hexs(32)} — isti kao na serveru, ok",
        f"checksum za wp-content.zip: {sha256()}",
        f"wp core verify-checksums prosao; custom plugin hash {hexs(40)}",
        f"SHA-256 od fiskal.p12 prije i poslije kopiranja: {sha256()} (isti)",
    )

    r.add(
        "uuid_link",
        f"racun u e-racunu: https://e-racun.acme.test/racuni/{uid()}",
        f"link za potpis ugovora (vec potpisano) https://sign.acme.test/d/{uid()}",
        f"figma: https://www.figma.com/file/{rnd(ALNUM, 22)}/Konoba-redizajn",
        f"trello kartica https://trello.com/c/{rnd(ALNUM, 8)} — popis promjena za hotel",
        f"rezervacija u Rentliu: https://app.rentl.io.test/reservations/{uid()}/edit",
    )

    r.add(
        "ssh_pubkey_fingerprint",
        f"dodat u authorized_keys na VPS:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tomislav@laptop",
        f"host key fingerprint za novi server: ED25519 {ssh_fingerprint()}",
        f"bitbucket deploy key (public) ssh-rsa {ssh_pub('ssh-rsa', 270)} deploy@agencija",
        f"The authenticity of host 'srv3.acme-hosting.test' can't be established.\nECDSA key fingerprint is {ssh_fingerprint()}.",
    )

    r.add(
        "cert_serial_fingerprint",
        f"FINA cert serijski broj {colon_hex(16)}, vrijedi do {day()}",
        f"SHA1 fingerprint fiskal certa: {colon_hex(20)}",
        f"Let's Encrypt cert za hotel-adriana.example, serial {hexs(36)}, istjece za 30 dana",
        f"openssl x509 -noout -fingerprint -sha256\nsha256 Fingerprint={colon_hex(32)}",
    )

    r.add(
        "masked_card_tail",
        f"poslovna kartica **** **** **** {digits(4)}, istjece {card_expiry()}",
        f"gost platio Visom koja zavrsava na {digits(4)}",
        f"Stripe: Mastercard •••• {digits(4)} declined",
        f"iznajmljivač: Diners zadnje 4 znamenke {digits(4)}, plaćeno {amount()} EUR",
        f"kartica {luhn('4')[:6]}******{digits(4)} — chargeback",
    )

    r.add(
        "hosting_ticket_ref",
        f"acme hosting ticket #{digits(7, lead=True)} — migracija konobe, čekam odgovor",
        f"Plesk support case {digits(8, lead=True)}: licenca ne vidi novi IP",
        f"FINA zahtjev za certifikat br. {digits(10, lead=True)} (predano {day()})",
        f"Cloudflare ticket {digits(7, lead=True)} zatvoren, problem bio kod DNS-a",
    )

    r.add(
        "env_var_name",
        "DB_PASSWORD se čita iz .env (getenv('DB_PASSWORD')), nije u repo",
        "u wp-config: define('DB_PASSWORD', getenv('WP_DB_PASS'));",
        "STRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\n# popunit na serveru, ne ovdje",
        "MONRI_KEY=${MONRI_KEY:?missing}  # docker compose povlaci iz hosta",
    )

    r.add(
        "secret_reference",
        "deploy koristi ${{ secrets.CPANEL_TOKEN }} i ${{ secrets.SFTP_PASS }}",
        "lozinka od cpanela za konobu je u Bitwardenu pod 'Konoba — cPanel'",
        "fiskal cert lozinka: vidi 1Password vault Klijenti/Sirana, ne pisat u notes",
        "vault kv get secret/agencija/stripe/kayak-tours (samo ja imam pristup)",
        "bitbucket repository variable $FTP_PASSWORD (secured)",
    )

    r.add(
        "expired_one_time_code",
        f"SMS kod od banke {digits(6)} — iskoristen, placeno",
        f"booking mi poslao verifikacijski kod {digits(6)}, istekao prije nego sam upisao",
        f"kod za prijavu na e-Građane {digits(8)} vise ne vrijedi (10 min)",
        f"Google verification code G-{digits(6)} — već upotrijebljen",
    )

    r.add(
        "phone_number",
        f"gosp. Bilić mob {hr_phone()}",
        f"recepcija hotela {pick('+385 21', '021')} {digits(3)} {digits(3)}",
        f"Ante (frilenser) {hr_phone()} — zvat samo poslijepodne",
        f"podrska acme hosting 0800 {digits(3)} {digits(3)}, ticket #{digits(6, lead=True)}",
        f"WhatsApp za goste: {hr_phone().replace(' ', '')}",
    )

    r.add(
        "parcel_tracking",
        f"HP paket {s10('RR', 'HR')} (certifikat kartica za FINA)",
        f"GLS {digits(11, lead=True)} — nova tipkovnica",
        f"DPD tracking {digits(14, lead=True)}, dolazi sutra",
        f"Overseas paket {digits(13, lead=True)} za vinariju (etikete)",
    )

    r.add(
        "analytics_tag_id",
        f"GA4 measurement id za vila-mare: {ga4_id()}",
        f"Tag Manager container {gtm()} na svim stranicama konobe",
        f"Meta pixel id {digits(15, lead=True)} (hotel-adriana)",
        f"<script async src=\"https://www.googletagmanager.com/gtag/js?id={ga4_id()}\"></script>",
        f"Google Ads conversion AW-{digits(10, lead=True)}/{rnd(ALNUM, 20)}",
    )

    r.add(
        "recaptcha_site_key",
        f"reCAPTCHA v3 site key (frontend) {recaptcha_site_key()}",
        f"data-sitekey=\"{recaptcha_site_key()}\" na kontakt formi apartmani-luka",
        f"Contact Form 7 > Integration: site key {recaptcha_site_key()}, secret je u wp-adminu",
        f"hCaptcha sitekey {uid()} za booking formu",
    )

    r.add(
        "cloudflare_zone_id",
        f"Cloudflare zone id za hotel-adriana.example: {hexs(32)}",
        f"account id {hexs(32)}, zone {hexs(32)} (agencija)",
        f"curl https://api.cloudflare.com/client/v4/zones/{hexs(32)}/purge_cache -H \"Authorization: Bearer $CF_API_TOKEN\"",
        f"CF ray id {hexs(16)}-ZAG kad je pala stranica",
    )

    r.add(
        "device_serial_mac",
        f"router doma: S/N {rnd(UPPER + DIGITS, 12)}, MAC {mac(upper=True)}",
        f"alarm centrala Paradox, serijski broj {hexs(8).upper()}",
        f"NAS u uredu, MAC {mac('-', True)}, IP rezerviran .50",
        f"laptop servisni tag {rnd(UPPER + DIGITS, 7)} — jamstvo do {day()}",
        f"Nuki brava device id {hexs(8).upper()}, firmware 4.{secrets.randbelow(9)}.{secrets.randbelow(20)}",
    )

    r.add(
        "invoice_amount_date",
        f"hosting za 2025: {amount()} EUR + PDV, rok plaćanja {day()}",
        f"konoba dužna {amount()} € (račun od {day()})",
        f"ponuda {secrets.randbelow(90) + 1}/2025: redizajn {amount()} EUR, održavanje {secrets.randbelow(200) + 30} €/mj",
        f"uplaćeno {day()} — {amount()} EUR, poziv na broj {digits(6)}",
    )

    r.add(
        "asset_cache_hash",
        f"wp-content/themes/konoba/dist/app.{hexs(8)}.css",
        f"?ver={hexs(20)} na style.css ne refresha cache na CF",
        f"vite build -> assets/index-{rnd(URLSAFE, 8)}.js, {secrets.randbelow(300) + 20} kB",
        f"boja iz brand booka: #{hexs(6)} / #{hexs(6)} (hover)",
    )

    r.add(
        "dkim_dns_record",
        f"DKIM za vinarija-plancic.example:\ndefault._domainkey TXT \"v=DKIM1; k=rsa; p={dkim_p()}\"",
        f"brevo._domainkey -> k=rsa;p={dkim_p()}",
        f"dkim public key iz cPanela (Email Deliverability): {dkim_p()}",
        f"SPF: v=spf1 include:spf.brevo.com ip4:192.0.2.{secrets.randbelow(250) + 2} ~all\nDMARC: v=DMARC1; p=quarantine; rua=mailto:dmarc@agencija.test",
    )

    r.add(
        "domain_verification_txt",
        f"google-site-verification={rnd(URLSAFE, 43)}",
        f"TXT za Meta: facebook-domain-verification={rnd(LOWER + DIGITS, 30)}",
        f"Search Console verifikacija za konoba-dalmatino.example — TXT google-site-verification={rnd(URLSAFE, 43)} dodan",
        f"MS365 TXT record MS=ms{digits(8, lead=True)} za hotel-adriana.example",
    )

    r.add(
        "db_name_user_only",
        f"baza: villamar_wp{digits(3)}, user villamar_wp{digits(3)}, host localhost (lozinka u wp-config)",
        f"DB_NAME=maslinov_shop\nDB_USER=maslinov_{rnd(LOWER, 4)}\nDB_HOST=10.20.0.7",
        f"table prefix wp_{rnd(LOWER + DIGITS, 5)}_ (promijenjen zbog sigurnosti)",
        "mysqldump -u konoba_db -p konoba_wp > konoba.sql  # pita za lozinku",
    )

    r.add(
        "server_ip_port",
        f"VPS charter: {ip()}, ssh port {secrets.randbelow(50000) + 10000}",
        f"A record hotel-adriana.example -> {ip()}, TTL 3600",
        f"plesk na https://{ip()}:8443, cpanel na :2083",
        f"fail2ban banao {ip()} (nas ured!) — unbanat",
    )

    return r


def main() -> None:
    write_corpora("make_heldout342.py", [
        ("heldout342_credentials.yaml", credentials(), "Held-out batch 342: credentials a Split web developer keeps (cPanel, WHM, Plesk, WordPress, WooCommerce, Stripe, CorvusPay, Monri, FINA certificates, booking platforms, Wi-Fi, alarm and door codes and more)"),
        ("heldout342_lookalikes.yaml", lookalikes(), "Held-out batch 342: a Split web developer's OIBs, IBANs, fiscal and order references, public keys, masked cards and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
