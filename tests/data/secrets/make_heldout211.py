# ruff: noqa: E501
"""Writes heldout211_credentials.yaml and heldout211_lookalikes.yaml: held-out batch 211.

Persona: an indie iOS and Android developer in Berlin who ships a couple of small apps and
writes notes in English. The credentials are the ones such a developer juggles: the App Store
Connect API .p8 private key, the Android keystore and key passwords, the Google Play service
account key, the RevenueCat secret API key, a Sentry auth token, the Firebase Admin SDK
private key, an Apple ID app-specific password, the Fastlane match passphrase and a Codemagic
API token, plus the odd backend, test-device and coworking secret. The look-alikes are the
identifiers the same developer pastes all day: Firebase config apiKey values (public by
design), bundle ids, App Store Connect key ids and issuer ids, Team ids, RevenueCat public SDK
keys, Sentry DSNs, SHA-1 and SHA-256 signing certificate fingerprints, provisioning profile
UUIDs, build numbers, TestFlight public links, Play Console app ids, upload key fingerprints
and crash ids, and talk about where the secrets are kept.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    age_secret_key,
    b64,
    b64url,
    basic,
    digits,
    epoch,
    filevault_key,
    groups,
    hexs,
    jwt,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    pod_name,
    pw,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = [
    "spree", "kiez", "bretzel", "tram", "ampel", "falcon", "copper", "velvet", "orbit",
    "lantern", "harbor", "maple", "quartz", "meadow", "ember", "glacier", "pixel", "rocket",
    "walnut", "cobalt", "tundra", "saffron", "marble", "ferry", "thistle", "canyon",
]

IOS_APP = "com.acmeapps.spreehabits"
ANDROID_APP = "de.acme.kiezmap"


def _lines(text: str, width: int = 64) -> str:
    return "\n".join(text[i:i + width] for i in range(0, len(text), width))


def p8_key() -> str:
    """An App Store Connect / APNs .p8 key: a PKCS#8 P-256 private key."""
    der = (
        bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
        + secrets.token_bytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
        + secrets.token_bytes(64)
    )
    return f"-----BEGIN PRIVATE KEY-----\n{_lines(b64(der))}\n-----END PRIVATE KEY-----"


def rsa_pkcs8(lines: int = 8) -> str:
    """A PKCS#8 RSA private key as Google service account files carry it (shortened body)."""
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + secrets.token_bytes(48 * lines - 38)
    return f"-----BEGIN PRIVATE KEY-----\n{_lines(b64(der))}\n-----END PRIVATE KEY-----\n"


def service_account_json(project: str, account: str) -> str:
    key = rsa_pkcs8().replace("\n", "\\n")
    return (
        "{\n"
        '  "type": "service_account",\n'
        f'  "project_id": "{project}",\n'
        f'  "private_key_id": "{hexs(40)}",\n'
        f'  "private_key": "{key}",\n'
        f'  "client_email": "{account}@{project}.iam.gserviceaccount.com",\n'
        f'  "client_id": "{digits(21, True)}",\n'
        '  "token_uri": "https://oauth2.googleapis.com/token"\n'
        "}"
    )


def asc_key_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def team_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def app_specific() -> str:
    return groups(rnd(LOWER, 16), 4, "-")


def match_pass() -> str:
    return pick(phrase(WORDS, 5, "-"), phrase(WORDS, 4, " ") + " " + digits(2), pw())


def codemagic_token() -> str:
    return rnd(URLSAFE, 43)


def revenuecat_secret() -> str:
    return "sk_" + rnd(ALNUM, 32)


def sentry_user_token() -> str:
    return "sntryu_" + hexs(64)


def sentry_org_token() -> str:
    payload = b64url({"iat": epoch(), "url": "https://sentry.io", "region_url": "https://de.sentry.io", "org": "acme-apps"})
    return f"sntrys_{payload}_{rnd(B64, 43)}"


def fingerprint(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def firebase_api_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def sentry_dsn() -> str:
    return f"https://{hexs(32)}@o{digits(6, True)}.ingest.de.sentry.io/{digits(16, True)}"


def play_app_id() -> str:
    return "497" + digits(16)


def testflight_link() -> str:
    return "https://testflight.apple.com/join/" + rnd(ALNUM, 8)


def rsa_public_b64() -> str:
    der = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + secrets.token_bytes(256) + bytes.fromhex("0203010001")
    return b64(der)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "app_store_connect_p8_key",
        f"ASC API key for fastlane, key id {asc_key_id()}, issuer {uid()}. Contents of the .p8 so I can recreate it on the new Mac mini:\n{p8_key()}",
        f"remember this AuthKey, Apple only lets you download it once\n\n{p8_key()}",
        f"app_store_connect_api_key(\n  key_id: \"{asc_key_id()}\",\n  issuer_id: \"{uid()}\",\n  key_content: \"{p8_key().replace(chr(10), chr(92) + 'n')}\"\n)",
        f"Codemagic wants the private key pasted into APP_STORE_CONNECT_PRIVATE_KEY. here it is:\n{p8_key()}",
        f"p8 for the Admin-role key (used by the release script, NOT the read-only one):\n{p8_key()}\nkey id {asc_key_id()}",
    )
    r.add(
        "apns_auth_key",
        f"APNs auth key for push on Spree Habits, Team {team_id()}, Key ID {asc_key_id()}:\n{p8_key()}",
        f"push key (sandbox + prod) for the Firebase console upload\n{p8_key()}",
        f"Put this into the backend's APNS_KEY env as is:\n{p8_key()}",
    )
    r.add(
        "android_keystore_password",
        f"upload keystore password for Kiezmap: {pw()}",
        f"kiezmap-upload.jks -> store pass {pw()}",
        f"Android keystore pw (release.keystore, the one from 2021!!) = {pw()}",
        f"keytool -list -v -keystore upload-keystore.jks -storepass '{pw()}'",
        f"If Gradle asks again: keystore password is {match_pass()}",
    )
    r.add(
        "android_key_password",
        f"key alias `upload`, key password {pw()} (different from the store password, don't mix them up again)",
        f"alias kiezmap_release / keypass: {pw()}",
        f"jarsigner -keystore release.jks -storepass {pw()} -keypass {pw()} app-release-unsigned.apk kiezmap",
        f"The key password for alias 'spree' is {pw()}",
    )
    r.add(
        "keystore_properties_file",
        f"keystore.properties (not in git, recreate from here):\nstorePassword={pw()}\nkeyPassword={pw()}\nkeyAlias=upload\nstoreFile=../keys/upload-keystore.jks",
        f"storePassword={pw()}\nkeyPassword={pw()}\nkeyAlias=kiezmap\nstoreFile=/Users/me/keys/kiezmap.jks",
        f"gradle.properties on the build box:\nKIEZMAP_UPLOAD_STORE_PASSWORD={pw()}\nKIEZMAP_UPLOAD_KEY_PASSWORD={pw()}",
        f"signingConfigs {{\n    release {{\n        storeFile file('upload.jks')\n        storePassword '{pw()}'\n        keyAlias 'upload'\n        keyPassword '{pw()}'\n    }}\n}}",
    )
    r.add(
        "android_keystore_base64",
        f"CM_KEYSTORE for Codemagic (base64 of upload.jks), keep with the passwords:\n{b64(bytes.fromhex('30820a5c020103') + secrets.token_bytes(180))}",
        f"ANDROID_KEYSTORE_BASE64={b64(bytes.fromhex('30820a6f020103') + secrets.token_bytes(150))}",
        f"base64 keystore for the GitHub secret (decode with base64 -d > upload.jks):\n{_lines(b64(bytes.fromhex('308209e4020103') + secrets.token_bytes(210)), 76)}",
    )
    r.add(
        "google_play_service_account_key",
        f"Play publisher service account json (fastlane supply):\n{service_account_json('api-' + digits(19, True), 'fastlane-supply')}",
        f"play-store-credentials.json, recreate on new machine:\n{service_account_json('pc-api-' + digits(19, True) + '-' + digits(3), 'codemagic-publisher')}",
        f"SUPPLY_JSON_KEY_DATA contents\n{service_account_json('kiezmap-play', 'play-uploader')}",
        f"Google Play service account private key only (email play-deploy@kiezmap-play.iam.gserviceaccount.com):\n{rsa_pkcs8()}",
    )
    r.add(
        "firebase_admin_private_key",
        f"Firebase Admin SDK key for the cloud functions (project spree-habits-prod):\n{service_account_json('spree-habits-prod', 'firebase-adminsdk-' + rnd(LOWER + DIGITS, 5))}",
        f"FIREBASE_PRIVATE_KEY=\"{rsa_pkcs8().replace(chr(10), chr(92) + 'n')}\"\nFIREBASE_CLIENT_EMAIL=firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@kiezmap-prod.iam.gserviceaccount.com",
        f"admin sdk key (staging):\n{rsa_pkcs8()}",
        f"serviceAccountKey.json for the push sender script\n{service_account_json('kiezmap-staging', 'firebase-adminsdk-' + rnd(LOWER + DIGITS, 5))}",
    )
    r.add(
        "revenuecat_secret_api_key",
        f"RevenueCat secret key (v1, for the webhook verifier + server side receipts): {revenuecat_secret()}",
        f"RC secret api key -> {revenuecat_secret()}  (never ship this in the app, only the appl_ one)",
        f"curl -H 'Authorization: Bearer {revenuecat_secret()}' https://api.revenuecat.com/v1/subscribers/$APP_USER_ID",
        f"REVENUECAT_SECRET_KEY={revenuecat_secret()}",
        f"revenuecat v2 secret key for the MRR dashboard script: {revenuecat_secret()}",
    )
    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN={sentry_org_token()}",
        f"sentry-cli token for dSYM upload: {sentry_user_token()}",
        f"sentry.properties\ndefaults.org=acme-apps\ndefaults.project=kiezmap-android\nauth.token={sentry_org_token()}",
        f"personal Sentry token (scopes project:releases, org:read) {sentry_user_token()}",
        f"export SENTRY_AUTH_TOKEN={sentry_user_token()} && sentry-cli debug-files upload --include-sources build/",
    )
    r.add(
        "apple_app_specific_password",
        f"app-specific password for altool / Transporter: {app_specific()}",
        f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={app_specific()}",
        f"xcrun notarytool store-credentials acme-notary --apple-id dev@acme.example --team-id {team_id()} --password {app_specific()}",
        f"Apple ID app pw (label 'codemagic'), {app_specific()}",
        f"app specific pwd for Thunderbird on the dev icloud: {app_specific()}",
    )
    r.add(
        "apple_id_password",
        f"developer Apple ID dev@acme.example / {pw()}",
        f"Apple ID pw (the Account Holder one, don't give to freelancers): {pw()}",
        f"FASTLANE_PASSWORD='{pw()}' bundle exec fastlane ios beta",
        f"new apple id password after the lockout: {match_pass()}",
    )
    r.add(
        "apple_account_recovery_key",
        f"Apple ID recovery key (print it, put it in the Ordner): {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
        f"recovery key for the developer account {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
        f"If I ever lose both iPhones: Apple recovery key is\n{'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
    )
    r.add(
        "fastlane_match_passphrase",
        f"match passphrase (decrypts the certs repo): {match_pass()}",
        f"MATCH_PASSWORD={match_pass()}",
        f"fastlane match decryption password -> {match_pass()}",
        f"the certificates repo is encrypted with '{match_pass()}', needed on every new CI box",
        f"MATCH_KEYCHAIN_PASSWORD={pw()}\nMATCH_PASSWORD={match_pass()}",
    )
    r.add(
        "match_git_basic_authorization",
        f"MATCH_GIT_BASIC_AUTHORIZATION={basic('acme-ci', 'ghp_' + rnd(ALNUM, 36))}",
        f"basic auth for the certificates repo (base64 of user:token): {basic('kiez-dev', 'github_pat_' + rnd(ALNUM, 22) + '_' + rnd(ALNUM, 59))}",
        f"git_basic_authorization: '{basic('acme-bot', pw())}'",
    )
    r.add(
        "codemagic_api_token",
        f"Codemagic API token: {codemagic_token()}",
        f"curl -H \"x-auth-token: {codemagic_token()}\" https://api.codemagic.io/apps",
        f"CM token for the 'trigger build' shortcut on my phone = {codemagic_token()}",
        f"codemagic personal api token (Teams > Personal Account > Integrations) {codemagic_token()}",
    )
    r.add(
        "github_personal_access_token",
        f"GH PAT for the certificates repo, read only: ghp_{rnd(ALNUM, 36)}",
        f"github fine-grained token (expires in 90d): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://kiez-dev:ghp_{rnd(ALNUM, 36)}@github.com/acme-apps/certificates.git",
        f"GITHUB_TOKEN for the release-notes script ghp_{rnd(ALNUM, 36)}",
    )
    r.add(
        "fcm_legacy_server_key",
        f"old FCM server key (still used by the v1 push backend until I migrate): AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}",
        f"Authorization: key=AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}",
        f"cloud messaging server key for kiezmap-prod\nAAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}",
    )
    r.add(
        "google_oauth_client_secret",
        f"Google sign-in web client secret (backend token exchange): GOCSPX-{rnd(URLSAFE, 28)}",
        f"GOOGLE_CLIENT_SECRET=GOCSPX-{rnd(URLSAFE, 28)}",
        f"oauth client {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com, secret GOCSPX-{rnd(URLSAFE, 28)}",
    )
    r.add(
        "sign_in_with_apple_client_secret",
        f"SIWA client secret JWT (valid 6 months, regenerate in Nov): {b64url({'alg': 'ES256', 'kid': asc_key_id()})}.{b64url({'iss': team_id(), 'iat': epoch(), 'exp': epoch() + 15_552_000, 'aud': 'https://appleid.apple.com', 'sub': IOS_APP + '.signin'})}.{rnd(URLSAFE, 86)}",
        f"APPLE_CLIENT_SECRET={b64url({'alg': 'ES256', 'kid': asc_key_id()})}.{b64url({'iss': team_id(), 'iat': epoch(), 'exp': epoch() + 15_000_000, 'aud': 'https://appleid.apple.com', 'sub': 'de.acme.kiezmap.web'})}.{rnd(URLSAFE, 86)}",
        f"Sign in with Apple key for the web flow (Services ID de.acme.kiezmap.web):\n{p8_key()}",
    )
    r.add(
        "supabase_service_role_key",
        f"supabase service_role key (server only!!): {jwt({'iss': 'supabase', 'ref': rnd(LOWER, 20), 'role': 'service_role', 'iat': epoch(), 'exp': epoch() + 315_360_000})}",
        f"SUPABASE_SERVICE_ROLE_KEY={jwt({'iss': 'supabase', 'ref': rnd(LOWER, 20), 'role': 'service_role', 'iat': epoch(), 'exp': epoch() + 315_360_000})}",
        f"the edge function needs the service key: {jwt({'iss': 'supabase', 'ref': rnd(LOWER, 20), 'role': 'service_role', 'iat': epoch(), 'exp': epoch() + 315_360_000})}",
    )
    r.add(
        "database_connection_string",
        f"prod db for the sync backend: postgres://spree_app:{pw()}@db.acme.internal:5432/spreehabits",
        f"DATABASE_URL=postgresql://kiez_admin:{rnd(ALNUM, 24)}@pg-1.acme.internal:6432/kiezmap?sslmode=require",
        f"staging: mongodb+srv://kiezmap-api:{rnd(ALNUM, 18)}@cluster0.acme.test/kiezmap",
        f"psql -h db.acme.internal -U spree_app spreehabits   (pw: {pw()})",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe live secret key for the web paywall: sk_live_51{rnd(ALNUM, 97)}",
        f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 97)}\nSTRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"restricted stripe key (read charges only) rk_live_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "openai_api_key",
        f"OpenAI key for the 'smart habit suggestions' proxy: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"openai project key (kiezmap-descriptions, budget 20$/mo) {openai_project_key()}",
    )
    r.add(
        "sendgrid_api_key",
        f"sendgrid key for the magic-link emails {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"Mail API key (SendGrid, full access, rotate!): {sendgrid_key()}",
    )
    r.add(
        "slack_webhook_url",
        f"Slack webhook for build notifications: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"codemagic.yaml -> publishing.slack webhook https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"SLACK_URL=https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
    )
    r.add(
        "realm_encryption_key",
        f"local DB encryption key (64 bytes hex) used in the debug build for test fixtures: {hexs(128)}",
        f"SQLCipher passphrase for the exported test db: x'{hexs(64)}'",
        f"PRAGMA key = '{pw()}';  -- kiezmap offline cache db",
    )
    r.add(
        "build_server_ssh_key",
        f"ssh key for the Mac mini build server (ci@macmini.acme.internal):\n{openssh_private()}",
        f"deploy key for certificates repo, private part\n{openssh_private()}",
        f"id_ed25519 of the CI user, in case the disk dies\n{openssh_private()}",
    )
    r.add(
        "age_secret_key",
        f"sops age key for the secrets/ folder in the backend repo: {age_secret_key()}",
        f"# created: 2025-02-11\n# public key: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
    )
    r.add(
        "app_review_demo_account",
        f"App Review demo login for Spree Habits premium: reviewer@acme.example / {pw()}",
        f"demo account for Google Play review: user playreview@acme.example pass {pw()}",
        f"Sign-in required -> username: appreview2025\npassword: {pw()}",
        f"test account in App Store Connect notes: demo@spreehabits.example, PW {match_pass()}",
    )
    r.add(
        "sandbox_tester_password",
        f"sandbox tester sandbox.de+1@acme.example pw {pw()}",
        f"Storekit sandbox account (DE storefront): kiez.sandbox@acme.test / {pw()}",
        f"license tester gmail for Play billing: playtester.kiez@acme.example, password {pw()}",
    )
    r.add(
        "test_device_passcode",
        f"test iPhone SE passcode {digits(6)}, iPad mini {digits(6)}",
        f"Pixel 7 (the cracked one) PIN: {digits(4)}",
        f"device lab passcodes:\n| device      | code   |\n| iPhone 12   | {digits(6)} |\n| Galaxy A52  | {digits(6)} |\n| Pixel 4a    | {digits(4)}   |",
        f"SIM in the test Android: PIN {digits(4)}, PUK {digits(8)}",
    )
    r.add(
        "filevault_recovery_key",
        f"FileVault recovery key for the Mac mini: {filevault_key()}",
        f"macbook filevault key {filevault_key()} (in case the T2 acts up again)",
        f"Wiederherstellungsschlüssel MacBook Air: {filevault_key()}",
    )
    r.add(
        "onepassword_secret_key",
        f"1Password Secret Key: {onepassword_secret_key()}  (master pw is in my head)",
        f"1pw emergency kit -> secret key {onepassword_secret_key()}, master password {match_pass()}",
        f"Account: acme-apps.1password.com\nSecret Key: {onepassword_secret_key()}",
    )
    r.add(
        "google_backup_codes",
        "Google account (Play Console owner) backup codes:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
        "2FA backup codes for the Play dev account " + ", ".join(digits(8) for _ in range(4)),
        "github recovery codes (acme-apps org owner)\n" + "\n".join(f"{hexs(5)}-{hexs(5)}" for _ in range(6)),
    )
    r.add(
        "coworking_wifi_password",
        f"WLAN at the coworking in Kreuzberg: KiezWork-Guest / {pw()}",
        f"wifi pw for the office on Skalitzer: {match_pass()}",
        f"hub wifi 'acme-members' password {rnd(ALNUM, 12)}",
    )
    # second pass: more wording for the same secrets, and two more kinds
    r.add("revenuecat_secret_api_key", f"RevenueCat -> Project settings -> API keys -> secret: {revenuecat_secret()} (for the churn export cron)")
    r.add(
        "codemagic_api_token",
        f"Codemagic-Token fürs Release-Skript: {codemagic_token()}",
        f"CODEMAGIC_API_TOKEN={codemagic_token()}\nCODEMAGIC_APP_ID={hexs(24)}",
    )
    r.add("fastlane_match_passphrase", f"fastlane/.env.default\nMATCH_GIT_URL=git@github.com:acme-apps/certificates.git\nMATCH_PASSWORD={match_pass()}\nMATCH_TYPE=appstore")
    r.add("sentry_auth_token", f"build.gradle.kts\nsentry {{\n    org.set(\"acme-apps\")\n    projectName.set(\"kiezmap-android\")\n    authToken.set(\"{sentry_org_token()}\")\n}}")
    r.add("apple_app_specific_password", f"ASP for the CI notarization step (expires never, revoke when CI moves): {app_specific()}")
    r.add("app_store_connect_p8_key", f"fastlane api key json (asc_api_key.json):\n{{\n  \"key_id\": \"{asc_key_id()}\",\n  \"issuer_id\": \"{uid()}\",\n  \"key\": \"{p8_key().replace(chr(10), chr(92) + 'n')}\",\n  \"in_house\": false\n}}")
    r.add(
        "android_keystore_password",
        f"storepass for the OLD keystore (Kiezmap 1.x, before Play App Signing): {pw()}",
        f"keystore pass: {rnd(ALNUM, 14)} / alias: upload",
    )
    r.add("android_key_password", f"./gradlew bundleRelease -Pandroid.injected.signing.store.password={pw()} -Pandroid.injected.signing.key.password={pw()} -Pandroid.injected.signing.key.alias=upload")
    r.add("firebase_admin_private_key", f"admin.credential.cert({{ projectId: 'spree-habits-prod', clientEmail: 'firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@spree-habits-prod.iam.gserviceaccount.com', privateKey: '{rsa_pkcs8().replace(chr(10), chr(92) + 'n')}' }})")
    r.add("google_play_service_account_key", f"GOOGLE_PLAY_SERVICE_ACCOUNT_JSON for Codemagic (paste whole thing):\n{service_account_json('kiezmap-publishing', 'codemagic')}")
    r.add("apns_auth_key", f"AuthKey_{asc_key_id()}.p8 (APNs, all environments)\n{p8_key()}")
    r.add("stripe_secret_key", f"stripe listen gave me this webhook signing secret: whsec_{rnd(ALNUM, 32)}")
    r.add(
        "revenuecat_webhook_authorization",
        f"RevenueCat webhook Authorization header value: Bearer {rnd(URLSAFE, 40)}",
        f"RC_WEBHOOK_AUTH={rnd(ALNUM, 32)}  # must match what's set in the RC dashboard",
        f"webhook secret for /rc-events on the sync api -> {pw()}",
    )
    r.add(
        "app_store_shared_secret",
        f"App-Specific Shared Secret (Spree Habits, for verifyReceipt): {hexs(32)}",
        f"APPSTORE_SHARED_SECRET={hexs(32)}",
        f"shared secret from ASC > App Information, needed by RevenueCat: {hexs(32)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "firebase_config_api_key",
        f"GoogleService-Info.plist API_KEY is {firebase_api_key()}; it's public by design (restrict it by bundle id in Cloud console, not a secret)",
        f"firebaseConfig = {{ apiKey: \"{firebase_api_key()}\", authDomain: \"kiezmap-prod.firebaseapp.com\", projectId: \"kiezmap-prod\" }}",
        f"google-services.json current_key: {firebase_api_key()} (Android key, restricted to SHA-1 of the upload cert)",
        f"Firebase web apiKey {firebase_api_key()} is shipped in every client, no need to hide it",
    )
    r.add(
        "bundle_identifier",
        f"bundle ids: {IOS_APP} (app), {IOS_APP}.widget (widget ext), {IOS_APP}.intents",
        f"applicationId \"{ANDROID_APP}\" / debug suffix .debug -> {ANDROID_APP}.debug",
        f"App Group: group.{IOS_APP}, keychain group {team_id()}.{IOS_APP}.shared",
        f"renamed bundle id from com.acme.habits to {IOS_APP} in v2.0, remember the old one for migration",
    )
    r.add(
        "app_store_connect_key_id",
        f"ASC API key id {asc_key_id()}, issuer id {uid()} (the .p8 itself is in 1Password, item 'ASC API Admin')",
        f"key_id: {asc_key_id()}\nissuer_id: {uid()}\nkey_filepath: ./AuthKey_{asc_key_id()}.p8",
        f"revoked ASC key {asc_key_id()} today after the freelancer left; new one is {asc_key_id()}",
        f"App Store Connect issuer ID: {uid()}",
    )
    r.add(
        "apple_team_id",
        f"Team ID {team_id()} (Acme Apps UG, organization account)",
        f"DEVELOPMENT_TEAM = {team_id()};",
        f"old personal team was {team_id()}, new org team is {team_id()}",
        f"apple-app-site-association appID: \"{team_id()}.{IOS_APP}\"",
    )
    r.add(
        "revenuecat_public_sdk_key",
        f"RevenueCat public SDK keys: iOS appl_{rnd(ALNUM, 27)}, Android goog_{rnd(ALNUM, 27)} (fine in the app binary)",
        f"Purchases.configure(withAPIKey: \"appl_{rnd(ALNUM, 27)}\")",
        f"Purchases.configure(PurchasesConfiguration.Builder(this, \"goog_{rnd(ALNUM, 27)}\").build())",
        f"RC public key for the Amazon build: amzn_{rnd(ALNUM, 27)}",
    )
    r.add(
        "revenuecat_app_user_id",
        f"customer complaining about missing premium: app user id $RCAnonymousID:{hexs(32)}",
        f"RC customer {uid()} -> refund requested, entitlement 'pro' revoked",
        f"revenuecat project id proj{hexs(8)}, app id app{hexs(10)}",
    )
    r.add(
        "sentry_dsn",
        f"Sentry DSN for kiezmap-android: {sentry_dsn()} (DSN is public, ok in the app)",
        f"SentrySDK.start {{ options in options.dsn = \"{sentry_dsn()}\" }}",
        f"io.sentry.dsn meta-data -> {sentry_dsn()}",
        f"sentry dsn iOS {sentry_dsn()}",
    )
    r.add(
        "signing_cert_sha1_fingerprint",
        f"SHA-1 of the debug keystore (for Firebase / Google Sign-In): {fingerprint(20)}",
        f"App signing key certificate SHA-1: {fingerprint(20)}",
        f"add both SHA1s to the Firebase Android app:\nupload {fingerprint(20)}\napp signing {fingerprint(20)}",
    )
    r.add(
        "signing_cert_sha256_fingerprint",
        f"assetlinks.json sha256_cert_fingerprints: [\"{fingerprint(32)}\"]",
        f"Play App Signing SHA-256 {fingerprint(32)}",
        f"SHA256 for the Maps API key restriction: {fingerprint(32)}",
    )
    r.add(
        "upload_key_fingerprint",
        f"upload key certificate (after reset in Play Console) MD5 {fingerprint(16)}, SHA-1 {fingerprint(20)}",
        f"keytool -list output for alias upload:\nCertificate fingerprints:\n\t SHA1: {fingerprint(20)}\n\t SHA256: {fingerprint(32)}",
        f"upload cert fingerprint Play shows: {fingerprint(32)} - matches the jks on the Mac mini",
    )
    r.add(
        "provisioning_profile_uuid",
        f"match AppStore {IOS_APP} profile UUID {uid().upper()}",
        f"PROVISIONING_PROFILE_SPECIFIER = \"match AppStore {IOS_APP}\"; old profile {uid().upper()} expired",
        f"~/Library/MobileDevice/Provisioning Profiles/{uid()}.mobileprovision is the ad hoc one",
        f"sigh_{IOS_APP}_appstore_profile-path -> {uid().upper()}.mobileprovision",
    )
    r.add(
        "build_number",
        f"Spree Habits 2.4.1 (build {digits(3, True)}) submitted, Kiezmap versionCode {digits(5, True)}",
        f"CFBundleVersion {pick('2025', '2024')}.{secrets.randbelow(12) + 1}.{secrets.randbelow(28) + 1}.{secrets.randbelow(9) + 1}",
        f"next build number must be > {digits(4, True)} (codemagic BUILD_NUMBER offset {digits(3, True)})",
        f"rejected build {digits(3, True)}, resubmitted as {digits(3, True)}",
    )
    r.add(
        "testflight_public_link",
        f"public TestFlight link for beta testers: {testflight_link()}",
        f"Newsletter: join the beta here {testflight_link()} (limit 500)",
        f"TestFlight group 'Berlin friends' -> {testflight_link()}",
    )
    r.add(
        "play_console_app_id",
        f"Play Console app id {play_app_id()}, developer id {digits(19, True)}",
        f"https://play.google.com/console/u/0/developers/{digits(19, True)}/app/{play_app_id()}/app-dashboard",
        f"internal testing link https://play.google.com/apps/internaltest/{digits(20, True)}",
        f"Kiezmap Play app id: {play_app_id()}",
    )
    r.add(
        "app_store_app_id",
        f"App Store id {digits(10, True)}: https://apps.apple.com/de/app/spree-habits/id{digits(10, True)}",
        f"SKU spreehabits-{hexs(6)}, Apple ID {digits(10, True)}",
        f"itms-apps://itunes.apple.com/app/id{digits(10, True)}?action=write-review",
    )
    r.add(
        "crash_id",
        f"Crashlytics issue {hexs(32)} - NPE in MapFragment.onResume, 142 users",
        f"Sentry event id {hexs(32)} (issue KIEZMAP-ANDROID-{rnd(UPPER + DIGITS, 3)})",
        f"crash on iOS 17.4: issue SPREE-IOS-{rnd(UPPER + DIGITS, 2)}, event {uid().replace('-', '')}",
        f"Xcode Organizer crash log incident id {uid().upper()}",
        f"ANR cluster id {hexs(16)} in Android vitals, fixed in {digits(5, True)}",
    )
    r.add(
        "firebase_app_id",
        f"Firebase iOS app id 1:{digits(12, True)}:ios:{hexs(16)}, Android 1:{digits(12, True)}:android:{hexs(16)}",
        f"GCM_SENDER_ID {digits(12, True)}, project number same",
        f"firebase appdistribution:distribute app.apk --app 1:{digits(12, True)}:android:{hexs(16)} --groups qa",
    )
    r.add(
        "google_oauth_client_id",
        f"iOS OAuth client id {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com (reversed: com.googleusercontent.apps.{digits(12, True)}-{rnd(LOWER + DIGITS, 32)})",
        f"GIDClientID = {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"web client id for serverClientId: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
    )
    r.add(
        "admob_app_id",
        f"AdMob app id ca-app-pub-{digits(16)}~{digits(10, True)}",
        f"banner unit ca-app-pub-{digits(16)}/{digits(10, True)} (test unit is ca-app-pub-3940256099942544/2934735716)",
        f"GADApplicationIdentifier ca-app-pub-{digits(16)}~{digits(10, True)}",
    )
    r.add(
        "play_licensing_public_key",
        f"Play licensing 'Base64-encoded RSA public key' (public, goes in the app): {rsa_public_b64()}",
        f"BASE64_PUBLIC_KEY = \"{rsa_public_b64()}\"  // from Monetization setup, it's the public half",
    )
    r.add(
        "ssh_public_key",
        f"add to the Mac mini authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@codemagic",
        f"deploy key (public) for certificates repo: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} match-readonly",
        f"my laptop pubkey ssh-rsa {ssh_pub('ssh-rsa', 270)} me@mbp",
    )
    r.add(
        "ci_secret_reference",
        "GitHub Actions: MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }} and APP_STORE_CONNECT_API_KEY_CONTENT: ${{ secrets.ASC_KEY_P8 }}",
        "codemagic.yaml environment groups: [app_store_credentials, play_service_account, sentry] - values only live in the Codemagic UI",
        "storePassword System.getenv(\"KEYSTORE_PASSWORD\")\nkeyPassword System.getenv(\"KEY_PASSWORD\")",
        "Fastfile: api_key_path: ENV['ASC_KEY_JSON'], json_key: ENV['SUPPLY_JSON_KEY']",
        "SENTRY_AUTH_TOKEN is set as a secure var in Codemagic ($CM_SENTRY), don't put it in sentry.properties",
    )
    r.add(
        "secret_storage_location",
        "Upload keystore + passwords: 1Password vault 'Mobile Release', item 'Kiezmap upload key'. Backup copy of the .jks on the encrypted USB stick in the drawer.",
        f"Firebase Admin key lives in Google Secret Manager: projects/spree-habits-prod/secrets/firebase-admin-sa/versions/{secrets.randbelow(9) + 1}",
        "match passphrase is in the Bitwarden org collection 'CI', not in my personal vault",
        "Apple recovery key printed and in the safe at home (Ordner 'Apple'), second copy with Steuerberater? no - with my sister",
        "vault kv path secret/mobile/revenuecat -> key 'secret_api_key' (read via vault kv get)",
    )
    r.add(
        "password_rotation_note",
        "rotate the RevenueCat secret key + Sentry token every 6 months, next due 2025-10-01",
        "Changed the Apple ID password today after the phishing mail; updated it in 1Password and re-logged in Xcode, Transporter and Codemagic.",
        "note to self: app-specific passwords get revoked when the Apple ID password changes, regenerate the one for notarytool",
        "Play upload key reset requested (lost the old jks). Google says 48h. New upload cert uploaded as PEM.",
        "Keystore password must be 6+ chars, keytool rejected the short one; picked a 24 char one from the generator",
    )
    r.add(
        "masked_key",
        f"RC secret key ending in ...{rnd(ALNUM, 4)} is the old one, delete it",
        f"Sentry shows token sntryu_****{hexs(4)} last used 3 days ago",
        f"Stripe dashboard: sk_live_...{rnd(ALNUM, 4)} (created Jan 12), rk_live_...{rnd(ALNUM, 4)}",
        f"Codemagic token •••••••••{rnd(ALNUM, 4)} - regenerate if the CI logs leaked",
    )
    r.add(
        "git_commit_sha",
        f"release 2.4.1 tagged at {hexs(40)}",
        f"regression introduced in {hexs(7)}, reverted in {hexs(7)}",
        f"git bisect good {hexs(40)}",
    )
    r.add(
        "codemagic_build_id",
        f"Codemagic build {hexs(24)} failed on 'pod install', app id {hexs(24)}",
        f"https://codemagic.io/app/{hexs(24)}/build/{hexs(24)}",
        f"workflow ios-release last green build {hexs(24)}",
    )
    r.add(
        "docker_image_digest",
        f"backend image ghcr.io/acme-apps/sync-api@sha256:{hexs(64)}",
        f"pinned the android build image to cirrusci/android-sdk@sha256:{hexs(64)}",
        f"pod {pod_name('sync-api')} restarted 3x, OOM",
    )
    r.add(
        "gradle_dependency_checksum",
        f"verification-metadata.xml: <sha256 value=\"{hexs(64)}\" origin=\"Generated by Gradle\"/>",
        f"gradle-wrapper.jar sha256 {hexs(64)} (matches gradle.org)",
        f"Package.resolved revision \"{hexs(40)}\" for RevenueCat/purchases-ios 4.43.2",
    )
    r.add(
        "simulator_device_udid",
        f"xcrun simctl boot {uid().upper()}  # iPhone 15 Pro, iOS 17.5",
        f"test iPhone UDID for ad hoc: 0000{digits(4)}-{hexs(16).upper()}",
        f"adb -s emulator-5554 / physical Pixel serial {rnd(UPPER + DIGITS, 14)}",
    )
    r.add(
        "apple_order_number",
        f"Apple Developer Program renewal order W{digits(10, True)}, invoice MA{digits(8)}",
        f"App Store Connect payment report, vendor number {digits(8, True)}, proceeds EUR 412.19",
        f"Google Play payments profile id {digits(4)}-{digits(4)}-{digits(4)}, invoice {digits(10, True)}",
    )
    r.add(
        "business_registration_ids",
        f"D-U-N-S number for the Apple org enrollment: {digits(9, True)}",
        f"USt-IdNr. DE{digits(9, True)} (goes on the Impressum and App Store legal entity)",
        f"Handelsregister HRB {digits(6, True)} B, Amtsgericht Charlottenburg",
    )
    r.add(
        "storekit_transaction_id",
        f"customer sent receipt: original transaction id {pick('2000', '3300')}{digits(12)}, product {IOS_APP}.pro.yearly",
        f"Google Play order GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)} refunded",
        f"StoreKit config product ids: {IOS_APP}.pro.monthly / {IOS_APP}.pro.yearly / {IOS_APP}.lifetime",
    )
    r.add(
        "dynamic_link",
        f"invite link format https://kiezmap.acme.test/i/{rnd(ALNUM, 8)} (short code = invite id, not auth)",
        f"promo code redemption link https://apps.apple.com/redeem?ctx=offercodes&id={digits(10, True)}&code=SPREE{digits(2)}",
        f"shared habit list https://share.spreehabits.example/l/{uid()}",
    )
    r.add(
        "keystore_config_without_secrets",
        "keystore type PKCS12, alias upload, validity 10000 days, RSA 2048 - passwords in 1Password",
        "keytool -genkeypair -v -keystore upload.jks -alias upload -keyalg RSA -keysize 2048 -validity 10000   (it prompts for the passwords)",
        "fastlane match type:appstore readonly:true git_url:git@github.com:acme-apps/certificates.git",
    )
    # second pass: more of the same identifiers, and three more kinds
    r.add(
        "play_licensing_public_key",
        f"licensing key for Kiezmap (public key, Play gives it to everyone who ships the app):\n{_lines(rsa_public_b64())}",
        f"-----BEGIN PUBLIC KEY-----\n{_lines(rsa_public_b64())}\n-----END PUBLIC KEY-----\n^ Play licensing public key, ok to commit",
    )
    r.add(
        "firebase_config_api_key",
        f"<key>API_KEY</key>\n<string>{firebase_api_key()}</string>",
        f"Maps SDK key for Android {firebase_api_key()}, restricted to {ANDROID_APP} + SHA-1, so it's fine in the manifest",
    )
    r.add("sentry_dsn", f"sentry:\n  dsn: {sentry_dsn()}\n  environment: staging\n  tracesSampleRate: 0.2")
    r.add("bundle_identifier", f"Wear OS module applicationId {ANDROID_APP}.wear, iOS watch app {IOS_APP}.watchkitapp")
    r.add(
        "testflight_public_link",
        f"beta link in the App Store description draft: {testflight_link()}",
        f"Kiezmap iOS beta: {testflight_link()} / Android: https://play.google.com/apps/testing/{ANDROID_APP}",
    )
    r.add(
        "signing_cert_sha1_fingerprint",
        f"Facebook login key hash needs base64 of the SHA1 {fingerprint(20)}",
        f"debug.keystore SHA1 on the new laptop: {fingerprint(20).replace(':', '').lower()}",
    )
    r.add(
        "signing_cert_sha256_fingerprint",
        f"{{\"relation\": [\"delegate_permission/common.handle_all_urls\"], \"target\": {{\"namespace\": \"android_app\", \"package_name\": \"{ANDROID_APP}\", \"sha256_cert_fingerprints\": [\"{fingerprint(32)}\"]}}}}",
        f"Apple dist cert SHA-256 {fingerprint(32)} (expires 2026-03-14)",
    )
    r.add("build_number", f"| app | version | build |\n| Spree iOS | 2.4.1 | {digits(3, True)} |\n| Kiezmap Android | 1.9.0 | {digits(5, True)} |")
    r.add("crash_id", f"Firebase Crashlytics -> issues/{hexs(32)}?time=last-seven-days&sessionEventKey={hexs(32)}_{digits(19, True)}")
    r.add("provisioning_profile_uuid", f"Profile {uid().upper()} (Development) includes the 3 test devices, regenerate after adding the iPad")
    r.add("app_store_connect_key_id", f"ASC keys: {asc_key_id()} = Admin (CI), {asc_key_id()} = Developer (me), {asc_key_id()} = Finance (accountant)")
    r.add("revenuecat_public_sdk_key", f"PUBLIC_RC_KEY_IOS=appl_{rnd(ALNUM, 27)}\nPUBLIC_RC_KEY_ANDROID=goog_{rnd(ALNUM, 27)}")
    r.add("play_console_app_id", f"Play developer account {digits(19, True)} (Acme Apps UG), apps: Kiezmap {play_app_id()}, Kiezmap Lite {play_app_id()}")
    r.add("apple_team_id", f"Team {team_id()} is in the Xcode project, CI fails with 'No Account for Team' because the ASC key belongs to {team_id()}")
    r.add(
        "push_notification_config",
        f"apns-topic: {IOS_APP}, apns-push-type: alert, apns-id: {uid().upper()}",
        f"FCM message id projects/kiezmap-prod/messages/{digits(19, True)} delivered",
        f"push collapse id habit-reminder-{hexs(8)}; APNs environment production",
    )
    r.add(
        "certificate_serial_number",
        f"Apple Distribution cert id {rnd(UPPER + DIGITS, 10)}, serial {hexs(16).upper()}, expires 2026-02-03",
        f"revoked 'iPhone Distribution: Acme Apps UG ({team_id()})' serial {hexs(16).upper()}",
        f"Developer ID Application cert SHA-1 {hexs(40).upper()}",
    )
    r.add(
        "match_repo_file_path",
        f"certificates repo: certs/distribution/{rnd(UPPER + DIGITS, 10)}.cer + .p12 (both encrypted by match)",
        f"profiles/appstore/AppStore_{IOS_APP}.mobileprovision last changed in {hexs(7)}",
        f"match nuke left certs/development/{rnd(UPPER + DIGITS, 10)}.cer behind, delete manually",
    )
    return r


def main() -> None:
    write_corpora("make_heldout211.py", [
        ("heldout211_credentials.yaml", credentials(), "Held-out batch 211 credentials: an indie iOS/Android developer in Berlin (p8 keys, keystores, service accounts, SDK secrets)"),
        ("heldout211_lookalikes.yaml", lookalikes(), "Held-out batch 211 look-alikes: the same developer's public keys, ids, fingerprints, DSNs and secret references"),
    ])


if __name__ == "__main__":
    main()
