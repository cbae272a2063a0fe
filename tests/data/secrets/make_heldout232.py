# ruff: noqa: E501
"""Writes heldout232_credentials.yaml and heldout232_lookalikes.yaml: held-out batch 232.

Persona: an accountant (contabilista certificada) in Porto who writes in European
Portuguese. She keeps her clients' Portal das Finanças and Segurança Social Direta
passwords, her Chave Móvel Digital PIN, the PIN and PUK of her cartão de cidadão, the
bank's código de acesso and cartão matriz, the Multibanco PIN, the invoicing software's
login, the office Wi-Fi and the TOConline API key. Her look-alikes are the public numbers
of her trade: NIF and NISS of companies, Multibanco references, IBANs for receiving
payments, invoice numbers and ATCUD codes, processo numbers, códigos de certidão
permanente, CAE codes, códigos postais, tracking numbers and password rules.

This batch was written blind: without reading the detector, its tests or the other
corpora. Every value is drawn at run time from the `secrets` module in the real format's
shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
    bitlocker_key,
    digits,
    groups,
    hexs,
    iban,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["rabelo", "azulejo", "tripeiro", "ponte", "gaivota", "bolhao", "clerigos", "aliados",
         "sardinha", "granito", "electrico", "mares", "ribeira", "castanha", "varanda", "lampiao",
         "cais", "miradouro", "nevoeiro", "tasca", "vindima", "socalco", "barco", "limoeiro"]
NAMES = ["Bacalhau", "Ribeira", "Douro", "Invicta", "Francesinha", "Foz", "Gaia", "Matosinhos",
         "Bolhao", "Serralves", "Tripas", "Lapa", "Boavista", "Campanha"]
CLIENTS = ["Têxteis Amaral & Filhos, Lda", "Padaria Flor do Douro, Lda", "Construções Leite Unipessoal",
           "Café Central da Lapa", "Oficina Auto Ramalde, Lda", "Clínica Dentária Sá Pinto",
           "Tasca do Ribeiro", "Imobiliária Foz Nova, S.A.", "Gráfica Campanhã, Lda",
           "Sr. Albino (ENI, restauração)", "D. Rosário (senhorio, cat. F)", "Quinta do Socalco, Lda"]
BANKS = ["CGD", "Millennium", "BPI", "Novo Banco", "Santander", "Crédito Agrícola", "Montepio"]
BANK_CODES = {"CGD": "0035", "Millennium": "0033", "BPI": "0010", "Novo Banco": "0007",
              "Santander": "0018", "Crédito Agrícola": "0045", "Montepio": "0036"}


def client() -> str:
    return secrets.choice(CLIENTS)


def pt_pw() -> str:
    """A password a Portuguese small-business owner would choose, or a generated one."""
    return secrets.choice([
        f"{secrets.choice(NAMES)}{digits(4)}{secrets.choice('!#$%&*?')}",
        f"{secrets.choice(NAMES).lower()}.{digits(2)}{secrets.choice(NAMES)}",
        rnd(ALNUM + "!#%&*+-", 14),
        pw(),
        f"{rnd(UPPER, 1)}{rnd(LOWER, 5)}{digits(3)}{secrets.choice('@!$')}{rnd(LOWER + DIGITS, 3)}",
    ])


def pin(n: int) -> str:
    return "".join(secrets.choice(DIGITS) for _ in range(n))


def nif(first: str = "5") -> str:
    """A Portuguese NIF with a valid mod-11 check digit."""
    body = first + digits(8 - len(first))
    total = sum(int(c) * (9 - i) for i, c in enumerate(body))
    r = total % 11
    return body + str(0 if r < 2 else 11 - r)


def niss(first: str = "2") -> str:
    """A NISS (Segurança Social number) with its check digit."""
    body = first + digits(9)
    weights = [29, 23, 19, 17, 13, 11, 7, 5, 3, 2]
    total = sum(int(c) * w for c, w in zip(body, weights, strict=True))
    return body + str(9 - total % 10)


def pt_iban(bank: str | None = None, spaced: bool = True) -> str:
    """A Portuguese IBAN: bank, branch, account and NIB check digits, then IBAN check."""
    code = BANK_CODES[bank] if bank else secrets.choice(list(BANK_CODES.values()))
    body = code + digits(4) + digits(11)
    nib_check = 98 - (int(body) * 100) % 97
    return iban("PT", f"{body}{nib_check:02d}", spaced)


def mb_ref() -> str:
    return groups(digits(9), 3)


def euros() -> str:
    return f"{secrets.randbelow(4000) + 10},{secrets.randbelow(100):02d} €"


def atcud_code() -> str:
    return rnd(UPPER + DIGITS, 8)


def s10(prefix: str) -> str:
    """A UPU S10 tracking number (CTT registered mail) with a valid check digit."""
    body = digits(8)
    total = sum(int(c) * w for c, w in zip(body, [8, 6, 4, 2, 3, 5, 9, 7], strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{prefix}{body}{check}PT"


def certidao_code() -> str:
    return f"{digits(4)}-{digits(4)}-{digits(4)}"


def cp() -> str:
    return f"4{pick('000', '050', '100', '150', '200', '250', '300', '350', '400', '450')}-{digits(3)}"


def matriz() -> str:
    """A bank's cartão matriz: columns A-H, rows 1-8, three digits a cell."""
    head = "    " + "    ".join("ABCDEFGH")
    rows = [f"{r}  " + " ".join(pin(3) for _ in range(8)) for r in range(1, 9)]
    return head + "\n" + "\n".join(rows)


def credentials() -> Rows:
    r = Rows()
    r.add("portal_financas_password",
          f"Portal das Finanças — {client()}: NIF {nif()} senha {pt_pw()}",
          f"AT {nif('2')} (D. Rosário) pw: {pt_pw()}  (ela mudou em março, esta é a nova)",
          f"lembra-me: senha finanças do Sr. Albino é {pt_pw()} nif {nif('1')}",
          f"Finanças\nNIF: {nif()}\nSenha de acesso: {pt_pw()}\nEmail de recuperação: geral@padariaflor.example",
          f"portal financas {client()} -> {nif()} / {pt_pw()} (nao partilhar com o filho)",
          f"Clientes AT:\n| Cliente | NIF | Senha |\n|---|---|---|\n| Tasca do Ribeiro | {nif()} | {pt_pw()} |\n| Gráfica Campanhã | {nif()} | {pt_pw()} |")
    r.add("at_subutilizador_password",
          f"subutilizador AT {nif()}/2 (faturação) — senha {pt_pw()}",
          f"Criei o subutilizador {nif()}/5 para o software de faturação comunicar, pass: {rnd(ALNUM, 12)}",
          f"user: {nif()}/1\npassword: {pt_pw()}\nfunções: WSE, comunicação de faturas",
          f"subuser e-fatura {client()}: {nif()}/3 senha={rnd(ALNUM + '#!', 16)}",
          f"AT subutilizador para o TOConline -> {nif()}/4 / {pt_pw()}")
    r.add("seguranca_social_direta_password",
          f"Segurança Social Direta {client()}: NISS {niss()} senha {pt_pw()}",
          f"SS Direta (empresa) niss {niss()} pass {pt_pw()}",
          f"seg social do Sr. Albino: {niss('1')} / {pt_pw()} — usar para as declarações trimestrais",
          f"SSD login\nNISS: {niss()}\nPalavra-passe: {pt_pw()}",
          f"senha seg. social nova ({client()}): {pt_pw()}  — a antiga bloqueou",
          f"Segurança Social: {niss('1')} pwd {rnd(ALNUM, 10)} (trabalhadora independente, Dra. Helena)")
    r.add("chave_movel_digital_pin",
          f"O meu PIN da Chave Móvel Digital é {pin(4)}",
          f"CMD pin: {pin(pick(4, 6, 8))} (telemóvel +351 91x xxx xxx)",
          f"chave movel digital — código pin {pin(6)}, não confundir com o do cartão",
          f"PIN CMD do Sr. Albino (ele deu-me autorização): {pin(4)}",
          f"autenticação.gov / CMD\nnº telemóvel: o do escritório\nPIN: {pin(8)}")
    r.add("cartao_cidadao_pin_puk",
          f"Cartão de cidadão: PIN autenticação {pin(4)}, PIN assinatura {pin(pick(4, 6))}, PIN morada {pin(4)}, PUK {pin(8)}",
          f"CC pins -> auth {pin(4)} / assin. {pin(6)} / PUK {pin(8)}",
          f"PUK do cartão de cidadão: {pin(8)}",
          f"pin de assinatura do CC (para assinar as declarações): {pin(4)}",
          f"Carta PIN do CC (guardar!)\nautenticação: {pin(4)}\nassinatura: {pin(pick(4, 6, 8))}\nmorada: {pin(4)}\nPUK: {pin(8)}",
          f"cc pin {pin(4)} puk {pin(8)}")
    r.add("bank_codigo_acesso",
          f"Caixadirecta empresa {client()}: nº contrato {digits(10)} código de acesso {pin(6)}",
          f"Millennium net: nº adesão {digits(8)}, código multicanal {pin(6)}",
          f"BPI Net Empresas — utilizador {rnd(UPPER, 2)}{digits(6)} / código {pin(6)}",
          f"homebanking Novo Banco: user {digits(9)} pass {pt_pw()}",
          f"codigo de acesso montepio (conta da Tasca): {pin(6)} adesao {digits(9)}")
    r.add("cartao_matriz",
          f"Cartão matriz {pick(*BANKS)} ({client()}):\n{matriz()}",
          f"matriz do banco — as posições que costuma pedir: A3 {pin(3)}, C7 {pin(3)}, F2 {pin(3)}, H5 {pin(3)}, B8 {pin(3)}, E1 {pin(3)}, D4 {pin(3)}, G6 {pin(3)}",
          f"cartão matriz Montepio empresas\n{matriz()}",
          f"Matriz BPI: A1={pin(3)} A2={pin(3)} A3={pin(3)} B1={pin(3)} B2={pin(3)} B3={pin(3)} C1={pin(3)} C2={pin(3)} C3={pin(3)} D1={pin(3)} D2={pin(3)} D3={pin(3)}")
    r.add("multibanco_pin",
          f"PIN multibanco cartão da empresa: {pin(4)}",
          f"cartão débito {pick(*BANKS)} (Padaria) pin {pin(4)}",
          f"O código do cartão de crédito do escritório é {pin(4)} — só para pagar fornecedores",
          f"mb pin {pin(4)} (cartão novo, chegou ontem)",
          f"Cartão Visa Empresas {client()}: PIN {pin(4)}, CVV {pin(3)}")
    r.add("efatura_software_login",
          f"PHC CS — utilizador: contab / password: {pt_pw()}",
          f"Primavera v10 login admin {client()}: user ADMIN pass {pt_pw()}",
          f"Sage faturação\nservidor: sage.acme.internal\nutilizador: ana.contab\nsenha: {pt_pw()}",
          f"login programa faturação da Tasca (Zone Soft): caixa1 / {pin(4)}, gerente / {pt_pw()}",
          f"Vendus: ana@contab-porto.example / {pt_pw()}")
    r.add("office_wifi_password",
          f"Wi-Fi do escritório: rede ContabPorto_5G, password {pt_pw()}",
          f"wifi convidados: Contab-Guest / {phrase(WORDS, 3, '-')}{pin(2)}",
          f"WIFI:T:WPA;S:Escritorio-Aliados;P:{rnd(ALNUM, 16)};;",
          f"palavra-passe wifi (MEO Box): {rnd(UPPER + DIGITS, 12)}",
          f"Net do escritório\nSSID: NOS-{hexs(4).upper()}\nWPA2: {pt_pw()}")
    r.add("toconline_api_key",
          f"TOConline API — client_id: pt{nif()}_c{digits(5)}-{hexs(16)} client_secret: {rnd(ALNUM, 32)}",
          f"toconline api key {client()}: {rnd(ALNUM, 40)}",
          f"TOCONLINE_CLIENT_SECRET={rnd(ALNUM, 32)}\nTOCONLINE_CLIENT_ID=pt{nif()}_c{digits(5)}-{hexs(16)}",
          f"token de acesso TOConline (expira em 8h, para o script de importação): {hexs(32)}",
          f"curl -H \"Authorization: Bearer {hexs(32)}\" https://api.toconline.example/api/commercial_sales_documents")
    r.add("at_webservice_password",
          f"Webservice AT (comunicação séries) {nif()}/6 senha WS: {rnd(ALNUM, 16)}",
          f"senha para o webservice de comunicação de faturas: {pt_pw()} (subutilizador {nif()}/7)",
          f"at_ws_user={nif()}/2\nat_ws_password={rnd(ALNUM + '!#', 14)}",
          f"Chave pública da AT está no projeto; a senha do WS de transporte é {pt_pw()}")
    r.add("fundos_compensacao_password",
          f"Fundos de Compensação (FCT/FGCT) {client()}: user {niss()} senha {pt_pw()}",
          f"fct senha {pt_pw()} — a entidade é a Construções Leite",
          f"FCT login: {nif()} / {rnd(ALNUM, 10)}",
          f"senha fundos compensação trabalho (Oficina Ramalde): {pt_pw()}")
    r.add("occ_portal_password",
          f"Ordem dos Contabilistas — pasta CC nº {digits(5)} senha {pt_pw()}",
          f"portal occ pass: {pt_pw()}",
          f"OCC login\nn.º membro: {digits(5)}\npalavra-passe: {rnd(ALNUM + '!', 12)}",
          f"senha da OCC (formações e e-learning): {pt_pw()}")
    r.add("email_password",
          f"email do escritório geral@contab-porto.example — pass {pt_pw()}",
          f"Outlook/365 ana.silva@contab-porto.example password: {pt_pw()}",
          f"mail do cliente (faturas@foznova.example): {pt_pw()}  — eles pediram-me para ver as faturas dos fornecedores",
          f"IMAP mail.contab-porto.example user contabilidade pass {rnd(ALNUM, 14)}",
          f"webmail Tasca do Ribeiro: tasca.ribeiro@mail.example / {pt_pw()}")
    r.add("gmail_app_password",
          f"palavra-passe de aplicação Google (para o Thunderbird): {app_password()}",
          f"app password gmail do scanner: {app_password()}",
          f"Gmail app pw (impressora multifunções envia PDFs): {app_password().replace(' ', '')}",
          f"SMTP smtp.gmail.com:587 user escritorio.contab@gmail.example pass \"{app_password()}\"")
    r.add("sql_connection_string",
          f"Server=primavera.acme.internal\\PRIMAVERA;Database=PRIEMPRE;User Id=sa;Password={pt_pw()};",
          f"ligação à BD do PHC: Data Source=srv-phc.internal;Initial Catalog=phc_tasca;User ID=phcuser;Password={rnd(ALNUM, 16)}",
          f"postgresql://contab:{rnd(ALNUM, 18)}@db.contab-porto.internal:5432/arquivo",
          f"mysql -h nas.contab.internal -u backup -p'{pt_pw()}' faturacao")
    r.add("router_admin_password",
          f"router MEO (192.168.1.254) admin / {rnd(ALNUM, 10)}",
          f"Fibergateway NOS — utilizador admin, senha {pt_pw()}",
          f"admin do router do escritório: {rnd(UPPER + DIGITS, 8)}",
          f"Vodafone router http://192.168.0.1 user: vodafone pass: {rnd(ALNUM, 12)}")
    r.add("anydesk_unattended_password",
          f"AnyDesk acesso não vigiado PC da receção: ID {digits(9)} pass {pt_pw()}",
          f"anydesk {groups(digits(9), 3)} senha {rnd(ALNUM, 12)}",
          f"TeamViewer (portátil do Sr. Albino) id {digits(10)} password {rnd(ALNUM, 8)}",
          f"RustDesk servidor rd.contab.internal — key do relay {rnd(B64, 43)}=, pass fixa {pt_pw()}")
    r.add("nas_admin_password",
          f"Synology NAS (arquivo.contab.internal) admin: {pt_pw()}",
          f"NAS do escritório -> user contab pass {rnd(ALNUM + '!#', 14)}",
          f"DSM login\nutilizador: ana\nsenha: {pt_pw()}\n2FA no telemóvel",
          f"QNAP backup: admin / {pt_pw()}")
    r.add("backup_encryption_passphrase",
          f"frase de encriptação dos backups (Hyper Backup): {phrase(WORDS, 5)}",
          f"passphrase backup cloud: {phrase(WORDS, 6, '-')}",
          f"restic repo s3:https://s3.acme.example/contab — RESTIC_PASSWORD={rnd(ALNUM, 24)}",
          f"password do zip com os SAF-T de 2024: {pt_pw()}")
    r.add("bitlocker_recovery_key",
          f"BitLocker portátil ASUS (Ana): {bitlocker_key()}",
          f"chave de recuperação bitlocker PC receção\n{bitlocker_key()}",
          f"recovery key disco externo arquivo: {bitlocker_key()}")
    r.add("vpn_credentials",
          f"VPN escritório (WireGuard) PrivateKey = {wg_key()}",
          f"[Interface]\nAddress = 10.8.0.3/32\nPrivateKey = {wg_key()}\n[Peer]\nEndpoint = vpn.contab-porto.example:51820",
          f"IPsec PSK do router: {rnd(ALNUM, 24)}",
          f"OpenVPN user ana pass {pt_pw()} (vpn.acme.example)")
    r.add("invoicexpress_api_key",
          f"InvoiceXpress (Gráfica Campanhã) account graficacampanha api_key={hexs(40)}",
          f"api key invoicexpress: {hexs(40)}",
          f"https://foznova.app.invoicexpress.example/invoices.json?api_key={hexs(40)}",
          f"INVOICEXPRESS_API_KEY=\"{hexs(40)}\"")
    r.add("moloni_api_credentials",
          f"Moloni developer: client_id contabporto, client_secret {hexs(40)}",
          f"moloni secret {hexs(40)} (app 'importador bancos')",
          f"Moloni login API: username ana@contab-porto.example password {pt_pw()} client_secret={hexs(40)}",
          f"refresh_token moloni: {hexs(40)}")
    r.add("payment_gateway_key",
          f"easypay — Account ID {uid()} · API Key {uid()}",
          f"ifthenpay chave backoffice {groups(digits(16), 4, '-')}",
          f"Stripe da Clínica: sk_live_{rnd(ALNUM, 99)}",
          f"chave anti-phishing ifthenpay (callback): {rnd(ALNUM, 50)}",
          f"STRIPE_SECRET_KEY=rk_live_{rnd(ALNUM, 99)}")
    r.add("two_factor_recovery_codes",
          f"códigos de recuperação Microsoft 365 (Ana):\n{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}",
          "backup codes google escritório: " + " ".join(pin(8) for _ in range(8)),
          "TOConline 2FA recuperação:\n" + "\n".join(f"{hexs(4)}-{hexs(4)}" for _ in range(6)),
          f"Dropbox códigos 2FA: {rnd(LOWER + DIGITS, 8)} {rnd(LOWER + DIGITS, 8)} {rnd(LOWER + DIGITS, 8)} {rnd(LOWER + DIGITS, 8)}")
    r.add("ssh_private_key",
          f"chave ssh para o servidor de backups (backup.contab.internal):\n{openssh_private()}",
          f"deploy key do script de importação TOConline\n{openssh_private()}",
          f"id_ed25519 do NAS (root)\n{openssh_private()}")
    r.add("openai_api_key",
          f"OpenAI para resumir extratos: {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"chave openai (conta do escritório) {openai_project_key()}")
    r.add("certificate_pfx_password",
          f"certificado qualificado (assinatura digital) .pfx — senha {pt_pw()}",
          f"pfx do certificado da Clínica Sá Pinto: password {rnd(ALNUM + '#', 12)}",
          f"Certificado SSL/assinatura faturas PDF: ficheiro cert_contab.p12, pass {pt_pw()}",
          f"openssl pkcs12 -in certificado_foznova.pfx -passin pass:{rnd(ALNUM, 14)} -out cert.pem")
    r.add("viactt_password",
          f"ViaCTT (caixa postal eletrónica) {client()}: {nif()} / {pt_pw()}",
          f"via ctt senha {pt_pw()}",
          f"Caixa postal eletrónica da Tasca — login tasca.ribeiro, palavra-passe {rnd(ALNUM, 10)}")
    r.add("password_manager_master",
          f"palavra-passe mestra do Bitwarden: {phrase(WORDS, 5, ' ')} {pin(2)}",
          f"KeePass (clientes.kdbx) master: {pt_pw()}",
          f"1Password escritório - master pass {phrase(WORDS, 4, '-')}, Secret Key A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}",
          f"senha do cofre digital (kdbx no NAS): {rnd(ALNUM + '!#%', 20)}")
    r.add("portal_justica_password",
          f"Citius / portal da justiça (insolvência da Oficina): user ana.contab senha {pt_pw()}",
          f"e-Balcão Segurança Social — senha {pt_pw()} (usa o NISS {niss()})",
          f"Portal do Registo Predial online: login {nif('2')} pass {rnd(ALNUM, 11)}",
          f"Balcão do Empreendedor — senha temporária que me deram: {rnd(UPPER + DIGITS, 8)}")
    r.add("client_shorthand_credentials",
          f"{nif()} {pt_pw()}",
          f"tasca: fin {pt_pw()} | ss {pt_pw()} | mb {pin(4)}",
          f"albino -> AT {pt_pw()}, SSD {pt_pw()}, cmd {pin(4)}",
          f"foznova\n  at: {pt_pw()}\n  ss: {pt_pw()}\n  banco: {pin(6)}",
          f"snha finaças clinica = {pt_pw()}  (escreveu mal o nif, confirmar)")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("nif_empresa",
          f"NIF da {client()}: {nif()}",
          f"faturar a: Imobiliária Foz Nova, S.A., NIF {nif()}, Av. da Boavista, Porto",
          f"nif fornecedor gasóleo {nif()} (confirmei no e-fatura)",
          f"Clientes novos:\n- Quinta do Socalco, Lda — {nif()}\n- Gráfica Campanhã, Lda — {nif()}",
          f"PT{nif()} é o VIES da Têxteis Amaral (operações intracomunitárias)")
    r.add("niss_empresa",
          f"NISS da entidade empregadora (Padaria Flor do Douro): {niss()}",
          f"niss empresa {niss()} — usar na DMR de {pick('janeiro', 'fevereiro', 'março', 'abril')}",
          f"Trabalhador novo na Oficina: NISS {niss('1')}, admissão comunicada a 3/02",
          f"Construções Leite: NISS {niss()}, taxa contributiva 23,75% + 11%",
          f"NIF {nif()} / NISS {niss()} — Café Central da Lapa")
    r.add("multibanco_payment_reference",
          f"Pagamento IUC: Entidade {digits(5)} Referência {mb_ref()} Valor {euros()}",
          f"MB: ent. {digits(5)} ref. {mb_ref()} — {euros()} — fatura da EDP do escritório",
          f"Segurança Social (Oficina) pagar até dia 20:\nEntidade: 20 {digits(3)}\nReferência: {mb_ref()}\nMontante: {euros()}",
          f"referência MB da nota de cobrança IMI: entidade {digits(5)}, ref {mb_ref()}, valor {euros()}",
          f"ref multibanco p/ o cliente pagar a avença: {digits(5)} / {mb_ref()} / {euros()}",
          f"DUC IRC 2024 — referência {groups(digits(15), 3)} valor {euros()} prazo 31/05")
    r.add("iban_recebimentos",
          f"IBAN para pagarem a avença: {pt_iban()} (Ana Silva, Contabilidade)",
          f"Dados bancários escritório\n{pick(*BANKS)}\nIBAN {pt_iban()}\nBIC/SWIFT CGDIPTPL",
          f"iban da tasca p/ transferências dos fornecedores {pt_iban(spaced=False)}",
          f"NIB antigo {pt_iban(spaced=False)[4:]} — agora usar o IBAN completo",
          f"Reembolso IRS da D. Rosário vai para {pt_iban()}")
    r.add("fatura_atcud",
          f"Fatura FT 2025A/{secrets.randbelow(900) + 10} — ATCUD:{atcud_code()}-{secrets.randbelow(900) + 10}",
          f"FR FR2025/{secrets.randbelow(300) + 1}  ATCUD: {atcud_code()}-{secrets.randbelow(300) + 1}  total {euros()}",
          f"nota de crédito NC 2025/{secrets.randbelow(40) + 1} ATCUD {atcud_code()}-{secrets.randbelow(40) + 1} anula FT 2025A/{secrets.randbelow(900) + 10}",
          f"fatura do fornecedor em falta no e-fatura: FT F{digits(3)}/{digits(5)}, ATCUD {atcud_code()}-{digits(4)}",
          f"Recibo verde FR-{digits(2)} n.º {secrets.randbelow(120) + 1}, ATCUD {atcud_code()}-{secrets.randbelow(120) + 1}, Dra. Helena",
          f"QR code da fatura lido: A:{nif()}*B:{nif()}*C:PT*D:FT*E:N*F:2025{digits(4)}*G:FT 2025A/{digits(3)}*H:{atcud_code()}-{digits(3)}")
    r.add("serie_validation_code",
          f"Série FT2025A comunicada à AT — código de validação {atcud_code()}",
          f"Códigos de validação das séries 2025 (Tasca):\nFS 2025: {atcud_code()}\nFR 2025: {atcud_code()}\nNC 2025: {atcud_code()}",
          f"nova série de guias de remessa GR2025 -> código {atcud_code()}",
          f"série anulada, o código {atcud_code()} já não serve",
          f"série FS2025B (faturas simplificadas da esplanada) validação {atcud_code()}")
    r.add("processo_number",
          f"Processo de execução fiscal n.º {pick('3190', '3182', '1325', '3476')}2025{digits(8)} — Oficina Auto Ramalde",
          f"Proc. {secrets.randbelow(9000) + 100}/24.{digits(1)}T8PRT — Juízo de Comércio de Vila Nova de Gaia",
          f"reclamação graciosa n.º {pick('3190', '3476')}2025{digits(7)} entregue dia 14",
          f"processo de insolvência {secrets.randbelow(3000) + 100}/25.{digits(1)}T8VNG, administrador judicial Dr. Costa",
          f"Pedido de reembolso IVA n.º {digits(10)} (processo no e-balcão {digits(7)})")
    r.add("certidao_permanente_code",
          f"Certidão permanente da Foz Nova: código de acesso {certidao_code()} (válida até 2026)",
          f"codigo certidão permanente Construções Leite {certidao_code()}",
          f"Para o banco abrir conta precisam da certidão permanente: {certidao_code()}",
          f"certidão predial online: código {certidao_code()}, prédio urbano art.º {secrets.randbelow(9000) + 100}",
          f"Quinta do Socalco — cert. permanente {certidao_code()} e RCBE entregue")
    r.add("cae_code",
          "CAE do escritório: 69200 (atividades de contabilidade e auditoria)",
          f"CAE principal {pick('56101', '56301', '10711', '45200', '41200')} secundários {pick('47111', '68100', '70220')}",
          "Padaria Flor do Douro — CAE 10711 (panificação), IVA trimestral",
          f"Alterar CAE da Tasca para 56101 na declaração de alterações (nº {digits(6)})",
          "CAE Rev.4: confirmar se 69200 passa a 69201 na nova classificação")
    r.add("codigo_postal",
          f"Morada da sede: Rua de Santa Catarina, {secrets.randbelow(800) + 1}, {cp()} Porto",
          f"cp {cp()} Porto / {pick('4400', '4430', '4405')}-{digits(3)} Vila Nova de Gaia",
          f"Código postal da Quinta: {pick('5050', '5100')}-{digits(3)} Peso da Régua",
          f"mudar morada fiscal da D. Rosário para {cp()} Porto",
          f"Apartado {secrets.randbelow(900) + 100}, EC Bolhão, {cp()} Porto (para a correspondência da Foz Nova)")
    r.add("ctt_tracking_number",
          f"Registo com aviso de receção para a AT: {s10('RR')}",
          f"carta registada reclamação — tracking {s10('RL')}",
          f"encomenda dos dossiês chega amanhã, CTT Expresso {s10('EA')}",
          f"AR assinado devolvido: {s10('RH')} (guardar para o processo)",
          f"DHL do leitor de cartões: {digits(10)}")
    r.add("password_policy",
          "Portal das Finanças: a senha tem de ter entre 8 e 16 caracteres, maiúsculas e números",
          "Segurança Social Direta: palavra-passe com 8 a 12 caracteres, mudar a cada 180 dias",
          "regra do escritório: senhas com pelo menos 14 caracteres, nunca repetir entre clientes",
          "PIN do CC tem 4 dígitos; o de assinatura pode ter 4 a 8; o PUK tem 8",
          "CMD: o PIN tem 4 a 8 dígitos e bloqueia ao fim de 3 tentativas falhadas",
          "política: 2FA obrigatório no TOConline e no email; passwords no Bitwarden, nunca em papel")
    r.add("password_rotation_reminder",
          "Lembrar: mudar a senha das Finanças da Tasca antes de 30/06",
          f"a senha da SS do Sr. Albino expira em {secrets.randbelow(28) + 1}/{pick('07', '08', '09')} — pedir nova",
          "pedir à AT nova senha por carta para a Foz Nova (a antiga foi comprometida?)",
          "trocar a password do Wi-Fi dos convidados todos os meses",
          "rodar a API key do TOConline quando o estagiário sair")
    r.add("password_location_reference",
          "A senha das Finanças da Clínica está no Bitwarden, pasta 'Clientes/Clínica'",
          "PIN do CC do Sr. Albino — está no envelope no cofre do escritório, não o tenho aqui",
          "código de acesso do banco da Padaria: perguntar à D. Fátima, ela é que o tem",
          "matriz do Montepio está na gaveta de cima, à chave",
          "senha do NAS: ver KeePass entrada 'NAS / admin'",
          "as credenciais do webservice estão no ficheiro .env do servidor, não copiar para aqui")
    r.add("env_var_reference",
          "TOCONLINE_CLIENT_SECRET=${{ secrets.TOCONLINE_CLIENT_SECRET }}",
          "api_key = os.environ[\"INVOICEXPRESS_API_KEY\"]  # definido no .env",
          "AT_WS_PASSWORD=<pedir à Ana>",
          "export MOLONI_CLIENT_SECRET=$(bw get password moloni-api)",
          "password: ${DB_PASSWORD}  # docker-compose do arquivo")
    r.add("masked_values",
          f"cartão empresa terminado em {pin(4)}, validade {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(4) + 27}",
          f"conta PT50 **** **** **** **** *{pin(3)} {pin(1)} — Novo Banco",
          "senha Finanças Tasca: ******** (enviada por carta, ainda não chegou)",
          f"TOConline client secret: {rnd(ALNUM, 4)}…(oculto)",
          f"telemóvel CMD: 91* *** *{pin(2)}")
    r.add("cmd_process_notes",
          "Para ativar a CMD do cliente: ir ao autenticacao.gov, pedir código por SMS, definir PIN (ele escolhe)",
          "CMD bloqueada ao 3.º PIN errado — desbloquear na loja do cidadão com o CC",
          "O código de segurança da CMD chega por SMS e vale 5 minutos; não é o PIN",
          "assinatura digital com CMD: o Sr. Albino tem de confirmar no telemóvel dele",
          "a CMD do Sr. Albino está associada ao telemóvel da filha — pedir-lhe para estar contactável na entrega do IRS")
    r.add("toconline_public_settings",
          f"TOConline API base: https://api.toconline.example/api, oauth em /oauth/token, client_id pt{nif()}_c{digits(5)}-{hexs(16)} (secret no cofre)",
          f"redirect_uri=https://contab-porto.example/toconline/callback, scope=commercial, client_id pt{nif()}_c{digits(5)}",
          "rate limit TOConline: 60 pedidos/minuto; tokens duram 8 horas",
          f"webhook TOConline configurado: https://contab-porto.example/hooks/toconline/{uid()} (o segredo de assinatura está no cofre)",
          f"empresa no TOConline: id {digits(5)}, série FT 2025 id {digits(6)}")
    r.add("public_keys",
          f"chave pública SSH do portátil para pôr no NAS: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ana@portatil",
          f"Stripe publishable (Clínica): pk_live_{rnd(ALNUM, 99)}",
          f"WireGuard peer do escritório PublicKey = {wg_key()}",
          f"ssh-rsa {ssh_pub('ssh-rsa', 270)} backup@nas (chave pública, pode ir para o authorized_keys)",
          f"chave pública GPG para os clientes me enviarem documentos: fingerprint {groups(hexs(40).upper(), 4)}")
    r.add("software_certificate_number",
          f"Processado por programa certificado n.º {secrets.randbelow(3000) + 100}/AT",
          f"hash da fatura (4 caracteres impressos): {rnd(ALNUM, 4)} — programa certificado {secrets.randbelow(3000) + 100}/AT",
          f"SAF-T de 2024 da Tasca, SHA-256 {hexs(64)}",
          f"ficheiro saft_{nif()}_2025_{pick('01', '02', '03')}.xml — md5 {hexs(32)}")
    r.add("document_ids_at",
          f"Comprovativo de entrega IVA: ID declaração {rnd(UPPER + DIGITS, 4)}-{digits(5)}-{digits(2)}",
          f"Modelo 22 submetido, ID {rnd(UPPER + DIGITS, 4)}-{digits(2)}-{digits(6)}, recibo guardado na pasta",
          f"declaração periódica IVA {pick('1T', '2T', '3T')} 2025 — identificação {rnd(UPPER + DIGITS, 4)}-{digits(5)}-{digits(2)}",
          f"IES 2024 Construções Leite entregue, comprovativo n.º {digits(12)}",
          f"Modelo 10 da Quinta do Socalco — ID {rnd(UPPER + DIGITS, 4)}-{digits(5)}-{digits(2)}, certa")
    r.add("senha_atendimento",
          f"Serviço de Finanças Porto-{pick('1', '2', '3', '4')}: tirei senha {pick('A', 'B', 'C')}{secrets.randbelow(200) + 1:03d}, vão na {pick('A', 'B', 'C')}0{secrets.randbelow(90) + 10}",
          f"marcação na Segurança Social dia {secrets.randbelow(28) + 1}, senha de atendimento {pick('S', 'P')}{secrets.randbelow(100) + 1:03d}",
          f"loja do cidadão Antas — senha digital {rnd(UPPER, 1)}{digits(3)} (chega SMS quando faltarem 5)",
          "no balcão pediram a senha de atendimento, não a das Finanças — ok")
    r.add("ticket_and_support_links",
          f"Pedido e-balcão AT n.º {digits(7)} — https://portal.financas.example/ebalcao/{uid()}",
          f"suporte TOConline ticket #{digits(6)} https://suporte.toconline.example/tickets/{uid()}",
          f"reunião Teams com a Foz Nova: https://teams.acme.example/meet/{digits(12)}",
          f"caso Segurança Social ref. {rnd(UPPER, 3)}-{digits(8)}",
          f"pedido de apoio à Ordem n.º {digits(6)}/{pick('2024', '2025')} sobre o regime de IVA de caixa")
    r.add("order_and_contract_numbers",
          f"Encomenda de papel n.º {digits(8)} — Staples, entrega {s10('EA')}",
          f"contrato MEO n.º {digits(9)}, fidelização até 2026",
          f"apólice seguro acidentes de trabalho (Oficina) {rnd(UPPER, 2)}{digits(8)}",
          f"requisição interna REQ-{digits(5)} para o leitor de CC novo")
    r.add("wifi_settings",
          "Wi-Fi escritório: SSID ContabPorto_5G, WPA3, canal 36; a password está na etiqueta do router",
          f"rede de convidados isolada (VLAN {secrets.randbelow(100) + 10}), renovar a senha todos os meses",
          f"MAC do router {':'.join(hexs(2) for _ in range(6))} — registado na MEO",
          "o técnico da NOS disse que a senha do Wi-Fi é a que vem por defeito, está no cartão na caixa")
    r.add("licence_plates_and_assets",
          f"viatura ligeira da Oficina {rnd(UPPER, 2)}-{digits(2)}-{rnd(UPPER, 2)} (tributação autónoma)",
          f"matrícula carrinha Padaria {digits(2)}-{rnd(UPPER, 2)}-{digits(2)}, IUC categoria C",
          f"Ativo fixo n.º {digits(4)}: portátil ASUS S/N {rnd(UPPER + DIGITS, 12)}",
          f"artigo matricial U-{digits(4)} freguesia {pick('Paranhos', 'Ramalde', 'Bonfim', 'Campanhã')}, VPT {euros()}")
    r.add("recibo_renda_number",
          f"Recibo de renda eletrónico n.º {secrets.randbelow(90) + 1} — contrato de arrendamento n.º {digits(7)} (D. Rosário)",
          f"contrato de arrendamento comunicado à AT, n.º {digits(7)}, imposto do selo pago ref. {mb_ref()}",
          f"recibos de renda de {pick('janeiro', 'fevereiro', 'março')} emitidos: n.ºs {secrets.randbelow(40) + 1} a {secrets.randbelow(40) + 41}")
    r.add("notification_ids",
          f"Citação eletrónica ViaCTT ID {digits(12)} recebida a {secrets.randbelow(28) + 1}/03 — prazo 30 dias",
          f"notificação AT ofício n.º {digits(5)} de {secrets.randbelow(28) + 1:02d}/{pick('04', '05')}/2025, serviço de finanças {pick('3190', '3476', '3182')}",
          f"mensagem na caixa do Portal das Finanças, ID {rnd(UPPER + DIGITS, 10)}: divergência IVA 2T")
    r.add("security_numbers_near_secret_words",
          "senha: 8 caracteres mínimo; PIN: 4 dígitos; PUK: 8 dígitos",
          "password do portal expira a cada 365 dias (aviso 15 dias antes)",
          "o código multicanal do banco tem 6 dígitos e o cartão matriz pede 3 posições",
          f"token de 2FA do banco é uma app; ao fim de {pick(3, 5)} tentativas bloqueia 24 horas",
          "chave API TOConline — expira em 90 dias, pedir renovação em outubro")
    r.add("certificate_metadata",
          f"certificado qualificado: n.º série {groups(hexs(32).upper(), 2, ':')}, válido até 2027-03-14",
          f"thumbprint do cert de assinatura: {hexs(40).upper()}",
          f"CC da Ana: certificado de autenticação emitido por EC de Autenticação do Cartão de Cidadão 00{secrets.randbelow(30) + 10}",
          "cert da AT para o webservice: ChavePublicaAT.cer (pública, no repositório)",
          f"certificado do site contab-porto.example renovado: SHA-256 fingerprint {groups(hexs(64).upper(), 2, ':')}")
    r.add("commit_and_build_ids",
          f"script de importação TOConline v1.4 commit {hexs(40)}",
          f"imagem docker arquivo:{hexs(12)} a correr no NAS, container {hexs(12)}",
          f"migração BD feita no commit {hexs(7)} (ver CHANGELOG)",
          f"pod do importador: {pick('toc-import', 'saft-export')}-{hexs(10)}-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)} reiniciou às 03:00")
    return r


def main() -> None:
    write_corpora("make_heldout232.py", [
        ("heldout232_credentials.yaml", credentials(),
         "Held-out batch 232: credentials a Porto accountant keeps for clients (AT, Segurança Social, CMD, CC, bank, software, Wi-Fi, APIs)"),
        ("heldout232_lookalikes.yaml", lookalikes(),
         "Held-out batch 232: a Porto accountant's public identifiers (NIF, NISS, MB references, IBAN, ATCUD, processos, certidões) and talk about passwords"),
    ])


if __name__ == "__main__":
    main()
