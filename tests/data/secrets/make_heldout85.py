# ruff: noqa: E501
"""Writes heldout85_credentials.yaml and heldout85_lookalikes.yaml: held-out batch 85.

Persona: the office manager (secretária / gestora de escritório) of a small family-run
architecture studio in Lisbon. She writes in European Portuguese with some English mixed in,
and keeps the studio's practical access in one place: Wi-Fi, alarm and door codes, plotter and
NAS admin, Autodesk/Adobe logins, Millennium/CGD home-banking codes and the cartão matriz,
Portal das Finanças, Segurança Social Direta, MB WAY, the company card, the PUK, the domain
registrar and the email admin. She also keeps plenty of harmless numbers: NIF/NIPC, IBANs and
MB references on invoices, ATCUD codes, project numbers, CAD files, CTT tracking, postcodes.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    b64u_bytes,
    bitlocker_key,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    phrase,
    pick,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

DOMAIN = "acme-arq.example"

PALAVRAS = [
    "azulejo", "telhado", "janela", "tijolo", "escada", "varanda", "patio", "claraboia",
    "betao", "granito", "marmore", "cortica", "alfama", "tejo", "electrico", "sardinha",
    "pastel", "fado", "bica", "calcada", "miradouro", "gaivota", "laranja", "cacilheiro",
]
SIMBOLOS = "!#$%&*+-?@"
BANCOS = {"Millennium": "0033", "CGD": "0035", "Novo Banco": "0007", "BPI": "0010", "Santander": "0018"}


# ---------------------------------------------------------------- local helpers


def senha() -> str:
    """A password as this studio chooses them, or as the manager generated one."""
    w = secrets.choice(PALAVRAS)
    return secrets.choice([
        f"{w.capitalize()}{digits(4)}{secrets.choice(SIMBOLOS)}",
        f"{w.capitalize()}#{secrets.choice(PALAVRAS)}{digits(2)}",
        rnd(ALNUM + SIMBOLOS, 14),
        rnd(ALNUM, 16),
        f"Acme{secrets.choice(SIMBOLOS)}{rnd(ALNUM, 8)}",
    ])


def senha_url() -> str:
    """A password with no character that would need escaping inside a URL."""
    w = secrets.choice(PALAVRAS)
    return secrets.choice([f"{w.capitalize()}{digits(4)}", rnd(ALNUM, 16), f"{w.capitalize()}-{rnd(ALNUM, 6)}"])


def wifi_pass() -> str:
    return secrets.choice([
        f"{secrets.choice(PALAVRAS)}-{secrets.choice(PALAVRAS)}-{digits(3)}",
        rnd(ALNUM, 12),
        f"{secrets.choice(PALAVRAS).capitalize()}{digits(4)}",
    ])


def passphrase(n: int = 4) -> str:
    return phrase(PALAVRAS, n, pick("-", " ", "."))


def nif(prefix: str = "") -> str:
    """A Portuguese NIF/NIPC with a valid mod-11 check digit."""
    while True:
        body = (prefix or str(pick(1, 2, 3))) + digits(8 - len(prefix or "1"))
        total = sum(int(c) * (9 - i) for i, c in enumerate(body))
        check = 11 - total % 11
        if check >= 10:
            check = 0
        return body + str(check)


def niss() -> str:
    """A Segurança Social number (NISS): 11 digits with its check digit."""
    body = pick("1", "2") + digits(9)
    weights = (29, 23, 19, 17, 13, 11, 7, 5, 3, 2)
    total = sum(int(c) * w for c, w in zip(body, weights, strict=False))
    return body + str(9 - total % 10)


def nib(bank: str) -> str:
    """A Portuguese NIB: bank, branch, account and its two check digits."""
    body = bank + digits(4) + digits(11)
    return body + f"{98 - (int(body) * 100) % 97:02d}"


def pt_iban(bank: str, spaced: bool = True) -> str:
    return iban("PT", nib(bank), spaced)


def mb_ref() -> tuple[str, str, str]:
    """Multibanco payment: entidade (5 digits), referência (9, shown 3-3-3), valor."""
    ent = digits(5, lead=True)
    ref = groups(digits(9, lead=True), 3)
    valor = f"{secrets.randbelow(2000) + 15},{secrets.randbelow(100):02d}"
    return ent, ref, valor


def atcud() -> str:
    return f"{rnd(UPPER + DIGITS, 8)}-{secrets.randbelow(900) + 1}"


def ctt() -> str:
    """A CTT (UPU S10) tracking number with its check digit."""
    body = digits(8)
    total = sum(int(c) * w for c, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=False))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{pick('RR', 'RL', 'LX', 'DA', 'EA', 'RT')}{body}{check}PT"


def cp() -> str:
    return f"{pick('1000', '1050', '1100', '1150', '1200', '1249', '1300', '1350', '1500', '1600', '1700', '1900', '2780', '2795')}-{digits(3)}"


def tel_fixo() -> str:
    return f"21 {digits(3)} {digits(4)}"


def tel_movel() -> str:
    return f"{pick('91', '92', '93', '96')}{digits(1)} {digits(3)} {digits(3)}"


def matricula() -> str:
    return pick(
        f"{rnd(UPPER, 2)}-{digits(2)}-{rnd(UPPER, 2)}",
        f"{digits(2)}-{rnd(UPPER, 2)}-{digits(2)}",
        f"{digits(2)}-{digits(2)}-{rnd(UPPER, 2)}",
    )


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def matriz_linha() -> str:
    return " ".join(digits(3) for _ in range(8))


def proj() -> str:
    return f"{pick('23', '24', '25')}{digits(3)}"


def ed25519_pub() -> str:
    """The base64 blob of an OpenSSH ed25519 public key (public by design)."""
    name = b"ssh-ed25519"
    return b64(len(name).to_bytes(4, "big") + name + (32).to_bytes(4, "big") + secrets.token_bytes(32))


def rsa_spki_b64() -> str:
    """A 2048-bit RSA public key in DER SubjectPublicKeyInfo, base64 (as in a DKIM record)."""
    head = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    return b64(head + bytes([0x80 | secrets.randbelow(128)]) + secrets.token_bytes(255) + bytes.fromhex("0203010001"))


# ---------------------------------------------------------------- credentials


def credentials() -> Rows:
    r = Rows()
    w1, w2, w3 = wifi_pass(), wifi_pass(), wifi_pass()
    r.add(
        "studio_wifi_password",
        f"wifi do estúdio (ACME-Estudio e ACME-Estudio-5G), pass: {w1}",
        f"Lembra-te: a password da rede do escritório mudou, agora é {w2} — avisar o Rui e a Inês",
        f"WIFI:T:WPA;S:ACME-Estudio;P:{w3};;\n(isto é o texto do QR que está colado ao pé da impressora)",
    )
    g1, g2, g3 = wifi_pass(), wifi_pass(), rnd(LOWER + DIGITS, 10)
    r.add(
        "guest_wifi_password",
        f"Wi-Fi para clientes: rede ACME-Convidados\nsenha {g1}",
        f"guest wifi desta semana = {g2} (muda todas as segundas, não esquecer de imprimir o cartãozinho para a sala de reuniões)",
        f"se algum cliente pedir a net: ACME-Guest / {g3}",
    )
    r.add(
        "alarm_code",
        f"código do alarme: {digits(4)}  (ativar ao sair: código + tecla ON; se disparar ligar à Securitas logo)",
        f"Alarme novo - cód. pessoal da Marta {digits(6)}, o meu é {digits(6)}. Palavra de segurança p/ central: {secrets.choice(PALAVRAS)}",
        f"desarmar alarme {digits(4)}#",
    )
    r.add(
        "door_code",
        f"porta da rua (teclado) {digits(4)}* — portão da garagem {digits(5)}",
        f"Código da porta do atelier a partir de 1/03: {digits(6)}",
        f"cod porta traseira (entrada pelo pátio): {digits(4)} + chave",
    )
    pp1 = senha()
    r.add(
        "plotter_admin_password",
        f"Plotter HP DesignJet T1700 — EWS em https://plotter.acme.internal\nuser admin\npw {pp1}",
        f"a senha de admin do plotter é {senha()}, o técnico da Ricoh pediu para não mudar",
        f"plotter: admin/{senha()}",
    )
    r.add(
        "printer_admin_pin",
        f"Impressora Ricoh IM C3000, painel > Ferramentas do utilizador: login admin, PIN {digits(6)}",
        f"código de contabilização (copias a cores) da Sofia: {digits(4)}; do Eng. Paulo {digits(4)}; geral {digits(4)}",
        f"PIN p/ libertar impressões confidenciais na Ricoh = {digits(5)}",
    )
    nas1, nas2 = senha(), senha()
    r.add(
        "nas_admin_password",
        f"NAS Synology (nas.acme.internal:5001)\nadmin: secretaria\npalavra-passe: {nas1}",
        f"guarda isto: senha do NAS {nas2} (a antiga deixou de funcionar depois do update do DSM)",
        f"ssh secretaria@nas.acme.internal   -> pass {senha()}",
    )
    smb = senha()
    r.add(
        "nas_share_mount",
        f"para mapear a drive dos projetos no PC novo:\nnet use P: \\\\nas.acme.internal\\projetos {smb} /user:ACME\\secretaria /persistent:yes",
        f"Mac do Rui: Finder > Ligar ao servidor > smb://arquivo:{senha_url()}@nas.acme.internal/arquivo",
        f"//nas.acme.internal/renders /mnt/renders cifs username=render,password={senha()},vers=3.0 0 0",
    )
    r.add(
        "autodesk_account_password",
        f"Autodesk account (licenças AutoCAD + Revit) — login licencas@{DOMAIN} / {senha()}",
        f"conta Autodesk da Inês: ines@{DOMAIN}\npass {senha()}\n(ela esquece-se sempre)",
        f"Autodesk: mudei a password p/ {senha()} no dia da renovação",
    )
    r.add(
        "adobe_account_password",
        f"Adobe CC (Photoshop/InDesign p/ os painéis dos concursos) — design@{DOMAIN} pw: {senha()}",
        f"Adobe Admin Console, conta admin: secretaria@{DOMAIN} senha {senha()}",
        f"adobe login {senha()}",
    )
    r.add(
        "millennium_access_code",
        f"Millennium empresas — Código de utilizador {digits(8, lead=True)}, Código multicanal {digits(4)}",
        f"Millennium: cód. multicanal novo {digits(4)} (o banco obrigou a mudar)",
        f"M-Empresas app: PIN {digits(6)}",
    )
    r.add(
        "cgd_caixadirecta_code",
        f"Caixadirecta Empresas\nNº contrato {digits(10, lead=True)}\nCódigo de acesso {digits(6)}",
        f"CGD - cod. acesso {digits(6)} (conta da sociedade, não a pessoal do Sr. Fonseca)",
        f"caixadirecta: {digits(9, lead=True)} / {digits(6)}",
    )
    cols = "A B C D E F G H"
    r.add(
        "matrix_card_positions",
        "Cartão matriz CGD (cópia, o original está no cofre):\n    " + cols + "\n" + "\n".join(f"{i}   {matriz_linha()}" for i in range(1, 6)),
        f"matriz Millennium: A1 {digits(3)} · B4 {digits(3)} · C2 {digits(3)} · D7 {digits(3)} · E5 {digits(3)} · F3 {digits(3)} · G8 {digits(3)} · H6 {digits(3)}",
        f"posições do cartão matriz que me pediram mais vezes: C3={digits(3)}, F1={digits(3)}, H8={digits(3)}, A6={digits(3)}",
    )
    nif_emp = nif("5")
    r.add(
        "portal_financas_password",
        f"Portal das Finanças (empresa): NIF {nif_emp}, senha {senha()}",
        f"AT - senha de acesso da sociedade: {senha()}\n(o contabilista também a tem)",
        f"finanças pessoal do Sr. Fonseca (pediu para eu tratar do IRS): NIF {nif()} pass {senha()}",
    )
    r.add(
        "at_subuser_password",
        f"subutilizador AT para comunicação de faturas: {nif_emp}/2   senha {rnd(ALNUM, 12)}",
        f"Webservice e-fatura (programa de faturação): utilizador {nif_emp}/3, password {senha()}",
    )
    r.add(
        "seg_social_direta_password",
        f"Segurança Social Direta — NISS {niss()} — senha {senha()}",
        f"SS Direta da empresa, pass: {senha()}  (para as declarações de remunerações até dia 10)",
        f"seg social: mudámos a senha hoje -> {senha()}",
    )
    r.add(
        "mbway_pin",
        f"MB WAY do telemóvel da empresa: PIN {digits(6)}",
        f"pin mbway {digits(6)}",
        f"O PIN do MB WAY (cartão da empresa associado ao 91x) é {digits(6)}, não partilhar com estagiários",
    )
    r.add(
        "company_card_pin",
        f"PIN do cartão de débito da empresa: {digits(4)}",
        f"cartão Millennium (empresa) pin {digits(4)} — cartão CGD pin {digits(4)}",
        f"código do multibanco do cartão da sociedade {digits(4)}",
    )
    c1, c2, c3 = luhn("4"), luhn("5"), luhn("4")
    r.add(
        "company_card_full",
        f"Cartão de crédito da empresa (para a Autodesk e a Adobe):\n{groups(c1, 4)}\nval. {card_expiry()}  CVV {digits(3)}\nnome: ACME ARQUITETOS LDA",
        f"visa empresa {groups(c2, 4)} exp {card_expiry()} cvv {digits(3)}",
        f"para a renovação do domínio pagar com o cartão {c3}, validade {card_expiry()}, código de segurança {digits(3)}",
    )
    r.add(
        "phone_puk",
        f"PUK do telemóvel da secretaria: {digits(8)}",
        f"Telemóvel do Sr. Fonseca bloqueou!! PUK1 {digits(8)} PUK2 {digits(8)}",
        f"PUK (cartão NOS empresa, nº 96x…) = {digits(8)}",
    )
    r.add(
        "sim_pin",
        f"PIN do SIM do router 4G de backup: {digits(4)}",
        f"pin sim telemóvel da obra {digits(4)}",
        f"telemovel da secretaria: pin do cartao {digits(4)}, puk está mais abaixo",
    )
    r.add(
        "domain_registrar_password",
        f"Registo do domínio {DOMAIN} — painel em https://painel.registos.example\nutilizador: acmearq\npassword: {senha()}",
        f"registrar login: acmearq / {senha()}  (renova em outubro, não deixar expirar como em 2022!!)",
        f"Código de transferência (EPP/auth code) do domínio, caso mudemos de registrar: {rnd(ALNUM + SIMBOLOS, 16)}",
    )
    r.add(
        "email_admin_password",
        f"Admin do email (Microsoft 365): admin@acmearq.onmicrosoft.example  pw {senha()}",
        f"conta de administração do correio: postmaster@{DOMAIN}\nsenha {senha()}",
        f"email admin password -> {senha()}",
    )
    r.add(
        "mailbox_password",
        f"caixa geral@{DOMAIN}: {senha()}",
        f"Inês de licença, reencaminhar o mail dela. A pass dela é {senha()} (ela autorizou)",
        f"IMAP da caixa obras@{DOMAIN} no Outlook: servidor mail.{DOMAIN}, porta 993, utilizador obras@{DOMAIN}, senha {senha()}",
    )
    r.add(
        "email_app_password",
        f"app password para o scanner da Ricoh enviar mail (scan to email): {groups(rnd(LOWER, 16), 4)}",
        f"palavra-passe de aplicação do Outlook no iPhone do Rui: {rnd(LOWER, 16)}",
        f"app pw para a impressora mandar scans: {rnd(LOWER, 4)} {rnd(LOWER, 4)} {rnd(LOWER, 4)} {rnd(LOWER, 4)}",
    )
    r.add(
        "totp_seed",
        f"2FA do registrar — chave secreta (se o telemóvel se perder): {totp_seed()}",
        f"otpauth://totp/Registos:acmearq?secret={rnd(BASE32, 32)}&issuer=Registos",
        f"seed do autenticador da conta Microsoft admin\n{totp_seed()}",
    )
    r.add(
        "backup_codes",
        f"Códigos de recuperação M365 admin (cada um só serve 1 vez):\n{recovery_codes(6, 'other')}",
        f"backup codes Autodesk: {recovery_codes(5, 'digits')}",
        f"códigos de backup da conta Google do atelier:\n{recovery_codes(4, 'digits')}",
    )
    r.add(
        "router_admin_password",
        f"Router MEO (192.168.1.254) admin / {senha()}",
        f"router fibra: utilizador meo, pass {rnd(ALNUM, 10)} — a de fábrica estava no autocolante, já mudei",
        f"pfSense do escritório https://fw.acme.internal  admin:{senha()}",
    )
    r.add(
        "safe_combination",
        f"cofre do gabinete: {digits(2)}-{digits(2)}-{digits(2)}",
        f"Combinação do cofre pequeno (onde estão os cartões matriz): {digits(6)}",
        f"cofre -> rodar à direita {digits(2)}, esquerda {digits(2)}, direita {digits(2)} e abrir",
    )
    r.add(
        "citizen_card_pin",
        f"Cartão de Cidadão do Sr. Fonseca p/ assinar digitalmente: PIN autenticação {digits(4)}, PIN assinatura {digits(6)}",
        f"PIN de assinatura do CC da Arq. Marta = {digits(5)} (para os termos de responsabilidade)",
        f"PINs do meu CC (para a CMD e o leitor de cartões): autenticação {digits(4)} / assinatura {digits(4)} / morada {digits(4)}",
    )
    r.add(
        "chave_movel_digital_pin",
        f"Chave Móvel Digital (telemóvel da Marta 96x xxx xxx): PIN {digits(4)}",
        f"CMD pin {digits(4)} - pedir sempre o código por SMS à Marta",
        f"Sr. Fonseca -- chave movel digital\ntelemóvel +351 91x\npin: {digits(4)}",
    )
    r.add(
        "invoicing_api_key",
        f"programa de faturação, API key (para o Excel das horas): {hexs(40)}",
        f"curl 'https://acmearq.app.faturacao.example/invoices.json?api_key={hexs(40)}'",
        f"Moloni (teste): client_id acmearq  client_secret {rnd(ALNUM, 40)}",
    )
    r.add(
        "signing_certificate_password",
        f"Certificado digital da Ordem (ficheiro .pfx na pen vermelha): password {senha()}",
        f"pfx do certificado qualificado — senha de importação {rnd(ALNUM + SIMBOLOS, 12)}",
        f"openssl pkcs12 -in certificado_fonseca.pfx -out cert.pem -passin pass:{senha()}",
    )
    r.add(
        "ordem_arquitetos_password",
        f"Portal da Ordem dos Arquitectos — nº {digits(5, lead=True)}N, pass {senha()}",
        f"OA área reservada (quotas e formação) senha: {senha()}",
    )
    r.add(
        "dns_api_token",
        f"token da API do DNS (para o certbot renovar o certificado do site): {rnd(URLSAFE, 40)}",
        f"dns_cloudflare_api_token = {rnd(URLSAFE, 40)}",
        f"export DNS_API_TOKEN={rnd(URLSAFE, 40)}   # usado no script de renovação do site",
    )
    r.add(
        "wordpress_admin_password",
        f"site (WordPress) https://www.{DOMAIN}/wp-admin — user: atelier, pw: {senha()}",
        f"wp admin {senha()}  (o sobrinho do Sr. Fonseca é que mexe no site)",
        f"Editor do site para a Inês publicar os projetos: ines / {senha()}",
    )
    r.add(
        "database_connection",
        f"wp-config.php:\ndefine( 'DB_NAME', 'wp_acme' );\ndefine( 'DB_USER', 'wp_acme' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM + '!#%&', 18)}' );\ndefine( 'DB_HOST', 'db.acme.internal' );",
        f"base de dados do site: mysql://wp_acme:{rnd(ALNUM, 16)}@db.acme.internal:3306/wp_acme",
        f"DATABASE_URL=postgres://intranet:{senha_url()}@pg.acme.internal:5432/horas  (app das folhas de horas)",
    )
    r.add(
        "sftp_password",
        f"SFTP para trocar ficheiros com a construtora: sftp://ficheiros.acme.test porta 22, user construtora, password {senha()}",
        f"FTP gráfica (impressão dos painéis A0): ftp.grafica.example / acmearq / {rnd(ALNUM, 10)}",
        f"sftp -P 2222 acme@transfer.acme.internal   pass={senha()}",
    )
    r.add(
        "password_manager_master",
        f"Bitwarden do atelier — master password: {passphrase(5)}",
        f"frase mestra do cofre de passwords (só eu e o Sr. Fonseca): {passphrase(4)}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"Portátil da Marta (Dell) BitLocker recovery key:\n{bitlocker_key()}",
        f"chave de recuperação BitLocker do PC da receção {bitlocker_key()}",
        f"Recovery key ID {hexs(8).upper()}  →  {bitlocker_key()}  (PC do Eng. Paulo)",
    )
    r.add(
        "cctv_nvr_password",
        f"Câmaras (NVR Hikvision em http://nvr.acme.internal) admin {senha()}",
        f"app das câmaras no telemóvel: utilizador secretaria, palavra-passe {senha()}, código de verificação do dispositivo {rnd(UPPER, 6)}",
    )
    r.add(
        "via_ctt_password",
        f"ViaCTT (caixa postal eletrónica da empresa): acmearq / {senha()}",
        f"CTT e-commerce (envio das maquetes) - pw {senha()}",
    )
    r.add(
        "via_verde_password",
        f"Via Verde (carrinha {matricula()}) — área cliente: {nif_emp} senha {senha()}",
        f"via verde login: frota@{DOMAIN} / {senha()}",
    )
    r.add(
        "utility_portal_password",
        f"EDP Comercial online — cliente {digits(10, lead=True)} senha {senha()}",
        f"EPAL (água) e Galp (gás): mesma password para os dois: {senha()}",
    )
    sid = rnd(LOWER + DIGITS, 26)
    r.add(
        "session_cookie",
        f"o técnico pediu o cookie de sessão do portal para ver o erro: PHPSESSID={sid}",
        f"Cookie: session={b64u_bytes(32)}; Path=/; Secure  (copiado das ferramentas do browser para o suporte do registrar)",
    )
    r.add(
        "teams_webhook_url",
        f"webhook para o canal Obras no Teams (o NAS manda alertas para lá):\nhttps://acmearq.webhook.office.example/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}",
        f"URL do webhook (alertas backup) https://hooks.acme.test/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
    )
    r.add(
        "voip_sip_password",
        f"Central telefónica: extensão 201 (receção) sip:201@pbx.acme.internal  secret={rnd(ALNUM, 16)}",
        f"telefone IP do gabinete do Sr. Fonseca — ext 204, password SIP {rnd(ALNUM, 12)}",
        f"voicemail PIN extensão 201: {digits(4)}",
    )
    r.add(
        "accounting_portal_password",
        f"TOConline (contabilista) — acesso da empresa: secretaria@{DOMAIN} pass {senha()}",
        f"plataforma do gabinete de contabilidade (enviar faturas de compra): login acmearq, senha {senha()}",
    )
    r.add(
        "padlock_code",
        f"cadeado do cacifo das maquetes {digits(4)}",
        f"Cadeado da vedação da obra em Campo de Ourique: {digits(3)}  /  caixa das chaves da obra: {digits(4)}",
        f"bicicletário — cadeado da bike do atelier {digits(4)}",
    )
    r.add(
        "nas_ssh_private_key",
        f"chave para o backup remoto (NAS -> NAS da casa do Sr. Fonseca), não apagar:\n-----BEGIN OPENSSH PRIVATE KEY-----\n{b64(b'openssh-key-v1' + bytes(1) + secrets.token_bytes(150))}\n-----END OPENSSH PRIVATE KEY-----",
        f"Hyper Backup - chave de encriptação do destino C2: {rnd(ALNUM, 32)}",
    )
    r.add(
        "cloud_storage_password",
        f"Dropbox da partilha com o cliente (Hotel Alfama): partilhas@{DOMAIN} {senha()}",
        f"WeTransfer Pro — login renders@{DOMAIN}, password {senha()}",
        f"link protegido para o cliente ver o render: https://partilha.acme.test/s/{rnd(ALNUM, 15)} — senha do link {rnd(ALNUM, 8)}",
    )
    r.add(
        "google_workspace_password",
        f"conta Google do atelier (Youtube + Google Business): atelier.acme@gmail.example  {senha()}",
        f"Google - pass nova {senha()}",
    )
    r.add(
        "insurance_portal_password",
        f"Fidelidade empresas (seguro de responsabilidade civil) — username {nif_emp}, password {senha()}",
        f"seguro multirriscos: área de cliente senha {senha()}",
    )
    r.add(
        "laptop_login_password",
        f"PC da receção: utilizador Rececao, password do Windows {senha()}",
        f"Mac da Inês — password de login {senha()} (pediu para eu guardar enquanto está fora)",
        f"estagiário novo: conta ACME\\estagio2 pass temporária {rnd(ALNUM, 10)}",
    )
    r.add(
        "key_cabinet_code",
        f"armário das chaves dos clientes (código eletrónico): {digits(4)}",
        f"caixa das chaves na parede do corredor = {digits(4)}, a do Sr. Fonseca tem o {digits(4)}",
    )
    return r


# ---------------------------------------------------------------- look-alikes


def lookalikes() -> Rows:
    r = Rows()
    nif_emp = nif("5")
    r.add(
        "nif_number",
        f"NIF da cliente D. Teresa (moradia em Sintra): {nif('2')} — pôr na fatura",
        f"faturar ao Sr. Almeida, NIF {nif('1')}, morada Rua dos Douradores 12, {cp()} Lisboa",
        f"contribuinte do estagiário p/ o contrato: {nif()}",
    )
    r.add(
        "nipc_number",
        f"NIPC da ACME Arquitetos, Lda: {nif_emp} (vai em todos os orçamentos)",
        f"Construtora Tejo Obras SA — NIPC {nif('5')}",
        f"dados da empresa para o fornecedor: ACME ARQUITETOS LDA / {nif_emp} / CAE 71110",
    )
    r.add(
        "iban_on_invoice",
        f"IBAN para pagamentos (vai no rodapé das faturas): {pt_iban(BANCOS['Millennium'])}  BIC BCOMPTPL",
        f"Os nossos dados bancários p/ o cliente:\nCaixa Geral de Depósitos\nIBAN {pt_iban(BANCOS['CGD'])}\nSWIFT CGDIPTPL",
        f"transferir o pagamento à gráfica — IBAN deles {pt_iban(BANCOS['Novo Banco'], spaced=False)}",
        f"NIB antigo da conta BPI (já não se usa): {groups(nib(BANCOS['BPI']), 4)}",
    )
    e1, r1, v1 = mb_ref()
    e2, r2, v2 = mb_ref()
    e3, r3, v3 = mb_ref()
    r.add(
        "mb_reference_payment",
        f"Pagar EPAL por multibanco:\nEntidade {e1}\nReferência {r1}\nValor {v1} €\nlimite dia 15",
        f"referência MB para o cliente pagar a 2ª prestação do projeto: Ent. {e2} Ref. {r2} Montante {v2}€",
        f"IUC da carrinha — ent {e3} / ref {r3} / {v3} EUR (pago dia 3, guardei talão)",
    )
    r.add(
        "atcud_code",
        f"ATCUD da última fatura: ATCUD:{atcud()}",
        f"A fatura FT 2025/{secrets.randbelow(300) + 1} saiu com o ATCUD {atcud()}, confirmar no e-fatura se foi comunicada",
        f"código de validação da série FT 2025 (registado na AT em janeiro): {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "invoice_number",
        f"Fatura-recibo FR A/{secrets.randbelow(400) + 1} de {secrets.randbelow(2000) + 100},00 € — cliente pediu 2ª via",
        f"faturas em atraso: FT 2024/{secrets.randbelow(300) + 1}, FT 2024/{secrets.randbelow(300) + 1}, FT 2025/{secrets.randbelow(80) + 1}",
        f"nota de crédito NC 2025/{secrets.randbelow(20) + 1} para anular a fatura errada",
    )
    r.add(
        "invoice_hash_chars",
        f"rodapé da fatura: \"{rnd(ALNUM, 4)}-Processado por programa certificado n.º {digits(4, lead=True)}/AT\"",
        f"os 4 caracteres do hash na fatura do fornecedor: {rnd(ALNUM, 4)} (para conferir no e-fatura)",
    )
    p1, p2, p3 = proj(), proj(), proj()
    r.add(
        "project_number",
        f"Proj. {p1} — Moradia Restelo; Proj. {p2} — Reabilitação Rua da Madalena; Proj. {p3} — Loja Chiado",
        f"horas do Rui esta semana: {p1} 12h, {p2} 20h, interno 4h",
        f"nova pasta no NAS: P:\\{p3}_Hotel_Alfama\\01_Levantamento",
    )
    r.add(
        "cad_file_version",
        f"enviar à construtora: {p1}_PL_Piso1_v{secrets.randbelow(9) + 2}.dwg e {p1}_AL_Norte_rev{rnd(UPPER, 1)}.dwg",
        f"o ficheiro certo é {p2}_Revit_Central_R{digits(2)}_{rnd(UPPER + DIGITS, 6)}.rvt, não o _backup.{digits(4)}.rvt",
        f"render final: {p3}_Fachada_{digits(8)}_FINAL_final2.psd",
    )
    r.add(
        "autodesk_serial_number",
        f"Autodesk AutoCAD LT 2025 — Serial {digits(3, lead=True)}-{digits(8)}, Product key 057Q1 (aparece na conta, é só para o suporte)",
        f"Revit: nº de série {digits(3, lead=True)}-{digits(8)} / product key 829Q1, contrato {digits(12, lead=True)}",
        f"nº de série do plotter (para a assistência): {rnd(UPPER, 2)}{digits(2)}{rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "ctt_tracking",
        f"Maqueta enviada ao cliente do Porto, registo CTT {ctt()}",
        f"tracking {ctt()} — devolvido? ligar aos CTT",
        f"Envelopes registados com os projetos para a Câmara: {ctt()} e {ctt()}",
    )
    r.add(
        "postal_code",
        f"morada do atelier: Rua da Rosa {secrets.randbelow(200) + 1}, 2º, {cp()} Lisboa",
        f"código postal da obra de Oeiras: {cp()}",
        f"cliente novo — Av. de Roma {secrets.randbelow(100) + 1}, {cp()} Lisboa (fatura em nome da empresa dele)",
    )
    r.add(
        "phone_number",
        f"canalizador da obra: Sr. Jorge {tel_movel()}",
        f"Ricoh assistência técnica {tel_fixo()} (nº de cliente {digits(7, lead=True)})",
        f"telefones: atelier {tel_fixo()}, Sr. Fonseca {tel_movel()}, Marta {tel_movel()}",
    )
    r.add(
        "password_changed_note",
        "Mudei hoje a password do NAS e do router. As novas estão no Bitwarden, pasta \"Escritório\".",
        "A senha das Finanças expirou outra vez — pedi nova por carta, deve chegar em 5 dias úteis.",
        "password do Wi-Fi de convidados muda à segunda-feira; a nova fica no cartão da sala de reuniões",
        "Inês saiu: desativar a conta dela no M365 e trocar a pass da Adobe (feito 12/05)",
    )
    r.add(
        "password_policy_note",
        "regras do M365: mínimo 12 caracteres, sem repetir as últimas 5, expira a cada 180 dias",
        "Portal das Finanças: a senha tem de ter entre 8 e 16 caracteres; não aceita espaços",
        "política do atelier: password nova a cada 6 meses, 2FA obrigatório no email e no banco",
    )
    r.add(
        "pin_reset_note",
        "PIN do cartão da empresa bloqueou após 3 tentativas — o Millennium envia novo PIN por correio (5-7 dias)",
        "MB WAY: se o PIN bloquear, reativar na app do banco com o cartão matriz",
        "PUK do telemóvel da obra: pedir à NOS pelo 16990, eles enviam por SMS para o nº principal",
    )
    r.add(
        "vault_reference",
        "password da conta Autodesk → Bitwarden > Software > Autodesk (não escrever em papel!)",
        "a senha do alarme está no envelope fechado dentro do cofre, só o Sr. Fonseca sabe a combinação",
        "acesso ao registrar: ver entrada 'Domínio' no cofre de passwords; o 2FA está no telemóvel da secretaria",
    )
    r.add(
        "matrix_card_reference",
        "O cartão matriz CGD está no cofre, envelope azul. Nunca tirar foto nem escrever as posições.",
        "Millennium vai substituir o cartão matriz por app — pedir ao gestor de conta (Dr. Nuno) em junho",
        "banco pediu as posições B3, E7 e G2 para confirmar a transferência — fui ao cofre buscar o cartão",
    )
    r.add(
        "wifi_network_info",
        "redes: ACME-Estudio (equipa, 5 GHz), ACME-Convidados (clientes, isolada), ACME-IoT (impressoras e câmaras)",
        f"o access point da sala de reuniões é o {mac(upper=True)}, canal 36, VLAN 30",
        "se a wifi de convidados não ligar, reiniciar o AP do corredor (o botão fica atrás do quadro)",
    )
    r.add(
        "printer_ip_address",
        f"Ricoh: 10.0.{secrets.randbelow(5) + 1}.{secrets.randbelow(200) + 20}  |  plotter: 10.0.{secrets.randbelow(5) + 1}.{secrets.randbelow(200) + 20}  |  NAS 10.0.1.10",
        f"IP fixo do router MEO: 85.{secrets.randbelow(200) + 10}.{secrets.randbelow(250)}.{secrets.randbelow(250)} (a construtora pediu para a VPN deles)",
        "gateway 192.168.1.254, DNS 1.1.1.1 e 8.8.8.8, DHCP de .100 a .199",
    )
    r.add(
        "nas_share_path",
        "pastas do NAS: \\\\nas.acme.internal\\projetos, \\\\nas.acme.internal\\arquivo, \\\\nas.acme.internal\\administrativo (só eu e o Sr. Fonseca)",
        f"os renders do {p2} estão em smb://nas.acme.internal/renders/{p2}/2025-{secrets.randbelow(12) + 1:02d}",
    )
    r.add(
        "mac_address",
        f"MAC do portátil novo da Marta para reservar IP: {mac()}",
        f"dispositivos bloqueados na rede de convidados: {mac('-', True)}, {mac('-', True)}",
        f"Ricoh IM C3000 — endereço MAC {mac('-', True)} (reserva DHCP .50)",
    )
    r.add(
        "license_plate",
        f"carrinha da empresa: Renault Kangoo {matricula()} — inspeção em setembro",
        f"lugar de garagem 14 é do carro do Sr. Fonseca ({matricula()}); o 15 fica para clientes",
        f"multa de estacionamento da viatura {matricula()} — contestar, estava em serviço na obra",
    )
    r.add(
        "niss_number",
        f"NISS da empresa (entidade empregadora): {niss()}",
        f"NISS do estagiário novo para a inscrição na SS: {niss()}",
        f"recibos verdes do consultor de estruturas: NISS {niss()}, NIF {nif('1')}",
    )
    r.add(
        "certidao_permanente_code",
        f"Código da certidão permanente (dar ao banco/concursos): {digits(4)}-{digits(4)}-{digits(4)} — válida até março",
        f"para o concurso público pedem a certidão permanente: código de acesso {digits(4)}-{digits(4)}-{digits(4)}, consultar em www.registo.acme.test",
        "a certidão permanente renova-se online por 1 ano; o código novo fica no email do contabilista",
    )
    r.add(
        "ssh_host_fingerprint",
        f"fingerprint da chave do NAS (confirmar na 1ª ligação): SHA256:{b64u_bytes(32).replace('-', '+').replace('_', '/')}",
        f"a chave pública do backup (ed25519) que pus no NAS da casa: ssh-ed25519 {ed25519_pub()} backup@nas-acme",
    )
    r.add(
        "dkim_public_record",
        f"registo DNS para o email (o registrar pediu): selector1._domainkey TXT \"v=DKIM1; k=rsa; p={rsa_spki_b64()}\"",
        f"SPF: v=spf1 include:spf.protection.outlook.example -all  |  MX 0 {DOMAIN.replace('.', '-')}.mail.protection.outlook.example",
        f"verificação do domínio no M365: TXT MS=ms{digits(8, lead=True)}",
    )
    r.add(
        "recaptcha_site_key",
        f"formulário de contacto do site — reCAPTCHA site key (pública, vai no HTML): 6L{rnd(URLSAFE, 38)}",
        f"Google Analytics do site: G-{rnd(UPPER + DIGITS, 10)}",
        f"Mapbox no mapa de projetos do site — token público (pk, restrito ao domínio): pk.eyJ1IjoiYWNtZWFycSJ9.{rnd(URLSAFE, 22)}",
    )
    r.add(
        "software_version",
        f"NAS atualizado para DSM 7.2.2-{digits(5, lead=True)} Update {secrets.randbelow(5) + 1}",
        f"AutoCAD 2025.1.{secrets.randbelow(5)} em todos os PCs exceto o da receção (ainda 2024.1.{secrets.randbelow(5)})",
        f"firmware da Ricoh: v{secrets.randbelow(3) + 1}.{digits(2)} build {digits(6, lead=True)}",
    )
    r.add(
        "order_number",
        f"encomenda Adobe nº AD{digits(9, lead=True)} — renovação anual Creative Cloud equipa (4 licenças)",
        f"papel do plotter encomendado, pedido #{digits(7, lead=True)}, chega quinta",
        f"Nº de encomenda Autodesk: {digits(10, lead=True)} (está na fatura em PDF)",
    )
    r.add(
        "support_case_number",
        f"Autodesk support case {digits(8, lead=True)} — Revit crasha ao abrir o modelo central",
        f"pedido de assistência Ricoh nº {rnd(UPPER, 2)}{digits(8)}, técnico vem terça de manhã",
        f"MEO avaria: ref. {digits(11, lead=True)}",
    )
    r.add(
        "booking_reference",
        f"Viagem ao Porto (obra do Bolhão): TAP, reserva {rnd(UPPER + DIGITS, 6)}, dia 14 às 7h05",
        f"comboio Alfa Pendular, bilhete {digits(13, lead=True)}, carruagem {secrets.randbelow(6) + 1} lugar {secrets.randbelow(80) + 1}",
        f"hotel em Madrid para a feira: confirmação nº {digits(10, lead=True)}, PIN da reserva só para cancelar está no email",
    )
    r.add(
        "element_uuid",
        f"o IFC da estrutura tem o GUID errado na laje: {uid()}",
        f"ID da pasta partilhada no OneDrive: {uid()}",
        f"licença ativada no PC da Marta — device id {uid()}",
    )
    r.add(
        "file_checksum",
        f"SHA-256 do ZIP entregue à Câmara: {hexs(64)}",
        f"md5 do ficheiro de backup de março {hexs(32)} (confere com o do NAS)",
        f"commit do tema do site que o sobrinho fez deploy: {hexs(40)}",
    )
    r.add(
        "coupon_code",
        f"desconto papelaria: código ARQ{digits(2)}-{rnd(UPPER + DIGITS, 5)} dá 10% até fim do mês",
        f"cupão Staples: {rnd(UPPER + DIGITS, 10)}",
        f"código promocional da Adobe para estudantes (para a estagiária): PROMO-{rnd(UPPER + DIGITS, 6)}, válido 30 dias",
    )
    r.add(
        "product_code",
        f"papel do plotter: HP Bright White 914 mm x 45,7 m, ref. C6036A; tinteiros 72 ref. {rnd(UPPER, 1)}9{rnd(UPPER, 1)}{digits(2)}A",
        f"toner Ricoh ref. {digits(6, lead=True)} (preto) e {digits(6, lead=True)} (ciano)",
        f"código de barras das cadeiras da sala de reuniões (para a garantia): {ean13('560')}",
    )
    r.add(
        "insurance_policy_number",
        f"Apólice RC profissional nº {rnd(UPPER, 2)}{digits(8)}, renova a 1 de julho",
        f"seguro da carrinha: apólice {digits(10, lead=True)} — certificado internacional no porta-luvas",
    )
    r.add(
        "camara_process_number",
        f"processo na CML: {digits(4, lead=True)}/EDI/2025 — aguarda parecer da Cultura",
        f"Licenciamento Oeiras proc. n.º {digits(3, lead=True)}/25, requerimento {digits(6, lead=True)}",
        f"SIRJUE: pedido {rnd(UPPER, 3)}-{digits(4)}-{digits(6)}",
    )
    r.add(
        "artigo_matricial",
        f"Moradia Restelo: artigo matricial U-{digits(4, lead=True)}, freguesia de Belém; descrição predial {digits(4, lead=True)}/{digits(8)}",
        f"caderneta predial do lote 7: artigo {digits(5, lead=True)}, fração {rnd(UPPER, 1)}",
    )
    r.add(
        "cpe_code",
        f"CPE da eletricidade do atelier: PT0002{digits(12)}{rnd(UPPER, 2)} (para a mudança de comercializador)",
        f"código CUI do gás: PT16{digits(14)}{rnd(UPPER, 2)}",
    )
    r.add(
        "isp_contract_number",
        f"MEO empresas — nº de conta {digits(9, lead=True)}, contrato fibra 1 Gbps até 2026",
        f"NOS: contrato {digits(10, lead=True)} (telemóveis da empresa)",
    )
    r.add(
        "card_last_four",
        f"cartão da empresa terminado em {digits(4)} (validade {card_expiry()}) — atualizar na Adobe",
        f"débito duplicado no cartão ****{digits(4)} a {secrets.randbelow(28) + 1}/05, pedir estorno",
        f"Visa empresa •••• {digits(4)}: limite aumentado para 5000 € a pedido do Sr. Fonseca",
    )
    r.add(
        "two_factor_setup_note",
        "ativei o 2FA na conta Autodesk com a app Microsoft Authenticator do telemóvel da secretaria",
        "M365: autenticação multifator ativa para todos; se alguém trocar de telemóvel, eu faço reset no admin center",
        "registrar agora exige código por SMS a cada login (vai para o 91x do Sr. Fonseca)",
    )
    r.add(
        "sms_code_note",
        "O código MB WAY que chega por SMS expira em 5 min, tenho de ligar à Marta para mo ditar",
        "Millennium manda SMS com código de 6 dígitos para confirmar transferências acima de 1000 €",
    )
    r.add(
        "puk_location_note",
        "O PUK de todos os telemóveis da empresa está no suporte de plástico dos SIM, na gaveta 2 da secretária",
        "PINs dos SIM: deixei os de fábrica desativados nos telemóveis das obras (menos uma coisa para esquecer)",
    )
    r.add(
        "meeting_id",
        f"reunião Teams com a Câmara: ID {digits(3, lead=True)} {digits(3)} {digits(3)} {digits(3)} — o código de acesso vem no convite",
        f"Zoom com o cliente de Londres, meeting ID {digits(3, lead=True)} {digits(4)} {digits(4)}, link no calendário",
        f"Webex com o gabinete de engenharia: número da reunião {digits(4, lead=True)} {digits(3)} {digits(4)}",
    )
    r.add(
        "sepa_mandate_reference",
        f"débito direto EDP: ID credor PT{digits(2)}ZZZ{digits(6)}, referência da autorização {digits(11, lead=True)}",
        f"autorização de débito (ADC) seguro carrinha: ref. {rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "alarm_contract_number",
        f"Securitas: contrato {digits(8, lead=True)}, nº de instalação {digits(6, lead=True)}; em caso de alarme eles ligam para {tel_movel()}",
        "o técnico do alarme vem dia 20 trocar a bateria do painel (modelo Galaxy Flex 20)",
    )
    r.add(
        "door_code_change_note",
        "código da porta muda no dia 1 de cada trimestre; o novo é enviado por SMS só à equipa fixa",
        "estafetas: tocar à campainha 2º esq. — NÃO dar o código da porta a ninguém de fora",
        "O Sr. Fonseca pediu para trocar o código do alarme depois da saída da Inês (marcado com a Securitas)",
    )
    r.add(
        "env_var_reference",
        "no servidor do site a password da BD já não está no wp-config: vem da variável WP_DB_PASSWORD (ficheiro .env, só o sobrinho tem)",
        "script de backup lê o token de DNS_API_TOKEN; se falhar, verificar se a variável existe no crontab",
    )
    r.add(
        "swift_bic",
        "códigos BIC: Millennium BCOMPTPL, CGD CGDIPTPL, Novo Banco BESCPTPL",
        f"cliente inglês pediu dados para transferência internacional: IBAN {pt_iban(BANCOS['CGD'], spaced=False)}, BIC/SWIFT CGDIPTPL",
    )
    r.add(
        "atm_receipt_number",
        f"talão do pagamento ao Estado: nº de transação {digits(5)}, identificação do pagamento {digits(15, lead=True)}",
        f"guia da Segurança Social nº {digits(11, lead=True)}, pago a {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1:02d}",
        f"DUC do IVA: {digits(15, lead=True)} — valor {secrets.randbelow(5000) + 300},{digits(2)} €",
    )
    r.add(
        "software_licence_info",
        f"Adobe: 4 licenças, ciclo anual, ID de contrato VIP {rnd(UPPER + DIGITS, 12)} (não é o login, é só para a revenda)",
        f"licenças Autodesk: 3x AutoCAD LT, 2x Revit, nº de contrato {digits(12, lead=True)}, renovação a {secrets.randbelow(28) + 1}/09",
        f"licença do V-Ray (renders) — ID {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)} atribuída ao PC do Rui, gerir em https://licencas.acme.test",
    )
    r.add(
        "employee_number",
        f"nº de funcionária da Marta: {digits(6, lead=True)}; recibo de vencimento nº {digits(4)}/2025",
        f"cartão de ponto do estagiário: {rnd(UPPER, 1)}{digits(5)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout85.py", [
        ("heldout85_credentials.yaml", credentials(), "batch 85 (office manager of a Lisbon architecture studio, European Portuguese), written blind; every value synthetic"),
        ("heldout85_lookalikes.yaml", lookalikes(), "batch 85 look-alikes: NIF/NIPC, PT IBANs, MB references, ATCUD, project and CAD ids, CTT tracking, notes about passwords without values, written blind"),
    ])


if __name__ == "__main__":
    main()
