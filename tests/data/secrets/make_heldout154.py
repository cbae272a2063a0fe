# ruff: noqa: E501
"""Writes heldout154_credentials.yaml and heldout154_lookalikes.yaml: held-out batch 154.

Persona: a freelance e-commerce web developer in Singapore who builds Shopify, WooCommerce
and headless Next.js storefronts for small local brands (kopi roasters, batik labels, pet
bakeries). Notes come from client handovers, .env files, theme settings and WhatsApp/Slack
chat, in English with some Singlish. The batch is about keys that are public by design, each
beside its secret twin: Stripe pk/sk, Clerk, Supabase anon/service_role, Auth0/Okta ids and
secrets, Pusher, Algolia, captcha site/secret keys, Shopify Storefront/Admin tokens, Klaviyo.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; the
persona's own hosts sit under `.example`, `.internal`, `.test` or `acme` (SaaS hostnames keep
their real suffix behind a synthetic subdomain). Nothing here is real.
"""
from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    amex,
    b64,
    b64url,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    jwt,
    luhn,
    openai_project_key,
    openssh_private,
    pem_body,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

BRANDS = ["kopi-kaki", "batik-loft", "pawsome-bakes", "hawker-hot-sauce", "orchid-tea", "lion-city-sneakers", "makan-box", "sambal-queen"]
WORDS = ["kaya", "toast", "durian", "merlion", "laksa", "pandan", "chendol", "satay", "ondeh", "rojak", "kopi", "teh", "tarik", "otah", "bak", "kwa", "sago", "gula"]


def brand() -> str:
    return secrets.choice(BRANDS)


def ts() -> int:
    return 1_700_000_000 + secrets.randbelow(60_000_000)


# --- format helpers -------------------------------------------------------------------------

def stripe_acct() -> str:
    return rnd(ALNUM, 14)


def stripe_key(prefix: str, mode: str = "live", acct: str | None = None) -> str:
    return f"{prefix}_{mode}_51{acct or stripe_acct()}{rnd(ALNUM, 83)}"


def stripe_short(prefix: str, mode: str = "live") -> str:
    return f"{prefix}_{mode}_{rnd(ALNUM, 24)}"


def whsec() -> str:
    return "whsec_" + rnd(ALNUM, 32)


def clerk_secret(mode: str = "live") -> str:
    return f"sk_{mode}_{rnd(ALNUM, 42)}"


def clerk_publishable(host: str, mode: str = "test") -> str:
    return f"pk_{mode}_" + b64(f"{host}$".encode()).rstrip("=")


def supa_ref() -> str:
    return rnd(LOWER, 20)


def supa_jwt(ref: str, role: str) -> str:
    iat = ts()
    return jwt({"iss": "supabase", "ref": ref, "role": role, "iat": iat, "exp": iat + 315_360_000})


def auth0_client_id() -> str:
    return rnd(ALNUM, 32)


def auth0_secret() -> str:
    return rnd(URLSAFE, 64)


def okta_client_id() -> str:
    return "0oa" + rnd(ALNUM, 17)


def okta_secret() -> str:
    return rnd(URLSAFE, 40)


def recaptcha_pair() -> tuple[str, str]:
    base = "6L" + pick("c", "d", "e", "f") + rnd(URLSAFE, 5) + "AAAAA"
    return base + rnd(URLSAFE, 27), base + rnd(URLSAFE, 27)


def turnstile_site() -> str:
    return "0x4AAAAAAA" + rnd(URLSAFE, 12)


def turnstile_secret() -> str:
    return "0x4AAAAAAA" + rnd(URLSAFE, 25)


def mailchimp_key() -> str:
    return f"{hexs(32)}-us{secrets.randbelow(21) + 1}"


def intercom_token() -> str:
    return b64(f"tok:{uid()}:1:0".encode())


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def github_pat() -> str:
    return "github_pat_11" + rnd(UPPER + DIGITS, 20) + "_" + rnd(ALNUM, 59)


def mapbox(kind: str, user: str) -> str:
    return f"{kind}." + b64url({"u": user, "a": rnd(LOWER + DIGITS, 25)}) + "." + rnd(URLSAFE, 22)


def google_client_id() -> str:
    return f"{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com"


def maps_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def sentry_dsn(host: str | None = None) -> str:
    org = digits(6, lead=True)
    return f"https://{hexs(32)}@{host or f'o{org}.ingest.sentry.io'}/{digits(7, lead=True)}"


def tiktok_pixel() -> str:
    return "C" + rnd(UPPER + DIGITS, 19)


def meta_pixel() -> str:
    return digits(pick(15, 16), lead=True)


def vapid_public() -> str:
    return b64(bytes([4]) + secrets.token_bytes(64)).replace("+", "-").replace("/", "_").rstrip("=")


def phone() -> str:
    return f"+65 {pick('8', '9')}{digits(3)} {digits(4)}"


def order_no() -> str:
    return f"#{pick('KK', 'BL', 'PB', 'OT', '')}{digits(4, lead=True)}"


def totp_seed() -> str:
    return rnd(BASE32, 32)


def firebase_sa(project: str) -> str:
    key = "-----BEGIN PRIVATE KEY-----\n" + pem_body(5) + "\n-----END PRIVATE KEY-----\n"
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": key,
        "client_email": f"firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@{project}.iam.gserviceaccount.com",
    }, indent=2)


def credentials() -> Rows:
    r = Rows()

    # Stripe secret keys
    acct = stripe_acct()
    r.add(
        "stripe_secret_key",
        f"{brand()} .env.production (handover from client, DO NOT commit):\nSTRIPE_SECRET_KEY={stripe_key('sk', 'live', acct)}\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={stripe_key('pk', 'live', acct)}",
        f"kopi kaki stripe live sk - {stripe_key('sk')} - only for the checkout lambda, dun put in theme",
        f"test mode one for staging: {stripe_key('sk', 'test')}",
        f"old acct (pre-2019 style) still on sambal queen woo plugin → {stripe_short('sk')}",
    )
    r.add(
        "stripe_restricted_key",
        f"restricted key for the order-sync cron, read only on charges + write on refunds\n{stripe_key('rk')}",
        f"Zapier stripe connection uses rk not sk ok: {stripe_key('rk')}",
        f"batik loft reporting dashboard (metabase) → rk_live: {stripe_key('rk')}  (perms: balance read, payouts read)",
    )
    r.add(
        "stripe_webhook_signing_secret",
        f"STRIPE_WEBHOOK_SECRET={whsec()}  # endpoint /api/stripe/webhook on pawsome prod",
        f"stripe listen cli gave me {whsec()} for local, prod endpoint secret is {whsec()}",
        f"signing secret for checkout.session.completed hook (makan box): {whsec()}",
    )

    # Clerk
    r.add(
        "clerk_secret_key",
        f"CLERK_SECRET_KEY={clerk_secret()}\nNEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={clerk_publishable('clerk.orchidtea.example', 'live')}",
        f"clerk dev instance sk for lion city sneakers members area: {clerk_secret('test')}",
        f"remember: backend SDK needs the secret, {clerk_secret()} — frontend only gets the pk",
    )
    r.add(
        "clerk_webhook_secret",
        f"clerk → svix webhook for user.created (sync to klaviyo)\nCLERK_WEBHOOK_SIGNING_SECRET=whsec_{b64(secrets.token_bytes(24))}",
        f"svix signing secret for the clerk users hook: whsec_{b64(secrets.token_bytes(24))}",
    )

    # Supabase
    ref = supa_ref()
    r.add(
        "supabase_service_role_key",
        f"makan box supabase\nSUPABASE_URL=https://{ref}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY={supa_jwt(ref, 'service_role')}\n^ server only!! bypasses RLS",
        f"service_role for the admin importer script: {supa_jwt(supa_ref(), 'service_role')}",
        f"paiseh note to self, pawsome bakes service key (the powerful one lah): {supa_jwt(supa_ref(), 'service_role')}",
        f"new style supabase secret key for edge functions: sb_secret_{rnd(URLSAFE, 31)}",
    )
    r.add(
        "supabase_db_connection_string",
        f"DATABASE_URL=postgresql://postgres.{supa_ref()}:{pw()}@aws-0-ap-southeast-1.pooler.supabase.com:6543/postgres?pgbouncer=true",
        f"psql direct (migrations only): psql \"postgresql://postgres:{rnd(ALNUM, 20)}@db.{supa_ref()}.supabase.co:5432/postgres\"",
        f"supabase db password reset today to {rnd(ALNUM + '!@#', 18)} (project orchid-tea-prod)",
    )

    # Auth0 / Okta
    r.add(
        "auth0_client_secret",
        f"auth0 app 'Batik Loft Storefront' (Regular Web App)\nAUTH0_ISSUER_BASE_URL=https://acme-batikloft.au.auth0.com\nAUTH0_CLIENT_ID={auth0_client_id()}\nAUTH0_CLIENT_SECRET={auth0_secret()}\nAUTH0_SECRET={hexs(64)}",
        f"auth0 m2m app for the order export, client secret {auth0_secret()}",
        f"Client Secret (auth0, kopi kaki wholesale portal):\n{auth0_secret()}",
    )
    r.add(
        "auth0_management_api_token",
        f"mgmt api token (expires 24h but I set to 30d for the migration, revoke after!!): {jwt({'iss': 'https://acme-makanbox.us.auth0.com/', 'sub': auth0_client_id() + '@clients', 'aud': 'https://acme-makanbox.us.auth0.com/api/v2/', 'iat': ts(), 'gty': 'client-credentials'}, alg='RS256', signature=rnd(URLSAFE, 342))}",
        f"curl -H \"Authorization: Bearer {jwt({'iss': 'https://acme-sneakers.au.auth0.com/', 'aud': 'https://acme-sneakers.au.auth0.com/api/v2/', 'iat': ts(), 'scope': 'read:users update:users'}, alg='RS256', signature=rnd(URLSAFE, 342))}\" https://acme-sneakers.au.auth0.com/api/v2/users",
    )
    r.add(
        "okta_client_secret",
        f"okta OIDC for orchid tea B2B (their corp IdP)\nissuer: https://acme-orchidtea.okta.com/oauth2/default\nclient_id: {okta_client_id()}\nclient_secret: {okta_secret()}",
        f"OKTA_CLIENT_SECRET=\"{okta_secret()}\"",
        f"client's IT guy whatsapp'd the okta secret: {okta_secret()} — move to vercel env then delete this",
    )
    r.add(
        "okta_api_token",
        f"okta SSWS token for user provisioning script: SSWS 00{rnd(URLSAFE, 40)}",
        f"okta admin > security > API > tokens: 'storefront-sync' = 00{rnd(URLSAFE, 40)}",
    )

    # Pusher
    r.add(
        "pusher_app_secret",
        f"pusher (live order ticker on makan box)\napp_id = \"{digits(7, lead=True)}\"\nkey = \"{hexs(20)}\"\nsecret = \"{hexs(20)}\"\ncluster = \"ap1\"",
        f"PUSHER_SECRET={hexs(20)}",
        f"pusher channels secret for kitchen display: {hexs(20)} (key is the public one in the JS, this one server only)",
    )

    # Algolia
    r.add(
        "algolia_admin_api_key",
        f"algolia {brand()}\nALGOLIA_APP_ID={rnd(UPPER + DIGITS, 10)}\nALGOLIA_ADMIN_KEY={hexs(32)}",
        f"admin api key (indexing cron only): {hexs(32)}",
        f"algolia write key for the shopify → algolia sync app, scoped addObject/deleteObject: {hexs(32)}",
    )

    # Captcha secrets
    site, secret = recaptcha_pair()
    r.add(
        "recaptcha_secret_key",
        f"recaptcha v3 for the contact form\nsite key {site}\nsecret key {secret}",
        f"RECAPTCHA_SECRET_KEY={recaptcha_pair()[1]}",
        f"wp contact form 7 > integration > reCAPTCHA secret: {recaptcha_pair()[1]}",
    )
    r.add(
        "hcaptcha_secret_key",
        f"hcaptcha secret (account level) 0x{hexs(40)}",
        f"HCAPTCHA_SECRET=0x{hexs(40)}\nHCAPTCHA_SITEKEY={uid()}",
        f"new hcaptcha secret after they changed format: ES_{hexs(32)}",
    )
    r.add(
        "turnstile_secret_key",
        f"cloudflare turnstile secret for signup form: {turnstile_secret()}",
        f"TURNSTILE_SECRET_KEY={turnstile_secret()}\nNEXT_PUBLIC_TURNSTILE_SITE_KEY={turnstile_site()}",
        f"turnstile server-side verify: curl -d 'secret={turnstile_secret()}&response=$TOKEN' https://challenges.cloudflare.com/turnstile/v0/siteverify",
    )

    # Shopify
    r.add(
        "shopify_admin_api_token",
        f"kopi-kaki custom app 'ERP sync' admin api token: shpat_{hexs(32)} (only shown once!!)",
        f"SHOPIFY_ADMIN_ACCESS_TOKEN=shpat_{hexs(32)}\nSHOPIFY_STORE_DOMAIN=acme-batikloft.myshopify.com",
        f"curl -H 'X-Shopify-Access-Token: shpat_{hexs(32)}' https://acme-pawsome.myshopify.com/admin/api/2024-07/orders.json",
        f"old private app pw for sambal queen (legacy, shppa): shppa_{hexs(32)}",
    )
    r.add(
        "shopify_app_client_secret",
        f"partner dashboard app 'Loyalty Kopi Points'\nclient id {hexs(32)}\nclient secret {hexs(32)}",
        f"SHOPIFY_API_SECRET=shpss_{hexs(32)}",
        f"app secret for hmac verify on the webhooks: shpss_{hexs(32)}",
    )
    r.add(
        "shopify_staff_password",
        f"collab account on hawker hot sauce store: dev@freelance.example / {pw()}",
        f"shopify staff login for batik loft, pw {pick('Batik', 'Sarong', 'Kebaya')}{digits(4)}!sg — client will remove me after launch",
    )

    # Klaviyo / Intercom / Mailchimp
    r.add(
        "klaviyo_private_api_key",
        f"klaviyo private key (full access, used for back-in-stock flow): pk_{hexs(34)}",
        f"KLAVIYO_PRIVATE_KEY=pk_{hexs(34)}\nKLAVIYO_PUBLIC_KEY={rnd(ALNUM, 6)}",
        f"confusing one lah: klaviyo PRIVATE keys start pk_ — orchid tea's is pk_{hexs(34)}",
    )
    r.add(
        "intercom_access_token",
        f"intercom access token (dev hub app 'order lookup'): {intercom_token()}",
        f"INTERCOM_ACCESS_TOKEN={intercom_token()}",
        f"curl https://api.intercom.io/contacts -H 'Authorization: Bearer {intercom_token()}'",
    )
    r.add(
        "mailchimp_api_key",
        f"mailchimp key for pawsome newsletter sync {mailchimp_key()}",
        f"MAILCHIMP_API_KEY={mailchimp_key()}\nMAILCHIMP_LIST_ID={hexs(10)}",
        f"mc4wp plugin settings > API key: {mailchimp_key()}",
    )

    # Cloudflare / GitHub
    r.add(
        "cloudflare_api_token",
        f"CF token 'DNS edit acme zones' → {rnd(URLSAFE, 40)}",
        f"wrangler: CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)} CLOUDFLARE_ACCOUNT_ID={hexs(32)} npx wrangler deploy",
        f"cloudflare api token for cache purge on theme publish:\n{rnd(URLSAFE, 40)}",
    )
    r.add(
        "cloudflare_global_api_key",
        f"cf global api key (yes i know, should use token): {hexs(37)} email dev@freelance.example",
        f"X-Auth-Key: {hexs(37)}\nX-Auth-Email: ops@kopikaki.example",
    )
    r.add(
        "github_personal_access_token",
        f"gh classic token for CI theme deploy: {ghp()}",
        f"git clone https://{ghp()}@github.com/acme-studio/batik-loft-theme.git",
        f"GH_TOKEN={ghp()}  # shopify cli github integration",
    )
    r.add(
        "github_fine_grained_token",
        f"fine-grained pat, only repo makan-box-web, contents rw, exp 90d: {github_pat()}",
        f"github_pat for renovate bot on client org → {github_pat()}",
    )

    # Hosting / WordPress
    r.add(
        "hosting_panel_password",
        f"cPanel sambal queen (shared hosting)\nhttps://cp.acme-hosting.example:2083\nuser: sambalq\npass: {pw()}",
        f"plesk login for orchid tea VPS admin / {pw()}",
        f"hosting panel pw changed to {rnd(ALNUM + '!$%', 14)} cos client shared the old one in group chat",
        f"runcloud / serverpilot whatever — panel: dev@freelance.example pw {pw()}",
    )
    r.add(
        "wordpress_admin_password",
        f"wp-admin pawsome (woo): https://pawsome.example/wp-admin  user pawsome_admin  pw {pw()}",
        f"WP admin for batik loft staging → u: devsg  p: {rnd(ALNUM + '!@#$^&*', 24)}",
        f"wp cli: wp user update 1 --user_pass='{pw()}' --path=/var/www/hawker",
    )
    r.add(
        "wordpress_application_password",
        f"WP application password for the n8n flow (user shopmgr): {groups(rnd(ALNUM, 24), 4)}",
        f"curl -u 'shopmgr:{groups(rnd(ALNUM, 24), 4)}' https://kopikaki.example/wp-json/wc/v3/orders",
    )
    r.add(
        "woocommerce_rest_api_keys",
        f"woo REST keys (read/write) for inventory sync\nconsumer key: ck_{hexs(40)}\nconsumer secret: cs_{hexs(40)}",
        f"WC_CONSUMER_KEY=ck_{hexs(40)}\nWC_CONSUMER_SECRET=cs_{hexs(40)}",
    )
    r.add(
        "wordpress_db_credentials",
        f"wp-config.php (hawker hot sauce)\ndefine( 'DB_NAME', 'hhs_wp' );\ndefine( 'DB_USER', 'hhs_wp' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM + '!#%^*', 20)}' );\ndefine( 'DB_HOST', 'mysql.acme-hosting.internal' );",
        f"mysql -h db.acme.internal -u root -p'{pw()}' pawsome_wp",
    )
    r.add(
        "sftp_password",
        f"sftp sambalq@sftp.acme-hosting.example port 22 pw {pw()}",
        f"filezilla site for orchid tea: host files.orchidtea.example user deploy pass {rnd(ALNUM, 16)}",
    )

    # Payments
    r.add(
        "paypal_client_secret",
        f"paypal REST app 'Batik Loft Web' live\nclient id A{rnd(URLSAFE, 79)}\nsecret E{rnd(URLSAFE, 79)}",
        f"PAYPAL_CLIENT_SECRET=E{rnd(URLSAFE, 79)}",
    )
    r.add(
        "hitpay_api_credentials",
        f"hitpay (paynow qr) for makan box\nAPI key: {hexs(64)}\nSalt: {rnd(ALNUM, 64)}",
        f"HITPAY_API_KEY={hexs(64)}\nHITPAY_SALT={rnd(ALNUM, 64)}",
        f"hitpay salt is for webhook hmac: {rnd(ALNUM, 64)}",
    )
    r.add(
        "xendit_secret_key",
        f"xendit secret key (live) for pawsome: xnd_production_{rnd(ALNUM, 60)}",
        f"XENDIT_SECRET_KEY=xnd_development_{rnd(ALNUM, 60)}",
    )
    r.add(
        "company_card_with_cvv",
        f"my biz card for buying client domains / apps: {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"client (kopi kaki) corp amex for shopify plan billing — {amex()} {card_expiry()} CID {digits(4)}",
        f"mastercard for the figma/vercel subs:\n{groups(luhn('5' + pick('1', '2', '3', '4', '5')), 4)}\n{card_expiry()} / {digits(3)}",
    )

    # Google / Meta / TikTok
    r.add(
        "google_oauth_client_secret",
        f"google sign in for lion city sneakers\nGOOGLE_CLIENT_ID={google_client_id()}\nGOOGLE_CLIENT_SECRET=GOCSPX-{rnd(URLSAFE, 28)}",
        f"oauth client secret (GA4 data api reporting script) GOCSPX-{rnd(URLSAFE, 28)}",
    )
    r.add(
        "meta_conversions_api_token",
        f"meta CAPI access token for orchid tea pixel {meta_pixel()}: EAA{rnd(ALNUM, 190)}",
        f"FB_CAPI_TOKEN=EAA{rnd(ALNUM, 180)}",
        f"system user token (business manager, never expires): EAAG{rnd(ALNUM, 170)}",
    )
    r.add(
        "tiktok_events_api_token",
        f"tiktok events api access token (pixel {tiktok_pixel()}): {hexs(40)}",
        f"TIKTOK_ACCESS_TOKEN={hexs(40)}",
    )
    r.add(
        "google_service_account_key",
        f"firebase admin sdk json for makan box push notif:\n{firebase_sa('makan-box-' + digits(5))}",
        f"merchant center feed uploader service acct key\n-----BEGIN PRIVATE KEY-----\n{pem_body(6)}\n-----END PRIVATE KEY-----",
    )

    # Misc dev SaaS
    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN=sntrys_{b64url({'iat': ts(), 'url': 'https://sentry.io', 'region_url': 'https://us.sentry.io', 'org': 'acme-studio'})}_{rnd(ALNUM + '+/', 43)}",
        f"sentry user token for sourcemap upload: sntryu_{hexs(64)}",
    )
    r.add(
        "mapbox_secret_token",
        f"mapbox secret token (downloads:read, for the iOS SDK build): {mapbox('sk', 'acmestudio')}",
        f"MAPBOX_SECRET_TOKEN={mapbox('sk', 'makanbox')}",
    )
    r.add(
        "cloudinary_api_secret",
        f"CLOUDINARY_URL=cloudinary://{digits(15, lead=True)}:{rnd(URLSAFE, 27)}@acme-batik",
        f"cloudinary api secret for product image uploads: {rnd(URLSAFE, 27)} (api key {digits(15, lead=True)}, cloud name pawsome)",
    )
    r.add(
        "transactional_email_api_key",
        f"RESEND_API_KEY=re_{rnd(ALNUM, 8)}_{rnd(ALNUM, 24)}",
        f"sendgrid key for order confirmation emails (woo): {sendgrid_key()}",
        f"postmark server token for makan box: {uid()} — X-Postmark-Server-Token header",
    )
    r.add(
        "smtp_password",
        f"smtp for pawsome contact form\nhost smtp.acme-mail.example port 587\nuser noreply@pawsome.example\npass {pw()}",
        f"WP Mail SMTP → gmail app password {groups(rnd(LOWER, 16), 4)} (orders@kopikaki.example)",
    )
    r.add(
        "vercel_token",
        f"vercel token for github actions deploy: {rnd(ALNUM, 24)}",
        f"VERCEL_TOKEN={rnd(ALNUM, 24)} VERCEL_ORG_ID=team_{rnd(ALNUM, 24)} vercel --prod",
    )
    r.add(
        "netlify_access_token",
        f"netlify PAT (orchid tea landing page) nfp_{rnd(ALNUM, 36)}",
        f"NETLIFY_AUTH_TOKEN=nfp_{rnd(ALNUM, 36)}",
    )
    r.add(
        "nextauth_secret",
        f"NEXTAUTH_SECRET={b64(secrets.token_bytes(32))}",
        f"auth.js secret (openssl rand -base64 32) for lion city sneakers: {b64(secrets.token_bytes(32))}",
    )
    r.add(
        "contentful_management_token",
        f"contentful CMA token for the migration script: CFPAT-{rnd(URLSAFE, 43)}",
        f"CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-{rnd(URLSAFE, 43)}",
    )
    r.add(
        "openai_api_key",
        f"openai key for the product description generator (billed to batik loft): {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
    )
    r.add(
        "npm_token",
        f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"npm automation token for publishing @acme-studio/shopify-utils: npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "deploy_ssh_private_key",
        f"deploy key for cpanel git (sambal queen), private half:\n{openssh_private()}",
        f"github actions secret SSH_KEY for rsync to orchid VPS:\n{openssh_private()}",
    )

    # Accounts / sessions / 2FA
    r.add(
        "admin_session_cookie",
        f"shopify admin session cookie to reproduce the bug (expires soon): _secure_admin_session_id={hexs(32)}",
        f"wordpress_logged_in_{hexs(32)}=pawsome_admin%7C{ts()}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
        f"copied from devtools for the scraper test: Cookie: PHPSESSID={rnd(LOWER + DIGITS, 26)}; wp_woocommerce_session_{hexs(32)}={digits(4)}%7C%7C{ts()}%7C%7C{ts()}%7C%7C{hexs(32)}",
    )
    r.add(
        "two_factor_backup_codes",
        f"shopify partners 2FA backup codes\n{recovery_codes(6, 'other')}",
        f"github recovery codes (acme-studio owner acct):\n{recovery_codes(8, 'github')}",
        f"cloudflare 2fa backup: {recovery_codes(5, 'digits')}",
    )
    r.add(
        "totp_seed",
        f"TOTP secret for the shared client stripe login (so both of us can 2FA): {groups(totp_seed(), 4)}",
        f"otpauth://totp/Shopify:dev%40freelance.example?secret={totp_seed()}&issuer=Shopify",
    )
    r.add(
        "domain_registrar_password",
        f"namecheap acct holding all client domains → user acmestudio pw {pw()}",
        f"domain EPP/auth code for kopikaki.example transfer: {rnd(ALNUM + '!@#$%^*()', 16)}",
        f"registrar login for orchid tea (they own it, i just manage): orchidtea-admin / {pw()}",
    )
    r.add(
        "coworking_door_code",
        f"JTC launchpad cowork door code {digits(6)}#",
        f"the keypad code for the studio at {pick('Tai Seng', 'Ubi', 'Kallang Bahru')} is {digits(4)}, alarm disarm {digits(4)} then OFF",
        f"client's store back door (for the photoshoot sat) pin {digits(4)}* lah don't share",
    )
    r.add(
        "phone_banking_pin",
        f"DBS ideal biz token pin {digits(6)} (for paying the contractors)",
        f"paynow corporate approver PIN: {digits(6)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "stripe_publishable_key",
        f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={stripe_key('pk')}",
        f"pk for the theme's stripe elements (public, ok in liquid): {stripe_key('pk')}",
        f"staging uses test pk {stripe_key('pk', 'test')} — sk lives in vercel env only",
        f"old style pk on sambal queen: {stripe_short('pk')}",
    )
    r.add(
        "stripe_object_ids",
        f"refund dispute for makan box: payment intent pi_{rnd(ALNUM, 24)}, customer cus_{rnd(ALNUM, 14)}, charge ch_{rnd(ALNUM, 24)}",
        f"price ids for the subscription box\nmonthly: price_1{rnd(ALNUM, 23)}\nquarterly: price_1{rnd(ALNUM, 23)}\nproduct prod_{rnd(ALNUM, 14)}",
        f"connected acct for kopi kaki marketplace: acct_1{rnd(ALNUM, 15)}, webhook endpoint we_1{rnd(ALNUM, 23)}",
        f"evt_1{rnd(ALNUM, 23)} failed 3 times (504 from vercel), replayed from dashboard ok",
    )
    r.add(
        "stripe_test_card_public",
        "stripe test cards for client UAT: 4242 4242 4242 4242 any future date any CVC; 3DS one is 4000 0025 0000 3155",
        "decline testing: 4000 0000 0000 9995 (insufficient funds) — tell the QA girl these are stripe's public test numbers",
    )
    r.add(
        "clerk_publishable_key",
        f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={clerk_publishable(rnd(LOWER, 6) + '-' + rnd(LOWER, 5) + '-' + digits(2) + '.clerk.accounts.dev')}",
        f"clerk pk live (goes in the browser bundle): {clerk_publishable('clerk.lioncitysneakers.example', 'live')}",
        f"clerk publishable key for the members area {clerk_publishable('clerk.makanbox.example', 'live')} — secret is in vercel, not here",
    )
    r.add(
        "clerk_frontend_api_host",
        "clerk frontend API CNAME: clerk.orchidtea.example → frontend-api.clerk.services; accounts.orchidtea.example → accounts.clerk.services",
        f"clerk instance id ins_{rnd(ALNUM, 27)}, app id app_{rnd(ALNUM, 27)} (for support ticket)",
    )
    ref = supa_ref()
    r.add(
        "supabase_anon_key",
        f"NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY={supa_jwt(ref, 'anon')}",
        f"anon key is fine in the client cos RLS is on: {supa_jwt(supa_ref(), 'anon')}",
        f"supabase anon (public) for the pawsome order-tracking page {supa_jwt(supa_ref(), 'anon')}",
    )
    r.add(
        "supabase_publishable_key",
        f"new supabase keys: publishable sb_publishable_{rnd(URLSAFE, 31)} (client side). the sb_secret_ one is in 1password only",
        f"NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_{rnd(URLSAFE, 31)}",
    )
    r.add(
        "supabase_project_ref",
        f"supabase project ref for makan box prod = {supa_ref()}, staging = {supa_ref()} (region ap-southeast-1)",
        f"storage bucket public url: https://{supa_ref()}.supabase.co/storage/v1/object/public/product-images/{uid()}.webp",
    )
    r.add(
        "auth0_domain_and_client_id",
        f"auth0 SPA settings (public)\ndomain: acme-batikloft.au.auth0.com\nclientId: {auth0_client_id()}\naudience: https://api.batikloft.example",
        f"AUTH0_CLIENT_ID={auth0_client_id()} (the secret is only in the server env, not in this file)",
        f"custom domain login.kopikaki.example verified for auth0, client id {auth0_client_id()}, connection id con_{rnd(ALNUM, 16)}",
    )
    r.add(
        "okta_issuer_and_client_id",
        f"okta PKCE (no secret, SPA)\nissuer https://acme-orchidtea.okta.com/oauth2/{'aus' + rnd(ALNUM, 17)}\nclient id {okta_client_id()}\nredirect https://b2b.orchidtea.example/login/callback",
        f"NEXT_PUBLIC_OKTA_CLIENT_ID={okta_client_id()}",
    )
    r.add(
        "pusher_app_key_and_cluster",
        f"window.Echo / pusher-js config: key '{hexs(20)}', cluster 'ap1', forceTLS true",
        f"NEXT_PUBLIC_PUSHER_KEY={hexs(20)}\nNEXT_PUBLIC_PUSHER_CLUSTER=ap1\nPUSHER_APP_ID={digits(7, lead=True)}",
        f"pusher app id {digits(7, lead=True)} on cluster ap1 is makan box; the other one ({digits(7, lead=True)}, mt1) is the old US test app",
    )
    r.add(
        "algolia_app_id_and_search_key",
        f"instantsearch on kopi kaki: appId {rnd(UPPER + DIGITS, 10)}, search-only key {hexs(32)} (public, read only)",
        f"NEXT_PUBLIC_ALGOLIA_APP_ID={rnd(UPPER + DIGITS, 10)}\nNEXT_PUBLIC_ALGOLIA_SEARCH_KEY={hexs(32)}\nNEXT_PUBLIC_ALGOLIA_INDEX=shopify_products",
        f"algolia search api key (ACL: search only, referers *.batikloft.example): {hexs(32)}",
    )
    r.add(
        "recaptcha_site_key",
        f"<div class=\"g-recaptcha\" data-sitekey=\"{recaptcha_pair()[0]}\"></div>",
        f"recaptcha v3 site key for pawsome {recaptcha_pair()[0]} — secret in wp-config, not here",
        f"grecaptcha.execute('{recaptcha_pair()[0]}', {{action: 'checkout'}})",
    )
    r.add(
        "hcaptcha_site_key",
        f"hcaptcha sitekey (frontend) {uid()}",
        f"<div class=\"h-captcha\" data-sitekey=\"{uid()}\"></div> on the wholesale signup",
        "hcaptcha test sitekey 10000000-ffff-ffff-ffff-000000000001 for localhost only (their docs)",
    )
    r.add(
        "turnstile_site_key",
        f"turnstile site key {turnstile_site()} widget mode managed, domains: orchidtea.example, staging.orchidtea.example",
        f"<div class=\"cf-turnstile\" data-sitekey=\"{turnstile_site()}\" data-theme=\"light\"></div>",
        "turnstile test site key that always passes: 1x00000000000000000000AA (cloudflare docs, dummy)",
    )
    r.add(
        "shopify_storefront_access_token",
        f"storefront api (public, headless hydrogen) token {hexs(32)} for acme-kopikaki.myshopify.com",
        f"PUBLIC_STOREFRONT_API_TOKEN={hexs(32)}\nPUBLIC_STORE_DOMAIN=acme-batikloft.myshopify.com\nPUBLIC_STOREFRONT_API_VERSION=2024-07",
        f"X-Shopify-Storefront-Access-Token: {hexs(32)}  (unauthenticated_read_product_listings only)",
    )
    r.add(
        "shopify_shop_domain",
        "shop domains: acme-kopikaki.myshopify.com (prod), acme-kopikaki-dev.myshopify.com (dev store), custom domain shop.kopikaki.example",
        "pawsome bakes myshopify = acme-pawsome-bakes.myshopify.com, primary domain pawsome.example, redirect www on",
    )
    r.add(
        "shopify_theme_id",
        f"live theme id {digits(12, lead=True)} (Dawn 15.0 customised), preview draft {digits(12, lead=True)}",
        f"shopify theme push --theme {digits(12, lead=True)} --store acme-batikloft",
        f"theme preview link https://acme-sambalqueen.myshopify.com/?preview_theme_id={digits(12, lead=True)} send to client",
    )
    r.add(
        "shopify_app_client_id",
        f"partner app 'Loyalty Kopi Points' client_id {hexs(32)} (public, in shopify.app.toml)",
        f"shopify.app.toml:\nclient_id = \"{hexs(32)}\"\napplication_url = \"https://loyalty.acme-studio.example\"\nembedded = true",
    )
    r.add(
        "shopify_order_number",
        f"customer complained order {order_no()} charged twice, shopify order id gid://shopify/Order/{digits(13, lead=True)}",
        f"orders to manually refund: {order_no()}, {order_no()}, {order_no()}",
        f"draft order #D{digits(3)} for wholesale, cart id gid://shopify/Cart/{rnd(ALNUM, 26)}",
    )
    r.add(
        "klaviyo_public_api_key",
        f"klaviyo.js onsite: <script src=\"https://static.klaviyo.com/onsite/js/klaviyo.js?company_id={rnd(ALNUM, 6)}\"></script>",
        f"KLAVIYO public key / site id {rnd(ALNUM, 6)} — the private pk_ one is NOT this, that's in vercel",
        f"klaviyo company id for orchid tea {rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "klaviyo_list_and_flow_ids",
        f"klaviyo list ids: newsletter {rnd(ALNUM, 6)}, back in stock {rnd(ALNUM, 6)}; welcome flow {rnd(ALNUM, 6)}",
        f"klaviyo segment 'VIP kopi drinkers' id {rnd(ALNUM, 6)}",
    )
    r.add(
        "intercom_app_id",
        f"window.intercomSettings = {{ api_base: \"https://api-iam.intercom.io\", app_id: \"{rnd(LOWER + DIGITS, 8)}\" }};",
        f"intercom workspace id {rnd(LOWER + DIGITS, 8)} (lion city sneakers) - access token separate, dont paste here",
    )
    r.add(
        "crisp_website_id",
        f"window.$crisp=[];window.CRISP_WEBSITE_ID=\"{uid()}\";",
        f"crisp chat website id for pawsome {uid()}",
    )
    r.add(
        "hotjar_site_id",
        f"hotjar hjid {digits(7, lead=True)}, hjsv 6",
        f"hotjar site id for kopi kaki = {digits(7, lead=True)}, heatmap on /collections/all",
    )
    r.add(
        "ga4_measurement_id",
        f"GA4 measurement id G-{rnd(UPPER + DIGITS, 10)} (batik loft), stream id {digits(10, lead=True)}",
        f"gtag('config', 'G-{rnd(UPPER + DIGITS, 10)}');",
        f"GA4 property {digits(9, lead=True)} → G-{rnd(UPPER + DIGITS, 10)}; old UA was UA-{digits(9, lead=True)}-1",
    )
    r.add(
        "gtm_container_id",
        f"GTM container GTM-{rnd(UPPER + DIGITS, 7)} published v{secrets.randbelow(40) + 2}",
        f"server-side GTM: container GTM-{rnd(UPPER + DIGITS, 7)} on sgtm.makanbox.example",
    )
    r.add(
        "meta_pixel_id",
        f"fbq('init', '{meta_pixel()}');",
        f"meta pixel for orchid tea {meta_pixel()}, dataset same id; CAPI token is in the server env",
        f"facebook domain verification meta tag content=\"{rnd(LOWER + DIGITS, 30)}\" for kopikaki.example",
    )
    r.add(
        "tiktok_pixel_code",
        f"ttq.load('{tiktok_pixel()}'); ttq.page();",
        f"tiktok pixel code {tiktok_pixel()} (pawsome), advertiser id {digits(19, lead=True)}",
        f"shopify tiktok channel connected, pixel {tiktok_pixel()} events: ViewContent, AddToCart, CompletePayment ok liao",
    )
    r.add(
        "google_maps_browser_key",
        f"maps JS key (HTTP referrer restricted to *.makanbox.example/*, Maps JS + Places only): {maps_key()}",
        f"<script src=\"https://maps.googleapis.com/maps/api/js?key={maps_key()}&libraries=places&callback=initMap\" async></script>",
        f"store locator key {maps_key()} is referrer-locked, ok to be in theme.liquid",
    )
    r.add(
        "sentry_dsn",
        f"SENTRY_DSN={sentry_dsn()}",
        f"Sentry.init({{ dsn: \"{sentry_dsn()}\", tracesSampleRate: 0.2 }})",
        f"self-hosted sentry DSN for the woo sites {sentry_dsn('sentry.acme.internal')}",
    )
    project = f"makan-box-{digits(5)}"
    r.add(
        "firebase_web_config",
        f"firebase web config (public) for push notifs:\nconst firebaseConfig = {{\n  apiKey: \"{maps_key()}\",\n  authDomain: \"{project}.firebaseapp.com\",\n  projectId: \"{project}\",\n  storageBucket: \"{project}.appspot.com\",\n  messagingSenderId: \"{digits(12, lead=True)}\",\n  appId: \"1:{digits(12, lead=True)}:web:{hexs(22)}\",\n  measurementId: \"G-{rnd(UPPER + DIGITS, 10)}\"\n}};",
        f"FCM vapid public key {vapid_public()}",
        f"firebase appId 1:{digits(12, lead=True)}:web:{hexs(22)} (orchid tea)",
    )
    r.add(
        "discount_code",
        f"CNY promo code HUAT{digits(2)} 15% off, limit 1 per customer",
        f"influencer codes: KOPI{rnd(UPPER + DIGITS, 4)}, MEOW{rnd(UPPER + DIGITS, 4)}, SAMBAL{digits(2)}",
        f"shopify unique codes export for the 11.11 campaign first 3: {rnd(UPPER + DIGITS, 12)}, {rnd(UPPER + DIGITS, 12)}, {rnd(UPPER + DIGITS, 12)}",
        "GSS code PAYDAY10 expired 30 Jun, tell client to disable",
    )
    r.add(
        "secret_rotation_note",
        f"rotated stripe sk_live for kopi kaki on {pick('3', '14', '22')} Mar after the contractor left; new one only in vercel + 1password",
        "shpat_ token for batik loft ERP app regenerated (uninstall/reinstall), old one dead. updated in railway env",
        "supabase service_role leaked in a public gist?? rotated JWT secret immediately, all keys reissued, anon key also changed",
        "algolia admin key revoked, made a new one scoped to shopify_products only",
    )
    r.add(
        "secret_location_reference",
        "all client secrets in 1Password vault 'Clients / Kopi Kaki' — item 'Stripe live', field 'secret key'",
        "op://Clients-Batik/Shopify Admin/credential is what the CI reads, don't copy out",
        "AUTH0_CLIENT_SECRET comes from vercel env (production only), preview uses the dev tenant",
        "makan box wp admin pw: ask Wei Ling, she keeps it in the company bitwarden",
    )
    r.add(
        "env_var_names_only",
        ".env.example (commit this one):\nSTRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\nSUPABASE_SERVICE_ROLE_KEY=\nCLERK_SECRET_KEY=\nALGOLIA_ADMIN_KEY=",
        "vercel env ls production → STRIPE_SECRET_KEY (Encrypted), SHOPIFY_ADMIN_ACCESS_TOKEN (Encrypted), KLAVIYO_PRIVATE_KEY (Encrypted)",
        "SHOPIFY_API_SECRET=\nPUSHER_SECRET=<your-pusher-secret>\nRECAPTCHA_SECRET_KEY=xxxxxxxxxxxxxxxx",
    )
    r.add(
        "password_policy_discussion",
        "client asked why wp admin pw must be 16+ chars, explained brute force lah. enabled 2FA (wordfence) for all admins",
        "hosting panel forces pw change every 90 days, next one due 1 Sep",
        "shopify staff invite expired (link valid 7 days), resent to ops@pawsome.example, they set their own password",
        "reset the woo customer's password via 'send password reset' — never type it for them",
    )
    r.add(
        "paypal_client_id",
        f"paypal JS SDK: <script src=\"https://www.paypal.com/sdk/js?client-id=A{rnd(URLSAFE, 79)}&currency=SGD\"></script>",
        f"PAYPAL_CLIENT_ID=A{rnd(URLSAFE, 79)}  (public; secret only on server)",
    )
    r.add(
        "xendit_public_key",
        f"xendit public key for card tokenisation in browser: xnd_public_production_{rnd(ALNUM, 60)}",
        f"NEXT_PUBLIC_XENDIT_KEY=xnd_public_development_{rnd(ALNUM, 60)}",
    )
    r.add(
        "mapbox_public_token",
        f"mapbox public token (URL restricted to makanbox.example) {mapbox('pk', 'makanbox')}",
        f"mapboxgl.accessToken = '{mapbox('pk', 'acmestudio')}';",
    )
    r.add(
        "google_oauth_client_id",
        f"google one tap client id {google_client_id()}",
        f"<div id=\"g_id_onload\" data-client_id=\"{google_client_id()}\" data-login_uri=\"https://lioncitysneakers.example/auth/google\"></div>",
    )
    r.add(
        "facebook_app_id",
        f"FB login app id {digits(15, lead=True)} (public), app review still pending",
        f"<meta property=\"fb:app_id\" content=\"{digits(16, lead=True)}\" />",
    )
    r.add(
        "mailchimp_audience_id",
        f"mailchimp audience id {hexs(10)} (pawsome newsletter), server prefix us{secrets.randbelow(21) + 1}",
        f"embedded signup form action https://pawsome.us{secrets.randbelow(21) + 1}.list-manage.com/subscribe/post?u={hexs(25)}&id={hexs(10)}",
    )
    r.add(
        "cloudflare_zone_and_account_ids",
        f"cloudflare zone id kopikaki.example {hexs(32)}, account id {hexs(32)}",
        f"CF ray id for the 520 error: {hexs(16)}-SIN, told hosting support",
        f"turnstile widget id / sitekey listing: account {hexs(32)}",
    )
    r.add(
        "git_commit_and_ci_refs",
        f"hotfix for cart drawer is commit {hexs(40)}, deployed in github actions run #{digits(4, lead=True)}",
        f"revert to {hexs(7)} if the new mega menu breaks again",
        f"vercel deployment dpl_{rnd(ALNUM, 28)} is the last good one for makan box",
    )
    r.add(
        "ssh_public_deploy_key",
        f"add this to github deploy keys (read only) for orchid VPS:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} deploy@orchid-vps",
        f"authorized_keys on sambal queen cpanel: ssh-rsa {ssh_pub('ssh-rsa', 256)} dev@macbook",
        f"host key fingerprint for sftp.acme-hosting.example: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
    )
    r.add(
        "invoice_bank_details",
        f"my invoice footer: Acme Studio (UEN {digits(9, lead=True)}{pick('A', 'B', 'C', 'D', 'E', 'K', 'M', 'W')}), PayNow to UEN, or DBS {digits(3)}-{digits(6)}-{digits(1)}",
        f"invoice INV-{pick('2024', '2025')}-{digits(3)} for batik loft, S${digits(1, lead=True)},{digits(3)}.00, due 30 days",
        f"wise SGD account for overseas clients, SWIFT DBSSSGSG, acct {digits(10, lead=True)}",
    )
    r.add(
        "parcel_tracking_number",
        f"ninja van tracking NVSG{rnd(UPPER + DIGITS, 10)}{digits(4)} for the sample packs",
        f"singpost registered RR{digits(9)}SG to client in Penang",
        f"qxpress / j&t airway bill {digits(12, lead=True)}",
    )
    r.add(
        "sri_integrity_hash",
        f"<script src=\"https://cdn.acme-studio.example/swiper@11.js\" integrity=\"sha384-{b64(secrets.token_bytes(48))}\" crossorigin=\"anonymous\"></script>",
        f"asset fingerprint base.css?v={digits(19, lead=True)} (shopify cache busting)",
    )
    r.add(
        "dns_verification_record",
        f"TXT google-site-verification={rnd(URLSAFE, 43)} for batikloft.example (search console)",
        f"TXT MS=ms{digits(8, lead=True)} for the client's M365 on kopikaki.example",
        "DKIM selector k1._domainkey CNAME dkim.acme-mail.example, SPF v=spf1 include:_spf.acme-mail.example ~all",
    )
    r.add(
        "product_sku_and_barcode",
        f"SKU KK-ESP-{rnd(UPPER, 2)}-250G barcode {ean13('888')}",
        f"batik scarf variant id {digits(14, lead=True)}, sku BL-SCF-{digits(3)}, GTIN {ean13('888')}",
        "HS code 0901.21 for roasted coffee, shipping weight 0.35kg",
    )
    r.add(
        "package_and_api_versions",
        f"hydrogen 2024.{pick('4', '7', '10')}.{secrets.randbelow(9)}, @shopify/cli 3.{secrets.randbelow(70)}.{secrets.randbelow(9)}, node 20.{secrets.randbelow(18)}.0",
        "shopify admin api version pinned 2024-07, must bump to 2025-01 before deprecation",
        f"woocommerce 9.{secrets.randbelow(9)}.{secrets.randbelow(5)}, php 8.2, wp 6.{secrets.randbelow(8)}.{secrets.randbelow(4)}",
    )
    r.add(
        "server_ips_and_hosts",
        f"orchid VPS 10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1} (private), public via cf proxy; ssh port 2222",
        "staging: staging.kopikaki.example → CNAME cname.vercel-dns.com; db at db.acme.internal:5432",
    )
    r.add(
        "client_contacts",
        f"kopi kaki owner Jun Hao {phone()}, ops Mei {phone()} — whatsapp ok, call only if site down",
        f"pawsome bakes: Priya {phone()}, prefers telegram",
        f"hawker hot sauce uncle {phone()} — dun call before 11am, he's at the stall",
    )
    r.add(
        "captcha_keys_discussion",
        "recaptcha v2 vs v3: site key goes in the form HTML (public), secret key only on the server for siteverify. client kept sending me the site key thinking it was secret haha",
        "hcaptcha account has 1 secret shared by all sitekeys — rotated it last week, sitekeys stay the same",
    )
    return r


def main() -> None:
    write_corpora("make_heldout154.py", [
        ("heldout154_credentials.yaml", credentials(), "batch 154 (Singapore freelance e-commerce developer: storefront .env files, handovers, chat), written blind; every value synthetic"),
        ("heldout154_lookalikes.yaml", lookalikes(), "batch 154 look-alikes: public-by-design twins of storefront secrets, ids, pixels, rotation notes, written blind"),
    ])


if __name__ == "__main__":
    main()
