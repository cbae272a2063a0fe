# ruff: noqa: E501
"""Writes heldout144_credentials.yaml and heldout144_lookalikes.yaml: held-out batch 144.

Persona: an indie game and web developer in Melbourne (a one-person studio, "Bunyip Games")
who also builds small web3 and maps projects for clients, and keeps notes for a local AI
assistant in Australian English. The batch is about keys that ship in a client by design next
to their secret twins: Braintree, Razorpay, Paystack, Flutterwave, Klaviyo, Mapbox, HERE,
Cesium ion, PlayFab, Photon, Sentry, Datadog, New Relic, Honeycomb, Etherscan, Alchemy,
Infura, WalletConnect, Typesense, Meilisearch, Appwrite, Magic, Turnstile and hCaptcha.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; the
persona's own hosts sit under `.example`, `.internal`, `.test` or `acme` (vendor endpoints
are the vendors' public API hosts). Nothing here is real.
"""
from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
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
    openssh_private,
    pem,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

UHEX = "0123456789ABCDEF"
LOWNUM = LOWER + DIGITS
SEED_WORDS = [
    "abandon", "ability", "harbor", "kangaroo", "ladder", "magnet", "noble", "orbit", "pepper",
    "quarter", "rabbit", "saddle", "tackle", "umbrella", "vacuum", "wagon", "yellow", "zebra",
    "bridge", "canyon", "dolphin", "eagle", "fabric", "garden", "hollow", "island", "jungle",
    "kettle", "lemon", "meadow", "napkin", "oyster", "parrot", "quiz", "ribbon", "salmon",
    "tornado", "unveil", "velvet", "walnut", "youth", "arrow", "basket", "cactus", "desert",
    "engine", "falcon", "glimpse", "hammer", "inch", "jacket", "kidney", "lizard", "marble",
    "nephew", "outdoor", "pistol", "puzzle", "rocket", "sunset", "thunder", "uncle", "vivid",
]
PASS_WORDS = ["magpie", "tram", "flatwhite", "yarra", "possum", "servo", "brekkie", "footy", "lamington", "wombat", "southerly", "myki"]


def mbtok(prefix: str, user: str) -> str:
    """A Mapbox access token: pk. (public) or sk. (secret), a base64url JSON body, a signature."""
    body = b64u(json.dumps({"u": user, "a": "cl" + rnd(LOWNUM, 23)}, separators=(",", ":")).encode())
    return f"{prefix}.{body}.{rnd(URLSAFE, 22)}"


def cesium_token(scopes: list[str]) -> str:
    return jwt({"jti": uid(), "id": 100000 + secrets.randbelow(900000), "scopes": scopes, "iat": epoch()})


def sentry_org_token() -> str:
    payload = b64u(json.dumps({"iat": epoch() + 0.5, "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": "bunyip-games"}).encode())
    return f"sntrys_{payload}_{rnd(URLSAFE, 43)}"


def bt_merchant() -> str:
    return rnd(LOWNUM, 16)


def bt_tokenization(env: str) -> str:
    return f"{env}_{rnd(LOWNUM, 8)}_{rnd(LOWNUM, 16)}"


def rzp_id(mode: str = "live") -> str:
    return f"rzp_{mode}_{rnd(ALNUM, 14)}"


def nrak() -> str:
    return "NRAK-" + rnd(UPPER + DIGITS, 27)


def eth_addr() -> str:
    return "0x" + hexs(40)


def abn() -> str:
    """An Australian Business Number with a valid checksum."""
    weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        d = [secrets.randbelow(9) + 1] + [secrets.randbelow(10) for _ in range(10)]
        if sum(w * (x - (1 if i == 0 else 0)) for i, (w, x) in enumerate(zip(weights, d, strict=True))) % 89 == 0:
            s = "".join(map(str, d))
            return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


def be_iban() -> str:
    b = digits(10)
    return iban("BE", b + f"{(int(b) % 97) or 97:02d}")


def appwrite_id() -> str:
    return hexs(20)


def supabase_anon() -> str:
    return jwt({"iss": "supabase", "ref": rnd(LOWER, 20), "role": "anon", "iat": epoch(), "exp": epoch() + 315360000})


def credentials() -> Rows:
    r = Rows()
    m1, m2 = bt_merchant(), bt_merchant()
    r.add(
        "braintree_private_key",
        f"Braintree prod for the merch shop (server side only!!)\nmerchant_id: {m1}\npublic_key: {rnd(LOWNUM, 16)}\nprivate_key: {hexs(32)}",
        f'gateway = braintree.BraintreeGateway(braintree.Configuration(braintree.Environment.Sandbox, merchant_id="{m2}", public_key="{rnd(LOWNUM, 16)}", private_key="{hexs(32)}"))  <- sandbox creds for tram runner store, don\'t commit',
        f"remember: the BT private key is the one that goes in the worker env, NOT the tokenization key. current one {hexs(32)} (rolled it tues arvo)",
    )
    r.add(
        "braintree_access_token",
        f"paypal-via-braintree access token for the node sdk: access_token$production${m1}${hexs(32)}",
        f"BRAINTREE_ACCESS_TOKEN=access_token$sandbox${m2}${hexs(32)}",
        f"bt access tok (prod, paypal vault flow)\n  access_token$production${bt_merchant()}${hexs(32)}\nexpires never apparently??",
    )
    r.add(
        "razorpay_key_secret",
        f"Razorpay (Priya's Bengaluru client) — key id {rzp_id()} / key secret {rnd(ALNUM, 24)}. secret stays on the server, checkout.js only ever gets the id",
        f"RAZORPAY_KEY_ID={rzp_id('test')}\nRAZORPAY_KEY_SECRET={rnd(ALNUM, 24)}",
        f"curl -u {rzp_id()}:{rnd(ALNUM, 24)} https://api.razorpay.com/v1/orders -d amount=49900 -d currency=INR -d receipt=tix_204",
    )
    r.add(
        "razorpay_webhook_secret",
        f"rzp webhook secret (dashboard > webhooks > payment.captured): {pw()}",
        f"RAZORPAY_WEBHOOK_SECRET={rnd(ALNUM, 20)}",
        f"razorpay webhook signing secret for /api/rzp-hook on shop.bunyip.example = {rnd(ALNUM + '_-', 22)} — has to match exactly or the hmac check fails, ask me before changing",
    )
    r.add(
        "paystack_secret_key",
        f"Paystack live sk for the Lagos ticketing gig: sk_live_{hexs(40)}",
        f"headers: {{ Authorization: 'Bearer sk_live_{hexs(40)}' }}  // paystack /transaction/verify, server fn only",
        f"paystack keys\n  public  pk_live_{hexs(40)}   (fine in the bundle)\n  secret  sk_live_{hexs(40)}   (NOT fine anywhere except the netlify fn)",
    )
    r.add(
        "flutterwave_secret_key",
        f"FLW_SECRET_KEY=FLWSECK-{hexs(32)}-X",
        f"flutterwave sandbox secret FLWSECK_TEST-{hexs(32)}-X\nlive one (Tunde sent it on whatsapp, move it to 1pw pls):\nFLWSECK-{hexs(32)}-X",
        f"note to self: Flutterwave v3 wants 'Authorization: Bearer FLWSECK-{hexs(32)}-X' on the server call, the pubkey goes in inline.js",
    )
    r.add(
        "flutterwave_encryption_key",
        f"flw encryption key (3DES for direct card charge payload): FLWSECK_TEST{hexs(12)}",
        f"Flutterwave live encryption key - {hexs(24)} - only needed if we do direct charge which we prob wont",
    )
    r.add(
        "klaviyo_private_api_key",
        f"Klaviyo private key (yes it starts pk_, yes it's PRIVATE, klaviyo's naming is cursed): pk_{hexs(34)}",
        f"curl https://a.klaviyo.com/api/profiles/ -H 'Authorization: Klaviyo-API-Key pk_{hexs(34)}' -H 'revision: 2024-10-15'",
        f"mailing list sync cron → KLAVIYO_PRIVATE_KEY=pk_{hexs(34)}",
    )
    r.add(
        "mapbox_secret_token",
        f"mapbox sk token w/ styles:write + tilesets:write for the trails pipeline\n{mbtok('sk', 'bunyipdev')}",
        f"tilesets upload-source bunyipdev yarra-trails ./trails.geojson.ld --token {mbtok('sk', 'bunyipdev')}",
        f"MAPBOX_SECRET_TOKEN={mbtok('sk', 'bunyip-maps')}  # CI only, scopes tilesets:write uploads:read",
    )
    r.add(
        "mapbox_downloads_token",
        f"~/.netrc for the iOS mapbox sdk:\nmachine api.mapbox.com\n  login mapbox\n  password {mbtok('sk', 'bunyipdev')}",
        f"gradle.properties -> MAPBOX_DOWNLOADS_TOKEN={mbtok('sk', 'bunyipdev')} (DOWNLOADS:READ scope, android build box)",
        f"SDK_REGISTRY_TOKEN={mbtok('sk', 'bunyipdev')} for the flutter mapbox plugin (pod install fails without it)",
    )
    r.add(
        "here_api_key",
        f"HERE key for the geocode batch job (server, not the map widget): {rnd(URLSAFE, 43)}",
        f"curl 'https://geocode.search.hereapi.com/v1/geocode?q=Flinders+St+Station+Melbourne&apiKey={rnd(URLSAFE, 43)}'",
        f"here.apiKey = {rnd(URLSAFE, 43)}   ← restricted to the vps IP, rotate if it ever ends up in a bundle",
    )
    r.add(
        "here_oauth_credentials",
        f"credentials.properties from the HERE platform portal\nhere.user.id = HERE-{uid()}\nhere.client.id = {rnd(ALNUM, 20)}\nhere.access.key.id = {rnd(URLSAFE, 22)}\nhere.access.key.secret = {rnd(URLSAFE, 86)}\nhere.token.endpoint.url = https://account.api.here.com/oauth2/token",
        f"HERE access key secret {rnd(URLSAFE, 86)} (key id {rnd(URLSAFE, 22)}) for the routing service acct",
    )
    r.add(
        "cesium_ion_write_token",
        f"Cesium ion token for uploading the photogrammetry of the old tram depot — has assets:write + assets:list so keep it OFF the frontend:\n{cesium_token(['assets:list', 'assets:read', 'assets:write', 'geocode'])}",
        f"CESIUM_ION_UPLOAD_TOKEN={cesium_token(['assets:write', 'assets:read'])}",
        f"ion admin-ish token (assets:read assets:write assets:list) {cesium_token(['assets:read', 'assets:write', 'assets:list'])}",
    )
    title = rnd(UHEX, 5)
    r.add(
        "playfab_developer_secret_key",
        f"PlayFab dev secret key for title {title} → {rnd(UPPER + DIGITS, 52)}. only for cloudscript deploy + admin API",
        f"X-SecretKey: {rnd(UPPER + DIGITS, 52)}",
        f'PlayFabSettings.staticSettings.DeveloperSecretKey = "{rnd(UPPER + DIGITS, 52)}"; // #if SERVER only, strip from the client build!!',
    )
    r.add(
        "photon_server_secret",
        f"Photon custom auth — shared secret on the auth.bunyip.example/photon callback: {rnd(ALNUM, 32)}",
        f'<add key="AuthSecret" value="{rnd(ALNUM, 40)}" />   photon self-hosted server, Master app.config',
        f"photon webhooks secret (PathCreate/PathClose hit our api with this in the header) = {rnd(URLSAFE, 36)}",
    )
    r.add(
        "sentry_auth_token",
        f"sentry org auth token for sourcemap upload in CI: {sentry_org_token()}",
        f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}",
        f".sentryclirc\n[auth]\ntoken=sntryu_{hexs(64)}\n[defaults]\norg=bunyip-games\nproject=tram-runner-web",
    )
    r.add(
        "datadog_api_key",
        f"DD_API_KEY={hexs(32)} for the agent on the game server box",
        f"datadog api key {hexs(32)} (the RUM one is the pub… client token, different thing, that one's fine)",
        f"helm install datadog-agent datadog/datadog --set datadog.apiKey={hexs(32)} --set datadog.site=datadoghq.com",
    )
    r.add(
        "datadog_application_key",
        f"DD app key (for the dashboards-as-code script): {hexs(40)}",
        f"terraform.tfvars\ndatadog_api_key = \"{hexs(32)}\"\ndatadog_app_key = \"{hexs(40)}\"",
        f"curl https://api.datadoghq.com/api/v1/validate -H 'DD-API-KEY: {hexs(32)}' -H 'DD-APPLICATION-KEY: {hexs(40)}'",
    )
    r.add(
        "newrelic_user_api_key",
        f"NerdGraph user key: {nrak()}",
        f"curl https://api.newrelic.com/graphql -H 'API-Key: {nrak()}' -d '{{\"query\":\"{{ actor {{ user {{ name }} }} }}\"}}'",
        f"newrelic profile add --profile bunyip --apiKey {nrak()} --accountId {digits(7, True)} --region US",
    )
    r.add(
        "newrelic_ingest_license_key",
        f"NEW_RELIC_LICENSE_KEY={hexs(36)}NRAL  # apm agent on the api, NOT the browser NRJS one",
        f"nr ingest key for the infra agent: {hexs(36)}NRAL",
        f"newrelic.yml\ncommon: &default_settings\n  license_key: '{hexs(36)}NRAL'\n  app_name: tram-runner-api",
    )
    r.add(
        "honeycomb_management_key",
        f"Honeycomb management key (for the terraform provider)\nid: hcxmk_{rnd(LOWNUM, 26)}\nsecret: {rnd(LOWNUM, 32)}",
        f"HONEYCOMB_KEY_ID=hcxmk_{rnd(LOWNUM, 26)} HONEYCOMB_KEY_SECRET={rnd(LOWNUM, 32)} terraform apply",
        f"curl -H 'Authorization: Bearer hcxmk_{rnd(LOWNUM, 26)}:{rnd(LOWNUM, 32)}' https://api.honeycomb.io/2/teams/bunyip/environments",
    )
    r.add(
        "honeycomb_configuration_key",
        f"OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team={rnd(ALNUM, 22)}   (server config key, can create datasets + markers, do not ship)",
        f"honeycomb config key w/ manage-boards perm {rnd(ALNUM, 22)} — used by the deploy marker script",
    )
    r.add(
        "etherscan_api_key",
        f'hardhat.config.ts\n  etherscan: {{\n    apiKey: {{ mainnet: "{rnd(UPPER + DIGITS, 34)}", sepolia: "{rnd(UPPER + DIGITS, 34)}" }}\n  }}',
        f"ETHERSCAN_API_KEY={rnd(UPPER + DIGITS, 34)}",
        f"etherscan key {rnd(UPPER + DIGITS, 34)} — forge verify-contract needs it w/ --etherscan-api-key",
    )
    r.add(
        "alchemy_auth_token",
        f"Alchemy auth token (Notify API, lets you create/delete webhooks) {rnd(ALNUM, 32)}",
        f"curl https://dashboard.alchemy.com/api/team-webhooks -H 'X-Alchemy-Token: {rnd(ALNUM, 32)}'",
    )
    r.add(
        "alchemy_webhook_signing_key",
        f"alchemy webhook signing key for the mint listener: whsec_{rnd(ALNUM, 24)}",
        f"ALCHEMY_WEBHOOK_SIGNING_KEY=whsec_{rnd(ALNUM, 24)}",
        f"signing key for the address-activity webhook on base: whsec_{rnd(ALNUM, 24)} — the hmac won't verify with the old one anymore",
    )
    r.add(
        "infura_api_key_secret",
        f"Infura: project id {hexs(32)} (public-ish, sits in the rpc url) / API key secret {hexs(32)} (basic auth, server only)",
        f"curl --user :{hexs(32)} https://mainnet.infura.io/v3/{hexs(32)} -d '{{\"jsonrpc\":\"2.0\",\"method\":\"eth_blockNumber\",\"params\":[],\"id\":1}}'",
        f"INFURA_API_KEY_SECRET={hexs(32)}",
    )
    r.add(
        "walletconnect_cloud_api_secret",
        f"WC Cloud notify API secret (Cloud > Possum Pass > API keys, shown once!!): {uid()}",
        f"WALLETCONNECT_NOTIFY_API_SECRET={uid()}   # server only, project id is the public one",
        f"reown / walletconnect cloud api secret for the notify server: {rnd(ALNUM, 40)} (Cloud shows it once, so this is the only copy besides doppler)",
    )
    ts_admin = rnd(ALNUM, 32)
    r.add(
        "typesense_admin_key",
        f"typesense bootstrap admin key {rnd(ALNUM, 32)} — the search-only key is a seperate one",
        f"docker run -p 8108:8108 -v /srv/ts:/data typesense/typesense:27.1 --data-dir /data --api-key={rnd(ALNUM, 32)} --enable-cors",
        f"curl 'http://search.bunyip.internal:8108/keys' -X POST -H 'X-TYPESENSE-API-KEY: {ts_admin}' -d '{{\"description\":\"search-only\",\"actions\":[\"documents:search\"],\"collections\":[\"levels\"]}}'",
    )
    r.add(
        "meilisearch_master_key",
        f"MEILI_MASTER_KEY={rnd(URLSAFE, 44)}",
        f"docker-compose.yml\n  meilisearch:\n    image: getmeili/meilisearch:v1.11\n    environment:\n      - MEILI_ENV=production\n      - MEILI_MASTER_KEY={rnd(ALNUM, 40)}",
        f"meili on the vps: ./meilisearch --env production --master-key '{rnd(ALNUM, 32)}' --db-path /var/lib/meili",
    )
    r.add(
        "meilisearch_admin_api_key",
        f"meilisearch Default Admin API Key (everything except /keys): {hexs(64)}",
        f"const admin = new MeiliSearch({{ host: 'http://meili.bunyip.internal:7700', apiKey: '{hexs(64)}' }}) // indexer script only",
    )
    aw = appwrite_id()
    r.add(
        "appwrite_api_key",
        f"Appwrite server API key (users.write, databases.write) for project {aw}:\nstandard_{hexs(256)}",
        f"const client = new sdk.Client().setEndpoint('https://appwrite.bunyip.example/v1').setProject('{aw}').setKey('standard_{hexs(256)}');",
    )
    r.add(
        "magic_secret_key",
        f"Magic (magic.link) secret key for the backend DID token check: sk_live_{rnd(UHEX, 16)}",
        f"MAGIC_SECRET_KEY=sk_live_{rnd(UHEX, 16)}  # the pk_live_ one is in next.config, this one is not",
        f"magic.link test secret sk_test_{rnd(UHEX, 16)}, live secret sk_live_{rnd(UHEX, 16)}",
    )
    r.add(
        "turnstile_secret_key",
        f"turnstile secret for the contact form worker: 0x4AAAAAAA{rnd(URLSAFE, 25)}",
        f"curl https://challenges.cloudflare.com/turnstile/v0/siteverify -d secret=0x4AAAAAAA{rnd(URLSAFE, 25)} -d response=$TOKEN",
        f"wrangler secret put TURNSTILE_SECRET_KEY\n> 0x4AAAAAAA{rnd(URLSAFE, 25)}",
    )
    r.add(
        "hcaptcha_secret_key",
        f"hCaptcha account secret 0x{hexs(40)}",
        f"HCAPTCHA_SECRET=ES_{hexs(32)}",
        f"siteverify: POST https://api.hcaptcha.com/siteverify  secret=0x{hexs(40)}&response=<token>&sitekey=<site key>",
    )
    r.add(
        "steamworks_web_api_key",
        f"Steamworks publisher web API key (for the achievements backfill + ownership check) {rnd(UHEX, 32)}",
        f"https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v2/?key={rnd(UHEX, 32)}&steamid=<id>&appid=<app>",
        f"steam pub key: {rnd(UHEX, 32)}\n(user web api key is different, that one's on the old acct)",
    )
    r.add(
        "itch_butler_api_key",
        f"butler key for CI pushes (BUTLER_API_KEY) {rnd(ALNUM, 40)}",
        f"~/.config/itch/butler_creds\n{rnd(ALNUM, 40)}",
        f"gh secret set BUTLER_API_KEY --body {rnd(ALNUM, 40)}",
    )
    r.add(
        "eth_deployer_private_key",
        f"sepolia deployer pk (throwaway but still) 0x{hexs(64)}",
        f"DEPLOYER_PRIVATE_KEY={hexs(64)}\nRPC_URL=https://eth-sepolia.g.alchemy.com/v2/{rnd(URLSAFE, 32)}",
        f"forge script script/Deploy.s.sol --rpc-url $RPC --private-key 0x{hexs(64)} --broadcast",
    )
    r.add(
        "wallet_seed_phrase",
        f"Possum Pass treasury wallet seed (write on paper then delete this!!): {phrase(SEED_WORDS, 12)}",
        f"test wallet mnemonic for hardhat / anvil forks:\n{phrase(SEED_WORDS, 12)}",
        f"ledger backup words 1-24\n{phrase(SEED_WORDS, 24)}",
    )
    r.add(
        "npm_publish_token",
        f"npm automation token for publishing @bunyip/map-kit: npm_{rnd(ALNUM, 36)}",
        f".npmrc on the build box\n//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "github_fine_grained_pat",
        f"gh PAT (contents:write on tram-runner only, exp march) github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"GH_TOKEN=github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)} for the release workflow on the mac mini",
    )
    r.add(
        "discord_bot_token",
        f"Magpie Swoop discord bot token: {b64(digits(19, True).encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}",
        f"DISCORD_TOKEN={b64(digits(18, True).encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}",
    )
    r.add(
        "epic_eos_client_secret",
        f"EOS client (server role) for tram runner\nClientId: xyza{rnd(ALNUM, 28)}\nClientSecret: {rnd(URLSAFE, 43)}",
        f"epic online services client secret {rnd(URLSAFE, 43)} — dedicated server only",
    )
    r.add(
        "app_store_connect_api_key",
        f"ASC API key for fastlane (key id {rnd(UPPER + DIGITS, 10)}, issuer {uid()})\n{pem('PRIVATE KEY', 3)}",
        f"AuthKey_{rnd(UPPER + DIGITS, 10)}.p8 contents:\n{pem('PRIVATE KEY', 3)}",
    )
    r.add(
        "google_play_service_account_key",
        f'play console upload svc acct json (bits that matter):\n"client_email": "fastlane@bunyip-play.iam.gserviceaccount.com",\n"private_key_id": "{hexs(40)}",\n"private_key": "{pem("PRIVATE KEY", 3).replace(chr(10), chr(92) + "n")}"',
        f"SUPPLY_JSON_KEY_DATA private_key_id {hexs(40)} / key {pem('PRIVATE KEY', 2)}",
    )
    r.add(
        "cloudflare_api_token",
        f"CF token (zone DNS edit + workers deploy) {rnd(URLSAFE, 40)}",
        f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)} wrangler deploy",
        f"cf global api key (old acct, should really kill it) {hexs(37)} email dev@bunyip.example",
    )
    r.add(
        "aws_build_bucket_keys",
        f"s3 bucket for webgl builds, IAM user ci-uploader\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 sync ./Build s3://bunyip-webgl-builds/",
    )
    r.add(
        "vps_ssh_private_key",
        f"deploy key for the binarylane vps (game server), passphrase-less, ugh\n{openssh_private()}",
        f"id_ed25519 for git@git.bunyip.internal — paste into CI secret\n{openssh_private()}",
    )
    r.add(
        "postgres_connection_string",
        f"DATABASE_URL=postgres://tramrunner:{pw()}@db.bunyip.internal:5432/leaderboard?sslmode=require",
        f"neon-ish pg for the maps side project postgresql://maps_owner:{rnd(ALNUM, 12)}@pg.acme-maps.test/trails",
        f"psql \"host=10.0.4.12 dbname=possum user=indexer password={rnd(ALNUM + '!%', 18)}\"",
    )
    r.add(
        "redis_url_password",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@cache.bunyip.internal:6380",
        f"redis-cli -h matchmaking.bunyip.internal -a '{pw()}' --tls",
    )
    r.add(
        "admin_session_cookie",
        f"my admin session on the level editor (for the scraper, expires fri): __Host-session={rnd(URLSAFE, 48)}",
        f"Cookie: next-auth.session-token={jwt({'sub': 'dev', 'name': 'Bunyip admin', 'iat': epoch()})}",
    )
    r.add(
        "totp_seed",
        f"2FA seed for the itch.io acct (in case the phone dies) {groups(rnd(BASE32, 32), 4)}",
        f"otpauth://totp/Steamworks:bunyip?secret={rnd(BASE32, 32)}&issuer=Steamworks",
    )
    r.add(
        "account_backup_codes",
        f"backup codes for the github acct: {' '.join(hexs(5) + '-' + hexs(5) for _ in range(pick(4, 6)))}",
        f"steam guard rescue code {rnd(UPPER + DIGITS, 5)}, apple dev acct recovery key {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
    )
    r.add(
        "studio_debit_card",
        f"studio debit card for ad spend: {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"amex biz {luhn('37', 15)} / {card_expiry()} / {digits(4)} — use this for the apple dev renewal",
    )
    r.add(
        "pinata_jwt",
        f"pinata JWT (pinning the Possum Pass metadata) {jwt({'userInformation': {'id': uid(), 'email': 'dev@bunyip.example'}, 'authenticationType': 'scopedKey', 'scopedKeyKey': hexs(20), 'scopedKeySecret': hexs(64), 'iat': epoch()})}",
        f"PINATA_API_KEY={hexs(20)}\nPINATA_SECRET_API_KEY={hexs(64)}",
    )
    r.add(
        "nextauth_secret",
        f"NEXTAUTH_SECRET={b64(secrets.token_bytes(32))}",
        f"auth.js secret for the map dashboard: {b64(secrets.token_bytes(32))} (openssl rand -base64 32)",
    )
    r.add(
        "coworking_door_code",
        f"Collingwood coworking: front door {digits(4)}#, level 2 alarm {digits(6)} if ur last out",
        f"door code changed again lol, now {digits(5)} then the key symbol",
        f"storage unit (merch stock) padlock {digits(4)}, gate keypad *{digits(4)}#",
    )
    r.add(
        "unity_cloud_build_api_key",
        f"Unity Build Automation API key {hexs(32)} (org bunyip, for the webhook trigger)",
        f"curl -X POST -H 'Authorization: Basic {hexs(32)}' https://build-api.cloud.unity3d.com/api/v1/orgs/bunyip/projects/tram-runner/buildtargets/_all/builds",
    )
    r.add(
        "vault_login_passphrase",
        f"1pw master password hint is useless so here it is: {phrase(PASS_WORDS, 4, '-')}-{digits(2)}",
        f"keystore pw for the android upload key (tramrunner.jks): {pw()}  alias upload",
        f"Photon dashboard login for the studio acct: dev@bunyip.example / {pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "braintree_tokenization_key",
        f"BT tokenization key for drop-in (browser, meant to ship): {bt_tokenization('production')}",
        f"braintree.dropin.create({{ authorization: '{bt_tokenization('sandbox')}', container: '#dropin-container' }})",
        f"tokenization key in the client bundle is {bt_tokenization('production')} — that's fine, it can only tokenise cards, can't charge. private key lives in 1pw 'Braintree prod'",
        f"sandbox tokenization key for the storybook demo {bt_tokenization('sandbox')}",
    )
    r.add(
        "braintree_merchant_and_public_key_ids",
        f"Braintree merchant id {bt_merchant()} / merchant account bunyipgamesAUD. 'public key' {rnd(LOWNUM, 16)} is just an id despite the name, private key NOT here",
        f"BT txn {rnd(LOWNUM, 8)} settled, refund {rnd(LOWNUM, 8)} pending — customer ticket #{digits(5, True)}",
        f"BRAINTREE_MERCHANT_ID={bt_merchant()}\nBRAINTREE_PUBLIC_KEY={rnd(LOWNUM, 16)}\nBRAINTREE_PRIVATE_KEY=<from vault: kv/shop/braintree>",
    )
    r.add(
        "razorpay_key_id",
        f"Razorpay key id for checkout.js: {rzp_id()} (public, the secret is server side)",
        f"const rzp = new Razorpay({{ key: '{rzp_id()}', order_id: order.id, currency: 'INR' }})",
        f"RAZORPAY_KEY_ID={rzp_id('test')}  # key secret in doppler, not here",
    )
    r.add(
        "razorpay_order_payment_ids",
        f"refund for Arjun: payment pay_{rnd(ALNUM, 14)} on order order_{rnd(ALNUM, 14)}",
        f"rzp payout ref pout_{rnd(ALNUM, 14)} landed, settlement setl_{rnd(ALNUM, 14)}",
        f"webhook event payment.captured for pay_{rnd(ALNUM, 14)} came in twice — idempotency on order_{rnd(ALNUM, 14)}",
    )
    r.add(
        "paystack_public_key",
        f"Paystack public key for the inline popup: pk_live_{hexs(40)}",
        f"PaystackPop.setup({{ key: 'pk_test_{hexs(40)}', email, amount: 500000, ref }})",
        f"NEXT_PUBLIC_PAYSTACK_KEY=pk_live_{hexs(40)}  (public by design)",
    )
    r.add(
        "paystack_transaction_reference",
        f"Paystack txn ref T{digits(15, True)} failed with insufficient funds, customer CUS_{rnd(LOWNUM, 15)}",
        f"paystack transfer code TRF_{rnd(LOWNUM, 15)} / recipient RCP_{rnd(LOWNUM, 15)}",
    )
    r.add(
        "flutterwave_public_key",
        f"Flutterwave public key for inline.js: FLWPUBK-{hexs(32)}-X",
        f"FlutterwaveCheckout({{ public_key: 'FLWPUBK_TEST-{hexs(32)}-X', tx_ref, amount: 2500, currency: 'NGN' }})",
        f"FLW_PUBLIC_KEY=FLWPUBK-{hexs(32)}-X   # client side, ok to commit",
    )
    r.add(
        "flutterwave_tx_refs",
        f'flw callback: {{"status":"successful","tx_ref":"tix-{digits(6)}","flw_ref":"FLW-MOCK-{hexs(32)}","transaction_id":{digits(7, True)}}}',
        f"flutterwave settlement id {digits(8, True)}, chargeback ref FLW{digits(10)}",
    )
    r.add(
        "klaviyo_public_site_id",
        f"Klaviyo public API key / site id for the signup form: {rnd(ALNUM, 6)}",
        f'<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id={rnd(ALNUM, 6)}"></script>',
        f"klaviyo list id {rnd(ALNUM, 6)} = newsletter, {rnd(ALNUM, 6)} = playtest signups. private key is pk_… in the vault, not here",
    )
    r.add(
        "mapbox_public_token",
        f"mapbox public token for the trails map (url-restricted to trails.bunyip.example): {mbtok('pk', 'bunyipdev')}",
        f"mapboxgl.accessToken = '{mbtok('pk', 'bunyipdev')}';",
        f"NEXT_PUBLIC_MAPBOX_TOKEN={mbtok('pk', 'bunyip-maps')}  # pk. = public, sk. ones never go in here",
        f"default public token on the acct {mbtok('pk', 'bunyipdev')} — swap to the url-restricted one before launch",
    )
    r.add(
        "mapbox_style_and_tileset_ids",
        f"style: mapbox://styles/bunyipdev/cl{rnd(LOWNUM, 23)}  tileset: bunyipdev.{rnd(LOWNUM, 8)}",
        f"tileset job id cl{rnd(LOWNUM, 23)} finished, 14 zoom levels, source yarra-trails",
        f"dataset id cl{rnd(LOWNUM, 23)} (old bike paths layer, can delete)",
    )
    r.add(
        "here_app_id",
        f"HERE app id {rnd(ALNUM, 20)} (project: yarra-trails). the API key itself is in the server env",
        f"HERE platform: org org{digits(9)}, project id proj-{rnd(LOWNUM, 8)}, app id {rnd(ALNUM, 20)}",
        f"here.app.id={rnd(ALNUM, 20)}\nhere.api.key=${{HERE_API_KEY}}",
    )
    r.add(
        "cesium_default_public_token",
        f"Cesium ion default token (assets:read + geocode only, fine in the viewer): {cesium_token(['assets:read', 'geocode'])}",
        f"Cesium.Ion.defaultAccessToken = '{cesium_token(['assets:read', 'geocode'])}';",
        f"read-only ion token for the public demo {cesium_token(['assets:read'])}",
    )
    r.add(
        "cesium_asset_ids",
        f"ion asset {digits(7, True)} = tram depot mesh (3D tiles), {digits(7, True)} = Melbourne terrain",
        f"new Cesium.Cesium3DTileset.fromIonAssetId({digits(7, True)})",
    )
    r.add(
        "playfab_title_id",
        f"PlayFab title id {rnd(UHEX, 5)} (prod), {rnd(UHEX, 5)} (dev)",
        f'PlayFabSettings.staticSettings.TitleId = "{rnd(UHEX, 5)}"; // client, public',
        f"playfab endpoint https://{rnd(UHEX, 5)}.playfabapi.com — dev secret key is NOT in the client, it's in CI",
    )
    r.add(
        "photon_app_id",
        f"Photon AppIdRealtime {uid()} region au",
        f"PhotonServerSettings: AppIdRealtime={uid()} AppIdVoice={uid()} FixedRegion=au",
        f"photon dashboard app id {uid()} (Magpie Swoop, 20 CCU free tier)",
    )
    r.add(
        "sentry_dsn",
        f"Sentry DSN for the webgl build: https://{hexs(32)}@o{digits(6, True)}.ingest.us.sentry.io/{digits(16, True)}",
        f"Sentry.init({{ dsn: 'https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.io/{digits(7, True)}', tracesSampleRate: 0.2 }})",
        f"SENTRY_DSN goes in the client, it's public-ish (ingest only). issue TRAM-RUNNER-{rnd(UPPER + DIGITS, 3)} event {hexs(32)}",
        f"sentry release tram-runner@1.4.{digits(1)}+{hexs(7)} has {digits(2, True)} new issues",
    )
    r.add(
        "bugsnag_notifier_key",
        f"Bugsnag notifier key in the unity project (BugsnagSettingsObject): {hexs(32)}",
        f'Bugsnag.start({{ apiKey: "{hexs(32)}", appVersion: "1.4.2" }}) // notifier key, ships with the game',
        f"bugsnag project key {hexs(32)} for the Magpie Swoop mobile build — it's a notifier key, can only send errors",
    )
    r.add(
        "datadog_rum_client_token",
        f"Datadog RUM client token pub{hexs(32)} / applicationId {uid()}",
        f"datadogRum.init({{ applicationId: '{uid()}', clientToken: 'pub{hexs(32)}', site: 'datadoghq.com', service: 'trails-web' }})",
        f"browser logs clientToken: pub{hexs(32)} — client tokens are meant to be public, the api key isnt",
    )
    r.add(
        "newrelic_browser_license_key",
        f"New Relic browser agent licenseKey NRJS-{hexs(19)} applicationID {digits(10, True)}",
        f";NREUM.loader_config={{accountID:\"{digits(7, True)}\",trustKey:\"{digits(7, True)}\",agentID:\"{digits(10, True)}\",licenseKey:\"NRJS-{hexs(19)}\",applicationID:\"{digits(10, True)}\"}}",
        f"NRJS-{hexs(19)} is the browser key (public in the snippet). the NRAK user key is elsewhere",
    )
    r.add(
        "honeycomb_browser_ingest_key",
        f"honeycomb ingest key for the browser OTel (ingest-only, can't read anything, ok to ship): hcaik_{rnd(LOWNUM, 58)}",
        f"new HoneycombWebSDK({{ apiKey: 'hcaik_{rnd(LOWNUM, 58)}', serviceName: 'trails-web' }})",
    )
    r.add(
        "alchemy_frontend_rpc_url",
        f"frontend rpc (domain-allowlisted in alchemy): https://eth-mainnet.g.alchemy.com/v2/{rnd(URLSAFE, 32)}",
        f"NEXT_PUBLIC_ALCHEMY_ID={rnd(URLSAFE, 32)}  → wagmi alchemyProvider",
        f"base sepolia rpc for the mint page https://base-sepolia.g.alchemy.com/v2/{rnd(URLSAFE, 32)} (allowlist: possum.bunyip.example)",
    )
    r.add(
        "infura_project_id_url",
        f"infura project id {hexs(32)} — in the dapp rpc url, the API key secret is separate",
        f"const provider = new ethers.JsonRpcProvider('https://sepolia.infura.io/v3/{hexs(32)}')",
        f"ipfs gateway https://bunyip.infura-ipfs.io, project id {hexs(32)}",
    )
    r.add(
        "walletconnect_project_id",
        f"WalletConnect project id {hexs(32)} (reown cloud, public, goes in the modal config)",
        f"createWeb3Modal({{ wagmiConfig, projectId: '{hexs(32)}' }})",
        f"NEXT_PUBLIC_WC_PROJECT_ID={hexs(32)}",
    )
    r.add(
        "typesense_search_only_key",
        f"typesense search-only key (documents:search on levels) {rnd(ALNUM, 32)} — fine in instantsearch",
        f"new TypesenseInstantSearchAdapter({{ server: {{ apiKey: '{rnd(ALNUM, 32)}', nodes: [{{ host: 'search.bunyip.example', port: 443, protocol: 'https' }}] }} }})",
        f"scoped search key for the level browser: id {digits(2, True)}, value {rnd(ALNUM, 32)} (search only, expires never)",
    )
    r.add(
        "meilisearch_search_key",
        f"meili Default Search API Key {hexs(64)} (search only, front end)",
        f"instantMeiliSearch('https://meili.bunyip.example', '{hexs(64)}')",
        f"meilisearch key uid {uid()} — that's the key's uid not the key, actions: [search], indexes: [trails]",
    )
    r.add(
        "appwrite_project_ids",
        f"Appwrite project id {appwrite_id()} endpoint https://appwrite.bunyip.example/v1",
        f"new Client().setEndpoint('https://cloud.appwrite.io/v1').setProject('{appwrite_id()}')",
        f"appwrite db {appwrite_id()} collection {appwrite_id()} bucket {appwrite_id()}",
    )
    r.add(
        "magic_publishable_key",
        f"Magic publishable key pk_live_{rnd(UHEX, 16)} (client)",
        f"const magic = new Magic('pk_live_{rnd(UHEX, 16)}', {{ network: 'sepolia' }})",
        f"NEXT_PUBLIC_MAGIC_PK=pk_live_{rnd(UHEX, 16)}",
    )
    r.add(
        "turnstile_site_key",
        f"turnstile site key 0x4AAAAAAA{rnd(URLSAFE, 14)} (widget, public)",
        f'<div class="cf-turnstile" data-sitekey="0x4AAAAAAA{rnd(URLSAFE, 14)}" data-theme="dark"></div>',
        "turnstile testing sitekey that always passes: 1x00000000000000000000AA",
    )
    r.add(
        "hcaptcha_site_key",
        f"hCaptcha site key {uid()} for the playtest signup",
        f'<div class="h-captcha" data-sitekey="{uid()}"></div>',
        "hcaptcha test site key 10000000-ffff-ffff-ffff-000000000001 for local dev",
    )
    r.add(
        "ga4_measurement_id",
        f"GA4 measurement id G-{rnd(UPPER + DIGITS, 10)} (trails site), G-{rnd(UPPER + DIGITS, 10)} (studio site)",
        f"gtag('config', 'G-{rnd(UPPER + DIGITS, 10)}');",
        f"GA property {digits(9, True)}, stream id {digits(10, True)}",
    )
    r.add(
        "meta_pixel_id",
        f"Meta pixel id {digits(16, True)} for the tram runner launch ads",
        f"fbq('init', '{digits(15, True)}'); fbq('track', 'PageView');",
        f"ad account act_{digits(15, True)}, pixel {digits(16, True)}, campaign {digits(17, True)}",
    )
    r.add(
        "contract_address",
        f"Possum Pass ERC-1155 on base sepolia: {eth_addr()} (verified)",
        f"proxy {eth_addr()} → impl {eth_addr()}",
        f"treasury multisig (safe) {eth_addr()} — 2 of 3 signers",
    )
    r.add(
        "ens_name",
        f"ens: bunyipgames-dev.eth → {eth_addr()}",
        "set the reverse record for possumpass-test.eth, costs about 0.002 eth in gas",
    )
    app = digits(7, True)
    r.add(
        "steam_app_and_depot_ids",
        f"Steam app id {app}, depot {int(app) + 1} (win), {int(app) + 2} (mac), demo app {digits(7, True)}",
        f"steamcmd +login bunyip_build +run_app_build ../scripts/app_build_{app}.vdf +quit",
        f"build id {digits(8, True)} set live on branch 'beta' — beta branch pw is in steamworks, not here",
    )
    r.add(
        "itch_game_ids",
        f"itch game id {digits(7, True)}, upload id {digits(8, True)} (html5 zip)",
        f"butler push ./Build bunyip/tram-runner:webgl --userversion 1.4.{digits(1)}",
        f"itch.io download key for a reviewer: go via the dashboard, don't paste here. purchase id {digits(8, True)}",
    )
    r.add(
        "build_hash",
        f"webgl build {hexs(40)} deployed to staging, content hash {hexs(20)}",
        f"git revert {hexs(40)} (the broken pathfinding merge)",
        f"unity build GUID {hexs(32)}, addressables catalog catalog_{epoch()}.json",
    )
    r.add(
        "tx_hash",
        f"mint tx 0x{hexs(64)} confirmed in block {digits(8, True)}",
        f"the failed deploy: tx 0x{hexs(64)} — out of gas, bump the limit",
        f"refund sent to the collector, txhash 0x{hexs(64)}",
    )
    r.add(
        "ipfs_cid",
        f"metadata folder cid bafybei{rnd(BASE32.lower(), 52)}",
        f"ipfs://bafybei{rnd(BASE32.lower(), 52)}/{digits(2)}.json is the token uri pattern",
    )
    r.add(
        "secret_reference",
        "all the server-side keys (paystack sk, flw sec, klaviyo private, mapbox sk) live in Doppler project bunyip-prod, config prd. never in .env.local",
        "Braintree private key → 1Password vault 'Studio', item 'Braintree prod', field private_key",
        "CI secrets to set: SENTRY_AUTH_TOKEN, DD_API_KEY, NEW_RELIC_API_KEY, ETHERSCAN_API_KEY, MEILI_MASTER_KEY (values in vault, not here)",
        "the seed phrase is on the steel plate in the fireproof box, NOT digital anywhere",
    )
    r.add(
        "key_rotation_notes",
        "rotated the HERE api key + the Turnstile secret after the repo went public by accident for ~20 min. old ones revoked, nothing in the logs",
        "Datadog api key rotation due 1 Nov, app key too. remind me the week before",
        "mapbox sk token expired (I set 90 days), made a new one with the same scopes and updated doppler",
    )
    r.add(
        "password_policy_talk",
        "appwrite console wants min 8 chars for user passwords, I'm going 12 + HIBP check on signup",
        "reset the playfab admin pw, new one is 24 chars from the generator, saved in 1pw. 2FA still on",
    )
    r.add(
        "docker_image_digest",
        f"typesense/typesense:27.1@sha256:{hexs(64)}",
        f"pinned getmeili/meilisearch:v1.11 digest sha256:{hexs(64)} on the vps",
    )
    r.add(
        "lockfile_integrity",
        f'"integrity": "sha512-{b64(secrets.token_bytes(64))}"  — that\'s why the lockfile diff was huge',
        f"pnpm-lock: mapbox-gl@3.7.0 resolution: {{integrity: sha512-{b64(secrets.token_bytes(64))}}}",
    )
    r.add(
        "business_details_on_invoice",
        f"invoice footer: Bunyip Games, ABN {abn()}, BSB 063-{digits(3)} acct {digits(8, True)}",
        f"Wise EUR details for the Berlin client: IBAN {be_iban()}, BIC TRWIBEB1XXX",
        f"INV-2024-{digits(3)} to Acme Maps Pty Ltd (ABN {abn()}) — $4,180 inc GST, due 14 days",
    )
    r.add(
        "aws_resource_ids",
        f"arn:aws:s3:::bunyip-webgl-builds / cloudfront dist E{rnd(UPPER + DIGITS, 13)}",
        f"IAM role arn:aws:iam::{aws_account()}:role/ci-uploader (OIDC from github, no long-lived keys)",
        f"ap-southeast-2 instance i-{hexs(17)} sg-{hexs(17)}",
    )
    r.add(
        "ssh_public_key_fingerprint",
        f"my pubkey for the new vps authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@bunyip-mbp",
        f"vps host key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} — check it matches on first connect",
        f"deploy key (public half) added to gh: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@bunyip",
    )
    r.add(
        "google_oauth_client_id",
        f"google sign-in client id {digits(12, True)}-{rnd(LOWNUM, 32)}.apps.googleusercontent.com (web)",
        f"GOOGLE_CLIENT_ID={digits(12, True)}-{rnd(LOWNUM, 32)}.apps.googleusercontent.com, client secret in doppler",
    )
    r.add(
        "auth0_spa_client_id",
        f"auth0 SPA app client id {rnd(ALNUM, 32)} domain bunyip.au.auth0.com (PKCE, no secret needed)",
        f"createAuth0Client({{ domain: 'bunyip.au.auth0.com', clientId: '{rnd(ALNUM, 32)}' }})",
    )
    r.add(
        "supabase_anon_key",
        f"supabase anon key for the leaderboard (public, RLS does the work): {supabase_anon()}",
        f"NEXT_PUBLIC_SUPABASE_ANON_KEY={supabase_anon()}",
    )
    r.add(
        "coupon_and_promo_codes",
        f"launch week itch sale code TRAMRUN{digits(2)} for 30% off, 200 uses",
        f"steam curator keys went out via the curator connect thing, promo code for the merch shop: MAGPIE-{rnd(UPPER, 4)}",
    )
    r.add(
        "tracking_numbers",
        f"merch plushies shipping, AusPost tracking 33{rnd(UPPER, 3)}{digits(7)}",
        f"dev kit from the US: UPS 1Z{rnd(UPPER + DIGITS, 16)}, due thurs",
    )
    r.add(
        "invoice_ticket_numbers",
        f"apple dev renewal receipt M{rnd(UPPER + DIGITS, 9)}, order W{digits(10)}",
        f"jira TRAM-{digits(3, True)} is the mapbox attribution bug, PR #{digits(3, True)}",
        f"support ticket with HERE: case {digits(8, True)} re quota reset",
    )
    r.add(
        "apple_team_and_bundle_ids",
        f"apple team id {rnd(UPPER + DIGITS, 10)}, bundle au.example.bunyip.tramrunner",
        f"ASC app id {digits(10, True)}, key id {rnd(UPPER + DIGITS, 10)} (the .p8 itself is in 1pw)",
    )
    r.add(
        "unity_project_ids",
        f"Unity cloud project id {uid()}, org id {digits(13, True)}",
        f"ProjectSettings cloudProjectId: {uid()}  productGUID: {hexs(32)}",
    )
    r.add(
        "gpg_fingerprint",
        f"release signing key fingerprint {groups(rnd(UHEX, 40), 4)}",
        f"gpg --recv-keys {rnd(UHEX, 16)}  (the unity hub apt repo key)",
    )
    r.add(
        "contact_details",
        f"Acme Maps contact: Jess, 0491 570 156, (03) 5550 {digits(4)}, 12 Smith St Fitzroy VIC 3065",
        "PO box for merch returns: PO Box 1234, Collingwood VIC 3066",
    )
    r.add(
        "versions_and_hosts",
        f"prod: api.bunyip.example (10.0.4.{digits(2, True)}), unity 6000.0.{digits(2, True)}f1, node 20.{digits(2, True)}.0, meili v1.11.3",
        f"game server at 203.0.113.{digits(2, True)}:27015, typesense at search.bunyip.internal:8108",
    )
    return r


def main() -> None:
    write_corpora("make_heldout144.py", [
        ("heldout144_credentials.yaml", credentials(), "batch 144 (Melbourne indie game, web3 and maps developer: server-side secret twins of client keys), written blind; every value synthetic"),
        ("heldout144_lookalikes.yaml", lookalikes(), "batch 144 look-alikes: client-side keys that ship by design, ids, hashes and secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
