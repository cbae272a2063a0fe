# ruff: noqa: E501
"""Writes heldout114_credentials.yaml and heldout114_lookalikes.yaml: held-out batch 114.

Persona: a backend engineer at a London fintech who keeps notes in British English, mostly
about OAuth, webhooks and request signing. The notes hold HS256 signing secrets, OAuth client
secrets, webhook signing secrets, PEM keys, the Open Banking transport key's password, the
payments provider's keys, Redis and Postgres URLs, and the odd office door code; the
look-alikes are client ids, redirect URIs, PKCE and state values, JWKS, event and request ids,
KMS ARNs, fingerprints and notes about rotations that never give the value.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import hashlib
import hmac
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
    age_secret_key,
    anthropic_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    b64u_bytes,
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
    kube_key_data,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pem,
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
    "harbour", "teapot", "velvet", "quarry", "lantern", "biscuit", "cobalt", "meadow", "pylon",
    "thistle", "rampart", "saffron", "kettle", "orbit", "puddle", "granite", "wren", "canal",
    "marble", "tundra", "juniper", "oyster", "ember", "falcon", "gherkin", "magpie", "parsnip",
    "ripple", "sprocket", "walnut", "zephyr", "cobble", "drizzle", "ferry", "gazebo", "hazel",
]
SEED_WORDS = [
    "abandon", "ability", "absorb", "acoustic", "adapt", "border", "brisk", "cabin", "canvas",
    "dawn", "debris", "eager", "elbow", "fabric", "fossil", "giant", "gravity", "hollow",
    "index", "jelly", "kidney", "ladder", "lemon", "mammal", "noble", "oblige", "orchard",
    "pelican", "quantum", "rescue", "salmon", "sketch", "tackle", "timber", "umbrella",
    "vessel", "walnut", "yellow", "zebra", "wisdom", "rhythm", "picnic",
]
REGION = "eu-west-2"


def psp_id(prefix: str, n: int = 24) -> str:
    """A payments-provider object id: prefix, a digit-and-letter run, like the real ones."""
    return f"{prefix}_{rnd(ALNUM, n)}"


def fingerprint(nbytes: int = 32) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def pkce_pair() -> tuple[str, str]:
    verifier = b64u_bytes(32)
    challenge = b64u(hashlib.sha256(verifier.encode()).digest())
    return verifier, challenge


def kms_arn() -> str:
    return f"arn:aws:kms:{REGION}:{aws_account()}:key/{uid()}"


def rsa_jwk(kid: str) -> dict:
    return {"kty": "RSA", "use": "sig", "alg": "PS256", "kid": kid,
            "n": b64u_bytes(256), "e": "AQAB"}


def ec_jwk(kid: str) -> dict:
    return {"kty": "EC", "crv": "P-256", "use": "sig", "kid": kid,
            "x": b64u_bytes(32), "y": b64u_bytes(32)}


def pub_pem() -> str:
    return pem("PUBLIC KEY", 3)


def plate() -> str:
    return f"{rnd(UPPER, 2)}{digits(2)} {rnd(UPPER, 3)}"


def postcode() -> str:
    return f"EC{secrets.randbelow(4) + 1}{pick('A', 'M', 'N', 'R', 'V', 'Y')} {digits(1)}{rnd(UPPER, 2)}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "jwt_hs256_signing_secret",
        f"staging auth svc JWT_SECRET={hexs(64)}  (HS256, same one the mobile BFF uses, dont rotate till after the release pls)",
        f"remember: the HS256 key for the internal service-to-service tokens is\n{b64(secrets.token_bytes(32))}\nit's in the helm values for payments-gw too",
        f"jwt signing secret for local dev w/ prod-shaped tokens -> {rnd(ALNUM, 48)}",
        f"```yaml\nauth:\n  jwt:\n    algorithm: HS256\n    issuer: https://auth.acme.test\n    audience: payments-api\n    secret: \"{b64u_bytes(48)}\"\n```\nthis is the perf env one, keep it",
    )
    r.add(
        "oauth_client_secret",
        f"Open Banking sandbox client creds\nclient_id: {uid()}\nclient_secret: {rnd(URLSAFE, 40)}",
        f"curl -s -u 'ledger-svc:{rnd(ALNUM, 32)}' -d grant_type=client_credentials -d scope=payments:write https://auth.acme.internal/oauth2/token | jq .",
        f"the partner portal issued a new client secret today, the old one dies on Friday. new = {rnd(ALNUM + '~._-', 40)}",
        f"backoffice SSO app (OIDC) - CLIENT_ID={rnd(ALNUM, 20)} CLIENT_SECRET={rnd(URLSAFE, 43)}",
    )
    r.add(
        "webhook_signing_secret",
        f"whsec for the prod payments webhook endpoint: whsec_{rnd(ALNUM, 32)}",
        f"# .env.staging\nPSP_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}\nPSP_WEBHOOK_TOLERANCE_S=300",
        f"signing secret for the KYC vendor's webhooks (they HMAC-SHA256 the raw body, hex digest in X-Signature): {hexs(64)}",
        f"when replaying events locally use whsec_{rnd(ALNUM, 32)} — it's the one the CLI printed, changes each login iirc",
    )
    r.add(
        "request_signing_private_key",
        f"private key we sign outbound payment initiation requests with (PS256), temp copy till it's in the HSM:\n{pem('PRIVATE KEY', 5)}",
        f"QSeal key for the ASPSP message signing\n{pem('RSA PRIVATE KEY', 6)}",
        f"detached-JWS signing key for /domestic-payments (EC P-256), kid sig-2025-q2\n{pem('EC PRIVATE KEY', 3)}",
    )
    r.add(
        "ob_transport_key_password",
        f"OBWAC transport cert .key is encrypted, passphrase: {pw()}",
        f"openssl pkcs12 -export -in obwac.pem -inkey obwac.key -out obwac.p12 -passout pass:{rnd(ALNUM + '!#%&*+-', 18)}",
        f"transport key pw (the one from the OB directory cert we renewed in March) - {phrase(WORDS, 4, '-')}",
    )
    r.add(
        "payments_provider_api_key",
        f"PSP live secret key, only for the payouts worker: sk_live_{rnd(ALNUM, 99)}",
        f"test mode key so I stop asking Priya: sk_test_{rnd(ALNUM, 24)}",
        f"restricted key for the recon job (read-only charges + payouts)\nrk_live_{rnd(ALNUM, 99)}",
        f"acquirer API key for the card-present pilot, header X-API-Key:\nAQE{rnd(ALNUM, 18)}.{rnd(ALNUM + '+/', 60)}==",
    )
    r.add(
        "redis_url_with_password",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@cache-staging.acme.internal:6380/0",
        f"redis-cli -h sessions.acme.internal -p 6379 --tls -a '{pw()}' info keyspace",
        f"rate limiter redis (elasticache) AUTH token is {rnd(ALNUM, 40)} — it's not in vault yet, TODO",
    )
    r.add(
        "postgres_url_with_password",
        f"DATABASE_URL=postgresql://ledger_app:{rnd(ALNUM, 24)}@pg-ledger.acme.internal:5432/ledger?sslmode=require",
        f"psql \"host=pg-staging.acme.internal dbname=payments user=readonly password={pw()}\"",
        f"prod migration user: flyway / {pw()}  (break-glass ONLY, tell #sre if you use it)",
        f"~/.pgpass on the bastion\npg-replica.acme.internal:5432:*:analytics:{rnd(ALNUM, 20)}",
    )
    dk = b64(secrets.token_bytes(32))
    r.add(
        "kms_plaintext_data_key",
        "aws kms generate-data-key output I pasted by mistake into the runbook draft, must delete:\n"
        + json.dumps({"CiphertextBlob": b64(secrets.token_bytes(184)), "Plaintext": dk, "KeyId": kms_arn()}, indent=2),
        f"ugh, logged the plaintext data key in the debug line on staging. rotating tmrw. it was {b64(secrets.token_bytes(32))}",
        f"DEK for card-vault envelope encryption (plaintext, should never exist outside memory!!) {hexs(64)}",
    )
    r.add(
        "staging_admin_password",
        f"staging admin console https://admin.staging.acme.test\nuser: admin@acme.test\npw: {pw()}",
        f"backoffice staging superuser → ops-admin / {pw()}",
        f"if the staging admin gets locked out again the pasword is {pw()} (shared with QA, dont change w/o telling them)",
    )
    r.add(
        "office_door_code",
        f"office door code (side entrance on Rivington St): {digits(4)}#",
        f"new door code from Mon is {digits(6)}, old one stops working at 6pm Fri",
        f"door: {digits(5)} then press the key symbol. lift doesn't need a fob after 9",
    )
    r.add(
        "aws_access_key_pair",
        f"[acme-sandbox]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = {REGION}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\n# ^ ci-deployer, to be replaced by OIDC federation",
        f"keys for the old S3 statement-export user: {aws_key_id()} / {aws_secret()}",
    )
    r.add(
        "live_bearer_token",
        f"token for poking the prod-like sandbox, valid 24h:\nAuthorization: Bearer {jwt({'iss': 'https://auth.acme.test', 'sub': 'svc-ledger', 'aud': 'payments-api', 'exp': epoch() + 86400, 'scope': 'payments:write'}, 'RS256', b64u_bytes(256))}",
        f"AIS consent access token from the sandbox bank (lasts 90 days): {rnd(URLSAFE, 64)}",
        f"curl -H 'Authorization: Bearer {rnd(URLSAFE, 48)}' https://api.acme.internal/v1/accounts  — works as of this morning",
    )
    r.add(
        "oauth_refresh_token",
        f"long-lived refresh token for the accounting integration (offline_access): {b64u_bytes(48)}",
        f"refresh_token for the sandbox ASPSP test user (so I don't have to redo the consent dance): {rnd(URLSAFE, 86)}",
        f"{{\"access_token\":\"<expired>\",\"token_type\":\"Bearer\",\"refresh_token\":\"rt_{rnd(ALNUM, 48)}\",\"expires_in\":3600}}\n^ keep the refresh one",
    )
    r.add(
        "github_token",
        f"GH PAT for the release bot (repo + workflow scopes) ghp_{rnd(ALNUM, 36)}",
        f"fine grained token for reading the shared protos repo:\ngithub_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://x-access-token:ghp_{rnd(ALNUM, 36)}@github.com/acme-pay/ledger.git",
    )
    r.add(
        "npm_token",
        f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"npm publish token for @acme/webhook-verify → npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "slack_bot_token",
        f"slack app signing secret (for verifying slash commands) {hexs(32)}",
        f"alerts bot for #payments-alerts: xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
        f"SLACK_BOT_TOKEN=xoxb-{digits(11, True)}-{digits(13, True)}-{rnd(ALNUM, 24)} (the deploy notifier)",
    )
    r.add(
        "totp_seed",
        f"TOTP seed for the shared AWS root MFA (break glass): {groups(rnd(BASE32, 32), 4)}",
        f"otpauth://totp/ACME%20PSP%20Dashboard:ops@acme.test?secret={rnd(BASE32, 32)}&issuer=ACME%20PSP%20Dashboard",
        f"2fa secret for the OB directory login, in case my phone dies\n{rnd(BASE32, 16)}",
    )
    r.add(
        "mfa_backup_codes",
        f"github backup codes:\n{recovery_codes(6, 'github')}",
        f"PSP dashboard recovery codes {recovery_codes(5, 'digits')}",
        f"AWS SSO MFA backups — use top to bottom, cross off\n{recovery_codes(4, 'plain')}",
    )
    r.add(
        "ssh_private_key",
        f"bastion key (ed25519) for the staging jump host\n{openssh_private()}",
        f"deploy key for the infra repo, read-only:\n{openssh_private()}",
    )
    r.add(
        "filevault_recovery_key",
        f"work mac FileVault recovery key {filevault_key()}",
        f"laptop recovery key (IT asked me to keep a copy somewhere not on the laptop lol): {filevault_key()}",
    )
    r.add(
        "password_manager_master_password",
        f"new master password after the reset, typing it here before I forget\n{phrase(WORDS, 4, '.')}{digits(2)}",
        f"1Password master pw: {phrase(WORDS, 5, ' ')}",
        f"bitwarden (personal) master password {pw()} — yes I know",
    )
    r.add(
        "onepassword_secret_key",
        f"1P secret key for the work account {onepassword_secret_key()}",
        f"Emergency kit → Secret Key: {onepassword_secret_key()}",
    )
    r.add(
        "corporate_card",
        f"company Amex for AWS + SaaS: {luhn('4', 16)} exp {card_expiry()} cvv {digits(3)}",
        f"team card (Visa debit) {groups(luhn('4', 16), 4)}  {card_expiry()}  {digits(3)}  — name on card: ACME PAY LTD",
        f"for the conference booking: card ending … well, full number {luhn('5', 16)}, {card_expiry()}, security code {digits(3)}",
    )
    r.add(
        "office_wifi_password",
        f"office wifi ACME-Staff pw: {pw()}",
        f"guest wifi this week is {phrase(WORDS, 2, '')}{digits(3)} (changes Mondays)",
        f"WIFI:T:WPA;S:ACME-Eng;P:{rnd(ALNUM, 16)};;",
    )
    r.add(
        "wireguard_private_key",
        f"peer config for the Raspberry Pi in the office comms cupboard: privkey {wg_key()} (pubkey is in the repo)",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.60.{secrets.randbelow(250)}.{secrets.randbelow(250) + 2}/32\nDNS = 10.60.0.2",
        f"wg key for the home → office tunnel (private): {wg_key()}",
    )
    r.add(
        "basic_auth_credentials",
        f"legacy settlement API still uses basic auth:\nAuthorization: Basic {basic('settle-bot', pw())}",
        f"grafana staging admin: admin:{rnd(ALNUM, 18)}",
        f"curl -u recon:{pw()} https://reports.acme.internal/export?date=2025-05-01",
    )
    r.add(
        "partner_gateway_api_key",
        f"x-api-key for the FX partner gateway (prod): {rnd(ALNUM, 40)}",
        f"api key for the sanctions screening vendor — {hexs(32)}",
        f"```\nPARTNER_API_BASE=https://gw.partner.example/v2\nPARTNER_API_KEY={rnd(ALNUM, 32)}\n```",
    )
    r.add(
        "pkcs12_keystore_password",
        f"server.jks keypass + storepass both {rnd(ALNUM + '!#%&*+-', 16)}",
        f"keystore.p12 for the mTLS client in the Java settlement svc, storepass {rnd(ALNUM, 20)}",
        f"keytool -list -keystore truststore-and-client.p12 -storepass '{pw()}'",
    )
    r.add(
        "rabbitmq_url_with_password",
        f"spring.rabbitmq.username=ledger\nspring.rabbitmq.password={rnd(ALNUM, 22)}\nspring.rabbitmq.host=mq.acme.internal",
        f"AMQP_URL=amqps://events:{rnd(ALNUM, 24)}@mq.acme.internal:5671/payments",
        f"rabbit mgmt UI login for staging → guest-ish user 'ops' pw {pw()}",
    )
    r.add(
        "kafka_sasl_password",
        f"sasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"ledger-consumer\" password=\"{rnd(ALNUM, 32)}\";",
        f"MSK scram creds for the webhook-fanout producer: webhook-fanout / {rnd(ALNUM, 28)}",
        f"kcat -b kafka.acme.internal:9096 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-256 -X sasl.username=debug -X sasl.password='{pw()}' -L",
    )
    r.add(
        "datadog_api_key",
        f"datadog app key for the SLO dashboard script ({hexs(40)}), api key is the shared one",
        f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}",
        f"datadog api key for the local agent so traces show up: {hexs(32)}",
    )
    r.add(
        "sendgrid_api_key",
        f"transactional email (receipts) key: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}  # staging only",
    )
    r.add(
        "openai_api_key",
        f"key for the dispute-summary prototype {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
    )
    r.add(
        "anthropic_api_key",
        f"team key for the support-triage experiment: {anthropic_key()}",
        f"export ANTHROPIC_API_KEY={anthropic_key()}",
    )
    r.add(
        "docker_registry_token",
        f"{{\"auths\":{{\"registry.acme.internal\":{{\"auth\":\"{basic('ci-pull', rnd(ALNUM, 24))}\"}}}}}}",
        f"docker login -u acmepayci -p dckr_pat_{rnd(URLSAFE, 27)}",
        f"registry.acme.internal robot account: robot$ci-push / {rnd(ALNUM, 32)}",
    )
    r.add(
        "terraform_cloud_token",
        f"credentials \"app.terraform.io\" {{\n  token = \"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}\"\n}}",
        f"TFC team token for the network workspace {rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}",
    )
    r.add(
        "vault_token",
        f"VAULT_TOKEN=hvs.{rnd(ALNUM, 24)} (my personal one, 32h ttl)",
        f"root token from the staging vault re-init — REVOKE after unseal test: hvs.{rnd(ALNUM, 24)}",
        f"vault unseal keys (staging, 3 of 5):\n1: {b64(secrets.token_bytes(33))}\n2: {b64(secrets.token_bytes(33))}\n3: {b64(secrets.token_bytes(33))}",
    )
    r.add(
        "session_cookie",
        f"backoffice session cookie for reproducing the bug as the support user: connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(ALNUM + '%', 43)}",
        f"Cookie: __Host-session={b64u_bytes(32)}; csrftoken={rnd(ALNUM, 32)}",
        f"admin session (expires at 18:00): sessionid={rnd(LOWER + DIGITS, 32)}",
    )
    r.add(
        "app_secret_key",
        f"DJANGO_SECRET_KEY='{rnd(ALNUM + '!@#%^&*(-_=+)', 50)}'",
        f"flask secret key for the internal admin tool: {hexs(48)}",
        f"Rails master.key for the merchant portal → {hexs(32)}",
    )
    r.add(
        "field_encryption_key",
        f"AES-256-GCM key for PII column encryption (v3): {b64(secrets.token_bytes(32))}",
        f"FIELD_ENC_KEYS='{{\"v2\":\"{b64(secrets.token_bytes(32))}\",\"v3\":\"{b64(secrets.token_bytes(32))}\"}}'",
        f"tink keyset for tokenising PANs in staging (cleartext, I know):\n{b64(secrets.token_bytes(64))}",
    )
    r.add(
        "partner_hmac_shared_secret",
        f"HMAC shared secret with the payroll partner, they sign X-Acme-Signature with it: {hexs(64)}",
        f"merchant callback signing key (merchant 4471 asked to rotate, this is the NEW one)\n{b64(secrets.token_bytes(32))}",
        f"hmac key the marketplace uses for payout callbacks: {rnd(ALNUM, 40)}",
    )
    r.add(
        "client_assertion_private_key",
        "JWK private key for private_key_jwt in the test harness (d included!):\n" + json.dumps({"kty": "EC", "crv": "P-256", "kid": hexs(8), "x": b64u_bytes(32), "y": b64u_bytes(32), "d": b64u_bytes(32)}),
        f"private_key_jwt client assertion key for the TPP registration\n{pem('PRIVATE KEY', 4)}",
        f"signing key for the DCR software statement, kid {hexs(8)}\n{pem('EC PRIVATE KEY', 3)}",
    )
    r.add(
        "alarm_code",
        f"Alarm panel by the fire exit — unset: {digits(4)}, then ENT within 30s",
        f"if I'm last out: alarm code {digits(4)} then 'set'",
        f"home alarm {digits(4)}, duress {digits(4)} (don't mix them up)",
    )
    r.add(
        "locker_combination",
        f"gym locker combo {digits(4)}",
        f"office locker 14 — code {digits(3)}-{digits(3)}",
    )
    r.add(
        "bank_card_pin",
        f"Pin for the new Barclaycard = {digits(4)}. sorry future me",
        f"new debit card PIN {digits(4)} (Monzo)",
        f"pin for the team's petty cash card is {digits(4)}",
    )
    r.add(
        "google_app_password",
        f"smtp pass for alerts@acme.test (app password) -> {app_password().replace(' ', '')}",
        f"app password for the shared inbox IMAP (statements@): {app_password()}",
        f"gmail app pw for the SMTP relay test {app_password()}",
    )
    r.add(
        "sops_age_secret_key",
        f"sops age key for the staging secrets repo\n# public key: age1...\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
    )
    r.add(
        "kubeconfig_client_key",
        f"users:\n- name: ops-admin\n  user:\n    client-certificate-data: {b64(pem_body(3).encode())}\n    client-key-data: {kube_key_data()}",
        f"client-key-data for the staging EKS break-glass user: {kube_key_data()}",
    )
    r.add(
        "gpg_key_passphrase",
        f"passphrase for my release-signing gpg key: {phrase(WORDS, 6, ' ')}",
        f"gpg --batch --pinentry-mode loopback --passphrase '{pw()}' --decrypt settlement-2025-04.csv.gpg",
    )
    r.add(
        "crypto_wallet_seed_phrase",
        f"hardware wallet seed (personal, from the hackathon):\n{phrase(SEED_WORDS, 12, ' ')}",
        f"testnet faucet wallet mnemonic — {phrase(SEED_WORDS, 24, ' ')}",
    )
    r.add(
        "twilio_auth_token",
        f"twilio test creds: SID AC{hexs(32)} / token {hexs(32)} (test account, still don't leak it)",
        f"twilio for SMS OTPs: account SID AC{hexs(32)}, auth token {hexs(32)}",
        f"TWILIO_AUTH_TOKEN={hexs(32)}",
    )
    r.add(
        "sftp_password",
        f"Host sftp.bureau.example\n  User acmepay02\n# pw: {pw()}",
        f"BACS bureau SFTP: sftp.bureau.example, user acmepay01, pw {pw()}",
        f"lftp -u 'settlements,{rnd(ALNUM, 16)}' sftp://files.acme.internal",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "oauth_client_id",
        f"OB sandbox client_id is {uid()} — the secret lives in vault, not here",
        f"backoffice SSO client id: {rnd(ALNUM, 20)} (public, it's in the SPA bundle anyway)",
        f"client_id={rnd(LOWER + DIGITS, 26)} for the mobile app (PKCE, no secret — public client)",
        f"the DCR response gave us client_id `{rnd(ALNUM, 22)}`, registration_access_token went straight to vault",
    )
    r.add(
        "oauth_redirect_uri",
        "redirect URIs registered for the TPP:\n- https://app.acme.test/callback\n- https://app.acme.test/oauth/cb\n- com.acme.pay:/oauth2redirect",
        f"redirect_uri mismatch again — the registered one is https://auth.acme.internal/cb?tenant={hexs(8)} but the app sends it without the tenant",
        "https://login.acme.example/authorize?response_type=code&client_id=webportal&redirect_uri=https%3A%2F%2Fportal.acme.example%2Fcb&scope=openid%20accounts",
    )
    v1, c1 = pkce_pair()
    v2, c2 = pkce_pair()
    _, c3 = pkce_pair()
    r.add(
        "pkce_docs_example",
        f"PKCE example from the spec walkthrough, for the workshop slides:\ncode_verifier = {v1}\ncode_challenge = {c1}\ncode_challenge_method = S256",
        f"note to self: code_challenge is BASE64URL(SHA256(verifier)), no padding. e.g. verifier {v2} → challenge {c2}",
        f"authorize URL from the sandbox docs: /authorize?client_id=demo&code_challenge={c3}&code_challenge_method=S256&state=xyz",
        "verifier must be 43–128 chars from [A-Z a-z 0-9 - . _ ~]; our SDK was producing 42, hence the invalid_grant",
    )
    r.add(
        "oauth_state_param",
        f"state param in the failing login was {b64u_bytes(24)} — it never made it back, cookie got dropped (SameSite)",
        f"state={rnd(URLSAFE, 32)}&code=<redacted> — the callback log line Jo pasted, code removed",
        f"we generate state as 16 random bytes b64url, e.g. {b64u_bytes(16)}; it's single-use, bound to the session",
    )
    r.add(
        "oidc_nonce",
        f"nonce in the id_token didn't match: expected {b64u_bytes(16)} got {b64u_bytes(16)}",
        f"nonce={hexs(32)} — from the HAR file, just for correlating with the IdP logs",
        f"the IdP echoes nonce back in the id_token claims, ours looked like {rnd(ALNUM, 22)}, fine",
    )
    kid1, kid2 = hexs(16), uid()
    r.add(
        "jwks_document",
        "our public JWKS (what /.well-known/jwks.json serves):\n" + json.dumps({"keys": [rsa_jwk(kid1)]}, indent=1),
        "JWKS from the sandbox bank, cached for the verifier tests:\n" + json.dumps({"keys": [ec_jwk(kid2), ec_jwk(hexs(8))]}),
        f"jwks_uri is https://keystore.directory.acme.test/{rnd(ALNUM, 18)}/{rnd(ALNUM, 22)}.jwks — remember it caches for 1h",
    )
    r.add(
        "jwt_kid_value",
        f"kid of the current signing key: {hexs(40)} (rotated Tuesday, old kid still in the JWKS for 48h)",
        f"verifier failing with 'no key for kid {uid()}' -> JWKS cache stale",
        f"x5t#S256 thumbprint for the QSeal cert = {b64u(secrets.token_bytes(32))}, use it as kid",
    )
    r.add(
        "webhook_endpoint_id",
        f"prod webhook endpoint is {psp_id('we')} → https://hooks.acme.example/psp",
        f"disabled {psp_id('we')} (old staging one), the new one is {psp_id('we')}",
        f"endpoint we_{rnd(ALNUM, 24)} has 312 failed deliveries, check the 5xx from the ingress",
    )
    r.add(
        "webhook_event_id",
        f"replay {psp_id('evt')} — payment_intent.succeeded that we dropped during the deploy",
        f"events to re-send:\n{psp_id('evt')}\n{psp_id('evt')}\n{psp_id('evt')}",
        f"dup delivery of evt_{rnd(ALNUM, 24)}, our dedupe table caught it 👍",
        f"KYC vendor event id {uid()} (type: check.completed) arrived before the applicant existed",
    )
    r.add(
        "idempotency_key",
        f"Idempotency-Key: {uid()} — retried 3 times, got the same 201 each time, as designed",
        f"idempotency keys are uuid4 per payment attempt; e.g. {uid()} for the £12.40 refund",
        f"409 'idempotency key reused with different params' for key {rnd(ALNUM, 32)}",
    )
    r.add(
        "request_correlation_id",
        f"X-Request-Id: req_{rnd(ALNUM, 14)} — PSP support asked for it",
        f"x-fapi-interaction-id {uid()} on the 403 from the bank",
        f"correlation id for the slow settlement batch: {hexs(32)}",
        f"error ref {rnd(UPPER + DIGITS, 12)} from the partner's 500 page, raised with them",
    )
    sample = json.dumps({"id": psp_id("evt"), "type": "payout.paid"}, separators=(",", ":"))
    ts = epoch()
    r.add(
        "sample_payload_hmac",
        f"from the docs: payload {sample} signed at t={ts} gives\nPSP-Signature: t={ts},v1={hexs(64)}\n(the docs' example secret, not ours)",
        f"our unit test expects sha256={hmac.new(b'test-secret-do-not-use', sample.encode(), hashlib.sha256).hexdigest()} for the fixture body",
        f"X-Signature header on the replayed event: {b64(secrets.token_bytes(32))} — mismatch was because we re-serialised the JSON",
    )
    r.add(
        "kms_key_arn",
        f"CMK for the card-vault envelope: {kms_arn()}",
        f"kms:Decrypt denied on {kms_arn()} — the task role's missing from the key policy",
        f"multi-region key arn:aws:kms:{REGION}:{aws_account()}:key/mrk-{hexs(32)} replicates to eu-west-1",
    )
    r.add(
        "kms_key_id_alias",
        f"key id {uid()} = alias/payments-dek-wrapper",
        "aws kms describe-key --key-id alias/ob-signing --query KeyMetadata.KeyState  # should say Enabled",
        f"KeyId in the encryption context logs was {uid()}, matches the prod CMK",
    )
    r.add(
        "cert_fingerprint",
        f"OBWAC transport cert SHA-256 fingerprint\n{fingerprint()}",
        f"pinned fingerprint for the partner's mTLS cert (rotates Aug): sha256/{b64(secrets.token_bytes(32))}",
        f"openssl x509 -noout -fingerprint -sha1 -in qseal.pem → SHA1 Fingerprint={fingerprint(20)}",
    )
    r.add(
        "base64_public_json",
        f"the x-jws-signature header's protected part decodes to the usual: {b64url({'alg': 'PS256', 'kid': hexs(16), 'b64': False, 'crit': ['b64']})}",
        f"cursor param is just base64 JSON: {b64(json.dumps({'created_after': ts, 'limit': 50}).encode())}",
        f"unsigned (alg none) test token for the parser fuzz case: {b64url({'alg': 'none'})}.{b64url({'sub': 'test', 'iat': ts})}.",
    )
    r.add(
        "rotated_secret_note",
        "rotated the prod webhook signing secret at 14:05, both old+new valid for 24h, verifier reads both from vault",
        "HS256 key for s2s tokens rotated (v7 → v8). nothing to do unless you cache tokens > 1h",
        "OB transport key passphrase changed during the cert renewal — new one only in 1Password 'Platform' vault",
        "PSP secret key rolled after the laptop theft; old sk_live_ key expired immediately, all services redeployed",
    )
    r.add(
        "public_key_pem",
        f"public half of the request-signing key, send to the bank:\n{pub_pem()}",
        f"partner's webhook verification public key (they sign with Ed25519):\n-----BEGIN PUBLIC KEY-----\n{b64(bytes.fromhex('302a300506032b6570032100') + secrets.token_bytes(32))}\n-----END PUBLIC KEY-----",
        f"CSR for the new QSeal, submitted to the directory:\n{pem('CERTIFICATE REQUEST', 5)}",
    )
    r.add(
        "ssh_public_key",
        f"my pubkey for the bastion allow-list:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} me@acme-mbp",
        f"deploy key (public) added to the infra repo: ssh-rsa {ssh_pub('ssh-rsa', 260)} ci@acme",
    )
    r.add(
        "git_commit_sha",
        f"the fix for the double-refund is {hexs(40)}, cherry-pick onto release/2025.18",
        f"regression came in {hexs(7)}..{hexs(7)}, bisecting",
        f"git revert {hexs(12)}  # the webhook retry change, broke ordering",
    )
    r.add(
        "container_image_digest",
        f"ledger:1.42.3@sha256:{hexs(64)}",
        f"prod is running payments-gw digest sha256:{hexs(64)}, staging one behind",
        f"rollback target: 123456789012.dkr.ecr.{REGION}.amazonaws.com/webhook-fanout@sha256:{hexs(64)}",
    )
    r.add(
        "payment_object_id",
        f"customer complaint: {psp_id('pi')} charged twice? no — second one is {psp_id('pi')} which failed 3DS",
        f"payout {psp_id('po')} stuck in_transit since Monday",
        f"refund re_{rnd(ALNUM, 24)} for charge ch_{rnd(ALNUM, 24)}, £48.00",
    )
    r.add(
        "customer_id",
        f"test merchant account = {psp_id('acct', 16)}, customer {psp_id('cus', 14)}",
        f"cus_{rnd(ALNUM, 14)} is the one with the broken mandate",
    )
    r.add(
        "publishable_key",
        f"publishable key for the checkout page (safe to ship in JS): pk_live_{rnd(ALNUM, 99)}",
        f"NEXT_PUBLIC_PSP_KEY=pk_test_{rnd(ALNUM, 24)}",
        f"the web SDK's public key is pk_live_{rnd(ALNUM, 24)}; the secret one is server-side only obv",
    )
    r.add(
        "vault_path_reference",
        "webhook secret: vault kv get -field=signing_secret secret/payments/prod/psp-webhook",
        "JWT keys live at transit/keys/s2s-jwt (never exported), ask #platform for policy",
        "Postgres creds come from database/creds/ledger-rw (dynamic, 1h TTL) so there's nothing to note down",
    )
    r.add(
        "env_var_reference",
        "REDIS_URL=rediss://default:${REDIS_AUTH}@cache-staging.acme.internal:6380/0  ← the auth comes from the secret store",
        "set PSP_SECRET_KEY and PSP_WEBHOOK_SECRET in the task def from Secrets Manager, NOT in the Dockerfile",
        "export JWT_SECRET=$(aws secretsmanager get-secret-value --secret-id s2s/jwt --query SecretString --output text)",
    )
    r.add(
        "password_policy",
        "staging admin pw policy: min 14 chars, no reuse of last 5, expires every 90 days",
        "HS256 secrets must be at least 256 bits; the old 16-char one failed the pentest finding ACME-SEC-212",
        "door codes get changed quarterly by facilities, they email it — don't put it in Slack",
    )
    r.add(
        "jira_ticket",
        f"PAY-{digits(4, True)}: verify webhook signatures with constant-time compare",
        f"blocked on SEC-{digits(3, True)} (key rotation runbook review) and PLAT-{digits(4, True)}",
    )
    r.add(
        "company_bank_details",
        f"our settlement account, as printed on invoices:\nACME Pay Ltd\nSort code {digits(2)}-{digits(2)}-{digits(2)}  Acc {digits(8)}\nIBAN {iban('GB', 'NWBK' + digits(14))}",
        f"client money account IBAN {iban('GB', 'BARC' + digits(14), spaced=False)}, BIC BARCGB22 — fine to share with partners",
        f"EUR collections account: {iban('IE', 'AIBK' + digits(14))}",
    )
    r.add(
        "psp_test_card",
        "test cards: 4242 4242 4242 4242 any future expiry, any CVC. 4000 0025 0000 3155 for 3DS challenge",
        "declined test card 4000 0000 0000 0002 — expiry 12/34, cvc 123 (docs values)",
        "sandbox Amex 3782 822463 10005, CVC 4 digits any",
    )
    r.add(
        "resource_uuid",
        f"merchant {uid()} has webhooks going to an http:// URL, email them",
        f"consent id {uid()} revoked by the PSU, we still polled it 400 times",
    )
    r.add(
        "iam_role_arn",
        f"arn:aws:iam::{aws_account()}:role/ledger-task-role",
        f"assume arn:aws:iam::{aws_account()}:role/BreakGlassAdmin via SSO, never with keys",
        f"github OIDC provider arn:aws:iam::{aws_account()}:oidc-provider/token.actions.githubusercontent.com",
    )
    r.add(
        "internal_hosts_ips",
        f"pg-ledger.acme.internal → 10.40.{secrets.randbelow(250)}.{secrets.randbelow(250)}, replica .{secrets.randbelow(250)}",
        f"NAT egress IPs the bank allow-lists: 192.0.2.{secrets.randbelow(250)}, 198.51.100.{secrets.randbelow(250)}",
        f"webhook fanout pod MAC {mac()} shows in the flow logs, ignore",
    )
    r.add(
        "version_strings",
        f"bumped jose to 5.{secrets.randbelow(10)}.{secrets.randbelow(10)}, openssl 3.0.{secrets.randbelow(16)} in the base image",
        "TLS 1.2+ only; FAPI 1.0 Advanced; OB read/write API v3.1.11",
        f"psp api version header: 2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}.acacia",
    )
    r.add(
        "phone_numbers",
        f"bank's TPP support line 020 7946 0{digits(3)}, option 3",
        f"on-call this week: Sam 07700 900{digits(3)}",
    )
    r.add(
        "office_postcode",
        f"new office from June: 2nd floor, {secrets.randbelow(90) + 10} Rivington St, London {postcode()}",
        f"deliveries to reception, postcode {postcode()}",
    )
    r.add(
        "parcel_tracking",
        f"yubikeys shipped, Royal Mail tracking {rnd(UPPER, 2)}{digits(9)}GB",
        f"DPD parcel {digits(14)} — the HSM eval unit",
    )
    r.add(
        "invoice_order_number",
        f"AWS invoice EUINGB25-{digits(7)} for April, forward to finance",
        f"order #{rnd(UPPER + DIGITS, 10)} for the new monitors",
        f"PO-{digits(6)} approved for the pentest",
    )
    r.add(
        "coupon_code",
        f"conference discount code {rnd(UPPER + DIGITS, 8)} (20% off, public on their site)",
        f"promo code for the team lunch place: {rnd(UPPER, 6)}{digits(2)}",
    )
    r.add(
        "file_checksum",
        f"sha256sum settlement-2025-04-30.csv → {hexs(64)}",
        f"md5 of the bank's BACS file {hexs(32)} matches what they sent",
        f"terraform lock hash h1:{b64(secrets.token_bytes(32))}",
    )
    r.add(
        "revoked_token_note",
        "revoked the GH PAT for the release bot, moved it to a GitHub App with short-lived tokens",
        "the Slack bot token leaked in the CI log was revoked within 10 mins, no access in the audit log",
        "all sandbox refresh tokens expire after 90 days, hence the consent re-auth wave this week",
    )
    r.add(
        "ob_directory_ids",
        f"OB directory org id 0015800001{rnd(ALNUM, 8)}, software statement id {rnd(ALNUM, 22)}",
        f"our software_id is {rnd(ALNUM, 22)} — appears in every SSA",
        f"FCA FRN {digits(6)} for the sandbox paperwork",
    )
    r.add(
        "cert_serial_number",
        f"serial of the renewed OBWAC: {fingerprint(16).lower()}",
        f"CRL lists serial {secrets.randbits(120):X} — that's the old transport cert, expected",
    )
    r.add(
        "mfa_setup_talk",
        "TOTP seeds are 160-bit base32, 30s step, 6 digits — set the PSP dashboard up like that for the new joiners",
        "backup codes printed and in the safe on 3rd floor, I didn't keep a copy",
        "lost my yubikey; IT re-enrolled it, old one removed from the account",
    )
    r.add(
        "door_code_reference",
        "door code changed again, it's on the whiteboard in the kitchen (not putting it here)",
        "new starters get the door code from reception on day 1",
    )
    r.add(
        "decoded_jwt_claims",
        "decoded claims from the failing token:\n" + json.dumps({"iss": "https://auth.acme.test", "sub": uid(), "aud": "payments-api", "exp": ts, "jti": uid()}, indent=1),
        f"header was {{\"alg\":\"PS256\",\"kid\":\"{hexs(16)}\",\"typ\":\"JWT\"}} — we only allow PS256 + ES256",
        f"jti {uid()} replayed, rejected by the cache (good)",
    )
    r.add(
        "licence_plate",
        f"parking permit for {plate()}, bay 6",
        f"courier van reg {plate()} for the HSM delivery",
    )
    r.add(
        "secrets_manager_arn",
        f"arn:aws:secretsmanager:{REGION}:{aws_account()}:secret:prod/psp/webhook-{rnd(ALNUM, 6)}",
        f"the rotation lambda for arn:aws:secretsmanager:{REGION}:{aws_account()}:secret:ledger/pg-{rnd(ALNUM, 6)} runs every 30 days",
        f"secret version id {uid()} is AWSCURRENT, {uid()} is AWSPREVIOUS",
    )
    r.add(
        "signature_header_format",
        "PSP-Signature format is t=<unix>,v1=<hex hmac-sha256 of \"t.body\">; reject if |now - t| > 300s",
        "x-jws-signature = <protected>..<signature> (detached, b64=false), verify against the TPP's JWKS",
    )
    r.add(
        "w3c_traceparent",
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
        f"trace {hexs(32)} shows 4s in the KMS decrypt span",
    )
    r.add(
        "redacted_connection_string",
        "DATABASE_URL=postgresql://ledger_app:********@pg-ledger.acme.internal:5432/ledger",
        "AMQP_URL=amqps://events:<from-vault>@mq.acme.internal:5671/payments",
        "redis://cache.acme.internal:6379/2  (no auth, local docker only)",
    )
    r.add(
        "kms_ciphertext_blob",
        f"encrypted DEK stored next to the record (ciphertext, useless without KMS): {b64(secrets.token_bytes(184))}",
        f"sops-encrypted value in the repo: ENC[AES256_GCM,data:{b64(secrets.token_bytes(24))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
    )
    r.add(
        "token_length_talk",
        "the PSP's secret keys are now 107 chars, our DB column was varchar(64) — migration PAY-2231",
        f"whsec_ secrets are 32 chars after the prefix; ours is fine. event ids evt_ + 24. (checked {secrets.randbelow(20) + 3} of them)",
        "access tokens are opaque 64-char strings from the sandbox bank; no point decoding",
    )
    r.add(
        "sandbox_test_user",
        "sandbox bank PSU logins are in their docs: user 'mits', pw from the docs page — don't bother saving",
        f"test merchant {rnd(UPPER + DIGITS, 8)} on the sandbox, MCC 5734",
    )
    return r


def main() -> None:
    write_corpora("make_heldout114.py", [
        ("heldout114_credentials.yaml", credentials(), "batch 114 (London fintech backend engineer: OAuth, webhooks, signing keys), written blind; every value synthetic"),
        ("heldout114_lookalikes.yaml", lookalikes(), "batch 114 look-alikes: client ids, PKCE/state, JWKS, event and request ids, KMS ARNs, rotation notes, written blind"),
    ])


if __name__ == "__main__":
    main()
