# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout40_credentials.yaml and heldout40_lookalikes.yaml: held-out batch 40.

Persona: a site-reliability engineer at a mid-size SaaS company in Toronto who keeps terse,
shorthand notes in English, full of pasted config: kubectl/helm/terraform/vault command lines,
YAML, HCL, INI, .properties and JSON pastes, runbook bullets, Slack-style messages and
incident timeline lines. The credentials are the ones such a person handles (cloud service
accounts and client secrets, storage keys and SAS tokens, Vault/Consul/Nomad tokens,
observability API keys, broker and database passwords, break-glass accounts); the look-alikes
are the identifiers, references, public keys, digests and masked values around them.

The batch was written blind: its author never read the detector, its tests or the other
corpora, only make_heldout.py for its helpers. Every value is synthetic and drawn at run time
from the `secrets` module; hosts are under `.example`, `.internal`, `.test` or `acme`.
"""

from __future__ import annotations

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
    aws_account,
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
    mac,
    openssh_private,
    pem,
    pick,
    pod_name,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

STREETS = ["Danforth", "Spadina", "Ossington", "Bathurst", "Dufferin", "Queen", "Bloor", "Yonge", "Kingston", "Lakeshore"]
THINGS = ["Streetcar", "Raccoon", "Maple", "Leafs", "Raptors", "Ferry", "Ravine", "Poutine", "Islanders", "Subway"]
WORDS = ["granite", "ferry", "harbour", "juniper", "lantern", "pylon", "tundra", "cobalt", "walnut", "quartz", "otter", "cedar", "falcon", "meadow"]
LDH = LOWER + DIGITS


def human_pw() -> str:
    """A password a person typed, or one a manager generated."""
    return pick(
        f"{pick(*STREETS)}{pick('!', '#', '@', '.', '$')}{pick(*THINGS)}{digits(pick(2, 3, 4))}",
        f"{pick(*THINGS).lower()}-{pick(*STREETS).lower()}-{digits(2)}{pick('!', '?', '%')}",
        f"{pick(*THINGS)}{digits(4)}{pick('!', '#', '*')}{rnd(ALNUM, 3)}",
        rnd(ALNUM + "!#%&*+-_", pick(14, 16, 20)),
        f"{pick(*WORDS).capitalize()}-{pick(*WORDS)}-{pick(*WORDS)}-{digits(2)}",
    )


def gen_pw(n: int = 24) -> str:
    return rnd(ALNUM, n)


def sa_private_key() -> str:
    """A PKCS#8 RSA key the way a GCP key file escapes it inside JSON."""
    head = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7")
    body = b64(head + secrets.token_bytes(48 * pick(5, 6, 7)))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"


def gcp_sa_json(project: str, name: str, compact: bool = True) -> str:
    data = {
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": "@@KEY@@",
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
    }
    text = json.dumps(data) if compact else json.dumps(data, indent=1)
    return text.replace("@@KEY@@", sa_private_key())


def azure_secret() -> str:
    return f"{rnd(ALNUM, 3)}{digits(1)}Q~{rnd(ALNUM + '_~.-', 34)}"


def storage_key() -> str:
    return b64(secrets.token_bytes(64))


def sas_sig() -> str:
    return b64(secrets.token_bytes(32)).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def vault_token() -> str:
    return f"hvs.{rnd(ALNUM, 24)}"


def unseal_key() -> str:
    return b64(secrets.token_bytes(33))


def glsa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def pd_key() -> str:
    return pick("u+", "y_") + rnd(URLSAFE, 18)


def nr_license(eu: bool = False) -> str:
    return ("eu01xx" + hexs(30) if eu else hexs(36)) + "NRAL"


def nr_user() -> str:
    return f"NRAK-{rnd(UPPER + DIGITS, 27)}"


def pem_key(label: str, lines: int = 4) -> str:
    return pem(label, lines)


def jenkins_token() -> str:
    return "11" + hexs(32)


def totp_seed(n: int = 32) -> str:
    return rnd(BASE32, n)


def ghp() -> str:
    return f"ghp_{rnd(ALNUM, 36)}"


def sa_jwt(ns: str, sa: str) -> str:
    claims = {"iss": "https://kubernetes.default.svc.cluster.local", "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uid()}}, "sub": f"system:serviceaccount:{ns}:{sa}", "exp": 1_900_000_000 + secrets.randbelow(10**7)}
    return jwt(claims, "RS256", rnd(URLSAFE, 342))


def sha256() -> str:
    return hexs(64)


def b64json(data: dict) -> str:
    return b64(json.dumps(data, separators=(",", ":")).encode())


def credentials() -> Rows:
    r = Rows()
    proj = pick("acme-prod-tor", "acme-platform-prd", "acme-data-ca")

    r.add(
        "gcp_sa_key",
        f"sa key for the velero backups bucket (rotate by 2025-09):\n{gcp_sa_json(proj, 'velero-backup')}",
        f"cat > /tmp/ci-deployer.json <<'EOF'\n{gcp_sa_json('acme-ci-tools', 'ci-deployer', compact=False)}\nEOF",
        f"GOOGLE_CREDENTIALS='{gcp_sa_json(proj, 'terraform-runner')}' terraform plan -var-file=prod.tfvars",
    )
    r.add(
        "azure_sp_secret",
        f"az ad sp create-for-rbac --name sp-tf-canadacentral --role Contributor\n{{\n  \"appId\": \"{uid()}\",\n  \"displayName\": \"sp-tf-canadacentral\",\n  \"password\": \"{azure_secret()}\",\n  \"tenant\": \"{uid()}\"\n}}",
        f"export ARM_TENANT_ID={uid()}\nexport ARM_SUBSCRIPTION_ID={uid()}\nexport ARM_CLIENT_ID={uid()}\nexport ARM_CLIENT_SECRET='{azure_secret()}'",
        f"@priya new secret for the grafana AAD app reg -> client id {uid()} / tenant {uid()} / secret {azure_secret()} (exp 2026-03-31), old one revoked at 14:05",
    )
    r.add(
        "azure_storage_key",
        f"DefaultEndpointsProtocol=https;AccountName=acmetorbackups;AccountKey={storage_key()};EndpointSuffix=core.windows.net",
        f"velero creds file (credentials-velero):\nAZURE_STORAGE_ACCOUNT_ACCESS_KEY={storage_key()}\nAZURE_CLOUD_NAME=AzurePublicCloud",
        f"az storage blob upload -c pgdumps --account-name acmeprodlogs --account-key '{storage_key()}' -f ./orders-2024-11-03.sql.gz",
    )
    r.add(
        "azure_sas",
        f"sas for vendor upload (write only, 7d): https://acmeingest.blob.core.windows.net/vendor-drop?sv=2022-11-02&ss=b&srt=co&sp=wlc&se=2025-02-14T23:59:59Z&st=2025-02-07T00:00:00Z&spr=https&sig={sas_sig()}",
        f"azcopy copy ./exports/ \"https://acmearchive.blob.core.windows.net/q4?sv=2023-01-03&sr=c&sp=racwl&se=2025-01-31T05:00:00Z&sig={sas_sig()}\" --recursive",
        f"BlobEndpoint=https://acmetorlogs.blob.core.windows.net/;SharedAccessSignature=sv=2022-11-02&ss=bfqt&srt=sco&sp=rl&se=2025-06-30T04:00:00Z&spr=https&sig={sas_sig()}",
    )
    r.add(
        "tfc_token",
        f"~/.terraform.d/credentials.tfrc.json\n{{\n  \"credentials\": {{\n    \"app.terraform.io\": {{ \"token\": \"{tfc_token()}\" }}\n  }}\n}}",
        f"TFC team token for sre-automation (owners team, do NOT use for CI): {tfc_token()}",
        f"export TF_TOKEN_app_terraform_io={tfc_token()}\nterraform -chdir=envs/prod init",
    )
    r.add(
        "vault_root_token",
        f"DR drill 2024-10-22: generated new root via generate-root, token {vault_token()} -- revoke after drill!!",
        f"VAULT_ADDR=https://vault.acme.internal:8200 VAULT_TOKEN={vault_token()} vault secrets enable -path=kv-sre kv-v2",
        f"vault login {vault_token()}\nvault policy write sre-admin sre-admin.hcl",
    )
    r.add(
        "vault_unseal",
        "vault operator init -key-shares=5 -key-threshold=3\n" + "\n".join(f"Unseal Key {i}: {unseal_key()}" for i in range(1, 6)) + f"\n\nInitial Root Token: {vault_token()}",
        f"unseal keys (my 2 shares, other 3 w/ Marco + Dev):\n{unseal_key()}\n{unseal_key()}",
        f"vault operator unseal {unseal_key()}   # share 3/5, node vault-2",
    )
    r.add(
        "consul_acl",
        f"export CONSUL_HTTP_ADDR=https://consul.acme.internal:8501\nexport CONSUL_HTTP_TOKEN={uid()}",
        f"consul acl token create -description 'prometheus sd' -policy-name prom-read\nAccessorID:       {uid()}\nSecretID:         {uid()}\nDescription:      prometheus sd\nLocal:            false",
        f"agent.hcl:\nacl {{\n  enabled = true\n  default_policy = \"deny\"\n  tokens {{\n    agent  = \"{uid()}\"\n    default = \"{uid()}\"\n  }}\n}}",
    )
    r.add(
        "nomad_token",
        f"nomad acl bootstrap\nAccessor ID  = {uid()}\nSecret ID    = {uid()}\nName         = Bootstrap Token\nType         = management\nGlobal       = true",
        f"NOMAD_ADDR=https://nomad.acme.internal:4646 NOMAD_TOKEN={uid()} nomad job run batch/reindex.nomad.hcl",
        f"ci nomad token (submit-job policy only) -> {uid()}",
    )
    r.add(
        "grafana_admin",
        f"grafana.ini\n[security]\nadmin_user = admin\nadmin_password = {human_pw()}\ndisable_gravatar = true",
        f"helm upgrade --install grafana grafana/grafana -n monitoring --set adminPassword='{human_pw()}' -f grafana-values.yaml",
        f"grafana.acme.internal admin login: admin / {human_pw()}  (reset after the SSO outage)",
    )
    r.add(
        "grafana_sa_token",
        f"curl -s -H 'Authorization: Bearer {glsa()}' https://grafana.acme.internal/api/dashboards/uid/k8s-nodes | jq .meta",
        f"provider \"grafana\" {{\n  url  = \"https://grafana.acme.internal\"\n  auth = \"{glsa()}\"\n}}",
        f"SA 'dash-exporter' token: {glsa()}",
    )
    r.add(
        "pagerduty",
        f"curl -H 'Authorization: Token token={pd_key()}' -H 'Accept: application/vnd.pagerduty+json;version=2' https://api.pagerduty.com/oncalls",
        f"alertmanager.yml\nreceivers:\n- name: pd-sre-critical\n  pagerduty_configs:\n  - routing_key: {hexs(32)}\n    severity: critical",
        f"PD REST api key for the escalation-sync script: {pd_key()}",
    )
    r.add(
        "datadog",
        f"/etc/datadog-agent/datadog.yaml\napi_key: {hexs(32)}\nsite: datadoghq.com\nlogs_enabled: true",
        f"export DD_API_KEY={hexs(32)}\nexport DD_APP_KEY={hexs(40)}\npython scripts/export_monitors.py --tag team:sre",
        f"helm install datadog-agent datadog/datadog -n dd --set datadog.apiKey={hexs(32)} --set datadog.appKey={hexs(40)} --set datadog.clusterName=tor1-prod",
    )
    r.add(
        "newrelic",
        f"newrelic.yml\ncommon: &default_settings\n  license_key: '{nr_license()}'\n  app_name: billing-api (prod)",
        f"curl https://api.newrelic.com/graphql -H 'API-Key: {nr_user()}' -d '{{\"query\":\"{{ actor {{ user {{ email }} }} }}\"}}'",
        f"NEW_RELIC_LICENSE_KEY={nr_license(eu=True)}  # EU account, only for the eu-west shard",
    )
    r.add(
        "elastic_auth",
        f"curl -s 'https://elastic:{gen_pw(20)}@es-prod.acme.internal:9200/_cat/indices?v&s=store.size:desc' | head",
        f"logstash output -> hosts => [\"https://logstash_writer:{human_pw()}@es-logs.acme.internal:9243\"]",
        f"kibana.yml\nelasticsearch.hosts: [\"https://es-prod.acme.internal:9200\"]\nelasticsearch.username: kibana_system\nelasticsearch.password: {gen_pw(20)}",
    )
    r.add(
        "redis_url",
        f"REDIS_URL=rediss://default:{gen_pw(32)}@redis-sessions.acme.internal:6380/0",
        f"sidekiq pointed at redis://:{gen_pw(24)}@10.42.7.19:6379/3 during the failover, revert after",
        f"redis-cli -h cache-1.acme.internal -p 6379 -a '{gen_pw(28)}' --no-auth-warning info replication",
    )
    r.add(
        "amqp",
        f"CELERY_BROKER_URL=amqp://billing:{gen_pw(22)}@rabbitmq.acme.internal:5672/billing",
        f"rabbitmqctl add_user shovel-dr '{human_pw()}' && rabbitmqctl set_permissions -p / shovel-dr '.*' '.*' '.*'",
        f"shovel src-uri: amqps://shovel:{gen_pw(24)}@mq-tor1.acme.internal:5671/%2F  dest-uri: amqps://shovel:{gen_pw(24)}@mq-mtl1.acme.internal:5671/%2F",
    )
    r.add(
        "kafka_scram",
        f"client.properties\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"events-consumer\" password=\"{gen_pw(28)}\";\nssl.truststore.location=/etc/kafka/truststore.jks",
        f"kafka-configs --bootstrap-server kafka-0.acme.internal:9093 --command-config admin.properties --alter --add-config 'SCRAM-SHA-512=[iterations=8192,password={gen_pw(24)}]' --entity-type users --entity-name cdc-writer",
        f"librdkafka conf for the go svc: sasl.username=metrics-ingest sasl.password={gen_pw(30)} sasl.mechanisms=SCRAM-SHA-256",
    )
    r.add(
        "etcd_client_key",
        "etcd client key for the backup job (/etc/etcd/pki/backup-client.key):\n" + pem_key("EC PRIVATE KEY", 3),
        "etcdctl --endpoints https://10.20.0.11:2379 --cacert ca.crt --cert client.crt --key client.key snapshot save snap.db\n$ cat client.key\n" + pem_key("RSA PRIVATE KEY", 4),
    )
    r.add(
        "helm_values",
        f"values-prod.yaml (keycloak)\nauth:\n  adminUser: admin\n  adminPassword: \"{human_pw()}\"\npostgresql:\n  auth:\n    password: \"{gen_pw(24)}\"\n    postgresPassword: \"{gen_pw(24)}\"",
        f"helm upgrade sentry sentry/sentry -n sentry --reuse-values --set user.password='{human_pw()}' --set postgresql.auth.password={gen_pw(20)}",
        f"# values.yaml for harbor\nexternalURL: https://harbor.acme.internal\nharborAdminPassword: \"{human_pw()}\"\ndatabase:\n  type: internal\n  internal:\n    password: \"{gen_pw(16)}\"",
    )
    r.add(
        "argocd",
        f"kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{{.data.password}}' | base64 -d\n{rnd(URLSAFE, 16)}",
        f"argocd login argocd.acme.internal --username admin --password '{human_pw()}' --grpc-web",
        f"argocd account generate-token --account ci-sync\n{jwt({'iss': 'argocd', 'sub': 'ci-sync:apiKey', 'nbf': 1_730_000_000, 'iat': 1_730_000_000, 'jti': uid()})}",
    )
    r.add(
        "harbor_robot",
        f"docker login harbor.acme.internal -u 'robot$ci+push' -p '{gen_pw(32)}'",
        f"robot acct created:\n{{\"id\": {secrets.randbelow(900) + 100}, \"name\": \"robot$platform+pull-only\", \"secret\": \"{gen_pw(32)}\", \"expires_at\": -1}}",
        f"harbor robot for argocd image updater -> name robot$argocd-iu, secret {gen_pw(32)}",
    )
    r.add(
        "cloudflare",
        f"export CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}   # zone:dns:edit on acme zones only",
        f"purge all via global key: curl -X POST https://api.cloudflare.com/client/v4/zones/{hexs(32)}/purge_cache -H 'X-Auth-Email: sre@acme.test' -H 'X-Auth-Key: {hexs(37)}' --data '{{\"purge_everything\":true}}'",
        f"cloudflared tunnel run --token {b64json({'a': hexs(32), 't': uid(), 's': b64(secrets.token_bytes(32))})}",
    )
    r.add(
        "fastly",
        f"FASTLY_API_TOKEN={rnd(URLSAFE, 32)} fastly service-version activate --service-id {rnd(ALNUM, 22)} --version 214",
        f"curl -X POST -H 'Fastly-Key: {rnd(URLSAFE, 32)}' https://api.fastly.com/service/{rnd(ALNUM, 22)}/purge_all",
        f"provider \"fastly\" {{\n  api_key = \"{rnd(URLSAFE, 32)}\"\n}}",
    )
    r.add(
        "mailgun",
        f"smtp relay (mailgun): smtp.mailgun.org:587 user postmaster@mg.acme.test pass {hexs(32)}-{hexs(8)}-{hexs(8)}",
        f"MAILGUN_API_KEY=key-{hexs(32)}\nMAILGUN_DOMAIN=mg.acme.test",
        f"postfix /etc/postfix/sasl_passwd\n[smtp.mailgun.org]:587 alerts@mg.acme.test:{gen_pw(20)}",
    )
    r.add(
        "postmark",
        f"curl https://api.postmarkapp.com/email -H 'X-Postmark-Server-Token: {uid()}' -H 'Content-Type: application/json' -d @test-mail.json",
        f"alertmanager smtp via postmark:\nsmtp_smarthost: smtp.postmarkapp.com:587\nsmtp_auth_username: {(tok := uid())}\nsmtp_auth_password: {tok}",
        f"POSTMARK_SERVER_TOKEN={uid()} (transactional stream, billing-notify server)",
    )
    r.add(
        "ldap_bind",
        f"sssd.conf\n[domain/acme.internal]\nldap_uri = ldaps://ldap.acme.internal\nldap_default_bind_dn = cn=sssd-bind,ou=svc,dc=acme,dc=internal\nldap_default_authtok = {human_pw()}",
        f"ldapsearch -H ldaps://dc1.acme.internal -D 'CN=svc-grafana,OU=Service,DC=corp,DC=acme,DC=test' -w '{human_pw()}' -b 'DC=corp,DC=acme,DC=test' '(sAMAccountName=jdoe)'",
        f"grafana ldap.toml\n[[servers]]\nhost = \"ldap.acme.internal\"\nbind_dn = \"cn=grafana,ou=svc,dc=acme,dc=internal\"\nbind_password = '{gen_pw(20)}'",
    )
    r.add(
        "jenkins",
        f"curl -X POST -u sre-bot:{jenkins_token()} https://jenkins.acme.internal/job/infra/job/tf-apply/buildWithParameters?ENV=prod",
        f"java -jar jenkins-cli.jar -s https://ci.acme.internal/ -auth nkhan:{jenkins_token()} safe-restart",
        f"JENKINS_USER=deploy-bot\nJENKINS_API_TOKEN={jenkins_token()}",
    )
    r.add(
        "disk_passphrase",
        f"on-call laptop (ThinkPad, asset TOR-L-{digits(4)}) LUKS passphrase: {pick(*WORDS)} {pick(*WORDS)} {pick(*WORDS)} {pick(*WORDS)} {digits(2)}",
        f"oncall mac filevault pw = {human_pw()} -- hand over with the laptop Friday",
        f"cryptsetup luksAddKey /dev/nvme0n1p3  -> new slot pass is {human_pw()}, old slot 0 to be killed after reboot test",
    )
    r.add(
        "breakglass",
        f"BREAK-GLASS (GCP org admin)\nuser: bg-admin@acme.test\npass: {gen_pw(28)}\nTOTP: otpauth://totp/Google:bg-admin@acme.test?secret={totp_seed(32)}&issuer=Google",
        f"Azure breakglass acct bg-ga-01@acmeca.onmicrosoft.test / {human_pw()}\nmfa seed {groups(totp_seed(32).lower(), 4)}",
        f"AWS root (acct {aws_account()}) pw {gen_pw(32)} ; virtual mfa secret {totp_seed(64)}",
    )
    r.add(
        "mfa_seed",
        f"otpauth://totp/Cloudflare:sre-shared@acme.test?secret={totp_seed(32)}&issuer=Cloudflare&digits=6",
        f"shared pagerduty admin 2fa (add to your authenticator): {groups(totp_seed(32), 4)}",
        f"otpauth://totp/Harbor%20admin?secret={totp_seed(16)}&algorithm=SHA1&period=30",
    )
    r.add(
        "postgres_dsn",
        f"DATABASE_URL=postgres://billing_app:{gen_pw(24)}@pg-billing.acme.internal:5432/billing?sslmode=require",
        f"psql 'host=pg-replica-2.acme.internal port=5432 dbname=orders user=sre_ro password={human_pw()} sslmode=verify-full'",
        f"PGPASSWORD='{gen_pw(20)}' pg_dump -h 10.30.4.8 -U postgres -Fc accounts > accounts.dump",
    )
    r.add(
        "k8s_secret",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: orders-db\n  namespace: orders\ntype: Opaque\nstringData:\n  username: orders_app\n  password: {gen_pw(24)}",
        f"kubectl -n payments create secret generic stripe-webhook --from-literal=signing-secret=whsec_{rnd(ALNUM, 32)} --dry-run=client -o yaml | kubectl apply -f -",
        f"data:\n  DB_USER: {b64(b'ledger')}\n  DB_PASS: {b64(gen_pw(22).encode())}",
    )
    r.add(
        "kube_sa_token",
        f"kubectl --server https://10.0.0.1:6443 --token={sa_jwt('kube-system', 'cluster-admin-ci')} get nodes",
        f"token for the deploy-bot SA (ns: platform), exp 2030:\n{sa_jwt('platform', 'deploy-bot')}",
    )
    r.add(
        "github_token",
        f"GH_TOKEN={ghp()} gh workflow run deploy.yml -R acme/infra -f env=prod",
        f"fine-grained PAT for renovate (acme/* read+write PRs): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git remote set-url origin https://x-access-token:{ghp()}@github.com/acme/helm-charts.git",
    )
    r.add(
        "gitlab_token",
        f"gitlab-runner register --url https://gitlab.acme.internal --token glrt-{rnd(URLSAFE, 20)} --executor kubernetes",
        f"PRIVATE-TOKEN: glpat-{rnd(URLSAFE, 20)}  (sre-bot, api scope)",
        f"curl --header 'PRIVATE-TOKEN: glpat-{rnd(URLSAFE, 20)}' https://gitlab.acme.internal/api/v4/projects/412/pipelines",
    )
    r.add(
        "aws_creds",
        f"~/.aws/credentials\n[acme-dr]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ca-central-1",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 sync s3://acme-tor-artifacts ./artifacts",
        f"route53 updater IAM user keys: {aws_key_id()} / {aws_secret()}",
    )
    r.add(
        "slack_webhook",
        f"slack_api_url: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"#sre-alerts webhook -> https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 11)}/{rnd(ALNUM, 24)}",
        f"SLACK_BOT_TOKEN=xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
    )
    r.add(
        "sentry_token",
        f"SENTRY_AUTH_TOKEN={hexs(64)} sentry-cli releases finalize api@{hexs(12)}",
        f"sentry internal integration token (sre-webhooks): sntrys_{b64u(json.dumps({'iat': 1_731_000_000, 'url': 'https://sentry.acme.internal', 'org': 'acme'}).encode())}_{rnd(URLSAFE, 43)}",
    )
    r.add(
        "minio",
        f"mc alias set tor-minio https://minio.acme.internal:9000 {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM, 40)}",
        f"MINIO_ROOT_USER=minioadmin-sre\nMINIO_ROOT_PASSWORD={gen_pw(32)}",
        f"thanos objstore.yml\ntype: S3\nconfig:\n  bucket: thanos-tor1\n  endpoint: minio.acme.internal:9000\n  access_key: {rnd(UPPER + DIGITS, 20)}\n  secret_key: {rnd(ALNUM, 40)}",
    )
    r.add(
        "wireguard",
        f"/etc/wireguard/wg-oncall.conf\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.14/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.test:51820\nAllowedIPs = 10.0.0.0/8",
        f"wg set wg0 private-key <(echo {wg_key()})  # bastion-2 rebuilt",
    )
    r.add(
        "bmc_password",
        f"ipmitool -I lanplus -H 10.10.1.{secrets.randbelow(200) + 20} -U ADMIN -P '{gen_pw(16)}' chassis power cycle",
        f"iDRAC db-bare-03 (svc tag {rnd(UPPER + DIGITS, 7)}): root / {human_pw()}",
        f"racadm -r 10.10.2.31 -u root -p {human_pw()} serveraction hardreset",
    )
    r.add(
        "pgbouncer",
        f"/etc/pgbouncer/userlist.txt\n\"billing_app\" \"{gen_pw(24)}\"\n\"pgbouncer_stats\" \"{gen_pw(18)}\"",
        f"pgbouncer.ini admin_users = sre_admin, pass in userlist: \"sre_admin\" \"{human_pw()}\"",
    )
    r.add(
        "tls_key",
        "wildcard *.acme.internal tls.key (for the ingress secret):\n" + pem_key("RSA PRIVATE KEY", 5),
        "kubectl -n ingress create secret tls api-tls --cert=api.crt --key=/dev/stdin <<EOF\n" + pem_key("PRIVATE KEY", 4) + "\nEOF",
    )
    r.add(
        "ssh_key",
        "bastion jump key (sre-shared):\n" + openssh_private(),
        "ansible deploy key, ~/.ssh/id_ed25519_deploy\n" + openssh_private(),
    )
    r.add(
        "snmp",
        f"snmpwalk -v3 -l authPriv -u librenms -a SHA -A '{gen_pw(16)}' -x AES -X '{gen_pw(16)}' core-sw1.acme.internal",
        f"librenms snmpv3 creds: user monitor, auth SHA {human_pw()}, priv AES {gen_pw(20)}",
    )
    r.add(
        "oidc_client_secret",
        f"oauth2-proxy cfg\nclient_id = \"grafana-proxy\"\nclient_secret = \"{rnd(ALNUM, 32)}\"\ncookie_secret = \"{b64u(secrets.token_bytes(32))}\"\noidc_issuer_url = \"https://sso.acme.internal/realms/ops\"",
        f"keycloak ops realm, argocd client secret regenerated: {rnd(ALNUM, 32)}",
        f"argocd-secret patch: oidc.keycloak.clientSecret: {rnd(ALNUM, 32)}",
    )
    r.add(
        "mysql",
        f"mysql -h mysql-legacy.acme.internal -u root -p'{human_pw()}' -e 'SHOW SLAVE STATUS\\G'",
        f"~/.my.cnf\n[client]\nuser=sre_ro\npassword={gen_pw(20)}\nhost=mysql-ro.acme.internal",
        f"orchestrator.conf.json: \"MySQLTopologyUser\": \"orc_topo\", \"MySQLTopologyPassword\": \"{gen_pw(22)}\"",
    )
    r.add(
        "docker_auth",
        "~/.docker/config.json on runner-7\n{\"auths\": {\"harbor.acme.internal\": {\"auth\": \"" + basic("robot$ci+push", gen_pw(32)) + "\"}}}",
        "imagePullSecret .dockerconfigjson decoded: {\"auths\":{\"registry.acme.internal\":{\"username\":\"puller\",\"password\":\"" + gen_pw(24) + "\"}}}",
        f"docker login -u acmeops -p dckr_pat_{rnd(URLSAFE, 27)} docker.io",
    )
    r.add(
        "opsgenie",
        f"curl -X POST https://api.opsgenie.com/v2/alerts -H 'Authorization: GenieKey {uid()}' -d @heartbeat.json",
        f"alertmanager opsgenie_configs: api_key: {uid()} (team platform-mtl)",
    )
    r.add(
        "kubeconfig",
        f"users:\n- name: aks-tor-prod-admin\n  user:\n    client-certificate-data: {b64(b'-----BEGIN CERTIFICATE-----' + secrets.token_bytes(60))}\n    client-key-data: {kube_key_data()}\n    token: {hexs(64)}",
        f"tor1 break-glass kubeconfig (static admin, not oidc) -> client-key-data: {kube_key_data()}",
        f"kubectl config set-credentials etcd-restore --client-key=<(echo {kube_key_data()} | base64 -d) --embed-certs=true",
    )
    r.add(
        "cosign_password",
        f"COSIGN_PASSWORD='{human_pw()}' cosign sign --key cosign.key harbor.acme.internal/platform/billing-api@sha256:{sha256()}",
        f"image signing key pw (cosign.key in kv-sre): {gen_pw(28)}",
    )
    r.add(
        "incident_leak",
        f"14:32 EST - pasted in #inc-2291 by mistake: REDIS_PASSWORD={gen_pw(24)} -- rotating now",
        f"[10:07] deploy log printed DB creds: user=svc_reports pass={human_pw()} host=pg-reports.acme.internal",
        f"inc timeline: 02:14 curl w/ header 'Authorization: Basic {basic('admin', human_pw())}' found in nginx debug log",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    region = pick("northamerica-northeast2", "northamerica-northeast1")

    r.add(
        "gcp_project",
        f"prod project: acme-prod-tor (number {digits(12, lead=True)}), staging acme-stg-tor ({digits(12, lead=True)})",
        f"gcloud config set project acme-data-{rnd(LDH, 6)} && gcloud config set compute/region {region}",
        f"billing export lands in bq dataset acme-finops-{rnd(LDH, 4)}:billing_export.gcp_billing_export_v1_{rnd(UPPER + DIGITS, 6)}_{rnd(UPPER + DIGITS, 6)}_{rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "gcp_resource",
        f"projects/acme-prod-tor/zones/{region}-a/instances/gke-tor1-pool-2-{hexs(8)}-{rnd(LDH, 4)} got preempted",
        f"KMS key: projects/acme-prod-tor/locations/{region}/keyRings/sops/cryptoKeys/sops-prod/cryptoKeyVersions/3",
        f"//container.googleapis.com/projects/acme-prod-tor/locations/{region}/clusters/tor1-prod/nodePools/pool-{rnd(LDH, 5)}",
    )
    r.add(
        "gcp_sa_identity",
        f"gcloud iam service-accounts keys list --iam-account velero-backup@acme-prod-tor.iam.gserviceaccount.com\nKEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n{hexs(40)}  2024-03-02T15:10:44Z  9999-12-31T23:59:59Z  True\n{hexs(40)}  2024-11-20T19:02:11Z  9999-12-31T23:59:59Z",
        f"workload identity: ksa velero/velero -> gsa velero-backup@acme-prod-tor.iam.gserviceaccount.com (uniqueId {digits(21, lead=True)})",
        f"deleted key {hexs(40)} from ci-deployer@acme-ci-tools.iam.gserviceaccount.com, ci uses WIF now (pool gh-pool, provider gh-{rnd(LDH, 6)})",
    )
    r.add(
        "azure_ids",
        f"AZURE_TENANT_ID={uid()}\nAZURE_SUBSCRIPTION_ID={uid()}\nAZURE_CLIENT_ID={uid()}\nAZURE_USE_OIDC=true",
        f"app reg 'grafana-sso': client id {uid()}, object id {uid()}, tenant {uid()}; secret lives in kv, we use federated creds anyway",
        f"az role assignment create --assignee-object-id {uid()} --assignee-principal-type ServicePrincipal --role 'Storage Blob Data Reader' --scope /subscriptions/{uid()}",
    )
    r.add(
        "azure_resource_id",
        f"/subscriptions/{uid()}/resourceGroups/rg-prod-canadacentral/providers/Microsoft.ContainerService/managedClusters/aks-tor-prod",
        f"storage acct id: /subscriptions/{uid()}/resourceGroups/rg-backups/providers/Microsoft.Storage/storageAccounts/acmetorbackups",
        f"terraform import azurerm_key_vault.sre /subscriptions/{uid()}/resourceGroups/rg-sre/providers/Microsoft.KeyVault/vaults/kv-sre-tor",
    )
    r.add(
        "arn",
        f"arn:aws:iam::{aws_account()}:role/velero-dr-{rnd(LDH, 8)}",
        f"secret arn arn:aws:secretsmanager:ca-central-1:{aws_account()}:secret:prod/billing/db-{rnd(ALNUM, 6)} (rotation lambda: rds-rotate-{rnd(LDH, 5)})",
        f"mfa device arn:aws:iam::{aws_account()}:mfa/root-account-mfa-device, enrolled 2024-07-09",
    )
    r.add(
        "image_digest",
        f"image: harbor.acme.internal/platform/billing-api@sha256:{sha256()}",
        f"crane digest ghcr.io/acme/otel-collector:0.104.0\nsha256:{sha256()}",
        f"pinned cert-manager to quay.io/jetstack/cert-manager-controller:v1.15.3@sha256:{sha256()} after the regression",
    )
    r.add(
        "git_sha",
        f"rolled back to {hexs(40)} (last green on main), bad commit {hexs(7)}",
        f"argocd app diff shows target rev {hexs(40)} vs live {hexs(40)}",
        f"git bisect good {hexs(12)}; git bisect bad {hexs(12)}",
    )
    r.add(
        "trace_span",
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
        f"slow checkout: trace_id={hexs(32)} span_id={hexs(16)} parent={hexs(16)} dur=4.21s",
        f"tempo query: {{ trace:id = \"{hexs(32)}\" }} -> 214 spans, db span {hexs(16)} 3.9s",
    )
    r.add(
        "request_id",
        f"x-request-id: {uid()} x-amzn-trace-id: Root=1-{hexs(8)}-{hexs(24)}",
        f"azure ARM error, correlation id {uid()}, request id {uid()}, 2024-11-03T07:12:44Z",
        f"CF ray {hexs(16)}-YYZ on the 502s; cf-request-id {hexs(32)}",
    )
    r.add(
        "pod_names",
        f"{pod_name('billing-api')} OOMKilled x3, {pod_name('billing-api')} fine",
        f"kubectl -n ingress-nginx logs {pod_name('ingress-nginx-controller')} --previous | grep 'upstream timed out'",
        f"NAME                              READY   STATUS    RESTARTS\n{pod_name('otel-collector')}   1/1     Running   0\n{pod_name('otel-collector')}   0/1     Pending   0\nvault-{secrets.randbelow(3)}                           1/1     Running   2",
    )
    r.add(
        "node_names",
        f"cordoned gke-tor1-prod-pool-2-{hexs(8)}-{rnd(LDH, 4)} and aks-system-{digits(8, lead=True)}-vmss00000{secrets.choice(UPPER + DIGITS)}",
        f"ip-10-41-{secrets.randbelow(250)}-{secrets.randbelow(250)}.ca-central-1.compute.internal NotReady since 03:10",
        f"kubectl drain aks-user-{digits(8, lead=True)}-vmss0000{rnd(LDH, 2)} --ignore-daemonsets --delete-emptydir-data",
    )
    r.add(
        "pvc_names",
        f"data-kafka-2 bound to pvc-{uid()} (premium-rwo, 500Gi)",
        f"kubectl get pv pvc-{uid()} -o jsonpath='{{.spec.csi.volumeHandle}}' -> projects/acme-prod-tor/zones/{region}-b/disks/pvc-{uid()}",
        f"redis-data-redis-sessions-node-1 stuck Terminating, finalizer kubernetes.io/pvc-protection, vol handle vol-0{hexs(16)}",
    )
    r.add(
        "vault_path",
        "vault kv get -mount=kv-sre -field=password breakglass/gcp-org-admin",
        "vault read database/creds/billing-readonly  (dynamic creds, ttl 1h)",
        "secrets live at kv-sre/data/prod/datadog (keys: api_key, app_key) and kv-sre/data/prod/pagerduty#routing_key",
    )
    r.add(
        "vault_policy",
        "path \"kv-sre/data/prod/*\" {\n  capabilities = [\"read\", \"list\"]\n}\npath \"sys/leases/revoke\" {\n  capabilities = [\"update\"]\n}",
        "vault policy write ci-readonly - <<EOF\npath \"kv-ci/data/*\" { capabilities = [\"read\"] }\nEOF",
        f"vault write auth/kubernetes/role/velero bound_service_account_names=velero bound_service_account_namespaces=velero policies=velero-read ttl=1h  # role_id {uid()}",
    )
    r.add(
        "vault_accessor",
        f"vault token revoke -accessor {rnd(ALNUM, 24)}   # the leaked CI token, accessor from audit log",
        f"audit log: auth.accessor={rnd(ALNUM, 24)} auth.display_name=kubernetes-velero-velero auth.policies=[default velero-read] request.path=kv-sre/data/prod/velero",
    )
    r.add(
        "terraform_ref",
        "client_secret = data.azurerm_key_vault_secret.grafana_sso.value\ntenant_id     = var.tenant_id",
        "password = data.vault_generic_secret.pg_billing.data[\"password\"]",
        "token = var.cloudflare_api_token  # set via TF_VAR_cloudflare_api_token in the workspace (sensitive)",
    )
    r.add(
        "k8s_secret_ref",
        "env:\n- name: DD_API_KEY\n  valueFrom:\n    secretKeyRef:\n      name: datadog-secret\n      key: api-key",
        "existingSecret: grafana-admin\nadminUser: admin\nuserKey: admin-user\npasswordKey: admin-password",
        "spec:\n  target:\n    name: pg-billing-creds\n  data:\n  - secretKey: password\n    remoteRef:\n      key: prod-billing-db\n      property: password",
    )
    r.add(
        "ci_secret_ref",
        "env:\n  ARM_CLIENT_ID: ${{ secrets.ARM_CLIENT_ID }}\n  ARM_CLIENT_SECRET: ${{ secrets.ARM_CLIENT_SECRET }}\n  TF_TOKEN_app_terraform_io: ${{ secrets.TFC_TEAM_TOKEN }}",
        "withCredentials([string(credentialsId: 'pd-routing-key', variable: 'PD_KEY')]) { sh './notify.sh' }",
        "gitlab: variables DD_API_KEY (masked, protected) and KUBECONFIG (file) set at group level",
    )
    r.add(
        "vault_ref",
        "password: <path:kv-sre/data/prod/harbor#adminPassword>   # argocd-vault-plugin",
        "DATABASE_PASSWORD: vault:secret/data/billing/db#password",
        "{{ with secret \"kv-sre/data/prod/redis\" }}requirepass {{ .Data.data.password }}{{ end }}",
    )
    r.add(
        "keyvault_ref",
        "App setting: DB_PASSWORD=@Microsoft.KeyVault(SecretUri=https://kv-sre-tor.vault.azure.net/secrets/pg-billing-password/)",
        f"spc objects:\n  array:\n  - |\n    objectName: redis-primary-key\n    objectType: secret\n    objectVersion: {hexs(32)}",
        f"az keyvault secret show --vault-name kv-sre-tor -n storage-conn --query id -> https://kv-sre-tor.vault.azure.net/secrets/storage-conn/{hexs(32)}",
    )
    r.add(
        "ssh_public",
        f"bastion authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} oncall@acme-tor",
        f"known_hosts: bastion.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
        f"ssh-keygen -lf id_ed25519.pub -> 256 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} nkhan@tor-l-0412 (ED25519)",
    )
    r.add(
        "jwks",
        "curl https://sso.acme.internal/realms/ops/protocol/openid-connect/certs\n{\"keys\":[{\"kid\":\"" + rnd(URLSAFE, 43) + "\",\"kty\":\"RSA\",\"alg\":\"RS256\",\"use\":\"sig\",\"n\":\"" + b64u(secrets.token_bytes(256)) + "\",\"e\":\"AQAB\"}]}",
        "k8s issuer jwks (public): {\"kty\":\"RSA\",\"kid\":\"" + rnd(URLSAFE, 43) + "\",\"n\":\"" + b64u(secrets.token_bytes(256)) + "\",\"e\":\"AQAB\",\"use\":\"sig\"}",
    )
    r.add(
        "pgp_fingerprint",
        f"release signing key: {groups(hexs(40).upper(), 4)}",
        f"sops .sops.yaml\ncreation_rules:\n- path_regex: prod/.*\n  pgp: {hexs(40).upper()},{hexs(40).upper()}",
        f"gpg --recv-keys 0x{hexs(16).upper()}  # marco's key, verify fpr {hexs(40).upper()} on call",
    )
    r.add(
        "tls_fingerprint",
        "openssl x509 -noout -fingerprint -sha256 -in api.crt\nsha256 Fingerprint=" + ":".join(secrets.token_hex(1).upper() for _ in range(32)),
        f"new wildcard cert serial {':'.join(secrets.token_hex(1) for _ in range(16))}, notAfter=Mar 14 23:59:59 2026 GMT",
        f"pin-sha256=\"{b64(secrets.token_bytes(32))}\"; max-age=5184000",
    )
    r.add(
        "pagerduty_ids",
        f"PD incident Q{rnd(UPPER + DIGITS, 13)} (#{digits(5, lead=True)}) acked by nkhan 03:12",
        f"service P{rnd(UPPER + DIGITS, 6)}, escalation policy P{rnd(UPPER + DIGITS, 6)}, schedule P{rnd(UPPER + DIGITS, 6)} (sre-primary)",
        f"https://acme.pagerduty.com/incidents/Q{rnd(UPPER + DIGITS, 13)} dedup_key=billing-api-5xx-{hexs(8)}",
    )
    r.add(
        "datadog_ids",
        f"DD monitor {digits(8, lead=True)} ('p99 latency billing-api') muted till 08:00",
        f"dashboard https://app.datadoghq.com/dashboard/{rnd(LDH, 3)}-{rnd(LDH, 3)}-{rnd(LDH, 3)}/k8s-tor1 ; notebook {digits(7, lead=True)}",
        f"rotated DD api key, key id {uid()} ('ci-agent'); new value only in kv-sre/data/prod/datadog",
    )
    r.add(
        "alert_rules",
        f"grafana alert rule uid {rnd(ALNUM, 14)} (KubePodCrashLooping) fires for ns billing",
        f"- alert: EtcdHighFsyncDurations\n  expr: histogram_quantile(0.99, rate(etcd_disk_wal_fsync_duration_seconds_bucket[5m])) > 0.5\n  for: 10m\n  labels:\n    rule_id: sre-{hexs(8)}",
        f"alertmanager silence {uid()} created by nkhan, matcher alertname=~\"KubeJob.*\"",
    )
    r.add(
        "grafana_uids",
        f"https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/kafka-consumer-lag?orgId=1&var-cluster=tor1&from=now-6h",
        f"dashboard uid {rnd(URLSAFE, 14)} -> folder uid {rnd(ALNUM, 9)}, version {secrets.randbelow(90) + 10}",
        f"datasource uid P{hexs(15).upper()} (Prometheus tor1), loki ds {rnd(ALNUM, 9)}",
    )
    r.add(
        "release_checksums",
        f"vault_1.17.6_linux_amd64.zip  {sha256()}\nconsul_1.19.2_linux_amd64.zip {sha256()}",
        f"helm-v3.16.2-linux-amd64.tar.gz sha256 {sha256()} (verified vs .sha256sum)",
        f"SHA512 (terraform_1.9.8_darwin_arm64.zip) = {hexs(128)}",
    )
    r.add(
        "cidr",
        f"pod cidr 10.{secrets.randbelow(200) + 20}.0.0/14, svc cidr 10.{secrets.randbelow(200) + 20}.0.0/20, master authorized 203.0.113.0/24",
        "NSG allow 172.16.40.0/22 -> 10.8.0.0/16 tcp/5432,6379,9093",
        "VPN split tunnel: 10.0.0.0/8, 100.64.0.0/10, 192.168.224.0/20",
    )
    r.add(
        "ipv6",
        f"AAAA api.acme.test -> 2001:db8:{hexs(4)}:{hexs(4)}::{hexs(3)}",
        f"ipv6 subnet 2001:db8:{hexs(4)}:{hexs(2)}00::/56 for the tor1 vpc, fd00:{hexs(4)}:{hexs(4)}::/48 for pods",
        f"ping6 fe80::{hexs(4)}:{hexs(4)}:{hexs(4)}:{hexs(4)}%eth0 works, global doesn't",
    )
    r.add(
        "base64_configmap",
        "binaryData:\n  settings.json: " + b64json({"logLevel": "info", "sampleRate": 0.1, "region": "ca-central", "featureFlags": {"newCheckout": True}}),
        "feature flags cm value (b64): " + b64json({"rollout": {"billing_v2": 25, "dark_mode": 100}, "kill_switch": False}),
        "otel collector override, echo '" + b64(b"exporters:\n  otlphttp:\n    endpoint: https://otel.acme.internal:4318\n") + "' | base64 -d > override.yaml",
    )
    r.add(
        "masked",
        f"DD_API_KEY=****************************{hexs(4)}",
        "vault status: token hvs.********************  (login via oidc)",
        "SAS url in ticket: https://acmeingest.blob.core.windows.net/vendor-drop?sv=2022-11-02&sp=wl&se=2025-02-14&sig=[REDACTED]",
        "kubectl get secret orders-db -o yaml\ndata:\n  password: <redacted>\n  username: <redacted>",
    )
    r.add(
        "env_example",
        ".env.example\nREDIS_URL=redis://:changeme@localhost:6379/0\nDATABASE_URL=postgres://app:app@localhost:5432/app\nDD_API_KEY=\nPAGERDUTY_ROUTING_KEY=<your-routing-key>",
        "ARM_CLIENT_SECRET=xxxxxxxx  # fill from kv, never commit",
        "values.example.yaml\ngrafana:\n  adminPassword: \"changeme\"\nrabbitmq:\n  auth:\n    password: \"CHANGE_ME\"",
    )
    r.add(
        "placeholder_values",
        "docs snippet: aws_access_key_id = AKIAIOSFODNN7EXAMPLE / aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "vault example in runbook: export VAULT_TOKEN=<root-token-from-init>  then vault operator unseal <key-share>",
        "amqp://guest:guest@localhost:5672/ is the local docker default, disabled on prod brokers",
    )
    r.add(
        "consul_accessor",
        f"consul acl token read -accessor-id {uid()} -> policies: prom-read, desc 'prometheus sd'",
        f"consul acl token list | grep -B2 anonymous\nAccessorID:       00000000-0000-0000-0000-000000000002\nSecretID:         anonymous\nPolicies:         {uid()[:8]} - dns-read",
    )
    r.add(
        "nomad_ids",
        f"nomad alloc status {hexs(8)}  -> eval {uid()}, node {uid()}",
        f"nomad job dispatch batch/reindex -> Dispatched Job ID = batch/reindex/dispatch-{digits(10, lead=True)}-{hexs(8)}",
        f"deployment {hexs(8)} for job billing-worker failed, allocs {hexs(8)} {hexs(8)} unhealthy",
    )
    r.add(
        "tfc_ids",
        f"TFC run run-{rnd(ALNUM, 16)} in ws-{rnd(ALNUM, 16)} (acme/prod-network) errored on apply",
        f"terraform {{\n  cloud {{\n    organization = \"acme\"\n    workspaces {{ name = \"aks-tor-prod\" }}\n  }}\n}}  # ws id ws-{rnd(ALNUM, 16)}",
        f"state version sv-{rnd(ALNUM, 16)} serial {secrets.randbelow(900) + 100}, lineage {uid()}",
    )
    r.add(
        "cloudflare_ids",
        f"cloudflare zone id {hexs(32)}, account id {hexs(32)} (acme.test)",
        f"tunnel {uid()} (tor1-ingress) healthy, 4 conns yyz01/yyz02",
        f"cf ruleset {hexs(32)} rule {hexs(32)} blocking /wp-login.php",
    )
    r.add(
        "fastly_ids",
        f"fastly service {rnd(ALNUM, 22)} version 214 active, 213 rollback target",
        f"fastly purge surrogate key billing-{hexs(8)}; POP YYZ, request id {uid()}",
    )
    r.add(
        "newrelic_ids",
        f"NR entity guid {b64(f'{digits(7, lead=True)}|APM|APPLICATION|{digits(9, lead=True)}'.encode()).rstrip('=')} (billing-api prod)",
        f"New Relic account {digits(7, lead=True)}, app id {digits(9, lead=True)}, policy {digits(7, lead=True)}",
        f"NRQL: SELECT percentile(duration, 99) FROM Transaction WHERE appId = {digits(9, lead=True)} SINCE 1 hour ago",
    )
    r.add(
        "kafka_offsets",
        f"GROUP            TOPIC          PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\ncdc-writer       orders.v2      3          {digits(9, lead=True)}       {digits(9, lead=True)}       {digits(5, lead=True)}",
        f"cluster id {rnd(URLSAFE, 22)}, controller broker 2, topic id {rnd(URLSAFE, 22)}",
        f"consumer member cdc-writer-{uid()} left group, generation {secrets.randbelow(900) + 100}",
    )
    r.add(
        "etcd_ids",
        f"etcdctl member list\n{hexs(16)}, started, etcd-0, https://10.20.0.11:2380, https://10.20.0.11:2379, false\n{hexs(16)}, started, etcd-1, https://10.20.0.12:2380, https://10.20.0.12:2379, false",
        f"etcd cluster_id {hexs(16)} revision {digits(9, lead=True)} raft_term {secrets.randbelow(90) + 5}",
        f"snapshot saved: snap-{digits(8, lead=True)}.db, sha256 {sha256()}, 1.4G",
    )
    r.add(
        "argocd_app",
        f"argocd app sync platform/cert-manager --revision {hexs(40)} --prune",
        f"app billing-api OutOfSync: Deployment billing-api rev {secrets.randbelow(90) + 10}, rs billing-api-{hexs(10)}",
        f"argocd app history billing-api\nID  DATE                           REVISION\n41  2024-11-03 09:12:01 -0500 EST  main ({hexs(7)})\n42  2024-11-03 14:40:55 -0500 EST  main ({hexs(7)})",
    )
    r.add(
        "harbor_artifacts",
        f"harbor project platform, repo billing-api, tag 2024.11.3-{hexs(7)}, digest sha256:{sha256()}",
        "robot accounts in harbor: robot$ci+push (push/pull), robot$argocd-iu (pull), creds in kv-sre/data/harbor/*",
        f"trivy report {uid()}: 0 critical, 3 high on harbor.acme.internal/platform/otel-collector:0.104.0",
    )
    r.add(
        "luks_uuid",
        f"/etc/crypttab\ncryptroot UUID={uid()} none luks,discard",
        f"cryptsetup luksDump /dev/nvme0n1p3 | head\nVersion:        2\nUUID:           {uid()}\nKeyslots:\n  0: luks2\n  1: luks2",
        f"BitLocker key protector id {{{uid().upper()}}} on TOR-L-{digits(4)}, recovery key escrowed to Entra",
    )
    r.add(
        "incident_timeline",
        f"INC-{digits(4, lead=True)} 02:14 PD Q{rnd(UPPER + DIGITS, 13)} fired\n02:19 nkhan ack\n02:31 rolled billing-api to {hexs(7)}\n02:44 resolved, RCA in SRE-{digits(4, lead=True)}",
        f"[03:05] failover pg-billing primary -> pg-billing-2 (lsn {secrets.choice('123456789ABCDEF')}/{rnd('0123456789ABCDEF', 8)})",
        f"timeline: 14:02 deploy {hexs(12)} -> 14:05 5xx spike (monitor {digits(8, lead=True)}) -> 14:09 rollback",
    )
    r.add(
        "helm_checksum",
        f"annotations:\n  checksum/config: {sha256()}\n  checksum/secret: {sha256()}",
        f"helm history grafana -n monitoring\nREVISION  STATUS      CHART           APP VERSION\n{secrets.randbelow(50) + 10}        deployed    grafana-8.5.2   11.2.2   # values sha1 {hexs(40)}",
    )
    r.add(
        "hardware_serials",
        f"db-bare-03 svc tag {rnd(UPPER + DIGITS, 7)}, BMC MAC {mac(':', True)}, eno1 {mac()}",
        f"yubikey serial {digits(8, lead=True)} assigned to on-call kit #2 (otp slot disabled)",
        f"laptop TOR-L-{digits(4)} serial PF{rnd(UPPER + DIGITS, 6)}, asset tag {digits(6, lead=True)}",
    )
    r.add(
        "k8s_uids",
        f"metadata:\n  uid: {uid()}\n  resourceVersion: \"{digits(9, lead=True)}\"\n  generation: {secrets.randbelow(20) + 1}",
        f"event: FailedMount for pod uid {uid()}, MountVolume.SetUp failed for volume pvc-{uid()}",
        f"ownerReferences: ReplicaSet billing-api-{hexs(10)} uid {uid()}",
    )
    r.add(
        "sas_policy",
        "stored access policy 'vendor-write' on container vendor-drop: perms wl, expiry 2025-02-14, SAS ids reference it, no sig here",
        f"storage acct acmetorbackups: allowSharedKeyAccess=false, minTlsVersion TLS1_2, key1 last rotated {pick('2024-09-02', '2024-10-15')}",
    )
    r.add(
        "rotation_log",
        f"rotated: PD routing key (svc P{rnd(UPPER + DIGITS, 6)}), DD api key (id {uid()}), TFC team token (team-{rnd(ALNUM, 16)}) - all new values in vault",
        f"vault lease revoke -prefix database/creds/billing-readonly  # {secrets.randbelow(90) + 10} leases, lease ids database/creds/billing-readonly/{rnd(ALNUM, 24)}",
        "grafana SA dash-exporter: token 'ci-2024' deleted, new token 'ci-2025' stored at kv-sre/data/grafana/dash-exporter",
    )
    r.add(
        "cert_request",
        f"cert-manager CertificateRequest api-tls-{rnd(LDH, 5)} Ready, order {digits(10, lead=True)}, acme challenge token in DNS txt _acme-challenge.api.acme.test",
        f"csr sha256 {sha256()}, CN=*.acme.internal, SANs api.acme.internal grafana.acme.internal",
    )
    r.add(
        "otel_ids",
        f"otel resource attrs: service.instance.id={uid()} k8s.pod.uid={uid()} host.id={hexs(32)}",
        f"loki query {{namespace=\"billing\"}} |= \"{hexs(16)}\" returned 0, check tempo id {hexs(32)}",
    )
    r.add(
        "feature_flags_hash",
        f"launchdarkly flag billing-v2 variation hash {hexs(40)}, env key prod-tor, client-side id {hexs(24)}",
        f"unleash toggle checkout.newpricing strategy gradualRollout groupId={hexs(8)} rollout=25",
    )
    r.add(
        "encrypted_values",
        f"sops file: password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        f"SealedSecret encryptedData:\n  password: AgB{b64(secrets.token_bytes(180))}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout40.py", [
        ("heldout40_credentials.yaml", credentials(), "batch 40 (Toronto SaaS SRE: cloud, Vault/Consul/Nomad, observability and broker credentials), written blind; every value synthetic"),
        ("heldout40_lookalikes.yaml", lookalikes(), "batch 40 look-alikes: cloud ids, resource paths, digests, secret references, public keys, masked and placeholder values, written blind"),
    ])


if __name__ == "__main__":
    main()
