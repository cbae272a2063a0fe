# ruff: noqa: E501
"""Writes heldout290_credentials.yaml and heldout290_lookalikes.yaml: held-out batch 290.

Persona: a security engineer at a healthcare SaaS company in Boston who writes notes in
American English, precise and full of config snippets. She keeps GCP service account keys,
Azure Storage connection strings and SAS tokens, Auth0 client secrets, HashiCorp Vault
tokens, Sentry auth tokens, an Okta API token, a PGP private key passphrase, JWT signing
secrets, a SAML signing key, a break-glass AWS root password and MFA seed; and many
look-alikes: SAML public certificates, JWKS documents, SHA-256 hashes, Azure resource ids,
GUIDs, pod names, ARNs, references such as ${{ secrets.X }} and vault:secret/data/x,
redacted values such as sk_live_**** and .env.example placeholders.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets
from urllib.parse import quote

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
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
    b64u_bytes,
    b64url,
    basic,
    digits,
    epoch,
    filevault_key,
    groups,
    hexs,
    jwt,
    kube_key_data,
    openai_project_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pod_name,
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
    "granite", "harbor", "lantern", "cobalt", "meadow", "falcon", "quarry", "velvet", "orchid",
    "summit", "copper", "tundra", "willow", "ember", "saffron", "glacier", "pilot", "marble",
    "juniper", "canyon", "beacon", "thistle", "otter", "raven", "compass", "sequoia", "walnut",
]
PROJECT = "acme-health-prod"
ACCOUNT = "acmehealthprod"


def gcp_private_key(lines: int = 8) -> str:
    return "-----BEGIN PRIVATE KEY-----\n" + pem_body(lines) + "\n-----END PRIVATE KEY-----\n"


def gcp_key_json(project: str, sa: str, indent: int | None = 2) -> str:
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": gcp_private_key(),
        "client_email": f"{sa}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
        "token_uri": "https://oauth2.googleapis.com/token",
    }, indent=indent)


def azure_key() -> str:
    return b64(secrets.token_bytes(64))


def sas_token(perms: str = "rl", resource: str = "co") -> str:
    month = secrets.randbelow(12) + 1
    day = secrets.randbelow(27) + 1
    sig = quote(b64(secrets.token_bytes(32)), safe="")
    return (f"sv=2022-11-02&ss=b&srt={resource}&sp={perms}&se=2026-{month:02d}-{day:02d}T04:00:00Z"
            f"&st=2025-{month:02d}-{day:02d}T04:00:00Z&spr=https&sig={sig}")


def vault_token() -> str:
    return pick("hvs." + rnd(ALNUM, 24), "hvs.CAESI" + rnd(URLSAFE, 86))


def sentry_token() -> str:
    org = b64u(json.dumps({"iat": epoch(), "url": "https://sentry.acme.internal",
                           "region_url": "https://sentry.acme.internal", "org": "acme-health"}).encode())
    return pick(f"sntrys_{org}_{rnd(ALNUM, 43)}", f"sntryu_{hexs(64)}", hexs(64))


def okta_token() -> str:
    return "00" + rnd(URLSAFE, 40)


def auth0_secret() -> str:
    return rnd(URLSAFE, 64)


def auth0_client_id() -> str:
    return rnd(ALNUM, 32)


def mfa_seed() -> str:
    return rnd(BASE32, 64)


def passphrase(n: int = 5) -> str:
    return phrase(WORDS, n, pick(" ", "-", "."))


def okta_id(prefix: str) -> str:
    return prefix + rnd(ALNUM, 17)


def sha256() -> str:
    return hexs(64)


def gh_pat() -> str:
    return pick("ghp_" + rnd(ALNUM, 36), f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}")


def slack_bot() -> str:
    return f"xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def stripe_live() -> str:
    return "sk_live_51" + rnd(ALNUM, 97)


def rk_live() -> str:
    return "rk_live_51" + rnd(ALNUM, 97)


def whsec() -> str:
    return "whsec_" + rnd(ALNUM, 32)


def npm_token() -> str:
    return "npm_" + rnd(ALNUM, 36)


def azure_resource(provider: str, kind: str, name: str, rg: str = "rg-ehr-prod-eastus2") -> str:
    return f"/subscriptions/{uid()}/resourceGroups/{rg}/providers/{provider}/{kind}/{name}"


def cert_thumb() -> str:
    return groups(hexs(40).upper(), 2, ":")


def pgp_fpr() -> str:
    return groups(hexs(40).upper(), 4)


def credentials() -> Rows:
    r = Rows()

    r.add("gcp_service_account_key",
          "GCP SA key for the audit-log exporter (prod). Paste into /etc/acme/gcp-exporter.json on the collector:\n" + gcp_key_json(PROJECT, "audit-exporter"),
          "remember this one: siem-ingest SA in acme-health-staging\n" + gcp_key_json("acme-health-staging", "siem-ingest", None),
          f"private_key_id {hexs(40)} for bq-phi-reader@{PROJECT}.iam.gserviceaccount.com\n\"private_key\": {json.dumps(gcp_private_key(6))}",
          f"GOOGLE_APPLICATION_CREDENTIALS contents (terraform runner, project {PROJECT}). Key created today, delete old key on Friday:\n" + gcp_key_json(PROJECT, "tf-runner"),
          "dlp-scanner key (json, single line so it fits the k8s secret): " + gcp_key_json(PROJECT, "dlp-scanner", None))

    r.add("azure_storage_connection_string",
          f"Azure Storage conn string for the HL7 archive:\nDefaultEndpointsProtocol=https;AccountName={ACCOUNT};AccountKey={azure_key()};EndpointSuffix=core.windows.net",
          f"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=acmehealthlogs;AccountKey={azure_key()};EndpointSuffix=core.windows.net\"",
          f"key1 for acmehealthbackup (rotated key2 last week, key1 is live): {azure_key()}",
          f"appsettings.json for the fax-ingest function:\n{{\n  \"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=acmefaxingest;AccountKey={azure_key()};EndpointSuffix=core.windows.net\"\n}}",
          f"staging storage acct acmehealthstg, access key = {azure_key()}  (don't give to vendors, give them a SAS)")

    r.add("azure_sas_token",
          f"SAS for the claims vendor upload container, expires next year:\nhttps://{ACCOUNT}.blob.core.windows.net/claims-inbound?{sas_token('cw', 'c')}",
          f"read-only SAS token for the auditors: ?{sas_token('rl')}",
          f"azcopy copy ./export/*.parquet 'https://acmehealthanalytics.blob.core.windows.net/deid-exports?{sas_token('racwl')}' --recursive",
          f"Blob SAS URL (DR test restore)\nhttps://acmehealthbackup.blob.core.windows.net/pgdump/ehr-2025-06-01.dump?{sas_token('r', 'o')}",
          f"sas: {sas_token('rwdl', 'sco')}\nscope: whole account acmehealthstg, revoke after the migration")

    r.add("auth0_client_secret",
          f"Auth0 M2M app 'provisioning-svc' on acme-health.us.auth0.com\nclient_id: {auth0_client_id()}\nclient_secret: {auth0_secret()}",
          f"AUTH0_CLIENT_SECRET={auth0_secret()}",
          f"auth0 secret for the patient portal backend (regular web app): {auth0_secret()} , client id {auth0_client_id()}",
          f"curl --request POST --url https://login.acmehealth.example/oauth/token --data 'grant_type=client_credentials&client_id={auth0_client_id()}&client_secret={auth0_secret()}&audience=https://api.acmehealth.example/'",
          f"Auth0 Management API client (tenant acme-health-dev): id {auth0_client_id()} / secret {auth0_secret()}")

    r.add("vault_token",
          f"Vault root token from the DR drill, revoke after the ceremony: {vault_token()}",
          f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_token()}",
          f"periodic token for the CI runner (policy ci-read, period 72h): {vault_token()}",
          f"vault login {vault_token()}",
          f"Vault batch token for the backup job: hvb.{rnd(URLSAFE, 120)}")

    r.add("sentry_auth_token",
          f"Sentry org auth token for release uploads (self-hosted sentry.acme.internal): {sentry_token()}",
          f"SENTRY_AUTH_TOKEN={sentry_token()}\nSENTRY_ORG=acme-health\nSENTRY_PROJECT=patient-portal",
          f"my personal sentry user token (scopes project:read, event:admin): sntryu_{hexs(64)}",
          f".sentryclirc\n[auth]\ntoken={sentry_token()}\n[defaults]\nurl=https://sentry.acme.internal/")

    r.add("okta_api_token",
          f"Okta API token (SSWS) for the SCIM bridge, created under svc-scim: {okta_token()}",
          f"curl -H 'Authorization: SSWS {okta_token()}' https://acmehealth.okta.example/api/v1/users?limit=25",
          f"okta token for the offboarding script -> {okta_token()}  (expires after 30 days idle)",
          f"OKTA_ORG_URL=https://acmehealth.okta.example\nOKTA_API_TOKEN={okta_token()}")

    r.add("pgp_passphrase",
          f"PGP passphrase for security@acmehealth.example private key: {passphrase(6)}",
          f"gpg key for signing releases, passphrase \"{passphrase(5)}\"",
          f"passphrase for the 0x{hexs(16).upper()} subkey (the one on the YubiKey backup): {passphrase(7)}",
          f"gpg --batch --pinentry-mode loopback --passphrase '{passphrase(5)}' --decrypt vendor-phi-drop.tar.gz.gpg",
          f"pgp pass (incident-response key): {pw()}")

    r.add("jwt_signing_secret",
          f"JWT HS256 signing secret for the internal admin API: {secrets.token_urlsafe(48)}",
          f"JWT_SECRET={hexs(64)}\nJWT_ISSUER=https://api.acme.internal\nJWT_TTL=900",
          f"new signing secret for session tokens (old one revoked after the pentest finding): {b64(secrets.token_bytes(64))}",
          f"jwt:\n  algorithm: HS512\n  secret: \"{secrets.token_urlsafe(64)}\"\n  expiry_minutes: 15",
          f"the NextAuth secret for the clinician dashboard: NEXTAUTH_SECRET={b64(secrets.token_bytes(32))}")

    r.add("saml_signing_key",
          "SAML SP signing key for the EHR SSO integration (the cert is in the metadata, this is the key):\n" + pem("PRIVATE KEY", 8),
          "saml-sp.key\n" + pem("RSA PRIVATE KEY", 10),
          "IdP signing key for the test SAML IdP at idp.acme.test, keep with the cert:\n" + pem("PRIVATE KEY", 6),
          "SAML_SP_PRIVATE_KEY=\"" + pem("PRIVATE KEY", 6).replace("\n", "\\n") + "\"")

    r.add("aws_root_password",
          f"BREAK-GLASS: AWS root for acct {aws_account()} (prod-phi)\nemail: aws-root-prod@acmehealth.example\npassword: {pw()}",
          f"aws root pw (security-audit account) {pw()}  -- two-person rule, log it in the break-glass register",
          f"root user login for the org management account {aws_account()}: aws-mgmt-root@acmehealth.example / {pw()}",
          f"Break glass | AWS root | acct {aws_account()}\nUser: aws-root-logs@acmehealth.example\nPass: {rnd(ALNUM + '!#%&*+-', 24)}",
          f"new root passwrod after the rotation on 6/2: {pw()}")

    r.add("aws_mfa_seed",
          f"MFA seed for the AWS root virtual device (break-glass), add to the backup authenticator: {mfa_seed()}",
          f"otpauth://totp/Amazon%20Web%20Services:root-account-mfa-device@{aws_account()}?secret={mfa_seed()}&issuer=Amazon%20Web%20Services",
          f"root MFA secret key (base32) acct {aws_account()}:\n{groups(mfa_seed(), 4)}",
          f"TOTP seed for the break-glass IAM user bg-admin: {rnd(BASE32, 32)}")

    r.add("aws_access_key",
          f"AWS keys for the log-shipper IAM user (prod):\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"~/.aws/credentials\n[acme-security-audit]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}\nregion=us-east-1",
          f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} terraform plan -var-file=prod.tfvars",
          f"scanner user key pair {aws_key_id()} / {aws_secret()}")

    r.add("database_connection_string",
          f"DATABASE_URL=postgresql://ehr_app:{pw()}@ehr-db-prod.acme.internal:5432/ehr?sslmode=verify-full",
          f"psql \"host=audit-db.acme.internal port=5432 dbname=audit user=auditor password={pw()} sslmode=require\"",
          f"read replica for analytics: postgres://analytics_ro:{rnd(ALNUM, 24)}@ehr-db-replica.acme.internal/ehr",
          f"Azure SQL conn string (billing): Server=tcp:acme-billing.database.acme.internal,1433;Initial Catalog=billing;User ID=billing_app;Password={pw()};Encrypt=True;",
          f"mongodb+srv://fhir_svc:{rnd(ALNUM, 20)}@fhir-cluster.acme.internal/fhir?retryWrites=true&w=majority")

    r.add("github_token",
          f"GitHub PAT for the dependency scanner (fine-grained, read-only on acme-health org): {gh_pat()}",
          f"gh auth login --with-token <<< {gh_pat()}",
          f"GH token used by the secret-scanning triage bot: ghp_{rnd(ALNUM, 36)}",
          f"GITHUB_TOKEN={gh_pat()}  # expires in 90 days")

    r.add("slack_bot_token",
          f"Slack bot token for #sec-alerts bot: {slack_bot()}",
          f"SLACK_BOT_TOKEN={slack_bot()}\nSLACK_SIGNING_SECRET={hexs(32)}",
          f"phishing-report bot (xoxb) -> {slack_bot()}",
          f"slack app 'guardduty-notify' signing secret {hexs(32)}, bot token {slack_bot()}")

    r.add("datadog_api_key",
          f"Datadog API key (us5): {hexs(32)}",
          f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}\nDD_SITE=us5.datadoghq.com",
          f"datadog app key for the compliance dashboard export: {hexs(40)}",
          f"datadog-agent.yaml\napi_key: {hexs(32)}\nsite: us5.datadoghq.com\nlogs_enabled: true")

    r.add("stripe_secret_key",
          f"Stripe live secret key (billing service): {stripe_live()}",
          f"STRIPE_SECRET_KEY={stripe_live()}",
          f"restricted key for the finance reconciliation job (read charges only): {rk_live()}",
          f"stripe sk for prod -> {stripe_live()} (rotate if anyone pastes it in Slack again)")

    r.add("webhook_signing_secret",
          f"Stripe webhook signing secret for /billing/webhook: {whsec()}",
          f"STRIPE_WEBHOOK_SECRET={whsec()}",
          f"HMAC secret for the lab-results webhook from the LIS vendor: {secrets.token_hex(32)}",
          f"HOOK_SIGNING_KEY={b64(secrets.token_bytes(32))}  # verifies X-Acme-Signature on the Okta event hook")

    r.add("twilio_auth_token",
          f"Twilio auth token for SMS appointment reminders: {hexs(32)} (account sid AC{hexs(32)})",
          f"twilio:\n  account_sid: AC{hexs(32)}\n  auth_token: {hexs(32)}",
          f"TWILIO_AUTH_TOKEN={hexs(32)}",
          f"Twilio API key SK{hexs(32)} secret {rnd(ALNUM, 32)} (for the Verify service)")

    r.add("ssh_private_key",
          "bastion key for jump.acme.internal (ed25519, no passphrase, only for the DR laptop):\n" + openssh_private(),
          "deploy key for acme-health/infra-secrets repo\n" + openssh_private(),
          "id_ed25519 for the SFTP drop with the clearinghouse (sftp.acme.test):\n" + openssh_private(),
          "old RSA key still on the HSM admin box, remove after migration:\n" + pem("RSA PRIVATE KEY", 12))

    r.add("filevault_recovery_key",
          f"FileVault recovery key for my work MacBook (asset ACME-LT-{digits(4)}): {filevault_key()}",
          f"laptop recovery key {filevault_key()}",
          f"FV key for the loaner IR laptop: {filevault_key()}\nJamf has it too but Jamf was down last time",
          f"BitLocker key for the Windows forensics workstation: {'-'.join(f'{11 * secrets.randbelow(65536):06d}' for _ in range(8))}")

    r.add("recovery_codes",
          "GitHub recovery codes (security-admin account):\n" + recovery_codes(8, "github"),
          "Okta backup codes for my admin account: " + recovery_codes(6, "digits"),
          "Auth0 tenant owner recovery code: " + rnd(UPPER + DIGITS, 24),
          "AWS SSO break-glass user, backup codes\n" + recovery_codes(5, "other"))

    r.add("redis_password",
          f"redis session store (prod): redis://:{rnd(ALNUM, 32)}@sessions.acme.internal:6380/0",
          f"requirepass {rnd(ALNUM, 40)}",
          f"REDIS_PASSWORD={secrets.token_urlsafe(24)}",
          f"Azure Cache for Redis primary key (acme-rate-limit): {b64(secrets.token_bytes(32))}")

    r.add("kubernetes_credential",
          f"kubeconfig user for the aks-prod break-glass admin:\nusers:\n- name: clusterAdmin_rg-ehr-prod_aks-prod\n  user:\n    client-certificate-data: {b64(pem('CERTIFICATE', 3).encode())}\n    client-key-data: {kube_key_data()}",
          f"service account token for the falco exporter:\n{jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'security', 'sub': 'system:serviceaccount:security:falco-exporter'}, 'RS256', b64u_bytes(256))}",
          f"kubectl --server=https://k8s-staging.acme.internal:6443 --token={jwt({'iss': 'kubernetes/serviceaccount', 'sub': 'system:serviceaccount:ci:deployer'}, 'RS256', b64u_bytes(256))} get pods -A",
          f"client-key-data for the GKE admin context: {kube_key_data()}")

    r.add("vault_unseal_key",
          "Vault unseal key shard 2 of 5 (my shard, threshold 3): " + b64(secrets.token_bytes(33)),
          "Unseal Key 4: " + b64(secrets.token_bytes(33)) + "\nInitial Root Token: " + vault_token(),
          "recovery key (auto-unseal via Azure Key Vault) for vault-dr: " + b64(secrets.token_bytes(33)),
          "vault operator unseal " + b64(secrets.token_bytes(33)))

    r.add("office_access_code",
          f"Boston office alarm code (Summer St, 4th floor): {digits(4)}#",
          f"server closet keypad {digits(6)}",
          f"safe combo in the security office: {secrets.randbelow(40)}-{secrets.randbelow(40)}-{secrets.randbelow(40)}",
          f"my YubiKey PIV PIN {digits(6)}, PUK {digits(8)}",
          f"building garage gate code {digits(5)} (changes on the 1st)")

    r.add("npm_token",
          f"npm automation token for publishing @acme-health/fhir-types: {npm_token()}",
          f".npmrc\n//registry.npmjs.org/:_authToken={npm_token()}",
          f"NPM_TOKEN={npm_token()}",
          f"internal registry (npm.acme.internal) token: //npm.acme.internal/:_authToken={npm_token()}")

    r.add("sops_age_key",
          f"age key for sops on the infra repo (the private half):\n# created: 2025-03-11T09:12:44-05:00\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"SOPS_AGE_KEY={age_secret_key()}",
          f"backup of my age identity: {age_secret_key()}",
          f"~/.config/sops/age/keys.txt\n{age_secret_key()}")

    r.add("email_api_key",
          f"SendGrid API key for breach-notification emails: {sendgrid_key()}",
          f"SENDGRID_API_KEY={sendgrid_key()}",
          f"postmark server token (appointment emails) {uid()}",
          f"smtp relay: smtp.acme.internal:587, user apikey, password {sendgrid_key()}")

    r.add("llm_api_key",
          f"OpenAI key for the phishing triage prototype (project 'sec-triage'): {openai_project_key()}",
          f"ANTHROPIC_API_KEY={anthropic_key()}",
          f"anthropic key for the policy-summarizer (BAA covered workspace): {anthropic_key()}",
          f"OPENAI_API_KEY={openai_project_key()}")

    r.add("password_manager_master",
          f"1Password master password (work): {passphrase(5)}",
          f"Bitwarden master pw for the shared IR vault: {pw()}\nsecret stays in the sealed envelope too",
          f"KeePassXC db for offline break-glass: {passphrase(6)}",
          f"vault.acme.internal userpass login for me: jkowalski / {pw()}",
          "1Password Secret Key for the security team account: A3-" + "-".join(rnd(UPPER + DIGITS, n) for n in (6, 6, 5, 5, 5, 5)))

    r.add("container_registry_auth",
          f"docker login acmehealth.azurecr.io -u acme-ci-push -p {b64(secrets.token_bytes(39))}",
          f"~/.docker/config.json\n{{\n  \"auths\": {{\n    \"registry.acme.internal\": {{\n      \"auth\": \"{basic('ci-builder', pw())}\"\n    }}\n  }}\n}}",
          f"Harbor robot account robot$scanner, secret: {rnd(ALNUM, 32)}",
          f"GHCR pull token for the air-gapped cluster: ghp_{rnd(ALNUM, 36)}")

    r.add("wireguard_private_key",
          f"WireGuard for the on-call VPN (my laptop)\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.44.0.17/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820",
          f"wg private key for the bastion peer: {wg_key()}",
          f"PresharedKey = {wg_key()} (peer: siem-collector)")

    r.add("basic_auth_header",
          f"Authorization: Basic {basic('sftp-monitor', pw())}",
          f"grafana admin (grafana.acme.internal) admin / {pw()}",
          f"curl -u scanner:{rnd(ALNUM, 20)} https://nexus.acme.internal/service/rest/v1/components?repository=pypi-internal",
          f"Elastic superuser on siem.acme.internal: elastic / {rnd(ALNUM, 20)}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("saml_public_certificate",
          "Okta IdP signing certificate for the EHR SAML app (public, goes in the SP metadata):\n" + pem("CERTIFICATE", 8),
          "SP cert to send to the hospital's IdP team (cert only, the key never leaves Key Vault):\n" + pem("CERTIFICATE", 6),
          f"<ds:X509Certificate>{b64(secrets.token_bytes(600))}</ds:X509Certificate>",
          f"new SAML cert thumbprint after the June rollover: SHA1 {cert_thumb()} (expires 2028-06-30)",
          "idp-metadata.xml from idp.acme.test, cert block:\n" + pem("CERTIFICATE", 5))

    r.add("jwks_document",
          "JWKS for api.acmehealth.example (public signing keys, served at /.well-known/jwks.json):\n" + json.dumps({"keys": [{"kty": "RSA", "kid": hexs(16), "use": "sig", "alg": "RS256", "n": b64u_bytes(256), "e": "AQAB"}]}, indent=2),
          "EC public key in the JWKS, for the token verifier test fixture:\n" + json.dumps({"kty": "EC", "crv": "P-256", "kid": uid(), "x": b64u_bytes(32), "y": b64u_bytes(32), "use": "sig"}),
          f"Auth0 JWKS kid rotated: old {rnd(URLSAFE, 22)}, new {rnd(URLSAFE, 22)}. Verifier caches 10 min.",
          f"jwks_uri: https://acme-health.us.auth0.com/.well-known/jwks.json\nexpected kid: {rnd(URLSAFE, 43)}",
          f"x5t in the JWKS entry: {b64u_bytes(20)}, x5t#S256: {b64u_bytes(32)}")

    r.add("sha256_checksum",
          f"sha256 of vault_1.17.2_linux_amd64.zip from the release page: {sha256()}",
          f"{sha256()}  ehr-backup-2025-06-01.dump.gz",
          f"SHA-256 of the exported audit log for the OCR evidence package: {sha256().upper()}",
          f"sha256sum -c <<< '{sha256()}  trivy_0.52.0_Linux-64bit.tar.gz'",
          f"hash of the malicious attachment (IR-2025-031): {sha256()} - submit to VT")

    r.add("azure_resource_id",
          f"Key Vault resource id: {azure_resource('Microsoft.KeyVault', 'vaults', 'kv-ehr-prod-eus2')}",
          f"storage acct scope for the role assignment: {azure_resource('Microsoft.Storage', 'storageAccounts', ACCOUNT)}",
          f"az role assignment create --assignee {uid()} --role 'Storage Blob Data Reader' --scope {azure_resource('Microsoft.Storage', 'storageAccounts', 'acmehealthlogs', 'rg-logging')}",
          f"Defender alert on {azure_resource('Microsoft.Compute', 'virtualMachines', 'vm-jump-01', 'rg-shared-eastus2')}",
          f"AKS cluster: {azure_resource('Microsoft.ContainerService', 'managedClusters', 'aks-prod')}")

    r.add("azure_guid",
          f"Entra tenant id {uid()}\nsubscription (prod) {uid()}\nsubscription (nonprod) {uid()}",
          f"app registration 'ehr-sso' application (client) id: {uid()}, object id {uid()}",
          f"managed identity principalId for the fax function: {uid()}",
          f"AZURE_TENANT_ID={uid()}\nAZURE_CLIENT_ID={uid()}\n# secret comes from workload identity, no client secret",
          f"Conditional Access policy id {uid()} (block legacy auth)")

    r.add("pod_name",
          f"crashlooping since the cert rotation: {pod_name('ehr-api')} in ns ehr-prod",
          f"kubectl logs -n security {pod_name('falco-exporter')} --since=1h",
          f"NAME                              READY   STATUS    RESTARTS\n{pod_name('vault-agent-injector')}   1/1     Running   0\n{pod_name('external-secrets')}   1/1     Running   2",
          f"OOMKilled: {pod_name('fhir-gateway')} (limit 512Mi)",
          f"kubectl exec -it {pod_name('patient-portal')} -n portal -- /bin/sh")

    r.add("aws_arn",
          f"break-glass role: arn:aws:iam::{aws_account()}:role/BreakGlassAdmin",
          f"KMS key for PHI buckets: arn:aws:kms:us-east-1:{aws_account()}:key/{uid()}",
          f"Secrets Manager ARN (the value lives there, not here): arn:aws:secretsmanager:us-east-1:{aws_account()}:secret:prod/ehr/db-{rnd(ALNUM, 6)}",
          f"root MFA device arn:aws:iam::{aws_account()}:mfa/root-account-mfa-device",
          f"GuardDuty detector arn:aws:guardduty:us-east-1:{aws_account()}:detector/{hexs(32)}")

    r.add("gha_secret_reference",
          "env:\n  AUTH0_CLIENT_SECRET: ${{ secrets.AUTH0_CLIENT_SECRET }}\n  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}",
          "- uses: azure/login@v2\n  with:\n    client-id: ${{ secrets.AZURE_CLIENT_ID }}\n    tenant-id: ${{ secrets.AZURE_TENANT_ID }}\n    subscription-id: ${{ secrets.AZURE_SUBSCRIPTION_ID }}",
          "run: vault login -method=jwt role=ci jwt=${{ steps.oidc.outputs.token }}",
          "GCP auth in the workflow uses workload identity: workload_identity_provider: ${{ vars.GCP_WIF_PROVIDER }}, no JSON key in secrets anymore",
          "gh secret set OKTA_API_TOKEN --env production --body \"$OKTA_API_TOKEN\"")

    r.add("vault_path_reference",
          "db password for ehr: vault:secret/data/ehr/prod#db_password",
          "vault kv get -field=client_secret secret/auth0/provisioning-svc",
          "annotations:\n  vault.hashicorp.com/agent-inject: \"true\"\n  vault.hashicorp.com/agent-inject-secret-db: \"database/creds/ehr-ro\"\n  vault.hashicorp.com/role: \"ehr-api\"",
          "External Secret: remoteRef key: secret/data/sentry, property: auth_token -> k8s secret sentry-auth",
          "Key Vault ref in App Service: @Microsoft.KeyVault(SecretUri=https://kv-ehr-prod-eus2.vault.acme.internal/secrets/StorageConn/)")

    r.add("redacted_secret",
          "The pastebin had sk_live_****************************Xq2f, revoked within 10 min",
          "log line (scrubbed): Authorization: SSWS 00**********************************…, user svc-scim",
          "AccountKey=[REDACTED];EndpointSuffix=core.windows.net - the scrubber works on connection strings now",
          "VAULT_TOKEN=hvs.******** (redacted in the ticket)",
          "Sentry scrubbed the header: \"Authorization\": \"[Filtered]\"; client_secret=[Filtered]")

    r.add("env_example_placeholder",
          ".env.example\nAUTH0_DOMAIN=your-tenant.us.auth0.com\nAUTH0_CLIENT_ID=\nAUTH0_CLIENT_SECRET=\nJWT_SECRET=change-me",
          "DATABASE_URL=postgresql://USER:PASSWORD@localhost:5432/ehr_dev",
          "AZURE_STORAGE_CONNECTION_STRING=UseDevelopmentStorage=true  # Azurite locally",
          "SENTRY_AUTH_TOKEN=<paste from 1Password: Sentry CI token>\nVAULT_TOKEN=<output of vault login -method=oidc>",
          "STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx\nSTRIPE_WEBHOOK_SECRET=whsec_xxxxxxxx")

    r.add("password_policy",
          "Password policy draft for HITRUST: min 14 chars, no composition rules, screen against breached list, no forced rotation unless compromise.",
          "Okta password policy 'Clinicians': min length 12, history 24, lockout after 6 attempts, MFA required.",
          "AWS IAM account password policy: MinimumPasswordLength=16, RequireSymbols=true, MaxPasswordAge=90, PasswordReusePrevention=24",
          "Reminder: service accounts don't get passwords anymore, everything goes through workload identity or Vault dynamic creds.",
          "PGP key policy: passphrase >= 6 diceware words, key on YubiKey, offline backup in the safe.")

    r.add("rotation_log",
          "Rotated the Okta API token for the SCIM bridge on 2025-06-03, next due 2025-09-01. Old token revoked.",
          "Azure storage key rotation: regenerated key2 on 6/10, apps moved to key2, key1 to be regenerated 6/17.",
          "JWT signing secret rotated after pentest finding PT-2025-07; sessions invalidated, no user impact.",
          "Sentry auth token rotation: done for release-uploader, pending for sourcemaps-ci (owner: Dev Productivity).",
          "Break-glass AWS root password changed 5/28 after the quarterly test, envelope re-sealed, witnessed by R. Chen.")

    r.add("secret_location_reference",
          "Where things live: AWS root creds -> sealed envelope, safe in 4B; MFA device -> YubiKey #2 in the same safe.",
          "The SAML signing key is in Key Vault kv-ehr-prod-eus2 as a non-exportable certificate; nobody has the PEM.",
          "PGP passphrase is in 1Password vault 'Security-IR', item 'security@ PGP key'.",
          "GCP SA keys are disabled org-wide (iam.disableServiceAccountKeyCreation); ask for WIF instead.",
          "Auth0 client secrets: Vault secret/auth0/*, readers = group sec-eng + the provisioning-svc role.")

    r.add("ssh_public_key",
          f"my bastion key (public, add to authorized_keys): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jkowalski@acme-lt",
          f"host key fingerprint for jump.acme.internal: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
          f"deploy key (public half, already in GitHub): ssh-rsa {ssh_pub('ssh-rsa', 270)} deploy@infra-secrets",
          f"known_hosts line for sftp.acme.test: sftp.acme.test ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
          f"ssh-keygen -lf says 256 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519)")

    r.add("pgp_key_fingerprint",
          f"security@acmehealth.example PGP fingerprint: {pgp_fpr()}",
          f"Publish in security.txt:\nContact: mailto:security@acmehealth.example\nEncryption: https://acmehealth.example/pgp-key.txt\n# fingerprint {pgp_fpr()}",
          f"release signing subkey 0x{hexs(16).upper()}, expires 2027-01-01",
          f"gpg --keyserver keys.openpgp.org --recv-keys {hexs(40).upper()}  # the hospital's SOC key, verify by phone",
          "public key block for the vendor:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + pem_body(5) + "\n=" + rnd(B64, 4) + "\n-----END PGP PUBLIC KEY BLOCK-----")

    r.add("git_commit_sha",
          f"the commit that removed the hard-coded key: {hexs(40)} (history rewritten after, see SEC-1187)",
          f"git revert {hexs(7)}",
          f"pin the action to a SHA: uses: actions/checkout@{hexs(40)} # v4.1.7",
          f"gitleaks finding in {hexs(12)} was a false positive (test fixture)")

    r.add("container_image_digest",
          f"ehr-api image: acmehealth.azurecr.io/ehr-api@sha256:{sha256()}",
          f"cosign verify --key cosign.pub registry.acme.internal/fhir-gateway@sha256:{sha256()}",
          f"base image pinned: FROM cgr.dev/chainguard/python@sha256:{sha256()}",
          f"Trivy: 0 critical on sha256:{sha256()[:12]} (tag 2025.06.12)")

    r.add("publishable_key",
          f"Stripe publishable key for the portal checkout (public, ships in the JS): pk_live_51{rnd(ALNUM, 97)}",
          f"NEXT_PUBLIC_STRIPE_KEY=pk_test_51{rnd(ALNUM, 97)}",
          f"reCAPTCHA site key {'6L' + rnd(URLSAFE, 38)} (the secret key is server-side only)",
          f"Mapbox public token for the clinic locator map (pk. = public scope, URL-restricted): pk.{b64url({'u': 'acmehealth', 'a': rnd(ALNUM + '-', 25)})}.{rnd(URLSAFE, 22)}")

    r.add("auth0_public_config",
          f"SPA config (public): domain login.acmehealth.example, clientId {auth0_client_id()}, audience https://api.acmehealth.example/",
          f"Auth0 connection id con_{rnd(ALNUM, 16)} (enterprise SAML for Mercy General)",
          f"auth0 user id for my test clinician: auth0|{hexs(24)}",
          f"Auth0 log id for the failed login spike: {digits(56, lead=True)}")

    r.add("okta_object_id",
          f"Okta user id for svc-scim: {okta_id('00u')}",
          f"app id of the EHR SAML app in Okta: {okta_id('0oa')}; group Clinicians-Prod = {okta_id('00g')}",
          f"Okta system log event uuid {uid()}, actor {okta_id('00u')}, outcome FAILURE (MFA)",
          f"authorization server id {okta_id('aus')}, policy id {okta_id('00p')}")

    r.add("sentry_dsn",
          f"Sentry DSN for the patient portal frontend (public by design): https://{hexs(32)}@sentry.acme.internal/12",
          f"SENTRY_DSN=https://{hexs(32)}@sentry.acme.internal/7",
          f"Sentry issue PORTAL-{rnd(UPPER + DIGITS, 3)} event id {hexs(32)}",
          f"release name used by sentry-cli: patient-portal@{hexs(40)}")

    r.add("ticket_id",
          f"SEC-{digits(4, lead=True)}: rotate Azure storage keys after contractor offboarding",
          f"PagerDuty incident P{rnd(UPPER + DIGITS, 6)} - Vault sealed on vault-2",
          f"INC-2025-{digits(4)} (possible PHI exposure) closed, no notification required per risk assessment",
          f"ServiceNow RITM{digits(7)} for the HSM firmware update",
          f"vendor case #{digits(8, lead=True)} with Okta support re: SCIM rate limits")

    r.add("kms_key_reference",
          "KMS alias for PHI at rest: alias/acme/phi-s3",
          f"GCP CMEK: projects/{PROJECT}/locations/us/keyRings/phi/cryptoKeys/bq-phi/cryptoKeyVersions/3",
          f"Key Vault key id for TDE: https://kv-ehr-prod-eus2.vault.acme.internal/keys/tde-cmk/{hexs(32)}",
          f"Vault transit key 'ehr-pii' latest_version 4, min_decryption_version 2 (key id {uid()})")

    r.add("trace_id",
          f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
          f"x-request-id {uid()} on the 500 from /fhir/Patient",
          f"datadog trace {digits(19, lead=True)} shows the token refresh took 2.3s",
          f"CloudTrail eventID {uid()}, requestID {uid()} - AssumeRole BreakGlassAdmin")

    r.add("cert_thumbprint",
          f"App Gateway listener cert thumbprint {hexs(40).upper()}",
          f"TLS cert for api.acmehealth.example, serial {groups(hexs(32), 2, ':')}, SHA-256 fingerprint {groups(hexs(64).upper(), 2, ':')}",
          f"pin for the mobile app (public key hash): pin-sha256=\"{b64(secrets.token_bytes(32))}\"",
          f"Key Vault cert version {hexs(32)}, x5t {b64u_bytes(20)}")

    r.add("gcp_key_metadata",
          f"Disabled SA key {hexs(40)} on audit-exporter@{PROJECT}.iam.gserviceaccount.com (last used 94 days ago)",
          f"gcloud iam service-accounts keys list --iam-account=tf-runner@{PROJECT}.iam.gserviceaccount.com\nKEY_ID: {hexs(40)}  CREATED_AT: 2025-03-02  EXPIRES_AT: 2025-06-01",
          f"workload identity pool: projects/{digits(12, lead=True)}/locations/global/workloadIdentityPools/github/providers/acme-health",
          f"SA unique id {digits(21, lead=True)} for siem-ingest")

    r.add("tracking_number",
          f"YubiKeys for the new hires shipped: UPS 1Z{rnd(UPPER + DIGITS, 16)}",
          f"HSM RMA return, FedEx {digits(12, lead=True)}",
          f"replacement IR laptop: PO ACME-PO-{digits(6)}, DHL waybill {digits(10, lead=True)}, ETA Thursday",
          f"USPS {digits(22, lead=True)} - printed PGP key backup going to the Iron Mountain vault (encrypted)")

    r.add("hardware_serial",
          f"YubiKey 5 NFC serial {digits(8, lead=True)} assigned to me, backup key serial {digits(8, lead=True)}",
          f"Thales HSM serial {digits(6, lead=True)}, partition label phi-signing",
          f"firewall pair in the Boston MDF: FGT60F{rnd(UPPER + DIGITS, 10)} / FGT60F{rnd(UPPER + DIGITS, 10)}",
          f"MacBook serial {rnd(UPPER + DIGITS, 10)}, asset tag ACME-LT-{digits(4)}")

    r.add("token_settings",
          "Vault token TTLs: default_lease_ttl=1h, max_lease_ttl=24h; CI tokens period=72h",
          "access token lifetime 900 s, refresh token rotation on, absolute lifetime 8h, idle 30 min (HIPAA session timeout)",
          "SAS expiry policy on the storage accounts: 7 days max, SAS over 7d gets an audit event",
          "jwt clock skew tolerance 60s; token_endpoint_auth_method: private_key_jwt",
          "Sentry token scopes we allow for CI: project:releases, org:read. Never org:admin.")

    r.add("public_encryption_key",
          f".sops.yaml\ncreation_rules:\n  - path_regex: secrets/prod/.*\n    age: {age_public_key()},{age_public_key()}",
          f"my age recipient (public, share freely): {age_public_key()}",
          f"sops --encrypt --age {age_public_key()} values.yaml > values.enc.yaml",
          f"WireGuard public key of the siem-collector peer: {wg_key()}")

    r.add("package_integrity_hash",
          f"\"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
          f"<script src=\"https://cdn.acmehealth.example/portal.js\" integrity=\"sha384-{b64(secrets.token_bytes(48))}\" crossorigin=\"anonymous\"></script>",
          f"provider \"registry.terraform.io/hashicorp/azurerm\" {{\n  version = \"3.108.0\"\n  hashes = [\n    \"h1:{b64(secrets.token_bytes(32))}\",\n    \"zh:{sha256()}\",\n  ]\n}}",
          f"pip hash pin: cryptography==43.0.1 --hash=sha256:{sha256()}")

    r.add("blob_url_unsigned",
          f"export lands in https://{ACCOUNT}.blob.core.windows.net/deid-exports/2025/06/cohort-{hexs(8)}.parquet (private container, use your AAD login, no SAS)",
          "SAS removed from the runbook; use: az storage blob download --auth-mode login --account-name acmehealthbackup -c pgdump -n latest.dump",
          "the vendor only needs the container URL: https://acmehealthanalytics.blob.core.windows.net/claims-outbound - SAS gets sent separately via Kiteworks, expires in 48h",
          f"blob versionId=2025-06-12T14:03:22.{digits(7)}Z, etag 0x{hexs(15).upper()}")

    return r


def main() -> None:
    write_corpora("make_heldout290.py", [
        ("heldout290_credentials.yaml", credentials(), "held-out batch 290: credentials a healthcare SaaS security engineer in Boston keeps in memory notes"),
        ("heldout290_lookalikes.yaml", lookalikes(), "held-out batch 290: her notes that look secret but hold none (public certs, JWKS, hashes, ids, references, redactions)"),
    ])


if __name__ == "__main__":
    main()
