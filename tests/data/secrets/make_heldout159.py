# ruff: noqa: E501
"""Writes heldout159_credentials.yaml and heldout159_lookalikes.yaml: held-out batch 159.

Persona: a front-end developer at a small digital agency in Manchester who builds marketing
sites and headless web shops (Next.js, Astro, Shopify, WordPress) for local clients. Writes
British English notes in shorthand for their AI assistant: handover checklists, .env snippets,
Slack messages to paste on, CLI lines. Holds the secret twin of nearly every public-by-design
key: Stripe sk/pk, Contentful CMA vs CDA tokens, Algolia admin vs search-only keys,
reCAPTCHA secret vs site keys, Shopify Admin vs Storefront tokens, Cloudinary secrets vs
cloud names and unsigned presets.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    b64,
    b64u,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    onepassword_secret_key,
    pem_body,
    pick,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["tram", "pennine", "drizzle", "mancunian", "brick", "canal", "oriel", "ginnel",
         "chippy", "brew", "mill", "viaduct", "terrace", "ancoats", "rain", "hotpot",
         "bee", "cotton", "lamp", "moss", "castle", "field", "parade", "quay"]


# --- format helpers (all random parts from `secrets`) -------------------------------------

def stripe_acct() -> str:
    """The account segment a Stripe key pair shares after the mode prefix."""
    return "51" + rnd(ALNUM, 22)


def stripe_sk(acct: str | None = None, mode: str = "live") -> str:
    return f"sk_{mode}_{acct or stripe_acct()}{rnd(ALNUM, 75)}"


def stripe_pk(acct: str | None = None, mode: str = "live") -> str:
    return f"pk_{mode}_{acct or stripe_acct()}{rnd(ALNUM, 75)}"


def stripe_rk(mode: str = "live") -> str:
    return f"rk_{mode}_{stripe_acct()}{rnd(ALNUM, 75)}"


def whsec() -> str:
    return "whsec_" + rnd(ALNUM, 32)


def cfpat() -> str:
    return "CFPAT-" + rnd(URLSAFE, 43)


def cf_token() -> str:
    """A Contentful Delivery or Preview API token: 43 URL-safe characters, no prefix."""
    return rnd(URLSAFE, 43)


def cf_space() -> str:
    return rnd(LOWER + DIGITS, 12)


def sanity_token() -> str:
    return "sk" + rnd(ALNUM, 180)


def sanity_project() -> str:
    return rnd(LOWER + DIGITS, 8)


def storyblok_public() -> str:
    return rnd(ALNUM, 22) + "tt"


def storyblok_pat() -> str:
    return f"{rnd(ALNUM, 22)}tt-{digits(6, True)}-{rnd(URLSAFE, 20)}"


def prismic_token() -> str:
    return b64(f"0.{rnd(ALNUM, 16)}.{rnd(ALNUM + '-_', 30)}".encode()).rstrip("=") + "." + rnd(URLSAFE, 43)


def algolia_app() -> str:
    return rnd(UPPER + DIGITS, 10)


def mailchimp_key() -> str:
    return f"{hexs(32)}-us{secrets.randbelow(21) + 1}"


def brevo_key() -> str:
    return f"xkeysib-{hexs(64)}-{rnd(ALNUM, 16)}"


def netlify_pat() -> str:
    return "nfp_" + rnd(ALNUM, 40)


def vercel_token() -> str:
    return rnd(ALNUM, 24)


def vercel_prj() -> str:
    return "prj_" + rnd(ALNUM, 28)


def recaptcha_key() -> str:
    """A reCAPTCHA v2/v3 key; site keys and secret keys have the same shape."""
    return "6L" + pick("c", "d", "e", "f") + rnd(ALNUM, 5) + "AAAAA" + rnd(URLSAFE, 27)


def shpat() -> str:
    return "shpat_" + hexs(32)


def cloud_secret() -> str:
    return rnd(URLSAFE, 27)


def cloud_name() -> str:
    return "d" + rnd(LOWER + DIGITS, 8)


def mapbox(prefix: str, user: str) -> str:
    head = b64u(json.dumps({"u": user, "a": "cl" + rnd(LOWER + DIGITS, 23)}, separators=(",", ":")).encode())
    return f"{prefix}.{head}.{rnd(URLSAFE, 22)}"


def gmaps_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def ga4() -> str:
    return "G-" + rnd(UPPER + DIGITS, 10)


def gtm() -> str:
    return "GTM-" + rnd(UPPER + DIGITS, 7)


def turnstile_site() -> str:
    return "0x4AAAAAAA" + rnd(URLSAFE, 12)


def turnstile_secret() -> str:
    return "0x4AAAAAAA" + rnd(URLSAFE, 24)


def sa_json(project: str) -> str:
    key = pem_body(5).replace("\n", "\\n")
    return (
        "{\n"
        '  "type": "service_account",\n'
        f'  "project_id": "{project}",\n'
        f'  "private_key_id": "{hexs(40)}",\n'
        f'  "private_key": "-----BEGIN PRIVATE KEY-----\\n{key}\\n-----END PRIVATE KEY-----\\n",\n'
        f'  "client_email": "sheets-sync@{project}.iam.gserviceaccount.com",\n'
        f'  "client_id": "{digits(21, True)}"\n'
        "}"
    )


def wp_app_password() -> str:
    return groups(rnd(ALNUM, 24), 4)


def wp_salt() -> str:
    return rnd(ALNUM + "!#%&*+-=^~.,;:<>?@[]{}|", 64)


def pw() -> str:
    return pick(
        f"{pick('Ancoats', 'Salford', 'Pennine', 'Irwell', 'Deansgate', 'Oldham')}{pick('!', '#', '*', '_')}{digits(4)}{pick('Bee', 'Tram', 'Mill', 'Rain')}",
        rnd(ALNUM + "!#%&*+-?", 18),
        rnd(ALNUM, 22),
        "-".join(pick(*WORDS) for _ in range(3)) + digits(2),
    )


def totp_seed() -> str:
    return rnd(BASE32, 32)


def shop_order() -> str:
    return "#" + str(1000 + secrets.randbelow(8000))


def sha() -> str:
    return hexs(40)


def uk_postcode() -> str:
    return f"M{secrets.randbelow(40) + 1} {secrets.randbelow(9) + 1}{rnd(UPPER, 2)}"


def uk_plate() -> str:
    return f"{rnd(UPPER, 2)}{pick('19', '69', '20', '70', '21', '71', '23', '73')} {rnd(UPPER, 3)}"


def hashed(name: str, ext: str, n: int = 8) -> str:
    return f"{name}.{hexs(n)}.{ext}"


def credentials() -> Rows:
    r = Rows()

    acct = stripe_acct()
    r.add(
        "stripe_secret_key",
        f"ancoats roastery stripe LIVE keys (go-live fri):\npk: {stripe_pk(acct)}\nsk: {stripe_sk(acct)}\nsk goes in netlify env only, NOT the repo",
        f"STRIPE_SECRET_KEY={stripe_sk()}\n^ that's the live one for didsbury dental deposits, remember to swap before launch",
        f"stripe sk for salford soap co (live) - {stripe_sk()} - client pasted it in whatsapp ffs, get them to roll it after",
    )
    r.add(
        "stripe_test_secret_key",
        f"test mode secret for the chorlton vinyl checkout: {stripe_sk(mode='test')}",
        f"stripe listen --api-key {stripe_sk(mode='test')} --forward-to localhost:3000/api/stripe/webhook",
        f"sandbox keys bramhall bikes\n  STRIPE_PUBLISHABLE_KEY=pk_test_{acct}{rnd(ALNUM, 75)}\n  STRIPE_SECRET_KEY={stripe_sk(mode='test')}",
    )
    r.add(
        "stripe_restricted_key",
        f"restricted key (read-only charges + write refunds) for the zapier thing at stockport stoves: {stripe_rk()}",
        f"rk for the reporting dashboard, only has balance+payouts read\n{stripe_rk()}",
        f"STRIPE_RESTRICTED_KEY={stripe_rk()}  # nq gin stock alerts, products read only\n",
    )
    r.add(
        "stripe_webhook_secret",
        f"STRIPE_WEBHOOK_SECRET={whsec()}  # prod endpoint /api/stripe/webhook, ancoats",
        f"webhook signing secret for the local cli session is diff from prod!! prod one: {whsec()}",
        f"levenshulme larder - endpoint we_{rnd(ALNUM, 24)} signing secret {whsec()}",
    )
    r.add(
        "contentful_management_token",
        f"CMA token (personal, mine) for running the migration scripts: {cfpat()}",
        f"contentful-migration --space-id {cf_space()} --environment-id staging --management-token {cfpat()} migrations/0042-add-hero.js",
        f"note to self: didsbury dental contentful mgmt token\n{cfpat()}\nexpires never, revoke when we hand over",
    )
    r.add(
        "contentful_preview_token",
        f"CONTENTFUL_PREVIEW_ACCESS_TOKEN={cf_token()}\nCONTENTFUL_SPACE_ID={cf_space()}",
        f"preview api token (shows drafts, dont put in client bundle): {cf_token()}",
        f"nq gin - draft mode needs the CPA token -> {cf_token()} , server side only in /api/preview",
    )
    r.add(
        "sanity_write_token",
        f"sanity write token 'import-bot' for the product import script\nSANITY_API_WRITE_TOKEN={sanity_token()}",
        f"token w/ editor perms for the bramhall bikes studio seeding: {sanity_token()}",
        f"pls remember - sanity token for the webhook revalidate route (write access, keep server side): {sanity_token()}",
    )
    r.add(
        "storyblok_management_token",
        f"storyblok personal access token (mgmt api, for the cli push-components) {storyblok_pat()}",
        f"storyblok login --token {storyblok_pat()} --region eu",
        f"STORYBLOK_MANAGEMENT_TOKEN={storyblok_pat()}  # chorlton vinyl, can delete stories so careful",
    )
    r.add(
        "prismic_write_token",
        f"prismic migration api write token for salford soap (moving blog posts from WP): {prismic_token()}",
        f"PRISMIC_WRITE_TOKEN={prismic_token()}",
        f"hey Sam - prismic write token for the levy larder import is below, run it from your machine not CI\n\n{prismic_token()}",
    )
    app = algolia_app()
    r.add(
        "algolia_admin_key",
        f"algolia for stockport stoves\napp id {app}\nadmin key {hexs(32)} (indexing script only!!)",
        f"ALGOLIA_ADMIN_API_KEY={hexs(32)}\nALGOLIA_APP_ID={algolia_app()}",
        f"the admin api key for the ancoats index is {hexs(32)}, the search one is fine in the bundle but this one is NOT",
    )
    r.add(
        "mailchimp_api_key",
        f"mailchimp api key for the newsletter signup fn (didsbury dental acct): {mailchimp_key()}",
        f"MAILCHIMP_API_KEY={mailchimp_key()}\nMAILCHIMP_SERVER_PREFIX=us{secrets.randbelow(21) + 1}",
        f"client's mailchimp key, they made it under their own login so dont delete: {mailchimp_key()}",
    )
    r.add(
        "brevo_api_key",
        f"brevo (ex sendinblue) v3 key for nq gin transactional emails\n{brevo_key()}",
        f"curl -H 'api-key: {brevo_key()}' https://api.brevo.acme.test/v3/account",
        f"BREVO_API_KEY={brevo_key()} - levenshulme larder order confirmations",
    )
    r.add(
        "netlify_personal_access_token",
        f"netlify PAT (mine, agency team) for the deploy script: {netlify_pat()}",
        f"NETLIFY_AUTH_TOKEN={netlify_pat()}\nNETLIFY_SITE_ID={uid()}",
        f"netlify deploy --prod --auth {netlify_pat()} --dir dist",
    )
    r.add(
        "vercel_access_token",
        f"vercel token for github actions (scope: agency team, no expiry) {vercel_token()}",
        f"vercel --prod --token={vercel_token()} --scope north-quarter-digital",
        f"VERCEL_TOKEN={vercel_token()}\nVERCEL_PROJECT_ID={vercel_prj()}\nVERCEL_ORG_ID=team_{rnd(ALNUM, 24)}",
    )
    r.add(
        "wordpress_admin_password",
        f"WP admin for stockport stoves (old site, ugh)\nurl: https://stockportstoves.example/wp-admin\nuser: nqd_admin\npass: {pw()}",
        f"client changed the wp admin pw again, its now {pw()} - user is 'karen.h'",
        f"didsbury dental wordpress login -> admin / {pw()}",
        f"wp-admin (salford soap): username salfordsoap_web, password {pw()} . 2fa is off, nag them",
    )
    r.add(
        "wordpress_application_password",
        f"WP application password for the headless fetches (user 'api-bot'): {wp_app_password()}",
        f"curl -u api-bot:'{wp_app_password()}' https://blog.chorltonvinyl.example/wp-json/wp/v2/posts?status=draft",
    )
    r.add(
        "sftp_password",
        f"sftp stockportstoves.example port 22\nuser: ss_deploy\npw: {pw()}",
        f"SFTP for the didsbury host (the 20i one) - sftp_didsdent@files.acme.test / {pw()}",
        f"lftp -u nqd_upload,'{pw()}' sftp://files.nqgin.example:2222 -e 'mirror -R dist /public_html; quit'",
    )
    r.add(
        "ftp_password",
        f"plain ftp (yes really) for levenshulme larder's cheap host: ftp.levylarder.example user larderweb pass {pw()}",
        f"filezilla site mgr entry for chorlton - Host ftp.chorltonvinyl.example, Logon normal, User cvinyl, Password {pw()}",
    )
    r.add(
        "google_service_account_key",
        f"service acct json for the sheets -> stock sync (bramhall bikes), paste into GOOGLE_SA_JSON:\n{sa_json('bramhall-stock-sync')}",
        f"sheets api creds ancoats wholesale form\n{sa_json('ancoats-wholesale-4' + digits(2))}",
    )
    r.add(
        "recaptcha_secret_key",
        f"recaptcha v3 for didsbury dental contact form\nsite key is in the html, SECRET: {recaptcha_key()}",
        f"RECAPTCHA_SECRET_KEY={recaptcha_key()}",
        f"the server side secret for the captcha verify (salford soap) = {recaptcha_key()} , min score 0.5",
    )
    r.add(
        "shopify_admin_api_token",
        f"shopify custom app 'nqd-sync' admin api token (bramhall bikes) {shpat()} - only shown once so dont lose it",
        f"SHOPIFY_ADMIN_ACCESS_TOKEN={shpat()}\nSHOPIFY_STORE_DOMAIN=bramhall-bikes.acme.test",
        f"curl -H 'X-Shopify-Access-Token: {shpat()}' https://nq-gin.acme.test/admin/api/2024-07/orders.json",
    )
    r.add(
        "shopify_app_client_secret",
        f"shopify partner app client secret (the review-widget app) shpss_{hexs(32)}",
        f"SHOPIFY_API_KEY={hexs(32)}\nSHOPIFY_API_SECRET=shpss_{hexs(32)}",
    )
    cn = cloud_name()
    r.add(
        "cloudinary_api_secret",
        f"CLOUDINARY_URL=cloudinary://{digits(15, True)}:{cloud_secret()}@{cn}",
        f"cloudinary (ancoats) cloud {cn}, api key {digits(15, True)}, api secret {cloud_secret()}",
        f"signed uploads need the api secret -> {cloud_secret()} (salford soap acct). never ship to browser",
    )
    r.add(
        "mapbox_secret_token",
        f"mapbox secret token w/ styles:write for uploading the custom style: {mapbox('sk', 'nqdigital')}",
        f"MAPBOX_SECRET_TOKEN={mapbox('sk', 'nqdigital')}\n(only for the tileset upload script)",
    )
    r.add(
        "google_oauth_client_secret",
        f"google sign-in for the nq gin trade portal\nclient id: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com\nclient secret: GOCSPX-{rnd(URLSAFE, 28)}",
        f"AUTH_GOOGLE_SECRET=GOCSPX-{rnd(URLSAFE, 28)}",
        f"next-auth google secret (bramhall): GOCSPX-{rnd(URLSAFE, 28)}",
    )
    r.add(
        "github_personal_access_token",
        f"gh PAT for the renovate bot on the agency org: ghp_{rnd(ALNUM, 36)}",
        f"fine grained token, repo contents r/w on nqd/ancoats-site only\ngithub_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://nqd-ci:ghp_{rnd(ALNUM, 36)}@git.acme.test/nqd/didsbury-dental.git",
    )
    r.add(
        "figma_access_token",
        f"figma token for the design-tokens export script: figd_{rnd(URLSAFE, 40)}",
        f"FIGMA_TOKEN=figd_{rnd(URLSAFE, 40)}  # expires in 90d, set reminder",
        f"npx style-dictionary-figma --token figd_{rnd(URLSAFE, 40)} --file {rnd(ALNUM, 22)}",
    )
    r.add(
        "woocommerce_rest_keys",
        f"woo rest api keys (read/write) for stockport stoves stock sync\nconsumer key: ck_{hexs(40)}\nconsumer secret: cs_{hexs(40)}",
        f"WC_CONSUMER_KEY=ck_{hexs(40)}\nWC_CONSUMER_SECRET=cs_{hexs(40)}",
        f"levenshulme larder woo keys ck_{hexs(40)} / cs_{hexs(40)}",
    )
    r.add(
        "turnstile_secret_key",
        f"cloudflare turnstile secret (chorlton contact form): {turnstile_secret()}",
        f"TURNSTILE_SECRET_KEY={turnstile_secret()}\nTURNSTILE_SITE_KEY={turnstile_site()}",
    )
    r.add(
        "hcaptcha_secret_key",
        f"hcaptcha secret for the old salford soap form 0x{hexs(40)}",
        f"HCAPTCHA_SECRET=0x{hexs(40)}",
        f"hcaptcha verify: curl -d 'secret=0x{hexs(40)}&response=$TOKEN' https://hcaptcha.acme.test/siteverify",
    )
    r.add(
        "klaviyo_private_key",
        f"klaviyo PRIVATE api key (yes it starts pk_, confusingly) for nq gin: pk_{hexs(34)}",
        f"KLAVIYO_PRIVATE_KEY=pk_{hexs(34)}\nKLAVIYO_PUBLIC_KEY={rnd(ALNUM, 6)}",
        f"bramhall bikes klaviyo - private key pk_{hexs(34)} for back-in-stock flow",
    )
    r.add(
        "postmark_server_token",
        f"postmark server token (didsbury dental appointment emails) {uid()}",
        f"curl -H 'X-Postmark-Server-Token: {uid()}' https://api.postmark.acme.test/email -d @mail.json",
    )
    r.add(
        "airtable_personal_access_token",
        f"airtable PAT for the events base at ancoats roastery: pat{rnd(ALNUM, 14)}.{hexs(64)}",
        f"AIRTABLE_TOKEN=pat{rnd(ALNUM, 14)}.{hexs(64)}\nAIRTABLE_BASE=app{rnd(ALNUM, 14)}",
    )
    r.add(
        "hubspot_private_app_token",
        f"hubspot private app token for the didsbury enquiry form -> crm: pat-eu1-{uid()}",
        f"HUBSPOT_ACCESS_TOKEN=pat-eu1-{uid()}",
        f"hubspot token (crm.objects.contacts.write) for nq gin trade signups, paste into vercel env:\npat-eu1-{uid()}",
    )
    r.add(
        "npm_publish_token",
        f"npm automation token for publishing @nqd/ui-kit: npm_{rnd(ALNUM, 36)}",
        f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}\n^ .npmrc on the build box",
        f"NPM_TOKEN=npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "cloudflare_api_token",
        f"cf api token (zone:dns edit, chorltonvinyl.example only): {rnd(URLSAFE, 40)}",
        f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}\nCLOUDFLARE_ZONE_ID={hexs(32)}",
        f"curl -H 'Authorization: Bearer {rnd(URLSAFE, 40)}' https://api.cloudflare.acme.test/client/v4/zones/{hexs(32)}/purge_cache",
    )
    r.add(
        "sentry_auth_token",
        f"sentry auth token for uploading sourcemaps in CI: sntrys_{b64u(json.dumps({'iat': 1700000000 + secrets.randbelow(60000000), 'org': 'nqd'}).encode())}_{rnd(URLSAFE, 43)}",
        f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}",
    )
    r.add(
        "database_url_password",
        f"DATABASE_URL=mysql://wp_stoves:{rnd(ALNUM, 20)}@db.stockport.internal:3306/wp_stoves",
        f"postgres for the trade portal: postgres://nqgin_app:{rnd(ALNUM, 24)}@pg.acme.internal:5432/trade?sslmode=require",
        f"mysql -h db1.acme.internal -u dd_wp -p'{pw()}' didsbury_wp < dump.sql",
    )
    r.add(
        "wp_auth_salts",
        f"wp-config salts for the didsbury staging (copy exactly)\ndefine('AUTH_KEY',         '{wp_salt()}');\ndefine('SECURE_AUTH_KEY',  '{wp_salt()}');\ndefine('LOGGED_IN_KEY',    '{wp_salt()}');",
        f"define( 'NONCE_SALT', '{wp_salt()}' ); // salford prod, dont regen or everyones logged out",
    )
    r.add(
        "staging_basic_auth",
        f"staging basic auth (what the client uses to preview): nqd / {pw()}",
        f"ancoats staging is behind htaccess auth, user 'preview' pw {rnd(ALNUM, 12)}",
        f"curl -H 'Authorization: Basic {b64(('preview:' + rnd(ALNUM, 14)).encode())}' https://staging.nqgin.example/",
    )
    r.add(
        "office_door_code",
        f"new door code for the ancoats office (changed after the break-in) {digits(4)}#",
        f"front door keypad: {digits(6)} then the key symbol. back gate is {digits(4)}",
        f"if you're first in: code on the side door is {digits(5)}",
    )
    r.add(
        "office_alarm_code",
        f"alarm - disarm code {digits(4)}, you've got 30s after opening door",
        f"Alarm set/unset: {digits(4)} (if it goes off ring Dave, NOT the police)",
        f"alarm at the didsbury practice (for the out-of-hours photoshoot) - {digits(4)} then OFF",
    )
    r.add(
        "office_wifi_password",
        f"office wifi NQD-Studio pw {rnd(ALNUM, 12)}, guest one is NQD-Guest / {'-'.join(pick(*WORDS) for _ in range(3))}",
        f"wifi at the shared space: network 'MillWorks_5G' key {pw()}",
        f"WIFI:T:WPA;S:NQD-Studio;P:{rnd(ALNUM + '!#', 16)};;",
    )
    r.add(
        "company_card_details",
        f"agency amex for domain renewals & fonts: {luhn('37', 15)} exp {card_expiry()} cid {digits(4)}",
        f"company debit (starling) {groups(luhn('4', 16), 4)} {card_expiry()} cvv {digits(3)} - for the figma seats",
        f"card for the shopify app subs:\n{groups(luhn('5', 16), 4)}\nexp {card_expiry()}\nsec code {digits(3)}\nname NORTH QUARTER DIGITAL LTD",
    )
    r.add(
        "totp_seed",
        f"2fa seed for the shared agency shopify partners login (so any of us can gen codes): {groups(totp_seed(), 4)}",
        f"otpauth://totp/NQD:hello@nqd.example?secret={totp_seed()}&issuer=Netlify",
        f"totp secret for the client's godaddy (ugh) acct -> {totp_seed()}",
    )
    r.add(
        "backup_codes",
        f"google workspace backup codes (hello@ acct)\n{recovery_codes(5, 'digits')}",
        f"github recovery codes for the nqd-bot user:\n{recovery_codes(6, 'github')}",
        f"vercel 2fa recovery codes\n{recovery_codes(4, 'plain')}",
    )
    r.add(
        "onepassword_secret_key",
        f"1password acct secret key (in case the emergency kit goes walkabout) {onepassword_secret_key()}",
        f"1P agency team secret key: {onepassword_secret_key()} - master pw is in my head not here",
    )
    r.add(
        "facebook_app_secret",
        f"meta app for the ig feed on chorlton vinyl\napp id {digits(16, True)}\napp secret {hexs(32)}",
        f"FACEBOOK_APP_SECRET={hexs(32)}",
        f"fb app secret for nq gin's catalogue sync (graph api v19) - {hexs(32)}  ta",
    )
    r.add(
        "instagram_access_token",
        f"long-lived IG token for the feed widget (60 days, refresh via cron!) IGQWR{rnd(URLSAFE, 150)}",
        f"INSTAGRAM_ACCESS_TOKEN=IGQWR{rnd(URLSAFE, 150)}",
    )
    r.add(
        "paypal_client_secret",
        f"paypal rest app (live) for levenshulme larder\nclient id A{rnd(URLSAFE, 79)}\nsecret E{rnd(URLSAFE, 79)}",
        f"PAYPAL_CLIENT_SECRET=E{rnd(URLSAFE, 79)}",
        f"paypal sandbox is fine to lose but the LIVE secret isnt:\nE{rnd(URLSAFE, 79)}",
    )
    r.add(
        "gmail_app_password",
        f"smtp for the wp contact form (didsbury uses gmail): reception@didsburydental.example app pw {groups(rnd(LOWER, 16), 4)}",
        f"SMTP_USER=orders@nqgin.example\nSMTP_PASS={rnd(LOWER, 16)}\nSMTP_HOST=smtp.acme.test",
    )
    r.add(
        "bitbucket_app_password",
        f"bitbucket app pw for the old stockport repo (they wont move to gh) ATBB{rnd(ALNUM, 32)}",
        f"git remote set-url origin https://nqd-dev:ATBB{rnd(ALNUM, 32)}@bitbucket.acme.test/stockport/site.git",
    )
    r.add(
        "domain_registrar_password",
        f"123-reg login for ancoatsroastery.example: acct {digits(8)} / {pw()}",
        f"registrar (namecheap) for nq gin domains -> user nqgin_ltd pw {pw()} , 2fa goes to Jo's phone",
    )
    r.add(
        "ssh_private_key",
        f"deploy key for the stockport VPS (private half, pub is on the box):\n-----BEGIN OPENSSH PRIVATE KEY-----\n{pem_body(5)}\n-----END OPENSSH PRIVATE KEY-----",
        f"ed25519 key for ci -> didsbury server\n-----BEGIN OPENSSH PRIVATE KEY-----\n{pem_body(3)}\n-----END OPENSSH PRIVATE KEY-----",
    )
    r.add(
        "shopify_staff_login",
        f"bramhall bikes shopify staff acct for me: dev@nqd.example / {pw()}",
        f"shopify store pw (the storefront password page, pre-launch) for nq gin is {pick(*WORDS)}{digits(3)}, staff login is dev@nqd.example {pw()}",
    )
    r.add(
        "client_phone_pin",
        f"the client's telecom account pin for porting the number: {digits(6)} (security q answer is 'Bury')",
        f"Ancoats roastery card machine admin PIN {digits(4)}, dont tell the baristas lol",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    acct = stripe_acct()
    r.add(
        "stripe_publishable_key",
        f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={stripe_pk(acct)}",
        f"ancoats publishable key (fine to be in the bundle, it's pk_): {stripe_pk()}",
        f"loadStripe('{stripe_pk(mode='test')}') <- test pk for the chorlton storybook",
        f"didsbury dental pk is {stripe_pk()} , the sk is in 1P under 'Didsbury - Stripe live'",
    )
    r.add(
        "stripe_object_ids",
        f"price ids for the roastery subs: 250g price_{rnd(ALNUM, 24)}, 1kg price_{rnd(ALNUM, 24)}",
        f"refunded cus_{rnd(ALNUM, 14)} for the double charge, payment pi_{rnd(ALNUM, 24)}",
        f"product prod_{rnd(ALNUM, 14)} is the gift card, dont let it go through the shipping calc",
    )
    r.add(
        "stripe_webhook_endpoint_id",
        f"webhook endpoint id for nq gin prod: we_{rnd(ALNUM, 24)} (events: checkout.session.completed, charge.refunded)",
        f"delete the old endpoint we_{rnd(ALNUM, 24)}, its pointing at the netlify preview url",
    )
    r.add(
        "contentful_space_id",
        f"contentful space id for didsbury dental {cf_space()}, env master",
        f"CONTENTFUL_SPACE_ID={cf_space()}\nCONTENTFUL_ENVIRONMENT=staging",
        f"the chorlton space is {cf_space()}, not the old one {cf_space()} (that's archived)",
    )
    r.add(
        "contentful_delivery_token",
        f"CDA token (published content only, read-only, ok client side): {cf_token()}",
        f"NEXT_PUBLIC_CONTENTFUL_DELIVERY_TOKEN={cf_token()}",
        f"salford soap content delivery api key {cf_token()} - public by design, the CMA + preview ones are in 1P",
    )
    r.add(
        "contentful_environment_alias",
        f"contentful env alias master -> release-{digits(4)}-{hexs(6)}, roll back by pointing alias at the old one",
        f"env ids: master, staging, feat-hero-{hexs(7)}",
    )
    r.add(
        "sanity_project_id",
        f"sanity project id for bramhall bikes: {sanity_project()}",
        f"NEXT_PUBLIC_SANITY_PROJECT_ID={sanity_project()}\nNEXT_PUBLIC_SANITY_DATASET=production\nNEXT_PUBLIC_SANITY_API_VERSION=2024-05-01",
        f"sanity cdn urls look like https://cdn.sanity.acme.test/images/{sanity_project()}/production/{hexs(40)}-1600x900.jpg",
    )
    r.add(
        "sanity_dataset_name",
        f"datasets on the ancoats project: production, staging, and 'prod-backup-{digits(8)}' from the export",
        f"sanity dataset copy production staging-{hexs(6)} --skip-history",
    )
    r.add(
        "storyblok_public_token",
        f"storyblok public token (published only) for chorlton: {storyblok_public()} - safe in the frontend",
        f"STORYBLOK_PUBLIC_TOKEN={storyblok_public()}\n# preview token with drafts is in 1P 'Chorlton - Storyblok preview'",
        f"storyblokInit({{ accessToken: '{storyblok_public()}', use: [apiPlugin], apiOptions: {{ region: 'eu' }} }})",
    )
    r.add(
        "storyblok_space_id",
        f"storyblok space {digits(6, True)} (eu region) is the live one, {digits(6, True)} is the sandbox",
        f"the component whitelist lives in space {digits(6, True)}, block uid {uid()}",
    )
    r.add(
        "prismic_repository_name",
        f"prismic repo name: salford-soap-{hexs(4)}  (endpoint https://salford-soap-{hexs(4)}.cdn.prismic.acme.test/api/v2)",
        f"PRISMIC_REPOSITORY_NAME=nqd-{rnd(LOWER + DIGITS, 8)}",
        f"slicemachine is tied to repo 'levylarder-web', doc id Z{rnd(ALNUM, 15)} is the homepage",
    )
    r.add(
        "algolia_app_id",
        f"algolia app id {algolia_app()} (stockport stoves, EU cluster)",
        f"NEXT_PUBLIC_ALGOLIA_APP_ID={algolia_app()}\nNEXT_PUBLIC_ALGOLIA_INDEX=products_en_gb",
    )
    r.add(
        "algolia_search_only_key",
        f"search-only api key (public, read, rate limited): {hexs(32)}",
        f"algoliasearch('{algolia_app()}', '{hexs(32)}') // search only key, admin one stays server side",
        f"NEXT_PUBLIC_ALGOLIA_SEARCH_KEY={hexs(32)}\n# ALGOLIA_ADMIN_KEY lives in netlify env, not here",
    )
    r.add(
        "mapbox_public_token",
        f"mapbox pk token (url-restricted to *.ancoatsroastery.example) {mapbox('pk', 'nqdigital')}",
        f"NEXT_PUBLIC_MAPBOX_TOKEN={mapbox('pk', 'nqdigital')}",
        f"mapboxgl.accessToken = '{mapbox('pk', 'nqdigital')}'; // public, scoped to styles:tiles read",
    )
    r.add(
        "google_maps_js_key_restricted",
        f"maps js api key for the store finder, HTTP referrer restricted to https://*.stockportstoves.example/* : {gmaps_key()}",
        f"<script async src=\"https://maps.acme.test/maps/api/js?key={gmaps_key()}&callback=initMap\"></script>",
        f"NEXT_PUBLIC_GOOGLE_MAPS_KEY={gmaps_key()}  # restricted: referrer + maps js api only, checked in gcp",
    )
    r.add(
        "recaptcha_site_key",
        f"recaptcha SITE key for didsbury (goes in the html): {recaptcha_key()}",
        f"<div class=\"g-recaptcha\" data-sitekey=\"{recaptcha_key()}\"></div>",
        f"grecaptcha.execute('{recaptcha_key()}', {{action: 'contact'}}) - site key, the secret is in netlify env RECAPTCHA_SECRET_KEY",
    )
    r.add(
        "turnstile_site_key",
        f"turnstile sitekey for chorlton: {turnstile_site()}",
        f"<div class=\"cf-turnstile\" data-sitekey=\"{turnstile_site()}\" data-theme=\"light\"></div>",
    )
    r.add(
        "hcaptcha_site_key",
        f"hcaptcha sitekey {uid()} (public)",
        f"data-sitekey=\"{uid()}\" on the salford newsletter form",
    )
    r.add(
        "ga4_measurement_id",
        f"GA4 for ancoats: {ga4()} (property {digits(9, True)})",
        f"gtag('config', '{ga4()}', {{ anonymize_ip: true }});",
        f"nq gin has TWO ga4 streams, web {ga4()} and the shop {ga4()} - consolidate at some point",
    )
    r.add(
        "gtm_container_id",
        f"GTM container {gtm()} for didsbury, ask Priya before publishing a new version",
        f"NEXT_PUBLIC_GTM_ID={gtm()}",
        f"<noscript><iframe src=\"https://tags.acme.test/ns.html?id={gtm()}\" height=\"0\" width=\"0\"></iframe></noscript>",
    )
    r.add(
        "hotjar_site_id",
        f"hotjar site id {digits(7, True)}, hjsv 6",
        f"HOTJAR_ID={digits(7, True)} (bramhall, only load after cookie consent)",
    )
    r.add(
        "meta_pixel_id",
        f"fb pixel for chorlton vinyl {digits(16, True)}",
        f"fbq('init', '{digits(15, True)}'); fbq('track', 'PageView');",
    )
    cn = cloud_name()
    r.add(
        "cloudinary_cloud_name",
        f"cloudinary cloud name for ancoats: {cn}",
        f"https://res.cloudinary.acme.test/{cn}/image/upload/f_auto,q_auto,w_1200/v{1700000000 + secrets.randbelow(60000000)}/products/{rnd(LOWER + DIGITS, 20)}.jpg",
        f"NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME={cloud_name()}",
    )
    r.add(
        "cloudinary_unsigned_upload_preset",
        f"unsigned upload preset for the review photos widget: nqd_reviews_{rnd(LOWER + DIGITS, 6)} (folder reviews/, max 5MB)",
        f"formData.append('upload_preset', 'ml_default_{rnd(LOWER + DIGITS, 8)}'); // unsigned, no secret needed",
        f"cloudinary preset '{rnd(LOWER + DIGITS, 10)}' is unsigned so anyone can upload - lock down the allowed formats",
    )
    r.add(
        "cloudinary_api_key_only",
        f"cloudinary api key (just the key, not secret) {digits(15, True)} - it's in the widget config",
        f"upload widget: cloudName '{cloud_name()}', apiKey '{digits(15, True)}', signature comes from /api/sign",
    )
    r.add(
        "netlify_site_id",
        f"netlify site id (api id) for salford soap {uid()}",
        f"netlify link --id {uid()}",
        f"ancoats netlify: site id {uid()}, team slug nqd-agency",
    )
    r.add(
        "netlify_deploy_id",
        f"rollback target for didsbury: deploy {hexs(24)} (the one before the font fiasco)",
        f"https://{hexs(24)}--nqgin.netlify.acme.test is the deploy preview for PR #{secrets.randbelow(300) + 1}",
        f"deploy {hexs(24)} failed on 'sharp' install, retry w/ clear cache",
    )
    r.add(
        "vercel_project_id",
        f"vercel project id bramhall-web: {vercel_prj()}",
        f".vercel/project.json -> {{\"projectId\":\"{vercel_prj()}\",\"orgId\":\"team_{rnd(ALNUM, 24)}\"}}",
        f"VERCEL_PROJECT_ID={vercel_prj()}\nVERCEL_ORG_ID=team_{rnd(ALNUM, 24)}\n(token is a github secret, not here)",
    )
    r.add(
        "vercel_deployment_url",
        f"preview: https://chorlton-vinyl-{rnd(LOWER + DIGITS, 9)}-nqd.vercel.acme.test",
        f"dpl_{rnd(ALNUM, 28)} promoted to prod at 14:02, instant rollback available",
    )
    r.add(
        "shopify_storefront_token",
        f"storefront api token (public, unauthenticated scopes only) for bramhall hydrogen: {hexs(32)}",
        f"PUBLIC_STOREFRONT_API_TOKEN={hexs(32)}\nPUBLIC_STORE_DOMAIN=bramhall-bikes.acme.test",
        f"headers: {{ 'X-Shopify-Storefront-Access-Token': '{hexs(32)}' }} // this one's meant to be public",
    )
    r.add(
        "shopify_resource_ids",
        f"theme id {digits(12, True)} is live, {digits(12, True)} is the dev duplicate",
        f"gid://shopify/Product/{digits(13, True)} variant gid://shopify/ProductVariant/{digits(14, True)} - the limited gin",
        f"order {shop_order()} and {shop_order()} both stuck in 'unfulfilled', check the 3PL app",
    )
    r.add(
        "webfont_kit_id",
        f"adobe fonts kit for ancoats: https://use.typekit.acme.test/{rnd(LOWER + DIGITS, 7)}.css (domains: ancoatsroastery.example, staging)",
        f"font awesome kit <script src=\"https://kit.fontawesome.acme.test/{hexs(10)}.js\" crossorigin=\"anonymous\"></script>",
        f"fonts.com project id {uid()} - licence covers 250k pageviews",
    )
    r.add(
        "cdn_hashed_asset_url",
        f"cache bust check: /_next/static/chunks/{hashed('main', 'js', 16)} should be the new build",
        f"https://cdn.nqgin.example/assets/{hashed('theme', 'css')}?v={1700000000 + secrets.randbelow(60000000)}",
        f"astro output dist/_astro/{hashed('index', 'js')} and {hashed('hero', 'webp')} - check the CDN picks up both",
    )
    r.add(
        "sri_integrity_hash",
        f"<script src=\"https://cdn.acme.test/alpinejs@3.14.1/dist/cdn.min.js\" integrity=\"sha384-{b64(secrets.token_bytes(48))}\" crossorigin=\"anonymous\"></script>",
        f"SRI for the swiper css: sha256-{b64(secrets.token_bytes(32))}",
    )
    r.add(
        "git_commit_sha",
        f"last good commit on didsbury main is {sha()}, revert to that if the booking form breaks",
        f"git cherry-pick {sha()[:7]} {sha()[:7]} onto release/1.4",
        f"the bug came in with {sha()} (tailwind 3.4 bump)",
    )
    r.add(
        "password_manager_reference",
        "stripe sk for ancoats is in 1Password > Clients vault > 'Ancoats - Stripe LIVE'. don't paste it anywhere else",
        "op://Clients/Didsbury Dental - Contentful CMA/credential is what the .env.tpl reads, run `op inject -i .env.tpl -o .env.local`",
        "all the WP admin logins moved to the shared 1P vault 'NQD Clients', the old google sheet is deleted",
        "sftp pw for stockport is in bitwarden (org: NQD, collection: Hosting), ask Jo for access",
    )
    r.add(
        "env_var_name_reference",
        "netlify env needs: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, CONTENTFUL_PREVIEW_ACCESS_TOKEN (scope: functions only)",
        "process.env.SANITY_API_WRITE_TOKEN is undefined on preview deploys - its only set for the production context",
        "rename ALGOLIA_KEY -> ALGOLIA_ADMIN_API_KEY everywhere so nobody mistakes it for the search one",
    )
    r.add(
        "secret_rotation_note",
        "rolled the ancoats stripe sk this morning after the whatsapp leak, old key expires in 12h. new one in 1P",
        "revoked my contentful CMA token when I left the chorlton project, Sam has his own now",
        f"shopify admin token for bramhall regenerated {pick('mon', 'tues', 'weds')} - update netlify env + redeploy, old one 401s now",
        "reminder: vercel token expires 1st of next month, make a new one (scope: team) and update the gh secret",
    )
    r.add(
        "password_policy_note",
        "client's WP now enforces 16+ chars and 2fa for admins, tell Karen before she rings us",
        "the door code is changing on monday, Dave will send the new one on signal not slack",
        "1P generator settings we agreed: 24 chars, symbols on, no ambiguous chars",
    )
    r.add(
        "sentry_public_dsn",
        f"SENTRY_DSN=https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.acme.test/{digits(7, True)}  (public dsn, fine in client)",
        f"Sentry.init({{ dsn: 'https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.acme.test/{digits(7, True)}', tracesSampleRate: 0.1 }})",
    )
    r.add(
        "google_oauth_client_id",
        f"google client id for the trade portal: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com (secret is in 1P)",
        f"NEXT_PUBLIC_GOOGLE_CLIENT_ID={digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
    )
    r.add(
        "google_sheet_id",
        f"stock sheet for bramhall: https://sheets.acme.test/spreadsheets/d/1{rnd(URLSAFE, 43)}/edit#gid={digits(9, True)}",
        f"SHEET_ID=1{rnd(URLSAFE, 43)}\nSHEET_RANGE=Stock!A2:F",
        f"wholesale orders go to sheet 1{rnd(URLSAFE, 43)} tab 'Orders {digits(4)}'",
    )
    r.add(
        "service_account_email",
        f"share the sheet with sheets-sync@bramhall-stock-sync.iam.gserviceaccount.com (editor), key id {hexs(40)}",
        f"sa email: wholesale-form@ancoats-wholesale-{digits(2)}.iam.gserviceaccount.com, client id {digits(21, True)}",
    )
    r.add(
        "klaviyo_public_site_id",
        f"klaviyo company id (public key) for nq gin: {rnd(ALNUM, 6)}",
        f"<script src=\"https://static.klaviyo.acme.test/onsite/js/klaviyo.js?company_id={rnd(ALNUM, 6)}\"></script>",
    )
    r.add(
        "mailchimp_audience_id",
        f"mailchimp audience (list) id {hexs(10)} for didsbury newsletter, tag 'website'",
        f"embedded form action https://nqd.us{secrets.randbelow(21) + 1}.list-manage.acme.test/subscribe/post?u={hexs(25)}&id={hexs(10)}",
    )
    r.add(
        "agency_bank_details_on_invoice",
        f"our bank details for the invoice footer: North Quarter Digital Ltd, sort code {digits(2)}-{digits(2)}-{digits(2)}, acc {digits(8)}, IBAN {iban('GB', 'NWBK' + digits(14))}",
        f"client asked for IBAN for the euro payment: {iban('GB', 'MIDL' + digits(14))} BIC MIDLGB22",
        f"VAT no GB {digits(3, True)} {digits(4)} {digits(2)}, company no {digits(8)} - on every invoice pls",
    )
    r.add(
        "invoice_and_po_numbers",
        f"invoice NQD-{digits(4)}-{digits(3)} to stockport stoves, PO {rnd(UPPER, 2)}{digits(6)}",
        f"xero ref INV-{digits(5)} paid, the other one INV-{digits(5)} still outstanding (30 days)",
        f"stripe invoice in_{rnd(ALNUM, 24)} for the retainer, number {rnd(UPPER + DIGITS, 8)}-{digits(4)}",
    )
    r.add(
        "cloudflare_zone_account_id",
        f"chorltonvinyl.example cf zone id {hexs(32)}, account id {hexs(32)}",
        f"wrangler.toml: account_id = \"{hexs(32)}\"",
    )
    r.add(
        "figma_file_key",
        f"figma file for the ancoats redesign https://figma.acme.test/design/{rnd(ALNUM, 22)}/Ancoats-v3?node-id={digits(4)}-{digits(5)}",
        f"design tokens pulled from file key {rnd(ALNUM, 22)}, page 'Tokens'",
    )
    r.add(
        "package_integrity_hash",
        f"lockfile integrity for next@14.2.5 changed: sha512-{b64(secrets.token_bytes(64))}",
        f"docker image for the preview builder: ghcr.acme.test/nqd/builder@sha256:{hexs(64)}",
    )
    r.add(
        "ssh_public_key",
        f"add this to the stockport vps authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@nqd",
        f"my pub key (fine to share) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} me@nqd-mbp",
        f"host key fingerprint for files.acme.test: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
    )
    r.add(
        "parcel_tracking_number",
        f"roastery sample pack royal mail tracked {rnd(UPPER, 2)}{digits(9)}GB",
        f"dpd parcel {digits(14)} for the new test iphone, due weds",
    )
    r.add(
        "discount_coupon_code",
        f"launch discount code for nq gin: LAUNCH{digits(2)} (15% off, ends sunday) - stripe coupon id {rnd(ALNUM, 8)}",
        f"chorlton vinyl record store day code RSD{digits(2)}-{rnd(UPPER, 4)}, single use codes exported to csv",
        f"shopify gift card test code ends in {rnd(UPPER + DIGITS, 4)} (it's a test one, £0 balance)",
    )
    r.add(
        "ticket_and_pr_refs",
        f"NQD-{digits(3)} header overlap on ipad, PR #{secrets.randbelow(400) + 1} fixes it",
        f"trello card {rnd(ALNUM, 8)} 'stripe tax for EU' blocked on client",
        f"linear issue ANC-{digits(2)} / branch feat/anc-{digits(2)}-checkout-{hexs(6)}",
    )
    r.add(
        "contact_and_address",
        f"ancoats roastery unit {secrets.randbelow(20) + 1}, {uk_postcode()}, phone 0161 {digits(3)} {digits(4)}",
        f"didsbury dental reception 0161 {digits(3)} {digits(4)}, practice mgr mobile 07{digits(3)} {digits(6)}",
        f"new office: 3rd floor, Mill Works, {uk_postcode()} (postcode for the courier)",
    )
    r.add(
        "van_and_parking",
        f"parking permit for the client's car park, reg {uk_plate()} - bay 14",
        f"Jo's van {uk_plate()} for the photoshoot, parking ref PCN-{digits(9)}",
    )
    r.add(
        "hosts_and_ips",
        f"stockport vps 10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}, staging behind staging.stockportstoves.example",
        f"dns for nqgin.example: A 203.0.113.{secrets.randbelow(254) + 1}, CNAME www -> nqgin.netlify.acme.test",
        "db1.acme.internal is the shared mysql, db2 is the replica (read only)",
    )
    r.add(
        "version_strings",
        f"pinned: next 14.2.{secrets.randbelow(30)}, @contentful/rich-text-react-renderer 15.{secrets.randbelow(20)}.0, sanity 3.{secrets.randbelow(60)}.{secrets.randbelow(5)}",
        f"shopify api version 2024-{pick('01', '04', '07', '10')} for bramhall, bump before it sunsets",
        f"node v20.{secrets.randbelow(18)}.{secrets.randbelow(3)} on netlify, set NODE_VERSION in netlify.toml",
    )
    r.add(
        "product_codes",
        f"ancoats 250g bag EAN {ean13('50')}, sku ANC-ESP-{digits(3)}",
        f"bramhall bikes variant sku BB-{rnd(UPPER, 3)}-{digits(4)} / barcode {ean13('50')}",
    )
    r.add(
        "airtable_base_and_table_ids",
        f"airtable base app{rnd(ALNUM, 14)} table tbl{rnd(ALNUM, 14)} view viw{rnd(ALNUM, 14)} (events at the roastery)",
        f"record rec{rnd(ALNUM, 14)} is the duplicate booking, delete it",
    )
    r.add(
        "oauth_redirect_and_scopes",
        "google oauth redirect uri must be exactly https://trade.nqgin.example/api/auth/callback/google - no trailing slash",
        "shopify app scopes: read_products,write_inventory,read_orders (dont request write_orders, review will flag it)",
    )
    r.add(
        "uuid_resource_ids",
        f"postmark message stream id {uid()} bounced 3 - check dmarc",
        f"hubspot form guid {uid()} portal {digits(8, True)} (embed code, public)",
        f"booking widget embed: data-practice-id=\"{uid()}\"",
    )
    r.add(
        "webhook_delivery_ids",
        f"stripe event evt_{rnd(ALNUM, 24)} failed delivery (500) at 02:14, retried ok",
        f"shopify webhook X-Shopify-Webhook-Id {uid()} came in twice, idempotency check saved us",
    )
    r.add(
        "recaptcha_and_captcha_talk",
        "recaptcha v3 score threshold is 0.5 on didsbury, spam still getting through - maybe swap to turnstile",
        "moved salford soap from hcaptcha to turnstile; old hcaptcha secret deleted from env, site key removed from the form",
    )
    return r


def main() -> None:
    write_corpora("make_heldout159.py", [
        ("heldout159_credentials.yaml", credentials(), "batch 159 (Manchester agency front-end dev, secret twins of public web keys), written blind; every value synthetic"),
        ("heldout159_lookalikes.yaml", lookalikes(), "batch 159 look-alikes: public-by-design web keys, ids, hashes and references to secrets, written blind"),
    ])


if __name__ == "__main__":
    main()
