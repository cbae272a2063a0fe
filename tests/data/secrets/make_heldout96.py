# ruff: noqa: E501
"""Writes heldout96_credentials.yaml and heldout96_lookalikes.yaml: held-out batch 96.

Persona: a site reliability engineer at a Berlin payments company, on the platform team and in
the on-call rotation. Writes notes in English with German mixed in (Türcode, Notfall, bitte,
läuft ab). Holds AWS keys, Vault root/unseal keys and tokens, Kubernetes tokens and kubeconfigs,
Postgres/RDS connection strings, Datadog/PagerDuty/Grafana/Terraform/GitHub credentials, the
on-call laptop's disk passphrase and the office door code; and many ARNs, digests, SHAs, ids.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

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
    basic,
    card_expiry,
    digits,
    epoch,
    filevault_key,
    groups,
    hexs,
    iban,
    jwt,
    kube_key_data,
    luhn,
    onepassword_secret_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pod_name,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

REGION = ("eu-central-1", "eu-west-1")
WORDS = [
    "kastanie", "spree", "ubahn", "moebel", "ferris", "lantern", "kiosk", "brezel",
    "tempelhof", "copper", "walnut", "regen", "falke", "harbor", "nebel", "ticket",
    "orbit", "quark", "wolke", "anchor", "zebra", "kupfer", "meadow", "funkturm",
]
KCHARS = "bcdfghjklmnpqrstvwxz2456789"


def reg() -> str:
    return pick(*REGION)


def pw() -> str:
    return pick(
        rnd(ALNUM + "!#%&*+-=?", 20),
        rnd(ALNUM, 24),
        f"{pick('Spree', 'Kiez', 'Falke', 'Brezel', 'Nebel')}{pick('_', '-', '.')}{secrets.randbelow(9000) + 1000}{pick('!', '#', '?')}{pick('Ost', 'West', 'Nord')}",
    )


def hvs() -> str:
    return "hvs." + rnd(ALNUM, 24)


def hvs_long() -> str:
    return "hvs.CAESI" + rnd(URLSAFE, 86)


def unseal() -> str:
    return b64(secrets.token_bytes(33))


def sa_token(ns: str, sa: str, bound: bool = False) -> str:
    if bound:
        t = epoch()
        claims = {
            "aud": ["https://kubernetes.default.svc"], "exp": t + 3600, "iat": t,
            "iss": "https://oidc.eks.acme.internal/id/" + hexs(32).upper(),
            "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uid()}},
            "sub": f"system:serviceaccount:{ns}:{sa}",
        }
    else:
        claims = {
            "iss": "kubernetes/serviceaccount",
            "kubernetes.io/serviceaccount/namespace": ns,
            "kubernetes.io/serviceaccount/secret.name": f"{sa}-token-{rnd(KCHARS, 5)}",
            "kubernetes.io/serviceaccount/service-account.name": sa,
            "kubernetes.io/serviceaccount/service-account.uid": uid(),
            "sub": f"system:serviceaccount:{ns}:{sa}",
        }
    return jwt(claims, "RS256", rnd(URLSAFE, 342))


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def gh_fine() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def pd_key() -> str:
    prefix = pick("u+", "y_", "")
    return prefix + rnd(ALNUM + "_-", 20 - len(prefix))


def glsa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def stripe_sk(kind: str = "sk") -> str:
    return f"{kind}_live_51{rnd(ALNUM, 97)}"


def rds_host(name: str) -> str:
    return f"{name}.db.{pick('prod', 'stg')}.acme.internal"


def arn_sm(acct: str, name: str) -> str:
    return f"arn:aws:secretsmanager:{reg()}:{acct}:secret:{name}-{rnd(ALNUM, 6)}"


def x_trace() -> str:
    return f"1-{hexs(8)}-{hexs(24)}"


def ssh_fp() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def pgp_fp() -> str:
    return groups(hexs(40).upper(), 4)


def sha() -> str:
    return hexs(40)


def digest() -> str:
    return "sha256:" + hexs(64)


def credentials() -> Rows:
    r = Rows()
    acct = aws_account()

    r.add(
        "aws_access_key_pair",
        f"prod-breakglass IAM user (nur für Notfall!!)\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()}   # terraform-ci user, acct {acct}, stg",
        f"neuer key für den ledger-exporter: {aws_key_id()} / {aws_secret()} — alter ist deaktiviert, bitte k8s secret updaten",
        f"[payments-dr]\nregion = {reg()}\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}",
    )
    r.add(
        "aws_secret_key_only",
        f"secret key vom s3-backup user (ID steht in der IAM console): {aws_secret()}",
        f"the secret for the cost-explorer readonly key, copy before closing the tab:\n{aws_secret()}",
    )
    r.add(
        "aws_sts_session_credentials",
        f"temp creds from the incident bridge (12h):\nAWS_ACCESS_KEY_ID=ASIA{rnd(UPPER + DIGITS, 16)}\nAWS_SECRET_ACCESS_KEY={aws_secret()}\nAWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjE{rnd(B64, 340)}",
        f"session for the DR drill, expires 18:00 → ASIA{rnd(UPPER + DIGITS, 16)} {aws_secret()} token FwoGZXIvYXdzE{rnd(B64, 280)}",
    )
    r.add(
        "aws_root_password",
        f"AWS root payments-prod (root+prod@acme.example) pw: {pw()}  — MFA is the yubikey in the safe",
        f"root login für acct {acct}\nmail: aws-root-sandbox@acme.example\npasswort {pw()}",
        f"aws root sandbox acct, nach reset: {pw()}",
    )
    r.add(
        "aws_root_mfa_totp_seed",
        f"backup TOTP seed for the AWS root MFA (falls YubiKey weg): {rnd(BASE32, 32)}",
        f"otpauth://totp/Amazon%20Web%20Services:root@{acct}?secret={rnd(BASE32, 64)}&issuer=Amazon%20Web%20Services",
    )
    r.add(
        "ses_smtp_credentials",
        f"SES SMTP for alertmails (eu-central-1)\nuser: {aws_key_id()}\npass: B{rnd(B64, 43)}",
        f"postfix relay sasl_passwd: [email-smtp.relay.acme.internal]:587 {aws_key_id()}:B{rnd(B64, 43)}",
    )

    r.add(
        "vault_root_token",
        f"vault init vom neuen cluster (vault.acme.internal) → root token {hvs()}  NACH SETUP REVOKEN",
        f"Initial Root Token: {hvs()}\n\nVault initialized with 5 key shares and a key threshold of 3.",
        f"generate-root beim DR test, neuer root token: {hvs()} (vault token revoke -self wenn fertig!)",
    )
    r.add(
        "vault_unseal_key",
        f"Unseal Key 1: {unseal()}\nUnseal Key 2: {unseal()}\nUnseal Key 3: {unseal()}\n(threshold 3/5 — keys 4+5 hat Jana)",
        f"mein unseal share für vault-prod (#2 von 5): {unseal()}",
        f"vault operator unseal {unseal()}    # dr-region, falls auto-unseal via KMS wieder hängt",
    )
    r.add(
        "vault_token",
        f"ci token for deploy pipeline (policy deploy-ro, ttl 768h): {hvs_long()}",
        f"VAULT_ADDR=https://vault.stg.acme.internal:8200 VAULT_TOKEN={hvs()} vault kv get secret/psp/adyen",
        f'curl -s -H "X-Vault-Token: {hvs()}" https://vault.acme.internal:8200/v1/sys/leader',
    )
    r.add(
        "vault_approle_secret_id",
        f"approle payments-api (prod)\nrole_id: {uid()}\nsecret_id: {uid()}",
        f"vault write auth/approle/login role_id={uid()} secret_id={uid()}",
        f"neue secret_id für den recon-worker, die alte ist abgelaufen: {uid()}",
    )

    r.add(
        "k8s_service_account_token",
        f"sa token für dashboard-viewer (ns kube-system), läuft nicht ab:\n{sa_token('kube-system', 'dashboard-viewer')}",
        f"kubectl --server https://k8s-api.stg.acme.internal:6443 --token={sa_token('ledger', 'ci-deployer')} get pods -n ledger",
        f"token for the grafana k8s datasource (bound, 1h, just for testing): {sa_token('monitoring', 'grafana-agent', bound=True)}",
    )
    r.add(
        "kubeconfig_client_key_data",
        f"users:\n- name: admin@payments-prod-eu\n  user:\n    client-certificate-data: {b64(pem('CERTIFICATE', 3).encode())}\n    client-key-data: {kube_key_data()}",
        f"client-key-data fürs break-glass kubeconfig (cluster payments-prod):\n{kube_key_data()}",
    )
    r.add(
        "kubeadm_bootstrap_token",
        f"kubeadm join 10.40.0.10:6443 --token {rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)} --discovery-token-ca-cert-hash sha256:{hexs(64)}",
        f"bootstrap token fürs lab cluster (24h): {rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)}",
    )
    r.add(
        "k8s_secret_manifest_data",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: ledger-db\n  namespace: ledger\ntype: Opaque\ndata:\n  username: {b64(b'ledger_app')}\n  password: {b64(pw().encode())}",
        f"kubectl create secret generic psp-webhook -n payments --from-literal=signing-key={rnd(URLSAFE, 40)}",
    )

    r.add(
        "postgres_connection_string",
        f"DATABASE_URL=postgresql://ledger_app:{pw()}@{rds_host('ledger')}:5432/ledger?sslmode=require",
        f'psql "host={rds_host("settlement")} port=5432 dbname=settlement user=sre_ro password={rnd(ALNUM, 22)} sslmode=verify-full"',
        f"jdbc:postgresql://{rds_host('recon')}:5432/recon?user=recon_svc&password={rnd(ALNUM, 24)}&ssl=true",
        f"read replica für analytics, nur lesend:\npostgres://metabase:{pw()}@replica-1.{rds_host('ledger')}/ledger",
    )
    r.add(
        "rds_master_password",
        f"RDS master pw settlement-db (nur Notfall, app nutzt IAM auth): {pw()}",
        f"aws rds modify-db-instance --db-instance-identifier recon-stg --master-user-password '{pw()}' --apply-immediately",
        f"ledger-prod aurora\nmaster user: postgres\nmaster pw: {pw()}",
    )
    r.add(
        "pgbouncer_userlist_password",
        f'userlist.txt on pgbouncer-0:\n"pgbouncer_admin" "{pw()}"\n"ledger_app" "{pw()}"',
        f"pgbouncer admin console: psql -p 6432 -U pgbouncer_admin pgbouncer  (pw {pw()})",
    )
    r.add(
        "redis_password",
        f"redis.conf session-cache:\nrequirepass {rnd(ALNUM, 32)}",
        f"redis-cli -h ratelimit.redis.prod.acme.internal -a '{rnd(ALNUM, 28)}' --tls info replication",
        f"elasticache auth token (idempotency store): {rnd(ALNUM, 40)}",
    )
    r.add(
        "kafka_sasl_password",
        f'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="ledger-consumer" password="{rnd(ALNUM, 32)}";',
        f"MSK scram user payments-events: {pw()}",
    )

    r.add(
        "datadog_api_key",
        f"DD_API_KEY={hexs(32)}  (org acme-payments-eu, site datadoghq.eu)",
        f"helm values for the agent:\ndatadog:\n  apiKey: {hexs(32)}\n  site: datadoghq.eu\n  clusterName: payments-prod",
        f"datadog api key fürs terraform provider – {hexs(32)}",
    )
    r.add(
        "datadog_app_key",
        f"DD_APP_KEY={hexs(40)}   # owned by svc-terraform, scope monitors_write",
        f"dd app key (meiner, für dogshell): {hexs(40)}",
        f'curl -X GET "https://dd-proxy.acme.internal/api/v1/monitor" -H "DD-API-KEY: {hexs(32)}" -H "DD-APPLICATION-KEY: {hexs(40)}"',
    )
    r.add(
        "pagerduty_api_key",
        f"PD REST API key (read-only) für das on-call export script: {pd_key()}",
        f'Authorization: Token token={pd_key()}',
        f'provider "pagerduty" {{\n  token = "{pd_key()}"\n}}',
    )
    r.add(
        "pagerduty_routing_key",
        f"events v2 integration key für alertmanager (service Ledger-P1): {hexs(32)}",
        f"receivers:\n- name: pd-critical\n  pagerduty_configs:\n  - routing_key: {hexs(32)}\n    severity: critical",
    )
    r.add(
        "grafana_admin_password",
        f"grafana.acme.internal  admin / {pw()}",
        f"GF_SECURITY_ADMIN_PASSWORD={pw()}",
        f"grafana-cli admin reset-admin-password '{pw()}'   (nach dem upgrade gings nicht mehr rein)",
    )
    r.add(
        "grafana_service_account_token",
        f"grafana SA token for the terraform provider: {glsa()}",
        f"GRAFANA_AUTH={glsa()} → fürs dashboard-sync script",
    )
    r.add(
        "terraform_cloud_token",
        f'~/.terraform.d/credentials.tfrc.json\n{{\n  "credentials": {{\n    "tfe.acme.internal": {{ "token": "{tfc_token()}" }}\n  }}\n}}',
        f"TF_TOKEN_tfe_acme_internal={tfc_token()}",
        f"team token ops-admins (TFE): {tfc_token()}",
    )

    r.add(
        "github_pat_classic",
        f"{ghp()} — PAT für renovate bot, scope repo+workflow, expires 2025-09-30",
        f"git clone https://x-access-token:{ghp()}@github.acme.internal/payments/ledger.git",
        f".envrc in infra-live:\nexport GITHUB_TOKEN={ghp()}",
    )
    r.add(
        "github_fine_grained_pat",
        f"fine-grained PAT, nur infra-live + helm-charts, contents:write\n{gh_fine()}",
        f"gh auth login --with-token <<< {gh_fine()}",
    )
    r.add(
        "github_deploy_key_private",
        f"deploy key (write) für infra-live repo, private half:\n{openssh_private()}",
        f"argocd repo creds for helm-charts, ssh private key:\n{openssh_private()}",
    )
    r.add(
        "github_recovery_codes",
        f"github.acme.internal recovery codes (mein account):\n{recovery_codes(8, 'github')}",
        f"GH 2FA backup codes, 3 schon benutzt:\n{recovery_codes(5, 'github')}",
    )
    r.add(
        "bastion_ssh_private_key",
        f"bastion-fra key (ec2-user), only on the oncall laptop:\n{openssh_private()}",
        f"legacy HSM jump host still wants RSA:\n{pem('RSA PRIVATE KEY', 8)}",
    )

    r.add(
        "oncall_laptop_disk_passphrase",
        f"on-call laptop (ThinkPad, LUKS) passphrase: {phrase(WORDS, 5, '-')}",
        f"Festplattenverschlüsselung Notfall-Laptop #2\n{phrase(WORDS, 4, ' ')} {digits(3)}",
        f"cryptsetup passphrase for the oncall box after reinstall = {rnd(ALNUM + '!#%', 22)}",
    )
    r.add(
        "oncall_laptop_filevault_key",
        f"oncall macbook FileVault recovery key (if it asks after update): {filevault_key()}",
        f"MBP SRE-03 → recovery key {filevault_key()}",
    )
    r.add(
        "office_door_code",
        f"Türcode Büro Kreuzberg (Hintereingang): {digits(4, lead=True)}#",
        f"door code berlin office changed again → {digits(6, lead=True)} (gilt ab Montag)",
        f"Serverraum 3. OG: Code {digits(5, lead=True)}, dann Schlüssel aus der Box",
    )
    r.add(
        "office_alarm_pin",
        f"Alarmanlage scharf/unscharf: PIN {digits(4, lead=True)}, Kennwort für den Wachschutz-Rückruf: {pick('Zitronenfalter', 'Bernstein', 'Kormoran')}{digits(2)}",
        f"if you're last out: alarm pin {digits(6, lead=True)} then *",
    )
    r.add(
        "office_wifi_password",
        f"WLAN acme-staff (WPA2): {rnd(ALNUM, 18)}",
        f"guest wifi is public but the ops VLAN ssid acme-ops psk = {phrase(WORDS, 3, '')}{digits(4)}",
    )
    r.add(
        "yubikey_piv_pin",
        f"YubiKey #2 (PIV) PIN {digits(6)} PUK {digits(8)}\nmgmt key {hexs(48)}",
        f"yubikey backup in safe: pin {digits(6)} / puk {digits(8)}",
    )
    r.add(
        "hsm_crypto_officer_password",
        f"Luna HSM partition 'pay-tokenization' crypto officer pw: {pw()}",
        f"cloudhsm> login --username co_admin --role crypto-user\npassword: {rnd(ALNUM + '#!', 20)}",
        f"HSM CU user tokenizer-svc — {pw()} (nur im Notfall, sonst über vault)",
    )

    r.add(
        "stripe_secret_key",
        f"STRIPE_SECRET_KEY={stripe_sk()}",
        f"stripe restricted key for the refund cron (charges read, refunds write): {stripe_sk('rk')}",
    )
    r.add(
        "stripe_webhook_secret",
        f"webhook signing secret endpoint /hooks/stripe prod: whsec_{rnd(ALNUM, 32)}",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}  (stg)",
    )
    r.add(
        "adyen_api_key",
        f"Adyen ws user ws_{digits(6)}@Company.AcmePayments api key:\nAQE{rnd(ALNUM, 40)}+{rnd(B64, 80)}",
        f"ADYEN_API_KEY=AQE{rnd(B64, 120)}",
    )
    r.add(
        "slack_bot_token",
        f"slack bot for incident-bot: xoxb-{digits(11, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
        f"SLACK_BOT_TOKEN=xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)} (statuspage notifier)",
    )
    r.add(
        "dockerhub_pat",
        f"docker login -u acmepaymentsci -p dckr_pat_{rnd(URLSAFE, 27)}",
        f"dockerhub PAT (pull only, wegen rate limits): dckr_pat_{rnd(URLSAFE, 27)}",
    )
    r.add(
        "harbor_robot_secret",
        f"harbor.acme.internal robot$ci-push\nsecret: {rnd(ALNUM, 32)}",
        f"echo '{rnd(ALNUM, 32)}' | docker login harbor.acme.internal -u 'robot$payments+deployer' --password-stdin",
    )
    r.add(
        "argocd_admin_password",
        f"argocd login argocd.acme.internal --username admin --password '{pw()}' --grpc-web",
        f"argocd initial admin pw (argocd-initial-admin-secret, before I deleted it): {rnd(URLSAFE, 16)}",
    )
    r.add(
        "elasticsearch_basic_auth",
        f"Authorization: Basic {basic('elastic', pw())}",
        f"logs cluster\nuser elastic\npw {rnd(ALNUM, 20)}\nkibana: https://kibana.acme.internal",
    )
    r.add(
        "jwt_signing_secret",
        f"JWT_HS256_SECRET={rnd(URLSAFE, 64)}   (merchant-dashboard sessions)",
        f"internal-api token signing key, rotate quarterly: {b64(secrets.token_bytes(48))}",
    )
    r.add(
        "onepassword_secret_key",
        f"1Password team account acme-sre.1password.example\nSecret Key: {onepassword_secret_key()}\nmaster pw: {phrase(WORDS, 4, '-')}",
        f"emergency kit 1P (für die Schublade): {onepassword_secret_key()}",
    )
    r.add(
        "sops_age_secret_key",
        f"# created: 2024-05-02\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}  → ci secret, für infra-live decrypt",
    )
    r.add(
        "wireguard_private_key",
        f"[Interface]\nAddress = 10.99.0.7/32\nPrivateKey = {wg_key()}\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820",
        f"wg private key oncall laptop: {wg_key()}",
    )
    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}   # sourcemap upload",
        f"sentry.acme.internal org token (releases): sntrys_{b64(secrets.token_bytes(60)).rstrip('=')}",
    )
    r.add(
        "npm_token",
        f"//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"npm publish token für @acme/pay-sdk: npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "cloudflare_api_token",
        f"CF_API_TOKEN={rnd(URLSAFE, 40)}   (zone:dns edit, acme-pay.example)",
        f"cloudflare token für cert-manager dns01:\napiTokenSecretRef → value {rnd(URLSAFE, 40)}",
    )
    r.add(
        "corporate_card",
        f"Firmenkarte (für AWS Marketplace / Datadog overage): {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"amex corp card SRE team {groups(luhn('37', 15), 5)} — {card_expiry()} — cid {digits(4)}",
        f"Mastercard virtual card for the Grafana Cloud trial\n{groups(luhn('5' + str(secrets.randbelow(5) + 1)), 4)}\n{card_expiry()} / {digits(3)}",
    )
    r.add(
        "gpg_key_passphrase",
        f"passphrase release signing key (0x{hexs(16).upper()}): {phrase(WORDS, 6, ' ')}",
        f"gpg --batch --pinentry-mode loopback --passphrase '{rnd(ALNUM + '!#', 24)}' --decrypt backup-keys.tar.gpg",
    )
    r.add(
        "ldap_bind_password",
        f"ldapsearch -x -H ldaps://ldap.acme.internal -D 'cn=svc-grafana,ou=svc,dc=acme,dc=internal' -w '{pw()}' '(uid=jdoe)'",
        f"grafana ldap.toml\nbind_dn = \"cn=svc-grafana,ou=svc,dc=acme,dc=internal\"\nbind_password = \"{pw()}\"",
    )

    # a third note for some kinds
    r.add("aws_secret_key_only", f"s3 uploader (merchant reports) secret → {aws_secret()}   die key id ist die mit ...Q7 am Ende")
    r.add("aws_sts_session_credentials", f"aws configure set aws_session_token IQoJb3JpZ2luX2VjE{rnd(B64, 320)} --profile incident")
    r.add("aws_root_mfa_totp_seed", f"MFA seed root acct {acct}\n{groups(rnd(BASE32, 32), 4)}")
    r.add("kubeconfig_client_key_data", f"lab cluster admin, falls OIDC down:\nclient-key-data: {kube_key_data()}")
    r.add("kubeadm_bootstrap_token", f"kubeadm token create → {rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)} (for the new worker, expires tomorrow)")
    r.add("kafka_sasl_password", f"kcat -b kafka-1.prod.acme.internal:9096 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username=sre-debug -X sasl.password={rnd(ALNUM, 28)} -L")
    r.add("pagerduty_routing_key", f"PD integration for the Datadog → PD bridge, service Checkout: {hexs(32)}")
    r.add("grafana_service_account_token", f'curl -H "Authorization: Bearer {glsa()}" https://grafana.acme.internal/api/search')
    r.add("github_fine_grained_pat", f"GH_TOKEN={gh_fine()}  # backstage catalog reader")
    r.add("stripe_secret_key", f"stripe secret key staging: sk_test_51{rnd(ALNUM, 97)}\nprod one is ONLY in vault")
    r.add("stripe_webhook_secret", f"stripe listen gave me whsec_{rnd(ALNUM, 32)} for local testing of the refund handler")
    r.add("slack_bot_token", f"Slack app 'pagerbot' → Bot User OAuth Token\nxoxb-{digits(11, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}")
    r.add("dockerhub_pat", f"DOCKERHUB_TOKEN: dckr_pat_{rnd(URLSAFE, 27)}  (user acmepaymentsci)")
    r.add("argocd_admin_password", f"argocd admin nach reset: {pw()}")
    r.add("jwt_signing_secret", f"merchant-api .env.stg\nJWT_SECRET={rnd(ALNUM, 48)}\nJWT_TTL=900")
    r.add("sentry_auth_token", f"sentry-cli --auth-token sntryu_{hexs(64)} releases new ledger@4.19.0")
    r.add("npm_token", f"NPM_TOKEN for CI (read-only): npm_{rnd(ALNUM, 36)}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    acct = aws_account()
    acct2 = aws_account()

    r.add(
        "iam_role_arn",
        f"oncall role: arn:aws:iam::{acct}:role/sre-oncall-breakglass (max session 1h)",
        f"IRSA for ledger-api → arn:aws:iam::{acct}:role/eks-ledger-api-{hexs(8)}",
        f"trust policy principal muss arn:aws:iam::{acct2}:role/terraform-ci sein, nicht der user",
    )
    r.add(
        "secretsmanager_secret_arn",
        f"the DB creds live in Secrets Manager: {arn_sm(acct, 'prod/ledger/db-master')}",
        f"rotation lambda hängt an {arn_sm(acct, 'prod/psp/adyen-api-key')} — rotation schedule 30d",
        f"ExternalSecret remoteRef.key = {arn_sm(acct, 'stg/grafana/admin-password')}",
    )
    r.add(
        "kms_key_arn",
        f"ledger backups encrypted with arn:aws:kms:{reg()}:{acct}:key/{uid()}",
        f"multi-region key for vault auto-unseal: arn:aws:kms:eu-central-1:{acct}:key/mrk-{hexs(32)} (replica in eu-west-1)",
        f"alias: arn:aws:kms:{reg()}:{acct}:alias/sops-infra-live  → KeyId {uid()}",
    )
    r.add(
        "ssm_parameter_arn",
        f"arn:aws:ssm:{reg()}:{acct}:parameter/prod/datadog/api_key  (SecureString, value NICHT hier)",
        f"app reads /prod/pagerduty/routing_key from SSM, arn:aws:ssm:{reg()}:{acct}:parameter/prod/pagerduty/routing_key",
    )
    r.add(
        "rds_cluster_identifier",
        f"ledger-prod aurora: arn:aws:rds:{reg()}:{acct}:cluster:ledger-prod, resource id cluster-{rnd(UPPER + DIGITS, 26)}",
        f"DbiResourceId for IAM auth policy: db-{rnd(UPPER + DIGITS, 26)} (arn:aws:rds-db:{reg()}:{acct}:dbuser:db-{rnd(UPPER + DIGITS, 26)}/ledger_app)",
        f"snapshot rds:settlement-prod-2024-11-03-02-10 copied to acct {acct2}",
    )
    r.add(
        "alb_arn",
        f"arn:aws:elasticloadbalancing:{reg()}:{acct}:loadbalancer/app/k8s-payments-ingress-{hexs(10)}/{hexs(16)}",
        f"TG for checkout: arn:aws:elasticloadbalancing:{reg()}:{acct}:targetgroup/k8s-checkout-{hexs(10)}/{hexs(16)}",
    )
    r.add(
        "acm_certificate_arn",
        f"wildcard cert *.pay.acme.example → arn:aws:acm:{reg()}:{acct}:certificate/{uid()} (renews automatically)",
        f"ingress annotation alb.ingress.kubernetes.io/certificate-arn: arn:aws:acm:eu-central-1:{acct}:certificate/{uid()}",
    )
    r.add(
        "sts_caller_identity",
        f'aws sts get-caller-identity\n{{\n  "UserId": "AROA{rnd(UPPER + DIGITS, 17)}:jdoe@acme.example",\n  "Account": "{acct}",\n  "Arn": "arn:aws:sts::{acct}:assumed-role/AWSReservedSSO_SRE_{hexs(16)}/jdoe@acme.example"\n}}',
        f"CloudTrail says the call came from AROA{rnd(UPPER + DIGITS, 17)} (ci role), session name gha-{digits(10, lead=True)}",
    )
    r.add(
        "access_key_id_deactivated",
        f"deactivated {aws_key_id()} (old terraform-ci key), delete after 2 weeks if nothing breaks",
        f"GuardDuty finding für access key {aws_key_id()} – false positive, Key war schon inaktiv. Secret nie irgendwo gepastet.",
        f"access keys older than 90d report: {aws_key_id()} (svc-backup, 141d), {aws_key_id()} (svc-ses, 97d) → rotate",
    )
    r.add(
        "ec2_resource_ids",
        f"bastion: i-0{hexs(16)}, sg-0{hexs(16)}, subnet-0{hexs(16)}",
        f"new AMI for nodes ami-0{hexs(16)} (bottlerocket 1.2x), vpc-0{hexs(16)}",
        f"EBS vol-0{hexs(16)} stuck in 'attaching' → AWS case {digits(11, lead=True)}",
    )

    r.add(
        "k8s_pod_name",
        f"CrashLoop again: {pod_name('ledger-api')} (ns ledger), OOMKilled",
        f"kubectl -n payments logs {pod_name('psp-gateway')} -c envoy --previous",
        f"pods stuck Terminating:\n{pod_name('recon-worker')}\n{pod_name('recon-worker')}\n{pod_name('recon-worker')}",
    )
    r.add(
        "k8s_replicaset_name",
        f"rollout hängt, old RS checkout-{hexs(10)} still 3/3, new RS checkout-{hexs(10)} 0/3",
        f"kubectl -n ledger describe rs ledger-api-{hexs(10)[:9]} | grep -i events",
    )
    r.add(
        "container_id",
        f"containerd id of the hung container: {hexs(64)} (node ip-10-40-{secrets.randbelow(255)}-{secrets.randbelow(255)})",
        f"crictl inspect {hexs(13)} → exit code 137",
    )
    r.add(
        "image_digest",
        f"pin ledger-api to harbor.acme.internal/payments/ledger-api@{digest()} (was: :latest 🙈)",
        f"rollback target digest {digest()} = release 4.18.2",
        f"cosign verify ok für {digest()}, signer ci@acme.example",
    )
    r.add(
        "git_commit_sha",
        f"regression introduced in {sha()} (\"bump pgx to v5\"), revert is {sha()[:7]}",
        f"infra-live main @ {sha()} applied to prod at 14:32",
        f"git bisect good {sha()[:12]}; git bisect bad HEAD",
    )
    r.add(
        "terraform_variable_reference",
        'password = var.db_password  # kommt aus TFE workspace var, sensitive=true',
        'variable "datadog_api_key" {\n  type      = string\n  sensitive = true\n}',
        "master_password = random_password.ledger_master.result → landet nur im state, state ist encrypted",
    )
    r.add(
        "terraform_secret_data_source",
        'data "aws_secretsmanager_secret_version" "psp" {\n  secret_id = "prod/psp/adyen-api-key"\n}\n# use jsondecode(data.aws_secretsmanager_secret_version.psp.secret_string)["api_key"]',
        'token = data.vault_generic_secret.pagerduty.data["token"]',
        "data.aws_ssm_parameter.dd_app_key.value statt hardcoded — PR #" + digits(4, lead=True),
    )
    r.add(
        "github_actions_secret_reference",
        "env:\n  AWS_ROLE_ARN: ${{ secrets.AWS_DEPLOY_ROLE_ARN }}\n  DD_API_KEY: ${{ secrets.DD_API_KEY }}",
        "uses: hashicorp/setup-terraform@v3\nwith:\n  cli_config_credentials_token: ${{ secrets.TFE_TOKEN }}",
        "renovate braucht ${{ secrets.RENOVATE_TOKEN }} in der org, nicht im repo — Ticket SRE-" + digits(4, lead=True),
    )
    r.add(
        "vault_path_reference",
        "ledger db creds: vault kv get secret/data/prod/ledger/db (nicht mehr in SSM!)",
        "dynamic creds: vault read database/creds/ledger-ro (ttl 1h)",
        "policy deploy-ro darf nur secret/data/ci/* und pki_int/issue/payments",
    )
    r.add(
        "vault_token_accessor",
        f"revoked the leaked token via accessor: vault token revoke -accessor {rnd(ALNUM, 24)}",
        f"token lookup → accessor {rnd(ALNUM, 24)}, policies [default deploy-ro], ttl 767h (das ist nur der accessor, kein token)",
    )
    r.add(
        "onepassword_reference",
        "DD_API_KEY=op://SRE/datadog-prod/api_key  → op run --env-file=.env -- terraform plan",
        "grafana admin pw: op://SRE-Oncall/grafana.acme.internal/password",
        "door code is in 1Password (vault Office, item 'Kreuzberg Tür')",
    )
    r.add(
        "k8s_secret_key_ref",
        "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: ledger-db\n      key: password",
        "envFrom: secretRef ledger-db — das secret selbst kommt per ExternalSecret aus Vault",
    )
    r.add(
        "env_var_name_reference",
        "script expects $PAGERDUTY_TOKEN and $DD_APP_KEY exported, sonst silent fail",
        "VAULT_TOKEN muss leer sein wenn man mit -method=oidc einloggt, sonst nimmt er den alten",
        "AWS_SESSION_TOKEN is set by aws-vault, don't put it in .envrc",
    )
    r.add(
        "console_url_uuid",
        f"datadog notebook: https://dd.acme.example/notebook/{digits(7, lead=True)} ; incident page https://status.acme.internal/incidents/{uid()}",
        f"TFE run: https://tfe.acme.internal/app/acme/workspaces/infra-live-prod/runs/run-{rnd(ALNUM, 16)}",
        f"grafana https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/ledger-latency?orgId=1&var-pod=All",
    )
    r.add(
        "aws_request_id",
        f"AccessDenied, RequestId: {uid()} — SCP blocks kms:Decrypt outside eu",
        f"S3 x-amz-request-id {rnd(UPPER + DIGITS, 16)} x-amz-id-2 {b64(secrets.token_bytes(57))}",
    )
    r.add(
        "trace_id",
        f"slow checkout trace: traceparent 00-{hexs(32)}-{hexs(16)}-01",
        f"X-Amzn-Trace-Id: Root={x_trace()} — ALB 502 from there",
        f"dd trace id {digits(19, lead=True)} span {digits(19, lead=True)} (psp-gateway → adyen timeout)",
    )
    r.add(
        "ssh_public_key",
        f"add to bastion authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jdoe@oncall-laptop",
        f"deploy key PUBLIC part for infra-live (GitHub → Settings → Deploy keys):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} argocd@payments-prod",
    )
    r.add(
        "ssh_host_key_fingerprint",
        f"bastion-fra host key: ED25519 key fingerprint is {ssh_fp()}. Wenn das anders ist → STOP.",
        f"known fingerprints github.acme.internal:\n{ssh_fp()} (ED25519)\n{ssh_fp()} (ECDSA)",
    )
    r.add(
        "pgp_key_fingerprint",
        f"release signing key fingerprint: {pgp_fp()}",
        f"gpg --recv-keys 0x{hexs(16).upper()} (security@acme.example, expires 2026-01-01)",
        f"sops .sops.yaml pgp: {hexs(40).upper()} (backup recipient, the age key is primary)",
    )
    r.add(
        "key_rotation_note",
        "rotated the Datadog API key today 10:40, old one revoked, new one only in Vault secret/data/prod/datadog",
        "AWS keys terraform-ci rotiert (created 2025-03-04), GH secret updated, alte Key-ID deaktiviert",
        "TODO Q3: rotate vault unseal keys (rekey), need 3 of 5 holders in one room",
    )
    r.add(
        "token_revocation_note",
        "revoked GitHub PAT 'renovate-old' after it showed up in a CI log — scanner caught it in 4 min",
        "Grafana SA token for the sync script deleted, replaced by workload identity, nothing to store anymore",
        "vault: revoked root token after DR drill, generate-root nonce verworfen",
    )
    r.add(
        "password_policy_note",
        "RDS master pw policy: min 24 chars, no @ / \" (RDS mag die nicht), rotation via Secrets Manager 30d",
        "LUKS passphrase for oncall laptops: ≥6 diceware words, never the same as 1P master",
        "door code rotates every 1st of month, 6 digits, reception sends it via Signal",
    )
    r.add(
        "secret_location_reference",
        "break-glass AWS root creds: sealed envelope in the safe (2. OG, Schrank B), Zugriff nur mit 2 Personen",
        "YubiKey PIN/PUK stehen auf dem Zettel in der Tresorbox, nicht hier",
        "unseal share #3 liegt bei Jana, #4 bei Tobi, #5 im Bankschließfach",
    )
    r.add(
        "stripe_publishable_key",
        f"checkout frontend uses STRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 97)} (public, fine in the bundle)",
        f"pk_test_51{rnd(ALNUM, 97)} → for the staging merchant dashboard",
    )
    r.add(
        "stripe_object_ids",
        f"dispute on ch_3{rnd(ALNUM, 23)}, PaymentIntent pi_3{rnd(ALNUM, 23)}, customer cus_{rnd(ALNUM, 14)}",
        f"webhook replay evt_1{rnd(ALNUM, 23)} failed with 500 at 03:12",
    )
    r.add(
        "company_iban_invoice",
        f"unsere IBAN auf den Rechnungen: {iban('DE', digits(18))} (BIC ACMEDEFFXXX) — für den Lieferant",
        f"settlement account shown to merchants: {iban('DE', digits(18))}, Verwendungszweck = merchant id",
    )
    r.add(
        "pagerduty_incident_ids",
        f"PD incident Q{rnd(UPPER + DIGITS, 13)} (service P{rnd(UPPER + DIGITS, 6)}) ack'd 02:14, resolved 02:51",
        f"escalation policy P{rnd(UPPER + DIGITS, 6)} → primary schedule P{rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "datadog_monitor_ids",
        f"monitor {digits(8, lead=True)} (ledger p99 > 800ms) flapping, SLO id {hexs(32)}",
        f"dashboard {rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)} = 'Payments Golden Signals'",
    )
    r.add(
        "sops_encrypted_value",
        f"db_password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        f"sops:\n  kms:\n  - arn: arn:aws:kms:eu-central-1:{acct}:alias/sops-infra-live\n    enc: AQICAH{rnd(B64, 180)}\n  mac: ENC[AES256_GCM,data:{b64(secrets.token_bytes(32))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
    )
    r.add(
        "sealed_secret_ciphertext",
        f"spec:\n  encryptedData:\n    password: AgB{rnd(B64, 380)}",
        f"kubeseal output für psp-webhook (safe to commit): AgA{rnd(B64, 300)}==",
    )
    r.add(
        "age_public_key",
        f".sops.yaml creation_rules: age: {age_public_key()},{age_public_key()}",
        f"my age recipient (public): {age_public_key()}",
    )
    r.add(
        "wireguard_public_key",
        f"peer for jdoe laptop, PublicKey = {wg_key()}, AllowedIPs = 10.99.0.7/32",
        f"vpn gw public key {wg_key()} — that's the one to paste into the client, not the private",
    )
    r.add(
        "tls_certificate_fingerprint",
        f"ingress cert SHA-256 fingerprint {groups(hexs(64).upper(), 2, ':')}",
        f"kubeadm --discovery-token-ca-cert-hash sha256:{hexs(64)} (CA pubkey hash, public; token kommt aus kubeadm token create)",
        f"cert serial {groups(hexs(32).upper(), 2, ':')} revoked in CRL, reissued",
    )
    r.add(
        "postgres_url_without_password",
        f"postgresql://sre_ro@{rds_host('ledger')}:5432/ledger?sslmode=verify-full  (pw via ~/.pgpass)",
        f"psql \"host={rds_host('recon')} dbname=recon user=iam_sre sslmode=require\" — token from aws rds generate-db-auth-token",
    )
    r.add(
        "kubeconfig_exec_plugin",
        f"users:\n- name: payments-prod\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, payments-prod, --region, {reg()}]",
        f"certificate-authority-data is public (cluster CA) — kubeconfig for {pick('payments-stg', 'lab')} only has that + exec plugin, safe to share",
    )
    r.add(
        "terraform_run_ids",
        f"apply run-{rnd(ALNUM, 16)} failed (state lock), lock ID {uid()}",
        f"terraform force-unlock {uid()}  # nur wenn sicher kein apply läuft",
    )
    r.add(
        "github_actions_run_url",
        f"failed deploy: https://github.acme.internal/payments/ledger/actions/runs/{digits(10, lead=True)}/job/{digits(11, lead=True)}",
        f"workflow run {digits(10, lead=True)} attempt 2, OIDC sub repo:payments/ledger:ref:refs/heads/main",
    )
    r.add(
        "helm_chart_versions",
        f"bump datadog chart 3.{secrets.randbelow(80)}.{secrets.randbelow(10)} → app 7.{secrets.randbelow(60)}.{secrets.randbelow(5)}, vault chart 0.2{secrets.randbelow(9)}.0",
        f"argo-cd v2.{secrets.randbelow(14)}.{secrets.randbelow(12)}, chart digest {digest()}",
    )
    r.add(
        "ip_cidr_notes",
        f"prod VPC 10.40.0.0/16, pods 100.64.0.0/16, NAT EIPs 198.51.100.{secrets.randbelow(250)} + 198.51.100.{secrets.randbelow(250)} (für PSP allowlist)",
        f"vault cluster nodes 10.40.{secrets.randbelow(255)}.11/.12/.13, port 8201 for raft",
    )
    r.add(
        "office_contact_details",
        "Büro: Oranienstraße 1xx, 10999 Berlin, Empfang +49 30 5555 0100 (Mo–Fr 8–18)",
        "Wachschutz Hotline +49 30 5555 0199, Objektnummer " + digits(6, lead=True) + " angeben",
    )
    r.add(
        "hardware_order_numbers",
        f"new oncall laptops order {pick('PO', 'BE')}-{digits(8, lead=True)}, DHL tracking JJD{digits(18)}",
        f"YubiKey 5C NFC x10, order #{digits(9, lead=True)}, serials {digits(8, lead=True)}–{digits(8, lead=True)}",
        f"ThinkPad S/N PF{rnd(UPPER + DIGITS, 6)}, asset tag ACME-{digits(5)}",
    )
    r.add(
        "cloudtrail_event_ids",
        f"CloudTrail eventID {uid()} — DeleteSecret on prod/psp/old-key (scheduled, 7d recovery window)",
        f"Athena query id {uid()}, results in s3://acme-cloudtrail-athena-{acct}/results/",
    )
    r.add(
        "release_checksums",
        f"vault_1.1{secrets.randbelow(9)}.{secrets.randbelow(6)}_linux_amd64.zip sha256 {hexs(64)}",
        f"terraform 1.9.x SHA256SUMS line: {hexs(64)}  terraform_1.9.{secrets.randbelow(9)}_darwin_arm64.zip",
    )
    r.add(
        "vault_unseal_procedure_note",
        "unseal procedure: 3 von 5 key holders, jeder tippt seinen share selbst ein (vault operator unseal, no arg → prompt)",
        "auto-unseal via KMS since Nov; the recovery keys are only needed for generate-root, they're with the CISO",
    )
    r.add(
        "eks_oidc_issuer",
        f"OIDC issuer https://oidc.eks.{reg()}.acme.internal/id/{hexs(32).upper()} — thumbprint {hexs(40)}",
        f"IRSA condition: oidc.eks.acme.internal/id/{hexs(32).upper()}:sub = system:serviceaccount:ledger:ledger-api",
    )
    r.add(
        "incident_ticket_ids",
        f"INC-{digits(4, lead=True)} postmortem draft, JIRA SRE-{digits(4, lead=True)}, follow-ups SRE-{digits(4, lead=True)}..{digits(4, lead=True)}",
        f"BaFin-Meldung ref {digits(4)}/{rnd(UPPER, 3)}-{digits(6)} wegen outage 12.03.",
    )

    # a third note for some kinds
    r.add("ssm_parameter_arn", f"GetParameter AccessDenied auf arn:aws:ssm:{reg()}:{acct2}:parameter/stg/grafana/admin_password — KMS key policy fehlt")
    r.add("alb_arn", f"WAF association: arn:aws:wafv2:{reg()}:{acct}:regional/webacl/payments-edge/{uid()}")
    r.add("acm_certificate_arn", f"PCA issuer arn:aws:acm-pca:{reg()}:{acct}:certificate-authority/{uid()} (mTLS zum PSP)")
    r.add("sts_caller_identity", f"AssumeRoleWithWebIdentity from gha, role session botocore-session-{epoch()}, SourceIdentity ci-ledger")
    r.add("k8s_replicaset_name", f"ReplicaSet psp-gateway-{hexs(10)[:pick(9, 10)]} (revision 42) is the good one, pods {pod_name('psp-gateway')}")
    r.add("container_id", f"docker ps: {hexs(12)}  harbor.acme.internal/payments/recon:4.3.1  Up 3 days")
    r.add("vault_token_accessor", f"audit log: auth.accessor={rnd(ALNUM, 24)}, client_token=hmac-sha256:{hexs(64)}")
    r.add("k8s_secret_key_ref", "helm values: existingSecret: grafana-admin, userKey: admin-user, passwordKey: admin-password")
    r.add("ssh_public_key", f"ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} yubikey-piv-9a")
    r.add("ssh_host_key_fingerprint", f"ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub → 256 {ssh_fp()} root@bastion-fra (ED25519)")
    r.add("stripe_publishable_key", "publishable keys are public by design, the sk_live one is the secret — it is in Vault at secret/data/prod/stripe")
    r.add("stripe_object_ids", f"payout po_1{rnd(ALNUM, 23)} to acct_1{rnd(ALNUM, 15)} delayed, balance txn txn_1{rnd(ALNUM, 23)}")
    r.add("company_iban_invoice", f"Rechnung RE-2025-{digits(5)}: bitte an {iban('DE', digits(18), spaced=False)} überweisen")
    r.add("sealed_secret_ciphertext", f"sealed-secrets controller cert fingerprint {groups(hexs(40).upper(), 2, ':')}, re-encrypt all after key renewal")
    r.add("age_public_key", "age recipients file infra-live/.age-recipients hat 4 keys, meiner ist der zweite")
    r.add("terraform_run_ids", f"TFE workspace ws-{rnd(ALNUM, 16)} (infra-live-prod), config version cv-{rnd(ALNUM, 16)}")
    return r


def main() -> None:
    write_corpora("make_heldout96.py", [
        ("heldout96_credentials.yaml", credentials(), "batch 96 (Berlin payments SRE: AWS, Vault, k8s, Postgres, on-call tooling), written blind; every value synthetic"),
        ("heldout96_lookalikes.yaml", lookalikes(), "batch 96 look-alikes: ARNs, digests, SHAs, pod names, secret references, public keys, rotation notes, written blind"),
    ])


if __name__ == "__main__":
    main()
