# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout23_credentials.yaml and heldout23_lookalikes.yaml: held-out batch 23.

The notes of a freelance mobile-app developer in Rotterdam who builds iOS and Android apps
for three small clients (App Store Connect, Google Play Console, Firebase, Stripe,
RevenueCat, Sentry, Bitrise, signing keystores, push certificates, a Hetzner VPS, a Mac mini
build machine), keeps their own books, and runs a household on a houseboat with a partner,
twins, a cargo bike and an allotment. The notes take the forms such notes really take:
pasted e-mails, sticky notes, chat messages, .env lines, YAML, JSON, shell and curl lines,
spreadsheet rows, handover notes and messages to family; about a quarter are in Dutch,
Italian (parents near Bologna) or Polish (the cleaner and the twins' nanny).

The batch was written blind: without reading the detector, its tests, or any earlier
corpus or generator other than the helpers of make_heldout.py. The credentials each hold
at least one usable secret value; the look-alikes hold none, only identifiers, public keys,
redactions, placeholders, references and talk about secrets. Every secret value is drawn at
run time from the `secrets` module; hosts are under `.example`, `.internal`, `.test` or
`acme`, and nothing is real. Run `python tests/data/secrets/make_heldout23.py` to redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    basic,
    card_expiry,
    digits,
    ean13,
    filevault_key,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

NL_WORDS = ["gracht", "molen", "fiets", "tulp", "haring", "dijk", "sluis", "boei", "kade", "polder", "meeuw", "stroop", "klomp", "drop", "regen", "zeil"]
EN_WORDS = ["copper", "lantern", "harbour", "meadow", "pickle", "glacier", "violet", "anchor", "thistle", "marble", "falcon", "biscuit", "orbit", "juniper"]
SEED_WORDS = ["abandon", "kitten", "orbit", "glare", "velvet", "oxygen", "ladder", "rural", "tissue", "badge", "fringe", "canyon", "walnut", "hobby", "shrimp", "denial", "trophy", "uncle", "pulse", "garment", "mimic", "sketch", "frost", "zebra"]


def asp() -> str:
    """An Apple app-specific password: four groups of four lower-case letters."""
    return groups(rnd(LOWER, 16), 4, "-")


def sa_json(project: str, email: str) -> str:
    key = "-----BEGIN PRIVATE KEY-----\n" + pem_body(5) + "\n-----END PRIVATE KEY-----\n"
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": key,
        "client_email": email,
        "client_id": digits(21, True),
        "token_uri": "https://oauth2.googleapis.com/token",
    }, indent=1)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "apple_app_specific_password",
        f"App-specific password for Transporter/altool on the Mac mini: {asp()}",
        f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={asp()}",
        f"app-specifiek wachtwoord voor Thunderbird (iCloud mail), niet het Apple ID wachtwoord zelf: {asp()}",
    )
    r.add(
        "apple_id_password",
        f"Apple ID for the Kanaal Koffie developer account: dev@kanaalkoffie.example / {pw()}",
        f"Apple ID (family organiser)\nuser: giulia@studio-bg.example\npassword:\n{pw()}",
        f"femke's apple id pasword is now {pick('Zeilboot', 'Tulpen', 'Steiger')}{digits(4)}{pick('!', '?', '#')} (she changed it after the phishing mail)",
    )
    r.add(
        "app_store_connect_api_key",
        f"App Store Connect API key for Bitrise (Key ID {rnd(UPPER + DIGITS, 10)}, issuer {uid()}):\n{pem('PRIVATE KEY', 3)}",
        '{"key_id": "' + rnd(UPPER + DIGITS, 10) + '", "issuer_id": "' + uid() + '", "key": "-----BEGIN PRIVATE KEY-----\\n' + pem_body(3).replace("\n", "\\n") + '\\n-----END PRIVATE KEY-----", "in_house": false}',
        f"AuthKey for Sign in with Apple (ParkeerMaatje backend), paste into the server env as APPLE_PRIVATE_KEY:\n{pem('PRIVATE KEY', 3)}",
    )
    r.add(
        "apns_certificate_password",
        f"Push cert for Acme Bloom (production, expires in March): exported as push_prod.p12, export password {pw()}",
        f"openssl pkcs12 -in apns-dev.p12 -out apns-dev.pem -nodes -passin pass:{rnd(ALNUM, 14)}",
        f"p12 wachtwoord pushcertificaat Kanaal Koffie: {rnd(ALNUM, 12)}",
    )
    r.add(
        "android_keystore_password",
        f"keystore.properties for ParkeerMaatje:\nstoreFile=../keys/upload.jks\nstorePassword={pw()}\nkeyAlias=upload\nkeyPassword={pw()}",
        f"keytool -list -v -keystore release.keystore -alias acmebloom -storepass {rnd(ALNUM, 16)}",
        f"upload keystore pw for kanaal koffie = {pw()} (key pw is the same one)",
        f"BITRISEIO_ANDROID_KEYSTORE_PASSWORD  {rnd(ALNUM + '#%', 18)}",
    )
    r.add(
        "google_play_service_account",
        "play-console-upload.json (fastlane supply, Acme Bloom):\n" + sa_json("acme-bloom-play", "fastlane@acme-bloom-play.iam.gserviceaccount.com"),
        f"GOOGLE_PLAY_JSON_KEY_DATA in Bitrise secrets (base64 of the service account file): {b64(sa_json('pc-api-kanaal', 'supply@pc-api-kanaal.iam.gserviceaccount.com').encode())}",
    )
    r.add(
        "firebase_admin_key",
        "serviceAccountKey.json for the Cloud Functions of parkeer-maatje-prod:\n" + sa_json("parkeer-maatje-prod", "firebase-adminsdk-x1@parkeer-maatje-prod.iam.gserviceaccount.com"),
        'FIREBASE_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\\n' + b64(secrets.token_bytes(96)) + '\\n' + b64(secrets.token_bytes(60)) + '\\n-----END PRIVATE KEY-----\\n"\nFIREBASE_CLIENT_EMAIL=firebase-adminsdk@kanaal-koffie.iam.gserviceaccount.com',
    )
    r.add(
        "fcm_server_key",
        f"FCM legacy server key (the old PHP backend still uses it): AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}",
        f"curl -X POST https://fcm.googleapis.com/fcm/send -H 'Authorization: key=AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}' -H 'Content-Type: application/json' -d @push.json",
    )
    r.add(
        "stripe_secret_key",
        f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 97)}",
        f"Kanaal Koffie restricted key (read-only payouts, for my bookkeeping export): rk_live_51{rnd(ALNUM, 97)}",
        f"Stripe geheime sleutel ParkeerMaatje (LIVE, niet in de app stoppen!): sk_live_51{rnd(ALNUM, 97)}",
        f"my own sandbox: sk_test_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "stripe_webhook_secret",
        f"stripe listen --forward-to localhost:8080/hooks/stripe\n> Ready! Your webhook signing secret is whsec_{rnd(ALNUM, 32)} (^C to quit)",
        f"webhook endpoint https://api.acmebloom.example/hooks/stripe -> signing secret whsec_{rnd(ALNUM, 32)}",
        f"STRIPE_WEBHOOK_SECRET: whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "revenuecat_secret_key",
        f"RevenueCat secret API key (v1, server side only) for Acme Bloom: sk_{rnd(ALNUM, 32)}",
        f"curl -H 'Authorization: Bearer sk_{rnd(ALNUM, 32)}' https://api.revenuecat.com/v1/subscribers/$APP_USER_ID",
    )
    r.add(
        "webhook_auth_header",
        f"RevenueCat webhook sends Authorization: {rnd(URLSAFE, 40)} and the function rejects anything else",
        f"REVENUECAT_WEBHOOK_AUTH={rnd(URLSAFE, 40)}",
        f"Bitrise outgoing webhook secret (for the X-Bitrise-Signature check): {hexs(40)}",
    )
    r.add(
        "iap_shared_secret",
        f"App-specific shared secret (In-App Purchase) for Kanaal Koffie, RevenueCat needs it: {hexs(32)}",
        f"IAP shared secret ParkeerMaatje -> {hexs(32)}",
    )
    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN=sntrys_{rnd(URLSAFE, 120)}",
        f"sentry-cli user token for the dSYM upload step: sntryu_{hexs(64)}",
        f"~/.sentryclirc on the Mac mini\n[auth]\ntoken={hexs(64)}\n[defaults]\norg=studio-bg",
    )
    r.add(
        "bitrise_token",
        f"Bitrise personal access token (no expiry, fix that): {rnd(URLSAFE, 86)}",
        f"curl -H 'Authorization: {rnd(URLSAFE, 86)}' https://api.bitrise.io/v0.1/apps",
        f"build trigger token for the ParkeerMaatje app: {rnd(ALNUM, 22)}",
    )
    r.add(
        "github_token",
        f"git remote set-url origin https://giulia:ghp_{rnd(ALNUM, 36)}@github.com/acme-bloom/ios.git",
        f"fine-grained PAT for the match certificates repo (read only): github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"MATCH_GIT_BASIC_AUTHORIZATION={basic('giulia', 'ghp_' + rnd(ALNUM, 36))}",
    )
    r.add(
        "fastlane_match_password",
        f"MATCH_PASSWORD={pw()}",
        f"match wachtwoord (om de certificaten te ontsleutelen): {phrase(NL_WORDS, 4, '-')}",
        f"fastlane match asked for the passphrase for git repo again, its {pw()}",
    )
    r.add(
        "session_cookie",
        f"FASTLANE_SESSION for the CI (valid ~30 days):\n---\n- !ruby/object:HTTP::Cookie\n  name: myacinfo\n  value: DAWTKNV3{hexs(240)}MVRYV2\n  domain: apple.com\n  for_domain: true\n  path: \"/\"",
        f"Cookie header copied from devtools so the Play Console report script works: SID={rnd(URLSAFE, 71)}; __Secure-1PSID={rnd(URLSAFE, 71)}; HSID={rnd(ALNUM, 17)}",
        f"bookkeeping export: moneybird_session={hexs(64)} (expires when I log out)",
    )
    r.add(
        "hetzner_api_token",
        f"HCLOUD_TOKEN={rnd(ALNUM, 64)}",
        f"hcloud context create studio\nToken: {rnd(ALNUM, 64)}",
        f"Hetzner API token (lezen+schrijven) voor terraform: {rnd(ALNUM, 64)}",
    )
    r.add(
        "server_password",
        f"Hetzner rescue system activated, root password {rnd(ALNUM, 12)}",
        f"VPS (cx22, Falkenstein) root pw: {pw()}",
        f"sudo for deploy@vps.studio-bg.example asks for {pw()}",
    )
    r.add(
        "ssh_private_key",
        "deploy key so Bitrise can pull the private pods repo:\n" + openssh_private(),
        "id_ed25519 of the ci user on the Mac mini\n" + openssh_private(),
        "old key for the Hetzner box, still in authorized_keys there:\n" + pem("RSA PRIVATE KEY", 6),
    )
    r.add(
        "db_connection_string",
        f"DATABASE_URL=postgres://parkeer:{rnd(ALNUM, 20)}@10.0.0.3:5432/parkeer_prod",
        f"mongodb+srv://bloom_api:{pw()}@cluster0.acme.test/bloom?retryWrites=true&w=majority",
        f"psql 'host=vps.studio-bg.example dbname=koffie user=koffie_app password={rnd(ALNUM, 18)} sslmode=require'",
    )
    r.add(
        "redis_password",
        f"redis-cli -h 127.0.0.1 -a {rnd(ALNUM, 24)} --no-auth-warning",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@cache.parkeermaatje.internal:6380/0",
    )
    r.add(
        "smtp_password",
        f"SMTP for the order confirmations: smtp.mailer.example:587, user noreply@acmebloom.example, pass {pw()}",
        f"MAIL_HOST=smtp.mailer.example\nMAIL_USERNAME=bonnen@kanaalkoffie.example\nMAIL_PASSWORD={rnd(ALNUM, 16)}",
        f"Postmark server token for the Kanaal Koffie receipts: {uid()}",
    )
    r.add(
        "chat_webhook_url",
        f"Bitrise -> Slack build notifications: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"crash alerts go to our discord: https://discord.com/api/webhooks/{digits(18, True)}/{rnd(URLSAFE, 68)}",
    )
    r.add(
        "oauth_client_secret",
        f"Google OAuth web client for Sign in with Google on the backend: client id {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com, secret GOCSPX-{rnd(URLSAFE, 28)}",
        f"  google:\n    client_id: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com\n    client_secret: GOCSPX-{rnd(URLSAFE, 28)}",
        f"Facebook app secret for the Acme Bloom login: {hexs(32)}",
    )
    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={rnd(URLSAFE, 64)}",
        f"the ParkeerMaatje backend signs access tokens with HS256, key '{b64(secrets.token_bytes(32))}'",
    )
    r.add(
        "bearer_token",
        "admin bearer token for the ParkeerMaatje API (exp 2030, for the support dashboard): " + jwt({"sub": "admin", "role": "superuser", "exp": 1893456000}),
        f"curl -H \"Authorization: Bearer {rnd(ALNUM, 40)}\" https://api.kanaalkoffie.example/v2/orders?since=2024-01-01",
    )
    r.add(
        "openai_api_key",
        f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 156)}",
        f"key for the recipe suggestions (Kanaal Koffie) at OpenAI: sk-proj-{rnd(URLSAFE, 156)}",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/Hetzner:giulia?secret={rnd(BASE32, 32)}&issuer=Hetzner",
        f"2FA secret for the Stripe account, in case the phone dies: {groups(rnd(BASE32, 32), 4)}",
        f"tweestapsverificatie sleutel Moneybird (handmatig invoeren): {rnd(BASE32, 16)}",
    )
    r.add(
        "recovery_codes",
        "GitHub recovery codes (giulia-bg):\n" + recovery_codes(8, "github"),
        f"Apple ID recovery key (the printed copy is in the safe): {groups(rnd(UPPER + DIGITS, 28), 4, '-')}",
        "herstelcodes Google-account Femke: " + recovery_codes(5, "digits"),
        "Bitrise backup codes\n" + recovery_codes(6, "alnum"),
    )
    r.add(
        "filevault_recovery_key",
        f"FileVault recovery key Mac mini: {filevault_key()}",
        f"MacBook filevault -> {filevault_key()}",
    )
    r.add(
        "mac_login_password",
        f"Mac mini (build machine) login: ci / {pw()}; Screen Sharing uses the same",
        f"VNC password for the Mac mini (from the boat over tailscale): {rnd(ALNUM, 8)}",
    )
    r.add(
        "cloudflare_api_token",
        f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}",
        f"cloudflare global api key (legacy, only for the old DNS script): {hexs(37)}",
    )
    r.add(
        "netrc_token",
        f"~/.netrc for CocoaPods trunk\nmachine trunk.cocoapods.org\n  login giulia@studio-bg.example\n  password {hexs(32)}",
        f"machine git.studio-bg.internal login ci password {rnd(ALNUM, 24)}",
    )
    r.add(
        "bookkeeping_api_token",
        f"Moneybird API token (boekhoudscript): {hexs(64)}",
        f"MONEYBIRD_TOKEN={hexs(64)}  # administratie {digits(18, True)}",
    )
    r.add(
        "mollie_api_key",
        f"Mollie live key for the Kanaal Koffie webshop: live_{rnd(ALNUM, 30)}",
        f"MOLLIE_API_KEY=test_{rnd(ALNUM, 30)}",
    )
    r.add(
        "bank_login",
        f"Rabo internetbankieren zakelijk: gebruikersnaam {rnd(LOWER, 6)}{digits(3)}, wachtwoord {pw()}",
        f"ING login (personal): {rnd(LOWER, 8)}{digits(2)} / {pw()}",
        f"bunq app passcode {digits(6)}",
    )
    r.add(
        "digid_password",
        f"DigiD wachtwoord (voor de btw-aangifte): {pw()}",
        f"DigiD: gebruikersnaam giuliab{digits(2)}, ww {rnd(ALNUM + '!#', 12)}",
    )
    r.add(
        "card_with_cvv",
        f"Business Visa for the App Store/Play fees: {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"card\n{luhn('5' + pick('1', '2', '4', '5'))}\n{card_expiry()}\n{digits(3)}",
        f"mamma, ecco i dati della carta per il volo: {groups(luhn('4'), 4)}, scadenza {card_expiry()}, codice di sicurezza {digits(3)}",
        f"creditcard Femke (voor de camping in Zeeland): {groups(luhn('5' + pick('1', '3', '5')), 4)} geldig tot {card_expiry()} cvc {digits(3)}",
    )
    r.add(
        "card_pin",
        f"pincode betaalpas gezamenlijke rekening: {digits(4)}",
        f"PIN del bancomat di papà (lo tiene lui, ma se serve): {digits(5)}",
        f"new debit card arrived, PIN letter says {digits(4)}",
    )
    r.add(
        "sim_pin_puk",
        f"SIM in the Android test phone: PIN {digits(4)}, PUK {digits(8)}",
        f"puk-code simkaart Femke: {digits(8)}",
    )
    r.add(
        "wifi_password",
        f"wifi op de boot: netwerk Woonboot_{digits(2)}, wachtwoord {phrase(NL_WORDS, 3, '')}{digits(2)}",
        f"Mamma, la password del wifi nuovo è {rnd(LOWER + DIGITS, 10)} (tutto minuscolo)",
        f"Agnieszka, hasło do wifi: {rnd(LOWER + DIGITS, 12)}",
        f"WIFI:T:WPA;S:Studio_BG_5G;P:{rnd(ALNUM, 14)};;",
    )
    r.add(
        "alarm_code",
        f"Alarm code for the boat: {digits(4)}, duress code {digits(4)}",
        f"Kasia, kod do alarmu: {digits(4)}, potem przycisk OFF. Jak zacznie piszczeć, masz 30 sekund.",
        f"alarmcode veranderd naar {digits(5)}#",
    )
    r.add(
        "gate_code",
        f"code hek steiger (jachthaven): {digits(4)}#",
        f"codice del cancello dai nonni: {digits(5)}",
        f"the gate at the mooring opens with *{digits(4)} then the bell",
    )
    r.add(
        "key_safe_code",
        f"sleutelkluisje naast de loopplank, code {digits(4)}",
        f"Klucze są w skrytce przy drzwiach, kod {digits(4)}.",
        f"lockbox for the dog sitter: {digits(4)}, reset it after",
    )
    r.add(
        "bike_lock_code",
        f"cargo bike chain lock combo {digits(4)}",
        f"bakfiets: slotcode {digits(5)}",
    )
    r.add(
        "padlock_code",
        f"volkstuin schuurtje, hangslot {digits(4)} (Femke draait hem altijd terug naar 0000)",
        f"water tap box at the allotment (shared with plot 14): code {digits(4)}",
    )
    r.add(
        "safe_code",
        f"home safe combination {digits(2)}-{digits(2)}-{digits(2)}",
        f"la combinazione della cassaforte è {digits(6)}",
    )
    r.add(
        "device_passcode",
        f"passcode of the test iPhone 12 (device shelf): {digits(6)}",
        f"de iPad van de tweeling heeft code {digits(4)}",
        f"Kod do tabletu dzieci: {digits(4)} (tylko po obiedzie!)",
    )
    r.add(
        "security_answer",
        f"Security question for the Hetzner account, 'city where you met your partner' -> {rnd(LOWER, 10)}",
        f"beveiligingsvraag KPN 'naam eerste huisdier', antwoord: {pick('Pluk', 'Snuf', 'Bolletje')}{digits(3)}",
        f"domanda di sicurezza Poste (nome della scuola elementare): {rnd(LOWER, 9)}",
    )
    r.add(
        "seed_phrase",
        "Ledger recovery phrase (24 words):\n" + phrase(SEED_WORDS, 24),
        "herstelzin wallet, 12 woorden: " + phrase(SEED_WORDS, 12),
    )
    r.add(
        "streaming_password",
        f"Papà, per Netflix: email giulia@studio-bg.example, password {pw()}",
        f"Disney+ for the twins' profile: femke@thuis.example / {pw()}",
    )
    r.add(
        "spid_password",
        f"SPID della mamma (PosteID): utente anna.b{digits(2)}@posta.example, password {pw()}, codice PosteID {digits(6)}",
        f"credenziali SPID papà -> nome utente: {rnd(LOWER, 7)}.{digits(2)}, password: {pw()}",
    )
    r.add(
        "school_portal_password",
        f"Parro (school-app tweeling): femke@thuis.example, wachtwoord {pw()}",
        f"school lunch/overblijf portal, login giulia@studio-bg.example pw {rnd(ALNUM, 11)}",
    )
    r.add(
        "basic_auth",
        f"staging.parkeermaatje.test is behind basic auth: client / {pw()}",
        f"curl -u review:{rnd(ALNUM, 12)} https://beta.acmebloom.example/api/health",
        f"Authorization: Basic {basic('kanaal', rnd(ALNUM, 14))}",
    )
    r.add(
        "router_admin_password",
        f"Ziggo modem admin: gebruikersnaam admin, wachtwoord {rnd(ALNUM, 10)}",
        f"4G router on the boat, web UI 192.168.8.1, admin / {pw()}",
    )
    r.add(
        "voicemail_pin",
        f"voicemail pin KPN {digits(4)}",
        f"Voicemail: dial 1233, PIN {digits(5)}",
    )
    r.add(
        "password_manager_master",
        f"If something happens to me: Bitwarden master password is {phrase(EN_WORDS, 4, '-')}{digits(2)}",
        f"1Password van Femke, Secret Key: {onepassword_secret_key()}",
    )
    r.add(
        "backup_password",
        f"export RESTIC_PASSWORD='{pw()}'\nrestic -r sftp:u{digits(6)}@u{digits(6)}.your-storagebox.example:/vps backup /srv",
        f"Time Machine disk (the red one) encryption password: {pw()}",
        f"zip met de jaarstukken 2023 heeft wachtwoord {rnd(ALNUM, 12)}",
    )
    r.add(
        "cms_admin_password",
        f"Kanaal Koffie WordPress: /wp-admin, user beheer, pw {pw()}",
        f"Handover for Acme Bloom:\n- Firebase console: their Google account, ask Tessa\n- Shopify admin: bloom-admin@acmebloom.example / {pw()}\n- domain at the registrar: theirs",
    )
    r.add(
        "nanny_door_code",
        f"Agnieszka, kod do drzwi od strony kanału: {digits(4)}, a do furtki {digits(4)}.",
        f"front door keypad on the boat: {digits(6)} then the key symbol",
    )
    r.add(
        "coworking_access",
        f"coworking Katendrecht, deurcode na 18:00: {digits(4)}*",
        f"meeting room booking account at the coworking: giulia / {pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "order_number",
        f"Coolblue order {digits(8, True)}: new monitor arm for the Mac mini, arrives Thursday",
        f"bol bestelnummer {digits(10, True)}, regenpakken tweeling (maat 116)",
        f"ordine Amazon 403-{digits(7)}-{digits(7)} per la mamma (il frullatore)",
    )
    r.add(
        "tracking_number",
        f"PostNL track & trace 3S{rnd(UPPER, 4)}{digits(9)}",
        f"DHL parcel JVGL{digits(20)} for the cargo bike battery",
        f"Przesyłka InPost dla Agnieszki, numer {digits(24)}",
    )
    r.add(
        "ticket_id",
        f"Apple Developer support case {digits(11, True)}: the Kanaal Koffie review appeal",
        f"Zendesk #{digits(5, True)} from ParkeerMaatje: 'app crasht bij betalen'",
        f"Linear KK-{digits(3, True)} and KK-{digits(3, True)} block the 2.4 release",
    )
    r.add(
        "commit_hash",
        f"release 3.1.0 of Acme Bloom is {hexs(40)}",
        f"git bisect says {hexs(7)} broke the dark mode; reverting in {hexs(7)}",
        f"Bitrise build for commit {hexs(12)} failed at the pod install step",
    )
    r.add(
        "firebase_app_id",
        f"GOOGLE_APP_ID 1:{digits(12, True)}:ios:{hexs(22)} (ParkeerMaatje iOS)",
        f"mobilesdk_app_id 1:{digits(12, True)}:android:{hexs(22)} for the Android flavour",
    )
    r.add(
        "app_identifier",
        f"Apple Team ID {rnd(UPPER + DIGITS, 10)}, bundle id test.acmebloom.app, App Store id {digits(10, True)}",
        f"Play package com.kanaalkoffie.example.app, developer account id {digits(19, True)}",
        f"ParkeerMaatje: SKU PM-IOS-01, Apple ID {digits(10, True)}",
    )
    r.add(
        "firebase_web_config",
        f"GoogleService-Info.plist (ships inside the app, not secret):\n<key>API_KEY</key>\n<string>AIza{rnd(URLSAFE, 35)}</string>\n<key>GCM_SENDER_ID</key>\n<string>{digits(12, True)}</string>",
        'firebaseConfig = { apiKey: "AIza' + rnd(URLSAFE, 35) + '", authDomain: "kanaal-koffie.firebaseapp.com", projectId: "kanaal-koffie", appId: "1:' + digits(12, True) + ':web:' + hexs(22) + '" }',
    )
    r.add(
        "revenuecat_public_key",
        f"Purchases.configure(withAPIKey: \"appl_{rnd(ALNUM, 27)}\")  // public SDK key, fine in the binary",
        f"RevenueCat public Android key goog_{rnd(ALNUM, 27)} goes in BuildConfig",
    )
    r.add(
        "stripe_publishable_key",
        f"STRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 97)}",
        f"PaymentConfiguration.init(context, \"pk_test_51{rnd(ALNUM, 97)}\")",
    )
    r.add(
        "sentry_dsn",
        f"SentrySDK.start {{ $0.dsn = \"https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.io/{digits(7, True)}\" }}",
        f"Sentry DSN Android (public, in the manifest): https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.io/{digits(7, True)}",
    )
    r.add(
        "ssh_public_key",
        f"authorized_keys on the VPS: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@mac-mini",
        f"Bitrise's public key to add as deploy key: ssh-rsa {ssh_pub('ssh-rsa', 260)} bitrise",
    )
    r.add(
        "cert_fingerprint",
        "assetlinks.json sha256_cert_fingerprints: [\"" + ":".join(secrets.token_hex(1).upper() for _ in range(32)) + "\"]",
        "SHA-1 van de debug keystore voor Firebase: " + ":".join(secrets.token_hex(1).upper() for _ in range(20)),
        f"GPG fingerprint of the release signing key: {groups(rnd(HEX.upper(), 40), 4)}",
    )
    r.add(
        "key_id",
        f"APNs auth key: Key ID {rnd(UPPER + DIGITS, 10)}, Team ID {rnd(UPPER + DIGITS, 10)}. The .p8 itself is in 1Password, not here.",
        f"App Store Connect API: issuer {uid()}, key id {rnd(UPPER + DIGITS, 10)} (revoked the old {rnd(UPPER + DIGITS, 10)})",
        f"service account key id {hexs(40)} was disabled in IAM on Monday",
    )
    r.add(
        "supplier_iban",
        "IBAN boekhouder (Van Dijk Administratie) voor de kwartaalfactuur: " + iban("NL", "ABNA" + digits(10)),
        "Hetzner direct debit failed, pay by transfer to " + iban("DE", digits(18)) + ", reference = invoice number",
        "Przelew dla Agnieszki za luty: " + iban("PL", digits(24)) + ", tytuł: opieka luty",
        "IBAN del condominio dei miei (spese straordinarie): " + iban("IT", rnd(UPPER, 1) + digits(10) + digits(12)),
    )
    r.add(
        "invoice_number",
        f"factuur 2024-0{digits(2, True)} aan Kanaal Koffie, €{secrets.randbelow(3000) + 500},00 excl. btw, vervalt over 14 dagen",
        f"Stripe invoice in_{rnd(ALNUM, 24)} for ParkeerMaatje's March retainer",
        f"Hetzner invoice R{digits(10, True)} (€{secrets.randbelow(30) + 5},{digits(2)})",
    )
    r.add(
        "vat_number",
        f"mijn btw-id: NL{digits(9)}B01 (staat op elke factuur)",
        f"partita IVA del fornitore di Bologna: IT{digits(11)}",
    )
    r.add(
        "kvk_number",
        f"KvK-nummer studio: {digits(8, True)}",
        f"Acme Bloom B.V., KvK {digits(8, True)}, vestigingsnummer {digits(12)}",
    )
    r.add(
        "licence_plate",
        f"kenteken auto Femke {rnd(UPPER, 2)}-{digits(3, True)}-{rnd(UPPER, 1)}, parkeervergunning loopt tot juni",
        f"la macchina di papà: targa {rnd(UPPER, 2)} {digits(3)}{rnd(UPPER, 2)}",
    )
    r.add(
        "booking_reference",
        f"KLM to Bologna, booking code {rnd(UPPER + DIGITS, 6)}, 14:35 from AMS",
        f"Trenitalia Bologna-Firenze, codice PNR {rnd(UPPER + DIGITS, 6)}",
        f"Airbnb Texel confirmation HM{rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "serial_number",
        f"Mac mini serial {rnd(UPPER + DIGITS, 10)} (AppleCare until 2026)",
        f"framenummer bakfiets: WAR{digits(8)}",
        f"Serial of the test Pixel: {rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "imei",
        f"IMEI of the stolen test phone for the police report: {digits(15, True)}",
        f"IMEI telefoon Femke {digits(15, True)}",
    )
    r.add(
        "redacted_value",
        "STRIPE_SECRET_KEY=sk_live_••••••••••••••••••••••••",
        "Apple ID: dev@kanaalkoffie.example, password: ******** (in Bitwarden)",
        "DATABASE_URL=postgres://parkeer:xxxxxxxx@10.0.0.3:5432/parkeer_prod",
    )
    r.add(
        "placeholder",
        "README for the client devs:\ncp .env.example .env\nSTRIPE_SECRET_KEY=sk_test_REPLACE_ME\nREVENUECAT_SECRET=<your-revenuecat-secret>\nMATCH_PASSWORD=changeme",
        "keystore.properties.example:\nstorePassword=YOUR_STORE_PASSWORD\nkeyPassword=YOUR_KEY_PASSWORD",
        "HCLOUD_TOKEN=<paste token here>",
    )
    r.add(
        "secret_reference",
        "MATCH_PASSWORD: op://Studio/fastlane-match/password",
        "env:\n  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}\n  APP_STORE_CONNECT_KEY: ${{ secrets.ASC_KEY_P8 }}",
        "Bitrise reads $BITRISEIO_ANDROID_KEYSTORE_PASSWORD and $ASC_API_KEY from the app's Secrets tab",
        "Het wachtwoord van de router staat in Bitwarden onder 'Boot - netwerk'.",
    )
    r.add(
        "password_statement",
        "Changed the alarm code on Monday; Kasia has the new one.",
        "Wachtwoord DigiD verlopen, nieuw aangevraagd, brief komt binnen 3 werkdagen.",
        "Mamma, la password di Netflix l'ho cambiata, te la dico al telefono.",
        "Agnieszka, nowy kod do drzwi powiem ci jutro osobiście.",
    )
    r.add(
        "wifi_ssid",
        f"Boat networks: Woonboot_{digits(2)} (2.4 GHz) and Woonboot_{digits(2)}_5G; guest one is Gasten",
        "la rete dei nonni si chiama FASTWEB-" + rnd(UPPER + DIGITS, 6) + ", la password è sul router",
    )
    r.add(
        "version_number",
        f"Acme Bloom 3.{secrets.randbelow(9)}.{secrets.randbelow(20)} (build {digits(4, True)}) is in review",
        f"Xcode 15.{secrets.randbelow(4)} ({digits(2)}E{digits(3)}) on the Mac mini, Android Gradle Plugin 8.{secrets.randbelow(5)}.{secrets.randbelow(3)}",
        f"fastlane 2.{secrets.randbelow(30) + 200}.0, cocoapods 1.15.2",
    )
    r.add(
        "phone_number",
        f"Agnieszka: +48 {digits(3, True)} {digits(3)} {digits(3)}",
        f"huisarts: 010-{digits(7, True)}, spoed na 17:00: 0900-{digits(7)}",
        f"nonna casa: +39 051 {digits(6)}",
    )
    r.add(
        "appointment",
        f"tandarts tweeling donderdag {secrets.randbelow(20) + 8} mei om 15:{pick('00', '15', '30', '45')}",
        f"App review call with Kanaal Koffie, 2024-0{secrets.randbelow(9) + 1}-{secrets.randbelow(18) + 10} 10:00 CET",
        "Kasia przychodzi we wtorki od 9:00 do 13:00",
    )
    r.add(
        "price",
        f"Apple Developer Program renewal €99, Play one-off $25, Hetzner CX22 €{secrets.randbelow(3) + 4},{digits(2)}/mnd",
        f"liggeld 2024: €{digits(4, True)},{digits(2)} per jaar, in termijnen",
        f"Agnieszka: stawka {secrets.randbelow(6) + 14},50 € za godzinę, od marca {secrets.randbelow(6) + 16},00 €",
    )
    r.add(
        "product_code",
        "IAP product ids: test.acmebloom.sub.monthly, test.acmebloom.sub.yearly, test.acmebloom.tip.small",
        f"kinderzitje bakfiets artikelnr {digits(6, True)}-{digits(2)}, EAN {ean13('87')}",
        f"Play subscription base plan id: koffie-plus-{pick('monthly', 'annual')}-{digits(4)}",
    )
    r.add(
        "mac_address",
        f"Mac mini ethernet {mac()} gets a fixed IP in the router",
        f"MAC-adres slimme meter dongle: {mac('-', True)}",
    )
    r.add(
        "ip_address",
        f"VPS public IPv4 {secrets.randbelow(200) + 5}.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}, IPv6 2a01:4f8:{hexs(4)}:{hexs(4)}::1",
        f"Mac mini on tailscale: 100.{secrets.randbelow(64) + 64}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}",
    )
    r.add(
        "image_digest",
        f"docker pull ghcr.io/studio-bg/parkeer-api@sha256:{hexs(64)}",
        f"prod runs parkeer-api:2.8.1 (sha256:{hexs(64)})",
    )
    r.add(
        "customer_number",
        f"Vattenfall klantnummer {digits(9, True)}, contractnummer {digits(10, True)}",
        f"Ziggo klantnummer {digits(8, True)}",
        f"Waternet debiteurnummer {digits(8, True)}",
    )
    r.add(
        "policy_number",
        f"woonbootverzekering polisnummer {digits(3)}.{digits(3)}.{digits(3)}",
        f"bike insurance (cargo bike) policy {rnd(UPPER, 3)}-{digits(7)}",
    )
    r.add(
        "meter_reading",
        f"meterstanden 1 jan: stroom T1 {digits(5, True)} kWh, T2 {digits(5, True)} kWh, water {digits(4, True)} m³",
        f"lettura contatore gas dai nonni: {digits(5, True)}",
    )
    r.add(
        "checksum",
        f"shasum -a 256 app-release.aab\n{hexs(64)}  app-release.aab",
        f"md5 of the exported invoices zip: {hexs(32)}",
    )
    r.add(
        "encrypted_blob",
        f"match repo, certs/distribution/{rnd(UPPER + DIGITS, 10)}.cer is encrypted, starts with U2FsdGVkX1{rnd(B64, 40)}",
        f"password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(14))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(3)),
    )
    r.add(
        "device_udid",
        f"test devices in the profile: iPhone 12 00008101-{rnd(HEX.upper(), 16)}, iPad 00008103-{rnd(HEX.upper(), 16)}",
        f"provisioning profile {uid()}.mobileprovision expires in 3 weeks",
    )
    r.add(
        "transaction_id",
        f"refund request for original_transaction_id {digits(15, True)} (Kanaal Koffie Plus)",
        f"Stripe payment pi_{rnd(ALNUM, 24)} / charge ch_{rnd(ALNUM, 24)} disputed",
        f"Google Play order GPA.{digits(4)}-{digits(4)}-{digits(4)}-{digits(5)}",
    )
    r.add(
        "stripe_object_id",
        f"cus_{rnd(ALNUM, 14)} is the test customer with the expired card",
        f"price_{rnd(ALNUM, 24)} = €4,99/month, price_{rnd(ALNUM, 24)} = €39/year",
    )
    r.add(
        "mooring_plot_number",
        f"ligplaats {secrets.randbelow(80) + 1}, Oude Haven (gemeente dossier {digits(7, True)})",
        f"volkstuin nr {secrets.randbelow(120) + 1}, vereniging De Groene Kade",
    )
    r.add(
        "payment_reference",
        f"betalingskenmerk aanslag gemeentelijke belastingen: {groups(digits(16, True), 4)}",
        f"Belastingdienst btw Q{secrets.randbelow(4) + 1}: betalingskenmerk {groups(digits(16, True), 4)}, voor het eind van de maand",
    )
    r.add(
        "colour_token",
        f"Acme Bloom brand: primary #{rnd(HEX.upper(), 6)}, secondary #{rnd(HEX.upper(), 6)}, error #D32F2F",
        f"kleuren Kanaal Koffie: espresso #{rnd(HEX.upper(), 6)}, melk #{rnd(HEX.upper(), 6)}",
    )
    r.add(
        "crash_id",
        f"Crashlytics issue {hexs(32)}: NullPointerException in CheckoutFragment",
        f"Sentry event {hexs(32)} (ParkeerMaatje iOS 2.3.1)",
    )
    r.add(
        "build_id",
        f"Bitrise build slug {uid()} produced the TestFlight build",
        f"CFBundleVersion {digits(8, True)}, versionCode {digits(6, True)}",
    )
    r.add(
        "domain_verification",
        f"DNS TXT for kanaalkoffie.example: google-site-verification={rnd(URLSAFE, 43)}",
        f"apple-developer-domain-association for the Apple Pay merchant domain, TXT apple-domain-verification={rnd(ALNUM, 16)}",
    )
    r.add(
        "share_link",
        f"TestFlight public link for the beta testers: https://testflight.apple.com/join/{rnd(ALNUM, 8)}",
        f"Plan basenu dla dzieci: https://zwembad.rotterdam.example/rooster/{rnd(LOWER + DIGITS, 8)} (dla Agnieszki, lekcje w środy)",
    )
    r.add(
        "address",
        f"post adres boot: Oude Haven {secrets.randbelow(40) + 1}-{pick('A', 'B', 'K')}, 30{digits(2)} {rnd(UPPER, 2)} Rotterdam",
        f"nonni: via dei Mille {secrets.randbelow(90) + 1}, 400{digits(2)} San Lazzaro di Savena (BO)",
    )
    r.add(
        "school_info",
        f"tweeling zitten in groep 2{pick('a', 'b')}, juf Marieke; kluisje {secrets.randbelow(40) + 1} en {secrets.randbelow(40) + 41}",
        f"Sem & Noor: leerlingnummers {digits(6, True)} en {digits(6, True)}",
    )
    r.add(
        "file_path",
        "upload keystore lives at ~/keys/parkeer-upload.jks, backup on the NAS under /volume1/keys/",
        f"AuthKey_{rnd(UPPER + DIGITS, 10)}.p8 is in the 'signing' vault, never in the repo",
    )
    r.add(
        "config_without_secret",
        "Fastfile lane:\n  app_store_connect_api_key(key_id: ENV['ASC_KEY_ID'], issuer_id: ENV['ASC_ISSUER'], key_filepath: './AuthKey.p8')",
        "signingConfigs { release { storeFile file(System.getenv('KEYSTORE_PATH')); storePassword System.getenv('KEYSTORE_PASSWORD') } }",
        "[mysqld]\nbind-address = 127.0.0.1\nmax_connections = 50\nuser = mysql",
    )
    r.add(
        "password_policy",
        "Moneybird wants 12+ characters with a number; the old one was too short.",
        "Nuovo regolamento della banca: il PIN deve essere di 5 cifre e non può essere una data.",
        "PASSWORD_MIN_LENGTH=12\nPASSWORD_REQUIRE_SYMBOL=true\nSESSION_TTL_MINUTES=30",
    )
    r.add(
        "tax_reference",
        f"omzetbelastingnummer aangifte Q3 kenmerk {digits(9, True)}.B.01.{digits(2)}",
        f"aanslagnummer IB 2023: {digits(9, True)}.H.{digits(2)}.01",
    )
    r.add(
        "jwt_public",
        f"Apple's JWKS for Sign in with Apple lives at https://appleid.apple.com/auth/keys; kid {rnd(ALNUM, 10)} is the current one",
        "Expected id_token header: {\"alg\":\"RS256\",\"kid\":\"" + rnd(ALNUM, 10) + "\"} — we only verify, never sign",
    )
    r.add(
        "otp_explanation",
        "The 6-digit code from Google Authenticator changes every 30 seconds, so screenshotting it is useless.",
        "Dla Agnieszki: kod SMS do paczkomatu przychodzi na mój telefon, zadzwoń do mnie.",
    )
    r.add(
        "family_note",
        "Femke haalt de tweeling vrijdag op; ik ben in Utrecht bij Kanaal Koffie tot 16:00.",
        f"Mamma, arriviamo il {secrets.randbelow(20) + 5} luglio col volo delle 14:35, volo KL{digits(4, True)}.",
        f"Kasia, w tym tygodniu proszę też umyć okna na górnym pokładzie. Zapłacę {secrets.randbelow(40) + 60} euro jak zwykle.",
    )
    r.add(
        "spreadsheet_row",
        f"2024-0{secrets.randbelow(9) + 1}-{secrets.randbelow(18) + 10};Hetzner;R{digits(10, True)};€{secrets.randbelow(30) + 5},{digits(2)};21%;betaald",
        f"datum | klant | uren | tarief\n03-04 | ParkeerMaatje | {secrets.randbelow(8) + 1} | €{secrets.randbelow(30) + 75}\n04-04 | Acme Bloom | {secrets.randbelow(8) + 1} | €{secrets.randbelow(30) + 75}",
    )
    r.add(
        "lock_info",
        f"bakfiets heeft een AXA ringslot plus een ABUS kettingslot van {secrets.randbelow(4) + 10}0 cm, ART-2 keurmerk",
        "the allotment padlock is a 4-digit Abus 145/40; Femke has the code, I never remember it",
    )
    r.add(
        "hash_id",
        f"Play Console internal app sharing upload id {rnd(ALNUM, 22)}",
        f"Firebase Storage object gs://parkeer-maatje-prod.appspot.com/receipts/{uid()}.pdf",
    )
    return r


def main() -> None:
    write_corpora("make_heldout23.py", [
        ("heldout23_credentials.yaml", credentials(), "batch 23 (a freelance mobile-app developer in Rotterdam with a houseboat household), written blind; every value synthetic"),
        ("heldout23_lookalikes.yaml", lookalikes(), "batch 23 look-alikes: what the same mobile-app developer keeps that is not a secret, written blind"),
    ])


if __name__ == "__main__":
    main()
