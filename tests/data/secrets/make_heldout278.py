# ruff: noqa: E501
"""Writes heldout278_credentials.yaml and heldout278_lookalikes.yaml: held-out batch 278.

Persona: a site reliability engineer at a payments start-up in Singapore who writes notes in
English with some Singlish, Malay and Chinese. He keeps HashiCorp Vault root and unseal
material, Terraform Cloud and Pulumi tokens, Datadog API and application keys, PagerDuty and
Opsgenie keys, Cloudflare API tokens, GitLab runner registration tokens, Confluent Kafka API
keys and secrets, MongoDB Atlas and Redis Cloud connection strings, a Snowflake key-pair
passphrase, a YubiKey PIN and PUK, and many look-alikes (trace and span ids, request ids,
Terraform state lock ids, Kafka topic names with hashes, container image digests, JWKS public
keys, Vault paths and policy names that only name a secret, masked card PANs, UEN company
numbers).

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

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
    digits,
    epoch,
    hexs,
    kube_key_data,
    luhn,
    openssh_private,
    pem_body,
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
    "kopi", "durian", "merlion", "hawker", "monsoon", "orchid", "sampan", "tembusu",
    "laksa", "satay", "harbour", "junction", "lantern", "pepper", "crimson", "tiger",
    "otter", "mangrove", "bukit", "pulau", "rojak", "teh", "kaya", "gantry",
]


def vault_root() -> str:
    return "hvs." + rnd(ALNUM, 24)


def vault_service() -> str:
    return "hvs.CAESI" + rnd(URLSAFE, 86)


def unseal_b64() -> str:
    return b64(secrets.token_bytes(33))


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def pulumi_token() -> str:
    return "pul-" + hexs(40)


def pd_key() -> str:
    return pick("u+", "y_", "") + rnd(ALNUM + "_-", 20)


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def confluent_key() -> str:
    return rnd(UPPER + DIGITS, 16)


def confluent_secret() -> str:
    return rnd(B64, 64)


def dbpw(n: int = 20) -> str:
    return rnd(ALNUM, n)


def stripe_sk(mode: str = "sk_live_") -> str:
    return f"{mode}51{rnd(ALNUM, 22)}{rnd(ALNUM, 75)}"


def lower_alnum(n: int) -> str:
    return rnd(LOWER + DIGITS, n)


def uen_company() -> str:
    return f"{pick('2015', '2017', '2019', '2020', '2021', '2022')}{digits(5)}{pick(*'CDEGHKMNRWZ')}"


def masked_pan(prefix: str = "4") -> str:
    full = luhn(prefix)
    return f"{full[:4]} {full[4:6]}** **** {full[-4:]}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "vault_root_token",
        f"vault init done for sg-prod cluster. Initial Root Token: {vault_root()}  -- revoke after bootstrap lah, don't keep long",
        f"root token (staging vault.pay-stg.internal) = {vault_root()}",
        f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_root()}",
        f"记住: DR vault 的 root token {vault_root()} , only use during failover drill",
        f"vault login {vault_root()}   # generated via generate-root on {pick('3 Mar', '14 Jun', '22 Sep')}, pls revoke after",
    )

    r.add(
        "vault_unseal_key",
        "Unseal keys for vault sg-prod (3 of 5 threshold):\n" + "\n".join(f"Unseal Key {i}: {unseal_b64()}" for i in range(1, 4)),
        f"my shamir share for vault-dr = {unseal_b64()}  (jangan share with anyone, each person hold one only)",
        f"vault operator unseal {unseal_b64()}",
        f"unseal key 4 (hex): {secrets.token_hex(33)}",
        f"Key share #2 — {unseal_b64()} — kept also on paper in the office safe",
    )

    r.add(
        "vault_recovery_key",
        f"KMS auto-unseal, recovery keys only. Recovery Key 1: {unseal_b64()}\nRecovery Key 2: {unseal_b64()}",
        f"vault recovery key (mine) {unseal_b64()} — needed for generate-root kalau KMS gone",
        f"recovery share 3/5 for vault.acme.internal: {unseal_b64()}",
        f"恢复密钥 recovery key #1 = {unseal_b64()}",
    )

    r.add(
        "vault_approle_secret_id",
        f"approle for ci-deployer: role_id {uid()} secret_id {uid()}",
        f"VAULT_SECRET_ID={uid()}  # settlement-worker approle, rotates monthly",
        f"vault write auth/approle/login role_id={uid()} secret_id={uid()}",
        f"secret_id for recon batch approle (ttl 30d): {uid()}",
    )

    r.add(
        "terraform_cloud_token",
        f"TFC team token (platform team): {tfc_token()}",
        f'~/.terraform.d/credentials.tfrc.json\n{{"credentials": {{"app.terraform.io": {{"token": "{tfc_token()}"}}}}}}',
        f"terraform login token for my user {tfc_token()} expires end of quarter",
        f"TF_TOKEN_app_terraform_io={tfc_token()}",
        f"org token acme-pay TFC = {tfc_token()}  -- only for the workspace bootstrap script can",
    )

    r.add(
        "pulumi_access_token",
        f"PULUMI_ACCESS_TOKEN={pulumi_token()}",
        f"pulumi token for the gh actions stack deploy: {pulumi_token()}",
        f"pulumi login tok {pulumi_token()} (personal, dont put in repo)",
        f"Pulumi org token acme-pay/infra — {pulumi_token()}",
    )

    r.add(
        "pulumi_config_passphrase",
        f"PULUMI_CONFIG_PASSPHRASE='{phrase(WORDS, 5, '-')}'",
        f"passphrase for the self-managed pulumi backend (s3 state): {phrase(WORDS, 4)} {digits(2)}",
        f"pulumi stack sg-prod secrets provider passphrase = {pw()}",
        f"stack passphrase for dev stack 是 {phrase(WORDS, 4, '.')}",
    )

    r.add(
        "datadog_api_key",
        f"DD_API_KEY={hexs(32)}",
        f"datadog api key (ap1 site, prod org): {hexs(32)}",
        f"datadog-agent helm values:\n  datadog:\n    site: ap1.datadoghq.com\n    apiKey: {hexs(32)}",
        f"dd api key for the lambda forwarder {hexs(32)} - rotate after Ah Huat leaves",
        f"DD key staging org -> {hexs(32)}",
    )

    r.add(
        "datadog_app_key",
        f"DD_APP_KEY={hexs(40)}\nDD_API_KEY={hexs(32)}",
        f"datadog application key for terraform provider: {hexs(40)}",
        f"app key (scoped monitors_write) {hexs(40)}",
        f"dd app key my own, for dogshell: {hexs(40)}",
    )

    r.add(
        "pagerduty_api_key",
        f"PagerDuty REST API key (read-write, full access): {pd_key()}",
        f"pd integration key for settlement-service (Events v2 routing_key): {hexs(32)}",
        f"PAGERDUTY_TOKEN={pd_key()}",
        f"pagerduty user api token mine {pd_key()} — for the oncall-sync script",
        f'curl -H "Authorization: Token token={pd_key()}" https://api.pagerduty.acme.test/incidents',
    )

    r.add(
        "opsgenie_api_key",
        f"Opsgenie API integration key (payments team): {uid()}",
        f'curl -X POST https://api.opsgenie.acme.test/v2/alerts -H "Authorization: GenieKey {uid()}"',
        f"OPSGENIE_API_KEY={uid()}  # heartbeat ping from cronjob",
        f"opsgenie key for alertmanager receiver: {uid()} (old one revoked already)",
    )

    r.add(
        "cloudflare_api_token",
        f"CF API token (Zone:DNS:Edit, acme-pay.test only): {cf_token()}",
        f"CLOUDFLARE_API_TOKEN={cf_token()}",
        f"cloudflare global api key {hexs(37)} email sre@acme-pay.test  -- legacy, need to kill this one",
        f"cf token for cert-manager dns01 -> {cf_token()}",
        f"terraform cloudflare provider:\nprovider \"cloudflare\" {{\n  api_token = \"{cf_token()}\"\n}}",
    )

    r.add(
        "gitlab_runner_token",
        f"gitlab runner registration token (group pay-infra): GR1348941{rnd(URLSAFE, 20)}",
        f"gitlab-runner register --url https://gitlab.acme.internal --token glrt-{rnd(URLSAFE, 20)}",
        f"runner auth token for the arm64 runner: glrt-{rnd(URLSAFE, 20)}",
        f"[[runners]]\n  name = \"sg-k8s-runner\"\n  url = \"https://gitlab.acme.internal\"\n  token = \"glrt-{rnd(URLSAFE, 20)}\"",
        f"my gitlab PAT (api scope) glpat-{rnd(URLSAFE, 20)}",
    )

    r.add(
        "confluent_kafka_api_key",
        f"Confluent Cloud API key for lkc-{lower_alnum(5)}: key {confluent_key()} / secret {confluent_secret()}",
        f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{confluent_key()}\" password=\"{confluent_secret()}\";",
        f"kafka api key/secret (settlement consumer):\n  {confluent_key()}\n  {confluent_secret()}",
        f"CONFLUENT_CLOUD_API_KEY={confluent_key()}\nCONFLUENT_CLOUD_API_SECRET={confluent_secret()}",
        f"cloud api key (org-level, for terraform) {confluent_key()} : {confluent_secret()}",
    )

    r.add(
        "mongodb_atlas_connection_string",
        f"mongodb+srv://ledger_app:{dbpw()}@pay-prod.{lower_alnum(5)}.mongodb.acme.test/ledger?retryWrites=true&w=majority",
        f"atlas conn string (readonly for analytics): mongodb+srv://analytics_ro:{dbpw(16)}@analytics.{lower_alnum(5)}.mongodb.acme.test/",
        f'MONGO_URI="mongodb+srv://svc-recon:{dbpw()}@recon-sg.{lower_alnum(5)}.mongodb.acme.test/recon?authSource=admin"',
        f"atlas db user admin_sre pw {dbpw(18)}  cluster pay-prod",
        f"staging mongo 连接: mongodb://app:{dbpw(16)}@mongo-0.mongo.stg.internal:27017,mongo-1.mongo.stg.internal:27017/?replicaSet=rs0",
    )

    r.add(
        "redis_cloud_connection_string",
        f"redis://default:{dbpw(32)}@redis-{digits(5, True)}.c{digits(3, True)}.ap-southeast-1-1.ec2.cloud.acme.test:{digits(5, True)}",
        f"REDIS_URL=rediss://default:{dbpw(32)}@idem-cache.acme.internal:6380/0",
        f"redis cloud db 'idempotency-keys' password: {dbpw(32)}",
        f"redis-cli -u redis://default:{dbpw(32)}@rate-limit.redis.stg.internal:16379",
        f"session cache redis (sg-prod) → host sessions.acme.internal port 6379 user default pass {dbpw(24)}",
    )

    r.add(
        "snowflake_key_passphrase",
        f"snowflake rsa key passphrase for svc_dbt: {phrase(WORDS, 4, '-')}{digits(2)}",
        f"SNOWFLAKE_PRIVATE_KEY_PASSPHRASE='{pw()}'",
        f"snowflake keypair (user SRE_ETL)\n-----BEGIN ENCRYPTED PRIVATE KEY-----\n{pem_body(5)}\n-----END ENCRYPTED PRIVATE KEY-----\npassphrase: {pw()}",
        f"key-pair passphrase for snowflake acme-sg_pay = {phrase(WORDS, 5)}",
        f"rsa_key.p8 kata laluan: {pw()}",
    )

    r.add(
        "yubikey_pin_puk",
        f"YubiKey 5C (the blue keychain one): PIV PIN {digits(6)}, PUK {digits(8)}",
        f"yubikey pin {digits(6)} puk {digits(8)} mgmt key {hexs(48)}",
        f"ykman piv access change-pin --pin 123456 --new-pin {digits(6)}\nykman piv access change-puk --puk 12345678 --new-puk {digits(8)}",
        f"backup yubikey (in drawer): PIN={digits(8)} PUK={digits(8)}",
        f"FIDO2 PIN for yubikey nano {digits(6)} — 别忘了, 8 wrong tries then brick",
    )

    r.add(
        "aws_access_key",
        f"aws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"break-glass IAM user sre-breakglass: {aws_key_id()} / {aws_secret()}",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 ls s3://acme-pay-statements",
        f"old terraform user keys (to deactivate) {aws_key_id()} {aws_secret()}",
    )

    r.add(
        "stripe_secret_key",
        f"stripe sk live (SG account): {stripe_sk()}",
        f"STRIPE_SECRET_KEY={stripe_sk('sk_test_')}",
        f"restricted key for the refunds job: {stripe_sk('rk_live_')}",
        f"stripe secret key for sandbox (acct_1{rnd(ALNUM, 15)}) -> {stripe_sk('sk_test_')}",
    )

    r.add(
        "webhook_signing_secret",
        f"stripe webhook endpoint secret for /hooks/stripe: whsec_{rnd(ALNUM, 32)}",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"partner bank callback HMAC key (sha256): {hexs(64).upper()}",
        f"webhook signing secret for payout notifications = {secrets.token_urlsafe(32)}",
    )

    r.add(
        "slack_bot_token",
        f"incident-bot slack token xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
        f"SLACK_BOT_TOKEN=xoxb-{digits(11, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
        f"slack app signing secret (incident-bot): {hexs(32)}",
        f"deploy notifier bot tok → xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
    )

    r.add(
        "grafana_service_account_token",
        f"grafana SA token for the terraform provider: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"GRAFANA_AUTH=glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"grafana admin pw (grafana.acme.internal) {pw()}",
        f"oncall dashboard api token glsa_{rnd(ALNUM, 32)}_{hexs(8)} — viewer role only but still don't leak",
    )

    r.add(
        "github_token",
        f"GH PAT for renovate bot: ghp_{rnd(ALNUM, 36)}",
        f"fine-grained token (infra-repo, contents rw) github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"GITHUB_TOKEN=ghp_{rnd(ALNUM, 36)}",
        f"gh auth login --with-token <<< ghp_{rnd(ALNUM, 36)}",
    )

    r.add(
        "ssh_private_key",
        f"bastion key (sg-prod jumpbox) ~/.ssh/id_ed25519_bastion:\n{openssh_private()}",
        f"deploy key for gitops repo, private half:\n{openssh_private()}",
        f"{openssh_private()}\n^ that's the old ansible key, passphrase {pw()}",
    )

    r.add(
        "kubeconfig_client_key",
        f"users:\n- name: sre-admin@sg-prod\n  user:\n    client-certificate-data: {b64(secrets.token_bytes(90))}\n    client-key-data: {kube_key_data()}",
        f"client-key-data for the break-glass kube user: {kube_key_data()}",
        f"eks token (aws-iam-authenticator dumped, for debugging) k8s-aws-v1.{b64u_bytes(180)}",
    )

    r.add(
        "postgres_connection_string",
        f"postgres://ledger_rw:{dbpw()}@ledger-db.acme.internal:5432/ledger?sslmode=require",
        f"DATABASE_URL=postgresql://settlement:{dbpw(24)}@pg-prod-primary.pay.internal/settlement",
        f"psql \"host=pg-replica.acme.internal user=sre_ro password={dbpw(16)} dbname=payments\"",
        f"RDS master user postgres / {pw()}  (ledger-prod)",
        f"pgbouncer userlist.txt\n\"app\" \"{dbpw(22)}\"\n\"stats\" \"{dbpw(22)}\"",
    )

    r.add(
        "singpass_password",
        f"Singpass pw: {pw()}",
        f"singpass login {pick('S', 'T')}{digits(7)}{pick(*'ABCDEFGHIZJ')} / {pw()}  (for CPF and IRAS)",
        f"new singpass password after reset — {pw()}",
        f"singpass 密码 {pw()} remember to change by Dec",
    )

    r.add(
        "bank_pin",
        f"DBS ATM pin {digits(6)}",
        f"OCBC debit card PIN: {digits(6)}; digibank login pw {pw()}",
        f"PayLah! PIN {digits(6)} (wife knows also)",
        f"corporate card (ending {digits(4)}) PIN is {digits(6)}, for petrol kiosk only",
    )

    r.add(
        "laptop_password",
        f"macbook login (work) {pw()}",
        f"FileVault password for the oncall laptop: {pw()}",
        f"linux box at home sudo pw = {pw()}",
        f"laptop 密码: {pw()} (changed after the phishing drill)",
    )

    r.add(
        "office_wifi_password",
        f"Office wifi ACME-PAY-5G pw {phrase(WORDS, 3, '')}{digits(3)}",
        f"guest wifi: ACME-Guest / {rnd(ALNUM, 10)}",
        f"wifi kata laluan rumah (home): {pw()}",
        f"lab wifi SSID acme-lab WPA2 key {rnd(ALNUM, 14)}",
    )

    r.add(
        "two_factor_recovery_codes",
        f"github recovery codes:\n{recovery_codes(8, 'github')}",
        f"AWS root MFA lost? use these backup codes: {recovery_codes(5, 'digits')}",
        f"google workspace backup codes (admin acct): {recovery_codes(6, 'digits')}",
        f"Cloudflare 2FA recovery\n{recovery_codes(6, 'plain')}",
    )

    r.add(
        "sops_age_key",
        f"sops age key for the infra repo:\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"age private key (backup of keys.txt) {age_secret_key()}",
    )

    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={secrets.token_urlsafe(48)}",
        f"HS256 signing secret for merchant dashboard sessions: {b64(secrets.token_bytes(32))}",
        f"jwt secret (stg) {secrets.token_hex(32)}",
        f"auth-svc config:\n  jwt:\n    issuer: https://auth.acme.internal\n    secret: \"{secrets.token_urlsafe(40)}\"",
    )

    r.add(
        "docker_registry_token",
        f"docker hub PAT (acmepay org, read-only pull): dckr_pat_{rnd(URLSAFE, 27)}",
        f"echo dckr_pat_{rnd(URLSAFE, 27)} | docker login -u acmepaysre --password-stdin",
        f"harbor robot account robot$ci-push secret {rnd(ALNUM, 32)}",
        f'~/.docker/config.json auths "registry.acme.internal": {{"auth": "{b64(f"sre:{dbpw(18)}".encode())}"}}',
    )

    r.add(
        "vault_service_token",
        f"long-lived token for the legacy cron (policy payments-ro): {vault_service()}",
        f"VAULT_TOKEN={vault_service()}",
        f"vault token for k8s bootstrap job {vault_service()}  wah don't leak this one",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "trace_id",
        f"slow checkout trace: traceparent 00-{hexs(32)}-{hexs(16)}-01",
        f"trace id {hexs(32)} — p99 spike at 14:02 SGT, look at the ledger span",
        f"datadog APM trace_id {digits(19, True)} for the duplicate payout bug",
        f"otel trace {hexs(32)} shows kafka consumer lag, not db. siao liao",
        f"tempo link: https://grafana.acme.internal/explore?traceId={hexs(32)}",
    )

    r.add(
        "span_id",
        f"span {hexs(16)} (parent {hexs(16)}) is the slow redis GET",
        f"the failing span_id={hexs(16)} in settlement-worker, status ERROR",
        f"span id {digits(19, True)} dd.span_id for the timeout",
        f"parent span {hexs(16)} → child {hexs(16)} took 4.2s",
    )

    r.add(
        "request_id",
        f"X-Request-Id: {uid()} (merchant complained about double charge)",
        f"cf-ray {hexs(16)}-SIN for the 522 errors",
        f"req_{rnd(ALNUM, 14)} from stripe logs, idempotency issue",
        f"request id {uid()} in nginx access log, 499 status",
        f"aws request id {uid()} from the S3 AccessDenied",
    )

    r.add(
        "terraform_state_lock_id",
        f"Error acquiring the state lock\nLock Info:\n  ID:        {uid()}\n  Path:      acme-tfstate/sg-prod/network.tfstate\n  Operation: OperationTypeApply\n  Who:       runner@ci-{hexs(6)}",
        f"terraform force-unlock {uid()}  (stuck lock from cancelled pipeline)",
        f"state lock id {uid()} held by Wei Ming since yesterday, check before unlock",
        f"dynamodb lock table acme-tf-locks, LockID acme-tfstate/sg-prod/eks.tfstate-md5, digest {hexs(32)}",
        f"lock {uid()} on workspace sg-stg-db — 别乱 force unlock",
    )

    r.add(
        "kafka_topic_name",
        f"topic payments.settlement.v3-{hexs(8)} has 24 partitions, retention 7d",
        f"DLQ: dlq.ledger-events.{hexs(12)} — 1.2k msgs stuck",
        f"consumer group cg-recon-{hexs(10)} lag 45k on partition 7",
        f"connect internal topics: _connect-offsets-{hexs(8)}, _connect-configs-{hexs(8)}",
        f"ksql query id CSAS_PAYOUT_ENRICHED_{digits(3, True)} writes to pksqlc-{lower_alnum(5)}PAYOUT_ENRICHED",
    )

    r.add(
        "container_image_digest",
        f"rollback ledger-api to registry.acme.internal/pay/ledger-api@sha256:{hexs(64)}",
        f"image digest sha256:{hexs(64)} is the last good one for settlement-worker",
        f"pinned base image: FROM gcr.acme.test/distroless/static@sha256:{hexs(64)}",
        f"cosign verified sha256:{hexs(64)} ok",
        f"imageID docker-pullable://registry.acme.internal/pay/recon@sha256:{hexs(64)}",
    )

    r.add(
        "jwks_public_key",
        f'JWKS from auth.acme.internal/.well-known/jwks.json:\n{{"keys":[{{"kty":"RSA","use":"sig","alg":"RS256","kid":"{hexs(16)}","n":"{b64u_bytes(256)}","e":"AQAB"}}]}}',
        f'EC public jwk for webhook verify: {{"kty":"EC","crv":"P-256","kid":"{uid()}","x":"{b64u_bytes(32)}","y":"{b64u_bytes(32)}"}}',
        f"current signing kid {hexs(16)}, next rotation kid {hexs(16)} (public keys only in jwks)",
        f'ed25519 public JWK: {{"kty":"OKP","crv":"Ed25519","x":"{b64u_bytes(32)}"}}',
    )

    r.add(
        "vault_path_reference",
        "db creds for ledger are at secret/data/payments/prod/ledger-db, don't copy to notion",
        "vault kv get -field=password kv/sg-prod/mongodb-atlas/ledger_app",
        "confluent api key lives in vault: kv/platform/confluent/lkc-settlement (key + secret fields)",
        "datadog keys → vault path secret/observability/datadog, pulled by external-secrets",
        "vault read database/creds/ledger-readonly  # dynamic creds, ttl 1h",
    )

    r.add(
        "vault_policy_name",
        "policy payments-ro grants read on secret/data/payments/* only",
        "new policy name: sre-breakglass-2024 (needs 2 approvers in the change ticket)",
        f"vault token lookup shows policies [default k8s-settlement-worker] entity_id {uid()}",
        "approle ci-deployer attached to policy tf-cloud-deploy, token_ttl=20m",
    )

    r.add(
        "masked_card_pan",
        f"chargeback on card {masked_pan('4')} exp {pick('03', '07', '11')}/27, merchant MID 8800{digits(6)}",
        f"customer card ending {digits(4)} (visa) declined with 05",
        f"test log shows PAN masked {masked_pan('5')} ok, PCI scan passed",
        f"corp amex ****-******-*{digits(4)} used for AWS invoice",
        f"tokenised PAN tok_{rnd(ALNUM, 24)} maps to card ending {digits(4)}",
    )

    r.add(
        "uen_company_number",
        f"our UEN {uen_company()} — needed for the MAS MPI licence form",
        f"vendor (datacentre in Jurong) UEN: {uen_company()}",
        f"merchant onboarding: UEN {digits(8, True)}{pick(*'CDEWKM')} sole prop, GST reg M9-{digits(7)}-{pick(*'ABCK')}",
        f"acme-pay pte ltd UEN {uen_company()}, ACRA bizfile downloaded",
        f"PayNow corporate: pay to UEN {uen_company()}{pick('', '001')}",
    )

    r.add(
        "git_commit_sha",
        f"regression came in {hexs(40)} (bump kafka-clients)",
        f"revert {hexs(7)} and {hexs(7)} before friday release",
        f"helm chart version 4.2.1 built from commit {hexs(40)}",
        f"bisect: good {hexs(12)}, bad {hexs(12)}",
    )

    r.add(
        "pod_name",
        f"{pod_name('settlement-worker')} OOMKilled 3x tonight",
        f"kubectl logs {pod_name('ledger-api')} -c app --previous",
        f"evicted: {pod_name('recon-batch')} on node ip-10-20-{digits(2)}-{digits(2)}.ap-southeast-1.compute.internal",
        f"crashloop {pod_name('webhook-dispatcher')} — config map typo",
    )

    r.add(
        "aws_arn",
        f"arn:aws:iam::{aws_account()}:role/sre-breakglass  (assume with MFA)",
        f"kms key arn:aws:kms:ap-southeast-1:{aws_account()}:key/{uid()} used for vault auto-unseal",
        f"secret arn arn:aws:secretsmanager:ap-southeast-1:{aws_account()}:secret:prod/ledger/db-{rnd(ALNUM, 6)}",
        f"sns topic arn:aws:sns:ap-southeast-1:{aws_account()}:pay-alerts-{hexs(6)}",
    )

    r.add(
        "ci_secret_reference",
        "- run: pulumi up --yes\n  env:\n    PULUMI_ACCESS_TOKEN: ${{ secrets.PULUMI_ACCESS_TOKEN }}",
        "DD_API_KEY: ${{ secrets.DATADOG_API_KEY }}  # set in org-level secrets",
        "gitlab ci var $CONFLUENT_API_SECRET is masked + protected, only main branch",
        "TF_TOKEN_app_terraform_io: ${{ secrets.TFC_TEAM_TOKEN }}",
        "cloudflare token now in gitlab CI/CD variables as CF_API_TOKEN (type: variable, masked)",
    )

    r.add(
        "env_var_reference",
        "export VAULT_TOKEN=$(vault login -method=oidc -token-only)",
        'MONGO_URI="mongodb+srv://${MONGO_USER}:${MONGO_PASSWORD}@pay-prod.mongodb.acme.test/ledger"',
        "REDIS_PASSWORD comes from the k8s secret redis-auth, key 'password'",
        "env: DD_API_KEY, DD_APP_KEY, DD_SITE=ap1.datadoghq.com — values from vault agent template",
    )

    r.add(
        "password_rotation_note",
        "rotate all Atlas db user passwords every 90 days, next due 15 Aug. ask Priya for the runbook",
        "YubiKey PUK is in the sealed envelope in the office safe, 2nd drawer — not writing it here",
        "Snowflake key-pair passphrase rotated today, new one in 1Password vault 'SRE-prod'",
        "密码 policy: min 14 chars, no reuse of last 12, MFA mandatory. Singpass also need change soon",
        "vault unseal shares redistributed after Ahmad left: 5 shares, threshold 3, each holder got theirs via PGP",
    )

    r.add(
        "pagerduty_incident_reference",
        f"PD incident #{digits(5, True)} (service P{rnd(UPPER + DIGITS, 6)}) — settlement delay, SEV2",
        f"escalation policy P{rnd(UPPER + DIGITS, 6)} now includes the secondary oncall",
        f"Opsgenie alert alias pay-settlement-lag-{hexs(8)}, tinyId {digits(4, True)}",
        f"postmortem for incident Q{rnd(UPPER + DIGITS, 13)} due thursday",
    )

    r.add(
        "ssh_host_key_fingerprint",
        f"bastion host key: ED25519 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"my pubkey for the jumpbox: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} sre@macbook",
        f"gitlab.acme.internal fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (verified via console)",
        f"known_hosts: bastion.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
    )

    r.add(
        "stripe_publishable_key",
        f"checkout page uses publishable key pk_live_51{rnd(ALNUM, 97)}",
        f"STRIPE_PUBLISHABLE_KEY=pk_test_51{rnd(ALNUM, 97)}  # frontend only, safe",
        f"stripe account id acct_1{rnd(ALNUM, 15)} (SG entity)",
        f"price id price_1{rnd(ALNUM, 23)} for the merchant pro plan",
    )

    r.add(
        "cloudflare_zone_id",
        f"cloudflare zone id acme-pay.test: {hexs(32)}",
        f"CF account id {hexs(32)}, zone {hexs(32)} (ids, not tokens)",
        f"purge cache: POST /zones/{hexs(32)}/purge_cache",
        f"WAF rule id {hexs(32)} blocks the card-testing bots",
    )

    r.add(
        "confluent_resource_id",
        f"confluent env env-{lower_alnum(5)}, cluster lkc-{lower_alnum(5)}, SR lsrc-{lower_alnum(5)}",
        f"service account sa-{lower_alnum(6)} (settlement-consumer) owns the api key",
        f"bootstrap pkc-{lower_alnum(5)}.ap-southeast-1.aws.confluent.acme.test:9092",
        f"schema id {digits(6, True)} for payout-value v12",
    )

    r.add(
        "mongodb_atlas_project_id",
        f"atlas project id {hexs(24)} (pay-prod), org {hexs(24)}",
        f"ObjectId('{hexs(24)}') — the duplicate ledger entry",
        f"atlas cluster pay-prod.{lower_alnum(5)}.mongodb.acme.test, M40, ap-southeast-1",
        f"atlas alert config id {hexs(24)} for replication lag",
    )

    r.add(
        "connection_string_without_password",
        f"mongodb+srv://pay-prod.{lower_alnum(5)}.mongodb.acme.test/?authMechanism=MONGODB-AWS",
        "redis://redis-sessions.acme.internal:6379/2 (auth via ACL user from vault)",
        "postgres://ledger-db.acme.internal:5432/ledger?sslmode=verify-full&user=ledger_rw (pw from IAM auth token)",
        "jdbc:snowflake://acme-sg_pay.snowflakecomputing.acme.test/?warehouse=ETL_WH&authenticator=SNOWFLAKE_JWT",
        "kafka bootstrap: SASL_SSL://pkc-prod.confluent.acme.test:9092 mechanism PLAIN (creds in vault)",
    )

    r.add(
        "terraform_cloud_run_id",
        f"TFC run run-{rnd(ALNUM, 16)} failed on plan, provider version pin",
        f"workspace ws-{rnd(ALNUM, 16)} (sg-prod-network) locked by run-{rnd(ALNUM, 16)}",
        f"state version sv-{rnd(ALNUM, 16)} is before the bad apply",
        f"pulumi update id {uid()} for stack acme-pay/infra/sg-prod",
    )

    r.add(
        "oauth_client_id",
        f"google oauth client id {digits(12, True)}-{lower_alnum(32)}.apps.googleusercontent.com (SSO for grafana)",
        f"azure app (client) id {uid()}, tenant {uid()}",
        f"github app id {digits(6, True)}, client id Iv1.{hexs(16)}",
        f"okta client_id 0oa{rnd(ALNUM, 17)} for the vault oidc auth",
    )

    r.add(
        "yubikey_serial",
        f"yubikey serial {digits(8, True)}, firmware 5.4.3 — registered to me in the asset list",
        "ykman piv info: PIN tries remaining 3/3, PUK tries 3/3. ok good",
        f"backup yubikey serial {digits(8, True)} enrolled in okta + aws root MFA",
        f"webauthn credential id {b64u_bytes(48)} (just the id, shows in okta)",
    )

    r.add(
        "parcel_tracking_number",
        f"new yubikeys shipping: SingPost tracking RR{digits(9)}SG",
        f"ninja van {pick('NVSGACME', 'SGACM')}{digits(9)} — laptop for new hire",
        f"DHL waybill {digits(10, True)}, HSM from vendor",
        f"Lazada order {digits(15, True)} (usb-c hubs for the NOC)",
    )

    r.add(
        "payment_reference_id",
        f"stripe payment intent pi_3{rnd(ALNUM, 23)} stuck in requires_capture",
        f"payout po_1{rnd(ALNUM, 23)} failed — bank account closed",
        f"FAST transfer ref {pick('DBS', 'OCBC', 'UOB')}{digits(12)} for merchant settlement",
        f"PayNow txn id {rnd(UPPER + DIGITS, 20)} duplicated in ledger",
        f"charge ch_3{rnd(ALNUM, 23)} refunded, re_3{rnd(ALNUM, 23)}",
    )

    r.add(
        "release_checksum",
        f"vault_1.15.6_linux_amd64.zip sha256 {hexs(64)}",
        f"terraform 1.7.5 SHA256SUMS line: {hexs(64)}  terraform_1.7.5_darwin_arm64.zip",
        f"md5 of the pg dump {hexs(32)} (matches on restore box)",
        f"helm chart datadog-3.{digits(2)}.0.tgz digest sha256:{hexs(64)}",
    )

    r.add(
        "kubernetes_secret_ref",
        "env:\n- name: DD_API_KEY\n  valueFrom:\n    secretKeyRef:\n      name: datadog-secret\n      key: api-key",
        "ExternalSecret ledger-db pulls remoteRef key=secret/payments/prod/ledger-db property=password",
        "kubectl get secret redis-auth -n payments -o jsonpath='{.data.password}' | base64 -d   # pls don't paste output in slack",
        f"secret resourceVersion {digits(9, True)}, uid {uid()}",
    )

    r.add(
        "sops_encrypted_value",
        f"values.enc.yaml:\ndb_password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        f"sealed secret encryptedData.password: Ag{b64(secrets.token_bytes(300))}",
        f"vault transit ciphertext vault:v2:{b64(secrets.token_bytes(48))} (card token, encrypted at rest)",
    )

    r.add(
        "public_key_recipient",
        f"sops .sops.yaml age recipient: {age_public_key()}",
        f"wg peer public key (office gw): {wg_key()} endpoint vpn.acme.internal:51820",
        f"team pgp key fingerprint {hexs(40).upper()}",
        f"cosign verify key (public, in repo):\n-----BEGIN PUBLIC KEY-----\n{b64(secrets.token_bytes(91))}\n-----END PUBLIC KEY-----",
    )

    r.add(
        "datadog_monitor_id",
        f"monitor id {digits(8, True)} 'settlement lag > 5m' muted until 6am",
        f"dashboard https://app.datadoghq.acme.test/dashboard/{lower_alnum(3)}-{lower_alnum(3)}-{lower_alnum(3)} (payments golden signals)",
        f"SLO id {hexs(32)} — 99.95% checkout availability",
        f"synthetic test public id {lower_alnum(3)}-{lower_alnum(3)}-{lower_alnum(3)} failing from ap1 location",
    )

    r.add(
        "log_timestamp_and_counts",
        f"incident window {epoch()} → {epoch()} (unix), 1,204 failed auths, api key rotated after",
        "token ttl 768h, max_ttl 8760h; num_uses 0 — vault default, ok",
        f"PIN attempts metric: {digits(3, True)} lockouts this week (merchant app), up 12%",
        "secret rotation job last ran 2024-05-02T03:00:00+08:00, next in 30d",
    )

    return r


def main() -> None:
    write_corpora("make_heldout278.py", [
        ("heldout278_credentials.yaml", credentials(), "Held-out batch 278: Singapore payments SRE notes holding real-shaped Vault, TFC, Pulumi, Datadog, PagerDuty, Opsgenie, Cloudflare, GitLab, Confluent, Atlas, Redis, Snowflake and YubiKey secrets"),
        ("heldout278_lookalikes.yaml", lookalikes(), "Held-out batch 278: Singapore payments SRE notes with trace/request ids, lock ids, topic hashes, digests, JWKS, Vault paths, masked PANs and UENs but no secret"),
    ])


if __name__ == "__main__":
    main()
