# ruff: noqa: E501
"""Writes heldout248_credentials.yaml and heldout248_lookalikes.yaml: held-out batch 248.

Persona: a general practitioner (praktická lékařka) with a small practice in a Czech town,
who writes her notes in Czech, often in a hurry and without diacritics. She keeps the password
to the SÚKL certificate for eRecept, the logins to the VZP portal and the other insurers'
portals, the practice software's admin password, the datová schránka login, the alarm code,
the code of the cabinet with controlled drugs, the Wi-Fi password, the internet banking PIN,
the e-mail password and the TeamViewer password for remote support. Her look-alikes are the
practice's IČO, IČZ and IČP, rodná čísla that she says are made up, eRecept ids, insurance
numbers, patient file numbers, the datová schránka ID (a public address), invoice numbers,
IBANs, lab order numbers and phone numbers.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    age_public_key,
    app_password,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    mac,
    openssh_private,
    pem,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

DOMAIN = "ordinace-dvorakova.example"
WORDS = [
    "jablko", "kocour", "lipa", "rybnik", "hvezda", "mraz", "zahrada", "houba", "vlak",
    "sova", "trava", "oblak", "kamen", "medved", "rohlik", "svetlo", "potok", "jarmark",
    "kolac", "sluníčko", "vetrnik", "les", "jezevec", "zvonek", "hruska", "kastan",
]
NAMES = ["Ordinace", "Lipova", "Sestricka", "Kocour", "Zahrada", "Medvidek", "Jaro", "Pacient", "Brezen", "Slunce"]
BANKS = ["0100", "0300", "0800", "2010", "0600", "5500", "3030"]


def czpw() -> str:
    """A password as she would pick it, or one a manager or a technician generated."""
    return pick(
        f"{pick(*NAMES)}{digits(pick(2, 4))}{pick('!', '#', '.', '*', '')}",
        f"{pick(*NAMES)}_{pick(*WORDS)}{digits(2)}",
        rnd(ALNUM + "!#%&*+-", pick(10, 12, 14)),
        pw(),
    )


def passphrase() -> str:
    return phrase(WORDS, pick(4, 5), pick("-", " ", "."))


def login() -> str:
    return pick(
        f"dvorakova{digits(2)}",
        rnd(LOWER + DIGITS, 8),
        f"amb{digits(6)}",
        f"pdvorakova.{digits(3)}",
    )


def isds_login() -> str:
    """A datová schránka user name: six characters, letters and digits."""
    return rnd(LOWER + DIGITS, 6)


def ds_id() -> str:
    """A datová schránka ID: seven characters, a public address."""
    return rnd(LOWER + DIGITS, 7)


def erecept_id() -> str:
    return rnd(UPPER + DIGITS, 12)


def ico() -> str:
    """An IČO with a valid check digit (weights 8..2, mod 11)."""
    body = digits(7)
    r = sum(int(c) * w for c, w in zip(body, range(8, 1, -1), strict=True)) % 11
    check = 1 if r == 0 else 0 if r == 1 else 11 - r
    return body + str(check)


def rodne_cislo(female: bool | None = None) -> str:
    """A rodné číslo shape (YYMMDD/XXXX, divisible by 11): the notes say it is made up."""
    if female is None:
        female = pick(True, False)
    while True:
        yy = 40 + secrets.randbelow(60)
        mm = secrets.randbelow(12) + 1 + (50 if female else 0)
        dd = secrets.randbelow(28) + 1
        base = f"{yy:02d}{mm:02d}{dd:02d}{digits(3)}"
        check = (-int(base) * 10) % 11
        if check < 10:
            return f"{base[:6]}/{base[6:]}{check}"


def phone(mobile: bool = True) -> str:
    lead = pick("60", "70", "72", "73", "77", "79") if mobile else pick("31", "46", "54", "56", "58")
    return f"+420 {lead}{digits(1)} {digits(3)} {digits(3)}"


def account() -> tuple[str, str]:
    """A Czech account number (number/bank) and its IBAN."""
    bank = pick(*BANKS)
    number = digits(pick(9, 10), lead=True)
    return f"{number}/{bank}", iban("CZ", bank + "000000" + number.zfill(10))


def tv_id() -> str:
    return f"{secrets.randbelow(9) + 1} {digits(3)} {digits(3)} {digits(3)}"


def tv_pw() -> str:
    return pick(rnd(LOWER + DIGITS, 6), rnd(LOWER + DIGITS, 8), czpw())


def date(first_year: int = 2024) -> str:
    return f"{secrets.randbelow(28) + 1}. {secrets.randbelow(12) + 1}. {first_year + secrets.randbelow(3)}"


def ehic() -> str:
    return "80203" + digits(15)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "erecept_certificate_password",
        f"Heslo k certifikátu pro eRecept (SÚKL, soubor sukl_{digits(8)}.pfx): {czpw()}",
        f"erecept cert heslo {czpw()} - plati do {date(2026)}",
        f"Nový certifikát SÚKL jsem si stáhla do C:\\Ordinace\\cert\\. Heslo k .pfx je {czpw()}, neztrácet!",
        f"eRecept\ncertifikát: erecept_{digits(8)}.pfx\nheslo: {czpw()}\nobnova: březen {2026 + secrets.randbelow(2)}",
        f"Při importu certifikátu do ambulantního programu chce heslo – je to {czpw()} (ne to staré {czpw()})",
        f"SUKL pfx pw: {czpw()}",
    )
    r.add(
        "vzp_portal_login",
        f"Portál VZP – uživatel {login()}, heslo {czpw()}",
        f"VZP ePobočka: login {login()} / {czpw()}, SMS chodí na služební mobil",
        f"| pojišťovna | login | heslo |\n|---|---|---|\n| VZP (111) | {login()} | {czpw()} |",
        f"heslo do vzp portalu jsem zmenila na {czpw()}",
        f"Přihlášení VZP: jméno {login()}, heslo {czpw()}, PIN pro podepsání dávek {digits(6)}",
    )
    r.add(
        "insurer_portal_login",
        f"ZP MV (211) portál: {login()} / {czpw()}",
        f"OZP 207 – přihlašovací jméno {login()}, heslo {czpw()}",
        f"Portál ZP (ČPZP, OZP, RBP, VoZP, ZPMV, ZPŠ) – uživatel {login()}, heslo {czpw()}",
        f"ČPZP 205 heslo: {czpw()}",
        f"VoZP - login {login()}\nheslo {czpw()}\n(mění se každých 90 dní!)",
        f"RBP 213 ePobočka {login()} : {czpw()}",
    )
    r.add(
        "practice_software_admin_password",
        f"Ambulantní program – účet ADMIN, heslo {czpw()}",
        f"Admin heslo do ordinačního softwaru: {czpw()} (sestra má vlastní účet)",
        f"Supervisor v kartotéce: {login()} / {czpw()}",
        f"Když se zasekne kartotéka, přihlásit se jako správce: jméno spravce, heslo {czpw()}",
        f"admin hesl do programu {czpw()}  (technik rikal at ho nikomu nedavam)",
        f"Přístup do nastavení programu (číselníky, uživatelé): heslo správce {czpw()}",
    )
    r.add(
        "practice_database_connection",
        f"isql -user SYSDBA -password {czpw()} ordinace-srv.internal:C:\\Ambulance\\DATA\\AMB.FDB",
        f"Connection string od technika: Server=ordinace-srv.internal;Database=ambulance;User Id=sa;Password={czpw()};",
        f"postgresql://ambulance:{rnd(ALNUM, 18)}@db.ordinace.internal:5432/kartoteka",
        f"Ruční záloha databáze:\ngbak -b -user SYSDBA -pas {czpw()} localhost:D:\\data\\amb.fdb D:\\zaloha\\amb.fbk",
        f"[Database]\nServer=ordinace-srv.internal\nPort=3050\nUser=SYSDBA\nPassword={czpw()}",
    )
    r.add(
        "datova_schranka_login",
        f"Datová schránka – přihlašovací jméno {isds_login()}, heslo {czpw()}",
        f"ISDS login: {isds_login()} / heslo: {czpw()}",
        f"DS ordinace: uziv. {isds_login()}, heslo {czpw()}, ID schránky {ds_id()}",
        f"Přístupové údaje do datovky (přišly poštou do vlastních rukou): uživatelské jméno {isds_login()}, heslo {czpw()}",
        f"Heslo do datové schránky změněno na {czpw()} (staré vypršelo po 90 dnech)",
        f"datovka {isds_login()} {czpw()}",
    )
    r.add(
        "practice_alarm_code",
        f"Kód alarmu v ordinaci: {digits(4)}",
        f"Alarm – zapnout: {digits(4)} + tlačítko ARM, vypnout stejným kódem",
        f"Alarm:\nmůj kód {digits(4)}\nkód pro uklízečku {digits(4)}\ntísňový (pod nátlakem) {digits(4)}",
        f"Uklízečka potřebuje kód od alarmu, je to {digits(4)}, říct jí to v pondělí",
        f"kod alarm {digits(4)}#",
        f"Servisní kód ústředny (jen technik): {digits(6)}, můj uživatelský {digits(4)}",
    )
    r.add(
        "drug_cabinet_code",
        f"Trezor na opiáty (skříňka v sesterně) má kód {digits(6)}",
        f"Kód ke skříni s návykovými látkami: {digits(4)}",
        f"Kombinace trezoru s OPL: {digits(2)}-{digits(2)}-{digits(2)}",
        f"skrin leky kod {digits(4)}, klice od ni ma Jana",
        f"Elektronický trezor na léky – master PIN {digits(8)}, uživatelský {digits(4)}",
    )
    r.add(
        "wifi_password",
        f"Wi-Fi ordinace: síť Ordinace_5G, heslo {czpw()}",
        f"WIFI pro čekárnu (pacienti): Cekarna_Host / {rnd(LOWER + DIGITS, 10)}",
        f"SSID: MUDr-Dvorakova\nWPA2 heslo: {czpw()}",
        f"WIFI:T:WPA;S:Ordinace;P:{czpw()};;",
        f"heslo na wifi v ordinaci je {czpw()}",
        f"Nový router od operátora: síť O2-Internet-{digits(3)}, klíč {rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "internet_banking_login",
        f"Internetové bankovnictví (účet ordinace) – klientské číslo {digits(8)}, PIN {digits(6)}",
        f"Banka: uživatel {login()}, heslo {czpw()}",
        f"PIN do bankovnictví {digits(6)}",
        f"George – ID klienta {digits(9)}, heslo {czpw()}",
        f"Bankovní identita: {login()} / PIN {digits(5)}",
        f"Banka (podnikatelský účet): přihlašovací jméno {login()}, heslo {czpw()}, potvrzovací PIN v aplikaci {digits(4)}",
    )
    r.add(
        "payment_card_pin",
        f"PIN k firemní kartě ordinace: {digits(4)}",
        f"Karta Visa končící {digits(4)}: PIN {digits(4)}",
        f"pin k debetce {digits(4)}, k soukrome {digits(4)}",
        f"Nová karta z banky přišla, PIN {digits(4)} (obálku jsem skartovala)",
        f"Karta ordinace: číslo končí {digits(4)}, PIN {digits(4)} – nikomu neříkat",
    )
    r.add(
        "email_password",
        f"E-mail ordinace (ordinace@{DOMAIN}): heslo {czpw()}",
        f"Seznam email heslo: {czpw()}",
        f"mail: mudr.dvorakova@{DOMAIN} / {czpw()}",
        f"Heslo k poště jsem změnila na {czpw()}, v Outlooku ho musím přepsat taky",
        f"Thunderbird:\nIMAP imap.{DOMAIN}:993\nuživatel ordinace@{DOMAIN}\nheslo {czpw()}",
        f"e-mailove heslo sestry (Jana): {czpw()}",
    )
    r.add(
        "smtp_config_password",
        f"# .env objednávkového systému\nSMTP_HOST=smtp.{DOMAIN}\nSMTP_USER=objednavky@{DOMAIN}\nSMTP_PASSWORD={rnd(ALNUM, 20)}",
        f"smtp:\n  host: smtp.{DOMAIN}\n  port: 587\n  user: objednavky@{DOMAIN}\n  password: \"{czpw()}\"",
        f"swaks --to test@{DOMAIN} --server smtp.{DOMAIN}:587 --auth-user objednavky --auth-password '{czpw()}'",
        f"Nastavení skeneru (scan to e-mail): SMTP smtp.{DOMAIN}, port 587, uživatel sken@{DOMAIN}, heslo {czpw()}",
    )
    r.add(
        "google_app_password",
        f"Heslo aplikace pro Gmail v tiskárně: {app_password()}",
        f"app password google (kalendář v telefonu): {app_password().replace(' ', '')}",
        f"Gmail – heslo aplikace pro Thunderbird {app_password()}",
    )
    r.add(
        "teamviewer_password",
        f"TeamViewer: ID {tv_id()}, heslo {tv_pw()}",
        f"Vzdálená podpora (technik p. Novák): TeamViewer ID {tv_id()} / {tv_pw()}",
        f"trvale heslo teamviewer na recepci {tv_pw()}",
        f"TV na serveru: {tv_id().replace(' ', '')} pass {tv_pw()}",
        f"TeamViewer nepozorovaný přístup – osobní heslo {czpw()}",
        f"AnyDesk adresa {digits(9, lead=True)}, heslo pro nepozorovaný přístup {czpw()}",
    )
    r.add(
        "windows_login_password",
        f"Přihlášení do PC na recepci: uživatel Recepce, heslo {czpw()}",
        f"Windows ORD-PC02 – admin účet .\\Administrator / {czpw()}",
        f"PIN k Windows Hello na notebooku {digits(6)}",
        f"heslo do pocitace v ordinaci {czpw()}",
        f"Server (v kumbále): Administrator {czpw()}",
    )
    r.add(
        "router_admin_password",
        f"Router admin: http://192.168.1.1, uživatel admin, heslo {czpw()}",
        f"Mikrotik: admin / {rnd(ALNUM, 14)}",
        f"Heslo do routeru (ne Wi-Fi!): {czpw()}",
        f"ssh admin@192.168.88.1 heslo {czpw()}",
    )
    r.add(
        "eobcanka_codes",
        f"BOK k občance: {digits(6)}",
        f"eObčanka: identifikační PIN {digits(6)}, deblokační PUK {digits(8)}",
        f"Bezpečnostní osobní kód (eOP): {digits(8)}",
        f"kod BOK {digits(6)} + PIN {digits(4)}",
    )
    r.add(
        "sim_pin_puk",
        f"Služební mobil: PIN {digits(4)}, PUK {digits(8)}",
        f"SIM (ordinace) PIN {digits(4)}",
        f"PUK k SIM v alarmu: {digits(8)}",
        f"karta do GSM brány: PIN {digits(4)}, PUK {digits(8)}",
    )
    r.add(
        "signature_token_pin",
        f"Kvalifikovaný certifikát (čipová karta): PIN {digits(6)}, PUK {digits(8)}",
        f"PIN k podpisovému tokenu {digits(6)}",
        f"Heslo k privátnímu klíči kvalifikovaného certifikátu: {czpw()}",
        f"Heslo pro zneplatnění certifikátu (revokační heslo): {czpw()}",
        f"token: PIN {digits(6)} / SO PIN {digits(8)}",
    )
    r.add(
        "eneschopenka_portal_login",
        f"ePortál ČSSZ (eNeschopenka): uživatel {login()}, heslo {czpw()}",
        f"eNeschopenka – certifikát pro webovou službu, heslo k .p12 {czpw()}",
        f"CSSZ login {login()} {czpw()}",
        f"Přihlašovací údaje ČSSZ\njméno: {login()}\nheslo: {czpw()}",
    )
    r.add(
        "lab_portal_login",
        f"Laboratoř (výsledky online): login {login()}, heslo {czpw()}",
        f"Portál laboratoře Acme Lab: {login()} / {czpw()}",
        f"Elektronické žádanky – heslo do laboratorního portálu {czpw()}",
        f"výsledky z nemocnice (web KIS): user {login()} pass {czpw()}",
        f"Stahování výsledků (DASTA) z FTP: ftp://vysledky:{rnd(ALNUM, 12)}@lab.acme.internal/in",
    )
    r.add(
        "sms_gateway_credentials",
        f"SMS brána pro připomínky termínů: API klíč {rnd(ALNUM, 32)}",
        f"SMS_API_TOKEN={hexs(40)}",
        f"curl -X POST https://sms.acme.example/api/v1/send -H \"Authorization: Bearer {rnd(URLSAFE, 40)}\" -d '{{\"to\":\"+420...\",\"text\":\"Pripominka terminu\"}}'",
        f"smsbrana login ordinace heslo {czpw()}",
    )
    r.add(
        "booking_system_api_secret",
        f"Objednávkový systém – token pro napojení na kartotéku:\n{jwt({'sub': 'ordinace-' + digits(4), 'scope': 'appointments', 'iat': 1735689600 + secrets.randbelow(10**7)})}",
        f"Platby za potvrzení přes kartu: sk_live_{rnd(ALNUM, 24)}",
        f"Webhook secret platební brány whsec_{rnd(ALNUM, 32)}",
        f"klíč k API rezervací: {hexs(32)}",
    )
    r.add(
        "password_manager_master",
        f"Hlavní heslo do KeePassu: {passphrase()}",
        f"Bitwarden master password: {passphrase()}",
        f"KeePass ordinace.kdbx – heslo {czpw()}, klíčový soubor na USB v šuplíku",
        f"heslo k trezoru hesel {passphrase()}",
    )
    r.add(
        "backup_encryption_key",
        f"Šifrovaná záloha na NAS (Hyper Backup) – heslo k šifrování {czpw()}",
        f"VeraCrypt disk se zálohou kartotéky: {passphrase()}",
        f"export RESTIC_PASSWORD='{rnd(ALNUM, 24)}'\nrestic -r sftp:backup@nas.ordinace.internal:/zalohy backup D:\\data",
        f"BitLocker klíč pro obnovení (notebook): {bitlocker_key()}",
    )
    r.add(
        "two_factor_recovery_codes",
        f"Záložní kódy Google (ordinace):\n{recovery_codes(8, 'digits')}",
        f"Microsoft 365 – záložní kódy:\n{recovery_codes(5, 'alnum')}",
        f"Seznam – záchranný kód pro dvoufázové ověření: {groups(rnd(UPPER + DIGITS, 16), 4, '-')}",
        f"2FA obnovovací kódy bitwarden: {rnd(LOWER + DIGITS, 32)}",
    )
    r.add(
        "door_code",
        f"Schránka na klíče u zadního vchodu: kód {digits(4)}",
        f"Kód ke vchodovým dveřím zdravotního střediska: {digits(4)}#",
        f"Vstup mimo ordinační hodiny – kód na klávesnici {digits(6)}",
        f"kod k boxu s klicema {digits(4)}",
        f"Garáž u ordinace – kód vrat {digits(5)}",
    )
    r.add(
        "vpn_credentials",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.5/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.ordinace.example:51820",
        f"VPN do nemocnice (FortiClient): user {login()}, heslo {czpw()}",
        f"OpenVPN ordinace – heslo ke klíči {czpw()}",
    )
    r.add(
        "server_private_key",
        f"Technik mi nechal klíč k serveru, uložit:\n{openssh_private()}",
        f"klíč pro zálohovací NAS (id_rsa):\n{pem('RSA PRIVATE KEY', 5)}",
        f"Soukromý klíč k certifikátu webu objednávek:\n{pem('PRIVATE KEY', 4)}",
    )
    r.add(
        "supplier_portal_login",
        f"E-shop se zdravotnickým materiálem: ordinace@{DOMAIN} / {czpw()}",
        f"Distributor léků – zákaznické číslo {digits(6)}, login {login()}, heslo {czpw()}",
        f"Objednávky očkovacích látek – heslo {czpw()}",
        f"heslo na objednavky vakcin {czpw()}",
    )
    r.add(
        "identita_obcana_login",
        f"NIA (Identita občana) – uživatelské jméno {login()}, heslo {czpw()}",
        f"Portál občana heslo {czpw()}",
        f"Přihlášení přes NIA: {login()} / {czpw()}, SMS kód chodí na soukromý mobil",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "ico_number",
        f"IČO ordinace: {ico()}",
        f"Fakturační údaje: MUDr. Petra Dvořáková, IČO {ico()}, neplátce DPH",
        f"IČO laboratoře {ico()}, IČO nemocnice {ico()}",
        f"Dodavatel úklidu: IČ {ico()}",
        f"Do formuláře pro pojišťovnu potřebuju IČO {ico()} a IČZ {digits(8)}",
    )
    r.add(
        "icz_icp_numbers",
        f"IČP pracoviště {digits(8)}, odbornost 001 (všeobecné praktické lékařství)",
        f"IČZ {digits(8)} – uvádět na poukazy a žádanky",
        f"Smluvní čísla: VZP {digits(6)}, ZP MV {digits(6)}, OZP {digits(6)}",
        f"Razítko: MUDr. Petra Dvořáková, praktický lékař, IČP {digits(8)}, tel. {phone(False)}",
    )
    r.add(
        "fictional_rodne_cislo",
        f"Testovací pacient v programu: Jan Zkušební, RČ {rodne_cislo(False)} (vymyšlené, jen pro školení)",
        f"Pro zaučení sestry jsem založila fiktivní kartu, rodné číslo {rodne_cislo()} – není skutečné",
        f"Vzorové RČ do návodu: {rodne_cislo()} (smyšlené)",
        f"Demo pacientka Eva Testová, r.č. {rodne_cislo(True)}, vymyšlená",
        f"Kontrola RČ: {rodne_cislo()} projde dělitelností 11, je to jen příklad",
    )
    r.add(
        "erecept_id",
        f"Identifikátor eReceptu {erecept_id()} – lékárna ho nemohla načíst, poslat znovu SMS",
        f"Recepty vystavené dnes: {erecept_id()}, {erecept_id()}, {erecept_id()}",
        f"Storno eReceptu {erecept_id()} (špatná síla)",
        f"eRecept {erecept_id()} – opakovací, 3 výdeje",
        f"Kód receptu pro pana K. (poslat SMS): {erecept_id()}",
        f"eRecept ID {erecept_id()} nahrazen {erecept_id()}",
    )
    r.add(
        "insurance_number",
        f"Číslo průkazu pojištěnce (EHIC) pacientky z Rakouska: {ehic()}",
        f"Cizinec bez RČ – číslo pojištěnce {digits(10, lead=True)}, pojišťovna 111",
        "Kódy pojišťoven: 111 VZP, 201 VoZP, 205 ČPZP, 207 OZP, 209 ZPŠ, 211 ZP MV, 213 RBP",
        f"Cizinec (EU): EHIC {ehic()}, platnost do {date(2026)}",
        f"Číslo pojistky (pojištění odpovědnosti ordinace): {digits(10, lead=True)}",
    )
    r.add(
        "patient_file_number",
        f"Karta č. {digits(5, lead=True)} – založit novou, stará je plná",
        f"Pacient s kartou K-{2020 + secrets.randbelow(6)}-{digits(4)} přeregistrován k jinému lékaři",
        f"Zpráva z nemocnice patří ke kartě {digits(5, lead=True)}, ne {digits(5, lead=True)}",
        f"Archiv: karty {digits(4)}–{digits(4)} v krabici v suterénu",
        f"Číslo pacienta v programu {digits(6, lead=True)} (duplicita, sloučit)",
    )
    r.add(
        "datova_schranka_id",
        f"ID datové schránky ordinace: {ds_id()}",
        f"Datová schránka VZP (pro odvolání): {ds_id()}",
        f"ID DS krajského úřadu {ds_id()}, OSSZ {ds_id()}",
        f"Do hlavičky dopisů dát ID DS {ds_id()}",
        f"Zpráva ze schránky {ds_id()}, ID zprávy {digits(10, lead=True)}",
        "Do datovky se přihlašuju přes bankovní identitu, žádné heslo nepoužívám",
    )
    r.add(
        "invoice_number",
        f"Faktura č. {2025}{digits(4)} za úklid, VS {digits(8)}",
        f"Vydaná faktura FV-2025-{digits(4)} (posudek pro řidičák)",
        f"Faktura od dodavatele softwaru {digits(10, lead=True)}, splatnost {date(2025)}",
        f"Dobropis {digits(8, lead=True)} k faktuře {digits(8, lead=True)}",
        f"| faktura | částka | uhrazeno |\n|---|---|---|\n| {digits(8, lead=True)} | 1 250 Kč | ano |\n| {digits(8, lead=True)} | 3 400 Kč | ne |",
    )
    acct1, iban1 = account()
    _, iban2 = account()
    acct3, _ = account()
    r.add(
        "bank_account_iban",
        f"Účet ordinace: {acct1}, IBAN {iban1}",
        f"Platba pojišťovně: účet {digits(10, lead=True)}/0710, VS = IČO",
        f"IBAN pro zahraniční pacienty: {iban2}, BIC KOMBCZPP",
        f"QR platba: SPD*1.0*ACC:{iban2.replace(' ', '')}*AM:{100 + secrets.randbelow(900)}.00*CC:CZK*X-VS:{digits(8)}*MSG:POPLATEK",
        f"Číslo účtu na nájem: {acct3}",
    )
    r.add(
        "lab_order_number",
        f"Žádanka do laboratoře č. {digits(10, lead=True)}, výsledky do 14:00",
        f"Laboratorní objednávka LAB-{digits(8)}",
        f"Čárový kód zkumavky {digits(12, lead=True)}",
        f"Vzorek {rnd(UPPER + DIGITS, 9)} – hemolýza, odebrat znovu",
        f"Výsledek s ID {digits(10, lead=True)} dorazil přes DASTA",
    )
    r.add(
        "phone_number",
        f"Ordinace: {phone(False)}, sestra mobil: {phone()}",
        f"Technik (vzdálená podpora): tel. {phone()}",
        f"Laboratoř – svoz vzorků: {phone(False)}, kl. {digits(3)}",
        f"Záchranka 155, LSPP {phone(False)}",
        f"SMS připomínky odcházejí z čísla {phone()}",
    )
    r.add(
        "teamviewer_id",
        f"TeamViewer ID recepce: {tv_id()} (heslo se generuje při každém spuštění, technikovi ho řeknu po telefonu)",
        f"AnyDesk adresa serveru {digits(9, lead=True)}; heslo nemám, technik má nepozorovaný přístup",
        f"TV ID {tv_id()} – PC v ordinaci",
        f"Když volám podporu, chtějí jen TeamViewer ID: {tv_id().replace(' ', '')}",
        "TeamViewer je nastavený jen na potvrzení přístupu – bez trvalého hesla, technik musí počkat, až kliknu Povolit",
    )
    r.add(
        "password_policy",
        "Hesla do portálu VZP se mění každých 90 dní, min. 10 znaků, velké písmeno a číslice",
        f"Připomínka: {date(2025)} změnit heslo do datové schránky (vyprší)",
        "PIN k alarmu má 4 číslice, po 3 špatných zadáních se spustí siréna",
        "eObčanka: PIN 4–10 číslic, PUK se zadává po 3 chybách, BOK taky 4–10 číslic",
        "Heslo k certifikátu SÚKL musí mít aspoň 8 znaků – zapsala jsem si ho do trezoru, ne sem",
    )
    r.add(
        "secret_location_reference",
        "Heslo do datovky je v zapečetěné obálce v trezoru (horní police)",
        "Všechna hesla jsou v KeePassu ordinace.kdbx na flashce v šuplíku u recepce",
        "Kód od alarmu zná jen Jana a já, nikam ho nepíšu",
        "Heslo k Wi-Fi je na štítku na spodku routeru",
        "PIN ke kartě: viz obálka z banky (v trezoru)",
        f"Heslo k certifikátu eReceptu má technik, zavolat mu na {phone()}",
    )
    r.add(
        "masked_value",
        f"Karta ordinace **** **** **** {digits(4)}, platí do {card_expiry()}",
        f"Heslo VZP: ******** (změněno {date(2025)})",
        f"Účet v bance končí na …{digits(4)}",
        f"SMS kód přišel na +420 7** *** {digits(3)}",
        f"API klíč SMS brány: {rnd(ALNUM, 4)}…{rnd(ALNUM, 4)} (celý je v administraci brány)",
    )
    r.add(
        "certificate_fingerprint",
        f"Certifikát SÚKL: sériové číslo {hexs(16).upper()}, platnost do {date(2026)}",
        f"Otisk certifikátu (SHA-1): {':'.join(groups(hexs(40).upper(), 2).split())}",
        f"Kvalifikovaný certifikát, SN {digits(8, lead=True)}, vydán {date(2024)}",
        f"Thumbprint: {hexs(40).upper()}",
        f"Kořenový certifikát CA – SHA-256 otisk {hexs(64)}",
    )
    r.add(
        "sukl_drug_code",
        f"Ibuprofen 400 mg, 30 tbl – kód SÚKL 0{digits(6)}",
        f"Chybějící lék: kód SÚKL {digits(7)}, náhrada {digits(7)}",
        f"Do žádosti o úhradu: kód přípravku {digits(7)}",
        f"Metformin 1000 mg = {digits(7)}, 500 mg = {digits(7)}",
        f"Výpadek v dodávkách, SÚKL hlásí kód {digits(7)} – předepsat jinou sílu",
    )
    r.add(
        "vaccine_lot_number",
        f"Vakcína proti chřipce: šarže {rnd(UPPER, 2)}{digits(4)}, exspirace {date(2026)}",
        f"Tetanus – šarže {rnd(UPPER + DIGITS, 8)}, aplikováno do L paže",
        f"Očkování klíšťata: šarže {rnd(UPPER, 3)}{digits(3)}{rnd(UPPER, 1)}",
        f"Reklamace vakcín, šarže {rnd(UPPER + DIGITS, 7)}, přerušený chladový řetězec",
        f"Pneumokoková vakcína, šarže {rnd(UPPER, 1)}{digits(6)}, zapsat do očkovacího průkazu",
    )
    r.add(
        "tracking_number",
        f"Balík s materiálem od distributora: Z{digits(10)}",
        f"Česká pošta, doporučeně: RR{digits(9)}CZ",
        f"PPL zásilka {digits(11, lead=True)}",
        f"DPD {digits(14, lead=True)} – glukometry",
        f"Balík s tonery, sledování {digits(12, lead=True)}",
    )
    r.add(
        "uuid_link",
        f"Odkaz pro pacienty na objednání: https://objednavky.{DOMAIN}/ordinace/{uid()}",
        f"Tiket u podpory: https://podpora.acme.example/ticket/{uid()}",
        f"Formulář ke stažení: https://{DOMAIN}/dokumenty/{uid()}.pdf",
        f"ID transakce platební brány {uid()}",
    )
    r.add(
        "env_var_reference",
        "V .env je SMTP_PASSWORD=${SMTP_PASSWORD} – heslo se doplní z trezoru při nasazení",
        "sms_api_key: ${{ secrets.SMS_API_KEY }}",
        "Heslo k databázi bere program z proměnné AMB_DB_PASSWORD, ne ze souboru",
        "Technik ukládá certifikát do vaultu: vault kv get secret/ordinace/erecept-cert",
        "Heslo do SMS brány je uložené v KeePassu pod položkou \"SMS brána – produkce\", sem ho nepíšu",
    )
    r.add(
        "public_key",
        f"Veřejný klíč pro VPN (posílám technikovi): {wg_key()}",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ordinace@server",
        f"Veřejný klíč pro šifrované zálohy (age): {age_public_key()}",
        f"Publishable key platební brány (veřejný, jde do webu): pk_live_{rnd(ALNUM, 24)}",
        f"Client ID pro přihlášení do objednávek přes Google (veřejné): {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
    )
    r.add(
        "checksum_hash",
        f"SHA-256 zálohy z {date(2025)}: {hexs(64)}",
        f"Kontrolní součet aktualizace programu (MD5): {hexs(32)}",
        f"Verze objednávkového systému: commit {hexs(7)}",
        f"sha256sum kartoteka.fbk → {hexs(64)}",
        f"Otisk veřejného SSH klíče serveru: SHA256:{rnd(ALNUM + '+/', 43)}",
    )
    r.add(
        "supplier_order_number",
        f"Objednávka zdravotnického materiálu č. {digits(10, lead=True)}",
        f"Objednávka vakcín OBJ-2025-{digits(5)}",
        f"Reklamace tonerů, číslo RMA-{rnd(UPPER + DIGITS, 8)}",
        f"Dodací list {digits(9, lead=True)} – chybí 2 balení rukavic",
    )
    r.add(
        "eneschopenka_reference",
        f"Číslo eNeschopenky {digits(10, lead=True)}, ukončena {date(2025)}",
        f"Potvrzení o odeslání do ČSSZ, ID podání {uid()}",
        f"Hlášení ukončení DPN č. {rnd(UPPER, 1)}{digits(9)}",
        f"eNeschopenka {digits(10, lead=True)} – opravit datum vzniku",
    )
    r.add(
        "security_settings",
        "Alarm: zpoždění odchodu 30 s, příchodu 20 s; zóna 2 = čekárna, zóna 3 = sesterna",
        "Hesla ve Windows: minimální délka 12, historie 5 hesel, blokace po 5 pokusech na 15 min",
        "Wi-Fi: WPA2-AES, kanál 36, šířka 80 MHz, heslo beze změny",
        "Trezor na léky: zámek na baterie 4× AA, výměna každý rok v lednu",
        "Podpisový token: 3 pokusy na PIN, pak jen PUK",
    )
    r.add(
        "device_identifiers",
        f"Server ORD-SRV01, IP 192.168.1.10, MAC {mac(upper=True)}",
        f"Tiskárna na recepci: sériové číslo {rnd(UPPER + DIGITS, 10)}, MAC {mac('-', True)}",
        f"Windows build 22631.{digits(4)}, poslední aktualizace KB{digits(7)}",
        f"Ambulantní program verze 2025.1 build {digits(5)}, licence pro 3 stanice",
    )
    r.add(
        "contract_customer_number",
        f"Zákaznické číslo u operátora: {digits(9, lead=True)}, číslo smlouvy {digits(10, lead=True)}",
        f"Elektřina – EAN odběrného místa 859182400{digits(9)}",
        f"Smlouva s VZP č. {digits(7, lead=True)}",
        f"Pojistná smlouva ordinace č. {digits(10, lead=True)}",
    )
    r.add(
        "datova_zprava_id",
        f"Datová zpráva ID {digits(10, lead=True)} od OSSZ – doručena {date(2025)}",
        f"Odpověď krajskému úřadu odeslána, ID zprávy {digits(10, lead=True)}",
        f"Doručenka k DZ {digits(10, lead=True)} uložena do archivu",
        f"Číslo jednací KUxxx/{digits(5)}/2025, ID DZ {digits(10, lead=True)}",
    )
    r.add(
        "helpdesk_ticket",
        f"Tiket u podpory ambulantního programu #{digits(6)}",
        f"Požadavek na helpdesk SÚKL č. {2025}-{digits(5)}",
        f"Servisní zásah alarmu, zakázka {rnd(UPPER, 2)}-{digits(6)}",
        f"Hlášení poruchy internetu, číslo {digits(8, lead=True)}",
        f"Reklamace u distributora léků č. R{digits(7)}",
    )
    r.add(
        "health_worker_id",
        f"Registrační číslo ČLK: {digits(10, lead=True)}",
        f"Kód zdravotnického pracovníka (KZR): {digits(9, lead=True)}",
        f"Číslo diplomu {digits(6)}/{digits(4)}, atestace VPL {date(2010)}",
        f"Sestra Jana – registrace NRZP {digits(9, lead=True)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout248.py", [
        ("heldout248_credentials.yaml", credentials(), "Held-out batch 248: credentials a Czech general practitioner would ask to remember (eRecept certificate, insurer portals, datová schránka, alarm and drug cabinet codes, banking, e-mail, TeamViewer)"),
        ("heldout248_lookalikes.yaml", lookalikes(), "Held-out batch 248: a Czech general practitioner's notes that look secret but hold none (IČO, made-up rodná čísla, eRecept ids, insurance and file numbers, datová schránka IDs, IBANs)"),
    ])


if __name__ == "__main__":
    main()
