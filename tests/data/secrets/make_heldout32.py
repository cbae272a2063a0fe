# ruff: noqa: E501
"""Writes heldout32_credentials.yaml and heldout32_lookalikes.yaml: held-out batch 32.

Persona: a full-stack developer and tech lead at a small US startup (San Francisco office,
mostly remote team), who writes in English and asks the assistant to remember things from
a working day: vendor keys pasted out of .env files, GitHub Actions YAML, docker-compose,
Terraform tfvars, Kubernetes Secret manifests, kubeconfig, ~/.npmrc, ~/.pypirc, .netrc,
.pgpass, git credential URLs, curl lines, connection strings, service-account JSON, private
keys, TOTP seeds, recovery codes, Slack messages, handover notes, password-manager CSV rows
and plain sentences. The credentials span many vendors (Stripe, Twilio, SendGrid, Postmark,
Mailgun, Sentry, Datadog, PagerDuty, Linear, Notion, Figma, Slack, Discord, Telegram, npm,
PyPI, Docker Hub, Cloudflare, DigitalOcean, Fly.io, Heroku, Vercel, Netlify, Supabase,
Firebase, Algolia, Mapbox, Auth0, Okta, Clerk, OpenAI, Anthropic, GitHub, GitLab, Atlassian,
Shopify, Vault, Doppler, Grafana, AWS) plus database, Wi-Fi, door and personal passwords.
The look-alikes are the same person's notes in the same forms with nothing secret in them:
ARNs, pod names, digests, SHAs, request ids, keys that are public by design, references to
a secret instead of its value, masked values, templates, vendor object ids and the like.

This batch was written blind: its author never read the detector, its tests or its tuned
corpora, only make_heldout.py for the helpers. Every random part is drawn at run time from
the `secrets` module in a real format's shape; hosts are under .example, .internal, .test or
acme; nothing is real. Run `python make_heldout32.py` from this folder to redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    BASE58,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    anthropic_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    b64url,
    basic,
    digits,
    epoch,
    groups,
    hexs,
    jwt,
    kube_key_data,
    mac,
    openssh_private,
    pem,
    phrase,
    pick,
    pod_name,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

PEOPLE = ["Priya", "Marcus", "Dana", "Kevin", "Alicia", "Sam", "Noah", "Jess", "Tyler", "Maya"]
WORDS = ["canyon", "redwood", "sourdough", "fogcity", "mission", "golden", "pacific", "sunset",
         "cable", "ferry", "bayview", "presidio", "marina", "taco", "burrito", "giants"]
TEAMS = ["Giants", "Warriors", "Niners", "Sharks", "Raiders", "Dodgers"]


# ---- small helpers -------------------------------------------------------------------

def who() -> str:
    return secrets.choice(PEOPLE)


def human_pw() -> str:
    """A password a person picked."""
    return pick(
        f"{secrets.choice(TEAMS)}{digits(4, True)}{pick('!', '#', '$', '!!')}",
        f"{secrets.choice(WORDS).capitalize()}-{secrets.choice(WORDS)}-{digits(2, True)}{pick('!', '?', '*')}",
        f"{secrets.choice(WORDS)}{secrets.choice(WORDS).capitalize()}{digits(3, True)}",
    )


def gen_pw(n: int = 20) -> str:
    """A password a manager generated."""
    return rnd(ALNUM + "!@#%^&*-_+", n)


def b64_token(nbytes: int) -> str:
    return b64(secrets.token_bytes(nbytes))


def stripe_sk(mode: str = "live") -> str:
    return f"sk_{mode}_51{rnd(ALNUM, 97)}"


def stripe_rk() -> str:
    return f"rk_live_51{rnd(ALNUM, 97)}"


def whsec() -> str:
    return f"whsec_{rnd(ALNUM, 32)}"


def twilio_sid() -> str:
    return "AC" + hexs(32)


def mailgun() -> str:
    return pick(f"key-{hexs(32)}", f"{hexs(32)}-{hexs(8)}-{hexs(8)}")


def sentry_org_token() -> str:
    claims = {"iat": epoch(), "url": "https://acme.sentry.io", "region_url": "https://us.sentry.io", "org": "acme"}
    return f"sntrys_{b64url(claims)}_{rnd(URLSAFE, 43)}"


def slack_bot() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def slack_user() -> str:
    return f"xoxp-{digits(12, True)}-{digits(12, True)}-{digits(13, True)}-{hexs(32)}"


def slack_app() -> str:
    return f"xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, True)}-{hexs(64)}"


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def snowflake() -> str:
    return digits(19, True)


def discord_bot() -> str:
    return f"{b64(snowflake().encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def discord_hook() -> str:
    return f"https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}"


def telegram() -> str:
    return f"{digits(10, True)}:AA{rnd(URLSAFE, 33)}"


def npm_token() -> str:
    return f"npm_{rnd(ALNUM, 36)}"


def pypi_token() -> str:
    return f"pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 160)}"


def dockerhub() -> str:
    return f"dckr_pat_{rnd(URLSAFE, 27)}"


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def do_token() -> str:
    return f"dop_v1_{hexs(64)}"


def fly_token() -> str:
    return f"FlyV1 fm2_{b64_token(120)},fm2_{b64_token(150)}"


def heroku() -> str:
    return f"HRKU-AA{rnd(URLSAFE, 58)}"


def netlify() -> str:
    return f"nfp_{rnd(ALNUM, 36)}{hexs(4)}"


def supabase_ref() -> str:
    return rnd(LOWER, 20)


def supabase_jwt(ref: str, role: str) -> str:
    iat = epoch()
    return jwt({"iss": "supabase", "ref": ref, "role": role, "iat": iat, "exp": iat + 315_360_000})


def mapbox(kind: str, user: str = "acme") -> str:
    return f"{kind}.{b64url({'u': user, 'a': rnd(LOWER + DIGITS, 25)})}.{rnd(URLSAFE, 22)}"


def okta() -> str:
    return f"00{rnd(URLSAFE, 40)}"


def clerk_sk() -> str:
    return f"sk_live_{rnd(ALNUM, 40)}"


def openai_key() -> str:
    return f"sk-{pick('proj', 'svcacct')}-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}"


def ghp() -> str:
    return f"ghp_{rnd(ALNUM, 36)}"


def gh_fine() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def glpat() -> str:
    return f"glpat-{rnd(URLSAFE, 20)}"


def atlassian() -> str:
    return f"ATATT3xFfGF0{rnd(URLSAFE, 180)}={hexs(8).upper()}"


def vault_token() -> str:
    return pick(f"hvs.{rnd(ALNUM, 24)}", f"hvs.CAESI{rnd(URLSAFE, 86)}")


def doppler(env: str) -> str:
    return f"dp.st.{env}.{rnd(ALNUM, 43)}"


def glsa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def private_pem() -> str:
    return "-----BEGIN PRIVATE KEY-----\\n" + b64_token(90) + "\\n" + b64_token(90) + "\\n-----END PRIVATE KEY-----\\n"


def cert_b64() -> str:
    return b64(pem("CERTIFICATE", 6).encode())


def stripe_id(prefix: str, n: int = 24) -> str:
    return f"{prefix}_{rnd(ALNUM, n)}"


def sha() -> str:
    return hexs(40)


def card_last4() -> str:
    return digits(4)


# ---- credentials ---------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()

    r.add("stripe_secret_key",
          f"STRIPE_SECRET_KEY={stripe_sk()}\nSTRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 97)}",
          f"curl https://api.stripe.com/v1/charges?limit=3 -u {stripe_sk()}:",
          f"New Stripe live secret after the rotation on Tuesday, billing-worker needs it by Friday: {stripe_sk()}")
    r.add("stripe_restricted_key",
          f"Restricted key for the Metabase sync (read-only on charges, customers, payouts): {stripe_rk()}",
          f'# billing/prod.tfvars\nstripe_restricted_key = "{stripe_rk()}"\nstripe_account_id     = "acct_1{rnd(ALNUM, 15)}"')
    r.add("stripe_webhook_secret",
          f"signing secret for the prod endpoint https://api.acme.test/hooks/stripe is {whsec()}",
          f"        - name: STRIPE_WEBHOOK_SECRET\n          value: \"{whsec()}\"\n        - name: STRIPE_API_VERSION\n          value: \"2024-06-20\"")
    r.add("twilio_auth_token",
          f"TWILIO_ACCOUNT_SID={twilio_sid()}\nTWILIO_AUTH_TOKEN={hexs(32)}\nTWILIO_FROM=+1415555{digits(4)}",
          f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{(sid := twilio_sid())}/Messages.json -u {sid}:{hexs(32)} --data-urlencode 'To=+1628555{digits(4)}' --data-urlencode 'Body=test'",
          f"Twilio Verify uses its own API key SK{hexs(32)} with secret {rnd(ALNUM, 32)}")
    r.add("sendgrid_key",
          f"SENDGRID_API_KEY={sendgrid_key()}",
          f"sendgrid key w/ full mail send scope for the marketing tool, {who()} asked for it: {sendgrid_key()}",
          f"Python snippet that works:\nsg = SendGridAPIClient('{sendgrid_key()}')\nsg.send(message)")
    r.add("postmark_token",
          f"POSTMARK_SERVER_TOKEN={uid()}\nPOSTMARK_MESSAGE_STREAM=outbound",
          f'curl "https://api.postmarkapp.com/email" -H "Accept: application/json" -H "X-Postmark-Server-Token: {uid()}" -d @welcome.json')
    r.add("mailgun_key",
          f"MAILGUN_API_KEY={mailgun()}\nMAILGUN_DOMAIN=mg.acme.test",
          f"curl -s --user 'api:{mailgun()}' https://api.mailgun.net/v3/mg.acme.test/messages -F from='Acme <noreply@mg.acme.test>' -F to=me@acme.test -F subject=hi -F text=test")
    r.add("sentry_auth_token",
          f"SENTRY_AUTH_TOKEN={sentry_org_token()}\nSENTRY_ORG=acme\nSENTRY_PROJECT=web",
          f"my personal sentry user token for sentry-cli releases: sntryu_{hexs(64)}",
          f"# .sentryclirc\n[auth]\ntoken=sntryu_{hexs(64)}\n[defaults]\norg=acme")
    r.add("datadog_keys",
          f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}\nDD_SITE=us5.datadoghq.com",
          f"  datadog:\n    image: gcr.io/datadoghq/agent:7\n    environment:\n      - DD_API_KEY={hexs(32)}\n      - DD_SITE=datadoghq.com\n      - DD_APM_ENABLED=true",
          f'curl -X GET "https://api.datadoghq.com/api/v1/monitor" -H "DD-API-KEY: {hexs(32)}" -H "DD-APPLICATION-KEY: {hexs(40)}"')
    r.add("pagerduty_key",
          f"PagerDuty REST API key for the on-call → Slack sync script: u+{rnd(URLSAFE, 18)}",
          f"curl https://api.pagerduty.com/incidents -H 'Authorization: Token token={rnd(ALNUM + '_-+', 20)}' -H 'Accept: application/vnd.pagerduty+json;version=2'")
    r.add("linear_key",
          f"LINEAR_API_KEY=lin_api_{rnd(ALNUM, 40)}",
          f"linear personal API key for the changelog script: lin_api_{rnd(ALNUM, 40)} — revoke when {who()} takes over releases")
    r.add("notion_token",
          f"Notion internal integration 'Eng Wiki Sync' secret: secret_{rnd(ALNUM, 43)}",
          f"NOTION_TOKEN=ntn_{digits(11, True)}{rnd(ALNUM, 35)}\nNOTION_DATABASE_ID={hexs(32)}")
    r.add("figma_token",
          f"figma PAT for the icon export script: figd_{rnd(URLSAFE, 40)}",
          f'curl -H "X-Figma-Token: figd_{rnd(URLSAFE, 40)}" https://api.figma.com/v1/files/{rnd(ALNUM, 22)}')
    r.add("slack_token",
          f"SLACK_BOT_TOKEN={slack_bot()}\nSLACK_APP_TOKEN={slack_app()}\nSLACK_SIGNING_SECRET={hexs(32)}",
          f"deploy-bot's bot token is {slack_bot()} (scopes chat:write, channels:read)",
          f"my user token from the old Slack app, used for the export script: {slack_user()}")
    r.add("slack_webhook",
          f"incoming webhook for #deploys: {slack_hook()}",
          f"SLACK_WEBHOOK_URL={slack_hook()}",
          f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy finished\"}}' {slack_hook()}")
    r.add("discord_token",
          f"DISCORD_BOT_TOKEN={discord_bot()}\nDISCORD_GUILD_ID={snowflake()}",
          f"community server status webhook: {discord_hook()}")
    r.add("telegram_bot",
          f"TELEGRAM_BOT_TOKEN={telegram()}\nTELEGRAM_CHAT_ID=-100{digits(10, True)}",
          f"alerts bot from BotFather: {telegram()} (@acme_alerts_bot)")
    r.add("npmrc",
          f"~/.npmrc\n//registry.npmjs.org/:_authToken={npm_token()}\n@acme:registry=https://npm.pkg.github.com",
          f"@acme:registry=https://npm.pkg.github.com/\n//npm.pkg.github.com/:_authToken={ghp()}\nalways-auth=true",
          f"npm automation token for publishing @acme/ui from CI: {npm_token()}")
    r.add("pypirc",
          f"~/.pypirc\n[distutils]\nindex-servers =\n    pypi\n    testpypi\n\n[pypi]\nusername = __token__\npassword = {pypi_token()}",
          f"[testpypi]\n  repository = https://test.pypi.org/legacy/\n  username = __token__\n  password = pypi-AgENdGVzdC5weXBpLm9yZw{rnd(URLSAFE, 150)}",
          f"project-scoped pypi token for acme-sdk (only uploads to that project): {pypi_token()}")
    r.add("dockerhub_token",
          f"docker login -u acmebuild -p {dockerhub()}",
          f"Docker Hub PAT (read/write, for the release workflow): {dockerhub()}",
          '~/.docker/config.json\n{\n  "auths": {\n    "https://index.docker.io/v1/": {\n      "auth": "' + basic("acmebuild", dockerhub()) + '"\n    }\n  }\n}')
    r.add("cloudflare_token",
          f"CLOUDFLARE_API_TOKEN={cf_token()}\nCLOUDFLARE_ACCOUNT_ID={hexs(32)}",
          f"old Cloudflare global API key (still used by the cert renew script!): {hexs(37)}, account email ops@acme.test",
          f'curl "https://api.cloudflare.com/client/v4/zones/{hexs(32)}/purge_cache" -H "Authorization: Bearer {cf_token()}" --data \'{{"purge_everything":true}}\'')
    r.add("digitalocean_token",
          f"doctl auth init --access-token {do_token()}",
          f"DO Spaces key for the backups bucket: access DO00{rnd(UPPER + DIGITS, 16)} secret {rnd(B64, 43)}")
    r.add("flyio_token",
          f"FLY_API_TOKEN=\"{fly_token()}\"",
          f"fly deploy token for the preview apps org: fo1_{rnd(URLSAFE, 43)}")
    r.add("heroku_key",
          f"HEROKU_API_KEY={heroku()}",
          f"~/.netrc from the old laptop:\nmachine api.heroku.com\n  login jordan@acme.test\n  password {uid()}\nmachine git.heroku.com\n  login jordan@acme.test\n  password {uid()}")
    r.add("vercel_token",
          f"VERCEL_TOKEN={rnd(ALNUM, 24)}\nVERCEL_ORG_ID=team_{rnd(ALNUM, 24)}\nVERCEL_PROJECT_ID=prj_{rnd(ALNUM, 28)}",
          f"vercel --prod --token {rnd(ALNUM, 24)} --yes")
    r.add("netlify_token",
          f"NETLIFY_AUTH_TOKEN={netlify()}\nNETLIFY_SITE_ID={uid()}",
          f"netlify PAT for the docs site deploys: {netlify()}")
    ref = supabase_ref()
    r.add("supabase_service_role",
          f"NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY={supabase_jwt(ref, 'service_role')}",
          f"service_role key for the admin scripts (bypasses RLS, never ship to the client): {supabase_jwt(supabase_ref(), 'service_role')}",
          f"supabase new-style secret key for the edge functions: sb_secret_{rnd(URLSAFE, 31)}")
    proj = pick("acme-prod", "acme-mobile", "acme-web-7c1e")
    r.add("firebase_admin",
          '{\n  "type": "service_account",\n  "project_id": "' + proj + '",\n  "private_key_id": "' + hexs(40) + '",\n  "private_key": "' + private_pem() + '",\n  "client_email": "firebase-adminsdk-' + rnd(LOWER + DIGITS, 5) + '@' + proj + '.iam.gserviceaccount.com",\n  "client_id": "' + digits(21, True) + '"\n}',
          f"FIREBASE_ADMIN_PRIVATE_KEY=\"{private_pem()}\"\nFIREBASE_ADMIN_CLIENT_EMAIL=firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@{proj}.iam.gserviceaccount.com")
    r.add("algolia_admin",
          f"ALGOLIA_APP_ID={rnd(UPPER + DIGITS, 10)}\nALGOLIA_ADMIN_KEY={hexs(32)}",
          f"Algolia admin API key (for reindexing only, server side): {hexs(32)}")
    r.add("mapbox_secret",
          f"Mapbox secret token with DOWNLOADS:READ for the iOS SDK: {mapbox('sk')}",
          f"~/.netrc\nmachine api.mapbox.com\n  login mapbox\n  password {mapbox('sk', 'acme-mobile')}")
    r.add("auth0_secret",
          f"AUTH0_DOMAIN=acme.us.auth0.com\nAUTH0_CLIENT_ID={rnd(ALNUM, 32)}\nAUTH0_CLIENT_SECRET={rnd(URLSAFE, 64)}",
          f"M2M app 'billing-worker' client secret: {rnd(URLSAFE, 64)}",
          f"Auth0 Management API token for the user migration (valid 24h): {jwt({'iss': 'https://acme.us.auth0.com/', 'sub': rnd(ALNUM, 32) + '@clients', 'aud': 'https://acme.us.auth0.com/api/v2/', 'iat': (t := epoch()), 'exp': t + 86400, 'scope': 'read:users update:users', 'gty': 'client-credentials'}, 'RS256', rnd(URLSAFE, 342))}")
    r.add("okta_token",
          f"OKTA_ORG_URL=https://acme.okta.example\nOKTA_API_TOKEN={okta()}",
          f'curl -H "Authorization: SSWS {okta()}" https://acme.okta.example/api/v1/users?limit=25')
    r.add("clerk_secret",
          f"CLERK_SECRET_KEY={clerk_sk()}\nNEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_{b64(b'clerk.acme.test$').rstrip('=')}",
          f"clerk prod secret key for the backend: {clerk_sk()}")
    r.add("openai_key",
          f"OPENAI_API_KEY={openai_key()}",
          f"the service-account key for the support-summarizer project: {openai_key()}",
          f"from openai import OpenAI\nclient = OpenAI(api_key=\"{openai_key()}\")")
    r.add("anthropic_key",
          f"ANTHROPIC_API_KEY={anthropic_key()}",
          f'curl https://api.anthropic.com/v1/messages -H "x-api-key: {anthropic_key()}" -H "anthropic-version: 2023-06-01" -H "content-type: application/json"',
          f"eval harness key (workspace 'evals'), {who()} has a copy: {anthropic_key()}")
    r.add("github_pat",
          f"my github PAT is {ghp()}",
          f"fine-grained token, repo acme/infra only, contents:write, expires in 90 days: {gh_fine()}",
          f"GH_TOKEN={gh_fine()} gh pr list --repo acme/web",
          f"OAuth token the old deploy script used: gho_{rnd(ALNUM, 36)}")
    r.add("gitlab_token",
          f"GITLAB_TOKEN={glpat()}",
          f"gitlab deploy token for the helm charts repo: user gitlab+deploy-token-{digits(6, True)}, token gldt-{rnd(URLSAFE, 20)}",
          f"gitlab-runner register --url https://gitlab.acme.test --token glrt-{rnd(URLSAFE, 20)} --executor docker")
    r.add("atlassian_token",
          f"JIRA_API_TOKEN={atlassian()}\nJIRA_EMAIL=jordan@acme.test\nJIRA_BASE_URL=https://acme.atlassian.net",
          f"curl -u jordan@acme.test:{atlassian()} https://acme.atlassian.net/rest/api/3/myself")
    r.add("shopify_token",
          f"SHOPIFY_ADMIN_TOKEN=shpat_{hexs(32)}\nSHOPIFY_STORE=acme-store.myshopify.com",
          f"custom app 'inventory-sync' admin API access token: shpat_{hexs(32)} (API secret shpss_{hexs(32)})")
    r.add("vault_token",
          f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_token()}",
          f"root token from the re-init, put it in the safe and then delete this: {vault_token()}")
    r.add("doppler_token",
          f"DOPPLER_TOKEN={doppler('prd')}",
          f"service token for the staging config of the api project: {doppler('stg')}")
    r.add("grafana_token",
          f"GRAFANA_SA_TOKEN={glsa()}",
          f"grafana cloud access policy token for the alloy agents: glc_{b64url({'o': digits(6, True), 'n': 'alloy-prod', 'k': rnd(ALNUM, 24), 'm': {'r': 'prod-us-east-0'}})}")
    r.add("aws_keys",
          f"[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-west-2",
          f"IAM user ci-deployer (account {aws_account()}): AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"the S3 uploader keys {who()} generated: {aws_key_id()} / {aws_secret()}")
    r.add("postgres_url",
          f"DATABASE_URL=postgres://app:{rnd(ALNUM, 24)}@db.acme.internal:5432/acme_prod?sslmode=require",
          f"psql 'postgresql://readonly:{human_pw()}@replica.acme.internal:5432/analytics'",
          f"Supabase direct connection: postgresql://postgres:{rnd(ALNUM, 16)}@db.{supabase_ref()}.supabase.co:5432/postgres")
    r.add("mongodb_url",
          f"MONGODB_URI=mongodb+srv://api-user:{rnd(ALNUM, 16)}@cluster0.{rnd(LOWER + DIGITS, 5)}.mongodb.net/acme?retryWrites=true&w=majority",
          f"atlas read-only user for analytics: mongodb+srv://metabase:{rnd(ALNUM, 18)}@analytics.{rnd(LOWER + DIGITS, 5)}.mongodb.net/")
    r.add("redis_url",
          f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@redis-{digits(5, True)}.c1.us-west-2.cache.acme.internal:6380",
          f"upstash redis for rate limiting: redis://default:{rnd(ALNUM, 34)}@usw1-{secrets.choice(WORDS)}-{digits(5, True)}.upstash.example:{digits(5, True)}")
    r.add("amqp_url",
          f"CELERY_BROKER_URL=amqps://worker:{rnd(ALNUM, 20)}@rabbit.acme.internal:5671/jobs",
          f"cloudamqp instance: amqps://{(u := rnd(LOWER, 8))}:{rnd(URLSAFE, 32)}@possum.lmq.cloudamqp.example/{u}")
    r.add("pgpass",
          f"~/.pgpass\ndb.acme.internal:5432:acme_prod:app:{rnd(ALNUM, 24)}\nreplica.acme.internal:5432:*:readonly:{human_pw()}",
          f"added to .pgpass for the migration box: *:6432:*:pgbouncer_admin:{gen_pw(18).replace(':', '#')}")
    r.add("netrc",
          f"machine artifacts.acme.internal\n  login ci-bot\n  password {rnd(ALNUM, 32)}",
          f".netrc on the build VM: machine api.github.com login acme-ci password {ghp()}")
    r.add("git_credential_url",
          f"~/.git-credentials\nhttps://jordan:{ghp()}@github.com\nhttps://oauth2:{glpat()}@gitlab.acme.test",
          f"git remote set-url origin https://x-access-token:ghs_{rnd(ALNUM, 36)}@github.com/acme/web.git",
          f"git clone https://deploy:{rnd(ALNUM, 20)}@git.acme.internal/platform/infra.git")
    r.add("kubeconfig",
          f"apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://k8s.acme.internal:6443\n  name: prod\nusers:\n- name: admin\n  user:\n    token: {jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'kube-system', 'sub': 'system:serviceaccount:kube-system:admin'}, 'RS256', rnd(URLSAFE, 342))}",
          f"users:\n- name: doks-admin\n  user:\n    client-certificate-data: {cert_b64()}\n    client-key-data: {kube_key_data()}")
    r.add("k8s_secret_manifest",
          f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: api-secrets\n  namespace: prod\ntype: Opaque\ndata:\n  STRIPE_SECRET_KEY: {b64(stripe_sk().encode())}\n  DATABASE_PASSWORD: {b64(rnd(ALNUM, 24).encode())}",
          f"kind: Secret\nmetadata:\n  name: sendgrid\nstringData:\n  api-key: {sendgrid_key()}",
          f"kubectl create secret generic openai --from-literal=OPENAI_API_KEY={openai_key()} -n ml")
    r.add("tfvars",
          f"# prod.auto.tfvars\nregion            = \"us-west-2\"\ndb_password       = \"{gen_pw(24)}\"\ndatadog_api_key   = \"{hexs(32)}\"\ncloudflare_token  = \"{cf_token()}\"",
          f"terraform apply -var 'do_token={do_token()}' -var region=sfo3")
    r.add("docker_compose",
          f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: acme\n      POSTGRES_PASSWORD: {rnd(ALNUM, 22)}\n  api:\n    environment:\n      - STRIPE_SECRET_KEY={stripe_sk()}",
          f"staging compose file on the droplet still has\n      MINIO_ROOT_USER: admin\n      MINIO_ROOT_PASSWORD: {rnd(ALNUM, 24)}")
    r.add("gha_workflow_literal",
          f"      - name: Publish\n        run: npm publish --access public\n        env:\n          NODE_AUTH_TOKEN: {npm_token()}",
          f"      - uses: docker/login-action@v3\n        with:\n          username: acmebuild\n          password: {dockerhub()}")
    proj2 = pick("acme-data", "acme-bq-prod", "acme-ml-294")
    r.add("gcp_service_account",
          '{"type": "service_account", "project_id": "' + proj2 + '", "private_key_id": "' + hexs(40) + '", "private_key": "' + private_pem() + '", "client_email": "bq-loader@' + proj2 + '.iam.gserviceaccount.com", "client_id": "' + digits(21, True) + '", "token_uri": "https://oauth2.googleapis.com/token"}',
          f"GOOGLE_CREDENTIALS_JSON={b64(json.dumps({'type': 'service_account', 'project_id': proj2, 'private_key_id': hexs(40), 'private_key': private_pem().replace(chr(92) + 'n', chr(10)), 'client_email': 'ci@' + proj2 + '.iam.gserviceaccount.com'}).encode())}")
    r.add("ssh_private_key",
          "deploy key for acme/infra (read-only) — the public half is on GitHub:\n" + openssh_private(),
          "the bastion key, ~/.ssh/acme_bastion:\n" + pem("RSA PRIVATE KEY", 7))
    r.add("pgp_private_key",
          "release signing key (export --armor --export-secret-keys):\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(b64_token(48) for _ in range(5)) + "\n=" + rnd(B64, 4) + "\n-----END PGP PRIVATE KEY BLOCK-----",
          "-----BEGIN PGP PRIVATE KEY BLOCK-----\nComment: jordan@acme.test (work laptop)\n\n" + "\n".join(b64_token(48) for _ in range(5)) + "\n-----END PGP PRIVATE KEY BLOCK-----")
    r.add("age_key",
          f"sops age key for the infra repo (keys.txt):\n# created: 2024-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)}T09:12:44-07:00\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"SOPS_AGE_KEY={age_secret_key()}")
    r.add("totp_seed",
          f"otpauth://totp/AWS:root@acme-prod?secret={rnd(BASE32, 32)}&issuer=Amazon%20Web%20Services",
          f"TOTP seed for the shared Apple developer account (so anyone on call can log in): {groups(rnd(BASE32, 32), 4)}",
          f"Stripe 2FA setup key, scanning didn't work so I typed it: {rnd(BASE32, 16).lower()}")
    r.add("recovery_codes",
          "GitHub recovery codes (jordan-acme):\n" + recovery_codes(8, "github"),
          "Google Workspace super admin backup codes: " + recovery_codes(6, "digits"),
          "1Password emergency kit — Secret Key " + "A3-" + "-".join(rnd(UPPER + DIGITS, n) for n in (6, 6, 5, 5, 5, 5)) + " / master password " + phrase(WORDS, 4, "-"))
    r.add("office_codes",
          f"SF office: wifi AcmeHQ / {phrase(WORDS, 2, '')}{digits(3)}, door code {digits(4)}#, alarm {digits(5)}",
          f"front door keypad changed to {digits(6)} after the move; bike room is {digits(4)}",
          f"Guest wifi for the offsite at the Presidio rental: network 'Bayview-5G', password {rnd(ALNUM, 12)}")
    r.add("personal_password",
          f"my laptop login is {human_pw()}",
          f"bank password (Chase) changed to {human_pw()} — update in 1P when I'm home",
          f"Netflix: jordan.r@gmail.example / {human_pw()}")
    r.add("slack_chat_credential",
          f"[10:42 AM] {who()}: here's the staging admin pw: {gen_pw(16)}\n[10:43 AM] jordan: thx",
          f"DM from {who()}: \"prod grafana admin is admin / {rnd(ALNUM, 18)}, pls don't share\"",
          f"#eng-infra thread: the metabase admin login is metabase@acme.test and {human_pw()} until SSO lands")
    r.add("handover_note",
          f"Handover for {who()} while I'm on leave:\n- Stripe: keys in Doppler, but the emergency restricted key is {stripe_rk()}\n- PagerDuty: I'm off rotation until 7/15\n- The Fly deploy token is fo1_{rnd(URLSAFE, 43)}",
          f"Oncall handover:\n1. Sentry token for the release script: sntryu_{hexs(64)}\n2. Redis prod password: {rnd(ALNUM, 28)}\n3. Runbook: https://wiki.acme.test/oncall",
          f"Things {who()} needs day one: VPN login is their email, the shared Figma token is figd_{rnd(URLSAFE, 40)}, staging DB password {rnd(ALNUM, 20)}")
    r.add("password_manager_csv",
          f"name,url,username,password,totp\nAWS root,https://signin.aws.amazon.com,root@acme.test,{gen_pw(24).replace(',', '.')},\nCloudflare,https://dash.cloudflare.com,ops@acme.test,{gen_pw(20).replace(',', '.')},{rnd(BASE32, 32)}",
          f"\"Heroku\",\"https://id.heroku.com\",\"jordan@acme.test\",\"{human_pw()}\",\"\"\n\"Namecheap\",\"https://namecheap.com\",\"acmeops\",\"{gen_pw(18)}\",\"\"")
    r.add("curl_bearer",
          f'curl -H "Authorization: Bearer {rnd(URLSAFE, 48)}" https://api.acme.test/internal/v1/reindex',
          f"http POST https://api.acme.test/admin/flush 'Authorization:Bearer {jwt({'sub': 'admin', 'role': 'superuser', 'iat': epoch()})}'")
    r.add("app_signing_secret",
          f"NEXTAUTH_SECRET={b64_token(32)}\nNEXTAUTH_URL=https://app.acme.test",
          f"session cookie secret for the express app: SESSION_SECRET={hexs(64)}",
          f"JWT_SECRET={rnd(URLSAFE, 64)} (HS256, shared by api and worker)")
    return r


# ---- look-alikes ---------------------------------------------------------------------

def lookalikes() -> Rows:
    r = Rows()

    r.add("secretsmanager_arn",
          f"The rotation lambda reads arn:aws:secretsmanager:{pick('us-west-2', 'us-east-1', 'us-east-2')}:{aws_account()}:secret:prod/api/stripe-{rnd(ALNUM, 6)}",
          f"RDS-managed master secret: arn:aws:secretsmanager:us-west-2:{aws_account()}:secret:rds!db-{uid()}-{rnd(ALNUM, 6)}",
          f"ECS task def pulls DATABASE_PASSWORD valueFrom arn:aws:secretsmanager:us-east-1:{aws_account()}:secret:staging/db-{rnd(ALNUM, 6)}:password::")
    r.add("aws_arn",
          f"GitHub OIDC role: arn:aws:iam::{aws_account()}:role/gha-deploy-{rnd(LOWER + DIGITS, 8)}",
          f"KMS key for the backups bucket arn:aws:kms:us-west-2:{aws_account()}:key/{uid()}",
          f"SSM param arn:aws:ssm:us-west-2:{aws_account()}:parameter/prod/api/SENTRY_DSN is where the config lives")
    r.add("aws_resource_ids",
          f"prod VPC vpc-{hexs(17)}, private subnets subnet-{hexs(17)} and subnet-{hexs(17)}, sg for the api sg-{hexs(17)}",
          f"new base AMI ami-{hexs(17)} (Ubuntu 24.04, built by packer run {digits(8, True)})")
    r.add("pod_name",
          f"{pod_name('api')} is OOMKilled every ~40 min, limit is 512Mi",
          f"kubectl logs -f {pod_name('billing-worker')} -c worker --since=1h",
          f"NAME                                READY   STATUS    RESTARTS\n{pod_name('web')}     1/1     Running   0\n{pod_name('web')}     0/1     Pending   0")
    r.add("container_id",
          f"docker exec -it {hexs(12)} sh — that's the api container on staging-2",
          f"containerd says {hexs(64)} is the one holding port 8080")
    r.add("commit_sha",
          f"the regression came in with {sha()}, reverted in {hexs(7)}",
          f"prod is running {hexs(12)}; staging is ahead at {hexs(12)}",
          f"git cherry-pick {sha()} onto release/2024-07")
    r.add("image_digest",
          f"image: ghcr.io/acme/api@sha256:{hexs(64)}",
          f"Digest: sha256:{hexs(64)}\nStatus: Downloaded newer image for node:20-alpine",
          f"pin the base image to python:3.12-slim@sha256:{hexs(64)} until the openssl thing is fixed")
    r.add("content_hash",
          f"{hexs(64)}  acme-cli_1.8.2_darwin_arm64.tar.gz",
          f'<script src="https://cdn.acme.test/widget.js" integrity="sha384-{b64_token(48)}" crossorigin="anonymous"></script>',
          f"ETag: \"{hexs(32)}\" on the pricing page, so CloudFront is serving the stale one")
    r.add("package_integrity",
          f"\"node_modules/zod\": {{\n  \"version\": \"3.23.8\",\n  \"resolved\": \"https://registry.npmjs.org/zod/-/zod-3.23.8.tgz\",\n  \"integrity\": \"sha512-{b64_token(64)}\"\n}}",
          f"requirements.txt: django==5.0.7 \\\n    --hash=sha256:{hexs(64)}")
    r.add("uuid_url",
          f"Runbook: https://wiki.acme.test/spaces/ENG/pages/{uid()}/Rotate+Stripe+keys",
          f"the failing job https://github.com/acme/web/actions/runs/{digits(10, True)}/job/{digits(11, True)}",
          f"Supabase dashboard for staging: https://supabase.com/dashboard/project/{supabase_ref()}/settings/api")
    r.add("request_id",
          f"Stripe support asked for the request id: req_{rnd(ALNUM, 14)} (POST /v1/payment_intents, 402)",
          f"x-request-id: {uid()}\ntraceparent: 00-{hexs(32)}-{hexs(16)}-01",
          f"Cloudflare 524 on checkout, Ray ID {hexs(16)}-SJC")
    r.add("stripe_publishable",
          f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 97)}",
          f"const stripe = Stripe('pk_live_51{rnd(ALNUM, 97)}');",
          f"test-mode publishable key for the storybook demo: pk_test_51{rnd(ALNUM, 97)}")
    r.add("stripe_object_ids",
          f"refund the duplicate charge ch_3{rnd(ALNUM, 23)} for customer cus_{rnd(ALNUM, 14)}",
          f"Pro plan is price_1{rnd(ALNUM, 23)} (monthly) and price_1{rnd(ALNUM, 23)} (annual), product prod_{rnd(ALNUM, 14)}",
          f"webhook endpoint we_1{rnd(ALNUM, 23)} keeps failing on evt_1{rnd(ALNUM, 23)} (invoice.paid)")
    r.add("masked_secret",
          f"Stripe dashboard shows the live secret as sk_live_...{rnd(ALNUM, 4)}; that's the one created Jun 3",
          f"GitHub lists the token as ghp_••••••••••••••••••••••••••••••••{rnd(ALNUM, 4)}, last used 3 days ago",
          "DATABASE_URL=postgres://app:********@db.acme.internal:5432/acme_prod (from the Render dashboard, masked)")
    ref = supabase_ref()
    r.add("supabase_anon",
          f"NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.co\nNEXT_PUBLIC_SUPABASE_ANON_KEY={supabase_jwt(ref, 'anon')}",
          f"the new publishable key for the mobile app: sb_publishable_{rnd(URLSAFE, 31)} (RLS does the real work)")
    fb = pick("acme-web-prod", "acme-mobile", "acme-dev-1f2a")
    r.add("firebase_web_config",
          "const firebaseConfig = {\n  apiKey: \"AIza" + rnd(URLSAFE, 35) + "\",\n  authDomain: \"" + fb + ".firebaseapp.com\",\n  projectId: \"" + fb + "\",\n  storageBucket: \"" + fb + ".appspot.com\",\n  messagingSenderId: \"" + digits(12, True) + "\",\n  appId: \"1:" + digits(12, True) + ":web:" + hexs(22) + "\",\n  measurementId: \"G-" + rnd(UPPER + DIGITS, 10) + "\"\n};",
          f"GoogleService-Info.plist has API_KEY AIza{rnd(URLSAFE, 35)} and GOOGLE_APP_ID 1:{digits(12, True)}:ios:{hexs(22)}")
    r.add("mapbox_public",
          f"NEXT_PUBLIC_MAPBOX_TOKEN={mapbox('pk')}",
          f"mapboxgl.accessToken = '{mapbox('pk', 'acme-web')}'; // URL-restricted to *.acme.test")
    r.add("algolia_search",
          f"NEXT_PUBLIC_ALGOLIA_APP_ID={rnd(UPPER + DIGITS, 10)}\nNEXT_PUBLIC_ALGOLIA_SEARCH_KEY={hexs(32)}",
          f"docsearch config: appId '{rnd(UPPER + DIGITS, 10)}', apiKey '{hexs(32)}' (search-only), indexName 'acme-docs'")
    r.add("clerk_publishable",
          f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_{b64(b'clerk.acme.test$').rstrip('=')}",
          f"<ClerkProvider publishableKey=\"pk_test_{b64(('clerk.' + rnd(LOWER, 8) + '-' + rnd(LOWER, 6) + '-' + digits(2) + '.lcl.dev$').encode()).rstrip('=')}\">")
    r.add("ssh_public_key",
          f"authorized_keys on the bastion:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jordan@mbp\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} {who().lower()}@acme",
          f"GitHub deploy key (public) for acme/infra: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} deploy@infra",
          f"github.com ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 81)}")
    r.add("ssh_fingerprint",
          f"The key fingerprint is SHA256:{b64_token(32).rstrip('=')} jordan@mbp (ED25519)",
          f"ECDSA key fingerprint is SHA256:{b64_token(32).rstrip('=')}. Are you sure you want to continue connecting (yes/no)?")
    r.add("jwks_dkim",
          '{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"' + rnd(URLSAFE, 22) + '","n":"' + b64u(secrets.token_bytes(256)) + '","e":"AQAB"}]} is what https://acme.us.auth0.com/.well-known/jwks.json returns',
          f"s1._domainkey.acme.test TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64_token(210)}\"",
          f"Postmark DKIM: 2024{digits(4)}pm._domainkey.mail.acme.test -> k=rsa;p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ{b64_token(96)}")
    r.add("pgp_public",
          "security.txt points to this key:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(b64_token(48) for _ in range(5)) + "\n=" + rnd(B64, 4) + "\n-----END PGP PUBLIC KEY BLOCK-----",
          f"release signing key fingerprint {groups(hexs(40).upper(), 4)} (on keys.openpgp.org)")
    r.add("age_recipient",
          f".sops.yaml\ncreation_rules:\n  - path_regex: prod/.*\n    age: >-\n      {age_public_key()},\n      {age_public_key()}",
          f"my age recipient for sending me files: {age_public_key()}")
    r.add("wallet_address",
          f"the bounty payout wallet (USDC on Base): 0x{hexs(40)}",
          f"{who()}'s donation address for the hackathon: bc1q{rnd(BECH32, 38)}; Solana one is {rnd(BASE58, 44)}")
    r.add("terraform_ref",
          "password = var.db_password  # set via TF_VAR_db_password in the pipeline",
          "resource \"aws_db_instance\" \"main\" {\n  manage_master_user_password = true\n  username = \"acme\"\n}",
          "api_token = data.aws_secretsmanager_secret_version.cloudflare.secret_string")
    r.add("gha_secret_ref",
          "      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}",
          "      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          role-to-assume: ${{ vars.AWS_DEPLOY_ROLE }}\n          aws-region: us-west-2",
          "env:\n  STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}\n  DATABASE_URL: ${{ secrets.STAGING_DATABASE_URL }}")
    r.add("op_ref",
          "STRIPE_SECRET_KEY=op://Engineering/Stripe/secret_key\nOPENAI_API_KEY=op://Engineering/OpenAI prod/credential",
          "op run --env-file=.env.tpl -- pnpm dev",
          f"op item get {rnd(LOWER + DIGITS, 26)} --fields label=password --reveal  # the prod DB item")
    r.add("vault_ref",
          "vault kv get -field=api_key secret/prod/sendgrid",
          "vault read database/creds/readonly  (gives a 1h dynamic user)",
          "annotations:\n  vault.hashicorp.com/agent-inject: \"true\"\n  vault.hashicorp.com/agent-inject-secret-db: \"database/creds/api\"")
    r.add("helm_template_ref",
          "password: {{ .Values.db.password | b64enc | quote }}",
          "- name: SENDGRID_API_KEY\n  value: {{ required \"sendgrid key missing\" .Values.sendgrid.apiKey | quote }}")
    r.add("env_var_ref",
          "const stripe = new Stripe(process.env.STRIPE_KEY!, { apiVersion: '2024-06-20' })",
          "psql \"$DATABASE_URL\" -c 'select count(*) from users'",
          "client = OpenAI(api_key=os.environ[\"OPENAI_API_KEY\"])")
    r.add("env_example",
          ".env.example\nDATABASE_URL=\nSTRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\nSENDGRID_API_KEY=\nNEXTAUTH_SECRET=",
          "# .env.example — copy to .env.local and fill in real values, never commit .env.local\nOPENAI_API_KEY=\nANTHROPIC_API_KEY=\nSLACK_BOT_TOKEN=\nREDIS_URL=redis://localhost:6379",
          "# Template only; every one of these must be replaced before first boot\nADMIN_PASSWORD=changeme\nSESSION_SECRET=replace-me")
    r.add("placeholder",
          "README: export STRIPE_SECRET_KEY=<YOUR_STRIPE_SECRET_KEY> then run pnpm dev",
          "curl -H \"Authorization: Bearer <token>\" https://api.acme.test/v1/me",
          "docs example: ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx and sk_live_xxxxxxxxxxxxxxxxxxxxxxxx are placeholders, grab your own from the dashboard")
    r.add("npmrc_ref",
          "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n@acme:registry=https://npm.pkg.github.com",
          "~/.pypirc\n[pypi]\nusername = __token__\n# password comes from the keyring (keyring set https://upload.pypi.org/legacy/ __token__)")
    r.add("kubeconfig_exec",
          f"- cluster:\n    certificate-authority-data: {cert_b64()}\n    server: https://{hexs(32).upper()}.gr7.us-west-2.eks.amazonaws.com\nusers:\n- name: prod\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, prod]",
          "users:\n- name: gke\n  user:\n    exec:\n      command: gke-gcloud-auth-plugin\n      provideClusterInfo: true")
    r.add("k8s_secret_ref",
          "env:\n- name: DATABASE_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: api-secrets\n      key: DATABASE_PASSWORD",
          "tls:\n- hosts: [api.acme.test]\n  secretName: api-tls  # cert-manager fills it from letsencrypt-prod")
    r.add("compose_ref",
          "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}",
          "secrets:\n  db_password:\n    file: ./secrets/db_password.txt\nservices:\n  api:\n    secrets: [db_password]")
    r.add("conn_string_no_password",
          "DATABASE_URL=postgres://app@db.acme.internal:5432/acme_prod?sslmode=verify-full&sslrootcert=/etc/ssl/rds.pem",
          f"mongodb+srv://cluster0.{rnd(LOWER + DIGITS, 5)}.mongodb.net/?authSource=%24external&authMechanism=MONGODB-AWS",
          "PGPASSWORD=$(aws rds generate-db-auth-token --hostname db.acme.internal --port 5432 --username app) psql -h db.acme.internal -U app")
    r.add("git_remote",
          "git remote -v\norigin  git@github.com:acme/web.git (fetch)\norigin  git@github.com:acme/web.git (push)",
          "git config --global credential.helper osxkeychain; the remote is https://github.com/acme/infra.git")
    r.add("curl_ref",
          "curl -H \"Authorization: Bearer $STRIPE_KEY\" https://api.stripe.com/v1/balance",
          f"curl -X POST https://api.acme.test/v1/orders -H 'Idempotency-Key: {uid()}' -H 'Content-Type: application/json'",
          f"curl -sI https://acme.test | grep -i etag\netag: W/\"{hexs(8)}-{rnd(URLSAFE, 27)}\"")
    r.add("base64_config",
          f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: feature-config\nbinaryData:\n  flags.json: {b64(json.dumps({'checkout_v2': True, 'new_onboarding': False, 'rollout_pct': 25}).encode())}",
          f"the ?state= param decodes fine: {b64u(json.dumps({'return_to': '/settings/billing', 'nonce_id': secrets.randbelow(10**6)}).encode())}",
          "otel collector config passed as OTEL_CONFIG_B64=" + b64(b"receivers: {otlp: {protocols: {grpc: {}}}}\nexporters: {debug: {}}\nservice: {pipelines: {traces: {receivers: [otlp], exporters: [debug]}}}"))
    r.add("encrypted_value",
          f"sops file: stripe_secret_key: ENC[AES256_GCM,data:{b64_token(80)},iv:{b64_token(32)},tag:{b64_token(16)},type:str]",
          f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    DATABASE_PASSWORD: AgB{b64_token(290)}")
    r.add("workload_identity",
          '{"type": "external_account", "audience": "//iam.googleapis.com/projects/' + digits(12, True) + '/locations/global/workloadIdentityPools/github/providers/acme", "subject_token_type": "urn:ietf:params:oauth:token-type:jwt", "token_url": "https://sts.googleapis.com/v1/token", "service_account_impersonation_url": "https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/deployer@acme-prod.iam.gserviceaccount.com:generateAccessToken", "credential_source": {"url": "https://token.actions.example/?audience=gcp"}}',
          "permissions:\n  id-token: write\n  contents: read\n# no long-lived cloud keys anymore, everything is OIDC")
    r.add("public_env",
          f"NODE_ENV=production\nPORT=3000\nLOG_LEVEL=info\nNEXT_PUBLIC_POSTHOG_KEY=phc_{rnd(ALNUM, 43)}\nNEXT_PUBLIC_APP_URL=https://app.acme.test",
          f"SENTRY_ORG=acme\nSENTRY_PROJECT=web\nDD_SITE=us5.datadoghq.com\nDD_ENV=staging\nDD_VERSION={digits(1, True)}.{digits(2)}.{digits(1)}")
    r.add("oauth_client_id",
          f"GOOGLE_CLIENT_ID={digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"Auth0 SPA app client id {rnd(ALNUM, 32)} (public, PKCE, no secret)",
          f"GitHub App 'acme-bot': App ID {digits(6, True)}, Client ID Iv23li{rnd(ALNUM, 14)}, installation {digits(8, True)}")
    r.add("discord_public_key",
          f"Discord interactions endpoint verifies with the application PUBLIC KEY {hexs(64)} (app id {snowflake()})",
          f"DISCORD_APPLICATION_ID={snowflake()}\nDISCORD_PUBLIC_KEY={hexs(64)}")
    r.add("chat_ids",
          f"alerts go to Slack channel C{rnd(UPPER + DIGITS, 10)} in workspace T{rnd(UPPER + DIGITS, 10)}; bot user is U{rnd(UPPER + DIGITS, 10)}",
          f"the thread is https://acme.slack.example/archives/C{rnd(UPPER + DIGITS, 10)}/p{epoch()}{digits(6)}",
          f"Telegram group chat_id -100{digits(10, True)}, Discord channel {snowflake()}")
    r.add("email_vendor_ids",
          f"SendGrid dynamic template for receipts: d-{hexs(32)}",
          f"Postmark MessageID {uid()} bounced (HardBounce) for a gmail address",
          f"mailgun message id <{epoch()}{digits(6)}.{hexs(16)}@mg.acme.test> was marked as spam")
    r.add("observability_ids",
          f"Datadog monitor {digits(9, True)} (p99 latency) and dashboard {rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}",
          f"Sentry issue WEB-{rnd(UPPER + DIGITS, 3)} event {hexs(32)} — TypeError in checkout",
          f"PagerDuty incident Q{rnd(UPPER + DIGITS, 13)} on service P{rnd(UPPER + DIGITS, 6)}, escalation policy P{rnd(UPPER + DIGITS, 6)}")
    r.add("deploy_ids",
          f"preview is https://web-{rnd(LOWER + DIGITS, 9)}-acme.vercel.app (deployment dpl_{rnd(ALNUM, 28)}, project prj_{rnd(ALNUM, 28)})",
          f"fly machine {hexs(14)} in sjc is stuck in 'replacing'; app acme-api, release v{digits(3, True)}",
          f"Netlify site id {uid()}, deploy {hexs(24)} failed at the build step")
    r.add("cloudflare_ids",
          f"cloudflare_zone_id    = \"{hexs(32)}\"\ncloudflare_account_id = \"{hexs(32)}\"\ndomain                = \"acme.test\"",
          f"R2 bucket endpoint https://{hexs(32)}.r2.cloudflarestorage.com/acme-assets")
    r.add("ai_request_ids",
          f"OpenAI org org-{rnd(ALNUM, 24)}, project proj_{rnd(ALNUM, 24)}; the 500 had x-request-id req_{hexs(32)}",
          f"Anthropic response msg_01{rnd(ALNUM, 22)} got cut off at max_tokens; request-id req_01{rnd(ALNUM, 22)}")
    r.add("shopify_ids",
          f"product gid://shopify/Product/{digits(13, True)} variant gid://shopify/ProductVariant/{digits(14, True)}",
          f"store is acme-store.myshopify.com, order #{digits(4, True)} (id {digits(13, True)}) never synced")
    r.add("order_tracking",
          f"laptop for {who()}: Apple order W{digits(10, True)}, UPS 1Z{rnd(UPPER + DIGITS, 16)}",
          f"FedEx tracking {digits(12, True)} for the monitors; Amazon order 11{digits(1)}-{digits(7)}-{digits(7)}",
          f"USPS {groups(digits(22, True), 4)} — the YubiKeys")
    r.add("invoice_ids",
          f"AWS invoice {digits(10, True)} for June was $4,{digits(3)}.{digits(2)}; Vercel invoice INV-{digits(6, True)}",
          f"Stripe invoice in_1{rnd(ALNUM, 23)} (number {rnd(UPPER, 4)}{digits(4)}-{digits(4)}) is past due")
    r.add("version_strings",
          f"bumped next 14.2.{digits(1)} -> 15.0.0-rc.{digits(1)}; prisma 5.{digits(2, True)}.0; node v20.{secrets.randbelow(19)}.1",
          f"mobile build 3.{digits(1)}.{digits(1)} ({digits(4, True)}) is in TestFlight, android versionCode {digits(6, True)}")
    r.add("cron_expression",
          "nightly backup: 17 3 * * * (UTC), weekly report: 0 14 * * MON",
          "schedule:\n  - cron: '*/15 9-18 * * 1-5'")
    r.add("feature_flags",
          f"LaunchDarkly flag new-checkout-flow, env key production, flag id {hexs(24)}",
          f"PostHog feature flag id {digits(6, True)} ('pricing-v3'), experiment {uid()}")
    r.add("network",
          f"prod bastion 10.{secrets.randbelow(256)}.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1}, NAT egress 198.51.100.{secrets.randbelow(254) + 1} (allowlist that at the partner)",
          f"office printer MAC {mac()} reserved at 192.168.1.{secrets.randbelow(200) + 20}; the Ubiquiti AP is {mac(upper=True)}",
          f"IPv6 for the api: 2001:db8:{hexs(4)}:{hexs(4)}::{hexs(3)}")
    r.add("phone_contact",
          f"Twilio number +1 (415) 555-{digits(4)}, messaging service MG{hexs(32)}, account AC{hexs(32)}",
          f"{who()} cell +1 628-555-{digits(4)}; building mgmt 415-555-{digits(4)} ext {digits(3, True)}")
    r.add("hex_colors",
          f"brand: primary #{hexs(6)}, accent #{hexs(6).upper()}, bg #0b0d12, text rgba(255,255,255,0.87)",
          f"tailwind theme: brand-500 '#{hexs(6)}', brand-600 '#{hexs(6)}', brand-700 '#{hexs(6)}'")
    r.add("numeric_ids",
          f"Segment user id {digits(18, True)} vs our users.id {digits(7, True)} — join on external_id",
          f"GCP project number {digits(12, True)}, billing account {rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}")
    r.add("dns_verification",
          f"acme.test TXT \"google-site-verification={rnd(URLSAFE, 43)}\"",
          f"_github-challenge-acme-org.acme.test TXT \"{hexs(10)}\" and _vercel TXT \"vc-domain-verify=app.acme.test,{hexs(20)}\"")
    r.add("office_logistics",
          f"SF office: 1 Acme Plaza, Suite {digits(3, True)}, guest Wi-Fi is 'AcmeGuest' (open, captive portal), doors are badge-only — ask {who()} for a visitor badge",
          "the main wifi password is on the card by the coffee machine; don't put it in notes")
    r.add("secret_prose",
          "Rotated the Stripe live key today, new one is only in Doppler prd; old one revoked at 4:10pm",
          f"Reminder: {who()}'s GitHub PAT expires Aug 1, ask them to make a fine-grained one scoped to acme/web",
          "We never put the Supabase service_role key in the Next.js bundle, only the anon key (RLS on every table).")
    r.add("pm_export_redacted",
          "vault audit export (names only):\ntitle,url,username,last_modified\nAWS root,https://signin.aws.amazon.com,root@acme.test,2024-05-02\nCloudflare,https://dash.cloudflare.com,ops@acme.test,2024-06-18",
          f"1Password shared vault 'Engineering' has {secrets.randbelow(60) + 40} items; {secrets.randbelow(9) + 2} flagged by Watchtower as reused, list in the audit doc")
    r.add("tfvars_public",
          f"# prod.tfvars\nregion         = \"us-west-2\"\ninstance_type  = \"t4g.medium\"\nami_id         = \"ami-{hexs(17)}\"\ncert_arn       = \"arn:aws:acm:us-west-2:{aws_account()}:certificate/{uid()}\"",
          f"project_id = \"acme-prod\"\nzone       = \"us-west1-b\"\nsa_email   = \"deployer@acme-prod.iam.gserviceaccount.com\"\nkms_key_id = \"projects/acme-prod/locations/us/keyRings/app/cryptoKeys/{rnd(LOWER, 6)}\"")
    return r


def main() -> None:
    write_corpora("make_heldout32.py", [
        ("heldout32_credentials.yaml", credentials(), "batch 32 (US startup tech lead, many vendors and paste forms), written blind; every value synthetic"),
        ("heldout32_lookalikes.yaml", lookalikes(), "batch 32 look-alikes: the same tech lead's ARNs, ids, digests, public keys, references and masked values, written blind"),
    ])


if __name__ == "__main__":
    main()
