# ruff: noqa: E501
"""Writes heldout147_credentials.yaml and heldout147_lookalikes.yaml: held-out batch 147.

Persona: a developer-relations engineer and docs writer at an API company in Amsterdam
("Acme Relay"), who keeps English notes (a Dutch word here and there) while preparing docs,
conference talks and sample apps. The notes mix documentation examples and placeholders with
real keys pasted by mistake: the production key, CI and publish tokens, demo-store and demo-DB
secrets, the conference Wi-Fi and the presenter laptop.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import hashlib
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
    anthropic_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    b64url,
    basic,
    card_expiry,
    digits,
    epoch,
    filevault_key,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pem_body,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "canal", "tulip", "bicycle", "herring", "stroopwafel", "bridge", "ferry", "windmill",
    "lantern", "orbit", "copper", "violet", "harbour", "pixel", "marble", "falcon", "walnut",
    "thunder", "pepper", "quartz", "meadow", "saddle", "ember", "glacier", "pickle", "rocket",
]

# ----------------------------------------------------------------------------- value makers


def ak_live() -> str:
    return "ak_live_" + rnd(ALNUM, 32)


def ak_test() -> str:
    return "ak_test_" + rnd(ALNUM, 32)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def github_pat() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def npm_token() -> str:
    return "npm_" + rnd(ALNUM, 36)


def rk_live() -> str:
    return "rk_live_51" + rnd(ALNUM, 97)


def whsec() -> str:
    return "whsec_" + rnd(ALNUM, 32)


def svix_secret() -> str:
    return "whsec_" + b64(secrets.token_bytes(24))


def slack_bot() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def discord_bot() -> str:
    return f"{b64u(digits(18, True).encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def gocspx() -> str:
    return "GOCSPX-" + rnd(URLSAFE, 28)


def pypi_token() -> str:
    return "pypi-AgEIcHlwaS5vcmcCJD" + rnd(URLSAFE, 150)


def dckr() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def sentry_token() -> str:
    return "sntryu_" + hexs(64)


def stream_key() -> str:
    return "-".join(rnd(LOWER + DIGITS, 4) for _ in range(5))


def mailchimp() -> str:
    return f"{hexs(32)}-us{secrets.randbelow(20) + 1}"


def phx() -> str:
    return "phx_" + rnd(ALNUM, 47)


def cfpat() -> str:
    return "CFPAT-" + rnd(URLSAFE, 43)


def pmak() -> str:
    return f"PMAK-{hexs(24)}-{hexs(34)}"


def mapbox_sk() -> str:
    return "sk." + b64url({"u": "acme-devrel", "a": rnd(LOWER + DIGITS, 25)}) + "." + rnd(URLSAFE, 22)


def hf() -> str:
    return "hf_" + rnd(ALNUM, 34)


def lin() -> str:
    return "lin_api_" + rnd(ALNUM, 40)


def figd() -> str:
    return "figd_" + rnd(URLSAFE, 40)


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def vercel() -> str:
    return rnd(ALNUM, 24)


def card() -> str:
    return groups(luhn(pick("4", "51", "53", "55")), 4)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def passphrase(n: int = 5, sep: str = "-") -> str:
    return phrase(WORDS, n, sep)


def pg_pw() -> str:
    return rnd(ALNUM, 24)


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


# ----------------------------------------------------------------------------- credentials


def credentials() -> Rows:
    r = Rows()

    r.add(
        "company_live_api_key",
        f"oops, pasted the prod key into the quickstart draft instead of the placeholder. the actual one is {ak_live()} — swap it for YOUR_API_KEY before the PR goes up!!",
        f"Acme Relay prod key (devrel account, org devrel-main):\n{ak_live()}\nonly for the live demo at the meetup, revoke afterwards",
        f"export ACME_API_KEY={ak_live()}   # real one, from my shell history, don't commit",
        f"remember for the talk tomorrow: the live key on the demo laptop is {ak_live()} (billing is on the marketing budget, cap is 200 EUR)",
    )
    r.add(
        "staging_admin_token",
        f"staging admin token (all scopes, expires never, ugh): stg_adm_{rnd(URLSAFE, 40)}",
        f"curl -H 'Authorization: Bearer stg_adm_{rnd(URLSAFE, 40)}' https://staging.acme.internal/admin/v1/orgs\n^ that works for resetting the docs sandbox orgs",
        f"Pieter gave me the staging admin token over Slack, saving it here: stg_adm_{rnd(URLSAFE, 40)}",
    )
    r.add(
        "stripe_restricted_key",
        f"demo store (acme-swag) restricted key, only products:read + checkout:write\n{rk_live()}",
        f"STRIPE_SECRET_KEY={rk_live()}\n# restricted, live mode, for the swag shop sample app",
        f"Stripe rk for the shop demo -> {rk_live()} . Marloes asked me to keep it off the slides",
    )
    r.add(
        "github_pat_docs_ci",
        f"docs CI PAT (classic, repo + workflow), owner bot-acme-docs: {ghp()}",
        f"gh auth login --with-token <<< {ghp()}\n(token of the docs bot, for when the Actions runner breaks again)",
        f"fine-grained PAT for acme-relay/docs, contents:write, exp 2026-03-01\n{github_pat()}",
        f"the DOCS_CI_TOKEN secret in the repo settings = {ghp()} , copy kept here because GitHub won't show it again",
    )
    r.add(
        "npm_publish_token",
        f"npm automation token for @acme-relay/sdk publishes: {npm_token()}",
        f"~/.npmrc on the build box\n//registry.npmjs.org/:_authToken={npm_token()}",
        f"NPM_TOKEN {npm_token()} (granular, publish only @acme-relay/*)",
    )
    r.add(
        "openai_api_key",
        f"chatbot demo (ask-the-docs) key: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}\nproject: devrel-docsbot, monthly limit 50 USD",
        f"from openai import OpenAI\nclient = OpenAI(api_key=\"{openai_project_key()}\")  # TODO move to env before the livestream",
    )
    r.add(
        "demo_postgres_password",
        f"demo db (sample-app-pg.acme.internal) user demo_owner pw {pg_pw()}",
        f"psql password for the bookstore sample database: {pg_pw()}",
        f"PGPASSWORD='{pg_pw()}' psql -h sample-app-pg.acme.internal -U demo_owner bookstore",
    )
    r.add(
        "postgres_connection_url",
        f"DATABASE_URL=postgres://demo_owner:{pg_pw()}@sample-app-pg.acme.internal:5432/bookstore?sslmode=require",
        f"conn string for the workshop DB (participants get read-only, this is the owner one!)\npostgresql://workshop_admin:{pg_pw()}@pg.workshop.acme.test:5432/relay_workshop",
        f"prisma datasource url: \"postgresql://sample:{pw()}@db.samples.acme.internal:5432/todo\"",
    )
    r.add(
        "algolia_admin_api_key",
        f"DocSearch — app id {rnd(UPPER + DIGITS, 10)}, ADMIN key {hexs(32)} (the crawler needs it, never put in the frontend)",
        f"algolia admin api key for reindexing docs: {hexs(32)}",
        f"ALGOLIA_ADMIN_KEY={hexs(32)}\nALGOLIA_APP_ID={rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "cloudflare_api_token",
        f"CF token for docs.acmerelay.example (Zone.DNS edit + Cache Purge): {cf_token()}",
        f"curl -X POST \"https://api.cloudflare.com/client/v4/zones/{hexs(32)}/purge_cache\" -H \"Authorization: Bearer {cf_token()}\" --data '{{\"purge_everything\":true}}'",
        f"cloudflare api token docs site\n{cf_token()}\nmade 12 Feb, Ruben has the other one",
    )
    r.add(
        "newsletter_smtp_password",
        f"newsletter SMTP: smtp.mail.acme.example:587, user devrel-news@acmerelay.example, wachtwoord {pw()}",
        f"SMTP_USER=devrel-news\nSMTP_PASS={pw()}\nSMTP_HOST=smtp.mail.acme.example",
        f"for the monthly dev newsletter the mail relay login is devrel-news / {pw()}",
    )
    r.add(
        "vercel_access_token",
        f"vercel token for deploying the sample apps from CI: {vercel()}",
        f"vercel --token {vercel()} --prod   # run from examples/nextjs-checkout",
        f"VERCEL_TOKEN → {vercel()}  (scope: acme-devrel team)",
    )
    r.add(
        "webhook_signing_secret",
        f"webhook signing secret for the demo endpoint https://hooks.samples.acme.test/relay : {whsec()}",
        f"stripe listen gave me {whsec()} for the local swag-shop webhook, it's the same one I put in prod env by accident",
        f"Acme Relay webhook secret (prod dashboard, endpoint ep_{rnd(ALNUM, 14)}):\n{svix_secret()}",
    )
    r.add(
        "aws_recordings_key_pair",
        f"S3 bucket acme-talk-recordings, IAM user devrel-uploader\nAccess key: {aws_key_id()}\nSecret: {aws_secret()}",
        f"[recordings]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-1",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 sync ./talks s3://acme-talk-recordings/2025/",
    )
    r.add(
        "conference_wifi_password",
        f"APIdays wifi: SSID APIDAYS-SPEAKERS, pw {rnd(ALNUM, 10)}",
        f"Speaker room wifi at the venue (RAI hall 4) — network 'Speakers-5G', password: {passphrase(3, '')}{digits(2)}",
        f"wifi for the workshop, write on whiteboard at 9:00\nnet: DevRelCon-Workshop\nkey: {rnd(ALNUM, 12)}",
    )
    r.add(
        "presenter_laptop_password",
        f"presenter laptop (the loaner MacBook, asset tag MB-{digits(4)}) login: presenter / {pw()}",
        f"password of the stage laptop at the venue is {rnd(ALNUM, 10)}, AV guy said to type it myself",
        f"laptop wachtwoord voor de demo-machine: {passphrase(3)}{digits(2)}",
    )
    r.add(
        "anthropic_api_key",
        f"claude key for comparing chatbot answers in the demo: {anthropic_key()}",
        f"ANTHROPIC_API_KEY=\"{anthropic_key()}\"",
        f"note to self: the docsbot fallback model key is {anthropic_key()} — its on the devrel workspace, spend limit 30",
    )
    r.add(
        "sendgrid_api_key",
        f"sendgrid key (mail send only) for the sign-up sample: {sendgrid_key()}",
        f"newsletter backup sender, if the SMTP relay dies again: SENDGRID_API_KEY={sendgrid_key()}",
        f"sg.send() in the welcome-mail sample still has the real key hardcoded:\n  sg = SendGridAPIClient('{sendgrid_key()}')\nfix before tagging v1.2!",
    )
    r.add(
        "slack_bot_token",
        f"community slack bot (#ask-devrel auto-answers) token {slack_bot()}",
        f"SLACK_BOT_TOKEN={slack_bot()}\nSLACK_SIGNING_SECRET={hexs(32)}",
        f"the docs-feedback bot's xoxb: {slack_bot()}",
    )
    r.add(
        "discord_bot_token",
        f"Discord bot for the dev community server, token:\n{discord_bot()}",
        f"DISCORD_TOKEN={discord_bot()} # RelayHelper bot, reset if it leaks",
        f"new token after the reset (RelayHelper) ->\n{discord_bot()}",
    )
    r.add(
        "google_oauth_client_secret",
        f"YouTube upload app (for talk recordings) client id {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com secret {gocspx()}",
        f"GOOGLE_CLIENT_SECRET={gocspx()}\n# the 'Sign in with Google' sample, real project acme-samples",
        f"oauth secret for the login sample: {gocspx()}",
    )
    r.add(
        "staging_session_jwt",
        f"my staging dashboard session token (copied from devtools, valid 30 days):\n{jwt({'sub': 'usr_' + rnd(ALNUM, 16), 'org': 'devrel', 'role': 'admin', 'iat': epoch(), 'exp': epoch() + 2592000})}",
        f"Authorization: Bearer {jwt({'sub': 'usr_' + rnd(ALNUM, 16), 'scope': 'admin:all', 'iss': 'https://auth.staging.acme.internal', 'exp': epoch() + 86400}, 'RS256', rnd(URLSAFE, 342))}",
        f"admin JWT that actually works against staging, for recording the screencast: {jwt({'uid': digits(6, True), 'adm': True, 'exp': epoch() + 604800})}",
    )
    r.add(
        "docs_cms_session_cookie",
        f"docs CMS session cookie so the screenshot script can log in:\ncms_session={rnd(URLSAFE, 64)}; Domain=cms.docs.acme.internal",
        f"cookie: _acme_docs_sess={b64(secrets.token_bytes(48))}--{hexs(40)}",
        f"playwright storageState for the screenshot bot, the session value is {rnd(URLSAFE, 48)} (cookie sid on docs.acme.internal), lasts 2 weeks",
    )
    r.add(
        "deploy_ssh_private_key",
        f"deploy key for the docs static host (root@docs-origin.acme.internal):\n{openssh_private()}",
        f"sample-apps deploy key, private part, id_ed25519:\n{openssh_private()}",
    )
    r.add(
        "admin_console_totp_seed",
        f"2FA seed for the shared devrel admin console account: {groups(totp_seed(), 4)}",
        f"otpauth://totp/AcmeRelay:devrel-shared?secret={totp_seed()}&issuer=AcmeRelay",
        f"TOTP secret (status page admin, devrel@acmerelay.example) {totp_seed()}  - add to the new phone",
    )
    r.add(
        "github_recovery_codes",
        f"recovery codes for bot-acme-docs github account:\n{recovery_codes(8, 'github')}",
        f"gh 2fa backup codes (my account), printed copy in drawer too\n{recovery_codes(6, 'github')}",
    )
    r.add(
        "password_manager_master_password",
        f"new 1Password master password (write it down on paper, then delete this): {passphrase(5)}",
        f"Bitwarden master pw: {pw()}",
        f"vault master phrase -> {passphrase(6, ' ')}",
    )
    r.add(
        "pypi_upload_token",
        f"pypi token for acme-relay (python SDK), project scoped:\n{pypi_token()}",
        f"[pypi]\n  username = __token__\n  password = {pypi_token()}",
        f"twine upload dist/* -u __token__ -p {pypi_token()}",
    )
    r.add(
        "docker_hub_access_token",
        f"docker login -u acmedevrel -p {dckr()}   # for pushing the sample images",
        f"docker hub PAT (read/write, acmedevrel org): {dckr()}",
        f"DOCKERHUB_TOKEN={dckr()}\nDOCKERHUB_USERNAME=acmedevrel",
    )
    r.add(
        "sentry_auth_token",
        f"sentry auth token for uploading source maps of the docs site: {sentry_token()}",
        f"SENTRY_AUTH_TOKEN={sentry_token()}",
        f"sentry-cli --auth-token {sentry_token()} sourcemaps upload ./out",
    )
    r.add(
        "livestream_stream_key",
        f"YouTube stream key for the Thursday livestream: {stream_key()}",
        f"OBS settings -> Stream -> server rtmp://a.rtmp.youtube.com/live2 key {stream_key()}",
        f"twitch stream key for the community coding stream: live_{digits(9, True)}_{rnd(ALNUM, 30)}",
    )
    r.add(
        "webinar_host_key",
        f"zoom host key to claim host in the partner webinar: {digits(6)}",
        f"webinar hostkey {digits(6)} (the account is marketing@, they said I can use it)",
        f"Partner webinar Thu 16:00 CET - claim host with {digits(6)}, then make Joost co-host",
    )
    r.add(
        "company_card_with_cvv",
        f"company card for conference tickets + hotel: {card()} exp {card_expiry()} cvv {digits(3)}",
        f"devrel team visa\n{card()}\n{card_expiry()}\nCVC: {digits(3)}\nname: ACME RELAY BV",
        f"booked the Berlin hotel with the card ending — no wait, full one: {card()}, {card_expiry()}, {digits(3)}",
    )
    r.add(
        "office_door_code",
        f"Keizersgracht office side door code {digits(5)}#",
        f"deurcode kantoor (new since March): {digits(4)}",
        f"code for the back entrance when I'm in early for the livestream setup — {digits(6)}",
    )
    r.add(
        "office_alarm_code",
        f"alarm code office: {digits(4)} (disarm within 30 s, last one out arms it)",
        f"if you're the last one: alarm {digits(4)} then press AWAY",
    )
    r.add(
        "redis_demo_url",
        f"REDIS_URL=redis://default:{rnd(ALNUM, 32)}@cache.samples.acme.internal:6379/0",
        f"rate-limit sample redis: rediss://:{rnd(ALNUM, 28)}@redis-demo.acme.test:6380",
        f"redis-cli -h cache.samples.acme.internal -a {rnd(ALNUM, 32)} FLUSHDB   # reset the demo before each talk",
    )
    r.add(
        "mongodb_atlas_uri",
        f"mongodb+srv://docsbot:{rnd(ALNUM, 16)}@cluster0.{rnd(LOWER + DIGITS, 5)}.mongodb.acme.example/docsbot?retryWrites=true&w=majority",
        f"Mongo for the chatbot embeddings — user docsbot pw {rnd(ALNUM, 16)} (cluster0 on Atlas)",
        f"MONGODB_URI=mongodb://admin:{pw()}@mongo.samples.acme.internal:27017/?authSource=admin",
    )
    u1, p1 = "preview", pw()
    u2, p2 = "docs", rnd(ALNUM, 14)
    r.add(
        "docs_preview_basic_auth",
        f"the preview deployments are behind basic auth: {u1} / {p1}",
        f"curl -H 'Authorization: Basic {basic(u2, p2)}' https://preview.docs.acme.internal/v2/",
        f"htpasswd preview site, user reviewers password {rnd(ALNUM, 12)} — share with the tech writers only",
    )
    r.add(
        "mailchimp_api_key",
        f"mailchimp key (newsletter audience sync): {mailchimp()}",
        f"MAILCHIMP_API_KEY={mailchimp()}",
        f"mc key - {mailchimp()} - regenerate it after Lotte leaves the team",
    )
    r.add(
        "posthog_personal_api_key",
        f"posthog personal api key to pull docs page analytics: {phx()}",
        f"POSTHOG_PERSONAL_KEY={phx()}  # for the 'which pages do people read' notebook",
        f"curl -H \"Authorization: Bearer {phx()}\" https://eu.posthog.acme.example/api/projects/{digits(5, True)}/insights/",
    )
    r.add(
        "contentful_management_token",
        f"contentful CMA token (blog migration script): {cfpat()}",
        f"CONTENTFUL_MANAGEMENT_TOKEN={cfpat()}",
    )
    r.add(
        "postman_api_key",
        f"Postman API key to sync the public collection from CI: {pmak()}",
        f"postman api key\n{pmak()}\n(workspace Acme Relay Public)",
    )
    r.add(
        "twilio_auth_token",
        f"twilio for the SMS verify sample: account SID AC{hexs(32)}, auth token {hexs(32)}",
        f"TWILIO_ACCOUNT_SID=AC{hexs(32)}\nTWILIO_AUTH_TOKEN={hexs(32)}",
        f"twilio auth token (main account, not the subaccount!!) {hexs(32)}",
    )
    r.add(
        "mapbox_secret_token",
        f"mapbox secret token (downloads:read for the iOS sample): {mapbox_sk()}",
        f"MAPBOX_DOWNLOADS_TOKEN={mapbox_sk()}",
    )
    r.add(
        "huggingface_token",
        f"HF token to pull the embedding model for the docs bot: {hf()}",
        f"huggingface-cli login --token {hf()}",
    )
    r.add(
        "linear_api_key",
        f"linear api key for the docs-issue sync script: {lin()}",
        f"LINEAR_API_KEY={lin()}",
    )
    r.add(
        "office_vpn_wireguard_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.44.{secrets.randbelow(250)}.{secrets.randbelow(250) + 2}/32\n# office VPN on the talk laptop",
        f"wg private key for my laptop (office vpn): {wg_key()}",
    )
    r.add(
        "filevault_recovery_key",
        f"FileVault recovery key of the presenter laptop: {filevault_key()}",
        f"demo MacBook disk recovery key {filevault_key()} — IT asked me to keep it somewhere safe, so here",
    )
    r.add(
        "apple_app_specific_password",
        f"app-specific password for notarizing the desktop sample (xcrun notarytool): {groups(rnd(LOWER, 16), 4, '-')}",
        f"xcrun notarytool submit RelayDemo.zip --apple-id devrel@acmerelay.example --team-id {rnd(UPPER + DIGITS, 10)} --password {groups(rnd(LOWER, 16), 4, '-')}",
    )
    r.add(
        "figma_access_token",
        f"figma token to export the diagrams for the docs automatically: {figd()}",
        f"FIGMA_TOKEN={figd()}",
    )
    ref = rnd(LOWER, 20)
    r.add(
        "supabase_service_role_key",
        f"supabase service_role key for the todo sample (bypasses RLS, server only!):\n{jwt({'iss': 'supabase', 'ref': ref, 'role': 'service_role', 'iat': epoch(), 'exp': epoch() + 315360000})}",
        f"SUPABASE_SERVICE_ROLE_KEY={jwt({'iss': 'supabase', 'ref': rnd(LOWER, 20), 'role': 'service_role', 'iat': epoch(), 'exp': epoch() + 315360000})}",
    )
    r.add(
        "release_signing_passphrase",
        f"GPG passphrase for signing the SDK releases: {passphrase(5, ' ')}",
        f"signing key passphrase (maven central uploads) = {pw()}",
        f"gpg --batch --pinentry-mode loopback --passphrase '{passphrase(4)}' --detach-sign dist/acme-relay-2.4.0.tar.gz",
    )
    r.add(
        "speaker_portal_password",
        f"Sessionize login for the CFP: devrel@acmerelay.example pw {pw()}",
        f"speaker portal KubeCon, password {rnd(ALNUM + '!#', 14)}",
    )
    r.add(
        "staging_admin_password",
        f"staging dashboard admin: admin@acme.internal / {pw()}",
        f"the staging superuser password got changed, new one is {rnd(ALNUM + '!#%', 18)}",
        f"login staging.acme.internal\nuser: devrel-admin\nww: {pw()}",
    )
    return r


# ----------------------------------------------------------------------------- look-alikes


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "aws_documented_example_keys",
        "for the S3 upload guide use the AWS documented example pair: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY (these are from the AWS docs, they don't work anywhere)",
        "[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n^ sample credentials file for the docs page, copied from AWS docs",
        "the recordings bucket doc should show AKIAIOSFODNN7EXAMPLE, NOT our key. reviewers keep flagging it as a leak, it isn't",
    )
    r.add(
        "stripe_docs_test_key",
        "Stripe's own docs use sk_test_4eC39HqLyjWDarjtT1zdp7dc in every curl sample — fine to keep it in our checkout tutorial since it's their public demo key",
        "swag shop README: `stripe.api_key = \"sk_test_BQokikJOvBiI2HlWgH4olfQ2\"` (from the old Stripe quickstart, test mode, published)",
        "test card for the checkout demo: 4242 4242 4242 4242, any future date, any CVC — the Stripe documented test number",
    )
    r.add(
        "slack_placeholder_token",
        "bolt sample: `app = App(token=\"xoxb-your-token\", signing_secret=\"your-signing-secret\")` — keep the placeholders as Slack writes them",
        "SLACK_BOT_TOKEN=xoxb-your-bot-token\nSLACK_APP_TOKEN=xapp-your-app-level-token",
        "in the slack guide the token is always shown as xoxb-XXXXXXXXXXXX-XXXXXXXXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXX",
    )
    r.add(
        "github_token_placeholder",
        "CI doc: `GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx` as the example value, people get the length right that way",
        "replace ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX with your own token from Settings → Developer settings",
        "github_pat_<your-token-here> — use this form in the fine-grained PAT section",
    )
    r.add(
        "env_var_reference_code",
        "python sample:\nimport os\nclient = acme_relay.Client(api_key=os.environ[\"ACME_API_KEY\"])",
        "node: `const relay = new Relay(process.env.ACME_API_KEY);` never inline it in the snippet",
        "go snippet → key := os.Getenv(\"ACME_API_KEY\"); if key == \"\" { log.Fatal(\"set ACME_API_KEY\") }",
        "ruby: Acme::Relay.api_key = ENV.fetch('ACME_API_KEY')",
    )
    r.add(
        "curl_with_token_variable",
        "curl https://api.acmerelay.example/v1/messages \\\n  -H 'Authorization: Bearer $ACME_API_KEY' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"to\":\"+31600000000\",\"body\":\"hi\"}'",
        "curl -H \"Authorization: Bearer ${TOKEN}\" https://staging.acme.internal/admin/v1/health",
        "httpie version for the docs: http POST api.acmerelay.example/v1/relays Authorization:\"Bearer $ACME_API_KEY\"",
    )
    r.add(
        "dotenv_example_file",
        "# .env.example (commit this one)\nACME_API_KEY=\nSTRIPE_SECRET_KEY=sk_test_...\nDATABASE_URL=postgres://user:password@localhost:5432/bookstore",
        ".env.example for the chatbot sample:\nOPENAI_API_KEY=your-openai-key\nALGOLIA_APP_ID=YourApplicationID\nALGOLIA_SEARCH_KEY=YourSearchOnlyAPIKey",
        "cp .env.example .env and fill in ACME_API_KEY=<paste here> — step 2 of the quickstart",
    )
    r.add(
        "template_placeholder",
        "Postman collection uses {{API_KEY}} and {{baseUrl}}, set them in the environment, not the requests",
        "docs macro: Authorization: Bearer <token> where <token> is from the dashboard > API keys page",
        "slide 14: `relay.init(\"YOUR_API_KEY\")` in big font",
        "Helm values sample: apiKey: \"REPLACE_ME\"  # or use existingSecret",
    )
    r.add(
        "redacted_key_in_logs",
        "paste from the support ticket, already masked: Authorization: Bearer sk-...REDACTED",
        "the SDK debug log prints api_key=ak_live_****************************** — good, nothing leaks",
        "screenshot for the blog: key column shows •••••••••• and the last four 9f2c",
    )
    r.add(
        "truncated_key_prefix",
        f"the key that got rotated was ak_live_{hexs(3)}… (only know the prefix, dashboard shows the first 11 chars)",
        f"dashboard lists two live keys: ak_live_{rnd(ALNUM, 4)}... (Web demo) and ak_live_{rnd(ALNUM, 4)}... (CI) — delete the CI one after the event",
        f"customer wrote 'my key ak_test_{rnd(ALNUM, 3)}… stopped working' — ask for the key id, never the key",
    )
    r.add(
        "api_key_id_and_name",
        f"key id key_{rnd(ALNUM, 24)} name 'meetup-demo-2025-05' created by me, revoke after Friday",
        f"audit log: api_key.created id=key_{rnd(ALNUM, 24)} label=docs-ci by usr_{rnd(ALNUM, 16)}",
        f"to revoke: DELETE /v1/api_keys/key_{rnd(ALNUM, 24)} (the id, not the secret)",
    )
    r.add(
        "openapi_security_scheme",
        "components:\n  securitySchemes:\n    ApiKeyAuth:\n      type: apiKey\n      in: header\n      name: X-Acme-Key\nsecurity:\n  - ApiKeyAuth: []",
        "openapi bearer scheme for the v2 spec:\n  bearerAuth:\n    type: http\n    scheme: bearer\n    bearerFormat: JWT",
        "oauth2 flow in the spec: tokenUrl: https://auth.acmerelay.example/oauth/token, scopes relays:read, relays:write",
    )
    r.add(
        "jwt_io_sample_token",
        "the JWT explainer uses the jwt.io default token as sample: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fJOMqkJ08GVB0lHk9a2LG6r8I (secret 'your-256-bit-secret', John Doe, public sample)",
        "decoded header of the sample JWT in the auth guide: {\"alg\":\"HS256\",\"typ\":\"JWT\"} → eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 — just to show base64url, not a token of ours",
        "token anatomy slide: header.payload.signature, with eyJ... / eyJ... / SflKx... as shortened example",
    )
    r.add(
        "basic_auth_example",
        "basic auth section: 'user:password' base64 → dXNlcjpwYXNzd29yZA== (that's the example, people should use their key as the username)",
        "RFC 7617 example for the docs: Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ== (Aladdin / open sesame)",
        "echo -n 'ak_test_example:' | base64  → show output in the tutorial so folks see the trailing colon matters",
    )
    r.add(
        "hash_example_values",
        f"signature verification guide: sha256('hello') = {sha('hello')} — use as the expected-output example",
        f"HMAC tutorial: payload 'hello world' sha256 = {sha('hello world')}; readers compute the HMAC with their own webhook secret",
        "the empty-string sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 shows up when the body isn't read — add to troubleshooting",
    )
    r.add(
        "fake_company_slide_key",
        f"slide 9 example key (fake company 'Acme Widgets', clearly labelled EXAMPLE): acme_test_{rnd(ALNUM, 24)}",
        f"for the talk I made up a fictional key 'acme_test_{rnd(ALNUM, 24)}' — not a valid prefix on our API, rejected on purpose",
        "diagram label: sk_example_123abc → Relay API → 200 OK",
    )
    r.add(
        "docs_test_mode_key",
        f"the docs sandbox key that's printed on every quickstart page for everyone: ak_test_docs_{rnd(ALNUM, 20)} — public, rate limited, read-only fake data",
        f"playground in the API reference comes prefilled with the public demo key pk_demo_{rnd(ALNUM, 24)}; that one is meant to be seen",
    )
    r.add(
        "commit_sha_reference",
        f"docs fix merged in {hexs(40)}, cherry-pick to release/2.4",
        f"revert {hexs(7)} — broke the code tabs on the quickstart page",
        f"git bisect says the sitemap regression came from {hexs(40)}",
    )
    r.add(
        "container_image_digest",
        f"sample image pinned: ghcr.io/acme-relay/bookstore-sample@sha256:{hexs(64)}",
        f"FROM node:20-alpine@sha256:{hexs(64)}  # pinned for the workshop",
    )
    acct = aws_account()
    r.add(
        "aws_arn_reference",
        f"bucket ARN arn:aws:s3:::acme-talk-recordings, uploader role arn:aws:iam::{acct}:role/devrel-uploader",
        f"secret lives in Secrets Manager: arn:aws:secretsmanager:eu-west-1:{acct}:secret:devrel/recordings-{rnd(ALNUM, 6)}",
        f"cloudfront dist for recordings: E{rnd(UPPER + DIGITS, 13)}, account {acct}",
    )
    r.add(
        "vault_path_reference",
        "prod API key for demos is in Vault at secret/devrel/acme-live-key — `vault kv get -field=key secret/devrel/acme-live-key`",
        "npm token: 1Password → DevRel vault → 'npm publish (automation)'. don't copy it here",
        "the presenter laptop password is in the envelope in the AV case, not on the wiki",
        "Algolia admin key is only in the GitHub Actions secret ALGOLIA_ADMIN_KEY",
    )
    r.add(
        "ci_secret_reference",
        "- run: npm publish --access public\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}",
        "vercel deploy --token=${{ secrets.VERCEL_TOKEN }} --prod",
        "docs workflow reads ${{ secrets.CLOUDFLARE_API_TOKEN }} and ${{ secrets.CF_ZONE_ID }}",
    )
    r.add(
        "password_rotation_note",
        "rotated the demo postgres password after the workshop, updated it in the vault. old one is dead",
        "revoked the staging admin token I pasted in Slack yesterday, new one is in 1Password only",
        "reset the speaker portal password, reset email came to devrel@",
    )
    r.add(
        "password_policy_talk",
        "security talk point: our API keys are 40 chars, ak_live_ + 32 base62, and we only store a SHA-256 of them",
        "password rules for the dashboard: min 12 chars, no max, checked against HIBP — mention in the auth docs",
        "webhook secrets are whsec_ followed by 32 chars; tell readers to compare signatures in constant time",
    )
    r.add(
        "key_format_explanation",
        "OpenAI keys now start with sk-proj- and are way longer (~160 chars), update the chatbot README regex",
        "GitHub classic PATs: ghp_ + 36 chars, fine-grained: github_pat_ + 82; our secret scanning partner doc needs both",
        "AWS key ids start with AKIA (long-term) or ASIA (temporary STS)",
    )
    r.add(
        "conference_booking_reference",
        f"APIdays Paris booking ref {rnd(UPPER + DIGITS, 6)}, ticket no {digits(13, True)}",
        f"KLM flight AMS-BER, PNR {rnd(UPPER, 6)}, e-ticket {digits(3)}-{digits(10)}",
        f"hotel confirmation {digits(10, True)} (Motel One Berlin, 2 nights)",
    )
    r.add(
        "own_business_iban",
        f"Acme Relay B.V. IBAN on the sponsor invoice: {iban('NL', 'ABNA' + digits(10))}, BIC ABNANL2A",
        f"invoice to DevRelCon for the workshop: pay to {iban('NL', 'INGB' + digits(10))} ref INV-2025-{digits(4)}",
    )
    r.add(
        "invoice_number",
        f"sponsor invoice INV-2025-{digits(5)}, PO {digits(8, True)}",
        f"Stripe invoice in_{rnd(ALNUM, 24)} for the swag order",
        f"reimbursement request #{digits(6)} for the Berlin trip",
    )
    r.add(
        "sdk_version_string",
        "acme-relay-python 2.4.0rc1 ships the new retry logic; node SDK is at 3.11.2",
        "docs say >=1.8.0, but the sample apps pin 1.9.3 — align before launch",
        "api version header: Acme-Version: 2025-04-30",
    )
    r.add(
        "request_and_trace_id",
        f"customer's failed call: request_id req_{rnd(ALNUM, 22)}, trace {hexs(32)}",
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01 (from the OTel sample output)",
        f"X-Request-Id: {uid()} — 500 on /v1/relays, filed with platform",
    )
    r.add(
        "uuid_in_api_example",
        f"example response in the reference: {{\"id\": \"{uid()}\", \"status\": \"delivered\"}}",
        f"org id of the devrel sandbox org: {uid()}",
        f"workspace id for the public Postman collection {uid()}",
    )
    r.add(
        "publishable_key_public",
        f"swag shop frontend uses the publishable key pk_live_51{rnd(ALNUM, 97)} — that's meant to ship in the browser",
        f"Stripe.js init in the sample: Stripe('pk_test_51{rnd(ALNUM, 97)}') (publishable, client-side)",
    )
    r.add(
        "algolia_search_only_key",
        f"DocSearch frontend config: appId '{rnd(UPPER + DIGITS, 10)}', apiKey '{hexs(32)}' (search-only key, public by design, it's in the page source)",
        f"docsearch({{ appId: '{rnd(UPPER + DIGITS, 10)}', indexName: 'acme-relay', apiKey: '{hexs(32)}' }}) // search-only",
    )
    r.add(
        "ssh_public_key",
        f"add to the docs host authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} devrel@talk-laptop",
        f"my pubkey for the sample-apps box\nssh-rsa {ssh_pub('ssh-rsa', 256)} marieke@acme",
    )
    r.add(
        "key_fingerprint",
        f"host key fingerprint of docs-origin: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"release signing key fingerprint (publish this on the downloads page): {groups(rnd(HEX, 40).upper(), 4)}",
        f"gpg key id {rnd(HEX, 16).upper()} — verify the SDK tarball with it",
    )
    r.add(
        "public_key_pem_jwks",
        f"webhook verification public key (we publish it in the docs):\n-----BEGIN PUBLIC KEY-----\n{pem_body(3)}\n-----END PUBLIC KEY-----",
        f"JWKS at https://auth.acmerelay.example/.well-known/jwks.json, kid {rnd(URLSAFE, 22)}, kty RSA, e AQAB",
    )
    r.add(
        "webhook_event_id",
        f"replay webhook evt_{rnd(ALNUM, 24)} to the demo endpoint after the fix",
        f"failing delivery msg_{rnd(ALNUM, 27)} on endpoint ep_{rnd(ALNUM, 14)} — 3 retries then disabled",
    )
    r.add(
        "parcel_tracking_number",
        f"swag box to Berlin: PostNL 3S{rnd(UPPER, 4)}{digits(9)}",
        f"DHL tracking {digits(10, True)} for the banner, arrives Tue",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} — the t-shirts",
    )
    r.add(
        "conference_coupon_code",
        f"discount code for community members at APIdays: RELAY{digits(2)}-{rnd(UPPER, 4)} (20% off, share freely)",
        "our sponsor promo code for the meetup page: ACMEDEV25",
    )
    r.add(
        "office_address_postcode",
        "office: Keizersgracht 123, 1015 CJ Amsterdam — for the speaker forms",
        "ship the mic kit to 1017 AB, attn. DevRel, 3rd floor",
    )
    r.add(
        "internal_hosts_and_ips",
        f"staging api at 10.20.{secrets.randbelow(250)}.{secrets.randbelow(250) + 2}, docs origin docs-origin.acme.internal, preview preview.docs.acme.internal",
        f"demo box MAC {mac()} on the venue network, got 192.168.{secrets.randbelow(250)}.{secrets.randbelow(250) + 2}",
        "mock server for the workshop: http://mock.samples.acme.test:4010",
    )
    r.add(
        "phone_numbers",
        f"AV contact at the venue: +31 20 {digits(3)} {digits(4)}; backup +31 6 {digits(8)}",
        "SMS sample sends to +15005550006 (Twilio magic test number, documented)",
    )
    r.add(
        "rental_car_plate",
        f"rental van for the booth: {rnd(UPPER, 1)}-{digits(3)}-{rnd(UPPER, 2)}, parked P3",
        f"colleague's car for the Utrecht meetup: {digits(2)}-{rnd(UPPER, 3)}-{digits(1)}",
    )
    r.add(
        "cloud_resource_ids",
        f"cloudflare zone id for docs: {hexs(32)}, account id {hexs(32)} (ids, not tokens)",
        f"vercel project prj_{rnd(ALNUM, 28)}, team team_{rnd(ALNUM, 24)}",
        f"GA4 measurement id G-{rnd(UPPER + DIGITS, 10)} on the docs site",
    )
    r.add(
        "firebase_web_config",
        f"firebase config for the push sample (client config, safe in the bundle):\napiKey: \"AIza{rnd(URLSAFE, 35)}\",\nauthDomain: \"acme-samples.firebaseapp.com\",\nprojectId: \"acme-samples\"",
        f"messagingSenderId {digits(12, True)}, appId 1:{digits(12, True)}:web:{hexs(22)} — from the Firebase console, public",
    )
    r.add(
        "oauth_client_id_public",
        f"Google sign-in sample client id: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com (public, the secret is elsewhere)",
        f"GitHub OAuth app for the docs login: client_id Iv1.{hexs(16)}",
    )
    r.add(
        "sentry_public_dsn",
        f"docs site Sentry DSN (browser, public): https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.acme.example/{digits(7, True)}",
        "Sentry says DSNs are fine to expose; only the auth token for source maps is secret (that's in CI)",
    )
    r.add(
        "totp_documented_example",
        "2FA docs page example: otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example — straight from the Key Uri Format wiki",
        "our TOTP guide should say seeds are 16 or 32 base32 chars; show JBSWY3DPEHPK3PXP as the well-known sample only",
    )
    r.add(
        "wifi_without_password",
        "conference wifi password is printed on the back of the badge, don't bother writing it down",
        "workshop room wifi: SSID DevRelCon-Workshop, open network with a captive portal",
    )
    r.add(
        "pin_and_code_talk",
        "bank sent a new PIN letter for the team card, activate at an ATM. old card destroyed",
        "door code at the office changes monthly; Sanne sends it in #office on the 1st",
        "alarm system got a new code after the move — ask facilities",
    )
    r.add(
        "support_ticket_number",
        f"Zendesk #{digits(6, True)} — customer confused by the pagination cursor",
        f"DOCS-{digits(4, True)}: broken anchor links in the webhooks guide",
        f"GitHub issue acme-relay/docs#{digits(4, True)} about the Python sample",
    )
    r.add(
        "pagination_cursor_example",
        "next cursor in the list-relays example: \"next\": \"" + b64(json.dumps({"id": "rel_" + rnd(ALNUM, 12)}).encode()) + "\" — opaque, not a token",
        f"idempotency key in the POST example: Idempotency-Key: {uid()}",
    )
    r.add(
        "customer_object_ids",
        f"test customer in the demo store: cus_{rnd(ALNUM, 14)}, price price_1{rnd(ALNUM, 23)}",
        f"checkout session cs_test_a1{rnd(ALNUM, 56)} from the recorded demo run",
    )
    r.add(
        "asset_and_serial_numbers",
        f"loaner MacBook serial C02{rnd(UPPER + DIGITS, 9)}, asset tag MB-{digits(4)}",
        f"Rode wireless mic serial {rnd(UPPER + DIGITS, 10)} — return to AV",
        f"book for the reading list ISBN 978-{digits(1)}-{digits(3)}-{digits(5)}-{digits(1)}",
    )
    r.add(
        "subresource_integrity_hash",
        f"<script src=\"https://cdn.acmerelay.example/widget.js\" integrity=\"sha384-{b64(secrets.token_bytes(48))}\" crossorigin=\"anonymous\"></script>",
        f"ETag for the openapi.json: W/\"{hexs(32)}\"",
    )
    r.add(
        "password_field_in_sample_schema",
        "request body schema for /v1/users: { \"email\": string, \"password\": string (min 12) } — docs only, no values",
        "form in the login sample: <input type=\"password\" name=\"password\" autocomplete=\"current-password\">",
    )
    r.add(
        "encrypted_secret_blob",
        f"sealed secret in the sample k8s manifest (encrypted with the cluster's public cert, safe to commit):\n  apiKey: AgB{rnd(B64, 120)}",
        f"sops-encrypted value in values.enc.yaml: ENC[AES256_GCM,data:{rnd(B64, 44)},iv:{rnd(B64, 22)}=,tag:{rnd(B64, 22)}==,type:str]",
    )
    r.add(
        "meeting_links",
        f"talk rehearsal call: https://meet.acme.example/{rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)}",
        f"webinar registration page https://events.acmerelay.example/w/{digits(11, True)}",
    )
    r.add(
        "age_and_wireguard_public_keys",
        f"office VPN peer public key (server side, fine to share): {wg_key()}",
        f"encrypt the recordings to this age recipient: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}",
    )
    r.add(
        "expired_token_discussion",
        "the preview basic auth creds expired with the old Netlify site, nothing to store anymore",
        "docs bot token expired on the 3rd; regenerated via the dashboard, CI picks it up from secrets",
    )
    r.add(
        "digits_only_identifiers",
        f"KvK number Acme Relay B.V.: {digits(8, True)}, VAT NL{digits(9)}B01",
        f"AWS account id for the recordings bucket: {aws_account()}",
        f"Slack channel C{rnd(UPPER + DIGITS, 10)} is #ask-devrel, workspace T{rnd(UPPER + DIGITS, 10)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout147.py", [
        ("heldout147_credentials.yaml", credentials(), "batch 147 (Amsterdam API-company devrel engineer and docs writer: real keys pasted next to docs examples), written blind; every value synthetic"),
        ("heldout147_lookalikes.yaml", lookalikes(), "batch 147 look-alikes: vendor example keys, placeholders, env-var references, public keys, ids and hashes from docs work, written blind"),
    ])


if __name__ == "__main__":
    main()
