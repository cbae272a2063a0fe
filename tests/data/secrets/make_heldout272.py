# ruff: noqa: E501
"""Writes heldout272_credentials.yaml and heldout272_lookalikes.yaml: held-out batch 272.

Persona: a Kotlin and Swift mobile developer at a fintech in Sofia, Bulgaria. He writes his
notes in Bulgarian (Cyrillic) with the English tech terms left as they are, and keeps App
Store Connect API keys (.p8), Google Play service account JSON keys, Firebase server keys,
signing keystore passwords, the ePay and Borica merchant secrets, staging database URLs with
passwords and Sentry auth tokens, next to many look-alikes: bundle ids, key ids, issuer ids,
team ids, SHA-1 certificate fingerprints, public DSNs, version codes and commit hashes.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    b64,
    b64u,
    b64url,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

EC_P256_PKCS8_HEAD = bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
EC_P256_PKCS8_MID = bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
RSA_PKCS8_HEAD = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i:i + width] for i in range(0, len(text), width))


def p8_key() -> str:
    """An App Store Connect / APNs .p8 key: PKCS#8 of an EC P-256 key."""
    der = EC_P256_PKCS8_HEAD + secrets.token_bytes(32) + EC_P256_PKCS8_MID + secrets.token_bytes(64)
    return f"-----BEGIN PRIVATE KEY-----\n{wrap(b64(der))}\n-----END PRIVATE KEY-----"


def rsa_pkcs8(lines: int = 8) -> str:
    """The start of an RSA PKCS#8 private key (as pasted, shortened to `lines` lines)."""
    body = b64(RSA_PKCS8_HEAD + secrets.token_bytes(48 * lines))
    return "\n".join(wrap(body).split("\n")[:lines])


def rsa_pem(label: str = "PRIVATE KEY", lines: int = 8) -> str:
    return f"-----BEGIN {label}-----\n{rsa_pkcs8(lines)}\n-----END {label}-----"


def asc_key_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def team_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def sha1_fp() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(20))


def sha256_fp() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(32))


def fcm_server_key() -> str:
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def sentry_org_token() -> str:
    claims = {"iat": 1_730_000_000 + secrets.randbelow(20_000_000), "url": "https://sentry.acme.internal",
              "region_url": "https://sentry.acme.internal", "org": "acme-fintech"}
    return f"sntrys_{b64u(json.dumps(claims).encode())}_{rnd(B64, 43)}"


def sentry_user_token() -> str:
    return f"sntryu_{hexs(64)}"


def epay_secret() -> str:
    return rnd(UPPER + DIGITS, 64)


def epay_min() -> str:
    return "D" + digits(9, lead=True)


def borica_tid() -> str:
    return "V" + digits(7, lead=True)


def bg_iban() -> str:
    return iban("BG", pick("UNCR", "STSA", "BPBI", "FINV", "RZBB") + digits(4) + pick("10", "15") + rnd(UPPER + DIGITS, 8))


def apple_app_password() -> str:
    return groups(rnd(LOWER, 16), 4, "-")


def github_pat() -> str:
    return pick(f"ghp_{rnd(ALNUM, 36)}", f"github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}")


def jira_token() -> str:
    return f"ATATT3xFfGF0{rnd(URLSAFE, 170)}={hexs(8).upper()}"


def mapbox_secret() -> str:
    return f"sk.{b64url({'u': 'acme-mobile', 'a': rnd(LOWER + DIGITS, 25)})}.{rnd(URLSAFE, 22)}"


def google_client_secret() -> str:
    return f"GOCSPX-{rnd(URLSAFE, 28)}"


def slack_bot_token() -> str:
    return f"xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def stripe_secret() -> str:
    return pick(f"sk_test_51{rnd(ALNUM, 97)}", f"rk_test_51{rnd(ALNUM, 97)}")


def revenuecat_secret() -> str:
    return f"sk_{rnd(ALNUM, 32)}"


def firebase_app_id(platform: str) -> str:
    return f"1:{digits(12, lead=True)}:{platform}:{hexs(pick(16, 22))}"


def google_client_id() -> str:
    return f"{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com"


def sentry_dsn() -> str:
    return f"https://{hexs(32)}@sentry.acme.internal/{secrets.randbelow(90) + 2}"


def bg_pw() -> str:
    """A password a Bulgarian developer chose, or a manager's."""
    return pick(
        pw(),
        f"{pick('Vitosha', 'Rila', 'Shopska', 'Banitsa', 'Lyulin', 'Iskar')}{pick('#', '!', '_', '@')}{secrets.randbelow(9000) + 1000}{pick('bg', 'Sf', 'Xx', '')}",
        f"{pick('Kotka', 'Morkov', 'Sneg', 'Planina')}{pick('.', '-', '_')}{pick('Zima', 'Leto', 'Ezero')}{secrets.randbelow(90) + 10}{pick('!', '?', '$')}",
    )


def pin(n: int = 4) -> str:
    return digits(n)


def credentials() -> Rows:
    r = Rows()

    kid = asc_key_id
    r.add(
        "app_store_connect_api_key_p8",
        f"ASC API ключ за fastlane (CI), Key ID {kid()}, Issuer {uid()}:\n{p8_key()}",
        f"AuthKey_{kid()}.p8 — съдържание, ако пак изтрия файла:\n{p8_key()}",
        f"app_store_connect_api_key(\n  key_id: \"{kid()}\",\n  issuer_id: \"{uid()}\",\n  key_content: \"{p8_key().replace(chr(10), chr(92) + 'n')}\"\n)",
        f"нов App Manager ключ, само за TestFlight upload-и:\n{p8_key()}\n(issuer {uid()})",
        f"{p8_key()}\nтова е .p8-цата на Стоян, изтича никога, пази я",
    )

    r.add(
        "apns_auth_key_p8",
        f"APNs auth key (sandbox + prod), team {team_id()}, key id {kid()}\n{p8_key()}",
        f"push ключ за iOS-а, за backend-а го сложих и в Vault, но ето копие:\n{p8_key()}",
        f"apns:\n  keyId: {kid()}\n  teamId: {team_id()}\n  privateKey: |\n    {p8_key().replace(chr(10), chr(10) + '    ')}",
        f"Токен за APNs key-а (p8):\n{p8_key()}",
    )

    def sa_json(project: str) -> str:
        key = rsa_pem(lines=6).replace("\n", "\\n")
        return json.dumps({
            "type": "service_account", "project_id": project, "private_key_id": hexs(40),
            "private_key": key + "\\n",
            "client_email": f"play-publisher@{project}.iam.gserviceaccount.com",
            "client_id": digits(21, lead=True),
        }, indent=2).replace("\\\\n", "\\n")

    r.add(
        "google_play_service_account_json",
        f"play-publisher.json за Gradle Play Publisher (ключът за upload в Play Console):\n{sa_json('acme-pay-android')}",
        f"service account за Google Play Developer API, ползва се от fastlane supply:\n{sa_json('acme-fintech-prod')}",
        f"запомни JSON-а, в CI е като PLAY_SA_JSON:\n{sa_json('acme-wallet-staging')}",
        f"\"private_key_id\": \"{hexs(40)}\",\n\"private_key\": \"{rsa_pem(lines=5).replace(chr(10), chr(92) + 'n')}\\n\"\n— това е от новия Play ключ (старият е revoke-нат)",
        f"Google Play SA ключ (Стела го генерира):\n{sa_json('acme-pos-bg')}",
    )

    r.add(
        "firebase_server_key",
        f"FCM legacy server key за staging: {fcm_server_key()}",
        f"Firebase Cloud Messaging — Server key\n{fcm_server_key()}\n(още се ползва от стария notification-service)",
        f"curl -X POST https://fcm.acme.test/fcm/send -H \"Authorization: key={fcm_server_key()}\" -H 'Content-Type: application/json' -d @push.json",
        f"FCM_SERVER_KEY={fcm_server_key()}",
        f"сървърния ключ на фаирбейс (prod!!): {fcm_server_key()}",
    )

    r.add(
        "android_keystore_password",
        f"upload-keystore.jks — парола {bg_pw()}, alias upload, key password същата",
        f"keystore паролата за release: {bg_pw()}",
        f"storePassword={bg_pw()}\nkeyAlias=acmepay\nkeyPassword={bg_pw()}",
        f"signingConfigs {{\n    release {{\n        storeFile file(\"../keys/release.jks\")\n        storePassword \"{bg_pw()}\"\n        keyAlias \"release\"\n        keyPassword \"{bg_pw()}\"\n    }}\n}}",
        f"keytool -list -v -keystore acme-wallet.jks -storepass {bg_pw()}",
        f"паролата на кийстора е {bg_pw()} (не я сменяй, Play App Signing не позволява)",
    )

    r.add(
        "ios_p12_certificate_password",
        f"Apple Distribution сертификат .p12 — паролата за export: {bg_pw()}",
        f"p12 парола (dev cert, MacBook-а в офиса): {bg_pw()}",
        f"security import dist.p12 -k ~/Library/Keychains/build.keychain -P '{bg_pw()}' -T /usr/bin/codesign",
        f"паролата на .p12 за push сертификата (стария, преди p8): {bg_pw()}",
        f"P12_PASSWORD: {bg_pw()}  # за Codemagic",
    )

    r.add(
        "fastlane_match_password",
        f"MATCH_PASSWORD={bg_pw()}",
        f"паролата за match репото (certificates git repo): {bg_pw()}",
        f"fastlane match — passphrase за декриптиране: {rnd(ALNUM, 24)}",
        f"match парола: {bg_pw()}\nрепото е git@git.acme.internal:mobile/certificates.git",
    )

    r.add(
        "epay_merchant_secret",
        f"ePay.bg търговец — MIN {epay_min()}, SECRET: {epay_secret()}",
        f"ePay secret (за CHECKSUM HMAC-SHA1) на тестовия търговец: {epay_secret()}",
        f"epay:\n  min: {epay_min()}\n  secret: {epay_secret()}\n  url: https://demo.epay.acme.test/",
        f"тайният ключ от ePay профила (prod): {epay_secret()} — никъде в app-а, само на сървъра!",
        f"EPAY_SECRET={epay_secret()}",
    )

    r.add(
        "borica_merchant_private_key",
        f"Borica eGateway — ключът за подписване (P_SIGN), терминал {borica_tid()}:\n{rsa_pem('RSA PRIVATE KEY', 7)}",
        f"паролата на privkey-а за Борика: {bg_pw()} (файл {borica_tid()}_P_{digits(8)}.key)",
        f"openssl rsa -in borica_{borica_tid()}.key -passin pass:{bg_pw()} -check",
        f"Борика test среда, частен ключ (генериран с openssl за CSR-а):\n{rsa_pem('PRIVATE KEY', 6)}",
        f"BORICA_KEY_PASSPHRASE={bg_pw()}\nBORICA_TERMINAL={borica_tid()}",
    )

    def pg_url(db: str) -> str:
        user = pick("app", "wallet_rw", "mobile_api", "postgres")
        return f"postgresql://{user}:{rnd(ALNUM, 20)}@{pick('pg-staging.acme.internal', 'db1.staging.acme.test', 'wallet-db.acme.internal')}:5432/{db}"

    r.add(
        "staging_database_url",
        f"staging DB: {pg_url('wallet')}",
        f"DATABASE_URL={pg_url('payments_stg')}",
        f"за дебъг на транзакции: psql \"{pg_url('ledger')}?sslmode=require\"",
        f"jdbc:postgresql://pg-staging.acme.internal:5432/cards?user=cards_ro&password={rnd(ALNUM, 18)}",
        f"spring.datasource.url=jdbc:postgresql://db1.staging.acme.test:5432/kyc\nspring.datasource.username=kyc_app\nspring.datasource.password={bg_pw()}",
        f"mysql -h mysql-stg.acme.internal -u legacy -p'{bg_pw()}' bonus_db — старата бонус система",
    )

    r.add(
        "redis_url_with_password",
        f"REDIS_URL=redis://default:{rnd(ALNUM, 32)}@redis-stg.acme.internal:6379/0",
        f"redis-cli -h cache.acme.internal -a {rnd(ALNUM, 24)} --tls",
        f"redis за OTP кеша (staging): rediss://:{rnd(URLSAFE, 28)}@otp-cache.acme.test:6380",
        f"паролата на redis-а в staging е {rnd(ALNUM, 26)}",
    )

    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN={sentry_org_token()}",
        f"Sentry org token за upload на dSYM и mapping.txt:\n{sentry_org_token()}",
        f"sentry-cli --auth-token {sentry_user_token()} upload-dif --org acme-fintech --project ios-wallet build/",
        f"личният ми sentry токен (scope project:releases): {sentry_user_token()}",
        f"sentry {{\n    authToken = \"{sentry_org_token()}\"\n    org = \"acme-fintech\"\n    projectName = \"android-wallet\"\n}}",
        f"defaults.url=https://sentry.acme.internal/\ndefaults.org=acme-fintech\nauth.token={hexs(64)}",
    )

    r.add(
        "github_personal_access_token",
        f"GitHub PAT за SPM private пакетите: {github_pat()}",
        f"токен за gradle да тегли от GitHub Packages: gpr.key={github_pat()}",
        f"git clone https://ivo-dev:{github_pat()}@git.acme.internal/mobile/design-system.git",
        f"нов PAT (expires след 90 дни): {github_pat()}",
        f"export GITHUB_TOKEN={github_pat()}",
    )

    r.add(
        "apple_app_specific_password",
        f"app-specific password за altool/notarytool: {apple_app_password()}",
        f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={apple_app_password()}",
        f"xcrun altool --upload-app -f Wallet.ipa -u ios-ci@acme.example -p {apple_app_password()}",
        f"специфична парола за приложение (Transporter): {apple_app_password()}",
    )

    r.add(
        "apple_id_password",
        f"Apple ID на CI акаунта ios-ci@acme.example / {bg_pw()}",
        f"паролата за developer акаунта (Account Holder, на шефа): {bg_pw()}",
        f"App Store Connect login: mobile-release@acme.example\nпарола: {bg_pw()}\n2FA отива на служебния iPhone",
        f"Apple ID на тестовия iPad: qa.ipad@acme.example, pass {bg_pw()}",
    )

    r.add(
        "sandbox_tester_account",
        f"sandbox tester за In-App Purchase: sb.tester1@acme.test / {bg_pw()}",
        f"тестов акаунт за Google Play billing: play.qa@acme.test, паролата {bg_pw()}",
        f"Sandbox Apple ID (BG storefront) — sandbox.bg@acme.test  {bg_pw()}",
    )

    r.add(
        "stripe_secret_key",
        f"Stripe test secret за card tokenization демото: {stripe_secret()}",
        f"STRIPE_SECRET_KEY={stripe_secret()}",
        f"curl https://stripe.acme.test/v1/payment_intents -u {stripe_secret()}: -d amount=1999 -d currency=bgn",
        f"restricted key (само read charges) за репорта: {stripe_secret()}",
    )

    r.add(
        "revenuecat_secret_key",
        f"RevenueCat secret API key (v1, за webhook сървъра): {revenuecat_secret()}",
        f"REVENUECAT_SECRET={revenuecat_secret()}  # НЕ в приложението!",
        f"secret ключът на RevenueCat: {revenuecat_secret()}",
    )

    r.add(
        "mapbox_secret_token",
        f"Mapbox secret token за downloads (iOS SDK, ~/.netrc):\nmachine api.mapbox.acme.test\nlogin mapbox\npassword {mapbox_secret()}",
        f"MAPBOX_DOWNLOADS_TOKEN={mapbox_secret()}",
        f"gradle.properties: MAPBOX_DOWNLOADS_TOKEN={mapbox_secret()} (scope DOWNLOADS:READ)",
    )

    r.add(
        "google_oauth_client_secret",
        f"OAuth client secret за web flow-а на Google Sign-In: {google_client_secret()}",
        f"client_id: {google_client_id()}\nclient_secret: {google_client_secret()}",
        f"GOOGLE_CLIENT_SECRET={google_client_secret()}",
    )

    r.add(
        "huawei_appgallery_client_secret",
        f"AppGallery Connect API — client id {digits(18, lead=True)}, client secret {hexs(64).upper()}",
        f"HMS push: app secret {hexs(64)} (от AGC > Project settings)",
        f"huawei-publish:\n  clientId: \"{digits(18, lead=True)}\"\n  clientSecret: \"{hexs(64).upper()}\"",
    )

    r.add(
        "slack_bot_token",
        f"Slack bot за release нотификации: {slack_bot_token()}",
        f"SLACK_BOT_TOKEN={slack_bot_token()}  # #mobile-releases",
        f"токенът на бота, дето пише в #crash-alerts: {slack_bot_token()}",
    )

    r.add(
        "jira_api_token",
        f"Jira API token (за скрипта, дето мести тикети при release): {jira_token()}",
        f"JIRA_USER=ivo.petrov@acme.example\nJIRA_TOKEN={jira_token()}",
        f"atlassian токен: {jira_token()}",
    )

    r.add(
        "ci_api_token",
        f"Codemagic API token: {rnd(URLSAFE, 43)}",
        f"Bitrise personal access token (за trigger от Slack): {rnd(URLSAFE, 86)}",
        f"curl -H \"x-auth-token: {rnd(URLSAFE, 43)}\" https://codemagic.acme.test/builds",
        f"CM_API_TOKEN={rnd(URLSAFE, 43)}",
    )

    r.add(
        "backend_jwt_signing_secret",
        f"JWT_SECRET за staging auth-service: {b64(secrets.token_bytes(48))}",
        f"тайната за подписване на access токените (HS256) в dev: {hexs(64)}",
        f"jwt:\n  issuer: https://auth.acme.test\n  hmac-secret: {rnd(ALNUM, 48)}",
        f"тестов access token на моя user в staging (валиден 30 дни):\n{jwt({'sub': uid(), 'iss': 'https://auth.acme.test', 'scope': 'wallet:read wallet:write', 'exp': 1_780_000_000 + secrets.randbelow(9_000_000)})}",
    )

    r.add(
        "openai_api_key",
        f"OpenAI ключ за вътрешния бот, дето превежда release notes на БГ: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"ключът за ChatGPT API (личен, не фирмения): {openai_project_key()}",
    )

    r.add(
        "maven_central_credentials",
        f"Sonatype user token за publish на SDK-то:\nossrhUsername={rnd(ALNUM, 8)}\nossrhPassword={rnd(URLSAFE, 44)}",
        f"signing.keyId={hexs(8).upper()}\nsigning.password={bg_pw()}\nsigning.secretKeyRingFile=/Users/ivo/.gnupg/secring.gpg",
        f"mavenCentralPassword={rnd(URLSAFE, 44)}  (token, не паролата за сайта)",
        f"GPG passphrase за подписване на artifact-ите: {pick('dobro utro', 'zelena liviada', 'chervena shapka', 'tiho more')} {secrets.randbelow(900) + 100} {pick('Sofia', 'Plovdiv', 'Varna')}",
    )

    r.add(
        "ssh_private_key",
        f"ключът за build агента (Mac mini в сървърната):\n{openssh_private()}",
        f"deploy key за certificates репото (read/write):\n{openssh_private()}",
        f"~/.ssh/id_ed25519 от стария лаптоп:\n{openssh_private()}",
    )

    r.add(
        "office_wifi_password",
        f"WiFi в офиса (ACME-Dev): {bg_pw()}",
        f"гост мрежата на 5-ти етаж — ACME-Guest / {rnd(ALNUM, 12)}",
        f"WIFI:T:WPA;S:ACME-Lab-IoT;P:{rnd(ALNUM, 16)};;",
        f"паролата за wifi-то в коуъркинга на Витоша: {bg_pw()}",
    )

    r.add(
        "bank_card_pin",
        f"ПИН на служебната карта (за Apple Developer таксата): {pin()}",
        f"тестовата карта от Борика за 3DS: {groups(luhn('4', 16), 4)}, CVV {digits(3)}, 3DS парола {rnd(ALNUM, 8)}",
        f"моят пин за дебитната: {pin()}, за кредитната {pin()}",
        f"карта за Apple Pay теста: {groups(luhn('5', 16), 4)} exp {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(4) + 27} cvc {digits(3)} пин {pin()}",
    )

    r.add(
        "test_device_passcode",
        f"паскод на тестовия iPhone 12: {pin(6)}",
        f"Pixel 7 (QA): PIN {pin()}, Samsung A54: pattern Z, PIN {pin(6)}",
        f"iPad-ът с iOS 15 за регресия — код {pin(6)}",
        f"отключване на служебния телефон: {pin(6)}",
    )

    r.add(
        "sim_pin_puk",
        f"SIM карта за SMS OTP тестовете (A1): PIN {pin()}, PUK {digits(8)}",
        f"Yettel тестова SIM — PIN {pin()} / PUK {digits(8)}",
        f"PUK на личната ми карта от Vivacom: {digits(8)}",
    )

    r.add(
        "two_factor_recovery_codes",
        f"GitHub recovery codes:\n{recovery_codes(8, 'github')}",
        f"резервни кодове за Google Workspace акаунта:\n{recovery_codes(6, 'digits')}",
        f"Sentry 2FA backup codes:\n{recovery_codes(6, 'plain')}",
        f"TOTP seed за споделения акаунт в Google Play Console: {rnd(UPPER + '234567', 32)}",
    )

    r.add(
        "password_manager_secret",
        f"1Password Secret Key: {onepassword_secret_key()}\nmaster паролата — {bg_pw()}",
        f"Bitwarden master password: {bg_pw()}",
        f"1Password emergency kit — secret key {onepassword_secret_key()}",
    )

    r.add(
        "laptop_login_password",
        f"MacBook (служебен) login: ivo / {bg_pw()}",
        f"паролата на Mac mini-то за CI (user builder): {bg_pw()}",
        f"FileVault recovery key на служебния мак: {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(6))}",
        f"sudo паролата на build сървъра е {bg_pw()}",
    )

    r.add(
        "keycloak_admin_credentials",
        f"Keycloak staging admin: admin / {bg_pw()}",
        f"client secret на mobile-bff в Keycloak: {rnd(ALNUM, 32)}",
        f"KEYCLOAK_CLIENT_SECRET={rnd(ALNUM, 32)}",
    )

    r.add(
        "rabbitmq_amqp_url",
        f"AMQP_URL=amqps://notif:{rnd(ALNUM, 22)}@mq.staging.acme.internal:5671/push",
        f"rabbit management UI (staging): guest няма, user mobile / {bg_pw()}",
        f"amqp://wallet_events:{rnd(URLSAFE, 24)}@rabbit.acme.test/events — консуматор за push-овете",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "bundle_identifier",
        "bundle id на iOS: bg.acme.wallet, за widget-а bg.acme.wallet.WalletWidget",
        "applicationId \"bg.acme.pay\" / applicationIdSuffix \".staging\" за staging flavour-а",
        "App Clip: bg.acme.wallet.Clip, notification service extension: bg.acme.wallet.NotificationService",
        "package name в Play: bg.acme.pos.terminal (не bg.acme.pos — то е заето от стария app)",
        f"app group: group.bg.acme.wallet, keychain group: {team_id()}.bg.acme.shared",
    )

    r.add(
        "app_store_connect_key_id",
        f"ASC API key ID: {asc_key_id()}, Issuer ID: {uid()} (самият .p8 е в 1Password, vault Mobile)",
        f"Key ID на новия ключ е {asc_key_id()} — старият {asc_key_id()} е revoke-нат на 3 март",
        f"APP_STORE_CONNECT_API_KEY_KEY_ID={asc_key_id()}\nAPP_STORE_CONNECT_API_KEY_ISSUER_ID={uid()}\nAPP_STORE_CONNECT_API_KEY_KEY=${{{{ secrets.ASC_P8 }}}}",
        f"issuer id-то на организацията: {uid()}",
        f"APNs key id {asc_key_id()} (team {team_id()}) — файлът AuthKey_{asc_key_id()}.p8 не е тук",
    )

    r.add(
        "apple_team_id",
        f"Team ID: {team_id()} (ACME Fintech EOOD)",
        f"DEVELOPMENT_TEAM = {team_id()}; в xcconfig-а",
        f"личният ми team (за хоби проекти) е {team_id()}, не го бъркай с фирмения",
        f"apple-app-site-association: \"appIDs\": [\"{team_id()}.bg.acme.wallet\"]",
    )

    r.add(
        "sha1_certificate_fingerprint",
        f"SHA-1 на debug keystore-а (за Firebase / Google Sign-In): {sha1_fp()}",
        f"upload key SHA1: {sha1_fp()}\napp signing key SHA1 (от Play Console): {sha1_fp()}",
        f"добавих {sha1_fp()} в Firebase конзолата за staging",
        f"./gradlew signingReport ->\nVariant: release\nAlias: upload\nMD5: {':'.join(secrets.token_hex(1).upper() for _ in range(16))}\nSHA1: {sha1_fp()}",
        f"fingerprint-ът на сертификата на Борика (public): {sha1_fp()}",
    )

    r.add(
        "sha256_fingerprint_assetlinks",
        f"assetlinks.json:\n\"sha256_cert_fingerprints\": [\"{sha256_fp()}\"]",
        f"SHA-256 на app signing ключа: {sha256_fp()}",
        f"за App Links verification ползвай {sha256_fp()} (Play signing, не upload)",
        f"certificate pinning — SPKI pin на api.acme.test: sha256/{b64(secrets.token_bytes(32))}",
    )

    r.add(
        "sentry_public_dsn",
        f"Sentry DSN за iOS (публичен, отива в Info.plist): {sentry_dsn()}",
        f"SENTRY_DSN={sentry_dsn()}  # DSN-ът е ок да е в app-а, auth token-ът не",
        f"SentrySDK.start {{ options in\n    options.dsn = \"{sentry_dsn()}\"\n    options.tracesSampleRate = 0.2\n}}",
        f"android manifest: <meta-data android:name=\"io.sentry.dsn\" android:value=\"{sentry_dsn()}\" />",
        f"DSN-и: android {sentry_dsn()}, ios {sentry_dsn()}",
    )

    r.add(
        "sentry_event_reference",
        f"crash-ът на Samsung-ите: https://sentry.acme.internal/organizations/acme-fintech/issues/{digits(7, lead=True)}/events/{hexs(32)}/",
        f"Sentry event id {hexs(32)} — NullPointerException в CardScanner",
        f"release android-wallet@4.{secrets.randbelow(20)}.{secrets.randbelow(10)}+{digits(4, lead=True)}, dist {digits(4, lead=True)}, debug id {uid()}",
        f"dSYM UUID за build {digits(3, lead=True)}: {uid().upper()}",
    )

    r.add(
        "version_code",
        f"versionCode {digits(5, lead=True)}, versionName \"4.{secrets.randbelow(20)}.{secrets.randbelow(10)}\"",
        f"CFBundleVersion = {digits(4, lead=True)}, MARKETING_VERSION = 3.{secrets.randbelow(30)}.0",
        f"Play отказа build-а: versionCode {digits(8, lead=True)} вече е ползван",
        f"TestFlight build {digits(4, lead=True)} (4.{secrets.randbelow(20)}.1) — изпратен за review",
    )

    r.add(
        "git_commit_hash",
        f"release branch-ът е cut-нат от {hexs(40)}",
        f"bisect: добър {hexs(7)}, лош {hexs(7)} — счупи се при миграцията към Compose",
        f"revert-нах {hexs(40)} (Keychain access group промяната)",
        f"git cherry-pick {hexs(12)} {hexs(12)} към hotfix/4.2.1",
        f"Podfile.lock CHECKSUM: {hexs(40)}",
    )

    r.add(
        "firebase_app_identifier",
        f"Firebase App ID (Android): {firebase_app_id('android')}",
        f"GOOGLE_APP_ID в GoogleService-Info.plist: {firebase_app_id('ios')}",
        f"firebase appdistribution:distribute app-release.apk --app {firebase_app_id('android')} --groups qa",
        f"project id acme-wallet-{rnd(LOWER + DIGITS, 5)}, sender id {digits(12, lead=True)}",
        f"Crashlytics issue {hexs(32)} в app {firebase_app_id('ios')}",
    )

    r.add(
        "google_oauth_client_id",
        f"Google Sign-In iOS client id: {google_client_id()}",
        f"serverClientId (web client) за Android: {google_client_id()}",
        f"REVERSED_CLIENT_ID URL scheme: com.googleusercontent.apps.{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}",
    )

    r.add(
        "publishable_sdk_key",
        f"Stripe publishable key (в приложението е ок): pk_test_51{rnd(ALNUM, 97)}",
        f"RevenueCat public SDK keys: iOS appl_{rnd(ALNUM, 27)}, Android goog_{rnd(ALNUM, 27)}",
        f"Purchases.configure(withAPIKey: \"appl_{rnd(ALNUM, 27)}\") — това е public key-ят, не secret-а",
        f"Mapbox public token (pk.) за картата с банкоматите: pk.{b64url({'u': 'acme-mobile', 'a': rnd(LOWER + DIGITS, 25)})}.{rnd(URLSAFE, 22)}",
    )

    r.add(
        "epay_merchant_identifier",
        f"ePay MIN на тестовия търговец: {epay_min()} (secret-ът е в Vault: secret/payments/epay/staging)",
        f"ePay KIN за плащане към фирмата: {digits(10, lead=True)}",
        f"ePay callback URL: https://api.acme.test/payments/epay/notify?ref={uid()}",
        f"INVOICE={digits(9, lead=True)}, MIN={epay_min()}, AMOUNT=12.50, EXP_TIME=01.12.2025 — ENCODED и CHECKSUM ги смята сървърът",
    )

    r.add(
        "borica_terminal_identifier",
        f"Борика терминал TID {borica_tid()}, MERCHANT {digits(10, lead=True)}",
        f"тестови терминали: {borica_tid()} (3DS v2), {borica_tid()} (без 3DS)",
        f"Борика RRN на провалената транзакция: {digits(12, lead=True)}, INT_REF {hexs(16).upper()}",
        f"публичният сертификат на Borica за проверка на P_SIGN е MPI_OW_APGW_B-Trust.cer, fingerprint {sha1_fp()}",
    )

    r.add(
        "company_iban",
        f"IBAN на фирмата за фактурите от Apple: {bg_iban()}, BIC UNCRBGSF",
        f"плащане за Google Play акаунта — от сметка {bg_iban()}",
        f"тестов получател в app-а (SEPA): {bg_iban()}",
        f"IBAN за връщане на депозита на офиса: {bg_iban()}",
    )

    r.add(
        "ios_device_udid",
        f"UDID на тестовия iPhone 12: 0000{digits(4)}-{hexs(16).upper()}",
        f"добави в provisioning профила: {hexs(40)} (стар iPad)",
        f"устройства за ad-hoc: iPhone SE 00008030-{hexs(16).upper()}, iPhone 15 00008120-{hexs(16).upper()}",
    )

    r.add(
        "provisioning_profile_uuid",
        f"profile UUID: {uid().upper()} (match AppStore bg.acme.wallet)",
        f"PROVISIONING_PROFILE_SPECIFIER = match AdHoc bg.acme.wallet\nPROVISIONING_PROFILE = {uid().upper()}",
        f"изтрий ~/Library/MobileDevice/Provisioning Profiles/{uid().upper()}.mobileprovision — изтекъл е",
        f"сертификат serial {hexs(16).upper()}, изтича 14.08.2026",
    )

    r.add(
        "app_store_app_identifier",
        f"Apple ID на app-а в App Store Connect: {digits(10, lead=True)}",
        f"линк: https://apps.acme.example/bg/app/acme-wallet/id{digits(10, lead=True)}",
        f"review submission id {uid()} — rejected по 3.1.1",
        f"Play Console app id {digits(19, lead=True)}, developer id {digits(19, lead=True)}",
    )

    r.add(
        "ticket_and_pr_reference",
        f"MOB-{digits(4, lead=True)}: биометрията се чупи след смяна на Face ID",
        f"PR https://git.acme.internal/mobile/wallet-ios/pull/{digits(4, lead=True)} чака review от Мирослав",
        f"инцидент INC-{digits(5, lead=True)}, postmortem {uid()}",
        f"Apple Feedback FB{digits(8, lead=True)} — за бъга с StoreKit 2",
        f"Borica support тикет №{digits(6, lead=True)} — питаме за новия MPI сертификат",
    )

    r.add(
        "docker_image_digest",
        f"mock-server образът: registry.acme.internal/mobile/mock-bff@sha256:{hexs(64)}",
        f"emulator image sha256:{hexs(64)} (android-34, google_apis)",
        f"Mac runner-ът ползва macos-14-xcode-15.4 image {hexs(12)}",
    )

    r.add(
        "kubernetes_pod_name",
        f"логовете са в {pod_name('mobile-bff')}, namespace staging",
        f"kubectl logs {pod_name('push-gateway')} -c app --since=1h",
        f"restart-на се {pod_name('epay-adapter')} — OOMKilled",
        f"kubectl describe pod {pod_name('notification-worker')} -n staging | grep -i image",
    )

    r.add(
        "ssh_public_key",
        f"публичният ми ключ за build агента:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ivo@acme-mbp",
        f"deploy key (public) за certificates репото: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} match-ci",
        f"known_hosts за git.acme.internal: ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 73)}",
    )

    r.add(
        "secret_location_reference",
        "паролата на upload keystore-а е в 1Password → Mobile → \"Android upload key\", не я пиши тук",
        "ePay secret-ът: Vault path secret/data/payments/epay/prod, key SECRET — достъп само за backend екипа",
        "p8-цата за ASC е в GitHub environment \"release\" като ASC_KEY_P8, само Стела и аз имаме достъп",
        "Borica private key-ят е в HSM-а, ние от mobile не го виждаме изобщо",
        "staging DB паролата я има в AWS Secrets Manager: acme/staging/wallet-db (ротация на 30 дни)",
    )

    r.add(
        "ci_secret_reference",
        "env:\n  MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}\n  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}",
        "storePassword System.getenv(\"KEYSTORE_PASSWORD\")\nkeyPassword System.getenv(\"KEY_PASSWORD\")",
        "echo \"$PLAY_SA_JSON_B64\" | base64 -d > play-sa.json  # в CI, файлът се трие след стъпката",
        "codemagic.yaml: groups: [app_store_credentials, google_play] — стойностите са в UI-а на Codemagic",
        "let key = ProcessInfo.processInfo.environment[\"EPAY_SECRET\"] ?? \"\"  // само в UI тестовете с mock",
    )

    r.add(
        "masked_secret_value",
        f"Sentry token-ът, който изтече в лога: sntrys_****…{hexs(4)} — вече е revoke-нат",
        f"ePay secret (маскиран в админа): {rnd(UPPER + DIGITS, 4)}••••••••••••••••{rnd(UPPER + DIGITS, 4)}",
        "FCM server key: AAAA…(скрит) — Firebase вече не показва целия",
        f"карта **** **** **** {digits(4)}, изтича {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(4) + 27}",
        "storePassword=******** в логовете на Gradle — добре, че е маскирано",
    )

    r.add(
        "password_policy_discussion",
        "да сменим паролата на keystore-а? — НЕ, Play App Signing държи app signing key-а, ние сменяме само upload key-а през support",
        "нова политика: паролите за staging DB се ротират на 30 дни, минимум 20 символа, без речникови думи",
        "Apple иска нов app-specific password всеки път, когато сменим паролата на Apple ID-то",
        "забравих паролата на p12-цата — по-лесно е да revoke-на сертификата и да генерирам нов",
        "PIN-ът в app-а: 6 цифри, 5 грешни опита → блокиране за 15 минути, после биометрия",
    )

    r.add(
        "security_setting_numbers",
        "JWT access token TTL 15 мин, refresh token 30 дни, clock skew 60 сек",
        f"Keychain: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, accessGroup {team_id()}.bg.acme.shared",
        "OTP дължина 6, валиден 180 сек, max 3 SMS-а на час",
        "PBKDF2 iterations 310000, salt 16 bytes, key length 256 — за локалното криптиране на PIN-а",
        "keytool -genkeypair -keyalg RSA -keysize 4096 -validity 10000 -alias upload — паролата я въвеждам интерактивно",
    )

    r.add(
        "keystore_metadata",
        f"release.jks: alias upload, RSA 2048, валиден до 2051, owner CN=ACME Fintech, O=ACME, L=Sofia, C=BG, serial {hexs(16)}",
        "keystore-ът е в ~/keys/acme/upload-keystore.jks, backup на криптираната флашка в сейфа",
        "debug.keystore-ът е стандартният, генериран от Android Studio — нищо тайно, не е за release",
        "Play App Signing: enrolled, upload key reset заявен на 12.02, чакаме 48 часа",
    )

    r.add(
        "play_release_settings",
        f"staged rollout 20% за 4.{secrets.randbelow(20)}.0, halted при crash-free < 99.5%",
        "internal track → closed testing (група qa-bg) → production, review обикновено 1-2 дни",
        f"in-app update priority 4 за versionCode {digits(5, lead=True)}",
        "target SDK 35 до 31 август, иначе Play спира update-ите",
        f"App Store phased release: ден {secrets.randbelow(7) + 1} от 7, build {digits(4, lead=True)}",
    )

    r.add(
        "order_and_invoice_number",
        f"Apple Developer Program поръчка №{rnd(UPPER + DIGITS, 10)}, фактура {digits(10, lead=True)}",
        f"Google Play registration fee — order GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}",
        f"Econt пратка с тестовите POS терминали: {digits(13, lead=True)}",
        f"транзакция в staging: txn_{rnd(LOWER + DIGITS, 24)}, статус SETTLED",
    )

    r.add(
        "deep_link_url",
        f"universal link за тест: https://links.acme.test/pay/{uid()}?amount=25.00&cur=BGN",
        f"acmewallet://card/{uid()}/activate — deeplink от push-а",
        f"Firebase Dynamic Link (стар, deprecated): https://links.acme.test/{rnd(ALNUM, 4)}",
        f"QR payload: bgqr://pay?iban={bg_iban().replace(' ', '')}&ref={digits(10, lead=True)}",
    )

    r.add(
        "api_request_identifier",
        f"X-Request-Id на бавната заявка: {uid()}",
        f"idempotency key генерираме в клиента: UUID v4, напр. {uid()}",
        f"trace id {hexs(32)}, span {hexs(16)} — Grafana Tempo",
        f"correlationId={uid()} в логовете на mobile-bff",
        f"GET /v2/cards/{uid()}/transactions?cursor={b64u(secrets.token_bytes(18))} — пагинацията връща празно",
    )

    r.add(
        "cocoapods_gradle_checksum",
        f"SPM Package.resolved: revision {hexs(40)}, version 10.{secrets.randbelow(30)}.0",
        f"gradle wrapper distributionSha256Sum={hexs(64)}",
        f"verification-metadata.xml: <sha256 value=\"{hexs(64)}\" origin=\"Generated by Gradle\"/>",
        f"Cartfile.resolved binary {hexs(40)} — не ни трябва вече",
    )

    r.add(
        "firebase_config_non_secret",
        f"google-services.json: project_number {digits(12, lead=True)}, storage_bucket acme-wallet-{rnd(LOWER + DIGITS, 5)}.appspot.test",
        "Remote Config ключове: enable_new_onboarding=true, min_supported_version=4.1.0, card_scan_provider=\"mlkit\"",
        f"Analytics event card_added, param card_id_hash = {hexs(16)} (хешираме, не пращаме PAN)",
        f"App Check: provider PlayIntegrity (Android), DeviceCheck (iOS), debug провайдър само в debug build, app id {firebase_app_id('android')}",
    )

    r.add(
        "code_signing_identity",
        f"CODE_SIGN_IDENTITY = \"Apple Distribution: ACME Fintech EOOD ({team_id()})\"",
        f"security find-identity -v -p codesigning →\n1) {hexs(40).upper()} \"Apple Development: Ivo Petrov ({team_id()})\"",
        f"notarization submission id {uid()}: Accepted",
        f"Developer ID Application: ACME Fintech EOOD ({team_id()}), cert SHA-1 {hexs(40).upper()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout272.py", [
        ("heldout272_credentials.yaml", credentials(), "Held-out batch 272: credentials a Sofia fintech mobile developer (Kotlin/Swift) keeps in Bulgarian notes"),
        ("heldout272_lookalikes.yaml", lookalikes(), "Held-out batch 272: look-alikes with no secret from a Sofia fintech mobile developer's Bulgarian notes"),
    ])


if __name__ == "__main__":
    main()
