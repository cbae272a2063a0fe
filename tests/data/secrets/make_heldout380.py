# ruff: noqa: E501
"""Writes heldout380_credentials.yaml and heldout380_lookalikes.yaml: held-out batch 380.

Persona: a junior doctor (FY2) in Edinburgh who writes hurried clinical-shorthand British
English with a wee bit of Scots. She keeps her NHS Scotland logins (TrakCare, SCI Store,
Clinical Portal, nhs.scot mail, remote access, TURAS, the rota app), the bleep system login,
the doctors' mess door code, the drug cupboard code, the on-call room code, her OpenAthens,
BMA, GMC and MDDUS passwords, her own bank (card PIN, online banking, card details), the
parking permit login, the flat's Wi-Fi key and alarm code, eduroam, MFA seeds and backup
codes, a REDCap API token for her audit and a crypto seed phrase; and many look-alikes:
bleep numbers, ward extensions, phone numbers, GMC and BMA numbers, payroll and bank details
that are not secret, masked cards, booking and tracking references, exam candidate numbers,
journal ids, commit ids, checksums, public keys, publishable keys, secret references, used
one-time codes, versions, serials, drug doses, lab values and dates and amounts.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module (through make_heldout's helpers)
in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`.
Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    app_password,
    b64,
    b64u,
    card_expiry,
    digits,
    ean13,
    google_api_key,
    google_client_id,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    orcid,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    s10,
    seed_phrase,
    ssh_fingerprint,
    stripe_publishable_key,
    totp_seed,
    uid,
    write_corpora,
)

WORDS = [
    "leith", "arthur", "meadows", "thistle", "haggis", "tattie", "neep", "bothy", "cramond",
    "portobello", "stockbridge", "kelpie", "munro", "irnbru", "tablet", "dreich", "haar",
    "scran", "bruntsfield", "tollcross", "gorgie", "pentland", "forth", "braw", "bairn",
    "midgie", "shortbread", "calton", "dalkeith", "morningside", "cullen", "skink",
]
SYMBOLS = "!#?*$%&@"


def user() -> str:
    """Her NHS Scotland or portal username (not secret on its own)."""
    return pick(f"kmacleod{digits(1)}", f"MACLEK{digits(2)}", f"kirsty.macleod{digits(2)}", f"KM{digits(5)}")


def person_pw() -> str:
    """A password a tired person makes up: a word, some digits, a symbol."""
    w1, w2 = secrets.choice(WORDS), secrets.choice(WORDS)
    return pick(
        f"{w1.capitalize()}{digits(pick(2, 3, 4))}{secrets.choice(SYMBOLS)}",
        f"{w1}{pick('.', '_', '-')}{w2.capitalize()}{digits(2)}",
        f"{w1.upper()[:3]}{w2.capitalize()}{digits(3)}{secrets.choice(SYMBOLS)}",
        f"{secrets.choice(SYMBOLS)}{w2.capitalize()}{w1}{digits(2)}",
    )


def nhs_pw() -> str:
    """A password made to an NHS policy (upper, lower, digit, symbol, 8+), or a manager's."""
    return pick(person_pw(), pw(), rnd(ALNUM, 12) + secrets.choice(SYMBOLS))


def temp_pw() -> str:
    """A temporary password an IT service desk reads out."""
    return pick(rnd(ALNUM, 10), f"{secrets.choice(WORDS).capitalize()}{digits(4)}", rnd(UPPER + DIGITS, 8).capitalize())


def passphrase() -> str:
    return phrase(WORDS, pick(3, 4), pick("-", " ", "."))


def card() -> str:
    return groups(luhn(pick("4", "51", "53", "55", "4"), 16), 4)


def wifi_key() -> str:
    return pick(rnd(ALNUM, 12), rnd(UPPER + DIGITS, 10), rnd(LOWER, 12), groups(rnd(LOWER + DIGITS, 12), 4, "-"), passphrase())


def ms_seed() -> str:
    """The setup key Microsoft Authenticator shows for 'can't scan the QR code'."""
    return rnd(LOWER + "234567", 16)


def google_backup() -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(10))


def redcap_token() -> str:
    return hexs(32).upper()


def door_code() -> str:
    return pin(pick(4, 4, 5))


def sort_code() -> str:
    return f"{digits(2, lead=True)}-{digits(2)}-{digits(2)}"


def uk_mobile() -> str:
    return f"07{digits(3, lead=True)} {digits(6)}"


def landline() -> str:
    return f"0131 {digits(3, lead=True)} {digits(4)}"


def pnr() -> str:
    return rnd(UPPER + DIGITS.replace("0", "").replace("1", ""), 6)


def imei() -> str:
    return luhn("35", 15)


def mapbox_public() -> str:
    """A Mapbox public (pk.) token: public by design, unlike an sk. one."""
    claims = json.dumps({"u": "quizmed", "a": rnd(LOWER + DIGITS, 25)}, separators=(",", ":"))
    return "pk." + b64u(claims.encode()) + "." + rnd(URLSAFE, 22)


def ed25519_pub() -> str:
    """The base64 blob of an OpenSSH ed25519 public key, length-prefixed as ssh-keygen writes it."""
    name = b"ssh-ed25519"
    return b64(len(name).to_bytes(4, "big") + name + (32).to_bytes(4, "big") + secrets.token_bytes(32))


def nights() -> str:
    start, month = mg(1, 24), mg(1, 12)
    return f"{start:02d}-{start + 3:02d}/{month:02d}"


def mg(low: int, high: int, step: int = 1) -> int:
    return low + step * secrets.randbelow((high - low) // step + 1)


def money() -> str:
    return f"£{mg(20, 3900):,}.{digits(2)}"


def day() -> str:
    return f"{mg(1, 28):02d}/{mg(1, 12):02d}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "trakcare_password",
        f"TrakCare (RIE)\nuser: {user()}\npw: {nhs_pw()}",
        f"new trak pwd after the forced reset on wed — {nhs_pw()} — expires again in 90d ffs",
        f"Trak pw {nhs_pw()}",
        f"| system | user | pass |\n|---|---|---|\n| TrakCare WGH | {user()} | {nhs_pw()} |",
        f"NB trak locked me out x3 on ward rnd. IT reset it to a temp one:\n{temp_pw()}\n(must change on 1st login, havent yet)",
    )

    r.add(
        "sci_store_password",
        f"SCI Store - pwd {nhs_pw()}",
        f"sci store login (for old bloods/letters) is NOT my AD one!! it's {nhs_pw()}",
        f"SCIstore\n  {nhs_pw()}\n(case sensitive, caught me out again)",
        f"sci-store: {user()} / {nhs_pw()}",
        f"Lothian SCI Store pass changed 3/10 → {nhs_pw()}",
    )

    r.add(
        "clinical_portal_password",
        f"Clinical Portal pw = {nhs_pw()}",
        f"CP (clinical portal) login for ECS + clinic letters\n{user()}\n{nhs_pw()}",
        '{"system": "Clinical Portal", "username": "' + user() + '", "password": "' + nhs_pw() + '"}',
        f"clin portal pass: {nhs_pw()} (NOT same as Trak since the Oct reset)",
        f"portal password, the one the SHO set up for me on induction day {nhs_pw()}",
    )

    r.add(
        "nhs_email_password",
        f"nhs.scot email pw {nhs_pw()}",
        f"O365 / nhs.scot mail — password: {nhs_pw()}",
        f"email login for the new laptop: kirsty.macleod@nhs-scot.example  pass {nhs_pw()}",
        f"Outlook (work)\n{nhs_pw()}\n^ changed after the phishing training lol",
        f"- nhs.scot mail: {nhs_pw()}\n- remember MFA on the phone not the old one",
    )

    r.add(
        "remote_access_password",
        f"Citrix from home (remote.lothian.example): {user()} / {nhs_pw()}",
        f"remote access pw - {nhs_pw()} - for writing dc letters from the flat",
        f"VPN token pin + pw for working from home\npassword {nhs_pw()}",
        f"citrix workspace login pwd {nhs_pw()} (ticket INC{digits(7)} re the laptop)",
        f"netscaler gateway https://gateway.lothian.example\nuser {user()}\npw {nhs_pw()}",
    )

    r.add(
        "turas_portfolio_password",
        f"TURAS portfolio pw {person_pw()}",
        f"turas login: kirsty.macleod@nhs-scot.example / {person_pw()} — need 3 more CBDs b4 ARCP!!",
        f"Turas Learn + portfolio (same login)\n{person_pw()}",
        f"eportfolio (TURAS) pasword {person_pw()}",
        f"ARCP prep:\n* upload TAB\n* 2x mini-CEX\n* turas pwd reset to {person_pw()}",
    )

    r.add(
        "rota_app_password",
        f"Allocate Loop (rota/swaps) pw: {person_pw()}",
        f"healthroster login {user()} {person_pw()}",
        f"rota app password {person_pw()} — swapped nights w/ Euan for 14th",
        f"Loop app\n{person_pw()}\nuse work email as username",
        f"rota coordinator made me an account on the locum bank app, pw {person_pw()}",
    )

    r.add(
        "bleep_system_login",
        f"bleep app (Careflow) login — username {user()} password {nhs_pw()}",
        f"Medic Bleep pw {nhs_pw()}",
        f"new bleep system from Monday — my login {user()} / {nhs_pw()}",
        f"bleep handset sign-in PIN: {pin(6)}",
        f"the wee bleep app on the work phone, password\n{nhs_pw()}",
    )

    r.add(
        "openathens_password",
        f"OpenAthens (for BMJ/UpToDate via Knowledge Network) — {user()} pw {person_pw()}",
        f"athens pass {person_pw()}",
        f"OpenAthens: kirsty.macleod@nhs-scot.example\npassword: {person_pw()}",
        f"knowledge network / openathens login {person_pw()} (reset via library, they were lovely)",
        f"for the lit search → OA password = {person_pw()}",
    )

    r.add(
        "bma_portal_password",
        f"BMA website login pw {person_pw()}",
        f"bma.example member portal: email + {person_pw()}",
        f"BMA (contract checker + rota checker) password\n{person_pw()}",
        f"bma login - {person_pw()} - (membership renews Aug)",
        f"| BMA | kirsty.macleod@mail.example | {person_pw()} |",
    )

    r.add(
        "gmc_online_password",
        f"GMC Online pw {person_pw()}",
        f"gmc online password (for ARF + revalidation stuff): {person_pw()}",
        f"GMC login\nemail: kirsty.macleod@mail.example\npass: {person_pw()}",
        f"gmc-online.example → {person_pw()}  dont forget annual fee due!!",
        f"reset GMC online pwd today, new one is {person_pw()}",
    )

    r.add(
        "mddus_password",
        f"MDDUS member login pw {person_pw()}",
        f"mddus (indemnity) site password = {person_pw()}",
        f"defence union login\n{person_pw()}",
        f"MDDUS app: {person_pw()} — call them re: the complaint letter",
        f"mddus: kirsty.macleod@mail.example / {person_pw()}",
    )

    r.add(
        "doctors_mess_door_code",
        f"mess door code {door_code()}",
        f"Doctors' mess (RIE) keypad: C{door_code()}",
        f"WGH mess code changed!! now {door_code()} then #",
        f"door code for the mess is\n{door_code()}\n(the microwave is still broken)",
        f"mess {door_code()} — dont give to the students pls (reg's words not mine)",
    )

    r.add(
        "drug_cupboard_code",
        f"ward 108 drug cupboard code {door_code()}",
        f"CD cupboard key is w/ nurse in charge but the treatment room code = {door_code()}",
        f"drug cupbaord 206: {door_code()}",
        f"treatment rm / meds cupboard\n{door_code()}",
        f"AMU drugs room keypad {door_code()} (night sister told me, changes monthly)",
    )

    r.add(
        "on_call_room_code",
        f"on call room code {door_code()}",
        f"on-call rm (3rd floor, by ICU): {door_code()}#",
        f"nights next wk — on call room door is {door_code()}, bring own pillow",
        f"oncall room keypad\n{door_code()}",
        f"FY on-call bedroom SJH code: {door_code()} (bed is grim, ken)",
    )

    r.add(
        "locker_combination",
        f"locker 47 combo {pin(3)}",
        f"changing rm locker (theatres) combination: {pin(4)}",
        f"padlock on my locker is\n{pin(4)}",
        f"locker code {pin(3)} — swapped to the one near the showers",
        f"scrubs locker combi {pin(4)}",
    )

    r.add(
        "key_safe_code",
        f"key safe at mum's {pin(4)}",
        f"flat key safe (for the cleaner / Airbnb guests): {pin(4)}",
        f"keysafe by the back door code {pin(4)} — push down then turn",
        f"Gran's key safe\n{pin(4)}\nfor the district nurses too",
        f"key box code {pin(4)}, tell Euan when he's feeding the cat",
    )

    r.add(
        "flat_alarm_code",
        f"flat alarm code {pin(4)}",
        f"burglar alarm: {pin(4)} then ✓ (you have 30s!!)",
        f"alarm\n{pin(4)}\nflatmate changed it after the break-in downstairs",
        f"Alarm set/unset code {pin(4)} — the panel is behind the coats",
        f"house alarm code is {pin(4)}, not the old one",
    )

    r.add(
        "bank_card_pin",
        f"new debit card pin {pin(4)}",
        f"RBS card PIN: {pin(4)}",
        f"pin for the credit card (never use it lol) {pin(4)}",
        f"card pin\n{pin(4)}",
        f"Monzo pin changed to {pin(4)} after the cash machine ate it",
    )

    r.add(
        "phone_passcode",
        f"work phone passcode {pin(6)}",
        f"iphone code {pin(6)}",
        f"new work mobile (the ward one) unlock: {pin(6)}",
        f"phone unlock pin\n{pin(6)}\n(the old one was my bday, IT moaned)",
        f"ipad (teaching) passcode {pin(6)}",
    )

    r.add(
        "online_banking_password",
        f"RBS digital banking password {person_pw()}",
        f"online banking pw: {nhs_pw()}",
        f"bank login\ncustomer no is my dob + {digits(4)}\npassword {nhs_pw()}",
        f"Nationwide internet bank passnumber {pin(6)}",
        f"banking app passcode {pin(6)} (changed after the scam text)",
    )

    r.add(
        "card_details",
        f"Visa for the ALS course booking {card()} exp {card_expiry()} cvv {digits(3)}",
        f"credit card\n{card()}\n{card_expiry()}  {digits(3)}",
        f"card for online stuff: {card()} / {card_expiry()} / CVC {digits(3)}",
        f"joint acc card (bills) {card()} exp {card_expiry()} sec code {digits(3)}",
        f"- number {card()}\n- expiry {card_expiry()}\n- back {digits(3)}",
    )

    r.add(
        "parking_permit_password",
        f"staff parking permit portal pw {person_pw()}",
        f"parking.lothian.example login: {user()} / {person_pw()}",
        f"car park permit renewal — password\n{person_pw()}",
        f"RIE staff parking (ParkingEye thing) pass {person_pw()}",
        f"council resident permit acct (edinburgh.example) pwd {person_pw()}",
    )

    r.add(
        "flat_wifi_key",
        f"flat wifi: VM{digits(7)} key {wifi_key()}",
        f"wifi pw {wifi_key()}",
        f"nmcli dev wifi connect \"BT-{rnd(UPPER + DIGITS, 6)}\" password \"{wifi_key()}\"",
        f"Wi-Fi for guests (Mum visiting)\nnetwork: MacLeodFlat\npassword: {wifi_key()}",
        f"new router, new wifi key\n{wifi_key()}",
    )

    r.add(
        "eduroam_password",
        f"eduroam (uni honorary account) pw {person_pw()}",
        f"network={{\n  ssid=\"eduroam\"\n  key_mgmt=WPA-EAP\n  identity=\"s{digits(7)}@ed.example\"\n  password=\"{person_pw()}\"\n}}",
        f"EASE / eduroam login {person_pw()}",
        f"eduroam: s{digits(7)}@ed.example / {person_pw()}",
        f"wifi in the med school library = eduroam, password\n{person_pw()}",
    )

    r.add(
        "mfa_setup_key",
        f"MS Authenticator setup key (cant scan QR on the work pc) {ms_seed()}",
        f"nhs.scot MFA secret key: {groups(ms_seed(), 4)}",
        f"otpauth://totp/NHS%20Scotland:kirsty.macleod?secret={totp_seed(32)}&issuer=NHS%20Scotland",
        f"authenticator seed for turas, keep in case phone dies\n{totp_seed(32)}",
        f"2FA key for the bank app backup {groups(totp_seed(16), 4)}",
    )

    r.add(
        "google_backup_codes",
        "Google backup codes (personal gmail)\n" + google_backup(),
        "gmail 2-step backup codes - each works once:\n" + google_backup(),
        "backup codes\n" + google_backup(),
        "if i lose the phone → google codes:\n" + google_backup(),
        "Google Account backup codes for kirsty.macleod@mail.example\n" + google_backup(),
    )

    r.add(
        "gmail_app_password",
        f"app password for thunderbird (gmail) {app_password()}",
        f"Gmail app pw: {app_password()}",
        f"google app password for the ipad mail app\n{app_password()}",
        f"mail app on laptop → app-specific pw {app_password().replace(' ', '')}",
        f"app pwd (generated for outlook to read gmail) {app_password()}",
    )

    r.add(
        "redcap_api_token",
        f"REDCap API token (sepsis audit project) {redcap_token()}",
        f"redcap tok: {redcap_token()}",
        f"```r\nrcon <- redcapConnection(url = \"https://redcap.acme.test/api/\", token = \"{redcap_token()}\")\n```",
        f"curl -X POST https://redcap.acme.test/api/ -d token={redcap_token()} -d content=record -d format=csv",
        f"audit:\n  redcap_url: https://redcap.acme.test/api/\n  token: {redcap_token()}",
    )

    r.add(
        "crypto_seed_phrase",
        f"wallet recovery phrase (Euan made me set it up) {seed_phrase(12)}",
        f"seed words:\n{seed_phrase(12)}",
        f"ledger 24 words — {seed_phrase(24)}",
        f"crypto thing recovery: {seed_phrase(12)}  DO NOT LOSE",
        f"metamask secret phrase\n{seed_phrase(12)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "bleep_numbers",
        f"bleeps: med reg {digits(4, lead=True)} / H@N {digits(4, lead=True)} / surg FY1 {digits(4, lead=True)}",
        f"bleep {digits(4, lead=True)} for the gen surg SHO",
        f"outreach bleep {digits(4, lead=True)}, pharmacist bleep {digits(4, lead=True)} (9-5 only)",
        f"Useful bleeps\n- crash: 2222\n- rad reg {digits(4, lead=True)}\n- micro {digits(4, lead=True)}",
        f"cardio reg on bleep {digits(4, lead=True)} tonight, ask re the trop",
    )

    r.add(
        "ward_extensions",
        f"ward 108 ext {digits(5, lead=True)}",
        f"AMU nurse station x{digits(5, lead=True)}, doctors' room x{digits(5, lead=True)}",
        f"phlebotomy ext {digits(5, lead=True)} - call before 10",
        f"| ward | ext |\n|---|---|\n| 201 | {digits(5, lead=True)} |\n| 206 | {digits(5, lead=True)} |",
        f"radiology (CT booking) internal {digits(5, lead=True)}",
    )

    r.add(
        "phone_numbers",
        f"switchboard {landline()}",
        f"Euan mob {uk_mobile()}",
        f"GP surgery (Mum's) {landline()} — ring re repeat px",
        f"occy health {landline()} for the hep B titre",
        f"landlord: {uk_mobile()} (text, dont ring)",
    )

    r.add(
        "gmc_reference_number",
        f"GMC no. {digits(7, lead=True)}",
        f"my GMC number {digits(7, lead=True)} (for the locum agency form)",
        f"GMC {digits(7, lead=True)} — put on every prescription chart signature list",
        f"ed supervisor's GMC ref: {digits(7, lead=True)}",
        f"gmc ref\n{digits(7, lead=True)}",
    )

    r.add(
        "bma_membership_number",
        f"BMA membership no {digits(7, lead=True)}",
        f"bma member number: {digits(7, lead=True)} (needed for the rota monitoring claim)",
        f"BMA no.\n{digits(7, lead=True)}",
        f"membership ref for BMA Scotland {digits(7, lead=True)}, renew by 01/08",
        f"BMA # {digits(7, lead=True)}, case ref BMA-{digits(6)}",
    )

    r.add(
        "staff_payroll_number",
        f"staff number {digits(8, lead=True)}",
        f"payroll no. {digits(8, lead=True)} (on the payslip top right)",
        f"NHS Lothian employee id {digits(8, lead=True)} — for the expenses form",
        f"Pay number\n{digits(8, lead=True)}",
        f"my staff ID {digits(8, lead=True)} & cost centre {rnd(UPPER, 2)}{digits(4)}",
    )

    r.add(
        "payroll_bank_details",
        f"for payroll form: sort code {sort_code()}, acc {digits(8, lead=True)}",
        f"IBAN for the conference refund {iban('GB', 'RBOS' + digits(6) + digits(8))}",
        f"rent goes to landlord {sort_code()} {digits(8, lead=True)} ref FLAT2F",
        f"my bank details (to give locum agency)\nsort {sort_code()}\naccount {digits(8, lead=True)}",
        f"pay Euan back → {sort_code()} / {digits(8, lead=True)}, £{mg(10, 90)}",
    )

    r.add(
        "masked_card_digits",
        f"refund went to card ending {digits(4)}",
        f"Visa **** **** **** {digits(4)} expired, use the new one",
        f"paid GMC fee w/ card xxxx{digits(4)}",
        f"Direct debit for BMA off the card ending in {digits(4)}",
        f"Amazon says •••• {digits(4)} declined ?? check the app",
    )

    r.add(
        "parking_permit_reference",
        f"parking permit no. PP{digits(6)}, car {rnd(UPPER, 2)}{digits(2)} {rnd(UPPER, 3)}",
        f"staff permit ref {rnd(UPPER, 3)}-{digits(5)} valid till {day()}/26",
        f"PCN {rnd(UPPER, 2)}{digits(8)} — appeal, I had a permit!!",
        f"resident permit zone S2, permit {digits(7, lead=True)}",
        f"car park permit\n{digits(6, lead=True)}\n(blue one, RIE car park B)",
    )

    r.add(
        "travel_booking_reference",
        f"easyJet to Gatwick for the course, booking ref {pnr()}",
        f"LNER tickets collection ref {rnd(UPPER + DIGITS, 8)}",
        f"Hotel for the conf: confirmation {digits(10, lead=True)}, check in 15:00",
        f"flight home for xmas {pnr()} seat 14C",
        f"ScotRail season ticket no {digits(9, lead=True)}",
    )

    r.add(
        "parcel_tracking_number",
        f"royal mail tracking {s10('RM', 'GB')} (the new stethoscope)",
        f"Evri parcel {digits(16, lead=True)}",
        f"DPD {digits(14, lead=True)} — deliver to the mess pls",
        f"tracking\n{s10('LX', 'GB')}",
        f"scrubs order shipped, track no. {s10('CP', 'GB')}",
    )

    r.add(
        "online_order_number",
        f"Amazon order {pick('202', '203', '204', '205', '026')}-{digits(7)}-{digits(7)}",
        f"ASOS order no {digits(9, lead=True)} return by {day()}",
        f"order #{digits(6, lead=True)} (Littmann from the med supplies site)",
        f"Tesco click+collect order ref {digits(10, lead=True)}",
        f"ordered scrubs - ord no. FIG-{digits(7)}",
    )

    r.add(
        "invoice_reference",
        f"ALS course invoice INV-{pick('2024', '2025')}-{digits(5)}, claim back from study leave",
        f"RCPE invoice no {digits(8, lead=True)} £{mg(150, 700)}",
        f"study leave claim ref SL{digits(6)}",
        f"invoice\n#{digits(6, lead=True)}\nMRCP part 1 fee, paid {day()}",
        f"council tax ref {digits(9, lead=True)} (flat 2F1)",
    )

    r.add(
        "exam_candidate_number",
        f"MRCP(UK) part 1 candidate no. {digits(7, lead=True)}",
        f"exam centre booking (Pearson) reg id {rnd(UPPER, 3)}{digits(8)}",
        f"candidate number {digits(6, lead=True)}, seat {mg(1, 120)} in the hall",
        f"PACES application ref {rnd(UPPER, 2)}{digits(6)}",
        f"MSRA registration no\n{digits(8, lead=True)}",
    )

    r.add(
        "course_certificate_number",
        f"ALS cert no. {digits(8, lead=True)}, valid to {day()}/2028",
        f"ILS certificate {rnd(UPPER, 3)}{digits(6)}",
        f"CCrISP completion cert ref {digits(10, lead=True)}",
        f"manual handling module cert {uid()}",
        f"fire safety (Turas Learn) completion id {digits(9, lead=True)}",
    )

    r.add(
        "journal_identifiers",
        f"PMID {digits(8, lead=True)} — the sepsis bundle RCT",
        f"doi:10.1136/bmj-{pick('2023', '2024')}-0{digits(5)}",
        f"cite: PMCID PMC{digits(7, lead=True)}",
        f"my ORCID {orcid()} (for the poster)",
        f"ISBN for Oxford Handbook {ean13('978')}",
    )

    r.add(
        "audit_repo_commit",
        f"audit R scripts fixed in commit {hexs(40)}",
        f"git log -1 --oneline → {hexs(7)} fix lactate cutoff",
        f"https://git.acme.test/kmacleod/sepsis-audit/commit/{hexs(40)}",
        f"reverted to {hexs(7)} after the plot broke",
        f"tag v0.3 = {hexs(40)}",
    )

    r.add(
        "file_checksums",
        f"sha256 of the audit export csv {hexs(64)}",
        f"md5 {hexs(32)}  sepsis_audit_{day().replace('/', '')}.csv",
        f"sha1sum poster_final_FINAL.pdf\n{hexs(40)}  poster_final_FINAL.pdf",
        f"checksum from the R download page {hexs(64)} matched",
        f"sha256:{hexs(64)} (rocker image, for the audit container)",
    )

    r.add(
        "shared_link_uuids",
        f"rota swap form https://forms.lothian.example/r/{uid()}",
        f"teaching slides: https://sharepoint.acme.test/sites/fy-teaching/{uid()}",
        f"Clinical Portal link to the guideline https://portal.nhs-scot.example/docs/{uid()}",
        f"microguide page id {uid()} (gent dosing)",
        f"audit survey https://redcap.acme.test/surveys/?s={rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "router_labels",
        f"router serial {rnd(UPPER + DIGITS, 12)}, MAC {mac(upper=True)}",
        f"Virgin hub: network name VM{digits(7)}, model Hub 5, S/N {digits(12)}",
        f"new router box says ID {rnd(UPPER, 2)}{digits(10)}, BT account no {digits(9)}",
        f"wifi network is MacLeodFlat_5G (the 2.4 one is slow), router MAC {mac('-')}",
        f"broadband account ref {digits(10, lead=True)}, engineer visit {day()}",
    )

    r.add(
        "public_key_fingerprints",
        f"my ssh key fingerprint (for git.acme.test) {ssh_fingerprint()}",
        f"ssh-ed25519 {ed25519_pub()} kirsty@laptop",
        f"GPG fingerprint {groups(hexs(40).upper(), 4)}",
        f"age recipient (public) {age_public_key()}",
        f"host key for the audit server: ECDSA {ssh_fingerprint()}",
    )

    r.add(
        "publishable_site_keys",
        f"med quiz site stripe publishable key {stripe_publishable_key()} (public, goes in the page)",
        f"recaptcha site key {recaptcha_site_key()}",
        f"firebase web config apiKey: {google_api_key()}, projectId: fy-quiz-acme",
        f"mapbox public token for the hospital map {mapbox_public()}",
        f"Google sign-in client id {google_client_id()}",
    )

    r.add(
        "secret_references",
        "token = Sys.getenv(\"REDCAP_API_TOKEN\")  # in .Renviron, not committed",
        "REDCAP_TOKEN: ${{ secrets.REDCAP_TOKEN }}",
        "trak pw is in Bitwarden under 'TrakCare RIE' — don't write it here",
        "keyring::key_get(\"redcap\", \"sepsis-audit\")",
        "vault path secret/audit/redcap#token (Euan set it up)",
    )

    r.add(
        "used_one_time_codes",
        f"GMC login code {digits(6)} — used, came 0714",
        f"bank sent {digits(6)} for the payee, already expired",
        f"nhs.scot MFA code was {digits(6)} (it worked, now dead)",
        f"verification code {digits(6)} for the Amazon login — used it",
        f"one-time code {digits(6)} expired before I typed it, got another",
    )

    r.add(
        "software_versions",
        f"TrakCare {pick('2023.1', '2024.1', '2022.2')} upgrade this wknd, downtime 2200-0600",
        f"iOS {mg(16, 18)}.{mg(0, 6)}.{mg(0, 3)} broke the bleep app again",
        f"R {mg(4, 4)}.{mg(2, 4)}.{mg(0, 3)} + tidyverse 2.0.0 for the audit",
        f"BNF app v{mg(2, 4)}.{mg(0, 20)}.{mg(0, 9)} (build {digits(5, lead=True)})",
        f"windows build 10.0.{digits(5, lead=True)}.{digits(4, lead=True)} on the ward PCs",
    )

    r.add(
        "device_serial_numbers",
        f"laptop serial {rnd(UPPER + DIGITS, 10)} (for insurance)",
        f"work phone IMEI {imei()}",
        f"Littmann S/N {rnd(UPPER, 2)}{digits(6)} — engraved",
        f"glucometer on 108 serial {rnd(UPPER + DIGITS, 9)}, reported faulty",
        f"ipad serial no {rnd(UPPER + DIGITS, 12)}",
    )

    r.add(
        "drug_doses",
        f"gent 7mg/kg → {mg(300, 560, 20)}mg IV od, level 6-14h post",
        f"enox {mg(40, 150, 5)}mg SC od, CrCl {mg(20, 90)}",
        f"vanc loading {mg(1000, 2000, 250)}mg then {mg(500, 1500, 250)}mg bd, trough b4 4th dose",
        f"pred {mg(5, 40, 5)}mg od x{mg(3, 7)}/7 then wean by 5mg/wk",
        f"insulin sliding scale 0.1 u/kg/h = {mg(5, 12)} u/h",
    )

    r.add(
        "lab_values_shorthand",
        f"Na {mg(120, 145)} K {mg(30, 65) / 10} Ur {mg(3, 30)} Cr {mg(50, 400)} eGFR {mg(10, 90)}",
        f"Hb {mg(60, 150)} WCC {mg(30, 250) / 10} plt {mg(20, 450)} CRP {mg(1, 300)}",
        f"lactate {mg(8, 80) / 10} on VBG, pH 7.{mg(15, 45)}",
        f"trop {mg(5, 900)} → {mg(5, 900)} (3h), ECG NSR",
        f"INR {mg(9, 45) / 10}, APTT {mg(25, 60)}, fib {mg(10, 50) / 10}",
    )

    r.add(
        "password_policy_reminders",
        "trak pw expires every 60 days, min 8 chars, 1 number, cant reuse last 12",
        "SCI Store password = same as AD login? ask IT 5555 if it locks",
        "GMC online wants 12+ chars now, no spaces",
        "mess code changes 1st of every month, ask Gillian at the desk for the new one",
        "bank app makes you pick a 6-digit passcode, no repeats/sequences",
    )

    r.add(
        "rota_dates_and_pay",
        f"nights {nights()}, then 2 zero days",
        f"band 1A supplement 50%, net pay {money()}",
        f"locum shift {day()} 0800-1700 @ £{mg(40, 80)}/h",
        f"BMA sub £{mg(20, 40)}.{digits(2)}/mo DD 1st",
        f"study leave budget left {money()} for {pick('2024/25', '2025/26')}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout380.py", [
        ("heldout380_credentials.yaml", credentials(), "Held-out batch 380: credentials a junior doctor in Edinburgh keeps (NHS Scotland logins, door and drug cupboard codes, OpenAthens, BMA, GMC, bank, parking, Wi-Fi, MFA seeds, REDCap and more)"),
        ("heldout380_lookalikes.yaml", lookalikes(), "Held-out batch 380: a junior doctor's bleeps, extensions, reference numbers, masked cards, commit ids, public keys, secret references, doses and lab values that hold no secret"),
    ])


if __name__ == "__main__":
    main()
