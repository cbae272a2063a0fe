# ruff: noqa: E501
"""Writes heldout133_credentials.yaml and heldout133_lookalikes.yaml: held-out batch 133.

Persona: Hannah, the 'family admin' of a household in Roundhay, Leeds, who keeps the whole
family's everyday notes in English: device passcodes, router and Wi-Fi, streaming and shopping
logins, Nationwide and Monzo banking, card PINs, the alarm, garage, key safe and shed codes,
ParentPay, the NHS app, Government Gateway, Apple ID and Google backup codes, Octopus Energy.
Some notes are written in Polish for her mother-in-law Krystyna ("Babcia"), some in Roman
Urdu (with a little Urdu script) for her husband Danyal.

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
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    phrase,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["biscuit", "roundhay", "pierogi", "teapot", "marmalade", "kestrel", "lantern", "yorkshire",
         "pudding", "chai", "samosa", "rhubarb", "ginnel", "puddle", "tulip", "bramble", "otter",
         "crumpet", "harewood", "wensley", "mango", "paczki", "kettle", "conker", "saffron"]
PETS = ["Biscuit", "Pickle", "Mochi", "Bruno", "Tosia", "Kulfi", "Pepper", "Nugget"]
PLACES = ["Roundhay", "Harewood", "Otley", "Ilkley", "Krakow", "Lahore", "Whitby", "Headingley"]
NOCONF = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def pin(n: int = 4) -> str:
    return f"{secrets.randbelow(10**n):0{n}d}"


def fam_pw() -> str:
    """A password the family chose, or one a manager generated."""
    return pick(
        f"{pick(*PETS)}{pick('2015', '2017', '2019', '2021')}{pick('!', '#', '*', '')}{digits(2)}",
        f"{pick(*PLACES)}-{pick(*PETS)}-{digits(3)}",
        f"{pick(*WORDS).capitalize()}{pick(*WORDS).capitalize()}{digits(2)}{pick('!', '?', '$')}",
        pw(),
        rnd(ALNUM, 14),
    )


def wifi_key() -> str:
    """A router's printed default key or a family-chosen one."""
    return pick(rnd(LOWER + UPPER + DIGITS, 12), rnd(UPPER + DIGITS, 10), f"{pick(*WORDS)}-{pick(*WORDS)}-{digits(3)}", rnd(LOWER + DIGITS, 13))


def apple_recovery_key() -> str:
    return "-".join(rnd(UPPER + DIGITS, 4) for _ in range(7))


def google_backup_codes(n: int = 10, sep: str = "\n") -> str:
    return sep.join(f"{digits(4)} {digits(4)}" for _ in range(n))


def visa() -> str:
    return groups(luhn(pick("4462", "4658", "4921")), 4)


def mastercard() -> str:
    return groups(luhn(pick("5355", "5354", "5232")), 4)


def nhs_number() -> str:
    """A 10-digit NHS number with a valid mod-11 check digit, shown 3-3-4."""
    while True:
        body = digits(9, lead=True)
        total = sum(int(c) * (10 - i) for i, c in enumerate(body))
        check = 11 - total % 11
        if check == 11:
            check = 0
        if check != 10:
            n = body + str(check)
            return f"{n[:3]} {n[3:6]} {n[6:]}"


def ni_masked() -> str:
    prefix = pick("JT", "NR", "SK", "PW", "AB", "ZE")
    return pick(f"{prefix} ** ** ** {pick('A', 'B', 'C', 'D')}", f"XX XX XX {digits(2)} {pick('A', 'B', 'C', 'D')}", f"{prefix}******{pick('A', 'C', 'D')}")


def sort_code(first: str | None = None) -> str:
    return f"{first or pick('07-00', '04-00', '20-45', '30-94')}-{digits(2)}"


def gg_user_id() -> str:
    return groups(digits(12, lead=True), 4, " ")


def reg_plate() -> str:
    """A current-style UK plate from the Leeds (Y) area."""
    return f"Y{rnd('ABCDEFGHJKLMNPRSTUVWXY', 1)}{pick('15', '16', '18', '19', '20', '67', '69', '70', '71', '22', '72')} {rnd('ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}"


def rm_tracking() -> str:
    return f"{rnd(UPPER, 2)}{digits(9)}GB"


def amazon_order() -> str:
    return f"{pick('202', '203', '204', '026', '205')}-{digits(7)}-{digits(7)}"


def postcode() -> str:
    return f"LS{pick('8', '17', '16', '6', '18')} {digits(1)}{rnd('ABDEFGHJLNPQRSTUWXYZ', 2)}"


def leeds_phone() -> str:
    return f"0113 496 0{digits(3)}"


def mobile() -> str:
    return f"07700 900{digits(3)}"


def octopus_account() -> str:
    return f"A-{rnd('0123456789ABCDEF', 8)}"


def mpan() -> str:
    return f"{pick('23', '15')} {digits(4)} {digits(4)} {digits(3)}"


def mot_number() -> str:
    return digits(12, lead=True)


def booking_ref() -> str:
    return rnd(NOCONF, 6)


def credentials() -> Rows:
    r = Rows()

    r.add("ipad_passcode",
          f"family iPad (the blue case one) passcode {pin(6)}",
          f"Mamo, kod do iPada: {pin(6)} – jak ekran jest czarny, naciśnij przycisk na górze",
          f"ipad lock code changed after Ollie watched me type it. new one is {pin(6)}, don't say it out loud in front of him!!")

    r.add("phone_passcode",
          f"Phone unlock codes (in case anyone's in hospital):\n- Hannah: {pin(6)}\n- Danyal: {pin(6)}\n- Aisha: {pin(4)}",
          f"Danyal, tumhare purane Samsung ka screen lock {pin(6)} hai — Aisha ko dena hai, pehle reset kar dena",
          f"Babcia's Nokia — unlock {pin(4)}, she writes it on a post-it so I said I'd keep it here instead")

    r.add("router_admin_password",
          f"BT Smart Hub admin page http://192.168.1.254 — admin password {rnd(UPPER + DIGITS, 10)} (changed from the sticker one)",
          f"router login\nuser: admin\npass: {fam_pw()}\n(needed for the parental controls schedule)",
          f"Danyal: router ke settings mein jana ho to 192.168.1.254 kholo, password {rnd(ALNUM, 12)} — parental timer wahan se band hota hai",
          f"Babcia's Virgin hub admin: {rnd(LOWER + DIGITS, 8)}. The engineer left it on the side of the box, I moved it here")

    r.add("wifi_password",
          f"WiFi for visitors who ask: network MalikHome5G, password {wifi_key()}",
          f"Hasło do Wi-Fi (Mama): {wifi_key()}\nSieć nazywa się MalikHome",
          f"wifi key is {wifi_key()}  (case matters, tell the plumber)",
          f"وائی فائی پاس ورڈ: {wifi_key()}")

    r.add("guest_wifi_password",
          f"Guest wifi for Aisha's sleepover lot: MalikGuest / {pick(*WORDS)}{digits(4)}",
          f"guest network pw {wifi_key()} — turns off automatically at 11pm",
          f"Danyal, mehmanon wala wifi: MalikGuest, password {wifi_key()}")

    r.add("netflix_login",
          f"Netflix: hannah.malik@malik-family.example / {fam_pw()}\nprofile PIN for the grown-up profile: {pin(4)}",
          f"Danyal — Netflix ka login mera email hai, password {fam_pw()}. Apna profile mat delete karna",
          f"netflix profile lock (Mum & Dad profile) {pin(4)}")

    r.add("disney_plus_login",
          f"Disney+ login for the kids' telly: family@malik-family.example pw {fam_pw()}",
          f"disney plus password reset today -> {fam_pw()}",
          f"Disney+ Profile PIN (so Ollie can't get into Aisha's Marvel stuff) = {pin(4)}")

    r.add("amazon_login",
          f"Amazon (main acct, Prime): hannah.malik@malik-family.example\npassword: {fam_pw()}",
          f"Mamo, do Amazona: login to mój e-mail, hasło {fam_pw()}. Nie klikaj 'Kup teraz' bez pytania :)",
          f"amazon.co.uk — pw {fam_pw()}  // 2-step goes to my phone")

    r.add("nationwide_online_banking",
          f"Nationwide internet bank\ncustomer no. {digits(10, lead=True)}\npassnumber {pin(5)}\nmemorable data: {pick(*PETS).lower()}{digits(2)}",
          f"nationwide passnumber is {pin(5)}, memorable word {pick(*WORDS)} (joint account)",
          f"Danyal — Nationwide app passcode {pin(5)} hai, card reader drawer mein hai")

    r.add("monzo_pin",
          f"Monzo card PIN {pin(4)} (the hot coral one)",
          f"Monzo joint account – app PIN {pin(4)}, card PIN {pin(4)}",
          f"Monzo PIN yaad rakhna: {pin(4)}")

    r.add("debit_card_pin",
          f"Nationwide debit card (ends {digits(4)}) PIN {pin(4)}",
          f"Mamo, PIN do karty bankowej: {pin(4)}. Nikomu nie mów, nawet jak dzwonią z banku!",
          f"new card came, PIN letter arrived separately: {pin(4)}. shredded the letter",
          f"Danyal ke debit card ka PIN — {pin(4)}. ATM par haath se chhupa ke daalna")

    r.add("card_number_cvv",
          f"Card for the school trip payment:\n{visa()}\nexp {card_expiry()}  cvv {digits(3)}\nname: MRS H MALIK",
          f"Monzo card {mastercard()} {card_expiry()} {digits(3)}",
          f"Babcia's card (she asked me to book her coach): {visa()}, ważna do {card_expiry()}, CVV {digits(3)}")

    r.add("house_alarm_code",
          f"Alarm code {pin(4)}. Panel by the back door, 30 seconds to put it in",
          f"Mamo, kod do alarmu: {pin(4)} potem przycisk ✓. Jak zacznie piszczeć, nie panikuj",
          f"alarm — set: {pin(4)} + A (part set at night)\nduress code (calls the monitoring centre, DON'T use it by accident): {pin(4)}",
          f"Danyal, alarm ka naya code {pin(4)} hai, purana wala ab kaam nahi karega")

    r.add("garage_door_code",
          f"garage keypad {pin(4)}#",
          f"Garage door keypad code for the bin men / Amazon drops: {pin(4)} then the key symbol",
          f"Kod do garażu: {pin(4)} i potem #")

    r.add("key_safe_code",
          f"Key safe by Babcia's front door (for the carers from Acme Homecare): {pin(4)}",
          f"carer key safe code changed to {pin(4)} — texted the agency coordinator",
          f"Danyal: Ammi ke ghar ka key safe code {pin(4)} hai. Carers ko bhi yahi pata hai")

    r.add("shed_padlock_combination",
          f"shed padlock combo {digits(4)}",
          f"Bike shed lock: {digits(3)} (turn all the wheels back after!)",
          f"Kłódka do szopy: {digits(4)}")

    r.add("parentpay_login",
          f"ParentPay (Aisha + Ollie, Acme Primary)\nusername: hmalik{digits(3)}\npassword: {fam_pw()}",
          f"parentpay pw {fam_pw()} — top up dinner money before Fri",
          f"Danyal — ParentPay mein login {pick('hannah.malik', 'hmalik')}@malik-family.example, password {fam_pw()}. Trip ke paise wahin se")

    r.add("nhs_app_login",
          f"NHS App / NHS login for Babcia: krystyna.malik@malik-family.example, hasło {fam_pw()}",
          f"NHS login (mine) password {fam_pw()} — face ID on phone, but need this on the laptop",
          f"nhs app pw changed to {fam_pw()} after the repeat prescription lockout")

    r.add("government_gateway_credentials",
          f"Government Gateway (child benefit + self assessment for Danyal's tutoring)\nUser ID: {gg_user_id()}\nPassword: {fam_pw()}",
          f"Gov.uk gateway id {digits(12, lead=True)} pw {fam_pw()}",
          f"HMRC login — ID {gg_user_id()}, password {fam_pw()}, recovery word: {pick(*WORDS)}")

    r.add("government_gateway_recovery_codes",
          "Gov Gateway backup codes (if phone lost):\n" + "\n".join(rnd(NOCONF, 8) for _ in range(5)),
          f"HMRC recovery codes {rnd(NOCONF, 8)} {rnd(NOCONF, 8)} {rnd(NOCONF, 8)}")

    r.add("apple_id_password",
          f"Apple ID (family organiser): hannah.malik@malik-family.example / {fam_pw()}",
          f"Aisha's Apple ID password {fam_pw()} — she's not allowed to know it till she's 13",
          f"ایپل آئی ڈی پاس ورڈ: {fam_pw()}\nDanyal, yeh wala tumhare iPhone ka hai")

    r.add("apple_recovery_key",
          f"Apple ID recovery key (DO NOT LOSE — Apple can't reset without it):\n{apple_recovery_key()}",
          f"recovery key for Danyal's Apple ID {apple_recovery_key()}",
          f"Klucz odzyskiwania Apple (Mama): {apple_recovery_key()}")

    r.add("google_backup_codes",
          f"Google backup codes for hannah.malik@gmail.example (each works once):\n{google_backup_codes(10)}",
          f"danyal gmail backup codes: {google_backup_codes(5, ', ')}",
          f"Google 2-step backup codes (printed 3 March, used 1)\n{google_backup_codes(8, '   ')}")

    r.add("google_account_password",
          f"Gmail: hannah.malik@gmail.example  pw {fam_pw()}",
          f"Mamo, twoje hasło do poczty Gmail: {fam_pw()}",
          f"aisha's school google account (Acme Primary) — aisha.malik@acme-primary.example\n{rnd(LOWER, 5)}{digits(4)}")

    r.add("octopus_energy_login",
          f"Octopus Energy login: hannah.malik@malik-family.example / {fam_pw()} (account {octopus_account()})",
          f"octopus pw {fam_pw()}",
          f"Danyal, bijli ka account Octopus pe hai. Email mera, password {fam_pw()} — meter reading har mahine ki 1 tareekh ko")

    r.add("octopus_api_key",
          f"Octopus API key for Danyal's usage graph thing: sk_live_{rnd(ALNUM, 24)}",
          f"OCTOPUS_API_KEY=sk_live_{rnd(ALNUM, 24)}\nOCTOPUS_ACCOUNT={octopus_account()}",
          f"curl -u sk_live_{rnd(ALNUM, 24)}: https://api.octopus.example/v1/accounts/{octopus_account()}/")

    r.add("photo_backup_password",
          f"Photo backup (the little Synology box in the loft) — admin / {fam_pw()}",
          f"Cloud photo backup account: photos@malik-family.example, password {fam_pw()}\nencryption passphrase: {phrase(WORDS, 5, '-')}",
          f"photos NAS pw {fam_pw()} — everything of the kids since 2014 is on there!!")

    r.add("sim_puk_code",
          f"Aisha's SIM PUK (if she locks it again) {digits(8)}",
          f"PUK for my SIM: {digits(8)}, SIM PIN {pin(4)}",
          f"Mamo, jeśli telefon pyta o PUK: {digits(8)}. Nie wpisuj nic innego, po 10 razach karta się blokuje")

    r.add("voicemail_pin",
          f"voicemail PIN on the landline {pin(4)}",
          f"Mamo, PIN do poczty głosowej: {pin(4)} (dzwonisz 1571)",
          f"Danyal — office phone voicemail passcode {pin(6)}")

    r.add("screen_time_passcode",
          f"Screen Time passcode on the kids' iPads: {pin(4)} — Aisha has NOT figured it out yet",
          f"ollie's tablet parental code {pin(4)}",
          f"Danyal: bachon ke iPad pe Screen Time ka passcode {pin(4)} hai, unko mat batana")

    r.add("tv_parental_pin",
          f"Sky Q parental PIN {pin(4)} (for 12+ films after 8pm)",
          f"Virgin TV box at Babcia's — PIN do kontroli rodzicielskiej {pin(4)}",
          f"tv pin {pin(4)}, needed for the rented films as well")

    r.add("games_console_passkey",
          f"Xbox passkey {pin(6)} — stops purchases without asking",
          f"Switch parental controls PIN {pin(4)}; the app is on my phone too",
          f"PlayStation account pw {fam_pw()} + PS5 console restriction passcode {pin(4)}")

    r.add("whatsapp_two_step_pin",
          f"WhatsApp two-step PIN {pin(6)}",
          f"Babcia's WhatsApp PIN (asks every few weeks): {pin(6)}",
          f"Danyal, WhatsApp ka two-step verification PIN {pin(6)} rakha hai — naye phone pe yahi mangega")

    r.add("paypal_login",
          f"PayPal: hannah.malik@malik-family.example — {fam_pw()}",
          f"paypal password {fam_pw()} (ebay selling account uses the same, must change)")

    r.add("ebay_login",
          f"eBay (selling the kids' old stuff): malik_family_leeds / {fam_pw()}",
          f"ebay pw is {fam_pw()}",
          f"ebay\n{fam_pw()}\n(username on the fridge list)")

    r.add("spotify_family_login",
          f"Spotify family plan: danyal.malik@malik-family.example / {fam_pw()}",
          f"Spotify — haslo {fam_pw()} (Mama, konto Danyala)")

    r.add("hive_heating_login",
          f"Hive heating app: hannah.malik@malik-family.example pw {fam_pw()}",
          f"Danyal, Hive (heating) ka password {fam_pw()} hai, winter schedule wahan se set karo")

    r.add("ring_doorbell_login",
          f"Ring doorbell account pw {fam_pw()}",
          f"ring.com login — me / {fam_pw()}\nshared user: Babcia (no password needed, invite)")

    r.add("password_manager_master_password",
          f"If something happens to me: Bitwarden master password is\n{phrase(WORDS, 5, '-')}\n(everything else is in there)",
          f"bitwarden master pw {phrase(WORDS, 4, ' ')}{digits(2)}",
          f"Danyal — emergency: mera password manager ka master password '{phrase(WORDS, 5, '-')}' hai")

    r.add("gp_online_linkage_key",
          f"Babcia's SystmOnline registration letter\nUsername: {rnd(UPPER, 4)}{digits(4)}\nPassword: {rnd(ALNUM, 8)}\nLinkage key: {rnd(NOCONF, 15)}\nODS code: B{digits(5)}",
          f"Patient Access linkage details for Ollie: Account ID {digits(10, lead=True)}, linkage key {rnd(NOCONF, 15)}, practice ODS B{digits(5)}")

    r.add("telephone_banking_passcode",
          f"Nationwide telephone banking security no. {pin(6)}",
          f"Monzo support call — they asked for the phone passcode: {rnd(LOWER, 6)}{digits(2)}")

    r.add("nsi_premium_bonds_login",
          f"NS&I (kids' premium bonds)\nNS&I number {digits(10, lead=True)}\npassword {fam_pw()}",
          f"premium bonds login pw {fam_pw()} — holder number {digits(10, lead=True)}")

    r.add("amazon_gift_card_code",
          f"Amazon gift card from Auntie Saima for Aisha's birthday, not redeemed yet: {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 4)}",
          f"Voucher claim code {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 4)} £25 — Ollie's Lego money")

    r.add("school_gate_code",
          f"Acme Primary side gate keypad {pin(4)} (for after-school club pickup only)",
          f"swimming club changing room door code C{pin(4)}",
          f"Kod do furtki szkoły: {pin(4)}# — Mama odbiera Olka we wtorki")

    r.add("building_entry_code",
          f"Babcia's sheltered flats main door code {pin(4)}, then flat 6",
          f"Danyal, Ammi ke building ka entry code {pin(5)} hai")

    r.add("car_app_login",
          f"Kia Connect app login (for the car pre-heat): danyal.malik@malik-family.example / {fam_pw()}, app PIN {pin(4)}",
          f"car app pw {fam_pw()}")

    r.add("printer_wifi_direct_password",
          f"Printer Wi-Fi Direct password (DIRECT-xx-HP) {rnd(LOWER + DIGITS, 8)}",
          f"HP printer admin page pw {rnd(ALNUM, 8)} (it's on the little sticker inside the lid too)")

    r.add("home_assistant_token",
          f"Danyal's Home Assistant long-lived token for the heating dashboard:\n{jwt({'iss': hexs(32), 'iat': epoch(), 'exp': epoch() + 315360000})}",
          f"HA_TOKEN={jwt({'iss': hexs(32), 'iat': epoch(), 'exp': epoch() + 315360000})}")

    r.add("email_app_password",
          f"app password for the old Outlook on the laptop (Gmail): {groups(rnd(LOWER, 16), 4)}",
          f"Danyal — laptop mail ke liye Google app password: {groups(rnd(LOWER, 16), 4)}")

    r.add("leeds_council_account_password",
          f"Leeds council online account (council tax, bins, parking permit): hannah.malik@malik-family.example / {fam_pw()}",
          f"council website password {fam_pw()}")

    r.add("suitcase_lock_combination",
          f"Suitcase locks for Lahore trip: big red one {digits(3)}, small grey {digits(3)}",
          f"TSA lock combo {digits(3)}")

    r.add("passport_safe_combination",
          f"Fire safe (wardrobe) combination {digits(2)}-{digits(2)}-{digits(2)}",
          f"Sejf w szafie: {digits(2)} w prawo, {digits(2)} w lewo, {digits(2)} w prawo",
          f"safe ka combination {digits(6)} — passport aur property papers usi mein hain")

    r.add("session_cookie",
          f"Danyal pasted this for me to fix the Octopus dashboard thing, 'don't share': sessionid={rnd(LOWER + DIGITS, 32)}",
          f"Cookie: __Secure-next-auth.session-token={rnd(URLSAFE, 64)}",
          f"ParentPay was logging me out, Danyal copied the cookie: ASP.NET_SessionId={rnd(LOWER + DIGITS, 24)}")

    r.add("totp_seed",
          f"2FA setup key for Octopus (in case I need to add it to the new phone): {groups(rnd(UPPER + '234567', 32), 4)}",
          f"otpauth://totp/Nationwide:hannah?secret={rnd(UPPER + '234567', 32)}&issuer=Acme",
          f"Authenticator secret for the Gov Gateway (Danyal's): {rnd(UPPER + '234567', 16)}")

    r.add("tesco_login",
          f"Tesco (groceries + Clubcard): hannah.malik@malik-family.example / {fam_pw()}",
          f"Tesco online shop password {fam_pw()} — Babcia's weekly delivery is on Thursday")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("nhs_number",
          f"NHS numbers\n- Hannah {nhs_number()}\n- Danyal {nhs_number()}\n- Aisha {nhs_number()}\n- Ollie {nhs_number()}",
          f"Babcia — numer NHS: {nhs_number()} (na recepcji zawsze pytają)",
          f"Danyal ka NHS number {nhs_number()} hai, dentist form mein chahiye tha")

    r.add("ni_number_masked",
          f"Payslip shows NI number {ni_masked()}, full one is on the P60 in the red folder",
          f"Danyal's NI no (as on HMRC letter): {ni_masked()}",
          f"National Insurance — only the last bit shows on the app: {ni_masked()}")

    r.add("own_bank_details_on_statement",
          f"Joint account for the childminder's invoice: H & D Malik, sort code {sort_code('07-00')}, acc {digits(8)}",
          f"Monzo details to give to Auntie Saima for Aisha's money: sort {sort_code('04-00')} account {digits(8)}",
          f"Statement Nov: Nationwide FlexDirect, sort code {sort_code('07-00')}, account no. {digits(8)}, balance fine",
          f"Mamo, jak ktoś chce oddać ci pieniądze: sort code {sort_code()}, numer konta {digits(8)} (to nie jest PIN, można podać)")

    r.add("own_iban_on_invoice",
          f"IBAN for Babcia's pension from ZUS to arrive into: {iban('GB', 'NAIA' + digits(6) + digits(8))}",
          f"Invoice footer (Hannah's tutoring side thing): pay to {iban('GB', 'MONZ' + digits(6) + digits(8))}, BIC MONZGB2L",
          f"Polish account Babcia still has: {iban('PL', digits(24))}")

    r.add("government_gateway_user_id_only",
          f"Government Gateway user ID (Danyal, self assessment): {gg_user_id()} — password in the red book",
          f"gateway ID for child benefit {digits(12, lead=True)}. I always forget which ID goes with which email",
          f"Gov.uk: new user ID issued {gg_user_id()}, the old one {gg_user_id()} is dead")

    r.add("postcode_and_phone",
          f"Babcia's address for forms: Flat 6, Acme Court, {postcode()}. Landline {leeds_phone()}",
          f"Our postcode {postcode()} (sat navs send people down the ginnel, tell them the house after the postbox)",
          f"Carers office {leeds_phone()}, out of hours {mobile()}")

    r.add("council_tax_reference",
          f"Council tax account ref {digits(9, lead=True)}, Band C, £1{digits(2)}/mo Apr–Jan",
          f"Babcia's council tax reference: {digits(8, lead=True)} (single person discount applied)",
          f"Leeds CC council tax a/c {digits(9, lead=True)} — direct debit on the 1st")

    r.add("parcel_tracking_number",
          f"Royal Mail tracking for Aisha's school shoes {rm_tracking()}",
          f"Evri parcel {digits(16, lead=True)} – left with no.12",
          f"DPD {digits(14, lead=True)} arriving between 11:14 and 12:14",
          f"Paczka od cioci z Krakowa — numer śledzenia {rm_tracking()}")

    r.add("order_number",
          f"Amazon order {amazon_order()} (Ollie's birthday Lego) – arriving Tues",
          f"Argos order no. {digits(10, lead=True)}, collect from Sainsbury's Moortown",
          f"John Lewis order #{digits(9, lead=True)}, the school blazer, return by 30th")

    r.add("parentpay_account_reference",
          f"ParentPay payer account ref {digits(8, lead=True)}; Aisha's pupil ID {digits(6, lead=True)}, Ollie's {digits(6, lead=True)}",
          f"ParentPay receipt: transaction {digits(11, lead=True)}, £{digits(2, lead=True)}.50 Year 6 residential",
          f"parentpay — school's merchant ID {digits(5, lead=True)} if I ever need to ring them")

    r.add("car_registration",
          f"Cars: Danyal's Kia {reg_plate()}, my Fiesta {reg_plate()}",
          f"Parking permit is for {reg_plate()} only, Babcia's visitors need the paper one",
          f"Danyal — nayi gaari ka number {reg_plate()} hai, congestion charge ke liye")

    r.add("mot_test_number",
          f"MOT passed 12 Oct, test number {mot_number()}, advisory on front tyres",
          f"Fiesta MOT certificate no. {mot_number()} – next due Oct",
          f"Danyal, Kia ka MOT test number {mot_number()} — garage ne receipt pe likha hai")

    r.add("appointment_reference",
          f"LGI outpatients (Babcia, cardiology) 14 Mar 09:40, booking ref {booking_ref()}",
          f"Dentist — Aisha & Ollie Tue 4:15pm, ref {rnd(UPPER + DIGITS, 8)}",
          f"Covid/flu jab Babcia: appt code {rnd(UPPER, 3)}-{digits(4)}, Moortown pharmacy 10:20",
          f"Danyal ka passport appointment 2 baje, reference {rnd(UPPER + DIGITS, 10)}")

    r.add("pin_changed_note",
          "Changed the alarm code today after the builders finished. New one is in the red book, NOT on the fridge anymore",
          "Monzo PIN changed at the ATM on Roundhay Rd — told Danyal in person",
          "Mamo, PIN do karty się zmienił. Nowy powiem ci przez telefon, nie piszę go tutaj.",
          "Danyal: key safe ka code maine badal diya hai, naya code carers ko agency ne bataya hai. Yahan nahi likh rahi")

    r.add("password_location_reference",
          "All the banking passwords are in the red book in the bureau, second drawer",
          "Netflix password: ask Hannah (it's in Bitwarden under 'Streaming')",
          "If I'm not around, the Bitwarden emergency kit is in the fire safe envelope marked 'Danyal'",
          "ایپل آئی ڈی کا پاس ورڈ لال کتاب میں ہے — Danyal, yahan mat dhoondna")

    r.add("wifi_network_name",
          "Home networks: MalikHome (downstairs), MalikHome5G (upstairs), MalikGuest — password on the card behind the router",
          f"Babcia's Wi-Fi is called VM{digits(7, lead=True)} — to domyślna nazwa, hasło jest na routerze",
          "hotel wifi in Whitby: WHITBY-GUESTS, no password, just a click-through page")

    r.add("birthdays",
          "Birthdays: Aisha 17 Feb, Ollie 3 Sep, Babcia 22 Nov, Danyal 9 June, Auntie Saima 30 Jan",
          "Babcia urodziny 22.11 — zamówić tort z polskiego sklepu na Harehills",
          "wedding anniversary 14/07, don't let Danyal forget (again)")

    r.add("family_schedule_times",
          "Bins: black Tues, green every other Weds, brown Mar–Nov\nswimming Thurs 17:30-18:15\nBabcia's carers 8:00, 12:30, 18:00",
          "School run: drop 8:40, pickup 3:15 (Ollie), 3:20 (Aisha); Weds after-school club till 5:30",
          "Danyal — Jumma ke din pickup 1:30 pe, masjid ke baad")

    r.add("octopus_account_number",
          f"Octopus account number {octopus_account()} (for the moving-house form)",
          f"Energy: Octopus {octopus_account()}, tariff Agile, electric MPAN {mpan()}",
          f"Babcia's Octopus ref {octopus_account()} — she's on the Priority Services Register")

    r.add("meter_details",
          f"Gas MPRN {digits(10, lead=True)}, meter serial {rnd(UPPER, 1)}{digits(7)}{rnd(UPPER, 1)}{digits(2)}",
          f"Meter readings 1 Dec: elec {digits(5, lead=True)}, gas {digits(5, lead=True)}",
          f"Water meter serial {digits(2)}M{digits(6)} (Yorkshire Water acct {digits(10, lead=True)})")

    r.add("nationwide_customer_number_only",
          f"Nationwide customer number {digits(10, lead=True)} — the passnumber is in the red book, never write it here",
          f"Nationwide card reader: serial {rnd(UPPER, 2)}{digits(8)}, battery replaced Jan. (PIN is the card PIN, not written anywhere)")

    r.add("pin_or_password_policy_talk",
          "Monzo PIN has to be 4 digits, can't be 1234 or your birthday — Aisha's junior card same rule",
          "Gov Gateway password rules: 10+ characters, needs a number and a capital. Reset mine Tuesday",
          "Nationwide passnumber is 5 digits, app asks for 3 random ones — don't panic if it only asks for some",
          "Babcia, hasło musi mieć co najmniej 8 znaków. Zrobimy nowe razem w niedzielę")

    r.add("two_factor_status_note",
          "Google backup codes printed 3 March — 10 codes, 1 used. Sheet is in the fire safe",
          "Apple recovery key turned on for my Apple ID; printed copy in the red book, second copy at Saima's",
          "HMRC 2-step now goes to Danyal's new number. Old number removed")

    r.add("apple_id_email_only",
          "Apple IDs: me hannah.malik@malik-family.example (organiser), Danyal danyal.malik@malik-family.example, Aisha aisha.m@malik-family.example (child acct)",
          "Babcia's Apple ID = krystyna.malik@malik-family.example. Password is NOT her birthday anymore, I changed it with her")

    r.add("device_serial_number",
          f"Family iPad serial {rnd(NOCONF, 12)} (AppleCare until Sept)",
          f"Boiler: Worcester Bosch 30i, serial {digits(4)}-{digits(3)}-{digits(6)}, service due May",
          f"Washing machine model WAN28281GB, serial FD{digits(4)} {digits(6)}")

    r.add("phone_imei",
          f"Aisha's phone IMEI {digits(15, lead=True)} (for the insurance if it goes missing again)",
          f"IMEI Babci: {digits(15, lead=True)}",
          f"my old iPhone IMEI {digits(2, lead=True)} {digits(6)} {digits(6)} {digits(1)} — traded in, reference TRD{digits(7)}")

    r.add("school_pupil_reference",
          f"Aisha UPN {rnd(UPPER, 1)}{digits(12)} — needed for the secondary application",
          f"Secondary school application ref LCC{digits(7)}, offer day 1 March",
          f"Ollie's UPN {rnd(UPPER, 1)}{digits(12)} (on the school report, top right)")

    r.add("tax_free_childcare_reference",
          f"Tax-Free Childcare payment ref for Ollie: {rnd(UPPER, 4)}{digits(5)}TFC (childminder needs it on each payment)",
          f"Child benefit ref CHB{digits(8)} {rnd(UPPER, 2)}",
          f"Childcare account (gov.uk) — Ollie's eligibility code for 30 free hours {digits(11, lead=True)}, reconfirm every 3 months")

    r.add("tv_licence_number",
          f"TV licence no. {digits(10, lead=True)}, renews Aug, £{digits(3, lead=True)}.50",
          f"Babcia has the over-75 TV licence, number {digits(10, lead=True)}",
          f"Mamo, numer licencji TV: {digits(10, lead=True)} — jak dzwonią, że 'licencja wygasła', to oszustwo")

    r.add("insurance_policy_number",
          f"Home insurance (Acme Insure) policy HH{digits(8)}, claims line {leeds_phone()}",
          f"Car insurance policy {rnd(UPPER, 3)}{digits(7)}, renews 14 Feb, no claims 7 yrs",
          f"Travel insurance for Lahore trip: policy no. TRV-{digits(6)}-{rnd(UPPER, 2)}")

    r.add("travel_booking_reference",
          f"Flights LBA→LHE, Emirates, booking ref {booking_ref()}, depart 06:10",
          f"Jet2 booking {rnd(UPPER + DIGITS, 8)} — Tenerife, 2 adults 2 kids + Babcia",
          f"Danyal — PIA booking reference {booking_ref()}, seats 32A-D")

    r.add("promo_or_coupon_code",
          f"Discount code from Aisha's school newsletter: SCHOOL{digits(2)} (15% off uniform)",
          "Octopus 'Octoplus' freebies this week: Caffè Nero code shown in app, nothing to save",
          f"Kids eat free at the Acme Diner with code FAMILY{digits(2)}, Mon–Thu")

    r.add("referral_link",
          f"Octopus referral link to send Saima (£50 each): share.octopus.example/{pick(*WORDS)}-{pick(*WORDS)}-{digits(2)}",
          f"Monzo referral — monzo.example/i/{rnd(LOWER + DIGITS, 8)}",
          f"Octopus friend code for the school mums WhatsApp: {pick(*WORDS).upper()}-{pick(*WORDS).upper()}-{digits(2)}")

    r.add("software_version",
          "iPad on iPadOS 17.4.1, Babcia's phone on Android 13 (Nokia G21) — update both at Christmas",
          f"BT Smart Hub 2 firmware v0.{digits(2)}.{digits(2)}.{digits(5)}-BT, updated itself overnight",
          "NHS app version 2.44.0 won't open on the old iPad — needs iPadOS 16+")

    r.add("ip_and_hostname",
          "Router is 192.168.1.254, printer 192.168.1.64, Synology photos box 192.168.1.20 (photos.internal)",
          "Danyal's Home Assistant: http://homeassistant.internal:8123 — leave it alone unless heating breaks",
          "Babcia's Virgin hub 192.168.0.1, her printer is 192.168.0.12")

    r.add("device_mac_address",
          f"Parental controls — Ollie's tablet MAC {mac(upper=True)}, Aisha's phone {mac()} (block after 8pm)",
          f"New Kindle MAC address {mac('-', upper=True)} for the router allow list",
          f"Babcia's TV box MAC {mac()} — Virgin asked for it on the phone")

    r.add("whatsapp_security_code",
          f"Verified Babcia's WhatsApp security code with her in person: {' '.join(digits(5) for _ in range(12))}",
          f"Signal safety number with Danyal: {' '.join(digits(5) for _ in range(12))}")

    r.add("library_card_number",
          f"Leeds Libraries cards: Aisha {digits(10, lead=True)}, Ollie {digits(10, lead=True)} — their library PINs are set at the desk, the kids remember them",
          f"Babcia's library card {digits(14, lead=True)} (Polish books section at Central)",
          f"library books due back 12th, card {digits(10, lead=True)}, 6 books, renew online")

    r.add("bus_pass_number",
          f"Babcia's bus pass (ENCTS) no. {digits(4)} {digits(4)} {digits(4)} {digits(4)} {digits(2)}, expires 2027",
          f"Aisha's MCard number {digits(10, lead=True)}, top up on the app",
          f"Danyal ka Railcard (Two Together) number {digits(8, lead=True)}, expires Sept")

    r.add("prescription_reference",
          f"Babcia's repeat prescription order {rnd(UPPER, 2)}{digits(6)}, ready Thursday at Boots",
          f"Prescription token barcode {rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)} — EPS, for Ollie's inhaler",
          f"Recepta Babci: numer zamówienia {rnd(UPPER, 2)}{digits(6)}, odbiór w aptece w czwartek")

    r.add("driving_licence_check_code_expired",
          "DVLA share code for the hire car was generated 2 Feb, it's expired now (only 21 days), make a new one next trip",
          f"Danyal's driving licence number ends {digits(2)}{rnd(UPPER, 2)} — full one on the card in his wallet")

    r.add("hashes_and_checksums",
          f"Synology backup log: last snapshot ok, checksum sha256 {hexs(64)}",
          f"Photo export zip md5 {hexs(32)} — matches the one on the NAS so it copied fine",
          f"Danyal: Home Assistant update commit {hexs(40)} ke baad heating theek chal rahi hai")

    r.add("uuid_identifiers",
          f"Octopus support case {uid()} about the smart meter",
          f"Home Assistant device id for the boiler relay {hexs(32)} (Danyal says I'll never need this)",
          f"iCloud family photo album share id {uid()}")

    r.add("public_key_fingerprint",
          f"Synology SSH host key fingerprint SHA256:{rnd(ALNUM + '+/', 43)} — Danyal says check it matches when he logs in",
          f"Danyal's PGP public key fingerprint {' '.join(rnd('0123456789ABCDEF', 4) for _ in range(10))}")

    r.add("payment_confirmation_reference",
          f"Paid council tax online, confirmation {rnd(UPPER + DIGITS, 10)}",
          f"Monzo bank transfer to the childminder ref MALIK-OLLIE-{digits(4)}, payment id tx_{rnd(ALNUM, 22)}",
          f"Octopus bill paid, transaction {digits(12, lead=True)}")

    r.add("carer_agency_reference",
          f"Acme Homecare — Babcia's client number {digits(6, lead=True)}, care plan ref CP-{digits(5)}",
          f"Social worker case ref {digits(7, lead=True)}, Adult Social Care duty line {leeds_phone()}")

    r.add("padlock_and_keysafe_model",
          "Shed padlock is a Master Lock 4-dial combination, bought B&Q, reset instructions in the kitchen drawer",
          "Key safe model: Supra C500 police approved — code is changed every 3 months by me, not written here",
          "Garage door keypad: Hörmann FCT3b, replaced the battery (9V) in Nov")

    r.add("alarm_system_details",
          f"Alarm company Acme Security, account {digits(6, lead=True)}, engineer visit ref JOB-{digits(6)}, phone {leeds_phone()}",
          "Alarm keypad beeps 3 times = low battery in the back door sensor, not a break-in")

    r.add("token_expired_note",
          "Octopus API key revoked after Danyal's graph thing broke — he'll make a new one when he has time",
          "The Disney+ one-time code from this morning has expired, ignore the email",
          "Mamo, kod SMS z banku jest ważny tylko 5 minut, potem trzeba poprosić o nowy")

    r.add("gov_reference_numbers",
          f"Danyal's UTR {digits(5, lead=True)} {digits(5)} (self assessment, due 31 Jan)",
          f"Passport renewal application ref {digits(4)}-{digits(4)}-{digits(4)}-{digits(4)} — Ollie's, sent 2 Apr",
          f"HMRC letter ref {rnd(UPPER, 3)}/{digits(6)}/{rnd(UPPER, 2)} about the tutoring income — reply by 30 days")

    r.add("receipt_and_warranty",
          f"Currys receipt {digits(4)}-{digits(4)}-{digits(6)}, fridge freezer, 5yr warranty reg no. W{digits(9)}",
          f"Halfords bike receipt, frame number WBK{digits(7)}{rnd(UPPER, 1)}")

    return r


def main() -> None:
    write_corpora("make_heldout133.py", [
        ("heldout133_credentials.yaml", credentials(), "batch 133 (Leeds family admin, English with Polish and Urdu notes), written blind; every value synthetic"),
        ("heldout133_lookalikes.yaml", lookalikes(), "batch 133 look-alikes: household references, NHS/council/parcel/order numbers, masked and talked-about secrets, written blind"),
    ])


if __name__ == "__main__":
    main()
