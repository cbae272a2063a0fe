# ruff: noqa: E501
"""Writes heldout139_credentials.yaml and heldout139_lookalikes.yaml: held-out batch 139.

Persona: a frontend and mobile developer at a small agency in Austin, Texas (React, Next.js,
React Native/Expo) who keeps English notes on client projects. Every client stack mixes keys
that are public by design (Stripe/Clerk publishable keys, Mapbox pk. tokens, Algolia search
keys, Supabase anon keys, Firebase web config, Sentry DSNs) with their secret twins (sk_live_,
rk_live_, sk. tokens, admin keys, service_role JWTs, service-account keys, auth tokens), so the
notes put both side by side, in .env snippets, Slack pastes, CLI lines and to-do lists.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    b64u,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    pem_body,
    pick,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

BASE32L = "abcdefghijklmnopqrstuvwxyz234567"
WORDS = ["taco", "bluebonnet", "pecan", "armadillo", "zilker", "barton", "queso", "lamar",
         "cedar", "longhorn", "mesquite", "brisket", "canyon", "riverbend", "sunset", "vinyl"]


# ---------------------------------------------------------------- shapes


def stripe(prefix: str, long: bool = True) -> str:
    """A Stripe API key: sk_live_, rk_live_, pk_live_, pk_test_ ... new style (51 + account) or old 24."""
    return f"{prefix}_51{rnd(ALNUM, 97)}" if long else f"{prefix}_{rnd(ALNUM, 24)}"


def stripe_id(prefix: str, n: int = 24) -> str:
    return f"{prefix}_{rnd(ALNUM, n)}"


def whsec() -> str:
    return "whsec_" + rnd(ALNUM, 32)


def mapbox(prefix: str, user: str) -> str:
    claims = json.dumps({"u": user, "a": rnd(LOWER + DIGITS, 25)}, separators=(",", ":"))
    return f"{prefix}.{b64u(claims.encode())}.{rnd(URLSAFE, 22)}"


def supa_ref() -> str:
    return rnd(LOWER, 20)


def supa_jwt(ref: str, role: str) -> str:
    iat = epoch()
    claims = {"iss": "supabase", "ref": ref, "role": role, "iat": iat, "exp": iat + 315_360_000}
    head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps(claims, separators=(",", ":")).encode())
    return f"{head}.{body}.{rnd(URLSAFE, 43)}"


def clerk_pk(domain: str, live: bool = True) -> str:
    return ("pk_live_" if live else "pk_test_") + b64(f"{domain}$".encode()).rstrip("=")


def clerk_sk(live: bool = True) -> str:
    return ("sk_live_" if live else "sk_test_") + rnd(ALNUM, 42)


def captcha_key() -> str:
    """reCAPTCHA v2/v3 site key and secret key share this 40-character shape."""
    return "6L" + pick("c", "d", "e", "f") + rnd(URLSAFE, 5) + "AAAAA" + rnd(URLSAFE, 27)


def turnstile(secret: bool) -> str:
    return "0x4AAAAAAA" + rnd(URLSAFE, 25 if secret else 12)


def gkey() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def sentry_org_token(org: str) -> str:
    payload = json.dumps({"iat": epoch(), "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": org},
                         separators=(",", ":"))
    return f"sntrys_{b64(payload.encode())}_{rnd(ALNUM + '+/', 43)}"


def sentry_dsn() -> str:
    return f"https://{hexs(32)}@o{digits(6, True)}.ingest.us.sentry.io/{digits(7, True)}"


def p8() -> str:
    body = b64(secrets.token_bytes(138))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----"


def sa_json(project: str, who: str = "firebase-adminsdk") -> str:
    key = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(pem_body(6).split("\n")) + "\\n-----END PRIVATE KEY-----\\n"
    email = f"{who}-{rnd(LOWER + DIGITS, 5)}@{project}.iam.gserviceaccount.com" if who == "firebase-adminsdk" else f"{who}@{project}.iam.gserviceaccount.com"
    return ("{\n"
            '  "type": "service_account",\n'
            f'  "project_id": "{project}",\n'
            f'  "private_key_id": "{hexs(40)}",\n'
            f'  "private_key": "{key}",\n'
            f'  "client_email": "{email}",\n'
            f'  "client_id": "{digits(21, True)}",\n'
            '  "token_uri": "https://oauth2.googleapis.com/token"\n'
            "}")


def fingerprint(nbytes: int = 20) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def gclient_id() -> str:
    return f"{digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com"


def fb_app_id(platform: str = "web") -> str:
    return f"1:{digits(12, True)}:{platform}:{hexs(22 if platform == 'web' else 16)}"


def ga4() -> str:
    return "G-" + rnd(UPPER + DIGITS, 10)


def pw_human() -> str:
    return pick(
        f"{pick('Bluebonnet', 'Armadillo', 'Longhorn', 'Mesquite', 'Pecan')}{pick('#', '!', '$', '%')}{digits(4)}{pick('tx', 'ATX', 'Rain', 'Queso')}",
        rnd(ALNUM + "!#%&*+-?", 18),
        rnd(ALNUM, 22),
        f"{phrase3()}-{digits(2)}",
    )


def phrase3() -> str:
    return "-".join(secrets.choice(WORDS) for _ in range(3))


def be_iban() -> str:
    d10 = digits(10, True)
    return iban("BE", d10 + f"{int(d10) % 97 or 97:02d}")


def credentials() -> Rows:
    r = Rows()

    # --- Stripe secret keys
    r.add(
        "stripe_secret_key",
        f"bluebonnet coffee prod stripe — secret key (server only!!): {stripe('sk_live')}",
        f"STRIPE_SECRET_KEY={stripe('sk_live')}\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={stripe('pk_live')}\n^ riverbend realty .env.production, copy to vercel before friday",
        f"remember the old 24-char stripe key for Pecan Street Bikes still works on their legacy php checkout: {stripe('sk_live', long=False)} (ticket to migrate is PSB-212)",
        f"curl https://api.stripe.com/v1/charges -u {stripe('sk_live')}: -d limit=3\nthat's how i checked tacoloco's last charges",
        f"hill country yoga\npk: {stripe('pk_live')}\nsk: {stripe('sk_live')}\nwebhook endpoint: https://hcyoga.example/api/stripe",
    )
    r.add(
        "stripe_restricted_key",
        f"restricted key for the zapier thing (read only charges + customers) bluebonnet: {stripe('rk_live')}",
        f"made a rk_live for the reporting lambda at riverbend, perms = balance read, payouts read\n{stripe('rk_live')}",
        f"STRIPE_RESTRICTED_KEY=\"{stripe('rk_live')}\"  # used by the metabase sync at barton springs brewing",
    )
    r.add(
        "stripe_webhook_secret",
        f"stripe webhook signing secret for /api/webhooks on hcyoga prod → {whsec()}",
        f"local stripe cli gave me this when i ran `stripe listen --forward-to localhost:3000/api/webhooks`:\nReady! Your webhook signing secret is {whsec()}",
        f"STRIPE_WEBHOOK_SECRET={whsec()} (tacoloco, endpoint we_ for checkout.session.completed)",
    )
    r.add(
        "stripe_test_secret_key",
        f"test mode secret for zilker outfitters sandbox — still don't commit it pls: {stripe('sk_test')}",
        f"e2e playwright env: STRIPE_SECRET_KEY={stripe('sk_test')} STRIPE_PUBLISHABLE_KEY={stripe('pk_test')}",
        f"stripe trigger payment_intent.succeeded --api-key {stripe('sk_test')}",
    )

    # --- Mapbox
    r.add(
        "mapbox_secret_token",
        f"mapbox secret token w/ styles:write + tilesets:write for riverbend listing map uploads: {mapbox('sk', 'riverbend-realty')}",
        f"MAPBOX_SECRET_TOKEN={mapbox('sk', 'acme-agency')}\n(public one is the pk. in next.config, this sk. is only for the tileset upload script)",
        f"to upload the trail geojson: MAPBOX_ACCESS_TOKEN={mapbox('sk', 'hillcountrytrails')} tilesets upload-source hctrails trails trails.geojson.ld",
    )
    r.add(
        "mapbox_downloads_token",
        f"~/.netrc for the iOS mapbox sdk pod install:\nmachine api.mapbox.com\n  login mapbox\n  password {mapbox('sk', 'acme-agency')}",
        f"android gradle.properties needs MAPBOX_DOWNLOADS_TOKEN={mapbox('sk', 'acme-agency')} (scope DOWNLOADS:READ) or the maven repo 401s",
    )

    # --- Algolia
    r.add(
        "algolia_admin_api_key",
        f"algolia zilker outfitters\napp id {rnd(UPPER + DIGITS, 10)}\nADMIN key {hexs(32)}  <- never in the browser bundle",
        f"ALGOLIA_ADMIN_KEY={hexs(32)} used by the nightly product reindex cron on riverbend",
        f"slack from Dre: \"hey can u swap the algolia admin key in the netlify env, new one is {hexs(32)}, old one got leaked in a screenshot lol\"",
    )
    r.add(
        "algolia_write_api_key",
        f"write-only algolia key (addObject, deleteObject) for the shopify sync fn: {hexs(32)}",
        f"const client = algoliasearch('{rnd(UPPER + DIGITS, 10)}', '{hexs(32)}') // server side indexer key, NOT search key",
    )

    # --- Supabase
    ref1, ref2, ref3 = supa_ref(), supa_ref(), supa_ref()
    r.add(
        "supabase_service_role_key",
        f"SUPABASE_SERVICE_ROLE_KEY={supa_jwt(ref1, 'service_role')}\n# bypasses RLS, edge functions + admin scripts only",
        f"lone star pediatrics supabase, service role (the dangerous one):\n{supa_jwt(ref2, 'service_role')}",
        f"npx supabase functions deploy notify --project-ref {ref3} then set SERVICE_ROLE={supa_jwt(ref3, 'service_role')}",
        f"const admin = createClient('https://{ref1}.supabase.co', '{supa_jwt(ref1, 'service_role')}', {{ auth: {{ persistSession: false }} }})",
    )
    r.add(
        "supabase_db_connection_string",
        f"direct db for migrations (tacoloco): postgresql://postgres:{rnd(ALNUM, 20)}@db.{ref1}.supabase.co:5432/postgres",
        f"pooler string: postgres://postgres.{ref2}:{pw_human()}@aws-0-us-east-1.pooler.supabase.com:6543/postgres?pgbouncer=true",
        f"db password for lone star peds supabase project (reset it in march) = {rnd(ALNUM, 24)}",
    )
    r.add(
        "supabase_jwt_secret",
        f"supabase JWT secret (Settings > API) for riverbend, needed to mint custom tokens in the rn app backend: {rnd(URLSAFE, 40)}",
        f"SUPABASE_JWT_SECRET=\"{b64(secrets.token_bytes(48))}\"",
    )

    # --- Clerk
    r.add(
        "clerk_secret_key",
        f"CLERK_SECRET_KEY={clerk_sk()}\nNEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={clerk_pk('clerk.hcyoga.example')}",
        f"clerk backend key for barton springs members portal: {clerk_sk()}",
        f"dev instance clerk sk for my local: {clerk_sk(live=False)}",
    )
    r.add(
        "clerk_webhook_signing_secret",
        f"svix / clerk webhook secret for user.created → supabase sync: {whsec()}",
        f"CLERK_WEBHOOK_SECRET={whsec()} # riverbend prod",
        f"clerk webhok secret (dev) — {whsec()}\nprod one is different, make sure to swap b4 launch",
    )

    # --- captcha secrets
    r.add(
        "recaptcha_secret_key",
        f"reCAPTCHA v3 for the bluebonnet contact form\nsite key goes in the html, SECRET key only in the api route:\nsecret: {captcha_key()}",
        f"RECAPTCHA_SECRET_KEY={captcha_key()} (pecan bikes, v2 checkbox)",
        f"verify call i used: curl -X POST https://www.google.com/recaptcha/api/siteverify -d secret={captcha_key()} -d response=$TOKEN",
    )
    r.add(
        "hcaptcha_secret_key",
        f"hcaptcha account secret (the 0x one) for lone star peds intake form: 0x{hexs(40)}",
        f"HCAPTCHA_SECRET=0x{hexs(40)}",
        f"hcaptcha verify from the edge fn:\nawait fetch('https://api.hcaptcha.com/siteverify', {{ method: 'POST', body: new URLSearchParams({{ secret: '0x{hexs(40)}', response: token }}) }})",
    )
    r.add(
        "turnstile_secret_key",
        f"cloudflare turnstile secret for barton springs signup — {turnstile(True)}",
        f"TURNSTILE_SECRET_KEY={turnstile(True)}  # site key is public, this isn't",
        f"turnstile\n  site: {turnstile(False)}\n  secret: {turnstile(True)}",
    )

    # --- Google Maps server key
    r.add(
        "google_maps_server_key",
        f"google maps SERVER key (IP restricted to our vercel egress + 10.20.0.0/16), geocoding + places from the api only: {gkey()}",
        f"GOOGLE_MAPS_SERVER_KEY={gkey()}\n# restriction: IP addresses, NOT referrer. don't put in NEXT_PUBLIC_",
        f"riverbend geocode backfill script:\npython geocode.py --key {gkey()} --in listings.csv",
    )

    # --- Firebase / Google service accounts
    r.add(
        "firebase_service_account_key",
        f"firebase admin sdk json for tacoloco push (functions/serviceAccount.json, gitignored):\n{sa_json('tacoloco-app')}",
        f"FIREBASE_PRIVATE_KEY=\"-----BEGIN PRIVATE KEY-----\\n{pem_body(5).replace(chr(10), chr(92) + 'n')}\\n-----END PRIVATE KEY-----\\n\"\nFIREBASE_CLIENT_EMAIL=firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@lonestar-peds.iam.gserviceaccount.com",
        f"pasting the private_key from the riverbend sa json so i can put it in vercel env:\n-----BEGIN PRIVATE KEY-----\n{pem_body(8)}\n-----END PRIVATE KEY-----",
    )
    r.add(
        "fcm_legacy_server_key",
        f"old FCM server key (legacy api, still used by the php backend at pecan bikes until we move to v1): AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}",
        f"Authorization: key=AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}\n^ header for the old fcm send endpoint, tacoloco",
    )
    r.add(
        "google_play_service_account_key",
        f"play console api access json (eas submit uses it) for zilker app:\n{sa_json('pc-api-' + digits(19, True), 'eas-submit')}",
        f"google-play-key.json private key for barton springs app, just the key part:\n-----BEGIN PRIVATE KEY-----\n{pem_body(6)}\n-----END PRIVATE KEY-----",
    )
    r.add(
        "google_oauth_client_secret",
        f"google sign-in web client for lone star peds portal\nclient id {gclient_id()}\nclient secret {'GOCSPX-' + rnd(URLSAFE, 28)}",
        f"GOOGLE_CLIENT_SECRET=GOCSPX-{rnd(URLSAFE, 28)}  (next-auth, riverbend)",
        f"oauth secret for the calendar sync: GOCSPX-{rnd(URLSAFE, 28)}",
    )

    # --- Sentry
    org = pick("acme-agency", "acme-atx")
    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN={sentry_org_token(org)}\n# for sourcemap upload in eas build, org token",
        f"sentry org token (project:releases) tacoloco ci → {sentry_org_token(org)}",
        f"sentry-cli --auth-token {sentry_org_token(org)} sourcemaps upload --org {org} --project riverbend-web .next",
        f"put in github secrets for zilker: name SENTRY_AUTH_TOKEN value {sentry_org_token(org)}",
    )
    r.add(
        "sentry_user_auth_token",
        f"my personal sentry user token (api scope) for the issue export script: sntryu_{hexs(64)}",
        f"old-style sentry token still in the bitrise env of pecan bikes: {hexs(64)} (auth token, not dsn)",
    )

    # --- Vercel / Netlify / Expo / deploy
    r.add(
        "vercel_token",
        f"vercel token for github actions deploys (scope: acme team) = {rnd(ALNUM, 24)}",
        f"vercel --prod --token {rnd(ALNUM, 24)} --scope acme-agency\n(when the git integration breaks again)",
        f"VERCEL_TOKEN\n{rnd(ALNUM, 24)}\nexpires: never (fix that)",
    )
    r.add(
        "vercel_deploy_hook_url",
        f"contentful → vercel rebuild hook for bluebonnet (anyone with this url can trigger deploys): https://api.vercel.com/v1/integrations/deploy/prj_{rnd(ALNUM, 28)}/{rnd(ALNUM, 10)}",
        f"deploy hook riverbend main: https://api.vercel.com/v1/integrations/deploy/prj_{rnd(ALNUM, 28)}/{rnd(ALNUM, 10)}",
    )
    r.add(
        "netlify_personal_access_token",
        f"netlify PAT for the cli on the ci box: nfp_{rnd(ALNUM, 36)}",
        f"NETLIFY_AUTH_TOKEN=nfp_{rnd(ALNUM, 36)} NETLIFY_SITE_ID={uid()} netlify deploy --prod",
        f"hcyoga site is still on netlify, token if i need the api: nfp_{rnd(ALNUM, 36)}",
    )
    r.add(
        "expo_access_token",
        f"EXPO_TOKEN={rnd(URLSAFE, 40)}  # robot user acme-ci, eas build + submit",
        f"expo robot token for tacoloco (created in expo.dev > access tokens): {rnd(URLSAFE, 40)}",
        f"gh secret set EXPO_TOKEN -b \"{rnd(URLSAFE, 40)}\" -R acme-agency/zilker-app",
    )

    # --- Apple
    r.add(
        "app_store_connect_p8_key",
        f"ASC api key for fastlane / eas submit — key id {rnd(UPPER + DIGITS, 10)}, issuer {uid()}\nAuthKey contents:\n{p8()}",
        f"AuthKey_{rnd(UPPER + DIGITS, 10)}.p8 for barton springs (can only download once!!)\n{p8()}",
        f"APP_STORE_CONNECT_API_KEY_CONTENT=\"{p8().replace(chr(10), chr(92) + 'n')}\"",
    )
    r.add(
        "apple_sign_in_key",
        f"sign in with apple key (.p8) for lone star peds, key id {rnd(UPPER + DIGITS, 10)} team {rnd(UPPER + DIGITS, 10)}:\n{p8()}",
        f"supabase apple provider needs the secret JWT generated from this p8:\n{p8()}",
    )
    r.add(
        "apple_app_specific_password",
        f"app-specific password for altool / transporter on the build mac: {'-'.join(rnd(LOWER, 4) for _ in range(4))}",
        f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={'-'.join(rnd(LOWER, 4) for _ in range(4))}",
    )

    # --- Android upload keystore
    kp = pw_human()
    r.add(
        "android_upload_keystore_password",
        f"android/keystore.properties (tacoloco)\nstoreFile=upload.jks\nstorePassword={kp}\nkeyAlias=upload\nkeyPassword={kp}",
        f"zilker upload keystore pw: {pw_human()} (alias upload, same for key)",
        f"MYAPP_UPLOAD_STORE_PASSWORD={pw_human()}\nMYAPP_UPLOAD_KEY_PASSWORD={pw_human()}\n~/.gradle/gradle.properties on the mac mini",
        f"keytool -list -v -keystore barton-upload.keystore -storepass {rnd(ALNUM, 16)}",
    )

    # --- WordPress
    r.add(
        "wordpress_admin_password",
        f"bluebonnet coffee old wp site\nhttps://bluebonnetcoffee.example/wp-admin\nuser: acme_admin\npass: {pw_human()}",
        f"client gave us their wp admin for the migration — login marisol@bluebonnet.example / {pw_human()} (ask before changing anything)",
        f"hcyoga wordpress admin password is {pw_human()}, 2fa is off (they refuse)",
    )
    r.add(
        "wordpress_application_password",
        f"WP application password for the headless next.js fetch (user api-bot): {groups(rnd(ALNUM, 24), 4)}",
        f"curl -u api-bot:\"{groups(rnd(ALNUM, 24), 4)}\" https://cms.riverbend.example/wp-json/wp/v2/posts?status=draft",
    )
    r.add(
        "wordpress_session_cookie",
        f"logged in cookie copied from devtools to debug the preview bug:\nwordpress_logged_in_{hexs(32)}=acme_admin%7C{epoch()}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
        f"Cookie: wordpress_sec_{hexs(32)}=acme_admin%7C{epoch()}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
    )

    # --- Contentful
    r.add(
        "contentful_management_token",
        f"contentful CMA token (personal, for migrations) = CFPAT-{rnd(URLSAFE, 43)}",
        f"contentful space-import --space-id {rnd(LOWER + DIGITS, 12)} --management-token CFPAT-{rnd(URLSAFE, 43)} --content-file export.json",
        f"CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-{rnd(URLSAFE, 43)}\nCONTENTFUL_SPACE_ID={rnd(LOWER + DIGITS, 12)}",
    )
    r.add(
        "contentful_preview_token",
        f"preview api token (shows drafts, keep it server side) riverbend: {rnd(URLSAFE, 43)}",
        f"CONTENTFUL_PREVIEW_ACCESS_TOKEN={rnd(URLSAFE, 43)}  # draft mode route only",
    )

    # --- Shopify
    store = pick("zilker-outfitters", "barton-brew-shop")
    r.add(
        "shopify_admin_api_token",
        f"shopify custom app 'acme sync' admin token for {store}.myshopify.com: shpat_{hexs(32)}",
        f"SHOPIFY_ADMIN_ACCESS_TOKEN=shpat_{hexs(32)}\nSHOPIFY_STORE_DOMAIN={store}.myshopify.com",
        f"curl -H \"X-Shopify-Access-Token: shpat_{hexs(32)}\" https://{store}.myshopify.com/admin/api/2024-07/products.json",
        f"from Kayla (client): here's the admin api token you asked for shpat_{hexs(32)} — let me know if you need more scopes!",
    )
    r.add(
        "shopify_api_secret",
        f"shopify app api secret key (for hmac verification of webhooks): shpss_{hexs(32)}",
        f"SHOPIFY_API_SECRET=shpss_{hexs(32)} SHOPIFY_API_KEY={hexs(32)}",
    )

    # --- analytics / push / flags secrets
    r.add(
        "posthog_personal_api_key",
        f"posthog personal api key (for the dashboard export, NOT the phc_ one): phx_{rnd(ALNUM, 43)}",
        f"POSTHOG_PERSONAL_API_KEY=phx_{rnd(ALNUM, 43)}",
        f"curl -H 'Authorization: Bearer phx_{rnd(ALNUM, 43)}' https://us.posthog.com/api/projects/@current/insights/",
    )
    r.add(
        "onesignal_rest_api_key",
        f"onesignal REST api key tacoloco (server, sends the order-ready push): os_v2_app_{rnd(BASE32L, 113)}",
        f"old onesignal rest key for pecan bikes: Authorization: Basic {rnd(ALNUM, 48)}",
    )
    r.add(
        "revenuecat_secret_key",
        f"revenuecat secret api key v1 for the webhook backfill (hcyoga memberships): sk_{rnd(ALNUM, 32)}",
        f"REVENUECAT_SECRET_KEY=sk_{rnd(ALNUM, 32)}",
        f"rc v2 secret key for the zilker subscriber lookup: sk_{rnd(ALNUM, 32)} (project proj{hexs(8)})",
    )
    r.add(
        "launchdarkly_sdk_key",
        f"launchdarkly server SDK key prod env (riverbend api): sdk-{uid()}",
        f"LD_SDK_KEY=sdk-{uid()}  # server side only, client-side id is different",
        f"launch darkly staging sdk key sdk-{uid()}",
    )
    r.add(
        "ga4_measurement_protocol_secret",
        f"GA4 measurement protocol api_secret for server-side purchase events (bluebonnet): {rnd(URLSAFE, 22)}",
        f"https://www.google-analytics.com/mp/collect?measurement_id={ga4()}&api_secret={rnd(URLSAFE, 22)}",
        f"GA4_API_SECRET={rnd(URLSAFE, 22)}",
    )
    r.add(
        "amplitude_secret_key",
        f"amplitude secret key (export api) zilker: {hexs(32)}  — api key is the public one",
        f"curl -u {hexs(32)}:{hexs(32)} 'https://amplitude.com/api/2/export?start=20240601T00&end=20240602T00'",
    )

    # --- payments other
    r.add(
        "paypal_client_secret",
        f"paypal live app (tacoloco catering)\nclient id A{rnd(URLSAFE, 79)}\nsecret E{rnd(URLSAFE, 79)}",
        f"PAYPAL_CLIENT_SECRET=E{rnd(URLSAFE, 79)}",
    )
    r.add(
        "braintree_private_key",
        f"braintree prod creds hcyoga: merchant {rnd(LOWER + DIGITS, 16)} public {rnd(LOWER + DIGITS, 16)} private {hexs(32)}",
        f"BRAINTREE_PRIVATE_KEY={hexs(32)}",
        f"braintree sandbox private key for local: {hexs(32)}",
    )

    # --- dev tooling tokens
    r.add(
        "npm_token",
        f"npm automation token for @acme-agency private packages: npm_{rnd(ALNUM, 36)}",
        f".npmrc on the build box:\n//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"NPM_TOKEN=npm_{rnd(ALNUM, 36)} in the eas secrets for tacoloco so it can install @acme-agency/ui-kit",
    )
    r.add(
        "github_personal_access_token",
        f"gh PAT for eas to pull the private ui-kit repo: ghp_{rnd(ALNUM, 36)}",
        f"git clone https://acme-ci:ghp_{rnd(ALNUM, 36)}@github.com/acme-agency/ui-kit.git",
        f"fine-grained token (contents:read on ui-kit only), exp in 90d: github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
    )
    r.add(
        "figma_personal_token",
        f"figma token for the design-tokens export script: figd_{rnd(URLSAFE, 40)}",
        f"FIGMA_TOKEN=figd_{rnd(URLSAFE, 40)} node scripts/pull-tokens.mjs",
    )
    r.add(
        "cloudinary_api_secret",
        f"CLOUDINARY_URL=cloudinary://{digits(15, True)}:{rnd(URLSAFE, 27)}@acme-agency",
        f"cloudinary riverbend: api key {digits(15, True)}, api secret {rnd(URLSAFE, 27)}",
        f"signed upload preset needs the secret server side → CLOUDINARY_API_SECRET={rnd(URLSAFE, 27)}",
    )

    # --- non-key secrets this persona has
    r.add(
        "staging_basic_auth",
        f"staging password wall for bluebonnet (vercel pw protection): {pw_human()}",
        f"curl -H 'Authorization: Basic {b64(('preview:' + pw_human()).encode())}' https://staging.riverbend.test/api/health",
        f"client preview link https://preview.hcyoga.test  user: hcyoga  pw: {pw_human()}",
    )
    r.add(
        "sftp_hosting_password",
        f"pecan bikes still on shared hosting 🙄 sftp pecanbikes@ftp.pecanbikes.example pw {pw_human()}",
        f"lftp -u bluebonnet,'{pw_human()}' sftp://files.bluebonnet.example",
    )
    r.add(
        "qa_device_passcode",
        f"QA iphone 12 (the cracked one) passcode {digits(6)}",
        f"test android pixel 6 unlock pin: {digits(4)} / the ipad mini is {digits(6)}",
        f"galaxy a14 (the slow one, for perf testing) pattern is an L, backup PIN {digits(4)}",
    )
    r.add(
        "office_door_code",
        f"new office door code on east 6th after the lockout: {digits(5)}#",
        f"alarm code for the studio {digits(4)}, disarm within 30 sec",
        f"wifi at the office: SSID acme-studio / pw {phrase3()}{digits(2)}",
    )
    r.add(
        "test_account_password",
        f"app review demo account for apple (tacoloco): demo@tacoloco.example / {pw_human()}",
        f"reviewer login for google play (zilker app)\nemail: review@zilker.example\npassword: {pw_human()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    # --- Stripe public side
    r.add(
        "stripe_publishable_key",
        f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={stripe('pk_live')}\n(safe in the bundle, the sk lives in vercel env only)",
        f"bluebonnet stripe publishable key: {stripe('pk_live')}",
        f"const stripe = await loadStripe('{stripe('pk_live')}')",
        f"riverbend pk_live (old 24-char style) {stripe('pk_live', long=False)} — fine to paste in the ticket",
    )
    r.add(
        "stripe_test_publishable_key",
        f"storybook uses the test publishable key {stripe('pk_test')}",
        f"EXPO_PUBLIC_STRIPE_KEY={stripe('pk_test')}  # test mode, stripe-react-native",
        f"pk_test for the zilker sandbox: {stripe('pk_test')}",
    )
    r.add(
        "stripe_object_id",
        f"refund for customer {stripe_id('cus', 14)}, payment intent pi_3{rnd(ALNUM, 23)} — tacoloco catering order that double-charged",
        f"price ids hcyoga: monthly price_1{rnd(ALNUM, 23)}, annual price_1{rnd(ALNUM, 23)}, product prod_{rnd(ALNUM, 14)}",
        f"connected account for the riverbend agents: acct_1{rnd(ALNUM, 15)}",
        f"webhook endpoint id we_1{rnd(ALNUM, 23)}, failing event evt_3{rnd(ALNUM, 23)} (checkout.session.completed)",
    )
    r.add(
        "stripe_test_card_number",
        "stripe test cards (from their docs):\n4242 4242 4242 4242 any cvc any future date\n4000 0025 0000 3155 → 3DS required\n4000 0000 0000 9995 → insufficient funds",
        "for QA: card 4242424242424242, exp 12/34, cvc 123, zip 78701. it's the stripe test visa, won't charge anything",
        "mastercard test 5555 5555 5555 4444 and amex 3782 822463 10005 for the checkout edge cases",
        "declined card test: 4000 0000 0000 0002 (generic_decline). cvc fail: 4000 0000 0000 0127",
    )
    r.add(
        "stripe_promotion_code",
        f"promo code for hcyoga launch week: NAMASTE{digits(2)} (promotion_code promo_1{rnd(ALNUM, 23)})",
        f"customer-facing coupon SXSW{digits(2)}OFF → coupon id {rnd(ALNUM, 8)}",
    )

    # --- Mapbox public
    r.add(
        "mapbox_public_token",
        f"NEXT_PUBLIC_MAPBOX_TOKEN={mapbox('pk', 'riverbend-realty')}\nURL restricted to riverbend.example + localhost",
        f"mapbox pk. token for the trail map (public, url-restricted): {mapbox('pk', 'hillcountrytrails')}",
        f"mapboxgl.accessToken = '{mapbox('pk', 'acme-agency')}';",
        f"rn app: Mapbox.setAccessToken('{mapbox('pk', 'acme-agency')}') — public scopes only (styles:tiles, fonts:read)",
    )
    r.add(
        "mapbox_style_url",
        f"style: mapbox://styles/riverbend-realty/cl{rnd(LOWER + DIGITS, 23)}",
        f"tileset id hillcountrytrails.{rnd(LOWER + DIGITS, 8)} (trails v3)",
    )

    # --- Algolia public
    app = rnd(UPPER + DIGITS, 10)
    r.add(
        "algolia_search_only_key",
        f"NEXT_PUBLIC_ALGOLIA_APP_ID={app}\nNEXT_PUBLIC_ALGOLIA_SEARCH_KEY={hexs(32)}\n(search-only, ok in the browser)",
        f"algolia search-only api key zilker: {hexs(32)} — acl: search",
        f"const searchClient = algoliasearch('{rnd(UPPER + DIGITS, 10)}', '{hexs(32)}') // search only key",
        "secured api key for the agent filter is generated per user on the server from the search key, nothing to store",
    )
    r.add(
        "algolia_app_id_and_index",
        f"algolia app id {rnd(UPPER + DIGITS, 10)}, indices: prod_listings, prod_listings_price_asc",
        f"riverbend algolia app: {rnd(UPPER + DIGITS, 10)} (dashboard login via sso)",
    )

    # --- Supabase public
    ref1, ref2 = supa_ref(), supa_ref()
    r.add(
        "supabase_anon_key",
        f"NEXT_PUBLIC_SUPABASE_URL=https://{ref1}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY={supa_jwt(ref1, 'anon')}",
        f"anon key lone star peds (public, RLS protects everything): {supa_jwt(ref2, 'anon')}",
        f"const supabase = createClient('https://{ref2}.supabase.co', '{supa_jwt(ref2, 'anon')}')",
        f"EXPO_PUBLIC_SUPABASE_ANON_KEY={supa_jwt(supa_ref(), 'anon')}",
    )
    r.add(
        "supabase_project_ref",
        f"tacoloco supabase project url https://{supa_ref()}.supabase.co (region us-east-1)",
        f"supabase link --project-ref {supa_ref()}   # db password is in 1password, it'll prompt",
        f"storage public bucket: https://{supa_ref()}.supabase.co/storage/v1/object/public/menu/{uid()}.webp",
    )

    # --- Clerk public
    r.add(
        "clerk_publishable_key",
        f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={clerk_pk('clerk.members.bartonbrew.example')}",
        f"clerk pk for the dev instance: {clerk_pk(pick('happy', 'brave', 'quiet') + '-' + pick('otter', 'heron', 'gecko') + '-' + digits(2) + '.clerk.accounts.dev', live=False)}",
        f"<ClerkProvider publishableKey=\"{clerk_pk('clerk.hcyoga.example')}\">",
    )
    r.add(
        "clerk_user_and_org_ids",
        f"test user in clerk: user_2{rnd(ALNUM, 26)} (org org_2{rnd(ALNUM, 26)})",
        f"clerk instance id ins_2{rnd(ALNUM, 26)} for riverbend prod",
    )

    # --- captcha site keys
    r.add(
        "recaptcha_site_key",
        f"reCAPTCHA site key (goes in the <script> tag, public): {captcha_key()}",
        f"NEXT_PUBLIC_RECAPTCHA_SITE_KEY={captcha_key()}",
        f"<div class=\"g-recaptcha\" data-sitekey=\"{captcha_key()}\"></div>",
        "google's always-pass test site key for localhost is 6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI (from their faq)",
    )
    r.add(
        "hcaptcha_site_key",
        f"hcaptcha sitekey lone star peds: {uid()}",
        f"<HCaptcha sitekey=\"{uid()}\" onVerify={{setToken}} />",
    )
    r.add(
        "turnstile_site_key",
        f"turnstile site key barton springs signup: {turnstile(False)} (widget mode managed)",
        f"NEXT_PUBLIC_TURNSTILE_SITE_KEY={turnstile(False)}",
    )

    # --- Firebase web config + Google browser keys
    proj = pick("tacoloco-app", "lonestar-peds", "zilker-app")
    r.add(
        "firebase_web_config",
        "const firebaseConfig = {\n"
        f"  apiKey: \"{gkey()}\",\n"
        f"  authDomain: \"{proj}.firebaseapp.com\",\n"
        f"  projectId: \"{proj}\",\n"
        f"  storageBucket: \"{proj}.appspot.com\",\n"
        f"  messagingSenderId: \"{digits(12, True)}\",\n"
        f"  appId: \"{fb_app_id()}\",\n"
        f"  measurementId: \"{ga4()}\"\n"
        "};",
        f"firebase web apiKey for tacoloco is {gkey()} — it's just an identifier, security is in the rules",
        f"NEXT_PUBLIC_FIREBASE_API_KEY={gkey()}\nNEXT_PUBLIC_FIREBASE_APP_ID={fb_app_id()}",
        f"GoogleService-Info.plist values i needed for the expo config plugin: API_KEY {gkey()}, GOOGLE_APP_ID {fb_app_id('ios')}, GCM_SENDER_ID {digits(12, True)}",
    )
    r.add(
        "google_maps_browser_key",
        f"maps javascript api key (HTTP referrer restricted to *.riverbend.example/*): {gkey()}",
        f"NEXT_PUBLIC_GOOGLE_MAPS_KEY={gkey()}  # browser key, referrer-locked, the server key is separate and NOT here",
        f"<script src=\"https://maps.googleapis.com/maps/api/js?key={gkey()}&libraries=places\"></script>",
    )
    r.add(
        "google_oauth_client_id",
        f"google sign-in ios client id: {gclient_id()}",
        f"EXPO_PUBLIC_GOOGLE_WEB_CLIENT_ID={gclient_id()}",
        f"reversed client id url scheme for the plist: com.googleusercontent.apps.{digits(12, True)}-{rnd(LOWER + DIGITS, 32)}",
    )

    # --- Sentry public
    r.add(
        "sentry_dsn",
        f"NEXT_PUBLIC_SENTRY_DSN={sentry_dsn()}",
        f"Sentry.init({{ dsn: '{sentry_dsn()}', tracesSampleRate: 0.2 }})",
        f"sentry dsn for the tacoloco rn app (public, it's in every crash report anyway): {sentry_dsn()}",
        f"riverbend-web dsn {sentry_dsn()} — auth token for sourcemaps is a separate thing, stored in github secrets",
    )
    r.add(
        "sentry_issue_and_release",
        f"sentry issue RIVERBEND-WEB-{rnd(UPPER + DIGITS, 3)} started with release {hexs(40)}",
        f"event id {hexs(32)} — the null map crash on android 14",
    )

    # --- analytics public keys
    r.add(
        "posthog_project_key",
        f"NEXT_PUBLIC_POSTHOG_KEY=phc_{rnd(ALNUM, 43)}\nNEXT_PUBLIC_POSTHOG_HOST=https://us.i.posthog.com",
        f"posthog.init('phc_{rnd(ALNUM, 43)}', {{ api_host: '/ingest' }})",
        f"posthog project api key (write-only, public) for zilker: phc_{rnd(ALNUM, 43)}",
    )
    r.add(
        "segment_write_key",
        f"segment browser write key bluebonnet: {rnd(ALNUM, 32)} (analytics.js source)",
        f"analytics.load(\"{rnd(ALNUM, 32)}\")",
        f"segment source 'riverbend-web' write key {rnd(ALNUM, 32)} — client-side, fine to expose",
    )
    r.add(
        "amplitude_public_api_key",
        f"amplitude api key (browser sdk, public) zilker: {hexs(32)}",
        f"amplitude.init('{hexs(32)}', {{ defaultTracking: true }})",
    )
    r.add(
        "mixpanel_project_token",
        f"mixpanel token (it's in the js snippet, public): {hexs(32)}",
        f"mixpanel.init(\"{hexs(32)}\", {{track_pageview: true}}) — pecan bikes",
    )
    r.add(
        "ga4_and_gtm_ids",
        f"bluebonnet GA4 measurement id {ga4()}, GTM container GTM-{rnd(UPPER + DIGITS, 7)}",
        f"NEXT_PUBLIC_GA_ID={ga4()}",
        f"meta pixel id {digits(16, True)} + GA4 {ga4()} for hcyoga launch",
    )

    # --- Contentful public
    r.add(
        "contentful_delivery_token",
        f"contentful CDA token (delivery api, published content only — they said it's fine to be public): {rnd(URLSAFE, 43)}",
        f"NEXT_PUBLIC_CONTENTFUL_SPACE_ID={rnd(LOWER + DIGITS, 12)}\nNEXT_PUBLIC_CONTENTFUL_ACCESS_TOKEN={rnd(URLSAFE, 43)}",
        f"https://cdn.contentful.com/spaces/{rnd(LOWER + DIGITS, 12)}/environments/master/entries?access_token={rnd(URLSAFE, 43)}&content_type=menuItem",
    )
    r.add(
        "contentful_entry_id",
        f"hero banner entry {rnd(ALNUM, 22)} in space {rnd(LOWER + DIGITS, 12)} has the broken image",
        f"asset id {rnd(ALNUM, 22)} is the new logo svg",
    )

    # --- push / flags / IAP public ids
    r.add(
        "onesignal_app_id",
        f"onesignal app id tacoloco: {uid()}",
        f"OneSignal.initialize(\"{uid()}\");",
        f"EXPO_PUBLIC_ONESIGNAL_APP_ID={uid()}  # rest api key is NOT this, it's server only",
    )
    r.add(
        "expo_project_id",
        f"app.json → extra.eas.projectId: \"{uid()}\"",
        f"zilker expo project id {uid()}, owner acme-agency, slug zilker-outfitters",
        f"eas build id {uid()} (ios, production profile) — the one with the splash fix",
    )
    r.add(
        "revenuecat_public_sdk_key",
        f"revenuecat public sdk keys hcyoga\nios: appl_{rnd(ALNUM, 27)}\nandroid: goog_{rnd(ALNUM, 27)}",
        f"Purchases.configure({{ apiKey: 'appl_{rnd(ALNUM, 27)}' }})",
    )
    r.add(
        "launchdarkly_client_side_id",
        f"launchdarkly client-side id (react sdk, public): {hexs(24)}",
        f"NEXT_PUBLIC_LD_CLIENT_ID={hexs(24)}",
    )
    r.add(
        "paypal_and_braintree_public",
        f"paypal client id for the js sdk button (public) tacoloco: A{rnd(URLSAFE, 79)}",
        f"<script src=\"https://www.paypal.com/sdk/js?client-id=A{rnd(URLSAFE, 79)}&currency=USD\"></script>",
        f"braintree tokenization key for drop-in (client side): production_{rnd(LOWER + DIGITS, 8)}_{rnd(LOWER + DIGITS, 16)}",
    )

    # --- mobile identity
    r.add(
        "bundle_identifier",
        "bundle ids: ios com.acmeagency.tacoloco, android com.acmeagency.tacoloco (don't rename, push certs depend on it)",
        "zilker: com.zilkeroutfitters.app / applinks:zilker.example",
        "hcyoga bundle id com.hillcountryyoga.studio, app store id 64" + digits(8),
    )
    r.add(
        "signing_cert_fingerprint",
        f"upload key SHA-1 (for google sign-in / firebase android app): {fingerprint()}",
        f"play app signing cert\nSHA-1: {fingerprint()}\nSHA-256: {fingerprint(32)}",
        f"assetlinks.json sha256_cert_fingerprints: [\"{fingerprint(32)}\"]",
        f"debug keystore sha1 on my mac {fingerprint()} (android debug key, password is the default everyone knows)",
    )
    r.add(
        "app_store_connect_ids",
        f"ASC api key id {rnd(UPPER + DIGITS, 10)}, issuer id {uid()} — the .p8 itself is in 1password 'ASC keys'",
        f"eas.json submit.production.ios: ascAppId \"{digits(10, True)}\", appleTeamId \"{rnd(UPPER + DIGITS, 10)}\"",
        f"apple team id {rnd(UPPER + DIGITS, 10)} (acme agency llc), services id com.acmeagency.lonestar.signin",
    )
    r.add(
        "keystore_reference",
        "upload keystore for tacoloco: android/app/upload.jks is gitignored, alias upload, both passwords in 1P item 'tacoloco android upload'",
        "EAS manages the zilker keystore now (credentials.json not needed). `eas credentials` to download if we ever leave",
        "storePassword=System.getenv(\"UPLOAD_STORE_PASSWORD\") in build.gradle — set it in bitrise secrets, not here",
    )

    # --- Shopify public
    store = pick("zilker-outfitters", "barton-brew-shop")
    r.add(
        "shopify_storefront_token",
        f"shopify storefront api token (public, used in the next.js product grid): {hexs(32)}",
        f"NEXT_PUBLIC_SHOPIFY_STOREFRONT_ACCESS_TOKEN={hexs(32)}\nNEXT_PUBLIC_SHOPIFY_STORE_DOMAIN={store}.myshopify.com",
        f"headers: {{ 'X-Shopify-Storefront-Access-Token': '{hexs(32)}' }} // storefront, unauthenticated scopes only",
    )
    r.add(
        "shopify_resource_gid",
        f"product gid://shopify/Product/{digits(13, True)}, variant gid://shopify/ProductVariant/{digits(14, True)}",
        f"order #{digits(4, True)} ({store}) — gid://shopify/Order/{digits(13, True)} stuck in unfulfilled",
    )

    # --- redaction, references, talk about keys
    r.add(
        "redacted_key",
        "stripe dashboard shows the live secret as sk_live_…" + rnd(ALNUM, 4) + ", the one in vercel ends in the same 4 so it matches",
        f"mapbox sk.eyJ1Ijo…{rnd(URLSAFE, 4)} (redacted in the screenshot for the client)",
        "SUPABASE_SERVICE_ROLE_KEY=eyJhbGciOi*********************** (masked in the ci log, good)",
        f"shpat_{'*' * 28}{hexs(4)} ← what shopify shows after you leave the page. need to reinstall the app to see it again",
    )
    r.add(
        "env_var_names_only",
        "vars to set in vercel for riverbend prod:\nSTRIPE_SECRET_KEY\nSTRIPE_WEBHOOK_SECRET\nSUPABASE_SERVICE_ROLE_KEY\nSENTRY_AUTH_TOKEN\nALGOLIA_ADMIN_KEY",
        "eas secrets tacoloco: SENTRY_AUTH_TOKEN, GOOGLE_SERVICES_JSON (file), EXPO_PUBLIC_* don't need to be secrets",
        "STRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\nCLERK_SECRET_KEY=\n(.env.example — values go in .env.local, never commit)",
        "process.env.MAPBOX_SECRET_TOKEN is undefined in edge runtime?? check vercel env scoping",
    )
    r.add(
        "secret_location_reference",
        "all bluebonnet keys live in 1Password vault 'Client – Bluebonnet', item names match the env var names",
        "the firebase service account json for lone star peds is in the shared drive /clients/lsp/creds (restricted), NOT in the repo",
        "aws ssm path for riverbend: /riverbend/prod/stripe_secret_key, /riverbend/prod/algolia_admin_key",
    )
    r.add(
        "key_rotation_note",
        f"rotated the stripe sk_live for hcyoga on {pick('6/3', '6/12', '7/1')} after Jess pasted it in slack. old one rolled w/ 12h expiry. new one in 1P",
        "revoked the old sentry org token + netlify PAT, both were in the deleted gh actions workflow",
        "reminder: supabase doesn't let you rotate service_role without rotating the jwt secret (which kills all sessions). schedule a window w/ lone star peds",
    )
    r.add(
        "password_policy_note",
        "wp admin passwords for clients: 20+ chars generated, no reuse, 2FA via wp 2fa plugin — bluebonnet still on the old one, reset pending",
        "keystore passwords must be ≥ 6 chars or keytool complains; we use 24 random, stored in 1P",
        "apple review demo account password was changed by the client, ask Kayla for the new one before resubmitting",
    )
    r.add(
        "secret_vs_public_cheatsheet",
        "cheat sheet:\npk_live_ / pk_test_ → browser ok\nsk_live_ / rk_live_ → server only\nmapbox pk. public, sk. secret\nsupabase anon public, service_role secret",
        "algolia: search-only key in frontend, admin key never. firebase apiKey is fine public. google maps: browser key w/ referrer limit, server key w/ IP limit",
        "reCAPTCHA: site key = html, secret = server. contentful: CDA token ok in client for public content, CMA + preview tokens stay server side",
    )

    # --- other identifiers with random parts
    r.add(
        "git_commit_sha",
        f"the regression came in at {hexs(40)} (\"bump next to 14.2\"), revert is {hexs(7)}",
        f"tacoloco release 2.4.1 = commit {hexs(40)}",
        f"git bisect bad {hexs(12)}; good {hexs(12)}",
    )
    r.add(
        "vercel_and_netlify_ids",
        f"vercel project id prj_{rnd(ALNUM, 28)}, org team_{rnd(ALNUM, 24)} (for .vercel/project.json)",
        f"bad deploy dpl_{rnd(ALNUM, 28)} — promote the previous one",
        f"netlify site id hcyoga {uid()}, deploy id {hexs(24)}",
    )
    r.add(
        "integrity_hash",
        f"<script src=\"https://cdn.acme.example/widget.js\" integrity=\"sha384-{b64(secrets.token_bytes(48))}\" crossorigin=\"anonymous\">",
        f"package-lock integrity for @acme-agency/ui-kit 3.1.0: sha512-{b64(secrets.token_bytes(64))}",
        f"docker image for the preview api: ghcr.io/acme-agency/preview-api@sha256:{hexs(64)}",
    )
    r.add(
        "ssh_public_key",
        f"deploy key (public) added to the bluebonnet repo: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@acme",
        f"my mac mini pubkey for the staging box: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@acme-mini",
    )
    r.add(
        "jira_ticket_and_pr",
        f"RBR-{digits(3, True)} map cluster flicker, PR #{digits(3, True)}, preview https://riverbend-git-fix-cluster-acme.vercel.app",
        f"TACO-{digits(3, True)}: apple rejected 2.4.0 (guideline 4.8), resubmission id {uid()}",
    )
    r.add(
        "invoice_bank_details",
        f"invoice for the berlin client (EUR, wise account): IBAN {be_iban()} BIC TRWIBEB1XXX, ref ACME-INV-{digits(4, True)}",
        f"invoice ACME-{digits(5, True)} to riverbend, net 30, PO {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "app_version_and_build",
        f"tacoloco ios 2.4.1 (build {digits(3, True)}), android versionCode {digits(4, True)}, runtimeVersion 2.4.0",
        f"eas update group {uid()} pushed to channel production, message \"fix tip rounding\"",
        f"next 14.2.{digits(1)} / react-native 0.74.{digits(1)} / expo sdk 51",
    )
    r.add(
        "hosts_and_ips",
        f"staging api staging.riverbend.test → 10.20.{secrets.randbelow(255)}.{secrets.randbelow(255)}, vercel egress ips are the allowlist for the maps server key",
        f"client's wp host is wp.bluebonnet.example (cloudflare in front), origin 192.0.2.{secrets.randbelow(254) + 1}",
    )
    r.add(
        "cloudinary_public_id",
        f"cloudinary cloud name acme-agency, image public id riverbend/listings/{rnd(LOWER + DIGITS, 20)}",
        f"https://res.cloudinary.com/acme-agency/image/upload/f_auto,q_auto/v{epoch()}/hcyoga/{rnd(LOWER + DIGITS, 20)}.jpg",
    )
    r.add(
        "shipping_tracking_number",
        f"test devices from the client shipped ups 1Z{rnd(UPPER + DIGITS, 16)}",
        f"fedex tracking {digits(12, True)} for the pixel 8 we ordered for QA",
    )
    r.add(
        "client_contacts",
        "Kayla @ zilker: (512) 555-0147, prefers text. Marisol @ bluebonnet: marisol@bluebonnet.example",
        "lone star peds IT guy: Ray, (737) 555-0190, ask him for the hcaptcha/google workspace stuff",
    )
    r.add(
        "otp_and_verification_talk",
        "apple 2fa codes for the shared dev account go to Dre's phone — ping him in slack, takes 2 min",
        "clerk sends a 6-digit email code on sign in; the test user uses +clerk_test email so the code is always the documented test value",
    )
    return r


def main() -> None:
    write_corpora("make_heldout139.py", [
        ("heldout139_credentials.yaml", credentials(), "batch 139 (Austin agency frontend/mobile dev: secret twins of public keys), written blind; every value synthetic"),
        ("heldout139_lookalikes.yaml", lookalikes(), "batch 139 look-alikes: publishable/public-by-design keys, ids, fingerprints, redacted keys and env names, written blind"),
    ])


if __name__ == "__main__":
    main()
