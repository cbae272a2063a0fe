# ruff: noqa: E501
"""Writes heldout193_credentials.yaml and heldout193_lookalikes.yaml: held-out batch 193.

Persona: a mobile release manager in Stockholm who ships the iOS and Android apps, writes
mostly English with a little Swedish, and keeps notes on App Store Connect API keys, Android
keystore and upload key passwords, fastlane match, Google Play and Firebase service accounts,
Apple ID app-specific passwords, Sentry, Bugsnag and CodePush tokens and the signing .p12. The
look-alikes are the identifiers that fill the same days: bundle ids, team ids, ASC key and
issuer ids, certificate fingerprints, public Firebase keys, build numbers, profile UUIDs,
TestFlight links, Sentry DSNs and crash group ids.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    b64url,
    basic,
    digits,
    epoch,
    groups,
    hexs,
    openssh_private,
    pem,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

APPS = ["kassa", "pendla", "matkassen", "loppis", "fika", "sjobris"]
WORDS = ["tallrik", "granskog", "vinter", "kanel", "bulle", "skärgård", "harbor", "lantern",
         "otter", "cobalt", "mossa", "fjäril", "release", "pipeline", "älg", "kaffe"]


def ec_p8() -> str:
    """An App Store Connect API key file (.p8): a PKCS#8 P-256 private key."""
    der = (bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
           + secrets.token_bytes(32) + bytes.fromhex("a14403420004") + secrets.token_bytes(64))
    body = b64(der)
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----"


def escaped_p8() -> str:
    """A .p8 key on one line, its newlines written as \\n, as a Fastfile string holds it."""
    return ec_p8().replace("\n", "\\n")


def rsa_pkcs8() -> str:
    """A 2048-bit RSA PKCS#8 private key, as Google service-account JSON files carry."""
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + secrets.token_bytes(1178)
    body = b64(der)
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----\n"


def service_account(project: str, account: str) -> str:
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": rsa_pkcs8(),
        "client_email": f"{account}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
    }, indent=2)


def asc_kid() -> str:
    return rnd(UPPER + DIGITS, 10)


def team_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def asc_jwt() -> str:
    now = epoch()
    header = b64url({"alg": "ES256", "kid": asc_kid(), "typ": "JWT"})
    claims = b64url({"iss": uid(), "iat": now, "exp": now + 1200, "aud": "appstoreconnect-v1"})
    return f"{header}.{claims}.{rnd(URLSAFE, 86)}"


def sentry_org_token() -> str:
    payload = {"iat": epoch(), "url": "https://sentry.acme.example", "region_url": "https://sentry.acme.example", "org": "acme-mobile"}
    return f"sntrys_{b64(json.dumps(payload).encode()).rstrip('=')}_{rnd(URLSAFE, 43)}"


def codepush_key() -> str:
    return rnd(URLSAFE, 38)


def apple_recovery_key() -> str:
    return "-".join(rnd(UPPER + DIGITS, 4) for _ in range(7))


def fingerprint(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def firebase_web_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def credentials() -> Rows:
    r = Rows()
    app = pick(*APPS)

    r.add("asc_api_private_key_p8",
          f"App Store Connect API key for fastlane (AuthKey_{asc_kid()}.p8), keep this copy, the download only works once:\n{ec_p8()}",
          f"ASC key for the CI upload lane. key_id {asc_kid()}, issuer {uid()}\n{ec_p8()}",
          f"kom ihåg: this is the .p8 from App Store Connect > Users and Access > Integrations\n{ec_p8()}",
          f"app_store_connect_api_key(\n  key_id: \"{asc_kid()}\",\n  issuer_id: \"{uid()}\",\n  key_content: \"{escaped_p8()}\"\n)",
          f"ASC_KEY_ID={asc_kid()}\nASC_ISSUER_ID={uid()}\nASC_PRIVATE_KEY='{ec_p8()}'")

    r.add("android_keystore_password",
          f"keystore.properties for {app}-android:\nstoreFile=../keys/release.jks\nstorePassword={pw()}\nkeyAlias=release\nkeyPassword={pw()}",
          f"Android release keystore pw: {pw()} (same for the key alias, yes I know)",
          f"{app} android keystore -> lösenord {pw()}",
          f"MYAPP_RELEASE_STORE_PASSWORD={pw()}\nMYAPP_RELEASE_KEY_PASSWORD={pw()}",
          f"keytool -list -v -keystore release.jks -storepass '{pw()}'",
          f"old 2019 keystore (still signs the legacy {app} app!!) storepass {pw()}, keypass {pw()}")

    r.add("upload_key_password",
          f"Play App Signing upload key: upload-keystore.jks, alias upload, password {pw()}",
          f"upload key pass = {pw()}",
          f"new upload key after the reset Google approved. store+key password: {pw()}",
          f"signingConfigs {{\n    upload {{\n        storeFile file('upload.jks')\n        storePassword '{pw()}'\n        keyAlias 'upload'\n        keyPassword '{pw()}'\n    }}\n}}",
          f"uplaod keystore pwd {pw()} (typo in the filename too: uplaod.jks)")

    r.add("fastlane_match_password",
          f"MATCH_PASSWORD={pw()}",
          f"fastlane match passphrase (decrypts the certs repo): {phrase(WORDS, 5, '-')}",
          f"match repo encryption password is {pw()} - put it in the keychain on the new mac mini",
          f"export MATCH_PASSWORD='{pw()}' && bundle exec fastlane match appstore --readonly",
          f"Match lösenord för certs-repot: {pw()}",
          f"match: {phrase(WORDS, 4, ' ')} (all lower case, spaces included)")

    r.add("google_play_service_account_json",
          f"Play Console service account for supply / upload_to_play_store:\n{service_account('acme-play-publisher', 'fastlane-supply')}",
          f"play-publisher.json (the one that can roll out to production, be careful)\n{service_account(f'{app}-play-api', 'release-bot')}",
          f"google play json key\n{service_account('pc-api-' + digits(19, lead=True)[:10], 'ci-uploader')}",
          f"SUPPLY_JSON_KEY_DATA='{json.dumps(json.loads(service_account('acme-play-publisher', 'gha-deploy')))}'",
          f"{service_account('acme-mobile-releases', 'internal-track')}\n^ internal track only, scoped to {app}")

    r.add("apple_app_specific_password",
          f"Apple ID app-specific password for altool/Transporter: {app_password().replace(' ', '-')}",
          f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={app_password().replace(' ', '-')}",
          f"xcrun altool --upload-app -f {app}.ipa -t ios -u release@acme.example -p {app_password().replace(' ', '-')}",
          f"app-specific pw (label 'Bitrise 2025'): {app_password().replace(' ', '-')}",
          f"xcrun notarytool store-credentials acme-notary --apple-id release@acme.example --team-id {team_id()} --password {app_password().replace(' ', '-')}",
          f"appspecifikt lösenord för Transporter: {app_password().replace(' ', '-')}")

    r.add("firebase_service_account_key",
          f"Firebase Admin SDK key for the push sender (firebase-adminsdk):\n{service_account(f'{app}-prod', 'firebase-adminsdk-' + rnd(LOWER + DIGITS, 5))}",
          f"firebase app distribution service account, GOOGLE_APPLICATION_CREDENTIALS points here\n{service_account(f'{app}-staging', 'firebase-appdistro')}",
          f"private_key from the Firebase SA json (only the key part):\n{rsa_pkcs8()}",
          f"FIREBASE_SERVICE_ACCOUNT_{app.upper()}={json.dumps(json.loads(service_account(f'{app}-prod', 'github-action-' + digits(9, lead=True))))}",
          f"crashlytics upload uses this SA\n{service_account('acme-crash-upload', 'crashlytics-symbols')}")

    r.add("sentry_auth_token",
          f"SENTRY_AUTH_TOKEN={sentry_org_token()}",
          f"sentry-cli token for dSYM + proguard mapping uploads: {'sntryu_' + hexs(64)}",
          f"[auth]\ntoken={hexs(64)}\n(~/.sentryclirc on the build mac)",
          f"Sentry user token (mine, scope project:releases) sntryu_{hexs(64)}",
          f"sentry-cli --auth-token {sentry_org_token()} releases new {app}-ios@4.{secrets.randbelow(30)}.0")

    r.add("bugsnag_auth_token",
          f"Bugsnag personal auth token (data access API): {uid()}",
          f"BUGSNAG_AUTH_TOKEN={uid()}",
          f"bugsnag token for the release dashboard script -> {uid()} (scoped to org acme-mobile)",
          f"curl -H 'Authorization: token {uid()}' https://api.bugsnag.acme.example/user/organizations")

    r.add("codepush_deployment_key",
          f"CodePush Production key ({app}-ios): {codepush_key()}\nStaging: {codepush_key()}",
          f"<key>CodePushDeploymentKey</key>\n<string>{codepush_key()}</string>",
          f"android/app/src/main/res/values/strings.xml:\n<string moduleConfig=\"true\" name=\"CodePushDeploymentKey\">{codepush_key()}</string>",
          f"code push prod (android) {codepush_key()}",
          f"appcenter codepush release-react -a acme/{app}-android -d Production --deployment-key {codepush_key()}")

    r.add("p12_certificate_password",
          f"Apple Distribution cert export (dist_2025.p12), password: {pw()}",
          f"p12 pw {pw()}",
          f"P12_PASSWORD={pw()}\nP12_BASE64=<see the 1Password item>",
          f"security import dist.p12 -k build.keychain -P '{pw()}' -T /usr/bin/codesign",
          f"push cert (APNs, the old .p12 kind) for {app}: lösen {pw()}",
          f"openssl pkcs12 -in dev_cert.p12 -nodes -passin pass:{pw()} | openssl x509 -noout -subject")

    r.add("asc_jwt_token",
          f"ASC bearer token I generated for testing the API (valid 20 min): {asc_jwt()}",
          f"curl -H 'Authorization: Bearer {asc_jwt()}' 'https://api.appstoreconnect.acme.test/v1/apps'",
          f"jwt for appstoreconnect-v1\n{asc_jwt()}",
          f"Authorization: Bearer {asc_jwt()}")

    r.add("match_git_basic_auth",
          f"MATCH_GIT_BASIC_AUTHORIZATION={basic('release-bot', 'ghp_' + rnd(ALNUM, 36))}",
          f"match git auth (base64 of user:token): {basic('acme-ci', 'ghp_' + rnd(ALNUM, 36))}",
          f"git_basic_authorization for the certificates repo -> {basic('mobile-release', pw())}",
          f"Authorization: Basic {basic('release-bot', 'github_pat_' + rnd(ALNUM, 22) + '_' + rnd(ALNUM, 59))}")

    r.add("github_token",
          f"GitHub PAT for the certs repo (read only): ghp_{rnd(ALNUM, 36)}",
          f"fine-grained token for release-notes bot github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"git clone https://release-bot:ghp_{rnd(ALNUM, 36)}@git.acme.internal/mobile/certificates.git",
          f"GH_TOKEN=ghp_{rnd(ALNUM, 36)}  # gh release create uses this",
          f"token för changelog-skriptet: ghp_{rnd(ALNUM, 36)}, löper ut i mars")

    r.add("apple_id_password",
          f"Apple ID release@acme.example / {pw()}",
          f"shared App Store Connect admin login: appstore-admin@acme.example, pw {pw()}",
          f"FASTLANE_USER=release@acme.example\nFASTLANE_PASSWORD={pw()}",
          f"my personal apple id pwd (for the dev account): {pw()}",
          f"Apple Developer account (Account Holder) lösenord: {pw()} -- only Johan and me know it")

    r.add("apple_account_recovery_key",
          f"Recovery key for the Account Holder Apple ID: {apple_recovery_key()}",
          f"apple recovery key {apple_recovery_key()} (printed copy is in the office safe too)",
          f"Återställningsnyckel Apple ID: {apple_recovery_key()}",
          f"Apple ID recovery key generated today\n{apple_recovery_key()}")

    r.add("firebase_ci_token",
          f"FIREBASE_TOKEN=1//0{pick('c', 'd', 'g', 'e')}{rnd(URLSAFE, 98)}",
          f"firebase login:ci gave me: 1//0{pick('c', 'd', 'g', 'e')}{rnd(URLSAFE, 98)}",
          f"firebase appdistribution:distribute app-release.apk --app 1:{digits(12, lead=True)}:android:{hexs(16)} --token \"1//0{pick('c', 'd', 'g')}{rnd(URLSAFE, 98)}\"",
          f"firebase ci token (old way, before the SA): 1//0{pick('e', 'g')}{rnd(URLSAFE, 98)}")

    r.add("fcm_server_key",
          f"FCM legacy server key (still used by the old push backend): AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}",
          f"Authorization: key=AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}",
          f"fcm server key {app}: AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}",
          f"push.server.fcm_key=AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}")

    r.add("ci_keychain_password",
          f"build.keychain password on mac-mini-0{secrets.randbelow(5) + 1}: {pw()}",
          f"security unlock-keychain -p '{pw()}' ~/Library/Keychains/build.keychain-db",
          f"KEYCHAIN_PASSWORD={pw()}",
          f"login password for the ci user on the Mac minis: {pw()} (nyckelring same)",
          f"create_keychain(name: 'ci', password: '{pw()}', default_keychain: true, unlock: true, timeout: 3600)")

    r.add("app_review_demo_account",
          f"App Review demo account for {app}: reviewer@acme.example / {pw()}",
          f"Sign-in info for App Review notes:\nuser: appreview{digits(3)}\npassword: {pw()}",
          f"Google Play pre-launch/test login -> testuser.play@acme.example pw {pw()}",
          f"demo konto för granskningen: demo@{app}.acme.example, lösenord {pw()}, BankID-flödet är avstängt för det kontot",
          f"review account PIN (the app asks for a 6-digit PIN after login): {digits(6)}, account review2@acme.example / {pw()}")

    r.add("test_device_passcode",
          f"iPhone 15 test device (asset T-{digits(3)}) passcode {digits(6)}",
          f"Pixel 8 lab phone unlock PIN: {digits(4)}",
          f"test devices:\n| device | pin |\n| iPhone SE | {digits(6)} |\n| Galaxy S23 | {digits(4)} |\n| iPad 10 | {digits(6)} |",
          f"koden till test-iPaden är {digits(6)}",
          f"SIM PIN for the test phone's prepaid card: {digits(4)}, PUK {digits(8)}")

    r.add("appcenter_api_token",
          f"App Center API token (full access) {hexs(40)}",
          f"APPCENTER_API_TOKEN={hexs(40)}",
          f"appcenter login --token {hexs(40)}",
          f"appcenter token for the codepush lane: {hexs(40)}")

    r.add("npm_token",
          f"//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
          f"NPM_TOKEN=npm_{rnd(ALNUM, 36)} (for the private @acme/ui-kit package in the RN app)",
          f"npm automation token: npm_{rnd(ALNUM, 36)}",
          f".npmrc on CI:\n@acme:registry=https://npm.acme.internal/\n//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}")

    r.add("ci_service_token",
          f"Bitrise personal access token: {rnd(URLSAFE, 86)}",
          f"BITRISE_TOKEN={rnd(URLSAFE, 86)}",
          f"Codemagic API token (for triggering builds from Slack): {rnd(URLSAFE, 43)}",
          f"curl -H 'x-auth-token: {rnd(URLSAFE, 43)}' https://ci.acme.internal/builds")

    r.add("database_connection_string",
          f"release metrics db: postgres://release_bot:{pw()}@builds-db.acme.internal:5432/release_metrics",
          f"DATABASE_URL=postgresql://crashstats:{pw()}@10.20.4.11:5432/crashstats?sslmode=require",
          f"mongodb+srv://remoteconfig:{rnd(ALNUM, 20)}@rc-cluster.acme.internal/flags",
          f"redis://:{rnd(ALNUM, 32)}@cache.acme.internal:6379/2 (feature flag cache)",
          f"psql \"host=pg.acme.internal user=mobile_ro password={pw()} dbname=store_reviews\"")

    r.add("maven_repository_credentials",
          f"gradle.properties:\nacmeMavenUser=android-ci\nacmeMavenPassword={pw()}",
          f"Nexus (maven.acme.internal) deploy user mobile-publisher / {pw()}",
          f"ORG_GRADLE_PROJECT_acmeMavenPassword={pw()}",
          f"credentials {{\n    username = \"android-ci\"\n    password = \"{pw()}\"\n}}",
          f"artifactory api key for the SDK repo: AKC{rnd(ALNUM, 70)}")

    r.add("google_backup_codes",
          f"Backup codes for release@acme.example (Play Console Google account):\n{chr(10).join(groups(digits(8), 4) for _ in range(5))}",
          f"google 2FA backup codes: {', '.join(digits(8) for _ in range(6))}",
          f"reservkoder Google-kontot: {digits(4)} {digits(4)} / {digits(4)} {digits(4)} / {digits(4)} {digits(4)}",
          f"backup code left for the play publisher account: {groups(digits(8), 4)}")

    r.add("totp_seed",
          f"TOTP secret for the shared App Store Connect admin (so CI-people can get codes): {rnd(BASE32, 32)}",
          f"otpauth://totp/Play%20Console:release@acme.example?secret={rnd(BASE32, 32)}&issuer=Google",
          f"2fa seed apple shared acct {groups(rnd(BASE32, 32).lower(), 4)}",
          f"Authenticator setup key for the Firebase owner account: {groups(rnd(BASE32, 32), 4)}")

    r.add("office_wifi_password",
          f"Kontorets wifi (Acme-Gäst): {phrase(WORDS, 3, '')}{digits(2)}",
          f"device lab wifi acme-devicelab / {pw()}",
          f"WIFI:T:WPA;S:acme-testlab;P:{pw()};;",
          f"office wifi pw {rnd(ALNUM, 12)} (changes every quarter)")

    r.add("expo_access_token",
          f"EXPO_TOKEN={rnd(URLSAFE, 40)}",
          f"Expo robot token for EAS builds: {rnd(URLSAFE, 40)}",
          f"eas.json secrets -> EXPO_TOKEN {rnd(URLSAFE, 40)}, don't commit it",
          f"expo token (robot user 'release-bot') {rnd(URLSAFE, 40)}")

    r.add("slack_bot_token",
          f"release-announcer Slack bot token: xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
          f"SLACK_BOT_TOKEN=xoxb-{digits(11, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
          f"slack token for fastlane's slack action: xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
          f"slack(message: 'Build done', slack_url: ..., token: 'xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}')")

    r.add("ssh_private_key",
          f"deploy key for the match certificates repo (private part):\n{openssh_private()}",
          f"ssh key for ci@mac-mini-02\n{openssh_private()}",
          f"~/.ssh/id_ed25519 på byggmaskinen\n{openssh_private()}",
          f"MATCH_SSH_KEY:\n{openssh_private()}")

    r.add("huawei_appgallery_secret",
          f"AppGallery Connect API client: client_id {digits(18, lead=True)}, client_secret {hexs(64).upper()}",
          f"HUAWEI_CLIENT_SECRET={hexs(64).upper()}",
          f"huawei agc secret {hexs(64).upper()} (for the upload lane, {app} only)",
          f"appgallery:\n  client_id: \"{digits(18, lead=True)}\"\n  client_secret: \"{hexs(64).upper()}\"")

    r.add("ci_secret_env_dump",
          f"Secrets to re-add in the new GitHub org:\nMATCH_PASSWORD={pw()}\nKEYSTORE_PASSWORD={pw()}\nSENTRY_AUTH_TOKEN=sntryu_{hexs(64)}",
          f"env for the release lane\nFASTLANE_PASSWORD={pw()}\nSPACESHIP_2FA_SMS_DEFAULT_PHONE_NUMBER=+46 70 {digits(3)} {digits(2)} {digits(2)}",
          f"ANDROID_KEYSTORE_BASE64={b64(secrets.token_bytes(180))}\nANDROID_KEYSTORE_PASSWORD={pw()}",
          f"copy of the .env (prod):\nAPPCENTER_API_TOKEN={hexs(40)}\nCODEPUSH_KEY_IOS={codepush_key()}\nBUGSNAG_AUTH_TOKEN={uid()}")

    r.add("sdk_partner_api_secret",
          f"RevenueCat secret API key (server side only!): sk_{rnd(ALNUM, 32)}",
          f"Adjust API token for the dashboard export: {rnd(LOWER + DIGITS, 20)}, app token is public anyway",
          f"Stripe test secret key for the in-app checkout sandbox: sk_test_{rnd(ALNUM, 99)}",
          f"Amplitude secret key {hexs(32)} (api key {hexs(32)} goes in the app, secret does NOT)")

    r.add("vpn_and_vault_login",
          f"VPN to the build network: user release-oscar, password {pw()}",
          f"vault login -method=userpass username=mobile-release password='{pw()}'",
          f"VAULT_TOKEN=hvs.{rnd(URLSAFE, 24)}",
          f"1Password emergency kit: Secret Key A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}, master pw {phrase(WORDS, 4, '-')}")

    return r


def lookalikes() -> Rows:
    r = Rows()
    app = pick(*APPS)

    r.add("bundle_identifier",
          f"bundle ids: se.acme.{app} (prod), se.acme.{app}.beta, se.acme.{app}.dev",
          f"Android applicationId com.acme.{app}, debug suffix .debug",
          f"widget extension bundle id se.acme.{app}.WidgetExtension, notif service se.acme.{app}.NotificationService",
          f"App Group: group.se.acme.{app}.shared",
          f"watch app: se.acme.{app}.watchkitapp (needs its own profile in match)")

    r.add("apple_team_id",
          f"Apple Team ID: {team_id()} (Acme Mobile AB)",
          f"team_id(\"{team_id()}\") in the Appfile",
          f"enterprise team {team_id()} vs app store team {team_id()}, don't mix them up in the Matchfile",
          f"DEVELOPMENT_TEAM = {team_id()};",
          f"team id för kundens konto: {team_id()}")

    r.add("asc_key_and_issuer_id",
          f"ASC API key id {asc_kid()}, issuer id {uid()} (the .p8 itself is in 1Password, not here)",
          f"Key ID: {asc_kid()}  Issuer ID: {uid()}  Role: App Manager",
          f"ASC_KEY_ID={asc_kid()}\nASC_ISSUER_ID={uid()}\nASC_KEY_PATH=${{{{ runner.temp }}}}/AuthKey.p8",
          f"revoked the old key {asc_kid()} today, new one is {asc_kid()}",
          f"issuer id (same for all our keys): {uid()}")

    r.add("certificate_fingerprint",
          f"upload key SHA-1: {fingerprint(20)}",
          f"App signing key certificate (Google-managed)\nSHA-256: {fingerprint(32)}\nSHA-1: {fingerprint(20)}",
          f"debug keystore SHA1 for Firebase: {fingerprint(20)}",
          f"assetlinks.json sha256_cert_fingerprints: [\"{fingerprint(32)}\"]",
          f"Apple Distribution cert serial {hexs(16).upper()}, SHA-1 {hexs(40).upper()}, expires 2026-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(10)}",
          f"Maps SDK restriction: package com.acme.{app} + SHA-1 {fingerprint(20)}")

    r.add("firebase_public_config",
          f"google-services.json (public, ships inside the APK):\n\"api_key\": [{{\"current_key\": \"{firebase_web_key()}\"}}]",
          f"GoogleService-Info.plist API_KEY {firebase_web_key()}, GCM_SENDER_ID {digits(12, lead=True)}, PROJECT_ID {app}-prod",
          f"firebaseConfig = {{ apiKey: \"{firebase_web_key()}\", authDomain: \"{app}-prod.firebaseapp.com\", projectId: \"{app}-prod\", messagingSenderId: \"{digits(12, lead=True)}\" }}",
          f"Firebase Android API key {firebase_web_key()} - restricted to our package + SHA-1, it's meant to be public",
          f"web API key {firebase_web_key()} (from Project settings, not a secret)")

    r.add("build_and_version_number",
          f"{app} iOS 4.{secrets.randbelow(30)}.{secrets.randbelow(5)} build {digits(4, lead=True)} submitted",
          f"versionCode {digits(6, lead=True)}, versionName 4.{secrets.randbelow(30)}.0",
          f"CFBundleVersion = {digits(8, lead=True)} (yyMMddHH scheme)",
          f"build number mismatch: Play has {digits(6, lead=True)}, we tried {digits(6, lead=True)}",
          f"release train 2025.{secrets.randbelow(52) + 1}: iOS build {digits(5, lead=True)}, Android vc {digits(7, lead=True)}")

    r.add("provisioning_profile_uuid",
          f"profile 'match AppStore se.acme.{app}' UUID {uid().upper()}",
          f"PROVISIONING_PROFILE_SPECIFIER = match AppStore se.acme.{app}; // {uid().upper()}",
          f"~/Library/MobileDevice/Provisioning Profiles/{uid().upper()}.mobileprovision is the stale one, delete it",
          f"sigh_se.acme.{app}_appstore_profile-path -> {uid().upper()}",
          f"ad hoc profile {uid().upper()} includes 87 of 100 devices")

    r.add("testflight_public_link",
          f"TestFlight public beta link: https://testflight.apple.com/join/{rnd(ALNUM, 8)}",
          f"beta testers can join via testflight.apple.com/join/{rnd(ALNUM, 8)} (max 10 000)",
          f"external group 'Kunder Beta' link code {rnd(ALNUM, 8)}",
          f"Play internal testing opt-in: https://play.acme.example/apps/internaltest/{digits(20, lead=True)}")

    r.add("sentry_dsn",
          f"SENTRY_DSN=https://{hexs(32)}@sentry.acme.internal/{digits(2, lead=True)}",
          f"Sentry.init {{ dsn = \"https://{hexs(32)}@sentry.acme.example/{digits(3, lead=True)}\" }} - DSN is public, it's in the binary anyway",
          f"ios dsn https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.acme.example/{digits(7, lead=True)}",
          f"<meta-data android:name=\"io.sentry.dsn\" android:value=\"https://{hexs(32)}@sentry.acme.internal/{digits(2, lead=True)}\" />",
          f"dsn för android-projektet: https://{hexs(32)}@sentry.acme.internal/{digits(2, lead=True)}")

    r.add("crash_group_id",
          f"Crashlytics issue {hexs(32)} spiked after 4.{secrets.randbelow(30)}.0",
          f"Sentry {app.upper()}-IOS-{rnd(UPPER + DIGITS, 3)} (issue id {digits(10, lead=True)}) - NSInternalInconsistencyException",
          f"Bugsnag error {hexs(24)}: ANR in CheckoutActivity, 412 users",
          f"top crash group {hexs(32)}, fixed in build {digits(4, lead=True)}",
          f"crashlytics link: https://console.acme.example/crashlytics/app/android:com.acme.{app}/issues/{hexs(32)}")

    r.add("firebase_app_id",
          f"Firebase iOS app id 1:{digits(12, lead=True)}:ios:{hexs(16)}",
          f"FIREBASE_APP_ID_ANDROID=1:{digits(12, lead=True)}:android:{hexs(16)}",
          f"app distribution targets: 1:{digits(12, lead=True)}:android:{hexs(16)} (prod), 1:{digits(12, lead=True)}:android:{hexs(16)} (staging)",
          f"GOOGLE_APP_ID 1:{digits(12, lead=True)}:ios:{hexs(16)}")

    r.add("oauth_client_id",
          f"Google Sign-In iOS client id {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"REVERSED_CLIENT_ID com.googleusercontent.apps.{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}",
          f"Sign in with Apple services id: se.acme.{app}.signin, key id {asc_kid()}",
          f"web client id for Credential Manager: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com")

    r.add("git_commit_sha",
          f"release/4.{secrets.randbelow(30)} cut from {hexs(40)}",
          f"hotfix cherry-picked: {hexs(7)} {hexs(7)} {hexs(7)}",
          f"tag v4.{secrets.randbelow(30)}.1 -> {hexs(40)}",
          f"bisect says the regression is {hexs(12)} (the Kotlin 2.1 bump)")

    r.add("ci_secret_reference",
          "MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}",
          "env:\n  KEYSTORE_PASSWORD: ${{ secrets.ANDROID_KEYSTORE_PASSWORD }}\n  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}",
          "storePassword System.getenv(\"KEYSTORE_PASSWORD\")\nkeyPassword System.getenv(\"KEY_PASSWORD\")",
          "Bitrise secret env vars to check after migration: $BITRISEIO_ANDROID_KEYSTORE_PASSWORD, $BITRISEIO_ANDROID_KEYSTORE_PRIVATE_KEY_PASSWORD, $ASC_PRIVATE_KEY",
          "key_content: ENV['ASC_PRIVATE_KEY'], is_key_content_base64: true",
          "FASTLANE_PASSWORD comes from the keychain item 'fastlane-apple-id', never from the repo")

    r.add("vault_path_reference",
          f"keystore passwords live at vault kv path secret/mobile/{app}/android/keystore",
          "op://Mobile Release/Play upload key/password  (1Password reference, the CLI resolves it)",
          f"ASC .p8 is in 1Password vault 'Mobile Release', item 'ASC API key {asc_kid()}'",
          "aws secretsmanager get-secret-value --secret-id mobile/match-password --query SecretString",
          "physical backup of the upload keystore: USB stick in kassaskåpet, room 4.12")

    r.add("masked_secret",
          "storePassword=********",
          f"MATCH_PASSWORD=***  (masked in the Bitrise log, build {digits(5, lead=True)})",
          f"sentry token ending in …{hexs(4)} is the one to revoke",
          "app-specific password: ????-????-????-???? (regenerate, I lost it)",
          "[REDACTED] showed up in the fastlane log instead of the p12 password, good")

    r.add("password_rotation_note",
          "Rotate the Android keystore password? No - you can't change the upload key without Google support, only the store password.",
          "Reminder: app-specific passwords get revoked when the Apple ID password changes. Regenerate all three after rotation.",
          "match password rotation planned for v.14, need everyone to re-run match nuke? no, just change_password",
          "påminnelse: byt lösenord på delade Apple-kontot efter att Erik slutat",
          f"ASC key {asc_kid()} rotated 2025-0{secrets.randbelow(9) + 1}-0{secrets.randbelow(9) + 1}, old one revoked, CI updated")

    r.add("password_policy_setting",
          "keytool needs a store password of at least 6 characters; we use 24+ from the generator",
          "Play upload key validity 25 years (9125 days), RSA 2048, alias upload",
          "ASC JWT max lifetime is 20 minutes (exp - iat <= 1200)",
          "Sentry org token scopes: org:ci only. User tokens: project:releases, project:read",
          "1Password generator settings for signing passwords: 32 chars, symbols on, no ambiguous")

    r.add("public_certificate_pem",
          f"upload_certificate.pem (send this to Play support for the key reset, it's the public cert):\n{pem('CERTIFICATE', 6)}",
          f"Apple WWDR G3 intermediate, reinstall if codesign fails:\n{pem('CERTIFICATE', 5)}",
          f"server cert pinned in the app (public):\n{pem('CERTIFICATE', 4)}")

    r.add("ssh_public_key",
          f"deploy key for certificates repo (public): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} match@mac-mini-01",
          f"add to authorized_keys on the build macs:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} oscar@laptop",
          f"ci.pub: ssh-rsa {ssh_pub('ssh-rsa', 270)} ci@acme",
          f"known_hosts line for git.acme.internal: git.acme.internal ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}")

    r.add("device_udid",
          f"register device: iPhone 15 Pro (Anna) 00008130-{hexs(16).upper()}",
          f"old iPad UDID {hexs(40)}",
          f"fastlane register_device(name: 'QA iPhone SE', udid: '00008110-{hexs(16).upper()}')",
          f"simulator {uid().upper()} (iPhone 16, iOS 18.2) is stuck booting",
          f"Android test device serial {rnd(UPPER + DIGITS, 14)}, adb -s for the Pixel")

    r.add("dsym_uuid",
          f"missing dSYM {uid().upper()} for build {digits(4, lead=True)}",
          f"dwarfdump --uuid: UUID: {uid().upper()} (arm64) {app}.app.dSYM",
          f"Crashlytics wants dSYMs {uid().upper()} and {uid().upper()}",
          f"proguard mapping uuid {uid()} uploaded to Sentry")

    r.add("store_order_id",
          f"refund request order GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}",
          f"Apple order id {rnd(UPPER + DIGITS, 10)}, transaction id {digits(16, lead=True)}",
          f"subscription test purchase GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}..0",
          f"Apple developer program renewal receipt #{rnd(UPPER + DIGITS, 10)}")

    r.add("app_store_identifier",
          f"{app} Apple ID (app) {digits(10, lead=True)}, SKU {app.upper()}-IOS-{digits(3)}",
          f"apps.apple.com link id{digits(10, lead=True)}",
          f"Play Console app id {digits(19, lead=True)}",
          f"developer account id {digits(19, lead=True)}, payments profile {groups(digits(12), 4, '-')}")

    r.add("container_and_ci_ids",
          f"android builder image ghcr.acme.internal/mobile/android-sdk@sha256:{hexs(64)}",
          f"runner pod android-build-{hexs(10)}-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)} OOMed during R8",
          f"GitHub Actions run {digits(11, lead=True)}, job {digits(11, lead=True)}",
          f"Bitrise build slug {uid()}, app slug {hexs(16)}")

    r.add("encrypted_value",
          f"secrets.enc.yaml:\nmatch_password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
          f"keystore.jks.gpg committed, decrypt with the ci gpg key (fingerprint {hexs(40).upper()})",
          f"match encrypted cert: certs/distribution/{rnd(UPPER + DIGITS, 10)}.cer (AES-256, needs MATCH_PASSWORD)",
          f"sealed secret (safe in git): encryptedData:\n  KEYSTORE_PASSWORD: Ag{rnd(B64, 120)}")

    r.add("gradle_signing_config",
          "signingConfigs.release.storeFile = file(\"../keys/release.jks\")\nsigningConfigs.release.keyAlias = \"release\"",
          "if (keystorePropertiesFile.exists()) { keystoreProperties.load(FileInputStream(keystorePropertiesFile)) }",
          "keystore.properties is in .gitignore, template in keystore.properties.example with empty values",
          "storePassword=\nkeyPassword=\n(fill from 1Password, don't commit)")

    r.add("matchfile_config",
          f"Matchfile:\ngit_url(\"git@git.acme.internal:mobile/certificates.git\")\nstorage_mode(\"git\")\ntype(\"appstore\")\napp_identifier([\"se.acme.{app}\", \"se.acme.{app}.WidgetExtension\"])\nusername(\"release@acme.example\")",
          f"Appfile: app_identifier \"se.acme.{app}\"\napple_id \"release@acme.example\"\nitc_team_id \"{digits(9, lead=True)}\"\nteam_id \"{team_id()}\"",
          f"match branch per team: team-{team_id()}",
          "fastlane match development --readonly  (never without --readonly on a laptop)")

    r.add("sentry_release_name",
          f"release se.acme.{app}@4.{secrets.randbelow(30)}.0+{digits(4, lead=True)}",
          f"sentry release {app}-android@4.{secrets.randbelow(30)}.2+{digits(6, lead=True)} dist {digits(6, lead=True)}",
          f"Sentry project ids: ios {digits(16, lead=True)}, android {digits(16, lead=True)}",
          f"org slug acme-mobile, project slug {app}-ios, team #mobile")

    r.add("ticket_and_review_id",
          f"MOB-{digits(4, lead=True)} upload key reset, Play support case {digits(10, lead=True)}",
          f"App Review submission id {uid()}",
          f"Apple DTS incident {digits(9, lead=True)}",
          f"rejection thread 'Guideline 2.1' on build {digits(4, lead=True)}, ärende {digits(6, lead=True)}")

    r.add("swedish_company_identifier",
          f"Acme Mobile AB org.nr 556{digits(3)}-{digits(4)}, D-U-N-S {digits(9, lead=True)} (Apple needed it)",
          f"bankgiro {digits(4, lead=True)}-{digits(4)} for the Play payout profile",
          f"VAT SE556{digits(7)}01",
          f"Swish företag 123 {digits(3)} {digits(2)} {digits(2)}")

    r.add("keytool_output",
          f"Alias name: upload\nCreation date: 12 mars 2021\nEntry type: PrivateKeyEntry\nCertificate fingerprints:\n\t SHA1: {fingerprint(20)}\n\t SHA256: {fingerprint(32)}\nSignature algorithm name: SHA256withRSA",
          f"Owner: CN=Acme Mobile AB, O=Acme, L=Stockholm, C=SE\nSerial number: {hexs(16)}\nValid from: Fri Mar 12 2021 until: Tue Mar 06 2046",
          "keytool -list -v -keystore upload.jks  (it will prompt for the password, don't pass -storepass on the command line)",
          f"apksigner verify --print-certs output: Signer #1 certificate SHA-256 digest: {hexs(64)}")

    r.add("push_config_ids",
          f"APNs key id {asc_kid()} (the .p8 is uploaded to Firebase, not stored here), team {team_id()}",
          f"FCM sender id {digits(12, lead=True)}, project number same",
          f"APNs topic se.acme.{app}, environment production",
          "APNs auth key (.p8) never expires, unlike the old push certificates; one key covers all our apps")

    return r


def main() -> None:
    write_corpora("make_heldout193.py", [
        ("heldout193_credentials.yaml", credentials(), "Held-out batch 193: a Stockholm mobile release manager's notes that hold signing keys, store API keys, passwords and tokens"),
        ("heldout193_lookalikes.yaml", lookalikes(), "Held-out batch 193: the same release manager's notes with bundle ids, team and key ids, fingerprints, public keys and secret references, no secret"),
    ])


if __name__ == "__main__":
    main()
