# ruff: noqa: E501
"""Writes heldout362_credentials.yaml and heldout362_lookalikes.yaml: held-out batch 362.

Persona: a freelance mobile app developer in Austin, Texas, who writes casual American
English. He ships iOS and Android apps for small local clients and keeps their keys in his
notes app: Stripe secret and webhook keys, RevenueCat and Sentry tokens, Twilio auth tokens,
Firebase and Google Play service accounts, App Store Connect .p8 keys, Apple app-specific
passwords, Android keystore passwords, Expo and fastlane match secrets, client Slack
webhooks; and his personal life too: the apartment gate code, the bank login, the debit PIN,
the gym locker combo, the Wi-Fi. The look-alikes are what the same person keeps that holds
no secret: publishable and client-side keys, Stripe object ids, App Store and Play ids,
build numbers, device UDIDs, signing-cert fingerprints, commit hashes, tracking and invoice
numbers, masked cards, routing numbers, phone numbers, used one-time codes and references
to secrets (env var names, `${{ secrets.X }}`, 1Password paths).

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    b64url,
    digits,
    fcm_server_key,
    github_fine_token,
    github_token,
    google_api_key,
    google_client_id,
    groups,
    hexs,
    imei,
    jwt,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    seed_phrase,
    sentry_user_token,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    stripe_webhook_secret,
    totp_seed,
    uid,
    write_corpora,
)

WORDS = [
    "armadillo", "bluebonnet", "brisket", "queso", "bats", "congress", "zilker", "barton",
    "taco", "pecan", "longhorn", "cactus", "rodeo", "mopac", "lady-bird", "sixth",
    "grackle", "salsa", "boots", "sunset", "river", "neon", "guitar", "cedar",
]

WEAK = ("1111", "0000", "1234", "2580", "1212", "6969", "4321")


# --- credential formats the helpers lack ---------------------------------------------

def stripe_sk() -> str:
    return "sk_live_" + rnd(ALNUM, pick(24, 99))


def stripe_rk() -> str:
    return "rk_live_" + rnd(ALNUM, 99)


def revenuecat_secret() -> str:
    return "sk_" + rnd(ALNUM, 32)


def sentry_org_token() -> str:
    claims = {"iat": 1_700_000_000 + secrets.randbelow(50_000_000), "url": "https://sentry.io",
              "region_url": "https://us.sentry.io", "org": pick("atx-mobile", "acme-apps")}
    return f"sntrys_{b64url(claims)}_{rnd(URLSAFE, 43)}"


def twilio_token() -> str:
    return hexs(32)


def p8_key() -> str:
    """An App Store Connect API key (.p8): a PKCS#8 P-256 private key."""
    der = (bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
           + secrets.token_bytes(32)
           + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
           + secrets.token_bytes(64))
    body = b64(der)
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----"


def rsa_pkcs8_escaped() -> str:
    """An RSA private key as a service-account JSON holds it (escaped newlines)."""
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(secrets.token_bytes(330))
    lines = "\\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\\n{lines}\\n-----END PRIVATE KEY-----\\n"


def service_account(project: str, email: str) -> str:
    return (
        "{\n"
        '  "type": "service_account",\n'
        f'  "project_id": "{project}",\n'
        f'  "private_key_id": "{hexs(40)}",\n'
        f'  "private_key": "{rsa_pkcs8_escaped()}",\n'
        f'  "client_email": "{email}",\n'
        f'  "client_id": "{digits(21, lead=True)}"\n'
        "}"
    )


def apple_asp() -> str:
    """An Apple app-specific password: four groups of four lowercase letters."""
    return groups(rnd(LOWER, 16), 4, "-")


def expo_token() -> str:
    return rnd(URLSAFE, 40)


def xoxp() -> str:
    return f"xoxp-{digits(12, lead=True)}-{digits(13, lead=True)}-{digits(13, lead=True)}-{hexs(32)}"


def supabase_ref() -> str:
    return rnd(LOWER, 20)


def supabase_service_jwt() -> str:
    iat = 1_700_000_000 + secrets.randbelow(40_000_000)
    return jwt({"iss": "supabase", "ref": supabase_ref(), "role": "service_role", "iat": iat, "exp": iat + 315_360_000})


def mapbox_token(kind: str) -> str:
    return f"{kind}.{b64url({'u': pick('atxdev', 'acme-mobile'), 'a': rnd(LOWER + DIGITS, 25)})}.{rnd(URLSAFE, 22)}"


def wifi_pass() -> str:
    return pick(phrase(WORDS, pick(3, 4), pick("-", "", "_")) + digits(2), rnd(ALNUM, pick(12, 16)))


def passphrase() -> str:
    return phrase(WORDS, pick(4, 5), pick("-", " ", "."))


def combo() -> str:
    """A gym locker's dial combination: three numbers 0-39."""
    while True:
        nums = [secrets.randbelow(40) for _ in range(3)]
        if len(set(nums)) == 3:
            return "-".join(f"{n:02d}" for n in nums)


def bank_pw() -> str:
    return pick(pw(), rnd(ALNUM + "!$#", 14), f"{pick('Bevo', 'Tacos', 'Bats', 'Zilker')}{digits(4)}{pick('!', '$', '#')}{rnd(LOWER, 3)}")


def cookie_sid() -> str:
    return "s%3A" + rnd(URLSAFE, 32) + "." + rnd(ALNUM + "%", 43)


# --- look-alike formats the helpers lack ---------------------------------------------

def stripe_pk() -> str:
    return "pk_live_" + rnd(ALNUM, 99)


def stripe_id(prefix: str) -> str:
    return f"{prefix}_{'3' if prefix in ('pi', 'ch') else '1'}{rnd(ALNUM, 23)}" if prefix in ("pi", "ch", "in", "price", "prod") else f"{prefix}_{rnd(ALNUM, 14)}"


def rc_public(platform: str) -> str:
    return f"{platform}_{rnd(ALNUM, 27)}"


def sentry_dsn() -> str:
    return f"https://{hexs(32)}@o{digits(6, lead=True)}.ingest.us.sentry.io/{digits(7, lead=True)}"


def asc_key_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def team_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def apple_app_id() -> str:
    return digits(10, lead=True)


def play_order() -> str:
    return f"GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}"


def apple_order() -> str:
    return "M" + rnd(UPPER + DIGITS, 9)


def udid() -> str:
    return f"0000{pick('8030', '8101', '8110', '8120', '8130')}-{rnd(HEX, 16).upper()}"


def cert_fp(n: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(n))


def ups() -> str:
    return "1Z" + rnd(UPPER + DIGITS, 16)


def usps() -> str:
    return "9400" + digits(18)


def aba() -> str:
    """A US bank routing (ABA) number with a valid check digit: public, printed on checks."""
    body = digits(8, lead=True)
    w = (3, 7, 1, 3, 7, 1, 3, 7)
    total = sum(int(c) * k for c, k in zip(body, w, strict=True))
    return body + str((10 - total % 10) % 10)


def atx_phone() -> str:
    return f"({pick('512', '737')}) 555-01{digits(2)}"


def mac_serial() -> str:
    return rnd(UPPER + DIGITS, 10)


def pnr() -> str:
    return rnd(UPPER + "23456789", 6)


def sha256() -> str:
    return hexs(64)


def short_sha() -> str:
    return hexs(7)


def inv(n: int | None = None) -> str:
    return f"INV-{pick('2024', '2025')}-{n if n is not None else secrets.randbelow(900) + 100:04d}"


def amount() -> str:
    return f"${secrets.randbelow(90) * 100 + 400:,}.{pick('00', '50')}"


def slack_id(prefix: str) -> str:
    return prefix + rnd(UPPER + DIGITS, 10)


def otp6() -> str:
    return digits(6)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "stripe_secret_key",
        f"Stripe live secret for Pedal ATX (the bike rental app): {stripe_sk()}",
        f"STRIPE_SECRET_KEY={stripe_sk()}\n# ^ live mode, DO NOT put in the Expo app config lol",
        f"brisket truck app stripe key\n{stripe_sk()}",
        f"restricted key (only charges + refunds) for the dental clinic backend rk -> {stripe_rk()}",
        f"stripe sk for Kendra's yoga studio - she sent it over text smh {stripe_sk()}",
    )

    r.add(
        "stripe_webhook_secret",
        f"webhook signing secret for /stripe/webhook on api.pedalatx.test: {stripe_webhook_secret()}",
        f"STRIPE_WEBHOOK_SECRET={stripe_webhook_secret()}",
        f"stripe listen gave me this one for local testing but the prod endpoint is {stripe_webhook_secret()} (dashboard > webhooks > reveal)",
        f"whsec for yoga app prod\n{stripe_webhook_secret()}",
        f"const event = stripe.webhooks.constructEvent(body, sig, '{stripe_webhook_secret()}') // hardcoded for now, fix before launch",
    )

    r.add(
        "revenuecat_secret_key",
        f"RevenueCat secret API key (v1, server only!!) for Tacos Near Me: {revenuecat_secret()}",
        f"REVENUECAT_SECRET={revenuecat_secret()}  # used by the cloud function that checks entitlements",
        f"rc secret key for the meditation app {revenuecat_secret()} - don't confuse w/ the appl_ one",
        f"curl -H \"Authorization: Bearer {revenuecat_secret()}\" https://api.revenuecat.com/v1/subscribers/$APP_USER_ID",
    )

    r.add(
        "sentry_auth_token",
        f"sentry org auth token for uploading dSYMs from fastlane: {sentry_org_token()}",
        f"SENTRY_AUTH_TOKEN={sentry_org_token()}",
        f"my personal sentry user token (api scopes: project:read, event:admin) {sentry_user_token()}",
        f"sentry-cli token for the RN sourcemaps step\n  auth.token={sentry_user_token()}",
        f"[auth]\ntoken={sentry_org_token()}\n(~/.sentryclirc on the mac mini)",
    )

    r.add(
        "twilio_auth_token",
        f"Twilio auth token for the SMS reminders (Barton Creek Dental acct): {twilio_token()}",
        f"TWILIO_ACCOUNT_SID=AC{hexs(32)}\nTWILIO_AUTH_TOKEN={twilio_token()}",
        f"twilio api key SK{hexs(32)} secret {rnd(ALNUM, 32)} - made it just for the OTP lambda",
        f"twilio authtoken got rotated, new one is {twilio_token()}",
        f"client.messages via twilio, creds: AC{hexs(32)} / {twilio_token()} (prod subaccount)",
    )

    r.add(
        "firebase_service_account",
        f"firebase admin SA for pedal-atx-prod, paste into functions config:\n{service_account('pedal-atx-prod', 'firebase-adminsdk-x3k9q@pedal-atx-prod.iam.gserviceaccount.com')}",
        f"private key from the firebase-adminsdk json (tacos-near-me):\n\"private_key\": \"{rsa_pkcs8_escaped()}\"",
        f"yoga-studio firebase service acct json, the one that sends pushes\n{service_account('zen-atx-app', 'firebase-adminsdk-2mfp1@zen-atx-app.iam.gserviceaccount.com')}",
        f"FIREBASE_PRIVATE_KEY=\"{rsa_pkcs8_escaped()}\"\nFIREBASE_CLIENT_EMAIL=firebase-adminsdk-9qzv0@brisket-bus.iam.gserviceaccount.com",
    )

    r.add(
        "fcm_server_key",
        f"FCM legacy server key (old push setup, migrate to v1 before they kill it): {fcm_server_key()}",
        f"curl -X POST -H \"Authorization: key={fcm_server_key()}\" https://fcm.googleapis.com/fcm/send",
        f"cloud messaging server key for the dental app\n{fcm_server_key()}",
        f"onesignal wants the firebase server key -> {fcm_server_key()}",
    )

    r.add(
        "app_store_connect_p8",
        f"ASC API key for fastlane (Key ID {asc_key_id()}, issuer {uid()}):\n{p8_key()}",
        f"AuthKey_{asc_key_id()}.p8 contents, only downloadable once so here it is\n{p8_key()}",
        f"App Store Connect API key, admin role, for the Pedal ATX CI\n{p8_key()}\nkey id {asc_key_id()}",
        f"app_store_connect_api_key(\n  key_id: \"{asc_key_id()}\",\n  issuer_id: \"{uid()}\",\n  key_content: \"{p8_key().replace(chr(10), chr(92) + 'n')}\"\n)",
        f"p8 for the yoga studio's dev account (they're Org, i'm App Manager):\n{p8_key()}",
    )

    r.add(
        "apple_app_specific_password",
        f"app specific pw for altool/notarytool: {apple_asp()}",
        f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={apple_asp()}",
        f"apple id app-specific password (labeled 'transporter' in appleid.apple.com)\n{apple_asp()}",
        f"xcrun notarytool store-credentials notary --apple-id me@acme.test --team-id {team_id()} --password {apple_asp()}",
        f"thunderbird on the linux box needs the icloud app pw: {apple_asp()}",
    )

    r.add(
        "android_keystore_password",
        f"upload keystore for com.pedalatx.app\nstorePassword={pw()}\nkeyAlias=upload\nkeyPassword={pw()}",
        f"keystore pw for tacos-release.jks is {bank_pw()} (same for the key alias, i know i know)",
        f"MYAPP_UPLOAD_STORE_PASSWORD={rnd(ALNUM, 20)}\nMYAPP_UPLOAD_KEY_ALIAS=my-key-alias",
        f"dental app android signing: jks password {rnd(ALNUM + '!@#', 16)} — if I lose this we're doing the Play key reset dance again",
        f"keytool -list -keystore release.keystore -storepass {rnd(ALNUM, 18)}",
    )

    r.add(
        "google_play_service_account",
        f"Play Console API service account for fastlane supply (pedal atx):\n{service_account('pc-api-6139285-771', 'fastlane-supply@pc-api-6139285-771.iam.gserviceaccount.com')}",
        f"json_key_data for supply, yoga app\n{service_account('zen-atx-play', 'play-publisher@zen-atx-play.iam.gserviceaccount.com')}",
        f"play publisher SA key - the private key part:\n{rsa_pkcs8_escaped()}",
        f"GOOGLE_PLAY_JSON_KEY=\n{service_account('brisket-bus-play', 'ci-uploader@brisket-bus-play.iam.gserviceaccount.com')}",
    )

    r.add(
        "expo_access_token",
        f"EXPO_TOKEN={expo_token()}   # robot user for EAS builds in github actions",
        f"expo personal access token (made 3/12): {expo_token()}",
        f"eas build creds, robot token for the tacos project\n{expo_token()}",
        f"EXPO_TOKEN {expo_token()} — rotate when Jake leaves the project",
    )

    r.add(
        "fastlane_match_password",
        f"MATCH_PASSWORD={passphrase()}",
        f"match repo passphrase (git@github.com:atxdev/certs.git): {pw()}",
        f"fastlane match decrypt pw\n{passphrase()}",
        f"the certs repo password for match is {rnd(ALNUM, 24)} fyi future me",
        f"FASTLANE_PASSWORD={bank_pw()}\nFASTLANE_USER=builds@acme.test",
    )

    r.add(
        "slack_webhook_url",
        f"client slack (Pedal ATX) #deploys incoming webhook: {slack_webhook()}",
        f"SLACK_WEBHOOK_URL={slack_webhook()}",
        f"crash alerts -> dental practice's slack\n{slack_webhook()}",
        f"slack(message: \"TestFlight build up 🚀\", slack_url: \"{slack_webhook()}\")",
        f"yoga studio slack hook for new signups (they wanted a ping lol) {slack_webhook()}",
    )

    r.add(
        "slack_user_token",
        f"xoxp token for my slackbot hack in the Tacos workspace: {xoxp()}",
        f"SLACK_USER_TOKEN={xoxp()}",
        f"legacy user token to post as me in the dental slack\n{xoxp()}",
        f"slack oauth token (user scope, chat:write + files:write) {xoxp()}",
    )

    r.add(
        "github_token",
        f"GH PAT for pulling the private certs repo in CI: {github_token()}",
        f"fine-grained token, repo atxdev/pedal-ios only, expires in 90d\n{github_fine_token()}",
        f"git clone https://atxdev:{github_token()}@github.com/atxdev/match-certs.git",
        f"gh token for the mac mini runner {github_token()}",
        f"MATCH_GIT_BASIC_AUTHORIZATION creds -> atxdev:{github_fine_token()}",
    )

    r.add(
        "apartment_gate_code",
        f"gate code at the new apartment (Riverside) #{pin(4, WEAK)}",
        f"callbox code for visitors: {pin(4, WEAK)}#  — give to HEB delivery",
        f"apt gate {pin(4, WEAK)}, pool gate {pin(4, WEAK)}",
        f"Building door code changed again ugh\nnew: {pin(5, WEAK)}",
        f"mom's visiting saturday, text her the gate code *{pin(4, WEAK)}",
    )

    r.add(
        "home_alarm_code",
        f"alarm disarm code {pin(4, WEAK)} (ADT panel by the door, duress code is different)",
        f"ring alarm keypad pin: {pin(4, WEAK)}",
        f"house sitting for Tyler - alarm code {pin(4, WEAK)}, feed the cat twice",
        f"SimpliSafe master PIN {pin(4, WEAK)}",
    )

    r.add(
        "bank_login",
        f"UFCU online banking\nuser: atx_mike88\npw: {bank_pw()}",
        f"chase login pw {bank_pw()} (changed after the fraud thing)",
        f"business checking (Frost) password = {bank_pw()}",
        f"bank: Amplify CU / username mikedev / {bank_pw()}",
        f"new bank pw bc the old one expired: {bank_pw()}",
    )

    r.add(
        "debit_card_pin",
        f"new debit card PIN {pin(4, WEAK)}",
        f"Frost biz debit pin: {pin(4, WEAK)}",
        f"atm pin for the UFCU card\n{pin(4, WEAK)}",
        f"Amex credit card cash advance PIN is {pin(4, WEAK)} (never use it lol)",
    )

    r.add(
        "gym_lock_or_door_code",
        f"gym locker combo {combo()}",
        f"Castle Hill locker lock - {combo()} (the blue master lock)",
        f"combo for my locker @ the climbing gym: {combo()}",
        f"gym door code after hours {pin(5, WEAK)}#",
    )

    r.add(
        "wifi_password",
        f"home wifi: network 'Mopac Parking Lot' pw {wifi_pass()}",
        f"coworking wifi (Capital Factory guest) - {wifi_pass()}",
        f"WIFI:T:WPA;S:ATX-Home-5G;P:{wifi_pass()};;",
        f"clients office wifi\nSSID BCD-Staff\npass {wifi_pass()}",
        f"coffee shop on e cesar chavez wifi pass is {wifi_pass()} (asked barista)",
    )

    r.add(
        "totp_seed",
        f"2FA seed for the shared client App Store Connect login (so both of us can get codes): {groups(totp_seed(32), 4)}",
        f"otpauth://totp/Stripe:me@acme.test?secret={totp_seed(32)}&issuer=Stripe",
        f"backup of the google authenticator secret for the Play console acct\n{totp_seed(16)}",
        f"aws root mfa secret key (couldnt scan qr) {totp_seed(32)}",
        f"TOTP secret for the dental clinic's admin panel: {groups(totp_seed(32).lower(), 4)}",
    )

    r.add(
        "recovery_codes",
        "github recovery codes (atxdev)\n" + recovery_codes(8, "github"),
        "google backup codes for the biz gmail: " + recovery_codes(5, "digits"),
        "Expo account 2FA recovery codes:\n" + recovery_codes(6, "alnum"),
        f"apple id recovery key: {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
        "sentry 2fa recovery codes, print these out\n" + recovery_codes(6, "alnum"),
    )

    r.add(
        "gmail_app_password",
        f"gmail app password for the invoice mailer script: {app_password()}",
        f"SMTP_PASS=\"{app_password()}\"  # google workspace app pw, smtp.gmail.com:587",
        f"app pw for mail on the ipad\n{app_password()}",
        f"google app password (name: 'nodemailer-dental') {app_password()}",
    )

    r.add(
        "ssh_private_key",
        f"deploy key for the pedal atx api box (ubuntu@api.pedalatx.test):\n{openssh_private()}",
        f"~/.ssh/id_ed25519 backup from the old macbook\n{openssh_private()}",
        f"the match-certs repo deploy key (read/write):\n{openssh_private()}",
        f"droplet key for the yoga studio's wordpress, user root\n{openssh_private()}",
    )

    r.add(
        "database_url",
        f"DATABASE_URL=postgresql://postgres:{rnd(ALNUM, 24)}@db.{supabase_ref()}.supabase.co:5432/postgres",
        f"supabase db pw for tacos-near-me: {rnd(ALNUM, 20)}",
        f"psql \"postgres://app:{rnd(ALNUM, 22)}@pg.pedalatx.internal:5432/pedal?sslmode=require\"",
        f"mongo for the dental reminders api\nmongodb+srv://dental_api:{rnd(ALNUM, 18)}@cluster0.acme.test/reminders",
        f"REDIS_URL=redis://default:{rnd(ALNUM, 32)}@cache.brisketbus.internal:6379",
    )

    r.add(
        "supabase_service_role_key",
        f"supabase service_role key (bypasses RLS, server only!!) {supabase_service_jwt()}",
        f"SUPABASE_SERVICE_ROLE_KEY={supabase_service_jwt()}",
        f"tacos app edge function needs the service key:\n{supabase_service_jwt()}",
        f"const admin = createClient(SUPABASE_URL, '{supabase_service_jwt()}')  // TODO env",
    )

    r.add(
        "session_cookie",
        f"FASTLANE_SESSION cookie from `fastlane spaceauth` (good ~30 days): myacinfo={rnd(URLSAFE, 120)}",
        f"admin dashboard session for debugging the dental api: connect.sid={cookie_sid()}",
        f"Cookie: _session_id={hexs(32)}; path=/; HttpOnly  <- logged in as the client's admin",
        f"wp logged-in cookie for the yoga site (so I don't have to do 2fa again)\nwordpress_logged_in_{hexs(32)}=admin%7C{digits(10, lead=True)}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
    )

    r.add(
        "crypto_seed_phrase",
        f"ledger recovery phrase (24):\n{seed_phrase(24)}",
        f"metamask seed - {seed_phrase(12)}",
        f"coinbase wallet backup words\n{seed_phrase(12)}\ndon't screenshot this ever",
        f"seed for the little sol wallet: {seed_phrase(12)}",
    )

    r.add(
        "client_admin_login",
        f"Kendra's squarespace login: kendra@zenatx.test / {pw()}",
        f"wp-admin for bartoncreekdental.test\nadmin\n{bank_pw()}",
        f"WordPress application password for the REST sync: {groups(rnd(ALNUM, 24), 4)}",
        f"Brisket Bus shopify staff acct - me@acme.test, pw {pw()}",
        f"App Store Connect login for Pedal (their apple id) owner@pedalatx.test  pass: {bank_pw()}",
    )

    r.add(
        "openai_api_key",
        f"openai key for the menu-chatbot feature in tacos app: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"yoga app 'ask the instructor' thing uses this key\n{openai_project_key()}",
        f"openai proj key (billing on the client's card) {openai_project_key()}",
        f"new openai key after I accidentally pushed the old one to a public gist 🤦 {openai_project_key()}",
    )

    r.add(
        "mapbox_secret_token",
        f"mapbox secret token w/ downloads:read for the iOS SDK (~/.netrc): {mapbox_token('sk')}",
        f"machine api.mapbox.com\nlogin mapbox\npassword {mapbox_token('sk')}",
        f"MAPBOX_DOWNLOADS_TOKEN={mapbox_token('sk')}",
        f"sk token for the bike-route styles api {mapbox_token('sk')}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "stripe_publishable_key",
        f"publishable key for the RN app (fine to ship in the bundle): {stripe_pk()}",
        f"EXPO_PUBLIC_STRIPE_PK={stripe_pk()}",
        f"<StripeProvider publishableKey=\"{stripe_pk()}\" merchantIdentifier=\"merchant.test.pedalatx\">",
        f"yoga studio pk (public one) {stripe_pk()}",
    )

    r.add(
        "stripe_object_id",
        f"refund this one for the guy who got double charged: {stripe_id('pi')}",
        f"customer {stripe_id('cus')} says the receipt email never came",
        f"price ids: monthly {stripe_id('price')} / yearly {stripe_id('price')}",
        f"disputed charge {stripe_id('ch')} — evidence due friday",
        f"invoice {stripe_id('in')} paid, product {stripe_id('prod')}",
    )

    r.add(
        "revenuecat_public_sdk_key",
        f"Purchases.configure(withAPIKey: \"{rc_public('appl')}\")",
        f"RC public sdk keys (ok in client): ios {rc_public('appl')} android {rc_public('goog')}",
        f"REVENUECAT_ANDROID_KEY={rc_public('goog')}  # public key, not the secret one",
        f"rc apple key for the meditation app\n{rc_public('appl')}",
    )

    r.add(
        "firebase_client_config",
        f"const firebaseConfig = {{\n  apiKey: \"{google_api_key()}\",\n  authDomain: \"tacos-near-me.firebaseapp.com\",\n  projectId: \"tacos-near-me\",\n  appId: \"1:{digits(12, lead=True)}:web:{hexs(22)}\"\n}};",
        f"GoogleService-Info.plist API_KEY {google_api_key()} (restricted to the bundle id in GCP)",
        f"firebase project number {digits(12, lead=True)}, app id 1:{digits(12, lead=True)}:ios:{hexs(22)}",
        f"google-services.json current_key: {google_api_key()} — client key, safe",
        f"maps sdk key (iOS restricted) AIza... the full one is in Info.plist: {google_api_key()}",
    )

    r.add(
        "sentry_dsn_value",
        f"sentry dsn for pedal-ios {sentry_dsn()}",
        f"Sentry.init({{ dsn: \"{sentry_dsn()}\", tracesSampleRate: 0.2 }})",
        f"SENTRY_DSN={sentry_dsn()}  # dsn is public, fine in the app",
        f"dental app android dsn\n{sentry_dsn()}",
    )

    r.add(
        "mapbox_public_token",
        f"MBXAccessToken in Info.plist: {mapbox_token('pk')}",
        f"mapbox public token (url-restricted to pedalatx.test) {mapbox_token('pk')}",
        f"<string name=\"mapbox_access_token\">{mapbox_token('pk')}</string>",
        f"pk token for the web map embed {mapbox_token('pk')}",
    )

    r.add(
        "oauth_client_identifier",
        f"Google Sign-In iOS client id {google_client_id()}",
        f"webClientId for @react-native-google-signin: {google_client_id()}",
        f"sign in with apple services id test.pedalatx.signin, key id {asc_key_id()}, team {team_id()}",
        f"REVERSED_CLIENT_ID com.googleusercontent.apps.{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}",
    )

    r.add(
        "twilio_identifiers",
        f"Twilio account SID AC{hexs(32)} (the token lives in 1Password)",
        f"msg SID SM{hexs(32)} failed w/ 30007 carrier filtering",
        f"messaging service MG{hexs(32)} sender +1 512 555 01{digits(2)}",
        f"verify service VA{hexs(32)} for the login OTP flow",
    )

    r.add(
        "asc_key_metadata",
        f"ASC API key id {asc_key_id()} / issuer {uid()} — the .p8 itself is in the vault",
        f"issuer id for the yoga team: {uid()}",
        f"key {asc_key_id()} revoked 2/3, new one is {asc_key_id()} (App Manager role)",
        f"APP_STORE_CONNECT_API_KEY_KEY_ID={asc_key_id()}\nAPP_STORE_CONNECT_API_KEY_ISSUER_ID={uid()}",
    )

    r.add(
        "store_listing_ids",
        f"Pedal ATX apple id {apple_app_id()}, SKU PEDALATX001, bundle test.pedalatx.app",
        f"https://apps.apple.com/us/app/tacos-near-me/id{apple_app_id()}",
        f"play store package com.zenatx.studio, developer account id {digits(19, lead=True)}",
        f"app store id {apple_app_id()} for the smart banner meta tag",
    )

    r.add(
        "store_order_number",
        f"user emailed about a refund, Play order {play_order()}",
        f"Apple receipt order ID {apple_order()} for the yearly sub ($29.99)",
        f"refund requested: {play_order()} (double purchase)",
        f"original_transaction_id {digits(15, lead=True)} — sub won't restore for this one",
        f"my own apple dev renewal, order {apple_order()}, $99",
    )

    r.add(
        "test_device_udid",
        f"Kendra's iPhone 15 UDID for ad hoc: {udid()}",
        f"devices.txt\nDevice ID\tDevice Name\n{udid()}\tMike iPhone 14\n{udid()}\tiPad Air test",
        f"register new tester device {udid()} (dental office front desk ipad)",
        f"old style udid for the iPhone X: {hexs(40)}",
    )

    r.add(
        "signing_cert_fingerprint",
        f"upload key SHA-1 for firebase: {cert_fp(20)}",
        f"app signing cert SHA-256 (from play console, for assetlinks.json)\n{cert_fp(32)}",
        f"\"sha256_cert_fingerprints\": [\"{cert_fp(32)}\"]",
        f"debug keystore sha1 {cert_fp(20)} — add to google sign-in console",
        f"Apple dist cert serial {hexs(32).upper()}, expires 2026-04-11",
    )

    r.add(
        "ssh_public_material",
        f"mac mini pubkey to add on the api box:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} mike@macmini",
        f"fingerprint of the deploy key: {ssh_fingerprint()}",
        f"github says the key is {ssh_fingerprint()}, matches",
        f"authorized_keys for Jake:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jake@laptop",
    )

    r.add(
        "git_commit_hash",
        f"1.4.2 was cut from {hexs(40)}",
        f"bisected the crash to {short_sha()} (the realm upgrade)",
        f"git revert {short_sha()} {short_sha()}",
        f"hotfix branch based on {hexs(40)} — cherry-pick {short_sha()} into main after",
        f"eas update group from commit {short_sha()}",
    )

    r.add(
        "package_or_image_digest",
        f"package-lock integrity: sha512-{b64(secrets.token_bytes(64))}",
        f"Podfile.lock checksum {hexs(40)}",
        f"FROM node:20-alpine@sha256:{sha256()}",
        f"release apk sha256 {sha256()} (posted on the client's download page)",
    )

    r.add(
        "app_build_version",
        f"shipped v2.{secrets.randbelow(9)}.{secrets.randbelow(9)} (build {secrets.randbelow(400) + 100}) to TestFlight",
        f"versionCode {secrets.randbelow(300) + 100} / versionName 1.{secrets.randbelow(9)}.{secrets.randbelow(9)}",
        f"CFBundleVersion bumped to {pick('2024', '2025')}.{secrets.randbelow(12) + 1}.{secrets.randbelow(28) + 1}.{secrets.randbelow(9) + 1}",
        f"runtimeVersion 1.{secrets.randbelow(9)}.0 — eas updates only for this runtime",
        f"xcode 16.{secrets.randbelow(4)} (16{pick('A', 'B', 'C')}{digits(3, lead=True)}{pick('a', 'b', '')}), iOS 18.{secrets.randbelow(6)} sim",
    )

    r.add(
        "console_url_with_id",
        f"eas build log https://expo.dev/accounts/atxdev/projects/tacos/builds/{uid()}",
        f"sentry issue https://acme-apps.sentry.io/issues/{digits(10, lead=True)}/?project={digits(7, lead=True)}",
        f"crashlytics: https://console.firebase.google.com/project/pedal-atx-prod/crashlytics/app/ios:test.pedalatx.app/issues/{hexs(32)}",
        f"EAS project id {uid()} in app.json extra.eas.projectId",
        f"testflight build https://appstoreconnect.apple.com/apps/{apple_app_id()}/testflight/ios/{uid()}",
    )

    r.add(
        "crash_event_id",
        f"sentry event {hexs(32)} — NPE in checkout",
        f"dSYM UUID {uid().upper()} missing, re-upload from the xcarchive",
        f"user sent crash report id {uid().upper()}",
        f"trace id {hexs(32)} span {hexs(16)} for the slow /rides call",
    )

    r.add(
        "parcel_tracking",
        f"new test phone (pixel 8) UPS {ups()}",
        f"USPS tracking for the Apple dev kit return: {usps()}",
        f"fedex {digits(12, lead=True)} - client's iPad arriving thurs",
        f"amazon order {digits(3, lead=True)}-{digits(7)}-{digits(7)} usb-c hub",
    )

    r.add(
        "client_invoice",
        f"{inv()} Pedal ATX, {amount()}, net 15, sent 10/2",
        f"invoices outstanding:\n- {inv()} Brisket Bus {amount()}\n- {inv()} Zen ATX {amount()}",
        f"dental paid {inv()} via ACH, conf #{digits(10, lead=True)}",
        f"quote Q-{digits(4, lead=True)} for the android rewrite, {amount()} deposit",
        f"freshbooks invoice #{digits(5, lead=True)} overdue 30 days, nudge Kendra",
    )

    r.add(
        "bank_routing_masked_account",
        f"UFCU routing {aba()}, checking ending {digits(4)} — for client ACH",
        f"direct deposit info for the W-9 packet: routing {aba()}, acct ****{digits(4)}",
        f"Frost routing # {aba()} (public, it's on every check)",
        f"wire instructions: ABA {aba()}, SWIFT FRSTUS44, account xxxxxx{digits(4)}",
    )

    r.add(
        "masked_card_number",
        f"apple dev fee charged to visa •••• {digits(4)}",
        f"which card is on the GCP billing? mastercard ending in {digits(4)}, exp {secrets.randbelow(12) + 1:02d}/{pick('27', '28')}",
        f"amex xxxx-xxxxxx-x{digits(4)} is the biz card for subscriptions",
        f"stripe says card **** **** **** {digits(4)} declined for the yoga member",
    )

    r.add(
        "phone_number",
        f"Kendra cell {atx_phone()}",
        f"twilio number for the dental reminders: +1 737 555 01{digits(2)}",
        f"landlord (Riverside Flats office) {atx_phone()}, maintenance line {atx_phone()}",
        f"tester contact for the pedal beta: Jake {atx_phone()}",
    )

    r.add(
        "expired_one_time_code",
        f"chase verification code {otp6()} — used it already, expired",
        f"apple 2FA code was {otp6()} (from 2pm, dead now)",
        f"stripe sent {otp6()} for the login but i already got in, ignore",
        f"play console code {otp6()} expired before I typed it lol, requested new one",
    )

    r.add(
        "env_var_name_reference",
        "env needed on the render service: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, SUPABASE_SERVICE_ROLE_KEY, TWILIO_AUTH_TOKEN",
        "make sure EXPO_TOKEN and SENTRY_AUTH_TOKEN are set in eas secrets before building",
        "process.env.REVENUECAT_SECRET is undefined in prod?? check the vercel env panel",
        "the build fails w/o MATCH_PASSWORD exported — it's in the 'CI' 1Password vault",
        "export $(grep -v '^#' .env | xargs)  # loads FIREBASE_PRIVATE_KEY etc",
    )

    r.add(
        "ci_secret_reference",
        "env:\n  MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}\n  FASTLANE_SESSION: ${{ secrets.FASTLANE_SESSION }}",
        "api_key: ${{ secrets.ASC_KEY_P8_BASE64 }} decoded in the step before fastlane",
        "with:\n  serviceAccountJsonPlainText: ${{ secrets.PLAY_SERVICE_ACCOUNT_JSON }}",
        "eas secret:create --scope project --name SENTRY_AUTH_TOKEN --value \"$SENTRY_AUTH_TOKEN\"",
        "bitrise: $BITRISEIO_ANDROID_KEYSTORE_PASSWORD is a protected secret env var",
    )

    r.add(
        "vault_item_reference",
        "op://Clients/Pedal ATX Stripe/secret key",
        "the dental twilio creds are in 1Password > Clients > Barton Creek Dental > Twilio",
        "security find-generic-password -s 'AC_PASSWORD' -w  # notarytool pw from keychain",
        "bitwarden item 'Home - gate/alarm' has the codes, not putting them here",
    )

    r.add(
        "placeholder_config_value",
        "STRIPE_SECRET_KEY=sk_live_REPLACE_ME\nSTRIPE_WEBHOOK_SECRET=whsec_...",
        ".env.example for the yoga api:\nDATABASE_URL=postgresql://postgres:<password>@db.<ref>.supabase.co:5432/postgres",
        "keystore.properties.sample: storePassword=CHANGEME keyPassword=CHANGEME",
        "README: set EXPO_TOKEN=<your token> and SENTRY_DSN=<dsn> then run eas build",
    )

    r.add(
        "hardware_serial",
        f"macbook pro serial {mac_serial()} (applecare till 2026)",
        f"test pixel IMEI {imei()}",
        f"mac mini build box serial {mac_serial()}, asset tag ATX-0{digits(2)}",
        f"iphone 13 test device serial {mac_serial()} going to the dental office",
    )

    r.add(
        "travel_booking",
        f"Southwest conf # {pnr()} AUS->SFO for the client kickoff",
        f"hotel conf {digits(9, lead=True)} (Hyatt, 3 nights)",
        f"rental car res {rnd(UPPER + DIGITS, 10)}, pickup at AUS",
        f"flight back: confirmation {pnr()}, ticket {pick('526', '006')}{digits(10)}",
    )

    r.add(
        "household_account_number",
        f"Austin Energy acct # {digits(10, lead=True)}",
        f"Google Fiber account {digits(9, lead=True)} — bill due the 8th",
        f"lease # RF-{digits(5)} unit 2{digits(2)}, renewal 8/1",
        f"renters insurance policy {pick('HO4', 'RI')}-{digits(8)} (Lemonade)",
    )

    r.add(
        "gym_membership_id",
        f"gym member # {digits(8, lead=True)} (for the front desk when the app dies)",
        f"climbing gym member id {pick('A', 'M')}{digits(7)}",
        f"ymca barcode {digits(12, lead=True)}",
        f"class pass booking ref {rnd(UPPER + DIGITS, 8)} for thurs 6pm",
    )

    r.add(
        "slack_workspace_ids",
        f"pedal slack team {slack_id('T')}, #deploys channel {slack_id('C')}",
        f"my user id in the dental workspace {slack_id('U')}",
        f"slack app id {slack_id('A')} (the deploy bot), needs re-install",
        f"thread link https://pedalatx.slack.com/archives/{slack_id('C')}/p{digits(16, lead=True)}",
    )

    r.add(
        "dates_and_amounts",
        f"Play console $25 fee paid {pick('3', '4', '5')}/{secrets.randbelow(28) + 1}/2024",
        f"quarterly estimated tax {amount()} due {pick('4/15', '6/15', '9/15', '1/15')}",
        f"retainer: {amount()}/mo starting 11/1, 20 hrs",
        f"rent {amount()} on the 1st, late after the 3rd",
    )

    return r


def main() -> None:
    write_corpora("make_heldout362.py", [
        ("heldout362_credentials.yaml", credentials(), "Held-out batch 362: credentials a freelance mobile developer in Austin keeps (Stripe, RevenueCat, Sentry, Twilio, Firebase, App Store Connect, Play, Expo, fastlane, Slack, plus gate, alarm, bank, PIN, gym and Wi-Fi codes)"),
        ("heldout362_lookalikes.yaml", lookalikes(), "Held-out batch 362: a mobile developer's publishable keys, store and build ids, UDIDs, fingerprints, hashes, tracking and invoice numbers, masked cards and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
