# ruff: noqa: E501
"""Writes heldout161_credentials.yaml and heldout161_lookalikes.yaml: held-out batch 161.

Persona: the accountant (λογίστρια) of a small shipping agency in Piraeus. She writes to her
local assistant in informal Greek, sometimes in Greeklish, with English office terms mixed in:
TAXISnet, myAADE, EFKA and ICISnet logins, the e-banking of Eurobank, Πειραιώς, Alpha and
Εθνική with their PINs, the SoftOne ERP and Microsoft 365 admin, the alarm and safe codes,
the boss's phone PIN, the Wi-Fi, OTP backup codes. Her safe notes are full of ΑΦΜ, ΓΕΜΗ,
IBANs, MRNs, container, B/L, IMO and booking numbers.

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
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    bitlocker_key,
    card_expiry,
    digits,
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

GREEK_UP = "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ"
PLATE_LETTERS = "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ"
WORDS = ["Pireas", "Limani", "Thalassa", "Kastella", "Perama", "Akti", "Kalamaki", "Votsalakia",
         "Mikrolimano", "Faliro", "Kaiki", "Vapori", "Naftilia", "Gorgona", "Lefkada", "Hydra"]
SYMS = "!@#$*.%"
SEED_WORDS = ["anchor", "harbor", "velvet", "cactus", "rural", "sugar", "olive", "marble", "orbit",
              "timber", "lemon", "useful", "wisdom", "crane", "valley", "cabin", "spirit", "tunnel",
              "fossil", "blanket", "river", "ginger", "pilot", "museum", "zebra", "canvas"]
BANKS = {"nbg": "011", "alpha": "014", "piraeus": "017", "eurobank": "026"}


# ---------------------------------------------------------------- value helpers

def pw_gr() -> str:
    """A password as a Greek office worker picks one, or as a manager generates one."""
    return pick(
        f"{pick(*WORDS)}{digits(4)}{pick(*SYMS)}",
        f"{pick(*WORDS).lower()}_{digits(2)}{pick(*SYMS)}{rnd(UPPER, 2)}",
        rnd(ALNUM + "!#%&*", 14),
        f"{rnd(UPPER, 1)}{rnd(LOWER, 5)}{digits(3)}{pick(*SYMS)}{rnd(ALNUM, 3)}",
        rnd(ALNUM, 16),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def afm() -> str:
    """A Greek ΑΦΜ (9 digits) with a valid check digit."""
    body = digits(8, lead=True)
    total = sum(int(d) * 2 ** (8 - i) for i, d in enumerate(body))
    return body + str(total % 11 % 10)


def amka() -> str:
    """An ΑΜΚΑ: ΗΗΜΜΕΕ of birth, four digits, a Luhn check digit."""
    dob = f"{secrets.randbelow(28) + 1:02d}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(40) + 60:02d}"
    return luhn(dob, 11)


def gr_iban(bank: str, spaced: bool = True) -> str:
    return iban("GR", BANKS[bank] + digits(4) + digits(16), spaced)


def _iso6346(text: str) -> str:
    values = {}
    v = 10
    for ch in UPPER:
        if v % 11 == 0:
            v += 1
        values[ch] = v
        v += 1
    for d in DIGITS:
        values[d] = int(d)
    total = sum(values[c] * 2 ** i for i, c in enumerate(text))
    return str(total % 11 % 10)


def container() -> str:
    owner = pick("MSCU", "MEDU", "MSKU", "CMAU", "HLXU", "TGHU", "TCNU", "CSNU", "OOLU", "SEGU")
    body = owner + digits(6)
    return body + _iso6346(body)


def mrn() -> str:
    body = f"{pick('24', '25')}GR{pick('002001', '002002', '002005')}{rnd(UPPER + DIGITS, 6)}{pick('A', 'B', 'J', 'K')}"
    return body + _iso6346(body)


def imo() -> str:
    body = digits(6, lead=True)
    while body[0] not in "6789":
        body = digits(6, lead=True)
    check = sum(int(d) * (7 - i) for i, d in enumerate(body)) % 10
    return body + str(check)


def gemi() -> str:
    return digits(9, lead=True) + "000"


def plate() -> str:
    return f"{rnd(PLATE_LETTERS, 3)}-{digits(4, lead=True)}"


def landline() -> str:
    return f"210 {pick('41', '42', '45', '46')}{digits(2)} {digits(3)}"


def mobile() -> str:
    return f"69{pick('4', '7', '8', '9')} {digits(3)} {digits(4)}"


def tk() -> str:
    return f"185 {pick('31', '32', '33', '35', '36', '37', '38', '39', '40', '45')}"


def ada() -> str:
    chars = "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ" + DIGITS
    return f"{rnd(chars, 4)}46{rnd(chars, 4)}-{rnd(chars, 3)}"


def rf_code() -> str:
    """An ISO 11649 RF creditor reference (the ΡΦ payment code on ΑΑΔΕ/ΕΦΚΑ slips)."""
    ref = digits(21, lead=True)
    number = int(ref + "2715" + "00")
    check = 98 - number % 97
    return f"RF{check:02d}{ref}"


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def azure_secret() -> str:
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "_-.~", 34)


def visa() -> str:
    return groups(luhn("4", 16), 4)


def master() -> str:
    return groups(luhn(pick("51", "53", "55"), 16), 4)


def masked_card() -> str:
    return f"{pick('4', '5')}{digits(3)} **** **** {digits(4)}"


def otp_codes(n: int) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


# ---------------------------------------------------------------- credentials

def credentials() -> Rows:
    r = Rows()
    r.add("taxisnet_password",
          f"TAXISnet εταιρείας: χρήστης acmeship{digits(3)} κωδικός {pw_gr()}",
          f"taxis tou afentikou (prosopiko) -> user {pick('gpapad', 'kkost', 'npapa')}{digits(2)} / pass {pw_gr()}  min to dwseis se kanenan",
          f"Θυμήσου: ο νέος κωδ. Taxisnet μετά την αλλαγή είναι {pw_gr()} (username δεν άλλαξε)")
    r.add("eurobank_ebanking_password",
          f"Eurobank e-banking επαγγελματικό\nUser ID: {digits(8)}\nPassword: {pw_gr()}",
          f"eurobank business: {rnd(LOWER, 6)}{digits(3)} / {pw_gr()}",
          f"Κωδικός για το Eurobank Business Banking -> {pw_gr()} . Τον άλλαξα 3/10 γιατί έληγε")
    r.add("piraeus_winbank_password",
          f"winbank (Πειραιώς) εταιρικό: username ACME{digits(5)}, κωδικός {pw_gr()}",
          f"piraiws e-banking pass: {pw_gr()}",
          f"Για τις πληρωμές ΦΠΑ μπαίνουμε από winbank. Στοιχεία:\n  χρήστης: {rnd(LOWER, 7)}\n  κωδικός: {pw_gr()}\n  (το extra PIN στο κινητό του Γιώργου)")
    r.add("alpha_ebanking_password",
          f"Alpha Web Banking - Κωδικός Χρήστη {digits(8)} - Συνθηματικό {pw_gr()}",
          f"alpha bank myalpha: {pw_gr()} (username to AFM tis etaireias)",
          f"alpha μου: {rnd(LOWER, 5)}{digits(2)} με pass {pw_gr()} — θυμήσου να το βάλεις και στο λάπτοπ")
    r.add("nbg_ibank_password",
          f"Εθνική i-bank: κωδικός {pw_gr()}",
          f"ethniki ibank, user {rnd(UPPER, 2)}{digits(6)}, password {pw_gr()}",
          f"NBG i-bank login του λογαριασμού μισθοδοσίας\n{rnd(LOWER, 6)}{digits(2)}\n{pw_gr()}")
    r.add("ebanking_transaction_pin",
          f"Extra PIN για εμβάσματα στη Eurobank: {pin(6)}",
          f"PIN συναλλαγών winbank {pin(4)} (ζητάει αυτό + SMS)",
          f"alpha kwdikos synallagwn: {pin(6)}")
    r.add("debit_card_pin",
          f"PIN χρεωστικής Εθνικής (εταιρική) = {pin()}",
          f"pin kartas eurobank {pin()} . tis piraiws einai {pin()}",
          f"Η κάρτα για το ATM στο γραφείο, PIN: {pin()}")
    r.add("corporate_card_number_cvv",
          f"Εταιρική Visa για τα τέλη λιμένα:\n{visa()}\nλήξη {card_expiry()} CVV {digits(3)}\nΚΑΤΣΑΡΟΣ Ν. ΚΑΙ ΣΙΑ",
          f"karta gia ta online (Mastercard alpha): {master()} exp {card_expiry()} cvv {digits(3)}",
          f"Πλήρωσε τη Cosmote με αυτή: {master()} {card_expiry()} κωδ. ασφαλείας {digits(3)}")
    r.add("myaade_login",
          f"myAADE / myBusinessSupport: ίδιοι κωδικοί με taxis -> {rnd(LOWER, 6)}{digits(3)} / {pw_gr()}",
          f"myaade gia to myDATA tou afentikou: pass {pw_gr()}",
          f"Νέος κωδικός myAADE (μετά το reset): {pw_gr()}")
    r.add("efka_login",
          f"e-ΕΦΚΑ εργοδότη: username {rnd(LOWER, 6)}{digits(2)} password {pw_gr()}",
          f"efka ergodoti - kwdikos {pw_gr()} (ton allaxa giati elhxe)",
          f"ΑΠΔ μέσω EFKA, κωδικοί πρόσβασης εργοδότη:\n{digits(9)}\n{pw_gr()}")
    r.add("softone_erp_login",
          f"SoftOne ERP: user ACCOUNTING, pass {pw_gr()}, company 1000, branch 1",
          f"soft1 login mou: {rnd(LOWER, 5)} / {pw_gr()}",
          f"Για το Soft1 του Πειραιά (server soft1.acme.internal) o admin κωδικός είναι {pw_gr()}",
          f"SoftOne Series 5 -> xrhsths: logistirio  kwd: {pw_gr()}")
    r.add("m365_admin_password",
          f"Microsoft 365 admin: admin@acmeshipping.onmicrosoft.com / {pw_gr()}",
          f"O365 global admin pass = {pw_gr()}  ΜΗΝ το δώσεις στον τεχνικό, θα του φτιάξω δικό του",
          f"Ο κωδικός του global admin στο admin.microsoft.com άλλαξε σήμερα σε {pw_gr()}")
    r.add("office_alarm_code",
          f"Συναγερμός γραφείου: κωδικός {pin()} και μετά # . Αν χτυπήσει πάρε την εταιρεία φύλαξης",
          f"alarm kodikos {pin()} (o palios {pin()} den doulevei pia)",
          f"Τελευταία που φεύγει: οπλισμός με {pin()}#, έξοδος σε 30''")
    r.add("safe_combination",
          f"Χρηματοκιβώτιο: {digits(2)}-{digits(2)}-{digits(2)} (δεξιά-αριστερά-δεξιά)",
          f"syndiasmos kasas {pin(6)}",
          f"Κάσα στο γραφείο του Γιώργου, ηλεκτρονική, κωδικός {pin(6)} και μετά το κλειδί")
    r.add("vpn_password",
          f"VPN (FortiClient) για το σπίτι: vpn.acme.example:10443 user {rnd(LOWER, 6)} pass {pw_gr()}",
          f"openvpn.acme.internal -> pass {pw_gr()}",
          f"vpn kwdikos: {pw_gr()}\n(an den syndeetai, restart ton forticlient)")
    r.add("boss_phone_pin",
          f"PIN κινητού αφεντικού: {pin(6)} (για όταν μου το αφήνει να σηκώνω)",
          f"to iphone tou k. Giorgou anoigei me {pin(6)}",
          f"Κινητό Γιώργου κωδικός ξεκλειδώματος {pin()} — το χρειάζομαι για τα SMS της τράπεζας")
    r.add("wifi_password",
          f"WiFi γραφείου: ACME_OFFICE / {pw_gr()}",
          f"kwdikos wifi {pw_gr()}",
          f"WIFI:T:WPA;S:Acme-5G;P:{pw_gr()};;",
          f"Το κωδικό του wi-fi για τους πελάτες το άλλαξα σε {rnd(LOWER, 5)}{digits(4)}")
    r.add("otp_backup_codes",
          f"Backup codes Microsoft (για όταν δεν έχω το κινητό):\n{otp_codes(5)}",
          f"google backup kwdikoi:\n{otp_codes(4)}\n(exw xrhsimopoihsei ton prwto)",
          f"Εφεδρικοί κωδικοί 2FA του taxis/gov.gr wallet: {digits(8)}, {digits(8)}, {digits(8)}")
    r.add("icisnet_password",
          f"ICISnet (τελωνεία) χρήστης {rnd(UPPER, 3)}{digits(5)} κωδικός {pw_gr()}",
          f"icisnet pass {pw_gr()} — to thelei o ektelwnisths gia tis diasafhniseis",
          f"Κωδικός ICISnet για τα MRN: {pw_gr()}")
    r.add("email_password",
          f"email μου λογιστήριο@acmeshipping.example, κωδικός {pw_gr()}",
          f"to mail ths Marias (accounts@acme.example) exei pass {pw_gr()}",
          f"Outlook στο laptop ζητάει κωδικό ξανά, είναι: {pw_gr()}")
    r.add("email_app_password",
          f"App password για το Outlook στο κινητό: {app_password()}",
          f"kwdikos efarmoghs gmail (gia to scanner na stelnei mail): {app_password().replace(' ', '')}",
          f"Το scanner στέλνει μέσω smtp.acme.example με app password {rnd(LOWER, 16)}")
    r.add("erp_sql_connection_string",
          f"Server=sql01.acme.internal;Database=SOFTONE;User Id=sa;Password={pw_gr()};",
          f"connection gia to Soft1 report: mssql://s1user:{rnd(ALNUM, 14)}@sql01.acme.internal:1433/S1DB",
          f"ο τεχνικός μου έστειλε αυτό για το Excel:\nData Source=10.0.0.5;Initial Catalog=ACME2025;User ID=report;Password={pw_gr()}")
    r.add("sql_sa_password",
          f"MSSQL sa κωδικός (SoftOne server): {pw_gr()}",
          f"sa pass tou SQL {pw_gr()} — MONO gia ton texniko")
    r.add("mydata_api_subscription_key",
          f"myDATA API:\naade-user-id: acmeship{digits(2)}\nOcp-Apim-Subscription-Key: {rnd(HEX, 32)}",
          f"to subscription key tou mydata gia to SoftOne einai {rnd(HEX, 32)}",
          f"Κλειδί myDATA (παραγωγή) {rnd(HEX, 32)}, το dev είναι άλλο")
    r.add("ergani_password",
          f"ΕΡΓΑΝΗ: χρήστης {rnd(LOWER, 6)}{digits(2)} κωδικός {pw_gr()}",
          f"ergani pass {pw_gr()} (gia tis proslipseis kai tis yperwries)",
          f"Κωδικοί Εργάνη για το ψηφιακό ωράριο -> {rnd(LOWER, 5)} / {pw_gr()}")
    r.add("totp_seed",
          f"Secret για το Authenticator του M365 admin (αν χαθεί το κινητό): {totp_seed()}",
          f"otpauth://totp/ACME:admin@acme.example?secret={rnd(BASE32, 32)}&issuer=Microsoft",
          f"to kleidi gia to 2FA tou winbank (to edeixe san keimeno) {totp_seed()}")
    r.add("anydesk_unattended_password",
          f"AnyDesk στο PC του λογιστηρίου: ID {digits(3)} {digits(3)} {digits(3)}, unattended pass {pw_gr()}",
          f"teamviewer pass gia ton texniko: {rnd(LOWER + DIGITS, 8)}",
          f"Για απομακρυσμένη πρόσβαση το AnyDesk θέλει {pw_gr()}")
    r.add("router_admin_password",
          f"Router Cosmote (192.168.1.1): admin / {pw_gr()}",
          f"router kwdikos diaxeirishs {rnd(UPPER + DIGITS, 10)} (einai kai sto aytokollito apo katw)",
          f"Fritzbox γραφείου, κωδικός: {pw_gr()}")
    r.add("nas_admin_password",
          f"Synology NAS (nas.acme.internal:5001) admin κωδ. {pw_gr()}",
          f"NAS backups -> user backup, pass {pw_gr()}",
          f"το nas ζητάει: {pw_gr()}")
    r.add("courier_portal_password",
          f"ACS πύλη πελατών: κωδ. πελάτη {digits(7)}, user acmeship, pass {pw_gr()}",
          f"elta courier login {pw_gr()}",
          f"Γενική Ταχυδρομική e-shop account: {pw_gr()}")
    r.add("carrier_portal_password",
          f"myMSC login: ops@acme.example / {pw_gr()}",
          f"Maersk portal pass {pw_gr()} (gia ta invoices twn freight)",
          f"Κωδικός στο CMA CGM eBusiness: {pw_gr()}  — user το email του Νίκου")
    r.add("door_keypad_code",
          f"Κωδικός εξώπορτας πολυκατοικίας (Ακτή Μιαούλη): {pin()}*",
          f"porta apo kato: {pin()}  |  porta grafeiou: {pin(6)}",
          f"Για να μπει η καθαρίστρια το Σάββατο, ο κωδικός της πόρτας είναι {pin()}")
    r.add("parking_gate_code",
          f"Πάρκινγκ Ευαγγελιστρίας, μπάρα: {pin()}",
          f"to kwdiko gia to garage ton exei o Nikos, einai {pin(5)}")
    r.add("sim_puk_code",
          f"PUK εταιρικής SIM Vodafone: {digits(8)}",
          f"SIM tou afentikou: PIN {pin()} PUK {digits(8)}")
    r.add("viva_wallet_client_secret",
          f"Viva Wallet API (για τις πληρωμές πελατών)\nClient ID: {rnd(LOWER + DIGITS, 32)}.apps.vivapayments.com\nClient Secret: {rnd(ALNUM, 30)}",
          f"viva merchant id {uid()} api key {rnd(ALNUM + '$%&*', 22)}",
          f"Το client secret του Viva άλλαξε, νέο: {rnd(ALNUM, 30)}")
    r.add("azure_app_client_secret",
          f"App registration 'SoftOne-Mail' στο Entra: client secret {azure_secret()} λήγει σε 24 μήνες",
          f"to secret gia to scan-to-onedrive: {azure_secret()}",
          f"tenant {uid()} / app {uid()} / secret {azure_secret()}")
    r.add("bitlocker_recovery_key",
          f"BitLocker recovery του laptop μου: {bitlocker_key()}",
          f"kleidi anakampsis bitlocker (PC logistiriou) {bitlocker_key()}")
    r.add("windows_login_password",
          f"Κωδικός Windows στο PC του λογιστηρίου: {pw_gr()}",
          f"domain login ACME\\{rnd(LOWER, 6)} -> {pw_gr()}",
          f"to pc ths reception anoigei me {pin(6)}")
    r.add("payroll_portal_password",
          f"Epsilon Smart μισθοδοσία: χρήστης {rnd(LOWER, 5)} κωδ. {pw_gr()}",
          f"Κωδικός για το πρόγραμμα μισθοδοσίας (cloud): {pw_gr()}",
          f"misthodosia login {pw_gr()}")
    r.add("whatsapp_two_step_pin",
          f"WhatsApp Business two-step PIN: {pin(6)}",
          f"viber tou grafeiou, pin epanaforas {pin(6)}")
    r.add("apple_id_password",
          f"Apple ID αφεντικού: {rnd(LOWER, 6)}@icloud.com / {pw_gr()}",
          f"icloud tou k. Giorgou pass {pw_gr()} — ton xreiazomai gia to backup")
    r.add("edi_sftp_password",
          f"SFTP για EDI με τη γραμμή: sftp edi_acme@edi.carrier.example  κωδ. {pw_gr()}",
          f"ftp://acmeship:{rnd(ALNUM, 12)}@ftp.acme.example/invoices",
          f"Στο WinSCP έχω σώσει το edi αλλά αν ζητήσει κωδικό είναι {pw_gr()}")
    r.add("carrier_api_key",
          f"API key για tracking από Maersk: {rnd(ALNUM, 32)}",
          f"ShipsGo api key {rnd(HEX, 40)}",
          f"x-api-key: {rnd(URLSAFE, 40)}  (για το container tracking στο Excel)")
    r.add("crypto_wallet_seed",
          f"Ο κ. Γιώργος μου είπε να κρατήσω τις 12 λέξεις του Ledger:\n{phrase(SEED_WORDS, 12)}",
          f"seed phrase tou wallet (na min xathei!!): {phrase(SEED_WORDS, 24)}")
    r.add("pos_merchant_password",
          f"POS Worldline, κωδικός διαχειριστή τερματικού: {pin(6)}",
          f"pos eurobank - supervisor pass {pin(4)}, gia akyrwseis")
    r.add("utility_portal_password",
          f"myΔΕΗ λογαριασμός γραφείου: {rnd(LOWER, 6)}@acme.example / {pw_gr()}",
          f"Cosmote Business (my account) pass {pw_gr()}",
          f"ΕΥΔΑΠ e-services κωδ. {pw_gr()}")
    r.add("paypal_password",
          f"PayPal εταιρικό: finance@acme.example / {pw_gr()}",
          f"paypal pass {pw_gr()} kai PIN tilefonou {pin()}")
    r.add("gov_gr_wallet_code",
          f"Κωδικός ενεργοποίησης gov.gr wallet που ήρθε με SMS για τον Γιώργο: {digits(6)} — ισχύει 24ωρο",
          f"kleidarithmos gia to e-paravolo: {rnd(UPPER + DIGITS, 10)}")
    r.add("session_cookie",
          f"Ο τεχνικός είπε να του στείλω το cookie για να δει το bug στο portal: ASP.NET_SessionId={rnd(LOWER + DIGITS, 24)}",
          f"cookie: .AspNet.ApplicationCookie={rnd(URLSAFE, 120)}")
    r.add("accounting_office_client_password",
          f"Πελάτης Αντωνίου Ναυτιλιακή: taxis {rnd(LOWER, 6)}{digits(2)} / {pw_gr()} , efka {pw_gr()}",
          f"gia th Marina Shipping (to brother company) to taxis pass einai {pw_gr()}",
          f"Κωδικοί πελάτη (ΙΚΕ Ζαχαρίου) για ΦΠΑ:\nusername: {rnd(LOWER, 7)}\npassword: {pw_gr()}")
    # a third note for the kinds above that had two
    r.add("sql_sa_password",
          f"sqlcmd -S sql01.acme.internal -U sa -P '{pw_gr()}' -Q \"BACKUP DATABASE SOFTONE TO DISK='D:\\bak\\s1.bak'\"")
    r.add("parking_gate_code",
          f"Μπάρα πάρκινγκ λιμανιού (πύλη Ε1) για τα αυτοκίνητα του γραφείου -> {pin()}")
    r.add("sim_puk_code",
          f"Κλειδώθηκε η SIM του κινητού λογιστηρίου. PUK1: {digits(8)}  PIN: {pin()}")
    r.add("whatsapp_two_step_pin",
          f"Το WhatsApp στο νέο κινητό ζήτησε PIN επαλήθευσης δύο βημάτων. Είναι {pin(6)}.")
    r.add("apple_id_password",
          f"Apple ID του iPad της ρεσεψιόν\nreception.acme@icloud.com\n{pw_gr()}")
    r.add("crypto_wallet_seed",
          f"Λέξεις ανάκτησης (Trust Wallet, εταιρικό για USDT πληρωμές):\n{phrase(SEED_WORDS, 12, chr(10))}")
    r.add("pos_merchant_password",
          f"Κωδικός διαχειριστή στο ταμειακό/POS της Alpha για Z και επιστροφές: {pin(5)}")
    r.add("paypal_password",
          f"Paypal login tou Niko (gia tis agores apo to ebay) -> niko.acme@gmail.example pass: {pw_gr()}")
    r.add("gov_gr_wallet_code",
          f"Κωδικός για την εξουσιοδότηση στο gov.gr (μου τον έδωσε ο Γιώργος): {rnd(UPPER + DIGITS, 8)}")
    r.add("session_cookie",
          f"Cookie από το icisnet για τον τεχνικό (μην το στείλεις αλλού): ICISNET_SID={rnd(HEX, 32)}; JSESSIONID={rnd(HEX, 32).upper()}")
    r.add("bitlocker_recovery_key",
          f"Recovery key για το PC της Μαρίας (ID {hexs(8).upper()}):\n{bitlocker_key()}")
    return r


# ---------------------------------------------------------------- look-alikes

def lookalikes() -> Rows:
    r = Rows()
    r.add("afm_reference",
          f"ΑΦΜ εταιρείας: {afm()} , ΔΟΥ Πειραιά Α'",
          f"afm tou pelati Antoniou {afm()} (na mpei sto timologio)",
          f"Τιμολόγιο προς ΑΦΜ {afm()} — έλεγξε στο VIES αν είναι ενεργό",
          f"O neos promitheytis: AFM {afm()}, DOY FAE Peiraia")
    r.add("gemi_number",
          f"Αρ. ΓΕΜΗ: {gemi()}",
          f"gemh tis etaireias {gemi()} to zitane sto katastatiko",
          f"Για την τροποποίηση στο ΓΕΜΗ ({gemi()}) χρειάζεται πρακτικό ΓΣ")
    r.add("company_iban_on_invoice",
          f"Στοιχεία πληρωμής για τα τιμολόγια:\nEurobank {gr_iban('eurobank')}\nΠειραιώς {gr_iban('piraeus')}",
          f"IBAN μας στην Alpha: {gr_iban('alpha')} (δικαιούχος ACME SHIPPING AGENCY ΜΕΠΕ)",
          f"o pelatis zitaei IBAN, steile tou {gr_iban('nbg', spaced=False)}",
          f"Στο footer του invoice: Bank: National Bank of Greece, IBAN {gr_iban('nbg')}, BIC ETHNGRAA")
    r.add("invoice_number",
          f"Τιμολόγιο Παροχής Υπηρεσιών Α-{digits(5)} προς MSC",
          f"inv no. {pick('PIR', 'ACM')}/{pick('24', '25')}/{digits(5)} den exei plirothei akoma",
          f"Πιστωτικό ΠΤ-{digits(4)} ακυρώνει το ΤΠΥ-{digits(4)}")
    r.add("voucher_number",
          f"Παραστατικό ΑΠΥ {digits(6)} σειρά Β",
          f"apodeixh eispraxis {pick('ΑΕ', 'ΑΠ')}-{digits(6)}",
          f"Voucher port dues PV{digits(7)} — να περαστεί στο SoftOne")
    r.add("mydata_mark",
          f"ΜΑΡΚ τιμολογίου: {'400' + digits(12)}",
          f"to mark {'400' + digits(12)} den fainetai sto myDATA tou pelati",
          f"Διαβιβάστηκε, MARK {'400' + digits(12)}, ΜΑΡΚ ακύρωσης {'400' + digits(12)}")
    r.add("mydata_invoice_uid",
          f"UID παραστατικού (από το myDATA): {hexs(40).upper()}",
          f"to uid {hexs(40).upper()} vgike diplotipo, to xei steilei idi o SoftOne",
          f"QR url: https://mydatapi.aade.test/qr?mark={'400' + digits(12)}&uid={hexs(40).upper()}")
    r.add("mrn_declaration",
          f"MRN εισαγωγής: {mrn()}",
          f"to MRN {mrn()} einai akoma 'se elegxo' sto ICISnet",
          f"Διασάφηση εξαγωγής MRN {mrn()} / τελωνείο GR002001 Πειραιά",
          f"mrn gia to T1: {mrn()}")
    r.add("container_number",
          f"Container {container()} (40HC) παραλαβή Τρίτη",
          f"kontainer {container()} kai {container()} sto idio B/L",
          f"Demurrage χρέωση για {container()}: 12 ημέρες")
    r.add("bill_of_lading",
          f"B/L No. MEDU{rnd(UPPER + DIGITS, 8)}",
          f"konossement {pick('HLCU', 'CMDU', 'MAEU')}{rnd(UPPER + DIGITS, 10)} — to original einai sto syrtari",
          f"Φορτωτική {digits(9, lead=True)} (Maersk) telex release ζητήθηκε")
    r.add("imo_number",
          f"Πλοίο MSC {pick('AURORA', 'GIULIA', 'TINA', 'ELENI')}, IMO {imo()}",
          f"IMO {imo()} / flag Malta, to na grapseis sto port dues invoice",
          f"imo: {imo()} ΑΦΙΞΗ 14:00 στον ΣΕΜΠΟ")
    r.add("booking_number",
          f"Booking {digits(9, lead=True)} επιβεβαιώθηκε για το επόμενο sailing",
          f"booking no MSC {pick('EBKG', 'BKG')}{digits(8)}",
          f"Κράτηση φόρτωσης {rnd(UPPER, 3)}{digits(7)} — cut off Πέμπτη 12:00")
    r.add("postcode_tk",
          f"Διεύθυνση: Ακτή Μιαούλη {secrets.randbelow(90) + 1}, ΤΚ {tk()} Πειραιάς",
          f"T.K. {tk()} gia ta xartia tou courier",
          "Ο νέος προμηθευτής είναι στο Πέραμα, Τ.Κ. 188 63")
    r.add("phone_number",
          f"Τηλ. γραφείου {landline()}, fax {landline()}",
          f"kinito texnikou {mobile()}",
          f"Για το ICISnet helpdesk: +30 213 {digits(3)} {digits(4)} (ώρες 8-16)")
    r.add("licence_plate",
          f"Αυτοκίνητο εταιρείας: {plate()} (leasing)",
          f"to forthgo me arithmo {plate()} tha paralavei to container",
          f"Κλήση στάθμευσης για το {plate()}, να την πληρώσω από gov.gr")
    r.add("helpdesk_ticket_number",
          f"Ticket SoftOne #{digits(6)} για το λάθος στο ΦΠΑ",
          f"aitima sto myAADE me ar. protokollou {digits(9)}",
          f"Microsoft support case {digits(16)} ανοιχτό")
    r.add("password_changed_notice",
          "Άλλαξα τον κωδικό του TAXISnet σήμερα. Ο νέος είναι στο μπλε τετράδιο, όχι εδώ.",
          "winbank: ekana reset to password, to neo to exei o Giorgos",
          "Ο κωδικός Eurobank θα λήξει σε 7 μέρες — θύμισέ μου να τον αλλάξω",
          "Το ICISnet ζητάει αλλαγή κωδικού κάθε 90 μέρες (ελάχιστο 10 χαρακτήρες, 1 σύμβολο)")
    r.add("password_in_safe",
          "Οι κωδικοί των τραπεζών είναι σε φάκελο στο χρηματοκιβώτιο, όχι στο PC",
          "to pin ths etairikhs kartas to exei mono o Giorgos, mhn to psaxneis",
          "Ο συνδυασμός της κάσας είναι στον συμβολαιογράφο, σφραγισμένος φάκελος")
    r.add("pin_length_policy",
          "Το PIN του POS είναι 4ψήφιο, το extra PIN της Eurobank 6ψήφιο",
          "PIN kartas: 4 psifia, na min einai imerominia gennisis",
          "Ο κωδικός του συναγερμού έχει 6 ψηφία από τον Μάρτιο")
    r.add("amka_reference",
          f"ΑΜΚΑ υπαλλήλου για την ΑΠΔ: {amka()}",
          f"amka tis Marias {amka()} (gia to ergani)",
          f"Νέος υπάλληλος: ΑΜΚΑ {amka()}, ΑΦΜ {afm()}")
    r.add("eori_number",
          f"EORI: GR{afm()}",
          f"eori tou eisagogea GR{afm()} na mpei sti diasafhnish")
    r.add("hs_tariff_code",
          f"Δασμολογική κλάση {digits(4, lead=True)} {digits(2)} {digits(2)} {digits(2)}",
          f"HS code {digits(6, lead=True)} gia ta antallaktika")
    r.add("vessel_call_sign_mmsi",
          f"Call sign 9H{rnd(UPPER, 2)}{digits(1)}, MMSI {pick('215', '229', '241', '256')}{digits(6)}",
          f"mmsi {pick('636', '538', '241')}{digits(6)} tou ploiou gia to AIS")
    r.add("voyage_number",
          f"Voyage {digits(3)}{pick('E', 'W', 'N', 'S')} / {digits(3)}{pick('E', 'W')}",
          f"taxidi ar. {rnd(UPPER, 2)}{digits(3)}{pick('A', 'R')}",
          f"Για το manifest: vessel MSC ELENI, voy. {digits(2)}{rnd(UPPER, 2)}{digits(1)}")
    r.add("container_seal_number",
          f"Seal {pick('ML', 'FX', 'CM')}-{digits(7)} στο {container()}",
          f"sfragida telwneiou {digits(8)}")
    r.add("courier_tracking_number",
          f"ACS αποστολή {digits(10, lead=True)} — παραλαβή αύριο",
          f"DHL AWB {digits(10, lead=True)} me ta original B/L",
          f"tracking elta {rnd(UPPER, 2)}{digits(9)}GR")
    r.add("rf_payment_code",
          f"Ταυτότητα οφειλής ΦΠΑ: {rf_code()}",
          f"kwdikos plhrwmhs efka (RF) {rf_code()} - plirwmi ews 31/{pick('01', '03', '07')}",
          f"ΕΝΦΙΑ: πλήρωσε με κωδικό {rf_code()} από τη winbank")
    r.add("protocol_number",
          f"Αρ. πρωτ. ΔΟΥ {digits(5)}/{pick('2024', '2025')}",
          f"arithmos protokollou efka {digits(4)}/{digits(2)}.{digits(2)}.{pick('2024', '2025')}")
    r.add("kad_activity_code",
          "ΚΑΔ κύριας δραστηριότητας 52.29.11.01 (υπηρεσίες ναυτιλιακού πράκτορα)",
          "KAD 52.22.19.04 na prostethei sto taxis")
    r.add("software_version",
          f"SoftOne version {digits(1, lead=True)}.{digits(2)}.{digits(4)}.{digits(4)}",
          f"To FortiClient einai 7.{pick('0', '2', '4')}.{digits(1)} build {digits(4)}",
          f"ICISnet client v{digits(1, lead=True)}.{digits(1)}.{digits(2)} δουλεύει μόνο σε Edge")
    r.add("internal_host_ip",
          f"SoftOne server: soft1.acme.internal (10.{secrets.randbelow(256)}.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1})",
          f"ektypwths logistiriou 192.168.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1}",
          "VPN gateway vpn.acme.example port 10443")
    r.add("device_mac_address",
          f"MAC του εκτυπωτή {mac(upper=True)} για το DHCP reservation",
          f"mac laptop {mac('-')}")
    r.add("device_serial_number",
          f"Σειριακός POS: {rnd(UPPER + DIGITS, 10)}",
          f"S/N laptop Dell {rnd(UPPER + DIGITS, 7)} — εγγύηση ως 2027",
          f"Φορολογικός μηχανισμός αρ. μητρώου {rnd(UPPER, 3)}{digits(8)}")
    r.add("ssh_host_fingerprint",
          f"Το SFTP της γραμμής έχει fingerprint SHA256:{rnd(ALNUM + '+/', 43)} — αν αλλάξει, φώναξε τον τεχνικό",
          f"vpn cert thumbprint {hexs(40).upper()}")
    r.add("publishable_key",
          f"Στο site για τις πληρωμές: Viva source code {digits(4)}, public key {rnd(ALNUM, 32)} (αυτό πάει στο frontend, δεν είναι μυστικό)",
          f"stripe pk_live_{rnd(ALNUM, 24)} einai to publishable, to secret to exei o developer")
    r.add("secret_manager_reference",
          "Ο κωδικός SQL είναι στο Bitwarden, φάκελος 'ACME / Servers'",
          "to myDATA key mpainei san env MYDATA_SUBSCRIPTION_KEY, den to grafw edw",
          "Τα credentials του Azure app είναι στο vault: secret/acme/m365/scan-app")
    r.add("otp_sms_discussion",
          "Η Eurobank στέλνει OTP στο κινητό του Γιώργου, οπότε πρέπει να τον παίρνω για κάθε έμβασμα",
          "to SMS kwdiko ths alpha ton stelnei panta meta apo 1 lepto, perimene",
          "Μου ήρθε OTP που δεν ζήτησα — να το αναφέρω στην τράπεζα")
    r.add("coupon_code",
          f"Κουπόνι έκπτωσης για χαρτικά: {rnd(UPPER, 4)}{digits(2)}",
          f"promo code {rnd(UPPER + DIGITS, 8)} gia -15% sto Plaisio business")
    r.add("port_call_reference",
          f"Port call ΟΛΠ {pick('PCS', 'PC')}{pick('24', '25')}{digits(6)}",
          f"arithmos afixis OLP {digits(7)}")
    r.add("bic_swift_code",
          "BIC: ERBKGRAA (Eurobank), PIRBGRAA (Πειραιώς), CRBAGRAA (Alpha)",
          f"swift MT103 ref {rnd(UPPER + DIGITS, 16)}")
    r.add("cheque_number",
          f"Επιταγή Εθνικής αρ. {digits(8)} λήξη 30/{pick('04', '06', '09')}/2025",
          f"epitagi {digits(9)} tis alpha, paradothike ston promithefti")
    r.add("diavgeia_ada",
          f"ΑΔΑ απόφασης λιμεναρχείου: {ada()}",
          f"ada {ada()} gia th diagwnismo tou OLP")
    r.add("file_checksum",
          f"Backup ERP 2024: acme_s1_2024.bak sha256 {hexs(64)}",
          f"md5 tou arxeiou APD {hexs(32)}")
    r.add("m365_tenant_identifier",
          f"Tenant ID M365: {uid()}",
          f"client id tou scan app {uid()} (oxi to secret)",
          f"Directory ID {uid()} για το support της Microsoft")
    r.add("connection_string_no_password",
          "Server=sql01.acme.internal;Database=SOFTONE;Integrated Security=True;",
          "dsn gia to Excel: ODBC 'S1REPORT', o kwdikos zitatai kathe fora")
    r.add("masked_card_number",
          f"Χρέωση στην εταιρική {masked_card()} από Microsoft",
          f"karta {masked_card()} lhgei {card_expiry()}, na zitisoume nea")
    r.add("wifi_network_name",
          "Δίκτυο επισκεπτών: ACME-GUEST (ο κωδικός τυπώνεται στη ρεσεψιόν)",
          "SSID grafeiou ACME_OFFICE kai ACME_OFFICE_5G")
    r.add("customs_office_code",
          "Τελωνείο Πειραιά GR002001, Α' Τελωνείο Εξαγωγών GR002002",
          "kwdikos telwneiou GR002005 gia ta T1")
    r.add("insurance_claim_number",
          f"Ζημιά φορτίου, claim no. {rnd(UPPER, 2)}-{digits(6)}/{pick('24', '25')}",
          f"asfalistiko symvolaio {digits(9)}")
    r.add("alarm_code_talk",
          "Ο συναγερμός αλλάζει κωδικό κάθε φορά που φεύγει υπάλληλος — κάλεσε την εταιρεία φύλαξης",
          f"h etaireia fylaxis: ar. symvolaiou {digits(6)}, tilefono {landline()}")
    r.add("bank_reference_number",
          f"Αρ. αναφοράς εμβάσματος Eurobank {digits(4)}{rnd(UPPER, 2)}{digits(10)}",
          f"ref plhrwmhs alpha {digits(15)}")
    # a third note for the kinds above that had two
    r.add("eori_number",
          f"Ο εκτελωνιστής ζήτησε EORI και ΑΦΜ: EORI GR{afm()}, ο ΑΦΜ είναι ο ίδιος χωρίς το GR")
    r.add("hs_tariff_code",
          f"TARIC {digits(10, lead=True)} — δασμός 2,7% + ΦΠΑ 24%")
    r.add("vessel_call_sign_mmsi",
          f"Στοιχεία πλοίου για το ΣΕΜΠΟ:\nIMO {imo()}\nMMSI {pick('237', '239', '240')}{digits(6)}\nCall sign SV{rnd(UPPER, 2)}")
    r.add("container_seal_number",
          f"seal nr {rnd(UPPER, 2)}{digits(6)} diaferei apo to B/L, na to dei o telwneiakos")
    r.add("protocol_number",
          f"Απάντηση ΑΑΔΕ, αρ. πρωτ. Ε {digits(4)}/{pick('2024', '2025')} — να μπει στον φάκελο του ελέγχου")
    r.add("kad_activity_code",
          "ΚΑΔ 52.24.11.00 (φορτοεκφορτώσεις) μόνο για το υποκατάστημα του Περάματος")
    r.add("device_mac_address",
          f"Το NAS έχει δύο κάρτες: {mac(upper=True)} και {mac(upper=True)}")
    r.add("ssh_host_fingerprint",
          f"ssh-ed25519 fingerprint tou nas: SHA256:{rnd(ALNUM + '+/', 43)}")
    r.add("publishable_key",
          f"Google Maps key για τον χάρτη στο site (περιορισμένο σε acme.example, είναι public): AIza{rnd(URLSAFE, 35)}")
    r.add("coupon_code",
          f"Κωδικός προσφοράς Cosmote για τη νέα γραμμή: {rnd(UPPER, 3)}-{digits(4)}")
    r.add("port_call_reference",
          f"ΟΛΠ τιμολόγιο λιμενικών τελών για port call {digits(8)} / πλοίο IMO {imo()}")
    r.add("cheque_number",
          f"Μεταχρονολογημένη επιταγή Πειραιώς αρ. {digits(8)}, ποσό 4.350,00")
    r.add("diavgeia_ada",
          f"Η πράξη είναι αναρτημένη στη Διαύγεια με ΑΔΑ: {ada()}")
    r.add("file_checksum",
          f"git commit του report script που έφτιαξε ο τεχνικός: {hexs(40)}")
    r.add("masked_card_number",
          f"Αποδεικτικό POS: ΚΑΡΤΑ ************{digits(4)}  AUTH {digits(6)}  RRN {digits(12)}")
    r.add("insurance_claim_number",
          f"P&I club ref. {rnd(UPPER, 3)}/{digits(5)}/{pick('24', '25')}")
    return r


def main() -> None:
    write_corpora("make_heldout161.py", [
        ("heldout161_credentials.yaml", credentials(), "batch 161 (Piraeus shipping-agency accountant, Greek/Greeklish), written blind; every value synthetic"),
        ("heldout161_lookalikes.yaml", lookalikes(), "batch 161 look-alikes: ΑΦΜ, ΓΕΜΗ, GR IBANs, MRNs, containers, B/Ls, IMO, ΑΜΚΑ, password talk, written blind"),
    ])


if __name__ == "__main__":
    main()
