# ruff: noqa: E501
"""Writes heldout43_credentials.yaml and heldout43_lookalikes.yaml: held-out batch 43.

Persona: an indie mobile app developer in Berlin who ships a small iOS and Android app
("KiezRadar") alone, writes notes in a mix of English and German, and keeps everything from
App Store Connect keys and Android keystore passwords to the online-banking PIN, the ELSTER
certificate password and the co-working door code in the same notes app. The look-alikes are
the identifiers such a developer handles all day: bundle and application ids, team and key
ids, Firebase client config (public by design), publishable keys, DSNs, signing-certificate
fingerprints, build numbers, tax numbers, IBANs for payouts, tracking numbers, and references
to secrets that never hold the secret itself.

The batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
are under `.example`, `.internal`, `.test` or `acme`; nothing is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    basic,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    mac,
    openssh_private,
    pick,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["Kaffee", "Spree", "Kiez", "Brezel", "Tempelhof", "Kastanie", "Spaeti", "Moewe", "Fahrrad",
         "Zitrone", "Mauerpark", "Dackel", "Pfannkuchen", "Schnecke", "Currywurst", "Ringbahn",
         "Hasenheide", "Landwehr", "Kreuzberg", "Lindwurm", "Wolke", "Gurke", "Pinguin", "Tulpe"]
SYMBOLS = "!#$%&*+?"


def human_pw() -> str:
    """A password a person made up (German words, a year, a symbol)."""
    w1, w2 = pick(*WORDS), pick(*WORDS)
    return pick(
        f"{w1}{pick('19', '20')}{digits(2)}{pick(*SYMBOLS)}",
        f"{w1.lower()}{w2}#{digits(2)}",
        f"{w1}_{w2}{digits(3)}",
        f"{w1}.{digits(3)}.{w2}{pick(*SYMBOLS)}",
        f"{w1.lower()}{digits(4)}{pick(*SYMBOLS)}",
        f"{w1}{pick(*SYMBOLS)}{w2.lower()}{digits(2)}",
    )


def gen_pw(n: int = 20) -> str:
    """A password a manager generated."""
    return pick(rnd(ALNUM, n), rnd(ALNUM + "!#%&*-_+", n), groups(rnd(LOWER + DIGITS, 18), 6, "-"))


def p8() -> str:
    """An App Store Connect / APNs .p8 key: a PKCS#8 P-256 private key, four PEM lines."""
    der = (bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
           + secrets.token_bytes(32)
           + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
           + secrets.token_bytes(64))
    body = b64(der)
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----"


def rsa_pkcs8_json() -> str:
    """A 2048-bit RSA PKCS#8 private key as it sits in a service-account JSON (\\n escaped)."""
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + secrets.token_bytes(1180)
    body = b64(der)
    lines = "\\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\\n{lines}\\n-----END PRIVATE KEY-----\\n"


def key_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def team_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def gcp_project() -> str:
    return pick(f"pc-api-{digits(19, True)}-{digits(3, True)}", f"kiezradar-{rnd(LOWER + DIGITS, 5)}", f"kiez-prod-{digits(5, True)}")


def service_account(project: str, who: str) -> str:
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": "@@KEY@@",
        "client_email": f"{who}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, True),
    }).replace("@@KEY@@", rsa_pkcs8_json())


def mapbox_token(prefix: str, user: str) -> str:
    claims = json.dumps({"u": user, "a": rnd(LOWER + DIGITS, 25)}, separators=(",", ":"))
    return f"{prefix}.{b64u(claims.encode())}.{rnd(URLSAFE, 22)}"


def fcm_legacy() -> str:
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def stripe(prefix: str) -> str:
    return f"{prefix}_51{rnd(ALNUM, 97)}"


def sentry_org_token(org: str) -> str:
    claims = json.dumps({"iat": 1_700_000_000 + secrets.randbelow(60_000_000), "url": "https://sentry.acme.test",
                         "region_url": "https://de.sentry.acme.test", "org": org}, separators=(",", ":"))
    return f"sntrys_{b64(claims.encode()).rstrip('=')}_{rnd(B64, 43)}"


def supabase_jwt(role: str) -> str:
    iat = 1_690_000_000 + secrets.randbelow(50_000_000)
    return jwt({"iss": "supabase", "ref": rnd(LOWER, 20), "role": role, "iat": iat, "exp": iat + 315_360_000})


def ghp() -> str:
    return f"ghp_{rnd(ALNUM, 36)}"


def sha_fp(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def firebase_api_key() -> str:
    return f"AIzaSy{rnd(URLSAFE, 33)}"


def firebase_app_id(platform: str) -> str:
    return f"1:{digits(12, True)}:{platform}:{hexs(pick(16, 22))}"


def app_store_id() -> str:
    return f"{pick('14', '15', '16', '64')}{digits(8)}"


def credentials() -> Rows:
    rows = Rows()
    rows.add(
        "asc_api_key_p8",
        f"AuthKey_{key_id()}.p8 (App Store Connect API, Rolle App Manager) – Inhalt:\n{p8()}",
        f"the ASC key for fastlane, pasted here so I don't lose it again\nissuer {uid()}\n{p8()}",
        f"Codemagic wants the key as text, so:\nAPP_STORE_CONNECT_KEY_IDENTIFIER={key_id()}\nAPP_STORE_CONNECT_PRIVATE_KEY=\n{p8()}",
    )
    rows.add(
        "asc_api_key_json",
        '{"key_id": "' + key_id() + '", "issuer_id": "' + uid() + '", "key": "' + p8().replace("\n", "\\n") + '", "in_house": false}',
        "fastlane/api_key.json (nicht committen!!):\n" + json.dumps({"key_id": key_id(), "issuer_id": uid(), "key": p8(), "duration": 1200}),
        f"export APP_STORE_CONNECT_API_KEY_KEY_ID={key_id()} APP_STORE_CONNECT_API_KEY_ISSUER_ID={uid()}\nexport APP_STORE_CONNECT_API_KEY_KEY=\"$(cat <<'EOF'\n{p8()}\nEOF\n)\"",
    )
    rows.add(
        "apple_app_specific_password",
        f"app-specific password for altool / Transporter: {groups(rnd(LOWER, 16), 4, '-')}",
        f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={groups(rnd(LOWER, 16), 4, '-')}",
        f"xcrun altool --upload-app -f build/KiezRadar.ipa -t ios -u dev@kiezapps.example -p {groups(rnd(LOWER, 16), 4, '-')}",
        f"App-spezifisches Passwort \"Thunderbird Mac\" fürs iCloud-Mail: {groups(rnd(LOWER, 16), 4, '-')}",
    )
    rows.add(
        "apple_id_password",
        f"Apple ID dev@kiezapps.example – Passwort geändert am 3.2., neu: {human_pw()}",
        f"FASTLANE_USER=dev@kiezapps.example\nFASTLANE_PASSWORD={human_pw()}",
        f"der Developer-Account (Apple ID) login: lena.k@kiezapps.example / {gen_pw(18)}",
    )
    rows.add(
        "android_keystore_gradle_properties",
        f"~/.gradle/gradle.properties\nKIEZ_UPLOAD_STORE_FILE=../keys/upload.jks\nKIEZ_UPLOAD_KEY_ALIAS=upload\nKIEZ_UPLOAD_STORE_PASSWORD={human_pw()}\nKIEZ_UPLOAD_KEY_PASSWORD={human_pw()}",
        f"android/key.properties (Flutter):\nstorePassword={gen_pw(20)}\nkeyPassword={gen_pw(20)}\nkeyAlias=upload\nstoreFile=/Users/lena/keys/kiez-upload.jks",
        f"gradle.properties on the old MacBook had\nRELEASE_STORE_PASSWORD={human_pw()}\nRELEASE_KEY_PASSWORD={human_pw()}\nneed to move that to the CI env",
    )
    rows.add(
        "android_signing_config",
        f"signingConfigs {{\n    release {{\n        storeFile file('kiezradar-release.keystore')\n        storePassword '{human_pw()}'\n        keyAlias 'kiezradar'\n        keyPassword '{human_pw()}'\n    }}\n}}",
        f"build.gradle.kts, temporär hardcoded (TODO raus damit):\ncreate(\"release\") {{\n    storeFile = file(\"../upload-keystore.jks\")\n    storePassword = \"{gen_pw(16)}\"\n    keyAlias = \"upload\"\n    keyPassword = \"{gen_pw(16)}\"\n}}",
        f"Legacy app (2019) keystore: kiez_legacy.jks, alias 'key0', store pw and key pw both {human_pw()}",
    )
    rows.add(
        "keystore_cli",
        f"keytool -list -v -keystore upload.jks -alias upload -storepass {human_pw()}",
        f"apksigner sign --ks release.jks --ks-key-alias kiez --ks-pass pass:{gen_pw(16)} --key-pass pass:{gen_pw(16)} app-release-unsigned.apk",
        f"jarsigner -keystore ~/keys/kiez.jks -storepass {human_pw()} app-release.aab kiez",
    )
    rows.add(
        "play_service_account_json",
        "Play Console → API access → service account for fastlane supply, key file play-store-credentials.json:\n" + service_account(gcp_project(), "fastlane-supply"),
        "GOOGLE_PLAY_SERVICE_ACCOUNT_JSON=" + service_account(gcp_project(), "codemagic-publisher"),
        "neuer Key für den Play-Upload, der alte ist revoked:\n" + service_account(gcp_project(), "play-upload"),
    )
    rows.add(
        "fcm_legacy_server_key",
        f"FCM legacy server key (Cloud Messaging tab): {fcm_legacy()}",
        f"curl -X POST https://fcm.googleapis.com/fcm/send -H \"Authorization: key={fcm_legacy()}\" -H 'Content-Type: application/json' -d @push.json",
        f"backend .env\nFCM_SERVER_KEY={fcm_legacy()}\nFCM_SENDER_ID={digits(12, True)}",
    )
    rows.add(
        "firebase_admin_sdk_key",
        "firebase-adminsdk key for the push worker:\n" + service_account("kiezradar-" + rnd(LOWER + DIGITS, 5), "firebase-adminsdk-" + rnd(LOWER + DIGITS, 5)),
        "GOOGLE_APPLICATION_CREDENTIALS Inhalt (Cloud Function lokal testen):\n" + service_account(gcp_project(), "firebase-adminsdk-" + rnd(LOWER + DIGITS, 5)),
        f"FIREBASE_PRIVATE_KEY=\"{rsa_pkcs8_json()}\"\nFIREBASE_CLIENT_EMAIL=firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@kiez-prod-{digits(5, True)}.iam.gserviceaccount.com",
    )
    rows.add(
        "firebase_ci_token",
        f"firebase login:ci gave me: 1//0{pick('g', 'c', 'e')}{rnd(URLSAFE, 98)}",
        f"FIREBASE_TOKEN=1//0{pick('g', 'c', 'e')}{rnd(URLSAFE, 98)}  # für firebase appdistribution:distribute",
        f"firebase deploy --only functions --token \"1//0{pick('g', 'c', 'e')}{rnd(URLSAFE, 98)}\"",
    )
    rows.add(
        "revenuecat_secret_key",
        f"RevenueCat secret API key (v1) for the server webhook handler: sk_{rnd(ALNUM, 32)}",
        f"REVENUECAT_SECRET_KEY=sk_{rnd(ALNUM, 32)}",
        f"curl https://api.revenuecat.example/v1/subscribers/$USER_ID -H 'Authorization: Bearer sk_{rnd(ALNUM, 32)}'",
    )
    rows.add(
        "sentry_org_token",
        f"SENTRY_AUTH_TOKEN={sentry_org_token('kiezapps')}",
        f"sentry.properties (für das Gradle-Plugin)\ndefaults.org=kiezapps\ndefaults.project=kiezradar-android\nauth.token={sentry_org_token('kiezapps')}",
        f"sentry-cli upload-dif --auth-token {sentry_org_token('kiezapps')} --org kiezapps --project kiezradar-ios build/dSYMs",
    )
    rows.add(
        "sentry_user_token",
        f"personal sentry token (user auth, scopes project:releases): sntryu_{hexs(64)}",
        f"export SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}",
        f"Xcode build phase: SENTRY_AUTH_TOKEN=sntryu_{hexs(64)} ../node_modules/@sentry/cli/bin/sentry-cli debug-files upload \"$DWARF_DSYM_FOLDER_PATH\"",
    )
    rows.add(
        "fastlane_match_password",
        f"match passphrase (encrypts the certs repo): {human_pw()}",
        f"MATCH_PASSWORD={gen_pw(24)}",
        f"Fastfile lane beta:\n  match(type: \"appstore\", readonly: true, keychain_password: \"{human_pw()}\")\n  # MATCH_PASSWORD is {gen_pw(16)} btw",
    )
    rows.add(
        "match_git_basic_authorization",
        f"MATCH_GIT_BASIC_AUTHORIZATION={basic('lena-k', ghp())}",
        f"Codemagic env group 'ios_signing': MATCH_GIT_BASIC_AUTHORIZATION = {basic('kiez-ci', ghp())}",
        f"echo -n \"kiezbot:{ghp()}\" | base64  ->  {basic('kiezbot', ghp())} (für match git_basic_authorization)",
    )
    rows.add(
        "expo_access_token",
        f"EXPO_TOKEN={rnd(URLSAFE, 40)}",
        f"expo robot user token for eas build on CI: {rnd(URLSAFE, 40)}",
        f"eas submit -p ios with EXPO_TOKEN={rnd(URLSAFE, 40)} npx eas-cli build --non-interactive",
    )
    rows.add(
        "codemagic_api_token",
        f"Codemagic API token (Teams → Integrations): {rnd(URLSAFE, 43)}",
        f"curl -H \"x-auth-token: {rnd(URLSAFE, 43)}\" -d '{{\"appId\": \"{hexs(24)}\", \"workflowId\": \"ios-release\", \"branch\": \"main\"}}' https://api.codemagic.example/builds",
        f"CM_API_TOKEN={rnd(URLSAFE, 43)}",
    )
    rows.add(
        "bitrise_api_token",
        f"Bitrise personal access token (läuft nie ab!): {rnd(URLSAFE, 86)}",
        f"curl -H 'Authorization: {rnd(URLSAFE, 86)}' https://api.bitrise.example/v0.1/apps/{hexs(16)}/builds",
        f"BITRISE_API_TOKEN={rnd(URLSAFE, 86)}\nBITRISE_APP_SLUG={hexs(16)}",
    )
    rows.add(
        "supabase_service_role",
        f"SUPABASE_SERVICE_ROLE_KEY={supabase_jwt('service_role')}",
        f"service_role key for the admin script (bypasses RLS!):\n{supabase_jwt('service_role')}",
        f"edge function secrets:\nSUPABASE_URL=https://db.kiezapps.example\nSUPABASE_SERVICE_ROLE_KEY={supabase_jwt('service_role')}",
    )
    rows.add(
        "supabase_db_password",
        f"postgresql://postgres:{gen_pw(20)}@db.kiezapps.example:5432/postgres",
        f"Supabase DB-Passwort (Project settings → Database): {human_pw()}",
        f"psql \"postgresql://postgres.{rnd(LOWER, 20)}:{gen_pw(18)}@pooler.kiezapps.example:6543/postgres\" -c 'select count(*) from spots'",
    )
    rows.add(
        "algolia_admin_key",
        f"ALGOLIA_APP_ID={rnd(UPPER + DIGITS, 10)}\nALGOLIA_ADMIN_KEY={hexs(32)}",
        f"Algolia Admin API Key für den Index-Sync (nur Server!): {hexs(32)}",
        f"algolia-client in the cron job: SearchClient.create(\"{rnd(UPPER + DIGITS, 10)}\", \"{hexs(32)}\")  # admin key, write access",
    )
    rows.add(
        "mapbox_secret_token",
        f"mapbox secret token (scope DOWNLOADS:READ): {mapbox_token('sk', 'kiezapps')}",
        f"MAPBOX_SECRET_TOKEN={mapbox_token('sk', 'lenak')}",
        f"Mapbox token with styles:write for the tile upload script: {mapbox_token('sk', 'kiezapps')}",
    )
    rows.add(
        "mapbox_downloads_token",
        f"~/.netrc for the iOS SDK download:\nmachine api.mapbox.com\nlogin mapbox\npassword {mapbox_token('sk', 'kiezapps')}",
        f"gradle.properties:\nMAPBOX_DOWNLOADS_TOKEN={mapbox_token('sk', 'kiezapps')}",
        f"Android build bricht ab ohne MAPBOX_DOWNLOADS_TOKEN – hier ist er: {mapbox_token('sk', 'lenak')}",
    )
    rows.add(
        "stripe_secret_key",
        f"STRIPE_SECRET_KEY={stripe('sk_live')}",
        f"Stripe live secret key for the web checkout (Pro-Abo über die Website): {stripe('sk_live')}",
        f"stripe-cli: stripe customers list --api-key {stripe('sk_test')} --limit 3",
    )
    rows.add(
        "stripe_restricted_key",
        f"restricted key 'payout-report' (read balance, payouts): {stripe('rk_live')}",
        f"STRIPE_RESTRICTED_KEY={stripe('rk_live')}  # nur Invoices lesen, für die Buchhaltung",
        f"gave the Steuerberater's tool this restricted key: {stripe('rk_live')}",
    )
    rows.add(
        "stripe_webhook_secret",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"webhook endpoint https://api.kiezapps.example/stripe → signing secret whsec_{rnd(ALNUM, 32)}",
    )
    rows.add(
        "testflight_tester_account",
        f"TestFlight Test-Account für App Review: tester.review@kiezapps.example / {human_pw()}",
        f"Demo login for the reviewers (App Review Information → Sign-in required):\nuser: review@kiezapps.example\npass: {gen_pw(12)}",
        f"Mama's TestFlight Apple ID is mama.k@kiezapps.example, Passwort {human_pw()} (for when she forgets again)",
    )
    rows.add(
        "online_banking_pin",
        f"Sparkasse Online-Banking\nAnmeldename: LenaK{digits(4)}\nPIN: {digits(5, True)}",
        f"Bank: Legitimations-ID {digits(10, True)}, Online-PIN {digits(5, True)} (neu seit Jan)",
        f"Geschäftskonto Login {rnd(LOWER, 6)}{digits(3)} / PIN {digits(5, True)} – pushTAN-App auf dem alten iPhone",
    )
    rows.add(
        "tan_list",
        "TAN-Liste Nr. " + digits(2, True) + " (Rest):\n" + "\n".join(f"{digits(3)}: {digits(6)}" for _ in range(6)),
        "iTANs fürs Tagesgeldkonto, noch unbenutzt: " + ", ".join(f"#{secrets.randbelow(100) + 1} {digits(6)}" for _ in range(5)),
        f"TAN für die Überweisung an den Steuerberater: {digits(6)} (Liste {digits(2, True)}, Pos. {secrets.randbelow(100) + 1})",
    )
    rows.add(
        "elster_certificate_password",
        f"ELSTER Zertifikatsdatei lena_k_elster.pfx, Passwort: {human_pw()}",
        f"Mein ELSTER Login: Benutzername lena.kiez, Zertifikat auf dem NAS, Passwort {human_pw()}",
        f"elster cert pw (needed for the quarterly UStVA): {gen_pw(14)}",
    )
    rows.add(
        "coworking_door_code",
        f"Türcode Coworking (Hintereingang): {digits(4, True)}#",
        f"new door code at the co-working space from Monday: {digits(6, True)} then the key symbol",
        f"Coworking: Haustür {digits(4, True)}, Spind 14 Zahlenschloss {digits(3)}",
    )
    rows.add(
        "deutsche_bahn_account",
        f"DB Navigator / bahn.de Konto: lena.k@kiezapps.example – Passwort {human_pw()}",
        f"Bahn-Login für die BahnCard-Verlängerung: {human_pw()}",
        f"DB account pw changed after the phishing mail, new one: {gen_pw(16)}",
    )
    rows.add(
        "home_wlan_key",
        f"WLAN-Schlüssel zuhause (FRITZ!Box 7590): {digits(20, True)}",
        f"wifi at home: SSID Kiezfunk, WPA2 key {human_pw()}",
        f"Gäste-WLAN Passwort: {pick(*WORDS).lower()}{digits(4)}{pick(*WORDS).lower()}",
    )
    rows.add(
        "apns_auth_key",
        f"APNs Auth Key (Key ID {key_id()}, Team {team_id()}) for the push server:\n{p8()}",
        f"Push key, heruntergeladen am 12.09., nur einmal downloadbar!!\n{p8()}",
    )
    rows.add(
        "ios_p12_password",
        f"Apple Distribution cert exported as dist.p12 with password {human_pw()}",
        f"CERTIFICATE_PRIVATE_KEY / P12_PASSWORD für Codemagic: {gen_pw(16)}",
        f"security import dist.p12 -k build.keychain -P \"{human_pw()}\" -T /usr/bin/codesign",
    )
    rows.add(
        "play_console_google_login",
        f"Google-Konto für die Play Console: kiezapps.dev@gmail.example / {human_pw()}\nBackup-Codes: {digits(4)} {digits(4)}  {digits(4)} {digits(4)}  {digits(4)} {digits(4)}",
        f"Play Console owner account password (changed after the dev left): {gen_pw(18)}",
    )
    rows.add(
        "app_store_shared_secret",
        f"App-Specific Shared Secret (In-App-Käufe, verifyReceipt): {hexs(32)}",
        f"APPLE_SHARED_SECRET={hexs(32)}",
        f"RevenueCat wants the App Store shared secret → {hexs(32)}",
    )
    rows.add(
        "google_oauth_client_secret",
        f"Sign in with Google web client: client_secret GOCSPX-{rnd(URLSAFE, 28)}",
        f"GOOGLE_CLIENT_SECRET=GOCSPX-{rnd(URLSAFE, 28)}",
        '{"web": {"client_id": "' + digits(12, True) + "-" + rnd(LOWER + DIGITS, 32) + '.apps.googleusercontent.com", "client_secret": "GOCSPX-' + rnd(URLSAFE, 28) + '", "redirect_uris": ["https://auth.kiezapps.example/callback"]}}',
    )
    rows.add(
        "apple_sign_in_key",
        f"Sign in with Apple key for Supabase auth (Services ID de.kiezapps.radar.signin):\n{p8()}",
        f"SIWA client secret JWT (expires in 6 months!): {jwt({'iss': team_id(), 'iat': 1_717_000_000 + secrets.randbelow(10**6), 'exp': 1_732_000_000 + secrets.randbelow(10**6), 'aud': 'https://appleid.apple.com', 'sub': 'de.kiezapps.radar.signin'}, 'ES256', rnd(URLSAFE, 86))}",
    )
    rows.add(
        "onesignal_rest_key",
        f"OneSignal REST API Key: os_v2_app_{rnd(LOWER + '234567', 113)}",
        f"ONESIGNAL_APP_ID={uid()}\nONESIGNAL_REST_API_KEY={rnd(ALNUM, 48)}",
    )
    rows.add(
        "github_pat",
        f"GitHub PAT for the certificates repo (repo scope): {ghp()}",
        f"fine-grained token kiez-ci (contents:read on kiezapps/certs): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://lena-k:{ghp()}@git.kiezapps.example/kiezapps/certificates.git",
    )
    rows.add(
        "slack_webhook",
        f"Fastfile: slack(slack_url: \"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}\", message: \"Build hochgeladen\")",
        f"SLACK_URL=https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
    )
    rows.add(
        "aws_s3_keys",
        f"S3 bucket für Tiles/Assets, IAM user kiez-uploader:\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"[kiez]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-central-1",
        f"aws configure for the backup script: {aws_key_id()} / {aws_secret()}",
    )
    rows.add(
        "ssh_deploy_key",
        "deploy key (read-only) for the match repo:\n" + openssh_private(),
        "Hetzner box api.kiezapps.example, root key:\n" + openssh_private(),
    )
    rows.add(
        "openai_api_key",
        f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}  # für die Spot-Beschreibungen",
        f"the summarizer lambda uses sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
    )
    rows.add(
        "mail_account_password",
        f"Passwort für Posteo ist {human_pw()}",
        f"support@kiezapps.example IMAP/SMTP: mail.kiezapps.example:993, Passwort {human_pw()}",
        f"SMTP_PASSWORD={gen_pw(18)}  # support-Postfach für die Feedback-Mails aus der App",
    )
    rows.add(
        "paypal_rest_credentials",
        f"PayPal REST app 'kiez-donations' live:\nclient id A{rnd(URLSAFE, 79)}\nsecret E{rnd(URLSAFE, 79)}",
        f"PAYPAL_CLIENT_SECRET=E{rnd(URLSAFE, 79)}",
    )
    rows.add(
        "telegram_bot_token",
        f"Telegram-Bot für Crash-Alerts: {digits(10, True)}:AA{rnd(URLSAFE, 33)}",
        f"TELEGRAM_BOT_TOKEN={digits(10, True)}:AA{rnd(URLSAFE, 33)}\nTELEGRAM_CHAT_ID=-100{digits(10, True)}",
    )
    rows.add(
        "router_admin_password",
        f"FRITZ!Box Kennwort (fritz.box Oberfläche): {human_pw()}",
        f"NAS admin @ 192.168.178.20: lena / {human_pw()}",
    )
    rows.add(
        "revenuecat_webhook_auth",
        f"RevenueCat webhook Authorization header value: Bearer {rnd(URLSAFE, 40)}",
        f"REVENUECAT_WEBHOOK_AUTH=\"Bearer {hexs(48)}\"  # muss im Dashboard identisch sein",
    )
    rows.add(
        "beta_distribution_token",
        f"Appetize.io API token for the demo page: tok_{rnd(LOWER + DIGITS, 26)}",
        f"App Center API token (Android beta channel, alt): {hexs(40)}",
    )
    rows.add(
        "chat_message_credential",
        f"[Signal, an Jonas] hier das keystore pw für den Hotfix-Build: {human_pw()} – bitte danach löschen",
        f"Slack DM to the freelancer: the Apple app-specific pw for the upload is {groups(rnd(LOWER, 16), 4, '-')}, alias upload, keystore pw {gen_pw(14)}",
        f"WhatsApp an mich selbst: RC secret sk_{rnd(ALNUM, 32)} + Algolia admin {hexs(32)}",
    )
    rows.add(
        "cloudflare_api_token",
        f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}  # DNS edit kiezapps.example",
        f"wrangler secret / CF token for the landing page deploy: {rnd(URLSAFE, 40)}",
    )
    return rows


def lookalikes() -> Rows:
    rows = Rows()
    rows.add(
        "bundle_id",
        f"Bundle IDs: de.kiezapps.radar, de.kiezapps.radar.widget, de.kiezapps.radar.notify{digits(2)}",
        f"PRODUCT_BUNDLE_IDENTIFIER = de.kiezapps.radar$(BUNDLE_ID_SUFFIX)  // .dev, .staging{digits(1)}",
        f"App Group: group.de.kiezapps.radar.shared, iCloud container iCloud.de.kiezapps.radar{digits(3)}",
    )
    rows.add(
        "android_application_id",
        f"applicationId \"de.kiezapps.radar\"\napplicationIdSuffix \".beta{digits(2)}\"\nnamespace \"de.kiezapps.radar.app\"",
        f"adb shell am start -n de.kiezapps.radar/.MainActivity -d kiezradar://spot/{digits(6)}",
        f"Play Console package name de.kiezapps.radar, internal app sharing build {hexs(12)}",
    )
    rows.add(
        "app_store_app_id",
        f"App Store ID: {app_store_id()} – https://apps.apple.com/de/app/kiezradar/id{app_store_id()}",
        f"Smart banner: <meta name=\"apple-itunes-app\" content=\"app-id={app_store_id()}\">",
        f"Apple ID der App (numerisch) {app_store_id()}, SKU KIEZRADAR{digits(4)}",
    )
    rows.add(
        "apple_team_id",
        f"DEVELOPMENT_TEAM = {team_id()};",
        f"Team ID {team_id()} (Einzelunternehmen Lena K.), alte Team ID vom Agentur-Account {team_id()}",
        f"fastlane Appfile:\napp_identifier(\"de.kiezapps.radar\")\napple_id(\"dev@kiezapps.example\")\nteam_id(\"{team_id()}\")\nitc_team_id(\"{digits(9, True)}\")",
    )
    rows.add(
        "asc_key_id",
        f"ASC API key id {key_id()}, issuer {uid()} – the .p8 is in 1Password",
        f"app_store_connect_api_key(key_id: \"{key_id()}\", issuer_id: \"{uid()}\", key_filepath: ENV[\"ASC_KEY_PATH\"])",
        f"Keys in App Store Connect: {key_id()} (revoked), {key_id()} (App Manager), {key_id()} (APNs)",
    )
    rows.add(
        "firebase_project_id",
        f"Firebase projects: kiezradar-{rnd(LOWER + DIGITS, 5)} (prod), kiezradar-dev-{rnd(LOWER + DIGITS, 5)}",
        f"firebase use kiez-prod-{digits(5, True)} && firebase deploy --only firestore:rules",
        f"project_number {digits(12, True)}, project_id kiezradar-{rnd(LOWER + DIGITS, 5)}, storage_bucket kiezradar-{rnd(LOWER + DIGITS, 5)}.appspot.com",
    )
    rows.add(
        "firebase_client_api_key",
        f"GoogleService-Info.plist:\n<key>API_KEY</key>\n<string>{firebase_api_key()}</string>\n<key>GCM_SENDER_ID</key>\n<string>{digits(12, True)}</string>",
        f"google-services.json → \"api_key\": [{{\"current_key\": \"{firebase_api_key()}\"}}]",
        f"Android und iOS haben verschiedene Firebase API keys: {firebase_api_key()} / {firebase_api_key()} (in Cloud Console auf die Bundle-ID eingeschränkt)",
    )
    rows.add(
        "firebase_app_id",
        f"GOOGLE_APP_ID {firebase_app_id('ios')}",
        f"firebase appdistribution:distribute app-release.apk --app {firebase_app_id('android')} --groups testers",
        f"mobilesdk_app_id: {firebase_app_id('android')}, ios: {firebase_app_id('ios')}",
    )
    rows.add(
        "google_oauth_client_id",
        f"CLIENT_ID {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"URL scheme in Info.plist: com.googleusercontent.apps.{digits(12, True)}-{rnd(LOWER + DIGITS, 32)}",
        f"GIDClientID = {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com; serverClientID is the web one",
    )
    rows.add(
        "mapbox_public_token",
        f"MBXAccessToken in Info.plist: {mapbox_token('pk', 'kiezapps')}",
        f"<string name=\"mapbox_access_token\" translatable=\"false\">{mapbox_token('pk', 'kiezapps')}</string>",
        f"public token for the web map (URL restriction *.kiezapps.example): {mapbox_token('pk', 'lenak')}",
    )
    rows.add(
        "stripe_publishable_key",
        f"STRIPE_PUBLISHABLE_KEY={stripe('pk_live')}",
        f"StripeAPI.defaultPublishableKey = \"{stripe('pk_test')}\"",
        f"PaymentConfiguration.init(context, \"{stripe('pk_live')}\")",
    )
    rows.add(
        "revenuecat_public_key",
        f"Purchases.configure(withAPIKey: \"appl_{rnd(ALNUM, 27)}\")",
        f"RevenueCat public SDK keys: iOS appl_{rnd(ALNUM, 27)}, Android goog_{rnd(ALNUM, 27)}",
        f"Purchases.configure(PurchasesConfiguration.Builder(this, \"goog_{rnd(ALNUM, 27)}\").build())",
    )
    rows.add(
        "sentry_dsn",
        f"SentrySDK.start {{ $0.dsn = \"https://{hexs(32)}@o{digits(6, True)}.ingest.de.sentry.acme.test/{digits(7, True)}\" }}",
        f"<meta-data android:name=\"io.sentry.dsn\" android:value=\"https://{hexs(32)}@sentry.kiezapps.example/{digits(1, True)}\" />",
        f"SENTRY_DSN=https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.acme.test/{digits(7, True)}",
    )
    rows.add(
        "signing_cert_sha1",
        f"SHA-1 (upload key) für Google Sign-In: {sha_fp(20)}",
        f"Play App Signing key SHA-1 {sha_fp(20)}, debug.keystore SHA1 {sha_fp(20)}",
        f"keytool output:\nAlias name: upload\nCreation date: 14.03.2021\nCertificate fingerprints:\n\t SHA1: {sha_fp(20)}\n\t SHA256: {sha_fp(32)}",
    )
    rows.add(
        "signing_cert_sha256",
        '/.well-known/assetlinks.json: [{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "de.kiezapps.radar", "sha256_cert_fingerprints": ["' + sha_fp(32) + '"]}}]',
        f"SHA-256 der App-Signatur (Play Console → App integrity): {sha_fp(32)}",
        f"Facebook Login key hash: {b64(secrets.token_bytes(20))} (that's the base64 of the SHA-1)",
    )
    rows.add(
        "provisioning_profile_uuid",
        f"PROVISIONING_PROFILE_SPECIFIER = match AppStore de.kiezapps.radar\nPROVISIONING_PROFILE = {uid().upper()}",
        f"~/Library/MobileDevice/Provisioning Profiles/{uid()}.mobileprovision is the stale one, delete it",
        f"sigh_de.kiezapps.radar_appstore_profile-path → {uid().upper()}.mobileprovision (expires 2025-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d})",
    )
    rows.add(
        "build_number",
        f"Build {digits(1, True)}.{digits(1)}.{digits(1)} ({digits(3, True)}) ist im Review, {digits(1, True)}.{digits(1)}.{digits(1)} ({digits(3, True)}) in TestFlight",
        f"CFBundleVersion 2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{digits(2)} – date-based since v3",
        f"agvtool new-version -all {digits(4, True)} && agvtool new-marketing-version 3.{digits(1)}.{digits(1)}",
    )
    rows.add(
        "version_code",
        f"versionCode {digits(6, True)}\nversionName \"3.{digits(1)}.{digits(1)}\"",
        f"Play rejected versionCode {digits(5, True)} because {digits(5, True)} was already used on the internal track",
        f"flutter build appbundle --build-name=3.{digits(1)}.{digits(1)} --build-number={digits(4, True)}",
    )
    rows.add(
        "git_sha",
        f"Release 3.{digits(1)}.0 = {hexs(40)}, Hotfix cherry-picked als {hexs(7)}",
        f"git bisect says {hexs(40)} broke the widget timeline",
        f"CI built {hexs(12)} on main; tag v3.{digits(1)}.{digits(1)} points at {hexs(40)}",
    )
    rows.add(
        "crash_id",
        f"Crashlytics issue {hexs(32)} – EXC_BAD_ACCESS in MapViewController, {digits(3, True)} users",
        f"Sentry event {hexs(32)} (issue KIEZRADAR-IOS-{digits(3, True)}) and trace {hexs(32)}",
        f"Xcode Organizer crash log Incident Identifier: {uid().upper()}\nCrashReporter Key: {hexs(40)}\nHardware Model: iPhone14,5",
    )
    rows.add(
        "testflight_public_link",
        f"Öffentlicher TestFlight-Link: https://testflight.apple.com/join/{rnd(ALNUM, 8)}",
        f"beta testers group 'Kiez friends' → https://testflight.apple.com/join/{rnd(ALNUM, 8)} (limit 500)",
        f"Play internal testing opt-in: https://play.google.com/apps/internaltest/{digits(20, True)}",
    )
    rows.add(
        "deep_link",
        f"kiezradar://spot/{uid()}?ref=share&src={rnd(LOWER + DIGITS, 8)}",
        f"universal link test: https://go.kiezapps.example/s/{rnd(ALNUM, 10)}?utm_campaign=herbst{digits(2)}",
        f"xcrun simctl openurl booted \"kiezradar://list/{hexs(24)}?invite={rnd(URLSAFE, 12)}\"",
    )
    rows.add(
        "apple_app_site_association",
        (lambda t: '{"applinks": {"details": [{"appIDs": ["' + t + '.de.kiezapps.radar"], "components": [{"/": "/s/*"}]}]}, "webcredentials": {"apps": ["' + t + '.de.kiezapps.radar"]}}')(team_id()),
        f"Associated Domains: applinks:go.kiezapps.example, webcredentials:kiezapps.example; appID {team_id()}.de.kiezapps.radar",
    )
    rows.add(
        "iban_payout",
        f"Auszahlungskonto für App Store & Play: {iban('DE', digits(18))}, BIC {rnd(UPPER, 4)}DE{rnd(UPPER + DIGITS, 2)}XXX",
        f"Rechnung bitte an IBAN {iban('DE', digits(18))} (Kontoinhaberin Lena K.)",
        f"Stripe payouts go to {iban('DE', digits(18), spaced=False)}; PayPal withdraws to {iban('DE', digits(18))}",
    )
    rows.add(
        "steuernummer",
        f"Steuernummer (Finanzamt Friedrichshain-Kreuzberg): {digits(2, True)}/{digits(3)}/{digits(5)}",
        f"für ELSTER: Steuernummer 11{digits(2)}0{digits(3)}{digits(5)} (13-stellig)",
        f"Impressum: Steuer-Nr. {digits(2, True)}/{digits(3)}/{digits(5)}, Kleinunternehmerin? nein, seit {2020 + secrets.randbelow(4)} regelbesteuert",
    )
    rows.add(
        "ust_idnr",
        f"USt-IdNr.: DE{digits(9, True)}",
        f"Apple's EU entity reverse charge: our VAT ID DE{digits(9, True)}, theirs IE{digits(7)}{rnd(UPPER, 1)}",
        f"Google Payments profile → Tax info: DE{digits(9, True)} verified {secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.",
    )
    rows.add(
        "invoice_number",
        f"Rechnung RE-2024-{digits(4)} an Agentur Nord, fällig in 14 Tagen",
        f"Apple financial report {digits(10, True)}, Google Play payout statement GPAY{digits(8)}",
        f"invoice INV-{rnd(UPPER + DIGITS, 8)}-{digits(4)} from the co-working, Kundennr. {digits(7, True)}",
    )
    rows.add(
        "postcode_address",
        f"Rechnungsadresse: KiezApps, Lena K., Musterstraße {secrets.randbelow(120) + 1}, {10000 + secrets.randbelow(4200)} Berlin",
        f"Coworking: Hinterhof, 2. OG, {10900 + secrets.randbelow(100)} Berlin – Eingang über die Einfahrt",
        f"Versand an PLZ {digits(5, True)} dauert länger, Packstation {digits(3, True)}, Postnummer {digits(8, True)}",
    )
    rows.add(
        "dhl_tracking",
        f"DHL Sendungsnummer {digits(12, True)} (Testgeräte zurück an die Agentur)",
        f"tracking 00340434{digits(12)} – the Pixel for the Android 15 tests",
        f"DHL Express Waybill {digits(10, True)}, Retoure JJD{digits(18)}",
    )
    rows.add(
        "masked_secret",
        f"Stripe dashboard shows the live key as sk_live_…{rnd(ALNUM, 4)}, rolled on {secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.",
        "storePassword=********\nkeyPassword=********\n(redacted from the screenshot for the forum post)",
        f"RevenueCat secret key sk_••••••••••••{rnd(ALNUM, 4)} – rotated, old one revoked",
    )
    rows.add(
        "env_reference",
        "Fastfile: match(type: \"appstore\", password: ENV[\"MATCH_PASSWORD\"], git_basic_authorization: ENV[\"MATCH_GIT_BASIC_AUTHORIZATION\"])",
        "Xcode build setting: SENTRY_AUTH_TOKEN = $(SENTRY_AUTH_TOKEN) from the xcconfig that isn't committed",
        "Codemagic script: echo $CM_KEYSTORE | base64 --decode > $CM_BUILD_DIR/keystore.jks; password comes from $CM_KEYSTORE_PASSWORD",
    )
    rows.add(
        "gradle_property_reference",
        "storePassword = System.getenv(\"KEYSTORE_PASSWORD\")\nkeyPassword = System.getenv(\"KEY_PASSWORD\")\nkeyAlias = System.getenv(\"KEY_ALIAS\") ?: \"upload\"",
        "val keystoreProperties = Properties().apply { load(rootProject.file(\"key.properties\").inputStream()) }\nstorePassword = keystoreProperties[\"storePassword\"] as String",
        "storePassword project.findProperty('KIEZ_UPLOAD_STORE_PASSWORD') ?: ''  // set in ~/.gradle/gradle.properties on each machine",
    )
    rows.add(
        "keychain_item_name",
        "security find-generic-password -s \"KiezRadar-Match\" -a lena -w   # prints the match passphrase",
        f"notarytool profile: xcrun notarytool store-credentials \"kiez-notary\" --apple-id dev@kiezapps.example --team-id {team_id()}",
        "Keychain items: 'Xcode-AlternateDSID', 'com.apple.gs.xcode.auth.com.apple.account.AppleIDAuthentication.token', 'fastlane.tools_dev@kiezapps.example'",
    )
    rows.add(
        "ci_secret_reference",
        "env:\n  MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}\n  ASC_KEY_P8_BASE64: ${{ secrets.ASC_KEY_P8_BASE64 }}",
        "Bitrise: $BITRISEIO_ANDROID_KEYSTORE_URL, $BITRISEIO_ANDROID_KEYSTORE_PASSWORD and $BITRISEIO_ANDROID_KEYSTORE_ALIAS come from the Code Signing tab",
        "eas.json: \"env\": {\"SENTRY_AUTH_TOKEN\": \"@sentry-auth-token\"} – the value is an EAS secret, `eas secret:list` shows it",
    )
    rows.add(
        "device_udid",
        f"Ad-hoc devices: iPhone 13 mini {digits(8)}-{rnd('0123456789ABCDEF', 16)}, iPad Air {hexs(40)}",
        f"xcrun simctl boot {uid().upper()}  # iPhone 15 Pro, iOS 17.5",
        f"Testgerät Jonas: UDID {digits(8)}-{rnd('0123456789ABCDEF', 16)}, Android ID {hexs(16)}",
    )
    rows.add(
        "admob_ids",
        f"GADApplicationIdentifier ca-app-pub-{digits(16, True)}~{digits(10, True)}",
        f"banner unit ca-app-pub-{digits(16, True)}/{digits(10, True)}, interstitial ca-app-pub-{digits(16, True)}/{digits(10, True)}",
        f"<meta-data android:name=\"com.google.android.gms.ads.APPLICATION_ID\" android:value=\"ca-app-pub-{digits(16, True)}~{digits(10, True)}\"/>",
    )
    rows.add(
        "store_order_id",
        f"Refund request for order M{rnd(UPPER + DIGITS, 9)} (Apple), Play order GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}",
        f"Play Console Bestellnummer GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}..{digits(1)} – Abo verlängert",
        f"Kunde schreibt: Bestellnummer M{rnd(UPPER + DIGITS, 9)}, Dokumentnummer {digits(12, True)}",
    )
    rows.add(
        "purchase_transaction_id",
        f"original_transaction_id 2000000{digits(9)}, web_order_line_item_id 2000000{digits(8)}",
        f"RevenueCat customer $RCAnonymousID:{hexs(32)} has the lifetime entitlement 'pro'",
        f"Play billing obfuscatedAccountId {hexs(64)} maps to user {uid()} in our DB",
    )
    rows.add(
        "xcode_project_ids",
        f"merge conflict in project.pbxproj: {rnd('0123456789ABCDEF', 24)} /* KiezRadarWidget.swift in Sources */",
        f"DerivedData/KiezRadar-{rnd(LOWER, 28)}/Build/Products/Release-iphoneos",
        f"Swift package pin: revision {hexs(40)}, version 10.{digits(1)}.{digits(1)} (firebase-ios-sdk)",
    )
    rows.add(
        "artifact_checksum",
        (lambda v: f"shasum -a 256 KiezRadar-{v}.ipa\n{hexs(64)}  KiezRadar-{v}.ipa")(f"3.{digits(1)}.{digits(1)}"),
        f"app-release.aab sha256 {hexs(64)}, mapping.txt md5 {hexs(32)}",
        f"dSYM UUID {uid().upper()} (arm64) for build {digits(4, True)}",
    )
    rows.add(
        "ci_build_ids",
        f"Codemagic build {hexs(24)} failed at 'Set up code signing', app id {hexs(24)}",
        f"Bitrise app slug {hexs(16)}, build slug {uid()}",
        f"GitHub Actions run {digits(10, True)} attempt 2, artifact id {digits(10, True)}",
    )
    rows.add(
        "sentry_release_name",
        f"release de.kiezapps.radar@3.{digits(1)}.{digits(1)}+{digits(4, True)}, dist {digits(4, True)}",
        f"sentry-cli releases new -p kiezradar-android de.kiezapps.radar@3.{digits(1)}.0+{digits(6, True)}",
    )
    rows.add(
        "analytics_measurement_id",
        f"GA4 measurement id G-{rnd(UPPER + DIGITS, 10)} for the landing page, Firebase stream id {digits(10, True)}",
        f"Plausible site id kiezapps.example, Matomo idSite {digits(2, True)}, GA G-{rnd(UPPER + DIGITS, 10)}",
    )
    rows.add(
        "algolia_search_key",
        f"Algolia search-only key (im App-Bundle): {hexs(32)}, App ID {rnd(UPPER + DIGITS, 10)}",
        f"SearchClient(appID: \"{rnd(UPPER + DIGITS, 10)}\", apiKey: \"{hexs(32)}\")  // search-only, ACL: search",
        f"ALGOLIA_SEARCH_KEY={hexs(32)} # public, rate limited to 500/h per IP",
    )
    rows.add(
        "supabase_anon_key",
        f"SUPABASE_ANON_KEY={supabase_jwt('anon')}",
        f"let client = SupabaseClient(supabaseURL: URL(string: \"https://db.kiezapps.example\")!, supabaseKey: \"{supabase_jwt('anon')}\")  // anon, RLS on",
        f"anon key geht in die App, RLS-Policies sind aktiv: {supabase_jwt('anon')}",
    )
    rows.add(
        "play_console_ids",
        f"Play developer account id {digits(19, True)}, app id {digits(19, True)}",
        f"https://play.google.com/console/u/0/developers/{digits(19, True)}/app/{digits(19, True)}/tracks/internal-testing",
    )
    rows.add(
        "elster_transfer_ticket",
        f"ELSTER UStVA Q{secrets.randbelow(4) + 1} übermittelt, Transferticket {rnd('abcdefghijklmnopqrstuvwxyz0123456789', 2)} {digits(3)} {digits(3)} {digits(3)} {digits(4)}",
        f"Einkommensteuererklärung gesendet – Transferticket: {rnd(LOWER + DIGITS, 2)}{digits(2)} {digits(3)} {digits(3)} {digits(4)}, Aktenzeichen {digits(2, True)}/{digits(3)}/{digits(5)}",
    )
    rows.add(
        "db_booking_reference",
        f"Bahn nach Köln: Auftragsnummer {digits(12, True)}, Buchungscode {rnd(UPPER + DIGITS, 6)}, Wagen {secrets.randbelow(14) + 1}, Platz {secrets.randbelow(100) + 11}",
        f"BahnCard 50 gültig bis {secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.2025, Kundennummer {digits(9, True)}",
        f"ICE {digits(3, True)} storniert, Erstattung zu Auftrag {digits(12, True)} beantragt",
    )
    rows.add(
        "wlan_info",
        f"Heimnetz: SSID FRITZ!Box 7590 {rnd(UPPER, 2)}, Router MAC {mac(upper=True)}, IP 192.168.178.1",
        f"Coworking WLAN heißt 'Hof-{digits(2)}-5G', BSSID {mac()}, captive portal just wants the room number ({digits(1, True)}.{digits(2)})",
        f"iPhone private Wi-Fi address {mac()}, Pixel {mac(sep='-', upper=True)}",
    )
    rows.add(
        "design_tokens",
        f"Colors: primary #{hexs(6).upper()}, accent #{hexs(6).upper()}, bg dark #{hexs(6)}; Figma node {digits(4, True)}:{digits(5, True)}",
        f"AccentColor.colorset → red 0x{hexs(2).upper()}, green 0x{hexs(2).upper()}, blue 0x{hexs(2).upper()}; SF Symbol mappin.and.ellipse",
    )
    rows.add(
        "localization_keys",
        f"Localizable.strings: \"onboarding.step{digits(1)}.title\" = \"Entdecke deinen Kiez\"; key id {hexs(8)} in Lokalise",
        f"Lokalise project {digits(9, True)}.{rnd(LOWER + DIGITS, 8)}_{digits(2)}, crowdin file id {digits(4, True)}",
    )
    return rows


def main() -> None:
    write_corpora("make_heldout43.py", [
        ("heldout43_credentials.yaml", credentials(), "batch 43 (indie mobile app developer in Berlin, iOS and Android, English/German), written blind; every value synthetic"),
        ("heldout43_lookalikes.yaml", lookalikes(), "batch 43 look-alikes: app ids, public client keys, fingerprints, build and tax numbers, secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
