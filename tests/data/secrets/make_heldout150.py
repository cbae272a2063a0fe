# ruff: noqa: E501
"""Writes heldout150_credentials.yaml and heldout150_lookalikes.yaml: held-out batch 150.

Persona: a platform engineer at a logistics SaaS company in Denver, on call every few weeks,
who keeps terse American English notes for their AI assistant: kubeconfigs, .pgpass lines,
sops/age keys, SES and Postfix relay creds, Terraform Cloud, Vault and GitHub tokens, ArgoCD,
Grafana and Datadog keys, registry pull secrets, break-glass codes. The look-alikes are the
same day-to-day material with no secret in it: ARNs of secrets, pod and image hashes, commit
SHAs, doc links with long ids, Terraform/Actions/1Password/Vault references, public keys,
certificate serials and fingerprints, shipment numbers, and notes about rotated tokens.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import base64
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
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    kube_key_data,
    luhn,
    mac,
    onepassword_secret_key,
    openssh_private,
    pem,
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

K8S = "bcdfghjklmnpqrstvwxz2456789"
WORDS = ["granite", "mesa", "freight", "pallet", "aspen", "boulder", "switchback", "canyon",
         "diesel", "manifest", "forklift", "juniper", "trailhead", "ridge", "dock", "yard",
         "piston", "marmot", "glacier", "tundra", "bison", "spruce", "prairie", "cinder"]
REGIONS = ["us-west-2", "us-east-1", "us-east-2"]


# ---------- credential shapes ----------

def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM + '-_', 67)}"


def vault_token() -> str:
    return pick(f"hvs.{rnd(ALNUM, 24)}", f"hvs.CAESI{rnd(URLSAFE, 86)}")


def gh_pat() -> str:
    return pick(f"ghp_{rnd(ALNUM, 36)}", f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}")


def ses_pw() -> str:
    return "B" + rnd(B64, 43)


def sa_jwt(ns: str, sa: str) -> str:
    claims = {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": ns,
              "kubernetes.io/serviceaccount/service-account.name": sa,
              "kubernetes.io/serviceaccount/service-account.uid": uid(), "sub": f"system:serviceaccount:{ns}:{sa}"}
    header = b64u_json({"alg": "RS256", "kid": rnd(URLSAFE, 43)})
    return f"{header}.{b64u_json(claims)}.{rnd(URLSAFE, 342)}"


def b64u_json(d: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")


def dockerconfig(host: str, user: str, password: str) -> str:
    return b64(json.dumps({"auths": {host: {"username": user, "password": password, "auth": basic(user, password)}}}).encode())


def grafana_key() -> str:
    return pick(f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
                b64(json.dumps({"k": rnd(ALNUM, 32), "n": pick("oncall-bot", "ci-annotations"), "id": secrets.randbelow(20) + 1}).encode()))


def totp_seed() -> str:
    return rnd(BASE32, 32)


def unseal() -> str:
    return b64(secrets.token_bytes(33))


def private_pem(label: str = "PRIVATE KEY", lines: int = 6) -> str:
    return pem(label, lines)


def gcp_sa_json(project: str) -> str:
    key = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(b64(secrets.token_bytes(48)) for _ in range(5)) + "\\n-----END PRIVATE KEY-----\\n"
    return ('{"type": "service_account", "project_id": "' + project + '", "private_key_id": "' + hexs(40)
            + '", "private_key": "' + key + '", "client_email": "velero@' + project + '.iam.gserviceaccount.com", "client_id": "' + digits(21, True) + '"}')


def azure_secret() -> str:
    return f"{rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '-_.~', 34)}"


def atlassian_token() -> str:
    return f"ATATT3xFfGF0{rnd(URLSAFE, 180)}={hexs(8).upper()}"


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def slack_bot() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def words(n: int, sep: str = "-") -> str:
    return phrase(WORDS, n, sep)


# ---------- look-alike shapes ----------

def colon_hex(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def pgp_fpr() -> str:
    return groups(hexs(40).upper(), 4)


def ssh_fpr() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def iso6346() -> str:
    owner = pick("MSCU", "MAEU", "TGHU", "CMAU", "HLXU")
    serial = digits(6)
    vals = {c: v for c, v in zip(UPPER, [10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 34, 35, 36, 37, 38], strict=True)}
    total = sum((vals[c] if c.isalpha() else int(c)) * 2 ** i for i, c in enumerate(owner + serial))
    return f"{owner}{serial}{total % 11 % 10}"


def ups() -> str:
    return f"1Z{rnd(UPPER + DIGITS, 6)}{digits(10)}"


def secret_arn(region: str, acct: str, name: str) -> str:
    return f"arn:aws:secretsmanager:{region}:{acct}:secret:{name}-{rnd(ALNUM, 6)}"


def gdoc() -> str:
    return rnd(URLSAFE, 44)


def ec2_id(prefix: str) -> str:
    return f"{prefix}-0{hexs(16)}"


def ip10() -> str:
    return f"10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}"


def cert_b64() -> str:
    return b64(("-----BEGIN CERTIFICATE-----\n" + pem_body(6) + "\n-----END CERTIFICATE-----\n").encode())


def credentials() -> Rows:
    r = Rows()
    acct = aws_account()

    r.add("kubeconfig_client_key_data",
          f"""prod-usw2 admin kubeconfig (break glass, DO NOT commit):
users:
- name: oncall-admin
  user:
    client-certificate-data: {cert_b64()}
    client-key-data: {kube_key_data()}""",
          f"client-key-data for the k3s edge box at dock 4 (ctx edge-den4): {kube_key_data()}",
          f"if eks auth is busted again use the static cert user. key data ->\n{kube_key_data()}\ncert data is in the same 1p item")

    r.add("kubeconfig_sa_token",
          f"ci-deployer SA token for staging cluster, long-lived (yes i know):\ntoken: {sa_jwt('ci', 'ci-deployer')}",
          f"kubectl --server=https://k8s-staging.acme.internal:6443 --token={sa_jwt('kube-system', 'dashboard-admin')} get pods -A",
          f"""- name: argocd-manager
  user:
    token: {sa_jwt('kube-system', 'argocd-manager')}""")

    r.add("pgpass_entry",
          f"~/.pgpass line for the replica, chmod 600 or psql ignores it\nreplica-1.db.acme.internal:5432:dispatch:readonly:{pw()}",
          f"pgpass:\n*:5432:*:postgres:{rnd(ALNUM, 24)}\npgbouncer.acme.internal:6432:routing:app_routing:{pw()}",
          f"add to jumpbox pgpass -> analytics-pg.acme.internal:5432:warehouse:etl_loader:{rnd(ALNUM + '!#%', 18)}")

    r.add("sops_age_secret_key",
          f"""sops age key for infra-secrets repo, goes in ~/.config/sops/age/keys.txt
# created: 2024-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)}T14:02:11-07:00
# public key: {age_public_key()}
{age_secret_key()}""",
          f"SOPS_AGE_KEY={age_secret_key()} sops -d clusters/prod/secrets.enc.yaml",
          f"backup of the flux decryption key (sops-age secret in flux-system): {age_secret_key()}")

    ses_user = aws_key_id()
    r.add("ses_smtp_credentials",
          f"SES SMTP creds for notifications@ (us-west-2)\nuser {ses_user}\npass {ses_pw()}\nendpoint email-smtp.us-west-2.amazonaws.com:587 STARTTLS",
          f"shipment-alerts svc env:\nSMTP_HOST=email-smtp.us-east-1.amazonaws.com\nSMTP_USER={aws_key_id()}\nSMTP_PASS={ses_pw()}",
          f"ses smtp pw (derived from the iam key, not the secret key itself!!) {ses_pw()}")

    r.add("postfix_sasl_passwd",
          f"/etc/postfix/sasl_passwd on relay-01:\n[email-smtp.us-west-2.amazonaws.com]:587 {aws_key_id()}:{ses_pw()}\nthen postmap hash:/etc/postfix/sasl_passwd && systemctl reload postfix",
          f"relayhost = [smtp.mailrelay.example]:2525\nsasl_passwd: [smtp.mailrelay.example]:2525 relay-acme:{pw()}",
          f"echo '[smtp-relay.acme.internal]:587 postfix@acme.internal:{rnd(ALNUM, 20)}' > /etc/postfix/sasl_passwd")

    r.add("terraform_cloud_token",
          f"TFC team token (platform team, org acme-logistics): {tfc_token()}",
          f"""~/.terraform.d/credentials.tfrc.json
{{
  "credentials": {{
    "app.terraform.io": {{ "token": "{tfc_token()}" }}
  }}
}}""",
          f"TF_TOKEN_app_terraform_io={tfc_token()}  <- for the atlantis box, user token expires in 30d")

    r.add("github_deploy_key",
          f"deploy key for acme/route-optimizer (read only) on the build runner:\n{openssh_private()}",
          f"flux bootstrap deploy key (write access, fleet-infra repo)\n{openssh_private()}\nfingerprint is in the GH repo settings",
          f"~/.ssh/deploy_helm_charts\n{openssh_private()}")

    r.add("github_pat",
          f"my GH PAT for gh cli, repo+workflow scopes, exp 90d: {gh_pat()}",
          f"renovate bot token: {gh_pat()}",
          f"export GITHUB_TOKEN={gh_pat()}  # for the release script only")

    r.add("vault_token",
          f"vault root token from the last re-init (REVOKE after DR test!!): {vault_token()}",
          f"VAULT_ADDR=https://vault.acme.internal:8200 VAULT_TOKEN={vault_token()} vault kv get secret/prod/dispatch",
          f"periodic token for the cert-manager issuer -> {vault_token()}\nttl 768h, renew it",
          f"vault login {vault_token()}")

    r.add("vault_unseal_keys",
          f"unseal shares (3 of 5 needed), mine are #2 and #4:\nKey 2: {unseal()}\nKey 4: {unseal()}",
          f"dr vault unseal key 1 {unseal()}")

    r.add("argocd_admin_password",
          f"argocd admin / {rnd(ALNUM, 16)}  (initial secret, never rotated, fix this)",
          f"argocd login argocd.acme.internal --username admin --password '{pw()}' --grpc-web",
          f"ArgoCD prod UI\nuser: admin\npw: {rnd(ALNUM + '-', 16)}")

    r.add("grafana_api_key",
          f"grafana svc acct token for the deploy annotations: {grafana_key()}",
          f"curl -H 'Authorization: Bearer {grafana_key()}' https://grafana.acme.internal/api/annotations",
          f"grafana-oncall bot key -> {grafana_key()}")

    r.add("dockerconfigjson_pull_secret",
          f"""regcred for ECR-mirror (harbor)
apiVersion: v1
kind: Secret
metadata:
  name: regcred
type: kubernetes.io/dockerconfigjson
data:
  .dockerconfigjson: {dockerconfig('harbor.acme.internal', 'robot$k8s-puller', rnd(ALNUM, 32))}""",
          f".dockerconfigjson for ghcr pulls: {dockerconfig('ghcr.io', 'acme-ci', gh_pat())}",
          f"~/.docker/config.json auth for registry.acme.test: \"auth\": \"{basic('deploy', pw())}\"")

    r.add("postgres_url_password",
          f"DATABASE_URL=postgres://dispatch_app:{rnd(ALNUM, 22)}@dispatch-db.acme.internal:5432/dispatch?sslmode=require",
          f"prod rds writer conn: postgresql://admin:{pw()}@routing-prod.cluster-{rnd(LOWER + DIGITS, 12)}.us-west-2.rds.acme.internal/routing",
          f"psql \"host=tracking-pg.acme.internal user=tracking password={rnd(ALNUM + '_', 20)} dbname=tracking\"")

    r.add("redis_url_password",
          f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@cache-prod.acme.internal:6380/0",
          f"redis-cli -h eta-cache.acme.internal -a '{pw()}' --no-auth-warning info replication",
          f"sidekiq on legacy billing: REDIS_PASSWORD {rnd(ALNUM, 28)}  host redis-billing.acme.internal")

    r.add("mongodb_uri_password",
          f"events mongo: mongodb+srv://events_rw:{rnd(ALNUM, 20)}@events.mongo.acme.internal/events?retryWrites=true&w=majority",
          f"legacy quotes svc still on mongo, uri mongodb://quotes:{pw()}@10.40.2.17:27017,10.40.2.18:27017/quotes?replicaSet=rs0")

    r.add("amqp_url_password",
          f"rabbit for label printing queue: amqps://labelsvc:{rnd(ALNUM, 24)}@mq.acme.internal:5671/labels",
          f"rabbitmq mgmt ui admin pw {pw()} (http://mq.acme.internal:15672)",
          f"celery broker_url = 'amqp://celery:{rnd(ALNUM, 18)}@rabbit-0.acme.internal:5672//'")

    r.add("break_glass_recovery_codes",
          f"GH org owner (breakglass acct) recovery codes, sealed envelope copy in Denver office safe:\n{recovery_codes(8, 'github')}",
          f"AWS root MFA lost-device backup codes, mgmt acct {acct}:\n{recovery_codes(6, 'digits')}",
          f"okta super admin breakglass - backup codes\n{recovery_codes(10, 'plain')}")

    r.add("datadog_api_key",
          f"DD_API_KEY={hexs(32)}",
          f"datadog agent helm values:\ndatadog:\n  apiKey: {hexs(32)}\n  site: datadoghq.com",
          f"dd api key for the synthetics private location -> {hexs(32)}")

    r.add("datadog_app_key",
          f"dd app key (scoped to monitors_write) {hexs(40)}",
          f"curl -X GET 'https://api.datadoghq.com/api/v1/monitor' -H 'DD-API-KEY: {hexs(32)}' -H 'DD-APPLICATION-KEY: {hexs(40)}'",
          f"terraform datadog provider: app_key = \"{hexs(40)}\"")

    r.add("aws_access_key_pair",
          f"[acme-ci]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-west-2",
          f"velero backup user keys: {aws_key_id()} / {aws_secret()}",
          f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 ls s3://acme-pod-photos")

    r.add("pagerduty_key",
          f"PD events v2 routing key for 'Dispatch API' service: {hexs(32)}",
          f"pagerduty rest api token (mine, read-write) {rnd(URLSAFE, 20)}",
          f"""alertmanager.yml
  pagerduty_configs:
    - routing_key: {hexs(32)}
      severity: critical""")

    r.add("slack_webhook_url",
          f"alertmanager slack receiver url:\n{slack_hook()}",
          f"#deploys webhook {slack_hook()}",
          f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' {slack_hook()}")

    r.add("slack_bot_token",
          f"oncall-bot slack token {slack_bot()}",
          f"SLACK_BOT_TOKEN={slack_bot()}\nSLACK_SIGNING_SECRET={hexs(32)}")

    r.add("cloudflare_api_token",
          f"cf api token, zone:dns:edit for acme-track.example only: {rnd(URLSAFE, 40)}",
          f"external-dns cloudflare: CF_API_TOKEN={rnd(URLSAFE, 40)}",
          f"cloudflare global api key (ugh, old acct) {hexs(37)} for ops@acme.example")

    r.add("npm_token",
          f"//npm.pkg.github.com/:_authToken={gh_pat()}\n//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
          f"npm publish token for @acme/ui-kit: npm_{rnd(ALNUM, 36)}")

    r.add("dockerhub_pat",
          f"docker login -u acmeci -p dckr_pat_{rnd(URLSAFE, 27)}  (rate limit workaround)",
          f"dockerhub PAT read-only: dckr_pat_{rnd(URLSAFE, 27)}")

    r.add("harbor_robot_secret",
          f"harbor robot acct robot$ci+pusher secret {rnd(ALNUM, 32)}",
          f"Harbor admin pw (harbor.acme.internal): {pw()}",
          f"docker login harbor.acme.internal -u 'robot$gha+builder' -p {rnd(ALNUM, 32)}")

    r.add("confluent_api_secret",
          f"confluent cloud key for tracking-events cluster\nkey: {rnd(UPPER + DIGITS, 16)}\nsecret: {rnd(ALNUM + '+/', 64)}",
          f"kafka sasl plain: username={rnd(UPPER + DIGITS, 16)} password={rnd(ALNUM + '+/', 64)}")

    r.add("newrelic_key",
          f"old NR license key (still on the legacy VMs): {hexs(36)}NRAL",
          f"new relic user api key NRAK-{rnd(UPPER + DIGITS, 27)}",
          f"newrelic.yml on edi-parser vms:\ncommon: &default_settings\n  license_key: '{hexs(36)}NRAL'")

    r.add("azure_client_secret",
          f"azure app reg for the customer's SSO (Blue Mesa Freight tenant)\nclient id {uid()}\nsecret value {azure_secret()}\nexpires 12/2025",
          f"AZURE_CLIENT_SECRET={azure_secret()}")

    r.add("gcp_service_account_key",
          f"velero gcs backup sa json:\n{gcp_sa_json('acme-dr-' + digits(6))}",
          f"bq export job key file contents (delete once we move to WIF)\n{gcp_sa_json('acme-analytics')}")

    r.add("atlassian_api_token",
          f"jira api token for the incident bot, user svc-incident@acme.example: {atlassian_token()}",
          f"curl -u me@acme.example:{atlassian_token()} https://acme.atlassian.net/rest/api/3/myself")

    r.add("twilio_auth_token",
          f"twilio (driver SMS) acct AC{hexs(32)} auth token {hexs(32)}",
          f"TWILIO_AUTH_TOKEN={hexs(32)}",
          f"twilio api key SK{hexs(32)} secret {rnd(ALNUM, 32)} (for the IVR thing)")

    r.add("consul_token",
          f"consul bootstrap acl token (SecretID): {uid()}",
          f"consul gossip encrypt key -> {b64(secrets.token_bytes(32))}\nput in all agents' encrypt = \"...\"",
          f"CONSUL_HTTP_TOKEN={uid()} consul members")

    r.add("etcd_encryption_key",
          f"""EncryptionConfiguration on the kubeadm cluster (warehouse-onprem):
resources:
  - resources: [secrets]
    providers:
      - aescbc:
          keys:
            - name: key1
              secret: {b64(secrets.token_bytes(32))}
      - identity: {{}}""",
          f"etcd at-rest key for onprem cp nodes {b64(secrets.token_bytes(32))}")

    r.add("kubeadm_bootstrap_token",
          f"kubeadm join 10.60.0.10:6443 --token {rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)} --discovery-token-ca-cert-hash sha256:{hexs(64)}",
          f"bootstrap token for new edge nodes (24h ttl): {rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)}")

    r.add("totp_seed",
          f"totp seed for the shared aws root breakglass: {groups(totp_seed(), 4)}",
          f"otpauth://totp/AWS:root@acme-mgmt?secret={totp_seed()}&issuer=Amazon%20Web%20Services",
          f"2fa secret for the registrar acct (gandi) {totp_seed()}  -- add to the 2nd yubikey too")

    r.add("luks_passphrase",
          f"luks pass for the onprem backup NAS disks: {words(6)}",
          f"laptop FDE passphrase (new one after IT reimage): {words(4, ' ')} {digits(2)}")

    r.add("office_door_code",
          f"denver office after-hours door code {digits(6)}#, alarm disarm {digits(4)}",
          f"colo cage at the Aurora DC: badge + pin {digits(5)}, cage combo lock {digits(4)}")

    r.add("corporate_card",
          f"company amex for vendor stuff (domains, certs):\n{amex()} exp {card_expiry()} CID {digits(4)}",
          f"AWS marketplace card on file -> visa {groups(luhn('4'), 4)} {card_expiry()} cvv {digits(3)}")

    r.add("wireguard_private_key",
          f"""wg0.conf on my laptop for the warehouse vpn
[Interface]
PrivateKey = {wg_key()}
Address = 10.99.0.14/32
[Peer]
PublicKey = {wg_key()}
Endpoint = vpn-den.acme.example:51820""",
          f"wg privkey for the edge gateway in Commerce City: {wg_key()}")

    r.add("onepassword_secret_key",
          f"1p emergency kit bits: secret key {onepassword_secret_key()}, master pw {words(5)}",
          f"OP secret key for acme.1password.com {onepassword_secret_key()}")

    r.add("jwt_signing_secret",
          f"driver-app JWT_SECRET (HS256) = {hexs(64)}",
          f"carrier portal session signing key: {b64(secrets.token_bytes(48))}",
          f"NEXTAUTH_SECRET={b64(secrets.token_bytes(32))}")

    r.add("stripe_restricted_key",
          f"stripe restricted key for billing-sync (read invoices only): rk_live_51{rnd(ALNUM, 97)}",
          f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 97)}\nSTRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}")

    r.add("jenkins_api_token",
          f"legacy jenkins (jenkins.acme.internal) api token for my user: 11{hexs(32)}",
          f"curl -X POST -u svc-deploy:11{hexs(32)} https://jenkins.acme.internal/job/edi-parser/build")

    r.add("idrac_password",
          f"iDRAC on onprem-hv-0{secrets.randbelow(9) + 1}: root / {pw()}",
          f"ipmitool -I lanplus -H 10.60.1.2{secrets.randbelow(10)} -U ADMIN -P {rnd(UPPER + DIGITS, 10)} chassis power status")

    r.add("minio_credentials",
          f"minio (scanner image store) root user minioadmin-acme pw {rnd(ALNUM, 40)}",
          f"mc alias set onprem https://minio.acme.internal {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM, 40)}")

    r.add("elasticsearch_api_key",
          f"ES api key for fluent-bit: {b64((rnd(URLSAFE, 20) + ':' + rnd(URLSAFE, 22)).encode())}",
          f"elastic superuser pw (logging cluster) {rnd(ALNUM, 20)}")

    r.add("kafka_sasl_password",
          f"""client.properties for msk:
security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="geo-consumer" password="{rnd(ALNUM, 24)}";""",
          f"msk scram user telemetry-producer / {pw()}",
          f"kcat -b b-1.msk.acme.internal:9096 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username=ops -X sasl.password={rnd(ALNUM, 20)} -L")

    r.add("mysql_root_password",
          f"[client]\nuser=root\npassword={pw()}\nhost=wms-mysql.acme.internal",
          f"WMS vendor mysql root: {rnd(ALNUM + '!@#', 16)} -- vendor said dont change it lol")

    r.add("helm_repo_password",
          f"helm repo add acme-charts https://charts.acme.internal --username ci --password {rnd(ALNUM, 24)}",
          f"chartmuseum basic auth creds: chartci:{pw()}")

    r.add("pgp_private_key",
          f"release signing key (private, passphrase is {words(3)})\n{pem('PGP PRIVATE KEY BLOCK', 6)}",
          f"EDI partner sftp pgp secret key\n{pem('PGP PRIVATE KEY BLOCK', 5)}")

    r.add("tls_private_key",
          f"wildcard *.acme-track.example key (cert expires in Aug):\n{private_pem('PRIVATE KEY', 6)}",
          f"tls.key for the onprem ingress\n{private_pem('RSA PRIVATE KEY', 8)}")

    r.add("bastion_ssh_password",
          f"bastion-den.acme.internal local acct ops-emergency pw {pw()} (only if ldap is down)",
          f"sshpass -p '{pw()}' ssh ops@10.60.0.5")

    r.add("sentry_auth_token",
          f"sentry-cli token for sourcemap upload: sntryu_{hexs(64)}",
          f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}",
          f"sentry org token for CI releases: sntrys_{b64u_bytes(120)}")

    r.add("honeycomb_api_key",
          f"honeycomb ingest key (otel collector) {rnd(ALNUM, 22)}",
          f"otel exporter headers: x-honeycomb-team={rnd(ALNUM, 22)}")

    r.add("warehouse_wifi_psk",
          f"handheld scanners wifi at the Denver DC: SSID ACME-SCAN, psk {rnd(ALNUM, 14)}",
          f"guest wifi at office is AcmeGuest / {words(2, '')}{digits(3)}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    acct = aws_account()
    reg = pick(*REGIONS)

    r.add("secretsmanager_arn",
          f"dispatch-api reads its db creds from {secret_arn(reg, acct, 'prod/db-password')} via the CSI driver",
          f"IAM policy resource for the ESO role:\n\"Resource\": [\"{secret_arn(reg, acct, 'prod/dispatch/rds')}\", \"{secret_arn(reg, acct, 'prod/smtp/ses')}\"]",
          f"rotation lambda failing on {secret_arn('us-east-1', acct, 'staging/grafana-admin')} -- check the vpc endpoint",
          f"aws secretsmanager describe-secret --secret-id {secret_arn(reg, acct, 'prod/datadog-api-key')} | jq .LastRotatedDate")

    r.add("ssm_parameter_arn",
          f"arn:aws:ssm:{reg}:{acct}:parameter/prod/routing/SMTP_PASSWORD is SecureString, kms alias/ssm-prod",
          f"ecs task def secrets -> valueFrom: arn:aws:ssm:{reg}:{acct}:parameter/tracking/prod/DATABASE_URL",
          "aws ssm get-parameter --name /prod/argocd/admin-password --with-decryption   (need the breakglass role)")

    r.add("kms_key_arn",
          f"sops kms key: arn:aws:kms:{reg}:{acct}:key/{uid()}",
          f"EBS default encryption key arn:aws:kms:{reg}:{acct}:key/mrk-{hexs(32)} (multi-region)")

    r.add("iam_role_arn",
          f"IRSA for external-secrets: eks.amazonaws.com/role-arn: arn:aws:iam::{acct}:role/eso-prod-{rnd(ALNUM, 12)}",
          f"breakglass role is arn:aws:iam::{acct}:role/OrganizationAccountAccessRole, assume from mgmt only")

    r.add("k8s_pod_name",
          f"{pod_name('dispatch-api')} OOMKilled x3 overnight, bumped limits to 1Gi",
          f"kubectl logs -n tracking {pod_name('eta-predictor')} -c model --previous",
          f"""NAME                                   READY   STATUS             RESTARTS
{pod_name('label-printer-gw')}        1/1     Running            0
{pod_name('label-printer-gw')}        0/1     CrashLoopBackOff   14""")

    r.add("k8s_replicaset_name",
          f"rollout stuck, old rs routing-engine-{hexs(10)} still has 3 replicas, new rs routing-engine-{hexs(10)} 0/3",
          f"kubectl describe rs carrier-webhooks-{hexs(9)} -n integrations")

    r.add("k8s_job_pod_name",
          f"cron nightly-rate-sync failed again: job nightly-rate-sync-{epoch() // 60}, pod nightly-rate-sync-{epoch() // 60}-{rnd(K8S, 5)}",
          f"backfill job pod pod-photo-reindex-{rnd(K8S, 5)} stuck in ContainerCreating (pvc attach)",
          f"kubectl delete job vault-db-rotate-{epoch() // 60} -n vault")

    r.add("container_image_digest",
          f"pin dispatch-api to ghcr.io/acme/dispatch-api@sha256:{hexs(64)} (last known good)",
          f"trivy flagged image sha256:{hexs(64)} (base alpine 3.18), rebuild",
          f"prod running {acct}.dkr.ecr.{reg}.amazonaws.com/routing-engine@sha256:{hexs(64)}\nstaging running ...@sha256:{hexs(64)}")

    r.add("git_commit_sha",
          f"regression came in with {hexs(40)} (\"bump pg driver\"), revert is {hexs(40)}",
          f"argocd app synced to revision {hexs(40)}, health Degraded",
          f"git bisect good {hexs(40)}\ngit bisect bad HEAD")

    r.add("git_short_sha",
          f"hotfix {hexs(7)} cherry-picked onto release/2024.11, tag v4.18.2",
          f"image tag dispatch-api:main-{hexs(7)}-{digits(4)} is the one in prod",
          f"reverted {hexs(8)}, it broke the carrier webhook retries")

    r.add("s3_etag",
          f"pod photo upload ETag \"{hexs(32)}\" matches local md5, so no corruption",
          f"multipart etag for the tf state backup: \"{hexs(32)}-{secrets.randbelow(40) + 2}\"")

    r.add("artifact_checksum",
          f"sha256sum terraform_1.9.8_linux_amd64.zip -> {hexs(64)}  matches SHA256SUMS",
          f"helm chart ingress-nginx-4.11.3.tgz digest sha256:{hexs(64)}",
          f"edi-parser.jar md5 {hexs(32)} sha1 {hexs(40)}")

    r.add("runbook_url_uuid",
          f"runbook for PG replica lag: https://runbooks.acme.internal/r/{uid()}",
          f"SES bounce rate alert -> https://wiki.acme.internal/display/OPS/pages/{uid()} (section 'suppression list')")

    r.add("grafana_dashboard_link",
          f"ETA latency dash https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/eta-latency?orgId=1&from=now-6h",
          f"datadog dash for the label printers: https://app.datadoghq.com/dashboard/{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}/label-printers",
          f"grafana panel link https://grafana.acme.internal/d/{rnd(ALNUM + '-', 14)}/k8s-nodes?viewPanel=12")

    r.add("jira_ticket_link",
          f"follow-up: OPS-{digits(4, True)} (rotate argocd admin pw), PLAT-{digits(3, True)} (move sops to kms)",
          f"https://acme.atlassian.net/browse/INC-{digits(3, True)}?focusedCommentId={digits(6, True)}")

    r.add("confluence_page_link",
          f"postmortem draft https://acme.atlassian.net/wiki/spaces/ENG/pages/{digits(10, True)}/2024-10-03+Vault+outage",
          f"DR plan: https://acme.atlassian.net/wiki/x/{rnd(ALNUM, 8)}")

    r.add("google_doc_link",
          f"on-call handoff doc https://docs.google.com/document/d/{gdoc()}/edit",
          f"carrier SLA sheet https://docs.google.com/spreadsheets/d/{gdoc()}/edit#gid={digits(9, True)}",
          f"slides for platform review: https://docs.google.com/presentation/d/{gdoc()}/edit?usp=sharing")

    r.add("terraform_secret_reference",
          "master_password = var.db_password   # passed from TFC workspace var, sensitive",
          "password = data.aws_secretsmanager_secret_version.dispatch_db.secret_string\n(jsondecode it first, dummy)",
          "resource \"random_password\" \"argocd\" { length = 24, special = false }\n-> used as random_password.argocd.result in the helm_release set_sensitive",
          "value = jsondecode(data.aws_secretsmanager_secret_version.ses.secret_string)[\"smtp_password\"]")

    r.add("gha_secret_reference",
          "deploy step: TF_TOKEN_app_terraform_io: ${{ secrets.TFC_TOKEN }}",
          "      - uses: docker/login-action@v3\n        with:\n          registry: ghcr.io\n          username: ${{ github.actor }}\n          password: ${{ secrets.GITHUB_TOKEN }}",
          "need to add DEPLOY_TOKEN + DD_API_KEY as org secrets, ref as ${{ secrets.DEPLOY_TOKEN }} / ${{ secrets.DD_API_KEY }}")

    r.add("op_secret_reference",
          "DATABASE_URL=op://Platform/dispatch-prod-db/connection_string\nthen op run --env-file=.env -- ./bin/migrate",
          "op read \"op://Infra Breakglass/AWS root/one-time password?attribute=otp\"",
          "kubeconfig for prod is in 1p: op://Platform/eks-prod-kubeconfig/kubeconfig.yaml")

    r.add("vault_path_reference",
          "dispatch db creds: vault kv get -field=password secret/data/prod/db  (kv v2, so data/ in the api path)",
          "vault read database/creds/routing-readonly  -> dynamic, 1h ttl",
          "ESO ClusterSecretStore points at secret/data/prod/*, policy is eso-read")

    r.add("env_var_names_only",
          "shipment-alerts needs: SMTP_HOST SMTP_PORT SMTP_USER SMTP_PASS DD_API_KEY SENTRY_DSN — all come from ESO",
          "remember VAULT_TOKEN overrides ~/.vault-token, unset it before vault login",
          "DD_APP_KEY and DD_API_KEY are different things, app key needs the user scope")

    r.add("env_example_blank",
          ".env.example for carrier-portal:\nDATABASE_URL=\nREDIS_URL=\nJWT_SECRET=\nSTRIPE_SECRET_KEY=\nSTRIPE_PUBLISHABLE_KEY=",
          "template:\nAWS_ACCESS_KEY_ID=<your key>\nAWS_SECRET_ACCESS_KEY=<your secret>\nAWS_REGION=us-west-2",
          "SES_SMTP_PASSWORD=changeme   <- placeholder in docker-compose.dev.yml, local mailhog ignores it")

    r.add("kubectl_secrets_listing",
          f"""kubectl get secrets -n argocd
NAME                          TYPE                             DATA   AGE
argocd-initial-admin-secret   Opaque                           1      {secrets.randbelow(300) + 30}d
argocd-secret                 Opaque                           5      {secrets.randbelow(3) + 1}y
repo-{digits(10, True)}             Opaque                           3      {secrets.randbelow(90) + 3}d
regcred                       kubernetes.io/dockerconfigjson   1      {secrets.randbelow(300) + 30}d""",
          f"""kubectl get secret -n tracking
sh.helm.release.v1.tracking.v{secrets.randbelow(90) + 10}   helm.sh/release.v1   1   {secrets.randbelow(20) + 1}d
tracking-db-creds          Opaque               2   {secrets.randbelow(20) + 1}d
tracking-tls               kubernetes.io/tls    2   {secrets.randbelow(80) + 1}d""",
          "kubectl get secret dispatch-db -o jsonpath='{.data}' | jq 'keys'  -> [\"password\",\"username\"]  (just checking keys exist)")

    r.add("sops_encrypted_value",
          f"sops file is fine, value looks like: password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
          f"""sealed secret for staging:
spec:
  encryptedData:
    password: Ag{rnd(B64, 300)}==""")

    r.add("ssh_public_key",
          f"add to bastion authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} oncall@acme-laptop",
          f"deploy key PUBLIC half for fleet-infra (paste in GH): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} flux",
          f"ssh-rsa {ssh_pub('ssh-rsa', 270)} jenkins@legacy")

    r.add("age_recipient",
          f".sops.yaml creation_rules:\n  - path_regex: clusters/prod/.*\n    age: {age_public_key()},{age_public_key()}",
          f"my age recipient (public, share freely): {age_public_key()}")

    r.add("pgp_fingerprint",
          f"release signing key fpr {pgp_fpr()}, on keys.openpgp.org",
          f"EDI partner's pubkey fingerprint {pgp_fpr()} — verify by phone before importing")

    r.add("tls_cert_serial",
          f"ingress cert serial {colon_hex(16)} expires 2025-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)}, cert-manager will renew",
          f"revoked cert serial {hexs(36).upper()} (LE, key compromise drill)")

    r.add("tls_cert_fingerprint",
          f"pin for the carrier API mtls: SHA256 Fingerprint={colon_hex(32)}",
          f"openssl x509 -noout -fingerprint -sha256 -> {colon_hex(32)}\nmatches what the partner sent")

    r.add("ssh_host_fingerprint",
          f"bastion-den host key ED25519 {ssh_fpr()} — if it changes, STOP",
          f"github.com ssh fingerprint check: {ssh_fpr()} (ed25519)")

    r.add("stripe_publishable_key",
          f"carrier portal frontend uses pk_live_51{rnd(ALNUM, 97)} (publishable, fine in the bundle)",
          f"NEXT_PUBLIC_STRIPE_KEY=pk_test_51{rnd(ALNUM, 97)}")

    r.add("datadog_rum_client_token",
          f"RUM for the driver web app: applicationId {uid()}, clientToken pub{hexs(32)} — client token is public by design",
          f"datadogRum.init({{ clientToken: 'pub{hexs(32)}', site: 'datadoghq.com', service: 'carrier-portal' }})")

    r.add("token_rotation_note",
          "rotated the TFC team token today after the laptop swap, old one revoked, new one is only in the TFC_TOKEN org secret",
          "DD api key leaked in a gist screenshot (redacted, but still) -> revoked + reissued, updated ESO source secret prod/datadog-api-key",
          "argocd admin pw reset via argocd account update-password, new one in 1p 'ArgoCD prod', deleted argocd-initial-admin-secret",
          "vault root token revoked after DR test (vault token revoke -self), generate a new one w/ unseal quorum if needed")

    r.add("password_policy_note",
          "RDS master pw rules: 8-41 printable ASCII, no / @ \" or space. random_password needs override_special",
          "SES smtp passwords are derived from the IAM secret via HMAC (v4), so rotating the IAM key breaks the relay",
          "okta policy: 14 char min, 90d expiry for svc accts, no reuse of last 24")

    r.add("aws_request_id",
          f"AccessDenied on PutSecretValue, request id {uid()}, opened case {digits(11, True)}",
          f"cloudtrail eventID {uid()} shows who did DeleteSecret on prod/db-password (it was terraform)")

    r.add("trace_id",
          f"slow ETA call trace_id={hexs(32)} span_id={hexs(16)}",
          f"traceparent: 00-{hexs(32)}-{hexs(16)}-01 <- paste into tempo")

    r.add("pagerduty_incident_ref",
          f"PD incident #{digits(5, True)} ({rnd(UPPER + DIGITS, 14)}) - SES bounce spike, resolved, no customer impact",
          f"PD service id P{rnd(UPPER + DIGITS, 6)} escalation policy P{rnd(UPPER + DIGITS, 6)}")

    r.add("shipment_tracking_number",
          f"customer escalation about UPS {ups()} showing 'label created' for 3 days, our webhook never fired",
          f"test shipments for the carrier sandbox: fedex {digits(12, True)}, usps {digits(4, True)} {digits(4)} {digits(4)} {digits(4)} {digits(4)} {digits(2)}",
          f"PRO# {digits(10, True)} (ODFL) stuck in 'in transit' status in our db")

    r.add("freight_container_number",
          f"ocean import demo uses container {iso6346()}, BOL {rnd(UPPER, 4)}{digits(10)}",
          f"edi 315 parse error on container {iso6346()} — check digit mismatch is on their side")

    r.add("aws_resource_ids",
          f"noisy node {ec2_id('i')} in subnet {ec2_id('subnet')}, sg {ec2_id('sg')}",
          f"ebs {ec2_id('vol')} from the old mongo snapshot {ec2_id('snap')}, delete after 30d",
          f"vpc {ec2_id('vpc')} peering pcx-{hexs(17)} to the analytics acct")

    r.add("eks_kubeconfig_exec",
          f"""prod eks kubeconfig (no static creds, uses aws cli):
clusters:
- cluster:
    certificate-authority-data: {cert_b64()}
    server: https://{hexs(32).upper()}.gr7.{reg}.eks.amazonaws.com
  name: eks-prod
users:
- name: eks-prod
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      command: aws
      args: [eks, get-token, --cluster-name, eks-prod]""",
          f"aws eks update-kubeconfig --name eks-staging --region {reg} --role-arn arn:aws:iam::{acct}:role/platform-admin")

    r.add("tfc_workspace_run_ids",
          f"TFC run run-{rnd(ALNUM, 16)} errored on ws-{rnd(ALNUM, 16)} (prod-network), state lock id {uid()}",
          f"terraform force-unlock {uid()}  # lock held by the cancelled run")

    r.add("npm_integrity_hash",
          f"package-lock diff: \"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\" changed for axios, check it",
          f"yarn.lock integrity sha512-{b64(secrets.token_bytes(64))} for @acme/ui-kit 3.2.1")

    r.add("go_sum_hash",
          f"go.sum conflict: github.com/hashicorp/vault/api v1.14.0 h1:{b64(secrets.token_bytes(32))}",
          f"module proxy says h1:{b64(secrets.token_bytes(32))} for acme/edi v0.9.3, local differs -> GOFLAGS=-mod=mod")

    r.add("jwks_public_key",
          f"carrier portal jwks (public): {{\"kty\":\"RSA\",\"kid\":\"{rnd(URLSAFE, 43)}\",\"use\":\"sig\",\"alg\":\"RS256\",\"e\":\"AQAB\",\"n\":\"{b64u_bytes(256)}\"}}",
          f"eks oidc issuer https://oidc.eks.{reg}.amazonaws.com/id/{hexs(32).upper()} thumbprint {hexs(40)}")

    r.add("oidc_client_id",
          f"argocd sso: okta client id 0oa{rnd(ALNUM, 17)}, secret lives in argocd-secret key oidc.okta.clientSecret",
          f"grafana generic_oauth client_id = {uid()} (azure app reg), client_secret = $__file{{/etc/secrets/oauth}}")

    r.add("github_app_ids",
          f"renovate github app: app id {digits(6, True)}, installation {digits(8, True)}, private key in vault at secret/data/ci/renovate",
          f"GH app client id Iv1.{hexs(16)} for the deploy bot (client id is not secret)")

    r.add("slack_channel_ids",
          f"alertmanager routes to C0{rnd(UPPER + DIGITS, 9)} (#alerts-prod) and C0{rnd(UPPER + DIGITS, 9)} (#alerts-staging)",
          f"the convo about the sops migration: https://acme.slack.com/archives/C0{rnd(UPPER + DIGITS, 9)}/p{epoch()}{digits(6)}")

    r.add("aws_account_org_ids",
          f"accts: mgmt {aws_account()}, prod {aws_account()}, staging {aws_account()}, log-archive {aws_account()}\norg id o-{rnd(LOWER + DIGITS, 10)}",
          f"SCP attached to ou-{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 8)} (workloads)")

    r.add("ip_and_hostnames",
          f"onprem cp nodes {ip10()}, {ip10()}, {ip10()}; vip 10.60.0.10; nat egress 203.0.113.{secrets.randbelow(250) + 1}",
          f"relay-01.acme.internal ({ip10()}) is the postfix box, relay-02 is {ip10()} standby",
          f"scanner AP mac {mac()} keeps roaming to the wrong controller")

    r.add("version_strings",
          f"prod: eks 1.29 (platform eks.{secrets.randbelow(12) + 1}), karpenter v0.37.{secrets.randbelow(5)}, argocd v2.12.{secrets.randbelow(6)}+{hexs(7)}",
          f"vault 1.17.{secrets.randbelow(7)}+ent, consul 1.19.{secrets.randbelow(3)}, node AMI amazon-eks-node-1.29-v2024{secrets.randbelow(2) + 10}{secrets.randbelow(20) + 10}")

    r.add("yubikey_serial",
          f"my yubikeys: primary serial {digits(8, True)}, backup {digits(8, True)} (backup in the office safe)",
          f"IT asset tag LT-{digits(5, True)}, serial C02{rnd(UPPER + DIGITS, 9)}")

    r.add("vendor_invoice_number",
          f"datadog invoice INV-{digits(8, True)} is 18% over, ask about the custom metrics",
          f"AWS invoice {digits(10, True)} / billing period Oct; PO {digits(7, True)} for the EDP commit")

    r.add("kubectl_create_secret_cmd",
          "kubectl create secret generic ses-smtp -n notify --from-literal=password=\"$(op read op://Platform/ses-smtp/password)\" --dry-run=client -o yaml | kubeseal > ses-sealed.yaml",
          "kubectl create secret docker-registry regcred --docker-server=harbor.acme.internal --docker-username=robot$k8s-puller --docker-password=\"$HARBOR_ROBOT_SECRET\"",
          "kubectl create secret tls tracking-tls --cert=tls.crt --key=tls.key  (files on my laptop in ~/certs/tracking/, delete after)")

    r.add("external_secret_manifest",
          """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: dispatch-db
spec:
  secretStoreRef: {name: aws-sm, kind: ClusterSecretStore}
  data:
    - secretKey: password
      remoteRef: {key: prod/db-password, property: password}""",
          "ESO refreshInterval 1h, so after rotating prod/smtp/ses either wait or annotate force-sync=$(date +%s)")

    r.add("pgpass_template",
          "pgpass format reminder: hostname:port:database:username:password, * wildcards ok, file must be 0600",
          "PGPASSFILE=~/.pgpass.prod psql -h replica-1.db.acme.internal -U readonly dispatch  (file has the pw, not this note)")

    r.add("k8s_resource_uid",
          f"ownerReferences uid {uid()} points at a deleted rs, that's why the pods are orphaned",
          f"pvc data-kafka-0 volumeName pvc-{uid()} (gp3, 500Gi)")

    r.add("conference_bridge_number",
          f"incident bridge: +1 720 555 0{digits(3)}, or zoom https://acme.zoom.us/j/{digits(11, True)}",
          f"carrier ops NOC hotline 1-800-555-0{digits(3)}, acct # on their side is {rnd(UPPER, 3)}-{digits(6)}")

    r.add("office_address_codes",
          f"Denver office: 1700 Wynkoop St, Denver, CO 80202. DC: 4800 Ivy St, Commerce City CO 80022, dock door {secrets.randbelow(20) + 1}",
          f"colo cage id DEN2:01:{digits(6)}:{rnd(UPPER, 2)}{digits(2)}, cross-connect order {rnd(UPPER, 1)}-{digits(7)}")

    r.add("coupon_promo_code",
          f"carrier portal promo for pilot customers: FREIGHT{digits(2)}-{rnd(UPPER + DIGITS, 6)} (marketing owns it, 20% off)",
          f"re:Invent discount code RNV{rnd(UPPER + DIGITS, 8)} expired")

    r.add("cert_manager_status",
          f"certificate tracking-tls Ready=True, secretName tracking-tls, revision {secrets.randbelow(20) + 1}, renew at 2025-0{secrets.randbelow(9) + 1}-0{secrets.randbelow(9) + 1}",
          f"acme challenge token in the http-01 path /.well-known/acme-challenge/{b64u_bytes(32)} returned 404 — ingress class issue")
    return r


def main() -> None:
    write_corpora("make_heldout150.py", [
        ("heldout150_credentials.yaml", credentials(), "batch 150 (Denver logistics-SaaS platform engineer's on-call notes), written blind; every value synthetic"),
        ("heldout150_lookalikes.yaml", lookalikes(), "batch 150 look-alikes: secret ARNs, k8s hashes, digests, SHAs, secret references, public keys, fingerprints, rotation notes, written blind"),
    ])


if __name__ == "__main__":
    main()
