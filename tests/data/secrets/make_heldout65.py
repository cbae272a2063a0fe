# ruff: noqa: E501
"""Writes heldout65_credentials.yaml and heldout65_lookalikes.yaml: batch 65 of the held-out corpus.

Persona: Renata, an accountant who runs a small bookkeeping office (Souza & Lima Contabilidade)
in Belo Horizonte, Brazil. She keeps her notes in Brazilian Portuguese with some English: gov.br
and e-CAC logins, the A1 certificate's password and the A3 token's PIN, the municipal NFS-e
portals, her clients' Simples Nacional códigos de acesso, Itaú / Bradesco / Caixa / Sicoob
internet banking, the Domínio ERP, the office router and Wi-Fi, a client's WhatsApp Business
PIN, mailboxes, the alarm. Her look-alikes are the identifiers an accountant handles all day:
CPF and CNPJ numbers, Pix keys and Pix copia-e-cola payloads, boletos' linha digitável, NF-e
chaves de acesso, protocol and recibo numbers, CEPs, inscrições estadual/municipal,
agência/conta, amounts in R$, DARF codes, process numbers.

The batch was written blind: without reading the detector, its tests or the other corpora.
Every value is random at run time (the `secrets` module), in the real format's shape (check
digits where the format has them); hosts are under .example, .internal or .test; nothing is
real. Run `python make_heldout65.py` in this folder to redraw.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    Rows,
    b64,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    phrase,
    pick,
    recovery_codes,
    rnd,
    uid,
    wg_key,
    write_corpora,
)

# ---------------------------------------------------------------- Brazilian number formats


def _dv11(body: str, weights: list[int]) -> int:
    total = sum(int(c) * w for c, w in zip(body, weights, strict=True))
    r = total % 11
    return 0 if r < 2 else 11 - r


def cpf(formatted: bool = True) -> str:
    """A CPF with valid check digits."""
    while True:
        body = digits(9)
        if len(set(body)) > 1:
            break
    d1 = _dv11(body, list(range(10, 1, -1)))
    d2 = _dv11(body + str(d1), list(range(11, 1, -1)))
    n = f"{body}{d1}{d2}"
    return f"{n[:3]}.{n[3:6]}.{n[6:9]}-{n[9:]}" if formatted else n


def cnpj(formatted: bool = True, branch: str = "0001") -> str:
    """A CNPJ with valid check digits."""
    body = digits(8, lead=True) + branch
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    w2 = [6, *w1]
    d1 = _dv11(body, w1)
    d2 = _dv11(body + str(d1), w2)
    n = f"{body}{d1}{d2}"
    return f"{n[:2]}.{n[2:5]}.{n[5:8]}/{n[8:12]}-{n[12:]}" if formatted else n


def pis() -> str:
    """A PIS/PASEP/NIT with a valid check digit, printed 123.45678.90-1."""
    body = digits(10, lead=True)
    total = sum(int(c) * w for c, w in zip(body, [3, 2, 9, 8, 7, 6, 5, 4, 3, 2], strict=True))
    dv = 11 - total % 11
    n = body + str(0 if dv >= 10 else dv)
    return f"{n[:3]}.{n[3:8]}.{n[8:10]}-{n[10]}"


def mod10(body: str) -> int:
    total = 0
    for i, c in enumerate(reversed(body)):
        p = int(c) * (2 if i % 2 == 0 else 1)
        total += p // 10 + p % 10
    return (10 - total % 10) % 10


def mod11_barcode(body: str) -> int:
    total = sum(int(c) * (2 + i % 8) for i, c in enumerate(reversed(body)))
    dv = 11 - total % 11
    return 1 if dv in (0, 10, 11) else dv


def boleto(bank: str = "341", cents: int | None = None) -> tuple[str, str]:
    """A bank boleto: (44-digit barcode, linha digitável with its check digits)."""
    cents = cents if cents is not None else secrets.randbelow(900_000) + 5_000
    fator = str(secrets.randbelow(8000) + 1000)
    valor = f"{cents:010d}"
    livre = digits(25)
    without_dv = bank + "9" + fator + valor + livre
    dv = mod11_barcode(without_dv)
    barcode = bank + "9" + str(dv) + fator + valor + livre
    c1 = bank + "9" + livre[:5]
    c2 = livre[5:15]
    c3 = livre[15:25]
    c1, c2, c3 = (c + str(mod10(c)) for c in (c1, c2, c3))
    linha = f"{c1[:5]}.{c1[5:]} {c2[:5]}.{c2[5:]} {c3[:5]}.{c3[5:]} {dv} {fator}{valor}"
    return barcode, linha


def boleto_concessionaria() -> str:
    """A utility bill (água, luz) barcode as four blocks of 11 digits, each with its DV."""
    body = "8" + pick("2", "3", "4") + "6" + digits(41)
    blocks = [body[i:i + 11] for i in range(0, 44, 11)]
    return " ".join(f"{b}-{mod10(b)}" for b in blocks)


def chave_nfe(uf: str = "31", modelo: str = "55") -> str:
    """An NF-e / NFC-e chave de acesso: 44 digits with its mod-11 check digit."""
    aamm = f"{secrets.randbelow(3) + 23}{secrets.randbelow(12) + 1:02d}"
    body = uf + aamm + cnpj(False) + modelo + f"{secrets.randbelow(3) + 1:03d}" + f"{secrets.randbelow(99999) + 1:09d}" + "1" + digits(8)
    total = sum(int(c) * (2 + i % 8) for i, c in enumerate(reversed(body)))
    r = total % 11
    return body + str(0 if r < 2 else 11 - r)


def processo_cnj(tribunal: str = "8.13", origem: str = "0024") -> str:
    """A CNJ process number NNNNNNN-DD.AAAA.J.TR.OOOO with its mod-97 check digits."""
    n = digits(7)
    ano = str(secrets.randbelow(6) + 2019)
    j, tr = tribunal.split(".")
    dd = 98 - int(n + ano + j + tr + origem + "00") % 97
    return f"{n}-{dd:02d}.{ano}.{j}.{tr}.{origem}"


def crc16(payload: str) -> str:
    crc = 0xFFFF
    for byte in payload.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def _emv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def pix_copia_cola(key: str, name: str, city: str = "BELO HORIZONTE", cents: int | None = None) -> str:
    """A static Pix BR Code (copia e cola) with its CRC16."""
    gui = _emv("00", "br.gov.bcb.pix") + _emv("01", key)
    payload = _emv("00", "01") + _emv("26", gui) + _emv("52", "0000") + _emv("53", "986")
    if cents:
        payload += _emv("54", f"{cents / 100:.2f}")
    payload += _emv("58", "BR") + _emv("59", name[:25]) + _emv("60", city[:15])
    payload += _emv("62", _emv("05", pick("***", rnd(UPPER + DIGITS, 25))))
    payload += "6304"
    return payload + crc16(payload)


def e2e_id() -> str:
    """A Pix end-to-end id: E, the payer bank's ISPB, the minute, eleven characters."""
    when = f"2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}"
    return f"E{digits(8)}{when}{rnd(ALNUM, 11)}"


def cep() -> str:
    return f"3{secrets.randbelow(2)}{digits(3)}-{digits(3)}"


def ie_mg() -> str:
    n = digits(13)
    return f"{n[:3]}.{n[3:6]}.{n[6:9]}/{n[9:]}"


def data(year: int | None = None) -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{year or secrets.randbelow(3) + 2024}"


def brl(cents: int | None = None) -> str:
    cents = cents if cents is not None else secrets.randbelow(5_000_000) + 1_000
    reais = f"{cents // 100:,}".replace(",", ".")
    return f"R$ {reais},{cents % 100:02d}"


def fone(mobile: bool = True) -> str:
    return f"(31) 9{digits(4)}-{digits(4)}" if mobile else f"(31) 3{digits(3)}-{digits(4)}"


def agencia() -> str:
    return digits(4, lead=True)


def conta() -> str:
    return f"{digits(pick(5, 6, 7), lead=True)}-{pick(digits(1), 'X')}"


# ---------------------------------------------------------------- passwords a person picks

WORDS = ["Cruzeiro", "Galo", "Renata", "Souza", "Pampulha", "Savassi", "Mineirao", "Contabil",
         "Padaria", "Lucas", "Helena", "Jabuticaba", "Tiradentes", "Ipe", "Sabara", "Ouro",
         "Capivara", "Mangabeiras", "Liberdade", "Bolinha", "Pituca", "Horizonte", "Cafe", "Minas"]
PASS_WORDS = ["pao", "queijo", "cafe", "serra", "lagoa", "feijao", "goiaba", "doce", "leite",
              "ipe", "sabia", "tucano", "caju", "manga", "pequi", "rosa", "trem", "uai"]


def senha() -> str:
    """A password as a person in the office would choose it."""
    word = pick(*WORDS)
    return pick(
        f"{word}{pick('@', '#', '!', '*', '$', '.')}{digits(4)}",
        f"{word.lower()}{digits(pick(2, 3, 4))}{pick('!', '@', '#', '')}",
        f"{word}{digits(2)}{pick(*PASS_WORDS)}",
        f"{pick(*PASS_WORDS)}{pick('@', '#', '&')}{word}{digits(2)}",
        f"{word}{pick('_', '-', '')}{pick(*WORDS).lower()}{digits(1)}{pick('!', '?', '@')}",
    )


def gerada() -> str:
    """A password a manager generated."""
    return pick(rnd(ALNUM, pick(12, 14, 16)), rnd(ALNUM + "!@#$%&*", pick(14, 16, 20)))


CLIENTES = ["Padaria Pão de Queijo da Serra", "Oficina Irmãos Andrade", "Clínica Sorriso BH",
            "Salão Bela Savassi", "Mercearia Dona Cida", "Construtora Horizonte Azul",
            "Loja Pampulha Calçados", "Dr. Marcos (autônomo)"]


def cliente() -> str:
    return pick(*CLIENTES)


def credentials() -> Rows:
    r = Rows()
    r.add("govbr_senha",
          f"gov.br da Dona Cida (Mercearia): CPF {cpf()} senha {senha()} — conta prata, ela autorizou usar pro DAS-MEI",
          f"Login gov.br (meu)\nCPF: {cpf()}\nSenha: {senha()}\ntrocada em {data()}",
          f"gov.br do Sr. Andrade travou de novo. Senha nova que cadastramos juntos: {senha()} (CPF {cpf(False)})",
          f"gov.br login for Helena (new client) — cpf {cpf()} / pwd {gerada()}")
    r.add("ecac_codigo_acesso",
          f"e-CAC Dr. Marcos — código de acesso {digits(12)} senha {rnd(ALNUM, 10)}",
          f"Código de acesso e-CAC da Helena\nCPF {cpf()}\nCódigo: {groups(digits(12), 4)}\nSenha: {rnd(ALNUM, 8)}",
          f"ecac access code (Laura, dependent turned 18): {digits(12)} / {rnd(LOWER + DIGITS, 9)} — ela mesma gerou",
          f"e-cac: {cpf()} | cód {digits(12)} | senha {rnd(ALNUM, 12)}")
    r.add("certificado_a1_senha",
          f"Certificado A1 do escritório (e-CNPJ, vence {data(2025)}): arquivo SouzaLima_{digits(4)}.pfx, senha {senha()}",
          f"senha do .pfx da Construtora Horizonte Azul: {rnd(ALNUM + '@#', 12)}\ninstalado no PC da recepção e no Domínio",
          f"A1 certificate password for Clínica Sorriso (expires {data()}): {senha()}",
          f"Certificado digital Loja Pampulha renovado hoje. Senha de instalação: {digits(8)}")
    r.add("certificado_pin",
          f"Token A3 (SafeNet) do Sr. Andrade\nPIN: {digits(8)}\nPUK: {digits(8)}",
          f"PIN do certificado no cartão da Renata: {digits(6)} — 3 erros bloqueia!",
          f"e-CPF A3 do Dr. Marcos: PIN {digits(4)}, PUK {digits(8)} (leitora fica na gaveta dele)")
    r.add("nfse_bh",
          f"BHISS Digital — Salão Bela Savassi\nlogin: {cnpj()}\nsenha: {senha()}",
          f"Portal NFS-e PBH do escritório: usuário {cpf()} senha {rnd(ALNUM, 10)}",
          f"nfse BH (Clínica) -> {cnpj(False)} / {senha()}   obs: senha expira a cada 90 dias")
    r.add("nfse_outros_municipios",
          f"Emissor Nacional NFS-e (Dr. Marcos): CPF {cpf()} senha {senha()}",
          f"ISS Nova Lima — Clínica filial: login {digits(6)} senha {rnd(ALNUM, 8)}",
          f"NFS-e Betim: usuario construtora.horizonte / {senha()}",
          f"Contagem NFS-e portal for the Oficina branch: user oficina.andrade pass {gerada()}")
    r.add("simples_codigo_acesso",
          f"Simples Nacional — Padaria: CNPJ {cnpj()}, CPF resp. {cpf()}, código de acesso {digits(12)}",
          f"Cód. acesso SN da Loja Pampulha: {digits(12)} (gerado em {data()})",
          f"PGDAS-D Clínica: código de acesso {digits(12)}, CNPJ {cnpj()}",
          f"Simples — códigos de acesso:\nMercearia Dona Cida - {digits(12)}\nSalão Bela Savassi - {digits(12)}\nOficina Andrade - {digits(12)}")
    r.add("itau_senha",
          f"Itaú Empresas — escritório\nagência {agencia()} conta {conta()}\ncódigo do operador {rnd(UPPER + DIGITS, 8)}\nsenha eletrônica {digits(6)}",
          f"senha do app Itaú (PF, minha): {digits(6)}; senha do cartão {digits(4)}",
          f"Itau internet banking for Construtora: operador {rnd(LOWER, 6)}{digits(2)}, senha {digits(8)}")
    r.add("bradesco_senha",
          f"Bradesco Net Empresa — Padaria\nusuário: {rnd(UPPER, 4)}{digits(4)}\nsenha: {digits(8)}",
          f"Bradesco PF da Dona Cida: ag {agencia()} cc {conta()}, senha de 4 dígitos do internet banking {digits(4)}",
          f"Senha nova do Bradesco (escritório): {digits(8)} — a anterior {digits(8)} bloqueou")
    r.add("caixa_senha",
          f"Caixa Internet Banking PJ (Construtora)\nusuário: {rnd(UPPER, 6)}{digits(2)}\nsenha: {digits(8)}\nassinatura eletrônica: {digits(6)}",
          f"caixa: assinatura eletrônica da Renata {digits(6)}, senha de acesso {rnd(ALNUM, 8)}",
          f"Caixa PF da Helena — senha internet {digits(6)}, usuário {rnd(UPPER, 5)}{digits(3)}")
    r.add("sicoob_senha",
          f"Sicoobnet Empresarial — Oficina: usuário {rnd(LOWER, 8)} senha {digits(8)}, senha do cartão {digits(6)}",
          f"Sicoob app da Clínica: senha {digits(6)} (a Dra. pediu pra eu pagar a DARF hoje)",
          f"sicoob oficina -> login {cpf(False)} senha {digits(8)}, senha de transação {digits(4)}")
    r.add("bb_senha",
          f"BB Empresas (Construtora): chave J{digits(7)}, senha 8 dígitos {digits(8)}",
          f"Banco do Brasil PF do Dr. Marcos: ag {agencia()}-{digits(1)} conta {conta()}, senha 8 {digits(8)} / senha 6 {digits(6)}",
          f"BB: senha do autoatendimento da Construtora trocada pra {digits(8)} em {data()}")
    r.add("token_banco_app",
          f"Bradesco token no celular: senha do app {digits(4)}, ativado em {data()}",
          f"Itaú token app PIN: {digits(6)} (celular do escritório)",
          f"Senha do aplicativo de token do Sicoob: {digits(6)} — não confundir com a do cartão")
    r.add("chave_autenticador",
          f"Chave de configuração do autenticador (contato@contabilsouza.example), pra cadastrar no celular novo: {groups(rnd(BASE32, 32).lower(), 4)}",
          f"otpauth://totp/Dominio%20Web:renata@contabilsouza.example?secret={rnd(BASE32, 32)}&issuer=Dominio",
          f"2FA seed do painel da hospedagem: {rnd(BASE32, 16)}")
    r.add("dominio_erp",
          f"Domínio Sistemas — usuário RENATA senha {senha()}\nservidor: srv-contab.internal porta 2638",
          f"Domínio: login da estagiária JULIA / {senha()}",
          f"Banco do Domínio (SQL Anywhere) — dba / {rnd(ALNUM, 12)} @ 192.168.0.10:2638")
    r.add("onvio_portal",
          f"Onvio (portal do cliente) admin: renata@contabilsouza.example / {senha()}",
          f"Onvio login p/ Clínica Sorriso: financeiro@clinicasorriso.example senha {rnd(ALNUM, 10)}",
          f"Onvio Processos — usuário julia@contabilsouza.example\nsenha: {senha()}")
    r.add("roteador",
          f"Roteador do escritório (TP-Link) 192.168.0.1\nadmin / {rnd(ALNUM, 10)}",
          f"router admin: user admin, pass {senha()} (mudei do padrão em {data()})",
          f"ONT da fibra: usuário telecomadmin senha {rnd(ALNUM, 12)}\nPPPoE: souzalima@fibra.example / {rnd(ALNUM, 8)}")
    r.add("wifi_senha",
          f"Wi-Fi SOUZA_LIMA_5G senha {senha()}",
          f"rede dos clientes: Contabil_Visitante / {pick(*PASS_WORDS)}{digits(4)}",
          f"WIFI escritório: {rnd(ALNUM, 12)}\n(a de visitante é outra, está atrás do monitor)")
    r.add("whatsapp_pin",
          f"PIN do WhatsApp Business da Clínica Sorriso (confirmação em duas etapas): {digits(6)}",
          f"WhatsApp Business do escritório — two-step PIN {digits(6)}, e-mail de recuperação contato@contabilsouza.example",
          f"Se o WhatsApp da padaria pedir o PIN: {digits(6)} (a Cida sempre esquece)")
    r.add("email_senha",
          f"e-mail do escritório: contato@contabilsouza.example senha {senha()}\nIMAP mail.contabilsouza.example:993",
          f"fiscal@contabilsouza.example — senha {gerada()}",
          f"Email password for Julia's mailbox: julia@contabilsouza.example / {senha()}")
    r.add("smtp_guias",
          f"SMTP pra envio automático das guias: smtp.contabilsouza.example:587 user guias@contabilsouza.example pass {rnd(ALNUM, 16)}",
          f"Domínio > Configurações > E-mail: servidor smtp.contabilsouza.example, usuário envio@contabilsouza.example, senha {senha()}",
          f"relay for the payroll e-mails: host smtp.contabilsouza.example port 465 login folha@contabilsouza.example password {gerada()}")
    r.add("google_app_password",
          f"Senha de app do Gmail para o Domínio mandar as guias: {groups(rnd(LOWER, 16), 4)}",
          f"app password (Outlook da Renata -> gmail): {rnd(LOWER, 16)}",
          f"senha de app pro scanner mandar e-mail: {groups(rnd(LOWER, 16), 4, '-')}")
    r.add("codigos_backup",
          "Códigos de backup do Google (contato@contabilsouza.example):\n" + recovery_codes(5, "digits"),
          "backup codes gmail Renata: " + "  ".join(groups(digits(8), 4) for _ in range(6)),
          "códigos de recuperação do Instagram do escritório:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)))
    r.add("alarme",
          f"Alarme do escritório: código {digits(4)}, coação {digits(4)}. Monitoramento {fone(False)}, palavra-chave: {pick('jabuticaba', 'capivara', 'pamonha', 'tropeiro')}",
          f"senha do alarme (central AMT): usuário mestre {digits(6)}, senha da Julia {digits(4)}",
          f"alarm code {digits(4)} — 30 segundos pra desarmar")
    r.add("cofre_portao",
          f"Cofre da sala 2: combinação {digits(2)}-{digits(2)}-{digits(2)}",
          f"fechadura digital da sala 504: senha {digits(6)} (trocar quando a estagiária sair)",
          f"Portão da garagem do prédio: {digits(4)}#")
    r.add("cartao_credito",
          f"Cartão corporativo: {groups(luhn('5', 16), 4)} val {card_expiry()} CVV {digits(3)}",
          f"cartão da Renata p/ anuidade do CRC: {groups(luhn('4'), 4)} {card_expiry()} cvv {digits(3)}",
          f"card for software subscriptions: {luhn('4')} exp {card_expiry()} code {digits(3)}")
    r.add("senha_cartao",
          f"senha do cartão de débito Bradesco (escritório): {digits(4)}",
          f"PIN do cartão Sicoob da Oficina: {digits(4)}",
          f"cartão Itaú PJ final {digits(4)} — senha {digits(4)} (guardar no cofre)")
    r.add("anydesk",
          f"AnyDesk do servidor: ID {digits(3, lead=True)} {digits(3)} {digits(3)}, senha de acesso não supervisionado {senha()}",
          f"anydesk caixa 1 padaria: {digits(3, lead=True)} {digits(3)} {digits(3)} / {rnd(ALNUM, 10)}",
          f"Unattended AnyDesk password for Julia's PC: {rnd(ALNUM + '#', 12)}")
    r.add("teamviewer",
          f"TeamViewer da Construtora (contador antigo deixou): ID {digits(3, lead=True)} {digits(3)} {digits(3)} senha {rnd(LOWER + DIGITS, 6)}",
          f"TeamViewer senha pessoal fixa do notebook: {senha()}",
          f"teamviewer servidor {digits(3, lead=True)} {digits(3)} {digits(3)} pwd {rnd(ALNUM, 10)}")
    r.add("rdp_servidor",
          f"Servidor do escritório (Windows Server) — RDP srv-contab.internal, Administrador / {gerada()}",
          f"Área de trabalho remota do servidor da Clínica: 192.168.1.5, CLINICA\\contabilidade, senha {senha()}",
          f"RDP user julia.estagio pwd {senha()}")
    r.add("nas_backup",
          f"NAS Synology (backup do Domínio) http://192.168.0.20:5000 admin / {rnd(ALNUM, 14)}",
          f"Hyper Backup — senha de criptografia do backup na nuvem: {rnd(ALNUM + '!@#$', 20)}",
          f"HD externo do backup (BitLocker) — chave de recuperação {bitlocker_key()}")
    r.add("vpn_cliente",
          f"VPN da Construtora (FortiClient): vpn.horizonteazul.example:10443 usuário contabilidade senha {senha()}",
          f"OpenVPN do escritório (home office): renata / {rnd(ALNUM, 12)}",
          f"WireGuard pra acessar o servidor da Clínica:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.10.0.5/32")
    r.add("sefaz_siare",
          f"SIARE (SEF/MG) — Construtora: login {cpf()} senha {senha()}",
          f"SIARE do escritório (contabilista): usuário {cpf(False)} senha {rnd(ALNUM, 8)}",
          f"DT-e / SIARE da Padaria — senha {senha()}, CPF da sócia {cpf()}")
    r.add("nfce_csc",
          f"CSC da NFC-e (Padaria) — ID do token 000001, CSC: {rnd(UPPER + DIGITS, 36)}",
          f"NFC-e produção: idToken 2, CSC {hexs(32).upper()}",
          f"CSC novo gerado no SIARE pra Loja Pampulha: {uid().upper()}")
    r.add("jucemg",
          f"JUCEMG (Portal de Serviços) — usuário renata.souza senha {senha()}",
          f"Junta Comercial: login {cpf()} / {rnd(ALNUM, 10)} — arquivar alteração da Loja Pampulha",
          f"JUCEMG login (Renata): {cpf(False)} pass {senha()}")
    r.add("crc_mg",
          f"CRC-MG área restrita: registro MG-{digits(6)}/O-{digits(1)}, senha {senha()}",
          f"CRC login {digits(6)} / {rnd(ALNUM, 8)}",
          f"Conselho (CRC-MG) — senha nova da Julia (técnica): {senha()}")
    r.add("pfx_base64",
          f"certificado da Loja em base64 (senha {senha()}):\n{b64(b'0' + bytes([0x82]) + secrets.token_bytes(120))}",
          f"A1 exportado da Clínica — senha {digits(6)}\n{b64(b'0' + bytes([0x82]) + secrets.token_bytes(90))}",
          f"CERT_PFX_BASE64={b64(b'0' + bytes([0x82]) + secrets.token_bytes(150))}\nCERT_PFX_PASSWORD={gerada()}")
    r.add("hospedagem_site",
          f"FTP do site: ftp.contabilsouza.example usuário contabilsouza senha {rnd(ALNUM, 12)}",
          f"painel da hospedagem (cPanel): contabils / {senha()}",
          f"WordPress do site: admin_souza / {gerada()} (wp-admin em contabilsouza.example)")
    r.add("redes_sociais",
          f"Instagram @contabilsouzalima — senha {senha()}, 2FA no celular da Julia",
          f"Facebook/Instagram da Padaria (a Cida pediu pra postar): padariapaodequeijo / {senha()}",
          f"LinkedIn da Renata: renata@contabilsouza.example senha {senha()}")
    r.add("celular_pin",
          f"Celular do escritório: PIN do chip {digits(4)}, PUK {digits(8)}, desbloqueio {digits(6)}",
          f"desbloqueio do celular da recepção: {digits(6)}",
          f"senha do iPhone do escritório {digits(6)}, Apple ID contato@contabilsouza.example / {senha()}")
    r.add("gerenciador_senhas",
          f"Senha mestra do Bitwarden do escritório: {phrase(['goiaba', 'tropeiro', 'pequi', 'lagoa', 'sabia', 'ipe', 'serra', 'trem', 'uai', 'caju'], 4, '-')}{digits(2)}",
          f"gerenciador de senhas — master password: {senha()}{digits(2)}",
          f"KeePass do servidor (contas.kdbx) — senha mestra {gerada()}")
    r.add("asaas_api",
          "ASAAS_API_KEY=$aact_" + b64(f"{hexs(32)}::{digits(19)}::$aach_{uid()}".encode()),
          "API do Asaas (cobrança dos honorários), chave de produção: $aact_" + b64(f"{hexs(32)}::{digits(19)}::$aach_{uid()}".encode()),
          f"Asaas sandbox da Clínica: $aact_{b64(f'{hexs(32)}::{digits(19)}::$aach_{uid()}'.encode())}")
    r.add("nfe_api_token",
          f"token da API de NF-e da Loja (produção): {rnd(ALNUM, 32)}",
          f"Focus NFe token produção {rnd(ALNUM, 32)} / homologação {rnd(ALNUM, 32)}",
          f"emissor de NFS-e via API (Salão): Authorization: Token token={hexs(32)}")
    r.add("whatsapp_cloud_token",
          f"token permanente da API do WhatsApp (Meta) da Clínica: EAAG{rnd(ALNUM, 180)}",
          f"WHATSAPP_TOKEN=EAAJ{rnd(ALNUM, 200)}",
          f"Meta app da padaria — app secret {hexs(32)}, access token EAAB{rnd(ALNUM, 150)}")
    r.add("pix_api_banco",
          f"API Pix Sicoob (Clínica)\nclient_id: {uid()}\nclient_secret: {rnd(ALNUM, 40)}",
          f"Banco Inter PJ API (boletos da Construtora): client_id={uid()} client_secret={uid()}",
          f"Itaú API Pix (Loja): client_id {uid()}, client_secret {rnd(ALNUM, 36)}, certificado loja_pix.crt")
    r.add("sistema_ponto",
          f"Relógio de ponto da Padaria: IP 192.168.1.50 usuário admin senha {rnd(ALNUM, 8)}",
          f"Ponto online (Clínica): gestor@clinicasorriso.example / {senha()}",
          f"REP da Oficina: senha do menu {digits(6)}, senha de comunicação {digits(6)}")
    r.add("maquininha",
          f"Portal da maquininha (Loja Pampulha): usuário {digits(10)} senha {rnd(ALNUM, 8)}",
          f"app da maquininha da padaria, senha {senha()} (login padaria@paodequeijo.example)",
          f"maquininha do Salão: senha do gerente {digits(6)}, senha do portal {rnd(ALNUM, 10)}")
    r.add("planilha_acessos",
          f"Acessos (copiar pro cofre e apagar daqui):\ncliente | sistema | login | senha\nPadaria | BHISS | {cnpj()} | {senha()}\nOficina | SIARE | {cpf()} | {senha()}",
          f"cliente;portal;usuario;senha\nClínica Sorriso;NFS-e BH;{cnpj(False)};{rnd(ALNUM, 10)}\nSalão Bela Savassi;gov.br;{cpf(False)};{senha()}",
          f"Pendências Helena (cliente nova):\n- gov.br: {cpf()} / {senha()}\n- e-CAC: código {digits(12)} senha {rnd(ALNUM, 9)}\n- certificado: ainda não tem")
    r.add("nuvem_arquivos",
          f"Dropbox do escritório: arquivo@contabilsouza.example / {senha()}",
          f"Google Drive dos documentos dos clientes — conta docs@contabilsouza.example, senha {gerada()}",
          f"OneDrive da Construtora (pasta Contabilidade) — contabilidade@horizonteazul.example / {senha()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("cpf",
          f"Dependentes do Dr. Marcos no IRPF: Laura (CPF {cpf()}) e Pedro (CPF {cpf()}).",
          f"CPF do sócio novo da Construtora: {cpf()} — conferir situação cadastral",
          f"CPF {cpf(False)} aparece duplicado no eSocial, ver com o RH da Clínica")
    r.add("cnpj",
          f"CNPJ da filial: {cnpj(branch='0002')} (matriz {cnpj()})",
          f"Fornecedores sem retenção: {cnpj()}, {cnpj()}, {cnpj()}",
          f"cnpj {cnpj(False)} - emitir a NF contra esse, não o antigo")
    r.add("pix_email",
          "Pix dos honorários: financeiro@contabilsouza.example (chave e-mail, Itaú)",
          f"Chave Pix da Padaria para encomendas: pix.padaria{digits(2)}@paodequeijo.example",
          f"Pix key for the refund: helena.{rnd(LOWER, 4)}@mail.example")
    r.add("pix_telefone",
          f"Pix (celular) da diarista: +55 31 9{digits(4)}-{digits(4)}",
          f"Chave Pix telefone do Sr. Andrade {fone()} — pagar o reembolso do táxi",
          f"pix: +5531 9{digits(8)}")
    r.add("pix_aleatoria",
          f"Chave aleatória da Clínica: {uid()} — colocar no rodapé da cobrança",
          f"Pix chave aleatória (Loja Pampulha, Bradesco): {uid()}",
          f"nova chave pix do escritório {uid()}\na antiga {uid()} foi excluída")
    r.add("pix_cnpj",
          f"Pix CNPJ {cnpj()} (Bradesco) para pagamento dos honorários",
          f"Chave Pix = CNPJ da Construtora, {cnpj(False)}")
    r.add("pix_copia_cola",
          f"Pix copia e cola dos honorários de março:\n{pix_copia_cola(uid(), 'SOUZA E LIMA CONTABILIDAD', cents=secrets.randbelow(300_000) + 50_000)}",
          f"QR da padaria (estático): {pix_copia_cola('+5531' + '9' + digits(8), 'PADARIA PAO DE QUEIJO')}",
          f"copia e cola que a Clínica mandou: {pix_copia_cola(cnpj(False), 'CLINICA SORRISO BH LTDA', cents=secrets.randbelow(90_000) + 1_000)}")
    boletos = [boleto(pick("341", "237", "001", "104", "756")) for _ in range(4)]
    r.add("boleto_linha",
          f"Boleto do aluguel da sala, vence {data()}: {boletos[0][1]}",
          f"linha digitável do IPVA da Construtora\n{boletos[1][1]}",
          f"boleto contabilidade {cliente()} ref. {secrets.randbelow(12) + 1:02d}/2024 -> {boletos[2][1]} ({brl()})",
          f"Renegociação: o banco mandou novo boleto {boletos[3][1]} — o antigo foi baixado")
    r.add("boleto_codigo_barras",
          f"código de barras (44 posições) para o pagamento em lote: {boleto()[0]}",
          f"Importar no Bradesco Net Empresa: {boleto('237')[0]} e {boleto('341')[0]}")
    r.add("conta_consumo",
          f"Conta de luz do escritório (vence {data()}): {boleto_concessionaria()}",
          f"água da Padaria — {boleto_concessionaria()} — {brl()}")
    r.add("nfe_chave",
          f"NF-e de compra da Loja sem XML, chave: {chave_nfe()}",
          f"Chave de acesso {groups(chave_nfe(), 4)} — manifestar ciência da operação",
          f"NFC-e cancelada fora do prazo: {chave_nfe(modelo='65')}",
          f"chaves das notas de devolução:\n{chave_nfe()}\n{chave_nfe()}")
    r.add("nfse_verificacao",
          f"NFS-e nº {secrets.randbelow(9000) + 100} da Clínica, código de verificação {rnd(UPPER + DIGITS, 8).lower()}",
          f"Código de verificação da nota do Dr. Marcos: {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)} (o tomador vai conferir no site da prefeitura)",
          f"NFS-e 2024{secrets.randbelow(10**5):05d}: verificação {rnd(HEX.upper(), 9)}, valor {brl()}")
    r.add("protocolo",
          f"Protocolo do pedido de restituição: {digits(5)}.{digits(5)}.{digits(6)}/2024-{digits(2)}",
          f"protocolo JUCEMG {digits(2, lead=True)}/{digits(6)}-{digits(1)} — alteração contratual da Loja",
          f"Prefeitura: protocolo {digits(11)} (revisão do ISS do Salão). Prazo de resposta 30 dias.")
    r.add("recibo_entrega",
          f"Recibo da DCTFWeb {secrets.randbelow(12) + 1:02d}/2024 da Construtora: {digits(2)}.{digits(2)}.{digits(2)}.{digits(2)}.{digits(2)}-{digits(2)}",
          f"ECD entregue — número do recibo {groups(hexs(40).upper(), 8, '.')}",
          f"recibo eSocial S-1200 {digits(1)}.{digits(4)}.{digits(19)}")
    r.add("cep",
          f"Endereço novo da Oficina: Rua dos Guajajaras, {secrets.randbelow(2000)}, CEP {cep()}",
          f"CEP {cep()} não bate com o bairro no cadastro da Receita (Clínica)",
          f"Entrega dos documentos: CEP {cep()} ou {cep()} (sala 504)")
    r.add("inscricao_estadual",
          f"IE da Loja Pampulha: {ie_mg()}",
          f"Inscrição estadual da filial {ie_mg()} ficou suspensa — ver SIARE",
          f"IE {digits(13)} / CNPJ {cnpj()} (Padaria)")
    r.add("inscricao_municipal",
          f"Inscrição municipal do Salão: {digits(7)}/{digits(3)}-{digits(1)}",
          f"CMC / IM da Clínica {digits(9)}; alvará nº {digits(6)}/2024",
          f"IM {digits(3)}.{digits(3)}/{digits(3)}-{digits(1)} — Dr. Marcos (autônomo)")
    r.add("agencia_conta",
          f"Dados para TED: Itaú (341) ag {agencia()} cc {conta()}, favorecido Souza & Lima Contabilidade",
          f"Conta da Padaria no Sicoob: cooperativa {agencia()}, conta {conta()}",
          f"Bradesco 237 — agência {agencia()}-{digits(1)} / conta corrente {conta()} (Construtora, folha)")
    r.add("valores_reais",
          f"Faturamento da Loja em 2024: {brl(secrets.randbelow(10**9))}; DAS de dezembro {brl()}",
          f"Honorários: {brl(secrets.randbelow(200_000) + 50_000)} mensais + 13º em dezembro",
          f"Pró-labore {brl(pl := secrets.randbelow(800_000) + 150_000)}, INSS 11% {brl(pl * 11 // 100)}, IRRF {brl(ir := pl * pick(0, 75, 150) // 1000)}, líquido {brl(pl - pl * 11 // 100 - ir)}")
    r.add("vencimentos",
          f"Vencimentos: DAS dia 20, FGTS dia 20, DCTFWeb dia 15, ISS BH dia {pick(10, 15)}; IRPF até {data(2025)}",
          f"Férias da Julia de {(d := secrets.randbelow(10) + 2):02d}/{(m := secrets.randbelow(11) + 1):02d}/2025 a {d - 1:02d}/{m + 1:02d}/2025; retorno {d:02d}/{m + 1:02d}/2025",
          f"Parcelamento {(k := secrets.randbelow(58) + 1)}/60 pago em {(dd := secrets.randbelow(28) + 1):02d}/{(mm := secrets.randbelow(11) + 1):02d}/2025, próxima parcela ({k + 1}/60) {dd:02d}/{mm + 1:02d}/2025")
    r.add("darf",
          f"DARF código {pick('2089', '2372', '8109', '2172', '1708', '0561', '5952')}, PA {secrets.randbelow(12) + 1:02d}/2024, valor {brl()}",
          f"DARF número do documento {digits(2)}.{digits(2)}.{digits(5)}.{digits(7)}-{digits(1)} — pago com juros",
          f"IRPJ lucro presumido: código 2089, quota {secrets.randbelow(3) + 1}/3, vencimento {data()}",
          f"CSLL 2372 e IRPJ 2089 da Construtora, referência {digits(17)}")
    r.add("processo_judicial",
          f"Processo trabalhista da Oficina: {processo_cnj('5.03', '0' + digits(3))} — separar as folhas de 2022",
          f"Execução fiscal nº {processo_cnj('4.06', '3800')} contra a Loja (débito de 2019)",
          f"inventário do pai da Helena: {processo_cnj()}")
    r.add("processo_administrativo",
          f"Processo administrativo RFB {digits(5)}.{digits(6)}/2024-{digits(2)} (compensação do PIS)",
          f"PER/DCOMP {digits(5)}.{digits(5)}.{digits(6)}.1.3.04-{digits(4)} transmitido",
          f"Processo SEF/MG PTA nº {digits(2)}.{digits(9)}-{digits(2)}")
    r.add("pis_nit",
          f"PIS da funcionária nova da Padaria: {pis()}",
          f"NIT do Dr. Marcos (contribuinte individual): {pis()}",
          f"admissões: Maria {pis()}, José {pis()}")
    r.add("placa_renavam",
          f"Veículo da Construtora: placa {rnd(UPPER, 3)}{digits(1)}{rnd(UPPER, 1)}{digits(2)}, RENAVAM {digits(11)}",
          f"IPVA 2025 do Sr. Andrade — renavam {digits(11)}, placa {rnd(UPPER, 3)}-{digits(4)}",
          f"multa do caminhão {rnd(UPPER, 3)}{digits(1)}{rnd(UPPER, 1)}{digits(2)}, AIT {rnd(UPPER, 1)}{digits(9)}")
    r.add("rastreio",
          f"Documentos originais enviados pro Dr. Marcos: rastreio {rnd(UPPER, 2)}{digits(9)}BR",
          f"O token A3 novo está a caminho, código {rnd(UPPER, 2)}{digits(9)}BR")
    r.add("das_numero",
          f"DAS da Mercearia nº {digits(2)}.{digits(2)}.{digits(5)}.{digits(7)}-{digits(1)}, PA {secrets.randbelow(12) + 1:02d}/2024",
          f"DAS-MEI da Dona Cida pago ({brl(secrets.randbelow(2000) + 7000)}) — documento {digits(17)}",
          f"Simples: receita bruta 12 meses {brl(secrets.randbelow(10**9))}, alíquota efetiva {secrets.randbelow(800) / 100 + 4:.2f}%")
    r.add("fgts_guia",
          f"Guia FGTS Digital da Clínica, identificador {digits(16)}, {brl()}",
          f"GFD competência {secrets.randbelow(12) + 1:02d}/2024: {digits(4)} {digits(4)} {digits(4)} {digits(4)}",
          f"FGTS rescisório do Zé (Oficina), guia nº {digits(12)}, {brl()}")
    r.add("cnae",
          "CNAE principal 6920-6/01 (contabilidade); secundário 8219-9/99",
          f"A Padaria tem 1091-1/02 e 4721-1/02; conferir anexo do Simples ({pick('I', 'II', 'III')})")
    r.add("ncm_cfop",
          f"NCM {digits(4)}.{digits(2)}.{digits(2)} com CFOP {pick('5102', '5405', '6102', '6108')} — conferir ST",
          f"CFOP 1202 na devolução, CST {pick('00', '10', '60')}, CSOSN {pick('101', '102', '500')}",
          f"Itens sem NCM na importação do XML: {digits(8)}, {digits(8)}, {digits(8)}")
    r.add("nsu_autorizacao",
          f"Venda no cartão da Loja: NSU {digits(9)}, autorização {rnd(UPPER + DIGITS, 6)}, {brl()}",
          f"estorno pedido: DOC {digits(6)} AUT {digits(6)} terminal {rnd(UPPER, 2)}{digits(6)}",
          f"conciliação: NSU {digits(12)} sem par no extrato")
    r.add("pix_e2e",
          f"Comprovante Pix: ID da transação {e2e_id()}",
          f"Pix recebido em duplicidade: {e2e_id()} e {e2e_id()} — devolver um",
          f"endToEndId {e2e_id()} / txid {rnd(ALNUM, 26)}")
    r.add("hash_arquivo",
          f"SPED Fiscal transmitido, hash do arquivo {hexs(40).upper()}",
          f"ECF da Construtora — hash {groups(hexs(40).upper(), 8, '-')}",
          f"MD5 do XML enviado: {hexs(32)}")
    r.add("certificado_info",
          f"Certificado A1 do escritório: número de série {hexs(16)}, válido até {data(2025)}, AC SOLUTI Múltipla",
          f"thumbprint do e-CNPJ da Clínica: {hexs(40).upper()}",
          f"Token A3 modelo SafeNet 5110, número de série {rnd(HEX, 8).upper()}")
    r.add("nire",
          f"NIRE da Loja Pampulha: {digits(11, lead=True)}",
          f"Contrato social arquivado sob nº {digits(7)} em {data()}, NIRE {digits(11, lead=True)}")
    r.add("iptu",
          f"IPTU da sala: índice cadastral {digits(3)}.{digits(3)}.{digits(3)}.{digits(3)}-{digits(1)}",
          f"CIB {digits(11)} — guia do IPTU em {pick('10', '11')} parcelas de {brl(secrets.randbelow(60_000) + 8_000)}",
          f"matrícula do imóvel {digits(6)} no {secrets.randbelow(7) + 1}º Ofício de Registro de Imóveis")
    r.add("cartao_mascarado",
          f"fatura do cartão corporativo final {digits(4)}: {brl()}",
          f"pagamento feito com Mastercard **** **** **** {digits(4)} em {data()}",
          f"cartão {digits(4)} XXXX XXXX {digits(4)} (bin só para conciliação)")
    r.add("referencia_senha",
          "A senha do BHISS da Padaria está no Bitwarden, pasta Clientes/Padaria.",
          "Troquei a senha do Itaú ontem; a nova só a Renata sabe.",
          "Código de acesso do Simples da Loja venceu — gerar outro no portal com o CPF do sócio.",
          "PIN do token A3 nunca anotar em papel; o Dr. Marcos tem o dele.")
    r.add("politica_senha",
          "Senha do e-CAC: 8 a 15 caracteres, letras e números; o código de acesso tem 12 dígitos.",
          "gov.br exige 8 caracteres, uma maiúscula, um número e um símbolo",
          "PIN do A3: 4 a 8 dígitos; PUK com 8. Bloqueia depois de 3 erros.")
    r.add("senha_fila",
          f"Senha de atendimento na Receita: {rnd(UPPER, 1)}{digits(3)}, guichê {secrets.randbelow(12) + 1}",
          f"fila da JUCEMG, senha {pick('N', 'P', 'E')}{digits(3)} — 40 pessoas na frente",
          f"Agendamento INSS: senha de atendimento {digits(3)}, dia {data()} às {secrets.randbelow(8) + 9}h")
    r.add("ticket_suporte",
          f"Chamado no suporte do Domínio #{digits(7)}: erro na apuração do ICMS",
          f"ticket {rnd(UPPER, 3)}-{digits(6)} aberto com a operadora da fibra",
          f"protocolo de atendimento da Certisign: {digits(14)}")
    r.add("rede_escritorio",
          f"Rede do escritório: roteador 192.168.0.1, servidor 192.168.0.10, impressora 192.168.0.{secrets.randbelow(200) + 30}",
          f"MAC da impressora {mac(upper=True)} e do relógio de ponto {mac('-')}",
          f"SSID SOUZA_LIMA_5G canal {pick(36, 40, 44, 149)}, DHCP de .100 a .200")
    r.add("telefones",
          f"Contatos: Renata {fone()}, recepção {fone(False)}, Julia {fone()}",
          f"WhatsApp da Clínica: https://wa.me/5531{'9' + digits(8)}",
          f"Sr. Andrade trocou o número: {fone()} (o antigo {fone()} não existe mais)")
    r.add("competencia",
          f"Folha competência {secrets.randbelow(12) + 1:02d}/2024 fechada; 13º 1ª parcela em {data(2024)}",
          f"apuração {secrets.randbelow(12) + 1:02d}/{pick(2023, 2024)} retificada (PGDAS-D nº {digits(17)})")
    r.add("url_consulta",
          f"Consulta da nota no portal: https://nfse.pbh.example/consulta?numero={secrets.randbelow(9000) + 1}&cod={rnd(UPPER + DIGITS, 8)}",
          f"QR Code da NFC-e: https://nfce.fazenda.mg.example/portalnfce/sistema/qrcode.xhtml?p={chave_nfe(modelo='65')}|2|1|1|{hexs(40).upper()}",
          f"link do boleto https://boletos.acme.test/b/{uid()}")
    r.add("ctps",
          f"CTPS digital da Maria = CPF {cpf()}; a antiga física era nº {digits(7)} série {digits(4)}-MG",
          f"CTPS {digits(7)}/{digits(3)} (Zé, Oficina) — data de admissão {data(2019)}")
    r.add("codigo_interno",
          f"Pasta do cliente CLI-{digits(4)} (Salão) no servidor: \\\\srv-contab\\clientes\\{digits(4)}",
          f"No Domínio a Padaria é a empresa {digits(3)} e a Loja a {digits(3)}")
    r.add("ibge",
          "Código IBGE de Belo Horizonte 3106200; Contagem 3118601; Betim 3106705",
          f"cMun {pick('3106200', '3118601', '3106705', '3144805')} no XML da nota, cPais 1058")
    r.add("autenticacao_comprovante",
          f"Comprovante do pagamento da DARF — autenticação {'.'.join(rnd(HEX.upper(), 4) for _ in range(8))}",
          f"autenticação bancária: {rnd(UPPER + DIGITS, 4)}{digits(4)}{rnd(UPPER + DIGITS, 16)}",
          f"Controle: {digits(3)}{rnd(HEX.upper(), 20)} (TED para o fornecedor da Construtora)")
    r.add("certidao_controle",
          f"CND federal da Construtora emitida em {data()}, código de controle {'.'.join(rnd(HEX.upper(), 4) for _ in range(4))}",
          f"CRF do FGTS da Clínica: certificação nº {digits(22)}, válida até {data()}",
          f"Certidão de débitos SEF/MG nº {digits(10)} — autenticidade {rnd(UPPER + DIGITS, 12)}")
    r.add("arquivo_nome",
          f"Arquivo importado: NFe{chave_nfe()}-procNFe.xml",
          f"DCTFWeb_{cnpj(False)}_{pick('2024', '2025')}{secrets.randbelow(12) + 1:02d}.pdf salvo na pasta",
          f"SPED_ECD_{cnpj(False)[:8]}_{digits(8)}_{hexs(8).upper()}.txt")
    r.add("anydesk_id",
          f"Meu AnyDesk é {digits(3, lead=True)} {digits(3)} {digits(3)} — pode conectar que eu aceito aqui",
          f"ID do TeamViewer do caixa da padaria: {digits(3, lead=True)} {digits(3)} {digits(3)} (a Cida aceita o acesso)")
    r.add("numero_nota",
          f"NF nº {secrets.randbelow(10**6):06d} série {secrets.randbelow(3) + 1} — falta o XML",
          f"Notas emitidas de {secrets.randbelow(500) + 1} a {secrets.randbelow(500) + 600}, inutilizar a faixa {(a := secrets.randbelow(400) + 700)} a {a + secrets.randbelow(9) + 1}")
    r.add("dados_cadastrais",
          f"Clínica Sorriso BH Ltda — CNPJ {cnpj()}, IE isenta, IM {digits(7)}, CEP {cep()}, tel {fone(False)}",
          f"Ficha do empregado: CPF {cpf()}, PIS {pis()}, nascimento {data(1990 + secrets.randbelow(15))}, CBO {digits(4)}-{digits(2)}")
    r.add("extrato",
          f"Extrato {data()}: PIX REC {cpf()[:3]}.***.***-** {brl()}; TAR PACOTE {brl(secrets.randbelow(10_000))}; DOC/TED {digits(8)} {brl()}",
          f"lançamento sem histórico no extrato: doc {digits(6)}, {brl()} em {data()}")
    return r


def main() -> None:
    write_corpora("make_heldout65.py", [
        ("heldout65_credentials.yaml", credentials(), "batch 65 (accountant's office in Belo Horizonte, Brazilian Portuguese), written blind; every value synthetic"),
        ("heldout65_lookalikes.yaml", lookalikes(), "batch 65 look-alikes: Brazilian tax and banking identifiers (CPF, CNPJ, Pix keys, boletos, NF-e chaves, protocols), written blind"),
    ])


if __name__ == "__main__":
    main()
