# ruff: noqa: E501
"""Writes heldout123_credentials.yaml and heldout123_lookalikes.yaml: held-out batch 123.

Persona: a Toronto nurse (med/surg, floats to peds) and parent of two, who keeps everything in
her phone's assistant in plain Canadian English with a little French. She keeps the hospital
network and Epic logins, her badge PIN, the Pyxis and med room codes, bank PINs and online
banking, the kids' school portal, the garage, alarm and daycare door codes, the home Wi-Fi,
Costco and Air Canada passwords; and a great many numbers that are not secrets: employee and
badge numbers, extensions, shift codes, Rx numbers, a masked OHIP card, postal codes, flight
confirmations, gift card balances, locker numbers, appointments, rooms and doses.

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
    UPPER,
    Rows,
    card_expiry,
    digits,
    groups,
    luhn,
    mac,
    onepassword_secret_key,
    phrase,
    pick,
    rnd,
    uid,
    write_corpora,
)

WORDS = [
    "maple", "poutine", "muskoka", "raptors", "leafs", "beaver", "timbits", "hudson", "nugget",
    "biscuit", "juniper", "willow", "ravine", "lakeshore", "cedar", "sunflower", "chickadee",
    "loonie", "toque", "snowday", "pickles", "canoe", "blueberry", "pumpkin", "otter", "moose",
    "butter", "tulip", "marmalade", "sparrow", "pancake", "lighthouse", "teacup", "harbour",
]
PETS = ["Biscuit", "Nugget", "Pepper", "Luna", "Murphy", "Ziggy", "Olive", "Tofu", "Waffles"]
SEASONS = ["Winter", "Spring", "Summer", "Fall", "Autumn", "Hiver", "Printemps", "Ete"]
PLATE_LETTERS = "ABCDEFGHJKLMNPRSTVWXYZ"
POSTAL_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
EMAILS = ["j.tremblay.rn@mail.example", "tremblayfamily@mail.example", "julie.t@inbox.example", "jtremblay84@mail.example"]
SYM = "!#$@*&?"


def sym() -> str:
    return secrets.choice(SYM)


def word() -> str:
    return secrets.choice(WORDS)


def email() -> str:
    return secrets.choice(EMAILS)


def human_pw() -> str:
    """A password this person chose: words, kids' years, a symbol, now and then generated."""
    return pick(
        f"{word().capitalize()}{digits(pick(2, 3, 4))}{sym()}",
        f"{word().capitalize()}{sym()}{word().capitalize()}{digits(2)}",
        f"{secrets.choice(PETS)}{2008 + secrets.randbelow(12)}{sym()}",
        f"{word()}{word().capitalize()}{digits(3)}",
        rnd(ALNUM + "!#$%&*?", pick(12, 14, 16)),
    )


def season_pw() -> str:
    """The 90-day work password: season, year, something of her own."""
    return pick(
        f"{secrets.choice(SEASONS)}{pick('2024', '2025')}{sym()}{word().capitalize()}{digits(1)}",
        f"{word().capitalize()}{sym()}{secrets.choice(SEASONS)}{digits(2)}",
        f"{secrets.choice(SEASONS)}{sym()}{digits(4)}{word()}",
    )


def wifi_pw() -> str:
    return pick(
        f"{word()}{word()}{digits(4)}",
        f"{word().capitalize()}{word().capitalize()}{sym()}{digits(2)}",
        rnd(ALNUM, 12),
        digits(10, lead=True),
    )


def ssid() -> str:
    return pick(f"Tremblay-{pick('Home', 'Maison', '5G')}", f"Rogers{rnd(UPPER + DIGITS, 4)}", f"BELL{digits(3)}", f"{word().capitalize()}Net")


def visa() -> str:
    return groups(luhn("4", 16), 4)


def mastercard() -> str:
    return groups(luhn(pick("51", "52", "53", "54", "55"), 16), 4)


def d2() -> str:
    return f"{secrets.randbelow(40):02d}"


def google_codes(n: int) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def apple_recovery_key() -> str:
    return "-".join(rnd(UPPER + DIGITS, 4) for _ in range(7))


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def postal(first: str = "M") -> str:
    def letter() -> str:
        return secrets.choice(POSTAL_LETTERS)
    return f"{first}{secrets.randbelow(10)}{letter()} {secrets.randbelow(10)}{letter()}{secrets.randbelow(10)}"


def plate() -> str:
    return f"{rnd(PLATE_LETTERS, 4)} {digits(3)}"


def pnr() -> str:
    return rnd(UPPER + DIGITS, 6)


def vin() -> str:
    return rnd(VIN_CHARS, 17)


def money() -> str:
    return f"${secrets.randbelow(200)}.{secrets.randbelow(100):02d}"


def day() -> int:
    return secrets.randbelow(28) + 1


def month() -> str:
    return pick("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def clock() -> str:
    return f"{secrets.randbelow(10) + 8}:{pick('00', '15', '20', '30', '40', '45')}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "hospital_network_login_password",
        f"new network login for work: user tremblj  pw {season_pw()}  — changed it today, REMEMBER it this time",
        f"Hospital computer login\nusername: tremblj\npassword: {season_pw()}\n(same one for the Outlook on the unit PCs)",
        f"IT reset me again ugh. temp was {rnd(ALNUM, 10)} but I already set it to {season_pw()} — mot de passe réseau, the symbol is in the middle",
    )
    r.add(
        "epic_ehr_password",
        f"Epic pw: {season_pw()}",
        f"Epic (Hyperspace) login tremblj / {season_pw()} - Hyperdrive uses the same after the upgrade",
        f"Epic password changed {month()} {day()} -> {season_pw()}\nthe previous one was {season_pw()} so don't go back to that one, it won't let me",
        f"Haiku on my phone uses my Epic creds: tremblj + {season_pw()}",
    )
    r.add(
        "badge_pin",
        f"badge PIN {digits(4)}",
        f"ID badge tap + PIN for the stairwell doors and the printer release: {digits(6)}",
        f"NIP de ma carte d'employé : {digits(4)} (the new badge, not the old yellow one)",
    )
    r.add(
        "medication_cabinet_code",
        f"Pyxis on 7 West, my BioID never reads so: ID TREMBJ, password {digits(4)}{rnd(UPPER, 2)}",
        f"med cabinet override code for nights (charge nurse gave it to me): {digits(6)}",
        f"Omnicell on 4B\nuser 48213\npin {digits(5)}\nfingerprint never works w/ gloves lol",
    )
    r.add(
        "med_room_door_code",
        f"clean utility + med room keypad on 7W: {digits(4)}#",
        f"code for the med room on peds (float shift tmrw): {digits(5)} then the star key",
        f"porte de la salle des médicaments (4B) : {digits(4)}",
    )
    r.add(
        "bank_card_pin",
        f"TD debit NIP {digits(4)}",
        f"bank card pin - {digits(4)} (changed at the branch Sat, old one is dead)",
        f"Marc's debit PIN in case I need to do groceries with his card: {digits(4)}",
    )
    r.add(
        "online_banking_password",
        f"RBC online banking\nclient card {groups(luhn('4519', 16), 4)}\npassword {human_pw()}",
        f"Desjardins AccèsD — mot de passe : {human_pw()}",
        f"TD EasyWeb: username = the card number, password {human_pw()}",
        f"banking pw changed to {human_pw()} bc the app made me",
    )
    r.add(
        "tangerine_login_pin",
        f"Tangerine login: client # {digits(8)}, PIN {digits(6)}",
        f"Tangerine PIN (joint acct w/ Marc) {digits(6)}",
        f"Tangerine: no more security q, they just want the PIN now -> {digits(6)}",
    )
    r.add(
        "bank_security_answer",
        f"RBC security questions\n- first car: {word()}{digits(2)}\n- street I grew up on: {word().capitalize()} {word().capitalize()}\n(I made these up on purpose so nobody can guess)",
        f"Tangerine 'favourite book' answer: {word()} {word()} {digits(2)}",
        f"TD asks 'name of your first pet' -> answer is {secrets.choice(PETS)}{digits(3)} not the real one",
    )
    r.add(
        "etransfer_security_answer",
        f"e-transfer to the babysitter: question 'dog's name?' answer {secrets.choice(PETS)}{digits(2)}",
        f"sent the rent deposit by Interac, Q: where we met / A: {word()}{digits(3)}",
        f"Interac answer for the hockey fees to Coach Dave: {word()}{digits(2)}{sym()}",
    )
    r.add(
        "school_portal_password",
        f"TDSB parent portal (Maya + Theo): login {email()} pw {human_pw()}",
        f"Edsby password for Theo's class: {word().capitalize()}{digits(3)}",
        f"school portal - kids log in w/ their student # and a pw. Maya's pw is {word()}{digits(2)}, Theo's is {word()}{digits(2)}",
        f"Conseil scolaire portail parents — mot de passe : {human_pw()}",
    )
    r.add(
        "garage_door_code",
        f"garage keypad {digits(4)} then enter",
        f"tell the dog walker: garage code is {digits(4)}, side door is unlocked",
        f"Chamberlain keypad code changed -> {digits(4)} (the neighbours knew the old one)",
    )
    r.add(
        "home_wifi_password",
        f"Wifi: {ssid()} / {wifi_pw()}",
        f"home internet pw for guests -- {wifi_pw()}",
        f"Rogers modem\nnetwork: {ssid()}\nkey: {rnd(ALNUM, 12)}",
        f"le mot de passe du wifi à la maison c'est {wifi_pw()}",
    )
    r.add(
        "costco_account_password",
        f"Costco.ca login - {email()} - {human_pw()}",
        f"costco online pw {human_pw()} (photo centre uses it too)",
        f"Costco acct: did the reset, new password is {human_pw()}",
    )
    r.add(
        "air_canada_account_password",
        f"Aeroplan login: number {digits(9)} password {human_pw()}",
        f"Air Canada app pw {human_pw()}",
        f"Air Canada/Aeroplan - changed the pasword to {human_pw()} after that phishing email",
    )
    r.add(
        "credit_card_with_cvv",
        f"Visa for the camp registration: {visa()} exp {card_expiry()} cvv {digits(3)}",
        f"Costco Mastercard\n{mastercard()}\n{card_expiry()}\nback: {digits(3)}",
        f"carte de crédit pour les achats en ligne {visa()} {card_expiry()} code {digits(3)}",
    )
    r.add(
        "alarm_system_code",
        f"house alarm disarm code {digits(4)}",
        f"alarm: master code {digits(4)}, duress code {digits(4)} (DON'T mix these up!!)",
        f"if the alarm company calls they want the verbal password: \"{word()} {word()}\"",
    )
    r.add(
        "phone_passcode",
        f"new iphone passcode {digits(6)}",
        f"kids know my phone code is {digits(6)} — change it after the bday party",
        f"code de mon cell : {digits(6)} (Marc has Face ID on his, not me)",
    )
    r.add(
        "email_account_password",
        f"gmail {email()} pw {human_pw()}",
        f"Hotmail (the old one the school still emails) : {human_pw()}",
        f"courriel: {email()} / mdp {human_pw()}",
    )
    r.add(
        "google_backup_codes",
        f"Google backup codes:\n{google_codes(5)}",
        f"2-step backup codes for my gmail (printed copy in the binder too)\n{google_codes(4)}",
        f"used one backup code at the airport, these are the ones left: {', '.join(digits(8) for _ in range(3))}",
    )
    r.add(
        "apple_id_password",
        f"Apple ID {email()} - {human_pw()}",
        f"iCloud pw {human_pw()} (I'm the family sharing organizer)",
        f"the kids' iPads use MY apple id, password: {human_pw()}",
    )
    r.add(
        "apple_recovery_key",
        f"Apple recovery key: {apple_recovery_key()}",
        f"iCloud recovery key (28 chars, no way to reset without it!!)\n{apple_recovery_key()}",
        f"if I ever get locked out of the Apple account — key is {apple_recovery_key()} and Marc is the recovery contact",
    )
    r.add(
        "screen_time_passcode",
        f"Screen Time passcode on Theo's iPad: {digits(4)}",
        f"code parental sur l'iPad de Maya : {digits(4)}",
        f"ipad screen time code {digits(4)} — they watched me type it, need to change",
    )
    r.add(
        "netflix_password",
        f"Netflix {email()} {human_pw()}",
        f"netflix pw for the cottage TV: {human_pw()}",
        f"Netflix profile lock PIN (so the kids stop using my profile): {digits(4)}",
    )
    r.add(
        "streaming_music_password",
        f"spotify family: {email()} {human_pw()}",
        f"Disney+ login for grandma's place - {email()} / {human_pw()}",
        f"crave pw (for hockey night when we cancel cable) {human_pw()}",
    )
    r.add(
        "cra_account_password",
        f"CRA My Account - user ID tremblay{digits(3)} password {human_pw()}",
        f"CRA login\nuser: jtremblay{digits(2)}\npass: {human_pw()}\nsecurity q (fav teacher): {word().capitalize()}{digits(2)}",
        f"Mon dossier ARC (impôts) mdp : {human_pw()}",
    )
    r.add(
        "cno_portal_password",
        f"College of Nurses (CNO) portal for the annual renewal — pw {human_pw()}",
        f"CNO login reg# {digits(7)} password {human_pw()} (renew by Dec 31!!)",
        f"Ordre/College of Nurses portail — mdp {human_pw()} — don't forget the QA self-assessment",
    )
    r.add(
        "union_portal_password",
        f"ONA member portal pw {human_pw()}",
        f"union website login: {email()} / {human_pw()}",
        f"ONA: reset it, new one is {human_pw()}",
    )
    r.add(
        "payroll_portal_password",
        f"Workday (pay stubs, vacation requests) pw {season_pw()}",
        f"payroll/HR self serve: emp # {digits(6)}, password {human_pw()}",
        f"staff scheduling app password {human_pw()}",
    )
    r.add(
        "hospital_mfa_secret",
        f"Authenticator setup key for work MFA (in case my phone dies): {totp_seed()}",
        f"IT said write down the secret key under the QR code:\n{rnd(BASE32, 32)}",
        f"MFA backup codes, hospital Microsoft acct:\n{chr(10).join(digits(8) for _ in range(5))}",
    )
    r.add(
        "citrix_remote_password",
        f"Citrix from home (for the online learning modules): tremblj / {season_pw()}",
        f"remote access pw (the Citrix/VPN thing) {season_pw()}",
        f"tremblj\n{season_pw()}\n^ for the Citrix at home, the app is called Workspace",
    )
    r.add(
        "staff_wifi_password",
        f"staff wifi (NOT the guest one) : {wifi_pw()}",
        f"the staff network password on 7W is {rnd(ALNUM, 10)} — the kids' wifi at home is different",
        f"HospStaff wifi key changed this month: {wifi_pw()}",
    )
    r.add(
        "daycare_door_code",
        f"daycare front door code {digits(4)} (pickup before 6!!)",
        f"garderie — code de la porte : {digits(4)}#",
        f"Marc: the daycare changed the door code to {digits(5)}, tell your mom for Thursday pickup",
    )
    r.add(
        "front_door_lock_code",
        f"front door keypad (the Schlage): {digits(4)}",
        f"guest code on the front lock for the cleaner (Tuesdays): {digits(6)}",
        f"serrure porte d'entrée : {digits(4)} — pas le même que le garage",
    )
    r.add(
        "cottage_lockbox_code",
        f"cottage key lockbox (on the shed): {digits(4)}",
        f"Muskoka rental — lockbox {digits(4)}, wifi {wifi_pw()}",
        f"Mom's spare key box combo is {digits(4)}",
    )
    r.add(
        "locker_combination",
        f"staff locker 214 combo {d2()}-{d2()}-{d2()}",
        f"YMCA lock combination: {d2()}-{d2()}-{d2()}",
        f"Maya's school locker combo (she keeps forgetting): {d2()} {d2()} {d2()}",
    )
    r.add(
        "bike_lock_combination",
        f"bike lock {digits(4)}",
        f"Theo's bike lock code is {digits(3)}",
        f"cadenas du vélo de Maya : {digits(4)}",
    )
    r.add(
        "home_safe_combination",
        f"safe in the closet: {d2()}-{d2()}-{d2()} (passports are in there)",
        f"fireproof box keypad {digits(6)}",
        f"the little safe at the cottage (for the boat keys) opens with {digits(4)}",
    )
    r.add(
        "password_manager_master",
        f"1Password family\nemail {email()}\nSecret Key {onepassword_secret_key()}\nmaster pw: {phrase(WORDS, 4, '-')}{digits(2)}",
        f"Bitwarden master password (the long one): {phrase(WORDS, 4, ' ')} {digits(2)}",
        f"master password for the password app — {phrase(WORDS, 5, '.')}",
    )
    r.add(
        "investing_account_password",
        f"Wealthsimple (TFSA/RESP) {email()} pw {human_pw()}",
        f"RESP account login, password: {human_pw()}",
        f"Questrade for Marc's RRSP, he asked me to keep it: {email()} {human_pw()}",
    )
    r.add(
        "home_camera_password",
        f"baby cam app pw {human_pw()}",
        f"porch camera: {email()} / {human_pw()}",
        f"Ring doorbell acct password {human_pw()}",
    )
    r.add(
        "voicemail_pin",
        f"cell voicemail password {digits(4)}",
        f"voicemail at work (ext {digits(4)}) PIN {digits(6)}",
        f"boîte vocale maison: NIP {digits(4)}",
    )
    r.add(
        "cell_carrier_account_pin",
        f"Rogers account PIN (they ask for it when I call): {digits(4)}",
        f"carrier acct security PIN {digits(6)} — needed if we switch providers",
        f"Bell account PIN for the home phone + internet: {digits(4)}",
    )
    r.add(
        "utility_account_password",
        f"Toronto Hydro online: {email()} pw {human_pw()}",
        f"hydro + enbridge same pw lol: {human_pw()}",
    )
    r.add(
        "presto_account_password",
        f"Presto account pw {human_pw()}",
        f"PRESTO login for Maya's youth card: {email()} / {human_pw()}",
    )
    r.add(
        "amazon_password",
        f"Amazon.ca {human_pw()}",
        f"amazon pw changed to {human_pw()} after the weird order",
    )
    r.add(
        "pc_optimum_password",
        f"PC Optimum app {email()} {human_pw()}",
        f"Shoppers / PC Optimum pw: {human_pw()}",
    )
    r.add(
        "city_recreation_pin",
        f"City of Toronto rec registration (SWIM LESSONS) family client # {digits(7)} PIN {digits(6)}",
        f"eFun login: client no. {digits(7)}, NIP familial {digits(6)} — registration opens 7am sharp",
    )
    r.add(
        "library_card_pin",
        f"TPL library card 27131{digits(9)} pin {digits(4)}",
        f"Maya's library card PIN {digits(4)} (for Libby)",
    )
    r.add(
        "benefits_portal_password",
        f"group benefits site (claims for physio): {human_pw()}",
        f"benefits login — plan member {digits(8)}, pw {human_pw()}",
    )
    r.add(
        "gift_card_number_and_pin",
        f"Indigo gift card from Grandma: {groups(digits(16), 4)} PIN {digits(4)}",
        f"Tim's card # {groups(digits(16), 4)} / reg code {digits(4)}",
    )
    r.add(
        "kids_gaming_account",
        f"Switch parental controls PIN {digits(4)}",
        f"Roblox for Theo: theo_{word()}{digits(2)} / {human_pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "employee_number",
        f"my employee # {digits(6)} (HR always asks for it)",
        f"emp ID: E{digits(6)} — put it on the overtime slip",
        f"numéro d'employé {digits(6)}, cost centre {digits(4)}",
    )
    r.add(
        "badge_id_number",
        f"badge # {digits(8)} printed on the back, security asks for it when it breaks",
        f"new ID badge no. {digits(6)}, photo retaken, same access as before",
        f"Marc's contractor badge at his site is {rnd(UPPER, 1)}-{digits(5)}, mine is the blue one",
    )
    r.add(
        "unit_phone_extension",
        f"7W nursing station ext {digits(4)}, charge phone x{digits(4)}",
        f"Pharmacy ext {digits(4)} ; lab {digits(4)} ; switchboard 0",
        f"unit phones:\n- 7 West desk: 416-555-{digits(4)} ext {digits(4)}\n- Peds: ext {digits(4)}\n- bed flow: ext {digits(4)}",
    )
    r.add(
        "pager_number",
        f"my pager when I'm charge: {digits(4)}",
        f"paging: dial 55, then pager # {digits(4)}, then callback ext {digits(4)}",
        f"Dr. Singh pager {digits(4)}, resident on call {digits(4)}",
    )
    r.add(
        "shift_code",
        "rotation codes: D12 = 0700-1930, N12 = 1900-0730, E8 = 1500-2315",
        f"swapped my shift: {month()} {day()} D12 -> N12 (Priya took my day). line code {rnd(UPPER, 2)}{digits(2)}",
        f"schedule shows 'PT-{digits(3)}' for my line, 0.8 FTE, 2 weekends/6 wks",
    )
    r.add(
        "pharmacy_rx_number",
        f"Rx# {digits(7)} refill at Shoppers (Theo's puffer)",
        f"pharmacy refills\nRx {digits(7)} - Maya - Flovent\nRx {digits(7)} - me - levothyroxine 50 mcg",
        f"ordonnance no {digits(8)} — renouvellement le {day()}",
    )
    r.add(
        "ohip_card_masked",
        f"OHIP for Theo: ****-***-{digits(3)}-{rnd(UPPER, 2)} exp {month()} 20{27 + secrets.randbelow(3)}",
        f"health card (mine) ends in {digits(3)}, version code {rnd(UPPER, 2)}, renewal due in May",
        f"carte santé de Maya : XXXX-XXX-{digits(3)} — the version code changed to {rnd(UPPER, 2)}",
    )
    r.add(
        "sin_masked",
        f"SIN ends in {digits(3)} (for the benefits form — the full # is on the card in the safe)",
        f"NAS de Theo : XXX XXX {digits(3)}",
        "SIN for Maya — applied at Service Canada, card comes in 4 weeks (no number yet)",
    )
    r.add(
        "postal_code",
        f"new daycare address: {digits(3, lead=True)} {word().capitalize()} Ave, Toronto ON {postal()}",
        f"Mom's postal code {postal('L')} (for the Amazon order)",
        f"cottage: {digits(4, lead=True)} {word().capitalize()} Lake Rd, ON {postal('P')}",
    )
    r.add(
        "flight_confirmation_code",
        f"AC flight YYZ→YUL, confirmation {pnr()}, dep 07:15 Terminal 1",
        f"Booking ref {pnr()} (Air Canada, 4 of us) — check in opens 24h before",
        f"vol pour Halifax : code de réservation {pnr()}, siège {10 + secrets.randbelow(30)}{pick('A', 'C', 'D', 'F')}",
    )
    r.add(
        "aeroplan_number",
        f"Aeroplan # {digits(9)} (me), {digits(9)} (Marc)",
        f"my aeroplan number for the booking: {digits(3)} {digits(3)} {digits(3)}",
        f"Theo and Maya's Aeroplan: {digits(9)} / {digits(9)} — points pool to me",
    )
    r.add(
        "gift_card_balance",
        f"Indigo gift card ending {digits(4)}: {money()} left",
        f"Tim's card balance {money()}, Starbucks card (…{digits(4)}) {money()}",
        f"Costco shop card from the work potluck: $50, ends in {digits(4)}",
    )
    r.add(
        "locker_number",
        f"my locker is #{digits(3)} in the 7th floor change room (top row)",
        f"Maya's school locker: {digits(3)}, 2nd floor by the gym",
        f"Y locker today: {digits(2)} (bring my own lock, combo's on the tag on my keychain)",
    )
    r.add(
        "password_rotation_reminder",
        "Epic password expires every 90 days - next one due around Apr 2. can't reuse the last 12, needs upper+number+symbol, min 12 chars",
        "reminder: change the network password BEFORE vacation or it locks me out while I'm away (the 90 day thing)",
        "mot de passe Epic à changer aux 90 jours — rappel mis dans le calendrier",
        "Workday password expires on the 15th, it'll prompt me at login. pick something new, not the kids' names",
    )
    r.add(
        "password_location_reference",
        "garage code is in the notes app under 'house', not here",
        "bank PIN — Marc knows it, I'm NOT writing it down anywhere",
        "all my passwords are in the black notebook, top drawer of the desk",
        "Epic temp password gets sent to my work email; Dana in IT can resend it",
    )
    r.add(
        "pin_reset_note",
        "changed my debit PIN at the TD branch Saturday — use the new one, the old one doesn't work anymore",
        "badge PIN stopped working. Security office (B1) resets it, bring photo ID",
        "Pyxis locked me out after 3 tries, pharmacy reset my access, need to re-enrol my fingerprint",
    )
    r.add(
        "door_code_change_notice",
        "daycare changed the door code again, ask at the front desk Monday",
        "med room code on 4B changes the 1st of every month — charge nurse has it, don't text it",
        "garage keypad battery died, code still the same once it's replaced (AAA x2)",
    )
    r.add(
        "two_factor_explainer",
        "bank sends a 6-digit code by text when I log in on a new device — NEVER read it out to anyone who calls",
        "hospital MFA = Microsoft Authenticator push. only approve if it's actually me logging in",
        "Epic asks for my password again when I cosign narcotics — that's normal, not a scam",
    )
    r.add(
        "password_policy_rules",
        "hospital pw rules: 12+ characters, upper/lower/number/symbol, no part of your name, expires 90 days",
        "school portal password needs 8 characters min; kids can't reuse their Chromebook one",
        "Aeroplan made me pick a longer password (10+), and now it asks for a code by email every time",
    )
    r.add(
        "appointment_time",
        f"Theo dentist Thu {clock()} @ Bloor Dental — confirmation #{digits(6)}",
        f"physio appt Tues 4:15, booking ID {rnd(UPPER + DIGITS, 8)}",
        f"Maya pediatrician (Dr. Nguyen) {month()} {day()} at {clock()}, bring the vaccine card",
    )
    r.add(
        "room_number",
        f"orientation in room {pick('2', '3', '5')}E-{digits(3, lead=True)}, 0800",
        f"education day: Bell Wing room B{digits(3, lead=True)}, 0830-1600",
        f"float to 4B tmrw, my pts are in 4{digits(2)} and 4{digits(2)} (bed B)",
    )
    r.add(
        "medication_dose",
        f"Kids Tylenol: Theo {18 + secrets.randbelow(10)} kg, 15 mg/kg q4-6h, max 5 doses a day",
        "heparin 5000 units SC q12h; enoxaparin 40 mg SC daily — check which one is ordered",
        "Advil pour Maya : 200 mg aux 6-8h avec de la nourriture",
        f"vanco {pick('1000', '1250', '1500')} mg IV q12h, trough before the 4th dose",
    )
    r.add(
        "iv_pump_settings",
        "NS @ 75 mL/h; KCl 20 mEq in 100 mL over 2h, max 10 mEq/h peripheral",
        "Alaris guardrails profile '7W Med/Surg', channel A primary, B secondary",
        "insulin drip per protocol, start at 0.1 units/kg/h, BG q1h",
    )
    r.add(
        "lab_reference_ranges",
        "K 3.5–5.0, Na 135–145, Hgb 120–160 g/L (F), plt 150–400",
        "INR goal 2-3 for Dad (warfarin), next INR on the 9th",
        "Theo's sats on RA 96-98%, RR 20s, HR 90s — normal for him",
    )
    r.add(
        "emergency_codes",
        "Code Blue ext 5555; Code White = violent pt; Code Red = fire (RACE)",
        "Code Yellow = missing patient, Code Orange = external disaster. drill Thurs 1400",
        "at the kids' hospital, peds arrest is Code Pink, not Code Blue",
    )
    r.add(
        "vaccine_lot_number",
        f"flu shot clinic lot {rnd(UPPER + DIGITS, 6)} exp {month()} 2026",
        f"Maya's 4-yr shots: lot {rnd(UPPER, 2)}{digits(4)}, site L deltoid",
        f"COVID booster lot {rnd(UPPER + DIGITS, 7)}, given {month()} {day()}, R arm",
    )
    r.add(
        "lab_requisition_number",
        f"bloodwork req # {digits(8)}, LifeLabs walk-in, fasting 10h",
        f"lab appt booked for {month()} {day()} {clock()}, confirmation {rnd(UPPER + DIGITS, 8)}",
        f"specimen label # {digits(10)} rejected (hemolyzed), redraw ordered",
    )
    r.add(
        "costco_membership_number",
        f"Costco membership # {digits(12)} exp {card_expiry()}",
        f"Costco exec membership renewed, member # 111{digits(9)}",
        f"Marc's Costco card is the secondary: {digits(12)}, same address",
    )
    r.add(
        "card_last_four",
        f"the Visa ending {digits(4)} is the one for daycare autopay",
        f"charged to MC ****{digits(4)} on the 3rd",
        f"carte qui finit par {digits(4)} — annulée, the new one is coming by mail",
    )
    r.add(
        "direct_deposit_info",
        f"void cheque info for payroll: transit {digits(5)}, institution 004, account ending {digits(3)}",
        f"RESP deposit goes to branch transit {digits(5)} (the Yonge & Eg one)",
        f"bank info for the daycare PAD form: inst 003, transit {digits(5)}, acct ****{digits(3)}",
    )
    r.add(
        "etransfer_reference",
        f"sent $120 to the sitter, Interac ref CA{rnd(ALNUM, 10)}",
        f"e-transfer reference number C1A{rnd(UPPER + DIGITS, 9)} for the hockey fees",
        f"virement Interac reçu de maman, référence CA{rnd(ALNUM, 10)}",
    )
    r.add(
        "parcel_tracking_number",
        f"tracking {digits(16)} (Canada Post) – the kids' passport photos",
        f"parcel from Grandma: LM{digits(9)}CA",
        f"Purolator tracking PIN {digits(12)} — delivery Tues",
    )
    r.add(
        "amazon_order_number",
        f"Amazon order {digits(3)}-{digits(7)}-{digits(7)} (Theo's cleats), returning",
        f"amazon commande # {digits(3)}-{digits(7)}-{digits(7)} arrive jeudi",
        f"refund for order {digits(3)}-{digits(7)}-{digits(7)} should show in 3-5 days",
    )
    r.add(
        "wifi_network_name",
        f"home wifi network is '{ssid()}' (the 5G one is faster), password is on the fridge",
        "hospital guest wifi: 'Guest-Patients', no password, just accept the terms",
        f"cottage wifi name {ssid()}. the password's on the card by the kettle",
    )
    r.add(
        "license_plate",
        f"our plate: {plate()}",
        f"Marc's car {plate()}, the hospital parking permit is linked to it",
        f"rental from YUL: plate {rnd(PLATE_LETTERS, 3)} {digits(4)} (Quebec), return full tank",
    )
    r.add(
        "parking_permit",
        f"hospital parking permit #{digits(5)}, lot P3 level 2",
        f"hang tag for the P2 garage: {rnd(PLATE_LETTERS, 1)}{digits(4)}",
    )
    r.add(
        "student_number",
        f"Maya's student # {digits(9)}",
        f"Theo OEN {digits(3)}-{digits(3)}-{digits(3)} for the camp form",
    )
    r.add(
        "hotel_booking_reference",
        f"Montreal hotel conf # {digits(9)}, check-in 3pm",
        f"Great Wolf Lodge booking {rnd(UPPER + DIGITS, 10)} for March break",
    )
    r.add(
        "tax_filing_confirmation",
        f"taxes filed! NETFILE confirmation {rnd(UPPER + DIGITS, 8)}",
        f"CRA notice of assessment came, Marc's refund {money()}",
    )
    r.add(
        "vehicle_vin",
        f"van VIN {vin()} for the insurance renewal",
        f"recall letter for VIN ending {vin()[-8:]} — book at dealer",
    )
    r.add(
        "insurance_policy_number",
        f"car insurance policy {rnd(UPPER, 3)}{digits(7)} — renews June",
        f"home insurance policy # {digits(9)}, deductible $1000",
    )
    r.add(
        "benefits_certificate_number",
        f"benefits: group # {digits(6)}, certificate/ID {digits(9)} — pharmacy needs both",
        f"plan contract {digits(5)}, member ID {digits(8)}, Maya is dependent 02",
    )
    r.add(
        "phone_numbers",
        f"pediatrician 416-555-{digits(4)}, after hours 416-555-{digits(4)}",
        f"daycare 647-555-{digits(4)} / Marc work 905-555-{digits(4)} ext {digits(3)}",
    )
    r.add(
        "router_serial_number",
        f"modem serial {rnd(UPPER + DIGITS, 12)}, model XB7, MAC {mac(upper=True)}",
        f"Theo's tablet MAC {mac()} — added to the bedtime block list in the router app",
    )
    r.add(
        "app_version",
        f"Haiku updated to {secrets.randbelow(4) + 10}.{secrets.randbelow(10)}.{secrets.randbelow(20)}, Epic upgrade weekend, downtime 0200-0600",
        f"iPad on iOS 17.{secrets.randbelow(7)}.{secrets.randbelow(3)}, the school app needs at least 17.2",
    )
    r.add(
        "ip_address",
        f"home printer is 192.168.0.{secrets.randbelow(200) + 20} if the kids' laptop can't find it",
        f"unit label printer: print{digits(2)}.hospital.internal, 10.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250)}",
    )
    r.add(
        "promo_code",
        f"Costco coupon item # {digits(7)} $5 off diapers… I mean pull-ups",
        f"swim shop promo SWIM{digits(2)} = 15% off",
        f"Air Canada promo code {rnd(UPPER, 6)} for the seat sale, expires Sunday",
    )
    r.add(
        "utility_account_number",
        f"Toronto Hydro acct # {digits(10)}, bill due the 22nd",
        f"Enbridge account {digits(12)} — moved to equal billing",
    )
    r.add(
        "it_ticket_number",
        f"IT ticket INC{digits(7)} for my Epic login issue",
        f"service desk ref RITM{digits(7)} — replacement badge",
    )
    r.add(
        "epic_smartphrases",
        ".NURSENOTE, .FALLRISK, .IVSITE — my go-to SmartPhrases",
        "Epic shortcut: F3 = patient lookup, Ctrl+Space = SmartText, F9 = refresh",
    )
    r.add(
        "med_cabinet_location",
        "Pyxis is in the alcove by room 712; the narcotic drawer needs a witness",
        "4B med room is behind the desk, badge access only (charge nurse can let me in)",
    )
    r.add(
        "whatsapp_security_number",
        f"WhatsApp security code w/ Marc matches on both phones: {' '.join(digits(5) for _ in range(12))}",
        f"verified Mom's new phone in WhatsApp, the 60 digits matched ({digits(5)} {digits(5)} …)",
    )
    r.add(
        "form_submission_id",
        f"camp registration submitted, confirmation ID {uid()}",
        f"school trip permission form ref {uid()}",
    )
    r.add(
        "presto_card_masked",
        f"Presto card ending {digits(4)}, autoload $40 when under $10",
        f"Maya's youth Presto (…{digits(4)}), discount fare set till {month()} 2026",
    )
    r.add(
        "loyalty_points_balance",
        f"PC Optimum points: {secrets.randbelow(90000) + 1000} = about ${secrets.randbelow(80) + 5}",
        f"Aeroplan points {secrets.randbelow(90000) + 10000}, enough for YYZ-YHZ?",
    )
    r.add(
        "passport_application_number",
        f"passport renewal file # {rnd(UPPER, 1)}{digits(9)}, submitted at Service Canada {month()} {day()}",
        f"Theo passport application receipt {digits(12)}, pickup in 10 biz days",
    )
    return r


def main() -> None:
    write_corpora("make_heldout123.py", [
        ("heldout123_credentials.yaml", credentials(), "batch 123 (Toronto nurse and parent, English with some French), written blind; every value synthetic"),
        ("heldout123_lookalikes.yaml", lookalikes(), "batch 123 look-alikes: employee/Rx/flight/OHIP-masked numbers, shift codes, doses, password talk without values, written blind"),
    ])


if __name__ == "__main__":
    main()
