# ruff: noqa: E501
"""Writes heldout130_credentials.yaml and heldout130_lookalikes.yaml: held-out batch 130.

Persona: a freelance mobile-app developer (iOS + Android, Flutter and native) working from
Kraków, Poland, as a one-person business (JDG). Writes to the assistant in a mix of Polish and
English, often without Polish diacritics, pasting snippets from Xcode, Gradle, fastlane and CI.
Holds the App Store Connect and APNs .p8 keys, Android upload keystore passwords, Google Play
and Firebase service-account keys, Stripe / RevenueCat secrets, CI tokens (Bitrise, Codemagic),
and the everyday stuff: ING online banking, BLIK, coworking door codes.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    openssh_private,
    phrase,
    pick,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

UHEX = "0123456789ABCDEF"

BIP39 = ["abandon", "ability", "able", "about", "above", "absent", "absorb", "abstract", "absurd", "abuse", "access", "accident", "account", "accuse", "achieve", "acid", "acoustic", "acquire", "across", "act", "action", "actor", "actress", "actual", "adapt", "add", "addict", "address", "adjust", "admit", "adult", "advance", "advice", "aerobic", "affair", "afford", "afraid", "again", "age", "agent", "agree", "ahead", "aim", "air", "airport", "aisle", "alarm", "album", "alcohol", "alert", "alien", "all", "alley", "allow", "almost", "alone", "alpha", "already", "also", "alter", "always", "amateur", "amazing", "among", "amount", "amused", "analyst", "anchor", "ancient", "anger", "angle", "angry", "animal", "ankle", "announce", "annual", "another", "answer", "antenna", "antique", "anxiety", "any", "apart", "apology", "appear", "apple", "approve", "april", "arch", "arctic", "area", "arena", "argue", "arm", "armed", "armor", "army", "around", "arrange", "arrest", "arrive", "arrow", "art"]

PL_WORDS = ["smok", "wawel", "pierogi", "kopiec", "rynek", "wisla", "sukiennice", "obwarzanek", "kazimierz", "planty", "krowodrza", "nowahuta", "zakrzowek", "tyniec", "bagel", "kawa", "rower", "tramwaj", "sernik", "zapiekanka"]


# --- format helpers -----------------------------------------------------------------------

def p8() -> str:
    """An Apple .p8 key (App Store Connect API / APNs / Sign in with Apple): PKCS#8 EC P-256."""
    der = (bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
           + secrets.token_bytes(32)
           + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
           + b"\x04" + secrets.token_bytes(64))
    body = b64(der)
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----"


def rsa_pkcs8_pem(nlines: int = 14) -> str:
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + secrets.token_bytes(nlines * 48)
    body = b64(der)
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----\n"


def cert_pem() -> str:
    der = bytes.fromhex("308202e7308201cfa0030201020204") + secrets.token_bytes(300)
    body = b64(der)
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN CERTIFICATE-----\n{lines}\n-----END CERTIFICATE-----"


def service_account(project: str, email_local: str) -> str:
    data = {
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": rsa_pkcs8_pem(),
        "client_email": f"{email_local}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    return json.dumps(data, indent=2)


def pl_pw() -> str:
    """A password this person would pick, or one their manager generated."""
    return pick(
        f"{pick(*PL_WORDS).capitalize()}{digits(pick(2, 4))}{pick('!', '#', '$', '%', '&', '*')}{pick(*PL_WORDS)}",
        rnd(ALNUM + "!#$%&*-_", 18),
        rnd(ALNUM, 22),
        f"{pick(*PL_WORDS)}.{pick(*PL_WORDS).upper()}.{digits(3)}",
    )


def stripe_key(prefix: str) -> str:
    return f"{prefix}_51{rnd(ALNUM, 22)}{rnd(ALNUM, 77)}"


def fcm_token() -> str:
    return f"{rnd(URLSAFE, 22)}:APA91b{rnd(URLSAFE, 134)}"


def fcm_legacy_key() -> str:
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def apple_id10() -> str:
    return rnd(UPPER + DIGITS, 10)


def fingerprint(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def nip() -> str:
    weights = (6, 5, 7, 2, 3, 4, 5, 6, 7)
    while True:
        body = str(secrets.randbelow(9) + 1) + digits(8)
        check = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
        if check != 10:
            return body + str(check)


def regon() -> str:
    weights = (8, 9, 2, 3, 4, 5, 6, 7)
    body = str(secrets.randbelow(9) + 1) + digits(7)
    check = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
    return body + str(0 if check == 10 else check)


def pl_iban(spaced: bool = True) -> str:
    return iban("PL", pick("10501445", "10501012", "10201026", "11402004") + digits(16), spaced)


def blik() -> str:
    return digits(6, lead=True)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def google_client_id() -> str:
    return f"{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com"


def firebase_app_id(platform: str) -> str:
    return f"1:{digits(12, lead=True)}:{platform}:{hexs(pick(16, 22))}"


def esc(text: str) -> str:
    """A multi-line PEM as one line with literal \\n, as it sits in a .env file."""
    return text.replace("\n", "\\n")


def month() -> str:
    return f"{secrets.randbelow(12) + 1:02d}"


def day() -> str:
    return f"{secrets.randbelow(28) + 1:02d}"


# --- credentials --------------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()

    kid, team = apple_id10(), apple_id10()
    r.add(
        "asc_api_private_key",
        f"Klucz API do App Store Connect dla fastlane (Key ID {kid}, issuer {uid()}). Plik AuthKey_{kid}.p8, zapisz mi treść bo Apple nie pozwala pobrać drugi raz:\n{p8()}",
        f"remember this - ASC API key for the Codemagic integration, role App Manager\n{p8()}",
        f"app_store_connect_api_key.json dla fastlane:\n{json.dumps({'key_id': apple_id10(), 'issuer_id': uid(), 'key': p8(), 'in_house': False}, indent=2)}",
    )

    kid2 = apple_id10()
    r.add(
        "apns_auth_key",
        f"APNs auth key (token-based, sandbox + production), Key ID {kid2}, Team {team}:\n{p8()}",
        f"klucz do pushy dla klienta (apka Pieczywo Dowóz) – wrzucony do Firebase Cloud Messaging, ale trzymaj kopię\n\n{p8()}",
        f"APNS_KEY_ID={kid2}\nAPNS_TEAM_ID={team}\nAPNS_PRIVATE_KEY=\"{esc(p8())}\"",
    )

    ks1, ks2 = pl_pw(), pl_pw()
    r.add(
        "android_keystore_password",
        f"upload-keystore.jks do apki Rowerownia – hasło do keystore: {ks1}",
        f"keytool -list -v -keystore ~/keys/klient_zabka_upload.jks -storepass '{pl_pw()}'",
        f"Zapamietaj: keystore dla Flutter projektu 'kawiarnia_app' ma haslo {pl_pw()} (store i key takie same, alias upload)",
    )
    r.add(
        "android_key_password",
        f"android/key.properties (NIE commitować):\nstorePassword={ks2}\nkeyPassword={pl_pw()}\nkeyAlias=upload\nstoreFile=/Users/kuba/keys/upload-keystore.jks",
        f"alias 'release' w starym keystore z 2019 ma inne hasło niż sam keystore!! key pass: {pl_pw()}",
        f"signingConfigs {{\n    release {{\n        storeFile file('../keys/release.jks')\n        storePassword '{pl_pw()}'\n        keyAlias 'release'\n        keyPassword '{pl_pw()}'\n    }}\n}}",
    )

    r.add(
        "play_service_account_json",
        f"Service account do publikacji w Google Play (fastlane supply). Zapisz cały JSON:\n{service_account('api-' + digits(16, lead=True), 'play-publisher')}",
        f"play console json key for Bitrise google-play-deploy step, klient Zabka-like:\n{service_account('pc-api-' + digits(19, lead=True) + '-' + digits(3), 'bitrise-deploy')}",
        f"GOOGLE_PLAY_JSON_KEY w Codemagic (base64 pliku):\n{b64(service_account('api-' + digits(16, lead=True), 'codemagic-publisher').encode())}",
    )

    r.add(
        "firebase_admin_private_key",
        f"Firebase Admin SDK key, projekt kawiarnia-prod:\n{service_account('kawiarnia-prod', 'firebase-adminsdk-' + rnd(LOWER + DIGITS, 5))}",
        f"FIREBASE_PRIVATE_KEY dla Cloud Functions lokalnie (.env.local):\nFIREBASE_CLIENT_EMAIL=firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@rowerownia-{rnd(LOWER + DIGITS, 5)}.iam.gserviceaccount.com\nFIREBASE_PRIVATE_KEY=\"{esc(rsa_pkcs8_pem(6))}\"",
        f"to jest private key z pliku serviceAccountKey.json (admin sdk) – nowy po rotacji w marcu:\n{rsa_pkcs8_pem(8)}",
    )

    r.add(
        "stripe_secret_key",
        f"Stripe secret key (live) dla backendu rezerwacji: {stripe_key('sk_live')}",
        f"sk test do lokalnych testów: {stripe_key('sk_test')}",
        f"curl https://api.stripe.com/v1/customers -u {stripe_key('sk_live')}: -d email=test@acme.example",
        f"klient wysłał mi na Slacku: \"hej, tu masz klucz do Stripe'a, wrzuć do Heroku\" -> {stripe_key('sk_live')}",
    )
    r.add(
        "stripe_restricted_key",
        f"restricted key tylko do odczytu charges (dla dashboardu w Retool): {stripe_key('rk_live')}",
        f"STRIPE_RK={stripe_key('rk_test')}  # restricted, write na PaymentIntents",
    )
    r.add(
        "stripe_webhook_secret",
        f"Signing secret dla endpointu /webhooks/stripe na api.rezerwacje.acme.example: whsec_{rnd(ALNUM, 32)}",
        f"stripe listen --forward-to localhost:8080/hooks daje lokalnie: Your webhook signing secret is whsec_{rnd(ALNUM, 32)}  (zapamiętaj, zmienia się rzadko)",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"Connect webhook (drugi endpoint, konta podłączone) ma osobny sekret:\nwhsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "revenuecat_secret_key",
        f"RevenueCat secret API key (v1, do webhooków i REST): sk_{rnd(ALNUM, 32)}",
        f"REVENUECAT_SECRET=sk_{rnd(ALNUM, 32)} — tylko backend, nigdy w apce!!",
        f"curl -H 'Authorization: Bearer sk_{rnd(ALNUM, 32)}' https://api.revenuecat.com/v1/subscribers/user_{digits(6)}",
    )
    r.add(
        "apple_app_specific_password",
        f"app-specific password dla altool / notarytool (label: 'fastlane-ci'): {app_password().replace(' ', '-')}",
        f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={app_password().replace(' ', '-')}",
        f"hasło aplikacji do Transportera: {app_password().replace(' ', '-')} (Apple ID kuba.dev@acme.example)",
        f"xcrun notarytool store-credentials \"AC_NOTARY\" --apple-id kuba.dev@acme.example --team-id {team} --password {app_password().replace(' ', '-')}",
    )
    r.add(
        "bitrise_api_token",
        f"Bitrise personal access token (expires never, ugh): {rnd(URLSAFE, 86)}",
        f"curl -H \"Authorization: {rnd(URLSAFE, 86)}\" https://api.bitrise.io/v0.1/apps",
        f"token do Bitrise dla skryptu trigger_build.sh\n{rnd(URLSAFE, 86)}",
    )
    r.add(
        "codemagic_api_token",
        f"Codemagic API token (Teams > Personal account > Integrations): {rnd(URLSAFE, 43)}",
        f"x-auth-token: {rnd(URLSAFE, 43)}\n^ do curl na api.codemagic.io/builds",
        f"CM_API_TOKEN={rnd(URLSAFE, 43)} w .zshrc",
    )
    r.add(
        "ing_banking_password",
        f"ING Moje ING – login {digits(8, lead=True)}, hasło {pl_pw()}",
        f"haslo do banku (ING firmowe): {pl_pw()}\nmaskowane, pyta o pojedyncze znaki",
        f"Zmieniłem hasło w Moje ING, nowe to {pl_pw()} – stare wyrzuć",
        f"ING Business:\n  identyfikator: {digits(8, lead=True)}\n  haslo: {pl_pw()}\n  (autoryzacja w apce mobilnej)",
    )
    r.add(
        "blik_code",
        f"kod BLIK {blik()} – wpisz na stronie Apple Developer za membership, ważny 2 min",
        f"BLIK dla Ani za pizzę: {groups(blik(), 3)}",
        f"szybko, BLIK: {blik()} (zakup licencji Figma, 129 zł)",
        f"[12:41] Ania: dawaj blika\n[12:41] ja: {blik()}\n[12:42] Ania: poszło, dzięki",
    )
    r.add(
        "apple_id_password",
        f"Apple ID konto developerskie (kuba.dev@acme.example) hasło: {pl_pw()}",
        f"apple id klienta, które mam do App Store Connect (rola Admin): pieczywo.it@acme.example / {pl_pw()}",
        f"FASTLANE_USER=kuba.dev@acme.example\nFASTLANE_PASSWORD={pl_pw()}",
    )
    r.add(
        "apple_recovery_key",
        f"Recovery Key do Apple ID (włączony zamiast recovery contact): {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
        f"apple recovery key — wydrukowany, ale zapisz też tu:\n{'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
    )
    r.add(
        "google_backup_codes",
        "Kody zapasowe Google (konto Play Console):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(10)),
        "backup codes google workspace kuba@acme.example: " + ", ".join(digits(8) for _ in range(6)) + " (dwa pierwsze zużyte)",
    )
    r.add(
        "totp_seed",
        f"sekret TOTP do konta Stripe (na wypadek utraty telefonu): {groups(totp_seed().lower(), 4)}",
        f"otpauth://totp/GitHub:kuba-dev?secret={totp_seed()}&issuer=GitHub",
        f"2FA seed Bitrise: {totp_seed()}",
        f"seed totp do konta Cloudflare, gdyby Authy padło:\n{groups(totp_seed(), 4)}",
    )
    r.add(
        "github_pat",
        f"GitHub PAT (classic, repo + workflow) do match repo certyfikatów: ghp_{rnd(ALNUM, 36)}",
        f"fine-grained token, tylko repo klienta: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://kuba-dev:ghp_{rnd(ALNUM, 36)}@github.com/acme-mobile/certificates.git",
    )
    r.add(
        "fastlane_match_password",
        f"MATCH_PASSWORD (passphrase do zaszyfrowanego repo z certami): {pl_pw()}",
        f"fastlane match: passphrase = {phrase(PL_WORDS, 4, '-')}{digits(2)}",
        f"MATCH_GIT_BASIC_AUTHORIZATION={b64(('kuba-dev:ghp_' + rnd(ALNUM, 36)).encode())}",
    )
    r.add(
        "fcm_legacy_server_key",
        f"stary FCM server key (legacy HTTP API, jeszcze używany przez backend PHP klienta): {fcm_legacy_key()}",
        f"Authorization: key={fcm_legacy_key()}\nPOST https://fcm.googleapis.com/fcm/send",
    )
    r.add(
        "mixpanel_api_secret",
        f"Mixpanel API secret (do exportu eventów, NIE token projektu): {hexs(32)}",
        f"mixpanel service account: kuba-export.{digits(6)}.mp-service-account / secret {rnd(ALNUM, 32)}",
    )
    r.add(
        "amplitude_secret_key",
        f"Amplitude secret key do Export API: {hexs(32)} (api key jest w apce, secret tylko u mnie)",
        f"curl -u {hexs(32)}:{hexs(32)} 'https://amplitude.com/api/2/export?start=20250301T00&end=20250302T00'\n(api_key:secret_key)",
    )
    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)} do uploadu dSYM-ów",
        f"sentry-cli token (org acme-mobile, scope project:releases): sntryu_{hexs(64)}",
    )
    r.add(
        "expo_access_token",
        f"EXPO_TOKEN dla EAS build w GitHub Actions: {rnd(URLSAFE, 40)}",
        f"expo robot token 'ci-robot': {rnd(URLSAFE, 40)}",
    )
    r.add(
        "npm_token",
        f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"npm token do prywatnego pakietu @acme/ui-kit: npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "firebase_ci_token",
        f"firebase login:ci wygenerowało: 1//0{pick('c', 'g', 'e')}{rnd(URLSAFE, 99)}",
        f"FIREBASE_TOKEN=1//09{rnd(URLSAFE, 99)}  (deprecated, ale na starym pipeline jeszcze działa)",
    )
    r.add(
        "google_oauth_client_secret",
        f"Google Sign-In web client (do backendu): client_id {google_client_id()}, client_secret GOCSPX-{rnd(URLSAFE, 28)}",
        f"GOOGLE_CLIENT_SECRET=GOCSPX-{rnd(URLSAFE, 28)}",
    )
    r.add(
        "db_connection_string",
        f"DATABASE_URL=postgres://rezerwacje:{rnd(ALNUM, 24)}@db.rezerwacje.acme.internal:5432/rezerwacje_prod",
        f"staging baza klienta: mysql://app_user:{pl_pw()}@10.0.4.12:3306/pieczywo_stg",
        f"mongo dla side projectu: mongodb+srv://kuba:{rnd(ALNUM, 16)}@cluster0.{rnd(LOWER + DIGITS, 5)}.mongo.acme.example/?retryWrites=true",
    )
    r.add(
        "ssh_private_key",
        f"klucz do VPS-a (api.kuba.acme.example), id_ed25519:\n{openssh_private()}",
        f"deploy key (read-only) dla Codemagic do repo z certyfikatami:\n{openssh_private()}",
    )
    r.add(
        "vps_root_password",
        f"VPS w OVH-like (vps-{hexs(8)}.acme.internal) root: {pl_pw()}",
        f"hasło roota na serwerze stagingowym 10.0.4.5 -> {pl_pw()} (wyłączyć logowanie hasłem!)",
    )
    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.3/24\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.kuba.acme.example:51820",
        f"wg klucz prywatny laptopa (MacBook): {wg_key()}",
    )
    r.add(
        "aws_access_keys",
        f"AWS user s3-backup (bucket z buildami .ipa/.aab):\naws_access_key_id = AKIA{rnd(UPPER + DIGITS, 16)}\naws_secret_access_key = {rnd(B64, 40)}",
        f"export AWS_ACCESS_KEY_ID=AKIA{rnd(UPPER + DIGITS, 16)} AWS_SECRET_ACCESS_KEY={rnd(B64, 40)}",
    )
    r.add(
        "cloudflare_api_token",
        f"Cloudflare API token (Zone.DNS edit, strona portfolio): {rnd(URLSAFE, 40)}",
        f"CF_API_TOKEN={rnd(URLSAFE, 40)}",
    )
    r.add(
        "slack_bot_token",
        f"slack bot do powiadomień z CI (workspace klienta): xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
        f"SLACK_BOT_TOKEN=xoxb-{digits(11, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
    )
    r.add(
        "telegram_bot_token",
        f"bot telegramowy 'buildy_bot' który pinguje jak build padnie: {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"TG token: {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)} chat id -100{digits(10, lead=True)}",
    )
    r.add(
        "openai_api_key",
        f"klucz OpenAI do funkcji 'opisz zdjęcie' w apce klienta (tylko przez proxy!): sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
        f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
    )
    r.add(
        "sendgrid_api_key",
        f"SendGrid (maile z resetem hasła w apce rezerwacji): SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}",
        f"smtp relay: user 'apikey', pass SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}",
    )
    r.add(
        "twilio_auth_token",
        f"Twilio SMS (kody weryfikacyjne): Account SID AC{hexs(32)}, Auth Token {hexs(32)}",
        f"TWILIO_AUTH_TOKEN={hexs(32)}",
    )
    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET w backendzie rezerwacji (HS256): {rnd(URLSAFE, 64)}",
        f"secret do podpisywania access tokenów w API kawiarni:\n{b64(secrets.token_bytes(48))}",
    )
    r.add(
        "bearer_access_token",
        f"token testera do API (ważny 30 dni), wklejaj w Postmana: Bearer {jwt({'sub': 'user_' + digits(5), 'role': 'admin', 'iat': 1741000000, 'exp': 1743600000})}",
        f"refresh token z apki na moim telefonie do debugowania: {jwt({'sub': uid(), 'typ': 'refresh', 'exp': 1767225600}, 'HS512')}",
    )
    r.add(
        "client_admin_panel_password",
        f"panel admina Rowerownia (admin.rowerownia.acme.example): admin / {pl_pw()}",
        f"login do CMS klienta (Strapi) -> kuba@acme.example, pass {pl_pw()}",
        f"Pani Ewa z kawiarni podała hasło do ich WordPressa: {pl_pw()} – użytkownik ewa_admin",
    )
    exp = card_expiry()
    r.add(
        "business_card_details",
        f"karta firmowa ING Visa: {groups(luhn('4'), 4)}, ważna {exp}, CVV {digits(3)}",
        f"mastercard debit (do Apple Developer Program / Google Play fee):\n{groups(luhn('5' + pick('1', '2', '3', '4', '5')), 4)}\n{card_expiry()}\nCVC {digits(3)}",
        f"wirtualna karta Revolut do subskrypcji SaaS: {luhn('4')} exp {card_expiry()} cvv {digits(3)}",
    )
    r.add(
        "coworking_door_code",
        f"kod do drzwi coworkingu na Zabłociu: {digits(4, lead=True)}#",
        f"domofon Lubicz coworking — wejście od podwórka, kod {digits(5, lead=True)}, potem klucz w skrzynce",
        f"nowy kod do sali spotkań od poniedziałku: *{digits(4)}",
    )
    r.add(
        "alarm_code",
        f"alarm w biurze (Satel): kod rozbrojenia {digits(4, lead=True)}, mam 30 s",
        f"kod alarmu u rodziców w Wieliczce {digits(4, lead=True)} – jak pojadę podlać kwiaty",
    )
    r.add(
        "wifi_password",
        f"wifi coworking: SSID Zablocie_Guest / {pl_pw()}",
        f"hasło do wifi u klienta w kawiarni (sieć zaplecze, nie ta dla gości): {pl_pw()}",
        f"WIFI:T:WPA;S:Kuba_5G;P:{pl_pw()};;",
        f"haslo do sieci w mieszkaniu (dla gości) -> {phrase(PL_WORDS, 3, '')}{digits(2)}",
    )
    r.add(
        "sim_pin_puk",
        f"karta SIM do testowego Pixela: PIN {digits(4)}, PUK {digits(8)}",
        f"PUK do mojego numeru (Play): {digits(8)}",
        f"esim testowy (Orange Flex) pin {digits(4)}",
    )
    r.add(
        "ing_mobile_pin",
        f"PIN do aplikacji ING na testowym telefonie: {digits(4)} (inny niż na głównym)",
        f"pin do karty firmowej {digits(4)}",
    )
    r.add(
        "crypto_seed_phrase",
        f"seed do portfela Ledger (kupiłem trochę ETH za fakturę):\n{phrase(BIP39, 12)}",
        f"mnemonic testowego walleta do apki web3 klienta (testnet ale i tak):\n{phrase(BIP39, 24)}",
    )
    r.add(
        "session_cookie",
        f"cookie sesji z panelu klienta żeby odpalić scraper: sessionid={rnd(LOWER + DIGITS, 32)}",
        f"Cookie: connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(B64, 43)}",
        f"myacinfo cookie z App Store Connect (do skryptu co pobiera raporty sprzedaży, ważne ~miesiąc):\nmyacinfo={rnd(URLSAFE, 180)}",
    )
    r.add(
        "password_manager_master",
        f"master do Bitwardena (na wypadek gdybym zapomniał po urlopie...): {phrase(PL_WORDS, 5, '-')}-{digits(2)}",
        f"hasło główne 1Password: {phrase(PL_WORDS, 4, ' ')} {digits(4)}",
    )
    r.add(
        "ksef_token",
        f"token autoryzacyjny KSeF (wystawianie faktur z Fakturowni): {rnd(UHEX, 64)}",
        f"KSeF token, uprawnienia: wystawianie + przeglądanie\n{rnd(UHEX, 64)}",
    )
    r.add(
        "invoicing_api_token",
        f"Fakturownia API token: {rnd(ALNUM, 20)}/kubadev",
        f"api_token do programu do faktur (skrypt co miesiąc wystawia FV dla stałych klientów): {rnd(ALNUM, 20)}",
    )
    r.add(
        "appgallery_client_secret",
        f"Huawei AppGallery Connect API client: client_id {digits(18, lead=True)}, client_secret {rnd(UHEX, 64)}",
        f"AGC secret (publikacja wersji na Huawei): {rnd(UHEX, 64)}",
    )
    r.add(
        "gov_portal_password",
        f"profil zaufany / login.gov.pl hasło: {pl_pw()}",
        f"e-Urząd Skarbowy przez bankowość, ale PUE ZUS ma osobne hasło: {pl_pw()}",
    )
    r.add(
        "mac_login_password",
        f"hasło do konta na Mac mini (build maszyna w szafie): {pl_pw()} user: ci",
        f"FileVault/login na MacBooku służbowym {pl_pw()}",
    )
    r.add(
        "keychain_password",
        f"security unlock-keychain -p '{pl_pw()}' ~/Library/Keychains/ci.keychain-db",
        f"KEYCHAIN_PASSWORD={pl_pw()} (tymczasowy keychain w CI dla match)",
    )
    r.add(
        "p12_certificate_password",
        f"eksport certyfikatu Apple Distribution do .p12 – hasło: {pl_pw()}",
        f"CM_CERTIFICATE_PASSWORD={pl_pw()}\nCM_CERTIFICATE=dist_{team}.p12 (base64 w secrets)",
    )
    return r


# --- look-alikes --------------------------------------------------------------------------

def lookalikes() -> Rows:
    r = Rows()
    team, kid = apple_id10(), apple_id10()
    proj_nip, proj_regon = nip(), regon()

    r.add(
        "fcm_registration_token",
        f"FCM token mojego testowego Pixela 7 (do wysyłania testowych pushy z konsoli): {fcm_token()}",
        f"device token z logcata po reinstalacji – stary przestał dostawać pushe:\n{fcm_token()}",
        f"zapisz: registration token iPhona Ani (TestFlight build) {fcm_token()}",
        f"curl -X POST https://fcm.googleapis.com/v1/projects/kawiarnia-prod/messages:send -H \"Authorization: Bearer $(gcloud auth print-access-token)\" -d '{{\"message\":{{\"token\":\"{fcm_token()}\",\"notification\":{{\"title\":\"test\"}}}}}}'",
    )
    r.add(
        "apns_device_token",
        f"APNs device token iPhone 13 (debug build, sandbox): {hexs(64)}",
        f"didRegisterForRemoteNotifications -> {hexs(64)}",
        f"token urządzenia iPada klienta – pushe nie dochodzą, sprawdzić czy prod/sandbox: <{groups(hexs(64), 8)}>",
    )
    r.add(
        "bundle_identifier",
        "bundle id: pl.acme.rowerownia (iOS) / pl.acme.rowerownia.android – NIE zmieniać, już opublikowane",
        "PRODUCT_BUNDLE_IDENTIFIER = pl.kubadev.kawiarnia.dev; widget: pl.kubadev.kawiarnia.dev.widget",
        "applicationId \"pl.acme.pieczywo\" + applicationIdSuffix \".staging\" dla flavora staging",
    )
    r.add(
        "apple_team_id",
        f"Team ID mojego konta dev: {team}, klienta Pieczywo: {apple_id10()}",
        f"DEVELOPMENT_TEAM = {team}",
        f"apple-app-site-association: \"appIDs\": [\"{team}.pl.acme.rowerownia\"]",
    )
    r.add(
        "apns_key_id",
        f"APNs Key ID {kid} (klucz sam w sobie w Bitwardenie, tu tylko ID)",
        f"w Firebase > Cloud Messaging > APNs Authentication Key: Key ID {kid}, Team ID {team}",
        f"Key ID nowego klucza ASC: {apple_id10()}; stary {apple_id10()} do wywalenia",
    )
    r.add(
        "asc_issuer_and_app_ids",
        f"App Store Connect issuer ID: {uid()} (ten sam dla wszystkich kluczy w zespole)",
        f"Apple ID apki Rowerownia w ASC: {digits(10, lead=True)} -> https://apps.apple.com/pl/app/id{digits(10, lead=True)}",
    )
    r.add(
        "sentry_dsn",
        f"Sentry DSN dla Fluttera (jest w apce, to normalne): https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.acme.example/{digits(7, lead=True)}",
        f"SENTRY_DSN=https://{hexs(32)}@sentry.acme.internal/{digits(2, lead=True)}",
        f"SentrySDK.start {{ options in options.dsn = \"https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.acme.example/{digits(7, lead=True)}\" }}",
    )
    r.add(
        "mixpanel_project_token",
        f"Mixpanel project token (publiczny, siedzi w apce): {hexs(32)}",
        f"Mixpanel.initialize(token: \"{hexs(32)}\", trackAutomaticEvents: false)",
    )
    r.add(
        "amplitude_api_key",
        f"Amplitude API key dla SDK (client-side, ok do commita): {hexs(32)}",
        f"amplitude = Amplitude(Configuration(apiKey = \"{hexs(32)}\", context = applicationContext))",
    )
    r.add(
        "posthog_project_key",
        f"posthog public key (phc_) do apki demo: phc_{rnd(ALNUM, 43)}",
        f"POSTHOG_API_KEY=phc_{rnd(ALNUM, 43)}  # project api key, write-only, publiczny",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key do Stripe SDK w apce: {stripe_key('pk_live')}",
        f"StripeAPI.defaultPublishableKey = \"{stripe_key('pk_test')}\"",
        f"pk do PaymentSheet (test mode): {stripe_key('pk_test')} – secret key jest TYLKO na backendzie",
    )
    r.add(
        "revenuecat_public_sdk_key",
        f"RevenueCat public SDK keys: iOS appl_{rnd(ALNUM, 27)}, Android goog_{rnd(ALNUM, 27)}",
        f"Purchases.configure(withAPIKey: \"appl_{rnd(ALNUM, 27)}\")",
        f"PurchasesConfiguration(\"goog_{rnd(ALNUM, 27)}\") w Flutterze – klucz publiczny, może być w repo",
    )
    r.add(
        "signing_cert_sha1",
        f"SHA-1 upload key do Firebase (Google Sign-In): {fingerprint(20)}",
        f"./gradlew signingReport -> Variant: release, SHA1: {fingerprint(20)}",
        f"App signing key certificate (od Google Play) SHA-1 {fingerprint(20)} – dodać w konsoli Google Cloud do OAuth clienta",
    )
    r.add(
        "signing_cert_sha256",
        f"assetlinks.json: \"sha256_cert_fingerprints\": [\"{fingerprint(32)}\"]",
        f"SHA-256 app signing key (Play Console > Integralność aplikacji): {fingerprint(32)}",
    )
    r.add(
        "upload_certificate_pem",
        f"upload_certificate.pem (publiczny cert, wyeksportowany do resetu upload key):\n{cert_pem()}",
        f"certyfikat publiczny z keystore (keytool -export -rfc) – wysłać do supportu Google:\n{cert_pem()}",
    )
    r.add(
        "nip_regon_business",
        f"moje dane do faktur: Jakub Dev Software, NIP {proj_nip}, REGON {proj_regon}, ul. Przykładowa 1, 30-{digits(3)} Kraków",
        f"NIP klienta Rowerownia sp. z o.o.: {nip()[:3]}-{digits(3)}-{digits(2)}-{digits(2)}",
        f"REGON {regon()} – do formularza w Apple (D-U-N-S request)",
        f"VAT-UE: PL{proj_nip} (zarejestrowany do WNT/importu usług, Apple/Google)",
    )
    r.add(
        "invoice_number",
        f"FV/2025/{month()}/{digits(3)} dla Rowerownia – zapłacone",
        f"faktura od Apple Distribution International nr {digits(10, lead=True)}, Google Payments: {digits(10, lead=True)}-{digits(4)}",
        f"przypomnij: FV {digits(2)}/{month()}/2025 dla kawiarni nieopłacona, termin {day()}.{month()}",
    )
    r.add(
        "ksef_invoice_number",
        f"numer KSeF faktury dla Pieczywo: {proj_nip}-2025{month()}{day()}-{rnd(UHEX, 12)}-{rnd(UHEX, 2)}",
        f"KSeF nr ref. sesji: 2025{month()}{day()}-SE-{rnd(UHEX, 10)}-{rnd(UHEX, 10)}-{rnd(UHEX, 2)}",
    )
    r.add(
        "build_and_version",
        f"wersja 2.{secrets.randbelow(10)}.{secrets.randbelow(20)} (build {digits(3, lead=True)}) wysłana do review",
        f"CFBundleVersion {digits(8, lead=True)} / versionCode {digits(8, lead=True)} – Codemagic ustawia z BUILD_NUMBER",
        f"flutter 3.{secrets.randbelow(30)}.{secrets.randbelow(10)}, dart 3.{secrets.randbelow(8)}.{secrets.randbelow(5)}, Xcode 16.{secrets.randbelow(4)} (16{pick('A', 'B', 'C', 'E')}{digits(3, lead=True)}{pick('a', 'b', '')})",
    )
    r.add(
        "revoked_key_note",
        f"Cofnąłem (revoke) klucz APNs {apple_id10()} w developer.apple.com – nowy klucz już w Firebase. Stary .p8 usunięty z dysku.",
        "Stripe: rolled sk_live po tym jak klient wkleił go w maila. Stary klucz wygasa za 12h, nowy jest tylko w Heroku config vars.",
        "wywaliłem service account play-publisher stary (key id kończył się na ...a3f). Nowy JSON wrzucony do Bitrise jako secret PLAY_JSON.",
        "GitHub PAT do certów wygasł 01.03 — wygenerować nowy fine-grained z read-only na repo certificates i zaktualizować MATCH_GIT_BASIC_AUTHORIZATION w CI",
    )
    r.add(
        "env_var_reference",
        "w codemagic.yaml: STRIPE_SECRET_KEY: $STRIPE_SECRET_KEY (grupa zmiennych 'prod_secrets'), nic nie wklejać na sztywno",
        "storePassword=System.getenv(\"KEYSTORE_PASSWORD\")\nkeyPassword=System.getenv(\"KEY_PASSWORD\")\nkeyAlias=upload",
        "fastlane Appfile: apple_id ENV['FASTLANE_USER'], hasło z ENV['FASTLANE_PASSWORD'] – ustawione w Bitrise Secrets (protected)",
    )
    r.add(
        "password_manager_reference",
        "hasło do keystore Rowerowni jest w Bitwardenie w folderze Klienci/Rowerownia, wpis 'upload keystore'",
        "p8 od App Store Connect: 1Password > Vault 'Mobile' > 'ASC API key (CI)', załącznik",
        "gdzie mam PIN do karty firmowej? -> koperta w szufladzie biurka, nie w telefonie",
    )
    r.add(
        "password_policy_note",
        "ING wymaga hasła 8–20 znaków, cyfra + duża litera, bez polskich znaków; zmiana co 90 dni (przypomnij w czerwcu)",
        "Apple app-specific password zawsze ma format xxxx-xxxx-xxxx-xxxx, 16 małych liter. Można mieć max 25 aktywnych.",
        "keystore password min. 6 znaków wg keytool, ale używam 24+ z generatora",
    )
    r.add(
        "blik_without_code",
        "BLIK na Apple Developer nie przechodzi (karta tylko), za to Google Play Console przyjął kartę Revolut bez problemu",
        "limit BLIK w ING ustawiony na 2000 zł/dzień, przelew na telefon do Ani działa pod numerem +48 600 000 000",
        "kody BLIK są ważne 2 minuty, nie ma sensu ich zapisywać – przypomnij mi to jak znowu poproszę",
    )
    r.add(
        "otp_and_2fa_talk",
        "2FA w App Store Connect przeniesione na nowy telefon, zaufany numer +48 512 000 111 dodany",
        "Stripe 2FA: klucz sprzętowy YubiKey 5C (serial 2{digits} na naklejce), TOTP wyłączone".replace("{digits}", digits(7)),
        "Bitrise wymusza 2FA od kwietnia – ustawić w aplikacji Authenticator, kody zapasowe wydrukować",
    )
    r.add(
        "google_oauth_client_id",
        f"iOS client ID (Google Sign-In, publiczny w Info.plist): {google_client_id()}",
        f"CFBundleURLSchemes: com.googleusercontent.apps.{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}",
        f"serverClientId dla Androida (web client id): {google_client_id()}",
    )
    r.add(
        "firebase_client_config",
        f"GoogleService-Info.plist: GOOGLE_APP_ID {firebase_app_id('ios')}, GCM_SENDER_ID {digits(12, lead=True)}, PROJECT_ID kawiarnia-prod",
        f"firebase app id androida: {firebase_app_id('android')} (do firebase appdistribution:distribute --app)",
        f"FirebaseOptions(apiKey: 'AIza{rnd(URLSAFE, 35)}', appId: '{firebase_app_id('web')}', projectId: 'rowerownia-dev') – config klienta webowego, publiczny, ograniczony w GCP do domeny",
    )
    r.add(
        "service_account_reference",
        f"service account do Play: play-publisher@api-{digits(16, lead=True)}.iam.gserviceaccount.com – ma rolę 'Release manager', klucz JSON tylko w Bitrise",
        f"firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@kawiarnia-prod.iam.gserviceaccount.com, private_key_id {hexs(40)} (sam klucz w Secret Manager: projects/kawiarnia-prod/secrets/admin-sdk)",
    )
    r.add(
        "stripe_object_ids",
        f"reklamacja płatności: pi_{rnd(ALNUM, 24)}, klient cus_{rnd(ALNUM, 14)}, charge ch_{rnd(ALNUM, 24)}",
        f"webhook we_{rnd(ALNUM, 24)} dostaje evt_{rnd(ALNUM, 24)} dwa razy – idempotency!",
        f"faktura Stripe in_{rnd(ALNUM, 24)}, subskrypcja sub_{rnd(ALNUM, 24)}, price_{rnd(ALNUM, 24)} (plan Pro miesięczny)",
    )
    r.add(
        "store_transaction_ids",
        f"refund request: Apple order ID M{rnd(UPPER + DIGITS, 9)}, transaction id 2000000{digits(9)}, original {digits(15, lead=True)}",
        f"Google Play order: GPA.33{digits(2)}-{digits(4)}-{digits(4)}-{digits(5)} (subskrypcja roczna, user zgłasza brak premium)",
        f"purchase token z Play Billing do debugowania w RevenueCat: {rnd(LOWER, 24)}.AO-J1O{rnd(URLSAFE, 100)}",
    )
    r.add(
        "revenuecat_ids",
        f"RevenueCat app user id: $RCAnonymousID:{hexs(32)}; entitlement 'premium', offering default",
        f"RC project id proj{hexs(8)}, app id app{hexs(10)}",
    )
    r.add(
        "git_commit_sha",
        f"regresja od commita {hexs(40)} (merge PR #{digits(3, lead=True)}) – przed nim {hexs(7)} działa",
        f"tag v2.3.1 -> {hexs(40)}",
        f"git cherry-pick {hexs(12)} na release/2.4",
    )
    r.add(
        "ci_build_ids",
        f"Bitrise app slug {hexs(16)}, build {uid()} – failed na 'Xcode Archive'",
        f"codemagic build {hexs(24)}, workflow ios-release, artefakt Runner.ipa",
        f"GitHub Actions run {digits(11, lead=True)} – job {digits(11, lead=True)} timeout na emulatorze",
    )
    r.add(
        "artifact_checksum",
        f"sha256 app-release.aab: {hexs(64)}",
        f"shasum -a 256 Runner.ipa\n{hexs(64)}  Runner.ipa",
        f"image ghcr.io/acme-mobile/api@sha256:{hexs(64)}",
    )
    r.add(
        "crashlytics_issue",
        f"Crashlytics issue {hexs(32)} – NPE w PaymentFragment, 312 userów",
        f"dSYM UUID {uid().upper()} brakuje w Crashlytics dla buildu {digits(3, lead=True)}",
    )
    r.add(
        "device_udid",
        f"UDID iPhona testera (do ad-hoc): 00008110-{rnd(UHEX, 16)}",
        f"stary iPad klienta UDID {hexs(40)} – dodać do Devices, potem odświeżyć profil",
        f"Android ID testowego Samsunga {hexs(16)}, serial R5C{rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "provisioning_profile_uuid",
        f"profil 'match AppStore pl.acme.rowerownia' UUID {uid().upper()}, wygasa {day()}.{month()}.2026",
        f"PROVISIONING_PROFILE_SPECIFIER = match AdHoc pl.kubadev.kawiarnia; UUID {uid().upper()}",
    )
    r.add(
        "certificate_serial",
        f"certyfikat Apple Distribution serial {rnd(UHEX, 16)}, ważny do {day()}.{month()}.2026 – max 3 na konto",
        f"Developer ID Application: Jakub Dev ({team}), serial number {fingerprint(8).replace(':', '')}",
    )
    r.add(
        "ssh_public_key",
        f"publiczny klucz do dodania na VPS (authorized_keys): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kuba@macbook",
        f"deploy key (public) dodany do repo certificates: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} codemagic",
    )
    r.add(
        "key_fingerprint",
        f"fingerprint hosta vps: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519)",
        f"GPG key do podpisywania commitów: {groups(rnd(UHEX, 40), 4)}",
    )
    r.add(
        "wireguard_public_key",
        f"peer 'telefon' PublicKey = {wg_key()}, AllowedIPs = 10.8.0.4/32",
        f"klucz publiczny serwera wg (do konfiguracji klienta): {wg_key()}",
    )
    r.add(
        "business_iban",
        f"numer konta na fakturach (ING, PLN): {pl_iban()}",
        f"konto walutowe EUR dla Apple/Google wypłat: {pl_iban(False)}, BIC INGBPLPW",
        f"klient pyta o numer konta – {pl_iban()} (Jakub Dev Software)",
    )
    r.add(
        "payout_and_tax_ids",
        f"Apple Paid Apps agreement: vendor number {digits(8, lead=True)}, bank account ending ...{digits(4)}",
        f"Google payments profile ID {digits(4)}-{digits(4)}-{digits(4)}, merchant ID {digits(20, lead=True)}",
        f"D-U-N-S number firmy: {digits(9, lead=True)} (potrzebny do konta organizacji w Apple)",
    )
    r.add(
        "tracking_number",
        f"paczka InPost z testowym Pixelem: {digits(24, lead=True)}, paczkomat KRA{digits(2)}{pick('M', 'A', 'N')}",
        f"DPD do klienta (zwrot iPada) nr listu {digits(14, lead=True)}",
    )
    r.add(
        "order_numbers",
        f"zamówienie Apple Store (MacBook Pro M3) nr W{digits(10, lead=True)}",
        f"x-kom zamówienie {digits(9, lead=True)}, gwarancja do 2027",
        f"allegro: zakup {uid()}, huby USB-C",
    )
    r.add(
        "ticket_and_issue_refs",
        f"App Review rejection, submission ID {uid()}, guideline 4.8 – dodać Sign in with Apple",
        f"Google Play policy ticket {digits(10, lead=True)}, case [{digits(1)}-{digits(13, lead=True)}]",
        f"Jira klienta: ROW-{digits(3, lead=True)}, ROW-{digits(3, lead=True)} do sprintu; Linear KAW-{digits(2, lead=True)}",
    )
    r.add(
        "test_card_numbers",
        "Stripe test cards: 4242 4242 4242 4242 (sukces), 4000 0025 0000 3155 (3DS wymagane), 4000 0000 0000 9995 (insufficient funds); dowolne CVC i data w przyszłości",
        "do testów Google Pay w trybie TEST używa się kart z 'Google Pay test card suite' – nie podpinać prawdziwej karty",
    )
    r.add(
        "promo_and_discount_codes",
        f"kod zniżkowy na Mobilization Kraków: KRAKDEV{digits(2)} (publiczny, z newslettera)",
        "kupon Black Friday na RevenueCat Pro? nie, to był kod na Raycast: RAYCAST-BF-2024 – wrzucony na Twittera",
        f"kod produktu na fakturze: SKU MBP-M3-14-{digits(3)}, EAN w załączniku",
    )
    r.add(
        "ip_and_hostnames",
        f"backend rezerwacji: api.rezerwacje.acme.example -> 203.0.113.{secrets.randbelow(250) + 1}, staging 10.0.4.{secrets.randbelow(250) + 1}",
        "Mac mini CI w szafie: macmini-ci.kuba.internal (192.168.1.40), VNC na 5900 tylko z VPN",
        f"vps-{hexs(8)}.acme.internal, ssh na porcie 2222, user deploy",
    )
    r.add(
        "contact_phone_numbers",
        f"Pani Ewa (kawiarnia): +48 {digits(3, lead=True)} {digits(3)} {digits(3)}, dzwonić po 14",
        f"księgowa: tel. 12 {digits(3, lead=True)} {digits(2)} {digits(2)}, mail biuro@ksiegowosc.acme.example",
    )
    r.add(
        "postal_addresses",
        f"adres do korespondencji: ul. Zabłocie {secrets.randbelow(40) + 1}/{secrets.randbelow(60) + 1}, 30-{digits(3)} Kraków",
        f"kod pocztowy rodziców 32-020 Wieliczka, paczkomat WIE{digits(2)}M",
    )
    r.add(
        "license_plate_and_parking",
        f"auto: KR {digits(1, lead=True)}{rnd(UPPER, 1)}{digits(3)}, parking na Zabłociu opłacony do {day()}.{month()}",
        f"abonament Strefa Płatnego Parkowania, nr {digits(7, lead=True)}, rejestracja KR{digits(4, lead=True)}{rnd(UPPER, 2)}",
    )
    r.add(
        "uuid_identifiers",
        f"Expo project id: {uid()}",
        f"OneSignal app id (publiczny, w apce): {uid()}",
        f"App Group: group.pl.acme.rowerownia, CloudKit container iCloud.pl.acme.rowerownia, record zone {uid()}",
    )
    r.add(
        "gcp_project_ids",
        f"GCP projekt kawiarnia-prod, numer projektu {digits(12, lead=True)}, region europe-central2",
        f"Play Console developer account ID: {digits(19, lead=True)}",
        f"Firebase Hosting site: rowerownia-{rnd(LOWER + DIGITS, 5)}.web.app.acme.example",
    )
    r.add(
        "secret_rotation_schedule",
        "przypomnienie: certyfikat APNs (p12) klienta Pieczywo wygasa w listopadzie, przejść na .p8 token-based żeby nie rotować co rok",
        "Stripe webhook secret zmienia się tylko jak usuniesz endpoint – nie trzeba rotować przy deployu",
        "co kwartał: rotacja tokenów CI (Bitrise, Codemagic, GitHub) – ostatnio 12.01, następna w kwietniu",
    )
    r.add(
        "aws_resource_ids",
        f"bucket arn:aws:s3:::acme-mobile-builds, IAM user arn:aws:iam::{digits(12, lead=True)}:user/s3-backup",
        f"CloudFront distribution E{rnd(UPPER + DIGITS, 13)}, cert arn:aws:acm:us-east-1:{digits(12, lead=True)}:certificate/{uid()}",
    )
    r.add(
        "encrypted_or_hashed_values",
        f"w repo certificates wszystko zaszyfrowane przez match (AES-256), np. certs/distribution/{rnd(UPPER + DIGITS, 10)}.cer – bez passphrase nic z tego",
        f"w bazie hasła userów jako argon2: $argon2id$v=19$m=65536,t=3,p=4${b64(secrets.token_bytes(16)).rstrip('=')}${b64(secrets.token_bytes(32)).rstrip('=')} – to tylko przykładowy format do dokumentacji",
    )
    r.add(
        "placeholder_config",
        "key.properties.example:\nstorePassword=<ustaw w CI>\nkeyPassword=<ustaw w CI>\nkeyAlias=upload\nstoreFile=upload-keystore.jks",
        "STRIPE_SECRET_KEY=sk_test_xxx\nSTRIPE_WEBHOOK_SECRET=whsec_...\nREVENUECAT_SECRET=changeme  # .env.example w repo",
    )
    r.add(
        "keystore_metadata",
        f"keystore upload: alias upload, RSA 2048, ważny 25 lat (do 2050), Owner: CN=Jakub Dev, O=Jakub Dev Software, L=Kraków, C=PL, serial {hexs(8)}",
        f"keytool -list wypisał: Certificate fingerprint (SHA-256): {fingerprint(32)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout130.py", [
        ("heldout130_credentials.yaml", credentials(), "batch 130 (freelance mobile-app developer in Kraków, Polish/English), written blind; every value synthetic"),
        ("heldout130_lookalikes.yaml", lookalikes(), "batch 130 look-alikes: device tokens, bundle/team/key IDs, public SDK keys, fingerprints, NIP/REGON, invoices, written blind"),
    ])


if __name__ == "__main__":
    main()
