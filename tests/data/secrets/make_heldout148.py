# ruff: noqa: E501
"""Writes heldout148_credentials.yaml and heldout148_lookalikes.yaml: held-out batch 148.

Persona: a nurse manager (sairaanhoitaja / tiimiesihenkilö) at a home-care service in Helsinki.
She writes to her assistant in informal Finnish with Swedish and English words mixed in: the
door and key-box (avainsäilö) codes at clients' homes, the medicine cabinet code, the work
phone's PIN, the patient-record and Kanta smart-card codes, the shift app, the company car's
fuel card, her OP / Nordea banking codes, home Wi-Fi, Kela, the sauna and storage-room codes.

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
    LOWER,
    UPPER,
    Rows,
    bitlocker_key,
    card_expiry,
    digits,
    ean13,
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

WORDS = ["mustikka", "revontuli", "sauna", "pulla", "kissa", "lumi", "järvi", "kahvi",
         "korppu", "hilla", "karhu", "kuusi", "tähti", "omena", "lakka", "mökki", "saaristo",
         "kanerva", "sieni", "lokki", "hirvi", "pakkanen", "kevät", "ruska"]
NAMES = ["Virtanen", "Korhonen", "Mäkinen", "Nieminen", "Lindqvist", "Heikkinen", "Koskinen",
         "Järvinen", "Lehtonen", "Saarinen", "Holmström", "Laine", "Aaltonen", "Salo"]
STREETS = ["Mannerheimintie", "Fleminginkatu", "Kustaankatu", "Sturenkatu", "Mäkelänkatu",
           "Agricolankatu", "Vallilantie", "Kaarlenkatu", "Pengerkatu", "Aleksis Kiven katu",
           "Kalliontie", "Porvoonkatu", "Helsinginkatu", "Käpyläntie"]
COLLEAGUES = ["Sari", "Minna", "Jukka", "Tiina", "Päivi", "Anu", "Mikko", "Hanna", "Leena", "Ville"]
SYMS = "!#%&?*+"


GENITIVE = {"Virtanen": "Virtasen", "Korhonen": "Korhosen", "Mäkinen": "Mäkisen", "Nieminen": "Niemisen",
            "Lindqvist": "Lindqvistin", "Heikkinen": "Heikkisen", "Koskinen": "Koskisen",
            "Järvinen": "Järvisen", "Lehtonen": "Lehtosen", "Saarinen": "Saarisen",
            "Holmström": "Holmströmin", "Laine": "Laineen", "Aaltonen": "Aaltosen", "Salo": "Salon"}


def name() -> str:
    return secrets.choice(NAMES)


def gen() -> str:
    """A client's surname in the genitive: Virtasen ovikoodi."""
    return GENITIVE[secrets.choice(NAMES)]


def street() -> str:
    return f"{secrets.choice(STREETS)} {secrets.randbelow(60) + 1}"


def mate() -> str:
    return secrets.choice(COLLEAGUES)


def code(n: int = 4) -> str:
    return digits(n)


def fi_pw() -> str:
    """A password a Finnish nurse picks, or one that IT generated."""
    w1, w2 = secrets.choice(WORDS), secrets.choice(WORDS)
    return pick(
        f"{w1.capitalize()}{digits(pick(2, 4))}{secrets.choice(SYMS)}",
        f"{w1}-{w2}-{digits(2)}",
        f"{w1.capitalize()}{secrets.choice(SYMS)}{w2.capitalize()}{digits(1)}",
        rnd(ALNUM + "!#%&", 12),
        f"{w2.capitalize()}{digits(2)}{w1}{secrets.choice(SYMS)}",
    )


def postal() -> str:
    return f"00{secrets.randbelow(98) + 1:02d}0"


def phone() -> str:
    return f"{pick('040', '044', '050', '045')} {digits(3)} {digits(4)}"


def viite(n: int = 9) -> str:
    """A Finnish bank reference (viitenumero) with its 7-3-1 check digit, printed in fives."""
    base = digits(n, lead=True)
    weights = [7, 3, 1]
    total = sum(int(c) * weights[i % 3] for i, c in enumerate(reversed(base)))
    text = base + str((10 - total % 10) % 10)
    return " ".join(reversed([text[max(0, i - 5):i] for i in range(len(text), 0, -5)]))


def rf_viite() -> str:
    """An international RF creditor reference with valid mod-97 check digits."""
    ref = digits(10, lead=True)
    number = int("".join(str(int(c, 36)) for c in ref + "RF00"))
    return f"RF{98 - number % 97:02d}{ref}"


def ytunnus() -> str:
    while True:
        base = digits(7, lead=True)
        r = sum(int(c) * w for c, w in zip(base, [7, 9, 10, 5, 8, 4, 2], strict=True)) % 11
        if r != 1:
            return f"{base}-{0 if r == 0 else 11 - r}"


def fi_iban() -> str:
    return iban("FI", pick("5", "1", "2") + digits(13))


def plate() -> str:
    return f"{rnd(UPPER, pick(2, 3))}-{digits(pick(2, 3), lead=True)}"


def masked_hetu() -> str:
    d, m, y = secrets.randbelow(28) + 1, secrets.randbelow(12) + 1, secrets.randbelow(40) + 25
    return pick(f"{d:02d}{m:02d}{y:02d}-****", f"{d:02d}{m:02d}{y:02d}-XXXX", f"******-{digits(3)}{pick('A', 'B', 'C', 'E', 'H', 'K')}")


def flat() -> str:
    return f"{pick('A', 'B', 'C', 'D')} {secrets.randbelow(60) + 1}"


def visa() -> str:
    return groups(luhn("4"), 4)


def mc() -> str:
    return groups(luhn(pick("51", "53", "55")), 4)


def credentials() -> Rows:
    r = Rows()
    r.add("client_door_code",
          f"{name()} {street()}, ovikoodi {code()}# (rappu {pick('A', 'B', 'C')})",
          f"muista: {gen()} ulko-ovi {code()} ja sitten painetaan kelloa, ei avaa muuten",
          f"Uudet asiakkaat vko {secrets.randbelow(50) + 2}:\n- {name()}, {street()}: koodi {code()}\n- {name()}, {street()}: koodi {code(5)}\n- {name()}, {street()}: avain toimistolla",
          f"{mate()} wsp: 'hei {gen()} porttikoodi vaihtui, nyt {code()} — vanha ei enää toimi'")
    r.add("keybox_code",
          f"avainsäilö {name()} ({street()}) – {code()} , laatikko rännin vieressä",
          f"{name()}: keybox på väggen vid dörren, kombination {code()}. Nyckel tillbaka efter besök!!",
          f"Avainsäilöt (päivitetty {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.)\n{name()} {code()}\n{name()} {code()}\n{name()} {code()}\n{name()} {code()}")
    r.add("medicine_cabinet_code",
          f"lääkekaapin koodi toimistolla {code()} (ei kerrota sijaisille puhelimessa)",
          f"{gen()} lääkekaappi, lukko numeroilla: {code(3)}-{code(3)}",
          f"muistiin: lääkehuoneen kaappi {code(5)}, huumausainekaappi eri koodi {code(5)}")
    r.add("work_phone_pin",
          f"työpuhelimen SIM PIN {code()}",
          f"Uus työpuhelin (Samsung) PIN: {code()}  — vanhan pin oli eri",
          f"työkännykkä\nPIN {code()}\nnäytön lukitus {code(6)}")
    r.add("work_phone_unlock_code",
          f"puhelimen avauskoodi {code(6)}, vaihdettava 90 pv välein MDM:n mukaan",
          f"Työpuhelimen näytön lukko: {code(6)} (tiimin yhteispuhelin, ilta-vuoro käyttää)",
          f"yövuoron puhelin avautuu {code(6)}. Laturi on kaapissa.")
    r.add("sim_puk_code",
          f"PUK {code(8)} – jos pin lukkiutuu taas",
          f"työliittymän PUK-koodi: {code(8)} / PUK2 {code(8)}",
          f"SIM-kortin muovista kopioitu: PIN {code()}, PUK {code(8)}")
    r.add("patient_record_password",
          f"Lifecare tunnus {rnd(LOWER, 5)}{digits(2)}, salasana {fi_pw()}",
          f"potilastietojärjestelmä – mun uus salis: {fi_pw()}",
          f"Pegasos login\nuser: {rnd(LOWER, 6)}\npw: {fi_pw()}\n(vanhenee {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.)",
          f"kotihoidon asiakastietojärjestelmä salasana = {fi_pw()} (vaihdoin tänään)")
    r.add("smartcard_pin",
          f"Varmennekortin PIN {code(pick(4, 6))} (Kanta-kirjautuminen)",
          f"Valviran kortti: perustunnistus PIN {code()}, allekirjoitus-PIN {code(6)}",
          f"ammattikortin pin on {code(6)}, älä unohda taas")
    r.add("smartcard_puk",
          f"Varmennekortin PUK {code(8)} – säilytä kotona",
          f"ammattikortti lukittu 3x väärin → avataan PUK:lla {code(8)}",
          f"kortin PIN-kirjeestä: PUK-koodi {code(8)}")
    r.add("work_laptop_password",
          f"läppärin salasana: {fi_pw()}",
          f"Työkone (Lenovo) kirjautuminen {rnd(LOWER, 2)}{digits(4)} / {fi_pw()}",
          f"windows-salasana vaihdettu taas 🙄 nyt {fi_pw()}")
    r.add("bitlocker_recovery_key",
          f"IT antoi läppärin palautusavaimen: {bitlocker_key()}",
          f"BitLocker recovery key (työkone, Key ID {hexs(8).upper()}):\n{bitlocker_key()}",
          f"palautusavain jos kone kysyy käynnistyksessä -> {bitlocker_key()}")
    r.add("shift_app_login",
          f"Titania / vuorosuunnittelu: {rnd(LOWER, 5)}.{rnd(LOWER, 6)} , salasana {fi_pw()}",
          f"työvuorosovellus https://vuorot.acme.example tunnus {rnd(LOWER, 6)} pw {fi_pw()}",
          f"shift app login för vikarierna: vikar{digits(2)} / {fi_pw()} (jaetaan vain tekstarilla)")
    r.add("fuel_card_pin",
          f"auton polttoainekortin PIN {code()}",
          f"Neste-kortti (firman Toyota) pin {code()} — EI sama kuin oma pankkikortti",
          f"tankkauskortti {plate()}:\nPIN: {code()}")
    r.add("op_online_banking",
          f"OP verkkopankki käyttäjätunnus {digits(8)} salasana {fi_pw()}",
          f"OP: {digits(8)}\nsalis {fi_pw()}\n(mobiiliavain puhelimessa, PIN {code()})",
          f"OP-mobiilin tunnusluku {code()}")
    r.add("nordea_banking_code",
          f"Nordea ID koodi {code()} (sovellus)",
          f"Nordean verkkopankki: käyttäjätunnus {digits(8)}, Nordea Codes -koodi {code()}",
          f"Nordea-appen PIN {code()} — bytte i september")
    r.add("bank_card_pin",
          f"OP Visa PIN {code()}",
          f"pankkikortin tunnusluku {code()} (Nordea debit)",
          f"luottokortti pin: {code()}")
    r.add("payment_card_details",
          f"Visa {visa()} voimassa {card_expiry()} CVV {code(3)} – verkkokauppaan",
          f"Mastercard {mc()}\n{card_expiry()}\nturvakoodi {code(3)}",
          f"firman luottokortti hankintoihin: {visa()}, exp {card_expiry()}, cvc {code(3)}")
    r.add("home_wifi_password",
          f"kotiverkko Koti_{hexs(4).upper()} salasana {rnd(ALNUM, 12)}",
          f"wifi kotona: {pick('Elisa', 'DNA', 'Telia')}-{hexs(4).upper()}, avain {rnd(LOWER + DIGITS, 10)}",
          f"mökin wlan lösen: {fi_pw()}",
          f"WIFI:T:WPA;S:Kotiverkko;P:{rnd(ALNUM, 14)};;")
    r.add("office_wifi_password",
          f"toimiston vierasverkko ACME-Guest salasana {rnd(ALNUM, 10)} (vaihtuu kk:n alussa)",
          f"Kotihoito-wlan: {fi_pw()}",
          f"ACME-Staff ei toimi läppärillä → käytä ACME-Mobile, nyckel: {rnd(ALNUM, 16)}")
    r.add("kela_eservice_login",
          f"Kelan kumppanipalvelu tunnus {rnd(UPPER, 2)}{digits(5)} / {fi_pw()}",
          f"Kela e-tjänst (arbetsgivare): lösenord {fi_pw()}",
          f"kela asiointi – salasana {fi_pw()}, vaihtuu 6kk välein")
    r.add("sauna_booking_code",
          f"taloyhtiön saunavaraus: koodi {code()} (to klo 19)",
          f"Bastubokning, vår port-kod: {code(5)}",
          f"saunan varauspääte → asunto B {secrets.randbelow(40) + 1}, PIN {code()}")
    r.add("storage_padlock_combination",
          f"varaston munalukko {code(3)}",
          f"varastokopin lukon yhdistelmä {code(4)} (vasen numero ensin)",
          f"toimiston varasto (hanskat, suojaesiliinat): riippulukko {code(3)}-{code(1)}")
    r.add("work_email_backup_codes",
          "työsähköpostin varakoodit:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
          f"Outlook recovery code {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}",
          "backup-koodit (käytetty 1 ja 2):\n" + "  ".join(f"{digits(8)}" for _ in range(6)))
    r.add("work_email_password",
          f"työmeili {rnd(LOWER, 5)}.{rnd(LOWER, 7)}@kotihoito.acme.example / {fi_pw()}",
          f"O365 salasana uus: {fi_pw()}",
          f"sähköposti puhelimeen: palvelin outlook.acme.example, käyttäjä {rnd(LOWER, 6)}, salasana\n{fi_pw()}")
    r.add("authenticator_setup_key",
          f"Authenticatorin setup key jos puhelin vaihtuu: {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/Kotihoito:{rnd(LOWER, 6)}?secret={rnd(BASE32, 32)}&issuer=Kotihoito",
          f"MFA salainen avain (vuorosovellus) {rnd(BASE32, 16)}")
    r.add("client_home_alarm_code",
          f"{name()}: murtohälytin pois koodilla {code()} heti oven jälkeen (30 s aikaa!)",
          f"hälytys {street()} – {code()}#, tytär vaihtoi",
          f"Larmkod hos {name()}: {code()}")
    r.add("office_alarm_code",
          f"toimiston hälytin: oma koodi {code()}, iltavuoro lukitsee",
          f"Aamuvuoro: hälytys pois {code(6)} + OFF",
          f"{mate()}: 'mikä oli taas hälyttimen koodi?' minä: '{code()}, ja sit OFF-nappi'")
    r.add("medicine_dispenser_pin",
          f"Evondos hoitajan PIN {code()}",
          f"lääkeannostelija {name()}: huoltotila avautuu koodilla {code(6)}",
          f"annostelurobotin hoitajakoodi {code()} (sama kaikilla laitteilla meidän alueella)")
    r.add("office_stair_door_code",
          f"toimiston rappukoodi {code()}",
          f"Uusi kotihoidon toimisto {street()}: ulko-ovi {code()}, toinen kerros, ovi koodilla {code()}",
          f"porttikoodi työpaikalle {code()}*")
    r.add("garage_gate_code",
          f"hallin autotallin portti {code()} (firman autot)",
          f"parkkihallin puomi: soita tai koodi {code(5)}")
    r.add("it_temporary_password",
          f"IT:ltä viesti: 'Väliaikainen salasanasi on {rnd(ALNUM, 10)} – vaihda ensimmäisellä kirjautumisella.'",
          f"sijaiselle {mate()}lle temp salasana {fi_pw()} (Lifecare)",
          f"helpdesk reset → tilapäinen {rnd(ALNUM + '!#', 12)}")
    r.add("mobilepay_pin",
          f"MobilePay PIN {code()}",
          f"uus puhelin → mobilepay avautuu nyt {code()} eikä sormenjäljellä",
          f"mobilepay koodi {code()} (vaihda joskus)")
    r.add("vpn_password",
          f"etäyhteys vpn.acme.example: tunnus {rnd(LOWER, 6)}, salasana {fi_pw()}",
          f"VPN lösen hemifrån {fi_pw()}",
          f"GlobalProtect portal vpn.acme.internal\nusername {rnd(LOWER, 7)}\npassword {fi_pw()}")
    r.add("printer_release_pin",
          f"tulostimen Follow-me PIN {code()}",
          f"secure print koodi: {code(5)}",
          f"kopiokone käytävällä kysyy PIN:iä, mun on {code()}")
    r.add("voicemail_pin",
          f"vastaajan tunnusluku {code()}",
          f"puhelinvastaaja työliittymä: PIN {code()} (soita 020{digits(4)} → 1)")
    r.add("client_safe_combination",
          f"{gen()} lääkekassakaappi: {code(2)}-{code(2)}-{code(2)}",
          f"asiakkaan rahakaappi (edunvalvoja tietää) koodi {code(6)}",
          f"{gen()} lukollinen dosettilaatikko, numerolukko {code(3)}")
    r.add("pharmacy_portal_login",
          f"apteekin annosjakeluportaali https://annosjakelu.acme.example {rnd(LOWER, 7)} / {fi_pw()}",
          f"Apteekki-tilaukset: käyttäjä kotihoito{digits(2)}, lösen {fi_pw()}")
    r.add("personal_email_password",
          f"gmail salasana {fi_pw()}",
          f"oma sähköposti {rnd(LOWER, 6)}{digits(2)}@mail.example – {fi_pw()}")
    r.add("streaming_account_password",
          f"Areena/Netflix tunnus sama kuin meili, salasana {fi_pw()}",
          f"Yle Tunnus: salis {fi_pw()}")
    r.add("digital_key_app_pin",
          f"iLOQ-avainsovelluksen PIN {code(6)}",
          f"digiavain (asiakasovet) – sovellus avautuu {code()}",
          f"Avainhallinta-app: PIN {code(6)} — jos lukkiutuu, esimies nollaa")
    r.add("car_key_cabinet_code",
          f"autojen avainkaappi {code()}",
          f"firman autojen avaimet: kaappi käytävällä, koodi {code()}#")
    r.add("payroll_portal_password",
          f"palkkalaskelmat Palkka.acme.example: {fi_pw()}",
          f"Palkkanet salasana {fi_pw()}",
          f"palkka-app kirjautuminen: henkilönro {digits(6, lead=True)} + salasana {fi_pw()}")
    r.add("hr_system_login",
          f"Sympa HR -kirjautuminen {rnd(LOWER, 5)}.{rnd(LOWER, 5)} / {fi_pw()}",
          f"lomahakemukset järjestelmä, pw: {fi_pw()}")
    r.add("apple_id_password",
          f"Apple ID (oma iPhone) salasana {fi_pw()}",
          f"iCloud: {rnd(LOWER, 6)}@mail.example\nlösenord {fi_pw()}",
          f"Apple recovery key {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}")
    r.add("router_admin_password",
          f"kotireititin 192.168.1.1 admin / {rnd(ALNUM, 10)}",
          f"modeemin hallinta: käyttäjä admin, salasana {fi_pw()} (vaihdoin oletuksen)")
    r.add("own_home_alarm_code",
          f"oma kotihälytin {code()}",
          f"mökin hälytys päälle/pois {code()} + #",
          f"Verisure koodi kotiin {code()}, hätäsana {secrets.choice(WORDS)}")
    r.add("bike_lock_combination",
          f"pyörän lukko {code(4)}",
          f"kaupunkipyörä / oma pyörä vaijerilukko {code(3)}")
    r.add("laundry_room_booking_pin",
          f"pesutuvan varaus: asunto {flat()}, PIN {code()}",
          f"tvättstuga bokning kod {code()}",
          f"pesutupa\n{flat()}\n{code()}")
    r.add("office_key_cabinet_code",
          f"asiakasavainten kaappi toimistolla: {code(6)}",
          f"avainkaappi (Traka) oma PIN {code()}",
          f"Avainkaapin koodi vaihtui → {code(5)} (kerro {mate()}lle)")
    r.add("team_shared_account",
          f"tiimin yhteistunnus tablettiin: kotihoito.{rnd(LOWER, 4)} / {fi_pw()}",
          f"yöhoidon tabletti: lukitus {code(6)}, Lifecare {rnd(LOWER, 6)} / {fi_pw()}")
    r.add("webshop_account_password",
          f"hoitotarvike verkkokauppa (firman tili) {rnd(LOWER, 6)}@kotihoito.acme.example pw {fi_pw()}",
          f"Tokmanni/Prisma verkkokauppa: {fi_pw()}")
    r.add("client_pension_account_code",
          f"{gen()} edunvalvonta – verkkopankin tunnusluku {code()} (vain tytär käyttää, mulla varalla)",
          f"asiakkaan kortin PIN {code()} kauppareissuja varten (sovittu omaisen kanssa)")
    r.add("passphrase_password_manager",
          f"KeePass pääsalasana: {phrase(WORDS, 5, '-')}",
          f"salasanamanagerin master: {phrase(WORDS, 4, ' ')} {digits(2)}",
          f"Bitwarden master password {phrase(WORDS, 3, '.')}.{digits(3)}")
    r.add("building_door_pin_own",
          f"kotitalon ulko-ovi {code()} (jos avain unohtuu)",
          f"oma rappu, portkod {code()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("postal_code_note",
          f"{name()}, {street()}, {postal()} Helsinki",
          f"Postinumero {postal()} → kuuluu meidän alueelle, {postal()} on jo Itä-tiimin",
          f"uudet osoitteet: {street()} {postal()} HKI, {street()} {postal()} HKI")
    r.add("client_number_note",
          f"asiakasnro {digits(7, lead=True)} – {name()}, käynnit 3x/pv",
          f"Kundnummer {digits(6, lead=True)} (Lindqvist) siirtyy palveluasumiseen",
          f"asiakas {digits(8, lead=True)}: hoitosuunnitelma päivitettävä ennen {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.")
    r.add("masked_hetu_note",
          f"{name()} hetu {masked_hetu()} – tarkista Kannasta",
          f"henkilötunnus näkyy tulosteessa muodossa {masked_hetu()}, älä kirjoita koko hetua viestiin",
          f"Lähete: potilas {masked_hetu()}, {name()}, kotihoidon asiakas")
    r.add("phone_number_note",
          f"{gen()} tytär {phone()} (soita ennen klo 17)",
          f"omainen: +358 {pick('40', '50', '44')} {digits(3)} {digits(4)}",
          f"HUS päivystys konsultaatio 09 {digits(3)} {digits(4)}, kotisairaala {phone()}",
          f"{mate()} uusi numero {phone()}")
    r.add("apartment_number_note",
          f"{name()} asuu {street()} {flat()}, hissi ei toimi",
          f"Rappu {pick('A', 'B', 'C')}, as. {secrets.randbelow(90) + 1}, 4. krs",
          f"avain on {flat()}:n naapurilla ({name()}), ei avainsäilöä")
    r.add("invoice_number_note",
          f"lasku nro {digits(6, lead=True)} / asiakasmaksu {secrets.randbelow(3) + 1}/{secrets.randbelow(12) + 1}",
          f"Faktura {digits(8, lead=True)} ({name()}) – hyvityslasku tulossa",
          f"laskunumero {pick('KH', 'HK')}-{digits(4)}-{digits(5)} maksettu")
    r.add("reference_number_viite",
          f"viitenumero {viite()} (asiakasmaksu)",
          f"sähkölasku, viite {viite(12)}, eräpäivä {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.",
          f"Referens {rf_viite()} – taloyhtiön vastike",
          f"Viite: {viite(7)}  Summa: {secrets.randbelow(300) + 20},{digits(2)} €")
    r.add("iban_on_invoice",
          f"Maksu tilille {fi_iban()} (Kotihoito Acme Oy)",
          f"Laskussa: Saaja Helsingin kotihoito, IBAN {fi_iban()}, BIC OKOYFIHH",
          f"vuokra: {fi_iban()} viite {viite(8)}")
    r.add("prescription_number_note",
          f"e-resepti {name()}, reseptin tunnus {digits(4)}{rnd(UPPER, 2)}{digits(6)} – uusittava",
          f"Kanta: resepti nro {digits(10, lead=True)} Marevan, uusintapyyntö lähetetty",
          f"apteekki kysyi reseptin numeroa: {digits(3)}-{digits(7)}")
    r.add("pharmacy_order_number",
          f"annosjakelutilaus {digits(7, lead=True)} lähtee ti",
          f"Tilaus #{digits(6, lead=True)} (haavasidokset) – toimitus to",
          f"order no. {rnd(UPPER, 2)}{digits(8)} – Mepilex 10x10 x 20")
    r.add("licence_plate_note",
          f"firman auto {plate()} huoltoon ma klo 8",
          f"Pysäköintivirhemaksu {plate()} – kuka ajoi 3.10.?",
          f"autot: {plate()} (Yaris), {plate()} (Corolla), {plate()} (e-Golf)")
    r.add("medication_dose_schedule",
          f"{name()}: Marevan 5 mg klo 18, INR ke",
          "Panadol 1 g x 3 (klo 8, 14, 20), Furesis 40 mg aamulla",
          "insuliini Lantus 14 ky klo 21, Novorapid asteikon mukaan\n4–8 mmol → 0 ky\n8–12 → 2 ky\n>12 → 4 ky",
          "Oxynorm 5 mg tarvittaessa max 4x/vrk – kirjataan huumekorttiin")
    r.add("code_changed_in_binder",
          f"{gen()} ovikoodi vaihdettu {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}., uusi koodi asiakaskansiossa (ei tekstaria!)",
          f"avainsäilön koodi muuttui, kysy toimistolta tai katso kansio sivu {secrets.randbelow(20) + 1}",
          "lääkekaapin koodi vaihdetaan ensi viikolla, uusi jaetaan aamupalaverissa",
          "porttikoodi uusittu taloyhtiön toimesta – koodi on lukitussa kansiossa toimistolla")
    r.add("wifi_network_name",
          f"asiakkaan wifi nimeltään {pick('DNA', 'Elisa', 'Telia')}-WLAN-{hexs(4).upper()}, Evondos käyttää omaa SIMiä",
          "toimiston verkot: ACME-Staff (sertifikaatti) ja ACME-Guest",
          f"Koti_{hexs(4).upper()}_5G ei näy makuuhuoneessa, siirrä reititin")
    r.add("key_number_stamp",
          f"{name()}: avain nro {secrets.randbelow(90) + 1}, keltainen nippu",
          f"avaimessa leimattu {rnd(UPPER, 2)}{digits(4)} – sarjanumero, tarvitaan jos tilataan kopio",
          f"Avainlista: {secrets.randbelow(40) + 1} {name()}, {secrets.randbelow(40) + 41} {name()}, {secrets.randbelow(20) + 81} {name()}")
    r.add("masked_card_number",
          f"polttoainekortti **** **** **** {digits(4)} – kuitit kuukauden lopussa",
          f"firman kortti päättyy {digits(4)}, veloitus {secrets.randbelow(90) + 10},{digits(2)} €",
          f"Kortti: XXXX XXXX XXXX {digits(4)} (Visa), voimassa {card_expiry()}")
    r.add("pin_policy_note",
          "varmennekortin PIN 4–8 numeroa, kolme väärää → lukkiutuu",
          "työpuhelimen PIN vähintään 6 merkkiä, ei 123456 eikä syntymäaika",
          "PIN-koodia ei saa kirjoittaa kortin kanssa samaan paikkaan (tietoturvaohje s. 4)")
    r.add("password_rotation_note",
          "Lifecare salasana vanhenee 90 pv välein, muistutus tulee 7 pv ennen",
          "vaihdoin wifi-salasanan eilen, uusi on lapulla jääkaapin ovessa",
          "O365 salasana resetoitu helpdeskin kautta, uus asetettu — ok",
          f"{mate()}: muistakaa vaihtaa salasanat perjantaihin mennessä!")
    r.add("business_id_ytunnus",
          f"Y-tunnus {ytunnus()} (siivousfirma, laskutus)",
          f"Palveluntuottaja Kotiapu Acme Oy, FO-nummer {ytunnus()}",
          f"alihankkija {ytunnus()} – sopimus voimassa 2026 loppuun")
    r.add("parcel_tracking_number",
          f"paketti JJFI{digits(16)} Postista, noudettava R-kioskilta",
          f"lähetystunnus {rnd(UPPER, 2)}{digits(9)}FI (verenpainemittari huoltoon)",
          f"Matkahuolto seuranta {digits(13, lead=True)}")
    r.add("it_ticket_number",
          f"IT-tiketti INC{digits(7)} – Lifecare jumittaa",
          f"tukipyyntö #{digits(6, lead=True)}: työpuhelimen akku",
          f"Helpdesk case REQ{digits(7)}, käsittelyssä")
    r.add("device_serial_number",
          f"Evondos sarjanumero {rnd(UPPER, 2)}{digits(8)} ({name()})",
          f"verenpainemittari S/N {rnd(UPPER + DIGITS, 12)}",
          f"läppäri SN: {rnd(UPPER + DIGITS, 8)}, inventaarionro {digits(5, lead=True)}")
    r.add("phone_imei_note",
          f"työpuhelimen IMEI {luhn('35', 15)} (kadonnut-ilmoitukseen)",
          f"IMEI: {luhn('35', 15)} / {luhn('35', 15)} (dual SIM)")
    r.add("sim_iccid_note",
          f"SIM-kortin numero (ICCID) {luhn('8935801', 19)} – tilattiin uusi",
          f"uuden liittymän sim {luhn('8935805', 19)}")
    r.add("software_version_note",
          f"Lifecare päivitys {secrets.randbelow(30) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(20)} tulee ti yöllä",
          f"työpuhelin iOS {secrets.randbelow(3) + 16}.{secrets.randbelow(6)}.{secrets.randbelow(3)} – päivitä ennen perjantaita",
          f"Evondos firmware v{secrets.randbelow(5) + 2}.{secrets.randbelow(20)}.{digits(3)}")
    r.add("lab_values_note",
          f"{name()} INR 2,{digits(1)} → ei muutoksia, seuraava {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.",
          f"VS aamulla {secrets.randbelow(10) + 4},{digits(1)} mmol/l, illalla {secrets.randbelow(10) + 6},{digits(1)}",
          f"Hb {secrets.randbelow(40) + 100}, CRP {secrets.randbelow(60) + 1}, krea {secrets.randbelow(80) + 50}")
    r.add("vitals_reading",
          f"RR {secrets.randbelow(50) + 110}/{secrets.randbelow(30) + 60}, p {secrets.randbelow(40) + 55}",
          f"{name()}: paino {secrets.randbelow(40) + 50},{digits(1)} kg, SpO2 {secrets.randbelow(6) + 93} %",
          f"verenpaine mitattu klo 8:{digits(1)}0 → {secrets.randbelow(50) + 120}/{secrets.randbelow(30) + 70}")
    r.add("shift_times_note",
          f"vuorot vko {secrets.randbelow(50) + 2}: A 7–15, I 13:30–21:30, Y 21–7",
          f"{mate()} vaihtaa aamun {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}. → iltaan, merkitty Titaniaan",
          "Lyhyet vuorot: 7.00–11.30 ja 16.00–20.30")
    r.add("employee_number_note",
          f"mun henkilönumero {digits(6, lead=True)} (palkkaan ja lomahakemuksiin)",
          f"sijainen {mate()}, työntekijänro {digits(5, lead=True)}, kustannuspaikka {digits(4, lead=True)}")
    r.add("bic_code_note",
          "BIC: OP = OKOYFIHH, Nordea = NDEAFIHH, Danske = DABAFIHH",
          "ulkomaan maksuun tarvitaan BIC NDEAFIHH + IBAN")
    r.add("kela_decision_number",
          f"Kelan päätös {digits(4)}/{digits(3)}/{secrets.randbelow(3) + 2023} hoitotuesta ({name()})",
          f"Kela asia nro {rnd(UPPER, 2)}-{digits(8)}, lisäselvitys lähetetty",
          f"Kela-korvaus, hakemuksen tunnus {digits(10, lead=True)}")
    r.add("vehicle_service_record",
          f"{plate()} huolto {secrets.randbelow(9) + 1}{digits(1)} 000 km, seuraava {secrets.randbelow(5) + 1}0 000 km välein",
          f"renkaanvaihto {plate()} – rengashotelli paikka {rnd(UPPER, 1)}{digits(3)}",
          f"katsastus {plate()} ennen {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.")
    r.add("sauna_slot_note",
          f"saunavuoro to klo 19–20, {flat()}, maksu {secrets.randbelow(20) + 10} €/kk",
          f"bastun ledig må {secrets.randbelow(4) + 17}:00 — bokat i listan i trapphuset",
          "saunan varauslista vaihtuu 1.1., uusi lista ilmoitustaululla")
    r.add("storage_unit_number",
          f"varastokoppi nro {secrets.randbelow(60) + 1}, kellari, {pick('A', 'B')}-rappu",
          f"toimiston varasto huone {secrets.randbelow(9) + 1}{digits(2)}, avain nro {secrets.randbelow(30) + 1}")
    r.add("teams_meeting_id",
          f"tiimipalaveri Teams, kokous-ID {digits(3)} {digits(3)} {digits(3)} {digits(3)} – linkki kalenterissa",
          f"Teams meeting id {digits(12, lead=True)}, to klo 14")
    r.add("url_hostname_note",
          f"Lifecare uusi osoite https://lifecare.kotihoito.acme.example/{rnd(LOWER, 6)}",
          "intra: https://intra.acme.internal/kotihoito/ohjeet, lomakkeet kohdassa 'HR'",
          "vuoropalvelu.acme.test toimii vain VPN:n kautta")
    r.add("ip_address_note",
          f"toimiston tulostin 10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}",
          f"reititin 192.168.{secrets.randbelow(10)}.1, kotona ei pääse hallintaan (oletus)",
          f"IT kysyi IP:tä: {secrets.randbelow(200) + 10}.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}")
    r.add("mac_address_note",
          f"tulostimen MAC {mac(':', True)} (IT rekisteröi)",
          f"Evondosin wlan-kortti {mac('-', True)}")
    r.add("coupon_code_note",
          f"alennuskoodi {pick('KEVAT', 'SYKSY', 'HOITAJA', 'TALVI')}{secrets.randbelow(30) + 10} hoitotarvikekaupasta, -15 %",
          f"Prisma-kampanjakoodi {rnd(UPPER, 5)}{digits(2)} – voimassa su asti")
    r.add("product_code_note",
          f"Mepilex Border 10x10 VNR {digits(6)}, EAN {ean13('64')}",
          f"inkontinenssisuojat tuotenro {digits(6, lead=True)}, tilataan 4 pkt",
          f"EAN {ean13('73')} (käsidesi 500 ml)")
    r.add("batch_number_note",
          f"rokote erä {rnd(UPPER, 2)}{digits(4)}, exp {card_expiry()} – kirjattu",
          f"Lot {rnd(UPPER + DIGITS, 8)} (Fragmin) – tarkista takaisinveto",
          f"haavasidoksen eränumero {digits(8, lead=True)}")
    r.add("booking_reference_note",
          f"Viking Line varausnumero {digits(8, lead=True)}, lähtö pe klo 17:30",
          f"VR varaustunnus {rnd(UPPER + DIGITS, 6)}, Tampere → HKI",
          f"hotelli Tukholma, bokningsnummer {digits(9, lead=True)}")
    r.add("password_manager_reference",
          "Lifecare salasana on KeePassissa kohdassa Työ/Lifecare",
          "ovikoodit ei tänne – ne on avainkansiossa ja asiakastiedoissa kohdassa 'Kotikäynti'",
          "pankkitunnukset vain omassa päässä, ei kirjoiteta ylös",
          "PUK on kortin muovissa, kotona kansiossa 'Puhelin'")
    r.add("pin_reset_instructions",
          f"jos varmennekortin PIN lukkiutuu → soita DVV:n tukeen tai esimies tilaa uuden, puh 029 {digits(3)} {digits(4)}",
          "unohtunut työpuhelimen PIN: helpdesk nollaa MDM:n kautta, ota puhelin mukaan",
          "Lifecare lukossa? → IT-tiketti + henkilöllisyyden varmistus, ei soiteta salasanaa")
    r.add("room_number_note",
          f"palvelutalo {pick('Kustaankartano', 'Riistavuori', 'Koskela')}, huone {secrets.randbelow(3) + 1}{digits(2)}",
          f"palaveri neukkari {pick('Kuusi', 'Koivu', 'Mänty')} ({secrets.randbelow(5) + 1}. krs, huone {secrets.randbelow(5) + 1}{digits(2)})",
          f"{name()} osastolla {digits(2)}, sänky {secrets.randbelow(30) + 1}")
    r.add("safety_alarm_device_id",
          f"turvaranneke ID {digits(8, lead=True)} ({name()}) – testattu, toimii",
          f"turvapuhelimen laite-ID {rnd(UPPER, 3)}{digits(6)}, patteri vaihdettu")
    r.add("document_uuid_note",
          f"ajanvaraus HUS, tunniste {uid()}",
          f"asiakirjan ID Kannassa {uid()} (epikriisi)",
          f"sopimuksen dokumentti-id {hexs(24)}")
    r.add("open_network_note",
          "kirjaston wifi HelMet-langaton on avoin, ei salasanaa",
          "asiakkaan talossa vierasverkko ilman salasanaa, Evondos ei kuitenkaan saa käyttää sitä")
    r.add("bank_archive_id",
          f"maksun arkistointitunnus {digits(4, lead=True)}{digits(4)}{digits(12)} (OP), maksu meni perille",
          f"Nordea arkistointitunnus {digits(6, lead=True)}{rnd(UPPER, 4)}{digits(8)} – näytä laskuttajalle")
    r.add("order_confirmation_note",
          f"Tilausvahvistus {rnd(UPPER, 3)}-{digits(6)}: kompressiosukat x2, toimitus 3–5 pv",
          f"Verkkokauppa.acme.example tilausnumero {digits(9, lead=True)}, nouto Kalasatama")
    r.add("time_and_date_list",
          f"käynnit {name()}: 7:45, 11:30, 15:00, 20:15",
          f"lääkärikierto ti {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}. klo 13.00–15.30, {secrets.randbelow(8) + 4} asiakasta",
          "palaveri 10.30 → 11.15, sen jälkeen ruokatauko 11.15–11.45")
    r.add("code_length_talk",
          "uusi ovikoodi on nelinumeroinen ja päättyy risuaitaan, kysy koodi omahoitajalta",
          "avainsäilöissä on 4-numeroinen yhdistelmä, keltaisissa uusissa 5",
          f"{mate()}: muistakaa että lääkekaapin koodi on eri kuin huumausainekaapin!")
    r.add("public_support_numbers",
          f"IT-tuki 09 {digits(3)} {digits(4)} (arkisin 7–17), kiireelliset {phone()}",
          f"Evondos asiakastuki 020 {digits(3)} {digits(3)}",
          f"OP:n sulkupalvelu 020 333, Nordea 0200 {digits(4)} – kortin kadotessa")
    r.add("account_username_only",
          f"Lifecare-tunnukseni on {rnd(LOWER, 5)}{digits(2)} (salasana ei tähän)",
          f"työmeili {rnd(LOWER, 5)}.{rnd(LOWER, 7)}@kotihoito.acme.example, alias kotihoito-{pick('itä', 'länsi', 'kesk')}@acme.example")
    return r


def main() -> None:
    write_corpora("make_heldout148.py", [
        ("heldout148_credentials.yaml", credentials(), "batch 148 (Helsinki home-care nurse manager, Finnish/Swedish notes), written blind; every value synthetic"),
        ("heldout148_lookalikes.yaml", lookalikes(), "batch 148 look-alikes: home-care ids, doses, masked hetu, viitenumero, IBANs and code-free notes, written blind"),
    ])


if __name__ == "__main__":
    main()
