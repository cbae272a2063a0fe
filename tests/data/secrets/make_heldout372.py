# ruff: noqa: E501
"""Writes heldout372_credentials.yaml and heldout372_lookalikes.yaml: held-out batch 372.

Persona: a 74-year-old retired builder in Sydney who dictates his notes to his phone, so they
come out with speech-to-text slips ("net bank", "my guv", "tell stra", "wife eye", "you tee"),
numbers sometimes written out as words and hardly any punctuation; now and then a note is
one his daughter Sharon typed for him, with a list, a shell line or a config block. He keeps
his CommBank NetBank password and card PIN, the card's full details for online shopping, his
myGov, Medicare-linked, Telstra, Cbus super, health fund, Service NSW and TAB logins, the
Telstra account PIN, the SIM's PUK, the phone passcode and MessageBank PIN, the ute's
keyless entry code, the shed padlock, the house alarm, the safe and the key lockbox, the
grandkids' Wi-Fi key and the modem's admin login, his email password and Gmail app password,
Google backup codes and an authenticator setup key, the bowls club's portal login and its
website's WordPress application password, the password manager's master password and
1Password Secret Key, his grandson's wallet seed phrase, the Home Assistant token and IFTTT
webhook key for the shed, and the security camera login; and many look-alikes: BSB and
account numbers, masked cards, Medicare and Centrelink numbers, phone numbers, tracking,
invoice, booking and order numbers, VINs and rego plates, serials, SSIDs and MACs, expired
SMS codes, ABNs and licence numbers, policy and BPAY references, IBANs, lotto numbers,
public keys and fingerprints, publishable keys, secret references, versions, bills and
measurements.

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
    amex,
    app_password,
    card_expiry,
    digits,
    google_client_id,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    phrase,
    pick,
    pin,
    recaptcha_site_key,
    rnd,
    s10,
    seed_phrase,
    ssh_fingerprint,
    ssh_pub,
    stripe_publishable_key,
    totp_seed,
    uid,
    wp_app_password,
    write_corpora,
)

NAMES = [
    "Bluey", "Rusty", "Kingswood", "Rabbitohs", "Sharkies", "Torana", "Makita", "Dougie",
    "Boomer", "Digger", "Possum", "Wombat", "Kookaburra", "Barra", "Brumby", "Dingo",
    "Cronulla", "Kurnell", "Bundeena", "Galah", "Jacaranda", "Ironbark", "Redgum", "Stubby",
]

WORDS = [
    "hammer", "chisel", "rafter", "joist", "bricky", "mortar", "trowel", "lintel", "gutter",
    "wattle", "gumtree", "surf", "pelican", "sunburnt", "billabong", "esky", "thongs",
    "veranda", "weatherboard", "fibro", "ute", "paddock", "sandstone", "bottlebrush",
]

NUMBER_WORDS = {
    "0": "zero", "1": "one", "2": "two", "3": "three", "4": "four", "5": "five",
    "6": "six", "7": "seven", "8": "eight", "9": "nine",
}

SYMBOL_WORDS = {"!": "exclamation mark", "#": "hash", "$": "dollar sign", "@": "at sign"}

SSID_STEMS = ["Telstra", "Optus_", "TPG-", "NETGEAR", "Aussie_Broadband_", "Vodafone-"]

VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def spoken(code: str) -> str:
    """Digits as dictation writes them out: words, "oh" for zero, sometimes "double"."""
    out: list[str] = []
    i = 0
    while i < len(code):
        c = code[i]
        word = pick("zero", "oh") if c == "0" else NUMBER_WORDS[c]
        if i + 1 < len(code) and code[i + 1] == c and secrets.randbelow(2):
            out.append(f"double {word}")
            i += 2
        else:
            out.append(word)
            i += 1
    return " ".join(out)


def bloke_pw() -> str:
    """A password he picked himself: a name he likes, digits, maybe a symbol."""
    return pick(
        f"{pick(*NAMES)}{digits(4, lead=True)}{pick('!', '#', '$', '@', '')}",
        f"{pick(*NAMES).lower()}{pick('_', '.', '')}{digits(pick(2, 3))}{pick(*NAMES)}",
        f"{pick(*NAMES)}{pick('@', '&', '+')}{digits(pick(3, 4), lead=True)}{pick(*NAMES).upper()[:3]}",
    )


def gen_pw() -> str:
    """A password his daughter or a password manager generated."""
    return pick(rnd(ALNUM + "!#%&*-", pick(12, 14, 16)), rnd(ALNUM, pick(14, 18)))


def dictated_pw() -> str:
    """A password spelled out to the phone: 'capital B luey four eight two one hash'."""
    word = pick(*NAMES)
    sym = pick(*SYMBOL_WORDS)
    return f"capital {word[0]} {word[1:].lower()} {spoken(digits(4, lead=True))} {SYMBOL_WORDS[sym]}"


def passphrase(n: int = 4, sep: str = "-") -> str:
    return phrase(WORDS, n, sep)


def wifi_key() -> str:
    return pick(
        rnd(UPPER + DIGITS, 10),
        rnd(LOWER + DIGITS, 12),
        f"{passphrase(3, pick('-', ''))}{digits(2)}",
        rnd(ALNUM, 16),
    )


def ssid() -> str:
    return f"{pick(*SSID_STEMS)}{rnd(UPPER + DIGITS, 4)}"


def ha_token() -> str:
    """A Home Assistant long-lived access token: an HS256 JWT with iss, iat and exp."""
    issued = 1_700_000_000 + secrets.randbelow(50_000_000)
    return jwt({"iss": hexs(32), "iat": issued, "exp": issued + 315_360_000})


def ifttt_key() -> str:
    return rnd(URLSAFE, 22)


def card(prefix: str, sep: str = " ") -> str:
    return groups(luhn(prefix), 4, sep)


def dial_combo() -> tuple[int, int, int]:
    return (secrets.randbelow(99) + 1, secrets.randbelow(99) + 1, secrets.randbelow(99) + 1)


def google_backup_codes(n: int) -> list[str]:
    return [f"{digits(4, lead=True)} {digits(4)}" for _ in range(n)]


def bsb() -> str:
    """A CommBank BSB (06x-xxx): printed on every statement, no secret."""
    return f"06{digits(1)}-{digits(3)}"


def medicare() -> str:
    """A Medicare card number: eight digits, the check digit, the issue number."""
    body = str(secrets.randbelow(5) + 2) + digits(7)
    check = sum(int(c) * w for c, w in zip(body, (1, 3, 7, 9, 1, 3, 7, 9), strict=True)) % 10
    return f"{body[:4]} {body[4:]}{check} {secrets.randbelow(9) + 1}"


def crn() -> str:
    """A Centrelink Customer Reference Number."""
    return f"{digits(3, lead=True)} {digits(3)} {digits(3)}{pick('A', 'B', 'C', 'H', 'J', 'K', 'L', 'T', 'V', 'X')}"


def abn() -> str:
    """An ABN with a valid check (weights, first digit less one, mod 89)."""
    weights = (10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19)
    while True:
        n = digits(11, lead=True)
        nums = [int(n[0]) - 1] + [int(c) for c in n[1:]]
        if sum(d * w for d, w in zip(nums, weights, strict=True)) % 89 == 0:
            return f"{n[:2]} {n[2:5]} {n[5:8]} {n[8:]}"


def au_mobile() -> str:
    return f"04{digits(2)} {digits(3)} {digits(3)}"


def pnr() -> str:
    return rnd(UPPER + DIGITS, 6)


def vin() -> str:
    return pick("MR0", "MNA", "MPA", "JTF") + rnd(VIN_CHARS, 14)


def plate() -> str:
    return f"{rnd(UPPER, 2)}{digits(2)}{rnd(UPPER, 2)}"


def lotto(n: int, top: int) -> str:
    chosen: set[int] = set()
    while len(chosen) < n:
        chosen.add(secrets.randbelow(top) + 1)
    return " ".join(str(x) for x in sorted(chosen))


def opal() -> str:
    return groups("308522" + digits(10), 4)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "netbank_password",
        f"net bank log in client number {digits(8, lead=True)} password {bloke_pw()}",
        f"come back net bank new password {bloke_pw()} sharon made me change it after that scam text",
        f"CommBank netbank\n{gen_pw()}\ndont forget the capitals",
        f"netbank password is {dictated_pw()} all one word no spaces",
        f"Bank stuff\n- NetBank pw {bloke_pw()}\n- the app just uses my thumb now",
    )

    r.add(
        "bank_card_pin",
        f"pin for the debit master card {pin(4)}",
        f"pin number for the key card is {spoken(pin(4))}",
        f"ATM pin {pin(4)} dont tell anyone not even Jayden",
        f"the new credit card came the pin I picked is {pin(4)} same as the old one only backwards",
        f"visa debit pin code {pin(4)} changed it at the branch in Miranda",
    )

    r.add(
        "card_details",
        f"commbank mastercard {card('5')} expires {card_expiry()} the three numbers on the back {digits(3)}",
        f"card for the online shopping {luhn('4')} exp {card_expiry()} cvv {digits(3)}",
        f"Visa debit\nnumber {card('4')}\nexpiry {card_expiry()}\nsecurity code {spoken(digits(3))}",
        f"sharon said put the card on the club portal for the fees card is {card('5', '-')} {card_expiry()} code {digits(3)}",
        f"amex for the flights {amex()} exp {card_expiry()} four digit code on the front {digits(4)}",
    )

    r.add(
        "mygov_password",
        f"my gov password {bloke_pw()}",
        f"mygov log in\nusername {rnd(UPPER, 2)}{digits(6)}\npassword {gen_pw()}",
        f"my guv password changed again its now {bloke_pw()} the medicare is linked to it so thats the one",
        f"password for my gov and medicare online same one {bloke_pw()} sharon reckons thats no good but",
        f"mygov\n\n{gen_pw()}\n\n(the email one is different)",
    )

    r.add(
        "authenticator_setup_key",
        f"setup key for the authenticator app for the microsoft account {groups(totp_seed(32).lower(), 4)}",
        f"sharon said write down the authenticator key in case I lose the phone {totp_seed(32)}",
        f"otpauth://totp/Kurnell%20Bowls:ron.h@bigpond.example?secret={totp_seed(32)}&issuer=Kurnell%20Bowls",
        f"google authenticator backup key for the email\n{groups(totp_seed(32), 4)}\ntype it in if the new phone asks",
    )

    r.add(
        "telstra_account_password",
        f"my telstra app password {bloke_pw()}",
        f"tell stra log in email ron.h@bigpond.example password {gen_pw()}",
        f"Telstra ID\nuser ron.h{digits(2)}@bigpond.example\npw {bloke_pw()}",
        f"password for the telstra website where you pay the bill {bloke_pw()} not the same as the email",
        f"telstra pw {gen_pw()} the young bloke in the shop set it up",
    )

    r.add(
        "telstra_account_pin",
        f"telstra account pin {pin(6)} they ask for it when you ring up",
        f"pin for telstra when you call 13 22 00 its {spoken(pin(4))}",
        f"telstra security pin {pin(4)}",
        f"Tel stra customer pin number {pin(6)} sharon set it",
        f"when telstra rings to check its me the pin is {pin(5)} dont give it to anyone who rings you",
    )

    r.add(
        "sim_puk_code",
        f"PUK code for the sim card {digits(8)} if the phone locks up",
        f"puk {digits(8)} off the card the sim came on",
        f"phone got locked after three goes put in the puck code {spoken(digits(8))}",
        f"Telstra sim PUK\n{groups(digits(8), 4)}",
    )

    r.add(
        "phone_passcode",
        f"phone passcode is {pin(6)}",
        f"new code to open the phone {spoken(pin(6))}",
        f"ipad passcode {pin(6)} the grandkids know the old one",
        f"iPhone unlock code changed to {pin(6)} after Jayden watched me put it in",
        f"phone pass code {pin(4)} the samsung one in the drawer",
    )

    r.add(
        "voicemail_pin",
        f"message bank pin {pin(4)} ring 101",
        f"voicemail pin {spoken(pin(4))}",
        f"to get messages from another phone ring my number press star then the pin {pin(4)}",
        f"messagebank\npin {pin(4)}",
    )

    r.add(
        "ute_keyless_entry_code",
        f"code for the ute door keypad {pin(5)} the factory one on the card in the glovebox",
        f"you tee keyless entry {spoken(pin(5))}",
        f"Ranger keyless code {pin(5)} press the top button first",
        f"immobiliser pin for the ute if the fob dies {pin(4)}",
        f"the keyless entry on the hilux\n{pin(5)}\nhold the last one down",
    )

    r.add(
        "shed_padlock_combination",
        f"shed padlock combo {pin(4)}",
        f"combination for the pad lock on the shed {spoken(pin(4))}",
        f"big shed lock {pin(4)} the tool box one is a key",
        f"Shed padlock\n{'-'.join(pin(4))}",
        f"the lock on the back shed is set to {pin(3)} sharon knows it too",
    )

    r.add(
        "house_alarm_code",
        f"alarm code {pin(4)} then press on",
        f"house alarm disarm {pin(4)} the duress one is different dont use that",
        f"to turn off the alarm when you come in {spoken(pin(4))} then hash",
        f"Bosch alarm master code {pin(6)}",
        f"new alarm code after the installer came out {pin(4)} the old one doesnt work now",
    )

    a, b, c = dial_combo()
    x, y, z = dial_combo()
    r.add(
        "safe_combination",
        f"safe combo {a}-{b}-{c}",
        f"gun safe code {pin(6)}",
        f"the safe in the wardrobe {pin(4)} then hash",
        f"dial safe turn left four times to {spoken(str(x))} right to {y} left to {z} then open",
    )

    r.add(
        "key_lockbox_code",
        f"lock box at sharons for the spare key {pin(4)}",
        f"key safe at the holiday place at the entrance {spoken(pin(4))}",
        f"key safe code {pin(4)} for the cleaner on tuesdays",
        f"Lockbox\n{pin(4)}\nits by the gas meter",
    )

    s1 = ssid()
    r.add(
        "wifi_password",
        f"the grandkids wifi password {wifi_key()}",
        f"wife eye at sharons house network {ssid()} password {wifi_key()}",
        f"wifi key {wifi_key()} capitals matter",
        f"WIFI:T:WPA;S:{s1};P:{wifi_key()};;",
        f"internet password at the shack {passphrase(3)}{digits(2)}",
        f"wi fi\n{ssid()}\n{wifi_key()}",
    )

    r.add(
        "router_admin_password",
        f"modem admin page 192.168.0.1 user admin password {gen_pw()}",
        f"telstra smart modem log in admin {rnd(UPPER + DIGITS, 10)}",
        f"router admin pw {bloke_pw()}",
        f"http://admin:{rnd(ALNUM, 14)}@192.168.1.1 sharon wrote this for the router",
    )

    r.add(
        "email_password",
        f"bigpond email password {bloke_pw()}",
        f"email pw {gen_pw()}",
        f"email settings for the new phone\nincoming mail.bigpond.example port 993\nusername ron.h@bigpond.example\npassword {bloke_pw()}",
        f"password for my email is {dictated_pw()}",
        f"outlook password {bloke_pw()} the hotmail one not bigpond",
    )

    r.add(
        "gmail_app_password",
        f"app password for the email on the ipad {app_password()}",
        f"sharon made an app password so the old laptop can get mail {app_password().replace(' ', '')}",
        f"google app password\n{app_password()}\nfor the printer scan to email",
        f"special password for outlook to get the gmail {app_password()} no spaces when you type it",
    )

    r.add(
        "google_backup_codes",
        "google backup codes\n" + "\n".join(google_backup_codes(10)),
        "backup codes for the gmail each one works once " + " ".join(google_backup_codes(8)),
        "Google backup codes (printed one copy is in the safe)\n" + "\n".join(f"{i}. {code}" for i, code in enumerate(google_backup_codes(6), 1)),
        "backup codes for if I lose the phone " + spoken(digits(8, lead=True)) + " and " + spoken(digits(8, lead=True)) + " and " + spoken(digits(8, lead=True)),
    )

    r.add(
        "club_portal_password",
        f"bowls club portal members.kurnellbowls.example password {bloke_pw()}",
        f"club website log in member number {digits(5, lead=True)} password {gen_pw()}",
        f"RSL portal pw {bloke_pw()}",
        f"for booking the greens online user ron h password {bloke_pw()}",
        f"club portal\nlogin ronh{digits(2)}\npass {bloke_pw()}\ndont use the old one it got locked",
    )

    r.add(
        "club_website_app_password",
        f"application password for the club website so the newsletter plugin works {wp_app_password()}",
        f"sharon said this is the wordpress app password for the club site keep it {wp_app_password()}",
        f"curl -u secretary:\"{wp_app_password()}\" https://kurnellbowls.example/wp-json/wp/v2/posts",
        f"club site\nuser: secretary\napp password: {wp_app_password()}",
    )

    r.add(
        "password_manager_master_password",
        f"master password for the password app {passphrase(4)}",
        f"1password master {passphrase(4, ' ')}",
        f"bitwarden main password {passphrase(4, '.')}{digits(2)}",
        f"the one password that opens all the other passwords {passphrase(5, ' ')}",
        f"password vault master pw {pick(*NAMES)}-{passphrase(3)}-{digits(3)}",
    )

    r.add(
        "onepassword_secret_key",
        f"1password secret key from the emergency kit {onepassword_secret_key()}",
        f"one password secret key {onepassword_secret_key()} sharon printed the kit as well",
        f"emergency kit\nSecret Key\n{onepassword_secret_key()}",
        f"secret key for the family account on one password is {onepassword_secret_key()}",
    )

    r.add(
        "crypto_seed_phrase",
        f"jaydens bitcoin thing recovery words {seed_phrase(12)}",
        "wallet words in order\n" + "\n".join(f"{i} {w}" for i, w in enumerate(seed_phrase(12).split(), 1)),
        f"seed phrase twenty four words {seed_phrase(24)}",
        f"the wallet backup words dont lose these {seed_phrase(12)}",
    )

    r.add(
        "super_fund_password",
        f"cbus super member online password {bloke_pw()}",
        f"see bus super log in member number {digits(9, lead=True)} password {gen_pw()}",
        f"super fund website pw {bloke_pw()}",
        f"Cbus\n{bloke_pw()}",
        f"password for the super so I can see the pension payments {gen_pw()}",
    )

    r.add(
        "betting_account_password",
        f"tab account password {bloke_pw()}",
        f"sportsbet pw {bloke_pw()}",
        f"TAB app pin {pin(4)}",
        f"log in for the punting app user ronnie{digits(2)} password {gen_pw()}",
        f"tab password for the melbourne cup {bloke_pw()}",
    )

    r.add(
        "service_nsw_password",
        f"service nsw account password {bloke_pw()} for the rego and the seniors card",
        f"Service NSW log in\n{gen_pw()}",
        f"password for the service new south wales app {bloke_pw()}",
        f"service nsw pw {bloke_pw()} needed it for the energy rebate",
    )

    r.add(
        "health_fund_password",
        f"medibank online password {bloke_pw()}",
        f"HCF member login pw {gen_pw()}",
        f"health fund app password {bloke_pw()} for claiming the physio",
        f"password for the health insurance website {bloke_pw()} member number is on the card",
    )

    r.add(
        "home_assistant_token",
        f"long lived token jayden made for the shed lights home assistant {ha_token()}",
        f"homeassistant:\n  url: http://homeassistant.internal:8123\n  token: {ha_token()}",
        f"curl -H \"Authorization: Bearer {ha_token()}\" http://192.168.0.50:8123/api/states",
        f"home assistant access token for the tablet on the wall\n{ha_token()}",
    )

    r.add(
        "ifttt_webhook_key",
        f"https://maker.ifttt.com/trigger/shed_door_open/with/key/{ifttt_key()}",
        f"ifttt webhook key {ifttt_key()} for the garage door thing",
        f"jayden said the key for the web hooks is {ifttt_key()} dont share it",
        f"if this then that key\n{ifttt_key()}",
    )

    r.add(
        "security_camera_password",
        f"camera app password {bloke_pw()}",
        f"rtsp://admin:{rnd(ALNUM, 12)}@192.168.0.64:554/Streaming/Channels/101",
        f"swann recorder admin password {gen_pw()}",
        f"cctv nvr\nuser admin\npw {bloke_pw()}",
        f"the driveway camera log in is admin and {rnd(ALNUM, 12)}",
    )

    r.add(
        "facebook_password",
        f"facebook password {bloke_pw()}",
        f"face book pw {gen_pw()}",
        f"password for facebook so I can see the grandkids photos {bloke_pw()}",
        f"messenger password same as facebook {bloke_pw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "bsb_and_account_number",
        f"for the kids to pay me back bsb {bsb()} account {digits(8, lead=True)} R Hansen",
        f"my bank details for the pension BSB {bsb()} acc {digits(4, lead=True)} {digits(4)}",
        f"sharons account for the birthday money b s b {spoken('06' + digits(4))} account {digits(8, lead=True)}",
        f"CommBank\nBSB {bsb()}\nAccount number {digits(8, lead=True)}\n(fine to give out its how people pay you)",
        f"club treasurer account for the fees bsb {bsb()} acct {digits(9, lead=True)} put your member number as the reference",
    )

    r.add(
        "masked_card_digits",
        f"the card ending in {digits(4)} is the one thats been cancelled",
        f"statement shows card **** **** **** {digits(4)}",
        f"new card last four digits {spoken(digits(4))}",
        f"Mastercard xxxx {digits(4)} exp {card_expiry()} thats the one on the rego autopay",
    )

    r.add(
        "medicare_card_number",
        f"medicare number {medicare()} im number 2 on the card",
        f"medic air card {medicare()} valid to {card_expiry()}",
        f"medicare card\n{medicare()}\nvalid to 09/2028",
        f"medicare no for the physio form {medicare()}",
        f"doctor wants the medicare number {medicare().replace(' ', '')} and the little number next to my name",
    )

    r.add(
        "centrelink_crn",
        f"centrelink CRN {crn()}",
        f"customer reference number for the pension {crn()}",
        f"centre link crn {crn()} ring 132 300",
        f"pension card\nCRN {crn()}",
    )

    r.add(
        "telstra_service_number",
        f"telstra account number {digits(10, lead=True)} on the bill",
        f"telstra service id for the nbn {digits(10, lead=True)}",
        f"tell stra bill reference {digits(13, lead=True)}",
        f"telstra fault reference FLT{digits(8)} when the internet dropped out",
    )

    r.add(
        "phone_number",
        f"sharon mobile {au_mobile()}",
        f"jayden new number {au_mobile()}",
        f"plumber Dave {au_mobile()} good bloke",
        f"club office (02) {digits(4, lead=True)} {digits(4)}",
        f"doctors surgery oh two {spoken('95' + digits(6))}",
    )

    r.add(
        "parcel_tracking",
        f"aus post tracking {rnd(UPPER + DIGITS, 4)}{digits(8)}",
        f"parcel from amazon tracking AU{digits(9)}",
        f"startrack consignment {rnd(UPPER, 3)}Z{digits(8)}",
        f"the parcel from the cousins in the UK {s10('RR', 'GB')}",
        f"the registered letter tracking number\n{s10('RC', 'AU')}",
    )

    r.add(
        "tradie_invoice_number",
        f"invoice {digits(5, lead=True)} from the sparky paid",
        f"INV-{digits(6)} plumber $385 hot water",
        f"quote number Q{digits(5)} for the new gutters",
        f"tax invoice number {digits(7, lead=True)} bunnings trade",
    )

    r.add(
        "flight_booking_ref",
        f"qantas booking reference {pnr()} to cairns",
        f"virgin booking ref {pnr()} its on the email too",
        f"cruise booking number {digits(8, lead=True)}",
        f"e ticket number 081 {digits(10)}",
    )

    r.add(
        "hardware_order_number",
        f"bunnings click and collect order {digits(9, lead=True)}",
        f"ebay order {digits(2)}-{digits(5)}-{digits(5)}",
        f"amazon order {digits(3)}-{digits(7)}-{digits(7)}",
        f"Total Tools order #{digits(7, lead=True)}",
    )

    r.add(
        "vehicle_vin_and_rego",
        f"ute vin {vin()}",
        f"rego for the hilux {plate()} due march",
        f"v i n number {vin()} for the insurance",
        f"engine number {rnd(UPPER + DIGITS, 10)}",
        f"trailer rego {rnd(UPPER, 2)}{digits(2)}{rnd(UPPER, 2)} vin {vin()}",
    )

    r.add(
        "tool_serial_number",
        f"makita drill serial {digits(7, lead=True)}",
        f"the mitre saw serial no {rnd(UPPER + DIGITS, 10)} for the warranty",
        f"hearing aid serial {digits(10, lead=True)}",
        f"generator serial GCA{rnd(UPPER + DIGITS, 4)}-{digits(7)}",
    )

    r.add(
        "wifi_network_name",
        f"sharons wifi is called {ssid()} the password is on the fridge",
        f"network name {ssid()} mac address {mac()}",
        f"modem mac {mac('-', upper=True)} serial CP{digits(10)}",
        f"five gig network {ssid()}-5G the other one is slower",
    )

    r.add(
        "expired_sms_code",
        f"the net code they sent {digits(6)} already used it dont need it",
        f"myGov code {digits(6)} ran out before I typed it in had to get another one",
        f"verification code {digits(6)} (used)",
        f"telstra texted {digits(6)} but it was only good for ten minutes gone now",
        f"old one time code {spoken(digits(6))} from yesterday no good now",
    )

    r.add(
        "secret_location_reference",
        "the bank password is in the red book in the top drawer not on the phone",
        "sharon has all my passwords in her one password thing if I cark it",
        "alarm code is nans birthday backwards you know the one",
        "PIN for the card is NOT written here its in my head",
        "shed combo is on the back of the calendar in the kitchen",
    )

    r.add(
        "abn_number",
        f"my old building business ABN {abn()}",
        f"sparky abn {abn()} on the invoice",
        f"ABN for the bowls club {abn()}",
        f"a b n for the roofer\n{abn().replace(' ', '')}",
    )

    r.add(
        "builder_licence_number",
        f"my old builders licence number {digits(6, lead=True)}C",
        f"contractor licence {digits(6, lead=True)}C check it on service nsw",
        f"white card number {digits(2, lead=True)}{rnd(UPPER, 3)}{digits(6)}",
        f"the roofer licence no {digits(6, lead=True)}",
    )

    r.add(
        "insurance_policy_number",
        f"car insurance policy {rnd(UPPER, 3)}{digits(9)}",
        f"home and contents policy number {digits(2, lead=True)}-{digits(7)}",
        f"claim number CL{digits(8)} for the hail",
        f"nrma roadside member {digits(10, lead=True)}",
        f"health fund member number {digits(8, lead=True)}",
    )

    r.add(
        "bpay_reference",
        f"BPAY biller code {digits(4, lead=True)} ref {digits(12, lead=True)} council rates",
        f"water bill bpay biller {digits(5, lead=True)} customer ref {digits(16, lead=True)}",
        f"electricity biller code {digits(6, lead=True)} reference {digits(11, lead=True)}",
        f"gas bill\nbiller code {digits(4, lead=True)}\nref {digits(10, lead=True)}",
    )

    r.add(
        "username_only",
        f"my gov user name {rnd(UPPER, 2)}{digits(6)}",
        f"email address ron.h{digits(2)}@bigpond.example",
        f"club portal username ronh{digits(2)} password is the usual one",
        f"netbank client number {digits(8, lead=True)} password is in the book",
    )

    r.add(
        "overseas_iban",
        f"cousin Pete in Leeds bank for sending money IBAN {iban('GB', 'NWBK' + digits(14))} swift NWBKGB2L",
        f"my swift code CTBAAU2S and account {digits(8, lead=True)} for the money from england",
        f"iban for the irish relatives {iban('IE', 'AIBK' + digits(14), spaced=False)}",
        f"NZ account for my brother {digits(2)}-{digits(4)}-{digits(7)}-{digits(2)}",
    )

    r.add(
        "lotto_numbers",
        f"my lotto numbers every saturday {lotto(6, 45)}",
        f"powerball ticket {lotto(7, 35)} pb {secrets.randbelow(20) + 1}",
        f"keno numbers {lotto(10, 80)}",
        f"oz lotto syndicate at the club ticket number {digits(4, lead=True)}-{digits(6)}",
    )

    r.add(
        "club_member_number",
        f"bowls club member no {digits(5, lead=True)}",
        f"RSL membership {digits(7, lead=True)}",
        f"mens shed member number {digits(4, lead=True)}",
        f"golf link number {digits(10, lead=True)} for the handicap",
    )

    r.add(
        "link_with_uuid",
        f"the pennants draw https://members.kurnellbowls.example/events/{uid()}",
        f"neighbours DA tracking https://council.example/da/tracking/{uid()}",
        f"recall notice for the heater https://recalls.example/product/{uid()}",
        f"myGov inbox message https://my.gov.example/inbox/{uid()} you have to log in to see it",
        f"the warranty form https://forms.acme.example/f/{uid()}",
    )

    pk = stripe_publishable_key()
    r.add(
        "website_publishable_key",
        f"sharon says the stripe key starting pk_live is fine to be in the website its public {stripe_publishable_key()}",
        f"recaptcha site key for the club contact form {recaptcha_site_key()} (the secret one is in the hosting panel)",
        f"google sign in client id for the club site {google_client_id()}",
        f"publishable key\n{pk}\nthats the one that goes in the page",
    )

    r.add(
        "secret_env_reference",
        "sharons notes for the club website\nthe deploy uses ${{ secrets.FTP_PASSWORD }} and ${{ secrets.WP_APP_PASSWORD }} dont put real ones in the file",
        "DB_PASSWORD=${DB_PASSWORD} in the env file it reads it off the server",
        "export SMTP_PASS=$(cat /run/secrets/smtp_pass)",
        "the password is kept in the hosting control panel under Settings > Secrets > CLUB_DB_PASS",
        "vault path secret/club/website/db ask sharon",
    )

    r.add(
        "git_commit_id",
        f"sharon fixed the club site commit {hexs(7)} if it breaks go back to that",
        f"git checkout {hexs(40)}",
        f"theme update commit {hexs(40)} on github",
        f"git revert {hexs(7)}",
        f"last good version of the newsletter plugin is tag v2.3 ({hexs(12)})",
    )

    r.add(
        "server_fingerprint",
        f"when it asks are you sure you want to continue connecting check the fingerprint is {ssh_fingerprint()} then say yes",
        f"the club server key fingerprint {ssh_fingerprint()}",
        f"public key for sharons laptop ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} sharon@laptop",
        f"website certificate fingerprint SHA-256 {':'.join(hexs(64).upper()[i:i + 2] for i in range(0, 64, 2))}",
    )

    r.add(
        "bitcoin_receive_address",
        f"jaydens bitcoin receive address to send me the birthday money bc1q{rnd(BECH32, 38)}",
        f"my wallet address for getting paid bc1q{rnd(BECH32, 38)}",
        f"ethereum address 0x{hexs(40)}",
        f"transaction id {hexs(64)} for the bitcoin I bought",
    )

    r.add(
        "software_version",
        f"phone on iOS 17.{secrets.randbelow(7)}.{secrets.randbelow(3) + 1}",
        f"modem firmware {secrets.randbelow(30) + 1}.{secrets.randbelow(10)}.{digits(3)}",
        f"hearing aid app version 2.{secrets.randbelow(20)}.{secrets.randbelow(10)} build {digits(5, lead=True)}",
        f"the tv box update 4.2.1.{digits(4, lead=True)}",
        f"bowls scoring app version {secrets.randbelow(5) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(10)} sharon says update it",
    )

    r.add(
        "bill_dates_and_amounts",
        f"council rates $1,{digits(3)}.{digits(2)} due 31 march",
        f"electricity bill ${digits(3, lead=True)}.{digits(2)} paid 14/2",
        f"rego due 12 june ${digits(3, lead=True)}",
        f"pension goes in every second thursday $1,{digits(3)}.{digits(2)}",
        "water bill two hundred and eleven dollars forty due the ninth",
    )

    r.add(
        "opal_card_number",
        f"gold opal card number {opal()}",
        f"opal card {opal()} linked to the visa",
        f"seniors card number {digits(10, lead=True)}",
        f"opal\n{opal().replace(' ', '')}",
    )

    r.add(
        "building_measurements",
        f"deck joists 90x45 at 450 centres span {pick('3600', '4200', '4800')}",
        f"shed slab 6000 x 9000 x 100 thick {pick('SL82', 'SL72')} mesh",
        "sheet sizes 2400 x 1200 x 10 gyprock 3600 x 1200 x 13 for the ceiling",
        f"fence 1800 high {secrets.randbelow(20) + 10} metres 3 gates",
        f"retaining wall 1200 high sleepers 200x75x{pick('2400', '3000')} posts at 1500",
    )

    r.add(
        "appointment_reference",
        f"doctor booking confirmation {rnd(UPPER + DIGITS, 8)} tuesday 10 40",
        f"hearing test appointment ref {digits(7, lead=True)}",
        f"hospital admission number {digits(8, lead=True)}",
        f"healthengine booking id {digits(9, lead=True)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout372.py", [
        ("heldout372_credentials.yaml", credentials(), "Held-out batch 372: credentials a retired builder in Sydney dictates to his phone (NetBank, card PIN and details, myGov, Telstra, PUK, passcodes, ute, shed, alarm, safe, Wi-Fi, email, club portal and more)"),
        ("heldout372_lookalikes.yaml", lookalikes(), "Held-out batch 372: a retired builder's account, Medicare and reference numbers, tracking, orders, serials, expired codes, public keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
