# ruff: noqa: E501
"""Writes heldout151_credentials.yaml and heldout151_lookalikes.yaml: held-out batch 151.

Persona: an indie mobile developer in London, a one-person studio ("Pocketfern") shipping two
apps (Tide Times on iOS + Android, Brewlog on iOS) and a small Next.js web dashboard. Writes
British English in dev shorthand, pastes .env lines, fastlane and gradle snippets, JSON blobs.
Keys that are public by design (publishable, SDK, anon, DSN, web config) sit right beside their
secret twins (secret, restricted, service_role, .p8, service-account keys).

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts of
our own sit under `.example`, `.internal`, `.test` or `acme` (a vendor's fixed endpoint or
email domain keeps its public name where the format needs it). Nothing here is real.
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
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    basic,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    openai_project_key,
    openssh_private,
    pick,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

UPNUM = UPPER + DIGITS
LOWNUM = LOWER + DIGITS


# ---------------------------------------------------------------- format helpers

def stripe(prefix: str) -> str:
    """A Stripe key: the older 24-character body or the newer 51... long one."""
    return prefix + pick(rnd(ALNUM, 24), "51" + rnd(ALNUM, 97))


def stripe_id(prefix: str, n: int = 24) -> str:
    return f"{prefix}_{rnd(ALNUM, n)}"


def whsec() -> str:
    return "whsec_" + rnd(ALNUM, 32)


def rc_secret() -> str:
    return "sk_" + rnd(ALNUM, 32)


def rc_public(platform: str) -> str:
    return f"{platform}_{rnd(ALNUM, 27)}"


def onesignal_rest() -> str:
    return pick("os_v2_app_" + rnd(LOWER + "234567", 113), b64(uid().encode()))


def mapbox(kind: str, user: str = "pocketfern") -> str:
    payload = json.dumps({"u": user, "a": pick("cl", "cm") + rnd(LOWNUM, 23)}, separators=(",", ":"))
    return f"{kind}.{b64u(payload.encode())}.{rnd(URLSAFE, 22)}"


def supa_ref() -> str:
    return rnd(LOWER, 20)


def supa_jwt(role: str, ref: str) -> str:
    t = epoch()
    return jwt({"iss": "supabase", "ref": ref, "role": role, "iat": t, "exp": t + 315_360_000})


def p8() -> str:
    body = "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + rnd(B64, 152)
    return "-----BEGIN PRIVATE KEY-----\n" + groups(body, 64, "\n") + "\n-----END PRIVATE KEY-----"


def rsa_pkcs8(lines: int = 6) -> str:
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rnd(B64, 64 * lines - 52) + "=="
    return "-----BEGIN PRIVATE KEY-----\n" + groups(body, 64, "\n") + "\n-----END PRIVATE KEY-----\n"


def service_account(project: str, name: str) -> str:
    data = {
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": rsa_pkcs8(pick(5, 6, 7)),
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
    }
    return json.dumps(data, indent=2)


def sentry_org_token() -> str:
    claims = {"iat": epoch() + 0.5, "url": "https://sentry.acme.internal", "region_url": "https://sentry.acme.internal", "org": "pocketfern"}
    return f"sntrys_{b64(json.dumps(claims, separators=(',', ':')).encode())}_{rnd(URLSAFE, 43)}"


def apple_asp() -> str:
    return groups(rnd(LOWER, 16), 4, "-")


def aiza() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def fp(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def team_id() -> str:
    return rnd(UPNUM, 10)


def fcm_token() -> str:
    return f"{rnd(URLSAFE, 22)}:APA91b{rnd(URLSAFE, 134)}"


def fcm_server_key() -> str:
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def play_order() -> str:
    return f"GPA.33{digits(2)}-{digits(4)}-{digits(4)}-{digits(5)}"


def apple_order() -> str:
    return "M" + rnd(UPNUM, 9)


def apple_txn() -> str:
    return "2000000" + digits(9)


def gb_iban() -> str:
    return iban("GB", pick("MONZ", "STRL", "NWBK", "BARC") + digits(14))


def admob_app() -> str:
    return f"ca-app-pub-{digits(16, lead=True)}~{digits(10, lead=True)}"


def pw_human() -> str:
    return pick(
        f"{pick('Shoreditch', 'Peckham', 'Walthamstow', 'Deptford', 'Hackney')}{pick('!', '#', '*', '$')}{digits(4)}{pick('Tide', 'Brew', 'Fern', 'Moss')}",
        rnd(ALNUM + "!#%&*+-=?", 18),
        f"{pick('flat', 'white', 'oat', 'cortado', 'kettle')}-{pick('marble', 'tram', 'heron', 'pylon')}-{pick('lime', 'gravel', 'quartz', 'pigeon')}-{digits(2)}",
        rnd(ALNUM, 22),
    )


WORDS = ["anchor", "biscuit", "canal", "drizzle", "ember", "ferry", "gherkin", "harbour", "ivy", "jetty",
         "kestrel", "lantern", "marmite", "nettle", "orbit", "puffin", "quay", "rowing", "saffron", "thames",
         "umbrella", "vinyl", "walnut", "yonder", "zebra", "pigeon", "crumpet", "tram", "velvet", "shingle"]


def passphrase(n: int = 4, sep: str = "-") -> str:
    return sep.join(secrets.choice(WORDS) for _ in range(n))


# ---------------------------------------------------------------- credentials

def credentials() -> Rows:
    r = Rows()

    r.add("stripe_live_secret_key",
          f"stripe prod secret key (Pocketfern Ltd acct) — only ever in Vercel env, NOT the apps:\n{stripe('sk_live_')}",
          f"STRIPE_SECRET_KEY={stripe('sk_live_')}\nSTRIPE_PUBLISHABLE_KEY={stripe('pk_live_')}\n^ dashboard .env.production, pasted here so I stop digging thru vercel",
          f"new live sk after the rotation on tues: {stripe('sk_live_')} (old one rolled, expires in 12h)")

    r.add("stripe_test_secret_key",
          f"test mode keys for brewlog subs sandbox\npk: {stripe('pk_test_')}\nsk: {stripe('sk_test_')}",
          f"curl https://api.stripe.test/v1/customers -u {stripe('sk_test_')}: -d email=qa+1@pocketfern.example  # stub server, test key",
          f"remember sk_test for local dev is {stripe('sk_test_')} — fine to share w/ the contractor if he ever comes back")

    r.add("stripe_restricted_key",
          f"restricted key for the dashboard revenue widget (read-only charges + subs): {stripe('rk_live_')}",
          f"rk for the zapier-ish export script, perms: invoices read. key {stripe('rk_live_')}\ndon't give it write, learnt that the hard way",
          f"STRIPE_RK_REPORTING=\"{stripe('rk_live_')}\"")

    r.add("stripe_webhook_signing_secret",
          f"webhook endpoint {stripe_id('we', 24)} -> https://dash.pocketfern.example/api/stripe/webhook\nsigning secret {whsec()}",
          f"stripe listen --forward-to localhost:3000/api/stripe/webhook gave me {whsec()} for local, prod one is {whsec()}",
          f"STRIPE_WEBHOOK_SECRET={whsec()}  # live endpoint, re-created 3 Mar after the domain move")

    r.add("revenuecat_secret_api_key",
          f"RevenueCat secret key (v1, server side only, for the dashboard subscriber lookup): {rc_secret()}\npublic ios sdk key is {rc_public('appl')} fwiw",
          f"REVENUECAT_SECRET_KEY={rc_secret()}",
          f"rc v2 secret key w/ customer_information:read + charts_metrics:read\n{rc_secret()}\nproject id proj{hexs(8)}")

    r.add("revenuecat_webhook_auth_token",
          f"RC webhook → dashboard. Authorization header value I set in RC: Bearer {rnd(URLSAFE, 40)}",
          f"revenuecat webhook auth: `{rnd(ALNUM, 32)}` — dashboard rejects anything without it, keep in sync with REVENUECAT_WEBHOOK_TOKEN",
          f"note to self: if RC webhooks 401 again, the shared token is {rnd(ALNUM, 40)} — check vercel has exactly that, no trailing space this time")

    r.add("onesignal_rest_api_key",
          f"OneSignal Tide Times\napp id {uid()} (public)\nREST API key {onesignal_rest()} (secret!! server only)",
          f"push from the cron job: curl -X POST https://onesignal.acme.test/api/v1/notifications -H 'Authorization: Key {onesignal_rest()}' -H 'Content-Type: application/json' -d @tide_alert.json",
          f"onesignal rest key brewlog = {onesignal_rest()}")

    r.add("onesignal_organization_api_key",
          f"OneSignal org-level user auth key (can create apps!!) {onesignal_rest()}",
          f"org api key for onesignal, only used it once to make the staging app: {b64(uid().encode())}")

    r.add("algolia_admin_api_key",
          f"algolia brewlog-beans index\napp id {rnd(UPNUM, 10)}\nsearch-only {hexs(32)}\nADMIN {hexs(32)} <- never in the app bundle",
          f"ALGOLIA_ADMIN_KEY={hexs(32)}",
          f"reindex script needs the admin key: ALGOLIA_APP_ID={rnd(UPNUM, 10)} ALGOLIA_ADMIN_KEY={hexs(32)} node scripts/reindex.mjs")

    r.add("algolia_write_api_key",
          f"made a scoped algolia key for the bean importer, ACL addObject+deleteObject on beans_prod only: {hexs(32)}",
          f"algolia write key (importer) {hexs(32)} — not the admin one, but still can wipe the index so treat it like a secret",
          f"ALGOLIA_WRITE_KEY={hexs(32)}  # importer only, beans_prod + beans_staging")

    r.add("mapbox_secret_token",
          f"mapbox secret token (styles:write, tilesets:write) for uploading the tide-station tileset:\n{mapbox('sk')}",
          f"MAPBOX_SECRET_TOKEN={mapbox('sk')}\nMAPBOX_PUBLIC_TOKEN={mapbox('pk')}",
          f"tilesets upload-source pocketfern stations stations.geojson --token {mapbox('sk')}")

    r.add("mapbox_sdk_download_token",
          f"~/.netrc for the Mapbox iOS SDK download:\nmachine api.mapbox.acme.test\n  login mapbox\n  password {mapbox('sk')}",
          f"gradle.properties (NOT committed): MAPBOX_DOWNLOADS_TOKEN={mapbox('sk')}",
          f"downloads:read token for CI → set as MAPBOX_DOWNLOADS_TOKEN in codemagic: {mapbox('sk')}")

    r.add("posthog_personal_api_key",
          f"posthog personal api key for the weekly retention export: {'phx_' + rnd(ALNUM, 47)}\n(project key phc_ is the public one, this is the private one)",
          f"POSTHOG_PERSONAL_API_KEY=phx_{rnd(ALNUM, 47)}",
          f"curl -H 'Authorization: Bearer phx_{rnd(ALNUM, 47)}' https://posthog.acme.internal/api/projects/{digits(5, lead=True)}/insights/")

    ref1 = supa_ref()
    r.add("supabase_service_role_key",
          f"supabase prod ({ref1})\nanon: {supa_jwt('anon', ref1)}\nservice_role: {supa_jwt('service_role', ref1)}\nservice_role bypasses RLS — edge functions + dashboard server only",
          f"SUPABASE_SERVICE_ROLE_KEY={supa_jwt('service_role', supa_ref())}",
          f"the service role jwt for staging, for the seed script: {supa_jwt('service_role', supa_ref())}")

    r.add("supabase_secret_api_key",
          f"moved to the new supabase keys. secret: sb_secret_{rnd(URLSAFE, 31)} publishable: sb_publishable_{rnd(URLSAFE, 31)}",
          f"SUPABASE_SECRET_KEY=sb_secret_{rnd(URLSAFE, 31)}  # replaces service_role on prod",
          f"edge fn secret (supabase secrets set): SB_SECRET=sb_secret_{rnd(URLSAFE, 31)}")

    r.add("postgres_connection_string",
          f"DATABASE_URL=postgresql://postgres.{supa_ref()}:{rnd(ALNUM, 24)}@pooler.pocketfern.internal:6543/postgres?pgbouncer=true",
          f"direct db conn for migrations: psql 'postgresql://postgres:{pw_human()}@db.pocketfern.internal:5432/postgres'",
          f"supabase db password (prod) — reset it in march\n{rnd(ALNUM, 24)}")

    r.add("firebase_service_account_key",
          "firebase admin SA for sending FCM from the dashboard, whole json:\n" + service_account("tidetimes-prod", "firebase-adminsdk-" + rnd(LOWNUM, 5)),
          "GOOGLE_APPLICATION_CREDENTIALS content for brewlog-prod (pasted from the downloaded file, deleted the file after):\n" + service_account("brewlog-prod", "firebase-adminsdk-" + rnd(LOWNUM, 5)),
          f"just the private key bit from the firebase SA (vercel env wants it with literal \\n):\nFIREBASE_PRIVATE_KEY=\"{rsa_pkcs8(4).replace(chr(10), chr(92) + 'n')}\"")

    kid1, iss1 = rnd(UPNUM, 10), uid()
    r.add("app_store_connect_api_key",
          f"ASC API key for fastlane (App Manager role)\nkey id {kid1}\nissuer {iss1}\nAuthKey_{kid1}.p8:\n{p8()}",
          "app_store_connect_api_key(\n  key_id: \"" + rnd(UPNUM, 10) + "\",\n  issuer_id: \"" + uid() + "\",\n  key_content: \"" + p8().replace("\n", "\\n") + "\"\n)",
          f"ASC_KEY_P8_BASE64 for codemagic = {b64(p8().encode())}")

    r.add("apns_auth_key_p8",
          f"APNs auth key (token based, works for both apps), key id {rnd(UPNUM, 10)}, team {team_id()}\n{p8()}",
          f"sign in with apple key for the dashboard login (services id com.pocketfern.dash.web):\n{p8()}",
          f"onesignal wanted the .p8 again, here it is so I don't have to go to the dev portal (can't redownload!!)\n{p8()}")

    r.add("google_play_service_account_key",
          "play console SA for fastlane supply (release manager perms), json key:\n" + service_account("pocketfern-play-" + digits(6), "fastlane-supply"),
          "Appfile → json_key_data_raw, the play publisher key:\n" + service_account("pc-api-" + digits(19, lead=True) + "-" + digits(3), "play-publisher"),
          f"play RTDN verifier SA private key (only the key, rest is in the repo)\n{rsa_pkcs8(5)}")

    r.add("sentry_org_auth_token",
          f"SENTRY_AUTH_TOKEN={sentry_org_token()}\n(org token, project:releases + org:read, for dsym/proguard upload)",
          f"sentry-cli upload-dif --org pocketfern --project tidetimes-ios --auth-token {sentry_org_token()} build/",
          f"sentry.properties for android:\ndefaults.url=https://sentry.acme.internal/\ndefaults.org=pocketfern\ndefaults.project=tidetimes-android\nauth.token={sentry_org_token()}")

    r.add("sentry_user_auth_token",
          f"personal sentry token for the API (issue export) sntryu_{hexs(64)}",
          f"old style sentry auth token from before org tokens existed: {hexs(64)} — still used by the xcode build phase, replace!!",
          f"curl -H 'Authorization: Bearer sntryu_{hexs(64)}' https://sentry.acme.internal/api/0/projects/pocketfern/brewlog-ios/issues/")

    r.add("apple_id_app_specific_password",
          f"app-specific pw for altool / notarytool (label 'fastlane-ci'): {apple_asp()}",
          f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={apple_asp()}",
          f"xcrun notarytool store-credentials pocketfern --apple-id dev@pocketfern.example --team-id {team_id()} --password {apple_asp()}")

    r.add("apple_id_password",
          f"Apple ID (Account Holder) dev@pocketfern.example\npw: {pw_human()}\n2FA goes to the old iphone se in the drawer",
          f"FASTLANE_USER=dev@pocketfern.example FASTLANE_PASSWORD='{pw_human()}' bundle exec fastlane spaceauth",
          f"apple developer login is dev@pocketfern.example / {pw_human()} — changed after the phishing email thing")

    r.add("apple_account_recovery_key",
          f"Apple ID recovery key (printed copy is in the fire box too): {'-'.join(rnd(UPNUM, 4) for _ in range(7))}",
          f"recovery key for the dev apple id\n{'-'.join(rnd(UPNUM, 4) for _ in range(7))}\nif I lose both iphones this is the ONLY way back in")

    r.add("android_keystore_password",
          f"key.properties (android/, gitignored)\nstorePassword={pw_human()}\nkeyPassword={pw_human()}\nkeyAlias=upload\nstoreFile=/Users/me/keys/tidetimes-upload.jks",
          f"upload keystore pw for tide times: {rnd(ALNUM, 20)} (alias upload, same pw for key — yes I know)",
          f"keytool -list -v -keystore brewlog-upload.jks -storepass '{pw_human()}'")

    r.add("android_upload_key_password",
          f"ANDROID_KEY_PASSWORD for codemagic env group 'android_signing': {rnd(ALNUM + '!#%', 18)}",
          f"brewlog android: store pw {pw_human()} / key pw {pw_human()} — they differ on this one!!",
          f"signingConfigs {{ release {{ storeFile file('upload.jks'); storePassword '{rnd(ALNUM, 16)}'; keyAlias 'upload'; keyPassword '{rnd(ALNUM, 16)}' }} }}  <- old build.gradle before I moved to key.properties")

    r.add("fastlane_match_passphrase",
          f"match repo passphrase (decrypts the certs repo): {passphrase(5)}",
          f"MATCH_PASSWORD=\"{passphrase(4, ' ')}\"\nMATCH_GIT_URL=git@git.pocketfern.internal:studio/certificates.git",
          f"fastlane match decrypt pw is {rnd(ALNUM, 24)}. if match nukes everything again, regenerate w/ same pw so CI doesn't break")

    r.add("match_git_basic_authorization",
          f"MATCH_GIT_BASIC_AUTHORIZATION={basic('pocketfern-ci', 'ghp_' + rnd(ALNUM, 36))}",
          f"base64 user:token for match on CI: {basic('pocketfern-bot', 'github_pat_' + rnd(ALNUM, 22) + '_' + rnd(ALNUM, 59))}",
          f"codemagic secure var MATCH_GIT_BASIC_AUTHORIZATION → {basic('pocketfern', 'ghp_' + rnd(ALNUM, 36))} (base64 of user:PAT, regenerate when the PAT expires)")

    r.add("fastlane_session_cookie",
          f"FASTLANE_SESSION from spaceauth (valid ~30 days, redo in june):\n'---\\n- !ruby/object:HTTP::Cookie\\n  name: myacinfo\\n  value: DAWTKNV3{hexs(128)}MVRYV2\\n  domain: apple.com\\n  for_domain: true\\n  path: \"/\"\\n'",
          f"spaceauth cookie myacinfo=DAWTKNV3{hexs(160)}MVRYV2")

    r.add("app_review_demo_account_password",
          f"App Review sign-in info (Brewlog 2.3):\nuser: appreview@pocketfern.example\npassword: {pw_human()}\nnotes: pro already unlocked on this acct",
          f"testflight demo login for external testers + apple review → review.demo@pocketfern.example pw {rnd(ALNUM, 14)}",
          f"play console 'app access' creds: demo@pocketfern.example / {pw_human()} (same as apple one? no, seperate, apple rejected the shared one)")

    r.add("github_personal_access_token",
          f"gh PAT (classic, repo scope) for the release script: ghp_{rnd(ALNUM, 36)}",
          f"fine-grained token, only the certificates repo, read/write contents:\ngithub_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}\nexpires in 90 days",
          f"git remote set-url origin https://pocketfern:ghp_{rnd(ALNUM, 36)}@git.pocketfern.internal/studio/tidetimes.git")

    r.add("expo_access_token",
          f"EXPO_TOKEN={rnd(URLSAFE, 40)}  (robot user, for eas build on CI)",
          f"expo robot token 'ci-builds': {rnd(URLSAFE, 40)}",
          f"eas whoami fails on CI? re-add the expo token: {rnd(URLSAFE, 40)}")

    r.add("google_oauth_client_secret",
          f"google sign-in for the web dashboard\nclient id {digits(12, lead=True)}-{rnd(LOWNUM, 32)}.apps.googleusercontent.com\nclient secret GOCSPX-{rnd(URLSAFE, 28)}",
          f"AUTH_GOOGLE_SECRET=GOCSPX-{rnd(URLSAFE, 28)}",
          f"web client (dashboard) oauth secret, the only google client that HAS one: GOCSPX-{rnd(URLSAFE, 28)}")

    r.add("fcm_legacy_server_key",
          f"legacy FCM server key (deprecated but the old brewlog backend still uses it): {fcm_server_key()}",
          f"curl https://fcm.acme.test/fcm/send -H \"Authorization: key={fcm_server_key()}\" -H 'Content-Type: application/json' -d '{{\"to\":\"/topics/all\"}}'")

    r.add("openai_api_key",
          f"openai key for the 'describe my brew' feature (proxied via supabase edge fn): {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}\n# monthly cap set to $40",
          f"backup openai key on the personal acct in case the project one hits the cap:\n{openai_project_key()}")

    r.add("resend_api_key",
          f"resend key for magic link + receipt emails: re_{rnd(ALNUM, 8)}_{rnd(ALNUM, 24)}",
          f"RESEND_API_KEY=re_{rnd(ALNUM, 8)}_{rnd(ALNUM, 24)}  # sending domain mail.pocketfern.example",
          f"curl -X POST https://api.resend.acme.test/emails -H 'Authorization: Bearer re_{rnd(ALNUM, 8)}_{rnd(ALNUM, 24)}' -d @receipt.json")

    r.add("twilio_auth_token",
          f"twilio (SMS for dashboard 2FA)\nSID AC{hexs(32)}\nauth token {hexs(32)}",
          f"TWILIO_AUTH_TOKEN={hexs(32)}",
          f"twilio sub-account for staging: AC{hexs(32)} / {hexs(32)}")

    r.add("cloudflare_api_token",
          f"CF api token, zone DNS edit on pocketfern.example only: {rnd(URLSAFE, 40)}",
          f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)} wrangler deploy  # for the tiny redirect worker",
          f"cloudflare token (cache purge only) for the deploy hook → {rnd(URLSAFE, 40)}")

    r.add("vercel_access_token",
          f"vercel token for the GH action deploy: {rnd(ALNUM, 24)}",
          f"vercel --prod --token {rnd(ALNUM, 24)}",
          f"VERCEL_TOKEN={rnd(ALNUM, 24)}\nVERCEL_ORG_ID=team_{rnd(ALNUM, 24)}\nVERCEL_PROJECT_ID=prj_{rnd(ALNUM, 28)}")

    r.add("npm_automation_token",
          f"npm automation token to publish @pocketfern/ui: npm_{rnd(ALNUM, 36)}",
          f".npmrc\n//registry.npmjs.acme.test/:_authToken=npm_{rnd(ALNUM, 36)}")

    r.add("app_store_shared_secret",
          f"App-Specific Shared Secret for Brewlog IAP receipt validation (legacy verifyReceipt): {hexs(32)}",
          f"appstore shared secret (tide times) → revenuecat needs it too: {hexs(32)}",
          f"APPLE_SHARED_SECRET={hexs(32)}")

    r.add("mixpanel_api_secret",
          f"mixpanel project token {hexs(32)} is fine in the app, API SECRET for exports is {hexs(32)} — that one stays on my laptop",
          f"mixpanel service account for the import api\nusername pocketfern-import.{rnd(LOWNUM, 6)}.mp-service-account\nsecret {rnd(ALNUM, 32)}",
          f"MIXPANEL_API_SECRET={hexs(32)}  # export api, dashboard server only")

    r.add("business_debit_card",
          f"Pocketfern Ltd debit card (for apple dev fee renewal)\n{groups(luhn('4'), 4)}\nexp {card_expiry()}  cvv {digits(3)}",
          f"card for google play / stripe fees: {groups(luhn('5' + pick('1', '2', '3', '4', '5')), 4)} {card_expiry()} {digits(3)}",
          f"virtual card 'subscriptions' → {luhn('4')} / {card_expiry()} / cvc {digits(3)} (use this one for SaaS so I can freeze it)")

    r.add("business_bank_login",
          f"business bank app passcode {digits(6)}, online banking memorable word '{pick('pudding', 'marmalade', 'kestrel', 'tuppence')}' + pin {digits(4)}",
          f"Pocketfern bank login: customer no {digits(10)} PIN {digits(5)} password {pw_human()}",
          f"tide/monzo-ish business acct app pin {digits(6)} — yes I know it's not my birthday, stop asking")

    r.add("coworking_door_code",
          f"cowork (Hackney) front door {digits(4)}#, hot desk locker {digits(4)}",
          f"new door code at the studio from 1 May: {digits(6)} then the key symbol. alarm: {digits(4)}",
          f"wework-ish place in Old St: after 7pm the side door keypad is {digits(5)}")

    r.add("totp_seed",
          f"backup of the stripe 2FA seed (in case authenticator dies): {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/Vercel:dev@pocketfern.example?secret={rnd(BASE32, 32)}&issuer=Vercel",
          f"TOTP secret for the play console google account {rnd(BASE32, 16)}")

    r.add("two_factor_backup_codes",
          f"github backup codes (studio acct):\n{recovery_codes(8, 'github')}",
          f"google (play console owner acct) backup codes: {recovery_codes(5, 'digits')}",
          f"sentry recovery codes\n{recovery_codes(6, 'plain')}")

    r.add("dashboard_auth_secret",
          f"AUTH_SECRET={b64(secrets.token_bytes(32))}  # next-auth, prod",
          f"JWT signing secret for the dashboard api (HS256): {hexs(64)}",
          f"cookie encryption key (iron-session), needs 32+ chars: {rnd(ALNUM, 40)}")

    r.add("aws_access_key_pair",
          f"S3 bucket for nightly supabase dumps, IAM user backup-writer\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"[pocketfern-backups]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-2",
          f"aws configure for the backup box → key {aws_key_id()} secret {aws_secret()} region eu-west-2")

    r.add("vps_ssh_private_key",
          f"deploy key for the little hetzner-ish box (tiles.pocketfern.internal), ed25519:\n{openssh_private()}",
          f"id_ed25519 for CI → VPS, if the runner gets rebuilt paste this in:\n{openssh_private()}")

    r.add("chat_incoming_webhook_url",
          f"mattermost incoming webhook for crash alerts: https://chat.acme.internal/hooks/{rnd(LOWNUM, 26)}",
          f"SLACKISH_WEBHOOK=https://chat.acme.internal/hooks/{rnd(LOWNUM, 26)}  # #releases channel")

    r.add("studio_wifi_password",
          f"home office wifi 'Pocketfern-5G' pw {passphrase(3)}{digits(2)}",
          f"guest wifi for testers coming round: PocketGuest / {rnd(ALNUM, 12)}",
          f"WIFI:T:WPA;S:Pocketfern-5G;P:{passphrase(3)}{digits(3)};;  (qr for the fridge)")

    return r


# ---------------------------------------------------------------- look-alikes

def lookalikes() -> Rows:
    r = Rows()

    r.add("stripe_publishable_key",
          f"publishable key for the web checkout (pk is public, it's in the page source anyway): {stripe('pk_live_')}",
          f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={stripe('pk_live_')}",
          f"ios PaymentSheet: StripeAPI.defaultPublishableKey = \"{stripe('pk_live_')}\"  // publishable, ok in binary",
          f"test publishable for the sandbox build: {stripe('pk_test_')} (sk_test lives in 1Password, not here)")

    r.add("stripe_object_ids",
          f"refund for the angry brewlog user: customer {stripe_id('cus', 14)}, payment {'pi_3' + rnd(ALNUM, 23)}, charge {'ch_3' + rnd(ALNUM, 23)}",
          f"Pro yearly = {'price_1' + rnd(ALNUM, 23)} (£19.99), Pro monthly = {'price_1' + rnd(ALNUM, 23)}, product {stripe_id('prod', 14)}",
          f"failed webhook retries for {'evt_1' + rnd(ALNUM, 23)} and {'evt_1' + rnd(ALNUM, 23)} — endpoint {stripe_id('we', 24)} was 500ing",
          f"connected acct id {'acct_1' + rnd(ALNUM, 15)}, sub {'sub_1' + rnd(ALNUM, 23)}, invoice {'in_1' + rnd(ALNUM, 23)}")

    r.add("stripe_masked_key_reference",
          f"stripe dashboard shows the live secret as sk_live_...{rnd(ALNUM, 4)} — matches what's in vercel, good",
          f"rolled the restricted key rk_live_…{rnd(ALNUM, 4)}, new one went straight into vercel env, not written down anywhere",
          f"which whsec is prod? the one ending {rnd(ALNUM, 4)}. the ending-{rnd(ALNUM, 4)} one was the stripe cli local one")

    r.add("revenuecat_ios_public_sdk_key",
          f"Purchases.configure(withAPIKey: \"{rc_public('appl')}\") — RC public sdk key, safe in the app",
          f"RC public keys: tide times ios {rc_public('appl')}, brewlog ios {rc_public('appl')}",
          f"REVENUECAT_IOS_KEY={rc_public('appl')} in Config.xcconfig (public app-specific key, the secret sk_ never goes in the app)")

    r.add("revenuecat_android_public_sdk_key",
          f"android: Purchases.configure(PurchasesConfiguration.Builder(this, \"{rc_public('goog')}\").build())",
          f"goog_ key for tide times android is {rc_public('goog')}; amazon one not set up yet",
          f"rc public sdk keys\n  ios: {rc_public('appl')}\n  android: {rc_public('goog')}\nboth public — don't panic if they show up in a decompile")

    r.add("revenuecat_app_user_id",
          f"user says pro not restored. RC app user id $RCAnonymousID:{hexs(32)}, aliased to {uid()}",
          f"granted promo entitlement 'pro' for 1 month to $RCAnonymousID:{hexs(32)} (beta tester, lovely bug reports)")

    r.add("onesignal_app_id",
          f"OneSignal.initialize(\"{uid()}\") — tide times app id, public",
          f"onesignal app ids: tidetimes {uid()}, brewlog {uid()}, staging {uid()}. REST keys are in the vault not here",
          f"ONESIGNAL_APP_ID={uid()}")

    r.add("onesignal_subscription_id",
          f"my test iphone's onesignal subscription id {uid()} — use for 'send to test device'",
          f"push not arriving for subscription {uid()} (pixel 7), onesignal says 'unsubscribed' lol")

    r.add("algolia_app_id_and_search_key",
          f"algolia (brewlog beans search)\napp id: {rnd(UPNUM, 10)}\nsearch-only api key: {hexs(32)}\nsearch-only is meant to ship in the client",
          f"let client = SearchClient(appID: \"{rnd(UPNUM, 10)}\", apiKey: \"{hexs(32)}\") // search-only key",
          f"generated a secured search key? no — just restricted the search-only one ({hexs(32)}) to referer *.pocketfern.example")

    r.add("mapbox_public_token",
          f"MBXAccessToken in Info.plist = {mapbox('pk')} (public token, URL restricted)",
          f"mapbox public token for the web tide map: {mapbox('pk')}",
          f"android res/values/mapbox_access_token.xml → <string name=\"mapbox_access_token\">{mapbox('pk')}</string>")

    r.add("mapbox_style_url",
          f"tide map style mapbox://styles/pocketfern/{'cl' + rnd(LOWNUM, 23)} (dark variant: mapbox://styles/pocketfern/{'cm' + rnd(LOWNUM, 23)})",
          f"tileset id pocketfern.{rnd(LOWNUM, 8)} — stations, updated weekly")

    r.add("posthog_project_api_key",
          f"posthog project api key (phc_, public, goes in the app): phc_{rnd(ALNUM, 43)}",
          f"PostHogSDK.shared.setup(PostHogConfig(apiKey: \"phc_{rnd(ALNUM, 43)}\", host: \"https://ph.pocketfern.example\"))",
          f"NEXT_PUBLIC_POSTHOG_KEY=phc_{rnd(ALNUM, 43)}\nNEXT_PUBLIC_POSTHOG_HOST=https://ph.pocketfern.example")

    ref2 = supa_ref()
    r.add("supabase_anon_key",
          f"supabase anon key (public, RLS does the work): {supa_jwt('anon', ref2)}",
          f"NEXT_PUBLIC_SUPABASE_URL=https://api.pocketfern.example\nNEXT_PUBLIC_SUPABASE_ANON_KEY={supa_jwt('anon', supa_ref())}",
          f"let supabase = SupabaseClient(supabaseURL: URL(string: \"https://api.pocketfern.example\")!, supabaseKey: \"{supa_jwt('anon', supa_ref())}\") // anon",
          f"staging anon key {supa_jwt('anon', supa_ref())} — the service_role one is NOT this, it's in 1Password 'Supabase staging'")

    r.add("supabase_project_ref_and_url",
          f"supabase projects: prod ref {supa_ref()} (eu-west-2), staging ref {supa_ref()}. custom domain api.pocketfern.example → prod",
          f"supabase functions deploy describe-brew --project-ref {supa_ref()}",
          f"db host for prod is db.pocketfern.internal, pooler on 6543, user postgres.{supa_ref()} — password NOT here, it's in 1P")

    r.add("supabase_publishable_key",
          f"new-style supabase publishable key sb_publishable_{rnd(URLSAFE, 31)} replaces anon in the apps from 2.4",
          f"SUPABASE_PUBLISHABLE_KEY=sb_publishable_{rnd(URLSAFE, 31)}")

    r.add("firebase_web_config",
          "firebase web config for the dashboard (this is all public, firebase docs say so):\nconst firebaseConfig = {\n"
          f"  apiKey: \"{aiza()}\",\n  authDomain: \"auth.pocketfern.example\",\n  projectId: \"tidetimes-prod\",\n"
          f"  messagingSenderId: \"{digits(12, lead=True)}\",\n  appId: \"1:{digits(12, lead=True)}:web:{hexs(22)}\",\n  measurementId: \"G-{rnd(UPNUM, 10)}\"\n}};",
          f"NEXT_PUBLIC_FIREBASE_API_KEY={aiza()}\nNEXT_PUBLIC_FIREBASE_APP_ID=1:{digits(12, lead=True)}:web:{hexs(22)}\nNEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID={digits(12, lead=True)}",
          f"brewlog web measurementId G-{rnd(UPNUM, 10)}, appId 1:{digits(12, lead=True)}:web:{hexs(22)}")

    r.add("firebase_app_ids",
          f"GoogleService-Info.plist (tide times):\nAPI_KEY {aiza()}\nGCM_SENDER_ID {digits(12, lead=True)}\nGOOGLE_APP_ID 1:{digits(12, lead=True)}:ios:{hexs(22)}\nBUNDLE_ID com.pocketfern.tidetimes",
          f"google-services.json mobilesdk_app_id 1:{digits(12, lead=True)}:android:{hexs(22)}, current_key {aiza()}",
          f"firebase app distribution: firebase appdistribution:distribute app-release.apk --app 1:{digits(12, lead=True)}:android:{hexs(22)} --groups testers")

    r.add("google_maps_key_bundle_restricted",
          f"google maps key for ios, restricted to bundle com.pocketfern.tidetimes: {aiza()}",
          f"Maps SDK android key {aiza()} — restricted to package com.pocketfern.tidetimes + SHA-1 {fp(20)}",
          f"<meta-data android:name=\"com.google.android.geo.API_KEY\" android:value=\"{aiza()}\"/>  (app-restricted, fine in manifest)")

    gid = digits(12, lead=True)
    r.add("google_oauth_client_id",
          f"iOS google sign-in client id {gid}-{rnd(LOWNUM, 32)}.apps.googleusercontent.com\nreversed for URL scheme: com.googleusercontent.apps.{gid}-{rnd(LOWNUM, 32)}",
          f"android oauth client (debug SHA-1 {fp(20)}) id {digits(12, lead=True)}-{rnd(LOWNUM, 32)}.apps.googleusercontent.com — no secret for android clients")

    r.add("sentry_dsn",
          f"SentrySDK.start {{ $0.dsn = \"https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.example/{digits(16, lead=True)}\" }}",
          f"sentry DSNs (public, fine in the apps):\nios https://{hexs(32)}@sentry.acme.internal/{digits(1, lead=True)}\nandroid https://{hexs(32)}@sentry.acme.internal/{digits(2, lead=True)}",
          f"NEXT_PUBLIC_SENTRY_DSN=https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.example/{digits(16, lead=True)}",
          f"android manifest: io.sentry.dsn = https://{hexs(32)}@sentry.acme.internal/{digits(2, lead=True)} — auth token for uploads is NOT the dsn, that's in codemagic")

    r.add("sentry_event_and_issue_ids",
          f"crash on iOS 17.4 after tapping share: sentry issue TIDETIMES-IOS-{rnd(UPNUM, 2)}, event {hexs(32)}",
          f"event_id {hexs(32)} release com.pocketfern.brewlog@2.3.1+{digits(3, lead=True)} — regression from 2.3.0",
          f"trace {hexs(32)} span {hexs(16)} slow supabase query on /beans")

    r.add("amplitude_api_key",
          f"amplitude api key (client, goes in app): {hexs(32)} — NB the secret key is a different thing and I haven't made one",
          f"Amplitude.instance().initializeApiKey(\"{hexs(32)}\")")

    r.add("mixpanel_project_token",
          f"Mixpanel.initialize(token: \"{hexs(32)}\", trackAutomaticEvents: false)",
          f"mixpanel project token for brewlog {hexs(32)} (project id {digits(7, lead=True)}); the api secret is in 1P",
          f"MIXPANEL_TOKEN={hexs(32)}  # public project token, client side")

    r.add("segment_write_key",
          f"segment write key (analytics-swift) {rnd(ALNUM, 32)} — write keys are client-side, only let you send events",
          f"Analytics(configuration: Configuration(writeKey: \"{rnd(ALNUM, 32)}\").trackApplicationLifecycleEvents(true))")

    r.add("asc_key_id_and_issuer_id",
          f"ASC API: key id {rnd(UPNUM, 10)}, issuer id {uid()}. the .p8 is in 1Password 'ASC fastlane key' — can't be redownloaded",
          f"APP_STORE_CONNECT_KEY_IDENTIFIER={rnd(UPNUM, 10)}\nAPP_STORE_CONNECT_ISSUER_ID={uid()}\nAPP_STORE_CONNECT_PRIVATE_KEY=@env:ASC_P8  (codemagic reads it from the secure group)",
          f"revoked ASC key {rnd(UPNUM, 10)} (the Admin one), new key {rnd(UPNUM, 10)} is App Manager only")

    r.add("apple_team_id",
          f"team id {team_id()} (Pocketfern Ltd), old personal team {team_id()} — don't pick the personal one in xcode!!",
          f"DEVELOPMENT_TEAM = {team_id()}",
          f"apple-app-site-association appID: \"{team_id()}.com.pocketfern.tidetimes\"")

    r.add("bundle_and_package_ids",
          "bundle ids: com.pocketfern.tidetimes, com.pocketfern.tidetimes.widget, com.pocketfern.brewlog, com.pocketfern.brewlog.watchkitapp; android applicationId com.pocketfern.tidetimes",
          f"app group group.com.pocketfern.tidetimes, iCloud container iCloud.com.pocketfern.brewlog, keychain group {team_id()}.com.pocketfern.shared")

    r.add("signing_cert_sha1",
          f"upload key SHA-1 {fp(20)}\napp signing key (Google) SHA-1 {fp(20)}\nboth need adding to firebase for google sign-in",
          f"debug keystore sha1: {fp(20)} (~/.android/debug.keystore, the stock debug one)",
          f"./gradlew signingReport → Variant: release SHA1: {fp(20)}")

    r.add("signing_cert_sha256",
          f"assetlinks.json sha256_cert_fingerprints: [\"{fp(32)}\"]",
          f"play app signing cert SHA-256 {fp(32)} — needed for the app links verification",
          f"SHA-256 of the upload cert {fp(32)} (cert expires {2050 + secrets.randbelow(25)})")

    r.add("apns_device_token",
          f"my iphone 15 apns token (sandbox) {hexs(64)} — for testing pushes via the console",
          f"curl -v --http2 -H 'apns-topic: com.pocketfern.tidetimes' https://api.sandbox.push.acme.test/3/device/{hexs(64)}  # jwt from the script, not pasted",
          f"device token {hexs(64)} keeps getting BadDeviceToken on prod — it's a sandbox token, dummy")

    r.add("fcm_registration_token",
          f"FCM registration token of my pixel for test sends: {fcm_token()}",
          f"pixel 7 fcm token {fcm_token()} → UNREGISTERED after reinstall, expected")

    r.add("app_store_order_and_transaction_ids",
          f"refund request from user, apple order id {apple_order()}, original_transaction_id {apple_txn()}",
          f"transactionId {apple_txn()} / originalTransactionId {apple_txn()} / webOrderLineItemId {apple_txn()} — upgrade monthly→yearly",
          f"reciept from apple for my own test purchase: Order ID {apple_order()}, Document No. {digits(12, lead=True)}")

    r.add("google_play_order_id",
          f"play refund: order {play_order()} (Brewlog Pro yearly), renewal {play_order()}..0",
          f"user says charged twice: {play_order()} and {play_order()}, both £2.49")

    r.add("testflight_build_numbers",
          f"TestFlight: Tide Times 3.2.0 ({digits(3, lead=True)}) to external group 'Swimmers', 3.2.0 ({digits(3, lead=True)}) internal only",
          f"CFBundleVersion {digits(4, lead=True)}, versionCode {digits(6, lead=True)}, Brewlog 2.3.1 build {digits(3, lead=True)} rejected 4.3 (spam?!)",
          f"testflight build uploaded, delivery uuid {uid()}, processing...")

    r.add("crashlytics_issue_ids",
          f"crashlytics issue {hexs(32)} — NSInternalInconsistencyException in TideChartView, 312 users",
          f"firebase crashlytics:symbols:upload --app=1:{digits(12, lead=True)}:android:{hexs(22)} build/symbols  (issue {hexs(32)})",
          f"dSYM UUID {uid().upper()} missing for build {digits(3, lead=True)}")

    r.add("key_rotation_log",
          "rotated Stripe sk_live + rk_live and the whsec 14/05 after pushing the wrong .env to a public gist for ~4 mins. new ones only in Vercel + 1P, old ones rolled (expire immediately)",
          "RevenueCat secret key revoked & reissued; dashboard redeployed. OneSignal REST key regenerated too while I was at it",
          "Supabase: rotated JWT secret → all anon/service_role keys change. updated apps in 3.2.1, old anon key dead from 1 June",
          "reminder: Apple app-specific pw for CI expires never but I revoke it every Jan. done for this year ✅")

    r.add("secret_location_reference",
          "where things live: Stripe/RC/OneSignal secrets → Vercel env (prod) + 1Password vault 'Pocketfern Prod'. .p8 files → 1P documents. keystore → 1P + encrypted USB in the fire box",
          "android upload keystore password: 1Password → 'Tide Times upload keystore' (NOT the same as brewlog!!)",
          "CI secrets in codemagic env groups: app_store_credentials, android_signing, sentry. names: ASC_P8, CM_KEYSTORE_PASSWORD, CM_KEY_PASSWORD, SENTRY_AUTH_TOKEN",
          "match passphrase → MATCH_PASSWORD secret on github actions + 1P. If I forget it the certs repo is toast")

    r.add("password_policy_talk",
          "App Review demo acct pw must be 8+ chars w/ a number or supabase auth rejects — reset it before every submission, they keep changing the email",
          "keystore password min 6 chars per keytool. mine's 20, random, don't try remembering it",
          "dashboard: enforce 12 char min + HIBP check, bcrypt cost 12. magic link preferred, password optional")

    r.add("git_commit_sha",
          f"3.2.0 release tagged at {hexs(40)}, hotfix cherry-picked {hexs(7)} → {hexs(40)}",
          f"git bisect says {hexs(40)} broke the widget timeline. reverted in {hexs(12)}")

    r.add("container_image_digest",
          f"tile server image ghcr.acme.test/pocketfern/tileserver@sha256:{hexs(64)} — pinned in compose",
          f"supabase edge runtime bumped, digest sha256:{hexs(64)}")

    r.add("studio_bank_details_on_invoice",
          f"invoice footer: Pocketfern Ltd, IBAN {gb_iban()}, sort code {digits(2)}-{digits(2)}-{digits(2)}, acct {digits(8)}. BIC {pick('MONZGB2L', 'SRLGGB2L', 'NWBKGB2L')}",
          f"client invoice INV-{digits(4)}-{digits(3)}: pay to {gb_iban()}, ref PF-{rnd(UPNUM, 6)}, due 30 days")

    r.add("company_registration_numbers",
          f"Pocketfern Ltd company no {digits(8)}, VAT GB {digits(3)} {digits(4)} {digits(2)}, D-U-N-S {digits(9)} (needed for the apple org enrolment)",
          f"UTR {digits(10)} — accountant asked again, it's on the HMRC letter")

    r.add("admob_ids",
          f"AdMob app id {admob_app()} (GADApplicationIdentifier), banner unit ca-app-pub-{digits(16, lead=True)}/{digits(10, lead=True)}",
          f"test ad unit ids for debug builds only — real banner unit is ca-app-pub-{digits(16, lead=True)}/{digits(10, lead=True)}")

    r.add("ssh_public_key",
          f"laptop pubkey for the VPS authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} me@pocketfern-mbp",
          f"deploy key (public half) added to certificates repo: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} codemagic-ci  — fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}")

    r.add("apple_pay_merchant_id",
          f"merchant id merchant.com.pocketfern.brewlog, payment processing cert expires {pick('Jan', 'Apr', 'Sep')} 2027, CSR made from stripe",
          "Apple Pay domain verification file at /.well-known/apple-developer-merchantid-domain-association on dash.pocketfern.example")

    r.add("app_store_app_id_and_sku",
          f"Tide Times Apple ID {digits(10, lead=True)}, SKU PF-TIDES-001; Brewlog Apple ID {digits(10, lead=True)}, SKU PF-BREW-{digits(3)}",
          f"app store link https://apps.acme.test/gb/app/tide-times/id{digits(10, lead=True)} for the press kit",
          f"IAP product ids: com.pocketfern.brewlog.pro.yearly, .pro.monthly, .tip.{pick('small', 'medium')} ; subscription group id {digits(8, lead=True)}")

    r.add("offer_and_coupon_codes",
          f"public promo for the newsletter: TIDES{digits(2)} = 20% off first year (stripe coupon id {rnd(ALNUM, 8)})",
          f"stripe promotion code LAUNCHWEEK → coupon {rnd(ALNUM, 8)}, max 200 redemptions, expires end of month",
          "App Store offer code campaign 'SWIMCLUB' (custom code, 500 redemptions) for the Brighton swim club")

    r.add("vercel_project_ids",
          f"vercel project prj_{rnd(ALNUM, 28)}, team team_{rnd(ALNUM, 24)} — for the GH action config (token is a secret, ids aren't)",
          f"broken deploy dpl_{rnd(ALNUM, 28)}, rolled back to dpl_{rnd(ALNUM, 28)}")

    r.add("ci_run_and_artifact_ids",
          f"codemagic build {hexs(24)} failed at code signing, workflow ios-release",
          f"gh actions run {digits(10, lead=True)} attempt 2 passed; artifact id {digits(10, lead=True)} = the aab")

    r.add("env_example_template",
          "# .env.example\nSTRIPE_SECRET_KEY=sk_live_xxx\nSTRIPE_WEBHOOK_SECRET=whsec_xxx\nREVENUECAT_SECRET_KEY=\nSUPABASE_SERVICE_ROLE_KEY=<from 1Password>\nONESIGNAL_REST_API_KEY=changeme",
          "key.properties.example:\nstorePassword=<ask future me>\nkeyPassword=<same vault item>\nkeyAlias=upload\nstoreFile=../keys/upload.jks")

    r.add("contact_and_addresses",
          "registered office: Unit 4, 12 Example Yard, London E8 4QP. phone on the app store listing: +44 20 7946 0312",
          "support line (forwarding to mobile 07700 900418), support@pocketfern.example, postcode for the DUNS form E8 4QP")

    r.add("device_identifiers",
          f"ad-hoc devices: my iphone UDID {digits(8)}-{hexs(16).upper()}, ipad {hexs(40)}",
          f"identifierForVendor on test phone {uid().upper()} — use for the RC sandbox user",
          f"pixel 7 serial {rnd(UPNUM, 14)}, android id {hexs(16)}, adb device {rnd(UPNUM, 10)}")

    r.add("keystore_metadata",
          f"upload keystore: tidetimes-upload.jks, alias upload, RSA 2048, valid until {2050 + secrets.randbelow(25)}, cert serial {hexs(16)}",
          "keytool -genkeypair -v -keystore brewlog-upload.jks -keyalg RSA -keysize 2048 -validity 10000 -alias upload  (it'll prompt for the pw, don't put it on the cmd line)")

    r.add("twilio_account_sid",
          f"twilio account SID AC{hexs(32)}, messaging service MG{hexs(32)}, from number +44 7700 900{digits(3)}",
          f"verify service SID VA{hexs(32)} for the dashboard OTP")

    r.add("aws_arn_and_resource_ids",
          f"backup bucket arn:aws:s3:::pocketfern-db-backups, IAM user arn:aws:iam::{digits(12, lead=True)}:user/backup-writer (policy: PutObject only)",
          f"KMS key arn:aws:kms:eu-west-2:{digits(12, lead=True)}:key/{uid()} for the backup encryption")

    r.add("app_specific_password_talk",
          "the notarytool app-specific password got revoked when I changed the apple ID pw — make a new one at appleid page, label 'ci-2025'",
          "Apple app-specific passwords are 16 lowercase letters in 4 groups, xxxx-xxxx-xxxx-xxxx. you can have 25 of them. mine for CI is in 1P")

    r.add("public_key_material",
          f"ASC 'Sign in with Apple' public JWK kid {rnd(UPNUM, 10)}, n={b64u(secrets.token_bytes(64))}..., e=AQAB",
          f"age public key for encrypting the keystore backup: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}")

    r.add("version_and_host_inventory",
          "stack: RN 0.74.2 (brewlog), native swift 5.10 (tide times), next 14.2.3 dashboard on vercel, supabase pg 15.1.1.61, tiles on 10.20.0.14 (tiles.pocketfern.internal)",
          "sentry self-hosted 24.5.0 on sentry.acme.internal, posthog on ph.pocketfern.example, both behind cloudflare")

    return r


def main() -> None:
    write_corpora("make_heldout151.py", [
        ("heldout151_credentials.yaml", credentials(), "batch 151 (indie London mobile app dev: Stripe, RevenueCat, OneSignal, Supabase, Apple and Play signing secrets), written blind; every value synthetic"),
        ("heldout151_lookalikes.yaml", lookalikes(), "batch 151 look-alikes: public SDK keys, app ids, fingerprints, order ids and rotation notes beside secret vocabulary, written blind"),
    ])


if __name__ == "__main__":
    main()
