# ruff: noqa: E501
"""Writes heldout132_credentials.yaml and heldout132_lookalikes.yaml: held-out batch 132.

Persona: a platform engineer at a mid-size SaaS company in Dublin (eu-west-1, Kubernetes,
Terraform, Vault, a zoo of vendor integrations). They paste config files, command lines and
command output into notes for their assistant, in terse English: kubeconfigs, dotfiles,
tfvars, Helm values, CI snippets, vendor tokens in the exact shape each vendor issues them.
The look-alikes are the same files with placeholders, env/vault references, public keys,
digests, ARNs, ids and redacted values.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    anthropic_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    basic,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    kube_key_data,
    mac,
    openai_project_key,
    openssh_private,
    pick,
    pod_name,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

LN = LOWER + DIGITS
HEXU = "0123456789ABCDEF"


# ---------------------------------------------------------------- credential shapes

def ghp(prefix: str = "ghp_") -> str:
    return prefix + rnd(ALNUM, 36)


def gh_fine() -> str:
    return f"github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}"


def glpat() -> str:
    return "glpat-" + rnd(ALNUM + "-_", 20)


def glrt() -> str:
    return "glrt-" + rnd(ALNUM + "-_", 20)


def xoxb() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def xoxp() -> str:
    return f"xoxp-{digits(12, True)}-{digits(12, True)}-{digits(13, True)}-{hexs(32)}"


def xapp() -> str:
    return f"xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, True)}-{hexs(64)}"


def stripe(kind: str, mode: str = "live") -> str:
    return f"{kind}_{mode}_51{rnd(ALNUM, 96)}"


def whsec() -> str:
    return "whsec_" + rnd(ALNUM, 32)


def npm_tok() -> str:
    return "npm_" + rnd(ALNUM, 36)


def pypi_tok(test: bool = False) -> str:
    head = "pypi-AgENdGVzdC5weXBpLm9yZw" if test else "pypi-AgEIcHlwaS5vcmc"
    return head + rnd(URLSAFE, 160)


def hvs() -> str:
    return "hvs." + rnd(ALNUM, 24)


def hvs_long() -> str:
    return "hvs.CAESI" + rnd(URLSAFE, 86)


def atlassian() -> str:
    return f"ATATT3xFfGF0{rnd(URLSAFE, 171)}={rnd(HEXU, 8)}"


def mailgun() -> str:
    return f"{hexs(32)}-{hexs(8)}-{hexs(8)}"


def nr_license() -> str:
    return hexs(36) + "NRAL"


def nr_user() -> str:
    return "NRAK-" + rnd(UPPER + DIGITS, 27)


def sentry_org() -> str:
    claims = {"iat": epoch(), "url": "https://sentry.acme.internal", "region_url": "https://sentry.acme.internal", "org": "acme"}
    return f"sntrys_{b64(json.dumps(claims).encode()).rstrip('=')}_{rnd(URLSAFE, 43)}"


def sentry_user() -> str:
    return "sntryu_" + hexs(64)


def hf() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def dop() -> str:
    return "dop_v1_" + hexs(64)


def heroku() -> str:
    return "HRKU-AA" + rnd(URLSAFE, 58)


def azure_key() -> str:
    return b64(secrets.token_bytes(64))


def sas(perms: str = "rwdlacupiytfx") -> str:
    sig = urllib.parse.quote(b64(secrets.token_bytes(32)), safe="")
    return f"sv=2022-11-02&ss=bfqt&srt=sco&sp={perms}&se=2026-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)}T17:00:00Z&st=2025-01-0{secrets.randbelow(9) + 1}T09:00:00Z&spr=https&sig={sig}"


def okta() -> str:
    return "00" + rnd(URLSAFE, 40)


def shp(prefix: str = "shpat_") -> str:
    return prefix + hexs(32)


def discord() -> str:
    return f"{b64(digits(18, True).encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def telegram() -> str:
    return f"{digits(10, True)}:AA{rnd(URLSAFE, 33)}"


def totp_seed(n: int = 32) -> str:
    return rnd(BASE32, n)


def django_key() -> str:
    return "".join(secrets.choice("abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)") for _ in range(50))


def laravel() -> str:
    return "base64:" + b64(secrets.token_bytes(32))


def glsa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def tfc() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def pmak() -> str:
    return f"PMAK-{hexs(24)}-{hexs(34)}"


def ops_token() -> str:
    claims = {"signInAddress": "acme.1password.eu", "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": b64u(secrets.token_bytes(16))},
              "email": f"{rnd(LN, 13)}@1passwordserviceaccounts.eu", "srpX": hexs(64),
              "muk": {"alg": "A256GCM", "ext": True, "k": b64u(secrets.token_bytes(32)), "key_ops": ["encrypt", "decrypt"], "kty": "oct", "kid": "mp"},
              "secretKey": "A3-" + "-".join(rnd(UPPER + DIGITS, n) for n in (6, 6, 5, 5, 5, 5)), "deviceUuid": rnd(LN, 26)}
    return "ops_" + b64u(json.dumps(claims).encode())


def wrap(text: str, width: int = 64) -> str:
    return "\n".join(text[i:i + width] for i in range(0, len(text), width))


def ovpn_static() -> str:
    lines = "\n".join(hexs(32) for _ in range(16))
    return f"#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n{lines}\n-----END OpenVPN Static key V1-----"


def pgp_block(private: bool) -> str:
    head = b"\x95\x07\x46\x04" if private else b"\x99\x01\x8d\x04"
    body = wrap(b64(head + secrets.token_bytes(700 if private else 400)))
    label = "PRIVATE" if private else "PUBLIC"
    return f"-----BEGIN PGP {label} KEY BLOCK-----\n\n{body}\n={b64(secrets.token_bytes(3))}\n-----END PGP {label} KEY BLOCK-----"


def rsa_private() -> str:
    body = wrap(b64(b"0\x82\x04\xa4\x02\x01\x00\x02\x82\x01\x01\x00" + secrets.token_bytes(420)))
    return f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----"


def pkcs8_private() -> str:
    der = b"0\x82\x04\xbd\x02\x01\x000\r\x06\t*\x86H\x86\xf7\r\x01\x01\x01\x05\x00\x04\x82\x04\xa7" + secrets.token_bytes(560)
    return f"-----BEGIN PRIVATE KEY-----\n{wrap(b64(der))}\n-----END PRIVATE KEY-----\n"


def k8s_sa_token(ns: str, sa: str) -> str:
    now = epoch()
    claims = {"aud": ["https://kubernetes.default.svc.cluster.local"], "exp": now + 31536000, "iat": now,
              "iss": "https://kubernetes.default.svc.cluster.local",
              "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uid()}},
              "nbf": now, "sub": f"system:serviceaccount:{ns}:{sa}"}
    return jwt(claims, alg="RS256", signature=rnd(URLSAFE, 342))


def bootstrap_token() -> str:
    return f"{rnd(LN, 6)}.{rnd(LN, 16)}"


def asia() -> str:
    return "ASIA" + rnd(UPPER + DIGITS, 16)


def aws_session() -> str:
    return "IQoJb3JpZ2luX2VjE" + rnd(B64, 380)


def ses_smtp() -> str:
    return "B" + rnd(B64, 43)


def unseal_key() -> str:
    return b64(secrets.token_bytes(33))


def gen_pw(n: int = 20) -> str:
    return rnd(ALNUM, n)


def sym_pw(n: int = 18) -> str:
    return rnd(ALNUM + "!#%*+-=?@^_", n)


def human_pw() -> str:
    return f"{pick('Liffey', 'Howth', 'Sandymount', 'Ranelagh', 'Phibsboro', 'Kilmainham')}{pick('!', '#', '_', '.')}{digits(4)}{pick('Gull', 'Tram', 'Pint', 'Ferry')}"


# ---------------------------------------------------------------- look-alike shapes

def cert_pem(lines: int = 6) -> str:
    der = b"0\x82\x03" + secrets.token_bytes(48 * lines - 3)
    return f"-----BEGIN CERTIFICATE-----\n{wrap(b64(der))}\n-----END CERTIFICATE-----"


def rsa_spki() -> str:
    der = (b"0\x82\x01\"0\r\x06\t*\x86H\x86\xf7\r\x01\x01\x01\x05\x00\x03\x82\x01\x0f\x000\x82\x01\n\x02\x82\x01\x01\x00"
           + secrets.token_bytes(256) + b"\x02\x03\x01\x00\x01")
    return b64(der)


def fp_colon(n: int = 32) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(n))


def sri(alg: str = "sha384", n: int = 48) -> str:
    return f"{alg}-{b64(secrets.token_bytes(n))}"


def digest() -> str:
    return "sha256:" + hexs(64)


def sops(n: int = 24) -> str:
    return f"ENC[AES256_GCM,data:{b64(secrets.token_bytes(n))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]"


def sealed() -> str:
    return "AgB" + rnd(B64, 620) + "=="


def vault_blob(lines: int = 5) -> str:
    return "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(lines))


def short_sha() -> str:
    return hexs(7)


def eircode() -> str:
    return f"D{pick('02', '04', '08', '24')} {rnd('ACDEFHKNPRTVWXY', 1)}{rnd('0123456789ACDEFHKNPRTVWXY', 3)}"


def ie_iban() -> str:
    return iban("IE", pick("AIBK", "BOFI", "ULSB") + digits(6) + digits(8))


def ip10() -> str:
    return f"10.{secrets.randbelow(40) + 10}.{secrets.randbelow(250)}.{secrets.randbelow(250) + 2}"


def phone_ie() -> str:
    return f"+353 8{pick('3', '5', '6', '7')} {digits(3)} {digits(4)}"


def credentials() -> Rows:
    r = Rows()

    # --- Kubernetes
    r.add("kubeconfig_client_key_data",
          f"kind cluster on my laptop, admin user from ~/.kube/config (regenerated 3x, keep this one)\nusers:\n- name: kind-platform-dev\n  user:\n    client-certificate-data: {b64(cert_pem(3).encode())}\n    client-key-data: {kube_key_data()}",
          f"prod-eu break-glass admin (k8s 1.29, cluster eks-prod-euw1)\nclient-key-data: {kube_key_data()}\nonly use during Sev1, tell #platform-oncall",
          f"- name: rancher-staging-admin\n  user:\n    client-key-data: {kube_key_data()}\n# ^ from rancher UI 'download kubeconfig', expires never, ugh")
    r.add("kubeconfig_bearer_token",
          f"ci-deployer SA token for staging (legacy long-lived secret, ticket PLAT-{digits(4, True)} to kill it)\nusers:\n- name: ci-deployer\n  user:\n    token: {k8s_sa_token('ci', 'ci-deployer')}",
          f"kubeadm join for the new bare-metal node in the Citywest DC:\nkubeadm join {ip10()}:6443 --token {bootstrap_token()} \\\n  --discovery-token-ca-cert-hash sha256:{hexs(64)}",
          f"quick one: kubectl --server https://k8s-lab.acme.internal:6443 --token={k8s_sa_token('observability', 'grafana-agent')} get pods -A")

    # --- dotfiles
    r.add("pgpass_entry",
          f"~/.pgpass line for the reporting replica:\nreplica-01.db.acme.internal:5432:analytics:report_ro:{gen_pw(24)}",
          f"# ~/.pgpass (chmod 600 or psql ignores it)\npg-prod.acme.internal:5432:*:migrator:{sym_pw(22)}\npg-prod.acme.internal:6432:billing:billing_app:{gen_pw(28)}",
          f"pgbouncer admin on staging -> *:6432:pgbouncer:pgbouncer_admin:{human_pw()}")
    r.add("netrc_password",
          f"~/.netrc for the internal git mirror\nmachine git.acme.internal\n  login svc-mirror\n  password {glpat()}",
          f"machine artifacts.acme.internal login deploy password {gen_pw(32)}",
          f"netrc on the build box (jenkins-agent-04):\nmachine nexus.acme.internal\nlogin jenkins\npassword {sym_pw(20)}\n\nmachine git.acme.internal login jenkins password {ghp()}")
    r.add("npmrc_auth_token",
          f"project .npmrc that works with the private registry:\n@acme:registry=https://npm.acme.internal/\n//npm.acme.internal/:_authToken={npm_tok()}\nalways-auth=true",
          f"//verdaccio.acme.internal/:_authToken=\"{b64(secrets.token_bytes(24))}\"  <- verdaccio user 'ci-publish'",
          f"user-level ~/.npmrc on my mac\nregistry=https://npm.acme.internal/\n//npm.acme.internal/:_authToken={npm_tok()}\ninit-author-name=Platform Team")
    r.add("pypi_upload_token",
          f"~/.pypirc\n[distutils]\nindex-servers =\n    pypi\n    acme\n\n[pypi]\nusername = __token__\npassword = {pypi_tok()}\n\n[acme]\nrepository = https://pypi.acme.internal/\nusername = publisher\npassword = {gen_pw(24)}",
          f"TWINE_USERNAME=__token__ TWINE_PASSWORD={pypi_tok()} twine upload dist/*   (project-scoped token for acme-sdk only)",
          f"testpypi token for the dry-run job: {pypi_tok(True)}")
    r.add("docker_registry_auth",
          "~/.docker/config.json from the runner, credsStore wasn't set so it's inline:\n" + json.dumps({"auths": {"harbor.acme.internal": {"auth": basic("robot$ci-push", gen_pw(32))}, "registry.acme.internal:5000": {"auth": basic("deploy", sym_pw(18))}}}, indent=2),
          f"docker login harbor.acme.internal -u 'robot$platform+builder' -p {gen_pw(32)}",
          f"echo '{human_pw()}' | docker login registry.acme.internal --username kieran --password-stdin   # my personal one, fine for now")

    # --- keys
    r.add("age_secret_key",
          f"sops age key for the infra repo (~/.config/sops/age/keys.txt):\n# created: 2025-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)}T10:2{secrets.randbelow(9)}:11Z\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"export SOPS_AGE_KEY={age_secret_key()}",
          f"backup of the age identity for the dr-restore bucket. if you lose this, the backups are bricks:\n{age_secret_key()}")
    r.add("ssh_private_key",
          f"deploy key for gitops repo (read-write!), ~/.ssh/id_ed25519_gitops\n{openssh_private()}",
          f"bastion-euw1 ec2-user key, the old .pem one:\n{rsa_private()}",
          f"jump host key, passphrase '{human_pw()}'\n{openssh_private()}")
    r.add("pgp_private_key",
          f"release signing key (apt repo), exported with gpg --export-secret-keys --armor {rnd(HEXU, 16)}\n{pgp_block(True)}",
          f"passphrase for the apt signing subkey: {sym_pw(24)}\n(key itself is in the HSM-ish yubikey, this is for the offline backup only)")
    r.add("wireguard_private_key",
          f"/etc/wireguard/wg0.conf on the office gateway\n[Interface]\nAddress = 10.99.0.1/24\nListenPort = 51820\nPrivateKey = {wg_key()}\n\n[Peer]\n# kieran-laptop\nPublicKey = {wg_key()}\nAllowedIPs = 10.99.0.2/32",
          f"my laptop's wg client conf:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.7/32\nDNS = 10.20.0.2\n[Peer]\nPublicKey = {wg_key()}\nPresharedKey = {wg_key()}\nEndpoint = vpn.acme.example:51820\nAllowedIPs = 10.0.0.0/8",
          f"wg set wg1 private-key <(echo {wg_key()})  # temp tunnel to the Frankfurt site")
    r.add("openvpn_static_key",
          f"ta.key for the legacy OpenVPN (tls-auth, key-direction 1):\n{ovpn_static()}",
          f"<tls-crypt>\n{ovpn_static()}\n</tls-crypt>\ninline block from the client .ovpn Niamh sent")

    # --- mail / directory / databases
    r.add("postfix_sasl_passwd",
          f"/etc/postfix/sasl_passwd on mx-relay-01\n[email-smtp.eu-west-1.acme.internal]:587 {aws_key_id()}:{ses_smtp()}\nthen postmap /etc/postfix/sasl_passwd && systemctl reload postfix",
          f"[smtp.relay.acme.internal]:587    alerts@acme.example:{human_pw()}",
          f"sendgrid relay via postfix: [smtp.sendgrid.acme.internal]:587 apikey:{sendgrid_key()}")
    r.add("ldap_bind_password",
          f"ldapsearch -H ldaps://ldap.acme.internal -D 'cn=svc-gitlab,ou=service,dc=acme,dc=internal' -w '{sym_pw(20)}' -b 'ou=people,dc=acme,dc=internal' '(uid=kmurphy)'",
          f"sssd.conf on the bastions:\n[domain/acme]\nldap_uri = ldaps://ldap.acme.internal\nldap_default_bind_dn = cn=sssd,ou=service,dc=acme,dc=internal\nldap_default_authtok_type = password\nldap_default_authtok = {gen_pw(24)}",
          f"keycloak user federation bind creds -> cn=keycloak-sync,ou=service,dc=acme,dc=internal / {human_pw()}")
    r.add("jdbc_url_password",
          f"spring datasource for billing-svc staging:\nspring.datasource.url=jdbc:postgresql://pg-staging.acme.internal:5432/billing?user=billing&password={gen_pw(22)}&sslmode=require",
          f"jdbc:mysql://legacy-crm.acme.internal:3306/crm?user=crm_rw&password={sym_pw(16)}&useSSL=true",
          f"datagrip conn string for the SQL Server thing finance uses: jdbc:sqlserver://mssql01.acme.internal:1433;databaseName=FinanceDW;user=dw_reader;password={human_pw()};encrypt=true")
    r.add("mongodb_uri_password",
          f"MONGO_URL=mongodb+srv://events_app:{gen_pw(24)}@events-cluster.acme.internal/events?retryWrites=true&w=majority",
          f"mongosh \"mongodb://admin:{urllib.parse.quote(sym_pw(18), safe='')}@mongo-0.mongo.acme.internal:27017,mongo-1.mongo.acme.internal:27017/admin?replicaSet=rs0&authSource=admin\"",
          f"atlas-style uri for the analytics sandbox -> mongodb+srv://sandbox:{human_pw()}@sandbox.mongo.acme.test/")
    r.add("amqp_url_password",
          f"CELERY_BROKER_URL=amqps://celery:{gen_pw(26)}@rabbit.acme.internal:5671/workers",
          f"rabbitmq shovel src: amqp://shovel:{sym_pw(20)}@rabbit-old.acme.internal:5672/%2F  dest: amqp://shovel:{sym_pw(20)}@rabbit.acme.internal:5672/%2F",
          f"rabbitmqctl add_user notifier '{gen_pw(20)}' && rabbitmqctl set_permissions -p /notify notifier '.*' '.*' '.*'")
    r.add("redis_url_password",
          f"REDIS_URL=rediss://default:{gen_pw(32)}@redis-prod.acme.internal:6380/0",
          f"redis-cli -h cache-01.acme.internal -p 6379 -a '{sym_pw(24)}' --no-auth-warning INFO replication")
    r.add("kafka_sasl_password",
          f"client.properties for msk:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"orders-producer\" password=\"{gen_pw(28)}\";",
          f"kcat -b kafka.acme.internal:9096 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-256 -X sasl.username=debug -X sasl.password={sym_pw(20)} -L")

    # --- IaC / config management
    r.add("terraform_tfvars_secret",
          f"envs/prod/secrets.auto.tfvars (NOT committed, gitignored):\ndb_master_password = \"{sym_pw(24)}\"\ndatadog_api_key    = \"{hexs(32)}\"\npagerduty_token    = \"{rnd(URLSAFE, 20)}\"",
          f"terraform apply -var 'rds_password={gen_pw(30)}' -target=module.reporting_db",
          f"TF_VAR_cloudflare_api_token={rnd(URLSAFE, 40)} terraform plan")
    r.add("ansible_vault_password",
          f"~/.ansible/vault_pass.txt for the infra-ansible repo:\n{phrase_words(6)}",
          f"ansible vault pw (staging inventory) = {sym_pw(28)}\nuse: ansible-playbook -i inventories/staging site.yml --vault-password-file ~/.ansible/vp_staging",
          f"echo '{gen_pw(32)}' > ~/.vault_pass && chmod 600 ~/.vault_pass   # prod vault id 'prod@~/.vault_pass'")
    r.add("helm_values_secret",
          f"values-prod.yaml for bitnami postgresql (pre-ESO, yes I know):\nauth:\n  username: app\n  password: \"{gen_pw(24)}\"\n  postgresPassword: \"{sym_pw(24)}\"\n  database: core",
          f"helm upgrade --install grafana grafana/grafana -n observability --set adminPassword='{human_pw()}' --set persistence.enabled=true",
          f"redis:\n  auth:\n    enabled: true\n    password: {gen_pw(32)}\n  architecture: replication\n# from charts/session-store/values-staging.yaml")
    r.add("k8s_secret_manifest_data",
          f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-db\n  namespace: payments\ntype: Opaque\ndata:\n  username: {b64(b'payments')}\n  password: {b64(gen_pw(24).encode())}",
          f"kubectl create secret generic smtp-relay -n notify --from-literal=SMTP_USER=notify@acme.example --from-literal=SMTP_PASS='{sym_pw(20)}'")

    # --- Vault
    r.add("vault_token",
          f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={hvs()}",
          f"periodic token for the cert-manager issuer (policy pki-issue, period 768h): {hvs_long()}",
          f"vault login {hvs()}   <- Eoin's temp admin token, revoke friday")
    r.add("vault_unseal_keys",
          f"vault operator init output, DR cluster (5 shares, threshold 3)\nUnseal Key 1: {unseal_key()}\nUnseal Key 2: {unseal_key()}\nUnseal Key 3: {unseal_key()}\nUnseal Key 4: {unseal_key()}\nUnseal Key 5: {unseal_key()}\n\nInitial Root Token: {hvs()}",
          f"my unseal share for prod (share 2 of 5): {unseal_key()}")

    # --- chat / dev platforms
    r.add("slack_token",
          f"SLACK_BOT_TOKEN={xoxb()}  # deploy-bot, scopes chat:write,channels:read",
          f"socket mode for the incident bot\nSLACK_APP_TOKEN={xapp()}\nSLACK_BOT_TOKEN={xoxb()}",
          f"my user token for the channel-archiver script: {xoxp()}")
    r.add("github_classic_pat",
          f"GH token for renovate self-hosted (repo, workflow): {ghp()}",
          f"git remote set-url origin https://kmurphy:{ghp()}@github.acme.example/platform/infra-live.git",
          f"gh auth login --with-token <<< {ghp()}")
    r.add("github_fine_grained_pat",
          f"fine-grained PAT, only acme/terraform-modules, contents:read, expires 90d:\n{gh_fine()}",
          f"GITHUB_TOKEN={gh_fine()} ./scripts/sync-labels.sh")
    r.add("github_app_token",
          f"oauth token from the gh cli keyring (hosts.yml):\ngithub.acme.example:\n    user: kmurphy\n    oauth_token: {ghp('gho_')}\n    git_protocol: ssh",
          f"installation token the app minted, valid 1h, for debugging the 403s: {ghp('ghs_')}")
    r.add("gitlab_access_token",
          f"gitlab.acme.internal PAT (api, read_registry) -> {glpat()}",
          f"curl --header \"PRIVATE-TOKEN: {glpat()}\" https://gitlab.acme.internal/api/v4/projects/{digits(3, True)}/pipelines?status=failed",
          f"runner on the gpu box:\ngitlab-runner register --non-interactive --url https://gitlab.acme.internal --token {glrt()} --executor docker")
    r.add("atlassian_api_token",
          f"jira automation user: platform-bot@acme.example / {atlassian()}",
          f"JIRA_API_TOKEN={atlassian()}\nJIRA_BASE=https://acme.atlassian.acme.internal")

    # --- payments / comms vendors
    r.add("stripe_secret_key",
          f"STRIPE_SECRET_KEY={stripe('sk')}",
          f"stripe cli against live, careful: stripe customers list --api-key {stripe('sk')} --limit 3",
          f"billing-svc prod env (from the old heroku config dump)\nSTRIPE_SECRET_KEY={stripe('sk')}\nSTRIPE_API_VERSION=2024-06-20")
    r.add("stripe_restricted_key",
          f"restricted key for the finance export job (read charges+payouts only): {stripe('rk')}",
          f"rk for the dunning worker -> {stripe('rk')}")
    r.add("stripe_webhook_secret",
          f"endpoint we_{rnd(ALNUM, 24)} signing secret: {whsec()}",
          f"STRIPE_WEBHOOK_SECRET={whsec()}  # prod endpoint /hooks/stripe")
    r.add("twilio_credentials",
          f"twilio (sms 2fa fallback)\nACCOUNT_SID=AC{hexs(32)}\nAUTH_TOKEN={hexs(32)}",
          f"curl -X POST https://twilio.acme.test/2010-04-01/Accounts/AC{hexs(32)}/Messages.json -u AC{hexs(32)}:{hexs(32)} --data-urlencode 'Body=test'",
          f"twilio API key (better than the auth token): SK{hexs(32)} secret {rnd(ALNUM, 32)}")
    r.add("sendgrid_api_key",
          f"SENDGRID_API_KEY={sendgrid_key()}",
          f"marketing sendgrid subuser key (mail.send only): {sendgrid_key()}",
          f"notify-svc helm secret:\n  SENDGRID_KEY: \"{sendgrid_key()}\"")
    r.add("mailgun_api_key",
          f"mailgun eu domain mg.acme.example private api key: {mailgun()}",
          f"curl -s --user 'api:key-{hexs(32)}' https://mailgun.acme.test/v3/mg.acme.example/events")

    # --- observability
    r.add("datadog_keys",
          f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}\nDD_SITE=datadoghq.eu",
          f"datadog-agent helm: --set datadog.apiKey={hexs(32)} --set datadog.appKey={hexs(40)}",
          f"app key for the terraform datadog provider (scoped to monitors_write): {hexs(40)}")
    r.add("newrelic_keys",
          f"NEW_RELIC_LICENSE_KEY={nr_license()}",
          f"newrelic.yml (legacy java svc):\ncommon: &default_settings\n  license_key: '{nr_license()}'\n  app_name: legacy-invoicing",
          f"NR user key for nerdgraph queries: {nr_user()}")
    r.add("sentry_auth_token",
          f"SENTRY_AUTH_TOKEN={sentry_org()}\n(org token, for sourcemap uploads in CI)",
          f"sentry-cli personal token: {sentry_user()}")
    r.add("grafana_service_account_token",
          f"grafana sa 'terraform' token: {glsa()}",
          f"provider \"grafana\" {{\n  url  = \"https://grafana.acme.internal\"\n  auth = \"{glsa()}\"\n}}")

    # --- AI vendors
    r.add("openai_api_key",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"openai key for the support-summary PoC project: {openai_project_key()}",
          f"curl https://llm-gw.acme.internal/v1/models -H \"Authorization: Bearer sk-{rnd(ALNUM, 20)}T3BlbkFJ{rnd(ALNUM, 20)}\"   # old style key, still works")
    r.add("anthropic_api_key",
          f"ANTHROPIC_API_KEY={anthropic_key()}",
          f"claude key for the runbook-bot workspace -> {anthropic_key()}")
    r.add("huggingface_token",
          f"HF_TOKEN={hf()}",
          f"huggingface-cli login --token {hf()}  (read-only, for pulling the gated model on the gpu nodes)",
          f"hf write token for pushing our fine-tunes to the acme org: {hf()}")

    # --- cloud / hosting
    r.add("cloudflare_api_token",
          f"CF token 'dns-edit acme.example' (Zone.DNS edit): {rnd(URLSAFE, 40)}",
          f"external-dns values:\nprovider: cloudflare\ncloudflare:\n  apiToken: {rnd(URLSAFE, 40)}\n  proxied: false",
          f"old global api key (pls migrate): X-Auth-Email: infra@acme.example X-Auth-Key: {hexs(37)}")
    r.add("digitalocean_token",
          f"doctl auth init -t {dop()}",
          f"DIGITALOCEAN_TOKEN={dop()}  # side project droplets, personal team")
    r.add("heroku_api_key",
          f"HEROKU_API_KEY={heroku()}",
          f"heroku legacy app still running the marketing site, heroku authorizations token: {uid()}")
    r.add("azure_storage_connection_string",
          f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=acmebackupsneu;AccountKey={azure_key()};EndpointSuffix=core.windows.net",
          f"velero azure creds file:\nAZURE_STORAGE_ACCOUNT_ACCESS_KEY={azure_key()}\nAZURE_CLOUD_NAME=AzurePublicCloud",
          f"az storage blob list --account-name acmelogsneu --account-key '{azure_key()}' -c archive -o table")
    r.add("azure_sas_token",
          f"SAS for the auditors' container (write-only), send them this:\nhttps://acmeauditneu.blob.core.windows.net/audit-2025?{sas('wl')}",
          f"azcopy copy ./dump.bak 'https://acmebackupsneu.blob.core.windows.net/sql?{sas()}'")
    r.add("gcp_service_account_key",
          "terraform-sa key for acme-platform-prod (the one we keep meaning to replace with WIF):\n" + json.dumps({"type": "service_account", "project_id": "acme-platform-prod", "private_key_id": hexs(40), "private_key": pkcs8_private(), "client_email": "terraform@acme-platform-prod.iam.gserviceaccount.com", "client_id": digits(21, True)}, indent=2),
          f"bigquery exporter sa json, private_key field only bc the rest is boring:\n\"private_key_id\": \"{hexs(40)}\",\n\"private_key\": {json.dumps(pkcs8_private())}",
          f"GOOGLE_CREDENTIALS_B64={b64(json.dumps({'type': 'service_account', 'project_id': 'acme-data-dev', 'private_key_id': hexs(40), 'private_key': pkcs8_private(), 'client_email': 'loader@acme-data-dev.iam.gserviceaccount.com'}).encode())}")
    r.add("aws_access_key",
          f"~/.aws/credentials\n[acme-prod-admin]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-1",
          f"IAM user svc-legacy-uploader (no MFA, s3:PutObject on acme-uploads-euw1):\n{aws_key_id()} / {aws_secret()}",
          f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 ls s3://acme-tf-state-{aws_account()}/")
    r.add("aws_session_credentials",
          "aws sts assume-role output (1h, for the incident):\n" + json.dumps({"Credentials": {"AccessKeyId": asia(), "SecretAccessKey": aws_secret(), "SessionToken": aws_session(), "Expiration": "2025-03-14T16:42:07+00:00"}}, indent=4),
          f"[sso-breakglass]\naws_access_key_id={asia()}\naws_secret_access_key={aws_secret()}\naws_session_token={aws_session()}")
    r.add("okta_api_token",
          f"okta admin api token (terraform okta provider, acme.okta.acme.internal): {okta()}",
          f"curl -H 'Authorization: SSWS {okta()}' https://acme.okta.acme.internal/api/v1/users?limit=5")

    # --- misc SaaS
    r.add("shopify_access_token",
          f"merch store admin api token: {shp('shpat_')}",
          f"shopify app (order-sync) creds\nSHOPIFY_API_KEY={hexs(32)}\nSHOPIFY_API_SECRET={shp('shpss_')}")
    r.add("discord_bot_token",
          f"community discord status bot token: {discord()}",
          f"DISCORD_TOKEN=\"{discord()}\"  # statuspage -> #announcements relay")
    r.add("telegram_bot_token",
          f"@acme_alerts_bot token from BotFather: {telegram()}",
          f"curl -s https://tg.acme.test/bot{telegram()}/sendMessage -d chat_id=-100{digits(10, True)} -d text='pager test'")
    r.add("npm_automation_token",
          f"NPM_TOKEN={npm_tok()}  (automation type, bypasses 2fa, for release-please)",
          f"npm granular token publish @acme/* : {npm_tok()}")
    r.add("terraform_cloud_token",
          f"~/.terraform.d/credentials.tfrc.json\n{{\n  \"credentials\": {{\n    \"tfe.acme.internal\": {{\n      \"token\": \"{tfc()}\"\n    }}\n  }}\n}}",
          f"TF_TOKEN_tfe_acme_internal={tfc()}")
    r.add("postman_api_key",
          f"postman api key for the collection sync action: {pmak()}",
          f"POSTMAN_API_KEY={pmak()}")
    r.add("onepassword_service_account_token",
          f"OP_SERVICE_ACCOUNT_TOKEN={ops_token()}",
          f"1p service account 'ci-readonly' (vault: Platform-CI) token:\n{ops_token()}")
    r.add("basic_auth_header",
          f"curl -H 'Authorization: Basic {basic('admin', human_pw())}' https://prometheus.acme.internal/api/v1/targets",
          f"alertmanager -> webhook receiver basic auth\nbasic_auth:\n  username: am\n  password: {gen_pw(24)}")

    # --- 2FA material
    r.add("account_recovery_codes",
          f"github.acme.example recovery codes for platform-bot (2FA on the shared account)\n{recovery_codes(8, 'github')}",
          f"aws root account (mgmt, {aws_account()}) MFA backup codes: {recovery_codes(5, 'digits')}",
          f"okta backup codes - kmurphy\n{recovery_codes(6, 'plain')}")
    r.add("totp_seed",
          f"otpauth://totp/ACME%20AWS:root-mgmt?secret={totp_seed()}&issuer=Amazon&algorithm=SHA1&digits=6&period=30",
          f"shared 2fa for the registrar account (dns for acme.example), seed: {groups(totp_seed(32).lower(), 4)}",
          f"oathtool --totp -b {totp_seed(16)}   # stripe dashboard, platform@ login")

    # --- app framework secrets
    r.add("jwt_signing_secret",
          f"JWT_SECRET={secrets.token_urlsafe(48)}",
          f"auth-svc config.yaml\njwt:\n  issuer: https://auth.acme.internal\n  algorithm: HS256\n  signing_key: \"{secrets.token_hex(32)}\"\n  ttl: 15m",
          f"hasura graphql jwt secret: {{\"type\":\"HS256\",\"key\":\"{secrets.token_urlsafe(40)}\"}}")
    r.add("django_secret_key",
          f"DJANGO_SECRET_KEY='{django_key()}'",
          f"admin portal settings/prod.py had it hardcoded, moving to env:\nSECRET_KEY = '{django_key()}'")
    r.add("rails_master_key",
          f"config/master.key for the old billing monolith: {hexs(32)}",
          f"RAILS_MASTER_KEY={hexs(32)} bin/rails credentials:edit")
    r.add("laravel_app_key",
          f"APP_KEY={laravel()}",
          f"partner portal (laravel) .env on prod:\nAPP_NAME=PartnerPortal\nAPP_ENV=production\nAPP_KEY={laravel()}\nAPP_DEBUG=false")
    return r


def phrase_words(n: int) -> str:
    words = ["copper", "gannet", "wexford", "lantern", "quay", "bramble", "harbour", "drizzle", "tinker", "basalt", "curlew", "ferry", "pylon", "saffron", "oyster", "granite"]
    return "-".join(secrets.choice(words) for _ in range(n))


def lookalikes() -> Rows:
    r = Rows()

    r.add("kubeconfig_exec_and_ca_only",
          f"eks kubeconfig, auth via exec so nothing secret in here:\nclusters:\n- cluster:\n    certificate-authority-data: {b64(cert_pem(4).encode())}\n    server: https://{hexs(32).upper()}.gr7.eu-west-1.eks.acme.internal\n  name: eks-prod-euw1\nusers:\n- name: eks-prod-euw1\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, eks-prod-euw1]",
          "kubelogin/oidc user entry for the staging cluster:\n- name: oidc\n  user:\n    exec:\n      command: kubectl\n      args: [oidc-login, get-token, --oidc-issuer-url=https://sso.acme.internal/realms/platform, --oidc-client-id=kubernetes]",
          f"kubeadm join printed --discovery-token-ca-cert-hash sha256:{hexs(64)} - that's just the CA pubkey hash, the bootstrap token itself expired after 24h")
    r.add("pgpass_format_template",
          "~/.pgpass format reminder: hostname:port:database:username:password, one per line, chmod 0600. * works as wildcard in the first four fields. ours gets generated by `make pgpass` from vault.",
          "pgpass.tmpl (consul-template):\n{{ with secret \"database/creds/report-ro\" }}replica-01.db.acme.internal:5432:analytics:{{ .Data.username }}:{{ .Data.password }}{{ end }}")
    r.add("netrc_generated_from_env",
          "CI step that writes netrc at runtime:\nprintf 'machine git.acme.internal\\nlogin ci\\npassword %s\\n' \"$GIT_TOKEN\" > ~/.netrc",
          "machine artifacts.acme.internal login deploy password ${ARTIFACTS_PASSWORD}   <- envsubst template, real value injected in the job")
    r.add("npmrc_env_reference",
          "committed .npmrc (safe, token comes from env):\n@acme:registry=https://npm.acme.internal/\n//npm.acme.internal/:_authToken=${NPM_TOKEN}",
          "//npm.acme.internal/:_authToken=${{ secrets.NPM_TOKEN }}  - no wait, that syntax doesn't work in .npmrc, use ${NPM_TOKEN} and set env in the workflow",
          f"npm whoami --registry https://npm.acme.internal/ -> ci-publish. token id {hexs(6)}…{hexs(4)} listed in `npm token list`, created 2025-02-0{secrets.randbelow(9) + 1}, readonly=false")
    r.add("pypirc_keyring_setup",
          "~/.pypirc without passwords, twine pulls from keyring:\n[distutils]\nindex-servers = pypi acme\n[pypi]\nusername = __token__\n[acme]\nrepository = https://pypi.acme.internal/\nusername = publisher\n# keyring set https://pypi.acme.internal/ publisher",
          "PyPI now uses trusted publishing for acme-sdk (OIDC from the release workflow), so no API token stored anywhere. environment: pypi, permissions: id-token: write")
    r.add("docker_credential_helper_config",
          "docker config.json on the mac, creds live in keychain:\n" + json.dumps({"auths": {"harbor.acme.internal": {}, "registry.acme.internal:5000": {}}, "credsStore": "osxkeychain", "currentContext": "colima"}, indent=2),
          "runner config.json with ECR helper:\n" + json.dumps({"credHelpers": {f"{aws_account()}.dkr.ecr.eu-west-1.acme.internal": "ecr-login"}}, indent=2),
          "docker login harbor.acme.internal -u 'robot$ci-push' --password-stdin < /run/secrets/harbor_robot   # reads from the mounted secret file")
    r.add("age_recipient",
          f"sops .sops.yaml creation rules:\ncreation_rules:\n  - path_regex: envs/prod/.*\\.enc\\.yaml$\n    age: >-\n      {age_public_key()},\n      {age_public_key()}",
          f"my age recipient (public, fine to share): {age_public_key()}",
          f"new DR recipient for the restore bucket -> {age_public_key()}  (identity file is on the offline laptop in the Dublin safe)")
    r.add("ssh_public_key",
          f"authorized_keys for deploy@bastion-euw1:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kmurphy@acme-mbp\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} niamh@acme-x1",
          f"deploy key added to gitops repo (read-only): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} argocd@eks-prod-euw1",
          f"ssh-rsa {ssh_pub('ssh-rsa', 270)} legacy-jenkins  <- pub key for the old build box, remove once it's gone")
    r.add("pgp_public_key_block",
          f"apt repo signing key, public part for /etc/apt/keyrings/acme.asc:\n{pgp_block(False)}",
          f"security@acme.example PGP public key (for security.txt Encryption: line):\n{pgp_block(False)}")
    r.add("wireguard_peer_public_config",
          f"office gateway peer block to hand out (public info only):\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820\nAllowedIPs = 10.99.0.0/24, 10.20.0.0/16\nPersistentKeepalive = 25",
          f"wg0.conf that reads the private key from a file:\n[Interface]\nAddress = 10.99.0.1/24\nListenPort = 51820\nPostUp = wg set %i private-key /etc/wireguard/%i.key\n[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.99.0.9/32",
          f"`wg show wg0` on the gateway:\ninterface: wg0\n  public key: {wg_key()}\n  private key: (hidden)\n  listening port: 51820\npeer: {wg_key()}\n  endpoint: 198.51.100.{secrets.randbelow(250) + 2}:51820\n  latest handshake: 42 seconds ago")
    r.add("openvpn_config_file_refs",
          "client.ovpn for the legacy VPN, keys referenced not inlined:\nclient\ndev tun\nproto udp\nremote ovpn.acme.example 1194\nca ca.crt\ncert kmurphy.crt\nkey kmurphy.key\ntls-crypt ta.key\ncipher AES-256-GCM\nauth SHA256",
          "openvpn --genkey secret ta.key  generates the static key; it lives in /etc/openvpn/server/ and is distributed via ansible (vaulted), never in chat")
    r.add("postfix_main_cf_sasl_settings",
          "main.cf bits for the relay:\nrelayhost = [smtp.relay.acme.internal]:587\nsmtp_sasl_auth_enable = yes\nsmtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\nsmtp_sasl_security_options = noanonymous\nsmtp_tls_security_level = encrypt",
          "postfix relay creds rotated today. the sasl_passwd file is templated by ansible from vault (secret/data/mail/relay), remember to postmap after")
    r.add("ldap_prompted_bind",
          "ldapsearch -H ldaps://ldap.acme.internal -D 'cn=svc-gitlab,ou=service,dc=acme,dc=internal' -W -b 'ou=people,dc=acme,dc=internal' '(memberOf=cn=platform,ou=groups,dc=acme,dc=internal)'  # -W prompts",
          "sssd uses ldap_default_authtok_type = obfuscated_password now, set with sss_obfuscate. bind dn cn=sssd,ou=service,dc=acme,dc=internal")
    r.add("jdbc_url_without_password",
          "spring.datasource.url=jdbc:postgresql://pg-staging.acme.internal:5432/billing?sslmode=verify-full&ApplicationName=billing-svc\nspring.datasource.username=billing\nspring.datasource.password=${BILLING_DB_PASSWORD}",
          "jdbc:sqlserver://mssql01.acme.internal:1433;databaseName=FinanceDW;authentication=ActiveDirectoryIntegrated;encrypt=true",
          f"RDS IAM auth for reporting - no password, token from `aws rds generate-db-auth-token`: jdbc:postgresql://reporting.{hexs(12)}.eu-west-1.rds.acme.internal:5432/reporting?user=iam_reader&ssl=true")
    r.add("connection_url_placeholders",
          "MONGO_URL=mongodb+srv://events_app:${MONGO_PASSWORD}@events-cluster.acme.internal/events?retryWrites=true",
          "CELERY_BROKER_URL=amqps://celery:<password>@rabbit.acme.internal:5671/workers   (fill from vault: secret/data/rabbit/celery)",
          "REDIS_URL=rediss://default:{{ .Values.redis.password }}@redis-prod.acme.internal:6380/0  # helm template, value injected from ESO")
    r.add("tfvars_sensitive_declaration",
          "variables.tf\nvariable \"db_master_password\" {\n  type      = string\n  sensitive = true\n  # no default, comes from TF_VAR_db_master_password in CI\n}",
          "prod.tfvars (committed):\nregion            = \"eu-west-1\"\ninstance_class    = \"db.r6g.xlarge\"\ndb_master_password = null  # managed by RDS + secrets manager (manage_master_user_password = true)",
          f"terraform.tfvars.example\ndatadog_api_key    = \"<from 1password: Platform/Datadog/api key>\"\ncloudflare_api_token = \"\"\nzone_id            = \"{hexs(32)}\"")
    r.add("ansible_vault_encrypted_blob",
          f"group_vars/prod/vault.yml (encrypted, safe to commit):\n{vault_blob(6)}",
          f"inline vaulted var:\ndb_password: !vault |\n          {vault_blob(4).replace(chr(10), chr(10) + '          ')}",
          "ansible-vault rekey run for staging + prod after Conor left; new vault password is in 1Password (Platform/Ansible vault prod). Nothing to change in the repo except the re-encrypted files.")
    r.add("helm_values_existing_secret",
          "values-prod.yaml (post-ESO):\nauth:\n  existingSecret: core-db-credentials\n  secretKeys:\n    adminPasswordKey: postgres-password\n    userPasswordKey: password",
          "grafana chart: admin:\n  existingSecret: grafana-admin\n  userKey: admin-user\n  passwordKey: admin-password",
          "env:\n  - name: STRIPE_SECRET_KEY\n    valueFrom:\n      secretKeyRef:\n        name: billing-stripe\n        key: secret-key")
    r.add("vault_path_reference",
          "vault kv get -field=password secret/platform/prod/rds-master   # don't paste the output anywhere",
          "ESO ExternalSecret:\nspec:\n  secretStoreRef: {name: vault-backend, kind: ClusterSecretStore}\n  data:\n  - secretKey: token\n    remoteRef:\n      key: secret/data/ci/github\n      property: token",
          "DB_PASSWORD=vault:secret/data/billing/db#password  (bank-vaults webhook resolves it at pod start)")
    r.add("vault_token_lookup_output",
          f"vault token lookup (token itself not shown):\nKey                 Value\naccessor            {rnd(ALNUM, 24)}\ncreation_ttl        768h\ndisplay_name        kubernetes-cert-manager-cert-manager\nentity_id           {uid()}\npolicies            [default pki-issue]\nrenewable           true\nttl                 767h58m",
          "root token generated for the upgrade was revoked straight after (vault token revoke -self). Next time use `vault operator generate-root` with 3 key holders again.")
    r.add("ci_secret_reference",
          "deploy workflow:\n- uses: azure/login@v2\n  with:\n    creds: ${{ secrets.AZURE_CREDENTIALS }}\n- run: helm upgrade --install api ./chart --set image.tag=${{ github.sha }}\n  env:\n    SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}",
          ".gitlab-ci.yml: docker login -u \"$CI_REGISTRY_USER\" -p \"$CI_JOB_TOKEN\" \"$CI_REGISTRY\"   (CI_JOB_TOKEN is per-job, masked)",
          "Jenkinsfile: withCredentials([string(credentialsId: 'datadog-api-key', variable: 'DD_API_KEY')]) { sh './push-metrics.sh' }")
    r.add("onepassword_op_uri",
          "op run --env-file=.env.op -- ./bin/migrate\n.env.op:\nDATABASE_PASSWORD=op://Platform/pg-prod-migrator/password\nSTRIPE_SECRET_KEY=op://Platform/Stripe live/credential",
          "op read 'op://Platform-CI/openai-support-poc/credential' | pbcopy   # paste into the vercel env, not here")
    r.add("env_example_file",
          ".env.example for new devs\nDATABASE_URL=postgres://app:app@localhost:5432/app_dev\nREDIS_URL=redis://localhost:6379/0\nSTRIPE_SECRET_KEY=sk_test_replace_me\nSTRIPE_WEBHOOK_SECRET=whsec_...\nOPENAI_API_KEY=\nSENTRY_DSN=\nDJANGO_SECRET_KEY=change-me-in-prod",
          ".env.example (laravel partner portal)\nAPP_NAME=PartnerPortal\nAPP_ENV=local\nAPP_KEY=\nAPP_DEBUG=true\nMAIL_PASSWORD=null\nAWS_ACCESS_KEY_ID=\nAWS_SECRET_ACCESS_KEY=",
          "docker-compose.override.example.yml:\n  environment:\n    POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-postgres}\n    RABBITMQ_DEFAULT_PASS: ${RABBITMQ_PASS:?set RABBITMQ_PASS}")
    r.add("redacted_key_value",
          f"stripe dashboard shows the live key as sk_live_••••••••••••••••{rnd(ALNUM, 4)} - that's the one billing-svc uses (created {secrets.randbelow(27) + 1} Mar)",
          f"datadog api keys page: 'terraform' ****************{hexs(4)}, 'k8s-agent' ****************{hexs(4)}. revoked 'old-laptop'",
          f"leak scanner flagged ghp_************************{rnd(ALNUM, 4)} in an old commit; token was already revoked, history rewritten anyway")
    r.add("stripe_publishable_key",
          f"checkout frontend .env.production:\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={stripe('pk')}",
          f"pk for the mobile app (public by design, ships in the bundle): {stripe('pk')}")
    r.add("vendor_test_cards",
          "stripe test cards for QA: 4242 4242 4242 4242 (success), 4000 0025 0000 3155 (3DS required), 4000 0000 0000 9995 (insufficient funds). any future expiry, any 3-digit CVC",
          "adyen test card 4111 1111 1111 1111, exp 03/30, CVC 737 - only works against the test endpoint",
          "amex test: 3782 822463 10005, mastercard 5555 5555 5555 4444 - from the stripe docs, sandbox only")
    r.add("jwks_public_document",
          "https://auth.acme.internal/.well-known/jwks.json currently serves:\n" + json.dumps({"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": b64u(secrets.token_bytes(16)), "n": b64u(secrets.token_bytes(256)), "e": "AQAB"}]}, indent=2),
          "EC key in the JWKS for the mobile api:\n" + json.dumps({"kty": "EC", "crv": "P-256", "kid": f"mobile-{hexs(8)}", "use": "sig", "x": b64u(secrets.token_bytes(32)), "y": b64u(secrets.token_bytes(32))}))
    r.add("dkim_txt_record",
          f"sendgrid DKIM for acme.example:\ns1._domainkey.acme.example. 3600 IN TXT \"v=DKIM1; k=rsa; p={rsa_spki()}\"",
          f"google workspace dkim selector google._domainkey -> v=DKIM1; k=rsa; p={rsa_spki()}\n(2048 bit, published in route53 {pick('Z0', 'Z1')}{rnd(UPPER + DIGITS, 19)})")
    r.add("tls_certificate_fingerprint",
          f"api.acme.example cert (LE, R11) SHA256 fingerprint:\n{fp_colon(32)}\nexpires 2025-0{secrets.randbelow(9) + 1}-2{secrets.randbelow(8)}",
          f"pin for the mobile app (SPKI sha256, base64): {b64(secrets.token_bytes(32))} + backup pin {b64(secrets.token_bytes(32))}",
          f"openssl x509 -noout -fingerprint -sha1 -in ingress.crt\nSHA1 Fingerprint={fp_colon(20)}")
    r.add("tls_certificate_pem",
          f"intermediate for the internal CA (public, goes in the trust bundle):\n{cert_pem(8)}",
          f"ca.crt for the kafka truststore:\n{cert_pem(6)}")
    r.add("subresource_integrity_hash",
          f"<script src=\"https://cdn.acme.example/widget/2.4.1/widget.min.js\" integrity=\"{sri()}\" crossorigin=\"anonymous\"></script>",
          f"update the SRI after rebuilding status-embed: {sri('sha512', 64)}")
    r.add("package_lock_integrity",
          f"package-lock.json entry that keeps conflicting:\n\"node_modules/@acme/ui\": {{\n  \"version\": \"3.12.0\",\n  \"resolved\": \"https://npm.acme.internal/@acme/ui/-/ui-3.12.0.tgz\",\n  \"integrity\": \"{sri('sha512', 64)}\"\n}}",
          f"poetry.lock hash for the internal wheel: \"sha256:{hexs(64)}\"")
    r.add("git_commit_sha",
          f"rollback target for api: {hexs(40)} (last green before the ORM bump)",
          f"git bisect says first bad commit is {hexs(40)}\nAuthor: Niamh <niamh@acme.example>\n    chore(deps): bump pgx to v5.6",
          f"cherry-pick {short_sha()} and {short_sha()} onto release/2025.03, then tag v2025.03.2")
    r.add("container_image_digest",
          f"pinned image for the payments deploy:\nimage: harbor.acme.internal/payments/api@{digest()}",
          f"crane digest harbor.acme.internal/base/python:3.12-slim\n{digest()}",
          f"cosign verify ok for {digest()}, rekor log index {digits(9, True)}")
    r.add("container_image_id",
          f"docker images | grep api\nharbor.acme.internal/payments/api   2025.03.2   {hexs(12)}   3 hours ago   212MB\nharbor.acme.internal/payments/api   2025.03.1   {hexs(12)}   2 days ago    209MB",
          f"containerd: ctr -n k8s.io images ls | grep pause -> {digest()} (registry.k8s.io/pause:3.9)")
    r.add("aws_arn",
          f"role the CI assumes: arn:aws:iam::{aws_account()}:role/gha-deploy-prod (trust = token.actions oidc, repo:acme/infra-live:ref:refs/heads/main)",
          f"billing db secret is arn:aws:secretsmanager:eu-west-1:{aws_account()}:secret:prod/billing/db-{rnd(ALNUM, 6)} - RDS rotates it every 30d",
          f"KMS key for the tf state bucket: arn:aws:kms:eu-west-1:{aws_account()}:key/{uid()}")
    r.add("aws_resource_ids",
          f"stuck instance i-0{hexs(16)} in subnet-0{hexs(16)}, sg sg-0{hexs(16)}, vpc-0{hexs(16)}",
          f"ami for the new node group: ami-0{hexs(16)} (bottlerocket 1.19), launch template lt-0{hexs(16)} v7")
    r.add("aws_docs_example_keys",
          "aws docs example creds for the localstack tests: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY - localstack accepts anything",
          f"the key id {aws_key_id()} in the CloudTrail finding was the old svc-legacy-uploader key; deactivated + deleted on the 12th, no secret kept anywhere")
    r.add("k8s_hashed_resource_names",
          f"kubectl get pods -n payments\n{pod_name('payments-api')}   1/1 Running 0 3h\n{pod_name('payments-api')}   1/1 Running 0 3h\n{pod_name('payments-worker')}   0/1 CrashLoopBackOff 14 52m",
          f"replicaset payments-api-{hexs(10)} has 0 ready, configmap payments-config-{rnd('bcdfghkmt24', 10)} (kustomize hash suffix)",
          f"job that failed: db-migrate-{digits(8, True)}-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)}, pvc data-kafka-0 uid {uid()}")
    r.add("uuid_in_url",
          f"grafana dashboard for the outage: https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/payments-latency?orgId=1&from=now-6h",
          f"statuspage incident https://status.acme.example/incidents/{rnd(LN, 12)} and the pagerduty one PD-{rnd(UPPER + DIGITS, 7)}",
          f"datadog notebook https://app.datadog.acme.internal/notebook/{digits(7, True)}/postmortem, trace id {hexs(32)}, span {digits(19, True)}")
    r.add("base64_plain_config",
          f"configmap binaryData, it's just the logging config:\nlogging.json: {b64(json.dumps({'level': 'info', 'format': 'json', 'sampling': {'initial': 100, 'thereafter': 100}}).encode())}",
          f"kubectl get secret payments-db -o jsonpath='{{.data.username}}' | base64 -d  -> payments   (encoded: {b64(b'payments')}). only the username, password key is separate",
          f"argocd annotation value (base64 of the cluster name + region): {b64(b'eks-prod-euw1/eu-west-1')}")
    r.add("key_id_and_kid",
          f"jwt header from the auth service: {{\"alg\":\"RS256\",\"kid\":\"{b64u(secrets.token_bytes(16))}\",\"typ\":\"JWT\"}} - kid rotates monthly",
          f"gcloud iam service-accounts keys list --iam-account terraform@acme-platform-prod.iam.gserviceaccount.com\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n{hexs(40)}  2024-0{secrets.randbelow(9) + 1}-11T09:14:02Z  9999-12-31T23:59:59Z\n{hexs(40)}  2025-0{secrets.randbelow(9) + 1}-02T10:01:44Z  9999-12-31T23:59:59Z",
          f"gpg --list-secret-keys --keyid-format long\nsec   ed25519/{rnd(HEXU, 16)} 2024-05-14 [SC]\n      {rnd(HEXU, 40)}\nuid   [ultimate] ACME Release Signing <release@acme.example>")
    r.add("ssh_host_key_fingerprint",
          f"bastion-euw1 host key: ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} - verify this before typing yes",
          f"ssh-keygen -lf ~/.ssh/id_ed25519_gitops.pub\n256 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} kmurphy@acme-mbp (ED25519)")
    r.add("sentry_dsn_public",
          f"frontend sentry init (DSN is public, ships to browsers):\nSentry.init({{ dsn: \"https://{hexs(32)}@sentry.acme.internal/{digits(2, True)}\", tracesSampleRate: 0.1 }})",
          f"NEXT_PUBLIC_SENTRY_DSN=https://{hexs(32)}@sentry.acme.internal/{digits(2, True)}")
    r.add("firebase_web_config",
          f"firebase web config for the marketing site push (public, restricted by HTTP referrer):\nconst firebaseConfig = {{\n  apiKey: \"AIza{rnd(URLSAFE, 35)}\",\n  authDomain: \"acme-web.firebaseapp.acme.internal\",\n  projectId: \"acme-web\",\n  messagingSenderId: \"{digits(12, True)}\",\n  appId: \"1:{digits(12, True)}:web:{hexs(22)}\"\n}};",
          f"VAPID public key for web push: B{b64u(secrets.token_bytes(64))}")
    r.add("datadog_rum_client_token",
          f"datadogRum.init({{ applicationId: '{uid()}', clientToken: 'pub{hexs(32)}', site: 'datadoghq.eu', service: 'web-app', env: 'prod' }})",
          f"RUM client token pub{hexs(32)} is browser-safe (it can only send data); the real API key stays in the agent secret")
    r.add("encrypted_sops_values",
          f"envs/prod/secrets.enc.yaml:\ndb_password: {sops(24)}\nstripe_key: {sops(60)}\nsops:\n    age:\n        - recipient: {age_public_key()}\n    lastmodified: \"2025-03-0{secrets.randbelow(9) + 1}T11:02:19Z\"\n    mac: {sops(32)}",
          f"sops -e -i works, value now looks like {sops(16)} - commit it")
    r.add("sealed_secret_manifest",
          f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: payments-db\n  namespace: payments\nspec:\n  encryptedData:\n    password: {sealed()}",
          f"kubeseal cert fingerprint for the prod controller (public cert, fetch with kubeseal --fetch-cert): {fp_colon(32)}")
    r.add("rails_encrypted_credentials",
          f"config/credentials/production.yml.enc is committed on purpose, it's just:\n{b64(secrets.token_bytes(240))}--{b64(secrets.token_bytes(12))}--{b64(secrets.token_bytes(16))}\nuseless without master.key (which is in 1Password, not here)",
          "rails credentials:show needs RAILS_MASTER_KEY; on heroku it's a config var, on k8s it's in the billing-monolith secret. key length is 32 hex chars, if it errors with 'key must be 16 bytes' the env var has a newline")
    r.add("stripe_object_ids",
          f"refund chain for the ticket: customer cus_{rnd(ALNUM, 14)}, payment_intent pi_3{rnd(ALNUM, 23)}, charge ch_3{rnd(ALNUM, 23)}, refund re_3{rnd(ALNUM, 23)}",
          f"webhook endpoint id we_1{rnd(ALNUM, 23)} failing since evt_1{rnd(ALNUM, 23)} - 500s from /hooks/stripe",
          f"connect account acct_1{rnd(ALNUM, 15)} (Acme Ireland Ltd), invoice in_1{rnd(ALNUM, 23)} stuck in draft")
    r.add("webhook_signature_header",
          f"failing delivery had Stripe-Signature: t={epoch()},v1={hexs(64)} - our tolerance is 300s and the pod clock was off by 7 min",
          f"github webhook delivery {uid()}: X-Hub-Signature-256: sha256={hexs(64)} (matches after fixing the raw body parsing)")
    r.add("oauth_client_ids",
          f"github app 'acme-deployer': App ID {digits(6, True)}, Client ID Iv23li{rnd(ALNUM, 14)}, installation {digits(8, True)}. private key .pem is in vault at secret/github/apps/deployer",
          f"okta OIDC app for grafana: client_id {('0oa' + rnd(ALNUM, 17))}, PKCE, no client secret (public SPA client)",
          f"google oauth client id for the internal tools login: {digits(12, True)}-{rnd(LN, 32)}.apps.acme.internal")
    r.add("vendor_account_ids",
          f"cloudflare acme.example zone id {hexs(32)}, account id {hexs(32)} (both fine to put in tf, they're ids not creds)",
          f"twilio account SID AC{hexs(32)}, messaging service MG{hexs(32)}, sender +353 1 {digits(3)} {digits(4)}",
          f"datadog org public id {hexs(16)}, new relic account {digits(7, True)}, sentry org slug acme (id {digits(6, True)})")
    r.add("slack_workspace_ids",
          f"slack ids for the alert routing: workspace T0{rnd(UPPER + DIGITS, 8)}, #platform-oncall C0{rnd(UPPER + DIGITS, 8)}, #incidents C0{rnd(UPPER + DIGITS, 9)}, bot user U0{rnd(UPPER + DIGITS, 9)}",
          f"slack app acme-deploy-bot app id A0{rnd(UPPER + DIGITS, 9)}; tokens are in vault secret/slack/deploy-bot, signing secret too")
    r.add("secret_rotation_log",
          "rotation day checklist (Q1):\n- stripe live sk: rolled, old one expires in 12h\n- sendgrid: new key created, old deleted\n- datadog api key: rotated via tf\n- github PATs for renovate: swapped to app installation tokens\n- vault root: none exists, good",
          "rotated the rabbitmq celery password after the log leak. new one only in vault (secret/data/rabbit/celery v7), pods restarted 14:20",
          "openai project key for the support PoC revoked - PoC over. anthropic one stays until end of month")
    r.add("password_policy_talk",
          "new policy for service account passwords: 32 chars min, generated by vault's password policy 'svc-strong' (a-zA-Z0-9, at least 2 symbols), rotate every 90 days, never reuse the last 5",
          "AWS IAM password policy on mgmt: min length 16, require symbols, max age 90, prevent reuse 24. root has hardware MFA, two yubikeys, both in the safe",
          "reminder: PIN for the office door panel changes on the 1st, facilities email it out - don't put it in notes")
    r.add("kubectl_secret_describe_output",
          "kubectl describe secret payments-db -n payments\nName:         payments-db\nNamespace:    payments\nType:  Opaque\n\nData\n====\npassword:  24 bytes\nusername:  8 bytes",
          f"kubectl get secret -n cert-manager\nNAME                         TYPE                                  DATA   AGE\nletsencrypt-prod-account     Opaque                                1      412d\napi-acme-example-tls         kubernetes.io/tls                     2      17d\nsh.helm.release.v1.cert-manager.v{digits(2, True)}   helm.sh/release.v1   1      3d")
    r.add("terraform_plan_sensitive_output",
          "terraform plan excerpt:\n  ~ resource \"aws_db_instance\" \"reporting\" {\n      ~ password = (sensitive value)\n        id       = \"reporting\"\n    }\nPlan: 0 to add, 1 to change, 0 to destroy.",
          f"terraform output\ncluster_endpoint = \"https://{hexs(32).upper()}.gr7.eu-west-1.eks.acme.internal\"\ndb_password = <sensitive>\nstate_lock_id = \"{uid()}\"")
    r.add("totp_setup_without_seed",
          "2FA for the shared registrar account moved to 1Password's TOTP field (Platform/Registrar). otpauth secret is not stored anywhere else; backup codes are printed and in the office safe",
          "aws root mfa: two yubikeys (serials on the sticker), no virtual MFA. if both are lost -> root account recovery with the finance director's phone")
    r.add("release_checksums",
          f"sha256sum of the terraform binary we pinned:\n{hexs(64)}  terraform_1.9.8_linux_amd64.zip\n{hexs(64)}  terraform_1.9.8_darwin_arm64.zip",
          f"md5 of the db dump before/after copy: {hexs(32)} / {hexs(32)} (mismatch! rerun)")
    r.add("git_lfs_and_blob_ids",
          f"git lfs pointer:\nversion https://git-lfs.github.com/spec/v1\noid sha256:{hexs(64)}\nsize {digits(8, True)}",
          f"git cat-file -p HEAD^{{tree}} | grep chart\n100644 blob {hexs(40)}\tChart.yaml\n040000 tree {hexs(40)}\ttemplates")
    r.add("company_iban_invoice",
          f"our bank details for the invoice footer: Acme Platform Ltd, IBAN {ie_iban()}, BIC AIBKIE2D, VAT IE{digits(7)}{rnd(UPPER, 1)}",
          f"vendor (Hetzner-ish reseller) wants us to pay to {iban('DE', digits(8) + digits(10))}, invoice INV-{digits(6, True)}, PO {digits(5, True)}")
    r.add("version_and_build_strings",
          f"versions in prod: k8s v1.29.{secrets.randbelow(10)}-eks-{hexs(7)}, argocd v2.1{secrets.randbelow(4)}.{secrets.randbelow(9)}+{hexs(7)}, cert-manager v1.15.3, vault 1.17.{secrets.randbelow(6)}+ent",
          f"helm list -n observability\nNAME       REVISION  STATUS    CHART                 APP VERSION\ngrafana    {digits(2, True)}        deployed  grafana-8.5.{secrets.randbelow(9)}         11.2.0\nloki       {digits(2, True)}        deployed  loki-6.16.0           3.1.1")
    r.add("network_inventory",
          f"new rack in Citywest:\nnode-gpu-01  {ip10()}  {mac()}  idrac {ip10()}\nnode-gpu-02  {ip10()}  {mac()}  idrac {ip10()}\nswitch       {ip10()}  {mac(upper=True)}",
          f"dns: api.acme.example CNAME {rnd(LN, 8)}.acme-edge.example, NLB k8s-ingress-{hexs(10)}-{hexs(16)}.elb.eu-west-1.acme.internal")
    r.add("oncall_contacts",
          f"oncall escalation: primary Niamh {phone_ie()}, secondary Eoin {phone_ie()}, AWS TAM case line via console. office: Acme, 2 Grand Canal Quay, Dublin {eircode()}",
          f"datacentre remote hands (Citywest) {phone_ie()}, account no. {digits(6, True)}, cage C{digits(2, True)}")
    r.add("ticket_and_incident_refs",
          f"INC-{digits(4, True)} (stripe webhooks 500s) -> follow-ups PLAT-{digits(4, True)}, PLAT-{digits(4, True)}; AWS support case {digits(11, True)}",
          f"Jira PLAT-{digits(4, True)}: rotate the legacy IAM user keys. change request CHG{digits(7, True)} approved, window Sat 06:00 IST")
    return r


def main() -> None:
    write_corpora("make_heldout132.py", [
        ("heldout132_credentials.yaml", credentials(), "batch 132 (Dublin SaaS platform engineer pasting configs, credential formats), written blind; every value synthetic"),
        ("heldout132_lookalikes.yaml", lookalikes(), "batch 132 look-alikes: the same configs with placeholders, references, public keys, digests and ids, written blind"),
    ])


if __name__ == "__main__":
    main()
