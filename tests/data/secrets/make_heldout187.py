# ruff: noqa: E501
"""Writes heldout187_credentials.yaml and heldout187_lookalikes.yaml: held-out batch 187.

Persona: a backend developer in São Paulo who writes in Brazilian Portuguese and English and
keeps notes about the team's services: .env files with DATABASE_URL passwords, .pgpass lines,
Redis AUTH, JWT signing secrets, Mercado Pago and Stripe secret keys, AWS access keys with
their secrets, PIX API client secrets and Sentry auth tokens. The look-alikes are .env.example
files with empty or placeholder values, ${VAR} and ${{ secrets.X }} references, JWKS public
keys, UUIDs in URLs, request and trace ids, git commit hashes, base64 feature-flag and
preference blobs, Mercado Pago public keys, CNPJ numbers and PIX keys that are public by
design (e-mail, phone, CNPJ, random key).

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    anthropic_key,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    basic,
    digits,
    hexs,
    openai_project_key,
    openssh_private,
    pem_body,
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


def senha() -> str:
    """A password a Brazilian developer picked or a manager generated."""
    return pick(
        f"{pick('Sampa', 'Paulista', 'Ipiranga', 'Pinheiros', 'Mooca', 'Tiete')}{digits(4)}#{rnd(ALNUM, 6)}",
        f"{pick('cafe', 'pao', 'queijo', 'feijoada', 'brigadeiro')}-{pick('forte', 'quente', 'doce')}-{digits(3)}-{rnd(LOWER, 4)}!",
        rnd(ALNUM + "!@#$%&*", 18),
        rnd(ALNUM, 24),
        pw(),
    )


def url_pw() -> str:
    """A password safe to put in a URL without escaping."""
    return pick(rnd(ALNUM, 22), rnd(ALNUM + "-_", 28), f"{rnd(ALNUM, 10)}-{rnd(ALNUM, 10)}")


def mp_access_token(prefix: str = "APP_USR") -> str:
    """A Mercado Pago access token: prefix, app id, date-ish part, hex, user id."""
    return f"{prefix}-{digits(16, lead=True)}-{digits(6)}-{hexs(32)}-{digits(9, lead=True)}"


def mp_public_key(prefix: str = "APP_USR") -> str:
    return f"{prefix}-{uid()}"


def stripe_secret(mode: str = "live", kind: str = "sk") -> str:
    return pick(f"{kind}_{mode}_{rnd(ALNUM, 24)}", f"{kind}_{mode}_51{rnd(ALNUM, 97)}")


def stripe_publishable(mode: str = "live") -> str:
    return f"pk_{mode}_51{rnd(ALNUM, 97)}"


def sentry_org_token() -> str:
    payload = {"iat": 1_730_000_000 + secrets.randbelow(20_000_000), "url": "https://sentry.acme.internal", "region_url": "https://sentry.acme.internal", "org": "acme-pagamentos"}
    return f"sntrys_{b64(json.dumps(payload).encode()).rstrip('=')}_{rnd(URLSAFE, 43)}"


def sentry_user_token() -> str:
    return pick(f"sntryu_{hexs(64)}", hexs(64))


def efi_client() -> tuple[str, str]:
    return f"Client_Id_{hexs(40)}", f"Client_Secret_{hexs(40)}"


def gh_token() -> str:
    return pick(f"ghp_{rnd(ALNUM, 36)}", f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}")


def npm_token() -> str:
    return f"npm_{rnd(ALNUM, 36)}"


def grafana_token() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def nr_license() -> str:
    return f"{hexs(36)}NRAL"


def asaas_key() -> str:
    inner = f"{hexs(32)}::{uid()}::$aach_{uid()}"
    return f"$aact_prod_000{b64(inner.encode()).rstrip('=')}"


def cnpj(formatted: bool = True) -> str:
    """A CNPJ with valid check digits."""
    base = [int(c) for c in digits(8, lead=True) + "0001"]

    def dv(nums: list[int], weights: list[int]) -> int:
        r = sum(n * w for n, w in zip(nums, weights, strict=True)) % 11
        return 0 if r < 2 else 11 - r

    base.append(dv(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]))
    base.append(dv(base, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]))
    s = "".join(map(str, base))
    if not formatted:
        return s
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}"


def e2e_id() -> str:
    """A PIX end-to-end id: E, the payer's ISPB, a timestamp, eleven characters."""
    return f"E{digits(8)}2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{rnd(ALNUM, 11)}"


def traceparent() -> str:
    return f"00-{hexs(32)}-{hexs(16)}-01"


def phone_br() -> str:
    return f"+5511{pick('9')}{digits(8, lead=True)}"


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def br_code(key: str, amount: str | None = None) -> str:
    """A static PIX "copia e cola" payload (EMV BR Code) with its CRC16-CCITT."""
    account = tlv("00", "br.gov.bcb.pix") + tlv("01", key)
    body = tlv("00", "01") + tlv("26", account) + tlv("52", "0000") + tlv("53", "986")
    if amount:
        body += tlv("54", amount)
    body += tlv("58", "BR") + tlv("59", "ACME PAGAMENTOS LTDA") + tlv("60", "SAO PAULO") + tlv("62", tlv("05", "***")) + "6304"
    crc = 0xFFFF
    for byte in body.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{body}{crc:04X}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "database_url_password",
        f"salva o .env do ms-pagamentos (prod):\nDATABASE_URL=postgresql://pagamentos_app:{url_pw()}@pg-prod.pagamentos.internal:5432/pagamentos?sslmode=require\nREDIS_URL=redis://redis.pagamentos.internal:6379/0",
        f"DATABASE_URL=postgres://svc_checkout:{url_pw()}@db.checkout.acme.internal:5432/checkout",
        f"lembra: a url do banco de staging mudou -> postgres://app:{url_pw()}@pg-staging.acme.test:6432/app_staging (pgbouncer na 6432)",
        f"Remember the read replica conn string for the BI guys: postgresql://bi_readonly:{url_pw()}@pg-replica-01.acme.internal/analytics",
        f"export DATABASE_URL='postgres://migrator:{url_pw()}@10.20.3.14:5432/ledger'  # só pra rodar as migrations do ledger",
        f"spring.datasource.url=jdbc:postgresql://pg.conciliacao.internal:5432/conciliacao\nspring.datasource.username=conciliacao\nspring.datasource.password={senha()}",
    )
    r.add(
        "pgpass_line",
        f"linha do ~/.pgpass pro prod:\npg-prod.pagamentos.internal:5432:pagamentos:pagamentos_app:{url_pw()}",
        f"*:5432:*:postgres:{senha()}",
        f".pgpass (chmod 600!!)\npg-staging.acme.test:6432:app_staging:app:{url_pw()}\npg-replica-01.acme.internal:5432:analytics:bi_readonly:{url_pw()}",
        f"add to pgpass -> localhost:5433:ledger:ledger_owner:{senha()}",
        f"pgpass do bastion: db-legacy.acme.internal:5432:erp:erp_rw:{senha()}",
    )
    r.add(
        "redis_password",
        f"Redis do cache de sessão: AUTH {rnd(ALNUM, 32)}",
        f"redis-cli -h redis.pagamentos.internal -p 6379 -a '{url_pw()}' --no-auth-warning",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@redis-prod.acme.internal:6380/2",
        f"no redis.conf do staging: requirepass {rnd(ALNUM + '-_', 40)}",
        f"senha do redis (fila do bull) = {senha()}",
    )
    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={b64(secrets.token_bytes(48))}",
        f"segredo HS256 do auth-service prod: {secrets.token_hex(32)}",
        f"jwt:\n  secret: \"{rnd(ALNUM, 64)}\"\n  expires_in: 15m\n  issuer: auth.acme.internal",
        f"Access token signing key (HMAC) for api-gateway — {b64u(secrets.token_bytes(32))} — rotate before black friday",
        f"JWT_REFRESH_SECRET={secrets.token_hex(48)}\nJWT_ACCESS_SECRET={secrets.token_hex(48)}",
    )
    r.add(
        "mercado_pago_access_token",
        f"MP_ACCESS_TOKEN={mp_access_token()}",
        f"token de produção do Mercado Pago (conta da loja): {mp_access_token()}",
        f"mercado pago sandbox access token pra testar o checkout pro: {mp_access_token('TEST')}",
        f"curl -X GET https://api.mercadopago.example/v1/payments/search -H 'Authorization: Bearer {mp_access_token()}'",
        f"MercadoPago\n  public key: {mp_public_key()}\n  access token: {mp_access_token()}",
    )
    r.add(
        "stripe_secret_key",
        f"STRIPE_SECRET_KEY={stripe_secret('live')}",
        f"chave secreta da stripe (conta US) {stripe_secret('live')}",
        f"stripe test key pro ambiente de dev: {stripe_secret('test')}",
        f"restricted key só leitura pro dashboard de MRR: {stripe_secret('live', 'rk')}",
        f"curl https://api.stripe.example/v1/charges -u {stripe_secret('live')}:",
    )
    r.add(
        "stripe_webhook_secret",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"signing secret do endpoint /webhooks/stripe (prod): whsec_{rnd(ALNUM, 32)}",
        f"stripe listen --forward-to localhost:3000/webhooks -> webhook signing secret is whsec_{rnd(ALNUM, 64)}",
        f"webhook secret staging whsec_{rnd(ALNUM, 32)} (o de prod ta no cofre)",
    )
    r.add(
        "aws_access_key_pair",
        f"AWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}\nAWS_REGION=sa-east-1",
        f"[pagamentos-prod]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = sa-east-1",
        f"chaves do usuário IAM do s3-uploader: {aws_key_id()} / {aws_secret()}",
        f"aws configure --profile backup -> key {aws_key_id()} secret {aws_secret()}",
        f"creds temporárias que o Rafa mandou (expiram sexta):\naccess key: {aws_key_id()}\nsecret: {aws_secret()}",
    )
    cid1, cs1 = efi_client()
    cid2, cs2 = efi_client()
    r.add(
        "pix_api_client_secret",
        f"API Pix (Efí) produção\nCLIENT_ID={cid1}\nCLIENT_SECRET={cs1}",
        f"pix homolog: client_id {cid2} client_secret {cs2}",
        f"PIX_CLIENT_ID={uid()}\nPIX_CLIENT_SECRET={rnd(ALNUM, 48)}\nPIX_BASE_URL=https://pix-h.banco.example/api/v2",
        f"client secret do OAuth da API Pix do banco (prod): {rnd(URLSAFE, 40)} — client id é o {uid()}",
        f"curl -X POST https://oauth.pix.banco.example/oauth/token -u '{uid()}:{rnd(ALNUM, 44)}' -d grant_type=client_credentials --cert pix.pem",
    )
    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN={sentry_org_token()}",
        f"token do sentry pro upload de sourcemaps no CI: {sentry_org_token()}",
        f"sentry-cli login token (meu user) {sentry_user_token()}",
        f"[auth]\ntoken={sentry_user_token()}\n\n[defaults]\nurl=https://sentry.acme.internal\norg=acme-pagamentos",
        f"sentry internal integration token pro bot de alertas: {hexs(64)}",
    )
    r.add(
        "github_token",
        f"GH PAT pra puxar os pacotes privados: {gh_token()}",
        f"GITHUB_TOKEN={gh_token()}",
        f"git clone https://x-access-token:{gh_token()}@github.acme.internal/pagamentos/ledger.git",
        f"token fine-grained do renovate (expira 90d): {gh_token()}",
    )
    r.add(
        "rabbitmq_password",
        f"AMQP_URL=amqp://conciliacao:{url_pw()}@rabbit.acme.internal:5672/conciliacao",
        f"rabbitmq management (http://rabbit.acme.internal:15672) user admin senha {senha()}",
        f"rabbitmqctl add_user notificacoes '{senha()}'",
        f"amqps://worker:{url_pw()}@mq-prod.pagamentos.internal:5671/%2f  <- url do worker de boletos",
    )
    r.add(
        "mongodb_uri_password",
        f"MONGO_URI=mongodb+srv://catalogo:{url_pw()}@cluster0.acme.internal/catalogo?retryWrites=true&w=majority",
        f"mongo do legado: mongodb://root:{url_pw()}@mongo-legacy.acme.internal:27017/admin",
        f"mongosh 'mongodb://relatorios:{url_pw()}@10.20.5.8:27017/relatorios?authSource=admin'",
        f"Mongo atlas (dev) user app_dev / pass {senha()}",
    )
    r.add(
        "sendgrid_api_key",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"chave do sendgrid pros e-mails transacionais: {sendgrid_key()}",
        f"SMTP via sendgrid: host smtp.sendgrid.example porta 587 user apikey senha {sendgrid_key()}",
        f"spring.mail.username=apikey\nspring.mail.password={sendgrid_key()}",
    )
    r.add(
        "deploy_ssh_private_key",
        f"deploy key do repo infra (read-only), guardar:\n{openssh_private()}",
        f"chave do bastion pra acessar as VMs antigas\n{openssh_private()}",
        f"id_ed25519 do runner self-hosted:\n{openssh_private()}",
    )
    r.add(
        "docker_registry_password",
        f"docker login registry.acme.internal -u ci-bot -p {rnd(ALNUM, 32)}",
        f"Harbor robot account: robot$pagamentos+ci / {rnd(ALNUM, 32)}",
        f"~/.docker/config.json do runner:\n{{\"auths\": {{\"registry.acme.internal\": {{\"auth\": \"{basic('ci-bot', rnd(ALNUM, 24))}\"}}}}}}",
        f"senha do registry interno (user deployer): {senha()}",
    )
    r.add(
        "npm_token",
        f"//npm.acme.internal/:_authToken={npm_token()}",
        f"NPM_TOKEN={npm_token()}",
        f"token do npm pra publicar o @acme/pix-sdk: {npm_token()}",
        f".npmrc do CI:\n@acme:registry=https://npm.acme.internal/\n//npm.acme.internal/:_authToken={npm_token()}",
    )
    sa_key = pem_body(6).replace("\n", "\\n")
    sa_key2 = pem_body(6).replace("\n", "\\n")
    r.add(
        "gcp_service_account_key",
        f'service account do BigQuery (export de pagamentos):\n{{"type": "service_account", "project_id": "acme-dados", "private_key_id": "{hexs(40)}", "private_key": "-----BEGIN PRIVATE KEY-----\\n{sa_key}\\n-----END PRIVATE KEY-----\\n", "client_email": "export-pagamentos@acme-dados.iam.gserviceaccount.com"}}',
        f'GOOGLE_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\\n{sa_key2}\\n-----END PRIVATE KEY-----\\n"',
        f"chave da SA do firebase (push):\n-----BEGIN PRIVATE KEY-----\n{pem_body(5)}\n-----END PRIVATE KEY-----",
    )
    r.add(
        "kafka_sasl_password",
        f"KAFKA_SASL_USERNAME=eventos-pagamentos\nKAFKA_SASL_PASSWORD={rnd(ALNUM + '+/', 64)}",
        f"sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"ledger\" password=\"{rnd(ALNUM, 32)}\";",
        f"kafka prod (SCRAM-SHA-512) user conciliacao senha {senha()}",
        f"confluent api key {rnd(UPPER + DIGITS, 16)} secret {rnd(ALNUM + '+/', 64)}",
    )
    r.add(
        "keycloak_client_secret",
        f"keycloak realm acme, client backoffice-api, secret: {rnd(ALNUM, 32)}",
        f"KEYCLOAK_CLIENT_SECRET={rnd(ALNUM, 32)}",
        f"admin do keycloak de staging: admin / {senha()}",
        f"spring.security.oauth2.client.registration.keycloak.client-secret={rnd(ALNUM, 32)}",
    )
    r.add(
        "datadog_api_key",
        f"DD_API_KEY={hexs(32)}",
        f"datadog: api key {hexs(32)} app key {hexs(40)}",
        f"helm upgrade datadog datadog/datadog --set datadog.apiKey={hexs(32)} --set datadog.site=datadoghq.com",
        f"chave do datadog pro agent das VMs antigas: {hexs(32)}",
    )
    r.add(
        "pix_certificate_passphrase",
        f"senha do certificado .p12 da API Pix (prod): {senha()}",
        f"openssl pkcs12 -in certificado-pix-prod.p12 -out pix.pem -nodes -passin pass:{senha()}",
        f"PIX_CERT_PASSWORD={rnd(ALNUM, 20)}",
        f"certificado A1 da empresa (e-CNPJ), senha {digits(8)} — vence em março",
    )
    r.add(
        "mfa_recovery_codes",
        f"recovery codes do github da org (conta de serviço):\n{recovery_codes(8, 'github')}",
        f"códigos de backup do MFA da conta root da AWS (guardar offline): {recovery_codes(5, 'digits')}",
        f"backup codes Google Workspace (admin@acme.example):\n{recovery_codes(6, 'alnum')}",
        f"códigos de recuperação do Sentry: {', '.join(hexs(16) for _ in range(6))}",
    )
    r.add(
        "grafana_service_account_token",
        f"GRAFANA_TOKEN={grafana_token()}",
        f"token da service account do grafana (terraform): {grafana_token()}",
        f"grafana sa token (staging, só viewer) {grafana_token()}",
        f"curl -H 'Authorization: Bearer {grafana_token()}' https://grafana.acme.internal/api/dashboards/uid/pix-overview",
    )
    r.add(
        "openai_api_key",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"chave da openai do projeto de classificação de chamados: {openai_project_key()}",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
        f"anthropic key pro bot de code review: {anthropic_key()}",
    )
    r.add(
        "mysql_root_password",
        f"docker-compose do legado:\n  mysql:\n    image: mysql:8\n    environment:\n      MYSQL_ROOT_PASSWORD: {senha()}\n      MYSQL_DATABASE: erp",
        f"mysql -h mysql-erp.acme.internal -u root -p'{senha()}' erp",
        f"MYSQL_PASSWORD={rnd(ALNUM, 20)}",
        f"senha root do mysql do ERP antigo = {senha()} (não mexer sem falar com o Tiago)",
    )
    r.add(
        "app_secret_key",
        f"SECRET_KEY_BASE={secrets.token_hex(64)}",
        f"DJANGO_SECRET_KEY='{rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}'",
        f"APP_KEY=base64:{b64(secrets.token_bytes(32))}",
        f"session secret do express (backoffice): {rnd(ALNUM, 48)}",
    )
    r.add(
        "basic_auth_header",
        f"Authorization: Basic {basic('webhook-parceiro', senha())}",
        f"header pro callback do banco: Authorization: Basic {basic('acme', rnd(ALNUM, 24))}",
        f"curl -u admin:{senha()} https://rabbit.acme.internal:15672/api/queues",
        f"basic auth do swagger de staging: dev / {senha()}",
    )
    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.12/32\nDNS = 10.8.0.1\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820",
        f"minha private key do wireguard (notebook novo): {wg_key()}",
        f"wg privkey do runner: {wg_key()}",
        f"wg preshared key do peer do escritório: PresharedKey = {wg_key()}",
    )
    r.add(
        "cloudflare_api_token",
        f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}",
        f"token da cloudflare (DNS edit na zona acme.example): {rnd(URLSAFE, 40)}",
        f"cloudflare global api key {hexs(37)} (email infra@acme.example)",
        f"terraform.tfvars:\ncloudflare_api_token = \"{rnd(URLSAFE, 40)}\"",
    )
    r.add(
        "asaas_api_key",
        f"ASAAS_API_KEY={asaas_key()}",
        f"chave da API do Asaas (cobranças recorrentes): {asaas_key()}",
        f"asaas sandbox access_token {asaas_key().replace('_prod_', '_hmlg_')}",
        f"curl https://api.asaas.example/v3/payments -H 'access_token: {asaas_key()}'",
    )
    r.add(
        "new_relic_license_key",
        f"NEW_RELIC_LICENSE_KEY={nr_license()}",
        f"newrelic.yml -> license_key: {nr_license()}",
        f"new relic user key pro terraform: NRAK-{rnd(UPPER + DIGITS, 27)}",
        f"license key do new relic (conta BR) {nr_license()}",
    )
    r.add(
        "staging_admin_password",
        f"backoffice staging: admin@acme.example / {senha()}",
        f"login do pgadmin: dev@acme.example senha {senha()}",
        f"argocd admin pw {senha()}",
        f"Jenkins antigo (jenkins.acme.internal) user: admin pass: {senha()}",
        f"senha do usuário de teste do app (cpf fake) -> {senha()}",
    )
    r.add(
        "field_encryption_key",
        f"ENCRYPTION_KEY={b64(secrets.token_bytes(32))}",
        f"chave AES-256 pra criptografar CPF no banco: {secrets.token_hex(32)}",
        f"KMS fallback key (local dev only, but same as staging!): {b64(secrets.token_bytes(32))}",
        f"vault unseal key 1 de 5: {b64(secrets.token_bytes(33))}",
    )
    r.add(
        "ci_deploy_token",
        f"gitlab deploy token: gitlab+deploy-token-{digits(4, lead=True)} / gldt-{rnd(URLSAFE, 20)}",
        f"GITLAB_TOKEN=glpat-{rnd(URLSAFE, 20)}",
        f"token do argocd CLI pro pipeline: {'.'.join([b64u(json.dumps({'alg': 'HS256', 'typ': 'JWT'}).encode()), b64u(json.dumps({'iss': 'argocd', 'sub': 'pipeline:apiKey', 'jti': uid()}).encode()), rnd(URLSAFE, 43)])}",
        f"vault token do CI (renovável): hvs.{rnd(ALNUM + '-_', 90)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "env_example_placeholder",
        "modelo do .env.example do ms-pagamentos:\nDATABASE_URL=\nREDIS_URL=\nJWT_SECRET=\nMP_ACCESS_TOKEN=\nSTRIPE_SECRET_KEY=",
        "DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME",
        ".env.example\nSTRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx\nSTRIPE_WEBHOOK_SECRET=whsec_xxx\nSENTRY_DSN=",
        "AWS_ACCESS_KEY_ID=<sua-access-key>\nAWS_SECRET_ACCESS_KEY=<seu-secret>\nAWS_REGION=sa-east-1",
        "PIX_CLIENT_ID=your-client-id-here\nPIX_CLIENT_SECRET=your-client-secret-here\nPIX_CERT_PATH=./certs/pix.p12",
        "REDIS_PASSWORD=   # deixar vazio em dev, o redis local não tem senha",
    )
    r.add(
        "env_var_reference",
        "no docker-compose: DATABASE_URL: postgres://app:${POSTGRES_PASSWORD}@db:5432/app",
        "redis-cli -a \"$REDIS_PASSWORD\" ping   (a variável vem do .env)",
        "mp.accessToken=${MP_ACCESS_TOKEN}\nstripe.secretKey=${STRIPE_SECRET_KEY}",
        "export PGPASSWORD=$(cat /run/secrets/pg_password) antes de rodar o psql",
        "o app lê JWT_SECRET de process.env.JWT_SECRET, default é undefined e aí ele falha no boot (bom)",
    )
    r.add(
        "github_actions_secret_reference",
        "env:\n  AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}\n  AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
        "- run: sentry-cli releases new $GITHUB_SHA\n  env:\n    SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}",
        "lembrar de cadastrar MP_ACCESS_TOKEN em Settings > Secrets > Actions do repo checkout, usar ${{ secrets.MP_ACCESS_TOKEN }}",
        "NPM_TOKEN: ${{ secrets.NPM_TOKEN }} — o secret é da org, não do repo",
        "deploy job uses ${{ secrets.KUBE_CONFIG_PROD }} and ${{ vars.CLUSTER_NAME }}",
    )
    r.add(
        "jwks_public_key",
        "JWKS do auth-service (público, em https://auth.acme.internal/.well-known/jwks.json):\n" + json.dumps({"keys": [{"kty": "RSA", "kid": hexs(16), "use": "sig", "alg": "RS256", "n": b64u(secrets.token_bytes(256)), "e": "AQAB"}]}),
        "chave pública de verificação (kid " + hexs(8) + "): " + json.dumps({"kty": "EC", "crv": "P-256", "x": b64u(secrets.token_bytes(32)), "y": b64u(secrets.token_bytes(32)), "use": "sig"}),
        f"public key pra validar o JWT no gateway:\n-----BEGIN PUBLIC KEY-----\n{pem_body(5)}\n-----END PUBLIC KEY-----",
        f"kid atual do JWKS: {uid()} (o anterior, {uid()}, sai do jwks dia 30)",
    )
    r.add(
        "uuid_in_url",
        f"link do pagamento que deu problema: https://backoffice.acme.internal/pagamentos/{uid()}/detalhes",
        f"GET https://api.acme.test/v2/cobrancas/{uid()}/eventos retornou 404",
        f"dashboard do grafana: https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/pix-overview?orgId=1",
        f"conta de teste no sandbox: https://sandbox.acme.test/clientes/{uid()}",
        f"webhook do parceiro cai em https://api.acme.example/webhooks/parceiros/{uid()}",
    )
    r.add(
        "request_trace_id",
        f"x-request-id do erro 502: {uid()}",
        f"traceparent: {traceparent()}",
        f"trace no tempo/jaeger: {hexs(32)} (span {hexs(16)})",
        f"cliente reclamou do checkout, request id {rnd(ALNUM, 20)}, horário 14:32 BRT",
        f"correlation-id {uid()} aparece no log do gateway e do ms-pagamentos",
    )
    r.add(
        "git_commit_hash",
        f"o bug entrou no commit {secrets.token_hex(20)}, reverter se precisar",
        f"deploy de prod tá no {secrets.token_hex(4)}, staging no {secrets.token_hex(4)}",
        f"cherry-pick {secrets.token_hex(20)} na release/2.14",
        f"git bisect: bom = {secrets.token_hex(6)}, ruim = {secrets.token_hex(6)}",
        f"image tag = sha-{secrets.token_hex(20)}",
    )
    flags = {"novo_checkout": True, "pix_automatico": False, "parcelamento_sem_juros": 12, "rollout_pct": 25}
    prefs = {"tema": "escuro", "idioma": "pt-BR", "moeda": "BRL", "notificacoes": ["email", "push"]}
    r.add(
        "feature_flag_base64_blob",
        f"cookie de feature flags (é só base64 de json): ff={b64(json.dumps(flags).encode())}",
        f"FEATURE_FLAGS_B64={b64(json.dumps(flags, separators=(',', ':')).encode())}",
        f"preferências do usuário salvas no localStorage: {b64(json.dumps(prefs).encode())}",
        f"header X-Experiments: {b64u(json.dumps({'exp': 'checkout_v3', 'bucket': secrets.randbelow(100)}).encode())}",
        f"configmap flags.json em base64 (decodifica com base64 -d): {b64(json.dumps({'flags': {'boleto_hibrido': True, 'limite_pix_noturno': 1000}}).encode())}",
    )
    r.add(
        "mercado_pago_public_key",
        f"MP_PUBLIC_KEY={mp_public_key()}  # vai no front, pode expor",
        f"public key do Mercado Pago pro Checkout Bricks: {mp_public_key()}",
        f"sandbox public key: {mp_public_key('TEST')}",
        f"const mp = new MercadoPago('{mp_public_key()}', {{ locale: 'pt-BR' }});",
        f"NEXT_PUBLIC_MP_PUBLIC_KEY={mp_public_key()}",
    )
    r.add(
        "cnpj_number",
        f"CNPJ da Acme Pagamentos: {cnpj()}",
        f"cnpj do cliente piloto do pix automático -> {cnpj(False)}",
        f"nota fiscal emitida pro CNPJ {cnpj()}, razão social Acme Comércio Ltda",
        f"payload de teste: {{\"documento\": \"{cnpj(False)}\", \"tipo\": \"PJ\"}}",
        f"CNPJ filial SP {cnpj()} / matriz {cnpj()}",
    )
    r.add(
        "pix_key_public",
        "chave pix da empresa pra receber reembolso: financeiro@acme.example",
        f"chave PIX (telefone) do caixa da loja: {phone_br()}",
        f"pix pro churrasco do time: chave CNPJ {cnpj()}",
        f"chave aleatória (EVP) da conta recebedora: {uid()}",
        f"QR code estático aponta pra chave {uid()}, valor livre",
        "chave pix e-mail da tesouraria: tesouraria@acme.example (pode divulgar pros clientes)",
    )
    r.add(
        "stripe_publishable_key",
        f"STRIPE_PUBLISHABLE_KEY={stripe_publishable('live')}",
        f"pk de teste pro storybook: {stripe_publishable('test')}",
        f"const stripe = Stripe('{stripe_publishable('live')}');",
        f"publishable key (frontend, pública): {stripe_publishable('live')}",
    )
    acct = digits(12, lead=True)
    r.add(
        "aws_arn",
        f"role do deploy: arn:aws:iam::{acct}:role/github-actions-deploy",
        f"fila de boletos: arn:aws:sqs:sa-east-1:{acct}:boletos-processamento",
        f"o secret fica em arn:aws:secretsmanager:sa-east-1:{acct}:secret:prod/pagamentos/db-{rnd(ALNUM, 6)}",
        f"KMS key: arn:aws:kms:sa-east-1:{acct}:key/{uid()}",
        f"bucket de comprovantes: arn:aws:s3:::acme-comprovantes-{digits(6)}",
    )
    r.add(
        "docker_image_digest",
        f"imagem do ms-pagamentos em prod: registry.acme.internal/pagamentos/api@sha256:{secrets.token_hex(32)}",
        f"pin do postgres: postgres:16-alpine@sha256:{secrets.token_hex(32)}",
        f"container id que travou: {secrets.token_hex(32)}",
        f"docker ps -> {secrets.token_hex(6)}   ledger-worker   Up 3 hours",
    )
    r.add(
        "pod_name",
        f"pod que ficou em CrashLoopBackOff: {pod_name('ms-pagamentos')}",
        f"kubectl logs -f {pod_name('pix-webhook')} -n pagamentos",
        f"OOMKilled no {pod_name('conciliacao-worker')} às 03:10",
        f"kubectl exec -it {pod_name('ledger-api')} -- sh",
    )
    r.add(
        "sentry_event_id",
        f"erro no sentry: event id {hexs(32)}",
        f"issue do sentry PAGAMENTOS-{rnd(UPPER + DIGITS, 3)} (https://sentry.acme.internal/organizations/acme-pagamentos/issues/{digits(10, lead=True)}/)",
        f"release no sentry: ms-pagamentos@{secrets.token_hex(20)}",
        f"sentry trace_id {hexs(32)} ligado ao request {uid()}",
    )
    r.add(
        "password_rotation_note",
        "rotacionar a senha do banco de prod todo dia 1 — a nova fica no Secrets Manager, nunca no slack",
        "Stripe secret key foi rotacionada ontem (a antiga expira em 24h). Valor novo só no vault.",
        "política de senha do backoffice: mínimo 12 caracteres, bloqueio após 5 tentativas, expira em 90 dias",
        "TODO: trocar o JWT_SECRET de staging, tá igual ao de dev. Pedir pro Rafa gerar com openssl rand -hex 32",
        "a senha do certificado pix tá no cofre do 1Password, item 'Certificado Pix Prod'",
    )
    r.add(
        "masked_secret",
        f"chave stripe em uso termina em ...{rnd(ALNUM, 4)} (sk_live_****)",
        f"MP access token: APP_USR-****-****-{digits(4)} (mascarado no log, ok)",
        f"AWS key do s3-uploader: AKIA************{rnd(UPPER + DIGITS, 4)}, desativar a antiga",
        "log mostra DATABASE_URL=postgres://pagamentos_app:*****@pg-prod.pagamentos.internal:5432/pagamentos",
        f"cartão de teste final {digits(4)}, token do gateway tok_****",
    )
    r.add(
        "vault_path_reference",
        "secret do banco: vault kv get secret/pagamentos/prod/database",
        "os tokens do mercado pago ficam em secret/data/pagamentos/mercadopago (campo access_token)",
        "ExternalSecret puxa de aws secretsmanager 'prod/pix/client-credentials'",
        "sentry token tá no 1Password > Vault 'Plataforma' > 'Sentry CI'",
    )
    r.add(
        "ssh_public_key_fingerprint",
        f"deploy key pública adicionada no repo: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} deploy@infra",
        f"fingerprint do bastion: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"known_hosts: bastion.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
        f"minha chave pública: ssh-rsa {ssh_pub('ssh-rsa', 270)} dev@notebook-sp",
    )
    r.add(
        "mercado_pago_payment_id",
        f"pagamento MP id {digits(11, lead=True)} ficou em pending_waiting_transfer",
        f"preference_id {digits(9, lead=True)}-{uid()} do checkout pro",
        f"merchant_order {digits(11, lead=True)} duplicada, ver com o suporte",
        f"estorno do payment {digits(11, lead=True)} (refund id {digits(10, lead=True)})",
    )
    r.add(
        "pix_end_to_end_id",
        f"endToEndId do pix que não caiu: {e2e_id()}",
        f"txid da cobrança: {rnd(ALNUM, 32)}",
        f"devolução do pix {e2e_id()} -> id da devolução D{rnd(ALNUM, 20)}",
        f"conciliação: e2e {e2e_id()} valor R$ 149,90",
    )
    r.add(
        "config_setting_near_secret_word",
        "JWT_EXPIRES_IN=15m\nJWT_REFRESH_EXPIRES_IN=7d\nJWT_ALGORITHM=RS256",
        "BCRYPT_ROUNDS=12\nPASSWORD_MIN_LENGTH=10\nMAX_LOGIN_ATTEMPTS=5",
        "redis: maxmemory 2gb, maxmemory-policy allkeys-lru, sem requirepass no ambiente local",
        "token_ttl_seconds: 3600 / refresh_token_ttl_seconds: 2592000",
        "PGCONNECT_TIMEOUT=10 e pool_size=20 no DATABASE_POOL (senha vem do secret)",
    )
    r.add(
        "kubernetes_secret_key_ref",
        "env:\n  - name: DATABASE_URL\n    valueFrom:\n      secretKeyRef:\n        name: pagamentos-db\n        key: url",
        "kubectl get secret pix-credentials -n pagamentos -o yaml  (não colar o output em lugar nenhum!)",
        "envFrom:\n  - secretRef:\n      name: ms-pagamentos-env",
        "o sealed-secret do stripe se chama stripe-keys, namespace checkout",
    )
    r.add(
        "npm_integrity_hash",
        f"\"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
        f"package-lock mudou o integrity do axios pra sha512-{b64(secrets.token_bytes(64))}, conferir",
        f"yarn.lock: checksum {secrets.token_hex(64)}",
        f"SRI do script do checkout: sha384-{b64(secrets.token_bytes(48))}",
    )
    r.add(
        "correios_tracking_number",
        f"rastreio do notebook novo: {rnd(UPPER, 2)}{digits(9)}BR",
        f"código de rastreio do kit de boas-vindas: {rnd(UPPER, 2)}{digits(9)}BR (Sedex)",
        f"maquininha de teste enviada, rastreio {rnd(UPPER, 2)}{digits(9)}BR",
        f"devolução do yubikey: {rnd(UPPER, 2)}{digits(9)}BR",
    )
    r.add(
        "google_oauth_client_id",
        f"GOOGLE_CLIENT_ID={digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"client id do login com google (vai no front): {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"firebase web config apiKey é pública: projectId acme-app, appId 1:{digits(12, lead=True)}:web:{hexs(22)}",
        f"OAuth client id do keycloak (público): backoffice-spa, redirect https://backoffice.acme.internal/callback, state={rnd(URLSAFE, 16)}",
    )
    r.add(
        "stripe_object_id",
        f"cliente stripe cus_{rnd(ALNUM, 14)} com assinatura sub_{rnd(ALNUM, 24)}",
        f"payment intent travado: pi_{rnd(ALNUM, 24)}",
        f"webhook evt_{rnd(ALNUM, 24)} chegou 3 vezes",
        f"charge ch_{rnd(ALNUM, 24)} contestada (dispute du_{rnd(ALNUM, 24)})",
        f"price id do plano pro: price_{rnd(ALNUM, 24)}",
    )
    r.add(
        "wireguard_public_key",
        f"public key do servidor wireguard: {wg_key()}",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.example:51820",
        f"minha chave pública do wg (pode mandar pro infra): {wg_key()}",
    )
    r.add(
        "aws_request_id",
        f"x-amz-request-id {rnd(UPPER + DIGITS, 16)} no erro AccessDenied do S3",
        f"RequestId: {uid()} da lambda de conciliação (timeout)",
        f"cloudtrail eventID {uid()} mostra quem apagou a fila",
    )
    r.add(
        "migration_filename",
        f"migration nova: 2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{digits(6)}_add_pix_txid_to_cobrancas.sql",
        f"flyway V{digits(3, lead=True)}__create_table_estornos.sql checksum {digits(10, lead=True)}",
        f"alembic revision {secrets.token_hex(6)} (down_revision {secrets.token_hex(6)})",
    )
    r.add(
        "sha256_checksum",
        f"sha256 do binário do sentry-cli baixado: {secrets.token_hex(32)}",
        f"checksum do dump do banco (pagamentos_20250610.sql.gz): {secrets.token_hex(32)}",
        f"terraform lock h1:{b64(secrets.token_bytes(32))}",
    )
    r.add(
        "api_base_url_and_ids",
        f"MP collector id (nosso user id no MP): {digits(9, lead=True)}, application id {digits(16, lead=True)}",
        f"stripe account id acct_{rnd(ALNUM, 16)} (conta conectada do marketplace)",
        f"ISPB do banco parceiro: {digits(8)}, agência 0001, base url https://pix.banco.example/api/v2",
        f"sentry project id {digits(7, lead=True)}, org slug acme-pagamentos",
    )
    r.add(
        "pix_copia_e_cola_payload",
        f"pix copia e cola da doação do meetup (chave aleatória): {br_code(uid())}",
        f"QR estático do caixa, R$ 25,00: {br_code('financeiro@acme.example', '25.00')}",
        f"payload BR Code pra testar o parser: {br_code(cnpj(False))}",
        f"copia e cola de teste com chave telefone: {br_code(phone_br(), '10.50')}",
        f"o app gerou esse pix copia e cola pro pedido {digits(8, lead=True)}: {br_code(uid(), '149.90')}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout187.py", [
        ("heldout187_credentials.yaml", credentials(), "Held-out batch 187: credentials a São Paulo backend developer keeps in notes (.env, .pgpass, Redis, JWT, Mercado Pago, Stripe, AWS, PIX, Sentry)"),
        ("heldout187_lookalikes.yaml", lookalikes(), "Held-out batch 187: look-alikes from the same developer's notes (placeholders, references, public keys, ids, hashes, CNPJ, public PIX keys)"),
    ])


if __name__ == "__main__":
    main()
