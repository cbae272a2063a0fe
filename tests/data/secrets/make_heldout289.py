# ruff: noqa: E501
"""Writes heldout289_credentials.yaml and heldout289_lookalikes.yaml: held-out batch 289.

Persona: a Portuguese-speaking owner of a small hotel and its restaurant in Lisbon, who writes
her notes in European Portuguese with some English and French. She asks the assistant to keep
the Portal das Finanças and Segurança Social Direta logins, the Millennium bcp and CGD online
banking codes and matrix card, the SIBS POS admin code, the booking platforms' extranet logins,
the restaurant's reservation system, the alarm code, the cold room padlock combination and the
Wi-Fi; and many notes that only look like them: NIF and NISS numbers, ATCUD invoice codes, MB
entity and reference numbers, IBANs, booking numbers, masked cards, postal codes and phones.

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
    b64,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["Alfama", "Sardinha", "Tejo", "Pastel", "Bacalhau", "Graca", "Azulejo", "Fado", "Eletrico", "Ginjinha", "Chiado", "Mouraria"]
SYMBOLS = "!#$%&*?@"
HOTEL = "casadolargo.example"


def pt_pw() -> str:
    """A password the owner made up, or one a manager generated."""
    return pick(
        f"{secrets.choice(WORDS)}{digits(pick(2, 4))}{secrets.choice(SYMBOLS)}",
        f"{secrets.choice(WORDS).lower()}.{secrets.choice(WORDS)}{digits(2)}",
        f"{secrets.choice(WORDS)}{secrets.choice(SYMBOLS)}{digits(3)}{rnd(UPPER, 1)}",
        pw(),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def nif(first: str = "") -> str:
    """A Portuguese NIF with a valid check digit."""
    body = (first or pick("1", "2", "2", "5")) + digits(8 - len(first or "x"))
    total = sum(int(c) * w for c, w in zip(body, range(9, 1, -1), strict=True))
    check = 11 - total % 11
    return body + str(0 if check >= 10 else check)


def niss(first: str = "1") -> str:
    """A NISS (Segurança Social number): 11 digits with its check digit."""
    body = first + digits(9)
    weights = (29, 23, 19, 17, 13, 11, 7, 5, 3, 2)
    total = sum(int(c) * w for c, w in zip(body, weights, strict=True))
    return body + str(9 - total % 10)


def pt_iban(bank: str = "0033", spaced: bool = True) -> str:
    """A Portuguese IBAN: bank, branch, account, NIB check digits (so it reads PT50)."""
    base = bank + digits(4) + digits(11)
    check = 98 - (int(base) * 100) % 97
    return iban("PT", f"{base}{check:02d}", spaced)


def atcud() -> str:
    return f"{rnd(UPPER + DIGITS, 8)}-{secrets.randbelow(3000) + 1}"


def mb_ref() -> str:
    return groups(digits(9), 3)


def phone(mobile: bool = True) -> str:
    if mobile:
        return f"+351 9{pick('1', '2', '3', '6')}{digits(1)} {digits(3)} {digits(3)}"
    return f"+351 21 {digits(3)} {digits(4)}"


def postal() -> str:
    return f"1{pick('100', '150', '170', '200', '250', '300')}-{digits(3)}"


def matrix_card() -> str:
    cols = "ABCDEFGH"
    head = "    " + "   ".join(cols)
    rows = [f"{r}  " + " ".join(digits(3) for _ in cols) for r in range(1, 9)]
    return head + "\n" + "\n".join(rows)


def stripe_secret() -> str:
    return f"sk_live_51{rnd(ALNUM, 97)}"


def mailchimp_key() -> str:
    return f"{hexs(32)}-us{pick(8, 14, 19, 21)}"


def meta_token() -> str:
    return "EAA" + rnd(ALNUM, pick(180, 196, 204))


def wp_app_password() -> str:
    return groups(rnd(ALNUM, 24), 4)


def credentials() -> Rows:
    r = Rows()

    n, p = nif("2"), pt_pw()
    r.add(
        "portal_financas_password",
        f"Portal das Finanças — NIF {n} senha {p}",
        f"finanças da empresa: utilizador {nif('5')} / password {pt_pw()} (a do contabilista é outra)",
        f"AT login\nNIF: {nif('2')}\nSenha: {pt_pw()}\n(mudei em março, a antiga já não dá)",
        f"lembra-me: senha portal financas = {pt_pw()}",
        f"A senha das Finanças do meu marido (NIF {nif('1')}) é {pt_pw()} — usar só para o IRS conjunto",
    )
    r.add(
        "seguranca_social_direta_password",
        f"Segurança Social Direta: NISS {niss('2')} senha {pt_pw()}",
        f"SS direta (empresa) -> niss {niss('2')} / pass {pt_pw()}",
        f"Segurança social — a minha conta pessoal\nutilizador: {niss('1')}\npalavra-passe: {pt_pw()}",
        f"nova senha da seg social: {pt_pw()} (recebi carta com a provisória, já troquei)",
        f"Para submeter as declarações de remunerações: SSD, NISS {niss('2')}, mot de passe {pt_pw()}",
    )
    r.add(
        "millennium_bcp_online_banking",
        f"Millennium bcp online: código de utilizador {digits(8, True)}, código multicanal {pin(6)}",
        f"Millennium empresas — user {digits(9, True)} / código secreto {pin(6)}",
        f"bcp app pin {pin(4)} · código multicanal {pin(6)}",
        f"Banco (Millennium)\nNº adesão: {digits(8, True)}\nCódigo: {pin(6)}\nPIN app: {pin(4)}",
        f"millenium (sem o n…) login {digits(8, True)} pass {pin(6)} — não dizer à Rita",
    )
    r.add(
        "cgd_caixadirecta_login",
        f"Caixadirecta: nº contrato {digits(10, True)} código de acesso {pin(6)}",
        f"CGD empresas — contrato {digits(10, True)}, código {pin(6)}, PIN da app {pin(4)}",
        f"caixa directa login {digits(10, True)} / {pin(6)}",
        f"Caixa Geral de Depósitos (conta pessoal)\ncontrato: {digits(10, True)}\ncódigo de acesso: {pin(6)}",
        f"CGD: o código de acesso novo é {pin(6)}, o contrato continua o mesmo {digits(10, True)}",
    )
    r.add(
        "bank_matrix_card",
        f"Cartão matriz Millennium (copiei do cartão):\n{matrix_card()}",
        f"cartão matriz CGD\n{matrix_card()}",
        f"matriz bcp, as que o banco pede mais: A3={digits(3)} C7={digits(3)} F2={digits(3)} H5={digits(3)} B8={digits(3)} E1={digits(3)}",
        f"Coordenadas do cartão matriz (Caixa): A1 {digits(3)} | B4 {digits(3)} | D6 {digits(3)} | G2 {digits(3)} | H8 {digits(3)} | C3 {digits(3)}",
    )
    r.add(
        "debit_card_pin",
        f"PIN do cartão multibanco da empresa (Millennium, termina {digits(4)}): {pin()}",
        f"cartão CGD pessoal — pin {pin()}",
        f"Visa {luhn('4')} exp {card_expiry()} CVV {digits(3)} PIN {pin()}",
        f"o código do cartão de débito do restaurante é {pin()}, o do hotel é {pin()}",
    )
    r.add(
        "mbway_pin",
        f"MB WAY pin {pin()} (associado ao {phone()})",
        f"PIN MB WAY da empresa: {pin()}",
        f"mbway -> {pin()}",
        f"MB WAY: telemóvel {phone()}, PIN {pin()} — para pagar aos fornecedores do mercado",
    )
    r.add(
        "sibs_pos_admin_code",
        f"TPA SIBS — código de supervisor {pin(6)}",
        f"POS do restaurante: password admin {pin(4)}, operador 01 pin {pin(4)}",
        f"Terminal de pagamento (receção)\nmenu gestor: {pin(6)}\nanulações: {pin(4)}",
        f"código para fazer fecho/devoluções no tpa = {pin(4)}",
        f"SIBS Pay terminal — admin code {pin(6)} (le technicien l'a changé le 12/02)",
    )
    r.add(
        "booking_extranet_login",
        f"Booking.com extranet\nlogin: casadolargo{digits(2)}\npassword: {pt_pw()}",
        f"booking admin -> user reservas@{HOTEL} pass {pt_pw()}",
        f"Extranet Booking: nome de utilizador {rnd(LOWER, 8)}{digits(3)}, senha {pt_pw()}",
        f"Booking.com: a password nova é {pt_pw()} (a antiga foi bloqueada)",
        f"Booking extranet (propriedade {digits(7, True)}) — user gerencia@{HOTEL} / {pt_pw()}",
    )
    r.add(
        "airbnb_host_login",
        f"Airbnb anfitriã: reservas@{HOTEL} / {pt_pw()}",
        f"airbnb pass: {pt_pw()}",
        f"Conta Airbnb (quartos do 2º andar)\nemail: ana.largo@{HOTEL}\npalavra-passe: {pt_pw()}",
        f"Airbnb — mot de passe {pt_pw()}, código de recuperação {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "expedia_partner_central_login",
        f"Expedia Partner Central: user casadolargo_lx / pw {pt_pw()}",
        f"expedia extranet senha {pt_pw()} (login = email da receção)",
        f"Expedia PC\nusername: rececao@{HOTEL}\npassword: {pt_pw()}",
        f"Expedia: password trocada hoje para {pt_pw()}",
    )
    r.add(
        "thefork_manager_login",
        f"TheFork Manager (restaurante): gerencia@{HOTEL} / {pt_pw()}",
        f"the fork login do tablet da sala: user sala1, pass {pt_pw()}",
        f"TheFork Manager\nidentifiant: restaurante@{HOTEL}\nmot de passe: {pt_pw()}",
        f"reservas do restaurante (thefork) senha {pt_pw()}",
        f"Sistema de reservas do restaurante — PIN do tablet {pin()}, conta {pt_pw()}",
    )
    r.add(
        "alarm_code",
        f"código do alarme {pin()}",
        f"Alarme do hotel: desligar com {pin()} + OFF. Código de coação {pin()}",
        f"alarme restaurante = {pin(6)}  (se tocar ligar à central {phone(False)}, palavra-chave: {secrets.choice(WORDS).lower()})",
        f"Alarm code (for Pierre, night shift): {pin()}",
        f"Alarme — código mestre {pin(6)}, código da limpeza {pin()}",
    )
    r.add(
        "cold_room_padlock_combination",
        f"cadeado da câmara frigorífica: {'-'.join(digits(4))}",
        f"Câmara fria — combinação {digits(3)}",
        f"cadenas chambre froide {digits(4)}",
        f"Cadeado da arca dos mariscos {digits(4)}, o da câmara de frio {digits(4)}",
        f"combinação cadeado câmara frigorifica (mudei depois do furto): {digits(4)}",
    )
    r.add(
        "wifi_password",
        f"Wi-Fi hóspedes: rede CasaDoLargo_Guest, password {pt_pw()}",
        f"wifi staff: CDL-Staff / {rnd(ALNUM, 12)}",
        f"WiFi restaurante — SSID Largo_Resto  pass {secrets.choice(WORDS).lower()}{digits(4)}",
        f"password do wi-fi do escritório: {rnd(ALNUM + '!#', 16)}",
        f"Wifi (mot de passe pour les clients français): {secrets.choice(WORDS)}{digits(4)}",
        f"rede MEO-{hexs(6).upper()} chave WPA2 {rnd(ALNUM, 10)}",
    )
    r.add(
        "router_admin_password",
        f"router MEO: http://192.168.1.254 user meo pass {rnd(ALNUM, 10)}",
        f"Box NOS admin / {pt_pw()}",
        f"Router do 3º andar (repetidor) — admin password {rnd(ALNUM, 12)}",
        f"acesso à box da internet: admin / {rnd(ALNUM + '#', 14)}",
    )
    r.add(
        "office_safe_code",
        f"cofre do escritório: {pin(6)}",
        f"Cofre da receção (fundo de caixa) código {pin(4)}#",
        f"código mestre dos cofres dos quartos = {pin(6)}",
        f"Safe in the back office: {pin(5)} then key",
    )
    r.add(
        "gmail_app_password",
        f"Gmail reservas — app password para o Outlook: {app_password()}",
        f"palavra-passe de app do google (impressora scan-to-email): {app_password()}",
        f"email do hotel: reservas@{HOTEL} senha {pt_pw()}",
        f"App password (Thunderbird no PC da receção): {app_password().replace(' ', '')}",
    )
    r.add(
        "google_backup_codes",
        "Códigos de cópia de segurança Google (conta do hotel):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(10)),
        "google backup codes reservas@\n" + "  ".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
        "códigos 2FA do gmail pessoal: " + ", ".join(digits(8) for _ in range(5)),
    )
    r.add(
        "stripe_secret_key",
        f"Stripe (site de reservas) secret key: {stripe_secret()}",
        f"STRIPE_SECRET_KEY={stripe_secret()}",
        f"chave secreta stripe que o Tiago pôs no site: {stripe_secret()}",
        f"Stripe restricted key (só refunds): rk_live_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key (newsletter): {mailchimp_key()}",
        f"mailchimp key -> {mailchimp_key()}",
        f"chave da API do mailchimp para o formulário do site {mailchimp_key()}",
        f"MAILCHIMP_API_KEY={mailchimp_key()}",
    )
    r.add(
        "channel_manager_api_key",
        f"Channel manager API key: {hexs(32)}",
        f"channel manager (sincroniza booking/expedia) — token {rnd(ALNUM, 40)}",
        f"api_key: {rnd(URLSAFE, 48)}  # channel manager, não partilhar",
        f"Chave API do channel manager para o motor de reservas: {hexs(40)}",
    )
    r.add(
        "pms_login",
        f"PMS do hotel — gerencia / {pt_pw()}",
        f"programa da receção: utilizador ana, senha {pt_pw()}",
        f"PMS login rececao1 pass {pt_pw()} ; rececao2 pass {pt_pw()}",
        f"Software de gestão hoteleira\nadmin: {pt_pw()}\nauditoria noturna: {pt_pw()}",
    )
    r.add(
        "cctv_nvr_password",
        f"câmaras (gravador Hikvision) admin / {pt_pw()}",
        f"NVR vídeo-vigilância: http://10.0.0.{secrets.randbelow(200) + 20} user admin pw {rnd(ALNUM, 12)}",
        f"app das câmaras no telemóvel — conta ana@{HOTEL} / {pt_pw()}, código de verificação do NVR {rnd(UPPER, 6)}",
        f"CCTV password: {rnd(ALNUM + '@', 14)}",
    )
    r.add(
        "door_keypad_master_code",
        f"fechadura porta das traseiras — código mestre {pin(6)}",
        f"porta de serviço (cozinha) {pin(4)}#",
        f"Código da porta da rua para os funcionários: {pin(4)}",
        f"Master code serrures des chambres: {pin(8)}",
    )
    r.add(
        "wordpress_admin_login",
        f"site https://{HOTEL}/wp-admin user admin pass {pt_pw()}",
        f"WordPress do hotel: ana_admin / {rnd(ALNUM + '!#%&*', 18)}",
        f"wp-admin → utilizador gerencia, senha {pt_pw()}",
        f"login do site (o Tiago é que fez): admin / {pt_pw()}",
    )
    r.add(
        "wordpress_application_password",
        f"WordPress application password (integração com o PMS): {wp_app_password()}",
        f"password de aplicação wp para o plugin de reservas: {wp_app_password()}",
        f"WP_APP_PASSWORD=\"{wp_app_password()}\"",
    )
    r.add(
        "instagram_login",
        f"Instagram @casadolargo.lx — {pt_pw()}",
        f"insta do restaurante: user largo.resto pass {pt_pw()}",
        f"Facebook página do hotel: ana.largo@{HOTEL} / {pt_pw()}",
        f"instagram senha nova {pt_pw()} (a estagiária sabe a antiga)",
    )
    r.add(
        "chave_movel_digital_pin",
        f"Chave Móvel Digital: PIN {pin(4)}",
        f"CMD pin de assinatura {pin(6)}, telemóvel {phone()}",
        f"chave movel digital - código {pin(4)}",
        f"Autenticação.gov (CMD) — PIN {pin(4)}, código de desbloqueio {pin(8)}",
    )
    r.add(
        "cartao_cidadao_pin_puk",
        f"Cartão de Cidadão: PIN autenticação {pin(4)}, PIN assinatura {pin(6)}, PUK {pin(8)}",
        f"CC pins — auth {pin(4)} / assinatura {pin(6)}",
        f"PUK do cartão de cidadão {pin(8)} (a carta está na gaveta mas fica aqui também)",
        f"Cartão de cidadão do Rui: pin morada {pin(4)}",
    )
    r.add(
        "website_database_url",
        f"DATABASE_URL=mysql://reservas:{rnd(ALNUM, 16)}@db.{HOTEL}:3306/reservas",
        f"base de dados do site: postgres://app:{rnd(ALNUM, 20)}@10.0.2.{secrets.randbelow(200) + 10}:5432/motor",
        f"phpMyAdmin (alojamento do site) — user cdl_wp, password {rnd(ALNUM + '!', 14)}",
        f"DB_USER=cdl_wp\nDB_PASSWORD={rnd(ALNUM + '#%', 18)}\nDB_HOST=mysql.hosting.example",
    )
    r.add(
        "whatsapp_business_token",
        f"WhatsApp Business API token (mensagens de check-in): {meta_token()}",
        f"token de acesso meta (whatsapp) -> {meta_token()}",
        f"WHATSAPP_TOKEN={meta_token()}",
    )
    r.add(
        "invoicing_software_api_key",
        f"Software de faturação — chave API: {hexs(40)}",
        f"faturação certificada: api_key={rnd(ALNUM, 32)}",
        f"Chave API da faturação para ligar ao TPA: {rnd(URLSAFE, 44)}",
        f"faturação online, conta gerencia@{HOTEL} / {pt_pw()}",
    )
    r.add(
        "accountant_portal_login",
        f"portal do contabilista (documentos): ana.largo / {pt_pw()}",
        f"Contabilidade — acesso ao arquivo digital: user {nif('5')} pass {pt_pw()}",
        f"senha da plataforma do gabinete de contabilidade {pt_pw()}",
        f"e-fatura consumidor (as minhas faturas pessoais): NIF {nif('2')} senha {pt_pw()}",
    )
    r.add(
        "voicemail_pin",
        f"PIN do voicemail do telefone fixo da receção: {pin(4)}",
        f"correio de voz {phone()} — código {pin(4)}",
        f"telefone do hotel: PIN da central {pin(6)} para reencaminhar chamadas",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "nif_number",
        f"NIF da empresa: {nif('5')} (pôr em todas as faturas)",
        f"Fornecedor de peixe — NIF {nif('5')}",
        f"hóspede pediu fatura com contribuinte {nif('2')}",
        f"NIF do meu marido {nif('1')} e o meu {nif('2')} para o IRS",
        f"numéro fiscal portugais de l'entreprise (pour le client français): {nif('5')}",
    )
    r.add(
        "niss_number",
        f"NISS da empresa: {niss('2')}",
        f"Nova cozinheira — NISS {niss('1')}, começa segunda",
        f"niss do Pedro {niss('1')} (precisa para o contrato)",
        f"Número de identificação da Segurança Social: {niss('1')}",
    )
    r.add(
        "atcud_invoice_code",
        f"ATCUD:{atcud()}",
        f"fatura FR 2025A/{secrets.randbelow(900) + 100} — ATCUD {atcud()}",
        f"Série das faturas do restaurante comunicada à AT, código de validação {rnd(UPPER + DIGITS, 8)}",
        f"cliente reclamou do ATCUD {atcud()} na fatura dele, verificar no programa",
        f"Faturas simplificadas: série R2025, código validação AT {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "mb_reference",
        f"Pagar a EDP: Entidade {digits(5, True)} Referência {mb_ref()} Valor 412,37 €",
        f"Referência MB para o hóspede pagar o sinal: ent. {digits(5, True)} ref. {mb_ref()} montante 150,00 €",
        f"IUC da carrinha — entidade {digits(5, True)}, referência {mb_ref()}",
        f"Segurança Social — documento de pagamento: entidade {digits(5, True)} ref {mb_ref()} até dia 20",
        f"Pagamento por Multibanco\nEntidade: {digits(5, True)}\nReferência: {mb_ref()}\nValor: 89,90 €",
    )
    r.add(
        "iban",
        f"IBAN do hotel (Millennium): {pt_iban('0033')}",
        f"Para transferências do sinal: {pt_iban('0035')} (CGD)",
        f"IBAN fornecedor de vinhos {pt_iban('0010', spaced=False)}",
        f"RIB / IBAN pour l'agence de voyages: {pt_iban('0035')} — BIC CGDIPTPL",
        f"devolução ao hóspede para o IBAN {iban('FR', '30006' + digits(5) + rnd(UPPER + DIGITS, 11) + digits(2))}",
    )
    r.add(
        "booking_confirmation_number",
        f"Reserva Booking nº {digits(10, True)} — Sr. Dubois, 3 noites, quarto 12",
        f"booking {digits(10, True)} cancelada sem custos",
        f"Expedia itinerário {digits(13, True)} chega às 22h",
        f"no-show da reserva Booking.com {digits(10, True)}, cobrar 1ª noite",
        f"Réservation {digits(10, True)} : demande de lit bébé",
    )
    r.add(
        "airbnb_confirmation_code",
        f"Airbnb HM{rnd(UPPER + DIGITS, 8)} — check-in 15h",
        f"reserva airbnb código HM{rnd(UPPER + DIGITS, 8)}, 2 adultos",
        f"Airbnb: pedido de reembolso para HM{rnd(UPPER + DIGITS, 8)}",
        f"hóspede da HM{rnd(UPPER + DIGITS, 8)} deixou avaliação 5★",
    )
    r.add(
        "masked_card_number",
        f"cartão de garantia do hóspede: **** **** **** {digits(4)}, exp {card_expiry()}",
        f"Visa terminado em {digits(4)} recusado, pedir outro cartão",
        f"Cartão virtual Booking (VCC) •••• {digits(4)} — só cobrar no check-in",
        f"Millennium cartão empresa xxxx-xxxx-xxxx-{digits(4)}",
        f"pagou com Mastercard {luhn('5')[:6]}******{digits(4)}",
    )
    r.add(
        "postal_code_address",
        f"Morada do hotel: Largo da Graça, {secrets.randbelow(90) + 1}, {postal()} Lisboa",
        f"entregas da Makro para {postal()} Lisboa, porta das traseiras",
        f"código postal do armazém {postal()}",
        f"Adresse pour le courrier: Rua dos Lagares {secrets.randbelow(60) + 1}, {postal()} Lisbonne",
    )
    r.add(
        "phone_number",
        f"canalizador Sr. Joaquim {phone()}",
        f"receção {phone(False)} / restaurante {phone(False)}",
        f"técnico do TPA (linha SIBS) {phone(False)}",
        f"Chef Marie (portable) {phone()}",
    )
    r.add(
        "password_rotation_talk",
        "Lembrar: mudar a senha das Finanças antes de 30 de junho, o contabilista disse que expira",
        "trocar a password da extranet Booking todos os 3 meses — próxima em outubro",
        "A senha da Segurança Social foi bloqueada por 3 tentativas erradas; pedi nova por carta",
        "Depois da saída do Paulo mudar: código do alarme, código da porta das traseiras e password do PMS",
        "Changer le mot de passe du Wi-Fi clients chaque saison (avril et octobre)",
    )
    r.add(
        "secret_location_reference",
        "O código do alarme está no envelope fechado dentro do cofre do escritório",
        "passwords todas no gestor de passwords, cofre 'Hotel' — a Rita tem acesso",
        "cartão matriz da CGD guardado na gaveta da secretária com chave",
        "A combinação do cadeado da câmara frigorífica sabe-a o chef; não a escrevo aqui",
        "Les codes de la banque sont dans le classeur rouge, pas sur l'ordinateur",
    )
    r.add(
        "wifi_network_without_password",
        "Wi-Fi hóspedes: rede CasaDoLargo_Guest — a password está no cartão dentro de cada quarto",
        f"rede do restaurante Largo_Resto, canal {pick(1, 6, 11)}, 5 GHz desligado",
        "Clientes perguntam pelo wifi: é a rede 'CasaDoLargo_Guest', password no quadro da receção",
        f"extender do 3º andar: SSID CDL-3, IP 192.168.1.{secrets.randbelow(200) + 20}",
    )
    r.add(
        "invoice_series_number",
        f"Fatura FT 2025A/{secrets.randbelow(2000) + 1} do Sr. Martins — enviar por email",
        f"nota de crédito NC 2025/{secrets.randbelow(90) + 1} referente à FT 2025A/{secrets.randbelow(2000) + 1}",
        f"Fatura do fornecedor nº {rnd(UPPER, 2)} {secrets.randbelow(900) + 100}/{digits(5)} por pagar",
        f"fatura-recibo FR R2025/{secrets.randbelow(4000) + 1} — mesa 7, 4 pax",
    )
    r.add(
        "saft_hash_certification",
        f"rodapé das faturas: \"{rnd(ALNUM, 4)}-Processado por programa certificado n.º {secrets.randbelow(3000) + 1}/AT\"",
        f"SAF-T de março enviado, ficheiro SAFT_{nif('5')}_202503.xml",
        f"Os 4 caracteres da assinatura na fatura são {rnd(ALNUM, 4)} — o cliente perguntou o que era",
        f"certificado do programa de faturação n.º {secrets.randbelow(3000) + 1}/AT, versão {secrets.randbelow(5) + 1}.{secrets.randbelow(20)}",
    )
    r.add(
        "pos_terminal_identifiers",
        f"TPA da receção: ID terminal {digits(8, True)}, nº comerciante {digits(10, True)}",
        f"SIBS — número de estabelecimento {digits(10, True)} (pedir no contrato)",
        f"POS restaurante S/N {rnd(UPPER + DIGITS, 12)}, modelo {rnd(UPPER, 1)}{digits(3)}",
        f"fecho do TPA lote {digits(3)} total 2.314,50 € — talão nº {digits(6)}",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key (vai no HTML do site): pk_live_51{rnd(ALNUM, 97)}",
        f"NEXT_PUBLIC_STRIPE_KEY=pk_live_51{rnd(ALNUM, 97)}",
        f"chave pública stripe (pode estar no código): pk_test_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "analytics_tracking_id",
        f"Google Analytics do site: G-{rnd(UPPER + DIGITS, 10)}",
        f"Meta Pixel ID {digits(16, True)}",
        f"Google Tag Manager GTM-{rnd(UPPER + DIGITS, 7)}",
        f"ID da ficha Google do restaurante (place id) ChIJ{rnd(URLSAFE, 23)}",
    )
    r.add(
        "ctt_tracking_number",
        f"Encomenda dos lençóis: CTT {rnd(UPPER, 2)}{digits(9)}PT",
        f"registado com aviso de receção RR{digits(9)}PT — carta para as Finanças",
        f"Colis de la Chef Marie: {rnd(UPPER, 2)} {digits(3)} {digits(3)} {digits(3)} PT",
        f"tracking da máquina de café (DPD): {digits(14, True)}",
    )
    r.add(
        "restaurant_reservation_id",
        f"TheFork reserva #{digits(9, True)} — mesa para 6, aniversário",
        f"reserva restaurante id {rnd(LOWER + DIGITS, 10)} cancelada pelo cliente",
        f"Réservation TheFork {digits(9, True)} : allergie aux fruits à coque",
        f"reserva grupo (20 pax) ref. R-{digits(6)}",
    )
    r.add(
        "local_lodging_registration",
        f"Registo AL n.º {digits(6, True)}/AL (anexo do 2º andar)",
        f"RNET do hotel: {digits(4, True)}",
        f"licença de utilização n.º {secrets.randbelow(900) + 100}/{pick(2019, 2020, 2021)} — CML",
    )
    r.add(
        "license_plate",
        f"carrinha do hotel {rnd(UPPER, 2)}-{digits(2)}-{rnd(UPPER, 2)}",
        f"hóspede estacionou {digits(2)}-{rnd(UPPER, 2)}-{digits(2)} no lugar da cargas e descargas",
        f"Voiture du client: {rnd(UPPER, 2)}-{digits(3)}-{rnd(UPPER, 2)} (plaque française)",
    )
    r.add(
        "env_var_reference",
        "STRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}  # vem do painel do alojamento, não do ficheiro",
        "no deploy do site: api_key: ${{ secrets.CHANNEL_MANAGER_KEY }}",
        "DB_PASSWORD=  (preencher no servidor, pedir ao Tiago)",
        "MAILCHIMP_API_KEY=<a tua chave aqui>",
    )
    r.add(
        "admin_url_with_uuid",
        f"página da reserva no PMS: https://pms.{HOTEL}/reservations/{uid()}",
        f"relatório de ocupação: https://app.channel.example/properties/{uid()}/reports",
        f"fatura no portal do fornecedor https://portal.acme.test/invoices/{uid()} (precisa login)",
    )
    r.add(
        "supplier_order_number",
        f"Encomenda Makro nº {digits(10, True)} — entrega quinta",
        f"pedido ao fornecedor de vinhos PO-{digits(6)}",
        f"commande boulangerie #{digits(5)} (croissants pour le petit-déjeuner)",
        f"guia de remessa GR {pick('2025', '2025A')}/{digits(4)} — falta 1 caixa de limões",
    )
    r.add(
        "equipment_serial_number",
        f"máquina de lavar loiça S/N {rnd(UPPER + DIGITS, 14)}",
        f"router MEO, número de série {rnd(UPPER + DIGITS, 12)}",
        f"frigorífico da câmara — modelo {rnd(UPPER, 3)}-{digits(3)}, série {digits(10)}",
        f"garantia da impressora: nº série {rnd(UPPER + DIGITS, 10)}, termina {card_expiry()}",
    )
    r.add(
        "device_mac_address",
        f"MAC da impressora da receção {mac()}",
        f"bloquear no router o dispositivo {mac('-', True)} (tablet antigo)",
        f"TPA wifi MAC {mac()}; IP fixo 192.168.1.{secrets.randbelow(200) + 20}",
    )
    r.add(
        "dkim_public_record",
        f"registo DNS para o email: default._domainkey TXT \"v=DKIM1; k=rsa; p={b64(secrets.token_bytes(162))}\"",
        f"SPF + DKIM do domínio {HOTEL} — chave pública: {b64(secrets.token_bytes(162))}",
        f"Google site verification: google-site-verification={rnd(URLSAFE, 43)}",
    )
    r.add(
        "security_settings_numbers",
        "PIN do TPA tem 4 dígitos e bloqueia à 3ª tentativa errada",
        f"alarme: tempo de saída {pick(30, 45, 60)} s, tempo de entrada {pick(20, 30)} s",
        "As senhas do PMS têm de ter mínimo 12 caracteres, com maiúscula e número",
        f"cofres dos quartos: código de 4 a 6 dígitos escolhido pelo hóspede; bateria trocada em {card_expiry(24, 2)}",
        "Caixadirecta pede o código de acesso + SMS acima de 500 € por transferência",
    )
    r.add(
        "insurance_policy_number",
        f"Seguro multirriscos — apólice n.º {digits(11, True)} (Seguradora Acme)",
        f"seguro de acidentes de trabalho apólice {rnd(UPPER, 2)}{digits(8)}",
        f"sinistro nº {digits(9, True)} — inundação na cave",
    )
    r.add(
        "electricity_cpe_code",
        f"CPE da luz: PT0002{digits(12)}{rnd(UPPER, 2)}",
        f"código CPE do contador do restaurante PT 0002 {digits(4)} {digits(4)} {digits(4)} {rnd(UPPER, 2)}",
        f"gás natural CUI PT16{digits(14)}{rnd(UPPER, 2)}",
    )
    r.add(
        "support_ticket_number",
        f"Booking suporte — caso #{digits(9, True)} sobre a comissão duplicada",
        f"pedido de assistência MEO nº {digits(10, True)}",
        f"ticket SIBS {rnd(UPPER, 3)}-{digits(7)} (TPA não imprime)",
        f"reclamação no livro amarelo ref. {digits(6)}/{pick(2024, 2025)}",
    )
    r.add(
        "guest_registration_reference",
        f"Boletins de alojamento (SIBA) enviados, comprovativo nº {digits(10, True)}",
        f"passaporte do hóspede {rnd(UPPER, 2)}{digits(7)} — comunicar à AIMA",
        f"ficha de registo {digits(6)} — hóspede alemão, quarto 4",
    )
    r.add(
        "file_checksum",
        f"backup do PMS de ontem: sha256 {rnd(HEX, 64)}",
        f"ficheiro SAF-T anual, md5 {rnd(HEX, 32)} (o contabilista pediu para confirmar)",
        f"atualização do TPA versão {secrets.randbelow(9) + 1}.{secrets.randbelow(30)}.{secrets.randbelow(200)}, build {hexs(7)}",
    )
    r.add(
        "otp_delivery_talk",
        f"o código SMS do Millennium chega ao telemóvel terminado em {digits(3)}",
        "CGD: as transferências pedem código por SMS — ter o telefone da empresa à mão",
        "Les codes de validation de la banque arrivent par SMS, jamais par email — attention au phishing",
        f"2FA da Booking extranet ligado ao número {phone()[:8]}*** ***",
    )
    r.add(
        "masked_password_note",
        "password do PMS: ******** (pedir à gerência)",
        "senha das finanças: não a guardo aqui, está só na minha cabeça e no envelope do contabilista",
        "Wi-Fi staff: a password foi alterada, ver no gestor de passwords",
    )
    r.add(
        "bank_reference_numbers",
        f"Millennium — nº de conta {digits(11, True)}, balcão Graça",
        f"CGD: NIB antigo {digits(21)} (ainda aparece em faturas)",
        f"transferência SEPA ref. {rnd(UPPER + DIGITS, 16)} para o fornecedor",
        f"débito direto ADC — referência de autorização {digits(11, True)}, credor PT{digits(2)}ZZZ{digits(6)}",
    )
    r.add(
        "price_and_numbers",
        f"tarifa quarto duplo época alta 145 €; código de tarifa BAR{digits(2)}",
        f"código promocional do site para newsletter: LARGO{digits(2)} (10% desconto, público)",
        f"promo code partagé sur Instagram : GRACA{digits(2)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout289.py", [
        ("heldout289_credentials.yaml", credentials(), "Batch 289: a Lisbon small-hotel and restaurant owner's notes (PT/EN/FR) that hold real secrets"),
        ("heldout289_lookalikes.yaml", lookalikes(), "Batch 289: the same owner's notes with NIF/NISS, ATCUD, MB references, IBANs, booking numbers and no secret"),
    ])


if __name__ == "__main__":
    main()
