# ruff: noqa: E501
"""Writes heldout80_credentials.yaml and heldout80_lookalikes.yaml: held-out batch 80.

Persona: a platform engineer at a Kubernetes-heavy fintech in Chicago. Terse English notes,
lots of pasted YAML and shell: kubeconfigs, Helm values, Argo CD and Flux, External Secrets and
sealed-secrets, Terraform Cloud, Vault (AppRole, transit, PKI), .pgpass, age/SOPS, Cosign,
Harbor and Artifactory robots, Kafka SASL/SCRAM, the SMTP relay, cloud root recovery codes,
plus a few personal things (home router, Venmo PIN).

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    age_public_key,
    age_secret_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    basic,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    kube_key_data,
    luhn,
    mac,
    onepassword_secret_key,
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
    wg_key,
    write_corpora,
)

DICE = ["anvil", "orbit", "sprocket", "tundra", "velvet", "quarry", "ember", "pylon", "lagoon",
        "cinder", "walrus", "fjord", "gazebo", "nimbus", "trellis", "oxbow", "pretzel", "magpie",
        "basalt", "juniper", "kettle", "monsoon", "rampart", "saffron"]
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
OTEL_B64 = b64(b"receivers:\n  otlp:\n    protocols:\n      grpc: {}\nexporters:\n  logging: {}\n")
FLAGS_B64 = b64(b"LOG_LEVEL=debug\nREGION=us-east-2\nFEATURE_RECON_V2=true")


def hpw() -> str:
    """A password a person picked, Chicago flavour."""
    word = pick("Wrigley", "Lakeshore", "Deepdish", "Wacker", "Halsted", "Pilsen", "Ravenswood", "Montrose")
    return f"{word}{pick('!', '#', '$', '@', '*')}{digits(pick(2, 3, 4), lead=True)}{pick('', 'x', 'Q', 'z')}"


def gpw(n: int = 24) -> str:
    """A generated password."""
    return rnd(ALNUM + "!#%^*-_=+", n)


def sa_token(ns: str, sa: str) -> str:
    claims = {"iss": "https://oidc.eks.us-east-2.acme.internal/id/" + hexs(32).upper(),
              "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uid()}},
              "sub": f"system:serviceaccount:{ns}:{sa}", "iat": epoch(), "exp": epoch() + 31536000}
    return jwt(claims, "RS256", rnd(URLSAFE, 342))


def argocd_token(sub: str) -> str:
    now = epoch()
    return jwt({"iss": "argocd", "sub": f"{sub}:apiKey", "nbf": now, "iat": now, "jti": uid()})


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def hvs(long: bool = False) -> str:
    return "hvs." + (("CAESI" + rnd(URLSAFE, 86)) if long else rnd(ALNUM, 24))


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def harbor_secret() -> str:
    return rnd(ALNUM, 32)


def artifactory_ref() -> str:
    return b64(f"reftkn:01:{epoch() + 31536000}:{rnd(ALNUM, 33)}".encode()).rstrip("=")


def azure_secret() -> str:
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "~._-", 34)


def cosign_key() -> str:
    return pem("ENCRYPTED SIGSTORE PRIVATE KEY", 8)


def gsa_json(project: str, name: str) -> str:
    key = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(rnd(B64, 64) for _ in range(6)) + "\\n-----END PRIVATE KEY-----\\n"
    return json.dumps({"type": "service_account", "project_id": project, "private_key_id": hexs(40),
                       "private_key": key, "client_email": f"{name}@{project}.iam.gserviceaccount.test",
                       "client_id": digits(21, lead=True)}, indent=1).replace("\\\\n", "\\n")


def secret_arn(name: str) -> str:
    return f"arn:aws:secretsmanager:us-east-2:{aws_account()}:secret:{name}-{rnd(ALNUM, 6)}"


def sealed_value() -> str:
    return b64(b"\x02\x00" + secrets.token_bytes(pick(280, 330, 410)))


def sops_enc(n: int, typ: str = "str") -> str:
    return f"ENC[AES256_GCM,data:{b64(secrets.token_bytes(n))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:{typ}]"


def cosign_pub() -> str:
    body = b64(bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + secrets.token_bytes(64))
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(body[i:i + 64] for i in range(0, len(body), 64)) + "\n-----END PUBLIC KEY-----"


def ulid() -> str:
    return rnd(CROCKFORD[:8], 1) + rnd(CROCKFORD, 25)


def credentials() -> Rows:
    r = Rows()

    r.add("kubeconfig_client_key_data",
          f"""prod-use2 break-glass kubeconfig, keep offline copy here:
users:
- name: breakglass-admin
  user:
    client-certificate-data: {b64(pem('CERTIFICATE', 5).encode())}
    client-key-data: {kube_key_data()}""",
          f"stg cluster admin key (client-key-data) from kubeadm init on cp-1: {kube_key_data()}",
          f"kind cluster for the ledger demo — client key data\n{kube_key_data()}\ncert is in the same kubeconfig, ctx kind-ledger-demo")

    r.add("kubeconfig_bearer_token",
          f"""ci-deployer kubeconfig (prod-use2)
- name: ci-deployer
  user:
    token: {sa_token('ci', 'deployer')}""",
          f"long-lived SA token for the grafana k8s datasource, ns monitoring: {sa_token('monitoring', 'grafana-reader')}",
          f"kubectl --server https://api.stg-use2.acme.internal:6443 --token={sa_token('payments', 'debug-sa')} get pods -n payments")

    r.add("k8s_service_account_secret",
          f"""apiVersion: v1
kind: Secret
metadata:
  name: backstage-k8s-token
  annotations:
    kubernetes.io/service-account.name: backstage
type: kubernetes.io/service-account-token
data:
  token: {b64(sa_token('backstage', 'backstage').encode())}""",
          f"backstage SA token decoded (for the app-config k8s plugin): {sa_token('backstage', 'backstage')}")

    r.add("helm_values_db_password",
          f"""ledger-api values-prod.yaml override (not in git!!)
postgresql:
  auth:
    username: ledger
    password: "{gpw(22)}"
    postgresPassword: "{gpw(26)}"
""",
          f"helm upgrade --install risk-engine acme/risk-engine -n risk --set db.password='{gpw(20)}' --set image.tag=2.14.1",
          f"keycloak chart: auth.adminPassword={hpw()}  (stg only, prod uses existingSecret)")

    r.add("argocd_admin_password",
          f"argocd initial admin pw on stg-use2 (before we hooked up SSO): {rnd(ALNUM + '-', 16)}",
          f"argocd login argocd.acme.internal --username admin --password '{gpw(18)}' --grpc-web",
          f"Argo admin local user — disabled in prod but still on the DR cluster\nuser: admin\npw: {hpw()}")

    r.add("argocd_api_token",
          f"ARGOCD_AUTH_TOKEN for the gha deploy job (account ci, proj payments): {argocd_token('ci')}",
          f"export ARGOCD_SERVER=argocd.acme.internal\nexport ARGOCD_AUTH_TOKEN={argocd_token('image-updater')}\n# image-updater account, no expiry, fix that",
          f"argocd proj role token payments/sync-bot: {argocd_token('proj:payments:sync-bot')}")

    r.add("flux_git_deploy_key",
          f"flux-system deploy key for gitops-fleet repo (read/write, needed for image automation):\n{openssh_private()}",
          f"identity for flux GitRepository 'platform-charts' → secret flux-system/platform-charts-auth, key 'identity':\n{openssh_private()}")

    r.add("flux_github_pat",
          f"flux bootstrap cmd that worked:\nexport GITHUB_TOKEN={ghp()}\nflux bootstrap github --owner=acme-fin --repository=gitops-fleet --path=clusters/prod-use2 --personal=false",
          f"flux create secret git charts-auth --url=https://git.acme.internal/platform/charts --username=flux-bot --password={ghp()}",
          f"PAT for fluxbot (repo scope, exp 90d) {ghp()}")

    r.add("external_secrets_vault_token",
          f"""ESO bootstrap token for ClusterSecretStore vault-backend (replace w/ k8s auth asap)
apiVersion: v1
kind: Secret
metadata:
  name: vault-token
  namespace: external-secrets
stringData:
  token: {hvs()}""",
          f"ClusterSecretStore 'vault-prod' was failing w/ 403 — new token is {hvs(True)} (policy eso-read, ttl 768h)")

    r.add("sealed_secrets_controller_key",
          f"backup of sealed-secrets master key (kube-system/sealed-secrets-key{rnd(LOWER + DIGITS, 5)}) — needed to decrypt after cluster rebuild\ntls.key: {b64(pem('RSA PRIVATE KEY', 12).encode())}",
          f"sealed-secrets signing key prod, restored on DR 03/11. private key:\n{pem('RSA PRIVATE KEY', 10)}")

    r.add("terraform_cloud_token",
          f"TFC team token (platform-admins) {tfc_token()}",
          f"""~/.terraform.d/credentials.tfrc.json on the runner box
{{
  "credentials": {{
    "app.terraform.io": {{
      "token": "{tfc_token()}"
    }}
  }}
}}""",
          f"export TF_TOKEN_app_terraform_io={tfc_token()}   # my user token, exp end of quarter",
          f"tfc org token acme-fin (only for the workspace-bootstrapper):\n{tfc_token()}")

    r.add("vault_approle_secret_id",
          f"approle for jenkins-legacy\nrole_id: {uid()}\nsecret_id: {uid()}",
          f"vault write auth/approle/login role_id={uid()} secret_id={uid()}",
          f"new secret-id for approle 'batch-settlement' (num_uses 0, ttl 0 — I know): {uid()}")

    r.add("vault_root_token",
          f"vault prod root token from the last generate-root (REVOKE after the raft migration): {hvs()}",
          f"VAULT_ADDR=https://vault.acme.internal:8200 VAULT_TOKEN={hvs()} vault operator raft list-peers",
          f"dev vault in kind: root token s.{rnd(ALNUM, 24)} (old format, it's 1.8)")

    r.add("vault_unseal_key",
          f"DR vault unseal keys (3 of 5):\nUnseal Key 1: {b64(secrets.token_bytes(33))}\nUnseal Key 2: {b64(secrets.token_bytes(33))}\nUnseal Key 4: {b64(secrets.token_bytes(33))}",
          f"my share of the prod vault recovery keys: {b64(secrets.token_bytes(33))}",
          f"vault operator unseal {b64(secrets.token_bytes(33))}")

    r.add("vault_transit_exported_key",
          f"exported transit key 'pan-tokenizer' v3 (exportable=true, yes i know) — for the offline re-encrypt job\n\"3\": \"{b64(secrets.token_bytes(32))}\"",
          f"transit/export/encryption-key/ledger-dek/latest → {b64(secrets.token_bytes(32))}")

    r.add("vault_pki_private_key",
          f"int CA key from pki_int (issued before we moved to managed keys), kept for the cross-sign:\n{pem('EC PRIVATE KEY', 3)}",
          f"vault write pki_int/issue/internal-svc common_name=kafka-0.kafka.acme.internal\n...\nprivate_key       {pem('RSA PRIVATE KEY', 8)}\nprivate_key_type  rsa")

    r.add("pgpass_entry",
          f"~/.pgpass line for ledger replica\nledger-ro.db.acme.internal:5432:ledger:readonly:{gpw(20)}",
          f"pgpass: pg-payments-prod.acme.internal:5432:*:platform_admin:{hpw()}",
          f"""add to .pgpass on the bastion (chmod 600!!)
pg-risk.acme.internal:5432:risk:risk_app:{gpw(24)}
pg-risk.acme.internal:5432:risk:migrator:{gpw(24)}""")

    r.add("postgres_connection_string",
          f"DATABASE_URL=postgres://settlement:{rnd(ALNUM, 28)}@pg-settlement.acme.internal:5432/settlement?sslmode=verify-full",
          f"metabase conn: postgresql://metabase_ro:{hpw()}@analytics-pg.acme.internal/analytics",
          f"psql \"host=pg-ledger.acme.internal dbname=ledger user=dba password={gpw(18)} sslmode=require\"")

    r.add("age_private_key",
          f"# created: 2024-09-18T14:02:11-05:00\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"age key for the platform team sops recipients (mine): {age_secret_key()}")

    r.add("sops_age_key_env",
          f"for local sops decrypt of clusters/prod-use2/secrets:\nexport SOPS_AGE_KEY={age_secret_key()}",
          f"""flux decryption secret:
kubectl -n flux-system create secret generic sops-age --from-literal=age.agekey={age_secret_key()}""",
          f"SOPS_AGE_KEY_FILE on ci runner contains {age_secret_key()}")

    r.add("sops_pgp_passphrase",
          f"gpg passphrase for the legacy sops pgp key (0x{hexs(16).upper()}): {phrase(DICE, 5, '-')}",
          f"old sops files still use pgp. key pass = {hpw()}  (migrate to age!!)")

    r.add("cosign_private_key",
          f"cosign.key for ci signing (harbor images), password in next note\n{cosign_key()}",
          f"cosign key for helm chart oci signing:\n{cosign_key()}")

    r.add("cosign_key_password",
          f"COSIGN_PASSWORD={phrase(DICE, 4, '-')}{digits(2)}",
          f"cosign.key passphrase: {gpw(20)}",
          f"cosign sign --key cosign.key harbor.acme.internal/payments/ledger-api@sha256:{hexs(64)}\n(prompt pw: {phrase(DICE, 4, ' ')})")

    r.add("harbor_robot_account",
          f"harbor robot for gha push\nname: robot$ci+payments-push\nsecret: {harbor_secret()}",
          f"docker login harbor.acme.internal -u 'robot$platform+replicator' -p {harbor_secret()}",
          f"harbor pull robot for prod clusters — robot$prod-pull / {harbor_secret()} (never expires, fine for now)")

    r.add("artifactory_access_token",
          f"artifactory ref token for gradle cache: {artifactory_ref()}",
          f"""~/.npmrc for internal registry
registry=https://artifactory.acme.internal/artifactory/api/npm/npm-virtual/
//artifactory.acme.internal/artifactory/api/npm/npm-virtual/:_authToken={artifactory_ref()}""",
          f"jf c add acme --url=https://artifactory.acme.internal --user=svc-ci --access-token={artifactory_ref()}")

    r.add("artifactory_api_key",
          f"old artifactory api key (deprecated, still used by the maven mirror job) AKCp8{rnd(ALNUM, 68)}",
          f"X-JFrog-Art-Api: AKCp8{rnd(ALNUM, 68)}")

    r.add("kafka_sasl_scram_password",
          f"""client.properties for payments-consumer
security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="payments-consumer" password="{gpw(28)}";""",
          f"kafka-configs --bootstrap-server kafka-0.kafka.acme.internal:9094 --alter --add-config 'SCRAM-SHA-512=[password={gpw(24)}]' --entity-type users --entity-name ledger-writer",
          f"strimzi KafkaUser risk-scorer pw (decoded from the secret): {rnd(ALNUM, 32)}")

    r.add("confluent_cloud_api_secret",
          f"confluent cloud api key for the cdc connector\nkey: {rnd(UPPER + DIGITS, 16)}\nsecret: {rnd(ALNUM + '+/', 64)}",
          f"CC cluster lkc-{rnd(LOWER + DIGITS, 5)} sasl creds: {rnd(UPPER + DIGITS, 16)}:{rnd(ALNUM + '+/', 64)}")

    r.add("smtp_relay_password",
          f"postfix relay → SES\n[email-smtp.us-east-2.amazonaws.test]:587 {aws_key_id()}:{rnd(B64, 44)}",
          f"alertmanager smtp:\n  smtp_smarthost: smtp-relay.acme.internal:587\n  smtp_auth_username: alerts@acme.example\n  smtp_auth_password: '{gpw(20)}'",
          f"sendgrid smtp for the statements mailer, user is literally 'apikey', pass {sendgrid_key()}")

    r.add("cloud_root_recovery_codes",
          f"AWS org mgmt acct root — the MFA is the yubikey in the safe, but here's the GCP org admin backup codes:\n{recovery_codes(10, 'digits')}",
          f"github org owner (acme-fin) recovery codes\n{recovery_codes(8, 'github')}",
          f"azure global admin break-glass acct bg-admin@acme.example pw {gpw(32)} / backup codes {recovery_codes(5, 'digits')}")

    r.add("aws_access_key",
          f"[default] for the terraform-state bucket user\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"temp IAM user for the auditors' scanner — {aws_key_id()} {aws_secret()} — delete by friday",
          f"ESO aws provider static creds (legacy acct 'payments-old'):\naccess-key: {aws_key_id()}\nsecret-access-key: {aws_secret()}")

    r.add("gcp_service_account_key",
          f"gcp sa key for bigquery exporter (proj acme-analytics-prd)\n{gsa_json('acme-analytics-prd', 'bq-exporter')}",
          f"velero gcs creds-velero file:\n{gsa_json('acme-backup', 'velero')}")

    r.add("azure_client_secret",
          f"AZURE_CLIENT_SECRET for the aks-dr service principal: {azure_secret()} (tenant {uid()})",
          f"external-dns on AKS azure.json:\n{{\"tenantId\": \"{uid()}\", \"subscriptionId\": \"{uid()}\", \"aadClientId\": \"{uid()}\", \"aadClientSecret\": \"{azure_secret()}\"}}")

    r.add("github_app_private_key",
          f"GitHub App 'acme-argocd' (app id {digits(6, lead=True)}) private key for argocd repo creds:\n{pem('RSA PRIVATE KEY', 10)}",
          f"renovate github app key:\n{pem('RSA PRIVATE KEY', 9)}")

    r.add("datadog_keys",
          f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}",
          f"datadog agent helm: datadog.apiKey: {hexs(32)}  (org acme-fin prod)")

    r.add("pagerduty_routing_key",
          f"alertmanager pagerduty_configs routing_key for 'payments-critical' svc: {hexs(32)}",
          f"PD events v2 integration key (platform on-call) — {hexs(32)}")

    r.add("slack_bot_token",
          f"argocd-notifications slack token: xoxb-{digits(11, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
          f"""argocd-notifications-secret
stringData:
  slack-token: xoxb-{digits(11, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}""")

    r.add("grafana_service_account_token",
          f"grafana SA 'terraform' token glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
          f"provider \"grafana\" {{\n  url  = \"https://grafana.acme.internal\"\n  auth = \"glsa_{rnd(ALNUM, 32)}_{hexs(8)}\"\n}}")

    r.add("docker_config_auth",
          f"""imagePullSecret for payments ns (.dockerconfigjson decoded)
{{"auths":{{"harbor.acme.internal":{{"auth":"{basic('robot$prod-pull', harbor_secret())}"}}}}}}""",
          f"~/.docker/config.json on build-03: \"artifactory.acme.internal\": {{ \"auth\": \"{basic('svc-ci', gpw(20))}\" }}")

    r.add("oidc_client_secret",
          f"""dex staticClients:
- id: argocd
  name: Argo CD
  redirectURIs: ['https://argocd.acme.internal/auth/callback']
  secret: {rnd(ALNUM, 32)}""",
          f"okta app 'grafana-prod' client_secret {rnd(URLSAFE, 40)}",
          f"keycloak client vault-oidc secret = {rnd(ALNUM, 32)}")

    r.add("webhook_shared_secret",
          f"argocd github webhook secret (webhook.github.secret in argocd-secret): {hexs(40)}",
          f"flux Receiver token for gitops-fleet: {hexs(64)}",
          f"harbor → slack relay webhook auth header: Authorization: Bearer {rnd(URLSAFE, 48)}")

    r.add("jwt_signing_secret",
          f"ledger-api JWT_HS256_SECRET (stg) {b64(secrets.token_bytes(48))}",
          f"session signing key for the internal portal, rotate yearly:\nSESSION_SECRET={hexs(64)}")

    r.add("bastion_ssh_private_key",
          f"bastion-use2 ec2-user key (the one from the AMI, yes still there)\n{openssh_private()}",
          f"my ed25519 for the jumpbox, passphrase-less:\n{openssh_private()}")

    r.add("ingress_tls_private_key",
          f"wildcard *.acme.internal tls.key (for the legacy nginx box):\n{pem('PRIVATE KEY', 8)}",
          f"""secret payments/api-tls
data:
  tls.crt: {b64(pem('CERTIFICATE', 6).encode())}
  tls.key: {b64(pem('EC PRIVATE KEY', 3).encode())}""")

    r.add("redis_password",
          f"redis sentinel (rate-limiter) requirepass {gpw(32)}",
          f"redis-cli -h redis-ratelimit.acme.internal -a '{gpw(24)}' --tls info replication",
          f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@idempotency-cache.acme.internal:6380/0")

    r.add("rabbitmq_credentials",
          f"amqps://webhooks:{hpw()}@rabbit.acme.internal:5671/prod",
          f"rabbit admin ui (mgmt) admin / {gpw(16)}")

    r.add("mongodb_uri",
          f"audit-log mongo: mongodb+srv://auditor:{rnd(ALNUM, 24)}@audit.mongo.acme.internal/?authSource=admin",
          f"mongosh 'mongodb://root:{gpw(20)}@mongo-0.mongo.acme.internal:27017' --tls")

    r.add("stripe_secret_key",
          f"stripe test-mode key for sandbox ledger e2e: sk_test_{rnd(ALNUM, 99)}",
          f"restricted key (payouts read) for the recon job rk_live_{rnd(ALNUM, 99)}",
          f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}")

    r.add("plaid_secret",
          f"plaid sandbox\nclient_id {hexs(24)}\nsecret {hexs(30)}",
          f"PLAID_SECRET (development env) {hexs(30)}")

    r.add("snowflake_password",
          f"snowflake svc user DBT_PROD pw: {gpw(24)}  (acct acme-fin.us-east-2)",
          f"dbt profiles.yml\n  prod:\n    type: snowflake\n    account: acme_fin\n    user: DBT_PROD\n    password: \"{hpw()}\"\n    role: TRANSFORMER")

    r.add("etcd_encryption_key",
          f"""kube-apiserver EncryptionConfiguration (self-managed stg):
resources:
  - resources: [secrets]
    providers:
      - aescbc:
          keys:
            - name: key1
              secret: {b64(secrets.token_bytes(32))}
      - identity: {{}}""",
          f"etcd encryption key (aescbc key2, added 2024-11) {b64(secrets.token_bytes(32))}")

    r.add("prometheus_remote_write_password",
          f"""remote_write:
  - url: https://mimir.acme.internal/api/v1/push
    basic_auth:
      username: prod-use2
      password: {rnd(ALNUM, 40)}""",
          f"mimir tenant prod-use2 basic auth → prod-use2:{gpw(28)}")

    r.add("minio_root_credentials",
          f"minio (on-prem backups) MINIO_ROOT_USER=admin MINIO_ROOT_PASSWORD={gpw(24)}",
          f"mc alias set backups https://minio.acme.internal {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM, 40)}")

    r.add("npm_publish_token",
          f"npm token for @acme-fin scope publishing: npm_{rnd(ALNUM, 36)}",
          f"//registry.npmjs.test/:_authToken=npm_{rnd(ALNUM, 36)}")

    r.add("totp_seed",
          f"TOTP secret for the shared aws-root-ops mailbox (2nd person needs it): {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/acme-vpn:platform-oncall?secret={rnd(BASE32, 32)}&issuer=acme-vpn")

    r.add("onepassword_secret_key",
          f"1password acct (work) secret key {onepassword_secret_key()}",
          f"1P emergency kit: secret key {onepassword_secret_key()}, master pw {phrase(DICE, 5, ' ')}")

    r.add("wireguard_private_key",
          f"home lab wg0\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.2/32",
          f"wg key for the site-to-site to the colo (privkey) {wg_key()}")

    r.add("home_router_admin_password",
          f"home router (ASUS) admin pw {hpw()}",
          f"router at home: http://192.168.50.1 admin / {gpw(14)}   changed after the firmware update")

    r.add("home_wifi_psk",
          f"wifi at home 'Halsted-5G' psk: {phrase(DICE, 3, '')}{digits(3)}",
          f"guest wifi (for the in-laws) — SSID Pilsen-Guest\n{hpw()}")

    r.add("venmo_pin",
          f"venmo pin {digits(4)}",
          f"Venmo — new PIN after phone swap: {digits(4)}. card linked is the chase one",
          f"pins: venmo {digits(4)} / garage keypad {digits(6)}")

    r.add("argocd_repo_credentials",
          f"""argocd repo-creds template for git.acme.internal/platform/*
apiVersion: v1
kind: Secret
metadata:
  name: platform-repo-creds
  labels:
    argocd.argoproj.io/secret-type: repo-creds
stringData:
  url: https://git.acme.internal/platform
  username: argocd-bot
  password: {ghp()}""",
          f"argocd repo add oci://harbor.acme.internal/charts --type helm --enable-oci --username 'robot$charts+argocd' --password {harbor_secret()}")

    r.add("personal_card",
          f"corp amex for the AWS bill: {groups(luhn('37', 15), 5)} exp {card_expiry()} cid {digits(4)}",
          f"my visa for kubecon reg {groups(luhn('4', 16), 4)} {card_expiry()} cvv {digits(3)}")

    return r


def lookalikes() -> Rows:
    r = Rows()
    acct = aws_account()

    r.add("pod_names_hash_suffix",
          f"crashlooping: {pod_name('ledger-api')} and {pod_name('ledger-api')} in payments, OOMKilled",
          f"kubectl -n risk logs {pod_name('risk-scorer')} -c scorer --previous | tail -200",
          f"stuck Terminating: {pod_name('external-secrets-webhook')} (finalizer) — force deleted")

    r.add("replicaset_names",
          f"rollout undo picked rs ledger-api-{hexs(10)[:pick(9, 10)]} instead of ledger-api-{hexs(10)[:pick(9, 10)]}, check revisionHistoryLimit",
          f"old replicasets to clean: settlement-worker-{hexs(9)}, settlement-worker-{hexs(10)}, settlement-worker-{hexs(9)}")

    r.add("container_ids",
          f"crictl inspect containerd://{hexs(64)} — the sidecar, not main",
          f"container id {hexs(12)} on node ip-10-42-7-{secrets.randbelow(250) + 2}.us-east-2.compute.internal, pid 48211")

    r.add("image_digests",
          f"pin ledger-api to harbor.acme.internal/payments/ledger-api@sha256:{hexs(64)} (2.31.0)",
          f"""verified digests for release 2025.03:
risk-scorer     sha256:{hexs(64)}
settlement      sha256:{hexs(64)}
recon-job       sha256:{hexs(64)}""",
          f"base image bumped: distroless/static@sha256:{hexs(64)}")

    r.add("commit_shas",
          f"prod-use2 is on gitops-fleet {hexs(40)}, stg one ahead at {hexs(7)}",
          f"revert {hexs(40)} (\"bump ESO to 0.10\") broke webhook certs",
          f"git log --oneline\n{hexs(7)} chore(flux): bump kustomize-controller\n{hexs(7)} fix(ledger): memory limits\n{hexs(7)} feat: add risk ns quotas")

    r.add("secret_manager_arns",
          f"ESO remoteRef key → {secret_arn('prod/payments/ledger-db')}",
          f"IAM policy resource list for irsa-eso:\n  - {secret_arn('prod/kafka/scram-payments')}\n  - {secret_arn('prod/smtp/relay')}",
          f"secret arn changed after recreate: {secret_arn('stg/plaid/client')} (suffix is new)")

    r.add("kms_and_iam_arns",
          f"sops kms: arn:aws:kms:us-east-2:{acct}:key/{uid()}",
          f"IRSA role for velero arn:aws:iam::{acct}:role/prod-use2-velero-{hexs(8)}",
          f"multi-region key mrk-{hexs(32)} replicated to us-west-2")

    r.add("console_urls_with_uuids",
          f"TFC run that failed: https://app.terraform.test/app/acme-fin/workspaces/prod-network/runs/run-{rnd(ALNUM, 16)}",
          f"grafana dash https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/kafka-lag?orgId=1&var-cluster=prod-use2",
          f"azure portal sub: https://portal.azure.example/#@acme.example/resource/subscriptions/{uid()}/resourceGroups/rg-aks-dr/overview")

    r.add("argocd_application_names",
          "argo apps to sync after the CRD upgrade: payments-ledger-api-prod-use2, payments-settlement-prod-use2, risk-scorer-prod-use2, platform-external-secrets",
          f"argocd app sync platform-ingress-nginx-stg --revision {hexs(40)} --prune",
          "ApplicationSet cluster-addons generates addons-<cluster>-<addon>, e.g. addons-prod-use2-cert-manager")

    r.add("sealed_secret_ciphertext",
          f"""SealedSecret payments/ledger-db (safe to commit, encrypted to the controller cert)
spec:
  encryptedData:
    password: {sealed_value()}""",
          f"kubeseal output for smtp relay pw (cluster-wide scope): {sealed_value()}")

    r.add("sops_encrypted_values",
          f"""clusters/prod-use2/secrets/kafka.enc.yaml (sops, age):
stringData:
  password: {sops_enc(24)}
sops:
  age:
    - recipient: {age_public_key()}""",
          f"sops-encrypted db port (why is this encrypted lol): {sops_enc(4, 'int')}")

    r.add("sops_age_recipients_header",
          f"""sops metadata from values.enc.yaml
    age:
        - recipient: {age_public_key()}
          enc: |
            -----BEGIN AGE ENCRYPTED FILE-----
            {b64(secrets.token_bytes(48))}
            {b64(secrets.token_bytes(48))}
            -----END AGE ENCRYPTED FILE-----
    lastmodified: "2025-02-11T16:40:02Z"
    mac: {sops_enc(32)}""",
          f".sops.yaml creation_rules: path_regex clusters/prod-.*/secrets/.*, age: {age_public_key()},{age_public_key()}")

    r.add("vault_transit_ciphertext",
          f"transit encrypt output for the test PAN (ciphertext only, fine to log): vault:v3:{b64(secrets.token_bytes(60))}",
          f"rewrap done, new ciphertext vault:v4:{b64(secrets.token_bytes(44))}")

    r.add("terraform_variable_references",
          "module rds: password = var.db_password ; sensitive = true on the var, don't output it",
          "tfvars for prod don't set db_password — comes from TF_VAR_db_password in the TFC workspace (sensitive var)",
          "data.aws_secretsmanager_secret_version.ledger.secret_string → jsondecode → local.db_creds.password")

    r.add("github_actions_secret_references",
          """deploy job env:
  ARGOCD_AUTH_TOKEN: ${{ secrets.ARGOCD_AUTH_TOKEN }}
  COSIGN_PASSWORD: ${{ secrets.COSIGN_PASSWORD }}
  TF_API_TOKEN: ${{ secrets.TFC_TOKEN }}""",
          "docker/login-action with username: ${{ vars.HARBOR_ROBOT }} password: ${{ secrets.HARBOR_ROBOT_SECRET }}",
          "TODO move ${{ secrets.GH_PAT }} to the github app token action")

    r.add("onepassword_references",
          "op run --env-file=.env.op -- terraform plan   # .env.op has TF_TOKEN_app_terraform_io=op://Platform/tfc-team-token/credential",
          "op://Platform/prod-vault-unseal/share-3 — only 3 people have access to that item",
          "op read 'op://Personal/Home Router/password' when I need it, not writing it down")

    r.add("secret_key_ref_manifests",
          """env:
  - name: DB_PASSWORD
    valueFrom:
      secretKeyRef:
        name: ledger-db-credentials
        key: password
  - name: KAFKA_SASL_PASSWORD
    valueFrom:
      secretKeyRef: {name: kafka-payments-user, key: password}""",
          "helm values: postgresql.auth.existingSecret=ledger-pg, secretKeys.adminPasswordKey=postgres-password",
          "envFrom secretRef smtp-relay — keys SMTP_USER / SMTP_PASS, populated by ESO")

    r.add("external_secret_manifests",
          """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: ledger-db
spec:
  refreshInterval: 1h
  secretStoreRef: {kind: ClusterSecretStore, name: vault-prod}
  data:
    - secretKey: password
      remoteRef: {key: secret/data/payments/ledger-db, property: password}""",
          f"ESO status: SecretSynced, resourceVersion {digits(9, lead=True)}, uid {uid()}")

    r.add("vault_path_references",
          "vault kv get -field=password secret/payments/ledger-db   (read it from there, don't paste)",
          "approle role_name=batch-settlement, token_policies=settlement-ro, secret_id_ttl=24h — secret-id gets wrapped and delivered by the pipeline",
          "pki_int role internal-svc: allowed_domains=acme.internal, max_ttl=720h, key_type=ec")

    r.add("vault_token_accessors",
          f"revoke by accessor: vault token revoke -accessor {rnd(ALNUM, 24)}",
          f"audit log: the leaked-token scare was accessor {rnd(ALNUM, 24)} → display_name approle-jenkins-legacy, already expired")

    r.add("age_recipients",
          f"platform team age recipients:\n- me: {age_public_key()}\n- dana: {age_public_key()}\n- ci: {age_public_key()}",
          f"age -r {age_public_key()} -o dump.sql.age dump.sql")

    r.add("cosign_public_keys",
          f"cosign.pub (kyverno verifyImages uses this):\n{cosign_pub()}",
          f"cosign verify --key cosign.pub harbor.acme.internal/risk/risk-scorer@sha256:{hexs(64)} → tlog index {digits(9, lead=True)}")

    r.add("jwks_public_keys",
          f"""ledger-api JWKS (public, served at /.well-known/jwks.json)
{{"keys":[{{"kty":"RSA","use":"sig","kid":"{hexs(16)}","alg":"RS256","n":"{b64u(secrets.token_bytes(256))}","e":"AQAB"}}]}}""",
          f"EKS OIDC issuer thumbprint {hexs(40)} ; jwks_uri https://oidc.eks.us-east-2.acme.internal/id/{hexs(32).upper()}/keys")

    r.add("ssh_public_keys",
          f"authorized_keys on bastion: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} sam@laptop",
          f"flux deploy key (public half, added to the repo as read-write):\necdsa-sha2-nistp384 {ssh_pub('ecdsa-sha2-nistp384', 97)}")

    r.add("key_fingerprints",
          f"bastion host key: ED25519 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
          f"gpg key for sops legacy: {groups(hexs(40).upper(), 4)}",
          f"harbor cert SHA-256 fingerprint {':'.join(hexs(64).upper()[i:i + 2] for i in range(0, 64, 2))}")

    r.add("env_example_files",
          """.env.example for ledger-api (commit this, not .env):
DATABASE_URL=
KAFKA_BOOTSTRAP=kafka-0.kafka.acme.internal:9094
KAFKA_SASL_USERNAME=
KAFKA_SASL_PASSWORD=
STRIPE_SECRET_KEY=
LOG_LEVEL=info""",
          "local dev .env template: VAULT_ADDR=https://vault.acme.internal:8200 VAULT_TOKEN=<run vault login -method=oidc> ",
          "COSIGN_PASSWORD=\nCOSIGN_KEY=cosign.key\n# fill both from 1p before running make sign")

    r.add("base64_config_data",
          f"""configmap binaryData for the otel collector (it's just the config):
collector.yaml: {OTEL_B64}""",
          f"echo {FLAGS_B64} | base64 -d  → just feature flags, safe",
          f"kubeconfig certificate-authority-data for stg (CA cert, public): {b64(pem('CERTIFICATE', 4).encode())}")

    r.add("kubectl_redacted_output",
          f"""kubectl config view (minified, default redaction)
users:
- name: ci-deployer
  user:
    client-certificate-data: DATA+OMITTED
    client-key-data: DATA+OMITTED
    token: REDACTED
clusters:
- cluster:
    server: https://{hexs(32).upper()}.gr7.us-east-2.eks.acme.internal""",
          """kubectl describe secret ledger-db -n payments
Type:  Opaque
Data
====
password:  24 bytes
username:  6 bytes""",
          "kubectl get secret -n payments\nNAME                     TYPE                             DATA   AGE\nledger-db                Opaque                           2      212d\nharbor-pull              kubernetes.io/dockerconfigjson   1      3y")

    r.add("password_rotation_notes",
          "rotated the kafka SCRAM pw for payments-consumer 2025-03-04, new one only in vault, consumers restarted ok",
          "TODO rotate cosign key pw — last rotated Q3, policy says 180d",
          "venmo PIN changed after the phone swap. not writing it here.",
          "smtp relay password reset by the mail team (ticket in their queue); ESO picked it up on next refresh, no restarts needed")

    r.add("container_image_tags",
          f"harbor.acme.internal/platform/toolbox:2025.03.1-g{hexs(7)} is the one with kubectl 1.30 + vault cli",
          f"ledger-api tags: 2.31.0, 2.31.0-rc.2, main-{hexs(7)}-{digits(10, lead=True)}",
          f"image-updater wrote back: newTag: sha-{hexs(12)} (payments-settlement-prod-use2)")

    r.add("password_policy_notes",
          """vault password policy 'pg-strong':
length = 32
rule "charset" { charset = "abcdefghijklmnopqrstuvwxyz" min-chars = 1 }
rule "charset" { charset = "0123456789" min-chars = 2 }""",
          "harbor robot secrets are 32 chars, must be regenerated not edited; TFC tokens can't be shown twice",
          "PCI: service acct passwords ≥ 16 chars, rotate 90d, no reuse of last 4")

    r.add("token_expiry_notes",
          f"TFC team token expires {pick('2025-06-30', '2025-09-30', '2025-12-31')} — reminder set, ticket PLAT-{digits(4, lead=True)}",
          "SA tokens are bound now (1h, auto-refreshed by kubelet), the long-lived one for grafana was deleted",
          "argocd ci account token: expiresIn 2160h, generated 2025-01-08, id shows in argocd account get --account ci")

    r.add("tfc_resource_ids",
          f"workspace ws-{rnd(ALNUM, 16)} (prod-network), run run-{rnd(ALNUM, 16)} errored on the nat gw",
          f"TFC agent pool apool-{rnd(ALNUM, 16)}, var set varset-{rnd(ALNUM, 16)} = 'aws-oidc-prod'")

    r.add("aws_resource_ids",
          f"old nodes to drain: i-0{hexs(16)}, i-0{hexs(16)}; vol-0{hexs(16)} unattached",
          f"sg-0{hexs(16)} (eks-cluster-sg) allows 443 from subnet-0{hexs(16)} only",
          f"cloudtrail: DeleteSecret by assumed-role/platform-admin, requestID {uid()}, eventID {uid()}")

    r.add("k8s_object_uids",
          f"pvc-{uid()} is the kafka-0 volume, reclaimPolicy Retain",
          f"ownerReferences uid {uid()} (the Application), resourceVersion {digits(8, lead=True)}")

    r.add("helm_and_k8s_versions",
          "prod-use2: EKS 1.29 → 1.30 on 4/12. charts: argo-cd 7.7.11, external-secrets 0.10.7, sealed-secrets 2.16.2, kube-prometheus-stack 67.9.0",
          "flux v2.4.0, kustomize-controller v1.4.0, source-controller v1.4.1; vault 1.18.3 ent; cosign v2.4.1")

    r.add("flux_revisions",
          f"GitRepository flux-system Ready, revision main@sha1:{hexs(40)}",
          f"HelmRelease ingress-nginx: chart 4.11.3, OCIRepository digest sha256:{hexs(64)}")

    r.add("terraform_lock_hashes",
          f"""provider "registry.terraform.io/hashicorp/vault" {{
  version = "4.5.0"
  hashes = [
    "h1:{b64(secrets.token_bytes(32))}",
    "zh:{hexs(64)}",
  ]
}}""",
          f"npm lock integrity for @acme-fin/ui-kit: sha512-{b64(secrets.token_bytes(64))}")

    r.add("kubeadm_ca_cert_hash",
          f"stg worker join needs --discovery-token-ca-cert-hash sha256:{hexs(64)} (token itself: generate fresh with kubeadm token create)",
          f"CA pin for stg cluster: sha256:{hexs(64)}")

    r.add("trace_and_request_ids",
          f"slow settlement call traceparent 00-{hexs(32)}-{hexs(16)}-01",
          f"ledger error for support: request_id {ulid()}, idempotency key {uid()} (dup POST)",
          f"x-amz-request-id {rnd(UPPER + DIGITS, 16)} x-amz-id-2 {b64(secrets.token_bytes(54))}")

    r.add("kafka_cluster_identifiers",
          f"kafka cluster.id {b64u(secrets.token_bytes(16))} (KRaft, prod-use2); controller quorum 3",
          f"consumer group payments-ledger-writer lag on topic ledger.entries.v2 partition 7, offset {digits(9, lead=True)}",
          f"confluent env env-{rnd(LOWER + DIGITS, 5)}, cluster lkc-{rnd(LOWER + DIGITS, 5)}, sr lsrc-{rnd(LOWER + DIGITS, 5)}")

    r.add("stripe_publishable_and_ids",
          f"checkout page uses pk_live_{rnd(ALNUM, 99)} (publishable, it's in the js bundle anyway)",
          f"disputed charge ch_{rnd(ALNUM, 24)} for cus_{rnd(ALNUM, 14)}, payment intent pi_{rnd(ALNUM, 24)}",
          f"webhook endpoint we_{rnd(ALNUM, 24)} failing 5xx since event evt_{rnd(ALNUM, 24)}")

    r.add("plaid_item_and_request_ids",
          f"plaid item_id {rnd(ALNUM, 37)} stuck in ITEM_LOGIN_REQUIRED, request_id {rnd(ALNUM, 15)}",
          f"plaid link_session_id {uid()} from the support ticket")

    r.add("client_side_sdk_ids",
          f"LaunchDarkly client-side ID for the web app: {hexs(24)} (public, goes in the browser)",
          f"datadog RUM clientToken pub{hexs(32)} + applicationId {uid()} — client token is meant to be public")

    r.add("rekor_entries",
          f"rekor entry uuid {hexs(80)} logIndex {digits(9, lead=True)} for the ledger-api 2.31.0 signature",
          f"cosign attest ... → tlog entry created with index {digits(9, lead=True)}, uuid {hexs(64)}")

    r.add("company_bank_details_on_invoice",
          f"Irish entity bank details for vendor invoices (on every invoice PDF): IBAN {iban('IE', 'ACME' + digits(14))}, BIC ACMEIE2D",
          f"remit-to for US customers: ABA {digits(9, lead=True)}, acct ending {digits(4)}, ref INV-{digits(6, lead=True)}")

    r.add("hardware_tracking_numbers",
          f"yubikeys for the new SREs shipped UPS 1Z{rnd(UPPER + DIGITS, 16)}",
          f"RMA for the colo switch: case {digits(10, lead=True)}, serial FDO{rnd(UPPER + DIGITS, 8)}, fedex {digits(12, lead=True)}")

    r.add("tickets_and_incidents",
          f"INC-{digits(4, lead=True)} postmortem: vault seal after raft snapshot restore. PD incident Q{rnd(UPPER + DIGITS, 13)}",
          f"jira PLAT-{digits(4, lead=True)} ESO migration, PLAT-{digits(4, lead=True)} retire sealed-secrets on stg",
          f"AWS support case {digits(11, lead=True)} — quota for EIPs")

    r.add("network_addresses",
          "vault raft peers 10.42.1.11, 10.42.2.11, 10.42.3.11 :8201; LB vip 10.42.0.50",
          f"pod CIDR 100.64.0.0/16, svc CIDR 172.20.0.0/16; home lab router mac {mac()}",
          "kafka brokers kafka-{0,1,2}.kafka.acme.internal:9094 (SASL_SSL), :9092 plaintext only in-cluster")

    r.add("redacted_placeholders",
          "helm get values ledger-api -n payments → db.password: '********' (helm-secrets masks it)",
          "vault read database/creds/readonly → password  <redacted in audit>",
          "paste from TFC state: \"db_password\": (sensitive value)")

    r.add("coupon_and_discount_codes",
          f"kubecon eu reg discount code KCEU25-{rnd(UPPER + DIGITS, 6)}; hotel group code {rnd(UPPER, 3)}{digits(3)}",
          f"pluralsight team promo {rnd(UPPER + DIGITS, 10)} for the new hires (expires june)")

    r.add("travel_confirmations",
          f"flight to kubecon: UA conf {rnd(UPPER + DIGITS, 6)}, seat 23C, ORD→LHR",
          f"hotel near the venue, confirmation {digits(10, lead=True)}, check-in 3/31")

    r.add("venmo_and_personal_refs",
          f"venmo txn id {digits(19, lead=True)} — paid Jake back for the Cubs tix",
          f"home router: ASUS RT-AX86U, serial {rnd(UPPER + DIGITS, 12)}, fw 3.0.0.4.388_{digits(5, lead=True)}, admin pw in 1p (Personal vault)")

    r.add("phone_and_contacts",
          "colo remote hands: (312) 555-0148, acct # on the badge card in the office safe",
          "HashiCorp support TAM: tam@hashicorp.example, +1 312 555 0193; our contract id is on the renewal pdf")

    r.add("license_plates_and_parking",
          f"parking at the Wacker office, plate IL {rnd(UPPER, 2)} {digits(5, lead=True)}, permit #{digits(6, lead=True)}",
          f"rental car for the DR drill in ohio: plate {rnd(UPPER, 3)}{digits(4)}")

    r.add("artifact_and_repo_ids",
          f"artifactory build info: build ledger-api #{digits(4, lead=True)}, checksum sha1 {hexs(40)}, md5 {hexs(32)}",
          f"harbor project id {digits(3, lead=True)}, repository payments/ledger-api, artifact digest sha256:{hexs(64)}, tag 2.31.0-{hexs(7)}")

    r.add("s3_object_metadata",
          f"state file versions: VersionId {rnd(ALNUM + '._', 32)}, ETag \"{hexs(32)}\"",
          f"velero backup prod-use2-daily-{digits(14, lead=True)} uploaded, s3://acme-velero-prod/backups/, etag {hexs(32)}-{secrets.randbelow(40) + 2}")

    r.add("secret_names_and_counts",
          "vault kv list secret/payments → ledger-db, kafka-consumer, plaid, stripe-restricted, smtp-relay (5 keys, 2 unused)",
          "sealed-secrets cert rotates every 30d; 14 SealedSecrets in payments ns still sealed with the 2023 key")

    r.add("certificate_metadata",
          f"vault pki_int issued cert serial {':'.join(hexs(40)[i:i + 2] for i in range(0, 40, 2))}, expires 2025-05-02, cn kafka-0.kafka.acme.internal",
          f"cert-manager Certificate api-tls renewed, secret api-tls revision 7, issuer vault-pki, not after 2025-06-{secrets.randbelow(20) + 10}")

    r.add("uuids_and_ulids_in_logs",
          f"settlement batch {ulid()} failed at step 3/5; retry batch {ulid()}",
          f"argo workflow recon-{rnd(LOWER + DIGITS, 5)} node id recon-{rnd(LOWER + DIGITS, 5)}-{digits(10, lead=True)}")

    r.add("wireguard_public_keys",
          f"colo peer\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820\nAllowedIPs = 10.99.0.0/24",
          f"home lab wg peers (public keys): laptop {wg_key()}, phone {wg_key()}")

    return r


def main() -> None:
    write_corpora("make_heldout80.py", [
        ("heldout80_credentials.yaml", credentials(), "batch 80 (fintech platform engineer: Kubernetes, GitOps, Vault, supply chain), written blind; every value synthetic"),
        ("heldout80_lookalikes.yaml", lookalikes(), "batch 80 look-alikes: k8s object names, digests, ARNs, sealed/encrypted values, secret references, public keys, written blind"),
    ])


if __name__ == "__main__":
    main()
