# ruff: noqa: E501
"""Writes heldout288_credentials.yaml and heldout288_lookalikes.yaml: held-out batch 288.

Persona: a mobile app developer in Lagos who writes his notes in Nigerian English with some
Pidgin and Yoruba. He ships a savings and payments app, so he keeps Paystack and Flutterwave
secret keys, a Firebase service account private key, the Google Play upload keystore
password, an App Store Connect API key, a Termii SMS API key, a MongoDB connection string, a
DigitalOcean token, his GTBank internet banking password, token and PINs, the office
generator-room padlock combination and the Wi-Fi. His look-alikes are the public halves of
those keys (Paystack and Flutterwave public keys, Firebase web API keys that are public by
design), app bundle ids, transaction references, BVN and NIN numbers on forms, order ids,
commit hashes and phone numbers.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    app_password,
    b64,
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    openssh_private,
    pem_body,
    phrase,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

FOOD = ["jollof", "suya", "amala", "ewedu", "gbegiri", "dodo", "moimoi", "akara", "puff", "zobo", "chinchin", "boli", "agege", "ofada"]
PLACES = ["yaba", "lekki", "ikeja", "oshodi", "surulere", "ajah", "ikoyi", "gbagada", "ojota", "maryland", "obalende", "festac"]
NAMES = ["Tunde", "Bisi", "Kunle", "Ngozi", "Femi", "Aisha", "Segun", "Chioma", "Dayo", "Funke", "Emeka", "Yemi"]
PREFIXES = ["803", "806", "813", "816", "703", "706", "810", "814", "903", "906", "805", "807", "815", "905", "802", "808", "812", "701", "902", "809", "817", "818", "909", "908"]


# ---------------------------------------------------------------- vendor shapes

def paystack_sk(live: bool = True) -> str:
    return f"sk_{'live' if live else 'test'}_{hexs(40)}"


def paystack_pk(live: bool = True) -> str:
    return f"pk_{'live' if live else 'test'}_{hexs(40)}"


def flw_sk(test: bool = False) -> str:
    return f"FLWSECK{'_TEST' if test else ''}-{hexs(32)}-X"


def flw_pk(test: bool = False) -> str:
    return f"FLWPUBK{'_TEST' if test else ''}-{hexs(32)}-X"


def flw_enc(test: bool = False) -> str:
    return f"FLWSECK{'_TEST' if test else ''}{hexs(12)}"


def termii_key() -> str:
    return "TL" + rnd(ALNUM, 58)


def do_token() -> str:
    return "dop_v1_" + hexs(64)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def npm_token() -> str:
    return "npm_" + rnd(ALNUM, 36)


def expo_token() -> str:
    return rnd(URLSAFE, 40)


def fcm_server_key() -> str:
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def firebase_web_key() -> str:
    return "AIzaSy" + rnd(URLSAFE, 33)


def mono_sk() -> str:
    return "live_sk_" + rnd(LOWER + DIGITS, 20)


def sentry_token() -> str:
    return "sntryu_" + hexs(64)


def onesignal_key() -> str:
    return pick(b64(secrets.token_bytes(36)), "os_v2_app_" + rnd(LOWER + "234567", 113))


def p8_key() -> str:
    """An App Store Connect .p8: a PKCS#8 P-256 key, DER header then random body."""
    body = "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + rnd(B64, 136)
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----"


def asc_key_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def rsa_pkcs8(lines: int = 6) -> str:
    return f"-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC{rnd(B64, 13)}\n{pem_body(lines)}\n-----END PRIVATE KEY-----\n"


def firebase_sa(project: str) -> str:
    key = rsa_pkcs8().replace("\n", "\\n")
    return (
        "{\n"
        '  "type": "service_account",\n'
        f'  "project_id": "{project}",\n'
        f'  "private_key_id": "{hexs(40)}",\n'
        f'  "private_key": "{key}",\n'
        f'  "client_email": "firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@{project}.iam.gserviceaccount.com",\n'
        f'  "client_id": "{digits(21, lead=True)}"\n'
        "}"
    )


def ng_phone(intl: bool = True) -> str:
    p = pick(*PREFIXES)
    return f"+234 {p} {digits(3)} {digits(4)}" if intl else f"0{p}{digits(7)}"


def nuban() -> str:
    return "0" + digits(9)


def bvn() -> str:
    return "22" + digits(9)


def nin() -> str:
    return digits(11, lead=True)


def local_pw() -> str:
    return pick(
        f"{pick('Amala', 'Jollof', 'Suya', 'Ewedu', 'Danfo', 'Okada', 'Eko')}{pick('@', '#', '!', '_', '$')}{digits(4)}{pick('Lagos', 'Yaba', 'Ikeja', 'Lekki', 'Naija')}",
        f"{pick(*NAMES)}{pick('.', '_', '@')}{pick('Ire', 'Ayo', 'Oluwa', 'Ife', 'Ola')}{digits(2)}{pick('!', '#', '*')}",
        pw(),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def mongo_host() -> str:
    return f"cluster0.{rnd(LOWER + DIGITS, 5)}.mongo.acme.internal"


# ---------------------------------------------------------------- credentials

def credentials() -> Rows:
    r = Rows()

    r.add(
        "paystack_secret_key",
        f"Paystack live secret key for AjoPay backend: {paystack_sk()} — no put am for frontend o",
        f"PAYSTACK_SECRET_KEY={paystack_sk()}",
        f"paystack test sk (sandbox only) {paystack_sk(False)}",
        f"Abeg remember: the new Paystack live key after rotation na {paystack_sk()}. Old one don die.",
        f"curl https://api.paystack.test/transaction/verify/$REF -H \"Authorization: Bearer {paystack_sk()}\"",
        f"paystack\n  live: {paystack_sk()}\n  test: {paystack_sk(False)}",
    )

    r.add(
        "flutterwave_secret_key",
        f"Flutterwave v3 secret key (live): {flw_sk()}",
        f"FLW_SECRET_KEY={flw_sk(True)}  # sandbox",
        f"rave secret for the kudisave merchant acct - {flw_sk()}",
        f"Flw sec key wey Emeka send me for the webhook test: {flw_sk(True)}",
        f"headers: {{ Authorization: 'Bearer {flw_sk()}' }}  // server only!!",
    )

    r.add(
        "flutterwave_encryption_key",
        f"Flutterwave encryption key (for 3DES charge payload): {flw_enc()}",
        f"FLW_ENCRYPTION_KEY={flw_enc(True)}",
        f"flw enc key live {flw_enc()} — keep am with the secret key, e no be public",
    )

    project = f"ajopay-acme-{rnd(LOWER + DIGITS, 5)}"
    r.add(
        "firebase_service_account_private_key",
        f"Firebase admin SDK service account (for push from backend), save am as serviceAccount.json:\n{firebase_sa(project)}",
        f"FIREBASE_PRIVATE_KEY=\"{rsa_pkcs8(4).replace(chr(10), chr(92) + 'n')}\"",
        f"service acct key for {project} — private_key below\n{rsa_pkcs8(5)}",
        f"kọ́kọ́rọ́ firebase admin (the JSON wey I download yesterday):\n{firebase_sa(f'kudisave-acme-{rnd(LOWER + DIGITS, 4)}')}",
    )

    r.add(
        "play_upload_keystore_password",
        f"key.properties for AjoPay android\nstorePassword={local_pw()}\nkeyPassword={local_pw()}\nkeyAlias=upload\nstoreFile=../upload-keystore.jks",
        f"upload keystore pw: {local_pw()} (alias upload, same pw for key)",
        f"Play upload key — storepass {local_pw()} keypass {local_pw()}. If you lose am, na Google support wahala.",
        f"keytool -list -v -keystore upload-keystore.jks -alias upload -storepass '{local_pw()}'",
        f"signingConfigs {{ release {{ storePassword '{local_pw()}'; keyPassword '{local_pw()}'; keyAlias 'upload' }} }}",
        f"jks password for kudisave release = {local_pw()}",
    )

    kid = asc_key_id()
    r.add(
        "app_store_connect_api_key",
        f"App Store Connect API key for fastlane. Key ID {kid}, Issuer {uid()}\nAuthKey_{kid}.p8:\n{p8_key()}",
        f"ASC_KEY_ID={asc_key_id()}\nASC_ISSUER_ID={uid()}\nASC_KEY_CONTENT=\"{p8_key().replace(chr(10), chr(92) + 'n')}\"",
        f"appstore connect p8 (Admin role, e no fit download again so keep am well):\n{p8_key()}",
        f"fastlane api_key.json\n{{\"key_id\": \"{asc_key_id()}\", \"issuer_id\": \"{uid()}\", \"key\": \"{p8_key().replace(chr(10), chr(92) + 'n')}\", \"in_house\": false}}",
    )

    r.add(
        "termii_api_key",
        f"Termii api key for OTP sms: {termii_key()}",
        f"TERMII_API_KEY={termii_key()}\nTERMII_SENDER_ID=AjoPay",
        f"termii key {termii_key()} — sender id 'KudiSave' approved",
        f"{{\"to\": \"234{pick(*PREFIXES)}{digits(7)}\", \"from\": \"AjoPay\", \"sms\": \"Your code is {digits(6)}\", \"type\": \"plain\", \"channel\": \"dnd\", \"api_key\": \"{termii_key()}\"}}",
        f"Termii new key after Segun left the team: {termii_key()}",
    )

    r.add(
        "mongodb_connection_string",
        f"MONGO_URI=mongodb+srv://ajopay_api:{rnd(ALNUM, 16)}@{mongo_host()}/ajopay?retryWrites=true&w=majority",
        f"prod db: mongodb+srv://admin:{local_pw()}@{mongo_host()}/",
        f"staging mongo -> mongodb://kudi_stg:{rnd(ALNUM, 20)}@db1.acme.internal:27017,db2.acme.internal:27017/kudisave?replicaSet=rs0&authSource=admin",
        f"mongosh \"mongodb+srv://{mongo_host()}/ajopay\" --username readonly --password {rnd(ALNUM, 14)}",
        f"Atlas user: ajopay_api\npass: {rnd(ALNUM, 18)}\ncluster: {mongo_host()}",
        f"DATABASE_URL: \"mongodb+srv://tunde:{rnd(ALNUM, 12)}@{mongo_host()}/test\" (na my personal sandbox)",
    )

    r.add(
        "digitalocean_token",
        f"DigitalOcean personal access token (read+write): {do_token()}",
        f"doctl auth init -t {do_token()}",
        f"DO_TOKEN={do_token()}",
        f"DO api token wey I create for github actions deploy — {do_token()} (expires 90 days)",
        f"digitalocean token for terraform\nprovider \"digitalocean\" {{ token = \"{do_token()}\" }}",
    )

    r.add(
        "gtbank_internet_banking_password",
        f"GTBank internet banking: user id {digits(10, lead=True)}, password {local_pw()}",
        f"GTWorld app login pw {local_pw()}",
        f"gtb ibank password (changed Jan) = {local_pw()}",
        f"Ọ̀rọ̀ aṣínà GTBank: {local_pw()}",
        f"GT corporate internet banking\nuser: {pick(*NAMES).lower()}.acme\npassword: {local_pw()}",
    )

    r.add(
        "gtbank_token_and_pin",
        f"GTBank transaction PIN: {pin()}",
        f"gtb token pin {pin()} (the hardware token wey dey my drawer)",
        f"GTWorld: PIN {pin()}, secret answer to 'mother maiden name' = {pick('Adebayo', 'Okonkwo', 'Adeyemi', 'Balogun')}{digits(2)}",
        f"*737# pin na {pin()}. No forget am again abeg",
        f"GT token serial is on the back, the PIN to unlock am: {pin(4)}; USSD pin {pin(4)}",
    )

    r.add(
        "atm_card_pin",
        f"GTBank Mastercard {luhn('5399')[-4:]} PIN {pin()}",
        f"verve card pin - {pin()}",
        f"Card: {groups(luhn('5061', 19), 4)} exp {card_expiry()} CVV {digits(3)} PIN {pin()}",
        f"my dollar card pin {pin()}, naira card pin {pin()}",
        f"kaadi ATM (Access) — PIN rẹ̀ ni {pin()}",
    )

    r.add(
        "generator_room_padlock_combination",
        f"Generator room padlock combination: {pin()}",
        f"gen house padlock code {'-'.join(digits(1) for _ in range(4))} (the brass one)",
        f"Padlock for the diesel store + gen room na {pin()}. Only me and Mr Kunle know am",
        f"combination for the big padlock wey dey gen room door: {pin(4)}\nsmall padlock (fuel tank cap): {pin(3)}",
        f"Office gen: padlock {pin()}, key for the changeover box dey inside the first aid box",
    )

    ssid = f"{pick('AjoPay', 'Acme', 'KudiSave')}_{pick('Office', 'Staff', '5G', 'Main')}"
    r.add(
        "wifi_password",
        f"Office Wi-Fi {ssid} password: {phrase(FOOD, 3, pick('-', '_', ''))}{digits(2)}",
        f"wifi: {ssid} / {rnd(ALNUM, 12)}",
        f"WIFI:T:WPA;S:{ssid};P:{local_pw()};;",
        f"Home MiFi (MTN) pw {digits(8)}",
        f"wifi password for guest network na {phrase(PLACES, 2, '')}{digits(3)}",
        f"Spectranet router: SSID {ssid} key {rnd(ALNUM, 10)}",
    )

    r.add(
        "router_admin_password",
        f"Router admin 192.168.0.1 — admin / {local_pw()}",
        f"ZTE router login: user admin pass {rnd(ALNUM, 10)}",
        f"Office router admin pw na {local_pw()} (I change am from the default)",
        f"MikroTik winbox: admin@10.0.8.1 password {rnd(ALNUM + '!@#', 14)}",
    )

    r.add(
        "github_personal_access_token",
        f"GitHub PAT for CI (repo scope): {ghp()}",
        f"git clone https://tunde-dev:{ghp()}@github.acme.internal/ajopay/mobile.git",
        f"GH_TOKEN={ghp()}",
        f"classic token for fastlane match repo - {ghp()}",
        f"github token wey I give Codemagic: {ghp()} — revoke am if dem hack us",
    )

    r.add(
        "npm_token",
        f"//registry.npmjs.acme.internal/:_authToken={npm_token()}",
        f"npm publish token for @ajopay/ui — {npm_token()}",
        f"NPM_TOKEN={npm_token()}",
        f"npm automation token (granular): {npm_token()}",
    )

    r.add(
        "expo_access_token",
        f"EXPO_TOKEN={expo_token()}",
        f"Expo robot token for EAS build in CI: {expo_token()}",
        f"eas access token {expo_token()} (account: ajopay)",
        f"expo token for kudisave org — {expo_token()}",
    )

    r.add(
        "droplet_ssh_private_key",
        f"SSH key for the api droplet (root@api.acme.internal):\n{openssh_private()}",
        f"~/.ssh/ajopay_do\n{openssh_private()}",
        f"deploy key wey GitHub Actions dey use to ssh into staging droplet:\n{openssh_private()}",
        f"Private key for the db droplet, I no get another copy:\n{openssh_private()}",
    )

    r.add(
        "apple_id_password",
        f"Apple developer account: dev@ajopay.acme.example / {local_pw()}",
        f"apple id pw {local_pw()} (2FA goes to my 0803 line)",
        f"App Store Connect login — tunde.acme@icloud.example, password {local_pw()}",
        f"Apple ID for the test iPhone: qa.ajopay@acme.example pass {local_pw()}",
        f"my apple id password don change to {local_pw()}",
    )

    r.add(
        "gmail_app_password",
        f"Gmail app password for nodemailer (support@ajopay.acme.example): {app_password()}",
        f"SMTP_PASS={app_password().replace(' ', '')}",
        f"google app pw for Thunderbird: {app_password()}",
        f"app password wey I generate for the receipts mailer — {app_password()}",
        f"smtp.acme.internal:587 user noreply@kudisave.acme.example pass \"{app_password()}\"",
    )

    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={secrets.token_hex(32)}",
        f"jwt secret for AjoPay auth service: {secrets.token_urlsafe(48)}",
        f"REFRESH_TOKEN_SECRET=\"{rnd(ALNUM, 64)}\"",
        f"access token secret (HS256) na {b64(secrets.token_bytes(32))} — no commit am",
        f"admin dashboard long-lived token (don't share): {jwt({'sub': 'admin', 'role': 'superadmin', 'iss': 'ajopay.acme.internal', 'exp': 1893456000})}",
    )

    r.add(
        "cloudinary_url",
        f"CLOUDINARY_URL=cloudinary://{digits(15, lead=True)}:{rnd(URLSAFE, 27)}@ajopay-acme",
        f"cloudinary api key {digits(15, lead=True)} secret {rnd(URLSAFE, 27)} cloud kudisave-acme",
        f"cloudinary for profile pics -> api_secret: {rnd(URLSAFE, 27)}",
        f"cloudinary.config({{ cloud_name: 'ajopay-acme', api_key: '{digits(15, lead=True)}', api_secret: '{rnd(URLSAFE, 27)}' }})",
    )

    r.add(
        "onesignal_rest_api_key",
        f"OneSignal REST API key: {onesignal_key()}",
        f"ONESIGNAL_REST_KEY={onesignal_key()}\nONESIGNAL_APP_ID={uid()}",
        f"onesignal rest key (for sending push from server) {onesignal_key()}",
        f"Authorization: Basic {onesignal_key()}",
    )

    r.add(
        "fcm_legacy_server_key",
        f"FCM server key (legacy, before we move to v1): {fcm_server_key()}",
        f"FCM_SERVER_KEY={fcm_server_key()}",
        f"Authorization: key={fcm_server_key()}",
        f"firebase cloud messaging server key for kudisave - {fcm_server_key()}",
    )

    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN={sentry_token()}",
        f"sentry token for uploading sourcemaps: {sentry_token()}",
        f"sentry-cli --auth-token {sentry_token()} releases new 2.3.1",
        f"sentry.properties\ndefaults.org=ajopay\ndefaults.project=mobile\nauth.token={sentry_token()}",
    )

    r.add(
        "mono_secret_key",
        f"Mono (bank account linking) secret key: {mono_sk()}",
        f"MONO_SECRET_KEY={mono_sk()}",
        f"mono-sec-key: {mono_sk()}",
        f"mono live sk wey dem approve last week {mono_sk()}",
    )

    r.add(
        "redis_password",
        f"REDIS_URL=redis://default:{rnd(ALNUM, 24)}@cache.acme.internal:6379/0",
        f"redis (bull queues) pw {rnd(ALNUM, 20)}",
        f"requirepass {rnd(ALNUM + '!#', 22)}",
        f"redis-cli -h cache.acme.internal -a '{rnd(ALNUM, 18)}' ping",
    )

    r.add(
        "postgres_password",
        f"DATABASE_URL=postgresql://ledger:{rnd(ALNUM, 18)}@pg.acme.internal:5432/ledger?sslmode=require",
        f"Postgres ledger db — user ledger_admin, password {local_pw()}",
        f"PGPASSWORD={rnd(ALNUM, 16)} psql -h pg.acme.internal -U ledger ledger",
        f"pg doadmin pw (DO managed db): {rnd(ALNUM + '_-', 16)}",
    )

    r.add(
        "phone_and_laptop_unlock",
        f"MacBook login password: {local_pw()}",
        f"test android (Tecno) screen lock PIN {pin(6)}",
        f"iPhone passcode {pin(6)} — for the QA phone, give Chioma if she need am",
        f"laptop pw na {local_pw()}; BIOS pw {rnd(ALNUM, 8)}",
    )

    r.add(
        "two_factor_backup_codes",
        f"GitHub recovery codes (ajopay org owner):\n{recovery_codes(8, 'github')}",
        f"Google backup codes for dev@ajopay.acme.example: {recovery_codes(5, 'digits')}",
        f"Apple recovery key: {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
        f"Paystack dashboard 2FA backup codes\n{recovery_codes(6, 'other')}",
    )

    r.add(
        "flutterwave_webhook_secret_hash",
        f"Flutterwave webhook secret hash (verif-hash header): {rnd(ALNUM, 24)}",
        f"FLW_SECRET_HASH={secrets.token_hex(16)}",
        f"secret hash wey I set for flw dashboard webhook → {phrase(FOOD, 2, '-')}-{rnd(ALNUM, 10)}",
        f"if (req.headers['verif-hash'] !== '{rnd(ALNUM, 20)}') return res.sendStatus(401)",
    )

    r.add(
        "basic_auth_header",
        f"Admin panel basic auth: Authorization: Basic {basic('admin', local_pw())}",
        f"staging nginx htpasswd user qa / {local_pw()}",
        f"curl -u ops:{rnd(ALNUM, 14)} https://admin.ajopay.acme.internal/health/full",
    )

    return r


# ---------------------------------------------------------------- look-alikes

def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "paystack_public_key",
        f"Paystack public key for the mobile app (safe to ship in the APK): {paystack_pk()}",
        f"PAYSTACK_PUBLIC_KEY={paystack_pk(False)}",
        f"<PaystackProvider publicKey=\"{paystack_pk()}\" />",
        f"pk for inline popup on web checkout — {paystack_pk()}",
        f"paystack pk test {paystack_pk(False)}, pk live {paystack_pk()} (na public keys, e dey okay for frontend)",
    )

    r.add(
        "flutterwave_public_key",
        f"Flutterwave public key (goes in the RN config): {flw_pk()}",
        f"FLW_PUBLIC_KEY={flw_pk(True)}",
        f"public_key: \"{flw_pk()}\", tx_ref: \"AJO-{digits(8)}\"",
        f"FLWPUBK for the web inline checkout — {flw_pk()}",
        f"rave public key for sandbox {flw_pk(True)}",
    )

    r.add(
        "firebase_web_config",
        f"Firebase web config (public by design, na security rules dey protect data):\napiKey: \"{firebase_web_key()}\",\nauthDomain: \"ajopay-acme.firebaseapp.example\",\nprojectId: \"ajopay-acme\",\nmessagingSenderId: \"{digits(12, lead=True)}\",\nappId: \"1:{digits(12, lead=True)}:web:{hexs(22)}\"",
        f"google-services.json current_key: {firebase_web_key()} (android api key, restricted to our package + SHA-1)",
        f"GoogleService-Info.plist API_KEY {firebase_web_key()} GCM_SENDER_ID {digits(12, lead=True)}",
        f"Firebase appId android 1:{digits(12, lead=True)}:android:{hexs(16)}, ios 1:{digits(12, lead=True)}:ios:{hexs(16)}",
        f"Maps SDK key for the agent locator screen, restricted by bundle id: {firebase_web_key()}",
        f"EXPO_PUBLIC_FIREBASE_API_KEY={firebase_web_key()}",
    )

    r.add(
        "app_bundle_id",
        "Bundle ids: iOS com.acme.ajopay, Android com.acme.ajopay.android",
        "kudisave package name ng.acme.kudisave (staging: ng.acme.kudisave.stg)",
        f"App Store app id {digits(10, lead=True)}, bundle com.acme.ajopay, SKU AJOPAY{digits(3)}",
        "applicationId \"com.acme.ajopay\"\nversionCode 47\nversionName \"2.3.1\"",
        "deep link scheme ajopay:// and universal link host app.ajopay.acme.example",
    )

    r.add(
        "paystack_transaction_reference",
        f"Paystack ref for the failed charge Mrs Adeyemi complain about: {rnd(LOWER + DIGITS, 10)}",
        f"transaction id {digits(10, lead=True)}, reference T{digits(15)}",
        f"reference: AJO_{digits(13, lead=True)}_{rnd(UPPER + DIGITS, 6)} — refund initiated",
        f"GET /transaction/verify/{rnd(LOWER + DIGITS, 10)} returned status 'abandoned'",
        f"Paystack settlement batch {digits(8, lead=True)} for {pick('12', '19', '26')}/03",
        f"customer code CUS_{rnd(LOWER + DIGITS, 15)}, plan code PLN_{rnd(LOWER + DIGITS, 15)}",
    )

    r.add(
        "flutterwave_transaction_reference",
        f"flw tx_ref KUDI-{digits(6)}-{hexs(6)}, flw_ref FLW-MOCK-{hexs(32)}",
        f"Flutterwave transaction id {digits(7, lead=True)} — status successful, amount NGN 25,000",
        f"transfer ref AJO_PAYOUT_{digits(10)} (Flutterwave id {digits(6, lead=True)})",
        f"webhook payload had id {digits(7, lead=True)} and flw_ref {rnd(UPPER + DIGITS, 13)}",
    )

    r.add(
        "bvn_on_form",
        f"KYC form for Dayo (test user): BVN {bvn()}, DOB 12-04-1994",
        f"Sandbox test BVN Paystack gave us: {bvn()}",
        f"BVN validation: 11 digits only, e.g. {bvn()}; reject letters and spaces",
        f"Mama's account opening form: BVN {bvn()}, phone {ng_phone(False)}",
        f"bvn: {bvn()} (na the one on the GTB form, make I no type am wrong again)",
    )

    r.add(
        "nin_on_form",
        f"NIN slip for the cooperative registration: NIN {nin()}",
        f"test NIN for the identity verification sandbox: {nin()}",
        f"NIMC virtual NIN format e.g. {rnd(UPPER + DIGITS, 16)} (16 chars) — we accept both",
        f"Ngozi NIN {nin()}, tracking id {rnd(UPPER + DIGITS, 15)}",
    )

    r.add(
        "order_id",
        f"Jumia order {digits(9, lead=True)} — charger for the Tecno test phone",
        f"Konga order no. {digits(8, lead=True)}, delivery Thursday",
        f"Chowdeck order #{rnd(UPPER + DIGITS, 8)} — food for the team on release night",
        f"AliExpress order {digits(16, lead=True)} (USB-C hub)",
        f"Apple order W{digits(9, lead=True)} for the test iPhone",
    )

    r.add(
        "git_commit_hash",
        f"Release 2.3.1 built from commit {hexs(40)}",
        f"revert {hexs(7)} — that one broke the Paystack webview on Android 9",
        f"git cherry-pick {hexs(40)}",
        f"bug came in around {hexs(12)}..{hexs(12)}, bisect later",
        f"EAS build fingerprint {hexs(40)} (runtime version 2.3.0)",
        f"merge commit {hexs(40)}\nAuthor: Tunde <tunde@ajopay.acme.example>\n    feat: termii otp retry",
    )

    r.add(
        "phone_number",
        f"Kunle (gen man): {ng_phone()}",
        f"Customer care line for AjoPay: {ng_phone()} (WhatsApp only)",
        f"Landlord — Alhaji {pick('Bello', 'Musa', 'Lawal')}: {ng_phone(False)}",
        f"test numbers for Termii sandbox: {ng_phone(False)}, {ng_phone(False)}",
        f"Iya Bisi (she dey sell food for front of office) {ng_phone()}",
    )

    r.add(
        "app_store_connect_key_reference",
        f"ASC API key id {asc_key_id()}, issuer id {uid()} — the .p8 itself dey 1Password, vault 'Mobile'",
        f"Team ID {rnd(UPPER + DIGITS, 10)}, Apple app id {digits(10, lead=True)}",
        "fastlane: api_key_path 'fastlane/asc_key.json' (file is gitignored, CI reads it from secret ASC_KEY_JSON)",
        f"key {asc_key_id()} revoked on 14/02, new one created by Bisi (Admin)",
    )

    r.add(
        "ci_secret_reference",
        "PAYSTACK_SECRET_KEY: ${{ secrets.PAYSTACK_SECRET_KEY }}",
        "env:\n  FLW_SECRET_KEY: ${{ secrets.FLW_SECRET_KEY }}\n  TERMII_API_KEY: ${{ secrets.TERMII_API_KEY }}",
        "const sk = process.env.PAYSTACK_SECRET_KEY; // never hardcode am",
        "eas secret:create --scope project --name SENTRY_AUTH_TOKEN --value <paste from 1Password>",
        "doctl auth init --context ajopay  (token: DO vault item 'doctl-ci', no dey here)",
    )

    r.add(
        "vault_path_reference",
        "prod secrets dey for vault at secret/data/ajopay/prod/payments",
        "Firebase service account: 1Password > Mobile > 'firebase-adminsdk ajopay' (attachment)",
        "keystore + passwords: Google Drive > AjoPay > release > keystore.zip (encrypted, pw for the zip dey with Bisi)",
        "Mongo creds now in DO App Platform env (encrypted), not .env again",
    )

    r.add(
        "password_policy_talk",
        "Rotate Paystack and Flutterwave secret keys every 90 days. Last rotation: 3 March.",
        "GTBank token battery don die — go branch Monday to replace am",
        "Generator room padlock: the combination dey with Mr Kunle, I no write am anywhere",
        "Wi-Fi password change every month; new one go dey the whiteboard for reception",
        "Reminder: change my Apple ID password, e don tey. Use 1Password generator, 24 chars",
        "Ẹ jọ̀ọ́ nobody should send passwords on WhatsApp again, use the shared vault",
    )

    r.add(
        "masked_secret",
        f"Paystack dashboard shows secret key as sk_live_••••••••••••{hexs(4)}",
        f"FLWSECK-****************{hexs(4)}-X (rotated, old one)",
        f"DO token ending ...{hexs(6)} — name 'gh-actions', scope write",
        f"GitHub shows ghp_****{rnd(ALNUM, 4)} last used 3 days ago",
        f"Termii key TL••••••••{rnd(ALNUM, 4)} (dashboard)",
    )

    r.add(
        "masked_card_number",
        f"GTBank Mastercard ending {digits(4)}, expires {card_expiry()}",
        f"Apple dev fee charged to card **** **** **** {digits(4)}",
        f"DO billing: Visa •••• {digits(4)}, next invoice 1st",
        f"refund to card 539983******{digits(4)} processed",
    )

    r.add(
        "apk_signing_fingerprint",
        f"Upload key SHA-1 (for Firebase/Google sign-in): {':'.join(secrets.token_hex(1).upper() for _ in range(20))}",
        f"App signing key SHA-256: {':'.join(secrets.token_hex(1).upper() for _ in range(32))}",
        f"debug keystore SHA1 {':'.join(secrets.token_hex(1).upper() for _ in range(20))} (for local google login)",
        f"assetlinks.json sha256_cert_fingerprints: [\"{':'.join(secrets.token_hex(1).upper() for _ in range(32))}\"]",
    )

    r.add(
        "container_and_pod_name",
        f"crashing pod: {pod_name('paystack-webhook')}",
        f"kubectl logs {pod_name('ajopay-api')} -n prod --tail 200",
        f"docker container {hexs(12)} (ajopay-worker) restarted 4 times",
        f"image ajopay/api@sha256:{hexs(64)}",
    )

    r.add(
        "droplet_and_server_ids",
        f"droplet ajopay-api-01 id {digits(9, lead=True)}, ip 203.0.113.{secrets.randbelow(250) + 2}",
        f"DO volume id {uid()} attached to db droplet",
        f"Load balancer id {uid()}, region lon1",
        f"firewall {uid()} allows 22 only from office IP 198.51.100.{secrets.randbelow(250) + 2}",
    )

    r.add(
        "mongodb_object_id",
        f"user doc _id ObjectId(\"{hexs(24)}\") — Mrs Adeyemi account",
        f"db.transactions.find({{ _id: ObjectId('{hexs(24)}') }})",
        f"wallet {hexs(24)} balance mismatch, check ledger",
        f"Atlas cluster id {hexs(24)}, project id {hexs(24)}",
        f"savings plan {hexs(24)} stuck on 'pending'",
    )

    r.add(
        "dashboard_ids_and_urls",
        f"https://expo.acme.example/accounts/ajopay/projects/mobile/builds/{uid()}",
        f"Sentry issue https://sentry.acme.example/organizations/ajopay/issues/{digits(10, lead=True)}/?project={digits(7, lead=True)}",
        f"Firebase Crashlytics issue {hexs(32)}",
        f"Codemagic build https://ci.acme.example/app/{hexs(24)}/build/{hexs(24)}",
        f"EAS update group {uid()} on channel production",
    )

    r.add(
        "ssh_public_key",
        f"my laptop public key (add to droplet authorized_keys): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tunde@macbook",
        f"Bisi's pubkey: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} bisi@thinkpad",
        f"CI deploy public key: ssh-rsa {ssh_pub('ssh-rsa', 270)} gh-actions@ajopay",
        f"DO ssh key fingerprint {':'.join(secrets.token_hex(1) for _ in range(16))}",
    )

    r.add(
        "bank_account_number",
        f"Pay rent into GTBank {nuban()} (Acme Properties Ltd)",
        f"AjoPay settlement account: GTBank {nuban()}, Zenith {digits(10, lead=True)}",
        f"my account number for the freelance gig — GTB {nuban()}, name Tunde A.",
        f"Paystack subaccount ACCT_{rnd(LOWER + DIGITS, 15)} settles to {nuban()}",
    )

    r.add(
        "bank_transfer_session_id",
        f"NIP session id 000013{digits(24)} — transfer to vendor not reflecting",
        f"GTB transfer receipt: session {digits(30)}, narration 'gen diesel march'",
        f"USSD transfer ref {digits(12, lead=True)} from *737#",
        f"reversal ticket {rnd(UPPER + DIGITS, 10)} opened with GTBank customer care",
    )

    r.add(
        "wifi_network_settings",
        f"Office router: SSID AjoPay_Office, WPA2-PSK, channel {pick(1, 6, 11)}, MAC {mac(upper=True)}",
        "Wi-Fi password dey the back of the router, no dey here",
        f"MiFi IMEI {digits(15, lead=True)}, MTN SIM {ng_phone(False)}",
        f"guest network isolated on VLAN 20; DHCP 10.0.20.{secrets.randbelow(50) + 100}-200",
    )

    r.add(
        "termii_message_ids",
        f"Termii message_id {digits(22, lead=True)} — delivered after 40s",
        f"Termii OTP pinId {uid()} status 'Verified'",
        "Termii sender ID 'AjoPay' approved for DND route",
        f"SMS units balance 12,430 — topped up with invoice INV-{digits(6)}",
    )

    r.add(
        "tracking_number",
        f"GIG Logistics waybill {digits(10, lead=True)} — test devices from Ikeja",
        f"DHL tracking {digits(10, lead=True)} for the MacBook charger",
        f"Kwik delivery id KWK-{rnd(UPPER + DIGITS, 8)}",
        f"customs ref NG{digits(9)}{rnd(UPPER, 2)}",
    )

    r.add(
        "package_integrity_hash",
        f"\"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
        f"yarn.lock checksum {hexs(64)}",
        f"Podfile.lock checksum {hexs(40)}",
        f"gradle wrapper distributionSha256Sum={hexs(64)}",
    )

    r.add(
        "security_settings_numbers",
        "OTP length 6, expires 300 seconds, max 3 retries per 10 minutes",
        "transaction PIN: 4 digits, lock after 5 wrong tries, reset via BVN + selfie",
        "keystore validity 10000 days, RSA 2048, alias upload",
        "bcrypt cost 12 for user passwords; JWT access token ttl 15m, refresh 30d",
        "Paystack webhook: verify x-paystack-signature with HMAC SHA512 of body",
    )

    r.add(
        "app_version_and_build",
        f"TestFlight build 2.3.1 ({secrets.randbelow(200) + 50}) sent to QA group 'Lagos testers'",
        f"Play Console release 2.3.1 (versionCode {secrets.randbelow(60) + 40}), rollout 20%",
        f"runtimeVersion 2.3.0, EAS update id {uid()}",
        f"CFBundleVersion {secrets.randbelow(300) + 100}, min iOS 13.4, min Android SDK 23",
        "hotfix 2.3.2: Paystack webview crash on Android 9 + Termii OTP retry",
    )

    r.add(
        "public_identifiers_config",
        f"ONESIGNAL_APP_ID={uid()}",
        f"Sentry DSN (public client key) https://{hexs(32)}@sentry.acme.example/{digits(7, lead=True)}",
        f"Google OAuth client id {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.example",
        f"Mono public key test_pk_{rnd(LOWER + DIGITS, 20)}",
        "Cloudinary cloud name ajopay-acme, upload preset unsigned_avatars",
    )

    return r


def main() -> None:
    write_corpora("make_heldout288.py", [
        ("heldout288_credentials.yaml", credentials(), "Held-out batch 288: credentials a Lagos mobile app developer (Nigerian English, Pidgin, Yoruba) would ask to keep: payment gateway secret keys, Firebase and App Store keys, DB strings, bank PINs, padlock and Wi-Fi"),
        ("heldout288_lookalikes.yaml", lookalikes(), "Held-out batch 288: the same developer's look-alikes: Paystack/Flutterwave public keys, Firebase web config, bundle ids, transaction refs, BVN/NIN on forms, order ids, commit hashes, phone numbers"),
    ])


if __name__ == "__main__":
    main()
