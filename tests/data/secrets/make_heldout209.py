# ruff: noqa: E501
"""Writes heldout209_credentials.yaml and heldout209_lookalikes.yaml: held-out batch 209.

Persona: a security engineer at a Singapore fintech who writes in English with some
Singlish. They ask the assistant to remember HSM partition passwords, payment gateway
(Adyen, Stripe, a 2C2P-like regional PSP) secret keys and webhook HMAC keys, Vault unseal
keys and root tokens, GPG passphrases, mTLS client keys, AWS and Azure credentials, Redis
and Kafka passwords and TOTP seeds; and, as look-alikes, certificate fingerprints and serial
numbers, public keys, Adyen client keys and merchant accounts, Vault accessors and lease ids,
KMS key ARNs, CVE ids, SIEM alert ids, transaction references, masked card numbers, JWT
headers, HMAC key ids and key rotation policies.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

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
    b64url,
    basic,
    digits,
    groups,
    hexs,
    jwt,
    kube_key_data,
    luhn,
    onepassword_secret_key,
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
    "kopi", "kaya", "durian", "hawker", "merlion", "changi", "tiong", "bahru", "satay",
    "laksa", "rojak", "chendol", "sentosa", "orchid", "monsoon", "harbour", "tanjong",
    "pagar", "bukit", "timah", "jurong", "kampong", "pandan", "sambal", "otah", "prata",
    "lantern", "cobalt", "granite", "falcon", "ember", "quartz", "willow", "static",
]


def sg_pw() -> str:
    """A password of the kind this persona picks by hand."""
    return pick(
        f"{pick('KopiO', 'Shiok', 'Chope', 'Makan', 'Lepak', 'Sian')}{digits(4)}{pick('!', '#', '$', '@')}{pick('Sg', 'Jb', 'Tpy', 'Amk')}",
        f"{pick('Merlion', 'Durian', 'Changi', 'Sentosa')}_{rnd(ALNUM, 6)}_{digits(2)}",
        pw(),
    )


def stripe_secret(mode: str = "live", prefix: str = "sk") -> str:
    return f"{prefix}_{mode}_51{rnd(ALNUM, 97)}"


def whsec() -> str:
    return f"whsec_{rnd(ALNUM, 32)}"


def adyen_api_key() -> str:
    return f"AQE{rnd(ALNUM, 3)}hmfx{rnd(B64, 70)}==-{b64(secrets.token_bytes(32))}-{rnd(ALNUM + '<>{}[]:;', 16)}"


def hex_upper(n: int) -> str:
    return hexs(n).upper()


def vault_root() -> str:
    return f"hvs.{rnd(ALNUM, 24)}"


def vault_service_token() -> str:
    return f"hvs.CAESI{rnd(URLSAFE, 86)}"


def unseal_key() -> str:
    return b64(secrets.token_bytes(32))


def azure_secret() -> str:
    return f"{rnd(ALNUM, 3)}{secrets.choice(DIGITS)}Q~{rnd(ALNUM + '_.~-', 34)}"


def totp_seed(n: int = 32) -> str:
    return rnd(BASE32, n)


def pgp_private_block() -> str:
    return (
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
        + pem_body(6)
        + f"\n={rnd(ALNUM + '+/', 4)}\n-----END PGP PRIVATE KEY BLOCK-----"
    )


def cert_fp(sep: str = ":", upper: bool = True) -> str:
    text = sep.join(secrets.token_hex(1) for _ in range(32))
    return text.upper() if upper else text


def cert_serial(nbytes: int = 16) -> str:
    return ":".join(secrets.token_hex(1) for _ in range(nbytes))


def adyen_client_key(mode: str = "live") -> str:
    return f"{mode}_{rnd(UPPER + DIGITS, 32)}"


def psp_reference() -> str:
    return rnd(UPPER + DIGITS, 16)


def masked_card(prefix: str = "4") -> str:
    number = luhn(prefix)
    return f"{number[:6]}******{number[-4:]}"


def kms_arn(region: str = "ap-southeast-1") -> str:
    return f"arn:aws:kms:{region}:{aws_account()}:key/{uid()}"


def cve() -> str:
    return f"CVE-{pick(2023, 2024, 2025)}-{digits(pick(4, 5), lead=True)}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "hsm_partition_password",
        f"Luna HSM partition 'pay-prod-p1' crypto officer password: {sg_pw()} — CO only, don't anyhow paste in Slack ah",
        f"HSM par pw (sg-dc2 slot 3) = {rnd(ALNUM + '!@#%', 14)}",
        f"lunacm:> partition login -name tokenisation-02 -role co -password {pw()}",
        f"remember for the HSM at the SG1 cage:\nSO pwd: {sg_pw()}\nCU pwd: {sg_pw()}",
        f"nShield OCS card passphrase for softcard 'card-vault': {phrase(WORDS, 4, '-')}",
        f"hsm partition pin (DR site, ap-southeast-3) -> {digits(4)}-{digits(4)}-{digits(4)}-{digits(4)}",
    )
    r.add(
        "stripe_secret_key",
        f"stripe live secret: {stripe_secret()}",
        f"STRIPE_SECRET_KEY={stripe_secret()}",
        f"restricted key for the refunds bot (read charges, write refunds only): {stripe_secret(prefix='rk')}",
        f"sandbox key for tmr's demo, can give the intern but NOT prod one ok: {stripe_secret('test')}",
        f"curl $STRIPE_API/v1/balance -u {stripe_secret()}:",
    )
    r.add(
        "stripe_webhook_secret",
        f"whsec for /webhooks/stripe on pay-gw.acme.internal: {whsec()}",
        f"stripe listen gave me {whsec()} for local testing, expires in 90 days",
        f'STRIPE_WEBHOOK_SIGNING_SECRET: "{whsec()}"',
        f"webhook signing secret rolled on 3 Mar — new {whsec()}\nold {whsec()} (still valid 24h)",
        f"stripe wh secret (connect endpoint, acct events) = {whsec()}",
    )
    r.add(
        "adyen_api_key",
        f"Adyen ws_ user API key (live, AcmePaySG_ECOM): {adyen_api_key()}",
        f"X-API-Key: {adyen_api_key()}",
        f"adyen test api key, for the checkout PoC:\n{adyen_api_key()}",
        f"ADYEN_API_KEY={adyen_api_key()}  # ws_{digits(6)}@Company.AcmeFintechSG",
        f"adyen key for the payouts API, only on the payout-svc box:  {adyen_api_key()}",
    )
    r.add(
        "adyen_hmac_key",
        f"Adyen notification HMAC key for AcmePaySG_ECOM: {hex_upper(64)}",
        f"standard notification hmac (test env) = {hex_upper(64)}",
        f"hmacKey: {hex_upper(64)}\n# verifies additionalData.hmacSignature, don't lose this one sia",
        f"adyen webhook hmac rotated, new key {hex_upper(64)} — update pay-notify pods first before disabling old",
        f"ADYEN_HMAC_KEY={hex_upper(64)}",
    )
    r.add(
        "psp_merchant_secret_key",
        f"2C2P sandbox merchant JT0{digits(1)} secret key: {hex_upper(64)}",
        f"regional PSP (2c2p-ish) prod secretKey = {hex_upper(64)}, merchantID {digits(15)}",
        f"psp:\n  merchant_id: \"{digits(15)}\"\n  secret_key: \"{hex_upper(64)}\"",
        f"Payment token signing key for the TH/MY gateway: {hex_upper(64)} (HS256, used to sign paymentToken request)",
        f"2c2p secret key lost in the migration, recovered from old box: {hex_upper(64)} — put back in vault pls",
    )
    r.add(
        "vault_unseal_key",
        "\n".join(f"Unseal Key {i}: {unseal_key()}" for i in range(1, 6)),
        f"my unseal share (key 3 of 5) for vault-prod.acme.internal: {unseal_key()}",
        f"vault operator unseal {unseal_key()}",
        f"Recovery Key 2: {unseal_key()}\n(auto-unseal w KMS, recovery keys only for generate-root)",
        f"unseal shard for DR vault — keep this, the other 2 holders are Wei Ling and Ravi: {unseal_key()}",
    )
    r.add(
        "vault_root_token",
        f"Initial Root Token: {vault_root()}",
        f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_root()}",
        f"vault token for the break-glass runbook: {vault_service_token()}",
        f"root tkn from generate-root today (revoke after the migration!!): {vault_root()}",
        f"batch token for the CI job, ttl 20m: hvb.{rnd(URLSAFE, 120)}",
    )
    r.add(
        "gpg_passphrase",
        f"GPG passphrase for the settlement-file signing key: {phrase(WORDS, 5)}",
        f"gpg pass (release signing subkey) - {phrase(WORDS, 4, '.')}{digits(2)}",
        f"passphrase to decrypt the bank's PGP-encrypted recon files: {sg_pw()}",
        f"echo '{pw()}' | gpg --batch --pinentry-mode loopback --passphrase-fd 0 -d recon.csv.gpg",
        f"my personal gpg key passphrase in case I blur and forget: {phrase(WORDS, 6, ' ')}",
    )
    r.add(
        "gpg_private_key",
        f"backup of the settlement signing key (secret part):\n{pgp_private_block()}",
        f"gpg --import <<'EOF'\n{pgp_private_block()}\nEOF",
        f"bank SFTP decrypt key, exported w/ --export-secret-keys --armor:\n{pgp_private_block()}",
        f"yubikey died, this is the offline master key backup:\n{pgp_private_block()}\npassphrase: {phrase(WORDS, 5, '-')}",
    )
    r.add(
        "mtls_client_private_key",
        f"mTLS client key for the acquirer API (cert CN=acme-pay-sg):\n{pem('PRIVATE KEY', 6)}",
        f"client.key for the Kafka mTLS listener:\n{pem('EC PRIVATE KEY', 3)}",
        f"old RSA key the bank still insists on, pls keep:\n{pem('RSA PRIVATE KEY', 8)}",
        "tls:\n  cert: /etc/pay/tls/client.crt\n  key: |\n    " + pem("PRIVATE KEY", 5).replace("\n", "\n    "),
        f"encrypted client key (pass: {sg_pw()}):\n{pem('ENCRYPTED PRIVATE KEY', 6)}",
    )
    r.add(
        "aws_access_key",
        f"AWS keys for the sec-tooling IAM user:\nAccess key ID: {aws_key_id()}\nSecret access key: {aws_secret()}",
        f"aws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"guardduty lab creds (acct {aws_account()}): {aws_key_id()} / {aws_secret()}",
        f"temp creds from sts, valid till 6pm:\nASIA{rnd(UPPER + DIGITS, 16)}\n{aws_secret()}\nsession token: IQoJb3JpZ2luX2Vj{rnd(B64, 300)}",
        f"the CloudTrail forwarder uses {aws_key_id()} with secret {aws_secret()} — need to move it to IRSA lah",
    )
    r.add(
        "azure_client_secret",
        f"Azure AD app 'siem-connector' client secret: {azure_secret()} (expires Nov)",
        f"AZURE_CLIENT_ID={uid()}\nAZURE_TENANT_ID={uid()}\nAZURE_CLIENT_SECRET={azure_secret()}",
        f"sentinel ingestion SP secret -> {azure_secret()}",
        f"az login --service-principal -u {uid()} -p {azure_secret()} --tenant acme.example",
        f"client secret value (not the secret ID!!): {azure_secret()}",
    )
    r.add(
        "redis_auth_password",
        f"Redis AUTH for the session cache: {sg_pw()}",
        f"requirepass {rnd(ALNUM, 32)}",
        f"redis-cli -h cache-01.pay.internal -a '{pw()}' --tls",
        f"REDIS_URL=rediss://:{rnd(ALNUM, 24)}@rate-limit.acme.internal:6380/0",
        f"redis acl user 'ratelimiter' pw = {rnd(ALNUM + '-_', 28)}",
    )
    r.add(
        "kafka_sasl_password",
        f"sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"fraud-consumer\" password=\"{rnd(ALNUM, 24)}\";",
        f"Kafka SASL/SCRAM pw for txn-events producer: {sg_pw()}",
        f"kcat -b kafka-1.acme.internal:9094 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username=siem -X sasl.password={rnd(ALNUM, 20)} -t auth-logs",
        f"confluent cloud api key {rnd(UPPER + DIGITS, 16)} secret {rnd(ALNUM + '+/', 64)}",
        f"kafka user audit-sink password is {pw()} (rotated last wk)",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/Acme%20AWS:sec-breakglass?secret={totp_seed()}&issuer=AcmeAWS",
        f"TOTP seed for the shared HSM admin console: {groups(totp_seed(32), 4)}",
        f"break-glass root account MFA, pls keep safe:\notpauth://totp/root@acme.example?secret={totp_seed(32)}&issuer=Amazon%20Web%20Services&period=30",
        f"authenticator secret for the Adyen CA portal (the 'can't scan' code): {totp_seed(16)}",
        f"oathtool --totp -b {totp_seed()}   # vpn otp",
    )
    r.add(
        "db_connection_string",
        f"postgres://ledger_app:{rnd(ALNUM, 22)}@ledger-db.acme.internal:5432/ledger?sslmode=verify-full",
        f"DATABASE_URL=postgresql://readonly:{sg_pw()}@replica.pay.internal/payments",
        f"jdbc:sqlserver://recon-sql.acme.internal:1433;database=recon;user=recon_svc;password={pw()};encrypt=true",
        f"mongodb+srv://fraud_rw:{rnd(ALNUM, 18)}@fraud-cluster.acme.internal/scores?retryWrites=true",
        f"psql \"host=audit-db.acme.internal dbname=audit user=siem password={rnd(ALNUM + '!#', 16)}\"",
    )
    r.add(
        "github_token",
        f"gh PAT for the semgrep workflow: ghp_{rnd(ALNUM, 36)}",
        f"GITHUB_TOKEN=github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"fine-grained token (repo: acme/pay-infra, contents:read) -> github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"git clone https://x-access-token:ghs_{rnd(ALNUM, 36)}@git.acme.example/acme/hsm-tools.git",
        f"gh auth login --with-token <<< gho_{rnd(ALNUM, 36)}",
    )
    r.add(
        "observability_api_key",
        f"DD_API_KEY={hexs(32)}",
        f"datadog api key {hexs(32)} app key {hexs(40)}",
        f"new relic license key for the pay cluster: {hexs(36)}NRAL",
        f"grafana cloud token: glc_{rnd(B64, 100)}==",
        f"pagerduty integration key for the SIEM -> {hexs(32)}",
    )
    r.add(
        "ssh_private_key",
        f"bastion key (jump.sg.acme.internal), id_ed25519:\n{openssh_private()}",
        f"deploy key for the hsm-config repo:\n{openssh_private()}",
        f"~/.ssh/siem_ed25519 content in case laptop kena wiped:\n{openssh_private()}",
        f"ansible vault ssh key for the HSM client hosts:\n{openssh_private()}",
    )
    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.44.0.7/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820",
        f"wg private key for my homelab peer: {wg_key()}",
        f"wg set wg0 private-key <(echo {wg_key()})",
        f"DR vpn gateway priv key {wg_key()} (pub is in netbox)",
    )
    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={rnd(URLSAFE, 64)}",
        f"HS256 secret for the merchant portal session tokens: {b64(secrets.token_bytes(48))}",
        f"jwt signing key (internal api gw) - {hexs(64)}",
        f"service-to-service token, valid 1y (yes I know...): {jwt({'sub': 'risk-engine', 'aud': 'ledger.acme.internal', 'iat': 1735689600, 'exp': 1767225600})}",
    )
    r.add(
        "keystore_password",
        f"keytool -list -keystore client.p12 -storepass {rnd(ALNUM, 16)}",
        f"JKS store pw for the acquirer cert: {sg_pw()}  key pw same",
        f"server.ssl.key-store-password={pw()}",
        f"pfx from the bank, password {rnd(ALNUM + '@#', 12)} — they sent it by SMS, walao",
    )
    r.add(
        "sftp_password",
        f"bank settlement SFTP sftp.bank.example user acmepay_sg pw {sg_pw()}",
        f"sftp -P 2222 recon@files.acme.test   password: {pw()}",
        f"card scheme report SFTP: host reports.scheme.example, user ACME{digits(6)}, pass {rnd(ALNUM, 12)}",
        f"MAS returns portal upload acct — login svc_mas_rpt / {sg_pw()}",
    )
    r.add(
        "account_recovery_codes",
        f"GitHub recovery codes (work acct):\n{recovery_codes(8, 'github')}",
        f"Okta backup codes:\n{recovery_codes(6, 'plain')}",
        f"cloudflare 2FA backup: {recovery_codes(5, 'digits')}",
        f"1Password emergency kit secret key: {onepassword_secret_key()}",
    )
    r.add(
        "splunk_hec_token",
        f"Splunk HEC token for the WAF logs: {uid()}",
        f"curl -k https://hec.siem.acme.internal:8088/services/collector -H 'Authorization: Splunk {uid()}' -d @event.json",
        f"[http://pay_gateway]\ntoken = {uid()}\nindex = payments_sec",
        f"HEC tok (cloudtrail input) = {uid().upper()}",
    )
    r.add(
        "sops_age_key",
        f"sops age key for the pay-infra repo:\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"age identity for decrypting the HSM config backups: {age_secret_key()}",
        f"keys.txt\n# created: 2025-02-11T09:14:03+08:00\n# public key: {age_public_key()}\n{age_secret_key()}",
    )
    r.add(
        "personal_pin",
        f"ATM pin for the DBS card ending {digits(4)}: {digits(6)}",
        f"server room door PIN (level 12) = {digits(6)}#",
        f"safe in the SOC combo {digits(2)}-{digits(2)}-{digits(2)}, holds the HSM iKeys",
        f"Singpass pw {sg_pw()} — dont tell my wife I saved it here haha",
    )
    r.add(
        "wifi_password",
        f"home wifi 'Tampines-Fam-5G': {sg_pw()}",
        f"office guest wifi AcmeGuest pw {rnd(ALNUM, 10)} (changes monthly)",
        f"WIFI:T:WPA;S:SOC-Lab;P:{rnd(ALNUM + '!#', 18)};;",
    )
    r.add(
        "email_api_key",
        f"sendgrid key for security alert emails: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"mailgun key for phishing sim: key-{hexs(32)}",
    )
    r.add(
        "basic_auth_header",
        f"Authorization: Basic {basic('siem-api', pw())}",
        f"curl -H 'Authorization: Basic {basic('soar', sg_pw())}' https://soar.acme.internal/api/cases",
        f"thehive api creds: analyst / {sg_pw()}",
    )
    r.add(
        "kubeconfig_credential",
        f"users:\n- name: pay-prod-admin\n  user:\n    client-certificate-data: {b64(secrets.token_bytes(90))}\n    client-key-data: {kube_key_data()}",
        f"k8s SA token for falco exporter: {jwt({'iss': 'kubernetes/serviceaccount', 'sub': 'system:serviceaccount:security:falco', 'kubernetes.io/serviceaccount/namespace': 'security'}, alg='RS256', signature=rnd(URLSAFE, 342))}",
        f"argocd admin pw after reset: {rnd(ALNUM + '-', 16)}",
    )
    r.add(
        "llm_api_key",
        f"anthropic key for the triage bot: {anthropic_key()}",
        f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
        f"llm gateway virtual key for SOC team: sk-{rnd(URLSAFE, 22)}",
    )
    r.add(
        "payment_ops_login",
        f"Adyen Customer Area ops login (shared, ugh): admin@Company.AcmeFintechSG / {sg_pw()}",
        f"Stripe dashboard break-glass user secops@acme.example pw {pw()}",
        f"2c2p merchant portal: user acme_recon, password {rnd(ALNUM + '!@', 14)}",
        f"acquirer VPN token pin {digits(4)} + pwd {sg_pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "certificate_fingerprint",
        f"pay-gw cert SHA-256 fingerprint: {cert_fp()}",
        f"pin the acquirer's leaf cert, sha256 fp {cert_fp('', False)}",
        f"SHA256 Fingerprint={cert_fp()}",
        f"openssl x509 -noout -fingerprint -sha256 -in client.crt gave {cert_fp()} — matches what the bank emailed, ok can",
        f"HPKP-style pin (spki sha256, base64): {b64(secrets.token_bytes(32))} — for the mobile app config",
    )
    r.add(
        "certificate_serial_number",
        f"Serial Number: {cert_serial()}",
        f"revoke cert serial {cert_serial(20).replace(':', '').upper()} on the internal CA, it was issued to the decommissioned kiosk",
        f"mtls client cert serial {cert_serial()} expires 2026-02-14, set reminder",
        f"CRL shows serial {cert_serial(16).replace(':', '')} revoked (keyCompromise) — that's the old laptop one",
        f"vault pki issued serial_number {cert_serial(20)}",
    )
    r.add(
        "public_key_pem",
        f"acquirer's public key for response signature verification:\n{pem('PUBLIC KEY', 3)}",
        f"the CA cert to trust for the internal mTLS:\n{pem('CERTIFICATE', 8)}",
        f"webhook verification key (RSA pub) from the PSP portal:\n{pem('RSA PUBLIC KEY', 4)}",
        f"my gpg public key to give the bank:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{pem_body(5)}\n={rnd(ALNUM, 4)}\n-----END PGP PUBLIC KEY BLOCK-----",
        f"CSR for pay-gw renewal, send to CA:\n{pem('CERTIFICATE REQUEST', 5)}",
    )
    r.add(
        "adyen_client_key",
        f"Adyen client key (public, goes in the Drop-in JS): {adyen_client_key()}",
        f"clientKey: \"{adyen_client_key('test')}\"  // ok to be in frontend bundle",
        f"ADYEN_CLIENT_KEY={adyen_client_key()} (allowed origin https://checkout.acme.example)",
        f"test client key for the sandbox storefront {adyen_client_key('test')}",
        f"reminder: client key {adyen_client_key()} is public, NOT the API key, no need to rotate after the leak scare",
    )
    r.add(
        "adyen_merchant_account",
        "Adyen merchant accounts: AcmePaySG_ECOM, AcmePaySG_POS, AcmePayMY_ECOM",
        f"company account AcmeFintechSG{digits(3)}, merchant AcmePaySG_Subscriptions",
        f"webhook user ws_{digits(6)}@Company.AcmeFintechSG — just the username, creds in vault",
        f"merchantAccount: AcmePay{pick('SG', 'TH', 'ID')}_ECOM_{digits(2)} (new one for marketplace)",
    )
    r.add(
        "vault_accessor_id",
        f"token accessor for the CI role: {rnd(ALNUM, 24)} — use this to revoke, not the token",
        f"vault token revoke -accessor {rnd(ALNUM, 24)}",
        f"auth mount accessor auth_kubernetes_{hexs(8)}",
        f"audit log shows accessor hmac-sha256:{hexs(64)} doing the sys/raw read, investigate",
        f"entity_id {uid()} alias mount_accessor auth_oidc_{hexs(8)}",
    )
    r.add(
        "vault_lease_id",
        f"lease_id database/creds/payments-ro/{rnd(ALNUM, 24)}",
        f"vault lease revoke aws/creds/deploy/{rnd(ALNUM, 24)}",
        f"lease pki/issue/internal/{rnd(ALNUM, 24)} expired early, check max_ttl",
        f"revoke-prefix done for database/creds/ledger-rw/ (had {digits(2, lead=True)} leases), last one was {rnd(ALNUM, 24)}",
        f"Key                Value\n---                -----\nlease_id           database/creds/readonly/{rnd(ALNUM, 24)}\nlease_duration     1h\nlease_renewable    true",
    )
    r.add(
        "kms_key_arn",
        f"KMS CMK for card vault: {kms_arn()}",
        f"alias/pay-tokenisation -> {kms_arn()}",
        f"kms_key_id = \"{kms_arn('ap-southeast-3')}\" (DR replica)",
        f"aws kms describe-key --key-id {uid()} --region ap-southeast-1",
        f"multi-region key mrk-{hexs(32)} primary in ap-southeast-1",
    )
    r.add(
        "cve_id",
        f"patch window Sat 2am for {cve()} (openssl) on the pay-gw fleet",
        f"{cve()} and {cve()} affect our HSM client lib version, vendor says fix in 7.8.4",
        f"pen test report mentions {cve()}, CVSS 9.8, already mitigated via WAF rule {digits(6)}",
        f"track {cve()} — Vault audit log bypass, we're on 1.15 so not affected confirm",
    )
    r.add(
        "siem_alert_id",
        f"Sentinel incident #{digits(5, lead=True)} (alert id {uid()}) — impossible travel, false positive, Ravi on leave in JB",
        f"Splunk notable {hexs(32)}@@notable@@{hexs(32)} closed as benign",
        f"elastic alert _id {hexs(64)} for the kafka brute force",
        f"GuardDuty finding {hexs(32)} UnauthorizedAccess:IAMUser/MaliciousIPCaller",
        f"SOC ticket SEC-{digits(4, lead=True)} / alert ALRT-{digits(8)} follow up w the vendor Mon",
    )
    r.add(
        "transaction_reference",
        f"Adyen pspReference {psp_reference()} — customer says double charged, check",
        f"FAST txn ref {digits(8)}{digits(10)} from DBS, S$1,250.00 refund",
        f"2C2P invoiceNo INV{digits(10)} tranRef {digits(7)} status 0000",
        f"stripe charge ch_3{rnd(ALNUM, 23)} disputed, reason fraudulent",
        f"merchantReference ORD-{digits(8)}-{rnd(UPPER + DIGITS, 5)}, originalReference {psp_reference()}",
    )
    r.add(
        "masked_card_number",
        f"chargeback on card {masked_card('4')} exp 08/27, BIN is DBS Visa",
        f"test card used in UAT: {masked_card('5')}",
        f"PAN in logs was masked ok: {masked_card('4')[:6]}XXXXXX{masked_card('4')[-4:]}",
        f"cardSummary {digits(4)}, bin {luhn('4')[:6]}, issuerCountry SG",
        f"amex {luhn('37', 15)[:6]}*****{digits(4)} declined 05 do not honour",
    )
    r.add(
        "jwt_header",
        f"JWT header from the partner bank token (sig stripped): {b64url({'alg': 'PS256', 'kid': hexs(16), 'typ': 'JWT'})}",
        f"decoded header: {{\"alg\":\"ES256\",\"kid\":\"pay-{digits(4)}-{hexs(6)}\",\"typ\":\"JWT\"}}",
        f"their token header {b64url({'alg': 'none', 'typ': 'JWT'})} <- alg none!! reject, raise w vendor",
        f"header.payload only (no signature) for the ticket: {b64url({'alg': 'RS256', 'typ': 'JWT'})}.{b64url({'iss': 'https://idp.acme.example', 'aud': 'merchant-portal', 'exp': 1767225600})}",
        f"JWKS kid to expect: {b64(secrets.token_bytes(24)).rstrip('=')} (from https://idp.acme.example/.well-known/jwks.json)",
    )
    r.add(
        "hmac_key_identifier",
        f"webhook signing alg: HMAC-SHA256, key id pay-webhook-{pick('2025q1', '2025q2', '2024q4')}",
        f"X-Signature-Key-Id: kid_{hexs(12)}",
        f"keyId={uid()}, algorithm=hmac-sha512, headers=\"(request-target) date digest\"",
        f"HMAC key versions in use: v{digits(1, lead=True)} (active), v{digits(1, lead=True)} (verify only)",
        "adyen hmacSignature header name is additionalData.hmacSignature, alg HmacSHA256 over 8 fields",
    )
    r.add(
        "key_rotation_policy",
        "policy: webhook HMAC keys rotate every 90 days, overlap 24h, both keys verify during overlap",
        "Vault root token must be revoked immediately after use, generate-root needs 3 of 5 unseal holders",
        "HSM partition passwords change whenever a crypto officer leaves, dual control, no one person knows both halves",
        "AWS access keys max age 90 days; prefer IRSA / SSO, long-lived keys need CISO approval",
        f"MAS TRM 9.1 says strong crypto key mgmt — our KMS CMKs rotate yearly (auto), next on {pick('2025-07-01', '2025-09-15', '2026-01-10')}",
        "Azure client secrets: 6 month expiry max, Alex's script pings #secops 30 days before",
    )
    r.add(
        "stripe_publishable_key",
        f"stripe pk for the checkout page: pk_live_51{rnd(ALNUM, 97)}",
        f"NEXT_PUBLIC_STRIPE_KEY=pk_test_51{rnd(ALNUM, 97)}",
        f"publishable key is fine in the app bundle lah: pk_live_51{rnd(ALNUM, 97)}",
        f"stripe account id acct_1{rnd(ALNUM, 15)} (connected merchant)",
    )
    r.add(
        "secret_store_reference",
        "stripe live key is at vault kv secret/data/payments/stripe/live (field: secret_key)",
        "Redis AUTH pw: 1Password > Payments-Prod vault > 'redis-session-auth'",
        "HSM CO password is in the sealed envelope in the safe on L12, sign the logbook",
        f"aws secretsmanager get-secret-value --secret-id arn:aws:secretsmanager:ap-southeast-1:{aws_account()}:secret:kafka/sasl/fraud-consumer-{rnd(ALNUM, 6)}",
        "azure key vault: https://kv-pay-sg.vault.azure.example/secrets/siem-connector-secret",
    )
    r.add(
        "ci_secret_reference",
        "env:\n  STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}\n  ADYEN_HMAC_KEY: ${{ secrets.ADYEN_HMAC_KEY }}",
        "password: ${REDIS_PASSWORD}  # injected by the vault agent",
        "sasl.jaas.config=...required username=\"${KAFKA_USER}\" password=\"${file:/etc/kafka/secrets.properties:sasl.password}\";",
        "VAULT_TOKEN comes from `vault login -method=oidc`, never put it in .env",
        "gitlab CI var AWS_SECRET_ACCESS_KEY is masked + protected, only on main",
    )
    r.add(
        "password_discussion",
        "rotated the redis AUTH pw today, all 6 pods restarted ok",
        "kafka SASL creds expire every 90 days, remind me 1 Jun to rotate fraud-consumer",
        "password policy for the merchant portal: min 14 chars, no reuse of last 12, lockout after 5 tries",
        "forgot my GPG passphrase again sian, need to revoke and make a new key, revocation cert in the safe",
        "someone pasted a stripe key in #general, rolled it within 10 min, no usage in logs",
    )
    r.add(
        "git_commit_sha",
        f"fix for the hmac timing compare is in commit {secrets.token_hex(20)}",
        f"revert {secrets.token_hex(4)[:7]} — broke the vault agent template",
        f"gitleaks flagged commit {secrets.token_hex(20)} but it's a test fixture, added to allowlist",
        f"hsm-tools tag v2.3.1 -> {secrets.token_hex(20)}",
    )
    r.add(
        "pod_name",
        f"{pod_name('pay-notify')} crashlooping, HMAC verify fails after key roll",
        f"kubectl logs -n payments {pod_name('adyen-webhook')} --since=1h",
        f"vault agent injector in {pod_name('ledger-api')} is slow to start",
        f"falco alert: shell spawned in {pod_name('fraud-scorer')}",
    )
    r.add(
        "container_image_digest",
        f"pin image ghcr.io/acme/pay-gw@sha256:{secrets.token_hex(32)}",
        f"trivy scan of sha256:{secrets.token_hex(32)} — 2 HIGH, 0 CRITICAL",
        f"cosign verified digest sha256:{secrets.token_hex(32)} signed by release key",
        f"vault:1.15.6 image id {secrets.token_hex(6)}",
    )
    r.add(
        "gpg_key_fingerprint",
        f"my GPG key fingerprint: {groups(hex_upper(40), 4)}",
        f"bank's PGP key id 0x{hex_upper(16)}, verify by phone before trusting",
        f"gpg --recv-keys {hex_upper(40)}",
        f"release signing subkey {hex_upper(16)} expires 2026-03-01",
    )
    r.add(
        "public_key_line",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} secops@acme-laptop",
        f"add to bastion authorized_keys: ssh-rsa {ssh_pub('ssh-rsa', 260)} ravi@soc",
        f"wireguard peer public key for the DR site: {wg_key()}",
        f"age recipient for sops (public): {age_public_key()}",
    )
    r.add(
        "aws_resource_arn",
        f"arn:aws:iam::{aws_account()}:role/SecurityAudit-ReadOnly",
        f"cloudtrail bucket arn:aws:s3:::acme-cloudtrail-{aws_account()}-apse1",
        f"arn:aws:secretsmanager:ap-southeast-1:{aws_account()}:secret:pay/adyen-{rnd(ALNUM, 6)} (just the ARN, rotation lambda attached)",
        f"access key id AKIA{rnd(UPPER + DIGITS, 12)}**** showed up in the access advisor report — it's the one we disabled",
    )
    r.add(
        "azure_identifier",
        f"Azure tenant id {uid()}, subscription {uid()}",
        f"app registration 'siem-connector' client id {uid()} (object id {uid()})",
        f"client secret ID (not value) {uid()} expires 2025-11-30",
        f"managed identity principalId {uid()} needs Key Vault Secrets User on kv-pay-sg",
    )
    r.add(
        "trace_request_id",
        f"x-request-id {uid()} for the 502 on /payments",
        f"traceparent 00-{hexs(32)}-{hexs(16)}-01",
        f"Stripe request id req_{rnd(ALNUM, 14)} returned 402 card_declined",
        f"cloudfront id {rnd(ALNUM + '_-', 56)}== on the blocked request",
    )
    r.add(
        "hsm_settings",
        f"Luna partition serial {digits(12, lead=True)}, slot 3, HA group {digits(10, lead=True)}",
        "HSM policy: partition login failure limit 10, then zeroise — careful when typing lah",
        f"nShield ESN {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}, quorum 2 of 5 OCS",
        "PKCS#11 lib /usr/safenet/lunaclient/lib/libCryptoki2_64.so, token label pay-prod-p1",
    )
    r.add(
        "mfa_settings",
        "TOTP config: SHA1, 6 digits, 30s period, allow 1 step skew",
        "each admin has 10 backup codes, stored in their own password manager, not here",
        "YubiKey required for vault OIDC login from 1 Jul, TOTP fallback removed",
        f"MFA device arn:aws:iam::{aws_account()}:mfa/breakglass-root — the seed itself is in the safe",
    )
    r.add(
        "stripe_object_id",
        f"evt_1{rnd(ALNUM, 23)} webhook delivered 3x, idempotency handled",
        f"customer cus_{rnd(ALNUM, 14)} flagged by radar",
        f"payment intent pi_3{rnd(ALNUM, 23)} stuck in requires_action",
        f"webhook endpoint we_1{rnd(ALNUM, 23)} disabled after 3 days of failures",
    )
    r.add(
        "redacted_secret",
        f"leaked key was sk_live_••••••••{rnd(ALNUM, 4)}, already rolled",
        f"AWS key AKIA************{rnd(UPPER + DIGITS, 4)} (masked in the guardduty email, full id in the ticket)",
        "VAULT_TOKEN=hvs.************************ (redacted)",
        f"hmac key ends in ...{hex_upper(4)}, ask Wei Ling to confirm it's the new one",
        "password: <REDACTED>   # scrubbed before posting the config to the vendor",
    )
    r.add(
        "file_checksum",
        f"sha256sum lunaclient-10.7.tar.gz = {secrets.token_hex(32)}",
        f"recon file MD5 {secrets.token_hex(16)} matches bank's control file",
        f"vault_1.15.6_linux_amd64.zip SHA256 {secrets.token_hex(32)} — verified vs SHA256SUMS.sig",
        f"evidence image sha1 {secrets.token_hex(20)} logged in chain of custody",
    )
    r.add(
        "secret_adjacent_setting",
        "vault: secret_shares=5 secret_threshold=3, default_lease_ttl=768h, max_lease_ttl=8760h",
        "webhook HMAC tolerance window 300s, reject older timestamps",
        "redis: requirepass set via ACL file, maxmemory 4gb, tls-port 6380",
        "kafka: sasl.enabled.mechanisms=SCRAM-SHA-512, ssl.client.auth=required, password.encoder.iterations=4096",
        "token_max_ttl: 24h, token_num_uses: 0, secret_id_ttl: 10m (approle for CI)",
    )
    r.add(
        "company_identifier",
        f"Acme Pay Pte Ltd UEN 2019{digits(5)}{pick('K', 'N', 'R', 'W')}, MAS MPI licence PS{digits(8)}",
        f"PayNow UEN for refunds 2019{digits(5)}{pick('C', 'E', 'M')}, bank SWIFT ACMESGSGXXX",
        f"DBS settlement acct ref {digits(3)}-{digits(6)}-{digits(1)} (company account, on our invoices anyway)",
    )
    return r


def main() -> None:
    write_corpora("make_heldout209.py", [
        ("heldout209_credentials.yaml", credentials(), "held-out batch 209: synthetic credentials a Singapore fintech security engineer would ask to remember; none is real"),
        ("heldout209_lookalikes.yaml", lookalikes(), "held-out batch 209: legitimate security-engineering notes that look like secrets but hold none"),
    ])


if __name__ == "__main__":
    main()
