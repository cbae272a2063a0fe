# ruff: noqa: E501
"""Writes heldout126_credentials.yaml and heldout126_lookalikes.yaml: held-out batch 126.

Persona: Jiwoo "Jay" Park, a Korean-American mobile app developer in San Francisco who builds
Acme's iOS/Android app "Moa" (React Native + Expo, native modules in Swift and Kotlin). Writes
notes in English mixed with Korean: App Store Connect and APNs .p8 keys, the Android upload
keystore, Firebase service accounts, RevenueCat/Expo/Sentry/Slack tokens, fastlane match, Apple
and Google account logins, the MacBook login and FileVault key; plus lots of bundle ids, Team
IDs, fingerprints, DSNs, build numbers, device UDIDs and tickets that only look secret.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

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
    anthropic_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    card_expiry,
    digits,
    filevault_key,
    groups,
    hexs,
    jwt,
    luhn,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["kimchi", "harbor", "bamboo", "sunset", "pixel", "mochi", "tiger", "lantern", "cable",
         "orbit", "maple", "hangang", "noodle", "fog", "bridge", "seoul", "violet", "rocket"]


# --- shapes of this persona's formats ---------------------------------------------------------

def key_id() -> str:
    """An App Store Connect / APNs key id, also the shape of a Team ID: ten of A-Z0-9."""
    return rnd(UPPER + DIGITS, 10)


def team_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def _lines(text: str, width: int = 64) -> str:
    return "\n".join(text[i:i + width] for i in range(0, len(text), width))


def p8() -> str:
    """An EC P-256 private key in PKCS#8, as Apple's AuthKey_XXXXXXXXXX.p8 files are."""
    der = (bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
           + secrets.token_bytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
           + secrets.token_bytes(64))
    return f"-----BEGIN PRIVATE KEY-----\n{_lines(b64(der))}\n-----END PRIVATE KEY-----"


def p8_escaped() -> str:
    return p8().replace("\n", "\\n")


def ec_public_pem() -> str:
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + secrets.token_bytes(64)
    return f"-----BEGIN PUBLIC KEY-----\n{_lines(b64(der))}\n-----END PUBLIC KEY-----"


def rsa_pkcs8(lines: int = 14) -> str:
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + secrets.token_bytes(lines * 48 - 37)
    return f"-----BEGIN PRIVATE KEY-----\n{_lines(b64(der))}\n-----END PRIVATE KEY-----\n"


def rsa_pkcs8_escaped(lines: int = 14) -> str:
    return rsa_pkcs8(lines).replace("\n", "\\n")


def apple_app_password() -> str:
    return "-".join(rnd(LOWER, 4) for _ in range(4))


def apple_recovery_key() -> str:
    return "-".join(rnd(UPPER + DIGITS, 4) for _ in range(7))


def slack_bot() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def rc_secret() -> str:
    return "sk_" + rnd(ALNUM, 32)


def rc_public(store: str) -> str:
    return f"{store}_" + rnd(ALNUM, 27)


def sentry_user_token() -> str:
    return "sntryu_" + hexs(64)


def sentry_org_token() -> str:
    iat = 1_700_000_000 + secrets.randbelow(60_000_000)
    body = b64u(f'{{"iat":{iat}.0,"url":"https://sentry.acme.internal","region_url":"https://sentry.acme.internal","org":"acme"}}'.encode())
    return f"sntrys_{body}_{rnd(ALNUM + '+/', 43)}"


def expo_token() -> str:
    return rnd(URLSAFE, 40)


def firebase_api_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def fb_app_id(platform: str, number: str) -> str:
    return f"1:{number}:{platform}:{hexs(pick(16, 22))}"


def fingerprint(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def hexupper(n: int) -> str:
    return rnd("0123456789ABCDEF", n)


def udid_new() -> str:
    return f"0000{pick('8101', '8110', '8120', '8030')}-{hexupper(16)}"


def pw() -> str:
    return pick(
        f"{pick('Hangang', 'Mochi', 'Sunset', 'Bamboo', 'Tiger')}{pick('#', '!', '@', '$')}{digits(4)}{pick('sf', 'SF', 'moa', 'Jay')}",
        rnd(ALNUM + "!#%&*+-?", 18),
        rnd(ALNUM, 20),
        f"{phrase(WORDS, 3, '-')}-{digits(2)}",
    )


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def stripe_secret() -> str:
    return "sk_live_51" + rnd(ALNUM, 97)


def stripe_pub() -> str:
    return "pk_live_51" + rnd(ALNUM, 97)


def google_refresh() -> str:
    return "1//0" + pick("g", "6", "e") + rnd(URLSAFE, 98)


def gocspx() -> str:
    return "GOCSPX-" + rnd(URLSAFE, 28)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def card_pin() -> str:
    return digits(4)


def service_account(project: str, email_user: str) -> str:
    return (
        "{\n"
        '  "type": "service_account",\n'
        f'  "project_id": "{project}",\n'
        f'  "private_key_id": "{hexs(40)}",\n'
        f'  "private_key": "{rsa_pkcs8_escaped(pick(10, 14, 18))}",\n'
        f'  "client_email": "{email_user}@{project}.iam.gserviceaccount.com",\n'
        f'  "client_id": "{digits(21, True)}",\n'
        '  "token_uri": "https://oauth2.acme.test/token"\n'
        "}"
    )


def supabase_jwt(role: str, ref: str) -> str:
    now = 1_700_000_000 + secrets.randbelow(60_000_000)
    return jwt({"iss": "supabase", "ref": ref, "role": role, "iat": now, "exp": now + 315_360_000})


def credentials() -> Rows:
    r = Rows()
    team = team_id()

    # App Store Connect API key (.p8) with key id and issuer
    r.add("app_store_connect_api_private_key",
          f"ASC API key for fastlane (Admin role, 3/2 만듦)\nKey ID: {key_id()}\nIssuer ID: {uid()}\n{p8()}",
          f"AuthKey_{key_id()}.p8 — 다운로드 한 번밖에 안 됨!! 여기 백업\n{p8()}",
          f"ci uses the App Manager key not admin. key_id={key_id()} issuer_id={uid()}\nkey contents:\n{p8()}\n(team {team})",
          )
    r.add("asc_api_key_json",
          f'fastlane/asc_key.json (gitignored, DO NOT COMMIT)\n{{\n  "key_id": "{key_id()}",\n  "issuer_id": "{uid()}",\n  "key": "{p8_escaped()}",\n  "in_house": false\n}}',
          f'app_store_connect_api_key(key_id: "{key_id()}", issuer_id: "{uid()}", key_content: "{p8_escaped()}")  # temp hack in Fastfile, move to env later',
          )
    r.add("asc_api_key_base64_env",
          f"github secret APP_STORE_CONNECT_KEY_B64 = {b64(p8().encode())}",
          f"codemagic env group 'asc'\nASC_KEY_ID={key_id()}\nASC_ISSUER_ID={uid()}\nASC_PRIVATE_KEY_BASE64={b64(p8().encode())}",
          f"echo -n '{b64(p8().encode())}' | base64 -d > AuthKey.p8   # 로컬에서 테스트할 때",
          )

    # Android upload keystore
    r.add("android_upload_keystore_password",
          f"moa-upload.jks keystore pw: {pw()}   (alias = upload)",
          f"keytool -list -v -keystore ~/keys/moa-upload.jks -alias upload -storepass '{pw()}'",
          f"안드 업로드 키스토어 비번 → {pw()}\n잃어버리면 Play support한테 reset 요청해야 함 (1주일 걸림 ㅠ)",
          )
    r.add("android_upload_key_password",
          f"key password for alias 'upload' is NOT the same as the store pw!! key pw = {pw()}",
          f"./gradlew bundleRelease -Pandroid.injected.signing.store.file=$HOME/keys/moa-upload.jks -Pandroid.injected.signing.store.password={pw()} -Pandroid.injected.signing.key.alias=upload -Pandroid.injected.signing.key.password={pw()}",
          f"old 2022 keystore (moa-legacy.keystore) key alias androiddebugkey..no, alias 'moa'\nkeyPassword {pw()}",
          )
    r.add("keystore_properties_file",
          f"android/keystore.properties on my mac:\nstoreFile=../../keys/moa-upload.jks\nstorePassword={pw()}\nkeyAlias=upload\nkeyPassword={pw()}",
          f"MOA_UPLOAD_STORE_FILE=moa-upload.jks\nMOA_UPLOAD_KEY_ALIAS=upload\nMOA_UPLOAD_STORE_PASSWORD={pw()}\nMOA_UPLOAD_KEY_PASSWORD={pw()}\n^ ~/.gradle/gradle.properties 에 넣기",
          f"signingConfigs {{ release {{ storeFile file('moa-upload.jks'); storePassword '{pw()}'; keyAlias 'upload'; keyPassword '{pw()}' }} }}  <- hardcoded in the wear module, fix MOA-{digits(3, True)}",
          )

    # Firebase service account
    r.add("firebase_service_account_key",
          f"firebase admin sdk key (prod) — for the push worker\n{service_account('moa-prod-' + hexs(5), 'firebase-adminsdk-' + rnd(LOWER + DIGITS, 5))}",
          f"staging SA json 통째로 붙여둠:\n{service_account('moa-staging', 'firebase-adminsdk-' + rnd(LOWER + DIGITS, 5))}",
          f"{service_account('moa-analytics-' + digits(4), 'bq-export')}",
          )
    r.add("firebase_admin_private_key_env",
          f'.env.production on the push server\nFIREBASE_PROJECT_ID=moa-prod\nFIREBASE_CLIENT_EMAIL=firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@moa-prod.iam.gserviceaccount.com\nFIREBASE_PRIVATE_KEY="{rsa_pkcs8_escaped(10)}"',
          f"vercel env add FIREBASE_PRIVATE_KEY production\n> {rsa_pkcs8_escaped(8)}",
          )
    r.add("google_play_service_account_json",
          f"play store api access (fastlane supply) json_key:\n{service_account('pc-api-' + digits(19, True), 'fastlane-supply')}",
          f"supply json for internal track uploads 👇\n{service_account('moa-play-publisher', 'play-uploader')}",
          )

    # APNs
    r.add("apns_auth_key",
          f"APNs auth key (sandbox+prod 둘 다 됨)\nKey ID {key_id()} / Team {team}\n{p8()}",
          f"push server env:\nAPNS_KEY_ID={key_id()}\nAPNS_TEAM_ID={team}\nAPNS_TOPIC=com.acme.moa\nAPNS_PRIVATE_KEY=\"{p8_escaped()}\"",
          f"uploaded to firebase cloud messaging > apple app config. same key as below, keep it\n{p8()}",
          )
    r.add("apns_certificate_p12_password",
          f"old push cert export (moa_push_prod.p12) password: {pw()} — expires in Sept, we're moving to .p8 anyway",
          f"openssl pkcs12 -in moa_voip.p12 -out voip.pem -nodes -passin pass:{pw()}",
          f"pushcert 비번 (dev) {rnd(ALNUM, 10)} / (prod) {rnd(ALNUM, 10)}",
          )

    # RevenueCat, Expo, Sentry
    r.add("revenuecat_secret_api_key",
          f"RevenueCat SECRET key (server only!!! never in the app) {rc_secret()}",
          f"REVENUECAT_SECRET_API_KEY={rc_secret()}\nREVENUECAT_WEBHOOK_AUTH=Bearer {rnd(ALNUM, 32)}",
          f'curl -H "Authorization: Bearer {rc_secret()}" https://rc-proxy.acme.internal/v1/subscribers/$APP_USER_ID  # 환불 확인용',
          )
    r.add("expo_access_token",
          f"EXPO_TOKEN={expo_token()}  (robot user 'moa-ci', github actions)",
          f"expo personal access token – jay – {expo_token()}\n만료 없음, 노트북 바꾸면 revoke 하기",
          f"eas build --platform ios --profile production --non-interactive\n# needs EXPO_TOKEN={expo_token()} in the env",
          )
    r.add("sentry_auth_token",
          f"sentry auth token for sourcemaps upload: {sentry_org_token()}",
          f"~/.sentryclirc\n[auth]\ntoken={sentry_user_token()}\n[defaults]\nurl=https://sentry.acme.internal\norg=acme\nproject=moa-ios",
          f"SENTRY_AUTH_TOKEN={hexs(64)} (old style, before org tokens)",
          )

    # Apple and Google accounts
    r.add("apple_id_password",
          f"apple dev account: jay.park@acme.example / {pw()}",
          f"애플 아이디 비번 바꿈 (3월) → {pw()}\n2FA는 내 아이폰 + 회사 아이패드",
          f"Apple ID (personal, NOT the dev one)\nid: jiwoo.park@mail.example\npw: {pw()}",
          )
    r.add("apple_app_specific_password",
          f'xcrun notarytool store-credentials "moa-notary" --apple-id jay.park@acme.example --team-id {team} --password {apple_app_password()}',
          f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={apple_app_password()}",
          f"app-specific pw for Transporter / altool\n{apple_app_password()}\nlabel: 'Transporter mac mini'",
          )
    r.add("apple_id_recovery_key",
          f"Apple ID recovery key (dev account) — print & put in the safe too\n{apple_recovery_key()}",
          f"복구 키 {apple_recovery_key()} (jay.park@acme.example)",
          f"personal apple id recovery key, set up after the scam call thing:\n{apple_recovery_key()}",
          )
    r.add("google_play_console_password",
          f"play console login: moa.publisher@acme.example  pw {pw()}",
          f"Google Play Console (owner account) 비밀번호: {pw()}\n2단계: SMS to 415-555-01{digits(2)}",
          f"reminder for Minji when I'm on leave: play console → moa.publisher@acme.example, password is {pw()}, she has the phone for 2fa",
          )
    r.add("google_account_backup_codes",
          "google backup codes (moa.publisher):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(8)),
          "play console 2FA backup codes — used 2 already\n" + "  ".join(f"{digits(4)} {digits(4)}" for _ in range(10)),
          "jay.park@acme.example backup codes (new set, old ones invalid):\n" + "\n".join(f"{i + 1}. {digits(4)} {digits(4)}" for i in range(6)),
          )
    r.add("totp_seed",
          f"sentry 2fa secret (in case phone dies): {groups(totp_seed(), 4)}",
          f"otpauth://totp/GitHub:jaypark-acme?secret={totp_seed()}&issuer=GitHub",
          f"App Store Connect shared account TOTP seed {totp_seed()} – added to 1P and Authy",
          )

    # Slack
    r.add("slack_bot_token",
          f"slack bot for build notifications (#moa-builds): {slack_bot()}",
          f"SLACK_BOT_TOKEN={slack_bot()}\nSLACK_CHANNEL=C0{rnd(UPPER + DIGITS, 9)}",
          f'fastlane: slack(message: "TestFlight up 🚀", slack_url: nil) doesn\'t work w/ bot tokens... use curl -H "Authorization: Bearer {slack_bot()}" instead',
          )
    r.add("slack_signing_secret",
          f"slack app 'MoaBot' signing secret {hexs(32)}",
          f"SLACK_SIGNING_SECRET={hexs(32)}\nSLACK_BOT_TOKEN={slack_bot()}",
          f"signing secret for the /moa-release slash command app → {hexs(32)} (verifies X-Slack-Signature)",
          )

    # fastlane match
    r.add("fastlane_match_passphrase",
          f"MATCH_PASSWORD={pw()}",
          f"fastlane match appstore 돌리면 물어보는 passphrase:\n{pw()}",
          f"match repo decrypt pw — git@git.acme.internal:mobile/certs.git — {pw()}\n(same one for dev + appstore + adhoc)",
          )
    r.add("match_repo_deploy_key",
          f"deploy key for certs repo (read only), used by CI\n{openssh_private()}",
          f"MATCH_GIT_PRIVATE_KEY (github actions secret):\n{openssh_private()}",
          f"certs repo key got re-generated, 새 키:\n{openssh_private()}\npubkey already added to git.acme.internal",
          )
    r.add("ci_keychain_password",
          f"MATCH_KEYCHAIN_NAME=ci.keychain\nMATCH_KEYCHAIN_PASSWORD={pw()}",
          f"security unlock-keychain -p '{pw()}' ~/Library/Keychains/build.keychain-db",
          f"mac mini build agent keychain pw {pw()}  (login keychain, not the ci one)",
          )

    # MacBook
    r.add("macbook_login_password",
          f"new MBP (M3) login: jay / {pw()}",
          f"맥북 로그인 비번 {pw()} — IT needs it for the MDM re-enroll tmrw",
          f"mac mini in the office closet\nuser: build\npass: {pw()}\nscreen sharing on",
          )
    r.add("filevault_recovery_key",
          f"FileVault recovery key (MBP 16, serial in asset sheet): {filevault_key()}",
          f"파일볼트 복구키\n{filevault_key()}",
          f"mac mini build box — FV key {filevault_key()}, escrowed to MDM too I think?",
          )
    r.add("onepassword_master_password",
          f"1Password master pw (in case brain fails): {phrase(WORDS, 4, ' ')} {digits(3)}",
          f"1p 마스터 비번 바꿨음: {pw()}",
          f"if something happens to me → 1Password: jay.park@acme.example, master password \"{phrase(WORDS, 5, '-')}\", secret key in the emergency kit",
          )
    r.add("onepassword_secret_key",
          f"1Password Secret Key {onepassword_secret_key()} — emergency kit pdf is in the safe too",
          f"acme.1password.example\njay.park@acme.example\n{onepassword_secret_key()}",
          )

    # other dev tokens
    r.add("github_personal_access_token",
          f"gh PAT for the RN monorepo (repo + read:packages) {ghp()}",
          f"export GITHUB_TOKEN={ghp()}   # for patch-package fetching private fork",
          f"fine grained token, 90 days: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          )
    r.add("npm_publish_token",
          f"NPM_TOKEN=npm_{rnd(ALNUM, 36)}  (publish @acme/moa-ui)",
          f"~/.npmrc\n@acme:registry=https://npm.acme.internal/\n//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
          f"npm automation token for the design-system pkg → npm_{rnd(ALNUM, 36)}",
          )
    r.add("codemagic_api_token",
          f"codemagic api token (Teams > integrations): {rnd(URLSAFE, 43)}",
          f"CM_API_TOKEN {rnd(URLSAFE, 43)} ← for the slack /build command",
          f'curl -H "x-auth-token: {rnd(URLSAFE, 43)}" https://codemagic.acme.test/builds -d \'{{"appId":"{hexs(24)}","workflowId":"ios-release","branch":"main"}}\'',
          )
    r.add("firebase_ci_token",
          f"firebase login:ci token (deprecated but still works lol) {google_refresh()}",
          f"FIREBASE_TOKEN={google_refresh()}\nfor `firebase appdistribution:distribute`",
          f"firebase deploy --only functions --token \"{google_refresh()}\"",
          )
    r.add("google_oauth_client_secret",
          f"google sign-in web client (for backend id token exchange)\nclient secret: {gocspx()}",
          f"GOOGLE_CLIENT_SECRET={gocspx()}",
          f"OAuth client 'moa-backend' 시크릿 {gocspx()} – 새로 만든거, 예전거는 삭제함",
          )
    now = 1_700_000_000 + secrets.randbelow(60_000_000)
    r.add("sign_in_with_apple_client_secret",
          f"SIWA client secret JWT (valid 6 mo, regen before {pick('Jan', 'Jul', 'Mar')}):\n{jwt({'iss': team, 'iat': now, 'exp': now + 15_552_000, 'sub': 'com.acme.moa.signin'}, alg='ES256', signature=rnd(URLSAFE, 86))}",
          f"APPLE_CLIENT_SECRET={jwt({'iss': team, 'iat': now, 'exp': now + 15_552_000, 'sub': 'com.acme.moa.web'}, alg='ES256', signature=rnd(URLSAFE, 86))}",
          )
    r.add("stripe_secret_key",
          f"stripe live secret (web checkout for the lifetime plan): {stripe_secret()}",
          f"STRIPE_SECRET_KEY={stripe_secret()}\nSTRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
          f"restricted key (read charges only) for the dashboard script: rk_live_51{rnd(ALNUM, 97)}",
          )
    r.add("openai_api_key",
          f"OpenAI key for the 'smart caption' feature (server proxy) {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}\n월 한도 $200 설정함",
          )
    r.add("anthropic_api_key",
          f"claude key for the summarizer lambda: {anthropic_key()}",
          f"ANTHROPIC_API_KEY={anthropic_key()}",
          )
    r.add("aws_access_keys",
          f"s3 upload user (moa-media-uploader)\nAccess key: {aws_key_id()}\nSecret: {aws_secret()}",
          f"[moa-prod]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-west-2",
          f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 sync ./build s3://moa-web-assets",
          )
    ref = rnd(LOWER, 20)
    r.add("supabase_service_role_key",
          f"supabase service_role key (bypasses RLS!!! server only)\n{supabase_jwt('service_role', ref)}",
          f"SUPABASE_URL=https://{ref}.supabase.acme.test\nSUPABASE_SERVICE_ROLE_KEY={supabase_jwt('service_role', ref)}",
          f"edge function secret: supabase secrets set SERVICE_KEY={supabase_jwt('service_role', rnd(LOWER, 20))}",
          )
    r.add("database_url_with_password",
          f"DATABASE_URL=postgres://moa_app:{rnd(ALNUM, 24)}@db.acme.internal:5432/moa",
          f"psql 'postgresql://jay:{pw()}@pg-staging.acme.internal/moa_staging?sslmode=require'",
          f"redis for rate limit: redis://default:{rnd(ALNUM, 32)}@cache.acme.internal:6379/0",
          )
    r.add("mixpanel_api_secret",
          f"mixpanel api secret (for the export script, NOT the project token) {hexs(32)}",
          f"MIXPANEL_API_SECRET={hexs(32)}",
          f"mixpanel service account moa-export.{digits(3)}.mp-service-account\nsecret: {rnd(ALNUM, 32)}",
          )
    r.add("sendgrid_api_key",
          f"sendgrid key for receipts emails {sendgrid_key()}",
          f"SENDGRID_API_KEY={sendgrid_key()}",
          f"sendgrid 키 새로 발급 (mail send only) {sendgrid_key()} 예전 키는 삭제",
          )
    r.add("cloudflare_api_token",
          f"CF token (DNS edit, zone acme.example only): {rnd(URLSAFE, 40)}",
          f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)} wrangler deploy",
          )
    r.add("admin_dashboard_session_cookie",
          f"admin session cookie so I can curl the internal dashboard:\nCookie: moa_admin_sid={rnd(URLSAFE, 48)}",
          f"session={jwt({'sub': 'jay', 'role': 'admin', 'iat': now})} — copied from devtools, valid 7d",
          )

    # App Review / testing accounts
    r.add("app_review_demo_account",
          f"App Review sign-in info (App Information > Review)\nusername: review@acme.example\npassword: {pw()}",
          f"reviewer demo acct → appreview.moa@acme.example / {pw()} (premium unlocked)",
          f"리뷰용 계정\nID: review2@acme.example\nPW: {pw()}\n메모: 2FA 꺼둘 것",
          )
    r.add("sandbox_tester_password",
          f"sandbox tester: sbx.jay+{digits(2)}@acme.example pw {pw()}",
          f"sandbox testers (all same pw {pw()}): sbx1@acme.example, sbx2@acme.example, sbx-kr@acme.example (KR storefront)",
          f"google play license tester gmail: moa.tester{digits(2)}@mail.example / {pw()}",
          )
    r.add("test_device_passcode",
          f"test iPhone 12 (the cracked one) passcode {digits(6)}",
          f"device lab passcodes\n- iPhone SE: {digits(6)}\n- Pixel 7: {digits(4)}\n- iPad Air: {digits(6)}",
          f"갤럭시 테스트폰 잠금 패턴 말고 PIN {digits(6)}",
          )

    # personal / office
    r.add("wifi_password",
          f"office wifi AcmeHQ-5G pw {pw()}",
          f"집 와이파이 비번: {rnd(ALNUM, 12)}",
          f"WIFI:T:WPA;S:Acme-Guest;P:{rnd(LOWER + DIGITS, 10)};;",
          )
    r.add("router_admin_password",
          f"home router admin http://192.168.1.1 admin / {pw()}",
          f"eero? no — it's the tp-link. admin pw {rnd(ALNUM, 12)}",
          )
    r.add("office_door_code",
          f"2nd st office side door code {digits(4)}#",
          f"회사 문 비번 {digits(6)} (바뀜 4/1)",
          f"building alarm: disarm {digits(4)} then OFF. guard # 415-555-0{digits(3)}",
          )
    r.add("company_credit_card",
          f"amex for apple dev program renewal → {luhn('4', 16)} exp {card_expiry()} cvv {digits(3)}",
          f"brex card (mobile team)\n{groups(luhn('5', 16), 4)}\n{card_expiry()}  {digits(3)}",
          f"play console $25 fee paid w/ {luhn('4', 16)}, {card_expiry()}, security code {digits(3)}",
          )
    r.add("debit_card_pin",
          f"chase debit PIN {card_pin()}",
          f"체크카드 비밀번호 {card_pin()} (엄마가 물어봄)",
          f"new amex arrived, PIN for cash advance set to {card_pin()}",
          )
    r.add("build_server_ssh_key",
          f"ssh key for mac mini build box (build@macmini.acme.internal)\n{openssh_private()}",
          f"~/.ssh/id_ed25519_ci\n{openssh_private()}",
          )
    return r


def lookalikes() -> Rows:
    r = Rows()
    team = team_id()
    fbnum = digits(12, True)
    proj = f"moa-prod-{hexs(5)}"

    r.add("ios_bundle_identifiers",
          "bundle ids: com.acme.moa (app), com.acme.moa.NotificationService, com.acme.moa.Widget, app group group.com.acme.moa",
          "staging bundle id com.acme.moa.staging — 아이콘 주황색 버전",
          f"PRODUCT_BUNDLE_IDENTIFIER = com.acme.moa$(BUNDLE_ID_SUFFIX)\nDEVELOPMENT_TEAM = {team}",
          )
    r.add("android_application_ids",
          "applicationId com.acme.moa / debug: com.acme.moa.debug / wear: com.acme.moa.wear",
          "play console package name: com.acme.moa (can't change ever!!)",
          )
    r.add("apple_team_id",
          f"Team ID {team} (Acme Inc.), my personal team {team_id()} — don't pick that one in Xcode",
          f"팀 아이디 {team} 엔터프라이즈 말고 일반 계정",
          f"apple-app-site-association: \"appIDs\": [\"{team}.com.acme.moa\"]",
          )
    r.add("app_store_numeric_app_id",
          f"Moa Apple ID (numeric) {digits(10, True)} — needed for SKStoreReviewController deep link & the RevenueCat app config",
          f"ASC app ids: Moa {digits(10, True)}, Moa Lite {digits(10, True)}",
          f"itms-apps link for the update prompt uses id{digits(10, True)}",
          )
    r.add("firebase_web_config",
          f"const firebaseConfig = {{\n  apiKey: \"{firebase_api_key()}\",\n  authDomain: \"{proj}.firebaseapp.acme.test\",\n  projectId: \"{proj}\",\n  storageBucket: \"{proj}.appspot.acme.test\",\n  messagingSenderId: \"{fbnum}\",\n  appId: \"{fb_app_id('web', fbnum)}\",\n  measurementId: \"G-{rnd(UPPER + DIGITS, 10)}\"\n}};\n// web apiKey is public by design, restrict by HTTP referrer",
          f"firebase web apiKey {firebase_api_key()} — it's fine in the client bundle, security is in the rules. added referrer restriction to *.acme.example",
          f"NEXT_PUBLIC_FIREBASE_API_KEY={firebase_api_key()}\nNEXT_PUBLIC_FIREBASE_PROJECT_ID={proj}\nNEXT_PUBLIC_FIREBASE_APP_ID={fb_app_id('web', fbnum)}",
          )
    r.add("firebase_app_ids",
          f"GoogleService-Info.plist values (prod)\nGOOGLE_APP_ID {fb_app_id('ios', fbnum)}\nGCM_SENDER_ID {fbnum}\nPROJECT_ID {proj}",
          f"android mobilesdk_app_id: {fb_app_id('android', fbnum)}\nios: {fb_app_id('ios', fbnum)}",
          f"firebase project number {fbnum}, project id {proj}",
          )
    r.add("revenuecat_public_sdk_key",
          f"RevenueCat public SDK keys (ok to ship in app)\niOS: {rc_public('appl')}\nAndroid: {rc_public('goog')}",
          f"Purchases.configure({{ apiKey: Platform.OS === 'ios' ? '{rc_public('appl')}' : '{rc_public('goog')}' }})",
          f"RC project id proj{hexs(8)} / app ids app{hexs(10)} (ios), app{hexs(10)} (android)",
          )
    r.add("sentry_dsn",
          f"Sentry DSN (client key, public) https://{hexs(32)}@sentry.acme.internal/{digits(2, True)}",
          f"SENTRY_DSN=https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.acme.test/{digits(7, True)}\n^ DSN is safe in the app, it's not the auth token",
          "sentry.properties\ndefaults.org=acme\ndefaults.project=moa-android\n# auth.token comes from SENTRY_AUTH_TOKEN env in CI",
          )
    r.add("signing_cert_sha1",
          f"SHA-1 of upload cert (for firebase android app + google sign-in): {fingerprint(20)}",
          f"debug keystore SHA1 {fingerprint(20)}\nrelease (Play app signing) SHA1 {fingerprint(20)}",
          f"google sign-in DEVELOPER_ERROR again → forgot to add SHA1 {fingerprint(20)} of the new laptop's debug.keystore",
          )
    r.add("signing_cert_sha256",
          f"Play App Signing key certificate SHA-256: {fingerprint(32)}",
          f'assetlinks.json\n[{{"relation":["delegate_permission/common.handle_all_urls"],"target":{{"namespace":"android_app","package_name":"com.acme.moa","sha256_cert_fingerprints":["{fingerprint(32)}"]}}}}]',
          f"upload key SHA256 {fingerprint(32)} (≠ app signing key, 헷갈리지 말기)",
          )
    r.add("build_and_version_numbers",
          f"shipped 2.{secrets.randbelow(9)}.{secrets.randbelow(9)} ({digits(3, True)}) to prod, android versionCode {digits(4, True)}",
          f"CFBundleShortVersionString 2.4.0 / CFBundleVersion {digits(4, True)} — bump both before archive",
          f"runtimeVersion {{ policy: 'appVersion' }} → ota update group {uid()}",
          )
    r.add("testflight_links",
          f"TestFlight public link code {rnd(ALNUM, 8)} — share w/ beta group 'Friends & Family' (max 200)",
          f"external testers: join link https://go.acme.example/moa-beta (→ testflight join/{rnd(ALNUM, 8)})",
          f"TestFlight build {digits(3, True)} expired, new one is {digits(3, True)}. beta group id {uid()}",
          )
    r.add("test_device_udids",
          f"device UDIDs for adhoc profile\n- Jay iPhone 15 Pro: {udid_new()}\n- Minji iPhone 13: {udid_new()}\n- old iPad: {hexs(40)}",
          f"엄마 아이폰 UDID {udid_new()} (beta 테스트용으로 등록함)",
          f"fastlane register_device(name: 'QA iPhone SE', udid: '{udid_new()}')",
          )
    r.add("apns_device_token_example",
          f"my test phone's APNs device token (sandbox) for pushing from the console: {hexs(64)}",
          f"device token ≠ auth key!! sample token from logs: <{' '.join(hexs(8) for _ in range(8))}>",
          f"curl test push to device token {hexs(64)} using topic com.acme.moa (key from vault, see push README)",
          )
    r.add("fcm_registration_token_example",
          f"FCM registration token of the Pixel 7 (debug build): {rnd(URLSAFE, 22)}:APA91b{rnd(URLSAFE, 134)}",
          f"device token for QA galaxy s21 → {rnd(URLSAFE, 22)}:APA91b{rnd(URLSAFE, 134)} (refreshes on reinstall)",
          )
    r.add("git_commit_shas",
          f"hotfix cherry-picked {hexs(40)} onto release/2.4",
          f"regression introduced in {hexs(7)}, reverted in {hexs(7)}",
          f"RN upgrade diff base {hexs(40)} → {hexs(40)}",
          )
    r.add("jira_tickets",
          f"MOA-{digits(4, True)} push not delivered on iOS 17.4, MOA-{digits(4, True)} paywall crash on KR locale",
          f"todo: MOA-{digits(3, True)} (rotate keystore pw reminder), MOA-{digits(3, True)} widget",
          f"이번 스프린트: MOA-{digits(4, True)}, MOA-{digits(4, True)}, INFRA-{digits(3, True)}",
          )
    r.add("keystore_password_reference",
          "android upload keystore password → 1Password, vault 'Mobile Shared', item 'Moa upload keystore'. NOT in the repo, NOT in slack",
          "keystore pw is in 1P (you know which one). key pw is the same as store pw since the 2023 re-gen",
          "storePassword System.getenv('MOA_UPLOAD_STORE_PASSWORD')\nkeyPassword System.getenv('MOA_UPLOAD_KEY_PASSWORD')\n— set from GitHub secrets in the release workflow",
          "키스토어 비번 물어보면 1Password 'Android signing' 항목 보라고 하기. 나한테 DM 하지 말고",
          )
    r.add("asc_key_metadata_only",
          f"ASC API key for CI: key id {key_id()}, issuer {uid()}. the .p8 itself lives in op://Mobile/ASC CI key/AuthKey.p8",
          f"APNs key id {key_id()} (team {team}). p8 file is in 1P only, we can't redownload it",
          "app_store_connect_api_key(key_id: ENV['ASC_KEY_ID'], issuer_id: ENV['ASC_ISSUER_ID'], key_content: ENV['ASC_KEY_CONTENT'], is_key_content_base64: true)",
          )
    r.add("env_example_placeholders",
          "# .env.example\nEXPO_TOKEN=\nSENTRY_AUTH_TOKEN=<from sentry > settings > auth tokens>\nREVENUECAT_SECRET_API_KEY=sk_xxxxxxxxxxxxxxxx\nMATCH_PASSWORD=changeme",
          "required CI secrets: ASC_KEY_ID, ASC_ISSUER_ID, ASC_KEY_CONTENT, MATCH_PASSWORD, MATCH_GIT_PRIVATE_KEY, SLACK_BOT_TOKEN, EXPO_TOKEN",
          "eas.json build.production.env → SENTRY_DSN only. tokens go via `eas secret:create`, never in eas.json",
          )
    r.add("password_rotation_note",
          "rotated Apple ID pw + regenerated all app-specific pws today (3/18). old notarytool profile will fail, re-run store-credentials",
          "Slack bot token revoked & reissued after Minji's laptop got stolen. new one only in 1P",
          "play console 비번 바꿈 (6/2), 2FA 폰 번호도 회사폰으로 변경",
          )
    r.add("password_policy_note",
          "Acme IT policy: mac login pw min 14 chars, change every 180d, FileVault must be on (key escrowed to Jamf, not to iCloud)",
          "1Password generator setting I use: 24 chars, symbols on, no ambiguous chars",
          )
    r.add("expired_token_note",
          "Expo token ending …9fQa expired/revoked — CI red since monday. make new robot token & update GH secret",
          "sentry token (the one w/ project:write) deleted; new org token has only project:releases scope",
          "APNs .p12 cert expired 2024-09-14 → moved to token-based auth (.p8). nothing to renew anymore 🎉",
          )
    r.add("provisioning_profile_uuid",
          f"PROVISIONING_PROFILE_SPECIFIER = match AppStore com.acme.moa\nprofile UUID {uid().upper()}",
          f"~/Library/MobileDevice/Provisioning Profiles/{uid().upper()}.mobileprovision ← the stale one, delete",
          f"widget ext profile {uid().upper()} expires 2025-11-02",
          )
    r.add("certificate_serial_numbers",
          f"Apple Distribution cert serial {hexupper(32)} (expires next March)",
          f"dev cert ID {key_id()} revoked by match nuke, new one {key_id()}",
          )
    r.add("store_order_ids",
          f"user refund request: apple order id M{rnd(UPPER + DIGITS, 9)}, transaction id {digits(16, True)}",
          f"play order GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)} – charged twice?? check RC",
          f"original_transaction_id {digits(15, True)} for the KR user in MOA-{digits(4, True)}",
          )
    r.add("sentry_event_ids",
          f"crash event {hexs(32)} — NSInternalInconsistencyException in FeedCell",
          f"sentry issue MOA-IOS-{rnd(UPPER + DIGITS, 3)} / event id {hexs(32)}",
          f"release moa-ios@2.4.0+{digits(3, True)}, dist {digits(3, True)}, debug id {uid()}",
          )
    r.add("google_oauth_client_ids",
          f"iOS client id {fbnum}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.acme.test\nURL scheme (reversed): com.googleusercontent.apps.{fbnum}-{rnd(LOWER + DIGITS, 32)}",
          f"webClientId for GoogleSignin.configure: {fbnum}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.acme.test (public, fine in JS)",
          )
    r.add("container_image_digests",
          f"push-worker image ghcr.acme.internal/moa/push-worker@sha256:{hexs(64)}",
          f"rolled back to digest sha256:{hexs(64)}",
          )
    r.add("package_integrity_hashes",
          f"yarn.lock react-native-purchases integrity sha512-{b64(secrets.token_bytes(64))}",
          f"gradle verification-metadata sha256 {hexs(64)} for com.google.firebase:firebase-messaging:24.0.0",
          f"Podfile.lock SPEC CHECKSUMS RevenueCat: {hexs(40)}",
          )
    r.add("ssh_public_keys",
          f"build mac pubkey (add to certs repo deploy keys)\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} build@macmini",
          f"my laptop key: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jay@acme-mbp",
          f"SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} is the fingerprint github shows for the deploy key",
          )
    r.add("ec_public_key_pem",
          f"public key derived from the ASC .p8 (for verifying our own JWTs in tests):\n{ec_public_pem()}",
          f"App Store Server Notifications v2 — Apple root/leaf chain verified; our test signing PUBLIC key:\n{ec_public_pem()}",
          )
    r.add("hosts_and_ips",
          f"mac mini build box: macmini.acme.internal (10.20.{secrets.randbelow(255)}.{secrets.randbelow(255)}), VNC port 5900",
          f"push worker staging 10.0.{secrets.randbelow(255)}.{secrets.randbelow(255)}:8080, prod behind push.acme.example",
          f"metro bundler on 192.168.{secrets.randbelow(255)}.{secrets.randbelow(255)}:8081 — phone must be on same wifi",
          )
    r.add("phone_numbers",
          f"Apple dev support callback 1-800-555-0{digits(3)}, case owner Ryan",
          f"엄마 폰 +82 10-{digits(4)}-{digits(4)} / 내 번호 415-555-01{digits(2)}",
          )
    r.add("shipping_tracking_numbers",
          f"test devices from the refurb store: UPS 1Z{rnd(UPPER + DIGITS, 16)}",
          f"Pixel 8 for QA — fedex {digits(12, True)}, arrives thu",
          f"USPS {digits(22, True)} (iPhone SE back from repair)",
          )
    r.add("stripe_publishable_key",
          f"stripe publishable key for the web checkout page (public): {stripe_pub()}",
          f"EXPO_PUBLIC_STRIPE_PUBLISHABLE_KEY={stripe_pub()}",
          f"pk_test_51{rnd(ALNUM, 97)} is the test-mode publishable key, goes in the RN StripeProvider",
          )
    r.add("stripe_object_ids",
          f"refunded pi_{rnd(ALNUM, 24)} (customer cus_{rnd(ALNUM, 14)})",
          f"lifetime plan price_{rnd(ALNUM, 24)} / product prod_{rnd(ALNUM, 14)}",
          f"webhook endpoint we_{rnd(ALNUM, 24)} → https://api.acme.example/stripe/webhook",
          )
    r.add("support_case_ids",
          f"Apple Developer support case {digits(9, True)} (DUNS / enrollment)",
          f"Google Play policy appeal ref {digits(10, True)}, FB{digits(8, True)} feedback assistant for the widget bug",
          )
    r.add("hardware_serials",
          f"MBP 16 serial {rnd(UPPER + DIGITS, 10)} (asset tag ACME-{digits(4)})",
          f"mac mini serial {rnd(UPPER + DIGITS, 12)}, applecare agreement {digits(10, True)}",
          )
    r.add("license_plate",
          f"car 8{rnd(UPPER, 3)}{digits(3)} — garage validation at 2nd st",
          f"주차 등록 차량번호 {digits(1, True)}{rnd(UPPER, 3)}{digits(3)} (CA)",
          )
    r.add("promo_codes",
          "launch promo code MOA2025 (public on our instagram, 30% off yearly)",
          f"Apple offer code campaign 'SPRING' — reference name moa_spring_{digits(2)}, codes export csv in drive",
          )
    r.add("wifi_password_reference",
          "guest wifi Acme-Guest — password on the whiteboard in the kitchen",
          "집 와이파이 비번은 공유기 뒷면 스티커에 있음",
          )
    r.add("vault_path_reference",
          "op://Mobile/Firebase Admin SA (prod)/credential → loaded by `op run --env-file=.env.tpl`",
          "RevenueCat secret key lives in AWS Secrets Manager: moa/prod/revenuecat — rotate via the console",
          f"arn:aws:secretsmanager:us-west-2:{aws_account()}:secret:moa/prod/apns-{rnd(ALNUM, 6)}",
          )
    r.add("backup_codes_location",
          "google backup codes for moa.publisher printed, in the office safe (top shelf, blue folder)",
          "FileVault recovery key is escrowed in Jamf — IT can look it up, I don't have a copy",
          )
    r.add("mixpanel_project_token",
          f"mixpanel PROJECT token (client, public) {hexs(32)} — the API secret is a different thing",
          f"Mixpanel.init('{hexs(32)}', {{ trackAutomaticEvents: false }})",
          )
    r.add("algolia_search_only_key",
          f"algolia app id {rnd(UPPER + DIGITS, 10)}, search-only api key {hexs(32)} (safe for the app, admin key in vault)",
          f"ALGOLIA_SEARCH_KEY={hexs(32)}  # search-only, public",
          )
    r.add("amplitude_api_key",
          f"amplitude api key for the SDK {hexs(32)} (this one's meant to be in the client)",
          f"amplitude.init('{hexs(32)}') — EU residency off",
          )
    r.add("expo_project_ids",
          f"EAS projectId {uid()} (app.json extra.eas.projectId)",
          f"eas build id {uid()} failed at pod install, {uid()} green",
          f"expo owner 'acme', slug 'moa', updates url https://u.expo.acme.test/{uid()}",
          )
    r.add("onesignal_app_id",
          f"onesignal app id {uid()} (we're migrating off it to FCM direct)",
          f"OneSignal.initialize('{uid()}')",
          )
    r.add("slack_ids",
          f"#moa-builds channel C0{rnd(UPPER + DIGITS, 9)}, bot user U0{rnd(UPPER + DIGITS, 9)}, app id A0{rnd(UPPER + DIGITS, 9)}",
          f"slack workspace T0{rnd(UPPER + DIGITS, 8)} — ask IT to approve MoaBot",
          f"thread link ts {digits(10, True)}.{digits(6)} in C0{rnd(UPPER + DIGITS, 9)}",
          )
    acct = aws_account()
    r.add("aws_resource_arns",
          f"SNS platform app arn:aws:sns:us-west-2:{acct}:app/APNS/moa-prod",
          f"media bucket arn:aws:s3:::moa-media-{hexs(6)}, cloudfront dist E{rnd(UPPER + DIGITS, 13)}",
          f"lambda role arn:aws:iam::{acct}:role/moa-summarizer-exec (account {acct})",
          )
    sref = rnd(LOWER, 20)
    r.add("supabase_anon_key",
          f"supabase anon key (public, RLS protects data) {supabase_jwt('anon', sref)}",
          f"EXPO_PUBLIC_SUPABASE_URL=https://{sref}.supabase.acme.test\nEXPO_PUBLIC_SUPABASE_ANON_KEY={supabase_jwt('anon', sref)}",
          f"project ref {sref} — anon key is in app.config.ts, fine to ship",
          )
    r.add("launchdarkly_client_side_id",
          f"LaunchDarkly client-side ID {hexs(24)} (mobile key is different, that one's in vault)",
          f"feature flag 'paywall_v3' env production, client id {hexs(24)}",
          )
    r.add("encrypted_match_files",
          f"match certs repo: certs/distribution/{key_id()}.cer + .p12 are AES-encrypted, first bytes look like U2FsdGVkX1{rnd(B64, 22)}… useless without MATCH_PASSWORD",
          f"profiles/appstore/AppStore_com.acme.moa.mobileprovision (encrypted) sha1 {hexs(40)}",
          )
    r.add("derived_data_paths",
          f"~/Library/Developer/Xcode/DerivedData/Moa-{rnd(LOWER, 28)}/Build/Products — nuke when SPM acts weird",
          f"dSYM uuid {uid().upper()} missing in crashlytics for build {digits(3, True)}",
          )
    r.add("artifact_checksums",
          f"shasum -a 256 app-release.aab\n{hexs(64)}  app-release.aab",
          f"Moa.ipa md5 {hexs(32)} (2.4.0 ({digits(3, True)}))",
          )
    r.add("addresses_and_zip",
          f"office: {digits(3, True)} 2nd St, San Francisco CA 941{digits(2)} (ship test devices here)",
          f"본가 주소 우편번호 {digits(5)} (서울) — 택배 보낼 때",
          )
    r.add("install_and_user_ids",
          f"RevenueCat app user id $RCAnonymousID:{hexs(32)} — the KR user w/ missing entitlement",
          f"IDFV of my test phone {uid().upper()}, firebase installation id {rnd(URLSAFE, 22)}",
          f"user uuid {uid()} reported the crash via in-app feedback",
          )
    return r


def main() -> None:
    write_corpora("make_heldout126.py", [
        ("heldout126_credentials.yaml", credentials(), "batch 126 (Korean-American mobile app developer in SF: Apple/Google signing keys and dev tokens), written blind; every value synthetic"),
        ("heldout126_lookalikes.yaml", lookalikes(), "batch 126 look-alikes: bundle ids, Team IDs, fingerprints, DSNs, public SDK keys, device tokens, vault references, written blind"),
    ])


if __name__ == "__main__":
    main()
