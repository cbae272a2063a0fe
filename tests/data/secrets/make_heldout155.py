# ruff: noqa: E501
"""Writes heldout155_credentials.yaml and heldout155_lookalikes.yaml: held-out batch 155.

Persona: a product-analytics and experimentation engineer at a Berlin scale-up. Writes English
notes with German mixed in, straight out of SDK setup, feature-flag configs and vendor
dashboards. Most vendors hand out two keys, a public one for the browser or app and a
server-side secret, and the notes often keep both side by side. The credentials are the
server-side twins plus warehouse and tooling logins; the look-alikes are the public halves.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    amex,
    aws_key_id,
    aws_secret,
    b64,
    b64url,
    basic,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["anker", "birke", "kiesel", "funnel", "cohort", "spree", "lupine", "radler", "mauer",
         "tram", "falter", "quark", "pretzel", "ufer", "nebel", "kranich", "zander", "velo"]


# --- the vendor formats -------------------------------------------------------------------

def sgp() -> str:
    return "sgp_" + rnd(ALNUM, 64)


def seg_write() -> str:
    return rnd(ALNUM, 32)


def rs_write() -> str:
    return rnd(ALNUM, 27)


def rs_dataplane() -> str:
    return f"https://acme{rnd(LOWER, 6)}.dataplane.rudderstack.com"


def phx() -> str:
    return "phx_" + rnd(ALNUM, 47)


def phc() -> str:
    return "phc_" + rnd(ALNUM, 43)


def phs() -> str:
    return "phs_" + rnd(ALNUM, 43)


def ld_sdk() -> str:
    return "sdk-" + uid()


def ld_api() -> str:
    return "api-" + uid()


def ld_mob() -> str:
    return "mob-" + uid()


def ld_rel() -> str:
    return "rel-" + uid()


def ld_cid() -> str:
    return hexs(24)


def st_secret() -> str:
    return "secret-" + rnd(ALNUM, 43)


def st_client() -> str:
    return "client-" + rnd(ALNUM, 43)


def st_console() -> str:
    return "console-" + rnd(ALNUM, 43)


def split_key() -> str:
    return rnd(LOWER + DIGITS, 36)


def gb_client() -> str:
    return "sdk-" + rnd(ALNUM, 16)


def gb_secret() -> str:
    return pick("secret_admin_", "secret_user_", "secret_readonly_") + rnd(ALNUM, 43)


def opt_sdk() -> str:
    return rnd(ALNUM, 22)


def opt_pat() -> str:
    return "2:" + rnd(URLSAFE, 43)


def dd_api() -> str:
    return hexs(32)


def dd_app() -> str:
    return hexs(40)


def dd_rum() -> str:
    return "pub" + hexs(32)


def nrak() -> str:
    return "NRAK-" + rnd(UPPER + DIGITS, 27)


def nr_license() -> str:
    return hexs(36) + "NRAL"


def nrjs() -> str:
    return "NRJS-" + hexs(19)


def sntrys() -> str:
    payload = b64url({"iat": epoch(), "url": "https://sentry.acme.internal", "region_url": "https://sentry.acme.internal", "org": "acme"})
    return f"sntrys_{payload}_{rnd(ALNUM, 43)}"


def sntryu() -> str:
    return "sntryu_" + hexs(64)


def sentry_dsn(project: int | None = None) -> str:
    return f"https://{hexs(32)}@sentry.acme.internal/{project or secrets.randbelow(80) + 2}"


def mp_sa_user() -> str:
    return f"{pick('warehouse-sync', 'exp-readout', 'cohort-export')}.{rnd(LOWER + DIGITS, 4)}.mp-service-account"


def dbtc() -> str:
    return "dbtc_" + rnd(URLSAFE, 56)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def npm() -> str:
    return "npm_" + rnd(ALNUM, 36)


def xoxb() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def sf_account() -> str:
    return f"acme-{rnd(LOWER, 2)}{digits(5)}"


def sha40() -> str:
    return hexs(40)


def bq_key_json() -> str:
    key = pem("PRIVATE KEY", 6)
    return json.dumps({
        "type": "service_account",
        "project_id": "acme-analytics-prod",
        "private_key_id": hexs(40),
        "private_key": key + "\n",
        "client_email": "dbt-runner@acme-analytics-prod.iam.gserviceaccount.com",
        "client_id": digits(21, True),
    }, indent=2)


def grouped(r: Rows) -> Rows:
    """The rows with each kind's notes together, kinds in order of first appearance."""
    order: dict[str, list[str]] = {}
    for kind, text in r:
        order.setdefault(kind, []).append(text)
    out = Rows()
    for kind, texts in order.items():
        out.add(kind, *texts)
    return out


# --- credentials --------------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()

    r.add("segment_public_api_token",
          f"Segment Public API token (workspace acme-berlin, Workspace Owner) — merken: {sgp()}",
          f"tracking-plan sync script:\ncurl -s -H 'Authorization: Bearer {sgp()}' https://segment-proxy.acme.internal/v1/tracking-plans | jq '.data'",
          f"token for the tp-bot in segment, expires: never (todo fix that) {sgp()}")

    r.add("segment_profiles_access_secret",
          f"Profiles API access secret for space acme-prod\n{rnd(ALNUM, 64)}\n→ as basic-auth username, password leer lassen",
          f"segment personas/profiles token = {rnd(ALNUM, 64)}  (nur für den lookup-service)")

    rs_pat = rnd(ALNUM, 32)
    r.add("rudderstack_personal_access_token",
          f"RudderStack PAT for the terraform provider:\nexport RUDDERSTACK_ACCESS_TOKEN={rnd(ALNUM, 32)}",
          f"[14:02] Jonas: kannst du mir kurz deinen rudder PAT schicken? mein invite hängt\n[14:03] me: {rs_pat}\n[14:03] me: aber bitte nur heute, ich rotier den morgen",
          f"rs personal access token (Admin, me) {rnd(ALNUM, 32)}")

    r.add("rudderstack_workspace_token",
          f"self-hosted rudder-server data plane, .env:\nWORKSPACE_TOKEN={rnd(ALNUM, 27)}\nCONFIG_BACKEND_URL=https://api.rudderstack.acme.internal",
          f"helm upgrade --install rudderstack ./charts/rudderstack -n tracking --set rudderWorkspaceToken={rnd(ALNUM, 27)}",
          f"workspace token (prod dataplane, NICHT der write key!!): {rnd(ALNUM, 27)}")

    r.add("posthog_personal_api_key",
          f"PostHog personal API key, scopes insight:read + feature_flag:write: {phx()}",
          f"export POSTHOG_PERSONAL_API_KEY={phx()}\nexport POSTHOG_HOST=https://eu.posthog.acme.internal",
          f"Notiz: mein phx key fürs flag-cleanup script → {phx()} (scoped auf project 2)")

    r.add("posthog_feature_flags_secure_key",
          f"local evaluation in the go backend needs the secure flags key: {phs()}",
          f"posthog:\n  host: https://eu.posthog.acme.internal\n  project_api_key: {phc()}\n  feature_flags_secure_api_key: {phs()}\n  poll_interval: 30s")

    amp_api, amp_secret = hexs(32), hexs(32)
    r.add("amplitude_secret_key",
          f"Amplitude prod project\nAPI key {hexs(32)}\nSecret key {hexs(32)}\n(secret nur für export API + cohort sync!)",
          f"amp secret key staging {hexs(32)}",
          f"AMPLITUDE_SECRET_KEY={hexs(32)}  # dashboard-export cron on etl-02")

    r.add("amplitude_export_basic_auth",
          f"curl -u {amp_api}:{amp_secret} 'https://amplitude-export.acme.internal/api/2/export?start=20250301T00&end=20250301T23' -o mar01.zip",
          f"Authorization: Basic {basic(hexs(32), hexs(32))}   <- Dashboard REST API, prod project")

    r.add("mixpanel_api_secret",
          f"Mixpanel API Secret (legacy, project {digits(7, True)}): {hexs(32)}",
          f"mixpanel /import still wants the api secret as basic user, kein pw. secret={hexs(32)}",
          f"MP\n- token: see frontend config\n- api secret: {hexs(32)}\n- EU residency: yes")

    r.add("mixpanel_service_account_secret",
          f"MP service account\nuser: {mp_sa_user()}\nsecret: {rnd(ALNUM, 32)}\nproject_id: {digits(7, True)}",
          f"mixpanel SA für den warehouse connector: {mp_sa_user()} / {rnd(ALNUM, 32)}",
          f"new service acct secret (old one leaked into a notebook, oops): {rnd(ALNUM, 32)}")

    r.add("launchdarkly_server_sdk_key",
          f"LD server-side SDK key, Production env: {ld_sdk()}",
          f"LAUNCHDARKLY_SDK_KEY={ld_sdk()}   ← checkout-service backend, NICHT ins frontend bundle",
          f"ld staging\nserver key {ld_sdk()}\nclient-side id {ld_cid()}")

    r.add("launchdarkly_api_access_token",
          f"LD API access token (Writer role) for the stale-flag report: {ld_api()}",
          f"curl -s -H \"Authorization: {ld_api()}\" https://ld-proxy.acme.internal/api/v2/flags/checkout?summary=true",
          f'provider "launchdarkly" {{\n  access_token = "{ld_api()}"\n}}')

    r.add("launchdarkly_relay_auto_config_key",
          f"Relay Proxy auto-config key: AUTO_CONFIG_KEY={ld_rel()}",
          f"docker run -d -p 8030:8030 -e AUTO_CONFIG_KEY={ld_rel()} launchdarkly/ld-relay:8  # relay-01.acme.internal")

    r.add("statsig_server_secret_key",
          f"Statsig server secret: {st_secret()}",
          f"STATSIG_SERVER_SECRET={st_secret()} (prod). client key ist ein anderer, siehe unten",
          f"statsig.initialize(\"{st_secret()}\", StatsigOptions(tier=\"production\"))")

    r.add("statsig_console_api_key",
          f"statsig console api key for the gate cleanup job: {st_console()}",
          f"console key (read+write, expires in 90d) → {st_console()}")

    r.add("split_server_side_sdk_key",
          f"Split server-side SDK key (prod, traffic type: user): {split_key()}",
          f"split sdk key server-side staging {split_key()} — bitte nicht mit dem browser key verwechseln",
          f"split-synchronizer.yaml\nsync:\n  apikey: {split_key()}\n  redis:\n    host: redis-split.acme.internal")

    r.add("split_admin_api_key",
          f"Split Admin API key (flag audit, read only would be nicer): {split_key()}",
          f"curl -H 'Authorization: Bearer {split_key()}' https://split-admin.acme.internal/internal/api/v2/workspaces")

    r.add("growthbook_secret_api_key",
          f"GrowthBook secret key for the CI experiment sync: {gb_secret()}",
          f"GB_API_SECRET={gb_secret()}",
          f"growthbook key used by the analysis notebook (read only, still secret): {gb_secret()}")

    r.add("growthbook_mongodb_uri",
          f"self-hosted growthbook:\nMONGODB_URI=mongodb://growthbook:{rnd(ALNUM, 20)}@mongo-gb.acme.internal:27017/growthbook?authSource=admin",
          f"GB mongo root pw: {pw()}")

    r.add("growthbook_self_hosted_secrets",
          f"growthbook .env (prod)\nJWT_SECRET={hexs(64)}\nENCRYPTION_KEY={rnd(ALNUM, 32)}\nAPP_ORIGIN=https://gb.acme.internal",
          f"GB ENCRYPTION_KEY — verschlüsselt die datasource creds, niemals ändern!! {rnd(ALNUM, 32)}")

    r.add("optimizely_personal_access_token",
          f"Optimizely PAT (REST API v2): {opt_pat()}",
          f"export OPTIMIZELY_TOKEN={opt_pat()}  # für flags-as-code",
          f"optimizely token von Mia übernommen, läuft auf meinen user jetzt: {opt_pat()}")

    r.add("optimizely_datafile_access_token",
          f"secure environment 'production-secure' → authenticated datafile\naccess token: {rnd(ALNUM, 44)}\nheader: Authorization: Bearer <token>",
          f"datafile access token for the node backend SDK (server only) {rnd(ALNUM, 44)}")

    dda = dd_api()
    r.add("datadog_api_key",
          f"DD_API_KEY={dda}  (EU site, agent auf den analytics nodes)",
          f"datadog api key org acme-berlin: {dd_api()}",
          f"values-datadog.yaml\ndatadog:\n  apiKey: {dd_api()}\n  clusterName: analytics-prod")

    r.add("datadog_application_key",
          f"DD app key for the dashboards-as-code repo: {dd_app()}",
          f"terraform datadog provider braucht beide:\nDD_API_KEY={dd_api()}\nDD_APP_KEY={dd_app()}",
          f"datadog application key (scoped dashboards_write, owner: me) → {dd_app()}")

    r.add("newrelic_user_api_key",
          f"New Relic user key (NerdGraph): {nrak()}",
          f"NEW_RELIC_API_KEY={nrak()}\nNEW_RELIC_ACCOUNT_ID={digits(7, True)}\nNEW_RELIC_REGION=EU")

    r.add("newrelic_license_key",
          f"newrelic.yml\ncommon: &default_settings\n  license_key: '{nr_license()}'\n  app_name: experiment-service",
          f"NR ingest license key (EU): {nr_license()}",
          f"NEW_RELIC_LICENSE_KEY={nr_license()}")

    r.add("sentry_org_auth_token",
          f"Sentry org auth token, sourcemap upload in CI: {sntrys()}",
          f"SENTRY_AUTH_TOKEN={sntrys()} sentry-cli sourcemaps upload --release $GIT_SHA ./dist")

    r.add("sentry_user_auth_token",
          f"persönlicher sentry token (project:read, event:admin): {sntryu()}",
          f".sentryclirc\n[auth]\ntoken={sntryu()}\n[defaults]\norg=acme\nproject=web-checkout\nurl=https://sentry.acme.internal/")

    r.add("bugsnag_personal_auth_token",
          f"Bugsnag personal auth token (Data Access API): {uid()}",
          f"curl -H 'Authorization: token {uid()}' -H 'X-Version: 2' https://bugsnag-api.acme.internal/user/organizations")

    sf = sf_account()
    r.add("snowflake_password",
          f"Snowflake — account {sf}, user ANALYTICS_SVC, pw {pw()}",
          f"snowsql -a {sf_account()} -u LKOCH -r ANALYST -w EXP_WH\npasswort beim prompt: {rnd(ALNUM + '!#%', 18)}",
          f"~/.dbt/profiles.yml\nacme:\n  target: dev\n  outputs:\n    dev:\n      type: snowflake\n      account: {sf}\n      user: LKOCH\n      password: {pw()}\n      role: TRANSFORMER\n      warehouse: EXP_WH")

    r.add("snowflake_private_key",
          f"snowflake key-pair auth, airflow conn (rsa_key.p8):\n{pem('ENCRYPTED PRIVATE KEY', 5)}\npassphrase: {phrase(WORDS, 5, '-')}",
          f"SNOWFLAKE_PRIVATE_KEY_PASSPHRASE={phrase(WORDS, 4, '-')}{digits(2)}",
          f"rsa key for SVC_EXPERIMENTS (unencrypted, ich weiß...)\n-----BEGIN PRIVATE KEY-----\n{pem_body(6)}\n-----END PRIVATE KEY-----")

    r.add("bigquery_service_account_key",
          f"bq sa key dbt-runner, for the GH secret:\n{bq_key_json()}",
          f"GCP_SA_KEY_B64={b64(bq_key_json().encode())}")

    r.add("warehouse_password",
          f"Warehouse (postgres, analytics-dwh.acme.internal)\nuser: analyst_ro\nPasswort: {pw()}",
          f"postgresql://experiments_rw:{rnd(ALNUM, 22)}@dwh.acme.internal:5432/analytics?sslmode=require",
          f"dwh admin pw heute geändert, neu: {pw()}",
          f"PGPASSWORD='{rnd(ALNUM + '#%+', 16)}' psql -h dwh.acme.internal -U exp_readout analytics -f readout.sql")

    r.add("clickhouse_password",
          f"clickhouse-client --host ch-events.acme.internal --secure --user posthog --password '{rnd(ALNUM, 24)}'",
          f"CH default user pw (self-hosted posthog): {pw()}")

    r.add("dbt_cloud_service_token",
          f"dbt Cloud service token (Job Admin): {dbtc()}",
          f"DBT_CLOUD_API_TOKEN={dbtc()}\nDBT_CLOUD_ACCOUNT_ID={digits(5, True)}")

    r.add("looker_api_credentials",
          f"looker.ini\n[Looker]\nbase_url=https://looker.acme.internal:19999\nclient_id={rnd(ALNUM, 20)}\nclient_secret={rnd(ALNUM, 24)}\nverify_ssl=True",
          f"Looker API3 creds für die experiment explores: id {rnd(ALNUM, 20)} secret {rnd(ALNUM, 24)}")

    r.add("metabase_admin_password",
          f"metabase.acme.internal admin — analytics-admin@acme.example / {pw()}",
          f"mb admin login reset by IT, temp pw {rnd(ALNUM, 12)} (must change on login)")

    r.add("metabase_embedding_secret",
          f"Metabase embedding secret key (signed embeds in the exp-portal): {hexs(64)}",
          f"MB_EMBEDDING_SECRET_KEY={hexs(64)}")

    r.add("fivetran_api_secret",
          f"Fivetran API key {rnd(ALNUM, 16)} secret {rnd(ALNUM, 32)}",
          f"fivetran für terraform:\nFIVETRAN_APIKEY={rnd(ALNUM, 16)}\nFIVETRAN_APISECRET={rnd(ALNUM, 32)}")

    r.add("census_api_token",
          f"Census workspace API token: secret-token:{rnd(ALNUM, 24)}",
          f"census reverse-ETL (cohorts → braze): CENSUS_TOKEN=secret-token:{rnd(ALNUM, 24)}")

    kk = rnd(UPPER + DIGITS, 16)
    r.add("kafka_sasl_secret",
          f"Kafka events cluster SASL\nkey {rnd(UPPER + DIGITS, 16)}\nsecret {rnd(ALNUM + '+/', 64)}",
          f'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{kk}" password="{rnd(ALNUM + "+/", 64)}";')

    r.add("github_pat",
          f"GH token for publishing @acme/tracking-sdk releases: {ghp()}",
          f"git clone https://x-access-token:{ghp()}@github.acme.internal/analytics/tracking-plan.git")

    r.add("npm_publish_token",
          f"~/.npmrc\n@acme:registry=https://npm.acme.internal/\n//npm.acme.internal/:_authToken={npm()}",
          f"NPM_TOKEN={npm()} (automation token, @acme scope, für das sdk-wrapper release)")

    r.add("slack_bot_token",
          f"exp-bot slack token: {xoxb()}",
          f"SLACK_BOT_TOKEN={xoxb()}  → posts the daily flag-health report to #exp-alerts")

    r.add("aws_s3_export_credentials",
          f"S3 bucket for segment/amplitude raw export (acme-events-raw):\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"amplitude S3 export IAM user: {aws_key_id()} / {aws_secret()}")

    r.add("vendor_account_password",
          f"Mixpanel login (shared analytics@acme.example): {pw()}",
          f"amplitude admin account pw → {pw()} (2FA auf meinem handy)",
          f"Heap login für den Audit\ngrowth-team@acme.example\n{pw()}")

    r.add("totp_seed",
          f"LaunchDarkly shared admin 2FA secret, für 1Password: {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/Amplitude:analytics%40acme.example?secret={rnd(BASE32, 32)}&issuer=Amplitude")

    r.add("two_factor_recovery_codes",
          f"Statsig console recovery codes:\n{recovery_codes(6, 'x')}",
          f"posthog 2fa backup codes — {recovery_codes(5, 'digits')}",
          f"GitHub (acme-analytics-bot) recovery codes\n{recovery_codes(4, 'github')}")

    r.add("exp_dashboard_session_cookie",
          f"cookie fürs interne exp-dashboard (läuft freitag ab):\nexp_session={jwt({'sub': 'lkoch', 'role': 'experimenter', 'exp': epoch()})}",
          f"curl -b 'sessionid={rnd(LOWER + DIGITS, 32)}' https://exp.acme.internal/api/experiments/314/results")

    r.add("webhook_signing_secret",
          f"LaunchDarkly webhook (flag change → slack relay) signing secret: {hexs(40)}",
          f"Statsig webhook signing secret whsec_{b64(secrets.token_bytes(24))}")

    r.add("company_card",
          f"Firmenkreditkarte (Growth-Budget) für Vendor-Trials: {groups(luhn('4'), 4)} exp {card_expiry()} CVC {digits(3)}",
          f"amex for the amplitude invoice: {amex()}  {card_expiry()}  CID {digits(4)}")

    r.add("office_door_code",
          f"Türcode Büro ab Montag: {digits(6)}#",
          f"alarm code if last one out (Torstr, 4. OG): {digits(4)}")

    r.add("bastion_ssh_private_key",
          f"bastion key for the dwh tunnel (ssh -L 5432:dwh:5432 jump.acme.internal):\n{openssh_private()}")

    r.add("jupyterhub_api_token",
          f"jupyterhub api token (for the scheduled readout notebooks) {hexs(32)}",
          f"JUPYTERHUB_API_TOKEN={hexs(32)}")

    # second notes for the kinds above (grouped() puts them back beside the first ones)
    r.add("bastion_ssh_private_key",
          f"~/.ssh/id_ed25519_dwh — backup copy, falls der laptop stirbt\n{openssh_private()}")
    r.add("posthog_feature_flags_secure_key",
          f"POSTHOG_FEATURE_FLAGS_SECURE_API_KEY={phs()}  # backend only, the phc_ key is the public one")
    r.add("amplitude_export_basic_auth",
          f"python: requests.get(url, auth=(\"{hexs(32)}\", \"{hexs(32)}\"))  # api key, secret key — staging project")
    r.add("launchdarkly_relay_auto_config_key",
          f"relay auto config key neu generiert nach dem offboarding: {ld_rel()}")
    r.add("statsig_console_api_key",
          f"STATSIG_CONSOLE_KEY={st_console()}\ncurl -H \"STATSIG-API-KEY: $STATSIG_CONSOLE_KEY\" https://statsig-proxy.acme.internal/console/v1/gates")
    r.add("split_admin_api_key",
          f"split admin key #2 (workspace 'Default', for the terraform split provider) = {split_key()}")
    r.add("growthbook_mongodb_uri",
          f"mongosh \"mongodb://gb_admin:{rnd(ALNUM, 18)}@mongo-gb.acme.internal:27017/admin\"")
    r.add("optimizely_datafile_access_token",
          f"OPTIMIZELY_DATAFILE_ACCESS_TOKEN={rnd(ALNUM, 44)}\nOPTIMIZELY_SDK_KEY={opt_sdk()}")
    r.add("newrelic_user_api_key",
          f"nr user key von mir (die alte NRAK war an Tims account gebunden): {nrak()}")
    r.add("sentry_org_auth_token",
          f"GitLab CI variable SENTRY_AUTH_TOKEN (masked, protected) = {sntrys()}")
    r.add("sentry_user_auth_token",
          f"curl -H 'Authorization: Bearer {sntryu()}' https://sentry.acme.internal/api/0/projects/acme/web-checkout/issues/?query=is:unresolved")
    r.add("bugsnag_personal_auth_token",
          f"bugsnag token for the error-budget script (my user, read only) → {uid()}")
    r.add("bigquery_service_account_key",
          f"bq SA 'looker-reader' private key (copied from the json, private_key_id {hexs(40)}):\n{pem('PRIVATE KEY', 5)}")
    r.add("clickhouse_password",
          f"<clickhouse><profiles/><users><exp_reader><password>{rnd(ALNUM, 20)}</password></exp_reader></users></clickhouse>")
    r.add("dbt_cloud_service_token",
          f"dbt cloud token (metadata only) für den lineage export: {dbtc()}")
    r.add("looker_api_credentials",
          f"LOOKERSDK_BASE_URL=https://looker.acme.internal\nLOOKERSDK_CLIENT_ID={rnd(ALNUM, 20)}\nLOOKERSDK_CLIENT_SECRET={rnd(ALNUM, 24)}")
    r.add("fivetran_api_secret",
          f"curl -u {rnd(ALNUM, 16)}:{rnd(ALNUM, 32)} https://fivetran-proxy.acme.internal/v1/groups")
    r.add("census_api_token",
          f"census token neu (alter wurde rotiert): secret-token:{rnd(ALNUM, 24)}")
    r.add("kafka_sasl_secret",
          f"kcat -b events.kafka.acme.internal:9092 -X security.protocol=SASL_SSL -X sasl.mechanisms=PLAIN -X sasl.username={rnd(UPPER + DIGITS, 16)} -X sasl.password={rnd(ALNUM + '+/', 64)} -t tracks -C -c 5")
    r.add("github_pat",
          f"GH_TOKEN={ghp()}  # gh cli on the analytics jumpbox, repo + workflow scopes")
    r.add("slack_bot_token",
          f"slack app 'flag-janitor'\nbot token: {xoxb()}\nchannel: #exp-alerts")
    r.add("aws_s3_export_credentials",
          f"[segment-export]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}\nregion=eu-central-1")
    r.add("totp_seed",
          f"2FA seed Mixpanel admin (backup fürs neue handy): {rnd(BASE32, 32)}")
    r.add("webhook_signing_secret",
          f"GrowthBook webhook secret for the experiment-started → slack hook: ghwh_{rnd(ALNUM, 32)}")

    return grouped(r)


# --- look-alikes --------------------------------------------------------------------------

def lookalikes() -> Rows:
    r = Rows()

    r.add("segment_write_key",
          f"Segment JS source 'web-prod' write key: {seg_write()} (public, goes into the snippet anyway)",
          f"analytics.load(\"{seg_write()}\")",
          f"write keys\n- ios: {seg_write()}\n- android: {seg_write()}\n- web: {seg_write()}")

    r.add("segment_source_id",
          f"segment source id for web-prod: {rnd(ALNUM, 22)}, destination id (amplitude) {rnd(ALNUM, 24)}",
          f"source ids changed after the workspace migration: old {rnd(ALNUM, 22)} → new {rnd(ALNUM, 22)}")

    r.add("rudderstack_write_key",
          f"RudderStack JS source write key {rs_write()} — is public, ok in the repo",
          f"rudderanalytics.load(\"{rs_write()}\", \"{rs_dataplane()}\")",
          f"rudder write keys (die sind nicht geheim):\nweb {rs_write()}\napp {rs_write()}")

    r.add("rudderstack_data_plane_url",
          f"data plane URL: {rs_dataplane()}",
          f"RUDDER_DATA_PLANE_URL={rs_dataplane()}\n(the workspace token lives in vault, not here)")

    r.add("posthog_project_api_key",
          f"PostHog project API key (phc_, safe for the browser): {phc()}",
          f"posthog.init('{phc()}', {{ api_host: 'https://eu.posthog.acme.internal', person_profiles: 'identified_only' }})",
          f"NEXT_PUBLIC_POSTHOG_KEY={phc()}")

    r.add("posthog_host_and_project_id",
          f"posthog project ids: prod {secrets.randbelow(90000) + 10000}, staging {secrets.randbelow(90000) + 10000} — host https://eu.posthog.acme.internal",
          f"insight link for the onboarding funnel: https://eu.posthog.acme.internal/project/{secrets.randbelow(90000) + 10000}/insights/{rnd(ALNUM, 8)}")

    r.add("amplitude_api_key",
          f"Amplitude API key (prod, the public one for the browser SDK): {hexs(32)}",
          f"amplitude.init('{hexs(32)}', {{ defaultTracking: {{ sessions: true }} }});",
          f"AMP API keys — nur die öffentlichen, die secret keys stehen im vault:\nprod {hexs(32)}\nstaging {hexs(32)}")

    r.add("amplitude_org_project_ids",
          f"amplitude org {digits(6, True)}, project prod {digits(6, True)}, dev {digits(6, True)}",
          f"Amplitude chart: https://app.amplitude.acme.test/analytics/acme/chart/{rnd(LOWER + DIGITS, 8)} (checkout conversion by variant)")

    r.add("mixpanel_project_token",
          f"Mixpanel project token (is shipped to the client, so not secret): {hexs(32)}",
          f"mixpanel.init(\"{hexs(32)}\", {{api_host: \"https://mp-proxy.acme.internal\", track_pageview: true}});",
          f"MP tokens\nweb: {hexs(32)}\nios: {hexs(32)}\n(api secret: rotated, see vault)")

    r.add("mixpanel_project_id_and_url",
          f"mixpanel project id {digits(7, True)}, board: https://mixpanel.acme.test/project/{digits(7, True)}/view/{digits(7, True)}/app/boards#id={digits(7, True)}",
          f"MP service account name (no secret here): {mp_sa_user()}")

    r.add("heap_app_id",
          f"Heap app id prod {digits(10, True)}, dev {digits(10, True)}",
          f"heap.load(\"{digits(10, True)}\");")

    r.add("launchdarkly_client_side_id",
          f"LD client-side ID (Production): {ld_cid()} — public by design, used in the React SDK",
          f"const ldClient = initialize('{ld_cid()}', {{ kind: 'user', key: anonId }});",
          f"LaunchDarkly client ids\nprod    {ld_cid()}\nstaging {ld_cid()}\ntest    {ld_cid()}")

    r.add("launchdarkly_mobile_key",
          f"LD mobile key for the iOS app: {ld_mob()} (mobile keys are meant to ship in the app)",
          f"LDConfig(mobileKey: \"{ld_mob()}\", autoEnvAttributes: .enabled)")

    r.add("statsig_client_key",
          f"Statsig client key (browser): {st_client()}",
          f"<StatsigProvider sdkKey=\"{st_client()}\" user={{{{ userID }}}}>",
          f"statsig: client-… key is public, secret-… is not. web client key → {st_client()}")

    r.add("split_client_side_key",
          f"Split client-side (browser) SDK key: {split_key()}",
          f"SplitFactory({{ core: {{ authorizationKey: '{split_key()}', key: anonymousId, trafficType: 'anonymous' }} }})")

    r.add("growthbook_client_key",
          f"GrowthBook client key (SDK connection 'web-prod', for the browser): {gb_client()}",
          f"new GrowthBook({{ apiHost: 'https://gb-cdn.acme.internal', clientKey: '{gb_client()}', enableDevMode: false }})",
          f"GB sdk connections:\n- web-prod {gb_client()}\n- ios-prod {gb_client()}\n(secret api keys are separate, in vault)")

    osk = opt_sdk()
    r.add("optimizely_sdk_key",
          f"Optimizely SDK key (production env): {osk}",
          f"optimizely.createInstance({{ sdkKey: '{opt_sdk()}' }})")

    r.add("optimizely_datafile_url",
          f"datafile: https://cdn.optimizely.acme.test/datafiles/{osk}.json",
          f"staging datafile URL https://cdn.optimizely.acme.test/datafiles/{opt_sdk()}.json — 60s cache")

    r.add("datadog_rum_client_token",
          f"Datadog RUM client token: {dd_rum()} (pub… tokens are for the browser)",
          f"datadogRum.init({{ applicationId: '{uid()}', clientToken: '{dd_rum()}', service: 'web-checkout', env: 'prod', sessionSampleRate: 20 }})")

    r.add("datadog_rum_application_id",
          f"RUM application id web-checkout: {uid()}",
          f"DD RUM apps\ncheckout {uid()}\nonboarding {uid()}")

    r.add("datadog_monitor_and_trace_ids",
          f"monitor {digits(8, True)} (event ingestion lag) fired 3x tonight, trace id {digits(19, True)}",
          f"DD dashboard: https://acme.datadoghq.test/dashboard/{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}/experiment-health")

    r.add("newrelic_browser_license_key",
          f"NR browser agent licenseKey: {nrjs()} — the NRJS one is the browser key, public",
          f"window.NREUM.loader_config = {{ accountID: '{digits(7, True)}', trustKey: '{digits(7, True)}', agentID: '{digits(10, True)}', licenseKey: '{nrjs()}', applicationID: '{digits(10, True)}' }}")

    r.add("newrelic_app_and_account_id",
          f"New Relic account {digits(7, True)}, app id experiment-service {digits(10, True)}",
          f"NR entity guid for the checkout app: {b64(f'{digits(7, True)}|APM|APPLICATION|{digits(10, True)}'.encode()).rstrip('=')}")

    r.add("sentry_dsn",
          f"Sentry DSN web-checkout: {sentry_dsn()}",
          f"Sentry.init({{ dsn: '{sentry_dsn()}', tracesSampleRate: 0.1, release: 'web@{digits(1, True)}.{digits(2)}.{digits(1)}' }})",
          f"DSNs are fine to commit (client-side). ios: {sentry_dsn()}")

    r.add("sentry_event_and_release_ids",
          f"sentry issue WEB-CHECKOUT-{rnd(UPPER + DIGITS, 3)}, event id {hexs(32)}, release {sha40()[:12]}",
          f"https://sentry.acme.internal/organizations/acme/issues/{digits(7, True)}/events/{hexs(32)}/")

    r.add("bugsnag_notifier_api_key",
          f"Bugsnag notifier API key (android): {hexs(32)} — that's the one in the manifest, not a secret",
          f"Bugsnag.start({{ apiKey: '{hexs(32)}', releaseStage: 'production', appVersion: '4.{digits(2)}.0' }})")

    r.add("logrocket_app_id",
          f"LogRocket app id: {rnd(LOWER + DIGITS, 6)}/acme-web",
          f"LogRocket.init('{rnd(LOWER + DIGITS, 6)}/acme-checkout', {{ network: {{ isEnabled: false }} }})")

    r.add("fullstory_org_id",
          f"FullStory org id o-{rnd(UPPER + DIGITS, 5)}-na1 (EU? check, ticket open)",
          f"FS snippet: window['_fs_org'] = 'o-{rnd(UPPER + DIGITS, 5)}-na1'; window['_fs_host'] = 'fs-relay.acme.internal';")

    r.add("experiment_key",
          f"exp keys Q3: checkout_cta_color_v{digits(1, True)}, onboarding_skip_step_{rnd(LOWER, 4)}, pricing_annual_default",
          f"experiment id {uid()} (pricing_page_v3) — results: https://gb.acme.internal/experiment/exp_{rnd(LOWER + DIGITS, 16)}",
          "Statsig experiment 'search_ranking_bm25' hat jetzt 3 gruppen: control / bm25 / bm25_boost")

    r.add("feature_flag_key",
          "flags to clean up: enable-new-checkout (100% since may), show-referral-banner, kill-switch-recs",
          f"LD flag key `release-{rnd(LOWER, 5)}-api` → variation index 1 for segment beta-testers",
          "gate names: new_onboarding_gate, eu_cookie_banner_v2, holdout_global_2025")

    r.add("cohort_id",
          f"amplitude cohort power_users_30d = {rnd(LOWER + DIGITS, 6)}, mixpanel cohort id {digits(7, True)}",
          f"posthog cohort {secrets.randbelow(900000) + 100000} (churned_last_90d) → synced to braze nightly")

    r.add("tracking_event_name",
          "tracking plan v14: Checkout Started, Checkout Step Viewed, Order Completed (props: order_id, revenue, currency)",
          "event names snake_case ab jetzt: signup_completed, paywall_viewed, trial_converted — kein 'Clicked Button' mehr bitte")

    r.add("dashboard_url",
          f"exp readout dashboard: https://metabase.acme.internal/dashboard/{secrets.randbelow(900) + 100}-experiment-readout?exp_key=checkout_cta_color_v2",
          f"looker: https://looker.acme.internal/dashboards/{secrets.randbelow(9000) + 100}?Date=30+days&Variant=treatment")

    r.add("server_key_rotated",
          f"rotated the Statsig server secret today ({epoch()}), old one ending …{rnd(ALNUM, 4)} revoked; new one only in vault",
          "LD prod SDK key rotated with 24h grace period after the leak drill — all services restarted",
          "amplitude secret key regenerated, dashboard export cron updated via ESO. nothing to copy here.")

    r.add("vault_reference",
          "server-side keys (segment PAT, LD sdk, statsig secret) are in vault: kv/analytics/prod/<vendor>/server_key",
          "vault kv get -field=secret_key kv/analytics/prod/amplitude",
          "snowflake SVC_EXPERIMENTS key → 1Password 'Analytics Infra' vault, item 'Snowflake key-pair'")

    r.add("env_template_placeholders",
          ".env.example\nPOSTHOG_PERSONAL_API_KEY=phx_xxx\nSTATSIG_SERVER_SECRET=secret-...\nLAUNCHDARKLY_SDK_KEY=sdk-<your key>\nDD_API_KEY=",
          "k8s secret ref: envFrom: - secretRef: name: analytics-vendor-keys  (values via external-secrets)",
          "DD_API_KEY=${{ secrets.DD_API_KEY }}  # github actions, never inline")

    r.add("key_policy_talk",
          "neue Policy: Snowflake passwords min. 14 Zeichen, alle 90 Tage rotieren, service users nur key-pair",
          "reminder: server-side SDK keys must never end up in NEXT_PUBLIC_* vars. only client ids / client keys there.",
          "PAT expiry max 90 days from now on (segment, LD, github). I'll get a reminder the week before.")

    r.add("git_commit_sha",
          f"flag cleanup merged in {sha40()}, revert would be {sha40()[:7]}",
          f"tracking-sdk v2 migration PR !{secrets.randbelow(900) + 100}, head {sha40()}")

    r.add("release_version",
          f"@acme/tracking-sdk 3.{secrets.randbelow(20)}.{secrets.randbelow(10)}, posthog-js 1.{secrets.randbelow(200) + 100}.{secrets.randbelow(10)}, launchdarkly-js-client-sdk 3.{secrets.randbelow(9)}.0",
          f"ios app {secrets.randbelow(3) + 5}.{secrets.randbelow(30)}.0 (build {digits(5, True)}) ships the new Statsig SDK")

    r.add("container_image_digest",
          f"relay proxy image pinned: launchdarkly/ld-relay@sha256:{hexs(64)}",
          f"rudder-server image digest sha256:{hexs(64)} (v1.{secrets.randbelow(40)}.0)")

    r.add("npm_integrity_hash",
          f"package-lock: \"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
          f"posthog-js integrity hash changed after reinstall: sha512-{b64(secrets.token_bytes(64))}")

    r.add("snowflake_query_id",
          f"slow readout query id {uid()[:-12]}{digits(4)}-{hexs(8)} — 14 min on EXP_WH",
          f"Snowflake account identifier: {sf_account()}.eu-central-1 (no creds here, just the locator)")

    r.add("bigquery_job_id",
          f"bq job acme-analytics-prod:EU.bquxjob_{hexs(8)}_{hexs(11)} scanned 1.3 TB, ouch",
          f"dataset acme-analytics-prod.segment_raw, table tracks_{digits(8)}")

    r.add("gcp_service_account_email",
          "SA for dbt: dbt-runner@acme-analytics-prod.iam.gserviceaccount.com (key stays in secret manager)",
          f"workload identity pool projects/{digits(12, True)}/locations/global/workloadIdentityPools/gh-actions — keyless, no JSON key")

    r.add("ssh_public_key",
          f"my key for the bastion authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} lkoch@acme-mbp",
          f"deploy key (public) tracking-plan repo: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tp-deploy")

    r.add("key_fingerprint",
          f"bastion host key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
          f"release signing key fingerprint {groups(hexs(40).upper(), 4)}")

    r.add("jira_ticket",
          f"ANLY-{secrets.randbelow(9000) + 1000}: migrate Mixpanel → Amplitude, ANLY-{secrets.randbelow(9000) + 1000}: kill stale flags",
          f"vendor ticket with statsig support #{digits(6, True)}, LD support case {digits(8, True)}")

    r.add("vendor_invoice_numbers",
          f"Amplitude invoice INV-{digits(8, True)}, PO {digits(10, True)}, due in 30 days",
          f"LaunchDarkly Rechnung Nr. {rnd(UPPER, 3)}-{digits(6, True)}, Vertrag {uid()[:8].upper()}")

    r.add("company_iban_on_invoice",
          f"our billing details for the vendor form: ACME Analytics GmbH, IBAN {iban('DE', digits(18))}, USt-IdNr. DE{digits(9, True)}",
          f"Rechnungsadresse + Bankverbindung (steht eh auf jeder Rechnung): IBAN {iban('DE', digits(18))}, BIC COBADEFFXXX")

    r.add("anonymous_user_ids",
          f"debug user: distinct_id {uid()}, anon id {uid()} — stuck in control although forced into treatment",
          f"amplitude device_id {uid().upper()}, user_id usr_{rnd(LOWER + DIGITS, 12)}, session_id {epoch()}{digits(3)}")

    r.add("experiment_results_stats",
          f"checkout_cta_color_v2: n={secrets.randbelow(90000) + 10000}/{secrets.randbelow(90000) + 10000}, lift +{secrets.randbelow(5) + 1}.{digits(1)}%, p=0.0{digits(2)}, CUPED on",
          "SRM check failed on pricing_annual_default (chi² p < 0.001) — investigate bot filter before readout")

    r.add("coupon_code_variant",
          f"treatment B shows promo code SPRING{digits(2)}-{rnd(UPPER, 4)} (public code, printed on the banner)",
          f"Gutscheincodes für den paywall test: WELCOME{digits(2)}, TRIAL{rnd(UPPER + DIGITS, 5)} — öffentlich")

    r.add("ip_allowlist",
          f"vendor IP allowlist for the warehouse: 10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.0/24, 192.0.2.{secrets.randbelow(250)}/32",
          f"fivetran egress IPs whitelisted on dwh.acme.internal: 198.51.100.{secrets.randbelow(250)}, 198.51.100.{secrets.randbelow(250)}")

    r.add("vendor_support_contact",
          f"Statsig CSM: +49 30 {digits(8, True)}, LD account exec +1 555 {digits(3)} {digits(4)}",
          "Amplitude support escalation: support@amplitude.acme.test, mention contract tier 'Growth'")

    r.add("k8s_pod_names",
          f"ld-relay-{hexs(10)}-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)} crashloops, OOMKilled at 256Mi",
          f"kubectl logs -n tracking rudderstack-{hexs(9)}-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)} --since=1h")

    r.add("split_treatment_config",
          "split 'search_ranking': treatments on/off, traffic type user, default rule 50/50, kill → off",
          f"treatment config json for 'reco_widget': {{\"slots\": 4, \"model\": \"als_v{digits(1, True)}\"}}")

    r.add("utm_tracking_params",
          f"campaign link: https://www.acme.example/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=q3_{rnd(LOWER, 4)}&gclid={rnd(URLSAFE, 24)}",
          f"fbclid from the ad test: IwAR{rnd(URLSAFE, 40)} — attribution broke for these")

    # second notes for the kinds above (grouped() puts them back beside the first ones)
    r.add("segment_source_id",
          f"Segment destination 'Amplitude (Actions)' instance id {rnd(ALNUM, 24)}, mapping id {rnd(ALNUM, 22)}")
    r.add("rudderstack_data_plane_url",
          f"staging data plane is {rs_dataplane()} — prod is the self-hosted one at https://rudder.acme.internal")
    r.add("posthog_host_and_project_id",
          f"POSTHOG_PROJECT_ID={secrets.randbelow(90000) + 10000}\nPOSTHOG_HOST=https://eu.posthog.acme.internal\n# personal key: vault kv/analytics/prod/posthog")
    r.add("amplitude_org_project_ids",
          f"amplitude experiment deployment id {rnd(LOWER + DIGITS, 6)} (client deployment, key is public)")
    r.add("mixpanel_project_id_and_url",
          f"MP project {digits(7, True)} → EU data residency, report link https://mixpanel.acme.test/project/{digits(7, True)}/view/{digits(7, True)}/app/insights#{rnd(URLSAFE, 12)}")
    r.add("heap_app_id",
          f"HEAP_APP_ID={digits(10, True)} (env id, not a key — heap has no secret in the snippet)")
    r.add("launchdarkly_mobile_key",
          f"android: LDConfig.Builder(AutoEnvAttributes.Enabled).mobileKey(\"{ld_mob()}\").build()")
    r.add("split_client_side_key",
          f"browser key split (staging) {split_key()} — client-side type, OK im bundle")
    r.add("optimizely_sdk_key",
          f"Optimizely SDK keys\nprod {opt_sdk()}\nstaging {opt_sdk()}\n(datafile is public unless secure env)")
    r.add("optimizely_datafile_url",
          f"curl -s https://cdn.optimizely.acme.test/datafiles/{opt_sdk()}.json | jq '.revision'")
    r.add("datadog_rum_client_token",
          f"DD_RUM_CLIENT_TOKEN={dd_rum()}\nDD_RUM_APPLICATION_ID={uid()}\n# (DD_API_KEY is server only, not in this file)")
    r.add("datadog_rum_application_id",
          f"RUM app 'onboarding-web' id {uid()} — session replay sample 5%")
    r.add("datadog_monitor_and_trace_ids",
          f"DD log query: service:experiment-service @exp_key:checkout_cta_color_v2 trace_id:{digits(19, True)}")
    r.add("newrelic_browser_license_key",
          f"browser agent config changed: licenseKey {nrjs()}, applicationID {digits(10, True)} — ingest license key is NOT this one")
    r.add("newrelic_app_and_account_id",
          f"NRQL: SELECT count(*) FROM PageView WHERE appId = {digits(10, True)} SINCE 1 day ago")
    r.add("sentry_event_and_release_ids",
          f"sentry-cli releases new web-checkout@{sha40()} --org acme   (token comes from env)")
    r.add("bugsnag_notifier_api_key",
          f"iOS Info.plist → bugsnag.apiKey = {hexs(32)} (notifier key, public)")
    r.add("logrocket_app_id",
          f"LOGROCKET_APP_ID={rnd(LOWER + DIGITS, 6)}/acme-onboarding")
    r.add("fullstory_org_id",
          f"fullstory org {rnd(UPPER + DIGITS, 5)} — session link https://app.fullstory.acme.test/ui/{rnd(UPPER + DIGITS, 5)}/session/{digits(19, True)}%3A{digits(19, True)}")
    r.add("cohort_id",
          f"LD segment key beta-testers-{rnd(LOWER + DIGITS, 6)}, statsig id list 'internal_employees' ({secrets.randbelow(400) + 100} ids)")
    r.add("tracking_event_name",
          "$feature_flag_called vs. our own Experiment Exposed event — pick ONE for exposure logging")
    r.add("dashboard_url",
          f"Grafana: https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/event-pipeline?orgId=1&from=now-24h")

    return grouped(r)


def main() -> None:
    write_corpora("make_heldout155.py", [
        ("heldout155_credentials.yaml", credentials(), "batch 155 (Berlin product-analytics/experimentation engineer: server-side vendor keys, warehouse logins), written blind; every value synthetic"),
        ("heldout155_lookalikes.yaml", lookalikes(), "batch 155 look-alikes: public SDK keys, client ids, DSNs, flag/experiment ids, rotation and vault notes, written blind"),
    ])


if __name__ == "__main__":
    main()
