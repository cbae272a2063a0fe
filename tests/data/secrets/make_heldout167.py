# ruff: noqa: E501
"""Writes heldout167_credentials.yaml and heldout167_lookalikes.yaml: held-out batch 167.

Persona: Mara, a solo indie mobile developer in Austin (Little Cactus Apps LLC) who ships two
apps, Tallyho (a Flutter habit tracker) and Pawprint Log (native Swift / Kotlin pet-meds log).
She keeps casual English notes about App Store Connect and Play Console keys, keystores,
RevenueCat, Sentry, OneSignal, Firebase, Stripe and Mapbox, TestFlight reviewer logins, CI
secrets, and a pile of public config values, ids and fingerprints that ship inside the apps.

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
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    jwt,
    luhn,
    openai_project_key,
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

HEXU = HEX.upper()
B32L = LOWER + "234567"
B32U = UPPER + "234567"
WORDS = ["cactus", "brisket", "pecan", "armadillo", "bluebonnet", "taco", "kayak", "lizard",
         "porch", "cicada", "guitar", "sunset", "pickup", "mesquite", "queso", "river", "bat",
         "lantern", "cedar", "canyon", "rodeo", "sprocket", "velvet", "pebble"]


# --- value makers ----------------------------------------------------------------------------

def lines(text: str, width: int = 64) -> str:
    return "\n".join(text[i:i + width] for i in range(0, len(text), width))


def p8() -> str:
    """An App Store Connect / APNs .p8 key: PKCS#8 EC P-256, as Apple hands it out."""
    der = (bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
           + secrets.token_bytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04"
           + secrets.token_bytes(64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines(b64(der))}\n-----END PRIVATE KEY-----"


def ec_pub_body() -> str:
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + secrets.token_bytes(64)
    return lines(b64(der))


def rsa_pkcs8(n: int = 900) -> str:
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7") + secrets.token_bytes(n)
    return f"-----BEGIN PRIVATE KEY-----\n{lines(b64(der))}\n-----END PRIVATE KEY-----\n"


def sa_json(project: str, name: str, pretty: bool = True) -> str:
    data = {
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": rsa_pkcs8(),
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    return json.dumps(data, indent=2 if pretty else None)


def compact_b64u(d: dict) -> str:
    return b64u(json.dumps(d, separators=(",", ":")).encode())


def mapbox(prefix: str, user: str) -> str:
    return f"{prefix}.{compact_b64u({'u': user, 'a': 'cl' + rnd(LOWER + DIGITS, 23)})}.{rnd(URLSAFE, 22)}"


def stripe(prefix: str) -> str:
    return f"{prefix}_51{secrets.choice(UPPER + DIGITS)}{rnd(ALNUM, 96)}"


def rc_secret() -> str:
    return "sk_" + rnd(ALNUM, 32)


def rc_public(store: str) -> str:
    return f"{store}_" + rnd(ALNUM, 27)


def sentry_org_token(org: str) -> str:
    body = compact_b64u({"iat": epoch() + 0.5, "url": "https://sentry.example", "region_url": "https://us.sentry.example", "org": org})
    return f"sntrys_{body}_{rnd(ALNUM + '+/', 43)}"


def sentry_user_token() -> str:
    return "sntryu_" + hexs(64)


def onesignal_rest() -> str:
    return pick("os_v2_app_" + rnd(B32L, 113), b64(secrets.token_bytes(36)))


def apple_asp() -> str:
    return groups(rnd(LOWER, 16), 4, "-")


def fb_api_key() -> str:
    return "AIzaSy" + rnd(URLSAFE, 33)


def fcm_legacy() -> str:
    return "AAAA" + rnd(URLSAFE, 7) + ":APA91b" + rnd(URLSAFE, 134)


def gocspx() -> str:
    return "GOCSPX-" + rnd(URLSAFE, 28)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def phc() -> str:
    return "phc_" + rnd(ALNUM, 43)


def phx() -> str:
    return "phx_" + rnd(ALNUM, 43)


def supa(role: str, ref: str) -> str:
    t = epoch()
    return jwt({"iss": "supabase", "ref": ref, "role": role, "iat": t, "exp": t + 315360000})


def totp_seed() -> str:
    return rnd(B32U, 32)


def jks_b64() -> str:
    return b64(bytes.fromhex("feedfeed00000002") + secrets.token_bytes(180))


def fp(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def team_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def udid() -> str:
    return pick(f"0000{pick('8101', '8110', '8120', '8130')}-00{rnd(HEXU, 14)}", hexs(40))


def adam_id() -> str:
    return pick("1", "6") + digits(9)


def gpa() -> str:
    return f"GPA.33{digits(2)}-{digits(4)}-{digits(4)}-{digits(5)}"


def plate() -> str:
    return f"{rnd(UPPER, 3)}-{digits(4)}"


def phone() -> str:
    return f"(512) 555-01{digits(2)}"


def google_refresh() -> str:
    return "1//0" + secrets.choice(LOWER) + rnd(URLSAFE, 98)


def google_access() -> str:
    return "ya29.a0" + rnd(URLSAFE, 150)


# --- credentials -----------------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()

    kid = team_id()
    r.add("app_store_connect_api_key_p8",
          f"ASC api key for fastlane (Tallyho + Pawprint, App Manager role). key id {kid}, issuer {uid()}\nAuthKey_{kid}.p8 contents:\n{p8()}",
          f"pasting the .p8 here bc I only get to download it ONCE from apple lol\n\n{p8()}",
          f"app_store_connect_api_key(\n  key_id: \"{kid}\",\n  issuer_id: \"{uid()}\",\n  key_content: \"{p8().replace(chr(10), chr(92) + 'n')}\",\n  in_house: false\n)",
          f"new ASC key after the old one got revoked -> {team_id()}\n{p8()}")

    r.add("android_upload_keystore_password",
          f"tallyho upload-keystore.jks  storePassword={pw()}  (don't lose this again!!)",
          f"key.properties for pawprint\nstorePassword={pw()}\nkeyPassword={pw()}\nkeyAlias=upload\nstoreFile=../keys/pawprint-upload.jks",
          f"keystore pw is {pick('Cactus', 'Brisket', 'Pecan')}{digits(4)}{pick('!', '#', '$')}  -- same one I used in 2022 for the old app, should rotate someday",
          f"keytool -list -v -keystore ~/keys/tallyho-upload.jks -alias upload -storepass '{pw()}'")

    r.add("android_key_alias_password",
          f"alias 'upload' key password (different from store pw!!): {pw()}",
          f"signingConfigs {{\n    release {{\n        keyAlias 'pawprint'\n        keyPassword '{pw()}'\n        storeFile file('pawprint.jks')\n        storePassword '{pw()}'\n    }}\n}}",
          f"remember: gradle keeps failing w/ 'Cannot recover key' -> thats the KEY pw not the store pw. key pw = {rnd(ALNUM, 14)}")

    r.add("play_console_service_account_json",
          f"play console api service acct (fastlane supply) json:\n{sa_json('pc-api-' + digits(19, lead=True)[:12], 'fastlane-supply')}",
          f"PLAY_JSON secret value, one line so I can paste into codemagic:\n{sa_json('little-cactus-play', 'play-publisher', pretty=False)}",
          f"the json_key_data for supply, pawprint:\n{sa_json('pawprint-' + digits(6), 'gp-uploader')}")

    r.add("revenuecat_secret_api_key",
          f"RevenueCat secret key (v1) for the webhook server / backfill script: {rc_secret()}",
          f"curl -H 'Authorization: Bearer {rc_secret()}' https://api.revenuecat.example/v1/subscribers/$APP_USER_ID",
          f"RC secret api key pawprint\n{rc_secret()}\nDO NOT put this in the flutter app, that's what the appl_/goog_ keys are for",
          f"REVENUECAT_API_KEY={rc_secret()}  # server only")

    r.add("sentry_auth_token",
          f"sentry org auth token for dSYM + proguard mapping upload: {sentry_org_token('little-cactus')}",
          f".sentryclirc\n[auth]\ntoken={sentry_user_token()}\n[defaults]\norg=little-cactus\nproject=tallyho-flutter",
          f"SENTRY_AUTH_TOKEN={sentry_org_token('little-cactus')} flutter packages pub run sentry_dart_plugin",
          f"sentry user token (my personal one, scope project:releases) {sentry_user_token()}")

    r.add("onesignal_rest_api_key",
          f"OneSignal REST key tallyho (for sending the streak reminders from the cron): {onesignal_rest()}",
          f"curl --request POST --url https://api.onesignal.example/notifications -H 'Authorization: Key {onesignal_rest()}' -H 'content-type: application/json' --data '{{\"app_id\":\"{uid()}\",\"contents\":{{\"en\":\"Don\\'t break your streak!\"}}}}'",
          f"onesignal pawprint\napp id {uid()} (fine to share)\nrest api key {onesignal_rest()} (NOT fine to share)")

    r.add("apple_app_specific_password",
          f"app-specific pw for altool/transporter: {apple_asp()}",
          f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={apple_asp()}",
          f"made a new app specific password called 'transporter-mbp' -> {apple_asp()}  (the old one was on the intel mac)")

    r.add("testflight_reviewer_account_password",
          f"App Review demo login for Tallyho:\nuser: review@tallyho.example\npass: {pw()}\n(has premium unlocked + 40 days of fake habits)",
          f"reviewer account for pawprint — appreview.pawprint@littlecactus.example / {rnd(ALNUM, 12)}  — put in the 'Sign-in information' box",
          f"testflight external testers shared acct: tester1@tallyho.example pw {pick('Streaky', 'Habit', 'Tally')}{digits(3)}!{pick('go', 'yay', 'ok')}",
          f"for the google play review too: demo@pawprint.example  password = {pw()}")

    r.add("firebase_admin_sdk_private_key",
          f"firebase admin sdk key (tallyho-prod) for the cloud functions outside firebase:\n{sa_json('tallyho-prod', 'firebase-adminsdk-' + rnd(LOWER + DIGITS, 5))}",
          f"FIREBASE_PRIVATE_KEY=\"{rsa_pkcs8(600).replace(chr(10), chr(92) + 'n')}\"",
          f"admin sdk pawprint, just the private key part:\n{rsa_pkcs8(700)}")

    r.add("stripe_secret_key",
          f"stripe live secret key (web checkout for lifetime unlock): {stripe('sk_live')}",
          f"STRIPE_SECRET_KEY={stripe('sk_live')}\nSTRIPE_PUBLISHABLE_KEY={stripe('pk_live')}",
          f"test mode sk for local dev -> {stripe('sk_test')}",
          f"stripe.api_key = \"{stripe('sk_live')}\"  # TODO move to env before I commit this")

    r.add("mapbox_secret_download_token",
          f"mapbox SECRET token w/ DOWNLOADS:READ scope (needed for the iOS sdk via SPM / .netrc):\n{mapbox('sk', 'littlecactus')}",
          f"~/.netrc\nmachine api.mapbox.example\nlogin mapbox\npassword {mapbox('sk', 'littlecactus')}",
          f"gradle.properties -> MAPBOX_DOWNLOADS_TOKEN={mapbox('sk', 'marawhit')}")

    r.add("stripe_webhook_signing_secret",
          f"stripe webhook endpoint /hooks/stripe signing secret {'whsec_' + rnd(ALNUM, 32)}",
          f"local `stripe listen` printed: Ready! Your webhook signing secret is whsec_{rnd(ALNUM, 32)} (^C to quit)")

    r.add("stripe_restricted_key",
          f"restricted key for the analytics script (read only charges): {stripe('rk_live')}",
          f"rk for zapier -> {stripe('rk_live')}")

    r.add("apple_id_password",
          f"apple developer account\nmara@littlecactus.example\n{pw()}\n2FA goes to my iphone + the old pixel",
          f"appleid pw changed today to {pick('Bluebonnet', 'Armadillo', 'Mesquite')}-{digits(2)}-{pick('Porch', 'River', 'Canyon')}! (the dev account one, not personal)",
          f"FASTLANE_USER=mara@littlecactus.example FASTLANE_PASSWORD='{pw()}' fastlane pilot upload")

    r.add("apple_id_recovery_key",
          f"Apple ID recovery key (dev account) — printed copy is in the fire box too:\n{'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
          f"recovery key {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))} - needed if I ever lose both trusted devices")

    r.add("google_account_password",
          f"google acct that owns the play console (dev@littlecactus.example) pw: {pw()}",
          f"play console login is the dev@ google account, pw {rnd(ALNUM + '!@#', 18)} — NOT my gmail")

    r.add("google_2fa_backup_codes",
          "dev@ google backup codes:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(8)),
          "backup codes for play console google acct, used #1 and #2 already: " + ", ".join(f"{digits(4)} {digits(4)}" for _ in range(6)))

    r.add("google_account_totp_seed",
          f"authenticator seed for dev@ (so I can add it to the new phone): {groups(totp_seed().lower(), 4)}",
          f"otpauth://totp/Google%3Adev%40littlecactus.example?secret={totp_seed()}&issuer=Google")

    r.add("fastlane_match_password",
          f"MATCH_PASSWORD (decrypts the certs repo): {phrase(WORDS, 5, '-')}",
          f"match passphrase = {pw()}\nrepo: git@git.littlecactus.internal:mara/certificates.git",
          f"export MATCH_PASSWORD=\"{phrase(WORDS, 4, ' ')} {digits(2)}\"")

    r.add("fastlane_match_git_basic_auth",
          f"MATCH_GIT_BASIC_AUTHORIZATION={b64(('mara:' + ghp()).encode())}",
          f"for codemagic the match repo auth is base64 of user:token -> {b64(('littlecactus-ci:' + ghp()).encode())}")

    r.add("github_personal_access_token",
          f"gh PAT for CI to pull the private flutter packages repo: {ghp()}",
          f"fine-grained token (certificates repo, read only, exp 90 days) github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"git clone https://mara:{ghp()}@git.littlecactus.example/mara/tallyho_core.git")

    r.add("algolia_admin_api_key",
          f"algolia (pawprint med search) app {rnd(UPPER + DIGITS, 10)}\nADMIN key {hexs(32)} <- only for the import script",
          f"algolia write/admin key: {hexs(32)}  (the search-only one is the other one)")

    r.add("posthog_personal_api_key",
          f"posthog personal api key for the dashboards export: {phx()}",
          f"POSTHOG_PERSONAL_API_KEY={phx()}")

    apns = team_id()
    r.add("apns_auth_key_p8",
          f"APNs auth key (sandbox+prod) key id {apns}, team {team_id()}\n{p8()}",
          f"the push .p8 for onesignal upload — AuthKey_{apns}.p8\n{p8()}")

    r.add("fcm_legacy_server_key",
          f"old FCM server key (legacy api, still used by the v1 cron, migrate!!) {fcm_legacy()}",
          f"Authorization: key={fcm_legacy()}")

    r.add("google_oauth_client_secret",
          f"google sign-in web client (for the backend token exchange)\nclient id {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com\nclient secret {gocspx()}",
          f"GOOGLE_CLIENT_SECRET={gocspx()}")

    r.add("sign_in_with_apple_client_secret",
          f"SIWA client_secret jwt I generated (good for 6 months, regen in march): {jwt({'iss': team_id(), 'iat': epoch(), 'exp': epoch() + 15552000, 'aud': 'https://appleid.apple.com', 'sub': 'com.littlecactus.tallyho.signin'}, alg='ES256', signature=rnd(URLSAFE, 86))}",
          f"apple sign in secret for supabase auth provider:\n{jwt({'iss': team_id(), 'iat': epoch(), 'exp': epoch() + 15552000, 'aud': 'https://appleid.apple.com', 'sub': 'com.littlecactus.pawprint.web'}, alg='ES256', signature=rnd(URLSAFE, 86))}")

    ref = rnd(LOWER, 20)
    r.add("supabase_service_role_key",
          f"supabase pawprint SERVICE ROLE key (bypasses RLS, server only!!): {supa('service_role', ref)}",
          f"SUPABASE_SERVICE_ROLE_KEY={supa('service_role', rnd(LOWER, 20))}",
          f"for the migration script use the service_role one:\n{supa('service_role', ref)}")

    r.add("database_connection_string",
          f"DATABASE_URL=postgres://pawprint_app:{rnd(ALNUM, 20)}@db.pawprint.internal:5432/pawprint",
          f"supabase direct connection: postgresql://postgres:{pw()}@db.{ref}.supabase.example:5432/postgres",
          f"psql \"host=pg.littlecactus.internal user=mara password={rnd(ALNUM, 16)} dbname=tallyho sslmode=require\"")

    r.add("sendgrid_api_key",
          f"sendgrid key for the 'your weekly habit recap' emails: {sendgrid_key()}",
          f"SENDGRID_API_KEY={sendgrid_key()}")

    r.add("resend_api_key",
          f"switched recap emails to resend, key: re_{rnd(ALNUM, 8)}_{rnd(ALNUM, 24)}",
          f"RESEND_API_KEY=re_{rnd(ALNUM, 8)}_{rnd(ALNUM, 24)}")

    r.add("openai_api_key",
          f"openai key for the 'suggest a habit' feature (proxy only, never in app): {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}\nOPENAI_MODEL=gpt-4o-mini")

    r.add("aws_access_key",
          f"S3 bucket for pet photos (pawprint-uploads) IAM user pawprint-api\nAccess key ID: {aws_key_id()}\nSecret access key: {aws_secret()}",
          f"aws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 sync build/web s3://tallyho-site")

    r.add("cloudflare_api_token",
          f"cloudflare token (DNS edit for littlecactus.example, used by the caddy acme thing): {rnd(URLSAFE, 40)}",
          f"CF_API_TOKEN={rnd(URLSAFE, 40)}")

    r.add("ssh_deploy_private_key",
          f"deploy key for the vps (tallyho api box), private half:\n{openssh_private()}",
          f"codemagic SSH key for pulling certificates repo:\n{openssh_private()}")

    r.add("android_keystore_base64_ci",
          f"ANDROID_KEYSTORE_BASE64 (base64 -i upload-keystore.jks | pbcopy) =\n{jks_b64()}",
          f"github actions secret KEYSTORE_B64 value for pawprint: {jks_b64()}\nstore pass {pw()}")

    r.add("card_for_developer_fees",
          f"business amex (apple $99 + google fees + mapbox) {groups(luhn('37', 15), 5)} exp {card_expiry()} cid {digits(4)}",
          f"LLC visa for apple dev renewal: {groups(luhn('4'), 4)} {card_expiry()} cvv {digits(3)} zip 787{digits(2)}",
          f"card on file w/ codemagic + sentry is the chase ink one {luhn('4')}, exp {card_expiry()}, security code {digits(3)}")

    r.add("stripe_account_password",
          f"stripe dashboard: mara@littlecactus.example / {pw()}",
          f"stripe login pw {rnd(ALNUM + '!#%', 17)}  2fa via authenticator")

    r.add("stripe_2fa_backup_code",
          f"stripe backup code (one-time, if phone dies): {rnd(LOWER, 4)}-{rnd(LOWER, 4)}-{rnd(LOWER, 4)}-{rnd(LOWER, 4)}-{rnd(LOWER, 4)}",
          f"stripe 2fa backup: {rnd(LOWER + DIGITS, 20)}")

    tw = "AC" + hexs(32)
    r.add("twilio_auth_token",
          f"twilio (SMS login codes for pawprint household invites) sid {tw} token {hexs(32)}",
          f"TWILIO_ACCOUNT_SID={tw}\nTWILIO_AUTH_TOKEN={hexs(32)}")

    r.add("coworking_door_code",
          f"capital factory-ish coworking on 5th — door code {digits(4)}#, after 8pm use side door {digits(5)}",
          f"new keypad code at the cowork is {digits(6)} (they change it monthly)")

    r.add("coworking_wifi_password",
          f"cowork wifi: CactusCowork-5G / {pick('Breakfast', 'Coldbrew', 'Tacos')}{pick('Taco', 'Tuesday', 'Hustle')}{digits(3)}",
          f"WIFI:T:WPA;S:LittleCactusOffice;P:{rnd(ALNUM, 14)};;")

    r.add("domain_registrar_password",
          f"namecheap (littlecactus.example, tallyho.example, pawprint.example) login mara_lc pw {pw()}",
          f"registrar account pw: {pw()} — domains auto-renew in aug")

    r.add("review_demo_account_pin",
          f"pawprint demo household PIN for the reviewer (app asks for it to open the meds vault): {digits(6)}",
          f"tallyho demo acct has app lock on — PIN {digits(4)}, tell apple in review notes")

    r.add("web_push_vapid_private_key",
          f"VAPID keys for the tallyho web build\npublic: B{rnd(URLSAFE, 86)}\nprivate: {b64u(secrets.token_bytes(32))}",
          f"VAPID_PRIVATE_KEY={b64u(secrets.token_bytes(32))}")

    r.add("pub_dev_oauth_credentials",
          f"~/Library/Application Support/dart/pub-credentials.json\n{json.dumps({'accessToken': google_access(), 'refreshToken': google_refresh(), 'idToken': None, 'tokenEndpoint': 'https://accounts.google.com/o/oauth2/token', 'scopes': ['openid', 'https://www.googleapis.com/auth/userinfo.email'], 'expiration': epoch() * 1000})}",
          f"pub.dev refresh token (for publishing cactus_charts from CI): {google_refresh()}")

    r.add("local_db_encryption_key",
          f"hive box encryption key for pawprint local vault (base64, 32 bytes). if this changes everyone loses local data!!! {b64(secrets.token_bytes(32))}",
          f"const _vaultKey = '{hexs(64)}'; // TODO move to secure storage lol")

    r.add("backend_jwt_signing_secret",
          f"JWT_SECRET for the tallyho api (HS256): {rnd(URLSAFE, 48)}",
          f"api .env prod\nNODE_ENV=production\nJWT_SECRET={b64(secrets.token_bytes(32))}\nPORT=8080")

    r.add("revenuecat_webhook_auth_header",
          f"revenuecat webhook Authorization header value I set in the dashboard: Bearer {rnd(URLSAFE, 40)}",
          f"RC_WEBHOOK_SECRET={rnd(ALNUM, 32)}  (must match what's in RC > integrations > webhooks)")

    r.add("codemagic_api_token",
          f"codemagic api token (to trigger builds from the slack bot): {rnd(URLSAFE, 43)}",
          f"curl -H \"x-auth-token: {rnd(URLSAFE, 43)}\" -d '{{\"appId\":\"{hexs(24)}\",\"workflowId\":\"ios-release\",\"branch\":\"main\"}}' https://api.codemagic.example/builds")

    r.add("onesignal_user_auth_key",
          f"onesignal ORGANIZATION / user auth key (can create apps!): {b64(secrets.token_bytes(36))}",
          f"os org api key {'os_v2_org_' + rnd(B32L, 113)}")

    r.add("p12_distribution_cert_password",
          f"Apple Distribution cert exported as dist_2025.p12, export password: {pw()}",
          f"CERTIFICATE_PRIVATE_KEY / p12 pw for codemagic: {rnd(ALNUM, 12)}")

    r.add("mac_login_password",
          f"build mac mini (in the closet) login: mara / {pw()}  — needed when xcode asks for keychain",
          f"security unlock-keychain -p '{pw()}' ~/Library/Keychains/login.keychain-db")

    r.add("crypto_wallet_seed_phrase",
          f"the wallet I used for the grant payout ({pick('metamask', 'rainbow')}) seed: {phrase(['abandon', 'orbit', 'velvet', 'canyon', 'mango', 'pistol', 'lunar', 'quarter', 'fabric', 'ribbon', 'swamp', 'tiger', 'wisdom', 'ethics', 'raven', 'panel', 'gossip', 'harvest'], 12)}",
          f"seed words (12): {phrase(['kitten', 'salute', 'drift', 'oval', 'echo', 'prison', 'vacuum', 'crater', 'umbrella', 'basket', 'noble', 'grit', 'meadow', 'lemon'], 12)}")

    # a second pass: more of the same kinds, written on other days
    r.add("gmail_smtp_app_password",
          f"support@ inbox SMTP for the api's password-reset mails: smtp.gmail.example:587 user support@littlecactus.example app pw {app_password()}",
          f"google app password 'mac mail' -> {app_password()}",
          f"SMTP_PASS=\"{app_password().replace(' ', '')}\"")
    r.add("coworking_door_code", f"reminder: garage gate at the cowork is *{digits(4)} then the bell")
    r.add("stripe_webhook_signing_secret", f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}  # prod endpoint, the test one differs")
    r.add("google_oauth_client_secret", f"client_secret.json for the web client\n{json.dumps({'web': {'client_id': digits(12, lead=True) + '-' + rnd(LOWER + DIGITS, 32) + '.apps.googleusercontent.com', 'project_id': 'tallyho-prod', 'client_secret': gocspx(), 'redirect_uris': ['https://api.tallyho.example/auth/google/callback']}})}")
    r.add("posthog_personal_api_key", f"curl -H 'Authorization: Bearer {phx()}' https://us.posthog.example/api/projects/{digits(5, lead=True)}/insights/")
    r.add("apns_auth_key_p8", f"onesignal asked again for the p8 so here it is (team {team_id()}):\n{p8()}")
    r.add("fcm_legacy_server_key", f"server key from firebase console > cloud messaging (legacy):\n{fcm_legacy()}")
    r.add("sendgrid_api_key", f"sg key full access (oops, should be restricted) {sendgrid_key()}")
    r.add("cloudflare_api_token", f"cf token for wrangler (pages deploy of the landing page): {rnd(URLSAFE, 40)}")
    r.add("twilio_auth_token", f"twilio test creds: sid AC{hexs(32)} auth token {hexs(32)} (test creds, but still)")
    r.add("domain_registrar_password", f"namecheap pw reset -> new one {pw()}, 2fa is sms ugh")
    r.add("review_demo_account_pin", f"demo family code for pawprint reviewers: household 'Biscuit', join PIN {digits(6)}")
    r.add("mac_login_password", f"mac mini screen sharing (vnc) pw {rnd(ALNUM, 8)} — vnc only takes 8 chars")
    r.add("apple_id_recovery_key", f"new recovery key after I regenerated it:\n{'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}")
    r.add("revenuecat_webhook_auth_header", f"webhook auth header for pawprint RC project: {rnd(ALNUM, 40)}")
    return r


# --- look-alikes -----------------------------------------------------------------------------

def lookalikes() -> Rows:
    r = Rows()
    fbproj = f"tallyho-{digits(5)}"
    sender = digits(12, lead=True)

    r.add("firebase_google_services_json",
          f"google-services.json (tallyho android) — this ships in the apk, fine to keep here:\n{json.dumps({'project_info': {'project_number': sender, 'project_id': fbproj, 'storage_bucket': fbproj + '.appspot.com'}, 'client': [{'client_info': {'mobilesdk_app_id': f'1:{sender}:android:{hexs(16)}', 'android_client_info': {'package_name': 'com.littlecactus.tallyho'}}, 'api_key': [{'current_key': fb_api_key()}]}]}, indent=2)}",
          f"firebase android api_key current_key {fb_api_key()} — restricted to package + SHA-1 in cloud console, it's public by design",
          f"pawprint firebase config: apiKey {fb_api_key()}, appId 1:{sender}:android:{hexs(16)}, projectId pawprint-prod")

    r.add("firebase_ios_plist_config",
          f"GoogleService-Info.plist keys for pawprint ios:\nAPI_KEY {fb_api_key()}\nGCM_SENDER_ID {sender}\nBUNDLE_ID com.littlecactus.pawprint\nPROJECT_ID pawprint-prod\nGOOGLE_APP_ID 1:{sender}:ios:{hexs(16)}",
          f"<key>API_KEY</key>\n<string>{fb_api_key()}</string>\n<key>GOOGLE_APP_ID</key>\n<string>1:{sender}:ios:{hexs(16)}</string>",
          f"firebase_options.dart (flutterfire configure output) ios: apiKey: '{fb_api_key()}', appId: '1:{sender}:ios:{hexs(16)}', messagingSenderId: '{sender}', projectId: '{fbproj}', iosBundleId: 'com.littlecactus.tallyho'")

    r.add("revenuecat_public_sdk_key",
          f"RC public sdk keys (these go IN the app):\nios {rc_public('appl')}\nandroid {rc_public('goog')}",
          f"await Purchases.configure(PurchasesConfiguration('{rc_public('appl')}')..appUserID = uid);",
          f"pawprint RC apple key {rc_public('appl')} — public key, the secret one is server-side only",
          f"amazon build someday? RC amazon key would be amzn_..., for now just goog: {rc_public('goog')}")

    r.add("stripe_publishable_key",
          f"stripe pk for the web checkout page: {stripe('pk_live')} (publishable, goes in the JS)",
          f"Stripe.publishableKey = \"{stripe('pk_test')}\"  // test mode, flutter_stripe example",
          f"STRIPE_PUBLISHABLE_KEY={stripe('pk_live')}")

    r.add("mapbox_public_token",
          f"mapbox PUBLIC token for the dog-walk map (pk., scopes styles:read fonts:read): {mapbox('pk', 'littlecactus')}",
          f"<key>MBXAccessToken</key>\n<string>{mapbox('pk', 'littlecactus')}</string>",
          f"android res/values/mapbox_access_token.xml -> {mapbox('pk', 'marawhit')} (url-restricted, public)")

    alg = rnd(UPPER + DIGITS, 10)
    r.add("algolia_search_only_key",
          f"algolia search-only key for the meds autocomplete, ok in the app: appId {alg} searchKey {hexs(32)}",
          f"final client = SearchClient(appId: '{alg}', apiKey: '{hexs(32)}'); // search only ACL",
          f"algolia: search-only api key is {hexs(32)}, admin key lives in 1Password under 'Algolia pawprint'")

    r.add("sentry_dsn",
          f"sentry DSN tallyho flutter: https://{hexs(32)}@o{digits(7, lead=True)}.ingest.us.sentry.example/{digits(16, lead=True)}",
          f"options.dsn = 'https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.example/{digits(7, lead=True)}'; // DSN is public, it's in every build",
          f"pawprint ios SentrySDK.start dsn {'https://' + hexs(32) + '@o' + digits(7, lead=True) + '.ingest.sentry.example/' + digits(16, lead=True)} sampleRate 0.2")

    r.add("onesignal_app_id",
          f"OneSignal app id tallyho {uid()} / pawprint {uid()}",
          f"OneSignal.initialize(\"{uid()}\"); — app id only, the REST key stays on the server")

    r.add("posthog_project_key",
          f"posthog project api key (phc_, client side, safe): {phc()}",
          f"Posthog().setup(PostHogConfig('{phc()}')..host = 'https://us.posthog.example');",
          f"POSTHOG_KEY={phc()} in the flutter --dart-define, it's the public ingestion key")

    r.add("bundle_and_package_ids",
          "bundle ids: com.littlecactus.tallyho, com.littlecactus.tallyho.widget, com.littlecactus.pawprint, com.littlecactus.pawprint.NotificationService",
          f"applicationId \"com.littlecactus.pawprint\" versionCode {digits(3, lead=True)}, debug suffix .dev",
          "app group: group.com.littlecactus.tallyho.shared  | keychain group: $(AppIdentifierPrefix)com.littlecactus.shared")

    tid = team_id()
    r.add("apple_team_id",
          f"team id {tid} (Little Cactus Apps LLC), personal team was something else, dont pick that in xcode",
          f"DEVELOPMENT_TEAM = {tid};",
          f"apple-app-site-association appID: \"{tid}.com.littlecactus.tallyho\"")

    r.add("asc_key_and_issuer_ids",
          f"ASC API: key id {team_id()}, issuer id {uid()} — the .p8 itself is in 1Password, not here",
          f"fastlane env: ASC_KEY_ID={team_id()} ASC_ISSUER_ID={uid()} ASC_KEY_PATH=$HOME/.appstoreconnect/private_keys/AuthKey.p8",
          f"apns key id {team_id()} (team {tid}), topic com.littlecactus.pawprint — key file uploaded to onesignal, I didn't keep a copy here on purpose")

    r.add("signing_cert_sha1_fingerprint",
          f"upload key SHA1: {fp(20)}\n(add to firebase for google sign-in)",
          f"play app signing key cert SHA-1 {fp(20)} — this is the one google sign in actually needs for prod installs!!",
          f"debug keystore sha1 {fp(20)} (android/debug.keystore, android/android)")

    r.add("signing_cert_sha256_fingerprint",
          f"assetlinks.json sha256_cert_fingerprints: [\"{fp(32)}\"]",
          f"SHA-256 of app signing key (play console > app integrity): {fp(32)}")

    r.add("build_numbers",
          f"tallyho 2.{secrets.randbelow(9)}.{secrets.randbelow(9)} ({digits(3, lead=True)}) submitted, pawprint 1.{secrets.randbelow(20)}.0 ({digits(4, lead=True)}) waiting for review",
          f"flutter build ipa --build-name=3.1.0 --build-number={digits(4, lead=True)}",
          f"CFBundleVersion {digits(8, lead=True)} (yyyymmddNN scheme for pawprint)")

    r.add("git_commit_sha",
          f"release 2.4.0 tagged at {hexs(40)}, hotfix cherry-picked {hexs(7)}",
          f"the IAP restore bug came in with {hexs(40)} — revert if RC 7 upgrade doesn't fix it",
          f"git bisect says first bad commit {hexs(12)}")

    r.add("app_store_review_ids",
          f"review submission id {uid()} got rejected 2.1 (demo account didn't work?!), resubmitted",
          f"apple app id (adam id) tallyho {adam_id()}, pawprint {adam_id()}; SKU TALLYHO-IOS-01",
          f"testflight build id {uid()} expired, upload a new one before the beta group notices")

    r.add("crash_ids",
          f"crashlytics issue {hexs(32)} — null check on HabitStore.current, 312 users",
          f"sentry event {hexs(32)} issue TALLYHO-FLUTTER-{rnd(UPPER + DIGITS, 3)}: PlatformException(purchase_cancelled)",
          f"pawprint ANR cluster {hexs(32)}, only on android 14 samsung")

    r.add("device_udid",
          f"test devices udids:\niPhone 15 mara {udid()}\niPad mini old {udid()}",
          f"register {udid()} (dad's iphone, for the adhoc build)")

    r.add("revoked_key_note",
          "revoked the old ASC key (the one from 2023) after I accidentally pushed it to the public gist for ~10 min. new one is in 1P, CI updated",
          "rotated the stripe sk_live today — old one rolled w/ 12h expiry. new key only in fly secrets, NOT in notes",
          "RevenueCat secret key regenerated after the contractor left; updated RC_SECRET in codemagic env group 'prod-server'",
          "sentry token from the old laptop revoked in user settings > auth tokens")

    r.add("ci_secret_reference",
          "codemagic env group 'ios-signing' has: APP_STORE_CONNECT_KEY_IDENTIFIER, APP_STORE_CONNECT_ISSUER_ID, APP_STORE_CONNECT_PRIVATE_KEY, CERTIFICATE_PRIVATE_KEY (all secure)",
          "github actions secrets for pawprint: ANDROID_KEYSTORE_BASE64, KEYSTORE_PASSWORD, KEY_PASSWORD, PLAY_JSON — values only in GH, don't paste them here",
          "- name: Decode keystore\n  run: echo \"${{ secrets.ANDROID_KEYSTORE_BASE64 }}\" | base64 --decode > android/app/upload.jks\n  env:\n    KEY_PASSWORD: ${{ secrets.KEY_PASSWORD }}")

    r.add("keystore_location_reference",
          "upload keystore = ~/keys/tallyho-upload.jks, alias 'upload', both passwords in 1Password item 'Tallyho Android upload key'. backup copy on the encrypted usb in the fire box",
          "storePassword=${KEYSTORE_PASSWORD}\nkeyPassword=${KEY_PASSWORD}\nkeyAlias=upload\nstoreFile=/tmp/upload.jks",
          "if I ever lose the upload key: play console > app integrity > request upload key reset (app signing key is with google so it's recoverable)")

    r.add("password_policy_talk",
          "apple app-specific passwords: max 25 active, they die when you change the apple id password. just changed it so transporter will ask again",
          "reviewer demo password needs 8+ chars w/ number + symbol bc of my own signup validation, set a new one in 1P before submitting",
          "keystore pw must be at least 6 chars per keytool, mine is way longer, whatever")

    r.add("service_account_identity",
          f"play publisher SA: play-publisher@little-cactus-play.iam.gserviceaccount.com, client id {digits(21, lead=True)}, key id {hexs(40)} (json in 1P, key created jun)",
          f"firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@{fbproj}.iam.gserviceaccount.com has role Firebase Admin SDK Administrator Service Agent — remove the extra Editor role")

    r.add("google_oauth_client_id",
          f"iOS google sign-in CLIENT_ID {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"serverClientId: '{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com' (web client id, not a secret)")

    r.add("reversed_client_id_url_scheme",
          f"Info.plist CFBundleURLSchemes add com.googleusercontent.apps.{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}",
          f"url scheme for google sign-in (REVERSED_CLIENT_ID): com.googleusercontent.apps.{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)} + fb scheme not needed")

    r.add("stripe_object_ids",
          f"refund for the guy on reddit: cus_{rnd(ALNUM, 14)} payment pi_{rnd(ALNUM, 24)} — done",
          f"lifetime unlock price price_1{rnd(ALNUM, 23)} product prod_{rnd(ALNUM, 14)}",
          f"webhook failed for evt_{rnd(ALNUM, 24)} (checkout.session.completed) — 500 from my server, replayed")

    r.add("app_store_order_ids",
          f"apple refund request order ID M{rnd(UPPER + DIGITS, 9)}, original_transaction_id 2000000{digits(9)}",
          f"user says restore fails, their transaction id 2000000{digits(9)}, RC shows it active??",
          f"Apple invoice for the dev program renewal: order {'W' + digits(10)}")

    r.add("google_play_order_ids",
          f"play refund {gpa()} (pawprint yearly)",
          f"orderId {gpa()}..0 is the renewal of {gpa()}, purchase token is in RC not here")

    r.add("revenuecat_app_user_id",
          f"support ticket: RC app user id $RCAnonymousID:{hexs(32)} — granted promo entitlement 'premium' 1 month",
          f"aliased $RCAnonymousID:{hexs(32)} -> firebase uid {rnd(ALNUM, 28)}")

    r.add("push_token_debug",
          f"my iPhone APNs device token (sandbox) for testing pushes: {hexs(64)}",
          f"onesignal subscription id for my pixel {uid()}, test notif sent ok")

    r.add("sentry_release_names",
          f"sentry release com.littlecactus.tallyho@2.4.1+{digits(3, lead=True)}, dist {digits(3, lead=True)}",
          f"dSYM UUID {uid().upper()} missing in sentry for build {digits(3, lead=True)} -> upload from xcode organizer")

    r.add("docker_image_digest",
          f"api image pinned: ghcr.example/littlecactus/tallyho-api@sha256:{hexs(64)}",
          f"codemagic mac_mini_m2 image xcode-15.4 / runner {hexs(12)}, flutter image digest sha256:{hexs(64)}")

    r.add("release_artifact_checksum",
          f"shasum -a 256 app-release.aab -> {hexs(64)}",
          f"ipa md5 {hexs(32)} (to check transporter uploaded the right one)")

    r.add("version_strings",
          f"flutter 3.{secrets.randbelow(30)}.{secrets.randbelow(10)} • dart 3.{secrets.randbelow(9)} • xcode 16.{secrets.randbelow(4)} (16B{digits(2)}) • AGP 8.{secrets.randbelow(8)}.{secrets.randbelow(4)} • kotlin 1.9.{digits(2)}",
          "purchases_flutter: ^8.1.0\nsentry_flutter: ^8.9.0\nonesignal_flutter: ^5.2.5\nmapbox_maps_flutter: ^2.3.0")

    r.add("hosts_and_ips",
          f"tallyho api prod api.tallyho.example -> 203.0.113.{secrets.randbelow(250) + 2}, staging staging-api.tallyho.internal (10.0.{secrets.randbelow(250)}.{secrets.randbelow(250)})",
          f"ssh mara@vps1.littlecactus.internal -p 22{digits(2)}  (key auth only)")

    r.add("phone_numbers",
          f"apple developer support called back from 1-800-555-01{digits(2)}, case {digits(9, lead=True)}",
          f"accountant (LLC taxes) {phone()}, pet vet advisor for pawprint content {phone()}")

    r.add("promo_and_offer_names",
          "podcast promo: code TALLYHOPOD gets 30% off yearly on the web checkout (public, they read it on air)",
          f"offer code campaign name BLACKFRI{digits(2)}, reference name in ASC 'bf-yearly-50', custom code TALLY50 (public)")

    r.add("shipping_tracking_numbers",
          f"test phone (pixel 8a) UPS 1Z{rnd(UPPER + DIGITS, 6)}03{digits(8)}",
          f"usps tracking for the dad's old ipad {'9400' + digits(18)}")

    r.add("contractor_invoice_numbers",
          f"paid illustrator invoice INV-{digits(4)}-{rnd(UPPER + DIGITS, 4)}, $850, net 15",
          f"LLC EIN on the W-9 for the RC payout form: {digits(2)}-{digits(7)} (it's on every 1099 anyway)")

    r.add("license_plate",
          f"car plate {plate()} (TX) for cowork garage registration",
          f"parking permit for cowork garage linked to plate {plate()}, permit #{digits(6)}")

    r.add("device_mac_address",
          f"build mac mini ethernet MAC {':'.join(secrets.token_hex(1) for _ in range(6))} — DHCP reservation 192.168.1.{secrets.randbelow(200) + 20}",
          f"pixel wifi mac (randomized off for the cowork) {':'.join(secrets.token_hex(1) for _ in range(6)).upper()}")

    r.add("provisioning_profile_uuid",
          f"pawprint appstore profile UUID {uid().upper()} expires next march",
          f"PROVISIONING_PROFILE_SPECIFIER = \"match AppStore com.littlecactus.tallyho\"; profile uuid {uid()}")

    r.add("ssh_public_key",
          f"deploy key (public half) added to the certificates repo: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} codemagic@littlecactus",
          f"authorized_keys on vps1:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} mara@mbp\nssh-rsa {ssh_pub('ssh-rsa', 260)} ci")

    r.add("jwks_public_key",
          f"api's public key for verifying tokens (the private one is in fly secrets):\n-----BEGIN PUBLIC KEY-----\n{ec_pub_body()}\n-----END PUBLIC KEY-----",
          f"jwks.json kid {hexs(16)} x {b64u(secrets.token_bytes(32))} y {b64u(secrets.token_bytes(32))} (EC P-256, public)")

    ref = rnd(LOWER, 20)
    r.add("supabase_anon_key",
          f"supabase pawprint url https://{ref}.supabase.example, ANON key (public, RLS protects everything): {supa('anon', ref)}",
          f"await Supabase.initialize(url: 'https://{ref}.supabase.example', anonKey: '{supa('anon', ref)}');")

    r.add("web_push_vapid_public_key",
          f"firebase messaging web push cert (public VAPID key, goes in getToken): B{rnd(URLSAFE, 86)}",
          f"applicationServerKey: 'B{rnd(URLSAFE, 86)}' // public")

    pub = digits(16, lead=True)
    r.add("admob_ids",
          f"admob app id (free tier tallyho) ca-app-pub-{pub}~{digits(10, lead=True)}",
          f"banner ad unit ca-app-pub-{pub}/{digits(10, lead=True)}, interstitial ca-app-pub-{pub}/{digits(10, lead=True)}")

    r.add("twilio_account_sid_only",
          f"twilio account SID AC{hexs(32)}, messaging service MG{hexs(32)} — auth token in fly secrets",
          f"twilio verify service sid VA{hexs(32)}")

    r.add("play_console_ids",
          f"play developer account id {digits(19, lead=True)}, pawprint app id in console {digits(19, lead=True)}",
          f"google cloud project number {sender} linked to play console api access")

    r.add("secret_storage_location",
          "all the real keys live in 1Password vault 'Little Cactus – Prod'. fly secrets for the api, codemagic env groups for builds. notes app = NO secrets",
          "op read \"op://Little Cactus - Prod/Stripe live/secret key\" > /dev/null  # checks the CLI works, doesn't print it",
          "printed copy of the apple recovery key + keystore passwords is in the fire box in the closet, not written anywhere digital")

    r.add("two_factor_setup_talk",
          "moved dev@ google account 2FA to the new phone, backup codes regenerated and printed (old ones are dead now)",
          "apple sent a 6 digit code to the old pixel?? trusted phone number needs updating to the new one",
          "stripe wants hardware key for admin; ordered a yubikey 5c, serial goes in the inventory sheet")

    r.add("keystore_metadata",
          f"keytool output: Alias name: upload, Creation date: Mar 3 2022, Entry type: PrivateKeyEntry, Serial number: {hexs(16)}, valid until 2049",
          f"cert Owner: CN=Mara Whitfield, O=Little Cactus Apps LLC, L=Austin, ST=TX, C=US, serial {hexs(8)}")

    r.add("firebase_uids_and_doc_ids",
          f"bug report user firebase uid {rnd(ALNUM, 28)}, habit doc /users/{rnd(ALNUM, 28)}/habits/{rnd(ALNUM, 20)}",
          f"delete request (GDPR-ish) for uid {rnd(ALNUM, 28)} done, pets collection cleared")

    r.add("feature_flag_keys",
          "posthog flags: new-onboarding-v3 (50%), paywall-annual-first, streak-freeze-beta",
          f"RC offering ids: default, paywall_b_{digits(2)}; entitlement 'premium'; products tallyho_yearly_2999, tallyho_lifetime_7999")

    r.add("store_listing_ids",
          f"app store share link apps.apple.example/app/id{adam_id()}, play link play.google.example/store/apps/details?id=com.littlecactus.pawprint",
          f"in-app event id {digits(10, lead=True)} 'New Year Streak Challenge'")

    r.add("xcode_cloud_and_ci_build_ids",
          f"codemagic build {hexs(24)} failed on pod install, rebuilt as {hexs(24)}",
          f"GH actions run {digits(10, lead=True)} attempt 2 green, artifact app-release-{hexs(7)}.aab")

    # a second pass: more of the same kinds, written on other days
    r.add("onesignal_app_id", f"ONESIGNAL_APP_ID={uid()}  (dart-define, public)")
    r.add("service_account_identity", f"codemagic-publisher@pc-api-{digits(12, lead=True)}.iam.gserviceaccount.com invited in play console users with 'release to testing tracks' only")
    r.add("google_oauth_client_id", f"android oauth client {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com — tied to package + the play signing SHA-1, no secret for android clients")
    r.add("revenuecat_app_user_id", f"RC customer {rnd(ALNUM, 28)} charged twice? no, one is the family sharing entry")
    r.add("sentry_release_names", f"sentry-cli releases finalize pawprint-ios@1.{secrets.randbelow(20)}.0+{digits(4, lead=True)}")
    r.add("phone_numbers", f"google play dev support chat said call back at +1 {phone()}... that's mine lol, case id {digits(8, lead=True)}")
    r.add("shipping_tracking_numbers", f"fedex {digits(12, lead=True)} - the usb-c hub for the mac mini")
    r.add("license_plate", f"towed?? no — plate {plate()} was the neighbor's. mine is the other one")
    r.add("supabase_anon_key", f"SUPABASE_ANON_KEY={supa('anon', rnd(LOWER, 20))}  # public, in the app bundle")
    r.add("web_push_vapid_public_key", f"vapidKey (public) B{rnd(URLSAFE, 86)} — the private half was generated in firebase and never shown")
    r.add("twilio_account_sid_only", f"twilio SID AC{hexs(32)} for the support form, token rotated last week (it's in fly secrets)")
    r.add("admob_ids", f"app-ads.txt line: google.com, pub-{digits(16, lead=True)}, DIRECT, f08c47fec0942fa0")
    r.add("password_reset_note",
          "reset the reviewer demo account password after apple's rejection — new one saved in 1P 'Tallyho review login' and pasted into ASC review notes",
          "user emailed: can't reset password, reset link expired after 1h. bumped token TTL to 24h in the api config")
    return r


def main() -> None:
    write_corpora("make_heldout167.py", [
        ("heldout167_credentials.yaml", credentials(), "batch 167 (indie mobile app developer in Austin, two apps, store keys and SDK secrets), written blind; every value synthetic"),
        ("heldout167_lookalikes.yaml", lookalikes(), "batch 167 look-alikes: public in-app SDK keys, bundle/team/key ids, fingerprints, build and order ids, secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
