# ruff: noqa: E501
"""Writes heldout403_credentials.yaml and heldout403_lookalikes.yaml: held-out batch 403.

Persona: a primary school teacher (groep 5) in Utrecht who is not technical and writes her
notes in Dutch, sometimes English. She keeps the logins of the school's Parnassys, Social
Schools and Basispoort accounts, her school Microsoft 365 account, the passcodes of the
classroom tablets, her DigiD, the PINs of her bank app and debit card, the bike lock's
combination, the codes of the staff room door, the key safe and the alarm, her copier PIN,
the Wi-Fi keys at school and at home, a few recovery keys and codes the ICT coordinator
made her write down, and the class blog's WordPress application password; and many
look-alikes: pupil numbers, the school's IBAN and BRIN, order, tracking, booking, invoice
and ticket numbers, serials, MAC addresses, masked card digits, phone numbers, links with
UUIDs, used SMS codes, public site keys, and notes that say where a password is kept.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    app_password,
    apple_recovery_key,
    b64u_bytes,
    bitlocker_key,
    digits,
    ean13,
    ga4_id,
    google_client_id,
    groups,
    hexs,
    iban,
    imei,
    mac,
    ms_recovery_code,
    onepassword_secret_key,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    s10,
    seed_phrase,
    stripe_publishable_key,
    totp_seed,
    uid,
    wp_app_password,
    write_corpora,
)

WOORDEN = [
    "Domtoren", "Oudegracht", "stroopwafel", "fietsbel", "Lombok", "Nijntje", "hagelslag",
    "Maliebaan", "paraplu", "krijtbord", "tulp", "Wilhelmina", "Zuilen", "Griftpark",
    "pindakaas", "kikker", "regenboog", "Vechtsebanen", "Amelisweerd", "drop", "molen",
    "eekhoorn", "zonnebloem", "Leidsche", "Ondiep", "kabouter", "sinterklaas", "appeltaart",
]
TEKENS = "!?#@*&$"


def nl_pw() -> str:
    """A password the teacher chose herself: a Dutch word or two, digits and a sign."""
    word = secrets.choice(WOORDEN)
    return pick(
        f"{word}{digits(pick(2, 3, 4), lead=True)}{secrets.choice(TEKENS)}",
        f"{word.lower()}{secrets.choice(TEKENS)}{secrets.choice(WOORDEN).capitalize()}{digits(2, lead=True)}",
        f"{secrets.choice(WOORDEN).capitalize()}{digits(2, lead=True)}{word.lower()}{secrets.choice(TEKENS)}",
        rnd(ALNUM + TEKENS, pick(12, 14, 16)),
    )


def any_pw() -> str:
    return pick(nl_pw(), nl_pw(), pw())


def wifi_key() -> str:
    return pick(
        phrase([w.lower() for w in WOORDEN], pick(3, 4), pick("-", "", ".")) + digits(2, lead=True),
        rnd(ALNUM, pick(16, 20)),
        rnd(LOWER + DIGITS, pick(12, 13)),
    )


def code(n: int) -> str:
    """A keypad's or a lock's code: n digits, never a straight run nor one digit repeated."""
    return pin(n)


def puk() -> str:
    return digits(8, lead=True)


def teams_webhook() -> str:
    """A Microsoft Teams incoming webhook URL (connector), tenant under acme."""
    return (f"https://acmeschool.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/"
            f"{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 43)}")


def reset_link(host: str) -> str:
    return f"https://{host}/account/reset-password?token={b64u_bytes(32)}"


def seed24() -> str:
    return seed_phrase(pick(12, 24))


# look-alike values


def pupil_id() -> str:
    return digits(pick(6, 7), lead=True)


def brin() -> str:
    return f"{digits(2)}{rnd(UPPER, 2)}"


def nl_iban(spaced: bool = True) -> str:
    bank = pick("INGB", "RABO", "ABNA", "TRIO", "SNSB", "ASNB")
    return iban("NL", bank + digits(10), spaced)


def postnl() -> str:
    return f"3S{rnd(UPPER, 4)}{digits(pick(7, 9))}"


def booking_ref() -> str:
    return rnd(UPPER + DIGITS, 6)


def mobile() -> str:
    return f"06-{digits(8)}"


def landline() -> str:
    return f"030-{digits(7, lead=True)}"


def ipad_serial() -> str:
    return rnd(UPPER + DIGITS, pick(10, 12))


def ticket() -> str:
    return pick("INC", "RITM", "#") + digits(pick(6, 7), lead=True)


def cert_fp() -> str:
    return ":".join(hexs(64).upper()[i:i + 2] for i in range(0, 64, 2))


def ov_number() -> str:
    return groups("3528" + digits(12), 4)


def frame_number() -> str:
    return pick("GZ", "BT", "CO", "UN") + digits(7, lead=True) + pick("", rnd(UPPER, 1))


def kvk() -> str:
    return digits(8, lead=True)


def amount() -> str:
    return f"€{secrets.randbelow(180) + 5},{pick('00', '50', '95', '25')}"


def datum() -> str:
    return f"{secrets.randbelow(28) + 1}-{secrets.randbelow(12) + 1}-{pick('2024', '2025')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "parnassys_password",
        f"Parnassys\ninlog: m.devries@zonnewijzer.example\nww: {any_pw()}",
        f"nieuw wachtwoord parnasys (moest weer na 90 dgn!!) {nl_pw()}",
        f"ParnasSys login -> gebruiker mdevries_zw / {any_pw()}",
        f"Parnassys wachtwoord\n{nl_pw()}\n(niet aan Sanne geven, die heeft haar eigen)",
        f"- Parnassys: {any_pw()}\n- rapporten inleveren vóór 1 feb",
    )

    r.add(
        "social_schools_password",
        f"Social Schools wachtwoord: {any_pw()}",
        f"socialschools inlog juf marloes -> {nl_pw()}",
        f"Social schools (ouderapp) ww {nl_pw()} gebruikersnaam is mijn schoolmail",
        f"Social Schools password, changed it on monday: {any_pw()}",
        f"| app | wachtwoord |\n|---|---|\n| Social Schools | {nl_pw()} |",
    )

    r.add(
        "digid_password",
        f"DigiD\ngebruikersnaam marloesdv83\nwachtwoord {nl_pw()}",
        f"digid ww {any_pw()} (app werkt niet op oude telefoon, dan sms)",
        f"Mijn DigiD wachtwoord is {nl_pw()} , voor belastingaangifte",
        f"DigiD: {nl_pw()}",
        f"digi d wachtwrd nieuw sinds maart = {any_pw()}",
    )

    r.add(
        "bank_app_pin",
        f"pincode bank app {code(5)}",
        f"Rabo app code: {code(5)}",
        f"ING app inlogcode\n{code(5)}",
        f"bankapp 5 cijfers {code(5)} (niet dezelfde als pinpas!)",
        f"mobiel bankieren ASN - pincode app: {code(5)}",
    )

    r.add(
        "debit_card_pin",
        f"pincode pinpas {code(4)}",
        f"nieuwe pas gekregen, PIN = {code(4)}",
        f"pinpas Rabo\n{code(4)}\n(oude pas doorgeknipt)",
        f"pin van de gezamenlijke rekening-pas {code(4)}",
        f"PIN debit card (ING): {code(4)}",
    )

    r.add(
        "bike_lock_combination",
        f"fietsslot code {code(4)}",
        f"cijferslot fiets: {code(pick(4, 5))}",
        f"code van het kettingslot (blauwe fiets)\n{code(4)}",
        f"bike lock {code(4)} - the AXA one",
        f"slot bakfiets {code(pick(4, 5))} niet vergeten!!",
    )

    r.add(
        "staff_room_door_code",
        f"code teamkamer {code(4)}#",
        f"Deur personeelskamer: {code(pick(4, 5))}",
        f"nieuwe code lerarenkamer na de zomer\n{code(4)} + hekje",
        f"teamkamer deurcode {code(4)} (Henk heeft hem veranderd)",
        f"staff room door code: {code(4)}",
    )

    r.add(
        "copier_pin",
        f"kopieerapparaat pincode {code(4)}",
        f"printcode Ricoh (follow me printen) {code(pick(4, 5))}",
        f"kopieer pin: {code(5)}",
        f"copier PIN {code(4)} — personal, counts on my budget",
        f"Mijn code voor de printer op de gang\n{code(pick(4, 5, 6))}",
    )

    r.add(
        "tablet_passcode",
        f"toegangscode klassen-iPads groep 5: {code(6)}",
        f"ipads klas code {code(6)}",
        f"tablets (de grijze hoesjes) ontgrendelen met {code(pick(4, 6))}",
        f"iPad passcode for the class set: {code(6)}",
        f"Code iPads\n{code(6)}\nniet aan de kinderen laten zien!",
    )

    r.add(
        "school_wifi_password",
        f"wifi school (Zonnewijzer-Personeel) ww: {wifi_key()}",
        f"wachtwoord wifi personeel\n{wifi_key()}",
        f"WIFI:T:WPA;S:ZW-Personeel;P:{wifi_key()};;",
        f"uit de handleiding van Bas:\nwifi:\n  ssid: ZW-Personeel\n  psk: {wifi_key()}",
        f"wifi leerkrachten {wifi_key()} (gast wifi is open)",
    )

    r.add(
        "home_wifi_key",
        f"wifi thuis {wifi_key()}",
        f"Ziggo modem wifi wachtwoord: {wifi_key()}",
        f"netwerk thuis = Ziggo{digits(7)}\nwachtwoord = {wifi_key()}",
        f"wifi code voor oppas: {wifi_key()}",
        f"home wifi pw {wifi_key()} (for the babysitter)",
    )

    r.add(
        "school_alarm_code",
        f"alarmcode school {code(4)}",
        f"code alarm (als ik als laatste ga) {code(pick(4, 5))} + OFF",
        f"Alarm uitzetten: {code(4)} en dan op de groene knop",
        f"inbraakalarm hoofdgebouw\n{code(pick(4, 6))}",
        f"alarm code school: {code(4)} - Henk says don't share",
    )

    r.add(
        "key_safe_code",
        f"sleutelkluisje bij de zij-ingang {code(4)}",
        f"code sleutelkastje: {code(pick(4, 5))}",
        f"kluisje met de gymzaalsleutels\n{code(4)}",
        f"key safe (gymzaal) {code(4)}",
        f"sleutelkluis mama code {code(4)}",
    )

    r.add(
        "office365_password",
        f"Office 365 school\nm.devries@zonnewijzer.example\n{any_pw()}",
        f"microsoft teams / outlook wachtwoord {any_pw()}",
        f"O365 ww: {nl_pw()}",
        f"schoolaccount microsoft (ook voor teams) {any_pw()}",
        f"{{\"account\": \"m.devries@zonnewijzer.example\", \"wachtwoord\": \"{any_pw()}\"}}  <- zo stond het in de mail van Bas",
    )

    r.add(
        "authenticator_setup_key",
        f"Authenticator sleutel (als ik een nieuwe telefoon krijg) {groups(totp_seed(32), 4)}",
        f"parnassys 2fa geheime sleutel: {totp_seed(pick(16, 32))}",
        f"otpauth://totp/Parnassys:mdevries_zw?secret={totp_seed(32)}&issuer=Parnassys",
        f"Microsoft authenticator code handmatig invoeren\n{groups(totp_seed(16).lower(), 4)}",
        f"2FA setup key for Basispoort: {totp_seed(32)}",
    )

    r.add(
        "basispoort_password",
        f"Basispoort ww {nl_pw()}",
        f"basispoort (rekentuin, snappet enz) wachtwoord: {any_pw()}",
        f"Basispoort inloggen\nmarloes.devries\n{nl_pw()}",
        f"nieuw ww basispoort: {any_pw()}",
        f"basispoort password -> {nl_pw()}",
    )

    r.add(
        "apple_id_password",
        f"Apple ID wachtwoord {any_pw()}",
        f"icloud ww: {nl_pw()}",
        f"apple id (m.devries83@ziggo.example) = {any_pw()}",
        f"AppleID pw\n{nl_pw()}",
        f"wachtwoord apple-account (voor app store op de klas-ipads): {any_pw()}",
    )

    r.add(
        "email_password",
        f"gmail wachtwoord {any_pw()}",
        f"mail ziggo (marloes.dv@ziggo.example) ww {nl_pw()}",
        f"Wachtwoord privé mail: {any_pw()}",
        f"email pw {nl_pw()} dont forget",
        f"hotmail (oude) wachtwoord {any_pw()}",
    )

    r.add(
        "streaming_password",
        f"netflix van zus: {any_pw()}",
        f"Videoland ww {nl_pw()}",
        f"Disney+ inlog sanne@acme.example / {nl_pw()}",
        f"spotify family wachtwoord {any_pw()}",
        f"NPO Plus password: {nl_pw()}",
    )

    r.add(
        "microsoft_recovery_code",
        f"herstelcode Microsoft account: {ms_recovery_code()}",
        f"Microsoft recovery code (van Bas gekregen, bewaren!)\n{ms_recovery_code()}",
        f"MS herstelcode {ms_recovery_code()}",
        f"recovery code outlook privé = {ms_recovery_code()}",
        f"Bewaar deze herstelcode: {ms_recovery_code()}",
    )

    r.add(
        "screen_time_code",
        f"schermtijd code ipad thuis {code(4)}",
        f"Screen Time toegangscode kinderen: {code(4)}",
        f"schermtijd-code (niet Noor vertellen) {code(4)}",
        f"ouderlijk toezicht code tablet\n{code(4)}",
        f"begeleide toegang ipads klas, code om eruit te komen: {code(pick(4, 6))}",
    )

    r.add(
        "sim_puk_code",
        f"PUK code telefoon {puk()}",
        f"puk: {puk()} (staat ook op het pasje in de la)",
        f"PUK simkaart werktelefoon\n{puk()}",
        f"sim PUK {puk()}",
        f"pukcode KPN {puk()}",
    )

    r.add(
        "google_app_password",
        f"app-wachtwoord google voor de mail op de ipad: {app_password()}",
        f"Gmail app password (for Outlook) {app_password()}",
        f"Google app wachtwoord\n{app_password()}",
        f"app ww gmail op laptop {app_password().replace(' ', '')}",
    )

    r.add(
        "apple_recovery_key",
        f"Apple herstelsleutel: {apple_recovery_key()}",
        f"herstelsleutel icloud (28 tekens)\n{apple_recovery_key()}",
        f"Apple ID recovery key {apple_recovery_key()} - printed one is in the map",
        f"herstelsleutel apple {apple_recovery_key()}",
    )

    r.add(
        "crypto_seed_phrase",
        f"herstelzin wallet (van Jeroen, bitcoin) {seed24()}",
        f"Bitvavo? nee, de ledger: {seed24()}",
        f"seed phrase\n{seed24()}",
        f"12 woorden crypto: {seed_phrase(12)}",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker herstelsleutel schoollaptop: {bitlocker_key()}",
        f"laptop vroeg om herstelsleutel, Bas gaf:\n{bitlocker_key()}",
        f"bitlocker key {bitlocker_key()}",
        f"Herstelsleutel (id {hexs(8).upper()}) = {bitlocker_key()}",
    )

    r.add(
        "router_admin_password",
        f"modem instellingen (192.168.178.1) admin ww {rnd(ALNUM, pick(10, 12))}",
        f"router admin: admin / {rnd(ALNUM, 10)}",
        f"inlog Ziggo modem beheer\n{rnd(LOWER + DIGITS, 12)}",
        f"router password (sticker onderkant) {rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "password_reset_link",
        f"link om ww te resetten (24 uur geldig) {reset_link('app.socialschools.example')}",
        f"Bas stuurde deze, nog niet gebruikt:\n{reset_link('login.parnassys.example')}",
        f"reset link basispoort {reset_link('basispoort.example')}",
        f"password reset: {reset_link('mijn.zonnewijzer.example')}",
    )

    r.add(
        "teams_webhook_url",
        f"Teams webhook voor ziekmeldingen (van Bas) {teams_webhook()}",
        f"webhook url kanaal groep 5\n{teams_webhook()}",
        f"Incoming webhook Teams: {teams_webhook()}",
        f"webhook = {teams_webhook()}  (voor de Forms koppeling)",
    )

    r.add(
        "wordpress_app_password",
        f"klassenblog WordPress app-wachtwoord: {wp_app_password()}",
        f"WordPress application password (voor de app op de ipad)\n{wp_app_password()}",
        f"blog groep 5 -> gebruiker juf_marloes, toepassingswachtwoord {wp_app_password()}",
        f"wp app ww {wp_app_password()}",
    )

    r.add(
        "password_manager_secret_key",
        f"1Password Secret Key: {onepassword_secret_key()}",
        f"geheime sleutel 1password (noodset)\n{onepassword_secret_key()}",
        f"1pw secret key {onepassword_secret_key()} + mijn hoofdwachtwoord",
        f"Emergency kit 1Password, secret key = {onepassword_secret_key()}",
    )

    r.add(
        "voicemail_pin",
        f"voicemail pincode {code(4)}",
        f"code voicemail werktelefoon: {code(pick(4, 5))}",
        f"voicemail afluisteren 1233 bellen, pin {code(4)}",
        f"Voicemail PIN\n{code(4)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "pupil_id",
        f"leerlingnummer Daan (Parnassys) {pupil_id()}",
        f"llnr Fenna: {pupil_id()}",
        f"nieuwe leerling Yusuf, leerlingnummer\n{pupil_id()}",
        f"| naam | lln |\n|---|---|\n| Mila | {pupil_id()} |\n| Sem | {pupil_id()} |",
        f"pupil number for the Cito export: {pupil_id()}",
    )

    r.add(
        "public_iban",
        f"ouderbijdrage overmaken naar {nl_iban()} t.n.v. Stichting OBS De Zonnewijzer",
        f"rekeningnummer schoolreis: {nl_iban(spaced=False)}",
        f"Tikkie terugbetalen aan Sanne {nl_iban()}",
        f"IBAN oudervereniging\n{nl_iban()}",
        f"my IBAN for the expense claim (declaratie): {nl_iban()}",
    )

    r.add(
        "invoice_reference",
        f"factuurnummer F{pick('2024', '2025')}-{digits(5)} (knutselspullen)",
        f"Factuur {digits(8, lead=True)} van Heutink, nog te betalen {amount()}",
        f"invoice no. INV-{digits(6)} for the excursion bus",
        f"factuur nr {digits(6, lead=True)} doorsturen naar administratie",
        f"betalingskenmerk {groups(digits(16, lead=True), 4)} (acceptgiro gemeente)",
    )

    r.add(
        "webshop_order_number",
        f"bol bestelling {digits(10, lead=True)} (boeken klassenbieb)",
        f"bestelnummer: {digits(9, lead=True)}",
        f"Order #{digits(7, lead=True)} — Action? nee, Hema online",
        f"bestelling klassenpotjes nr\n{rnd(UPPER, 2)}{digits(8)}",
        f"order number {digits(10, lead=True)}, return before {datum()}",
    )

    r.add(
        "parcel_tracking_code",
        f"track & trace PostNL {postnl()}",
        f"pakketje knutselspullen: {postnl()}",
        f"DHL zending JVGL{digits(14)}",
        f"T&T\n{postnl()}\n(bij de buren afgegeven?)",
        f"tracking number {s10('RR', 'NL')} (registered letter)",
    )

    r.add(
        "trip_booking_reference",
        f"boekingsnummer schoolreis Efteling: {booking_ref()}",
        f"NS groepsreis reserveringscode {booking_ref()}",
        f"reserveringsnr museum (Spoorwegmuseum, 28 kids): {digits(8, lead=True)}",
        f"booking ref {booking_ref()} for the hotel in Texel (kamp groep 8)",
        f"Boeking\n{booking_ref()}\nvertrek 8:15 bij school",
    )

    r.add(
        "masked_card_digits",
        f"betaald met pas eindigend op {digits(4)}",
        f"creditcard **** **** **** {digits(4)} verloopt {secrets.randbelow(12) + 1:02d}/{pick('26', '27', '28')}",
        f"welke pas? die met laatste 4 {digits(4)}",
        f"Visa ending in {digits(4)} used for the bol order",
        f"rekening NL** RABO **** **{digits(4)} (gezamenlijke)",
    )

    r.add(
        "phone_numbers",
        f"conciërge Henk {mobile()}",
        f"school {landline()}, noodnummer {mobile()}",
        f"moeder van Lotte: {mobile()}\nvader: +31 6 {digits(8)}",
        f"Bas (ICT) {mobile()} alleen bellen als het écht niet werkt",
        f"huisarts {landline()}",
    )

    r.add(
        "dates_and_amounts",
        f"ouderbijdrage {amount()} per kind, vóór {datum()}",
        f"schoolreis kost {amount()}, betaald door {secrets.randbelow(25) + 5} van de 28",
        f"budget klas dit jaar: {amount()} — over: {amount()}",
        f"spreekavond {datum()} 19:00-21:30",
        f"sponsorloop opbrengst {amount()} + {amount()} contant",
    )

    r.add(
        "device_serial",
        f"serienummer iPad 3: {ipad_serial()}",
        f"kopieerapparaat Ricoh serienr {rnd(UPPER + DIGITS, 11)} (voor storing melden)",
        f"laptop school S/N {rnd(UPPER + DIGITS, 8)}",
        f"iPads klas\n1 {ipad_serial()}\n2 {ipad_serial()}\n3 {ipad_serial()}",
        f"{{\"device\": \"digibord lokaal 2.04\", \"serial\": \"{rnd(UPPER + DIGITS, 14)}\"}}",
    )

    r.add(
        "mac_address",
        f"MAC adres iPad 4 (voor Bas, whitelist) {mac(upper=True)}",
        f"wifi-adres tablet: {mac()}",
        f"mac van mijn laptop {mac('-', upper=True)}",
        f"Wi-Fi address\n{mac()}",
        f"mac addresses to register:\n- {mac()}\n- {mac()}",
    )

    r.add(
        "app_version",
        f"Parnassys app versie {secrets.randbelow(5) + 3}.{secrets.randbelow(20)}.{secrets.randbelow(10)}",
        f"iPadOS {pick('17', '18')}.{secrets.randbelow(7)}.{secrets.randbelow(3)} (build {digits(2, lead=True)}{rnd(UPPER, 1)}{digits(3)}) op alle ipads",
        f"Social Schools app v{secrets.randbelow(3) + 2}.{secrets.randbelow(40)}.{secrets.randbelow(10)} doet raar",
        f"Snappet update naar {pick('2024', '2025')}.{secrets.randbelow(12) + 1}.{secrets.randbelow(30)}",
        f"Windows version 10.0.{digits(5, lead=True)}.{digits(4, lead=True)} on the school laptop",
    )

    r.add(
        "link_with_uuid",
        f"https://app.socialschools.example/groups/{uid()}/posts (groep 5 pagina)",
        f"teams kanaal link https://teams.acme.example/l/channel/{uid()}/Groep5",
        f"formulier ouderhulp: https://forms.acme.example/r/{uid()}",
        f"gedeelde map\nhttps://onedrive.acme.example/folders/{uid()}",
        f"link to the photo album https://fotos.zonnewijzer.example/album/{uid()}",
    )

    r.add(
        "expired_sms_code",
        f"DigiD sms-code {digits(6)} (al gebruikt)",
        f"verificatiecode {digits(6)} — verlopen, nieuwe aangevraagd",
        f"code {digits(6)} van de bank was al verlopen toen ik hem intypte",
        f"Parnassys sent {digits(6)} but it expired after 5 min",
        f"eenmalige code {digits(6)} is gebruikt, niet meer geldig",
    )

    r.add(
        "where_password_is_kept",
        "wachtwoord kopieerapparaat staat in het mapje bij Henk",
        "ww Parnassys staat in mijn wachtwoordkluis, niet hier opschrijven!",
        "code alarm: vragen aan de directeur (niet per mail)",
        "wifi wachtwoord hangt op het prikbord in de teamkamer",
        "password for the class iPads: ask Bas, he changes it every term",
    )

    r.add(
        "wifi_network_name",
        f"wifi naam thuis: Ziggo{digits(7)}",
        "netwerk school = ZW-Personeel (leerlingen: ZW-Leerling)",
        f"hotspot telefoon heet iPhone van Marloes ({digits(2)})",
        "SSID kamp: Texel-Gasten, wachtwoord krijgen we daar",
        "eduroam werkt niet op school, gebruik ZW-Gast",
    )

    r.add(
        "helpdesk_ticket",
        f"melding digibord kapot: ticket {ticket()}",
        f"Bas heeft een ticket aangemaakt {ticket()}",
        f"storingsnummer Ricoh {digits(7, lead=True)}",
        f"IT ticket {ticket()} - iPad 2 won't charge",
        f"ticketnr\n{ticket()}\nstatus: in behandeling",
    )

    r.add(
        "customer_number",
        f"klantnummer Ziggo {digits(8, lead=True)}",
        f"Eneco klantnr: {digits(9, lead=True)}",
        f"klantnummer bij de bibliotheek (klassenpas) {digits(10, lead=True)}",
        f"Heutink debiteurnummer {digits(6, lead=True)}",
        f"customer no. {digits(7, lead=True)} (Vattenfall)",
    )

    r.add(
        "login_name_only",
        "Parnassys gebruikersnaam: mdevries_zw",
        "inlognaam basispoort = marloes.devries (wachtwoord weet ik)",
        "Social Schools login is m.devries@zonnewijzer.example",
        "DigiD username marloesdv83",
        "apple id van de klas-ipads: ipads.groep5@zonnewijzer.example",
    )

    r.add(
        "public_site_key",
        f"reCAPTCHA site key voor het klassenblog (Bas zegt: mag openbaar) {recaptcha_site_key()}",
        f"Google Analytics meet-ID {ga4_id()}",
        f"publishable key sponsorloop-betaalpagina {stripe_publishable_key()}",
        f"OAuth client id (Google Classroom koppeling): {google_client_id()}",
        f"site key\n{recaptcha_site_key()}\n(de secret key heeft Bas)",
    )

    r.add(
        "secret_placeholder",
        "in de config van Bas: WP_PASSWORD=${WP_PASSWORD}",
        "password: ${{ secrets.BLOG_WP_APP_PASSWORD }}",
        "wifi_key: <vul in>\nadmin_pw: ******",
        "DB_PASSWORD staat in .env (niet in deze notitie)",
        "wachtwoord: [zie 1Password > School > Parnassys]",
    )

    r.add(
        "key_and_room_number",
        f"sleutel nr {secrets.randbelow(60) + 1}{pick('', 'A', 'B')} = lokaal 2.{secrets.randbelow(12) + 1:02d}",
        f"kluisje nummer {secrets.randbelow(40) + 1} in de gang",
        f"gymzaal sleutel {secrets.randbelow(9) + 1}-{secrets.randbelow(90) + 10}",
        f"room {pick('1', '2')}.{secrets.randbelow(15) + 1:02d} for the parent evening",
        f"lokaal {secrets.randbelow(20) + 1}, kast {secrets.randbelow(6) + 1}, plank {secrets.randbelow(4) + 1}",
    )

    r.add(
        "brin_number",
        f"BRIN school {brin()}",
        f"brinnummer {brin()}00 (nodig voor aanmelden Cito)",
        f"BRIN: {brin()}",
        f"school code for Basispoort (BRIN) {brin()} , vestiging 01",
    )

    r.add(
        "imei_number",
        f"IMEI werktelefoon {imei()}",
        f"imei: {imei()} (voor verzekering)",
        f"IMEI iPad cellular\n{imei()}",
        f"phone IMEI {imei()} - stolen bike + phone report",
    )

    r.add(
        "meeting_id",
        f"Teams vergadering ID {groups(digits(12, lead=True), 3)}",
        f"zoom meeting-id {groups(digits(11, lead=True), 3)} (ouderavond online)",
        f"vergader-ID\n{groups(digits(12, lead=True), 3)}",
        f"meeting ID {digits(10, lead=True)} — link in de agenda",
    )

    r.add(
        "insurance_policy_number",
        f"polisnummer fietsverzekering {digits(9, lead=True)}",
        f"zorgverzekering polis {rnd(UPPER, 2)}{digits(8)}",
        f"inboedel polisnr: {digits(8, lead=True)}",
        f"policy number {digits(10, lead=True)} (reisverzekering)",
    )

    r.add(
        "isbn_number",
        f"ISBN rekenboek 5b {ean13('978')}",
        f"bestellen voor klassenbieb: {ean13('978')}",
        f"isbn\n{ean13('978')}\n{ean13('978')}",
        f"ISBN of the read-aloud book: {ean13('978')}",
    )

    r.add(
        "certificate_fingerprint",
        f"certificaat wifi (ZW-Personeel) SHA-256 vingerafdruk {cert_fp()} — Bas zegt klopt, accepteren",
        f"vingerafdruk server certificaat:\n{cert_fp()}",
        f"SHA1 fingerprint {':'.join(hexs(40).upper()[i:i + 2] for i in range(0, 40, 2))}",
        f"cert fingerprint shown on the iPad: {cert_fp()}",
    )

    r.add(
        "download_checksum",
        f"SHA256 van het Cito installatiebestand {hexs(64)}",
        f"checksum (Bas zei: controleren) {hexs(64)}",
        f"MD5 {hexs(32)} leerlingvolgsysteem-setup.exe",
        f"sha-256:\n{hexs(64)}",
    )

    r.add(
        "ov_chipkaart_number",
        f"OV-chipkaart nummer {ov_number()}",
        f"ov kaart Noor: {ov_number()}",
        f"kaartnummer ov (voor declaratie reiskosten)\n{ov_number()}",
        f"OV card no {ov_number()}",
    )

    r.add(
        "bike_frame_number",
        f"framenummer fiets {frame_number()}",
        f"frame nr bakfiets: {frame_number()}",
        f"aangifte gestolen fiets, framenummer\n{frame_number()}",
        f"frame number {frame_number()} (Gazelle, zwart)",
    )

    r.add(
        "kvk_number",
        f"KvK stichting {kvk()}",
        f"kvk-nummer oudervereniging: {kvk()}",
        f"Kamer van Koophandel nr\n{kvk()}",
        f"Chamber of Commerce number {kvk()} for the invoice",
    )

    return r


def main() -> None:
    write_corpora("make_heldout403.py", [
        ("heldout403_credentials.yaml", credentials(), "Held-out batch 403: credentials a primary school teacher in Utrecht keeps (Parnassys, Social Schools, Basispoort, DigiD, bank and card PINs, door, alarm and lock codes, Wi-Fi keys, recovery keys and more)"),
        ("heldout403_lookalikes.yaml", lookalikes(), "Held-out batch 403: a primary school teacher's pupil, order, booking, invoice and ticket numbers, IBANs, serials, masked cards, used codes, public keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
