# ruff: noqa: E501
"""Writes heldout258_credentials.yaml and heldout258_lookalikes.yaml: held-out batch 258.

Persona: a web developer at a small e-commerce agency in Riga who writes his notes in
Latvian, with English and some Russian tech words mixed in. He keeps admin logins for client
shops (WooCommerce, PrestaShop, Shopify), Omniva and DPD parcel API keys, the bank's
(Swedbank/SEB) API credentials, his Smart-ID and internet bank PIN codes, hosting cPanel and
SSH passwords, and many look-alikes: parcel terminal ids, order numbers, VAT numbers, IBANs of
client shops in invoices, masked card numbers, commit hashes.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    app_password,
    b64,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    openssh_private,
    pem,
    phrase,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

SHOPS = [
    "linu-nams.example",
    "medus-bode.test",
    "acme-apavi.example",
    "rigas-velo.test",
    "dzintara-rotas.example",
    "skaidas-acme.test",
    "kafijas-grauzdetava.example",
]
SALT = ALNUM + "!@#$%^&*()-_[]{}<>~+=,.;:/?|"
LV_WORDS = ["saule", "jura", "kakis", "priede", "dzintars", "mezs", "upe", "lietus",
            "zvaigzne", "abols", "lacis", "sniegs", "rudzi", "ezers", "vejs", "bite"]
PLACES = ["Imanta", "Purvciems", "Teika", "Ziepniekkalns", "Agenskalns", "Jugla", "Kengarags",
          "Sarkandaugava", "Jelgava centrs", "Ogre stacija", "Valmiera"]


def shop() -> str:
    return pick(*SHOPS)


def url_pw() -> str:
    """A password safe to put inside a URL or a DSN without escaping."""
    return rnd(ALNUM, pick(14, 16, 18, 20))


def lv_iban() -> str:
    return iban("LV", pick("HABA", "UNLA", "PARX", "RIKO", "NDEA") + digits(13))


def lv_vat() -> str:
    return "LV4000" + digits(7)


def woo_ck() -> str:
    return "ck_" + hexs(40)


def woo_cs() -> str:
    return "cs_" + hexs(40)


def shpat() -> str:
    return "shpat_" + hexs(32)


def presta_ws() -> str:
    return rnd(UPPER + DIGITS, 32)


def cpanel_token() -> str:
    return rnd(UPPER + DIGITS, 32)


def stripe_sk() -> str:
    return "sk_live_" + rnd(ALNUM, pick(24, 99))


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def tg_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def recaptcha() -> str:
    return "6L" + rnd(URLSAFE, 38)


def mailchimp() -> str:
    return f"{hexs(32)}-us{secrets.randbelow(21) + 1}"


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def meta_token() -> str:
    return "EAA" + pick("B", "G", "J") + rnd(ALNUM, 160 + secrets.randbelow(40))


def laravel_key() -> str:
    return "base64:" + b64(secrets.token_bytes(32))


def salt() -> str:
    return rnd(SALT, 64)


def pin(n: int) -> str:
    return digits(n)


def omniva_tracking() -> str:
    return f"{pick('CC', 'CE', 'RR', 'CV')}{digits(9)}{pick('EE', 'LV')}"


def dpd_tracking() -> str:
    return "058" + digits(11)


def fingerprint() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def credentials() -> Rows:
    r = Rows()
    s = shop()
    r.add(
        "woocommerce_admin_login",
        f"{s}/wp-admin\nlietotājs: admin_linu\nparole: {pw()}",
        f"WooCommerce admins Medus Bodei -> https://medus-bode.test/wp-login.php  user shopadmin / {pw()}",
        f"klients iedeva jaunu paroli WP adminam ({shop()}): {pw()} , логин тот же - webmaster",
        f"wp-admin {shop()} | login: martins.dev | pass: {pw()} | 2FA nav ieslēgts!!",
        f"atgādini: Dzintara Rotas WP admin parole tagad {pw()} (veco nomainīja pēc tā hakeru incidenta)",
    )
    r.add(
        "woocommerce_rest_api_keys",
        f"Woo REST API atslēgas Omniva sinhronizācijai ({shop()}):\nConsumer key: {woo_ck()}\nConsumer secret: {woo_cs()}",
        f"curl -u {woo_ck()}:{woo_cs()} https://{shop()}/wp-json/wc/v3/orders?status=processing",
        f".env uz staging:\nWC_CONSUMER_KEY={woo_ck()}\nWC_CONSUMER_SECRET={woo_cs()}",
        f"woo api read/write linu-nams  {woo_ck()} / {woo_cs()}",
        f"{woo_cs()} — tas ir secret no Woo priekš grāmatvedības integrācijas, ck jau ir konfigā",
    )
    r.add(
        "prestashop_admin_login",
        f"PrestaShop BO: https://{shop()}/admin{digits(3)}{rnd(LOWER, 6)}/  e-pasts admin@{shop()}  parole {pw()}",
        f"Presta admin (Rīgas Velo)\nlogin: veikals@rigas-velo.test\nparoel: {pw()}",
        f"presta 1.7 back office pass nomainīts uz {pw()} — klientam vēl nepateicu",
        f"Skaidas prestashop: user kristaps@skaidas-acme.test pw {pw()} (admin folderis admin{rnd(LOWER + DIGITS, 9)})",
    )
    r.add(
        "prestashop_webservice_key",
        f"Presta webservice key (orders, products GET/PUT): {presta_ws()}",
        f"curl -s 'https://{presta_ws()}@{shop()}/api/products?output_format=JSON'",
        f"parameters.php / moduļa konfigs:\n'PS_WEBSERVICE_KEY' => '{presta_ws()}',",
        f"PrestaShop API atslēga DPD modulim — {presta_ws()} (tikai orders+addresses tiesības)",
    )
    r.add(
        "shopify_admin_api_token",
        f"Shopify custom app 'acme-sync' admin token: {shpat()}",
        f"curl -H 'X-Shopify-Access-Token: {shpat()}' https://acme-apavi.myshopify.com/admin/api/2024-07/orders.json",
        f"SHOPIFY_ACCESS_TOKEN={shpat()}\nSHOPIFY_STORE=acme-linu.myshopify.com",
        f"shopify admin api tokens (tikai vienreiz parāda!!) {shpat()}",
        f"Dzintara Rotas Shopify → Apps → Develop apps → 'omniva-labels' → token {shpat()}",
    )
    r.add(
        "shopify_app_credentials",
        f"Shopify app client id {hexs(32)}\nclient secret shpss_{hexs(32)}",
        f"partner dashboard app secret: shpss_{hexs(32)} (webhook HMAC verifikācijai)",
        f"SHOPIFY_API_KEY={hexs(32)}\nSHOPIFY_API_SECRET=shpss_{hexs(32)}",
        f"vecā private app parole acme-veikals: shppa_{hexs(32)}",
    )
    r.add(
        "omniva_api_credentials",
        f"Omniva web serviss (sūtījumu reģistrācija)\nlietotājs: {digits(7, lead=True)}\nparole: {rnd(ALNUM, 12)}",
        f"OMNIVA_USERNAME={digits(7, lead=True)}\nOMNIVA_PASSWORD={rnd(ALNUM, 12)}",
        f"omniva api linu-nams: {digits(7, lead=True)} / {rnd(ALNUM, 12)} — pakomātu etiķetēm",
        f"Omniva OMX API key priekš medus-bode: {rnd(ALNUM + '-', 48)}",
        f"pašai omniva partneru pasei parole {pw()}, klienta nr {digits(7, lead=True)}",
    )
    r.add(
        "dpd_api_credentials",
        f"DPD Latvija API tokens (eserviss): {rnd(ALNUM, 64)}",
        f"DPD_API_USER=acme_{digits(4)}\nDPD_API_PASS={url_pw()}",
        f"curl -H 'Authorization: Bearer {rnd(ALNUM, 64)}' https://api.dpd-lv.test/shipments",
        f"dpd modulim presta: username {digits(6, lead=True)}, password {rnd(ALNUM, 10)}",
    )
    r.add(
        "swedbank_api_credentials",
        f"Swedbank Gateway (firmas konts)\nclient_id: {uid()}\nclient_secret: {rnd(ALNUM, 32)}",
        f"SWEDBANK_CLIENT_SECRET={rnd(ALNUM, 40)}  # prod, nerādīt klientam",
        f"swedbank open banking sandbox → prod secret: {rnd(URLSAFE, 43)}",
        f"Swedbank mTLS atslēga:\n{pem('PRIVATE KEY', 5)}",
        f"swedbank .p12 sertifikāta parole: {pw()}",
    )
    r.add(
        "seb_api_credentials",
        f"SEB Baltic Gateway API key: {rnd(ALNUM, 48)}",
        f"SEB gateway keystore.jks parole {pw()} (alias seb-prod)",
        f"SEB PSD2:\nclient_id={rnd(ALNUM, 24)}\nclient_secret={rnd(ALNUM, 40)}",
        f"seb privātā atslēga sertifikātam:\n{pem('RSA PRIVATE KEY', 4)}",
    )
    r.add(
        "smart_id_pin",
        f"Smart-ID PIN1 {pin(4)}, PIN2 {pin(5)}",
        f"smart id (jaunais telefons) pin1: {pin(4)} pin2: {pin(5)}",
        f"Smart-ID kodi — autentifikācija {pin(4)}, parakstīšana {pin(5)}. neaizmirst!",
        f"PIN1={pin(4)} / PIN2={pin(5)} (smartid, firmas kontam arī tas pats)",
        f"sievas Smart-ID (ja man jāparaksta viņas vietā... nē): pin1 {pin(4)}, pin2 {pin(5)}",
    )
    r.add(
        "internet_bank_pin",
        f"SEB kodu kalkulatora PIN: {pin(4)}",
        f"Swedbank internetbanka — lietotāja ID {digits(7, lead=True)}, parole {pw()}",
        f"ibankas PIN kods {pin(4)}, kartes PIN {pin(4)} (Swedbank Visa)",
        f"SEB ibanka firmai: lietotājs {digits(8, lead=True)}, PIN {pin(5)}",
        f"банк пин для бизнес-карты: {pin(4)}",
    )
    r.add(
        "cpanel_login",
        f"cPanel https://server12.acme-hosting.example:2083\nuser: linunams\npass: {pw()}",
        f"cpanel medus-bode.test — lietotājs medusbod, parole {pw()}",
        f"| hostings | cpanel user | parole |\n| acme-hosting | rigvelo | {pw()} |\n| zone-acme | skaidas | {pw()} |",
        f"hostingā nomainīju cpanel paroli uz {pw()} (vecais bija pārāk vienkāršs)",
        f"WHM root @ whm.acme.internal — {pw()}",
    )
    r.add(
        "cpanel_api_token",
        f"cPanel API token (backup skriptam): {cpanel_token()}",
        f"curl -H 'Authorization: cpanel linunams:{cpanel_token()}' https://server12.acme-hosting.example:2083/execute/Backup/fullbackup_to_homedir",
        f"CPANEL_TOKEN={cpanel_token()}",
        f"uapi tokens rigvelo kontam {cpanel_token()} (nosaukums 'deploy-ci')",
    )
    r.add(
        "ssh_password",
        f"ssh deploy@web1.acme.internal -p 2222   pw: {pw()}",
        f"сервак для прода: root@{digits(2)}.acme.internal, пароль {pw()}",
        f"VPS (kafijas-grauzdetava) ssh user ubuntu, parole {pw()}",
        f"ssh medusbod@medus-bode.test → parole tā pati kā cpanel: {pw()}",
        f"SSH: host staging.acme.internal\nuser: martins\npassword: {pw()}",
    )
    r.add(
        "ssh_private_key",
        f"deploy atslēga GitLab CI → web1.acme.internal:\n{openssh_private()}",
        f"id_ed25519 no vecā laptopa (vajag serverim linu-nams):\n{openssh_private()}",
        f"klienta hostinga RSA key:\n{pem('RSA PRIVATE KEY', 6)}",
        f"~/.ssh/acme_prod\n{openssh_private()}",
    )
    r.add(
        "database_connection_string",
        f"DATABASE_URL=mysql://shop_user:{url_pw()}@db1.acme.internal:3306/linu_nams",
        f"mysql -h db1.acme.internal -u presta_rv -p'{url_pw()}' rigas_velo_ps",
        f"staging DB: mysql://wp_medus:{url_pw()}@127.0.0.1/medus_wp",
        f"postgres://laravel:{url_pw()}@pg.acme.internal:5432/grauzdetava",
        f"phpMyAdmin skaidas: lietotājs skaidas_wp, parole {pw()}",
    )
    r.add(
        "wp_config_secrets",
        f"wp-config.php prod:\ndefine( 'DB_NAME', 'linu_wp' );\ndefine( 'DB_USER', 'linu_wp' );\ndefine( 'DB_PASSWORD', '{url_pw()}' );\ndefine( 'DB_HOST', 'localhost' );",
        f"define('DB_PASSWORD', '{pw()}'); // dzintara-rotas, nevis staging",
        f"salts no prod (lai sesijas nepazūd pēc migrācijas):\ndefine('AUTH_KEY',         '{salt()}');\ndefine('SECURE_AUTH_KEY',  '{salt()}');\ndefine('LOGGED_IN_KEY',    '{salt()}');",
        f"wp-config medus-bode DB pass = {url_pw()}",
    )
    r.add(
        "sftp_password",
        f"FileZilla: sftp://ftp.{shop()}  user ftp_linu  pass {pw()}  port 22",
        f"FTP klienta vecajam hostingam (Presta 1.6): ftp.acme-old.example / skaidas / {pw()}",
        f"sftp user rigvelo-upload parole {pw()} — tikai /public_html/img",
        f"ftp pasword kafija {pw()}",
    )
    r.add(
        "smtp_mailbox_password",
        f"SMTP veikala e-pastiem: mail.{shop()} 465 SSL, user info@{shop()}, pass {pw()}",
        f"WP Mail SMTP (medus-bode): pasts@medus-bode.test / {pw()}",
        f"pasūtījumu e-pasts orders@rigas-velo.test parole {pw()}",
        f"MAIL_HOST=smtp.acme.internal\nMAIL_USERNAME=noreply@kafijas-grauzdetava.example\nMAIL_PASSWORD={url_pw()}",
    )
    r.add(
        "google_app_password",
        f"gmail app password priekš WooCommerce SMTP: {app_password()}",
        f"Google lietotnes parole (linu-nams pasts) — {app_password()}",
        f"app parole Thunderbirdam: {app_password().replace(' ', '')}",
        f"app pw klienta google workspace kontam {app_password()}",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe live secret key (dzintara-rotas): {stripe_sk()}",
        f"STRIPE_SECRET_KEY={stripe_sk()}\nSTRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"stripe restricted key tikai refundiem: rk_live_{rnd(ALNUM, 99)}",
        f"Stripe webhook signing secret acme-apavi → whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "montonio_api_keys",
        f"Montonio (bankas maksājumi)\naccess key: {uid()}\nsecret key: {rnd(URLSAFE, 44)}",
        f"MONTONIO_ACCESS_KEY={uid()}\nMONTONIO_SECRET_KEY={rnd(URLSAFE, 44)}",
        f"montonio secret priekš linu-nams prod: {rnd(URLSAFE, 44)}",
        f"Montonio sandbox nestrādā, prod secret {rnd(URLSAFE, 44)} — JWT parakstīšanai",
    )
    r.add(
        "paysera_sign_password",
        f"Paysera projekts {digits(6, lead=True)}, sign_password: {hexs(32)}",
        f"PAYSERA_PROJECT_ID={digits(6, lead=True)}\nPAYSERA_SIGN_PASSWORD={hexs(32)}",
        f"paysera parole (projekta) medus bodei {hexs(32)}",
        f"Paysera konta pieslēgšanās: martins@acme-agency.example / {pw()}",
    )
    r.add(
        "github_token",
        f"GitHub PAT deploy skriptam: {ghp()}",
        f"git clone https://martins-acme:{ghp()}@github.com/acme-agency/linu-nams-theme.git",
        f"fine-grained token (tikai acme-agency/woo-omniva repo): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"GH_TOKEN={ghp()}  # composer private packages",
    )
    r.add(
        "gitlab_token",
        f"GitLab personal access token: {glpat()}",
        f"gitlab deploy token linu-nams: user gitlab+deploy-token-{digits(5)} pass {glpat()}",
        f"CI runner registration tokens {glpat()}",
        f"composer config gitlab-token.gitlab.acme.internal {glpat()}",
    )
    r.add(
        "telegram_bot_token",
        f"Telegram bots jauniem pasūtījumiem (@acme_orders_bot): {tg_token()}",
        f"TELEGRAM_BOT_TOKEN={tg_token()}\nTELEGRAM_CHAT_ID=-100{digits(10)}",
        f"curl https://api.telegram.org/bot{tg_token()}/sendMessage -d chat_id={digits(9, lead=True)} -d text=test",
        f"бот токен для уведомлений medus-bode {tg_token()}",
    )
    r.add(
        "recaptcha_secret_key",
        f"reCAPTCHA v3 secret key (servera pusē!): {recaptcha()}",
        f"RECAPTCHA_SECRET={recaptcha()}",
        f"Contact Form 7 recaptcha: site key {recaptcha()}, secret key {recaptcha()}",
        f"google recaptcha secret rigas-velo — {recaptcha()}",
    )
    r.add(
        "laravel_app_key",
        f"APP_KEY={laravel_key()}  (grauzdetava prod, nemainīt — citādi cookies/šifrētie lauki pazūd)",
        f"laravel .env no prod:\nAPP_ENV=production\nAPP_KEY={laravel_key()}\nDB_PASSWORD={url_pw()}",
        f"vecais app key priekš dešifrēšanas: {laravel_key()}",
        f"APP_KEY prod b2b portālam {laravel_key()}",
    )
    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key (jaunumu vēstule linu-nams): {mailchimp()}",
        f"MC4WP plugin api key {mailchimp()}",
        f"MAILCHIMP_API_KEY={mailchimp()}\nMAILCHIMP_LIST_ID={hexs(10)}",
        f"mailchimp key medus bodei — {mailchimp()}",
    )
    r.add(
        "office_wifi_password",
        f"biroja wifi ACME-Birojs parole: {pw()}",
        f"WIFI:T:WPA;S:ACME-Guest;P:{rnd(ALNUM, 12)};;",
        f"wifi (2. stāvs, noliktava) SSID Noliktava-5G / {rnd(ALNUM, 14)}",
        f"router admin 192.168.1.1 → admin / {pw()}",
    )
    r.add(
        "password_manager_master_password",
        f"Bitwarden master parole (ja aizmirstu): {phrase(LV_WORDS, 5, '-')}{pin(2)}",
        f"bitwarden recovery code: {groups(rnd(UPPER + DIGITS, 32), 4)}",
        f"aģentūras 1Password master: {phrase(LV_WORDS, 4, ' ')} {pin(3)}",
        f"KeePass datubāzes (klienti.kdbx) parole {phrase(LV_WORDS, 4, '.')}!",
    )
    r.add(
        "two_factor_recovery_codes",
        f"GitHub recovery codes:\n{recovery_codes(8, 'github')}",
        f"Shopify partner 2FA backup kodi:\n{recovery_codes(6, 'other')}",
        f"Google (agentūras konts) backup codes: {recovery_codes(5, 'digits')}",
        f"cloudflare 2fa rezerves kodi\n{recovery_codes(6, 'other')}",
    )
    r.add(
        "cloudflare_api_token",
        f"Cloudflare API token (DNS edit, visas zonas): {cf_token()}",
        f"CF_API_TOKEN={cf_token()}",
        f"curl -H 'Authorization: Bearer {cf_token()}' https://api.cloudflare.com/client/v4/user/tokens/verify",
        f"cloudflare global api key priekš vecā plugina: {hexs(37)}",
    )
    r.add(
        "meta_capi_access_token",
        f"Facebook Conversions API access token (linu-nams pixel): {meta_token()}",
        f"META_CAPI_TOKEN={meta_token()}",
        f"fb system user token katalogam (nebeidzas): {meta_token()}",
        f"Pixel CAPI tokens medus-bode (WooCommerce FB pluginam) — {meta_token()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "omniva_parcel_terminal",
        f"Omniva pakomāts {pick(*PLACES)} — ID {digits(4, lead=True)}, klientam default",
        f"pakomātu saraksta json: terminal_id 9{digits(4)} ({pick(*PLACES)}), 9{digits(4)} ({pick(*PLACES)})",
        f"klients sūdzas, ka pakomāts {digits(5, lead=True)} neparādās checkoutā — pārbaudīt Omniva locations feed",
        f"omniva terminal zip LV-10{digits(2)}, id {digits(5, lead=True)}",
    )
    r.add(
        "omniva_tracking_number",
        f"Omniva sūtījums {omniva_tracking()} — klients gaida jau 5 dienas",
        f"izsekošana: {omniva_tracking()}, {omniva_tracking()}",
        f"pasūtījums #{digits(4, lead=True)} → omniva {omniva_tracking()} (atgriezts)",
        f"omniva barcode uz etiķetes {omniva_tracking()} nesakrīt ar woo meta",
        f"трекинг омнива {omniva_tracking()}",
    )
    r.add(
        "dpd_tracking_number",
        f"DPD paka {dpd_tracking()} piegādāta {pick(*PLACES)}",
        f"dpd parcel nr {dpd_tracking()} — kurjers nevarēja atrast adresi",
        f"DPD etiķetes: {dpd_tracking()}, {dpd_tracking()}, {dpd_tracking()}",
        f"dpd tracking https://tracking.dpd-lv.test/?parcel={dpd_tracking()}",
    )
    r.add(
        "dpd_pickup_point",
        f"DPD Pickup punkts LV9{digits(4)} ({pick(*PLACES)})",
        f"dpd pickup id LV9{digits(4)} slēgts remonta dēļ, klientiem rādīt LV9{digits(4)}",
        f"pickup point mapping: {{'LV9{digits(4)}': 'Teika', 'LV9{digits(4)}': 'Jugla'}}",
        f"DPD paku skapis LV9{digits(4)} — max izmērs 60x36x36",
    )
    r.add(
        "woocommerce_order_number",
        f"Woo pasūtījums #{digits(5, lead=True)} — dubultā apmaksa, atgriezt vienu",
        f"order_id={digits(5, lead=True)}, statuss on-hold, maksājums caur Montonio nav atnācis",
        f"linu-nams pasūtījumi #{digits(4, lead=True)}–#{digits(4, lead=True)} nav aizgājuši uz Omniva",
        f"https://{shop()}/wp-admin/post.php?post={digits(5, lead=True)}&action=edit — pasūtījums ar nepareizu PVN",
    )
    r.add(
        "prestashop_order_reference",
        f"Presta pasūtījuma reference {rnd(UPPER, 9)} (id {digits(4, lead=True)})",
        f"klients raksta par pasūtījumu {rnd(UPPER, 9)} — nav saņēmis rēķinu",
        f"PS order ref {rnd(UPPER, 9)} un {rnd(UPPER, 9)} — dublikāti pēc moduļa kļūdas",
        f"SELECT * FROM ps_orders WHERE reference = '{rnd(UPPER, 9)}';",
    )
    r.add(
        "shopify_admin_reference",
        f"Shopify order gid://shopify/Order/{digits(13, lead=True)}",
        f"https://admin.shopify.com/store/acme-apavi/orders/{digits(13, lead=True)}",
        f"produkts gid://shopify/Product/{digits(13, lead=True)}, variant {digits(14, lead=True)}",
        f"webhook id {digits(13, lead=True)} (orders/create) → https://hooks.acme.internal/shopify",
    )
    r.add(
        "vat_number",
        f"Linu Nams SIA PVN nr {lv_vat()}",
        f"rēķinam: PVN reģ. Nr. {lv_vat()}, jur. adrese Rīga",
        f"reverse charge klientam ar VAT {lv_vat()} — pārbaudīt VIES",
        f"мой клиент VAT {lv_vat()}, счёт на английском",
    )
    r.add(
        "client_iban_invoice",
        f"Rēķins no Medus Bode: IBAN {iban('LV', 'HABA' + digits(13))}, SWEDBANK HABALV22",
        f"klienta konts atmaksai {lv_iban()}",
        f"aģentūras rekvizīti rēķiniem: SIA ACME Aģentūra, {iban('LV', 'UNLA' + digits(13))}, SEB UNLALV2X",
        f"Skaidas SIA — {lv_iban()} (no pēdējā rēķina)",
        f"bankas pārskaitījums no {lv_iban()} par rēķinu AG-2024/{digits(4)}",
    )
    r.add(
        "masked_card_number",
        f"klienta karte **** **** **** {digits(4)} — chargeback",
        f"Stripe: Visa ending {digits(4)}, exp {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26}",
        f"maksājums ar karti {pick('4', '5')}{digits(5)}******{digits(4)} atteikts (3DS)",
        f"aģentūras firmas karte beidzas ar {digits(4)} — hostingam jānomaina maksājuma karte",
    )
    r.add(
        "git_commit_hash",
        f"bugfix omniva label PDF — commit {hexs(40)}",
        f"revert {hexs(7)} uz prod, tas salauza checkout",
        f"git cherry-pick {hexs(7)} {hexs(7)}",
        f"deploy tag v2.4.{secrets.randbelow(20)} = {hexs(40)}",
        f"composer.lock: acme/woo-dpd \"reference\": \"{hexs(40)}\"",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key (frontendam): pk_live_{rnd(ALNUM, pick(24, 99))}",
        f"STRIPE_PUBLIC_KEY=pk_live_{rnd(ALNUM, 99)}",
        f"test mode pk_test_{rnd(ALNUM, 99)} — drīkst būt JS bundlē",
        f"<script>Stripe('pk_live_{rnd(ALNUM, 24)}')</script>",
    )
    r.add(
        "recaptcha_site_key",
        f"reCAPTCHA site key (publiskais, HTML): {recaptcha()}",
        f"<div class=\"g-recaptcha\" data-sitekey=\"{recaptcha()}\"></div>",
        f"recaptcha v3 site key rigas-velo {recaptcha()} — secret ir Bitwardenā",
        f"grecaptcha.execute('{recaptcha()}', {{action: 'checkout'}})",
    )
    r.add(
        "analytics_tracking_id",
        f"GA4 measurement ID G-{rnd(UPPER + DIGITS, 10)}, GTM-{rnd(UPPER + DIGITS, 7)}",
        f"Meta pixel id {digits(15, lead=True)} (linu-nams)",
        f"gtag('config', 'G-{rnd(UPPER + DIGITS, 10)}');",
        f"GTM konteiners GTM-{rnd(UPPER + DIGITS, 7)} — nomainīt uz klienta kontu",
    )
    r.add(
        "ssh_public_key",
        f"mans publiskais ssh key (iedot hostingam):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} martins@acme-laptop",
        f"authorized_keys web1:\nssh-rsa {ssh_pub('ssh-rsa', 270)} gitlab-ci",
        f"deploy key (read-only) linu-nams-theme repo: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} deploy@acme",
        f"kolēģa pubkey: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kristaps@acme",
    )
    r.add(
        "ssh_host_fingerprint",
        f"web1.acme.internal ED25519 key fingerprint is {fingerprint()}",
        f"jaunais VPS host key {fingerprint()} — salīdzināt pirms connect",
        f"known_hosts mainījās: {fingerprint()} (serveris pārinstalēts)",
        f"GitHub deploy key fingerprint {fingerprint()}",
    )
    r.add(
        "password_manager_reference",
        "cPanel paroles visiem klientiem ir Bitwardenā, mape 'Klienti/Hostings'",
        "Smart-ID PIN kodi — aploksnē seifā, nevis šeit",
        "Swedbank API secret glabājas 1Password vault 'Finanses' ar nosaukumu 'swedbank-gateway-prod'",
        "SSH atslēgas parole ir KeePass klienti.kdbx → Serveri → web1",
        "парол от прода спроси у Кристапса, он в Bitwarden",
    )
    r.add(
        "ci_secret_reference",
        "deploy.yml: password: ${{ secrets.SSH_DEPLOY_PASSWORD }}",
        "key: ${{ secrets.WC_CONSUMER_SECRET }} un ${{ secrets.WC_CONSUMER_KEY }}",
        "$secret = getenv('OMNIVA_PASSWORD'); // no .env, nekad nehardkodēt",
        "GitLab CI variables: DPD_API_TOKEN (masked, protected), SHOPIFY_ACCESS_TOKEN (masked)",
        "define('DB_PASSWORD', getenv('WP_DB_PASSWORD'));",
    )
    r.add(
        "password_rotation_note",
        "jānomaina visas WP admin paroles līdz mēneša beigām (klientu drošības audits)",
        "cpanel parolei min 14 simboli, hostings neņem ';' un '\\'",
        "Swedbank API client secret beidzas pēc 12 mēnešiem — ielikt kalendārā atgādinājumu",
        "Smart-ID PIN2 nomainīju, jo telefons bija remontā — jaunais ir tikai manā galvā",
        "klientam pateikt: paroli sūtīt pa Signal, nevis e-pastā",
    )
    r.add(
        "masked_api_key",
        f"Stripe dashboard rāda sk_live_...{rnd(ALNUM, 4)} — tas ir vecais, atsaukt",
        f"Woo API keys saraksts: ck_...{hexs(7)} (read/write), pēdējoreiz lietots vakar",
        f"shopify token shpat_****{hexs(4)} — revoked",
        f"Omniva parole: ********** (nomainīta {secrets.randbelow(28) + 1}.03.)",
        f"GitHub PAT ghp_…{rnd(ALNUM, 4)} beidzas pēc 7 dienām",
    )
    r.add(
        "container_identifier",
        f"docker ps: {hexs(12)}  wordpress:6.5-php8.2  linu-nams-wp",
        f"pods {pod_name('presta-web')} restartējas (OOMKilled)",
        f"container id {hexs(64)}",
        f"kubectl logs {pod_name('woo-omniva-sync')} -n shops",
    )
    r.add(
        "invoice_number",
        f"Rēķins Nr. AG-2024/{digits(4)} — Linu Nams, apmaksāt līdz 15.",
        f"invoice ACME-{digits(6, lead=True)} par hostingu",
        f"pavadzīme LN-{digits(5, lead=True)}, atsaukums uz pasūtījumu #{digits(5, lead=True)}",
        f"счёт №{digits(4, lead=True)} для medus-bode отправлен",
    )
    r.add(
        "company_registration_number",
        f"SIA Rīgas Velo reģ. nr. 4000{digits(7)}",
        f"Uzņēmumu reģistrs: {digits(11, lead=True)} (Skaidas SIA)",
        f"līgumā reģistrācijas numurs 4010{digits(7)}, juridiskā adrese Brīvības iela",
        f"Lursoft: Medus Bode SIA, reģ. {digits(11, lead=True)}, valdes loceklis — skatīt līgumā",
    )
    r.add(
        "backup_checksum",
        f"linu-nams-2024-06-01.tar.gz sha256 {hexs(64)}",
        f"sha256sum medus_wp.sql.gz\n{hexs(64)}  medus_wp.sql.gz",
        f"md5 {hexs(32)} — backup atjaunots OK",
        f"plugin zip sha1 {hexs(40)}",
    )
    r.add(
        "hosting_settings",
        "cPanel ports 2083, SSH ports 2222, FTP tikai ar TLS — paroles ne šeit",
        "ssh deploy@web1.acme.internal -p 2222 -i ~/.ssh/acme_prod  (pubkey auth, password auth off)",
        f"PHP 8.2, memory_limit 512M, max_execution_time {pick(120, 300)}, opcache ieslēgts",
        "MySQL: max_connections 150, user shop_user (parole .env failā)",
        "password_min_length=12, lockout pēc 5 mēģinājumiem (Wordfence)",
    )
    r.add(
        "smart_id_note",
        "Smart-ID: PIN1 ir 4 cipari (pieslēgšanās), PIN2 ir 5 cipari (paraksts) — klientam paskaidrot",
        f"Smart-ID kontrolkods uz ekrāna bija {pin(4)} — sakrita, parakstīju līgumu",
        "jāatjauno Smart-ID konts līdz oktobrim, citādi nevarēšu ielogoties Swedbank",
        "smart-id PIN kļūdaini ievadīts 3x — bloķēts, jāiet uz banku",
    )
    r.add(
        "bank_payment_reference",
        f"maksājuma mērķis: 'Rēķins AG-2024/{digits(4)}', summa {secrets.randbelow(900) + 100},00 EUR",
        f"Swedbank izraksts: ref {rnd(UPPER + DIGITS, 16)}, no SIA Linu Nams",
        f"SEB transakcijas ID {digits(12, lead=True)} — klients apgalvo, ka samaksāja",
        f"Montonio payment uuid {uid()} → pasūtījums #{digits(5, lead=True)}",
    )
    r.add(
        "product_ean",
        f"EAN {ean13('475')} — linu dvielis 70x140",
        f"SKU LN-{rnd(UPPER + DIGITS, 6)} / EAN {ean13('475')}",
        f"importā dubulti EAN kodi: {ean13('475')}, {ean13('475')}",
        f"medus 500g svītrkods {ean13('475')}",
    )
    r.add(
        "cloudflare_identifier",
        f"Cloudflare zone ID (linu-nams): {hexs(32)}",
        f"account id {hexs(32)}, zone {hexs(32)}",
        f"cf-ray: {hexs(16)}-RIX — 522 kļūda klientam",
        f"Cloudflare DNS: A record → 203.0.113.{secrets.randbelow(250) + 1}, proxied",
    )
    r.add(
        "request_id_log_line",
        f"[error] omniva label failed request_id={uid()} status=502",
        f"X-Request-Id: {uid()} — DPD atbalstam nosūtīt",
        f"php error log: Uncaught Exception in /var/www/presta/modules/dpdbaltics/... trace {hexs(16)}",
        f"sentry issue {hexs(32)} — woo checkout TypeError",
    )
    r.add(
        "webhook_delivery_id",
        f"Woo webhook #{digits(2, lead=True)} delivery {uid()} — 401 no Omniva servisa",
        f"Stripe event evt_{rnd(ALNUM, 24)} (payment_intent.succeeded)",
        f"pi_{rnd(ALNUM, 24)} — maksājums nav piesaistīts pasūtījumam",
        f"Shopify webhook X-Shopify-Webhook-Id: {uid()}",
    )
    r.add(
        "oauth_client_id",
        f"Google login client id: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"Shopify app client_id (publisks, redzams URL): {hexs(32)}",
        f"Swedbank sandbox client_id {uid()} — secret atsevišķi vaultā",
        f"Facebook app id {digits(16, lead=True)}",
    )
    r.add(
        "mailchimp_audience_id",
        f"Mailchimp audience (list) id {hexs(10)}",
        f"MC4WP forma id {digits(4, lead=True)}, saraksts {hexs(10)}",
        f"mailchimp tag 'b2b' segment id {digits(6, lead=True)}",
        f"kampaņa id {hexs(10)} aizsūtīta 2 140 abonentiem",
    )
    r.add(
        "vpn_public_key",
        f"biroja WireGuard peer:\n[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.8.0.{secrets.randbelow(250) + 2}/32\nEndpoint = vpn.acme.internal:51820",
        f"servera wg public key {wg_key()} (privāto neliekam šeit)",
        f"mans wg0 pubkey: {wg_key()}",
        f"age publiskā atslēga backup šifrēšanai: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}",
    )
    r.add(
        "vid_declaration_number",
        f"VID EDS deklarācija Nr. {digits(10, lead=True)} iesniegta",
        f"PVN deklarācijas ID {digits(8, lead=True)} — Linu Nams, 2. ceturksnis",
        f"VID vēstule ref. {digits(2)}.{digits(2)}/{digits(6)}",
    )
    r.add(
        "shop_coupon_and_ids",
        f"atlaižu kods VASARA{secrets.randbelow(30) + 10} (publisks, Instagram kampaņai)",
        f"Woo kupons id {digits(4, lead=True)}, kods RIGA-{rnd(UPPER + DIGITS, 6)} jau izsūtīts jaunumos",
        f"Presta cart rule {digits(3, lead=True)} — kods WELCOME{digits(2)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout258.py", [
        ("heldout258_credentials.yaml", credentials(), "Held-out batch 258: credentials a Riga e-commerce web developer keeps in Latvian notes (shop admin logins, Woo/Presta/Shopify keys, Omniva/DPD, Swedbank/SEB, Smart-ID PINs, cPanel/SSH)"),
        ("heldout258_lookalikes.yaml", lookalikes(), "Held-out batch 258: look-alikes from the same developer's notes (parcel ids, order refs, VAT numbers, IBANs, masked cards, hashes, public keys, references to secrets)"),
    ])


if __name__ == "__main__":
    main()
