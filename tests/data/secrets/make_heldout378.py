# ruff: noqa: E501
"""Writes heldout378_credentials.yaml and heldout378_lookalikes.yaml: held-out batch 378.

Persona: a science teacher at a secondary academy in Leeds (Years 7 to 9 mostly) who writes
her notes in chatty British English with a bit of Yorkshire. She keeps her Arbor and SIMS
passwords, the school Google Classroom and trust Microsoft 365 logins, the lab prep room and
chemical store keypad codes, the photocopier PIN, the staff Wi-Fi key, AQA/OCR/Pearson portal
passwords, her online banking and card details, the Netflix login she shares with her sister,
the Kia Connect car app login and PIN, her Tesco account password, and the keys of the STEM
club's Raspberry Pi weather station (ThingSpeak write key, a Discord webhook, the database
URL, an SSH key); and many look-alikes: pupil UPNs, exam centre and candidate numbers, CAS
numbers and Hazcard references, lot numbers and serials, her Clubcard number, masked card
digits, sort codes and IBANs she gives out, order, tracking and booking references, VINs,
used one-time codes, references to where a secret is kept, public keys and fingerprints,
publishable keys, commit ids, checksums, version numbers, phone numbers, dates and amounts.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    apple_recovery_key,
    b64url,
    bitlocker_key,
    card_expiry,
    digits,
    discord_webhook,
    google_client_id,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    s10,
    seed_phrase,
    ssh_fingerprint,
    ssh_pub,
    stripe_publishable_key,
    totp_seed,
    uid,
    visa,
    write_corpora,
)

WORDS = [
    "Bunsen", "Beaker", "Pipette", "Meniscus", "Kirkstall", "Headingley", "Roundhay", "Otley",
    "Ilkley", "Parkin", "Ginnel", "Photon", "Neutron", "Whippet", "Crumpet", "Hobnob",
    "Tetley", "Biscuit", "Mitosis", "Isotope", "Catalyst", "Ammeter", "Titration", "Wensleydale",
]

ME = "h.whitaker@northfield-academy.example"
HOME = "helen.whitaker@mailbox.example"
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS
PLATE_LETTERS = "ABCDEFGHJKLMNOPRSTUVWXYZ"
UPN_LETTERS = "ABCDEFGHJKLMNPQRTUVWXYZ"

# Real CAS registry numbers of stock school chemicals: public facts, printed on every bottle.
CAS = {
    "hydrochloric acid": "7647-01-0",
    "sodium hydroxide": "1310-73-2",
    "copper(II) sulfate pentahydrate": "7758-99-8",
    "ethanol": "64-17-5",
    "magnesium ribbon": "7439-95-4",
    "sulfuric acid": "7664-93-9",
    "potassium manganate(VII)": "7722-64-7",
    "silver nitrate": "7761-88-8",
    "calcium carbonate": "471-34-1",
    "hydrogen peroxide": "7722-84-1",
    "phenolphthalein": "77-09-8",
    "iodine": "7553-56-2",
}


# ---- credential values -------------------------------------------------------------------

def w() -> str:
    return secrets.choice(WORDS)


def two_words() -> list[str]:
    return secrets.SystemRandom().sample(WORDS, 2)


def her_pw() -> str:
    """A password she chose (two words, digits, a symbol) or one a manager generated."""
    a, b = two_words()
    return pick(
        f"{a}{b}{digits(pick(2, 3, 4))}{pick('!', '?', '#', '*', '£')}",
        f"{a.lower()}.{b.lower()}.{digits(2)}",
        f"{a}_{digits(4)}_{b}",
        pw(),
        rnd(ALNUM + "!#%&*+-?", pick(12, 14, 16)),
    )


def memorable_word() -> str:
    a, b = two_words()
    return f"{a.lower()}{b.lower()}"


def wifi_psk() -> str:
    return pick(
        f"{w()}{w()}{digits(4)}",
        rnd(ALNUM, 16),
        f"NA-staff-{rnd(ALNUM, 10)}",
        f"{w().lower()}-{w().lower()}-{w().lower()}-{digits(2)}",
    )


def router_key() -> str:
    """A home router's printed wireless key (BT, Virgin Media and Sky shapes)."""
    return pick(rnd(ALNUM, 13), rnd(LOWER, 12), rnd(UPPER, 8))


def thingspeak_key() -> str:
    return rnd(UPPER + DIGITS, 16)


def db_pw() -> str:
    return rnd(ALNUM, pick(16, 20, 24))


def mastercard() -> str:
    return groups(luhn(pick("51", "53", "55"), 16), 4)


def google_backup_codes(n: int = 10) -> list[str]:
    """Google's backup codes: eight digits, shown as two groups of four."""
    return [f"{digits(4)} {digits(4)}" for _ in range(n)]


def numbered(words: str) -> str:
    return "\n".join(f"{i}. {x}" for i, x in enumerate(words.split(), 1))


# ---- look-alike values -------------------------------------------------------------------

def upn(la: str = "383") -> str:
    """A Unique Pupil Number: check letter (mod 23 over positions 2-13), LA, school, year,
    serial."""
    body = la + "4" + digits(3) + pick("21", "22", "23", "24", "25") + digits(3)
    total = sum(int(c) * (i + 2) for i, c in enumerate(body))
    return UPN_LETTERS[total % 23] + body


def cas_number() -> str:
    """A CAS registry number with a valid check digit."""
    head = digits(pick(3, 4, 5, 6), lead=True) + digits(2)
    check = sum((i + 1) * int(d) for i, d in enumerate(reversed(head))) % 10
    return f"{head[:-2]}-{head[-2:]}-{check}"


def clubcard() -> str:
    return "634004" + digits(12)


def sort_code() -> str:
    return f"{digits(2)}-{digits(2)}-{digits(2)}"


def amazon_order() -> str:
    return f"20{pick(2, 3, 4, 5, 6)}-{digits(7)}-{digits(7)}"


def vin() -> str:
    return pick("U5Y", "KNA", "KNE") + rnd(VIN_CHARS, 14)


def plate() -> str:
    area = pick("YA", "YB", "YC", "YD", "YE", "YF", "YG", "YH", "YJ", "YK")
    age = pick("19", "69", "20", "70", "21", "71", "22", "72", "23", "73")
    return f"{area}{age} {rnd(PLATE_LETTERS, 3)}"


def leeds_phone() -> str:
    return f"0113 496 0{digits(3)}"


def mobile() -> str:
    return f"07700 900{digits(3)}"


def mapbox_public() -> str:
    return f"pk.{b64url({'u': 'nastemclub', 'a': rnd(LOWER + DIGITS, 25)})}.{rnd(URLSAFE, 22)}"


def btc_address() -> str:
    return "bc1q" + rnd(BECH32, 38)


def yt_id() -> str:
    return rnd(URLSAFE, 11)


def doc_id() -> str:
    return "1" + rnd(URLSAFE, 43)


def money() -> str:
    return f"£{secrets.randbelow(400) + 5}.{pick('00', '50', '99', '25', '75')}"


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('2024', '2025', '2026')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "arbor_password",
        f"Arbor login - new pw after the reset: {her_pw()}",
        f"arbor\nuser: {ME}\npass {her_pw()}",
        f"Changed my Arbor password AGAIN (they make us every 90 days, honestly). It's {her_pw()} now",
        f"Arbor MIS  →  {her_pw()}   (case sensitive!!)",
        f"note to self: arbor pasword {her_pw()} — same one I used for the cover portal, must change that",
    )

    r.add(
        "sims_login_password",
        f"SIMS (still on it for the old exam data, ugh) - username HWHITAKER  pw {her_pw()}",
        f"SIMS .net login for report writing\n{her_pw()}",
        f"| system | user | password |\n|---|---|---|\n| SIMS | HWHITAKER | {her_pw()} |",
        f"sims pwd is {her_pw()} — Gary in IT reset it on Tuesday",
    )

    r.add(
        "school_google_password",
        f"Google Classroom / school Google acct: {ME} / {her_pw()}",
        f"GC password {her_pw()} (new one, the old one got locked after the Y8s watched me type it in on the board 🙄)",
        f"classroom login for the supply teacher covering 9X2 on Thursday:\ncover.science@northfield-academy.example\n{her_pw()}",
        f"google workspace pw: {her_pw()}",
        f"- Classroom: {her_pw()}\n- remember to set up the 9Y3 class before Monday\n- print seating plans",
    )

    r.add(
        "trust_m365_password",
        f"Trust email (Outlook/Teams) password: {her_pw()}",
        f"O365 {her_pw()}  <- expires in Feb",
        f"Microsoft login for the Teams CPD sessions\nhwhitaker@leedsnorth-trust.example\n{her_pw()}",
        f"trust M365 password changed to {her_pw()} after the phishing email fiasco",
    )

    r.add(
        "google_app_password",
        f"app password for the school gmail in Thunderbird at home: {app_password()}",
        f"Google app pw (for Outlook on the iPad) {app_password()}",
        f"App passwords > 'Mail on laptop'\n{app_password()}\n(Google only shows it once!)",
        f"thunderbird → school gmail, app password = {app_password().replace(' ', '')}",
    )

    r.add(
        "authenticator_setup_key",
        f"Arbor 2FA setup key (in case my phone dies again): {totp_seed()}",
        f"authenticator secret for the trust M365 account\n{groups(totp_seed(32).lower(), 4)}",
        f"otpauth://totp/Arbor:h.whitaker?secret={totp_seed()}&issuer=Arbor",
        f"Coinbase let me type the 2FA key in manually, here it is: {groups(totp_seed(16), 4)}",
        f"2FA secret - AQA centre services {totp_seed()}",
    )

    codes = [google_backup_codes() for _ in range(5)]
    r.add(
        "google_backup_codes",
        "Google backup codes (school acct) - each one works once:\n" + "\n".join(codes[0]),
        f"BACKUP VERIFICATION CODES\n{ME}\n" + "\n".join(f"{a}    {b}" for a, b in zip(codes[1][::2], codes[1][1::2], strict=True)) + "\n(keep somewhere safe, NOT on the fridge)",
        "backup codes for my personal gmail\n" + ", ".join(codes[2]),
        "spare Google codes, the rest still work: " + " / ".join(codes[3][:5]),
        "if I get locked out of classroom again:\n" + "\n".join(f"- {c.replace(' ', '')}" for c in codes[4][:6]),
    )

    r.add(
        "prep_room_door_code",
        f"prep room door code {pin(4)}#",
        f"Prep room keypad changed (again!) - now {pin(4)}. Linda says don't give it to the kids obvs",
        f"Science prep room\ncode: C{pin(4)}  (press C first to clear it)",
        f"new prep rm code from Mon = {pin(4)} ta Linda x",
        f"Codes for Sam (our new ECT):\n• prep room {pin(5)}\n• chem store - ask Linda, she won't let me write it down",
    )

    code5 = pin(5)
    r.add(
        "chemical_store_keypad",
        f"chem store keypad: {pin(5)}",
        f"Chemical store code {pin(4)} - only HoD, Linda and me. Don't put it in the shared doc!!",
        f"the chemical store (the one with the yellow flammables cabinet) - {pin(5)}*",
        f"Chem store\n{pin(4)}\n(Kevin changed it after the CLEAPSS audit)",
        f"chemical store door → {'-'.join(code5)}",
    )

    r.add(
        "photocopier_pin",
        f"photocopier PIN {pin(4)}  (staffroom Ricoh + the one by reprographics)",
        f"Copier code: {pin(6)} — 500 copies a month limit, ha",
        f"reprographics id / PIN: {pin(5)}",
        f"photocopier pin's {pin(4)}. NOT my birthday, I checked",
        f"print release PIN for the Ricoh = {pin(4)}",
    )

    r.add(
        "staff_wifi_key",
        f"staff wifi: NA-STAFF  / {wifi_psk()}",
        f"Wi-Fi (staff) pw for my phone {wifi_psk()}",
        f"WIFI:T:WPA;S:NA-Staff;P:{wifi_psk()};;",
        f"staff wi-fi key changed over half term → {wifi_psk()}",
        f"NA-STAFF\n{wifi_psk()}\n(the student one is NA-Guest, don't bother, it blocks everything)",
    )

    r.add(
        "home_wifi_key",
        f"home broadband (BT Hub) wireless key {router_key()}",
        f"Our wifi for when Mum visits - network BT-{rnd(UPPER, 4)}{digits(2)}, password {router_key()}",
        f"router sticker says: Wireless key: {router_key()}",
        f"wifi pass for guests\n{router_key()}",
    )

    r.add(
        "exam_portal_password",
        f"AQA Centre Services login: hwhitaker_sci / {her_pw()}",
        f"OCR Interchange password {her_pw()} (needed for the entries deadline!)",
        f"Pearson Edexcel Online\nuser HWHITAKER2\npw {her_pw()}",
        f"exam board portals\n- AQA: ask exams office\n- OCR: {her_pw()}",
        f"aqa centre services pw reset → {her_pw()}",
    )

    r.add(
        "online_banking_login",
        f"Natwest online banking password {her_pw()}",
        f"First Direct memorable word → {memorable_word()}",
        f"Halifax online: password {her_pw()}",
        f"banking app passcode {pin(6)}",
        f"Santander login\nID: hwhit{digits(3)}\nregistration number / password: {her_pw()}",
    )

    r.add(
        "debit_card_pin",
        f"new debit card PIN {pin(4)} (changed it at the cash machine by Morrisons)",
        f"pin for the joint account card: {pin(4)}",
        f"card pin\n{pin(4)}",
        f"Nationwide card — PIN is {pin(4)}, don't tell Mark lol",
    )

    r.add(
        "card_number_and_cvv",
        f"credit card for the Timstar order (school won't reimburse til March 🙄): {visa()} exp {card_expiry()} cvv {digits(3)}",
        f"Card\n{mastercard()}\n{card_expiry()}\n{digits(3)}",
        f"for Becky's Amazon basket: {visa().replace(' ', '')} / {card_expiry()} / {digits(3)}",
        f"new Mastercard came - {mastercard()}  expires {card_expiry()}  security code {digits(3)} on the back",
    )

    r.add(
        "netflix_login",
        f"Netflix (shared with our Becky): {HOME} pw {her_pw()}",
        f"Becky — netflix password is {her_pw()}, pls don't change it again 😂",
        f"netflix\n{her_pw()}",
        f"Netflix login for the telly at Becky's: email's the home one, password {her_pw()}",
        f"NETFLIX: {her_pw()} (£6.50 a month each, she owes me for Jan & Feb)",
    )

    r.add(
        "kia_connect_password",
        f"Kia Connect app login: {HOME} / {her_pw()}",
        f"car app pw {her_pw()}",
        f"Kia app password reset → {her_pw()} (it logged me out after the update)",
        f"MyKia / Kia Connect\npassword: {her_pw()}",
        f"Mark wants the car app on his phone - pw is {her_pw()}",
    )

    r.add(
        "kia_remote_pin",
        f"Kia Connect PIN (for remote lock/unlock + heating) {pin(4)}",
        f"car app 4 digit PIN {pin(4)}",
        f"PIN to pre-heat the car from the app: {pin(4)} — handy in January",
        f"the Niro app asks for a pin before it'll unlock, it's {pin(4)}",
    )

    r.add(
        "tesco_account_password",
        f"Tesco (groceries + Clubcard app) password: {her_pw()}",
        f"tesco.com login pw {her_pw()}",
        f"Tesco online shop\n{her_pw()}\n(delivery slot Thurs 6-7)",
        f"clubcard app password {her_pw()} - had to reset it cos I couldn't get the vouchers",
    )

    r.add(
        "house_alarm_code",
        f"house alarm code {pin(4)} (then press OK)",
        f"Alarm: {pin(4)} to unset. Tell Becky for when she feeds the cat",
        f"burglar alarm\n{pin(4)}",
        f"alarm engineer changed the code - new one {pin(6)}",
    )

    r.add(
        "key_safe_code",
        f"Mum's key safe (for the carers) {pin(4)}",
        f"key safe by Mum's back door: {pin(4)}",
        f"keysafe code for the cottage in Whitby {pin(4)} - can't arrive before 4",
        f"minibus keys are in the key safe outside the PE office, code {pin(4)}",
    )

    r.add(
        "padlock_combination",
        f"gym locker combo {pin(4)}",
        f"bike lock combination {pin(4)}",
        f"combination for the padlock on the outdoor ed cupboard: {pin(3)}",
        f"sealed sources cupboard padlock combo {pin(4)} (RPS only!!)",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key (school laptop, it asked for it after the BIOS update): {bitlocker_key()}",
        f"laptop recovery key from IT\nKey ID: {hexs(8).upper()}\nRecovery key: {bitlocker_key()}",
        f"bitlocker {bitlocker_key()}",
        f"If the laptop does the blue screen key thing again →\n{bitlocker_key()}",
    )

    r.add(
        "teachers_pensions_password",
        f"Teachers' Pensions (my pension account) pw {her_pw()}",
        f"TPS online login - {her_pw()}",
        f"teachers pensions\nuser: my home email\npass: {her_pw()}",
        f"pension website password {her_pw()} - need to check my service history before the meeting",
    )

    r.add(
        "mobile_account_pin",
        f"EE account PIN (they ask for it on the phone) {pin(4)}",
        f"phone contract security PIN: {pin(4)}",
        f"Vodafone security pin {pin(6)} - needed it to get the PAC code",
        f"mobile account PIN\n{pin(4)}",
    )

    r.add(
        "apple_id_password",
        f"Apple ID (the lab iPad uses mine, ugh) {her_pw()}",
        f"iCloud password {her_pw()}",
        f"Apple ID: {HOME}\nPassword: {her_pw()}",
        f"apple id pw is {her_pw()} - NB same as the App Store one",
    )

    r.add(
        "apple_recovery_key",
        f"Apple ID recovery key: {apple_recovery_key()}",
        f"RECOVERY KEY (Apple) — print and keep in the filing box\n{apple_recovery_key()}",
        f"iPhone made me set up a recovery key, it's {apple_recovery_key()}",
        f"apple recovery key\n{apple_recovery_key().replace('-', ' ')}",
    )

    r.add(
        "openai_api_key",
        f"OpenAI key for the quiz generator add-on in Sheets: {openai_project_key()}",
        f"```\nOPENAI_API_KEY={openai_project_key()}\n```\nfor the worksheet thingy Tom set up",
        f"API key (ChatGPT, school trial account) {openai_project_key()} — don't share with the dept",
        f"openai\n{openai_project_key()}",
        f"Sheets > Extensions > GPT for Sheets > set API key: {openai_project_key()}",
    )

    r.add(
        "thingspeak_write_key",
        f"ThingSpeak write API key (weather station channel): {thingspeak_key()}",
        f"```python\nimport urequests\nWRITE_KEY = \"{thingspeak_key()}\"\nurequests.get(\"https://api.thingspeak.example/update?api_key=\" + WRITE_KEY + \"&field1=\" + str(temp))\n```",
        f"thingspeak write key {thingspeak_key()} - kids only get the READ one",
        f"curl 'https://api.thingspeak.example/update?api_key={thingspeak_key()}&field1=12.4&field2=81'",
        f"weather club: write API = {thingspeak_key()}",
    )

    r.add(
        "weather_pi_database_url",
        f"DATABASE_URL=postgresql://weather:{db_pw()}@weather-pi.internal:5432/station",
        f"mysql://club:{db_pw()}@weather-pi.internal:3306/readings  (the Pi in the prep room)",
        f"influx on the pi: http://admin:{db_pw()}@weather-pi.internal:8086",
        f"```yaml\ndb:\n  url: postgres://pi:{db_pw()}@weather-pi.internal/readings\n  table: obs\n```",
    )

    r.add(
        "stem_club_discord_webhook",
        f"Discord webhook for #weather-alerts (STEM club server): {discord_webhook()}",
        f"```python\nWEBHOOK = \"{discord_webhook()}\"\nrequests.post(WEBHOOK, json={{\"content\": \"Frost tonight! ❄️\"}})\n```",
        f"webhook url\n{discord_webhook()}\n(posts the frost warnings)",
        f"discord hook - {discord_webhook()}",
    )

    r.add(
        "weather_pi_ssh_key",
        f"weather pi ssh key (id_ed25519) - copy for the club laptop:\n{openssh_private()}",
        f"~/.ssh/weather_pi\n{openssh_private()}",
        f"Tom's key for the Pi, he said keep a copy in case the SD card dies again\n{openssh_private()}",
        f"private key (the pi one, NOT the .pub)\n{openssh_private()}",
    )

    r.add(
        "wallet_seed_phrase",
        f"Coinbase wallet recovery phrase (Mark talked me into it 🙄):\n{seed_phrase()}",
        f"seed words\n{numbered(seed_phrase())}",
        f"crypto wallet - 12 words, in order: {seed_phrase().replace(' ', ', ')}",
        f"recovery phrase for the Ledger: {seed_phrase(24)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "pupil_upn",
        f"new starter in 8Y2 - UPN {upn('380')} (moved from Bradford, CTF not come through yet)",
        f"UPN check for the Arbor import: {upn()}",
        f"| Pupil | UPN |\n|---|---|\n| A.K. | {upn()} |\n| J.M. | {upn()} |",
        f"upn\n{upn()}\nfor the SEN referral form",
        f"UPN {upn()} showing as a duplicate on Arbor?? emailed the data manager",
    )

    centre = digits(5, lead=True)
    r.add(
        "exam_centre_candidate_numbers",
        f"Centre number {centre} — goes on every cover sheet for the required practicals",
        f"candidate nos for the resits: {', '.join(digits(4) for _ in range(5))}",
        f"mock seating plan: cand {digits(4)} desk 14, cand {digits(4)} desk 15, cand {digits(4)} desk 16",
        f"UCI {centre}{pick('4', '5')}{digits(6)}{secrets.choice(UPPER)} for the lad whose results went missing",
        f"exam centre {digits(5, lead=True)} / candidate {digits(4)}",
    )

    r.add(
        "exam_paper_codes",
        f"papers to order: 8464/{pick('B', 'C', 'P')}/{pick('1', '2')}{pick('F', 'H')} x {digits(2, lead=True)}",
        f"OCR Gateway J250/0{pick(1, 2, 3, 4)} past papers on the shared drive",
        f"KS3 assessment SCI-Y{pick(7, 8, 9)}-{digits(3)} (the electricity one)",
        f"Edexcel 1SC0/1{pick('BF', 'CH', 'PH', 'BH')} mark scheme for Tues",
    )

    r.add(
        "teacher_reference_number",
        f"my TRN (teacher reference number) is {digits(7, lead=True)} - needed for the NPQ application",
        f"TRN {digits(7, lead=True)} / DfE ref for Sam's ECT induction",
        f"Teacher ref no:\n{digits(7, lead=True)}",
        f"Sam's TRN {digits(7, lead=True)} - goes on the mentor form",
    )

    estab = "4" + digits(3)
    r.add(
        "school_urn_dfe_number",
        f"URN {pick('13', '14', '15')}{digits(4)} · DfE number 383/{estab}",
        f"LAESTAB 383{estab} for the census",
        f"School details for the trip form: URN {pick('13', '14')}{digits(4)}, LA 383",
        f"dfe no. 383/{'4' + digits(3)}",
    )

    chems = list(CAS.items())
    picks = [secrets.choice(chems) for _ in range(4)]
    r.add(
        "cas_registry_numbers",
        f"{picks[0][0].capitalize()} — CAS {picks[0][1]}",
        f"CAS {cas_number()} on the unlabelled bottle from the back of the store - ring CLEAPSS",
        f"risk assessment:\n| chemical | CAS |\n|---|---|\n| {picks[1][0]} | {picks[1][1]} |\n| {picks[2][0]} | {picks[2][1]} |",
        f"order more {picks[3][0]} ({picks[3][1]}), 500 g",
        f"disposal list: CAS {cas_number()}, CAS {cas_number()} (old stock)",
    )

    r.add(
        "hazcard_references",
        f"Hazcard HC{digits(3)}{pick('a', 'b', '')} for the titration practical",
        f"CLEAPSS refs for Y9 rates: HC{digits(3)}, SSS {digits(2)}, RB {digits(3)}",
        f"student safety sheet {digits(2)} + hazcard {digits(3)}{pick('a', 'b')} stapled to the tech request",
        f"guide L{digits(3)} (model risk assessments) p.{digits(2, lead=True)}",
    )

    r.add(
        "reagent_lot_numbers",
        f"Timstar order came, lot no. {rnd(UPPER + DIGITS, 8)} exp 03/2027",
        f"batch {digits(7)} — agar plates, use by {date()}",
        f"LOT: {rnd(UPPER + DIGITS, 10)}\nsodium thiosulfate, 1 kg",
        f"recall notice for lot {digits(2)}{secrets.choice(UPPER)}{digits(5)} of the pH paper, check the cupboard",
        f"universal indicator lot {rnd(UPPER + DIGITS, 6)}-{digits(2)} is the dodgy one (goes green at pH 4??)",
    )

    r.add(
        "equipment_serial_numbers",
        f"photocopier serial C{digits(9)} for the engineer call, job ref {digits(8)}",
        f"microscope asset tags NA-SCI-{digits(4)} to NA-SCI-{digits(4)}",
        f"laptop S/N {rnd(UPPER + DIGITS, 7)} (Dell service tag) — IT ticket #{digits(5)}",
        f"data logger serial: {rnd(UPPER + DIGITS, 12)}",
        f"Geiger counter S/N {digits(6)} sent off for calibration",
    )

    r.add(
        "device_mac_address",
        f"MAC address of my phone for the staff wifi whitelist: {mac(upper=True)}",
        f"the Pi's wlan0 mac {mac()}",
        f"MAC {mac('-', True)} (new laptop) emailed to IT",
        f"printer MAC:\n{mac()}",
    )

    r.add(
        "clubcard_number",
        f"Tesco Clubcard no. {groups(clubcard(), 4)} - Mum uses it too",
        f"clubcard {clubcard()}",
        f"Clubcard number for the points on the school trip snacks: {clubcard()}",
        f"Tesco clubcard\n{clubcard()}\n(the keyring one fell off)",
        f"Becky's clubcard {groups(clubcard(), 6)} so we can pool vouchers for Christmas",
    )

    r.add(
        "masked_card_digits",
        f"Netflix charges the card ending {digits(4)} on the 14th",
        f"Paid Timstar with card •••• {digits(4)} — receipt in the blue folder",
        f"**** **** **** {digits(4)} (the old card, cancelled)",
        f"which card is on the Kia app? the one ending in {digits(4)}",
        f"Visa xxxx-{digits(4)} declined at Tesco?? ring the bank",
    )

    r.add(
        "bank_details_to_share",
        f"Becky - my bank details for the netflix money: sort code {sort_code()}, acc {digits(8)}, ref NETFLIX",
        f"School trip refunds go to: {sort_code()} / {digits(8)}",
        f"sort code {sort_code()}\naccount no {digits(8)}\nname H WHITAKER",
        f"Mum's account for the carers invoice: {sort_code()} {digits(8)}",
        f"PTA bake sale money → sort {sort_code()} acc {digits(8)} (the PTA account, Dave's the treasurer)",
    )

    r.add(
        "iban_for_transfers",
        f"IBAN for Auntie Jean in Spain to send the birthday money: {iban('GB', 'NWBK' + digits(14))}",
        f"my IBAN {iban('GB', 'HLFX' + digits(14), spaced=False)} (BIC HLFXGB21)",
        f"Paris trip hotel deposit goes to {iban('FR', digits(23))}",
        f"IBAN:\n{iban('GB', 'NAIA' + digits(14))}",
    )

    r.add(
        "order_numbers",
        f"Amazon order {amazon_order()} - the magnets for Y7, arriving Wed",
        f"Timstar order no. TS{digits(7)} (beakers, 250 ml x 48)",
        f"Tesco order {digits(10, lead=True)} — substitute the oat milk again 🙄",
        f"order # {amazon_order()}\nreturn by {date()}",
        f"Philip Harris web order {pick('W', 'B')}{digits(8)} confirmed",
    )

    r.add(
        "parcel_tracking",
        f"Royal Mail tracking {s10(pick('TT', 'JF', 'RK'), 'GB')} (Becky's birthday present)",
        f"Evri parcel {digits(16)}",
        f"DPD {digits(14)} - the new data loggers, leave at reception",
        f"tracking no.\n{s10('RB', 'GB')}",
        f"Parcelforce {pick('CA', 'PB')}{digits(7)} — chemicals can't go via normal post",
    )

    r.add(
        "vehicle_vin_and_reg",
        f"Kia Niro VIN {vin()} (for the insurance quote)",
        f"car reg {plate()}",
        f"VIN: {vin()}\nReg: {plate()}",
        f"Becky's new car reg is {plate()}, add it to the visitors list for parents' evening",
    )

    r.add(
        "insurance_mot_refs",
        f"car insurance policy no. {rnd(UPPER, 3)}{digits(8)} renews {date()}",
        f"MOT test number {digits(12)} - passed, advisory on the tyres",
        f"RAC membership {digits(9)} (breakdown cover)",
        f"home insurance ref: HH/{digits(7)}/{digits(2)}",
    )

    r.add(
        "booking_references",
        f"LNER booking ref {rnd(UPPER + DIGITS, 8)} - London for the ASE conference",
        f"Eureka! school trip booking EUR-{digits(6)}, 58 pupils, 12 adults",
        f"coach quote Q{digits(5)} (Leeds → Magna, Thurs 12th)",
        f"Grand Theatre tickets, booking ref {digits(9)}",
        f"Whitby cottage booking ref: {rnd(UPPER, 3)}{digits(6)}",
    )

    r.add(
        "purchase_orders_invoices",
        f"PO-{pick('24', '25')}-{digits(5)} raised for the Timstar order, finance says 5 days",
        f"invoice INV-{digits(6)} (microscope repair) - send to finance@northfield-academy.example",
        f"purchase order no {digits(7)}\n£{digits(3, lead=True)}.{digits(2)} inc VAT",
        f"CLEAPSS membership invoice {rnd(UPPER, 2)}{digits(6)} - paid",
    )

    r.add(
        "used_or_expired_codes",
        f"Arbor 2FA code {digits(3)} {digits(3)} - used it, expired anyway",
        f"AQA sent a verification code ({digits(6)}) but it's timed out, request a new one tomorrow",
        f"Kia app verification code {digits(6)} (already used, just noting why I got 3 texts)",
        f"Netflix TV sign-in code at Becky's was {digits(8)} - only lasts a few mins and she's already in",
        f"one-time passcode {digits(6)} from the bank — expired before I found my glasses 😂",
    )

    r.add(
        "secret_whereabouts",
        "Prep room code is on the laminated card in Linda's top drawer, not writing it here",
        "Bank password → in Bitwarden under 'Halifax'",
        "staff wifi password is on the staffroom noticeboard (behind the fire drill sheet)",
        "BitLocker key is saved in my Microsoft account, IT can see it too — no need to write it down",
        "Netflix pw: the one Becky picked, it's in the family WhatsApp (pinned)",
    )

    r.add(
        "env_and_secret_placeholders",
        "WRITE_KEY = os.environ[\"THINGSPEAK_WRITE_KEY\"]  # set in /etc/environment on the pi",
        "```\n# .env.example — copy to .env and fill in\nTHINGSPEAK_WRITE_KEY=\nDISCORD_WEBHOOK_URL=\nDB_PASSWORD=\n```",
        "github action for the club site:\n  env:\n    WEBHOOK: ${{ secrets.DISCORD_WEBHOOK }}\n    TS_KEY: ${{ secrets.THINGSPEAK_WRITE_KEY }}",
        "DATABASE_URL=postgresql://weather:${DB_PASSWORD}@weather-pi.internal:5432/station",
        "pass show school/arbor   ← how Tom keeps his, might try it",
    )

    r.add(
        "ssh_public_key",
        f"pi authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tom@club-laptop",
        f"my public key (safe to share, Tom needs it): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} helen@macbook",
        f"id_ed25519.pub\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} weather-pi",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} pi@weather-pi",
    )

    r.add(
        "ssh_host_fingerprint",
        f"first time ssh'ing to the pi it said ED25519 key fingerprint is {ssh_fingerprint()} — Tom says that's right",
        f"weather-pi.internal host key {ssh_fingerprint()}",
        f"fingerprint check:\n256 {ssh_fingerprint()} root@weather-pi (ED25519)",
        f"new SD card = new host key: {ssh_fingerprint()}",
    )

    r.add(
        "git_commit_ids",
        f"weather station code: rolled back to {hexs(7)} (the one before Tom broke the graphs)",
        f"commit {hexs(40)}\nAuthor: Tom <tom@northfield-academy.example>\n\n    fix rain gauge units",
        f"git checkout {hexs(40)} -- main.py",
        f"works on {hexs(7)}, broken on {hexs(7)} 🤷",
    )

    r.add(
        "file_checksums",
        f"sha256 of the Pi OS image: {hexs(64)}",
        f"{hexs(64)}  2024-11-19-raspios-bookworm-arm64-lite.img.xz",
        f"MD5 for the exam data export {hexs(32)} (exams office wanted it)",
        f"checksum matched ✔ {hexs(64)[:16]}…",
    )

    r.add(
        "video_and_doc_links",
        f"Y8 photosynthesis video: https://www.youtube.example/watch?v={yt_id()} (skip to 2:40)",
        f"dept scheme of work → https://docs.google.example/document/d/{doc_id()}/edit",
        f"rates of reaction clip {yt_id()} + the worksheet https://docs.google.example/spreadsheets/d/{doc_id()}/view",
        f"YT ids for the cover lesson: {yt_id()}, {yt_id()}, {yt_id()}",
    )

    r.add(
        "mis_record_urls",
        f"https://northfield-academy.arbor.example/pupil/{uid()}/behaviour  (the incident from period 5)",
        f"Arbor link for the detention list: https://northfield-academy.arbor.example/reports/{uid()}",
        f"classroom assignment https://classroom.google.example/c/{rnd(ALNUM, 16)}/a/{rnd(ALNUM, 16)}/details",
        f"safeguarding log entry id {uid()} (logged, DSL aware)",
    )

    r.add(
        "publishable_site_keys",
        f"PTA Christmas fair shop - Stripe publishable key for the page: {stripe_publishable_key()} (public, the secret one's with Dave)",
        f"reCAPTCHA site key for the club contact form {recaptcha_site_key()}",
        f"Apps Script OAuth client ID: {google_client_id()}",
        f"mapbox public token for the weather map embed: {mapbox_public()}",
    )

    r.add(
        "crypto_receive_address",
        f"my bitcoin address for Mark to send the £20 he owes: {btc_address()}",
        f"receive address (Coinbase) {btc_address()}",
        f"ETH address {'0x' + hexs(40)} - Becky's lad wanted it, no idea why",
        f"BTC deposit addr\n{btc_address()}",
    )

    r.add(
        "version_numbers",
        f"Arbor update {pick('2024', '2025')}.{secrets.randbelow(12) + 1}.{secrets.randbelow(9)} broke the markbook again",
        f"SIMS 7.{secrets.randbelow(50) + 180} on the exams PC",
        f"Pi: Raspberry Pi OS 12.{secrets.randbelow(9) + 1}, Python 3.11.{secrets.randbelow(9)}, kernel 6.6.{digits(2, lead=True)}",
        f"Kia Connect app v2.{secrets.randbelow(9)}.{secrets.randbelow(30)} - the one where the heating button moved",
    )

    r.add(
        "phone_numbers",
        f"school office {leeds_phone()}",
        f"Linda (technician) mob {mobile()}",
        f"Eureka bookings line {leeds_phone()}, ask for schools team",
        f"Mum's carers: {mobile()} / out of hours {leeds_phone()}",
    )

    r.add(
        "dates_and_amounts",
        f"Netflix went up to £{pick('12.99', '13.49', '15.99')}/mo → £{pick('6.50', '6.75', '8.00')} each from {date()}",
        f"trip cost {money()} x {digits(2, lead=True)} pupils, deadline {date()}",
        f"dept budget left: {money()} (consumables) / {money()} (equipment)",
        f"parents' evening {date()} 16:00-19:00, Y9 — {digits(2, lead=True)} appointments",
    )

    return r


def main() -> None:
    write_corpora("make_heldout378.py", [
        ("heldout378_credentials.yaml", credentials(), "Held-out batch 378: credentials a Leeds science teacher keeps (Arbor, SIMS, Google Classroom, M365, prep room and chemical store codes, photocopier PIN, Wi-Fi, exam boards, banking, Netflix, Kia Connect, Tesco, weather station keys and more)"),
        ("heldout378_lookalikes.yaml", lookalikes(), "Held-out batch 378: a Leeds science teacher's identifiers, references, public keys, masked values and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
