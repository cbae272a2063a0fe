# ruff: noqa: E501
"""Writes heldout229_credentials.yaml and heldout229_lookalikes.yaml: held-out batch 229.

Persona: an SRE in Berlin who writes her notes in German sprinkled with English tech terms.
She keeps Terraform Cloud and Hetzner Cloud API tokens, Grafana Cloud API keys, PostgreSQL
passwords inside connection strings, an Opsgenie API key, the Vault root token and unseal
keys, a Sentry auth token, a GitLab runner registration token, the Keycloak admin password
and the RabbitMQ management password. Her harmless notes are full of Hetzner server ids and
IPs, Terraform workspace ids, Grafana dashboard UIDs, Opsgenie alert ids, Vault accessors and
lease ids, Sentry issue ids, GitLab pipeline ids, Keycloak realm and client ids, RabbitMQ
routing keys and queue names, Kubernetes pod names, ticket numbers and hints about the
password policy.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

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
    aws_secret,
    b64,
    b64url,
    basic,
    digits,
    groups,
    hexs,
    kube_key_data,
    mac,
    openssh_private,
    phrase,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["kiefer", "spree", "laterne", "fahrrad", "wolke", "brezel", "kompass", "tunnel",
         "ufer", "möwe", "kastanie", "ampel", "dachs", "nebel", "gleis", "hafen", "zwiebel",
         "mauer", "birke", "funke", "schleuse", "kranich", "pflaume", "regal"]


def tfc_token() -> str:
    """A Terraform Cloud user or team API token."""
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def hcloud_token() -> str:
    """A Hetzner Cloud project API token: 64 letters and digits."""
    return rnd(ALNUM, 64)


def glc_key() -> str:
    """A Grafana Cloud access policy token: glc_ and a base64 JSON payload."""
    payload = {"o": digits(6, lead=True), "n": f"stack-{digits(6, lead=True)}-{pick('hm-write', 'logs-read', 'tf-provider', 'alloy')}",
               "k": rnd(ALNUM, 24), "m": {"r": pick("prod-eu-west-2", "prod-eu-west-3", "prod-eu-central-0")}}
    return "glc_" + b64url(payload)


def glsa_token() -> str:
    """A Grafana service account token."""
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def vault_root() -> str:
    return "hvs." + rnd(ALNUM, 24)


def vault_service_token() -> str:
    return "hvs.CAESI" + rnd(URLSAFE, 86)


def unseal_key() -> str:
    return b64(secrets.token_bytes(33))


def sentry_org_token() -> str:
    payload = {"iat": 1_730_000_000 + secrets.randbelow(20_000_000), "url": "https://sentry.acme.internal",
               "region_url": "https://sentry.acme.internal", "org": "acme"}
    return f"sntrys_{b64url(payload)}_{rnd(URLSAFE, 43)}"


def sentry_user_token() -> str:
    return "sntryu_" + hexs(64)


def runner_reg_token() -> str:
    return "GR1348941" + rnd(URLSAFE, 20)


def runner_auth_token() -> str:
    return "glrt-" + pick("t1_", "t2_", "") + rnd(URLSAFE, 20)


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def s3_access_key() -> str:
    """An S3-style access key id as Hetzner Object Storage or MinIO issues it."""
    return rnd(UPPER + DIGITS, 20)


def erlang_cookie() -> str:
    return rnd(UPPER, 20)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def server_id() -> str:
    return digits(8, lead=True)


def ipv4() -> str:
    return f"{pick('49.12', '78.46', '88.198', '95.216', '116.203', '128.140', '135.181', '157.90', '167.235')}.{secrets.randbelow(254) + 1}.{secrets.randbelow(254) + 1}"


def ipv6() -> str:
    return f"2a01:4f8:{hexs(4)}:{hexs(4)}::1"


def rsa_public_der_b64() -> str:
    head = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    return b64(head + b"\xc1" + secrets.token_bytes(255) + bytes.fromhex("0203010001"))


def vault_accessor() -> str:
    return rnd(ALNUM, 24)


def dash_uid() -> str:
    return rnd(ALNUM + "-_", pick(9, 12, 14))


def ws_id() -> str:
    return "ws-" + rnd(ALNUM, 16)


def run_id() -> str:
    return "run-" + rnd(ALNUM, 16)


def credentials() -> Rows:
    r = Rows()

    t = tfc_token
    r.add("terraform_cloud_api_token",
          f"Terraform Cloud Team-Token für infra-prod, bitte merken: {t()}",
          f"TF_TOKEN_app_terraform_io={t()}  (für die CI, läuft nie ab, ich weiß...)",
          f"~/.terraform.d/credentials.tfrc.json neu angelegt:\n{{\n  \"credentials\": {{\n    \"app.terraform.io\": {{\n      \"token\": \"{t()}\"\n    }}\n  }}\n}}",
          f"tfc user token (mein eigener, nicht team): {t()}",
          f"Org-Token acme-platform, nur für `tfe_workspace` imports gebraucht -> {t()}",
          f"terraform login hat nicht geklappt, token manuell eingetragen: {t()}")

    h = hcloud_token
    r.add("hetzner_cloud_api_token",
          f"HCLOUD_TOKEN für Projekt acme-prod (Read & Write): {h()}",
          f"Hetzner API Token, Projekt staging, read-only: {h()}",
          f"hcloud context create acme-prod\n> Token: {h()}",
          f"provider \"hcloud\" {{\n  token = \"{h()}\"   # TODO in tfvars auslagern!!\n}}",
          f"neues Token für den cluster-autoscaler (hcloud), das alte ist widerrufen: {h()}",
          f"hetzner token fsn1-lab: {h()}")

    r.add("grafana_cloud_api_key",
          f"Grafana Cloud Access Policy Token (metrics:write) für Alloy auf den Hetzner-Nodes: {glc_key()}",
          f"GRAFANA_CLOUD_API_KEY={glc_key()}",
          f"grafana cloud key fürs terraform provider (cloud_access_policy_token): {glc_key()}",
          f"Loki push von den VMs:\nuser: {digits(6, lead=True)}\npassword: {glc_key()}",
          f"merk dir bitte den Grafana-Cloud-Key für logs-read, Ablauf 2026: {glc_key()}",
          f"prometheus remote_write basic_auth password = {glc_key()}")

    r.add("grafana_service_account_token",
          f"Grafana SA token 'tf-dashboards' (Editor): {glsa_token()}",
          f"GRAFANA_AUTH={glsa_token()} für grizzly",
          f"Service-Account-Token für den Renderer-Check in grafana.acme.internal: {glsa_token()}",
          f"glsa fürs oncall plugin -> {glsa_token()}")

    def pg(user: str, host: str, db: str) -> str:
        return f"postgresql://{user}:{pw()}@{host}:5432/{db}"
    r.add("postgres_connection_string",
          f"DATABASE_URL={pg('app_orders', 'pg-primary.acme.internal', 'orders')}?sslmode=require",
          f"Verbindung zur Replica fürs Debugging: {pg('readonly', 'pg-replica-2.acme.internal', 'billing')}",
          f"psql \"host=10.0.3.14 port=5432 dbname=keycloak user=keycloak password={pw()} sslmode=verify-full\"",
          f"Patroni superuser, falls ich wieder nicht reinkomme: postgres / {pw()} (Cluster pg-main, fsn1)",
          f"pgbouncer → postgres://pgbouncer_admin:{pw()}@pgb.acme.internal:6432/pgbouncer",
          f"Grafana datasource postgres: host db-metrics.acme.test:5432, user grafana_ro, Passwort {pw()}")

    r.add("opsgenie_api_key",
          f"Opsgenie API Key (Integration 'Alertmanager prod'): {uid()}",
          f"curl -X POST https://api.eu.opsgenie.com/v2/alerts -H \"Authorization: GenieKey {uid()}\" -H 'Content-Type: application/json' -d '{{\"message\":\"test\"}}'",
          f"alertmanager.yml:\nreceivers:\n  - name: opsgenie\n    opsgenie_configs:\n      - api_key: {uid()}\n        api_url: https://api.eu.opsgenie.com/",
          f"opsgenie key fürs terraform (opsgenie provider, Rolle Admin): {uid()}",
          f"GenieKey Heartbeat-Integration: {uid()} — nur für den heartbeat ping von cron")

    r.add("vault_root_token",
          f"Vault ROOT TOKEN (nach dem rekey, nur im Notfall!!): {vault_root()}",
          f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_root()}",
          f"Initial Root Token: {vault_root()}",
          f"root token für vault-staging, wird nach dem Setup revoked: {vault_root()}",
          f"vault login {vault_root()}")

    def unseal_block() -> str:
        return "\n".join(f"Unseal Key {i}: {unseal_key()}" for i in range(1, 6))
    r.add("vault_unseal_keys",
          f"Vault prod init output (5 shares, threshold 3):\n{unseal_block()}",
          f"mein Unseal-Key-Share (Nr. 2): {unseal_key()}",
          f"vault operator unseal {unseal_key()}",
          f"Unseal Keys staging:\n1) {unseal_key()}\n2) {unseal_key()}\n3) {unseal_key()}",
          f"Recovery Key 1 (auto-unseal via transit): {unseal_key()}")

    r.add("sentry_auth_token",
          f"SENTRY_AUTH_TOKEN={sentry_org_token()}",
          f"Sentry org token für sourcemaps upload im frontend build: {sentry_org_token()}",
          f"sentry-cli login --auth-token {sentry_user_token()}",
          f"persönlicher Sentry User Token (scopes project:read, event:admin): {sentry_user_token()}",
          f".sentryclirc\n[auth]\ntoken={sentry_org_token()}\n[defaults]\nurl=https://sentry.acme.internal\norg=acme")

    r.add("gitlab_runner_registration_token",
          f"Runner Registration Token (Gruppe platform): {runner_reg_token()}",
          f"gitlab-runner register --url https://gitlab.acme.internal --registration-token {runner_reg_token()} --executor docker",
          f"neuer runner auth token (glrt) für den hetzner runner ccx33: {runner_auth_token()}",
          f"config.toml\n[[runners]]\n  name = \"hel1-docker-01\"\n  url = \"https://gitlab.acme.internal\"\n  token = \"{runner_auth_token()}\"\n  executor = \"docker\"",
          f"reg token vom Projekt infra/terraform, einmalig: {runner_reg_token()}")

    r.add("keycloak_admin_password",
          f"Keycloak admin (master realm): admin / {pw()}",
          f"KC_BOOTSTRAP_ADMIN_USERNAME=admin\nKC_BOOTSTRAP_ADMIN_PASSWORD={pw()}",
          f"KEYCLOAK_ADMIN_PASSWORD: {pw()}  # staging, sso.acme.test",
          f"kcadm.sh config credentials --server https://sso.acme.internal --realm master --user admin --password '{pw()}'",
          f"Keycloak Admin-Passwort nach dem Upgrade auf 26 geändert, neues: {pw()}")

    r.add("rabbitmq_management_password",
          f"RabbitMQ Management UI https://rabbit.acme.internal:15672 user admin pw {pw()}",
          f"rabbitmqctl change_password admin '{pw()}'",
          f"RABBITMQ_DEFAULT_USER=ops\nRABBITMQ_DEFAULT_PASS={pw()}",
          f"amqp://orders-svc:{pw()}@rabbitmq.acme.internal:5672/orders",
          f"Passwrt für den rabbit monitoring user (für den prometheus exporter): {pw()}",
          f"| Cluster | User | Passwort |\n|---|---|---|\n| rmq-prod | admin | {pw()} |\n| rmq-stage | admin | {pw()} |")

    r.add("rabbitmq_erlang_cookie",
          f"Erlang cookie vom rabbit cluster (muss auf allen 3 Nodes gleich sein): {erlang_cookie()}",
          f"/var/lib/rabbitmq/.erlang.cookie = {erlang_cookie()}",
          f"RABBITMQ_ERLANG_COOKIE={erlang_cookie()}",
          f"helm values: auth.erlangCookie: \"{erlang_cookie()}\"")

    r.add("gitlab_personal_access_token",
          f"GitLab PAT (api, read_registry) für renovate: {glpat()}",
          f"mein gitlab token, läuft am 31.03. ab: {glpat()}",
          f"git clone https://oauth2:{glpat()}@gitlab.acme.internal/infra/ansible.git",
          f"GITLAB_TOKEN={glpat()}  # für glab cli",
          f"Project Access Token infra/terraform (Maintainer): {glpat()}")

    r.add("ssh_private_key",
          f"Deploy-Key für den bastion (ed25519), privater Teil:\n{openssh_private()}",
          f"ssh key vom break-glass user, falls LDAP down ist:\n{openssh_private()}",
          f"id_ed25519 für die hetzner rescue systeme:\n{openssh_private()}",
          f"ansible_ssh_private_key (CI):\n{openssh_private()}")

    r.add("kubeconfig_client_key",
          f"kubeconfig admin@k8s-prod, client-key-data: {kube_key_data()}",
          f"users:\n- name: admin\n  user:\n    client-certificate-data: {b64(secrets.token_bytes(90))}\n    client-key-data: {kube_key_data()}",
          f"client key vom break-glass kubeconfig (k3s staging): {kube_key_data()}",
          f"k8s token für den ci-deployer serviceaccount: eyJhbGciOiJSUzI1NiIsImtpZCI6I{rnd(URLSAFE, 40)}.{rnd(URLSAFE, 240)}.{rnd(URLSAFE, 342)}")

    r.add("s3_object_storage_keys",
          f"Hetzner Object Storage (fsn1) für Terraform state backups:\naccess_key = {s3_access_key()}\nsecret_key = {aws_secret()}",
          f"AWS_ACCESS_KEY_ID={s3_access_key()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}  # restic → s3 bucket acme-backups",
          f"S3 keys für loki chunks: {s3_access_key()} / {aws_secret()}",
          f"rclone config [hetzner-s3] access_key_id = {s3_access_key()} secret_access_key = {aws_secret()} endpoint = fsn1.your-objectstorage.example",
          f"velero credentials-velero:\n[default]\naws_access_key_id={s3_access_key()}\naws_secret_access_key={aws_secret()}")

    r.add("hetzner_robot_webservice_password",
          f"Hetzner Robot Webservice User #ws+{rnd(LOWER + DIGITS, 8)} Passwort: {pw()}",
          f"robot api: curl -u '#ws+{rnd(LOWER + DIGITS, 8)}:{pw()}' https://robot-ws.your-server.example/server",
          f"Robot Login (Hauptaccount K{digits(7)}) PW: {pw()}",
          f"rescue system root pw für AX102 #{server_id()}: {rnd(ALNUM, 12)}")

    r.add("wireguard_private_key",
          f"wg0.conf auf dem bastion:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.1/24\nListenPort = 51820",
          f"WireGuard privkey für meinen Laptop (Büro-VPN): {wg_key()}",
          f"wg private key node fsn1-gw-2: {wg_key()}",
          f"PrivateKey={wg_key()} (homelab, nicht firma)")

    r.add("redis_password",
          f"REDIS_URL=redis://:{pw()}@redis-sessions.acme.internal:6379/0",
          f"requirepass {rnd(ALNUM, 32)}",
          f"redis-cli -h 10.0.4.20 -a '{pw()}' --no-auth-warning info replication",
          f"Redis Sentinel auth-pass mymaster {rnd(ALNUM, 24)}",
          f"redis pw (bitnami chart, staging): {pw()}")

    r.add("keycloak_client_secret",
          f"Keycloak client secret für grafana-oauth: {rnd(ALNUM, 32)}",
          f"GF_AUTH_GENERIC_OAUTH_CLIENT_SECRET={rnd(ALNUM, 32)}",
          f"oauth2-proxy --client-id=argocd --client-secret={rnd(ALNUM, 32)} --provider=keycloak-oidc",
          f"client 'gitlab' im realm acme, Credentials-Tab → Secret: {rnd(ALNUM, 32)}",
          f"Secret vom service client 'backup-bot' (client_credentials grant): {rnd(ALNUM, 32)}")

    def slack_hook() -> str:
        return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"
    r.add("alertmanager_slack_webhook",
          f"Slack webhook für #alerts-prod: {slack_hook()}",
          f"slack_configs:\n  - api_url: {slack_hook()}\n    channel: '#oncall'",
          f"Webhook für den Deploy-Bot (#deployments): {slack_hook()}",
          f"falls der alertmanager secret verloren geht, hier die hook URL: {slack_hook()}")

    r.add("luks_passphrase",
          f"LUKS Passphrase für die Backup-Platte im Büro: {phrase(WORDS, 6, '-')}",
          f"cryptsetup passphrase laptop (neu seit Januar): {phrase(WORDS, 5)} {digits(3)}",
          f"Dropbear initramfs unlock für den dedicated server #{server_id()}: {rnd(ALNUM + '!#%&', 24)}",
          f"LUKS keyslot 1 (Notfall) → {phrase(WORDS, 7, '.')}")

    def robot_token() -> str:
        return rnd(ALNUM, 32)
    r.add("harbor_robot_token",
          f"Harbor robot account robot$ci-push, Secret: {robot_token()}",
          f"docker login harbor.acme.internal -u 'robot$infra+renovate' -p {robot_token()}",
          f"imagePullSecret für harbor (robot$k8s-pull): {robot_token()}",
          f"registry creds: user robot$gitlab-ci / {robot_token()}")

    r.add("github_token",
          f"GitHub token für den terraform-provider-mirror: {ghp()}",
          f"GH_TOKEN={ghp()} (nur public_repo scope, für release downloads)",
          f"fine-grained PAT (github, acme-oss): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"renovate github.com token wegen rate limit: {ghp()}")

    r.add("sops_age_key",
          f"SOPS age key für das infra repo (~/.config/sops/age/keys.txt):\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"SOPS_AGE_KEY={age_secret_key()}",
          f"age secret key flux-system (kubectl create secret generic sops-age --from-file): {age_secret_key()}",
          f"Backup meines age keys: {age_secret_key()}")

    r.add("basic_auth_header",
          f"Authorization: Basic {basic('prometheus', pw())}  (für den federation endpoint)",
          f"Basic-Auth für das Traefik dashboard: ops / {pw()}",
          f"curl -H 'Authorization: Basic {basic('scraper', rnd(ALNUM, 20))}' https://pushgateway.acme.internal/metrics",
          f"nginx auth für kibana: logs:{pw()}")

    r.add("mfa_recovery_codes",
          f"Hetzner Console 2FA recovery codes:\n{recovery_codes(8, 'plain')}",
          f"GitLab Recovery Codes (admin account):\n{recovery_codes(10, 'github')}",
          f"Grafana Cloud backup codes: {recovery_codes(6, 'digits')}",
          f"Backup-Codes für den Opsgenie Login\n{recovery_codes(8, 'plain')}",
          f"Keycloak OTP? nein, Wiederherstellungscodes vom Sentry-Account:\n{recovery_codes(8, 'github')}")

    r.add("totp_secret",
          f"TOTP seed break-glass admin (Keycloak master): {totp_seed()}",
          f"otpauth://totp/Hetzner:ops@acme.example?secret={totp_seed()}&issuer=Hetzner",
          f"2FA secret vom shared oncall account, damit wir es zu zweit im Authenticator haben: {groups(totp_seed(), 4)}",
          f"Vault MFA TOTP key für userpass/ops: {totp_seed()}")

    r.add("grafana_admin_password",
          f"Grafana admin pw (self-hosted, grafana.acme.internal): {pw()}",
          f"GF_SECURITY_ADMIN_PASSWORD={pw()}",
          f"grafana-cli admin reset-admin-password '{pw()}'",
          f"adminPassword: {pw()}  # kube-prometheus-stack values, staging")

    r.add("minio_root_credentials",
          f"MINIO_ROOT_USER=minioadmin\nMINIO_ROOT_PASSWORD={rnd(ALNUM, 24)}",
          f"mc alias set lab https://minio.acme.test {s3_access_key()} {aws_secret()}",
          f"MinIO root für den Thanos store: admin / {pw()}",
          f"minio console login (backup box): root {rnd(ALNUM, 20)}")

    r.add("laptop_login_password",
          f"neues Firmen-Laptop Passwort (nach dem Reset durch IT): {pw()}",
          f"Login Ubuntu Workstation: lena / {pw()}",
          f"Passwort für den Admin-Account auf dem Windows-Jump-Host: {pw()}",
          f"Sudo-PW auf der VM im Büro: {rnd(ALNUM + '!%', 14)}")

    r.add("cloudflare_api_token",
          f"Cloudflare API Token (Zone DNS edit für acme.example) für cert-manager: {rnd(URLSAFE, 40)}",
          f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}",
          f"external-dns cloudflare token: {rnd(URLSAFE, 40)}",
          f"cf token terraform (account-level, Workers): {rnd(URLSAFE, 40)}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("hetzner_server_id",
          f"Server #{server_id()} (AX102, fsn1-dc14) macht wieder SMART-Fehler, Ticket bei Hetzner offen.",
          f"hcloud server describe {server_id()} zeigt status off, keine Ahnung warum",
          f"Die neuen CCX33 für k8s-prod: {server_id()}, {server_id()}, {server_id()}",
          f"Robot Server Nummer {digits(7, lead=True)} wird zum 30.06. gekündigt.",
          f"Volume {server_id()} (100 GB) hängt noch an worker-3, vor dem Löschen detachen.")

    r.add("hetzner_server_ip",
          f"bastion: {ipv4()} / {ipv6()}",
          f"Floating IP {ipv4()} gehört jetzt zum Load Balancer lb-ingress-prod.",
          f"Firewall-Regel: SSH nur von {ipv4()}/32 (Büro) und {ipv4()}/32 (VPN).",
          f"IPs der Postgres-Nodes: pg-1 {ipv4()}, pg-2 {ipv4()}, pg-3 {ipv4()}",
          f"Private Netz 10.0.0.0/16, Subnet 10.0.3.0/24 für die DBs, Gateway {ipv4()}")

    r.add("terraform_workspace_id",
          f"TFC Workspace infra-prod = {ws_id()}",
          f"Workspace-ID für den tfe_workspace import: terraform import tfe_workspace.net acme-platform/{ws_id()}",
          f"https://app.terraform.io/app/acme-platform/workspaces/hcloud-staging (id {ws_id()})",
          f"Run trigger von {ws_id()} nach {ws_id()} eingerichtet.",
          f"Project id prj-{rnd(ALNUM, 16)}, Workspaces darin: network, k8s, dns")

    r.add("terraform_run_id",
          f"Run {run_id()} hängt seit 20 min in 'planning', neu gestartet.",
          f"apply fehlgeschlagen: {run_id()} — hcloud rate limit (429)",
          f"Policy check failed in {run_id()}, sentinel: require-labels",
          f"state version sv-{rnd(ALNUM, 16)} ist die letzte gute vor dem Unfall")

    r.add("grafana_dashboard_uid",
          f"Dashboard 'Postgres Overview': https://grafana.acme.internal/d/{dash_uid()}/postgres-overview?orgId=1",
          f"Node-Exporter Full hat uid {dash_uid()}, im Terraform als grafana_dashboard.node",
          f"Panel-Link fürs Runbook: /d/{dash_uid()}/rabbitmq?viewPanel=12",
          f"folder uid {dash_uid()} = 'SRE Team'",
          f"Alert-Rule uid {dash_uid()} feuert zu oft, Schwelle auf 85% hochsetzen")

    r.add("opsgenie_alert_id",
          f"Opsgenie Alert {uid()} (tinyId {secrets.randbelow(9000) + 100}) war ein false positive.",
          f"https://acme.app.eu.opsgenie.com/alert/detail/{uid()}/details",
          f"Incident #{secrets.randbelow(900) + 100} in Opsgenie, alias disk-full-pg-2",
          f"Schedule-ID für die SRE-Rotation: {uid()}",
          f"Escalation policy {uid()} hat noch Max als Level 2 drin")

    r.add("vault_accessor",
          f"Accessor vom alten CI-Token: {vault_accessor()} → vault token revoke -accessor benutzt",
          f"vault token lookup -accessor {vault_accessor()}",
          f"auth/kubernetes mount accessor: auth_kubernetes_{hexs(8)}",
          f"entity id {uid()}, alias in oidc mount auth_oidc_{hexs(8)}",
          f"Audit log: accessor {vault_accessor()} hat um 03:12 die db creds gelesen — war der backup job")

    r.add("vault_lease_id",
          f"lease id: database/creds/readonly/{vault_accessor()}",
          f"vault lease revoke -prefix database/creds/orders-rw/ hat 312 leases gekillt, u.a. database/creds/orders-rw/{vault_accessor()}",
          f"Lease {pick('pki_int/issue/acme-internal', 'aws/creds/deploy', 'rabbitmq/creds/orders')}/{vault_accessor()} läuft in 768h ab",
          f"vault lease renew database/creds/grafana/{vault_accessor()}",
          f"lease_duration 3600, renewable true, lease_id rabbitmq/creds/monitoring/{vault_accessor()}")

    r.add("sentry_issue_id",
          f"Sentry Issue BACKEND-{rnd(UPPER + DIGITS, 3)} (ID {digits(10, lead=True)}) wieder aufgetaucht nach dem Deploy.",
          f"https://sentry.acme.internal/organizations/acme/issues/{digits(7, lead=True)}/?project=4",
          f"event id {hexs(32)} — OOM im worker",
          f"Release orders-api@{hexs(12)} hat 3 neue Issues",
          f"Sentry trace {hexs(32)} zeigt 2,4 s in der keycloak token introspection")

    r.add("sentry_dsn",
          f"Frontend DSN (public, steht eh im JS bundle): https://{hexs(32)}@sentry.acme.internal/{secrets.randbelow(40) + 2}",
          f"SENTRY_DSN für den staging checkout-web: https://{hexs(32)}@sentry.acme.test/{secrets.randbelow(40) + 2}",
          f"Sentry project checkout-web, Client Key (DSN) public key {hexs(32)}",
          f"Loader script: https://sentry.acme.internal/js-sdk-loader/{hexs(32)}.min.js")

    r.add("gitlab_pipeline_id",
          f"Pipeline #{digits(6, lead=True)} auf main ist rot, terraform fmt check.",
          f"https://gitlab.acme.internal/infra/terraform/-/pipelines/{digits(6, lead=True)}",
          f"Job {digits(7, lead=True)} (deploy:prod) manuell retried",
          f"MR !{secrets.randbelow(900) + 100} wartet auf Approval, pipeline {digits(6, lead=True)} grün",
          f"Artifacts von Job {digits(7, lead=True)} laufen am Freitag ab, plan.json vorher sichern")

    r.add("keycloak_realm_client_id",
          f"Realm acme, Client-ID grafana-oauth, interne id {uid()}",
          "OIDC issuer: https://sso.acme.internal/realms/acme — client_id: argocd (public client, PKCE)",
          f"Keycloak user id {uid()} gehört zu svc-backup, nicht löschen",
          f"Realms: master, acme, acme-staging, partners. Client scope id {uid()}",
          "Identity Provider alias gitlab-acme, redirect https://sso.acme.internal/realms/acme/broker/gitlab-acme/endpoint")

    r.add("rabbitmq_queue_name",
          f"Queue amq.gen-{rnd(URLSAFE, 22)} ist exklusiv vom consumer, ignorieren",
          f"orders.created.v2 hat 48k messages ready, consumer {rnd(LOWER + DIGITS, 6)} hängt",
          "DLQ: orders.dlq — Messages seit 02:00, siehe x-death header",
          f"consumer tag amq.ctag-{rnd(URLSAFE, 22)} auf Kanal 3",
          "Quorum queues migriert: billing.invoice.q, billing.retry.q, notify.email.q")

    r.add("rabbitmq_routing_key",
          "routing key order.*.eu.created geht an exchange orders.topic",
          f"binding: exchange events → queue audit.{hexs(6)} mit routing key audit.#",
          f"message_id {uid()} mit routing key payment.failed doppelt zugestellt",
          "Shovel von rmq-old nach rmq-prod, routing key unverändert, ack-mode on-confirm")

    r.add("kubernetes_pod_name",
          f"{pod_name('orders-api')} im CrashLoopBackOff, exit code 137",
          f"kubectl -n monitoring logs {pod_name('alloy')} --previous",
          f"{pod_name('keycloak')} und {pod_name('keycloak')} laufen auf dem gleichen Node, anti-affinity fehlt",
          f"Evicted: {pod_name('rabbitmq-exporter')} (ephemeral storage)",
          f"kubectl exec -it {pod_name('vault-agent-injector')} -- sh")

    r.add("ticket_number",
          f"OPS-{secrets.randbelow(9000) + 1000}: Vault auf 1.18 upgraden",
          f"Hetzner Support-Ticket {digits(8, lead=True)} wegen Netzwerkausfall fsn1",
          f"INC-{digits(5, lead=True)} Postmortem bis Donnerstag",
          f"Change CHG{digits(7)} für das Keycloak Update am Sonntag",
          f"SRE-{secrets.randbelow(900) + 100} und SRE-{secrets.randbelow(900) + 100} hängen zusammen (Opsgenie routing)")

    r.add("password_policy_note",
          "Passwort-Richtlinie Keycloak: min. 14 Zeichen, 1 Sonderzeichen, nicht die letzten 5, Ablauf 365 Tage.",
          "Laut ISMS: Service-Passwörter mind. 32 Zeichen, zufällig generiert, nie per Slack.",
          "Policy im Realm acme: length(12) and notUsername and passwordHistory(5) and hashIterations(210000)",
          "RabbitMQ: default guest user deaktivieren, Passwörter nur über Vault dynamic secrets.",
          "Merke: Break-glass Passwörter werden nach jeder Nutzung rotiert, Vier-Augen-Prinzip.")

    r.add("vault_secret_path",
          "Keycloak admin PW liegt in Vault unter secret/data/keycloak/prod/admin",
          "HCLOUD_TOKEN kommt aus kv/infra/hcloud/acme-prod (field: token)",
          "Opsgenie key: vault kv get -field=api_key secret/opsgenie/alertmanager",
          "db creds für orders: vault read database/creds/orders-rw (TTL 1h)",
          "Unseal Keys sind NICHT in Vault (logisch), sondern in den 5 Umschlägen im Tresor, Raum 3.14")

    r.add("ci_secret_reference",
          "token: ${{ secrets.TF_API_TOKEN }}",
          "GitLab CI Variable SENTRY_AUTH_TOKEN ist masked + protected, nur auf main verfügbar.",
          "export HCLOUD_TOKEN=\"$(vault kv get -field=token kv/infra/hcloud/acme-prod)\"",
          "valueFrom:\n  secretKeyRef:\n    name: rabbitmq-default-user\n    key: password",
          "ExternalSecret grafana-cloud-token → ClusterSecretStore vault-backend, key grafana/cloud, property glc")

    r.add("masked_token",
          f"altes Terraform Token endete auf ...{rnd(ALNUM, 4)}, ist revoked",
          f"glpat-****************{rnd(URLSAFE, 4)} (läuft ab, neu erstellen)",
          "Vault token: hvs.************************ (im Log maskiert, passt)",
          f"Hetzner zeigt nur das Präfix: {rnd(ALNUM, 4)}…, Rest nicht mehr abrufbar",
          "KC_BOOTSTRAP_ADMIN_PASSWORD=<redacted> in docker inspect, gut so")

    r.add("ssh_host_fingerprint",
          f"Host key fingerprint bastion: SHA256:{rnd(B64, 43)} (ED25519)",
          f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} lena@acme-laptop",
          f"known_hosts Eintrag für rescue: {ipv4()} ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
          f"Fingerprint vom neuen Server passt: SHA256:{rnd(B64, 43)}")

    r.add("container_image_digest",
          f"harbor.acme.internal/platform/keycloak@sha256:{hexs(64)}",
          f"Rollback auf Digest sha256:{hexs(64)} (orders-api 2.14.1)",
          f"Container ID {hexs(12)} im OOM gestorben",
          f"cosign verify ok für sha256:{hexs(64)}")

    r.add("git_commit_sha",
          f"Fix für den Terraform drift ist in Commit {hexs(40)}",
          f"revert {hexs(8)} — hat den Vault agent kaputt gemacht",
          f"Tag v3.2.0 → {hexs(40)}",
          f"git bisect: erster schlechter commit {hexs(12)}")

    r.add("sops_age_recipient",
          f".sops.yaml creation_rules: age: {age_public_key()}",
          f"Public key von Jonas für sops: {age_public_key()}",
          f"Recipients prod: {age_public_key()}, {age_public_key()}",
          f"age recipient flux cluster staging: {age_public_key()}")

    r.add("wireguard_public_key",
          f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.99.0.7/32\nEndpoint = {ipv4()}:51820",
          f"WireGuard pubkey vom bastion: {wg_key()}",
          f"Peer mit PublicKey {wg_key()} hat letzten Handshake vor 3 Tagen — Laptop von Tim?",
          f"public key gw-2 (für die peers config): {wg_key()}")

    r.add("keycloak_realm_public_key",
          f"Realm acme RS256 public key (aus /realms/acme):\n{rsa_public_der_b64()}",
          f"JWKS kid {rnd(URLSAFE, 43)} ist der aktive Signing Key, public key für das API-Gateway: {rsa_public_der_b64()}",
          f"-----BEGIN PUBLIC KEY-----\n{rsa_public_der_b64()}\n-----END PUBLIC KEY-----\n(Keycloak staging, für die Token-Validierung im Envoy)")

    r.add("terraform_state_lock_id",
          f"Lock Info: ID {uid()}, Path acme-tfstate/network/terraform.tfstate, Who runner@{pod_name('gitlab-runner')}",
          f"terraform force-unlock {uid()}",
          f"State lock {uid()} hängt noch vom abgebrochenen Job",
          f"state serial 482, lineage {uid()}")

    r.add("password_rotation_note",
          "Keycloak admin PW am 14.03. rotiert, neues liegt im 1Password Tresor 'Infra-Breakglass'.",
          "RabbitMQ Management Passwort muss bis Ende Q2 gewechselt werden (Audit-Finding A-7).",
          "Vault root token nach dem Rekey revoked, neues wird nur per generate-root erzeugt.",
          "Postgres Passwörter rotieren jetzt automatisch über Vault (rotation_period 24h).",
          "Hetzner API Tokens: jährliche Rotation, Erinnerung im Kalender am 01.09.")

    r.add("vault_status_output",
          f"Seal Type shamir\nInitialized true\nSealed true\nTotal Shares 5\nThreshold 3\nUnseal Progress 1/3\nUnseal Nonce {uid()}\nVersion 1.17.6",
          f"vault status: HA Enabled true, HA Cluster https://vault-0.vault-internal:8201, Raft Committed Index {digits(6, lead=True)}",
          "vault operator init -key-shares=5 -key-threshold=3 (Output NICHT hier speichern!)",
          f"Cluster ID {uid()}, cluster name vault-cluster-{hexs(8)}")

    r.add("request_trace_id",
          f"x-request-id {uid()} → 502 vom ingress",
          f"traceparent 00-{hexs(32)}-{hexs(16)}-01",
          f"Loki query {{app=\"orders-api\"}} |= \"{hexs(16)}\" findet den span",
          f"Correlation-ID {uid()} im Keycloak event log (LOGIN_ERROR, invalid_user_credentials)")

    r.add("gitlab_runner_id",
          f"Runner #{digits(3, lead=True)} (hel1-docker-01), system_id s_{hexs(12)}",
          f"runner {rnd(LOWER + DIGITS, 8)} ist offline seit dem Kernel-Update",
          f"Runner tags: hetzner, docker, ccx33 — id {digits(4, lead=True)}",
          f"Runner Manager MAC {mac()} im Robot als vSwitch-Member eingetragen")

    r.add("grafana_stack_id",
          f"Grafana Cloud Stack acme-prod, Instance ID {digits(6, lead=True)}, Prometheus User {digits(7, lead=True)}",
          f"Loki endpoint https://logs-prod-012.grafana.example/loki/api/v1/push, user {digits(6, lead=True)}",
          f"OTLP gateway: https://otlp-gateway-prod-eu-west-2.grafana.example/otlp, instance {digits(6, lead=True)}",
          f"Org slug acme, org id {digits(6, lead=True)}, Access Policy 'alloy-write' (Scopes metrics:write logs:write)")

    r.add("tls_certificate_fingerprint",
          f"cert sso.acme.internal SHA-256 Fingerprint: {':'.join(hexs(64)[i:i + 2].upper() for i in range(0, 64, 2))}",
          f"Serial {':'.join(secrets.token_hex(1) for _ in range(16))} — Let's Encrypt R11, läuft am 12.08. ab",
          f"Vault PKI intermediate serial {'-'.join(secrets.token_hex(1) for _ in range(20))}",
          f"CA bundle pin sha256/{rnd(B64, 43)}=")

    r.add("secret_settings_numbers",
          "password_encryption = scram-sha-256, max_connections = 400, shared_buffers = 8GB",
          "Vault token TTL default 768h, max_ttl 8760h, period für den CI-Token 24h",
          "RabbitMQ: vm_memory_high_watermark 0.6, heartbeat 60, password hashing rabbit_password_hashing_sha256",
          f"Keycloak brute force detection: max failures 5, wait increment 60s, token lifespan 300s, realm id {uid()}",
          "Opsgenie API rate limit 600 req/min, Sentry auth token scopes: project:releases, org:read")

    return r


def main() -> None:
    write_corpora("make_heldout229.py", [
        ("heldout229_credentials.yaml", credentials(), "Held-out batch 229: credentials a Berlin SRE keeps (Terraform Cloud, Hetzner, Grafana Cloud, Vault, Sentry, GitLab runner, Keycloak, RabbitMQ, Postgres)"),
        ("heldout229_lookalikes.yaml", lookalikes(), "Held-out batch 229: a Berlin SRE's harmless notes with ids, public keys, masked values, secret references and policy talk"),
    ])


if __name__ == "__main__":
    main()
