# ruff: noqa: E501
"""Writes heldout34_credentials.yaml and heldout34_lookalikes.yaml: held-out batch 34.

Persona: Katerina, a recently retired pharmacist in Thessaloniki who does the paperwork for
her extended family: her husband Stavros (early dementia), her son Nikos in Limassol, her
daughter Eleni in Frankfurt, the grandchildren, her mother Despina (89, in Kalamaria) and
Stavros's Russian-speaking Pontic relatives. She is not technical and asks an AI assistant
to remember things for her: sticky-note lines, lists, messages to family, copied SMS and
little tables, about half of them in Greek (Greek script and Greeklish), a few in Russian
and German, the rest in English.

The batch was written blind: its author never saw the detector, its rules or its tests.
The credentials are e-banking logins, card PINs, texted one-time codes, gov.gr and pension
passwords, door, alarm and safe codes, Wi-Fi keys and shared streaming accounts. The
look-alikes are the same person's notes full of numbers that are not secrets: IBANs, last
four digits, booking references, prescription barcodes, meter numbers, tracking numbers,
doses, sizes and notes that say where a password is without giving it.

Every value is synthetic and drawn at run time from the `secrets` module, so a rerun draws
new values; the committed YAML is what the tests read.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    UPPER,
    Rows,
    card_expiry,
    digits,
    groups,
    iban,
    luhn,
    pick,
    recovery_codes,
    rnd,
    write_corpora,
)

SR = secrets.SystemRandom()

NAMES = ["Stavros", "Katerina", "Nikos", "Eleni", "Sofia", "Giorgos", "Despina", "Mia", "Leon", "Tamara",
         "Maria", "Dimitris", "Vasiliki", "Antonis", "Froso", "Lefteris", "Andri", "Panagiotis", "Kyriaki"]
WORDS = ["kalimera", "thalassa", "panagia", "agapi", "spitaki", "perivoli", "kalamaria", "chalkidiki",
         "fistiki", "limani", "kanella", "gatoula", "lemonia", "asteraki", "kerasi", "vasilopita",
         "thessaloniki", "toumba", "paok", "moudania", "olympos", "pontos", "trapezounta", "lyra",
         "kouloura", "bougatsa", "triantafyllo", "giagia", "farmakeio", "kyriaki"]
PETS = ["Bobos", "Lucky", "Fistikis", "Mavros", "Roza", "Tzeki", "Pitsi", "Muffin", "Liza", "Rex", "Azor"]
SURNAMES = ["Karanikola", "Papadopoulou", "Tsolaki", "Vlachou", "Iordanidou", "Kyriakidou", "Moysidou",
            "Theodoridou", "Lazaridou", "Charalambidou"]
SCHOOLS = ["12o Dimotiko Kalamarias", "3o Gymnasio Toumbas", "Anatolia", "Peiramatiko", "5o Dimotiko Neapolis",
           "1o Lykeio Evosmou"]
SEED_WORDS = ["apple", "river", "ocean", "cabin", "velvet", "orange", "mirror", "glory", "ticket", "humble",
              "symbol", "wagon", "pilot", "dragon", "lemon", "motor", "island", "garden", "silver", "bread",
              "candle", "pepper", "rocket", "shadow", "thunder", "unique", "video", "window", "yellow",
              "zebra", "blanket", "chimney", "debris", "eagle", "fabric", "gossip", "harvest", "ivory",
              "jungle", "kitten", "ladder", "marble", "napkin", "olive", "puzzle", "quarter", "saddle",
              "tenant", "umbrella", "vacuum", "walnut"]
GREEK_PLATE = "ABEZHIKMNOPTYX"
PHARMACY_ITEMS = ["Depon 500mg 20 δισκία", "Panadol Advance", "Voltaren Emulgel 100g", "Aerius 5mg",
                  "Nurofen Express", "Bepanthol κρέμα", "Frezyderm Sun Screen 50+", "Korres αφρόλουτρο",
                  "Strepsils μέλι λεμόνι", "Zyrtec σταγόνες"]


def num(lo: int, hi: int) -> int:
    """A random whole number from lo to hi, both included."""
    return lo + secrets.randbelow(hi - lo + 1)


def cap(word: str) -> str:
    return word[:1].upper() + word[1:]


def human_pw() -> str:
    """A password a retired person (or her family) would pick, or one a bank issued."""
    return pick(
        f"{pick(*NAMES)}{num(1940, 2021)}",
        f"{pick(*NAMES)}_{num(1, 28):02d}{num(1, 12):02d}!",
        f"{pick(*WORDS)}{digits(num(2, 4))}",
        f"{cap(pick(*WORDS))}{pick('!', '.', '@', '#', '*', '_')}{digits(num(2, 4))}",
        f"{pick(*NAMES)}.{pick(*NAMES)}{num(10, 99)}",
        f"{pick(*PETS)}{num(1950, 2020)}{pick('', '!', '$')}",
        f"{pick(*WORDS)}{pick(*NAMES)}{num(1, 99)}!",
        rnd(ALNUM, num(8, 10)),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def pattern() -> str:
    """An Android unlock pattern: 4 to 7 distinct dots of the 3x3 grid, numbered 1 to 9."""
    return "-".join(str(d) for d in SR.sample(range(1, 10), num(4, 7)))


def email(local: str, domains: tuple[str, ...] = ("gmail.com", "yahoo.gr", "hotmail.com", "otenet.gr")) -> str:
    return f"{local}{num(10, 99)}@{pick(*domains)}"


def uname(base: str) -> str:
    return f"{base}{num(10, 99)}"


def card(prefix: str = "4") -> str:
    return groups(luhn(prefix), 4)


def plate() -> str:
    return f"N{pick(*GREEK_PLATE)}{pick(*GREEK_PLATE)}-{digits(4, lead=True)}"


def gr_iban(bank: str = "017") -> str:
    return iban("GR", bank + digits(4) + digits(16))


def rf_ref() -> str:
    """An RF creditor reference (ISO 11649) with valid check digits, as on Greek bills."""
    body = digits(num(14, 19), lead=True)
    number = int("".join(str(int(c, 36)) for c in body + "RF00"))
    return groups(f"RF{98 - number % 97:02d}{body}", 4)


def day() -> str:
    return f"{num(1, 28):02d}/{num(1, 12):02d}"


def ean(prefix: str = "520") -> str:
    body = prefix + digits(12 - len(prefix))
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def credentials() -> Rows:
    r = Rows()
    r.add("winbank_piraeus",
          f"Piraeus e-banking (winbank)\nόνομα χρήστη: {uname('KSAVVIDOU')}\nκωδικός: {human_pw()}",
          f"Niko, gia to winbank tou patera sou: user {uname('stavsav')} kai kodikos {human_pw()}. Min to steileis se kanenan.",
          f"Piraeus online banking, Stavros's account now in my hands: username {uname('SSAVVIDIS')}, password {human_pw()} (the bank made us change it in March).")
    r.add("eurobank_ebanking",
          f"Eurobank e-Banking\nUser ID: {digits(8, lead=True)}\nPassword: {human_pw()}\n(της γιαγιάς Δέσποινας, τα κρατάω εγώ)",
          f"Μαμά, ο κωδικός για τη Eurobank είναι {human_pw()} και το όνομα χρήστη {uname('despsav')}. Μην το κολλήσεις στο ψυγείο!",
          f"eurobank app — {uname('katsav')} / {human_pw()}  (ίδιο και στο Eurobank Wallet)")
    r.add("alpha_ebanking",
          f"Alpha Web Banking: κωδικός συνδρομητή {digits(8, lead=True)}, συνθηματικό {human_pw()}",
          f"Alpha Bank, my login is {uname('katerina.s')} and the password is {human_pw()} (capital first letter!)",
          f"ALPHA - user: {uname('ksavv')} / pass: {human_pw()} / an zitisei prosopiko arithmo einai {pin(4)}")
    r.add("card_pin",
          f"PIN κάρτας Πειραιώς (χρεωστική): {pin()}",
          f"Stavros's Eurobank debit card PIN is {pin()}; mine is {pin()}. Don't mix them up at the ATM.",
          f"ΚΑΡΤΕΣ\nVisa Alpha — {pin()}\nMastercard Eurobank — {pin()}\nκάρτα σύνταξης Πειραιώς — {pin()}",
          f"Тамара, пин-код от карты Ставроса: {pin()}. Снимай не больше 200 евро.")
    r.add("sms_otp",
          f"PIRAEUS BANK: O kodikos OTP einai {digits(6)} gia agora 89,90 EUR sto SKROUTZ. Isxyei 3 lepta. Mi ton apokalypseis.",
          f"Μου ήρθε μήνυμα από Eurobank: «Κωδικός μιας χρήσης {digits(6)}». Τον έδωσα στον Νίκο να ολοκληρώσει την πληρωμή της ΔΕΗ.",
          f"Code from gov.gr for Stavros's authorisation: {digits(6)} (SMS came at 10:14, Nikos needs it now)")
    r.add("taxisnet",
          f"TAXISnet / gov.gr\nΚατερίνα: {uname('ksavvidou')} — {human_pw()}\nΣταύρος: {uname('ssavvidis')} — {human_pw()}",
          f"Kodikoi taxisnet tis mamas (Despina): username {uname('dkaran')}, password {human_pw()}. Ta thelei o logistis gia to E1.",
          f"gov.gr login for the pension certificate: user {uname('ssavv')} pass {human_pw()}")
    r.add("efka_pension",
          f"e-ΕΦΚΑ, προσωπικός κωδικός για τη σύνταξη: {human_pw()}",
          f"EFKA pension portal: my password is now {human_pw()} (they made me change it, the old one stopped working)",
          f"Σύνταξη Σταύρου (ΕΦΚΑ)\nόνομα χρήστη: {uname('stavros.s')}\nκωδικός πρόσβασης: {human_pw()}")
    r.add("health_insurance_portal",
          f"NN Hellas, myNN app: {email('k.savvidou')} / {human_pw()}",
          f"Ιντεραμέρικαν, ασφάλεια υγείας Σταύρου, online: χρήστης {uname('ssavvidis')}, κωδικός {human_pw()}. Εκεί ανεβάζω τις αποδείξεις του νευρολόγου.",
          f"Ethniki asfalistiki health plan online - username {uname('katsavv')} password {human_pw()}")
    r.add("pharmacy_supplier_portal",
          f"Προμηθευτικός (ΣΥ.ΦΑ.) e-order: κωδικός φαρμακείου {digits(5, lead=True)}, password {human_pw()}",
          f"Still have the distributor B2B login from the pharmacy: user {uname('farm.savvidou')}, pw {human_pw()}. Close the account before summer.",
          f"Farmakapothiki online paraggelies: {uname('FARMSAV')} / {rnd(ALNUM, 8)} (o kodikos pou mou edosan, den ton allaxa pote)")
    r.add("email_password",
          f"Gmail μου: {email('katerina.savvidou', ('gmail.com',))}\nκωδικός: {human_pw()}",
          f"Stavros's email (yahoo): {email('stavros.sav', ('yahoo.gr',))} pass {human_pw()}. He forgets it every week, I log in for him.",
          f"Mama, to email sou einai {email('despina.k', ('otenet.gr',))} kai o kodikos {human_pw()}. Grapse to kapou krymmeno.",
          f"Elenis GMX-Postfach: {email('eleni.savvidou', ('gmx.de',))}, Passwort {human_pw()} — sie hat es mir für den Notfall gegeben.")
    r.add("facebook_password",
          f"Facebook: {email('katerina.sav')} / {human_pw()}",
          f"Ο κωδικός του Facebook του Σταύρου: {human_pw()} (για να βλέπει τις φωτογραφίες των εγγονιών)",
          f"Тамара, пароль от Фейсбука дяди Ставроса: {human_pw()}, логин его почта.")
    r.add("messaging_app_pin",
          f"WhatsApp two-step verification PIN: {digits(6)}",
          f"Viber — PIN για τις κρυφές συνομιλίες: {pin()}",
          f"Niko, to PIN sto WhatsApp tou babá einai {digits(6)}, an to zitisei otan allaxei kinito.")
    r.add("husband_phone_pin",
          f"Κινητό Σταύρου (Samsung A15): PIN ξεκλειδώματος {pin()}",
          f"Stavros's phone unlock code is {digits(6)}; give it to the day-centre nurse only if he can't open it himself.",
          f"Eleni, Papas Handy-PIN ist {pin()}, falls er wieder nicht entsperren kann, wenn du anrufst.")
    r.add("unlock_pattern",
          f"Μοτίβο ξεκλειδώματος Σταύρου: {pattern()} (οι τελείες αριθμημένες 1-9 όπως τα πλήκτρα)",
          f"Pattern for the old Lenovo tablet: {pattern()}, dots counted 1 to 9 from top left",
          f"Графический ключ на телефоне Ставроса: {pattern()} (точки считать слева направо, 1–9).")
    r.add("alarm_code",
          f"Συναγερμός γιαγιάς (Καλαμαριά): κωδικός απενεργοποίησης {pin()}",
          f"Mum's alarm: type {pin()} then OFF. If the monitoring company rings, the password word is \"{pick(*WORDS)}\".",
          f"Alarm giagias: {pin()}# gia na to kleiseis, {pin()}# an se anagkasoun (kodikos piesis).")
    r.add("safe_combination",
          f"Χρηματοκιβώτιο (ντουλάπα υπνοδωματίου): {digits(6)}",
          f"Safe combination: right {num(1, 99)}, left {num(1, 99)}, right {num(1, 99)}",
          f"ΚΑΣΑ ΓΙΑΓΙΑΣ — συνδυασμός {num(10, 99)}-{num(10, 99)}-{num(10, 99)}, γυρνάς πρώτα δεξιά")
    r.add("building_entrance_code",
          f"Κωδικός εξώπορτας πολυκατοικίας: {pin()}#",
          f"Türcode Haus Eleni (Sachsenhausen): {pin()}, dann auf den Schlüssel drücken.",
          f"Kodikos eisodou stin polykatoikia tis mamas: *{pin()}  (to koudouni den doulevei)")
    r.add("wifi_home",
          f"WiFi σπιτιού\nΔίκτυο: COSMOTE-{rnd('0123456789ABCDEF', 6)}\nΚωδικός: {rnd(ALNUM, 12)}",
          f"Our home wifi password: {human_pw()}",
          f"Το ίντερνετ στο σπίτι: κωδικός {human_pw()} (τον άλλαξε ο Νίκος το Πάσχα)")
    r.add("wifi_relatives",
          f"Εξοχικό Χαλκιδική WiFi: Vodafone-{rnd(UPPER + DIGITS, 4)} / {human_pw()}",
          f"Nikos's flat in Limassol, wifi CYTA_{rnd(UPPER + DIGITS, 4)} password {rnd(ALNUM, 10)}",
          f"WLAN bei Eleni: FRITZ!Box 7590 {rnd(UPPER, 2)}, WLAN-Schlüssel {groups(digits(20), 4)}",
          f"Вай-фай у Тамары в Эвосмосе: сеть TP-Link_{rnd('0123456789ABCDEF', 4)}, пароль {human_pw()}")
    r.add("netflix_shared",
          f"Netflix (κοινός με την Ελένη): {email('eleni.savvidou')} / {human_pw()}",
          f"Netflix: account {email('nikos.savv')} password {human_pw()}, profile PIN for the grandparents {pin()}",
          f"Netflix Elenis: {email('eleni.s', ('web.de',))} — Passwort {human_pw()}")
    r.add("cosmote_tv",
          f"COSMOTE TV GO: {email('katerina.sav')} κωδ. {human_pw()}",
          f"Cosmote TV: PIN γονικού ελέγχου {pin()}, PIN αγορών {pin()}",
          f"cosmote tv for mum's house - username {uname('despina_k')} password {human_pw()}")
    r.add("security_question",
          f"Ερώτηση ασφαλείας Eurobank: «Όνομα πρώτου κατοικίδιου» → {pick(*PETS)}",
          f"Security questions for Stavros's Yahoo:\nMother's maiden name: {pick(*SURNAMES)}\nFirst school: {pick(*SCHOOLS)}\nFavourite food: {pick('bougatsa', 'gemista', 'piroshki', 'sarmades', 'moussaka')}",
          f"Alpha phone banking, the secret word is {pick(*WORDS)}{num(10, 99)}")
    r.add("apple_id",
          f"Eleni's Apple ID (for Mia's iPad): {email('eleni.savvidou', ('icloud.com',))} / {human_pw()}",
          f"Apple-ID von Eleni: {email('eleni.s', ('icloud.com',))}, Passwort {human_pw()}, Bildschirmzeit-Code {pin()}",
          f"Ελένη iCloud: {email('elenisav', ('icloud.com',))} κωδικός {human_pw()}")
    r.add("card_full_details",
          f"Για την κράτηση στο ξενοδοχείο στη Βιέννη:\nVisa {card('4')}\nλήξη {card_expiry()} CVV {digits(3)}\nΚΑΤΕΡΙΝΑ ΣΑΒΒΙΔΟΥ",
          f"Card for the Aegean booking: {card('5' + str(num(1, 5)))} exp {card_expiry()} cvv {digits(3)}",
          f"karta Stavrou {luhn('4')} {card_expiry()} {digits(3)}")
    r.add("car_immobiliser",
          f"Toyota Yaris — κωδικός immobilizer (από την πλαστική κάρτα): {pin()}",
          f"Car: immobiliser emergency code {digits(5)}, radio code {pin()}",
          f"Immobilizer kodikos gia to Corolla tou Stavrou: {pin()} - to xreiastike o ilektrologos")
    r.add("skroutz_account",
          f"Skroutz: {email('katerina.sav')} / {human_pw()}",
          f"Σκρουτζ λογαριασμός μου, κωδικός {human_pw()} (με το gmail μπαίνω)")
    r.add("eshop_account",
          f"e-shop.gr login {email('ksavvidou')} pass {human_pw()}",
          f"Public.gr: {email('katerina.s')} / {human_pw()}\nPlaisio: ίδιο email, κωδικός {human_pw()}",
          f"IKEA Family account (for the bookcase order) — password {human_pw()}")
    r.add("airline_login",
          f"Aegean Miles+Bonus: αριθμός μέλους {digits(9, lead=True)}, κωδικός {human_pw()}",
          f"Lufthansa Miles & More (Eleni): Servicekarte {digits(15, lead=True)}, PIN {digits(5)}",
          f"Ryanair account {email('katerina.sav')} password {human_pw()}")
    r.add("crypto_exchange",
          f"Binance (το έφτιαξε ο Νίκος):\nemail {email('katerina.sav')}\nκωδικός {human_pw()}\nκλειδί 2FA (εφεδρικό): {rnd(BASE32, 16)}",
          f"Nikos wrote down the recovery words for the crypto wallet: {' '.join(SR.sample(SEED_WORDS, 12))}",
          f"Crypto.com app passcode {digits(6)}. Nikos says never give it to anyone on the phone.")
    r.add("password_reset_code",
          f"Κωδικός επαναφοράς από Facebook: {digits(6)}",
          f"Yahoo reset for Stavros: verification code {digits(8)}, expires in 15 minutes",
          f"Skroutz: O kodikos epalithefsis sou einai {pin()}. Den tha sou ton zitisoume pote.")
    r.add("bank_transaction_pin",
          f"Πειραιώς — κωδικός συναλλαγών για μεταφορές: {pin()}",
          f"Eurobank telephone banking TPIN {digits(5)}",
          f"Alpha: prosopikos kodikos synallagon {digits(6)} (ton zitaei sto IRIS)")
    r.add("sim_puk",
          f"Κάρτα SIM Σταύρου: PIN {pin()}, PUK {digits(8)}",
          f"Mum's phone SIM PUK {digits(8)} (copied from the plastic card before I threw it away)")
    r.add("parental_control_pin",
          f"Κωδικός «Χρόνος επί οθόνης» στο iPad του Γιωργάκη: {pin()}",
          f"Mias Tablet, Kindersicherungs-PIN {pin()}",
          f"PlayStation parental PIN at Nikos's: {pin()}")
    r.add("router_admin",
          f"Router (192.168.1.1) admin / {rnd(ALNUM, 10)}",
          f"Ρούτερ σπιτιού: χρήστης admin, κωδικός διαχείρισης {rnd(ALNUM, 8)}",
          f"Gia to router tis giagias: admin kai {human_pw()}")
    r.add("dei_account",
          f"ΔΕΗ myDEI: {email('katerina.sav')} / {human_pw()}",
          f"Electricity (Protergia) online account for mum's flat: user {uname('despinak')} pass {human_pw()}")
    r.add("my_cosmote",
          f"My COSMOTE app: 69{digits(8)} με κωδικό {human_pw()}",
          f"My Cosmote login for Stavros's line - password {human_pw()}")
    r.add("lab_results_access",
          f"Βιοϊατρική, αποτελέσματα online\nχρήστης: {digits(7, lead=True)}\nκωδικός: {rnd(UPPER + DIGITS, 8)}",
          f"Lab results online for mum: username {digits(7, lead=True)}, password {rnd(ALNUM, 6)}",
          f"Diagnostiko kentro (Stavros MRI): kodikos provolis apotelesmaton {rnd(UPPER + DIGITS, 6)}")
    r.add("laptop_login",
          f"Laptop Σταύρου, Windows PIN: {pin()}",
          f"Desktop computer: user Katerina, password {human_pw()}",
          f"Elenis alter Laptop (den hat jetzt Sofia): Kennwort {human_pw()}")
    r.add("google_backup_codes",
          f"Google backup codes (Katerina):\n{recovery_codes(5, 'digits')}",
          f"Εφεδρικοί κωδικοί Google του Σταύρου: {recovery_codes(4, 'digits')}")
    r.add("epass_toll",
          f"e-pass Εγνατίας: {email('ssavvidis')} / {human_pw()}",
          f"toll transponder account (Aegean Motorway): user {uname('stavros')} pass {human_pw()}")
    r.add("cyprus_bank",
          f"Nikos's Bank of Cyprus 1bank: user ID {digits(8, lead=True)}, passcode {digits(6)} — only if he is away and the rent must go out",
          f"Hellenic Bank (Nikos & Andri): {uname('nsavvidis')} / {human_pw()}",
          f"Niko, sto 1bank o kodikos sou einai {digits(6)}? Ton exw grammeno etsi.")
    r.add("german_banking",
          f"Frankfurter Sparkasse Online-Banking (Eleni): Anmeldename {uname('ESavvidou')}, PIN {digits(5)}",
          f"Eleni: Online-Banking PIN {digits(5)}, Anmeldename {uname('eleni.sav')} — nur für den Notfall!")
    r.add("db_account",
          f"DB Navigator (Eleni's Deutsche Bahn account): {email('eleni.s', ('web.de',))} / {human_pw()}",
          f"Bahn-Konto für die Fahrt nach Heidelberg: {email('eleni.savvidou', ('gmx.de',))}, Passwort {human_pw()}")
    r.add("russian_services",
          f"Одноклассники Тамары: логин +7 9{digits(9)}, пароль {human_pw()}",
          f"Госуслуги Григория: {email('grigory.s', ('mail.ru',))}, пароль {human_pw()}",
          f"Сбербанк Онлайн у Серёжи, код для входа {digits(5)}")
    r.add("opap_account",
          f"ΟΠΑΠ online (του Σταύρου): {uname('stavsav')} / {human_pw()}",
          f"Opap site login Stavros: {email('stavros.sav')} kodikos {human_pw()}")
    r.add("streaming_other",
          f"Disney+ for the grandchildren: {email('katerina.sav')} / {human_pw()}",
          f"Spotify Family (Νίκος πληρώνει): {email('nikos.savv')} κωδικός {human_pw()}",
          f"ERTFLIX: {email('despina.k')} / {human_pw()}")
    r.add("mother_phone_pin",
          f"Κινητό γιαγιάς: PIN {pin()}",
          f"Mum's iPad passcode is {digits(6)}",
          f"Giagia tilefono kodikos {pin()} - to exei grammeno kai sto portofoli tis, prepei na to vgaloume")
    r.add("own_phone_passcode",
          f"My own phone code, in case I forget after the operation: {digits(6)}",
          f"Ο κωδικός του κινητού μου είναι {digits(6)}. Ελένη, αν πάθω κάτι, ξεκλειδώνεις με αυτόν.")
    r.add("car_insurance_portal",
          f"Car insurance online (Interlife): {email('ksavvidou')} / {human_pw()}",
          f"Ασφάλεια αυτοκινήτου, ηλεκτρονική πλατφόρμα: όνομα χρήστη {uname('KSAVV')}, κωδικός {human_pw()}")
    r.add("storage_unit_code",
          f"Αποθήκη φαρμακείου στη Σίνδο, λουκέτο με κωδικό {pin()}",
          f"Storage room in the basement: padlock {digits(3)}, the pharmacy boxes are there",
          f"Apothiki: kleidaria me kodiko {pin()}* kai meta to kleidi")
    r.add("paypal_account",
          f"PayPal: {email('katerina.sav')} / {human_pw()}",
          f"PayPal Elenis (für die Geschenke): {email('eleni.s', ('gmx.de',))}, Passwort {human_pw()}")
    r.add("family_message_mixed",
          f"Μαμά, ο κωδικός είναι {human_pw()} — με κεφαλαίο το πρώτο γράμμα. Φιλιά, Κ.",
          f"Mama, o kodikos gia to tablet einai {pin()} kai gia to Viber den xreiazetai tipota.",
          f"Eleni, Mamas Passwort für das Gmail ist {human_pw()}, falls sie wieder anruft.")
    r.add("viva_wallet_iris",
          f"IRIS πληρωμές, 4ψήφιο PIN εφαρμογής: {pin()}",
          f"Viva Wallet app (what's left of the pharmacy POS): {email('farmakeio.savvidou')} / {human_pw()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("iban_bills",
          f"ΕΥΑΘ — πληρωμή με μεταφορά στο {gr_iban('011')}, αιτιολογία: αριθμός λογαριασμού",
          f"Koinochrista polykatoikias: IBAN {gr_iban('026')} (diaxeiristis k. Lazaridis), 48,50 to mina",
          f"Rent for the Chalkidiki house goes to {gr_iban('014')}, reference: month + surname")
    r.add("iban_family",
          f"Nikos's IBAN in Cyprus: {iban('CY', '002' + digits(5) + digits(16))}",
          f"Elenis IBAN (Frankfurter Sparkasse): {iban('DE', '50050201' + digits(10))} — für Mias Geburtstagsgeld",
          f"Στείλε στην Ελένη 150€, IBAN {iban('DE', '50050201' + digits(10))}, BIC HELADEF1822")
    r.add("card_last_four",
          f"Η κάρτα που τελειώνει σε {digits(4)} είναι η καινούργια της Πειραιώς, η παλιά ({digits(4)}) ακυρώθηκε.",
          f"Netflix is charged to the Visa ending {digits(4)}",
          f"Stavros card ending in {digits(4)} was swallowed by the ATM at Tsimiski, bank says new one in 10 days")
    r.add("masked_card",
          f"Απόδειξη: VISA **** **** **** {digits(4)}  ΕΓΚΡΙΘΗΚΕ  42,80 €",
          f"Booking.com shows card •••• {digits(4)}, expires next year",
          f"Karta: XXXX XXXX XXXX {digits(4)} - auti xrewthike diples to Skroutz")
    r.add("booking_pnr",
          f"Κράτηση Aegean, κωδικός κράτησης {rnd(UPPER + DIGITS, 6)}, ΣΚΓ–ΛΑΡΝΑΚΑ 14/06",
          f"Flight to Frankfurt, booking reference {rnd(UPPER, 6)}, surname SAVVIDOU",
          f"Nikos booked the ferry: reservation {rnd(UPPER + DIGITS, 6)}, 2 adults + car")
    r.add("eticket_number",
          f"Ηλεκτρονικό εισιτήριο: {pick('390', '220')}-{digits(10, lead=True)}",
          f"E-ticket numbers: mine {pick('390', '220')} {digits(10, lead=True)}, Stavros {pick('390', '220')} {digits(10, lead=True)}")
    r.add("prescription_barcode",
          f"Συνταγή Σταύρου (Donepezil) barcode {num(24, 25)}{num(1, 12):02d}{num(1, 28):02d}{digits(7)}, ισχύει 30 ημέρες",
          f"Prescriptions for mum this month: {num(24, 25)}{num(1, 12):02d}{num(1, 28):02d}{digits(7)} and {num(24, 25)}{num(1, 12):02d}{num(1, 28):02d}{digits(7)}",
          f"Epanalamvanomeni syntagi, kodikos {num(24, 25)}{num(1, 12):02d}{num(1, 28):02d}{digits(7)} - ektelesi 2 apo 3")
    r.add("product_ean",
          f"{pick(*PHARMACY_ITEMS)} — EAN {ean()}",
          f"To order for mum: {pick(*PHARMACY_ITEMS)} ({ean()}) and {pick(*PHARMACY_ITEMS)} ({ean()})",
          f"Κωδικός προϊόντος {ean()}, το βρίσκεις και στο Skroutz")
    r.add("appointment_ref",
          f"Ραντεβού νευρολόγου (Παπαγεωργίου) 12/11 10:30, αριθμός ραντεβού {digits(7, lead=True)}",
          f"Doctor appointment confirmation {rnd(UPPER, 2)}-{digits(6)}, Dr Iordanidis, Tuesday 09:15",
          f"Termin beim Kinderarzt für Leon, Buchungsnummer {digits(8, lead=True)}, Donnerstag 8:40 Uhr")
    r.add("electricity_account",
          f"ΔΕΗ, αριθμός παροχής: {digits(1, lead=True)} {digits(8)}-{digits(2)} {digits(1)}",
          f"Electricity supply number for mum's flat {digits(1, lead=True)} {digits(8)}-{digits(2)} {digits(1)}, contract in her name",
          f"Ar. paroxis exoxikou: {digits(1, lead=True)} {digits(8)}-{digits(2)} {digits(1)} (Protergia apo Ianouario)")
    r.add("water_meter",
          f"ΕΥΑΘ αριθμός υδρομέτρου {digits(8, lead=True)}, αριθμός λογαριασμού {digits(9, lead=True)}",
          f"Water meter in the basement, number {digits(8, lead=True)}, reading last time {num(1000, 2999)} m³",
          f"Chalkidiki water (DEYA) customer {digits(6, lead=True)}, meter {digits(7, lead=True)}")
    r.add("meter_readings",
          f"Ένδειξη ρεύματος 01/10: {num(10000, 49999)} kWh (ημέρα) / {num(5000, 19999)} (νύχτα)",
          f"Gas meter reading for EPA: {num(1000, 9999)},{digits(3)} m3, photo sent",
          f"Endeixi nerou {num(100, 999)} kyvika, ekana foto gia ti DEYA")
    r.add("parcel_tracking",
          f"ACS αποστολή για Λεμεσό, αριθμός {digits(10, lead=True)}",
          f"ELTA tracking RE{digits(9)}GR — the icon for Eleni",
          f"DHL Sendungsnummer {digits(10, lead=True)}, kommt Mittwoch",
          f"Geniki Taxydromiki: {digits(10, lead=True)}, to paketo me ta farmaka tis giagias")
    r.add("phone_numbers",
          f"Νίκος Κύπρος +357 99 {digits(6)}\nΕλένη +49 151 {digits(8)}\nΓιαγιά 2310 {digits(6)}",
          f"Dr Iordanidis' surgery: 2310 {digits(6)}, mobile 69{digits(8)} only urgent",
          f"Тамара: +30 69{digits(8)}, Серёжа (Краснодар): +7 918 {digits(7)}")
    r.add("flight_seat",
          f"A3 {num(600, 999)} SKG→LCA 14/06, θέσεις {num(10, 30)}A και {num(10, 30)}B (διάδρομος για τον Σταύρο)",
          f"LH {num(1200, 1999)} Frankfurt 07:05, seat {num(20, 40)}{pick('C', 'D')}, gate B{num(1, 40)}",
          f"Ptisi Eleni: {pick('LH', 'A3')} {num(1200, 1999)}, ftanei 23:40 sto Makedonia")
    r.add("licence_plate",
          f"Το Yaris μας: {plate()}. Του Νίκου το παλιό: {plate()}",
          f"The taxi that took mum had plate {plate()}, she left her umbrella inside",
          f"Pinakida tou aftokinitou tis Tamaras {plate()}, parkarei sti thesi 14")
    r.add("insurance_policy",
          f"Ασφαλιστήριο υγείας Σταύρου, αριθμός {digits(9, lead=True)}, λήγει 31/12",
          f"Car insurance policy no. {rnd(UPPER, 2)}{digits(8)}, green card inside the glovebox",
          f"Hausratversicherung Eleni, Versicherungsschein-Nr. {digits(3)}-{digits(6)}-{digits(2)}")
    r.add("clothing_sizes",
          "Μεγέθη: Μία 116, Λέων 98, Γιωργάκης 134. Σταύρος πουκάμισο 42, παντελόνι 52",
          "Sizes for Christmas: Eleni M/38, Andri S, Nikos XL, Jens L (shirts 41/42)",
          "Giagia nyxtiko 46, rompa XL, kaltses 39-42")
    r.add("shoe_sizes",
          "Παπούτσια: εγώ 38, Σταύρος 43, Γιωργάκης 33 (μεγαλώνει γρήγορα)",
          f"Shoe sizes: Mia EU {num(28, 31)}, Leon EU {num(22, 26)}, mum 37 wide fit",
          f"Schuhgröße Mia {num(28, 31)}, Leon {num(22, 26)} — Winterstiefel eine Nummer größer")
    r.add("blood_pressure",
          f"Πίεση Σταύρου\n08:00 {num(120, 150)}/{num(70, 95)} σφ. {num(60, 90)}\n20:00 {num(120, 150)}/{num(70, 95)} σφ. {num(60, 90)}",
          f"Mum BP this week: Mon {num(130, 160)}/{num(70, 90)}, Wed {num(130, 160)}/{num(70, 90)}, Fri {num(130, 160)}/{num(70, 90)}",
          f"Piesi mou simera {num(115, 140)}/{num(65, 85)}, zaxaro {num(90, 130)}")
    r.add("medicine_doses",
          "Σταύρος: Donepezil 10mg 1x βράδυ, Amlodipine 5mg 1x πρωί, Vit D 1000 IU",
          "Mum: Eliquis 2.5 mg twice a day (08:00 / 20:00), Lasix 40 mg every other morning, half a Xanax 0.25 if she can't sleep",
          f"Лекарства для Ставроса в поездку: Донепезил 10 мг — {num(20, 30)} шт, Амлодипин 5 мг — {num(20, 30)} шт.")
    r.add("address_postcode",
          f"Γιαγιά: Κομνηνών {num(2, 120)}, Καλαμαριά, Τ.Κ. 551 {num(31, 34)}, 3ος όροφος",
          f"Eleni: Schweizer Str. {num(2, 90)}, 60594 Frankfurt am Main, 2. OG links",
          f"Nikos: {num(1, 40)} Agiou Andreou St, flat {num(101, 305)}, 30{num(10, 99)} Limassol",
          f"Nea dieuthinsi tis Tamaras: Kapodistriou {num(1, 60)}, Evosmos 562 {num(24, 26)}")
    r.add("birthdays_dates",
          f"Γενέθλια: Μία {day()}, Λέων {day()}, Γιωργάκης {day()}, γιαγιά {day()}",
          f"Stavros's name day 14/09, mum's 15/08, our wedding anniversary {day()}",
          f"Дни рождения: Тамара {day()}, Григорий {day()}, Серёжа {day()}")
    r.add("bus_routes",
          f"Για Παπαγεωργίου: λεωφορείο {pick('2K', '9', '84')} από Βενιζέλου, μετά το 21 από Νέα Ευκαρπία",
          f"OASTH line {pick('3', '5', '7')} every {num(8, 15)} minutes; metro from Venizelou to Nea Elvetia is {num(9, 14)} minutes",
          f"Leon Kita: Bus {num(30, 46)} bis Südbahnhof, dann U{num(1, 8)}")
    r.add("locker_number",
          f"Κολυμβητήριο Καλαμαριάς, ντουλάπι {num(1, 220)}, το κλειδί στο μπλε μπρελόκ",
          f"Left Stavros's coat in locker {num(1, 90)} at the day centre, row B",
          f"Schließfach Nr. {num(100, 499)} am Hauptbahnhof, mit Münze 2 €")
    r.add("recipe",
          "Τσουρέκι: 1 κιλό αλεύρι, 250 γρ. ζάχαρη, 200 γρ. βούτυρο, 5 αυγά, 40 γρ. μαγιά, 1 κ.γ. μαχλέπι",
          "Mum's spanakopita: 1 kg spinach, 400 g feta, 2 eggs, 12 sheets of filo, 180 °C for 50 minutes",
          "Пирожки Тамары: 500 г муки, 250 мл молока, 11 г дрожжей, 2 яйца, 1 ч.л. соли",
          "Kourabiedes: 500 gr voutyro, 1 kilo alevri, 150 gr amygdala, 180 vathmous 25 lepta")
    r.add("lottery_numbers",
          f"Τζόκερ Σταύρου (τα ίδια κάθε εβδομάδα): {' '.join(f'{n:02d}' for n in sorted(SR.sample(range(1, 46), 5)))} + {num(1, 20)}",
          f"Lotto numbers we always play: {', '.join(str(n) for n in sorted(SR.sample(range(1, 50), 6)))}",
          f"Kino: {' '.join(str(n) for n in sorted(SR.sample(range(1, 81), 8)))}")
    r.add("wifi_name_only",
          f"Στη Χαλκιδική το WiFi λέγεται Vodafone-{rnd(UPPER + DIGITS, 4)}, ο κωδικός είναι στο πίσω μέρος του ρούτερ.",
          f"At Nikos's, connect to CYTA_{rnd(UPPER + DIGITS, 4)}_5G, not the neighbour's one.",
          f"Mamas WLAN heißt FRITZ!Box 7530 {rnd(UPPER, 2)} — Passwort steht auf dem Aufkleber unten am Gerät.")
    r.add("password_location",
          "Ο κωδικός της Eurobank είναι στο κόκκινο τετράδιο, στη σελίδα με τις συνταγές.",
          "The TAXISnet password is written in the red notebook in the second kitchen drawer.",
          "Kodikous gia ta e-banking tous exei i Eleni se mia efarmogi (Bitwarden), den tous grafo edo.")
    r.add("ask_for_code",
          "Για την εξώπορτα της γιαγιάς ρώτα τον Νίκο, αυτός ξέρει τον κωδικό.",
          "Ask Eleni for the Netflix password, she changed it again.",
          "Спроси у Григория код от гаража, я не знаю.",
          "Den thymamai to PIN tis kartas tis mamas, tha rotiso tin trapeza na steilei kainourgio.")
    r.add("order_number",
          f"Skroutz παραγγελία #{digits(9, lead=True)}-{digits(4)}, έρχεται Πέμπτη",
          f"e-shop order {digits(8, lead=True)}: walking frame for mum, 89 €",
          f"Amazon Bestellung {digits(3)}-{digits(7)}-{digits(7)} — Legos für Leon")
    r.add("customer_number",
          f"Κωδικός πελάτη COSMOTE: {digits(10, lead=True)}",
          f"DEI customer number {digits(9, lead=True)} (on the top right of the bill)",
          f"Kodikos pelati EYATH: {digits(9, lead=True)} - ton zitane sto tilefono")
    r.add("loyalty_card",
          f"Κάρτα Σκλαβενίτη: {ean('200')}",
          f"AB Plus card {ean('21')}, Lidl Plus on the phone",
          f"IKEA Family {digits(16, lead=True)}, Payback-Karte Eleni {digits(10, lead=True)}")
    r.add("lot_expiry",
          f"Εμβόλιο γρίπης γιαγιάς: LOT {rnd(UPPER, 2)}{digits(4)}, λήξη {num(1, 12):02d}/{num(26, 27)}",
          f"Insulin pens in the fridge: batch {rnd(UPPER + DIGITS, 6)}, EXP {num(1, 12):02d}/{num(26, 27)}",
          f"Palia farmaka apo to farmakeio: Augmentin LOT {rnd(UPPER + DIGITS, 7)} exp {num(1, 12):02d}/{num(24, 25)} - gia petama")
    r.add("lab_values",
          f"Εξετάσεις Σταύρου: B12 {num(180, 600)} pg/ml, TSH {num(1, 4)}.{digits(2)}, χοληστερίνη {num(170, 240)}",
          f"Mum's bloods: Hb {num(10, 13)}.{digits(1)}, creatinine 1.{digits(1)}, INR 2.{digits(1)}",
          f"My own bloods: glucose {num(85, 110)}, HbA1c {num(5, 6)}.{digits(1)}%, ferritin {num(30, 150)}")
    r.add("bank_bic_branch",
          f"Πειραιώς κατάστημα Καλαμαριάς αρ. {digits(3)}, BIC PIRBGRAA, ανοιχτά 08:00–14:30",
          "Eurobank SWIFT ERBKGRAA, Alpha CRBAGRAA, for Eleni's transfers from Germany",
          f"Bank of Cyprus branch {digits(4)}, Limassol Makariou Ave, Nikos's account manager ext. {digits(3)}")
    r.add("pension_payment",
          f"Σύνταξη ΕΦΚΑ: {num(700, 1400)},{digits(2)} € καθαρά, πληρωμή στις {num(24, 28)} του μήνα",
          f"Stavros's pension {num(900, 1600)},{digits(2)} € + supplementary {num(100, 300)},{digits(2)} €, paid to Piraeus",
          f"Syntaxi giagias {num(400, 700)} evro, Alpha, tin pairnei i Kyriaki tin Paraskevi")
    r.add("rf_payment_code",
          f"ΕΝΦΙΑ δόση {num(1, 12)}/12: {num(40, 120)},{digits(2)} €, κωδικός πληρωμής {rf_ref()}",
          f"Water bill: pay with reference {rf_ref()} by {day()}",
          f"Logariasmos DEI: kodikos ilektronikis pliromis {rf_ref()}, {num(60, 180)},{digits(2)} evro")
    r.add("train_booking",
          f"Hellenic Train Θεσσαλονίκη–Αθήνα 07:20, κράτηση {digits(8, lead=True)}, βαγόνι {num(1, 8)} θέσεις {num(10, 60)}-{num(61, 80)}",
          f"DB Auftragsnummer {digits(12, lead=True)}, ICE {num(500, 999)} Frankfurt → Köln, Wagen {num(1, 12)}, Platz {num(11, 99)}",
          f"Train to Alexandroupoli for the memorial, booking {rnd(UPPER + DIGITS, 8)}, coach {num(1, 6)}")
    r.add("car_service",
          f"Σέρβις Yaris στα {num(60, 120)}.{digits(3)} χλμ, λάδι 0W-20, πίεση ελαστικών 2.3 μπροστά / 2.2 πίσω",
          f"Car VIN JTD{rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 14)} for the insurance form, first registration 03/2016",
          f"KTEO epomeni fora {day()}/2026, to teleftaio itan stis {num(100, 140)} xiliades")
    r.add("glasses_prescription",
          f"Γυαλιά Σταύρου: ΔΕ SPH -{num(0, 3)}.{pick('00', '25', '50', '75')} CYL -0.{pick('25', '50', '75')} AX {num(1, 180)}, ΑΡ SPH -{num(0, 3)}.{pick('00', '25', '50', '75')}, ADD +2.{pick('00', '25', '50')}",
          f"My reading glasses +{num(1, 3)}.{pick('00', '50')}, PD {num(58, 66)} mm",
          f"Mum's optician: frame 52-18-140, lenses progressive, order {digits(6, lead=True)}")
    r.add("kids_growth",
          f"Γιωργάκης: {num(120, 140)} εκ., {num(22, 35)} κιλά (παιδίατρος {day()})",
          f"Mia U9: {num(110, 125)} cm, {num(18, 25)} kg; Leon {num(90, 105)} cm, {num(12, 17)} kg",
          f"Leon hat {num(38, 39)},{digits(1)} °C Fieber gehabt, 5 ml Nurofen Saft alle 8 Stunden")
    r.add("home_measurements",
          f"Κουρτίνα σαλονιού {num(2, 3)},{num(10, 90)} x {num(2, 3)},{num(10, 90)}, κρεβατοκάμαρα 1,{num(40, 80)} x 2,{num(40, 70)}",
          f"Mum's bathroom: {num(160, 220)} x {num(150, 200)} cm, the grab rail goes {num(80, 95)} cm from the floor",
          f"Stavros bed rails: mattress 90 x 200 x {num(16, 22)}, the hospital bed model {rnd(UPPER, 2)}-{digits(3)}")
    r.add("tv_channels",
          f"Κανάλια Cosmote TV: ΕΡΤ1 = 1, Cosmote Sport 1 = {num(400, 410)}, Nickelodeon = {num(600, 640)}, ΣΚΑΪ = 5",
          f"For Stavros: channel {num(1, 9)} is news, {num(40, 60)} is the old films, volume at {num(20, 35)}",
          f"Первый канал на спутнике у Тамары: {num(100, 120)}, НТВ — {num(121, 140)}")
    r.add("device_serial",
          f"Ακουστικό βαρηκοΐας γιαγιάς, σειριακός αριθμός {digits(10, lead=True)}, εγγύηση έως {day()}/2027",
          f"Stavros's GPS watch, IMEI {luhn('35', 15)}, the SIM inside is a Cosmote one",
          f"Waschmaschine Eleni, Serien-Nr. {rnd(UPPER + DIGITS, 10)}, Modell WAN28K{num(10, 99)}")
    r.add("hospital_room",
          f"Παπαγεωργίου, νευρολογική, 4ος όροφος, θάλαμος {num(401, 430)}, κρεβάτι {num(1, 4)}. Επισκεπτήριο 17:00–19:00",
          f"Mum is in AHEPA, ward {num(1, 9)}, room {num(100, 350)}; nurses' station ext. {digits(4)}",
          f"Klinikum Frankfurt Höchst, Station {num(1, 9)}{pick('A', 'B', 'C')}, Zimmer {num(100, 450)} — Jens bei der Knie-OP")
    r.add("gov_protocol_number",
          f"ΚΕΠ Καλαμαριάς, αρ. πρωτοκόλλου {digits(6, lead=True)}, ημερομηνία {day()}/2025, για το επίδομα αναπηρίας του Σταύρου",
          f"Disability benefit application, protocol no. {digits(7, lead=True)}, KEPA appointment {day()} 11:20",
          f"Aitisi gia karta anapirias: arithmos aitisis {digits(8, lead=True)}, tha erthei SMS")
    r.add("vaccination_record",
          f"Εμβόλια Σταύρου: πνευμονιόκοκκος {day()}/2024, γρίπη {day()}/2025, COVID booster {day()}/2025",
          f"Mia Impfpass: MMR 2. Dosis {day()}/2022, Tetanus {day()}/2024",
          f"Mum flu jab {day()}, batch {rnd(UPPER, 2)}{digits(4)}, pharmacy Kalamaria")
    r.add("card_limits",
          "Όριο ανάληψης κάρτας γιαγιάς 300 € την ημέρα, ανέπαφες έως 50 € χωρίς PIN.",
          f"Stavros's card: daily limit lowered to {num(100, 300)} €, online purchases off — the bank confirmed by phone",
          "Karta Tamaras: limit 1000 evro to mina, pliromes exoteriku mplokarismenes")
    r.add("thermostat_timer",
          f"Θερμοσίφωνας 06:30–07:15 και 19:00–19:45, καλοριφέρ θερμοστάτης {num(19, 23)} °C",
          f"Mum's heating: timer {num(5, 7)}:00–{num(9, 11)}:00 and {num(16, 18)}:00–{num(21, 23)}:00, 22 degrees, don't let her turn it to 30",
          "Klimatistiko exoxikou: 24 vathmoi, timer 2 ores, to tilexeiristirio exei baterias AAA")
    r.add("knitting_pattern",
          f"Κασκόλ για τη Μία: {num(30, 44)} θηλιές, 2 κανονικές 2 ανάποδες, βελόνες Νο {num(3, 5)}, {num(3, 5)} κουβάρια",
          f"Leon's hat: cast on {num(80, 96)}, rib 2x2 for {num(6, 10)} rows, then knit to {num(14, 18)} cm, decrease every 8th",
          f"Носки для Григория: {num(56, 64)} петли, спицы {num(2, 3)},5, резинка 1х1 — {num(10, 15)} рядов")
    r.add("money_owed",
          f"Έδωσα στον Νίκο {num(100, 900)} € (εισιτήρια), η Ελένη μου χρωστάει {num(50, 300)} € για το ξενοδοχείο",
          f"Paid for mum: carer {num(600, 900)} €, pharmacy {num(40, 120)},{digits(2)} €, taxi {num(10, 30)} €",
          f"Тамаре вернуть {num(50, 300)} евро за лекарства, Григорию {num(20, 80)} за бензин")
    r.add("school_grades",
          f"Βαθμοί Γιωργάκη: Μαθηματικά {num(8, 10)}, Ελληνικά {num(8, 10)}, Αγγλικά {num(7, 10)}",
          f"Mia Zeugnis: Deutsch {num(1, 3)}, Mathe {num(1, 3)}, Sport 1",
          f"Sofia passed piano grade {num(2, 5)} with {num(110, 140)}/150")
    r.add("opening_hours",
          f"Φαρμακείο εφημερίας Καλαμαριάς: 08:00–{num(21, 23)}:00, τηλ. 2310 {digits(6)}",
          f"Day centre hours Mon–Fri 08:30–{num(14, 16)}:30; minibus picks Stavros up at {num(7, 8)}:{pick('10', '20', '40')}",
          f"Bürgeramt Frankfurt, Termin {day()} um {num(8, 15)}:{pick('00', '15', '30')}, Vorgangsnummer {digits(8, lead=True)}")
    return r


def main() -> None:
    write_corpora("make_heldout34.py", [
        ("heldout34_credentials.yaml", credentials(), "batch 34 (retired Thessaloniki pharmacist doing her family's admin; Greek, Greeklish, Russian, German, English), written blind; every value synthetic"),
        ("heldout34_lookalikes.yaml", lookalikes(), "batch 34 look-alikes: the same family's IBANs, bookings, prescriptions, meters, doses and sizes, written blind"),
    ])


if __name__ == "__main__":
    main()
