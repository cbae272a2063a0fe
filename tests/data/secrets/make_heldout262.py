# ruff: noqa: E501
"""Writes heldout262_credentials.yaml and heldout262_lookalikes.yaml: held-out batch 262.

Persona: Zuzana Hrušovská owns a two-chair dental practice (zubná ambulancia) in Bratislava-
Ružinov and writes her notes in Slovak, not technical, with the odd English brand name. She
keeps the logins to the practice software, the portals of the health insurers VšZP, Dôvera and
Union, the PIN and PUK of her eHealth card for the NCZI/eZdravie card reader, the office and
guest Wi-Fi, the internet banking of Tatra banka and Slovenská sporiteľňa (George), the card
PINs, the alarm and safe codes, the X-ray PC's Windows password and BitLocker key, the eKasa
credentials and what the IT man left her, next to many notes that only look secret: IČO, DIČ
and IČ DPH, invoice and order numbers, patient record numbers, device serials, masked card
numbers, insurer and doctor codes, eKasa receipt ids and talk about passwords without them.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
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
    pw,
    rnd,
    sendgrid_key,
    uid,
    write_corpora,
)

WORDS = ["zubik", "plomba", "kvet", "dunaj", "mlyn", "hrad", "lipa", "slnko", "jazero",
         "mačka", "korenie", "vietor", "kaviareň", "breza", "jablko", "tatry", "most", "hviezda"]
NAMES = ["Zubicek", "Ruzinov", "Plomba", "Dunaj", "Koliba", "Slnecnica", "Bratislava",
         "Devin", "Tatry", "Marienka", "Janko", "Petrzalka", "Mostik", "Kvietok"]


def skpw() -> str:
    """A password a Slovak office owner would choose, or one a manager made."""
    return pick(
        f"{pick(*NAMES)}{pick('2023', '2024', '2025', digits(2), digits(3))}{pick('!', '#', '*', '.', '?')}",
        f"{pick(*NAMES)}-{digits(2)}-{pick(*NAMES).lower()}{pick('!', '$', '')}",
        f"{pick(*NAMES)}{pick(*NAMES)}{digits(4)}",
        pw(),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def sk_iban(bank: str) -> str:
    return iban("SK", bank + digits(16))


def ico() -> str:
    return digits(8, lead=True)


def dic() -> str:
    return "20" + digits(8)


def ticket() -> str:
    return digits(pick(5, 6, 7), lead=True)


def day() -> str:
    return f"{secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.{pick('2024', '2025')}"


def credentials() -> Rows:
    r = Rows()

    r.add("practice_software_login",
          f"Ambulantný program DentCare – prihlásenie: meno zuzana.h, heslo {skpw()}",
          f"dentcare sestra: login sestra1 / {skpw()}  (admin je ja, heslo {skpw()})",
          f"Nové heslo do ambulantného softvéru od {day()}: {skpw()} – starý už nefunguje",
          f"Program na kartotéku\nuzivatel: MUDr.Hrusovska\nheslo: {skpw()}\nserver: ambulancia.internal",
          f"heslo do amb. softu pre recepciu je {skpw()}, Katka si ho nevie zapamätať tak to tu dávam")

    r.add("vszp_portal_password",
          f"heslo vszp (nove) = {skpw()}",
          f"VšZP elektronická pobočka – ePobočka pre poskytovateľov: login P{digits(8)}, heslo {skpw()}",
          f"vszp portal heslo {skpw()} (menila som po výzve, ďalšia zmena o 90 dní)",
          f"VŠZP prihlasovacie údaje:\nmeno: {rnd(LOWER, 6)}{digits(3)}\nheslo: {skpw()}",
          f"Na vykazovanie do VšZP sa prihlasujem ako zhrusovska a heslo je {skpw()}")

    r.add("dovera_portal_password",
          f"dôvera → {rnd(LOWER, 6)} / {skpw()}",
          f"Dôvera – portál pre lekárov, meno {rnd(LOWER, 7)}, heslo: {skpw()}",
          f"dovera heslo {skpw()}  + SMS kód chodí na môj mobil",
          f"Dôvera ePobočka PZS\nlogin: P{digits(10)}\npwd: {skpw()}",
          f"Heslo do Dôvery zmenené {day()} na {skpw()}, predtým {skpw()}")

    r.add("union_portal_password",
          f"Union – heslo som zmenila, nové je {skpw()}",
          f"Union ZP – elektronická pobočka: používateľ {rnd(LOWER, 5)}.{rnd(LOWER, 6)}, heslo {skpw()}",
          f"union login/heslo: zubna.ruzinov / {skpw()}",
          f"Union poisťovňa portál – heslo {skpw()} (pozor veľké písmeno na začiatku)",
          f"Prihlásenie do Unionu pre dávky: {rnd(LOWER, 8)} a heslo {skpw()}")

    r.add("ehealth_card_pin",
          f"eHK karta (preukaz zdravotníka) PIN {pin(6)}, PUK {pin(8)}",
          f"PIN ku karte do čítačky NCZI: {pin(6)}",
          f"eZdravie – čítačka kariet, môj PIN {pin(6)} a BOK {pin(6)}",
          f"Karta zdravotníckeho pracovníka:\n  PIN: {pin(6)}\n  PUK: {pin(8)}\n(PUK len keď sa zablokuje!)",
          f"pin na ehealth kartu zmenený na {pin(6)}")

    r.add("office_wifi_password",
          f"WiFi ordinácia: sieť ZubnaAmbulancia, heslo {skpw()}",
          f"wifi heslo pre kancel. {rnd(ALNUM, 12)}",
          f"Wi-Fi pre pacientov (čakáreň): SSID Cakaren_Host, heslo {pick(*NAMES).lower()}{digits(4)}",
          f"Nová WiFi od technika: ZA-5G / WPA2 / heslo: {rnd(ALNUM, 16)}",
          f"heslo na wifinu v ambulancii je {skpw()} – ak sa pýta RTG technik")

    r.add("router_admin_password",
          f"WiFi router O2 – heslo do správy zariadenia {skpw()} (meno admin)",
          f"Router (admin stránka 192.168.1.1) – admin / {skpw()}",
          f"prihlásenie do routra: meno admin heslo {rnd(ALNUM, 10)}",
          f"Technik nastavil router, admin heslo {rnd(ALNUM + '!@#', 14)} – nemeniť bez neho")

    r.add("tatra_banka_internetbanking",
          f"TB internetbanking\nID klienta: {digits(8)}\nheslo: {skpw()}\nPIN Tatra banka ID: {pin(5)}",
          f"Tatra banka internetbanking: ID {digits(8)}, heslo {skpw()}",
          f"TB Business – prihlasovacie meno {rnd(UPPER, 2)}{digits(6)}, heslo {skpw()}, PIN do Tatra banka ID {pin(5)}",
          f"Tatra banka ID aplikácia PIN: {pin(5)}",
          f"tatrabanka heslo {skpw()} (id klienta {digits(8)})")

    r.add("slsp_george_login",
          f"SLSP heslo do Georgea {skpw()}, login je moje ID {digits(10)}",
          f"George SLSP – ID používateľa {digits(10)}, heslo {skpw()}",
          f"Sporiteľňa George heslo {skpw()}, George kľúč PIN {pin(5)}",
          f"SLSP Business 24:\nklientske číslo {digits(10)}\nheslo {skpw()}",
          f"george login: {digits(10)} / {skpw()}")

    r.add("payment_card_pin",
          f"PIN firemná karta Tatra banka: {pin()}",
          f"Karta SLSP (osobná) – pin {pin()}",
          f"PIN ku kreditke Visa: {pin()}, debetná {pin()}",
          f"Nový PIN na firemnú kartu prišiel poštou: {pin()}",
          f"pin k platobnej karte čo má Katka na nákupy: {pin()}")

    r.add("payment_card_details",
          f"Osobná karta SLSP {luhn('4')} {card_expiry()} CVV {pin(3)} – len pre mňa", f"Kreditka Mastercard Tatra banka\n{groups(luhn('52'), 4)}\nexp. {card_expiry()}  cvc {pin(3)}\nPIN {pin()}",
          f"Firemná Visa: {groups(luhn('4'), 4)}, platí do {card_expiry()}, CVV {pin(3)}",
          f"Mastercard na objednávky materiálu {luhn('5' + pick('1', '2', '3', '4', '5'))} exp {card_expiry()} cvc {pin(3)}",
          f"karta na e-shop Dentamed:\nčíslo {groups(luhn('4'), 4)}\nplatnosť {card_expiry()}\nCVV2 {pin(3)}")

    r.add("alarm_code",
          f"Alarm ordinácia – kód na zapnutie/vypnutie {pin()}",
          f"Kód alarmu: {pin()}. Tieseň (nátlakový kód) {pin()}",
          f"alarm Jablotron – môj kód {pin()}, upratovačka má {pin()}",
          f"Servisný kód ústredne alarmu (len pre technika) {pin(6)}",
          f"Heslo pre bezpečnostnú agentúru keď volajú po poplachu: „{pick(*WORDS)}“, kód {pin()}")

    r.add("safe_combination",
          f"Trezor v kancelárii – kombinácia {pin(2)}-{pin(2)}-{pin(2)}",
          f"kód trezoru {pin(6)}",
          f"Trezor (hotovosť + kľúče) PIN {pin()}#, záložný kľúč je u manžela",
          f"Sejf v sklade: kód {pin(6)}, master kód {pin(8)}")

    r.add("xray_pc_login",
          f"RTG počítač – Windows účet rtg, heslo {skpw()}",
          f"PC pri röntgene: používateľ Admin heslo {rnd(ALNUM, 12)}",
          f"Prihlásenie na RTG PC (panoramatický rtg + softvér na snímky): {skpw()}",
          f"heslo na rtg comp {skpw()}, ak sa pýta na admin tak {rnd(ALNUM + '!#', 14)}")

    r.add("xray_pc_bitlocker_key",
          f"RTG PC – keby pýtal BitLocker po aktualizácii BIOSu, kľúč: {bitlocker_key()} (ID {hexs(8).upper()}-{hexs(4).upper()})",
          f"BitLocker obnovovací kľúč RTG PC:\n{bitlocker_key()}",
          f"Recovery key pre disk v RTG počítači (ID kľúča {hexs(8).upper()}): {bitlocker_key()}",
          f"bitlocker kľúč recepcia PC {bitlocker_key()}")

    r.add("email_password",
          f"Email ordinacia@zubnaruzinov.example heslo {skpw()}",
          f"e-mail ambulancie: objednavky@zubnaruzinov.example / {skpw()}",
          f"Heslo do pošty (Outlook) {skpw()}",
          f"mail pre faktúry – login faktury@zubnaruzinov.example, heslo {skpw()}")

    r.add("google_app_password",
          f"Heslo aplikácie pre Thunderbird (ordinacia.ruzinov@gmail): {rnd(LOWER, 16)}",
          f"Heslo aplikácie Google pre tlačiareň (scan to email): {groups(rnd(LOWER, 16), 4)}",
          f"App password pre Outlook na recepcii {rnd(LOWER, 16)}",
          f"google app heslo na kalendár v tablete – {groups(rnd(LOWER, 16), 4)}")

    r.add("account_recovery_codes",
          "Obnovovacie kódy Dropbox (snímky pre lab):\n" + "\n".join(rnd(LOWER + DIGITS, 4) + " " + rnd(LOWER + DIGITS, 4) + " " + rnd(LOWER + DIGITS, 4) + " " + rnd(LOWER + DIGITS, 4) for _ in range(4)),
          "Záložné kódy Google (ordinacia):\n" + "\n".join(f"{pin()} {pin()}" for _ in range(5)),
          f"Microsoft 365 obnovovací kód: {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}",
          "Kódy na obnovenie účtu – vytlačené aj v trezore:\n" + "  ".join(f"{rnd(LOWER + DIGITS, 5)}-{rnd(LOWER + DIGITS, 5)}" for _ in range(6)))

    r.add("remote_support_password",
          f"TeamViewer – ID {digits(10, lead=True)}, trvalé heslo {rnd(ALNUM, 10)} (pre technika)",
          f"AnyDesk na RTG PC: adresa {digits(9, lead=True)}, heslo pre nestrážený prístup {skpw()}",
          f"Vzdialená podpora DentCare – heslo na pripojenie {rnd(ALNUM, 8)}",
          f"teamviewer recepcia pass {rnd(ALNUM, 10)}")

    r.add("nas_backup_password",
          f"Synology NAS (záloha kartotéky) admin: zuzana / {skpw()}",
          f"Šifrovacie heslo zálohy (Hyper Backup) – BEZ NEHO SA ZÁLOHA NEDÁ OBNOVIŤ: {phrase(WORDS, 5, '-')}",
          f"NAS \\\\nas.ambulancia.internal – užívateľ zalohy heslo {rnd(ALNUM, 14)}",
          f"Externý disk na zálohy je šifrovaný, heslo {skpw()}")

    r.add("database_connection_string",
          f"Od technika (ak treba preinštalovať program):\nServer=RTG-PC\\SQLEXPRESS;Database=DentCare;User Id=sa;Password={rnd(ALNUM + '!#', 14)};",
          f"databáza kartotéky: postgresql://dentcare:{rnd(ALNUM, 16)}@db.ambulancia.internal:5432/kartoteka",
          f"SQL sa heslo {rnd(ALNUM + '#$', 12)} – server RECEPCIA\\SQLEXPRESS",
          f"connection string pre rtg softvér: Data Source=rtg.ambulancia.internal;Initial Catalog=Snimky;User ID=rtguser;Password={rnd(ALNUM, 12)}")

    r.add("website_admin_login",
          f"Web zubnaruzinov.example – WordPress admin: zuzana / {skpw()}",
          f"Heslo aplikácie WordPress pre rezervačný plugin: {' '.join(rnd(ALNUM, 4) for _ in range(6))}",
          f"hosting (cpanel) login zubnaruz / {rnd(ALNUM + '!', 14)}",
          f"FTP na web: ftp.zubnaruzinov.example, user web_{rnd(LOWER, 4)}, heslo {rnd(ALNUM, 12)}")

    r.add("booking_reminder_api_key",
          f"SendGrid kľúč pre pripomienky termínov e-mailom: {sendgrid_key()}",
          f"SMS brána – API kľúč {hexs(32)}",
          f"Twilio pre SMS pacientom: Account SID AC{hexs(32)}, Auth Token {hexs(32)}",
          f"Rezervačný systém API token (od programátora): {rnd(URLSAFE, 40)}")

    r.add("stripe_secret_key",
          f"Stripe – obmedzený kľúč pre rezervácie rk_live_51{rnd(ALNUM, 97)}",
          f"Stripe (platby záloh online) tajný kľúč: sk_live_51{rnd(ALNUM, 97)}",
          f"stripe secret key pre web – sk_live_51{rnd(ALNUM, 97)}  NEDÁVAŤ nikomu",
          f"Stripe webhook signing secret whsec_{rnd(ALNUM, 32)}")

    r.add("ekasa_credentials",
          f"eKasa – heslo k autentifikačným údajom (súbor .xml) {rnd(ALNUM, 10)}",
          f"Pokladňa eKasa, heslo ku certifikátu {skpw()}",
          f"eKasa portál (účet pokladnice) login {ico()} heslo {skpw()}",
          f"heslo na identifikačné údaje eKasa: {rnd(ALNUM + '@#', 12)}")

    r.add("tax_portal_login",
          f"eDane – splnomocnenie pre účtovníčku, môj prístup: {rnd(LOWER, 6)}{digits(2)} / {skpw()}",
          f"Finančná správa (eDane) – používateľské meno zubna{digits(3)}, heslo {skpw()}",
          f"financna sprava portal heslo {skpw()}",
          f"Prihlásenie na portál FS pre DPH: meno {rnd(LOWER, 8)}, heslo {skpw()} (posiela účtovníčka)")

    r.add("social_insurance_login",
          f"Sociálna poisťovňa login: {rnd(LOWER, 7)} heslo {rnd(ALNUM, 12)}",
          f"Sociálna poisťovňa – elektronické služby: login {rnd(LOWER, 6)}{digits(2)}, heslo {skpw()}",
          f"socpoist heslo {skpw()}",
          f"SP ePobočka (mesačné výkazy za sestry) – heslo {skpw()}")

    r.add("eid_card_pins",
          f"manžel občiansky – BOK {pin(6)} (keby som mu mala podať daňové za neho)",
          f"Občiansky s čipom: BOK {pin(6)}, ZEP PIN {pin(6)}, PUK {pin(8)}",
          f"eID – bezpečnostný osobný kód {pin(6)}",
          f"ZEP PIN (podpisovanie na slovensko.sk) {pin(6)}")

    r.add("building_door_code",
          f"Zadný vchod – kód pre kuriéra s materiálom {pin()}, zmeniť po Vianociach",
          f"Kód na vchod do budovy {pin()}#",
          f"Vchod zo dvora – kódový zámok {pin(5)}, kľúčová schránka pri garáži {pin()}",
          f"Kód na bránu pre zásobovanie: *{pin()}")

    r.add("sim_pin_puk",
          f"PIN na SIM v alarme (GSM komunikátor) {pin()}, PUK {pin(8)}",
          f"Služobný mobil (O2): PIN {pin()}, PUK {pin(8)}",
          f"SIM Orange recepcia PIN {pin()} PUK {pin(8)}",
          f"Odomykací kód mobilu ordinácie {pin(6)}")

    r.add("cctv_recorder_password",
          f"Kamera v čakárni – rtsp://admin:{rnd(ALNUM, 10)}@kamera1.ambulancia.internal:554/stream1",
          f"Kamery (Hikvision rekordér) admin heslo {rnd(ALNUM, 12)}",
          f"aplikácia na kamery v mobile: user zuzana, heslo {skpw()}, overovací kód zariadenia {rnd(UPPER, 6)}",
          f"DVR kamerový systém – login admin / {skpw()}")

    r.add("card_terminal_pin",
          f"Heslo na uzávierku terminálu {pin(4)}, obsluha {pin(4)}",
          f"Platobný terminál – manažérske heslo (storno, uzávierka) {pin(4)}",
          f"POS terminál Tatra banka: admin PIN {pin(6)}",
          f"terminál servisné heslo {pin(6)} (len pre storno platby!)")

    r.add("supplier_eshop_login",
          f"Dentamed e-shop: objednavky@zubnaruzinov.example / {skpw()}",
          f"Zubné laboratórium portál – login ambulancia{digits(3)}, heslo {skpw()}",
          f"e-shop so zubným materiálom – heslo {skpw()}",
          f"Lekáreň (objednávky anestetík) prihlásenie: {rnd(LOWER, 6)} heslo {rnd(ALNUM, 10)}")

    r.add("password_manager_master",
          f"Bitwarden ordinácia – hlavné heslo: {pick(*NAMES)}-{pick(*WORDS)}-{digits(3)}-{pick(*WORDS)}",
          f"Hlavné heslo do Bitwarden: {phrase(WORDS, 4, ' ')} {digits(2)}",
          f"KeePass databáza ambulancie – master heslo {phrase(WORDS, 5, '-')}",
          f"master password (správca hesiel) {skpw()}{pick(*WORDS)}")

    r.add("microsoft_365_login",
          f"Teams/Outlook účet recepcia@zubnaruzinov.example heslo {skpw()}",
          f"Microsoft 365 ordinácia: admin@zubnaruzinov.example heslo {skpw()}",
          f"Office licencia účet – zuzana@zubnaruzinov.example / {skpw()}",
          f"M365 účet pre sestru: sestra@zubnaruzinov.example, počiatočné heslo {rnd(ALNUM, 10)}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("company_tax_ids",
          f"IČO ambulancie {ico()}, DIČ {dic()}",
          f"Fakturačné údaje: MUDr. Zuzana Hrušovská – zubná ambulancia s.r.o., IČO: {ico()}, DIČ: {dic()}, IČ DPH: SK{dic()}",
          f"IČO dodávateľa Dentamed {ico()}",
          f"ičo labáku {ico()}, dič {dic()} – na faktúry",
          f"Účtovníčka potrebuje IČ DPH SK{dic()} na výkaz")

    r.add("invoice_number",
          f"Faktúra č. {pick('2024', '2025')}{digits(4)} od zubného laboratória – splatná {day()}",
          f"FA {digits(10, lead=True)} Dentamed, suma {secrets.randbelow(900) + 100},{digits(2)} €",
          f"vyúčtovanie VšZP za mesiac – číslo faktúry {pick('2024', '2025')}{digits(6)}",
          f"Dobropis k faktúre {digits(8, lead=True)} ešte neprišiel",
          f"Zaplatiť faktúru {pick('VF', 'FV')}{digits(8)} za nájom do piatku")

    r.add("patient_record_number",
          f"Pacient č. karty {digits(6, lead=True)} – preobjednať na budúci týždeň",
          f"Kartotéka: záznam {pick('P', 'K')}-{digits(5)} chýba RTG snímka",
          f"Pacientka s číslom záznamu {digits(7, lead=True)} – alergia na penicilín, poznačiť",
          f"ID pacienta v DentCare {digits(6, lead=True)}, poslať výpis na poisťovňu",
          f"karta č. {digits(5, lead=True)}/{pick('24', '25')} – kontrola o 6 mes.")

    r.add("device_serial_number",
          f"RTG prístroj – výrobné číslo SN {rnd(UPPER + DIGITS, 10)}",
          f"Sériové číslo autoklávu {digits(4)}-{rnd(UPPER + DIGITS, 6)}, servis každý rok",
          f"kompresor S/N {rnd(UPPER, 2)}{digits(8)}",
          f"Zubné kreslo – sériové číslo {digits(9, lead=True)}, záruka do {day()}",
          f"Intraorálny senzor SN: {rnd(UPPER + DIGITS, 12)} (na reklamáciu)")

    r.add("masked_card_number",
          f"Firemná karta končí na {pin()}, platnosť {card_expiry()}",
          f"Platba kartou **** **** **** {pin()} zamietnutá – volať do banky",
          f"Výpis: platba {digits(3)},{digits(2)} € kartou {pin(4)}XXXXXXXX{pin()}",
          f"karta {luhn('4')[:6]}******{pin()} – tú som zablokovala",
          f"Na Dentamed je uložená karta •••• {pin()}")

    r.add("supplier_order_number",
          f"Objednávka Dentamed č. {digits(8, lead=True)} – kompozit a rukavice, doručenie {day()}",
          f"obj. {rnd(UPPER, 2)}-{digits(6)} (anestetiká), čakám na potvrdenie",
          f"Číslo objednávky v e-shope {pick('2024', '2025')}{digits(6)}, reklamácia na zlý odtieň",
          f"Zákazka v laboratóriu {digits(5)}/{pick('24', '25')} – korunka pacient {digits(6, lead=True)}",
          f"order # {digits(9, lead=True)} – nové frézy")

    r.add("bank_account_iban",
          f"Nájomca chce platbu na {sk_iban('7500')} (ČSOB)",
          f"Číslo účtu ambulancie na faktúry: {sk_iban('1100')} (Tatra banka)",
          f"IBAN SLSP: {sk_iban('0900')}, BIC GIBASKBX",
          f"Na zálohy od pacientov dávam účet {sk_iban('1100')}, BIC TATRSKBX",
          f"IBAN laboratória {sk_iban('0200')} – platiť s VS")

    r.add("payment_symbols",
          f"Zdravotné odvody Dôvera – VS {digits(10, lead=True)}, KS 3118",
          f"Variabilný symbol na nájom {digits(10, lead=True)}, konštantný 0308",
          f"VS {digits(8, lead=True)}, ŠS {digits(6)} – odvody Sociálna poisťovňa",
          f"Platba VšZP: VS je IČO {ico()}, KS 3558",
          f"Daň z príjmov – VS {digits(10, lead=True)}, platiť do {day()}")

    r.add("insurer_and_doctor_codes",
          f"Kód lekára {pick('A', 'B', 'C')}{digits(8)}, kód PZS P{digits(8)}{digits(3)}",
          "Kódy poisťovní: VšZP 25, Dôvera 24, Union 27 – na výkazy",
          f"Môj kód lekára na recepty {pick('A', 'B')}{digits(8)}",
          f"Kód poskytovateľa pre Dôveru P{digits(11)}, odbornosť 014",
          f"Kód sestry {pick('S', 'A')}{digits(8)} – nahlásiť do Unionu")

    r.add("contract_number",
          f"Zmluva Union č. {digits(2)}/{digits(5)}/{pick('2024', '2025')}",
          f"Zmluva s VšZP č. {digits(4)}/{pick('2024', '2025')}/{rnd(UPPER, 3)}, dodatok podpísať",
          f"Zmluva Dôvera {digits(6, lead=True)}NZ{digits(4)}",
          f"číslo zmluvy o nájme {digits(3)}/{pick('2023', '2024')}",
          f"Poistná zmluva (zodpovednosť za škodu) č. {digits(10, lead=True)}")

    r.add("password_rotation_reminder",
          "VšZP portál chce zmeniť heslo každých 90 dní – nabudúce v apríli",
          "Pripomenúť Katke: heslo do DentCare si má zmeniť, jej staré vypršalo",
          "Heslo musí mať aspoň 12 znakov, veľké písmeno a číslicu – Dôvera zmenila pravidlá",
          "Po 3 zlých pokusoch sa PIN karty zablokuje, treba PUK – opatrne!",
          "Zmeniť heslá na všetkých PC po odchode brigádničky (do konca mesiaca)")

    r.add("secret_location_reference",
          "PIN k eHK karte je v zapečatenej obálke v trezore, nie v šuplíku",
          "Heslá do poisťovní mám v KeePass-e v počítači v kancelárii, záloha na USB v trezore",
          "Kód od alarmu vie len Katka a ja – nikomu inému nedávať",
          "Heslo k Wi-Fi je napísané na zadnej strane routra (pre technika)",
          "Prístupy k webu má programátor, ja ich mám v Bitwardene pod „web“")

    r.add("wifi_network_settings",
          f"WiFi ordinácia: SSID ZubnaAmbulancia, WPA2-Personal, kanál {pick(1, 6, 11, 36, 44)}",
          "Hosťovská sieť pre pacientov je oddelená od siete s RTG – nechať tak",
          f"Router MAC {mac(upper=True)}, IP 192.168.{secrets.randbelow(10)}.1",
          "wifi v čakárni padá, technik povedal reštartovať router a počkať 2 minúty",
          "Heslo na WiFi sa mení každý štvrťrok, nové dostanem od technika")

    r.add("tracking_number",
          f"Zásielka DHL {digits(10, lead=True)} – náhradný diel kresla",
          f"Zásielka zo Slovenskej pošty RR{digits(9)}SK – objednané vzorky",
          f"DPD balík {digits(14, lead=True)} – kompresor na servis",
          f"Packeta Z {digits(10, lead=True)}, vyzdvihnúť v Z-BOXe",
          f"GLS sledovanie {digits(11, lead=True)}, dodanie zajtra 8–12")

    r.add("remote_support_id",
          f"AnyDesk ID recepcie {digits(3, lead=True)} {digits(3)} {digits(3)} – pripojenie musím vždy potvrdiť ja",
          f"TeamViewer ID recepcie {groups(digits(9, lead=True), 3)} (heslo diktuje technik po telefóne)",
          f"AnyDesk adresa RTG PC {digits(9, lead=True)} – technik sa pripája sám",
          "TeamViewer QuickSupport – technikovi stačí nadiktovať ID z obrazovky, heslo sa mení pri každom spustení")

    r.add("it_support_ticket",
          f"Hotline DentCare tiket č. {ticket()} – chyba pri exporte dávky",
          f"Požiadavka NCZI {pick('REQ', 'INC')}{digits(7)} – čítačka kariet nekomunikuje",
          f"Reklamácia u dodávateľa RTG, číslo prípadu {rnd(UPPER, 3)}-{digits(6)}",
          f"servis autoklávu – zákazka {digits(6, lead=True)}, technik príde v utorok")

    r.add("ekasa_receipt_and_register_ids",
          f"Kód pokladnice eKasa {digits(17, lead=True)} – na tabuľku pri pokladni",
          f"Doklad eKasa UID: O-{hexs(32).upper()} – pacient chce kópiu",
          f"OKP z bločku {'-'.join(hexs(8).upper() for _ in range(5))}",
          f"Reklamácia platby, číslo dokladu {digits(6)}, pokladnica {digits(17, lead=True)}")

    r.add("dicom_study_uid",
          f"Snímka na CD pre pacienta, SOP Instance UID 1.2.840.10008.{digits(4)}.{digits(6)}.{digits(3)}",
          f"RTG snímka – Study Instance UID 1.2.826.0.1.{digits(7)}.{digits(4)}.{digits(10)}.{digits(3)}",
          f"Panoramatická snímka pacienta {digits(6, lead=True)}, UID série 1.2.840.{digits(5)}.{digits(3)}.{digits(6)}.{digits(2)}",
          f"CBCT vyšetrenie z kliniky – accession number {rnd(UPPER + DIGITS, 10)}")

    r.add("eprescription_id",
          f"ID eVyšetrenia pre Dôveru {uid()}, pacient {digits(6, lead=True)}",
          f"eRecept – ID preskripčného záznamu {uid()}",
          f"Pacient sa pýta na recept, kód predpisu {rnd(UPPER + DIGITS, 8)}",
          f"eVyšetrenie zapísané, ID záznamu {uid()} – skontrolovať či prešlo")

    r.add("certificate_thumbprint",
          f"SSL certifikát webu – odtlačok SHA-256 {':'.join(hexs(2).upper() for _ in range(32))}",
          f"Certifikát eHK – odtlačok (SHA-1) {':'.join(hexs(2).upper() for _ in range(20))}",
          f"Certifikát eKasa platný do {day()}, sériové číslo {hexs(16).upper()}",
          f"Kvalifikovaný certifikát ZEP – thumbprint {hexs(40)}, obnoviť pred koncom platnosti")

    r.add("file_checksum",
          f"Ovládač RTG senzora – SHA-1 {hexs(40)}, verzia {secrets.randbelow(5) + 1}.{secrets.randbelow(10)}",
          f"Inštalačka DentCare verzia 8.{secrets.randbelow(10)}, SHA256 {hexs(64)}",
          f"Ovládač čítačky kariet – MD5 kontrolný súčet {hexs(32)}",
          f"aktualizácia RTG softvéru build {digits(5)} (checksum {hexs(64)[:16]}...)")

    r.add("network_device_addresses",
          f"Čítačka kariet USB VID:PID {hexs(4)}:{hexs(4)}, sériové {rnd(UPPER + DIGITS, 8)}",
          f"RTG PC: IP 192.168.1.{secrets.randbelow(200) + 20}, MAC {mac('-', upper=True)}",
          f"Tlačiareň recepcia {mac()} – pevná IP .{secrets.randbelow(200) + 20}",
          f"NAS nas.ambulancia.internal, port 5001, firmware {secrets.randbelow(3) + 6}.{secrets.randbelow(3)}.{secrets.randbelow(9)}")

    r.add("stripe_publishable_key",
          f"pk_live_51{rnd(ALNUM, 97)} – verejný kľúč Stripe, môže byť na webe", f"Stripe testovací verejný kľúč pre programátora: pk_test_51{rnd(ALNUM, 97)}",
          f"Stripe publishable key (verejný, patrí do webu): pk_live_51{rnd(ALNUM, 97)}",
          f"Na stránku rezervácií vložiť pk_live_51{rnd(ALNUM, 97)} – to je ten verejný, tajný má programátor")

    r.add("website_public_ids",
          f"Google Analytics na webe: G-{rnd(UPPER + DIGITS, 10)}",
          f"reCAPTCHA site key (verejný) 6L{rnd(URLSAFE, 38)}",
          f"Facebook pixel ID {digits(15, lead=True)}",
          f"Google Tag Manager GTM-{rnd(UPPER + DIGITS, 7)}")

    r.add("config_placeholder_reference",
          "Technik: heslo k databáze nie je v súbore, je v premennej DENTCARE_DB_PASSWORD",
          "config.ini pre RTG: Password=${RTG_DB_PASS} – tak to má byť, nemeniť",
          "Na webe je SMTP heslo v ${{ secrets.SMTP_PASSWORD }}, programátor vraví že to je OK",
          "Kľúč pre Stripe je uložený v hostingu ako STRIPE_SECRET_KEY, ja ho nepotrebujem")

    r.add("masked_password_field",
          "Heslo do Georgea mi banka neposiela, v aplikácii je len xxxxxx",
          "Heslo VšZP: ********** (skutočné v KeePass)",
          f"V e-maile od banky bolo heslo ako {pick('X', '*')}{'*' * 7}{pin(2)[-1]} – celé mi pošlú SMS",
          "Wi-Fi heslo: [skryté], pýtať sa technika",
          "PIN: ●●●● – ten nový si pamätám, nepísať")

    r.add("two_factor_settings",
          "Dvojfaktor na Google účte ordinácie – SMS na služobný mobil, záložné kódy v trezore",
          "Tatra banka ID – potvrdzovanie platieb v aplikácii, SMS kódy vypnuté",
          "George – overovanie cez George kľúč, kód platí 5 minút",
          "Dôvera: dvojfaktorové overenie zapnuté, 6-miestny kód chodí SMS-kou",
          "Microsoft 365 Authenticator je na mojom mobile, záložný na mobile ordinácie")

    r.add("material_lot_number",
          f"Anestetikum LOT {rnd(UPPER, 1)}{digits(5)}, exp. {card_expiry()} – zapísať do evidencie",
          f"Kompozit šarža {digits(7)}{rnd(UPPER, 1)}, použiteľné do {day()}",
          f"Implantát REF {digits(6)}, LOT {rnd(UPPER + DIGITS, 8)} – do karty pacienta {digits(6, lead=True)}",
          f"Sterilizácia – cyklus č. {digits(5)}, indikátor OK")

    r.add("appointment_reference",
          f"Online rezervácia pacienta – kód rezervácie {rnd(UPPER + DIGITS, 6)}",
          f"Termín {day()} 9:30, číslo objednania {digits(7, lead=True)}",
          f"Odkaz na zrušenie termínu vyzerá takto: rezervacie.zubnaruzinov.example/termin/{uid()} (vyžaduje prihlásenie)",
          f"Preobjednanie: pôvodná rezervácia #{digits(6, lead=True)}")

    r.add("customer_number",
          f"Číslo zákazníka BVS (voda) {digits(8, lead=True)}",
          f"Zákaznícke číslo u ZSE (elektrina) {digits(10, lead=True)}",
          f"Číslo odberného miesta plyn {digits(4)}{digits(10)}, EIC 24ZZS{rnd(UPPER + DIGITS, 10)}",
          f"Klientske číslo Dentamed {digits(6, lead=True)}",
          f"Slovak Telekom – číslo zákazníka {digits(10, lead=True)}, internet do ordinácie")

    r.add("ehealth_card_facts",
          "Nová eHK karta prišla, PIN obálka príde zvlášť – do 14 dní",
          "eHK karta platí 5 rokov, obnoviť cez NCZI",
          "Čítačka kariet musí mať ovládač verzie 3 a vyššie, inak PIN nezoberie",
          f"PIN na eHK má 6 číslic, PUK 8 – poslať NCZI žiadosť č. {digits(8, lead=True)} o novú obálku",
          "Ak zabudnem PIN, treba ísť osobne na NCZI s občianskym")

    r.add("alarm_service_info",
          f"Pult centralizovanej ochrany – číslo objektu {digits(5)}, kontakt technik 02/{digits(8)}",
          f"Alarm – zmluva s SBS č. {digits(6, lead=True)}, objekt č. {digits(4)}",
          "Alarm kódy sme menili po odchode upratovačky, nové sú v trezore",
          f"Servis alarmu – ústredňa model JA-{digits(3)}K, sériové {rnd(UPPER + DIGITS, 10)}",
          "Pri falošnom poplachu volať agentúru a povedať heslo (to viem naspamäť)")

    r.add("invoice_bank_reference",
          f"Prišla platba od Union, ID transakcie {uid()}",
          f"Platba od VšZP prišla, referencia {rnd(UPPER + DIGITS, 16)}",
          f"SEPA platba, end-to-end ID {rnd(UPPER + DIGITS, 20)}",
          f"Výpis z účtu č. {digits(3)}/{pick('2024', '2025')}, transakcia {digits(12, lead=True)}")

    return r


def main() -> None:
    write_corpora("make_heldout262.py", [
        ("heldout262_credentials.yaml", credentials(), "Held-out batch 262: credentials a Slovak dental practice owner in Bratislava would note (practice software, insurer portals, eHealth card PIN, banking, alarm, safe, X-ray PC)"),
        ("heldout262_lookalikes.yaml", lookalikes(), "Held-out batch 262: look-alikes from a Slovak dental practice (IČO/DIČ, invoice and order numbers, patient records, device serials, masked cards, references to secrets)"),
    ])


if __name__ == "__main__":
    main()
