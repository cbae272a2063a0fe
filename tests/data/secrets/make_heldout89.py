# ruff: noqa: E501
"""Writes heldout89_credentials.yaml and heldout89_lookalikes.yaml: held-out batch 89.

Persona: a fintech backend developer in Lagos who writes English with Nigerian Pidgin mixed in.
He keeps Paystack, Flutterwave, Monnify and Interswitch credentials, AWS keys, Postgres and
Redis URLs, Termii/Twilio SMS keys, the company GitHub PAT, JWT secrets, the office Wi-Fi and
his own bank app and USSD PINs; beside them sit public keys, transaction references, customer
codes, virtual account numbers, commit SHAs and pointers to Doppler or AWS Secrets Manager.

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
    BASE58,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    luhn,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

BIP = [
    "abandon", "bridge", "canvas", "differ", "eagle", "fabric", "galaxy", "harvest", "island",
    "jungle", "kitchen", "ladder", "magnet", "napkin", "orbit", "pepper", "quantum", "rescue",
    "saddle", "tornado", "umbrella", "vintage", "wealth", "yellow", "zebra", "anchor", "blossom",
    "cement", "dolphin", "embark", "fossil", "goddess", "hobby", "inmate", "jelly", "kidney",
    "lemon", "mango", "noodle", "oyster", "pilot", "quiz", "ribbon", "salmon", "tenant", "unveil",
    "velvet", "walnut", "yard", "zone", "arrest", "bundle", "cousin", "drama", "exotic", "frost",
]
WORDS = ["agbada", "danfo", "okada", "jollof", "suya", "gidi", "owambe", "shakara", "wahala", "eko"]


# ---- value shapes -------------------------------------------------------------------------

def ps_sk() -> str:
    return "sk_live_" + hexs(40)


def ps_sk_test() -> str:
    return "sk_test_" + hexs(40)


def ps_pk() -> str:
    return "pk_live_" + hexs(40)


def ps_pk_test() -> str:
    return "pk_test_" + hexs(40)


def flw_sk() -> str:
    return f"FLWSECK-{hexs(32)}-X"


def flw_sk_test() -> str:
    return f"FLWSECK_TEST-{hexs(32)}-X"


def flw_pk() -> str:
    return f"FLWPUBK-{hexs(32)}-X"


def flw_pk_test() -> str:
    return f"FLWPUBK_TEST-{hexs(32)}-X"


def flw_enc() -> str:
    return hexs(24)


def mk_api() -> str:
    return "MK_PROD_" + rnd(UPPER + DIGITS, 10)


def mk_secret() -> str:
    return rnd(UPPER + DIGITS, 32)


def isw_id() -> str:
    return "IKIA" + hexs(40).upper()


def isw_secret() -> str:
    return b64(secrets.token_bytes(33))


def termii() -> str:
    return "TL" + rnd(ALNUM, 60)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def gh_fine() -> str:
    return "github_pat_11" + rnd(UPPER + DIGITS, 20) + "_" + rnd(ALNUM, 59)


def npw() -> str:
    """A password this persona chose, or one a manager generated."""
    return pick(
        f"{pick('Jollof', 'Suya', 'Eko', 'Lekki', 'Danfo', 'Agege', 'Shakara', 'Owambe', 'Gidi')}{pick('@', '#', '_', '!', '$')}{digits(4)}{pick('!', '$', '*', '#')}",
        rnd(ALNUM + "!@#%^&*", 18),
        rnd(ALNUM, 22),
        f"{pick('Tunde', 'Chidi', 'Ngozi', 'Femi', 'Bisi')}{pick('.', '_', '')}{pick('Lagos', 'Yaba', 'Ikeja', 'Surulere', 'Ajah')}{digits(2)}{pick('!', '@', '#')}",
    )


def upw() -> str:
    """A password that can sit in a URL unescaped."""
    return rnd(ALNUM, pick(16, 20, 24, 28))


def nuban() -> str:
    return digits(10)


def phone() -> str:
    return f"0{pick('803', '806', '813', '703', '816', '905', '802', '810', '701')}{digits(7)}"


def stamp() -> str:
    return f"2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}"


def code15() -> str:
    return rnd(LOWER + DIGITS, 15)


# ---- credentials --------------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()

    r.add(
        "paystack_live_secret_key",
        f"abeg keep am for me: paystack LIVE secret key for acme-pay prod => {ps_sk()}\nno paste am for slack o, last time wahala burst",
        f"curl https://api.paystack.co/transaction/verify/$REF -H \"Authorization: Bearer {ps_sk()}\"   <- dis one work for prod verify",
        f"PAYSTACK_SECRET_KEY={ps_sk()}\nPAYSTACK_PUBLIC_KEY={ps_pk()}\n(prod .env for settlement-svc, copied from dashboard 12/03)",
        f"Oga Femi just send the new paystack sk after rotation {ps_sk()} . old one don die",
    )
    r.add(
        "flutterwave_secret_key",
        f"Flutterwave v3 LIVE keys\npublic: {flw_pk()}\nsecret: {flw_sk()}\nencryption: {flw_enc()}",
        f"FLW_SECRET_KEY=\"{flw_sk()}\"   # prod, no be test o",
        f"remember say the flw secret for merchant acct (Acme Pay Ltd) na {flw_sk()}",
        f"const flw = new Flutterwave(process.env.FLW_PUBLIC_KEY, '{flw_sk()}') // TODO move am comot to env before merge",
    )
    r.add(
        "flutterwave_encryption_key",
        f"flutterwave encryption key (3DES for the card charge payload): {flw_enc()}",
        f"FLW_ENCRYPTION_KEY={flw_enc()}\nif e no match, /v3/charges?type=card go dey return 'invalid encryption' error",
    )
    r.add(
        "flutterwave_webhook_secret_hash",
        f"verif-hash wey I set for flw dashboard webhook: {rnd(ALNUM, 24)}\ncompare am with req.headers['verif-hash'] before you credit anybody wallet",
        f"Flutterwave secret hash (webhooks) -> acmeFLWhook_{rnd(ALNUM, 14)}",
    )
    mk, ms = mk_api(), mk_secret()
    r.add(
        "monnify_api_credentials",
        f"Monnify prod\napiKey: {mk_api()}\nsecretKey: {mk_secret()}\ncontractCode: {digits(10, lead=True)}",
        f"monnify login for token: curl -X POST https://api.monnify.com/api/v1/auth/login -u {mk}:{ms}",
        f"monnify auth header (prod) -> Authorization: Basic {basic(mk_api(), mk_secret())}",
    )
    cid, csec = isw_id(), isw_secret()
    r.add(
        "interswitch_client_secret",
        f"Interswitch (Quickteller Business) creds\nClient ID: {isw_id()}\nSecret Key: {isw_secret()}",
        f"ISW_CLIENT_ID={isw_id()}\nISW_CLIENT_SECRET={isw_secret()}\nISW_TERMINAL_ID=3ACM{digits(4)}",
        f"passport token: curl -u '{cid}:{csec}' -d 'grant_type=client_credentials' https://passport.isw.acme.test/passport/oauth/token",
    )
    r.add(
        "aws_access_keys",
        f"[acme-prod]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-1",
        f"AWS keys for the s3 bucket wey dey hold KYC docs: {aws_key_id()} / {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\n# ci-deployer user, abeg no commit",
        f"Emeka IAM user (for textract poc) key {aws_key_id()} secret {aws_secret()} - delete am after demo",
    )
    r.add(
        "postgres_connection_url",
        f"DATABASE_URL=postgres://ledger_app:{upw()}@pg-primary.acme.internal:5432/ledger?sslmode=require",
        f"psql \"postgresql://readonly:{upw()}@pg-replica.acme.internal/payments\"   - for reports only, no write",
        f"staging db\nhost db-staging.acme.test\nuser postgres\npass {npw()}\ndb acme_wallet",
        f"Chidi say make I save the pgbouncer admin one: postgres://pgb_admin:{upw()}@pgbouncer.acme.internal:6432/pgbouncer",
    )
    r.add(
        "redis_url_with_password",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@redis-prod.acme.internal:6380/0",
        f"redis-cli -h cache.acme.internal -a '{npw()}' --no-auth-warning   (na for the otp cache)",
        f"bull queue redis: redis://:{upw()}@queue-redis.acme.test:6379",
        f"redis:\n  host: sessions.acme.internal\n  port: 6379\n  password: {upw()}\n  db: 3",
    )
    r.add(
        "termii_api_key",
        f"Termii api key: {termii()}\nsender id na AcmePay (dem don approve am finally)",
        '{"to": "234' + digits(10) + '", "from": "AcmePay", "sms": "Your Acme Pay code is 000000", "type": "plain", "channel": "dnd", "api_key": "' + termii() + '"}',
        f"TERMII_API_KEY={termii()}",
    )
    sid = "AC" + hexs(32)
    r.add(
        "twilio_auth_token",
        f"twilio (backup sms when termii dey fail)\nAccount SID: AC{hexs(32)}\nAuth Token: {hexs(32)}",
        f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json -u {sid}:{hexs(32)} --data-urlencode 'Body=test'",
        f"TWILIO_AUTH_TOKEN={hexs(32)}   # rotated jan, the old one dey revoked",
    )
    r.add(
        "github_pat",
        f"company github PAT (repo + read:packages), expires in 90 days: {ghp()}",
        f"git clone https://acme-bot:{ghp()}@git.acme.internal/payments/ledger.git",
        f"~/.npmrc\n@acmepay:registry=https://npm.pkg.acme.internal\n//npm.pkg.acme.internal/:_authToken={gh_fine()}",
    )
    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={hexs(64)}\nJWT_EXPIRES_IN=15m",
        f"the HS256 secret wey auth-svc dey use sign access tokens: {b64u_bytes(48)}",
        f"jwt:\n  issuer: auth.acme.internal\n  signing_key: \"{rnd(ALNUM + '!@#$%', 48)}\"\n  ttl: 900",
        f"refresh token secret no be the same as access one o. refresh = {hexs(64)}",
    )
    r.add(
        "office_wifi_password",
        f"Office wifi (Yaba hub, 3rd floor)\nSSID: AcmePay-Staff\nPassword: {npw()}",
        f"wifi pass for the new lekki office na {npw()} , guest one dey reception board",
        f"WIFI:T:WPA;S:AcmeHQ-5G;P:{rnd(ALNUM, 14)};;",
        f"starlink router for generator room -> {npw()}",
    )
    r.add(
        "bank_app_pin",
        f"GTB app login pin: {digits(6)}",
        f"Kuda pin {digits(4)} - make I no forget again, dem don lock me out twice",
        f"opay app: transaction pin {digits(4)}, login pin {digits(6)}",
        f"moniepoint personal acct app pin na {digits(4)}",
    )
    r.add(
        "ussd_transfer_pin",
        f"*737* transfer pin: {digits(4)}",
        f"USSD pin for Access (*901#) na {digits(4)}. the one for Zenith *966# na {digits(4)}",
        f"to send money quick when network bad: *737*2*amount*acctno# then e go ask PIN -> {digits(4)}",
    )
    r.add(
        "debit_card_with_cvv",
        f"Verve card (GTB)\n{groups(luhn('5061', 19), 4)}\nexp {card_expiry()} cvv {digits(3)}",
        f"company dollar card for AWS billing: {groups(luhn('5399', 16), 4)} {card_expiry()} {digits(3)}",
        f"visa - {luhn('4', 16)} | {card_expiry()} | cvv {digits(3)} | pin {digits(4)}",
    )
    r.add(
        "mongodb_uri",
        f"MONGO_URI=mongodb+srv://notif_svc:{upw()}@cluster0.acme.internal/notifications?retryWrites=true&w=majority",
        f"mongosh \"mongodb://admin:{upw()}@mongo-1.acme.test:27017/admin\"",
        f"audit logs mongo -> user: auditor pwd: {npw()} (mongo-audit.acme.internal)",
    )
    r.add(
        "rabbitmq_amqp_url",
        f"AMQP_URL=amqp://payouts:{upw()}@rabbit.acme.internal:5672/%2F",
        f"rabbitmq mgmt ui (rabbit.acme.test:15672) -> user admin / {npw()}",
        f"celery broker = amqp://recon:{upw()}@mq.acme.internal//",
    )
    r.add(
        "ssh_private_key",
        f"bastion key (ubuntu@bastion.acme.internal), save am as ~/.ssh/acme_bastion:\n{openssh_private()}",
        f"deploy key for ledger repo:\n{pem('RSA PRIVATE KEY', 6)}",
    )
    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.14/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820\nAllowedIPs = 10.20.0.0/16",
        f"my wg private key for office vpn: {wg_key()}",
    )
    r.add(
        "slack_webhook_url",
        f"alerts channel webhook: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}\n# #payouts-failed",
        f"na this webhook the cron dey use post recon summary -> https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
    )
    r.add(
        "sendgrid_api_key",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"sendgrid key for receipt emails -> {sendgrid_key()}",
        f"sgMail.setApiKey('{sendgrid_key()}');  // hardcoded for the demo, abeg remove",
    )
    r.add(
        "smtp_password",
        f"zoho smtp: smtp.zoho.acme.test:465 user noreply@acmepay.example pass {npw()}",
        f"mailer:\n  host: smtp.acme.internal\n  port: 587\n  user: alerts@acmepay.example\n  pass: '{npw()}'",
        f"mail password for support@acmepay.example na {npw()}",
    )
    r.add(
        "doppler_service_token",
        f"DOPPLER_TOKEN=dp.st.prd.{rnd(ALNUM, 43)}   (service token for ledger prd config)",
        f"doppler run --token dp.st.stg.{rnd(ALNUM, 43)} -- npm start",
        f"personal doppler cli token: dp.pt.{rnd(ALNUM, 43)}",
    )
    r.add(
        "docker_hub_token",
        f"echo dckr_pat_{rnd(URLSAFE, 27)} | docker login -u acmepaybot --password-stdin",
        f"docker hub PAT (read/write) for CI: dckr_pat_{rnd(URLSAFE, 27)}",
        f"registry login for the old harbor: robot$ci / {rnd(ALNUM, 32)}",
    )
    r.add(
        "npm_token",
        f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"npm publish token for @acmepay/sdk: npm_{rnd(ALNUM, 36)}",
        f"NPM_TOKEN=npm_{rnd(ALNUM, 36)} (automation type, no need 2fa)",
    )
    r.add(
        "digitalocean_token",
        f"DO token for the old droplets (sandbox still dey run there): dop_v1_{hexs(64)}",
        f"doctl auth init -t dop_v1_{hexs(64)}",
    )
    r.add(
        "cloudflare_api_token",
        f"CF_API_TOKEN={rnd(URLSAFE, 40)}   # dns edit for acmepay.example zone only",
        f"cloudflare token wey I create for certbot dns challenge: {rnd(URLSAFE, 40)}",
        f"dns_cloudflare_api_token = {rnd(URLSAFE, 40)}",
    )
    r.add(
        "firebase_server_credentials",
        f"FCM legacy server key (push for mobile app): AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}",
        '{\n  "type": "service_account",\n  "project_id": "acme-pay-mobile",\n  "private_key_id": "' + hexs(40) + '",\n  "private_key": "' + pem("PRIVATE KEY", 4).replace("\n", "\\n") + '\\n",\n  "client_email": "fcm-sender@acme-pay-mobile.iam.acme.internal"\n}',
    )
    r.add(
        "two_factor_backup_codes",
        f"github recovery codes (my account):\n{recovery_codes(8, 'github')}",
        f"google workspace admin backup codes: {recovery_codes(5, 'digits')}",
        f"paystack dashboard 2fa backup codes\n{recovery_codes(6, 'plain')}",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/AcmePay:tunde@acmepay.example?secret={rnd(BASE32, 32)}&issuer=AcmePay",
        f"aws root mfa seed (in case my phone spoil): {groups(rnd(BASE32, 32), 4)}",
        f"2fa secret key for flutterwave dashboard, the one wey e show under the QR: {rnd(BASE32, 16)}",
    )
    r.add(
        "crypto_seed_phrase",
        f"trust wallet recovery phrase (usdt savings):\n{phrase(BIP, 12)}",
        f"24 words for my ledger nano -\n{phrase(BIP, 24)}",
        f"bybit? no na the metamask one: {phrase(BIP, 12)}",
    )
    r.add(
        "binance_api_secret",
        f"Binance API (for the usdt/ngn rate bot)\nAPI Key: {rnd(ALNUM, 64)}\nSecret Key: {rnd(ALNUM, 64)}",
        f"BINANCE_API_KEY={rnd(ALNUM, 64)}\nBINANCE_API_SECRET={rnd(ALNUM, 64)}",
        f"rate bot secret (read only, no withdraw): {rnd(ALNUM, 64)}",
    )
    r.add(
        "gmail_app_password",
        f"google app password for nodemailer (tunde.dev@acmepay.example): {app_password()}",
        f"app pasword for thunderbird -> {app_password()}",
        f"smtp.gmail creds for the status page: user status@acmepay.example / {app_password().replace(' ', '')}",
    )
    r.add(
        "laptop_login_password",
        f"macbook login: {npw()}",
        f"office dell (ubuntu) - user tunde, pass {npw()}\nluks passphrase na {phrase(WORDS, 5, '-')}",
        f"new laptop pwd after IT reset am: {npw()}",
    )
    r.add(
        "office_door_alarm_code",
        f"office door keypad code: {digits(4)}# (dem dey change am every month, dis one na for march)",
        f"alarm disarm code for the Yaba office {digits(6)} - if e start to shout call security",
        f"server room padlock combination {digits(4)}",
    )
    r.add(
        "vtpass_api_keys",
        f"VTpass (airtime/data/bills)\napi-key: {hexs(32)}\npublic-key: PK_{rnd(ALNUM, 40)}\nsecret-key: SK_{rnd(ALNUM, 40)}",
        f"headers for vtpass /api/pay -> api-key: {hexs(32)}  secret-key: SK_{rnd(ALNUM, 40)}",
        f"VTPASS_SECRET_KEY=SK_{rnd(ALNUM, 40)}",
    )
    r.add(
        "remita_api_key",
        f"Remita: merchantId {digits(10, lead=True)}, serviceTypeId {digits(10, lead=True)}, apiKey {b64(secrets.token_bytes(24))}",
        f"REMITA_API_KEY={b64(secrets.token_bytes(24))}",
    )
    r.add(
        "mono_secret_key",
        f"mono-sec-key: live_sk_{rnd(ALNUM, 20)}",
        f"Mono (account linking) secret key na live_sk_{rnd(ALNUM, 20)}, public one dey frontend",
        f"MONO_SECRET_KEY=live_sk_{rnd(ALNUM, 20)}",
    )
    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}   # for sourcemap upload for CI",
        f"sentry-cli login --auth-token sntryu_{hexs(64)}",
        f"sentry org token (release bot): sntrys_{b64u_bytes(60)}",
    )
    r.add(
        "dashboard_admin_password",
        f"grafana.acme.internal  admin/{npw()}",
        f"GF_SECURITY_ADMIN_PASSWORD={npw()}",
        f"metabase (reports.acme.internal): finance@acmepay.example / {npw()}",
    )
    r.add(
        "basic_auth_credentials",
        f"Authorization: Basic {basic('settlement', npw())}   <- for the bank settlement bridge",
        f"curl -u ops:{npw()} https://admin.acme.internal/api/reconcile",
    )
    r.add(
        "session_cookie",
        f"admin panel cookie (copy am from devtools to test without login): acme_session={b64u_bytes(32)}",
        f"Cookie: connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(B64, 43)}",
        f"backoffice session for ngozi acct (she dey on leave, I need the report): sid={hexs(48)}",
    )
    r.add(
        "openai_api_key",
        f"OPENAI_API_KEY={openai_project_key()}   (support chatbot PoC)",
        f"openai key wey Ngozi share: {openai_project_key()}",
        f"client = OpenAI(api_key=\"{openai_project_key()}\")",
    )
    r.add(
        "kubernetes_secret_manifest",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-secrets\n  namespace: payments\ntype: Opaque\ndata:\n  PAYSTACK_SECRET_KEY: {b64(ps_sk().encode())}\n  DB_PASSWORD: {b64(upw().encode())}",
        f"kubectl create secret generic flw -n payments --from-literal=FLW_SECRET_KEY={flw_sk()}",
        f"stringData:\n  REDIS_PASSWORD: \"{upw()}\"\n  MONNIFY_SECRET_KEY: \"{mk_secret()}\"",
    )
    r.add(
        "jira_api_token",
        f"jira (jira.acme.internal) api token for the release script: tunde@acmepay.example:ATATT3xFfGF0{rnd(URLSAFE, 180)}={hexs(8).upper()}",
        f"JIRA_TOKEN=ATATT3xFfGF0{rnd(URLSAFE, 180)}={hexs(8).upper()}",
    )
    r.add(
        "company_vpn_password",
        f"forticlient vpn -> vpn.acme.internal:10443 user tunde.a pass {npw()}",
        f"openvpn auth-user-pass file:\ntunde.adebayo\n{npw()}",
        f"vpn pw changed today, new one: {npw()}",
    )
    r.add(
        "pos_terminal_pin",
        f"moniepoint POS for the office canteen: supervisor pin {digits(4)}, admin pin {digits(6)}",
        f"pos settings password na {digits(6)} (na Emeka set am)",
    )
    r.add(
        "field_encryption_key",
        f"PII_ENCRYPTION_KEY={b64(secrets.token_bytes(32))}   # aes-256-gcm for phone/address columns",
        f"key wey we dey use encrypt card tokens at rest: {hexs(64)} (iv na random per row)",
        f"kms no dey for staging so we hardcode: DATA_KEY=base64:{b64(secrets.token_bytes(32))}",
    )
    r.add(
        "sftp_password",
        f"bank settlement sftp: sftp://acmepay@sftp.acme.test:22  password {npw()}",
        f"lftp -u recon,'{npw()}' sftp://files.acme.internal",
        f"NIBSS file drop (pretend host sftp.nibss.acme.test)\nuser: acme_recon\npwd: {npw()}",
    )
    return r


# ---- look-alikes --------------------------------------------------------------------------

def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "paystack_public_key",
        f"paystack PUBLIC key for the web checkout (inline.js), e safe for frontend: {ps_pk()}",
        f"NEXT_PUBLIC_PAYSTACK_KEY={ps_pk()}",
        f"Mobile team dey ask for key - na pk them need: {ps_pk()}. dem no need sk at all, abeg",
    )
    r.add(
        "flutterwave_public_key",
        f"FLW public key for the checkout modal: {flw_pk()}",
        "FlutterwaveCheckout({ public_key: \"" + flw_pk() + "\", tx_ref: \"ACME-" + str(epoch()) + "\", amount: 5000, currency: \"NGN\" })",
        f"rn sdk config -> publicKey: {flw_pk()} (na public, e dey inside the app bundle anyway)",
    )
    r.add(
        "paystack_test_key_labelled_test",
        f"sandbox only!! {ps_sk_test()} - test mode key for local dev, e no fit move real money",
        f".env.example\nPAYSTACK_SECRET_KEY={ps_sk_test()}\n# test key, for prod pull the live one from Doppler",
        f"for the hackathon demo use test keys: {ps_pk_test()} / {ps_sk_test()} (test mode toggle ON)",
    )
    r.add(
        "flutterwave_test_key_labelled_test",
        f"FLW sandbox: {flw_sk_test()} (test mode, na mock money)",
        f"staging .env\nFLW_PUBLIC_KEY={flw_pk_test()}\nFLW_SECRET_KEY={flw_sk_test()}\n# TEST keys only",
    )
    r.add(
        "paystack_transaction_reference",
        f"customer complain say dem debit am but no value. ref: T{digits(15)} amount NGN 25,000. check am tomorrow",
        f"verify these refs for recon:\n- acme_{rnd(LOWER + DIGITS, 12)}\n- acme_{rnd(LOWER + DIGITS, 12)}\n- acme_{rnd(LOWER + DIGITS, 12)}",
        f"Paystack reference {rnd(LOWER + DIGITS, 10)} show 'abandoned' status, tell support make dem no refund twice",
    )
    r.add(
        "flutterwave_transaction_ids",
        f"FLW tx id {digits(7, lead=True)} / flw_ref FLW-MOCK-{hexs(32)} - na sandbox charge for QA",
        f"tx_ref wey we generate: ACME-{epoch()}-{rnd(UPPER + DIGITS, 6)}",
        f"refund request for flw transaction {digits(9, lead=True)}, flw_ref URF_{epoch()}{digits(3)}_{digits(7)}",
    )
    r.add(
        "paystack_customer_code",
        f"customer Adaeze (wallet id {digits(4)}) na CUS_{code15()} for paystack",
        f"GET /customer/CUS_{code15()} dey return 404 for staging, maybe dem create am for live side",
        f"merge duplicate customers: CUS_{code15()}, CUS_{code15()} -> keep the first one",
    )
    r.add(
        "paystack_object_codes",
        f"monthly ajo savings plan code: PLN_{code15()} (NGN 10,000 / month)",
        f"vendor payout -> recipient RCP_{code15()}, transfer code TRF_{code15()}, status pending",
        f"subscription SUB_{code15()} for customer CUS_{code15()} don cancel",
        f"split code for marketplace: SPL_{rnd(ALNUM, 10)} ; subaccount ACCT_{code15()}",
    )
    r.add(
        "customer_virtual_account",
        f"Dedicated virtual account for customer Chioma (pay-in): Wema Bank {nuban()} - na for customers to pay into, e no be secret",
        f"Monnify reserved account for merchant 'Mama Put Ventures': Moniepoint MFB {nuban()}, acct name ACME/MAMA PUT VENTURES",
        f"send this to the customer make dem transfer: Providus {nuban()} (Acme Pay - Ibrahim)",
        f"virtual acct for wallet top-up (user 88{digits(5)}):\nbank: Wema\nacct: {nuban()}\nname: ACME PAY - OLUWASEUN\n(generated via paystack dedicated_account)",
    )
    r.add(
        "invoice_bank_details",
        f"Invoice footer: Pay to Acme Pay Ltd, GTBank, Acct No: {nuban()}. Ref: INV-2024-{digits(5)}",
        f"bank details for clients:\nAccount name: Acme Pay Technologies Ltd\nBank: Zenith\nNUBAN: {nuban()}\nSort code: 057150{digits(3)}",
        f"our Access corporate acct {nuban()} dey all our invoices, na public info",
    )
    r.add(
        "webhook_event_ids",
        f"flw webhook id {digits(7, lead=True)} come twice - idempotency check catch am. event: charge.completed",
        f"paystack event charge.success for ref acme_{rnd(LOWER + DIGITS, 12)} - our log id {uid()}",
        f"replay webhook evt_{rnd(LOWER + DIGITS, 24)} from the dashboard after deploy",
    )
    r.add(
        "monnify_transaction_reference",
        f"monnify txn MNFY|{pick('20', '64', '83')}|{stamp()}|{digits(6)} paid but our callback time out",
        f"monnify paymentReference {uid()} vs transactionReference MNFY|{pick('20', '64')}|{stamp()}|{digits(6)} - use the second one for query",
    )
    r.add(
        "monnify_contract_code",
        f"monnify contract code for prod: {digits(10, lead=True)} (no be secret, e dey inside the SDK init)",
        f"contractCode {digits(10, lead=True)} + apiKey from Doppler -> MonnifySDK.initialize",
    )
    r.add(
        "git_commit_sha",
        f"the bug enter for commit {hexs(40)} - revert am",
        f"prod dey run {hexs(7)} (tag v2.18.{secrets.randbelow(20)}), staging dey {hexs(7)}",
        f"git cherry-pick {hexs(40)} {hexs(40)}",
    )
    r.add(
        "docker_image_digest",
        f"ledger image pinned to acmepay/ledger@sha256:{hexs(64)}",
        f"rollback: kubectl set image deploy/settlement settlement=registry.acme.internal/settlement@sha256:{hexs(64)}",
        f"ci built registry.acme.internal/wallet:{hexs(7)}-{epoch()}  digest sha256:{hexs(64)}",
    )
    r.add(
        "env_var_names",
        "required env for settlement-svc:\nPAYSTACK_SECRET_KEY\nFLW_SECRET_KEY\nMONNIFY_API_KEY\nMONNIFY_SECRET_KEY\nDATABASE_URL\nREDIS_URL\n(values dey Doppler)",
        "export PAYSTACK_SECRET_KEY=   <- leave am empty for local, use the mock server",
        "TERMII_API_KEY and TWILIO_AUTH_TOKEN no dey set for staging, na why OTP no dey go",
    )
    r.add(
        "doppler_reference",
        "doppler secrets get PAYSTACK_SECRET_KEY --plain -p acme-payments -c prd",
        "all keys don move go Doppler project 'ledger', config prd_eu. no ask me for am on WhatsApp again",
        f"doppler config stg get {secrets.randbelow(40) + 10} secrets; service token 'ci-stg' na Femi create am (the token itself dey GitHub Actions secrets)",
    )
    acct = aws_account()
    r.add(
        "aws_secrets_manager_reference",
        f"paystack creds dey arn:aws:secretsmanager:eu-west-1:{acct}:secret:prod/payments/paystack-{rnd(ALNUM, 6)}",
        "aws secretsmanager get-secret-value --secret-id prod/payments/flutterwave --query SecretString --output text",
        f"rotation lambda for prod/db/ledger dey run every 30 days; last rotated {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}, version id {uid()}",
    )
    r.add(
        "github_actions_secret_reference",
        "env:\n  PAYSTACK_SECRET_KEY: ${{ secrets.PAYSTACK_SECRET_KEY }}\n  FLW_SECRET_KEY: ${{ secrets.FLW_SECRET_KEY }}",
        "add FLW_SECRET_KEY as repo secret (Settings > Secrets and variables > Actions) - no put am for workflow file",
    )
    r.add(
        "kubernetes_secret_reference",
        "- name: DATABASE_URL\n  valueFrom:\n    secretKeyRef:\n      name: ledger-db\n      key: url",
        "kubectl get secret payments-secrets -n payments -o yaml  <- to check say the key dey, no decode am for screen share",
    )
    r.add(
        "postgres_url_placeholder",
        "DATABASE_URL=postgres://ledger_app:${DB_PASSWORD}@pg-primary.acme.internal:5432/ledger",
        "postgres://ledger_app:<password>@localhost:5432/ledger  - password dey 1Password vault 'Backend'",
        "psql -h pg-replica.acme.internal -U readonly -d payments   (e go prompt for password, na IAM auth token)",
    )
    r.add(
        "redis_url_without_auth",
        f"local redis: redis://localhost:6379/{secrets.randbelow(8)} (no auth for docker compose)",
        "REDIS_URL=redis://redis-cache.acme.internal:6379/2  # password comes from REDIS_PASSWORD env",
    )
    r.add(
        "twilio_account_sid",
        f"twilio acct SID AC{hexs(32)}, messaging service MG{hexs(32)} - auth token dey Doppler",
        f"twilio message SM{hexs(32)} status 'undelivered' (error 30008) for MTN number",
    )
    r.add(
        "termii_message_ids",
        f"termii message_id {digits(16, lead=True)} delivered, balance remain NGN {secrets.randbelow(90000) + 1000}",
        "termii sender id 'AcmePay' approved for dnd route; 'ACMEPAY' still dey pending",
    )
    r.add(
        "ussd_short_codes",
        "bank ussd codes: GTB *737#, Access *901#, Zenith *966#, UBA *919#, First *894#",
        f"pay with ussd: dial *737*000*{digits(4)}# (na payment code for order, e expire after 10 mins)",
        "check balance: *737*6*1# - e go ask for pin, na the one wey I no dey write down",
    )
    r.add(
        "password_policy",
        "new password rule for backoffice: min 12 chars, 1 upper, 1 number, 1 symbol, no reuse of last 5",
        "PIN policy for wallet: 4 digits, no 1234/0000/1111, lockout after 3 wrong tries for 24h",
        "bcrypt cost 12 for user passwords, argon2id for the API keys we issue merchants",
    )
    r.add(
        "pin_reset_story",
        "my GTB app pin block again. go branch tomorrow with ID, dem go reset am",
        "customer say him USSD pin no work after SIM swap - tell am to reset through *737*51*1#? no, na branch o",
        "reset the transaction PIN flow: OTP to phone -> new 4 digit pin -> confirm. ticket ACME-" + digits(4),
    )
    r.add(
        "rotated_key_notice",
        f"paystack sk ending ...{hexs(4)} don revoke. new key dey Doppler prd since {secrets.randbelow(28) + 1}/03",
        "rotated the FLW secret + encryption key after the leak scare. all services restarted, nothing to paste here",
        f"AWS access key for ci-deployer (created {secrets.randbelow(28) + 1}/01) deactivated; CI now dey use OIDC role, no static keys",
    )
    r.add(
        "masked_card_number",
        f"customer card 539983******{digits(4)} decline - insufficient funds",
        f"paystack authorization: bin 408408, last4 {digits(4)}, exp {card_expiry()}, brand visa, reusable true",
        f"**** **** **** {digits(4)} (verve) charge failed with 'do not honor'",
    )
    r.add(
        "idempotency_keys",
        f"Idempotency-Key: {uid()}",
        f"payout batch idempotency key {uid()} - if you retry use the SAME one o",
        f"request id from monnify support: {uid()}",
    )
    r.add(
        "trace_request_ids",
        f"trace id {hexs(32)} show say the latency na from NIBSS name enquiry",
        f"x-request-id: {hexs(16)}-{hexs(8)}  (from the failed transfer)",
    )
    r.add(
        "sentry_dsn_public",
        f"SENTRY_DSN=https://{hexs(32)}@sentry.acme.internal/{digits(2, lead=True)}  (dsn na public, e dey frontend bundle)",
        f"sentry issue ACME-API-{rnd(UPPER + DIGITS, 3)} event {hexs(32)} - null pointer for wallet debit",
    )
    r.add(
        "jira_ticket_refs",
        f"PAY-{digits(4, lead=True)}: reconcile flutterwave settlement for {secrets.randbelow(28) + 1}/02",
        f"blocked by OPS-{digits(3, lead=True)} (need new sftp creds from the bank - dem never send)",
    )
    r.add(
        "phone_numbers",
        f"paystack support line {phone()}, account manager Bola {phone()}",
        f"on-call this week: Chidi {phone()}, me {phone()}",
        f"test phone for OTP on staging: +234{phone()[1:]}",
    )
    r.add(
        "lagos_addresses_postcodes",
        f"office: 14 Herbert Macaulay Way, Yaba, Lagos {pick('101212', '101245', '100001')}",
        f"ship the POS terminals to Plot {secrets.randbelow(90) + 10}, Admiralty Way, Lekki Phase 1, 1052{digits(2)}",
    )
    r.add(
        "vehicle_plate_numbers",
        f"company bus plate {pick('LND', 'KJA', 'EKY', 'FKJ', 'SMK')}-{digits(3)}{rnd(UPPER, 2)}, driver Musa",
        f"uber wey carry me come office na {pick('APP', 'LSR', 'KRD')}-{digits(3)}{rnd(UPPER, 2)} (left my charger inside)",
    )
    r.add(
        "ips_and_hosts",
        f"whitelist these IPs for Monnify callbacks: 203.0.113.{secrets.randbelow(250) + 1}, 203.0.113.{secrets.randbelow(250) + 1}",
        f"pg-primary.acme.internal -> 10.20.{secrets.randbelow(255)}.{secrets.randbelow(255)}, replica 10.20.{secrets.randbelow(255)}.{secrets.randbelow(255)}",
        f"NAT gateway egress 192.0.2.{secrets.randbelow(250) + 1} - send am to Interswitch for IP whitelisting",
    )
    r.add(
        "version_strings",
        f"bump paystack-node to 2.{secrets.randbelow(9)}.{secrets.randbelow(9)}, flutterwave-node-v3 1.{secrets.randbelow(9)}.{secrets.randbelow(9)}",
        "node v20.11.1, postgres 15.6, redis 7.2.4 - prod versions as of today",
        f"ledger v3.{secrets.randbelow(30)}.{secrets.randbelow(10)}+build.{digits(4)} ({hexs(7)})",
    )
    r.add(
        "ssh_public_key",
        f"my public key for the bastion authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tunde@acme-mbp",
        f"ci deploy public key (add am to ledger repo deploy keys, read only): ssh-rsa {ssh_pub('ssh-rsa', 270)} ci@acme",
    )
    r.add(
        "ssh_host_fingerprint",
        f"bastion host key fingerprint ED25519 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} - confirm am before you type yes",
        f"sftp.acme.test host key: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (bank send am for email)",
    )
    r.add(
        "gpg_fingerprint",
        f"release signing key fingerprint: {groups(hexs(40).upper(), 4)}",
        f"NIBSS public PGP key for the settlement files, fpr {hexs(40).upper()} - import am, na to encrypt only",
    )
    r.add(
        "jwt_public_key_pem",
        f"auth-svc RS256 public key (give am to the other services for verification):\n{pem('PUBLIC KEY', 5)}",
        f"jwks.json public key for merchants to verify our webhook signatures:\n{pem('PUBLIC KEY', 4)}",
    )
    r.add(
        "jwks_key_id",
        f"current kid: {hexs(16)}  (previous kid {hexs(16)} still in jwks for 24h)",
        f"token header say kid={uid()} but jwks no get am - cache issue",
    )
    r.add(
        "nigerian_bank_codes",
        "bank codes for transfers: GTB 058, Access 044, Zenith 057, Wema 035, Providus 101, Moniepoint 50515, Kuda 50211, Opay 999992",
        f"NIP institution code for Wema na 000017; session id for the failed one: 000017{stamp()[2:]}{digits(12)}",
    )
    r.add(
        "coupon_codes",
        f"promo for december: DETTY{digits(2)}{rnd(UPPER, 3)} - 10% off transfer fees, max NGN 500",
        f"referral code for new merchants: ACME-{rnd(UPPER + DIGITS, 6)}",
        f"voucher for the team lunch (chicken republic): CR{digits(4)}-{rnd(UPPER + DIGITS, 4)}, expires friday",
    )
    r.add(
        "interswitch_terminal_ids",
        f"ISW terminal id 3ACM{digits(4)}, merchant id MX{digits(5)}, payable code {digits(4)}",
        f"quickteller biller id {digits(3)}, paymentCode {digits(5)} for DSTV - na public",
    )
    r.add(
        "usdt_wallet_address",
        f"company USDT (TRC20) deposit address: T{rnd(BASE58, 33)} - customers fit send here",
        f"send my share to 0x{hexs(40)} (ERC20, na my public address)",
        f"btc receive address for the freelancer payout: bc1q{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}",
    )
    r.add(
        "firebase_web_config",
        "firebaseConfig = { apiKey: \"AIza" + rnd(URLSAFE, 35) + "\", projectId: \"acme-pay-web\", messagingSenderId: \"" + digits(12, lead=True) + "\", appId: \"1:" + digits(12, lead=True) + ":web:" + hexs(22) + "\" }  // client config, e public",
        f"android google-services.json current_key AIza{rnd(URLSAFE, 35)} (restricted to our package name, na client key)",
    )
    r.add(
        "mono_public_key",
        f"mono connect widget key: live_pk_{rnd(ALNUM, 20)} (public)",
        f"MONO_PUBLIC_KEY=test_pk_{rnd(ALNUM, 20)}   # frontend, sandbox",
        f"mono account id for the linked GTB acct: {hexs(24)} (na id, the secret key dey Doppler)",
    )
    r.add(
        "vtpass_request_ids",
        f"vtpass request_id {stamp()[:12]}{rnd(ALNUM, 10)} - airtime went but we no get response",
        f"requery vtpass txn {digits(17, lead=True)} (MTN data 1GB)",
    )
    r.add(
        "release_checksums",
        f"sha256 of settlement-cli-linux-amd64: {hexs(64)}",
        f"npm integrity for @acmepay/sdk 1.4.2: sha512-{b64(secrets.token_bytes(64))}",
    )
    r.add(
        "aws_resource_ids",
        f"prod account {aws_account()}, vpc-{hexs(17)}, subnet-{hexs(17)}",
        f"ci role arn:aws:iam::{aws_account()}:role/github-oidc-deployer",
        f"kyc bucket s3://acme-kyc-prod-{hexs(6)} kms key {uid()}",
    )
    r.add(
        "wifi_network_names",
        "wifi names: AcmePay-Staff (5G), AcmePay-Guest. password dey the reception board, ask Bisi",
        f"router admin page na http://192.168.{secrets.randbelow(2)}.1, mac {':'.join(hexs(2) for _ in range(6))} - password for the IT drawer",
    )
    r.add(
        "otp_settings",
        "OTP: 6 digits, ttl 300s, max 3 resend per 10 mins, hashed with sha256 before we store",
        f"OTP_LENGTH=6\nOTP_TTL_SECONDS=300\nOTP_MAX_ATTEMPTS={pick(3, 5)}",
    )
    r.add(
        "settlement_batch_ids",
        f"settlement batch STL-{stamp()[:8]}-{digits(4)} short by NGN {secrets.randbelow(9000) + 100}.{digits(2)}",
        f"paystack settlement id {digits(8, lead=True)} paid into our GTB on {secrets.randbelow(28) + 1}/04",
    )
    r.add(
        "order_and_invoice_numbers",
        f"order ORD-{rnd(UPPER + DIGITS, 8)} still showing pending, customer don pay",
        f"invoice INV-2024-{digits(5)} sent to Mama Put Ventures, due in 14 days",
        f"receipt no {digits(12, lead=True)} from the interswitch POS",
    )
    r.add(
        "secret_in_password_manager",
        "office wifi password dey our 1Password shared vault, item 'Yaba Wifi'",
        "the bank app pin? no dey write am anywhere again. na for my head e dey",
        "github PAT for the bot dey Bitwarden org collection 'CI' - expires next month, remind me to regenerate",
    )
    r.add(
        "token_expiry_talk",
        "monnify access token expire after 1hr, so cache am in redis with ttl 3500",
        "our jwt access tokens na 15 mins, refresh 7 days. signing key rotate every quarter",
        "the github PAT expire yesterday, CI fail. generated a new one and put am for Actions secrets",
    )
    return r


def main() -> None:
    write_corpora("make_heldout89.py", [
        ("heldout89_credentials.yaml", credentials(), "batch 89 (Lagos fintech backend dev, English with Pidgin), written blind; every value synthetic"),
        ("heldout89_lookalikes.yaml", lookalikes(), "batch 89 look-alikes: payment public keys, references, account numbers, secret pointers, written blind"),
    ])


if __name__ == "__main__":
    main()
