# ruff: noqa: E501
"""Writes heldout158_credentials.yaml and heldout158_lookalikes.yaml: held-out batch 158.

Persona: a site reliability engineer at a payments fintech in Atlanta (ET, on call every
fourth week) who keeps American English runbook notes, incident timelines and half-pasted
terminal output in their assistant. The notes hold the cloud keys (AWS, GCP, Azure), the
paging and monitoring tokens (PagerDuty, Opsgenie, Sentry, Datadog, Cloudflare), the data
tier passwords (Redis, RabbitMQ, Kafka, Elasticsearch, Postgres), bastion SSH keys and the
break-glass material, next to a great many ids, ARNs, digests and secret references.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
of our own sit under `.example`, `.internal`, `.test` or `acme` (vendor consoles appear only
as look-alike dashboard links). Nothing here is real.
"""

from __future__ import annotations

import json
import secrets
import urllib.parse

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    digits,
    epoch,
    groups,
    hexs,
    jwt,
    openssh_private,
    pem,
    pick,
    pod_name,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

UPHEX = HEX.upper()
WORDS = ["peach", "falcon", "granite", "biscuit", "harbor", "magnolia", "ember", "sprocket",
         "copper", "lantern", "thunder", "quartz", "pecan", "riverbend", "static", "juniper",
         "ledger", "piedmont", "cobalt", "meadow", "tundra", "vortex", "kudzu", "sweetgum"]
REGIONS = ["us-east-1", "us-east-2", "us-west-2"]


# ---------------------------------------------------------------- value shapes

def pwd(n: int = 24) -> str:
    return rnd(ALNUM + "!#%^*-_=+", n)


def human_pw() -> str:
    return pick(
        f"{pick('Peachtree', 'Ponce', 'Marta', 'Chattahoochee', 'Piedmont')}{pick('!', '#', '$', '@')}{digits(4)}{pick('Rx', 'zq', 'Kt', 'wB')}",
        f"{phrase_words(3, '-')}-{digits(2)}",
        rnd(ALNUM, 18),
    )


def phrase_words(n: int, sep: str = " ") -> str:
    return sep.join(secrets.choice(WORDS) for _ in range(n))


def asia_key_id() -> str:
    return "ASIA" + rnd(UPPER + DIGITS, 16)


def sts_session_token() -> str:
    return "IQoJb3JpZ2luX2Vj" + rnd(B64, 340) + "=="


def gcp_sa_json(project: str, name: str) -> str:
    key = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(b64(secrets.token_bytes(48)) for _ in range(5)) + "\n-----END PRIVATE KEY-----\n"
    data = {
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": key,
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
    }
    return json.dumps(data, indent=2)


def azure_secret() -> str:
    return rnd(ALNUM, 3) + secrets.choice(DIGITS) + "Q~" + rnd(ALNUM + "_.~-", 34)


def azure_storage_key() -> str:
    return b64(secrets.token_bytes(64))


def sas_query(perms: str = "rl") -> str:
    sig = urllib.parse.quote(b64(secrets.token_bytes(32)), safe="")
    day = secrets.randbelow(20) + 10
    return f"sv=2022-11-02&ss=b&srt=co&sp={perms}&se=2025-{pick('03', '04', '05')}-{day}T04:00:00Z&st=2025-01-{day}T13:30:00Z&spr=https&sig={sig}"


def pd_api_key() -> str:
    return pick("u+" + rnd(URLSAFE, 18), rnd(URLSAFE + "+", 20))


def sentry_token() -> str:
    if secrets.randbelow(2):
        return "sntryu_" + hexs(64)
    claims = b64u_bytes(60)
    return f"sntrys_{claims}_{rnd(ALNUM, 43)}"


def jenkins_token() -> str:
    return "11" + hexs(32)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def vault_token() -> str:
    return "hvs." + rnd(URLSAFE, 91)


def grafana_sa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def slack_bot() -> str:
    return f"xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def dckr_pat() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def nr_user_key() -> str:
    return "NRAK-" + rnd(UPPER + DIGITS, 27)


def nr_license() -> str:
    return hexs(36) + "NRAL"


def okta_token() -> str:
    return "00" + rnd(URLSAFE, 40)


def stripe_sk() -> str:
    return pick("sk_live_", "rk_live_") + rnd(ALNUM, pick(24, 99))


def es_api_key() -> tuple[str, str, str]:
    kid = rnd(URLSAFE, 20)
    key = rnd(URLSAFE, 22)
    return kid, key, b64(f"{kid}:{key}".encode())


def totp_seed() -> str:
    return rnd(BASE32, 32)


def k8s_sa_token(ns: str, sa: str) -> str:
    claims = {"iss": "https://oidc.eks.acme.internal/id/" + rnd(UPHEX, 32), "sub": f"system:serviceaccount:{ns}:{sa}",
              "aud": ["sts.amazonaws.com"], "exp": epoch() + 31536000, "iat": epoch(),
              "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uid()}}}
    return jwt(claims, alg="RS256", signature=rnd(URLSAFE, 342))


def gitlab_runner() -> str:
    return "glrt-" + rnd(URLSAFE, 20)


# look-alike shapes

def pd_obj(first: str = "P") -> str:
    return first + rnd(UPPER + DIGITS, 6)


def pd_incident() -> str:
    return "Q" + rnd(UPPER + DIGITS, 13)


def dd_dash() -> str:
    return "-".join(rnd(LOWER + DIGITS, 3) for _ in range(3))


def xray() -> str:
    return f"1-{hexs(8)}-{hexs(24)}"


def snap() -> str:
    return "snap-0" + hexs(16)


def ami() -> str:
    return "ami-0" + hexs(16)


def inst() -> str:
    return "i-0" + hexs(16)


def sm_arn(acct: str, name: str, region: str = "us-east-1") -> str:
    return f"arn:aws:secretsmanager:{region}:{acct}:secret:{name}-{rnd(ALNUM, 6)}"


def kms_arn(acct: str, region: str = "us-east-1") -> str:
    return f"arn:aws:kms:{region}:{acct}:key/{uid()}"


def digest() -> str:
    return "sha256:" + hexs(64)


def cert_serial() -> str:
    return ":".join(hexs(2) for _ in range(16)).upper()


def sha256_fp() -> str:
    return ":".join(hexs(2) for _ in range(32)).upper()


def ssh_fp() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def kube_suffix() -> str:
    return rnd("bcdfghkmt2456789", 10)


def es_uuid() -> str:
    return rnd(URLSAFE, 22)


def route53_zone() -> str:
    return "Z" + rnd(UPPER + DIGITS, pick(13, 20))


def cf_dist() -> str:
    return "E" + rnd(UPPER + DIGITS, 13)


def lsn() -> str:
    return f"{secrets.randbelow(0xFF) + 1:X}/{rnd(UPHEX, 8)}"


def wal_segment() -> str:
    return f"00000001{rnd(UPHEX, 8)}000000{rnd(UPHEX, 2)}"


# ---------------------------------------------------------------- credentials

def credentials() -> Rows:
    r = Rows()
    acct = aws_account()

    k1, s1 = aws_key_id(), aws_secret()
    k2, s2 = aws_key_id(), aws_secret()
    k3, s3 = aws_key_id(), aws_secret()
    r.add(
        "aws_secret_access_key",
        f"terraform-ci IAM user keys (prod-shared acct {acct}), made today after the old pair leaked into a build log:\nAWS_ACCESS_KEY_ID={k1}\nAWS_SECRET_ACCESS_KEY={s1}",
        f"[sre-breakglass]\naws_access_key_id = {k2}\naws_secret_access_key = {s2}\nregion = us-east-1\n^ goes in ~/.aws/credentials on the DR laptop only",
        f"remember: the log-shipper user in the sandbox acct is {k3} / {s3} -- Dre needs it for the fluent-bit repro, send over 1Password not Slack",
    )

    a1, a2 = asia_key_id(), asia_key_id()
    r.add(
        "aws_sts_session_credentials",
        f"temp creds from assume-role for the INC timeline replay (good till 18:40 ET):\nexport AWS_ACCESS_KEY_ID={a1}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_SESSION_TOKEN={sts_session_token()}",
        f"{{\"Credentials\": {{\"AccessKeyId\": \"{a2}\", \"SecretAccessKey\": \"{aws_secret()}\", \"SessionToken\": \"{sts_session_token()}\", \"Expiration\": \"2025-03-14T22:05:11Z\"}}}}",
        f"aws sso creds for the payments-prod ReadOnly session (copied from the portal, 1h):\naws_access_key_id={asia_key_id()}\naws_secret_access_key={aws_secret()}\naws_session_token={sts_session_token()}",
    )

    r.add(
        "gcp_service_account_key",
        "key file for the BigQuery ledger-export SA, paste into /etc/ledger-export/sa.json on export-01:\n" + gcp_sa_json("acme-ledger-prod", "ledger-export"),
        "gcs-backup-writer SA json (the one Cloud SQL exports use). old key deleted in console\n" + gcp_sa_json("acme-dr-backups", "gcs-backup-writer"),
        "pasting so I dont lose it, dataflow runner for fraud-scoring:\n" + gcp_sa_json("acme-fraud-ml-staging", "dataflow-runner"),
    )

    r.add(
        "azure_client_secret",
        f"app reg 'sre-automation' (tenant acme.onmicrosoft.com)\nclient id {uid()}\nsecret value: {azure_secret()}\nexpires 24 months, set a reminder",
        f"AZURE_CLIENT_ID={uid()}\nAZURE_TENANT_ID={uid()}\nAZURE_CLIENT_SECRET={azure_secret()}",
        f"new secret for the AKS cost-exporter SP: {azure_secret()}  (the Value column, not the Secret ID column!!)",
    )

    r.add(
        "azure_storage_account_key",
        f"acmepaymentsarchive key1 = {azure_storage_key()}",
        f"DefaultEndpointsProtocol=https;AccountName=acmetfstateeus2;AccountKey={azure_storage_key()};EndpointSuffix=core.windows.net",
        f"rotated key2 on acmelogsdr after the audit. new key2:\n{azure_storage_key()}\nkey1 gets rotated next Tuesday",
    )

    r.add(
        "azure_sas_token",
        f"SAS for the auditors to pull the Q1 reconciliation exports (read+list, short expiry):\n?{sas_query('rl')}",
        f"azcopy copy ./wal-archive 'https://acmepgbackup.blob.core.windows.net/wal?{sas_query('racwl')}' --recursive",
        f"container-level SAS for the chaos drill upload: {sas_query('cw')}",
    )

    r.add(
        "pagerduty_rest_api_key",
        f"PD REST key for the on-call sync script (read/write): {pd_api_key()}",
        f"curl -H 'Authorization: Token token={pd_api_key()}' -H 'Accept: application/vnd.pagerduty+json;version=2' https://api.pagerduty.example/oncalls",
        f"my personal PD user token is {pd_api_key()} - only for the escalation export, revoke when Q2 audit is done",
    )

    r.add(
        "pagerduty_integration_key",
        f"payments-api Events v2 integration key: {hexs(32)}",
        f"alertmanager receiver:\n  - name: pd-ledger-critical\n    pagerduty_configs:\n      - routing_key: {hexs(32)}\n        severity: critical",
        f"Datadog -> PD service 'Kafka Platform' routing key\n{hexs(32)}",
    )

    r.add(
        "opsgenie_api_key",
        f"opsgenie (legacy, the card-issuing team still uses it) api key: {uid()}",
        f"curl -X POST https://api.opsgenie.example/v2/alerts -H 'Authorization: GenieKey {uid()}' -d @alert.json",
        f"OG heartbeat integration key for the nightly settlement job -> {uid()}",
    )

    r.add(
        "sentry_auth_token",
        f"sentry-cli token for sourcemap uploads in CI: SENTRY_AUTH_TOKEN={sentry_token()}",
        f"Sentry internal integration 'incident-bot' token {sentry_token()} (scopes event:read project:read)",
        f".sentryclirc on the release box\n[auth]\ntoken={sentry_token()}\n[defaults]\norg=acme-pay",
    )

    r.add(
        "cloudflare_api_token",
        f"CF token scoped to Zone.DNS edit on acme-pay.example only: {rnd(URLSAFE, 40)}",
        f"cert-manager cloudflare secret -> api-token: {rnd(URLSAFE, 40)}",
        f"export CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}   # WAF rules terraform",
    )

    r.add(
        "cloudflare_global_api_key",
        f"ugh, the old dns-updater still uses the GLOBAL key. X-Auth-Email: sre-bots@acme.example  X-Auth-Key: {hexs(37)}",
        f"cloudflare global api key (owner acct, break glass only) {hexs(37)}",
    )

    r.add(
        "redis_auth_password",
        f"redis-cli -h redis-sessions.prod.acme.internal -p 6379 --tls -a '{pwd(32)}' info replication",
        f"elasticache payments-cache AUTH token: {rnd(ALNUM, 48)}",
        f"requirepass {pwd(28)}\nmasterauth same as above, set on all 3 sentinels too",
        f"Redis auth for rate-limiter cluster got rotated during INC-4471, new one is\n{rnd(ALNUM + '-_', 40)}",
    )

    r.add(
        "rabbitmq_password",
        f"rmq mgmt UI https://rabbitmq.prod.acme.internal:15671  admin / {human_pw()}",
        f"amqps://ledger-consumer:{pwd(24)}@rmq-1.prod.acme.internal:5671/ledger",
        f"rabbitmqctl change_password svc-webhooks '{pwd(22)}'  <- ran this at 02:14, update the k8s secret too",
    )

    r.add(
        "kafka_sasl_password",
        f"client.properties for the MSK debug pod:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"payments-producer\" password=\"{pwd(30)}\";",
        f"kafka SCRAM user fraud-stream-consumer pw {rnd(ALNUM, 32)}",
        f"confluent cloud api key {rnd(UPPER + DIGITS, 16)} secret {rnd(ALNUM + '+/', 64)} (cluster lkc-{rnd(LOWER + DIGITS, 5)})",
    )

    r.add(
        "elasticsearch_elastic_password",
        f"elastic superuser pw after reset-password on es-master-0: {rnd(ALNUM + '*_=', 20)}",
        f"curl -u elastic:{rnd(ALNUM, 20)} -k https://es-logs.prod.acme.internal:9200/_cluster/health?pretty",
        f"ES 8 bootstrap output, save it:\nPassword for the [elastic] user successfully reset.\nNew value: {rnd(ALNUM + '*_=+-', 20)}",
    )

    r.add(
        "jenkins_api_token",
        f"jenkins admin api token (for the job-dsl seed + the curl scripts): {jenkins_token()}",
        f"curl -X POST -u admin:{jenkins_token()} https://jenkins.acme.internal/job/payments-api/job/main/build",
        f"JENKINS_USER=svc-deployer\nJENKINS_TOKEN={jenkins_token()}",
    )

    r.add(
        "bastion_ssh_private_key",
        f"bastion-east (bastion-1.prod.acme.internal) key for user ops:\n{openssh_private()}",
        f"~/.ssh/id_ed25519_bastion_dr -- copy to the break-glass yubikey laptop\n{openssh_private()}",
        f"legacy bastion still wants RSA, ugh:\n{pem('RSA PRIVATE KEY', 8)}",
    )

    r.add(
        "postgres_replication_password",
        f"primary_conninfo = 'host=pg-ledger-1.prod.acme.internal port=5432 user=replicator password={pwd(26)} sslmode=verify-full application_name=standby_atl2'",
        f"replicator role pw (ledger cluster) {rnd(ALNUM, 28)}\nALTER ROLE done on primary at 11:02, standbys reconnected 11:04",
        f"~/.pgpass on the standby\npg-ledger-1.prod.acme.internal:5432:replication:replicator:{pwd(24)}",
    )

    r.add(
        "break_glass_recovery_codes",
        f"ROOT acct ({acct}) break-glass MFA recovery codes - envelope #2 copy:\n{recovery_codes(8, 'plain')}",
        f"okta super-admin backup codes (sre-breakglass@acme.example)\n{recovery_codes(10, 'digits')}",
        f"github org owner recovery codes for acme-pay:\n{recovery_codes(6, 'github')}",
    )

    r.add(
        "break_glass_root_password",
        f"AWS root login for prod-payments ({acct}): root+prod@acme.example / {pwd(32)}",
        f"break glass root pw (azure global admin bg-admin@acme.onmicrosoft.com): {rnd(ALNUM + '!@#$%', 28)} -- after use, rotate and log in the BG register",
        f"GCP org super admin recovery pw\n{phrase_words(6, '-')}-{digits(3)}",
    )

    r.add(
        "root_mfa_totp_seed",
        f"TOTP secret for the root MFA on {acct}: {groups(totp_seed(), 4)}",
        f"otpauth://totp/Amazon%20Web%20Services:root-account-mfa-device@{acct}?secret={totp_seed()}&issuer=Amazon%20Web%20Services",
        f"2fa seed for the shared sre-breakglass okta acct (second phone backup): {totp_seed()}",
    )

    r.add(
        "datadog_api_key",
        f"DD_API_KEY={hexs(32)}   # prod agents, us5 site",
        f"datadog api key for the synthetics private location in atl-colo: {hexs(32)}",
        f"helm upgrade datadog datadog/datadog -n datadog --set datadog.apiKey={hexs(32)} --reuse-values",
    )

    r.add(
        "datadog_application_key",
        f"dd app key (monitors-as-code, owned by svc-sre) {hexs(40)}",
        f"DD-API-KEY: {hexs(32)}\nDD-APPLICATION-KEY: {hexs(40)}\n^ headers for the SLO export script",
    )

    r.add(
        "github_personal_access_token",
        f"gh PAT for the runbook-sync bot (repo + read:org): {ghp()}",
        f"echo {ghp()} | gh auth login --with-token",
        f"fine grained PAT, payments-infra repo only, expires in 90d: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
    )

    r.add(
        "vault_root_token",
        f"vault operator init output - Initial Root Token: {vault_token()}",
        f"VAULT_ADDR=https://vault.prod.acme.internal:8200\nVAULT_TOKEN={vault_token()}\n(generated root for the DR test, revoke-self after!)",
        f"vault token for the cert-rotation cron (periodic, policy pki-issuer): {vault_token()}",
    )

    r.add(
        "vault_unseal_key",
        "unseal shares held by SRE (2 of the 5, need 3):\nUnseal Key 2: " + b64(secrets.token_bytes(33)) + "\nUnseal Key 4: " + b64(secrets.token_bytes(33)),
        f"my unseal share {b64(secrets.token_bytes(33))} - vault-dr cluster",
        f"recovery key for the awskms-auto-unsealed cluster (share 3): {b64(secrets.token_bytes(33))}",
    )

    r.add(
        "grafana_service_account_token",
        f"grafana SA 'dashboards-provisioner' token {grafana_sa()}",
        f"GRAFANA_TOKEN={grafana_sa()} for the annotations hook (deploy markers)",
        f"curl -H 'Authorization: Bearer {grafana_sa()}' https://grafana.prod.acme.internal/api/dashboards/uid/{rnd(ALNUM, 9)}",
    )

    r.add(
        "slack_bot_token",
        f"incident-bot slack token: {slack_bot()}",
        f"SLACK_BOT_TOKEN={slack_bot()}\nSLACK_SIGNING_SECRET={hexs(32)}",
        f"the #inc-* channel creator app uses {slack_bot()} -- move it to secrets manager next sprint",
    )

    r.add(
        "kubernetes_service_account_token",
        f"long-lived token for the argo image-updater SA (legacy secret, sorry):\n{k8s_sa_token('argocd', 'image-updater')}",
        f"kubectl --token={k8s_sa_token('payments', 'ci-deployer')} --server=https://k8s-api.prod.acme.internal get pods -n payments",
        f"token: {k8s_sa_token('monitoring', 'prom-federation')}\n^ the bearer_token for the DR prometheus federation job",
    )

    r.add(
        "terraform_cloud_token",
        f"TFC team token (sre-platform): {tfc_token()}",
        f"~/.terraformrc\ncredentials \"tfe.acme.internal\" {{\n  token = \"{tfc_token()}\"\n}}",
        f"TF_TOKEN_tfe_acme_internal={tfc_token()} for the drift-detect job",
    )

    r.add(
        "docker_hub_access_token",
        f"docker login -u acmepaysre -p {dckr_pat()}   (rate limit workaround for the runners)",
        f"dockerhub PAT read-only pulls: {dckr_pat()}",
        f"runner config.toml  [[runners.docker.auths]] username=acmepaysre password={dckr_pat()}",
    )

    r.add(
        "postgres_connection_string",
        f"DATABASE_URL=postgres://ledger_app:{pwd(24)}@pg-ledger.prod.acme.internal:5432/ledger?sslmode=require",
        f"psql 'host=pg-ro.prod.acme.internal dbname=payments user=sre_readonly password={rnd(ALNUM, 22)}' -c 'select now()'",
        f"pgbouncer userlist.txt line for the reporting pool:\n\"reporting\" \"{pwd(20)}\"",
    )

    r.add(
        "mongodb_connection_uri",
        f"mongodb+srv://kyc-svc:{rnd(ALNUM, 24)}@kyc-docs.mongo.acme.internal/kyc?retryWrites=true&w=majority",
        f"atlas user for the nightly dump: dump_ro / {pwd(20)}",
        f"mongosh 'mongodb://sre_admin:{rnd(ALNUM, 20)}@mongo-0.kyc.prod.acme.internal:27017/admin?tls=true'",
    )

    r.add(
        "statuspage_api_key",
        f"statuspage.io OAuth key for the status updater (page id {rnd(LOWER + DIGITS, 12)}): {uid()}",
        f"curl -H 'Authorization: OAuth {uid()}' https://api.statuspage.example/v1/pages/{rnd(LOWER + DIGITS, 12)}/incidents",
    )

    r.add(
        "splunk_hec_token",
        f"splunk HEC token for the audit-trail index: {uid()}",
        f"[output.splunk]\nurl = https://splunk-hec.acme.internal:8088\ntoken = {uid().upper()}\nindex = fin_audit",
        f"curl -k https://splunk-hec.acme.internal:8088/services/collector -H 'Authorization: Splunk {uid()}' -d '{{\"event\":\"canary\"}}'",
    )

    r.add(
        "new_relic_api_key",
        f"NR user key (still used by the legacy cron dashboards) {nr_user_key()}",
        f"newrelic.yml license_key: {nr_license()}",
        f"NEW_RELIC_LICENSE_KEY={nr_license()}  (legacy lambdas in the settlement acct)",
    )

    r.add(
        "argocd_admin_password",
        f"argocd initial admin pw (before we wired SSO): {rnd(ALNUM, 16)}",
        f"argocd login argocd.prod.acme.internal --username admin --password '{pwd(20)}' --grpc-web",
        f"argocd account update-password --account ci-readonly --new-password {rnd(ALNUM, 24)}",
    )

    r.add(
        "okta_api_token",
        f"okta api token 'scim-sync' (acme.okta.example): {okta_token()}",
        f"Authorization: SSWS {okta_token()}",
        f"okta token for terraform okta provider, owned by svc-okta-tf: {okta_token()}  (expires if unused 30d)",
    )

    r.add(
        "stripe_secret_key",
        f"stripe secret for the payout reconciler (LIVE!!): {stripe_sk()}",
        f"STRIPE_API_KEY={stripe_sk()}",
        f"restricted key for the refunds dashboard - read charges, write refunds\n{'rk_live_' + rnd(ALNUM, 99)}",
    )

    r.add(
        "gpg_key_passphrase",
        f"passphrase for the release signing key (apt repo): {phrase_words(5)} {digits(2)}",
        f"gpg --batch --pinentry-mode loopback --passphrase '{pwd(30)}' --sign SHA256SUMS",
        f"sops/pgp key for prod secrets repo -- passphrase\n{phrase_words(4, '.')}.{digits(4)}",
    )

    r.add(
        "colo_cage_access_code",
        f"QTS ATL cage 14B combo lock: {digits(4)}, badge desk needs the ticket # too",
        f"alarm code for the colo cage (after hours) {digits(6)}#",
        f"atl-colo notes: keypad on the mantrap door is {digits(5)} then *. rack 7 key is on the red lanyard",
    )

    r.add(
        "cloudhsm_crypto_user_password",
        f"CloudHSM CU 'paykeys' pw: {pwd(24)} (needed for the PIN block re-encrypt job)",
        f"loginHSM CU crypto_ops {rnd(ALNUM, 20)}",
        f"HSM partition SO password (luna, card-issuing) {rnd(ALNUM + '!#', 16)}",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.88.4.12/32\nDNS = 10.88.0.2\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn-atl.acme.example:51820\nAllowedIPs = 10.0.0.0/8",
        f"wg private key for the oncall jump laptop: {wg_key()}",
        f"wg set wg0 private-key <(echo {wg_key()})  # dr bastion tunnel",
    )

    r.add(
        "iam_console_password",
        f"console login for sre-readonly-shared in the audit account: https://acme-pay.awsapps.example/start  pw {pwd(20)}",
        f"temp console pw I set for Marcus (forces reset on first login): {human_pw()}",
        f"IAM user 'chaos-monkey-human' pw is {human_pw()}",
    )

    kid, key, enc = es_api_key()
    r.add(
        "elasticsearch_api_key",
        f"ES api key for filebeat (logs-* write)\nid: {kid}\napi_key: {key}\nencoded: {enc}",
        f"curl -H 'Authorization: ApiKey {es_api_key()[2]}' https://es-logs.prod.acme.internal:9200/_cat/indices",
    )

    r.add(
        "consul_acl_token",
        f"consul bootstrap token (SecretID): {uid()}",
        f"CONSUL_HTTP_TOKEN={uid()} consul members",
        f"acl token for the vault storage backend -> token \"{uid()}\" in vault.hcl storage stanza",
    )

    r.add(
        "kafka_keystore_password",
        f"ssl.keystore.location=/etc/kafka/ssl/broker.keystore.jks\nssl.keystore.password={pwd(20)}\nssl.key.password={pwd(20)}\nssl.truststore.password={rnd(ALNUM, 16)}",
        f"keystore pw for the mTLS client certs (kafka-connect): {rnd(ALNUM, 18)}",
        f"keytool -importkeystore -srckeystore kafka.p12 -srcstoretype PKCS12 -srcstorepass {pwd(18)} -destkeystore kafka.jks -deststorepass {pwd(18)}",
    )

    r.add(
        "tls_private_key",
        f"wildcard *.pay.acme.example key (the one in the ALB cert), backup copy:\n{pem('PRIVATE KEY', 6)}",
        f"internal CA intermediate key for mTLS - DO NOT put in git\n{pem('EC PRIVATE KEY', 3)}",
    )

    r.add(
        "gitlab_runner_token",
        f"gitlab runner auth token for the atl-colo shell runner: {gitlab_runner()}",
        f"gitlab-runner register --url https://gitlab.acme.internal --token {gitlab_runner()} --executor docker",
        f"[[runners]]\n  name = \"atl-colo-02\"\n  url = \"https://gitlab.acme.internal\"\n  token = \"{gitlab_runner()}\"\n  executor = \"shell\"",
    )

    r.add(
        "basic_auth_header",
        f"alertmanager behind nginx basic auth, the webhook from statuspage sends\nAuthorization: Basic {basic('am-webhook', pwd(20))}",
        f"prom remote-write basic auth for the DR grafana agent: Basic {basic('remote-write', rnd(ALNUM, 24))}",
    )

    r.add(
        "slack_signing_secret",
        f"incident-bot signing secret {hexs(32)} -- needed to verify /inc slash commands",
        f"SLACK_SIGNING_SECRET={hexs(32)}",
    )

    r.add(
        "incident_timeline_with_secret",
        f"INC-{digits(4, lead=True)} timeline (ET)\n01:12 PD page: redis-sessions evictions\n01:19 failover to replica, forced AUTH change\n01:21 new AUTH: {rnd(ALNUM, 32)}\n01:30 pods rolled, errors back to baseline",
        f"timeline scratch\n14:02 rmq disk alarm\n14:09 logged into mgmt as admin ({human_pw()}), purged dead-letter q\n14:15 publish rate recovered",
    )
    return r


# ---------------------------------------------------------------- look-alikes

def lookalikes() -> Rows:
    r = Rows()
    acct, acct2 = aws_account(), aws_account()

    r.add(
        "incident_identifier",
        f"INC-{digits(4, lead=True)} postmortem due Friday. PD incident {pd_incident()}, #inc-{digits(4, lead=True)}-ledger-latency",
        f"for the QBR: incidents {', '.join('INC-' + digits(4, lead=True) for _ in range(4))} were all the same Kafka ISR shrink",
        f"PD incident #{digits(5, lead=True)} ({pd_incident()}) auto-resolved at 03:44, dupe of {pd_incident()}",
    )

    r.add(
        "change_ticket_number",
        f"CHG{digits(7)} approved for Sat 06:00 ET maintenance window (pg minor upgrade)",
        f"change ticket CHG{digits(7)} -> rollback plan attached, CAB ref CAB-2025-{digits(3)}",
        f"emergency change ECHG{digits(6)} filed retroactively for the redis failover",
    )

    r.add(
        "cloudwatch_dashboard_link",
        f"https://us-east-1.console.aws.amazon.com/cloudwatch/home?region=us-east-1#dashboards/dashboard/payments-api-prod-{hexs(8)}",
        f"logs insights saved query id {uid()} (\"5xx by route\") on the payments dashboard",
        f"CW alarm arn:aws:cloudwatch:us-east-1:{acct}:alarm:ledger-write-latency-p99-{hexs(12)}",
    )

    r.add(
        "datadog_dashboard_link",
        f"DD dashboard https://acme.datadoghq.com/dashboard/{dd_dash()}/payments-golden-signals?from_ts={epoch()}000&to_ts={epoch()}000&live=false",
        f"kafka lag board: https://acme.datadoghq.com/dashboard/{dd_dash()} ; monitor {digits(9, lead=True)} is the one that pages",
        f"notebook for INC review https://acme.datadoghq.com/notebook/{digits(7, lead=True)}/inc-redis-evictions",
    )

    r.add(
        "trace_and_span_ids",
        f"slow checkout trace: trace_id={hexs(32)} span_id={hexs(16)} (the pg span is 2.8s)",
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
        f"X-Ray trace {xray()} shows the lambda cold start, segment {hexs(16)}",
    )

    r.add(
        "request_id_from_logs",
        f"customer support escalation: x-request-id {uid()} returned 502 at 14:31:07 ET",
        f"S3 403 on the export bucket, x-amz-request-id {rnd(UPHEX, 16)}, x-amz-id-2 {b64(secrets.token_bytes(54))}",
        f"API GW requestId {uid()}, extendedRequestId {rnd(URLSAFE, 14)}=",
    )

    r.add(
        "aws_account_number",
        f"accounts: prod-payments {acct}, prod-shared {acct2}, audit {aws_account()}, sandbox {aws_account()}",
        f"the SCP blocking s3:PutBucketPolicy is attached to OU ou-{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 8)}, which has {acct} in it",
        f"billing anomaly in account {acct2} - NAT gateway data processing, not a breach",
    )

    r.add(
        "iam_role_arn",
        f"CI assumes arn:aws:iam::{acct}:role/github-actions-deployer via OIDC (sub repo:acme-pay/payments-api:ref:refs/heads/main)",
        f"break glass role ARN arn:aws:iam::{acct2}:role/BreakGlassAdmin - requires MFA + two-person approval",
        f"IRSA: arn:aws:iam::{acct}:role/eks-ledger-{hexs(8)}-sa-role on serviceaccount ledger/ledger-writer",
    )

    r.add(
        "kms_key_arn",
        f"ledger RDS encrypted with {kms_arn(acct)} (alias/ledger-rds-prod)",
        f"cross-region snapshot copy needs the us-west-2 key: {kms_arn(acct, 'us-west-2')}",
        f"KMS key {uid()} pending deletion (7 days) - was the old sqs key, confirmed no grants",
    )

    r.add(
        "secretsmanager_arn",
        f"redis AUTH lives in {sm_arn(acct, 'prod/redis-sessions/auth')}",
        f"rotation lambda attached to {sm_arn(acct, 'prod/pg-ledger/replicator')}, schedule rate(30 days)",
        f"secret arn for the DD api key: {sm_arn(acct2, 'shared/datadog/api-key', 'us-east-2')}  (ESO pulls it every 1h)",
    )

    r.add(
        "s3_object_key_with_hash",
        f"s3://acme-pay-artifacts/payments-api/{hexs(40)}/bundle.tar.gz",
        f"WAL archive object: s3://acme-pg-wal-prod/ledger/wal_005/{'0' * 8 + '1' + rnd(UPHEX, 15)}.lz4 ({hexs(32)} etag)",
        f"terraform state key env/prod/payments/terraform.tfstate, version id {rnd(URLSAFE, 32)}",
    )

    r.add(
        "ebs_snapshot_id",
        f"pre-upgrade snapshot of kafka-broker-2 data vol: {snap()} (vol-0{hexs(16)})",
        f"DLM kept {snap()} and {snap()}, deleted the older 14",
        f"restore test pulled {snap()} into us-east-2, took 41 min",
    )

    r.add(
        "ami_id",
        f"bastion AMI bumped to {ami()} (CIS hardened, packer build {digits(4)})",
        f"EKS node group uses {ami()}; previous {ami()} deregistered",
        f"golden AMI pipeline output: us-east-1 {ami()} / us-west-2 {ami()}",
    )

    sub = uid()
    r.add(
        "azure_resource_path",
        f"/subscriptions/{sub}/resourceGroups/rg-payments-prod-eus2/providers/Microsoft.Storage/storageAccounts/acmepaymentsarchive",
        f"AKS id /subscriptions/{uid()}/resourcegroups/rg-aks-dr/providers/Microsoft.ContainerService/managedClusters/aks-dr-cus",
        f"KV: /subscriptions/{sub}/resourceGroups/rg-sec-prod/providers/Microsoft.KeyVault/vaults/kv-acme-pay-prod (secret NAMES only in terraform)",
    )

    r.add(
        "azure_subscription_and_tenant_guid",
        f"az account set --subscription {uid()}",
        f"tenant {uid()}, sub 'acme-payments-prod' = {sub}",
        f"Defender alert came from subscription {uid()}, which is the sandbox one, low priority",
    )

    r.add(
        "gcp_project_number",
        f"acme-ledger-prod project number {digits(12, lead=True)}",
        f"default compute SA {digits(12, lead=True)}-compute@developer.gserviceaccount.com has editor, REMOVE",
        f"gcloud projects describe acme-fraud-ml-staging -> projectNumber: '{digits(12, lead=True)}'",
    )

    r.add(
        "kubernetes_secret_name",
        f"payments ns secrets: ledger-db-credentials, redis-auth-{kube_suffix()}, pd-routing-key, kafka-scram-users",
        "ESO ExternalSecret 'rmq-credentials' -> target secret rmq-credentials (refreshInterval 1h)",
        f"sealed secret for es-elastic-user regenerated, controller key cert fingerprint {ssh_fp()}",
    )

    r.add(
        "kubectl_describe_without_data",
        "$ kubectl describe secret ledger-db-credentials -n payments\nName:         ledger-db-credentials\nNamespace:    payments\nType:  Opaque\n\nData\n====\npassword:  32 bytes\nusername:  10 bytes\nhost:      34 bytes",
        f"Name:         redis-auth-{kube_suffix()}\nNamespace:    sessions\nLabels:       app.kubernetes.io/managed-by=external-secrets\nType:  Opaque\nData\n====\nauth:  48 bytes",
        f"kubectl get secret -n monitoring\nNAME                     TYPE                                  DATA   AGE\ndatadog-secret           Opaque                                2      412d\nsh.helm.release.v1.datadog.v{secrets.randbelow(40) + 10}   helm.sh/release.v1   1      3d",
    )

    r.add(
        "helm_release_history",
        f"helm history payments-api -n payments\nREVISION  UPDATED                   STATUS      CHART                 APP VERSION\n{secrets.randbelow(50) + 100}       Tue Mar 11 14:02:10 2025  superseded  payments-api-4.12.0   {hexs(7)}\n{secrets.randbelow(50) + 151}       Tue Mar 11 16:40:55 2025  deployed    payments-api-4.12.1   {hexs(7)}",
        (lambda rev: f"rolled back ledger-writer to revision {rev}: helm rollback ledger-writer {rev} -n ledger --wait")(secrets.randbelow(200) + 20),
        f"kafka-ui release rev {secrets.randbelow(30) + 2} failed, pending-upgrade stuck; fixed with helm rollback",
    )

    r.add(
        "container_image_digest",
        f"prod is running 123456789012.dkr.ecr.us-east-1.amazonaws.com/payments-api@{digest()}".replace("123456789012", acct),
        f"pin redis to bitnami/redis:7.2.4-debian-12-r{secrets.randbelow(20)}@{digest()}",
        f"cosign verify passed for ghcr.io/acme-pay/ledger-writer:sha-{hexs(7)} (digest {digest()})",
    )

    r.add(
        "git_commit_sha",
        f"bad deploy was {hexs(40)}, revert is {hexs(40)}",
        f"git bisect: first bad commit {hexs(12)} (\"bump kafka client to 3.7\")",
        f"runbook PR merged as {hexs(7)}, tag runbooks-2025.03.2",
    )

    r.add(
        "tls_certificate_serial",
        f"openssl x509 -noout -serial -enddate -in api.pay.acme.example.crt\nserial={rnd(UPHEX, 32)}\nnotAfter=Jun 14 23:59:59 2025 GMT",
        f"ACM cert arn:aws:acm:us-east-1:{acct}:certificate/{uid()} serial {cert_serial()} renews auto",
        f"revoked intermediate serial {cert_serial()} on the internal CA CRL",
    )

    r.add(
        "tls_certificate_fingerprint",
        f"SHA256 Fingerprint={sha256_fp()}",
        f"pinning for the mobile SDK (public key pin, base64 sha256): pin-sha256=\"{b64(secrets.token_bytes(32))}\"",
        f"mTLS client cert for kafka-connect, SHA1 fp {':'.join(hexs(2) for _ in range(20)).upper()}",
    )

    r.add(
        "ssh_host_public_key",
        f"bastion-1.prod.acme.internal ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"known_hosts for the DR bastion:\nbastion-dr.acme.internal,10.40.0.10 ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
        f"host key fingerprint should be {ssh_fp()} (ED25519) -- if ssh shows anything else STOP",
        f"my public key for the bastion authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} sre@atl-laptop",
    )

    r.add(
        "cloudformation_dynamic_reference",
        "MasterUserPassword: '{{resolve:secretsmanager:prod/db:SecretString:password}}'",
        "ReplicationPassword: '{{resolve:secretsmanager:" + sm_arn(acct, "prod/pg-ledger/replicator") + ":SecretString:password::}}'",
        "AuthToken for ElastiCache pulled with {{resolve:ssm-secure:/prod/redis/auth:3}} -- version 3 is current",
    )

    r.add(
        "github_actions_secret_reference",
        "env:\n  PAGERDUTY_KEY: ${{ secrets.PAGERDUTY_KEY }}\n  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}",
        "with:\n  role-to-assume: arn:aws:iam::" + acct + ":role/github-actions-deployer\n  aws-region: us-east-1\n# no static keys anymore, the ${{ secrets.AWS_SECRET_ACCESS_KEY }} lines are gone",
        "cloudflare step fails because ${{ secrets.CF_API_TOKEN }} is only set at org level for private repos",
    )

    r.add(
        "terraform_variable_reference",
        "auth_token = var.redis_auth\ntransit_encryption_enabled = true",
        "variable \"kafka_scram_password\" {\n  type      = string\n  sensitive = true\n}",
        "tf plan shows ~ master_password = (sensitive value) on aws_db_instance.ledger, expected since we changed the data source",
        "password = data.aws_secretsmanager_secret_version.es_elastic.secret_string",
    )

    r.add(
        "vault_kv_path_reference",
        "vault kv get -field=password secret/prod/postgres/replication",
        "jenkins admin token moved to kv/sre/jenkins/admin-api-token (version 4). old versions destroyed",
        "vault read database/creds/ledger-readonly  <- dynamic creds, TTL 1h, don't cache them anywhere",
    )

    r.add(
        "key_rotated_notice",
        f"rotated the AWS keys for terraform-ci; old key id {aws_key_id()} deactivated 10:14, deleted 10:40. new one is in SM only",
        "Azure storage key1 for acmepaymentsarchive rotated (quarterly), apps picked it up via KV reference, nothing to paste",
        "PD integration key for payments-api regenerated after it showed up in a public gist. alertmanager config now reads it from a file",
        "redis AUTH rotated w/ the two-token trick (AUTH ROTATE then SET). all clients on the new token by 16:20",
    )

    r.add(
        "token_revoked_notice",
        f"revoked Sentry token ending in ...{hexs(4)} (belonged to Kevin, left the company)",
        "Cloudflare global API key disabled at the account level, only scoped tokens now",
        f"GitHub notified us a PAT was exposed (secret scanning alert #{digits(3, lead=True)}); token revoked by GitHub automatically, audit log clean",
    )

    r.add(
        "password_policy_talk",
        "policy for service creds: 32+ chars, random, generated by SM rotation, never typed by a human",
        "elastic user password must be reset on every major upgrade; kibana_system too. use bin/elasticsearch-reset-password -i",
        "break-glass: root pw split in two envelopes (CISO safe + my safe), each half 16 chars. Audit opened envelope #1 on 2/12, resealed",
    )

    r.add(
        "pagerduty_object_ids",
        f"PD service payments-api = {pd_obj()}, escalation policy {pd_obj()}, schedule SRE Primary {pd_obj()}",
        f"override: https://acme-pay.pagerduty.example/schedules#{pd_obj()} me covering Dre Sat 08:00-Sun 08:00",
        f"PD user id for the bot {pd_obj()}, team {pd_obj()}",
    )

    r.add(
        "sentry_event_ids",
        f"sentry issue PAYMENTS-API-{rnd(UPPER + DIGITS, 3)} event {hexs(32)} - NullPointer in refund path",
        f"Sentry release payments-api@{hexs(12)} regressed issue {digits(10, lead=True)}",
        f"client DSN public key for the web checkout (ok to ship in JS bundle) project id {digits(7, lead=True)}",
    )

    r.add(
        "cloudflare_zone_and_ray_ids",
        f"zone id for pay.acme.example: {hexs(32)}  account id {hexs(32)}",
        f"customer got a 520, cf-ray {hexs(16)}-ATL",
        f"WAF rule {hexs(32)} (block /wp-admin probes) in ruleset {hexs(32)}",
    )

    r.add(
        "azure_app_client_id",
        f"sre-automation app reg: Application (client) ID {uid()}, Object ID {uid()}. secret is in KV, not here",
        f"workload identity federation: client-id {uid()} annotation on the cost-exporter SA, no secret needed",
    )

    r.add(
        "gcp_service_account_key_id",
        f"disabled SA key {hexs(40)} for ledger-export@acme-ledger-prod.iam.gserviceaccount.com (last used 94 days ago)",
        f"org policy iam.disableServiceAccountKeyCreation enforced; remaining user-managed key ids: {hexs(40)}, {hexs(40)}",
        f"gcloud iam service-accounts keys list --iam-account dataflow-runner@acme-fraud-ml-staging.iam.gserviceaccount.com\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n{hexs(40)}  2024-08-02T15:10:44Z  9999-12-31T23:59:59Z",
    )

    r.add(
        "aws_access_key_id_in_audit",
        f"CloudTrail: the GetObject spike came from access key {aws_key_id()} (user log-shipper), legit backfill",
        f"IAM credential report: {aws_key_id()} last rotated 2024-11-03, last used today us-east-1 s3",
        f"GuardDuty finding on {asia_key_id()} (temporary creds from the EKS node role) - false positive, Tor exit from a pentest",
    )

    r.add(
        "aws_principal_unique_id",
        f"role unique id AROA{rnd(UPPER + DIGITS, 17)}:i-0{hexs(16)} in the trail",
        f"bucket policy denies everyone except aws:userId AIDA{rnd(UPPER + DIGITS, 17)} and AROA{rnd(UPPER + DIGITS, 17)}:*",
        f"get-caller-identity -> UserId AROA{rnd(UPPER + DIGITS, 17)}:sre-session, Account {acct}",
    )

    r.add(
        "ec2_and_vpc_ids",
        f"stuck instance {inst()} in subnet subnet-0{hexs(16)} (vpc-0{hexs(16)}), sg sg-0{hexs(16)}",
        f"ENI eni-0{hexs(16)} still attached to the deleted NAT, TGW attachment tgw-attach-0{hexs(16)}",
        f"replaced {inst()} and {inst()} in the kafka ASG",
    )

    r.add(
        "postgres_wal_positions",
        f"replica lag: sent_lsn {lsn()} replay_lsn {lsn()} -> ~180MB behind",
        f"standby stuck waiting for WAL segment {wal_segment()}, restore_command found it in S3 after bucket perms fix",
        f"slot standby_atl2 restart_lsn {lsn()}, active=f, dropping it tonight (CHG{digits(7)})",
    )

    r.add(
        "kafka_cluster_and_offsets",
        f"kraft cluster.id {b64u_bytes(16)} on all 5 brokers",
        f"consumer group settlement-writer lag on payments.events.v3: p0 offset {digits(9, lead=True)} / end {digits(9, lead=True)}",
        f"MSK cluster arn:aws:kafka:us-east-1:{acct}:cluster/payments-msk/{uid()}-{secrets.randbelow(20) + 1}",
    )

    r.add(
        "elasticsearch_cluster_uuid",
        f"es-logs cluster_uuid {es_uuid()}, node ids {es_uuid()}, {es_uuid()}",
        f"snapshot snap-2025.03.11-{rnd(LOWER + DIGITS, 22)} in repo s3-logs-dr: SUCCESS, 412 shards",
        f"unassigned shard on index logs-payments-2025.03.10 allocation id {es_uuid()}",
    )

    r.add(
        "jenkins_build_reference",
        f"https://jenkins.acme.internal/job/payments-api/job/main/{digits(4, lead=True)}/console failed at integration tests",
        f"queue item {digits(6, lead=True)} stuck, agent atl-colo-{digits(2)} offline",
        f"Jenkins 2.452.3 LTS upgrade done; plugin credentials-binding {digits(3, lead=True)}.v{hexs(12)}",
    )

    r.add(
        "software_versions",
        "prod versions: redis 7.2.4, rabbitmq 3.13.1 (erlang 26.2.3), kafka 3.6.1, ES 8.13.2, pg 15.6",
        f"kubectl v1.29.3, helm v3.14.2, terraform 1.7.5, aws-cli/2.15.{secrets.randbelow(40)}",
        f"payments-api v4.12.1+{hexs(7)} (build {digits(5, lead=True)})",
    )

    r.add(
        "artifact_checksums",
        f"{hexs(64)}  vault_1.15.6_linux_amd64.zip",
        f"md5 of the restore dump ledger-2025-03-10.dump: {hexs(32)}, matches source",
        f"ETag \"{hexs(32)}-{secrets.randbelow(90) + 10}\" on the multipart WAL backup",
    )

    r.add(
        "stripe_publishable_key",
        f"checkout frontend publishable key (public, ships in JS): pk_live_{rnd(ALNUM, 99)}",
        f"test mode pk for the staging sandbox pk_test_{rnd(ALNUM, 24)} - secret key is in SM prod/stripe",
        f"stripe webhook endpoint we_{rnd(ALNUM, 24)}, account acct_{rnd(ALNUM, 16)}",
    )

    r.add(
        "redacted_secret_in_log",
        "ledger-writer logged DATABASE_URL=postgres://ledger_app:****@pg-ledger.prod.acme.internal:5432/ledger -- redaction works",
        f"audit: aws_secret_access_key = ************************{rnd(ALNUM, 4)} (masked by the CLI)",
        "ES log shows 'authentication failed for user [elastic]' x 40 from 10.12.3.44 -- password NOT in the log, checked",
        "Sentry scrubbed: sk_live_[Filtered] in breadcrumbs; the token prefix only, no value",
    )

    r.add(
        "env_example_placeholders",
        "# .env.example\nPAGERDUTY_ROUTING_KEY=<routing-key-from-PD-service>\nREDIS_AUTH=changeme\nDATABASE_URL=postgres://user:password@localhost:5432/ledger",
        "AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX\nAWS_SECRET_ACCESS_KEY=<your-secret-here>\n(template for the new hire onboarding doc)",
        "docker-compose local: RABBITMQ_DEFAULT_USER=guest RABBITMQ_DEFAULT_PASS=guest (localhost only, the real ones come from vault)",
    )

    r.add(
        "route53_and_cloudfront_ids",
        f"hosted zone pay.acme.example = {route53_zone()}, private zone prod.acme.internal = {route53_zone()}",
        f"invalidate CF dist {cf_dist()}: aws cloudfront create-invalidation --distribution-id {cf_dist()} --paths '/*'",
        f"route53 change id /change/C{rnd(UPPER + DIGITS, 20)} INSYNC after 48s",
    )

    r.add(
        "wireguard_public_key",
        f"[Peer]\n# atl-colo gateway\nPublicKey = {wg_key()}\nEndpoint = vpn-atl.acme.example:51820\nAllowedIPs = 10.88.0.0/16",
        f"add my laptop peer, pubkey {wg_key()} (private key never leaves the laptop)",
    )

    r.add(
        "bridge_line_and_oncall_phone",
        f"SEV1 bridge: +1 404-555-01{digits(2)}, conference id {digits(9, lead=True)}",
        f"NOC ATL on-call desk (404) 555-01{digits(2)}, vendor escalation for the colo +1 470-555-01{digits(2)} ext {digits(4, lead=True)}",
    )

    r.add(
        "gpg_key_fingerprint",
        f"apt repo signing key fingerprint {groups(rnd(UPHEX, 40), 4)} (public, published on keys.acme.example)",
        f"sops .sops.yaml: pgp: {rnd(UPHEX, 40)}, age: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}",
    )

    r.add(
        "pod_and_node_names",
        f"OOMKilled: {pod_name('ledger-writer')} and {pod_name('ledger-writer')} on ip-10-12-{secrets.randbelow(250)}-{secrets.randbelow(250)}.ec2.internal",
        f"evicted {pod_name('payments-api')} during node drain, PDB held",
    )

    r.add(
        "network_addresses",
        f"redis primary 10.12.{secrets.randbelow(250)}.{secrets.randbelow(250)}:6379, replicas .{secrets.randbelow(250)} and .{secrets.randbelow(250)}; sentinel port 26379",
        "allowlist for the PCI segment: 10.40.0.0/20, 10.40.16.0/22, NAT egress 198.51.100.23 and 198.51.100.24",
        f"bastion MAC for the colo DHCP reservation {':'.join(hexs(2) for _ in range(6))}",
    )

    r.add(
        "audit_event_ids",
        f"CloudTrail eventID {uid()} (DeleteAccessKey by sre-admin)",
        f"Okta system log uuid {rnd(URLSAFE, 22)} for the super admin login, factor=WebAuthn",
        f"AWS support case {digits(11, lead=True)} opened for the EBS degradation in use1-az4",
    )

    r.add(
        "secret_location_note",
        "elastic user password: in 1Password vault 'SRE Prod' item 'es-logs elastic'. do not copy elsewhere",
        "break glass envelope is in the CISO's safe, 5th floor, combo is known by CISO + VP Eng only",
        "Kafka SCRAM passwords are generated by the terraform module and written straight to SM; nobody has seen them",
    )
    return r


def main() -> None:
    write_corpora("make_heldout158.py", [
        ("heldout158_credentials.yaml", credentials(), "batch 158 (Atlanta fintech SRE runbooks and incident timelines), written blind; every value synthetic"),
        ("heldout158_lookalikes.yaml", lookalikes(), "batch 158 look-alikes: cloud ids, ARNs, digests, trace ids and secret references from SRE notes, written blind"),
    ])


if __name__ == "__main__":
    main()
