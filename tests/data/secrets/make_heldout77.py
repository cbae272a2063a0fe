# ruff: noqa: E501
"""Writes heldout77_credentials.yaml and heldout77_lookalikes.yaml: held-out batch 77.

Persona: a residential property manager at a small Sydney agency who looks after about forty
rental flats and houses for their owners. Non-technical, writes brisk Australian English notes
and texts to tradies, tenants and owners: lockbox, key-safe, alarm, gate and intercom codes,
tenant, owner and strata portal logins, the trust account's online banking and token, the
agency Wi-Fi and the property-software admin login, next to lot and strata plan numbers, key
tags, work orders, invoices, bond lodgements, meters, NBN ids, rent-payment details and rego
plates.

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
    URLSAFE,
    Rows,
    app_password,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    onepassword_secret_key,
    phrase,
    pick,
    rnd,
    uid,
    write_corpora,
)

STREETS = ["Carrington Rd", "Beach St", "Ocean Pde", "Albion St", "Wentworth St", "Tramway St",
           "Ramsay Rd", "Bay St", "Crown St", "Railway Pde", "Victoria Rd", "Short St",
           "Gardeners Rd", "Wattle Ave", "Harbour View Cres", "Station St", "Marion St"]
SUBURBS = ["Randwick", "Coogee", "Bronte", "Surry Hills", "Glebe", "Marrickville", "Haberfield",
           "Leichhardt", "Kogarah", "Ryde", "Parramatta", "Zetland", "Maroubra", "Petersham",
           "Dulwich Hill", "Rockdale", "Chatswood", "Ashfield", "Erskineville", "Newtown"]
WORDS = ["Bondi", "Coogee", "Manly", "Waratah", "Jacaranda", "Kookaburra", "Wattle", "Harbour",
         "Cronulla", "Redfern", "Possum", "Magpie", "Galah", "Bluey", "Rosella", "Dingo"]
DICE = ["apple", "river", "cobalt", "paddock", "ferry", "lantern", "gum", "tide", "ute", "verandah",
        "billy", "swag", "creek", "mango", "thong", "esky", "bottle", "jumper", "pelican", "wombat"]
FIRST = ["Sarah", "Dazza", "Mick", "Priya", "Tran", "Jess", "Luca", "Aroha", "Kev", "Mei", "Tom", "Bec"]


def addr() -> str:
    return f"{secrets.randbelow(140) + 1} {pick(*STREETS)} {pick(*SUBURBS)}"


def unit() -> str:
    return f"{secrets.randbelow(30) + 1}/{secrets.randbelow(140) + 1} {pick(*STREETS)} {pick(*SUBURBS)}"


def sub() -> str:
    return pick(*SUBURBS)


def who() -> str:
    return pick(*FIRST)


def hpw() -> str:
    """A password a busy person makes up: a word, some digits, maybe a symbol."""
    return f"{pick(*WORDS)}{digits(pick(2, 3, 4))}{pick('!', '#', '$', '@', '!!', '')}"


def spw(n: int = 0) -> str:
    """A generated password."""
    return rnd(ALNUM + "!@#$%&*?", n or pick(12, 14, 16))


def mobile() -> str:
    return f"0491 57{secrets.randbelow(10)} {digits(3)}"


def landline() -> str:
    return f"(02) 5550 {digits(4)}"


def amount() -> str:
    return f"${secrets.randbelow(900) + 300}.{pick('00', '50', '00')}"


def date() -> str:
    return f"{secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}"


def rego() -> str:
    return pick(f"{rnd(UPPER, 2)}{digits(2)}{rnd(UPPER, 2)}", f"{rnd(UPPER, 3)}-{digits(2)}{rnd(UPPER, 1)}", f"{rnd(UPPER, 3)} {digits(3)}")


def abn() -> str:
    """An ABN with valid check digits (weights 10,1,3,5,...; first digit less one; mod 89)."""
    weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        n = [secrets.randbelow(9) + 1] + [secrets.randbelow(10) for _ in range(10)]
        m = [n[0] - 1, *n[1:]]
        if sum(w * d for w, d in zip(weights, m, strict=True)) % 89 == 0:
            s = "".join(map(str, n))
            return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


def bsb() -> str:
    return f"{pick('062', '032', '082', '012', '112', '182')}-{digits(3)}"


def auspost() -> str:
    return pick(f"{rnd(UPPER + DIGITS, 3)}{digits(7)}", f"33{rnd(UPPER, 3)}{digits(17)}", f"{rnd(UPPER, 2)}{digits(9)}AU")


def credentials() -> Rows:
    r = Rows()

    r.add("lockbox_code",
          f"Lockbox on the gas meter at {unit()} - {digits(4)}. Outgoing tenant leaves Fri, cleaner goes in Sat am",
          f"hey {who()}, keys are in the lockbox on the side gate at {addr()}, code {digits(4)} - pls put them back & scramble the dial after, ta",
          f"lockboxes rn:\n- {addr()}: {digits(4)}\n- {unit()}: {digits(4)}\n- {addr()}: {digits(4)}\nowners ok'd all three",
          f"Supra box on the {sub()} listing\ncombo {digits(4)}, turn the wheels then pull the shackle down hard, its sticky")

    r.add("key_safe_code",
          f"Key safe next to front door @ {addr()} — {digits(4)}, press C first to clear",
          f"keysafe combo {sub()} = {digits(4)} (changed {date()} after bond handback)",
          f"Push-button key safe at the owner's mum's place, buttons {' '.join(sorted(secrets.SystemRandom().sample('1234567890', 4)))} then turn the knob. dont tell the tenants this one")

    r.add("alarm_code",
          f"Alarm @ {addr()}: {digits(4)} then # to disarm. Bosch panel is in the laundry behind the door",
          f"Tenant texted: \"alarm code is {digits(4)}, if it goes off ring me not the cops lol\" - save for inspections",
          f"Vacant house {sub()} arming code {digits(6)}\nARM AWAY when leaving, you've got 30 sec to get out",
          f"{who()} the sparky needs to get in tmrw, alarm {digits(4)}, front door key in lockbox")

    r.add("alarm_master_code",
          f"Installer/master code for the Ness panel at {addr()}: {digits(6)} — only for changing user codes, NOT for tenants",
          f"master code {digits(4)} (user codes 1-4 get set off this). Monitoring co is Acme Secure, acct in the file")

    r.add("garage_keypad_code",
          f"Wireless keypad on the roller door {addr()}: {digits(4)} + the up arrow",
          f"garage code for removalists Sat — {digits(4)}, tell them to close it after, the remote is flat",
          f"{unit()} car space 14 - basement roller door keypad {digits(5)}#")

    r.add("garage_remote_dip_code",
          f"Dip switches on the old Merlin remote at {sub()} (copy these onto the new one): {''.join(pick('0', '1') for _ in range(8))}  (1 = up)",
          f"Remote coding for the B&D at {addr()}: switch positions {'-'.join(pick('ON', 'OFF') for _ in range(9))}")

    r.add("gate_code",
          f"Side gate keypad {digits(4)}#",
          f"Driveway gate code for tradies at {addr()} — *{digits(4)}",
          f"gate {digits(5)} / pool gate is the same code, owner wants it changed after the lease ends",
          f"{who()}: what's the gate code at {sub()}?\nme: {digits(4)} then the key symbol")

    r.add("intercom_code",
          f"Intercom at {unit()}: key in 105 (unit) then it asks access code → {digits(4)}",
          f"Building entry code, front door keypad {sub()} block: {digits(4)}*",
          f"Concierge gave me the tradie access code for the intercom: {digits(6)}, good till end of month")

    r.add("bin_room_code",
          f"bin room door {sub()} (SP block) {digits(4)} — for the cleaners",
          f"Bin room + bike cage both {digits(3)}, twist the handle left")

    r.add("car_park_access_code",
          f"Visitor carpark boom gate at {addr()} - press call then {digits(4)}",
          f"carpark PIN for the building at {sub()}: {digits(6)}. inspectors can park level B2")

    r.add("tenant_portal_password",
          f"Reset Mrs Tran's tenant portal login, she can't get in:\nemail: tran.h@mail.example\ntemp pw: {hpw()}\n(she'll change it)",
          f"new tenants default portal password = Welcome{digits(4)}! - they get forced to change on first login",
          f"Tenant app login for {unit()} (tenant asked me to keep a copy): jessk@mail.example / {spw()}")

    r.add("owner_portal_password",
          f"Owner portal for Mr & Mrs Papadopoulos — username papadopoulos.inv pw {hpw()}",
          f"Owner {who()} can't log in to see statements, set them a new one: {spw()}",
          f"owner login (overseas owner in London, does everything via portal)\nuser: k.whitfield@mail.example\npass: {spw(14)}")

    r.add("strata_portal_login",
          f"Strata portal for SP{digits(5)} — user acmepm_sarah / {hpw()}",
          f"Strata hub login: https://portal.strata.example/login\nsarah@acmepm.example\n{spw()}",
          f"strata managers new portal for {sub()}, login is our office email, pw {spw(12)}. minutes + levies are on there")

    r.add("trust_banking_login",
          f"Trust acct online banking\nClient no. {digits(8)}\nUser ID ACMEPM{digits(2)}\nPassword: {spw(14)}",
          f"business banking (trust) — user {digits(8)}, pw {spw()}, the token is in my top drawer",
          f"If I'm off sick {who()} does the disbursements: log in with client number {digits(8)} and {spw(12)}. token PIN is on the other note")

    r.add("bank_token_pin",
          f"PIN for the yellow bank token (trust acct) = {digits(4)}",
          f"token pin {digits(6)} — DON'T write it on the token itself!!",
          f"security token unlock PIN: {digits(4)}. 3 wrong tries and it locks + need to ring the bank")

    r.add("operating_account_login",
          f"Operating acct (the agency's own, not trust) netbank: {digits(8)} / {hpw()}",
          f"general account online banking password changed to {spw()} — Dec")

    r.add("bank_backup_codes",
          f"Backup codes for the bank's authenticator (if my phone dies):\n{chr(10).join(digits(8) for _ in range(5))}",
          f"recovery codes - trust acct 2FA: {'  '.join(digits(4) + '-' + digits(4) for _ in range(6))}")

    r.add("agency_wifi_password",
          f"Office wifi: ACME-Office / {hpw()}",
          f"WiFi for the office is AcmePM_Staff pass {rnd(ALNUM, 12)}",
          f"new wifi pw after the NBN guy came: {rnd(LOWER + DIGITS, 10)} (network AcmePM-5G)")

    r.add("guest_wifi_password",
          f"guest wifi for owners coming in: AcmePM-Guest, password {pick(*WORDS).lower()}{digits(4)}",
          f"Visitors wifi {rnd(ALNUM, 10)} — change monthly (haven't lol)")

    r.add("property_wifi_password",
          f"Furnished flat {unit()} wifi: Telstra{rnd(UPPER + DIGITS, 4)} / {rnd(LOWER + DIGITS, 10)}",
          f"wifi at the {sub()} furnished house, on the fridge magnet too: {rnd(ALNUM, 12)}",
          f"{who()}: whats the wifi at the short stay?\n{rnd(UPPER, 3)}{digits(5)}{rnd(LOWER, 2)}")

    r.add("property_software_admin",
          f"PropertyMe admin (master) login — admin@acmepm.example / {spw(16)}",
          f"prop software admin pw {spw()}  only me + principal have it",
          f"PM software: changed the admin password to {hpw()} after Kim left. Remember to update the principal")

    r.add("property_software_api_key",
          f"IT guy set up the integration with the website. API key for the property software: {rnd(ALNUM, 40)}",
          f"Portal API credentials (for the listings feed):\nclient_id = acmepm-feed\nclient_secret = {rnd(URLSAFE, 48)}")

    r.add("email_password",
          f"Office 365 for sarah@acmepm.example — {spw(14)}",
          f"rentals@ shared inbox login pw: {hpw()}",
          f"email password (work) is now {spw()}, changed bc of the phishing thing")

    r.add("email_app_password",
          f"App password for the scanner to email PDFs: {app_password()}",
          f"gmail app pw for the old receipt printer → {app_password()}")

    r.add("accounting_login",
          f"Xero login for agency books: accounts@acmepm.example {spw()}",
          f"accounting software - bookkeeper uses: bec.books / {hpw()}")

    r.add("company_credit_card",
          f"Company Visa for tradie deposits\n{groups(luhn('4', 16), 4)}\nexp {card_expiry()}  CVV {digits(3)}",
          f"card for Bunnings runs: {groups(luhn('5', 16), 4)} {card_expiry()} cvc {digits(3)}",
          f"Amex (principal's): {luhn('37', 15)}, expiry {card_expiry()}, 4 digit code {digits(4)}")

    r.add("debit_card_pin",
          f"Petty cash debit card PIN {digits(4)}",
          f"pin for the operating acct card is {digits(4)} - used at Officeworks")

    r.add("fuel_card_pin",
          f"Fuel card (the Corolla) PIN: {digits(4)}",
          f"fuel card {groups(digits(16, True), 4)} pin {digits(4)}")

    r.add("voicemail_pin",
          f"voicemail pin for the after-hours mobile: {digits(4)}",
          f"Office phone VM pin {digits(6)}, dial 101 from the desk phone")

    r.add("work_phone_passcode",
          f"work iphone passcode {digits(6)} (for whoever does after hours this week)",
          f"After-hours mobile unlock: {digits(6)}. charger in kitchen drawer")

    r.add("laptop_password",
          f"Reception laptop login: reception / {hpw()}",
          f"my laptop pw {spw(12)} — IT asked for it to do updates")

    r.add("remote_support_password",
          f"AnyDesk on the reception PC: ID {digits(3)} {digits(3)} {digits(3)}, unattended password {spw(12)}",
          f"TeamViewer for IT support\nID {digits(10, True)}\npw {rnd(LOWER + DIGITS, 8)}")

    r.add("password_manager_master",
          f"master password for the password manager (if I get hit by a bus): {phrase(DICE, 5, '-')}",
          f"Bitwarden master pw: {phrase(DICE, 4, ' ')} {digits(2)}")

    r.add("password_manager_secret_key",
          f"1Password secret key (emergency kit): {onepassword_secret_key()}",
          f"Team 1pw acct secret key {onepassword_secret_key()} + master pw is in the safe envelope")

    r.add("authenticator_seed",
          f"TOTP secret for the trust banking (so I can add it to the new phone): {groups(rnd(BASE32, 32), 4)}",
          f"Setup key for authenticator - PM software admin: {rnd(BASE32, 16)}",
          f"otpauth://totp/AcmePM:admin@acmepm.example?secret={rnd(BASE32, 32)}&issuer=AcmePM")

    r.add("recovery_codes",
          f"Google Workspace backup codes (admin):\n{chr(10).join(digits(4) + ' ' + digits(4) for _ in range(5))}",
          f"PM software 2FA recovery codes {', '.join(rnd(LOWER + DIGITS, 10) for _ in range(4))}")

    r.add("cctv_nvr_password",
          f"CCTV recorder at the {sub()} block (strata asked us to keep it): admin / {hpw()}",
          f"NVR login http://192.168.1.64  user admin  pw {spw(10)}")

    r.add("smart_lock_code",
          f"Yale smart lock {unit()} - tradie code {digits(6)} (expires Fri)",
          f"Smart lock at {sub()} master PIN {digits(8)}, tenant has their own",
          f"new lock app code for the cleaner: {digits(4)}#")

    r.add("office_door_code",
          f"Office back door keypad {digits(5)}",
          f"After hours entry to the office: code {digits(4)} then hold the green button, alarm {digits(4)}")

    r.add("office_safe_combination",
          f"Safe in the key room: {digits(2)}-{digits(2)}-{digits(2)} (L-R-L)",
          f"combo for the safe = {digits(6)}. spare keys for the {sub()} and {sub()} places are in there")

    r.add("key_cabinet_pin",
          f"Key cabinet (the electronic one) admin PIN {digits(6)}",
          f"keycab pin {digits(4)} for me, {who()}'s is {digits(4)}")

    r.add("rental_bonds_login",
          f"Rental Bonds Online login — agency acct RBO{digits(6)} pw {spw(12)}",
          f"bonds online password reset to {hpw()} (expires every 90 days ugh)")

    r.add("listing_portal_password",
          f"realestate portal (agent admin) sarah@acmepm.example / {spw()}",
          f"listings portal login for Domain-style site: acmepm / {hpw()}")

    r.add("tenancy_database_login",
          f"Tenancy database check login: ACMEPM user sarah pw {spw(12)}",
          f"TICA-type database: member {digits(6)}, password {hpw()}")

    r.add("esign_password",
          f"e-sign account (leases) - leases@acmepm.example pw {spw()}",
          f"DocuSign-ish login: {hpw()}")

    r.add("inspection_app_login",
          f"Inspection app login for routine inspections: sarah.pm / {hpw()}",
          f"condition report app pw {spw(10)} (same user as email)")

    r.add("compliance_portal_login",
          f"Smoke alarm compliance co portal: acmepm / {spw(12)}",
          f"Smoke alarm + pool cert portal\nlogin: office@acmepm.example\npassword: {hpw()}")

    r.add("utility_account_password",
          f"Water acct online for the {sub()} vacant house — pw {hpw()}",
          f"energy retailer login for {unit()} (owner pays) {spw(12)}")

    r.add("router_admin_password",
          f"Router at the {sub()} house: 192.168.0.1, admin / {rnd(ALNUM, 10)}",
          f"modem admin pw (sticker on the bottom) {rnd(UPPER + DIGITS, 8)} — {unit()}")

    r.add("sms_gateway_api_key",
          f"SMS broadcast account for rent reminders\nusername: acmepm\nAPI key: {uid().upper()}",
          f"sms api key {rnd(ALNUM, 32)} - IT said keep it safe")

    r.add("payment_gateway_secret_key",
          f"website guy needs the secret key for online rent payments: sk_live_{rnd(ALNUM, 24)}",
          f"Stripe-type secret key (live) - sk_live_{rnd(ALNUM, 99)}")

    r.add("asic_corporate_key",
          f"ASIC corporate key for Acme PM Pty Ltd: {digits(8)}",
          f"corp key (ASIC annual review) {digits(8)} - accountant asked")

    r.add("payroll_login",
          f"Payroll login: {who().lower()}.admin / {spw(12)}",
          f"payroll system pw changed {date()} to {hpw()}")

    r.add("shared_file_link_password",
          f"Owner docs link https://files.acme.example/s/{rnd(ALNUM, 15)} password {rnd(ALNUM, 10)}",
          f"Dropbox-style share for the {sub()} sale docs, pw: {hpw()}")

    r.add("tradie_app_login",
          f"Trades marketplace login acmepm-maint / {spw(12)}",
          f"jobs app login (for work orders) - {hpw()}")

    r.add("session_cookie",
          f"IT support asked me to paste this from the browser: session={rnd(URLSAFE, 48)}",
          f"cookie pm_sid={hexs(64)}  (IT said it lets them in as me for 1hr)")

    r.add("fire_panel_code",
          f"Fire panel access code at the {sub()} block {digits(4)} (for the fire techs only)",
          f"FIP code {digits(4)} — strata said keep it with the after hours folder")

    r.add("lift_service_code",
          f"Lift override key code for furniture moves at {unit()}: {digits(4)}",
          f"lift code for removalists (independent service) {digits(5)}")

    r.add("handover_access_codes",
          f"Handover for {who()} while I'm on leave:\n{addr()} - lockbox {digits(4)}, alarm {digits(4)}\n{unit()} - intercom {digits(4)}, keys at office tag 212\n{addr()} - gate {digits(4)}#\nring me only if something's on fire",
          f"new tenant move-in pack {unit()}:\n* front door intercom: {digits(4)}\n* car park boom gate: {digits(4)}\n* mailbox key in the kitchen drawer\n* wifi (owner left it on): {rnd(ALNUM, 10)}")

    r.add("alarm_master_code",
          f"msg to owner: \"Hi Graham, the alarm co need the master code to reprogram the panel - is it still {digits(4)}?\" (he said yes)")

    r.add("bin_room_code",
          f"{who()} the bin guy says he can't get in. code's {digits(4)}, push the door hard")

    r.add("car_park_access_code",
          f"visitor parking {sub()}\npress 0 then {digits(4)} on the boom gate keypad\nmax 2 hrs")

    r.add("operating_account_login",
          f"Agency operating account:\n  user: {digits(8)}\n  pw:   {spw(14)}\n  (trust is DIFFERENT, don't mix them up)")

    r.add("guest_wifi_password",
          f"owners meeting thurs, guest wifi is {pick(*WORDS)}Guest{digits(3)}")

    r.add("property_software_api_key",
          f"webhook secret for the maintenance integration whsec_{rnd(ALNUM, 32)}")

    r.add("email_app_password",
          f"app password for the office printer scan-to-email, gmail side: {app_password()} (no spaces when you type it)")

    r.add("accounting_login",
          f"bookkeeper's xero pw reset - {spw(12)}, she'll change it herself")

    r.add("debit_card_pin",
          f"card ending {digits(4)} pin {digits(4)} (petty cash, keep receipts!!)")

    r.add("remote_support_password",
          f"IT remote in code for today: session pw {rnd(ALNUM, 8)}, ID {digits(3)} {digits(3)} {digits(3)}")

    r.add("cctv_nvr_password",
          f"camera app for the {sub()} building (strata lets us view the lobby) user acmepm pw {hpw()}")

    r.add("rental_bonds_login",
          f"Bonds online\nagent id {digits(6)}\npass {spw(12)}\nsecret question answer: {pick(*WORDS).lower()}")

    r.add("office_safe_combination",
          f"safe combo changed by locksmith: {digits(2)} - {digits(2)} - {digits(2)} - {digits(2)}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("lot_and_plan",
          f"{unit()} is Lot {secrets.randbelow(60) + 1} SP{digits(5, True)}",
          f"Lot {secrets.randbelow(90) + 1} in DP{digits(6, True)} - check the title before listing",
          f"SP {digits(5, True)} levies due {date()}, Lot {secrets.randbelow(40) + 1}, unit entitlement {secrets.randbelow(100) + 10}")

    r.add("key_tag_number",
          f"Key tag #{digits(3)} = {addr()} (2 x front, 1 x garage remote)",
          f"keys for {unit()} on tag {digits(4)}, hook B{secrets.randbelow(20) + 1}",
          f"Tag numbers:\n{digits(3)} - {sub()}\n{digits(3)} - {sub()}\n{digits(3)} - {sub()}")

    r.add("work_order_number",
          f"WO-{digits(6)} leaking tap {addr()}, plumber booked {date()}",
          f"{who()} pls quote on work order {digits(5)} (fence), owner approved up to {amount()}",
          f"Work order #{digits(6, True)} closed - hot water fixed")

    r.add("invoice_number",
          f"Invoice INV-{digits(5)} from Acme Plumbing {amount()}, pay from {sub()} folio",
          f"sparky's invoice {digits(6)} is wrong, he's charged the call-out twice",
          f"inv #{rnd(UPPER, 2)}{digits(6)} - electrician - due {date()}")

    r.add("rent_payment_details",
          f"Rent payment details for tenant ledgers:\nAcme PM Trust Account\nBSB {bsb()}\nAcc {digits(8)}\nRef: your tenant ID",
          f"tell new tenant at {unit()}: pay into BSB {bsb()} acc no {digits(9)}, reference {rnd(UPPER, 4)}{digits(4)}",
          f"Statement footer update - trust acct BSB {bsb()} / {digits(8)}, this is public on all rent statements")

    r.add("bpay_reference",
          f"BPAY biller code {digits(6, True)} ref {digits(10, True)} for {unit()} rent",
          f"Tenant's BPAY CRN {digits(9)} - printed on their ledger")

    r.add("bond_lodgement_number",
          f"Bond lodged for {unit()}, bond no. {digits(7, True)}, {amount()}",
          f"RBO bond number {digits(8)} - tenant claimed full refund, need to respond within 14 days",
          f"bond ref {digits(7)} / tenancy {date()} - all good")

    r.add("abn_acn",
          f"Acme Plumbing ABN {abn()}",
          f"new cleaner's ABN: {abn()} — check it's active before first job",
          f"Acme PM Pty Ltd ACN {digits(3)} {digits(3)} {digits(3)}, ABN {abn()}")

    r.add("water_meter_number",
          f"Water meter {unit()}: #{digits(2)}{rnd(UPPER, 1)}{digits(6)}, reading {digits(5)} kL on exit",
          f"meter no. {rnd(UPPER, 2)}{digits(7)} - for the water usage invoice")

    r.add("electricity_nmi",
          f"NMI for {unit()}: 4{digits(9)} (tenant needs it to connect)",
          f"Electricity meter {digits(8)}, NMI 410{digits(7)}, final read booked {date()}")

    r.add("gas_mirn",
          f"Gas MIRN {sub()} house: 5{digits(9)}",
          f"MIRN 52{digits(8)} - gas connection for the new tenant")

    r.add("nbn_location_id",
          f"NBN location ID for {addr()}: LOC{digits(12)}",
          f"LOC{digits(12)} / AVC{digits(12)} - give to tenant for ISP connection",
          f"nbn ticket {rnd(UPPER, 3)}{digits(9)}, tech coming {date()}")

    r.add("rego_plate",
          f"Tenant's car at {unit()}: rego {rego()} (white Corolla) - for the car park",
          f"Abandoned car in visitor park, plate {rego()}, reported to strata",
          f"Company car rego {rego()} due {date()}")

    r.add("parcel_tracking",
          f"AusPost tracking {auspost()} - new lockboxes",
          f"Parcel to owner (keys) tracking {auspost()}, signature on delivery",
          f"courier ref {rnd(UPPER, 3)}{digits(9)} - replacement remote")

    r.add("phone_numbers",
          f"Plumber {who()} {mobile()}, after hours {mobile()}",
          f"Strata manager {landline()} ext {digits(3)}",
          f"emergency locksmith {landline()} / {mobile()}")

    r.add("code_changed_no_value",
          f"Lockbox at {addr()} code CHANGED today, new one is in the key register not here",
          f"changed the gate code at {sub()} after the tenant left. told the owner by phone",
          "alarm code reset by the security co, they'll txt the tenant directly",
          f"intercom code for {sub()} building updated by the strata — ask the concierge")

    r.add("password_reset_talk",
          "Reset my PM software password today (forgot it again). New one's in the password manager",
          "trust banking password expired, rang the bank, reset done, token still works",
          f"Owner {who()} locked out of portal, sent them the reset link, they'll pick their own")

    r.add("password_policy_talk",
          "IT says passwords now min 14 chars + no reuse, change every 90 days for banking",
          "Lockbox codes: 4 digits, no 1234 or the street number!!, change after every tenancy",
          "The principal wants all alarm codes to be 6 digits from July")

    r.add("secret_reference",
          f"The alarm code for {addr()} is in the keys register under the property name",
          "Trust acct login is in the office safe (sealed envelope), principal has the other copy",
          "wifi password for the office is on the card behind reception",
          f"master codes are in 1Password vault 'Properties' > {sub()}")

    r.add("folio_number",
          f"Owner folio OWN{digits(5)} - {addr()}",
          f"tenant folio TEN{digits(6)}, arrears {amount()}")

    r.add("receipt_number",
          f"Receipt R{digits(7)} - tenant paid {amount()} cash (!!)",
          f"rent receipt #{digits(8)} for {unit()}")

    r.add("inspection_booking",
          f"Routine inspection booked for {unit()} {date()}, ref IB-{rnd(UPPER + DIGITS, 6)}",
          f"Open home {sub()} Sat 10:00-10:15, booking ID {digits(7)}")

    r.add("listing_id",
          f"Listing ID {digits(9, True)} on the portal for {addr()}",
          f"listing uuid {uid()} (for the website guy)")

    r.add("remote_model_number",
          f"Garage remote for {addr()} is a B&D {pick('TB6', 'CAD 062162', 'TX4')} - order 2 spares",
          f"Remote model {pick('Merlin E945M', 'Merlin E943M')} 433MHz, freq on the back")

    r.add("device_serial_number",
          f"Alarm panel serial {rnd(UPPER, 2)}{digits(8)} for warranty",
          f"HWS serial no. {rnd(UPPER, 3)}{digits(9)} - Rheem warranty claim",
          f"Aircon unit S/N {rnd(UPPER + DIGITS, 12)} at {unit()}")

    r.add("smoke_alarm_details",
          f"Smoke alarms at {addr()}: expiry {date()}/2031, batch {rnd(UPPER, 1)}{digits(5)}",
          f"compliance job #{digits(7)} - smoke alarm check passed")

    r.add("postcode",
          f"{sub()} NSW {pick('2031', '2034', '2024', '2010', '2037', '2204', '2040', '2217')}",
          f"owner's postal address is now PO Box {digits(3)}, {pick('Bondi Junction NSW 2022', 'Chatswood NSW 2057', 'Parramatta NSW 2124')}")

    r.add("promo_code",
          f"Bunnings trade discount code {rnd(UPPER, 6)}{digits(2)} - 10% off",
          f"Officeworks promo {rnd(UPPER, 4)}{digits(2)} expires end of month")

    r.add("council_application",
          f"DA {digits(3)}/2024 for the granny flat at {addr()}",
          f"council ref CR{digits(6)} - overhanging tree complaint")

    r.add("insurance_policy",
          f"Landlord insurance policy LPI{digits(9)} for {unit()}",
          f"Building insurance (strata) policy no. {rnd(UPPER, 3)}{digits(7)}")

    r.add("insurance_claim",
          f"Claim {digits(8)} for water damage, assessor coming {date()}",
          f"claim ref CLM-{digits(7)} - storm damage {sub()}")

    r.add("trade_licence",
          f"Plumber licence {digits(6)}{rnd(UPPER, 1)}, exp {date()}/2026",
          f"my agent licence (class 2) {digits(8)} - renew on Service NSW")

    r.add("wifi_ssid_only",
          "Office wifi network is AcmePM_Staff (5G one is faster)",
          f"Tenant's wifi name TelstraF{rnd(UPPER + DIGITS, 4)} - not our problem, told them to call Telstra")

    r.add("router_ip_and_model",
          f"Router at {sub()} is 192.168.{secrets.randbelow(2)}.1, Netgear {rnd(UPPER, 1)}{digits(4)}",
          f"NBN box is a Telstra Smart Modem Gen {pick('2', '3')} - model no. on sticker")

    r.add("device_mac_address",
          f"Printer MAC {mac(':', True)} for IT",
          f"Smart lock hub MAC {mac('-')} - {unit()}")

    r.add("rent_amount_dates",
          f"{unit()} rent {amount()}/wk, next increase {date()}",
          f"Arrears: {unit()} {amount()} ({secrets.randbelow(20) + 2} days), tenant promised by Fri")

    r.add("app_version",
          f"PM app updated to v{secrets.randbelow(9) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(20)}, new inspection templates",
          f"Inspection app version {secrets.randbelow(5) + 3}.{secrets.randbelow(10)}.{digits(3)} has the photo bug")

    r.add("eft_reference",
          f"Owner disbursement EFT ref {rnd(UPPER + DIGITS, 10)} for {addr()}",
          f"Transfer ref {digits(12)} - tenant says paid, not in the ledger yet")

    r.add("esign_envelope_id",
          f"Lease sent for signing, envelope {uid().upper()}",
          f"signature request id {uid()}")

    r.add("publishable_key",
          f"website rent payment form uses pk_live_{rnd(ALNUM, 24)} - the web guy says that one's meant to be public",
          f"public key for the payments form pk_live_{rnd(ALNUM, 99)} (NOT the secret one)")

    r.add("website_deploy_reference",
          f"web guy: deployed commit {hexs(40)} with the new rentals page",
          f"website build {hexs(7)} live, rollback to {hexs(7)} if the form breaks")

    r.add("it_support_ticket",
          f"IT ticket #{digits(6)} - printer again",
          f"Support case {rnd(UPPER, 2)}-{digits(7)} for the email problem")

    r.add("utility_account_number",
          f"Water account no. {digits(10)} for {unit()}",
          f"Energy acct {digits(9)} - owner pays, tenant reimburses usage")

    r.add("appliance_model",
          f"Dishwasher at {unit()} is a Bosch SMS{digits(2)}{rnd(UPPER, 2)}{digits(2)}AU",
          f"Oven model {rnd(UPPER, 3)}{digits(3)}{rnd(UPPER, 1)} - parts on order")

    r.add("key_hook_position",
          f"{addr()} keys on hook {rnd(UPPER, 1)}{digits(2)}, spare in drawer 3",
          f"Key register: {unit()} = K{digits(3)}, signed out to {who()} {date()}")

    r.add("token_talk",
          "bank token battery dying, new one posted - ring them when it arrives to activate",
          f"SMS code from the bank took ages again, {who()} couldn't approve payments till 3pm",
          "The token code changes every 30 sec so no point writing it down")

    r.add("pin_talk",
          f"Smart lock at {sub()} - tenant set their own PIN, we don't have it",
          "fuel card PIN reset by the card co, new one posted to office")

    r.add("swift_payment_details",
          f"Overseas owner transfers: SWIFT {rnd(UPPER, 4)}AU2S, BSB {bsb()}, acc {digits(8)}",
          f"UK owner's account for disbursements: {iban('GB', rnd(UPPER, 4) + digits(14))}")

    r.add("tenant_application_id",
          f"Application {rnd(UPPER, 3)}-{digits(6)} for {unit()} - references checked",
          f"app id {digits(8)} approved, owner happy")

    r.add("key_blank_code",
          f"Locksmith: front door key is a Lockwood {digits(3)} blank, cut 3 copies",
          f"Key number stamped on the garage key {rnd(UPPER, 2)}{digits(3)} - locksmith needs it for spares")

    r.add("document_checksum",
          f"IT said the file hash is {hexs(64)} if the lease PDF looks different",
          f"scanned docs batch ref {hexs(12)}")

    r.add("hostnames_ips",
          f"Office server is files.acmepm.internal (10.0.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1})",
          "VPN address vpn.acme.example - IT will set up on new laptop")

    r.add("tradie_job_text",
          f"Hi {who()}, job for you:\nWO #{digits(6)} - {unit()}\nblocked drain in bathroom\nkeys: office, tag {digits(3)}\ntenant {mobile()}\nlimit {amount()}, pls send invoice w/ WO number",
          f"{who()} can you do the gutters at {addr()} next wk? work order {digits(5)}. owner approved. tenant home after 3pm, ph {mobile()}",
          "Tradie reminder: invoice to accounts@acmepm.example quoting WO number + property address. ABN must be on it. BSB/acc for your payment on your own invoice, not ours")

    r.add("owner_statement_summary",
          f"Statement {sub()} for June:\nRent rec'd {amount()}\nMgmt fee 6.6% incl GST\nWO-{digits(6)} plumber -{amount()}\nNet to owner, EFT ref {rnd(UPPER + DIGITS, 8)}",
          f"EOFY summary sent to owner {who()}, statement no. {digits(6)}, folio OWN{digits(5)}")

    r.add("water_meter_number",
          f"water reading {unit()}: meter {digits(8)}, start {digits(4)} / end {digits(4)}")

    r.add("gas_mirn",
          f"gas meter number {rnd(UPPER, 1)}{digits(7)}{rnd(UPPER, 1)} at {addr()}, MIRN on the bill")

    r.add("bpay_reference",
          f"tenant asked how to pay by BPAY: biller code {digits(6, True)}, ref = their tenant code on the statement")

    r.add("folio_number",
          f"supplier folio SUP{digits(4)} - Acme Plumbing, pays to their own BSB")

    r.add("receipt_number",
          f"Receipts batch {date()}: {', '.join('R' + digits(7) for _ in range(4))}")

    r.add("inspection_booking",
          f"entry notice sent for {unit()}, notice ID {digits(8)}, inspection {date()} 11am")

    r.add("listing_id",
          f"Domain listing {digits(10, True)} and REA listing {digits(9, True)} both for {addr()}")

    r.add("remote_model_number",
          f"tenant lost garage remote. it's a {pick('Gliderol GRD', 'ATA PTX-4', 'B&D TB5')}, order from the garage door place, ~$90")

    r.add("smoke_alarm_details",
          f"Smoke alarm cert {sub()} ref SA-{digits(6)}, next due {date()}/2026")

    r.add("promo_code",
          f"carpet cleaner gives tenants 15% off with code {rnd(UPPER, 5)}{digits(2)} - put on the vacate letter")

    r.add("council_application",
          f"council rates notice, assessment no. {digits(7)}, {amount()} due {date()}")

    r.add("trade_licence",
          f"electrician contractor licence {digits(6)}C - checked on Service NSW {date()}")

    r.add("wifi_ssid_only",
          f"wifi at the {sub()} furnished flat dropped out. network name Acme-Stay, tenant has the password on the fridge")

    r.add("router_ip_and_model",
          f"IT: office router is 10.0.{secrets.randbelow(9)}.1 (gateway), DHCP range .100-.200")

    r.add("device_mac_address",
          f"whitelist this for the office wifi: {mac(':')} (new reception laptop)")

    r.add("app_version",
          f"alarm app needs iOS {pick('16', '17')}.{secrets.randbelow(5)} or higher, version {secrets.randbelow(5) + 2}.{secrets.randbelow(10)}.{secrets.randbelow(30)}")

    r.add("eft_reference",
          f"bank says trace number {digits(9)} for the bounced tenant payment")

    r.add("esign_envelope_id",
          f"Envelope ID: {uid().upper()} - owner still hasn't signed the mgmt agreement, chase Mon")

    r.add("it_support_ticket",
          f"IT ticket {digits(6)}: can't log in to the PM software after password change. they're looking at it")

    r.add("utility_account_number",
          f"Sydney Water-type account {digits(4)} {digits(5)} {digits(1)} - for the vacant {sub()} house")

    r.add("appliance_model",
          f"aircon {pick('Daikin FTXM', 'Mitsubishi MSZ-AP', 'Fujitsu ASTG')}{digits(2)} - serial on the side, filter size ok")

    r.add("key_hook_position",
          f"Key cabinet slot {digits(2)} = {unit()} (electronic cabinet logs who took them)")

    r.add("pin_talk",
          "Bank rang - debit card PIN locked after 3 wrong tries. They're posting a new PIN mailer, don't ask me for it over the phone")

    r.add("swift_payment_details",
          f"NZ owner wants to pay us for repairs: SWIFT {rnd(UPPER, 4)}AU2S, BSB {bsb()}, acc {digits(9)}, ref {sub().upper()} REPAIRS")

    r.add("tenant_application_id",
          f"Applications for {unit()}: #{digits(6)} (couple, 2 kids), #{digits(6)} (student, guarantor), #{digits(6)} - owner to pick")

    r.add("key_blank_code",
          f"Restricted key system at the {sub()} block - key no. {rnd(UPPER, 1)}{digits(4)}, strata authorisation letter needed for copies")

    r.add("hostnames_ips",
          f"Printer at 192.168.1.{secrets.randbelow(200) + 20}, scans go to \\\\files.acmepm.internal\\scans")

    return r


def main() -> None:
    write_corpora("make_heldout77.py", [
        ("heldout77_credentials.yaml", credentials(), "batch 77 (Sydney residential property manager: lockbox, alarm, gate and portal codes), written blind; every value synthetic"),
        ("heldout77_lookalikes.yaml", lookalikes(), "batch 77 look-alikes: lot and plan numbers, key tags, work orders, rent-payment details, meters and talk about codes, written blind"),
    ])


if __name__ == "__main__":
    main()
