# ruff: noqa: E501
"""Writes heldout194_credentials.yaml and heldout194_lookalikes.yaml: held-out batch 194.

Persona: a commercialista (accountant) with a small studio in Bologna who writes mostly in
Italian with bits of English. She asks the assistant to remember her SPID login, the PEC
mailbox passwords, Entratel/Fisconline PIN codes, the home-banking passwords (login and
dispositiva), her clients' cassetto fiscale access, the firma digitale PIN and PUK, and the
studio's NAS and Wi-Fi. Her look-alikes are the identifiers of the job: codici fiscali,
partite IVA, protocollo telematico numbers, F24 codici tributo, CRO/TRN ids, IBANs, numeri
REA, PEC addresses, SdI invoice ids, pratica numbers, and talk of PIN/PUK without values.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    b64u_bytes,
    bitlocker_key,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    phrase,
    pick,
    pod_name,
    pw,
    rnd,
    uid,
    wg_key,
    write_corpora,
)

CF_ODD = {
    **dict(zip("0123456789", (1, 0, 5, 7, 9, 13, 15, 17, 19, 21), strict=True)),
    **dict(zip(UPPER, (1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23), strict=True)),
}
CF_EVEN = {**{d: int(d) for d in DIGITS}, **{c: i for i, c in enumerate(UPPER)}}
CONSONANTS = "BCDFGHJKLMNPQRSTVWXZ"
CLIENTS = ["Ferretti srl", "Pasticceria Zanotti", "Officina Bertoni snc", "dott.ssa Cavazza", "Malaguti Impianti", "Trattoria da Gianna", "Farmacia Sarti", "Ceramiche Pollastri", "sig. Gualandi", "Studio Tassinari"]
WORDS = ["portico", "nettuno", "asinelli", "crescentina", "tortellino", "sanluca", "mortadella", "reno", "savena", "lambrusco", "piadina", "garisenda", "archiginnasio", "bolognina", "saragozza"]
SPECIAL = "!$%&?#@*"


def cf() -> str:
    """A codice fiscale in the real shape, with a valid check letter."""
    day = secrets.randbelow(28) + 1 + pick(0, 40)
    body = (
        "".join(secrets.choice(CONSONANTS) for _ in range(3))
        + "".join(secrets.choice(UPPER) for _ in range(3))
        + digits(2)
        + secrets.choice("ABCDEHLMPRST")
        + f"{day:02d}"
        + pick("A944", "A944", "F257", "H501", "F205", "G467", "C265")
    )
    total = sum((CF_ODD if i % 2 == 0 else CF_EVEN)[c] for i, c in enumerate(body))
    return body + chr(65 + total % 26)


def piva() -> str:
    """A partita IVA: seven digits, an office code, a valid check digit."""
    return luhn("0" + digits(6) + pick("370", "371", "372", "013"), 11)


def it_iban(spaced: bool = True) -> str:
    return iban("IT", secrets.choice(UPPER) + digits(5, lead=True) + digits(5, lead=True) + digits(12), spaced)


def pin(n: int) -> str:
    return digits(n)


def human_pw() -> str:
    """A password a person in Bologna might pick, or one a manager generated."""
    return pick(
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(SPECIAL)}{digits(4)}{secrets.choice(UPPER)}",
        f"{secrets.choice(WORDS)}.{secrets.choice(WORDS).capitalize()}{digits(2)}{secrets.choice(SPECIAL)}",
        rnd(ALNUM + SPECIAL, 14),
        pw(),
    )


def spid_pw() -> str:
    return pick(rnd(ALNUM + SPECIAL, 12), f"{secrets.choice(WORDS).capitalize()}{digits(3)}{secrets.choice(SPECIAL)}{secrets.choice(WORDS)}", human_pw())


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/20{pick(24, 25)}"


def client() -> str:
    return secrets.choice(CLIENTS)


def prot_tel() -> str:
    """A protocollo telematico: yymmddhhmmss plus five digits, then the progressive."""
    stamp = f"{pick(24, 25)}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}"
    return f"{stamp}{digits(5)}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "spid_credentials",
        f"SPID mio (PosteID): user lambertini.m@acme.it pwd {spid_pw()} — l'OTP arriva sull'app",
        f"Ricordami le credenziali SPID livello 2: username {cf()} / password: {spid_pw()}",
        f"SPID Aruba\nutente: studio.lambertini@acme.it\npassword: {spid_pw()}\n(cambiata a {pick('marzo', 'aprile', 'ottobre')})",
        f"spid pw nuova = {spid_pw()}  (quella vecchia era scaduta dopo 180gg)",
        f"Remember my SPID login for the AdE portal: {cf()} and password {spid_pw()}",
        f"Credenziali SPID di mia madre (la aiuto col 730): mail mamma.lambertini@acme.it, pw {spid_pw()}",
    )
    r.add(
        "cassetto_fiscale_client_credentials",
        f"Cassetto fiscale {client()}: CF {cf()} - pwd Fisconline {human_pw()} - PIN {pin(10)}",
        f"cliente | CF | password | PIN\n{client()} | {cf()} | {human_pw()} | {pin(10)}\n{client()} | {cf()} | {human_pw()} | {pin(10)}",
        f"Per entrare nel cassetto di {client()} usa le sue credenziali Fisconline: {cf()} / {human_pw()} , PIN {pin(10)}. Me le ha date lui via whatsapp",
        f"cassetto fiscale Gualandi -> login {cf()} password {human_pw()}",
        f"Access to client's cassetto fiscale ({client()}): user {cf()}, pass {human_pw()}, pin {pin(10)} — delega scaduta, usare queste",
    )
    r.add(
        "fisconline_pin",
        f"PIN Fisconline: prime 4 cifre {pin(4)}, le altre 6 arrivate per posta {pin(6)}",
        f"fisconline PIN {pin(10)} pwd {human_pw()}",
        f"Il mio codice PIN Fisconline è {pin(10)}, non perderlo di nuovo!!",
        f"Fisconline – codice fiscale {cf()}\nPassword: {human_pw()}\nPIN: {pin(10)}",
        f"pin fiscoline (sic) = {pin(10)}",
    )
    r.add(
        "agenzia_entrate_pin",
        f"PIN AdE dello studio: {pin(10)}",
        f"codice PIN Agenzia delle Entrate per i servizi telematici: {groups(pin(10), 5, ' ')}",
        f"Agenzia Entrate PIN -> {pin(10)} (password iniziale {human_pw()}, da cambiare al primo accesso)",
        f"Remember: AdE PIN {pin(10)}, serve anche per il cassetto fiscale e per i duplicati",
        f"PIN per l'area riservata Agenzia: {pin(10)} – password {human_pw()}",
    )
    r.add(
        "entratel_credentials",
        f"Entratel studio: nome utente {cf()} password {human_pw()} codice PIN {pin(10)}",
        f"ENTRATEL\n user: {cf()}\n pw: {human_pw()}\n PIN: {pin(10)}\n(intermediario n. iscrizione albo, vedi fascicolo)",
        f"entratel nuova password dopo il reset: {human_pw()}",
        f"Login Entratel (incaricato Giulia): {cf()} / {human_pw()}",
        f"Entratel pwd scade ogni 90 giorni, quella di adesso è {human_pw()}",
    )
    r.add(
        "entratel_ambiente_sicurezza_password",
        f"Password dell'ambiente di sicurezza Entratel (file UTENTE.ks): {human_pw()}",
        f"Desktop Telematico – password per aprire l'ambiente di sicurezza: {human_pw()}, cartella C:\\Entratel\\sicurezza",
        f"PIN di revoca ambiente di sicurezza: {rnd(ALNUM, 10)} — password di protezione: {human_pw()}",
        f"ambiente sicurezza rigenerato il {date()}, nuova pass {human_pw()}",
        f"Per firmare/autenticare i file col Desktop Telematico la password è {human_pw()} (copia di backup su chiavetta blu)",
    )
    r.add(
        "pec_mailbox_password",
        f"PEC studio (studio.lambertini@pec.acme.it) password: {human_pw()}",
        f"IMAP imaps://imaps.pec.acme.it:993\nSMTP smtps://smtps.pec.acme.it:465\nuser: studio.lambertini@pec.acme.it\npass: {human_pw()}",
        f"pec del cliente Zanotti -> zanotti.srl@legalmail.example / {human_pw()}",
        f"PEC pw cambiata oggi: {human_pw()} (scade fra 3 mesi)",
        f"Password della casella PEC di {client()} (gliela gestisco io): {human_pw()}",
        f"pec personale: marta.lambertini@pec.acme.it pw {human_pw()}",
    )
    r.add(
        "home_banking_login",
        f"Home banking Banca Acme: codice titolare {digits(8, lead=True)}, PIN accesso {pin(5)}",
        f"Remote banking studio\ncodice utente: {digits(8, lead=True)}\npassword: {human_pw()}",
        f"login banca: user {digits(10, lead=True)} pwd {human_pw()} — l'OTP arriva via app",
        f"Conto personale Banca Acme, codice cliente {digits(8, lead=True)} e password {human_pw()}",
        f"home bnking pin {pin(5)} (codice utente {digits(8, lead=True)})",
    )
    r.add(
        "home_banking_password_dispositiva",
        f"Password dispositiva conto studio: {human_pw()}",
        f"Per i bonifici serve la pass dispositiva: {rnd(ALNUM, 8)}",
        f"dispositiva = {pin(8)}  (non è quella di accesso!)",
        f"Banca Acme: password di accesso {human_pw()}, password dispositiva {human_pw()}",
        f"Remember the payment (dispositiva) password for F24 via home banking: {human_pw()}",
    )
    r.add(
        "bank_app_activation_code",
        f"Codice di attivazione app Acme Bank sul telefono nuovo: {groups(pin(12), 4, '-')}",
        f"attivazione token software: codice {rnd(UPPER + DIGITS, 10)} + PIN app {pin(5)}",
        f"PIN dell'app della banca (quello che genera l'OTP): {pin(6)}",
        f"Codice di sblocco O-Key ricevuto per SMS {pin(8)} e nella lettera {pin(8)}",
        f"Mobile token PIN {pin(5)} – needed to confirm bonifici over 5k",
    )
    r.add(
        "totp_seed",
        f"Seed TOTP del secure call / OTP banca (per importarlo in Aegis): {groups(rnd(BASE32, 32), 4)}",
        f"otpauth://totp/Acme%20Bank:studio.lambertini?secret={rnd(BASE32, 32)}&issuer=Acme%20Bank",
        f"chiave segreta 2FA del gestionale cloud: {rnd(BASE32, 16)}",
        f"2FA secret for the NAS admin account (Synology): {rnd(BASE32, 32)}",
        f"Se perdo il telefono: codice segreto authenticator PEC {groups(rnd(BASE32, 16), 4)}",
    )
    r.add(
        "firma_digitale_pin",
        f"PIN firma digitale (smart card): {pin(8)}",
        f"Chiavetta firma digitale ArubaKey – PIN {pin(8)}",
        f"pin della firma = {pin(8)}, attenzione 3 tentativi poi si blocca",
        f"Firma digitale di {client()} (la usa da noi per il bilancio): PIN {pin(8)}",
        f"Token USB firma + CNS\nPIN: {pin(8)}\nPUK: {pin(8)}",
        f"Digital signature key PIN {pin(5)} (old Infocert card)",
    )
    r.add(
        "firma_digitale_puk",
        f"PUK firma digitale: {pin(8)} (busta cieca in cassaforte, ma segnalo anche qui)",
        f"Se si blocca la smart card: PUK {pin(8)}",
        f"puk chiavetta firma = {pin(8)}",
        f"Codici busta cieca firma digitale — PIN {pin(8)} PUK {pin(8)}",
        f"Firma digitale Ferretti srl (legale rappresentante), PUK per sbloccarla {pin(8)}",
    )
    r.add(
        "firma_remota_credentials",
        f"Firma remota: utente {rnd(LOWER, 8)}{digits(3)} password {human_pw()} PIN firma {pin(8)}",
        f"Firma remota Acme Trust\nuser: {cf()}\npassword: {human_pw()}\nOTP via app",
        f"remote signing account for {client()}: login RHI{digits(6)}, pw {human_pw()}",
        f"Password firma remota (la uso con il Desktop Telematico): {human_pw()}",
        f"firma remota nuova password dopo lo sblocco: {human_pw()} — pin {pin(8)}",
    )
    r.add(
        "cns_pin",
        f"PIN della CNS (tessera sanitaria) {pin(8)} — prima parte dal medico, seconda in farmacia",
        f"Tessera sanitaria/CNS: PIN {pin(8)}, PUK {pin(8)}",
        f"CNS della Camera di Commercio, pin {pin(8)}",
        f"pin carta nazionale servizi = {pin(5)}",
        f"CIE PIN {pin(8)} and PUK {pin(8)} (carta d'identità elettronica)",
    )
    r.add(
        "nas_admin_password",
        f"NAS studio (nas.studio.internal) admin / {human_pw()}",
        f"Synology DSM\nhttps://192.168.1.{secrets.randbelow(200) + 20}:5001\nutente: admin-studio\npassword: {human_pw()}",
        f"password del NAS per Giulia (utente giulia): {human_pw()}",
        f"nas pw {human_pw()} – se non va, reset col bottoncino dietro",
        f"The NAS admin password is {human_pw()}, root ssh disabilitato",
    )
    r.add(
        "nas_backup_encryption_passphrase",
        f"Hyper Backup: passphrase di cifratura del backup su cloud: {phrase(WORDS, 5, '-')}",
        f"chiave di cifratura backup NAS (senza questa i backup sono persi!!): {rnd(ALNUM + SPECIAL, 24)}",
        f"Backup esterno USB cifrato, password {human_pw()}",
        f"restic repo sftp:backup@nas.studio.internal:/restic\nRESTIC_PASSWORD={rnd(ALNUM, 32)}",
        f"Encryption key for the offsite backup: {phrase(WORDS, 6, ' ')}",
    )
    r.add(
        "wifi_password",
        f"Wi-Fi studio: rete StudioLambertini, password {human_pw()}",
        f"wifi ospiti = {phrase(WORDS, 3, '')}{digits(2)}",
        f"WIFI:T:WPA;S:Studio-5G;P:{rnd(ALNUM, 16)};;",
        f"Password wifi per i clienti in sala riunioni: {secrets.choice(WORDS)}{digits(4)}",
        f"chiave WPA2 rete ufficio: {rnd(ALNUM, 20)}",
    )
    r.add(
        "router_admin_password",
        f"Router Fritz!Box studio: http://192.168.178.1 password {human_pw()}",
        f"admin router / {rnd(ALNUM, 12)}",
        f"router pw (quella sotto l'etichetta l'ho cambiata): {human_pw()}",
        f"Firewall config login: admin@fw.studio.internal password {human_pw()}",
        f"modem fibra – utente admin – pass {rnd(ALNUM, 10)}",
    )
    r.add(
        "gestionale_db_connection_string",
        f"Gestionale contabile DB: Server=sql.studio.internal;Database=Contab;User Id=sa;Password={human_pw()};",
        f"postgresql://gestionale:{rnd(ALNUM, 18)}@db.studio.internal:5432/paghe",
        f"Stringa connessione per il tecnico: Data Source=NAS\\SQLEXPRESS;Initial Catalog=Studio;User ID=studio;Password={rnd(ALNUM, 14)}",
        f"mysql -h mysql.studio.internal -u fatture -p'{rnd(ALNUM, 16)}' fatture",
        f"DB_URL=mysql://bilanci:{rnd(ALNUM, 20)}@10.0.0.{secrets.randbelow(200) + 10}:3306/bilanci",
    )
    r.add(
        "invoicing_api_token",
        f"Token API fatturazione elettronica (Acme Fatture): a/{jwt({'ref': rnd(ALNUM, 40)}, alg='HS512')}",
        f"Authorization: Bearer {rnd(ALNUM, 40)} — API SdI intermediario acme",
        f"API key del portale fatture: {hexs(64)}",
        f"FATTURE_API_KEY={rnd(URLSAFE, 48)}",
        f"acme invoicing webhook secret whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "openai_api_key",
        f"chiave OpenAI per lo script che riassume le circolari: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"api key ChatGPT (account studio) {openai_project_key()}",
        f"Remember my OpenAI key: {openai_project_key()}",
    )
    r.add(
        "gmail_app_password",
        f"Password per app Gmail (scanner Ricoh -> email): {app_password()}",
        f"app password google per Thunderbird: {app_password()}",
        f"scanner smtp: smtp.gmail.com:587 user studio.lambertini.scan@acme.it pass {app_password().replace(' ', '')}",
        f"Google app password (calendario su Outlook) {app_password()}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"Chiave di ripristino BitLocker portatile Dell: {bitlocker_key()}",
        f"BitLocker PC Giulia\nID chiave: {hexs(8).upper()}\nChiave di ripristino: {bitlocker_key()}",
        f"recovery key bitlocker (pc reception) {bitlocker_key()}",
        f"If the laptop asks for it again: {bitlocker_key()}",
    )
    r.add(
        "password_manager_master",
        f"1Password: secret key {onepassword_secret_key()} — master password {phrase(WORDS, 4, '-')}",
        f"master password Bitwarden dello studio: {phrase(WORDS, 4, ' ')} {digits(2)}",
        f"Emergency kit 1Password\nemail: studio.lambertini@acme.it\nSecret Key: {onepassword_secret_key()}",
        f"pw manager master = {human_pw()}{human_pw()}",
        f"KeePass database studio.kdbx, password: {phrase(WORDS, 5, '.')}",
    )
    r.add(
        "wireguard_private_key",
        f"VPN studio (WireGuard) per lavorare da casa:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.{secrets.randbelow(200) + 2}/32\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.studio.example:51820",
        f"chiave privata wireguard del portatile: {wg_key()}",
        f"WireGuard PrivateKey={wg_key()} PresharedKey={wg_key()}",
        f"VPN private key (telefono) {wg_key()}",
    )
    r.add(
        "telemaco_password",
        f"Telemaco (registro imprese): utente {rnd(UPPER, 4)}{digits(4)} password {human_pw()}",
        f"telemaco pw {human_pw()} – serve per i depositi bilancio",
        f"Credenziali Telemaco studio\nuser: {rnd(UPPER, 3)}{digits(5)}\npass: {human_pw()}",
        f"Registro imprese / Telemaco login: {rnd(LOWER, 6)}{digits(3)} / {human_pw()}",
    )
    r.add(
        "sister_catasto_password",
        f"SISTER catasto: utente {cf()} password {human_pw()} PIN {pin(10)}",
        f"Password SISTER (visure catastali) nuova: {human_pw()}",
        f"sister pwd {human_pw()}",
        f"Catasto online / SISTER – login {cf()}, pw {human_pw()}",
    )
    r.add(
        "alarm_code",
        f"Codice allarme studio: {pin(5)} (disinserire entro 30 secondi)",
        f"allarme ufficio: codice {pin(4)}, codice antirapina {pin(4)}",
        f"Alarm code for the cleaning lady: {pin(6)}",
        f"codice tastierino portone via Saragozza: {pin(4)}#",
    )
    r.add(
        "inps_pin",
        f"PIN INPS (vecchio, 16 caratteri) {rnd(UPPER + DIGITS, 16)} — ormai va SPID ma per il cassetto previdenziale aziende serve ancora",
        f"PIN dispositivo INPS di {client()}: {rnd(UPPER + DIGITS, 16)}",
        f"inps pin {rnd(UPPER + DIGITS, 16)}",
        f"Cassetto previdenziale INPS login {cf()} + PIN {rnd(UPPER + DIGITS, 16)}",
    )
    r.add(
        "cassaforte_combination",
        f"Combinazione cassaforte studio: {pin(2)}-{pin(2)}-{pin(2)}",
        f"cassaforte: codice {pin(6)} (dentro ci sono le buste PIN/PUK)",
        f"Safe combination {pin(2)} {pin(2)} {pin(2)} {pin(2)}",
        f"codice armadio blindato archivio = {pin(4)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "codice_fiscale",
        f"CF del nuovo cliente {client()}: {cf()}",
        f"codice fiscale moglie per le detrazioni: {cf()}",
        f"Ricorda: per il 730 di Gualandi i familiari a carico sono {cf()} e {cf()}",
        f"Client tax code {cf()} — attenzione, omocodia, verificare sul sito",
        f"CF legale rappresentante Ferretti srl = {cf()}",
    )
    r.add(
        "partita_iva",
        f"P.IVA {client()}: {piva()}",
        f"partita iva nuova (aperta il {date()}): IT{piva()}",
        f"Verificare su VIES la partita IVA IT{piva()}",
        f"VAT number of the Slovenian supplier is SI{digits(8)}, ours IT{piva()}",
        f"P.IVA studio {piva()} – C.F. {piva()}",
    )
    r.add(
        "protocollo_telematico",
        f"Protocollo telematico 770: {prot_tel()} - {digits(6)}",
        f"Dichiarazione IVA di {client()} trasmessa, prot. {prot_tel()}-{digits(6)}",
        f"ricevuta AdE n. protocollo {prot_tel()}",
        f"Protocollo invio Redditi SC: {prot_tel()} progressivo {digits(6)}",
        f"Telematic receipt id {prot_tel()} — esito: acquisita",
    )
    r.add(
        "f24_codice_tributo",
        f"F24 {client()}: codice tributo 4001 saldo IRPEF, 4033 primo acconto, anno {pick(2024, 2025)}",
        "Ritenute professionisti: codice tributo 1040, scadenza 16 del mese",
        f"IMU Bologna codice ente A944, codice tributo 3918, importo € {secrets.randbelow(2000) + 100},{digits(2)}",
        "ravvedimento: interessi 1991, sanzione 8904 — ricordati di spuntare 'ravv.'",
        f"codici tributo IVA: 6001..6012 mensili, 6099 annuale; rata {secrets.randbelow(8) + 1} di 8",
    )
    r.add(
        "cro_trn_bonifico",
        f"CRO bonifico affitto studio: {digits(11, lead=True)}",
        f"TRN del bonifico a {client()}: {digits(4)}{pick(24, 25)}{digits(20)}IT",
        f"Pagamento F24 quietanzato, protocollo banca {digits(15)}",
        f"bonifico fattura n. {secrets.randbelow(300) + 1}/{pick(2024, 2025)} – CRO {digits(11, lead=True)} del {date()}",
        f"Transfer reference (TRN) {rnd(UPPER + DIGITS, 30)} — chiedere al cliente se è arrivato",
    )
    r.add(
        "iban_cliente",
        f"IBAN {client()} per i rimborsi: {it_iban()}",
        f"IBAN studio per le parcelle: {it_iban(False)}",
        f"nuovo conto Ferretti srl\n{it_iban()}\nintestato a Ferretti srl",
        f"Client IBAN for the SEPA direct debit: {it_iban()}",
        f"accredito rimborso 730 su IBAN {it_iban()}",
    )
    r.add(
        "numero_rea",
        f"Numero REA {client()}: BO-{digits(6, lead=True)}",
        f"REA BO {digits(6, lead=True)} – Camera di Commercio di Bologna",
        f"visura: n. REA BO-{digits(6, lead=True)}, capitale sociale € 10.000 i.v.",
        f"REA number for the new company: BO{digits(6, lead=True)}",
        f"Iscrizione registro imprese {piva()}, REA MO-{digits(6, lead=True)}",
    )
    r.add(
        "pec_address",
        f"PEC di {client()}: {rnd(LOWER, 7)}.srl@pec.acme.it",
        "la PEC dello studio è studio.lambertini@pec.acme.it, darla a tutti i fornitori",
        f"indirizzo PEC Agenzia Entrate Bologna: dp.bologna@pce.agenzia.example — protocollo {digits(6)}",
        f"PEC address for the notifica: {rnd(LOWER, 6)}{digits(2)}@legalmail.example",
        f"ricevuta PEC: Message-ID opec{digits(3)}.{digits(14)}.{digits(6)}.{digits(3)}.1.{digits(2)}@pec.acme.it",
    )
    r.add(
        "sdi_invoice_id",
        f"Identificativo SdI fattura {client()}: {digits(10, lead=True)}",
        f"file fattura IT{piva()}_{rnd(ALNUM, 5)}.xml scartato (errore 00404 duplicata)",
        f"Notifica di esito SdI per id {digits(10, lead=True)}: consegnata",
        f"SDI id {digits(11, lead=True)} – nome file IT{piva()}_{rnd(ALNUM, 5)}.xml.p7m",
        f"fattura scartata, id SdI {digits(10, lead=True)}, codice errore 00305",
    )
    r.add(
        "codice_destinatario_sdi",
        f"Codice destinatario {client()}: {rnd(UPPER + DIGITS, 7)}",
        f"Nuovo cliente: codice SDI {rnd(UPPER + DIGITS, 7)}, PEC non serve",
        "privati senza codice destinatario → 0000000",
        f"SDI recipient code {rnd(UPPER + DIGITS, 7)} (software Acme Fatture)",
        f"codice univoco ufficio PA: {rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "pin_puk_talk_without_value",
        "Il PUK della firma digitale è nella busta cieca in cassaforte, non scriverlo da nessuna parte",
        "Ricordami: se sbaglio il PIN della smart card 3 volte devo usare il PUK (che NON ho qui)",
        "PIN e PUK della firma di Ferretti li tiene lui, chiederglieli quando viene",
        "Firma digitale: the PIN is 8 digits, PUK also 8 digits — the envelope arrived today",
        "Per il PIN Fisconline la seconda parte arriva per posta entro 15 giorni",
        "la CNS nuova ha PIN diverso dalla vecchia, lo trovo nella lettera della Camera di Commercio",
    )
    r.add(
        "password_rotation_reminder",
        "Password Entratel scade ogni 90 giorni: prossimo cambio a fine mese",
        f"Ricordami di cambiare la password PEC entro il {date()}",
        "La password del NAS va cambiata quando Giulia finisce il contratto",
        "SPID: cambiare password ogni 6 mesi, min 8 caratteri, una maiuscola, un numero",
        "Reminder: rotate the Wi-Fi guest password after the tax season",
    )
    r.add(
        "pratica_number",
        f"Pratica ComUnica n. {rnd(UPPER, 2)}{digits(8)} - codice pratica {cf()[:6]}{digits(4)}",
        f"SUAP Bologna pratica {digits(11, lead=True)}-{date().replace('/', '')}-{digits(4)}",
        f"pratica di rimborso IVA n. {digits(4)}/{pick(2024, 2025)}/{digits(6)}",
        f"Pratica INPS {digits(10)} — dilazione rateale accolta",
        f"file number of the Camera di Commercio filing: BO{pick(24, 25)}{digits(6)}",
    )
    r.add(
        "spid_procedure_notes",
        "SPID livello 2: password + OTP dall'app PosteID, per livello 3 serve la CIE",
        "Per fare SPID ai clienti anziani: riconoscimento via webcam o in ufficio postale",
        "la delega al cassetto fiscale si fa con la firma del cliente + copia documento, niente credenziali",
        "SPID aziendale (tipo 4) per lo studio: chiedere preventivo ad Aruba",
        "login with SPID on the AdE site → Area riservata → Cassetto fiscale → Dichiarazioni",
    )
    r.add(
        "certificate_serial_number",
        f"Certificato firma digitale: numero di serie {hexs(16).upper()}, scadenza {date()}",
        f"Cert CNS serial {groups(hexs(16), 2, ':')}",
        f"firma digitale rinnovata, nuovo certificato SN {digits(8)}, emittente Acme Qualified CA",
        f"SHA-1 fingerprint del certificato di autenticazione: {groups(hexs(40).upper(), 2, ':')}",
        f"numero di serie dispositivo firma (ArubaKey): {rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "iuv_pagopa_code",
        f"Avviso pagoPA TARI codice avviso {groups('3' + digits(17), 4)}",
        f"IUV {digits(17)} importo € {secrets.randbelow(500) + 20},00",
        f"bollettino pagoPA diritti camerali: codice avviso 3{digits(17)}, ente CF {piva()}",
        f"pagoPA notice code {groups('0' + digits(17), 4)}, pay by 16th",
        f"contravvenzione: codice avviso {digits(18)}",
    )
    r.add(
        "marca_da_bollo_id",
        f"marca da bollo identificativo {digits(14)} per l'istanza",
        f"Bollo virtuale su fattura {secrets.randbelow(300) + 1}: € 2,00, codice tributo 2521",
        f"Identificativo contrassegno: {digits(14)} del {date()}",
        f"stamp duty code {digits(14)} — attach to the request",
        f"autorizzazione bollo virtuale n. {digits(5)}/{pick(2024, 2025)}",
    )
    r.add(
        "pod_pdr_utility_code",
        f"POD luce studio IT001E{digits(8)}, PDR gas {digits(14)}",
        f"cliente {client()}: POD IT001E{digits(8)} (per la detrazione)",
        f"Codice cliente Hera-like: {digits(10)}, contratto {digits(8)}",
        f"PDR {digits(14)} – lettura {digits(5)} smc",
        f"electricity POD code IT001E{digits(9)}",
    )
    r.add(
        "raccomandata_tracking",
        f"Raccomandata A/R all'AdE: {digits(12)}",
        f"tracking raccomandata {digits(12)}-{digits(1)}",
        f"spedizione documenti Ferretti: BRT {digits(15)}",
        f"Tracking number for the courier: {rnd(UPPER, 2)}{digits(9)}IT",
        f"raccomandata 1 n. {digits(12)} spedita il {date()}",
    )
    r.add(
        "helpdesk_ticket_number",
        f"Ticket assistenza gestionale #{digits(7)} – problema stampa F24",
        f"Aruba ticket {rnd(UPPER, 3)}-{digits(8)} per la PEC piena",
        f"Case ID {digits(10)} with Synology support about the NAS disk",
        f"segnalazione AdE canale assistenza n. {digits(9)}",
        f"ticket {uid()[:8].upper()} assegnato a Marco (tecnico)",
    )
    r.add(
        "password_manager_reference",
        "Le password dei clienti sono in Bitwarden, collection 'Studio/Clienti', non qui",
        "pw NAS: vedi 1Password, voce 'NAS studio'",
        "Credenziali Entratel → KeePass, gruppo Telematici, entry 'Entratel studio'",
        "The PEC password is in the safe, in the red folder",
        "password home banking: chiedere a Giulia, lei ha l'accesso al vault",
    )
    r.add(
        "env_var_reference",
        "Nel .env metti OPENAI_API_KEY= (vuoto) e prendi il valore da 1Password",
        "pec_password = os.environ['PEC_PASSWORD']  # mai hardcoded",
        "token: ${{ secrets.FATTURE_API_TOKEN }}",
        "DB password from env var GESTIONALE_DB_PASSWORD, set on the NAS task scheduler",
        "export RESTIC_PASSWORD_FILE=/volume1/secrets/restic.txt",
    )
    r.add(
        "masked_values",
        f"carta aziendale **** **** **** {digits(4)}",
        "PIN firma: ********",
        f"IBAN IT** **** **** **** **** ***{digits(4)} (solo le ultime cifre per conferma)",
        f"conto {client()}: n. ********{digits(4)}, codice utente nascosto nell'estratto",
        "password: •••••••• (mostrata così nel gestionale)",
    )
    r.add(
        "wireguard_public_key",
        f"Chiave pubblica del portatile da aggiungere al NAS: {wg_key()}",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.8.0.{secrets.randbelow(200) + 2}/32",
        f"WireGuard server public key {wg_key()}, endpoint vpn.studio.example:51820",
        f"peer telefono Giulia: pubkey {wg_key()}",
    )
    r.add(
        "oauth_client_id",
        f"Client ID dell'app Acme Fatture (pubblico): {rnd(ALNUM, 32)}",
        f"OAuth client_id={digits(12)}-{rnd(LOWER + DIGITS, 32)}.apps.acme.example redirect http://localhost:8080",
        f"Publishable key del modulo pagamenti: pk_live_{rnd(ALNUM, 24)}",
        f"App ID per l'integrazione banca: {uid()}",
    )
    r.add(
        "file_hash_impronta",
        f"impronta SHA-256 del file XML fattura: {hexs(64)}",
        f"Hash documento conservazione sostitutiva: {hexs(64)}",
        f"md5 del pdf bilancio {hexs(32)}",
        f"sha256sum backup_{pick(2024, 2025)}.tar.gz = {hexs(64)}",
        f"Impronta pacchetto di versamento: {rnd(URLSAFE, 43)}=",
    )
    r.add(
        "nas_container_name",
        f"Sul NAS il container del gestionale è {pod_name('gestionale-web')}",
        f"docker ps → {hexs(12)}  paperless-ngx  Up 3 days",
        f"pod crashato: {pod_name('fatture-sync')} (OOMKilled)",
        f"container id {hexs(64)} — riavviare dopo l'aggiornamento DSM",
        f"NAS MAC {mac()} serial {rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "uuid_document_link",
        f"link fattura: https://app.fatture.acme.example/documents/{uid()}",
        f"Cartella condivisa del NAS con il cliente: https://nas.studio.example/sharing/{rnd(ALNUM, 9)} (scaduta)",
        f"Documento firmato id {uid()}",
        f"Share link for the bilancio draft: https://drive.acme.example/file/d/{b64u_bytes(24)}/view",
        f"richiesta rimborso id pratica {uid()}",
    )
    r.add(
        "security_settings_numbers",
        "PIN della firma: 8 cifre, 3 tentativi; PUK 8 cifre, 10 tentativi",
        "Password policy studio: min 12 caratteri, scadenza 90 giorni, no riuso delle ultime 5",
        f"OTP valido {pick(30, 60)} secondi, token seriale {digits(10)}",
        "NAS: 2FA attivo, blocco IP dopo 5 tentativi in 10 minuti",
        "PEC: limite 30 destinatari, casella 2 GB, password scade ogni 6 mesi",
    )
    r.add(
        "codice_ateco",
        f"Codice ATECO {client()}: 56.10.11 ristorazione con somministrazione",
        "ATECO studio 69.20.11 — servizi forniti da dottori commercialisti",
        f"cambio ATECO a 47.73.10 (farmacia), variazione inviata prot. {prot_tel()}",
        f"ATECO 2025: nuovo codice {secrets.randbelow(90) + 10}.{secrets.randbelow(99):02d}.{secrets.randbelow(99):02d}, controllare mappatura",
        "forfettario coeff. redditività 78% per ATECO 69.20",
    )
    return r


def main() -> None:
    write_corpora("make_heldout194.py", [
        ("heldout194_credentials.yaml", credentials(), "Held-out batch 194: a Bologna commercialista's notes that hold SPID, PEC, Entratel/Fisconline, home-banking, firma digitale and studio IT secrets"),
        ("heldout194_lookalikes.yaml", lookalikes(), "Held-out batch 194: a Bologna commercialista's notes with codici fiscali, partite IVA, protocolli, IBANs, SdI ids and PIN/PUK talk but no secret"),
    ])


if __name__ == "__main__":
    main()
