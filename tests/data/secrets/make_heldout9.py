# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout9_credentials.yaml and heldout9_lookalikes.yaml: the ninth blind batch.

The persona is the shared memory of a platform / SRE / DevOps team at a mid-size company:
runbook snippets, incident notes, onboarding notes, CI/CD and cloud config, shell history and
chat pastes, kubeconfigs, .env files, Terraform, Helm values and Ansible vars. Most notes are
in English, about one in seven in German, French, Spanish, Dutch or Portuguese.

The batch was written blind: without reading the detector, its tests or the earlier corpora
(only the helpers of make_heldout.py are reused). Every credential clearly grants access to
whoever reads it; every look-alike is clearly safe to keep (identifiers, keys that are public
by design, ciphertext, references to a secret rather than the secret, redacted values and
prose about credentials that holds none). Ambiguous items were left out.

Every secret value is synthetic, drawn at run time from the `secrets` module, and every host
is under `.test`, `.internal`, `.example` or `acme`. Run
`python tests/data/secrets/make_heldout9.py` to redraw (a redraw is a new held-out set).
"""

from __future__ import annotations

import base64
import json
import secrets
import time

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    BECH32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_secret,
    b64,
    b64u,
    basic,
    digits,
    groups,
    hexs,
    jwt,
    kube_key_data,
    openssh_private,
    pem,
    pem_body,
    png,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

AWS_ID = UPPER + "234567"


def akid() -> str:
    return "AKIA" + rnd(AWS_ID, 16)


def asia() -> str:
    return "ASIA" + rnd(AWS_ID, 16)



def pod(name: str) -> str:
    return f"{name}-{rnd(HEX, 10)[:secrets.choice([9, 10])]}-{rnd(LOWER + DIGITS, 5)}"


def private_key_pem(label: str = "PRIVATE KEY", lines: int = 6) -> str:
    return pem(label, lines)


def gcp_sa_json(project: str, name: str) -> str:
    key = "-----BEGIN PRIVATE KEY-----\n" + pem_body(6) + "\n-----END PRIVATE KEY-----\n"
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": key,
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
    })


def azure_secret() -> str:
    return rnd(ALNUM, 3) + str(secrets.randbelow(10)) + "Q~" + rnd(ALNUM + "~._-", 34)


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def vault_token() -> str:
    return "hvs.CAESI" + rnd(URLSAFE, 86)


def sentry_org_token() -> str:
    claims = {"iat": int(time.time()) - secrets.randbelow(10**6), "url": "https://sentry.acme.internal", "region_url": "https://sentry.acme.internal", "org": "acme"}
    return "sntrys_" + b64(json.dumps(claims, separators=(",", ":")).encode()).rstrip("=") + "_" + rnd(URLSAFE, 43)


def grafana_cloud_token() -> str:
    claims = {"o": digits(6, lead=True), "n": "stack-ops-alloy", "k": rnd(ALNUM, 24), "m": {"r": "prod-eu-west-2"}}
    return "glc_" + b64(json.dumps(claims, separators=(",", ":")).encode())


def cf_tunnel_token() -> str:
    return b64(json.dumps({"a": hexs(32), "t": uid(), "s": b64(secrets.token_bytes(32))}, separators=(",", ":")).encode())


def artifactory_ref_token() -> str:
    return b64(f"reftkn:01:{int(time.time()) + 86400 * 365}:{rnd(ALNUM, 31)}".encode()).rstrip("=")


def k8s_sa_jwt(namespace: str, sa: str) -> str:
    claims = {
        "iss": "kubernetes/serviceaccount",
        "kubernetes.io/serviceaccount/namespace": namespace,
        "kubernetes.io/serviceaccount/secret.name": f"{sa}-token-{rnd(LOWER + DIGITS, 5)}",
        "kubernetes.io/serviceaccount/service-account.name": sa,
        "kubernetes.io/serviceaccount/service-account.uid": uid(),
        "sub": f"system:serviceaccount:{namespace}:{sa}",
    }
    return jwt(claims, alg="RS256", signature=rnd(URLSAFE, 342))


def access_jwt(sub: str, aud: str) -> str:
    now = int(time.time())
    return jwt({"sub": sub, "aud": aud, "iss": "https://auth.acme.internal/", "iat": now, "exp": now + 86400 * 30, "scope": "admin"}, alg="HS256")


def fernet_key() -> str:
    return base64.urlsafe_b64encode(secrets.token_bytes(32)).decode()


def bootstrap_token() -> str:
    return f"{rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)}"


def pgp_private() -> str:
    return "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + pem_body(3) + "\n=" + rnd(ALNUM + "+/", 4) + "\n-----END PGP PRIVATE KEY BLOCK-----"


def cert_pem(lines: int = 5) -> str:
    return pem("CERTIFICATE", lines)


def credentials() -> list[tuple[str, str]]:
    c = Rows()
    c.add(
        "aws_access_key_pair",
        f"~/.aws/credentials on bastion-02:\n[prod-backup]\naws_access_key_id = {akid()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-1",
        f"$ export AWS_ACCESS_KEY_ID={akid()}\n$ export AWS_SECRET_ACCESS_KEY={aws_secret()}\n$ aws s3 sync s3://acme-logs-archive/2024/ ./logs/",
        f"Schlüsselpaar für den Terraform-User im Sandbox-Account (bis Freitag gültig): {akid()} / {aws_secret()}",
    )
    c.add(
        "aws_sts_session",
        f"STS creds from assume-role into acme-prod, valid 1h:\nAWS_ACCESS_KEY_ID={asia()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}\nAWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjE{rnd(B64, 360)}",
        '{"Credentials": {"AccessKeyId": "' + asia() + '", "SecretAccessKey": "' + aws_secret() + '", "SessionToken": "FwoGZXIvYXdzE' + rnd(B64, 300) + '", "Expiration": "2025-03-02T18:04:11Z"}}',
    )
    c.add(
        "gcp_service_account_key",
        "key file for the cloud-run deployer:\n" + gcp_sa_json("acme-prod-219", "deployer"),
        "GOOGLE_CREDENTIALS for the Terraform workspace (base64 of the key file): " + b64(gcp_sa_json("acme-data-311", "tf-runner").encode()),
        "Clé du compte de service pour le job BigQuery (à retirer du wiki !) :\n" + gcp_sa_json("acme-analytics", "bq-export"),
    )
    c.add(
        "azure_storage_key",
        f"Backups go to Azure: DefaultEndpointsProtocol=https;AccountName=acmepgbackups;AccountKey={b64(secrets.token_bytes(64))};EndpointSuffix=core.windows.net",
        f"az storage blob upload-batch --account-name acmebackups --account-key {b64(secrets.token_bytes(64))} -d pg-dumps -s ./out",
        f"SAS for the vendor upload, write-only, expires end of month:\nhttps://acmevendordrop.blob.core.windows.net/inbound?sv=2022-11-02&ss=b&srt=co&sp=wc&se=2025-06-30T23:59:59Z&st=2025-06-01T00:00:00Z&spr=https&sig={rnd(B64, 43)}%3D",
    )
    c.add(
        "azure_service_principal",
        f"ARM_CLIENT_ID={uid()}\nARM_CLIENT_SECRET={azure_secret()}\nARM_TENANT_ID={uid()}\nARM_SUBSCRIPTION_ID={uid()}",
        f"az login --service-principal -u {uid()} -p '{azure_secret()}' --tenant {uid()}",
        f"Client secret van de app registration acme-ci-deploy (verloopt in juni): {azure_secret()}",
    )
    c.add(
        "digitalocean_token",
        f"doctl auth init --context acme-staging --access-token dop_v1_{hexs(64)}",
        f"Spaces bucket acme-static: SPACES_ACCESS_KEY_ID=DO00{rnd(UPPER + DIGITS, 16)} SPACES_SECRET_ACCESS_KEY={rnd(B64, 43)}",
    )
    c.add(
        "cloudflare_token",
        f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}  # Zone.DNS edit on acme.test only, used by external-dns",
        f'curl -s "$CF_API/zones" -H "X-Auth-Email: ops@acme.test" -H "X-Auth-Key: {hexs(37)}"',
        f"cloudflared tunnel run --token {cf_tunnel_token()}",
    )
    c.add(
        "hetzner_token",
        f"HCLOUD_TOKEN={rnd(ALNUM, 64)} hcloud server list",
        f"Hetzner-API-Token (Lesen & Schreiben) für das Projekt acme-staging: {rnd(ALNUM, 64)}",
    )
    c.add(
        "linode_token",
        f"~/.config/linode-cli:\n[DEFAULT]\ndefault-user = acme-ops\n\n[acme-ops]\ntoken = {hexs(64)}",
        f'provider "linode" {{ token = "{hexs(64)}" }}',
    )
    c.add(
        "vault_token",
        f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_token()}",
        f'curl -H "X-Vault-Token: hvs.{rnd(ALNUM, 24)}" https://vault.acme.internal:8200/v1/secret/data/prod/payments',
        f"Initial Root Token: hvs.{rnd(ALNUM, 24)}  <- from the init of the DR cluster, revoke after the drill",
    )
    c.add(
        "vault_unseal_keys",
        "vault operator init output for vault-dr:\n" + "\n".join(f"Unseal Key {i}: {b64(secrets.token_bytes(33))}" for i in range(1, 6)) + f"\n\nInitial Root Token: hvs.{rnd(ALNUM, 24)}",
        f"Las tres claves de desbloqueo de Vault staging: {b64(secrets.token_bytes(33))} {b64(secrets.token_bytes(33))} {b64(secrets.token_bytes(33))}",
    )
    c.add(
        "terraform_cloud_token",
        '~/.terraform.d/credentials.tfrc.json:\n{"credentials": {"tfe.acme.internal": {"token": "' + tfc_token() + '"}}}',
        f"TF_TOKEN_tfe_acme_internal={tfc_token()} terraform init",
        f"Token del equipo platform en Terraform Enterprise (permisos de admin): {tfc_token()}",
    )
    c.add(
        "pulumi_token",
        f"PULUMI_ACCESS_TOKEN=pul-{hexs(40)} pulumi up -s acme/infra/prod",
        f"stack secrets are encrypted with a passphrase, so the runner needs PULUMI_CONFIG_PASSPHRASE={rnd(ALNUM + '-_', 28)}",
    )
    c.add(
        "doppler_token",
        f"DOPPLER_TOKEN=dp.st.prd.{rnd(ALNUM, 43)}  # service token for the api config",
        f"doppler configure set token dp.pt.{rnd(ALNUM, 43)} --scope /srv/billing",
    )
    c.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN={sentry_org_token()} for sourcemap uploads in CI",
        f".sentryclirc:\n[auth]\ntoken=sntryu_{hexs(64)}\n[defaults]\norg=acme\nproject=web",
    )
    c.add(
        "datadog_keys",
        f"datadog agent helm values:\ndatadog:\n  apiKey: {hexs(32)}\n  appKey: {hexs(40)}",
        f'curl -X POST "$DD_HOST/api/v1/monitor" -H "DD-API-KEY: {hexs(32)}" -H "DD-APPLICATION-KEY: {hexs(40)}" -d @monitor.json',
        f"DD_APP_KEY voor het export-script van de dashboards (scope dashboards_read): {hexs(40)}",
    )
    c.add(
        "newrelic_key",
        f"newrelic.yml for the billing service: license_key: {hexs(36)}NRAL",
        f"NEW_RELIC_API_KEY=NRAK-{rnd(UPPER + DIGITS, 27)} used by the terraform newrelic provider",
    )
    c.add(
        "pagerduty_token",
        f'curl -H "Authorization: Token token={rnd(URLSAFE, 20)}" -H "Accept: application/vnd.pagerduty+json;version=2" "$PD_API/incidents?statuses[]=triggered"',
        f'provider "pagerduty" {{ token = "{rnd(URLSAFE, 20)}" }}  # full-access REST key of the ops account',
    )
    c.add(
        "grafana_token",
        f"grafana service account token for the provisioning job: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"alloy remote_write to Grafana Cloud:\n  basic_auth:\n    username: {digits(7, lead=True)}\n    password: {grafana_cloud_token()}",
    )
    c.add(
        "twilio_credentials",
        f"Twilio for SMS alerts: account AC{hexs(32)}, auth token {hexs(32)}",
        f"curl -X POST $TWILIO_API/Messages.json -u SK{hexs(32)}:{rnd(ALNUM, 32)} --data-urlencode 'Body=disk full on db-3'",
    )
    c.add(
        "sendgrid_key",
        f"SENDGRID_API_KEY=SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}",
        f"Chave da SendGrid para os e-mails de alerta (full access): SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}",
    )
    c.add(
        "mailgun_key",
        f"Clé d'envoi Mailgun pour mg.acme.test : key-{hexs(32)}",
        f"MAILGUN_API_KEY={hexs(32)}-{hexs(8)}-{hexs(8)}\nMAILGUN_DOMAIN=mg.acme.test",
    )
    c.add(
        "postmark_token",
        f'curl "$POSTMARK_API/email" -H "X-Postmark-Server-Token: {uid()}" -H "Content-Type: application/json" -d @mail.json',
        f"Token da conta Postmark (pode criar servidores e domínios): {uid()}",
    )
    c.add(
        "smtp_relay_password",
        f"relayhost = [smtp.acme.internal]:587\nsmtp_sasl_password_maps = static:alerts@acme.test:{pw()}",
        f"Grafana SMTP: host smtp-relay.acme.test:587, user grafana@acme.test, the password is {rnd(ALNUM, 18)}",
        f"Le relais SMTP interne accepte alertmanager@acme.test avec le mot de passe {pw()}",
    )
    c.add(
        "okta_token",
        f'curl -H "Authorization: SSWS 00{rnd(URLSAFE, 40)}" https://acme.okta.example/api/v1/users?limit=200',
        f"Okta API token for the SCIM sync (super admin, do not share): 00{rnd(URLSAFE, 40)}",
    )
    c.add(
        "auth0_client_secret",
        f"AUTH0_DOMAIN=acme.eu.auth0.example\nAUTH0_CLIENT_ID={rnd(ALNUM, 32)}\nAUTH0_CLIENT_SECRET={rnd(URLSAFE, 64)}",
        f'oidc config for argocd: clientID: argocd, clientSecret: "{rnd(URLSAFE, 48)}", issuer https://login.acme.internal',
    )
    c.add(
        "snowflake_credentials",
        f"~/.snowsql/config:\n[connections.prod]\naccountname = acme-xy{digits(5)}\nusername = SVC_DBT\npassword = {pw()}\nwarehouse = TRANSFORM_WH",
        f"dbt profile target prod: snowflake://svc_looker:{rnd(ALNUM, 22)}@acme-xy{digits(5)}/ANALYTICS/PUBLIC?warehouse=BI_WH",
    )
    c.add(
        "databricks_token",
        f"~/.databrickscfg:\n[prod]\nhost  = https://acme-prod.cloud.databricks.example\ntoken = dapi{hexs(32)}",
        f"DATABRICKS_TOKEN=dapi{hexs(32)} databricks jobs run-now --job-id 4412",
    )
    c.add(
        "npm_token",
        f".npmrc on the build agents:\n@acme:registry=https://npm.acme.internal/\n//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"NPM_TOKEN=npm_{rnd(ALNUM, 36)} (automation token, publish rights on @acme)",
    )
    c.add(
        "pypi_token",
        f"~/.pypirc:\n[acme-internal]\nrepository = https://pypi.acme.internal/simple/\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 130)}",
        f"UV_PUBLISH_TOKEN=pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 120)}",
    )
    c.add(
        "docker_registry_auth",
        f"echo dckr_pat_{rnd(URLSAFE, 27)} | docker login -u acmeci --password-stdin",
        '~/.docker/config.json on runner-7: {"auths": {"harbor.acme.internal": {"auth": "' + basic("robot$platform+ci", rnd(ALNUM, 32)) + '"}}}',
    )
    c.add(
        "artifactory_token",
        f'curl -H "X-JFrog-Art-Api: AKCp8{rnd(ALNUM, 68)}" -T app.jar https://artifactory.acme.internal/libs-release-local/app/1.4.2/',
        f"JFROG_ACCESS_TOKEN=eyJ2ZXIiOiIyIiwidHlwIjoiSldUIiwiYWxnIjoiUlMyNTYifQ.{b64u(json.dumps({'sub': 'jfac@acme/users/ci', 'scp': 'applied-permissions/admin', 'aud': '*@*'}).encode())}.{rnd(URLSAFE, 342)}",
    )
    c.add(
        "github_token",
        f"git clone https://x-access-token:ghp_{rnd(ALNUM, 36)}@github.acme.internal/platform/infra.git",
        f"GH_TOKEN=github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)} gh release create v2.8.0",
    )
    c.add(
        "gitlab_token",
        f"glab auth login --hostname gitlab.acme.internal --token glpat-{rnd(URLSAFE, 20)}",
        f"gitlab-runner register --url https://gitlab.acme.internal --token glrt-{rnd(URLSAFE, 20)} --executor docker",
    )
    c.add(
        "slack_token",
        f"Token del bot de alertas de Slack: SLACK_BOT_TOKEN=xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
        f"socket mode needs both: xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, lead=True)}-{hexs(64)} and the bot token xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
    )
    c.add(
        "kubeconfig_credentials",
        f"apiVersion: v1\nkind: Config\nusers:\n- name: admin@prod-eu\n  user:\n    client-certificate-data: {b64(cert_pem(3).encode())}\n    client-key-data: {kube_key_data()}",
        f"users:\n- name: ci-deployer\n  user:\n    token: {k8s_sa_jwt('ci', 'deployer')}",
        f"Join-Befehl für neue Worker (Token gilt 24h): kubeadm join 10.20.0.10:6443 --token {bootstrap_token()} --discovery-token-ca-cert-hash sha256:{hexs(64)}",
    )
    c.add(
        "k8s_service_account_token",
        f'curl -k -H "Authorization: Bearer {k8s_sa_jwt("kube-system", "cluster-admin-bot")}" https://10.20.0.10:6443/api/v1/namespaces',
        f"kubectl --server https://k8s-staging.acme.internal:6443 --token {k8s_sa_jwt('argo', 'argocd-manager')} get pods -A",
    )
    c.add(
        "k8s_secret_data",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-db\ntype: Opaque\ndata:\n  username: {b64(b'orders_app')}\n  password: {b64(pw().encode())}",
        f"kubectl -n payments create secret generic stripe --from-literal=api-key=sk_live_{rnd(ALNUM, 99)}",
        f"stringData:\n  REDIS_PASSWORD: {rnd(ALNUM, 24)}\n  SESSION_SECRET: {rnd(URLSAFE, 48)}",
    )
    c.add(
        "pgpass",
        f"~/.pgpass on the reporting box:\npg-replica.acme.internal:5432:orders:report_ro:{pw()}\npg-primary.acme.internal:5432:*:postgres:{rnd(ALNUM, 20)}",
        f"echo 'db-ledger.internal:6432:ledger:ledger_app:{rnd(ALNUM + '_', 22)}' >> ~/.pgpass && chmod 600 ~/.pgpass",
    )
    c.add(
        "database_url",
        f"DATABASE_URL=postgres://orders_app:{rnd(ALNUM, 24)}@pg-primary.acme.internal:5432/orders?sslmode=require",
        f"mongosh 'mongodb+srv://atlas-admin:{rnd(ALNUM, 16)}@cluster0.acme-prod.mongodb.example/?retryWrites=true'",
        f"sidekiq: REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@redis-cache.acme.internal:6380/0",
        f"spring.datasource.url=jdbc:mysql://mysql-01.acme.internal:3306/crm?user=crm_rw&password={rnd(ALNUM, 18)}&useSSL=true",
        f"A connection string do Postgres de staging, para o time de dados: postgresql://dados:{rnd(ALNUM, 20)}@pg-staging.acme.internal/warehouse",
    )
    c.add(
        "ldap_bind_password",
        f"ldapsearch -H ldaps://ldap.acme.internal -D 'cn=svc-jenkins,ou=services,dc=acme,dc=test' -w '{pw()}' -b 'ou=people,dc=acme,dc=test' '(uid=jdoe)'",
        f"sssd.conf:\nldap_default_bind_dn = cn=sssd,ou=services,dc=acme,dc=test\nldap_default_authtok_type = password\nldap_default_authtok = {rnd(ALNUM, 20)}",
    )
    c.add(
        "age_secret_key",
        f"sops age key for the flux repo (goes in the sops-age secret):\n# public key: age1{rnd(BECH32, 58)}\nAGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}",
        f"SOPS_AGE_KEY=AGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}",
    )
    c.add(
        "ssh_private_key",
        "deploy key for the ansible repo (read/write):\n" + openssh_private(),
        "old bastion host key, id_rsa of the ops user:\n" + private_key_pem("RSA PRIVATE KEY", 5),
    )
    c.add(
        "pgp_private_key",
        "release signing key (gpg --export-secret-keys -a release@acme.test):\n" + pgp_private(),
        "Der private GPG-Schlüssel für die Backup-Verschlüsselung:\n" + pgp_private(),
    )
    c.add(
        "tls_private_key",
        f"apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: wildcard-acme-test\ndata:\n  tls.crt: {b64(cert_pem(2).encode())}\n  tls.key: {b64(private_key_pem('PRIVATE KEY', 4).encode())}",
        "nginx ssl_certificate_key for api.acme.test, pasted from the old box:\n" + private_key_pem("EC PRIVATE KEY", 3),
        "La clave privada del certificado de intranet.acme.test:\n" + private_key_pem("PRIVATE KEY", 5),
    )
    c.add(
        "wireguard_private_key",
        f"wg0.conf on the jump host:\n[Interface]\nAddress = 10.99.0.1/24\nListenPort = 51820\nPrivateKey = {b64(secrets.token_bytes(32))}",
        f"wg set wg0 private-key <(echo {b64(secrets.token_bytes(32))})",
    )
    c.add(
        "jwt_signing_secret",
        f"HASURA_GRAPHQL_JWT_SECRET='{{\"type\":\"HS256\",\"key\":\"{rnd(URLSAFE, 64)}\"}}'",
        f"application-prod.yml:\nsecurity:\n  jwt:\n    signing-key: {rnd(ALNUM, 64)}\n    expiry: 3600",
        f"Het JWT-signeergeheim van de auth-service in productie is {rnd(URLSAFE, 48)}",
    )
    c.add(
        "webhook_signing_secret",
        f"stripe listener: STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"Webhook do GitHub para o deploy-bot: URL https://deploybot.acme.internal/hook, secret {hexs(40)}",
        f"SLACK_SIGNING_SECRET={hexs(32)}",
    )
    c.add(
        "hmac_key",
        f"partner callbacks are signed with HMAC-SHA256; the shared key is {hexs(64)}",
        f"CDN signed URLs: url_signing_key = {base64.urlsafe_b64encode(secrets.token_bytes(16)).decode()} (key name edge-key-2)",
    )
    c.add(
        "recovery_codes",
        "Recovery codes for the shared ops GitHub org owner:\n" + recovery_codes(6, "github"),
        "Backup codes for the IdP break-glass admin (print, then delete this note): " + recovery_codes(6, "digits"),
        "Códigos de recuperação da conta admin do Google Workspace:\n" + recovery_codes(6, "alnum"),
    )
    c.add(
        "totp_seed",
        f"otpauth://totp/AWS:root@acme-prod?secret={rnd(BASE32, 64)}&issuer=Amazon%20Web%20Services",
        f"TOTP seed for the shared on-call Cloudflare login (add it to your authenticator): {groups(rnd(BASE32, 32), 4)}",
        f"MFA-Seed für den Notfall-Admin im Registrar: otpauth://totp/registrar:ops?secret={rnd(BASE32, 32)}&digits=6&period=30",
    )
    c.add(
        "basic_auth_url",
        f"prometheus remote_write url: https://metrics:{rnd(ALNUM, 24)}@mimir.acme.internal/api/v1/push",
        f"Proxy corporativo para los runners: HTTPS_PROXY=http://svc-build:{pw()}@proxy.acme.internal:3128",
        f"git remote set-url origin https://deploy:{rnd(ALNUM, 32)}@git.acme.internal/platform/charts.git",
    )
    c.add(
        "authorization_header",
        f"Authorization: Bearer {access_jwt('svc-backoffice', 'https://api.acme.internal')}",
        f"curl -H 'Authorization: Basic {basic('admin', pw())}' https://jenkins.acme.internal/computer/api/json",
        f"the internal status API wants -H 'X-Api-Key: {rnd(ALNUM, 40)}' (admin scope)",
    )
    c.add(
        "fernet_key",
        f"AIRFLOW__CORE__FERNET_KEY={fernet_key()}",
        f"the encrypted columns in the billing DB use Fernet(b'{fernet_key()}')",
    )
    c.add(
        "rails_master_key",
        f"config/master.key for the admin app: {hexs(32)}",
        f"kamal: RAILS_MASTER_KEY={hexs(32)} in .kamal/secrets.prod",
    )
    c.add(
        "break_glass_prose",
        f"The break-glass root pw for bastion-01 is {pw()}; use it only if LDAP is down and log it in #incidents.",
        f"If SSO is broken, log into the firewall web UI as admin with {rnd(ALNUM + '!#%', 14)}, then rotate it afterwards.",
        f"Notfallzugang: Das root-Passwort der Hypervisoren lautet {pw()} (nur bei Ausfall von IPA benutzen).",
        f"En cas de panne de Keycloak, le compte de secours admin-local a pour mot de passe {rnd(ALNUM, 16)}.",
    )
    c.add(
        "shell_history_password",
        f"  812  mysql -h mysql-01.acme.internal -u root -p'{pw()}' -e 'SHOW PROCESSLIST'",
        f"$ sshpass -p '{pw()}' ssh -o StrictHostKeyChecking=no admin@10.30.4.21 'systemctl restart haproxy'",
        f"$ PGPASSWORD={rnd(ALNUM, 20)} psql -h pg-primary.acme.internal -U postgres -c 'select pg_reload_conf()'",
        f"$ redis-cli -h redis-sessions.acme.internal -a {rnd(ALNUM, 24)} --no-auth-warning info replication",
        f"history | grep curl\n  451  curl -u svc-backup:{pw()} -X POST https://nexus.acme.internal/service/rest/v1/script/cleanup/run",
    )
    c.add(
        "ansible_plaintext_vars",
        f"group_vars/db/vars.yml:\npostgresql_version: 16\npostgres_replication_user: replicator\npostgres_replication_password: {rnd(ALNUM, 22)}",
        f"inventory: [legacy]\nerp-01.acme.internal ansible_user=admin ansible_password={pw()} ansible_become_pass={pw()}",
        f"host_vars/mail-01.yml: dovecot_master_password: \"{rnd(ALNUM, 18)}\"",
    )
    c.add(
        "helm_values_password",
        f"helm upgrade --install pg bitnami/postgresql -n data --set auth.postgresPassword={rnd(ALNUM, 20)} --set auth.replicationPassword={rnd(ALNUM, 20)}",
        f"values-prod.yaml for kube-prometheus-stack:\ngrafana:\n  adminUser: admin\n  adminPassword: {pw()}",
        f"rabbitmq values:\nauth:\n  username: app\n  password: {rnd(ALNUM, 24)}\n  erlangCookie: {rnd(UPPER, 32)}",
    )
    c.add(
        "ci_variable_with_value",
        f".gitlab-ci.yml:\nvariables:\n  SONAR_HOST_URL: https://sonar.acme.internal\n  SONAR_TOKEN: squ_{hexs(40)}",
        f"Jenkinsfile:\nenvironment {{\n    NEXUS_USER = 'ci'\n    NEXUS_PASS = '{pw()}'\n}}",
        f"- name: deploy\n  env:\n    ARGOCD_AUTH_TOKEN: {access_jwt('proj:platform:ci-sync', 'argocd')}\n  run: argocd app sync api --grpc-web",
    )
    c.add(
        "dotenv_file",
        f".env on the staging VM:\nAPP_ENV=staging\nDB_HOST=pg-staging.acme.internal\nDB_USER=app\nDB_PASS={rnd(ALNUM, 20)}\nSTRIPE_SECRET_KEY=sk_test_{rnd(ALNUM, 99)}\nSESSION_SECRET={rnd(URLSAFE, 48)}",
        f"cat /srv/metabase/.env\nMB_DB_TYPE=postgres\nMB_DB_USER=metabase\nMB_DB_PASS={pw()}\nMB_ENCRYPTION_SECRET_KEY={b64(secrets.token_bytes(32))}",
    )
    c.add(
        "docker_compose_secret",
        f"docker-compose.yml on monitoring-01:\n  grafana:\n    image: grafana/grafana:11.1.0\n    environment:\n      GF_SECURITY_ADMIN_PASSWORD: \"{pw()}\"\n      GF_DATABASE_PASSWORD: \"{rnd(ALNUM, 20)}\"",
        f"  minio:\n    environment:\n      - MINIO_ROOT_USER=acme-admin\n      - MINIO_ROOT_PASSWORD={rnd(ALNUM, 32)}",
    )
    c.add(
        "terraform_tfvars_secret",
        f'prod.auto.tfvars:\ndb_master_password = "{rnd(ALNUM, 24)}"\nopsgenie_api_key   = "{uid()}"',
        f'variable "github_token" {{\n  type    = string\n  default = "ghp_{rnd(ALNUM, 36)}"\n}}',
    )
    return c


def lookalikes() -> list[tuple[str, str]]:
    c = Rows()
    c.add(
        "secretsmanager_arn",
        f"The rotation lambda reads arn:aws:secretsmanager:eu-west-1:{aws_account()}:secret:prod/orders/db-{rnd(ALNUM, 6)}; only the ARN goes in the task definition.",
        f'"secrets": [{{"name": "DB_PASSWORD", "valueFrom": "arn:aws:secretsmanager:us-east-1:{aws_account()}:secret:prod/api/db-{rnd(ALNUM, 6)}:password::"}}]',
        f"Die Secret-ARN für den Datadog-Key ist arn:aws:secretsmanager:eu-central-1:{aws_account()}:secret:shared/datadog-{rnd(ALNUM, 6)} (der Wert selbst steht nur dort).",
    )
    c.add(
        "aws_arn",
        f"Lambda arn:aws:lambda:eu-west-1:{aws_account()}:function:log-shipper:live is on the new runtime now.",
        f"alerts go to SNS topic arn:aws:sns:us-east-1:{aws_account()}:pagerduty-critical",
        f"Bucket policy principal: arn:aws:iam::{aws_account()}:role/acme-backup-writer",
    )
    c.add(
        "kms_key_reference",
        f"EBS-Standardverschlüsselung nutzt den KMS-Schlüssel {uid()} (alias/acme-ebs-default).",
        f'kms_key_id = "arn:aws:kms:eu-west-1:{aws_account()}:key/mrk-{hexs(32)}"  # multi-region key for the DR copy',
        f"sops creation_rules: kms: arn:aws:kms:eu-west-1:{aws_account()}:alias/sops-prod",
    )
    c.add(
        "iam_role_name",
        "CI assumes GitHubActions-Deploy-Prod via OIDC; the trust policy limits it to repo:acme/infra:ref:refs/heads/main.",
        f"instance profile eks-node-{rnd(LOWER + DIGITS, 8)}-NodeInstanceRole-{rnd(UPPER + DIGITS, 12)} is missing ssm:UpdateInstanceInformation",
    )
    c.add(
        "k8s_pod_name",
        f"{pod('checkout-api')} keeps OOMKilling; the other two replicas are fine.",
        f"NAME                                READY   STATUS             RESTARTS\n{pod('ingest-worker')}     1/1     Running            0\n{pod('ingest-worker')}     0/1     CrashLoopBackOff   14",
        f"El pod {pod('search-indexer')} se queda en Pending por falta de CPU en el node pool.",
    )
    c.add(
        "k8s_replicaset_name",
        f"ReplicaSet web-{rnd(HEX, 10)} is the old revision; argo left it at 0 replicas.",
        "Job backup-pg-{0} created pod backup-pg-{0}-{1} at 02:00.".format(digits(8, lead=True), rnd(LOWER + DIGITS, 5)),
    )
    c.add(
        "container_id",
        f"docker ps: {hexs(12)}   nginx:1.27-alpine   \"/docker-entrypoint...\"   Up 3 days   0.0.0.0:443->443/tcp   edge-proxy",
        f"crictl inspect {hexs(64)} : le conteneur reste bloqué en CREATED",
    )
    c.add(
        "image_digest",
        f"prod runs registry.acme.internal/api@sha256:{hexs(64)}; staging is one build ahead.",
        f"image:\n  repository: ghcr.io/acme/worker\n  digest: sha256:{hexs(64)}",
        f"O digest da imagem base aprovada é sha256:{hexs(64)}; não usar a tag latest.",
    )
    c.add(
        "git_commit_sha",
        f"Regression came in with {hexs(40)}; reverted in {hexs(7)}.",
        f"ArgoCD says api is Synced to {hexs(40)} (HEAD of main).",
        f"Hotfix cherry-picked naar release/3.2 als {hexs(12)}.",
    )
    c.add(
        "checksum",
        f"sha256sum terraform_1.8.5_linux_amd64.zip\n{hexs(64)}  terraform_1.8.5_linux_amd64.zip",
        f'S3 says ETag "{hexs(32)}-{secrets.randbelow(90) + 10}" for the multipart upload of base.tar.zst',
        f'.terraform.lock.hcl:\nprovider "registry.terraform.io/hashicorp/aws" {{\n  version = "5.54.1"\n  hashes = [\n    "h1:{b64(secrets.token_bytes(32))}",\n    "zh:{hexs(64)}",\n  ]\n}}',
    )
    c.add(
        "subresource_integrity",
        f'<script src="https://cdn.acme.test/status/app.js" integrity="sha384-{b64(secrets.token_bytes(48))}" crossorigin="anonymous"></script>',
        f"pinned the statuspage widget with integrity sha512-{b64(secrets.token_bytes(64))}",
    )
    c.add(
        "request_id",
        f"502 from the ALB, x-amzn-RequestId: {uid()}, x-amz-cf-id: {rnd(URLSAFE, 56)}==",
        f"support asked for the request id: X-Request-Id {uid()}",
    )
    c.add(
        "trace_id",
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01 correspond au checkout lent ; le span DB fait 4,2 s.",
        f"Tempo trace {hexs(32)}, span {hexs(16)} (pg.query) is where it blocks.",
    )
    c.add(
        "ssh_public_key",
        f"add to authorized_keys on the bastions:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} maria@laptop",
        f"ssh-keyscan gitlab.acme.internal -> gitlab.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 80)}",
        f"Host-Key-Fingerprint von bastion-01: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519), vor dem Akzeptieren prüfen.",
    )
    c.add(
        "jwks_public",
        '{"keys": [{"kty": "RSA", "kid": "' + rnd(URLSAFE, 22) + '", "use": "sig", "alg": "RS256", "n": "' + b64u(secrets.token_bytes(256)) + '", "e": "AQAB"}]}',
        "https://auth.acme.internal/.well-known/jwks.json serves {\"kty\":\"EC\",\"crv\":\"P-256\",\"kid\":\"2025-01\",\"x\":\"" + b64u(secrets.token_bytes(32)) + "\",\"y\":\"" + b64u(secrets.token_bytes(32)) + "\"}",
    )
    c.add(
        "dkim_record",
        f'selector2._domainkey.acme.test. 3600 IN TXT "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(secrets.token_bytes(210))}"',
        f"Voor mg.acme.test moet dit DKIM-record erbij: k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ{b64(secrets.token_bytes(100))}",
    )
    c.add(
        "pgp_fingerprint",
        f"Los backups se cifran para ops@acme.test, huella {groups(hexs(40).upper(), 4)}",
        f"gpg --recv-keys {hexs(40).upper()} before verifying the release tarball",
    )
    c.add(
        "age_recipient",
        f".sops.yaml:\ncreation_rules:\n  - path_regex: clusters/prod/.*\n    age: age1{rnd(BECH32, 58)},age1{rnd(BECH32, 58)}",
        f"meu destinatário age (público, pode compartilhar): age1{rnd(BECH32, 58)}",
    )
    c.add(
        "wireguard_public_key",
        f"[Peer]\n# maria's laptop\nPublicKey = {b64(secrets.token_bytes(32))}\nAllowedIPs = 10.99.0.14/32",
        f"wg show: peer {b64(secrets.token_bytes(32))} (publieke sleutel), laatste handshake 41 seconden geleden",
    )
    c.add(
        "tls_certificate",
        "intermediate cert for the internal CA, add to the trust bundle:\n" + cert_pem(5),
        f"kubeconfig for prod (SSO, no key in it):\nclusters:\n- name: prod-eu\n  cluster: {{server: https://k8s-prod.acme.internal:6443, certificate-authority-data: {b64(cert_pem(4).encode())}}}\nusers:\n- name: sso\n  user:\n    exec: {{apiVersion: client.authentication.k8s.io/v1beta1, command: kubelogin, args: [get-token, --oidc-issuer-url=https://login.acme.internal]}}",
        f"openssl x509 -noout -fingerprint -sha256 -in api.crt\nsha256 Fingerprint={':'.join(groups(hexs(64).upper(), 2).split())}",
    )
    c.add(
        "stripe_publishable_key",
        f"checkout.js is initialised with Stripe('pk_live_{rnd(ALNUM, 99)}'); that is the publishable key.",
        f"NEXT_PUBLIC_STRIPE_KEY=pk_test_{rnd(ALNUM, 99)}",
    )
    c.add(
        "sentry_dsn",
        f"SENTRY_DSN=https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.example/{digits(7, lead=True)}",
        f"Sentry.init({{ dsn: 'https://{hexs(32)}@sentry.acme.internal/{secrets.randbelow(90) + 10}', tracesSampleRate: 0.1 }})",
        f"La DSN de Sentry es pública (va en el bundle del front): https://{hexs(32)}@sentry.acme.internal/7",
    )
    c.add(
        "firebase_web_config",
        f"const firebaseConfig = {{ apiKey: 'AIza{rnd(URLSAFE, 35)}', authDomain: 'acme-app.firebaseapp.example', projectId: 'acme-app', appId: '1:{digits(12, lead=True)}:web:{hexs(22)}' }};",
        f"The Firebase apiKey AIza{rnd(URLSAFE, 35)} in the web app is an identifier, not a secret; access is enforced by security rules.",
    )
    c.add(
        "maps_browser_key",
        f"Maps JS key AIza{rnd(URLSAFE, 35)} is restricted to HTTP referrer https://*.acme.test/* and the Maps JavaScript API only.",
        f'<script src="https://maps.acme.test/js?key=AIza{rnd(URLSAFE, 35)}&callback=initMap"></script> (browser key, referrer-locked)',
    )
    c.add(
        "terraform_secret_reference",
        'password = var.db_password  # set from TF_VAR_db_password in the pipeline',
        'master_password = data.aws_secretsmanager_secret_version.aurora.secret_string',
        'token = data.vault_kv_secret_v2.cloudflare.data["api_token"]\nsensitive = true',
    )
    c.add(
        "ci_secret_reference",
        "env:\n  DOCKERHUB_TOKEN: ${{ secrets.DOCKERHUB_TOKEN }}\n  AWS_ROLE_ARN: ${{ vars.DEPLOY_ROLE_ARN }}",
        "withCredentials([usernamePassword(credentialsId: 'nexus-ci', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) { sh './gradlew publish' }",
        "Im Workflow wird das Token nur als ${{ secrets.SONAR_TOKEN }} referenziert, der Wert liegt in den Repo-Secrets.",
    )
    c.add(
        "vault_template_reference",
        '{{ with secret "kv/data/prod/orders" }}DB_PASSWORD={{ .Data.data.password }}{{ end }}',
        'nomad job: template { data = <<EOH\nAPI_KEY="{{ key "config/api/key_name" }}"\nDB_PASS="{{ with secret "database/creds/orders" }}{{ .Data.password }}{{ end }}"\nEOH }',
        'annotations:\n  vault.hashicorp.com/agent-inject: "true"\n  vault.hashicorp.com/agent-inject-secret-db: "database/creds/orders-ro"',
    )
    c.add(
        "password_manager_reference",
        "op run --env-file=.env.tpl -- ./deploy.sh, where .env.tpl has DB_PASSWORD=op://Platform/pg-prod/password",
        "PAGERDUTY_TOKEN=op://ops-shared/PagerDuty REST/credential",
        "bw get password acme-harbor-admin | docker login harbor.acme.internal -u admin --password-stdin",
    )
    c.add(
        "secret_manager_cli",
        "aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text | jq -r .password",
        "gcloud secrets versions access latest --secret=smtp-relay-password --project=acme-prod",
        "az keyvault secret show --vault-name acme-kv-prod --name sql-admin-password --query value -o tsv",
    )
    c.add(
        "k8s_secret_reference",
        "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: orders-db\n      key: password",
        "envFrom:\n- secretRef:\n    name: api-tokens  # synced by external-secrets from AWS SM",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  data:\n  - secretKey: password\n    remoteRef:\n      key: prod/orders/db\n      property: password",
    )
    c.add(
        "env_placeholder",
        ".env.example (committed):\nDATABASE_URL=\nREDIS_URL=redis://localhost:6379/0\nSTRIPE_SECRET_KEY=\nSENTRY_AUTH_TOKEN=\nSMTP_PASSWORD=",
        "copy .env.example and fill in: API_TOKEN=<your-token-here>, DB_PASSWORD=changeme, JWT_SECRET=<generate with openssl rand -hex 32>",
        "DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME is the shape the app expects",
        "Dans le README : export DD_API_KEY=<votre-clé-api> avant de lancer l'agent en local.",
    )
    c.add(
        "variable_expansion",
        "args: [\"--db-password=$(DB_PASSWORD)\", \"--redis-password=$(REDIS_PASSWORD)\"]",
        'curl -u "$NEXUS_USER:$NEXUS_PASS" -T build.zip "$NEXUS_URL/repository/raw/"',
        "environment:\n  - POSTGRES_PASSWORD=${POSTGRES_PASSWORD:?set it in .env}",
    )
    c.add(
        "sops_encrypted",
        f"secrets.enc.yaml:\ndb:\n    password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        f"sops:\n    kms:\n    -   arn: arn:aws:kms:eu-west-1:{aws_account()}:alias/sops-prod\n        enc: AQICAHh{rnd(B64, 180)}==\n    lastmodified: '2025-02-11T09:14:02Z'\n    mac: ENC[AES256_GCM,data:{b64(secrets.token_bytes(32))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        f"api_token: ENC[AES256_GCM,data:{b64(secrets.token_bytes(30))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]  # decrypt with sops -d",
    )
    c.add(
        "ansible_vault_encrypted",
        "group_vars/prod/vault.yml:\n$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(4)),
        "db_password: !vault |\n  $ANSIBLE_VAULT;1.2;AES256;prod\n  " + "\n  ".join(hexs(80) for _ in range(3)),
    )
    c.add(
        "sealed_secret",
        f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: orders-db\nspec:\n  encryptedData:\n    password: Ag{b64(secrets.token_bytes(380))}",
        f"kubeseal output, safe to commit: encryptedData: {{ SLACK_TOKEN: Ag{b64(secrets.token_bytes(300))} }}",
    )
    c.add(
        "base64_non_secret",
        "ConfigMap binaryData:\n  favicon.png: " + png(80),
        "annotation checksum/config: " + b64(json.dumps({"replicas": 3, "logLevel": "info", "region": "eu-west-1", "featureFlags": ["new-checkout"]}).encode()),
        "cloud-init user_data (base64): " + b64(b"#cloud-config\npackage_update: true\npackages:\n  - htop\n  - jq\nruncmd:\n  - systemctl enable --now node_exporter\n"),
    )
    c.add(
        "version_string",
        f"nodes are on v1.29.4-eks-{hexs(7)}, control plane already on 1.30",
        f"go.mod pins github.com/acme/lib v0.0.0-{time.strftime('%Y%m%d%H%M%S', time.gmtime(time.time() - secrets.randbelow(10**7)))}-{hexs(12)}",
        f"Build #{secrets.randbelow(9000) + 1000} ({hexs(9)}) promoted to prod at 14:02 UTC; chart api-4.{secrets.randbelow(40)}.{secrets.randbelow(20)}.",
    )
    c.add(
        "cron_schedule",
        "0 3 * * 0  /usr/local/bin/pg_dump_all.sh >> /var/log/pgdump.log 2>&1",
        "schedule: \"*/15 * * * *\"  # cert-expiry checker CronJob",
    )
    c.add(
        "network_address",
        "VPC 10.40.0.0/16: private subnets 10.40.0.0/19, 10.40.32.0/19, 10.40.64.0/19; pods use 100.64.0.0/10.",
        f"DHCP reservation for the new switch: MAC {':'.join(hexs(12)[i:i + 2] for i in range(0, 12, 2))} -> 10.10.1.5",
        "Egress IPs to allowlist at the vendor: 203.0.113.17, 203.0.113.18 and 2001:db8:4f2a::/48",
    )
    c.add(
        "serial_number",
        f"RMA for the failed NVMe in db-03: serial S{rnd(UPPER + DIGITS, 14)}, WWN eui.{hexs(16)}",
        f"Le service tag Dell {rnd(UPPER + DIGITS, 7)} (baie B4, U12) est le nœud avec la barrette mémoire défectueuse.",
        f"YubiKey serial {digits(8, lead=True)} is assigned to the on-call laptop; the PIN is not written anywhere.",
    )
    c.add(
        "ticket_id",
        f"Postmortem for OPS-{secrets.randbelow(9000) + 1000}; PagerDuty incident Q{rnd(UPPER + DIGITS, 13)}.",
        f"Change request CHG{digits(7)} approved for the Saturday maintenance window.",
    )
    c.add(
        "prose_about_credentials",
        "Rotated the Datadog API key today; the new one is in Vault at secret/shared/datadog and the agents picked it up.",
        "The leaked GitHub token from INC-2231 was revoked 12 minutes after the push; nothing else needed rotating.",
        "Hemos rotado la contraseña de la réplica de Postgres; la nueva está solo en 1Password, bóveda Plataforma.",
        "Le token Terraform Cloud expire le 30 ; il faut en générer un nouveau et le mettre dans les variables du workspace.",
        "De root-wachtwoorden van de hypervisors staan in de kluis; vraag de dienstdoende voor toegang.",
    )
    c.add(
        "log_hex_address",
        f"panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x{hexs(7)}]\ngoroutine 214 [running]:\nmain.(*Handler).ServeHTTP(0xc000{hexs(6)}, ...)",
        f"kernel: nvme nvme0: I/O {secrets.randbelow(1000)} QID {secrets.randbelow(16)} timeout, aborting; RIP: 0010:0xffffffff{hexs(8)}",
        f"# A fatal error has been detected by the Java Runtime Environment:\n#  SIGSEGV (0xb) at pc=0x00007f{hexs(10)}, pid=4127, tid=0x00007f{hexs(10)}",
    )
    c.add(
        "terraform_lock_id",
        f"Error acquiring the state lock\nLock Info:\n  ID:        {uid()}\n  Path:      acme-tfstate/prod/network/terraform.tfstate\n  Operation: OperationTypeApply\n  Who:       runner@ci-7\n  Version:   1.8.5",
        f"terraform force-unlock {uid()}  # Lock vom abgebrochenen Pipeline-Lauf",
    )
    c.add(
        "cloudformation_stack_id",
        f"StackId: arn:aws:cloudformation:eu-west-1:{aws_account()}:stack/eks-nodegroup-blue/{uid()} is in UPDATE_ROLLBACK_FAILED",
        f"cdk deploy created stack ObservabilityStack ({uid()}) and bucket observabilitystack-logsbucket{rnd(LOWER + DIGITS, 12)}",
    )
    c.add(
        "helm_release_revision",
        "helm history api -n prod\nREVISION  UPDATED                   STATUS      CHART       APP VERSION\n41        Mon Feb 10 14:02:11 2025  superseded  api-4.12.0  2.8.0\n42        Tue Feb 11 09:30:45 2025  deployed    api-4.12.1  2.8.1",
        "the release history lives in Secrets named sh.helm.release.v1.api.v42; roll back with helm rollback api 41",
    )
    c.add(
        "feature_flag_key",
        "flag keys: checkout-v3-rollout (25%), search-new-ranker (off), billing-dual-write (on for internal)",
        f"O client-side ID do LaunchDarkly {hexs(24)} é público; vai no bundle web.",
    )
    c.add(
        "idempotency_key",
        f"retry the refund with header Idempotency-Key: {uid()} so it is not applied twice",
        f'{{"idempotency_key": "payout-{digits(6)}-retry-2", "amount": 1250, "currency": "EUR"}}',
    )
    c.add(
        "oauth_client_id",
        f"Google OAuth client id {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com is set in the SSO login page.",
        f"Okta app client_id 0oa{rnd(ALNUM, 17)} for Grafana SSO; the secret is in Vault.",
        f"GitHub App acme-deploy-bot: App ID {digits(6, lead=True)}, Client ID Iv1.{hexs(16)}",
    )
    c.add(
        "redacted_value",
        f"stripe says the key in use is sk_live_****{rnd(ALNUM, 4)}; it matches the one in Vault.",
        "password: [REDACTED]\nusername: svc-backup",
        f"DD_API_KEY=********************************{hexs(4)}  (agent status masks all but the last 4)",
        "Na config aparece db_password: '*****' porque o Helm marca o valor como sensível.",
    )
    c.add(
        "cloud_resource_id",
        f"i-0{hexs(16)} in subnet-0{hexs(16)} behind sg-0{hexs(16)} is the one failing health checks",
        f"AMI ami-0{hexs(16)} (al2023, built by packer run {digits(4, lead=True)}) replaces the old base image.",
        f"Azure subscription {uid()}, resource group rg-platform-weu, AKS cluster aks-prod-weu-01",
    )
    c.add(
        "account_identifier",
        f"AWS accounts: prod {aws_account()}, staging {aws_account()}, security {aws_account()} (all in the acme org).",
        f"Twilio account SID AC{hexs(32)} (the SID is not secret; the auth token is in Vault).",
        f"GCP project number {digits(12, lead=True)} (acme-prod-219), billing account {rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}",
    )
    c.add(
        "dashboard_url",
        f"Grafana: https://grafana.acme.internal/d/{rnd(ALNUM, 14)}/api-latency?orgId=1&from=now-6h",
        f"Runbook: https://wiki.acme.internal/spaces/SRE/pages/{digits(9, lead=True)}/pg-failover",
        f"Datadog notebook https://app.datadoghq.example/notebook/{digits(7, lead=True)}/incident-{uid()}",
    )
    c.add(
        "s3_object_path",
        f"s3://acme-pg-backups/wal/{hexs(24).upper()}/{hexs(24).upper()} is the last archived WAL segment",
        f"object version id {rnd(URLSAFE, 32)} of state/prod.tfstate is the one to restore",
    )
    c.add(
        "cache_and_build_key",
        f"GitHub Actions cache key: Linux-gradle-{hexs(64)}",
        f"webpack emitted main.{hexs(20)}.js and vendors.{hexs(8)}.chunk.js; the CDN purge used those names",
    )
    c.add(
        "k8s_uid_and_resource_version",
        f"metadata:\n  name: orders-db\n  namespace: prod\n  uid: {uid()}\n  resourceVersion: \"{digits(9, lead=True)}\"",
        f"Event: Warning FailedMount pod/{pod('api')} MountVolume.SetUp failed for volume \"pvc-{uid()}\"",
    )
    c.add(
        "ssh_config",
        "Host bastion-*\n  User ops\n  IdentityFile ~/.ssh/id_ed25519\n  ProxyJump jump.acme.internal\n  IdentitiesOnly yes",
        "ssh -i ~/.ssh/acme-deploy.pem ec2-user@10.40.3.17 (the key file is on your laptop, not in the repo)",
    )
    c.add(
        "log_line_with_token_word",
        f"{time.strftime('%Y-%m-%dT%H:%M:%SZ')} WARN auth: token expired for client_id=billing-worker, refreshing (kid={rnd(URLSAFE, 22)})",
        "level=info msg=\"password policy updated\" min_length=14 require_mfa=true",
    )
    c.add(
        "docker_login_prompt",
        "docker login harbor.acme.internal -u robot$ci --password-stdin < /run/secrets/harbor_token",
        "WARNING! Your password will be stored unencrypted in /home/ci/.docker/config.json. Configure a credential helper to remove this warning.",
    )
    return c


def main() -> None:
    write_corpora("make_heldout9.py", [
        ("heldout9_credentials.yaml", credentials(), "ninth blind batch of synthetic credentials, written without reading the detector or earlier corpora; none is real"),
        ("heldout9_lookalikes.yaml", lookalikes(), "ninth blind batch of legitimate notes that look like secrets, written without reading the detector or earlier corpora"),
    ])


if __name__ == "__main__":
    main()
