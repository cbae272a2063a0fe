# ruff: noqa: E501
"""Writes heldout314_credentials.yaml and heldout314_lookalikes.yaml: held-out batch 314.

Persona: a restaurant owner in Lisbon who writes her notes in European Portuguese (not
Brazilian), mixed with some English and kitchen slang. She keeps the cloud POS admin login
(Vendus, Zonesoft), the Multibanco terminal's manager PIN, the Portal das Finanças and
Segurança Social Direta passwords, the Millennium bcp and Caixa Geral de Depósitos online
banking codes and matrix card positions, the Uber Eats and Glovo partner portal logins, the
walk-in freezer alarm code, the restaurant Wi-Fi and the CCTV app login; and many notes that
only look like them: NIF and NIPC numbers, IBANs, invoice ATCUD codes, reservation
references, supplier order and lot numbers, Multibanco payment references (entidade and
referência, public by design), phone numbers and HACCP log ids.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    digits,
    groups,
    hexs,
    iban,
    mac,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

DOM = "tasca-acme.example"
SITE = "site.tasca-acme.example"


def nif(first: str) -> str:
    """A Portuguese NIF / NIPC with a valid mod-11 check digit; `first` picks the kind
    (1-3 a person, 5 a company, 6 a public body)."""
    body = first + digits(8 - len(first))
    total = sum(int(c) * (9 - i) for i, c in enumerate(body))
    rest = total % 11
    return body + ("0" if rest < 2 else str(11 - rest))


def niss(first: str = "1") -> str:
    """An 11-digit NISS (Segurança Social number) with its check digit."""
    body = first + digits(9)
    weights = (29, 23, 19, 17, 13, 11, 7, 5, 3, 2)
    total = sum(int(c) * w for c, w in zip(body, weights, strict=True))
    return body + str(9 - total % 10)


def pt_iban(bank: str, spaced: bool = True) -> str:
    """A Portuguese IBAN: bank, branch, account and the NIB's two check digits."""
    body = bank + digits(4) + digits(11)
    check = 98 - int(body + "00") % 97
    return iban("PT", f"{body}{check:02d}", spaced)


def atcud() -> str:
    """An ATCUD: the series' validation code from the AT, a dash, the document's number."""
    return f"{rnd(UPPER + DIGITS, 8)}-{secrets.randbelow(900) + 1}"


def mb_ref() -> str:
    """A Multibanco payment reference, nine digits in groups of three."""
    return groups(digits(9), 3)


def ctt_tracking(prefix: str = "RR") -> str:
    """A CTT (UPU S10) tracking number with its check digit."""
    body = digits(8)
    total = sum(int(c) * w for c, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{prefix}{body}{check}PT"


def mobile() -> str:
    return f"+351 9{pick('1', '2', '3', '6')}{digits(1)} {digits(3)} {digits(3)}"


def landline() -> str:
    return f"21{digits(1)} {digits(3)} {digits(3)}"


def amount() -> str:
    return f"{secrets.randbelow(900) + 20},{digits(2)}"


def house_pw() -> str:
    """The kind of password she picks herself."""
    word = pick("Bacalhau", "Sardinha", "Alfama", "Polvo", "Ginjinha", "Tasca", "Bifana", "Petisco")
    return f"{word}{digits(pick(2, 4))}{pick('!', '#', '*', '.', '')}"


def word() -> str:
    return pick("alecrim", "coentros", "louro", "colorau", "azeitona", "tremoço", "medronho", "salsa")


def email() -> str:
    return f"{pick('gerencia', 'encomendas', 'teresa', 'reservas', 'geral')}@{DOM}"


def matrix_grid() -> str:
    head = "    " + "   ".join("ABCDEFGH")
    rows = [f"{i}  " + " ".join(digits(3) for _ in range(8)) for i in range(1, 9)]
    return "\n".join([head, *rows])


def cells(n: int) -> list[str]:
    out: list[str] = []
    while len(out) < n:
        cell = f"{pick(*'ABCDEFGH')}{secrets.randbelow(8) + 1}"
        if cell not in out:
            out.append(cell)
    return out


def b64_store_id() -> str:
    """The store id Uber Eats shows in a store link (base64url of its UUID bytes)."""
    return rnd(URLSAFE, 22)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "pos_admin_login",
        f"Vendus admin: utilizador gerencia@{DOM} / pass {house_pw()} — só eu e a Rita (gerente de sala)",
        f"zonesoft backoffice login\nuser: teresa.admin\npw: {pw()}\n(o do fecho de caixa é outro)",
        f"POS na nuvem (Vendus) -> conta de administrador. email {email()}, palavra-passe {rnd(ALNUM + '!#', 14)}. Não dar aos extras!!",
        f"lembra-me: senha do ZSRest no pc da copa = {house_pw()}  (perfil Gerente, operador 1)",
        f"Pass do POS mudei ontem p/ {pw()} porque o Bruno saiu da cozinha",
        f"POS admin — {rnd(ALNUM, 12)} (user: admin). o código de operador do chef é {digits(4)}",
    )
    r.add(
        "pos_api_key",
        f"Vendus API key p/ o site de takeaway: {hexs(32)}",
        f"VENDUS_API_KEY={hexs(32)}  # o sobrinho pediu para guardar isto",
        f"chave da API do Vendus (conta do restaurante) — {hexs(32)} — não partilhar com a agência do site",
        f"curl -u {hexs(32)}: https://vendus.acme.example/ws/v1.1/documents/?type=FT",
        f"Zonesoft API (integração Glovo)\napp key: {hexs(32)}\napp secret: {rnd(ALNUM, 40)}",
    )
    r.add(
        "multibanco_terminal_pin",
        f"TPA Multibanco (o da esplanada): PIN de supervisor {digits(4)}",
        f"código gestor do terminal MB = {digits(6)}. serve p/ anular talões e fazer o fecho do dia",
        f"PIN do TPA p/ fazer devoluções: {digits(4)} (não dizer aos empregados de mesa)",
        f"terminal multibanco\n- operador: 01\n- pin gestor: {digits(5)}\n- fecho automático às 03h",
        f"esqueço sempre: pin de administrador do TPA é {digits(4)}, o de operador é {digits(4)}",
    )
    r.add(
        "portal_financas_password",
        f"Portal das Finanças — NIPC {nif('5')} / senha {rnd(ALNUM, 12)}",
        f"finanças (o meu NIF pessoal {nif('2')}): pass {house_pw()}",
        f"AT senha nova: {pw()} — a antiga deixou de dar depois do reset por carta",
        f"e-fatura / portal AT\nutilizador: {nif('5')}\nsenha: {rnd(ALNUM + '#$', 16)}",
        f"Senha das Finanças da empresa é {rnd(ALNUM, 10)} (a contabilista também tem)",
        f"pass financas {house_pw()} nif {nif('2')}",
    )
    n1, n2, n3 = nif("5"), nif("5"), nif("5")
    r.add(
        "at_webservice_subuser_password",
        f"subutilizador AT para a comunicação das faturas pelo POS: {n1}/2  senha {rnd(ALNUM, 12)}",
        f"WS faturas: user {n2}/1, pass {rnd(ALNUM + '!', 14)} — criado no portal com as permissões WSE e comunicação de faturas",
        f"e-Fatura webservice (o Zonesoft pede isto no setup):\n  Utilizador: {n3}/3\n  Password: {pw()}",
        f"sub-user p/ os docs de transporte (guias) {n1}/4 pw {rnd(ALNUM, 10)}",
        f"se o POS deixar de comunicar à AT: subutilizador {n2}/2, senha {rnd(ALNUM, 12)}. ver tb se expirou",
    )
    r.add(
        "seguranca_social_direta_password",
        f"Segurança Social Direta — NISS {niss()} / palavra-passe {pw()}",
        f"SS direta (entidade empregadora) niss {niss('2')} senha {rnd(ALNUM, 12)} — p/ as DMR do pessoal",
        f"seg social pass: {house_pw()}",
        f"Segurança Social\nNISS: {niss()}\nPassword: {rnd(ALNUM + '*#', 12)}\nusar só no pc do escritório",
        f"mudei a senha da SSD para {pw()} (pediram troca)",
    )
    r.add(
        "millennium_bcp_codes",
        f"Millennium bcp empresas: código de utilizador {digits(8)}, código multicanal {digits(4)}",
        f"bcp online → user {digits(9)} / pin {digits(6)}",
        f"Millennium (conta do restaurante)\n  nº de adesão: {digits(10)}\n  código secreto: {digits(6)}",
        f"app millennium: código de acesso {digits(6)}, o utilizador é o meu nº de cliente {digits(8)}",
        f"códigos bcp p/ pagar fornecedores: utilizador {rnd(UPPER + DIGITS, 8)} multicanal {digits(4)} (a Sofia da contabilidade NÃO tem isto)",
    )
    r.add(
        "cgd_caixadirecta_codes",
        f"Caixadirecta: nº de contrato {digits(10)} / código de acesso {digits(6)}",
        f"CGD online empresas — utilizador {digits(9)}, senha {digits(6)}; a matriz está noutra nota",
        f"caixa geral: contrato {digits(10)} pass {digits(6)} (o código de confirmação vem por SMS)",
        f"Caixa Geral de Depósitos\n- Nº adesão: {digits(10)}\n- Código: {digits(6)}",
        f"cgd app pin {digits(4)} e código de acesso ao caixadirecta {digits(6)}",
    )
    a = cells(8)
    b = cells(3)
    c = cells(4)
    r.add(
        "bank_matrix_card",
        f"cartão matriz CGD (copiei caso perca o cartão):\n{matrix_grid()}",
        "matriz caixadirecta: " + " ".join(f"{x} {digits(3)}" for x in a),
        "posições do cartão matriz que o banco mais pede: " + ", ".join(f"{x}={digits(3)}" for x in b),
        f"Cartão matriz Millennium\n{matrix_grid()}\n(guardar o original na gaveta)",
        "matriz (coord.) " + " | ".join(f"{x} {digits(3)}" for x in c),
    )
    r.add(
        "uber_eats_partner_login",
        f"Uber Eats Manager: {email()} / {pw()}",
        f"uber eats (restaurant manager) login\nemail: encomendas@{DOM}\npass: {house_pw()}",
        f"UE tablet: pin do tablet {digits(4)}, conta {email()} pw {rnd(ALNUM, 12)}",
        f"Login Uber Eats p/ ver os pagamentos semanais — encomendas@{DOM} — {pw()}",
        f"uber eats: pass mudada p/ {rnd(ALNUM + '!', 12)} depois daquele email esquisito",
    )
    r.add(
        "glovo_partner_login",
        f"Glovo Manager Portal: user {email()} | pass {pw()}",
        f"glovo parceiros → {email()} / {house_pw()} (o tablet do balcão tem a sessão aberta)",
        f"Glovo: pw do portal de parceiros é {rnd(ALNUM, 12)}",
        f"login glovo p/ pôr pratos em 86 quando acaba o stock:\n{email()}\n{pw()}",
        f"GLOVO acesso do gerente de turno: turno@{DOM} senha {rnd(ALNUM + '#', 10)}",
    )
    r.add(
        "freezer_alarm_code",
        f"alarme da câmara de congelação (walk-in): código {digits(4)}",
        f"walk-in freezer alarm — desarmar com {digits(4)}# , se tocar de noite ligar ao técnico do frio",
        f"código p/ silenciar o alarme de temperatura da câmara: {digits(6)}",
        f"câmara -18 → painel do controlador, pass de instalador {digits(3)}, código do alarme {digits(4)}",
        f"Freezer alarm code {digits(4)} (o chef também sabe, mais ninguém)",
    )
    r.add(
        "restaurant_wifi_password",
        f"Wi-Fi da sala: rede TascaAcme_Clientes, password {house_pw()}",
        f"wifi cozinha/escritório (privada) SSID TascaAcme-Staff pass {rnd(ALNUM, 16)}",
        f"WIFI:T:WPA;S:TascaAcme_5G;P:{rnd(ALNUM, 14)};;",
        f"net do restaurante\nrede: Acme-POS\nchave WPA2: {rnd(ALNUM + '!@', 20)}\n(só para o POS e o TPA, não dar a clientes)",
        f"password do wi-fi dos clientes mudou → {pick('bacalhau', 'sardinha', 'pastelnata', 'ginjinha')}{digits(4)}",
        f"pw wifi: {rnd(LOWER + DIGITS, 12)}",
    )
    r.add(
        "cctv_app_login",
        f"Hik-Connect (câmaras): {email()} / {pw()}",
        f"app das câmaras CCTV — user admin, pass {rnd(ALNUM + '#', 12)} (o gravador está na despensa)",
        f"NVR: http://192.168.1.64 admin / {house_pw()}",
        f"CCTV login p/ ver do telemóvel: user tasca.acme pass {pw()}",
        f"DMSS (câmaras da esplanada) utilizador admin palavra-passe {rnd(ALNUM, 10)}",
    )
    r.add(
        "cctv_verification_code",
        f"código de verificação do gravador Hikvision (autocolante por baixo): {rnd(UPPER, 6)} — é a chave de encriptação do vídeo",
        f"verification code câmaras {rnd(UPPER, 6)}",
        f"para adicionar o NVR à app pede o device verification code: {rnd(UPPER, 6)}",
        f"Hik encryption code (câmara da porta das traseiras) = {rnd(UPPER, 6)}",
    )
    r.add(
        "intrusion_alarm_code",
        f"alarme do restaurante (Securitas): código {digits(4)}, palavra-chave p/ a central: {word()}",
        f"alarme: desarmar {digits(4)}, código de coação {digits(4)} (só se alguém me obrigar)",
        f"Prosegur — senha de identificação quando ligam: {word()}{digits(2)}; código do teclado {digits(6)}",
        f"código alarme porta principal {digits(4)} / a senhora da limpeza tem o {digits(4)} (utilizador 3)",
        f"alarm code {digits(4)} — quem fecha é quem arma",
    )
    r.add(
        "safe_combination",
        f"cofre do escritório: {digits(2)}-{digits(2)}-{digits(2)}",
        f"combinação do cofre (fundo de caixa): {digits(6)}",
        f"cofre novo, código mestre {digits(8)}, código de utilizador {digits(4)}",
        f"cofre: {digits(4)}#  (pilhas trocadas em janeiro)",
    )
    r.add(
        "thefork_manager_login",
        f"TheFork Manager: {email()} / {pw()}",
        f"the fork (reservas) pass {house_pw()} — o login é reservas@{DOM}",
        f"theFork\nuser: reservas@{DOM}\npw: {rnd(ALNUM, 12)}\n(o PIN do iPad das reservas é {digits(4)})",
        f"senha do TheFork mudei: {rnd(ALNUM + '!', 11)}",
        f"reservas online (TheFork manager) - utilizador sala@{DOM}, senha {pw()}",
    )
    r.add(
        "router_admin_password",
        f"router MEO (fibra): http://192.168.1.254 admin / {rnd(ALNUM, 10)}",
        f"box NOS admin pass {rnd(ALNUM, 12)}",
        f"Vodafone router — user: vodafone  pass: {rnd(UPPER + DIGITS, 8)}",
        f"router do escritório: palavra-passe de gestão {pw()} (o técnico da MEO mudou-a)",
        f"admin router {house_pw()}",
    )
    r.add(
        "chave_movel_digital_pin",
        f"Chave Móvel Digital: telemóvel {mobile()} e PIN {digits(4)}",
        f"CMD pin {digits(4)}",
        f"PIN da chave móvel (p/ entrar nas Finanças sem senha): {digits(4)}",
        f"chave movel digital — código pin {digits(4)}, o código de segurança vem por SMS",
    )
    r.add(
        "cartao_cidadao_pins",
        f"Cartão de Cidadão — PIN autenticação {digits(4)}, PIN assinatura {digits(6)}, PUK {digits(8)}",
        f"PINs do CC (carta da loja do cidadão):\nautenticação: {digits(4)}\nassinatura: {digits(4)}\nmorada: {digits(4)}\nPUK: {digits(8)}",
        f"cc pin {digits(4)} / puk {digits(8)}",
        f"pin de assinatura digital do cartão de cidadão {digits(6)} — p/ assinar contratos de fornecedores",
    )
    bk = groups(digits(16), 4, "-")
    r.add(
        "ifthenpay_keys",
        f"ifthenpay backoffice key: {groups(digits(16), 4, '-')}",
        f"chave anti-phishing ifthenpay (callback): {rnd(ALNUM, 50)}",
        f"ifthenpay\n  backoffice key: {bk}\n  anti-phishing: {rnd(ALNUM, 32)}\n  (entidade e subentidade são públicas, estão nas referências)",
        f"callback configurado: https://{SITE}/mb/callback?key={rnd(ALNUM, 40)}&id=[ID]&amount=[AMOUNT]",
        f"ifthenpay p/ o site: gateway key {rnd(UPPER, 4)}-{digits(6)}, anti-phishing {rnd(ALNUM, 40)}",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe (site de encomendas takeaway) secret key: sk_live_{rnd(ALNUM, 24)}",
        f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 97)}",
        f"stripe restricted key só p/ reembolsos: rk_live_51{rnd(ALNUM, 97)}",
        f"webhook secret do stripe: whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "gmail_app_password",
        f"app password do gmail das reservas (p/ o Outlook do escritório): {app_password()}",
        f"senha de app google — impressora scan-to-email: {app_password()}",
        f"reservas@ gmail app pw {app_password().replace(' ', '')}",
        f"Google palavra-passe de aplicação (Thunderbird): {app_password()}",
    )
    r.add(
        "website_connection_string",
        f"postgres://reservas:{rnd(ALNUM, 20)}@db.tasca-acme.internal:5432/reservas",
        f"SMTP do site: smtp.{DOM}:587 user reservas@{DOM} pass {rnd(ALNUM, 16)}",
        f"DATABASE_URL=mysql://wp_acme:{rnd(ALNUM + '!#', 18)}@mysql.acme.internal/wordpress",
        f"FTP do alojamento do site ftp://tascaacme:{rnd(ALNUM, 14)}@ftp.{DOM}",
    )
    r.add(
        "whatsapp_business_pin",
        f"WhatsApp Business do restaurante — PIN da verificação em dois passos: {digits(6)}",
        f"pin 2 passos whatsapp (número das reservas) {digits(6)}",
        f"whatsapp business: se pedir o PIN é {digits(6)}",
        f"WA business PIN {digits(6)} / email de recuperação reservas@{DOM}",
    )
    r.add(
        "social_backup_codes",
        "códigos de backup instagram @tasca.acme:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
        "IG recovery codes: " + ", ".join(digits(8) for _ in range(4)),
        "Facebook / Meta Business — códigos de recuperação:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
        "códigos de recuperação do Instagram (já usei o 1º e o 2º):\n" + "\n".join(f"{i}. {digits(8)}" for i in range(3, 9)),
    )
    r.add(
        "mbway_pin",
        f"MB WAY pin {digits(4)}",
        f"PIN da app MB WAY (telemóvel do restaurante): {digits(4)}",
        f"mbway: nº {mobile()}, pin {digits(4)}",
    )
    r.add(
        "accounting_software_login",
        f"TOConline (a contabilista partilhou): {email()} / {pw()}",
        f"Moloni login: gerencia@{DOM} pw {house_pw()}",
        f"programa da contabilidade → utilizador tasca.acme, senha {rnd(ALNUM, 12)}",
        f"toc online pass {rnd(ALNUM + '!', 12)}",
    )
    r.add(
        "moloni_api_secret",
        f"Moloni API\ndeveloper_id: tascaacme\nclient_secret: {hexs(40)}",
        f"client_secret do moloni p/ a integração com a loja online: {hexs(40)}",
        f"curl 'https://api.moloni.acme.example/v1/grant/?grant_type=password&client_id=tascaacme&client_secret={hexs(40)}&username=gerencia@{DOM}&password={rnd(ALNUM, 14)}'",
    )
    r.add(
        "door_keypad_code",
        f"código da porta das traseiras (entrada de pessoal / cargas e descargas): {digits(4)}",
        f"porta de serviço {digits(4)}*",
        f"código do cacifo do chef {digits(4)}, do meu {digits(4)}",
        f"keypad da garrafeira: {digits(5)} — ninguém da sala entra lá sem mim",
    )
    r.add(
        "utility_account_login",
        f"EDP (luz do restaurante) login {email()} / {pw()}",
        f"Galp gás — área de cliente pass {house_pw()}",
        f"EPAL água: user {digits(9)} senha {rnd(ALNUM, 10)}",
        f"MEO empresas (fatura do telefone e net) → {email()} — pw {rnd(ALNUM + '#', 12)}",
    )
    r.add(
        "supplier_shop_login",
        f"Recheio online (encomendas de secos): cartão de cliente {digits(8)}, palavra-passe {house_pw()}",
        f"Makro app — {email()} / {pw()}",
        f"portal do fornecedor de peixe (encomendas até às 18h): user tascaacme pass {rnd(ALNUM, 9)}",
        f"login vinhos (distribuidor) {email()} senha {rnd(ALNUM + '!', 10)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "nif_number",
        f"NIF do cliente da festa de sábado p/ a fatura: {nif('2')}",
        f"fornecedor de peixe NIF {nif('5')} — confirmar na fatura",
        f"contribuinte da Rita (p/ o contrato de trabalho): {nif('2')}",
        f"fatura c/ NIF {nif('1')} — o senhor do grupo de 12 pediu no fim",
        f"nif do talho {nif('5')}, do padeiro {nif('2')}",
    )
    r.add(
        "nipc_company_number",
        f"NIPC da Tasca Acme, Lda: {nif('5')} (pôr nos menus e no site)",
        f"empresa: Tasca Acme Unipessoal Lda — NIPC {nif('5')} — CAE 56101",
        f"NIPC do distribuidor de vinhos {nif('5')}",
        f"dados p/ faturação da empresa do evento: NIPC {nif('5')}, morada R. das Flores 12, 1200-195 Lisboa",
        f"Junta de Freguesia (licença da esplanada) NIPC {nif('6')}",
    )
    r.add(
        "iban_for_payments",
        f"IBAN do restaurante p/ transferências (dar aos clientes dos eventos): {pt_iban('0033')}",
        f"IBAN CGD: {pt_iban('0035')} — BIC CGDIPTPL",
        f"fornecedor de legumes quer o pagamento p/ {pt_iban('0036')}",
        f"sinal das reservas de grupo: transferir para {pt_iban('0033', spaced=False)}",
        f"IBAN da conta dos ordenados {pt_iban('0035')} (é o que está no recibo)",
    )
    vc = rnd(UPPER + DIGITS, 8)
    r.add(
        "atcud_code",
        f"fatura FT A/{digits(3, lead=True)} — ATCUD:{atcud()}",
        f"ATCUD {atcud()} (aparece por cima do QR code da fatura)",
        f"código de validação da série FR 2025 comunicado à AT: {vc} → os ATCUD ficam {vc}-1, {vc}-2, …",
        f"a fatura do fornecedor tem ATCUD sim: {atcud()}",
        f"nota de crédito NC 2025/{digits(2, lead=True)} ATCUD:{atcud()}",
    )
    r.add(
        "invoice_number",
        f"FT 2025/{digits(4, lead=True)} de {amount()}€ — peixe da semana",
        f"fatura nº FR A/{digits(3, lead=True)}, recibo nº {digits(5, lead=True)}",
        f"falta pagar a FT {pick('AB', 'FAC', 'F')}{digits(2)}/{digits(6, lead=True)} da gráfica (menus novos)",
        f"faturas do mês:\nFT 2025/{digits(4, lead=True)} — {amount()}€\nFT 2025/{digits(4, lead=True)} — {amount()}€\nFT 2025/{digits(4, lead=True)} — {amount()}€",
        f"fatura-recibo {digits(4, lead=True)}/{digits(2)} do técnico do frio (reparação do compressor)",
    )
    r.add(
        "mb_payment_reference",
        f"pagar a luz: Entidade {digits(5, lead=True)} Referência {mb_ref()} Montante {amount()} €",
        f"Segurança Social — referência multibanco {mb_ref()} (entidade {digits(5, lead=True)}) p/ pagar até dia 20",
        f"IUC da carrinha ref MB: ent. {digits(5, lead=True)} ref. {mb_ref()} valor {amount()}€",
        f"pagamento por referência p/ o cliente do jantar de empresa:\nEntidade: {digits(5, lead=True)}\nReferência: {mb_ref()}\nValor: {amount()} €",
        f"ref. MB da fatura da água {mb_ref()} / ent {digits(5, lead=True)} — vence a 15",
        f"sinal do casamento pago por MB — entidade {digits(5, lead=True)}, referência {digits(9)}",
    )
    r.add(
        "reservation_reference",
        f"reserva TheFork #{digits(9, lead=True)} — Sr. Almeida, 8 pax, 21h, mesa 12",
        f"booking ref {rnd(UPPER + DIGITS, 8)} — jantar de empresa 30 pax, menu fechado",
        f"reserva nº R-{digits(6)} cancelada (no-show na semana passada também)",
        f"confirmação da reserva do grupo alemão: {rnd(UPPER, 3)}{digits(5)}",
        f"TheFork: reserva {uid()} mudou p/ as 20h30",
    )
    r.add(
        "supplier_order_number",
        f"encomenda Recheio nº {digits(10, lead=True)} — entrega 5ª de manhã",
        f"PO-{digits(6)} ao fornecedor de peixe (polvo 10kg, lulas 5kg)",
        f"guia de remessa GR {digits(4)}/{digits(5, lead=True)} veio sem as natas",
        f"Makro pedido #{rnd(UPPER + DIGITS, 10)} — reclamar das caixas partidas",
        f"nota de encomenda ENC{digits(7)} vinhos (6x tinto Douro, 12x vinho verde)",
    )
    r.add(
        "lot_number",
        f"lote do bacalhau L{digits(5)}{pick('A', 'B', 'C')} validade 12/2026",
        f"lote {rnd(UPPER + DIGITS, 8)} — natas 35% (ver se é o do recall)",
        f"ovos: lote {digits(1, lead=True)}PT{digits(4)} categoria A, postos a {digits(2)}/{digits(2)}",
        f"farinha T65 lote {digits(2)}{rnd(UPPER, 2)}{digits(4)} — guardar etiqueta p/ o HACCP",
        f"rastreabilidade amêijoa: lote {rnd(UPPER + DIGITS, 10)}, zona de produção L{digits(1, lead=True)}",
    )
    r.add(
        "haccp_log_id",
        f"registo HACCP #{digits(6, lead=True)} — temp. câmara de frio 3,2 ºC às 08h",
        f"HACCP-2025-{digits(5)} não conformidade: caixa de frango recebida a 9 ºC, devolvida",
        f"folha de limpeza nº {digits(4)} assinada pelo chef",
        f"id do registo de óleo de fritura: OF-{digits(4)} (TPM 22%, ainda dá)",
        f"HACCP log {hexs(8)} — abatedor: 70ºC → 3ºC em 88 min",
    )
    r.add(
        "phone_number",
        f"técnico do frio (urgências): {mobile()}",
        f"Glovo apoio parceiros {landline()}",
        f"fornecedor de peixe — Sr. Manuel {mobile()}, escritório {landline()}",
        f"canalizador: {mobile()} (vem ao sábado mas cobra mais)",
        f"telefone das reservas: +351 {landline()} / whatsapp {mobile()}",
    )
    r.add(
        "ctt_tracking_number",
        f"CTT registo {ctt_tracking()} — carta das Finanças",
        f"encomenda das fardas novas: {ctt_tracking('EA')}",
        f"tracking {ctt_tracking('RL')} (facas afiadas de volta)",
        f"devolução das toalhas: CTT Expresso {ctt_tracking('EE')}",
    )
    r.add(
        "delivery_order_id",
        f"Uber Eats pedido #{rnd(UPPER + DIGITS, 5)} — cliente reclamou, faltava o arroz",
        f"order id Uber Eats {uid()} — reembolso parcial 6,50€",
        f"Glovo pedido {rnd(UPPER + DIGITS, 9)} — o estafeta chegou 40 min atrasado",
        f"nº do pedido Glovo p/ o estafeta confirmar: #{rnd(UPPER, 3)}{digits(3)}",
        f"pedidos com problema ontem: UE #{rnd(UPPER + DIGITS, 5)}, UE #{rnd(UPPER + DIGITS, 5)}, Glovo {rnd(UPPER + DIGITS, 9)}",
    )
    r.add(
        "stripe_publishable_key",
        f"pk_live_51{rnd(ALNUM, 97)} — chave PUBLICÁVEL do Stripe, pode ir no html do site",
        f"Stripe publishable key (front-end do takeaway): pk_live_{rnd(ALNUM, 24)}",
        f"o sobrinho diz que isto não é segredo: pk_test_51{rnd(ALNUM, 97)}",
        f"STRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "masked_card_number",
        f"cartão de crédito da empresa termina em {digits(4)} (**** **** **** ****)",
        f"talão do TPA: ************{digits(4)} VISA, aut. {digits(6)}",
        f"Uber Eats paga para a conta ••••{digits(4)}",
        f"débito direto EDP na conta PT50 **** **** **** **** *{digits(3)} {digits(1)}",
        f"cartão Makro {digits(4)} **** ****",
    )
    r.add(
        "password_rotation_reminder",
        "mudar a senha das Finanças em março — a contabilista também tem de saber da nova",
        "lembrar: trocar a palavra-passe do Vendus quando o Bruno sair",
        "PIN do TPA: mudar depois do verão, os extras viram-me a marcar",
        "trocar a password do wi-fi dos clientes todos os meses (dia 1)",
        "depois de despedir alguém: mudar código do alarme, porta de serviço e POS. no mesmo dia!",
        "Uber Eats pediu p/ alterar a palavra-passe a cada 90 dias — pôr no calendário",
    )
    r.add(
        "secret_location_reference",
        "a senha do Portal das Finanças está no envelope castanho dentro do cofre",
        "cartão matriz da CGD — gaveta de cima do escritório, a chave está no porta-chaves vermelho",
        "o código do alarme da câmara está colado dentro do quadro elétrico (só o chef e eu)",
        "passwords todas no Bitwarden, cofre 'Restaurante' — o mestre sei de cor",
        "PINs do cartão de cidadão: carta guardada no dossier 'Pessoal', prateleira de cima",
    )
    r.add(
        "env_var_reference",
        "no .env do site: STRIPE_SECRET_KEY, VENDUS_API_KEY, IFTHENPAY_ANTIPHISHING_KEY — quem tem os valores é o sobrinho",
        "deploy do site (GitHub Actions):\n  password: ${{ secrets.FTP_PASSWORD }}\n  username: ${{ secrets.FTP_USER }}",
        "config do plugin: api_key: ${VENDUS_API_KEY}",
        "senha do Uber Eats: op://Restaurante/Uber Eats/password",
        "DATABASE_URL=postgres://reservas:${DB_PASSWORD}@db.tasca-acme.internal:5432/reservas",
    )
    r.add(
        "terminal_merchant_id",
        f"TPA nº {digits(8, lead=True)}, nº de estabelecimento {digits(10, lead=True)}",
        f"terminal da esplanada: ID {digits(8, lead=True)} (Unicre), o da sala {digits(8, lead=True)}",
        f"SIBS merchant id {digits(10, lead=True)} — pedem isto quando ligo p/ a assistência",
        f"nº de série do TPA: {rnd(UPPER, 3)}{digits(9)}",
        f"Multibanco — contrato de aceitação nº {digits(7, lead=True)}/{digits(2)}",
    )
    r.add(
        "bic_and_creditor_id",
        "BIC Millennium: BCOMPTPL / CGD: CGDIPTPL",
        f"ID de credor SEPA da empresa: PT{digits(2)}ZZZ{digits(6)}",
        f"ADC (autorização de débito) nº {digits(11, lead=True)} — EDP",
        "SWIFT p/ o fornecedor espanhol: CGDIPTPL",
    )
    r.add(
        "equipment_serial_number",
        f"forno Rational iCombi nº série E{digits(2)}SH{digits(8)}",
        f"NVR Hikvision DS-7608NI-K2 serial DS-7608NI-K20820{digits(6)}CCRR{rnd(UPPER + DIGITS, 8)}WCVU",
        f"máquina de lavar loiça mod. {rnd(UPPER, 2)}-{digits(3)} nº {digits(10)} (garantia até 2027)",
        f"câmara frigorífica: compressor {rnd(UPPER, 3)}{digits(4)}{rnd(UPPER, 2)} série {rnd(UPPER + DIGITS, 12)}",
        f"impressora de talões Epson TM-T20III S/N {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "printer_network_settings",
        f"impressora da cozinha: IP 192.168.1.{secrets.randbelow(150) + 100}, MAC {mac()}",
        f"impressora do bar {mac(':', True)} → 192.168.1.{secrets.randbelow(150) + 100} porta 9100",
        f"TPA em rede: IP fixo 192.168.10.{secrets.randbelow(200) + 20}, gateway 192.168.10.1",
        f"MAC do tablet da Glovo {mac('-', True)} (reservar IP no router)",
    )
    r.add(
        "wifi_network_info",
        "rede de clientes: TascaAcme_Clientes (a password está no quadro ao pé da caixa)",
        "Wi-Fi: canal 6, 2.4GHz, WPA2-PSK, o router está na copa",
        "rede TascaAcme-Staff é só p/ o pessoal; o POS liga-se à Acme-POS por cabo",
        "senha do wi-fi: perguntar ao empregado (está escrita no talão)",
    )
    r.add(
        "niss_employer_number",
        f"NISS da empresa (entidade empregadora): {niss('2')}",
        f"NISS do Bruno p/ a contratação: {niss()}",
        f"nº de segurança social da nova copeira {niss()} — entregar à contabilista",
        f"DMR de outubro entregue, NISS entidade {niss('2')}",
    )
    r.add(
        "store_page_link",
        f"página do restaurante no Uber Eats: https://www.ubereats.example/pt/store/tasca-acme/{b64_store_id()}",
        f"link Glovo p/ pôr no Instagram: https://glovo.example/pt/pt/lisboa/tasca-acme-{rnd(LOWER, 3)}/",
        f"store id Uber Eats {uid()}",
        f"TheFork: https://www.thefork.example/restaurante/tasca-acme-r{digits(6, lead=True)}",
    )
    r.add(
        "google_maps_place_link",
        f"link p/ reviews: https://search.google.example/local/writereview?placeid=ChIJ{rnd(URLSAFE, 23)}",
        f"place id do Google do restaurante: ChIJ{rnd(URLSAFE, 23)}",
        f"Google Maps: https://maps.google.example/?cid={digits(19, lead=True)}",
        f"QR das mesas aponta para https://g.example/r/C{rnd(URLSAFE, 19)}/review",
    )
    r.add(
        "pos_item_codes",
        f"PLU no POS: bitoque {digits(3, lead=True)}, polvo à lagareiro {digits(3, lead=True)}, arroz de pato {digits(3, lead=True)}",
        f"código do artigo 'menu do dia' no Vendus: {rnd(UPPER, 3)}{digits(4)}",
        f"famílias no POS: 01 Entradas, 02 Peixe, 03 Carne, 04 Sobremesas — a taxa de IVA da família 05 está mal ({pick('13', '23')}%)",
        f"código de barras da garrafa do Alvarinho {digits(13)}",
    )
    r.add(
        "temperature_log",
        f"câmara 1: {secrets.randbelow(5) + 1},{digits(1)} ºC / câmara 2 (congelação): -{secrets.randbelow(5) + 17} ºC — código de registo T{digits(3)}",
        "alarme da câmara disparou às 04:12, temp subiu a -9 ºC, porta mal fechada. código de erro HI2 no controlador",
        f"setpoint câmara de congelação -20, diferencial 2, alarme de máxima -12. sonda {digits(1, lead=True)}",
        f"abatedor ciclo {digits(4)}: 90 min, núcleo 3 ºC ok",
    )
    r.add(
        "password_policy_note",
        "AT: senha entre 8 e 16 caracteres, letras e números (não aceita ç nem acentos!)",
        "Segurança Social Direta obriga a mudar a senha de vez em quando e não deixa repetir as últimas 5",
        "o Vendus pede password com 1 maiúscula e 1 símbolo, mínimo 10",
        "regra da casa: o PIN do TPA nunca pode ser a data de anos de ninguém",
    )
    r.add(
        "license_and_certificate_number",
        f"Programa certificado n.º {digits(4, lead=True)}/AT (tem de aparecer nas faturas)",
        f"licença da esplanada nº {digits(3, lead=True)}/{pick('2024', '2025')}/CML",
        f"alvará / título de abertura nº {digits(5, lead=True)} — afixar à entrada",
        f"certificado de formação HACCP da Rita nº {rnd(UPPER, 2)}-{digits(6)}",
    )
    r.add(
        "file_checksum",
        f"SAF-T de outubro enviado, sha256 {rnd(HEX, 64)}",
        f"backup do POS (zsrest_{digits(8)}.bak) md5 {rnd(HEX, 32)}",
        f"ficheiro de faturas comunicado: {hexs(40)} (hash que o Vendus mostra)",
        f"hash do documento FT A/{digits(3, lead=True)}: {rnd(ALNUM, 4)} (os 4 caracteres que vão na fatura)",
    )
    r.add(
        "tax_submission_receipt",
        f"comprovativo de entrega do SAF-T: {digits(10, lead=True)}",
        f"declaração periódica de IVA — identificação da declaração {rnd(UPPER, 2)}{digits(9)}",
        f"IES 2024 entregue, nº de receção {digits(12, lead=True)}",
        f"pedido de reembolso IVA id {uid()}",
    )
    r.add(
        "pos_user_list",
        "utilizadores do POS: teresa (admin), rita (gerente), bruno (empregado), sala1, sala2 — sem passwords aqui",
        f"operadores no TPA: 01 eu, 02 Rita, 03 turno da noite — nº de operador {digits(2)} desativado",
        "perfis Vendus: Administrador / Gerente / Empregado de mesa — só o admin pode anular faturas",
        "contas do Uber Eats: gerencia@ (dona), encomendas@ (tablet) — o tablet não vê pagamentos",
    )
    r.add(
        "password_reset_pending",
        "pedi nova senha das Finanças, chega por carta em 5 dias úteis",
        "bloqueei o acesso ao Caixadirecta (3 tentativas) — ligar p/ a linha CGD amanhã às 9h",
        "reset da password do Glovo feito, o link foi p/ o email encomendas@",
        "o cartão matriz novo do Millennium vem pelo correio, desativar o antigo quando chegar",
    )
    return r


def main() -> None:
    write_corpora(
        "make_heldout314.py",
        [
            ("heldout314_credentials.yaml", credentials(), "Held-out batch 314: credentials a Lisbon restaurant owner keeps (POS, Multibanco terminal, Finanças, Segurança Social, bank codes, delivery portals, alarms, Wi-Fi, CCTV)"),
            ("heldout314_lookalikes.yaml", lookalikes(), "Held-out batch 314: a Lisbon restaurant owner's notes that look secret but are not (NIF, IBAN, ATCUD, MB references, orders, lots, HACCP ids)"),
        ],
    )


if __name__ == "__main__":
    main()
