# ruff: noqa: E501
"""Writes heldout241_credentials.yaml and heldout241_lookalikes.yaml: held-out batch 241.

Persona: a backend developer at a mobile game studio in Helsinki who writes English with a
little Finnish. The notes they ask the assistant to keep hold the studio's server-side keys
(a PlayFab title secret key, Google Play and Firebase Admin service account JSON, the App
Store shared secret, AWS key pairs, a Sentry auth token, the Redis password, the
GameAnalytics secret key, a Unity Cloud Build API key, the Steamworks publisher Web API key)
and, on the other side, the identifiers that fill a game backend's day: PlayFab title ids,
Photon app ids and Firebase web API keys that are public by design, bundle and package
names, Sentry DSNs, AWS account ids and ARNs, build numbers, Unity project ids, purchase
receipt ids and player ids.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    groups,
    hexs,
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

HEXU = HEX.upper()
GAME = "Kaamos Quest"
BUNDLE = "com.acmegames.kaamos"


def wrap64(data: bytes) -> str:
    text = b64(data)
    return "\n".join(text[i:i + 64] for i in range(0, len(text), 64))


def rsa_pkcs8_pem() -> str:
    """An RSA-2048 private key in PKCS#8, as Google puts in a service account JSON."""
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7") + secrets.token_bytes(1187)
    return f"-----BEGIN PRIVATE KEY-----\n{wrap64(der)}\n-----END PRIVATE KEY-----\n"


def ec_p8() -> str:
    """An App Store Connect API key (.p8): a P-256 private key in PKCS#8."""
    der = (bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
           + secrets.token_bytes(32)
           + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
           + secrets.token_bytes(64))
    return f"-----BEGIN PRIVATE KEY-----\n{wrap64(der)}\n-----END PRIVATE KEY-----"


def service_account(project: str, email: str) -> dict:
    return {
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": rsa_pkcs8_pem(),
        "client_email": email,
        "client_id": digits(21, lead=True),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/" + email.replace("@", "%40"),
        "universe_domain": "googleapis.com",
    }


def play_sa() -> dict:
    return service_account(f"pc-api-{digits(19, lead=True)}-{digits(3)}", f"play-publisher@pc-api-{digits(19, lead=True)}-{digits(3)}.iam.gserviceaccount.com")


def firebase_sa() -> dict:
    project = f"kaamos-quest-{pick('prod', 'staging', 'dev')}"
    return service_account(project, f"firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@{project}.iam.gserviceaccount.com")


def playfab_secret() -> str:
    return rnd(UPPER + DIGITS, 52)


def title_id() -> str:
    return rnd(HEXU, pick(4, 5))


def player_id() -> str:
    return rnd(HEXU, 16)


def steam_key() -> str:
    return rnd(HEXU, 32)


def sentry_org_token() -> str:
    payload = {"iat": 1_700_000_000 + secrets.randbelow(60_000_000), "url": "https://sentry.acme.internal",
               "region_url": "https://sentry.acme.internal", "org": "acme-games"}
    return f"sntrys_{b64(json.dumps(payload, separators=(',', ':')).encode()).rstrip('=')}_{rnd(ALNUM + '+/', 43)}"


def sentry_user_token() -> str:
    return f"sntryu_{hexs(64)}"


def fcm_server_key() -> str:
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def discord_token() -> str:
    return f"{b64u(digits(19, lead=True).encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def slack_bot() -> str:
    return f"xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def ghp() -> str:
    return f"ghp_{rnd(ALNUM, 36)}"


def npm_token() -> str:
    return f"npm_{rnd(ALNUM, 36)}"


def firebase_web_key() -> str:
    return f"AIzaSy{rnd(URLSAFE, 33)}"


def google_order() -> str:
    return f"GPA.33{digits(2)}-{digits(4)}-{digits(4)}-{digits(5)}"


def apple_txn() -> str:
    return "2000000" + digits(8)


def fingerprint(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def play_license_key() -> str:
    der = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + secrets.token_bytes(256) + bytes.fromhex("0203010001")
    return b64(der)


def redis_pw() -> str:
    return pick(rnd(ALNUM, 32), secrets.token_urlsafe(24), pw())


def credentials() -> Rows:
    r = Rows()

    k = playfab_secret()
    t = title_id()
    k2 = playfab_secret()
    r.add(
        "playfab_title_secret_key",
        f"PlayFab title {t} (prod) developer secret key: {k} - server side only, never ship it in the Unity client!",
        f"muista: PlayFab dev title {title_id()} secret = {k2}",
        f".env for the CloudScript runner:\nPLAYFAB_TITLE_ID={t}\nPLAYFAB_DEV_SECRET_KEY={playfab_secret()}",
        f"regenerated the PF secret key today (Title settings > Secret Keys), new one is {playfab_secret()}, old one disabled",
        f"PF staging secret\n{playfab_secret()}\nexpiry: none",
        f"playfab:\n  titleId: \"{title_id()}\"\n  developerSecretKey: \"{playfab_secret()}\"",
    )

    sa = play_sa()
    sa2 = play_sa()
    sa3 = play_sa()
    r.add(
        "google_play_service_account_json",
        f"Google Play publisher service account key for fastlane supply (keep it!):\n{json.dumps(sa, indent=2)}",
        f"play-console-upload.json, the important bits:\n\"private_key_id\": \"{sa2['private_key_id']}\",\n\"private_key\": {json.dumps(sa2['private_key'])},\n\"client_email\": \"{sa2['client_email']}\"",
        f"GOOGLE_PLAY_JSON_KEY_DATA (base64 of the json, for the CI secret):\n{b64(json.dumps(sa3).encode())}",
        f"Play Developer API palvelutili, avain JSONina:\n{json.dumps(play_sa())}",
        f"service account for the receipt validator (androidpublisher scope) - private key:\n{rsa_pkcs8_pem()}key id {hexs(40)}",
    )

    r.add(
        "app_store_shared_secret",
        f"App Store shared secret (app-specific) for {GAME}: {hexs(32)}",
        f"verifyReceipt body: {{\"receipt-data\": \"<base64 receipt>\", \"password\": \"{hexs(32)}\", \"exclude-old-transactions\": true}}",
        f"IAP receipt validation - shared secret {hexs(32)}, muista päivittää myös staging",
        f"APPSTORE_SHARED_SECRET={hexs(32)}",
        f"shared secret vaihdettu, vanha ei enää toimi. uusi: {hexs(32)}",
    )

    r.add(
        "aws_access_key_pair",
        f"[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-north-1",
        f"IAM user ci-asset-uploader: {aws_key_id()} / {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_DEFAULT_REGION=eu-north-1",
        f"| user | key id | secret |\n|---|---|---|\n| leaderboard-deploy | {aws_key_id()} | {aws_secret()} |\n| cdn-invalidate | {aws_key_id()} | {aws_secret()} |",
        f"aws keys for the matchmaking lambda deploy: id {aws_key_id()} secret {aws_secret()} (rotate in 90d!!)",
    )

    fsa = firebase_sa()
    r.add(
        "firebase_admin_service_account",
        f"Firebase Admin SDK key for the push/remote config backend:\n{json.dumps(fsa, indent=2)}",
        f"admin.initializeApp({{\n  credential: admin.credential.cert({{\n    projectId: \"kaamos-quest-prod\",\n    clientEmail: \"firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@kaamos-quest-prod.iam.gserviceaccount.com\",\n    privateKey: {json.dumps(rsa_pkcs8_pem())}\n  }})\n}});",
        f"FIREBASE_PROJECT_ID=kaamos-quest-staging\nFIREBASE_CLIENT_EMAIL=firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@kaamos-quest-staging.iam.gserviceaccount.com\nFIREBASE_PRIVATE_KEY={json.dumps(rsa_pkcs8_pem())}",
        f"firebase admin json (dev projekti)\n{json.dumps(firebase_sa())}",
        f"FCM HTTP v1 sender uses this key (private_key_id {hexs(40)}):\n{rsa_pkcs8_pem()}",
    )

    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN={sentry_org_token()}",
        f"~/.sentryclirc\n[defaults]\norg=acme-games\nproject=kaamos-unity\n[auth]\ntoken={sentry_user_token()}",
        f"sentry-cli token for debug-files upload in the iOS build step: {sentry_org_token()}",
        f"Unity > Tools > Sentry > Debug Symbols > Auth Token: {sentry_user_token()}",
        f"old-style sentry auth token (self-hosted): {hexs(64)} - scopes project:releases, org:read",
    )

    r.add(
        "redis_password",
        f"REDIS_URL=redis://default:{redis_pw()}@redis-lb.acme.internal:6379/0",
        f"redis.conf on cache-01: requirepass {redis_pw()}",
        f"redis-cli -h sessions.redis.acme.internal -p 6380 --tls -a '{redis_pw()}' INFO memory",
        f"Redis (leaderboards) salasana: {redis_pw()}",
        f"rediss://:{redis_pw()}@master.lb-cache.acme.internal:6379 - prod, ole varovainen",
    )

    gk = hexs(32)
    r.add(
        "gameanalytics_secret_key",
        f"GameAnalytics {GAME} Android: game key {gk}, secret key {hexs(40)}",
        f"GA secret key (for the server-side event API, HMAC): {hexs(40)}",
        f"GameAnalytics iOS\ngame key: {hexs(32)}\nsecret: {hexs(40)}",
        f"GameAnalytics.Initialize(\"{hexs(32)}\", \"{hexs(40)}\") <- the second one is the secret, don't commit",
        f"GA_SECRET_KEY={hexs(40)}",
    )

    r.add(
        "unity_cloud_build_api_key",
        f"Unity Cloud Build API key: {hexs(32)}",
        f"curl -H \"Authorization: Basic {hexs(32)}\" https://ucb-proxy.acme.internal/api/v1/orgs/acme-games/projects/kaamos/buildtargets",
        f"UCB_API_KEY={hexs(32)}  # Unity DevOps build automation, from Settings > API key",
        f"Unity build automation avain (jenkins trigger): {hexs(32)}",
        f"ucb key {hexs(32)} org acme-games project kaamos",
    )

    r.add(
        "steamworks_web_api_key",
        f"Steamworks publisher Web API key (group Acme Games): {steam_key()}",
        f"GET /ISteamMicroTxn/InitTxn/v3/?key={steam_key()}&orderid={digits(10, lead=True)}&appid={digits(7, lead=True)}",
        f"steam publisher key {steam_key()} - only from the backend, IP allowlisted",
        f"STEAM_WEB_API_KEY={steam_key()}",
        f"steam webapi avain (julkaisija): {steam_key()}",
    )

    kid = rnd(UPPER + DIGITS, 10)
    r.add(
        "app_store_connect_p8_key",
        f"AuthKey_{kid}.p8\n{ec_p8()}\nKey ID {kid}, Issuer {uid()}",
        f"fastlane api_key.json:\n{json.dumps({'key_id': rnd(UPPER + DIGITS, 10), 'issuer_id': uid(), 'key': ec_p8(), 'in_house': False})}",
        f"App Store Connect API key (App Manager role), only downloadable once so saving it here:\n{ec_p8()}",
        f"APP_STORE_CONNECT_API_KEY_CONTENT={json.dumps(ec_p8())}",
        f"App Store Server API in-app purchase key (SubscriptionKey_{rnd(UPPER + DIGITS, 10)}.p8):\n{ec_p8()}",
    )

    ks = pw()
    r.add(
        "android_keystore_password",
        f"gradle.properties (local only):\nKAAMOS_STORE_FILE=release.jks\nKAAMOS_STORE_PASSWORD={ks}\nKAAMOS_KEY_ALIAS=kaamos\nKAAMOS_KEY_PASSWORD={ks}",
        f"release.keystore salasana: {pw()}, alias kaamos-upload, key pw sama",
        f"keytool -list -v -keystore upload.jks -alias upload -storepass '{pw()}'",
        f"signingConfigs {{\n  release {{\n    storeFile file('kaamos-release.jks')\n    storePassword '{pw()}'\n    keyAlias 'kaamos'\n    keyPassword '{pw()}'\n  }}\n}}",
        f"Unity Player Settings > Publishing: keystore pass {pw()} / alias pass {pw()}",
    )

    r.add(
        "postgres_connection_string",
        f"DATABASE_URL=postgresql://game_api:{rnd(ALNUM, 24)}@pg-main.acme.internal:5432/kaamos?sslmode=require",
        f"\"ConnectionStrings\": {{ \"Economy\": \"Host=pg-economy.acme.internal;Port=5432;Database=economy;Username=economy_svc;Password={pw()}\" }}",
        f"psql \"host=db.staging.acme.internal dbname=kaamos user=readonly password={pw()}\"",
        f"analytics replica: postgres://bi_reader:{rnd(ALNUM, 20)}@replica-2.acme.internal/kaamos_events",
        f"pgbouncer userlist.txt: \"game_api\" \"{pw()}\"",
    )

    r.add(
        "github_token",
        f"GHE token for the build bots: {ghp()}",
        f"git clone https://x-access-token:{ghp()}@git.acme.internal/backend/kaamos-server.git",
        f"fine-grained PAT (repo: kaamos-addressables, read-only, exp. 90d): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"GH_TOKEN={ghp()}",
        f"gh auth login --hostname git.acme.internal --with-token <<< {ghp()}",
        f"renovate bot PAT {ghp()} expires in March",
    )

    r.add(
        "slack_bot_token",
        f"Slack bot for #kaamos-alerts: {slack_bot()}",
        f"SLACK_BOT_TOKEN={slack_bot()}\nSLACK_CHANNEL=C0{rnd(UPPER + DIGITS, 9)}",
        f"build-bot slack token {slack_bot()} (chat:write only)",
        f"crash spike notifier uses xoxb token: {slack_bot()}",
        f"slack app \"kaamos-deploys\" bot user oauth token -> {slack_bot()}",
    )

    r.add(
        "discord_bot_token",
        f"Discord bot (community server, role sync): {discord_token()}",
        f"DISCORD_TOKEN={discord_token()}",
        f"botin token: {discord_token()} - älä laita chattiin",
        f"client.login(\"{discord_token()}\")",
        f"discord bot token vaihdettu: {discord_token()}",
    )

    r.add(
        "fcm_legacy_server_key",
        f"FCM legacy server key (still used by the old push service until migration): {fcm_server_key()}",
        f"Authorization: key={fcm_server_key()}",
        f"push_server_key = \"{fcm_server_key()}\"",
        f"cloud messaging server key, staging: {fcm_server_key()}",
        f"vanha FCM server key (legacy API), poistetaan kesäkuussa: {fcm_server_key()}",
    )

    r.add(
        "stripe_secret_key",
        f"web shop Stripe live key: sk_live_{rnd(ALNUM, 99)}",
        f"STRIPE_SECRET_KEY=sk_test_{rnd(ALNUM, 99)}\nSTRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"restricted key for the gem-pack webhook: rk_live_{rnd(ALNUM, 99)}",
        f"webhook signing secret (endpoint shop.acme.example/stripe): whsec_{rnd(ALNUM, 32)}",
        f"stripe test mode sk_test_{rnd(ALNUM, 99)} (for the sandbox shop)",
    )

    r.add(
        "datadog_api_key",
        f"DD_API_KEY={hexs(32)}\nDD_SITE=datadoghq.eu",
        f"Datadog app key for the dashboards script: {hexs(40)} (api key {hexs(32)})",
        f"datadog agent api_key: {hexs(32)}",
        f"dd api avain game servereille {hexs(32)}",
        f"datadog.yaml:\n  api_key: {hexs(32)}\n  site: datadoghq.eu\n  tags: [game:kaamos, env:prod]",
    )

    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={b64(secrets.token_bytes(32))}",
        f"session token HS256 signing secret (prod): {secrets.token_urlsafe(48)}",
        f"auth:\n  issuer: kaamos-auth\n  hmacSecret: \"{hexs(64)}\"\n  ttlMinutes: 15",
        f"Photon custom auth shared secret {secrets.token_urlsafe(32)} - same value in the auth service env",
        f"refresh token signing key kid=2025-01: {b64(secrets.token_bytes(64))}",
    )

    r.add(
        "build_server_ssh_key",
        f"ssh key for mac-mini-build-01 (user builder):\n{openssh_private()}",
        f"deploy key for kaamos-server (write access):\n{openssh_private()}",
        f"id_ed25519 of the jenkins agent, backup:\n{openssh_private()}",
        f"bastion.acme.internal key (ssh -i ~/.ssh/bastion):\n{openssh_private()}",
    )

    r.add(
        "office_door_code",
        f"Toimiston ovikoodi: {digits(4)}#",
        f"office alarm code {digits(6)}, door {digits(4)} (Hietalahdenkatu side)",
        f"server room lock PIN {digits(5)}",
        f"hälytyskoodi {digits(4)} - if the alarm goes off call the guard company, not the police",
        f"bike storage code {digits(4)}, mail box {digits(3)}",
    )

    r.add(
        "apple_id_app_specific_password",
        f"xcrun altool --upload-app -f Kaamos.ipa -t ios -u builds@acme.example -p {app_password().replace(' ', '-')}",
        f"app-specific password for notarytool (builds@acme.example): {app_password().replace(' ', '-')}",
        f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={app_password().replace(' ', '-')}",
        f"Apple ID sovelluskohtainen salasana: {app_password().replace(' ', '-')}",
        f"Transporter login builds@acme.example, pw (app specific) {app_password().replace(' ', '-')}",
    )

    r.add(
        "recovery_codes",
        f"GitHub Enterprise recovery codes (my account):\n{recovery_codes(8, 'github')}",
        f"Google Play Console owner account backup codes: {recovery_codes(5, 'digits')}",
        f"AWS root MFA lost-device codes:\n{recovery_codes(6, 'other')}",
        f"Unity ID 2FA recovery: {', '.join(rnd(LOWER + DIGITS, 8) for _ in range(6))}",
        f"1Password emergency kit: Secret Key {onepassword_secret_key()}, master password {pw()}",
    )

    r.add(
        "npm_token",
        f"//npm.acme.internal/:_authToken={npm_token()}",
        f"NPM_TOKEN={npm_token()}",
        f"npm publish token for @acme-games/kaamos-sdk: {npm_token()}",
        f"npm automation token (CI) {npm_token()}",
        f"NODE_AUTH_TOKEN for setup-node: {npm_token()}",
    )

    r.add(
        "home_wifi_password",
        f"kotiverkko: SSID Kaamos-5G, salasana {pw()}",
        f"home wifi pw {rnd(ALNUM, 14)} (guest net: {phrase_pw()})",
        f"mökin wifi: {phrase_pw()}",
        f"WPA2 key for the test-device lab AP: {rnd(ALNUM, 16)}",
        f"office guest wifi AcmeGuest pw {phrase_pw()}",
    )

    r.add(
        "admin_panel_login",
        f"live-ops admin panel https://liveops.acme.internal\nuser: backend-oncall\npw: {pw()}",
        f"Photon dashboard login: dev@acme.example / {pw()}",
        f"grafana.acme.internal admin / {pw()}",
        f"RabbitMQ management (mq.acme.internal:15672) - kaamos_admin : {pw()}",
        f"Jenkins admin user password: {pw()}",
    )

    r.add(
        "mongodb_uri",
        f"MONGO_URI=mongodb+srv://inventory:{rnd(ALNUM, 20)}@cluster0.mongo.acme.internal/kaamos?retryWrites=true&w=majority",
        f"chat history db: mongodb://chat_svc:{pw()}@mongo-1.acme.internal:27017,mongo-2.acme.internal:27017/chat?replicaSet=rs0",
        f"mongosh \"mongodb://admin:{rnd(ALNUM, 18)}@localhost:27017/?authSource=admin\"",
        f"mongo inventory svc: user inventory_rw pass {pw()} host mongo-1.acme.internal",
        f"MongoDB Atlas-style uri for the guild service: mongodb+srv://guilds:{rnd(ALNUM, 16)}@guilds.mongo.acme.internal/guilds",
    )

    r.add(
        "unity_account_password",
        f"Unity ID (studio seat, used for license activation on build machines): licenses@acme.example / {pw()}",
        f"unity -batchmode -username builds@acme.example -password '{pw()}' -serial {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(6))} -quit",
        f"Unity asset store account pw {pw()}",
        f"unity hub login (shared build account) pw: {pw()}",
    )

    r.add(
        "openai_api_key",
        f"OpenAI key for the NPC dialogue prototype: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"localization helper script key {openai_project_key()} (budget cap 50 USD)",
        f"openai avain lokalisointiin: {openai_project_key()}",
    )

    r.add(
        "company_card",
        f"studio Visa for App Store / Play fees: {groups(luhn('4'), 4)} exp {card_expiry()} CVC {digits(3)}",
        f"yrityskortti {groups(luhn('5'), 4)}, {card_expiry()}, cvv {digits(3)}, PIN {digits(4)}",
        f"AWS billing card {luhn('4')} {card_expiry()} {digits(3)}",
    )

    return r


def phrase_pw() -> str:
    words = ["revontuli", "lumi", "kuusi", "sauna", "järvi", "pakkanen", "karhu", "tähti", "kaamos", "susi"]
    return "-".join(secrets.choice(words) for _ in range(3)) + str(secrets.randbelow(90) + 10)


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "playfab_title_id",
        f"PlayFab title ids: prod {title_id()}, staging {title_id()}, dev {title_id()}",
        f"PlayFabSettings.staticSettings.TitleId = \"{title_id()}\"; // title id is fine in the client",
        f"the {title_id()} title is the old soft-launch one, archived, don't deploy CloudScript there",
        f"Game Manager link: developer.playfab.example/en-US/{title_id()}/dashboard",
        f"title id {title_id()} (not the secret key, that one is in 1Password)",
    )

    r.add(
        "photon_app_id",
        f"Photon PUN app id (realtime): {uid()} - public, it's in the client build anyway",
        f"PhotonServerSettings: AppIdRealtime {uid()}, AppIdChat {uid()}, FixedRegion eu",
        f"photon app id for the load-test app: {uid()}, CCU cap 100",
        f"Photon Fusion app id {uid()} (julkinen, ok jakaa)",
        f"appId={uid()} appVersion=1.{secrets.randbelow(20)}.{secrets.randbelow(10)} region=eu",
    )

    r.add(
        "firebase_web_api_key",
        f"google-services.json current_key: {firebase_web_key()} - Firebase API keys are public identifiers, restrictions are set in the console",
        f"Firebase web config apiKey: \"{firebase_web_key()}\", authDomain: \"kaamos-quest-prod.firebaseapp.example\"",
        f"GoogleService-Info.plist API_KEY {firebase_web_key()} (restricted to iOS bundle {BUNDLE})",
        f"the firebase apiKey {firebase_web_key()} is not a secret, it's just the project identifier - rules protect the data",
        f"staging firebase key {firebase_web_key()} restricted to package {BUNDLE}.staging",
    )

    r.add(
        "bundle_id",
        f"bundle ids: iOS {BUNDLE}, iOS staging {BUNDLE}.staging, watch extension {BUNDLE}.watchkitapp",
        f"App Store bundle id {BUNDLE} / Team ID {rnd(UPPER + DIGITS, 10)}",
        f"notification service extension id: {BUNDLE}.NotificationService",
        f"App Group: group.{BUNDLE}.shared",
        f"bundle id for the prototype: com.acmegames.proto.{rnd(LOWER, 6)}",
    )

    r.add(
        "sentry_dsn",
        f"SENTRY_DSN=https://{hexs(32)}@sentry.acme.internal/{secrets.randbelow(90) + 10}",
        f"Unity Sentry options DSN: https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.acme.internal/{digits(16, lead=True)} (the DSN key is public, it's in every build)",
        f"sentry dsn public key for the backend project: {hexs(32)}",
        f"dsn for kaamos-server-staging -> https://{hexs(32)}@sentry.acme.internal/{secrets.randbelow(90) + 10}",
        f"sentry project id {digits(16, lead=True)}, org slug acme-games, DSN public key {hexs(32)} (no secret in a DSN anymore)",
    )

    acct = str(10**11 + secrets.randbelow(9 * 10**11))
    r.add(
        "aws_account_id_arn",
        f"AWS accounts: prod {acct}, staging {10**11 + secrets.randbelow(9 * 10**11)}, sandbox {10**11 + secrets.randbelow(9 * 10**11)}",
        f"arn:aws:iam::{acct}:role/kaamos-leaderboard-lambda-exec",
        f"bucket arn arn:aws:s3:::kaamos-addressables-prod-{rnd(LOWER + DIGITS, 6)}",
        f"matchmaker function: arn:aws:lambda:eu-north-1:{acct}:function:kaamos-matchmaker:{secrets.randbelow(40) + 1}",
        f"secret lives at arn:aws:secretsmanager:eu-north-1:{acct}:secret:prod/playfab-{rnd(ALNUM, 6)} (ARN only, no value)",
        f"SNS topic for crash alerts arn:aws:sns:eu-north-1:{acct}:kaamos-alerts",
    )

    r.add(
        "build_number",
        f"release 1.{secrets.randbelow(30)}.{secrets.randbelow(10)} = Android versionCode {digits(6, lead=True)}, iOS build {secrets.randbelow(900) + 100}",
        f"Unity Cloud Build #{secrets.randbelow(3000) + 100} on target kaamos-android-release failed, #{secrets.randbelow(3000) + 100} ok",
        f"CFBundleVersion {secrets.randbelow(9000) + 1000}, CFBundleShortVersionString 2.{secrets.randbelow(10)}.0",
        f"jenkins job kaamos-server build {secrets.randbelow(9000) + 1000}, artifact kaamos-server-{hexs(8)}.tar.gz",
        f"buildi {digits(6, lead=True)} meni TestFlightiin, odottaa reviewtä",
    )

    r.add(
        "unity_project_id",
        f"Unity project id {uid()}, org id {digits(13, lead=True)}",
        f"ProjectSettings.asset cloudProjectId: {uid()}",
        f"UGS environment ids: production {uid()}, staging {uid()}",
        f"Unity Cloud project for the prototype: {uid()} (projectName: kaamos-proto)",
        f"Unity Remote Config environment {uid()} / config id {uid()}",
    )

    r.add(
        "google_play_package_name",
        f"Play package name {BUNDLE}, internal testing track, app id {digits(19, lead=True)}",
        f"packageName: \"{BUNDLE}\" productId: \"gems_{secrets.randbelow(5) * 500 + 100}\"",
        f"applicationId \"{BUNDLE}\" / applicationIdSuffix \".dev\"",
        f"Play Console developer id {digits(19, lead=True)}, package {BUNDLE}",
        f"Play store link: play.acme.example/store/apps/details?id={BUNDLE}&referrer=utm_source%3Dsoftlaunch",
    )

    r.add(
        "purchase_receipt_id",
        f"player complained about missing gems, Google order id {google_order()}",
        f"refund request: Apple transaction id {apple_txn()}, original_transaction_id {apple_txn()}",
        f"duplicated receipt: orderId {google_order()} got granted twice (ticket KQ-{secrets.randbelow(9000) + 1000})",
        f"App Store webOrderLineItemId {apple_txn()} for the season pass subscription",
        f"ostotunniste {google_order()}, hyvitetty 2.99 EUR",
        f"Steam MicroTxn orderid {digits(10, lead=True)}, transid {digits(18, lead=True)}",
    )

    r.add(
        "player_id",
        f"PlayFab player id {player_id()} - stuck on tutorial step 4",
        f"banned players: {', '.join(player_id() for _ in range(4))}",
        f"master player account {player_id()}, title player account {player_id()}",
        f"Steam id of the tester: 7656119{digits(10)}",
        f"pelaaja {player_id()} raportoi bugin, katso Sentry",
        f"Game Center player id A:_{hexs(32)}",
    )

    r.add(
        "git_commit_sha",
        f"hotfix commit {hexs(40)} fixed the receipt double-grant",
        f"revert {hexs(7)} and {hexs(7)} before the 1.{secrets.randbelow(20)} release",
        f"prod runs kaamos-server@{hexs(12)}",
        f"bisect: good {hexs(40)}, bad {hexs(40)}",
        f"tag v1.{secrets.randbelow(20)}.{secrets.randbelow(10)} points to {hexs(40)}",
    )

    r.add(
        "container_image_digest",
        f"registry.acme.internal/kaamos/matchmaker@sha256:{hexs(64)}",
        f"rollback to image digest sha256:{hexs(64)}",
        f"gameserver image tag 2025.{secrets.randbelow(12) + 1}.{secrets.randbelow(28) + 1}-{hexs(7)}",
        f"docker image id {hexs(12)} is the broken one",
        f"containerd: container {hexs(64)} exited 137",
    )

    r.add(
        "pod_name",
        f"OOMKilled: {pod_name('kaamos-matchmaker')}",
        f"kubectl logs {pod_name('leaderboard-api')} -n kaamos-prod --since=1h",
        f"restarting {pod_name('receipt-validator')} fixed it for now",
        f"pods stuck in CrashLoopBackOff: {pod_name('chat-gateway')}, {pod_name('chat-gateway')}",
        f"node ip-10-{secrets.randbelow(255)}-{secrets.randbelow(255)}-{secrets.randbelow(255)}.eu-north-1.compute.internal runs {pod_name('gameserver-allocator')}",
    )

    r.add(
        "secret_reference",
        "GitHub Actions: PLAYFAB_SECRET_KEY: ${{ secrets.PLAYFAB_SECRET_KEY }}",
        "aws secretsmanager get-secret-value --secret-id prod/kaamos/redis --region eu-north-1 --query SecretString",
        "the App Store shared secret is in 1Password > Backend vault > \"App Store shared secret\"",
        "vault kv get -field=password secret/kaamos/prod/postgres",
        "op read op://Backend/GameAnalytics/secret-key",
        "Google Play service account JSON is stored as GOOGLE_PLAY_JSON_KEY_DATA in Jenkins credentials, id play-publisher-json",
        "salaisuudet löytyy AWS Secrets Managerista, ei repossa",
    )

    r.add(
        "password_rotation_note",
        "Redis password rotated on Tuesday, the new one is in 1Password under Backend/Redis prod; restart the leaderboard pods after",
        "remember: Steam publisher key must be regenerated when Mikko leaves, he had access",
        "AWS access keys older than 90 days get flagged by Security Hub, rotate ci-asset-uploader next week",
        "salasana vaihdettu, uusi on kassakaapissa (the paper one in the office safe)",
        "PlayFab secret key rotation plan: create new key, deploy to CloudScript runner, wait 24h, delete old",
        "Sentry auth token expires end of month - ask ops to mint a new one",
    )

    r.add(
        "masked_credential",
        f"the leaked key was {aws_key_id()[:8]}************, already deactivated",
        f"Stripe shows the live key as sk_live_...{rnd(ALNUM, 4)}",
        f"PlayFab secret key ending in ...{rnd(UPPER + DIGITS, 4)} is the one the CloudScript runner uses",
        "redis password: ******** (see vault)",
        f"GA secret key {hexs(4)}••••••••••••{hexs(4)} is the iOS one",
    )

    r.add(
        "security_settings",
        "token_ttl_seconds: 900\nrefresh_token_ttl_days: 30\nmax_login_attempts: 5",
        "password policy for the admin panel: min 14 chars, no reuse of last 5, MFA required",
        "JWT exp 15 min, clock skew 30 s, alg RS256",
        "redis maxmemory 4gb, maxmemory-policy allkeys-lru, requirepass comes from REDIS_PASSWORD env",
        "secret key count per PlayFab title: max 10, we use 2",
        "API key rate limit 1000 req/min per key, burst 200",
    )

    r.add(
        "signing_cert_fingerprint",
        f"upload key SHA-1 for Firebase: {fingerprint(20)}",
        f"App signing key certificate SHA-256: {fingerprint(32)}",
        f"debug keystore SHA1 {fingerprint(20)} (add to Firebase for Google Sign-In on dev builds)",
        f"assetlinks.json sha256_cert_fingerprints: [\"{fingerprint(32)}\"]",
        f"release cert SHA-1 {fingerprint(20).replace(':', '').lower()} (Facebook SDK wants it as key hash {b64(secrets.token_bytes(20))})",
    )

    r.add(
        "oauth_client_id",
        f"Google Sign-In web client id: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"iOS URL scheme com.googleusercontent.apps.{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}",
        f"Sign in with Apple services id {BUNDLE}.signin, key id {rnd(UPPER + DIGITS, 10)}",
        f"Discord OAuth client id {digits(18, lead=True)} (public, redirect https://account.acme.example/discord)",
        f"Facebook app id {digits(16, lead=True)}, client token is in Secrets Manager",
    )

    r.add(
        "steam_app_depot_ids",
        f"Steam app id {digits(7, lead=True)}, depots {digits(7, lead=True)} (win) and {digits(7, lead=True)} (mac)",
        f"steamcmd build id {digits(8, lead=True)} set live on branch beta",
        f"depot manifest {digits(19, lead=True)} is the last good one",
        f"playtest app id {digits(7, lead=True)}, demo {digits(7, lead=True)}",
        f"Steam achievement api names ACH_{rnd(UPPER, 6)}, stat id {secrets.randbelow(100)}",
    )

    r.add(
        "app_store_connect_key_id",
        f"App Store Connect API: Key ID {rnd(UPPER + DIGITS, 10)}, Issuer ID {uid()} (the .p8 is in the vault, not here)",
        f"Apple app id {digits(10, lead=True)}, SKU KAAMOS{digits(3)}",
        f"In-App Purchase key id {rnd(UPPER + DIGITS, 10)} for App Store Server API",
        f"Team ID {rnd(UPPER + DIGITS, 10)}, provisioning profile uuid {uid()}",
    )

    r.add(
        "google_play_license_public_key",
        f"Play Console > Monetization setup > Licensing, Base64-encoded RSA public key:\n{play_license_key()}",
        f"GOOGLE_PLAY_PUBLIC_KEY (public key for local receipt signature check, safe in client): {play_license_key()}",
        f"Unity IAP GooglePlayTangle gets generated from the public license key {play_license_key()[:40]}...",
    )

    r.add(
        "ssh_public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} builder@mac-mini-build-01",
        f"add my pubkey to the jenkins agent: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@acme-laptop",
        f"authorized_keys on cache-01:\nssh-rsa {ssh_pub('ssh-rsa', 279)} deploy@kaamos",
        f"host key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} for bastion.acme.internal",
    )

    r.add(
        "sentry_event_id",
        f"Sentry event {hexs(32)} - NullReferenceException in ShopController",
        f"issue KAAMOS-UNITY-{rnd(UPPER + DIGITS, 3)} spiked after 1.{secrets.randbelow(20)}.0, trace id {hexs(32)}",
        f"release kaamos@1.{secrets.randbelow(20)}.{secrets.randbelow(10)}+{secrets.randbelow(900) + 100}, dist {secrets.randbelow(900) + 100}",
        f"debug file id {uid()} missing for the iOS build",
    )

    r.add(
        "jira_ticket",
        f"KQ-{secrets.randbelow(9000) + 1000}: rotate Redis password (done) / KQ-{secrets.randbelow(9000) + 1000}: move secrets to Secrets Manager",
        f"PR #{secrets.randbelow(2000) + 100} adds receipt validation retries",
        f"tiketti KQ-{secrets.randbelow(9000) + 1000} - pelaajan ostot puuttuu",
        f"incident INC-{secrets.randbelow(900) + 100}: leaderboard outage, postmortem on Confluence page {digits(9, lead=True)}",
    )

    r.add(
        "firebase_app_id",
        f"Firebase app id android 1:{digits(12, lead=True)}:android:{hexs(22)}",
        f"GOOGLE_APP_ID 1:{digits(12, lead=True)}:ios:{hexs(22)}",
        f"Firebase project number {digits(12, lead=True)}, measurement id G-{rnd(UPPER + DIGITS, 10)}",
        f"messagingSenderId: \"{digits(12, lead=True)}\"",
    )

    r.add(
        "asset_bundle_hash",
        f"addressables catalog hash {hexs(32)} (catalog_2025.{secrets.randbelow(12) + 1}.{secrets.randbelow(28) + 1}.json)",
        f"bundle characters_assets_all_{hexs(32)}.bundle fails CRC check, crc {digits(10, lead=True)}",
        f"apk sha256 {hexs(64)} matches the one on Play",
        f"CDN path cdn.acme.example/kaamos/android/{hexs(16)}/ has the hotfix content",
    )

    r.add(
        "test_device_id",
        f"test device GAID {uid()} (Pixel 7 in the lab)",
        f"iPhone 13 UDID 00008110-{rnd(HEXU, 16)}",
        f"AdMob test device ids: {hexs(32).upper()}, {hexs(32).upper()}",
        f"IDFV of the QA iPad {uid().upper()}",
        f"adb serial {rnd(UPPER + DIGITS, 12)} = the Samsung A14 test phone",
    )

    r.add(
        "parcel_tracking_number",
        f"devkit shipment UPS 1Z{rnd(UPPER + DIGITS, 16)}",
        f"Posti seurantakoodi JJFI{digits(17)}",
        f"new Mac mini coming, DHL waybill {digits(10, lead=True)}",
        f"returned broken iPad, RMA {rnd(UPPER + DIGITS, 8)}",
    )

    r.add(
        "company_identifier",
        f"Acme Games Oy, Y-tunnus {digits(7, lead=True)}-{secrets.randbelow(10)}, VAT FI{digits(8, lead=True)}",
        f"D-U-N-S {digits(9, lead=True)} for the Apple developer enrollment",
        f"Steamworks partner id {digits(6, lead=True)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout241.py", [
        ("heldout241_credentials.yaml", credentials(), "batch 241: a Helsinki mobile game backend developer's notes that hold real-shaped secrets (PlayFab, Play/Firebase service accounts, App Store, AWS, Sentry, Redis, GameAnalytics, Unity, Steam)"),
        ("heldout241_lookalikes.yaml", lookalikes(), "batch 241: the same developer's notes with ids, public keys, masked values and references to secrets, but no secret"),
    ])


if __name__ == "__main__":
    main()
