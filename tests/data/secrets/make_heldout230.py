# ruff: noqa: E501
"""Writes heldout230_credentials.yaml and heldout230_lookalikes.yaml: held-out batch 230.

Persona: an edge and Workers developer in Austin who writes in English. They keep notes
about Cloudflare API tokens and the Global API Key, Workers secrets set with `wrangler
secret put`, R2 secret access keys, a Turnstile secret key, Hyperdrive connection strings
with passwords, a Cloudflare Tunnel token, Stripe webhook signing secrets, Sentry DSNs that
still carry the secret part and an Algolia admin key. Their look-alikes are zone and account
ids, Turnstile sitekeys, cf-ray ids, Worker version and KV namespace ids, R2 bucket names
and access key ids, Durable Object ids, wrangler.toml files with no secrets in them, Algolia
app ids and search-only keys, and Tunnel UUIDs.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    anthropic_key,
    b64,
    b64u,
    basic,
    digits,
    hexs,
    jwt,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = [
    "mesquite", "bluebonnet", "armadillo", "lantern", "pecan", "canyon", "taco", "guitar",
    "brisket", "cedar", "river", "bat", "congress", "zilker", "barton", "spring", "cactus",
    "saddle", "thunder", "prairie", "copper", "pickup", "sunset", "lonestar", "granite",
]
POPS = ["DFW", "IAH", "AUS", "SAT", "ORD", "LAX", "ATL", "DEN"]


def cf_token() -> str:
    """A Cloudflare API token: 40 characters of letters, digits, '-' and '_'."""
    return rnd(URLSAFE, 40)


def cf_global_key() -> str:
    """The Cloudflare Global API Key: 37 lowercase hex characters."""
    return hexs(37)


def origin_ca_key() -> str:
    """A Cloudflare Origin CA Key (the service key of the Origin CA API)."""
    return f"v1.0-{hexs(24)}-{hexs(146)}"


def turnstile_secret() -> str:
    return "0x4AAAAAAA" + rnd(URLSAFE, 25)


def turnstile_sitekey() -> str:
    return "0x4AAAAAAA" + rnd(ALNUM, 14)


def tunnel_token() -> str:
    """A Cloudflare Tunnel token: base64 of {"a": account tag, "t": tunnel id, "s": secret}."""
    body = {"a": hexs(32), "t": uid(), "s": b64(secrets.token_bytes(32))}
    return b64(json.dumps(body, separators=(",", ":")).encode())


def whsec() -> str:
    return "whsec_" + rnd(ALNUM, 32)


def stripe_key(prefix: str) -> str:
    return f"{prefix}_live_51{rnd(ALNUM, 97)}"


def stripe_id(prefix: str) -> str:
    return f"{prefix}_1{rnd(ALNUM, 23)}"


def cf_ray() -> str:
    return f"{hexs(16)}-{pick(*POPS)}"


def gh_pat() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def gh_fine_grained() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def npm_token() -> str:
    return "npm_" + rnd(ALNUM, 36)


def resend_key() -> str:
    return f"re_{rnd(ALNUM, 8)}_{rnd(ALNUM, 24)}"


def upstash_token() -> str:
    return f"A{rnd(UPPER + DIGITS, 3)}ASQg{rnd(ALNUM, 52)}="


def sentry_user_token() -> str:
    return "sntryu_" + hexs(64)


def algolia_app() -> str:
    return rnd(UPPER + DIGITS, 10)


def discord_bot_token() -> str:
    return f"{b64u(digits(18, lead=True).encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def passphrase(n: int = 4, sep: str = "-") -> str:
    return phrase(WORDS, n, sep) + str(secrets.randbelow(90) + 10)


def sri(alg: str = "sha384", n: int = 48) -> str:
    return f"{alg}-{b64(secrets.token_bytes(n))}"


def credentials() -> Rows:
    r = Rows()

    t = [cf_token() for _ in range(6)]
    r.add(
        "cloudflare_api_token",
        f"CF API token for acme-edge.example, DNS edit only: {t[0]}",
        f"export CLOUDFLARE_API_TOKEN={t[1]}   # wrangler deploy from the build box",
        f"remember my cloudflare token (Workers Scripts:Edit + Zone:Read, expires in March) -> {t[2]}",
        f'curl -s -H "Authorization: Bearer {t[3]}" "$CF_API/user/tokens/verify"',
        f"token name      | value\nterraform-acme  | {t[4]}\ncache-purge-bot | {t[5]}",
    )

    g = [cf_global_key() for _ in range(5)]
    r.add(
        "cloudflare_global_api_key",
        f"Global API Key (old personal account, dont share!!) {g[0]}  email ops@acme.example",
        f"X-Auth-Email: dev@acme.example\nX-Auth-Key: {g[1]}",
        f"global key for the legacy terraform provider - {g[2]}. yes I know, moving to scoped tokens next sprint",
        f"CF_API_EMAIL=billing@acme.example CF_API_KEY={g[3]} ./purge.sh",
        f"cloudflare gobal api key: {g[4]}",
    )

    r.add(
        "wrangler_secret_value",
        f"npx wrangler secret put SESSION_SECRET --env production\n? Enter a secret value: {secrets.token_urlsafe(48)}",
        f"echo '{openai_project_key()}' | npx wrangler secret put OPENAI_API_KEY",
        f"secret for the img-resizer worker: SIGNING_KEY = {secrets.token_hex(32)} (set w/ wrangler secret put, NOT in the toml)",
        "wrangler secret bulk secrets.prod.json, file was:\n" + json.dumps({"RESEND_API_KEY": resend_key(), "ADMIN_PASSWORD": pw(), "HMAC_SECRET": secrets.token_hex(32)}, indent=2),
        f"staging worker HMAC_SECRET -> {secrets.token_hex(32)}",
    )

    k = [(hexs(32), hexs(64)) for _ in range(5)]
    r.add(
        "r2_secret_access_key",
        f"R2 API token 'backups-rw'\nAccess Key ID: {k[0][0]}\nSecret Access Key: {k[0][1]}",
        f"aws configure --profile r2\nAWS_ACCESS_KEY_ID={k[1][0]}\nAWS_SECRET_ACCESS_KEY={k[1][1]}",
        f"[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = {k[2][0]}\nsecret_access_key = {k[2][1]}\nendpoint = https://r2-gw.acme.internal",
        f"r2 secret for the media bucket: {k[3][1]}",
        f"S3 creds for R2 (photos-prod) - secret {k[4][1]} / id {k[4][0]}",
    )

    r.add(
        "turnstile_secret_key",
        f"Turnstile secret for the signup form: {turnstile_secret()}",
        f"TURNSTILE_SECRET_KEY={turnstile_secret()}",
        f"siteverify body: formData.append('secret', '{turnstile_secret()}')",
        f"turnstile widget on /contact - sitekey {turnstile_sitekey()} (public), secret key {turnstile_secret()}",
        f"wrangler secret put TURNSTILE_SECRET → {turnstile_secret()}",
    )

    r.add(
        "hyperdrive_connection_string",
        f'npx wrangler hyperdrive create orders-hd --connection-string="postgres://hd_user:{rnd(ALNUM, 24)}@pg.acme.internal:5432/orders"',
        f"Hyperdrive origin: postgresql://app_rw:{pw()}@db-primary.acme.internal:5432/app?sslmode=require",
        f"DATABASE_URL for local dev (same origin hyperdrive points at) = postgres://dev:{rnd(ALNUM, 18)}@localhost:5432/edge_dev",
        f"mysql://reporting:{rnd(ALNUM + '!#%', 20)}@mysql.acme.internal:3306/analytics  <- hyperdrive mysql config",
        f"hd config for staging\nhost: pg-staging.acme.internal\nuser: hyperdrive\npassword: {passphrase()}\ndb: staging",
    )

    r.add(
        "cloudflare_tunnel_token",
        f"sudo cloudflared service install {tunnel_token()}",
        f"tunnel token for homelab-atx: {tunnel_token()}",
        f"docker run -d --restart unless-stopped cloudflare/cloudflared:latest tunnel --no-autoupdate run --token {tunnel_token()}",
        f"TUNNEL_TOKEN={tunnel_token()}",
        f"services:\n  cloudflared:\n    image: cloudflare/cloudflared\n    command: tunnel run\n    environment:\n      - TUNNEL_TOKEN={tunnel_token()}",
    )

    r.add(
        "stripe_webhook_signing_secret",
        f"Stripe webhook signing secret (endpoint /api/stripe on the worker): {whsec()}",
        f"STRIPE_WEBHOOK_SECRET={whsec()}",
        f"stripe listen --forward-to localhost:8787/webhook printed {whsec()} , that's the local one",
        f"whsec for billing-events in prod => {whsec()}",
        f"const event = await stripe.webhooks.constructEventAsync(body, sig, '{whsec()}')",
    )

    r.add(
        "stripe_secret_key",
        f"stripe live secret key {stripe_key('sk')}",
        f"STRIPE_API_KEY={stripe_key('rk')}  # restricted key, read charges only",
        f"new Stripe('{stripe_key('sk')}', {{ httpClient: Stripe.createFetchHttpClient() }})",
        f"Stripe (acme shop) secret: {stripe_key('sk')}",
        f"rk_live for the reporting worker (read-only balance): {stripe_key('rk')}",
    )

    r.add(
        "sentry_dsn_with_secret",
        f"SENTRY_DSN=https://{hexs(32)}:{hexs(32)}@sentry.acme.internal/12",
        f"self-hosted sentry DSN, old style with the secret after the colon: https://{hexs(32)}:{hexs(32)}@sentry.acme.internal/4",
        f"sentry for edge-api worker\npublic key: {hexs(32)}\nsecret key: {hexs(32)}\nproject: 7",
        f"new Toucan({{ dsn: 'https://{hexs(32)}:{hexs(32)}@sentry.acme.internal/3', context: ctx, request }})",
        f"dsn (legacy, incl secret) https://{hexs(32)}:{hexs(32)}@errors.acme.internal/21 — rotate when we move to the new org",
    )

    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN={sentry_user_token()}",
        f"sentry-cli token for sourcemap upload: {sentry_user_token()}",
        f"npx @sentry/wizard asked for a token, used {sentry_user_token()}",
        f"~/.sentryclirc\n[auth]\ntoken={sentry_user_token()}\n\n[defaults]\nurl=https://sentry.acme.internal/\norg=acme-edge",
        f"sentry token in CI is {sentry_user_token()} until I revoke it after the release",
    )

    a = [algolia_app() for _ in range(5)]
    r.add(
        "algolia_admin_key",
        f"Algolia admin API key for app {a[0]}: {hexs(32)}",
        f"ALGOLIA_APP_ID={a[1]}\nALGOLIA_ADMIN_KEY={hexs(32)}",
        f"algoliasearch('{a[2]}', '{hexs(32)}') // ADMIN key, only in the indexing worker!!",
        f"X-Algolia-Application-Id: {a[3]}\nX-Algolia-API-Key: {hexs(32)}",
        f"write key for the docs index (app {a[4]}) — {hexs(32)}",
    )

    r.add(
        "cloudflare_origin_ca_key",
        f"Origin CA Key (for the origin-ca-issuer in k8s): {origin_ca_key()}",
        f"X-Auth-User-Service-Key: {origin_ca_key()}",
        f"origin ca service key, acme-edge account: {origin_ca_key()}",
        f"OriginIssuer auth secret -> {origin_ca_key()}",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: origin-ca-key\n  namespace: cert-manager\nstringData:\n  key: {origin_ca_key()}",
    )

    s = [(hexs(32), hexs(64)) for _ in range(4)]
    r.add(
        "cloudflare_access_service_token",
        f"Access service token for the CI runner\nCF-Access-Client-Id: {s[0][0]}.access\nCF-Access-Client-Secret: {s[0][1]}",
        f'curl -H "CF-Access-Client-Id: {s[1][0]}.access" -H "CF-Access-Client-Secret: {s[1][1]}" https://grafana.acme.example/api/health',
        f"service token 'grafana-scraper' client secret = {s[2][1]}",
        f"CF_ACCESS_CLIENT_ID={s[3][0]}.access CF_ACCESS_CLIENT_SECRET={s[3][1]}",
        f"Access svc token (expires 2025-12): id {hexs(32)}.access secret {hexs(64)}",
    )

    r.add(
        "dev_vars_file",
        f".dev.vars for the api worker:\nSTRIPE_SECRET_KEY={stripe_key('sk')}\nJWT_SECRET={secrets.token_urlsafe(32)}\nENVIRONMENT=dev",
        f"# .dev.vars (gitignored!)\nALGOLIA_ADMIN_KEY={hexs(32)}\nTURNSTILE_SECRET_KEY={turnstile_secret()}",
        f"copy into .dev.vars on the new laptop:\nCLOUDFLARE_API_TOKEN={cf_token()}\nR2_SECRET_ACCESS_KEY={hexs(64)}",
        f".dev.vars\nDATABASE_URL=postgres://edge:{rnd(ALNUM, 20)}@localhost:5432/edge\nSESSION_KEY={secrets.token_hex(32)}",
        f".dev.vars\nSENTRY_DSN=https://{hexs(32)}:{hexs(32)}@sentry.acme.internal/12\nUPSTASH_REDIS_REST_TOKEN={upstash_token()}",
    )

    r.add(
        "github_token",
        f"GitHub PAT for the deploy script (repo + workflow scopes): {gh_pat()}",
        f"fine-grained token, acme-edge/workers repo, contents:write — {gh_fine_grained()}",
        f"git remote set-url origin https://x-access-token:{gh_pat()}@github.acme.internal/edge/workers.git",
        f"gh auth login --with-token <<< {gh_pat()}",
        f"GH token for the changesets bot = {gh_fine_grained()}",
    )

    r.add(
        "npm_token",
        f"//npm.acme.internal/:_authToken={npm_token()}",
        f"NPM_TOKEN={npm_token()}  (automation token, bypasses 2FA for CI publish)",
        f"npm publish token for @acme-edge scope: {npm_token()}",
        f"~/.npmrc\n@acme-edge:registry=https://npm.acme.internal/\n//npm.acme.internal/:_authToken={npm_token()}",
        f"npm granular token (publish, expires 90d) {npm_token()}",
    )

    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={secrets.token_urlsafe(48)}",
        f"HS256 key for the auth worker: {secrets.token_hex(32)}",
        f"const key = new TextEncoder().encode('{secrets.token_urlsafe(32)}') // jose signing secret, prod",
        f"admin bearer for staging (no exp claim, oops): {jwt({'sub': 'admin', 'role': 'owner', 'iss': 'auth.acme.internal'})}",
        f"jwt secret staging vs prod\nstaging  {secrets.token_hex(24)}\nprod     {secrets.token_hex(32)}",
    )

    r.add(
        "upstash_redis_token",
        f"UPSTASH_REDIS_REST_URL=https://redis-rest.acme.internal\nUPSTASH_REDIS_REST_TOKEN={upstash_token()}",
        f"upstash token for rate limiter: {upstash_token()}",
        f"new Redis({{ url: 'https://kv-cache.acme.internal', token: '{upstash_token()}' }})",
        f"UPSTASH token (read-only) {upstash_token()}",
        f"redis rest token for the waitlist counter → {upstash_token()}",
    )

    r.add(
        "origin_tls_private_key",
        f"origin cert key for api.acme.example (Full strict):\n{pem('PRIVATE KEY', 6)}",
        f"key that goes with the origin cert on the droplet\n{pem('EC PRIVATE KEY', 3)}",
        f"mTLS client key for the worker -> origin binding:\n{pem('RSA PRIVATE KEY', 8)}",
        f"Cloudflare origin cert private key, *.acme.example, 15 years:\n{pem('PRIVATE KEY', 5)}",
    )

    r.add(
        "ssh_private_key",
        f"deploy key for the origin box (~/.ssh/atx_origin):\n{openssh_private()}",
        f"homelab pi ssh key, paste into the new laptop\n{openssh_private()}",
        f"github actions SSH_PRIVATE_KEY for rsync to the origin:\n{openssh_private()}",
        f"id_ed25519 for the ATX build runner\n{openssh_private()}",
    )

    r.add(
        "ai_provider_api_key",
        f"OpenAI key used through AI Gateway: {openai_project_key()}",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
        f"anthropic key for the summarizer worker - {anthropic_key()}",
        f"npx wrangler secret put OPENAI_API_KEY   (value: {openai_project_key()})",
        f"AI Gateway is authenticated now: cf-aig-authorization: Bearer {cf_token()}",
    )

    r.add(
        "resend_api_key",
        f"Resend key for magic-link emails: {resend_key()}",
        f"RESEND_API_KEY={resend_key()}",
        f"await fetch(RESEND_URL, {{ headers: {{ Authorization: 'Bearer {resend_key()}' }} }})",
        f"resend api key (sending access only, domain acme.example): {resend_key()}",
        f"re key for the newsletter worker {resend_key()}",
    )

    r.add(
        "basic_auth_credentials",
        f"staging is behind basic auth - Authorization: Basic {basic('preview', pw())}",
        f"basic auth for the preview worker: user preview / pass {pw()}",
        f"curl -u admin:{rnd(ALNUM, 16)} https://staging.acme.example/admin/flush",
        f"BASIC_USER=qa\nBASIC_PASS={passphrase(3)}",
        f"htpasswd for the old nginx origin, plain text: deploy:{pw()}",
    )

    r.add(
        "discord_bot_token",
        f"discord bot token (deploy-notifier in the ATX devs server): {discord_bot_token()}",
        f"DISCORD_TOKEN={discord_bot_token()}",
        f"Authorization: Bot {discord_bot_token()}",
        f"bot token for the status-page bot\n{discord_bot_token()}",
    )

    r.add(
        "cloudflare_2fa_backup_codes",
        f"cloudflare dash backup codes (used 0):\n{recovery_codes(8, 'other')}",
        f"CF 2FA recovery codes for ops@acme.example\n{recovery_codes(6, 'other')}",
        f"github backup codes for the edge bot account\n{recovery_codes(8, 'github')}",
        f"backup codes, cloudflare personal:\n{recovery_codes(5, 'other')}",
        f"if I lose the yubikey: cloudflare recovery codes\n{recovery_codes(4, 'other')}",
    )

    r.add(
        "onepassword_secret_key",
        f"1Password Secret Key: {onepassword_secret_key()}",
        f"1pw emergency kit: secret key {onepassword_secret_key()} + master password {passphrase(5)}",
        f"acme team 1password secret key {onepassword_secret_key()}",
        f"1Password master pw: {passphrase(5, ' ')}",
    )

    r.add(
        "device_password",
        f"laptop login (the new M3): {pw()}",
        f"home wifi in east austin - network ATX-Casita, pw {passphrase(3)}",
        f"Capital Factory guest wifi password: {rnd(ALNUM, 12)}",
        f"router admin (192.168.1.1) admin / {pw()}",
        f"mac FileVault login pw = {passphrase(4, ' ')}",
    )

    r.add(
        "postgres_password",
        f"postgres superuser on pg.acme.internal: postgres / {rnd(ALNUM, 24)}",
        f"PGPASSWORD='{pw()}' psql -h db-primary.acme.internal -U app_rw app",
        f"neon branch 'preview' role password: {rnd(ALNUM, 12)}",
        f"db pw for hyperdrive_user = {rnd(ALNUM + '#%+', 22)}",
        f"psql 'postgresql://doadmin:{rnd(ALNUM, 16)}@db-atx.acme.internal:25060/defaultdb?sslmode=require'",
    )

    r.add(
        "age_secret_key",
        f"sops age key for the edge repo:\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"age identity for decrypting secrets.enc.yaml: {age_secret_key()}",
        f"~/.config/sops/age/keys.txt\n# created: 2024-10-02T09:14:55-05:00\n# public key: {age_public_key()}\n{age_secret_key()}",
    )

    r.add(
        "workers_kv_encryption_key",
        f"AES-GCM key for encrypting values before KV put (base64): {b64(secrets.token_bytes(32))}",
        f"ENCRYPTION_KEY={b64(secrets.token_bytes(32))}  // crypto.subtle.importKey raw",
        f"cookie encryption key for the session worker: {secrets.token_hex(32)}",
        f"CSRF_SECRET={secrets.token_urlsafe(32)}",
    )

    r.add(
        "webhook_shared_secret",
        f"Cloudflare notification webhook secret (sent as cf-webhook-auth): {secrets.token_urlsafe(24)}",
        f"GitHub webhook secret for the deploy-preview worker: {secrets.token_hex(20)}",
        f"LINEAR_WEBHOOK_SECRET={rnd(ALNUM, 32)}",
        f"shared secret between the worker and the origin (X-Origin-Auth header) = {secrets.token_urlsafe(32)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "cloudflare_zone_id",
        f"zone id for acme-edge.example: {hexs(32)}",
        f"CF_ZONE_ID={hexs(32)}  (not secret, it's right there in the dashboard sidebar)",
        f"purge cache: POST /zones/{hexs(32)}/purge_cache, token comes from env",
        f"zones\nacme.example       {hexs(32)}\nacme-shop.example  {hexs(32)}\nacme-docs.example  {hexs(32)}",
        f'resource "cloudflare_record" "www" {{\n  zone_id = "{hexs(32)}"\n  name    = "www"\n  type    = "CNAME"\n  proxied = true\n}}',
    )

    r.add(
        "cloudflare_account_id",
        f'account_id = "{hexs(32)}"',
        f"acct id {hexs(32)} (Acme Edge LLC)",
        f"CLOUDFLARE_ACCOUNT_ID={hexs(32)}",
        f"dashboard path for workers: /{hexs(32)}/workers-and-pages",
        f"personal account {hexs(32)} vs work account {hexs(32)}, don't deploy to the wrong one",
    )

    r.add(
        "turnstile_sitekey",
        f'<div class="cf-turnstile" data-sitekey="{turnstile_sitekey()}" data-theme="light"></div>',
        f"sitekey for the contact form: {turnstile_sitekey()} (public, it's in the html)",
        f"VITE_TURNSTILE_SITE_KEY={turnstile_sitekey()}  -- the secret one is only in wrangler secrets",
        "turnstile test sitekeys: 1x00000000000000000000AA always passes, 2x00000000000000000000AB always blocks",
        f"turnstile.render('#cf-widget', {{ sitekey: '{turnstile_sitekey()}', callback: onToken }})",
    )

    r.add(
        "cf_ray_id",
        f"cf-ray: {cf_ray()} on the 502, attach to the support ticket",
        f"ray id {cf_ray()} for the 1020 access denied",
        f"[2024-11-02T18:41:07Z] GET /api/orders 524 ray={cf_ray()} colo=DFW",
        f"rays from the error spike: {cf_ray()}, {cf_ray()}, {cf_ray()}",
        f"user in Round Rock got blocked, cf-ray {cf_ray()} — check the WAF custom rule",
    )

    r.add(
        "worker_version_id",
        f"wrangler deployments list\nCreated: 2024-10-14T16:02:11Z\nVersion(s): (100%) {uid()}\nMessage: bump deps",
        f"rollback target if tonight's deploy breaks: version {uid()}",
        f"npx wrangler rollback {uid()} --message 'revert cache bug'",
        f"gradual deploy: {uid()} 10% / {uid()} 90%",
        f"deployment id {uid()} (prod, the one with the new router)",
    )

    r.add(
        "kv_namespace_id",
        f'[[kv_namespaces]]\nbinding = "CACHE"\nid = "{hexs(32)}"\npreview_id = "{hexs(32)}"',
        f"KV ns SESSIONS = {hexs(32)}",
        f"npx wrangler kv key list --namespace-id {hexs(32)} | jq length",
        f"kv namespaces: FLAGS {hexs(32)}, RATE_LIMIT {hexs(32)}",
        f"created KV namespace 'edge-config' → id {hexs(32)}",
    )

    r.add(
        "r2_bucket_and_key_id",
        f"R2 bucket acme-media-prod, access key id {hexs(32)} (id only, the secret half is in 1Password under 'R2 media rw')",
        '[[r2_buckets]]\nbinding = "MEDIA"\nbucket_name = "acme-media-prod"\npreview_bucket_name = "acme-media-dev"',
        f"access key id for backups-rw is {hexs(32)}; secret was shown once and lives in the vault",
        f"buckets: atx-photos-{hexs(6)}, acme-logs-archive, edge-build-cache",
        f"R2 key id {hexs(32)} belongs to the rclone job on the NAS",
    )

    r.add(
        "durable_object_id",
        f"DO id for room 'atx-meetup': {hexs(64)}",
        f"const stub = env.ROOMS.get(env.ROOMS.idFromString('{hexs(64)}'))",
        f"stuck durable object, id {hexs(64)}, alarm never fires",
        f"[[durable_objects.bindings]]\nname = \"COUNTER\"\nclass_name = \"Counter\"\n# example instance: {hexs(64)}",
        f"DO namespace id {hexs(32)} for the Counter class",
    )

    r.add(
        "wrangler_toml",
        f'name = "edge-api"\nmain = "src/index.ts"\ncompatibility_date = "2024-09-23"\naccount_id = "{hexs(32)}"\n\n[vars]\nENVIRONMENT = "production"\nLOG_LEVEL = "info"',
        f'[[d1_databases]]\nbinding = "DB"\ndatabase_name = "orders"\ndatabase_id = "{uid()}"',
        f'[[hyperdrive]]\nbinding = "HYPERDRIVE"\nid = "{hexs(32)}"\n# password lives in the hyperdrive config, not here',
        f'route = {{ pattern = "api.acme.example/*", zone_id = "{hexs(32)}" }}\nworkers_dev = false',
        '[observability]\nenabled = true\nhead_sampling_rate = 0.1\n\n[triggers]\ncrons = ["*/15 * * * *"]',
    )

    r.add(
        "algolia_public_keys",
        f"Algolia app id {algolia_app()}, search-only key {hexs(32)} (public, ships in the docs frontend)",
        f"docsearch({{ appId: '{algolia_app()}', apiKey: '{hexs(32)}', indexName: 'acme-docs' }}) // search-only",
        f"ALGOLIA_APP_ID={algolia_app()}\nALGOLIA_SEARCH_KEY={hexs(32)}",
        f"index acme_products lives in app {algolia_app()}; admin key is NOT in this note",
        f"algolia app {algolia_app()} = prod, {algolia_app()} = staging",
    )

    r.add(
        "tunnel_uuid",
        f"tunnel homelab-atx id {uid()}",
        f"tunnel: {(t := uid())}\ncredentials-file: /etc/cloudflared/{t}.json\ningress:\n  - hostname: grafana.acme.example\n    service: http://localhost:3000\n  - service: http_status:404",
        f"cloudflared tunnel route dns {uid()} nas.acme.example",
        f"cloudflared tunnel info {uid()} shows 4 connections (2x DFW, 2x IAH)",
        f"old tunnel {uid()} can be deleted after the move",
    )

    r.add(
        "d1_database_id",
        f"D1 orders db id {uid()}",
        f"npx wrangler d1 execute orders --remote --command 'select count(*) from users' (db {uid()})",
        f"d1 time travel restore point for {uid()}: bookmark {hexs(8)}-{hexs(8)}-{hexs(8)}-{hexs(32)}",
        f"d1 migrations applied to {uid()}: 0007_add_orders_index.sql",
        f'database_id = "{uid()}"  # preview db',
    )

    r.add(
        "hyperdrive_config_id",
        f"hyperdrive config id {hexs(32)} -> pg.acme.internal:5432/orders",
        f"npx wrangler hyperdrive get {hexs(32)}",
        f"hd ids: staging {hexs(32)}, prod {hexs(32)}",
        f"hyperdrive caching disabled on {hexs(32)} for the writes path",
    )

    r.add(
        "ci_secret_reference",
        "- uses: cloudflare/wrangler-action@v3\n  with:\n    apiToken: ${{ secrets.CLOUDFLARE_API_TOKEN }}\n    accountId: ${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
        "env:\n  STRIPE_WEBHOOK_SECRET: ${{ secrets.STRIPE_WEBHOOK_SECRET }}\n  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}",
        "the deploy job reads CLOUDFLARE_API_TOKEN from the repo secrets, nothing in the yaml itself",
        "gh secret set ALGOLIA_ADMIN_KEY --env production   (paste from 1Password, don't echo it)",
        "echo $TURNSTILE_SECRET_KEY | npx wrangler secret put TURNSTILE_SECRET_KEY",
    )

    r.add(
        "wrangler_secret_list",
        "npx wrangler secret list --env production\n" + json.dumps([{"name": n, "type": "secret_text"} for n in ("STRIPE_WEBHOOK_SECRET", "SESSION_SECRET", "TURNSTILE_SECRET_KEY")], indent=2),
        "secrets on edge-api: OPENAI_API_KEY, RESEND_API_KEY, HMAC_SECRET, JWT_SECRET (names only, values in 1Password)",
        "npx wrangler secret delete OLD_SENTRY_DSN --env staging",
        "remember: wrangler secret put doesn't print the value back, so check via wrangler secret list",
    )

    r.add(
        "password_talk",
        "rotate the Global API Key after the contractor leaves on Friday",
        "R2 secret for backups-rw is in the office safe envelope + 1Password, never in Slack",
        "new hyperdrive db password set 11/04, old one revoked, wrangler hyperdrive update done",
        "Stripe webhook secret rolled — old whsec stays valid for 24h, update the worker secret before that",
        "the laptop password is the usual pattern, ask me not the assistant",
    )

    r.add(
        "masked_credential",
        f"CF token ending …{rnd(ALNUM, 4)} is the one for DNS, the …{rnd(ALNUM, 4)} one is Workers",
        f"whsec_••••••••{rnd(ALNUM, 4)} (prod endpoint)",
        f"sk_live_…{rnd(ALNUM, 4)} revoked on 10/30",
        f"Global API Key: ****************************{hexs(4)} (view requires password)",
        f"R2 secret {hexs(4)}…{hexs(4)} (shown truncated in the audit log)",
    )

    r.add(
        "stripe_publishable_key",
        f"STRIPE_PUBLISHABLE_KEY={stripe_key('pk')}",
        f"loadStripe('{stripe_key('pk')}') // publishable, fine in the client bundle",
        f"test publishable: pk_test_51{rnd(ALNUM, 97)}",
        f"Stripe publishable key for the Austin pop-up shop page: {stripe_key('pk')}",
        f'<stripe-pricing-table pricing-table-id="prctbl_1{rnd(ALNUM, 23)}" publishable-key="{stripe_key("pk")}"></stripe-pricing-table>',
    )

    r.add(
        "stripe_object_ids",
        f"failed webhook delivery for {stripe_id('evt')} at 03:12, endpoint {stripe_id('we')}",
        f"refund {stripe_id('pi')} for the Austin Coffee customer, cus_{rnd(ALNUM, 14)}",
        f"invoice in_{rnd(ALNUM, 24)} stuck in draft",
        f"stripe events resend {stripe_id('evt')} --webhook-endpoint {stripe_id('we')}",
    )

    r.add(
        "sentry_public_dsn",
        f"SENTRY_DSN=https://{hexs(32)}@sentry.acme.internal/12 (public key only, safe for the browser)",
        f"Sentry.init({{ dsn: 'https://{hexs(32)}@errors.acme.internal/5', tracesSampleRate: 0.2 }})",
        f"sentry event id {hexs(32)} - the TypeError in the cache worker",
        f"issue EDGE-API-{digits(3, lead=True)} first seen in release edge-api@{hexs(7)}",
    )

    r.add(
        "git_commit_sha",
        f"prod is on {hexs(40)}, staging on {hexs(40)}",
        f"git revert {hexs(7)}  # broke the KV cache keys",
        f"bisect: good {hexs(40)}, bad {hexs(40)}",
        f"CF_PAGES_COMMIT_SHA={hexs(40)} on the preview build",
    )

    r.add(
        "subresource_integrity_hash",
        f'<script src="/js/turnstile-shim.js" integrity="{sri()}" crossorigin="anonymous"></script>',
        f'"integrity": "{sri("sha512", 64)}"',
        f"CSP hash for the inline theme script: 'sha256-{b64(secrets.token_bytes(32))}'",
        f"package-lock: wrangler resolved with integrity {sri('sha512', 64)}",
    )

    r.add(
        "ssh_public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@atx-laptop",
        f"add to authorized_keys on the origin: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci-deploy",
        f"origin host key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"deploy key (public half) for acme-edge/workers: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
    )

    r.add(
        "age_public_key",
        f"creation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: {age_public_key()}",
        f"my age recipient (public): {age_public_key()}",
        f"sops recipients: {age_public_key()},{age_public_key()}",
        f"teammate Jess's age public key {age_public_key()} — add her to .sops.yaml",
    )

    r.add(
        "secret_settings_numbers",
        "API token TTL: 90 days, IP filter 10.20.0.0/16, Workers Scripts Edit only",
        "password min length 16, lockout after 5 attempts, token cache 3600s",
        "turnstile siteverify timeout 5000 ms, retry 2x, secret rotation every 180 days",
        "rate limit: 1200 requests / 5 min per API token, then 429 with retry-after 300",
        "JWT exp 15m, refresh 30d, clock skew 60s",
    )

    r.add(
        "api_token_id",
        f"tokens/verify says id {hexs(32)}, status active (that's the token's id, not the token)",
        f"revoke token id {hexs(32)} in the dash — the old terraform one",
        f"audit log: API token {hexs(32)} created by dev@acme.example",
        f"token 'cache-purge-bot' (id {hexs(32)}) has Zone.Cache Purge only, last used yesterday",
    )

    r.add(
        "secret_manager_reference",
        "op://Edge/Cloudflare Global API Key/credential",
        "op read 'op://Edge/R2 backups-rw/secret access key' | npx wrangler secret put R2_SECRET",
        "vault kv get -field=password secret/edge/hyperdrive/prod",
        'secrets_store_secrets = [{ binding = "STRIPE_KEY", store_id = "' + hexs(32) + '", secret_name = "stripe-live" }]',
        "Algolia admin key → 1Password vault 'Edge', item 'Algolia prod admin'",
    )

    r.add(
        "dns_txt_verification",
        f"_cf-custom-hostname.shop.acme.example TXT {uid()}",
        f"_acme-challenge.acme.example TXT \"{rnd(URLSAFE, 43)}\"",
        f"acme.example TXT \"site-verification={rnd(URLSAFE, 43)}\"",
        f"custom hostname ownership verification for app.client.example: TXT name _cf-custom-hostname, value {uid()}",
    )

    r.add(
        "request_trace_id",
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
        f"x-request-id {uid()} in the tail log when the D1 query timed out",
        f"workers trace for {cf_ray()}: cpu 12ms, wall 340ms, outcome ok",
        f"logpush job {digits(6, lead=True)} file path edge-logs/20241104/{hexs(16)}.log.gz",
    )

    r.add(
        "container_image_digest",
        f"cloudflare/cloudflared@sha256:{hexs(64)}",
        f"pinned node image digest sha256:{hexs(64)} for the build",
        f"docker pull ghcr.acme.internal/edge/origin@sha256:{hexs(64)}",
        f"container id {hexs(12)} is the cloudflared sidecar, restart it if the tunnel drops",
    )

    r.add(
        "build_asset_hash",
        f"dist/assets/index-{rnd(ALNUM + '-_', 8)}.js 142 kB, gz 46 kB",
        f"pages deployment {hexs(8)}.acme-docs.pages.example is the preview for PR #{digits(3, lead=True)}",
        f"cache key v2:{hexs(16)}:/api/products?page=2",
        f"etag W/\"{hexs(8)}-{hexs(27)}\"",
    )

    r.add(
        "package_tracking_number",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} - the new yubikeys, delivery to the Austin house",
        f"USPS tracking 9400 {digits(4)} {digits(4)} {digits(4)} {digits(4)} {digits(2)} (mini PC for the homelab)",
        f"FedEx {digits(12, lead=True)}, Cloudflare swag box",
        f"H-E-B curbside order #{digits(9, lead=True)}, pickup 5:30",
    )

    r.add(
        "misc_random_ids",
        f"Cloudflare support case #{digits(7, lead=True)}",
        f"GitHub Actions run {digits(10, lead=True)} failed at wrangler deploy",
        f"queue message id {hexs(32)} went to the DLQ after 3 retries",
        f"Workers for Platforms script name: tenant-{hexs(12)}",
        f"meetup RSVP confirmation ATX-{rnd(UPPER + DIGITS, 8)}, Austin Workers Meetup @ Capital Factory",
    )

    return r


def main() -> None:
    write_corpora("make_heldout230.py", [
        ("heldout230_credentials.yaml", credentials(), "Held-out batch 230 credentials: an Austin Cloudflare Workers developer's tokens, keys, secrets and passwords"),
        ("heldout230_lookalikes.yaml", lookalikes(), "Held-out batch 230 look-alikes: Cloudflare ids, public keys, masked values and secret references from the same developer"),
    ])


if __name__ == "__main__":
    main()
