# ruff: noqa: E501
"""Writes heldout166_credentials.yaml and heldout166_lookalikes.yaml: held-out batch 166.

Persona: a freelance DevOps consultant juggling three client engagements (Halyard Freight on
EKS, Brightwell Clinics on AKS/GKE, Ostrander Capital on-prem k8s with Vault). Terse English,
shorthand, lots of pasted kubeconfig, shell, Terraform, .pgpass and .env fragments. Holds
kubeconfig users, registry tokens, Vault unseal keys, age keys, SMTP relay creds and 2FA codes,
next to a great many ARNs, digests, hashes, pod names and references to secrets.

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
    iban,
    jwt,
    kube_key_data,
    luhn,
    mac,
    openssh_private,
    pem,
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

WORDS = ["harbor", "copper", "lantern", "orbit", "thistle", "granite", "velvet", "cactus", "ember",
         "walnut", "signal", "meadow", "falcon", "pepper", "quartz", "river", "saddle", "tundra",
         "violet", "zephyr", "anchor", "bramble", "cobalt", "drift", "fennel", "glacier"]
BIP39 = ["abandon", "ability", "absorb", "access", "actor", "adapt", "advice", "agent", "alarm",
         "album", "alley", "anchor", "apple", "arena", "artist", "august", "autumn", "bacon",
         "badge", "bamboo", "banner", "barrel", "basket", "beach", "believe", "bicycle", "blanket",
         "bronze", "cabin", "camera", "canal", "carbon", "castle", "cattle", "cereal", "chalk"]
REGIONS = ["eu-west-1", "eu-central-1", "us-east-1", "us-west-2", "eu-north-1"]
K8S = "bcdfghjklmnpqrstvwxz2456789"


# --- credential shapes -----------------------------------------------------------------------

def gcp_pk() -> str:
    return pem("PRIVATE KEY", 5).replace("\n", "\\n")


def dockercfg() -> str:
    auths = {"auths": {"harbor.brightwell.example": {"username": "robot$pull", "password": harbor_robot()}}}
    return b64(json.dumps(auths).encode())


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def gh_fine() -> str:
    return "github_pat_11" + rnd(UPPER + DIGITS, 20) + "_" + rnd(ALNUM, 59)


def tfc_token() -> str:
    return rnd(ALNUM, 14) + ".atlasv1." + rnd(ALNUM, 67)


def hvs() -> str:
    return "hvs." + rnd(ALNUM, 24)


def unseal() -> str:
    return b64(secrets.token_bytes(33))


def dckr() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def sa_token(ns: str, sa: str) -> str:
    return jwt({"iss": "kubernetes/serviceaccount",
                "kubernetes.io/serviceaccount/namespace": ns,
                "kubernetes.io/serviceaccount/service-account.name": sa,
                "kubernetes.io/serviceaccount/service-account.uid": uid(),
                "sub": f"system:serviceaccount:{ns}:{sa}"},
               alg="RS256", signature=rnd(URLSAFE, 342))


def ses_smtp() -> str:
    return "B" + rnd(B64, 43)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def azure_secret() -> str:
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "~._-", 34)


def tskey() -> str:
    return f"tskey-auth-k{rnd(ALNUM, 11)}CNTRL-{rnd(ALNUM, 33)}"


def dop() -> str:
    return "dop_v1_" + hexs(64)


def glsa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def npm_tok() -> str:
    return "npm_" + rnd(ALNUM, 36)


def harbor_robot() -> str:
    return rnd(ALNUM, 32)


def quay_robot() -> str:
    return rnd(UPPER + DIGITS, 64)


def stripe_sk() -> str:
    return "sk_live_51" + rnd(ALNUM, 97)


def whsec() -> str:
    return "whsec_" + rnd(ALNUM, 32)


def django_key() -> str:
    return rnd(LOWER + DIGITS + "!@#$%^&*(-_=+)", 50)


def pw_simple() -> str:
    return pick(f"{pick('Tugboat', 'Kestrel', 'Ledger', 'Pylon', 'Winch')}{digits(2)}{pick('!', '#', '$', '%')}{pick('north', 'dock', 'crane', 'quay')}",
                rnd(ALNUM, 24), rnd(ALNUM + "-_.", 18), pw())


# --- look-alike shapes -----------------------------------------------------------------------

def region() -> str:
    return pick(*REGIONS)


def sm_arn(name: str) -> str:
    return f"arn:aws:secretsmanager:{region()}:{aws_account()}:secret:{name}-{rnd(ALNUM, 6)}"


def kms_arn() -> str:
    return f"arn:aws:kms:{region()}:{aws_account()}:key/{uid()}"


def digest() -> str:
    return "sha256:" + hexs(64)


def sha() -> str:
    return hexs(40)


def fp() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def tf_id(prefix: str) -> str:
    return f"{prefix}-{rnd(ALNUM, 16)}"


def rs_name(name: str) -> str:
    return f"{name}-{rnd(K8S, 10)}"


def sealed() -> str:
    return "AgB" + rnd(B64, 380)


def sops_enc() -> str:
    return f"ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]"


def ansible_vault_blob() -> str:
    body = hexs(80 * 5)
    return "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(body[i:i + 80] for i in range(0, len(body), 80))


def cert_b64() -> str:
    return b64((pem("CERTIFICATE", 6) + "\n").encode())


def ec2_id(prefix: str) -> str:
    return f"{prefix}-0{hexs(16)}"


def credentials() -> Rows:
    r = Rows()

    r.add("kubeconfig_client_key_data",
          f"""halyard eks break-glass user (not the IAM one), kubeconfig snippet:
users:
- name: halyard-admin
  user:
    client-certificate-data: {cert_b64()[:120]}...
    client-key-data: {kube_key_data()}""",
          f"ostrander onprem cluster, my user. paste into ~/.kube/ostrander.yaml if laptop dies\n  client-key-data: {kube_key_data()}",
          f"key data for k3s lab @ lab.ostrander.test → {kube_key_data()}")

    r.add("kube_bearer_token",
          f"""brightwell ci deployer sa token (long-lived, they insist...)
users:
- name: ci-deployer
  user:
    token: {sa_token('ci', 'deployer')}""",
          f"kubectl --server https://api.k8s.halyard.internal:6443 --token {sa_token('kube-system', 'ops-readonly')} get nodes",
          f"argocd cluster secret for ostrander-prod, bearerToken={sa_token('argocd', 'argocd-manager')}")

    r.add("pgpass_line",
          f"~/.pgpass on jump box for halyard:\npg-prod.halyard.internal:5432:tms:tms_owner:{pw_simple()}\npg-prod.halyard.internal:5432:*:readonly:{pw_simple()}",
          f"brightwell reporting db pgpass -> db-rpt.brightwell.example:5432:reports:metabase:{pw_simple()}",
          f"add to .pgpass (chmod 600 or psql ignores it!!)\n10.40.2.11:6432:ledger:ledger_app:{pw_simple()}")

    r.add("age_secret_key",
          f"sops age key for ostrander infra repo. keys.txt:\n# created: 2024-11-02T10:14:55Z\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"halyard sops identity {age_secret_key()}",
          f"export SOPS_AGE_KEY={age_secret_key()}  # brightwell staging only")

    r.add("smtp_relay_password",
          f"brightwell smtp relay (SES, eu-west-1)\nuser {aws_key_id()}\npass {ses_smtp()}\nhost email-smtp.eu-west-1.amazonaws.com:587",
          f"""postfix sasl_passwd on mail relay halyard:
[smtp.relay.halyard.internal]:587 alerts@halyard.example:{pw_simple()}""",
          f"mailgun smtp for ostrander alertmanager: postmaster@mg.ostrander.test / {rnd(HEX_, 32)}-{hexs(8)}-{hexs(8)}",
          f"alertmanager.yml\n  smtp_smarthost: smtp.acme.example:587\n  smtp_auth_username: noreply@acme.example\n  smtp_auth_password: '{pw_simple()}'")

    r.add("container_registry_token",
          f"docker hub pat (my acct, pull only) {dckr()}",
          f"echo {dckr()} | docker login -u halyardops --password-stdin",
          f"harbor robot for brightwell ci:\nuser: robot$brightwell+ci-push\nsecret: {harbor_robot()}",
          f"quay robot ostrander+builder token {quay_robot()}")

    r.add("gitlab_registry_deploy_token",
          f"gitlab deploy token brightwell registry: gitlab+deploy-token-{digits(6, True)} / {rnd(URLSAFE, 20)}",
          f"registry.gitlab.acme.example login ci -> {glpat()} (scopes read_registry,write_registry)")

    r.add("terraform_cloud_token",
          f"TFC team token halyard-platform: {tfc_token()}",
          f"""~/.terraform.d/credentials.tfrc.json for ostrander
{{
  "credentials": {{
    "app.terraform.io": {{ "token": "{tfc_token()}" }}
  }}
}}""",
          f"export TF_TOKEN_app_terraform_io={tfc_token()}")

    r.add("vault_unseal_key",
          f"ostrander vault unseal shares (3 of 5), I hold 2:\nUnseal Key 2: {unseal()}\nUnseal Key 4: {unseal()}",
          f"lab vault (dev box) unseal -> {unseal()}",
          f"vault operator unseal {unseal()}   # halyard dr cluster, my share")

    r.add("vault_root_token",
          f"Initial Root Token: {hvs()}  -- ostrander, REVOKE after bootstrap!!",
          f"VAULT_ADDR=https://vault.ostrander.test:8200 VAULT_TOKEN={hvs()} vault secrets list",
          f"halyard vault root (regenerated w/ generate-root on tue): {hvs()}")

    r.add("vault_approle_secret_id",
          f"approle for jenkins @ ostrander\nrole_id  {uid()}\nsecret_id {uid()}",
          f"vault write auth/approle/login role_id={uid()} secret_id={uid()}")

    r.add("github_pat",
          f"gh classic pat for brightwell org (repo, workflow) {ghp()} exp 90d",
          f"fine grained pat, halyard/infra only: {gh_fine()}",
          f"git clone https://x-access-token:{ghp()}@github.com/ostrander-cap/platform.git",
          f"GH_TOKEN={gh_fine()} gh pr list -R halyard/terraform-aws")

    r.add("postgres_connection_string",
          f"DATABASE_URL=postgres://tms_app:{rnd(ALNUM, 22)}@pg-prod.halyard.internal:5432/tms?sslmode=require",
          f"brightwell flyway: jdbc:postgresql://db01.brightwell.example:5432/emr?user=flyway&password={pw_simple()}",
          f"psql 'host=10.40.2.11 port=6432 dbname=ledger user=ledger_ro password={rnd(ALNUM, 20)}'")

    r.add("redis_connection_string",
          f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@cache.halyard.internal:6380/0",
          f"sidekiq redis brightwell -> redis://:{rnd(ALNUM, 28)}@redis-master.brightwell.svc:6379/2",
          f"redis-cli -h redis.ostrander.test -a '{pw_simple()}' --tls info replication")

    r.add("github_2fa_recovery_codes",
          f"github recovery codes (my personal acct, used by all 3 clients):\n{recovery_codes(8, 'github')}",
          f"halyard GH org owner acct recovery\n{recovery_codes(6, 'github')}")

    r.add("aws_root_mfa_recovery",
          f"brightwell aws root mfa totp seed (virtual device, i'm the backup holder): {totp_seed()}",
          f"otpauth://totp/AWS:root@halyard.example?secret={totp_seed()}&issuer=AWS")

    r.add("tfc_2fa_recovery_codes",
          f"terraform cloud recovery codes\n{recovery_codes(5, 'alnum')}",
          f"hcp portal backup codes ostrander: {recovery_codes(6, 'digits')}")

    r.add("bastion_ssh_private_key",
          f"halyard bastion key (ec2-user@bastion.halyard.internal), they sent it over slack smh\n{openssh_private()}",
          f"ostrander jump host id_ed25519 – keep offline copy\n{openssh_private()}",
          f"brightwell legacy bastion rsa key:\n{pem('RSA PRIVATE KEY', 8)}")

    r.add("aws_access_key_pair",
          f"halyard terraform iam user\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 ls s3://halyard-tfstate",
          f"brightwell backup user keys {aws_key_id()} / {aws_secret()} (s3 put only)")

    r.add("azure_sp_client_secret",
          f"brightwell AKS SP\nARM_CLIENT_ID={uid()}\nARM_CLIENT_SECRET={azure_secret()}\nARM_TENANT_ID={uid()}",
          f"az login --service-principal -u {uid()} -p '{azure_secret()}' --tenant {uid()}",
          f"new secret for grafana-aad app reg (expires 2026-06): {azure_secret()}")

    r.add("gcp_service_account_key",
          f"""brightwell gke sa json (trimmed):
{{"type": "service_account", "project_id": "brightwell-prod-4411", "private_key_id": "{hexs(40)}",
 "private_key": "{gcp_pk()}",
 "client_email": "tf-runner@brightwell-prod-4411.iam.gserviceaccount.com"}}""",
          f"gcp sa key for velero (ostrander DR bucket) private_key:\n{pem('PRIVATE KEY', 6)}")

    r.add("ansible_vault_password",
          f"ostrander ansible vault pass: {phrase_words(5, '-')}",
          f"echo '{pw_simple()}' > ~/.ansible/halyard_vault_pass && chmod 600 ~/.ansible/halyard_vault_pass")

    r.add("restic_repo_password",
          f"restic backups (my own laptop + client notes) RESTIC_PASSWORD={phrase_words(6, ' ')}",
          f"export RESTIC_REPOSITORY=s3:s3.eu-central-1.amazonaws.com/ostrander-restic\nexport RESTIC_PASSWORD='{rnd(ALNUM, 32)}'")

    r.add("wireguard_private_key",
          f"""wg0.conf client halyard vpn
[Interface]
PrivateKey = {wg_key()}
Address = 10.99.0.14/32
[Peer]
PublicKey = {wg_key()}
Endpoint = vpn.halyard.example:51820""",
          f"my wg privkey for ostrander site-to-site test {wg_key()}")

    r.add("tailscale_auth_key",
          f"ts auth key for brightwell subnet router (reusable, ephemeral off): {tskey()}",
          f"tailscale up --authkey={tskey()} --advertise-routes=10.20.0.0/16",
          f"TS_AUTHKEY={tskey()} for the halyard exit node container")

    r.add("k8s_secret_manifest_data",
          f"""ostrander db secret, applied manually (not in git!)
apiVersion: v1
kind: Secret
metadata:
  name: ledger-db
type: Opaque
data:
  username: {b64(b'ledger_app')}
  password: {b64(rnd(ALNUM, 24).encode())}""",
          f"""stringData version for brightwell:
stringData:
  POSTGRES_PASSWORD: "{pw_simple()}"
  REDIS_PASSWORD: "{rnd(ALNUM, 26)}\"""",
          f"kubectl -n tms create secret generic tms-api --from-literal=JWT_SECRET={rnd(ALNUM, 48)}")

    r.add("grafana_service_account_token",
          f"grafana sa token for dashboard sync (halyard) {glsa()}",
          f"GRAFANA_AUTH={glsa()} grizzly apply dashboards/")

    r.add("grafana_admin_password",
          f"grafana admin brightwell — admin / {pw_simple()}",
          f"helm upgrade kps prometheus-community/kube-prometheus-stack --set grafana.adminPassword='{pw_simple()}' -n monitoring")

    r.add("argocd_admin_password",
          f"argocd initial admin pw (ostrander) {rnd(ALNUM + '-', 16)} → change after sso",
          f"argocd login argocd.halyard.internal --username admin --password {pw_simple()} --grpc-web")

    r.add("digitalocean_api_token",
          f"DO token for my personal lab {dop()}",
          f"doctl auth init -t {dop()}",
          f"DIGITALOCEAN_TOKEN  {dop()}\n(ostrander staging droplets, scope rw)")

    r.add("hetzner_api_token",
          f"hcloud token (ostrander dev project): {rnd(ALNUM, 64)}",
          f"HCLOUD_TOKEN={rnd(ALNUM, 64)} terraform plan")

    r.add("cloudflare_api_token",
          f"cf api token zone:dns:edit for brightwell.example -> {rnd(URLSAFE, 40)}",
          f"external-dns cf token halyard {rnd(URLSAFE, 40)} (only halyard.example zone)")

    r.add("datadog_api_key",
          f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}\n(halyard, eu1 site)",
          f"datadog agent helm: --set datadog.apiKey={hexs(32)}")

    r.add("pagerduty_routing_key",
          f"pagerduty events v2 integration key for ostrander alertmanager routing_key: {hexs(32)}",
          f"PD REST api key (brightwell) u+{rnd(URLSAFE, 18)}")

    r.add("slack_webhook_url",
          f"slack webhook #halyard-alerts https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
          f"alertmanager slack_api_url: 'https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}'")

    r.add("npm_publish_token",
          f"//registry.npmjs.org/:_authToken={npm_tok()}",
          f"brightwell private npm (verdaccio) .npmrc:\n//npm.brightwell.example/:_authToken=\"{b64(secrets.token_bytes(24))}\"")

    r.add("pypi_api_token",
          f"pypi token for ostrander-internal-tools upload: pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 150)}",
          f"twine upload -u __token__ -p pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 140)} dist/*")

    r.add("mongodb_connection_string",
          f"atlas conn halyard tracking svc mongodb+srv://tracking:{rnd(ALNUM, 18)}@cluster0.{rnd(LOWER + DIGITS, 5)}.mongodb.net/tracking?retryWrites=true",
          f"MONGO_URI=mongodb://root:{pw_simple()}@mongo-0.mongo.brightwell.svc:27017/admin?replicaSet=rs0")

    r.add("rabbitmq_amqp_url",
          f"amqps://ledger:{rnd(ALNUM, 20)}@mq.ostrander.test:5671/prod",
          f"rabbit mgmt ui brightwell: admin\n{pw_simple()}")

    r.add("mysql_root_password",
          f"legacy mysql on halyard-wms-01 root pw {pw_simple()} (yes, root, yes, from app 🙄)",
          f"mysql -h wms-db.halyard.internal -u root -p'{rnd(ALNUM + '#!', 16)}' -e 'show slave status\\G'")

    r.add("elasticsearch_api_key",
          f"ES api key for fluent-bit (brightwell) id:key -> {rnd(URLSAFE, 20)}:{rnd(URLSAFE, 22)}\nencoded: {b64((rnd(URLSAFE, 20) + ':' + rnd(URLSAFE, 22)).encode())}",
          f"elastic superuser ostrander: elastic / {rnd(ALNUM, 20)}")

    r.add("minio_root_credentials",
          f"minio (ostrander backup target)\nMINIO_ROOT_USER=minioadmin-ost\nMINIO_ROOT_PASSWORD={rnd(ALNUM, 40)}",
          f"mc alias set ostbk https://minio.ostrander.test {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM, 40)}")

    r.add("stripe_secret_key",
          f"brightwell billing svc needs STRIPE_SECRET_KEY in the k8s secret: {stripe_sk()}",
          f"stripe key (live!) for patient payments, put in vault at kv/billing: {stripe_sk()}")

    r.add("webhook_signing_secret",
          f"stripe webhook signing secret {whsec()}",
          f"github webhook secret for atlantis (halyard): {rnd(ALNUM, 40)}")

    r.add("django_secret_key",
          f"brightwell portal SECRET_KEY='{django_key()}'",
          f"prod settings override ostrander: DJANGO_SECRET_KEY={django_key()}")

    r.add("jwt_signing_secret",
          f"tms api JWT_SECRET (HS256) = {b64u_bytes(48)}",
          f"brightwell auth svc signing secret: {hexs(64)}")

    r.add("basic_auth_header",
          f"curl -H 'Authorization: Basic {basic('promuser', rnd(ALNUM, 18))}' https://prom.halyard.internal/api/v1/targets",
          f"nginx basic auth for kibana (ostrander) kibana-ro:{pw_simple()}")

    r.add("jenkins_api_token",
          f"jenkins api token (me@ostrander) 11{hexs(32)}",
          f"curl -u nick:11{hexs(32)} https://jenkins.ostrander.test/job/ledger/build")

    r.add("consul_acl_token",
          f"consul bootstrap token halyard legacy dc: SecretID {uid()}",
          f"CONSUL_HTTP_TOKEN={uid()} consul members")

    r.add("helm_repo_password",
          f"helm repo add ostrander-charts https://charts.ostrander.test --username ci --password {rnd(ALNUM, 24)}",
          f"chartmuseum creds brightwell: ci-push / {pw_simple()}")

    r.add("cloud_billing_card",
          f"company card for client cloud accts (recharged monthly): {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"amex for hetzner + DO: {luhn('37', 15)}  {card_expiry()}  cid {digits(4)}")

    r.add("coworking_door_code",
          f"cowork space door code {digits(6)}#, alarm {digits(4)} if last out",
          f"halyard office (wed onsite): side door keypad {digits(4)}*, badge at reception")

    r.add("password_manager_master",
          f"1pw emergency kit — master pw: {phrase_words(5, '-')}",
          f"keepass db for ostrander (they don't allow 1pw): master {phrase_words(4, ' ')} {digits(2)}")

    r.add("laptop_disk_passphrase",
          f"luks passphrase work laptop: {phrase_words(6, ' ')}",
          f"ostrander-issued laptop bitlocker PIN {digits(8)}")

    r.add("crypto_wallet_seed",
          f"eth wallet for the one client who pays in usdc (don't ask):\n{phrase(BIP39, 12)}",
          f"ledger backup words (hw wallet, consulting acct) {phrase(BIP39, 24)}")

    r.add("docker_config_auth",
          f"""~/.docker/config.json on build vm (halyard):
{{"auths": {{"ghcr.io": {{"auth": "{basic('halyard-bot', ghp())}"}}}}}}""",
          f"imagePullSecret .dockerconfigjson for brightwell harbor: {dockercfg()}",
          f"registry.ostrander.test auth b64 {basic('ci', rnd(ALNUM, 20))}")

    r.add("session_cookie",
          f"argocd.token cookie (for scripting the ui api, expires 24h): {jwt({'iss': 'argocd', 'sub': 'admin', 'exp': epoch() + 86400, 'iat': epoch(), 'jti': uid()})}",
          f"grafana_session={hexs(32)}  — needed to reproduce the dashboard bug w/ their support",
          f"curl -b 'JSESSIONID={hexs(32).upper()}' https://jenkins.ostrander.test/crumbIssuer/api/json")

    r.add("gitlab_runner_token",
          f"gitlab runner auth token brightwell k8s executor: glrt-{rnd(URLSAFE, 20)}",
          f"gitlab-runner register --url https://gitlab.acme.example --token glrt-{rnd(URLSAFE, 20)} --executor kubernetes")

    r.add("ssh_key_passphrase",
          f"passphrase for ~/.ssh/id_ostrander: {phrase_words(4, '.')}",
          f"halyard bastion key is encrypted, pass = {pw_simple()}")

    r.add("client_office_wifi",
          f"halyard office wifi HF-Guest / {phrase_words(3, '')}{digits(2)}",
          f"ostrander corp wifi (eap): user contractor-nick pw {pw_simple()}")

    r.add("kubeconfig_oidc_refresh_token",
          f"""brightwell kubelogin cached creds, copied for the ci box
      - --oidc-issuer-url=https://login.brightwell.example/realms/ops
      - --oidc-client-id=kubectl
      - --oidc-client-secret={rnd(ALNUM, 32)}""",
          f"idp-refresh-token: {jwt({'typ': 'Refresh', 'azp': 'kubectl', 'sub': uid(), 'sid': uid()}, alg='HS512')}")

    r.add("sentry_auth_token",
          f"sentry-cli auth token (release upload, brightwell) sntryu_{hexs(64)}",
          f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}")

    r.add("client_vpn_psk",
          f"ipsec psk halyard<->dc2: {rnd(ALNUM, 32)}",
          f"strongswan ipsec.secrets ostrander\n203.0.113.10 198.51.100.4 : PSK \"{rnd(ALNUM + '!@', 28)}\"")

    return r


def phrase_words(n: int, sep: str) -> str:
    return sep.join(secrets.choice(WORDS) for _ in range(n))


def phrase(vocabulary: list[str], n: int, sep: str = " ") -> str:
    return sep.join(secrets.choice(vocabulary) for _ in range(n))


HEX_ = "0123456789abcdef"


def lookalikes() -> Rows:
    r = Rows()
    acct = aws_account

    r.add("secretsmanager_secret_arn",
          f"halyard tms db creds live in {sm_arn('prod/tms/db')} — ESO pulls it, don't copy value out",
          f"""external-secrets remoteRef:
  remoteRef:
    key: {sm_arn('brightwell/prod/smtp')}
    property: password""",
          f"rotation lambda attached to {sm_arn('ostrander/ledger/app')} every 30d",
          f"aws secretsmanager get-secret-value --secret-id {sm_arn('halyard/grafana/admin')} --query VersionId")

    r.add("kms_key_arn",
          f"sops creation_rules kms: {kms_arn()}",
          f"eks secrets encryption key (envelope) {kms_arn()}\nkey policy allows only terraform role",
          f"S3 bucket halyard-tfstate SSE-KMS → {kms_arn()}")

    r.add("kms_alias_and_grant",
          f"alias/halyard-ebs -> arn:aws:kms:eu-west-1:{acct()}:alias/halyard-ebs, grant id {hexs(64)}",
          f"kms grant token? no, just the grant id: {hexs(64)} (brightwell backup role)")

    r.add("iam_role_arn",
          f"IRSA for external-dns: eks.amazonaws.com/role-arn: arn:aws:iam::{acct()}:role/halyard-external-dns",
          f"assume role for tf: arn:aws:iam::{acct()}:role/OrganizationAccountAccessRole (session name nick-{digits(6)})",
          f"gh actions oidc role arn:aws:iam::{acct()}:role/gha-deploy-brightwell, trust sub repo:brightwell/*:ref:refs/heads/main")

    r.add("acm_certificate_arn",
          f"alb ingress annotation cert arn: arn:aws:acm:{region()}:{acct()}:certificate/{uid()}",
          f"cert for *.halyard.example renewed, arn:aws:acm:us-east-1:{acct()}:certificate/{uid()} (cloudfront needs us-east-1!)")

    r.add("ssm_parameter_reference",
          "tms reads DB pass from SSM /halyard/prod/tms/DB_PASSWORD (SecureString, kms alias/halyard-ssm)",
          f"arn:aws:ssm:{region()}:{acct()}:parameter/brightwell/prod/api/stripe_key  <- ecs taskdef valueFrom")

    r.add("k8s_pod_name",
          f"crashlooping: {pod_name('tms-api')} and {pod_name('tms-worker')} (OOMKilled, limit 512Mi)",
          f"kubectl -n ledger logs {pod_name('ledger-gateway')} -c envoy --since=10m",
          f"exec into {pod_name('metabase')} to check jvm heap",
          f"""NAME                              READY   STATUS    RESTARTS
{pod_name('ingress-nginx-controller')}   1/1     Running   0
{pod_name('cert-manager')}   1/1     Running   2
{pod_name('external-secrets')}   1/1     Running   0""")

    r.add("replicaset_name",
          f"old rs {rs_name('tms-api')} still has 1 replica, scale to 0 after verify",
          f"rollout stuck, new RS {rs_name('emr-portal')} waiting on readiness; previous {rs_name('emr-portal')}")

    r.add("statefulset_and_job_names",
          f"backup cronjob run pg-backup-{digits(8, True)}-{rnd(K8S, 5)} failed, pod pg-backup-{digits(8, True)}-{rnd(K8S, 5)}",
          f"redis-master-0, redis-replicas-{secrets.randbelow(3)} ok; job db-migrate-{hexs(7)} completed")

    r.add("container_id",
          f"container id containerd://{hexs(64)} restarted 14x",
          f"crictl inspect {hexs(13)} → image ref {digest()}")

    r.add("image_digest",
          f"pin tms-api to ghcr.io/halyard/tms-api@{digest()}",
          f"FROM python:3.12-slim@{digest()}\n# renovate manages the digest, don't hand edit",
          f"trivy clean for registry.brightwell.example/emr/portal@{digest()}",
          f"cosign verify ok, digest {digest()} signed by gha workflow")

    r.add("git_commit_sha",
          f"deployed ledger @ {sha()} (tag v2.14.3), rollback target {sha()[:12]}",
          f"revert {sha()} — broke helm values for staging",
          f"argocd app ostrander-platform synced to rev {sha()}")

    r.add("content_hash",
          f"sha256sum of velero backup tarball: {hexs(64)}  halyard-2025-03-01.tar.gz",
          f"checksum annotation on deploy: checksum/config: {hexs(64)}",
          f"md5 of tfstate before surgery {hexs(32)}, after {hexs(32)}")

    r.add("terraform_lock_hashes",
          f""".terraform.lock.hcl
provider "registry.terraform.io/hashicorp/aws" {{
  version = "5.82.2"
  hashes = [
    "h1:{b64(secrets.token_bytes(32))}",
    "zh:{hexs(64)}",
    "zh:{hexs(64)}",
  ]
}}""",
          f"lock file conflict again, h1:{b64(secrets.token_bytes(32))} missing for darwin_arm64 → terraform providers lock -platform=darwin_arm64")

    r.add("package_integrity_hash",
          f"package-lock: \"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
          f"pip install --require-hashes: ansible-core==2.17.7 --hash=sha256:{hexs(64)}",
          f"go.sum: github.com/hashicorp/vault/api v1.15.0 h1:{b64(secrets.token_bytes(32))}")

    r.add("uuid_in_url",
          f"grafana dash: https://grafana.halyard.internal/d/{rnd(ALNUM, 9)}/tms-latency?orgId=1&var-pod=All",
          f"azure portal link brightwell rg: https://portal.azure.com/#@brightwell.example/resource/subscriptions/{uid()}/resourceGroups/rg-aks-prod/overview",
          f"tfc run https://app.terraform.io/app/ostrander/workspaces/ledger-prod/runs/{tf_id('run')}",
          f"jira attachment https://acme.atlassian.example/secure/attachment/{digits(6)}/{uid()}.png")

    r.add("age_public_key",
          f""".sops.yaml (ostrander)
creation_rules:
  - path_regex: secrets/prod/.*
    age: >-
      {age_public_key()},
      {age_public_key()}""",
          f"my age recipient, safe to share w/ clients: {age_public_key()}",
          f"added brightwell SRE's age pubkey {age_public_key()} then sops updatekeys")

    r.add("ssh_public_key",
          f"authorized_keys on halyard bastion:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} nick@thinkpad",
          f"send this to ostrander IT: ssh-rsa {ssh_pub('ssh-rsa', 270)} nick-consulting",
          f"gh deploy key (read-only) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} argocd-brightwell")

    r.add("ssh_host_fingerprint",
          f"bastion.halyard.internal ED25519 key fingerprint is {fp()} — verified w/ their IT by phone",
          f"ostrander jump host changed host key?? new fp {fp()} (they rebuilt it, confirmed)",
          f"ssh-keyscan -t ed25519 git.acme.example → {fp()}")

    r.add("known_hosts_entry",
          f"known_hosts: |1|{b64(secrets.token_bytes(20))}|{b64(secrets.token_bytes(20))} ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
          f"argocd known hosts cm add: github.com ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}")

    r.add("gpg_key_fingerprint",
          f"sign commits w/ key {groups(hexs(40).upper(), 4)} (ed25519, expires 2026)",
          f"ostrander release signing pubkey fpr {hexs(40).upper()} uploaded to keys.openpgp.org")

    r.add("terraform_variable_reference",
          """module "db" {
  password = var.db_password
  username = "tms_owner"
}
# var set sensitive in TFC workspace vars, not tfvars""",
          "rds master pw now from aws_secretsmanager_secret_version.tms.secret_string, not var.master_password anymore",
          "tfvars for brightwell: db_password = \"\" # set via TF_VAR_db_password in CI")

    r.add("gha_secret_reference",
          "deploy step:\n  - run: helm upgrade --install tms ./chart --set image.tag=${{ github.sha }}\n    env:\n      DEPLOY_TOKEN: ${{ secrets.DEPLOY_TOKEN }}",
          "docker/login-action with: registry ghcr.io, username ${{ github.actor }}, password ${{ secrets.GITHUB_TOKEN }}",
          "brightwell repo secrets needed: TF_API_TOKEN, AZURE_CREDENTIALS, SLACK_WEBHOOK (org level). values in their 1pw")

    r.add("onepassword_reference",
          "op run --env-file=.env.tpl -- terraform apply\n.env.tpl: PGPASSWORD=op://Halyard/pg-prod-owner/password",
          "ostrander kube token → op://Ostrander/k8s-prod-ci/credential (my vault, shared w/ Tom)",
          "op read \"op://Brightwell/SES SMTP/password\" | pbcopy")

    r.add("vault_kv_path",
          "vault kv get -field=password secret/ostrander/ledger/db",
          "unseal shares NOT in notes — split between me, Tom (ostrander) and the safe deposit box",
          f"VSO VaultStaticSecret path: kv-v2/data/brightwell/emr/api, refreshAfter 1h, mount kv-v2, vaultAuthRef vso-{hexs(5)}")

    r.add("secret_key_ref_block",
          """env:
  - name: DATABASE_PASSWORD
    valueFrom:
      secretKeyRef:
        name: tms-db
        key: password""",
          """envFrom:
  - secretRef:
      name: emr-portal-env
# secret created by ExternalSecret emr-portal-env (refreshInterval 1h)""")

    r.add("empty_env_vars",
          "new client .env for ostrander-tools:\nVAULT_ADDR=https://vault.ostrander.test:8200\nVAULT_TOKEN=\nVAULT_NAMESPACE=admin",
          "GITHUB_TOKEN= (unset on purpose, gh uses keychain)\nAWS_PROFILE=halyard-prod",
          "export PGPASSWORD=  # leave blank, use .pgpass")

    r.add("env_example_file",
          """.env.example (brightwell portal)
DATABASE_URL=postgres://user:password@localhost:5432/portal
REDIS_URL=redis://localhost:6379/0
SECRET_KEY=change-me
STRIPE_SECRET_KEY=sk_test_xxx
SMTP_PASSWORD=""",
          """halyard tms .env.sample:
JWT_SECRET=<generate with openssl rand -base64 48>
DB_PASSWORD=<from 1pw>
AWS_REGION=eu-west-1""")

    r.add("token_rotated_note",
          f"rotated halyard TFC team token {epoch()} (unix), old one revoked, new in TFC var set 'platform-ci'",
          "GH PAT for brightwell expired 03/14, regenerated fine-grained one, 60d, updated repo secret DEPLOY_TOKEN",
          "vault root token ostrander revoked after bootstrap ✔ (vault token revoke -self). regenerate via generate-root w/ 3 shares if needed",
          "SES smtp creds rotated — old IAM user deleted, new creds only in secrets manager")

    r.add("token_revoked_leak_note",
          f"incident: docker hub pat leaked in build log (job #{digits(5)}), revoked within 10 min, gh secret scanning alert #{digits(3)} closed",
          "revoked all argocd local admin sessions, admin disabled, sso only now")

    r.add("password_policy_note",
          "ostrander policy: svc acct pw min 24 chars, rotate 90d, no reuse last 12. human: 14+ w/ mfa",
          "brightwell db pw must not contain @ : / — breaks their jdbc url parsing lol. use alnum 32",
          "redis requirepass length 64 recommended; acl users instead of default user next sprint")

    r.add("pgpass_format_template",
          "pgpass format reminder: hostname:port:database:username:password — wildcards * ok, escape : with \\",
          "pgpass for ro user created on jumpbox (owner nick, 0600), line for pg-prod.halyard.internal:5432:tms:readonly — pw itself in 1pw")

    r.add("connection_string_placeholder",
          "DATABASE_URL=postgres://tms_app:${DB_PASSWORD}@pg-prod.halyard.internal:5432/tms?sslmode=require",
          "redis://redis-master.brightwell.svc:6379/2 (no auth inside cluster, netpol only)",
          "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/?retryWrites=true  ← atlas template")

    r.add("terraform_state_lock_id",
          f"""Error acquiring the state lock
Lock Info:
  ID:        {uid()}
  Path:      halyard-tfstate/prod/eks.tfstate
  Operation: OperationTypeApply
  Who:       runner@ip-10-0-3-41
terraform force-unlock {uid()}""",
          f"dynamodb lock stuck, LockID halyard-tfstate/prod/network.tfstate-md5, Digest {hexs(32)}",
          f"ostrander tf lock id {uid()} — Tom's apply, wait dont force")

    r.add("request_id",
          f"AccessDenied on s3 putobject, x-amz-request-id {rnd(UPPER + DIGITS, 16)}, x-amz-id-2 {b64(secrets.token_bytes(54))}",
          f"support ticket to azure w/ x-ms-request-id {uid()} correlation {uid()}",
          f"cf-ray {hexs(16)}-AMS for the 520s on portal.brightwell.example",
          f"gh api rate limited, X-GitHub-Request-Id {hexs(4).upper()}:{hexs(5).upper()}:{hexs(7).upper()}:{hexs(7).upper()}:{hexs(8).upper()}")

    r.add("trace_id",
          f"slow trace tempo: traceID {hexs(32)} spanID {hexs(16)}",
          f"traceparent: 00-{hexs(32)}-{hexs(16)}-01 from ledger-gateway")

    r.add("aws_resource_ids",
          f"halyard prod vpc {ec2_id('vpc')}, private subnets {ec2_id('subnet')}, {ec2_id('subnet')}, sg for eks nodes {ec2_id('sg')}",
          f"bastion instance {ec2_id('i')} ami {ec2_id('ami')}, eni {ec2_id('eni')}",
          f"nat gw {ec2_id('nat')} eating $$$ — replace w/ vpc endpoints")

    r.add("cloudfront_route53_ids",
          f"cloudfront dist E{rnd(UPPER + DIGITS, 13)} for static.halyard.example, hosted zone Z{rnd(UPPER + DIGITS, 20)}",
          f"invalidate: aws cloudfront create-invalidation --distribution-id E{rnd(UPPER + DIGITS, 13)} --paths '/*'")

    r.add("azure_gcp_identifiers",
          f"brightwell tenant id {uid()}, subscription prod {uid()}, AKS kubelet identity client id {uid()}",
          f"gcp project brightwell-prod-4411 number {digits(12, True)}, sa tf-runner@brightwell-prod-4411.iam.gserviceaccount.com (key disabled, wif only)")

    r.add("tfc_workspace_run_ids",
          f"TFC ws-id for ledger-prod {tf_id('ws')}, var set {tf_id('varset')}",
          f"run {tf_id('run')} errored at plan, policy check {tf_id('polchk')}",
          f"org ostrander, project {tf_id('prj')}, agent pool {tf_id('apool')}")

    r.add("iam_key_id_deactivated",
          f"deactivated old access key {aws_key_id()} for user tf-halyard (last used 210d ago), delete next week",
          f"cloudtrail shows calls from {aws_key_id()} (brightwell backup user) at 03:12 UTC — expected, velero schedule")

    r.add("public_certificate",
          f"ostrander internal CA root (public, add to trust store):\n{pem('CERTIFICATE', 6)}",
          f"cert-manager ClusterIssuer caBundle for halyard:\n{pem('CERTIFICATE', 4)}")

    r.add("kube_ca_data",
          f"""cluster entry brightwell (CA only, users via az login):
clusters:
- cluster:
    certificate-authority-data: {cert_b64()}
    server: https://aks-prod-{hexs(8)}.hcp.westeurope.azmk8s.example:443
  name: aks-prod""",
          f"ostrander api server CA data {cert_b64()[:200]}")

    r.add("cosign_public_key",
          f"cosign.pub halyard (verify only):\n{pem('PUBLIC KEY', 2)}",
          f"kyverno verifyImages key for brightwell:\n{pem('PUBLIC KEY', 2)}")

    r.add("wireguard_public_key",
          f"halyard vpn peer pubkey for my laptop {wg_key()} (private stays on laptop)",
          f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.40.0.0/16\nEndpoint = vpn.ostrander.test:51820\nPersistentKeepalive = 25")

    r.add("sealed_secret_ciphertext",
          f"""SealedSecret tms-db (safe to commit):
spec:
  encryptedData:
    password: {sealed()}""",
          f"kubeseal output for brightwell smtp, ns mail: {sealed()[:300]}")

    r.add("sops_encrypted_value",
          f"secrets/prod.enc.yaml\ndb_password: {sops_enc()}\nsops:\n  lastmodified: '2025-02-11T09:12:03Z'\n  mac: {sops_enc()}",
          f"sops -d fails for brightwell: value {sops_enc()} — wrong age recipient?")

    r.add("ansible_vault_ciphertext",
          f"group_vars/prod/vault.yml (encrypted, committed):\n{ansible_vault_blob()}",
          f"vault_redis_password: !vault |\n  {ansible_vault_blob().replace(chr(10), chr(10) + '  ')}")

    r.add("stripe_publishable_key",
          f"frontend env brightwell portal NEXT_PUBLIC_STRIPE_KEY=pk_live_51{rnd(ALNUM, 97)} (publishable, ok in bundle)",
          f"pk_test_51{rnd(ALNUM, 97)} for staging checkout")

    r.add("oauth_client_id",
          f"github app for atlantis: app id {digits(6, True)}, client id Iv1.{hexs(16)}, installation {digits(8, True)}",
          f"grafana azure ad oauth client_id {uid()} (secret in kv, not here)",
          f"google oauth client id {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com")

    r.add("jwks_key_id",
          f"jwks rotated: kid {b64u_bytes(32)} active, old kid {b64u_bytes(32)} kept 24h",
          f"oidc discovery for eks: https://oidc.eks.eu-west-1.amazonaws.com/id/{hexs(32).upper()}")

    r.add("invoice_iban_and_number",
          f"invoice INV-2025-{digits(4)} to Halyard Freight, 42 days net 30 🙄 — pay to {iban('DE', digits(18))}, BIC COBADEFFXXX",
          f"brightwell PO {digits(10, True)} received, my bank on invoices: {iban('NL', 'INGB' + digits(10))}",
          f"VAT id on ostrander invoices DE{digits(9, True)}, invoice #{digits(5)}")

    r.add("ticket_and_pr_refs",
          f"OPS-{digits(4, True)} done, PR #{digits(3, True)} merged, CHG{digits(7)} approved for thu window",
          f"brightwell servicenow INC{digits(7)} — p2, aks node pool autoscaler")

    r.add("network_plan",
          "halyard: prod 10.0.0.0/16, staging 10.1.0.0/16, vpn 10.99.0.0/24; ostrander dc2 172.20.0.0/14 (overlaps docker default!!)",
          f"nlb ips 10.0.{secrets.randbelow(250)}.{secrets.randbelow(250)}, 10.0.{secrets.randbelow(250)}.{secrets.randbelow(250)}; mgmt mac {mac()}")

    r.add("hostnames_endpoints",
          f"aks-prod-{hexs(8)}.hcp.westeurope.azmk8s.example, pg-prod.halyard.internal, vault.ostrander.test:8200",
          f"eks api https://{hexs(32).upper()}.gr7.eu-west-1.eks.amazonaws.com (private endpoint only)")

    r.add("oncall_contacts",
          f"halyard oncall: +44 20 {digits(4)} {digits(4)} (Priya), escalation +44 7{digits(3)} {digits(6)}",
          f"ostrander NOC +49 69 {digits(8)}, ext {digits(3)}")

    r.add("hardware_key_serials",
          f"yubikeys: 5C NFC serial {digits(8, True)} (primary), 5 nano {digits(8, True)} (backup, in drawer)",
          f"replacement yubikey shipping, tracking 1Z{rnd(UPPER + DIGITS, 16)}")

    r.add("k8s_object_uids",
          f"ns tms uid {uid()}, pv pvc-{uid()} stuck Released",
          f"etcd member id {hexs(16)} unhealthy, cluster id {hexs(16)}",
          f"ebs vol for pvc-{uid()} = {ec2_id('vol')}")

    r.add("kubectl_secret_listing",
          f"""kubectl -n tms get secrets
NAME                   TYPE                             DATA   AGE
tms-db                 Opaque                           2      41d
tms-api-tls            kubernetes.io/tls                2      12d
ghcr-pull              kubernetes.io/dockerconfigjson   1      88d
sh.helm.release.v1.tms.v{secrets.randbelow(40) + 1}   helm.sh/release.v1     1      3d""",
          "secret tms-db has keys: username, password, host (values not pasted, obviously)")

    r.add("safe_login_commands",
          "aws ecr get-login-password --region eu-west-1 | docker login --username AWS --password-stdin 1234.dkr.ecr.eu-west-1.amazonaws.com",
          "kubectl create secret generic ledger-db --from-file=password=./ledger.pw --dry-run=client -o yaml | kubeseal > sealed.yaml && shred -u ledger.pw",
          "gh auth login --with-token < ~/.secrets/gh_brightwell  (file perms 600)")

    r.add("version_strings",
          f"upgrade plan halyard: eks 1.29 → 1.30, vpc-cni v1.18.{secrets.randbelow(9)}-eksbuild.1, coredns v1.11.1-eksbuild.{secrets.randbelow(9)}",
          f"vault 1.17.{secrets.randbelow(9)}+ent on ostrander, helm chart 0.28.1, terraform 1.9.{secrets.randbelow(9)}")

    r.add("secret_scanning_alert",
          f"gitleaks flagged {sha()[:12]}:charts/values.yaml:41 rule generic-api-key — false positive (it's a sha256 digest), added to .gitleaksignore",
          "trufflehog run ostrander monorepo: 0 verified, 3 unverified (all test fixtures)")

    r.add("acme_coupon_and_order",
          f"hetzner order #{digits(7, True)}, server AX42 #{digits(7, True)}; promo code CLOUD{rnd(UPPER + DIGITS, 6)} applied",
          f"jetbrains license order {rnd(UPPER + DIGITS, 10)}, renews Nov")

    r.add("audit_log_event_ids",
          f"cloudtrail eventID {uid()} — DeleteSecret on halyard/legacy/ftp (scheduled, 7d window)",
          f"vault audit: request_id {uid()}, accessor-less log lines only, hmac'd values e.g. hmac-sha256:{hexs(64)}")

    return r


def main() -> None:
    write_corpora("make_heldout166.py", [
        ("heldout166_credentials.yaml", credentials(), "batch 166 (freelance DevOps consultant, three client engagements), written blind; every value synthetic"),
        ("heldout166_lookalikes.yaml", lookalikes(), "batch 166 look-alikes: ARNs, digests, pod names, public keys, secret references and rotation notes, written blind"),
    ])


if __name__ == "__main__":
    main()
