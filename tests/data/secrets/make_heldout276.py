# ruff: noqa: E501
"""Writes heldout276_credentials.yaml and heldout276_lookalikes.yaml: held-out batch 276.

Persona: a travel agent in Tirana who writes her notes in Albanian, with some Italian and
English. She keeps the logins for the airline GDS (Amadeus) and the consolidator portals,
the agency's Raiffeisen and BKT e-banking and token codes, the e-Albania business account,
the e-Fatura certificate password, the office Wi-Fi, the Instagram and Facebook pages and
the safe; and many notes that only look like secrets: PNR codes, ticket numbers, NIPT tax
numbers, NIVF/NSLF invoice codes, IBANs, flight numbers and masked card numbers.

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
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    onepassword_secret_key,
    openssh_private,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

PLACES = ["Dajti", "Butrinti", "Vlora", "Shkodra", "Korca", "Berati", "Saranda", "Theth", "Ksamil", "Gjirokastra", "Durresi", "Valbona"]
WORDS_SQ = ["diell", "deti", "mali", "lule", "qershi", "bora", "flutur", "ylli", "hena", "pylli", "guri", "ujku", "shqiponja", "rrushi"]
SYMBOLS = "!#$%&*@?"


def sq_pw() -> str:
    """A password the way she would pick one, or a manager's random one."""
    return pick(
        f"{pick(*PLACES)}{digits(4)}{pick(*SYMBOLS)}",
        f"{pick(*WORDS_SQ).capitalize()}.{pick(*WORDS_SQ)}{digits(2)}{pick(*SYMBOLS)}",
        f"{pick(*PLACES)}_{pick(*WORDS_SQ)}{digits(3)}",
        rnd(ALNUM + "!#%&*", 14),
        pw(),
    )


def office_id() -> str:
    """An Amadeus office id: city code, a letter, then digits."""
    return f"TIA{pick(*UPPER)}{digits(5, lead=True)}"


def agent_sign() -> str:
    return f"{digits(4)}{rnd(UPPER, 2)}"


def pnr() -> str:
    return "".join(secrets.choice(UPPER + "23456789") for _ in range(6))


def ticket() -> str:
    return f"{pick('235', '055', '220', '257', '390', '157')}-{digits(10, lead=True)}"


def nipt() -> str:
    return f"{pick('K', 'L', 'M')}{digits(8)}{pick(*UPPER)}"


def al_iban(spaced: bool = True) -> str:
    bank = pick("202", "205", "212", "208")
    return iban("AL", bank + digits(5) + rnd(UPPER + DIGITS, 16) if secrets.randbelow(2) else bank + digits(5) + digits(16), spaced)


def flight() -> str:
    return f"{pick('ZB', 'W6', 'FR', 'TK', 'AZ', 'OS', 'LH', 'A3', 'JU')} {digits(pick(3, 4), lead=True)}"


def biz_code() -> str:
    """An Albanian fiscalisation code (business unit, TCR, operator): two letters, three digits, repeated."""
    return f"{rnd(LOWER, 2)}{digits(3)}{rnd(LOWER, 2)}{digits(3)}"


def nslf() -> str:
    return rnd(HEX.upper()[:16], 32)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "amadeus_gds_login",
        f"Amadeus Selling Platform\nOffice ID: {office_id()}\nSign: {agent_sign()}\nFjalëkalimi: {sq_pw()}",
        f"amadeus - office {office_id()} / sign {agent_sign()} / pass {sq_pw()} (ndryshuar sot, mos e harro)",
        f"Hyrja ne Amadeus per Ervisin: sign {agent_sign()}, fjalekalimi i ri {sq_pw()} (e ndryshon ai ne hyrjen e pare)",
        f"SPC login: https://acme-spc.example/login  user {agent_sign()}@{office_id()}  pwd: {sq_pw()}",
        f"Amadeus, password scaduta — nuova: {sq_pw()} (office {office_id()})",
        f"AMADEUS\n  {office_id()}  sign {agent_sign()}\n  pw {sq_pw()}\n  (Klea: sign {agent_sign()}  pw {sq_pw()})",
    )
    r.add(
        "consolidator_portal_password",
        f"Portali i konsolidatorit (Acme Consolidator): përdoruesi agjensia.tirana, fjalëkalimi {sq_pw()}",
        f"consolidator.acme.example -> user: info@tirana-travel.example pass: {sq_pw()}",
        f"Konsolidatori italian (Roma): login tiranatravel / {sq_pw()}  — assistenza 06 000 0000",
        f"B2B portal i ticketing-ut\nusername: TRT{digits(4)}\npassword: {sq_pw()}\nPIN per emetim: {digits(4)}",
        f"portali i charterave per vere: agjent{digits(3)} / {sq_pw()}",
    )
    r.add(
        "raiffeisen_ebanking_login",
        f"Raiffeisen ON (biznes)\nPërdoruesi: TRTRAVEL{digits(2)}\nFjalëkalimi: {sq_pw()}",
        f"Raiffeisen e-banking: user {rnd(UPPER, 3)}{digits(6)} pass {sq_pw()}",
        f"banka raiffeisen - hyrja per llogarine e agjensise: fjalkalimi {sq_pw()} (user eshte NIPT-i)",
        f"Raiffeisen Business Online, kodi i aktivizimit qe erdhi me zarf: {digits(4)}-{digits(4)}-{digits(4)}",
        f"RBAL internet banking – password nuova {sq_pw()}, la vecchia non funziona piu",
    )
    r.add(
        "bkt_ebanking_login",
        f"BKT e-Banking\nuser: {LOWER[secrets.randbelow(26)]}.{pick('hoxha', 'dervishi', 'leka', 'shehu')}{digits(2)}\npass: {sq_pw()}",
        f"BKT biznes - fjalëkalimi: {sq_pw()}  (username TRT-{digits(5)})",
        f"bkt smart: pin i aplikacionit {digits(6)}, fjalekalimi i hyrjes {sq_pw()}",
        f"BKT: kodi i perkohshem qe dha banka per hyrjen e pare: {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "bank_token_pin",
        f"PIN-i i token-it te Raiffeisen: {digits(4)}",
        f"token BKT (ai i zi) - PIN {digits(6)}, mos e shkruaj gabim 3 here se bllokohet",
        f"Token PIN Raiffeisen: {digits(4)} / token PIN BKT: {digits(6)}",
        f"kodi PUK per te zhbllokuar token-in e bankes: {digits(8)}",
        f"pin tokeni {digits(4)} (e vendosa une, jo banka)",
    )
    r.add(
        "bank_token_seed",
        f"Aktivizimi i mobile token BKT: seriali {digits(10)}, kodi i aktivizimit {groups(rnd(UPPER + DIGITS, 16), 4, '-')}",
        f"QR e token-it nuk punon, kodi manual: {groups(rnd(UPPER + '234567', 32), 4)}",
        f"otpauth://totp/Raiffeisen:trtravel?secret={rnd(UPPER + '234567', 32)}&issuer=Raiffeisen",
        f"Google Authenticator per FB-ne e agjencise, secret key: {groups(rnd(LOWER + '234567', 32), 4)}",
        f"2FA e Amadeus (seed): {rnd(UPPER + '234567', 16)}",
    )
    r.add(
        "e_albania_password",
        f"e-Albania (biznesi)\nNIPT: {nipt()}\nFjalëkalimi: {sq_pw()}",
        f"e-albania - pass i ri {sq_pw()}, user me NIPT",
        f"e-Albania i imi personal: {sq_pw()}  (mos e jep te askush)",
        f"eAlbania login per agjensine: {nipt()} / {sq_pw()} — e ndryshuam pas kontrollit",
        f"e-Albania kodi i verifikimit qe erdhi me SMS per ndryshimin e emailit: {digits(6)} (e perdor sot)",
    )
    r.add(
        "efatura_certificate_password",
        f"Certifikata e e-Fatura (.p12)\nSkedari: trtravel_efatura.p12\nFjalëkalimi: {sq_pw()}",
        f"fjalekalimi i certifikates elektronike per fiskalizimin: {rnd(ALNUM + '!#%', 12)}",
        f"e-Fatura cert pass {sq_pw()} - e perdor programi i faturave kur kerkon certifikaten",
        f"Certificato per la fatturazione (AKSHI): password {sq_pw()}, scade nel 2027",
        f"openssl pkcs12 -in efatura.p12 -nodes -passin pass:{rnd(ALNUM, 12)} -out cert.pem",
    )
    r.add(
        "efatura_portal_login",
        f"portali e-Fatura (self-care): operatori {biz_code()} / fjalëkalimi {sq_pw()}",
        f"efatura login: user trtravel.admin  pass: {sq_pw()}",
        f"Sistemi i faturave: login {pick('drita', 'admin', 'arjana')} / {sq_pw()}, kodi i operatorit {biz_code()}",
        f"self-care e-fatura: {nipt()} / {sq_pw()}",
        f"Programi i kases fiskale (zyra Durres): admin / {digits(4)}{pick(*PLACES)}",
    )
    r.add(
        "office_wifi_password",
        f"Wi-Fi i zyrës: TiranaTravel_5G / {sq_pw()}",
        f"wifi zyra\nSSID: TRT-Office\nfjalëkalimi: {pick(*PLACES).lower()}{digits(4)}",
        f"WIFI:T:WPA;S:TiranaTravel;P:{sq_pw()};;",
        f"fjalekalimi i wifi-t per ne (jo per klientet): {rnd(ALNUM, 12)}",
        f"Wi-Fi password dell'ufficio: {pick(*PLACES)}{digits(4)}!",
    )
    r.add(
        "router_admin_password",
        f"Router-i (ALBtelecom): http://192.168.1.1  admin / {sq_pw()}",
        f"Paneli i routerit: user admin, pass {rnd(ALNUM, 10)} (e ndryshoi tekniku)",
        f"router zyra - admin pass: {sq_pw()}",
        f"Modem One: përdoruesi superadmin, fjalëkalimi {rnd(ALNUM, 12)}",
        f"Router admin password: {sq_pw()} (pas resetit)",
    )
    r.add(
        "instagram_login",
        f"Instagram @tiranatravel.example\nemail: social@tirana-travel.example\npass: {sq_pw()}",
        f"IG agjensia - fjalekalimi {sq_pw()}",
        f"instagram: tiranatravel_al / {sq_pw()}  (2FA me telefonin e zyres)",
        f"Password Instagram cambiata: {sq_pw()} — dirlo a Klea",
        f"llogaria e IG per ofertat e veres: ofertat.tirana / {sq_pw()}",
    )
    r.add(
        "instagram_backup_codes",
        "Kodet rezervë Instagram:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
        "IG backup codes: " + ", ".join(digits(8) for _ in range(4)),
        "kodet e rikuperimit per IG (perdori nje nga nje):\n" + "  ".join(f"{digits(4)}-{digits(4)}" for _ in range(6)),
        "IG 2FA\n" + "\n".join(f"{i}. {digits(8)}" for i in range(1, 5)),
        f"backup code i fundit i Instagramit: {digits(4)} {digits(4)} (te tjerat i perdora)",
    )
    r.add(
        "facebook_page_login",
        f"Facebook (admin i faqes Tirana Travel): email fb@tirana-travel.example, fjalëkalimi {sq_pw()}",
        f"fb - {sq_pw()}",
        f"Facebook Business Manager: drita.trt@example.com / {sq_pw()}",
        f"Facebook, kodet e rikuperimit: {digits(8)} {digits(8)} {digits(8)}",
        f"Llogaria e FB per reklamat: pass {sq_pw()}, kodi i 2FA i fundit nuk punoi, e ridhashë",
    )
    r.add(
        "meta_page_access_token",
        f"Token-i i faqes FB per chatbot-in e rezervimeve: EAA{rnd(ALNUM, 180)}",
        f"META_PAGE_TOKEN=EAAG{rnd(ALNUM, 170)}",
        f"WhatsApp Business API token (nga Meta): EAAB{rnd(ALNUM, 190)}  — e ka vendosur Ardi ne faqe",
        f"Authorization: Bearer EAA{rnd(ALNUM, 160)}",
    )
    r.add(
        "safe_combination",
        f"Kasaforta: {digits(2)}-{digits(2)}-{digits(2)}-{digits(2)}",
        f"kodi i kasafortes {digits(6)} (e ndryshova te henen)",
        f"Kasaforta e vogel ne zyren e pasme: kodi {digits(4)}, çelësi rezervë te Drita",
        f"cassaforte ufficio: combinazione {digits(2)} destra, {digits(2)} sinistra, {digits(2)} destra",
        f"kasaforta - kodi i ri: {digits(6)}#",
    )
    r.add(
        "office_alarm_code",
        f"Alarmi i zyrës: kodi {digits(4)}, pastaj shtyp OFF",
        f"alarm code {digits(4)} - kodi i shtrëngimit (nëse më detyrojnë): {digits(4)}",
        f"Kodi i alarmit per pastruesen: {digits(4)} (vetem te martave)",
        f"codice allarme negozio: {digits(5)}",
        f"alarmi - kodi master (vetem une): {digits(6)}",
    )
    r.add(
        "corporate_card",
        f"Karta e biznesit Visa: {groups(luhn('4'), 4)}  skadon {card_expiry()}  CVV {digits(3)}",
        f"Mastercard e agjensise per pagesat e hotelit: {luhn('5' + pick('1', '2', '3', '4', '5'))} exp {card_expiry()} cvc {digits(3)}",
        f"karta BKT debit - PIN {digits(4)}",
        f"Carta aziendale: {groups(luhn('4'), 4, '-')}, scad. {card_expiry()}, CVV2 {digits(3)}, PIN {digits(4)}",
        f"karta virtuale per pagesat te Wizz: {groups(luhn('5' + pick('1', '2', '3', '4', '5')), 4)} {card_expiry()} {digits(3)}",
    )
    r.add(
        "agency_email_password",
        f"Email-i i agjencisë: info@tirana-travel.example / {sq_pw()}\nIMAP mail.tirana-travel.example:993",
        f"webmail rezervime@tirana-travel.example fjalekalimi {sq_pw()}",
        f"Gmail i zyrës, app password për Outlook: {app_password()}",
        f"SMTP per faqen: smtp.tirana-travel.example:587 user noreply@tirana-travel.example pass {rnd(ALNUM, 16)}",
        f"email-i i vjeter (ofertat@) pass {sq_pw()} - ende merr email nga hotelet",
    )
    r.add(
        "website_admin_login",
        f"WordPress admin i faqes: https://tirana-travel.example/wp-admin  user: drita  pass: {sq_pw()}",
        f"wp-admin - admin_trt / {rnd(ALNUM + '!@#$%^&*()', 20)}",
        f"cPanel i hostingut: tiranatr / {sq_pw()}",
        f"hosting FTP: ftp.tirana-travel.example, user ftp_trt, pass {rnd(ALNUM, 14)}",
        f"WordPress application password (per plugin-in e rezervimeve): {groups(rnd(ALNUM, 24), 4)}",
    )
    r.add(
        "website_database_url",
        f"DB_URL=mysql://trt_wp:{rnd(ALNUM, 16)}@db.tirana-travel.internal:3306/trt_wp",
        f"define('DB_PASSWORD', '{rnd(ALNUM + '!#%', 18)}');",
        f"databaza e rezervimeve online: postgresql://booking:{rnd(ALNUM, 20)}@pg.acme.internal:5432/rezervime",
        f"wp-config:\n  DB_NAME trt_wp\n  DB_USER trt_wp\n  DB_PASSWORD {rnd(ALNUM + '#%!', 18)}",
        f"Server=sql.acme.internal;Database=Kontabiliteti;User Id=trt;Password={sq_pw()};",
    )
    r.add(
        "hosting_ssh_key",
        f"Çelësi SSH për serverin e faqes (mos e humb):\n{openssh_private()}",
        f"key per deploy ne hosting (e dha Ardi):\n{openssh_private()}",
        f"ssh key, passphrase: {sq_pw()} (celesi eshte ne laptopin e zyres)",
        f"ssh root@vps.tirana-travel.example  (pass: {sq_pw()})",
    )
    r.add(
        "hotel_api_credentials",
        f"Hotelbeds API\nApi-key: {hexs(32)}\nSecret: {rnd(ALNUM, 10)}",
        f"API i hoteleve (test): key {hexs(32)} secret {rnd(LOWER + DIGITS, 10)}",
        f"X-Api-Key: {hexs(32)}\nX-Signature secret: {rnd(ALNUM, 10)}",
        f"bedbank-i italian: client_id trt_tia, client_secret {rnd(URLSAFE, 40)}",
        f"channel manager API token per apartamentin: {rnd(ALNUM, 48)}",
    )
    r.add(
        "payment_gateway_key",
        f"Stripe për pagesat online: sk_live_51{rnd(ALNUM, 97)}",
        f"STRIPE_SECRET_KEY=sk_live_{rnd(ALNUM, 24)}",
        f"webhook secret i Stripe: whsec_{rnd(ALNUM, 32)}",
        f"POS virtual i bankës (e-commerce): merchant TRT{digits(6)}, secret key {hexs(64)}",
    )
    r.add(
        "sms_gateway_token",
        f"Twilio për SMS-të e konfirmimit: SID AC{hexs(32)} token {hexs(32)}",
        f"TWILIO_AUTH_TOKEN={hexs(32)}",
        f"SMS gateway (acme-sms) api key: {rnd(ALNUM, 40)}",
        f"sms.acme.example -> user trt, api_password {rnd(ALNUM, 16)}",
        f"curl -u AC{hexs(32)}:{hexs(32)} https://api.twilio.example/2010-04-01/Accounts",
    )
    r.add(
        "newsletter_api_key",
        f"Mailchimp api key për newsletter-in: {hexs(32)}-us{pick(14, 17, 21)}",
        f"mailchimp: {hexs(32)}-us21 (lista 'Klientet 2025')",
        f"Brevo (Sendinblue) API: xkeysib-{hexs(64)}-{rnd(ALNUM, 16)}",
        f"SendGrid per email-et e konfirmimit: SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}",
        f"MAILCHIMP_API_KEY={hexs(32)}-us14",
    )
    r.add(
        "laptop_unlock",
        f"Laptop-i i zyrës: PIN i Windows {digits(6)}",
        f"BitLocker recovery key (laptopi i Dritës):\n{bitlocker_key()}",
        f"kompjuteri i recepsionit - user Recepsioni, pass {sq_pw()}",
        f"PC ufficio: password {sq_pw()}",
    )
    r.add(
        "password_manager_secret",
        f"1Password i agjencisë\nemail: admin@tirana-travel.example\nMaster password: {phrase_sq(4)}\nSecret Key: {onepassword_secret_key()}",
        f"master password i Bitwarden: {phrase_sq(5, '-')}",
        f"1Password Secret Key: {onepassword_secret_key()}",
        f"Bitwarden i agjencise: admin@tirana-travel.example / {sq_pw()}",
        f"fjalekalimi kryesor i menaxherit te fjalekalimeve: {phrase_sq(4, '.')}{digits(2)}",
    )
    r.add(
        "bsplink_login",
        f"BSPlink (IATA) Shqipëri: user {digits(8)}A, fjalëkalimi {sq_pw()}",
        f"bsplink - kodi IATA {digits(8)}, pass {sq_pw()}",
        f"IATA Customer Portal: drita@tirana-travel.example / {sq_pw()}",
        f"BSPlink admin (vetem per rimbursime): {sq_pw()}",
        f"IATA TIDS portal - pass i ri {sq_pw()}",
    )
    r.add(
        "airline_agent_portal",
        f"Air Albania agent portal: agjent TRT{digits(3)} / {sq_pw()}",
        f"Wizz Air (agent login): rezervime@tirana-travel.example pass {sq_pw()}",
        f"Ryanair myRyanair e agjencise - {sq_pw()}",
        f"ITA Airways trade portal: user tiranatravel, password {sq_pw()}",
        f"Turkish Airlines agency: {sq_pw()} (user me kodin IATA)",
    )
    r.add(
        "booking_extranet_login",
        f"Booking.com Extranet (apartamenti ne Durres): user trt_durres, pass {sq_pw()}",
        f"Airbnb host i vilës në Ksamil: ksamil.villa@example.com / {sq_pw()}",
        f"extranet booking - fjalekalimi i ri {sq_pw()}",
        f"Booking.com PIN per telefonatat me suportin: {digits(4)}, pass {sq_pw()}",
        f"Expedia Partner Central: trt.partner / {sq_pw()}",
    )
    r.add(
        "shared_drive_link_password",
        f"Dosja me pasaportat e grupit (Dropbox): fjalëkalimi i linkut {sq_pw()}",
        f"zip-i me faturat e tetorit: fjalekalimi {rnd(ALNUM, 10)}",
        f"PDF-ja me listen e pasagjereve per Umra: password {digits(6)}",
        f"WeTransfer i grupit te Parisit, fjalekalimi: {pick(*PLACES).lower()}{digits(3)}",
        f"archivio fatture 2024.7z - password {sq_pw()}",
    )
    return r


def phrase_sq(n: int, sep: str = " ") -> str:
    return sep.join(secrets.choice(WORDS_SQ + [p.lower() for p in PLACES]) for _ in range(n))


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "pnr_booking_code",
        f"PNR për familjen Hoxha (Milano): {pnr()}",
        f"Rezervimi i grupit te Stambollit - PNR {pnr()}, opsioni skadon te premten",
        f"RT{pnr()} - kontrollo nese jane leshuar biletat",
        f"Kodi i rezervimit Wizz: {pnr()} (pasagjeri ndryshoi daten)",
        f"codice prenotazione {pnr()} / {pnr()} (andata e ritorno separate)",
        f"PNR-të e sotme: {pnr()}, {pnr()}, {pnr()}",
    )
    r.add(
        "e_ticket_number",
        f"Bileta e zonjës Leka: {ticket()}",
        f"e-ticket {ticket()} - rimbursim i pjesshëm i kërkuar",
        f"numrat e biletave per grupin: {ticket()}, {ticket()}, {ticket()}",
        f"TKT {ticket().replace('-', '')} rilëshuar pas ndryshimit",
        f"biglietto n. {ticket()} — cambio data gratuito",
    )
    r.add(
        "emd_number",
        f"EMD për bagazhin shtesë: {ticket()}",
        f"EMD-A për vendin ne rreshtin 3: {ticket()} (paguar me kesh)",
        f"EMD {ticket()} - kredia e mbetur nga anulimi",
        f"EMD-S {ticket()} per kafshen ne kabine",
        f"EMD i ri (kupon 1): {ticket()} / kupon 2: {ticket()}",
    )
    r.add(
        "nipt_tax_number",
        f"NIPT i agjencisë: {nipt()}",
        f"NIPT i hotelit ne Sarande per faturen: {nipt()}",
        f"klienti korporativ - NIPT {nipt()}, adresa Rr. e Kavajës",
        f"Partita IVA albanese (NIPT) del fornitore: {nipt()}",
        f"NUIS {nipt()} - e kontrollova ne QKB, aktiv",
    )
    r.add(
        "nivf_invoice_code",
        f"NIVF i faturës {digits(3, lead=True)}/2025: {uid()}",
        f"fatura e fiskalizuar, NIVF {uid()}",
        f"https://efiskalizimi-app.tatime.example/invoice-check/#/verify?nivf={uid()}",
        f"NIVF per fature korrigjuese: {uid()} (origjinali {uid()})",
        f"NIVF: {uid().upper()}",
    )
    r.add(
        "nslf_invoice_code",
        f"NSLF: {nslf()}",
        f"Fatura nr. {digits(2, lead=True)}/2025, NSLF {nslf()}, NIVF {uid()}",
        f"kodi NSLF ne kupon nuk lexohet mire: {nslf()}",
        f"IIC (NSLF) {nslf()} - fatura e hotelit te Vlores",
        f"NSLF i kuponit per biletat e autobusit: {nslf().lower()}",
    )
    r.add(
        "fiscal_device_codes",
        f"Kodi i njësisë së biznesit: {biz_code()}\nKodi i TCR: {biz_code()}",
        f"kodi i operatorit per Drita ne sistemin e faturave: {biz_code()}",
        f"TCR i ri per zyren e Durresit: {biz_code()} (regjistruar sot)",
        f"codice unità: {biz_code()}, codice operatore: {biz_code()}",
        f"kodi i softuerit: {biz_code()}, kodi i mirembajtesit: {biz_code()}",
    )
    r.add(
        "bank_iban",
        f"IBAN i agjencisë (Raiffeisen): {al_iban()}",
        f"IBAN BKT per pagesat e klienteve: {al_iban()}\nSWIFT: NCBAALTX",
        f"hoteli ne Itali do pagese ne {iban('IT', pick(*UPPER) + digits(10) + digits(12))}",
        f"IBAN {al_iban(False)} - llogaria ne EUR",
        f"Per transferten e grupit: perfituesi Tirana Travel, IBAN {al_iban()}, BIC RZBAALTX",
    )
    r.add(
        "bank_transfer_reference",
        f"Referenca e transfertës: FT{digits(5)}{rnd(UPPER + DIGITS, 5)}",
        f"UETR i pagesës SWIFT për hotelin: {uid()}",
        f"pagesa u krye, nr. transaksioni {digits(12)}",
        f"rif. bonifico {rnd(UPPER + DIGITS, 16)} del {secrets.randbelow(28) + 1:02d}/10",
        f"MT103 ref {rnd(UPPER + DIGITS, 16)} - hoteli konfirmoi marrjen",
    )
    r.add(
        "flight_number",
        f"{flight()} TIA–FCO 06:40, kthimi {flight()} 21:15",
        f"Grupi nisen me {flight()}, check-in 2 orë para",
        f"volo {flight()} in ritardo di 40 min",
        f"lidhja ne Stamboll: {flight()} -> {flight()}, 1h50 transit",
        f"Orari i ri i verës: {flight()}, {flight()}, {flight()} (të hënën e të premten)",
    )
    r.add(
        "masked_card_number",
        f"Klienti pagoi me kartë **** **** **** {digits(4)}",
        f"karta e agjencise qe perfundon me {digits(4)} u refuzua ne hotel",
        f"Visa {digits(4)}******{digits(4)} - autorizimi u anulua",
        f"carta XXXX-XXXX-XXXX-{digits(4)} scad. {card_expiry()}",
        f"pagesa me POS, karta ...{digits(4)}, kodi i autorizimit {digits(6)}",
    )
    r.add(
        "amadeus_office_id",
        f"Office ID i ynë në Amadeus: {office_id()} (për t'ia dhënë linjës ajrore)",
        f"queue place te {office_id()}/Q8 per ticketing",
        f"ES {office_id()}-B - jepi akses zyres se Durresit",
        f"Helpdesk Amadeus: ticket {digits(8)}, office {office_id()}",
        f"zyra e Durresit ka office ID {office_id()}, e jona {office_id()}",
    )
    r.add(
        "amadeus_cryptic_entry",
        f"AN{secrets.randbelow(28) + 1:02d}JUNTIAFCO/AZ - disponueshmëria",
        f"FXP/R,U{digits(6)} për tarifën e negociuar",
        f"TTP/ET/RT pastaj TWD/L{digits(1, lead=True)} per te pare biletat",
        f"SR DOCS YY HK1-P-ALB-{rnd(UPPER, 2)}{digits(7)}-ALB-12MAY80-F-{secrets.randbelow(28) + 1:02d}SEP29-LEKA-ARJANA (shembull formati, jo pasaporte reale)",
        f"XI pastaj RF{pick('DRITA', 'KLEA')} ER - anulimi i PNR-se",
    )
    r.add(
        "iata_agency_code",
        f"Kodi IATA i agjencisë: {digits(8, lead=True)}",
        f"IATA {digits(2)}-{digits(1)} {digits(4)} {digits(1)} - per BSP",
        f"TIDS code i partnerit: {digits(8, lead=True)}",
        f"ARC/IATA numeric code ne faturen e linjes: {digits(8, lead=True)}",
        f"Kodi i agjentit te konsolidatorit: TRT{digits(5)}",
    )
    r.add(
        "password_policy_note",
        "Amadeus kërkon fjalëkalim të ri çdo 90 ditë, min. 8 karaktere, me numër dhe shkronjë të madhe.",
        "BKT e bllokon hyrjen pas 3 fjalëkalimeve të gabuara – telefono qendrën e biznesit për zhbllokim.",
        "kujto: ndrysho fjalekalimin e IG-se pasi te largohet praktikantja",
        "La password di Raiffeisen va cambiata ogni 6 mesi; l'ultima volta a marzo.",
        "Rregull i zyrës: asnjë fjalëkalim në WhatsApp, vetëm në 1Password.",
    )
    r.add(
        "secret_location_reference",
        "Fjalëkalimi i e-Albania është në zarfin në kasafortë, jo këtu.",
        "Kodi i kasafortës e ka vetëm Drita dhe kontabilisti.",
        "PIN-i i token-it BKT: në fletoren e kuqe, faqja e fundit.",
        "Certifikata e e-Fatura dhe fjalëkalimi i saj janë te 1Password, vault 'Tatimet'.",
        "la password del wifi è scritta sotto il router",
    )
    r.add(
        "env_var_reference",
        "DB_PASSWORD=${DB_PASSWORD}\nSTRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}",
        "deploy: password: ${{ secrets.FTP_PASSWORD }}",
        "Ardi tha: vendose çelësin si HOTELBEDS_SECRET në .env, mos e shkruaj në kod",
        "op://Agjencia/Raiffeisen ON/password - referenca per skriptin",
        "vault kv/agjencia/efatura/cert_password (e lexon programi, jo ne)",
    )
    r.add(
        "token_device_info",
        f"Nr. serial i token-it Raiffeisen: {digits(10, lead=True)} (nëse humbet, kjo i duhet bankës)",
        "Token-i i BKT jep kod 6-shifror që skadon pas 30 sekondash.",
        f"token BKT seriali {rnd(UPPER, 2)}{digits(8)} - bateria po mbaron",
        "OTP vjen me SMS në numrin e zyrës, jo në celularin tim.",
        "token-i i Raiffeisen ka 8 shifra dhe kerkon PIN 4-shifror para se te jape kodin",
    )
    r.add(
        "swift_bic",
        "BIC Raiffeisen Albania: RZBAALTX",
        "SWIFT i BKT: NCBAALTX – hotelet turke e kërkojnë",
        "BIC banca italiana del fornitore: BCITITMM",
        "Turkiye Is Bankasi SWIFT: ISBKTRIS",
        "per Greqine: BIC ETHNGRAA (Ethniki)",
    )
    r.add(
        "hotel_confirmation_number",
        f"Konfirmimi i hotelit në Romë: {digits(9, lead=True)}",
        f"Booking.com nr. rezervimi {digits(10, lead=True)}, PIN-i i rezervimit e ka klienti",
        f"Airbnb kodi i konfirmimit: HM{rnd(UPPER + DIGITS, 8)}",
        f"Hotelbeds ref {digits(3)}-{digits(7)} / voucher i dërguar",
        f"conferma hotel Bari: {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "visa_application_reference",
        f"Aplikimi për vizë (VFS): TIA/ITA/{digits(6)}/{digits(4)}",
        f"Nr. i aplikimit Schengen: ITA{digits(13)} - takimi te martën",
        f"UK visa GWF{digits(9)} per zotin Shehu",
        f"ESTA application number {rnd(UPPER + DIGITS, 16)} - aprovuar",
        f"eTA Canada: aplikimi V{digits(9)} u aprovua",
    )
    r.add(
        "shipment_tracking",
        f"Pasaportat u nisën me DHL: waybill {digits(10, lead=True)}",
        f"Posta Shqiptare nr. gjurmimi R{rnd(UPPER, 1)}{digits(9)}AL",
        f"spedizione documenti UPS 1Z{rnd(UPPER + DIGITS, 16)}",
        f"FedEx tracking {digits(12, lead=True)} - vizat nga ambasada",
        f"dergesa me GLS: {digits(11, lead=True)}",
    )
    r.add(
        "baggage_tag",
        f"Bagazhi i humbur: tag {pick('TK', 'AZ', 'ZB')}{digits(6)}, dosja PIR TIA{pick('TK', 'AZ')}{digits(5)}",
        f"etiketa e valixhes 0{digits(9)}",
        f"File reference bagaglio smarrito: FCOAZ{digits(5)}",
        f"WorldTracer: TIA{pick('ZB', 'W6')}{digits(5)}, tag ZB{digits(6)}",
        f"bagazhi u gjet! tag {digits(10)} - dorezim ne shtepi",
    )
    r.add(
        "frequent_flyer_number",
        f"Miles&Smiles i zotit Dervishi: TK{digits(9)}",
        f"Volare (ITA) nr. i anëtarit: {digits(10, lead=True)}",
        f"Miles & More {digits(15, lead=True)} - shtoje ne PNR",
        f"SSR FQTV AZ HK1 AZ{digits(8)} (numri i besnikerise, jo fjalekalim)",
        f"Flying Blue: {digits(10, lead=True)}",
    )
    r.add(
        "travel_insurance_policy",
        f"Policë sigurimi udhëtimi: SIG-{digits(4)}-{rnd(UPPER + DIGITS, 8)}",
        f"nr. i polices Sigal per grupin: {digits(2)}/{digits(6)}/2025",
        f"polizza viaggio n. {rnd(UPPER, 3)}{digits(9)}",
        f"sigurimi shendetesor per vize - certifikata nr. {rnd(UPPER, 2)}-{digits(8)}",
        f"kerkesa per demshperblim nr. {digits(6)}/{rnd(UPPER, 3)}",
    )
    r.add(
        "public_web_ids",
        f"Meta Pixel ID: {digits(15, lead=True)}",
        f"Google Analytics: G-{rnd(UPPER + DIGITS, 10)}",
        f"ID e faqes FB: {digits(15, lead=True)}, ID e llogarisë së reklamave act_{digits(15, lead=True)}",
        f"Stripe publishable key per formularin e pageses: pk_live_51{rnd(ALNUM, 97)}",
        f"Google Maps embed: https://maps.example/embed?pb=!1m18!1m12!3d{rnd(DIGITS, 6)}!2d19.{digits(5)}!4m2!1s0x{hexs(16)}",
    )
    r.add(
        "social_post_link",
        f"Postimi i ofertës së Ksamilit: https://www.instagram.com/p/{rnd(URLSAFE, 11)}/",
        f"reel per Stambollin: https://www.instagram.com/reel/{rnd(URLSAFE, 11)}/?igsh={rnd(ALNUM, 16)}",
        f"https://www.facebook.com/share/p/{rnd(ALNUM, 16)}/ - postimi qe mori me shume like",
        f"linku i fushatës: https://tirana-travel.example/oferta?utm_source=fb&fbclid={rnd(URLSAFE, 60)}",
    )
    r.add(
        "certificate_fingerprint",
        f"Gjurma SHA-1 e certifikatës e-Fatura: {':'.join(hexs(40).upper()[i:i + 2] for i in range(0, 40, 2))}",
        f"certifikata e-Fatura: nr. serial {hexs(32).upper()}, skadon 14.03.2027",
        f"SHA-256 i skedarit te programit te faturave: {hexs(64)}",
        f"Thumbprint: {hexs(40)}",
        f"MD5 e backup-it te databazes: {hexs(32)}",
    )
    r.add(
        "ssh_public_key",
        f"Çelësi publik për hostingun (i dhashë Ardit): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} drita@laptop-zyra",
        f"authorized_keys ne server:\nssh-rsa {ssh_pub('ssh-rsa', 180)} deploy@trt",
        f"celesi publik i Ardit: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ardi@pc",
        f"SHA256 fingerprint i serverit: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
    )
    r.add(
        "network_device_ids",
        f"MAC i printerit: {mac(upper=True)}, IP 192.168.1.{secrets.randbelow(200) + 20}",
        f"Router ALBtelecom S/N: {rnd(UPPER + DIGITS, 12)}, MAC {mac('-')}",
        "Wi-Fi për klientët: TiranaTravel-Guest – fjalëkalimi ndryshon çdo muaj, e ka recepsioni.",
        f"Wi-Fi i zyrës: SSID TRT-Office, WPA2, kanali {pick(1, 6, 11)} (fjalëkalimi s'është këtu)",
        f"IMEI i telefonit te zyres: {digits(15, lead=True)}",
    )
    r.add(
        "support_ticket_number",
        f"Raiffeisen: kërkesa për token të ri nr. {digits(9, lead=True)}",
        f"Tiketa e suportit te e-Albania: #{digits(7)}",
        f"AKSHI helpdesk, ticket REQ{digits(7)} per certifikaten",
        f"caso assistenza Meta: {digits(16, lead=True)}",
        f"Amadeus helpdesk: ticket {digits(8)} (problemi me printerin e biletave)",
    )
    r.add(
        "encoded_logo_snippet",
        f"logo e vogël në nënshkrimin e email-it: data:image/png;base64,{b64(bytes.fromhex('89504e470d0a1a0a') + secrets.token_bytes(60))}",
        f"favicon: data:image/x-icon;base64,{b64(bytes.fromhex('000001000100') + secrets.token_bytes(48))}",
        f"img src=\"data:image/jpeg;base64,{b64(bytes.fromhex('ffd8ffe0') + secrets.token_bytes(57))}\" (foto e hotelit)",
    )
    return r


def main() -> None:
    write_corpora("make_heldout276.py", [
        ("heldout276_credentials.yaml", credentials(), "Held-out batch 276: credentials a Tirana travel agent keeps (Amadeus, bank e-banking and tokens, e-Albania, e-Fatura certificate, Wi-Fi, social pages, safe)"),
        ("heldout276_lookalikes.yaml", lookalikes(), "Held-out batch 276: a Tirana travel agent's notes that only look secret (PNRs, ticket numbers, NIPT, NIVF/NSLF, IBANs, flights, masked cards)"),
    ])


if __name__ == "__main__":
    main()
