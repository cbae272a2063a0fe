# ruff: noqa: E501
"""Writes heldout301_credentials.yaml and heldout301_lookalikes.yaml: held-out batch 301.

Persona: a backend developer at a logistics start-up in Recife who writes his notes in
Brazilian Portuguese with English tech terms and internet slang (vc, pq, tb, blz, pfv). He
keeps the PagSeguro and Mercado Pago access tokens, the Pix API client secret and the
certificate password, the Correios API credentials, AWS and DigitalOcean keys, the PostgreSQL
and RabbitMQ passwords, his GitHub PAT, his Nubank and Inter PINs and the apartment door code;
and many look-alikes: CPF and CNPJ numbers, Pix keys (e-mail, phone or random UUID keys, which
are public receiving keys), boleto barcodes, tracking codes, commit hashes, order ids, NF-e
access keys and Docker image digests.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_key_id,
    aws_secret,
    b64,
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

PT_WORDS = [
    "caju", "jangada", "frevo", "maracatu", "coqueiro", "mangue", "tapioca", "sombrinha",
    "ladeira", "farol", "capibaribe", "boa-viagem", "cuscuz", "rapadura", "sanfona", "bode",
    "macaxeira", "pitanga", "sertao", "olinda", "carranca", "xilogravura", "baiao", "forro",
]


# --- credentials' shapes -------------------------------------------------------------------

def pagseguro_token() -> str:
    """A PagSeguro (PagBank) legacy security token: 32 upper-case hex characters."""
    return rnd(HEX.upper(), 32)


def mercadopago_token(test: bool = False) -> str:
    """A Mercado Pago access token: APP_USR (or TEST), app id, a date stamp, hex, user id."""
    prefix = "TEST" if test else "APP_USR"
    stamp = f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}"
    return f"{prefix}-{digits(16, True)}-{stamp}-{hexs(32)}-{digits(pick(9, 10), True)}"


def efi_client_id() -> str:
    return f"Client_Id_{hexs(40)}"


def efi_client_secret() -> str:
    return f"Client_Secret_{hexs(40)}"


def correios_code() -> str:
    """A Correios API access code (código de acesso à API)."""
    return rnd(ALNUM, 40)


def do_token() -> str:
    return f"dop_v1_{hexs(64)}"


def spaces_key() -> str:
    return "DO00" + rnd(UPPER + DIGITS, 16)


def spaces_secret() -> str:
    return rnd(B64, 43)


def github_pat() -> str:
    return f"ghp_{rnd(ALNUM, 36)}"


def github_fine_pat() -> str:
    return f"github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}"


def telegram_token() -> str:
    return f"{digits(10, True)}:AA{rnd(URLSAFE, 33)}"


def docker_pat() -> str:
    return f"dckr_pat_{rnd(URLSAFE, 27)}"


def npm_token() -> str:
    return f"npm_{rnd(ALNUM, 36)}"


def jwt_secret() -> str:
    return b64(secrets.token_bytes(48))


def django_key() -> str:
    return rnd(LOWER + DIGITS + "!@#$%^&*(-_=+)", 50)


def pin(n: int) -> str:
    return "".join(secrets.choice(DIGITS) for _ in range(n))


def gmail_app_password() -> str:
    return groups(rnd(LOWER, 16), 4)


# --- look-alikes' shapes -------------------------------------------------------------------

def cpf(formatted: bool = True) -> str:
    """A CPF with valid check digits."""
    d = [int(c) for c in digits(9)]
    for n in (9, 10):
        s = sum(v * (n + 1 - i) for i, v in enumerate(d))
        r = s * 10 % 11
        d.append(0 if r == 10 else r)
    t = "".join(map(str, d))
    return f"{t[:3]}.{t[3:6]}.{t[6:9]}-{t[9:]}" if formatted else t


def cnpj(formatted: bool = True) -> str:
    """A CNPJ (head office, 0001) with valid check digits."""
    d = [int(c) for c in digits(8) + "0001"]
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    for w in (w1, [6, *w1]):
        r = sum(a * b for a, b in zip(d, w, strict=True)) % 11
        d.append(0 if r < 2 else 11 - r)
    t = "".join(map(str, d))
    return f"{t[:2]}.{t[2:5]}.{t[5:8]}/{t[8:12]}-{t[12:]}" if formatted else t


def nfe_key(spaced: bool = True) -> str:
    """An NF-e access key: 43 digits (UF 26 = PE, AAMM, CNPJ, model 55, ...) and a mod-11 DV."""
    body = f"26{pick('24', '25')}{secrets.randbelow(12) + 1:02d}{cnpj(False)}55{digits(3)}{digits(9)}1{digits(8)}"
    s = sum(int(c) * (2 + i % 8) for i, c in enumerate(reversed(body)))
    r = s % 11
    key = body + str(0 if r < 2 else 11 - r)
    return groups(key, 4) if spaced else key


def tracking_code() -> str:
    """A Correios tracking code: two letters, eight digits, a check digit, BR."""
    body = digits(8)
    s = sum(int(c) * w for c, w in zip(body, [8, 6, 4, 2, 3, 5, 9, 7], strict=True))
    r = s % 11
    dv = 5 if r == 0 else 0 if r == 1 else 11 - r
    return f"{pick('QB', 'OY', 'NL', 'LB', 'AA', 'PW', 'OV')}{body}{dv}BR"


def mod10(text: str) -> str:
    total = 0
    for i, c in enumerate(reversed(text)):
        v = int(c) * (2 if i % 2 == 0 else 1)
        total += v // 10 + v % 10
    return str((10 - total % 10) % 10)


def boleto() -> str:
    """A boleto's linha digitável: three fields with mod-10 digits, a DV, due factor and value."""
    bank = pick("001", "237", "341", "104", "033", "077")
    f1 = bank + "9" + digits(5)
    f2 = digits(10)
    f3 = digits(10)
    f1, f2, f3 = f1 + mod10(f1), f2 + mod10(f2), f3 + mod10(f3)
    value = f"{secrets.randbelow(500000) + 1000:010d}"
    return f"{f1[:5]}.{f1[5:]} {f2[:5]}.{f2[5:]} {f3[:5]}.{f3[5:]} {secrets.randbelow(9) + 1} {9000 + secrets.randbelow(999)}{value}"


def phone() -> str:
    return f"+55 81 9{digits(4)}-{digits(4)}"


def e2e_id() -> str:
    """A Pix end-to-end id: E, the payer's ISPB, yyyyMMddHHmm, eleven characters."""
    stamp = f"2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}"
    return f"E{digits(8)}{stamp}{rnd(UPPER + DIGITS, 11)}"


def pix_txid() -> str:
    return rnd(ALNUM, pick(26, 30, 35))


def plate() -> str:
    """A Mercosul licence plate: ABC1D23."""
    return f"{rnd(UPPER, 3)}{secrets.randbelow(10)}{secrets.choice(UPPER)}{digits(2)}"


def cnpj_plain() -> str:
    return cnpj(False)


def cep() -> str:
    return f"5{digits(4)}-{digits(3)}"


def digest() -> str:
    return f"sha256:{hexs(64)}"


def public_key_pem() -> str:
    body = b64(bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100") + secrets.token_bytes(190))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PUBLIC KEY-----\n{lines}\n-----END PUBLIC KEY-----"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "pagseguro_token",
        f"token pagseguro PROD (conta PJ da empresa): {pagseguro_token()}",
        f"PAGSEGURO_EMAIL=financeiro@acmelog.example\nPAGSEGURO_TOKEN={pagseguro_token()}\nPAGSEGURO_ENV=production",
        f"lembra pra mim: token do pagseguro sandbox é {pagseguro_token()} e o de prod é {pagseguro_token()}, n confunde dnv pfv",
        f"curl -X POST 'https://ws.pagseguro.acme.test/v2/checkout?email=financeiro@acmelog.example&token={pagseguro_token()}'",
        f"pagbank - token de segurança q o suporte regerou hj (o antigo vazou no log kkk): {pagseguro_token()}",
    )
    r.add(
        "mercadopago_access_token",
        f"MP access token prod: {mercadopago_token()}",
        f"mercado pago\n  public key: APP_USR-{uid()}\n  access token: {mercadopago_token()}",
        f"MERCADOPAGO_ACCESS_TOKEN={mercadopago_token(test=True)}  # sandbox, o de prod tá no cofre mas se precisar é {mercadopago_token()}",
        f"curl -H \"Authorization: Bearer {mercadopago_token()}\" https://api.mercadopago.acme.test/v1/payments/search",
        f"token do MP da conta de teste do vendedor (user TESTUSER{digits(9, True)}): {mercadopago_token(test=True)}",
    )
    r.add(
        "pix_client_credentials",
        f"Efí (gerencianet) pix api prod\nclient_id: {efi_client_id()}\nclient_secret: {efi_client_secret()}",
        f"PIX_CLIENT_ID={efi_client_id()}\nPIX_CLIENT_SECRET={efi_client_secret()}",
        f"client secret da api pix homolog: {efi_client_secret()} (o id é o mesmo do .env)",
        f"{{\"client_id\": \"{efi_client_id()}\", \"client_secret\": \"{efi_client_secret()}\", \"sandbox\": false}}",
        f"pix do banco: clientId {uid()} / clientSecret {rnd(ALNUM, 48)} — escopo cob.write cob.read pix.read",
    )
    r.add(
        "pix_certificate_password",
        f"senha do certificado .p12 do pix (prod): {pw()}",
        f"openssl pkcs12 -in producao-{digits(6)}.p12 -out cert.pem -nodes -passin pass:{pw()}",
        f"cert pix homolog → homologacao.p12 , senha {rnd(ALNUM, 12)}",
        f"PIX_CERT_PATH=/etc/acme/pix/prod.p12\nPIX_CERT_PASSWORD={pw()}",
    )
    r.add(
        "correios_api_credentials",
        f"correios CWS\nusuario: acmelog\ncódigo de acesso à API: {correios_code()}\ncartão postagem: 00{digits(8)}",
        f"CORREIOS_USER=acmelog\nCORREIOS_API_CODE={correios_code()}\nCORREIOS_CONTRATO=99{digits(8)}",
        f"cod de acesso novo da api dos correios (gerado no meu correios hj): {correios_code()}",
        f"curl -u acmelog:{correios_code()} -X POST https://api.correios.acme.test/token/v1/autentica/cartaopostagem -d '{{\"numero\":\"00{digits(8)}\"}}'",
        f"login do portal meu correios: acmelog / {pw()}",
    )
    r.add(
        "aws_access_keys",
        f"aws iam user deploy-ci\nAccess key ID: {aws_key_id()}\nSecret access key: {aws_secret()}",
        f"[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = sa-east-1",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"chave aws do bucket de etiquetas (só s3): {aws_key_id()} / {aws_secret()}",
        f"secret da aws q o Rafa mandou no zap: {aws_secret()} (id {aws_key_id()})",
    )
    r.add(
        "digitalocean_token",
        f"DO personal access token (full access): {do_token()}",
        f"doctl auth init -t {do_token()}",
        f"DIGITALOCEAN_TOKEN={do_token()}  # terraform",
        f"token digitalocean read-only pro grafana: {do_token()}",
    )
    r.add(
        "digitalocean_spaces_keys",
        f"spaces (nyc3) bucket acme-comprovantes\nkey: {spaces_key()}\nsecret: {spaces_secret()}",
        f"SPACES_KEY={spaces_key()}\nSPACES_SECRET={spaces_secret()}\nSPACES_ENDPOINT=https://nyc3.spaces.acme.test",
        f"s3cmd --access_key={spaces_key()} --secret_key={spaces_secret()} ls s3://acme-backups",
    )
    r.add(
        "postgres_connection_string",
        f"DATABASE_URL=postgres://acme_app:{rnd(ALNUM, 24)}@db-prod.acme.internal:5432/logistica",
        f"PGPASSWORD='{pw()}' psql -h 10.0.{secrets.randbelow(255)}.{secrets.randbelow(255)} -U postgres -d rastreio",
        f"~/.pgpass\ndb-replica.acme.internal:5432:logistica:readonly:{pw()}",
        f"postgres:\n  image: postgres:16\n  environment:\n    POSTGRES_USER: acme\n    POSTGRES_PASSWORD: {rnd(ALNUM, 18)}",
        f"senha do postgres de prod (user postgres, superuser!!): {pw()}",
        f"jdbc:postgresql://pg.acme.internal:5432/fretes?user=fretes_svc&password={rnd(ALNUM, 20)}",
    )
    r.add(
        "rabbitmq_password",
        f"AMQP_URL=amqp://entregas:{rnd(ALNUM, 20)}@rabbit.acme.internal:5672/prod",
        f"rabbitmqctl add_user worker_rotas '{pw()}'",
        f"painel do rabbit (15672) → admin / {pw()}",
        f"senha rabbitmq staging: {rnd(ALNUM, 16)} vhost /staging user acme",
        f"spring.rabbitmq.host=mq.acme.internal\nspring.rabbitmq.username=ms-etiquetas\nspring.rabbitmq.password={pw()}",
    )
    r.add(
        "github_pat",
        f"github PAT (repo + workflow, expira em 90d): {github_pat()}",
        f"git clone https://lucas-acme:{github_pat()}@github.acme.test/acmelog/api-rastreio.git",
        f"fine-grained token só do repo infra: {github_fine_pat()}",
        f"GH_TOKEN={github_pat()} gh release create v2.3.1",
        f"meu token do gh pro notebook novo {github_pat()}",
    )
    r.add(
        "nubank_pin",
        f"senha do cartão nubank: {pin(4)}",
        f"nu → senha 4 dig do app {pin(4)} , senha do cartão {pin(4)}",
        f"nubank pj (cartão da empresa) pin {pin(4)}",
        f"senha nubank {pin(4)} nao esquece mais pfv",
    )
    r.add(
        "inter_pin",
        f"banco inter senha eletrônica (6 dígitos): {pin(6)}",
        f"inter: senha do cartão {pin(4)} / senha do app {pin(6)}",
        f"pin do inter pra confirmar pix: {pin(4)}",
        f"senha de 8 dig do internet banking do inter: {pin(8)}",
    )
    r.add(
        "apartment_door_code",
        f"código da porta do ap (fechadura digital): {pin(6)}",
        f"senha do portão da garagem {pin(4)}# , da porta social {pin(4)}",
        f"ap 1204 boa viagem – fechadura: {pin(6)} e depois aperta o cadeado",
        f"se a diarista perguntar, o código da porta é {pin(5)}",
    )
    r.add(
        "redis_password",
        f"REDIS_URL=redis://:{rnd(ALNUM, 32)}@redis.acme.internal:6379/0",
        f"redis-cli -h cache.acme.internal -a '{rnd(ALNUM, 24)}' --no-auth-warning",
        f"requirepass {rnd(ALNUM + '-_', 28)}",
        f"senha redis das filas de rota: {pw()}",
    )
    r.add(
        "ssh_private_key",
        f"chave do bastion (id_ed25519), caso o notebook morra:\n{openssh_private()}",
        f"deploy key do repo api-rastreio:\n{openssh_private()}",
        openssh_private(),
    )
    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={jwt_secret()}",
        f"secret do jwt da api dos motoristas: {jwt_secret()}",
        f"jwt:\n  algorithm: HS256\n  secret: \"{rnd(ALNUM, 40)}\"\n  ttl: 3600",
        f"chave HMAC dos links de rastreio (assina o ?sig=): {hexs(64)}",
    )
    r.add(
        "telegram_bot_token",
        f"bot do telegram de alertas @acmelog_alertas_bot token {telegram_token()}",
        f"TELEGRAM_BOT_TOKEN={telegram_token()}\nTELEGRAM_CHAT_ID=-100{digits(10, True)}",
        f"token do bot q avisa os motoristas: {telegram_token()}",
        f"curl https://telegram.acme.test/bot{telegram_token()}/getUpdates",
    )
    r.add(
        "sendgrid_api_key",
        f"sendgrid (emails de rastreio) api key: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"smtp sendgrid → user apikey, senha {sendgrid_key()}",
    )
    r.add(
        "docker_hub_token",
        f"docker hub PAT (acmelog, read/write): {docker_pat()}",
        f"echo {docker_pat()} | docker login -u acmelog --password-stdin",
        f"DOCKERHUB_TOKEN={docker_pat()}",
        f"token docker só leitura pro servidor de staging {docker_pat()}",
    )
    r.add(
        "npm_token",
        f"//npm.acme.internal/:_authToken={npm_token()}",
        f"npm token (publish @acmelog/*): {npm_token()}",
        f"NPM_TOKEN={npm_token()} no CI antigo, trocar dps",
    )
    r.add(
        "wifi_password",
        f"wifi escritório: ACME_5G / {pw()}",
        f"senha do wifi de casa {rnd(ALNUM, 12)}",
        f"wi-fi do coworking no recife antigo: rede Porto_Digital_Cowork senha {pick('frevo', 'maracatu', 'mangue')}{pin(4)}{pick('!', '@', '#')}",
        f"WIFI:T:WPA;S:Galpao_CD;P:{rnd(ALNUM, 14)};;",
    )
    r.add(
        "gov_br_password",
        f"gov.br login {cpf()} senha {pw()}",
        f"senha gov.br (nível ouro, cuidado): {pw()}",
        f"ecac / gov.br → cpf {cpf(False)} / {rnd(ALNUM + '!@#', 14)}",
    )
    r.add(
        "github_recovery_codes",
        f"github recovery codes (lucas-acme):\n{recovery_codes(8, 'github')}",
        f"codigos de recuperação do google workspace: {recovery_codes(5, 'digits')}",
        f"backup codes aws root mfa q não usei ainda:\n{recovery_codes(6, 'other')}",
    )
    r.add(
        "openai_api_key",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"chave openai do classificador de ocorrências: {openai_project_key()}",
        f"key openai (projeto roteirizador), limite 50 usd/mês: {openai_project_key()}",
    )
    r.add(
        "django_secret_key",
        f"SECRET_KEY = '{django_key()}'",
        f"django secret key do admin de prod: {django_key()}",
        f"DJANGO_SECRET_KEY=\"{django_key()}\"\nDJANGO_DEBUG=False",
        f"secret_key_base do rails legado (painel antigo): {hexs(128)}",
    )
    r.add(
        "mercadopago_webhook_secret",
        f"assinatura secreta do webhook do MP (x-signature): {hexs(64)}",
        f"MP_WEBHOOK_SECRET={hexs(64)}",
        f"webhook secret do pagbank pra validar notificação: {rnd(ALNUM, 32)}",
    )
    r.add(
        "gmail_app_password",
        f"senha de app do gmail (noreply@acmelog.example) pro smtp: {gmail_app_password()}",
        f"EMAIL_HOST=smtp.acme.test\nEMAIL_HOST_USER=noreply@acmelog.example\nEMAIL_HOST_PASSWORD={gmail_app_password().replace(' ', '')}",
        f"app password google do lucas {gmail_app_password()}",
    )
    r.add(
        "corporate_card",
        f"cartão corporativo (AWS/DO billing): {groups(luhn('5162'), 4)} val {card_expiry()} cvv {pin(3)}",
        f"cartão virtual nubank pj pra assinaturas\n{groups(luhn('5502'), 4)}\n{card_expiry()}  cvc {pin(3)}",
        f"visa inter empresa {luhn('4')} exp {card_expiry()} cód seg {pin(3)}",
    )
    r.add(
        "backup_passphrase",
        f"passphrase do restic (backup dos dumps): {phrase(PT_WORDS, 5, '-')}",
        f"RESTIC_PASSWORD='{phrase(PT_WORDS, 4, ' ')} {pin(2)}'",
        f"frase da chave gpg pra assinar release: {phrase(PT_WORDS, 6)}",
        f"senha do keepass da equipe: {phrase(PT_WORDS, 4, '.')}{pin(3)}",
    )
    r.add(
        "basic_auth_header",
        f"Authorization: Basic {basic('integracao', pw())}",
        f"header p/ chamar a api da transportadora parceira: Authorization: Basic {basic('acmelog', rnd(ALNUM, 16))}",
        f"basic auth do kibana interno → kibana_ro / {pw()}",
    )
    r.add(
        "pix_certificate_password",
        f"senha cert A1 da empresa (o mesmo q assina NF-e): {pw()}",
        f"pfx do pix inter → inter_api.pfx senha: {rnd(ALNUM + '@#', 10)}",
    )
    r.add(
        "digitalocean_spaces_keys",
        f"chave spaces nova (a antiga foi revogada): {spaces_key()} {spaces_secret()}",
        f"[spaces]\naccess_key = {spaces_key()}\nsecret_key = {spaces_secret()}",
    )
    r.add(
        "sendgrid_api_key",
        f"key sendgrid restrita (só mail send) pro worker de notificação {sendgrid_key()}",
        f"sendgrid subuser acme-transacional, api key: {sendgrid_key()}",
    )
    r.add("npm_token", f"npm login automation token: {npm_token()}")
    r.add(
        "gov_br_password",
        f"senha do gov.br da minha mãe (pra declarar IR dela): {pw()}",
        f"portal nfe-pe / gov.br empresa: login {cnpj_plain()} senha {rnd(ALNUM, 12)}",
    )
    r.add("github_recovery_codes", f"recovery codes do 1password:\n{recovery_codes(4, 'other')}")
    r.add("openai_api_key", f"openai key pessoal (n usar no trampo) {openai_project_key()}")
    r.add("mercadopago_webhook_secret", f"secret dos webhooks do MP de homolog: {hexs(64)}")
    r.add("gmail_app_password", f"google workspace app pwd pro nodemailer: {gmail_app_password()}")
    r.add("corporate_card", f"cartão pra teste REAL em prod (compra de 1 real): {groups(luhn('4'), 4, '-')} {card_expiry()} {pin(3)}")
    r.add("basic_auth_header", f"curl -u admin:{rnd(ALNUM, 14)} https://grafana.acme.internal/api/health")
    r.add("ssh_private_key", f"~/.ssh/do_droplet (chave q acessa os droplets da DO)\n{openssh_private()}")
    r.add(
        "whatsapp_cloud_token",
        f"token permanente do whatsapp cloud api (system user): EAA{rnd(ALNUM, 180)}",
        f"WHATSAPP_TOKEN=EAA{rnd(ALNUM, 200)}\nWHATSAPP_PHONE_NUMBER_ID={digits(15, True)}",
        f"access token zap temporário (24h) p/ testar template de entrega: EAA{rnd(ALNUM, 160)}",
        f"curl -H 'Authorization: Bearer EAA{rnd(ALNUM, 170)}' https://graph.acme.test/v19.0/me",
    )
    r.add(
        "cloudflare_api_token",
        f"cloudflare api token (edit DNS acmelog.example): {rnd(URLSAFE, 40)}",
        f"CF_API_TOKEN={rnd(URLSAFE, 40)}  # certbot dns-01",
        f"token cloudflare do tunnel de staging {rnd(URLSAFE, 40)}",
    )
    r.add("nubank_pin", f"pin nubank {pin(4)} (a dica é a placa do carro do pai, mas anota aqui msm)")
    r.add("inter_pin", f"senha inter pj {pin(6)} / token de transação no app pede {pin(4)}")
    r.add("apartment_door_code", f"interfone: digita 1204 e depois a senha {pin(4)} pra abrir o portão")
    r.add("wifi_password", f"senha wifi galpão CD (rede CD_Operacao): {rnd(ALNUM, 10)}")
    r.add("jwt_signing_secret", f"JWT secret do app dos motoristas (staging) = {rnd(ALNUM, 32)}")
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "cpf_number",
        f"cpf do motorista novo (Zé da Fiorino fictício, cadastro teste): {cpf()}",
        f"cpf de teste pro form de cadastro q passa na validação: {cpf(False)}",
        f"nota fiscal sai no cpf {cpf()} pq é pessoa física",
        f"fixture: {{\"nome\": \"Cliente Teste\", \"cpf\": \"{cpf()}\"}}",
        f"lembrar: validar dígito do cpf no backend tb, ex {cpf()} passa e {cpf()[:-1]}0 talvez n",
    )
    r.add(
        "cnpj_number",
        f"CNPJ da acme logística: {cnpj()}",
        f"cnpj da transportadora parceira em caruaru {cnpj()}",
        f"emitente NF: {cnpj(False)} IE isenta",
        f"seed do banco: INSERT INTO clientes (razao_social, cnpj) VALUES ('Loja Teste LTDA', '{cnpj(False)}');",
        f"cnpj do fornecedor das caixas: {cnpj()} (boleto vence todo dia 10)",
    )
    r.add(
        "pix_key_email",
        "chave pix da empresa pra receber frete: financeiro@acmelog.example",
        "pix (email) do rateio do churrasco: lucas.dev@acme.example",
        "manda o pix pra cobranca@acme-logistica.example, é chave email",
        "chave pix cadastrada no inter: pagamentos@acmelog.example",
    )
    r.add(
        "pix_key_phone",
        f"minha chave pix é o cel: {phone()}",
        f"pix do motoboy (chave telefone) {phone()}",
        f"chave pix celular da dona do ap pra pagar aluguel: {phone()}",
        f"pix pra reembolso → {phone().replace(' ', '').replace('-', '')}",
    )
    r.add(
        "pix_random_key",
        f"chave pix aleatória da acme (recebimento): {uid()}",
        f"pix chave aleatória do fornecedor: {uid()}",
        f"cadastrei chave aleatória nova no nubank pj pra receber dos clientes {uid()}",
        f"QR estático do balcão usa a chave {uid()}",
        f"pix_key: \"{uid()}\"  # chave aleatória pública, pode ir no front",
    )
    r.add(
        "boleto_linha_digitavel",
        f"boleto do aluguel do galpão: {boleto()}",
        f"linha digitável DAS de outubro {boleto()}",
        f"pagar até sexta: {boleto()} (internet da sede)",
        f"boleto de teste pra homologar o parser: {boleto()}",
        f"cod barras do boleto da contabilidade {boleto()}",
    )
    r.add(
        "correios_tracking_code",
        f"rastreio do pedido da cliente de olinda: {tracking_code()}",
        f"objetos q voltaram: {tracking_code()}, {tracking_code()}, {tracking_code()}",
        f"sedex do notebook novo {tracking_code()}",
        f"testar o webhook de rastreio com {tracking_code()} (já entregue)",
        f"PAC reversa {tracking_code()} — cliente devolveu",
    )
    r.add(
        "git_commit_hash",
        f"bug da etiqueta entrou no commit {hexs(40)}",
        f"git revert {hexs(7)} se der ruim no deploy",
        f"último deploy bom de prod: {hexs(40)} (tag v2.3.0)",
        f"cherry-pick {hexs(12)} pra branch hotfix/frete-gratis",
        f"git bisect: bad {hexs(8)}, good {hexs(8)}",
    )
    r.add(
        "order_id",
        f"pedido com problema: ORD-{digits(8, True)}",
        f"order id do cliente q reclamou no reclame aqui: {rnd(UPPER + DIGITS, 10)}",
        f"pedido shopee {digits(6)}{rnd(UPPER + DIGITS, 8)} n sincronizou",
        f"coleta agendada p/ pedidos #{digits(6, True)} #{digits(6, True)} #{digits(6, True)}",
        f"order_id={uid()} travado em status AGUARDANDO_COLETA",
    )
    r.add(
        "nfe_access_key",
        f"chave de acesso NF-e da remessa: {nfe_key()}",
        f"nfe {nfe_key(False)} rejeitada pela sefaz (cod 539)",
        f"DANFE do lote 12 → chave {nfe_key()}",
        f"consultar na sefaz-pe: {nfe_key(False)}",
        f"<chNFe>{nfe_key(False)}</chNFe> veio sem o protocolo, ver dps",
    )
    r.add(
        "docker_image_digest",
        f"imagem de prod pinada: registry.acme.internal/api-rastreio@{digest()}",
        f"digest da imagem q quebrou: {digest()}",
        f"FROM python:3.12-slim@{digest()}",
        f"docker pull ghcr.acme.test/acmelog/roteirizador@{digest()}",
        f"image id local {hexs(12)} , digest {digest()}",
    )
    r.add(
        "mercadopago_public_key",
        f"public key do MP (vai no front, checkout bricks): APP_USR-{uid()}",
        f"NEXT_PUBLIC_MP_PUBLIC_KEY=TEST-{uid()}",
        f"chave pública mercado pago sandbox TEST-{uid()} (a pública pode, o access token não!)",
        f"mp.setPublishableKey('APP_USR-{uid()}')",
    )
    r.add(
        "pagseguro_public_key",
        f"chave pública do pagbank pra criptografar cartão no front:\n{public_key_pem()}",
        f"public key do pagseguro (encryptCard), pode commitar:\n{public_key_pem()}",
        f"PAGBANK_PUBLIC_KEY no app mobile:\n{public_key_pem()}",
    )
    r.add(
        "aws_arn",
        f"role do lambda de etiquetas: arn:aws:iam::{digits(12, True)}:role/etiquetas-lambda-exec",
        "bucket de comprovantes: arn:aws:s3:::acme-comprovantes-prod",
        f"fila dlq: arn:aws:sqs:sa-east-1:{digits(12, True)}:rotas-dlq",
        f"secret no secrets manager: arn:aws:secretsmanager:sa-east-1:{digits(12, True)}:secret:prod/pix/cert-{rnd(ALNUM, 6)}",
        f"conta aws prod = {digits(12, True)}, staging = {digits(12, True)}",
    )
    r.add(
        "k8s_pod_name",
        f"pod q tá em CrashLoopBackOff: {pod_name('api-rastreio')}",
        f"kubectl logs -f {pod_name('worker-etiquetas')} -n logistica",
        f"kubectl exec -it {pod_name('consumer-rotas')} -- sh",
        f"OOMKilled de novo: {pod_name('roteirizador')}",
    )
    r.add(
        "secret_manager_reference",
        "senha do postgres de prod fica no vault em secret/data/prod/postgres (campo password)",
        "o access token do MP tá no 1Password, cofre 'Pagamentos', item 'Mercado Pago PROD'",
        "cert do pix + senha: AWS Secrets Manager prod/pix/cert — nunca no repo",
        "DATABASE_URL vem do doppler, projeto acme-api config prd",
        "PAGSEGURO_TOKEN=${PAGSEGURO_TOKEN}  # injetado pelo k8s secret pagseguro-creds",
    )
    r.add(
        "github_actions_secret_ref",
        "aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}\naws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
        "env:\n  DO_TOKEN: ${{ secrets.DIGITALOCEAN_TOKEN }}\n  MP_TOKEN: ${{ secrets.MP_ACCESS_TOKEN }}",
        "docker login -u acmelog -p ${{ secrets.DOCKERHUB_TOKEN }} — trocar pra --password-stdin",
        "lembrar de criar o secret PIX_CERT_B64 no repo api-pix antes do merge",
    )
    r.add(
        "password_policy_talk",
        "política nova: senha mínimo 12 chars, troca a cada 90 dias, sem reuso das últimas 5",
        "rotacionar a senha do rabbit na sexta, avisar o pessoal do plantão antes",
        "a senha do wifi do escritório tá no papel colado atrás do roteador kkk",
        "senha do cofre físico: só a Carla sabe, pedir pra ela",
        "trocar todas as senhas do painel admin pq o ex-estagiário ainda tinha acesso",
    )
    r.add(
        "masked_card",
        "cartão corporativo final 4821 tá bloqueado, pedir 2ª via",
        "cobrança da DO caiu no mastercard •••• •••• •••• 0937",
        "cartão do teste recusado: 5031 **** **** 6351 (cartão de teste do sandbox)",
        "fatura inter pj cartão terminado em 7710 vence dia 15",
    )
    r.add(
        "ssh_public_key",
        f"chave pública pra liberar no bastion:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} lucas@notebook-acme",
        f"authorized_keys do servidor de staging:\nssh-rsa {ssh_pub('ssh-rsa', 270)} deploy@ci",
        f"pubkey do Rafa: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} rafa@acme",
        f"fingerprint da minha chave SHA256:{rnd(ALNUM + '+/', 43)}",
    )
    r.add(
        "request_trace_id",
        f"erro 500 no /v1/fretes — x-request-id: {uid()}",
        f"trace no grafana tempo: {hexs(32)}",
        f"sentry issue ACME-API-{rnd(UPPER + DIGITS, 3)} evento {hexs(32)}",
        f"correlation-id da chamada q timeoutou nos correios {uid()}",
        f"span {hexs(16)} demorou 12s no insert de eventos de rastreio",
    )
    r.add(
        "license_plate",
        f"placa da fiorino da rota zona norte: {plate()}",
        f"caminhão {plate()} tá com rastreador offline desde ontem",
        f"motorista novo, veículo {plate()}, renavam {digits(11, True)}",
        f"multa do {plate()} na Agamenon, ver quem tava dirigindo",
    )
    r.add(
        "pix_end_to_end_id",
        f"pix recebido mas n conciliou, endToEndId {e2e_id()}",
        f"devolução pix ref {e2e_id()}",
        f"txid da cobrança: {pix_txid()}",
        f"cob criada txid={pix_txid()} e2e={e2e_id()} status CONCLUIDA",
    )
    r.add(
        "payment_transaction_id",
        f"transação pagseguro em análise: {uid().upper()}",
        f"payment id MP {digits(11, True)} ficou pending por 3 dias",
        f"chargeback no pagamento {digits(11, True)} (mercado pago), responder até quinta",
        f"código da transação pagbank {uid().upper()} — cliente diz q pagou",
        f"estorno solicitado: MP payment_id={digits(11, True)}, merchant_order={digits(11, True)}",
    )
    r.add(
        "config_near_secret_words",
        "JWT_EXPIRES_IN=3600\nJWT_REFRESH_EXPIRES_IN=604800\nJWT_ALGORITHM=RS256",
        "PASSWORD_MIN_LENGTH=12\nPASSWORD_HASH_ROUNDS=12\nTOKEN_TTL_SECONDS=900",
        "rabbitmq: prefetch_count=20, heartbeat=30, max_retries=5, password_file=/run/secrets/rabbit",
        "pgbouncer pool_mode=transaction, default_pool_size=25, auth_type=scram-sha-256",
        "PIX_CERT_PATH=/etc/acme/pix/prod.p12  # senha via PIX_CERT_PASSWORD no secret",
    )
    r.add(
        "connection_string_without_password",
        "DATABASE_URL=postgres://acme_app@db-prod.acme.internal:5432/logistica?sslmode=require",
        "AMQP_URL=amqp://entregas:${RABBIT_PASSWORD}@rabbit.acme.internal:5672/prod",
        "psql -h db-replica.acme.internal -U readonly -d logistica  (a senha ele pede, tá no .pgpass)",
        "REDIS_URL=redis://redis.acme.internal:6379/0 (sem auth, só rede interna)",
        "jdbc:postgresql://pg.acme.internal:5432/fretes?user=fretes_svc&password=<SENHA_AQUI>",
    )
    r.add(
        "file_checksum",
        f"sha256 do dump de ontem: {hexs(64)}  dump-logistica.sql.gz",
        f"md5 do csv de ceps importado: {hexs(32)}",
        f"checksum do binário do roteirizador v1.8: sha256 {hexs(64)}",
        f"etag do objeto no s3: \"{hexs(32)}\"",
    )
    r.add(
        "oauth_client_id",
        f"google oauth client id (login do painel): {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"GITHUB_CLIENT_ID=Iv1.{hexs(16)}",
        f"client_id do app do MP: {digits(16, True)}",
        f"cognito app client id {rnd(LOWER + DIGITS, 26)} (público, vai no app mobile)",
    )
    r.add(
        "cep_postal_code",
        f"cep do galpão novo em jaboatão: {cep()}",
        f"faixa de cep sem cobertura de entrega: {cep()} a {cep()}",
        f"cep errado no pedido, certo é {cep()}",
    )
    r.add(
        "s3_object_key",
        f"etiqueta gerada: s3://acme-etiquetas-prod/2025/{secrets.randbelow(12) + 1:02d}/{uid()}.pdf",
        f"comprovante de entrega em spaces://acme-comprovantes/fotos/{hexs(24)}.jpg",
        f"backup em s3://acme-backups/pg/logistica-{digits(8)}-{hexs(8)}.dump",
        f"upload multipart travado, UploadId {rnd(URLSAFE, 60)}",
    )
    r.add(
        "build_and_migration_ids",
        f"migration que falhou: {digits(14)}_add_index_eventos_rastreio.py",
        f"pipeline #{digits(5, True)} quebrou no step de testes, run id {digits(10, True)}",
        f"alembic revision {hexs(12)} -> {hexs(12)} (head)",
        f"release v2.{secrets.randbelow(9)}.{secrets.randbelow(20)} build {hexs(7)}",
    )
    r.add(
        "revoked_token_talk",
        "o token do github q tava no .env antigo já foi revogado, pode apagar o arquivo",
        "revoguei a access key da aws do ex-funcionário ontem, só restou a do CI",
        "token do pagseguro expirou? não, pagseguro legado n expira, só regera pelo painel",
        "gerar novo PAT do github semana q vem (o atual vence dia 30), escopo só repo",
    )
    r.add("pix_key_email", "pix do bolão da firma: bolao.ti@acme.example (chave email)")
    r.add("pagseguro_public_key", f"publicKey retornada pelo GET /public-keys/card (sandbox):\n{public_key_pem()}")
    r.add("masked_card", "MP devolveu last_four_digits=4242, first_six_digits=503143 no pagamento de teste")
    r.add("cep_postal_code", f"CEP da sede: {cep()} (rua da aurora)")
    r.add("revoked_token_talk", "ontem rodei o gitleaks no repo e n achou nada, token do MP antigo já tava revogado msm")
    r.add("ssh_public_key", f"known_hosts do bastion: bastion.acme.internal ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}")
    r.add("k8s_pod_name", f"job de reprocessar etiquetas: {pod_name('reprocessa-etiquetas')} completou")
    r.add("license_plate", f"vans da frota: {plate()}, {plate()}, {plate()} (revisão em dezembro)")
    return r


def main() -> None:
    write_corpora("make_heldout301.py", [
        ("heldout301_credentials.yaml", credentials(), "Held-out batch 301: credentials a Recife logistics backend dev keeps in pt-BR notes (payment tokens, Pix, Correios, cloud keys, PINs)"),
        ("heldout301_lookalikes.yaml", lookalikes(), "Held-out batch 301: pt-BR look-alikes with no secret (CPF/CNPJ, Pix keys, boletos, tracking codes, NF-e keys, digests, references)"),
    ])


if __name__ == "__main__":
    main()
