# ruff: noqa: E501
"""Writes heldout86_credentials.yaml and heldout86_lookalikes.yaml: held-out batch 86.

Persona: a DevOps engineer at a Singapore e-commerce company (AWS plus Alibaba Cloud, Jenkins
and GitLab CI, marketplace integrations with Grab, Shopee and Lazada, payments through Xendit
and Stripe). Writes terse English with Singlish and some Simplified Chinese, pastes config and
command lines, and keeps both the infra secrets and a few personal ones (office door PIN,
Singpass, bank login) in the same notes.

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
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64url,
    basic,
    card_expiry,
    digits,
    ean13,
    epoch,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    openssh_private,
    pem,
    phrase,
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

WORDS = [
    "durian", "kopi", "merlion", "hawker", "laksa", "satay", "orchid", "sentosa", "tiger",
    "monsoon", "kampong", "sampan", "pandan", "rojak", "mango", "harbour", "lantern", "junction",
    "pepper", "noodle", "ferry", "typhoon", "bamboo", "dragon", "ginger", "coconut",
]


# ---------------------------------------------------------------- value shapes

def ltai() -> str:
    """An Alibaba Cloud AccessKey ID."""
    return "LTAI5t" + rnd(ALNUM, 18)


def ali_secret() -> str:
    """An Alibaba Cloud AccessKey Secret."""
    return rnd(ALNUM, 30)


def human_pw() -> str:
    """A password a person made up, the kind this persona types."""
    return pick(
        f"{pick('Kopi', 'Durian', 'Merlion', 'Laksa', 'Tiger', 'Sentosa')}{pick('@', '#', '!', '$')}{digits(4)}{pick('sg', 'SG', 'Lah', 'zz')}",
        f"{pick('Ops', 'Infra', 'Deploy', 'Kedai')}_{rnd(ALNUM, 8)}!{digits(2)}",
        rnd(ALNUM + "!@#%^*-_", 18),
        rnd(ALNUM, 24),
    )


def gen_pw(n: int = 24) -> str:
    return rnd(ALNUM + "-_.~", n)


def jenkins_token() -> str:
    return "11" + hexs(32)


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def tg_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def xoxb() -> str:
    return f"xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def stripe_sk() -> str:
    return "sk_live_51" + rnd(ALNUM, 97)


def xendit_sk(env: str = "production") -> str:
    return f"xnd_{env}_" + rnd(ALNUM, 60)


def shopee_key() -> str:
    return "shpk" + rnd(ALNUM, 60)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def instance_id() -> str:
    return "i-0" + hexs(16)


def sg_id() -> str:
    return "sg-0" + hexs(16)


def uen() -> str:
    return f"20{digits(2)}{digits(5)}{pick(*UPPER)}"


def vault_blob(lines: int = 5) -> str:
    return "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(lines))


def apr1() -> str:
    return f"$apr1${rnd(ALNUM + './', 8)}${rnd(ALNUM + './', 22)}"


def sha_fp() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(32))


def ninjavan() -> str:
    return "NVSG" + rnd(UPPER + DIGITS, 12)


def order_no() -> str:
    return f"{digits(6)}{rnd(UPPER + DIGITS, 8)}"


# ---------------------------------------------------------------- credentials

def credentials() -> Rows:
    r = Rows()

    k1, s1 = aws_key_id(), aws_secret()
    r.add(
        "aws_access_key_pair",
        f"ci-deployer IAM user (prod acct {aws_account()}):\nAWS_ACCESS_KEY_ID={k1}\nAWS_SECRET_ACCESS_KEY={s1}\nregion ap-southeast-1",
        f"[profile kedai-prod]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-southeast-1",
        f"new key for s3-backup-bot, old one deleted liao. {aws_key_id()} / {aws_secret()}",
        f"aws configure set aws_secret_access_key {aws_secret()} --profile staging  # id {aws_key_id()}",
    )
    r.add(
        "alibaba_accesskey_pair",
        f"阿里云 RAM 用户 oss-uploader\nAccessKey ID: {ltai()}\nAccessKey Secret: {ali_secret()}",
        f"aliyun configure set --profile cn-prod --mode AK --region cn-shenzhen --access-key-id {ltai()} --access-key-secret {ali_secret()}",
        f"ALIBABA_CLOUD_ACCESS_KEY_ID={ltai()}\nALIBABA_CLOUD_ACCESS_KEY_SECRET={ali_secret()}\n(for the CDN purge job, 不要给外包)",
    )
    r.add(
        "rds_mysql_password",
        f"prod orders db: mysql -h orders-prod.cluster-{rnd(LOWER + DIGITS, 12)}.rds.acme.internal -u app_rw -p'{human_pw()}' orders",
        f"RDS master pw (aurora-mysql prod) reset today: {gen_pw(28)}",
        f"staging rds admin / {human_pw()}  — can share w QA but not the prod one ok",
    )
    r.add(
        "redis_auth_password",
        f"redis-cli -h r-gs5{rnd(LOWER + DIGITS, 13)}.redis.acme.internal -p 6379 -a {gen_pw(32)}",
        f"cart cache (elasticache) AUTH token\n{rnd(ALNUM, 40)}",
        f"requirepass {rnd(ALNUM, 32)}   <- redis.conf on the old session box, 记得迁移",
        f"REDIS_URL=rediss://default:{gen_pw(26)}@cache-prod.acme.internal:6380/0",
    )
    r.add(
        "jenkins_api_token",
        f"jenkins api token for deploy-bot: {jenkins_token()}",
        f"curl -X POST https://ci.acme.internal/job/storefront-deploy/buildWithParameters -u weiming:{jenkins_token()} --data ENV=prod",
        f"JENKINS_USER=svc-trigger\nJENKINS_TOKEN={jenkins_token()}",
    )
    r.add(
        "jenkins_admin_password",
        f"jenkins initialAdminPassword (new controller) {hexs(32)}",
        f"ci.acme.internal admin login\nuser: admin\npw: {human_pw()}",
    )
    r.add(
        "gitlab_personal_access_token",
        f"my gitlab PAT (api, read_registry) exp 2025-12-31: {glpat()}",
        f"git clone https://oauth2:{glpat()}@gitlab.acme.internal/platform/infra-live.git",
        f"renovate bot token 换了新的 → {glpat()}",
    )
    r.add(
        "gitlab_runner_token",
        f"gitlab-runner register --url https://gitlab.acme.internal --token glrt-{rnd(URLSAFE, 20)} --executor docker",
        f"runner token for the arm64 runner: glrt-{rnd(URLSAFE, 20)}",
        f"/etc/gitlab-runner/config.toml\n[[runners]]\n  name = \"docker-sg-1\"\n  url = \"https://gitlab.acme.internal\"\n  token = \"glrt-{rnd(URLSAFE, 20)}\"",
    )
    r.add(
        "gitlab_deploy_token",
        f"deploy token for k8s pull (user gitlab+deploy-token-{digits(3, lead=True)}): gldt-{rnd(URLSAFE, 20)}",
        f"helm repo add internal https://gitlab.acme.internal/api/v4/projects/42/packages/helm/stable --username deployer --password gldt-{rnd(URLSAFE, 20)}",
    )
    r.add(
        "docker_registry_password",
        f"harbor.acme.internal robot acct\nrobot$ci-push\n{rnd(ALNUM, 32)}",
        f"echo '{gen_pw(24)}' | docker login registry.acme.internal -u ci-push --password-stdin",
        f'~/.docker/config.json  "auths": {{"registry.acme.internal": {{"auth": "{basic("ops", human_pw())}"}}}}',
    )
    r.add(
        "aliyun_acr_password",
        f"docker login --username=ops@{digits(16, lead=True)} registry-intl.ap-southeast-1.aliyuncs.acme.internal -p {human_pw()}",
        f"ACR 固定密码 (个人版): {human_pw()}  user ops@{digits(16, lead=True)}",
    )
    r.add(
        "nginx_basic_auth_password",
        f"htpasswd -b /etc/nginx/.htpasswd staging-preview {human_pw()}",
        f"staging.kedai.test is behind basic auth, for client demo use\nuser preview\npass {rnd(ALNUM, 12)}",
        f"curl -H 'Authorization: Basic {basic('grafana-ro', gen_pw(16))}' https://metrics.acme.internal/api/health",
    )
    r.add(
        "tls_private_key",
        f"*.kedai.test wildcard key (cert in certs/ folder)\n{pem('PRIVATE KEY', 6)}",
        f"ssl_certificate_key for api.acme.internal:\n{pem('RSA PRIVATE KEY', 8)}",
        f"EC key for the payment callback host, 别删\n{pem('EC PRIVATE KEY', 3)}",
    )
    r.add(
        "grab_client_secret",
        f"GrabExpress partner api\nclient_id {uid().replace('-', '')}\nclient_secret {rnd(URLSAFE, 32)}",
        f"grabfood merchant integration - secret: {rnd(URLSAFE, 32)} (sandbox one is different ah)",
        f"GRAB_CLIENT_SECRET={rnd(URLSAFE, 32)}",
    )
    r.add(
        "shopee_partner_key",
        f"shopee open platform live partner_id {digits(7, lead=True)} partner_key {shopee_key()}",
        f"Shopee v2 key for the SG shop sync:\n{shopee_key()}",
        f"SHOPEE_PARTNER_KEY={shopee_key()}  # test env 的 key 不一样",
    )
    r.add(
        "lazada_app_secret",
        f"lazada open platform app key {digits(6, lead=True)} / app secret {rnd(ALNUM, 32)}",
        f"LAZOP app_secret (prod): {rnd(ALNUM, 32)}",
        f"laz refresh job failing - secret was rotated by biz team, new one {rnd(ALNUM, 32)}",
    )
    r.add(
        "xendit_secret_key",
        f"xendit live secret key {xendit_sk()}",
        f"XENDIT_SECRET_KEY={xendit_sk('development')}  (dev only can share)",
        f"curl https://api.xendit.example/v2/invoices -u {xendit_sk()}:",
    )
    r.add(
        "xendit_callback_token",
        f"xendit callback verification token: {rnd(ALNUM, 48)}",
        f"x-callback-token for webhook check = {rnd(ALNUM, 48)}",
    )
    r.add(
        "stripe_secret_key",
        f"stripe sk live (SG acct) {stripe_sk()}",
        f"STRIPE_API_KEY={stripe_sk()}",
        f"restricted key for refunds-only svc: rk_live_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "stripe_webhook_secret",
        f"whsec for /hooks/stripe prod endpoint whsec_{rnd(ALNUM, 32)}",
        f"stripe listen secret local testing - whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "telegram_bot_token",
        f"@kedai_alerts_bot token {tg_token()}",
        f"TG bot for on-call paging:\n{tg_token()}\nchat id -100{digits(10, lead=True)}",
        f"curl -s https://tg.acme.internal/bot{tg_token()}/sendMessage -d chat_id=-100{digits(10, lead=True)} -d text=deploy_done",
    )
    r.add(
        "slack_bot_token",
        f"slack deploy bot: {xoxb()}",
        f"SLACK_BOT_TOKEN={xoxb()}\nSLACK_SIGNING_SECRET={hexs(32)}",
        f"alertmanager slack token, channel #ops-alerts → {xoxb()}",
    )
    r.add(
        "slack_app_level_token",
        f"socket mode app token xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, lead=True)}-{hexs(64)}",
        f"for the chatops bolt app\nxapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, lead=True)}-{hexs(64)}",
    )
    r.add(
        "ansible_vault_password",
        f"ansible vault pw (group_vars/prod): {phrase(WORDS, 5, '-')}",
        f"echo '{gen_pw(32)}' > ~/.vault_pass && chmod 600 ~/.vault_pass",
        f"vault id 'staging' password = {human_pw()}",
    )
    r.add(
        "ssh_private_key",
        f"bastion key (ops-shared) 临时用:\n{openssh_private()}",
        f"jump host id_ed25519, pls dont commit\n{openssh_private()}",
    )
    r.add(
        "ssh_key_passphrase",
        f"passphrase for my id_ed25519: {phrase(WORDS, 4)}",
        f"ssh-keygen -p -f ~/.ssh/deploy_rsa -P oldpass -N '{human_pw()}'",
        f"ssh key pp (laptop) {phrase(WORDS, 3, '.')}{digits(2)}",
    )
    r.add(
        "office_door_pin",
        f"office door (Tanjong Pagar lvl 12) access pin {digits(6)}#",
        f"门禁密码 {digits(4)} — changed last week, the old one no more",
        f"server room keypad: {digits(6)} then press *",
    )
    r.add(
        "office_alarm_code",
        f"alarm disarm code if last to leave: {digits(4)} (security co tel in pinned msg)",
        f"weekend access - alarm code {digits(5)}, must key in within 30 sec or jialat",
    )
    r.add(
        "singpass_password",
        f"singpass pw {human_pw()}",
        f"Singpass 登录密码: {human_pw()} (app on old phone already removed)",
        f"note to self - new singpass password is\n{human_pw()}\ndon't anyhow change again or IRAS filing kena locked",
    )
    r.add(
        "bank_login_password",
        f"DBS ibanking user id {rnd(LOWER, 6)}{digits(4)} pin {digits(6)}",
        f"OCBC online banking\nAccess code: {rnd(LOWER, 5)}{digits(3)}\nPIN: {digits(6)}",
        f"UOB personal internet banking pw {human_pw()}",
    )
    r.add(
        "corporate_card_details",
        f"company amex for AWS billing {luhn('37', 15)} exp {card_expiry()} cid {digits(4)}",
        f"visa corp card (ali cloud top-up)\n{groups(luhn('4'), 4)}\n{card_expiry()}  cvv {digits(3)}",
    )
    r.add(
        "mongodb_connection_string",
        f"MONGO_URI=mongodb+srv://catalog_app:{gen_pw(20)}@catalog-prod.mongo.acme.internal/catalog?retryWrites=true",
        f"reviews svc mongo: mongodb://reviews:{human_pw()}@10.20.3.14:27017/reviews?authSource=admin",
    )
    r.add(
        "postgres_dsn",
        f"DATABASE_URL=postgres://loyalty:{gen_pw(24)}@loyalty-db.acme.internal:5432/loyalty?sslmode=require",
        f"psql 'host=pg-analytics.acme.internal user=metabase password={human_pw()} dbname=dw'",
        f"polardb (阿里云) pg endpoint pc-{rnd(LOWER + DIGITS, 17)}.acme.internal, user dba / {human_pw()}",
    )
    r.add(
        "kubernetes_service_account_token",
        "ci sa token for eks-prod (ns deploy):\n" + jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "deploy", "kubernetes.io/serviceaccount/service-account.name": "gitlab-deployer", "sub": "system:serviceaccount:deploy:gitlab-deployer"}, "RS256", rnd(URLSAFE, 342)),
        "kubectl --token=" + jwt({"iss": "https://oidc.eks.acme.internal/id/" + hexs(32).upper(), "sub": "system:serviceaccount:kube-system:ops-admin", "exp": epoch()}, "RS256", rnd(URLSAFE, 342)) + " get pods -A",
    )
    r.add(
        "argocd_admin_password",
        f"argocd admin initial pw (from argocd-initial-admin-secret) {rnd(ALNUM + '-', 16)}",
        f"argocd login argocd.acme.internal --username admin --password '{human_pw()}'",
    )
    r.add(
        "grafana_admin_password",
        f"grafana admin / {human_pw()}",
        f"GF_SECURITY_ADMIN_PASSWORD={gen_pw(20)}",
        f"grafana.acme.internal 管理员密码 {human_pw()} 别乱改 dashboards",
    )
    r.add(
        "datadog_keys",
        f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}",
        f"datadog api key for the agent daemonset: {hexs(32)}",
    )
    r.add(
        "sentry_auth_token",
        f"sentry-cli token for sourcemaps upload sntryu_{hexs(64)}",
        f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}",
    )
    r.add(
        "cloudflare_api_token",
        f"CF token (zone:dns edit, kedai.test only) {rnd(URLSAFE, 40)}",
        f"cert-manager cloudflare secret apiToken: {rnd(URLSAFE, 40)}",
        f"cloudflare global api key (legacy, pls migrate) {hexs(37)} email ops@kedai.example",
    )
    r.add(
        "npm_registry_token",
        f"//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"npm publish token for @kedai/ui: npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "github_token",
        f"github PAT for mirroring to public repo ghp_{rnd(ALNUM, 36)}",
        f"GH_TOKEN=github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}  (fine-grained, expire 90d)",
    )
    r.add(
        "totp_seed",
        f"aws root mfa seed (backup in case phone spoil): {totp_seed()}",
        f"otpauth://totp/Alibaba%20Cloud:ops@kedai.example?secret={totp_seed()}&issuer=Alibaba%20Cloud",
        f"2FA secret for the shared stripe login\n{groups(totp_seed(), 4)}",
    )
    r.add(
        "aws_root_account_password",
        f"AWS root (billing acct) email finance@kedai.example pw {gen_pw(30)}",
        f"root login for acct {aws_account()}: {human_pw()}  — only break glass!!",
    )
    r.add(
        "mfa_recovery_codes",
        "gitlab 2FA recovery codes\n" + recovery_codes(6, "github"),
        "github backup codes (ops-bot acct):\n" + recovery_codes(8, "github"),
        "cloudflare recovery codes: " + recovery_codes(4, "digits"),
    )
    r.add(
        "rabbitmq_password",
        f"AMQP_URL=amqps://orders-svc:{gen_pw(22)}@mq.acme.internal:5671/orders",
        f"rabbitmq mgmt ui guest acct disabled, use admin / {human_pw()}",
    )
    r.add(
        "elasticsearch_password",
        f"elastic superuser pw (es-logs cluster): {rnd(ALNUM, 20)}",
        f"curl -u elastic:{gen_pw(20)} https://es-logs.acme.internal:9200/_cat/indices?v",
        f"kibana_system pw {rnd(ALNUM + '*', 20)}",
    )
    r.add(
        "wireguard_private_key",
        f"wg0.conf office → vpc\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.2/32",
        f"my wg private key (laptop) {wg_key()}",
    )
    r.add(
        "smtp_password",
        f"SES SMTP creds\nuser {aws_key_id()}\npass B{rnd(ALNUM + '+/', 43)}",
        f"aliyun direct mail smtp: noreply@mail.kedai.example / {human_pw()}",
        f"postfix relay sasl_passwd: [smtp.acme.internal]:587 relay-user:{gen_pw(18)}",
    )
    r.add(
        "sendgrid_api_key",
        f"sendgrid (marketing emails) {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
    )
    r.add(
        "jwt_signing_secret",
        f"storefront JWT_SECRET={rnd(ALNUM, 64)}",
        f"HS256 secret for member app tokens (rotate quarterly): {b64(secrets.token_bytes(48))}",
    )
    r.add(
        "dingtalk_robot_secret",
        f"钉钉机器人 (CN warehouse group) 加签 secret: SEC{hexs(64)}",
        f"dingtalk webhook access_token={hexs(64)} secret SEC{hexs(64)}",
    )
    r.add(
        "hashicorp_vault_token",
        f"vault root token (unseal ceremony done) hvs.{rnd(ALNUM, 24)}",
        f"export VAULT_TOKEN=hvs.{rnd(URLSAFE, 90)}",
        f"vault unseal key 1/3: {b64(secrets.token_bytes(33))}",
    )
    r.add(
        "admin_session_cookie",
        f"seller centre admin session cookie for debugging: SESSIONID={rnd(LOWER + DIGITS, 32)}",
        f"Cookie: _kedai_admin_session={rnd(URLSAFE, 120)}  (copy from browser, expires tmr)",
    )
    r.add(
        "office_wifi_password",
        f"wifi KedaiHQ-Staff pw {human_pw()}",
        f"guest wifi for vendor: KedaiGuest / {phrase(WORDS, 2, '')}{digits(4)}",
        f"warehouse AP (tuas) WPA2 key: {rnd(ALNUM, 16)}",
    )
    r.add(
        "openai_api_key",
        f"CS chatbot openai key sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
        f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
    )
    r.add(
        "sts_temporary_credentials",
        f"STS temp creds for the mobile upload debug\nAccessKeyId: STS.{rnd(ALNUM, 25)}\nAccessKeySecret: {rnd(ALNUM, 44)}\nSecurityToken: {b64(secrets.token_bytes(180))}",
        f"aws sts (1h) AWS_ACCESS_KEY_ID=ASIA{rnd(UPPER + DIGITS, 16)} AWS_SECRET_ACCESS_KEY={aws_secret()} AWS_SESSION_TOKEN=IQoJb3JpZ2luX2Vj{rnd(B64, 300)}",
    )
    r.add(
        "aliyun_ram_console_password",
        f"RAM console login for contractor: dev-ext@{digits(16, lead=True)}.onaliyun.acme.internal  pw {human_pw()} (must change on first login)",
        f"阿里云子账号 ops-readonly 密码 {human_pw()}",
        f"[chat] @weiming the ram user pw for cn billing is {gen_pw(16)} ok, pls dont screenshot",
    )
    r.add(
        "laptop_login_password",
        f"macbook login (company asset KD-{digits(4)}) {human_pw()}",
        f"my laptop pw changed to {human_pw()} - IT said must be 14 chars liao",
    )
    r.add(
        "terraform_cloud_token",
        f"credentials \"tfe.acme.internal\" {{ token = \"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}\" }}",
        f"TF_TOKEN for remote state: {rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}",
    )
    return r


# ---------------------------------------------------------------- look-alikes

def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "alibaba_accesskey_id_alone",
        f"which RAM user owns {ltai()}? ActionTrail shows calls from 47.x, need to check",
        f"disabled AccessKey {ltai()} (oss-uploader), secret was never stored anywhere. 已禁用",
        f"RAM audit: keys older than 90d → {ltai()}, {ltai()}. ask owners to rotate",
    )
    r.add(
        "aws_key_id_without_secret",
        f"CloudTrail: ListBuckets denied for {aws_key_id()} at 03:14 SGT, probably the old jenkins user",
        f"deactivated {aws_key_id()} today, delete next week if nothing breaks",
        f"GuardDuty finding: {aws_key_id()} used from unusual ASN. key already disabled, secret never left vault",
    )
    r.add(
        "ec2_instance_id",
        f"bastion = {instance_id()} (t3.small), jump via SSM, no key needed",
        f"instances to drain b4 patch: {instance_id()} {instance_id()} {instance_id()}",
        f"aws ssm start-session --target {instance_id()}",
    )
    r.add(
        "security_group_id",
        f"rds-prod SG {sg_id()} allows 3306 only from app SG {sg_id()}",
        f"aws ec2 authorize-security-group-ingress --group-id {sg_id()} --protocol tcp --port 443 --cidr 10.20.0.0/16",
        f"aliyun 安全组 sg-gs5{rnd(LOWER + DIGITS, 17)} 放行 22 only from bastion",
    )
    r.add(
        "aws_arn",
        f"role for gitlab oidc: arn:aws:iam::{aws_account()}:role/gitlab-deployer",
        f"secret lives at arn:aws:secretsmanager:ap-southeast-1:{aws_account()}:secret:prod/orders/db-{rnd(ALNUM, 6)} (value NOT here, fetch w cli)",
        f"KMS key arn:aws:kms:ap-southeast-1:{aws_account()}:key/{uid()}",
    )
    r.add(
        "aliyun_resource_id",
        f"ECS in SZ: i-wz9{rnd(LOWER + DIGITS, 17)}, vpc-wz9{rnd(LOWER + DIGITS, 21)}",
        f"SLB id lb-gs5{rnd(LOWER + DIGITS, 21)} 换到 ALB 了",
        f"acs:ram::{digits(16, lead=True)}:role/aliyunecsinstancerole",
    )
    r.add(
        "order_id",
        f"cust complain order {order_no()} charged twice, xendit shows 1 only. check webhook logs",
        f"shopee order sn {digits(6)}{rnd(UPPER + DIGITS, 8)} stuck in READY_TO_SHIP since sat",
        f"refund list: KD-{digits(8)}, KD-{digits(8)}, KD-{digits(8)}",
    )
    r.add(
        "sku_code",
        f"SKU KD-ELEC-{rnd(UPPER + DIGITS, 6)} out of stock on laz but shows 12 in WMS - sync issue?",
        f"bundle sku {rnd(UPPER, 3)}-{digits(4)}-{rnd(UPPER + DIGITS, 4)} price wrong on grabmart",
        f"EAN for the new powerbank {ean13('888')} / seller sku PB{digits(5)}",
    )
    r.add(
        "shipment_tracking_number",
        f"ninjavan tracking {ninjavan()} — cust says never received",
        f"J&T: JT{digits(13, lead=True)}, SingPost: RR{digits(9)}SG",
        f"qxpress awb {digits(12, lead=True)} returned to sender",
    )
    r.add(
        "uen_business_number",
        f"our UEN {uen()} (needed for the GST form, not secret lah it's on every invoice)",
        f"vendor UEN check: {uen()} active per bizfile",
    )
    r.add(
        "paynow_uen_reference",
        f"PayNow to UEN {uen()}, ref INV{digits(7)}",
        f"paynow QR ref for reconcile: {rnd(UPPER + DIGITS, 12)} amount 1,284.50",
        f"customer paid via paynow, txn ref {digits(4)}{rnd(UPPER + DIGITS, 10)} - match to order pls",
    )
    r.add(
        "ssh_public_key",
        f"add to bastion authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jun.wei@kedai",
        f"ssh-rsa {ssh_pub('ssh-rsa', 260)} deploy@jenkins",
        f"pubkey for new intern (公钥 only ok) ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
    )
    r.add(
        "certificate_fingerprint",
        f"api.kedai.test cert SHA256 fingerprint {sha_fp()}",
        f"pin this in the mobile app: sha256/{b64(secrets.token_bytes(32))}",
        f"openssl x509 -noout -fingerprint -sha1 → SHA1 Fingerprint={':'.join(secrets.token_hex(1).upper() for _ in range(20))}",
    )
    r.add(
        "htpasswd_hash_described",
        f"this is the HASH in .htpasswd not the pw: preview:{apr1()}",
        f"bcrypt hash for basic auth (pw in vault): ops:$2y$10${rnd(ALNUM + './', 53)}",
        f"htpasswd file on ingress (hashes only, sha1 style):\nqa:{{SHA}}{b64(secrets.token_bytes(20))}\nbiz:{apr1()}",
    )
    r.add(
        "git_commit_sha",
        f"prod running {hexs(40)} — rollback target {hexs(7)}",
        f"git revert {hexs(40)}  (the bad migration)",
        f"cherry-pick {hexs(12)} into release/2.14",
    )
    r.add(
        "release_version",
        f"storefront v2.14.{secrets.randbelow(20)}-rc.{secrets.randbelow(5) + 1} going to staging tmr",
        f"nginx 1.25.{secrets.randbelow(5)}, openssl 3.0.{secrets.randbelow(15)}, node 20.{secrets.randbelow(15)}.{secrets.randbelow(5)} on the new AMI",
        f"helm chart checkout-{secrets.randbelow(3) + 1}.{secrets.randbelow(30)}.{secrets.randbelow(10)} appVersion {hexs(7)}",
    )
    r.add(
        "ansible_vault_encrypted_blob",
        f"group_vars/prod/vault.yml looks like this (encrypted, safe to paste):\n{vault_blob(4)}",
        f"db_password: !vault |\n  {vault_blob(3).replace(chr(10), chr(10) + '  ')}",
    )
    r.add(
        "env_var_names_only",
        "env needed by checkout-svc: XENDIT_SECRET_KEY, STRIPE_API_KEY, REDIS_URL, DATABASE_URL. values from secrets manager, not in repo",
        "jenkins creds ids: aws-prod-deployer, gitlab-pat-renovate, slack-bot-token (just the ids lah)",
        "TG_BOT_TOKEN / SLACK_SIGNING_SECRET must be set in .env.local, see .env.example",
    )
    r.add(
        "vault_path_reference",
        "shopee partner key → vault kv/prod/marketplace/shopee (field partner_key)",
        "ansible vault pw is in 1Password 'Infra' vault, item 'ansible-vault-prod'",
        "bank token & singpass stuff NOT here, in my personal password manager",
    )
    r.add(
        "password_rotation_note",
        "rotated RDS master pw today, updated secrets manager + restarted pods. old one invalid",
        "redis AUTH rotated 3 Jun, next due Sep. 记得通知 data team",
        "stripe rolled sk_live — old key expires in 12h, make sure all svcs pick up new secret",
    )
    r.add(
        "password_policy_note",
        "IT policy: pw min 14 chars, 1 upper 1 number 1 symbol, change every 180d, no reuse last 5",
        "singpass pw requirements: 8+ chars, letters + numbers. door pin is 6 digits now not 4",
        "ansible vault pw should be >= 32 chars random, generate w `openssl rand -base64 32`",
    )
    r.add(
        "docker_image_digest",
        f"pinned image registry.acme.internal/storefront@sha256:{hexs(64)}",
        f"trivy flagged sha256:{hexs(64)} (node:20-alpine base) - 2 HIGH",
    )
    r.add(
        "stripe_publishable_key",
        f"pk for web checkout (public, goes in frontend): pk_live_51{rnd(ALNUM, 97)}",
        f"NEXT_PUBLIC_STRIPE_KEY=pk_test_51{rnd(ALNUM, 97)}",
        f"stripe acct id acct_1{rnd(ALNUM, 15)}, price id price_1{rnd(ALNUM, 23)} for the membership plan",
    )
    r.add(
        "xendit_public_key",
        f"xendit public key for card tokenisation in browser: xnd_public_production_{rnd(ALNUM, 60)}",
        f"XENDIT_PUBLIC_KEY=xnd_public_development_{rnd(ALNUM, 60)} (safe in client bundle)",
    )
    r.add(
        "marketplace_app_ids",
        f"shopee partner_id {digits(7, lead=True)}, shop_id {digits(9, lead=True)} (SG), {digits(9, lead=True)} (MY)",
        f"lazada app key {digits(6, lead=True)} — the key is just the id, secret is elsewhere",
        f"grab partner client_id {uid().replace('-', '')} (no secret here)",
    )
    r.add(
        "telegram_chat_id",
        f"alerts go to TG group chat_id -100{digits(10, lead=True)}",
        f"TG_CHAT_ID=-100{digits(10, lead=True)}  (token comes from secrets manager)",
        f"@kedai_alerts_bot user id {digits(10, lead=True)} - add to new group pls",
    )
    r.add(
        "slack_ids",
        f"#ops-alerts channel id C0{rnd(UPPER + DIGITS, 9)}, bot user U0{rnd(UPPER + DIGITS, 9)}",
        f"slack app id A0{rnd(UPPER + DIGITS, 9)} workspace T0{rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "jenkins_build_reference",
        f"storefront-deploy #{digits(4, lead=True)} failed at helm upgrade, console: https://ci.acme.internal/job/storefront-deploy/{digits(4, lead=True)}/console",
        f"jenkins queue item {digits(6, lead=True)} stuck waiting for agent arm64",
    )
    r.add(
        "gitlab_pipeline_reference",
        f"pipeline {digits(7, lead=True)} job {digits(8, lead=True)} flaky e2e again walao",
        f"MR !{digits(4, lead=True)} (infra-live) needs approval b4 fri",
    )
    r.add(
        "kubernetes_pod_name",
        f"OOMKilled: {pod_name('checkout-api')} and {pod_name('checkout-api')}",
        f"crashloop {pod_name('xendit-webhook')} - fixed by bumping memory 512Mi",
        f"kubectl logs {pod_name('order-sync-worker')} -n marketplace --since=1h | grep shopee",
        f"stuck terminating {pod_name('storefront')} on node ip-10-20-{secrets.randbelow(250)}-{secrets.randbelow(250)}.ap-southeast-1.compute.acme.internal",
    )
    r.add(
        "vpc_subnet_ids",
        f"private subnets subnet-0{hexs(16)} (1a) subnet-0{hexs(16)} (1b), vpc-0{hexs(16)}",
        f"NAT gw nat-0{hexs(16)} eip eipalloc-0{hexs(16)}",
    )
    r.add(
        "db_endpoint_hostname",
        f"rds writer: orders-prod.cluster-{rnd(LOWER + DIGITS, 12)}.rds.acme.internal:3306, reader uses cluster-ro- prefix",
        f"polardb endpoint pc-{rnd(LOWER + DIGITS, 17)}.mysql.polardb.acme.internal, creds from KMS secret",
    )
    r.add(
        "redis_endpoint",
        f"elasticache primary: cart-prod.{rnd(LOWER + DIGITS, 6)}.ng.0001.apse1.cache.acme.internal:6379 (TLS on)",
        f"redis-cli -h r-gs5{rnd(LOWER + DIGITS, 13)}.redis.acme.internal -p 6379 --tls  # auth via env REDISCLI_AUTH",
    )
    r.add(
        "ip_allowlist",
        f"xendit callback IPs to allow: 52.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)}, 13.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)}",
        f"office egress 203.0.113.{secrets.randbelow(254) + 1}/32 — add to grafana + argocd allowlist",
        "allow 198.51.100.0/24 for shopee push, deny rest",
    )
    r.add(
        "company_bank_details_on_invoice",
        f"for vendor invoices: KedaiGo Pte Ltd, DBS {digits(3)}-{digits(6)}-{digits(1)}, SWIFT DBSSSGSG, UEN {uen()}",
        f"remit to OCBC acct {digits(3)}-{digits(6)}-{digits(3)} (company acct, ok to share w suppliers)",
    )
    r.add(
        "mac_address",
        f"door access controller MAC {mac(':', True)} — DHCP reservation .45",
        f"new NAS {mac('-', True)}, printer {mac()}",
    )
    r.add(
        "hardware_serial_number",
        f"firewall serial FGT60F{rnd(UPPER + DIGITS, 9)}, warranty till 2026",
        f"laptop S/N C02{rnd(UPPER + DIGITS, 9)} asset tag KD-{digits(4)} return to IT",
    )
    r.add(
        "wireguard_public_key",
        f"peer pubkey for office router: {wg_key()}  (public, ok)",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.99.0.0/24\nEndpoint = vpn.acme.internal:51820",
    )
    r.add(
        "jira_ticket_ids",
        f"OPS-{digits(4, lead=True)} token rotation, OPS-{digits(4, lead=True)} cert renewal, both due eom",
        f"INC-{digits(3, lead=True)} postmortem: redis eviction caused cart loss",
    )
    r.add(
        "sentry_event_id",
        f"sentry issue KEDAI-WEB-{rnd(UPPER + DIGITS, 3)} event {hexs(32)} — checkout 500",
        f"trace id {hexs(32)} span {hexs(16)} slow xendit call 8s",
    )
    r.add(
        "cloudflare_zone_and_account_id",
        f"cloudflare zone id kedai.test {hexs(32)} account id {hexs(32)} (ids not secret)",
        f"CF ray id {hexs(16)}-SIN from the 520 error",
    )
    r.add(
        "voucher_code",
        f"11.11 campaign voucher KEDAI{digits(2)}OFF, shopee shop voucher code SGKD{rnd(UPPER + DIGITS, 5)}",
        f"promo code {rnd(UPPER, 6)}{digits(2)} broke checkout (min spend logic), disable first",
    )
    r.add(
        "flight_booking_reference",
        f"offsite to penang: SQ booking ref {rnd(UPPER + DIGITS, 6)}, eticket 618{digits(10)}",
        f"hotel conf no {digits(10, lead=True)} for the aws summit trip",
        f"grab ride receipt {rnd(UPPER + DIGITS, 4)}-{digits(8)} claim under travel",
    )
    r.add(
        "phone_numbers",
        f"security guard desk +65 6{digits(3)} {digits(4)}, building mgmt +65 6{digits(3)} {digits(4)}",
        f"ISP support hotline 1800 {digits(3)} {digits(4)} acct no {digits(9, lead=True)}",
    )
    r.add(
        "vehicle_plate",
        f"carpark season parking for SG{pick(*'ABCDEFGHJKLMNPRSTUVXYZ')}{pick(*'ABCDEFGHJKLMNPRSTUVXYZ')}{digits(4, lead=True)}{pick(*'ABCDEGHJKLMPRSTUXYZ')} renewed",
        f"lorry plate for warehouse pickup: YN{digits(4, lead=True)}{pick(*'ABCDEGHJKLMPRSTUXYZ')}",
    )
    r.add(
        "aws_account_id",
        f"accounts: prod {aws_account()}, staging {aws_account()}, log-archive {aws_account()}",
        f"assume role into {aws_account()} for billing console only",
    )
    r.add(
        "s3_object_etag",
        f"s3://kedai-backups/rds/{digits(8)}.sql.gz etag \"{hexs(32)}\" versionId {rnd(URLSAFE, 32)}",
        f"OSS object md5 {b64(secrets.token_bytes(16))} matches local, upload ok",
    )
    r.add(
        "request_id",
        f"xendit error ref {rnd(HEX, 24)} — raise ticket with their support",
        f"aws support case {digits(11, lead=True)}, request id {uid()}",
        f"aliyun RequestId {uid().upper()} InvalidAccessKeyId.NotFound — ak was deleted, expected",
    )
    r.add(
        "gpg_key_fingerprint",
        f"release signing key fpr {groups(hexs(40).upper(), 4)}",
        f"gpg --recv-keys {hexs(16).upper()}  (apt repo key for the CI image)",
    )
    r.add(
        "tls_certificate_public",
        f"intermediate cert for the chain (public):\n{pem('CERTIFICATE', 5)}",
        f"CSR sent to CA for *.kedai.test\n{pem('CERTIFICATE REQUEST', 4)}",
    )
    r.add(
        "file_checksum",
        f"terraform_1.9.{secrets.randbelow(9)}_linux_amd64.zip sha256 {hexs(64)}",
        f"backup tar md5 {hexs(32)} ok, size 4.2G",
        f"sha512 of the ami export {hexs(128)}",
    )
    r.add(
        "kms_key_alias",
        f"alias/rds-prod → key id {uid()}, auto rotation on",
        f"aliyun KMS key {uid()} used by OSS SSE, 别删",
    )
    r.add(
        "k8s_secret_reference",
        "kubectl get secret checkout-env -n prod -o jsonpath='{.data}' | jq keys  # just list keys, dont print values",
        "externalsecret xendit-creds syncs from /prod/payments/xendit every 1h",
        "sealed-secrets pubkey cert fetched w kubeseal --fetch-cert, stored in repo (public ok)",
    )
    r.add(
        "otp_expired_talk",
        "DBS token OTP keep failing, turns out phone clock wrong. fixed",
        "singpass 2FA moved to new phone, old device deregistered",
        "gitlab 2FA reset for intern - admin panel > users > disable 2FA, she re-enrolled",
    )
    r.add(
        "door_access_admin_note",
        "door pin changed by building mgmt on 1 Jul; new one sent in the HR channel, not writing here",
        f"access card no {digits(10, lead=True)} lost, deactivated. replacement card {digits(10, lead=True)}",
    )
    r.add(
        "base64_public_config",
        f"configmap feature flags (base64 of json, not secret): {b64url({'new_checkout': True, 'paynow_qr': False, 'region': 'sg'})}",
        f"helm values nodeSelector b64 {b64(b'kubernetes.io/arch=arm64')}",
    )
    r.add(
        "cron_and_ports",
        "shopee token refresh cron 0 */4 * * *, laz 15 */6 * * * (SGT = UTC+8)",
        "ports: 3306 rds, 6379 redis, 5671 mq, 9200 es, 51820 wg. nothing else open",
        "backup window 02:00-03:00 SGT, maint window sun 04:00, TTL 300 for kedai.test records",
    )
    r.add(
        "jwt_public_jwks",
        f"JWKS for member tokens (public): {{\"kty\":\"RSA\",\"kid\":\"{hexs(16)}\",\"n\":\"{rnd(URLSAFE, 342)}\",\"e\":\"AQAB\"}}",
        f"jwt kid {uid()} rotated, old kid kept in jwks for 24h",
        "decoded the member token header: {\"alg\":\"RS256\",\"typ\":\"JWT\"} — signature ok, secret not involved (RS256 public verify)",
    )
    r.add(
        "postal_address",
        f"warehouse: {secrets.randbelow(60) + 1} Tuas Ave {secrets.randbelow(20) + 1}, Singapore 63{digits(4)}",
        f"office moved to #12-{digits(2)}, S0{digits(5)}, deliveries to loading bay B",
    )
    return r


def main() -> None:
    write_corpora("make_heldout86.py", [
        ("heldout86_credentials.yaml", credentials(), "batch 86 (Singapore e-commerce DevOps engineer, Singlish and Chinese notes), written blind; every value synthetic"),
        ("heldout86_lookalikes.yaml", lookalikes(), "batch 86 look-alikes: cloud resource ids, marketplace and shipping ids, public keys, hashes, references to secrets, written blind"),
    ])


if __name__ == "__main__":
    main()
