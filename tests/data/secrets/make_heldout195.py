# ruff: noqa: E501
"""Writes heldout195_credentials.yaml and heldout195_lookalikes.yaml: held-out batch 195.

Persona: a site reliability engineer in Bangalore on call for a payments platform, who keeps
English runbook notes (with the odd Hindi word) in the assistant: PagerDuty integration keys,
Datadog API and application keys, Grafana service account tokens, Prometheus basic auth
passwords, Alertmanager Slack webhooks, Opsgenie API keys, Elastic API keys, Consul ACL secret
ids, Nomad tokens and the break-glass root password. The look-alikes are the same notebook's
everyday identifiers: alert fingerprints, incident ids, trace and span ids, Grafana dashboard
and folder UIDs, Prometheus label hashes, Consul accessor ids, Datadog monitor ids, runbook
URLs, Alertmanager silence ids, pod names, commit SHAs, and talk about secrets without them.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    digits,
    groups,
    hexs,
    jwt,
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

WORDS = [
    "monsoon", "filter", "coffee", "indiranagar", "pager", "quorum", "silence", "shard",
    "rickshaw", "banyan", "latency", "dosa", "koramangala", "failover", "mango", "replica",
    "thunder", "jasmine", "kernel", "cubbon", "orbit", "saffron", "ledger", "harbor",
]

SERVICES = ["payments-api", "ledger-writer", "kafka-connect", "checkout-web", "fraud-scorer", "upi-gateway", "notif-worker", "settlement-batch"]


def url_pw() -> str:
    """A generated password that sits in a URL unescaped."""
    return rnd(ALNUM, pick(16, 20, 24))


def ulid() -> str:
    return "01" + rnd("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24)


def pd_key() -> str:
    """A PagerDuty Events API v2 integration (routing) key."""
    return hexs(32)


def pd_token() -> str:
    """A PagerDuty REST API token (user tokens start u+)."""
    return pick("u+", "") + rnd(ALNUM + "_-", 20)


def dd_api() -> str:
    return hexs(32)


def dd_app() -> str:
    return hexs(40)


def glsa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def glc() -> str:
    body = json.dumps({"o": digits(6, True), "n": f"alloy-blr-{rnd(LOWER, 4)}", "k": rnd(ALNUM, 24), "m": {"r": "prod-ap-south-1"}}, separators=(",", ":"))
    return "glc_" + b64(body.encode())


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def es_parts() -> tuple[str, str]:
    return rnd(URLSAFE, 20), rnd(URLSAFE, 22)


def es_key() -> str:
    key_id, key = es_parts()
    return b64(f"{key_id}:{key}".encode())


def vault_token() -> str:
    return "hvs." + rnd(ALNUM, 24)


def unseal_key() -> str:
    return b64(secrets.token_bytes(33))


def xoxb() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def nrak() -> str:
    return "NRAK-" + rnd(UPPER + DIGITS, 27)


def nr_license() -> str:
    return hexs(36) + "NRAL"


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def tg_token() -> str:
    return f"{digits(10, True)}:AA{rnd(URLSAFE, 33)}"


def jenkins_token() -> str:
    return "11" + hexs(32)


def atlassian_token() -> str:
    return "ATATT3xFfGF0" + rnd(URLSAFE, 180) + "=" + rnd(HEX.upper(), 8)


def dckr() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def sa_jwt() -> str:
    ns = pick("monitoring", "observability", "sre-tools")
    sa = pick("prometheus-k8s", "grafana-agent", "alert-bridge")
    return jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": ns,
                "kubernetes.io/serviceaccount/service-account.name": sa,
                "kubernetes.io/serviceaccount/service-account.uid": uid(),
                "sub": f"system:serviceaccount:{ns}:{sa}"}, alg="RS256", signature=rnd(URLSAFE, 342))


def passphrase() -> str:
    return phrase(WORDS, pick(4, 5), pick(" ", "-", "."))


def fingerprint() -> str:
    return hexs(16)


def dash_uid() -> str:
    return rnd(ALNUM + "-_", pick(9, 14))


def pd_id(first: str = "P") -> str:
    return first + rnd(UPPER + DIGITS, 6)


def pd_incident() -> str:
    return "Q" + rnd(UPPER + DIGITS, 13)


def svc() -> str:
    return pick(*SERVICES)


def credentials() -> Rows:
    r = Rows()

    k1, k2, k3, k4, k5 = (pd_key() for _ in range(5))
    r.add("pagerduty_integration_key",
          f"PD integration key for {svc()} (Events API v2): {k1}",
          f"routing_key: {k2}   # alertmanager -> pagerduty, team sre-blr",
          f"pagerduty_configs:\n  - routing_key: '{k3}'\n    severity: critical\n    send_resolved: true",
          f"yaad rakhna - new PD events key for the kafka svc is {k4}, old one already revoked",
          f"test trigger body: {{\"routing_key\":\"{k5}\",\"event_action\":\"trigger\",\"payload\":{{\"summary\":\"test from blr laptop\",\"source\":\"sre-laptop\",\"severity\":\"info\"}}}}")

    r.add("pagerduty_api_token",
          f"PagerDuty REST API token (read-only, shift-report script): {pd_token()}",
          f"export PAGERDUTY_TOKEN='{pd_token()}'",
          f"pd api key -> {pd_token()}  (my user token, dont share in #sre)",
          f"Authorization: Token token={pd_token()}")

    r.add("datadog_api_key",
          f"DD_API_KEY={dd_api()}",
          f"datadog api key, ap1 org: {dd_api()}",
          f"datadog.yaml on blr-edge-0{secrets.randbelow(9) + 1}:\napi_key: {dd_api()}\nsite: ap1.datadoghq.com\nlogs_enabled: true",
          f"helm upgrade --install datadog datadog/datadog -n monitoring --set datadog.apiKey={dd_api()} --set datadog.site=ap1.datadoghq.com",
          f"dd api kye for the bastion agent {dd_api()}")

    a1, k6, a2, k7 = dd_app(), dd_api(), dd_app(), dd_api()
    r.add("datadog_application_key",
          f"DD_APP_KEY={dd_app()}",
          f"Datadog application key for terraform (scope monitors_write): {a1}",
          f"-H 'DD-API-KEY: {k6}' -H 'DD-APPLICATION-KEY: {a2}'   <- validate call headers",
          f'provider "datadog" {{\n  api_key = "{k7}"\n  app_key = "{dd_app()}"\n  api_url = "https://api.ap1.datadoghq.com/"\n}}',
          f"monitor-sync cron: app key {dd_app()} / api key {dd_api()}")

    r.add("grafana_service_account_token",
          f"Grafana SA token, alert-reader (Viewer): {glsa()}",
          f"GRAFANA_TOKEN={glsa()}",
          f"curl -s -H 'Authorization: Bearer {glsa()}' 'https://grafana.acme.internal/api/search?query=kafka'",
          f'grafana provider:\n  url  = "https://grafana.acme.internal"\n  auth = "{glsa()}"',
          f"new token for dashboard-sync SA, expires in 90d -> {glsa()}")

    r.add("grafana_cloud_access_token",
          f"Grafana Cloud access policy token (metrics:write logs:write) for alloy: {glc()}",
          f'prometheus.remote_write "cloud" {{\n  endpoint {{\n    url = "https://acme.grafana.net/api/prom/push"\n    basic_auth {{\n      username = "{digits(7, True)}"\n      password = "{glc()}"\n    }}\n  }}\n}}',
          f"GCLOUD_RW_API_KEY={glc()}",
          f"loki push token (grafana cloud, stack acme-blr): {glc()}")

    r.add("prometheus_basic_auth_password",
          f"remote_write:\n  - url: https://thanos-receive.acme.internal/api/v1/receive\n    basic_auth:\n      username: prom-blr\n      password: {pw()}",
          f"prometheus federation scrape creds: user federate / pass {pw()}",
          f"curl -u admin:{pw()} https://prometheus.acme.internal/api/v1/alerts",
          f"prom basic auth pwd (plaintext; only the bcrypt is in web.yml): {pw()}",
          f"Pushgateway login pushuser : {pw()}")

    r.add("alertmanager_slack_webhook",
          f"global:\n  slack_api_url: '{slack_hook()}'",
          f"#sre-alerts-blr webhook: {slack_hook()}",
          f"receivers:\n- name: payments-oncall\n  slack_configs:\n  - api_url: {slack_hook()}\n    channel: '#payments-oncall'\n    send_resolved: true",
          f"Webhook for #ledger-alerts (alertmanager) = {slack_hook()} -- rotate if it leaks again",
          f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"am test\"}}' {slack_hook()}")

    r.add("opsgenie_api_key",
          f"Opsgenie API key (alertmanager integration): {uid()}",
          f"Authorization: GenieKey {uid()}",
          f"opsgenie_configs:\n  - api_key: {uid()}\n    api_url: https://api.eu.opsgenie.com/\n    priority: P1",
          f"OG key for the heartbeat pings - {uid()}",
          f"OPSGENIE_API_KEY={uid()}   # terraform opsgenie provider")

    i1, s1 = es_parts()
    r.add("elastic_api_key",
          f"Elastic API key for filebeat (base64 of id:key): {es_key()}",
          f"Authorization: ApiKey {es_key()}",
          f'output.elasticsearch:\n  hosts: ["https://es-prod.acme.internal:9200"]\n  api_key: "{i1}:{s1}"',
          f"es api key (encoded) {es_key()} -- made with POST /_security/api_key name=alert-writer",
          f"ELASTIC_API_KEY={es_key()}")

    r.add("elastic_superuser_password",
          f"elastic user pwd on es-prod: {pw()}",
          f"kibana_system password (after elasticsearch-reset-password): {pw()}",
          f"curl -u elastic:{pw()} 'https://es-prod.acme.internal:9200/_cluster/health?pretty'",
          f"ES bootstrap password for the new logging cluster = {pw()}")

    r.add("consul_acl_secret_id",
          f"Consul bootstrap token SecretID: {uid()}",
          f"export CONSUL_HTTP_TOKEN={uid()}",
          f"consul acl token create output:\nAccessorID:       {uid()}\nSecretID:         {uid()}\nDescription:      prometheus consul_sd read\nPolicies:\n   service-read",
          f"X-Consul-Token: {uid()}   (catalog API from the runbook box)",
          f'acl {{\n  tokens {{\n    agent = "{uid()}"\n  }}\n}}')

    r.add("nomad_acl_token",
          f"Nomad management token secret: {uid()}",
          f"NOMAD_TOKEN={uid()} nomad job status {svc()}",
          f"nomad acl bootstrap ->\nAccessor ID  = {uid()}\nSecret ID    = {uid()}\nName         = Bootstrap Token\nType         = management",
          f"nomad bootstrap secret id {uid()} - keeping it here only till vault is back",
          f"X-Nomad-Token: {uid()}")

    r.add("break_glass_root_password",
          f"BREAK GLASS root pwd for prod db hosts: {pw()}",
          f"break-glass root@bastion-01.acme.internal: {pw()} -- SEV1 only, log it in #incident",
          f"emergency root password (all k8s nodes, console only): {pw()}",
          f"Breakglass AWS root acct: sre-root@acme.example / {pw()}",
          f"root / {pw()}   iLO console fallback when LDAP is down")

    r.add("vault_token",
          f"VAULT_TOKEN={vault_token()}",
          f"vault login {vault_token()}",
          f"vault root token generated for the DR drill (revoke after!): {vault_token()}",
          f"X-Vault-Token: {vault_token()}")

    r.add("vault_unseal_key",
          f"Unseal Key 3: {unseal_key()}",
          f"my unseal share (3 of 5 needed): {unseal_key()}",
          f"vault operator unseal {unseal_key()}",
          f"Recovery Key 2: {unseal_key()}   (auto-unseal KMS cluster)")

    r.add("slack_bot_token",
          f"SLACK_BOT_TOKEN={xoxb()}",
          f"incident-bot slack token: {xoxb()}",
          f"slack bot oauth token for the standup summariser -> {xoxb()}",
          f"Authorization: Bearer {xoxb()}")

    r.add("github_personal_access_token",
          f"GH PAT (repo, workflow) for the runbook sync job: {ghp()}",
          f"export GITHUB_TOKEN={ghp()}",
          f"git clone https://sre-bot:{ghp()}@git.acme.internal/sre/runbooks.git",
          f"github token, expires 30 days: {ghp()}")

    r.add("gitlab_personal_access_token",
          f"gitlab PAT (api scope): {glpat()}",
          f"PRIVATE-TOKEN: {glpat()}",
          f"GITLAB_TOKEN={glpat()}  # for the terraform state backend",
          f"glab auth login --hostname gitlab.acme.internal --token {glpat()}")

    r.add("new_relic_key",
          f"New Relic user API key: {nrak()}",
          f"NEW_RELIC_LICENSE_KEY={nr_license()}",
          f"newrelic.yml -> license_key: {nr_license()}",
          f"API-Key: {nrak()}   (nerdgraph queries)")

    r.add("cloudflare_api_token",
          f"Cloudflare API token (Zone.DNS edit, acme.example): {cf_token()}",
          f"CLOUDFLARE_API_TOKEN={cf_token()}",
          f"curl -H 'Authorization: Bearer {cf_token()}' https://cf-proxy.acme.internal/client/v4/user/tokens/verify",
          f"cf token for the external-dns deployment = {cf_token()}")

    r.add("postgres_connection_string",
          f"postgres://ledger_rw:{url_pw()}@pg-primary.acme.internal:5432/ledger?sslmode=require",
          f"DATABASE_URL=postgresql://grafana:{url_pw()}@pg-grafana.acme.internal/grafana",
          f"psql 'host=pg-replica-2.acme.internal user=readonly password={pw()} dbname=payments'",
          f"pg exporter DSN: postgresql://postgres_exporter:{url_pw()}@localhost:5432/postgres?sslmode=disable",
          f"DATA_SOURCE_NAME=\"postgresql://monitor:{url_pw()}@10.40.2.17:5432/upi?sslmode=verify-full\"")

    r.add("redis_password",
          f"redis sentinel requirepass: {pw()}",
          f"redis-cli -h redis-sessions.acme.internal -a '{pw()}' info replication",
          f"REDIS_URL=rediss://default:{url_pw()}@redis-cache.acme.internal:6380/0",
          f"masterauth {pw()}")

    r.add("kubernetes_service_account_token",
          f"prometheus SA token (long-lived, legacy secret): {sa_jwt()}",
          f"kubectl --server https://k8s-prod.acme.internal:6443 --token={sa_jwt()} get pods -n monitoring",
          f"bearer_token for the kube-state scrape job:\n{sa_jwt()}",
          f"token: {sa_jwt()}")

    r.add("bastion_ssh_private_key",
          f"bastion key (sre-oncall user):\n{openssh_private()}",
          f"~/.ssh/id_ed25519_blr_bastion\n{openssh_private()}",
          f"jump host private key, copy to the new laptop:\n{openssh_private()}")

    r.add("aws_access_key",
          f"thanos objstore S3 creds\naccess_key: {aws_key_id()}\nsecret_key: {aws_secret()}",
          f"AWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"[sre-breakglass]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-south-1",
          f"loki chunks bucket user: {aws_key_id()} / {aws_secret()}")

    r.add("wireguard_private_key",
          f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.{secrets.randbelow(200) + 2}/32\nDNS = 10.99.0.1",
          f"wg0 private key on the oncall laptop: {wg_key()}",
          f"wireguard privkey (blr-office tunnel) {wg_key()}",
          f"PrivateKey={wg_key()}  # vpn-prod")

    r.add("telegram_bot_token",
          f"telegram alert bot token: {tg_token()}",
          f"TELEGRAM_BOT_TOKEN={tg_token()}",
          f"alertmanager telegram_configs:\n  - bot_token: {tg_token()}\n    chat_id: -100{digits(10, True)}",
          f"bot token for family-uptime pinger -> {tg_token()}")

    r.add("splunk_hec_token",
          f"Splunk HEC token (index=payments_audit): {uid()}",
          f"Authorization: Splunk {uid()}",
          f"fluent-bit [OUTPUT] splunk\n    Host splunk-hec.acme.internal\n    Port 8088\n    Splunk_Token {uid()}",
          f"hec token {uid()} for the k8s audit logs")

    r.add("totp_seed",
          f"PagerDuty 2FA secret (backup, for the oncall phone): {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/Grafana:sre-blr?secret={rnd(BASE32, 32)}&issuer=Grafana",
          f"TOTP seed for the shared breakglass AWS root: {rnd(BASE32, 32)}",
          f"authenticator key for vpn.acme.internal = {rnd(BASE32, 16)}")

    r.add("recovery_codes",
          f"GitHub recovery codes (sre-bot):\n{recovery_codes(8, 'github')}",
          f"Grafana Cloud 2FA backup codes:\n{recovery_codes(6, 'other')}",
          f"PD account recovery codes: {recovery_codes(5, 'digits')}",
          f"atlassian backup codes\n{recovery_codes(6, 'other')}")

    r.add("ipmi_password",
          f"iDRAC login for db-blr-0{secrets.randbelow(9) + 1}: root / {pw()}",
          f"ipmitool -I lanplus -H 10.20.{secrets.randbelow(250)}.{secrets.randbelow(250)} -U ADMIN -P '{pw()}' chassis power status",
          f"iLO Administrator pwd (rack B4, all nodes): {pw()}",
          f"BMC pass {pw()}")

    r.add("jenkins_api_token",
          f"jenkins API token for sre-bot: {jenkins_token()}",
          f"curl -u sre-bot:{jenkins_token()} https://jenkins.acme.internal/job/rollback-{svc()}/buildWithParameters",
          f"JENKINS_TOKEN={jenkins_token()}",
          f"jenkins user token (mine) -> {jenkins_token()}")

    r.add("atlassian_api_token",
          f"Atlassian API token for the postmortem exporter (acme.atlassian.net): {atlassian_token()}",
          f"JIRA_API_TOKEN={atlassian_token()}",
          f"statuspage/jira token: {atlassian_token()}")

    r.add("docker_hub_token",
          f"docker login -u acmesre -p {dckr()}",
          f"Docker Hub PAT (read-only, for the pull-through cache): {dckr()}",
          f"DOCKERHUB_TOKEN={dckr()}",
          f"registry mirror creds acmesre:{dckr()}")

    r.add("yubikey_pin",
          f"YubiKey PIN (oncall key #2): {digits(6)}, PUK {digits(8)}",
          f"yubikey piv pin {digits(8)}",
          f"pin for the hardware token in the oncall kit = {digits(6)}")

    r.add("ansible_vault_password",
          f"ansible vault password (sre-infra repo): {passphrase()}",
          f"echo '{pw()}' > ~/.vault_pass.txt  # ansible-playbook --vault-password-file",
          f"vault pass for group_vars/prod: {passphrase()}",
          f"ANSIBLE_VAULT_PASSWORD={pw()}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("alert_fingerprint",
          f"KubePodCrashLooping fingerprint {fingerprint()} keeps flapping, check the {svc()} readiness probe",
          f"alert fingerprint: {fingerprint()} (HighErrorRate, {svc()})",
          f"dedup note: fingerprints {fingerprint()} and {fingerprint()} are the same alert from two prometheus replicas",
          f"amtool alert query fingerprint={fingerprint()}",
          f"grouped alert key {{}}/{{severity=\"critical\"}}:{{alertname=\"DiskPressure\"}} fp {fingerprint()}")

    r.add("incident_id",
          f"PagerDuty incident {pd_incident()} - UPI timeouts, resolved 03:40 IST",
          f"INC #{digits(5, True)} postmortem due Friday, doc linked in #sre-blr",
          f"https://acme.pagerduty.com/incidents/{pd_incident()}",
          f"sev2 yesterday night: {pd_incident()}, root cause was a bad configmap",
          f"incident ids for the monthly review: {pd_incident()}, {pd_incident()}, {pd_incident()}")

    r.add("trace_id",
          f"slow checkout trace: trace_id={hexs(32)} span_id={hexs(16)}",
          f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
          f"Tempo: https://grafana.acme.internal/explore?traceId={hexs(32)}",
          f"the 9s span is {hexs(16)} (ledger-writer -> pg), parent {hexs(16)}",
          f"X-B3-TraceId: {hexs(32)}")

    r.add("grafana_dashboard_uid",
          f"payments overview dashboard: https://grafana.acme.internal/d/{dash_uid()}/payments-overview?orgId=1&refresh=30s",
          f"dashboard uid {dash_uid()} (Kafka lag), pinned on the NOC screen",
          f'"uid": "{dash_uid()}",\n"title": "UPI Gateway SLOs",\n"version": {secrets.randbelow(90) + 3}',
          f"grafana /d/{dash_uid()}/node-exporter-full  <- use this during disk alerts",
          f"panel link: /d/{dash_uid()}/redis?viewPanel={secrets.randbelow(40) + 1}")

    r.add("grafana_folder_uid",
          f"SRE folder uid in grafana: {dash_uid()}",
          f"https://grafana.acme.internal/dashboards/f/{dash_uid()}/sre-oncall",
          f'terraform: folder = "{dash_uid()}"   # alert rules for payments',
          f"move the old kafka boards to folder {dash_uid()} (Archive)")

    r.add("prometheus_label_hash",
          f"series hash {hexs(16)} for up{{job=\"node\",instance=\"10.40.3.12:9100\"}}",
          f"tsdb duplicate sample for timestamp, labels hash {hexs(16)}",
          f"hashmod target shard: __tmp_hash = {secrets.randbelow(2**63)} mod 4",
          f"TSDB block id {ulid()} is overlapping, ran thanos tools bucket verify")

    r.add("consul_accessor_id",
          f"Consul token AccessorID {uid()} = prometheus consul_sd (read-only). Secret lives in vault.",
          f"consul acl token read -accessor-id {uid()}",
          f"revoke the old agent token: consul acl token delete -accessor-id {uid()}",
          f"AccessorID: {uid()}\nDescription: grafana-agent\nPolicies: node-read, service-read",
          f"consul policy id {uid()} (service-read)")

    r.add("datadog_monitor_id",
          f"Datadog monitor {digits(9, True)} (p99 latency > 800ms on {svc()}) is noisy, mute till Monday",
          f"dd monitor ids for checkout: {digits(8, True)}, {digits(8, True)}, {digits(9, True)}",
          f"https://app.datadoghq.com/monitors/{digits(9, True)}?view=spans",
          f"SLO id {hexs(32)} (checkout availability 99.9)",
          f"datadog dashboard: https://app.datadoghq.com/dashboard/{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}/payments")

    r.add("runbook_url",
          f"runbook: https://wiki.acme.internal/sre/runbooks/{digits(7, True)}/kafka-consumer-lag",
          f"runbook_url: https://runbooks.acme.internal/alerts/{hexs(8)}#disk-pressure",
          f"annotations:\n  runbook_url: https://wiki.acme.internal/x/{rnd(ALNUM, 8)}\n  summary: PG replica lag > 30s",
          f"confluence page id {digits(9, True)} is the real break-glass runbook (steps only, no creds)",
          f"https://git.acme.internal/sre/runbooks/-/blob/{hexs(40)}/nomad/drain-node.md")

    r.add("alertmanager_silence_id",
          f"silence {uid()} for the maintenance window, expires 06:00 IST",
          f"amtool silence expire {uid()}",
          f"silenceID: {uid()} (created by me, DiskPressure on blr-edge)",
          f"https://alertmanager.acme.internal/#/silences/{uid()}",
          f"silences added during the db migration: {uid()}, {uid()}")

    r.add("kubernetes_pod_name",
          f"{pod_name(svc())} OOMKilled 3x, raised limits to 1Gi",
          f"kubectl logs -n payments {pod_name('upi-gateway')} --previous",
          f"kubectl describe pod {pod_name('fraud-scorer')} -n risk | grep -A5 Events",
          f"evicted: {pod_name('notif-worker')}, {pod_name('notif-worker')}",
          f"prometheus-k8s-0 and {pod_name('kube-state-metrics')} restarted after node drain")

    r.add("git_commit_sha",
          f"rollback target for {svc()}: {hexs(40)}",
          f"bad deploy was commit {hexs(7)} (feature flag default flipped)",
          f"git revert {hexs(40)} && git push",
          f"argocd app rollback {svc()} - synced revision {hexs(40)}",
          f"alert rules changed in {hexs(12)}, see MR !{digits(4, True)}")

    r.add("container_image_digest",
          f"image: registry.acme.internal/payments/{svc()}@sha256:{hexs(64)}",
          f"container id {hexs(64)} on node blr-k8s-w{secrets.randbelow(30) + 1}",
          f"crictl inspect {hexs(13)}",
          f"pinned prometheus image digest sha256:{hexs(64)}")

    r.add("pagerduty_service_id",
          f"PD service {pd_id()} = {svc()}, escalation policy {pd_id()}",
          f"https://acme.pagerduty.com/service-directory/{pd_id()}",
          f"schedule id {pd_id()} (SRE BLR primary), override next week for Diwali",
          f"PD user id for me: {pd_id()}")

    r.add("secret_reference",
          "routing_key: ${{ secrets.PD_ROUTING_KEY }}   # in the GH actions deploy-notify workflow",
          "api_key: ${DD_API_KEY}  (datadog.yaml picks it from the env, set by the k8s secret)",
          "slack_api_url_file: /etc/alertmanager/secrets/slack-webhook",
          "password_file: /etc/prometheus/secrets/thanos-receive-password",
          'env:\n  - name: OPSGENIE_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: opsgenie\n        key: api-key')

    r.add("vault_path",
          "break-glass root password is at vault kv secret/sre/breakglass/root (needs 2 approvers)",
          "datadog keys: vault kv get -field=api_key kv/monitoring/datadog",
          "consul bootstrap token moved to secret/data/consul/bootstrap, delete it from your notes",
          "Elastic api keys live in 1Password vault 'SRE Prod' -> item 'filebeat es key'",
          "vault read -format=json database/creds/ledger-readonly  (dynamic creds, 1h TTL)")

    r.add("masked_key",
          f"DD api key in use on the edge boxes ends with ...{hexs(4)}, rotated 12 Mar",
          f"grafana token glsa_****{hexs(4)} belongs to dashboard-sync, ok to delete",
          f"PD integration key {hexs(4)}************************{hexs(4)} is the old checkout one",
          f"opsgenie key shown as ********-****-****-****-{hexs(4)}{hexs(4)}{hexs(4)}",
          f"slack webhook https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/XXXXXXXX (redacted)")

    r.add("password_policy",
          "break-glass root password rotates every 90 days and after every use; last rotated after the Feb SEV1",
          "prometheus basic auth: bcrypt cost 12 in web.yml, min 20 chars, generated by the password manager",
          "ES users: password must be 16+ chars, no reuse of last 5, locked after 5 failed tries",
          "remind: change the iLO default password on the new rack before it goes live",
          "nomad / consul tokens: no management tokens on laptops, max TTL 8h via vault")

    r.add("break_glass_procedure",
          "break-glass root pwd is in the sealed envelope in the Whitefield office safe, 2 people to open",
          "if vault is down: call the SRE manager, she has the second half of the break-glass password",
          "breakglass checklist: open envelope, log in #incident with time + reason, rotate within 24h",
          "the root pw for bastion is NOT in confluence anymore, ask on #sre-leads",
          "Shamir: 5 unseal key holders, 3 needed. Holders: me, Arjun, Priya, Kavya, Rahul")

    r.add("datadog_rum_client_token",
          f"Datadog RUM client token for checkout-web (public, ships in the JS bundle): pub{hexs(32)}",
          f"applicationId: '{uid()}', clientToken: 'pub{hexs(32)}', site: 'ap1.datadoghq.com'",
          f"browser logs client token pub{hexs(32)} (ok to be public, write-only intake)",
          f"RUM app id {uid()} for the merchant dashboard")

    r.add("ssh_public_key",
          f"add to bastion authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} sre-blr-oncall",
          f"my pubkey: ssh-rsa {ssh_pub('ssh-rsa', 256)} me@blr-laptop",
          f"deploy key (public, read-only) for runbooks repo:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} runbook-sync",
          f"age recipient for the sops files: {age_public_key()}")

    r.add("wireguard_public_key",
          f"[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn-blr.acme.internal:51820\nAllowedIPs = 10.99.0.0/16",
          f"wg server public key: {wg_key()}",
          f"peer pubkey for the new oncall laptop {wg_key()} - add to wg0 on vpn-prod",
          f"wg show: peer {wg_key()} latest handshake 41 seconds ago")

    r.add("ssh_host_key_fingerprint",
          f"bastion-01 host key: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519), verify before accepting",
          f"ECDSA key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}.",
          f"known_hosts changed for db-blr-03, new fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} after reimage",
          f"MD5:{':'.join(hexs(2) for _ in range(16))} old gitlab host key")

    r.add("aws_arn",
          f"arn:aws:iam::{aws_account()}:role/sre-breakglass (assume only with MFA)",
          f"SNS topic for alarms: arn:aws:sns:ap-south-1:{aws_account()}:prod-alarms",
          f"secret ARN arn:aws:secretsmanager:ap-south-1:{aws_account()}:secret:prod/datadog/api-key-{rnd(ALNUM, 6)}",
          f"KMS key for vault auto-unseal: arn:aws:kms:ap-south-1:{aws_account()}:key/{uid()}")

    r.add("nomad_allocation_id",
          f"nomad alloc logs -stderr {hexs(8)} {svc()}",
          f"failed allocation {uid()} on client blr-nomad-c{secrets.randbelow(20) + 1}, OOM",
          f"evaluation id {uid()} stuck in pending, node pool gpu",
          f"Nomad token accessor {uid()} (ci-deployer policy) - secret id is in vault only")

    r.add("elastic_api_key_id",
          f"invalidate old filebeat key: DELETE /_security/api_key {{\"ids\": [\"{rnd(URLSAFE, 20)}\"]}}",
          f"es api key id {rnd(URLSAFE, 20)} (name alert-writer, expires 2025-12-31)",
          f"GET /_security/api_key?id={rnd(URLSAFE, 20)}",
          f"index with the lag: .ds-logs-payments-default-2025.03.1{secrets.randbelow(9)}-00000{secrets.randbelow(9) + 1}, shard uuid {rnd(URLSAFE, 22)}")

    r.add("change_ticket",
          f"CHG{digits(7)} approved: rotate Datadog keys on Saturday 02:00 IST",
          f"JIRA SRE-{digits(4, True)} - move Opsgenie heartbeats to terraform",
          f"CR {digits(6, True)} for the consul ACL rollout, CAB on Thursday",
          f"follow-up tickets from the sev1: SRE-{digits(4, True)}, SRE-{digits(4, True)}, PAY-{digits(3, True)}")

    r.add("request_id",
          f"customer complaint, x-request-id {uid()}, 502 from upi-gateway",
          f"cf-ray {hexs(16)}-BLR",
          f"correlation id {rnd(UPPER + DIGITS, 20)} in the ledger logs, no matching txn",
          f"nginx $request_id {hexs(32)} took 31s")

    r.add("tls_cert_fingerprint",
          f"grafana.acme.internal cert SHA-256 fingerprint {':'.join(hexs(2).upper() for _ in range(32))}, expires in 19 days",
          f"cert serial {':'.join(hexs(2) for _ in range(16))} revoked after the key rotation",
          f"cert-manager certificate prom-tls ready, secret name prom-tls, serial {hexs(32)}",
          f"ca bundle sha256sum {hexs(64)}  ca.pem")

    r.add("token_ttl_settings",
          "vault token_ttl=1h token_max_ttl=8h for the sre-oncall role",
          "grafana service account tokens: expiry 90 days, 12 tokens active, 3 expiring this month",
          "Datadog key count: 4 API keys, 9 app keys; limit is 50 app keys per org",
          "consul acl default_policy = deny, down_policy = extend-cache, token_ttl 30m",
          f"password min length 20, PIN 6 digits, lockout after {pick(3, 5)} tries, session timeout 15m")

    r.add("opsgenie_alert_id",
          f"Opsgenie alert {uid()}-{digits(13, True)} (tinyId {digits(4, True)}) acked by me",
          f"og alert tinyId {digits(5, True)}, alias {svc()}-disk-full",
          f"heartbeat name blr-prom-ha-{pick(1, 2)}, interval 5m, team {uid()}",
          f"opsgenie integration id {uid()} (alertmanager) - API key itself is in vault")

    r.add("api_key_metadata",
          f"Datadog API key id {uid()} name 'edge-agents' created 2024-11-02, last used today",
          f"grafana service account id {secrets.randbelow(400) + 2}, login sa-{secrets.randbelow(30) + 1}-alert-reader, role Viewer",
          f"PagerDuty integration id {pd_id()} on service {pd_id()}, type Events API v2",
          f"app key owner: sre-bot@acme.example, key id {uid()}, scopes monitors_read monitors_write")

    r.add("ci_run_url",
          f"failed deploy: https://git.acme.internal/payments/{svc()}/-/pipelines/{digits(7, True)}",
          f"jenkins build #{digits(4, True)} https://jenkins.acme.internal/job/rollback/{digits(4, True)}/console",
          f"GH actions run https://github.acme.internal/sre/infra/actions/runs/{digits(10, True)}",
          f"argo workflow {svc()}-canary-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)} failed at step analysis")

    r.add("oncall_numbers",
          f"NOC desk line +91 80 {digits(4, True)} {digits(4)}, ext {digits(3, True)} (ask for the shift lead)",
          f"zoom war room id {digits(3, True)} {digits(4)} {digits(4)}, no passcode needed inside corp vpn",
          f"escalation: L1 sre-blr (5 min), L2 sre-lead (15 min), L3 eng-director (30 min), port {pick(9093, 9094)} for AM HA",
          f"error budget left {secrets.randbelow(90) + 5}.{secrets.randbelow(10)}%, burn rate {secrets.randbelow(14) + 1}x in the last 1h")

    r.add("prometheus_query",
          f"sum by (pod) (rate(http_requests_total{{status=~\"5..\",service=\"{svc()}\"}}[5m])) > 0.{secrets.randbelow(9) + 1}",
          "count(up{job=\"node\"} == 0) by (instance)",
          f"histogram_quantile(0.99, sum(rate(grpc_server_handling_seconds_bucket{{grpc_service=\"ledger.v{pick(1, 2)}\"}}[5m])) by (le))",
          "absent(probe_success{job=\"blackbox\",instance=\"https://checkout.acme.example/healthz\"})")

    return r


def main() -> None:
    write_corpora("make_heldout195.py", [
        ("heldout195_credentials.yaml", credentials(), "Batch 195: an on-call SRE's runbook notes holding live observability, ACL and break-glass secrets"),
        ("heldout195_lookalikes.yaml", lookalikes(), "Batch 195: an on-call SRE's runbook notes with ids, hashes, public keys and secret references but no secret"),
    ])


if __name__ == "__main__":
    main()
