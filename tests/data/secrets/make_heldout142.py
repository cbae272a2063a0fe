# ruff: noqa: E501
"""Writes heldout142_credentials.yaml and heldout142_lookalikes.yaml: held-out batch 142.

Persona: an integrations engineer at a SaaS company in Toronto who wires third-party services
(messaging, email, CRM, auth, payments, search, realtime, feature flags, analytics) into the
web and mobile apps. Notes are in Canadian English, with Slack-style shorthand, pasted .env
lines, curl commands and config. The batch is about keys and ids that are public by design:
the look-alikes are the client-side ids, publishable keys, SIDs, domains and pins that ship
in the apps; the credentials are their secret twins.

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
    b64,
    b64u,
    b64url,
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    pem,
    pick,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

# --- format helpers: each draws a fresh value in the real format's shape ---


def sid(prefix: str) -> str:
    """A Twilio SID: two letters then 32 hex."""
    return prefix + hexs(32)


def twilio_token() -> str:
    return hexs(32)


def sg_key() -> str:
    return f"SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}"


def sg_template() -> str:
    return f"d-{hexs(32)}"


def mailgun_key() -> str:
    return pick(f"key-{hexs(32)}", f"{hexs(32)}-{hexs(8)}-{hexs(8)}")


def mailgun_pubkey() -> str:
    return f"pubkey-{hexs(32)}"


def intercom_token() -> str:
    return b64(f"tok:{uid().replace('-', '_')}:1:0".encode())


def intercom_app() -> str:
    return rnd(LOWER + DIGITS, 8)


def zendesk_token() -> str:
    return rnd(ALNUM, 40)


def hubspot_pat() -> str:
    return f"pat-{pick('na1', 'na1', 'eu1')}-{uid()}"


def portal() -> str:
    return digits(8, lead=True)


def segment_key() -> str:
    return rnd(ALNUM, 32)


def auth0_client_id() -> str:
    return rnd(ALNUM, 32)


def auth0_secret() -> str:
    return rnd(URLSAFE, 64)


def okta_client_id() -> str:
    return "0oa" + rnd(ALNUM, 17)


def okta_secret() -> str:
    return rnd(URLSAFE, 40)


def okta_api_token() -> str:
    return "00" + rnd(URLSAFE, 40)


def azure_secret() -> str:
    return rnd(ALNUM, 3) + secrets.choice(DIGITS) + "Q~" + rnd(ALNUM + "_.~-", 34)


def google_client_id() -> str:
    return f"{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com"


def google_secret() -> str:
    return "GOCSPX-" + rnd(URLSAFE, 28)


def google_refresh() -> str:
    return "1//0" + rnd(URLSAFE, 99)


def paypal_id() -> str:
    return "A" + rnd(URLSAFE, 79)


def paypal_secret() -> str:
    return "E" + rnd(URLSAFE, 79)


def square_token() -> str:
    return "EAAA" + rnd(URLSAFE, 60)


def square_app_id(sandbox: bool = False) -> str:
    return ("sandbox-sq0idb-" if sandbox else "sq0idp-") + rnd(URLSAFE, 22)


def square_secret() -> str:
    return "sq0csp-" + rnd(URLSAFE, 43)


def square_location() -> str:
    return "L" + rnd(UPPER + DIGITS, 12)


def plaid_client() -> str:
    return hexs(24)


def plaid_secret() -> str:
    return hexs(30)


def adyen_key() -> str:
    return f"AQE{rnd(B64, 97)}==-{rnd(B64, 43)}=-{rnd(ALNUM + '<>;:%{}!', 16)}"


def adyen_client_key(env: str = "test") -> str:
    return f"{env}_{rnd(UPPER + DIGITS, 32)}"


def algolia_app() -> str:
    return rnd(UPPER + DIGITS, 10)


def pusher_app_id() -> str:
    return digits(7, lead=True)


def ably_key_name() -> str:
    return f"{rnd(ALNUM, 6)}.{rnd(ALNUM, 6)}"


def ably_key() -> str:
    return f"{ably_key_name()}:{rnd(URLSAFE, 43)}"


def ld_client_side() -> str:
    return hexs(24)


def stripe_sk() -> str:
    return "sk_live_51" + rnd(ALNUM, 97)


def stripe_pk(mode: str = "live") -> str:
    return f"pk_{mode}_51" + rnd(ALNUM, 97)


def slack_bot() -> str:
    return f"xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def mapbox(prefix: str) -> str:
    return f"{prefix}.{b64url({'u': 'acme-integrations', 'a': rnd(LOWER + DIGITS, 25)})}.{rnd(URLSAFE, 22)}"


def fcm_server_key() -> str:
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def firebase_web_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def ngrok_token() -> str:
    return f"2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}"


def sentry_dsn() -> str:
    return f"https://{hexs(32)}@o{digits(6, lead=True)}.ingest.us.sentry.io/{digits(7, lead=True)}"


def apple_id10() -> str:
    return rnd(UPPER + DIGITS, 10)


def pin_sha256() -> str:
    return b64(secrets.token_bytes(32))


def totp_seed() -> str:
    return rnd(BASE32, 32)


def pw() -> str:
    return pick(
        f"{pick('Maple', 'Loonie', 'Muskoka', 'Beaver', 'Tuque', 'Humber')}{pick('-', '_', '.')}{secrets.randbelow(900) + 100}{pick('!', '#', '$', '?')}{pick('Leafs', 'Raptors', 'Jays', 'Timmies')}",
        rnd(ALNUM + "!#%&*+-", 18),
        rnd(ALNUM, 22),
    )


def p8_key() -> str:
    return pem("PRIVATE KEY", 3)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "twilio_auth_token",
        f"twilio prod creds for the SMS fallback (remember pls):\nTWILIO_ACCOUNT_SID={sid('AC')}\nTWILIO_AUTH_TOKEN={twilio_token()}",
        f"rotated the Twilio primary auth token today, new one is {twilio_token()} — old one stays valid till Friday as secondary",
        f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{sid('AC')}/Messages.json -u {sid('AC')}:{twilio_token()} --data-urlencode 'To=+14165550143' --data-urlencode 'Body=test from staging'",
    )
    r.add(
        "twilio_api_key_secret",
        f"Made a Twilio API key for the notifications svc instead of using the master token. SID {sid('SK')} / secret {rnd(ALNUM, 32)} (only shown once!!)",
        f"twilio api key (staging sub-account)\n  key sid: {sid('SK')}\n  secret:  {rnd(ALNUM, 32)}",
        f"note to self: the Flex integration uses api key {sid('SK')} with secret {rnd(ALNUM, 32)}, not the account token",
    )
    r.add(
        "sendgrid_api_key",
        f"SendGrid full-access key for the transactional mailer: {sg_key()}",
        f"SENDGRID_API_KEY={sg_key()}  # restricted: mail send + templates only",
        f"new sendgrid key after the offboarding sweep -> {sg_key()}\nold one deleted, update k8s secret mailer-env in the am",
        f"curl --request POST --url https://api.sendgrid.com/v3/mail/send --header 'Authorization: Bearer {sg_key()}' --header 'Content-Type: application/json' -d @payload.json",
    )
    r.add(
        "mailgun_private_api_key",
        f"mailgun private api key (mg.acme.example domain) = {mailgun_key()}",
        f"For the password-reset emails we hit Mailgun with basic auth, user is literally `api`, pw is {mailgun_key()}",
        f"MAILGUN_API_KEY: {mailgun_key()}\nMAILGUN_DOMAIN: mg.acme.example\nMAILGUN_REGION: us",
    )
    r.add(
        "mailgun_webhook_signing_key",
        f"mailgun HTTP webhook signing key (for verifying the bounce webhooks w/ HMAC): {hexs(32)}",
        f"webhook signing key from Mailgun > Sending > Webhooks, pasting so I don't have to dig again: {hexs(32)}",
    )
    r.add(
        "intercom_access_token",
        f"Intercom access token for the support-sync app (Developer Hub > Authentication): {intercom_token()}",
        f"curl https://api.intercom.io/contacts -H 'Authorization: Bearer {intercom_token()}' -H 'Intercom-Version: 2.11'",
        f"INTERCOM_TOKEN={intercom_token()}",
    )
    r.add(
        "intercom_identity_verification_secret",
        f"intercom identity verification secret (HMAC the user_id server-side, never ship it in the app): {rnd(URLSAFE, 40)}",
        f"iOS/Android identity verification secrets for Intercom, server only:\nios: {rnd(URLSAFE, 40)}\nandroid: {rnd(URLSAFE, 40)}",
    )
    r.add(
        "zendesk_api_token",
        f"Zendesk API token for acme.zendesk.com, used as integrations@acme.example/token : {zendesk_token()}",
        f"zd token (ticket bridge) {zendesk_token()}",
        f"curl https://acme.zendesk.com/api/v2/tickets.json -u integrations@acme.example/token:{zendesk_token()}",
    )
    r.add(
        "zendesk_admin_password",
        f"zendesk sandbox admin login: integrations+zd@acme.example / {pw()}",
        f"Zendesk owner acct pw got changed by IT, it's now {pw()} (2FA still on my phone)",
    )
    r.add(
        "hubspot_private_app_token",
        f"HubSpot private app 'crm-sync' token: {hubspot_pat()}",
        f"HUBSPOT_ACCESS_TOKEN={hubspot_pat()}\nscopes: crm.objects.contacts.read/write, crm.schemas.deals.read",
        f"hubspot pat for the sandbox portal → {hubspot_pat()} (expires never, rotate q3)",
    )
    r.add(
        "segment_server_write_key",
        f"Segment write key for the *Node server* source (server-side only, admin says never put this one in the browser, it's tied to the backend source w/ no filters): {segment_key()}",
        f"analytics-node init:\nconst analytics = new Analytics({{ writeKey: '{segment_key()}' }}) // backend source, keep out of the web bundle",
    )
    r.add(
        "segment_public_api_token",
        f"Segment Public API token (workspace owner scope!): sgp_{rnd(ALNUM, 64)}",
        f"curl https://api.segmentapis.com/sources -H \"Authorization: Bearer sgp_{rnd(ALNUM, 64)}\"",
    )
    r.add(
        "braze_rest_api_key",
        f"Braze REST key for the campaign trigger job (users.track + messages.send perms): {uid()}",
        f"curl -X POST https://rest.iad-03.braze.com/users/track -H 'Authorization: Bearer {uid()}' -H 'Content-Type: application/json' -d @events.json",
        f"BRAZE_REST_API_KEY={uid()}\nBRAZE_REST_ENDPOINT=https://rest.iad-03.braze.com",
    )
    r.add(
        "auth0_client_secret",
        f"Auth0 'Backend M2M' app\nclient_id: {auth0_client_id()}\nclient_secret: {auth0_secret()}",
        f"AUTH0_DOMAIN=acme-dev.us.auth0.com\nAUTH0_CLIENT_ID={auth0_client_id()}\nAUTH0_CLIENT_SECRET={auth0_secret()}",
        f"rotated the regular web app secret in auth0 after the demo leak scare. new secret {auth0_secret()}",
    )
    r.add(
        "auth0_management_api_token",
        "auth0 mgmt api token (test tab, 24h) — for the bulk user import script:\n" + jwt({"iss": "https://acme-dev.us.auth0.com/", "sub": f"{auth0_client_id()}@clients", "aud": "https://acme-dev.us.auth0.com/api/v2/", "iat": 1718000000, "exp": 1718086400, "scope": "read:users update:users create:users", "gty": "client-credentials"}, alg="RS256", signature=rnd(URLSAFE, 342)),
        "Authorization: Bearer " + jwt({"iss": "https://acme.ca.auth0.com/", "aud": "https://acme.ca.auth0.com/api/v2/", "scope": "read:users delete:users", "gty": "client-credentials"}, alg="RS256", signature=rnd(URLSAFE, 342)),
    )
    r.add(
        "okta_client_secret",
        f"Okta OIDC web app (acme.okta.example) client id {okta_client_id()} secret {okta_secret()}",
        f"okta:\n  issuer: https://acme.okta.example/oauth2/default\n  client-id: {okta_client_id()}\n  client-secret: {okta_secret()}",
        f"the SCIM connector's okta secret is {okta_secret()} fyi",
    )
    r.add(
        "okta_api_token",
        f"Okta SSWS token (super admin, made it for the provisioning script, revoke after migration!): {okta_api_token()}",
        f"curl -H 'Authorization: SSWS {okta_api_token()}' https://acme.okta.example/api/v1/users?limit=200",
    )
    r.add(
        "azure_ad_client_secret",
        f"Entra ID app reg 'acme-graph-sync' client secret value (not the secret ID!): {azure_secret()} — expires in 180 days",
        f"AZURE_TENANT_ID={uid()}\nAZURE_CLIENT_ID={uid()}\nAZURE_CLIENT_SECRET={azure_secret()}",
        f"az login --service-principal -u {uid()} -p '{azure_secret()}' --tenant {uid()}",
    )
    r.add(
        "google_oauth_client_secret",
        f"Google OAuth web client (Sign in with Google on the dashboard)\nid: {google_client_id()}\nsecret: {google_secret()}",
        f"GOOGLE_CLIENT_SECRET={google_secret()}",
        f"new gcp oauth secret after I added the second one + disabled the old: {google_secret()}",
    )
    r.add(
        "google_oauth_refresh_token",
        f"refresh token for the shared calendar integration (offline access, integrations@acme.example): {google_refresh()}",
        f"gmail api refresh_token={google_refresh()} — don't revoke, the support inbox poller uses it",
    )
    r.add(
        "google_service_account_key",
        f"service account JSON for firebase admin (bits of it):\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-mobile-prod\",\n  \"private_key_id\": \"{hexs(40)}\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{b64(secrets.token_bytes(48))}\\n{b64(secrets.token_bytes(48))}\\n{b64(secrets.token_bytes(48))}\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"firebase-adminsdk@acme-mobile-prod.iam.gserviceaccount.com\"",
        f"sa key for the BigQuery export (pasted from the json):\n{pem('PRIVATE KEY', 4)}",
    )
    r.add(
        "paypal_client_secret",
        f"PayPal REST app (live) secret: {paypal_secret()}",
        f"PAYPAL_CLIENT_ID={paypal_id()}\nPAYPAL_CLIENT_SECRET={paypal_secret()}\nPAYPAL_MODE=sandbox",
        f"curl -v https://api-m.sandbox.paypal.com/v1/oauth2/token -u \"{paypal_id()}:{paypal_secret()}\" -d grant_type=client_credentials",
    )
    r.add(
        "square_access_token",
        f"Square production access token (Toronto store location): {square_token()}",
        f"SQUARE_ACCESS_TOKEN={square_token()}\nSQUARE_ENVIRONMENT=production",
        f"square sandbox access tok for QA: {square_token()}",
    )
    r.add(
        "square_application_secret",
        f"square oauth app secret (for the merchant connect flow): {square_secret()}",
        f"Square Developer > OAuth > Application secret = {square_secret()}  (the sq0idp one is the public app id, this is the secret)",
    )
    r.add(
        "plaid_secret",
        f"Plaid keys\nclient_id {plaid_client()}\nsandbox secret {plaid_secret()}\ndevelopment secret {plaid_secret()}",
        f"PLAID_SECRET={plaid_secret()}  # production, only on the payments-api pods",
        f"plaid prod secret was regenerated, new: {plaid_secret()}",
    )
    r.add(
        "plaid_access_token",
        f"plaid access token for the test business chequing item (doesn't expire, treat like a password): access-sandbox-{uid()}",
        f"Stored per item in the vault normally but for debugging: access-production-{uid()}",
    )
    r.add(
        "adyen_api_key",
        f"Adyen API key for ws@Company.AcmeCA (test): {adyen_key()}",
        f"X-API-Key: {adyen_key()}",
        f"adyen live api key, checkout only roles:\n{adyen_key()}",
    )
    r.add(
        "adyen_hmac_key",
        f"HMAC key for the Adyen standard notification webhook (merchant acct AcmeCA_ECOM): {hexs(64).upper()}",
        f"adyen webhook hmac = {hexs(64).upper()}",
    )
    r.add(
        "algolia_admin_api_key",
        f"Algolia app {algolia_app()} ADMIN key (indexing job only!!): {hexs(32)}",
        f"ALGOLIA_APP_ID={algolia_app()}\nALGOLIA_ADMIN_KEY={hexs(32)}",
        f"algolia write key used by the reindex cron: {hexs(32)}",
    )
    r.add(
        "pusher_app_secret",
        f"Pusher Channels app 'acme-live'\napp_id = \"{pusher_app_id()}\"\nkey = \"{hexs(20)}\"\nsecret = \"{hexs(20)}\"\ncluster = \"us2\"",
        f"PUSHER_APP_SECRET={hexs(20)}",
        f"pusher secret for the staging app is {hexs(20)}, the key is fine to be in the frontend but NOT this",
    )
    r.add(
        "ably_api_key",
        f"Ably root key (publish/subscribe/presence/history): {ably_key()}",
        f"ABLY_API_KEY={ably_key()}",
        f"new Ably.Rest({{ key: '{ably_key()}' }}) // token auth server, mobile clients get tokens from this",
    )
    r.add(
        "launchdarkly_sdk_key",
        f"LaunchDarkly prod env SDK key (server SDKs only): sdk-{uid()}",
        f"LD_SDK_KEY=sdk-{uid()}",
        f"launchdarkly staging server key sdk-{uid()} — reset it after contractor left",
    )
    r.add(
        "launchdarkly_api_access_token",
        f"LD API access token (writer role) for the flag cleanup script: api-{uid()}",
        f"curl -H 'Authorization: api-{uid()}' https://app.launchdarkly.com/api/v2/flags/acme-web",
    )
    r.add(
        "amplitude_secret_key",
        f"Amplitude project 'Acme Web Prod'\nAPI key {hexs(32)}\nsecret key {hexs(32)}",
        f"amplitude export api needs basic auth api_key:secret_key → secret is {hexs(32)}",
        f"curl -u {hexs(32)}:{hexs(32)} 'https://amplitude.com/api/2/export?start=20240601T00&end=20240602T00' -o export.zip",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe live secret key (Canadian acct): {stripe_sk()}",
        f"STRIPE_SECRET_KEY={stripe_sk()}",
        f"restricted key for the refunds tool: rk_live_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "stripe_webhook_signing_secret",
        f"stripe webhook endpoint /hooks/stripe signing secret whsec_{rnd(ALNUM, 32)}",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"stripe listen gave me whsec_{rnd(ALNUM, 32)} for local testing (changes each session fwiw)",
    )
    r.add(
        "slack_bot_token",
        f"slack bot token for #integrations-alerts app: {slack_bot()}",
        f"SLACK_BOT_TOKEN={slack_bot()}\nSLACK_CHANNEL=C0{rnd(UPPER + DIGITS, 9)}",
    )
    r.add(
        "slack_signing_secret",
        f"Slack app signing secret (verify X-Slack-Signature): {hexs(32)}",
        f"the /deploy slash command app → signing secret {hexs(32)}",
    )
    r.add(
        "apns_auth_key",
        f"APNs auth key AuthKey_{apple_id10()}.p8 contents (team {apple_id10()}):\n{p8_key()}",
        f"sign in with apple key for the web flow:\n{p8_key()}",
    )
    r.add(
        "fcm_legacy_server_key",
        f"FCM legacy server key (still used by the old push service until HTTP v1 migration): {fcm_server_key()}",
        f"Authorization: key={fcm_server_key()}",
    )
    r.add(
        "sentry_auth_token",
        f"sentry auth token for sourcemap uploads in CI: sntrys_{b64url({'iat': 1717000000, 'url': 'https://sentry.io', 'region_url': 'https://us.sentry.io', 'org': 'acme'})}_{rnd(URLSAFE, 43)}",
        f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}",
    )
    r.add(
        "mapbox_secret_token",
        f"mapbox secret token (downloads:read, for the iOS SDK install in CI): {mapbox('sk')}",
        f"~/.netrc for mapbox:\nmachine api.mapbox.com\nlogin mapbox\npassword {mapbox('sk')}",
    )
    r.add(
        "shopify_admin_api_token",
        f"Shopify custom app on acme-dev.myshopify.com — Admin API token shpat_{hexs(32)}",
        f"X-Shopify-Access-Token: shpat_{hexs(32)}\napi secret key shpss_{hexs(32)}",
    )
    r.add(
        "github_app_private_key",
        f"GitHub App 'acme-integrations-bot' private key (downloaded .pem):\n{pem('RSA PRIVATE KEY', 6)}",
        f"gh app key for the PR checker, pasting in case the file gets lost\n{pem('RSA PRIVATE KEY', 5)}",
    )
    r.add(
        "ngrok_authtoken",
        f"ngrok config add-authtoken {ngrok_token()}",
        f"ngrok authtoken (team acct, for webhook testing): {ngrok_token()}",
    )
    r.add(
        "staging_db_connection_string",
        f"staging postgres for the integrations schema: postgresql://integrations_rw:{rnd(ALNUM, 24)}@pg-staging.acme.internal:5432/integrations?sslmode=require",
        f"DATABASE_URL=postgres://webhooks:{rnd(ALNUM, 20)}@db.acme.internal/webhook_events",
        f"redis for the rate limiter → rediss://default:{rnd(ALNUM, 32)}@redis-int.acme.internal:6380/0",
    )
    r.add(
        "webhook_basic_auth",
        f"HubSpot workflow webhook → our endpoint uses basic auth, header is Authorization: Basic {basic('hubspot-hook', rnd(ALNUM, 20))}",
        f"partner webhook creds (they call us): user zendesk-bridge pass {pw()}",
        f"https://hooks-bridge:{rnd(ALNUM, 18)}@hooks.acme.example/inbound/braze",
    )
    r.add(
        "vendor_console_totp_seed",
        f"TOTP seed for the shared integrations@ login on the Twilio console (so the on-call can add it): {groups(totp_seed(), 4)}",
        f"otpauth://totp/Adyen:integrations@acme.example?secret={totp_seed()}&issuer=Adyen",
    )
    r.add(
        "vendor_recovery_codes",
        "PayPal dev account backup codes\n" + "\n".join(digits(8) for _ in range(6)),
        "Okta admin recovery codes (shared integrations acct):\n" + "  ".join(rnd(LOWER + DIGITS, 10) for _ in range(5)),
    )
    r.add(
        "corporate_card",
        f"company Visa for vendor signups (Twilio, ngrok, Algolia): {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"amex for the paypal sandbox verification — {luhn('37', 15)}, {card_expiry()}, CID {digits(4)}",
    )
    r.add(
        "office_door_code",
        f"King St office after-hours door code is {digits(4)}#, alarm disarm {digits(6)}",
        f"server closet keypad {digits(5)} (changed in May)",
    )
    r.add(
        "password_manager_master_password",
        f"1pw master pw hint for when I get a new laptop... ok just the actual thing: {pick('maple', 'otter', 'ferry', 'gardiner')}-{pick('spadina', 'bathurst', 'dundas', 'ossington')}-{pick('streetcar', 'raccoon', 'poutine', 'toque')}-{digits(3)}",
        f"bitwarden master passphrase (work vault): {pick('correct', 'lakeshore', 'island', 'ravine')} {pick('horse', 'heron', 'beaver', 'goose')} {pick('battery', 'ferry', 'subway', 'portage')} {pick('staple', 'canoe', 'paddle', 'tuque')} {digits(2)}",
    )
    # a third note for the kinds above that had two, in other shapes
    r.add("mailgun_webhook_signing_key", f"[slack dm to Priya] hey the mailgun signing key for the EU domain is {hexs(32)} — can u put it in the eu-mailer secret? thx")
    r.add("intercom_identity_verification_secret", f"intercom user_hash secret for web messenger (compute hmac sha256 on the server w/ this): {rnd(URLSAFE, 40)}  ← NOT the app id")
    r.add("zendesk_admin_password", f"zd sandbox\nuser: admin@acme-sandbox.example\npwd: {pw()}\n(reset link goes to the shared inbox)")
    r.add("segment_server_write_key", f"segment: the 'payments-backend' source key {segment_key()} is server only (Tomas, admin, flagged it b/c someone put it in a RN build once)")
    r.add("okta_api_token", f"okta token for terraform provider (okta_api_token var) = {okta_api_token()}")
    r.add("google_oauth_refresh_token", f"YouTube data api creds for the marketing embed job:\nclient_secret {google_secret()}\nrefresh_token {google_refresh()}")
    r.add("square_application_secret", f"sandbox oauth secret for Square, pour l'intégration du client à Montréal : {square_secret()}")
    r.add("plaid_access_token", f"PLAID_ACCESS_TOKEN=access-development-{uid()}")
    r.add("adyen_hmac_key", f"Adyen webhook HMAC (live, merchant AcmeCA_POS) -> {hexs(64).upper()} ; test one is different, see the test CA")
    r.add("launchdarkly_api_access_token", f"ld personal api token, reader only, expires dec: api-{uid()}")
    r.add("slack_bot_token", f"xoxb token for the incident bot (workspace acme-eng): {slack_bot()}")
    r.add("slack_signing_secret", f"SLACK_SIGNING_SECRET={hexs(32)}")
    r.add("fcm_legacy_server_key", f"legacy FCM key for the android beta project — {fcm_server_key()} (google says it's deprecated, migrate!!)")
    r.add("sentry_auth_token", f"sentry-cli login token: sntryu_{hexs(64)}")
    r.add("mapbox_secret_token", f"MAPBOX_DOWNLOADS_TOKEN={mapbox('sk')}")
    r.add("shopify_admin_api_token", f"shopify staff storefront app: admin token is shpat_{hexs(32)} and client secret {hexs(32)}")
    r.add("ngrok_authtoken", f"agent:\n  authtoken: {ngrok_token()}\ntunnels:\n  hooks:\n    proto: http\n    addr: 8080")
    r.add("vendor_console_totp_seed", f"2FA seed for the HubSpot super admin (backup, in case Jas's phone dies): {totp_seed()}")
    r.add("vendor_recovery_codes", "github org owner acct recovery codes:\n" + "\n".join(f"{hexs(5)}-{hexs(5)}" for _ in range(6)))
    r.add("corporate_card", f"Mastercard (the one ending in the Tim Hortons receipt lol) {groups(luhn('51', 16), 4, '-')}  {card_expiry()}  code {digits(3)}")
    r.add("office_door_code", f"parking garage gate PIN at 151 Front: {digits(4)}. Bike room same + {digits(1)}")
    r.add("azure_ad_client_secret", f"secret du registre d'application Entra pour le connecteur Teams: {azure_secret()} (expire en janvier)")
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "twilio_account_sid",
        f"Twilio account SID for prod is {sid('AC')} (the auth token is in 1Password under 'Twilio prod', not here)",
        f"sub-accounts:\n  staging  {sid('AC')}\n  qa       {sid('AC')}\n  prod     {sid('AC')}",
        f"support ticket w/ Twilio mentions account {sid('AC')} — they want us to confirm the A2P 10DLC brand",
    )
    r.add(
        "twilio_resource_sids",
        f"SMS sender: +1 647 555 0182, phone number SID {sid('PN')}",
        f"messaging service for the appointment reminders = {sid('MG')}; verify service for OTP = {sid('VA')}",
        f"failed msg {sid('SM')} — error 30007 (carrier filtering), see the console log",
        f"Twilio API key SID {sid('SK')} belongs to the notifications svc; its secret got rotated Tuesday and lives in Vault only",
    )
    r.add(
        "sendgrid_template_id",
        f"SendGrid dynamic templates:\n  welcome      {sg_template()}\n  pw reset     {sg_template()}\n  invoice      {sg_template()}",
        f"changed the receipt template colour to our navy, new version of {sg_template()} is active",
        f"SENDGRID_TEMPLATE_VERIFY_EMAIL={sg_template()}",
    )
    r.add(
        "sendgrid_key_metadata",
        f"sendgrid key 'mailer-prod' (id {rnd(URLSAFE, 22)}) has mail.send + templates.read scopes only. value in Vault at secret/mailer/sendgrid",
        "SG keys start with SG. and are 69 chars — if a support person asks for one, never paste it, send the key *name* instead",
    )
    r.add(
        "mailgun_public_validation_key",
        f"mailgun public validation key for the signup form email check: {mailgun_pubkey()} (public by design, fine in the JS)",
        f"mailgun.js validate → key: '{mailgun_pubkey()}'",
    )
    r.add(
        "intercom_app_id",
        f"Intercom app id (workspace id) for the web messenger: {intercom_app()}",
        f"window.intercomSettings = {{ api_base: 'https://api-iam.intercom.io', app_id: '{intercom_app()}' }};",
        f"test workspace {intercom_app()} vs prod workspace {intercom_app()} — don't mix them in the RN config again",
    )
    r.add(
        "zendesk_subdomain_and_ids",
        "Zendesk instance: acme.zendesk.com (sandbox: acme1718000000.zendesk.com)",
        f"zendesk ticket #{digits(6, lead=True)} is the one about the webhook retries; custom field id {digits(14, lead=True)}",
        f"Web Widget snippet key: {uid()} — it's in the public page source anyway",
    )
    r.add(
        "hubspot_portal_id",
        f"HubSpot portal (hub) id {portal()}, tracking script //js.hs-scripts.com/{portal()}.js",
        f"hubspot sandbox portal id {portal()}, prod {portal()}",
        f"hs form guid for the demo request form: {uid()} (portalId {portal()})",
    )
    r.add(
        "segment_browser_write_key",
        f"analytics.js snippet write key for the marketing site: {segment_key()} — it's in the page source, that's how Segment works",
        f"analytics.load(\"{segment_key()}\"); // website source, client-side",
        f"RN app segment source key {segment_key()} ships in the bundle, on purpose (mobile source)",
    )
    r.add(
        "braze_sdk_app_identifier",
        f"Braze SDK api key (app identifier) for iOS: {uid()} — public, it's compiled into the app. REST keys are a different thing",
        f"braze.initialize('{uid()}', {{ baseUrl: 'sdk.iad-03.braze.com' }})",
        f"Braze app groups\nAndroid app id {uid()}\nWeb app id {uid()}\ncluster: iad-03",
    )
    r.add(
        "auth0_domain_and_client_id",
        f"SPA config (public, PKCE, no secret):\ndomain: acme-dev.us.auth0.com\nclientId: {auth0_client_id()}\naudience: https://api.acme.example",
        f"auth0 native app client id for the iOS build: {auth0_client_id()}",
        f"<Auth0Provider domain=\"login.acme.example\" clientId=\"{auth0_client_id()}\" authorizationParams={{{{ redirect_uri: window.location.origin }}}}>",
    )
    r.add(
        "okta_org_and_client_id",
        f"Okta org URL https://acme.okta.example, SPA client id {okta_client_id()} (public client, PKCE)",
        f"okta-react config → issuer https://acme.okta.example/oauth2/default, clientId {okta_client_id()}, redirectUri https://app.acme.example/login/callback",
        f"Okta app {okta_client_id()} assignment group id 00g{rnd(ALNUM, 17)}",
    )
    r.add(
        "azure_tenant_and_app_ids",
        f"Entra tenant id {uid()}, app (client) id {uid()}, object id {uid()}",
        f"MSAL config for the Teams tab:\nauth: {{ clientId: '{uid()}', authority: 'https://login.microsoftonline.com/{uid()}' }}",
        f"the client secret *ID* (not the value) is {uid()} — portal shows both, only the value is sensitive",
    )
    r.add(
        "google_oauth_client_id",
        f"Google Sign-In web client id {google_client_id()}",
        f"iOS GIDClientID = {google_client_id()} and the reversed one goes in URL schemes",
        f"GOOGLE_CLIENT_ID={google_client_id()}   # public; secret lives in GCP Secret Manager 'oauth-web-secret'",
    )
    r.add(
        "paypal_js_sdk_client_id",
        f"<script src=\"https://www.paypal.com/sdk/js?client-id={paypal_id()}&currency=CAD\"></script>",
        f"paypal sandbox client id (for the JS buttons) {paypal_id()}",
    )
    r.add(
        "square_application_id",
        f"Square Web Payments SDK: applicationId '{square_app_id()}', locationId '{square_location()}'",
        f"sandbox app id {square_app_id(sandbox=True)}",
        f"square app id {square_app_id()} is public (goes in the frontend). The EAAA access token does NOT.",
    )
    r.add(
        "square_location_id",
        f"Square locations: Queen West {square_location()}, Yorkville {square_location()}, warehouse (Mississauga) {square_location()}",
        f"SQUARE_LOCATION_ID={square_location()}",
    )
    r.add(
        "plaid_client_id",
        f"Plaid client_id {plaid_client()} — the secret is per-environment and in vault, the client id alone does nothing",
        f"plaid dashboard team id / client id: {plaid_client()}",
    )
    r.add(
        "plaid_public_token",
        f"sandbox public token from Link for the test: public-sandbox-{uid()} (expires after 30 min, exchange it right away)",
        f"onSuccess gave public_token = public-sandbox-{uid()}, item_id {rnd(ALNUM, 37)}",
        f"plaid link_token for the demo, good for 4h: link-sandbox-{uid()}",
    )
    r.add(
        "adyen_client_key",
        f"Adyen client key for Drop-in (web): {adyen_client_key('test')} — allowed origins: https://checkout.acme.example",
        f"const checkout = await AdyenCheckout({{ environment: 'live', clientKey: '{adyen_client_key('live')}' }});",
        f"adyen merchant account AcmeCA_ECOM, company acct AcmeCA, client key {adyen_client_key('test')} (public)",
    )
    r.add(
        "algolia_search_only_key",
        f"Algolia app id {algolia_app()}, search-only api key {hexs(32)} — ok in the frontend (search ACL only)",
        f"const client = algoliasearch('{algolia_app()}', '{hexs(32)}'); // search-only",
        f"algolia index names: prod_articles, prod_articles_replica_date_desc; app {algolia_app()}",
    )
    r.add(
        "pusher_app_key_and_cluster",
        f"new Pusher('{hexs(20)}', {{ cluster: 'us2' }}) // key is public",
        f"pusher staging key {hexs(20)}, cluster mt1, app id {pusher_app_id()}",
        f"VITE_PUSHER_APP_KEY={hexs(20)}\nVITE_PUSHER_CLUSTER=us2",
    )
    r.add(
        "ably_client_id",
        f"Ably clientId convention: user:{uid()} (presence shows it to everyone in the channel)",
        f"ably key name {ably_key_name()} (that's just the name part before the colon, the secret half is in vault)",
        f"ably channel for order tracking: orders:{uid()}",
    )
    r.add(
        "launchdarkly_client_side_id",
        f"LD client-side ID for the web app (prod): {ld_client_side()}",
        f"LDProvider clientSideID=\"{ld_client_side()}\"",
        f"launchdarkly mobile key mob-{uid()} ships in the iOS/Android apps — it's meant to, LD docs say mobile keys are safe to embed",
    )
    r.add(
        "amplitude_browser_api_key",
        f"amplitude.init('{hexs(32)}') — browser API key, public. Secret key only for the export API and it's in vault",
        f"AMPLITUDE_API_KEY={hexs(32)}  # client SDK key (RN)",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key {stripe_pk()} goes in the checkout page",
        f"const stripe = Stripe('{stripe_pk('test')}');",
        f"STRIPE_PUBLISHABLE_KEY={stripe_pk()}",
    )
    r.add(
        "stripe_object_ids",
        f"refund for cust cus_{rnd(ALNUM, 14)} on pi_{rnd(ALNUM, 24)}, charge ch_{rnd(ALNUM, 24)}",
        f"pricing: Pro monthly price_1{rnd(ALNUM, 23)}, Pro yearly price_1{rnd(ALNUM, 23)}, product prod_{rnd(ALNUM, 14)}",
        f"webhook endpoint id we_1{rnd(ALNUM, 23)} (the signing secret is NOT this, check dashboard)",
    )
    r.add(
        "webhook_endpoint_url",
        "our inbound webhooks:\n  /hooks/twilio/status\n  /hooks/sendgrid/events\n  /hooks/adyen\n  https://hooks.acme.example/v1/plaid",
        f"Zendesk trigger → https://hooks.acme.example/zendesk/ticket-updated?source=zd&env=prod&trace={hexs(16)}",
        f"Square webhook subscription id wbhk_{hexs(32)} → https://payments.acme.example/hooks/square",
    )
    r.add(
        "oauth_redirect_uri",
        "redirect URIs registered on the Google client:\nhttps://app.acme.example/auth/google/callback\nhttp://localhost:3000/auth/google/callback\ncom.acme.mobile:/oauth2redirect",
        "auth0 allowed callback: https://app.acme.example/callback, https://staging.acme.test/callback — logout url same origin",
        f"okta sign-in redirect failed with redirect_uri mismatch, it sent https://app.acme.example/login/callback?state={hexs(32)} — state param is just CSRF, fine",
    )
    r.add(
        "jwks_url_and_kid",
        f"Auth0 JWKS: https://acme-dev.us.auth0.com/.well-known/jwks.json, current kid {rnd(URLSAFE, 22)}, previous kid {rnd(URLSAFE, 22)} (rotated)",
        f"token header was {{\"alg\":\"RS256\",\"typ\":\"JWT\",\"kid\":\"{hexs(40)}\"}} — google's jwks at https://www.googleapis.com/oauth2/v3/certs",
        f"okta keys endpoint https://acme.okta.example/oauth2/default/v1/keys, kid={rnd(URLSAFE, 43)}",
    )
    r.add(
        "jwks_public_key_entry",
        f"the JWK our partner gave us (public):\n{{\"kty\":\"RSA\",\"use\":\"sig\",\"kid\":\"{rnd(URLSAFE, 16)}\",\"e\":\"AQAB\",\"n\":\"{b64u(secrets.token_bytes(256))}\"}}",
        f"EC public jwk for the webhook verifier: x={b64u(secrets.token_bytes(32))} y={b64u(secrets.token_bytes(32))} crv P-256",
    )
    r.add(
        "certificate_sha256_pin",
        f"OkHttp cert pins for api.acme.example:\nsha256/{pin_sha256()}\nsha256/{pin_sha256()}  (backup pin)",
        f"iOS TrustKit pins: kTSKPublicKeyHashes = ['{pin_sha256()}', '{pin_sha256()}']",
        f"cert fingerprint (SHA-256) of hooks.acme.example: {':'.join(hexs(64).upper()[i:i + 2] for i in range(0, 64, 2))}",
    )
    r.add(
        "openid_discovery_document",
        "OIDC discovery: https://acme.okta.example/oauth2/default/.well-known/openid-configuration\nissuer / authorization_endpoint / token_endpoint / jwks_uri all come from there, no need to hardcode",
        "auth0 discovery doc → https://acme-dev.us.auth0.com/.well-known/openid-configuration (supports code + PKCE, id_token_signing_alg_values_supported RS256)",
        f"Entra v2 metadata: https://login.microsoftonline.com/{uid()}/v2.0/.well-known/openid-configuration",
    )
    r.add(
        "secret_reference_vault_path",
        "Twilio auth token → vault kv secret/integrations/twilio/prod (field auth_token). don't copy it anywhere else",
        "all the Plaid secrets are in AWS Secrets Manager: prod/payments/plaid — ask #platform for read access",
        "adyen api key is in 1Password vault 'Payments', item 'Adyen live ws user'",
        "the okta SSWS token is in the sealed envelope in Marc's drawer lol, old school",
    )
    r.add(
        "env_var_name_reference",
        "needed env vars for the integrations svc: TWILIO_AUTH_TOKEN, SENDGRID_API_KEY, HUBSPOT_ACCESS_TOKEN, PLAID_SECRET, ALGOLIA_ADMIN_KEY (values from vault via external-secrets)",
        "SLACK_SIGNING_SECRET=${SLACK_SIGNING_SECRET:?must be set}",
        "AUTH0_CLIENT_SECRET=<from vault>\nAUTH0_CLIENT_ID=<from vault>\nAUTH0_DOMAIN=acme-dev.us.auth0.com",
    )
    r.add(
        "rotation_log_no_values",
        "rotated: SendGrid (Jun 3), Twilio token (Jun 3), Stripe restricted key (Jun 4). Mailgun still pending — waiting on the EU domain owner",
        "Auth0 client secret rotation done, old secret revoked 14:10 ET, no 401s in the logs after deploy",
        "HubSpot private app token rotated by HubSpot automatically?? no — it was Jess. anyway new one's in vault",
    )
    r.add(
        "password_policy_note",
        "vendor console accounts policy: 16+ chars, generated by 1Password, unique per vendor, TOTP not SMS",
        "zendesk says API tokens are 40 chars and you can have up to 256 per account. we have 11 active, prune the stale ones",
        "Okta password policy for contractors: min length 14, no reuse of last 24, lockout after 10 tries",
    )
    r.add(
        "masked_key_last4",
        f"the leaked-key alert was for a stripe key ending in …{rnd(ALNUM, 4)} — that's the test one, already rolled",
        f"Square dashboard shows the token as EAAA••••••••{rnd(URLSAFE, 4)}; matches the one in vault",
        f"sendgrid key SG.{rnd(URLSAFE, 4)}… (first 6 chars only shown in their UI) is the stale one to delete",
    )
    r.add(
        "sentry_dsn",
        f"Sentry DSN for the web app (public, ok in bundle): {sentry_dsn()}",
        f"SENTRY_DSN={sentry_dsn()}\nSENTRY_ENVIRONMENT=staging",
    )
    r.add(
        "mapbox_public_token",
        f"mapboxgl.accessToken = '{mapbox('pk')}'; // public token, URL-restricted to *.acme.example",
        f"mapbox pk token for the RN map view: {mapbox('pk')}",
    )
    r.add(
        "firebase_web_config",
        f"firebase web config (public, it's in every web app):\napiKey: '{firebase_web_key()}',\nauthDomain: 'acme-mobile-prod.firebaseapp.com',\nprojectId: 'acme-mobile-prod',\nmessagingSenderId: '{digits(12, lead=True)}',\nappId: '1:{digits(12, lead=True)}:web:{hexs(22)}'",
        f"google-services.json mobilesdk_app_id 1:{digits(12, lead=True)}:android:{hexs(16)}, project number {digits(12, lead=True)}",
    )
    r.add(
        "apple_key_and_team_ids",
        f"APNs: key id {apple_id10()}, team id {apple_id10()}, bundle com.acme.mobile (the .p8 itself is in vault)",
        f"Sign in with Apple service id com.acme.web.signin, team {apple_id10()}, key id {apple_id10()}",
    )
    r.add(
        "mobile_app_identifiers",
        f"App Store id {digits(10, lead=True)}, bundle com.acme.mobile; Play package com.acme.mobile, Play console app id {digits(19, lead=True)}",
        f"android signing cert SHA-256 for assetlinks.json: {':'.join(hexs(64).upper()[i:i + 2] for i in range(0, 64, 2))}",
        f"iOS associated domains: applinks:app.acme.example — apple-app-site-association appID {apple_id10()}.com.acme.mobile",
    )
    r.add(
        "slack_workspace_ids",
        f"Slack app id A0{rnd(UPPER + DIGITS, 9)}, team T0{rnd(UPPER + DIGITS, 8)}, alerts channel C0{rnd(UPPER + DIGITS, 9)}",
        f"incoming webhook goes to #integrations-alerts (the URL is in vault, the channel id is C0{rnd(UPPER + DIGITS, 9)})",
    )
    r.add(
        "github_app_ids",
        f"GitHub App 'acme-integrations-bot': app id {digits(6, lead=True)}, installation id {digits(8, lead=True)}, client id Iv1.{hexs(16)}",
        f"gh app webhook deliveries: guid {uid()} failed with 502 at 03:12 UTC",
    )
    r.add(
        "git_commit_sha",
        f"the Adyen webhook fix is in commit {hexs(40)} (release/2024.06), revert was {hexs(7)}",
        f"merged PR #{digits(4, lead=True)} → {hexs(40)}",
        f"bisected the plaid link bug to {hexs(12)}",
    )
    r.add(
        "container_image_digest",
        f"integrations-svc image: registry.acme.internal/integrations-svc@sha256:{hexs(64)}",
        f"rollback target for webhooks-worker: tag 2024.06.11-3 (sha256:{hexs(64)})",
    )
    r.add(
        "package_integrity_hash",
        f"package-lock: \"@adyen/adyen-web\": \"5.{digits(2)}.0\", integrity sha512-{b64(secrets.token_bytes(64))}",
        f"pinned ably-js 1.2.50, subresource integrity for the CDN script: sha384-{b64(secrets.token_bytes(48))}",
    )
    r.add(
        "cloud_resource_arns",
        f"SNS topic for SMS DLRs: arn:aws:sns:ca-central-1:{digits(12, lead=True)}:twilio-dlr-events",
        f"secret ARN (the ref, not the value): arn:aws:secretsmanager:ca-central-1:{digits(12, lead=True)}:secret:prod/payments/plaid-{rnd(ALNUM, 6)}",
        f"gcp: projects/acme-mobile-prod/secrets/oauth-web-secret/versions/{digits(1, lead=True)}",
    )
    r.add(
        "request_and_trace_ids",
        f"Plaid request_id {rnd(ALNUM, 15)} on the failed /item/public_token/exchange — send it to Plaid support",
        f"twilio X-Twilio-Request-Id RQ{hexs(32)}, our trace id {hexs(32)}",
        f"Adyen pspReference {digits(16, lead=True)} for the disputed order",
        f"HubSpot correlationId {uid()} on the 429",
    )
    r.add(
        "support_ticket_numbers",
        f"Auth0 support case #{digits(8, lead=True)}, Okta case {digits(8, lead=True)}, Twilio ticket {digits(8, lead=True)} — all about the SMS MFA outage",
        f"JIRA INT-{digits(4, lead=True)} (Braze migration), INT-{digits(4, lead=True)} (Intercom v2.11 upgrade)",
    )
    r.add(
        "order_and_invoice_numbers",
        f"customer order ACM-{digits(8, lead=True)} stuck in 'pending payment', Square payment id {rnd(ALNUM, 29)}",
        f"Twilio invoice {digits(8, lead=True)} for May: CA$ 1,284.16",
        f"PayPal txn id {rnd(UPPER + DIGITS, 17)} for the refund test",
    )
    r.add(
        "company_bank_details_on_invoice",
        f"for the reseller invoice footer: Acme Integrations Inc., remit to {iban('GB', 'NWBK' + digits(14))} (our UK entity)",
        f"Canadian remittance: transit {digits(5)}, institution 003, account on file with AP — invoices show only the last 3 digits",
    )
    r.add(
        "api_version_strings",
        "Intercom-Version: 2.11; Zendesk API v2; HubSpot CRM v3; Adyen Checkout API v71; Square-Version: 2024-06-04; Stripe-Version: 2024-06-20",
        "pinned SDKs: twilio 5.1.1, @sendgrid/mail 8.1.3, plaid-node 25.0.0, launchdarkly-node-server-sdk 7.0.4",
        "braze swift sdk 9.2.0, android 31.1.0, web 5.3.2 — all need the app identifier not a REST key",
    )
    r.add(
        "ip_allowlists_and_hosts",
        "Adyen webhook source IPs we allowlist: see their docs (they change); our egress NAT 203.0.113.41 and 203.0.113.42 given to Plaid for the prod allowlist",
        "internal hosts: vault.acme.internal, hooks.acme.example, pg-staging.acme.internal:5432, redis-int.acme.internal:6380",
        "Twilio's webhook hits come from *.twilio.com, we verify with X-Twilio-Signature (hmac with the auth token, which is in vault)",
    )
    r.add(
        "phone_numbers_and_shortcodes",
        "support line +1 (416) 555-0134, SMS short code 55123 (pending carrier approval), toll-free +1 888 555 0199",
        "test numbers for Twilio magic: +15005550006 (valid), +15005550001 (invalid)",
    )
    r.add(
        "postal_and_office_details",
        "office: 151 Front St W, Toronto ON M5J 2N1, 4th floor. Courier account for the hardware: ship to loading dock",
        f"FedEx tracking {digits(12, lead=True)} for the Square readers, Purolator {digits(12, lead=True)} for the iPads",
    )
    r.add(
        "coupon_and_promo_codes",
        f"Stripe promo code for the beta customers: BETA{digits(2)}-TORONTO (25% off 3 mo), coupon id {rnd(ALNUM, 8)}",
        "Twilio startup credits code was applied in March, nothing to do",
    )
    r.add(
        "ssh_public_deploy_key",
        f"deploy key (public) added to acme/integrations-svc: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@acme",
        f"my pubkey for the bastion: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@acme-laptop",
    )
    r.add(
        "uuid_resource_ids",
        f"Braze campaign id {uid()}, canvas id {uid()} — both in the URL when you open them",
        f"LaunchDarkly flag key `new-checkout-adyen`, env id {ld_client_side()} (same as client-side id, LD reuses it)",
        f"Intercom article {digits(7, lead=True)}, collection {digits(7, lead=True)}, conversation {digits(15, lead=True)}",
    )
    r.add(
        "otp_and_pin_talk",
        "Twilio Verify OTP length is 6, expires in 10 min, max 5 attempts — matches the security review",
        "card PINs never touch our systems, Square reader handles it. PCI scope stays SAQ A",
        "reminder: the office alarm code changed, ask Sandra in person (not over Slack)",
    )
    r.add(
        "webhook_signature_headers",
        f"example headers from a Stripe event: Stripe-Signature: t={1718000000 + secrets.randbelow(10**6)},v1={hexs(64)} — that's a per-event signature, not the secret",
        f"X-Twilio-Signature: {b64(secrets.token_bytes(20))} (computed per request)",
        f"adyen notification additionalData.hmacSignature = {b64(secrets.token_bytes(32))} for pspReference {digits(16, lead=True)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout142.py", [
        ("heldout142_credentials.yaml", credentials(), "batch 142 (Toronto SaaS integrations engineer, secret twins of public client ids), written blind; every value synthetic"),
        ("heldout142_lookalikes.yaml", lookalikes(), "batch 142 look-alikes: public-by-design SDK keys, client ids, SIDs, pins, discovery urls and secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
