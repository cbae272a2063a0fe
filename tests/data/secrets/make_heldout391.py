# ruff: noqa: E501
"""Writes heldout391_credentials.yaml and heldout391_lookalikes.yaml: held-out batch 391.

Persona: a retired postman of 71 in Naples who writes his notes in Italian with a good deal
of Neapolitan, in long chatty lines full of misspellings. His grandchildren set up his phone
and wrote things down for him: the Poste Italiane / PosteID (SPID) login and the PosteID app
code, the Postamat and Postepay card, the INPS pension portal PIN, the CIE and health-card
PINs, the intercom, gate, garage-remote, alarm, safe and cellar padlock codes, the home Wi-Fi
key and router admin password, the WhatsApp backup key and two-step PIN, the Google account
with its backup codes and authenticator seed, the doorbell camera stream and its Telegram
bot; and many look-alikes: raccomandata tracking numbers, pension certificate and protocol
numbers, his codice fiscale, the pension IBAN, masked card digits, used SMS codes, phone
numbers, POD/PDR supply codes, pagoPA notice codes, IMEI and serials, WhatsApp safety
numbers, lotto numbers, receipts, amounts and dates, and notes that mention a PIN without it.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    imei,
    luhn,
    mac,
    pick,
    pin,
    rnd,
    s10,
    seed_phrase,
    ssh_fingerprint,
    telegram_bot_token,
    totp_seed,
    uid,
    write_corpora,
)

NAP_WORDS = [
    "Pulcinella", "Vesuvio", "Marechiaro", "Posillipo", "Sfogliatella", "Babba", "Partenope",
    "Mergellina", "Sangennaro", "Scugnizzo", "Pastiera", "Margellina", "Tarallo", "Chiaia",
    "Maradona", "Ciuccio", "Funicolare", "Lungomare", "Vomero", "Sanita",
]
NAMES = ["Ciro", "Gennaro", "Assunta", "Carmela", "Salvatore", "Titina", "Peppe", "Nunzia", "Rafele", "Ninuccio"]
WEAK = ("0000", "1111", "1234", "2580", "1212", "0123")
CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20,
                   11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23], strict=True))


def nap_pw() -> str:
    """A password a grandchild picked for him: a Neapolitan word, digits, a sign."""
    return f"{secrets.choice(NAP_WORDS)}{digits(pick(2, 3, 4), lead=True)}{pick('!', '@', '#', '*', '.', '$', '?')}"


def gen_pw(n: int = 14) -> str:
    """A password a manager or the router generated."""
    return rnd(ALNUM + "!#@%*?", n)


def posteid_code() -> str:
    """The six-digit code the PosteID app asks for to confirm an access."""
    return pin(6, WEAK)


def inps_pin() -> str:
    """The old sixteen-character INPS 'PIN dispositivo'."""
    return rnd(UPPER + DIGITS, 16)


def wa_backup_key() -> str:
    """WhatsApp's 64-digit end-to-end backup key, shown in sixteen groups of four."""
    return groups(hexs(64), 4)


def wa_safety_number() -> str:
    """WhatsApp's 60-digit security code for a chat: a fingerprint of public keys."""
    return groups(digits(60), 5)


def google_backup_codes(n: int = 10) -> str:
    """Google's backup codes: ten codes of eight digits, printed as two groups of four."""
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def numbered_seed(n: int = 12) -> str:
    """A seed phrase written one numbered word a line, as the wallet shows it."""
    return "\n".join(f"{i}. {w}" for i, w in enumerate(seed_phrase(n).split(), 1))


def fisconline_pin() -> str:
    return digits(10, lead=True)


def dip_switches(n: int = 10) -> str:
    """The dip-switch setting of a fixed-code garage remote."""
    return "".join(secrets.choice("+-0") for _ in range(n))


def wifi_key() -> str:
    return pick(rnd(LOWER + DIGITS, 16), rnd(ALNUM, 20), rnd(UPPER + DIGITS, 12))


def codice_fiscale() -> str:
    """A codice fiscale of a man born in Naples in 1953 or 1954, with its check letter."""
    cons = "BCDFGLMNPRSTVZ"
    head = (rnd(cons, 3) + rnd(cons, 3) + pick("53", "54") + secrets.choice("ABCDEHLMPRST")
            + f"{secrets.randbelow(28) + 1:02d}" + "F839")
    total = sum(CF_ODD[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65)
                for i, c in enumerate(head))
    return head + chr(65 + total % 26)


def it_iban(spaced: bool = True) -> str:
    """An Italian IBAN of a BancoPosta account (ABI 07601)."""
    return iban("IT", secrets.choice(UPPER) + "07601" + digits(5) + digits(12), spaced)


def pod() -> str:
    return "IT001E" + digits(8)


def pagopa_code() -> str:
    return "3" + digits(17)


def amazon_order() -> str:
    return f"40{secrets.randbelow(9) + 1}-{digits(7)}-{digits(7)}"


def vin() -> str:
    return "ZFA" + rnd("ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS, 14)


def plate() -> str:
    letters = "ABCDEFGHJKLMNPRSTVWXYZ"
    return f"{rnd(letters, 2)}{digits(3)}{rnd(letters, 2)}"


def phone() -> str:
    return f"3{pick('33', '35', '38', '39', '40', '47', '49')} {digits(3)} {digits(4)}"


def landline() -> str:
    return f"081 {digits(3, lead=True)} {digits(4)}"


def euro() -> str:
    return f"{secrets.randbelow(1400) + 300},{digits(2)}"


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('2024', '2025')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "posteid_password",
        f"Poste Italiane / PosteID (è pure 'o SPID) utente: pasquale.esposito53@acme.example pasword {nap_pw()} - me l'ha messa Ciro, nun 'a cagnà!!",
        f"pasvord della posta nuova (quella dell'app PosteID) {nap_pw()}\n'a vecchia nun funziona cchiù",
        f"SPID poste - nome utente è la mail, la passuord è {nap_pw()} , se la sbaglio 3 volte si blocca dice Assuntina",
        f"ricordarsi!!! posteid.test login\nutente: esposito.pasquale@acme.example\npassword:\n{gen_pw(12)}",
        f"Gennarino ha cambiato la password de le poste perché era scaduta, mo è {nap_pw()} (con la maiuscola all'inizio)",
    )

    r.add(
        "posteid_app_code",
        f"codice PosteID dell'app (quello che chiede quando entro all'INPS col telefonino) = {posteid_code()}",
        f"Codice posteid {posteid_code()} nun ce scurdammo, senza chisto nun se trase da nisciuna parte",
        f"app PosteID sul samsung: codice {posteid_code()} — l'ho scelto io, è la data del matrimonio al contrario",
        f"per autorizzare l'accesso SPID premi si e poi metti il codicie posteid\n{posteid_code()}",
        f"- posteID codice: {posteid_code()}\n- impronta digitale attivata (ma non va sempre co' 'e mane secche)",
    )

    r.add(
        "postamat_pin",
        f"PIN del bancomatt postamat (carta gialla) {pin(5, WEAK)} nun 'o dicere a nisciuno",
        f"Postamat pin {pin(5, WEAK)}  — all'ufficio postale di via Toledo lo sportello prende solo questa",
        f"carta BancoPosta nuova arrivata il 12, il pin che m'hanno mandato col foglio è {pin(5, WEAK)}",
        f"pin carta: {pin(5, WEAK)}\n(se sbaglio tre volte 'a macchinetta s'a mangia!!)",
        f"Assunta dice di non scrivere il PIN vicino alla carta e allora lo scrivo qua nel telefono: {pin(5, WEAK)}",
    )

    r.add(
        "postepay_card_full",
        f"Postepay Evolution per le cose su internet: {groups(luhn('4023', 16), 4)} scad. {card_expiry()} cvv {digits(3)}",
        f"carta postepay (quella che usa Ciro per comprarmi le medicine online)\nnumero {groups(luhn('5333', 16), 4)}\nscadenza {card_expiry()}\ncodice dietro {digits(3)}",
        f"numero carta {luhn('4023', 16)} exp {card_expiry()} CVV2 {digits(3)} — serve per pagare la bolletta sul sito",
        f"la carta pe' Amazon: {groups(luhn('4023', 16), 4)} , {card_expiry()}, i tre numeri dietro so' {digits(3)}",
        f"| carta | numero | scad | cvv |\n| postepay | {groups(luhn('5333', 16), 4)} | {card_expiry()} | {digits(3)} |",
    )

    r.add(
        "inps_pin",
        f"PIN INPS (il vecchio, a 16 cifre, per il cedolino della pensione) {inps_pin()}",
        f"inps.test → codice fiscale e pin {inps_pin()} se lo spid nun va",
        f"Pin dispositivo INPS che m'hanno dato al patronato: {groups(inps_pin(), 4)}",
        f"per vedere 'o cedolino: entra col PIN\n{inps_pin()}\n(la prima parte me l'hanno data allo sportello, la seconda per posta)",
        f"INPS pin {inps_pin()} valido fino a che non lo tolgono del tutto, dice Gennaro",
    )

    r.add(
        "intercom_code",
        f"codice citofono del palazzo de Carmela (via Foria 112) {pin(4, WEAK)} poi campanello",
        f"citofomo a tastiera del portone: {pin(5, WEAK)}# (con il cancelletto alla fine se no non apre)",
        f"Pe' trasì 'o palazzo nuovo d'o figlio: digita {pin(4, WEAK)} e premi la campanella",
        f"codice portone condominio {pin(4, WEAK)} — l'amministratore l'ha cambiato a marzo, il vecchio non va più",
        f"citofono codice apertura\n{pin(6, WEAK)}\nnon darlo ai venditori di folletto!!",
    )

    r.add(
        "gate_code",
        f"cancello del parcheggio: tastierino a sinistra, codice {pin(4, WEAK)} e poi OK",
        f"codice cancelo del cortile {pin(5, WEAK)} , se non apre aspetta 'o rumore e riprova",
        f"Cancello carraio via Manzoni codice {pin(4, WEAK)}* (asterisco alla fine)",
        f"il codice del cancello pedonale è cambiato, mo' è {pin(6, WEAK)}. L'ha detto la portinaia Titina",
        f"cancello villa di Salvatore a Pozzuoli: {pin(4, WEAK)} poi spingi forte che è duro",
    )

    r.add(
        "garage_remote_code",
        f"telecomando garage: i dentini (dip switch) stanno così {dip_switches()} — se si rompe se ne può fare uno uguale",
        f"codice del telecomando del box, la combinazione dei pulsantini dentro: {dip_switches(12)}",
        f"box auto: tastiera esterna codice {pin(5, WEAK)} poi il tasto verde, il telecomando è nel cassetto",
        f"garage (telecomando vecchio a 9 levette)\n{dip_switches(9)}\n+ = su, - = giù, 0 = in mezzo",
        f"Peppe ha copiato il telecomando del garage, la posizione delle levette è {dip_switches()}, non darla a nessuno",
    )

    r.add(
        "home_wifi_key",
        f"uaifai di casa: rete TIM-{digits(8)} chiave {wifi_key()}",
        f"password del wifi (sta pure dietro al modem ma è scritta piccola piccola) {wifi_key()}",
        f"Wi-Fi casa\nnome: CasaEsposito\npassw: {wifi_key()}\nper i nipoti quando vengono la domenica",
        f"Ciro ha cambiato la chiave del wifi pecché 'o vicino s'attaccava: mo è {wifi_key()}",
        f"WIFI-FASTWEB-{rnd(UPPER + DIGITS, 6)}  chiave WPA2 {wifi_key()}  (scrivila uguale co' le maiuscole)",
        f"wifi rete ospiti per la badante: {nap_pw()} , quella principale la sa solo Gennaro",
    )

    r.add(
        "whatsapp_backup_key",
        f"chiave crittografia backup di whatsapp (64 cifre) la dice il nipote di non perderla mai:\n{wa_backup_key()}",
        f"uozzap backup chiave {wa_backup_key()}",
        f"Backup crittografato end-to-end WhatsApp — chiave a 64 cifre: {wa_backup_key()} se cambio telefono serve questa, senza si perdono le foto",
        f"whatsapp > impostazioni > chat > backup > chiave\n{wa_backup_key()}",
        f"chiave del backup di uotsap che m'ha fatto salvare Carmela: {wa_backup_key().replace(' ', '')}",
    )

    r.add(
        "whatsapp_two_step_pin",
        f"whatsapp verifica in due passaggi PIN {pin(6, WEAK)} ogni tanto lo chiede e io nun m'o ricordo mai",
        f"PIN di WhatsApp (a sei numeri): {pin(6, WEAK)}",
        f"quando whatsapp dice 'inserisci il tuo pin' metti {pin(6, WEAK)} — NON è il pin del telefono",
        f"uozzap pin a 6 cifre\n{pin(6, WEAK)}\nl'ha messo Assunta dopo che m'hanno rubato l'account",
        f"verifica in 2 passaggi wapp: {pin(6, WEAK)} , mail di recupero quella di Ciro",
    )

    r.add(
        "sim_puk",
        f"PUK della sim (sta sulla tessera grande da dove s'è staccata la sim) {digits(8)}",
        f"sim iliad puk {digits(8)} se sbaglio il pin 3 volte",
        f"codice PUK {digits(8)} - tenere conto, il telefono s'era bloccato già una volta a Natale",
        f"Numero nuovo TIM: PUK\n{digits(8)}",
        f"sim del telefonino vecchio, PUK {digits(8)}, il PIN l'ha tolto Gennarino",
    )

    r.add(
        "phone_unlock_code",
        f"per sbloccare il telefono metti {pin(6, WEAK)} (se la faccia nun me riconosce cu 'e lenti)",
        f"codice sblocco samsung {pin(6, WEAK)}",
        f"Segno di sblocco: parte da {pick('alto a sinistra', 'in mezzo', 'basso a destra')} e fa {pin(5, WEAK)} sul tastierino (1 2 3 sopra, 7 8 9 sotto)",
        f"il pin della schermata del telefonino nuovo è {pin(6, WEAK)}, il vecchio era diverso",
        f"codice del tablet ca me regalaje 'a nipote: {pin(4, WEAK)}",
    )

    r.add(
        "google_account_password",
        f"Account Google (pe' 'o Play Store e le foto) pasquale.esposito.na@acme.example password {nap_pw()}",
        f"gmail password: {gen_pw(12)} l'ha generata il telefono, Ciro me l'ha ricopiata",
        f"account google nuovo\nmail: nonno.pasquale53@acme.example\npass {nap_pw()}",
        f"Google: se chiede la password del'account mettere {nap_pw()} (attenzione al punto alla fine)",
        f"Pass google cambiata il 3 febbraio → {gen_pw(16)}",
    )

    r.add(
        "google_backup_codes",
        f"codici di backup google (ognuno si usa una volta, cancellarli quando usati):\n{google_backup_codes()}",
        f"Codici di riserva account google stampati da Ciro e ricopiati qui\n{google_backup_codes(8)}",
        f"google codici backup: {', '.join(digits(8) for _ in range(10))}",
        f"se perdo il telefono per entrare in google usa uno di questi\n{google_backup_codes(5)}\n(gli altri li tiene Gennaro)",
    )

    r.add(
        "email_password",
        f"posta Libero (la mail vecchia dove arrivano le bollette) pasqualino.esposito@acme.example pw {nap_pw()}",
        f"virgilio mail pasword {nap_pw()} - nun se ricorda manco Carmela chi l'ha messa",
        f"e-mail della pensione: esposito.p@mail.acme.example\npassword: {gen_pw(10)}",
        f"password mail libero cambiata perché c'era scritto 'accesso sospetto', mo è {nap_pw()}",
        f"imap.acme.example utente pasquale, password {gen_pw(12)} (per l'email sul computer vecchio)",
    )

    r.add(
        "bank_dispositivo_pin",
        f"codice dispositivo BancoPosta online (per fare i bonifici) {pin(6, WEAK)}",
        f"PIN dispositivo banca per pagare l'F24: {pin(8, WEAK)}",
        f"bonifico al nipote per la laurea → chiede codice dispositivo\n{pin(6, WEAK)}",
        f"banca: codice per autorizzare i pagamenti {pin(5, WEAK)} (diverso dal pin della carta!)",
    )

    r.add(
        "house_alarm_code",
        f"allarme di casa: codice per disinserire {pin(4, WEAK)} poi tasto OFF, hai 30 secondi quando trasi",
        f"antifurto codice {pin(5, WEAK)} — se suona chiamare la ditta, il numero sta sul frigo",
        f"codice allarme casa al mare a Torre del Greco: {pin(6, WEAK)}",
        f"Allarme: inserire {pin(4, WEAK)} + A (totale) oppure + B (solo porte quando dormo)",
        f"il codice dell'antifurto l'ha cambiato il tecnico giovedì, nuovo codice utente {pin(4, WEAK)}",
    )

    r.add(
        "safe_combination",
        f"cassaforte dietro al quadro della Madonna: combinazione {pin(6, WEAK)} poi gira la manopola",
        f"combinazione cassaforte {digits(2)}-{digits(2)}-{digits(2)} (destra sinistra destra)",
        f"cassaforte armadio camera da letto codice {pin(4, WEAK)}#  dentro ci stanno gli ori di Nunzia buonanima",
        f"Cassaforte albergo Ischia stanza 12 ho messo {pin(4, WEAK)}",
        f"la cassaforte a muro: {pin(6, WEAK)}, la chiave d'emergenza ce l'ha Salvatore",
    )

    r.add(
        "cns_card_pin",
        f"tessera sanitaria CNS - PIN {digits(8)} (per il fascicolo sanitario sul computer col lettore)",
        f"PIN della tessera sanitaria attivata all'ASL: {digits(8)}",
        f"fascicolo sanitario → entra con tessera sanitaria e pin\n{digits(8)}",
        f"TS-CNS pin {digits(8)} arrivato col foglio dell'ASL Napoli 1",
    )

    r.add(
        "cie_pin",
        f"Carta d'identità elettronica: PIN completo {digits(8)} (prime 4 date al comune, ultime 4 nella busta)",
        f"PIN CIE {digits(8)} serve per entrare con l'app CieID",
        f"cie pin → {digits(4)} {digits(4)}",
        f"app CieID: codice pin della carta d'identità\n{digits(8)}\n(il PUK sta nella busta nel cassetto)",
        f"pin carta identità elettronica scritto da Ciro: {digits(8)} — non metterlo nel portafoglio!",
    )

    r.add(
        "amazon_password",
        f"Amazon account per le cose che ordina Carmela per me: nonno.pasquale53@acme.example {nap_pw()}",
        f"amazon pasword {gen_pw(12)}",
        f"password amazon (prime che paga Gennaro)\n{nap_pw()}",
        f"Amazon: mail quella de libero, passw {nap_pw()} – se chiede codice arriva sul telefono",
    )

    r.add(
        "pay_tv_password",
        f"DAZN pe' vedé 'o Napoli: utente la mail, password {nap_pw()} FORZA NAPOLI",
        f"dazn login pasquale.esposito53@acme.example / {nap_pw()}",
        f"Sky Go password {gen_pw(10)} (codice cliente sta sul contratto)",
        f"password per vedere la partita sul televisore nuovo (app DAZN)\n{nap_pw()}\nse non va riavvia il modem",
        f"Netflix di Titina che usiamo tutti: mail titina.famiglia@acme.example pass {nap_pw()}",
    )

    r.add(
        "router_admin_password",
        f"modem TIM pagina 192.168.1.1 utente admin password {gen_pw(12)} (nun toccà niente!!)",
        f"router admin: {rnd(LOWER + DIGITS, 10)} , l'ha cambiata Ciro",
        f"per entrare nel modem http://router.casa.internal → admin / {gen_pw(14)}",
        f"password amministratore del modem fastweb {rnd(ALNUM, 12)}",
        f"modem: user admin\npass {nap_pw()}\nse internet non va chiama Ciro PRIMA di toccare",
    )

    r.add(
        "authenticator_seed",
        f"chiave segreta Google Authenticator per l'account (Ciro dice: se cambio telefono la rimetto a mano) {groups(totp_seed(), 4)}",
        f"2FA chiave configurazione: {totp_seed()}",
        f"otpauth://totp/Acme:nonno.pasquale53?secret={totp_seed()}&issuer=Acme",
        f"codice segreto dell'autenticatore (quello da mettere invece del QR)\n{groups(totp_seed(32).lower(), 4)}",
    )

    r.add(
        "crypto_seed_phrase",
        f"Gennaro m'ha fatto comprare nu poco 'e bitcoin, le 12 parole segrete so':\n{seed_phrase(12)}",
        f"parole di recupero del portafoglio bitcoin (NON DARLE A NESSUNO, manco a chi dice che è della banca): {seed_phrase(12)}",
        f"frase segreta wallet: {seed_phrase(24)}",
        f"le parole inglesi del bitcoin in ordine (le ha scritte Gennaro)\n{numbered_seed()}",
    )

    r.add(
        "fisconline_pin",
        f"Agenzia Entrate Fisconline PIN {fisconline_pin()} (per la precompilata)",
        f"pin fisconline: {fisconline_pin()} — password a parte la sa il CAF",
        f"per il 730 online: codice fiscale + PIN\n{fisconline_pin()}",
        f"agenzia entrate pin completo (4 cifre online + 6 arrivate per posta) {fisconline_pin()}",
    )

    r.add(
        "ipcam_rtsp_url",
        f"telecamera del pianerottolo, Ciro dice che per vederla su VLC: rtsp://admin:{gen_pw(10)}@192.168.1.{secrets.randbelow(200) + 20}:554/stream1",
        f"cam giardino: rtsp://nonno:{nap_pw()}@cam-giardino.casa.internal:554/h264",
        f"URL telecamera porta\nrtsp://admin:{rnd(ALNUM, 12)}@10.0.0.{secrets.randbelow(200) + 20}/live/ch0",
        f"per vedere la telecamera dal computer: http://admin:{gen_pw(10)}@cam.esposito.test/video.cgi",
        f"```\ncamera:\n  url: rtsp://viewer:{rnd(ALNUM, 14)}@192.168.1.{secrets.randbelow(200) + 20}:554/Streaming/Channels/101\n```\n(l'ha scritto Ciro per il raspberry)",
    )

    r.add(
        "gmail_app_password",
        f"password per le app di Google (per la posta sul computer vecchio, Thunderbird) {app_password()}",
        f"app password gmail: {app_password().replace(' ', '')}",
        f"Ciro ha fatto una 'password per app' di 16 lettere per la stampante che manda le scansioni: {app_password()}",
        f"smtp.gmail.com porta 587 utente nonno.pasquale53 password app\n{app_password()}",
    )

    r.add(
        "padlock_combination",
        f"lucchetto della cantina combinazione {digits(4)} (le rotelline)",
        f"catena bici di Peppe che tengo io: {digits(3)}",
        f"cantina n.7 lucchetto a numeri {digits(4)}, la chiave del portone cantina sta appesa in cucina",
        f"combinazione valigia per Lourdes {digits(3)} (pure quella piccola stessa)",
    )

    r.add(
        "condo_portal_password",
        f"portale condominio dell'amministratore (per le rate e i verbali) condominio.acme.example utente INT14 password {nap_pw()}",
        f"area riservata condominio: codice utente {digits(6)} password {gen_pw(10)}",
        f"amministratore ha mandato la password per l'app del condominio:\n{rnd(ALNUM, 8)}\n(da cambiare al primo accesso, ma io non l'ho cambiata)",
        f"condominio Parco Margherita — login interno 14 scala B, pass: {gen_pw(12)}",
    )

    r.add(
        "doorbell_bot_token",
        f"il campanello con la telecamera manda i messaggi su Telegram, Ciro ha messo il token del bot qui: {telegram_bot_token()}",
        f"```\nTELEGRAM_TOKEN={telegram_bot_token()}\nCHAT_ID={digits(9, lead=True)}\n```",
        f"bot campanello token\n{telegram_bot_token()}\nse il raspberry si rompe serve questo",
        f'config.json del campanello: {{"bot_token": "{telegram_bot_token()}", "notify": true}}',
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "raccomandata_tracking",
        f"raccomandata per la causa con l'INPS spedita, numero {s10('RR', 'IT')} — io 'e raccumannate 'e cunsegnavo, mo 'e manno!",
        f"raccomandata A/R n. {s10('RA', 'IT')} arrivata il {date()}",
        f"pacco di Carmela da Milano: codice spedizione {s10('CP', 'IT')} (lo seguo sul sito delle poste)",
        f"cercare su poste.it il numero {s10('RR', 'IT')} pecché 'o postino nuovo nun è passato",
        f"Tracking pacchetto dalla Germania {s10('LX', 'DE')} poi diventa poste italiane",
    )

    r.add(
        "giacenza_notice_number",
        f"avviso di giacenza n. {digits(12, lead=True)} ritirare all'ufficio di piazza Garibaldi entro 30 giorni",
        f"cartolina verde giacenza: {digits(12, lead=True)} — mittente Agenzia Entrate",
        f"'o postino ha lasciato l'avviso, numero {digits(12, lead=True)}, c'aggia ì cu 'a carta d'identità",
        f"giacenza raccomandata {s10('RR', 'IT')} avviso {digits(12, lead=True)} (ufficio Napoli 42)",
        f"avviso giacenza ritirato il {date()}, numero era {digits(12, lead=True)}",
    )

    r.add(
        "pension_certificate_number",
        f"numero certificato pensione: cat. VO n. {digits(8, lead=True)} sede INPS Napoli",
        f"pensione di vecchiaia categoria VO, certificato {digits(8, lead=True)} (sta sul libretto vecchio)",
        f"INPS pensione n° {digits(8, lead=True)} / reversibilità di Nunzia SO {digits(8, lead=True)}",
        f"per il patronato portare: documento, codice fiscale, numero pensione {digits(8, lead=True)}",
        f"n.pensione {digits(8, lead=True)} cat. VO — chiedere al CAF per la quattordicesima",
    )

    r.add(
        "tax_code_codice_fiscale",
        f"codice fiscale mio {codice_fiscale()}",
        f"CF: {codice_fiscale()} (sta pure sulla tessera sanitaria)",
        f"codice fiscale pe' 'o medico nuovo\n{codice_fiscale()}",
        f"il codice fiscale di Nunzia buonanima serviva per la successione: {codice_fiscale()}",
        f"- C.F. {codice_fiscale()}\n- nato a Napoli\n- residente via Duomo",
    )

    r.add(
        "pension_iban",
        f"IBAN del conto BancoPosta dove arriva la pensione: {it_iban()} (lo posso dare a chi deve fare i bonifici)",
        f"iban per il bonifico del nipote {it_iban(False)}",
        f"coordinate bancarie da dare all'INPS:\n{it_iban()}",
        f"Ciro mi ha chiesto l'IBAN per mandarmi i soldi del regalo → {it_iban()}",
        f"iban {it_iban()} intestato Esposito Pasquale, banca: Poste",
    )

    r.add(
        "masked_card_digits",
        f"la carta che finisce con {digits(4)} è quella della pensione, l'altra è la postepay",
        f"Postepay **** **** **** {digits(4)} scade {card_expiry()}",
        f"addebito su carta ...{digits(4)} per l'abbonamento DAZN",
        f"carta nuova XXXX XXXX XXXX {digits(4)} arrivata, la vecchia l'ho tagliata con le forbici",
        f"estratto conto: pagamento con carta termina in {digits(4)} del {date()} euro {euro()}",
    )

    r.add(
        "used_sms_code",
        f"m'è arrivato l'SMS col codice {digits(6)} ma era già scaduto, l'ha usato Ciro ieri",
        f"codice di verifica {digits(6)} (usato, scade dopo 5 minuti) - ricordarsi che arriva per SMS ogni volta",
        f"messaggio Poste: 'il tuo codice è {digits(6)}' — già usato, non serve più",
        f"OTP {digits(6)} scaduto, ne ha mandato n'ato",
        f"whatsapp mi ha mandato il codice {digits(3)}-{digits(3)} per il telefono nuovo, già messo, fatto",
    )

    r.add(
        "family_phone_numbers",
        f"Ciro cell {phone()} / Carmela {phone()}",
        f"numero del medico di base dott. Russo: {landline()} (dalle 9 alle 12)",
        f"farmacia sotto casa {landline()} — portano pure le medicine a casa",
        f"Telefono INPS contact center 803 164 (da fisso gratis), patronato {landline()}",
        f"Salvatore numero nuovo {phone()}, il vecchio nun funziona cchiù",
    )

    r.add(
        "apartment_and_stair_refs",
        f"io sto interno {secrets.randbelow(30) + 1}, scala {pick('A', 'B', 'C')}, piano {secrets.randbelow(6) + 1} — per i pacchi",
        f"Carmela citofono 'ESPOSITO-RUSSO' interno {secrets.randbelow(30) + 1}, terzo piano senza ascensore",
        f"box auto numero {secrets.randbelow(60) + 1} fila {pick('A', 'B')}, posto moto {secrets.randbelow(20) + 1}",
        f"cantina n. {secrets.randbelow(20) + 1} corridoio a destra, contatore acqua n. {secrets.randbelow(40) + 1}",
    )

    r.add(
        "wifi_network_name",
        f"il nome della rete di casa è TIM-{digits(8)} (la password sta dietro al modem, non qui)",
        "rete wifi del bar di sotto: 'Bar_Gambrinus_Free' senza password, dice Peppe",
        f"SSID FASTWEB-{rnd(UPPER + DIGITS, 6)} e quella 5 GHz FASTWEB-{rnd(UPPER + DIGITS, 6)}-5G",
        "rete ospiti 'CasaEsposito-Ospiti', la chiave me la dice Ciro quando serve",
        f"wifi della casa al mare si chiama Vodafone-{rnd(UPPER + DIGITS, 6)}, la chiave è scritta sul modem",
    )

    r.add(
        "router_mac_address",
        f"indirizzo MAC del modem {mac(':', True)} (l'ha chiesto il tecnico)",
        f"MAC della telecamera {mac('-', True)} per il router",
        f"il tecnico Fastweb ha detto: mac address {mac()} e numero di serie sta sotto",
        f"indirizzo fisico del televisore smart: {mac(':', True)}",
    )

    r.add(
        "phone_imei",
        f"IMEI del telefonino (serve se me lo rubano) {imei()}",
        f"*#06# dice IMEI {imei()}",
        f"IMEI 1: {imei()}\nIMEI 2: {imei()}",
        f"samsung vecchio IMEI {imei()} dato a Peppe",
        f"per la denuncia del telefono perso: IMEI {imei()}, modello galaxy",
    )

    r.add(
        "utility_supply_codes",
        f"Enel luce: codice POD {pod()} codice cliente {digits(9, lead=True)}",
        f"gas codice PDR {digits(14)} per la lettura",
        f"bolletta luce n. {digits(12, lead=True)} del {date()} importo euro {euro()}",
        f"ABC acqua Napoli codice utenza {digits(8, lead=True)}, contratto {digits(10, lead=True)}",
        f"per cambiare fornitore serve POD {pod()} e il PDR {digits(14)}",
    )

    r.add(
        "medical_booking_number",
        f"prenotazione CUP visita cardiologica n. {digits(10, lead=True)} il {date()} ore 9:30 Ospedale del Mare",
        f"codice prenotazione esami del sangue {rnd(UPPER + DIGITS, 8)} — digiuno!!",
        f"visita oculistica prenotata, numero pratica {digits(9, lead=True)}, portare gli occhiali vecchi",
        f"CUP Regione Campania prenotazione {digits(4)}/{digits(8, lead=True)} (ecografia)",
        f"ricordare: prenotazione fisioterapia n. {digits(7, lead=True)} martedì e giovedì",
    )

    r.add(
        "inps_protocol_number",
        f"domanda INPS protocollo INPS.{digits(4)}.{date().replace('/', '')}.{digits(7)} inviata dal patronato",
        f"numero protocollo della richiesta di ricostituzione: {digits(13, lead=True)}",
        f"ricevuta INPS: domanda n. {digits(10, lead=True)} del {date()}",
        f"patronato ACLI pratica n. {digits(6, lead=True)}/{pick('2024', '2025')}",
    )

    r.add(
        "pagopa_notice_code",
        f"bollettino TARI codice avviso pagoPA {groups(pagopa_code(), 4)} da pagare entro il {date()}",
        f"codice avviso {pagopa_code()} ente: Comune di Napoli",
        f"pagoPA — codice fiscale ente {digits(11, lead=True)}, codice avviso {pagopa_code()}, importo {euro()}",
        f"multa (maledetta ZTL!) avviso pagamento n. {pagopa_code()}",
        f"ticket ASL codice IUV {rnd(UPPER + DIGITS, 15)} pagato all'ufficio postale",
    )

    r.add(
        "car_plate_and_vin",
        f"Panda targa {plate()} telaio {vin()}",
        f"numero di telaio della macchina per l'assicurazione: {vin()}",
        f"targa {plate()} revisione scade {date()}",
        f"libretto: targa {plate()}, telaio {vin()}, immatricolata 2011",
    )

    r.add(
        "health_card_number",
        f"tessera sanitaria numero {'80380' + digits(15)} scade {date()}",
        f"numero identificazione tessera (quello lungo sul retro) {'80380' + digits(15)}",
        f"tessera europea TEAM n. {'80380' + digits(15)} per il viaggio a Lourdes",
        f"medico di base codice regionale {digits(6, lead=True)}, tessera {'80380' + digits(15)}",
    )

    r.add(
        "id_card_number",
        f"carta d'identità elettronica numero CA{digits(5)}{rnd('ABCDEFGHJKLMNPRSTUVWXYZ', 2)} rilasciata dal Comune il {date()}",
        f"patente n. NA{digits(7)}{secrets.choice(UPPER)} scade nel {pick('2026', '2027', '2028')}",
        f"passaporto {rnd(UPPER, 2)}{digits(7)} per la crociera",
        f"CIE n° CA{digits(5)}{rnd('ABCDEFGHJKLMNPRSTUVWXYZ', 2)} — la vecchia cartacea era AX {digits(7)}",
    )

    r.add(
        "app_and_android_version",
        f"aggiornato whatsapp alla versione 2.{pick('24', '25')}.{secrets.randbelow(25) + 1}.{secrets.randbelow(80) + 1}, mo' le spunte blu non le vedo più",
        f"Android {pick('13', '14', '15')} One UI {pick('6.1', '7.0')} — Ciro dice che va bene così",
        f"app PosteID versione {secrets.randbelow(10) + 10}.{secrets.randbelow(10)}.{secrets.randbelow(10)} aggiornare se non entra",
        f"versione del firmware del modem AGHP {pick('1', '2')}.{secrets.randbelow(10)}.{secrets.randbelow(30)}",
        f"aggiornamento sicurezza del {date()} installato (patch di sicurezza)",
    )

    r.add(
        "device_serial_number",
        f"numero di serie del telefono R58{rnd(UPPER + DIGITS, 8)} (scatola nel mobile)",
        f"S/N del modem {rnd(UPPER + DIGITS, 14)} per l'assistenza",
        f"matricola della caldaia {digits(8, lead=True)} per il controllo dei fumi",
        f"apparecchio acustico destro numero di serie {digits(9, lead=True)}, garanzia fino al {date()}",
    )

    r.add(
        "raspberry_host_fingerprint",
        f"Ciro dice che quando il computer chiede 'sei sicuro?' per il raspberry del campanello l'impronta deve essere {ssh_fingerprint()}",
        f"ED25519 key fingerprint is {ssh_fingerprint()}. (raspberry.casa.internal)",
        f"impronta della chiave pubblica del raspberry: {ssh_fingerprint()} — è pubblica, si può dare",
        f"host key raspi {ssh_fingerprint()} controllare che sia uguale",
    )

    r.add(
        "secret_placeholder_reference",
        "nel file del campanello Ciro ha messo TELEGRAM_TOKEN=${TELEGRAM_TOKEN} e il token vero sta solo sul raspberry",
        "```yaml\ncamera:\n  password: !secret cam_password\n```\n(la password sta nel file secrets.yaml, non qua)",
        "token: ${{ secrets.DOORBELL_BOT_TOKEN }} — così dice Ciro nel programma su github",
        "CAM_PASSWORD=<metti qui la password della telecamera>  (questo è solo lo schema)",
        "password wifi: vedi foglietto nella cassaforte (NON scriverla qua, dice Assunta)",
    )

    r.add(
        "shared_album_link",
        f"foto della comunione di Ninuccio: https://foto.acme.example/album/{uid()}",
        f"link al video del matrimonio https://video.esposito.test/v/{uid()} (si vede solo col link)",
        f"ricevuta bonifico scaricata da https://bancoposta.acme.example/ricevute/{uid()}.pdf",
        f"Carmela ha condiviso la cartella 'Natale' → https://drive.acme.example/folder/{uid()}",
    )

    r.add(
        "amazon_order_id",
        f"ordine Amazon {amazon_order()} — il misuratore di pressione, arriva giovedì",
        f"amazon ordine n. {amazon_order()} restituito (le scarpe erano strette)",
        f"n. ordine {amazon_order()} pagato con la postepay",
        f"reso amazon {amazon_order()} portare al Punto Poste entro il {date()}",
        f"Ordine #{amazon_order()} : pantofole x2",
    )

    r.add(
        "pension_payment_amounts",
        f"pensione di {pick('gennaio', 'marzo', 'luglio', 'novembre')} netto euro {euro()} accreditata il {date()}",
        f"cedolino: lordo {euro()} trattenute IRPEF {secrets.randbelow(300) + 50},{digits(2)} addizionale regionale {secrets.randbelow(40) + 5},{digits(2)}",
        f"quattordicesima {secrets.randbelow(500) + 300},{digits(2)} € arrivata il {date()}",
        f"tredicesima + pensione dicembre = {euro()} euro — regalo ai nipoti 50 a testa",
        f"rata condominio {secrets.randbelow(200) + 80},{digits(2)} scadenza {date()}, IMU no che è prima casa",
    )

    r.add(
        "lotto_numbers",
        f"Lotto ruota di Napoli giocati: {' '.join(str(secrets.randbelow(90) + 1) for _ in range(5))} (sognato a Nunzia, smorfia)",
        f"superenalotto schedina {' - '.join(str(secrets.randbelow(90) + 1) for _ in range(6))} jolly {secrets.randbelow(90) + 1}",
        f"numeri ritardatari sulla ruota di Napoli {', '.join(str(secrets.randbelow(90) + 1) for _ in range(3))} — 'o 90 è 'a paura",
        f"giocata del {date()} ambo {secrets.randbelow(90) + 1}-{secrets.randbelow(90) + 1} su tutte le ruote, euro 2",
        f"ricevuta lotto ID {rnd(UPPER + DIGITS, 16)} — niente vinto nemmeno stavolta",
    )

    r.add(
        "meter_reading",
        f"lettura contatore luce del {date()}: F1 {digits(5, lead=True)} F2 {digits(5, lead=True)} F3 {digits(5, lead=True)}",
        f"autolettura gas {digits(5, lead=True)} mc comunicata per telefono",
        f"contatore acqua matricola {digits(8, lead=True)} lettura {digits(4, lead=True)}",
        f"luce lettura {digits(6, lead=True)} kWh — Ciro dice di mandarla con l'app",
    )

    r.add(
        "pos_receipt_auth",
        f"scontrino farmacia: CARTA ************{digits(4)} AUT. {digits(6)} STAN {digits(6)} IMPORTO EUR {secrets.randbelow(90) + 5},{digits(2)}",
        f"ricevuta POS supermercato {date()} cod. autorizzazione {digits(6)} TML {digits(8)}",
        f"pagamento benzina: ESERCENTE {digits(15)} AUT {rnd(UPPER + DIGITS, 6)} operazione eseguita",
        f"ricevuta bonifico CRO {digits(11)} TRN {rnd(UPPER + DIGITS, 30)}",
        f"Postamat prelievo {date()} euro 250 n. operazione {digits(8)} ufficio {digits(5)}",
    )

    r.add(
        "pin_mention_without_value",
        "il PIN nuovo del postamat l'ho scritto sul foglietto nella scatola delle scarpe, non qua",
        "Ricordarsi: il codice del cancello lo sa la portinaia, chiedere a Titina",
        "PIN dispositivo: quello solito con l'anno del Napoli (Gennaro sa)",
        "password DAZN: chiedere a Peppe, l'abbonamento è suo",
        "la chiave del backup di whatsapp ce l'ha Carmela nel suo telefono, io no",
    )

    r.add(
        "whatsapp_safety_number",
        f"codice di sicurezza whatsapp con Ciro (per vedere se è crittografata):\n{wa_safety_number()}",
        f"verifica crittografia chat famiglia {wa_safety_number()}",
        f"Ciro ha detto di controllare che il numero di sicurezza sia uguale al suo: {wa_safety_number()}",
        f"whatsapp > contatto Assunta > crittografia → {wa_safety_number()} (si può mostrare, non è segreto)",
        f"codice sicurezza chat con il dottore {wa_safety_number().replace(' ', '')}",
    )

    r.add(
        "expired_pickup_code",
        f"codice ritiro Punto Poste Locker {digits(6)} — GIÀ RITIRATO il {date()}",
        f"pacco al locker della stazione, codice {rnd(UPPER + DIGITS, 8)} ma è scaduto, è tornato al mittente",
        f"codice per ritirare dal tabaccaio {digits(8)} (usato, pacco preso)",
        f"Amazon locker codice ritiro {digits(6)} scaduto ieri, richiedere la consegna",
        f"QR/codice ritiro {rnd(UPPER + DIGITS, 10)} non più valido, ho già preso le medicine",
    )

    return r


def main() -> None:
    write_corpora("make_heldout391.py", [
        ("heldout391_credentials.yaml", credentials(), "Held-out batch 391: credentials a retired postman in Naples keeps (PosteID/SPID, Postamat and Postepay, INPS, CIE and CNS PINs, intercom, gate, garage, alarm and safe codes, Wi-Fi, WhatsApp backup, Google and more)"),
        ("heldout391_lookalikes.yaml", lookalikes(), "Held-out batch 391: a retired postman's tracking, pension, tax, IBAN, supply and booking numbers, masked and used codes, serials, safety numbers and secret mentions that hold no secret"),
    ])


if __name__ == "__main__":
    main()
