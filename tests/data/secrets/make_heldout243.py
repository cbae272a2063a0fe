# ruff: noqa: E501
"""Writes heldout243_credentials.yaml and heldout243_lookalikes.yaml: held-out batch 243.

Persona: a freelance WordPress developer in Utrecht who writes notes in Dutch with English
tech terms. The notes hold WordPress admin and application passwords, wp-config.php
DB_PASSWORD and salt lines, DirectAdmin and cPanel logins, a TransIP API private key, Mollie
live API keys, SFTP passwords, the Mailgun SMTP password, WooCommerce REST consumer secrets
and a client's Cloudflare API token; the look-alikes are KvK and BTW numbers, post and order
ids, Mollie profile and payment ids, plugin and theme versions, file hashes, the public half
of WooCommerce REST keys, nonce field names, table prefixes and IBANs.

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
    b64,
    basic,
    digits,
    groups,
    hexs,
    iban,
    onepassword_secret_key,
    openssh_private,
    pem,
    phrase,
    pick,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

NL_WORDS = [
    "gracht", "fiets", "domtoren", "kaas", "molen", "tulp", "hagelslag", "regen", "brug",
    "kade", "stroop", "wafel", "zeilboot", "polder", "dijk", "klok", "lantaarn", "haven",
    "drop", "sluis", "kanaal", "wolk", "appel", "koffie",
]
WP_SALT_CHARS = ALNUM + "!@#$%^&*()-_ []{}<>~`+=,.;:/?|"
BANKS = ["ABNA", "INGB", "RABO", "TRIO", "BUNQ", "KNAB", "ASNB", "SNSB"]


def wpgen() -> str:
    """A password from WordPress's own strong-password generator."""
    return rnd(ALNUM + "!@#$%^&*()", pick(16, 20, 24))


def human() -> str:
    """A password a client or the developer chose."""
    word = pick("Domtoren", "Oudegracht", "Stroopwafel", "Neude", "Vredenburg", "Kromme", "Lombok", "Wittevrouwen")
    return f"{word}{digits(pick(2, 4))}{pick('!', '#', '?', '$', '')}{pick('', 'x', 'Utr')}"


def dbpw() -> str:
    return pick(rnd(ALNUM, 16), rnd(ALNUM + "!#%^*-_", 20), rnd(ALNUM, 12))


def salt() -> str:
    return rnd(WP_SALT_CHARS, 64)


def wp_app() -> str:
    """A WordPress application password: 24 characters in six groups of four."""
    return groups(rnd(ALNUM, 24), 4)


def live() -> str:
    return "live_" + rnd(ALNUM, 30)


def mollie_test() -> str:
    return "test_" + rnd(ALNUM, 30)


def access() -> str:
    return "access_" + rnd(ALNUM, 40)


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def cp_token() -> str:
    return rnd(UPPER + DIGITS, 32)


def mg_key() -> str:
    return f"{hexs(32)}-{hexs(8)}-{hexs(8)}"


def mg_smtp() -> str:
    return pick(mg_key(), rnd(ALNUM, 24), wpgen())


def cs() -> str:
    return "cs_" + hexs(40)


def ck() -> str:
    return "ck_" + hexs(40)


def sk_live() -> str:
    return "sk_live_51" + rnd(ALNUM, 97)


def pk_live() -> str:
    return "pk_live_51" + rnd(ALNUM, 97)


def recaptcha() -> str:
    return "6L" + rnd(URLSAFE, 38)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def authcode() -> str:
    return rnd(ALNUM + "#%&*+", pick(10, 12, 16))


def wf_codes(n: int) -> str:
    return "\n".join(groups(hexs(16), 4) for _ in range(n))


def brevo(prefix: str = "xkeysib") -> str:
    return f"{prefix}-{hexs(64)}-{rnd(ALNUM, 16)}"


def migrate_key() -> str:
    return rnd(ALNUM + "+/", 40)


def kvk() -> str:
    return digits(8, lead=True)


def btw() -> str:
    return f"NL{digits(9)}B{pick('01', '02', '03')}"


def nl_iban() -> str:
    return iban("NL", pick(*BANKS) + digits(10))


def wp_id() -> str:
    return str(secrets.randbelow(9000) + 12)


def order_no() -> str:
    return str(secrets.randbelow(40000) + 1000)


def mollie_id(prefix: str) -> str:
    return f"{prefix}_{rnd(ALNUM, 10)}"


def fingerprint() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def credentials() -> Rows:
    r = Rows()
    r.add(
        "wp_admin_password",
        f"Bakkerij de Vries WP admin: https://bakkerij-devries.example/wp-admin  user: beheer-bakkerij  ww: {wpgen()}",
        f"onthoud ff: inlog wp-admin van kapsalon-knip.test is gebruiker 'anouk' met wachtwoord {human()}. Klant heeft het zelf gekozen, niet wijzigen zonder overleg",
        f"nieuwe admin account aangemaakt voor mezelf op studio-lotte.example\nusername: dev_jv\npassword: {wpgen()}\nrol: Administrator",
        f"wp login fietsenmaker.test -> admin / {human()} (tijdelijk, na oplevering resetten!!)",
        f"Super Admin van het multisite netwerk op netwerk.acme.test: netwerkbeheer / {wpgen()}",
        f"Tandarts Oudegracht site, wp-admin pasword: {wpgen()} (user = info@tandarts-oudegracht.example)",
    )
    r.add(
        "wp_application_password",
        f"Application password voor de Zapier koppeling (bakkerij-devries.example, user beheer-bakkerij): {wp_app()}",
        f"WP app password 'n8n-sync' op studio-lotte.example\n{wp_app()}",
        f"curl -u dev_jv:'{wp_app()}' 'https://kapsalon-knip.test/wp-json/wp/v2/posts?status=draft'",
        f'REST API auth voor de headless frontend (Next.js) → WP_APP_USER=headless WP_APP_PASSWORD="{wp_app()}"',
        f"app-wachtwoord voor mijn deploy script op fietsenmaker.test: {wp_app()} — naam in WP: 'deploy-ci'",
        f"Application Passwords | Name: MainWP | Password: {wp_app()} | site: tandarts-oudegracht.example",
    )
    r.add(
        "wp_config_db_password",
        f"wp-config.php van bakkerij-devries (productie):\ndefine( 'DB_NAME', 'bakkerij_wp' );\ndefine( 'DB_USER', 'bakkerij_wpusr' );\ndefine( 'DB_PASSWORD', '{dbpw()}' );\ndefine( 'DB_HOST', 'localhost' );",
        f"DB_PASSWORD studio-lotte staging = {dbpw()}",
        f"define('DB_PASSWORD', '{dbpw()}'); // kapsalon-knip, nieuw na verhuizing naar TransIP",
        f"db gegevens fietsenmaker: db fietsm_wp7 / user fietsm_wp7 / pass {dbpw()} / host localhost:3306",
        f"Voor de lokale Docker setup van de tandarts site:\nWORDPRESS_DB_USER=wp\nWORDPRESS_DB_PASSWORD={dbpw()}\nMYSQL_ROOT_PASSWORD={dbpw()}",
    )
    r.add(
        "wp_config_auth_salts",
        "salts bakkerij-devries (productie, NIET opnieuw genereren want dan is iedereen uitgelogd):\n"
        + "\n".join(
            f"define( '{name}', '{salt()}' );"
            for name in ("AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY", "AUTH_SALT", "SECURE_AUTH_SALT", "LOGGED_IN_SALT", "NONCE_SALT")
        ),
        f"AUTH_KEY en SECURE_AUTH_SALT van studio-lotte (nodig om sessies geldig te houden bij migratie):\ndefine('AUTH_KEY', '{salt()}');\ndefine('SECURE_AUTH_SALT', '{salt()}');",
        f"kapsalon-knip wp-config regel:\ndefine( 'LOGGED_IN_KEY',    '{salt()}' );",
        f"NONCE_SALT voor fietsenmaker: {salt()}",
        f"oude salts tandarts (voor rollback)\nAUTH_KEY         {salt()}\nSECURE_AUTH_KEY  {salt()}\nAUTH_SALT        {salt()}\nSECURE_AUTH_SALT {salt()}",
    )
    r.add(
        "directadmin_login",
        f"DirectAdmin voor bakkerij: https://da.bakkerij-devries.example:2222  user bakker01  ww {wpgen()}",
        f"DA login kapsalon: gebruiker knip / wachtwoord {human()}",
        f"DirectAdmin login key voor mijn backup script (alleen CMD_API_DATABASES), user jvdev: {rnd(ALNUM, 64)}",
        f"directadmin reseller account:\nurl: https://server12.hosting.example:2222\nuser: reseller_jv\npass: {wpgen()}",
        f"Tandarts DA inloggegevens -> tandarts / {dbpw()}",
    )
    r.add(
        "cpanel_login",
        f"cPanel fietsenmaker: https://fietsenmaker.test:2083 | fietsenm | {wpgen()}",
        f"cpanel login studio lotte\nuser studiolo\nwachtwoord {human()}",
        f"WHM root voor de VPS van de klant: root / {wpgen()} (https://vps01.acme.internal:2087)",
        f"cPanel mailbox info@kapsalon-knip.test, wachtwoord: {human()}",
        f"Inloggen cPanel bij de bakkerij-hoster: gebruikersnaam bakkerijd, ww={dbpw()}",
    )
    r.add(
        "cpanel_api_token",
        f"cPanel API token 'wpdeploy' voor fietsenmaker: {cp_token()}",
        f"curl -H 'Authorization: cpanel fietsenm:{cp_token()}' 'https://fietsenmaker.test:2083/execute/Backup/fullbackup_to_homedir'",
        f"UAPI token studio-lotte (verloopt 31-12): {cp_token()}",
        f"WHM API token reseller → Authorization: whm root:{cp_token()}",
    )
    r.add(
        "transip_api_private_key",
        f"TransIP API key pair 'wp-dns-sync' (login: jvdev):\n{pem('PRIVATE KEY', 8)}",
        f"private key voor de TransIP REST API, whitelisted op mijn vaste IP\n{pem('PRIVATE KEY', 6)}",
        f"transip.key (staat ook op de build server in ~/.transip/):\n{pem('RSA PRIVATE KEY', 7)}",
        f"TransIP API, account kapsalonknip, label 'certbot-dns':\n{pem('PRIVATE KEY', 5)}",
    )
    r.add(
        "transip_account_password",
        f"TransIP controlepaneel login: jvdev / {wpgen()}",
        f"TransIP inlog van de bakkerij zelf (klant gaf het telefonisch door): bakkerijdevries / {human()}",
        f"transip account studio lotte: gebruiker studiolotte, wachtwrd {wpgen()}, 2FA op mijn telefoon",
        f"TransIP 2FA backupcodes (account jvdev):\n{recovery_codes(6, 'digits')}",
    )
    r.add(
        "mollie_live_api_key",
        f"Mollie live API key bakkerij: {live()}",
        f"in .env op productie kapsalon\nMOLLIE_API_KEY={live()}",
        f"mollie keys studio lotte\nlive: {live()}\ntest: {mollie_test()}",
        f"Mollie Payments for WooCommerce > Instellingen > Live API key: {live()} (profiel Fietsenmaker)",
        f'$mollie->setApiKey("{live()}"); // tijdelijk hardcoded op staging, NIET committen',
        f"live key voor de tandarts (betalingen intake): {live()}",
    )
    r.add(
        "mollie_organization_access_token",
        f"Mollie organization access token (voor alle profielen van de klant): {access()}",
        f"Mollie Connect test call\ncurl https://api.mollie.example/v2/profiles -H 'Authorization: Bearer {access()}'",
        f"OAT Mollie – scopes payments.read refunds.write – {access()}",
        f"mollie access token voor mijn dashboard script\nMOLLIE_ACCESS_TOKEN={access()}",
    )
    r.add(
        "sftp_password",
        f"SFTP bakkerij: host sftp.bakkerij-devries.example poort 22 user bakker01 ww {wpgen()}",
        f"FileZilla site 'Kapsalon' -> SFTP, knip_ftp / {human()}",
        f"sshpass -p '{dbpw()}' sftp -P 2222 studiolo@ssh.studio-lotte.example",
        f"ftp://fietsenm:{rnd(ALNUM, 14)}@ftp.fietsenmaker.test/public_html",
        f"sftp van de tandarts (alleen wp-content/uploads):\nuser: tandarts_media\npass: {wpgen()}",
        f"sftp login staging acme: deploy@staging.acme.internal, het wachtwoord is {human()}",
    )
    r.add(
        "mailgun_smtp_password",
        f"Mailgun SMTP voor WP Mail SMTP (bakkerij), poort 587, login postmaster@mg.bakkerij-devries.example, password {mg_smtp()}",
        f"mailgun kapsalon\nSMTP_USER=postmaster@mg.kapsalon-knip.test\nSMTP_PASS={mg_smtp()}",
        f"WP Mail SMTP > Other SMTP\nHost: smtp.mailgun.example\nUser: no-reply@mg.studio-lotte.example\nPass: {mg_smtp()}",
        f"mailgun smtp ww fietsenmaker: {mg_smtp()}",
        f"define( 'WPMS_SMTP_PASS', '{mg_smtp()}' ); // tandarts, mailgun EU regio",
    )
    r.add(
        "mailgun_api_key",
        f"Mailgun private API key (account jvdev): key-{hexs(32)}",
        f"MAILGUN_API_KEY={mg_key()}\nMAILGUN_DOMAIN=mg.bakkerij-devries.example",
        f"mailgun sending key voor mg.kapsalon-knip.test: {mg_key()}",
        f"curl -s --user 'api:key-{hexs(32)}' https://api.mailgun.example/v3/mg.fietsenmaker.test/events",
    )
    r.add(
        "woocommerce_consumer_secret",
        f"WooCommerce REST API keys bakkerij (voor de kassakoppeling):\nConsumer key: {ck()}\nConsumer secret: {cs()}",
        f"{cs()}  ← consumer secret studio-lotte, read/write",
        f"WC_CONSUMER_KEY={ck()}\nWC_CONSUMER_SECRET={cs()}",
        f"curl https://fietsenmaker.test/wp-json/wc/v3/orders -u {ck()}:{cs()}",
        f"woo api secret tandarts: {cs()}",
        f"Woo keys voor Exact koppeling kapsalon | key {ck()} | secret {cs()} | rechten: Read",
    )
    r.add(
        "cloudflare_api_token",
        f"Cloudflare API token van klant (Zone.DNS edit, alleen bakkerij-devries.example): {cf_token()}",
        f"CF_API_TOKEN={cf_token()}",
        f"curl -X POST \"https://api.cloudflare.example/client/v4/zones/{hexs(32)}/purge_cache\" -H \"Authorization: Bearer {cf_token()}\" --data '{{\"purge_everything\":true}}'",
        f"cloudflare token voor de WP Cloudflare plugin (studio lotte): {cf_token()}",
        f"certbot ini kapsalon (/etc/letsencrypt/cloudflare.ini):\ndns_cloudflare_api_token = {cf_token()}",
    )
    r.add(
        "cloudflare_global_api_key",
        f"Cloudflare Global API Key klant fietsenmaker (email admin@fietsenmaker.test): {hexs(37)}",
        f"X-Auth-Email: beheer@studio-lotte.example\nX-Auth-Key: {hexs(37)}",
        f"global key cf tandarts {hexs(37)} — liever vervangen door scoped token",
        f"CLOUDFLARE_EMAIL=info@bakkerij-devries.example\nCLOUDFLARE_API_KEY={hexs(37)}",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe secret key (WooCommerce Stripe Gateway, kapsalon): {sk_live()}",
        f"STRIPE_SECRET_KEY={sk_live()}",
        f"stripe restricted key alleen lezen voor de boekhoud-export: rk_live_51{rnd(ALNUM, 97)}",
        f"Stripe webhook signing secret (endpoint /wc-api/wc_stripe): whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "recaptcha_secret_key",
        f"reCAPTCHA v3 secret key (Contact Form 7, bakkerij): {recaptcha()}",
        f"define('RECAPTCHA_SECRET', '{recaptcha()}');",
        f"google recaptcha fietsenmaker\nsite key: {recaptcha()}\nsecret key: {recaptcha()}",
        f"Gravity Forms reCAPTCHA secret tandarts = {recaptcha()}",
    )
    r.add(
        "github_personal_access_token",
        f"GitHub PAT voor composer (private plugin repo acme/booking): {ghp()}",
        f"composer config --global github-oauth.github.example {ghp()}",
        f"fine-grained token 'acme-theme deploy': github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://jvdev:{ghp()}@github.example/acme/kapsalon-theme.git",
        f"token voor GitHub Packages (npm) in ~/.npmrc:\n//npm.pkg.github.example/:_authToken={ghp()}",
    )
    r.add(
        "deploy_ssh_private_key",
        f"deploy key voor bakkerij server (alleen pull):\n{openssh_private()}",
        f"~/.ssh/id_ed25519_kapsalon\n{openssh_private()}",
        f"SSH key voor GitHub Actions secret DEPLOY_KEY (studio-lotte):\n{openssh_private()}",
        f"oude RSA key van de tandarts VPS, nog nodig voor de backup server\n{pem('RSA PRIVATE KEY', 6)}",
    )
    r.add(
        "mysql_connection_string",
        f"mysql://bakkerij_wpusr:{rnd(ALNUM, 16)}@db.bakkerij.internal:3306/bakkerij_wp",
        f"mysql -h 127.0.0.1 -u fietsm_wp7 -p'{dbpw()}' fietsm_wp7 < dump.sql",
        f"DATABASE_URL=mysql://lotte:{rnd(ALNUM, 18)}@mariadb.acme.internal/studio_lotte_prod",
        f"mysqldump --user=knip_wp --password={rnd(ALNUM, 14)} knip_wp > knip-2025-03.sql",
        f"TablePlus verbinding tandarts: host 10.0.4.12 user tandarts_ro pass {dbpw()} db tandarts_wp",
    )
    r.add(
        "staging_basic_auth",
        f"staging bakkerij staat achter basic auth: preview / {human()}",
        f"htaccess login studio-lotte staging → gebruiker: lotte  wachtwoord: {wpgen()}",
        f"curl -u klant:{rnd(ALNUM, 12)} https://staging.kapsalon-knip.test/",
        f"staging fietsenmaker header voor de uptime monitor:\nAuthorization: Basic {basic('preview', rnd(ALNUM, 14))}",
        f"Voor de tandarts om mee te kijken op acc: https://acc.tandarts-oudegracht.example  gebruikersnaam 'tandarts' / ww '{human()}'",
    )
    r.add(
        "wp_redis_password",
        f"define( 'WP_REDIS_PASSWORD', '{rnd(ALNUM, 32)}' );",
        f"Redis object cache bakkerij: redis://:{rnd(ALNUM, 24)}@redis.bakkerij.internal:6379/0",
        f"redis requirepass op de VPS van studio lotte = {rnd(ALNUM, 28)}",
        f"WP_REDIS_PASSWORD kapsalon {dbpw()}",
    )
    r.add(
        "domain_transfer_authcode",
        f"verhuiscode bakkerij-devries.example (van oude registrar naar TransIP): {authcode()}",
        f"authcode voor studio-lotte.example: {authcode()} — geldig tot vrijdag",
        f"EPP code fietsenmaker.test = {authcode()}",
        f"Token voor verhuizen kapsalon-knip domein: {authcode()}",
        f"auth-code .eu domein tandarts: {authcode()}",
    )
    r.add(
        "wordfence_2fa_recovery_codes",
        f"Wordfence 2FA recovery codes admin bakkerij:\n{wf_codes(5)}",
        f"herstelcodes 2FA wp-admin kapsalon (user anouk)\n{wf_codes(5)}",
        f"Wordfence Login Security backup codes dev_jv @ studio-lotte: {', '.join(groups(hexs(16), 4) for _ in range(3))}",
        f"2fa recovery tandarts site:\n{wf_codes(4)}",
    )
    r.add(
        "google_workspace_app_password",
        f"Google app password voor WP Mail SMTP (info@kapsalon-knip.test): {app_password()}",
        f"app wachtwoord gmail studio lotte → {app_password()}",
        f"Gmail SMTP fietsenmaker, user info@fietsenmaker.test pass {app_password().replace(' ', '')}",
        f"Thunderbird op laptop: Google Workspace app-specific password = {app_password()}",
    )
    r.add(
        "brevo_api_key",
        f"Brevo (ex-Sendinblue) API key nieuwsbrief bakkerij: {brevo()}",
        f"BREVO_API_KEY={brevo()}",
        f"Brevo SMTP key voor kapsalon: {brevo('xsmtpsib')}",
        f"sendinblue key tandarts (vervangt Mailchimp) {brevo()}",
    )
    r.add(
        "wp_migrate_connection_key",
        f"WP Migrate connection info productie bakkerij:\nhttps://bakkerij-devries.example\n{migrate_key()}",
        f"WP Migrate DB Pro secret key studio-lotte: {migrate_key()}",
        f"pull van live naar lokaal kapsalon — connection info:\nhttps://kapsalon-knip.test\n{migrate_key()}",
        f"migrate key fietsenmaker staging {migrate_key()}",
    )
    r.add(
        "phpmyadmin_login",
        f"phpMyAdmin tandarts: https://pma.acme.internal  user tandarts_wp  ww {dbpw()}",
        f"pma login bakkerij → bakkerij_wpusr / {wpgen()}",
        f"phpmyadmin root op de VPS (alleen via ssh tunnel): root {rnd(ALNUM, 20)}",
        f"PMA kapsalon\ngebruiker: knip_wp\nwachtwoord: {human()}",
    )
    r.add(
        "password_manager_passphrase",
        f"Bitwarden master passphrase (reservekopie, in de kluis leggen!): {phrase(NL_WORDS, 5, '-')}",
        f"1Password gedeelde klanten-vault\nSecret Key: {onepassword_secret_key()}\nwachtwoord: {phrase(NL_WORDS, 4, '-')}{digits(2)}",
        f"KeePassXC database klanten.kdbx wachtwoord: {phrase(NL_WORDS, 6, ' ')}",
        f"noodkaart Bitwarden: jv@jvdev.example / {phrase(NL_WORDS, 5, '.')}",
    )
    r.add(
        "coworking_wifi_password",
        f"wifi flexplek Utrecht centrum: netwerk WP-Gasten, ww {human()}",
        f"Wi-Fi bij de bakkerij (als ik daar werk): BakkerijDeVries_5G / {rnd(ALNUM, 12)}",
        f"WIFI:T:WPA;S:Stadskantoor-Flex;P:{rnd(ALNUM, 14)};;",
        f"wachtwoord wifi thuiskantoor: {phrase(NL_WORDS, 3, '')}{digits(2)}",
    )
    r.add(
        "postmark_server_token",
        f"Postmark server API token (tandarts transactionele mails): {uid()}",
        f"POSTMARK_SERVER_TOKEN={uid()}",
        f"X-Postmark-Server-Token: {uid()}   (studio-lotte, server 'wp-live')",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "kvk_number",
        f"KvK-nummer eigen bedrijf JV Webdevelopment: {kvk()}",
        f"Bakkerij de Vries KvK {kvk()} – vestigingsnummer {digits(12, lead=True)}",
        f"voor de algemene voorwaarden footer kapsalon: KvK {kvk()}",
        f"KvK: {kvk()} | Utrecht",
        f"kvk nr studio lotte = {kvk()} (check op factuur)",
    )
    r.add(
        "btw_number",
        f"BTW-id: {btw()}",
        f"btw nummer klant fietsenmaker {btw()}, geen verlegging",
        f"Omzetbelastingnummer (intern, niet op de site): {btw()}",
        f"Footer WooCommerce PDF facturen: BTW {btw()} · KvK {kvk()} · IBAN {nl_iban()}",
        f"VAT ID for the invoice to Acme GmbH: {btw()}",
    )
    r.add(
        "wp_post_id",
        f"Homepage bakkerij = page ID {wp_id()}, blog overzicht = {wp_id()}",
        f"post.php?post={wp_id()}&action=edit — die pagina moet nog vertaald",
        f"Elementor template id {wp_id()} gebruikt op alle productpagina's",
        f"attachment {wp_id()} is het logo, dus wp_get_attachment_image( {wp_id()}, 'full' ) klopt niet",
        f"?p={wp_id()} redirect naar /nieuws/nieuwe-openingstijden/",
    )
    r.add(
        "woocommerce_order_number",
        f"Bestelling #{order_no()} kapsalon: klant zegt dubbel betaald, checken in Mollie",
        f"order {order_no()} (fietsenmaker) blijft op 'in afwachting van betaling'",
        f"WC orders met verkeerde BTW: {order_no()}, {order_no()}, {order_no()}",
        f"wp-admin/admin.php?page=wc-orders&action=edit&id={order_no()} → testbestelling, mag weg",
        f"HPOS migratie bakkerij: order {order_no()} t/m {order_no()} overgezet",
    )
    r.add(
        "mollie_profile_id",
        f"Mollie profiel bakkerij: {mollie_id('pfl')}",
        f"profile id studio-lotte {mollie_id('pfl')} (website profiel, niet de app)",
        f"Mollie Connect: profileId={mollie_id('pfl')} meesturen in de create payment call",
        f"2 profielen bij de tandarts: {mollie_id('pfl')} (praktijk) en {mollie_id('pfl')} (webshop)",
        f"{mollie_id('pfl')} — kapsalon, nog niet geverifieerd door Mollie",
    )
    r.add(
        "mollie_payment_id",
        f"betaling {mollie_id('tr')} staat op 'expired' maar klant ziet wel een afschrijving",
        f"refund {mollie_id('re')} op {mollie_id('tr')} (€ 24,95)",
        f"Mollie customer {mollie_id('cst')} heeft mandaat {mollie_id('mdt')} → abonnement {mollie_id('sub')}",
        f"webhook kreeg id={mollie_id('tr')} binnen maar de order bleef op pending",
        f"Mollie order {mollie_id('ord')} hoort bij WC order #{order_no()}",
        f"chargeback {mollie_id('chb')} op {mollie_id('tr')}, bakkerij inlichten",
    )
    r.add(
        "plugin_version",
        "WooCommerce 9.4.2 → 9.5.0 update gaf fatal error op kapsalon, teruggezet naar 9.4.2",
        "versies bakkerij: ACF PRO 6.3.11, Yoast SEO 24.0, WP Rocket 3.17.3, Wordfence 8.0.1",
        "Mollie Payments for WooCommerce 7.8.2 heeft support voor de checkout block",
        f"plugin acme-booking versie 2.1.0-beta.3 (build {digits(8, lead=True)}.{secrets.randbelow(9) + 1})",
        "wp plugin list fietsenmaker:\nname,status,update,version\nwoocommerce,active,available,9.3.3\nwordpress-seo,active,none,23.9\nwp-mail-smtp,active,none,4.2.0",
    )
    r.add(
        "theme_version",
        "GeneratePress 3.5.1 + GP Premium 2.5.0 bij studio lotte",
        "child theme kapsalon-knip-child Version: 1.8.3 (style.css header)",
        "Astra 4.8.4; oude parent 3.9.2 nog even in /themes laten staan",
        f"theme.json version 3 (WP 6.7), bakkerij-theme release 2.0.0+{hexs(7)}",
    )
    r.add(
        "file_checksum",
        f"sha256 van acme-booking-2.1.0.zip: {hexs(64)}",
        f"md5 van wp-login.php wijkt af van core checksum: verwacht {hexs(32)}, gevonden {hexs(32)} → wp core verify-checksums draaien",
        f"backup-2025-03-01.tar.gz sha1 {hexs(40)}",
        f"Wordfence scan: file changed wp-includes/version.php, hash {hexs(32)}",
        f'<script src="/wp-content/themes/studio/js/swiper.min.js" integrity="sha384-{b64(secrets.token_bytes(48))}" crossorigin="anonymous">',
    )
    r.add(
        "woocommerce_consumer_key_public_half",
        f"Woo consumer key (publieke helft) voor kassakoppeling bakkerij: {ck()} — secret staat in Bitwarden",
        f"{ck()} = key id van de Exact koppeling (alleen de key, niet de secret)",
        f"WooCommerce > Geavanceerd > REST API: key 'Zapier' eindigt op …{hexs(7)}, rechten Read",
        f"consumer key {ck()} hoort bij user id 3 (shop manager); bij een lek intrekken in WC",
    )
    r.add(
        "wp_nonce_field_name",
        "wp_nonce_field( 'acme_save_booking', 'acme_booking_nonce' );",
        "check_ajax_referer( 'kapsalon_afspraak', 'security' ) faalt na page caching → nonce lifetime verlagen of caching uitzetten op die pagina",
        "Woo nonce velden: woocommerce-process-checkout-nonce (checkout), woocommerce-login-nonce (login)",
        f"link in de mail had ?_wpnonce={hexs(10)} (al verlopen, na 24u ongeldig) → daarom 'link expired' melding",
        "REST API: header X-WP-Nonce vullen met wp_create_nonce( 'wp_rest' ) via wp_localize_script",
    )
    r.add(
        "db_table_prefix",
        f"$table_prefix = 'wp_{rnd(LOWER + DIGITS, 5)}_';",
        "tabelprefix bakkerij is bkr_ (niet wp_), let op bij search-replace",
        f"prefix studio-lotte sl{rnd(LOWER + DIGITS, 4)}_, multisite tabellen dan sl..._2_posts enz.",
        f"na migratie prefix van wp_ naar wp_{rnd(LOWER + DIGITS, 4)}_ → ook meta keys wp_capabilities en wp_user_level hernoemen in usermeta",
        f"SELECT option_value FROM kn{rnd(LOWER + DIGITS, 3)}_options WHERE option_name = 'siteurl';",
    )
    r.add(
        "iban",
        f"IBAN zakelijke rekening (voor facturen): {nl_iban()}",
        f"terugbetaling klant tandarts naar {nl_iban()} t.n.v. Tandartspraktijk Oudegracht",
        f"IBAN bakkerij voor de Mollie uitbetalingen: {nl_iban()}",
        f"Factuurvoettekst: {nl_iban()} · BIC RABONL2U",
        f"SEPA machtiging kapsalon, rekening {iban('NL', pick(*BANKS) + digits(10), spaced=False)}",
    )
    r.add(
        "recaptcha_site_key",
        f"reCAPTCHA site key (publiek, staat gewoon in de HTML) bakkerij: {recaptcha()}",
        f'data-sitekey="{recaptcha()}" in het contactformulier kapsalon',
        f"Turnstile sitekey fietsenmaker: 0x4AAAAAAA{rnd(URLSAFE, 14)}",
        f"site key (niet de secret!) voor studio-lotte: {recaptcha()}",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key kapsalon: {pk_live()}",
        f"STRIPE_PUBLISHABLE_KEY={pk_live()}",
        f"Stripe.js init in checkout.js: const stripe = Stripe('{pk_live()}');",
        f"pk_test_51{rnd(ALNUM, 97)} voor staging (publieke sleutel)",
    )
    r.add(
        "cloudflare_zone_id",
        f"Cloudflare zone ID bakkerij-devries.example: {hexs(32)}",
        f"account id CF (klant fietsenmaker) {hexs(32)}, zone {hexs(32)}",
        f"CF_ZONE_ID={hexs(32)}",
        f"https://dash.cloudflare.example/{hexs(32)}/studio-lotte.example/dns/records",
        f'zone_id = "{hexs(32)}"  # terraform, kapsalon',
    )
    r.add(
        "cloudflare_ray_id",
        f"Cloudflare 520 op de checkout, Ray ID: {hexs(16)}-AMS",
        f"WAF blokkeerde wp-admin/admin-ajax.php, ray {hexs(16)}-AMS, rule id {hexs(32)}",
        f"cf-ray: {hexs(16)}-FRA",
        f"klant stuurde screenshot 'Sorry, you have been blocked' met Ray ID {hexs(16)}",
    )
    r.add(
        "git_commit_hash",
        f"release bakkerij-theme v1.4.0 = commit {hexs(40)}",
        f"rollback naar {hexs(7)} (van voor de header fix)",
        f"git revert {hexs(7)}..{hexs(7)}",
        f'composer.lock: acme/booking-plugin "reference": "{hexs(40)}"',
        f"deploy log 12:04 → {hexs(12)} live op kapsalon",
    )
    r.add(
        "ssh_host_fingerprint",
        f"host key fingerprint sftp.bakkerij-devries.example: {fingerprint()}",
        f"ED25519 key fingerprint is {fingerprint()} (eerste keer verbinden met de nieuwe VPS, klopt met de console)",
        f"known_hosts regel studio lotte: ssh.studio-lotte.example ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"MD5 fingerprint oude server: {':'.join(secrets.token_hex(1) for _ in range(16))}",
    )
    r.add(
        "secret_reference",
        "DB_PASSWORD komt uit getenv( 'WP_DB_PASSWORD' ), staat dus niet in wp-config zelf",
        "GitHub Actions deploy:\n  password: ${{ secrets.SFTP_PASSWORD }}\n  username: ${{ secrets.SFTP_USER }}",
        "Bitwarden > Klanten > Bakkerij de Vries > DirectAdmin (daar staat alles)",
        'op read "op://Klanten/TransIP API/private key" > ~/.transip/key.pem',
        "Mollie live key staat als environment variable MOLLIE_API_KEY in de server settings, niet in de repo",
        "wp-config: define( 'WPMS_SMTP_PASS', getenv( 'SMTP_PASS' ) ); → zie .env.example voor de namen",
    )
    r.add(
        "password_rotation_note",
        "DirectAdmin wachtwoord kapsalon gewijzigd op 12 maart, nieuwe staat in Bitwarden",
        "Mollie live key van studio-lotte ingetrokken na push naar een public repo; nieuwe aangemaakt en alleen in .env op de server gezet",
        "TODO elk kwartaal: wp config shuffle-salts op alle klantsites (logt iedereen uit, klant vooraf mailen)",
        "fietsenmaker wil wachtwoorden nooit per mail → telefonisch of via Bitwarden Send",
        "wachtwoordbeleid voor klant-admins: minimaal 14 tekens, 2FA via Wordfence verplicht",
        "Cloudflare token tandarts verloopt 30-06, op tijd een nieuwe aanvragen bij de klant",
    )
    r.add(
        "masked_key",
        f"Mollie live key bakkerij eindigt op …{rnd(ALNUM, 4)} (live_••••••)",
        f"cs_{'*' * 36}{hexs(4)} → welke key is dit? checken in WC > REST API",
        f"Cloudflare token in het dashboard getoond als ••••••••{rnd(URLSAFE, 4)}",
        "DB_PASSWORD: ******** (zie Bitwarden)",
        f"sk_live_…{rnd(ALNUM, 4)} in de Stripe log; die key is al ingetrokken",
    )
    r.add(
        "analytics_tracking_id",
        f"GA4 measurement ID bakkerij: G-{rnd(UPPER + DIGITS, 10)}",
        f"GTM container kapsalon GTM-{rnd(UPPER + DIGITS, 7)}",
        f"Meta Pixel ID studio lotte: {digits(16, lead=True)}",
        f"Google Ads conversie tag fietsenmaker: AW-{digits(10, lead=True)}/{rnd(URLSAFE, 20)}",
        f"Site Kit koppelt property {digits(9, lead=True)} (stream G-{rnd(UPPER + DIGITS, 10)})",
    )
    r.add(
        "acf_field_key",
        f"ACF veld 'openingstijden' key field_{hexs(13)}",
        f"acf-json/group_{hexs(13)}.json is de field group voor producten",
        f"get_field( 'field_{hexs(13)}' ) werkt niet in de REST response → veldnaam gebruiken",
        f"repeater 'team' (field_{hexs(13)}) met subvelden field_{hexs(13)} en field_{hexs(13)}",
        f"conflict in acf-json: group_{hexs(13)} bestaat twee keer na merge",
    )
    r.add(
        "dns_txt_record",
        f"DKIM mg.bakkerij-devries.example TXT: k=rsa; p={b64(secrets.token_bytes(162))}",
        f"TXT @ studio-lotte.example: google-site-verification={rnd(URLSAFE, 43)}",
        "SPF kapsalon: v=spf1 include:spf.mailgun.example include:_spf.acme.example ~all",
        f'TXT _acme-challenge.studio-lotte.example "{rnd(URLSAFE, 43)}"',
        "DMARC fietsenmaker: v=DMARC1; p=quarantine; rua=mailto:dmarc@fietsenmaker.test",
    )
    r.add(
        "parcel_tracking_number",
        f"pakket met nieuwe kassa-tablet voor de bakkerij: 3S{rnd(UPPER, 4)}{digits(9)}",
        f"track & trace order #{order_no()} kapsalon: 3S{rnd(UPPER, 4)}{digits(9)}",
        f"DHL zending JVGL{digits(14)} (monitor voor thuiskantoor)",
        f"retourlabel tandarts: 3SRETR{digits(9)}",
    )
    r.add(
        "invoice_number",
        f"factuur 2025-{digits(3)} aan studio lotte, 12 uur onderhoud",
        f"creditnota CN-2025-{digits(3)} voor kapsalon (dubbel gefactureerd)",
        f"Moneybird factuur id {digits(18, lead=True)}",
        f"Mollie settlement {mollie_id('stl')} → boeken op factuur 2025-{digits(3)}",
    )
    r.add(
        "docker_image_digest",
        f"image: wordpress:6.7-php8.3-apache@sha256:{hexs(64)}",
        f"container id van de db in de lokale setup: {hexs(12)}",
        f"docker compose ps: bakkerij-wp-1 ({hexs(12)}), bakkerij-db-1 ({hexs(12)})",
        f"mariadb:11.4 digest sha256:{hexs(64)} gepind in compose.yaml",
    )
    r.add(
        "wp_cli_command",
        "wp search-replace 'https://staging.bakkerij-devries.example' 'https://bakkerij-devries.example' --all-tables --precise",
        "wp config shuffle-salts   (nieuwe salts, wachtwoorden blijven gelijk)",
        'wp user update 2 --user_pass="$(openssl rand -base64 24)" --skip-email',
        f"wp core verify-checksums && wp plugin verify-checksums --all && wp db export kapsalon-{digits(8, lead=True)}.sql",
    )
    r.add(
        "ssh_public_key",
        f"mijn publieke key voor klantservers: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jv@macbook",
        f"authorized_keys op bakkerij server: ssh-rsa {ssh_pub('ssh-rsa', 270)} deploy@github-actions",
        f"deploy key (public) toegevoegd aan repo kapsalon-theme: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"age public key voor backup encryptie: {age_public_key()}",
    )
    r.add(
        "wp_option_name",
        f"_transient_timeout_wc_var_prices_{wp_id()} blijft hangen → wp transient delete --all",
        "option woocommerce_db_version = 9.4.2, autoload yes",
        f"Action Scheduler action {digits(6, lead=True)} (hook woocommerce_cleanup_draft_orders) faalt steeds",
        "_site_transient_update_plugins + autoload 2.3 MB in wp_options, opruimen",
    )
    r.add(
        "security_setting",
        "Wordfence: lockout na 5 mislukte wachtwoordpogingen, 20 minuten",
        "password reset link is 24 uur geldig (WP standaard), klant wil 1 uur",
        "define( 'DISALLOW_FILE_EDIT', true );\ndefine( 'FORCE_SSL_ADMIN', true );",
        "auth cookie: 14 dagen met 'onthoud mij', anders 2 dagen",
    )
    return r


def main() -> None:
    write_corpora("make_heldout243.py", [
        ("heldout243_credentials.yaml", credentials(), "Held-out batch 243: credentials a Utrecht freelance WordPress developer would ask to keep (WP, wp-config, hosting panels, TransIP, Mollie, Mailgun, WooCommerce, Cloudflare)"),
        ("heldout243_lookalikes.yaml", lookalikes(), "Held-out batch 243: a Utrecht WordPress developer's notes that look secret but hold none (KvK/BTW, ids, Mollie pfl_/tr_, versions, hashes, public keys, references)"),
    ])


if __name__ == "__main__":
    main()
