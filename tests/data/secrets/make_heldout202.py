# ruff: noqa: E501
"""Writes heldout202_credentials.yaml and heldout202_lookalikes.yaml: held-out batch 202.

Persona: a DevOps engineer at a Toronto fintech who keeps terse English notes (the odd
French word slips in): kubeconfig files with client-key-data and service-account tokens,
.pgpass lines, age secret keys for SOPS, GitHub fine-grained PATs, Terraform Cloud tokens,
Vault root tokens and unseal keys, the SMTP relay password and the recovery codes for the
org's 2FA. The look-alikes are what the same person pastes all day and may share freely:
ARNs (Secrets Manager ARNs among them), pod and ReplicaSet names with hash suffixes,
container image digests, commit SHAs, UUIDs inside URLs, Terraform var references,
${{ secrets.TOKEN }} and op:// references, SOPS-encrypted values, age public recipients
and JWKS public keys.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    anthropic_key,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    basic,
    digits,
    groups,
    hexs,
    jwt,
    kube_key_data,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pem,
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

REGION = "ca-central-1"
KUBE_SUFFIX = "bcdfghjklmnpqrstvwxz2456789"


def account() -> str:
    return str(10**11 + secrets.randbelow(9 * 10**11))


def cert_data() -> str:
    """A kubeconfig's certificate data: a PEM certificate, base64 again (public)."""
    return b64((pem("CERTIFICATE", 5) + "\n").encode())


def sa_token(namespace: str, name: str) -> str:
    claims = {
        "iss": "kubernetes/serviceaccount",
        "kubernetes.io/serviceaccount/namespace": namespace,
        "kubernetes.io/serviceaccount/secret.name": f"{name}-token-{rnd(KUBE_SUFFIX, 5)}",
        "kubernetes.io/serviceaccount/service-account.name": name,
        "kubernetes.io/serviceaccount/service-account.uid": uid(),
        "sub": f"system:serviceaccount:{namespace}:{name}",
    }
    return jwt(claims, "RS256", rnd(URLSAFE, 342))


def bootstrap_token() -> str:
    return f"{rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)}"


def gh_fine_pat() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def gh_classic(prefix: str = "ghp_") -> str:
    return prefix + rnd(ALNUM, 36)


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def vault_token() -> str:
    return "hvs." + rnd(ALNUM, 24)


def vault_service_token() -> str:
    return "hvs.CAESI" + rnd(URLSAFE, 82)


def unseal_key() -> str:
    return b64(secrets.token_bytes(33))


def ses_smtp_password() -> str:
    return "B" + rnd(B64, 43)


def dd_api() -> str:
    return hexs(32)


def dd_app() -> str:
    return hexs(40)


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def npm_token() -> str:
    return "npm_" + rnd(ALNUM, 36)


def glsa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def stripe_secret(prefix: str = "sk_live_") -> str:
    return f"{prefix}51{rnd(ALNUM, 97)}"


def docker_pat() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def jenkins_token() -> str:
    return "11" + hexs(32)


def piv_mgmt_key() -> str:
    return hexs(48)


def sha256() -> str:
    return hexs(64)


def sha1() -> str:
    return hexs(40)


def colon_hex(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def sops_enc(nbytes: int, kind: str = "str") -> str:
    return (f"ENC[AES256_GCM,data:{b64(secrets.token_bytes(nbytes))},"
            f"iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:{kind}]")


def age_armor() -> str:
    body = b64(secrets.token_bytes(180))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN AGE ENCRYPTED FILE-----\n{lines}\n-----END AGE ENCRYPTED FILE-----"


def sealed() -> str:
    return b64(b"\x02\x00" + secrets.token_bytes(pick(380, 420, 460)))


def rs_name(name: str) -> str:
    return f"{name}-{rnd(KUBE_SUFFIX, pick(9, 10))}"


def sm_arn(name: str) -> str:
    return f"arn:aws:secretsmanager:{REGION}:{account()}:secret:{name}-{rnd(ALNUM, 6)}"


def jwk_rsa() -> dict:
    return {"kty": "RSA", "use": "sig", "alg": "RS256", "kid": rnd(URLSAFE, 43),
            "n": b64u(secrets.token_bytes(256)), "e": "AQAB"}


def jwk_ec() -> dict:
    return {"kty": "EC", "use": "sig", "crv": "P-256", "kid": hexs(16),
            "x": b64u(secrets.token_bytes(32)), "y": b64u(secrets.token_bytes(32))}


def ec2_id(prefix: str) -> str:
    return f"{prefix}-0{hexs(16)}"


def date() -> str:
    return f"2025-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}"


def credentials() -> Rows:
    r = Rows()
    kd = kube_key_data

    r.add(
        "kubeconfig_client_key_data",
        f"kubeconfig for tor1-prod (admin, break-glass only)\n\nusers:\n- name: tor1-prod-admin\n  user:\n    client-certificate-data: {cert_data()}\n    client-key-data: {kd()}",
        f"dr cluster kube-admin ckd: {kd()}",
        f"kubectl config set users.breakglass-ledger.client-key-data {kd()}",
        f"staging k8s creds if ~/.kube/config gets nuked again -- cert {cert_data()}\nkey {kd()}",
        f"client-key-data (decoded) for the kind cluster on the build box:\n-----BEGIN EC PRIVATE KEY-----\n{b64(secrets.token_bytes(48))}\n{b64(secrets.token_bytes(48))}\n{b64(secrets.token_bytes(24))}\n-----END EC PRIVATE KEY-----",
    )

    r.add(
        "kubernetes_service_account_token",
        f"ci-deployer SA token (ns payments):\n{sa_token('payments', 'ci-deployer')}",
        f"- name: argocd-manager\n  user:\n    token: {sa_token('kube-system', 'argocd-manager')}",
        f"kubectl --server https://k8s-api.tor1.acme.internal:6443 --token={sa_token('monitoring', 'prom-federate')} get pods -A",
        f"curl -sk -H 'Authorization: Bearer {sa_token('ops', 'readonly-oncall')}' https://k8s-api.stg.acme.internal:6443/api/v1/namespaces",
        f"long-lived token for the ledger-batch SA, expires never (fix this): {sa_token('ledger', 'ledger-batch')}",
    )

    r.add(
        "kubeadm_bootstrap_token",
        f"kubeadm join 10.42.0.10:6443 --token {bootstrap_token()} --discovery-token-ca-cert-hash sha256:{sha256()}",
        f"bootstrap token for adding the new bare-metal workers, ttl 24h: {bootstrap_token()}",
        f"join tok (lab cluster) {bootstrap_token()}  -- ca hash sha256:{sha256()}",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: bootstrap-token-x7k2p9\n  namespace: kube-system\ntype: bootstrap.kubernetes.io/token\nstringData:\n  token-id: x7k2p9\n  token-secret: {rnd(LOWER + DIGITS, 16)}\n  usage-bootstrap-authentication: \"true\"",
    )

    r.add(
        "pgpass_entry",
        f"pg-ledger-primary.acme.internal:5432:ledger:ledger_app:{pw()}",
        f"~/.pgpass\n\npg-ledger-primary.acme.internal:5432:*:dba_rw:{rnd(ALNUM, 24)}\npg-ledger-replica.acme.internal:5432:*:dba_ro:{rnd(ALNUM, 24)}\nlocalhost:6432:pgbouncer:pgbouncer:{rnd(ALNUM, 18)}",
        f"pgpass line for the reporting replica: reports-db.internal:5432:analytics:metabase:{rnd(ALNUM + '!#%', 20)}",
        f"*:*:*:postgres:{pw()}   <- local dev only",
        f"echo 'pg-kyc.stg.acme.internal:5432:kyc:kyc_migrator:{rnd(ALNUM, 22)}' >> ~/.pgpass && chmod 600 ~/.pgpass",
        f"pgpass for pgbouncer admin (colon escaped): 10.42.7.15:6432:pgbouncer:admin:{rnd(ALNUM, 8)}\\:{rnd(ALNUM, 10)}",
    )

    r.add(
        "postgres_connection_string",
        f"DATABASE_URL=postgres://ledger_app:{rnd(ALNUM, 24)}@pg-ledger-primary.acme.internal:5432/ledger?sslmode=verify-full",
        f"psql \"host=pg-kyc.acme.internal port=5432 dbname=kyc user=kyc_ro password={rnd(ALNUM, 20)} sslmode=require\"",
        f"jdbc:postgresql://pg-risk.acme.internal:5432/risk?user=risk_svc&password={rnd(ALNUM, 20)}",
        f"debezium source conn -> postgresql://cdc_user:{pw()}@pg-ledger-primary.acme.internal/ledger",
        f"mdp base staging: postgres://app:{rnd(ALNUM, 16)}@db.stg.acme.test:5432/app",
    )

    def keys_txt() -> str:
        return f"# created: {date()}T09:{secrets.randbelow(60):02d}:11-04:00\n# public key: {age_public_key()}\n{age_secret_key()}"

    r.add(
        "sops_age_secret_key",
        f"~/.config/sops/age/keys.txt (prod infra repo)\n{keys_txt()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"age key for the secrets-staging repo: {age_secret_key()}",
        f"ci age identity -> GH secret SOPS_AGE_KEY:\n{keys_txt()}",
        f"backup of my age key in case the laptop dies\n{age_secret_key()}\nrecipient {age_public_key()}",
    )

    r.add(
        "github_fine_grained_pat",
        f"GH fine-grained PAT, repo infra-live, contents:rw, exp 90d: {gh_fine_pat()}",
        f"gh auth login --with-token <<< {gh_fine_pat()}",
        f"renovate bot token (fine grained, acme-fin org) {gh_fine_pat()}",
        f"export GITHUB_TOKEN={gh_fine_pat()}",
        f"pat for terraform github provider\ntoken = \"{gh_fine_pat()}\"",
        f"git clone https://x-access-token:{gh_fine_pat()}@github.com/acme-fin/ledger-helm.git",
    )

    r.add(
        "github_classic_pat",
        f"old classic token still used by jenkins ghprb plugin: {gh_classic()}",
        f"ghcr pull token (read:packages) {gh_classic()}",
        f"echo {gh_classic()} | docker login ghcr.io -u acme-ci-bot --password-stdin",
        f"GH_TOKEN for the release script = {gh_classic()}",
    )

    r.add(
        "terraform_cloud_token",
        f"~/.terraform.d/credentials.tfrc.json\n{{\n  \"credentials\": {{\n    \"app.terraform.io\": {{\n      \"token\": \"{tfc_token()}\"\n    }}\n  }}\n}}",
        f"TF_TOKEN_app_terraform_io={tfc_token()}",
        f"TFC team token (platform team, workspaces admin): {tfc_token()}",
        f"tfe provider:\nprovider \"tfe\" {{\n  token = \"{tfc_token()}\"\n}}",
        f"tfc org token acme-fin {tfc_token()} -- rotate after audit",
    )

    r.add(
        "vault_root_token",
        f"vault root token (prod, generated for the raft migration, REVOKE after): {vault_token()}",
        f"VAULT_ADDR=https://vault.acme.internal:8200 VAULT_TOKEN={vault_token()} vault operator raft list-peers",
        f"stg vault root tok {vault_token()}",
        f"vault login {vault_token()}",
        f"terraform vault provider token for bootstrap: {vault_service_token()}",
    )

    unseal = "\n".join(f"Unseal Key {i}: {unseal_key()}" for i in range(1, 6))
    r.add(
        "vault_unseal_keys",
        f"vault operator init output (dr cluster)\n{unseal}\n\nInitial Root Token: {vault_token()}\n\nVault initialized with 5 key shares and a key threshold of 3.",
        f"my unseal share (#3 of 5) for prod vault: {unseal_key()}",
        f"vault operator unseal {unseal_key()}",
        f"recovery key share 2: {unseal_key()}",
        f"stg unseal keys (threshold 2)\n1 {unseal_key()}\n2 {unseal_key()}\n3 {unseal_key()}",
    )

    r.add(
        "vault_approle_secret_id",
        f"approle ledger-api\nrole_id: {uid()}\nsecret_id: {uid()}",
        f"vault write auth/approle/login role_id={uid()} secret_id={uid()}",
        f"secret_id for the jenkins approle (ttl 30d): {uid()}",
        f"VAULT_SECRET_ID={uid()}",
    )

    r.add(
        "smtp_relay_password",
        f"SES smtp relay ({REGION})\nuser {aws_key_id()}\npass {ses_smtp_password()}",
        f"/etc/postfix/sasl_passwd\n[email-smtp.{REGION}.amazonaws.com]:587 {aws_key_id()}:{ses_smtp_password()}",
        f"smtp relay pw: {pw()}  (relay.acme.internal:587, user alerts@acme.example)",
        f"sendgrid smtp: user apikey / pass {sendgrid_key()}",
        f"mdp relais smtp = {rnd(ALNUM, 18)}",
        f"alertmanager.yml\nglobal:\n  smtp_smarthost: relay.acme.internal:587\n  smtp_from: alertmanager@acme.example\n  smtp_auth_username: alertmanager\n  smtp_auth_password: {rnd(ALNUM, 24)}",
    )

    r.add(
        "org_2fa_recovery_codes",
        f"github recovery codes for acme-fin-admin (org owner acct)\n{recovery_codes(16, 'github')}",
        f"google workspace super admin backup codes: {recovery_codes(10, 'digits')}",
        f"AWS root mfa lost? these are the okta recovery codes for the break-glass user:\n{recovery_codes(10, 'plain')}",
        f"gh 2fa recovery (my acct): {' '.join(hexs(5) + '-' + hexs(5) for _ in range(8))}",
        f"1pw team admin recovery codes\n{recovery_codes(8, 'plain')}",
        f"tfc 2fa recovery codes\n{recovery_codes(10, 'plain')}",
    )

    r.add(
        "aws_access_key",
        f"[acme-prod-breakglass]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = {REGION}",
        f"terraform-ci IAM user keys: {aws_key_id()} / {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"velero backup creds (s3 bucket acme-velero-tor1): id {aws_key_id()} secret {aws_secret()}",
        f"aws_secret_access_key for the old billing exporter = {aws_secret()}",
    )

    r.add(
        "ssh_private_key",
        f"bastion key (ec2-user@bastion.tor1.acme.internal)\n{openssh_private()}",
        f"deploy key for infra-live repo, write access:\n{openssh_private()}",
        f"{openssh_private()}\n^ ansible key for the bare-metal racks",
        f"id_ed25519 on the old laptop, keep until migrated:\n{openssh_private()}",
    )

    r.add(
        "tls_private_key",
        f"wildcard *.acme.internal key (cert-manager failed, manual install)\n{pem('PRIVATE KEY', 8)}",
        f"ingress tls key for api.stg.acme.test:\n{pem('RSA PRIVATE KEY', 10)}",
        f"mtls client key for the payment network gateway\n{pem('EC PRIVATE KEY', 3)}",
        f"tls.key: {b64((pem('PRIVATE KEY', 6) + chr(10)).encode())}",
    )

    docker_auth = basic("acme-ci", rnd(ALNUM, 20))
    r.add(
        "docker_registry_auth",
        f"~/.docker/config.json\n{{\n  \"auths\": {{\n    \"registry.acme.internal\": {{\n      \"auth\": \"{docker_auth}\"\n    }}\n  }}\n}}",
        f"docker hub PAT (acmefin org, pull only): {docker_pat()}",
        f"docker login registry.acme.internal -u svc-build -p {rnd(ALNUM, 24)}",
        f"harbor robot acct robot$ci-push secret: {rnd(ALNUM, 32)}",
        f"kubectl create secret docker-registry regcred --docker-server=registry.acme.internal --docker-username=svc-pull --docker-password={rnd(ALNUM, 20)} -n payments",
    )

    r.add(
        "datadog_api_key",
        f"DD_API_KEY={dd_api()}",
        f"datadog: api {dd_api()} app {dd_app()}",
        f"datadog app key for terraform (monitors): {dd_app()}",
        f"helm upgrade datadog datadog/datadog --set datadog.apiKey={dd_api()} -n monitoring",
    )

    r.add(
        "slack_webhook_url",
        f"#ops-alerts webhook: {slack_hook()}",
        f"alertmanager slack_api_url: {slack_hook()}",
        f"SLACK_WEBHOOK_URL={slack_hook()}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' {slack_hook()}",
    )

    r.add(
        "gitlab_token",
        f"gitlab PAT (mirror of the vendor sdk repo) {glpat()}",
        f"gitlab-runner register --url https://gitlab.acme.internal --token glrt-{rnd(URLSAFE, 20)}",
        f"CI_JOB_TOKEN won't work for that, use project token: {glpat()}",
        f"git remote set-url origin https://oauth2:{glpat()}@gitlab.acme.internal/platform/charts.git",
    )

    r.add(
        "npm_token",
        f".npmrc for CI\n//registry.npmjs.org/:_authToken={npm_token()}",
        f"npm publish token (acme scope, automation) {npm_token()}",
        f"NPM_TOKEN={npm_token()}",
        f"//npm.acme.internal/:_authToken={rnd(URLSAFE, 40)}",
    )

    r.add(
        "grafana_service_account_token",
        f"grafana SA token (terraform, admin): {glsa()}",
        f"GRAFANA_AUTH={glsa()}",
        f"curl -H \"Authorization: Bearer {glsa()}\" https://grafana.acme.internal/api/dashboards/home",
        f"grafana api key (old style, still works): eyJrIjoi{rnd(ALNUM, 40)}",
    )

    r.add(
        "argocd_admin_password",
        f"argocd initial admin pw (tor1-prod): {rnd(ALNUM + '-', 16)}",
        f"argocd login argocd.acme.internal --username admin --password {rnd(ALNUM, 16)}",
        f"argo admin / {pw()}",
        f"argocd-initial-admin-secret password: {b64(rnd(ALNUM, 16).encode())}  (base64, decode it)",
    )

    r.add(
        "redis_password",
        f"redis-cli -h redis-sessions.acme.internal -a {rnd(ALNUM, 32)} --tls",
        f"requirepass {rnd(ALNUM, 40)}",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@redis-rate-limit.acme.internal:6380/0",
        f"elasticache auth token (payments cache): {rnd(ALNUM + '!&#', 32)}",
    )

    r.add(
        "kafka_sasl_credentials",
        f"sasl.mechanism=SCRAM-SHA-512\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"ledger-producer\" password=\"{rnd(ALNUM, 24)}\";",
        f"msk scram user txn-consumer pw {rnd(ALNUM, 20)}",
        f"kafka (confluent cloud) api key {rnd(UPPER + DIGITS, 16)} secret {rnd(ALNUM + '+/', 64)}",
        f"kcat -b kafka.acme.internal:9096 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username=ops -X sasl.password={rnd(ALNUM, 20)} -L",
    )

    r.add(
        "cloudflare_api_token",
        f"cloudflare token for external-dns (zone:dns:edit acme.example): {cf_token()}",
        f"CF_API_TOKEN={cf_token()}",
        f"cert-manager cloudflare secret:\nstringData:\n  api-token: {cf_token()}",
        f"cloudflare global api key (legacy, kill it): {hexs(37)}",
    )

    r.add(
        "stripe_secret_key",
        f"stripe live secret key (only for the reconciliation job): {stripe_secret()}",
        f"restricted key, read-only charges: {stripe_secret('rk_live_')}",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"stripe test key for the sandbox env {stripe_secret('sk_test_')}",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.7/32\nDNS = 10.42.0.2\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820\nAllowedIPs = 10.42.0.0/16",
        f"wg privkey for my home box: {wg_key()}",
        f"wg0 site-to-site (tor1 <-> colo) private key {wg_key()}",
        f"PrivateKey={wg_key()}",
    )

    r.add(
        "disk_encryption_passphrase",
        f"luks passphrase for the backup nas: {' '.join(secrets.choice(['otter', 'granite', 'lantern', 'harbour', 'spruce', 'cobalt', 'maple', 'ferry', 'quartz', 'tundra']) for _ in range(5))}",
        f"filevault recovery key (work mbp): {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(6))}",
        f"cryptsetup luksOpen /dev/sdb1 vault-backup  # pass: {pw()}",
        f"bitlocker on the finance win laptop I set up: {'-'.join(f'{11 * secrets.randbelow(65536):06d}' for _ in range(8))}",
    )

    r.add(
        "password_manager_master",
        f"1pw acme-fin.1password.ca\nsecret key {onepassword_secret_key()}\nmaster: {' '.join(secrets.choice(['spruce', 'ferry', 'cobalt', 'harbour', 'tundra', 'quartz', 'maple']) for _ in range(4))}",
        f"1password secret key {onepassword_secret_key()}",
        f"bitwarden master pw (personal) {pw()}",
        f"keepass db for the colo (kdbx on the usb in the safe) pw: {rnd(ALNUM + '!#%&', 22)}",
    )

    r.add(
        "yubikey_piv_pin",
        f"yubikey 5c (signing) piv pin {digits(8)} puk {digits(8)}",
        f"ykman piv access change-management-key --management-key {piv_mgmt_key()}",
        f"yubikey mgmt key {piv_mgmt_key()} / pin {digits(6)}",
        f"backup yubikey fido2 pin: {digits(6)}",
    )

    r.add(
        "jenkins_api_token",
        f"jenkins api token (user svc-trigger): {jenkins_token()}",
        f"curl -u admin:{jenkins_token()} https://jenkins.acme.internal/job/ledger-deploy/build",
        f"JENKINS_TOKEN={jenkins_token()}",
        f"jenkins.acme.internal creds for the gh webhook relay -> svc-hook / {jenkins_token()}",
    )

    r.add(
        "llm_api_key",
        f"anthropic key for the runbook bot: {anthropic_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"claude api (incident summariser, team acct) {anthropic_key()}",
    )

    r.add(
        "gpg_passphrase",
        f"gpg passphrase for the apt repo signing key: {' '.join(secrets.choice(['river', 'copper', 'signal', 'lattice', 'ember', 'falcon', 'north']) for _ in range(5))}",
        f"helm chart signing key pass {pw()}",
        f"git commit signing key passphrase = {rnd(ALNUM + '-_!', 24)}",
        f"export GPG_PASSPHRASE='{rnd(ALNUM, 20)}'  # release job",
    )

    r.add(
        "pagerduty_api_key",
        f"pagerduty REST api key (terraform provider): u+{rnd(URLSAFE, 18)}",
        f"PD integration key for ledger-critical service: {hexs(32)}",
        f"pagerduty token = \"{rnd(URLSAFE, 20)}\"",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "iam_role_arn",
        f"arn:aws:iam::{account()}:role/github-actions-infra-live",
        f"assume role -> arn:aws:iam::{account()}:role/OrganizationAccountAccessRole",
        f"eks irsa for external-secrets: arn:aws:iam::{account()}:role/eks-tor1-external-secrets-{rnd(ALNUM, 8)}",
        f"aws sts assume-role --role-arn arn:aws:iam::{account()}:role/breakglass-readonly --role-session-name oncall-{digits(4)}",
        f"oidc provider arn:aws:iam::{account()}:oidc-provider/oidc.eks.{REGION}.amazonaws.com/id/{hexs(32).upper()}",
    )

    r.add(
        "secrets_manager_arn",
        f"ledger db creds live in {sm_arn('prod/ledger/pg-app')}",
        f"secretsmanager arn for smtp relay: {sm_arn('prod/smtp-relay')}",
        f"ExternalSecret remoteRef.key = {sm_arn('stg/kyc/api')}",
        f"aws secretsmanager get-secret-value --secret-id {sm_arn('prod/vault/unseal-backup')} --query SecretString",
        f"policy resource: \"{sm_arn('prod/payments/stripe')}\"",
    )

    r.add(
        "kms_key_arn",
        f"sops kms: arn:aws:kms:{REGION}:{account()}:key/{uid()}",
        f"vault auto-unseal uses arn:aws:kms:{REGION}:{account()}:key/{uid()}",
        f"ebs default key alias/ebs-tor1 -> key id {uid()}",
        f"kms_key_id = \"arn:aws:kms:{REGION}:{account()}:alias/rds-ledger\"",
    )

    r.add(
        "pod_name",
        f"{pod_name('ledger-api')} CrashLoopBackOff since 02:14",
        f"kubectl logs -n payments {pod_name('payments-gateway')} -c envoy --previous",
        f"oom killed: {pod_name('recon-worker')}, {pod_name('recon-worker')}",
        f"kubectl exec -it {pod_name('vault-agent-injector')} -n vault -- sh",
        f"evicted pods on ip-10-42-13-7: {pod_name('kyc-screening')} {pod_name('fx-rates')}",
    )

    r.add(
        "replicaset_name",
        f"rollout stuck, old rs {rs_name('ledger-api')} still 3/3, new {rs_name('ledger-api')} 0/3",
        f"kubectl describe rs {rs_name('payments-gateway')} -n payments",
        f"argo rollback target rs: {rs_name('fx-rates')}",
        f"scaled {rs_name('recon-worker')} to 0 manually",
    )

    r.add(
        "container_image_digest",
        f"{account()}.dkr.ecr.{REGION}.amazonaws.com/ledger-api@sha256:{sha256()}",
        f"pin the base image: FROM registry.acme.internal/base/distroless-java21@sha256:{sha256()}",
        f"prod is running digest sha256:{sha256()} (tag v2.14.3)",
        f"cosign verify registry.acme.internal/payments-gateway@sha256:{sha256()} --key cosign.pub",
        f"image: ghcr.io/acme-fin/recon-worker@sha256:{sha256()}",
    )

    r.add(
        "commit_sha",
        f"reverted {sha1()} (bad helm values), redeployed",
        f"infra-live main @ {hexs(7)} has the vpc change",
        f"git cherry-pick {sha1()} {sha1()}",
        f"release v3.1.0 = {sha1()}",
        f"tf plan diff came from {hexs(12)}..{hexs(12)}",
    )

    r.add(
        "uuid_in_url",
        f"grafana ledger latency dashboard https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/ledger-latency?orgId=1&var-cluster=tor1",
        f"postmortem doc: https://wiki.acme.internal/pages/{uid()}/2025-02-ledger-outage",
        f"tfc run https://app.terraform.io/app/acme-fin/workspaces/infra-live-prod/runs/run-{rnd(ALNUM, 16)}",
        f"runbook https://runbooks.acme.internal/vault/{uid()}",
        f"pagerduty escalation policy https://acme-fin.pagerduty.example/escalation_policies/{rnd(UPPER + DIGITS, 7)}",
    )

    r.add(
        "terraform_variable_reference",
        "resource \"aws_db_instance\" \"ledger\" {\n  username = \"ledger_admin\"\n  password = var.db_password\n}",
        "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}",
        "master_password = random_password.ledger.result",
        "password = data.aws_secretsmanager_secret_version.ledger.secret_string",
        "token = data.vault_generic_secret.tfc.data[\"token\"]",
    )

    r.add(
        "github_actions_secret_reference",
        "env:\n  TF_TOKEN_app_terraform_io: ${{ secrets.TFC_TOKEN }}\n  SOPS_AGE_KEY: ${{ secrets.SOPS_AGE_KEY }}",
        "- uses: docker/login-action@v3\n  with:\n    registry: ghcr.io\n    username: ${{ github.actor }}\n    password: ${{ secrets.GITHUB_TOKEN }}",
        "slack step: webhook-url: ${{ secrets.SLACK_WEBHOOK_OPS }}",
        "gh secret set DD_API_KEY --env prod < /dev/stdin  (value from 1pw, not pasted here)",
        f"aws-actions/configure-aws-credentials with role-to-assume: arn:aws:iam::{account()}:role/gha-deploy, no static keys; token: ${{{{ secrets.GH_PAT_RENOVATE }}}}",
    )

    r.add(
        "onepassword_reference",
        "op://Infra/pg-ledger-prod/password",
        "export PGPASSWORD=$(op read \"op://Infra/pg-ledger-prod/password\")",
        "DATADOG_API_KEY=op://Platform/datadog/api-key\nSLACK_WEBHOOK=op://Platform/slack-ops-webhook/url",
        "op run --env-file=.env.tpl -- terraform apply",
        f"vault unseal shares are in 1pw vault 'Breakglass', item id {rnd(LOWER + DIGITS, 26)}",
    )

    r.add(
        "sops_encrypted_value",
        f"db_password: {sops_enc(24)}",
        f"secrets.enc.yaml\nsmtp:\n    user: {sops_enc(20)}\n    password: {sops_enc(32)}\nreplicas: {sops_enc(1, 'int')}",
        f"sops:\n    age:\n        - recipient: {age_public_key()}\n          enc: |\n            {age_armor().replace(chr(10), chr(10) + '            ')}\n    lastmodified: \"{date()}T14:02:11Z\"\n    mac: {sops_enc(32)}\n    version: 3.9.1",
        f"\"stripe_key\": \"{sops_enc(60)}\"",
        f"tfc token in repo is sops'd: token: {sops_enc(90)}",
    )

    r.add(
        "age_public_recipient",
        f".sops.yaml\ncreation_rules:\n  - path_regex: envs/prod/.*\\.yaml$\n    age: >-\n      {age_public_key()},\n      {age_public_key()}",
        f"my age recipient (share freely): {age_public_key()}",
        f"sops --encrypt --age {age_public_key()} secrets.yaml > secrets.enc.yaml",
        f"ci recipient {age_public_key()}",
        f"public key: {age_public_key()}",
    )

    r.add(
        "jwks_public_key",
        json.dumps({"keys": [jwk_rsa()]}, indent=2),
        f"k8s oidc issuer jwks https://oidc.tor1.acme.internal/openid/v1/jwks -> {json.dumps({'keys': [jwk_rsa()]})}",
        f"auth0 tenant signing key (public): {json.dumps(jwk_ec())}",
        f"vault jwt auth jwks for gha: {json.dumps({'keys': [jwk_rsa(), jwk_rsa()]})}",
    )

    r.add(
        "ssh_public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ops@acme-laptop",
        f"add to bastion authorized_keys: ssh-rsa {ssh_pub('ssh-rsa', 270)} ci-deploy",
        f"deploy key (public half) for infra-live: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"known_hosts: bastion.tor1.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 80)}",
    )

    r.add(
        "ssh_host_key_fingerprint",
        f"bastion host key fp SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"new colo jump box ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}. verified w/ console",
        f"gitlab.acme.internal ssh fp: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ecdsa)",
        f"MD5 fp of the old deploy key {colon_hex(16).lower()}",
    )

    r.add(
        "vault_path_reference",
        "vault kv get -field=password kv/prod/ledger/pg-app",
        "VAULT_ADDR=https://vault.acme.internal:8200\nVAULT_NAMESPACE=platform",
        "vault.hashicorp.com/agent-inject-secret-db: \"database/creds/ledger-ro\"",
        "smtp relay pw moved to kv/prod/smtp-relay (field: password), old path kv/ops/smtp deleted",
        "vault read -format=json aws/creds/terraform-ci | jq .lease_duration",
    )

    r.add(
        "vault_unseal_procedure",
        "unseal prod vault: 3 of 5 shares needed. holders: me, SRE lead, CISO, 2 in the office safe (34th fl). never put shares in slack.",
        "vault sealed after node reboot again -> auto-unseal via kms should have kicked in, check kms grant",
        "rekey scheduled for next tues, new threshold 3/5, pgp-keys from each holder's keybase",
        "root token policy: generate only w/ vault operator generate-root + 3 shares, revoke same day",
    )

    r.add(
        "env_var_reference",
        "export PGPASSFILE=~/.pgpass.prod",
        "required env: DATABASE_URL, REDIS_URL, STRIPE_SECRET_KEY, DD_API_KEY (all injected by external-secrets)",
        "TF_TOKEN_app_terraform_io is set in direnv from op, don't hardcode",
        "if [ -z \"$VAULT_TOKEN\" ]; then vault login -method=oidc; fi",
        "SOPS_AGE_KEY_FILE=$HOME/.config/sops/age/keys.txt",
    )

    r.add(
        "masked_secret",
        f"tfc token ending ...{rnd(ALNUM, 4)} revoked {date()}",
        f"gh shows the PAT as github_pat_11{rnd(UPPER + DIGITS, 4)}****** - expired",
        f"stripe dashboard key: sk_live_...{rnd(ALNUM, 4)} (roll on friday)",
        f"vault token hvs.****************{rnd(ALNUM, 4)} accessor lookup shows ttl 0",
        f"DD_API_KEY=******************************{hexs(2)}",
    )

    r.add(
        "password_rotation_note",
        f"rotate smtp relay password every 90d, next due {date()}",
        "pgpass on the jump box is stale since the ledger_app rotation, need to regen from vault",
        "password policy for IAM users: min 16, 24 history, no reuse. enforced in terraform module iam-baseline",
        "reminder: argocd admin pw was reset, new one in 1pw Infra vault",
        "rotation du mdp kafka prévue après le gel des déploiements",
    )

    r.add(
        "kubernetes_secret_reference",
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: ledger-db\n        key: password",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: smtp-relay\nspec:\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: prod/smtp-relay\n        property: password",
        "kubectl get secret ledger-db -n ledger -o jsonpath='{.data.password}' | base64 -d   # don't paste output",
        "imagePullSecrets:\n  - name: regcred",
        "envFrom:\n  - secretRef:\n      name: payments-gateway-env",
    )

    r.add(
        "kubeconfig_exec_auth",
        f"apiVersion: v1\nclusters:\n- cluster:\n    certificate-authority-data: {cert_data()}\n    server: https://{hexs(32).upper()}.gr7.{REGION}.eks.amazonaws.com\n  name: tor1-prod\nusers:\n- name: tor1-prod\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, tor1-prod]",
        f"aws eks update-kubeconfig --name tor1-stg --region {REGION} --role-arn arn:aws:iam::{account()}:role/eks-admin",
        f"ca data for the lab cluster (public): {cert_data()}",
        "kubelogin oidc: issuer https://sso.acme.internal/realms/ops client-id kubernetes",
    )

    r.add(
        "sealed_secret_ciphertext",
        f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: ledger-db\n  namespace: ledger\nspec:\n  encryptedData:\n    password: {sealed()}",
        f"kubeseal output for smtp relay (safe to commit): {sealed()}",
        f"sealed cf token: {sealed()}",
        f"encryptedData.token: {sealed()}",
    )

    r.add(
        "stripe_publishable_key",
        f"STRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 97)}",
        f"checkout frontend pk (public): pk_test_51{rnd(ALNUM, 97)}",
        f"stripe account id acct_{rnd(ALNUM, 16)}",
        f"webhook endpoint we_{rnd(ALNUM, 24)} -> https://api.acme.example/stripe/events",
    )

    r.add(
        "oauth_client_id",
        f"google sso client id {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"github app acme-deployer: app id {digits(6, True)}, client id Iv1.{hexs(16)}, installation {digits(8, True)}",
        f"okta oidc client_id 0oa{rnd(ALNUM, 17)} for argocd",
        f"azure ad app (client) id {uid()}, tenant {uid()}",
    )

    r.add(
        "request_trace_id",
        f"trace id {hexs(32)} shows the 30s stall in ledger-api",
        f"aws RequestId: {uid()}",
        f"x-amz-request-id: {rnd(UPPER + DIGITS, 16)}",
        f"cloudtrail eventID {uid()} - who deleted the sg rule",
        f"envoy x-request-id {uid()} returned 503 UF",
    )

    r.add(
        "incident_ticket_number",
        f"INC-{digits(4, True)} ledger write latency, sev2",
        f"pagerduty incident Q{rnd(UPPER + DIGITS, 13)} auto-resolved",
        f"aws support case {digits(11, True)} re: msk broker replacement",
        f"OPS-{digits(4, True)} rotate vault root token (done)",
        f"change request CHG{digits(7)} approved for sat window",
    )

    r.add(
        "tls_certificate_fingerprint",
        f"api.acme.example cert sha256 fp {colon_hex(32)}",
        f"new intermediate serial {colon_hex(16).lower()}",
        f"pin for the payment network mtls ca: sha256/{b64(secrets.token_bytes(32))}",
        f"openssl x509 -noout -fingerprint -sha1 -> SHA1 Fingerprint={colon_hex(20)}",
    )

    r.add(
        "gpg_key_fingerprint",
        f"apt repo signing key fp {groups(hexs(40).upper(), 4)}",
        f"my gpg key id {hexs(16).upper()}",
        f"gpg --recv-keys {hexs(40).upper()}",
        f"helm chart provenance signed by {hexs(40).upper()} (ops@acme.example)",
    )

    r.add(
        "container_id",
        f"docker ps -> {hexs(12)} registry.acme.internal/ledger-api:2.14.3 Up 3 days",
        f"containerd task {sha256()} stuck in created",
        f"crictl logs {hexs(13)}",
        f"killed {hexs(12)} and {hexs(12)} on the build runner",
    )

    r.add(
        "aws_resource_id",
        f"{ec2_id('i')} in {REGION}b failed status checks",
        f"sg {ec2_id('sg')} allows 5432 from {ec2_id('sg')}",
        f"vpc {ec2_id('vpc')} subnets {ec2_id('subnet')}, {ec2_id('subnet')}",
        f"snapshot {ec2_id('snap')} of vol {ec2_id('vol')} before resize",
        f"tgw attachment tgw-attach-0{hexs(16)} pending acceptance",
    )

    r.add(
        "package_integrity_hash",
        f"\"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
        f"helm dependency digest sha256:{sha256()} in Chart.lock",
        f"terraform lock: h1:{b64(secrets.token_bytes(32))}",
        f"go.sum: github.com/hashicorp/vault/api v1.15.0 h1:{b64(secrets.token_bytes(32))}",
    )

    r.add(
        "terraform_run_identifier",
        f"tfc run-{rnd(ALNUM, 16)} errored on plan, workspace ws-{rnd(ALNUM, 16)}",
        f"state lock\nLock Info:\n  ID:        {uid()}\n  Path:      acme-tfstate-tor1/prod/terraform.tfstate\n  Operation: OperationTypeApply\n  Who:       runner@gha-{digits(6)}",
        f"terraform force-unlock {uid()}",
        f"state version sv-{rnd(ALNUM, 16)} has the good vpc config",
    )

    r.add(
        "secret_setting_number",
        "vault token ttl 768h, max_lease_ttl 87600h on the pki mount",
        "kubeadm bootstrap token ttl 24h0m0s by default, set 2h for the new nodes",
        "github fine-grained PAT max lifetime in org policy: 90 days",
        "yubikey piv pin retries 3, puk retries 3",
        "smtp relay port 587 (starttls), 465 disabled, sasl auth required",
    )

    r.add(
        "wireguard_public_key",
        f"[Peer]\n# colo router\nPublicKey = {wg_key()}\nEndpoint = colo-gw.acme.example:51820\nAllowedIPs = 10.60.0.0/16\nPersistentKeepalive = 25",
        f"my wg pubkey to add on the vpn server: {wg_key()}",
        f"wg show -> peer: {wg_key()} latest handshake 12s ago",
        f"pubkey for the new tor1 peer {wg_key()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout202.py", [
        ("heldout202_credentials.yaml", credentials(), "Held-out batch 202: a Toronto fintech DevOps engineer's notes that hold kubeconfig keys, pgpass lines, age keys, GitHub/TFC/Vault tokens, SMTP passwords and 2FA recovery codes"),
        ("heldout202_lookalikes.yaml", lookalikes(), "Held-out batch 202: the same engineer's shareable notes: ARNs, pod/ReplicaSet names, image digests, commit SHAs, var/secret/op references, SOPS ciphertext, age recipients and JWKS public keys"),
    ])


if __name__ == "__main__":
    main()
