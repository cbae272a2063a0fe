# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout68_credentials.yaml and heldout68_lookalikes.yaml: held-out batch 68.

Persona: a legal secretary in a small notary office (studio notarile) in Bologna, who keeps
her notes in Italian with a little English. The credentials are the ones such an office
lives on: the SPID login and its OTP app, the notary's smart card PIN and PUK (firma
digitale), the Agenzia delle Entrate Entratel/Fisconline PIN and password, the Sister
(catasto) login, the PEC mailbox, the office NAS and router, the document management
software, home banking and its dispositive token, the alarm, the safe and the shared Wi-Fi.
The look-alikes are the numbers a notary's desk is covered in and that are public on deeds
or invoices: codici fiscali, partite IVA, repertorio and raccolta numbers, cadastral
references, protocol numbers, IBANs, PEC addresses, R.G. case numbers, marca da bollo ids,
F24 tributo codes, amounts and dates.

The batch was written blind: without reading the detector, its tests or the other corpora.
Every value is synthetic and random at run time (the `secrets` module); hosts are under
`.example`, `.internal`, `.test` or acme. Run `python make_heldout68.py` here to redraw.
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
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

# --- Italian helpers -----------------------------------------------------------------

WORDS = ["Bologna", "Garisenda", "Asinelli", "Portici", "Nettuno", "Tortellino", "Mortadella",
         "Girasole", "Lucciola", "Primavera", "Fiordaliso", "Rondine", "Gelsomino", "Castagna",
         "Papavero", "Fragola", "Matilde", "Tommaso", "Azzurra", "Margherita", "Sanluca",
         "Reno", "Savena", "Crescentina", "Lambrusco", "Pignoletto", "Felsina", "Cavour"]
SMALL = ["gatto", "luna", "mare", "sole", "neve", "vento", "pane", "bosco", "fiume", "stella",
         "cielo", "rosa", "pesca", "volpe", "orso", "lupo", "nebbia", "tigre"]
SYMBOLS = "!?$#*.@"
MONTHS = "ABCDEHLMPRST"
CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18,
                   20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23], strict=True))
CF_EVEN = {**{d: int(d) for d in DIGITS}, **{c: i for i, c in enumerate(UPPER)}}
CONSONANTS = "BCDFGLMNPRSTVZ"
VOWELS = "AEIOU"
COMUNI = ["A944", "C469", "D548", "F257", "H501", "F205", "G337", "L219", "I462", "A785"]
ABI = ["05387", "03069", "02008", "05034", "08883", "03111", "06270", "01030"]
SURNAMES = ["Ferraresi", "Bellini", "Zanardi", "Montanari", "Guidotti", "Lambertini",
            "Malaguti", "Cavazza", "Tampellini", "Bonfiglioli", "Righi", "Venturi"]
NAMES = ["Giulia", "Marco", "Paola", "Stefano", "Chiara", "Lorenzo", "Elena", "Davide",
         "Francesca", "Roberto", "Silvia", "Alberto"]


def pw_it() -> str:
    """A password an Italian office worker would choose, or one a manager generated."""
    w, s = secrets.choice(WORDS), secrets.choice(SMALL)
    n2, y = secrets.randbelow(90) + 10, 1950 + secrets.randbelow(75)
    sym = secrets.choice(SYMBOLS)
    return secrets.choice([
        f"{w}{n2}{sym}",
        f"{w}.{y}",
        f"{s}_{w}{secrets.randbelow(10)}",
        f"{w}#{secrets.randbelow(9000) + 1000}",
        f"{w}{secrets.choice(WORDS)}{n2}{sym}",
        f"{s.capitalize()}{sym}{s}{n2}",
        f"{w[:4].lower()}{y}{sym}{s.upper()[:2]}",
        rnd(ALNUM + "!?$%", 12),
        rnd(ALNUM, 10),
    ])


def pin(n: int) -> str:
    return digits(n)


def cf_check(body: str) -> str:
    total = sum(CF_ODD[c] if i % 2 == 0 else CF_EVEN[c] for i, c in enumerate(body))
    return UPPER[total % 26]


def cf() -> str:
    """A codice fiscale of a person, with a valid check character."""
    sur = "".join(secrets.choice(CONSONANTS) for _ in range(2)) + secrets.choice(VOWELS + CONSONANTS)
    name = "".join(secrets.choice(CONSONANTS) for _ in range(3))
    day = secrets.randbelow(28) + 1 + pick(0, 40)
    body = f"{sur}{name}{secrets.randbelow(100):02d}{secrets.choice(MONTHS)}{day:02d}{secrets.choice(COMUNI)}"
    return body + cf_check(body)


def piva(office: str = "037") -> str:
    """A partita IVA (Bologna office code unless told) with its check digit."""
    body = digits(7) + office
    total = 0
    for i, c in enumerate(body):
        d = int(c)
        if i % 2:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return body + str((10 - total % 10) % 10)


def cin(bban: str) -> str:
    total = sum(CF_ODD[c] if i % 2 == 0 else CF_EVEN[c] for i, c in enumerate(bban))
    return UPPER[total % 26]


def iban_it(spaced: bool = True) -> str:
    rest = secrets.choice(ABI) + digits(5, lead=True) + digits(12)
    return iban("IT", cin(rest) + rest, spaced)


def euro() -> str:
    n = secrets.randbelow(900000) + 100
    cents = secrets.randbelow(100)
    return f"€ {n:,}".replace(",", ".") + f",{cents:02d}"


def data() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick(2023, 2024, 2025)}"


def tel() -> str:
    return pick(f"051 {digits(3, True)} {digits(4)}", f"+39 3{digits(2)} {digits(3)} {digits(4)}", f"051/{digits(7, True)}")


def person() -> str:
    return f"{secrets.choice(NAMES)} {secrets.choice(SURNAMES)}"


def cap() -> str:
    return f"401{secrets.randbelow(41) + 21:02d}"


def email(domain: str = "studioferraresi.example") -> str:
    return f"{secrets.choice(NAMES).lower()}.{secrets.choice(SURNAMES).lower()}@{domain}"


# --- credentials ---------------------------------------------------------------------


def credentials() -> Rows:
    r = Rows()
    notaio = "dott.ssa Ferraresi"
    r.add("spid_login",
          f"SPID della notaia (LepidaID)\nutente: {cf()}\npassword: {pw_it()}",
          f"SPID mio personale, mi serve per il cassetto fiscale: {email('mail.example')} / {pw_it()}",
          f"Accesso SPID livello 2 per Stefano (praticante): nome utente {cf()}, pwd {pw_it()} - l'OTP arriva sul suo cell",
          f"spid aruba id: user {email('arubaid.example')}\npass {pw_it()}\n(rinnovata a marzo)")
    r.add("spid_otp_seed",
          f"QR dell'app OTP per lo SPID, se cambio telefono: otpauth://totp/LepidaID:{cf()}?secret={rnd(BASE32, 32)}&issuer=LepidaID",
          f"chiave segreta OTP (la mostra sotto il QR code): {groups(rnd(BASE32, 32), 4)}",
          f"Nuovo telefono della notaia -> reinserire nell'app Authenticator la chiave {rnd(BASE32, 16)} (SPID InfoCert)")
    r.add("smartcard_pin",
          f"Smart card firma digitale {notaio}: PIN {pin(8)}",
          f"PIN della chiavetta di firma (quella blu): {pin(8)}. Dopo 3 errori si blocca!",
          f"firma digitale - codice PIN {pin(5)}, l'altro lettore non la legge, usare quello sul desk",
          f"La notaia mi ha dato il PIN della CNS per firmare le visure: {pin(8)}")
    r.add("smartcard_puk",
          f"PUK smart card notaio: {pin(8)} (serve solo se si blocca il PIN)",
          f"Busta InfoCert arrivata: PIN {pin(8)} PUK {pin(8)} - buttata la busta, tengo qui",
          f"sblocco carta firma: codice PUK {pin(10)}")
    r.add("firma_remota",
          f"Firma remota (per quando la notaia e' fuori)\nutente: {cf()}\npassword: {pw_it()}\nPIN firma: {pin(8)}\nOTP su app",
          f"Credenziali firma remota Namirial: user RAO{digits(6)} pwd {pw_it()} pin {pin(6)}",
          f"firma in remoto dal portatile: account {email('firmaremota.example')} - password {pw_it()} - codice PIN {pin(8)}")
    r.add("firma_emergency",
          f"Codice di emergenza per sospendere il certificato di firma: {rnd(UPPER + DIGITS, 10)}",
          f"in caso di furto della smart card chiamare il numero verde e dare il codice di sospensione {pin(8)} + CF della notaia",
          f"codice riservato di revoca certificato firma {notaio}: {rnd(ALNUM, 8)}")
    r.add("cie_pin",
          f"CIE della notaia: PIN {pin(8)}, PUK {pin(8)} (le prime 4 cifre erano sulla ricevuta)",
          f"PIN carta d'identità elettronica per entrare con CieID: {pin(8)}")
    r.add("fisconline_pin",
          f"Fisconline {notaio}\ncodice fiscale: {cf()}\npassword: {pw_it()}\nPIN: {pin(10)}",
          f"PIN Fisconline completo (prime 4 online + ultime 6 arrivate per posta): {pin(4)}{pin(6)}",
          f"Agenzia Entrate, utenza del studio: {cf()} / pwd {pw_it()} / pin {pin(10)}")
    r.add("entratel_password",
          f"Entratel: nuova password {pw_it()} (scade ogni 90 gg, prossimo cambio a settembre)",
          f"password Entratel cambiata oggi, quella vecchia era {pw_it()} la nuova e' {pw_it()}",
          f"utente Entratel {cf()} - password {pw_it()}")
    r.add("entratel_ambiente",
          f"Password dell'ambiente di sicurezza Entratel (file UTENTE.ks): {pw_it()}",
          f"Desktop Telematico > Sicurezza > apri ambiente: password di protezione {pw_it()}",
          f"PIN di revoca Entratel (non perderlo): {pin(8)}\ncodice di ripristino ambiente {rnd(UPPER + DIGITS, 16)}")
    r.add("sister_login",
          f"Sister catasto (visure): utente {cf()} password {pw_it()}",
          f"SISTER - convenzione dello studio\nutenza: {rnd(UPPER, 3)}{digits(5)}\npwd: {pw_it()}",
          f"Per le ispezioni ipotecarie su Sister entrare con {cf()} e la password {pw_it()} (NON lo SPID, la convenzione)")
    r.add("pec_password",
          f"PEC studio: notaio.ferraresi@pec.notariato.example - password {pw_it()}",
          f"Casella PEC per le notifiche: studioferraresi@legalmail.example\npwd: {pw_it()}",
          f"nuova password PEC (obbligo cambio ogni 6 mesi): {pw_it()}",
          f"Outlook chiede di nuovo la password della PEC -> {pw_it()} (impostazioni IMAP imaps.pec.example:993)")
    r.add("email_password",
          f"mail segreteria@studioferraresi.example - pass {pw_it()}",
          f"Account Microsoft 365 della notaia: {email()} password {pw_it()}",
          f"Casella info@ per i clienti: utente info@studioferraresi.example, password {pw_it()}")
    r.add("m365_backup_codes",
          "Codici di recupero Microsoft dell'account amministratore:\n" + recovery_codes(5, "alnum"),
          f"codice di ripristino Microsoft 365 (stampato e messo in cassaforte, copia qui): {groups(rnd(UPPER + DIGITS, 25), 5, '-')}")
    r.add("nas_admin",
          f"NAS Synology (nas.studio.internal)\nadmin / {pw_it()}",
          f"Accesso al NAS dall'esterno: https://nas-studio.acme.test:5001 utente backupadmin password {pw_it()}",
          f"NAS - utente segreteria password {pw_it()}, utente notaio password {pw_it()}")
    r.add("nas_ssh",
          f"Davide (tecnico) ha lasciato la chiave SSH per il NAS:\n{openssh_private()}",
          f"ssh root@192.168.10.20 -> password {rnd(ALNUM + '!$', 14)} (me l'ha detta Davide, solo emergenze)")
    r.add("router_admin",
          f"Router Fritz!Box ufficio: http://192.168.10.1 password {pw_it()}",
          f"modem della fibra, pannello admin: utente admin pwd {rnd(ALNUM, 12)}",
          f"Router TIM sul retro c'e' scritto admin, ma l'abbiamo cambiata in {pw_it()}")
    r.add("wifi_office",
          f"Wi-Fi studio\nrete: Studio_Ferraresi\nchiave WPA2: {pw_it()}",
          f"password wifi del piano terra: {rnd(ALNUM, 16)}",
          f"WIFI: SSID Notaio-5G / pwd {pw_it()} (non darla ai clienti!!)",
          f"WIFI:T:WPA;S:StudioBO;P:{rnd(ALNUM, 14)};; <- testo del QR per i portatili")
    r.add("wifi_guest",
          f"Wi-Fi ospiti per i clienti in sala riunioni: StudioGuest, password {secrets.choice(SMALL)}{pin(4)}",
          f"rete ospiti cambiata questo mese: chiave {secrets.choice(WORDS).lower()}{pin(3)}")
    r.add("gestionale",
          f"Gestionale atti (DocuNotaio): utente sara.m / password {pw_it()}",
          f"Login gestionale pratiche, utenza amministratore: admin password {pw_it()} - server gestionale.studio.internal",
          f"programma repertorio: utente SEGRETERIA2 pwd {pw_it()}",
          f"gestionale documentale - credenziali della notaia {notaio}: mferraresi / {pw_it()}")
    r.add("gestionale_db",
          f"Database del gestionale (SQL Server): Server=gestionale.studio.internal;Database=Atti;User Id=sa;Password={rnd(ALNUM + '!#', 16)};",
          f"il tecnico chiede la password sa del gestionale: {pw_it()}")
    r.add("conservazione",
          f"Conservazione a norma (portale): utente studio_{digits(4)} password {pw_it()}",
          f"Chiave API per l'invio in conservazione dal gestionale: {rnd(URLSAFE, 40)}",
          f"conservazione sostitutiva\nurl https://conservazione.acme.test\nuser: resp.conservazione\npwd: {pw_it()}")
    r.add("homebanking",
          f"Home banking studio\ncodice titolare: {digits(8, True)}\npassword: {pw_it()}",
          f"Banca (conto dello studio): codice utente {digits(10, True)}, pin {pin(5)}, password {pw_it()}",
          f"internet banking conto fondi clienti: user {rnd(UPPER, 2)}{digits(6)} pass {pw_it()}")
    r.add("token_dispositivo",
          f"Token dispositivo per i bonifici: PIN {pin(5)}",
          f"Codice di attivazione del token sul telefono della notaia: {groups(rnd(UPPER + DIGITS, 12), 4, '-')} (scade in 48 ore)",
          f"PIN dispositivo home banking (per firmare i bonifici): {pin(6)}",
          f"app della banca, codice di sblocco per confermare le disposizioni: {pin(5)}")
    r.add("bancomat_pin",
          f"PIN bancomat dello studio: {pin(5)}",
          f"carta di debito aziendale - pin {pin(5)} (non tenerla nello stesso cassetto!!)")
    r.add("credit_card",
          f"Carta di credito aziendale per il bollo virtuale e gli acquisti online:\n{groups(luhn('5255'), 4)} scad. {card_expiry()} CVV {pin(3)}",
          f"Nexi della notaia: {groups(luhn('4532'), 4)}, {card_expiry()}, codice di sicurezza {pin(3)}",
          f"per pagare i diritti su Sister uso la carta {luhn('5179')} exp {card_expiry()} cvc {pin(3)}")
    r.add("alarm_code",
          f"Allarme: codice per disinserire {pin(4)} (poi premere OFF)",
          f"codice allarme nuovo dal 1 settembre: {pin(6)}. Codice coercizione (se ti obbligano) {pin(6)}",
          f"Per chi apre la mattina: allarme {pin(5)}#")
    r.add("safe_code",
          f"Cassaforte ufficio notaia: combinazione {pin(6)}",
          f"combinazione cassaforte armadio archivio: {secrets.randbelow(40)}-{secrets.randbelow(40)}-{secrets.randbelow(40)}",
          f"cassaforte a muro (dove ci sono gli assegni e le smart card): codice {pin(8)}")
    r.add("door_code",
          f"codice del portone in via {secrets.choice(['Farini', 'Castiglione', 'Santo Stefano', 'Galliera'])}: {pin(4)}*",
          f"tastierino porta archivio al piano -1: {pin(6)}",
          f"Garage condominiale, telecomando rotto -> codice tastierino {pin(5)}")
    r.add("windows_login",
          f"PC segreteria (POSTAZIONE-03): utente Paola, password {pw_it()}",
          f"password di Windows del portatile della notaia: {pw_it()}",
          f"Amministratore locale dei PC (non dirlo a nessuno): .\\admin / {pw_it()}")
    r.add("bitlocker",
          f"Chiave di ripristino BitLocker portatile notaia: {'-'.join(f'{11 * secrets.randbelow(65536):06d}' for _ in range(8))}",
          f"BitLocker POSTAZIONE-02 recovery key\n{'-'.join(f'{11 * secrets.randbelow(65536):06d}' for _ in range(8))}")
    r.add("vpn_office",
          f"VPN per lavorare da casa: server vpn.studio.acme.test, utente paola.r, password {pw_it()}",
          f"FortiClient VPN - utente notaio, pass {pw_it()}, chiave precondivisa {rnd(ALNUM, 20)}",
          f"[Interface]\nPrivateKey = {b64(secrets.token_bytes(32))}\nAddress = 10.66.0.4/32\n# VPN del portatile della notaia")
    r.add("remote_desktop",
          f"AnyDesk del PC notaia: ID {digits(3, True)} {digits(3)} {digits(3)}, password accesso non presidiato {pw_it()}",
          f"TeamViewer server: {digits(10, True)} pwd {rnd(ALNUM, 10)}",
          f"Desktop remoto verso il server: 192.168.10.5, STUDIO\\administrator, {pw_it()}")
    r.add("printer_admin",
          f"Multifunzione Ricoh: pannello web admin, password {pw_it()}",
          f"Stampante del corridoio: codice utente per stampare {pin(4)}, PIN amministratore {pin(8)}")
    r.add("scan_to_mail",
          f"Scanner -> mail: SMTP smtp.studioferraresi.example porta 587, utente scanner@studioferraresi.example, password {pw_it()}",
          f"la fotocopiatrice manda le scansioni con l'account scansioni@... password {rnd(ALNUM, 12)}")
    r.add("voip_pbx",
          f"Centralino VoIP: interno 201 (segreteria) password SIP {rnd(ALNUM, 16)}",
          f"pannello del centralino https://pbx.studio.internal admin / {pw_it()}",
          f"telefono della notaia: account SIP 203@voip.acme.test secret {rnd(ALNUM, 12)}")
    r.add("notartel",
          f"Area riservata Notartel: utente {cf()} / password {pw_it()}",
          f"portale del notariato (RUN) - user fferraresi, password {pw_it()}",
          f"credenziali della piattaforma adempimenti notarili: {email('notariato.example')} pwd {pw_it()}")
    r.add("telemaco",
          f"Telemaco (registro imprese) per le pratiche societarie: utente {rnd(UPPER, 4)}{digits(4)} password {pw_it()}",
          f"InfoCamere Telemaco: {rnd(UPPER, 2)}{digits(6)} / {pw_it()}")
    r.add("inps_pin",
          f"PIN INPS dispositivo della notaia (vecchio, ancora valido per il cassetto): {rnd(UPPER + DIGITS, 16)}",
          f"cassetto previdenziale ditta: utente {cf()} password {pw_it()}")
    r.add("password_manager",
          f"Master password di Bitwarden dello studio: {phrase(SMALL, 4, '-')}{pin(2)}",
          f"KeePass del server (credenziali.kdbx) si apre con: {pw_it()}",
          f"Password principale del gestore password: {secrets.choice(WORDS)} {secrets.choice(SMALL)} {secrets.choice(SMALL)} {pin(4)}")
    r.add("backup_passphrase",
          f"Backup cifrato su disco esterno (Hyper Backup): passphrase {pw_it()}-{rnd(ALNUM, 6)}",
          f"chiave di cifratura del backup in cloud, senza questa non si recupera niente: {rnd(ALNUM, 32)}",
          f"Veeam: password di crittografia dei backup del server {pw_it()}")
    r.add("zip_cliente",
          f"Bozza atto mandata via mail al dott. {secrets.choice(SURNAMES)}: lo zip ha password {rnd(ALNUM, 10)}, glielo dico al telefono",
          f"password PDF per il cliente {person()} (preliminare + planimetrie): {secrets.choice(SMALL)}{pin(4)}",
          f"file protetto 'Rogito_{secrets.choice(SURNAMES)}.pdf' - password di apertura {pw_it()}")
    r.add("aruba_account",
          f"Area clienti del dominio studioferraresi.example (hosting): codice cliente {digits(5, True)}.{digits(6)} password {pw_it()}",
          f"pannello DNS del dominio: {email()} / {pw_it()}")
    r.add("amazon_business",
          f"Account fornitore cancelleria (ordini online): {email()} password {pw_it()}",
          f"Amazon Business dello studio: segreteria@studioferraresi.example / {pw_it()}")
    r.add("paghe_portale",
          f"Portale del consulente del lavoro per le buste paga: utente studio{digits(3)} password {pw_it()}",
          f"cedolini online - mio accesso: {cf()} pwd {pw_it()}")
    r.add("pagopa_portal",
          f"Portale pagamenti del Comune (pagoPA) per i diritti di segreteria: user {email()} pwd {pw_it()}",
          f"Sportello unico edilizia (SUE) Bologna: username {rnd(LOWER, 6)}{digits(2)} password {pw_it()}")
    r.add("ftp_software",
          f"FTP dell'assistenza gestionale per mandare i log: ftp://supporto.acme.test utente studio{digits(4)} password {rnd(ALNUM, 10)}",
          f"sftp aggiornamenti: sftp cliente{digits(5)}@files.acme.test, pwd {rnd(ALNUM + '$', 14)}")
    r.add("api_key_servizi",
          f"Chiave API del servizio visure online collegato al gestionale: {hexs(40)}",
          f"token per il servizio di firma massiva: Bearer {rnd(URLSAFE, 48)}",
          f"API key PEC massiva (invio comunicazioni): pk_{rnd(ALNUM, 32)}")
    r.add("camera_nvr",
          f"Videosorveglianza (NVR Hikvision) http://192.168.10.30 admin {pw_it()}",
          f"app telecamere sul telefono: utente studio, password {rnd(ALNUM, 10)}, codice di verifica dispositivo {rnd(UPPER, 6)}")
    r.add("pos_terminal",
          f"POS dello studio: password operatore {pin(5)}, password supervisore per gli storni {pin(6)}",
          f"Portale esercente POS: {email()} / {pw_it()}")
    r.add("sms_otp_backup",
          "Codici di backup per l'account Google dello studio:\n" + recovery_codes(6, "digits"),
          f"codici monouso SPID di riserva (stampati): {' '.join(pin(8) for _ in range(5))}")
    r.add("telepass_carburante",
          f"Carta carburante dell'auto dello studio: PIN {pin(5)}",
          f"Telepass business: utente {email()}, password {pw_it()}")
    r.add("english_notes",
          f"Login for the Land Registry app (Sister) the notary asked me to share with the London client's lawyer: user {cf()} password {pw_it()}",
          f"Wi-Fi for the English clients: network StudioGuest, password {secrets.choice(SMALL)}{pin(4)}",
          f"the smart card PIN for the digital signature is {pin(8)}, PUK {pin(8)}")
    r.add("dictated_phone",
          f"Al telefono il tecnico: 'utente amministratore, password {pw_it()}'. Annotato qui, poi cambiare",
          f"la notaia al telefono dalla macchina: 'usa il mio SPID, la password e' {pw_it()}, il codice te lo mando io'",
          f"Paola in ferie, mi ha lasciato le sue credenziali del gestionale: paola.r / {pw_it()}")
    r.add("lista_credenziali",
          f"CREDENZIALI STUDIO (aggiornato {data()})\nPEC: {pw_it()}\nEntratel: {pw_it()}\nSister: {pw_it()}\nNAS: {pw_it()}\nAllarme: {pin(5)}",
          f"- wifi: {rnd(ALNUM, 12)}\n- router admin: {pw_it()}\n- cassaforte: {pin(6)}\n- gestionale: {pw_it()}",
          f"Password da passare alla nuova segretaria:\nPC: {pw_it()}\nposta: {pw_it()}\nportone: {pin(4)}")
    return r


# --- look-alikes ---------------------------------------------------------------------


def lookalikes() -> Rows:
    r = Rows()
    sur = lambda: secrets.choice(SURNAMES)  # noqa: E731
    rep = lambda: f"{secrets.randbelow(40000) + 10000}"  # noqa: E731
    racc = lambda: f"{secrets.randbelow(20000) + 2000}"  # noqa: E731
    r.add("codice_fiscale",
          f"Parte venditrice: {person()}, nata a Bologna, C.F. {cf()}",
          f"Acquirenti: {person()} ({cf()}) e {person()} ({cf()}), coniugi in comunione legale",
          f"controllare il codice fiscale del procuratore, sul documento c'e' {cf()} ma in visura {cf()}",
          f"CF {cf()} - verificato con la tessera sanitaria")
    r.add("partita_iva",
          f"Fattura intestata a Immobiliare {sur()} S.r.l., P.IVA {piva()}, sede in via Marconi 12, {cap()} Bologna",
          f"P.IVA studio: {piva()} - C.F. {cf()}",
          f"il fornitore ha scritto la partita IVA sbagliata: {piva()} invece di {piva()}")
    r.add("codice_fiscale_societa",
          f"Banca {sur()} S.p.A., capitale sociale {euro()}, C.F. {piva('000')} e P.IVA di gruppo {piva('000')}",
          f"{sur()} Costruzioni S.p.A., codice fiscale e numero di iscrizione al Registro Imprese di Bologna {piva()}",
          f"Societa' incorporante: C.F./P.IVA {piva()}, REA BO-{digits(6, True)}")
    r.add("repertorio_raccolta",
          f"Rep. n. {rep()} Racc. n. {racc()} - compravendita {sur()}/{sur()}",
          f"Atto del {data()}, repertorio {rep()}, raccolta {racc()}, registrato a Bologna il {data()} al n. {digits(5, True)} serie 1T",
          f"Ultimo numero di repertorio usato: {rep()}. Il prossimo atto (mutuo {sur()}) prende il {rep()}",
          f"copia conforme del verbale di assemblea rep. {rep()}/{racc()}")
    r.add("catasto_fabbricati",
          f"NCEU Comune di Bologna: foglio {secrets.randbelow(300) + 1}, particella {secrets.randbelow(3000) + 1}, sub {secrets.randbelow(60) + 1}, cat. A/2, cl. {secrets.randbelow(6) + 1}, vani {secrets.randbelow(8) + 2},5, R.C. {euro()}",
          f"Garage: Fg. {secrets.randbelow(300) + 1} Part. {secrets.randbelow(3000) + 1} Sub. {secrets.randbelow(60) + 1} C/6 mq {secrets.randbelow(30) + 10}",
          f"visura: F.{secrets.randbelow(300) + 1} m.{secrets.randbelow(3000) + 1} s.{secrets.randbelow(90) + 1} - manca la planimetria in atti, chiedere al geometra")
    r.add("catasto_terreni",
          f"Terreno agricolo a San Lazzaro di Savena\nCT foglio {secrets.randbelow(50) + 1}, particella {secrets.randbelow(900) + 1}, porz. AA {rnd(UPPER, 1)}, qualita' vigneto, cl. {secrets.randbelow(4) + 1}\nCDU prot. {digits(5, True)} del {data()}",
          f"Catasto terreni di Castel Maggiore: foglio {secrets.randbelow(50) + 1} mappali {secrets.randbelow(900) + 1}, {secrets.randbelow(900) + 1} e {secrets.randbelow(900) + 1}, seminativo, ha 0.{digits(2)}.{digits(2)}",
          f"CT Fg {secrets.randbelow(50) + 1} map {secrets.randbelow(900) + 1} RD {euro()} RA {euro()}")
    r.add("protocollo",
          f"Prot. n. {pick(2024, 2025)}/{digits(7)} del {data()} - risposta del Comune sulla conformita' urbanistica",
          f"PG n. {digits(6, True)}/{pick(2024, 2025)} (Comune di Bologna, richiesta di accesso agli atti)",
          f"nostro protocollo interno {pick('2024', '2025')}-{digits(4)}/SEG")
    r.add("protocollo_telematico",
          f"Ricevuta Agenzia Entrate: protocollo telematico {digits(17, True)}-{digits(6)}, adempimento unico registrato",
          f"Entratel ha dato esito OK per il file UNI{digits(6)}, protocollo {digits(17, True)}",
          f"F24 telematico accettato: protocollo {digits(17, True)}-{digits(6)} del {data()}")
    r.add("iban_fattura",
          f"Modalita' di pagamento: bonifico su IBAN {iban_it()} intestato a {sur()} Arredi S.n.c.",
          f"Coordinate per il saldo prezzo: {iban_it(spaced=False)} (conto del venditore, come da preliminare)",
          f"IBAN dello studio sulle fatture: {iban_it()} - BIC {rnd(UPPER, 6)}{rnd(UPPER + DIGITS, 2)}",
          f"il cliente ha girato l'IBAN: {iban_it()}. Controllare che sia intestato a lui")
    r.add("pec_address",
          "PEC del Comune per le pratiche: protocollo.generale@pec.comune.bologna.example",
          f"Notificare a {sur().lower()}.{secrets.choice(NAMES).lower()}@pec.ordineavvocatibo.example entro il {data()}",
          f"PEC della societa' (da visura): {sur().lower()}costruzioni{digits(2)}@legalmail.example")
    r.add("indirizzo_cap",
          f"Immobile in via {secrets.choice(['Saragozza', 'San Vitale', 'Mazzini', 'Emilia Levante', 'Toscana'])} n. {secrets.randbelow(200) + 1}/{pick('A', 'B', '2', '3')}, {cap()} Bologna, piano {secrets.randbelow(6)}, int. {secrets.randbelow(20) + 1}",
          f"Nuovo indirizzo del cliente: via del Pratello {secrets.randbelow(120) + 1}, {cap()} BO",
          f"spedire la copia autentica in piazza Galvani {secrets.randbelow(10) + 1}, {cap()}")
    r.add("rg_tribunale",
          f"Tribunale di Bologna, R.G. n. {digits(4, True)}/{pick(2023, 2024)} - decreto di trasferimento",
          f"Esecuzione immobiliare R.G.E. {secrets.randbelow(900) + 100}/{pick(2022, 2023, 2024)}, lotto {secrets.randbelow(5) + 1}, prezzo base {euro()}",
          f"Autorizzazione del giudice tutelare, V.G. n. {digits(4, True)}/{pick(2024, 2025)}, cron. {digits(5, True)}")
    r.add("scadenze",
          f"Scadenze: registrazione entro il {data()}, trascrizione entro il {data()}, voltura entro il {data()}",
          f"Stipula {sur()} spostata al {data()} ore {secrets.randbelow(10) + 9}:{pick('00', '30')}",
          f"Rinnovo certificato di firma entro il {data()}; la smart card scade il {data()}")
    r.add("importi",
          f"Prezzo {euro()} di cui {euro()} gia' versati a titolo di caparra confirmatoria",
          f"Preventivo: onorario {euro()}, imposta di registro {euro()}, ipotecaria e catastale {euro()}, bolli {euro()}",
          f"Totale fattura n. {digits(3, True)}/{pick(2024, 2025)}: imponibile {euro()}, IVA 22% {euro()}, totale {euro()}")
    r.add("marca_bollo",
          f"Marca da bollo da € 16,00 identificativo {digits(14)} del {data()}",
          f"Bolli apposti sulla copia: identificativi {digits(14)} e {digits(14)}",
          f"marca da bollo € 2,00 id. {digits(14)} - annullata")
    r.add("telefono",
          f"Geometra {sur()}: {tel()}, ufficio {tel()}",
          f"richiamare la banca (ufficio mutui) al {tel()} int. {secrets.randbelow(900) + 100}",
          f"Cell del cliente {person()}: {tel()}; la moglie {tel()}")
    r.add("codice_tributo",
          f"F24: codice tributo {pick('1040', '1038', '4001', '3918', '3912', '6099')} anno {pick(2024, 2025)} importo {euro()}",
          f"F24 ELIDE per la registrazione: tributo {pick('1550', '1552', '1554', '1501', '1502')} - {euro()}, codice ufficio {rnd(UPPER + DIGITS, 3)}",
          f"IMU acconto: codice catastale comune A944, tributo 3918, rateazione 0101, importo {euro()}")
    r.add("nota_trascrizione",
          f"Trascrizione a Bologna il {data()} Registro Generale n. {digits(5, True)} Registro Particolare n. {digits(5, True)}",
          f"Ipoteca iscritta R.G. {digits(5, True)} R.P. {digits(4, True)} del {data()} a favore di Banca {sur()}",
          f"nota di trascrizione presentata, numero di presentazione {digits(3, True)}")
    r.add("numero_rea",
          f"{sur()} & C. S.a.s. - REA BO {digits(6, True)} - PEC {sur().lower()}sas@pec.example - codice LEI {rnd(UPPER + DIGITS, 20)}",
          f"Iscrizione al REA BO-{digits(6, True)}, capitale sociale {euro()} i.v.",
          f"visura camerale: numero REA {digits(6, True)}, codice ATECO {secrets.randbelow(90) + 10}.{digits(2)}.{digits(2)}")
    r.add("codice_sdi",
          f"Codice destinatario SDI per le fatture del cliente: {rnd(UPPER + DIGITS, 7)}",
          f"Fattura elettronica: codice univoco ufficio {rnd(UPPER + DIGITS, 6)} (Comune), codice destinatario studio {rnd(UPPER + DIGITS, 7)}",
          f"lo scarto SDI dice codice destinatario {rnd(UPPER + DIGITS, 7)} non valido, rimandare con 0000000 e PEC")
    r.add("cig_cup",
          f"Determina n. {digits(3, True)}/{pick(2024, 2025)}: smart CIG {rnd('ZY', 1)}{rnd('0123456789ABCDEF', 9)}, impegno {euro()}",
          f"Atto per il Comune: CIG {rnd(UPPER + DIGITS, 10)} CUP {rnd(UPPER, 1)}{digits(2)}{rnd(UPPER, 1)}{digits(11)}",
          f"Indicare in fattura il CIG {rnd('0123456789ABCDEF', 10)}")
    r.add("numero_fattura",
          f"Fattura fornitore {rnd(UPPER, 2)}/{digits(6)} del {data()}\nscadenza {data()}\nimporto {euro()}\nstato: pagata con bonifico",
          f"Fattura n. {pick('FPR', 'FT')} {digits(3, True)}/{pick(24, 25)} del {data()} - {euro()}",
          f"Nota di credito n. {digits(2, True)}/{pick(2024, 2025)} a storno della fattura {digits(3, True)}")
    r.add("documento_identita",
          f"Identificato mediante carta d'identita' n. {rnd(UPPER, 2)}{digits(5)}{rnd(UPPER, 2)} rilasciata dal Comune di Bologna il {data()}",
          f"Passaporto n. {rnd(UPPER, 2)}{digits(7)} scadenza {data()} (cliente straniero, serve traduttore)",
          f"patente n. BO{digits(7)}{rnd(UPPER, 1)} - controllare la scadenza")
    r.add("targa_telaio",
          f"Usufrutto su autocarro targa {rnd(UPPER, 2)}{digits(3)}{rnd(UPPER, 2)}, numero di omologazione {rnd(UPPER + DIGITS, 8)}, CdP {rnd(UPPER + DIGITS, 12)}",
          f"Passaggio di proprieta' autovettura targa {rnd(UPPER, 2)}{digits(3)}{rnd(UPPER, 2)}, telaio {rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 17)}",
          f"autentica firma per il motociclo targato {rnd(UPPER, 2)}{digits(5)}")
    r.add("assegni",
          f"assegno bancario n. {digits(10, True)} tratto su Banca {sur()}, importo {euro()}, non trasferibile",
          f"Pagamento con assegno circolare n. {digits(10, True)}-{digits(2)} emesso da Banca {sur()} per {euro()}",
          f"Assegni consegnati: n. {digits(10, True)}, n. {digits(10, True)}, n. {digits(10, True)} (ABI {secrets.choice(ABI)} CAB {digits(5, True)})")
    r.add("cro_trn",
          f"Bonifico del saldo: TRN {digits(4)}{rnd(UPPER + DIGITS, 26)}IT, data valuta {data()}",
          f"CRO {digits(11, True)} - il venditore dice che non gli e' arrivato",
          f"ricevuta bonifico istantaneo, ID operazione {rnd(UPPER + DIGITS, 20)}")
    r.add("pagopa_avviso",
          f"Bollettino pagoPA\nente: Comune di Bologna\ncodice avviso: {groups(digits(18, True), 4)}\nscadenza {data()}",
          f"Avviso pagoPA codice avviso {digits(18, True)} importo {euro()} - diritti di segreteria",
          f"IUV {digits(17, True)}, ente creditore CF {piva()}")
    r.add("cartella_esattoriale",
          f"Certificato carichi pendenti richiesto, prot. AdER {digits(12, True)}; nessuna cartella a carico di {cf()}",
          f"Cartella n. {digits(3, True)} {pick(2023, 2024)} {digits(10)} {digits(3)} da verificare prima del rogito",
          f"Estratto di ruolo: {digits(20, True)}, residuo {euro()}")
    r.add("pod_pdr",
          f"Acqua: codice servizio {digits(10, True)}, matricola contatore {rnd(UPPER + DIGITS, 9)}, lettura {digits(5)} mc al {data()}",
          f"Utenze: POD IT001E{digits(8)} (luce), PDR {digits(14)} (gas) - da riportare in atto",
          f"voltura contatore: codice POD IT{digits(3)}E{digits(8)}, matricola contatore {rnd(UPPER + DIGITS, 10)}")
    r.add("ape",
          f"L'APE codice {digits(5)}-{digits(6)}-{pick(2024, 2025)} e' stato trasmesso al catasto energetico regionale con ricevuta {digits(10, True)}",
          f"APE n. {digits(5)}-{digits(6)}-{pick(2024, 2025)} valido fino al {data()}, classe energetica {pick('A4', 'B', 'C', 'E', 'F', 'G')}",
          f"Attestato di prestazione energetica codice identificativo {digits(5)}-{digits(6)}-{pick(2023, 2024)}, EP gl,nren {secrets.randbelow(300) + 20},{digits(2)} kWh/m2 anno")
    r.add("certificato_firma",
          f"Certificato di firma della notaia: numero di serie {':'.join(hexs(2) for _ in range(16))}, emesso da InfoCert Qualified CA, valido fino al {data()}",
          f"Serial del certificato (da Dike): {hexs(16).upper()} - titolare {cf()}",
          f"Smart card n. {digits(4)} {digits(4)} {digits(4)} {digits(4)}, lettore seriale {rnd(UPPER + DIGITS, 12)}")
    r.add("impronta_documento",
          f"Impronta SHA-256 dell'atto firmato (file .p7m): {hexs(64)}",
          f"marca temporale n. {digits(8, True)} apposta il {data()} - hash {hexs(64)}",
          f"controllo integrita': impronta registrata {hexs(64)}, impronta calcolata uguale")
    r.add("id_conservazione",
          f"Pacchetto di versamento {uid()} accettato dal sistema di conservazione il {data()}",
          f"ID documento in conservazione: {uid()} (atto rep. {rep()})",
          f"rapporto di versamento RdV-{pick(2024, 2025)}-{digits(8)}, {secrets.randbelow(40) + 1} documenti")
    r.add("ticket_assistenza",
          f"Ticket assistenza gestionale #{digits(6, True)}: errore stampa repertorio. Risposto il tecnico, ticket collegato {rnd(UPPER, 3)}-{digits(5)}",
          f"numero di richiesta InfoCert {digits(10, True)} per il rinnovo firma",
          f"segnalazione al provider fibra n. {rnd(UPPER, 2)}{digits(9)}")
    r.add("rete_inventario",
          f"Inventario rete: NAS {mac(upper=True)} 192.168.10.20, stampante {mac()} 192.168.10.40, router 192.168.10.1",
          f"Il NAS si chiama nas.studio.internal, seriale {rnd(UPPER + DIGITS, 12)}, modello DS920+",
          f"PC POSTAZIONE-0{secrets.randbelow(5) + 1}: service tag {rnd(UPPER + DIGITS, 7)}, MAC {mac('-', True)}")
    r.add("token_seriale",
          f"Lettore smart card USB modello {rnd(UPPER, 3)}-{digits(3)}, S/N {rnd(UPPER + DIGITS, 14)}, driver versione {secrets.randbelow(5) + 1}.{digits(2)}",
          f"Token della banca: numero di serie {digits(10, True)} (scritto sul retro), intestato alla notaia",
          f"Il token OTP della firma remota ha seriale {rnd(UPPER, 4)}{digits(8)}: va restituito a fine contratto")
    r.add("conto_rapporto",
          f"Deposito prezzo sul conto del notaio (art. 1 c. 63 L. 147/2013): rapporto n. {digits(10, True)}, somma {euro()}",
          f"Conto dedicato (L. 147/2013) n. {digits(12)}, filiale {digits(4, True)}, ABI {secrets.choice(ABI)} CAB {digits(5, True)}",
          f"Estratto conto n. {secrets.randbelow(12) + 1}/{pick(2024, 2025)} del rapporto {digits(6, True)}/{digits(2)}")
    r.add("mutuo",
          f"Piano di ammortamento: rata n. {secrets.randbelow(300) + 1}, quota capitale {euro()}, quota interessi {euro()}, debito residuo {euro()}",
          f"Mutuo {sur()}: pratica n. {digits(8, True)}, importo {euro()}, durata {pick(20, 25, 30)} anni, tasso {secrets.randbelow(4) + 1},{digits(2)}%",
          f"Erogazione mutuo rif. banca {rnd(UPPER, 3)}{digits(9)}, perizia n. {digits(6, True)}")
    r.add("spedizioni",
          f"PEC inviata il {data()} ore {secrets.randbelow(10) + 9}:{digits(2)}, identificativo messaggio opec{digits(6)}.{digits(14)}.{digits(6)}.{secrets.randbelow(9)}.{secrets.randbelow(9)}@pec.example",
          f"Raccomandata A/R n. {digits(12, True)} spedita il {data()}",
          f"Corriere: lettera di vettura {digits(10, True)}, tracking {rnd(UPPER, 2)}{digits(9)}IT")
    r.add("ordine_fornitore",
          f"DDT n. {digits(4, True)} del {data()} - cod. articolo {rnd(UPPER + DIGITS, 8)} x {secrets.randbelow(20) + 1}",
          f"Ordine Amazon {digits(3, True)}-{digits(7)}-{digits(7)} (toner + risme)",
          f"Ordine cancelleria n. {rnd(UPPER, 2)}{digits(8)}, consegna prevista {data()}")
    r.add("pratiche_edilizie",
          f"Licenza edilizia n. {digits(4, True)} del {data()}, variante prot. {digits(5, True)}/{pick(1978, 1985, 1993)}",
          f"CILA prot. PG/{pick(2022, 2023, 2024)}/{digits(7)}, SCIA n. {digits(4, True)}/{pick(2023, 2024)}, agibilita' del {data()}",
          f"Pratica SUE {pick(2024, 2025)}-{digits(6)}: condono L. 47/85 n. {digits(5, True)}")
    r.add("riferimenti_normativi",
          f"Riferimenti: D.Lgs. {secrets.randbelow(300) + 1}/{pick(2005, 2010, 2016)}, Reg. UE 910/2014 (eIDAS), art. {secrets.randbelow(60) + 1}",
          f"art. {secrets.randbelow(2900) + 1} c.c., art. {secrets.randbelow(80) + 1} L. 89/1913, D.P.R. 131/1986 art. {secrets.randbelow(80) + 1}",
          f"Vedi circolare Agenzia Entrate n. {secrets.randbelow(40) + 1}/E del {data()} e risposta a interpello n. {secrets.randbelow(600) + 1}")
    r.add("password_policy",
          "La password della PEC va cambiata ogni 6 mesi: almeno 8 caratteri, una maiuscola, un numero e un carattere speciale.",
          f"Entratel obbliga al cambio password ogni 90 giorni; ultimo cambio il {data()}, promemoria in agenda.",
          "Il PIN della smart card e' di 8 cifre; dopo 3 tentativi errati serve il PUK.")
    r.add("riferimento_credenziale",
          "Il PIN della firma lo conosce solo la notaia; la busta con PIN e PUK e' nella cassaforte dell'ufficio.",
          "Le credenziali di Sister sono nel KeePass del server, voce 'Catasto - convenzione'.",
          "Password del Wi-Fi ospiti: chiederla in segreteria, la cambiamo ogni mese.",
          "Ho cambiato la password del NAS come chiesto da Davide; la nuova l'ho scritta solo nel gestore password.")
    r.add("otp_istruzioni",
          "Firma remota: dopo il PIN arriva il codice OTP sull'app; vale 30 secondi, quindi non va mai annotato.",
          "Per lo SPID con OTP: aprire l'app, inquadrare il QR nella pagina del gestore, poi inserire il codice di 6 cifre che compare.",
          f"Se il token della banca mostra 'LOCK' chiamare l'assistenza al {tel()}; non serve altro.")
    r.add("wifi_info",
          f"Access point sala riunioni: {mac(upper=True)}, IP 192.168.10.{secrets.randbelow(200) + 20}, VLAN {secrets.randbelow(90) + 10} (ospiti isolati)",
          f"Rete ospiti: StudioGuest-{rnd(UPPER + DIGITS, 4)} (canale {secrets.randbelow(11) + 1}, 2.4 GHz); la rete Studio_Ferraresi e' solo per i PC",
          f"Il router e' sul canale {pick(36, 40, 44, 48)} a 5 GHz, SSID Notaio-5G, firmware {secrets.randbelow(8)}.{digits(2)}")
    r.add("agenda",
          f"Settimana prossima\n- lun: {sur()}, rep. {rep()}, ore 9.30\n- mer: verbale assemblea {sur()} S.r.l.\n- ven: consegna copie {sur()}, fattura {digits(3, True)}/{pick(2024, 2025)}",
          f"Mar {data()}: ore 10 rogito {sur()} (rep. {rep()}), ore 12 procura, ore 16 firma mutuo Banca {sur()} (pratica {digits(8, True)})",
          f"Appuntamento {sur()} spostato: nuovo orario {secrets.randbelow(8) + 9}.{pick('00', '15', '30', '45')}, sala riunioni 2")
    r.add("english_lookalikes",
          f"The apostille request was filed under no. {digits(6, True)}/{pick(2024, 2025)}; the notary's seal number is {digits(4, True)}",
          f"For the English buyer: deed no. {rep()}, land registry sheet {secrets.randbelow(300) + 1}, parcel {secrets.randbelow(3000) + 1}, sub {secrets.randbelow(60) + 1}; tax code {cf()}",
          f"Wire to IBAN {iban_it()} reference Rep. {rep()} - please quote the invoice number {digits(3, True)}/{pick(2024, 2025)}")
    r.add("codice_comune",
          f"Codice fiscale del Comune di Bologna {digits(11)}; codice IPA {rnd(LOWER, 5)}_{digits(3)}",
          f"Codice catastale comune: A944 (Bologna), {pick('C469', 'D548', 'A785', 'I462')} per l'immobile in provincia; codice ISTAT {digits(6, True)}",
          f"Ufficio provinciale di Bologna - Territorio, codice ufficio {rnd(UPPER, 1)}{digits(2)}, sezione {rnd(UPPER, 1)}")
    r.add("volture",
          f"Esito voltura: registrata, numero {digits(5, True)}, ditta intestata {sur()} {secrets.choice(NAMES)} per 1/2",
          f"Voltura n. {digits(6, True)}.1/{pick(2024, 2025)} protocollo BO{digits(7)} del {data()}",
          f"Docfa protocollo n. BO{digits(7)} in atti dal {data()}")
    return r


def main() -> None:
    write_corpora("make_heldout68.py", [
        ("heldout68_credentials.yaml", credentials(), "batch 68 (legal secretary in a Bologna notary office, Italian notes), written blind; every value synthetic"),
        ("heldout68_lookalikes.yaml", lookalikes(), "batch 68 look-alikes: notarial, cadastral, tax and banking identifiers in Italian, written blind"),
    ])


if __name__ == "__main__":
    main()
