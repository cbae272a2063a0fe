# ruff: noqa: E501
"""Writes heldout91_credentials.yaml and heldout91_lookalikes.yaml: held-out batch 91.

Persona: the compliance officer of a small Zurich asset manager (a Vermögensverwalter under
FINMA supervision). She writes to her assistant in Swiss German, standard German and English,
mixed: terminal and portal logins (Bloomberg, FINMA EHP, goAML), the SWIFT 3SKey token PIN,
e-banking contracts and passwords, the office alarm and safe codes, the encrypted USB stick,
her Threema ID backup, KeePass and YubiKey, and a few private PINs. Her look-alikes are the
identifiers of her trade: ISINs, LEIs, valor numbers, CH IBANs on invoices, UID/MWST numbers,
BICs, contract numbers without passwords, Threema IDs, PGP fingerprints, ticket numbers.

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
    UPPER,
    Rows,
    anthropic_key,
    app_password,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

CONSONANTS = "BCDFGHJKLMNPQRSTVWXYZ"
WORDS_DE = ["Gipfeli", "Limmat", "Uetliberg", "Zwetschge", "Bergsee", "Rotstift", "Heugabel",
            "Zytglogge", "Rüebli", "Nebelmeer", "Chriesi", "Aprikose", "Murmeli", "Steinbock",
            "Fondue", "Tramhalt", "Seebad", "Lindenhof", "Bürkli", "Föhnsturm", "Kastanie",
            "Wasserturm", "Leuchtturm", "Schnitzel", "Sternwarte"]
WORDS_EN = ["copper", "harbor", "velvet", "lantern", "orbit", "meadow", "granite", "pepper",
            "canyon", "willow", "ember", "falcon", "glacier", "ribbon", "thistle", "quartz"]
BIP = ["abandon", "ability", "absorb", "access", "acid", "actor", "adapt", "advice", "agent",
       "airport", "alarm", "album", "alley", "amateur", "anchor", "ankle", "antique", "apple",
       "arena", "armor", "artist", "asthma", "atom", "auction", "audit", "autumn", "avocado",
       "bamboo", "banner", "barrel", "beach", "bicycle", "blanket", "bridge", "cabin", "canal",
       "castle", "cereal", "chalk", "cherry", "clinic", "coconut", "cradle", "crystal", "dolphin",
       "eagle", "fabric", "galaxy", "harvest", "island", "jungle", "kitten", "lemon", "marble",
       "napkin", "ocean", "orchard", "pelican", "quarter", "river", "saddle", "tiger", "velvet",
       "window", "zebra"]
FIRST = ["Reto", "Sandra", "Urs", "Nadine", "Beat", "Corinne", "Lukas", "Martina", "Fabian", "Simone"]
LAST = ["Muster", "Beispiel", "Probst", "Example", "Testmann", "Fiktiv"]


# --- values in the shapes of this persona's world -------------------------------------------

def pwd() -> str:
    """A password she chose or KeePass generated."""
    return pick(
        f"{pick(*WORDS_DE)}{digits(pick(2, 3, 4))}{pick('!', '?', '#', '$', '%', '*')}",
        f"{pick(*WORDS_DE)}-{pick(*WORDS_EN).capitalize()}-{digits(2)}!",
        rnd(ALNUM + "!#%&*+-?", pick(14, 16, 18)),
        rnd(ALNUM, pick(16, 20)),
        f"{pick(*WORDS_EN).capitalize()}{pick('_', '.', '')}{pick(*WORDS_DE)}{digits(2)}",
    )


def passphrase(n: int = 5) -> str:
    return phrase(WORDS_DE + [w.capitalize() for w in WORDS_EN], n, pick(" ", "-", "."))


def email() -> str:
    return f"{pick(*FIRST).lower()}.{pick(*LAST).lower()}@acme-am.example"


def user() -> str:
    return f"{pick(*FIRST)[0]}{pick(*LAST)}".upper()


def date(year: int | None = None) -> str:
    return f"{secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.{year or pick(2024, 2025, 2026)}"


def isin(country: str, nsin: str) -> str:
    """An ISIN with its Luhn check digit over the letters-as-numbers expansion."""
    body = country + nsin
    expanded = "".join(str(int(c, 36)) for c in body)
    total = 0
    for i, ch in enumerate(reversed(expanded)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def valor() -> str:
    return digits(pick(7, 8, 9), lead=True)


def ch_isin(val: str | None = None) -> str:
    return isin("CH", (val or valor()).zfill(9))


def other_isin() -> str:
    cc = pick("LU", "IE", "DE", "US", "FR")
    return isin(cc, rnd(UPPER + DIGITS, 9) if cc == "US" else digits(9))


def lei() -> str:
    base = rnd(UPPER + DIGITS, 4) + "00" + rnd(UPPER + DIGITS, 12)
    number = int("".join(str(int(c, 36)) for c in base + "00"))
    return f"{base}{98 - number % 97:02d}"


def ch_iban(spaced: bool = True, qr: bool = False) -> str:
    iid = ("3" + pick("0", "1") + digits(3)) if qr else pick("00", "07", "08", "09") + digits(3)
    return iban("CH", iid + digits(12), spaced)


def che_uid() -> str:
    weights = [5, 4, 3, 2, 7, 6, 5, 4]
    while True:
        body = digits(8, lead=True)
        check = 11 - sum(int(c) * w for c, w in zip(body, weights, strict=False)) % 11
        if check == 10:
            continue
        text = body + str(0 if check == 11 else check)
        return f"CHE-{text[:3]}.{text[3:6]}.{text[6:]}"


def bic(branch: bool | None = None) -> str:
    code = rnd(UPPER, 4) + "CH" + pick("ZH", "ZZ", "GG", "BB", "2X", "22")
    if branch if branch is not None else secrets.randbelow(2):
        code += pick("XXX", rnd(UPPER + DIGITS, 3), "80A")
    return code


def threema_id() -> str:
    return rnd(UPPER + DIGITS, 8)


def threema_backup() -> str:
    return groups(rnd(BASE32, 80), 4, "-")


def pgp_fp(spaced: bool = True) -> str:
    h = rnd(HEX, 40).upper()
    if not spaced:
        return h
    g = [h[i:i + 4] for i in range(0, 40, 4)]
    return " ".join(g[:5]) + "  " + " ".join(g[5:])


def qr_reference() -> str:
    table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5]
    body = digits(26)
    carry = 0
    for c in body:
        carry = table[(carry + int(c)) % 10]
    ref = body + str((10 - carry) % 10)
    return ref[:2] + " " + groups(ref[2:], 5)


def post_tracking() -> str:
    return f"99.{pick('00', '60', '38')}.{digits(6)}.{digits(8)}"


def figi() -> str:
    return "BBG00" + rnd(CONSONANTS + DIGITS, 6) + digits(1)


def contract() -> str:
    return pick(digits(8, lead=True), f"{digits(4, lead=True)} {digits(4)}", f"{digits(3, lead=True)}-{digits(6)}.{digits(1)}")


def totp_seed() -> str:
    return rnd(BASE32, 32)


def visa() -> str:
    return groups(luhn("4", 16), 4)


def mastercard() -> str:
    return groups(luhn("5" + pick("1", "2", "3", "4", "5"), 16), 4)


def sha1_colon() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(20))


def ssh_fp() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def pgp_block(label: str) -> str:
    return f"-----BEGIN PGP {label} BLOCK-----\n\n{pem_body(pick(4, 5, 6))}\n={b64(secrets.token_bytes(3))}\n-----END PGP {label} BLOCK-----"


def ip_int() -> str:
    return f"10.{secrets.randbelow(60) + 10}.{secrets.randbelow(250) + 1}.{secrets.randbelow(250) + 2}"


def phone() -> str:
    return f"+41 {pick('44', '43', '58', '31', '22')} {digits(3, lead=True)} {digits(2)} {digits(2)}"


# --- notes --------------------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()

    u = user()
    p1, p2, p3 = pwd(), pwd(), pwd()
    r.add("bloomberg_terminal_password",
          f"Bloomberg Terminal Login: {u} / {p1}  (B-Unit liegt i de oberste Schublade)",
          f"bbg login nöd vergässe!! user {user()} pw {p2}",
          f"Merk dir bitte: Bloomberg Passwort isch jetzt {p3} – s'alte gilt sit Mäntig nümm.\nUsername unverändert {u}.")

    r.add("swift_3skey_pin",
          f"3SKey Token PIN (SWIFT): {digits(8)}",
          f"SWIFT token – PIN {digits(6)}, PUK isch im Tresor-Couvert.",
          f"Für d'Zahligsfreigab am Fritig:\n1. Token in USB\n2. PIN {rnd(ALNUM, 8)} iigäh\n3. 'Sign' drücke, nöd 'Verify'",
          f"remember: the 3skey pin is {digits(8)} (changed after the token renewal)")

    c = contract()
    r.add("ebanking_password",
          f"E-Banking Hausbank: Vertragsnr. {c}, Passwort {pwd()}",
          f"ebanking firma\nVertrag {contract()}\nPW: {pwd()}\n(Login via CrontoSign App)",
          f"Remember my e-banking password for the custody bank portal: {pwd()} – contract number {contract()} is on every statement anyway.",
          f"Passwort E-Banking privat gewechselt → {pwd()}")

    r.add("finma_ehp_password",
          f"FINMA EHP (Erhebungs- und Gesuchsplattform) – Login {email()}, Passwort {pwd()}, 2FA per SMS aufs Geschäftshandy",
          f"finma portal pw: {pwd()}",
          f"EHP Zugang fürs Aufsichtsreporting:\n  user: {email()}\n  pass: {pwd()}\n  Frist Reporting 30.4.!")

    code = digits(pick(4, 6))
    r.add("office_alarm_code",
          f"Alarmanlage Büro: Code {digits(4)} + Taste #",
          f"Alarm code Büro (neu sit em Ibruchsversuech): {digits(6)}",
          f"Wenn ich als Letschti gah: Liecht, Fenster, dänn Alarm mit {code} scharf stelle. Unscharf isch de gliich Code.")

    r.add("safe_combination",
          f"Tresor Kombi: links 4x uf {secrets.randbelow(99) + 1}, rechts 3x uf {secrets.randbelow(99) + 1}, links 2x uf {secrets.randbelow(99) + 1}, dänn rechts bis Aaschlag",
          f"Safe im Archivruum (elektronisch): {digits(6)} dann Schlüssel drehen",
          f"Tresorcode für Urkunden & Namenaktien-Zertifikate: {digits(8)} – NUR ich + GL wüssed de")

    r.add("encrypted_usb_password",
          f"IronKey Stick (Revisionsunterlagen 2024): Passwort {pwd()}",
          f"USB-Stick verschlüsselt (VeraCrypt Container kyc_backup.hc) PW = {passphrase(4)}",
          f"Kingston stick pw {pwd()} - nach 10 Fehlversuech wird er glöscht!!")

    r.add("threema_id_backup",
          f"Threema ID-Backup (fürs neue Handy):\n{threema_backup()}\nPasswort: {pwd()}",
          f"Threema Backup Passwort: {pwd()} (Backup-Datei in iCloud)",
          f"threema sicherung {threema_backup()} pw {pwd()}")

    r.add("keepass_master_password",
          f"KeePass Master: {passphrase(5)}",
          f"Falls ich's vergisse – KeePass Hauptpasswort isch '{passphrase(4)}'",
          f"KeePassXC DB compliance.kdbx\nMasterpasswort: {pwd()}\nKeyfile: uf em H:\\ Laufwerk, nöd uf em Desktop")

    r.add("yubikey_pin",
          f"YubiKey 5 NFC – PIV PIN {digits(6)}, PUK {digits(8)}",
          f"yubikey fido2 pin: {rnd(ALNUM, 8)}",
          f"YubiKey PIV management key (nöd default!): {hexs(48)}")

    r.add("twint_pin",
          f"TWINT PIN privat: {digits(6)}",
          f"twint pin isch {digits(6)}, nöd de gliich wie s'Handy",
          f"Neus Handy → TWINT neu registriere, PIN {digits(6)}")

    seed = totp_seed()
    r.add("totp_seed",
          f"M365 Authenticator Seed (falls Handy weg): {groups(totp_seed(), 4)}",
          f"otpauth://totp/AcmeAM:{email()}?secret={seed}&issuer=AcmeAM",
          f"TOTP secret fürs Fondsportal {totp_seed()} – i de 2. App als Backup hinzugefügt")

    r.add("m365_password",
          f"Office 365 PW neu: {pwd()}",
          f"Microsoft Konto Arbeit ({email()}) → {pwd()}",
          f"Outlook fragt immer wieder… Passwort {pwd()} iigäh und 'angemeldet bleiben' aachlicke.")

    wc = b64(secrets.token_bytes(48))
    r.add("worldcheck_api_secret",
          f"World-Check One API\n  api key: {uid()}\n  api secret: {b64(secrets.token_bytes(48))}",
          f"WC1 API Secret fürs Screening-Script: {wc}",
          f"Screening-Tool config:\nWORLDCHECK_API_KEY={uid()}\nWORLDCHECK_API_SECRET={b64(secrets.token_bytes(48))}\nWORLDCHECK_GROUP=acme-am")

    r.add("goaml_password",
          f"goAML (MROS) Login: {user().lower()} PW {pwd()}",
          f"MROS goAML Meldestelle – Passwort: {pwd()}. Lauft nach 90 Täg ab!",
          f"goaml user {email()} passwort {pwd()}")

    r.add("custodian_sftp_password",
          f"SFTP Depotbank (Tagesauszüge MT535/MT940): sftp.custody.example, user acme_am_{digits(4)}, pw {pwd()}",
          f"sftp -P 2222 acmeam@files.depotbank.example  → Passwort {pwd()}",
          f"lftp -u acmeam,{rnd(ALNUM, 16)} sftp://sftp.custody.example/outbound")

    r.add("sftp_private_key",
          f"Key für SFTP Depotbank (id_ed25519):\n{openssh_private()}",
          f"private key vom alte Laptop, bruchts no fürs Reporting-SFTP:\n{openssh_private()}",
          f"~/.ssh/depotbank_rsa – falls de Laptop abrüücht:\n{pem('RSA PRIVATE KEY', 6)}")

    wifi = pwd()
    r.add("office_wifi_password",
          f"WLAN Büro: SSID ACME-AM-Staff, PW {pwd()}",
          f"wifi fürs Personal (nöd Gäst!): {pwd()}",
          f"WIFI:T:WPA;S:ACME-AM-Staff;P:{wifi};;")

    r.add("company_card_with_cvv",
          f"Firmenkreditkarte Visa {visa()} gültig bis {card_expiry()} CVV {digits(3)}",
          f"Mastercard (Konferenzbuchige): {mastercard()} {card_expiry()} Prüfnummer {digits(3)}",
          f"Für d'Aameldig Jahreskonferenz:\nKarte: {visa()}\nAblauf: {card_expiry()}\nCVC: {digits(3)}\nName: {pick(*FIRST)} {pick(*LAST)}")

    r.add("debit_card_pin",
          f"Debitkarte PIN {digits(4)}",
          f"Bankomat PIN (neu, Karte isch geschter cho): {digits(4)}",
          f"Debit Mastercard Geschäftskonto – PIN: {digits(6)}")

    r.add("sim_pin_puk",
          f"Geschäftshandy SIM PIN {digits(4)} PUK {digits(8)}",
          f"Handy entsperre: {digits(6)}; SIM-PIN {digits(4)}",
          f"PUK vom Natel: {digits(8)}")

    r.add("ebanking_activation_code",
          f"Aktivierungscode E-Banking Brief: {groups(rnd(UPPER + DIGITS, 16), 4, '-')} (gültig 30 Täg)",
          f"activation code for the new signatory on ebanking: {rnd(UPPER + DIGITS, 12)} – send him via Threema, not mail",
          f"Aktivierigscode Cronto (Brief isch hüt cho): {digits(4)} {digits(4)} {digits(4)}")

    r.add("vpn_password",
          f"VPN (FortiClient) vpn.acme-am.example user {user().lower()} pw {pwd()}",
          f"Homeoffice VPN Passwort: {pwd()}",
          f"vpn.acme-am.example\nBenutzer: {user().lower()}\nKennwort: {pwd()}")

    r.add("ipsec_preshared_key",
          f"IPsec PSK für Site-to-Site zur Depotbank: {rnd(ALNUM, 32)}",
          f"Preshared key (IT het gseit ich söll en ufbewahre): {b64(secrets.token_bytes(24))}",
          f"Notiz vom IT-Partner:\n  Peer: 203.0.113.{secrets.randbelow(250) + 2}\n  IKEv2, AES256/SHA256\n  PSK: {rnd(ALNUM + '-_!', 28)}")

    r.add("kyc_db_connection_string",
          f"postgresql://compliance_ro:{rnd(ALNUM, 20)}@kycdb01.acme-am.internal:5432/kyc",
          f"Server=sql01.acme-am.internal;Database=AML;User Id=compl_report;Password={pwd()};",
          f"DB fürs Transaktionsmonitoring: host tm-db.acme-am.internal user tm_reader pass {pwd()}")

    now = 1_730_000_000 + secrets.randbelow(40_000_000)
    r.add("aml_api_bearer_token",
          f"curl -H 'Authorization: Bearer {jwt({'sub': 'compliance-bot', 'aud': 'tm-api.acme-am.internal', 'iat': now, 'exp': now + 2592000})}' https://tm-api.acme-am.internal/v1/alerts",
          f"Token fürs TM-API (lauft Ende Monet ab): {jwt({'sub': user().lower(), 'role': 'compliance', 'iat': now})}",
          f"API-Token für Alert-Export (vom Dev bekoh):\nX-Api-Token: tm_{rnd(ALNUM, 40)}")

    r.add("bitlocker_recovery_key",
          f"BitLocker Wiederherstellungsschlüssel Laptop LT-0{digits(2)}: {bitlocker_key()}",
          f"bitlocker recovery {bitlocker_key()} (Key-ID {hexs(8).upper()})",
          f"Laptop het nach BIOS-Update nach em Recovery Key gfrogt, das isch er gsi:\n{bitlocker_key()}")

    r.add("keepass_key_file",
          f"Inhalt vom KeePass Keyfile (falls H: weg):\n<KeyFile>\n  <Meta><Version>2.0</Version></Meta>\n  <Key><Data Hash=\"{hexs(8).upper()}\">{groups(hexs(64).upper(), 8)}</Data></Key>\n</KeyFile>",
          f"keyfile.key (alt, v1) = {b64(secrets.token_bytes(32))}",
          f"KeePass Schlüsseldatei als Hex (für Notfall-Couvert abtippe): {hexs(64)}")

    r.add("pgp_private_key",
          f"Min PGP Key für verschlüsselti Mails mit de Revision:\n{pgp_block('PRIVATE KEY')}",
          f"gpg --export-secret-keys backup:\n{pgp_block('PRIVATE KEY')}",
          f"Subkey (Signatur) export, Revision will signierti Bricht:\n{pgp_block('PRIVATE KEY')}")

    r.add("pgp_passphrase",
          f"PGP Passphrase (Key {pgp_fp(False)[-16:]}): {passphrase(6)}",
          f"GPG passphrase fürs Entschlüssle vo de Revisionsbricht: {pwd()}",
          f"passphrase gpg → {passphrase(5)}")

    r.add("swissid_password",
          f"SwissID ({email()}) Passwort {pwd()} – für ESTV ePortal & Handelsregister",
          f"swissid pw {pwd()}",
          f"SwissID neu gsetzt nach Sperrig:\nE-Mail: {email()}\nPasswort: {pwd()}")

    r.add("follow_me_print_pin",
          f"Drucker Follow-Me PIN: {digits(4)}",
          f"Kopierer Badge vergässe → PIN {digits(5)} am Grät iigäh",
          f"print pin {digits(4)}")

    r.add("building_door_code",
          f"Huustür Code (Neben-Iigang, ab 19 Uhr): {digits(4)}#",
          f"Tiefgarage Zugangscode {digits(6)}",
          f"door code for the new office floor: *{digits(5)}")

    r.add("voicemail_pin",
          f"Combox PIN {digits(4)} (Festnetz Büro)",
          f"Voicemail abhöre vom Ausland: Nummer wähle, * drücke, PIN {digits(4)}",
          f"Combox Gschäftshandy – PIN gsetzt uf {digits(6)}")

    r.add("bloomberg_data_license_secret",
          f"Bloomberg Data License credentials.txt:\n{{\"client_id\":\"{hexs(32)}\",\"client_secret\":\"{hexs(64)}\",\"name\":\"acme-am-dl\"}}",
          f"BBG DL client secret {hexs(64)} (client id steht im Vertrag)",
          f"BEAP credentials:\nclient_id: {hexs(32)}\nclient_secret: {hexs(64)}\nexpiration: {date(2026)}")

    r.add("fund_portal_password",
          f"Fondsdaten-Portal (Factsheets/KID uelade): {email()} / {pwd()}",
          f"Fondsportal Login: {user()}, Passwort {pwd()}",
          f"fundportal.example pw gwechslet -> {pwd()}")

    r.add("personal_email_password",
          f"Privat Mail {pick(*FIRST).lower()}{digits(2)}@mail.example PW {pwd()}",
          f"Mis private E-Mail Passwort isch {pwd()}",
          f"Bluemail privat neu: {pwd()} (alt: {pwd()})")

    r.add("gmail_app_password",
          f"App-Passwort für Thunderbird (privat Gmail): {app_password()}",
          f"google app pw {app_password()} – für Kalender-Sync uf em iPad",
          f"App-Passwort Mailprogramm: {app_password().replace(' ', '')}")

    r.add("mfa_backup_codes",
          f"SwissID Wiederherstellungscodes:\n{recovery_codes(6, 'plain')}",
          f"M365 backup codes: {recovery_codes(5, 'digits')}",
          f"Fondsportal 2FA Backup Codes:\n{recovery_codes(8, 'github')}")

    r.add("vendor_session_cookie",
          f"Support vom RegTech-Aabieter will s'Cookie zum Debugge:\nCookie: JSESSIONID={hexs(32).upper()}; XSRF-TOKEN={uid()}",
          f"session cookie vom Screening-Portal: .AspNetCore.Session={b64u_bytes(96)}",
          f"Cookie vom Fondsportal (wenn SSO spinnt, im Browser setze):\nsid={hexs(40)}; Path=/; Secure; HttpOnly")

    r.add("llm_api_key",
          f"Claude API Key fürs Zämefasse vo FINMA-Rundschriibe: {anthropic_key()}",
          f"ANTHROPIC_API_KEY={anthropic_key()}",
          f"OpenAI Key (Test, Budget 50$): {openai_project_key()}")

    r.add("deepl_api_key",
          f"DeepL API (Übersetzig Rundschriibe FR→DE): {uid()}:fx",
          f"deepl auth key {uid()}:fx  — free tier 500k Zeiche",
          f"DEEPL_AUTH_KEY={uid()}")

    r.add("key_safe_code",
          f"Schlüsselkaste bim Iigang (für d'Putzfirma): {digits(4)}",
          f"Keysafe Ferienwohnig Flims: {digits(4)}",
          f"Schlüsselbox Archivkeller, Kombi {digits(3)} – nur für Revisor frei gäh")

    r.add("bike_lock_combination",
          f"Veloschloss Zahlekombi {digits(4)}",
          f"velo schloss {digits(5)}",
          f"Bügelschloss E-Bike: {digits(4)}")

    r.add("crypto_seed_phrase",
          f"Ledger Seed (privat!!):\n{phrase(BIP, 24)}",
          f"Recovery phrase Wallet: {phrase(BIP, 12)}",
          "Seed Wörter (1-12):\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(phrase(BIP, 12).split())))

    r.add("payroll_portal_password",
          f"Lohnportal: user {user().lower()} pw {pwd()}",
          f"Lohnabrechnig-Portal neus PW {pwd()}",
          f"HR/Lohn Login {email()} Passwort {pwd()}")

    r.add("webex_meeting_password",
          f"VR-Sitzig Webex: Meeting-Nr {groups(digits(10, lead=True), 4)}, Passwort {rnd(ALNUM, 10)}",
          f"Teams Sitzig mit Revisor – Kenncode {rnd(ALNUM, 6)} (ID {groups(digits(12, lead=True), 3)})",
          f"Zoom Audit Call Passcode: {digits(6)}")

    r.add("encrypted_zip_password",
          f"KYC-Dossier an Revisor als ZIP per Mail, PW separat per SMS: {pwd()}",
          f"7z Passwort für Export Transaktionsdate Q3: {pwd()}",
          f"zip pw für FINMA Nachlieferung: {rnd(ALNUM + '!#%&', 14)}")

    r.add("statement_pdf_password",
          f"PDF-Passwort für d'Depotauszüg vo de Depotbank: {digits(8)}",
          f"Die verschlüsslete Kontoauszüg gönd uf mit {rnd(ALNUM, 10)}",
          f"pdf pw quartalsreport {pwd()}")

    r.add("archive_s3_secret_key",
          f"WORM-Archiv (S3 kompatibel) access key {aws_key_id()} secret {aws_secret()}",
          f"[archive]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nendpoint_url = https://s3.archive.acme-am.internal",
          f"aws configure --profile archive\n  AWS Access Key ID: {aws_key_id()}\n  AWS Secret Access Key: {aws_secret()}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    v = valor()
    r.add("isin_code",
          f"Insiderliste: {ch_isin(v)} (Valor {v}) – Handelssperre bis Halbjahreszahle",
          f"ISINs für Restricted List Update:\n- {ch_isin()}\n- {other_isin()}\n- {other_isin()}\n- {ch_isin()}",
          f"Kunde hält {other_isin()} – usländische Titel, FATCA/QI prüefe",
          f"Fonds Klasse I: ISIN {ch_isin()}")

    r.add("lei_code",
          f"Üsi LEI: {lei()} – Renewal fällig {date()}",
          f"LEI Gegenpartei (FinfraG Reporting): {lei()}",
          f"lei {lei()} lapsed?? → GLEIF checke")

    r.add("valor_number",
          f"Valorennummer {valor()} = üse Fonds Klasse A, Klasse I hät {valor()}",
          f"Valor {valor()} / Ticker ACMEEQ SW",
          f"Restricted: Valoren {valor()}, {valor()}, {valor()}")

    r.add("invoice_iban",
          f"Rechnigsvorlag: Zahlbar an Acme Vermögensverwaltung AG, IBAN {ch_iban()}, BIC {bic()}",
          f"QR-IBAN für Iizahligsschiin: {ch_iban(qr=True)} (nur mit QR-Referenz!)",
          f"Neui IBAN vom Anwalt ({ch_iban()}) – Callback gmacht am {date()}, Nummer us em Handelsregister, ok",
          f"IBAN {ch_iban(spaced=False)} uf de Rechnig vo de Revisionsgsellschaft stimmt mit Stammdate überein")

    r.add("uid_mwst_number",
          f"UID: {che_uid()} MWST",
          f"Lieferant Rechnig ohni MWST-Nr → nachfrage. Üsi: {che_uid()} MWST",
          f"UID-Register Abfrag {che_uid()} = aktiv, HR-Iitrag ZH")

    r.add("swift_bic_code",
          f"BIC Depotbank: {bic(True)}",
          f"Korrespondenzbank für USD: {bic(False)}, intermediary {bic(True)}",
          f"SWIFT Code für d'Zahligsinstruktion: {bic()}")

    r.add("ebanking_contract_no_password",
          f"E-Banking Vertragsnummer: {contract()} (staht uf jedem Uszug, Passwort NÖD da)",
          f"vertragsnr ebanking firma {contract()} / privat {contract()}",
          f"Neue Zeichnigsberechtigte: Vertrag {contract()}, Aktivierigsbrief chunnt per Post direkt zu ihm")

    r.add("threema_public_id",
          f"Mini Threema-ID: {threema_id()}",
          f"Threema vom Revisor: {threema_id()} (verifiziert, 3 grüeni Pünkt)",
          f"threema ids GL-Chat: {threema_id()}, {threema_id()}, {threema_id()}")

    fp = pgp_fp(False)
    r.add("pgp_fingerprint",
          f"PGP Fingerprint MROS: {pgp_fp()}",
          f"Min Key Fingerprint zum Verifiziere am Telefon: {pgp_fp()}",
          f"gpg --recv-keys {fp}")

    r.add("helpdesk_ticket_number",
          f"IT-Ticket INC{digits(7)} – Bloomberg Tastatur defekt",
          f"Ticket #{digits(6)} bi de Bank: Zahligsfreigab hanget",
          f"Support case {rnd(UPPER, 2)}-{digits(6)} World-Check Lizenz, Antwort innert 48h")

    r.add("pin_changed_notice",
          "TWINT PIN hüt gwechslet (nach Phishing-SMS), neue PIN nur im Chopf",
          f"YubiKey PIN gänderet am {date()}, hät no 3 Versüech übrig gha 😅",
          f"Alarmanlag: Codes sind am {date()} vo de Securitas neu gsetzt worde, neui Codes persönlich übergeh",
          "3SKey PIN changed after token renewal – new PIN is NOT written down anywhere, don't ask me to store it")

    r.add("password_policy_note",
          "Passwort-Richtlinie (Weisung IT-02): min. 14 Zeiche, kei Wiederverwendig vo de letschte 12, Wechsel alli 180 Täg",
          "FINMA EHP verlangt 12 Zeiche + Sonderzeiche, Ablauf 90 Täg",
          "Bloomberg PW muss 8–12 Zeiche ha, max. 3 Fehlversüech dänn gsperrt → Helpdesk")

    r.add("keepass_entry_reference",
          "Bloomberg Passwort → KeePass Iitrag 'Bloomberg/Terminal'",
          f"SWIFT PIN staht im KeePass under Banking > 3SKey (Entry-UUID {hexs(32).upper()})",
          "ebanking PW isch im KeePass, NÖD im Browser speichere!!")

    r.add("finma_case_number",
          f"FINMA Gschäftsnummer G{digits(8)} – Stellungnahm bis {date()}",
          f"FINMA Verfügung Ref. {digits(4)}/{digits(5)}, Kopie an VR",
          f"EHP Iigab ID {digits(9)} bestätigt")

    r.add("mros_report_reference",
          f"MROS Meldig iigreicht, goAML Report-ID {digits(7)}, Iigangsbestätigung erhalte",
          f"Verdachtsmeldung Ref {pick(2024, 2025)}-{digits(6)} → Vermögenssperri 5 Arbeitstäg",
          f"goAML Entity ID üsi Firma: {digits(5)}")

    r.add("bloomberg_ticker_figi",
          f"FIGI {figi()} = ACMEFDA SW Equity",
          f"Bloomberg: {figi()} / {figi()} (Share Class A/I)",
          f"OpenFIGI Lookup für {ch_isin()} → {figi()}")

    r.add("yubikey_serial_number",
          f"YubiKey Seriennummer {digits(8, lead=True)} (Hauptkey), Backup-Key {digits(8, lead=True)}",
          f"YubiKey 5C NFC SN {digits(8, lead=True)} – Firmware 5.4.3",
          f"Inventar: YubiKey #{digits(8, lead=True)} an neue Mitarbeiterin abgeh")

    r.add("usb_stick_serial",
          f"IronKey S/N {rnd(UPPER + DIGITS, 12)} an Revision usghändigt, Quittig unterschribe",
          f"USB Stick Inventar-Nr. IT-USB-{digits(4)}, Serial {hexs(16).upper()}",
          f"Stick retour vo de Revision, S/N {rnd(UPPER + DIGITS, 12)} kontrolliert, wieder im Tresor")

    r.add("vendor_invoice_number",
          f"Rechnig Nr. RE-{pick(2024, 2025)}-{digits(5)} vo de Kanzlei, fällig 30 Täg",
          f"Invoice {rnd(UPPER, 2)}{digits(8)} World-Check Renewal CHF 14'200",
          f"Bloomberg Rechnig {digits(10)} – Koschtestell 4100")

    r.add("flight_booking_reference",
          f"Flug Luxemburg (Fondskonferenz) Buechigsref {rnd(UPPER + DIGITS, 6)}, E-Ticket {digits(3)}-{digits(10)}",
          f"Hotel Brüssel booking no. {digits(10)}, confirmation {rnd(UPPER + DIGITS, 8)}",
          f"Zug Bern FINMA-Termin: Billett-Nr {digits(12)}")

    r.add("post_tracking_number",
          f"Iigschriebe an FINMA: {post_tracking()}",
          f"Sendigsnummer Tresor-Lieferig {post_tracking()}",
          f"R-Brief Revisionsstelle {post_tracking()} – zuegstellt am {date()}")

    r.add("licence_plate",
          f"Parkplatz 3 ghört ZH {digits(6, lead=True)} (Gschäftsauto)",
          f"Revisor chunnt mit Auto ZG {digits(5, lead=True)}, Bsuecherparkplatz reserviere",
          f"Busse wäge Parkiere: Kontrollschild ZH {digits(6, lead=True)}, Verfügung {digits(10)}")

    r.add("phone_number",
          f"Securitas Alarmzentrale: {phone()}",
          f"MROS Hotline {phone()}",
          f"Bloomberg Helpdesk {phone()} (24h)")

    r.add("internal_hostname_ip",
          f"Screening Server: scr01.acme-am.internal ({ip_int()})",
          f"Drucker 2. OG {ip_int()}, Hostname prn-2og.acme-am.internal",
          f"SFTP Depotbank IP Whitelist: {ip_int()}, {ip_int()}")

    r.add("software_version",
          f"KeePassXC uf 2.7.{secrets.randbelow(10)} update",
          f"Bloomberg Terminal Version {secrets.randbelow(5) + 20}.{secrets.randbelow(10)}.{digits(3)}",
          f"YubiKey Manager {secrets.randbelow(3) + 4}.{secrets.randbelow(10)}.{secrets.randbelow(10)} installiert")

    r.add("document_sha256",
          f"SHA-256 vom signierte Jahresbricht PDF: {hexs(64)}",
          f"Beweissicherig: Export transaktionen_q3.csv sha256 {hexs(64)}",
          f"Hash vom Audit-Log {hexs(64).upper()} (im Protokoll vermerkt)")

    r.add("kyc_case_uuid",
          f"KYC Fall {uid()} – PEP Treffer false positive, gschlosse",
          f"Case-ID {uid()} eskaliert an GL",
          f"Screening Alert {rnd(UPPER, 3)}-{digits(9)} closed (name match only, DOB differs)")

    r.add("postal_address",
          f"Acme Vermögensverwaltung AG, Musterstrasse {secrets.randbelow(80) + 1}, 80{digits(2)} Zürich",
          f"Revisionsstell: Beispielweg {secrets.randbelow(40) + 1}, 3{digits(3)} Bern",
          f"Lieferadresse Tresor: Acme AM, 3. OG, Musterstrasse {secrets.randbelow(80) + 1}, 800{secrets.randbelow(9) + 1} Zürich, Lift hät 630 kg")

    r.add("conference_discount_code",
          f"Rabattcode Compliance-Konferenz: COMPL{pick(25, 26)}-{rnd(UPPER + DIGITS, 4)}",
          f"Guetschiincode Schuelig: {rnd(UPPER + DIGITS, 8)} (20% Rabatt)",
          f"Promo code für AML-Webinar {rnd(UPPER, 4)}{digits(2)}")

    r.add("token_serial_number",
          f"3SKey Token Seriennummer {digits(10)} – Zertifikat lauft am {date()} ab",
          f"SWIFT Token SN {rnd(UPPER + DIGITS, 10)}, registriert uf {user().lower()}",
          f"Token-Erneuerung bstellt: alte SN {digits(10)}, neui SN {digits(10)}")

    r.add("mfa_reset_notice",
          "M365 MFA zruggsetzt dur IT, neus Handy registriert, alti Authenticator-Iiträg glöscht",
          "TOTP fürs Fondsportal neu iigrichtet – Seed NÖD ufgschribe, Backup nur im KeePass",
          "Bloomberg B-Unit neu gekoppelt, Fingerabdruck neu erfasst")

    r.add("env_var_reference",
          "Screening-Script liest $WORLDCHECK_API_SECRET us de Umgebig, nöd hardcode",
          "export DEEPL_AUTH_KEY=$(keepassxc-cli show -a Password compliance.kdbx API/DeepL)",
          "ANTHROPIC_API_KEY isch im .env uf em Server, nöd im Git")

    r.add("vault_path_reference",
          "secret/data/compliance/worldcheck (Vault) – Zuegriff nur Gruppe compl-admins",
          f"Azure Key Vault kv-acme-compl / secret bbg-dl-secret version {hexs(32)}",
          "Die World-Check Credentials sind im Vault unter compliance/screening/wc1 – Rotation quartalsweise")

    r.add("ssh_public_key",
          f"Public Key a d'Depotbank gschickt:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} {user().lower()}@acme-am",
          f"authorized_keys Iitrag: ssh-rsa {ssh_pub('ssh-rsa', 256)} reporting@acme-am")

    r.add("ssh_host_fingerprint",
          f"Host key SFTP Depotbank bestätigt: ED25519 {ssh_fp()}",
          f"Fingerprint telefonisch verifiziert ({pick(*FIRST)} vo de Bank): {ssh_fp()}",
          f"ssh-keygen -lf depotbank.pub → 256 {ssh_fp()} (ED25519)")

    r.add("pgp_public_key_block",
          f"Min öffentliche Schlüssel für d'Revision:\n{pgp_block('PUBLIC KEY')}",
          f"MROS public key (vo ihrer Website kopiert):\n{pgp_block('PUBLIC KEY')}")

    r.add("certificate_thumbprint",
          f"Zertifikat E-Banking (SHA-1 Thumbprint) {sha1_colon()}",
          f"Signatur-Zertifikat Serial {hexs(32).upper()} gültig bis {date(2027)}",
          f"TLS cert fundportal.example sha256 fingerprint {':'.join(secrets.token_hex(1).upper() for _ in range(32))}")

    r.add("qr_bill_reference",
          f"QR-Referenz für Zahlig Revisionsrechnig: {qr_reference()}",
          f"Zahligsuftrag: Referenz {qr_reference()}, Betrag CHF 8'450.00",
          f"QR-Rechnig Bloomberg: Ref. {qr_reference()}, IBAN {ch_iban(qr=True)}")

    r.add("masked_card_number",
          f"Firmekarte endet uf {digits(4)} (Visa), Limite CHF 10'000",
          f"Abrechnig: **** **** **** {digits(4)} – Konferenzgebühr",
          f"Karte {luhn('4', 16)[:6]}******{digits(4)} gsperrt (verlore in Luzern)")

    r.add("insurance_policy_number",
          f"D&O Police Nr. {digits(2)}.{digits(6)}.{digits(3)}",
          f"Vermögensschadehaftpflicht Policenummer {rnd(UPPER, 2)}-{digits(8)}",
          f"Cyber-Versicherig Schadennummer {digits(4)}.{digits(6)} (Phishing-Fall März)")

    r.add("telco_customer_number",
          f"Telco Kundenummer {digits(10)} (Gschäftshandys)",
          f"Internet Büro Vertrag {rnd(UPPER, 3)}{digits(7)}, Störig → {phone()}")

    r.add("meeting_id_without_passcode",
          f"Teams Bsprechigs-ID: {groups(digits(12, lead=True), 3)} – Kenncode chunnt separat per Mail",
          f"Webex Meeting-Nr. {groups(digits(10, lead=True), 4)} (Passwort im Kalenderiitrag)",
          f"Zoom Meeting ID {groups(digits(11, lead=True), 3)} – Passcode hät d'Revisionsgsellschaft")

    r.add("commercial_register_number",
          f"Handelsregister: CH-020.3.{digits(3)}.{digits(3)}-{digits(1)}",
          f"Firmenummer Gegepartei CH-{digits(3)}.{digits(1)}.{digits(3)}.{digits(3)}-{digits(1)}, Uszug bstellt")

    r.add("alarm_panel_mac",
          f"Alarmzentrale IP-Modul MAC {mac(':', True)} – Securitas bruucht das für Fernwartig",
          f"Alarm Panel Seriennummer {rnd(UPPER + DIGITS, 10)}, MAC {mac('-', True)}")

    r.add("wifi_ssid_only",
          "Gäste-WLAN heisst ACME-Guest, Passwort wechslet wöchentlich (staht am Empfang)",
          f"SSID ACME-AM-Staff, 5 GHz, BSSID {mac()}")

    r.add("download_checksum",
          f"KeePassXC-2.7.9-Win64.msi SHA256 {hexs(64)} ✓ stimmt",
          f"Checksum YubiKey Manager Installer: {hexs(64)}",
          f"git commit vom Screening-Script: {hexs(40)}")

    r.add("m365_tenant_id",
          f"Tenant ID: {uid()}",
          f"Azure AD App 'Screening' client id {uid()} tenant {uid()} (Secret hät d'IT)")

    r.add("password_expiry_notice",
          "Bloomberg Passwort lauft in 7 Täg ab → erinnere!",
          "E-Banking: Passwort muess nach 12 Mönet erneuert werde, nächschts Mal im März",
          "FINMA EHP said my password expires tomorrow – reset it via the 'Passwort vergessen' link")

    r.add("internal_document_reference",
          f"Weisung W-{pick(2024, 2025)}-{digits(3)} Geldwäscherei, Version 3.2",
          f"Dokument DMS-{hexs(8).upper()} (Risikoanalyse)",
          f"Protokoll GL-Sitzig Nr. {digits(3)}/{pick(2024, 2025)}")

    r.add("swift_uetr_reference",
          f"UETR {uid()} – Zahlig hanget bi de Korrespondenzbank",
          f"MT103 Feld :20: {rnd(UPPER + DIGITS, 16)}",
          f"MT940 Statement Nr. {digits(5)}/{digits(3)}, Account {ch_iban(spaced=False)}")

    r.add("alarm_company_contract",
          f"Securitas Vertrag Nr. {digits(8)}, Kennwort bi Alarm: staht im Tresor-Couvert",
          f"Alarmfirma Kundenummer {digits(6)} – Intervention-Kontakt bin ich")

    r.add("sealed_envelope_reference",
          f"Tresorcode im versiegelte Couvert bim VR-Präsident, Siegel-Nr. {digits(6)}",
          f"Notfall-Couvert (KeePass Master + Safe) liegt im Bankschliessfach Nr. {digits(3)}")

    return r


def main() -> None:
    write_corpora("make_heldout91.py", [
        ("heldout91_credentials.yaml", credentials(), "batch 91 (compliance officer at a Zurich asset manager), written blind; every value synthetic"),
        ("heldout91_lookalikes.yaml", lookalikes(), "batch 91 look-alikes: ISINs, LEIs, CH IBANs, UIDs, BICs, IDs and PIN talk without PINs, written blind"),
    ])


if __name__ == "__main__":
    main()
