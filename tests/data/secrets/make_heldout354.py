# ruff: noqa: E501
"""Writes heldout354_credentials.yaml and heldout354_lookalikes.yaml: held-out batch 354.

Persona: a freelance iOS developer in Melbourne who writes terse Australian English notes,
half of them shell, Fastfile and YAML snippets. He keeps App Store Connect API keys (.p8
files with their key ids) and an APNs key, the fastlane match passphrase and the git
credentials of the match repo, RevenueCat secret keys, Firebase service accounts and
server keys, Sentry and Bitrise tokens, Apple ID passwords and app-specific passwords,
sandbox tester logins, a client's Shopify admin tokens and Stripe key, his myGov password,
TOTP seeds and the co-working space's door, locker and alarm codes and Wi-Fi key; and many
look-alikes: TestFlight public links, bundle and team ids, key ids without their key,
public SDK keys, Sentry DSNs, UDIDs, dSYM UUIDs, commit shas, build numbers, ABNs, ATO
payment references, BSB and account numbers on invoices, tracking numbers, masked cards,
used one-time codes and references to secrets in CI.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module (through make_heldout's helpers)
in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`.
Nothing here is real.
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
    b64,
    b64u,
    basic,
    digits,
    epoch,
    fcm_server_key,
    google_api_key,
    groups,
    hexs,
    jwt,
    openssh_private,
    phrase,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    s10,
    sentry_user_token,
    ssh_pub,
    totp_seed,
    uid,
    write_corpora,
)

BASE32 = UPPER + "234567"
UPALNUM = UPPER + DIGITS

WORDS = [
    "wattle", "magpie", "tram", "flat-white", "laneway", "footy", "possum", "yarra",
    "servo", "brekkie", "thongs", "esky", "galah", "bogong", "southbank", "lamington",
    "drizzle", "fitzroy", "kookaburra", "ute", "arvo", "swoop", "pavlova", "dunny",
]

WEAK = ("0000", "1111", "2580", "0852", "1212", "6969", "4321", "1004")


def code(n: int) -> str:
    """A keypad or combination code a person would actually set."""
    while True:
        c = pin(n, WEAK)
        if "1234" not in c and "4321" not in c:
            return c


def passphrase() -> str:
    return phrase(WORDS, pick(4, 5), pick("-", " ", ".")) + pick("", str(secrets.randbelow(90) + 10), "!")


def key_id() -> str:
    """An App Store Connect / APNs key id, or an Apple Team ID: ten of A-Z0-9."""
    return rnd(UPALNUM, 10)


def lines64(body: str) -> str:
    return "\n".join(body[i:i + 64] for i in range(0, len(body), 64))


def p8_key() -> str:
    """An App Store Connect / APNs .p8: a PKCS#8 P-256 private key, laid out as Apple ships it."""
    der = (
        bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
        + secrets.token_bytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
        + secrets.token_bytes(64)
    )
    return f"-----BEGIN PRIVATE KEY-----\n{lines64(b64(der))}\n-----END PRIVATE KEY-----"


def rsa_pkcs8() -> str:
    """A 2048-bit RSA PKCS#8 private key as a Google service account JSON holds it."""
    der = (
        bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")
        + secrets.token_bytes(1191 - 12)
    )
    return f"-----BEGIN PRIVATE KEY-----\n{lines64(b64(der))}\n-----END PRIVATE KEY-----\n"


def service_account(project: str) -> str:
    name = pick("firebase-adminsdk-" + rnd(LOWER + DIGITS, 5), "fastlane-distribution", "ci-uploader")
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": rsa_pkcs8(),
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
        "token_uri": "https://oauth2.googleapis.com/token",
    }, indent=2)


def gh_pat() -> str:
    return pick("ghp_" + rnd(ALNUM, 36), f"github_pat_11{rnd(UPALNUM, 20)}_{rnd(ALNUM, 59)}")


def revenuecat_secret() -> str:
    return "sk_" + rnd(ALNUM, pick(29, 31))


def revenuecat_public() -> str:
    return "appl_" + rnd(ALNUM, 27)


def firebase_ci_token() -> str:
    return f"1//0{pick('c', 'd', 'e', 'g')}{rnd(URLSAFE, 98)}"


def sentry_org_token(org: str) -> str:
    payload = {"iat": epoch() + secrets.randbelow(10**6) / 10**6, "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": org}
    return f"sntrys_{b64(json.dumps(payload, separators=(',', ':')).encode())}_{rnd(ALNUM, 43)}"


def bitrise_pat() -> str:
    return rnd(URLSAFE, 86)


def bitrise_trigger() -> str:
    return rnd(URLSAFE, 22)


def apple_recovery_key() -> str:
    return "-".join(rnd(UPALNUM, 4) for _ in range(7))


def fastlane_session() -> str:
    value = "DAWTKNV3" + hexs(pick(180, 212)) + "MVRYV2"
    return (
        "---\n- !ruby/object:HTTP::Cookie\n  name: myacinfo\n"
        f"  value: {value}\n  domain: apple.com\n  for_domain: true\n  path: \"/\"\n"
        f"- !ruby/object:HTTP::Cookie\n  name: dqsid\n  value: {b64u(secrets.token_bytes(48))}\n  domain: appstoreconnect.apple.com\n"
    )


def shopify_admin() -> str:
    return "shpat_" + hexs(32)


def shopify_secret() -> str:
    return "shpss_" + hexs(32)


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPALNUM, 8)}/B{rnd(UPALNUM, 10)}/{rnd(ALNUM, 24)}"


def supabase_key(role: str) -> str:
    iat = epoch()
    return jwt({"iss": "supabase", "ref": rnd(LOWER, 20), "role": role, "iat": iat, "exp": iat + 315_360_000})


def stripe_secret() -> str:
    return pick(f"sk_live_51{rnd(ALNUM, 97)}", f"rk_live_51{rnd(ALNUM, 97)}")


def apple_pw() -> str:
    return pick(
        f"{pick('Wattle', 'Magpie', 'Yarra', 'Bondi', 'Possum')}{pick('#', '!', '.', '$')}{digits(4)}{pick('Tram', 'Footy', 'Brekkie')}",
        rnd(ALNUM + "!#$%&*-", 18),
        groups(rnd(ALNUM, 18), 6, "-"),
    )


def udid() -> str:
    return pick(f"0000{pick('8110', '8120', '8130', '8101', '8030')}-{rnd(DIGITS + 'ABCDEF', 16)}", rnd(HEX, 40))


def abn() -> str:
    """An Australian Business Number with valid check digits (a public register number)."""
    weights = (10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19)
    while True:
        d = digits(11, lead=True)
        total = sum(w * (int(c) - (1 if i == 0 else 0)) for i, (w, c) in enumerate(zip(weights, d, strict=True)))
        if total % 89 == 0:
            return f"{d[:2]} {d[2:5]} {d[5:8]} {d[8:]}"


def bsb() -> str:
    return f"{pick('06', '08', '03', '01', '73')}{digits(1)}-{digits(3)}"


def testflight_link() -> str:
    return "https://testflight.apple.com/join/" + rnd(ALNUM, 8)


def google_app_id() -> str:
    return f"1:{digits(12, lead=True)}:ios:{hexs(16)}"


def sentry_dsn() -> str:
    return f"https://{hexs(32)}@o{digits(6, lead=True)}.ingest.{pick('', 'us.')}sentry.io/{digits(7, lead=True)}"


def aud() -> str:
    return f"${secrets.randbelow(9000) + 120:,}.{pick('00', '50', digits(2))}"


def mobile() -> str:
    return f"04{digits(2)} {digits(3)} {digits(3)}"


def day() -> str:
    return f"{secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "app_store_connect_p8",
        f"ASC API key for the Tidy client (App Manager role)\nkey id {key_id()}\nissuer {uid()}\n{p8_key()}",
        f"AuthKey_{key_id()}.p8 contents, in case the laptop dies again:\n{p8_key()}",
        "fastlane/api_key.json\n" + json.dumps({"key_id": key_id(), "issuer_id": uid(), "key": p8_key(), "duration": 1200, "in_house": False}, indent=2),
        f"bitrise secret APP_STORE_CONNECT_API_KEY_CONTENT (base64'd p8, is_key_content_base64 true):\n{b64(p8_key().encode())}",
        f"app_store_connect_api_key(\n  key_id: \"{key_id()}\",\n  issuer_id: \"{uid()}\",\n  key_content: \"{p8_key().replace(chr(10), chr(92) + 'n')}\"\n)",
    )

    r.add(
        "apns_auth_key",
        f"APNs auth key (sandbox + prod), team {key_id()}, key {key_id()}\n{p8_key()}",
        f"push key for the Brunswick gym app - sent to their backend dev over Signal, DON'T email it\n{p8_key()}",
        f"apns:\n  team_id: {key_id()}\n  key_id: {key_id()}\n  private_key: |\n    " + p8_key().replace("\n", "\n    "),
        f"new apns p8 after revoking the old one (max 2 per acct!!)\n\n{p8_key()}",
        f"APNS_KEY_ID={key_id()}\nAPNS_PRIVATE_KEY=\"{p8_key().replace(chr(10), chr(92) + 'n')}\"",
    )

    r.add(
        "match_passphrase",
        f"match pw: {passphrase()}",
        f"MATCH_PASSWORD={passphrase()}",
        f"fastlane match passphrase for the certs repo\n{passphrase()}",
        f"match decrypt pass - {pw()} (same on bitrise + my mac)",
        f"export MATCH_PASSWORD='{passphrase()}'\nbundle exec fastlane match appstore --readonly",
        f"note to self: match encryption password is {passphrase()}  — changed it after Jase left",
    )

    r.add(
        "match_git_auth",
        f"MATCH_GIT_BASIC_AUTHORIZATION={basic('dev-davo', gh_pat())}",
        f"match(git_basic_authorization: \"{basic('acme-ci', gh_pat())}\", type: \"appstore\")",
        f"git_url(\"https://dev-davo:{gh_pat()}@github.com/acme-mobile/certificates.git\")",
        f"bitrise env for match repo auth\nMATCH_GIT_BASIC_AUTHORIZATION: {basic('davo-ci', gh_pat())}",
        f"match repo creds if bitrise asks -> user davo-ci, tok {gh_pat()}",
    )

    r.add(
        "github_token",
        f"gh PAT for the certs repo (read only, exp march) {gh_pat()}",
        f"export GITHUB_TOKEN={gh_pat()}",
        f"gh auth login --with-token <<< {gh_pat()}",
        f"github tok for danger-swift on CI:\n{gh_pat()}",
        f"SPM private pkg access - url.\"https://{gh_pat()}@github.com/\".insteadOf \"https://github.com/\"",
    )

    r.add(
        "deploy_ssh_key",
        f"deploy key for acme-mobile/certificates (read only)\n{openssh_private()}",
        f"~/.ssh/match_deploy\n{openssh_private()}",
        f"bitrise SSH key for the client repo, pasted here cos the UI wont show it again:\n{openssh_private()}",
        f"{openssh_private()}\n^ old mini's key, still on gitlab.acme.test",
    )

    r.add(
        "revenuecat_secret",
        f"RevenueCat secret key (v1, server side only!!) {revenuecat_secret()}",
        f"REVENUECAT_SECRET_API_KEY={revenuecat_secret()}",
        f"rc secret for the webhook lambda\n{revenuecat_secret()}",
        f"curl -H 'Authorization: Bearer {revenuecat_secret()}' https://api.revenuecat.com/v1/subscribers/$UID",
        f"revcat sk for the Pilates client - {revenuecat_secret()} (NOT the appl_ one, that's in the app)",
    )

    r.add(
        "firebase_service_account",
        f"service acct for firebase app distribution\n{service_account('tidy-app-' + digits(5))}",
        f"GOOGLE_APPLICATION_CREDENTIALS json for the gym-app push sender:\n{service_account('brunswick-gym-' + rnd(LOWER + DIGITS, 4))}",
        f"firebase admin sdk json, fetched from console arvo 14/3\n{service_account('acme-loyalty')}",
        f"crashlytics upload creds (svc acct) ->\n{service_account('acme-mobile-prod')}",
    )

    r.add(
        "fcm_server_key",
        f"FCM legacy server key {fcm_server_key()}",
        f"curl -H \"Authorization: key={fcm_server_key()}\" https://fcm.googleapis.com/fcm/send",
        f"firebase cloud messaging server key for the old android build (client still uses it ugh)\n{fcm_server_key()}",
        f"FCM_SERVER_KEY: \"{fcm_server_key()}\"",
        f"server key (cloud messaging tab), gym app\n  {fcm_server_key()}\nmigrate to v1 API before june or it dies",
    )

    r.add(
        "firebase_ci_token",
        f"firebase login:ci token -> {firebase_ci_token()}",
        f"FIREBASE_TOKEN={firebase_ci_token()}",
        f"firebase_app_distribution(app: \"{google_app_id()}\", firebase_cli_token: \"{firebase_ci_token()}\")",
        f"firebase cli tok for bitrise (deprecated but works)\n{firebase_ci_token()}",
        f"firebase appdistribution:distribute Tidy.ipa --app {google_app_id()} --token \"{firebase_ci_token()}\" --groups qa",
    )

    r.add(
        "sentry_token",
        f"SENTRY_AUTH_TOKEN={sentry_org_token('acme-mobile')}",
        f"sentry org token for dSYM upload {sentry_org_token('davo-apps')}",
        f"sentry user token (personal, all scopes, revoke later) {sentry_user_token()}",
        f"sentry_upload_dif(auth_token: '{sentry_user_token()}', org_slug: 'acme-mobile', project_slug: 'tidy-ios')",
        f"[auth]\ntoken={sentry_org_token('acme-mobile')}\n  # ~/.sentryclirc",
    )

    r.add(
        "bitrise_pat",
        f"Bitrise personal access token (api, no expiry):\n{bitrise_pat()}",
        f"BITRISE_API_TOKEN={bitrise_pat()}",
        f"curl -H 'Authorization: {bitrise_pat()}' https://api.bitrise.io/v0.1/me",
        f"bitrise tok for the raycast extension - {bitrise_pat()}",
        f"bitrise:\n  workspace: acme-mobile\n  token: {bitrise_pat()}",
    )

    r.add(
        "bitrise_trigger_token",
        f"bitrise build trigger token for tidy-ios: {bitrise_trigger()}",
        f"curl https://app.bitrise.io/app/{hexs(16)}/build/start.json -L --data '{{\"hook_info\":{{\"type\":\"bitrise\",\"build_trigger_token\":\"{bitrise_trigger()}\"}},\"build_params\":{{\"branch\":\"main\"}}}}'",
        f"trigger tok (shopify webhook -> bitrise) {bitrise_trigger()}",
        f"BITRISE_BUILD_TRIGGER_TOKEN\n{bitrise_trigger()}",
        f"shortcut on my phone kicks a build - token in the url: https://app.bitrise.io/app/{hexs(16)}/build/start.json?build_trigger_token={bitrise_trigger()}",
    )

    r.add(
        "apple_app_specific_password",
        f"app-specific pw for altool/notarytool: {app_password().replace(' ', '-')}",
        f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={app_password().replace(' ', '-')}",
        f"xcrun notarytool store-credentials davo-notary --apple-id davo@acme.test --team-id {key_id()} --password {app_password().replace(' ', '-')}",
        f"apple app specific pass (label: bitrise-upload) {app_password().replace(' ', '-')}",
        f"Thunderbird on the old MBP uses an app specific pw for iCloud mail\n{app_password().replace(' ', '-')}",
    )

    r.add(
        "apple_id_login",
        f"apple id for the client's dev acct: dev@tidyapp.test / {apple_pw()}",
        f"FASTLANE_USER=apps@acme.test\nFASTLANE_PASSWORD={apple_pw()}",
        f"Pilates studio apple ID pw (they gave me Admin, not Account Holder) {apple_pw()}",
        f"my apple id pw changed again 🙄 new one {apple_pw()}",
        f"| acct | user | pw |\n|---|---|---|\n| Apple Dev (client) | ios@brunswickgym.test | {apple_pw()} |",
    )

    r.add(
        "apple_account_recovery_key",
        f"Apple ID recovery key — print + put in the safe\n{apple_recovery_key()}",
        f"recovery key for apps@acme.test {apple_recovery_key()}",
        f"apple recov key (client's account holder id, they asked me to keep a copy): {apple_recovery_key()}",
        f"iCloud recovery key\n\n{apple_recovery_key()}\n\ngenerated 2/2, old one invalid",
        f"Recovery Key {apple_recovery_key().lower()} <- my writing on the card, all caps really",
    )

    r.add(
        "sandbox_tester_login",
        f"sandbox tester: davo.sbx+au@acme.test  pw {apple_pw()}",
        f"storekit sandbox acct (AU storefront)\nuser: tester.au{digits(2)}@acme.test\npass: {apple_pw()}",
        f"sbx tester for the client QA: qa1@tidyapp.test / {apple_pw()} - reset sub history in settings before each run",
        f"sandbox apple id pw {apple_pw()} (all 3 testers same pw, lazy I know)",
        f"sandbox tester pwd {apple_pw()} (all 3 testers same pw, lazy I know)",
    )

    r.add(
        "p12_export_password",
        f"dist cert .p12 export pw: {pw()}",
        f"P12 password for Distribution_{key_id()}.p12 -> {apple_pw()}",
        f"security import dist.p12 -k build.keychain -P '{pw()}' -T /usr/bin/codesign",
        f"apns .p12 (legacy cert, client's old server) pass = {pw()}",
        f"BITRISE_CERTIFICATE_PASSPHRASE={pw()}",
    )

    r.add(
        "ci_keychain_password",
        f"create_keychain(name: \"ci.keychain\", password: \"{rnd(ALNUM, 24)}\", unlock: true, timeout: 0)",
        f"KEYCHAIN_PASSWORD={rnd(ALNUM, 20)}",
        f"mac mini build box login keychain pw: {apple_pw()}",
        f"security unlock-keychain -p '{rnd(ALNUM + '!#%', 18)}' ~/Library/Keychains/login.keychain-db",
    )

    r.add(
        "fastlane_apple_session",
        f"FASTLANE_SESSION from `fastlane spaceauth -u apps@acme.test` (lasts ~a month):\n{fastlane_session()}",
        f"export FASTLANE_SESSION='{fastlane_session()}'",
        f"spaceauth cookie for bitrise, refresh when 2fa prompts again\n{fastlane_session()}",
        f"myacinfo cookie (copied from browser devtools) {'DAWTKNV3' + hexs(196) + 'MVRYV2'}",
    )

    r.add(
        "shopify_admin_token",
        f"shopify admin api token (custom app 'ios-sync') {shopify_admin()}",
        f"SHOPIFY_ADMIN_TOKEN={shopify_admin()}\nSHOPIFY_STORE=acme-beanies.myshopify.com",
        f"curl -H 'X-Shopify-Access-Token: {shopify_admin()}' https://acme-beanies.myshopify.com/admin/api/2024-07/orders.json",
        f"Kez's shopify store - admin tok for the inventory widget\n{shopify_admin()}",
        f"shopify:\n  shop: acme-beanies\n  access_token: {shopify_admin()}",
    )

    r.add(
        "shopify_app_secret",
        f"shopify app client secret (webhook HMAC) {shopify_secret()}",
        f"SHOPIFY_API_SECRET={shopify_secret()}",
        f"partners dash -> ios-sync app -> client secret\n{shopify_secret()}",
        f"webhook verify secret for bondi beanies: {shopify_secret()} dont commit",
    )

    r.add(
        "stripe_live_key",
        f"client's stripe secret key (live!!) {stripe_secret()}",
        f"STRIPE_SECRET_KEY={stripe_secret()}",
        f"restricted stripe key for the refund script, read+write charges: {stripe_secret()}",
        f"stripe:\n  secret: {stripe_secret()}",
    )

    r.add(
        "supabase_service_role",
        f"supabase service_role key (bypasses RLS, server only) {supabase_key('service_role')}",
        f"SUPABASE_SERVICE_ROLE_KEY={supabase_key('service_role')}",
        f"edge fn secret for the loyalty app\nservice key:\n{supabase_key('service_role')}",
        f"supabase admin client -> createClient(url, '{supabase_key('service_role')}')",
    )

    r.add(
        "mygov_password",
        f"myGov pw {apple_pw()}",
        f"mygov login: davo.dev@acme.test\npw: {pw()}\n(tax return due 31/10, agent does it anyway)",
        f"ATO / myGov password changed after the scam sms - {apple_pw()}",
        f"mygov password = {passphrase()}",
    )

    r.add(
        "totp_seed",
        f"2FA seed for the shopify partners acct (backup if phone dies): {totp_seed()}",
        f"otpauth://totp/Bitrise:davo@acme.test?secret={totp_seed()}&issuer=Bitrise",
        f"sentry 2fa secret key\n{groups(totp_seed().lower(), 4)}",
        f"TOTP for the client's apple-adjacent gmail (not apple, that's device based) {groups(totp_seed(), 4)}",
        f"otp seed myGov (used the authenticator app option) {totp_seed()}",
    )

    r.add(
        "recovery_codes",
        "GitHub recovery codes (davo-dev):\n" + recovery_codes(8, "github"),
        "bitrise 2fa backup codes\n" + recovery_codes(6, "alnum"),
        "shopify partners recovery codes: " + "  ".join(rnd(LOWER + DIGITS, 4) + "-" + rnd(LOWER + DIGITS, 4) for _ in range(5)),
        "sentry recovery codes, unused so far\n" + recovery_codes(5, "alnum"),
    )

    r.add(
        "slack_webhook",
        f"slack incoming webhook for #builds: {slack_hook()}",
        f"SLACK_URL={slack_hook()}",
        f"slack(message: \"TestFlight build up 🚀\", slack_url: \"{slack_hook()}\")",
        f"client's slack hook (they want build pings in #app)\n{slack_hook()}",
    )

    r.add(
        "cowork_door_code",
        f"Hub door code {code(4)}#",
        f"cowork front door after 7pm: {code(6)} then the key symbol",
        f"door code for the Collingwood space\n{code(5)}",
        f"new door pin from Sal (changes monthly) - {code(4)}",
        f"side gate (bike cage) {code(4)}, front door {code(6)}*",
    )

    r.add(
        "locker_combo",
        f"locker 27 combo {code(4)}",
        f"my locker at the hub (the dial one): {digits(2)}-{digits(2)}-{digits(2)}",
        f"locker code (changed it, old one was on the sticky note) = {code(4)}",
        f"locker #{secrets.randbelow(60) + 1} code\n{code(4)}",
        f"phone locker in the quiet room {code(3)}",
    )

    r.add(
        "alarm_code",
        f"alarm disarm code if first in: {code(4)} then OFF",
        f"cowork alarm: {code(6)}  (beeps for 30s, dont panic)",
        f"Sal's alarm code for after hours access {code(4)}",
        f"security panel code\n{code(5)}\nlast out arms it: same code + AWAY",
    )

    r.add(
        "cowork_wifi",
        f"hub wifi: HubMembers / {pick('Laneway', 'Flatwhite', 'Magpie')}{digits(4)}!",
        f"wifi pw at the cowork {rnd(ALNUM, 12)}",
        f"WIFI:T:WPA;S:Collingwood-Hub-5G;P:{passphrase()};;",
        f"Members wifi key changed again... now {phrase(WORDS, 3, '')}{digits(2)}",
        f"wifi (staff net, Sal gave me it for the printer) {rnd(ALNUM, 16)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "asc_key_identifiers",
        f"ASC API key ids for Tidy - key {key_id()}, issuer {uid()}. the p8 itself is in 1Password",
        f"key_id: {key_id()}\nissuer_id: {uid()}\nkey_filepath: ./AuthKey.p8",
        f"APNs key id {key_id()} (team {key_id()}) - revoked the older one",
        f"which ASC key is bitrise using? {key_id()} (Admin) vs {key_id()} (App Manager)",
        f"issuer id {uid()} same across all keys in the team, fyi",
    )

    r.add(
        "team_and_bundle_ids",
        f"Team ID {key_id()} / bundle au.com.tidyapp.ios",
        f"DEVELOPMENT_TEAM = {key_id()};\nPRODUCT_BUNDLE_IDENTIFIER = test.acme.brunswickgym;",
        f"App Apple ID {digits(10, lead=True)}, SKU tidy-ios-{digits(3)}",
        f"app group group.test.acme.tidy + keychain group {key_id()}.test.acme.shared",
        f"team id for the client acct: {key_id()} (not mine, mine's {key_id()})",
    )

    r.add(
        "testflight_invite_link",
        f"TestFlight public link for the beta: {testflight_link()}",
        f"send testers {testflight_link()} - capped at 200",
        f"tf link (internal testers only, the public one is off) {testflight_link()}",
        f"Pilates studio beta -> {testflight_link()}\nbuild 1.4 (212)",
        f"tester feedback came in via {testflight_link()} - reckon we open it to 1k",
    )

    r.add(
        "revenuecat_sdk_key",
        f"RC public sdk key (in the app bundle, fine) {revenuecat_public()}",
        f"Purchases.configure(withAPIKey: \"{revenuecat_public()}\")",
        f"REVENUECAT_IOS_KEY={revenuecat_public()}  # public app-specific key",
        f"revcat appl_ key for the gym app: {revenuecat_public()}",
        f"rc_public_key: {revenuecat_public()}  # safe in the binary per RC docs",
    )

    r.add(
        "google_service_info",
        f"GoogleService-Info.plist\nAPI_KEY {google_api_key()}\nGOOGLE_APP_ID {google_app_id()}\nGCM_SENDER_ID {digits(12, lead=True)}",
        f"firebase ios app id {google_app_id()}",
        f"<key>API_KEY</key>\n<string>{google_api_key()}</string>\n(restricted to the bundle id, ships in the app anyway)",
        f"firebase project tidy-app-{digits(5)}, sender id {digits(12, lead=True)}",
        f"crashlytics wants app id {google_app_id()} for upload-symbols",
    )

    r.add(
        "sentry_dsn_public",
        f"sentry DSN for tidy-ios (client side, ok in Info.plist) {sentry_dsn()}",
        f"SentrySDK.start {{ options in options.dsn = \"{sentry_dsn()}\" }}",
        f"dsn: {sentry_dsn()}\nenvironment: production",
        f"sentry event {hexs(32)} - crash on launch iOS 17.2",
        f"sentry issue TIDY-IOS-{rnd(UPALNUM, 2)} / event id {hexs(32)}",
    )

    r.add(
        "bitrise_build_refs",
        f"bitrise app slug {hexs(16)}, failed build {uid()}",
        f"https://app.bitrise.io/build/{uid()} - match failed, cert expired",
        f"workflow id deploy-testflight on stack osx-xcode-16.0.x, build #{digits(4, lead=True)}",
        f"bitrise artifact slug {hexs(16)} = the .ipa for QA",
        f"bitrise pipeline run {uid()} took 41 min, cache key spm-{hexs(40)}",
    )

    r.add(
        "signing_cert_fingerprints",
        f"dist cert SHA-1 {groups(hexs(40).upper(), 2, ':')}",
        f"provisioning profile UUID {uid().upper()} (AppStore_test.acme.tidy)",
        f"Apple Distribution: Davo Nguyen ({key_id()}) serial {hexs(32).upper()}",
        f"profile specifier match AppStore test.acme.tidy -> {uid().upper()}",
        f"cert expires {day()}/2026, sha256 {hexs(64).upper()}",
    )

    r.add(
        "commit_and_tags",
        f"shipped {hexs(40)} as v2.3.1",
        f"Package.resolved: revision \"{hexs(40)}\", version \"10.{secrets.randbelow(30)}.0\"",
        f"revert {hexs(7)} - broke the paywall layout on SE",
        f"git bisect says {hexs(12)} introduced the keychain crash",
        f"certs repo HEAD {hexs(40)} after match nuke",
    )

    r.add(
        "build_numbers",
        f"v{secrets.randbelow(4) + 1}.{secrets.randbelow(12)}.{secrets.randbelow(9)} ({digits(3, lead=True)}) approved, release Mon",
        f"CFBundleVersion {digits(8, lead=True)} (yyyymmddNN scheme)",
        f"xcode 16.{secrets.randbelow(4)} build 16{pick('A', 'B', 'C')}{digits(4, lead=True)}{pick('', 'a', 'b')}",
        f"iOS 18.{secrets.randbelow(6)} ({digits(2)}{pick('A', 'B', 'C', 'D', 'E', 'F')}{digits(3, lead=True)}) broke sandbox purchases again",
        f"fastlane {pick('2.219.0', '2.222.0', '2.225.0')}, cocoapods 1.15.2, ruby 3.3.{secrets.randbelow(6)}",
    )

    r.add(
        "device_udids",
        f"Kez's iPhone UDID {udid()} - added to dev portal",
        f"register_device(name: \"Sal iPad\", udid: \"{udid()}\")",
        f"devices.txt\nDevice ID\tDevice Name\n{udid()}\tDavo 15 Pro\n{udid()}\tTest SE",
        f"client tester udid (ad hoc build) {udid()}",
        f"UDID of the dodgy SE from JB Hi-Fi: {udid()}",
    )

    r.add(
        "dsym_uuids",
        f"missing dSYM {uid().upper()} for build 214",
        f"dwarfdump --uuid: UUID: {uid().upper()} (arm64) Tidy.app.dSYM",
        f"crash report binary image uuid {hexs(32)} - matches the appstore build",
        f"Crashlytics: upload {uid().upper()} to fix unsymbolicated crashes",
        f"atos -arch arm64 -o Tidy.app.dSYM -l 0x{hexs(9)} 0x{hexs(9)}  (dsym uuid {uid().upper()})",
    )

    r.add(
        "apple_support_refs",
        f"Apple dev support case {digits(9, lead=True)} - waiting on them re: DUNS",
        f"App Review submission id {uid()}, rejected 4.3 again",
        f"Feedback Assistant FB{digits(8, lead=True)} (storekit2 sandbox renewals)",
        f"DUNS {digits(9, lead=True)} for the Pilates studio pty ltd",
        f"Apple invoice ML{digits(8, lead=True)} - dev program $149 AUD",
    )

    r.add(
        "shopify_public_refs",
        f"bondi beanies order #{secrets.randbelow(9000) + 1000} - refund pending",
        f"shopify storefront api token (public, ships in the app) {hexs(32)}",
        f"gid://shopify/Product/{digits(13, lead=True)} is the beanie w/ the broken image",
        f"shopify app client id (api key, public) {hexs(32)}",
        f"shop id {digits(8, lead=True)}, theme {digits(12, lead=True)} live",
    )

    r.add(
        "publishable_keys",
        f"stripe publishable key for the iOS SDK: pk_live_51{rnd(ALNUM, 97)}",
        f"STRIPE_PUBLISHABLE_KEY=pk_test_51{rnd(ALNUM, 97)}",
        f"supabase anon key (public, RLS on) {supabase_key('anon')}",
        f"SUPABASE_ANON_KEY={supabase_key('anon')}\nSUPABASE_URL=https://{rnd(LOWER, 20)}.supabase.co",
        f"mapbox public token pk.{b64u(json.dumps({'u': 'acme-mobile', 'a': rnd(LOWER + DIGITS, 25)}).encode())}.{rnd(URLSAFE, 22)} (URL restricted)",
    )

    r.add(
        "abn_and_business_ids",
        f"my ABN {abn()} (sole trader)",
        f"invoice header: Davo Nguyen Apps, ABN {abn()}",
        f"client ABN {abn()} - check GST registered before billing",
        f"Bondi Beanies Pty Ltd ACN {digits(3, lead=True)} {digits(3)} {digits(3)}, ABN {abn()}",
        f"ABN lookup says {abn()} is active, GST from 2021",
    )

    r.add(
        "ato_payment_refs",
        f"BAS Q{secrets.randbelow(4) + 1} - BPAY biller 75556, ref {digits(12, lead=True)}, {aud()}",
        f"ATO PRN {digits(13, lead=True)} for the PAYG instalment",
        f"myGov reminder: lodge tax return by 31/10, receipt {digits(11, lead=True)}",
        f"ATO lodgement ref {digits(9, lead=True)} - refund {aud()} hit the account {day()}",
        f"ATO client ref no. {digits(11, lead=True)} on the letter about super",
    )

    r.add(
        "invoice_bank_details",
        f"invoice pay to BSB {bsb()} acct {digits(8, lead=True)} (Davo Nguyen)",
        f"payment details on INV-{digits(4)}: BSB {bsb()} / Account {digits(4)} {digits(4)}",
        f"client's remittance from BSB {bsb()} acct ending {digits(3)}",
        f"PayID: davo.dev@acme.test (for invoices) or BSB {bsb()} {digits(9, lead=True)}",
        f"wise AUD details BSB {bsb()}, account {digits(9, lead=True)} - for the NZ client",
    )

    r.add(
        "invoice_numbers",
        f"INV-{digits(4)} Tidy sprint 7, {aud()} inc GST, due {day()}",
        f"xero invoice {digits(4, lead=True)} paid {aud()}",
        f"quote Q-2025-{digits(3)} for bondi beanies widget, {aud()} ex GST",
        f"PO {digits(7, lead=True)} from the gym (they need it on the invoice)",
        f"invoiced {aud()} for march, INV-{digits(4)}",
    )

    r.add(
        "parcel_tracking",
        f"auspost tracking {s10(pick('RR', 'CX', 'EE'), 'AU')} - new iPhone for testing",
        f"StarTrack con note {rnd(UPPER, 3)}Z{digits(8)}",
        f"AusPost parcel 33{rnd(UPPER, 3)}{digits(7)}01000{digits(6)} (the USB-C hub)",
        f"DHL {digits(10, lead=True)} - test devices from the client in Syd",
        f"apple store order W{digits(10, lead=True)}, pickup at Chadstone",
    )

    r.add(
        "masked_card_refs",
        f"apple dev renewal charged to visa ending {digits(4)}",
        f"bitrise billing card •••• {digits(4)}, exp {secrets.randbelow(12) + 1:02d}/27",
        f"amex **** ****** *{digits(4)} - only for Apple + Bitrise",
        f"Up Bank debit xx{digits(4)} for coworking membership {aud()}/mth",
        f"card on file w/ the cowork: mastercard ends in {digits(4)}",
    )

    r.add(
        "ci_secret_references",
        "env:\n  MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}\n  ASC_KEY: ${{ secrets.ASC_KEY_P8_BASE64 }}",
        "ENV['FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD'] is set in bitrise secrets, not in the Fastfile",
        "bitrise: $BITRISEIO_ANDROID_KEYSTORE_PASSWORD unused, remove. $MATCH_PASSWORD is marked protected",
        "api_key = app_store_connect_api_key(key_id: ENV['ASC_KEY_ID'], issuer_id: ENV['ASC_ISSUER_ID'], key_content: ENV['ASC_KEY_CONTENT'])",
        "Secrets.xcconfig is gitignored: REVENUECAT_KEY = $(RC_KEY_FROM_CI)",
        "SENTRY_AUTH_TOKEN lives in the keychain: security find-generic-password -s sentry-cli -w",
    )

    r.add(
        "vault_item_pointers",
        "op read 'op://Clients/Tidy ASC key/AuthKey.p8'",
        "match pw -> 1Password > Dev > 'fastlane match (certs repo)'",
        f"keychain item 'notarytool-password' account {key_id()} (stored by store-credentials)",
        "mygov + ATO logins are in Bitwarden, folder 'tax'",
        "shopify admin token: op://Clients/Bondi Beanies/admin api token",
    )

    r.add(
        "spent_one_time_codes",
        f"Apple 2FA code {digits(3)} {digits(3)} - used it, expired anyway",
        f"myGov sms code {digits(6)} (used 9:14am)",
        f"shopify login code {digits(6)} came thru 10 min late, already expired",
        f"bitrise verification code {digits(6)} didn't work - expired after 5 min, resent",
        f"ASC login code was {digits(6)}, already used, ignore",
    )

    r.add(
        "public_keys_shared",
        f"my ssh pubkey for the client's gitlab:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} davo@mbp",
        f"ssh key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (the mini)",
        f"-----BEGIN PUBLIC KEY-----\n{lines64(b64(bytes.fromhex('3059301306072a8648ce3d020106082a8648ce3d03010703420004') + secrets.token_bytes(64)))}\n-----END PUBLIC KEY-----\n^ public half of the receipt signing key, safe to ship",
        f"gpg fingerprint {groups(hexs(40).upper(), 4)}",
    )

    r.add(
        "hashes_checksums",
        f"shasum -a 256 Tidy.ipa -> {hexs(64)}",
        f"xcframework checksum: \"{hexs(64)}\" in Package.swift",
        f"Podfile.lock PODFILE CHECKSUM: {hexs(40)}",
        f"md5 of the exported sqlite {hexs(32)} matches the backup",
    )

    r.add(
        "au_phone_numbers",
        f"Sal (cowork manager) {mobile()}",
        f"Kez bondi beanies mob {mobile()} - prefers texts",
        f"ATO business line 13 28 66 / my accountant {mobile()}",
        f"gym client office (03) 9{digits(3)} {digits(4)}",
    )

    r.add(
        "cowork_booking_refs",
        f"meeting room 3 booked, ref {rnd(UPALNUM, 6)}, Thu 2-4pm",
        f"cowork membership no. {digits(6, lead=True)} (hot desk, {aud()}/mth)",
        f"locker number {secrets.randbelow(60) + 1}, desk {pick('A', 'B', 'C')}{secrets.randbelow(20) + 1} - Sal moved me near the window",
        f"access card number {digits(8, lead=True)} (the fob, not a code)",
        f"room booking confirmation #{digits(7, lead=True)}",
    )

    r.add(
        "app_store_figures",
        f"proceeds {aud()} for march, payment {digits(10, lead=True)} on {day()}",
        f"vendor number {digits(8, lead=True)} for the sales reports api",
        f"in-app product ids: test.acme.tidy.pro.monthly / .yearly, subscription group {digits(8, lead=True)}",
        f"reference name 'Pro Yearly' price tier AUD {aud()}",
    )

    r.add(
        "wifi_network_names",
        "wifi at the cowork is 'Collingwood-Hub-5G' (password on the fridge)",
        f"office printer on HubMembers, ip 10.0.{secrets.randbelow(250)}.{secrets.randbelow(250)}, mac {groups(hexs(12).upper(), 2, ':')}",
        "guest wifi has a captive portal, no password, just tick the terms",
        f"router admin at 192.168.1.1, serial {rnd(UPALNUM, 12)}",
    )

    r.add(
        "mac_hardware_serials",
        f"mini build box serial {rnd(UPALNUM, 10)}",
        f"MBP warranty: serial {rnd(UPALNUM, 12)}, AppleCare agreement {digits(10, lead=True)}",
        f"test iPad IMEI {digits(15, lead=True)}",
        f"Apple repair ID R{digits(9, lead=True)} - battery",
    )

    return r


def main() -> None:
    write_corpora("make_heldout354.py", [
        ("heldout354_credentials.yaml", credentials(), "Held-out batch 354: credentials a freelance iOS developer in Melbourne keeps (App Store Connect and APNs .p8 keys, fastlane match, RevenueCat, Firebase, Sentry, Bitrise, Apple ID, Shopify, Stripe, myGov, cowork codes and more)"),
        ("heldout354_lookalikes.yaml", lookalikes(), "Held-out batch 354: an iOS freelancer's key ids, public SDK keys, DSNs, UDIDs, build numbers, ABNs, ATO references, invoice details, masked cards and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
