# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout27_credentials.yaml and heldout27_lookalikes.yaml: held-out batch 27.

The persona is a site reliability engineer at a payments start-up in Singapore (Kubernetes,
Terraform, Vault, AWS and GCP, Datadog, PagerDuty, GitHub Actions, Argo CD, Kafka, Postgres,
Redis, an HSM, PGP keys, break-glass accounts, on-call runbooks, a bastion host, VPN, SSO,
incident channels) and their personal life: a condo with a smart lock and a gate transponder,
a domestic helper, a car with an ERP card, a brokerage account, family in Penang. The notes
take the forms such a person really keeps: pasted e-mails and chat messages, transcribed
sticky notes, config snippets (.env, YAML, JSON, INI, HCL, connection strings, shell and curl
lines, kubectl output), spreadsheet rows, handover notes, onboarding checklists, "remember
that" requests, text read off screenshots and messages to family; about a quarter are in
Simplified Chinese or Malay, the rest in English.

The batch was written blind: without reading the detector, its tests, or any earlier
corpus or generator other than the helpers of make_heldout.py. The credentials each hold at
least one usable secret value; the look-alikes hold identifiers, public keys, redacted values,
placeholders, references to where a secret is kept and talk about secrets, but no secret
itself. Every secret value is drawn at run time from the `secrets` module; hosts are under
`.example`, `.internal`, `.test` or `acme`, and nothing is real. Run
`python tests/data/secrets/make_heldout27.py` to redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    amex,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    basic,
    bitlocker_key,
    digits,
    ean13,
    filevault_key,
    groups,
    hexs,
    jwt,
    kube_key_data,
    luhn,
    mac,
    onepassword_secret_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    png,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["harbour", "pepper", "monsoon", "kettle", "orchid", "lantern", "durian", "copper",
         "ferry", "saffron", "pebble", "tiger", "mango", "signal", "quartz", "velvet"]
SEED = ["abandon", "canyon", "glare", "orbit", "kitten", "ladder", "rural", "tissue", "badge",
        "fringe", "oxygen", "velvet", "hammer", "mercy", "swift", "tunnel", "ivory", "puzzle"]
VIN = "ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS


def unseal() -> str:
    """A Vault Shamir unseal key share: 33 random bytes in base64."""
    return b64(secrets.token_bytes(33))


def sa_jwt() -> str:
    """A Kubernetes service-account token."""
    return jwt({
        "iss": "kubernetes/serviceaccount",
        "kubernetes.io/serviceaccount/namespace": "payments",
        "kubernetes.io/serviceaccount/secret.name": f"ci-deployer-token-{rnd(LOWER + DIGITS, 5)}",
        "kubernetes.io/serviceaccount/service-account.name": "ci-deployer",
        "sub": "system:serviceaccount:payments:ci-deployer",
    }, alg="RS256", signature=rnd(URLSAFE, 342))


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def gcp_sa() -> dict:
    return {
        "type": "service_account",
        "project_id": "acmepay-prod",
        "private_key_id": hexs(40),
        "private_key": "-----BEGIN PRIVATE KEY-----\n" + pem_body(4) + "\n-----END PRIVATE KEY-----\n",
        "client_id": digits(21, True),
    }


def sg_phone() -> str:
    return f"+65 {pick('8', '9')}{digits(3)} {digits(4)}"


def my_phone() -> str:
    return f"+60 1{pick('2', '6', '7', '9')}-{digits(3)} {digits(4)}"


def fingerprint() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(32))


def credentials() -> Rows:
    r = Rows()
    r.add(
        "vault_unseal_key",
        f"Unseal key share #3 (mine) from the Vault init on 14 Mar, keep offline:\n{unseal()}",
        f"$ vault operator unseal {unseal()}\nKey                Value\n---                -----\nSeal Type          shamir\nSealed             true\nUnseal Progress    1/3",
        f"Vault 解封密钥（第2份，我保管）：\n{unseal()}\n另外两份在 Wei Ming 和 Priya 那里",
    )
    r.add(
        "vault_token",
        f"Initial Root Token: hvs.{rnd(ALNUM, 24)}\n\nVault initialized with 5 key shares and a key threshold of 3.",
        f"DR drill root token (generate-root), REVOKE after the drill!! hvs.{rnd(ALNUM, 24)}",
        f"export VAULT_ADDR=https://vault.acmepay.internal:8200\nexport VAULT_TOKEN=hvs.CAESI{rnd(URLSAFE, 86)}",
        f"给新同事的 vault 临时 token（只读，ttl 24h）：hvs.{rnd(ALNUM, 24)}",
    )
    r.add(
        "aws_access_key",
        f"[acmepay-prod-breakglass]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-southeast-1",
        f"terraform runner IAM user: key id {aws_key_id()}, secret {aws_secret()} -- rotate by end of Q3",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 ls s3://acmepay-settlement-reports/",
    )
    r.add(
        "gcp_service_account_key",
        json.dumps(gcp_sa()),
        f"GOOGLE_CREDENTIALS (base64 of the gke-deployer SA key, same as the GH secret): {b64(json.dumps(gcp_sa()).encode())}",
        f"GCP 服务账号密钥 private_key 那一段，先存这里：\n-----BEGIN PRIVATE KEY-----\n{pem_body(4)}\n-----END PRIVATE KEY-----",
    )
    r.add(
        "gcp_api_key",
        f"Maps key for the merchant locator page, still unrestricted (fix!): AIza{rnd(URLSAFE, 35)}",
        f"GOOGLE_API_KEY=AIza{rnd(URLSAFE, 35)}  # translation API for the support bot",
    )
    r.add(
        "datadog_api_key",
        f"DD_API_KEY={hexs(32)}\nDD_SITE=ap1.datadoghq.com\nDD_ENV=prod",
        f"datadog:\n  apiKey: {hexs(32)}\n  appKey: {hexs(40)}\n  site: ap1.datadoghq.com\n  clusterName: gke-payments-prod",
        f"dd app key for the terraform provider is {hexs(40)}, the api key {hexs(32)}",
    )
    r.add(
        "pagerduty_token",
        f"PagerDuty REST API key (read/write, made for the escalation sync script): u+{rnd(URLSAFE, 18)}",
        f"curl -s -H 'Authorization: Token token={rnd(URLSAFE, 20)}' -H 'Accept: application/vnd.pagerduty+json;version=2' 'https://api.pagerduty.com/oncalls?schedule_ids[]=P{rnd(UPPER + DIGITS, 6)}'",
        f"Events v2 routing key for payments-core (anyone holding it can page us): {hexs(32)}",
    )
    r.add(
        "github_token",
        f"PAT for the release script, expires 30 Jun: ghp_{rnd(ALNUM, 36)}",
        f"GH_TOKEN=github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"GitHub 的 token 过期了，新的是 ghp_{rnd(ALNUM, 36)}，只给了 repo 和 workflow 权限",
    )
    r.add(
        "argocd_credentials",
        f"argocd login argocd.acmepay.internal --username admin --password '{pw()}' --grpc-web",
        "kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath=\"{.data.password}\" | base64 -d\n" + rnd(ALNUM + "-", 16),
        f"ARGOCD_AUTH_TOKEN={jwt({'iss': 'argocd', 'sub': 'ci-bot:apiKey', 'nbf': 1718000000, 'iat': 1718000000, 'jti': uid()})}",
    )
    r.add(
        "kafka_sasl_password",
        f'sasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="ledger-writer" password="{rnd(ALNUM, 24)}";',
        f"kcat -b kafka-0.acmepay.internal:9094 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username=settlement-consumer -X sasl.password={rnd(ALNUM, 24)} -t payments.settled -C -o -10",
        f"Confluent API key for the schema registry: {rnd(UPPER + DIGITS, 16)} / secret {rnd(ALNUM + '+/', 64)}",
        f"Kafka 的 SCRAM 用户 fraud-scorer 密码重置成 {rnd(ALNUM, 20)} 了，记得更新 ExternalSecret",
    )
    r.add(
        "postgres_credentials",
        f"DATABASE_URL=postgres://ledger_app:{rnd(ALNUM, 22)}@pg-ledger.acmepay.internal:5432/ledger?sslmode=require",
        f'psql "host=pg-replica.acmepay.internal port=5432 dbname=payments user=sre_ro password={pw()} sslmode=verify-full"',
        f"生产库只读账号：sre_readonly / {pw()}（pg-ledger-ro.acmepay.internal:5432）",
    )
    r.add(
        "redis_password",
        f"redis-cli -h redis-sessions.acmepay.internal -p 6380 --tls -a {rnd(ALNUM, 32)} --no-auth-warning",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 28)}@redis-ratelimit.acmepay.internal:6380/0",
        f"ElastiCache AUTH token for the idempotency-keys cluster ->\n{rnd(ALNUM + '!&#$^<>-', 40)}",
    )
    r.add(
        "hsm_pin",
        f"HSM partition payments-prod, crypto officer password: {pw()}",
        f"pkcs11-tool --module /opt/cloudhsm/lib/libcloudhsm_pkcs11.so --login --pin crypto_user:{rnd(ALNUM, 14)} --list-objects",
        f"HSM 的 SO PIN 是 {digits(8)}，保险柜里那张纸上也有一份",
    )
    r.add(
        "pgp_private_key",
        "gpg --export-secret-keys --armor release@acmepay.test\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + pem_body(5) + f"\n={rnd(ALNUM, 4)}\n-----END PGP PRIVATE KEY BLOCK-----",
        "backup of my personal key from the old laptop:\n-----BEGIN PGP PRIVATE KEY BLOCK-----\nComment: jtan home\n\n" + pem_body(4) + "\n-----END PGP PRIVATE KEY BLOCK-----",
    )
    r.add(
        "pgp_passphrase",
        f"passphrase for the release-signing PGP key: {phrase(WORDS, 5, '-')}",
        f"PGP 私钥的口令：{phrase(WORDS, 4)}（四个词，全小写，空格隔开）",
        f"gpg --batch --pinentry-mode loopback --passphrase '{pw()}' --decrypt settlement-2024-06.csv.gpg > settlement.csv",
    )
    r.add(
        "break_glass_password",
        f"BREAK-GLASS: AWS root, acmepay-prod\nemail: root-prod@acmepay.test\npw: {pw()}\nMFA = yubikey in the red envelope, safe #2",
        f"If SSO is down: local admin on Grafana, admin / {pw()}. Change it after use and log it in #sre-audit.",
        f"emergency cluster-admin (bypasses SSO), kubeconfig user breakglass-sre, token {rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)}",
        f"紧急账号 breakglass@acmepay.test\n密码\n{pw()}\n用完要在 #sre-audit 报备",
    )
    r.add(
        "ssh_private_key",
        "bastion key (~/.ssh/id_ed25519_bastion):\n" + openssh_private(),
        "the deploy key Argo CD uses for the infra repo, in case the secret gets wiped:\n" + openssh_private(),
    )
    r.add(
        "ssh_key_passphrase",
        f"ssh-add -t 8h ~/.ssh/id_ed25519_bastion -- passphrase is {phrase(WORDS, 4, '-')}",
        f"bastion key passphrse: {pw()}",
    )
    r.add(
        "vpn_credentials",
        f"wg-sre.conf\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.60.0.14/32\nDNS = 10.60.0.2\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acmepay.test:51820\nAllowedIPs = 10.0.0.0/8",
        f"GlobalProtect login (the VPN isn't on SSO yet): jtan / {pw()}",
        f"creds.txt for openvpn --auth-user-pass on the colo VPN:\nsre-oncall\n{pw()}",
        f"Hafiz, ni akaun VPN sementara untuk kau: user hafiz.r, kata laluan {pw()} -- tukar lepas login pertama ya",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/AcmePay%20SSO:jtan@acmepay.test?secret={rnd(BASE32, 32)}&issuer=AcmePay%20SSO&digits=6&period=30",
        f"Shared 2FA secret for the PagerDuty owner account (so two of us can generate codes): {groups(rnd(BASE32, 32), 4)}",
        f"AWS root 账号的 MFA 密钥（扫码不行就手动输入）：{rnd(BASE32, 64)}",
    )
    r.add(
        "recovery_codes",
        "GitHub recovery codes (jtan-acmepay):\n" + recovery_codes(10, "github"),
        "Okta backup codes: " + recovery_codes(6, "digits"),
        "谷歌账号备用验证码（每个只能用一次）：\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(8)),
    )
    r.add(
        "slack_token",
        f"SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"incident bot: bot token xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}, signing secret {hexs(32)}",
        f"incident-bot 的 signing secret 换了：{hexs(32)}",
    )
    r.add(
        "webhook_signing_secret",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"Acquirer notification HMAC key (prod) -- also paste it into their merchant portal:\n{hexs(64).upper()}",
        f"argocd-secret:\n  stringData:\n    webhook.github.secret: {rnd(ALNUM, 40)}",
    )
    r.add(
        "terraform_cloud_token",
        "credentials.tfrc.json:\n" + json.dumps({"credentials": {"app.terraform.io": {"token": tfc_token()}}}, indent=2),
        f"TF_TOKEN_app_terraform_io={tfc_token()}",
    )
    r.add(
        "tfvars_secret",
        f'# prod.auto.tfvars\nrds_master_password  = "{pw()}"\ncloudflare_api_token = "{rnd(URLSAFE, 40)}"',
        f'provider "datadog" {{\n  api_key = "{hexs(32)}"\n  app_key = "{hexs(40)}"\n  api_url = "https://api.ap1.datadoghq.com/"\n}}',
        f'resource "vault_generic_secret" "stripe" {{\n  path      = "secret/payments/stripe"\n  data_json = jsonencode({{ secret_key = "sk_live_{rnd(ALNUM, 99)}" }})\n}}',
    )
    r.add(
        "kube_token",
        f"kubectl --server https://gke-payments-prod.acmepay.internal --token {sa_jwt()} get pods -n payments",
        f"users:\n- name: ci-deployer\n  user:\n    token: {sa_jwt()}",
        f"users:\n- name: jtan@payments-staging\n  user:\n    client-certificate-data: {b64(b'-----BEGIN CERTIFICATE-----' + secrets.token_bytes(30))}\n    client-key-data: {kube_key_data()}",
    )
    r.add(
        "docker_registry_password",
        f"docker login harbor.acmepay.internal -u 'robot$ci-push' -p {rnd(ALNUM, 32)}",
        '.dockerconfigjson for the pull secret: {"auths":{"harbor.acmepay.internal":{"auth":"' + basic("jtan", pw()) + '"}}}',
    )
    r.add(
        "smart_lock_code",
        f"Front door smart lock PIN: {digits(6)}#",
        f"门锁给阿姨设了单独的密码 {digits(6)}，她回国休假的时候记得在 app 里停用",
        f"Kak Yati, kod kunci pintu depan: {digits(6)} lepas tu tekan #. Jangan bagi sesiapa ya.",
    )
    r.add(
        "gate_code",
        f"condo side gate keypad: {digits(4)}* (the transponder only opens the car park barrier)",
        f"Visitors' lobby code this month is {digits(4)}, resets on the 1st",
        f"Ahmad, sampai kondo nanti tekan kod {digits(4)} kat pintu pagar kecil sebelah pondok guard.",
    )
    r.add(
        "safe_code",
        f"Wardrobe safe: {digits(6)}",
        f"保险箱密码 {digits(2)}-{digits(2)}-{digits(2)}，护照和备用钥匙都在里面",
        f"Peti besi dalam bilik: kombinasi {digits(2)}-{digits(2)}-{digits(2)} (pusing kanan dulu)",
    )
    r.add(
        "alarm_code",
        f"Kod alarm rumah Penang: {digits(4)}. Kalau berbunyi, tekan kod lepas tu butang OFF.",
        f"alarm at mum's place: disarm {digits(4)}, duress code {digits(4)} (don't mix them up)",
    )
    r.add(
        "wifi_password",
        f"home wifi: SSID TanFamily_5G, pw {rnd(ALNUM, 12)}",
        f"妈，家里新的WiFi密码是 {pick('penang', 'durian', 'kopi')}{digits(4)}，全小写",
        f'wpa_supplicant on the pi-hole:\nnetwork={{\n  ssid="TanFamily_IoT"\n  psk="{rnd(ALNUM, 16)}"\n}}',
        f"Kak Yati, password wifi baru: {rnd(ALNUM, 10)} (huruf besar kecil kena betul)",
    )
    r.add(
        "card_number_cvv",
        f"Corp card for the AWS/GCP bills: {groups(luhn('4'), 4)} exp 09/28 CVV {digits(3)}",
        f"信用卡 {luhn('5')} 有效期 11/27 安全码 {digits(3)}",
        f"card | number | exp | cid\nAmex | {amex()} | 06/29 | {digits(4)}",
    )
    r.add(
        "atm_pin",
        f"PIN ATM kad debit yang baru: {digits(6)} -- simpan elok-elok",
        f"提款卡密码：{digits(6)}",
        f"debit card pin {digits(6)}, the joint account one",
    )
    r.add(
        "internet_banking_password",
        f"iBanking: user ID tjw{digits(4)}, password {pw()}",
        f"网银登录密码改成 {pw()} 了，交易密码还是原来的",
        f"Login bank online: ID jtan{digits(3)} / kata laluan {pw()}",
    )
    r.add(
        "brokerage_password",
        f"brokerage login jtan.wj / {pw()}, trading PIN {digits(6)}",
        f"券商账户交易密码 {digits(6)}",
        f"brokerage API (for the rebalancing script): key id {rnd(ALNUM, 20)}\nsecret {rnd(ALNUM, 40)}",
    )
    r.add(
        "singpass_password",
        f"Singpass pw changed to {pw()} (2FA is on the phone app)",
        f"Singpass 密码 {pw()}",
    )
    r.add(
        "security_answer",
        f"Bank security question 'name of your first school' -> {rnd(ALNUM, 10)} (random on purpose, not the real answer)",
        f"安全问题：你父亲出生的城市？ 答案：{pick('Ayer Itam', 'Balik Pulau', 'Tanjung Bungah')}{digits(2)}",
        f"Soalan keselamatan akaun e-mel: nama haiwan peliharaan pertama = {pick('Milo', 'Kopi', 'Mochi')}{digits(3)}",
    )
    r.add(
        "seed_phrase",
        "Hardware wallet recovery words:\n" + "\n".join("  ".join(f"{i + j}. {secrets.choice(SEED)}" for j in range(6)) for i in range(1, 25, 6)),
        "助记词（12个）：" + phrase(SEED, 12),
    )
    r.add(
        "phone_passcode",
        f"SIM PUK for the on-call phone: {digits(8)}",
        f"on-call iPhone passcode {digits(6)}, hand it to whoever takes the pager",
        f"Kak Yati, kod telefon Samsung kat dapur tu {digits(4)}",
    )
    r.add(
        "email_app_password",
        f"Gmail app password for the alerts mailbox: {groups(rnd(LOWER, 16), 4)}",
        f"status page SMTP: user status@acmepay.test, app password {rnd(LOWER, 16)}",
        f"邮箱应用专用密码：{groups(rnd(LOWER, 16), 4)}（给 NAS 发通知用的）",
    )
    r.add(
        "stripe_secret_key",
        f"STRIPE_SECRET_KEY=sk_live_{rnd(ALNUM, 99)}",
        f"restricted key for the reconciliation job (read-only charges/payouts): rk_live_{rnd(ALNUM, 99)}",
        f"Stripe 的 live secret key 在这：sk_live_{rnd(ALNUM, 99)}，别贴到 Slack",
    )
    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={rnd(URLSAFE, 64)}",
        f"auth:\n  issuer: https://auth.acmepay.internal\n  hmacSecret: {b64(secrets.token_bytes(32))}",
        f"merchant-api 签 JWT 用的密钥：{hexs(64)}",
    )
    r.add(
        "session_cookie",
        f"Cookie: argocd.token={jwt({'iss': 'argocd', 'sub': 'jtan@acmepay.test', 'exp': 1718600000, 'iat': 1718513600, 'jti': uid()})}",
        f"my grafana_session={hexs(32)} (to repro the dashboard bug, log me out after)",
        f"curl -b 'JSESSIONID={hexs(32).upper()}' https://admin.acmepay.internal/merchants/export.csv",
    )
    r.add(
        "oauth_client_secret",
        f"Grafana SSO app registration: client id {uid()}, client secret {rnd(ALNUM, 3)}8Q~{rnd(URLSAFE, 34)}",
        f"GF_AUTH_GENERIC_OAUTH_CLIENT_SECRET={rnd(ALNUM, 40)}",
        f"OAuth client for the ops bot: client_id {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com, secret GOCSPX-{rnd(URLSAFE, 28)}",
    )
    r.add(
        "data_encryption_key",
        f"card-vault DEK for the staging env (AES-256): {hexs(64)}",
        f"TOKENIZATION_MASTER_KEY=base64:{b64(secrets.token_bytes(32))}",
        f"ZMK component 2 of 3 (mine): {groups(hexs(32).upper(), 4)}  KCV {hexs(6).upper()}",
    )
    r.add(
        "tls_private_key",
        "api.acmepay.test key from the cert renewal:\n" + pem("RSA PRIVATE KEY", 6),
        f"apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\ndata:\n  tls.key: {b64(pem('EC PRIVATE KEY', 3).encode())}",
        "mTLS client key for the acquirer link:\n" + pem("PRIVATE KEY", 5),
    )
    r.add(
        "disk_recovery_key",
        f"FileVault recovery key for the work MacBook: {filevault_key()}",
        f"Mac 恢复密钥：{filevault_key()}",
        f"BitLocker recovery key for the home desktop: {bitlocker_key()}",
    )
    r.add(
        "keystore_password",
        f"ssl.keystore.location=/etc/kafka/secrets/broker.p12\nssl.keystore.password={pw()}\nssl.key.password={pw()}\nssl.truststore.password={rnd(ALNUM, 12)}",
        f"keytool -importkeystore -srckeystore acquirer-client.p12 -srcstoretype PKCS12 -destkeystore client.jks -deststorepass {rnd(ALNUM, 16)}",
        f"the p12 for the acquirer mTLS client is protected with {pw()}",
    )
    r.add(
        "ldap_bind_password",
        f"vault write auth/ldap/config url=ldaps://ldap.acmepay.internal binddn='cn=vault,ou=svc,dc=acmepay,dc=internal' bindpass='{pw()}' userdn='ou=people,dc=acmepay,dc=internal'",
        f"LDAP bind pw for the Jenkins svc acct: {pw()}",
    )
    r.add(
        "office_door_code",
        f"Server room keypad: {digits(6)} (changes every quarter, ask facilities)",
        f"cage padlock at the colo: {digits(1)}-{digits(1)}-{digits(1)}-{digits(1)}",
        f"Kod bilik server tingkat 9 dah tukar, yang baru {digits(6)}",
        f"公司储物柜密码 {digits(4)}",
    )
    r.add(
        "onepassword_secret_key",
        f"1Password Emergency Kit\nEmail: jtan@acmepay.test\nSecret Key: {onepassword_secret_key()}",
        f"1Password 紧急工具包 秘密密钥：{onepassword_secret_key()}",
        f"family 1P account: master pw {phrase(WORDS, 4)} + secret key {onepassword_secret_key()}",
    )
    r.add(
        "basic_auth",
        f"curl -u 'alertmanager:{pw()}' https://alertmanager.acmepay.internal/api/v2/silences",
        f"Authorization: Basic {basic('prometheus', pw())}",
    )
    r.add(
        "sso_password",
        f"Okta password reset to {pw()} (temp, must change at next login)",
        f"kata laluan SSO baru: {pw()}",
        f"SSO 密码\n{pw()}",
    )
    r.add(
        "car_pin",
        f"Car valet / immobiliser PIN {digits(4)}",
        f"车的防盗密码 {digits(4)}，换电瓶之后要输入",
    )
    r.add(
        "grafana_admin_password",
        f"Bro, password Grafana admin sementara: {pw()} -- jangan lupa tukar lepas demo",
        f"GF_SECURITY_ADMIN_PASSWORD={rnd(ALNUM, 18)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    acct = aws_account
    r.add(
        "commit_sha",
        f"Argo CD synced payments-api to {hexs(40)}; if p99 climbs, roll back to {hexs(7)}",
        f"回滚到 {hexs(7)} 之后就正常了，根因是 {hexs(40)} 里改了连接池大小",
        f"git bisect: {hexs(40)} is the first bad commit",
    )
    r.add(
        "image_digest",
        f"prod runs registry.acmepay.internal/ledger@sha256:{hexs(64)}",
        f"crane digest harbor.acmepay.internal/payments/api:v2.14.1\nsha256:{hexs(64)}",
        f"    Image:          harbor.acmepay.internal/payments/fraud-scorer:1.8.0\n    Image ID:       harbor.acmepay.internal/payments/fraud-scorer@sha256:{hexs(64)}",
    )
    r.add(
        "pod_name",
        f"{pod_name('ledger-api')} keeps OOMing, the other two replicas are fine",
        f"NAME                                  READY   STATUS             RESTARTS   AGE\n{pod_name('settlement-worker')}   1/1     Running            0          3h\n{pod_name('settlement-worker')}   0/1     CrashLoopBackOff   17         3h",
        f"Pod {pod_name('kafka-connect')} 又卡在 Terminating，要 force delete",
    )
    r.add(
        "container_id",
        f"crictl ps | grep envoy -> {hexs(13)}, that's the sidecar eating CPU",
        f"containerd id {hexs(64)} is the one holding port 8443",
    )
    r.add(
        "aws_arn",
        f"GitHub OIDC role: arn:aws:iam::{acct()}:role/gha-terraform-apply",
        f"SNS topic wired to PD: arn:aws:sns:ap-southeast-1:{acct()}:pagerduty-payments-critical",
        f"ECS task arn:aws:ecs:ap-southeast-1:{acct()}:task/batch-prod/{hexs(32)} died with exit 137",
        f"the rotation lambda reads arn:aws:secretsmanager:ap-southeast-1:{acct()}:secret:prod/ledger/db-{rnd(ALNUM, 6)}",
    )
    r.add(
        "kms_key_arn",
        f"KMS key for the settlement bucket: arn:aws:kms:ap-southeast-1:{acct()}:key/{uid()}",
        f"alias/acmepay-card-vault -> key id mrk-{hexs(32)} (multi-region, replica in ap-southeast-3)",
        f"GCP KMS: projects/acmepay-prod/locations/asia-southeast1/keyRings/payments/cryptoKeys/pan-dek/cryptoKeyVersions/{secrets.randbelow(9) + 1}",
    )
    r.add(
        "request_id",
        f"Merchant ticket quotes x-request-id: {uid()} at 14:02 SGT",
        f"AWS gave RequestId: {uid()} for the failed AssumeRole",
        f"Stripe request id req_{rnd(ALNUM, 14)} came back 402",
    )
    r.add(
        "trace_id",
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
        f"Datadog trace {digits(19, True)} shows 2.3s in the Redis call",
        f"那个慢请求的 trace_id={hexs(32)} span_id={hexs(16)}",
    )
    r.add(
        "incident_id",
        f"PD incident Q{rnd(UPPER + DIGITS, 13)} auto-resolved at 03:12, nobody acked",
        f"INC-{digits(4, True)} postmortem due Friday; channel #inc-2024{digits(4)}-ledger-lag",
        f"Insiden INC-{digits(4, True)} dah tutup, postmortem minggu depan",
    )
    r.add(
        "order_number",
        f"Shopee order {digits(6)}{rnd(UPPER + DIGITS, 8)}: door sensor batteries",
        f"Lazada order no. {digits(15, True)} -- refund requested",
        f"订单号 {digits(18, True)}，快递说明天送到",
    )
    r.add(
        "tracking_number",
        f"SingPost tracking RR{digits(9)}SG (registered mail to Penang)",
        f"DHL waybill {digits(10, True)} for the YubiKeys",
        f"Nombor tracking Pos Laju: EP{digits(9)}MY -- barang untuk Mak Cik Lim",
    )
    r.add(
        "ticket_id",
        f"SRE-{digits(4, True)}: rotate the Kafka broker certs before 30 Sep",
        f"Change request CHG{digits(7)} approved for the Postgres major upgrade",
        f"工单 OPS-{digits(4, True)} 已经关了",
    )
    r.add(
        "uuid",
        f"terraform state lock ID {uid()} is held by the runner that died; force-unlock after checking",
        f"merchant_id={uid()} is the one with the duplicate payouts",
        f"idempotency key {uid()} was replayed 14 times",
    )
    r.add(
        "invoice_number",
        f"AWS invoice {digits(10, True)} for May, USD 18,402.17",
        f"Invois no. INV-2024-{digits(5)} daripada kedai aircon, dah bayar",
    )
    r.add(
        "serial_number",
        f"HSM serial {digits(6, True)}, firmware 7.8.4, rack B2 U14",
        f"YubiKey serials: {digits(8, True)} (mine), {digits(8, True)} (spare in the safe)",
        f"gate transponder S/N {rnd(UPPER + DIGITS, 10)} registered to the car",
        f"Laptop serial C02{rnd(UPPER + DIGITS, 9)} for the asset register",
    )
    r.add(
        "licence_plate",
        f"Car plate S{pick('KV', 'LA', 'MB', 'JQ')} {digits(4, True)} {pick(*UPPER)} registered with the condo for the transponder",
        f"大哥在槟城的车牌 P{pick('KE', 'JR', 'PA', 'NB')} {digits(4, True)}",
        f"Kereta Grab tadi plat SH{pick(*UPPER)} {digits(4, True)} {pick(*UPPER)}, payung tertinggal dalam kereta",
    )
    r.add(
        "booking_reference",
        f"Scoot to Penang, booking ref {rnd(UPPER + DIGITS, 6)}, seat 14C",
        f"Hotel confirmation #{digits(10, True)} for the KL offsite",
        f"机票订单确认号 {rnd(UPPER, 6)}，8月2日 SIN→PEN",
    )
    r.add(
        "payee_bank_account",
        f"Helper's salary goes to POSB savings {digits(3)}-{digits(5)}-{digits(1)} (Suryati)",
        f"妈妈的 Maybank 户口 {digits(12, True)}，每个月转 RM800",
        f"Condo MCST collection account: {digits(3)}-{digits(6)}-{digits(3)}, quote unit #12-34 as reference",
        f"Bayar Pak Cik Razak (tukang paip) ke akaun CIMB {digits(10, True)}, RM350",
    )
    r.add(
        "customer_number",
        f"SP utilities account no. {digits(10, True)}",
        f"StarHub 客户编号 {digits(10, True)}",
    )
    r.add(
        "ssh_public_key",
        f"bastion authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jtan@mbp\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} oncall@yubikey",
        f"公钥可以随便发：ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} argocd-deploy",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} legacy-jenkins (remove after the migration)",
    )
    r.add(
        "pgp_fingerprint",
        f"My PGP fingerprint: {groups(hexs(40).upper(), 4)}",
        f"gpg --recv-keys 0x{hexs(16).upper()}  # the acquirer's file-encryption key",
        f"pub   ed25519 2023-11-02 [SC] [expires: 2026-11-01]\n      {hexs(40).upper()}\nuid           [ultimate] SRE Release Signing <release@acmepay.test>\nsub   cv25519 2023-11-02 [E]",
    )
    r.add(
        "cert_fingerprint",
        f"openssl x509 -noout -fingerprint -sha256 -in api.crt\nsha256 Fingerprint={fingerprint()}",
        f"bastion host key: ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
    )
    r.add(
        "redacted_secret",
        "DB_PASSWORD=********\nREDIS_PASSWORD=********\n(copied from the Argo CD UI, values hidden)",
        f"Stripe dashboard shows the live key as sk_live_...{rnd(ALNUM, 4)}; the full key is only in Vault",
        "密码：******（要的话问我）",
        f"Corp card ending {digits(4)}, exp 09/28 -- billing contact is finance@acmepay.test",
        f"Kad kredit yang hujung {digits(4)} tu dah batal, guna yang baru",
    )
    r.add(
        "placeholder",
        "export PAGERDUTY_TOKEN=<your-token>\nexport DD_API_KEY=<from-1password>",
        "values.example.yaml:\npostgresql:\n  auth:\n    password: changeme\nredis:\n  password: CHANGE_ME",
        "curl -H \"Authorization: Bearer $TOKEN\" https://api.acmepay.internal/v1/health",
        "VAULT_TOKEN=REPLACE_ME in the onboarding doc; everyone actually uses vault login -method=oidc",
    )
    r.add(
        "vault_path",
        "vault kv get -field=secret_key secret/payments/prod/stripe",
        "vault read database/creds/ledger-readonly gives you a 1h Postgres user",
        "Vault 路径：secret/data/sre/breakglass/aws-root（只有 sre-leads policy 能读）",
    )
    r.add(
        "gha_secret_ref",
        "env:\n  DD_API_KEY: ${{ secrets.DD_API_KEY }}\n  ARGOCD_AUTH_TOKEN: ${{ secrets.ARGOCD_TOKEN }}",
        "- uses: aws-actions/configure-aws-credentials@v4\n  with:\n    role-to-assume: ${{ vars.TF_APPLY_ROLE }}\n    aws-region: ap-southeast-1",
        "GH org secrets: PAGERDUTY_TOKEN, SLACK_WEBHOOK_URL, GCP_SA_KEY -- all set at org level, nothing per repo",
    )
    r.add(
        "k8s_secret_ref",
        "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: ledger-db-creds\n      key: password",
        "ExternalSecret ledger-db: remoteRef key=prod/ledger/db property=password -> target secret ledger-db-creds",
        "kubectl -n payments get secret ledger-db-creds -o yaml (don't paste the output anywhere)",
    )
    r.add(
        "secret_manager_ref",
        "op://SRE/PagerDuty API/credential is what op run injects",
        "aws secretsmanager get-secret-value --secret-id prod/ledger/db --query SecretString --output text",
        "gcloud secrets versions access latest --secret=acquirer-hmac-key --project=acmepay-prod",
    )
    r.add(
        "password_statement",
        "Rotated the Postgres ledger_app password on Monday; Argo CD picked it up via the ExternalSecret.",
        "Dah tukar password wifi rumah, nanti saya WhatsApp Kak Yati yang baru.",
        "银行密码改了，新的存在 1Password 里，别再写在本子上了",
        "Reminder: the break-glass AWS root password is due for rotation in October (last rotated 12 Apr).",
    )
    r.add(
        "wifi_ssid",
        "Networks at home: TanFamily_5G (main), TanFamily_IoT (lock, cameras), TanFamily_Guest",
        "Office wifi is AcmePay-Corp (802.1X, SSO login); AcmePay-Guest for visitors",
        "Wifi rumah Penang nama dia TM_UniFi_Lim, router kat bawah TV",
    )
    r.add(
        "version_number",
        "Upgrade plan: Vault 1.15.6 -> 1.16.3, Terraform 1.7.5, Argo CD v2.10.4 -> v2.11.2, Kafka 3.6.1",
        f"helm chart datadog-3.{secrets.randbelow(60) + 20}.{secrets.randbelow(10)}, agent 7.{secrets.randbelow(20) + 40}.{secrets.randbelow(5)}",
        "Postgres 15.6 → 16.3，pg_upgrade 预计停机 20 分钟",
    )
    r.add(
        "phone_number",
        f"Building management: {sg_phone()}, guardhouse {sg_phone()}",
        f"Nombor Mak Cik Lim (jiran Mak di Penang): {my_phone()}",
        f"on-call bridge: meeting ID {digits(3, True)} {digits(4)} {digits(4)}, or dial {sg_phone()}",
    )
    r.add(
        "datetime",
        "Maintenance window: Sun 2024-07-14 02:00-04:00 SGT (UTC+8), change freeze starts Fri 18:00",
        "cron: 0 3 * * 1 (Mon 03:00 UTC) for the cert renewal job",
        "妈妈的航班 8月2日 14:35 到樟宜 T4",
    )
    r.add(
        "price",
        "NAT gateway bill was USD 1,284.50 last month; VPC endpoints would save ~40%",
        "Servis aircon 4 unit: SGD 180, yang seterusnya bulan November",
        "Datadog 续约报价 USD 96,000/年，比去年贵 12%",
    )
    r.add(
        "product_code",
        "Ordering 4x YubiKey 5C NFC and 2x YubiKey 5 Nano for the on-call kits",
        f"HSM: Luna Network HSM 7, model A790, part no. {digits(3, True)}-{digits(6)}-{digits(3)}",
        f"Kak Yati, beli penapis air model {rnd(UPPER, 2)}-{digits(3, True)} ya, barcode {ean13('95')}",
    )
    r.add(
        "unit_number",
        f"Delivery address: 8 Acme Walk #12-34, Singapore {digits(6, True)}",
        "Alamat rumah Penang: No. 23, Lorong Acme 5, 11500 Ayer Itam, Pulau Pinang",
        "公寓储物间在 B2 层 #B2-17，车位 112",
    )
    r.add(
        "aws_resource_id",
        f"bastion is i-0{hexs(16)} in subnet-0{hexs(16)}; sg-0{hexs(16)} allows 22 from the VPN range only",
        f"vpc-0{hexs(16)} (prod) is peered with vpc-0{hexs(16)} (shared-services) via pcx-0{hexs(16)}",
        f"EBS snapshot snap-0{hexs(16)} is the last good one before the migration",
    )
    r.add(
        "gcp_resource_name",
        "GKE cluster: projects/acmepay-prod/locations/asia-southeast1/clusters/payments-prod",
        f"Cloud SQL instance acmepay-prod:asia-southeast1:ledger-replica-{rnd(LOWER + DIGITS, 4)}",
    )
    offset = secrets.randbelow(10**8)
    lag = secrets.randbelow(10**5)
    r.add(
        "kafka_offset",
        f"GROUP               TOPIC             PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\nsettlement-consumer payments.settled  3          {offset}        {offset + lag}        {lag}",
        f"kafka-consumer-groups 显示 fraud-scorer 在 partition 7 落后 {secrets.randbelow(10**6)} 条",
    )
    r.add(
        "datadog_id",
        f"Monitor #{digits(8, True)} (p99 latency on /v1/charges) flapped all night",
        f"Payments overview dashboard id {rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}",
    )
    r.add(
        "hsm_key_label",
        f"HSM key handle {digits(6, True)}, label zpk-acquirer-2024, KCV {hexs(6).upper()} -- matches what the acquirer sent",
        f"ZMK 导入后 KCV 是 {hexs(6).upper()}，和纸质组件表上的一致",
    )
    r.add(
        "transport_card_number",
        f"CashCard CAN {groups(digits(16), 4)} in the IU, top up when it drops below $10",
        f"IU number {digits(10, True)} (for the condo car park registration)",
        f"Nombor IU kereta: {digits(10, True)} -- guard minta untuk daftar transponder",
    )
    r.add(
        "file_checksum",
        f"sha256sum terraform_1.7.5_linux_amd64.zip\n{hexs(64)}  terraform_1.7.5_linux_amd64.zip",
        f"vault raft snapshot raft-20240614.snap md5 {hexs(32)}",
    )
    r.add(
        "public_key",
        f"WireGuard peer for my laptop:\n[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.60.0.14/32",
        f"age recipient for sops in the infra repo: age1{rnd(BECH32, 58)}",
        f"Vault transit public key (ed25519) for verifying receipts: {b64(secrets.token_bytes(32))}",
    )
    r.add(
        "encrypted_value",
        f"sops keeps it as password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        f"vault:v1:{b64(secrets.token_bytes(48))} is what transit returns for the PAN; only the HSM-backed key can decrypt it",
        f"SealedSecret encryptedData:\n  password: Ag{b64(secrets.token_bytes(200))}",
    )
    r.add(
        "network_address",
        "Bastion SG allows 22/tcp from 10.60.0.0/16 (VPN) and 203.0.113.0/24 (office)",
        "槟城家里的路由器 192.168.1.1，NAS 在 192.168.1.20",
    )
    r.add(
        "mac_address",
        f"smart lock bridge MAC {mac(upper=True)}, reserve 192.168.1.50 for it",
        f"NAS 网卡 MAC {mac('-', True)}",
    )
    r.add(
        "base64_config",
        f"ConfigMap binaryData for the status page logo: {png(60)}",
        f"feature flag blob from the export: {b64(json.dumps({'new_ledger_path': True, 'payout_batching': False, 'rollout': 0.1}).encode())}",
    )
    r.add(
        "publishable_key",
        f"checkout.js uses pk_live_{rnd(ALNUM, 99)} (publishable, fine in the browser)",
        f"Sentry DSN for the merchant dashboard: https://{hexs(32)}@sentry.acmepay.internal/{digits(2, True)}",
    )
    r.add(
        "ci_run_id",
        f"Terraform apply run: https://github.com/acmepay/infra/actions/runs/{digits(10, True)}/job/{digits(11, True)}",
        f"TFC run run-{rnd(ALNUM, 16)} is stuck in planning",
    )
    r.add(
        "password_policy",
        "SSO policy: min 14 chars, no reuse of the last 12, MFA required, session 12h",
        "Vault sre role: token_ttl=1h token_max_ttl=8h; userpass auth disabled",
    )
    r.add(
        "insurance_policy_number",
        f"Car insurance policy no. {rnd(UPPER, 2)}{digits(8)} renews 1 Sep",
        f"保单号 {rnd(UPPER, 1)}{digits(9)}，妈妈的住院险",
    )
    r.add(
        "vehicle_vin",
        f"Chassis no. {rnd(VIN, 17)} (for the road tax renewal)",
        f"Nombor casis kereta Abang: {rnd(VIN, 17)} -- untuk claim insurans",
    )
    r.add(
        "vault_lease_id",
        f"lease database/creds/ledger-readonly/{rnd(ALNUM, 24)} revoked after the audit",
        f"token accessor {rnd(ALNUM, 24)} belongs to the stale CI token; revoke it with vault token revoke -accessor",
    )
    return r


def main() -> None:
    write_corpora("make_heldout27.py", [
        ("heldout27_credentials.yaml", credentials(), "batch 27 (an SRE at a Singapore payments start-up, at work and at home), written blind; every value synthetic"),
        ("heldout27_lookalikes.yaml", lookalikes(), "batch 27 look-alikes: what the same SRE keeps that is not a secret, written blind"),
    ])


if __name__ == "__main__":
    main()
