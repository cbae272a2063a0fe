# ruff: noqa: E501
"""Writes heldout73_credentials.yaml and heldout73_lookalikes.yaml: held-out batch 73.

Persona: Liesl, a freelance web designer in Cape Town who builds and hosts WordPress,
WooCommerce and Shopify sites for about twenty small clients (a wine farm, a surf school, a
dentist, a bakery, a guesthouse, a yoga studio, a bookshop ...). She writes South African
English with Afrikaans words mixed in, in quick client-by-client notes and WhatsApp-style
messages: hosting and FTP logins, wp-admin users, shop and payment-gateway API keys, DNS and
registrar bits, client mailbox passwords and her own banking PIN.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import hashlib
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    card_expiry,
    digits,
    ean13,
    epoch,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    pem,
    phrase,
    pick,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["fynbos", "protea", "tafelberg", "braai", "bakkie", "lekker", "dassie", "snoek",
         "koeksister", "rooibos", "vygie", "kloof", "suidoos", "biltong", "pinotage", "strand",
         "berg", "wingerd", "seekoei", "mielie"]
SA_BITS = ["Protea", "Fynbos", "Dassie", "Kalk", "Muizies", "Tafel", "Suidoos", "Bokkie", "Lekker", "Vygie"]


def hpw() -> str:
    """A password a client or Liesl picked: a word, digits and a symbol, or a generated one."""
    return pick(
        f"{pick(*SA_BITS)}{digits(4)}{pick('!', '#', '@', '$', '*')}",
        f"{pick(*SA_BITS)}_{pick('Surf', 'Wyn', 'Brood', 'Tande', 'Gast')}{digits(2)}{pick('!', '?', '&')}",
        rnd(ALNUM + "!@#$%&*", 16),
        rnd(ALNUM, 18),
    )


def ck() -> str:
    return "ck_" + hexs(40)


def cs() -> str:
    return "cs_" + hexs(40)


def shpat() -> str:
    return "shpat_" + hexs(32)


def mailchimp() -> str:
    return f"{hexs(32)}-us{pick(6, 8, 12, 14, 17, 21)}"


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def recaptcha() -> str:
    return "6L" + rnd(URLSAFE, 38)


def wp_app_pw() -> str:
    return groups(rnd(ALNUM, 24), 4)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def ga4() -> str:
    return "G-" + rnd(UPPER + DIGITS, 10)


def gtm() -> str:
    return "GTM-" + rnd(UPPER + DIGITS, 7)


def pixel() -> str:
    return digits(pick(15, 16), lead=True)


def sha256() -> str:
    return hashlib.sha256(secrets.token_bytes(32)).hexdigest()


def dkim_p() -> str:
    return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(secrets.token_bytes(256))[:-4] + "IDAQAB"


def za_cell() -> str:
    return f"0{pick('82', '83', '72', '76', '61', '84')} {digits(3)} {digits(4)}"


def credentials() -> Rows:
    r = Rows()

    r.add("cpanel_login_password",
          f"Klipkop Wines cPanel\nhttps://cp3.acmehost.example:2083\nuser: klipkopw\npw: {hpw()}",
          f"muizsurf cpanel login is muizsurf / {hpw()}  (Jaco keeps changing it, check with him first!!)",
          f"cPanel for die bakkery - gebruikersnaam diebakke, wagwoord {hpw()}",
          f"remember: dentist's cpanel pass changed to {hpw()} after the hack scare in Feb")

    r.add("cpanel_api_token",
          f"cpanel API token for the backup script (klipkopw acct): {rnd(UPPER + DIGITS, 32)}",
          f"curl -H'Authorization: cpanel seabreeze:{rnd(UPPER + DIGITS, 32)}' 'https://cp3.acmehost.example:2083/execute/Email/list_pops'",
          f"token named 'liesl-deploy' on fynbosyoga cpanel = {rnd(UPPER + DIGITS, 32)} no expiry set (fix)")

    r.add("plesk_admin_password",
          f"Plesk @ https://plesk.acme.internal:8443 admin / {hpw()}",
          f"new VPS for the guesthouse, Plesk admin password {hpw()} - ask Werner to not share it with the booking guy",
          f"Plesk kalkbaybooks\nlogin: admin\n{hpw()}")

    r.add("whm_root_password",
          f"WHM reseller (acmehost) root: {hpw()}\nonly for emergencies, ja",
          f"ssh root@srv2.acme.internal  pw {hpw()}  (WHM same pw)",
          f"WHM login liesl_reseller // {hpw()}")

    r.add("sftp_password",
          f"SFTP surf school\nhost: sftp.muizsurf.example port 22\nuser: muizsurf_dev\npass: {hpw()}",
          f"sftp -P 2222 liesl@files.klipkopwines.example   wagwoord {hpw()}",
          f"Filezilla site for Dr Naidoo: sftp://naidoo@srv2.acme.internal  {hpw()}",
          f"bakery sftp - diebakke / {hpw()} (same as cpanel, told them nee that's not lekker)")

    r.add("ftp_account_password",
          f"ftp acc for the photographer to dump pics on the wine farm site: fotos@klipkopwines.example pw {hpw()}",
          f"lftp -u upload_guy,{hpw()} ftp://ftp.seabreezeguesthouse.example",
          f"old plain FTP on the yoga site (still!!) ftpuser yoga1 / {hpw()} - migrate to sftp nou-nou")

    r.add("sftp_private_key",
          f"deploy key for kalkbaybooks staging, pasting here coz laptop died last time:\n{openssh_private()}",
          f"id_ed25519 for srv2 (liesl@studio)\n{openssh_private()}")

    r.add("wp_admin_password",
          f"wp-admin klipkopwines.example/wp-admin  liesl_admin  {hpw()}",
          f"Tannie Marie's login for the bakery site:\nuser tanniemarie\npass {hpw()}\n(she writes it on a post-it anyway)",
          f"surf school wp admin → jaco@muizsurf.example / {hpw()}",
          f"dentist site admin user 'drnaidoo' pw reset to {hpw()} today, sent via whatsapp",
          f"guesthouse wp: gebruiker = seabreeze_ed, wagwoord = {hpw()}")

    r.add("wp_application_password",
          f"WP application password for Zapier on the bakery site (user liesl_admin): {wp_app_pw()}",
          f"curl --user \"liesl_admin:{wp_app_pw()}\" https://klipkopwines.example/wp-json/wp/v2/posts",
          f"app pw 'mainwp' on fynbosyoga → {wp_app_pw()}")

    r.add("wp_config_db_password",
          f"wp-config from kalkbaybooks:\ndefine( 'DB_NAME', 'kalkbay_wp' );\ndefine( 'DB_USER', 'kalkbay_wpu' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM + '!#%^*', 20)}' );\ndefine( 'DB_HOST', 'localhost' );",
          f"db for muizsurf wp = muizsurf_wp1 user muizsurf_wp1 pass {rnd(ALNUM, 16)}",
          f"Naidoo staging db pw: {rnd(ALNUM + '@#', 18)} (phpMyAdmin same)")

    salts = "\n".join(f"define( '{k}', '{rnd(ALNUM + '!@#$%^&*()-_=+[]{}<>~;:,.|', 64)}' );" for k in ("AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY"))
    r.add("wp_auth_salts",
          f"salts I put in the klipkop wp-config (keep so I can restore sessions):\n{salts}",
          f"AUTH_SALT for the bakery = '{rnd(ALNUM + '!@#$%^&*()-_=+', 64)}'")

    r.add("mysql_connection_string",
          f"mysql://guest_app:{rnd(ALNUM, 16)}@db.seabreeze.internal:3306/bookings",
          f"the Laravel booking thingy .env:\nDB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_DATABASE=surfbook\nDB_USERNAME=surfbook\nDB_PASSWORD={rnd(ALNUM, 20)}",
          f"mysql -h db.acme.internal -u kalkbay_wpu -p'{rnd(ALNUM + '#%', 14)}' kalkbay_wp")

    r.add("woocommerce_rest_keys",
          f"Woo REST keys (read/write) for the wine farm's Vinimark sync:\nconsumer key {ck()}\nconsumer secret {cs()}",
          f"bakery woo api → {ck()} / {cs()}",
          f"WooCommerce keys for the surf school booking app\nCK: {ck()}\nCS: {cs()}\ncreated 12 March, desc 'surfapp'")

    r.add("shopify_admin_api_token",
          f"Shopify admin API token, custom app 'Liesl sync' on kalk-bay-books.myshopify.example: {shpat()}",
          f"X-Shopify-Access-Token: {shpat()}",
          f"fynbos candles shopify app token → {shpat()} (scopes: products, orders)")

    r.add("shopify_app_api_secret",
          f"shopify custom app creds\nAPI key {hexs(32)}\nAPI secret key shpss_{hexs(32)}",
          f"webhook signing secret for the bookshop shopify = shpss_{hexs(32)}")

    r.add("payfast_merchant_credentials",
          f"PayFast klipkop\nmerchant id {digits(8, lead=True)}\nmerchant key {rnd(LOWER + DIGITS, 13)}\npassphrase: {phrase(WORDS, 3, '-')}{digits(2)}",
          f"payfast for the surf school - key {rnd(LOWER + DIGITS, 13)} passphrase {rnd(ALNUM, 16)} (set in Woo > Payments)",
          f"Bakery PayFast salt passphrase is {pick(*SA_BITS)}Brood{digits(4)} - must match in the plugin or ITN fails!!")

    r.add("yoco_secret_key",
          f"Yoco live secret key for the guesthouse: sk_live_{hexs(32)}",
          f"yoco keys bakery\npublic pk_live_{hexs(20)}\nsecret sk_live_{hexs(32)}  <-- never in the theme js",
          f"sk_test_{hexs(32)} yoco test secret, surf school staging")

    r.add("paypal_client_secret",
          f"PayPal REST app 'Klipkop export orders'\nclient id A{rnd(URLSAFE, 79)}\nsecret E{rnd(URLSAFE, 79)}",
          f"paypal secret for fynbos yoga (overseas retreat bookings): E{rnd(URLSAFE, 79)}",
          f"PAYPAL_CLIENT_SECRET=E{rnd(URLSAFE, 79)}")

    r.add("stripe_secret_key",
          f"stripe for the yoga retreats (they wanted USD) sk_live_{rnd(ALNUM, 99)}",
          f"STRIPE_SECRET=sk_live_{rnd(ALNUM, 24)}\nSTRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
          f"restricted stripe key for the retreat report script rk_live_{rnd(ALNUM, 99)}")

    r.add("mailchimp_api_key",
          f"Mailchimp API key for the wine club signup form: {mailchimp()}",
          f"mc4wp settings bakery → api key {mailchimp()}",
          f"mailchimp key (guesthouse newsletter) {mailchimp()} – ek het dit nou-nou gegenereer")

    r.add("cloudflare_api_token",
          f"CF api token 'dns-edit all zones' = {cf_token()}",
          f"curl -H \"Authorization: Bearer {cf_token()}\" https://api.cloudflare.example/client/v4/zones",
          f"cloudflare token for certbot dns challenge:\ndns_cloudflare_api_token = {cf_token()}")

    r.add("cloudflare_global_api_key",
          f"Cloudflare GLOBAL api key (old, should replace with token) {hexs(37)} email liesl@lieslmakes.example",
          f"X-Auth-Key: {hexs(37)}\nX-Auth-Email: liesl@lieslmakes.example")

    r.add("cloudflare_origin_private_key",
          f"CF origin cert private key for klipkopwines (15y):\n{pem('PRIVATE KEY', 5)}",
          f"origin key seabreeze → paste into Plesk SSL\n{pem('PRIVATE KEY', 4)}")

    r.add("domain_registrar_password",
          f"domains.acme.example account (all client .co.za's): liesl@lieslmakes.example / {hpw()}",
          f"registrar login for Dr Naidoo's own account (he insisted): naidoo.dental / {hpw()}",
          f"Wine farm's domain sits at their old agency's registrar 🙄 login klipkop / {hpw()}")

    r.add("domain_epp_auth_code",
          f"EPP code for muizsurf.example transfer: {rnd(ALNUM + '#$%&', 16)}",
          f"auth code kalkbaybooks.example → {rnd(ALNUM + '!@#', 12)} (valid 5 days)",
          f"Got the transfer key from the old host eventually, eish: {rnd(ALNUM, 14)}")

    r.add("client_email_password",
          f"info@diebakkery.example mailbox pw {hpw()} (Tannie Marie's phone + the shop tablet)",
          f"bookings@seabreezeguesthouse.example\nIMAP mail.seabreezeguesthouse.example 993\nwagwoord: {hpw()}",
          f"reception@drnaidoo-dental.example – {hpw()}",
          f"Jaco's email jaco@muizsurf.example pass is {hpw()} he forgot again, 3rd time this month")

    r.add("banking_app_pin",
          f"bank app pin {digits(5)}",
          f"note to self: new banking app PIN is {digits(5)}, old one blocked after 3 tries",
          f"remote pin for business acc app → {digits(5)}   card pin {digits(4)}")

    r.add("business_card_details",
          f"business Visa for domains/hosting renewals\n{groups(luhn('4'), 4)}\nexp {card_expiry()} cvv {digits(3)}",
          f"Mastercard (Lieslmakes) {groups(luhn('5' + pick('1', '2', '3', '4', '5')), 4)} {card_expiry()} CVC {digits(3)} - use for the Envato purchases",
          f"virtual card for Shopify billing: {luhn('4')} / {card_expiry()} / {digits(3)}")

    r.add("google_app_password",
          f"WP Mail SMTP on the dentist site uses gmail app pw {groups(rnd(LOWER, 16), 4)}",
          f"smtp.gmail.example:587 user bookings.seabreeze@gmail.example app password {rnd(LOWER, 16)}",
          f"google app password 'wordpress' for the wine farm → {groups(rnd(LOWER, 16), 4)}")

    r.add("recaptcha_secret_key",
          f"reCAPTCHA v3 bakery\nsite key {recaptcha()}\nsecret key {recaptcha()}",
          f"recaptcha secret (contact form 7, surf school) {recaptcha()}")

    r.add("sendgrid_api_key",
          f"SendGrid key for the guesthouse booking confirmations: {sendgrid_key()}",
          f"SENDGRID_API_KEY={sendgrid_key()}",
          f"sendgrid for the dentist's appointment reminders\nsmtp.sendgrid.example user apikey\npass {sendgrid_key()}")

    r.add("mailgun_api_key",
          f"mailgun private api key (kalkbay orders) key-{hexs(32)}",
          f"mailgun smtp pw for postmaster@mg.klipkopwines.example = {hexs(32)}-{hexs(8)}-{hexs(8)}")

    r.add("brevo_smtp_key",
          f"Brevo (sendinblue) SMTP key yoga studio: xsmtpsib-{hexs(64)}-{rnd(ALNUM, 16)}",
          f"brevo api key for the bakery newsletter xkeysib-{hexs(64)}-{rnd(ALNUM, 16)}")

    r.add("github_personal_token",
          f"github PAT for pulling the starter theme on servers: ghp_{rnd(ALNUM, 36)}",
          f"git clone https://lieslmakes:ghp_{rnd(ALNUM, 36)}@github.example/lieslmakes/klipkop-child.git",
          f"fine-grained token (deploy, kalkbay repo only) github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}")

    r.add("backup_encryption_passphrase",
          f"UpdraftPlus db encryption phrase for ALL client sites: {phrase(WORDS, 4, ' ')} {digits(3)}",
          f"backup zip password (the wine farm's offsite copies) {rnd(ALNUM + '!#', 20)}",
          f"restic repo pw for srv2 → {rnd(URLSAFE, 32)}")

    r.add("office_alarm_code",
          f"studio alarm code {digits(4)}, panic is {digits(4)}#",
          f"Woodstock shared office: gate {digits(4)}# then alarm {digits(4)} within 30 sec or ADT comes",
          f"alarm kode for the bakery if I go in early to shoot photos: {digits(4)} (Tannie said ok)")

    r.add("client_wifi_password",
          f"guesthouse staff wifi SEABREEZE-STAFF pw {rnd(ALNUM, 12)}",
          f"wine farm tasting room wifi 'Klipkop_Office' → {pick(*SA_BITS)}{digits(6)}",
          f"dentist back office wifi: {rnd(ALNUM, 14)} (NOT the patient one)")

    r.add("registrar_totp_seed",
          f"2FA secret for domains.acme.example (in case phone dies) {groups(totp_seed(), 4)}",
          f"otpauth://totp/AcmeHost:liesl?secret={totp_seed()}&issuer=AcmeHost",
          f"shopify partners authenticator setup key {totp_seed()}")

    r.add("account_recovery_codes",
          f"Shopify Partner backup codes:\n{recovery_codes(5, 'digits')}",
          f"Wordfence 2FA recovery codes for my admin on klipkop\n{recovery_codes(5, 'other')}",
          f"cloudflare backup codes {', '.join(rnd(LOWER + DIGITS, 8) for _ in range(4))}")

    r.add("wordpress_session_cookie",
          f"cookie from the bakery staging so Ruan can look without a login:\nwordpress_logged_in_{hexs(32)}=liesl_admin%7C{epoch()}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
          f"wordpress_sec_{hexs(32)}=tanniemarie%7C{epoch()}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}")

    r.add("jwt_auth_secret",
          f"define('JWT_AUTH_SECRET_KEY', '{rnd(ALNUM + '!@#$%^&*', 48)}'); // surf app headless",
          f"headless woo JWT secret (kalkbay) {rnd(URLSAFE, 64)}")

    r.add("meta_access_token",
          f"WhatsApp Cloud API permanent token (guesthouse auto replies): EAA{rnd(ALNUM, 180)}",
          f"FB page token for the surf school Insta feed plugin\nEAAG{rnd(ALNUM, 160)}",
          f"meta CAPI access token wine farm → EAA{rnd(ALNUM, 170)}")

    r.add("channel_manager_password",
          f"NightsBridge-ish channel manager for Seabreeze: seabreeze_admin / {hpw()}",
          f"booking engine extranet pw {hpw()} (Werner's account, I only use it for the widget)",
          f"Seabreeze channel mgr\nhttps://extranet.channel.example\nuser: werner@seabreezeguesthouse.example\n{hpw()}")

    r.add("accounting_login_password",
          f"Xero login lieslmakes {hpw()}",
          f"accounting (invoices) → liesl@lieslmakes.example wagwoord {hpw()} 2fa on my phone",
          f"invoicing app pw changed: {hpw()} (old one was in the breach email, jislaaik)")

    r.add("router_admin_password",
          f"home office router 192.168.1.1 admin/{rnd(ALNUM, 12)}",
          f"fibre router at the studio - admin pass {hpw()} (changed from the sticker one)",
          f"guesthouse Mikrotik: winbox 10.0.0.1 user admin pass {rnd(ALNUM + '#!', 14)}")

    r.add("password_manager_master_password",
          f"Bitwarden master pw - only here in case I get knocked off my bike: {phrase(WORDS, 5, '-')}",
          f"vault master passphrase: {phrase(WORDS, 4, ' ')} {digits(2)}!")

    r.add("social_account_password",
          f"Bakery instagram @diebakkery pw {hpw()}",
          f"surf school FB login jaco.surfs@muizsurf.example / {hpw()} (page admin)",
          f"Klipkop TikTok: klipkopwines {hpw()}")

    r.add("google_workspace_admin_password",
          f"Naidoo Dental Google Workspace super admin: admin@drnaidoo-dental.example\n{hpw()}",
          f"workspace admin for the yoga studio = anja@fynbosyoga.example pw {hpw()}")

    r.add("laptop_bitlocker_recovery",
          f"Dell laptop BitLocker recovery key:\n{'-'.join(f'{11 * secrets.randbelow(65536):06d}' for _ in range(8))}",
          f"bitlocker key (old laptop, for the archive drive) {'-'.join(f'{11 * secrets.randbelow(65536):06d}' for _ in range(8))}")

    r.add("wireguard_private_key",
          f"wg conf for getting into the wine farm's NAS\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.3/32",
          f"my wireguard private key (studio peer) {wg_key()}")

    r.add("key_safe_code",
          f"dentist after-hours key lockbox by the back door: {digits(4)}",
          f"guesthouse key safe {digits(4)} if I need to get to the server cupboard",
          f"wine farm cellar door keybox (for the photo shoot sat) - {digits(4)} then turn left")

    r.add("ozow_private_key",
          f"Ozow for the bookshop\nsite code KAL-KAL-{digits(3)}\napi key {rnd(ALNUM, 32)}\nprivate key {rnd(ALNUM, 32)}",
          f"ozow private key (hash check) {rnd(ALNUM, 32)}")

    r.add("payfast_api_passphrase_chat",
          f"[09:14] Jaco: hey Liesl the payfast passphrase thing is {pick(*SA_BITS)}Surf{digits(4)}{pick('!', '#')} right??\n[09:15] Liesl: ja thats it, dankie",
          f"Werner whatsapp'd: 'passphrase for payfast = {phrase(WORDS, 2, '')}{digits(3)}' – put in Woo tonight")

    r.add("hosting_support_pin",
          f"acmehost support PIN (they ask on the phone) {digits(6)}",
          f"security pin for telephone support at the registrar: {digits(4)}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("google_analytics_measurement_id",
          f"GA4 for klipkop: {ga4()} (added via site kit)",
          f"surf school analytics id {ga4()} - Jaco wants weekly reports",
          f"bakery ga4 measurement id → {ga4()}, old UA-{digits(8, lead=True)}-1 is dead")

    r.add("tag_manager_container_id",
          f"GTM container guesthouse {gtm()}",
          f"<!-- Google Tag Manager -->\n(function(w,d,s,l,i){{...}})(window,document,'script','dataLayer','{gtm()}');",
          f"dentist: tag manager {gtm()} + GA4 {ga4()} both on, check no double counting")

    r.add("facebook_pixel_id",
          f"FB pixel for the wine club campaign: {pixel()}",
          f"fbq('init', '{pixel()}');",
          f"meta pixel id bakery {pixel()} (events manager shows PageView ok)")

    r.add("payfast_merchant_id_only",
          f"PayFast merchant id for klipkop is {digits(8, lead=True)} – key & passphrase in Bitwarden, not here",
          f"surf school payfast merchant ID {digits(8, lead=True)}, sandbox on for now",
          f"payfast ITN url https://klipkopwines.example/?wc-api=WC_Gateway_PayFast merchant {digits(8, lead=True)}")

    r.add("client_invoice_number",
          f"INV-{digits(4, lead=True)} klipkop - monthly hosting R450 - paid",
          f"invoice LM-2024-{digits(3)} to Dr Naidoo still outstanding, 45 days now eish",
          f"send bakery inv #{digits(5, lead=True)} + quote Q-{digits(4)} for the new menu page")

    r.add("eft_payment_reference",
          f"EFT from Seabreeze ref 'LM{digits(4)} SEABREEZE' R1 850 on the 3rd",
          f"surf school paid, reference {rnd(UPPER + DIGITS, 10)} - allocate to inv LM-2024-{digits(3)}",
          f"bank shows 'IB PAYMENT FROM KLIPKOP TRUST {digits(10)}' ✓")

    r.add("domain_transfer_request",
          "asked the old agency for the EPP auth code for klipkopwines.example, they say 'within 5 working days' 🙄",
          "kalkbaybooks.example transfer: unlock domain → request auth code → paste into registrar. Code goes to Marlize's email, NOT mine",
          "reminder: auth code for muizsurf.example expired before we used it, must ask again")

    r.add("spf_record",
          "klipkopwines.example TXT  v=spf1 include:_spf.google.example include:servers.mcsv.example ~all",
          "bakery SPF → v=spf1 a mx ip4:192.0.2.14 include:spf.brevo.example -all  (was softfail)",
          "dentist: _dmarc TXT v=DMARC1; p=quarantine; rua=mailto:dmarc@drnaidoo-dental.example; pct=100")

    r.add("dkim_public_key_record",
          f"google._domainkey.drnaidoo-dental.example TXT\nv=DKIM1; k=rsa; p={dkim_p()}",
          f"DKIM for seabreeze (brevo) mail._domainkey → k=rsa; p={dkim_p()}",
          f"add to cloudflare: s1._domainkey.kalkbaybooks.example \"v=DKIM1; p={dkim_p()}\"")

    r.add("domain_verification_txt",
          f"google-site-verification={rnd(URLSAFE, 43)} on fynbosyoga.example",
          f"facebook-domain-verification={rnd(LOWER + DIGITS, 30)} (bakery, for the pixel)",
          f"MS=ms{digits(8)} TXT for the dentist's o365 trial")

    r.add("theme_licence_order_number",
          f"Flatsome licence bought for the bakery, Envato order #{digits(9, lead=True)}",
          f"Divi lifetime - invoice {digits(7, lead=True)} from 2021, key lives in the Elegant Themes account",
          f"Astra Pro order {rnd(UPPER + DIGITS, 8)}, renews Aug")

    r.add("css_hex_colours",
          f"Klipkop brand colours: wine #{hexs(6)}, stone #{hexs(6)}, cream #f7f1e3",
          f":root {{ --surf-blue: #{hexs(6)}; --sand: #{hexs(6)}; --coral: #{hexs(6)}; }}",
          f"bakery palette (Tannie picked): #{hexs(6)} / #{hexs(6)} / #{hexs(3)}")

    r.add("plugin_versions",
          "WooCommerce 8.9.3, WC PayFast Gateway 1.6.4, Elementor 3.21.5 all updated on klipkop",
          "surf school still on PHP 7.4 + WordPress 6.1.1 – upgrade to 8.2 next week",
          "Wordfence 7.11.6 flagged LiteSpeed Cache 6.2.0.1 on the bakery – updated to 6.4.1")

    r.add("backup_checksum",
          f"klipkop-full-{digits(8)}.tar.gz sha256 {sha256()}",
          f"md5 of the bakery db dump {hexs(32)}  (matched after download ✔)",
          f"sha256sum seabreeze_2024-06-01.zip\n{sha256()}  seabreeze_2024-06-01.zip")

    r.add("git_commit_sha",
          f"klipkop child theme rolled back to {hexs(40)} (before the menu refactor)",
          f"deployed kalkbay {hexs(7)} to live, tagged v2.3.1",
          f"git revert {hexs(40)}  # the header fix broke mobile")

    r.add("shopify_order_reference",
          f"bookshop order #{digits(4, lead=True)} didn't sync to Bob Go, order id gid://shopify/Order/{digits(13, lead=True)}",
          f"Kalk Bay Books draft order D{digits(3)} for the school, customer id {digits(13, lead=True)}")

    r.add("woocommerce_order_id",
          f"wine club order #{digits(5, lead=True)} payment pending – PayFast pf_payment_id {digits(7, lead=True)}",
          f"bakery woo order {digits(4, lead=True)} double charged? check Yoco charge ch_{rnd(ALNUM, 24)}",
          f"refund woo order #{digits(5, lead=True)} (R{digits(3, lead=True)}) for the guesthouse gift voucher")

    r.add("courier_tracking_number",
          f"wine order shipped with The Courier Guy waybill {digits(10, lead=True)}",
          f"bookshop parcel tracking {rnd(UPPER, 2)}{digits(9)}ZA via PostNet",
          f"Bob Go shipment {rnd(UPPER + DIGITS, 10)} to Joburg, ETA Thurs")

    r.add("invoice_bank_details",
          f"banking details on my invoices:\nLieslmakes (Pty) Ltd\nFNB cheque {digits(11, lead=True)}\nbranch 250655\nref: invoice number pls",
          f"for the overseas yoga retreat clients the invoice footer says: EUR account (Wise) IBAN {iban('BE', digits(12))}, BIC {rnd(UPPER, 6)}XXX, ref = invoice no.")

    r.add("vat_and_company_numbers",
          f"Lieslmakes VAT no. 4{digits(9)}, reg 20{digits(2)}/{digits(6)}/07",
          f"klipkop company reg {digits(4, lead=True)}/{digits(6)}/07 for the footer, VAT 4{digits(9)}",
          f"surf school is a sole prop, no VAT – invoice shows tax no. {digits(10, lead=True)} only")

    r.add("yoco_public_key",
          f"yoco public key (goes in the checkout js, fine to be public) pk_live_{hexs(20)}",
          f"data-yoco-public-key=\"pk_test_{hexs(20)}\" on staging",
          f"bookshop yoco popup: new window.YocoSDK({{ publicKey: 'pk_live_{hexs(20)}' }})")

    r.add("stripe_publishable_key",
          f"stripe publishable key yoga: pk_live_{rnd(ALNUM, 99)}",
          f"Stripe.js init → Stripe('pk_test_{rnd(ALNUM, 99)}')",
          "rotated the stripe SECRET for the yoga site; publishable key unchanged so no theme edit needed")

    r.add("recaptcha_site_key",
          f"reCAPTCHA SITE key (public, in the html) for the surf school: {recaptcha()}",
          f"<div class=\"g-recaptcha\" data-sitekey=\"{recaptcha()}\"></div>")

    r.add("paypal_sdk_client_id",
          f"<script src=\"https://www.paypal.example/sdk/js?client-id=A{rnd(URLSAFE, 79)}&currency=USD\"></script>",
          "paypal client-id is in the page source anyway, the secret is the one to guard (in BW)")

    r.add("ssh_public_key",
          f"add my key to Werner's VPS authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} liesl@studio",
          f"Ruan's public key for the bakery staging: ssh-rsa {ssh_pub('ssh-rsa', 270)} ruan@laptop")

    r.add("ssh_host_fingerprint",
          f"srv2 host key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519) - check before yes",
          f"sftp.muizsurf.example fingerprint ssh-rsa 2048 {':'.join(hexs(2) for _ in range(16))}")

    r.add("ssl_certificate_details",
          f"klipkop LE cert serial {':'.join(hexs(2).upper() for _ in range(18))}, expires 14 Sep",
          f"cloudflare origin cert SHA-256 fingerprint {':'.join(hexs(2).upper() for _ in range(32))}")

    r.add("env_var_reference",
          "surf app .env needs: DB_PASSWORD, YOCO_SECRET_KEY, SENDGRID_API_KEY, MAIL_FROM – values in BW under 'muizsurf prod'",
          "set PAYFAST_PASSPHRASE in Plesk env vars, don't commit .env!!",
          "wp-config: define('WP_MAIL_SMTP_PASS', getenv('SMTP_PASS')); ← pulls from server env, nothing in git")

    r.add("password_vault_reference",
          "Dr Naidoo wp-admin pw → Bitwarden > Clients > Naidoo Dental > wp-admin",
          "the guesthouse cPanel login is in the shared 'Seabreeze' collection, Werner has access too",
          "bakery FTP: Tannie has the pw in the red book behind the till, I don't keep it")

    r.add("password_rotation_note",
          "changed ALL wp-admin passwords on the wine farm after the brute force attempts, told Marlize to use BW",
          "rotated the Cloudflare token today, old one revoked, new one only in the vault",
          "reset Jaco's email pw (again), he chose his own this time – not writing it down")

    r.add("password_policy_talk",
          "told the dentist: min 14 characters, no 'Naidoo123', 2FA on for every admin user",
          "Wordfence: force strong passwords for editors+, lock out after 5 fails for 4 hours",
          "PIN must be 5 digits on the new bank app, not birthdays ja")

    r.add("revoked_key_note",
          "WooCommerce REST key 'old vinimark' revoked – ending …a3f1 – replace in their sync tool",
          "Mailchimp: deleted the api key the previous dev left behind, created new one for mc4wp",
          "Shopify app 'Liesl sync' uninstalled → its admin token is dead, no need to rotate")

    r.add("woocommerce_coupon_code",
          f"surf school winter special coupon WINTERSWELL{digits(2)} – 20% off lessons",
          f"bakery coupon code KOEKSISTER{digits(2)} for the Insta giveaway, limit 50 uses",
          f"wine club welcome code KLIPKOP-{rnd(UPPER + DIGITS, 6)} (single use, generated by the plugin)")

    r.add("postcode_and_address",
          "Seabreeze Guesthouse, 12 Beach Rd, Muizenberg 7945 – for the Google Business listing",
          "Dr Naidoo moved: Unit 4, Claremont Medical Centre, 7708. update footer + schema",
          "die bakkery: Main Rd, Kalk Bay, 7975 – opening hours 07:00-15:00 Tue-Sun")

    r.add("client_phone_numbers",
          f"Jaco (surf) {za_cell()}, Tannie Marie {za_cell()}, Werner {za_cell()}",
          f"dentist reception landline 021 {digits(3)} {digits(4)} – for the click-to-call button",
          f"whatsapp button link https://wa.me/27{digits(9, lead=True)} on the guesthouse site")

    r.add("server_ip_addresses",
          f"srv2.acme.internal = 196.{digits(2, lead=True)}.{secrets.randbelow(255)}.{secrets.randbelow(255)}, IPv6 2c0f:{hexs(4)}:{hexs(4)}::1",
          f"klipkop A record → 10.20.{secrets.randbelow(255)}.{secrets.randbelow(255)} (internal) / proxied via CF",
          f"whitelist my studio IP 41.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)} in Wordfence")

    r.add("nameserver_hostnames",
          "kalkbaybooks.example NS → ada.ns.cloudflare.example, rob.ns.cloudflare.example",
          "bakery still on ns1.acmehost.example / ns2.acmehost.example, move to CF later",
          "mail for the guesthouse: MX 10 mail.seabreezeguesthouse.example, autodiscover CNAME to acmehost")

    r.add("cloudflare_zone_and_account_ids",
          f"CF zone id klipkopwines.example {hexs(32)}, account id {hexs(32)}",
          f"zone_id = \"{hexs(32)}\"  # terraform for the bakery dns")

    r.add("mailchimp_audience_id",
          f"Mailchimp audience id for wine club: {hexs(10)} (list 'Klipkop Wine Club')",
          f"mc4wp form id {digits(3, lead=True)} → list {hexs(10)}, double opt-in on")

    r.add("shopify_resource_ids",
          f"product gid://shopify/Product/{digits(13, lead=True)} variant {digits(14, lead=True)} – 'Fynbos Candle Large'",
          f"theme id {digits(12, lead=True)} is the live one, {digits(12, lead=True)} is the duplicate I'm editing")

    r.add("guesthouse_booking_reference",
          f"booking ref SBG-{rnd(UPPER + DIGITS, 6)} test booking, cancel afterwards",
          f"Booking.example reservation {digits(10, lead=True)} showed twice in the widget – report to channel manager",
          f"Airbnb-ish confirmation code HM{rnd(UPPER + DIGITS, 8)} for Werner's screenshot")

    r.add("hosting_support_ticket",
          f"acmehost ticket #{rnd(UPPER, 3)}-{digits(6)} re: email bouncing for the dentist",
          f"registrar support case {digits(8, lead=True)} – domain stuck in pendingTransfer")

    r.add("vehicle_licence_plate",
          f"my car CA {digits(3)}-{digits(3)} for the wine farm gate list",
          f"Jaco's bakkie CY {digits(3, lead=True)}-{digits(3)} parked in the client bay, told security")

    r.add("product_barcodes",
          f"bakery shop items: sourdough EAN {ean13('600')}, rusks {ean13('600')}",
          f"SKU KBB-{digits(5)} ISBN {ean13('978')} – kalk bay books import sheet")

    r.add("device_mac_address",
          f"guesthouse reception PC MAC {mac()} – reserve an IP on the router",
          f"wine farm NAS {mac('-', upper=True)} static lease .20")

    r.add("google_place_id",
          f"Google place id for the bakery reviews widget ChIJ{rnd(URLSAFE, 23)}",
          f"Maps embed dentist: place_id ChIJ{rnd(URLSAFE, 23)}")

    r.add("media_and_embed_ids",
          f"surf school hero video youtube id {rnd(URLSAFE, 11)}, start=12",
          f"vimeo {digits(9, lead=True)} for the wine farm harvest film, h={hexs(10)}",
          f"uploaded IMG_{digits(4)}-{hexs(8)}.webp as the new bakery banner")

    r.add("public_script_kit_ids",
          f"font awesome kit <script src=\"https://kit.fontawesome.example/{hexs(10)}.js\"></script>",
          f"hotjar site id {digits(7, lead=True)} on klipkop (consent first!)",
          f"TikTok pixel code C{rnd(UPPER + DIGITS, 19)} for the bakery")

    r.add("uuid_identifiers",
          f"Elementor kit id / template uuid {uid()} – export this for the yoga site clone",
          f"Yoco checkout id {uid()} stuck on 'pending' – support case open",
          f"GA4 client_id test hit, property stream uuid {uid()}")

    r.add("otp_and_2fa_talk",
          "bank OTP came through for the Envato payment, approved ✔",
          "registrar sent a 6-digit code to Marlize, waiting for her to whatsapp it – she's at a tasting",
          "turned on 2FA (authenticator app) for every client admin – backup codes printed & in the safe")

    r.add("wifi_network_names",
          "guesthouse wifi SSIDs: SEABREEZE-GUEST (captive portal), SEABREEZE-STAFF (hidden)",
          "klipkop tasting room network is 'Klipkop_Visitors', pw on the chalkboard for guests")

    r.add("php_and_server_versions",
          "srv2: Ubuntu 22.04.4, nginx 1.24.0, PHP-FPM 8.2.19, MariaDB 10.6.17",
          f"cpanel version 118.0.{digits(2)} on acmehost, AutoSSL renewed ok")

    r.add("username_only_note",
          "surf school cpanel username is muizsurf, password lives with Jaco",
          "wp-admin users on the bakery: tanniemarie (admin), ruan_dev (editor), liesl_admin – delete ruan_dev after launch")

    r.add("webhook_endpoint_urls",
          "payfast notify URL: https://diebakkery.example/?wc-api=WC_Gateway_PayFast",
          f"shopify webhook orders/create → https://hooks.acme.internal/kalkbay/orders (id {digits(12, lead=True)})")

    r.add("aws_arn_resources",
          f"S3 backup bucket arn:aws:s3:::lieslmakes-backups, IAM role arn:aws:iam::{digits(12, lead=True)}:role/updraft-writer",
          f"cloudfront dist {rnd(UPPER + DIGITS, 14)} for the wine farm images",
          f"IAM user updraft-klipkop, access key id AKIA…{rnd(UPPER + DIGITS, 4)} (last 4 only, secret never shown again) – in BW")

    r.add("base64_image_snippet",
          f"tiny placeholder for lazyload: data:image/png;base64,{b64(bytes([137, 80, 78, 71, 13, 10, 26, 10]) + secrets.token_bytes(30))}",
          f"favicon.svg base64 {b64(b'<svg xmlns=' + secrets.token_bytes(20))}")

    r.add("cache_bust_hashes",
          f"style.{hexs(8)}.css and app.{hexs(8)}.js after build – clear CF cache",
          f"wp enqueue ver={hexs(12)} so Tannie's browser picks up the new menu")

    return r


def main() -> None:
    write_corpora("make_heldout73.py", [
        ("heldout73_credentials.yaml", credentials(), "batch 73 (Cape Town freelance web designer's client notes), written blind; every value synthetic"),
        ("heldout73_lookalikes.yaml", lookalikes(), "batch 73 look-alikes: analytics ids, DNS records, order/invoice refs, public keys, written blind"),
    ])


if __name__ == "__main__":
    main()
