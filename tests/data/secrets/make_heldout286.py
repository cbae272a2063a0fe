# ruff: noqa: E501
"""Writes heldout286_credentials.yaml and heldout286_lookalikes.yaml: held-out batch 286.

Persona: a platform engineer at a logistics company in Chicago who writes notes in American
English, terse and full of shorthand. She keeps AWS access keys and STS session tokens, an
Okta API token, a Snowflake service user password, a Databricks PAT, a Kafka SASL/SCRAM
password, a Twilio auth token, a Zendesk API token, an Azure service principal secret, a
Salesforce security token, LDAP bind credentials and a BGP MD5 session key on a router, and
many look-alikes: AWS ARNs and account ids, KMS key ids, S3 ETags, CloudFront distribution
ids, request ids, Okta org and client ids, Salesforce record ids, image digests, references
such as ${aws_secretsmanager_secret.x.arn}, op:// and vault: references, and .env.example
placeholders.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
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
    b64url,
    basic,
    digits,
    hexs,
    jwt,
    kube_key_data,
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

REGIONS = ("us-east-1", "us-east-2", "us-west-2")
WORDS = (
    "dock",
    "pallet",
    "reefer",
    "lakeshore",
    "halsted",
    "forklift",
    "gantry",
    "manifest",
    "tandem",
    "ohare",
    "wacker",
    "loop",
    "cartage",
    "intermodal",
    "chassis",
    "bobtail",
)


# ---- credential shapes -------------------------------------------------------------------


def sts_key_id() -> str:
    return "ASIA" + rnd(UPPER + DIGITS, 16)


def sts_session_token() -> str:
    head = pick("IQoJb3JpZ2luX2VjE", "FwoGZXIvYXdzE")
    return head + b64(secrets.token_bytes(secrets.randbelow(200) + 420)).rstrip("=")


def okta_token() -> str:
    return "00" + rnd(URLSAFE, 40)


def databricks_pat() -> str:
    return "dapi" + hexs(32) + pick("", "", "-2", "-3")


def azure_sp_secret() -> str:
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "-_.~", 34)


def sf_token() -> str:
    return rnd(ALNUM, pick(24, 25))


def zendesk_token() -> str:
    return rnd(ALNUM, 40)


def twilio_sid() -> str:
    return "AC" + hexs(32)


def github_pat() -> str:
    return pick(
        "ghp_" + rnd(ALNUM, 36), "github_pat_11" + rnd(UPPER + DIGITS, 20) + "_" + rnd(ALNUM, 59)
    )


def slack_bot() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def vault_token() -> str:
    return "hvs." + rnd(URLSAFE, pick(24, 90))


def npm_token() -> str:
    return "npm_" + rnd(ALNUM, 36)


def docker_pat() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def pd_token() -> str:
    return rnd(URLSAFE + "+", 20)


def stripe_secret() -> str:
    return pick("sk_live_", "rk_live_") + rnd(ALNUM, pick(24, 99))


def samsara_token() -> str:
    return "samsara_api_" + rnd(ALNUM, 30)


def long_pw() -> str:
    return rnd(ALNUM + "!@#%^*-_=+", secrets.randbelow(10) + 18)


def word_pass(n: int = 4, sep: str = "-") -> str:
    return sep.join(secrets.choice(WORDS) for _ in range(n)) + str(secrets.randbelow(90) + 10)


def private_ip() -> str:
    return f"10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}"


# ---- look-alike shapes -------------------------------------------------------------------


def cf_dist() -> str:
    return "E" + rnd(UPPER + DIGITS, 13)


def okta_id(prefix: str) -> str:
    return prefix + rnd(ALNUM, 17)


def sf_id(prefix: str, n: int = 18) -> str:
    body = prefix + rnd(ALNUM, 12)
    return body if n == 15 else body + rnd(UPPER + "012345", 3)


def digest() -> str:
    return "sha256:" + hexs(64)


def ec2_id(prefix: str, n: int = 17) -> str:
    return f"{prefix}-{hexs(n)}"


def db_cluster() -> str:
    return f"{digits(4)}-{digits(6)}-{rnd(LOWER + DIGITS, 8)}"


def ups() -> str:
    return "1Z" + rnd(UPPER + DIGITS, 6) + digits(10)


def container_no() -> str:
    """An ISO 6346 shipping container number with a valid check digit."""
    owner = pick("MSCU", "MAEU", "CMAU", "HLXU", "TGHU", "OOLU")
    serial = digits(6)
    values = {}
    v = 10
    for ch in UPPER:
        if v % 11 == 0:
            v += 1
        values[ch] = v
        v += 1
    code = owner + serial
    total = sum((values[c] if c.isalpha() else int(c)) * 2**i for i, c in enumerate(code))
    return code + str(total % 11 % 10)


def amz_req() -> str:
    return rnd(HEX, 16).upper()


def credentials() -> Rows:
    r = Rows()
    region = pick(*REGIONS)

    r.add(
        "aws_access_key",
        f"ci deployer creds (acct {aws_account()})\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"[profile tms-prod]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = {region}",
        f"break-glass IAM user key, only for when SSO is down: {aws_key_id()} / {aws_secret()}",
        f"aws configure for the yard-cam uploader -> key {aws_key_id()} secret {aws_secret()} region us-east-2",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY='{aws_secret()}'  # legacy edi bucket writer, rotate Q3",
    )
    r.add(
        "aws_sts_session_token",
        f"temp creds from assume-role (exp 18:40 CT):\nAWS_ACCESS_KEY_ID={sts_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}\nAWS_SESSION_TOKEN={sts_session_token()}",
        f"sts sess for the migration window, pls remember til EOD\nkey {sts_key_id()}\nsecret {aws_secret()}\ntoken {sts_session_token()}",
        f'{{"Credentials": {{"AccessKeyId": "{sts_key_id()}", "SecretAccessKey": "{aws_secret()}", "SessionToken": "{sts_session_token()}", "Expiration": "2025-06-11T23:40:12Z"}}}}',
        f"[incident-0612]\naws_access_key_id={sts_key_id()}\naws_secret_access_key={aws_secret()}\naws_session_token={sts_session_token()}",
    )
    r.add(
        "okta_api_token",
        f"okta api tok (svc-scim, read-only admin): {okta_token()}",
        f"curl -H 'Authorization: SSWS {okta_token()}' https://acme-logistics.okta.test/api/v1/users?limit=200",
        f"OKTA_ORG_URL=https://acme.okta.test\nOKTA_API_TOKEN={okta_token()}",
        f"new okta token for the terraform provider, old one revoked. {okta_token()}",
        f"remember: Okta SSWS token for group sync lambda = {okta_token()} (created by me, expires if unused 30d)",
    )
    r.add(
        "snowflake_service_password",
        f"snowflake SVC_DBT_PROD pw: {long_pw()}",
        f"snowsql -a acme-logistics.us-east-2.aws -u SVC_LOOKER -r REPORTING\npassword {pw()}",
        f"SNOWFLAKE_USER=SVC_FIVETRAN\nSNOWFLAKE_PASSWORD={long_pw()}\nSNOWFLAKE_WAREHOUSE=LOAD_WH",
        f"sf svc user airflow_loader / {long_pw()}  (acct locator in the runbook)",
        f"snowflake://SVC_DBT:{rnd(ALNUM, 22)}@acme-logistics/ANALYTICS/PUBLIC?warehouse=TRANSFORM_WH&role=DBT_ROLE",
    )
    r.add(
        "databricks_pat",
        f"dbx PAT (prod ws, 90d): {databricks_pat()}",
        f"DATABRICKS_HOST=https://acme-prod.cloud.databricks.test\nDATABRICKS_TOKEN={databricks_pat()}",
        f"databricks configure --token  -> paste {databricks_pat()}",
        f"[DEFAULT]\nhost = https://acme-dev.cloud.databricks.test\ntoken = {databricks_pat()}",
        f"token for the routing-optimizer job owner svc principal: {databricks_pat()}",
    )
    user = pick("svc-tms-producer", "svc-telematics", "svc-edi-bridge")
    r.add(
        "kafka_sasl_scram_password",
        f'sasl.mechanism=SCRAM-SHA-512\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="{user}" password="{long_pw()}";',
        f"msk scram user {user} pw {long_pw()}",
        f"kafka creds for the telematics consumer grp -> user: svc-telematics pass: {pw()}",
        f"kcat -b b-1.msk.acme.internal:9096 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-256 -X sasl.username=svc-edi-bridge -X sasl.password='{long_pw()}' -L",
        f"KAFKA_SASL_USERNAME={user}\nKAFKA_SASL_PASSWORD={rnd(ALNUM, 32)}",
    )
    r.add(
        "twilio_auth_token",
        f"twilio driver-sms acct\nSID {twilio_sid()}\nauth token {hexs(32)}",
        f"TWILIO_ACCOUNT_SID={twilio_sid()}\nTWILIO_AUTH_TOKEN={hexs(32)}",
        f"twilio auth tok (rotated after the leak drill): {hexs(32)}",
        f"curl -u {twilio_sid()}:{hexs(32)} https://api.twilio.test/2010-04-01/Accounts.json",
    )
    r.add(
        "zendesk_api_token",
        f"zendesk api token for ops-bot@acme.example: {zendesk_token()}",
        f"ZENDESK_SUBDOMAIN=acmelogistics\nZENDESK_EMAIL=platform@acme.example/token\nZENDESK_API_TOKEN={zendesk_token()}",
        f"curl -u platform@acme.example/token:{zendesk_token()} https://acmelogistics.zendesk.test/api/v2/tickets.json",
        f"zd tok -> {zendesk_token()} (carrier claims integration)",
    )
    r.add(
        "azure_sp_client_secret",
        f"azure SP sp-aks-deployer\ntenant {uid()}\nappId {uid()}\nsecret {azure_sp_secret()}",
        f"az login --service-principal -u {uid()} -p '{azure_sp_secret()}' --tenant {uid()}",
        f"ARM_CLIENT_ID={uid()}\nARM_CLIENT_SECRET={azure_sp_secret()}\nARM_TENANT_ID={uid()}\nARM_SUBSCRIPTION_ID={uid()}",
        f"client secret value (not the secret ID!!) for edi-blob-reader: {azure_sp_secret()}  exp 2026-01",
        f'{{"appId": "{uid()}", "displayName": "sp-backup-vault", "password": "{azure_sp_secret()}", "tenant": "{uid()}"}}',
    )
    r.add(
        "salesforce_security_token",
        f"SF integration user api@acme.example.prod pw {pw()} + sec token {sf_token()}",
        f"salesforce security token (reset 6/2): {sf_token()}",
        f"SFDC_USERNAME=integration@acme.example\nSFDC_PASSWORD={pw()}\nSFDC_SECURITY_TOKEN={sf_token()}",
        f"sfdx login for sandbox uat: password+token = {rnd(ALNUM, 14)}{sf_token()}",
    )
    r.add(
        "ldap_bind_credentials",
        f"ldap bind for jenkins: cn=svc-jenkins,ou=service,dc=acme,dc=internal / {long_pw()}",
        f"ldapsearch -x -H ldaps://dc01.acme.internal -D 'CN=svc-ldapread,OU=Svc,DC=corp,DC=acme,DC=internal' -w '{pw()}' -b 'DC=corp,DC=acme,DC=internal' '(sAMAccountName=jdoe)'",
        f"bindDN: uid=grafana,ou=apps,dc=acme,dc=internal\nbindPassword: {long_pw()}",
        f"AD bind acct for the vpn radius box -> svc_radius pw {pw()}",
        f'[[servers]]\nhost = "ldap.acme.internal"\nbind_dn = "cn=svc-grafana,ou=svc,dc=acme,dc=internal"\nbind_password = \'{long_pw()}\'',
    )
    peer = private_ip()
    r.add(
        "bgp_md5_session_key",
        f"router bgp 65{digits(3)}\n neighbor {peer} remote-as 65{digits(3)}\n neighbor {peer} password {rnd(ALNUM, 16)}",
        f"bgp md5 w/ carrier (ckt CHI-ORD-{digits(5)}): {rnd(ALNUM + '!#', 20)}",
        f"edge-rtr-02 <-> isp peer md5 key = {word_pass(3)}",
        f'set protocols bgp group TRANSIT neighbor {peer} authentication-key "{rnd(ALNUM, 18)}"',
        f"DX bgp auth key for the vif (us-east-2): {rnd(ALNUM, 24)}",
    )
    r.add(
        "postgres_connection_string",
        f"DATABASE_URL=postgres://tms_app:{rnd(ALNUM, 24)}@tms-prod.cluster-{rnd(LOWER + DIGITS, 12)}.us-east-2.rds.acme.internal:5432/tms",
        f"psql 'host=dispatch-db.acme.internal user=dispatch_ro password={pw()} dbname=dispatch sslmode=require'",
        f"rds master for yard-mgmt: postgres / {long_pw()}",
        f"jdbc:postgresql://wms-replica.acme.internal:5432/wms?user=report&password={rnd(ALNUM, 18)}",
    )
    r.add(
        "github_token",
        f"gh pat for the release bot: {github_pat()}",
        f"GITHUB_TOKEN={github_pat()}  # fine-grained, repo:acme/platform-infra only",
        f"echo {github_pat()} | gh auth login --with-token",
        f"//npm.pkg.github.com/:_authToken={github_pat()}",
    )
    r.add(
        "slack_bot_token",
        f"slack bot tok for #ops-alerts poster: {slack_bot()}",
        f"SLACK_BOT_TOKEN={slack_bot()}\nSLACK_SIGNING_SECRET={hexs(32)}",
        f"dispatch-bot oauth token -> {slack_bot()}",
    )
    r.add(
        "datadog_keys",
        f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}\nDD_SITE=us5.datadoghq.test",
        f"datadog api key (agent on the yard edge boxes): {hexs(32)}",
        f"dd app key for terraform monitors: {hexs(40)}",
    )
    r.add(
        "pagerduty_api_key",
        f"pagerduty REST api key (read/write) {pd_token()}",
        f"PD token for the on-call sync script: {pd_token()}",
        f"curl -H 'Authorization: Token token={pd_token()}' https://api.pagerduty.test/oncalls",
    )
    r.add(
        "ssh_private_key",
        f"bastion key (ec2-user@bastion-chi):\n{openssh_private()}",
        f"deploy key for acme/edi-mappings, keep:\n{openssh_private()}",
        f"~/.ssh/id_ed25519 backup for the new laptop\n{openssh_private()}",
    )
    r.add(
        "kubeconfig_client_key",
        f"eks-ops kubeconfig user block\nusers:\n- name: admin\n  user:\n    client-certificate-data: {b64(secrets.token_bytes(96))}\n    client-key-data: {kube_key_data()}",
        f"k3s at the Joliet DC, admin client-key-data: {kube_key_data()}",
        f"users:\n- name: ci\n  user:\n    token: {jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'ci', 'sub': 'system:serviceaccount:ci:deployer'}, alg='RS256', signature=rnd(URLSAFE, 342))}",
    )
    r.add(
        "terraform_cloud_token",
        f"TFC team token (platform): {tfc_token()}",
        f'credentials "app.terraform.io" {{\n  token = "{tfc_token()}"\n}}',
        f"TF_TOKEN_app_terraform_io={tfc_token()}",
    )
    r.add(
        "vault_token",
        f"vault root tok from the dr drill, revoke after!! {vault_token()}",
        f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_token()}",
        f"unseal keys (3 of 5 needed)\n1: {b64(secrets.token_bytes(33))}\n2: {b64(secrets.token_bytes(33))}\n3: {b64(secrets.token_bytes(33))}",
        f"approle for airflow: role_id {uid()} secret_id {uid()}",
    )
    r.add(
        "registry_token",
        f"//registry.npmjs.org/:_authToken={npm_token()}",
        f"docker login -u acmeplatform -p {docker_pat()}",
        f"dockerhub PAT (pull only, for the rate limit): {docker_pat()}",
        f"npm publish token for @acme/ui-kit: {npm_token()}",
    )
    r.add(
        "gcp_credentials",
        f'{{"type": "service_account", "project_id": "acme-routing", "private_key_id": "{hexs(40)}", "private_key": "{pem("PRIVATE KEY", 6).replace(chr(10), chr(92) + "n")}", "client_email": "bq-loader@acme-routing.iam.gserviceaccount.test"}}',
        f"gcp sa key for maps api billing export:\nprivate_key_id {hexs(40)}\n{pem('PRIVATE KEY', 5)}",
        f"GOOGLE_MAPS_API_KEY=AIza{rnd(URLSAFE, 35)}  (server key, ip restricted)",
    )
    r.add(
        "webhook_signing_secret",
        f"stripe webhook signing secret (billing svc): whsec_{rnd(ALNUM, 32)}",
        f"HMAC secret for the carrier status webhooks: {hexs(64)}",
        f"JWT_SIGNING_KEY={b64(secrets.token_bytes(48))}",
        f"github webhook secret on the atlantis hook: {rnd(ALNUM, 40)}",
    )
    r.add(
        "stripe_secret_key",
        f"stripe live key for the freight-pay portal: {stripe_secret()}",
        f"STRIPE_SECRET_KEY={stripe_secret()}",
        f"restricted key (read charges only) -> {stripe_secret()}",
    )
    r.add(
        "telematics_api_token",
        f"samsara api token (fleet read): {samsara_token()}",
        f"SAMSARA_API_TOKEN={samsara_token()}",
        f"curl -H 'Authorization: Bearer {samsara_token()}' https://api.samsara.test/fleet/vehicles/locations",
    )
    r.add(
        "sendgrid_api_key",
        f"sendgrid key for BOL emails: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"smtp relay: user apikey / pass {sendgrid_key()}",
    )
    r.add(
        "redis_password",
        f"redis-cli -h cache.acme.internal -p 6380 --tls -a '{rnd(ALNUM, 32)}'",
        f"REDIS_URL=rediss://:{rnd(ALNUM, 32)}@eta-cache.acme.internal:6379/0",
        f"elasticache auth token (rate limiter): {rnd(ALNUM + '!&#', 40)}",
    )
    r.add(
        "amqp_connection_string",
        f"AMQP_URL=amqps://edi:{rnd(ALNUM, 20)}@mq.acme.internal:5671/edi",
        f"rabbit admin ui guest is off; admin pw is {pw()}",
        f"amazon mq broker user wms_admin pass {long_pw()}",
    )
    r.add(
        "network_psk",
        f"warehouse wifi ACME-DOCK psk: {word_pass(3)}",
        f"Elk Grove DC scanners ssid ACME-RF / WPA2 key {rnd(ALNUM, 16)}",
        f"guest wifi at the Fulton Mkt office this month: {word_pass(2, '')}",
        f"wireguard for home lab -> [Interface] PrivateKey = {wg_key()}",
    )
    r.add(
        "mfa_recovery_codes",
        f"okta admin backup codes (me)\n{recovery_codes(6, 'alnum')}",
        f"github recovery codes acme-platform-admin:\n{recovery_codes(8, 'github')}",
        f"AWS root acct MFA lost-device codes {recovery_codes(4, 'digits')}",
        f"TOTP seed for the shared break-glass acct: {rnd(UPPER + '234567', 32)}",
    )
    r.add(
        "personal_pin",
        f"new badge PIN for the 16th fl door: {digits(6)}",
        f"phone pin {digits(6)}, dont forget again",
        f"garage code at the Wacker building {digits(4)}#",
        f"cage lock combo @ ORD colo: {digits(2)}-{digits(2)}-{digits(2)}",
    )
    r.add(
        "basic_auth_header",
        f"Authorization: Basic {basic('edi_partner_jbhunt', pw())}",
        f"curl -u carrier_portal:{pw()} https://portal.acme.test/api/loads",
        f"prometheus scrape basic auth: user prom pass {rnd(ALNUM, 24)}",
    )

    # second round: the same kinds, other wordings
    r.add(
        "aws_access_key",
        f"| env | key id | secret |\n|---|---|---|\n| stage | {aws_key_id()} | {aws_secret()} |\n| prod | {aws_key_id()} | {aws_secret()} |",
        f"acces key for the s3 sftp transfer family user (partner: midwest cold chain) {aws_key_id()}:{aws_secret()}",
    )
    r.add(
        "aws_sts_session_token",
        f"aws-vault gave me these, 1h:\nid={sts_key_id()}\nsk={aws_secret()}\nst={sts_session_token()}",
    )
    r.add(
        "okta_api_token",
        f"okta tokn for preview tenant (acme-oktapreview.test) {okta_token()} - ok to use in dev only",
    )
    r.add("snowflake_service_password", f"SVC_SIGMA snowflake pwd rotated today -> {pw()}")
    r.add("databricks_pat", f"dbx: {databricks_pat()}  <- mine, for the notebook CLI, exp 8/30")
    r.add("twilio_auth_token", f"twilio subacct (Canada drivers) SID {twilio_sid()} tok {hexs(32)}")
    r.add("zendesk_api_token", f"zendesk: platform@acme.example/token : {zendesk_token()}")
    r.add(
        "salesforce_security_token",
        f"sec token came in email for integration@acme.example: {sf_token()} (prod org)",
    )
    r.add(
        "ldap_bind_credentials",
        f"ldap://ldap.acme.internal:389 binddn=cn=admin,dc=acme,dc=internal bindpw={word_pass(3)}",
    )
    r.add(
        "bgp_md5_session_key",
        f"interface to Comcast BIZ peer: tcp md5 '{rnd(ALNUM + '$%', 14)}', same on both sides",
    )
    r.add(
        "slack_bot_token",
        f"slack app level token (socket mode) xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, True)}-{hexs(64)}",
    )
    r.add("datadog_keys", f"datadog: api={hexs(32)} app={hexs(40)}")
    r.add("pagerduty_api_key", f"PD integration routing key for yard-gate svc {hexs(32)}")
    r.add("terraform_cloud_token", f"tfc user token (me) {tfc_token()}")
    r.add("gcp_credentials", f"maps api key fallback AIza{rnd(URLSAFE, 35)}")
    r.add("stripe_secret_key", f"stripe test?? no, LIVE: {stripe_secret()}")
    r.add("telematics_api_token", f"samsara tok for the reefer temp webhook: {samsara_token()}")
    r.add("redis_password", f"requirepass {rnd(ALNUM, 48)}")
    r.add(
        "amqp_connection_string",
        f"celery broker amqp://worker:{rnd(ALNUM, 24)}@rabbit.acme.internal:5672//",
    )
    r.add("basic_auth_header", f"nginx htpasswd user grafana-ro pass {word_pass(3)}")
    r.add("sendgrid_api_key", f"sg key (marketing, restricted) {sendgrid_key()}")
    r.add(
        "ssh_private_key",
        f"ansible vault? no, plain key for the edge routers:\n{openssh_private()}",
    )
    r.add(
        "kubeconfig_client_key",
        f"rancher api key token-{rnd(LOWER + DIGITS, 5)}:{rnd(LOWER + DIGITS, 54)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    acct = aws_account()
    region = pick(*REGIONS)

    r.add(
        "aws_arn",
        f"role to assume for deploys: arn:aws:iam::{acct}:role/platform-deployer",
        f"arn:aws:s3:::acme-edi-inbound-{acct}/x12/214/*",
        f"lambda arn arn:aws:lambda:{region}:{acct}:function:eta-recalc:live",
        f"sns topic for yard alerts -> arn:aws:sns:us-east-2:{acct}:yard-gate-events",
        f"arn:aws:secretsmanager:us-east-2:{acct}:secret:prod/snowflake/svc_dbt-{rnd(ALNUM, 6)}  (that's the ARN, value lives there)",
    )
    r.add(
        "aws_account_id",
        f"acct ids: prod {aws_account()}, stage {aws_account()}, sandbox {aws_account()}",
        f"log archive acct = {aws_account()}",
        f"org mgmt acct {aws_account()} / ou-{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 8)}",
        f"new account for telematics vended by AFT: {aws_account()}",
    )
    r.add(
        "kms_key_id",
        f"KMS key for the EDI bucket: {uid()}",
        f"arn:aws:kms:{region}:{acct}:key/{uid()}",
        f"multi-region key mrk-{hexs(32)} (primary us-east-2, replica us-west-2)",
        f"alias/acme-rds-prod -> key id {uid()}",
    )
    r.add(
        "s3_etag",
        f'ETag "{hexs(32)}" on manifest_20250611.csv, matches local md5',
        f"multipart upload etag {hexs(32)}-{secrets.randbelow(40) + 2}",
        f's3api head-object says ETag: \\"{hexs(32)}\\" VersionId: {rnd(ALNUM + "._", 32)}',
    )
    r.add(
        "cloudfront_distribution_id",
        f"cf dist for tracking.acme.example = {cf_dist()}",
        f"aws cloudfront create-invalidation --distribution-id {cf_dist()} --paths '/*'",
        f"dists: portal {cf_dist()}, docs {cf_dist()}, static {cf_dist()}",
        f"cloudfront domain d{rnd(LOWER + DIGITS, 13)}.cloudfront.test -> {cf_dist()}",
    )
    r.add(
        "aws_request_id",
        f"throttled call, RequestId: {uid()}",
        f"x-amz-request-id: {amz_req()}\nx-amz-id-2: {b64(secrets.token_bytes(57))}",
        f"lambda REPORT RequestId: {uid()} Duration: 812.44 ms Billed Duration: 813 ms",
        f"support case: S3 503s, request id {amz_req()}, host id {b64(secrets.token_bytes(57))}",
    )
    r.add(
        "aws_resource_id",
        f"bastion is {ec2_id('i')} in {ec2_id('subnet')}",
        f"vpc {ec2_id('vpc')} sg {ec2_id('sg')} (allow 443 from the ORD office)",
        f"golden AMI this week: {ec2_id('ami')}",
        f"tgw attachment {ec2_id('tgw-attach')} stuck pending",
        f"eni {ec2_id('eni')} orphaned after the ECS drain",
    )
    r.add(
        "sts_caller_identity",
        f'{{"UserId": "AROA{rnd(UPPER + DIGITS, 17)}:jane.k@acme.example", "Account": "{acct}", "Arn": "arn:aws:sts::{acct}:assumed-role/AWSReservedSSO_PlatformAdmin_{hexs(16)}/jane.k@acme.example"}}',
        f"whoami in stage -> AIDA{rnd(UPPER + DIGITS, 17)} (iam user ci-legacy), acct {aws_account()}",
        f"assumed-role session name = gha-{digits(10)}-{digits(1)}, role id AROA{rnd(UPPER + DIGITS, 17)}",
    )
    r.add(
        "okta_id",
        f"okta org id {okta_id('00o')}",
        f"OIDC app 'dispatch-portal' client_id = {okta_id('0oa')} (public SPA, PKCE, no secret)",
        f"user id for svc-scim: {okta_id('00u')}, group Platform-Admins {okta_id('00g')}",
        f"authz server aus{rnd(ALNUM, 17)} issuer https://acme.okta.test/oauth2/aus{rnd(ALNUM, 17)}",
        f"okta log event uuid {uid()} transaction {rnd(ALNUM + '-_', 27)}",
    )
    r.add(
        "salesforce_record_id",
        f"acct record for Midwest Cold Chain: {sf_id('001')}",
        f"opp {sf_id('006', 15)} stage Closed Won",
        f"SF org id 00D{rnd(ALNUM, 12)}",
        f"case {sf_id('500')} linked to ZD ticket #{digits(6, True)}",
        f"connected app consumer key 3MVG9{rnd(ALNUM + '._', 80)} (public OAuth client id)",
    )
    r.add(
        "container_image_digest",
        f"prod pinned: 123456789012.dkr.ecr.us-east-2.amazonaws.test/eta-api@{digest()}",
        f"rollback target digest {digest()}",
        f"image: ghcr.test/acme/route-opt:2.14.1@{digest()}",
        f"trivy scanned {digest()} -> 0 critical",
    )
    r.add(
        "terraform_secret_reference",
        "secret_arn = ${aws_secretsmanager_secret.snowflake_svc.arn}",
        "password = data.aws_secretsmanager_secret_version.kafka_scram.secret_string  # never inline this",
        'valueFrom = "${aws_ssm_parameter.twilio_auth_token.arn}"',
        "client_secret = var.azure_sp_secret  # sensitive = true, set in TFC workspace vars",
    )
    r.add(
        "onepassword_reference",
        "op://Platform-Prod/okta-svc-scim/credential",
        "OKTA_API_TOKEN=op://Platform/Okta SSWS/token",
        "op read 'op://Infra/bgp-edge-rtr-02/md5 key'",
        "op run --env-file=.env.tpl -- terraform apply",
    )
    r.add(
        "vault_reference",
        "vault kv get -field=password secret/data/ldap/svc-jenkins",
        "DB_PASSWORD=vault:secret/data/tms/prod#db_password",
        "annotations: vault.hashicorp.com/agent-inject-secret-config: database/creds/tms-readonly",
        "zendesk token lives at kv/platform/zendesk (field api_token)",
    )
    r.add(
        "env_example_placeholder",
        "# .env.example\nAWS_ACCESS_KEY_ID=\nAWS_SECRET_ACCESS_KEY=\nAWS_REGION=us-east-2",
        "TWILIO_ACCOUNT_SID=ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nTWILIO_AUTH_TOKEN=your_auth_token_here",
        "DATABRICKS_TOKEN=<dapi...>\nSNOWFLAKE_PASSWORD=changeme",
        "SALESFORCE_SECURITY_TOKEN=REPLACE_ME\nZENDESK_API_TOKEN=<paste from 1P>",
        "KAFKA_SASL_PASSWORD=${KAFKA_SASL_PASSWORD:?must be set}",
    )
    r.add(
        "ci_secret_reference",
        "aws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
        "env:\n  DD_API_KEY: ${{ secrets.DD_API_KEY }}\n  OKTA_TOKEN: ${{ secrets.OKTA_TOKEN }}",
        "role-to-assume: ${{ vars.DEPLOY_ROLE_ARN }}  # OIDC, no static keys anymore",
        "jenkins: withCredentials([string(credentialsId: 'sf-sec-token', variable: 'SF_TOKEN')])",
    )
    r.add(
        "k8s_secret_reference",
        "envFrom:\n- secretRef:\n    name: kafka-scram-creds",
        "valueFrom:\n  secretKeyRef:\n    name: twilio\n    key: auth-token",
        "ExternalSecret remoteRef key=prod/databricks/pat property=token",
        'kubectl get secret snowflake-svc -o jsonpath=\'{.data}\' | jq keys  -> ["password","user"]',
    )
    r.add(
        "pod_name",
        f"crashlooping: {pod_name('eta-api')}",
        f"kubectl logs -f {pod_name('edi-translator')} -c app --since=10m",
        f"OOMKilled x3 on {pod_name('route-opt-worker')}, node ip-{private_ip().replace('.', '-')}.us-east-2.compute.internal",
    )
    r.add(
        "git_commit_sha",
        f"prod is on {hexs(40)} (tag v3.8.2)",
        f"revert {hexs(7)} - broke the 214 parser",
        f"bisect: good {hexs(40)} bad {hexs(40)}",
    )
    r.add(
        "tracking_number",
        f"UPS {ups()} - replacement SFP for edge-rtr-02",
        f"fedex {digits(12, True)} (laptop return)",
        f"usps 9400{digits(18)}",
        f"parts from CDW: {ups()}, {ups()}",
    )
    r.add(
        "freight_reference_number",
        f"container {container_no()} stuck at the Joliet ramp",
        f"BOL {digits(10, True)}, PRO {digits(9, True)}, seal {rnd(UPPER, 2)}{digits(7)}",
        f"load id LD-{digits(8)} / shipment SH{rnd(UPPER + DIGITS, 10)}",
        f"ISA control num {digits(9)}, GS {digits(6)} rejected (997 AK5*R)",
    )
    r.add(
        "twilio_message_sid",
        f"undelivered sms SM{hexs(32)} error 30007",
        f"msg service sid MG{hexs(32)} for driver alerts",
        f"call SID CA{hexs(32)} dropped at 14:02",
    )
    r.add(
        "ssh_public_key",
        f"add to bastion authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jane@acme-mbp",
        f"host key fp for bastion-chi: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"github deploy key (public half) ssh-rsa {ssh_pub('ssh-rsa', 270)} deploy@edi-mappings",
        f"age recipient for sops: {age_public_key()}",
        f"wg peer PublicKey = {wg_key()}  (yard gateway, the public one)",
    )
    r.add(
        "publishable_key",
        f"stripe publishable key for portal checkout pk_live_{rnd(ALNUM, 99)}",
        f"mapbox public token (url-restricted to tracking.acme.example): pk.{b64url({'u': 'acmelogistics', 'a': rnd(LOWER + DIGITS, 25)})}.{rnd(URLSAFE, 22)}",
        f"recaptcha site key 6L{rnd(URLSAFE, 38)}",
    )
    r.add(
        "azure_identifier",
        f"tenant id {uid()}",
        f"app registration edi-blob-reader: client id {uid()}, object id {uid()}",
        f"client secret *ID* (not value) {uid()} - expires 2026-01-14",
        f"sub /subscriptions/{uid()}/resourceGroups/rg-edi-prod",
    )
    r.add(
        "masked_secret",
        f"old key AKIA************{rnd(UPPER + DIGITS, 4)} deactivated",
        f"dbx token ending ...{hexs(4)} revoked per audit",
        f"twilio auth token: ****************************{hexs(4)} (primary)",
        f"sk_live_...{rnd(ALNUM, 4)} is the one to roll",
    )
    r.add(
        "password_policy_note",
        "snowflake svc pw rotation: every 90d, next due 9/15, owner platform oncall",
        "reminder: salesforce security token resets when the integration user pw changes - update 1P item after",
        "LDAP bind pw min 24 chars, no expiry for svc accts per IAM-STD-04",
        "kafka SCRAM creds rotate via the lambda, don't touch by hand",
        "bgp md5 key is in the NOC safe binder, page 3. not in git",
    )
    r.add(
        "databricks_identifier",
        f"cluster id {db_cluster()} (shared-etl)",
        f"job {digits(15, True)} run {digits(15, True)} failed at task load_ship_events",
        f"workspace id {digits(16, True)}, sql warehouse {hexs(16)}",
        f"dbx SP application id {uid()} (no secret here, uses OAuth M2M)",
    )
    r.add(
        "snowflake_identifier",
        f"account locator {rnd(UPPER, 2)}{digits(5)} region us-east-2 (org ACME, acct LOGISTICS)",
        f"query id {uid()[:8]}-{digits(4)}-{hexs(4)}-{digits(4)}-{hexs(12)} took 14m on LOAD_WH",
        f"rsa public key fp for SVC_DBT: SHA256:{b64(secrets.token_bytes(32))}",
    )
    r.add(
        "kafka_config_no_secret",
        "bootstrap.servers=b-1.msk.acme.internal:9096,b-2.msk.acme.internal:9096\nsasl.mechanism=SCRAM-SHA-512\nsecurity.protocol=SASL_SSL",
        f"consumer group telematics-eta-v2 lag 48k on partition 7, offset {digits(10, True)}",
        f"topic ship.events.v3 cluster id {b64(secrets.token_bytes(16)).rstrip('=').replace('+', '-').replace('/', '_')}",
    )
    r.add(
        "bgp_config_no_secret",
        f"router bgp 65{digits(3)}\n neighbor {private_ip()} remote-as 65{digits(3)}\n neighbor {private_ip()} description DX-VIF-{digits(4)}",
        f"DX vif dxvif-{rnd(LOWER + DIGITS, 8)}, vlan {secrets.randbelow(4000) + 2}, asn 64512, md5 auth enabled (key in 1P)",
        f"show bgp summary: {private_ip()} Established 3d04h pfx rcvd 412",
    )
    r.add(
        "ldap_dn",
        "base dn DC=corp,DC=acme,DC=internal, user filter (&(objectClass=user)(memberOf=CN=Platform,OU=Groups,DC=corp,DC=acme,DC=internal))",
        f"objectGUID {uid()} / objectSid S-1-5-21-{digits(10, True)}-{digits(10, True)}-{digits(10, True)}-{digits(5, True)}",
        "bind as cn=svc-grafana,ou=svc,dc=acme,dc=internal (pw from vault, see kv/ldap)",
    )
    r.add(
        "ticket_number",
        f"zendesk #{digits(6, True)} - carrier can't see POD images",
        f"INC{digits(7)} sev2, CHG{digits(7)} for the rollback",
        f"AWS support case {digits(11, True)}",
        f"okta support case {digits(8, True)} re: SCIM 429s",
    )
    r.add(
        "checksum",
        f"terraform_1.9.5_linux_amd64.zip sha256 {hexs(64)}",
        f".terraform.lock.hcl h1:{b64(secrets.token_bytes(32))}",
        f"md5 of the 214 dump {hexs(32)}",
    )
    r.add(
        "log_identifier",
        f"log stream 2025/06/11/[$LATEST]{hexs(32)}",
        f"trace id 1-{hexs(8)}-{hexs(24)}",
        f"dd trace {digits(19, True)} span {digits(19, True)}",
        f"ecs task arn:aws:ecs:us-east-2:{acct}:task/edi-prod/{hexs(32)}",
    )
    r.add(
        "auth_timing_setting",
        "sts max session duration 12h for PlatformAdmin, 1h for ci",
        "okta token lifetime: access 60m, refresh 90d idle; rate limit 600/min on /api/v1/users",
        f"azure SP secret expiry alert fires 30d before, next one {secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}",
        "twilio auth token secondary promoted 6/2; primary slot empty now",
    )

    # second round
    r.add("s3_etag", f"etag mismatch: local {hexs(32)} vs s3 {hexs(32)}-8 (multipart, expected)")
    r.add("pod_name", f"evicted {pod_name('kafka-connect-s3-sink')} + {pod_name('otel-collector')}")
    r.add("git_commit_sha", f"cherry-pick {hexs(12)} onto release/2025.06")
    r.add("twilio_message_sid", f"webhook payload MessageSid=SM{hexs(32)}&MessageStatus=delivered")
    r.add(
        "publishable_key",
        f"okta widget config: clientId '{okta_id('0oa')}', redirectUri https://portal.acme.test/callback, pkce true",
    )
    r.add(
        "snowflake_identifier",
        f"snowflake user SVC_DBT uses key-pair auth, rsa_public_key_fp=SHA256:{b64(secrets.token_bytes(32))}",
    )
    r.add(
        "kafka_config_no_secret",
        'sasl.jaas.config=...ScramLoginModule required username="svc-telematics" password="${file:/opt/kafka/secrets.properties:scram.password}";',
    )
    r.add(
        "bgp_config_no_secret",
        "neighbor password set from 1P item 'bgp-edge-rtr-02', see MOP-0442; don't paste in slack",
    )
    r.add(
        "ldap_dn",
        f"svc-jenkins DN: CN=svc-jenkins,OU=Service Accounts,DC=corp,DC=acme,DC=internal  (pwdLastSet {digits(18, True)})",
    )
    r.add("checksum", f"ETag vs sha: object sha256 {hexs(64)}")
    r.add("container_image_digest", f"base image distroless/static@{digest()}")
    return r


def main() -> None:
    write_corpora(
        "make_heldout286.py",
        [
            (
                "heldout286_credentials.yaml",
                credentials(),
                "Held-out batch 286: credentials a Chicago logistics platform engineer keeps (AWS/STS, Okta, Snowflake, Databricks, Kafka SCRAM, Twilio, Zendesk, Azure SP, Salesforce, LDAP, BGP MD5)",
            ),
            (
                "heldout286_lookalikes.yaml",
                lookalikes(),
                "Held-out batch 286: look-alikes from the same persona (ARNs, account/KMS/CloudFront/request ids, Okta and Salesforce ids, digests, secret references, placeholders)",
            ),
        ],
    )


if __name__ == "__main__":
    main()
