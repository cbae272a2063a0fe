# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout35_credentials.yaml and heldout35_lookalikes.yaml: held-out batch 35.

Persona: Luana, who owns Caju & Batik, a small online fashion and handicraft shop in
Recife, Brazil, buying from a supplier network in Bali, Indonesia. She runs it with her
cousin Camila ("Prima") and Thiago, a part-time developer. Her notes mix Brazilian
Portuguese, Indonesian and English: WhatsApp messages to her cousin, spreadsheet rows of
logins, pasted .env and JSON config from Thiago, e-mails from the Bali suppliers, sticky
notes by the till.

The credentials are the shop's logins and tokens (Shopify, Nuvemshop, Mercado Livre,
Shopee, Mercado Pago, PagSeguro, Stripe, Meta/WhatsApp, Google Ads, Bling, Conta Azul,
Correios, Brazilian and Indonesian banks, e-wallet PINs, padlock codes, servers). The
look-alikes are what such a shop writes down all day and may share: Pix keys and Pix
copy-and-paste payloads, CNPJs, NF-e access keys, boletos, tracking codes, SKUs, EANs,
order numbers, public app and pixel IDs, publishable keys, bank details for receiving,
virtual accounts, air waybills, container numbers, coupons, masked values and references
to where a secret is kept.

The batch was written blind: its author never read the detector, its rules or its tests,
only the helpers of make_heldout.py. Every value is synthetic and drawn from `secrets` at
run time; hosts are under `.example`, `.internal` or `.test`.
"""

from __future__ import annotations

import secrets
import string

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
    digits,
    ean13,
    groups,
    hexs,
    iban,
    jwt,
    openssh_private,
    pick,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

WORDS_PT = ["maracatu", "frevo", "olinda", "capibaribe", "tapioca", "cocada", "caju", "pitanga",
            "jangada", "boaviagem", "renda", "bordado", "chita", "mangue", "saudade", "sereia",
            "xilogravura", "baiao", "cordel", "mandacaru"]
WORDS_ID = ["melati", "kenanga", "ubud", "sanur", "batik", "kopi", "pantai", "bulan",
            "matahari", "sawah", "jepun", "gamelan", "canang", "endek"]
UPHEX = HEX.upper()


def senha() -> str:
    """A password a shop owner chose, or one a manager generated."""
    w = pick(*(WORDS_PT + WORDS_ID))
    return pick(
        f"{w.capitalize()}@{digits(4)}",
        f"{w}{digits(2)}{pick('!', '#', '$', '*', '.')}{pick(*WORDS_PT).capitalize()}",
        f"{w.capitalize()}{pick('#', '*', '!')}{digits(3)}{pick(*WORDS_ID)}",
        f"{w[:4].capitalize()}{digits(2)}{rnd(LOWER, 3)}{pick('!', '?', '&')}",
        f"{pick(*WORDS_ID)}.{pick(*WORDS_PT)}.{digits(2)}",
        rnd(ALNUM + "!@#$%&*", 16),
    )


def stamp() -> str:
    """MMDDHH, the date part of a Mercado Pago / Mercado Livre token."""
    return f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}"


def mp_token(prefix: str = "APP_USR") -> str:
    return f"{prefix}-{digits(16, True)}-{stamp()}-{hexs(32)}-{digits(9, True)}"


def ml_refresh() -> str:
    return f"TG-{hexs(24)}-{digits(9, True)}"


def meta_token() -> str:
    return f"EAA{pick('G', 'B', 'J', 'I')}{rnd(ALNUM, pick(176, 188, 203))}"


def fone_br() -> str:
    return f"+55 81 9{digits(4)}-{digits(4)}"


# ---- identifiers with their real check digits (look-alikes) ----

def cnpj(formatted: bool = True) -> str:
    base = digits(8) + "0001"
    for weights in ([5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]):
        r = sum(int(d) * w for d, w in zip(base, weights, strict=True)) % 11
        base += "0" if r < 2 else str(11 - r)
    if not formatted:
        return base
    return f"{base[:2]}.{base[2:5]}.{base[5:8]}/{base[8:12]}-{base[12:]}"


def mod11_nfe(body: str) -> str:
    total = sum(int(d) * (2 + i % 8) for i, d in enumerate(reversed(body)))
    r = total % 11
    return "0" if r < 2 else str(11 - r)


def nfe_key(spaced: bool = False) -> str:
    body = f"26{secrets.randbelow(3) + 23}{secrets.randbelow(12) + 1:02d}{cnpj(False)}55001{digits(9)}1{digits(8)}"
    key = body + mod11_nfe(body)
    return groups(key, 4) if spaced else key


def mod10(body: str) -> str:
    total = 0
    for i, d in enumerate(reversed(body)):
        p = int(d) * (2 if i % 2 == 0 else 1)
        total += p // 10 + p % 10
    return str((10 - total % 10) % 10)


def boleto() -> tuple[str, str]:
    """(barcode, linha digitável) of a bank slip, with valid check digits."""
    bank = pick("341", "237", "001", "104", "033")
    fator = str(9000 + secrets.randbelow(999))
    valor = f"{secrets.randbelow(500000) + 2000:010d}"
    livre = digits(25)
    partial = bank + "9" + fator + valor + livre
    total = sum(int(d) * (2 + i % 8) for i, d in enumerate(reversed(partial)))
    dv = 11 - total % 11
    dv = 1 if dv in (0, 1, 10, 11) else dv
    barcode = f"{bank}9{dv}{fator}{valor}{livre}"
    c1 = bank + "9" + livre[:5]
    c1 += mod10(c1)
    c2 = livre[5:15] + mod10(livre[5:15])
    c3 = livre[15:25] + mod10(livre[15:25])
    linha = f"{c1[:5]}.{c1[5:]} {c2[:5]}.{c2[5:]} {c3[:5]}.{c3[5:]} {dv} {fator}{valor}"
    return barcode, linha


def s10(prefix: str) -> str:
    """A Correios / UPU S10 tracking code with its check digit."""
    body = digits(8)
    r = sum(int(d) * w for d, w in zip(body, [8, 6, 4, 2, 3, 5, 9, 7], strict=True)) % 11
    dv = 11 - r
    dv = 0 if dv == 10 else 5 if dv == 11 else dv
    return f"{prefix}{body}{dv}BR"


def iso6346(owner: str) -> str:
    values, v = {}, 10
    for letter in string.ascii_uppercase:
        if v % 11 == 0:
            v += 1
        values[letter] = v
        v += 1
    body = owner + "U" + digits(6)
    total = sum((values[c] if c.isalpha() else int(c)) * 2**i for i, c in enumerate(body))
    return f"{body}{total % 11 % 10}"


def awb(airline: str) -> str:
    serial = digits(7)
    return f"{airline}-{serial}{int(serial) % 7}"


def crc16(data: str) -> str:
    crc = 0xFFFF
    for byte in data.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def brcode(key: str, amount: str | None = None, txid: str = "***") -> str:
    """A Pix 'copia e cola' payload (EMV BR Code) with its CRC."""
    account = tlv("00", "br.gov.bcb.pix") + tlv("01", key)
    payload = (tlv("00", "01") + tlv("26", account) + tlv("52", "0000") + tlv("53", "986")
               + (tlv("54", amount) if amount else "") + tlv("58", "BR") + tlv("59", "CAJU BATIK LTDA")
               + tlv("60", "RECIFE") + tlv("62", tlv("05", txid)) + "6304")
    return payload + crc16(payload)


def e2e() -> str:
    """A Pix end-to-end id: E, the payer's ISPB, yyyyMMddHHmm, eleven characters."""
    when = f"2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}"
    return f"E{digits(8)}{when}{rnd(LOWER + DIGITS, 11)}"


def shopee_sn() -> str:
    return f"24{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{rnd(UPPER + DIGITS, 8)}"


def ml_order() -> str:
    return "2000" + digits(12)


def credentials() -> Rows:
    r = Rows()
    r.add("shopify_admin_token",
          f"SHOPIFY_ADMIN_API_ACCESS_TOKEN=shpat_{hexs(32)}\nSHOPIFY_STORE=caju-batik.myshopify.com",
          f"Thiago: criei o app personalizado na Shopify pra sincronizar estoque com o Bling. Token da Admin API: shpat_{hexs(32)} — ele só aparece uma vez, por isso deixei aqui.",
          f"shopify custom app 'sync-bali'\nAPI secret key: shpss_{hexs(32)}\nAdmin API access token: shpat_{hexs(32)}")
    r.add("shopify_login",
          f"Shopify owner login: luana@cajubatik.example / {senha()}",
          f"Prima, o login da Shopify é camila@cajubatik.example e a senha {senha()}. Não muda sem me avisar 🙏",
          f"Staff account for Thiago on Shopify\nemail: thiago.dev@cajubatik.example\npassword: {senha()}\n(he has 2FA on his own phone)")
    r.add("nuvemshop_token",
          f"Nuvemshop (loja antiga) — store_id {digits(7, True)}\nAuthentication: bearer {hexs(40)}\nUser-Agent: CajuBatik Sync (thiago.dev@cajubatik.example)",
          '{"access_token": "' + hexs(40) + '", "token_type": "bearer", "scope": "read_products,write_products,read_orders", "user_id": ' + digits(7, True) + "}",
          f"NUVEMSHOP_APP_ID={digits(4, True)}\nNUVEMSHOP_CLIENT_SECRET={rnd(ALNUM, 48)}")
    r.add("nuvemshop_login",
          f"Painel Nuvemshop: contato@cajubatik.example — senha {senha()}",
          f"Nuvemshop admin (still live until the migration is done): luana.siqueira@cajubatik.example, pw {senha()}")
    r.add("mercadolivre_token",
          f"ML_ACCESS_TOKEN={mp_token()}\nML_REFRESH_TOKEN={ml_refresh()}",
          f"App do Mercado Livre: client_id {digits(16, True)} / client_secret {rnd(ALNUM, 32)}. Redirect em https://cajubatik.example/ml/callback",
          f"Thiago, o refresh token do Mercado Livre que o script gerou agora: {ml_refresh()} (o access token expira em 6h, esse aqui renova)")
    r.add("mercadolivre_login",
          f"Conta vendedor Mercado Livre (CAJUBATIK_RECIFE): e-mail vendas@cajubatik.example, senha {senha()}",
          f"ML seller account — login CAJUBATIKOFICIAL / {senha()}",
          f"Prima, entra no Mercado Livre pra responder as perguntas: vendas@cajubatik.example senha {senha()}. O código chega no meu zap, me chama que eu passo.")
    r.add("shopee_seller",
          f"Shopee Seller Centre: login cajubatik.oficial, senha {senha()}",
          f"Shopee BR — conta principal vendas@cajubatik.example / {senha()}\nsubconta da Camila: cajubatik.oficial:camila / {senha()}",
          f"Akun Shopee Indonesia (toko Bali): cajubatik.id, kata sandi {senha()}")
    r.add("shopee_api",
          f"shopee_partner_id={digits(7, True)}\nshopee_partner_key={hexs(64)}\nshopee_shop_id={digits(9, True)}",
          f"Shopee Open Platform live partner key: {hexs(64)} — the sandbox key is a different one",
          f"shopee tokens after the auth redirect: access_token {rnd(ALNUM, 32)} refresh_token {rnd(ALNUM, 32)} (4 h / 30 days)")
    r.add("mercadopago_token",
          f"MP_ACCESS_TOKEN={mp_token()}",
          f"Credenciais de produção do Mercado Pago:\nPublic key: APP_USR-{uid()}\nAccess token: {mp_token()}",
          f"curl -H 'Authorization: Bearer {mp_token()}' https://api.mercadopago.com/v1/payments/search?sort=date_created",
          f"Mercado Pago checkout pro: Client ID {digits(16, True)} / Client secret {rnd(ALNUM, 32)}")
    r.add("pagseguro_token",
          f"Token PagSeguro (conta antiga, ainda usada na maquininha online): {rnd(UPHEX, 32)}",
          f"PAGBANK_TOKEN={uid()}{hexs(96)}",
          f"no tema velho o checkout chamava https://ws.pagseguro.uol.com.br/v2/checkout?email=financeiro@cajubatik.example&token={rnd(UPHEX, 32)}")
    r.add("stripe_secret",
          f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 97)}",
          f"Stripe restricted key for the EU/US orders report (read-only charges): rk_live_51{rnd(ALNUM, 97)}",
          f"stripe listen --api-key sk_live_51{rnd(ALNUM, 97)} --forward-to localhost:3000/webhooks/stripe")
    r.add("stripe_webhook",
          f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
          f"Signing secret do endpoint we_{rnd(ALNUM, 24)} (pedidos internacionais): whsec_{rnd(ALNUM, 32)}")
    r.add("internet_banking",
          f"Itaú Empresas — código do operador {rnd(UPPER, 6)}{digits(2)}, senha eletrônica {digits(6)}",
          f"BB PJ: chave J{rnd(UPPER + DIGITS, 7)}, senha de 8 dígitos {digits(8)}",
          f"Bradesco Net Empresa: usuário luanasiq, senha {senha()}",
          f"Cora (conta PJ) — app login luana@cajubatik.example / {senha()}")
    r.add("senha_6_digitos",
          f"senha de 6 dígitos do app do Itaú: {digits(6)}",
          f"Prima, a senha de 6 dígitos do banco é {digits(6)} — apaga essa mensagem depois, tá?",
          f"Santander Empresas > senha de 6 dígitos pra aprovar pagamentos: {digits(6)}")
    r.add("bank_token_app",
          f"QR do token do Inter PJ (li com o leitor de QR): otpauth://totp/Inter%20Empresas:luana?secret={rnd(BASE32, 32)}&issuer=Inter",
          f"Chave de ativação do token no celular novo da Camila: {groups(rnd(UPPER + DIGITS, 16), 4, '-')} — vale 24h",
          f"Bradesco token setup: device activation key {groups(digits(16), 4)}, unlock password {digits(6)}")
    r.add("pix_login",
          f"Efí (Pix cobrança) produção:\nclient_id: Client_Id_{hexs(40)}\nclient_secret: Client_Secret_{hexs(40)}",
          f"Senha de transação pra liberar Pix acima de R$ 5 mil: {digits(6)}",
          f"Nubank PJ (pra Pix da feira): login com o CNPJ da loja, senha {senha()}, senha de 4 dígitos {digits(4)}")
    r.add("whatsapp_token",
          f"WHATSAPP_TOKEN={meta_token()}\nWHATSAPP_PHONE_NUMBER_ID={digits(15, True)}",
          f"Token permanente do usuário do sistema (Meta Business) pro WhatsApp da loja: {meta_token()}",
          f"curl -X POST https://graph.facebook.com/v19.0/{digits(15, True)}/messages -H 'Authorization: Bearer {meta_token()}' -d @template_pedido_enviado.json")
    r.add("meta_app_secret",
          f"Meta app 'CajuBatik Atendimento' — App ID {digits(16, True)}, App Secret {hexs(32)}",
          f"FB_APP_SECRET={hexs(32)}",
          f"Thiago: rotacionei o app secret do Meta, o novo é {hexs(32)}. Atualiza lá no servidor, por favor.")
    r.add("whatsapp_verify_token",
          f"verify token do webhook do WhatsApp: {rnd(ALNUM, 24)}",
          f"WA_WEBHOOK_VERIFY_TOKEN={rnd(URLSAFE, 32)}")
    r.add("instagram_login",
          f"Instagram @cajubatik — senha {senha()} (o 2FA chega no meu número)",
          f"Meta Business Suite / Gerenciador de Anúncios: ads@cajubatik.example pw {senha()}",
          f"Prima, a senha do insta da loja agora é {senha()}. Troquei por causa daquele login estranho de Jakarta.")
    r.add("instagram_graph_token",
          f"IG_LONG_LIVED_TOKEN=IGQWR{rnd(URLSAFE, 170)}",
          f"Token do feed do Instagram no site (vale 60 dias, renovar em agosto): IGAA{rnd(ALNUM, 150)}")
    r.add("google_ads_api",
          f"google-ads.yaml:\ndeveloper_token: {rnd(URLSAFE, 22)}\nclient_id: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com\nclient_secret: GOCSPX-{rnd(URLSAFE, 28)}\nrefresh_token: 1//0{rnd(URLSAFE, 100)}\nlogin_customer_id: {digits(10, True)}",
          f"Google Ads API developer token (basic access approved!!): {rnd(URLSAFE, 22)}",
          f"OAuth client do script de relatório de anúncios: client secret GOCSPX-{rnd(URLSAFE, 28)}")
    r.add("google_ads_login",
          f"Google Ads / Merchant Center: marketing@cajubatik.example, senha {senha()}",
          f"Google Ads login for the agency trial: ads@cajubatik.example / {senha()} — remove their access after July")
    r.add("canva_login",
          f"Canva equipe (Pro): design@cajubatik.example / {senha()}",
          f"Prima, o login do Canva é design@cajubatik.example e a senha {senha()}",
          f"Canva team — Komang uses her own account; ours is design@cajubatik.example pw {senha()}")
    r.add("correios_contract",
          f"Meu Correios (contrato): usuário cajubatik, senha {senha()}",
          f"API Correios: usuário cajubatik, código de acesso às APIs {rnd(ALNUM, 40)}",
          f"Correios contract portal login — user cajubatik.pe / {senha()} (Thiago needs it for the label integration)")
    r.add("bling_api",
          f"Bling v2 apikey={hexs(72)}",
          f"BLING_CLIENT_ID={hexs(40)}\nBLING_CLIENT_SECRET={hexs(60)}",
          f"Bling OAuth refresh_token (gerado hoje 14:20): {hexs(40)}")
    r.add("bling_login",
          f"Prima, a senha do Bling é {senha()} (usuário camila@cajubatik.example)",
          f"Bling ERP — owner login luana@cajubatik.example / {senha()}")
    r.add("contaazul",
          f"Conta Azul API: client_id {rnd(ALNUM, 32)}\nclient_secret {rnd(ALNUM, 32)}",
          f"Conta Azul login do contador (Sr. Fernando): fernando@contabil.example / {senha()}",
          f"conta azul access token pro script de conciliação: {jwt({'sub': str(uid()), 'scope': 'sales', 'exp': 1767225600})}")
    r.add("nfe_certificate",
          f"Certificado A1 (CAJU BATIK LTDA.pfx) senha: {senha()} — vence em março",
          f"Senha do certificado digital A1 da empresa: {rnd(ALNUM, 10)}. O arquivo tá na pasta Contabilidade/2024.",
          f"openssl pkcs12 -in cajubatik_a1.pfx -nokeys -passin pass:{senha()} | openssl x509 -noout -enddate",
          f"NFE_CERT_PATH=/srv/certs/a1.pfx\nNFE_CERT_PASSWORD={senha()}")
    r.add("gmail_app_password",
          f"Senha de app do Google (pro Bling mandar NF por e-mail): {app_password()}",
          f"Google app password for Thunderbird on the shop laptop: {app_password()}",
          f"SMTP_USER=loja@cajubatik.example\nSMTP_PASS={rnd(LOWER, 16)}  # senha de app do Workspace")
    r.add("wifi",
          f"Wi-Fi da loja: CajuBatik_5G / senha {senha()}",
          f"wifi do depósito: rede DEPOSITO-CB, senha {pick(*WORDS_PT)}{digits(4)}",
          f"WiFi homestay Pak Wayan di Ubud: SSID WayanHomestay, password {pick('melati', 'jepun', 'kenanga')}{digits(4)}")
    r.add("maquininha_pin",
          f"Moderninha: senha do lojista {digits(4)} (pra cancelar venda e fazer estorno)",
          f"Stone card machine — admin password {digits(6)}",
          f"Prima, a senha da maquininha pra estorno é {digits(4)}")
    r.add("padlock_code",
          f"cadeado do depósito: {digits(4)}",
          f"O código do cadeado do portão dos fundos mudou pra {digits(4)}. O do armário de tecidos continua {digits(3)}.",
          f"Kode gembok gudang di Gianyar: {digits(4)} (kasih tahu Ketut saja)")
    r.add("phone_pin",
          f"PIN do celular da Camila (se ela faltar e precisar responder cliente): {digits(6)}",
          f"Prima, o PIN do celular da loja é {digits(4)}",
          f"Camila's phone unlock PIN is {digits(6)} — she's fine with me having it for the WhatsApp Business")
    r.add("klikbca",
          f"KlikBCA Individual — User ID: {pick('LUANASIQ', 'LUANACB', 'CAJUBTK')}{digits(4)}  PIN: {digits(6)}",
          f"KlikBCA Bisnis: Corporate ID {rnd(UPPER, 5)}{digits(3)}, User ID LUANA{digits(2)}, password {senha()}",
          f"m-BCA punya Ibu Ketut (buat bayar supplier waktu Luana di Recife): kode akses {rnd(ALNUM, 6)}, PIN {digits(6)}")
    r.add("mandiri",
          f"Livin' by Mandiri — user luanacb{digits(2)}, password {senha()}, PIN transaksi {digits(6)}",
          f"Mandiri Internet Bisnis: company ID {rnd(UPPER, 6)}, user ID {rnd(UPPER, 6)}, password {senha()}",
          f"PIN ATM Mandiri Luana: {digits(6)}")
    r.add("ewallet_pin",
          f"PIN OVO: {digits(6)}",
          f"GoPay PIN (HP kantor Denpasar): {digits(6)} — jangan dikasih ke siapa-siapa",
          f"DANA and OVO have the same PIN, {digits(6)}")
    r.add("tokopedia_login",
          f"Tokopedia Seller (toko Batik Caju Bali) — email toko@cajubatik.example, password {senha()}",
          f"Login Tokopedia Seller buat Komang: komang.cb@cajubatik.example / {senha()}",
          f"Tokopedia: akun cajubatik.id, kata sandi {senha()}")
    r.add("forwarder_portal",
          f"Nusa Cargo portal (portal.nusacargo.example): user CAJUBATIK / pass {senha()}",
          f"Login portal forwarder: customer code CB-{digits(5)}, password {senha()}",
          f"Freight forwarder portal https://track.baliexpress.example — login luana@cajubatik.example, pw {senha()}")
    r.add("registro_br",
          f"Registro.br — ID {rnd(UPPER, 5)}{digits(3)}, senha {senha()} (domínio da loja)",
          "Registro.br códigos de recuperação do 2FA:\n" + recovery_codes(6, "alnum"),
          f"Registro.br login: luana@cajubatik.example / {senha()}")
    r.add("ssh_access",
          f"ssh deploy@vps.cajubatik.internal -p 2222  senha {senha()}",
          "Thiago's deploy key for the VPS:\n" + openssh_private(),
          f"VPS root password (rescue mode): {rnd(ALNUM, 20)}")
    r.add("ftp_password",
          f"FTP do site antigo: ftp.cajubatik.example user cajubat1 senha {senha()}",
          f"sftp://fotos@media.cajubatik.internal:22 password {rnd(ALNUM, 16)} (upload das fotos dos produtos)",
          f"FileZilla: host ftp.cajubatik.example, usuário catalogo, senha {senha()}, porta 21")
    r.add("database_password",
          f"DATABASE_URL=postgres://cajubatik:{rnd(ALNUM, 24)}@db.cajubatik.internal:5432/loja",
          f"mysql -h 10.0.0.5 -u wp_loja -p'{senha()}' wordpress",
          f"Senha do banco do blog (MySQL): usuário blog_admin, senha {rnd(ALNUM + '!#', 14)}")
    r.add("cloudflare_token",
          f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}",
          f"Cloudflare global API key (conta da Luana): {hexs(37)}",
          f"/etc/letsencrypt/cloudflare.ini\ndns_cloudflare_api_token = {rnd(URLSAFE, 40)}")
    r.add("smtp_password",
          f"SMTP da loja: smtp.cajubatik.example:587, usuário pedidos@cajubatik.example, senha {senha()}",
          f"MAIL_PASSWORD={rnd(ALNUM, 18)}",
          f"transactional mail relay: login {digits(6)}@smtp-relay.example, SMTP key xsmtpsib-{hexs(64)}-{rnd(ALNUM, 16)}")
    r.add("backup_codes",
          "Códigos de backup do Google (conta da loja):\n" + recovery_codes(10, "digits"),
          "Shopify recovery codes (the unused ones):\n" + recovery_codes(7, "alnum"),
          "Kode pemulihan Facebook (akun iklan): " + " ".join(digits(8) for _ in range(10)))
    r.add("env_file",
          f"# .env produção (Thiago)\nNODE_ENV=production\nMP_ACCESS_TOKEN={mp_token()}\nSHOPIFY_ADMIN_TOKEN=shpat_{hexs(32)}\nSESSION_SECRET={rnd(URLSAFE, 48)}",
          f"PORT=3000\nBLING_API_KEY={hexs(72)}\nCORREIOS_USER=cajubatik\nCORREIOS_PASS={senha()}",
          f"env for the WhatsApp bot:\nWA_TOKEN={meta_token()}\nWA_APP_SECRET={hexs(32)}\nLOG_LEVEL=info")
    r.add("json_config",
          '{"mercadopago": {"access_token": "' + mp_token() + '"}, "correios": {"usuario": "cajubatik", "senha": "' + senha() + '"}}',
          '{\n  "stripe": {"secret_key": "sk_live_51' + rnd(ALNUM, 97) + '"},\n  "currency": "BRL"\n}',
          '{"shopee": {"partner_id": ' + digits(7, True) + ', "partner_key": "' + hexs(64) + '"}}')
    r.add("spreadsheet_row",
          f"Serviço;Usuário;Senha\nShopee;cajubatik.oficial;{senha()}\nMercado Livre;vendas@cajubatik.example;{senha()}\nCanva;design@cajubatik.example;{senha()}",
          f"| Bling | camila@cajubatik.example | {senha()} | atualizado 03/06 |",
          f"Shopify\tluana@cajubatik.example\t{senha()}\tdono",
          f"Layanan,User,Password\nTokopedia,toko@cajubatik.example,{senha()}\nBCA,{pick('LUANASIQ', 'CAJUBTK')}{digits(4)},{digits(6)}")
    r.add("email_credentials",
          f"De: Thiago\nPara: Luana\nAssunto: acessos do servidor\n\nLuana, segue o painel da hospedagem: usuário cajubatik, senha {senha()}. Depois coloca no Bitwarden e apaga este e-mail.",
          f"Dari: Wayan\nKepada: Luana\nSubjek: akun portal ekspedisi\n\nBu Luana, ini akun portalnya: user cajubatik, password {senha()}. Terima kasih.",
          f"From: Camila\nTo: Luana\nSubject: Canva\n\nchanged the Canva password to {senha()} because Komang was still logged in. bjs")
    r.add("sticky_note",
          f"post-it no monitor:\nBLING {senha()}\nCORREIOS {senha()}",
          f"(post-it amarelo) wifi {senha()} — maquininha {digits(4)}",
          f"papel colado no caixa: senha do PC da loja = {senha()}")
    r.add("melhorenvio_token",
          f"MELHOR_ENVIO_TOKEN={jwt({'aud': '1', 'jti': hexs(80), 'sub': digits(6), 'scopes': ['cart-read', 'cart-write', 'shipping-calculate']}, 'RS256', rnd(URLSAFE, 342))}",
          f"Token do Melhor Envio (produção), gerado no painel:\n{jwt({'aud': '1', 'jti': hexs(80), 'sub': digits(6)}, 'RS256', rnd(URLSAFE, 342))}")
    r.add("wise",
          f"Wise API token (read-only, for the BRL→IDR report): {uid()}",
          f"Wise login pra pagar os fornecedores de Bali: luana@cajubatik.example / {senha()}")
    r.add("card_pin",
          f"Cartão PJ Itaú final {digits(4)} — senha {digits(4)}",
          f"Kartu debit BCA Luana, PIN {digits(6)}")
    r.add("hosting_panel",
          f"Painel da hospedagem: https://painel.cajubatik.example:2083 usuário cajubat1 senha {senha()}",
          f"hosting control panel → admin / {rnd(ALNUM + '!@#', 18)}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("pix_key_evp",
          f"Chave Pix da loja (aleatória): {uid()}",
          f"Prima, manda pra cliente a chave Pix aleatória {uid()} — é a do Itaú PJ",
          f"Pix key for the customers abroad who have a Brazilian account: {uid()}")
    r.add("pix_key_other",
          f"Chave Pix CNPJ: {cnpj()}",
          "chave pix: financeiro@cajubatik.example (e-mail)",
          f"Pix celular da Camila pra reembolso de frete: {fone_br()}")
    r.add("pix_copia_cola",
          f"Pix copia e cola do pedido #CB{digits(4)}: {brcode(uid(), f'{secrets.randbelow(400) + 50}.90', 'CB' + digits(6))}",
          f"Cliente pediu o copia-e-cola de novo:\n{brcode('financeiro@cajubatik.example', f'{secrets.randbelow(900) + 100}.00', 'PEDIDO' + digits(5))}",
          f"Static QR at the counter, payload: {brcode(uid())}")
    r.add("pix_e2e_id",
          f"Comprovante Pix — ID da transação {e2e()}",
          f"EndToEndId {e2e()}: a cliente diz que pagou mas não caiu. Abrir MED?",
          f"Refund for order #CB{digits(4)} went out, E2E {e2e()}, R$ {secrets.randbelow(300) + 50},90")
    r.add("cnpj",
          f"CNPJ da Caju Batik: {cnpj()} — IE isento",
          f"Fornecedor de embalagens (Recife): CNPJ {cnpj()}, pedido mínimo 500 un.",
          f"Carrier registered in Bling with CNPJ {cnpj(False)}")
    r.add("nfe_access_key",
          f"Chave de acesso da NF-e: {nfe_key(True)}",
          f"NF-e emitida, chave {nfe_key()} — manda o DANFE junto com o pedido",
          f"Customer asked for the invoice; access key {nfe_key(True)}, DANFE attached in the e-mail")
    r.add("boleto",
          f"Boleto do fornecedor de tecido (vence sexta): {boleto()[1]}",
          f"Código de barras do boleto das embalagens:\n{boleto()[0]}",
          f"Paid the packaging boleto, linha digitável {boleto()[1]}")
    r.add("correios_tracking",
          f"Rastreio: {s10('QB')}",
          f"Prima, os rastreios de hoje:\n{s10('NL')} — Maria (Curitiba)\n{s10('NL')} — Joana (Manaus)\n{s10('OY')} — Dona Célia (Olinda)",
          f"Return label for the exchange: {s10('LB')}")
    r.add("sku",
          "SKU VST-BTK-AZ-M, VST-BTK-AZ-G e VST-BTK-VM-P sem estoque",
          f"SKUs for Wayan's new batch: SRG-BALI-{digits(3)}, SRG-BALI-{digits(3)}, TAS-RAJUT-{digits(3)}",
          f"Kode SKU kain endek: END-{rnd(UPPER, 3)}-{digits(4)}")
    r.add("ean",
          f"EAN do vestido Chita: {ean13('789')}",
          f"GTIN list:\n{ean13('789')} bolsa palha M\n{ean13('789')} bolsa palha G",
          f"Barcode dari supplier Bali: {ean13('899')}")
    r.add("shopee_order",
          f"Pedido Shopee {shopee_sn()} — cliente quer trocar o tamanho",
          f"Shopee orders to ship tomorrow: {shopee_sn()}, {shopee_sn()}, {shopee_sn()}",
          f"Pesanan Shopee {shopee_sn()} dibatalkan otomatis, stok sudah balik")
    r.add("ml_order",
          f"Venda ML #{ml_order()}: reclamação aberta, prazo até quinta",
          f"ML order {ml_order()} (pack {ml_order()}) shipped with Mercado Envios Flex",
          f"Mercado Livre: pedido {ml_order()} do anúncio MLB{digits(10, True)}")
    r.add("meta_pixel",
          f"Meta Pixel ID: {digits(16, True)} (colado no tema da Shopify)",
          f"fbq('init', '{digits(15, True)}'); fbq('track', 'PageView');",
          f"Dataset ID for the Conversions API = {digits(16, True)}")
    r.add("meta_ids",
          f"WhatsApp Business Account ID {digits(15, True)}, Phone number ID {digits(15, True)}",
          f"Meta App ID {digits(16, True)} — app em modo live desde ontem",
          f"Ad account act_{digits(15, True)}, business ID {digits(15, True)}")
    r.add("google_ads_customer",
          f"Google Ads customer ID {digits(3, True)}-{digits(3)}-{digits(4)}",
          f"MCC da agência: {digits(3, True)}-{digits(3)}-{digits(4)}; nossa conta: {digits(3, True)}-{digits(3)}-{digits(4)}",
          f"login-customer-id: {digits(10, True)} goes in the request header")
    r.add("stripe_publishable",
          f"STRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 97)}",
          f"const stripe = Stripe('pk_live_51{rnd(ALNUM, 97)}');",
          f"Stripe publishable key de teste pk_test_51{rnd(ALNUM, 97)} pro checkout de staging")
    r.add("shopify_store",
          "Loja: caju-batik.myshopify.com, domínio principal loja.cajubatik.example",
          f"shopify theme push --store caju-batik --theme {digits(12, True)}",
          f"Tema Dawn customizado ID {digits(12, True)}; backup do tema antigo {digits(12, True)}")
    r.add("webhook_url",
          "Webhook do Mercado Pago: https://api.cajubatik.example/webhooks/mercadopago?source_news=webhooks",
          "WhatsApp callback URL: https://api.cajubatik.example/wa/webhook",
          "Shopify → Bling: https://hooks.cajubatik.example/shopify/orders/create (topic orders/create, JSON)")
    r.add("order_uuid",
          f"Pedido {uid()} travou no status 'pago'",
          f"order_id: {uid()}\nstatus: shipped\ncarrier: correios",
          f"Refund request ref {uid()} from the dashboard export")
    r.add("hex_colour",
          "Paleta: #E85D3A (caju), #2F6B5E (verde mangue), #F4E3C1 (areia)",
          f"Batik indigo = #{rnd(UPHEX, 6)}, accent #{rnd(UPHEX, 6)}",
          "botão comprar: background #C2410C; hover #9A3412")
    r.add("dimensions",
          "Bolsa de palha G: 42 x 30 x 12 cm, 480 g",
          "Ukuran sarung: 115 x 190 cm, berat 350 gram",
          "Standard box: 30x20x15 cm, volumetric weight 1.5 kg")
    r.add("bank_account",
          f"Dados pra transferência: Itaú (341), agência {digits(4)}, conta {digits(5)}-{digits(1)}, Caju Batik Ltda",
          f"Banco do Brasil ag. {digits(4)}-{digits(1)} c/c {digits(6)}-{digits(1)}",
          f"Account for the Shopee payouts: Cora (403), branch 0001, account {digits(7)}-{digits(1)}")
    r.add("rekening",
          f"Rekening BCA Pak Wayan: {digits(10)} a.n. I Wayan Sudarsana",
          f"Transfer ke Mandiri {digits(13)} a.n. CV Kain Bali Indah",
          f"Nomor rekening BNI Ibu Komang {digits(10)}")
    r.add("indonesian_va",
          f"Bayar invoice supplier lewat VA BCA 39358{digits(11)}",
          f"Virtual Account Mandiri: 88908{digits(11)}, jumlah Rp 4.250.000",
          f"VA number for the forwarder invoice: 8{digits(15)} (BNI), due Friday")
    r.add("awb",
          f"AWB {awb('126')} (Garuda Cargo) DPS → CGK → GRU",
          f"Air waybill {awb('176')}, 3 volumes, 41 kg",
          f"MAWB {awb('618')} / HAWB NC{digits(7)}")
    r.add("hs_code",
          "NCM 6204.42.00 (vestidos de algodão) — HS 6204.42",
          "HS code 4602.19 for the rattan bags, 6214.90 for the sarongs",
          "Kode HS 5208.52 untuk kain batik cap")
    r.add("container",
          f"Container {iso6346('MSC')} chegou em Suape",
          f"LCL consolidated in {iso6346('CMA')}, seal {digits(7)}",
          f"Kontainer {iso6346('MSK')} berangkat dari Tanjung Perak tanggal 12")
    r.add("invoice_number",
          f"Invoice INV/2024/{secrets.randbelow(12) + 1:02d}/{digits(4)} dari CV Kain Bali Indah",
          f"Tokopedia invoice INV/2024{digits(4)}/MPL/{digits(10, True)}",
          f"NF-e nº {digits(3)}.{digits(3)} série 1 — devolução")
    r.add("coupon",
          "Cupom PRIMAVERA15 = 15% off até domingo",
          "Códigos das influenciadoras: JULIANA10, RECIFEBATIK, FRETEGRATIS200",
          "Discount code for the Jakarta bazaar: BALIRECIFE20")
    r.add("masked",
          "Senha do Bling: ******** (a Camila sabe)",
          f"MP access token: APP_USR-{digits(4)}…{digits(4)} (o painel só mostra isso)",
          f"sk_live_…{rnd(ALNUM, 4)} rolled on 12/06 — old key revoked")
    r.add("vault_reference",
          "A senha está no cofre do Bitwarden, pasta Loja > Bancos",
          "Semua password supplier ada di Bitwarden, koleksi 'Bali'",
          "The new Shopify token is in Bitwarden under 'Shopify – sync-bali app'; don't paste it here.")
    r.add("env_reference",
          "const mp = new MercadoPagoConfig({ accessToken: process.env.MP_ACCESS_TOKEN });",
          "token = os.environ['SHOPIFY_ADMIN_TOKEN']  # set in the hosting dashboard",
          "env:\n  STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}\n  WHATSAPP_TOKEN: ${{ secrets.WHATSAPP_TOKEN }}")
    r.add("env_example",
          ".env.example\nMP_ACCESS_TOKEN=\nSHOPIFY_ADMIN_TOKEN=\nBLING_CLIENT_SECRET=\nNFE_CERT_PASSWORD=",
          "MP_ACCESS_TOKEN=APP_USR-seu-token-aqui\nWHATSAPP_TOKEN=EAA...cole_aqui",
          "CORREIOS_SENHA=changeme  # só no ambiente local de homologação")
    r.add("mp_public_key",
          f"MP public key (vai no front): APP_USR-{uid()}",
          f"const mp = new MercadoPago('APP_USR-{uid()}', {{ locale: 'pt-BR' }});",
          f"Public key de teste: TEST-{uid()}")
    r.add("ml_listing",
          f"App Mercado Livre: ID {digits(16, True)}, redirect_uri https://cajubatik.example/ml/callback",
          f"Anúncio MLB{digits(10, True)} — categoria MLB{digits(4)}, variação {digits(11, True)}")
    r.add("cloudflare_ids",
          f"Cloudflare zone ID {hexs(32)}, account ID {hexs(32)}",
          f'zone_id = "{hexs(32)}" in the DNS terraform',
          f"Ray ID {hexs(16)}-GRU na página de erro 522")
    r.add("ga_ids",
          f"GA4: G-{rnd(UPPER + DIGITS, 10)} / GTM-{rnd(UPPER + DIGITS, 7)}",
          f"Google Ads conversion tag: AW-{digits(10, True)}/{rnd(URLSAFE, 20)}",
          f"Merchant Center ID {digits(9, True)}")
    r.add("indonesian_tracking",
          f"No. resi J&T: JP{digits(10)}",
          f"Resi SiCepat {digits(12)} — paket kain ke Denpasar",
          f"JNE tracking {digits(16)} for the sample pieces")
    r.add("swift_iban",
          f"Pro fornecedor mandar em BRL: IBAN {iban('BR', '60701190' + digits(5) + digits(10) + 'C1')}, SWIFT ITAUBRSP",
          "SWIFT BCA: CENAIDJA, kode bank 014",
          f"Wise details for receiving USD: account {digits(10)}, ACH routing {digits(9)}")
    r.add("stripe_object_ids",
          f"Stripe payment pi_3{rnd(ALNUM, 23)} disputed — evidence due Monday",
          f"customer cus_{rnd(ALNUM, 14)} — price price_1{rnd(ALNUM, 23)}",
          f"Payout po_1{rnd(ALNUM, 23)} caiu na conta hoje")
    r.add("shopify_gid",
          f"gid://shopify/Product/{digits(13, True)} variant gid://shopify/ProductVariant/{digits(14, True)}",
          f"Order #CB{digits(4)} = gid://shopify/Order/{digits(13, True)}")
    r.add("password_policy",
          "Itaú exige senha eletrônica de 6 dígitos sem sequência nem data de nascimento.",
          "Aturan baru: PIN OVO harus diganti tiap 90 hari, jangan pakai tanggal lahir.",
          "Team rule: passwords 14+ characters, one per site, 2FA everywhere, and nobody sends passwords on WhatsApp.")
    r.add("prose_2fa",
          "Ativei a verificação em duas etapas no Mercado Livre; os códigos de backup estão impressos no cofre.",
          "2FA Tokopedia pakai nomor HP Luana, kalau ganti nomor harus lapor CS dulu.",
          "Moved the Shopify 2FA from SMS to the authenticator app on Camila's phone.")
    r.add("wifi_no_password",
          "Wi-Fi de clientes: CajuBatik_Clientes (rede aberta, login pelo Instagram)",
          "Router do depósito: TP-Link, SSID DEPOSITO-CB, a senha tá no adesivo embaixo do aparelho")
    r.add("address",
          f"Endereço de devolução: Rua da Aurora, {digits(3, True)} — Boa Vista, Recife/PE, CEP 50050-{digits(3)}",
          f"Alamat gudang: Jl. Raya Mas No. {secrets.randbelow(200) + 1}, Ubud, Gianyar, Bali 80571")
    r.add("phone_whatsapp",
          f"WhatsApp da loja: https://wa.me/55819{digits(8)}",
          f"Nomor WA Pak Wayan: +62 812-{digits(4)}-{digits(4)}",
          f"Camila's number for courier pickups: {fone_br()}")
    r.add("nfe_protocol",
          f"Protocolo de autorização 126{digits(12)} — 100 Autorizado o uso da NF-e",
          f"Recibo do lote {digits(15)}, NF-e cancelada dentro das 24h")
    r.add("correios_contract_ids",
          f"Contrato Correios nº 99122{digits(5)}, cartão de postagem 00{digits(8)}, código administrativo {digits(8)}",
          "Etiqueta com serviço 03220 (SEDEX contrato) e 03298 (PAC contrato)",
          f"Correios contract number {digits(10)}, regional office PE")
    r.add("ad_ids",
          f"Campanha 'Dia das Mães' id {digits(18, True)}, conjunto {digits(18, True)}",
          f"landing URL from the ad: https://loja.cajubatik.example/?utm_source=ig&utm_campaign={digits(18, True)}&fbclid=IwAR{rnd(URLSAFE, 57)}")
    r.add("git_sha",
          f"tema: o commit {hexs(40)} quebrou o carrinho, revert em {hexs(7)}",
          f"Deployed {hexs(7)} at 2 pm, cache purged")
    r.add("file_hash",
          f"sha256 do catalogo_2024.pdf: {hexs(64)}",
          f'ETag of the stock CSV: "{hexs(32)}"')
    r.add("nuvemshop_ids",
          f"Nuvemshop store_id {digits(7, True)}, app_id {digits(4, True)}",
          f"Loja antiga: cajubatik.lojavirtualnuvem.example, ID {digits(7, True)}")
    r.add("mp_payment_id",
          f"Pagamento Mercado Pago {digits(11, True)} aprovado, external_reference CB-{digits(5)}",
          f"Chargeback on payment {digits(11, True)}; merchant_order {digits(11, True)}")
    r.add("bl_number",
          f"B/L MEDU{digits(7)}, ETA Suape dia 28",
          f"Booking ref forwarder: NC-{digits(4)}-{rnd(UPPER, 3)}, closing Kamis")
    r.add("internal_order",
          f"Pedido #CB{digits(4)}: 2 sarongs, 1 bolsa de palha, frete Sedex",
          f"Order #{digits(4, True)} on Shopify is a duplicate of #{digits(4, True)}")
    r.add("senha_fila",
          f"Cartório pra reconhecer firma: peguei a senha A{digits(3)}, guichê 4",
          f"Receita Federal: senha de atendimento {digits(3)}, previsão 40 min")
    r.add("nfse_verification",
          f"NFS-e nº {digits(3, True)} do Thiago (serviço de desenvolvimento), código de verificação {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
          f"Contador pediu o código de verificação da NFS-e pra conferir no site da prefeitura: {rnd(UPPER + DIGITS, 8)}")
    r.add("supplier_message",
          f"Pak Wayan: Bu, 40 sarung sudah siap, invoice INV/2024/{secrets.randbelow(12) + 1:02d}/{digits(4)}, total Rp {secrets.randbelow(9) + 1}.{digits(3)}.000, bayar ke VA BCA 39358{digits(11)} ya",
          f"Ibu Komang: tas rotan ukuran M habis, yang L masih {secrets.randbelow(40) + 5} pcs. Kirim minggu depan pakai AWB {awb('126')}.")
    r.add("shopee_ids",
          f"Shopee shop_id {digits(9, True)}, partner_id {digits(7, True)} (app de integração do Bling)",
          f"Shopee item_id {digits(11, True)} model_id {digits(11, True)} — preço errado no anúncio")
    return r


def main() -> None:
    write_corpora("make_heldout35.py", [
        ("heldout35_credentials.yaml", credentials(), "batch 35 (Recife fashion and handicraft shop with Bali suppliers), written blind; every value synthetic"),
        ("heldout35_lookalikes.yaml", lookalikes(), "batch 35 look-alikes: Pix keys, NF-e keys, boletos, tracking codes, public IDs and references, written blind"),
    ])


if __name__ == "__main__":
    main()
