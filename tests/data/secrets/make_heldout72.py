# ruff: noqa: E501
"""Writes heldout72_credentials.yaml and heldout72_lookalikes.yaml: held-out batch 72.

Persona: a backend engineer at a Denver healthcare-scheduling SaaS (HIPAA-regulated) who keeps
terse English notes to their assistant: pasted GitHub Actions and CircleCI YAML, Dockerfiles,
docker-compose, Terraform and Helm values, AWS/GCP/Azure CLI lines, .env files, psql, mongosh and
redis-cli invocations, curl calls to Stripe, Twilio, SendGrid, Datadog, Sentry, PagerDuty, Okta
and Auth0, and on-call handover bullets.

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
    amex,
    anthropic_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    epoch,
    filevault_key,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    png,
    pod_name,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["granite", "pueblo", "aspen", "larimer", "bison", "canyon", "ember", "quartz", "saddle",
         "tundra", "juniper", "falcon", "meadow", "copper", "glacier", "prairie", "summit", "willow"]
BIP39 = ["abandon", "bracket", "census", "dolphin", "eager", "fossil", "gadget", "harvest", "isolate",
         "jungle", "kitten", "ladder", "mansion", "napkin", "oyster", "pigeon", "quantum", "rescue",
         "salmon", "tobacco", "uniform", "velvet", "wrestle", "yellow", "zebra", "orbit", "lumber"]


ACTOR = "${{ github.actor }}"


def gh(name: str) -> str:
    """A GitHub Actions secret reference."""
    return "${{ secrets." + name + " }}"


def pwd(n: int = 20, extra: str = "") -> str:
    return rnd(ALNUM + extra, n)


def human_pw() -> str:
    return f"{pick('Broncos', 'Rockies', 'Flatirons', 'Pikes', 'Boulder', 'Coors')}{pick('#', '!', '@', '$')}{digits(4)}{pick('snow', 'Elk', 'hike', 'Trail')}"


def stripe_tail() -> str:
    return "51" + rnd(ALNUM, 97)


def okta_token() -> str:
    return "00" + rnd(URLSAFE, 40)


def azure_secret() -> str:
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "-_.~", 34)


def gh_pat() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def gh_fine_pat() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def slack_bot() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def vault_token() -> str:
    return "hvs." + rnd(ALNUM + "_-", 90)


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def totp_seed() -> str:
    return rnd(BASE32, 32)


def pd_key() -> str:
    return pick("u+", "y_") + rnd(URLSAFE, 18)


def sentry_user_token() -> str:
    return "sntryu_" + hexs(64)


def sentry_org_token() -> str:
    claims = {"iat": float(epoch()), "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": "acme-sched"}
    return f"sntrys_{b64(json.dumps(claims).encode()).rstrip('=')}_{rnd(ALNUM + '+/', 43)}"


def gcp_sa_json(project: str, name: str) -> str:
    key = pem("PRIVATE KEY", 6).replace("\n", "\\n")
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": key + "\\n",
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, True),
        "token_uri": "https://oauth2.googleapis.com/token",
    }, indent=2).replace("\\\\n", "\\n")


def short_sha() -> str:
    return hexs(7)


def credentials() -> Rows:
    r = Rows()

    # --- cloud keys -------------------------------------------------------------------------
    r.add(
        "aws_access_key_pair",
        f"prod-deployer IAM user keys (rotate by 3/31!!)\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"~/.aws/credentials for the sandbox acct:\n[acme-sandbox]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-west-2",
        f"ci user for the s3 artifact bucket -> {aws_key_id()} / {aws_secret()} (only s3:PutObject on acme-build-artifacts)",
        f"aws configure set aws_access_key_id {aws_key_id()} --profile billing-ro && aws configure set aws_secret_access_key {aws_secret()} --profile billing-ro",
    )
    r.add(
        "aws_sts_session_credentials",
        f"break-glass session from the incident, valid 12h:\nexport AWS_ACCESS_KEY_ID=ASIA{rnd(UPPER + DIGITS, 16)}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjE{rnd(B64, 320)}",
        f"assumed role creds for debugging the lambda (pasted from sts output)\n  \"AccessKeyId\": \"ASIA{rnd(UPPER + DIGITS, 16)}\",\n  \"SecretAccessKey\": \"{aws_secret()}\",\n  \"SessionToken\": \"FwoGZXIvYXdzE{rnd(B64, 260)}\"",
    )
    proj = pick("acme-sched-prod", "acme-sched-data", "acme-analytics-stg")
    r.add(
        "gcp_service_account_key",
        f"bigquery exporter SA key (the json file, don't commit):\n{gcp_sa_json(proj, 'bq-exporter')}",
        f"GOOGLE_CREDENTIALS for the tf gcp workspace, base64'd:\n{b64(gcp_sa_json('acme-sched-prod', 'terraform').encode())}",
        f"gcs-reader sa private key — paste into the helm secret as is\nprivate_key_id: {hexs(40)}\n{pem('PRIVATE KEY', 5)}",
    )
    r.add(
        "azure_client_secret",
        f"azure app reg 'sched-fax-ingest' (tenant {uid()})\nclient id {uid()}\nclient secret {azure_secret()}   expires 2026-08",
        f"az login --service-principal -u {uid()} -p '{azure_secret()}' --tenant {uid()}",
        f"ARM_CLIENT_SECRET={azure_secret()}  # tf azurerm provider, the eastus2 DR sub",
    )
    r.add(
        "azure_storage_connection_string",
        f"fax blob storage conn str:\nDefaultEndpointsProtocol=https;AccountName=acmefaxprod;AccountKey={rnd(B64, 86)}==;EndpointSuffix=core.windows.net",
        f"AZURE_STORAGE_KEY for acmeexportsstg = {rnd(B64, 86)}==  (key1, key2 is the one we rotate)",
    )

    # --- databases ----------------------------------------------------------------------------
    r.add(
        "postgres_url_with_password",
        f"prod read replica for ad-hoc queries (RO user, still PHI — be careful)\npsql \"postgresql://analyst_ro:{pwd(24)}@sched-prod-replica.cluster-ro.acme.internal:5432/scheduling?sslmode=require\"",
        f"DATABASE_URL=postgres://sched_app:{pwd(28)}@db.staging.acme.internal:5432/sched_stg",
        f"migrations runner:\nPGHOST=pg-main.acme.internal PGUSER=migrator PGPASSWORD='{pwd(22, '%^*')}' psql -d scheduling -f 0142_add_waitlist.sql",
        f"local docker pg: postgres / {human_pw()}  (yes i reused it, fix later)",
    )
    r.add(
        "mongodb_uri_with_password",
        f"mongosh \"mongodb+srv://audit_writer:{pwd(20)}@audit-cluster.acme.internal/auditlog?retryWrites=true&w=majority\"",
        f"reminders svc mongo\nMONGO_URL=mongodb://reminders:{pwd(18)}@mongo-0.reminders.acme.internal:27017,mongo-1.reminders.acme.internal:27017/reminders?replicaSet=rs0&authSource=admin",
        f"atlas admin user for the stg cluster is dbAdmin / {pwd(16, '!-')} — only for index builds",
    )
    r.add(
        "redis_auth_password",
        f"redis-cli -h sessions-cache.acme.internal -p 6380 --tls -a '{pwd(32)}' INFO replication",
        f"elasticache auth token (slots/locks cache): {rnd(ALNUM, 48)}",
        f"REDIS_URL=rediss://default:{pwd(26)}@ratelimit.acme.internal:6379/0",
    )
    r.add(
        "mysql_password",
        f"legacy billing mysql (the one from the 2019 acquisition)\nmysql -h billing-legacy.acme.internal -u billing_ro -p'{pwd(14, '#')}' billing",
        f"docker-compose for the old EHR bridge:\n  mysql:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: {pwd(18)}\n      MYSQL_DATABASE: hl7bridge",
    )
    r.add(
        "rabbitmq_amqp_url",
        f"AMQP_URL=amqps://notify_worker:{pwd(22)}@mq.acme.internal:5671/notifications",
        f"rabbit mgmt ui https://mq.acme.internal:15671  admin {pwd(16, '!')}",
    )
    r.add(
        "elasticsearch_password",
        f"curl -u elastic:{pwd(20)} https://search.acme.internal:9200/_cluster/health?pretty",
        f"opensearch master user (prov-directory domain)\nuser: os_admin\npw: {pwd(18, '!#$')}",
    )

    # --- source control / CI -------------------------------------------------------------------
    r.add(
        "github_personal_access_token",
        f"my gh PAT for the release script, repo+workflow scope, exp 90d: {gh_pat()}",
        f"fine-grained token (scheduler-api, contents rw) {gh_fine_pat()}",
        f"git clone https://x-access-token:{gh_pat()}@github.com/acme-sched/infra-live.git",
        f"gh auth login --with-token <<< {gh_fine_pat()}",
    )
    r.add(
        "github_deploy_key_private",
        f"deploy key for infra-live (read only) — the private half, pub half is on the repo\n{openssh_private()}",
        f"ssh key for the argo repo-server:\n{openssh_private()}",
    )
    r.add(
        "circleci_api_token",
        f"circle personal api token {'CCIPAT_' + rnd(ALNUM, 22) + '_' + hexs(40)}",
        f"curl -H \"Circle-Token: {hexs(40)}\" https://circleci.com/api/v2/project/gh/acme-sched/scheduler-api/pipeline",
        f"CIRCLE_TOKEN={hexs(40)} (the old legacy one, still used by the nightly trigger lambda)",
    )
    r.add(
        "npm_registry_token",
        f".npmrc for the private scope\n@acme-sched:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken={gh_pat()}\n//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"NPM_TOKEN=npm_{rnd(ALNUM, 36)}  # publish for @acme-sched/ui-kit, automation type",
    )
    r.add(
        "docker_registry_token",
        f"echo {'dckr_pat_' + rnd(URLSAFE, 27)} | docker login -u acmesched --password-stdin",
        f"dockerhub pull-only token for the build agents: dckr_pat_{rnd(URLSAFE, 27)}",
        f"~/.docker/config.json on the old jenkins box:\n{{\n  \"auths\": {{\n    \"registry.acme.internal\": {{ \"auth\": \"{basic('ci-push', pwd(20))}\" }}\n  }}\n}}",
    )
    r.add(
        "circleci_context_env_value",
        f"circle context 'prod-deploy' values (so i can re-create it if someone nukes it)\nHELM_REPO_PASSWORD={pwd(24)}\nSLACK_DEPLOY_TOKEN={slack_bot()}\nARGOCD_AUTH_TOKEN={jwt({'iss': 'argocd', 'sub': 'ci-deployer:apiKey', 'jti': uid(), 'iat': epoch()})}",
        f"CircleCI env var on scheduler-api: CODECOV_TOKEN = {uid()}",
    )
    r.add(
        "github_actions_inline_secret",
        f"# TEMP hardcoded until the secret sync works, REMOVE\n- name: smoke test\n  env:\n    SMOKE_API_KEY: {pwd(40)}\n  run: ./scripts/smoke.sh https://api.staging.acme.test",
        f"workflow_dispatch debug step i added:\n      - run: curl -sf -H 'X-Internal-Token: {hexs(48)}' https://ops.acme.internal/hooks/redeploy",
    )
    r.add(
        "terraform_cloud_token",
        f"~/.terraform.d/credentials.tfrc.json\n{{\n  \"credentials\": {{\n    \"app.terraform.io\": {{ \"token\": \"{tfc_token()}\" }}\n  }}\n}}",
        f"TF_TOKEN_app_terraform_io={tfc_token()}  (team token, infra-admins)",
    )

    # --- payments / comms SaaS -------------------------------------------------------------
    r.add(
        "stripe_secret_key",
        f"curl https://api.stripe.com/v1/customers?limit=3 -u sk_live_{stripe_tail()}:",
        f"stripe restricted key for the invoicing worker (read invoices, write credit notes): rk_live_{stripe_tail()}",
        f"STRIPE_SECRET_KEY=sk_live_{stripe_tail()}\nSTRIPE_API_VERSION=2024-06-20",
        f"test mode key for local — still a secret per sec team: sk_test_{stripe_tail()}",
    )
    r.add(
        "stripe_webhook_signing_secret",
        f"stripe webhook endpoint we_{rnd(ALNUM, 24)} signing secret whsec_{rnd(ALNUM, 32)}",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}  # prod billing-events endpoint",
        f"stripe listen --forward-to localhost:8080/webhooks/stripe printed: Ready! Your webhook signing secret is whsec_{hexs(64)}",
    )
    r.add(
        "twilio_auth_token",
        f"twilio (sms reminders) acct AC{hexs(32)}\nauth token {hexs(32)}",
        f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC{hexs(32)}/Messages.json \\\n  --data-urlencode 'To=+15555550142' --data-urlencode 'From=+17205550199' --data-urlencode 'Body=test' \\\n  -u AC{hexs(32)}:{hexs(32)}",
        f"TWILIO_API_KEY=SK{hexs(32)}\nTWILIO_API_SECRET={rnd(ALNUM, 32)}",
    )
    r.add(
        "sendgrid_api_key",
        f"sendgrid full-access key (only for the template migration, delete after) {sendgrid_key()}",
        f"curl --request POST --url https://api.sendgrid.com/v3/mail/send --header 'Authorization: Bearer {sendgrid_key()}' --header 'Content-Type: application/json' -d @test-mail.json",
        f"helm values-prod.yaml\nnotifier:\n  email:\n    provider: sendgrid\n    apiKey: \"{sendgrid_key()}\"",
    )
    r.add(
        "slack_bot_token",
        f"deploybot slack token {slack_bot()}",
        f"SLACK_BOT_TOKEN={slack_bot()}\nSLACK_SIGNING_SECRET={hexs(32)}",
    )
    r.add(
        "slack_incoming_webhook",
        f"#sched-alerts webhook https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
    )

    # --- observability / on-call -----------------------------------------------------------
    r.add(
        "datadog_api_and_app_key",
        f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}\nDD_SITE=us5.datadoghq.com",
        f"curl -X GET \"https://api.us5.datadoghq.com/api/v1/monitor?tags=team:sched\" -H \"DD-API-KEY: {hexs(32)}\" -H \"DD-APPLICATION-KEY: {hexs(40)}\"",
        f"datadog agent in docker-compose.dev.yml:\n  datadog:\n    image: gcr.io/datadoghq/agent:7\n    environment:\n      - DD_API_KEY={hexs(32)}\n      - DD_APM_ENABLED=true",
    )
    r.add(
        "sentry_auth_token",
        f"sentry-cli for sourcemaps upload: SENTRY_AUTH_TOKEN={sentry_org_token()}",
        f"my personal sentry user token (project:read, event:admin) {sentry_user_token()}",
        f"curl -H 'Authorization: Bearer {sentry_user_token()}' https://sentry.io/api/0/projects/acme-sched/scheduler-api/issues/?query=is:unresolved",
    )
    r.add(
        "pagerduty_api_key",
        f"PD REST api key (read-only, for the handover script): {pd_key()}",
        f"curl -H 'Authorization: Token token={pd_key()}' -H 'Accept: application/vnd.pagerduty+json;version=2' https://api.pagerduty.com/oncalls?escalation_policy_ids[]=P{rnd(UPPER + DIGITS, 6)}",
        f"pd events v2 routing key for the synthetic monitor svc -> {hexs(32)}",
    )
    r.add(
        "grafana_service_account_token",
        f"grafana sa token (dashboards provisioning) glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"curl -H \"Authorization: Bearer glsa_{rnd(ALNUM, 32)}_{hexs(8)}\" https://grafana.acme.internal/api/search?query=latency",
    )

    # --- identity ----------------------------------------------------------------------------
    r.add(
        "okta_api_token",
        f"okta api token for SCIM sync (acme.okta.com admin), created under my acct ugh: {okta_token()}",
        f"curl -s -H \"Authorization: SSWS {okta_token()}\" \"https://acme-sched.okta.example/api/v1/users?search=profile.department+eq+%22Eng%22\"",
        f"OKTA_API_TOKEN={okta_token()}",
    )
    r.add(
        "auth0_client_secret",
        f"auth0 M2M app 'scheduler-backend'\ndomain: acme-sched.us.auth0.example\nclient_id: {rnd(ALNUM, 32)}\nclient_secret: {rnd(URLSAFE, 64)}",
        f"curl --request POST --url https://acme-sched.us.auth0.example/oauth/token --header 'content-type: application/json' --data '{{\"client_id\":\"{rnd(ALNUM, 32)}\",\"client_secret\":\"{rnd(URLSAFE, 64)}\",\"audience\":\"https://api.acme.test/\",\"grant_type\":\"client_credentials\"}}'",
        f"AUTH0_CLIENT_SECRET={rnd(URLSAFE, 64)}  # mgmt api, for the patient-portal user export job",
    )
    r.add(
        "oauth_bearer_access_token",
        f"access token from the m2m flow, good for 24h, use for the /admin calls:\nAuthorization: Bearer {jwt({'iss': 'https://acme-sched.us.auth0.example/', 'sub': rnd(ALNUM, 32) + '@clients', 'aud': 'https://api.acme.test/', 'iat': epoch(), 'exp': epoch() + 86400, 'scope': 'read:appointments write:appointments'}, 'RS256', rnd(URLSAFE, 342))}",
        f"okta session token from the debugger, expires tonight: {jwt({'ver': 1, 'jti': 'AT.' + rnd(URLSAFE, 43), 'iss': 'https://acme-sched.okta.example/oauth2/default', 'aud': 'api://sched', 'uid': '00u' + rnd(ALNUM, 17), 'scp': ['openid', 'appointments.admin']}, 'RS256', rnd(URLSAFE, 342))}",
    )
    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET for the patient-portal magic links (HS256): {b64u_bytes(48)}",
        f"internal service-to-service hmac key, same in all 3 svcs:\nSERVICE_JWT_HS256_KEY={hexs(64)}",
        f"old signing secret still accepted during the rollover window till Fri: {rnd(URLSAFE, 44)}",
    )
    r.add(
        "rsa_signing_private_key",
        f"the RS256 key the token service signs with (kid 2024-11). private:\n{pem('RSA PRIVATE KEY', 8)}",
        f"saml signing key for the okta IdP-initiated flow\n{pem('PRIVATE KEY', 6)}",
        f"apple push p8 key (appt reminders iOS), key id {rnd(UPPER + DIGITS, 10)}\n{pem('PRIVATE KEY', 3)}",
    )
    r.add(
        "field_encryption_key",
        f"PHI column encryption (pgcrypto) data key, base64, 256-bit: {b64(secrets.token_bytes(32))}",
        f"ENCRYPTION_KEY={hexs(64)}\nENCRYPTION_KEY_PREVIOUS={hexs(64)}",
        f"KMS-unwrapped DEK for the export bucket (only for the one-off restore), don't leave this around: {b64(secrets.token_bytes(32))}",
    )
    r.add(
        "django_secret_key",
        f"admin-portal settings_local.py\nSECRET_KEY = '{rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}'",
        f"DJANGO_SECRET_KEY={rnd(LOWER + DIGITS + '!@#%^&*(-_=+)', 50)}",
    )
    r.add(
        "vault_token",
        f"vault root token from the unseal ceremony (store in the safe, then delete this note): {vault_token()}",
        f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_token()}\nvault kv get secret/sched/prod/db",
    )
    r.add(
        "vault_unseal_key",
        f"unseal key share 3 of 5 (mine): {b64(secrets.token_bytes(33))}",
        f"vault unseal shares i'm holding for the DR cluster\nKey 2: {b64(secrets.token_bytes(33))}\nKey 4: {b64(secrets.token_bytes(33))}",
    )
    r.add(
        "kubernetes_service_account_token",
        f"argo-cd cluster secret token for the prod cluster:\n{jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'kube-system', 'kubernetes.io/serviceaccount/service-account.name': 'argocd-manager', 'sub': 'system:serviceaccount:kube-system:argocd-manager'}, 'RS256', rnd(URLSAFE, 342))}",
        f"kubeconfig user block for the stg EKS (static token, legacy)\nusers:\n- name: ci-deployer\n  user:\n    token: {jwt({'iss': 'kubernetes/serviceaccount', 'sub': 'system:serviceaccount:ci:deployer'}, 'RS256', rnd(URLSAFE, 342))}",
    )
    r.add(
        "helm_values_secret",
        f"values-prod.yaml (the real one, not in git)\nscheduler:\n  db:\n    host: pg-main.acme.internal\n    user: sched_app\n    password: \"{pwd(26)}\"\n  redis:\n    password: \"{pwd(32)}\"",
        f"helm upgrade --install notifier ./charts/notifier -n notify --set twilio.authToken={hexs(32)} --set sendgrid.apiKey={sendgrid_key()}",
    )
    r.add(
        "terraform_tfvars_secret",
        f"prod.auto.tfvars\ndb_master_password = \"{pwd(30)}\"\ndatadog_api_key    = \"{hexs(32)}\"\npagerduty_token    = \"{pd_key()}\"",
        f"TF_VAR_db_password='{pwd(24, '!#')}' terraform apply -target=module.rds_reporting",
    )
    r.add(
        "launchdarkly_sdk_key",
        f"LD server-side sdk key (prod env): sdk-{uid()}",
        f"LAUNCHDARKLY_SDK_KEY=sdk-{uid()}\nLD_API_TOKEN=api-{uid()}",
    )
    r.add(
        "openai_api_key",
        f"openai key for the visit-notes summarizer POC (BAA signed, project 'sched-ai'): {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
    )
    r.add(
        "anthropic_api_key",
        f"anthropic key for the triage-bot spike: {anthropic_key()}",
        f"curl https://api.anthropic.com/v1/messages -H \"x-api-key: {anthropic_key()}\" -H 'anthropic-version: 2023-06-01' -H 'content-type: application/json' -d @prompt.json",
    )
    r.add(
        "smtp_relay_password",
        f"SMTP relay for the fax-to-email fallback\nhost smtp.acme.internal:587 user relay-fax@acme.test pass {pwd(16)}",
        f"postfix sasl_passwd line: [smtp.sendgrid.net]:587 apikey:{sendgrid_key()}",
        f"alerts@ mailbox google app password (for the old nagios box): {app_password()}",
    )
    r.add(
        "basic_auth_header",
        f"metrics endpoint behind basic auth -> Authorization: Basic {basic('prom-scraper', pwd(20))}",
        f"curl -H 'Authorization: Basic {basic('hl7-partner-denverhealth', pwd(18))}' https://hl7.acme.test/inbound/adt",
    )
    r.add(
        "webhook_hmac_secret",
        f"github webhook secret for the atlantis hook: {hexs(40)}",
        f"partner EHR webhook (epic-ish vendor) shared HMAC secret, they have the same: {b64(secrets.token_bytes(32))}",
        f"calendly-style partner sync\nWEBHOOK_SIGNING_SECRET={rnd(ALNUM, 40)}",
    )
    r.add(
        "sops_age_private_key",
        f"my age key for sops (~/.config/sops/age/keys.txt)\n# created: 2025-01-14T09:12:44-07:00\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}  (the CI one, for decrypting secrets/prod.enc.yaml)",
    )
    r.add(
        "gpg_private_key_passphrase",
        f"gpg key for signing release tags, passphrase: {phrase(WORDS, 5, '-')}",
        f"backup export of my signing subkey (armored)\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{pem_body(6)}\n=" + rnd(B64, 4) + "\n-----END PGP PRIVATE KEY BLOCK-----",
    )
    r.add(
        "ssh_private_key_bastion",
        f"bastion key (ec2-user@bastion.acme.internal)\n{openssh_private()}",
        f"old RSA key for the sftp drop used by the clearinghouse\n{pem('RSA PRIVATE KEY', 7)}",
    )
    r.add(
        "wireguard_private_key",
        f"wg0.conf on the on-call laptop\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.60.0.14/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.test:51820\nAllowedIPs = 10.20.0.0/16",
        f"wg private key for the colo box: {wg_key()}",
    )
    r.add(
        "tls_private_key",
        f"wildcard *.acme.test key (the cert is in acm, this is for the on-prem haproxy)\n{pem('EC PRIVATE KEY', 3)}",
        f"mTLS client key for the lab-results partner\n{pem('PRIVATE KEY', 5)}",
    )

    # --- personal / physical ------------------------------------------------------------------
    r.add(
        "disk_encryption_recovery_key",
        f"on-call laptop (the shared MBP, asset ACME-LT-0{digits(3)}) filevault recovery key: {filevault_key()}",
        f"FV recovery key for my laptop after the reimage\n{filevault_key()}",
        f"windows jump box bitlocker recovery: {bitlocker_key()}",
    )
    r.add(
        "personal_login_password",
        f"okta pw (changed 2/3): {human_pw()}",
        f"laptop login — {human_pw()}",
        f"AWS console for my IAM user in the sandbox acct ({aws_account()}): jdoe-sbx / {pwd(16, '!@#')}",
        f"pw for the 401k site is {human_pw()} dont forget again",
    )
    r.add(
        "password_manager_secret",
        f"1password account: eng-acme.1password.example\nsecret key {onepassword_secret_key()}\nmaster pw {phrase(WORDS, 4, ' ')} {digits(2)}",
        f"my 1p Secret Key in case the laptop dies: {onepassword_secret_key()}",
    )
    r.add(
        "mfa_backup_codes",
        f"github recovery codes\n{recovery_codes(6, 'github')}",
        f"okta backup codes (use one, cross it off):\n{recovery_codes(5, 'alnum')}",
        f"aws root acct MFA is the yubikey in the safe but the backup codes are {recovery_codes(4, 'digits')}",
    )
    r.add(
        "totp_seed",
        f"totp seed for the shared break-glass aws root: {groups(totp_seed(), 4)}",
        f"otpauth://totp/AWS:root@acme-sched-prod?secret={totp_seed()}&issuer=Amazon",
        f"PD shared login 2fa secret (so the secondary can add it): {totp_seed()}",
    )
    r.add(
        "session_cookie",
        f"admin console session cookie, lets me skip sso while okta is down:\nCookie: sched_admin_session={b64u_bytes(48)}",
        f"curl 'https://admin.staging.acme.test/api/clinics' -H 'cookie: _sched_sess={rnd(URLSAFE, 86)}; csrftoken={rnd(ALNUM, 32)}'",
    )
    r.add(
        "corporate_card_details",
        f"company amex for aws marketplace / conference stuff\n{amex()} exp {card_expiry()} cid {digits(4)}",
        f"team visa for the sendgrid + twilio invoices: {groups(luhn('4'), 4)}  {card_expiry()}  cvv {digits(3)}  billing zip 80202",
    )
    r.add(
        "door_alarm_code",
        f"office (LoDo, 3rd fl) door code {digits(5)}#, alarm disarm {digits(4)}",
        f"server closet keypad: {digits(6)}",
        f"colo cage combo is {digits(2)}-{digits(2)}-{digits(2)}",
    )
    r.add(
        "crypto_seed_phrase",
        f"the hardware wallet for the bug bounty payouts, seed: {phrase(BIP39, 12)}",
        f"ledger seed (finance asked eng to hold a copy, sigh)\n{phrase(BIP39, 24)}",
    )
    r.add(
        "phone_voicemail_pin",
        f"on-call phone (the google voice number) voicemail pin {digits(6)}",
        f"work iphone unlock {digits(6)}, sim pin {digits(4)}",
    )
    r.add(
        "on_call_handover_secrets",
        f"handover 11/14:\n- pg failover done, replica lag ok\n- new redis auth is {pwd(32)} (old one revoked)\n- PD override thru Sun\n- twilio subaccount token changed to {hexs(32)}",
        f"handover notes for Priya:\n* DB break-glass user: bg_admin / {pwd(20, '!#%')}\n* stripe webhooks paused until 09:00 MT\n* don't touch the fax-ingest queue",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()
    acct = aws_account()

    r.add(
        "aws_iam_role_arn",
        f"gha oidc role: arn:aws:iam::{acct}:role/gha-deploy-scheduler-api (trust policy scoped to repo:acme-sched/scheduler-api:ref:refs/heads/main)",
        f"aws sts assume-role --role-arn arn:aws:iam::{aws_account()}:role/OrganizationAccountAccessRole --role-session-name jdoe-debug-{digits(4)}",
        f"irsa annotation for the notifier sa:\n  annotations:\n    eks.amazonaws.com/role-arn: arn:aws:iam::{acct}:role/notifier-irsa-prod",
    )
    r.add(
        "secrets_manager_arn_reference",
        f"db creds live in arn:aws:secretsmanager:us-west-2:{acct}:secret:sched/prod/db-master-{rnd(ALNUM, 6)} — rotation lambda every 30d",
        f"ecs task def snippet:\n\"secrets\": [\n  {{ \"name\": \"STRIPE_SECRET_KEY\", \"valueFrom\": \"arn:aws:secretsmanager:us-west-2:{acct}:secret:billing/stripe-{rnd(ALNUM, 6)}:api_key::\" }}\n]",
        "aws secretsmanager get-secret-value --secret-id sched/stg/twilio --query SecretString --output text   # needs the sre role",
    )
    r.add(
        "kms_key_arn",
        f"PHI bucket SSE-KMS key arn:aws:kms:us-west-2:{acct}:key/{uid()} (alias/phi-exports)",
        f"kms_key_id = \"arn:aws:kms:us-east-1:{aws_account()}:key/mrk-{hexs(32)}\"  # multi-region replica for DR",
    )
    r.add(
        "aws_resource_ids",
        f"prod vpc {'vpc-' + hexs(17)}, private subnets subnet-{hexs(17)} subnet-{hexs(17)}, sg for rds sg-{hexs(17)}",
        f"bastion is i-{hexs(17)} (ami-{hexs(17)}), eip eipalloc-{hexs(17)}",
        f"cloudfront dist E{rnd(UPPER + DIGITS, 13)} for the patient portal, waf acl id {uid()}",
    )
    r.add(
        "container_image_digest",
        f"pinned base image: FROM python:3.12-slim@sha256:{hexs(64)}",
        f"prod is running {acct}.dkr.ecr.us-west-2.amazonaws.com/scheduler-api@sha256:{hexs(64)} — rollback target is the previous digest sha256:{hexs(64)}",
        f"helm values:\nimage:\n  repository: ghcr.io/acme-sched/notifier\n  digest: sha256:{hexs(64)}\n  pullPolicy: IfNotPresent",
    )
    r.add(
        "git_commit_sha",
        f"regression introduced in {hexs(40)} (the tz refactor), revert PR is up",
        f"git bisect good {short_sha()}; git bisect bad {short_sha()}",
        f"release 2025.03.2 = tag v2025.03.2 -> commit {hexs(40)}, hotfix cherry-picked {short_sha()} and {short_sha()}",
    )
    r.add(
        "github_actions_secret_reference",
        f"deploy.yml env block:\n    env:\n      AWS_REGION: us-west-2\n      DD_API_KEY: {gh('DD_API_KEY')}\n      SENTRY_AUTH_TOKEN: {gh('SENTRY_AUTH_TOKEN')}",
        f"- uses: docker/login-action@v3\n  with:\n    registry: ghcr.io\n    username: {ACTOR}\n    password: {gh('GITHUB_TOKEN')}",
        "gh secret set STRIPE_WEBHOOK_SECRET --env production < /dev/stdin   # paste from 1p, don't echo it",
    )
    r.add(
        "terraform_variable_reference",
        "rds module:\n  username = \"sched_admin\"\n  password = var.db_password\n  manage_master_user_password = false",
        "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}",
        "password = data.aws_secretsmanager_secret_version.db.secret_string  # never put it in tfvars again",
    )
    r.add(
        "onepassword_reference",
        "op run --env-file=.env.tpl -- npm run migrate\n.env.tpl has DATABASE_URL=op://Eng-Prod/sched-db-main/connection_string",
        "op read \"op://Eng-Shared/Stripe live restricted/credential\" | pbcopy",
        "SENDGRID_API_KEY=op://Eng-Prod/SendGrid notifier/api key\nTWILIO_AUTH_TOKEN=op://Eng-Prod/Twilio SMS/auth token",
    )
    r.add(
        "vault_template_reference",
        "consul-template for pgbouncer:\n{{ with secret \"database/creds/sched-app\" }}sched_app = \"{{ .Data.password }}\"{{ end }}",
        "helm values w/ the vault injector:\n  vault.hashicorp.com/agent-inject-secret-db: \"secret/data/sched/prod/db\"\n  vault.hashicorp.com/role: \"scheduler-api\"",
        "ansible: db_password: \"{{ lookup('hashi_vault', 'secret=secret/data/sched/prod/db:password') }}\"",
    )
    r.add(
        "env_file_template",
        ".env.example (commit this one)\nDATABASE_URL=postgres://sched_app:${DB_PASSWORD}@localhost:5432/sched_dev\nREDIS_URL=redis://localhost:6379/0\nSTRIPE_SECRET_KEY=\nTWILIO_AUTH_TOKEN=\nSENDGRID_API_KEY=<get from 1p>",
        "docker-compose.yml uses env_file: .env.local — POSTGRES_PASSWORD comes from ${POSTGRES_PASSWORD:?must be set}",
        "k8s: envFrom: - secretRef: name: scheduler-api-env   (external-secrets syncs it from ASM)",
    )
    r.add(
        "stripe_publishable_key",
        f"patient portal checkout uses the publishable key pk_live_{stripe_tail()} (fine to ship in the bundle)",
        f"STRIPE_PUBLISHABLE_KEY=pk_test_{stripe_tail()}  # frontend .env.development",
    )
    r.add(
        "stripe_object_ids",
        f"refund dispute: customer cus_{rnd(ALNUM, 14)}, charge ch_{rnd(ALNUM, 24)}, pi_{rnd(ALNUM, 24)} — clinic says double-billed",
        f"webhook retry for evt_{rnd(ALNUM, 24)} failed 3x, idempotency key {uid()}",
        f"stripe price ids: monthly price_{rnd(ALNUM, 24)}, annual price_{rnd(ALNUM, 24)}; product prod_{rnd(ALNUM, 14)}",
        f"test-mode subscription sub_{rnd(ALNUM, 24)} (acct acct_{rnd(ALNUM, 16)}) for the QA clinic",
    )
    r.add(
        "twilio_sids",
        f"sms reminder not delivered: MessageSid SM{hexs(32)} status=undelivered error 30006 (landline)",
        f"twilio messaging service MG{hexs(32)}, account sid AC{hexs(32)} (subaccount 'reminders-prod')",
        f"sender number +1 720 555 01{digits(2)} on the A2P campaign C{rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "sendgrid_template_and_message_ids",
        f"appointment-confirmation template d-{hexs(32)}, reminder-24h d-{hexs(32)}",
        f"bounce investigation: sg_message_id {rnd(URLSAFE, 22)}.filterdrecv-{digits(10)}-{hexs(4)}-{digits(5)}-{hexs(8)}-{digits(2)}-0",
    )
    r.add(
        "trace_and_request_ids",
        f"slow /v2/appointments/search: dd trace_id {digits(19, True)} span {digits(19, True)}, x-request-id {uid()}",
        f"500 on booking, req id req_{rnd(ALNUM, 14)} / cf-ray {hexs(16)}-DEN",
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01  (copied from the otel header, for the tempo search)",
    )
    r.add(
        "sentry_dsn_public",
        f"frontend sentry dsn (public by design, goes in the js bundle): https://{hexs(32)}@o{digits(6, True)}.ingest.us.sentry.io/{digits(7, True)}",
        f"SENTRY_DSN=https://{hexs(32)}@o{digits(6, True)}.ingest.us.sentry.io/{digits(7, True)}\nSENTRY_ENVIRONMENT=staging\nSENTRY_RELEASE=scheduler-api@{short_sha()}",
    )
    r.add(
        "sentry_issue_and_event_ids",
        f"SCHED-API-{rnd(UPPER + DIGITS, 3)} regression, event {hexs(32)}, first seen in release {hexs(40)}",
        f"sentry issue {digits(10, True)} = the NoneType in reminder_window(), muted till tues",
    )
    r.add(
        "pagerduty_ids",
        f"escalation policy P{rnd(UPPER + DIGITS, 6)}, service P{rnd(UPPER + DIGITS, 6)} (scheduler-api), schedule P{rnd(UPPER + DIGITS, 6)}",
        f"incident Q{rnd(UPPER + DIGITS, 13)} (#{digits(5, True)}) — postmortem doc linked in the channel",
        f"pd event dedup_key booking-latency-{hexs(12)}",
    )
    r.add(
        "okta_public_ids",
        f"okta spa app client id 0oa{rnd(ALNUM, 17)} (pkce, no secret), auth server aus{rnd(ALNUM, 17)}",
        f"user id 00u{rnd(ALNUM, 17)} is the scim svc account, group 00g{rnd(ALNUM, 17)} = eng-oncall",
    )
    r.add(
        "auth0_public_config",
        f"auth0 SPA config for the patient portal:\n  domain: acme-sched.us.auth0.example\n  clientId: {rnd(ALNUM, 32)}\n  audience: https://api.acme.test/\n  (spa app = no client secret, pkce only)",
        f"auth0 connection con_{rnd(ALNUM, 16)}, org org_{rnd(ALNUM, 16)} for Front Range Ortho",
    )
    r.add(
        "jwks_public_key",
        f"jwks for the token svc (public, served at /.well-known/jwks.json):\n{{\"kty\":\"RSA\",\"kid\":\"2024-11\",\"use\":\"sig\",\"alg\":\"RS256\",\"e\":\"AQAB\",\"n\":\"{b64u_bytes(256)}\"}}",
        f"apple sign-in public key kid {rnd(ALNUM, 10)} n={b64u_bytes(256)[:64]}…",
    )
    r.add(
        "public_certificate",
        f"partner's public cert for the mTLS trust store (theirs, public):\n-----BEGIN CERTIFICATE-----\n{pem_body(6)}\n-----END CERTIFICATE-----",
        f"kubeconfig cluster block:\n- cluster:\n    certificate-authority-data: {b64(b'-----BEGIN CERTIFICATE-----' + secrets.token_bytes(90))}\n    server: https://{hexs(32).upper()}.gr7.us-west-2.eks.amazonaws.com\n  name: sched-prod",
    )
    r.add(
        "cert_fingerprint",
        f"api.acme.test cert sha256 fp {':'.join(hexs(2).upper() for _ in range(32))} — expires 2025-09-30, acm auto renews",
        f"pin for the mobile app (spki sha256): {b64(secrets.token_bytes(32))} + backup pin {b64(secrets.token_bytes(32))}",
    )
    r.add(
        "ssh_public_key",
        f"add to the bastion authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jdoe@acme-mbp",
        f"deploy key (public half) on infra-live: ssh-rsa {ssh_pub('ssh-rsa', 270)} argocd@sched-prod",
        f"ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} oncall-laptop",
    )
    r.add(
        "ssh_host_fingerprint",
        f"bastion host key: ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}. verified with sre before accepting",
        f"sftp.clearinghouse.example fp SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (RSA) — they rotated it 1/2025",
    )
    r.add(
        "gpg_key_fingerprint",
        f"release signing key fpr {' '.join(hexs(4).upper() for _ in range(10))}, pubkey on keys.openpgp.org",
        f"git config user.signingkey {hexs(16).upper()}",
    )
    r.add(
        "age_and_wireguard_public_keys",
        f".sops.yaml\ncreation_rules:\n  - path_regex: secrets/prod/.*\n    age: {age_public_key()},{age_public_key()}",
        f"[Peer] for the new laptop, PublicKey = {wg_key()}  AllowedIPs = 10.60.0.15/32",
    )
    r.add(
        "launchdarkly_client_side_id",
        f"LD client-side id for the portal (public, fine in the browser): {hexs(24)}",
        f"flag keys: booking-v2-search, waitlist-auto-fill, sms-reminder-48h; mobile key is in 1p, client id {hexs(24)} is public",
    )
    r.add(
        "masked_secret_display",
        f"stripe dashboard shows the live key as sk_live_...{rnd(ALNUM, 4)} — that's the one we rotate thursday",
        f"datadog api key ending in …{hexs(4)} is the one in the agent helm chart; old key ending {hexs(4)} revoked",
        f"twilio auth token ************************{hexs(4)} (primary), secondary promoted 10/2",
    )
    r.add(
        "credential_rotation_note",
        "rotated the RDS master password this morning via ASM rotation, all 3 services picked it up after rollout restart. old one is dead",
        "reminder: sendgrid key expires when jose leaves — create a new one under the svc account, not a person",
        "okta api token was revoked by secops (it was tied to my admin acct). need a service app w/ oauth scopes instead, ticket in SEC queue",
        "PAT for release script expired again (90d). switch to the GitHub App installation token, 1h lifetime",
    )
    r.add(
        "password_policy_note",
        "HIPAA audit wants: min 14 chars, no reuse of last 12, lockout after 6 tries, MFA on everything touching PHI",
        "postgres app users: passwords generated by ASM, 32 chars, excludes '@:/' so URLs don't break",
        "portal patient PINs are 6 digits, bcrypt cost 12, lock after 5 — don't log the pin field (PR #2231 fixed the leak in debug logs)",
    )
    r.add(
        "secret_location_note",
        "the aws root creds + yubikey are in the safe in the CTO's office, envelope #3",
        "break-glass db password is in 1p vault 'Eng-BreakGlass', needs 2 approvers to reveal",
        "if you need the stripe live key ask finance-ops, we don't have it in eng vaults anymore",
    )
    r.add(
        "token_expiry_discussion",
        "auth0 m2m tokens are 24h, we cache them in redis with ttl 23h. tokens are RS256, verify w/ jwks, never HS256",
        "session cookies: httpOnly, secure, samesite=lax, 30 min idle timeout (HIPAA), absolute 12h",
        "k8s projected sa tokens rotate every hour, audience sts.amazonaws.com — don't copy them around",
    )
    r.add(
        "jira_ticket_numbers",
        f"SCHED-{digits(4, True)} waitlist race cond, SCHED-{digits(4, True)} tz bug (Phoenix no DST!), OPS-{digits(3, True)} disk alert",
        f"SEC-{digits(3, True)}: pentest finding re: verbose errors on /v2/auth — due before the soc2 window",
        f"zendesk #{digits(6, True)} (clinic can't see saturday slots) -> SCHED-{digits(4, True)}, no PHI in ticket, use appt id only",
    )
    r.add(
        "ci_build_numbers",
        f"circle pipeline #{digits(5, True)} workflow {uid()} failed at integration-tests, job {digits(6, True)}",
        f"gha run https://github.com/acme-sched/scheduler-api/actions/runs/{digits(11, True)} attempt 2 — flaky test_reminder_window again",
        f"build {digits(4, True)} -> image tag scheduler-api:2025.02.{digits(2)}-{short_sha()}",
    )
    r.add(
        "appointment_and_clinic_ids",
        f"repro with appt id apt_{rnd(LOWER + DIGITS, 20)} at clinic cln_{rnd(LOWER + DIGITS, 12)} (test tenant, fake patient)",
        f"tenant {uid()} is 'Denver Demo Dental', safe for demos",
    )
    r.add(
        "provider_npi",
        f"test provider NPI {digits(10, True)} (from the CMS sample set) for the eligibility stub",
        f"clinic tax id shown on invoices: {digits(2, True)}-{digits(7)}; org NPI {digits(10, True)}",
    )
    r.add(
        "cloud_project_and_subscription_ids",
        f"gcp project acme-sched-data (number {digits(12, True)}), bq dataset analytics_{digits(6)}",
        f"azure sub {uid()}, tenant {uid()}, rg rg-fax-eastus2-prod",
        f"aws org: prod {aws_account()}, stg {aws_account()}, sandbox {aws_account()}, log-archive {aws_account()}",
    )
    r.add(
        "gcp_service_account_email",
        "gcloud iam service-accounts keys list --iam-account=bq-exporter@acme-sched-data.iam.gserviceaccount.com  (we're moving to WIF, no more json keys)",
        f"workload identity provider: projects/{digits(12, True)}/locations/global/workloadIdentityPools/github/providers/acme-sched",
    )
    r.add(
        "version_strings",
        f"bumped: postgres 15.{digits(1)} -> 16.{digits(1)}, helm chart scheduler-api 4.{digits(2)}.{digits(1)}, redis 7.2.{digits(1)}",
        f"node 20.{digits(2)}.{digits(1)}, python 3.12.{digits(1)}, terraform 1.9.{digits(1)}, aws provider ~> 5.{digits(2)}",
    )
    r.add(
        "ip_and_hostnames",
        f"prod nat egress IPs (give to partners for allowlist): 44.{digits(3)}.{digits(2)}.{digits(2)}, 52.{digits(2)}.{digits(3)}.{digits(2)}",
        "internal dns: pg-main.acme.internal, sessions-cache.acme.internal, mq.acme.internal; vpc cidr 10.20.0.0/16",
        f"on-prem fax gw 10.40.{digits(1)}.{digits(2)}, mac {mac()}",
    )
    r.add(
        "on_call_contacts",
        "escalation: primary via PD, secondary Priya (303) 555-0147, mgr Tom (720) 555-0183; twilio support case line in PD runbook",
        "aws enterprise support: open sev2 case from console, TAM is Dana (dana@aws.example)",
    )
    r.add(
        "kubernetes_pod_names",
        f"crashloop: {pod_name('scheduler-api')} and {pod_name('notifier-worker')} on node ip-10-20-{digits(2)}-{digits(3)}.us-west-2.compute.internal",
        f"kubectl logs -n sched {pod_name('reminder-cron')} --previous | grep -i timeout",
    )
    r.add(
        "file_checksums",
        f"terraform_1.9.5_linux_amd64.zip sha256 {hexs(64)} (verified against the signed SHA256SUMS)",
        f"db dump md5 {hexs(32)}, size 41G, s3://acme-sched-backups/pg/2025-03-01/",
    )
    r.add(
        "invoice_and_order_numbers",
        f"aws invoice #{digits(10, True)} ($41.2k, March) — finance asked why NAT went up",
        f"datadog PO {digits(7, True)}, sentry invoice in_{rnd(ALNUM, 24)}",
        f"yubikeys order #{digits(3, True)}-{digits(7)}-{digits(7)}, ups 1Z{rnd(UPPER + DIGITS, 16)}",
    )
    r.add(
        "hardware_serials_and_tags",
        f"on-call laptop serial C02{rnd(UPPER + DIGITS, 7)}, asset tag ACME-LT-0{digits(3)}, jamf id {digits(4, True)}",
        f"yubikey serials {digits(8, True)} (mine), {digits(8, True)} (spare in safe)",
    )
    r.add(
        "stripe_coupon_codes",
        f"promo codes for the ortho conference: FRONTRANGE25, DENVERDENT-{rnd(UPPER + DIGITS, 4)} (stripe coupon {rnd(ALNUM, 8)})",
        "partner discount code ONBOARD3MO gives 3 months free, set up in stripe as promotion code, expires 6/30",
    )
    r.add(
        "parking_and_plates",
        f"garage at Wynkoop: my plate CO {rnd(UPPER + DIGITS, 3)}-{rnd(UPPER + DIGITS, 3)}, permit #{digits(5, True)}",
        f"rental for the offsite: Subaru, plate {rnd(UPPER, 3)}-{digits(4)}, confirmation {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "travel_booking_refs",
        f"flight to the re:Invent thing: United conf {rnd(UPPER + DIGITS, 6)}, hotel confirmation {digits(9, True)}",
        f"expense report ER-{digits(6, True)}, receipt id {uid()}",
    )
    r.add(
        "hashed_or_encrypted_blob",
        f"sops-encrypted value in prod.enc.yaml (safe, encrypted): ENC[AES256_GCM,data:{b64(secrets.token_bytes(36))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        f"kubeseal output for the notifier secret (sealed, can commit):\n  encryptedData:\n    SENDGRID_API_KEY: AgB{rnd(B64, 380)}",
    )
    r.add(
        "placeholder_credentials_in_docs",
        "runbook template: curl -u sk_test_YOUR_KEY_HERE: https://api.stripe.com/v1/charges — replace with your own test key, never live",
        "README: export DD_API_KEY=<your datadog api key>; export DD_APP_KEY=<app key>; then run make dd-monitors",
        "psql \"postgresql://USER:PASSWORD@HOST:5432/DB\" — fill in from 1p, don't paste the real one in slack",
    )
    r.add(
        "postgres_url_without_password",
        "prod replica uses IAM auth: psql \"host=sched-prod-replica.acme.internal port=5432 dbname=scheduling user=jdoe_iam sslmode=verify-full\" with PGPASSWORD=$(aws rds generate-db-auth-token ...)",
        "local: DATABASE_URL=postgres://sched@localhost:5432/sched_dev (trust auth in the docker pg)",
        "~/.pgpass has the entries for stg, mode 0600 — psql -h db.staging.acme.internal -U sched_app sched_stg picks it up",
    )
    r.add(
        "feature_flag_and_config_keys",
        "config keys: REMINDER_WINDOW_HOURS=48, MAX_WAITLIST=25, FEATURE_SMS_OPT_OUT=true, RATE_LIMIT_RPS=200",
        f"unleash toggle ids: {uid()} (booking-v2), {uid()} (new-tz-lib)",
    )
    r.add(
        "redis_and_db_commands",
        "redis-cli -h sessions-cache.acme.internal --tls --askpass  # prompts, don't put -a in history",
        "mongosh \"mongodb+srv://audit-cluster.acme.internal/auditlog\" --username audit_ro  (it prompts for pw)",
        "psql -c \"ALTER ROLE analyst_ro VALID UNTIL '2025-06-30'\"  -- access review follow-up",
    )
    r.add(
        "curl_with_env_var_token",
        "curl -H \"DD-API-KEY: $DD_API_KEY\" -H \"DD-APPLICATION-KEY: $DD_APP_KEY\" https://api.us5.datadoghq.com/api/v1/validate",
        "curl -u \"$TWILIO_ACCOUNT_SID:$TWILIO_AUTH_TOKEN\" https://api.twilio.com/2010-04-01/Accounts/$TWILIO_ACCOUNT_SID/Balance.json",
        "curl -H \"Authorization: SSWS ${OKTA_API_TOKEN}\" https://acme-sched.okta.example/api/v1/groups",
    )
    r.add(
        "dockerfile_build_args",
        "Dockerfile: RUN --mount=type=secret,id=npm_token NPM_TOKEN=$(cat /run/secrets/npm_token) npm ci  # buildkit secret, not in layers",
        "docker build --secret id=npm_token,env=NPM_TOKEN -t scheduler-web:dev .",
    )
    r.add(
        "webhook_endpoint_ids",
        f"stripe webhook endpoint we_{rnd(ALNUM, 24)} -> https://api.acme.test/webhooks/stripe (events: invoice.*, customer.subscription.*)",
        f"github webhook id {digits(9, True)} on scheduler-api, delivery {uid()} got 502",
    )
    r.add(
        "ach_remittance_details",
        f"what we print on customer invoices for ACH: Acme Scheduling Inc, routing {pick('102000021', '102001017', '107002192')}, acct ending {digits(4)}, ref INV-{digits(6, True)}",
        f"EU reseller pays to our Irish entity IBAN {iban('IE', 'ACME' + digits(6) + digits(8))} (it's on every invoice footer)",
    )
    r.add(
        "base64_non_secret",
        f"configmap logo for the email header (base64 png, not a secret): {png(60)}",
        f"cursor for pagination: {b64(json.dumps({'after': uid(), 'ts': epoch()}).encode())}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout72.py", [
        ("heldout72_credentials.yaml", credentials(), "batch 72 (Denver healthcare-scheduling SaaS backend engineer, CI/CD and cloud notes), written blind; every value synthetic"),
        ("heldout72_lookalikes.yaml", lookalikes(), "batch 72 look-alikes: ARNs, digests, SHAs, secret references, public keys, test-mode ids, written blind"),
    ])


if __name__ == "__main__":
    main()
