# ruff: noqa: E501
"""Writes heldout222_credentials.yaml and heldout222_lookalikes.yaml: held-out batch 222.

Persona: a full-stack developer in Toronto, writing English, who ships side projects and
client apps on Supabase, Clerk, Vercel, Neon, Upstash and Resend. The credentials are what
such a person pastes into an assistant's memory: the Supabase service_role key and database
password, Clerk secret keys, Vercel access tokens, Neon Postgres URLs with passwords, Upstash
Redis REST tokens, Resend API keys, NextAuth secrets, GitHub OAuth client secrets, Sentry auth
tokens, Cloudinary API secrets, plus the odd personal password or PIN. The look-alikes are the
same stack's public or harmless values: the Supabase anon key, Clerk publishable keys, project
refs, Vercel project and deployment ids, preview URLs, Neon branch and endpoint ids, Upstash
database ids, GitHub OAuth client ids, Cloudinary cloud names and public ids, Sentry DSNs,
process.env references and .env.example files with empty values.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    anthropic_key,
    b64,
    digits,
    groups,
    hexs,
    jwt,
    openai_project_key,
    openssh_private,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

ADJ = ["misty", "silent", "bold", "crimson", "frosty", "quiet", "lively", "ancient", "wispy", "gentle", "snowy", "autumn"]
NOUN = ["river", "forest", "meadow", "sunset", "bird", "pond", "cloud", "glade", "haze", "leaf", "dawn", "field"]
APPS = ["ledgerly", "tinytab", "crumbs", "queuepal", "rinkside", "parkette", "streetcar-eta", "bagel-club"]


def ref() -> str:
    """A Supabase project ref: 20 lowercase letters."""
    return rnd(LOWER, 20)


def iat() -> int:
    return 1_700_000_000 + secrets.randbelow(50_000_000)


def supabase_jwt(role: str, project: str | None = None) -> str:
    t = iat()
    return jwt({"iss": "supabase", "ref": project or ref(), "role": role, "iat": t, "exp": t + 315_360_000})


def clerk_sk(live: bool = False) -> str:
    return f"sk_{'live' if live else 'test'}_{rnd(ALNUM, 42)}"


def clerk_pk(live: bool = False, domain: str = "acme.example") -> str:
    host = f"clerk.{domain}$" if live else f"{pick(*ADJ)}-{pick(*NOUN)}-{secrets.randbelow(90) + 10}.clerk.accounts.example$"
    return f"pk_{'live' if live else 'test'}_{b64(host.encode()).rstrip('=')}"


def vercel_token() -> str:
    return rnd(ALNUM, 24)


def neon_slug() -> str:
    return f"{pick(*ADJ)}-{pick(*NOUN)}"


def neon_ep() -> str:
    return f"ep-{neon_slug()}-{rnd(LOWER + DIGITS, 8)}"


def neon_pw() -> str:
    return "npg_" + rnd(ALNUM, 12)


def neon_url(user: str = "neondb_owner", db: str = "neondb", pooled: bool = True) -> str:
    host = f"{neon_ep()}{'-pooler' if pooled else ''}.ca-central-1.aws.neon.example"
    return f"postgresql://{user}:{neon_pw()}@{host}/{db}?sslmode=require"


def upstash_token() -> str:
    return f"A{secrets.choice('XYZW')}{secrets.choice(ALNUM)}{secrets.choice(ALNUM)}AAIjcD{secrets.choice('EI')}{rnd(ALNUM, 60)}"


def upstash_host() -> str:
    return f"{pick(*ADJ)}-{pick('osprey', 'beaver', 'loon', 'moose', 'heron', 'lynx')}-{digits(5, lead=True)}.upstash.example"


def resend_key() -> str:
    return f"re_{rnd(ALNUM, 8)}_{rnd(ALNUM, 24)}"


def nextauth_secret() -> str:
    return b64(secrets.token_bytes(32))


def gh_client_secret() -> str:
    return hexs(40)


def gh_client_id() -> str:
    return pick("Ov23li" + rnd(ALNUM, 14), "Iv1." + hexs(16), hexs(20))


def sentry_org_token() -> str:
    payload = {"iat": float(iat()), "url": "https://sentry.acme.example", "region_url": "https://us.sentry.acme.example", "org": "acme-labs"}
    return f"sntrys_{b64(json.dumps(payload).encode()).rstrip('=')}_{rnd(B64, 43)}"


def sentry_user_token() -> str:
    return "sntryu_" + hexs(64)


def cld_secret() -> str:
    return rnd(URLSAFE, 27)


def cld_key() -> str:
    return digits(15, lead=True)


def stripe_sk() -> str:
    return f"sk_test_51{rnd(ALNUM, 97)}"


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def credentials() -> Rows:
    r = Rows()

    p = ref()
    r.add(
        "supabase_service_role_key",
        f"supabase service_role key for {pick(*APPS)} (server only!!): {supabase_jwt('service_role', p)}",
        f"SUPABASE_SERVICE_ROLE_KEY={supabase_jwt('service_role')}",
        f"remember the service role key for the ledgerly prod project ({p}) — the one that bypasses RLS:\n{supabase_jwt('service_role', p)}",
        f"edge fn admin client:\nconst supabaseAdmin = createClient(process.env.SUPABASE_URL!, '{supabase_jwt('service_role')}')",
        f"new-style supabase secret key for the tinytab project, replaces the old service_role jwt: sb_secret_{rnd(URLSAFE, 31)}",
        f"srv role key (staging) {supabase_jwt('service_role')} — dont ship to client",
    )
    r.add(
        "supabase_db_password",
        f"Supabase db password for project {ref()}: {rnd(ALNUM, 16)}",
        f"postgres password I set when creating the crumbs supabase project → {pw()}",
        f"DATABASE_URL=postgresql://postgres.{ref()}:{rnd(ALNUM, 18)}@aws-0-ca-central-1.pooler.supabase.example:6543/postgres?pgbouncer=true",
        f"psql \"postgresql://postgres:{pw()}@db.{ref()}.supabase.example:5432/postgres\"",
        f"reset the supabase DB pw today, new one is {rnd(ALNUM + '!#%&*', 20)} (old one leaked into a screenshot lol)",
    )
    r.add(
        "supabase_jwt_secret",
        f"Supabase JWT secret (Settings > API) for the rinkside project: {rnd(B64, 64)}",
        f"SUPABASE_JWT_SECRET=\"{b64(secrets.token_bytes(48))}\"",
        f"jwt secret used to mint custom tokens for the parkette app, keep it: {rnd(URLSAFE, 40)}",
        f"supabase/config.toml (self-hosted test box):\n[auth]\njwt_secret = \"{rnd(ALNUM, 48)}\"",
    )
    r.add(
        "clerk_secret_key",
        f"Clerk secret key dev instance: {clerk_sk()}",
        f"CLERK_SECRET_KEY={clerk_sk(live=True)}",
        f"clerk prod sk for the bagel-club app → {clerk_sk(live=True)}",
        f"pls remember my clerk backend key, I keep losing it: {clerk_sk()}",
        f"curl -H \"Authorization: Bearer {clerk_sk()}\" https://api.clerk.acme.example/v1/users?limit=5",
        f"clerk keys for queuepal:\n  publishable: {clerk_pk()}\n  secret: {clerk_sk()}",
    )
    r.add(
        "clerk_webhook_secret",
        f"Clerk webhook signing secret (user.created → supabase sync): whsec_{b64(secrets.token_bytes(24))}",
        f"CLERK_WEBHOOK_SIGNING_SECRET=whsec_{b64(secrets.token_bytes(24))}",
        f"svix secret for the clerk endpoint on prod whsec_{b64(secrets.token_bytes(24))}",
        f"webhook secret for clerk dev instance, the ngrok one: whsec_{b64(secrets.token_bytes(24))}",
    )
    r.add(
        "vercel_access_token",
        f"Vercel token for CI (full account scope, expires never): {vercel_token()}",
        f"VERCEL_TOKEN={vercel_token()}",
        f"vercel deploy --prod --token {vercel_token()}",
        f"my vercel api token for the deploy script → {vercel_token()}  (team: acme-labs)",
        f"curl -H 'Authorization: Bearer {vercel_token()}' https://api.vercel.acme.example/v9/projects",
        f"vercel tok (personal, created for the github action) {vercel_token()}",
    )
    r.add(
        "neon_database_url",
        f"Neon connection string for ledgerly main branch:\n{neon_url()}",
        f"DATABASE_URL=\"{neon_url()}\"\nDIRECT_URL=\"{neon_url(pooled=False)}\"",
        f"neon dev branch db url: {neon_url(user='app_user', db='tinytab')}",
        f"drizzle.config.ts → dbCredentials: {{ url: '{neon_url()}' }}",
        f"neon role password for neondb_owner: {neon_pw()} (host {neon_ep()}.ca-central-1.aws.neon.example)",
        f"psql '{neon_url(pooled=False, db='crumbs')}' -c 'select count(*) from orders'",
    )
    h = upstash_host()
    r.add(
        "upstash_redis_rest_token",
        f"UPSTASH_REDIS_REST_URL=https://{h}\nUPSTASH_REDIS_REST_TOKEN={upstash_token()}",
        f"upstash redis token (rate limiter for the streetcar-eta api): {upstash_token()}",
        f"curl https://{upstash_host()}/get/foo -H \"Authorization: Bearer {upstash_token()}\"",
        f"Upstash REST token, prod db in ca-central: {upstash_token()}",
        f"new Redis({{ url: 'https://{upstash_host()}', token: '{upstash_token()}' }})",
        f"redis-cli --tls -u rediss://default:{upstash_token()}@{h}:6379",
    )
    r.add(
        "upstash_qstash_token",
        f"QSTASH_TOKEN={b64(json.dumps({'UserID': uid(), 'Password': hexs(32)}).encode())}",
        f"QStash signing keys for the cron receiver:\nQSTASH_CURRENT_SIGNING_KEY=sig_{rnd(ALNUM, 28)}\nQSTASH_NEXT_SIGNING_KEY=sig_{rnd(ALNUM, 28)}",
        f"qstash token (publishing from the vercel fn) → {b64(json.dumps({'UserID': uid(), 'Password': hexs(32)}).encode())}",
        f"qstash current signing key: sig_{rnd(ALNUM, 28)}",
    )
    r.add(
        "resend_api_key",
        f"Resend API key (sending only, domain mail.acme.example): {resend_key()}",
        f"RESEND_API_KEY={resend_key()}",
        f"resend key for magic link emails on tinytab → {resend_key()}",
        f"const resend = new Resend('{resend_key()}');",
        f"resend smtp: host smtp.resend.acme.example port 465 user resend pass {resend_key()}",
        f"full access resend key (dont use in app, only for domain setup script) {resend_key()}",
    )
    r.add(
        "nextauth_secret",
        f"NEXTAUTH_SECRET={nextauth_secret()}",
        f"AUTH_SECRET=\"{nextauth_secret()}\" # auth.js v5, prod",
        f"nextauth secret for the bagel-club site (generated with openssl rand -base64 32): {nextauth_secret()}",
        f"next-auth secret staging: {hexs(64)}",
        f"remember: the NEXTAUTH_SECRET on vercel prod is {nextauth_secret()} — if it changes everyone gets logged out",
    )
    r.add(
        "github_oauth_client_secret",
        f"GitHub OAuth app (ledgerly login) client id {gh_client_id()} secret {gh_client_secret()}",
        f"GITHUB_ID={gh_client_id()}\nGITHUB_SECRET={gh_client_secret()}",
        f"gh oauth client secret for local dev callback localhost:3000: {gh_client_secret()}",
        f"AUTH_GITHUB_SECRET={gh_client_secret()}",
        f"regenerated the github oauth secret for the supabase auth provider: {gh_client_secret()}",
    )
    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN={sentry_org_token()}",
        f"sentry org token for sourcemap uploads in vercel build: {sentry_org_token()}",
        f"sentry user auth token (project:releases scope) {sentry_user_token()}",
        f"npx @sentry/wizard ... it asked for a token, used {sentry_user_token()}",
        f".sentryclirc\n[auth]\ntoken={sentry_org_token()}",
    )
    cn = pick("acme-labs", "ledgerly", "dk-dev", "bagelclub")
    r.add(
        "cloudinary_api_secret",
        f"Cloudinary: cloud {cn}, api key {cld_key()}, api secret {cld_secret()}",
        f"CLOUDINARY_URL=cloudinary://{cld_key()}:{cld_secret()}@{cn}",
        f"CLOUDINARY_API_SECRET={cld_secret()}",
        f"cloudinary secret for the signed uploads route: {cld_secret()}",
        f"cloudinary.config({{ cloud_name: '{cn}', api_key: '{cld_key()}', api_secret: '{cld_secret()}' }})",
        f"cld api secret (rotated Feb) → {cld_secret()}",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe test secret key for tinytab: {stripe_sk()}",
        f"STRIPE_SECRET_KEY={stripe_sk()}\nSTRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"stripe restricted key (read-only charges, for the dashboard) rk_live_51{rnd(ALNUM, 97)}",
        f"stripe listen gave me this webhook secret: whsec_{hexs(64)}",
        f"stripe sk for bagel-club test mode → {stripe_sk()}",
    )
    r.add(
        "github_personal_access_token",
        f"GitHub PAT (classic, repo scope) for the backup script: ghp_{rnd(ALNUM, 36)}",
        f"fine-grained token for acme-labs/ledgerly, contents read/write: github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"git remote set-url origin https://dkw:ghp_{rnd(ALNUM, 36)}@github.acme.example/acme-labs/tinytab.git",
        f"GH_TOKEN=ghp_{rnd(ALNUM, 36)}",
        f"gh token for the renovate bot on my laptop ghp_{rnd(ALNUM, 36)} expires in 90d",
    )
    r.add(
        "npm_token",
        f"npm publish token for @acme-labs/ui: npm_{rnd(ALNUM, 36)}",
        f".npmrc\n//registry.npmjs.acme.example/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"NPM_TOKEN=npm_{rnd(ALNUM, 36)}",
        f"automation token npm (granular, 1 package) npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "google_oauth_client_secret",
        f"Google OAuth client (Supabase auth provider) secret: GOCSPX-{rnd(URLSAFE, 28)}",
        f"AUTH_GOOGLE_ID={digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.example\nAUTH_GOOGLE_SECRET=GOCSPX-{rnd(URLSAFE, 28)}",
        f"google client secret for the rinkside sign-in → GOCSPX-{rnd(URLSAFE, 28)}",
        f"gcp oauth secret (web client 'ledgerly-prod'): GOCSPX-{rnd(URLSAFE, 28)}",
    )
    r.add(
        "cloudflare_api_token",
        f"Cloudflare API token (DNS edit, zone acme.example): {rnd(URLSAFE, 40)}",
        f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}",
        f"cf token for the ddns script on the raspberry pi {rnd(URLSAFE, 40)}",
        f"wrangler secret… no wait, this is the cloudflare account token for wrangler deploy: {rnd(URLSAFE, 40)}",
    )
    r.add(
        "docker_hub_token",
        f"docker login -u dkwdev -p dckr_pat_{rnd(URLSAFE, 27)}",
        f"Docker Hub access token (read/write) for GH actions: dckr_pat_{rnd(URLSAFE, 27)}",
        f"DOCKERHUB_TOKEN=dckr_pat_{rnd(URLSAFE, 27)}",
    )
    r.add(
        "ai_api_key",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"openai key for the embeddings job in supabase edge fn: {openai_project_key()}",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
        f"claude api key for the side project chat thing → {anthropic_key()}",
    )
    r.add(
        "ssh_private_key",
        f"deploy key for the hetzner box (private half), keep:\n{openssh_private()}",
        f"~/.ssh/id_ed25519 from the old laptop, in case I need it again\n{openssh_private()}",
        f"github actions SSH_PRIVATE_KEY secret value:\n{openssh_private()}",
    )
    r.add(
        "two_factor_recovery_codes",
        f"GitHub recovery codes (acct dkwdev):\n{recovery_codes(8, 'github')}",
        f"Vercel 2FA backup codes\n{recovery_codes(6, 'other')}",
        f"supabase dashboard MFA recovery codes: {recovery_codes(5, 'digits')}",
        f"Clerk dashboard recovery codes -\n{recovery_codes(6, 'other')}",
    )
    r.add(
        "totp_seed",
        f"TOTP secret for the shared ops github account (so I can add it to a 2nd phone): {totp_seed()}",
        f"otpauth://totp/Neon:dkw@acme.example?secret={rnd(BASE32, 32)}&issuer=Neon",
        f"2fa setup key for cloudflare → {totp_seed()}",
    )
    r.add(
        "laptop_login_password",
        f"macbook login pw: {pw()}",
        f"new work laptop password is {pw()} (IT said change it after first login, didnt yet)",
        f"Linux box in the closet — user dk, password {rnd(ALNUM + '!@#', 14)}",
        f"mac admin password → {pick('Maple', 'Otter', 'Cobalt')}{digits(4)}{pick('!', '?', '#')}",
    )
    r.add(
        "wifi_password",
        f"home wifi (Bell Giga hub) network DK-5G password {rnd(ALNUM, 12)}",
        f"coworking space on Spadina wifi: ACME-Members / {pick('Maple', 'Harbor', 'Lantern')}{digits(4)}",
        f"guest wifi pw at the condo: {rnd(LOWER + DIGITS, 10)}",
        f"parents' wifi in Mississauga pass {pw()}",
    )
    r.add(
        "door_and_alarm_codes",
        f"condo buzzer code for deliveries: {digits(4)}  (enter 0{digits(3)} then #)",
        f"alarm panel code at the office: {digits(4)}, duress code is {digits(4)}",
        f"bike locker combo at the Union station lot → {digits(4)}",
        f"garage fob PIN {digits(6)}",
    )
    r.add(
        "bank_and_card_pins",
        f"TD debit card PIN {digits(4)}",
        f"EasyWeb password: {pw()}  card ending {digits(4)}",
        f"Wealthsimple login dkw@acme.example / {pw()}",
        f"credit card PIN (the visa) → {digits(4)}",
    )
    r.add(
        "password_manager_secret",
        f"1Password master password: {pick('correct', 'staple', 'granite', 'lantern')}-{pick('battery', 'otter', 'subway', 'maple')}-{pick('river', 'harbor', 'ferry', 'bluejay')}-{digits(2)}",
        f"1Password Secret Key A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}",
        f"bitwarden master pw {pw()}",
    )
    r.add(
        "cron_secret",
        f"CRON_SECRET={rnd(ALNUM, 32)}",
        f"vercel cron auth header value: Bearer {hexs(48)}",
        f"secret for the /api/cron/cleanup route (checks Authorization) → {rnd(URLSAFE, 40)}",
        f"revalidate secret for ISR on the blog: {hexs(32)} (used as ?secret=)",
    )
    r.add(
        "local_dev_database_password",
        f"docker-compose.yml for local\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: ledgerly\n      POSTGRES_PASSWORD: {rnd(ALNUM, 16)}",
        f"pgadmin login admin@acme.example / {pw()}",
        f"mysql root pw on the old php client site (cpanel): {pw()}",
        f"redis password on the staging droplet requirepass {rnd(ALNUM, 24)}",
    )
    r.add(
        "env_local_file",
        f"my .env.local for ledgerly, in case the laptop dies:\nNEXT_PUBLIC_SUPABASE_URL=https://{p}.supabase.example\nNEXT_PUBLIC_SUPABASE_ANON_KEY={supabase_jwt('anon', p)}\nSUPABASE_SERVICE_ROLE_KEY={supabase_jwt('service_role', p)}\nRESEND_API_KEY={resend_key()}",
        f"tinytab env (prod):\nDATABASE_URL={neon_url()}\nCLERK_SECRET_KEY={clerk_sk(live=True)}\nNEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={clerk_pk(live=True)}",
        f"vercel env pull output for bagel-club:\nUPSTASH_REDIS_REST_URL=\"https://{upstash_host()}\"\nUPSTASH_REDIS_REST_TOKEN=\"{upstash_token()}\"\nNEXTAUTH_SECRET=\"{nextauth_secret()}\"",
        f"crumbs .env\nCLOUDINARY_API_KEY={cld_key()}\nCLOUDINARY_API_SECRET={cld_secret()}\nSENTRY_AUTH_TOKEN={sentry_user_token()}",
    )
    r.add(
        "client_app_login",
        f"client (bakery on Queen W) shopify staff login: owner@bakery.acme.example pw {pw()}",
        f"wordpress admin for the dentist site: admin / {pw()}",
        f"CRA My Account password {pw()} — security q answer: {pick('Scarborough', 'Etobicoke', 'Leaside')}{digits(2)}",
        f"namecheap login dkwdev : {pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    p = ref()
    r.add(
        "supabase_anon_key",
        f"Supabase anon key for {pick(*APPS)} (public, ships in the browser bundle, RLS does the work): {supabase_jwt('anon')}",
        f"NEXT_PUBLIC_SUPABASE_ANON_KEY={supabase_jwt('anon', p)}",
        f"anon/public key from Settings > API for project {p}: {supabase_jwt('anon', p)} — fine to commit, it's role anon",
        f"const supabase = createClient('https://{p}.supabase.example', '{supabase_jwt('anon', p)}') // anon key, public",
        f"the anon key is meant to be public, decoded it to check: role=anon ref={ref()}",
        f"supabase publishable key (new format, replaces anon, safe in client code): sb_publishable_{rnd(URLSAFE, 31)}",
    )
    r.add(
        "clerk_publishable_key",
        f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={clerk_pk()}",
        f"Clerk publishable key for prod (goes in the frontend): {clerk_pk(live=True, domain='ledgerly.example')}",
        f"<ClerkProvider publishableKey=\"{clerk_pk()}\">",
        f"clerk pk for the bagel-club dev instance → {clerk_pk()} (the sk is in 1Password, not here)",
        f"publishable key is just base64 of the frontend api host, e.g. {clerk_pk(live=True, domain='tinytab.example')}",
    )
    r.add(
        "supabase_project_ref",
        f"Supabase project ref for ledgerly prod: {ref()}",
        f"npx supabase link --project-ref {ref()}",
        f"supabase gen types typescript --project-id {ref()} > types/db.ts",
        f"staging ref {ref()}, prod ref {ref()} — don't mix them up when running migrations",
        f"dashboard: https://supabase.acme.example/dashboard/project/{ref()}/editor",
        f"SUPABASE_URL=https://{ref()}.supabase.example",
    )
    r.add(
        "vercel_project_id",
        f"VERCEL_PROJECT_ID=prj_{rnd(ALNUM, 28)}\nVERCEL_ORG_ID=team_{rnd(ALNUM, 24)}",
        f"Vercel project id for tinytab: prj_{rnd(ALNUM, 28)}",
        f".vercel/project.json → {{\"projectId\":\"prj_{rnd(ALNUM, 28)}\",\"orgId\":\"team_{rnd(ALNUM, 24)}\"}}",
        f"team id acme-labs on vercel: team_{rnd(ALNUM, 24)}",
        f"the prj_ id for crumbs is prj_{rnd(ALNUM, 28)} (needed for the GH action, not secret)",
    )
    r.add(
        "vercel_deployment_id",
        f"broken deploy was dpl_{rnd(ALNUM, 28)}, rolled back to dpl_{rnd(ALNUM, 28)}",
        f"vercel promote dpl_{rnd(ALNUM, 28)}",
        f"deployment id from the build log: dpl_{rnd(ALNUM, 28)}",
        f"vercel inspect dpl_{rnd(ALNUM, 28)} --logs",
        f"build {digits(4, lead=True)} on prod = dpl_{rnd(ALNUM, 28)}, took 2m41s",
    )
    r.add(
        "vercel_edge_config_id",
        f"EDGE_CONFIG id for the feature flags store: ecfg_{rnd(LOWER + DIGITS, 28)}",
        f"vercel blob store id store_{rnd(ALNUM, 16)} (receipts, public access)",
        f"kv/edge config for bagel-club is ecfg_{rnd(LOWER + DIGITS, 28)}, the read token lives in the connection string in vercel env",
    )
    r.add(
        "oauth_callback_url",
        "GitHub OAuth callback: https://ledgerly.example/api/auth/callback/github",
        f"supabase auth redirect allow-list: http://localhost:3000/**, https://*-acme-labs.vercel.example/**, https://{ref()}.supabase.example/auth/v1/callback",
        "clerk redirect after sign-in → /dashboard, after sign-up → /onboarding",
        f"google oauth authorized origin https://tinytab.example, client id {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.example",
    )
    r.add(
        "vercel_preview_url",
        f"preview for the pricing page PR: https://{pick(*APPS)}-{rnd(LOWER + DIGITS, 9)}-acme-labs.vercel.example",
        "branch preview: https://ledgerly-git-feat-csv-import-acme-labs.vercel.example",
        f"send the client this one https://bagel-club-{rnd(LOWER + DIGITS, 9)}-acme-labs.vercel.example/menu",
        f"last good preview {pick(*APPS)}-{rnd(LOWER + DIGITS, 9)}-acme-labs.vercel.example, commit {hexs(7)}",
    )
    r.add(
        "neon_branch_id",
        f"Neon branch for the migration test: br-{neon_slug()}-{rnd(LOWER + DIGITS, 8)}",
        f"neonctl branches create --name preview/pr-{digits(3, lead=True)} --parent br-{neon_slug()}-{rnd(LOWER + DIGITS, 8)}",
        f"main branch id br-{neon_slug()}-{rnd(LOWER + DIGITS, 8)}, dev branch br-{neon_slug()}-{rnd(LOWER + DIGITS, 8)}",
        f"NEON_BRANCH_ID=br-{neon_slug()}-{rnd(LOWER + DIGITS, 8)} (used by the preview-branch action)",
    )
    r.add(
        "neon_endpoint_id",
        f"Neon compute endpoint: {neon_ep()} (autosuspend 5 min)",
        f"pooler host is {neon_ep()}-pooler.ca-central-1.aws.neon.example, direct one drops -pooler",
        f"neon project id {neon_slug()}-{digits(8)}, region aws-ca-central-1",
        f"endpoint {neon_ep()} hit the compute hours limit again",
        f"neonctl connection-string --endpoint-id {neon_ep()} (prints the url, I just need the host)",
    )
    r.add(
        "upstash_database_id",
        f"Upstash redis db id {uid()} (ratelimit-prod)",
        f"UPSTASH_REDIS_REST_URL=https://{upstash_host()}  # token lives in vercel env",
        f"upstash console: https://console.upstash.example/redis/{uid()}?tab=details",
        f"qstash message id msg_{rnd(ALNUM, 40)} failed 3 retries",
        f"upstash db endpoint {upstash_host()}, region ca-central-1, eviction on",
    )
    r.add(
        "github_oauth_client_id",
        f"GitHub OAuth app client ID (public): {gh_client_id()}",
        f"GITHUB_ID={gh_client_id()}  # secret is in vercel env",
        f"client id for the ledgerly github login: {gh_client_id()} — callback https://ledgerly.example/api/auth/callback/github",
        f"https://github.acme.example/login/oauth/authorize?client_id={gh_client_id()}&scope=read:user",
        f"github app id {digits(6, lead=True)}, client id {gh_client_id()}, installation {digits(8, lead=True)}",
    )
    r.add(
        "cloudinary_public_id",
        f"Cloudinary cloud name: {pick('acme-labs', 'dk-dev', 'ledgerly')} (public, it's in every image URL)",
        f"hero image: https://res.cloudinary.example/bagelclub/image/upload/v{digits(10, lead=True)}/menu/{rnd(LOWER + DIGITS, 20)}.jpg",
        f"public_id of the avatar placeholder: avatars/default_{rnd(LOWER + DIGITS, 6)}",
        f"NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME={pick('acme-labs', 'dk-dev')}\nNEXT_PUBLIC_CLOUDINARY_UPLOAD_PRESET=unsigned_{rnd(LOWER + DIGITS, 8)}",
        f"delete this asset later: {rnd(LOWER + DIGITS, 20)} (folder ledgerly/receipts)",
    )
    r.add(
        "sentry_dsn",
        f"SENTRY_DSN=https://{hexs(32)}@o{digits(6, lead=True)}.ingest.us.sentry.acme.example/{digits(16, lead=True)}",
        f"NEXT_PUBLIC_SENTRY_DSN=https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.acme.example/{digits(7, lead=True)}  # dsn is public",
        f"Sentry.init({{ dsn: 'https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.acme.example/{digits(16, lead=True)}', tracesSampleRate: 0.1 }})",
        f"sentry project tinytab-web, org acme-labs, dsn public key {hexs(32)}",
    )
    r.add(
        "sentry_event_id",
        f"the hydration error is sentry event {hexs(32)}",
        f"Sentry issue TINYTAB-{rnd(UPPER + DIGITS, 3)} started after release {hexs(12)}",
        f"trace id {hexs(32)} — slow supabase query in /api/export",
        f"release name for sentry = git sha {hexs(40)}",
    )
    r.add(
        "process_env_reference",
        "const key = process.env.SUPABASE_SERVICE_ROLE_KEY!; // server only, never import in a client component",
        "new Resend(process.env.RESEND_API_KEY)",
        "if (req.headers.get('authorization') !== `Bearer ${process.env.CRON_SECRET}`) return new Response('no', { status: 401 })",
        "clerkClient uses process.env.CLERK_SECRET_KEY automatically, don't pass it",
        "export const db = drizzle(neon(process.env.DATABASE_URL!))",
        "remember Vite needs import.meta.env.VITE_SUPABASE_ANON_KEY, not process.env",
    )
    r.add(
        "env_example_file",
        "ledgerly .env.example:\nNEXT_PUBLIC_SUPABASE_URL=\nNEXT_PUBLIC_SUPABASE_ANON_KEY=\nSUPABASE_SERVICE_ROLE_KEY=\nRESEND_API_KEY=",
        "tinytab .env.example\nDATABASE_URL=postgresql://user:password@host/db?sslmode=require\nCLERK_SECRET_KEY=sk_test_xxx\nNEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_test_xxx",
        "env template for bagel-club:\nUPSTASH_REDIS_REST_URL=\nUPSTASH_REDIS_REST_TOKEN=\nNEXTAUTH_SECRET= # openssl rand -base64 32\nNEXTAUTH_URL=http://localhost:3000",
        "CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@<cloud_name>  (placeholder in README)",
        "GITHUB_ID=\nGITHUB_SECRET=\nSENTRY_AUTH_TOKEN=\n# fill these from 1Password > Dev vault",
    )
    r.add(
        "ci_secret_reference",
        "VERCEL_TOKEN: ${{ secrets.VERCEL_TOKEN }}",
        "env:\n  DATABASE_URL: ${{ secrets.NEON_DATABASE_URL }}\n  NEON_API_KEY: ${{ secrets.NEON_API_KEY }}",
        "gh secret set SUPABASE_ACCESS_TOKEN --repo acme-labs/ledgerly (value pasted from the dashboard, not saved anywhere else)",
        "SENTRY_AUTH_TOKEN is set as a Vercel env var (Production + Preview), not in the repo",
        "supabase secrets set RESEND_API_KEY=$RESEND_API_KEY  (reads it from my shell, value never in history)",
        "vercel env add CLERK_SECRET_KEY production  # then paste when prompted",
    )
    r.add(
        "password_manager_reference",
        "op://Dev/Supabase ledgerly/service_role",
        "op run --env-file=.env.op -- pnpm dev  (env file only has op:// references)",
        "the clerk prod secret is in 1Password under Dev > Clerk > tinytab prod",
        "cloudinary api secret: see bitwarden item 'Cloudinary acme-labs'",
        "neon DATABASE_URL for prod → 1Password 'Neon ledgerly' (password field), don't paste it in chats",
        "op read 'op://Dev/Resend tinytab/credential' | vercel env add RESEND_API_KEY production",
    )
    r.add(
        "masked_key",
        f"resend dashboard shows the key as re_{rnd(ALNUM, 4)}…, created {pick('Jan', 'Mar', 'Sep')} {secrets.randbelow(28) + 1}",
        f"which stripe key is this? ends in …{rnd(ALNUM, 4)}",
        f"vercel token list: 'github-actions' ••••{rnd(ALNUM, 4)} last used 2d ago",
        f"clerk sk_live_****************{rnd(ALNUM, 4)} is the old one, revoke it",
        "SUPABASE_SERVICE_ROLE_KEY=eyJhbGciOi... (truncated, full one in vercel)",
        f"neon url in the error log was redacted: postgresql://neondb_owner:****@{neon_ep()}.ca-central-1.aws.neon.example/neondb",
    )
    r.add(
        "secret_rotation_note",
        "rotate the neon password for neondb_owner after Marc leaves the project",
        "TODO: roll the supabase JWT secret — it invalidates anon + service_role keys, so redeploy everything after",
        "rotated the resend key today, updated vercel env for prod and preview, old key revoked",
        "github oauth secret expires never but I should regenerate it yearly, next: March",
        "after rotating the upstash token remember to redeploy, vercel doesn't pick up env changes on its own",
    )
    r.add(
        "password_policy",
        "clerk password settings: min length 12, check against breached passwords, no complexity rules",
        "supabase auth: password min 8, require lowercase+uppercase+digits, leaked password protection ON",
        "client wants password reset links to expire in 30 min, not 1 h",
        "for the bakery staff: passwords go in the shared 1Password vault, never in slack",
    )
    r.add(
        "auth_settings_numbers",
        "JWT expiry 3600 s, refresh token reuse interval 10 s",
        "upstash ratelimit: 10 requests / 10 s sliding window per user id",
        "NextAuth session maxAge 30 days, updateAge 24 h",
        f"supabase auth rate limit for OTP emails: {pick(30, 60)} per hour, token length 6",
    )
    r.add(
        "clerk_object_id",
        f"my clerk user id in dev: user_{rnd(ALNUM, 27)}",
        f"org_{rnd(ALNUM, 27)} is the bakery org in clerk",
        f"webhook payload had sess_{rnd(ALNUM, 27)} for user_{rnd(ALNUM, 27)}",
        f"clerk instance id ins_{rnd(ALNUM, 27)}",
    )
    r.add(
        "stripe_public_ids",
        f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_51{rnd(ALNUM, 97)}",
        f"test customer cus_{rnd(ALNUM, 14)}, price price_1{rnd(ALNUM, 23)}",
        f"refund pi_3{rnd(ALNUM, 23)} for the bagel order",
        f"stripe webhook endpoint id we_1{rnd(ALNUM, 23)} (the signing secret is NOT this)",
    )
    r.add(
        "git_and_image_hashes",
        f"the migration broke at commit {hexs(40)}",
        f"ghcr.acme.example/acme-labs/worker@sha256:{hexs(64)}",
        f"pnpm-lock integrity sha512-{b64(secrets.token_bytes(64))}",
        f"git revert {hexs(7)}..{hexs(7)}",
    )
    r.add(
        "supabase_storage_url",
        f"receipt upload lands at https://{ref()}.supabase.example/storage/v1/object/public/receipts/{uid()}.pdf",
        f"avatar path in the bucket: avatars/{uid()}/{rnd(LOWER + DIGITS, 12)}.webp",
        f"bad row in profiles: id = '{uid()}'",
        f"edge function url https://{ref()}.supabase.example/functions/v1/send-digest",
    )
    r.add(
        "resend_email_id",
        f"resend email id {uid()} bounced (gmail said mailbox full)",
        f"DKIM record for mail.acme.example: resend._domainkey TXT p={b64(secrets.token_bytes(162))}",
        f"domain id in resend {uid()}, status verified",
        f"audience id for the bagel-club newsletter: {uid()}",
    )
    r.add(
        "ssh_public_key",
        f"deploy key (public) to add on the server: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dkw@macbook",
        f"GitHub shows my key fingerprint as SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"authorized_keys line for the CI runner: ssh-rsa {ssh_pub('ssh-rsa', 270)} ci@acme",
    )
    r.add(
        "order_and_tracking_number",
        f"Canada Post tracking for the new monitor: {digits(16, lead=True)}",
        f"amazon.ca order {digits(3, lead=True)}-{digits(7)}-{digits(7)} (usb-c hub, returning)",
        f"Purolator PIN {rnd(UPPER, 3)}{digits(9)}",
        f"Memory Express invoice #{digits(8, lead=True)}",
    )
    r.add(
        "support_ticket_reference",
        f"Vercel support case #{digits(6, lead=True)} about the edge config limit",
        f"Supabase support ticket SU-{digits(6, lead=True)} — pooler timeouts in ca-central-1",
        f"neon github issue #{digits(4, lead=True)} is the same bug as ours",
        f"request id from the Clerk error page: {hexs(32)}",
    )
    r.add(
        "api_key_talk",
        "the supabase anon key vs service_role key: anon goes in the client, service_role only on the server",
        "Resend keys can be 'sending access' scoped to one domain — use that for prod, full access only locally",
        "Upstash has a read-only REST token too, still keep it server side",
        "Cloudinary api_key is fine in the upload widget, the api_secret only signs on the server",
        "never prefix the service role key with NEXT_PUBLIC_, that inlines it into the bundle",
    )
    r.add(
        "client_contact_info",
        "bakery client: owner is Priya, prefers calls after 2pm, invoice net 15",
        f"dentist site hosting renews {pick('Apr', 'Jun', 'Nov')} {secrets.randbelow(28) + 1}, domain at namecheap, auto-renew on",
        f"client project code ACME-{digits(4, lead=True)} for time tracking",
        f"my business number for invoices: {digits(9, lead=True)} RT0001 (printed on every invoice anyway)",
    )
    return r


def main() -> None:
    write_corpora("make_heldout222.py", [
        ("heldout222_credentials.yaml", credentials(), "Held-out batch 222: credentials a Toronto full-stack developer on Supabase, Clerk, Vercel, Neon, Upstash and Resend would ask to remember"),
        ("heldout222_lookalikes.yaml", lookalikes(), "Held-out batch 222: that developer's public keys, ids, references and secret talk that hold no secret"),
    ])


if __name__ == "__main__":
    main()
