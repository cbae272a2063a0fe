# ruff: noqa: E501
"""Writes heldout381_credentials.yaml and heldout381_lookalikes.yaml: held-out batch 381.

Persona: a retired couple in Vancouver, Linda and Ray, who share one notes app and write
plain Canadian English, usually signing both names. They keep their RBC and Tangerine
banking logins and PINs, the CRA My Account password, the BC Services Card app passcode,
Telus and Shaw logins and the Wi-Fi keys, the condo's parkade gate and lobby codes, the
cabin's key safe and alarm codes, the grandchildren's tablet passcodes, Costco, the travel
insurance portal, Air Canada Aeroplan, Interac e-Transfer answers, and a few things their
grandson set up for them (a Home Assistant token, the photo NAS, a Bitwarden vault, a small
bitcoin wallet). Their look-alikes are member and account numbers, booking references,
tracking numbers, policy and claim numbers, masked cards, serials, phone numbers, bills and
dates, expired codes and notes about where a password is kept rather than the password.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module (through make_heldout's helpers)
in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`.
Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE58,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
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
    pin,
    pw,
    rnd,
    s10,
    seed_phrase,
    ssh_fingerprint,
    totp_seed,
    uid,
    write_corpora,
)

PLACES = [
    "Kits", "Kitsilano", "Dunbar", "Lonsdale", "Tofino", "Gibsons", "Sechelt", "Whistler",
    "Jericho", "Spanish", "Ambleside", "Deep", "Cove", "Granville", "Stanley", "Qualicum",
]
THINGS = [
    "Bluebird", "Salmon", "Heron", "Otter", "Cedar", "Arbutus", "Maple", "Orca", "Ferry",
    "Tulip", "Rhubarb", "Canuck", "Puffin", "Chinook", "Huckleberry", "Raven", "Kayak",
]
NAMES = ["Bella", "Duffy", "Oscar", "Tilly", "Murphy", "Pepper", "Rosie", "Gus", "Winnie"]
VOCAB = [
    "salmon", "ferry", "gumboot", "drizzle", "arbutus", "seawall", "toque", "canoe",
    "huckleberry", "raincoat", "chinook", "tidepool", "lighthouse", "driftwood", "kettle",
    "porch", "crib", "bannock", "blueberry", "heron", "cribbage", "marmalade", "slipper",
]
SYMBOLS = "!#$%&*?@"


def couple_pw() -> str:
    """A password this couple would make up: a word or two, a year or digits, a symbol."""
    return pick(
        f"{secrets.choice(PLACES)}{secrets.choice(THINGS)}{digits(pick(2, 4), lead=True)}{secrets.choice(SYMBOLS)}",
        f"{secrets.choice(NAMES)}{secrets.choice(SYMBOLS)}{secrets.choice(THINGS).lower()}{digits(3, lead=True)}",
        f"{secrets.choice(THINGS)}{secrets.choice(SYMBOLS)}{secrets.choice(PLACES)}{digits(2, lead=True)}{secrets.choice(NAMES).lower()}",
        pw(),
    )


def passphrase(n: int = 4) -> str:
    """A Bitwarden-style passphrase: words, a hyphen and a digit."""
    return phrase(VOCAB, n, "-") + digits(1, lead=True)


def answer() -> str:
    """A security answer they made deliberately odd, as the bank advised."""
    return pick(
        f"{secrets.choice(VOCAB)} {secrets.choice(VOCAB)} {digits(2, lead=True)}",
        f"{secrets.choice(VOCAB)}{secrets.choice(SYMBOLS)}{secrets.choice(VOCAB)}",
        f"{secrets.choice(THINGS).lower()}-{secrets.choice(PLACES).lower()}-{digits(3, lead=True)}",
    )


def visa() -> str:
    return groups(luhn(pick("4510", "4519", "4537", "4500")), 4)


def mastercard() -> str:
    return groups(luhn(pick("5191", "5258", "5305")), 4)


def expiry() -> str:
    return f"{secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26}"


def wifi_key() -> str:
    """A router's default Wi-Fi key, or one they set themselves."""
    return pick(
        rnd(LOWER + DIGITS, 10),
        rnd(ALNUM, 12),
        groups(rnd("abcdefghjkmnpqrstuvwxyz23456789", 12), 4, "-"),
        f"{secrets.choice(THINGS)}{secrets.choice(PLACES)}{digits(4, lead=True)}",
    )


def backup_codes(n: int) -> str:
    """Google-style backup codes: eight digits shown in two groups of four."""
    return "\n".join(groups(digits(8, lead=True), 4) for _ in range(n))


def ha_token() -> str:
    """A Home Assistant long-lived access token (an HS256 JWT with a hex issuer)."""
    t = epoch()
    return jwt({"iss": hexs(32), "iat": t, "exp": t + 315_360_000})


def cra_security_code() -> str:
    return rnd(UPPER + DIGITS, 6)


def phone() -> str:
    return f"{pick('604', '778', '250', '236')}-555-01{digits(2)}"


def booking_ref() -> str:
    return rnd(UPPER + DIGITS, 6)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "rbc_online_banking_password",
        f"RBC online banking - client card is the one in Ray's wallet, password {couple_pw()}  (Linda & Ray)",
        f"RBC pw changed again after the fraud scare\n{couple_pw()}\n-R",
        f"rbc royal bank login pasword: {couple_pw()}   they made us change it Feb",
        f"Banking (RBC) | user = client card | pass = {couple_pw()}",
        f"New RBC Online Banking password is {couple_pw()} — Ray please don't write it on the calendar this time. L.",
    )

    r.add(
        "tangerine_pin",
        f"Tangerine client no. {digits(9, lead=True)}  PIN {pin(6)}",
        f"tangerine savings pin {pin(5)} (Linda's)",
        f"Tangerine app PIN changed today to {pin(6)}. Ray",
        f"Orange bank (Tangerine) - log in with client number then PIN\n{pin(pick(5, 6))}",
        f"TANGERINE\n  client #: {digits(9, lead=True)}\n  pin: {pin(6)}\n  orange key image = the sailboat",
    )

    r.add(
        "debit_card_pin",
        f"RBC debit card PIN {pin(4)} - Ray's new card came today",
        f"Linda's bank card pin is {pin(4)}, don't tell the grandkids lol",
        f"debit pin\n{pin(4)}",
        f"Client card PIN (Ray) = {pin(4)}; Linda's = {pin(4)}",
    )

    r.add(
        "credit_card_with_cvv",
        f"RBC Avion Visa {visa()} exp {expiry()} cvv {digits(3)}",
        f"Costco Mastercard (for the online order) {mastercard()}  {expiry()}  security code on back {digits(3)}",
        f"Ray's Visa for booking the ferry:\n{visa()}\nexpires {expiry()}\nCVV {digits(3)}",
        f"card no {visa()} / {expiry()} / {digits(3)} - Linda",
        f"| card | number | exp | cvc |\n| Visa | {visa()} | {expiry()} | {digits(3)} |",
        f"new Tangerine Money-Back MC {mastercard()} exp. {expiry()} 3 digit code {digits(3)} (old one cancelled)",
    )

    r.add(
        "cra_my_account_password",
        f"CRA My Account\nuser id: lindaray{digits(2)}\npassword: {couple_pw()}",
        f"Canada Revenue (CRA) login password {couple_pw()} — security Qs are the same as the bank",
        f"CRA pw {couple_pw()} Ray set it up for the OAS stuff",
        f"my account cra password: {couple_pw()} (Ray) and Linda's is {couple_pw()}",
        f"CRA security code that came in the mail (needed to finish registering): {cra_security_code()}",
        f"Tax login (CRA) - {couple_pw()} - L & R",
    )

    r.add(
        "bc_services_card_app_passcode",
        f"BC Services Card app passcode {pin(6)} (Linda's phone)",
        f"Ray's BC Services Card app PIN is {pin(6)}",
        f"bc svcs card app - passcode\n{pin(6)}\nneeded for Health Gateway",
        f"The BC services card app asks for a 6 digit code each time: {pin(6)}  - Linda & Ray",
    )

    r.add(
        "telus_account_password",
        f"My TELUS login: ray.linda@shaw.example / {couple_pw()}",
        f"Telus pw {couple_pw()}",
        f"Telus account PIN (they ask on the phone) {pin(4)}",
        f"telus.com password changed: {couple_pw()}  L+R",
        f"TELUS mobility - user {digits(9, lead=True)} pass {couple_pw()}",
    )

    r.add(
        "shaw_email_password",
        f"Shaw email (lindaray@shaw.example) password {couple_pw()}",
        f"shaw webmail pword: {couple_pw()} -- set up on the iPad too",
        f"Email password for Ray's shaw account\n{couple_pw()}",
        f"Outgoing mail server settings: smtp.shaw.example port 587, user rayb@shaw.example, password {couple_pw()}",
    )

    r.add(
        "wifi_key",
        f"Home wifi (Shaw BlueCurve) network LindaRay-5G password {wifi_key()}",
        f"Cabin wifi: CabinNet / {wifi_key()}",
        f"WIFI PASSWORD for guests\n{wifi_key()}",
        f"wi-fi key on the bottom of the Telus hub: {wifi_key()}",
        f"Tell the kids the wifi is {wifi_key()} (network: Grandmas_House)",
        f"Network name TELUS{digits(4)} \nKey {wifi_key()}\nRay changed the name but not the key",
    )

    r.add(
        "router_admin_password",
        f"Shaw modem admin page 10.0.0.1  user admin  pass {rnd(ALNUM, 10)}",
        f"router login (the grandson set it) admin / {pw()}",
        f"Telus wifi hub admin password: {rnd(ALNUM, 12)}",
        f"Cabin router: http://192.168.1.1 -> admin pw {couple_pw()}",
    )

    r.add(
        "parkade_gate_code",
        f"Parkade gate keypad code {pin(4)}#",
        f"parkade code is {pin(5)} then the green button",
        f"Visitor parking gate: {pin(4)} (give to Shannon when she visits)",
        f"Condo parkade - new gate code from strata {pin(4)} starts Monday. L & R",
        f"garage gate\n{pin(4)}*",
    )

    r.add(
        "condo_lobby_door_code",
        f"Lobby door keypad code (if fob doesn't work) {pin(4)}",
        f"front door code for the building {pin(5)} - Linda",
        f"Building side door: {pin(4)}#  (bike room same code)",
        f"Amenity room / gym door code {pin(4)}",
    )

    r.add(
        "cabin_key_safe_code",
        f"Cabin key safe combo {pin(4)}",
        f"Key lockbox at the cabin (on the woodshed) code {pin(4)}",
        f"cabin keysafe {pin(4)} - tell the Hendersons when they go up in July",
        f"The key box by the back door at the cabin:\n{pin(4)}\nturn the dial then push down. Ray",
        f"Lockbox at Sechelt: {pin(4)} (changed Sept after the renters)",
    )

    r.add(
        "home_alarm_code",
        f"Alarm code for the cabin {pin(4)} - you have 30 sec after opening the door",
        f"house alarm disarm {pin(4)}, duress code is different, ask Ray",
        f"ADT cabin panel code: {pin(4)}   master code {pin(6)}",
        f"Security system PIN {pin(4)} (Linda & Ray)",
    )

    r.add(
        "grandkids_tablet_passcode",
        f"Emma's iPad passcode {pin(6)}",
        f"Screen Time passcode for the boys' tablets: {pin(4)} (don't tell Noah!!)",
        f"Liam tablet unlock {pin(4)}",
        f"Grandkids' Samsung tablet PIN {pin(4)} — parental controls password {couple_pw()}",
        f"Kids tablets\n  Emma: {pin(6)}\n  Noah & Liam (shared): {pin(4)}",
    )

    r.add(
        "costco_account_password",
        f"Costco.ca login lindaray@shaw.example pw {couple_pw()}",
        f"costco online password {couple_pw()}",
        f"Costco website: user is Linda's email, password is\n{couple_pw()}",
        f"Costco acct password reset 11/02 -> {couple_pw()}  R",
    )

    r.add(
        "travel_insurance_portal_password",
        f"Travel insurance portal (medipac.example) login: {couple_pw()}",
        f"Snowbird insurance website password {couple_pw()} — policy number is on the card",
        f"trip insurance online account pw {couple_pw()} (need it to file the claim)",
        f"travel insurance login\nuser: rbrown{digits(2)}\npass: {couple_pw()}",
    )

    r.add(
        "aeroplan_password",
        f"Aeroplan password {couple_pw()}",
        f"Air Canada / Aeroplan login for Linda: {couple_pw()}",
        f"aeroplan pw changed after they merged the accounts: {couple_pw()}",
        f"Aeroplan\n - Ray: {couple_pw()}\n - Linda: {couple_pw()}",
        f"Air Canada app log in pass {couple_pw()} (same as Aeroplan)",
    )

    r.add(
        "apple_id_password",
        f"Apple ID password (ray.brown@icloud.example) {couple_pw()}",
        f"iCloud pw {couple_pw()} - Linda",
        f"Apple ID for the iPad\nlindabrown@icloud.example\n{couple_pw()}",
        f"App Store password is {couple_pw()} — kids keep asking, don't give it out!",
        f"apple id pasword changed {couple_pw()}",
    )

    r.add(
        "google_app_password",
        f"Google app password for the old Outlook on Ray's computer: {app_password()}",
        f"Gmail app password (for the printer scan-to-email) {app_password()}",
        f"app password from Google\n{app_password()}\nuse instead of the normal password on the Thunderbird",
        f"16 letter code google gave for the mail program: {app_password().replace(' ', '')}",
    )

    r.add(
        "google_backup_codes",
        "Google backup codes (Linda's gmail) — each one works once:\n" + backup_codes(5),
        "gmail backup codes\n" + backup_codes(4),
        "Ray's Google 2-step backup codes:\n" + backup_codes(6) + "\n(crossed out the used ones)",
        f"Backup code for google if phone is lost: {groups(digits(8, lead=True), 4)}  {groups(digits(8, lead=True), 4)}",
        "Google backup codes printed 2024:\n" + backup_codes(3),
    )

    r.add(
        "etransfer_security_answer",
        f"e-Transfer to Shannon: question 'where did we go in 1998', answer {answer()}",
        f"Interac e-transfer password for the kids: {answer()}",
        f"etransfer to the cleaning lady - answer: {answer()}",
        f"Interac e-Transfer security answer\n{answer()}\n(for the strata fee refund)",
        f"E-transfer Q: grandma's dog? A: {answer()}",
        f"Sent Mike $200 by Interac, the answer is {answer()} - Linda",
    )

    r.add(
        "security_question_answer",
        f"RBC security questions: first car? {answer()}  street you grew up on? {answer()}",
        f"Tangerine security Q (mother's maiden name) answer: {answer()}",
        f"CRA security question answer {answer()} (we made it up, not the real one)",
        f"Aeroplan secret question - favourite teacher - {answer()}",
    )

    r.add(
        "bitwarden_master_password",
        f"Bitwarden master password (Jake set it up) {passphrase()}",
        f"Password manager master pass:\n{passphrase(5)}",
        f"bitwarden master pw {passphrase()} — if we forget this everything is gone, Jake says",
        f"Vault master password = {passphrase()}  (Linda & Ray)",
    )

    r.add(
        "authenticator_setup_key",
        f"Authenticator setup key for RBC (if we get a new phone) {groups(totp_seed(32), 4)}",
        f"Microsoft Authenticator key for Ray's email: {totp_seed(16)}",
        f"2FA secret key Jake wrote down for the Coinbase:\n{totp_seed(32)}",
        f"otpauth://totp/Bitwarden:lindabrown?secret={totp_seed(32)}&issuer=Bitwarden",
    )

    r.add(
        "bitcoin_seed_phrase",
        f"Bitcoin wallet recovery words (Jake): {seed_phrase(12)}",
        f"The 12 words for the crypto wallet\n{seed_phrase(12)}\nDON'T LOSE",
        f"seed phrase {seed_phrase(24)}",
        "Wallet backup phrase (in order):\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(seed_phrase(12).split())),
    )

    r.add(
        "voicemail_pin",
        f"Telus voicemail pin {pin(4)}",
        f"home phone voice mail password {pin(5)}",
        f"Voicemail code for Linda's cell: {pin(4)} (dial *98)",
        f"vm pin {pin(6)} - Ray",
    )

    r.add(
        "streaming_password",
        f"Netflix login lindaray@shaw.example pw {couple_pw()}",
        f"Crave password {couple_pw()}",
        f"CBC Gem / Netflix / Disney+ all use {couple_pw()}",
        f"Optik TV app password {couple_pw()}  (for watching at the cabin)",
        f"Netflix profile lock PIN {pin(4)} so the kids can't get on ours",
    )

    r.add(
        "home_safe_combination",
        f"Safe combination (closet) {secrets.randbelow(90) + 10}-{secrets.randbelow(90) + 10}-{secrets.randbelow(90) + 10}",
        f"the safe in the den: {pin(6)} then #",
        f"Fireproof box code {pin(4)}",
        f"Combination for the gun cabinet at the cabin: R{secrets.randbelow(40) + 1} L{secrets.randbelow(40) + 1} R{secrets.randbelow(40) + 1}",
    )

    r.add(
        "home_assistant_token",
        f"Home Assistant token Jake made for the thermostat app:\n{ha_token()}",
        f"HA long-lived access token (cabin) {ha_token()}",
        f"curl -H \"Authorization: Bearer {ha_token()}\" http://homeassistant.internal:8123/api/states",
        f"```yaml\nhomeassistant:\n  url: http://cabin-ha.internal:8123\n  token: {ha_token()}\n```",
    )

    r.add(
        "nas_login",
        f"Photo NAS: smb://linda:{couple_pw()}@photos-nas.internal/Family",
        f"Synology (family photos) login ray / {couple_pw()}",
        f"DS photos website http://nas.internal:5000  user admin  pass {pw()}",
        f"Backup drive in the den: user linda, password {couple_pw()}",
    )

    r.add(
        "health_portal_password",
        f"LifeLabs results login password {couple_pw()}",
        f"Health Gateway / LifeLabs: {couple_pw()} - Ray",
        f"pharmacy app (London Drugs) pw {couple_pw()}",
        f"Medical portal for Dr. Chen's office\nuser: linda.brown\npassword: {couple_pw()}",
    )

    r.add(
        "phone_passcode",
        f"Ray's iPhone passcode {pin(6)}",
        f"Linda phone unlock code: {pin(6)}",
        f"SIM PIN {pin(4)} and PUK {digits(8)} (from the Telus card)",
        f"New phones - passcodes\nRay {pin(6)}\nLinda {pin(6)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "masked_card_digits",
        f"RBC Visa ending in {digits(4)} was charged twice at Save-On",
        f"Card on file with Costco: Mastercard **** **** **** {digits(4)}",
        f"Aeroplan card xxxx{digits(4)} expires soon — watch for the new one in the mail",
        f"Ray's debit card ends {digits(4)}, Linda's ends {digits(4)}",
        f"Statement shows card ••{digits(4)} for the Telus payment - Linda",
    )

    r.add(
        "direct_deposit_info",
        f"For CPP direct deposit: institution 003, transit {digits(5)}, account {digits(7)}",
        f"Tangerine void cheque info - inst 614 transit 00152 acct {digits(10, lead=True)}",
        f"RBC chequing {digits(5)}-{digits(7)} (for the pension office form)",
        f"OAS deposit goes to account #{digits(7)} at branch {digits(5)}",
        f"Account numbers for the accountant:\n  chequing {digits(7)}\n  savings {digits(7)}\n  TFSA {digits(9)}",
    )

    r.add(
        "netfile_confirmation",
        f"2024 taxes NETFILE confirmation number {rnd(UPPER + DIGITS, 8)} — Linda",
        f"CRA confirmation # {rnd(UPPER + DIGITS, 8)} for Ray's return",
        f"Notice of Assessment arrived, reference {digits(8)}, refund $412.80",
        f"CRA business number for the cabin rental {digits(9, lead=True)} RT0001",
    )

    r.add(
        "personal_health_number",
        f"Ray PHN {digits(10, lead=True)}",
        f"Linda's Personal Health Number (for the clinic form) {groups(digits(10, lead=True), 4)}",
        f"BC Services Card number on the front: {digits(9, lead=True)}",
        f"PHNs for the travel insurance form:\nRay {digits(10, lead=True)}\nLinda {digits(10, lead=True)}",
    )

    r.add(
        "telus_account_number",
        f"Telus account no. {digits(9, lead=True)}",
        f"TELUS BAN {digits(8, lead=True)} — quote it when you phone",
        f"telus acct # {digits(9, lead=True)} for the landline bill",
        f"Telus bill: account {digits(9, lead=True)}, invoice {digits(10, lead=True)}",
    )

    r.add(
        "shaw_service_ticket",
        f"Shaw tech visit booked Tues, work order {digits(9, lead=True)}",
        f"shaw ticket # {rnd(UPPER + DIGITS, 10)} re: internet dropping",
        f"Shaw account {digits(12, lead=True)} (for cancelling the cable)",
        f"Shaw return label for the old modem: {s10('EE', 'CA')}",
    )

    r.add(
        "costco_membership_number",
        f"Costco member # {digits(12, lead=True)}",
        f"costco executive membership {groups(digits(12, lead=True), 4)} renews in March",
        f"Linda's Costco card number {digits(12, lead=True)} (Ray is the add-on)",
        f"Costco membership\n{digits(12, lead=True)}\nexp 2026-03",
        f"Give them the costco # {digits(12, lead=True)} at the tire centre",
    )

    r.add(
        "costco_order_number",
        f"Costco.ca order {digits(10, lead=True)} - the patio heater",
        f"costco online order # {digits(10, lead=True)} delivery window Thu 8-12",
        f"Costco Travel booking {digits(8, lead=True)} for Maui",
        f"Costco receipt transaction {digits(4)} {digits(3)} {digits(5)} for the return",
    )

    r.add(
        "aeroplan_member_number",
        f"Aeroplan # {digits(9, lead=True)} (Ray)",
        f"Linda Aeroplan number {groups(digits(9, lead=True), 3)}",
        f"aeroplan no {digits(9, lead=True)} - add to the booking",
        f"Aeroplan numbers\nRay {digits(9, lead=True)}\nLinda {digits(9, lead=True)}",
        f"Air Canada said to quote Aeroplan {digits(9, lead=True)} for the missing points",
    )

    r.add(
        "flight_booking_reference",
        f"Air Canada booking ref {booking_ref()} YVR-LHR Sept 12",
        f"Booking reference: {booking_ref()} (Maui, Dec)",
        f"Flight to Toronto for Emma's graduation - booking {booking_ref()}",
        f"WestJet reservation code {booking_ref()} (Kelowna)",
        f"| trip | airline | booking |\n| Maui | AC | {booking_ref()} |\n| Kelowna | WS | {booking_ref()} |",
    )

    r.add(
        "eticket_number",
        f"e-ticket no. 014{digits(10)} (Ray)",
        f"Ticket numbers: 014 {digits(10)} / 014 {digits(10)}",
        f"Linda's ticket number is 014-{digits(10)} — need it for the insurance claim",
        f"AC e-ticket 014{digits(10)} re-issued after the schedule change",
    )

    r.add(
        "insurance_policy_number",
        f"Travel insurance policy # {rnd(UPPER, 3)}{digits(8)}",
        f"Medipac policy number {digits(8, lead=True)}, emergency line on the card",
        f"ICBC policy {rnd(UPPER, 2)}{digits(6)} renews end of May",
        f"Condo insurance policy no. {digits(4)}-{digits(6)}-{digits(2)} (BCAA)",
        f"Travel ins. certificate {digits(10, lead=True)} — group number {digits(5)}",
    )

    r.add(
        "canada_post_tracking",
        f"Canada Post tracking {digits(16, lead=True)} - Christmas parcel to Calgary",
        f"package from Amazon: {s10('LM', 'CA')}",
        f"tracking # {s10('RN', 'CA')} registered mail to the CRA",
        f"Canada Post pin {digits(16, lead=True)} (grandkids' birthday box)",
        f"Xpresspost {s10('EA', 'CA')} the passports",
    )

    r.add(
        "courier_tracking_number",
        f"Purolator tracking {digits(12, lead=True)}",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} (new recliner)",
        f"FedEx {digits(12, lead=True)} — the hearing aid batteries",
        f"Costco delivery by Purolator, pin {digits(12, lead=True)}",
    )

    r.add(
        "expired_verification_code",
        f"RBC texted code {digits(6)} but it expired before I typed it, got a new one",
        f"Aeroplan verification code {digits(6)} (used, login done)",
        f"The CRA code {digits(6)} from the text didn't work - expired after 10 min",
        f"Telus sent {digits(6)} to Linda's phone, already used it. Ray",
        f"Old one-time code {digits(6)} from Apple - expired, ignore",
    )

    r.add(
        "phone_number",
        f"Dr. Chen's office {phone()}",
        f"RBC card services {phone()} (24 hr)",
        f"Strata manager: Kevin {phone()}",
        f"Cabin neighbours (the Hendersons) {phone()} / cell {phone()}",
        f"Tangerine phone line {phone()} — have client number ready",
    )

    r.add(
        "bill_amount_and_date",
        f"Property tax ${secrets.randbelow(3000) + 2000:,}.{digits(2)} due July 2, homeowner grant claimed",
        f"Strata fee ${secrets.randbelow(300) + 400}.{digits(2)} monthly from Oct 1",
        f"BC Hydro bill {secrets.randbelow(200) + 60}.{digits(2)} paid 2024-11-{secrets.randbelow(28) + 1:02d}",
        f"Telus ${secrets.randbelow(80) + 90}.{digits(2)}  Shaw ${secrets.randbelow(60) + 70}.{digits(2)}  total per month",
        f"Costco run {secrets.randbelow(28) + 1:02d}/03 - ${secrets.randbelow(400) + 100}.{digits(2)}",
    )

    r.add(
        "device_serial_number",
        f"Emma's iPad serial {rnd(UPPER + DIGITS, 10)}",
        f"Samsung tablet S/N R{rnd(UPPER + DIGITS, 10)}",
        f"Hearing aids serials L {digits(10, lead=True)} R {digits(10, lead=True)}",
        f"Fridge model RF28R7201SR serial {rnd(UPPER + DIGITS, 15)}",
        f"iPhone IMEI {digits(15, lead=True)} (Ray)",
    )

    r.add(
        "wifi_network_mac",
        f"Home network name LindaRay-5G, modem MAC {mac(upper=True)}",
        f"Cabin router MAC {mac('-')} (Telus asked for it)",
        f"Kids tablets MAC addresses for the router block list: {mac()} and {mac()}",
        f"Shaw modem model XB7 serial {rnd(UPPER + DIGITS, 12)} CM MAC {mac(upper=True)}",
    )

    r.add(
        "software_version",
        f"iPad updated to iOS 17.{secrets.randbelow(7)}.{secrets.randbelow(3)}",
        f"RBC app version {secrets.randbelow(5) + 5}.{secrets.randbelow(20)}.{secrets.randbelow(10)} (build {digits(5, lead=True)}) is the one that crashes",
        f"Home Assistant 2024.{secrets.randbelow(12) + 1}.{secrets.randbelow(5)} — Jake says don't update yet",
        f"Windows 10 version 22H2 build 19045.{digits(4, lead=True)}",
    )

    r.add(
        "where_password_is_kept",
        "RBC password is in the little red book in the desk drawer, not in here. L & R",
        "Tangerine PIN — Ray knows it, it's the same as the old house number backwards",
        "Wifi password is on the sticker under the modem",
        "Cabin key safe code: ask Shannon, she has it in her phone",
        "All our passwords are in Bitwarden now (Jake set it up). Master password is NOT written anywhere",
        "Alarm code is on the card taped inside the cupboard above the fridge at the cabin",
    )

    r.add(
        "password_rules",
        "CRA password must be 8-16 characters, with upper case, lower case and a number",
        "RBC won't accept passwords with spaces or the same as the last 5",
        "Tangerine PIN has to be 4 to 6 digits, can't be your birthday",
        "Aeroplan password needs 10+ characters and a symbol (!@#$)",
        "costco site: password 8 to 20 characters, no spaces. we used the usual pattern - L & R",
    )

    r.add(
        "claim_status_url",
        f"Check the travel claim here https://claims.medipac.example/status/{uid()}",
        f"Costco return label link https://returns.costco.example/label/{uid()}",
        f"Strata AGM minutes https://portal.strata.example/docs/{uid()}/AGM-2024.pdf",
        f"Photos from Maui (shared album) https://photos.acme.test/album/{uid()}",
    )

    r.add(
        "vehicle_vin_plate",
        f"Car VIN 2T3{rnd('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 14)}",
        f"Plate {rnd(UPPER, 2)}{digits(3)}{rnd(UPPER, 1)} (the RAV4), ICBC decal due May",
        f"Trailer VIN {rnd('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17)} and plate {digits(2)}{rnd(UPPER, 2)}{digits(2)}",
        f"Boat licence number C{digits(5)}BC for the cabin runabout",
    )

    r.add(
        "travel_document_number",
        f"NEXUS PASSID Ray {digits(9, lead=True)}, Linda {digits(9, lead=True)}",
        f"Passport numbers: {rnd(UPPER, 2)}{digits(6)} (R) {rnd(UPPER, 2)}{digits(6)} (L), expire 2029",
        f"KTN for the US flights {digits(9, lead=True)}",
        f"eTA application number E{digits(9)} for Linda's cousin from the UK",
    )

    r.add(
        "strata_and_fob_ids",
        f"Strata lot {secrets.randbelow(120) + 1}, plan VAS{digits(4)}",
        f"Fob number printed on it: {digits(8, lead=True)} (the blue one is Ray's)",
        f"New fob #{digits(5)} issued by the strata, old #{digits(5)} deactivated",
        f"Parkade stall {secrets.randbelow(90) + 10}, storage locker {secrets.randbelow(60) + 1}, fob {rnd(UPPER + DIGITS, 8)}",
    )

    r.add(
        "utility_account_number",
        f"BC Hydro account {digits(12, lead=True)}",
        f"FortisBC gas acct {digits(10, lead=True)} (cabin)",
        f"Hydro account number for the condo: {groups(digits(12, lead=True), 4)}",
        f"Sunshine Coast water utility acct {digits(6)}-{digits(2)}",
    )

    r.add(
        "rental_iban",
        f"Deposit for the Algarve villa to IBAN {iban('PT', digits(21))}",
        f"Portugal apartment owner's bank: {iban('PT', digits(21))}, BIC CGDIPTPL",
        f"Wire to the UK cottage: {iban('GB', 'NWBK' + digits(14))}",
        f"IBAN for the tour company (Italy) {iban('IT', rnd(UPPER, 1) + digits(10) + digits(12))}",
    )

    r.add(
        "prescription_number",
        f"Ray's blood pressure pills Rx #{digits(7, lead=True)} at London Drugs",
        f"Linda's prescription number {digits(7, lead=True)} refill by the 15th",
        f"Pharmacy refill # {digits(8, lead=True)} (eye drops)",
        f"LifeLabs requisition {rnd(UPPER, 1)}{digits(8)} — fasting blood work",
    )

    r.add(
        "public_wallet_address",
        f"Jake's bitcoin address to send his birthday money: bc1q{rnd(BECH32, 38)}",
        f"Our receive address (public, ok to share) bc1q{rnd(BECH32, 38)}",
        f"Old bitcoin address 1{rnd(BASE58, 33)} from 2019",
        f"Ethereum address for the gift: 0x{hexs(40)}",
    )

    r.add(
        "backup_checksum",
        f"Photo backup file checksum (Jake) sha256 {hexs(64)}",
        f"The NAS update file md5 {hexs(32)} matches the website",
        f"NAS SSH key fingerprint {ssh_fingerprint()} — Jake says say yes if it shows this",
        f"Backup job id {hexs(12)} finished OK",
    )

    r.add(
        "home_assistant_secret_reference",
        "Jake's note: in configuration.yaml it says wifi_password: !secret wifi_password — the real one is in secrets.yaml",
        "api_token: !secret ha_api_token  (don't change this line)",
        "HA_TOKEN=${HA_TOKEN} in the docker thing, set on the NAS not here",
        "password: \"{{ states('input_text.alarm_code') }}\" - Jake says this just points to the setting",
    )

    r.add(
        "contractor_invoice_number",
        f"Roofer at the cabin, invoice #{digits(5, lead=True)}, paid by e-Transfer",
        f"Plumber invoice INV-{digits(6)} $860.00",
        f"Strata special levy notice no. {digits(4)}-{digits(3)}",
        f"Windows quote Q{digits(6)} good until the 30th",
    )

    r.add(
        "etransfer_reference_number",
        f"e-Transfer to Shannon reference number CA{rnd(UPPER + DIGITS, 10)}",
        f"Interac ref {rnd(UPPER + DIGITS, 8)} - paid the cleaner $120",
        f"Tangerine e-transfer confirmation {digits(9, lead=True)}",
        f"RBC bill payment confirmation # {digits(4)}{rnd(UPPER, 2)}{digits(4)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout381.py", [
        ("heldout381_credentials.yaml", credentials(), "Held-out batch 381: credentials a retired Vancouver couple keep (RBC, Tangerine, CRA, BC Services Card, Telus, Shaw, condo and cabin codes, tablets, Costco, travel insurance, Aeroplan and more)"),
        ("heldout381_lookalikes.yaml", lookalikes(), "Held-out batch 381: a retired couple's member and account numbers, booking refs, tracking numbers, masked cards, serials, expired codes and notes about where a secret is kept, none a secret"),
    ])


if __name__ == "__main__":
    main()
