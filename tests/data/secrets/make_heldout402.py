# ruff: noqa: E501
"""Writes heldout402_credentials.yaml and heldout402_lookalikes.yaml: held-out batch 402.

Persona: a DevOps engineer at a fintech in London who keeps terse English notes and
snippets (British spelling, slang, the odd typo): Kubernetes manifests and kubectl output,
AWS (ARNs, IAM, SSM, Secrets Manager, STS), Terraform and Terraform Cloud, GitHub Actions,
HashiCorp Vault, Datadog, PagerDuty, Grafana, Slack and on-call runbooks. She keeps AWS
access keys and STS session credentials, Vault tokens and unseal shares, Datadog and
PagerDuty keys, GitHub PATs, GitHub App and TLS private keys, SSH keys, service account
tokens and kubeconfig client keys, Kubernetes Secrets, Terraform Cloud tokens, database
URLs, Slack tokens and webhooks, registry logins, Grafana tokens, SES SMTP passwords, TOTP
seeds, recovery codes, break-glass passwords, door and safe codes, the office Wi-Fi key,
Cloudflare tokens, JWT secrets, Redis and Kafka passwords, session cookies and sops age
keys; and many look-alikes: ARNs and account ids, SSM and Vault paths, `${{ secrets.X }}`
references, resource and pod names, digests and commit ids, PagerDuty and Datadog ids,
public keys and certificates, masked keys, used one-time codes, bank details printed on
invoices, ticket numbers, phone numbers, versions, serials, KMS key ids, encrypted blobs,
public client keys, request ids and lock-file hashes.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module (through make_heldout's helpers
or the small functions below) in the real format's shape; hosts sit under `.example`,
`.internal`, `.test` or `acme`. Nothing here is a real credential. Run
`python make_heldout402.py` from this folder to redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    digits,
    dockerhub_token,
    github_fine_token,
    github_token,
    grafana_sa_token,
    groups,
    hexs,
    iban,
    jwt,
    kube_key_data,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pin,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    stripe_publishable_key,
    totp_seed,
    uid,
    vault_token,
    write_corpora,
)

WORDS = [
    "thames", "oyster", "brolly", "crumpet", "tube", "bishop", "camden", "fog", "kettle",
    "biscuit", "pigeon", "marmite", "shoreditch", "docklands", "ferry", "lantern", "granite",
    "copper", "puffin", "walrus", "saffron", "tandem", "velvet", "quarry",
]
KUBE = "bcdfghjklmnpqrstvwxz2456789"


def asia_key() -> str:
    """An STS temporary access key id."""
    return "ASIA" + rnd(UPPER + DIGITS, 16)


def sts_token() -> str:
    """An STS session token: base64 of a protobuf, one of the two prefixes AWS prints."""
    return pick("IQoJb3JpZ2luX2VjE", "FwoGZXIvYXdzE") + rnd(B64, pick(320, 356, 404))


def vault_service_token() -> str:
    """A Vault 1.10+ service token in its long form."""
    return "hvs.CAESI" + rnd(URLSAFE, 86)


def unseal_share() -> str:
    """A Vault Shamir unseal (or recovery) key share, as `vault operator init` prints it."""
    return b64(secrets.token_bytes(33))


def pd_user_token() -> str:
    return "u+" + rnd(ALNUM + "_-", 18)


def pd_api_key() -> str:
    return rnd(ALNUM + "_-+", 20)


def sa_token(ns: str, sa: str) -> str:
    """A legacy Kubernetes service account token (RS256 JWT)."""
    claims = {
        "iss": "kubernetes/serviceaccount",
        "kubernetes.io/serviceaccount/namespace": ns,
        "kubernetes.io/serviceaccount/secret.name": f"{sa}-token-{rnd(KUBE, 5)}",
        "kubernetes.io/serviceaccount/service-account.name": sa,
        "kubernetes.io/serviceaccount/service-account.uid": uid(),
        "sub": f"system:serviceaccount:{ns}:{sa}",
    }
    return jwt(claims, alg="RS256", signature=rnd(URLSAFE, 342))


def bootstrap_token() -> str:
    """A kubeadm bootstrap token."""
    return f"{rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)}"


def tfc_token() -> str:
    """A Terraform Cloud / HCP Terraform API token."""
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def db_pw() -> str:
    """A database password as RDS or a generator would make it (no / @ or quotes)."""
    return pick(rnd(ALNUM, pick(20, 24, 32)), rnd(ALNUM + "!#$%^*-_+=", pick(18, 24)), pw())


def passphrase() -> str:
    return phrase(WORDS, pick(3, 4), pick("-", ".", "")) + str(secrets.randbelow(90) + 10)


def slack_bot() -> str:
    return f"xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def slack_user() -> str:
    return f"xoxp-{digits(12, lead=True)}-{digits(12, lead=True)}-{digits(13, lead=True)}-{hexs(32)}"


def slack_app() -> str:
    return f"xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, lead=True)}-{hexs(64)}"


def glc_token(name: str) -> str:
    """A Grafana Cloud access policy token: glc_ and base64 of its JSON."""
    body = {"o": digits(6, lead=True), "n": f"{name}-{digits(6, lead=True)}", "k": rnd(ALNUM, 24), "m": {"r": "prod-gb-south-0"}}
    return "glc_" + b64(json.dumps(body, separators=(",", ":")).encode())


def ses_smtp_password() -> str:
    """An Amazon SES SMTP password: version byte 4 and an HMAC, in base64."""
    return b64(b"\x04" + secrets.token_bytes(32))


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def oauth2_proxy_cookie() -> str:
    return f"{b64u_bytes(180)}|{digits(10, lead=True)}|{b64u_bytes(32)}="


def argocd_token() -> str:
    claims = {"iss": "argocd", "sub": "admin:login", "exp": 1760000000 + secrets.randbelow(9000000), "jti": uid()}
    return jwt(claims, signature=rnd(URLSAFE, 43))


def aws_id(prefix: str) -> str:
    return f"{prefix}-{hexs(17)}"


def pd_id() -> str:
    """A PagerDuty object id (service, user, escalation policy)."""
    return "P" + rnd(UPPER + DIGITS, 6)


def pd_incident() -> str:
    return "Q" + rnd(UPPER + DIGITS, 13)


def dd_public_id() -> str:
    """A Datadog dashboard or synthetic test public id."""
    return "-".join(rnd(LOWER + DIGITS, 3) for _ in range(3))


def uk_mobile() -> str:
    """A UK mobile in Ofcom's drama range (07700 900000 to 900999)."""
    return f"07700 900{secrets.randbelow(1000):03d}"


def uk_london() -> str:
    """A London number in Ofcom's drama range (020 7946 0000 to 0999)."""
    return f"020 7946 0{secrets.randbelow(1000):03d}"


def sort_code() -> str:
    return "-".join(digits(2) for _ in range(3))


def gb_iban() -> str:
    return iban("GB", pick("NWBK", "BARC", "LOYD", "MIDL", "HBUK") + digits(6) + digits(8))


def semver(major: int = 1) -> str:
    return f"{major}.{secrets.randbelow(40)}.{secrets.randbelow(20)}"


def otp(n: int = 6) -> str:
    return digits(n)


def kms_ciphertext() -> str:
    return "AQICAHh" + b64(secrets.token_bytes(180))


def cert_fingerprint() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(32))


def credentials() -> Rows:
    r = Rows()

    r.add(
        "aws_access_key",
        f"terraform-ci IAM user, prod acct. rotate before the SOC2 audit\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"~/.aws/credentials\n[acme-prod-breakglass]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-2",
        f"new key for the velero backup user {aws_key_id()} / {aws_secret()} - old one deactivated, delete it fri",
        f"aws configure --profile ledger-dev\nAWS Access Key ID [None]: {aws_key_id()}\nAWS Secret Access Key [None]: {aws_secret()}\nDefault region name [None]: eu-west-2",
        f"| iam user | key id | secret |\n|---|---|---|\n| s3-statements-export | {aws_key_id()} | {aws_secret()} |",
    )

    r.add(
        "aws_sts_session",
        f"temp creds off the assume-role, good til ~18:00\nexport AWS_ACCESS_KEY_ID={asia_key()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_SESSION_TOKEN={sts_token()}",
        '{\n  "Credentials": {\n    "AccessKeyId": "' + asia_key() + '",\n    "SecretAccessKey": "' + aws_secret() + '",\n    "SessionToken": "' + sts_token() + '",\n    "Expiration": "2025-03-14T17:42:09+00:00"\n  }\n}',
        f"[incident-ro]\naws_access_key_id={asia_key()}\naws_secret_access_key={aws_secret()}\naws_session_token={sts_token()}",
        f"sent Priya these so she can poke the bucket w/o sso (12h session)\nkey {asia_key()}\nsecret {aws_secret()}\ntoken {sts_token()}",
        f"docker run --rm -e AWS_ACCESS_KEY_ID={asia_key()} -e AWS_SECRET_ACCESS_KEY={aws_secret()} -e AWS_SESSION_TOKEN={sts_token()} -e AWS_REGION=eu-west-2 amazon/aws-cli s3 ls",
    )

    r.add(
        "vault_token",
        f"vault root token from the DR drill - REVOKE once done!!\n{vault_token()}",
        f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_service_token()}",
        f"vault login {vault_service_token()}   # ops-admin policy, ttl 768h",
        f'curl -s -H "X-Vault-Token: {vault_service_token()}" https://vault.acme.internal:8200/v1/kv/data/payments/stripe | jq .data',
        f"tf vault provider tok (legacy, pre-1.10 cluster) s.{rnd(ALNUM, 24)}",
    )

    r.add(
        "vault_unseal_key",
        f"Unseal Key 3: {unseal_share()}",
        f"my unseal share (3 of 5 threshold) {unseal_share()} -- should be in the safe not in here tbh",
        f"vault operator unseal {unseal_share()}",
        f"auto-unseal cluster so these are recovery keys not unseal keys\nRecovery Key 1: {unseal_share()}",
        '{"unseal_keys_b64": ["' + unseal_share() + '"], "unseal_shares": 1, "unseal_threshold": 1}  <- dev vault in kind, single share',
    )

    r.add(
        "datadog_api_key",
        f"DD_API_KEY={hexs(32)}  # eu1, for the agent chart",
        f"values-datadog.yaml\ndatadog:\n  site: datadoghq.eu\n  apiKey: {hexs(32)}\n  appKey: {hexs(40)}\n  clusterName: prod-euw2",
        f"dd app key for the terraform provider (scoped monitors_write only) {hexs(40)}",
        f'curl -X GET "https://api.datadoghq.eu/api/v1/validate" -H "DD-API-KEY: {hexs(32)}"',
        f"datadog api key after the rotation last night\n{hexs(32)}\nupdate in the lambda forwarder too",
    )

    r.add(
        "pagerduty_key",
        f"PD routing key for payments-api (events v2): {hexs(32)}",
        f"my pagerduty rest api token (user scoped) {pd_user_token()}",
        '{"routing_key": "' + hexs(32) + '", "event_action": "trigger", "payload": {"summary": "test from laptop", "source": "runbook", "severity": "info"}}',
        f'provider "pagerduty" {{\n  token = "{pd_api_key()}"\n}}',
        f"alertmanager.yml\nreceivers:\n- name: pd-critical\n  pagerduty_configs:\n  - routing_key: {hexs(32)}\n    send_resolved: true",
    )

    r.add(
        "github_pat",
        f"gh PAT for the release bot (repo + workflow scope, 90d) {github_token()}",
        f"git clone https://x-access-token:{github_token()}@github.com/acme-fin/platform-infra.git",
        f"echo {github_fine_token()} | gh auth login --with-token",
        f".envrc\nexport GH_TOKEN={github_fine_token()}\nexport TF_VAR_github_owner=acme-fin",
        f"fine grained tok, read-only on acme-fin/ledger, exp 30 days:\n{github_fine_token()}",
    )

    r.add(
        "rsa_private_key",
        f"GitHub App 'acme-deploy-bot' private key (app id {digits(6, lead=True)}), generated today:\n{pem('RSA PRIVATE KEY', 8)}",
        "actions-runner-controller secret\ngithub_app_private_key: |\n  " + pem("RSA PRIVATE KEY", 6).replace("\n", "\n  "),
        f"tls.key for the internal ingress (wildcard *.acme.internal)\n{pem('PRIVATE KEY', 7)}",
        f"jwt signer key for the auth svc, pkcs8\n{pem('PRIVATE KEY', 6)}\ndon't lose, the public half is in the jwks",
        f"key for the mTLS client cert to the bank's sftp gateway\n{pem('RSA PRIVATE KEY', 6)}",
    )

    r.add(
        "ssh_private_key",
        f"bastion key (ec2-user@bastion.acme.internal)\n{openssh_private()}",
        f"deploy key for platform-infra (write access!)\n{openssh_private()}",
        f"~/.ssh/id_ed25519_acme\n{openssh_private()}",
        f"cat > /tmp/k && chmod 600 /tmp/k\n{openssh_private()}",
        f"the jump box key Tom sent over slack, move to 1pw:\n{openssh_private()}",
    )

    r.add(
        "k8s_sa_token",
        f"ci-deployer SA token (legacy secret based, never expires ugh)\n{sa_token('ci', 'ci-deployer')}",
        f"kubectl --server=https://api.prod.acme.internal:6443 --token={sa_token('monitoring', 'grafana-agent')} get nodes",
        f"kubeadm join 10.20.0.10:6443 --token {bootstrap_token()} --discovery-token-ca-cert-hash sha256:{hexs(64)}",
        f"users:\n- name: argocd-manager\n  user:\n    token: {sa_token('kube-system', 'argocd-manager')}",
        f"bootstrap token for the new worker nodes (24h ttl): {bootstrap_token()}",
    )

    r.add(
        "kubeconfig_client_key",
        f"users:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: {b64(b'-----BEGIN CERTIFICATE-----' + secrets.token_bytes(60))}\n    client-key-data: {kube_key_data()}",
        f"the on-prem k8s admin kubeconfig, client-key-data {kube_key_data()}",
        f"kubectl config set users.breakglass.client-key-data {kube_key_data()}",
        f"kind cluster admin key (lives on the build box)\nclient-key-data: {kube_key_data()}",
        f"/etc/kubernetes/pki/admin.key off cp-1\n{pem('EC PRIVATE KEY', 3)}",
    )

    r.add(
        "k8s_secret_data",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: ledger-db\n  namespace: payments\ntype: Opaque\ndata:\n  password: {b64(db_pw().encode())}",
        f"kubectl -n payments create secret generic fx-api --from-literal=api-key={rnd(ALNUM, 40)}",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp-relay\nstringData:\n  SMTP_PASSWORD: {db_pw()}",
        f"kubectl get secret redis-auth -o yaml\n...\ndata:\n  redis-password: {b64(rnd(ALNUM, 32).encode())}",
        '{"apiVersion":"v1","kind":"Secret","metadata":{"name":"grafana-admin"},"data":{"admin-password":"' + b64(pw().encode()) + '"}}',
    )

    r.add(
        "terraform_cloud_token",
        '~/.terraform.d/credentials.tfrc.json\n{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "' + tfc_token() + '"\n    }\n  }\n}',
        f"TF_TOKEN_app_terraform_io={tfc_token()}",
        f"TFC team token (owners) for the workspace bootstrap script {tfc_token()}",
        f'provider "tfe" {{\n  hostname = "app.terraform.io"\n  token    = "{tfc_token()}"\n}}',
        f"terraform login pasted this, keeping a copy for the runner:\n{tfc_token()}",
    )

    r.add(
        "db_connection_string",
        f"DATABASE_URL=postgresql://ledger_app:{rnd(ALNUM, 24)}@ledger-prod.cluster-{rnd(LOWER + DIGITS, 12)}.eu-west-2.rds.acme.internal:5432/ledger?sslmode=require",
        f'psql "host=pg-replica.acme.internal port=5432 dbname=reporting user=bi_ro password={db_pw()} sslmode=verify-full"',
        f"read replica for the analysts\npostgres://analyst:{rnd(ALNUM, 20)}@10.20.14.7:5432/warehouse",
        f"spring.datasource.url=jdbc:mysql://cards-db.acme.internal:3306/cards?user=cards_svc&password={rnd(ALNUM, 22)}&useSSL=true",
        f"mongo conn str for the kyc docs store mongodb+srv://kyc-rw:{rnd(ALNUM, 18)}@kyc.acme.internal/docs?retryWrites=true",
    )

    r.add(
        "slack_bot_token",
        f"SLACK_BOT_TOKEN={slack_bot()}  # incident-bot, chat:write + channels:manage",
        f"socket mode app token for the on-call bot {slack_app()}",
        f"my user token (for the channel archiver script) {slack_user()}",
        f'curl -H "Authorization: Bearer {slack_bot()}" -d channel=C0{rnd(UPPER + DIGITS, 9)} -d text=deploy-done https://slack.com/api/chat.postMessage',
        f"deploy notifier bot\nxoxb tok:\n{slack_bot()}",
    )

    r.add(
        "slack_webhook_url",
        f"#alerts-payments webhook: {slack_webhook()}",
        f"- name: slack-warn\n  slack_configs:\n  - api_url: {slack_webhook()}\n    channel: '#sre-warn'",
        f"SLACK_WEBHOOK_URL={slack_webhook()}",
        f'curl -X POST -H "Content-type: application/json" --data \'{{"text":"terraform apply finished"}}\' {slack_webhook()}',
        f"incoming webhook for #deploys (GHA notify step)\n{slack_webhook()}",
    )

    r.add(
        "docker_registry_auth",
        '~/.docker/config.json\n{"auths": {"harbor.acme.internal": {"auth": "' + basic("robot$ci-push", rnd(ALNUM, 32)) + '"}}}',
        f"dockerhub PAT (pull limits on the runners) {dockerhub_token()}",
        f"echo {dockerhub_token()} | docker login -u acmefinops --password-stdin",
        f"docker login registry.acme.internal -u svc-build -p {rnd(ALNUM, 24)}",
        f"imagePullSecret .dockerconfigjson for harbor:\n{b64(json.dumps({'auths': {'harbor.acme.internal': {'username': 'robot$k8s-pull', 'password': rnd(ALNUM, 32)}}}).encode())}",
    )

    r.add(
        "grafana_token",
        f"grafana SA token for the dashboard-as-code pipeline {grafana_sa_token()}",
        f"GRAFANA_AUTH={grafana_sa_token()}",
        f"grafana cloud access policy token (metrics:write) for the alloy agents\n{glc_token('alloy-prod')}",
        f'provider "grafana" {{\n  url  = "https://grafana.acme.internal"\n  auth = "{grafana_sa_token()}"\n}}',
        f"GCLOUD_RW_API_KEY={glc_token('hm-read-write')}",
    )

    r.add(
        "ses_smtp_password",
        f"SES smtp creds eu-west-2 (statements mailer)\nuser {aws_key_id()}\npass {ses_smtp_password()}",
        f"postfix sasl_passwd\n[email-smtp.eu-west-2.amazonaws.com]:587 {aws_key_id()}:{ses_smtp_password()}",
        f"SMTP_USERNAME={aws_key_id()}\nSMTP_PASSWORD={ses_smtp_password()}\nSMTP_HOST=email-smtp.eu-west-2.amazonaws.com",
        f"ses smtp pw (derived from the iam key, NOT the secret key itself): {ses_smtp_password()}",
        f"grafana.ini\n[smtp]\nenabled = true\nhost = email-smtp.eu-west-2.amazonaws.com:587\nuser = {aws_key_id()}\npassword = {ses_smtp_password()}",
    )

    r.add(
        "totp_seed",
        f"AWS root MFA seed (prod payer acct) - 2nd copy in the safe\n{totp_seed(64)}",
        f"otpauth://totp/Amazon%20Web%20Services:root@acme-prod?secret={totp_seed(64)}&issuer=Amazon%20Web%20Services",
        f"shared oncall 2fa for the PD admin login: {groups(totp_seed(32), 4)}",
        f"mfa secret for the cloudflare breakglass acct {totp_seed(32)}",
        f"oathtool --totp -b {totp_seed(32)}   # github ops-bot account",
    )

    r.add(
        "recovery_codes",
        "github recovery codes for acme-ops-bot\n" + recovery_codes(8, "github"),
        "Google Workspace super admin backup codes: " + recovery_codes(5, "digits"),
        "tailscale admin 2fa recovery, keep offline:\n" + recovery_codes(6, "alnum"),
        "1password recovery codes for my acct (print + shred this note)\n" + recovery_codes(6, "alnum"),
        "cloudflare backup codes\n" + "\n".join(f"- {c}" for c in recovery_codes(6, "github").split("\n")),
    )

    r.add(
        "break_glass_password",
        f"AWS root (prod payer) pw {pw()} - only in the red envelope + here, fix this",
        f"argocd initial admin pass {rnd(ALNUM, 16)} -- change after first login (never did lol)",
        f"RDS master ledger-prod\nuser: postgres\npass: {db_pw()}",
        f"grafana admin/{passphrase()}",
        f"Entra emergency access acct breakglass01@acme-fin.test\npassword on next line\n{rnd(ALNUM + '!#%&*+-', 24)}",
    )

    r.add(
        "door_code",
        f"office door code (Old St, 3rd flr) {pin(6)}#",
        f"server cage LD-9 combi lock: {pin(4)}",
        f"safe in the finance room w/ the yubikeys + root envelopes -> {pin(6)}",
        f"alarm code for the office if last out: {pin(4)} then OFF",
        f"bike store keypad is {pin(4)}, changed monthly, dont share w/ the other floors",
    )

    r.add(
        "wifi_psk",
        f"office wifi ACME-CORP pw: {passphrase()}",
        f"guest wifi (visitors only, rotates quarterly) SSID AcmeGuest / {rnd(ALNUM, 12)}",
        f"lab network psk\n{rnd(ALNUM, 20)}",
        f'wpa_supplicant\nnetwork={{\n  ssid="acme-eng"\n  psk="{passphrase()}"\n}}',
        f"wifi at the DR site in Slough: ACME-DR / {rnd(ALNUM + '!#', 16)}",
    )

    r.add(
        "cloudflare_api_token",
        f"CLOUDFLARE_API_TOKEN={cf_token()}",
        f"cf token (zone:dns:edit on acme-fin.test) for external-dns {cf_token()}",
        f'provider "cloudflare" {{\n  api_token = "{cf_token()}"\n}}',
        f'curl -H "Authorization: Bearer {cf_token()}" https://api.cloudflare.com/client/v4/user/tokens/verify',
        f"cloudflare api token - cache purge only\n{cf_token()}",
    )

    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={rnd(URLSAFE, 64)}",
        f"hs256 secret for the internal admin api (ledger-admin) {hexs(64)}",
        f"auth:\n  jwt:\n    issuer: https://auth.acme.internal\n    signingKey: {rnd(URLSAFE, 48)}",
        f"new session signing secret after rotation: {b64(secrets.token_bytes(48))} (old one still valid 24h)",
        f"kong jwt plugin consumer secret -> {rnd(ALNUM, 32)}",
    )

    r.add(
        "redis_auth_token",
        f"elasticache auth token (sessions cluster) {rnd(ALNUM, 32)}",
        f"REDIS_URL=rediss://:{rnd(ALNUM, 28)}@sessions.acme.internal:6379/0",
        f"redis-cli -h rate-limit.acme.internal --tls -a {rnd(ALNUM, 24)} PING",
        f"redis.conf\nrequirepass {rnd(ALNUM, 40)}",
        f"idempotency redis pw\n{rnd(ALNUM, 24)}",
    )

    r.add(
        "kafka_sasl_password",
        f'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="payments-producer" password="{rnd(ALNUM, 24)}";',
        '{"username": "ledger-consumer", "password": "' + rnd(ALNUM, 28) + '"}  <- MSK SCRAM secret (AmazonMSK_ledger)',
        f"kcat -b b-1.msk.acme.internal:9096 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username=ops -X sasl.password={rnd(ALNUM, 20)} -L",
        f"kafka ui login for the msk cluster: svc-kafka-ui / {db_pw()}",
        f"KAFKA_SASL_PASSWORD={rnd(ALNUM, 32)}",
    )

    r.add(
        "session_cookie",
        f"grafana_session={hexs(32)}  (nicked from devtools to test the api, logout after)",
        f"Cookie: argocd.token={argocd_token()}",
        f"_oauth2_proxy={oauth2_proxy_cookie()}",
        f"curl -b 'JSESSIONID={hexs(32).upper()}.node0' https://jenkins.acme.internal/job/deploy/api/json",
        f"session cookie for the vendor portal (their api is broken so scraping) sid={rnd(ALNUM, 40)}",
    )

    r.add(
        "sops_age_key",
        f"sops age key for the prod secrets repo\n{age_secret_key()}",
        f"# created: 2024-11-02T09:14:51Z\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"gha secret SOPS_AGE_KEY value (staging):\n{age_secret_key()}",
        f"age key for the flux decryption secret (keys.txt) {age_secret_key()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "aws_arn",
        f"secret lives at arn:aws:secretsmanager:eu-west-2:{aws_account()}:secret:prod/ledger/db-{rnd(ALNUM, 6)} - rotation lambda attached",
        f"GHA assumes arn:aws:iam::{aws_account()}:role/gha-oidc-platform-infra via OIDC, no long lived keys",
        f"ECS task arn:aws:ecs:eu-west-2:{aws_account()}:task/payments-prod/{hexs(32)} OOMKilled at 03:12",
        f"ACM cert for the ALB: arn:aws:acm:eu-west-2:{aws_account()}:certificate/{uid()}",
        f"SNS topic for PD: arn:aws:sns:eu-west-2:{aws_account()}:pagerduty-critical",
    )

    r.add(
        "aws_account_id",
        f"accts: prod {aws_account()}, staging {aws_account()}, sandbox {aws_account()}",
        f"payer acct id {aws_account()} (org root), log archive {aws_account()}",
        f"aws sts get-caller-identity\n{{\n    \"UserId\": \"AROA{rnd(UPPER + DIGITS, 17)}:jane.doe\",\n    \"Account\": \"{aws_account()}\",\n    \"Arn\": \"arn:aws:sts::{aws_account()}:assumed-role/AWSReservedSSO_Admin_{hexs(16)}/jane.doe\"\n}}",
        f"support case - account {aws_account()}, case id {digits(11, lead=True)}",
        f"new sandbox acct {aws_account()} vended by control tower, email aws+sbx-{rnd(LOWER, 4)}@acme-fin.test",
    )

    r.add(
        "ssm_parameter_path",
        "aws ssm get-parameter --name /prod/payments/db/password --with-decryption --query Parameter.Value --output text",
        "params under /platform/datadog/api_key and /platform/datadog/app_key (SecureString, kms alias/platform)",
        f"valueFrom: arn:aws:ssm:eu-west-2:{aws_account()}:parameter/prod/fx/api-token  # task def, injected at start",
        'data "aws_ssm_parameter" "pd_key" {\n  name = "/oncall/pagerduty/routing_key"\n}',
        "moved the slack webhook out of the repo into ssm: /alerts/slack/webhook_url. ask me for access",
    )

    r.add(
        "vault_path_ref",
        "vault kv get -mount=kv -field=password payments/ledger-db",
        "policy: path \"kv/data/platform/*\" { capabilities = [\"read\"] }",
        "dynamic creds: vault read database/creds/ledger-readonly (ttl 1h)",
        "VAULT_ADDR=https://vault.acme.internal:8200, secret at kv/data/oncall/cloudflare#api_token",
        "vault.hashicorp.com/agent-inject-secret-db: \"database/creds/payments-rw\"",
    )

    r.add(
        "gha_secret_ref",
        "env:\n  DD_API_KEY: ${{ secrets.DD_API_KEY }}\n  SLACK_WEBHOOK_URL: ${{ secrets.SLACK_WEBHOOK_DEPLOYS }}",
        f"- uses: aws-actions/configure-aws-credentials@v4\n  with:\n    role-to-assume: arn:aws:iam::{aws_account()}:role/gha-deploy\n    aws-region: eu-west-2",
        "with:\n  password: ${{ secrets.DOCKERHUB_TOKEN }}\n  username: ${{ vars.DOCKERHUB_USER }}",
        "TF_TOKEN_app_terraform_io: ${{ secrets.TFC_API_TOKEN }}  # org secret, scoped to infra repos",
        "gh secret set SOPS_AGE_KEY --env production < keys.txt  (the value is never echoed)",
    )

    r.add(
        "env_var_ref",
        "export DB_PASSWORD=$(aws secretsmanager get-secret-value --secret-id prod/ledger/db --query SecretString --output text | jq -r .password)",
        "export DD_API_KEY=\"$(op read 'op://Platform/Datadog EU/api key')\"",
        ".env.sample\nDATABASE_URL=\nREDIS_URL=\nDD_API_KEY=\nPAGERDUTY_ROUTING_KEY=",
        "helm upgrade --install dd datadog/datadog --set datadog.apiKeyExistingSecret=datadog-keys",
        "token = \"${VAULT_TOKEN}\" - read from env, never hardcode",
    )

    r.add(
        "k8s_secret_ref",
        "env:\n- name: REDIS_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: redis-auth\n      key: redis-password",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n  - secretKey: password\n    remoteRef:\n      key: prod/ledger/db\n      property: password",
        "envFrom:\n- secretRef:\n    name: fx-api",
        "kubectl -n payments get secret ledger-db -o jsonpath='{.data.password}' | base64 -d   # dont paste the output anywhere",
        "imagePullSecrets:\n- name: harbor-pull",
    )

    r.add(
        "aws_resource_ids",
        f"vpc {aws_id('vpc')}, private subnets {aws_id('subnet')} {aws_id('subnet')} {aws_id('subnet')}",
        f"sg {aws_id('sg')} allows 5432 from the eks nodes only",
        f"bastion is {aws_id('i')} (ami {aws_id('ami')}), eni {aws_id('eni')}",
        f"terraform import aws_nat_gateway.euw2a {aws_id('nat')}",
        f"snapshot {aws_id('snap')} of vol {aws_id('vol')} taken before the resize",
    )

    r.add(
        "kubectl_pod_names",
        f"NAME                                   READY   STATUS             RESTARTS\n{pod_name('payments-api')}   1/1     Running            0\n{pod_name('payments-api')}   0/1     CrashLoopBackOff   7",
        f"k logs -n ledger {pod_name('ledger-worker')} -c app --previous",
        f"node ip-10-20-{secrets.randbelow(250)}-{secrets.randbelow(250)}.eu-west-2.compute.internal NotReady, pods evicted incl {pod_name('fx-rates')}",
        f"kubectl describe rs fx-gateway-{hexs(10)} -n fx",
        f"cronjob pod statement-export-{digits(8, lead=True)}-{rnd(KUBE, 5)} stuck Pending (no nodes w/ the taint)",
    )

    r.add(
        "image_digest",
        f"prod runs {aws_account()}.dkr.ecr.eu-west-2.amazonaws.com/payments-api@sha256:{hexs(64)}",
        f"pinned base image python:3.12-slim@sha256:{hexs(64)}",
        f"cosign verify ok for ghcr.io/acme-fin/ledger@sha256:{hexs(64)}",
        f"docker images\nREPOSITORY         TAG      IMAGE ID       SIZE\nfx-gateway         1.14.2   {hexs(12)}   212MB",
        f"rollback target digest: sha256:{hexs(64)} (tag v2.31.0)",
    )

    r.add(
        "git_commit_sha",
        f"the bad migration came in with {hexs(40)}; revert is {hexs(7)}",
        f"https://github.com/acme-fin/platform-infra/compare/{hexs(7)}...{hexs(7)}",
        f"git cherry-pick {hexs(40)} onto release/2025.03",
        f"module source pinned: git::https://github.com/acme-fin/tf-modules.git//eks?ref={hexs(40)}",
        f"HEAD detached at {hexs(8)}, rebase onto main pls",
    )

    r.add(
        "dashboard_url_uuid",
        f"runbook: https://acme-fin.atlassian.test/wiki/spaces/SRE/pages/{digits(10, lead=True)}/Ledger+DB+failover",
        f"grafana board https://grafana.acme.internal/d/{rnd(ALNUM, 14)}/payments-latency?orgId=1&from=now-6h",
        f"TFC run https://app.terraform.io/app/acme-fin/workspaces/prod-network/runs/run-{rnd(ALNUM, 16)}",
        f"dd notebook for the postmortem https://app.datadoghq.eu/notebook/{digits(7, lead=True)}/ledger-outage-{uid()[:8]}",
        f"aws console link https://eu-west-2.console.aws.amazon.com/cloudwatch/home?region=eu-west-2#logsV2:log-groups/log-group/$252Fecs$252Fpayments/log-events/{hexs(32)}",
    )

    r.add(
        "pagerduty_incident_ref",
        f"PD incident #{digits(5, lead=True)} ({pd_incident()}) - ledger replica lag, resolved 04:10",
        f"https://acme-fin.pagerduty.com/incidents/{pd_incident()}",
        f"service payments-api = {pd_id()}, escalation policy {pd_id()}, schedule {pd_id()}",
        f"on-call override for me this wknd, schedule {pd_id()} (primary-sre)",
        f"pd user id {pd_id()} for the terraform pagerduty_user_contact_method import",
    )

    r.add(
        "datadog_monitor_ref",
        f"monitor {digits(8, lead=True)} (p99 > 800ms on /v1/payments) is flapping",
        f"SLO id {hexs(32)} - 99.95% target, burn alert at 14.4x",
        f"synthetic test {dd_public_id()} failing from eu-west-2 since the cert swap",
        f"dashboard https://app.datadoghq.eu/dashboard/{dd_public_id()}/ledger-overview",
        f'terraform import datadog_monitor.ledger_lag {digits(8, lead=True)}\nterraform import datadog_service_level_objective.api "{hexs(32)}"',
    )

    r.add(
        "ssh_public_material",
        f"authorized_keys on the bastion:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jane@acme-mbp",
        f"host key fingerprint for bastion.acme.internal: {ssh_fingerprint()} (ED25519), verify before yes",
        f"deploy key (public) added to platform-infra:\nssh-rsa {ssh_pub('ssh-rsa', 270)} deploy@platform-infra",
        f"bastion.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 80)}",
        f"ssh-keygen -lf id_ed25519.pub\n256 {ssh_fingerprint()} jane@acme-mbp (ED25519)",
    )

    r.add(
        "certificate_public",
        f"CA bundle for the internal PKI (public, fine to commit)\n{pem('CERTIFICATE', 6)}",
        f"cert SHA-256 fingerprint {cert_fingerprint()} - pin this in the mobile app config",
        f"kubeadm ca cert hash sha256:{hexs(64)} (public, join needs the token too)",
        f"ingress tls.crt (expires 2025-09-30)\n{pem('CERTIFICATE', 5)}",
        f"jwks pub key for the auth svc\n-----BEGIN PUBLIC KEY-----\n{pem_body(4)}\n-----END PUBLIC KEY-----",
    )

    r.add(
        "encryption_recipient",
        f".sops.yaml\ncreation_rules:\n- path_regex: prod/.*\n  age: {age_public_key()}\n  kms: arn:aws:kms:eu-west-2:{aws_account()}:alias/sops-prod",
        f"age recipients for the oncall secrets:\n{age_public_key()}  # jane\n{age_public_key()}  # tom",
        f"release signing gpg key fpr {groups(hexs(40).upper(), 4)}",
        f"gpg --recv-keys {hexs(16).upper()}",
        f"wg peer (public) for the DR site\n[Peer]\nPublicKey = {b64(secrets.token_bytes(32))}\nEndpoint = vpn-dr.acme.internal:51820\nAllowedIPs = 10.40.0.0/16",
    )

    r.add(
        "masked_secret",
        f"old DD api key ending ...{hexs(4)} revoked 12/02",
        f"iam credential report: terraform-ci key AKIA************{rnd(UPPER + DIGITS, 4)} last used 2024-01-09, inactive",
        f"stripe sk_live_...{rnd(ALNUM, 4)} rolled, new one only in vault",
        f"GitHub shows the PAT as ghp_****{rnd(ALNUM, 4)}, expires in 7 days",
        f"PD routing key ******{hexs(4)} on the payments service, rotate q2",
    )

    r.add(
        "expired_otp",
        f"aws root mfa code {otp()} was rejected (clock skew on my phone) - fixed now, code expired anyway",
        f"SMS code from the bank portal {otp()} - used, logged in ok",
        f"PD phone verification code {otp(4)} (already confirmed)",
        f"okta push failed so used the code {otp()} at 09:14, it's single use",
        f"gh sudo mode otp {otp()} expired before I pasted it, lol",
    )

    r.add(
        "company_bank_details",
        f"supplier bank details (on their invoice): Acme Colo Ltd, sort code {sort_code()}, acc no {digits(8)}",
        f"our payout acct for the test merchant: IBAN {gb_iban()} BIC NWBKGB2L",
        f"refund goes back to sort {sort_code()} / {digits(8)} (customer's, from the support ticket)",
        f"Bacs SUN {digits(6)} for the direct debit collections",
        f"settlement account IBAN {gb_iban()} - published on the website footer anyway",
    )

    r.add(
        "invoice_po_numbers",
        f"AWS invoice EUINGB{digits(2)}-{digits(7, lead=True)} £{secrets.randbelow(90000) + 10000:,}.{digits(2)} for Feb",
        f"PO-{digits(6, lead=True)} raised for the Datadog renewal, £{secrets.randbelow(200) + 50}k/yr",
        f"Equinix order {digits(8, lead=True)} for the cross connect, install date 2025-04-{secrets.randbelow(28) + 1:02d}",
        f"PagerDuty invoice INV-{digits(8, lead=True)} paid {secrets.randbelow(28) + 1:02d}/03",
        f"hashicorp quote Q-{digits(5, lead=True)} (vault enterprise 3yr) total £{secrets.randbelow(900) + 100},{digits(3)}",
    )

    r.add(
        "change_ticket_ids",
        f"CHG{digits(7)} approved for the RDS minor upgrade, window sat 06:00-08:00",
        f"OPS-{digits(4, lead=True)} / INC{digits(7)} linked in the postmortem",
        f"patch for CVE-2024-{digits(5, lead=True)} rolled to all node groups",
        f"FCA incident ref {digits(7, lead=True)} - notified within 4h",
        f"jira SRE-{digits(3, lead=True)} tracks rotating the deploy keys",
    )

    r.add(
        "phone_numbers",
        f"on-call escalation: me {uk_mobile()}, Tom {uk_mobile()}",
        f"Equinix LD service desk {uk_london()} (24/7)",
        f"bank's ops desk for failed settlements +44 20 7946 0{secrets.randbelow(1000):03d}",
        f"PD sends calls from +1 {digits(3, lead=True)} {digits(3, lead=True)} {digits(4)}, save as contact so DND lets it through",
        f"AWS TAM mobile {uk_mobile()}",
    )

    r.add(
        "version_numbers",
        f"eks 1.{secrets.randbelow(5) + 28} -> 1.{secrets.randbelow(5) + 30}, karpenter v{semver(1)}, aws provider ~> 5.{secrets.randbelow(80)}",
        f"terraform {semver(1)}, vault {semver(1)}+ent, datadog agent 7.{secrets.randbelow(60)}.{secrets.randbelow(5)}",
        f"helm chart ingress-nginx-{semver(4)} (app v{semver(1)})",
        f"node AMI amazon-eks-node-1.{secrets.randbelow(5) + 28}-v{digits(8, lead=True)}",
        f"kubectl version\nClient Version: v1.{secrets.randbelow(5) + 28}.{secrets.randbelow(10)}\nServer Version: v1.{secrets.randbelow(5) + 28}.{secrets.randbelow(10)}-eks-{hexs(7)}",
    )

    r.add(
        "hardware_serials",
        f"yubikey serials: jane {digits(8, lead=True)}, tom {digits(8, lead=True)} (registered in okta)",
        f"laptop serial {rnd(UPPER + DIGITS, 10)}, asset tag ACME-{digits(5, lead=True)}",
        f"HSM serial {digits(10, lead=True)} in the CloudHSM cluster cluster-{rnd(LOWER + DIGITS, 11)}",
        f"Dell service tag {rnd(UPPER + DIGITS, 7)} for the on-prem jump host",
        f"replacement disk SN {rnd(UPPER + DIGITS, 8)} shipped, RMA {digits(9, lead=True)}",
    )

    r.add(
        "kms_key_id",
        f"kms key id {uid()} (alias/ledger-prod) - key policy only lets the app role decrypt",
        f"multi-region key mrk-{hexs(32)} replicated to eu-west-1",
        f'kms_key_id = "arn:aws:kms:eu-west-2:{aws_account()}:key/{uid()}"',
        f"aws kms describe-key --key-id {uid()}",
        f"EBS default encryption uses {uid()}, not the aws/ebs key",
    )

    r.add(
        "encrypted_blob",
        f"sops'd value: password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        f"kms encrypted blob (needs the prod role to decrypt) {kms_ciphertext()}",
        f"vault transit ciphertext vault:v1:{b64(secrets.token_bytes(48))}",
        f"SealedSecret\nspec:\n  encryptedData:\n    api-key: Ag{b64(secrets.token_bytes(280))}",
        "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(3)),
    )

    r.add(
        "public_client_key",
        f"datadog RUM (browser, public by design): clientToken pub{hexs(32)}, applicationId {uid()}",
        f"github app id {digits(6, lead=True)}, client id Iv1.{hexs(16)} - both public",
        f"stripe publishable key for the checkout page {stripe_publishable_key()}",
        f"sentry browser DSN https://{hexs(32)}@o{digits(6, lead=True)}.ingest.de.sentry.io/{digits(7, lead=True)} - fine in the bundle",
        f"cognito app client id {rnd(LOWER + DIGITS, 26)} (public client, no secret, PKCE)",
    )

    r.add(
        "request_trace_ids",
        f"x-amz-request-id {rnd(UPPER + DIGITS, 16)} / x-amz-id-2 {b64(secrets.token_bytes(57))} for the S3 403",
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
        f"dd trace id {digits(19, lead=True)} shows the slow call to the fx provider",
        f"CloudFront X-Amz-Cf-Id: {rnd(URLSAFE, 40)}== on the 502",
        f"apigw requestId {uid()}, lambda RequestId {uid()}",
    )

    r.add(
        "checksum_hash",
        f'.terraform.lock.hcl\nprovider "registry.terraform.io/hashicorp/aws" {{\n  version = "5.{secrets.randbelow(80)}.0"\n  hashes = [\n    "h1:{b64(secrets.token_bytes(32))}",\n    "zh:{hexs(64)}",\n  ]\n}}',
        f"sha256sum kubectl\n{hexs(64)}  kubectl",
        f"vault_{semver(1)}_linux_amd64.zip SHA256 {hexs(64)} matches the SHA256SUMS",
        f"helm chart digest: sha256:{hexs(64)}",
        f"etag of the state file \"{hexs(32)}\" - compare before force-unlock",
    )

    return r


def main() -> None:
    write_corpora("make_heldout402.py", [
        ("heldout402_credentials.yaml", credentials(), "Held-out batch 402: credentials a London fintech DevOps engineer keeps (AWS, STS, Vault, Datadog, PagerDuty, GitHub, Kubernetes, Terraform Cloud, Slack, Grafana, SES, Cloudflare, Kafka, Redis, door codes, Wi-Fi and more)"),
        ("heldout402_lookalikes.yaml", lookalikes(), "Held-out batch 402: a London fintech DevOps engineer's ARNs, ids, paths, references, digests, public keys, masked keys, used codes, bank details and other values that hold no secret"),
    ])


if __name__ == "__main__":
    main()
