# ruff: noqa: E501
"""Writes heldout374_credentials.yaml and heldout374_lookalikes.yaml: held-out batch 374.

Persona: a single dad in Atlanta who works as a truck dispatcher and types quick American
English notes on his phone between calls, with slang, typos and half sentences. He keeps the
logins of the load boards (DAT, Truckstop, Amazon Relay), the ELD fleet portal and a
Samsara API token, the TMS and FMCSA portal, fuel card PINs and Comchek express codes, the
kids' school portal and lunch account, his bank, debit card and Cash App PIN, the apartment
gate and mailbox codes, the family Netflix, the custody app he shares with his ex, the
storage unit gate code, Wi-Fi and router logins, Google backup codes and authenticator keys,
phone PINs, his password manager and a wallet seed; and many look-alikes: load, PRO, BOL,
seal and appointment numbers, MC/DOT numbers, VINs and plates, tracking numbers, broker
phone numbers, masked cards, routing numbers, cashtags, receipts, used codes, references
to where a secret lives, tracking links with UUIDs, ELD serials, app versions, rates,
dates, case, claim and policy numbers, and order numbers.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    UPPER,
    Rows,
    app_password,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    phrase,
    pick,
    pin,
    pw,
    rnd,
    seed_phrase,
    totp_seed,
    uid,
    visa,
    write_corpora,
)

WORDS = [
    "Falcons", "Braves", "Hawks", "Peachtree", "Bankhead", "Decatur", "Buckhead", "Marietta",
    "Kenworth", "Peterbilt", "Diesel", "Bigrig", "Lemonpepper", "Cascade", "Waffle", "Jaylen",
    "Nia", "Outkast", "Ponce", "Eastside", "Grits", "Sweettea", "Redclay", "Dirtybird",
]
SYMBOLS = "!@#$*"
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
VIN_VALUES = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9], strict=True))
VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def human_pw() -> str:
    """A password a busy person picks (a word, a number, a symbol) or a generated one."""
    return pick(
        f"{secrets.choice(WORDS)}{digits(pick(3, 4))}{secrets.choice(SYMBOLS)}",
        f"{secrets.choice(WORDS)}{secrets.choice(SYMBOLS)}{secrets.choice(WORDS).lower()}{digits(2)}",
        f"{secrets.choice(WORDS).lower()}{digits(2)}{secrets.choice(WORDS)}{secrets.choice(SYMBOLS)}{digits(2)}",
        rnd(ALNUM + SYMBOLS, pick(12, 14, 16)),
        pw(),
    )


def keypad_code() -> str:
    """A gate or alarm keypad code, sometimes with the key you press after it."""
    code = pin(pick(4, 5, 6))
    return pick(code, f"#{code}", f"{code}#", f"*{code}")


def combo() -> str:
    """A dial lock's combination: three numbers 0 to 39."""
    a, b, c = (secrets.randbelow(40) for _ in range(3))
    return pick(f"{a}-{b}-{c}", f"R{a} L{b} R{c}", f"{a} {b} {c}")


def wifi_key() -> str:
    return pick(
        f"{secrets.choice(WORDS)}{secrets.choice(WORDS)}{digits(4)}",
        rnd(ALNUM, pick(12, 16)),
        phrase([w.lower() for w in WORDS], 3, pick("-", "")) + digits(3),
    )


def samsara_token() -> str:
    return "samsara_api_" + rnd(ALNUM, 30)


def comchek_code() -> str:
    """A Comchek express code: ten digits a driver reads to the fuel desk."""
    return digits(10, lead=True)


def google_backup_codes(n: int) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def master_passphrase() -> str:
    words = [w.lower() for w in WORDS] + ["cornbread", "mudflap", "reefer", "flatbed", "tandem", "kingpin", "jakebrake"]
    return phrase(words, pick(4, 5), pick("-", " ", ".")) + pick("", digits(2), "!")


def vin() -> str:
    """A truck VIN with a valid check digit (position 9)."""
    wmi = pick("1XKYD", "1XPBD", "1FUJG", "3AKJH", "4V4NC", "1M1AN")
    body = wmi + rnd(VIN_CHARS, 3) + "0" + pick("N", "P", "R", "S") + rnd(UPPER, 1).replace("I", "J").replace("O", "P").replace("Q", "R") + digits(6)
    total = sum((int(c) if c in DIGITS else VIN_VALUES[c]) * w for c, w in zip(body, VIN_WEIGHTS, strict=True))
    check = total % 11
    return body[:8] + ("X" if check == 10 else str(check)) + body[9:]


def aba() -> str:
    """A Georgia bank routing number (ABA) with a valid check digit: printed on every check."""
    body = "061" + digits(5)
    d = [int(c) for c in body]
    total = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    return body + str((10 - total % 10) % 10)


def plate() -> str:
    return f"{rnd(UPPER, 3)}{digits(4)}"


def phone() -> str:
    return f"({pick('404', '470', '678', '770')}) 555-{digits(4)}"


def ups() -> str:
    return "1Z" + rnd(UPPER + DIGITS, 16)


def usps() -> str:
    return "9400" + digits(18)


def imei() -> str:
    return luhn("35", 15)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "dat_loadboard_password",
        f"DAT Power login\nuser: mjohnson@acme-freight.test\npw {human_pw()}",
        f"dat pw changed AGAIN smh -> {human_pw()}",
        f"DAT One (the new app) password {human_pw()} same email as always",
        f"load board | user | pass\nDAT | mjohnson_atl | {human_pw()}",
        f"reset DAT bc it locked me out, new one is\n{human_pw()}\ncase sensitive!!",
    )

    r.add(
        "truckstop_password",
        f"Truckstop.com - marcus.j@acme-freight.test / {human_pw()}",
        f"truckstop pass {human_pw()} (rep Tasha said it expires every 90 days)",
        f"Truckstop Pro login for the office pc\nUsername MJOHNSON_DISP\nPassword: {human_pw()}",
        f"ts.com pwd= {human_pw()}",
        f"new truckstop pw cuz the old one got flagged {human_pw()} — update it on the laptop too",
    )

    r.add(
        "amazon_relay_password",
        f"Amazon Relay login relay@acme-freight.test pw {human_pw()}",
        f"relay password\n{human_pw()}",
        f"amzn relay (carrier acct) pass is {human_pw()} dont let Ray book the 2am loads",
        f"Relay - {human_pw()} - 2 step goes to my cell",
        f"changed relay pw to {human_pw()} after that phishing text",
    )

    r.add(
        "eld_portal_password",
        f"Motive fleet dashboard (was keeptruckin) admin: dispatch@acme-freight.test {human_pw()}",
        f"ELD portal pw: {human_pw()}",
        f"samsara cloud dashboard login\n  email: mj@acme-freight.test\n  pass: {human_pw()}",
        f"eld login for when Ray's tablet dies n i gotta edit his logs -> {human_pw()}",
        f"motive web login mjohnson / {human_pw()} (fleet admin, not driver)",
    )

    r.add(
        "samsara_api_token",
        f"samsara api token for the google sheet thing my cousin set up: {samsara_token()}",
        f"curl -s -H \"Authorization: Bearer {samsara_token()}\" http://sheets-bridge.internal/fleet/vehicles/locations",
        f"SAMSARA_API_TOKEN={samsara_token()}",
        '{"samsara": {"token": "' + samsara_token() + '", "refresh_min": 5}}',
        f"samsara key (read only, locations) {samsara_token()} dont give to brokers",
    )

    r.add(
        "tms_password",
        f"AscendTMS login mjohnson@acme-freight.test pw {human_pw()}",
        f"tms pass {human_pw()}",
        f"TMS (ascend) - Password\n{human_pw()}",
        f"the TMS password is {human_pw()} now, Keisha changed it monday",
        f"- ascend tms: user dispatch2 / {human_pw()}\n  (the free version, dont upgrade)",
    )

    r.add(
        "fmcsa_portal_password",
        f"FMCSA portal login MJOHNSON77 pw {human_pw()}",
        f"fmcsa pw {human_pw()} — need it for the MCS-150 update in Oct",
        f"FMCSA / login.gov password:\n{human_pw()}",
        f"portal.fmcsa login for the authority stuff = {human_pw()}",
        f"FMCSA Portal\nuser: acme.freight.safety\npass: {human_pw()}\n(boss said only me n him)",
    )

    r.add(
        "fuel_card_pin",
        f"Comdata card PIN {pin(4)}",
        f"EFS pin for truck 212's card -> {pin(4)}",
        f"fuel card pin\n{pin(4)}\n(the WEX one not the comdata)",
        f"WEX pin is {pin(4)} dont tell Ray he'll put his girl's gas on it lol",
        f"| card | pin |\n| EFS ending {digits(4)} | {pin(4)} |",
    )

    r.add(
        "comchek_express_code",
        f"comchek express code for Darnell's lumper fee: {comchek_code()}",
        f"express code {comchek_code()} — $180 lumper at Publix DC, text it to Ray",
        f"Comchek for the breakdown tow\n{comchek_code()}\nhe cashes it at the Pilot",
        f"lumper code (not used yet!!) {comchek_code()}",
        f"express chk # {comchek_code()} for scale ticket + wash, $65",
    )

    r.add(
        "school_portal_password",
        f"Infinite Campus parent login: marcusj_dad pw {human_pw()}",
        f"Jaylen school portal pass {human_pw()}",
        f"parent portal (Nia's school) — {human_pw()}",
        f"campus parent app\nuser: mjohnson404\npassword: {human_pw()}",
        f"school portal pw reset to {human_pw()} cuz I forgot it again lmao",
    )

    r.add(
        "lunch_account_password",
        f"MySchoolBucks login mj.dad@acme-mail.test / {human_pw()}",
        f"lunch money acct pw {human_pw()}",
        f"myschoolbucks password\n{human_pw()}\nput $40 on each kid every other fri",
        f"school lunch site pass: {human_pw()} (Nia's and Jaylen's are under the same login)",
        f"lunch acct - pw is {human_pw()}",
    )

    r.add(
        "bank_login_password",
        f"Truist online banking  user mjohnson_atl  pw {human_pw()}",
        f"bank pw {human_pw()}",
        f"Delta Community CU login\n{human_pw()}\nsecurity q = first car (the Cutlass)",
        f"new bank password after the fraud alert: {human_pw()}",
        f"banking app pass -> {human_pw()} (face id usually works)",
    )

    r.add(
        "debit_card_pin",
        f"debit card pin {pin(4)}",
        f"new Truist debit came in the mail, PIN {pin(4)}",
        f"ATM pin:\n{pin(4)}",
        f"card pin is {pin(4)} now not the old one",
        f"pin for the joint acct card (kids savings) {pin(4)}",
    )

    r.add(
        "payment_card_full",
        f"visa {visa()} exp {card_expiry()} cvv {digits(3)}",
        f"company card for lumpers\n{visa()}\n{card_expiry()}  {digits(3)}",
        f"card# {luhn(pick('51', '52', '53', '54', '55'), 16)} exp {card_expiry()} sec code {digits(3)} — Marcus Johnson, zip 30310",
        f"netflix billing card: {visa()} {card_expiry()} cvc {digits(3)}",
        f"fuel emergency card {luhn('4', 16)}, {card_expiry()}, back code {digits(3)}",
    )

    r.add(
        "cashapp_pin",
        f"cash app pin {pin(4)}",
        f"Cash App PIN: {pin(4)} (changed it after Jaylen saw me type it)",
        f"cashapp\n{pin(4)}",
        f"CA pin {pin(4)} for sending the ex the daycare money",
        f"cash app card / app pin -> {pin(4)}",
    )

    r.add(
        "apartment_gate_code",
        f"gate code {keypad_code()}",
        f"apt gate code is {keypad_code()} now, they changed it 1st of the month",
        f"Gate: {keypad_code()}\ntell the pizza guy",
        f"front gate (the one on Cascade Rd side) {keypad_code()}",
        f"new complex gate code\n{keypad_code()}",
    )

    r.add(
        "mailbox_combo",
        f"mailbox combo {combo()}",
        f"mail box lock combo is {combo()} (the one in bldg 7)",
        f"mailbox\n{combo()}",
        f"combo for the box at the front office: {combo()}",
        f"mailbox lock {combo()} — I put a combo lock on it after the key broke",
    )

    r.add(
        "netflix_password",
        f"netflix mj.dad@acme-mail.test pw {human_pw()}",
        f"Netflix password: {human_pw()}",
        f"netflix (family plan, kids profile) pass {human_pw()}",
        f"netflx pw\n{human_pw()}\nDONT give it to Keisha's cousin again",
        f"changed netflix pw to {human_pw()} cuz somebody in Ohio was on it",
    )

    r.add(
        "custody_app_password",
        f"OurFamilyWizard login marcus.johnson / {human_pw()}",
        f"OFW pw {human_pw()}",
        f"custody app (OFW) password\n{human_pw()}\nlawyer says screenshot everything",
        f"ourfamilywizard pass is {human_pw()}",
        f"co-parenting app login — mj.dad@acme-mail.test — {human_pw()}",
    )

    r.add(
        "storage_unit_code",
        f"storage unit gate code {keypad_code()}",
        f"Extra Space access code {keypad_code()} (unit C-114)",
        f"storage code:\n{keypad_code()}",
        f"storage gate {keypad_code()} — hours 6am-10pm",
        f"Public Storage keypad code is {keypad_code()} dont lose it again",
    )

    r.add(
        "home_wifi_password",
        f"wifi pw {wifi_key()}",
        f"WiFi: Johnson_5G\npassword {wifi_key()}",
        f"home wifi password is {wifi_key()} (for the babysitter)",
        f"wi-fi key -> {wifi_key()}",
        f"WIFI\nnetwork JohnsonCrib\npass: {wifi_key()}",
    )

    r.add(
        "gmail_app_password",
        f"gmail app password for the printer scan-to-email: {app_password()}",
        f"google app pw {app_password()}",
        f"app password (for outlook on the office pc):\n{app_password()}",
        f"app specific pw for the dispatch gmail = {app_password()}",
        f"smtp app password for the rate con email thing {app_password()}",
    )

    r.add(
        "google_backup_codes",
        "google backup codes (dispatch gmail):\n" + google_backup_codes(6),
        "Backup codes for mj.dad gmail\n" + google_backup_codes(5),
        "gmail 2fa backup codes - each works once\n" + google_backup_codes(8),
        "backup codes:\n" + google_backup_codes(4),
        "google 2-step backup codes (printed one in the glovebox)\n" + google_backup_codes(6),
    )

    r.add(
        "authenticator_setup_key",
        f"DAT 2fa setup key {groups(totp_seed(32).lower(), 4)}",
        f"authenticator key for truckstop (in case i lose my phone): {totp_seed(32)}",
        f"otpauth://totp/Motive:mj%40acme-freight.test?secret={totp_seed(32)}&issuer=Motive",
        f"2FA secret for the bank app\n{groups(totp_seed(32), 4)}",
        f"google authenticator setup key for the dispatch gmail: {groups(totp_seed(32).lower(), 4)}",
    )

    r.add(
        "voicemail_pin",
        f"voicemail pin {pin(pick(4, 6))}",
        f"vm password {pin(4)}",
        f"voicemail PIN:\n{pin(6)}",
        f"office line voicemail pin is {pin(4)} (ext 104)",
        f"vmail code {pin(4)} — reset it thru the carrier app",
    )

    r.add(
        "carrier_transfer_pin",
        f"T-Mobile account PIN {pin(6)}",
        f"number transfer pin (for switching Nia's line) {pin(6)}",
        f"phone acct pin:\n{pin(8)}",
        f"carrier pin {pin(6)} — they ask for it every time I call",
        f"port out pin {pin(6)} dont give to anybody who calls ME",
    )

    r.add(
        "router_admin_password",
        f"router admin 192.168.0.1  admin / {human_pw()}",
        f"xfinity router admin pw {human_pw()}",
        f"router login\nuser admin\npass {human_pw()}",
        f"changed the router admin password to {human_pw()} so the kids cant undo the bedtime block",
        f"gateway admin (the xfi box) -> {human_pw()}",
    )

    r.add(
        "password_manager_master",
        f"bitwarden master password {master_passphrase()}",
        f"BW master pw:\n{master_passphrase()}",
        f"master password for the password app — {master_passphrase()}",
        f"pw manager master = {master_passphrase()} (if something happens to me, Keisha, this is it)",
        f"bitwarden\n{master_passphrase()}",
    )

    r.add(
        "wallet_seed_phrase",
        f"coinbase wallet recovery phrase: {seed_phrase(12)}",
        f"seed words\n{seed_phrase(12)}",
        f"crypto wallet 12 words (for the kids college $): {seed_phrase(12)}",
        f"recovery phrase — {seed_phrase(12)} — DO NOT screenshot",
        f"wallet backup phrase\n{seed_phrase(24)}",
    )

    r.add(
        "office_alarm_code",
        f"office alarm code {keypad_code()}",
        f"yard gate + alarm at the terminal: {keypad_code()}",
        f"alarm code for the dispatch office\n{keypad_code()}\nyou got 30 sec",
        f"disarm code {keypad_code()} — if ADT calls the password word is the boss's dog",
        f"terminal alarm is {keypad_code()} now (boss changed it after Tony quit)",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "load_confirmation_number",
        f"load # {digits(7, lead=True)} PU Kroger DC McDonough 0600",
        f"rate con {pick('RC', 'LC')}-{digits(8)} from the broker, $2,150 ATL to Charlotte",
        f"Ref#\n{rnd(UPPER + DIGITS, 10)}\nthats the one the shipper wants on the BOL",
        f"loads this wk:\n- {digits(7, lead=True)} Savannah\n- {digits(7, lead=True)} Macon\n- {digits(7, lead=True)} Chatt",
        f"broker load id {digits(9, lead=True)} tendered thru DAT, delivered tues",
    )

    r.add(
        "pro_and_bol_number",
        f"PRO {digits(9, lead=True)} BOL {digits(10, lead=True)}",
        f"bol# {digits(8, lead=True)} signed clean, pic in the group chat",
        f"pro number\n{digits(10, lead=True)}\nfor the OS&D claim",
        f"BOL {pick('BL', 'SO')}{digits(8)} / PO {digits(7)} / PRO {digits(9)}",
        f"shipper's bill of lading number is {digits(12, lead=True)} (long one)",
    )

    r.add(
        "mc_dot_authority",
        f"our MC {digits(6, lead=True)} / USDOT {digits(7, lead=True)} for setup packets",
        f"broker MC# {digits(6, lead=True)} checked out on carrier411, no flags",
        f"DOT# {digits(7, lead=True)}\nMC# {digits(6, lead=True)}\nSCAC {rnd(UPPER, 4)}",
        f"new broker setup: MC-{digits(7, lead=True)}, been in business 6 yrs",
        f"usdot {digits(7, lead=True)} is on both doors of the truck",
    )

    r.add(
        "truck_vin",
        f"VIN {vin()} (unit 212)",
        f"truck 214 vin\n{vin()}",
        f"vin for the insurance add: {vin()} 2023 KW T680",
        f"trailer VIN {vin()} — reefer, Utility",
        f"Ray's truck vin is {vin()} for the IFTA",
    )

    r.add(
        "license_plate_unit",
        f"unit 214 tag GA {plate()} exp 06/26",
        f"trailer 5310 plate {plate()}",
        f"plate\n{plate()}\n(IRP apportioned)",
        f"my car tag is {plate()} for the parking pass at the apts",
        f"tags: 212 = {plate()}, 214 = {plate()}",
    )

    r.add(
        "trailer_seal_number",
        f"seal# {digits(7, lead=True)}",
        f"seal number on the reefer {rnd(UPPER, 2)}{digits(6)} — make sure it matches the BOL",
        f"Seal\n{digits(8, lead=True)}\nintact at delivery",
        f"new seal after the inspection: {digits(7, lead=True)} (old one was {digits(7, lead=True)})",
        f"seal {pick('SL', 'SN')}-{digits(7)} broken by the scale house, they gave a new one",
    )

    r.add(
        "dock_appointment",
        f"appt conf {rnd(UPPER + DIGITS, 8)} for Thurs 0700 door 14",
        f"dock appt # {digits(8, lead=True)} at the Walmart DC in Douglas, 2pm",
        f"appointment number\n{digits(9, lead=True)}\nFCFS 8-3 if he misses it",
        f"Opendock confirmation {rnd(UPPER + DIGITS, 6)} — live unload",
        f"delivery appt {digits(7, lead=True)} moved to 11:30, receiver called",
    )

    r.add(
        "package_tracking",
        f"UPS tracking {ups()} (the kids shoes)",
        f"usps {usps()}",
        f"tracking #\n{ups()}\nELD cables from the vendor",
        f"fedex {digits(12, lead=True)} — the custody papers from the lawyer",
        f"Amazon package tracking {usps()} should be here fri",
    )

    r.add(
        "broker_phone_number",
        f"TQL rep Brandon {phone()} ext {digits(4)}",
        f"shipper after hours {phone()}",
        f"receiver\n{phone()}\nask for Lisa in receiving",
        f"tow co {phone()}, mobile mechanic {phone()}",
        f"Nia's school front office {phone()} / nurse ext {digits(3)}",
    )

    r.add(
        "masked_card_last4",
        f"Comdata card ending {digits(4)} is Ray's",
        f"visa ****{digits(4)} is the one on netflix",
        f"fuel cards:\n212 - EFS xxxx{digits(4)}\n214 - EFS xxxx{digits(4)}",
        f"charged to card ending in {digits(4)}, $47.18",
        f"debit **** **** **** {digits(4)} got replaced, new one in the mail",
    )

    r.add(
        "bank_routing_public",
        f"routing {aba()} acct ending {digits(4)} for direct deposit",
        f"factoring co remit-to: routing # {aba()}, acct ****{digits(4)}",
        f"Truist routing number\n{aba()}",
        f"ABA {aba()} (printed on the bottom of the checks)",
        f"direct dep form: RTN {aba()}, checking, last 4 {digits(4)}",
    )

    r.add(
        "cashtag_handle",
        f"my cashtag is $MJohnson{digits(3)}",
        f"send the ex the daycare money to ${pick('Keisha', 'KeishaB', 'KB')}{digits(2)} every friday",
        f"zelle: {phone()}",
        f"Venmo @Marcus-Johnson-{digits(2)}",
        f"Cash App\n$DispatchDad{digits(2)}\n(for the team lunch money)",
    )

    r.add(
        "payment_receipt_id",
        f"cash app payment id #D{rnd(UPPER + DIGITS, 6)} — $150 to Keisha",
        f"zelle conf # {rnd(UPPER + DIGITS, 9)}",
        f"rent paid, confirmation {digits(10, lead=True)}",
        f"Transaction ID\n{rnd(UPPER + DIGITS, 12)}\nGA Power bill $183.44",
        f"receipt # {digits(6)}-{digits(6)} for the lumper, upload to TMS",
    )

    r.add(
        "used_or_expired_code",
        f"DAT text code {digits(6)} — already used it",
        f"verification code {digits(6)} didnt work, expired after 10 min, got a new one",
        f"comchek {comchek_code()} already cashed by Darnell, VOID",
        f"the login code {digits(6)} the bank sent (used, ignore)",
        f"old gate code expired last month: {pin(4)} doesnt work anymore",
    )

    r.add(
        "secret_location_reference",
        "netflix password is in Bitwarden under 'Netflix fam'",
        "gate code is on the fridge magnet, dont text it",
        "ask Keisha for the new storage code, she texted it to me sunday",
        "DAT pw is the same as the truckstop one (the one with the Falcons year)",
        "fuel card PINs are in the locked drawer at the office, not on my phone",
    )

    r.add(
        "config_placeholder_reference",
        "SAMSARA_API_TOKEN=<ask cousin for it>",
        "token: ${SAMSARA_API_TOKEN}",
        "in the sheet script: token = PropertiesService.getScriptProperties().getProperty('SAMSARA_TOKEN')",
        "headers = {\"Authorization\": f\"Bearer {os.environ['SAMSARA_TOKEN']}\"}",
        "env:\n  SAMSARA_TOKEN: ${{ secrets.SAMSARA_TOKEN }}",
    )

    r.add(
        "tracking_link_uuid",
        f"tracking link for the broker https://track.acme-freight.test/shipments/{uid()}",
        f"macropoint link {uid()}",
        f"load docs: https://portal.acme-freight.test/loads/{uid()}/docs",
        f"share this w/ the receiver\nhttps://eta.acme.test/t/{uid()}",
        f"trip id {uid()} in the ELD export",
    )

    r.add(
        "eld_device_serial",
        f"ELD serial {rnd('G' + UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 3)}-{rnd(UPPER + DIGITS, 3)} in truck 212",
        f"vehicle gateway S/N {rnd(UPPER + DIGITS, 12)}",
        f"tablet IMEI {imei()}",
        f"dashcam serial\n{rnd(UPPER + DIGITS, 10)}\nRMA # {digits(8)}",
        f"ELD box in 214 = {rnd(UPPER, 2)}{digits(9)}, swapped it tues",
    )

    r.add(
        "app_version_number",
        f"Motive driver app {secrets.randbelow(40) + 60}.{secrets.randbelow(10)}.{secrets.randbelow(20)} build {hexs(7)} fixed the sync bug",
        f"ELD firmware {secrets.randbelow(5) + 3}.{secrets.randbelow(30)}.{secrets.randbelow(10)}-{hexs(8)}",
        f"iOS {pick('17', '18')}.{secrets.randbelow(6)}.{secrets.randbelow(3)} broke the DAT app again",
        f"TMS version {secrets.randbelow(10) + 1}.{secrets.randbelow(50)}.{digits(4)}",
        f"tablet update to {secrets.randbelow(4) + 12}.0.{digits(6)} (android)",
    )

    r.add(
        "rate_and_amount",
        f"${secrets.randbelow(200) / 100 + 1.8:.2f}/mi all in, {secrets.randbelow(600) + 200} mi",
        f"detention ${pick(50, 60, 75)}/hr after 2 hrs, TONU ${pick(150, 200, 250)}",
        f"rate: ${secrets.randbelow(2500) + 900}.00 + ${secrets.randbelow(200) + 50} fuel surcharge",
        f"weekly gross ${secrets.randbelow(9000) + 8000:,} on {secrets.randbelow(6) + 8} loads",
        f"diesel ${secrets.randbelow(100) / 100 + 3.4:.3f} at the Loves in Commerce",
    )

    r.add(
        "dates_and_schedule",
        f"my weekends: 6/{secrets.randbelow(14) + 1}, 6/{secrets.randbelow(14) + 15}, 7/{secrets.randbelow(14) + 1}",
        f"pickup kids 3:15 on {pick('Mon', 'Tue', 'Wed')} and 5:30 after practice",
        f"custody exchange {secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}/2025 at 6pm at the Kroger",
        f"Nia dentist {secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1} 8:40am",
        f"PU 0600-1400, DEL {secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1} 0800 appt",
    )

    r.add(
        "court_case_number",
        f"Fulton County case # {pick('2023', '2024')}CV{digits(6)}",
        f"custody case no. {pick('2023', '2024')}DR{digits(6)} — hearing in Aug",
        f"civil action file no.\n{pick('23', '24')}-A-{digits(5)}-{secrets.randbelow(9) + 1}",
        f"case {pick('24', '25')}DM{digits(6)} (the support modification)",
        f"traffic ticket citation # {rnd(UPPER, 1)}{digits(8)} for Ray, court date the 14th",
    )

    r.add(
        "insurance_claim_number",
        f"claim # {digits(10, lead=True)}",
        f"Progressive claim {digits(2)}-{digits(7)} for the mirror",
        f"cargo claim\n{rnd(UPPER, 2)}{digits(8)}\nadjuster {phone()}",
        f"windshield claim number {digits(9, lead=True)}, Safelite coming thurs",
        f"claim no. {pick('CLM', 'CL')}-{digits(4)}-{digits(6)} (the backing into the pole one)",
    )

    r.add(
        "insurance_policy_number",
        f"policy # {rnd(UPPER, 3)}{digits(9)}",
        f"COI needs policy {digits(2)}-{digits(7)}-{digits(2)} on it",
        f"auto policy\n{rnd(UPPER, 2)}{digits(10)}",
        f"renters insurance policy no {digits(10, lead=True)} for the lease office",
        f"occ/acc policy {rnd(UPPER + DIGITS, 12)} (Ray's)",
    )

    r.add(
        "school_order_reference",
        f"yearbook order # {digits(8, lead=True)}",
        f"field trip payment confirmation {rnd(UPPER + DIGITS, 10)} - $25 zoo trip",
        f"lunch money deposit receipt {digits(9, lead=True)} ($40)",
        f"school pics order\n{rnd(UPPER, 3)}-{digits(6)}",
        f"Jaylen's registration ticket # {digits(7, lead=True)} for rec basketball",
    )

    r.add(
        "retail_order_number",
        f"amazon order {digits(3, lead=True)}-{digits(7)}-{digits(7)} (Jaylen bday)",
        f"walmart order # {digits(13, lead=True)}",
        f"target pickup order\n{digits(12, lead=True)}",
        f"ordered the ELD cables, order #{digits(8, lead=True)}",
        f"return label for order {digits(3, lead=True)}-{digits(7)}-{digits(7)}, drop off at UPS",
    )

    r.add(
        "storage_unit_account",
        f"storage unit C-{secrets.randbelow(300) + 100}, acct # {digits(8, lead=True)}, $89/mo autopay on the 5th",
        f"Extra Space account number {digits(9, lead=True)}",
        f"storage: unit {secrets.randbelow(500) + 100}\nlease id {rnd(UPPER + DIGITS, 8)}",
        f"storage rent receipt {digits(10, lead=True)}",
        f"unit #{secrets.randbelow(300) + 100}, size 10x10, contract {digits(7, lead=True)}",
    )

    r.add(
        "apartment_lease_reference",
        f"maintenance work order WO-{digits(6)} for the AC",
        f"lease id {rnd(UPPER + DIGITS, 10)}",
        f"apt {secrets.randbelow(40) + 1}{digits(2)} bldg {secrets.randbelow(12) + 1}\nresident id {digits(8, lead=True)}",
        f"rent portal account # {digits(9, lead=True)}",
        f"parking permit # {digits(5, lead=True)} for the Altima",
    )

    r.add(
        "router_label_info",
        f"router model XB{pick('7', '8')} serial {rnd(UPPER + DIGITS, 14)}",
        f"SSID Johnson_5G, MAC {mac(':', True)}",
        f"router label\nS/N: {rnd(UPPER + DIGITS, 12)}\nCM MAC: {mac(':', True)}",
        f"xfinity acct # {digits(16, lead=True)} for the internet bill",
        f"Nia's tablet MAC {mac('-', True)} (blocked after 9pm)",
    )

    r.add(
        "fuel_receipt_details",
        f"Pilot #{digits(3, lead=True)} Ringgold, txn {digits(9)}, 112.4 gal, auth # {digits(6)}",
        f"Loves store {digits(3, lead=True)} invoice {digits(8)} for IFTA",
        f"fuel receipt\nTA #{digits(3, lead=True)}\ntrans {digits(10)}\n98.7 gal diesel",
        f"comdata trans id {digits(12)} — DEF only",
        f"IFTA Q2: receipt {digits(7)} Flying J Lake Park, 134 gal",
    )

    return r


def main() -> None:
    write_corpora("make_heldout374.py", [
        ("heldout374_credentials.yaml", credentials(), "Held-out batch 374: credentials an Atlanta truck dispatcher and single dad keeps (load boards, ELD, fuel cards, school, bank, Cash App, gate and mailbox codes, Netflix, custody app, storage unit and more)"),
        ("heldout374_lookalikes.yaml", lookalikes(), "Held-out batch 374: a truck dispatcher's load, BOL, seal and tracking numbers, VINs, masked cards, routing numbers, used codes and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
