# ruff: noqa: E501
"""Writes heldout84_credentials.yaml and heldout84_lookalikes.yaml: held-out batch 84.

Persona: a CPA in Toronto who left public practice to build "Billwise", a small invoicing SaaS,
alone. Keeps English notes in Obsidian, half bookkeeping habit, half dev log: Stripe secret,
restricted and webhook signing keys, Postmark and Resend keys, Supabase service-role key and
JWT secret, Clerk and Auth0 secrets, Cloudflare R2 keys, Fly.io and Render deploy tokens,
Sentry tokens, GitHub PATs, npm tokens, the App Store Connect .p8, the Postgres URL, plus
personal banking, card PIN and CRA My Account logins. Writes terse, lowercase, with arrows.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_secret_key,
    amex,
    anthropic_key,
    app_password,
    b64,
    b64u,
    b64u_bytes,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
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

WORDS = ["ledger", "maple", "accrual", "streetcar", "harbour", "debit", "raccoon", "ravine",
         "tundra", "lantern", "balance", "spadina", "cobalt", "granite", "juniper", "ferry",
         "quartz", "parkdale", "audit", "beacon", "osprey", "pylon", "cedar", "tally"]


# --- formats -------------------------------------------------------------------------------

def sk_live() -> str:
    return f"sk_live_51{rnd(ALNUM, 97)}"


def sk_test() -> str:
    return f"sk_test_51{rnd(ALNUM, 97)}"


def rk_live() -> str:
    return f"rk_live_51{rnd(ALNUM, 97)}"


def pk_live() -> str:
    return f"pk_live_51{rnd(ALNUM, 97)}"


def pk_test() -> str:
    return f"pk_test_51{rnd(ALNUM, 97)}"


def whsec() -> str:
    return f"whsec_{rnd(ALNUM, 32)}"


def svix_secret() -> str:
    return f"whsec_{b64(secrets.token_bytes(24))}"


def stripe_id(prefix: str, n: int = 24) -> str:
    return f"{prefix}_{pick('1', '3')}{rnd(ALNUM, n - 1)}"


def resend_key() -> str:
    return f"re_{rnd(ALNUM, 8)}_{rnd(ALNUM, 24)}"


def sb_ref() -> str:
    return rnd(LOWER, 20)


def supabase_key(role: str, ref: str | None = None) -> str:
    iat = epoch()
    return jwt({"iss": "supabase", "ref": ref or sb_ref(), "role": role, "iat": iat, "exp": iat + 315_360_000})


def jwt_secret() -> str:
    return b64(secrets.token_bytes(30))


def clerk_sk() -> str:
    return f"sk_live_{rnd(ALNUM, 42)}"


def clerk_pk(host: str) -> str:
    return "pk_live_" + b64(f"{host}$".encode()).rstrip("=")


def clerk_id(prefix: str) -> str:
    return f"{prefix}_2{rnd(ALNUM, 26)}"


def fly_token() -> str:
    return f"FlyV1 fm2_lJPE{b64(secrets.token_bytes(180))},fm2_lJPE{b64(secrets.token_bytes(120))}"


def render_key() -> str:
    return f"rnd_{rnd(ALNUM, 32)}"


def render_srv() -> str:
    return f"srv-{rnd(LOWER + DIGITS, 20)}"


def sentry_org_token() -> str:
    payload = b64u(('{"iat":' + str(epoch()) + ',"url":"https://sentry.acme.example","region_url":"https://us.sentry.acme.example","org":"billwise"}').encode())
    return f"sntrys_{payload}_{rnd(URLSAFE, 43)}"


def sentry_user_token() -> str:
    return f"sntryu_{hexs(64)}"


def sentry_dsn() -> str:
    return f"https://{hexs(32)}@o{digits(7, True)}.ingest.us.sentry.example/{digits(7, True)}"


def gh_fg_pat() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def npm_token() -> str:
    return f"npm_{rnd(ALNUM, 36)}"


def asc_key_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def card_pin() -> str:
    return digits(4)


def visa() -> str:
    return groups(luhn("4", 16), 4)


def mastercard() -> str:
    return groups(luhn(pick("51", "53", "55"), 16), 4)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def tailscale_key() -> str:
    return f"tskey-auth-k{rnd(ALNUM, 11)}CNTRL-{rnd(ALNUM, 33)}"


def docker_pat() -> str:
    return f"dckr_pat_{rnd(URLSAFE, 27)}"


def r2_pair() -> tuple[str, str]:
    return hexs(32), hexs(64)


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def day(year: int = 2025) -> str:
    return f"{year}-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}"


def stamp() -> str:
    return f"2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}"


def sha() -> str:
    return hexs(40)


def semver() -> str:
    return f"{secrets.randbelow(3) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(12)}"


def hst() -> str:
    return f"{digits(9, True)} RT0001"


def postal() -> str:
    return f"M{secrets.randbelow(9) + 1}{pick(*'ABCEGHJKLMNPRSTVWXY')} {secrets.randbelow(10)}{pick(*'ABCEGHJKLMNPRSTVWXYZ')}{secrets.randbelow(10)}"


def phone() -> str:
    return f"{pick('416', '647', '437')}-555-01{digits(2)}"


def stripe_invoice_number() -> str:
    return f"{rnd(UPPER + DIGITS, 8)}-{secrets.randbelow(9999) + 1:04d}"


# --- credentials ---------------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()
    ref = sb_ref()

    r.add("stripe_secret_key",
          f"stripe live secret (billwise prod acct):\n{sk_live()}\ndo NOT paste into the client bundle again lol",
          f".env.production\nNODE_ENV=production\nSTRIPE_SECRET_KEY={sk_live()}\nSTRIPE_API_VERSION=2024-06-20",
          f"rolled the stripe key bc i showed it in a loom recording 🙃 new one → {sk_live()} (old one expires in 12h)",
          f"quick balance check from terminal:\ncurl https://api.stripe.acme.example/v1/balance -u {sk_live()}:")
    r.add("stripe_restricted_key",
          f"restricted key for the reporting worker (read: invoices, balance txns, payouts; nothing else): {rk_live()}",
          f"zapier integration rk — customers:write only\n{rk_live()}",
          f"fly secrets set STRIPE_RESTRICTED_KEY={rk_live()} -a billwise-reports")
    r.add("stripe_webhook_signing_secret",
          f"webhook endpoint https://app.billwise.example/api/stripe/webhook\nsigning secret: {whsec()}",
          f"$ stripe listen --forward-to localhost:3000/api/stripe/webhook\n> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is {whsec()} (^C to quit)",
          f"STRIPE_WEBHOOK_SECRET={whsec()}   # prod endpoint, NOT the connect one",
          f"connect webhook has its OWN signing secret (spent 2h on 400s because of this): {whsec()}")
    r.add("stripe_test_secret_key",
          f"staging env stripe → test mode sk: {sk_test()}",
          f"for the demo seed script\nSTRIPE_KEY={sk_test()} pnpm tsx scripts/seed-demo.ts")
    r.add("postmark_server_token",
          f"Postmark server token (Billwise Transactional server): {uid()}",
          f'curl "https://api.postmark.acme.example/email" \\\n  -H "Accept: application/json" \\\n  -H "X-Postmark-Server-Token: {uid()}" \\\n  -d @test-email.json',
          f"POSTMARK_SERVER_TOKEN={uid()}\nPOSTMARK_MESSAGE_STREAM=outbound\nPOSTMARK_FROM=invoices@billwise.example")
    r.add("postmark_account_token",
          f"postmark ACCOUNT token (can create/delete servers — careful!!) {uid()}",
          f"used the account-level one for the DKIM verify script: X-Postmark-Account-Token: {uid()}",
          f"postmark\n  account token → {uid()}\n  (server tokens are per server, see above)")
    r.add("resend_api_key",
          f"resend key for the marketing newsletter (separate from transactional): {resend_key()}",
          f"RESEND_API_KEY={resend_key()}",
          f"switching receipts to resend? trial key: {resend_key()} — full access, rotate after test")
    r.add("supabase_service_role_key",
          f"supabase service_role (bypasses RLS!! server only)\n{supabase_key('service_role', ref)}",
          f"SUPABASE_URL=https://{ref}.supabase.acme.example\nSUPABASE_SERVICE_ROLE_KEY={supabase_key('service_role', ref)}",
          f"for the nightly reconciliation cron I used the service key: {supabase_key('service_role')}",
          f"supabase new-style secret key (replacing service_role eventually): sb_secret_{rnd(URLSAFE, 31)}")
    r.add("supabase_jwt_secret",
          f"supabase JWT secret (project settings → API) {jwt_secret()}",
          f"need this to verify tokens in the edge fn:\nSUPABASE_JWT_SECRET=\"{jwt_secret()}\"",
          f"jwt secret for staging project is {jwt_secret()} — prod one differs")
    r.add("supabase_db_password",
          f"db password for supabase project {ref}: {pw()}",
          f"reset the postgres pw on supabase → {rnd(ALNUM, 24)}  (update fly secret + render env!!)",
          f"supabase dashboard → database → reset password\nnew one: {phrase(WORDS, 3, '-')}-{digits(3)}")
    r.add("clerk_secret_key",
          f"CLERK_SECRET_KEY={clerk_sk()}",
          f"clerk prod instance secret key\n{clerk_sk()}\n(dev instance uses a different one)",
          f"backend sdk: createClerkClient({{ secretKey: '{clerk_sk()}' }}) <- move to env before commit!!")
    r.add("clerk_webhook_secret",
          f"clerk webhook (user.created → create org in db) signing secret {svix_secret()}",
          f"CLERK_WEBHOOK_SIGNING_SECRET={svix_secret()}",
          f"resend webhook (bounces → mark client email invalid), svix secret is {svix_secret()}")
    r.add("auth0_client_secret",
          f"auth0 (old login, before clerk migration) — billwise-web app\nclient id {rnd(ALNUM, 32)}\nclient secret {rnd(URLSAFE, 64)}",
          f"AUTH0_CLIENT_SECRET='{rnd(URLSAFE, 64)}'",
          f"m2m app for the export job, secret: {rnd(URLSAFE, 64)}")
    r.add("auth0_management_token",
          f"auth0 management api token (24h) for the user migration script:\n{jwt({'iss': 'https://billwise.us.auth0.acme.example/', 'sub': rnd(ALNUM, 32) + '@clients', 'aud': 'https://billwise.us.auth0.acme.example/api/v2/', 'iat': epoch(), 'scope': 'read:users update:users', 'gty': 'client-credentials'}, 'RS256', rnd(URLSAFE, 342))}",
          f"Authorization: Bearer {jwt({'iss': 'https://billwise-dev.auth0.acme.example/', 'sub': 'auth0|' + hexs(24), 'aud': 'https://billwise-dev.auth0.acme.example/api/v2/', 'iat': epoch(), 'scope': 'read:users'}, 'RS256', rnd(URLSAFE, 342))}")
    a, s = r2_pair()
    b, t = r2_pair()
    c, u = r2_pair()
    d, v = r2_pair()
    r.add("r2_access_key_pair",
          f"R2 token (invoice-pdfs bucket, object r/w)\naccess key id: {a}\nsecret access key: {s}",
          f"~/.aws/credentials\n[r2]\naws_access_key_id = {b}\naws_secret_access_key = {t}",
          f"R2_ACCESS_KEY_ID={c}\nR2_SECRET_ACCESS_KEY={u}\nR2_BUCKET=billwise-invoices",
          f"backup bucket keys — {d} / {v}")
    r.add("cloudflare_api_token",
          f"cloudflare api token (DNS edit, billwise.example zone only): {cf_token()}",
          f"CLOUDFLARE_API_TOKEN={cf_token()} npx wrangler deploy",
          f"cf token for the cache purge in CI → {cf_token()}")
    r.add("fly_deploy_token",
          f"fly deploy token for gh actions (billwise-api only)\n{fly_token()}",
          f"FLY_API_TOKEN=\"{fly_token()}\"",
          f"flyctl tokens create deploy -x 8760h → {fly_token()}")
    r.add("render_api_key",
          f"render api key: {render_key()}",
          f"curl -H 'Authorization: Bearer {render_key()}' https://api.render.acme.example/v1/services",
          f"RENDER_API_KEY={render_key()} (for the cron that restarts the pdf worker)")
    r.add("render_deploy_hook",
          f"deploy hook for pdf-worker (anyone with this url can deploy!): https://api.render.acme.example/deploy/{render_srv()}?key={rnd(URLSAFE, 11)}",
          f"gh secret RENDER_DEPLOY_HOOK = https://api.render.acme.example/deploy/{render_srv()}?key={rnd(URLSAFE, 11)}")
    r.add("sentry_auth_token",
          f"sentry org auth token for sourcemap upload\nSENTRY_AUTH_TOKEN={sentry_org_token()}",
          f"personal sentry token (project:read, event:admin): {sentry_user_token()}",
          f"npx @sentry/wizard asked for a token, gave it {sentry_org_token()}")
    r.add("sentry_dsn_with_secret",
          f"self-hosted sentry (old box) legacy DSN w/ secret part: https://{hexs(32)}:{hexs(32)}@sentry.acme.internal/3",
          f"raven config from the 2021 django side project\nSENTRY_DSN=https://{hexs(32)}:{hexs(32)}@sentry.billwise.internal/2")
    r.add("github_fine_grained_pat",
          f"gh fine-grained PAT (billwise/infra repo, contents rw, exp 90d): {gh_fg_pat()}",
          f"GH_TOKEN={gh_fg_pat()} gh release create v{semver()}",
          f"token for renovate bot\n{gh_fg_pat()}",
          f"git remote set-url origin https://x-access-token:{gh_fg_pat()}@github.acme.example/billwise/app.git")
    r.add("github_recovery_codes",
          f"github recovery codes (printed copy in the filing cabinet too)\n{recovery_codes(8, 'github')}",
          f"gh 2fa backup codes:\n{recovery_codes(6, 'github')}")
    r.add("npm_token",
          f"~/.npmrc\n//registry.npmjs.acme.example/:_authToken={npm_token()}",
          f"npm automation token for publishing @billwise/invoice-pdf: {npm_token()}",
          f"NPM_TOKEN={npm_token()}  # granular, publish only")
    kid = asc_key_id()
    inline_p8 = pem("PRIVATE KEY", 3).replace("\n", "\\n")
    r.add("app_store_connect_p8_key",
          f"App Store Connect API key, AuthKey_{kid}.p8\nissuer {uid()}\n{pem('PRIVATE KEY', 3)}",
          f"fastlane app_store_connect_api_key(key_id: \"{asc_key_id()}\", issuer_id: \"{uid()}\", key_content: \"{inline_p8}\")",
          f"p8 for the ios companion app — only downloadable once!!\n{pem('PRIVATE KEY', 3)}")
    r.add("postgres_connection_url",
          f"DATABASE_URL=postgresql://postgres.{ref}:{rnd(ALNUM, 22)}@pooler.supabase.acme.example:6543/postgres?pgbouncer=true",
          f"direct conn for migrations: postgres://postgres:{pw()}@db.{ref}.supabase.acme.example:5432/postgres",
          f"psql \"postgresql://billwise_app:{rnd(ALNUM, 20)}@pg.billwise.internal:5432/billwise?sslmode=require\"",
          f"local docker pg: postgres://dev:{phrase(WORDS, 2, '-')}{digits(2)}@localhost:5432/billwise_dev")
    r.add("bank_online_password",
          f"TD EasyWeb\nuser: card no. ending {digits(4)}\npw: {pw()}",
          f"business chequing online banking (RBC) pw changed {day()} → {pw()}",
          f"tangerine personal — {pw()}  (pin-style login is separate, see below)")
    r.add("debit_card_pin",
          f"debit PIN (personal TD card) {card_pin()}",
          f"new business debit card arrived, PIN set at branch: {card_pin()}",
          f"tangerine PIN = {digits(6)}")
    r.add("credit_card_full",
          f"biz visa for SaaS subscriptions\n{visa()}  exp {card_expiry()}  cvv {digits(3)}",
          f"amex (personal) {amex()} {card_expiry()} CID {digits(4)}",
          f"mastercard for fly/render billing: {mastercard()}, {card_expiry()}, {digits(3)}")
    r.add("cra_my_account_login",
          f"CRA My Account (personal)\nuser id: {rnd(LOWER + DIGITS, 10)}\npassword: {pw()}",
          f"CRA My Business Account login → {rnd(LOWER, 6)}{digits(3)} / {pw()}",
          f"CRA represent a client portal (for the 3 clients I still do T2s for): username {rnd(LOWER, 8)}, pw {pw()}",
          f"reset cra pw again ugh. new: {pw()}")
    r.add("cra_security_answers",
          f"CRA security q's\n1. first pet → {pick('biscuit', 'mochi', 'pepper', 'rocket')}{digits(2)}\n2. high school → {pick('northern', 'jarvis', 'malvern')}-{rnd(LOWER, 5)}\n3. fav teacher → {rnd(LOWER, 7)}",
          f"cra security answer (street you grew up on): {pick('Ossington', 'Dovercourt', 'Shaw')}{digits(3)}{pick('!', '#', '')}")
    r.add("cra_netfile_access_code",
          f"NETFILE access code from the NOA (needed for 2025 return): {rnd(UPPER + DIGITS, 8)}",
          f"mom's netfile access code {rnd(UPPER + DIGITS, 8)} (doing her return again)",
          f"auto-fill my return: CRA said use the access code → {rnd(UPPER + DIGITS, 8)}")
    r.add("totp_seed",
          f"stripe dashboard 2FA seed (in case phone dies): {groups(totp_seed(), 4)}",
          f"otpauth://totp/CRA:me?secret={totp_seed()}&issuer=CRA&digits=6",
          f"cloudflare 2fa setup key\n{totp_seed()}")
    r.add("ssh_private_key",
          f"deploy key for the hetzner box (billwise-backup)\n{openssh_private()}",
          f"~/.ssh/id_ed25519_billwise\n{openssh_private()}")
    r.add("openai_api_key",
          f"openai key for the 'explain this invoice line' feature: {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"receipt OCR experiment → {openai_project_key()} (cap $20/mo)")
    r.add("anthropic_api_key",
          f"claude key for categorising expenses: {anthropic_key()}",
          f"ANTHROPIC_API_KEY={anthropic_key()}")
    r.add("docker_hub_token",
          f"docker login -u billwise -p {docker_pat()}",
          f"docker hub PAT (read-only, CI pulls): {docker_pat()}",
          f"echo {docker_pat()} | docker login --username billwise --password-stdin")
    r.add("upstash_redis_url",
          f"REDIS_URL=rediss://default:{rnd(ALNUM, 34)}@usw1-{rnd(LOWER, 6)}-{digits(5)}.upstash.acme.example:6379",
          f"upstash rest token for rate limiting: {rnd(URLSAFE, 56)}",
          f"UPSTASH_REDIS_REST_URL=https://{rnd(LOWER, 6)}-{digits(5)}.upstash.acme.example\nUPSTASH_REDIS_REST_TOKEN={rnd(URLSAFE, 56)}")
    r.add("apple_app_specific_password",
          f"apple app-specific pw for notarytool: {groups(rnd(LOWER, 16), 4, '-')}",
          f"xcrun altool --upload-app -u dev@billwise.example -p {groups(rnd(LOWER, 16), 4, '-')}")
    r.add("google_workspace_app_password",
          f"gmail app password (Thunderbird on the old laptop): {app_password()}",
          f"SMTP fallback via google workspace\nuser: hello@billwise.example\napp pw: {app_password()}")
    r.add("onepassword_secret_key",
          f"1Password emergency kit\nemail me@billwise.example\nsecret key {onepassword_secret_key()}\nmaster pw {phrase(WORDS, 4, '-')}",
          f"1p secret key (for setting up the new mac): {onepassword_secret_key()}")
    r.add("obsidian_sync_encryption_password",
          f"obsidian sync vault encryption pw — lose it = lose vault: {phrase(WORDS, 5, ' ')}",
          f"e2e password for the 'Work' remote vault\n{pw()}")
    r.add("laptop_login_password",
          f"macbook login {phrase(WORDS, 3, '')}{digits(2)}",
          f"old thinkpad (clients' archived files) windows pw: {pw()}  bitlocker PIN {digits(6)}")
    r.add("wifi_password",
          f"home wifi  BELL{digits(3)} / {rnd(UPPER + DIGITS, 8)}",
          f"coworking wifi (Spadina location)\nSSID: Hive-Members\npw: {phrase(WORDS, 2, '')}{digits(4)}",
          f"WIFI:T:WPA;S:billwise-office;P:{pw()};;")
    r.add("coworking_door_code",
          f"coworking front door code after 7pm: {digits(4)}#",
          f"new door code from the building mgr → {digits(5)}, bike room is {digits(4)}*",
          f"hive coworking: keypad {digits(6)} then press the bell icon")
    r.add("home_alarm_code",
          f"alarm disarm code {digits(4)}, duress code {digits(4)} (don't mix them up)",
          f"told the cat sitter the alarm code: {digits(4)}. change it when back!!")
    r.add("session_cookie",
          f"admin panel session cookie (to debug as support user)\nbillwise_session={b64u_bytes(48)}",
          f"clerk __session for my test user while debugging middleware: {jwt({'sub': clerk_id('user'), 'sid': clerk_id('sess'), 'iss': 'https://clerk.billwise.example', 'exp': epoch()}, 'RS256', rnd(URLSAFE, 342))}",
          f"Cookie: sb-{ref}-auth-token=base64-{b64u_bytes(96)}")
    r.add("interac_security_answer",
          f"interac e-transfer to contractor — question 'project?' answer: {rnd(LOWER, 6)}{digits(3)}",
          f"e-transfer to Dev (logo work): q = 'coffee', a = {pick('cortado', 'flatwhite', 'americano')}{digits(2)}")
    r.add("sops_age_key",
          f"sops age key for secrets.enc.yaml\n# public key: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}\n{age_secret_key()}",
          f"SOPS_AGE_KEY={age_secret_key()}")
    r.add("tailscale_auth_key",
          f"tailscale auth key (reusable, ephemeral) for fly machines: {tailscale_key()}",
          f"TS_AUTHKEY={tailscale_key()}")
    r.add("app_session_secret",
          f"SESSION_SECRET={hexs(64)}",
          f"openssl rand -base64 32 →\n{b64(secrets.token_bytes(32))}\n(used as COOKIE_SECRET in prod)",
          f"signing secret for the 'view invoice' magic links: {rnd(URLSAFE, 48)}")
    r.add("field_encryption_key",
          f"key for encrypting clients' bank details at rest (AES-256-GCM):\nENCRYPTION_KEY={b64(secrets.token_bytes(32))}",
          f"old encryption key (still needed to decrypt rows before {day()}): {hexs(64)}")
    r.add("cpa_portal_password",
          f"CPA Ontario member portal pw {pw()} (CPD hours due dec 31)",
          f"CaseWare cloud (still pay for 1 seat) — login me@billwise.example / {pw()}")
    r.add("twilio_auth_token",
          f"twilio (sms payment reminders)\nAccount SID AC{hexs(32)}\nAuth token {hexs(32)}",
          f"TWILIO_AUTH_TOKEN={hexs(32)}",
          f"twilio api key SK{hexs(32)} secret {rnd(ALNUM, 32)} (use instead of the master auth token)")
    return r


# --- look-alikes ---------------------------------------------------------------------------

def lookalikes() -> Rows:
    r = Rows()
    ref = sb_ref()
    dev_host = f"{pick('happy', 'brave', 'calm')}-{pick('otter', 'heron', 'lynx')}-{secrets.randbelow(90) + 10}.clerk.accounts.acme.example"
    dev_pk = "pk_test_" + b64(f"{dev_host}$".encode()).rstrip("=")

    r.add("stripe_customer_id",
          f"customer who disputed: {stripe_id('cus', 14)} — Maple Dental Group, refund approved",
          f"support ticket: can't download invoice pdf. customer {stripe_id('cus', 14)}, plan pro monthly",
          f"migrate these 3 to annual pricing:\n- {stripe_id('cus', 14)}\n- {stripe_id('cus', 14)}\n- {stripe_id('cus', 14)}")
    r.add("stripe_payment_intent_id",
          f"failed payment {stripe_id('pi')} — card_declined / insufficient_funds, sent dunning email",
          f"pi for the $1,130.00 (incl HST) annual plan: {stripe_id('pi')}",
          f"stripe payment_intents retrieve {stripe_id('pi')} --expand latest_charge")
    r.add("stripe_invoice_object_id",
          f"invoice obj {stripe_id('in')} (number {stripe_invoice_number()}) stuck in draft, finalize manually",
          f"voided {stripe_id('in')}, reissued as {stripe_id('in')}",
          f"in_ ids for the Q3 reconciliation sheet: {stripe_id('in')}, {stripe_id('in')}")
    r.add("stripe_event_id",
          f"webhook retry loop on {stripe_id('evt')} (invoice.payment_succeeded) — idempotency fixed in {hexs(7)}",
          f"stripe events resend {stripe_id('evt')} --webhook-endpoint we_{pick('1', '3')}{rnd(ALNUM, 23)}",
          f"evt ids that hit the 500:\n{stripe_id('evt')}\n{stripe_id('evt')}")
    r.add("stripe_publishable_key",
          f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={pk_live()}",
          f"publishable key (fine to ship in the frontend): {pk_live()}",
          f"checkout test page uses {pk_test()}",
          f"loadStripe('{pk_live()}')")
    r.add("stripe_test_card",
          "stripe test cards: 4242 4242 4242 4242 success, 4000 0000 0000 9995 insufficient funds, 4000 0025 0000 3155 needs 3DS. any cvc, any future expiry",
          "e2e test fills card 4242424242424242 exp 12/34 cvc 123 — that's stripe's public test number",
          "decline test: 4000 0000 0000 0002 (generic decline)")
    r.add("stripe_price_product_ids",
          f"pricing\nstarter  {stripe_id('price')}  $12/mo\npro      {stripe_id('price')}  $29/mo\nprod_{rnd(ALNUM, 14)} = Billwise Pro",
          f"PRICE_PRO_ANNUAL={stripe_id('price')}",
          f"promo code LAUNCH25 → coupon {rnd(ALNUM, 8)}, promo id promo_{pick('1', '3')}{rnd(ALNUM, 23)}")
    r.add("stripe_request_id",
          f"stripe support asked for the request id: req_{rnd(ALNUM, 14)}",
          f"400 on subscription update, Request-Id: req_{rnd(ALNUM, 14)}, idempotency key {uid()}")
    r.add("supabase_anon_key",
          f"anon key (public, RLS protects the data): {supabase_key('anon', ref)}",
          f"NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.acme.example\nNEXT_PUBLIC_SUPABASE_ANON_KEY={supabase_key('anon', ref)}",
          f"createClient(url, '{supabase_key('anon')}') — anon is ok in browser, service key is NOT")
    r.add("supabase_project_ref",
          f"supabase project refs\nprod: {sb_ref()}\nstaging: {sb_ref()}",
          f"supabase link --project-ref {ref}",
          f"supabase gen types typescript --project-id {sb_ref()} > src/db.types.ts")
    r.add("supabase_publishable_key",
          f"new supabase publishable key (replaces anon) sb_publishable_{rnd(URLSAFE, 31)}",
          f"VITE_SUPABASE_PUBLISHABLE_KEY=sb_publishable_{rnd(URLSAFE, 31)}")
    r.add("sentry_public_dsn",
          f"sentry DSN (public, goes in client): {sentry_dsn()}",
          f"NEXT_PUBLIC_SENTRY_DSN={sentry_dsn()}",
          f"Sentry.init({{ dsn: '{sentry_dsn()}', tracesSampleRate: 0.2 }})")
    r.add("sentry_issue_reference",
          f"sentry BILLWISE-{rnd(UPPER + DIGITS, 2)}: TypeError in pdf render, event {hexs(32)}",
          f"regression in release {semver()} → issue BILLWISE-API-{rnd(UPPER + DIGITS, 3)}, first seen {day()}")
    r.add("clerk_publishable_key",
          f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={clerk_pk('clerk.billwise.example')}",
          f"clerk pk (dev instance): {dev_pk}",
          f"<ClerkProvider publishableKey=\"{clerk_pk('clerk.billwise.example')}\">")
    r.add("clerk_object_ids",
          f"user who can't log in: {clerk_id('user')}, org {clerk_id('org')}",
          f"deleted test users {clerk_id('user')} and {clerk_id('user')}")
    r.add("invoice_number",
          f"invoice BW-2025-{digits(4)} to Harbourfront Physio — net 30, paid {day()}",
          f"my own consulting invoices still use the old series INV-{digits(5)}; Billwise customers get {stripe_invoice_number()}",
          f"numbering scheme for customers: {{PREFIX}}-{{YYYY}}-{{seq:04}} e.g. ACME-2025-{digits(4)}",
          f"credit note CN-{digits(4)} against INV-{digits(5)}")
    r.add("gst_hst_number",
          f"Billwise Inc. HST # {hst()} — must appear on every invoice",
          f"client's GST/HST registration {hst()} validated via the GST/HST registry",
          f"BN for payroll: {digits(9, True)} RP0001, HST {digits(9, True)} RT0001")
    r.add("cra_reference_number",
          f"CRA payment confirmation # {digits(12, True)} — Q2 HST instalment ${secrets.randbelow(4000) + 500}.00",
          f"called CRA business line, agent id {digits(5)}, case ref {rnd(UPPER + DIGITS, 10)}",
          f"T2 filed, confirmation # {rnd(UPPER + DIGITS, 12)} on {day()}")
    r.add("git_commit_sha",
          f"bisect: last good {sha()}, first bad {sha()}",
          f"hotfix for rounding bug (HST on line items) is {hexs(7)}, cherry-pick onto release/{semver()}",
          f"git revert {sha()}",
          f"deployed {hexs(12)} to prod at 14:05")
    r.add("migration_filename",
          f"supabase/migrations/{stamp()}_add_tax_rates.sql",
          f"migration {stamp()}_invoice_line_items_numeric.sql failed on staging (lock timeout)",
          f"squash these before v{semver()}:\n{stamp()}_create_clients.sql\n{stamp()}_client_currency.sql\n{stamp()}_rls_policies.sql")
    r.add("release_tag",
          f"tagged v{semver()} — changelog: recurring invoices, CSV import",
          f"git tag -a v{semver()}-rc.{secrets.randbelow(5) + 1} -m 'RC'",
          f"ios companion {semver()} (build {digits(3, True)}) in review")
    r.add("doc_example_jwt",
          "jwt.io example token (for the blog post on auth): eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
          f"sample from the supabase docs for the RLS test fixture (not a real project): {jwt({'sub': '1234567890', 'role': 'authenticated', 'email': 'user@example.com', 'exp': 1983812996}, signature=rnd(URLSAFE, 43))}",
          f"docs snippet for customer API docs — the header looks like: Authorization: Bearer <your_api_key>, and the example response token is {jwt({'sub': 'cus_example', 'name': 'Jane Doe', 'iat': 1516239022}, signature='EXAMPLE_SIGNATURE_DO_NOT_USE')}")
    r.add("empty_env_var",
          ".env.example (committed)\nSTRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\nPOSTMARK_SERVER_TOKEN=\nSUPABASE_SERVICE_ROLE_KEY=\nDATABASE_URL=",
          "render env for pdf-worker still has SENTRY_AUTH_TOKEN= (empty) — fine, only needed at build",
          "RESEND_API_KEY=\"\"   # leave blank locally, emails go to mailpit",
          "fly secrets list -a billwise-api shows CLERK_SECRET_KEY, R2_SECRET_ACCESS_KEY, DATABASE_URL (digests only, values hidden)")
    r.add("secret_location_reference",
          "stripe live key → 1Password › Billwise vault › 'Stripe live (rk + sk)'",
          "all prod secrets live in fly secrets + the sops file in infra repo, decrypt with my age key (yubikey)",
          "CRA login is in 1p under 'Gov – CRA'; security answers are in the paper notebook, bottom drawer",
          "where's the App Store p8? → 1Password document 'AuthKey_*.p8', NOT in the repo",
          "bank pw + card PIN: memorised only, never write down (accountant rule #1)")
    r.add("secret_rotation_log",
          f"{day()} rotated: stripe sk, postmark server token, R2 keys. old ones revoked. next rotation {day(2026)}",
          f"gh PAT for renovate expires {day()} — calendar reminder set",
          "revoked the leaked npm token (it was in a CI log); new one in 1p. npm audit clean",
          f"supabase jwt secret rolled on {day()} → all sessions logged out, expected")
    r.add("password_policy_note",
          "billwise password rules: min 12 chars, zxcvbn score ≥3, check against HIBP k-anonymity API, no forced rotation",
          "CRA My Account pw must be 8–16 chars w/ upper, lower, number; locked after 3 fails, wait 30 min",
          "debit PIN is 4 digits at TD, tangerine wants 6 — changed both last month")
    r.add("masked_key_suffix",
          f"which key is in prod? dashboard shows sk_live_...{rnd(ALNUM, 4)} created {day()}",
          f"restricted key 'reports-worker' rk_live_••••{rnd(ALNUM, 4)}, last used 2h ago",
          f"github says PAT 'renovate' github_pat_…{rnd(ALNUM, 4)} expires in 7 days")
    r.add("cloudflare_account_id",
          f"cloudflare account id {hexs(32)}, zone id {hexs(32)}",
          f"wrangler.toml\naccount_id = \"{hexs(32)}\"\nname = \"billwise-pdf-cache\"",
          f"CF_ACCOUNT_ID={hexs(32)}  (not secret, it's in every R2 endpoint url)")
    r.add("r2_bucket_endpoint",
          f"R2 endpoint: https://{hexs(32)}.r2.cloudflarestorage.acme.example/billwise-invoices",
          f"public bucket for marketing assets: https://pub-{hexs(32)}.r2.acme.example/logo.svg")
    r.add("fly_machine_id",
          f"fly machine {hexs(14)} OOM-killed at 512MB, scaled to 1GB",
          f"flyctl machine restart {hexs(14)} -a billwise-api\nfly volume vol_{rnd(LOWER + DIGITS, 16)}")
    r.add("render_service_id",
          f"render pdf-worker service id {render_srv()}, cron {pick('crn', 'srv')}-{rnd(LOWER + DIGITS, 20)}",
          f"deploy dep-{rnd(LOWER + DIGITS, 20)} failed: node-gyp on canvas",
          f"render blueprint sync → {render_srv()} (web), {render_srv()} (worker)")
    r.add("github_actions_run",
          f"CI flaky on run #{digits(10, True)} (playwright timeout), rerun passed",
          f"PR #{secrets.randbelow(400) + 1} merged, workflow run id {digits(11, True)}, artifact {digits(10, True)}")
    r.add("npm_integrity_hash",
          f'package-lock: "integrity": "sha512-{b64(secrets.token_bytes(64))}"',
          f"pnpm-lock diff changed @stripe/stripe-js integrity to sha512-{b64(secrets.token_bytes(64))} — expected after bump to {semver()}")
    r.add("docker_image_digest",
          f"pinned node image: node:20-alpine@sha256:{hexs(64)}",
          f"fly release v{secrets.randbelow(300) + 1} image registry.fly.acme.example/billwise-api:deployment-{rnd(UPPER + DIGITS, 26)}",
          f"rollback to digest sha256:{hexs(64)}")
    r.add("ssh_public_key",
          f"authorized_keys on backup box:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} me@mbp-billwise",
          f"gh deploy key (public half) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@billwise",
          f"old rsa pubkey to remove: ssh-rsa {ssh_pub('ssh-rsa', 270)} me@thinkpad")
    r.add("ssh_key_fingerprint",
          f"host key fingerprint for backup.billwise.internal: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519)",
          f"github shows my signing key as SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}")
    r.add("app_store_key_identifiers",
          f"ASC API key id {asc_key_id()}, issuer id {uid()} — the .p8 itself is in 1p",
          f"Apple team id {rnd(UPPER + DIGITS, 10)}, bundle id com.billwise.companion",
          f"APP_STORE_CONNECT_KEY_ID={asc_key_id()}\nAPP_STORE_CONNECT_ISSUER_ID={uid()}\nAPP_STORE_CONNECT_P8_PATH=~/keys/AuthKey.p8")
    r.add("email_message_id",
          f"postmark message id {uid()} bounced (HardBounce) — client typo'd their email",
          f"resend email id {uid()} delivered, opened 3x",
          f"Message-ID: <{uid()}@mtasv.billwise.example>")
    r.add("shipping_tracking_number",
          f"canada post tracking {digits(16, True)} — new yubikey",
          f"purolator pin {digits(12, True)} for the monitor return")
    r.add("business_deposit_details",
          f"payment instructions on invoices: EFT to Billwise Inc., institution 004, transit {digits(5)}, account {digits(7)}",
          "interac e-transfer to payments@billwise.example (autodeposit on, no question needed)",
          f"void cheque details for the client's AP: inst 003 transit {digits(5)} acct {digits(7)}")
    r.add("client_iban",
          f"UK client pays by wise to our GBP details; their IBAN for refunds: {iban('GB', 'NWBK' + digits(14))}",
          f"german customer's IBAN on their PO: {iban('DE', digits(18))}")
    r.add("idempotency_key",
          f"Idempotency-Key: {uid()} (reused by mistake → stripe returned the cached 200)",
          f"idempotency keys now invoice_id + attempt: inv_{rnd(LOWER + DIGITS, 12)}:{secrets.randbelow(5) + 1}")
    r.add("record_uuid",
          f"client row {uid()} has currency NULL — fix in migration",
          f"org {uid()} asking for a data export under PIPEDA",
          f"select * from invoices where id = '{uid()}';")
    r.add("coupon_code",
          f"coupon codes for the accountants' newsletter: CPA{digits(2)}OFF, FIRMS{digits(2)}",
          f"referral code for my old firm: BW-{rnd(UPPER + DIGITS, 6)} (gives 2 months free)",
          f"aws activate credits promo {rnd(UPPER + DIGITS, 12)} — expired, don't bother")
    r.add("ip_and_hostname",
          f"fly dedicated ipv4 {pick('203.0.113', '198.51.100')}.{secrets.randbelow(254) + 1}, ipv6 2001:db8::{hexs(4)}",
          f"pg.billwise.internal → 10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}, pooler on :6543",
          f"status page: status.billwise.example, cname to {rnd(LOWER + DIGITS, 12)}.statuspage.acme.example")
    r.add("phone_number",
          f"CRA business enquiries 1-800-959-5525 hold music lol. my accountant friend: {phone()}",
          f"twilio sender number +1 {phone()}, messaging service MG{hexs(32)}")
    r.add("postal_address",
          f"registered office: {secrets.randbelow(900) + 100} King St W, Suite {secrets.randbelow(2000) + 100}, Toronto ON {postal()}",
          f"mailing address for cheques (yes some clients still mail cheques): PO Box {digits(4, True)}, Toronto ON {postal()}")
    r.add("version_string",
          f"stack: node {pick('20', '22')}.{secrets.randbelow(15)}.{secrets.randbelow(5)}, next {pick('14', '15')}.{secrets.randbelow(5)}.{secrets.randbelow(20)}, postgres 15.{secrets.randbelow(9)}, stripe-node {pick('16', '17')}.{secrets.randbelow(10)}.0",
          f"stripe API version pinned to 2024-06-20; upgrade to 2025-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}.acacia later",
          f"supabase cli {semver()}, flyctl v0.{secrets.randbelow(4)}.{secrets.randbelow(200)}")
    r.add("card_last_four",
          f"biz visa ending {digits(4)} expires {card_expiry()} — update on fly, render, github, apple",
          f"customer's card on file: mastercard •••• {digits(4)}, exp {card_expiry()}")
    r.add("totp_setup_note",
          "turn on 2fa for: stripe ✅ cloudflare ✅ github ✅ (passkey) fly ☐ render ☐ — use authenticator, not sms",
          "moved all TOTP seeds from google authenticator to 1p, phone wiped. backup codes re-generated and printed")
    r.add("placeholder_connection_string",
          "DATABASE_URL=postgresql://postgres:[YOUR-PASSWORD]@db.<project-ref>.supabase.acme.example:5432/postgres  ← template from the dashboard",
          "postgres://$PGUSER:$PGPASSWORD@$PGHOST:5432/billwise  (values come from fly secrets)",
          "connection string in the runbook is masked: postgresql://billwise_app:****@pg.billwise.internal:5432/billwise")
    r.add("file_checksum",
          f"invoice-pdf-{semver()}.tgz sha256 {hexs(64)}",
          f"CRA T2 schedule export md5 {hexs(32)} (matches what cra received)")
    r.add("auth0_public_ids",
          f"auth0 tenant billwise.us, spa client id {rnd(ALNUM, 32)} (public, in the login url)",
          f"auth0 connection id con_{rnd(ALNUM, 16)}, rule rul_{rnd(ALNUM, 16)} — delete after clerk migration")
    r.add("vehicle_plate",
          f"parking permit for coworking garage, plate {rnd(UPPER, 4)} {digits(3)}, spot B-{secrets.randbelow(60) + 1}",
          f"407 ETR bill for plate {rnd(UPPER, 4)}{digits(3)}, account # {digits(9, True)}, deductible? only the client-visit trips")
    r.add("stripe_account_id",
          f"connect platform acct acct_1{rnd(ALNUM, 15)}, test connected acct acct_1{rnd(ALNUM, 15)}",
          f"payout po_1{rnd(ALNUM, 23)} arrived in RBC chequing, batch of {secrets.randbelow(40) + 5} charges")
    return r


def main() -> None:
    write_corpora("make_heldout84.py", [
        ("heldout84_credentials.yaml", credentials(), "batch 84 (Toronto accountant-turned-developer running a solo invoicing SaaS), written blind; every value synthetic"),
        ("heldout84_lookalikes.yaml", lookalikes(), "batch 84 look-alikes: Stripe/Supabase/Clerk ids and public keys, invoice and HST numbers, SHAs, migrations, secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
