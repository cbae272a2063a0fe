# ruff: noqa: E501
"""Writes heldout170_credentials.yaml and heldout170_lookalikes.yaml: held-out batch 170.

Persona: a freelance WordPress and Shopify developer in Melbourne, working solo out of a
co-working space, looking after a dozen small-business client sites (florist, barber, coffee
roasters, physio, yoga studio, bike shop ...). Writes in casual Australian English, half
shorthand, and pastes wp-config snippets, .env lines, cPanel/Plesk and SFTP logins, Cloudflare,
Stripe, Mailchimp, SendGrid and Shopify keys, plugin licences and client WP admin passwords
into notes, next to tracking ids, DNS records and order numbers that are fine to keep.

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
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    luhn,
    openssh_private,
    pem,
    phrase,
    pick,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

SALT_ALPHA = ALNUM + "!@#$%^&*()-_[]{}<>~`+=,.;:/?| "
PWPUNCT = ALNUM + "!@#$%^&*-_+="
WORDS = ["wattle", "possum", "tram", "magpie", "lamington", "bluestone", "yarra", "galah",
         "pavlova", "ute", "brolly", "thongs", "servo", "footy", "kelpie", "eucalypt",
         "boomerang", "dingo", "coffee", "laneway", "pelican", "bottlebrush"]


# --- format helpers -----------------------------------------------------------------------

def salt() -> str:
    return rnd(SALT_ALPHA, 63).strip() + secrets.choice(ALNUM)


def pwd(n: int | None = None) -> str:
    """A password a dev would generate or a client would choose."""
    if n:
        return rnd(PWPUNCT, n)
    return pick(
        rnd(PWPUNCT, pick(14, 16, 20, 24)),
        rnd(ALNUM, pick(12, 16, 18)),
        f"{pick('Magpie', 'Wattle', 'Possum', 'Bluestone', 'Kelpie', 'Galah')}{pick('#', '!', '@', '$')}{digits(4)}{pick('Tram', 'Yarra', 'Footy', 'Servo')}",
        f"{pick('Roses', 'Fades', 'Beans', 'Pedal', 'Smile', 'Stretch')}{digits(2)}!{pick('Fitzroy', 'Carlton', 'Northcote', 'Prahran')}{digits(2)}",
    )


def recaptcha() -> str:
    return "6L" + pick("e", "c", "d", "f") + rnd(URLSAFE, 37)


def turnstile_site() -> str:
    return "0x4AAAAAAA" + rnd(URLSAFE, 12)


def turnstile_secret() -> str:
    return "0x4AAAAAAA" + rnd(URLSAFE, 25)


def stripe(prefix: str) -> str:
    return f"{prefix}_51{rnd(ALNUM, 97)}"


def mailchimp() -> str:
    return f"{hexs(32)}-us{secrets.randbelow(21) + 1}"


def gkey() -> str:
    return "AIzaSy" + rnd(URLSAFE, 33)


def abn() -> str:
    """An Australian Business Number with a valid checksum, spaced 2-3-3-3."""
    weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        n = digits(11, lead=True)
        d = [int(c) for c in n]
        d[0] -= 1
        if sum(w * x for w, x in zip(weights, d, strict=True)) % 89 == 0:
            return f"{n[:2]} {n[2:5]} {n[5:8]} {n[8:]}"


def dkim_p() -> str:
    return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(secrets.token_bytes(256))[:-2] + "IDAQAB"


def sha_b64(nbytes: int) -> str:
    return b64(secrets.token_bytes(nbytes))


def mobile() -> str:
    return f"04{digits(2)} {digits(3)} {digits(3)}"


def landline() -> str:
    return f"(03) 9{digits(3)} {digits(4)}"


def ip() -> str:
    return pick(f"203.0.113.{secrets.randbelow(250) + 2}", f"198.51.100.{secrets.randbelow(250) + 2}")


def wp_cookie() -> str:
    return f"wordpress_logged_in_{hexs(32)}={pick('admin', 'jess', 'marco', 'dev-tom')}%7C{epoch()}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}"


def ver() -> str:
    return f"{secrets.randbelow(8) + 1}.{secrets.randbelow(30)}.{secrets.randbelow(12)}"


def credentials() -> Rows:
    r = Rows()

    r.add("wp_config_salts",
          "fitzroy florist wp-config salts (regenerated after the hack scare):\n"
          f"define('AUTH_KEY',         '{salt()}');\n"
          f"define('SECURE_AUTH_KEY',  '{salt()}');\n"
          f"define('LOGGED_IN_KEY',    '{salt()}');\n"
          f"define('NONCE_KEY',        '{salt()}');",
          f"northcote physio - AUTH_SALT is {salt()} , keep same on staging or everyone gets logged out",
          f"yoga studio staging wp-config\ndefine( 'LOGGED_IN_SALT', '{salt()}' );\ndefine( 'NONCE_SALT', '{salt()}' );")

    r.add("wp_db_password",
          f"define('DB_NAME', 'fitzflor_wp');\ndefine('DB_USER', 'fitzflor_wpusr');\ndefine('DB_PASSWORD', '{pwd(20)}');\ndefine('DB_HOST', 'localhost');",
          f"brunswick barber db pw {pwd()} (user bbarber_wp7, db bbarber_wp7)",
          f"Carlton Coffee WP db -> user ccr_wp / {pwd()} on mysql.carltoncoffee.internal",
          f"remember: staging db for St Kilda Yoga has a diff password to prod!! staging = {pwd(16)}")

    r.add("cpanel_login",
          f"cPanel fitzroyflorist.example:2083\nuser: fitzflor\npass: {pwd()}",
          f"Footscray Bikes cpanel - footbike / {pwd()}  (VentraIP, the old reseller acc)",
          f"cpanel for richmond dental is rdental, pw {pwd(18)} . ask Priya before touching email accounts")

    r.add("cpanel_api_token",
          f"cpanel API token for the backup script (name: wpbackup): {rnd(UPPER + DIGITS, 32)}",
          f"curl -H'Authorization: cpanel footbike:{rnd(UPPER + DIGITS, 32)}' 'https://footscraybikes.example:2083/execute/Mysql/list_databases'",
          f"UAPI token for collingwood ceramics -> {rnd(UPPER + DIGITS, 32)} (expires never, fix that)")

    r.add("plesk_login",
          f"Plesk @ plesk.hostacme.example:8443 admin login for Williamstown Wines: wwines_admin  {pwd()}",
          f"plesk - abbotsford brewing\nu: abbobrew\np: {pwd()}\n(panel is slow as, give it a min)",
          f"Plesk API key for wines server (X-API-Key): {uid()}")

    r.add("sftp_password",
          f"sftp fitzflor@sftp.fitzroyflorist.example -P 22  pw {pwd()}",
          f"Daylesford Retreat SFTP\nhost: 203.0.113.{secrets.randbelow(250) + 2}\nuser: daylesford_sftp\npassword: {pwd()}\nport 2222 NOT 22",
          f"lftp -u prahpil,{pwd(16)} sftp://prahranpilates.example",
          f"FileZilla site manager export for northcote physio had the pass in plain text lol: <Pass>{pwd()}</Pass>")

    r.add("ftp_url_with_password",
          f"old ftp for the barber site still works ftp://bbarber:{pwd(14)}@ftp.brunswickbarber.example/public_html",
          f"wget -r 'ftp://oldsite:{rnd(ALNUM, 12)}@legacy.richmonddental.test/htdocs/' before they cancel the old host")

    r.add("cloudflare_api_token",
          f"CF token (Zone.DNS edit, fitzroyflorist.example only): {rnd(URLSAFE, 40)}",
          f"export CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}   # for the certbot dns-01 hook on the vps",
          f"cloudflare token for cache purge on carlton coffee deploys\n{rnd(URLSAFE, 40)}",
          f"dns_cloudflare_api_token = {rnd(URLSAFE, 40)}")

    r.add("cloudflare_global_api_key",
          f"CF Global API key (my account, dev@acme.example) {hexs(37)} - ONLY for the ancient wp plugin that can't do tokens",
          f"X-Auth-Email: dev@acme.example\nX-Auth-Key: {hexs(37)}",
          f"global api key cloudflare = {hexs(37)}  (rotate after moving wines off the old plugin)")

    r.add("cloudflare_origin_key",
          f"origin cert private key for *.stkildayoga.example (CF origin CA, 15yr)\n{pem('PRIVATE KEY', 4)}",
          f"Origin CA key (the user service key, for the API): v1.0-{hexs(24)}-{hexs(146)}")

    r.add("recaptcha_secret_key",
          f"reCAPTCHA v3 secret for the physio contact form: {recaptcha()}",
          f"recaptcha — barber booking page\nsecret key {recaptcha()}\n(site key is in the theme, this one goes in CF7 settings only)",
          f"gravity forms recaptcha secret = {recaptcha()}")

    r.add("hcaptcha_secret_key",
          f"hCaptcha secret for wines signup form {'0x' + hexs(40)}",
          f"hcaptcha secret key: 0x{hexs(40)} (moved off recaptcha bc of the GDPR nerd client)")

    r.add("turnstile_secret_key",
          f"cloudflare turnstile SECRET for daylesford booking form: {turnstile_secret()}",
          f"turnstile\nsite -> fine to be public\nsecret -> {turnstile_secret()}")

    r.add("stripe_secret_key",
          f"Stripe LIVE secret key Carlton Coffee: {stripe('sk_live')}",
          f"STRIPE_SECRET_KEY={stripe('sk_live')}",
          f"woocommerce stripe gateway settings (yoga) - live secret {stripe('sk_live')} , test one is in the plugin already")

    r.add("stripe_restricted_key",
          f"restricted key for the zapier thing (read charges only) rk_live_51{rnd(ALNUM, 97)}",
          f"stripe rk for xero sync - {stripe('rk_live')}")

    r.add("stripe_webhook_secret",
          f"stripe webhook signing secret (endpoint /wc-api/wc_stripe) whsec_{rnd(ALNUM, 32)}",
          f"whsec for the physio booking webhook: whsec_{rnd(ALNUM, 32)}",
          f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}")

    r.add("mailchimp_api_key",
          f"Mailchimp API key florist newsletter {mailchimp()}",
          f"mc4wp settings (yoga): API key {mailchimp()} - audience is 'Studio members'",
          f"mailchimp key for the coffee sub popup\n{mailchimp()}")

    r.add("sendgrid_api_key",
          f"SendGrid key (full access, ugh) for dental site: {sendgrid_key()}",
          f"define('SENDGRID_API_KEY', '{sendgrid_key()}');",
          f"wp mail smtp -> sendgrid -> {sendgrid_key()}")

    r.add("mailgun_api_key",
          f"mailgun private key for brewing co transactional: key-{hexs(32)}",
          f"MAILGUN_SECRET={hexs(32)}-{hexs(8)}-{hexs(8)}  (domain mg.abbotsfordbrewing.example)")

    r.add("postmark_server_token",
          f"postmark server token (wines, transactional stream) {uid()}",
          f"X-Postmark-Server-Token: {uid()}",
          f"postmark for the physio booking emails, server api token\n{uid()}\n(account token is different, dont mix them up)")

    r.add("brevo_api_key",
          f"Brevo (ex sendinblue) v3 key for ceramics: xkeysib-{hexs(64)}-{rnd(ALNUM, 16)}",
          f"brevo smtp key for the pilates site - xsmtpsib-{hexs(64)}-{rnd(ALNUM, 16)}")

    r.add("smtp_app_password",
          f"gmail app pw for WP Mail SMTP on the barber site (hello@brunswickbarber.example): {app_password()}",
          f"SMTP\nhost smtp.office365.example port 587\nuser bookings@northcotephysio.example\npass {pwd()}",
          f"physio's google workspace app password {app_password()} — if mail stops its bc Sam changed the main pw")

    r.add("premium_plugin_licence_key",
          f"ACF Pro licence (my agency licence, unlimited sites): {b64(secrets.token_bytes(60))}",
          f"Gravity Forms elite key {hexs(32)}",
          f"elementor pro licence for yoga: {hexs(32)} (client paid, renews Sept)",
          f"WP Rocket key {hexs(8)} + email dev@acme.example — goes in wp-rocket-config or the settings page",
          f"Yoast premium: {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}")

    r.add("envato_purchase_code",
          f"themeforest purchase code for the Avada licence on the wines site {uid()}",
          f"envato purchase code (Flatsome, dental) -> {uid()}\nDONT reuse on another client, they check")

    r.add("woocommerce_rest_keys",
          f"WooCommerce REST API for the inventory sync (read/write)\nconsumer key: ck_{hexs(40)}\nconsumer secret: cs_{hexs(40)}",
          f"footscray bikes woo keys for the POS bridge ck_{hexs(40)} / cs_{hexs(40)}",
          f"WC_CONSUMER_SECRET=cs_{hexs(40)}")

    r.add("shopify_admin_api_token",
          f"Shopify custom app 'Stock sync' on carlton-coffee store — Admin API access token shpat_{hexs(32)}",
          f"SHOPIFY_ADMIN_TOKEN=shpat_{hexs(32)}\nSHOPIFY_STORE=collingwood-ceramics",
          f"admin api token ceramics (only shown once!!) shpat_{hexs(32)}")

    r.add("shopify_app_secret",
          f"shopify partner app 'Wholesale pricing' client secret: {hexs(32)}",
          f"API secret key for the private app (legacy) on the coffee store shpss_{hexs(32)}")

    r.add("wp_admin_password",
          f"Fitzroy Florist WP admin: login 'mia.florist', pw {pwd()}",
          f"wp-admin for northcote physio\nhttps://northcotephysio.example/wp-admin\nuser sam_admin\n{pwd()}",
          f"my admin acc on the dental site is 'devacme' with {pwd(20)} - client has their own",
          f"gave Tom (wines) a new pw over the phone: {pwd()} — he'll change it (he won't)")

    r.add("wp_application_password",
          f"app password for the zapier -> wp integration (user zapbot): {groups(rnd(ALNUM, 24), 4)}",
          f"WP application password, headless coffee front end\n{groups(rnd(ALNUM, 24), 4)}",
          f"curl -u 'devacme:{groups(rnd(ALNUM, 24), 4)}' https://stkildayoga.example/wp-json/wp/v2/posts")

    r.add("wordpress_session_cookie",
          f"session cookie from the client's browser when debugging the loop (kill it after): {wp_cookie()}",
          f"Cookie: {wp_cookie()}")

    r.add("ssh_private_key",
          f"deploy key for WP Engine (wines install)\n{openssh_private()}",
          f"kinsta ssh key for ceramics staging, no passphrase\n{openssh_private()}")

    r.add("ssh_key_passphrase",
          f"passphrase for my id_ed25519 (the laptop one): {phrase(WORDS, 5, '-')}",
          f"ssh key pw for the droplet key = {pwd(18)}")

    r.add("github_token",
          f"GH PAT for composer auth (private acme plugins repo): ghp_{rnd(ALNUM, 36)}",
          f'"github-oauth": {{"github.com": "ghp_{rnd(ALNUM, 36)}"}}',
          f"fine-grained token for the theme deploy action github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}")

    r.add("bitbucket_app_password",
          f"bitbucket app pw (old agency repos) ATBB{rnd(ALNUM, 32)}",
          f"git clone https://devacme:ATBB{rnd(ALNUM, 32)}@git.acme.example/acme/fitzroy-theme.git")

    r.add("netlify_token",
          f"netlify PAT for the coffee headless build: nfp_{rnd(ALNUM, 36)}",
          f"NETLIFY_AUTH_TOKEN=nfp_{rnd(ALNUM, 36)}",
          f"netlify cli kept asking to log in so: netlify deploy --prod --auth nfp_{rnd(ALNUM, 36)} --site coffee-headless")

    r.add("google_oauth_client_secret",
          f"Site Kit / GA oauth for dental — client secret GOCSPX-{rnd(URLSAFE, 28)}",
          f"google login plugin (yoga members)\nclient secret: GOCSPX-{rnd(URLSAFE, 28)}")

    r.add("google_maps_server_key",
          f"Geocoding API key (SERVER side, no restrictions — keep it out of the theme!!) {gkey()}",
          f"maps key used by the store locator cron (IP restricted to the vps only) {gkey()}")

    r.add("meta_conversions_api_token",
          f"Meta CAPI access token for the coffee pixel — EAAB{rnd(ALNUM, 160)}",
          f"FB conversions api token (florist) pasted into PixelYourSite:\nEAAG{rnd(ALNUM, 150)}")

    r.add("paypal_client_secret",
          f"PayPal REST live app secret (wines) E{rnd(URLSAFE, 79)}",
          f"paypal payments: client secret -> E{rnd(URLSAFE, 79)}")

    r.add("algolia_admin_key",
          f"Algolia ADMIN key (indexing) for the ceramics catalogue {hexs(32)} — never in JS",
          f"ALGOLIA_APP_ID={rnd(UPPER + DIGITS, 10)}\nALGOLIA_ADMIN_API_KEY={hexs(32)}")

    r.add("klaviyo_private_key",
          f"klaviyo private api key (ceramics flows) pk_{hexs(34)}",
          f"Klaviyo private key for the shopify->klaviyo backfill script = pk_{hexs(34)}")

    r.add("backblaze_b2_key",
          f"UpdraftPlus -> Backblaze B2\nkeyID 005{hexs(22)}\napplicationKey K005{rnd(ALNUM, 27)}",
          f"b2 app key for physio backups K005{rnd(ALNUM, 27)} (keyID 005{hexs(22)})")

    r.add("aws_s3_backup_keys",
          f"S3 creds for wpvivid backups (IAM user wp-backup-fitzroy)\nAccess key {aws_key_id()}\nSecret {aws_secret()}",
          f"aws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}")

    r.add("domain_auth_code",
          f"EPP / auth code for brunswickbarber.example (transfer to the new registrar) {rnd(ALNUM + '!@#', 14)}",
          f"domain password (.com.au style) for daylesford retreat: {rnd(ALNUM + '%!', 12)} — need it for the transfer",
          f"transfer key northcotephysio.example  {rnd(ALNUM, 16)}")

    r.add("registrar_totp_seed",
          f"TOTP secret for the registrar account (so I can add it to the 2nd phone) {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/Registrar:dev@acme.example?secret={rnd(BASE32, 32)}&issuer=Registrar")

    r.add("backup_codes",
          f"Cloudflare 2FA backup codes\n{chr(10).join(rnd(LOWER + DIGITS, 8) for _ in range(5))}",
          f"wordfence 2fa recovery codes for my admin on wines: {' '.join(hexs(8) for _ in range(4))}",
          f"shopify partner acc recovery codes -> {', '.join(rnd(LOWER + DIGITS, 5) + '-' + rnd(LOWER + DIGITS, 5) for _ in range(4))}")

    r.add("mysql_connection_string",
          f"DATABASE_URL=mysql://ccr_headless:{pwd(18)}@db.carltoncoffee.internal:3306/ccr_prod",
          f"mysql -h 10.0.4.12 -u root -p'{pwd(16)}' wines_wp",
          f"phpMyAdmin on the vps: root / {pwd()} (yes i know)")

    r.add("redis_password",
          f"object cache redis pw for the dental vps {rnd(ALNUM, 32)}",
          f"define('WP_REDIS_PASSWORD', '{rnd(ALNUM, 24)}');")

    r.add("jwt_auth_secret",
          f"define('JWT_AUTH_SECRET_KEY', '{rnd(PWPUNCT, 64)}');",
          f"headless coffee - jwt secret for the members endpoint {rnd(URLSAFE, 48)}")

    r.add("business_card_details",
          f"biz debit card for domain renewals & hosting: {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"Mastercard (ANZ biz) {groups(luhn('52', 16), 4)}  {card_expiry()}  {digits(3)}",
          f"client card for the yoga hosting renewal (Jess said ok to save til June) {luhn('4', 16)} {card_expiry()} cvc {digits(3)}")

    r.add("internet_banking_login",
          f"NetBank client no {digits(8, lead=True)} / pw {pwd()}",
          f"biz bank login: {digits(8, lead=True)} and {pwd(14)}  (token app on old phone)")

    r.add("phone_pin",
          f"sim PIN for the work phone {digits(4)}, PUK {digits(8)}",
          f"voicemail pin {digits(4)}, banking app pin {digits(6)}")

    r.add("coworking_door_code",
          f"hub door code after 6pm: {digits(4)}#",
          f"cowork Collingwood — front door {digits(5)}, bike cage {digits(4)}",
          f"alarm code at the office if first in: {digits(4)} then OFF")

    r.add("client_alarm_code",
          f"florist shop alarm code (if I'm doing the in-store tablet setup early) {digits(4)}",
          f"barber shop back door keypad {digits(4)}* , Marco said don't tell the apprentices lol")

    r.add("shopify_store_password",
          f"ceramics storefront password (store still locked pre-launch): {rnd(LOWER, 4)}{digits(3)}",
          f"shopify staff acc for carlton coffee: dev@acme.example / {pwd()}",
          f"password page on the new wines shopify store -> {pick('cellar', 'vintage', 'shiraz')}{digits(4)}")

    r.add("auspost_api_key",
          f"AusPost shipping & tracking API (footscray bikes)\naccount {digits(10, lead=True)}\nAPI key {uid()}\npassword {rnd(ALNUM, 20)}",
          f"auspost API password for woo shipping plugin: {rnd(ALNUM, 20)}")

    r.add("password_manager_secret_key",
          f"1Password emergency kit — secret key A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}",
          f"bitwarden master pw hint is useless so: {phrase(WORDS, 6, ' ')}")

    r.add("vps_root_password",
          f"droplet 'acme-wp-01' root pw (before I disabled pw login) {pwd(24)}",
          f"Hetzner rescue root password {rnd(ALNUM, 12)} for the wines box")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("recaptcha_site_key",
          f"reCAPTCHA v3 SITE key for physio (public, goes in the theme js): {recaptcha()}",
          f"<div class=\"g-recaptcha\" data-sitekey=\"{recaptcha()}\"></div>",
          f"barber booking page site key {recaptcha()} — the secret one is in 1Password not here")

    r.add("hcaptcha_site_key",
          f"hcaptcha sitekey (public) for wines signup: {uid()}",
          f'<div class="h-captcha" data-sitekey="{uid()}"></div>')

    r.add("turnstile_site_key",
          f"turnstile site key daylesford (fine in html) {turnstile_site()}",
          f"data-sitekey=\"{turnstile_site()}\" on the booking form, widget mode managed")

    r.add("google_maps_browser_key",
          f"Maps JS key for the florist store locator {gkey()} - HTTP referrer restricted to *.fitzroyflorist.example/*, so ok in the page source",
          f"<script src=\"https://maps.fitzroyflorist.example/js?key={gkey()}&callback=initMap\"></script>  (referrer-locked)",
          f"yoga contact page embed key {gkey()} (restricted: Maps Embed API only + referrer stkildayoga.example)")

    r.add("stripe_publishable_key",
          f"Stripe publishable key coffee (live) {stripe('pk_live')}",
          f"STRIPE_PUBLISHABLE_KEY={stripe('pk_live')}  <- public, goes to the browser",
          f"physio pk_test_51{rnd(ALNUM, 97)} for the staging checkout")

    r.add("shopify_storefront_token",
          f"Storefront API token for the headless coffee site (public, unauthenticated scopes only): {hexs(32)}",
          f"X-Shopify-Storefront-Access-Token: {hexs(32)}  (read products + checkout only, meant for client side)")

    r.add("shopify_app_client_id",
          f"Wholesale pricing app — client id (a.k.a. 'API key' in partners, it's public in the install URL): {hexs(32)}",
          f"shopify.app.toml\nclient_id = \"{hexs(32)}\"\napplication_url = \"https://wholesale.acme.example\"")

    r.add("algolia_search_only_key",
          f"algolia for ceramics search bar\nappId: {rnd(UPPER + DIGITS, 10)}\nsearch-only key: {hexs(32)} (this one's fine in the frontend)",
          f"instantsearch config: algoliasearch('{rnd(UPPER + DIGITS, 10)}', '{hexs(32)}') — search-only key, public")

    r.add("paypal_client_id",
          f"paypal JS sdk client-id for wines (public) A{rnd(URLSAFE, 79)}",
          f"<script src=\"https://paypal.acme.example/sdk/js?client-id=A{rnd(URLSAFE, 79)}&currency=AUD\"></script>")

    r.add("klaviyo_public_site_id",
          f"klaviyo public API key / site id for the onsite js: {rnd(UPPER + LOWER + DIGITS, 6)}",
          f"klaviyo.js?company_id={rnd(UPPER + LOWER + DIGITS, 6)} in theme.liquid")

    r.add("ga4_measurement_id",
          f"GA4 ids\nflorist G-{rnd(UPPER + DIGITS, 10)}\nbarber G-{rnd(UPPER + DIGITS, 10)}\ncoffee G-{rnd(UPPER + DIGITS, 10)}",
          f"gtag('config', 'G-{rnd(UPPER + DIGITS, 10)}');",
          f"dental measurement id is G-{rnd(UPPER + DIGITS, 10)} (the old UA-{digits(8, lead=True)}-1 is dead)")

    r.add("gtm_container_id",
          f"GTM container for yoga: GTM-{rnd(UPPER + DIGITS, 7)}",
          f"coffee has two containers, web GTM-{rnd(UPPER + DIGITS, 7)} and server GTM-{rnd(UPPER + DIGITS, 7)}. dont publish the server one without Lou",
          f"<noscript><iframe src=\"https://tags.acme.example/ns.html?id=GTM-{rnd(UPPER + DIGITS, 7)}\"></iframe></noscript>")

    r.add("meta_pixel_id",
          f"FB pixel id florist {digits(16, lead=True)}",
          f"fbq('init', '{digits(15, lead=True)}'); fbq('track', 'PageView');",
          f"meta pixel for ceramics = {digits(16, lead=True)}, dataset is the same number now apparently")

    r.add("ads_and_analytics_ids",
          f"google ads conversion id AW-{digits(10, lead=True)} label {rnd(URLSAFE, 20)}",
          f"hotjar site id {digits(7, lead=True)}, clarity project {rnd(LOWER + DIGITS, 10)}",
          f"tiktok pixel C{rnd(UPPER + DIGITS, 19)} for the coffee subs campaign")

    r.add("facebook_app_id",
          f"FB app id (login with facebook on yoga members) {digits(16, lead=True)} — app id is public, secret lives in env",
          f"<meta property=\"fb:app_id\" content=\"{digits(15, lead=True)}\" />")

    r.add("google_oauth_client_id",
          f"oauth client ID for site kit on dental: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"GOOGLE_CLIENT_ID={digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=${{GOOGLE_CLIENT_SECRET}}")

    r.add("spf_record",
          "florist SPF: v=spf1 include:_spf.google.example include:sendgrid.acme.example ~all",
          f"TXT @ \"v=spf1 ip4:{ip()} include:mailgun.acme.example -all\"  (brewing)",
          "barber spf has too many lookups (11), flatten it. currently v=spf1 include:a.acme.example include:b.acme.example include:c.acme.example ~all")

    r.add("dkim_public_key",
          f"DKIM for physio (google workspace)\ngoogle._domainkey TXT \"v=DKIM1; k=rsa; p={dkim_p()}\"",
          f"s1._domainkey.carltoncoffee.example CNAME s1.domainkey.u{digits(8, lead=True)}.wl{digits(3)}.sendgrid.acme.example",
          f"k1._domainkey TXT v=DKIM1; k=rsa; p={dkim_p()}")

    r.add("domain_verification_txt",
          f"google-site-verification={rnd(URLSAFE, 43)}  (search console, dental)",
          f"add to yoga DNS:\nfacebook-domain-verification={rnd(LOWER + DIGITS, 30)}",
          f"TXT records at florist root: MS=ms{digits(8, lead=True)} and apple-domain-verification={rnd(ALNUM, 16)}",
          f"shopify domain verification for ceramics: TXT _shopify-verification {rnd(LOWER + DIGITS, 32)}",
          "_dmarc.wines TXT v=DMARC1; p=quarantine; rua=mailto:dmarc@williamstownwines.example; pct=100")

    r.add("sri_integrity_hash",
          f"<script src=\"https://cdn.acme.example/alpine@3.13.5/dist/cdn.min.js\" integrity=\"sha384-{sha_b64(48)}\" crossorigin=\"anonymous\"></script>",
          f"SRI for the slick css we pinned: sha384-{sha_b64(48)}",
          f"integrity hashes to update when bumping swiper:\nswiper-bundle.min.js sha512-{sha_b64(64)}")

    r.add("csp_hash",
          f"CSP for florist: script-src 'self' 'sha256-{sha_b64(32)}' 'sha256-{sha_b64(32)}' https://tags.acme.example;",
          f"inline GA snippet hash (chrome gave it in the console error) 'sha256-{sha_b64(32)}'",
          f"add_header Content-Security-Policy \"style-src 'self' 'sha256-{sha_b64(32)}'\";")

    r.add("woocommerce_key_truncated",
          f"Woo > Advanced > REST API shows the POS key as 'Consumer key ending in {hexs(7)}' — that's the one to revoke later",
          f"bikes has 3 REST keys: …{hexs(7)} (POS, read/write), …{hexs(7)} (zapier, read), …{hexs(7)} (old, revoke)",
          "the ck_/cs_ pair for the inventory sync is in 1Password > Clients > Footscray Bikes, admin only shows the truncated one")

    r.add("woocommerce_order_number",
          f"refund order #{digits(5, lead=True)} for the florist, customer got wrong roses",
          f"wc order {digits(4, lead=True)} stuck on 'pending payment', stripe pi_3{rnd(ALNUM, 24)} shows succeeded",
          f"yoga class pack orders to check: #{digits(5, lead=True)}, #{digits(5, lead=True)}, #{digits(5, lead=True)}")

    r.add("shopify_order_reference",
          f"coffee order #1{digits(3)} (gid://shopify/Order/{digits(13, lead=True)}) didn't sync to the roaster sheet",
          f"ceramics draft order D{digits(3, lead=True)} - wholesale for the Fitzroy cafe",
          f"checkout token from the abandoned cart email {hexs(32)} — client asking why it didn't send")

    r.add("shopify_resource_ids",
          f"theme ids coffee: live {digits(12, lead=True)}, dev {digits(12, lead=True)}  (shopify theme push --theme {digits(12, lead=True)})",
          f"gid://shopify/Product/{digits(13, lead=True)} is the 1kg house blend, variant {digits(14, lead=True)}",
          f"metafield definition id {digits(11, lead=True)} for the 'origin' field")

    r.add("stripe_object_ids",
          f"disputed charge ch_3{rnd(ALNUM, 24)} on coffee, customer cus_{rnd(ALNUM, 14)}",
          f"price ids for yoga memberships\nmonthly price_1{rnd(ALNUM, 23)}\nannual price_1{rnd(ALNUM, 23)}",
          f"webhook endpoint we_1{rnd(ALNUM, 23)} failing since evt_1{rnd(ALNUM, 23)}",
          f"payout po_1{rnd(ALNUM, 23)} hasn't landed, stripe acct acct_1{rnd(ALNUM, 15)}")

    r.add("sendgrid_ids",
          f"dental appointment reminder template d-{hexs(32)}",
          f"sendgrid API key ID (the name/id column, not the key) {rnd(URLSAFE, 22)} — that's the one to delete",
          f"sendgrid message id {rnd(URLSAFE, 22)}.filter{digits(4)}p1mdw1-{digits(5)}-{hexs(8).upper()}-1.0 for the bounce")

    r.add("mailchimp_audience_ids",
          f"mailchimp embed form action (florist): https://fitzroyflorist.us{secrets.randbelow(21) + 1}.list-manage.example/subscribe/post?u={hexs(25)}&id={hexs(10)}",
          f"audience id for yoga members list: {hexs(10)}",
          f"mc merge tags / list id {hexs(10)}, interest group {hexs(10)}")

    r.add("cloudflare_ids",
          f"CF zone id fitzroyflorist.example {hexs(32)}\naccount id {hexs(32)}",
          f"cloudflare API token ID (from the token list, NOT the secret) {hexs(32)} — revoke the one called 'certbot-old'",
          f"cf ray id {hexs(16)}-MEL on the 520 error for wines",
          f"nameservers for barber: {pick('ada', 'bob', 'cruz')}.ns.acme.example / {pick('kai', 'lia', 'max')}.ns.acme.example")

    r.add("hosting_account_ids",
          f"VentraIP service id #{digits(6, lead=True)} (footscray bikes), cPanel user footbike, server s{digits(3)}.syd.hostacme.example",
          f"cloudways server {digits(7, lead=True)} app {digits(7, lead=True)} - dental",
          f"SiteGround site id {rnd(LOWER + DIGITS, 8)}, account fitzflor — renewal 12/11",
          "WP Engine install names: wwinesprod / wwinesstg / wwinesdev, account acmedev")

    r.add("server_ip_hostname",
          f"wines vps {ip()} (acme-wp-01.internal), db on 10.0.4.{secrets.randbelow(250) + 2}",
          f"A record barber -> {ip()}, www CNAME barber.hostacme.example",
          f"ssh devacme@{ip()} -p 2222  (key auth only now)")

    r.add("plugin_version_strings",
          f"yoga updates tonight: WooCommerce {ver()} -> {ver()}, Elementor {ver()}, ACF Pro {ver()}",
          f"PHP 8.2.{secrets.randbelow(25)} / MySQL 8.0.{secrets.randbelow(40)} / WP 6.{secrets.randbelow(7)}.{secrets.randbelow(5)} on the dental box",
          f"DON'T update Gravity Forms past {ver()} on physio, breaks the booking addon (v{ver()})")

    r.add("wp_config_getenv",
          "define('DB_PASSWORD', getenv('DB_PASSWORD'));\ndefine('AUTH_KEY', getenv('WP_AUTH_KEY'));\ndefine('STRIPE_SECRET', getenv('STRIPE_SECRET_KEY'));",
          "wp-config on the new coffee build pulls everything from env: $_ENV['DB_PASSWORD'] etc via vlucas/phpdotenv, values live in the Cloudways env panel",
          "define( 'WP_REDIS_PASSWORD', getenv( 'REDIS_PASSWORD' ) ?: '' );  // set in /etc/environment on the vps")

    r.add("wp_config_placeholders",
          "fresh wp-config-sample still has define( 'AUTH_KEY', 'put your unique phrase here' ); - swap for the api.wordpress salt generator output",
          "template .env for clients:\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxx\nMAILCHIMP_API_KEY=<paste here>\nDB_PASSWORD=changeme",
          "README for junior: never commit wp-config.php, use wp-config-local.php (gitignored)")

    r.add("secret_reference",
          "florist cPanel login -> 1Password vault 'Clients', item 'Fitzroy Florist cPanel'",
          "op read 'op://Clients/Carlton Coffee Shopify/admin api token'  # use this in the deploy script instead of pasting",
          "dental DB password is in Bitwarden under Richmond Dental > Hosting, Priya also has it",
          "Stripe keys for yoga are in the WP Engine env vars (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), not in git")

    r.add("password_reset_note",
          "reset Mia's WP admin password (florist) — sent her the reset link, didn't see the new one",
          "barber wp-admin pw reset via wp-cli: wp user update marco --user_pass=... (typed it in, told him over phone, not saving it)",
          f"physio: Sam locked out after 5 tries (wordfence), unlocked IP {ip()} and forced pw reset",
          "changed the wines cPanel password after Tom emailed it in plain text. new one only in 1P")

    r.add("key_rotation_note",
          f"rotated the coffee stripe secret key on {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1} — old one ended ...{rnd(ALNUM, 4)}, rolled with 12h expiry",
          "revoked the full-access sendgrid key on dental, made a mail-send only one, updated WP Mail SMTP",
          "cloudflare global api key regenerated after the wines plugin swap, nothing uses it anymore (hopefully)",
          "mailchimp key for florist disabled, they moved to Klaviyo")

    r.add("password_policy_talk",
          "told Jess (yoga) WP passwords need 16+ chars now, wordfence enforces strong pw for editors up",
          "client wants a 4 digit PIN to log in lol. No. set up passkeys / 2FA via WP 2FA plugin instead",
          "policy for all clients: no shared admin accounts, each staff gets own login, app passwords for integrations only")

    r.add("two_factor_setup_note",
          "moved all client 2FA from my old phone to the new one, backup codes printed + in the safe",
          "cloudflare 2FA on dental is on Priya's phone not mine, ask her for the code when needed",
          "shopify collaborator access for ceramics needs the 4-digit collaborator request code from the store owner — ask Lou each time")

    r.add("licence_status_note",
          f"ACF Pro licence: {secrets.randbelow(10) + 10} of unlimited sites activated, renews {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}",
          f"Envato item id {digits(8, lead=True)} (Avada) — purchase code lives in the Envato downloads page, not here",
          "Elementor Pro on yoga expired, site still works but no updates. client to renew on their card")

    r.add("envato_and_plugin_ids",
          f"wp.org plugin slug is acme-booking, svn rev {digits(7, lead=True)}",
          f"freemius plugin id {digits(5, lead=True)}, public key pk_{hexs(29)} (it's the public one, ships in the plugin)",
          f"gravity forms form id 7 entry {digits(5, lead=True)} is the dodgy spam one")

    r.add("git_commit_sha",
          f"florist theme rollback to {hexs(40)} (before the cart drawer change)",
          f"deployed coffee {hexs(7)} to prod, staging on {hexs(7)}",
          f"git cherry-pick {hexs(40)} onto hotfix/woo-9")

    r.add("file_checksums",
          f"backup zip md5 {hexs(32)} — matches the one on B2",
          f"sha256 of the avada zip from envato {hexs(64)}",
          f"docker image for local dev wordpress:php8.2 digest sha256:{hexs(64)}")

    r.add("ssh_public_key",
          f"my public key to give hosts: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@acme-laptop",
          f"added to WP Engine + kinsta: ssh-rsa {ssh_pub('ssh-rsa', 270)} acme-deploy",
          f"host key fingerprint for wines vps ED25519 SHA256:{sha_b64(32).rstrip('=')} — verified")

    r.add("tls_certificate_public",
          f"CF origin cert (public part) for stkildayoga.example, expires 2039\n{pem('CERTIFICATE', 5)}",
          f"LE cert serial {':'.join(hexs(2).upper() for _ in range(18))} for dental, renews in 30 days")

    r.add("aws_resource_arn",
          f"backup bucket arn:aws:s3:::acme-wp-backups-fitzroy, iam user arn:aws:iam::{aws_account()}:user/wp-backup-fitzroy",
          f"CloudFront dist E{rnd(UPPER + DIGITS, 13)} in front of the coffee media bucket, account {aws_account()}")

    r.add("backblaze_bucket_ids",
          f"B2 bucket 'acme-physio-backups' id {hexs(24)}",
          f"b2 endpoint s3.us-west-004.backblaze.acme.example, bucket id {hexs(24)}")

    r.add("business_bank_details",
          f"invoice footer: ACME Web Studio, ABN {abn()}, BSB {digits(3, lead=True)}-{digits(3)} Acc {digits(8, lead=True)}",
          f"pay details for clients (on every invoice): BSB 0{digits(2)}-{digits(3)}, account {digits(9, lead=True)}, PayID dev@acme.example",
          f"my ABN {abn()} and GST registered — put on the florist quote")

    r.add("invoice_numbers",
          f"INV-{digits(4, lead=True)} florist monthly care plan — overdue 14 days",
          f"xero invoices sent: INV-{digits(4, lead=True)} (barber), INV-{digits(4, lead=True)} (dental), INV-{digits(4, lead=True)} (wines)",
          f"quote Q-{digits(3, lead=True)} for the ceramics wholesale portal, $4,800 ex GST")

    r.add("support_ticket_numbers",
          f"VentraIP ticket #{rnd(UPPER, 3)}-{digits(6, lead=True)} re: bikes php upgrade",
          f"WP Engine support chat ref {digits(7, lead=True)} — they raised memory limit",
          f"Shopify support case {digits(8, lead=True)} about the ceramics payout hold")

    r.add("shipping_tracking_numbers",
          f"auspost tracking for the barber's new card reader: 33{rnd(UPPER, 3)}{digits(18)}",
          f"footscray bikes test order consignment {rnd(UPPER, 4)}{digits(8, lead=True)} via sendle",
          f"startrack con note {rnd(UPPER, 3)}Z{digits(8, lead=True)}")

    r.add("coupon_codes",
          f"coffee launch coupon WELCOME{digits(2)} (10% off first bag), expires end of month",
          f"florist mother's day code MUM{digits(2)}ROSES, single use per customer, woocommerce coupon id {digits(4, lead=True)}",
          f"yoga bulk coupon codes generated for the gym partnership: {', '.join('YOGA-' + rnd(UPPER + DIGITS, 6) for _ in range(3))}")

    r.add("email_message_ids",
          f"postmark message id {uid()} bounced (hard) for a physio booking",
          f"Message-ID: <{uid()}@mail.northcotephysio.example> — the one flagged as spam")

    r.add("uuid_identifiers",
          f"elementor kit id {digits(3, lead=True)}, global colours ok; template uuid {uid()}",
          f"GA4 api secret? no — this is the GA4 property stream id {digits(10, lead=True)}",
          f"wp post guid for the old blog post: https://fitzroyflorist.example/?p={digits(4, lead=True)}, attachment {uid()}.jpg")

    r.add("client_contacts",
          f"Mia (florist) {mobile()}, shop {landline()}",
          f"Marco barber {mobile()} — txt dont call, he's cutting",
          f"dental practice manager Priya: {landline()} ext 2, priya@richmonddental.example")

    r.add("booking_references",
          f"WordCamp Brisbane flight booking ref {rnd(UPPER, 6)}, hotel conf {digits(9, lead=True)}",
          f"meetup ticket order {rnd(UPPER + DIGITS, 8)} for WP Melbourne")

    r.add("vehicle_and_misc_ids",
          f"ute rego {digits(1, lead=True)}{rnd(UPPER, 2)}{digits(1)}{rnd(UPPER, 2)} due next month",
          f"laptop serial C02{rnd(UPPER + DIGITS, 8)} for the insurance claim, MAC {':'.join(hexs(2) for _ in range(6))}")

    r.add("db_table_prefix",
          f"wines uses table prefix wp_{rnd(LOWER + DIGITS, 5)}_ (changed it years ago for 'security' lol) — remember for search-replace",
          f"$table_prefix = 'ccr_{rnd(LOWER, 4)}_';")

    r.add("webhook_delivery_ids",
          f"shopify webhook X-Shopify-Webhook-Id {uid()} delivered 3 times, check idempotency",
          f"X-Shopify-Hmac-Sha256 on the failing one: {sha_b64(32)} — mismatch bc body was re-encoded",
          f"woo webhook delivery id {digits(6, lead=True)}, topic order.created, status 500")

    r.add("pin_and_code_talk",
          "the alarm code at the florist got changed after the break-in, Mia's giving it to me in person",
          "hub changed the door codes again, new one's on the noticeboard by the kitchen",
          "bank reset my card PIN, not writing it anywhere")

    return r


def main() -> None:
    write_corpora("make_heldout170.py", [
        ("heldout170_credentials.yaml", credentials(), "batch 170 (Melbourne freelance WordPress/Shopify dev's client-site notes), written blind; every value synthetic"),
        ("heldout170_lookalikes.yaml", lookalikes(), "batch 170 look-alikes: public site keys, tracking ids, DNS TXT records, SRI/CSP hashes, order and hosting ids, key references, written blind"),
    ])


if __name__ == "__main__":
    main()
