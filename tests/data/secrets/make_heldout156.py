# ruff: noqa: E501
"""Writes heldout156_credentials.yaml and heldout156_lookalikes.yaml: held-out batch 156.

Persona: an indie developer in Toronto who builds map and booking apps for small tourism
businesses (kayak rentals, ghost walks, bike tours, cottage stays, a ferry, a few overseas
tour operators). Canadian English, dev shorthand, pasted .env lines and curl commands. The
notes hold map and payment keys that are public by design, each beside its secret twin:
Mapbox pk./sk., site-restricted vs server keys, publishable vs secret payment keys.

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
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    onepassword_secret_key,
    openssh_private,
    pem,
    pick,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

# ---------------------------------------------------------------- format helpers

USERS = ["northbayloops", "acmetours", "pinecone-dev", "lakeshorelabs", "tdotmaps"]


def cuid() -> str:
    return "c" + pick("k", "l", "m") + rnd(LOWER + DIGITS, 23)


def mapbox(prefix: str, user: str | None = None) -> str:
    body = json.dumps({"u": user or pick(*USERS), "a": cuid()}, separators=(",", ":"))
    return f"{prefix}.{b64u(body.encode())}.{rnd(URLSAFE, 22)}"


def maptiler() -> str:
    return rnd(ALNUM, 20)


def here_key() -> str:
    return rnd(URLSAFE, 43)


def gmaps() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def esri() -> str:
    return "AAPK" + hexs(32) + rnd(URLSAFE, 64)


def stripe(prefix: str) -> str:
    return f"{prefix}_51{rnd(ALNUM, 97)}"


def whsec() -> str:
    return "whsec_" + rnd(ALNUM, 32)


def stripe_id(prefix: str, n: int = 24) -> str:
    return f"{prefix}_{pick('1', '3')}{rnd(ALNUM, n - 1)}"


def paypal_id() -> str:
    return "A" + rnd(URLSAFE, 79)


def paypal_secret() -> str:
    return "E" + rnd(URLSAFE, 79)


def square_token() -> str:
    return "EAAA" + rnd(URLSAFE, 60)


def square_app() -> str:
    return "sq0idp-" + rnd(URLSAFE, 22)


def square_loc() -> str:
    return "L" + rnd(UPPER + DIGITS, 12)


def bt_id() -> str:
    return rnd(LOWER + DIGITS, 16)


def bt_tokenization(env: str = "production") -> str:
    return f"{env}_{rnd(LOWER + DIGITS, 8)}_{rnd(LOWER + DIGITS, 16)}"


def adyen_api() -> str:
    return f"AQE{rnd(ALNUM, 3)}hmfx{rnd(B64, 84)}==-{b64(secrets.token_bytes(32))}-{rnd(ALNUM + '<>%#', 16)}"


def adyen_client(env: str = "live") -> str:
    return f"{env}_{rnd(UPPER + DIGITS, 32)}"


def adyen_hmac() -> str:
    return rnd(HEX.upper(), 64)


def rzp_id(env: str = "live") -> str:
    return f"rzp_{env}_{rnd(ALNUM, 14)}"


def rzp_secret() -> str:
    return rnd(ALNUM, 24)


def paystack(prefix: str) -> str:
    return f"{prefix}_{hexs(40)}"


def cko(prefix: str) -> str:
    return f"{prefix}_{rnd(LOWER + '234567', 26)}"


def mollie(env: str = "live") -> str:
    return f"{env}_{rnd(ALNUM, 30)}"


def twilio_sid(prefix: str = "AC") -> str:
    return prefix + hexs(32)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def pgpw() -> str:
    return rnd(ALNUM, 24)


def django_key() -> str:
    return rnd(LOWER + DIGITS + "!@#$%^&*(-_=+)", 50)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def human_pw() -> str:
    return pick(
        f"{pick('Tobermory', 'Paddle', 'Lantern', 'Algonquin', 'Ferry')}{pick('!', '#', '$')}{digits(4)}{pick('Loon', 'Pike', 'Cedar', 'Moose')}",
        rnd(ALNUM + "!#%&*+-?", 18),
        f"{pick('ghost', 'kayak', 'trail', 'cottage')}-{pick('walk', 'rent', 'loop', 'dock')}-{digits(3)}-{pick('Kingston', 'Muskoka', 'Niagara', 'Bruce')}",
    )


def cesium_token(scopes: list[str]) -> str:
    return jwt({"jti": uid(), "id": int(digits(6, lead=True)), "scopes": scopes, "iat": epoch()})


def coord(lat: float, lon: float) -> str:
    return f"{lat + secrets.randbelow(2000) / 100000:.5f}, {lon - secrets.randbelow(2000) / 100000:.5f}"


def booking_ref() -> str:
    return pick("TBK", "GWK", "NBT", "MSK") + "-" + rnd(UPPER + DIGITS, 6)


# ---------------------------------------------------------------- credentials


def credentials() -> Rows:
    r = Rows()

    sk1, sk2, sk3 = mapbox("sk"), mapbox("sk", "acmetours"), mapbox("sk", "northbayloops")
    r.add(
        "mapbox_secret_token",
        f"mapbox sk for the tileset uploads (tobermory kayak trail layer) - DON'T ship in the app bundle: {sk1}",
        f"export MAPBOX_ACCESS_TOKEN={sk2}   # secret scope styles:write tilesets:write, upload script on my laptop only",
        f"Ghost walk Kingston, static images proxy runs server side so it gets the secret token\n{sk3}\n(public pk one lives in the frontend .env, thats fine)",
    )

    r.add(
        "mapbox_downloads_token",
        f"~/.netrc on the mac mini for the iOS SDK pods:\nmachine api.mapbox.com\n  login mapbox\n  password {mapbox('sk', 'tdotmaps')}",
        f"gradle.properties on the CI runner -> MAPBOX_DOWNLOADS_TOKEN={mapbox('sk', 'pinecone-dev')}  (DOWNLOADS:READ scope, it's an sk. so keep it out of the repo)",
    )

    r.add(
        "maptiler_server_key",
        f"maptiler key for the geocoding proxy on the server, NOT origin-restricted (server calls dont send Origin): {maptiler()}",
        f"niagara bike tours backend batch geocodes the stop list overnight w/ maptiler key {maptiler()} - unrestricted, billing on my acct, keep out of git",
        f"MAPTILER_SERVER_KEY={maptiler()}\n# ^ the unrestricted one. the site key is a different one, see README",
    )

    r.add(
        "maptiler_service_token",
        f"MapTiler Cloud service token (can upload + delete datasets!!) for the muskoka trails import: {rnd(ALNUM, 48)}",
        f"maptiler cli: maptiler-cloud --token={rnd(ALNUM, 48)} tiles ingest cottages.mbtiles",
    )

    r.add(
        "here_api_key_server",
        f"HERE routing key - server only, no referrer restriction, billing is on MY card: apiKey={here_key()}",
        f"curl \"https://router.hereapi.com/v8/routes?transportMode=bicycle&origin=43.0896,-79.0849&destination=43.2557,-79.0713&return=summary&apiKey={here_key()}\"",
        f"here key for the muskoka cottage isoline job (cron on db box)\n{here_key()}",
    )

    r.add(
        "here_oauth_credentials",
        f"credentials.properties for the HERE data api:\nhere.user.id = HERE-{uid()}\nhere.client.id = {rnd(ALNUM, 20)}\nhere.access.key.id = {rnd(URLSAFE, 22)}\nhere.access.key.secret = {rnd(URLSAFE, 86)}\nhere.token.endpoint.url = https://account.api.here.com/oauth2/token",
        f"HERE oauth creds, key id {rnd(URLSAFE, 22)} / secret {rnd(URLSAFE, 86)} - dont mix up w/ the JS apikey",
    )

    r.add(
        "arcgis_api_key_write",
        f"esri key w/ feature EDIT privileges (can write to the trail conditions layer, so server only): {esri()}",
        f"arcgis dev key for the conservation authority client\nprivileges: premium:user:geocode, features:user:edit\n{esri()}",
        f"from arcgis.gis import GIS\ngis = GIS(api_key=\"{esri()}\")  # writes closures to the Bruce Trail layer",
    )

    r.add(
        "arcgis_oauth_client_secret",
        f"arcgis oauth app 'kayak-admin'\nclient_id: {rnd(ALNUM, 16)}\nclient_secret: {hexs(32)}",
        f"token req for the closures sync: curl -d client_id={rnd(ALNUM, 16)} -d client_secret={hexs(32)} -d grant_type=client_credentials https://www.arcgis.com/sharing/rest/oauth2/token",
    )

    r.add(
        "arcgis_online_login",
        f"ArcGIS Online org login for the conservation authority: dev_acme / {human_pw()}",
        f"arcgis enterprise portal (portal.parks.internal/portal) admin\nportaladmin\n{human_pw()}",
    )

    r.add(
        "google_maps_server_key",
        f"google maps key with NO restrictions (distance matrix cron uses it): {gmaps()}",
        f"GOOGLE_MAPS_SERVER_KEY={gmaps()}\n# api restrictions: none yet. TODO lock to Geocoding + Distance Matrix + IP of the droplet",
        f"curl 'https://maps.googleapis.com/maps/api/geocode/json?address=7+Bay+St+Tobermory+ON&key={gmaps()}'",
    )

    r.add(
        "gcp_service_account_key",
        f"firebase admin sa json (bookings project), only the important bit:\n\"private_key_id\": \"{hexs(40)}\",\n\"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{b64(secrets.token_bytes(48))}\\n{b64(secrets.token_bytes(48))}\\n-----END PRIVATE KEY-----\\n\",\n\"client_email\": \"bookings-admin@acme-bookings.iam.gserviceaccount.com\"",
        f"GCP sa key for the places sync, base64'd for the env var:\nGOOGLE_SA_KEY_B64={b64(json.dumps({'type': 'service_account', 'private_key_id': hexs(40), 'private_key': pem('PRIVATE KEY', 2)}).encode())}",
    )

    r.add(
        "stripe_secret_key_live",
        f".env.production (kayak rentals)\nSTRIPE_SECRET_KEY={stripe('sk_live')}\nSTRIPE_PUBLISHABLE_KEY={stripe('pk_live')}",
        f"stripe live sk for ghost walks: {stripe('sk_live')}",
        f"server has no browser so no `stripe login`, use: stripe --api-key {stripe('sk_live')} payouts list --limit 5",
    )

    r.add(
        "stripe_secret_key_test",
        f"sandbox sk for the cottage booking demo {stripe('sk_test')} (test mode but still a secret, stop pasting it in slack lol)",
        f"STRIPE_SECRET_KEY={stripe('sk_test')}  # stg",
        f"niagara test mode sk -> {stripe('sk_test')} (for the e2e playwright run)",
    )

    r.add(
        "stripe_restricted_key",
        f"restricted key for the owner's reporting dashboard (read: charges, payouts only) {stripe('rk_live')}",
        f"Zapier wanted a stripe key, gave it a restricted one:\n{stripe('rk_live')}",
        f"rk for the metabase import job, rotate in Jan -> {stripe('rk_live')}",
    )

    r.add(
        "stripe_webhook_secret",
        f"webhook endpoint {stripe_id('we', 24)} -> https://book.tobermorykayak.example/hooks/stripe\nsigning secret: {whsec()}",
        f"STRIPE_WEBHOOK_SECRET={whsec()}",
        f"`stripe listen --forward-to localhost:8000/hooks/stripe` gave me {whsec()} for local dev",
    )

    pid, psec = paypal_id(), paypal_secret()
    r.add(
        "paypal_client_secret",
        f"PayPal REST app 'Muskoka Stays Live'\nClient ID: {paypal_id()}\nSecret: {paypal_secret()}",
        f"curl -u \"{pid}:{psec}\" https://api-m.paypal.com/v1/oauth2/token -d grant_type=client_credentials",
        f"PAYPAL_CLIENT_SECRET={paypal_secret()}   # live, ghost walks",
    )

    r.add(
        "square_access_token",
        f"square prod access token for the bike shop POS inventory sync: {square_token()}",
        f"SQUARE_ACCESS_TOKEN={square_token()}\nSQUARE_ENVIRONMENT=production",
        f"curl https://connect.squareup.com/v2/locations -H \"Square-Version: 2024-06-04\" -H \"Authorization: Bearer {square_token()}\"",
    )

    r.add(
        "square_oauth_app_secret",
        f"square oauth app secret (for the multi-location marketplace thing) sq0csp-{rnd(URLSAFE, 43)}",
        f"Square dev dashboard > OAuth > Production Application Secret\nsq0csp-{rnd(URLSAFE, 43)}",
    )

    r.add(
        "square_webhook_signature_key",
        f"square webhook signature key for /hooks/square: {rnd(URLSAFE, 22)}",
        f"SQUARE_WEBHOOK_SIGNATURE_KEY={rnd(URLSAFE, 22)}",
    )

    r.add(
        "braintree_private_key",
        f"gateway = braintree.BraintreeGateway(braintree.Configuration(\n    braintree.Environment.Production,\n    merchant_id=\"{bt_id()}\",\n    public_key=\"{bt_id()}\",\n    private_key=\"{hexs(32)}\"))",
        f"BT private key (ferry client): {hexs(32)}",
        f"braintree api keys for the ferry - merchant id {bt_id()}, public key {bt_id()}, PRIVATE key {hexs(32)}",
    )

    r.add(
        "braintree_access_token",
        f"braintree paypal-express access token: access_token$production${bt_id()}${hexs(32)}",
        f"BRAINTREE_ACCESS_TOKEN=access_token$sandbox${bt_id()}${hexs(32)}",
    )

    r.add(
        "adyen_api_key",
        f"adyen ws user api key (ferry, LIVE):\n{adyen_api()}",
        f"X-API-Key: {adyen_api()}",
        f"ADYEN_API_KEY={adyen_api()}\nADYEN_ENVIRONMENT=LIVE",
    )

    r.add(
        "adyen_hmac_key",
        f"adyen webhook HMAC key (standard notification, ferry live) {adyen_hmac()}",
        f"ADYEN_HMAC_KEY={adyen_hmac()}",
        f"hmac for adyen test notifications:\n{adyen_hmac()}\nif sigs fail its b/c i regenerated it in the CA",
    )

    r.add(
        "adyen_customer_area_login",
        f"Adyen CA login for AcmeFerries company acct: user admin_dev / pw {human_pw()}",
        f"ws@Company.AcmeFerries basic auth pw (old integrations still use it): {rnd(ALNUM + '!#%&*', 20)}",
    )

    rid = rzp_id()
    r.add(
        "razorpay_key_secret",
        f"razorpay (Goa houseboat client) live keys\nkey_id {rzp_id()}\nkey_secret {rzp_secret()}",
        f"RAZORPAY_KEY_SECRET={rzp_secret()}",
        f"client = razorpay.Client(auth=(\"{rid}\", \"{rzp_secret()}\"))",
    )

    r.add(
        "razorpay_webhook_secret",
        f"razorpay webhook secret (i picked it myself in the dashboard): {rnd(ALNUM, 18)}",
        f"RZP_WEBHOOK_SECRET={human_pw()}",
        f"razorpay webhooks -> https://book.goahouseboats.example/hooks/rzp, secret {rnd(ALNUM + '@#', 20)}",
    )

    r.add(
        "paystack_secret_key",
        f"paystack live secret key for the Accra lodge bookings {paystack('sk_live')}",
        f"curl https://api.paystack.co/transaction/verify/LODGE-{digits(6)} -H \"Authorization: Bearer {paystack('sk_live')}\"",
        f"PAYSTACK_SECRET_KEY={paystack('sk_test')}  # test mode, still secret",
    )

    r.add(
        "checkout_com_secret_key",
        f"checkout.com sandbox secret key (UK walking tours client) {cko('sk_sbox')}",
        f"CKO_SECRET_KEY={cko('sk')}\n# live. the sbox one is in .env.staging",
        f"old-style cko secret from the 2021 account: sk_test_{uid()}",
    )

    r.add(
        "checkout_com_webhook_secret",
        f"checkout.com webhook 'Authorization' header value we check on /hooks/cko: {rnd(ALNUM, 32)}",
        f"cko webhook signature key -> {rnd(ALNUM, 40)}",
    )

    r.add(
        "mollie_live_api_key",
        f"mollie API key for the Amsterdam canal tours client: {mollie('live')}",
        f"MOLLIE_API_KEY={mollie('live')}",
        f"$mollie->setApiKey(\"{mollie('test')}\"); // test, but not for pasting around",
    )

    r.add(
        "mollie_organization_token",
        f"mollie org access token (lists all profiles, can refund!): access_{rnd(ALNUM, 40)}",
        f"MOLLIE_ORG_TOKEN=access_{rnd(ALNUM, 40)}",
    )

    r.add(
        "twilio_auth_token",
        f"twilio booking reminders\nACCOUNT SID {twilio_sid()}\nAUTH TOKEN {hexs(32)}",
        f"TWILIO_AUTH_TOKEN={hexs(32)}",
        f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{(sid := twilio_sid())}/Messages.json -u {sid}:{hexs(32)} --data-urlencode \"Body=Your kayak is ready\"",
    )

    r.add(
        "twilio_api_key_secret",
        f"twilio api key (SK...) for the reminders worker: sid {twilio_sid('SK')} secret {rnd(ALNUM, 32)}",
        f"TWILIO_API_KEY={twilio_sid('SK')}\nTWILIO_API_SECRET={rnd(ALNUM, 32)}",
        f"new twilio key for the ghost walk SMS bot, secret shown ONCE so writing it here: {rnd(ALNUM, 32)}",
    )

    r.add(
        "sendgrid_api_key",
        f"sendgrid key (mail send full access) for booking confirmations: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"curl --request POST --url https://api.sendgrid.com/v3/mail/send --header 'Authorization: Bearer {sendgrid_key()}' --header 'Content-Type: application/json' -d @confirm.json",
    )

    r.add(
        "postgres_password",
        f"prod pg, db.acme.internal:5432, user bookings_app, pw {pgpw()}",
        f"psql superuser on the ghost-walk droplet\npostgres / {human_pw()}",
        f"PGPASSWORD={pgpw()} psql -h db.tourbook.internal -U kayak -d rentals -c 'select count(*) from bookings'",
    )

    r.add(
        "postgres_connection_string",
        f"DATABASE_URL=postgres://bookings_app:{pgpw()}@db.acme.internal:5432/bookings?sslmode=require",
        f"render.com pg external url for cottages: postgresql://muskoka_owner:{rnd(ALNUM, 32)}@dpg-{rnd(LOWER + DIGITS, 20)}-a.oregon-postgres.render.test/muskoka",
        f"read replica for metabase -> postgres://metabase_ro:{pgpw()}@replica.db.acme.internal/bookings",
    )

    r.add(
        "redis_password",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@cache.acme.internal:6380/0",
        f"redis requirepass on the queue box: {rnd(ALNUM, 28)}",
        f"redis-cli -h cache.acme.internal -a '{rnd(ALNUM, 28)}' --no-auth-warning flushdb   # stg only!!",
    )

    r.add(
        "business_credit_card",
        f"biz visa (the one on mapbox + google cloud billing) {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"amex for HERE + aws: {(n := luhn('37', 15))[:4]} {n[4:10]} {n[10:]}, {card_expiry()}, CID {digits(4)}",
        f"mastercard (personal, backup for google cloud if biz card declines)\n{groups(luhn('5' + pick('1', '3', '5')), 4)}\n{card_expiry()} / {digits(3)}",
    )

    r.add(
        "stripe_totp_seed",
        f"stripe 2FA seed (backup in case phone dies again): {groups(totp_seed(), 4)}",
        f"otpauth://totp/Stripe:dev%40acme.example?secret={totp_seed()}&issuer=Stripe",
        f"totp secret for the shared square dashboard login - {totp_seed()}",
    )

    r.add(
        "payment_dashboard_backup_codes",
        "stripe backup code (one-time): " + "-".join(rnd(LOWER + DIGITS, 4) for _ in range(5)),
        "paypal biz acct recovery codes\n" + "\n".join(digits(8) for _ in range(4)),
        "mapbox account 2fa recovery codes: " + ", ".join(rnd(LOWER + DIGITS, 10) for _ in range(5)),
    )

    r.add(
        "github_token",
        f"github PAT for the deploy action (repo + workflow): {ghp()}",
        f"git clone https://tdotmaps:{ghp()}@github.com/acme/kayak-booking.git",
        f"fine-grained token, ghost-walks repo only: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
    )

    r.add(
        "apple_pay_merchant_identity_key",
        f"Apple Pay merchant identity cert key (merchant.ca.acme.kayak), server uses it for session validation:\n{pem('PRIVATE KEY', 3)}",
        f"apple pay payment processing key, exported from keychain:\n{pem('EC PRIVATE KEY', 2)}",
    )

    r.add(
        "app_store_connect_key",
        f"App Store Connect API key {rnd(UPPER + DIGITS, 10)}.p8, issuer {uid()}\n{pem('PRIVATE KEY', 3)}",
        f"fastlane APP_STORE_CONNECT_API_KEY_CONTENT=\"{pem('PRIVATE KEY', 2)}\"",
    )

    r.add(
        "fastlane_match_password",
        f"MATCH_PASSWORD={human_pw()}  (decrypts the certs repo)",
        f"fastlane match passphrase for the kayak app certs: {human_pw()}",
    )

    r.add(
        "client_wifi_password",
        f"wifi at the kayak shed in tobermory: SSID BruceKayak-Staff / {pick('Georgian', 'Flowerpot', 'Cyprus')}{pick('Bay', 'Lake')}{digits(4)}",
        f"ghost walk office wifi pw {human_pw()}",
        f"cottage #4 router (for the smart lock bridge)\nnet: Muskoka4_5G\nWPA2: {rnd(ALNUM, 14)}",
    )

    r.add(
        "client_site_admin_login",
        f"wp-admin for niagarabiketours.example\nuser: acme_dev\npass: {human_pw()}",
        f"booking admin (ghost walks) login is owner@ghostwalk.example pw {human_pw()} - she asked me to reset it after launch",
        f"kayak shop shopify staff acct, dev@acme.example / {human_pw()}",
    )

    r.add(
        "django_secret_key",
        f"DJANGO_SECRET_KEY='{django_key()}'",
        f"django SECRET_KEY for cottage bookings prod: {django_key()}",
        f"settings/prod.py still has the hardcoded fallback (fix!!): SECRET_KEY = os.getenv('SECRET_KEY', '{django_key()}')",
    )

    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={b64(secrets.token_bytes(48))}  # booking magic links",
        f"hs256 secret for the partner api tokens: {hexs(64)}",
        f"signing secret for the ferry agent portal sessions\n{rnd(URLSAFE, 64)}",
    )

    r.add(
        "cloudflare_api_token",
        f"cloudflare token (DNS edit, zone acme.example) {rnd(URLSAFE, 40)}",
        f"CF_API_TOKEN={rnd(URLSAFE, 40)}   # used by certbot dns plugin",
        f"~/.secrets/certbot/cloudflare.ini\ndns_cloudflare_api_token = {rnd(URLSAFE, 40)}",
    )

    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN=sntrys_{b64u(json.dumps({'iat': epoch(), 'url': 'https://sentry.io', 'org': 'acme'}).encode())}_{rnd(URLSAFE, 43)}",
        f"sentry internal integration token for sourcemap uploads: {hexs(64)}",
    )

    r.add(
        "aws_tile_bucket_credentials",
        f"s3 bucket for raster tiles (tiles.acme.example), IAM user tile-uploader\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"~/.aws/credentials [tiles]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
    )

    r.add(
        "ssh_private_key",
        f"deploy key for the ghost walk droplet (id_ed25519), paste into GH secret DEPLOY_KEY:\n{openssh_private()}",
        f"old rsa key for the ferry's on-prem box:\n{pem('RSA PRIVATE KEY', 4)}",
    )

    r.add(
        "cesium_ion_write_token",
        f"cesium ion token w/ assets:write + assets:source for uploading the Niagara gorge mesh - NOT the default token: {cesium_token(['assets:list', 'assets:read', 'assets:write', 'assets:source'])}",
        f"CESIUM_ION_ADMIN_TOKEN={cesium_token(['assets:write', 'tokens:write', 'profile:read'])}",
    )

    r.add(
        "onepassword_secret_key",
        f"1Password Secret Key (emergency kit is in the fire safe too): {onepassword_secret_key()}",
        f"1p account dev@acme.example\nsecret key {onepassword_secret_key()}",
    )

    r.add(
        "coworking_door_code",
        f"Queen W coworking side door after 7pm: {digits(4)}#",
        f"alarm code at the kayak shed (if I'm first in for the hardware install) {digits(5)}, disarm within 30s",
        f"lockbox at cottage 4 has the router + spare key, code {digits(4)}",
    )

    r.add(
        "booking_admin_session_cookie",
        f"session cookie from the booking admin for reproducing the bug in curl: -H 'Cookie: sessionid={rnd(LOWER + DIGITS, 32)}; csrftoken={rnd(ALNUM, 64)}'",
        f"stripe dashboard __Host-session cookie copied for the scraper (yes I know): {rnd(URLSAFE, 64)}",
    )

    r.add(
        "business_debit_pin",
        f"RBC biz debit PIN {digits(4)}",
        f"td business access card pin is {digits(5)}, the chequing one",
    )

    r.add(
        "map_platform_account_password",
        f"mapbox acct (acmetours) login dev@acme.example / {human_pw()}",
        f"HERE developer portal pw: {human_pw()}",
    )

    return r


# ---------------------------------------------------------------- look-alikes


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "mapbox_public_token",
        f"mapbox pk for the kayak map (public, URL-restricted to book.tobermorykayak.example): {mapbox('pk')}",
        f"VITE_MAPBOX_TOKEN={mapbox('pk', 'acmetours')}\n# pk = public token, it ends up in the JS bundle anyway",
        f"mapboxgl.accessToken = '{mapbox('pk', 'northbayloops')}';",
        f"ghost walk map default public token {mapbox('pk', 'lakeshorelabs')} - scopes: styles:tiles, styles:read, fonts:read only",
    )

    r.add(
        "mapbox_style_url",
        f"kayak style: mapbox://styles/acmetours/{cuid()} (outdoors-v12 fork, paddle routes in teal)",
        f"style url for the ghost walk dark theme mapbox://styles/northbayloops/{cuid()}",
        f"styles/v1/tdotmaps/{cuid()} is the muskoka one, the older {cuid()} is deprecated",
    )

    r.add(
        "mapbox_tileset_id",
        f"tileset id acmetours.{rnd(LOWER + DIGITS, 8)} = bruce peninsula put-ins",
        f"vector source: mapbox://acmetours.{rnd(LOWER + DIGITS, 8)},acmetours.{rnd(LOWER + DIGITS, 8)}",
    )

    r.add(
        "maptiler_site_key",
        f"maptiler key for the niagara site {maptiler()} - allowed origins: niagarabiketours.example, localhost:5173",
        f"style: https://api.maptiler.com/maps/outdoor-v2/style.json?key={maptiler()}  (browser key, origin-locked, fine to commit)",
        f"MapTiler 'website' key {maptiler()}, restricted by HTTP origin. the server one is NOT this one",
    )

    r.add(
        "here_js_key_restricted",
        f"HERE maps JS apikey {here_key()} (referrer-restricted to *.ghostwalk.example, read only)",
        f"const platform = new H.service.Platform({{ apikey: '{here_key()}' }}); // front-end key, locked to our domains",
        f"here frontend key for cottages: {here_key()} - trusted domains set, usage cap 30k/mo",
    )

    r.add(
        "google_maps_js_key_restricted",
        f"google maps JS key {gmaps()} - HTTP referrer restriction: https://book.tobermorykayak.example/*",
        f"<script src=\"https://maps.googleapis.com/maps/api/js?key={gmaps()}&libraries=places&callback=initMap\" async></script>",
        f"NEXT_PUBLIC_GOOGLE_MAPS_KEY={gmaps()}  # browser key, restricted to Maps JS + Places, referrers *.acme.example/*",
        f"android maps key {gmaps()} restricted to package ca.acme.kayak + SHA-1 {':'.join(hexs(40)[i:i + 2].upper() for i in range(0, 40, 2))}",
    )

    r.add(
        "google_maps_map_id",
        f"cloud-based map style Map ID {hexs(16)} (vector, 'ghost walk night')",
        f"mapId: '{hexs(16)}' for the niagara embed",
    )

    r.add(
        "cesium_ion_default_token",
        f"cesium ion default token (public, assets:read only, goes in the viewer): {cesium_token(['assets:read', 'geocode'])}",
        f"Cesium.Ion.defaultAccessToken = '{cesium_token(['assets:read', 'geocode'])}';",
        f"ion asset {digits(7, lead=True)} = niagara gorge 3D tiles, loaded with the default token, no write scope",
    )

    r.add(
        "stadia_maps_key",
        f"stadia maps api key {uid()} - domain auth is on for ghostwalk.example so the key isn't really needed on web",
        f"tiles: https://tiles.stadiamaps.com/tiles/alidade_smooth/{{z}}/{{x}}/{{y}}{{r}}.png?api_key={uid()}  (mobile app, property restricted)",
    )

    r.add(
        "tomtom_client_key",
        f"tomtom SDK key for the web traffic layer {rnd(ALNUM, 32)} - domain whitelist on, Maps + Traffic only",
        f"tt.map({{ key: '{rnd(ALNUM, 32)}', container: 'map', center: [-79.3832, 43.6532] }})",
        f"TOMTOM_CLIENT_KEY={rnd(ALNUM, 32)}  # public, client-side",
    )

    r.add(
        "stripe_publishable_key",
        f"stripe publishable key for the kayak checkout {stripe('pk_live')} (pk = safe in the browser)",
        f"const stripe = Stripe('{stripe('pk_live')}');",
        f"NEXT_PUBLIC_STRIPE_PK={stripe('pk_test')}",
        f"ghost walks pk_live is {stripe('pk_live')}, the sk is in 1password not here",
    )

    r.add(
        "stripe_object_id",
        f"refund for {booking_ref()} went thru: pi {stripe_id('pi', 24)} / re {stripe_id('re', 24)}",
        f"customer {'cus_' + rnd(ALNUM, 14)} charged twice?? check charge {stripe_id('ch', 24)}",
        f"connected acct for the Tobermory shop: acct_1{rnd(ALNUM, 15)}",
        f"price ids: 2hr single {stripe_id('price', 24)}, tandem {stripe_id('price', 24)}, product prod_{rnd(ALNUM, 14)}",
    )

    r.add(
        "stripe_webhook_endpoint_config",
        f"stripe webhook {stripe_id('we', 24)} -> /hooks/stripe, events: checkout.session.completed, charge.refunded. signing secret lives in the env, not here",
        f"evt {stripe_id('evt', 24)} failed delivery 3x (504), replayed from the dashboard",
    )

    r.add(
        "stripe_test_card_number",
        "stripe test card 4242 4242 4242 4242, any future exp, any CVC - for the demo with the ghost walk owner",
        "3DS test card: 4000 0027 6000 3184 (needs auth), declined: 4000 0000 0000 0002",
        "test amex 3782 822463 10005, cvc any 4 digits, only works in test mode",
    )

    r.add(
        "paypal_client_id",
        f"paypal client-id for the JS SDK button: {paypal_id()}",
        f"<script src=\"https://www.paypal.com/sdk/js?client-id={paypal_id()}&currency=CAD\"></script>",
        f"PAYPAL_CLIENT_ID={paypal_id()}  # public, the secret is separate",
    )

    r.add(
        "paypal_transaction_id",
        f"paypal txn {rnd(UPPER + DIGITS, 17)} for cottage 4 deposit, guest disputed it",
        f"payer id {rnd(UPPER + DIGITS, 13)}, capture {rnd(UPPER + DIGITS, 17)}",
    )

    r.add(
        "square_application_id",
        f"square web payments SDK app id {square_app()} (public, goes in payments.js)",
        f"SQUARE_APPLICATION_ID={square_app()}\nSQUARE_LOCATION_ID={square_loc()}",
        f"sandbox app id sandbox-sq0idb-{rnd(URLSAFE, 22)}",
    )

    r.add(
        "square_location_id",
        f"bike shop square locations: main {square_loc()}, St Catharines popup {square_loc()}",
        f"location_id={square_loc()} for the Niagara-on-the-Lake kiosk",
        f"square device code pairing - location {square_loc()}, device id device:{rnd(UPPER + DIGITS, 16)}",
    )

    r.add(
        "braintree_tokenization_key",
        f"braintree tokenization key for drop-in UI {bt_tokenization()} (client-side by design)",
        f"braintree.dropin.create({{ authorization: '{bt_tokenization('sandbox')}', container: '#dropin' }})",
        f"BT_TOKENIZATION_KEY={bt_tokenization()}",
    )

    r.add(
        "braintree_merchant_id",
        f"ferry braintree merchant id {bt_id()}, merchant account id acmeferriesCAD",
        f"bt merchant {bt_id()} (sandbox) vs {bt_id()} (prod) - don't mix up in the dashboards",
        f"braintree public key {bt_id()} - the private one is in 1password under 'BT ferry'",
    )

    r.add(
        "adyen_client_key",
        f"adyen client key for the web drop-in {adyen_client()} - allowed origins https://book.acmeferries.example",
        f"clientKey: '{adyen_client('test')}', environment: 'test'",
        f"ADYEN_CLIENT_KEY={adyen_client()}  # public, safe in the frontend",
    )

    r.add(
        "adyen_merchant_account",
        "adyen merchant account AcmeFerriesECOM (web) / AcmeFerriesPOS (terminals on the boat)",
        f"merchantAccount: 'AcmeFerries{pick('ECOM', 'CA', 'Online')}', company acct AcmeFerriesGroup",
        f"adyen terminal S1F2-{digits(9)} assigned to the Owen Sound dock, merchant AcmeFerriesPOS",
    )

    r.add(
        "adyen_psp_reference",
        f"pspReference {rnd(UPPER + DIGITS, 16)} - chargeback for sailing {booking_ref()}",
        f"adyen notif eventCode AUTHORISATION success true psp {rnd(UPPER + DIGITS, 16)} merchantReference FERRY-{digits(6)}",
    )

    r.add(
        "razorpay_key_id",
        f"razorpay key_id {rzp_id()} (public, goes in checkout.js options.key)",
        f"var options = {{ key: '{rzp_id('test')}', amount: 450000, currency: 'INR', name: 'Goa Houseboats' }};",
        f"RAZORPAY_KEY_ID={rzp_id()}\n# key secret in 1p, NOT in this file",
        f"test vs live rzp ids: {rzp_id('test')} / {rzp_id()}",
    )

    r.add(
        "razorpay_order_payment_id",
        f"rzp order order_{rnd(ALNUM, 14)} paid, payment pay_{rnd(ALNUM, 14)}",
        f"refund rfnd_{rnd(ALNUM, 14)} for houseboat booking {booking_ref()}",
    )

    r.add(
        "paystack_public_key",
        f"paystack public key for the inline popup {paystack('pk_live')}",
        f"PaystackPop.setup({{ key: '{paystack('pk_test')}', email: guest.email, amount: 250000, currency: 'GHS' }})",
        f"PAYSTACK_PUBLIC_KEY={paystack('pk_live')}",
    )

    r.add(
        "paystack_reference",
        f"paystack ref LODGE-{digits(6)} / trx id {digits(10, lead=True)}, access_code {rnd(LOWER + DIGITS, 15)} expired so guest has to restart",
        f"paystack subaccount ACCT_{rnd(LOWER + DIGITS, 15)} for the lodge split payments",
    )

    r.add(
        "checkout_com_public_key",
        f"checkout.com public key for Frames {cko('pk_sbox')}",
        f"Frames.init('{cko('pk')}');  // live public key, fine in the bundle",
        f"CKO_PUBLIC_KEY={cko('pk_sbox')}\nCKO_PROCESSING_CHANNEL_ID=pc_{rnd(LOWER + '234567', 26)}",
    )

    r.add(
        "mollie_resource_id",
        f"mollie payment tr_{rnd(ALNUM, 10)} for canal tour {booking_ref()}, status paid",
        f"mollie profile pfl_{rnd(ALNUM, 10)} (website profile 'Grachten Tours'), refund re_{rnd(ALNUM, 10)}",
        f"customer cst_{rnd(ALNUM, 10)} has mandate mdt_{rnd(ALNUM, 10)} for the season pass",
    )

    r.add(
        "apple_pay_merchant_id",
        "apple pay merchant id merchant.ca.acme.kayak (web + iOS)",
        "merchantIdentifier: 'merchant.example.ghostwalk.tickets'",
        f"domain verification file for apple pay at /.well-known/apple-developer-merchantid-domain-association on book.tobermorykayak.example, team id {rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "twilio_account_sid",
        f"twilio acct SID {twilio_sid()} (not secret, the auth token is)",
        f"TWILIO_ACCOUNT_SID={twilio_sid()}",
        f"sms logs: console.twilio.example/us1/monitor/logs/sms?accountSid={twilio_sid()}",
    )

    r.add(
        "twilio_service_sid",
        f"messaging service {twilio_sid('MG')}, number +1 647 555 01{digits(2)}",
        f"msg {twilio_sid('SM')} undelivered (30007 carrier filtering) - reminder for {booking_ref()}",
        f"verify service {twilio_sid('VA')} for guest phone check",
    )

    r.add(
        "sendgrid_template_id",
        f"sendgrid dynamic template booking-confirmation d-{hexs(32)}",
        f"SENDGRID_TEMPLATE_REMINDER=d-{hexs(32)}\nSENDGRID_TEMPLATE_RECEIPT=d-{hexs(32)}",
        f"template d-{hexs(32)} version {uid()} is the french one (pour les clients du Québec)",
    )

    r.add(
        "sendgrid_sender_id",
        f"verified sender id {digits(7, lead=True)} = bookings@ghostwalk.example",
        f"sendgrid domain auth for tobermorykayak.example, em{digits(4)}.tobermorykayak.example CNAME u{digits(8)}.wl{digits(3)}.sendgrid.net",
    )

    r.add(
        "booking_reference",
        f"booking {booking_ref()} - 2 tandems, Sat 9am, paid via apple pay",
        f"guest emailed re {booking_ref()} and {booking_ref()}, wants to merge them",
        f"ferry sailing conf # {rnd(UPPER + DIGITS, 8)}, vehicle plate {rnd(UPPER, 4)} {digits(3)} (ontario)",
        f"cottage 2 block: {booking_ref()} Jul 12-19, owner hold",
    )

    r.add(
        "coordinates",
        f"put-in at Little Tub harbour {coord(45.2539, -81.6647)}, take-out Big Tub {coord(45.2285, -81.6816)}",
        f"ghost walk stop 7 (Fort Henry gate): lat/lng {coord(44.2310, -76.4599)}",
        f"niagara loop start [-79.{digits(5)}, 43.{digits(5)}] (geojson is lng,lat!!)",
    )

    r.add(
        "tile_url_template",
        "raster tiles https://tiles.acme.example/kayak/{z}/{x}/{y}.png (our S3 + cloudfront, no key)",
        "osm fallback https://tile.openstreetmap.org/{z}/{x}/{y}.png - attribution required",
        f"pmtiles://https://tiles.acme.example/muskoka-{hexs(8)}.pmtiles",
    )

    r.add(
        "secret_rotated_note",
        f"rotated the stripe sk_live for kayak rentals on {pick('Mar', 'Apr', 'Nov')} {secrets.randbelow(27) + 1}, old one rolled w/ 12h expiry. new one in 1p",
        "mapbox sk. token was in a public gist for ~2 hrs (ugh). revoked it, made a new one, checked usage: nothing weird",
        "twilio auth token rotated (secondary promoted to primary). remember to redeploy the reminders worker",
        "adyen HMAC key regenerated after the ferry's agency left, webhooks failing until the env is updated",
    )

    r.add(
        "secret_in_password_manager",
        "all the live payment secrets (stripe sk, paypal secret, square token) are in 1Password vault 'Clients - Payments', one item per client",
        "braintree private key -> 1p item 'BT ferry prod', NOT in the repo, NOT in notion",
        "postgres pw for prod is in the Bitwarden org collection 'acme-infra'",
        "the owner keeps the stripe login + 2FA phone herself, I only have a restricted key (also in 1p)",
    )

    r.add(
        "env_var_reference",
        "server reads STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, MAPBOX_SECRET_TOKEN from env, set in render dashboard",
        "fly secrets set PAYSTACK_SECRET_KEY=... (value from 1p, don't paste here)",
        "GOOGLE_MAPS_SERVER_KEY -> github actions secret, used only by the geocode job",
    )

    r.add(
        "vault_path_reference",
        "vault kv get secret/clients/ferry/adyen (keys: api_key, hmac_key)",
        f"aws secretsmanager get-secret-value --secret-id arn:aws:secretsmanager:ca-central-1:{aws_account()}:secret:prod/bookings/db-{rnd(ALNUM, 6)}",
    )

    r.add(
        "git_commit_sha",
        f"reverted {hexs(40)} (broke the apple pay button on safari 17)",
        f"deployed kayak-booking@{hexs(7)} to prod, ghost-walk@{hexs(7)} to stg",
        f"bisect says {hexs(40)} introduced the tz bug (bookings shifting by 1h after DST)",
    )

    r.add(
        "container_image_digest",
        f"pinned ghcr.io/acme/booking-api@sha256:{hexs(64)}",
        f"postgis image digest sha256:{hexs(64)} (16-3.4)",
    )

    r.add(
        "ssh_public_key",
        f"add to the droplet authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@macmini",
        f"ferry on-prem box host key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
    )

    r.add(
        "tls_cert_fingerprint",
        f"book.tobermorykayak.example cert sha256 fp {':'.join(hexs(64)[i:i + 2].upper() for i in range(0, 64, 2))}",
        f"apple pay merchant identity cert serial {hexs(16).upper()}, expires {pick('2026', '2027')}-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)}",
    )

    r.add(
        "client_iban_on_invoice",
        f"invoice footer for Grachten Tours BV (EUR): pay to Acme Maps Inc, IBAN {iban('NL', 'ABNA' + digits(10))}, ref INV-{digits(5)}",
        f"my wise EUR acct for euro clients (goes on invoices): {iban('BE', digits(12))}, BIC TRWIBEB1XXX",
    )

    r.add(
        "gst_hst_number",
        f"HST # on invoices: {digits(9, lead=True)} RT0001",
        f"ghost walk's GST/HST {digits(9, lead=True)}RT0001, QST for the quebec client {digits(10, lead=True)}TQ0001",
    )

    r.add(
        "shipping_tracking_number",
        f"card reader for the kayak shed shipped, canada post tracking {digits(16, lead=True)}",
        f"square terminal RMA, purolator pin {digits(12, lead=True)}",
    )

    r.add(
        "promo_code",
        f"kayak promo code PADDLE{digits(2)} = 15% off weekdays, expires Sept 30",
        f"ghost walk groupon voucher codes start with GW-{rnd(UPPER + DIGITS, 4)}, validate in admin",
        f"stripe promotion code SPOOKY{digits(2)} (coupon id {rnd(ALNUM, 8)}) for Oct",
    )

    r.add(
        "password_policy_note",
        "booking admin pw policy: min 14 chars, no reuse of last 5, force 2FA for owners",
        "told the kayak owner her stripe password is too short (8 chars) - she's changing it tonight",
        "PIN for the card terminals is 4-6 digits, set by the shop, I never see it",
    )

    r.add(
        "twofa_enrolment_note",
        "stripe 2FA moved to the yubikey + authenticator app, backup codes printed and in the fire safe",
        "enabled 2FA on mapbox + maptiler + here accounts, TOTP in 1p",
    )

    r.add(
        "app_version_build",
        f"kayak iOS 2.{secrets.randbelow(9)}.{secrets.randbelow(20)} (build {digits(4, lead=True)}) in review, bundle ca.acme.kayak",
        f"mapbox-gl-js v3.{secrets.randbelow(9)}.{secrets.randbelow(5)}, maplibre-gl 4.{secrets.randbelow(7)}.{secrets.randbelow(4)}, stripe-node 1{secrets.randbelow(8)}.{secrets.randbelow(10)}.0",
    )

    r.add(
        "server_host_ip",
        f"prod api: api.acme.internal -> 10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)}, droplet public 203.0.113.{secrets.randbelow(254) + 1}",
        "db.tourbook.internal:5432 (private net only), pgbouncer on :6432",
        f"webhook IPs to allowlist: 198.51.100.{secrets.randbelow(254) + 1}, 198.51.100.{secrets.randbelow(254) + 1}",
    )

    r.add(
        "phone_number",
        f"kayak shop owner cell 519-555-01{digits(2)}, ferry ops desk 1-800-555-01{digits(2)}",
        f"twilio from number +1 (416) 555-01{digits(2)} for reminders",
    )

    r.add(
        "aws_resource_arn",
        f"cloudfront dist {rnd(UPPER + DIGITS, 14)} in front of arn:aws:s3:::tiles-acme-{hexs(6)}",
        f"lambda arn:aws:lambda:ca-central-1:{aws_account()}:function:geocode-batch",
    )

    r.add(
        "uuid_resource_id",
        f"supabase booking row {uid()} has null tour_id, check import",
        f"cottage listing id {uid()} (airbnb sync), ical feed id {hexs(32)}",
    )

    r.add(
        "postal_code",
        f"Tobermory shed: 7 Bay St, N0H 2R0. ghost walk office K7L {pick('1', '2', '4')}{pick('A', 'B', 'C')}{digits(1)}",
        "service area for the delivery option = postal FSAs P1H, P1L, P1P (Muskoka)",
    )

    r.add(
        "file_checksum",
        f"muskoka.pmtiles sha256 {hexs(64)}, 412 MB",
        f"release apk md5 {hexs(32)}",
    )

    r.add(
        "oauth_client_id_public",
        f"google sign-in client id {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com (public)",
        f"arcgis oauth app client_id {rnd(ALNUM, 16)} for the PKCE login, no secret used in the SPA",
    )

    r.add(
        "arcgis_item_id",
        f"arcgis feature layer item {hexs(32)} = bruce trail closures (public view layer)",
        f"services{pick('1', '3', '6')}.arcgis.com/{rnd(ALNUM, 16)}/arcgis/rest/services/Kayak_PutIns/FeatureServer/0",
    )

    return r


def main() -> None:
    write_corpora("make_heldout156.py", [
        ("heldout156_credentials.yaml", credentials(), "batch 156 (Toronto indie dev of map and booking apps for tourism businesses), written blind; every value synthetic"),
        ("heldout156_lookalikes.yaml", lookalikes(), "batch 156 look-alikes: public map and payment keys, ids and references beside their secret twins, written blind"),
    ])


if __name__ == "__main__":
    main()
