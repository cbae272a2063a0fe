# ruff: noqa: E501
"""Writes heldout377_credentials.yaml and heldout377_lookalikes.yaml: held-out batch 377.

Persona: a second-shift warehouse supervisor at a distribution center in Birmingham,
Alabama, who writes terse notes full of abbreviations, Southern slang and the odd typo. He
keeps the WMS and RF gun logins, the forklift key-box and dock-door keypad codes, the
breakroom vending admin code, his ADP and Kronos (UKG) timeclock logins, the company Wi-Fi
key, his truck's Bluetooth PIN and keypad code, his bank, debit card and Venmo, the gun safe
at home, the house alarm and his fantasy football league; and many look-alikes: PO, BOL, PRO
and tracking numbers, seals, SKUs and pallet labels, badge and ticket numbers, serials,
VINs, masked cards, routing numbers, Venmo payment ids, used or expired one-time codes,
league ids and pointers to where a secret is kept rather than the secret.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    amex,
    app_password,
    card_expiry,
    digits,
    discord_webhook,
    ean13,
    groups,
    hexs,
    luhn,
    mac,
    phrase,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    seed_phrase,
    slack_webhook,
    ssh_fingerprint,
    totp_seed,
    uid,
    write_corpora,
)

WORDS = [
    "RollTide", "Crimson", "Vulcan", "MagicCity", "Bama", "Cahaba", "Redmont", "Bessemer",
    "Hoover", "Talladega", "Gameday", "Houndog", "Catfish", "Biscuit", "Dually", "Tailgate",
    "Forklift", "Pallet", "Deercamp", "Crappie", "Brisket", "Sweettea", "Moonpie", "Bigrig",
    "Ironbowl", "Bulldog", "Possum", "Skeeter",
]
SYMBOLS = "!@#$%&*"
VIN_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS
VIN_VALUES = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9], strict=True))
VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def word() -> str:
    return secrets.choice(WORDS)


def bham_pw() -> str:
    """A password this man sets himself, or one IT or a manager generated."""
    return pick(
        f"{word()}{secrets.choice(SYMBOLS)}{digits(pick(2, 3, 4))}",
        f"{word()}{word()}{digits(2)}{secrets.choice(SYMBOLS)}",
        f"{word().lower()}{digits(4)}{secrets.choice(SYMBOLS)}",
        rnd(ALNUM + SYMBOLS, pick(10, 12, 14)),
        pw(),
    )


def psk() -> str:
    """A WPA2 pre-shared key."""
    return pick(
        rnd(ALNUM, pick(14, 16, 20)),
        f"{word().lower()}{digits(4)}{word().lower()}",
        phrase([w.lower() for w in WORDS], 3, pick("-", "")) + digits(3),
    )


def dial() -> tuple[int, int, int]:
    """A three-number dial combination (safe: 0 to 99)."""
    while True:
        a, b, c = (secrets.randbelow(100) for _ in range(3))
        if len({a, b, c}) == 3:
            return a, b, c


def padlock() -> str:
    """A padlock's combination: three numbers 0 to 39."""
    while True:
        nums = [secrets.randbelow(40) for _ in range(3)]
        if len(set(nums)) == 3:
            return "-".join(str(n) for n in nums)


def ford_code() -> str:
    """A Ford SecuriCode: five presses on a keypad labelled 1.2, 3.4, 5.6, 7.8, 9.0, written
    with the odd digit of each button."""
    while True:
        code = "".join(secrets.choice("13579") for _ in range(5))
        if len(set(code)) > 2:
            return code


def samsara_token() -> str:
    return "samsara_api_" + rnd(ALNUM, 30)


def teams_webhook() -> str:
    return f"https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}"


def ms_recovery_code() -> str:
    """A Microsoft account recovery code: 25 characters in groups of five."""
    return groups(rnd(UPPER + DIGITS, 25), 5, "-")


def card16(prefix: str = "4", sep: str = " ") -> str:
    return groups(luhn(prefix, 16), 4, sep)


def gs1(body: str) -> str:
    """`body` with its GS1 mod-10 check digit (GTIN, SSCC)."""
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def upc() -> str:
    """A UPC-A: an EAN-13 that starts with 0, less the 0."""
    return ean13("0")[1:]


def sscc() -> str:
    """An SSCC-18 pallet label number (extension digit, company prefix, serial, check)."""
    return gs1(str(secrets.randbelow(10)) + "0" + digits(7, lead=True) + digits(8))


def aba() -> str:
    """An ABA routing number of the Atlanta Fed district, with its check digit: public."""
    body = pick("0620", "0621", "2620") + digits(4)
    total = sum(int(c) * w for c, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7), strict=True))
    return body + str((10 - total % 10) % 10)


def vin(wmi: str = "1FT") -> str:
    """A North American VIN with its check digit."""
    body = wmi + "".join(secrets.choice(VIN_ALPHABET) for _ in range(5)) + "0" + pick("N", "P", "R", "S") + secrets.choice(VIN_ALPHABET) + digits(6)
    total = sum((int(c) if c.isdigit() else VIN_VALUES[c]) * w for c, w in zip(body, VIN_WEIGHTS, strict=True))
    check = total % 11
    return body[:8] + ("X" if check == 10 else str(check)) + body[9:]


def phone(area: str = "205") -> str:
    """A phone number in the 555-01xx range kept for fiction."""
    return f"{area}-555-01{digits(2)}"


def po() -> str:
    return pick("4500" + digits(6), digits(7, lead=True), "PO" + digits(8, lead=True))


def venmo_id() -> str:
    return digits(19, lead=True)


def sha1_thumb() -> str:
    return ":".join(groups(hexs(40).upper(), 2).split())


def credentials() -> Rows:
    r = Rows()

    r.add(
        "wms_login_password",
        f"WMS (Manhattan) login\nusr: dwhitfield\npw: {bham_pw()}",
        f"new wms pw after the 90 day reset -> {bham_pw()}  (got locked out twice, IT ext 4410 if it happens again)",
        f"HJ wms supv acct DWHIT2 / {bham_pw()} dont give to the temps",
        f"blue yonder login for 2nd shft leads: user BHM_LEAD2 pass {bham_pw()}",
        f"wms pasword changed 3/14\n{bham_pw()}",
    )

    r.add(
        "rf_gun_login",
        f"RF gun sign on: emp# {digits(6)} pin {pin(4)}",
        f"rf pw for the recieving guns (shared login RCV01) - {rnd(ALNUM, 8)}",
        f"RF login (id then pin)\n{digits(5)}\n{pin(6)}",
        f"temp agency guys on the RF: TEMP07 / {pin(4)} -- change it when they roll off fri",
        f"Zebra gun admin pw to get out of the kiosk/lockdown screen {rnd(ALNUM, 10)}",
    )

    r.add(
        "forklift_keybox_code",
        f"FL key box combo {pin(4)}",
        f"forklift keys lockbox by the charging stn, code is {pin(5)}. reach trucks on left hooks",
        f"key box (the Master Lock 5401 on the cage)\n{pin(4)}",
        f"keybox by maint cage {pin(4)} then turn the knob, it sticks",
        f"lil reminder: changed forklift key box to {pin(4)} after Marcus quit, tell day shft",
    )

    r.add(
        "dock_door_keypad_code",
        f"dock dr keypad (shipping side, drs 1-24) {pin(4)}#",
        f"Recv man-door code: *{pin(5)}",
        f"door code for dock ofc\n{pin(4)}",
        f"new keypad code effective mon {pin(6)}, old one wont work no more",
        f"| door | code |\n|------|------|\n| dock 12 man door | {pin(4)} |",
    )

    r.add(
        "vending_admin_code",
        f"breakroom vending service mode: press {'-'.join(pin(4))} on the selection pad",
        f"Canteen guy gave me the admin code for the coke machine to clear jams {pin(6)}",
        f"snack machine admin pw {pin(5)} dont let Rodney see this lol",
        f"vending admin\ncode {pin(4)}\nthen hit * for price settings",
    )

    r.add(
        "adp_password",
        f"ADP workforce now\nuser: dwhitfield@acme\npw: {bham_pw()}",
        f"adp pw {bham_pw()}",
        f"ADP pass changed (had to, it expired) = {bham_pw()}",
        f"my adp login for paystubs is my email + {bham_pw()}",
        f"adp portal: D.Whitfield / {bham_pw()}",
    )

    r.add(
        "kronos_timeclock_login",
        f"kronos timeclock supv override pin {pin(6)}",
        f"Kronos/UKG login for approving punches: dwhitfield pw {bham_pw()}",
        f"timeclock (InTouch) mgr override code: {pin(5)}",
        f"UKG pw reset 2day -> {bham_pw()}",
        f"kronos clock admin menu PIN {pin(4)}  (to fix missed punches right at the clock)",
    )

    r.add(
        "company_wifi_key",
        f"ACME-WHSE wifi pw {psk()}",
        f"WIFI:T:WPA;S:ACME-Corp-Staff;P:{psk()};;",
        f"wifi for the office laptops\nSSID ACME-Office\nkey {psk()}",
        f"warehouse wifi (the one for phones not guns) {psk()} - IT says dont hand it out to drivers",
        f"wi fi pw shipping ofc: {psk()}",
    )

    r.add(
        "truck_bluetooth_pin",
        f"truck bluetooth pin {pin(6)}",
        f"F150 SYNC pairing pin {pin(4)} (if phone wont connect)",
        f"bluetooth for truck -> {pin(6)}",
        f"Truck BT pairing code: {pin(4)}  works for Tammy's phone too",
    )

    r.add(
        "truck_keypad_code",
        f"F-150 door keypad code {ford_code()}",
        f"SecuriCode on the truck (factory one off the card in the glovebox) {ford_code()}",
        f"truck keyless entry {ford_code()}",
        f"keypad code truck\n{ford_code()}",
    )

    r.add(
        "bank_login_password",
        f"Regions online banking\nuser dwhit1978\npw {bham_pw()}",
        f"bank pw {bham_pw()}",
        f"regions pass {bham_pw()}",
        f"America's First CU login - {bham_pw()}",
        f"banking app pw (changed after the fraud alert) {bham_pw()}",
    )

    r.add(
        "debit_card_pin",
        f"debit pin {pin(4)}",
        f"Regions debit card PIN: {pin(4)}",
        f"card pin\n{pin(4)}",
        f"ATM pin for the joint acct {pin(4)} (Tammy's card same pin)",
        f"new card came in the mail, set pin to {pin(4)}",
    )

    r.add(
        "card_number_cvv",
        f"Visa {card16()} exp {card_expiry()} cvv {digits(3)}",
        f"company card (for parts runs) {luhn('5', 16)} {card_expiry()} {digits(3)}",
        f"amex {amex()} cid {digits(4)} exp {card_expiry()}",
        f"card for fantasy league dues:\n{card16('4', '-')}\n{card_expiry()}\nsec code {digits(3)}",
        f"backup debit card {card16()}, {card_expiry()}, cvv {digits(3)}",
    )

    r.add(
        "venmo_password",
        f"venmo pw {bham_pw()}",
        f"Venmo login: my email + {bham_pw()}",
        f"venmo pass changed {bham_pw()}",
        f"Venmo\n{bham_pw()}",
        f"venmo -- {bham_pw()} (for the league $$)",
    )

    a, b, c = dial()
    a2, b2, c2 = dial()
    a3, b3, c3 = dial()
    r.add(
        "gun_safe_combo",
        f"safe combo R{a} L{b} R{c}",
        f"gun safe keypad {pin(6)}",
        f"Liberty safe: {a2}-{b2}-{c2}",
        f"safe\nR {a3} (4x)  L {b3} (3x)  R {c3} til it stops",
        f"safe at the house (electronic lock, backup key in the sock drawer) combo {pin(5)}",
    )

    r.add(
        "fantasy_league_password",
        f"ESPN fantasy login pw {bham_pw()}",
        f"Sleeper acct for the league (im commish) - {bham_pw()}",
        f"yahoo ff pw {bham_pw()}",
        f"fantasy football league 'Magic City Money' ESPN: dwhit205 / {bham_pw()}",
        f"ff login\n{bham_pw()}",
    )

    r.add(
        "home_alarm_code",
        f"house alarm code {pin(4)}",
        f"ADT disarm {pin(4)} (do NOT use the duress one)",
        f"alarm (Ring) keypad {pin(4)}",
        f"alarm co verbal passcode when they call: {word().lower()}{digits(2)}",
        f"alarm code for the house\n{pin(4)}",
    )

    r.add(
        "gmail_app_password",
        f"gmail app pw for outlook on the ofc pc: {app_password()}",
        f"Google app password (printer scan to email) {app_password()}",
        f"app pw\n{app_password()}",
        f"gmail app password {app_password().replace(' ', '')}",
    )

    r.add(
        "authenticator_seed",
        f"ADP 2FA setup key {groups(totp_seed(32), 4)}",
        f"otpauth://totp/ADP:dwhitfield?secret={totp_seed(32)}&issuer=ADP",
        f"kronos mfa secret (backup in case I lose my phone again) {totp_seed(16)}",
        f"authenticator key for the bank app {totp_seed(32).lower()}",
        f"Google Auth seed - WMS VPN\n{groups(totp_seed(32), 4)}",
    )

    r.add(
        "backup_codes",
        "gmail backup codes\n" + recovery_codes(10, "digits"),
        "fb recovery codes (keep these!!)\n" + "\n".join(digits(8) for _ in range(6)),
        f"Microsoft acct recovery code {ms_recovery_code()}",
        "ESPN acct backup codes: " + ", ".join(rnd(LOWER + DIGITS, 10) for _ in range(5)),
    )

    r.add(
        "crypto_seed_phrase",
        f"coinbase wallet recovery phrase\n{seed_phrase(12)}",
        f"seed words (DO NOT LOSE) {seed_phrase(24)}",
        "crypto wallet words:\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(seed_phrase(12).split(), 1)),
        f"Ledger 12 words - {seed_phrase(12)} - copy in the safe too",
    )

    r.add(
        "chat_webhook_url",
        f"IT set up the dock door alert -> slack {slack_webhook()}",
        f"discord webhook for the league trash talk bot {discord_webhook()}",
        f"Teams webhook for the shift report post:\n{teams_webhook()}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"dr 14 open > 30 min\"}}' {slack_webhook()}",
        f"league bot webhook (discord) {discord_webhook()} dont post it in the group chat",
    )

    r.add(
        "label_printer_admin_password",
        f"Zebra ZT410 web admin pw {rnd(ALNUM, 8)}",
        f"label printer (ship stn 3) admin / {rnd(ALNUM + SYMBOLS, 10)}",
        f"printer pw\n{rnd(ALNUM, 9)}",
        f"zebra printer front panel pw {pin(4)}",
    )

    r.add(
        "dvr_camera_password",
        f"camera DVR (dock cams) admin pw {bham_pw()}",
        f"http://10.20.4.15 dvr login admin {bham_pw()}",
        f"Hikvision NVR\nuser: admin\npass: {bham_pw()}",
        f"home cams (Reolink) pw {bham_pw()}",
        f"security cam app pw {bham_pw()}",
    )

    r.add(
        "yard_gate_code",
        f"gate code (truck yard) {pin(4)}#",
        f"guard shack after hrs gate *{pin(4)}",
        f"yard gate\n{pin(5)}",
        f"Gate code for the drivers this wk: {pin(4)} (changes every mon)",
        f"back gate by the trailer drop - {pin(4)}",
    )

    r.add(
        "locker_combo",
        f"locker lock {padlock()}",
        f"my locker combo {padlock().replace('-', ' ')}",
        f"work locker (Master dial lock) {padlock()}",
        f"tool box lock combo {pin(3)}",
    )

    r.add(
        "voicemail_pin",
        f"vm pin {pin(6)}",
        f"desk phone voicemail pw {pin(4)}",
        f"cell voicemail pin {pin(4)}",
        f"voicemail (ext 2214) passcode {pin(6)}",
    )

    r.add(
        "domain_login_password",
        f"ofc pc login ACME\\dwhitfield {bham_pw()}",
        f"windows pw (expires every 60 days ugh) {bham_pw()}",
        f"domain login for the shipping desk pc: BHM-SHIP03\\shipclerk / {bham_pw()}",
        f"email/pc pw now {bham_pw()}",
        f"Outlook pw\n{bham_pw()}",
    )

    r.add(
        "wms_db_connection_string",
        f"Driver={{ODBC Driver 17 for SQL Server}};Server=wms-sql.acme.internal;Database=WMS_RPT;Uid=rpt_bham;Pwd={rnd(ALNUM, 16)};",
        f"excel labor report conn string from IT:\nServer=10.20.1.40,1433;Database=LaborMgmt;User Id=lm_read;Password={rnd(ALNUM + '!#', 14)};",
        f"jdbc:sqlserver://wms-db.acme.internal:1433;databaseName=WMSPROD;user=bham_ro;password={rnd(ALNUM, 18)}",
        f"yard mgmt db: postgresql://yard_rpt:{rnd(ALNUM, 20)}@yms.acme.internal:5432/yard",
        f"mysql -h dash.acme.internal -u shiftdash -p'{rnd(ALNUM, 16)}' dashboard",
    )

    r.add(
        "samsara_api_token",
        f"Samsara API token (for the yard truck gps sheet) {samsara_token()}",
        f"curl -H 'Authorization: Bearer {samsara_token()}' https://api.samsara.com/fleet/vehicles",
        f"SAMSARA_TOKEN={samsara_token()}",
        f'{{"samsara": {{"org": "acme-bham", "token": "{samsara_token()}"}}}}',
        f"samsara key for the power query\n{samsara_token()}",
    )

    r.add(
        "streaming_password",
        f"netflix pw {bham_pw()}",
        f"ESPN+ (for the games in the breakroom) login pw {bham_pw()}",
        f"YouTube TV acct pw - {bham_pw()}",
        f"Hulu\n{bham_pw()}",
    )

    r.add(
        "home_network_password",
        f"router admin (192.168.1.1) pw {bham_pw()}",
        f"home wifi pw {psk()}",
        f"Spectrum router wifi: SSID Whitfield_5G key {psk()}",
        f"netgear admin login admin/{rnd(ALNUM, 12)}",
        f"wifi at the house\n{psk()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "purchase_order_number",
        f"PO {po()} short 3 plts, vendor says backorder",
        f"po# {po()} recvd dr 14, OS&D form filed",
        f"Recv'd {po()} -- 22 cs dmg, pics sent to Tony",
        f"POs for tmrw: {po()}, {po()}, {po()}",
        f"| PO | vendor | appt |\n|----|--------|------|\n| {po()} | Coca-Cola Bottling | 0630 |",
    )

    r.add(
        "bill_of_lading",
        f"BOL {digits(17)} signed, seal intact",
        f"bol# {digits(10)} missing pg 2, driver faxing it",
        f"bill of lading\n{digits(17)}\ndr 7, 26 plts",
        f"VICS BOL {digits(17)} for the Walmart load",
        f"Shipped trl 5312 on BOL {digits(9)}",
    )

    r.add(
        "freight_pro",
        f"Old Dominion PRO {digits(11)}",
        f"pro # {digits(10)} (Estes) refused, wrong product",
        f"SAIA pro\n{digits(12)}",
        f"LTL pickup R+L pro {pick('I', 'W')}{digits(9)}",
        f"XPO pro {digits(9)}-{digits(1)} showing delivered, we never got it",
    )

    r.add(
        "parcel_tracking",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} -- new RF batteries",
        f"fedex trk {digits(12, lead=True)}",
        f"usps {groups('9400' + digits(18), 4)}",
        f"my boots from amazon TBA{digits(12)}",
        f"tracking # for the dock plates\n{digits(12, lead=True)} (FedEx Freight)",
    )

    r.add(
        "trailer_seal",
        f"seal # {rnd(UPPER, 2)}{digits(7)} on trl 5312",
        f"Seal\n{digits(8)}\nverified w/ driver",
        f"trl {digits(5)} seal {digits(7)} -- broken on arrival, wrote it on the BOL",
        f"seals used tonight: {digits(7)}, {digits(7)}, {digits(7)}",
    )

    r.add(
        "item_upc_sku",
        f"UPC {upc()} scanning as wrong item in WMS",
        f"SKU {digits(6, lead=True)} vs {digits(6, lead=True)} look alike, slotting mixup again",
        f"item {digits(8, lead=True)} / upc {upc()} 24ct",
        f"case GTIN {gs1('1' + upc()[:-1])} inner {upc()}",
        f"wrong label on item # {digits(7, lead=True)}",
    )

    r.add(
        "pallet_lpn",
        f"pallet SSCC (00){sscc()} short shipped",
        f"pallet lbl LP{digits(9)} stuck in QA hold",
        f"LPNs to recount: LP{digits(9)}, LP{digits(9)}, LP{digits(9)}",
        f"00{sscc()} scanned twice on the load",
        f"lpn\n{sscc()}\nlocation staged dr 9",
    )

    def loc() -> str:
        return f"{pick('A', 'B', 'C', 'D', 'R')}{secrets.randbelow(40) + 1:02d}-{secrets.randbelow(20) + 1:02d}-{pick('A', 'B', 'C', 'D', 'E')}"

    r.add(
        "bin_location",
        f"bin {loc()} shows 40 on hand, empty",
        f"locs to cycle ct: {loc()}, {loc()}, {loc()}",
        f"move the KDP overflow to {loc()}",
        f"pick face {loc()} -> reserve {loc()}",
    )

    r.add(
        "badge_employee_number",
        f"new hire Jaylen badge #{digits(5)}, emp id {digits(6)}",
        f"Temp (Staffmark) worker id SM{digits(7)}",
        f"badge {digits(5)} not working at turnstile, HR ticket in",
        f"emp ids for OT tonight: {digits(6)}, {digits(6)}, {digits(6)}",
        f"my ee# {digits(6)}",
    )

    r.add(
        "equipment_serial",
        f"Raymond reach truck s/n {rnd(UPPER + DIGITS, 3)}-{digits(2)}-{digits(5)}",
        f"Crown RC5500 serial {digits(10)} hyd leak, tagged out",
        f"Zebra MC9300 SN {digits(14)} screen cracked, RMA'd",
        f"battery charger S/N {rnd(UPPER, 2)}{digits(8)} throwing fault 22",
        f"Toyota 8FGCU25 #{digits(5)} annual insp due",
    )

    r.add(
        "maintenance_work_order",
        f"WO-{digits(6)} dock leveler dr 9",
        f"work order {digits(7)} for the door 3 seal",
        f"maint ticket# M{digits(6)} battery charger 4 down",
        f"wo {digits(6)}/{digits(6)} both closed",
    )

    r.add(
        "it_ticket_number",
        f"IT ticket INC{digits(7)} printer 3 offline",
        f"RITM{digits(7)} for Jaylen's WMS access",
        f"ticket #{digits(6)} pw reset req, they'll call me w/ a temp one",
        f"servicenow INC{digits(7)} closed w/o fix AGAIN",
        f"case {digits(8)} w/ Zebra support",
    )

    r.add(
        "phone_and_ext",
        f"Tony (day sup) {phone()}",
        f"Staffmark after hrs ({phone()[:3]}) {phone()[4:]}",
        f"maint on-call\n{phone('659')}",
        f"guard shack x{digits(4)}",
        f"Regions fraud line 1-{phone('800')}",
    )

    r.add(
        "masked_card",
        f"Visa ending {digits(4)} charged twice for the pizza",
        f"company card **** **** **** {digits(4)}",
        f"amex xxxx-xxxxxx-x{digits(4)}",
        f"autopay on card ending in {digits(4)}",
        f"receipt: DEBIT ************{digits(4)} APPROVAL {digits(6)}",
    )

    r.add(
        "routing_number",
        f"Regions routing {aba()} (for direct dep form), acct ends {digits(4)}",
        f"direct deposit: RTN {aba()} acct ****{digits(4)}",
        f"ABA {aba()}",
        f"payroll says deposit went to acct xxxxxx{digits(4)}, routing {aba()}",
        f"new bank info for ADP: routing {aba()}, checking on file ends in {digits(4)}",
    )

    r.add(
        "venmo_payment_ref",
        f"venmo payment id {venmo_id()} -- $50 league dues from Terrell",
        f"@Dwayne-Whitfield-{digits(2)} is my venmo",
        f"Venmo txn {venmo_id()}, $23.50 for lunch",
        f"league dues paid:\n- Marcus {venmo_id()}\n- Big Ron {venmo_id()}",
        f"Cash App $DWhit205, Venmo @dwhit-{digits(4)}",
    )

    r.add(
        "paystub_figures",
        f"check # {digits(6)} net pay $1,{digits(3)}.{digits(2)}",
        f"paystub 03/15: gross $2,{digits(3)}.{digits(2)} OT hrs 11.5 file# {digits(6)}",
        f"ADP file number {digits(6)}, co code {rnd(UPPER + DIGITS, 3)}",
        f"w2 box 1 ${digits(2, lead=True)},{digits(3)}.{digits(2)}",
    )

    r.add(
        "spent_one_time_code",
        f"ADP code {digits(6)} -- used it already",
        f"kronos verification {digits(6)} expired b4 I could type it, requested new",
        f"bank texted {digits(6)} at 6:42, already logged in, ignore",
        f"Venmo code {digits(6)} (expired, was for the old phone)",
        f"Google said G-{digits(6)} -- done, signed in",
    )

    r.add(
        "where_secret_lives",
        "WMS pw is in the red binder in the dock ofc, top drawer. not writing it here",
        "Samsara token is in IT's vault under secret/bham/samsara (ask Priya)",
        "power query reads env var SAMSARA_API_TOKEN, the workflow sets it from ${{ secrets.SAMSARA_TOKEN }}",
        "gate code changes mon, posted in guard shack, dont text it to nobody",
        "safe combo is in the envelope w/ the will, safe deposit box at Regions",
    )

    r.add(
        "network_identifiers",
        f"RF gun 14 MAC {mac(upper=True)} ip 10.20.{secrets.randbelow(8) + 1}.{secrets.randbelow(250) + 2}",
        "SSIDs: ACME-WHSE (guns), ACME-Corp-Staff, ACME-Guest",
        f"AP by dr 22 = {mac()} keeps dropping",
        f"printer 3 IP 10.20.6.{secrets.randbelow(250) + 2}",
        f"truck shows up in bluetooth as 'SYNC {digits(4)}', phone is {mac('-', upper=True)}",
    )

    r.add(
        "firmware_build",
        f"MC93 OS 11-{digits(2)}-{digits(2)}.00-RG-U{digits(2)}-STD after the update",
        f"WMS upgraded to 2024.{secrets.randbelow(4) + 1}.{secrets.randbelow(9)} build {digits(4, lead=True)}",
        f"Zebra ZT410 fw V75.20.{digits(2)}Z",
        f"Kronos clock InTouch DX fw {secrets.randbelow(4) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(40)}",
    )

    r.add(
        "shift_times_dates",
        "2nd shft 1430-2300, OT sat 0600-1030",
        "Dock appts tmrw: 0630 Coke, 0815 Pepsi, 1045 KDP",
        "PTO 11/27-11/29 approved",
        "huddle 2:15, safety mtg thu 3pm rm 104",
        "inventory count 12/28 0500 - all hands, no PTO that wk",
    )

    r.add(
        "fantasy_league_ids",
        f"ESPN league ID {digits(7, lead=True)} (Magic City Money)",
        f"https://sleeper.com/leagues/{digits(18, lead=True)}",
        f"wk 7 score {secrets.randbelow(60) + 90}.{digits(2)} - {secrets.randbelow(40) + 60}.{digits(2)}, lost smh",
        f"https://fantasy.espn.com/football/team?leagueId={digits(8, lead=True)}&teamId=4&seasonId=2025",
        f"Yahoo league #{digits(6, lead=True)} draft fri 7pm",
    )

    r.add(
        "firearm_serial",
        f"Glock 19 s/n {rnd(UPPER, 3)}{digits(3)} for the insurance list",
        f"S&W M&P Shield serial {rnd(UPPER, 3)}{digits(4)}",
        f"Remington 870 SN {rnd(UPPER, 1)}{digits(6)}M",
        f"guns in safe (homeowners policy):\n- Ruger 10/22 {digits(4)}-{digits(5)}\n- Savage 110 {rnd(UPPER, 1)}{digits(6)}",
    )

    r.add(
        "vehicle_vin_tag",
        f"truck VIN {vin()}",
        f"AL tag {secrets.randbelow(60) + 1}{rnd(UPPER, 2)}{digits(3)}",
        f"yard dog (Capacity TJ5000) VIN {vin('4LM')}",
        f"Tammy's car VIN {vin('1HG')} for the insurance card",
        f"F-150 VIN\n{vin()}\noil chg at 72k",
    )

    r.add(
        "inventory_count_figures",
        f"cycle ct aisle 14: sys 1,{digits(3)} / phys 1,{digits(3)}",
        f"IRA this wk {secrets.randbelow(5) + 95}.{digits(1)}%",
        f"units/hr {secrets.randbelow(60) + 110}.{digits(1)} for 2nd shft, goal 140",
        f"adj total -{digits(3, lead=True)} units, ${digits(1, lead=True)},{digits(3)}.{digits(2)}",
    )

    r.add(
        "dock_appointment",
        f"appt conf # {digits(8)} Coca-Cola dr 4 0630",
        f"OpenDock appt {rnd(UPPER + DIGITS, 8)}",
        f"C3 reservations conf {digits(7)}",
        f"load # {digits(9)} appt {digits(7)}",
        f"carrier JB Hunt load {digits(8)} / appt ID {digits(6)}",
    )

    r.add(
        "claim_reference",
        f"workers comp claim # {digits(10)} (Jaylen's ankle)",
        f"OS&D claim {digits(7)} filed w/ ODFL",
        f"State Farm claim {digits(2)}-{digits(4)}-{rnd(UPPER + DIGITS, 3)}",
        f"OSHA 300 log case # {digits(3)}",
    )

    r.add(
        "report_link",
        f"labor report https://kronos.acme.internal/wfc/reports/{uid()}",
        f"WMS wave dashboard https://wms.acme.internal/dash/{uid()}?shift=2",
        f"safety forms https://sharepoint.acme.test/sites/BHM-DC/Forms/{uid()}",
        f"survey https://forms.acme.test/r/{rnd(ALNUM, 10)}",
        f"IT said use this link for the gun order\nhttps://portal.acme.internal/req/{uid()}",
    )

    r.add(
        "online_order_number",
        f"amazon order 113-{digits(7)}-{digits(7)} (boots)",
        f"Home Depot order WG{digits(8)}",
        f"Uline order # {digits(8)} stretch wrap 20 cs",
        f"Bass Pro order {digits(9)} shipped",
    )

    r.add(
        "wave_task_ids",
        f"wave {digits(6)} short picked, released again as {digits(6)}",
        f"task id {digits(9)} stuck in RF queue",
        f"replen tasks {digits(8)}-{digits(8)} cancelled",
        f'err from wms: {{"waveId": "W{digits(7)}", "status": "ALLOC_FAIL", "txnId": "{uid()}"}}',
        f"load {digits(7)} consolidated into {digits(7)}",
    )

    r.add(
        "cert_fingerprint",
        f"RF guns warn untrusted cert -- thumbprint {sha1_thumb()}",
        f"IT says new wifi cert sha1 {hexs(40)} is legit, accept it",
        f"cert serial {hexs(32)} expires 06/2026",
        f"host key for the RF telnet box {ssh_fingerprint()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout377.py", [
        ("heldout377_credentials.yaml", credentials(), "Held-out batch 377: credentials a Birmingham warehouse shift supervisor keeps (WMS, RF gun, key-box and door codes, ADP, Kronos, Wi-Fi, truck, bank, Venmo, gun safe, fantasy league and more)"),
        ("heldout377_lookalikes.yaml", lookalikes(), "Held-out batch 377: a warehouse supervisor's PO, BOL, tracking, serial, badge and ticket numbers, masked cards, spent codes and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
