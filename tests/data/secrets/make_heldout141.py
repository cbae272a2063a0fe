# ruff: noqa: E501
"""Writes heldout141_credentials.yaml and heldout141_lookalikes.yaml: held-out batch 141.

Persona: the manager of a small alojamento local (four rooms and a studio) near the Ribeira in
Porto, who writes to the assistant in European Portuguese, with English for what goes to guests.
The notes hold the logins of the PMS, the Booking.com extranet and Airbnb, the door keypad,
lockbox, alarm and cofre codes, the Wi-Fi, the Multibanco and MB WAY PINs, homebanking, Portal
das Finanças, SIBA/AIMA, e-fatura, EDP, MEO, the router and the security cameras; and beside
them the booking references, NIFs, IBAN, ATCUD, MB references and tracking numbers of the trade.

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
    app_password,
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
    rnd,
    uid,
    write_corpora,
)

PORTO_WORDS = ["Ribeira", "Douro", "Bolhao", "Foz", "Clerigos", "Aliados", "Miragaia", "Tripeiro",
               "Serralves", "Francesinha", "Gaivota", "Azulejo", "Rabelo", "Infante", "Cedofeita"]
SYMBOLS = "!#%&*+-?$@"
SAFE_WORDS = ["girassol", "andorinha", "castanheiro", "pardal", "limoeiro", "sardinha", "caravela",
              "alecrim", "marmelada", "cotovia", "bacalhau", "lampreia"]
GUESTS = ["Mr. Schneider", "Ms. O'Brien", "the Dubois family", "Sra. Fernández", "Mr. Kowalski",
          "Ms. Lindqvist", "the Rossi couple", "Mr. Tanaka", "Ms. Novak", "Mr. Hughes"]
ROOMS = ["Quarto 1", "Quarto 2", "Quarto 3", "Quarto 4", "Estúdio"]


def person_pw() -> str:
    """A password a guesthouse manager picks: a Porto word, some digits, maybe a symbol."""
    word = secrets.choice(PORTO_WORDS)
    if secrets.randbelow(2):
        word = word.lower() if secrets.randbelow(2) else word.upper()
    return f"{word}{pick('', '_', '.', '#', '')}{digits(pick(2, 3, 4))}{pick('!', '?', '*', '$', '', '&')}"


def gen_pw(n: int = 14) -> str:
    """A password the browser or the nephew generated."""
    return rnd(ALNUM + SYMBOLS, n)


def pw() -> str:
    return person_pw() if secrets.randbelow(3) else gen_pw(pick(12, 14, 16))


def keypad(n: int = 6) -> str:
    """A smart-lock keypad code: the keypads have only 1 to 9."""
    return rnd("123456789", n)


def nif(first: str = "") -> str:
    """A Portuguese NIF with a valid mod-11 check digit."""
    while True:
        body = (first or pick("1", "2", "5")) + digits(7)
        total = sum(int(c) * (9 - i) for i, c in enumerate(body))
        check = 11 - total % 11
        if check < 10:
            return body + str(check)
        if check in (10, 11):
            return body + "0"


def pt_iban(spaced: bool = True) -> str:
    """A Portuguese IBAN: the NIB (bank, branch, account, two mod-97 check digits) behind PT50."""
    bank = pick("0033", "0035", "0010", "0036", "0018", "0045")
    body = bank + digits(4) + digits(11)
    check = 98 - (int(body) * 100) % 97
    return iban("PT", f"{body}{check:02d}", spaced)


def airbnb_code() -> str:
    return "HM" + rnd(UPPER + DIGITS, 8)


def booking_ref() -> str:
    return pick("4", "5", "6") + digits(9)


def postal() -> str:
    return f"40{pick('0', '5')}{pick('0', '5')}-{digits(3)}"


def phone() -> str:
    return f"+351 9{pick('1', '2', '3', '6')}{digits(1)} {digits(3)} {digits(3)}"


def atcud() -> str:
    return f"ATCUD:{rnd(UPPER + DIGITS, 8)}-{secrets.randbelow(400) + 1}"


def invoice_no() -> str:
    return f"{pick('FT', 'FR', 'FS', 'NC')} {pick('A', '2025', '2024', 'AL')}/{secrets.randbelow(900) + 1}"


def ctt() -> str:
    return f"{pick('RR', 'RL', 'RA', 'EA', 'LX')}{digits(9)}PT"


def plate() -> str:
    return pick(f"{rnd(UPPER, 2)}-{digits(2)}-{rnd(UPPER, 2)}", f"{digits(2)}-{rnd(UPPER, 2)}-{digits(2)}")


def al_no() -> str:
    return f"{secrets.randbelow(140000) + 1200}/AL"


def mb_entity() -> str:
    return digits(5, lead=True)


def mb_ref() -> str:
    return groups(digits(9, lead=True), 3)


def visa() -> str:
    return groups(luhn(pick("4", "5")), 4)


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def google_backup() -> str:
    return "  ".join(f"{digits(4, lead=True)} {digits(4)}" for _ in range(pick(5, 6, 8)))


def credentials() -> Rows:
    r = Rows()

    # --- PMS and channels -------------------------------------------------
    r.add("pms_login_password",
          f"login do PMS (Hostkit): reservas@casadaribeira.example / {pw()}",
          f"Lembra-me: a pass nova do software de gestão é {pw()} — a antiga deixou de dar depois da atualização",
          f"PMS\nutilizador: gerencia\npalavra-passe: {pw()}\n(a Rita tem o seu próprio user, não lhe dês este)",
          f"pms.acme.example -> entrar com o email da casa, senha {person_pw()}")
    r.add("booking_extranet_password",
          f"Booking.com extranet — login ID casadaribeira_porto, password {pw()}",
          f"extranet booking: mudei hoje a password p/ {gen_pw(15)} porque pediram reset depois do phishing",
          f"admin.booking.example\nuser: {rnd(LOWER, 6)}{digits(2)}\npass: {person_pw()}\nverificação por SMS para o meu telemóvel")
    r.add("airbnb_host_password",
          f"Airbnb (conta de anfitriã) — email alojamento.ribeira@mail.example, palavra-passe {pw()}",
          f"airbnb host pw: {person_pw()} (nao esquecer que a conta do co-anfitrião é separada)",
          f"Guarda isto: a senha do Airbnb ficou {gen_pw(13)}, troquei porque a Joana tinha a antiga")

    # --- physical codes ---------------------------------------------------
    code1, code2, code3 = keypad(), keypad(), keypad()
    r.add("guest_door_keypad_code",
          f"Códigos da porta desta semana:\n{ROOMS[0]}: {code1}\n{ROOMS[2]}: {code2}\n{ROOMS[4]}: {code3}\n(apagar no domingo na app)",
          f"Message for {secrets.choice(GUESTS[:2] + GUESTS[4:6])}: Welcome! The front door code is {keypad()} followed by the ✓ key. Your room is {secrets.choice(ROOMS[:4]).replace('Quarto', 'Room')}.",
          f"porta da rua, código dos hóspedes de agosto: {keypad()}#",
          f"keypad entrada principal = {keypad(4)}  | porta de serviço = {keypad(4)}")
    r.add("lockbox_code",
          f"cofre de chaves (lockbox) ao lado do portão: combinação {digits(4)}",
          f"For late check-in: the key is in the grey lockbox on the left of the door, code {digits(4)}. Please scramble the numbers after closing it.",
          f"lockbox da garagem -> {digits(4)}, a da entrada -> {digits(4)}")
    r.add("alarm_code",
          f"alarme (Securitas): código de desarme {digits(4)}, tens 30 seg depois de abrir a porta",
          f"Código alarme: {digits(4)}\nsó eu e a D. Fátima sabemos",
          f"se o alarme disparar de manhã é a limpeza, o código delas é {digits(4)} — o meu é {digits(4)}")
    r.add("alarm_safe_word",
          f"palavra-chave para a central do alarme quando ligam: \"{secrets.choice(SAFE_WORDS)}\" (se disser outra coisa mandam a polícia)",
          f"Central de alarme — palavra de segurança {secrets.choice(SAFE_WORDS)}{digits(2)}, código de coação {digits(4)}",
          f"lembrar: senha verbal da Securitas = {secrets.choice(SAFE_WORDS)}")
    r.add("safe_cofre_code",
          f"cofre do escritório (atrás do quadro): {digits(6)}",
          f"Código do cofre: {digits(4)}#  — tem lá o fundo de maneio e os passaportes esquecidos",
          f"cofre quarto 2 (dos hóspedes) master code {digits(6)}, se alguém se esquecer do código dele")
    r.add("garage_gate_code",
          f"portão da garagem: teclado exterior {digits(4)}*",
          f"Parking: the garage gate code is {digits(5)}, spot nº {secrets.randbelow(20) + 1}. Please do not share it.",
          f"comando do portão avariou, enquanto não vem o novo usar o teclado: {digits(4)} e depois #")
    r.add("staff_door_code",
          f"porta da lavandaria/arrumos (só staff): {digits(4)}",
          f"código da porta de serviço p/ a equipa de limpeza -> {keypad(6)}, muda no dia 1",
          f"D. Fátima, o código da porta de trás agora é {keypad(4)}. Bom trabalho!")
    r.add("mailbox_combination",
          f"caixa do correio tem cadeado de código, {digits(3)}",
          f"cadeado da caixa de correio: {digits(4)} (os CTT deixam lá os avisos)",
          f"mailbox: rodar p/ {digits(2)}, {digits(2)}, {digits(2)}")

    # --- Wi-Fi and router -------------------------------------------------
    r.add("guest_wifi_password",
          f"Wi-Fi for guests\nNetwork: CasaRibeira_Guests\nPassword: {person_pw().lower()}",
          f"wifi hóspedes (5G) — {rnd(LOWER + DIGITS, 10)}",
          f"Hi {pick('Anna', 'Tom', 'Sophie', 'Lukas', 'Emma', 'Marco')}, the wifi is \"Ribeira-Guest\" and the password is {secrets.choice(PORTO_WORDS).lower()}{digits(4)}. Enjoy Porto!",
          f"WIFI:T:WPA;S:CasaRibeira_Guests;P:{rnd(ALNUM, 12)};;  (isto é o texto do QR code da entrada)")
    r.add("staff_wifi_password",
          f"rede do staff/escritório: CR-Staff, chave {gen_pw(16)} — NÃO dar aos hóspedes",
          f"wifi interna (impressora, câmaras, TPA) pass {rnd(ALNUM, 18)}",
          f"Wi-Fi escritório\nSSID CR_Office\nWPA2: {person_pw()}")
    r.add("router_admin_password",
          f"router MEO (Fibergateway) admin: user meo, pass {rnd(ALNUM, 10)}",
          f"para entrar no router: http://192.168.1.254 -> admin / {gen_pw(12)}",
          f"Mudei a pass de administração do router, agora é {person_pw()} (a de fábrica estava no autocolante)")

    # --- banks and payments -----------------------------------------------
    r.add("multibanco_card_pin",
          f"PIN cartão multibanco da empresa (Millennium): {digits(4)}",
          f"cartão débito CGD pin {digits(4)} | cartão Millennium pin {digits(4)}",
          f"se a Rita for ao multibanco pagar a água: código {digits(4)}, cartão está na gaveta de cima",
          f"pin {digits(4)} — cartão de débito pessoal (não confundir com o da empresa)")
    r.add("mbway_pin",
          f"MB WAY — PIN da app: {digits(6)}",
          f"pin mbway {digits(6)} (telemóvel da casa)",
          f"Nota: o código MB WAY para aprovar pagamentos ficou {digits(6)} depois de reinstalar a app",
          f"mb way empresa: pin {digits(6)}, telemóvel {phone()}")
    r.add("millennium_homebanking_credentials",
          f"Millennium bcp empresas\nnº utilizador: {digits(8)}\ncódigo multicanal: {digits(6)}\nos 3 dígitos do cartão matriz vêm no envelope",
          f"homebanking millennium -> código de acesso {digits(6)}, utilizador {digits(10)}",
          f"Millennium net: user {rnd(LOWER, 5)}{digits(3)} pass {person_pw()}")
    r.add("cgd_caixadirecta_access_code",
          f"Caixadirecta (CGD): nº contrato {digits(10)}, código de acesso {digits(6)}",
          f"cgd homebanking código acesso = {digits(6)} ; o código de confirmação vem por SMS",
          f"Caixa — contrato {digits(10)} / senha {digits(6)} (a empresa, não a pessoal!)")
    r.add("business_card_with_cvv",
          f"cartão de crédito da empresa p/ pagar a lavandaria online:\n{visa()}\nvalidade {card_expiry()}  CVV {digits(3)}",
          f"visa empresa {visa()} exp {card_expiry()} cvc {digits(3)} titular CASA DA RIBEIRA LDA",
          f"Para a renovação do domínio usar o cartão {luhn('5')} {card_expiry()} código de segurança {digits(3)}")
    r.add("tpa_supervisor_password",
          f"TPA (terminal de pagamento) — password de supervisor para devoluções: {digits(4)}",
          f"terminal multibanco da receção: código de operador {digits(4)}, código de fecho do dia {digits(6)}",
          f"TPA nova da SIBS — password do menu comerciante {digits(6)}")
    r.add("paypal_password",
          f"paypal da casa (pagamentos dos guias) -> reservas@casadaribeira.example / {pw()}",
          f"PayPal: {person_pw()}",
          f"paypal business (conta antiga, só para reembolsos) -> {gen_pw(16)}")
    r.add("via_verde_password",
          f"Via Verde (carrinha) área cliente: {digits(9)} / {person_pw()}",
          f"via verde online password {gen_pw(12)}")

    # --- state portals ----------------------------------------------------
    r.add("portal_financas_password",
          f"Portal das Finanças (empresa) — NIF {nif('5')}, senha {gen_pw(12)}",
          f"finanças pessoal: {nif('2')} / {person_pw()}",
          f"Senha AT nova (recebi a carta): {rnd(ALNUM, 9)}\nalterar no primeiro login!",
          f"portal finanças -> utilizador {nif('5')}/1 (subutilizador da contabilista) pass {gen_pw(11)}")
    r.add("efatura_password",
          f"e-fatura (comunicação das faturas do PMS): subutilizador {nif('5')}/2, senha {gen_pw(14)}",
          f"a senha do webservice e-fatura que o PMS pede é {rnd(ALNUM, 12)} — não é a mesma do portal",
          f"e fatura sub-user pass: {person_pw()}")
    r.add("siba_aima_portal_password",
          f"SIBA (boletins de alojamento, AIMA ex-SEF): estabelecimento {digits(6)}, chave de acesso {rnd(ALNUM, 10)}",
          f"pass do SIBA p/ comunicar os hóspedes estrangeiros -> {person_pw()}",
          f"AIMA/SIBA\nutilizador: {digits(9)}\npassword: {gen_pw(12)}\n(3 dias úteis para comunicar cada entrada)")
    r.add("seguranca_social_direta_password",
          f"Segurança Social Direta: NISS {digits(11, lead=True)} senha {person_pw()}",
          f"seg social direta pass {gen_pw(12)} (para as declarações da D. Fátima)",
          f"SS direta (empresa) nova senha: {person_pw()} — recebida por carta, já alterada")
    r.add("chave_movel_digital_pin",
          f"Chave Móvel Digital — PIN {digits(4)} (telemóvel {phone()})",
          f"CMD pin: {digits(4)}, o código temporário vem por SMS",
          f"chave móvel digital da Rita (para assinar os contratos AL) -> pin {digits(4)}")
    r.add("cartao_cidadao_pins",
          f"Cartão de Cidadão\nPIN autenticação: {digits(4)}\nPIN assinatura: {digits(6)}\nPUK: {digits(8)}",
          f"pins do CC (para assinar digitalmente os contratos): autent. {digits(4)} / assinatura {digits(4)}",
          f"PUK do cartão de cidadão, caso bloqueie outra vez: {digits(8)}")
    r.add("taxa_turistica_portal_password",
          f"portal da taxa turística da Câmara do Porto: login {nif('5')}, password {gen_pw(12)}",
          f"taxa municipal turística (declaração mensal) — pass {person_pw()}",
          f"taxa turistica porto\nNIF {nif('5')}\nsenha {gen_pw(10)}")

    # --- utilities --------------------------------------------------------
    r.add("edp_account_password",
          f"EDP Comercial, área de cliente: geral@casadaribeira.example / {pw()}",
          f"edp online pass = {person_pw()}",
          f"conta EDP (luz da casa) mudei a senha para {gen_pw(12)} depois do aviso de login estranho")
    r.add("meo_account_password",
          f"MEO área de cliente\nemail: geral@casadaribeira.example\npass: {pw()}",
          f"app MEO (faturas da fibra) -> {person_pw()}",
          f"meo: {gen_pw(13)}")
    r.add("laundry_portal_password",
          f"Lavandaria (portal das encomendas de roupa de cama) user casaribeira pass {person_pw()}",
          f"portal lavandaria.acme.example -> {gen_pw(10)}",
          f"lavandaria — mudaram o portal, a pass nova é {pw()}")

    # --- cameras and smart lock -------------------------------------------
    r.add("camera_app_password",
          f"app das câmaras (Ezviz) — conta {phone()} / {pw()}",
          f"câmaras entrada+pátio: login na app com o email da casa, pass {person_pw()}",
          f"NVR local (192.168.1.64) admin / {gen_pw(12)}")
    r.add("camera_verification_code",
          f"código de verificação da câmara do pátio (para desencriptar o vídeo): {rnd(UPPER, 6)}",
          f"cam entrada — verification code {rnd(UPPER, 6)}, cam garagem {rnd(UPPER, 6)}",
          f"câmara nova do corredor: código no autocolante de baixo = {rnd(UPPER, 6)} (tirar o autocolante depois)")
    r.add("smart_lock_app_password",
          f"app das fechaduras (Nuki) — {pw()}  (é nesta que gero os códigos dos hóspedes)",
          f"fechaduras inteligentes: conta TTLock do estúdio password {person_pw()}",
          f"Nuki Web admin: geral@casadaribeira.example\n{gen_pw(14)}")

    # --- accounts, 2FA and the website -------------------------------------
    r.add("booking_extranet_totp_seed",
          f"chave de configuração do autenticador (Booking extranet), caso mude de telemóvel:\n{totp_seed()}",
          f"2FA booking - secret key {rnd(BASE32, 32)}",
          f"otpauth://totp/Booking:casadaribeira?secret={rnd(BASE32, 32)}&issuer=Booking")
    r.add("google_backup_codes",
          f"códigos de cópia de segurança da conta Google da casa:\n{google_backup()}",
          f"backup codes gmail (cada um só dá uma vez): {google_backup()}",
          f"Google (reservas@) - códigos de reserva que ainda não usei:\n{google_backup()}")
    r.add("gmail_app_password",
          f"palavra-passe de aplicação do gmail para o PMS enviar os emails: {app_password()}",
          f"app password (Google) para o Thunderbird do escritório -> {app_password().replace(' ', '')}",
          f"PMS > Definições > Email > SMTP: smtp.acme.example, reservas@casadaribeira.example, {app_password()}")
    r.add("meta_recovery_codes",
          "Instagram @casadaribeira — códigos de recuperação:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
          f"códigos de recuperação do Facebook/Meta: {', '.join(digits(8) for _ in range(4))}")
    r.add("instagram_password",
          f"instagram casadaribeira.porto pass {person_pw()}",
          f"Insta da casa: {gen_pw(12)} (a Marta é que faz os posts)",
          f"Marta, a senha do instagram mudou: {person_pw()}")
    r.add("whatsapp_business_pin",
          f"WhatsApp Business — PIN da verificação em dois passos: {digits(6)}",
          f"pin whatsapp do telemóvel da receção {digits(6)}",
          f"whatsapp business verif. 2 passos pin={digits(6)} (pede de vez em quando)")
    r.add("wordpress_admin_password",
          f"site (WordPress) — casadaribeira.example/wp-admin, user admin_cr, pass {gen_pw(18)}",
          f"wp-admin: gerencia / {person_pw()} (o meu sobrinho tem outro user)",
          f"WordPress\nURL: https://casadaribeira.example/wp-login.php\nUser: rita\nPass: {gen_pw(16)}")
    r.add("reservations_email_smtp_password",
          f"email reservas@casadaribeira.example (IMAP/SMTP mail.acme.example, porta 587) — pass {gen_pw(14)}",
          f"configuração do email no telemóvel novo:\nservidor: mail.acme.example\nutilizador: reservas@casadaribeira.example\nsenha: {person_pw()}")
    r.add("website_db_connection_string",
          f"o sobrinho deixou isto para o caso de o site ir abaixo:\nmysql://wp_casa:{rnd(ALNUM, 16)}@db.acme.internal:3306/wp_casaribeira",
          f"DB_PASSWORD='{rnd(ALNUM + '!#%', 20)}'  (wp-config.php do site, servidor acme)",
          f"phpMyAdmin: host db.acme.internal user wp_casa password {rnd(ALNUM, 16)}")
    r.add("stripe_secret_key",
          f"chave secreta Stripe (pagamentos diretos do site): sk_live_{rnd(ALNUM, 99)}",
          f"STRIPE_SECRET_KEY=sk_live_{rnd(ALNUM, 24)}",
          f"restricted key Stripe para o PMS (só reembolsos): rk_live_{rnd(ALNUM, 99)}")
    r.add("stripe_webhook_secret",
          f"Stripe webhook signing secret (o plugin das reservas pede): whsec_{rnd(ALNUM, 32)}",
          f"whsec do webhook novo -> whsec_{rnd(ALNUM, 32)}")
    r.add("invoicexpress_api_key",
          f"InvoiceXpress — API key para o PMS emitir as faturas: {hexs(40)}",
          f"api key faturação (conta casaribeira): {hexs(40)}")
    r.add("pms_api_key",
          f"API do PMS (para o channel manager): client_id {uid()}\nclient_secret {rnd(URLSAFE, 40)}",
          f"token de API do Hostkit p/ o script das limpezas: {hexs(32)}",
          f"curl -H 'Authorization: Bearer {rnd(ALNUM, 48)}' https://api.pms.acme.example/v1/reservations?from=today")
    r.add("bitwarden_master_password",
          f"palavra-passe mestra do Bitwarden (se me acontecer alguma coisa a Rita precisa disto): {phrase(SAFE_WORDS, 4, '-')}-{digits(2)}",
          f"bitwarden master: {person_pw()}{gen_pw(4)}",
          f"Cofre de senhas\nemail: gerencia@casadaribeira.example\nmestra: {phrase(SAFE_WORDS + PORTO_WORDS, 5, ' ')}")
    r.add("luggage_room_code",
          f"Luggage room (ground floor, left): code {digits(4)}, you can leave your bags until 6 pm",
          f"sala das malas — cadeado {digits(3)}, mudar todos os meses")
    r.add("cleaning_app_password",
          f"app das limpezas (Turno): login limpezas@casadaribeira.example pass {person_pw()}",
          f"a D. Fátima esqueceu-se outra vez da password da app das limpezas, é {rnd(LOWER, 6)}{digits(3)}")
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("booking_reservation_number",
          f"Booking nº {booking_ref()} — {secrets.choice(GUESTS)}, 3 noites, chega às 22h",
          f"reserva booking {booking_ref()} cancelada sem custos, libertar o {secrets.choice(ROOMS)}",
          f"Número de confirmação: {booking_ref()}\nPIN da reserva: o hóspede tem-no no email dele, eu não preciso",
          f"pedido de fatura para a reserva {booking_ref()}, emitir em nome da empresa do hóspede")
    r.add("airbnb_confirmation_code",
          f"Airbnb {airbnb_code()} — {secrets.choice(GUESTS)}, 2 adultos + bebé, pedir berço",
          f"código de confirmação {airbnb_code()} (estúdio, 12 a 15 de março)",
          f"airbnb reservas da semana: {airbnb_code()}, {airbnb_code()}, {airbnb_code()}",
          f"{secrets.choice(GUESTS)} pediu reembolso parcial, reserva {airbnb_code()}, abrir caso no centro de resolução")
    r.add("supplier_nif_on_invoice",
          f"lavandaria — NIF {nif('5')}, faturas ao mês",
          f"contabilista pediu o NIF do fornecedor das toalhas: {nif('5')}",
          f"fatura da canalização em nome de João Pinto, contribuinte {nif('1')}")
    r.add("company_nipc_on_letterhead",
          f"Casa da Ribeira, Lda. — NIPC {nif('5')} — Rua da Fonte Taurina, {postal()} Porto",
          f"para o rodapé dos emails: NIPC {nif('5')} · RNAL {al_no()}",
          f"Invoice to: Casa da Ribeira, Lda., VAT PT{nif('5')}")
    r.add("guesthouse_iban_on_invoice",
          f"IBAN para transferências (pôr nas faturas e no email de pré-pagamento): {pt_iban()}",
          f"Dados bancários para o hóspede:\nTitular: Casa da Ribeira, Lda.\nIBAN: {pt_iban()}\nBIC: BCOMPTPL",
          f"o grupo alemão quer pagar por transferência -> {pt_iban(spaced=False)}")
    r.add("swift_bic_code",
          "BIC/SWIFT da CGD: CGDIPTPL, do Millennium: BCOMPTPL",
          "guest asked for the SWIFT code — it's BCOMPTPL (Millennium bcp)",
          "transferência internacional: IBAN no email + BIC CGDIPTPL, sem custos para SEPA")
    r.add("postal_code_address",
          f"morada para encomendas: Rua dos Mercadores {secrets.randbelow(180) + 1}, {postal()} Porto",
          f"código postal do armazém da lavandaria {postal()} — NÃO é o nosso",
          f"Address for taxi drivers: Largo do Terreiro {secrets.randbelow(30) + 1}, {postal()} Porto, Portugal")
    r.add("contact_phone_number",
          f"canalizador Sr. Armando {phone()} (vem ao sábado)",
          f"Emergency contact for guests: {phone()} (24h)",
          f"D. Fátima (limpezas) {phone()} / lavandaria {phone()}")
    r.add("mbway_phone_for_payments",
          f"For the city tax you can pay by MB WAY to {phone()} (Casa da Ribeira)",
          f"MB WAY para os hóspedes pagarem o pequeno-almoço extra: {phone()}",
          f"pedir ao hóspede que envie o MB WAY para o número {phone()} e mande o comprovativo")
    r.add("atcud_on_invoice",
          f"fatura da EDP de fevereiro — {atcud()}",
          f"a contabilista diz que a fatura {invoice_no()} está sem {atcud()[:6]}... afinal está: {atcud()}",
          f"{atcud()} | {invoice_no()} | total 187,40 €")
    r.add("invoice_series_number",
          f"emitir nota de crédito sobre a {invoice_no()} (hóspede saiu um dia antes)",
          f"faturas de março: {invoice_no()} até {invoice_no()}, falta a do grupo",
          f"série 2025 comunicada à AT, código de validação da série {rnd(UPPER + DIGITS, 8)}")
    r.add("al_registration_number",
          f"registo AL: {al_no()} — tem de aparecer no anúncio do Airbnb e da Booking",
          f"nº de registo de alojamento local {al_no()} (titular Casa da Ribeira, Lda.)",
          f"placa AL na fachada ok, nº {al_no()}, renovar seguro até junho")
    r.add("mb_payment_reference",
          f"Referência MB para o sinal da reserva:\nEntidade: {mb_entity()}\nReferência: {mb_ref()}\nMontante: 120,00 €",
          f"pagar a água: entidade {mb_entity()} ref {mb_ref()} valor 43,18 até dia 20",
          f"Payment details sent to {secrets.choice(GUESTS)} — Entity {mb_entity()}, Reference {mb_ref()}, Amount €240.00")
    r.add("checkin_time_and_room",
          f"{secrets.choice(GUESTS)}: check-in 15h, {secrets.choice(ROOMS)}, early check-in pedido às 11:30",
          f"Check-in from 3 pm, check-out until 11 am. Room {secrets.randbelow(4) + 1}, 2nd floor.",
          f"amanhã: 3 entradas ({ROOMS[0]}, {ROOMS[3]}, {ROOMS[4]}), 2 saídas, limpeza a partir das 11h")
    r.add("wifi_ssid_without_password",
          "redes: CasaRibeira_Guests (hóspedes, 2.4 e 5G) e CR-Staff (escritório)",
          "o repetidor do 3º andar aparece como CasaRibeira_Guests_EXT, é normal",
          "Wi-Fi name: Ribeira-Guest — the password is on the card on your desk")
    r.add("code_changed_see_folder",
          "mudei o código do cofre hoje, o novo está na pasta azul do escritório",
          f"código da lockbox alterado depois da saída do Sr. {secrets.choice(['Marques', 'Teixeira', 'Sousa'])} — ver caderno vermelho, pág. 3",
          "alarme: código novo combinado com a Securitas, está no envelope fechado no cofre",
          "a pass do router foi alterada pelo técnico da MEO, ficou apontada no dossier 'Contratos'")
    r.add("pin_reset_no_value",
          "pedi 2ª via do PIN do cartão Millennium, chega por carta em 5 dias úteis",
          "bloqueei o MB WAY no telemóvel antigo; tenho de definir PIN novo na app",
          "o PIN do CC ficou bloqueado (3 tentativas), ir à Loja do Cidadão com o PUK")
    r.add("password_policy_talk",
          "a AT obriga senha com 8 a 16 caracteres, mudar de 6 em 6 meses — lembrar em outubro",
          "Booking pede password com 10+ caracteres, maiúscula, número e símbolo",
          "regra da casa: códigos da porta com 6 dígitos, nunca datas de nascimento, um por reserva")
    r.add("door_code_process_note",
          "os códigos da porta são gerados pela app Nuki 24h antes do check-in e enviados automaticamente",
          "Your personal door code will be sent by WhatsApp on the morning of your arrival.",
          "apagar os códigos dos hóspedes que saíram (fazer ao domingo, demora 5 min)")
    r.add("vault_or_envelope_reference",
          "todas as senhas da casa estão no Bitwarden, cofre 'Casa da Ribeira', partilhado com a Rita",
          "senhas dos bancos: só no caderno preto, no cofre. Não escrever aqui.",
          "a chave de recuperação do Bitwarden está impressa e guardada no cofre do banco")
    r.add("totp_enabled_no_seed",
          "ativei a verificação em dois passos no Airbnb e na Booking, os códigos vêm pela app Authenticator",
          "2FA do Google da casa: telemóvel da receção + chave física na gaveta",
          "Booking pediu código de verificação por SMS outra vez — chegou ao telemóvel da receção, já entrei")
    r.add("card_last_digits_only",
          f"despesa paga com o cartão terminado em {digits(4)} (Visa empresa)",
          f"Booking cobra a comissão no cartão **** **** **** {digits(4)}, validade {card_expiry()}",
          f"hóspede pagou com Amex final {digits(5)}, autorização {digits(6)}")
    r.add("edp_cpe_code",
          f"CPE da luz: PT0002{digits(12)}{rnd(UPPER, 2)}",
          f"mudança de potência — pedido com o CPE PT0002{digits(12)}{rnd(UPPER, 2)}, nº cliente EDP {digits(9)}")
    r.add("utility_client_numbers",
          f"MEO nº de cliente {digits(9)}, conta {digits(10)}",
          f"Águas do Porto — contrato {digits(8)}, local de consumo {digits(7)}",
          f"gás (Galp) CUI PT16{digits(14)}{rnd(UPPER, 2)}")
    r.add("meter_reading",
          f"leitura da luz 31/3: vazio {secrets.randbelow(90000) + 10000} kWh, fora de vazio {secrets.randbelow(90000) + 10000} kWh",
          f"contador água: {digits(5)} m3 (foto no telemóvel)",
          f"gás: leitura {digits(5)},{digits(3)} m3 comunicada por SMS")
    r.add("router_serial_and_mac",
          f"router MEO — S/N {rnd(UPPER + DIGITS, 12)}, MAC {mac(upper=True)}",
          f"repetidor 3º andar MAC {mac('-', True)}, IP 192.168.1.{secrets.randbelow(200) + 20}",
          f"Smart TV quarto 4 MAC {mac()} — bloquear no router se voltar a dar problemas")
    r.add("camera_serial_number",
          f"câmara do pátio modelo CS-C6N, nº de série {rnd(UPPER, 1)}{digits(8)}, garantia até 2026",
          f"NVR S/N {rnd(UPPER + DIGITS, 14)} — assistência técnica pediu este número",
          f"fechadura Nuki estúdio, número de série {rnd(UPPER + DIGITS, 8)}, ID do teclado {hexs(8).upper()}")
    r.add("local_ip_addresses",
          f"IPs fixos: impressora 192.168.1.{secrets.randbelow(50) + 100}, NVR 192.168.1.64, TPA 192.168.1.{secrets.randbelow(50) + 150}",
          f"o técnico disse que o IP público mudou para 203.0.113.{secrets.randbelow(250) + 1}")
    r.add("booking_property_id",
          f"Booking.com property ID {digits(7, lead=True)} (aparece em todos os emails da extranet)",
          f"ID do alojamento na Booking: {digits(7, lead=True)} — indicar ao apoio ao parceiro",
          f"hotel_id={digits(7, lead=True)} (o channel manager pede isto na ligação)")
    r.add("airbnb_listing_id",
          f"anúncio do estúdio: airbnb.example/rooms/{digits(18, lead=True)}",
          f"listing IDs: Quarto 1 = {digits(8, lead=True)}, Estúdio = {digits(18, lead=True)}")
    r.add("guest_discount_coupon",
          "código de desconto para reservas diretas no site: RIBEIRA10 (10%, válido até dezembro)",
          f"Voucher for returning guests: PORTO{digits(2)}-BACK — 15% off, book at casadaribeira.example",
          f"cupão da loja de lençóis: PRIMAVERA{secrets.randbelow(40) + 10}")
    r.add("stripe_publishable_key",
          f"chave publicável do Stripe (vai no site, pode ser pública): pk_live_{rnd(ALNUM, 99)}",
          f"STRIPE_PUBLISHABLE_KEY=pk_live_{rnd(ALNUM, 24)}  (a secreta NÃO está aqui)",
          f"widget de reservas no site: data-key=\"pk_live_{rnd(ALNUM, 24)}\" (é a publicável)")
    r.add("supplier_order_number",
          f"encomenda Amazon {digits(3)}-{digits(7)}-{digits(7)} (8 almofadas), chega 5ª",
          f"IKEA encomenda nº {digits(10, lead=True)} — 2 camas de solteiro",
          f"pedido de amenities nº ENC-{digits(6)} ao fornecedor, falta o gel de banho")
    r.add("ctt_tracking_number",
          f"CTT registo {ctt()} — cartão de cidadão novo",
          f"tracking da encomenda dos toalhões: {ctt()}",
          f"forgotten charger sent to {secrets.choice(GUESTS)}, tracking {ctt()}")
    r.add("product_ean_code",
          f"champô dos quartos EAN {ean13('560')}, encomendar 2 caixas",
          f"lâmpadas E27 quentes, ref {ean13('560')} — as da Leroy {ean13('376')}")
    r.add("car_licence_plate",
          f"hóspede {secrets.choice(GUESTS)} vem de carro, matrícula {plate()}, lugar 3 da garagem",
          f"carrinha da lavandaria {plate()} pode parar à porta de 3ª e 6ª",
          f"guest car: {rnd(UPPER, 1)}-{rnd(UPPER, 2)} {digits(4)} (German plate)")
    r.add("support_ticket_number",
          f"avaria fibra — pedido MEO nº {digits(10, lead=True)}, técnico vem 2ª de manhã",
          f"caso Airbnb #{digits(9, lead=True)} sobre a avaliação injusta",
          f"EDP: reclamação ref {rnd(UPPER, 3)}-{digits(7)}")
    r.add("insurance_policy_number",
          f"seguro multirriscos AL — apólice {digits(2)}.{digits(8)}, Fidelidade",
          f"seguro de responsabilidade civil (obrigatório AL) apólice nº {rnd(UPPER, 2)}{digits(8)}",
          f"participação de sinistro (infiltração quarto 2) — processo {digits(4)}/{digits(6)}")
    r.add("siba_bulletin_number",
          f"boletim de alojamento nº {digits(8, lead=True)} comunicado ao SIBA em {secrets.randbelow(28) + 1}/04",
          f"SIBA: {secrets.randbelow(14) + 2} boletins submetidos esta semana, comprovativo {rnd(UPPER + DIGITS, 10)}")
    r.add("pms_reservation_uuid",
          f"reserva duplicada no PMS: {uid()} e {uid()} — apagar a segunda",
          f"PMS guest id {uid()} (Mr. Kowalski, 2ª estadia)",
          f"export do PMS: property_id={uid()}")
    r.add("website_commit_hash",
          f"o sobrinho atualizou o site, versão {secrets.randbelow(3) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(10)} (commit {hexs(7)})",
          f"se o site partir voltar ao commit {hexs(40)} — disse ele",
          f"tema do site atualizado: {hexs(7)}..{hexs(7)}")
    r.add("software_version_string",
          f"app PMS versão {secrets.randbelow(5) + 4}.{secrets.randbelow(20)}.{secrets.randbelow(100)}, firmware Nuki {secrets.randbelow(3) + 3}.{secrets.randbelow(10)}.{secrets.randbelow(20)}",
          f"router firmware {rnd(UPPER, 2)}_{digits(1)}.{digits(2)}.{digits(3)}",
          f"iOS {secrets.randbelow(3) + 16}.{secrets.randbelow(7)}.{secrets.randbelow(3)} no iPad da receção, atualizar o PMS depois")
    r.add("backup_file_checksum",
          f"cópia do PMS exportada (reservas_2024.csv), sha256 {hexs(64)}",
          f"backup do site em disco externo, md5 {hexs(32)}",
          f"fotos do anúncio no Drive, pasta id {rnd(URLSAFE, 33)}")
    r.add("boiler_error_code",
          f"esquentador do quarto 3 deu erro E{secrets.randbelow(9) + 1}{digits(1)} outra vez, ligar ao técnico",
          f"ar condicionado estúdio: código de erro {rnd(UPPER, 1)}{digits(1)}, reset no disjuntor")
    r.add("lockbox_model_instructions",
          "lockbox Master Lock 5401EURD — para mudar o código: abrir, rodar a alavanca, escolher, voltar",
          "How to open the key box: slide the cover down, enter the 4 digits we sent you, push the button.",
          f"lockbox nova comprada, Ref. {ean13('560')}, instalar ao lado do portão")
    r.add("tourist_tax_amounts",
          "taxa turística Porto: 3 €/noite por pessoa, máx 7 noites, menores de 13 isentos",
          f"taxa turística março: {secrets.randbelow(400) + 100} dormidas = {secrets.randbelow(1200) + 300},00 €, pagar até dia 15")
    r.add("guest_flight_number",
          f"{secrets.choice(GUESTS)} chega no voo {pick('TP', 'FR', 'U2', 'LH')}{digits(4, lead=True)} às 23:40, transfer pedido",
          f"flight {pick('TP', 'FR')}{digits(3, lead=True)} delayed — late check-in, lockbox instructions enviadas",
          f"comboio Alfa {digits(3, lead=True)} chega a Campanhã às 19:12 — {secrets.choice(GUESTS)}")
    r.add("key_tag_numbers",
          f"chaves: porta rua = etiqueta {secrets.randbelow(20) + 1}, quarto 2 = etiqueta {secrets.randbelow(20) + 21}",
          f"faltam 2 cópias da chave nº {digits(3)}, pedir na drogaria",
          f"cartão-chave do quarto 4 perdido, desativado no sistema (cartão nº {digits(6)})")
    r.add("gps_plus_code",
          f"localização para o Google: 41.14{digits(3)}, -8.61{digits(3)}",
          f"plus code da entrada das traseiras: 8CH{digits(1)}{rnd(UPPER[:8] + DIGITS, 2)}+{rnd('23456789CFGHJMPQRVWX', 2)} Porto")
    r.add("dates_and_amounts",
          f"resumo abril: ocupação {secrets.randbelow(40) + 55}%, ADR {secrets.randbelow(60) + 70},50 €, RevPAR {secrets.randbelow(50) + 40} €",
          f"recibo nº {digits(4)} — sinal de 30% pago em {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}")
    r.add("bank_transfer_reference",
          f"transferência recebida do grupo alemão, ref. do ordenante {rnd(UPPER + DIGITS, 16)}, 1.240,00 €",
          f"SEPA de {secrets.choice(GUESTS)} ainda não caiu — end-to-end ID {rnd(UPPER + DIGITS, 22)}",
          f"comprovativo de transferência Millennium nº {digits(12, lead=True)}")
    r.add("reception_phone_imei",
          f"telemóvel da receção (Samsung A54) IMEI {luhn('35', 15)} — para o seguro",
          f"IMEI do telemóvel roubado: {luhn('35', 15)}, participação na PSP feita")
    r.add("house_rules_codes_talk",
          "Please keep your door code to yourself and don't open the front door to people you don't know.",
          "se um hóspede esquecer o código, NÃO dizer por telefone — enviar pela mensagem da plataforma",
          "guests: the safe in your room asks you to choose your own 4-digit code the first time")
    return r


def main() -> None:
    write_corpora("make_heldout141.py", [
        ("heldout141_credentials.yaml", credentials(), "batch 141 (Porto alojamento local manager, European Portuguese with English for guests), written blind; every value synthetic"),
        ("heldout141_lookalikes.yaml", lookalikes(), "batch 141 look-alikes: booking and Airbnb references, NIFs, IBAN, ATCUD, MB references, codes changed without the value, written blind"),
    ])


if __name__ == "__main__":
    main()
