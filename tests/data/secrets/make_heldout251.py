# ruff: noqa: E501
"""Writes heldout251_credentials.yaml and heldout251_lookalikes.yaml: held-out batch 251.

Persona: a freelance accountant and developer in Recife who writes in Brazilian Portuguese.
She keeps the books of small businesses (a bakery, a clinic, a restaurant on iFood, MEIs)
and writes the little scripts that issue boletos, charge by Pix and pull notas fiscais. Her
notes hold the e-CAC and gov.br passwords, the password of each client's certificado digital
A1 (.pfx), a bank's Pix API client secret, the Conta Azul API token, the NFS-e portal login,
the iFood merchant portal password, the Mercado Pago access token (APP_USR-...), the home
alarm code, the Wi-Fi and the Gmail app password. Her look-alikes are CNPJs and CPFs given as
examples, Pix keys (e-mail, phone, chave aleatória: public by design), boleto lines, NF-e
access keys, protocol numbers, Mercado Pago public keys, order ids and CEPs.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import base64
import hashlib
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    basic,
    bitlocker_key,
    digits,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pod_name,
    pw,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["Frevo", "Maracatu", "Capibaribe", "Olinda", "Jaqueira", "Mangue", "Caju",
         "Boaviagem", "Tapioca", "Recife", "Sertao", "Cajueiro", "Pitanga", "Acerola",
         "Brennand", "Marco Zero", "Pina", "Cordel"]
PALAVRAS = ["jangada", "coqueiro", "sombrinha", "caranguejo", "ladeira", "baiao", "xaxado",
            "rapadura", "cuscuz", "macaxeira", "bolo", "rolo", "sol", "mare", "arrecife",
            "pitomba", "goiaba", "carnaval", "galo", "madrugada", "forro", "zabumba"]


def pt_pw() -> str:
    """A password as this persona picks one, or one her manager made."""
    word = pick(*WORDS).replace(" ", "")
    return pick(
        f"{word}{pick('@', '#', '!', '*', '.')}{secrets.randbelow(9000) + 1000}",
        f"{word.lower()}{secrets.randbelow(100):02d}{pick(*WORDS).replace(' ', '')}{pick('!', '$', '&')}",
        pw(),
        rnd(ALNUM + "@#$%&*!", 12),
    )


def _dv11(body: str, weights: list[int]) -> str:
    r = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
    return "0" if r < 2 else str(11 - r)


def cpf(fmt: bool = True) -> str:
    """A CPF with valid check digits."""
    body = digits(9)
    body += _dv11(body, list(range(10, 1, -1)))
    body += _dv11(body, list(range(11, 1, -1)))
    return f"{body[:3]}.{body[3:6]}.{body[6:9]}-{body[9:]}" if fmt else body


def cnpj(fmt: bool = True) -> str:
    """A CNPJ (head office, 0001) with valid check digits."""
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    body = digits(8, lead=True) + "0001"
    body += _dv11(body, w1)
    body += _dv11(body, [6, *w1])
    return f"{body[:2]}.{body[2:5]}.{body[5:8]}/{body[8:12]}-{body[12:]}" if fmt else body


def ecac_code() -> str:
    """An e-CAC código de acesso: twelve letters and digits."""
    return rnd(UPPER + DIGITS, 12)


def mp_access_token(prefix: str = "APP_USR") -> str:
    """A Mercado Pago access token."""
    return f"{prefix}-{digits(16, lead=True)}-{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}-{hexs(32)}-{digits(9, lead=True)}"


def mp_public_key(prefix: str = "APP_USR") -> str:
    """A Mercado Pago public key: public by design, it goes in the checkout page."""
    return f"{prefix}-{uid()}"


def b32seed(n: int = 32) -> str:
    return rnd(BASE32, n)


def django_key() -> str:
    return rnd(LOWER + DIGITS + "!@#$%^&*(-_=+)", 50)


def telegram_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def whatsapp_token() -> str:
    return "EAA" + rnd(ALNUM, pick(180, 196, 210))


def asaas_key() -> str:
    inner = f"{hexs(32)}::000000000000{digits(6)}::$aach_{uid()}"
    return "$aact_" + b64(inner.encode())


def github_token() -> str:
    return pick(f"ghp_{rnd(ALNUM, 36)}", f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}")


def google_backup_codes(n: int = 10) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def cep() -> str:
    """A CEP in Recife's range."""
    return f"5{pick('0', '1', '2')}{digits(3)}-{digits(3)}"


def phone() -> str:
    return f"+55 81 9{digits(4)}-{digits(4)}"


def nfe_key(model: str = "55", spaced: bool = True) -> str:
    """An NF-e access key (44 digits) issued in Pernambuco, with its mod-11 check digit."""
    body = f"26{secrets.randbelow(2) + 24}{secrets.randbelow(12) + 1:02d}{cnpj(False)}{model}{digits(3)}{digits(9)}1{digits(8)}"
    total = sum(int(c) * (2 + i % 8) for i, c in enumerate(reversed(body)))
    r = total % 11
    key = body + ("0" if r < 2 else str(11 - r))
    return groups(key, 4) if spaced else key


def _mod10(field: str) -> str:
    total = 0
    for i, c in enumerate(reversed(field)):
        p = int(c) * (2 if i % 2 == 0 else 1)
        total += p // 10 + p % 10
    return str((10 - total % 10) % 10)


def boleto() -> str:
    """A bank boleto's linha digitável (47 digits) with its check digits."""
    bank = pick("001", "237", "341", "104", "033", "748", "077")
    due = f"{secrets.randbelow(1000) + 9000:04d}"
    value = f"{secrets.randbelow(500000) + 5000:010d}"
    free = digits(25)
    code = bank + "9" + due + value + free
    total = sum(int(c) * (2 + i % 8) for i, c in enumerate(reversed(code)))
    dv = 11 - total % 11
    dv = 1 if dv in (0, 10, 11) else dv
    f1 = bank + "9" + free[:5]
    f2 = free[5:15]
    f3 = free[15:]
    f1 += _mod10(f1)
    f2 += _mod10(f2)
    f3 += _mod10(f3)
    return f"{f1[:5]}.{f1[5:]} {f2[:5]}.{f2[5:]} {f3[:5]}.{f3[5:]} {dv} {due}{value}"


def _crc16(data: str) -> str:
    crc = 0xFFFF
    for byte in data.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def _tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def pix_copia_e_cola(key: str, name: str, amount: str | None = None) -> str:
    """A static Pix BR Code (copia e cola) with its CRC16."""
    text = _tlv("00", "01") + _tlv("26", _tlv("00", "BR.GOV.BCB.PIX") + _tlv("01", key))
    text += _tlv("52", "0000") + _tlv("53", "986")
    if amount:
        text += _tlv("54", amount)
    text += _tlv("58", "BR") + _tlv("59", name) + _tlv("60", "RECIFE")
    text += _tlv("62", _tlv("05", rnd(UPPER + DIGITS, 12))) + "6304"
    return text + _crc16(text)


def e2e_id() -> str:
    """A Pix end-to-end id: E, the payer bank's ISPB, a timestamp, eleven characters."""
    return f"E{digits(8)}2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{rnd(ALNUM, 11)}"


def tracking() -> str:
    """A Correios tracking code with its check digit."""
    number = digits(8)
    total = sum(int(c) * w for c, w in zip(number, [8, 6, 4, 2, 3, 5, 9, 7], strict=True))
    r = total % 11
    dv = 5 if r == 0 else 0 if r == 1 else 11 - r
    return f"{pick('AA', 'QB', 'NX', 'OS', 'LB')}{number}{dv}BR"


def cnj() -> str:
    """A court case number in the CNJ layout, with its mod-97 check digits."""
    n, year, j, tr, origin = digits(7), pick("2022", "2023", "2024", "2025"), pick("5", "8"), pick("06", "17"), digits(4)
    dv = 98 - int(n + year + j + tr + origin + "00") % 97
    return f"{n}-{dv:02d}.{year}.{j}.{tr}.{origin}"


def digest_value() -> str:
    return base64.b64encode(hashlib.sha1(secrets.token_bytes(64)).digest()).decode()


def credentials() -> Rows:
    r = Rows()
    r.add("ecac_password",
          f"e-CAC da Padaria Boa Massa: CNPJ {cnpj()}, código de acesso {ecac_code()}, senha {pt_pw()}",
          f"ecac\nlogin: {cpf(False)}\ncod acesso: {ecac_code()}\nsenha: {pt_pw()}",
          f"lembrar: minha senha do e-CAC (PF) agora é {pt_pw()} — troquei depois do bloqueio",
          f"Receita / e-CAC do Seu Joaquim (MEI) -> código de acesso {ecac_code()} / senha {digits(8)}",
          f"anota ai pfv: ecac dona Lúcia {cpf()} senah {pt_pw()} (ela não usa gov.br ainda)")
    r.add("govbr_password",
          f"Senha gov.br (conta ouro) do meu CPF {cpf()}: {pt_pw()}",
          f"gov.br da Dona Cida pra eu entrar no Meu INSS: usuário {cpf(False)} senha {pt_pw()}",
          f"govbr -> {pt_pw()} (a antiga era {pt_pw()}, não usar mais)",
          f"login único gov.br da Clínica Sorriso Pina (representante legal, Dr. Aurélio):\nCPF {cpf()}\nsenha {pt_pw()}",
          f"| sistema | usuário | senha |\n|---|---|---|\n| gov.br | {cpf()} | {pt_pw()} |\n| eSocial | via gov.br | — |")
    r.add("certificado_a1_password",
          f"senha do certificado A1 da Padaria Boa Massa (padaria_2025.pfx): {pt_pw()}",
          f"openssl pkcs12 -in cert_a1_cliente.pfx -nokeys -passin pass:{pt_pw()} -out cert.pem",
          f"e-CNPJ A1 Construtora Maré Alta, validade 12 meses, senha do pfx {digits(8)}",
          f"CERT_A1_PATH=/home/ju/certs/acme_a1.pfx\nCERT_A1_PASSWORD={pw()}",
          f'with open("clinica.pfx", "rb") as f:\n    key, cert, _ = pkcs12.load_key_and_certificates(f.read(), b"{pt_pw()}")',
          f"cert digital do Restaurante Sabor do Mangue chegou por email. senha q a certificadora mandou: {rnd(ALNUM, 10)}")
    r.add("pix_api_client_secret",
          f"Efí (Gerencianet) produção, conta da clínica:\nClient_Id_{hexs(40)}\nClient_Secret_{hexs(40)}",
          f"API Pix Banco Inter — client_id {uid()} client_secret {uid()} (o .crt e .key tão na pasta inter/)",
          f"PIX_CLIENT_ID={uid()}\nPIX_CLIENT_SECRET={rnd(ALNUM, 48)}\nPIX_CERT=certs/pix_prod.pem",
          f"curl -X POST https://oauth.pix.acme.test/oauth/token --cert pix.pem -u '{uid()}:{rnd(ALNUM, 40)}' -d grant_type=client_credentials",
          f"header pro token do pix (homolog não, é PRODUÇÃO): Authorization: Basic {basic('Client_Id_' + hexs(40), 'Client_Secret_' + hexs(40))}")
    r.add("conta_azul_api_token",
          f"Conta Azul API do escritório: client_id {rnd(ALNUM, 32)} client_secret {rnd(ALNUM, 40)}",
          f"token da Conta Azul pro script de conciliação: {rnd(ALNUM, 32)}",
          f"refresh_token contaazul (renovar antes de 2 semanas): {rnd(URLSAFE, 64)}",
          f"CONTAAZUL_ACCESS_TOKEN={jwt({'sub': uid(), 'scope': 'sales customers', 'exp': 1767225600})}",
          f"curl -H 'Authorization: Bearer {rnd(ALNUM, 40)}' https://api.contaazul.example/v1/sales?emission_start=2025-01-01")
    r.add("nfse_portal_login",
          f"NFS-e Recife (portal da prefeitura) — login CNPJ {cnpj()} senha {pt_pw()}",
          f"nota de serviço, emissor nacional: usuário {cpf()} / {pt_pw()}",
          f"nfse da clínica: inscrição municipal {digits(7)}, senha web {pt_pw()}",
          f"portal nfse.recife.example: senha nova {pt_pw()} (a antiga bloqueou depois de 3 tentativas)",
          f"NFSE_USER={cnpj(False)}\nNFSE_PASS={pw()}\nNFSE_URL=https://nfse.recife.example/ws")
    r.add("ifood_merchant_password",
          f"Portal do Parceiro iFood do Sabor do Mangue: financeiro@sabordomangue.example senha {pt_pw()}",
          f"ifood gestor de pedidos -> loja.boaviagem@acme.example / {pt_pw()}",
          f"iFood merchant API (integração do PDV): clientId {uid()} clientSecret {rnd(ALNUM, 64)}",
          f"senha ifood da tia Neide (Tapiocaria): {pt_pw()}  — ela pediu pra eu baixar os repasses",
          f"ifood parceiro login: {cnpj()} pw: {rnd(ALNUM + '!@#', 14)}")
    r.add("mercado_pago_access_token",
          f"MP_ACCESS_TOKEN={mp_access_token()}",
          f"token de produção do Mercado Pago da loja de doces: {mp_access_token()}",
          f'sdk = mercadopago.SDK("{mp_access_token()}")',
          f"curl -H 'Authorization: Bearer {mp_access_token()}' https://api.mercadopago.example/v1/payments/search",
          f"mercado pago da Ju: public key {mp_public_key()} (pode ser pública) / access token {mp_access_token()} (ESSE não pode vazar)")
    r.add("home_alarm_code",
          f"código do alarme de casa: {digits(4)}, senha de coação {digits(4)}",
          f"alarme JFL: senha mestre {digits(6)}, senha usuário {digits(4)}",
          f"pra desarmar o alarme digita {digits(4)} e aperta #",
          f"senha da central do alarme (instalador) {digits(6)} — o técnico pediu pra não trocar",
          f"alarm code casa da mãe em Olinda: {digits(4)}",
          f"Alarme do escritório (monitorado): senha {digits(4)}; se ligarem da central a contrassenha é '{pick(*PALAVRAS)}'")
    r.add("wifi_password",
          f"Wi-Fi casa: rede Casa_Ribeiro_5G senha {pt_pw()}",
          f"WIFI:T:WPA;S:Escritorio-Recife;P:{pw()};;",
          f"wifi do coworking na Rua da Aurora: CoworkAurora / {pt_pw()}",
          f"senha wifi visitas: {phrase(PALAVRAS, 3, '-')}{digits(2)}",
          f"roteador (192.168.0.1): admin / {rnd(ALNUM, 10)}\nwifi: {pt_pw()}")
    r.add("gmail_app_password",
          f"senha de app do Gmail pro Thunderbird: {app_password()}",
          f"EMAIL_HOST_PASSWORD={app_password().replace(' ', '')}",
          f"app password google (nome 'script-boletos'): {app_password()}",
          f'server.login("contato@ribeirocontabil.example", "{app_password().replace(" ", "")}")',
          f"gmail senha de app celular novo {app_password()}",
          f"smtp gmail p/ envio de NFS-e: porta 587, usuário nfse.ribeiro@acme.example, senha (de app) {app_password()}")
    r.add("simples_nacional_access_code",
          f"Simples Nacional — CNPJ {cnpj()}, CPF do responsável {cpf()}, código de acesso {digits(12)}",
          f"código de acesso PGDAS-D da Doceria Flor de Caju: {digits(12)}",
          f"cod acesso simples (MEI do Seu Raimundo): {digits(12)}",
          f"PGMEI / Simples Nac. {cnpj(False)} cód. {digits(12)}")
    r.add("internet_banking_password",
          f"Itaú PJ: agência {digits(4)} conta {digits(5)}-{digits(1)}, senha eletrônica {digits(6)}",
          f"BB internet banking: senha de 8 dígitos {digits(8)}, senha do app {digits(6)}",
          f"Caixa: usuário {rnd(UPPER, 8)} senha internet {pt_pw()}",
          f"banco digital PJ — senha do app {digits(6)}, assinatura eletrônica {digits(4)}",
          f"Sicredi coop: senha {digits(6)} / frase secreta: {phrase(PALAVRAS, 4)}")
    r.add("card_pin",
          f"senha do cartão de débito PJ (4 dígitos): {digits(4)}",
          f"PIN cartão corporativo Visa final {luhn('4')[-4:]}: {digits(4)}",
          f"senha cartão crédito do escritório {digits(4)}, senha de saque {digits(6)}",
          f"cartão alimentação: senha {digits(4)}",
          f"cartão do BB PJ -> senha 4: {digits(4)} / senha 6: {digits(6)} / letras: {rnd(UPPER, 3)}")
    r.add("totp_seed",
          f"semente 2FA do gov.br (caso eu perca o celular): {groups(b32seed(), 4)}",
          f"otpauth://totp/AcmeERP:financeiro?secret={b32seed()}&issuer=AcmeERP",
          f"chave do autenticador do email: {groups(b32seed().lower(), 4)}",
          f"TOTP secret da conta root da AWS: {b32seed(64)}",
          f"2FA do painel do Mercado Pago, chave manual: {groups(b32seed(), 4)}")
    r.add("database_connection_string",
          f"DATABASE_URL=postgres://contabil:{pw()}@db.acme.internal:5432/contabil_prod",
          f"psql 'host=10.0.0.12 dbname=notas user=app password={pt_pw()}'",
          f"mysql -u erp -p'{pw()}' -h mysql.escritorio.internal honorarios",
          f"mongodb+srv://admin:{rnd(ALNUM, 16)}@cluster0.acme.test/notas?retryWrites=true",
          f'engine = create_engine("postgresql+psycopg://ju:{rnd(ALNUM, 18)}@localhost/boletos")')
    r.add("django_secret_key",
          f"SECRET_KEY = '{django_key()}'",
          f".env do sistema de honorários:\nDJANGO_SECRET_KEY={django_key()}\nDEBUG=False",
          f"chave secreta do django em produção (não é a de dev!): {django_key()}",
          f"settings_prod.py -> SECRET_KEY={django_key()}",
          f"DJANGO_SECRET_KEY: \"{django_key()}\"  # k8s secret do honorarios")
    r.add("smtp_password",
          f"SMTP do escritório: smtp.ribeirocontabil.example porta 587 user nfe@ribeirocontabil.example senha {pt_pw()}",
          f"MAIL_USERNAME=boletos@acme.example\nMAIL_PASSWORD={pw()}",
          f"senha do email contato@ (webmail): {pt_pw()}",
          f"envio de xml por email: usuário xml@padariaboamassa.example / {rnd(ALNUM, 12)}",
          f"senha do e-mail financeiro@sabordomangue.example (webmail, IMAP): {pt_pw()}")
    r.add("ssh_private_key",
          f"chave do servidor de boletos (vps):\n{openssh_private()}",
          f"deploy key do repo honorarios:\n{pem('RSA PRIVATE KEY', 6)}",
          f"~/.ssh/id_ed25519 do notebook velho, guardar:\n{openssh_private()}",
          f"chave privada do certificado exportada do pfx:\n{pem('PRIVATE KEY', 5)}")
    r.add("github_token",
          f"token do GitHub pro CI: {github_token()}",
          f"GH_TOKEN={github_token()}",
          f"git remote set-url origin https://ju:{github_token()}@github.acme.test/ju/boletos.git",
          f"PAT gihub (expira em 90 dias) {github_token()}",
          f"token do GitHub Actions secret REPO_TOKEN = {github_token()}")
    r.add("aws_access_key",
          f"backup dos XMLs no S3:\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = sa-east-1",
          f"usuário IAM backup-nfe: {aws_key_id()} / {aws_secret()}",
          f"aws configure -> key {aws_key_id()} secret {aws_secret()} região sa-east-1")
    r.add("telegram_bot_token",
          f"bot do Telegram que avisa vencimento do DAS: {telegram_token()}",
          f"TELEGRAM_BOT_TOKEN={telegram_token()}\nCHAT_ID=-100{digits(10)}",
          f"token do @LembreteBoletoBot (BotFather): {telegram_token()}",
          f"curl https://api.telegram.example/bot{telegram_token()}/sendMessage -d chat_id={digits(9)} -d text=DAS")
    r.add("whatsapp_api_token",
          f"WHATSAPP_TOKEN={whatsapp_token()}",
          f"token permanente do WhatsApp Cloud API (usuário do sistema): {whatsapp_token()}",
          f"whatsapp business da Doceria — phone_number_id {digits(15)}, token {whatsapp_token()}",
          f"Meta access token do bot de cobrança (não expira): {whatsapp_token()}")
    r.add("asaas_api_key",
          f"ASAAS_API_KEY={asaas_key()}",
          f"chave de API do Asaas (produção) da Clínica: {asaas_key()}",
          f"headers = {{'access_token': '{asaas_key()}', 'Content-Type': 'application/json'}}")
    r.add("pagseguro_token",
          f"token PagSeguro da lojinha: {rnd(UPPER + DIGITS, 32)}",
          f"PAGSEGURO_EMAIL=vendas@acme.example\nPAGSEGURO_TOKEN={rnd(HEX.upper(), 32)}",
          f"pagbank token de produção (gerado no painel) -> {uid()}{rnd(HEX, 64)}{uid()}")
    r.add("openai_api_key",
          f"chave da OpenAI pro classificador de lançamentos: {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}",
          f'client = OpenAI(api_key="{openai_project_key()}")',
          f"openai key pessoal, limite US$ 10/mês: {openai_project_key()}")
    r.add("google_backup_codes",
          f"códigos de backup da conta Google do escritório:\n{google_backup_codes()}",
          f"backup codes gmail pessoal (usei o 1º):\n{google_backup_codes(8)}",
          f"códigos reserva Google da Padaria:\n{google_backup_codes(10)}")
    r.add("sefaz_pe_login",
          f"e-Fisco SEFAZ-PE da Tapiocaria: usuário {rnd(UPPER, 3)}{digits(6)} senha {pt_pw()}",
          f"sefaz pe (inscrição estadual {digits(7)}-{digits(2)}) senha: {pt_pw()}",
          f"login efisco contador: {cpf(False)} / {pt_pw()}",
          f"SEFAZ PE -> nova senha após reset: {rnd(ALNUM, 10)}")
    r.add("accounting_software_login",
          f"Domínio web do escritório: usuário GERENTE senha {pt_pw()}",
          f"sistema contábil (nuvem) — login ju.ribeiro@acme.example senha {pt_pw()}",
          f"banco do sistema de folha: sa / {pw()}",
          f"ERP da Construtora: user admin@construtoramare.example pass {rnd(ALNUM + '#!', 14)}")
    r.add("cloudflare_api_token",
          f"token Cloudflare (editar DNS ribeirocontabil.example): {rnd(URLSAFE, 40)}",
          f"CF_API_TOKEN={rnd(URLSAFE, 40)}",
          f"cloudflare global api key (evitar usar): {hexs(37)}")
    r.add("sendgrid_api_key",
          f"SendGrid pro envio de boletos: {sendgrid_key()}",
          f"SENDGRID_API_KEY={sendgrid_key()}",
          f"chave sendgrid nova (a velha revoguei): {sendgrid_key()}")
    r.add("password_manager_secret",
          f"senha mestra do Bitwarden: {phrase(PALAVRAS, 5, '-')}",
          f"1Password secret key (kit de emergência): {onepassword_secret_key()}",
          f"frase mestra do cofre de senhas do escritório: {phrase(PALAVRAS, 6)} {digits(2)}",
          f"bitwarden -> {phrase(PALAVRAS, 4, '.')}!{digits(3)}")
    r.add("bitlocker_recovery_key",
          f"chave de recuperação BitLocker do notebook Dell: {bitlocker_key()}",
          f"BitLocker PC do escritório (ID {hexs(8).upper()}): {bitlocker_key()}",
          f"recovery key bitlocker notebook da estagiária {bitlocker_key()}",
          f"BitLocker — chave de recuperação (notebook do escritório, HD novo):\n{bitlocker_key()}")
    r.add("wireguard_private_key",
          f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.2/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.ribeirocontabil.example:51820",
          f"VPN do escritório, chave privada do meu notebook: {wg_key()}",
          f"wg privkey celular: {wg_key()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("cnpj_example",
          f"CNPJ de exemplo pra testar a validação no formulário: {cnpj()} (gerado, não é de ninguém)",
          f"no teste unitário usar cnpj fictício {cnpj(False)} — o dígito verificador bate",
          f"exemplo de CNPJ formatado: {cnpj()}; sem máscara: {cnpj(False)}",
          f"CNPJ da Padaria Boa Massa (tá no rodapé da nota e no site): {cnpj()}",
          f"fixture: {{'razao_social': 'Empresa Exemplo LTDA', 'cnpj': '{cnpj()}'}}")
    r.add("cpf_example",
          f"CPF de exemplo pro README: {cpf()} (número gerado, válido só no dígito)",
          f"teste: cpf {cpf(False)} deve passar, {digits(11)} deve falhar",
          f"máscara do CPF no relatório: ***.{digits(3)}.{digits(3)}-**",
          f"CPFs fictícios pro seed do banco de dev: {cpf()}, {cpf()}, {cpf()}",
          f"Faker('pt_BR').cpf() gera coisas como {cpf()}; usar só em teste")
    r.add("pix_key_email_phone",
          "minha chave Pix (e-mail): pix@ribeirocontabil.example — pode mandar pros clientes",
          f"Pix da Tapiocaria é o telefone {phone()}",
          f"chave pix CNPJ do escritório: {cnpj()} (está na proposta de honorários)",
          f"clientes pagam honorários no Pix {phone()} ou pelo boleto",
          "Pix da Doceria: e-mail pedidos@florcaju.example (está no cardápio)")
    r.add("pix_random_key",
          f"chave aleatória do Pix da clínica (pública, é pra receber): {uid()}",
          f"Pix chave aleatória: {uid()} — Banco Inter, favorecido Clínica Sorriso Pina",
          f"pra pagar o condomínio: chave pix aleatória {uid()}",
          f"atualizei a chave aleatória no rodapé do boleto: {uid()}",
          f"chave aleatória Pix do condomínio da sala comercial (no mural): {uid()}")
    r.add("pix_copia_e_cola",
          f"Pix copia e cola dos honorários de março:\n{pix_copia_e_cola(uid(), 'JULIANA RIBEIRO', '850.00')}",
          f"QR estático da doceria (vai impresso no balcão): {pix_copia_e_cola('pix@florcaju.example', 'DOCERIA FLOR DE CAJU')}",
          f"copia e cola pra doação da ONG: {pix_copia_e_cola(uid(), 'ONG MANGUE VIVO', '50.00')}",
          f"Pix do escritório pra colar na fatura: {pix_copia_e_cola('pix@ribeirocontabil.example', 'JULIANA RIBEIRO ME', '1200.00')}")
    r.add("pix_end_to_end_id",
          f"comprovante Pix recebido — ID da transação {e2e_id()}",
          f"E2E do Pix que o cliente diz que pagou: {e2e_id()} (conferir no extrato)",
          f"devolução MED aberta para o end-to-end {e2e_id()}",
          f"txid da cobrança: {rnd(ALNUM, 30)}, endToEndId {e2e_id()}")
    r.add("boleto_linha_digitavel",
          f"boleto do aluguel da sala: {boleto()}",
          f"linha digitável do coworking, março (vence dia 20): {boleto()}",
          f"2ª via do boleto do contador pro Seu Raimundo: {boleto()}",
          f"conferir se o boleto {boleto()} foi compensado",
          f"boleto da anuidade do CRC-PE: {boleto()} (vence 31/03)")
    r.add("nfe_access_key",
          f"chave de acesso da NF-e da compra de farinha: {nfe_key()}",
          f"NF-e {nfe_key(spaced=False)} — consultar no portal nacional",
          f"chave NFC-e do cupom: {nfe_key('65')}",
          f"DANFE com chave {nfe_key()} veio sem o CFOP certo, pedir carta de correção",
          f"<chNFe>{nfe_key(spaced=False)}</chNFe>")
    r.add("nfe_digest_value",
          f"<DigestValue>{digest_value()}</DigestValue> — o XML assinado bate com o da SEFAZ",
          f"digVal do protocolo: {digest_value()}",
          f"hash do xml (sha1 em base64) que a sefaz devolveu: {digest_value()}",
          f"a assinatura do XML confere: DigestValue {digest_value()} igual ao do protocolo")
    r.add("protocol_number",
          f"protocolo de autorização da NF-e: 1{pick('26', '35')}25{digits(10)}",
          f"recibo de entrega da DCTFWeb: {groups(digits(20), 4, '.')}",
          f"protocolo do atendimento na prefeitura: {pick('2025', '2024')}/{digits(6)}",
          f"nº do pedido de restituição PER/DCOMP {digits(5)}.{digits(5)}.{digits(6)}.{digits(1)}.{digits(1)}.{digits(2)}-{digits(4)}",
          f"chamado Receita Fale Conosco protocolo {digits(14)}")
    r.add("mercado_pago_public_key",
          f"public key do Mercado Pago (vai no checkout do site, é pública): {mp_public_key()}",
          f"MP_PUBLIC_KEY={mp_public_key()} // front-end, ok versionar",
          f"new MercadoPago('{mp_public_key()}', {{ locale: 'pt-BR' }})",
          f"chave pública de teste MP: {mp_public_key('TEST')}")
    r.add("mercado_pago_payment_id",
          f"pagamento Mercado Pago nº {digits(11, lead=True)} ficou pending, cliente pagou no boleto",
          f"preference_id {digits(9, lead=True)}-{uid()}",
          f"webhook recebeu payment.updated id={digits(11, lead=True)}",
          f"estorno do pedido MP {digits(11, lead=True)} (merchant_order {digits(11, lead=True)})")
    r.add("ifood_order_id",
          f"pedido iFood {uid()} (#{digits(4)}) veio com item faltando, cliente pediu reembolso",
          f"repasse iFood semana 12: pedidos {uid()} e {uid()} contestados",
          f"merchant id do Sabor do Mangue no iFood: {uid()}",
          f"order #{digits(4)} / ifood id {uid()} cancelado pela loja")
    r.add("cep_postcode",
          f"CEP do escritório: {cep()} (Rua da Aurora, Boa Vista)",
          f"endereço de entrega da clínica: Av. Boa Viagem, {digits(4, lead=True)}, CEP {cep()}",
          f"cep {cep()} não está sendo achado na API, testar com {cep()}",
          f"CEPs de Recife começam com 50 a 52, ex.: {cep()}")
    r.add("correios_tracking_number",
          f"rastreio dos documentos que mandei pro cliente em SP: {tracking()}",
          f"código de rastreio do token do certificado A3: {tracking()}",
          f"Sedex {tracking()} — entregue ontem",
          f"PAC do livro caixa pra cliente de Caruaru: {tracking()}")
    r.add("court_case_number",
          f"processo trabalhista da Padaria: {cnj()} (TRT6)",
          f"nº do processo da execução fiscal: {cnj()}",
          f"acompanhar {cnj()} no PJe",
          f"cliente pediu certidão de objeto e pé do processo {cnj()}")
    r.add("darf_document_number",
          f"DARF IRPJ código de receita 2089, nº do documento 07.{digits(2)}.{digits(5)}.{digits(7)}-{digits(1)}",
          f"DAS nº {digits(17)} pago em 18/04",
          f"GPS/DCTFWeb: número do documento de arrecadação {digits(17)}",
          f"DAS MEI competência 03/2025, nº documento {digits(17)}, valor R$ 81,05")
    r.add("nfse_verification_code",
          f"NFS-e nº {digits(5)} código de verificação {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)} (impresso na nota, serve pro cliente conferir)",
          f"link pra verificar a autenticidade da nota: https://nfse.recife.example/verificar?inscricao={digits(7)}&nota={digits(5)}&codigo={rnd(UPPER + DIGITS, 8)}",
          f"nota de serviço {digits(6)} — cód. verificação {rnd(UPPER + DIGITS, 9)} (vai no PDF que mando pro tomador)")
    r.add("certificate_thumbprint",
          f"thumbprint do certificado A1 da clínica: {hexs(40).upper()}",
          f"nº de série do e-CNPJ: {hexs(16)}{hexs(16)} — válido até 11/2026",
          f"SHA-256 fingerprint do cert: {':'.join(groups(hexs(64).upper(), 2).split())}",
          f"certificado do servidor do Pix (público): serial {hexs(32).upper()}, emissor AC Acme Test")
    r.add("password_policy",
          "senha do gov.br precisa de 8+ caracteres, maiúscula, minúscula, número e símbolo",
          "política do escritório: senha mínima de 12 caracteres, sem reaproveitar as últimas 5",
          "PASSWORD_MIN_LENGTH=12\nPASSWORD_REQUIRE_SYMBOL=true\nLOGIN_MAX_ATTEMPTS=5",
          "portal da NFS-e bloqueia depois de 3 senhas erradas; desbloqueio só presencial na prefeitura")
    r.add("password_rotation_talk",
          "trocar a senha do e-CAC de todos os clientes até o fim do trimestre",
          "lembrete: a senha do certificado A1 não dá pra trocar, só emitindo outro",
          "troquei a senha do Wi-Fi hoje; avisar a diarista e a estagiária",
          "a senha de app do Gmail 'thunderbird' foi revogada, criar outra quando for configurar o notebook novo",
          "rotacionar o token do Mercado Pago a cada 6 meses (próxima: outubro)")
    r.add("secret_location_reference",
          "senha do alarme tá com a vizinha Dona Socorro, não anotar aqui",
          "as senhas dos clientes ficam no Bitwarden, coleção 'Clientes PJ'",
          "certificado A1 + senha da Construtora estão no cofre do escritório (pendrive azul)",
          "a senha do Wi-Fi tá no adesivo embaixo do roteador",
          "código de acesso do Simples da Doceria: pedir pra Dona Flor por WhatsApp quando precisar")
    r.add("env_var_reference",
          "MP_ACCESS_TOKEN: ${{ secrets.MP_ACCESS_TOKEN }}",
          "token = os.environ['PIX_CLIENT_SECRET']",
          "CERT_A1_PASSWORD=${CERT_A1_PASSWORD:?defina no .env}",
          "EMAIL_HOST_PASSWORD=<senha de app do gmail aqui>",
          "export CONTAAZUL_TOKEN=$(bw get password contaazul-api)")
    r.add("vault_path",
          "segredos do sistema de boletos: vault kv get secret/boletos/prod/pix",
          "path no vault: secret/data/clientes/padaria/certificado_a1",
          "aws secretsmanager get-secret-value --secret-id prod/mercadopago/access-token",
          "gcloud secrets versions access latest --secret=ifood-client-secret")
    r.add("masked_values",
          f"cartão corporativo final {luhn('5')[-4:]}, vence {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(4) + 27}",
          f"access token MP: APP_USR-****************-{digits(9, lead=True)} (mascarado no log)",
          "senha do e-CAC: ******** (está no Bitwarden)",
          f"client_secret: {rnd(ALNUM, 4)}…{rnd(ALNUM, 4)} (só mostra o começo e o fim)",
          f"CPF do titular: ***.{digits(3)}.{digits(3)}-**")
    r.add("git_commit_hash",
          f"o bug do arredondamento do ISS entrou no commit {hexs(40)}",
          f"reverter {hexs(7)} (mudou o cálculo do DAS)",
          f"imagem em produção: ghcr.acme.test/ju/boletos@sha256:{hexs(64)}",
          f"tag v1.4.2 -> {hexs(12)}")
    r.add("pod_container_name",
          f"pod {pod_name('boletos-api')} reiniciando em loop (OOMKilled)",
          f"docker logs {hexs(12)} | grep pix",
          f"kubectl logs {pod_name('nfse-worker')} -n contabil",
          f"container {pick('honorarios', 'boletos')}_web_1 id {hexs(64)}")
    r.add("aws_arn",
          "bucket dos XMLs: arn:aws:s3:::acme-xmls-nfe-prod",
          f"role do backup: arn:aws:iam::{aws_account()}:role/backup-nfe",
          f"fila: arn:aws:sqs:sa-east-1:{aws_account()}:boletos-emitidos",
          f"conta AWS do escritório: {aws_account()} (sa-east-1)")
    r.add("public_client_id",
          f"OAuth client id do Google (login no site, é público): {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"Efí: identificador de conta (payee code) {hexs(32)} — vai no script do front do cartão",
          f"app id do Facebook/WhatsApp: {digits(15, lead=True)}",
          f"Pix API Inter: conta corrente {digits(8)} vai no header x-conta-corrente (não é segredo)")
    r.add("ssh_public_key",
          f"chave pública pra colocar no servidor: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ju@notebook",
          f"authorized_keys da vps:\nssh-rsa {ssh_pub('ssh-rsa', 128)} deploy@ci",
          f"WireGuard peer do celular (PublicKey, pode compartilhar): {wg_key()}",
          f"chave pública age pra me mandarem arquivos cifrados: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}")
    r.add("uuid_in_url",
          f"venda na Conta Azul: https://app.contaazul.example/#/vendas/{uid()}",
          f"planilha de honorários: https://docs.acme.example/spreadsheets/d/{rnd(URLSAFE, 44)}/edit",
          f"link do recibo: https://recibos.ribeirocontabil.example/r/{uid()}",
          f"webhook configurado em https://api.ribeirocontabil.example/webhooks/mercadopago (evento {uid()})")
    r.add("wifi_settings",
          f"roteador novo: SSID Casa_Ribeiro_5G, WPA3, canal 36, MAC {mac(upper=True)}",
          "rede de visitas isolada (VLAN 20), DHCP 192.168.20.100-200",
          f"IP fixo da impressora: 192.168.0.{secrets.randbelow(150) + 50}, MAC {mac('-')}",
          "wifi da casa: a senha é a mesma do ano passado, só mudou o nome da rede pra Casa_Ribeiro_2G")
    r.add("token_expiry_settings",
          "token OAuth do Pix expira em 3600 segundos; renovar com client_credentials",
          "access token do Mercado Pago de produção vale 180 dias se for OAuth",
          "JWT_EXPIRATION=21600\nREFRESH_TOKEN_DAYS=14",
          "certificado A1 vale 1 ano; o A3 (token) vale 3")
    r.add("bank_payment_details",
          f"dados pra pagamento de honorários: Banco 077, agência 0001, conta {digits(7)}-{digits(1)}, favorecida Juliana Ribeiro ME, CNPJ {cnpj()}",
          f"conta da Padaria pra receber do iFood: Itaú ag. {digits(4)} c/c {digits(5)}-{digits(1)}",
          f"IBAN? não, cliente de Portugal vai pagar via Wise no meu e-mail, referência HON-{digits(4)}",
          f"favorecido: Clínica Sorriso Pina LTDA, CNPJ {cnpj()}, Banco 341, ag. {digits(4)}, cc {digits(5)}-{digits(1)}")
    r.add("registration_number",
          f"inscrição municipal do escritório: {digits(7)}; CNAE 6920-6/01",
          f"inscrição estadual (CACEPE) da Tapiocaria: {digits(7)}-{digits(2)}",
          f"NIRE da Construtora na JUCEPE: 26{digits(9)}",
          f"matrícula CEI/CNO da obra: {digits(2)}.{digits(3)}.{digits(5)}/{digits(2)}")
    return r


def main() -> None:
    write_corpora("make_heldout251.py", [
        ("heldout251_credentials.yaml", credentials(), "Held-out batch 251: credentials a Recife freelance accountant and developer keeps (e-CAC, gov.br, A1 certificate, Pix API, Mercado Pago, iFood, Wi-Fi, alarm)"),
        ("heldout251_lookalikes.yaml", lookalikes(), "Held-out batch 251: look-alikes with no secret (CNPJ/CPF examples, Pix keys, boleto lines, NF-e keys, protocols, MP public keys, CEPs)"),
    ])


if __name__ == "__main__":
    main()
