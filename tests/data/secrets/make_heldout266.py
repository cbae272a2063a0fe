# ruff: noqa: E501
"""Writes heldout266_credentials.yaml and heldout266_lookalikes.yaml: held-out batch 266.

Persona: a small-town insurance broker in Alabama who is not technical and writes casual
Southern American English with typos. She keeps logins for the carrier portals (Progressive,
Travelers, State Farm agent portals), the agency management system, the e-signature account,
the office Wi-Fi, the copier's admin PIN, the bank's business login and its backup codes, her
phone's passcode and the like, next to many look-alikes: policy numbers, claim numbers, VINs,
NAIC codes, license numbers, masked SSNs, quote ids, tracking numbers and notes that talk
about a password without giving it.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    pick,
    pw,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

AGENCY = "magnoliainsurance.example"
PETS = ["Biscuit", "Peaches", "Duke", "Sadie", "Bo", "Gravy", "Pearl", "Dixie", "Buster", "Magnolia"]
WORDS = ["Rolltide", "WarEagle", "Sweettea", "Crimson", "Bamagirl", "Cornbread", "Honeysuckle", "Catfish", "Porchswing", "Pecanpie"]
PLAIN = ["tater", "gravy", "pickup", "hound", "grits", "possum", "creek", "cotton", "pecan", "turnip", "skillet", "biscuit"]
VIN_VALUES = {**{str(d): d for d in range(10)}, **dict(zip("ABCDEFGH", range(1, 9), strict=True)), **dict(zip("JKLMN", range(1, 6), strict=True)), "P": 7, "R": 9, **dict(zip("STUVWXYZ", range(2, 10), strict=True))}
VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def her_pw() -> str:
    """The kind of password she makes up herself: a pet or a word, a few digits, maybe a mark."""
    return f"{pick(*PETS, *WORDS)}{pick('', '_', '.')}{digits(pick(3, 4))}{pick('!', '#', '$', '!!', '*')}"


def any_pw() -> str:
    return pick(her_pw, her_pw, pw)()


def pin(n: int = 4) -> str:
    return digits(n)


def vin() -> str:
    """A North American VIN with a valid check digit in position 9."""
    wmi = pick("1FT", "1GC", "1HG", "2T1", "3GN", "JTD", "1C6", "5YJ", "4T1", "1N4")
    body = wmi + "".join(secrets.choice(VIN_CHARS) for _ in range(5)) + "0" + pick("L", "M", "N", "P", "R", "S") + secrets.choice(VIN_CHARS) + digits(6)
    total = sum(VIN_VALUES[c] * w for c, w in zip(body, VIN_WEIGHTS, strict=True))
    check = total % 11
    return body[:8] + ("X" if check == 10 else str(check)) + body[9:]


def masked_ssn() -> str:
    return pick(f"***-**-{pin()}", f"XXX-XX-{pin()}", f"xxx-xx-{pin()}", f"ending {pin()}")


def credentials() -> Rows:
    r = Rows()
    r.add(
        "progressive_agent_portal_password",
        f"ForAgentsOnly login - user MAGNOLIA{digits(5)}  pasword {her_pw()}",
        f"progressive portal pw got reset again ugh. new one is {any_pw()} , username is still charlene.m",
        f"Progressive agent site\nuser: {digits(5)}CM\npass: {any_pw()}\n(code {digits(5)} is the producer code, that one aint secret)",
        f"rememeber for me hon - progressive foragentsonly password = {her_pw()}",
        f"PROG portal: charleneM / {pw()}   dont let Tammy change it again!!",
    )
    r.add(
        "travelers_agent_portal_password",
        f"Travelers agent portal (TAP) login is cmayfield{digits(2)} and the password is {any_pw()}",
        f"travlers pw: {her_pw()}",
        f"New travelers password after the 90 day thing: {any_pw()} (old one was {her_pw()} but its dead now)",
        f"Travelers\n  user = agency{digits(6)}\n  pw = {pw()}",
    )
    r.add(
        "state_farm_portal_password",
        f"State Farm agent portal - id {rnd(UPPER, 4)}{digits(3)}, passwrd {any_pw()}",
        f"statefarm login charlene / {her_pw()}",
        f"SF portal pass is {pw()} now, changed it tuesday",
        f"the state farm one wants a new pass every 60 days, current: {her_pw()}  (write it down somewhere else too!!)",
    )
    r.add(
        "carrier_portal_password",
        f"Auto-Owners agent login: magnolia_ins  pw {any_pw()}",
        f"Alfa producer portal password {her_pw()}",
        f"Nationwide agency center -> user {digits(7)} / pass {pw()}",
        f"Safeco Now login for the agency: cmayfield@{AGENCY} + {any_pw()}",
        f"Foremost (for the mobile home folks) pass = {her_pw()}",
    )
    r.add(
        "agency_management_system_password",
        f"HawkSoft login for me is CHARLENE and the password is {any_pw()}",
        f"AMS password (hawksoft) - {her_pw()}",
        f"EZLynx: username charlene.mayfield, password {pw()}, agency id {digits(6)}",
        f"Tammy's hawksoft login if she's out sick: TAMMY / {her_pw()}",
        f"new agency system admin acct\nlogin: admin\npw: {pw()}\nthe vendor guy said dont share it lol",
    )
    r.add(
        "comparative_rater_password",
        f"rater login (the one that quotes everybody at once) - magnolia / {any_pw()}",
        f"EZLynx rater pass {her_pw()}",
        f"ITC turborater user cmayfield pass {pw()}",
        f"PL Rating: charlene@{AGENCY} / {any_pw()} - dont forget the capital letter",
    )
    r.add(
        "esignature_password",
        f"DocuSign login is charlene@{AGENCY} password {any_pw()}",
        f"docusign pw: {her_pw()}",
        f"e-sign acct (docusign) password changed to {pw()} on the 3rd",
        f"esignature thing - email is the office one, pasword is {her_pw()}",
        f"DocuSign\n  email: office@{AGENCY}\n  password: {any_pw()}\n  security q: first car = {pick('Pinto', 'Cutlass', 'Bronco', 'Camaro')}",
    )
    r.add(
        "office_wifi_password",
        f"office wifi - MagnoliaIns / {her_pw()}",
        f"wifi password for the office is {pick(*PLAIN)}{pick(*PLAIN)}{digits(4)}",
        f"WiFi: network MAGNOLIA-OFFICE  pw {rnd(ALNUM, 12)}",
        f"the wi-fi pasword (for the back office network not the guest) = {any_pw()}",
        f"Network name: Magnolia_5G\nPassword: {pick(*PETS).lower()}{pick(*PLAIN)}{digits(3)}\nsecurity WPA2",
    )
    r.add(
        "guest_wifi_password",
        f"guest wifi for customers is MagnoliaGuest, password {pick(*PLAIN)}{digits(4)}",
        f"lobby wifi pw: {pick(*WORDS).lower()}{digits(2)}",
        f"if a customer asks for the wifi its {pick(*PLAIN)}{pick(*PLAIN)}{digits(2)} (guest network only!!)",
        f"Guest network\nSSID: Magnolia-Guest\nPW: {pick(*PETS).lower()}{digits(4)}",
    )
    r.add(
        "copier_admin_pin",
        f"copier admin pin is {pin(6)}",
        f"Canon copier - admin ID 7654321 no wait thats the default, OUR admin pin is {pin(pick(4, 6, 8))}",
        f"copier scan-to-email setup: admin {pin(5)} and the smtp pasword on it is {any_pw()}",
        f"Sharp copier admin password {pin(4)}{rnd(LOWER, 3)} (the repair man needs it sometimes)",
        f"big printer/copier pin for admin settings: {pin(6)}",
    )
    r.add(
        "bank_business_login",
        f"Regions business online - user id MAGINS{digits(4)} pass {pw()}",
        f"bank login (business acct) {rnd(LOWER, 6)}{digits(3)} / {any_pw()}",
        f"first national treasury portal:\nCompany ID {digits(8)}\nUser ID charlene\nPassword {pw()}",
        f"bank pasword got locked AGAIN, new one they made me pick is {her_pw()}",
        f"business banking pw - {any_pw()}, and the wire PIN is {pin(6)}",
    )
    r.add(
        "bank_backup_codes",
        "bank said keep these backup codes in case the token thing dies:\n" + "\n".join(f"{pin(4)}-{pin(4)}" for _ in range(6)),
        "Backup token codes for the business bank (each one only works once) " + ", ".join(digits(8) for _ in range(5)),
        f"token code backup: {digits(6)} {digits(6)} {digits(6)} {digits(6)}",
        f"bank token broke so they gave me emergency access code {rnd(UPPER + DIGITS, 10)} good til friday",
        "regions backup codes\n" + "\n".join(rnd(UPPER + DIGITS, 8) for _ in range(8)),
    )
    r.add(
        "bank_security_answers",
        f"bank security questions: mothers maiden name = {pick('Talley', 'Hollis', 'Brantley', 'Cotton', 'Whitlock')}{digits(2)}, first pet = {pick(*PETS)}{digits(2)}, street grew up on = {pick('Possum Trot', 'Old Mill', 'Piney Woods')} Rd",
        f"secret answer for the bank is {pick(*PLAIN)}{pick(*PLAIN)}{digits(3)} (i made it weird on purpose like they said)",
        f"security answer (business banking) - {rnd(LOWER, 5)} {rnd(LOWER, 6)} {digits(2)}",
        f"if the bank asks the verbal password its {pick(*PLAIN).upper()}{digits(4)}",
    )
    r.add(
        "phone_passcode",
        f"my phone passcode is {pin(6)}",
        f"iphone code {pin(6)} (face id dont work with my readers on)",
        f"work cell unlock: {pin(4)}",
        f"phone pin got changed by the grandbabies lol, its {pin(6)} now",
        f"Samsung pattern is an L but the backup PIN is {pin(pick(4, 6, 8))}",
    )
    r.add(
        "debit_card_pin",
        f"business debit card pin {pin()}",
        f"pin for the agency debit card is {pin()}, DONT give it to nobody",
        f"operating acct atm card - pin {pin()}",
        f"new debit card came, pin = {pin()} (old one was {pin()})",
        f"pin # for the trust acct card: {pin()}",
    )
    r.add(
        "business_card_number",
        f"agency visa {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"company credit card for paying the E&O and stuff: {luhn('5' + pick('1', '2', '3', '4', '5'))} {card_expiry()} code on back {digits(3)}",
        f"card # {groups(luhn('4'), 4, '-')}\nexp {card_expiry()}\nsecurity code {digits(3)}\nzip 36{digits(3)}",
        f"office card for the postage machine - {groups(luhn('4'), 4)}, {card_expiry()}, cvc {digits(3)}",
    )
    r.add(
        "email_password",
        f"outlook email pasword {any_pw()}",
        f"agency email login: charlene@{AGENCY} / {pw()}",
        f"office@{AGENCY} pw is {her_pw()} (shared box, me and Tammy)",
        f"email pass changed to {any_pw()} after that phishing mess",
        f"Microsoft 365 admin - admin@{AGENCY}\npassword: {pw()}",
    )
    r.add(
        "gmail_app_password",
        f"app password for the copier to send email thru gmail: {app_password()}",
        f"Gmail app pasword (for the scanner) {app_password()}",
        f"nephew made me a google app password for the rater emails: {app_password().replace(' ', '')}",
        f"quickbooks wont send invoices w/o the app pw, its {app_password()}  (not my regular gmail pw which is {her_pw()})",
    )
    r.add(
        "quickbooks_password",
        f"quickbooks online login charlene@{AGENCY} pw {any_pw()}",
        f"QB password - {her_pw()}",
        f"Quickbooks: user office@{AGENCY}\npass {pw()}\nthe CPA has her own login",
        f"bookkeeping (quickbooks) pw {any_pw()}",
    )
    r.add(
        "office_alarm_code",
        f"alarm code for the office {pin()}",
        f"ADT code is {pin()} and the duress code is {pin()} dont mix em up",
        f"security system: arm/disarm {pin()}, verbal password w/ the monitoring co is {pick(*PLAIN)}",
        f"alarm keypad {pin()}# to turn off",
    )
    r.add(
        "safe_combination",
        f"safe combo {digits(2)}-{digits(2)}-{digits(2)}",
        f"the office safe: right to {digits(2)}, left to {digits(2)}, right to {digits(2)}",
        f"lockbox code for the key to the back door: {pin()}",
        f"file cabinet keypad (where the apps go) code {pin(5)}",
        f"combo for the deposit bag lock {pin(3)}",
    )
    r.add(
        "payroll_portal_password",
        f"Gusto payroll login charlene@{AGENCY} pass {pw()}",
        f"payroll site pw {her_pw()}",
        f"ADP run - user cmayfield@magins pw {any_pw()}",
        f"payroll password (gusto) changed to {any_pw()}",
    )
    r.add(
        "doi_license_portal_password",
        f"Sircon login for CE credits: charlene.mayfield / {any_pw()}",
        f"NIPR account password {her_pw()} (for license renewals)",
        f"AL DOI license portal - user {digits(7)} pasword {pw()}",
        f"CE course site (the online one) login charlene@{AGENCY} pass {any_pw()}",
    )
    r.add(
        "mfa_recovery_codes",
        f"microsoft recovery code if i lose my phone: {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}",
        "google backup codes (nephew printed these)\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
        f"docusign 2 step recovery code {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
        "hawksoft 2FA backup codes: " + " ".join(rnd(LOWER + DIGITS, 8) for _ in range(6)),
        f"authenticator app setup key for the bank (nephew says keep it): {groups(rnd(UPPER + '234567', 32), 4)}",
    )
    r.add(
        "laptop_login",
        f"laptop windows pin {pin(6)}",
        f"work laptop password {any_pw()}",
        f"Dell laptop - bitlocker recovery key {bitlocker_key()} (the IT fella said save it)",
        f"laptop login is charlene, pw {her_pw()}, and the pin is {pin(4)}",
        f"front desk computer (Tammy's) password {her_pw()}",
    )
    r.add(
        "router_admin_password",
        f"router admin page 192.168.1.1 user admin pw {rnd(ALNUM, 10)}",
        f"the internet box admin password (off the sticker, nephew changed it): {rnd(ALNUM + '!@#', 14)}",
        f"Netgear login: admin / {any_pw()}",
        f"router: admin/{pw()}  -- DONT reset it the wifi will go away",
    )
    r.add(
        "website_admin_password",
        f"agency website wordpress login: magnoliaadmin / {pw()}",
        f"website hosting (godaddy) pw {any_pw()}",
        f"wp-admin at https://www.{AGENCY}/wp-admin user charlene pass {any_pw()}",
        f"sftp for the website - host sftp.{AGENCY} user magins port 22 pass {rnd(ALNUM, 18)}",
    )
    r.add(
        "voicemail_pin",
        f"voicemail pin {pin()}",
        f"office phone vmail code {pin(pick(4, 6))}#",
        f"to check messages from home: call the main line, press *, ext 101, pin {pin()}",
        f"RingCentral admin login {digits(10)} pasword {any_pw()}",
    )
    r.add(
        "remote_support_password",
        f"AnyDesk unattended access password for my computer {rnd(ALNUM, 12)}",
        f"teamviewer id {digits(3)} {digits(3)} {digits(3)} pw {rnd(LOWER + DIGITS, 8)} (for the IT guy)",
        f"remote help password the computer man set: {any_pw()}",
        f"Splashtop for working from the house: cmayfield@{AGENCY} pw {pw()}",
    )
    r.add(
        "password_manager_master",
        f"1Password master password: {pick(*PLAIN)}-{pick(*PLAIN)}-{pick(*PLAIN)}-{pick(*PLAIN)}{digits(2)}",
        f"1password secret key {onepassword_secret_key()}",
        f"the password keeper app, main password {any_pw()}  (nephew said if i lose this im sunk)",
        f"bitwarden master pw {pick(*PLAIN)} {pick(*PLAIN)} {pick(*PLAIN)} {pick(*PLAIN)} {digits(3)}",
    )
    r.add(
        "website_api_key",
        f"nephew set up the newsletter thing, sendgrid key is {sendgrid_key()}",
        f"chatgpt key for the quote letters: {openai_project_key()}",
        f"stripe secret key for the website payment page sk_live_{rnd(ALNUM, 24)} (he said never email this)",
        f"mailchimp api key {hexs(32)}-us{pick(6, 14, 21)}",
    )
    r.add(
        "backup_drive_connection",
        f"backup box in the closet: smb://admin:{rnd(ALNUM, 12)}@nas.magnolia.internal/backups",
        f"the nightly backup goes to ftp://magins:{rnd(ALNUM, 10)}@backup.acme.example/agency",
        f"NAS login admin / {pw()}  (192.168.1.50)",
        f"hawksoft database backup - sqlserver://sa:{rnd(ALNUM + '!', 14)}@hs-server.magnolia.internal:1433/HawkSoft",
    )
    r.add(
        "social_media_password",
        f"agency facebook page login charlene@{AGENCY} / {her_pw()}",
        f"FB password {any_pw()}",
        f"google business profile (the map listing) - office@{AGENCY} pw {any_pw()}",
        f"instagram for the agency: magnolia_ins  pw {her_pw()}",
    )
    r.add(
        "report_vendor_login",
        f"LexisNexis CLUE / MVR login: {rnd(UPPER, 3)}{digits(5)} pass {pw()}",
        f"MVR ordering site pasword {any_pw()}",
        f"Verisk ISO login for property reports: cmayfield / {any_pw()}",
        f"credit based ins score site - acct {digits(6)} pw {her_pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "policy_number",
        f"Mr Hollis auto policy # {digits(9, lead=True)} (progressive) renews in march",
        f"State Farm policy {digits(3)} {digits(4)}-{rnd(UPPER, 1)}{digits(2)}-{digits(2)} for the Whitlock house",
        f"travelers homeowners pol no. {digits(3)}-{digits(7)}{rnd(UPPER, 1)}{digits(3)}-{digits(2)}",
        f"policy numbers for the Brantley family: auto {digits(9, lead=True)}, home HO{digits(8)}, boat {rnd(UPPER, 3)}{digits(7)}",
        f"remember to endorse pol# {rnd(UPPER, 2)}{digits(8)} to add the new truck",
    )
    r.add(
        "claim_number",
        f"Claim number for the Tally hail damage: {digits(2)}-{digits(7)}",
        f"progressive claim #{digits(8)}-0{digits(1)} adjuster is Ron",
        f"State Farm claim {digits(2)}-{rnd(UPPER + DIGITS, 4)}-{digits(3)}, file opened {pick('monday', 'tuesday', 'friday')}",
        f"travelers clm no {rnd(UPPER, 3)}{digits(4)} - water heater busted at the Cotton place",
        f"claim ref {rnd(UPPER + DIGITS, 10)} for the fender bender at the dollar general",
    )
    r.add(
        "vin",
        f"VIN for Darlene's new truck {vin()}",
        f"add vehicle vin {vin()} to policy, its a {pick('2021', '2022', '2023')} {pick('F-150', 'Silverado', 'Tacoma', 'Camry')}",
        f"vins on the Hollis policy:\n{vin()}\n{vin()}\n{vin()}",
        f"vin# {vin()} (customer read it off the dash, double check)",
        f"the 3rd car vin is {vin()}",
    )
    r.add(
        "naic_code",
        f"NAIC code for the carrier on the dec page is {digits(5, lead=True)}",
        f"naic # {digits(5, lead=True)} (need it for the SR-22)",
        f"NAIC codes: progressive {digits(5, lead=True)}, travelers {digits(5, lead=True)}, alfa {digits(5, lead=True)}",
        f"insurer NAIC {digits(5, lead=True)} goes in box on the ACORD 25",
        f"group NAIC {digits(4, lead=True)} / company NAIC {digits(5, lead=True)} (Alfa Mutual)",
    )
    r.add(
        "producer_license_number",
        f"my AL producer license # is {digits(7, lead=True)}, NPN {digits(8, lead=True)}",
        f"Tammy's license number {digits(6, lead=True)} expires {secrets.randbelow(12) + 1}/{pick(2026, 2027)}",
        f"NPN for me {digits(pick(7, 8, 9), lead=True)} (carriers always ask for it)",
        f"agency license / firm # {digits(7, lead=True)}",
        f"non-resident GA license {digits(6, lead=True)} for the folks across the line",
    )
    r.add(
        "masked_ssn",
        f"Mrs Whitlock ssn on file {masked_ssn()}",
        f"applicant SSN (last 4) {pin()}",
        f"driver 2 ss# {masked_ssn()} dob 03/{digits(2)}/19{pick(58, 64, 71, 85)}",
        f"the app showed ssn as {masked_ssn()} so thats fine to send",
        f"co-applicant {masked_ssn()}",
    )
    r.add(
        "quote_id",
        f"progressive quote {digits(9, lead=True)} for the Talley boy",
        f"rater quote id Q-{rnd(UPPER + DIGITS, 8)}",
        f"travelers quote # {rnd(UPPER, 2)}{digits(8)} good for 30 days",
        f"ezlynx quote {uid()} (home + auto bundle)",
        f"quote ref {digits(4)}-{rnd(UPPER + DIGITS, 6)} premium $1,{digits(3)}/yr",
    )
    r.add(
        "carrier_producer_code",
        f"our progressive producer code is {digits(5)}",
        f"Travelers agency code {digits(3)}{rnd(UPPER, 2)}{digits(3)}",
        f"sub code for Tammy under our agency {digits(5)}-{digits(3)}",
        f"Alfa agent # {digits(6)}, region {digits(2)}",
    )
    r.add(
        "password_rotation_reminder",
        "remind me to change the travelers password before the 15th, it makes you every 90 days",
        "progressive password expires next week, gotta pick a new one (cant reuse the last 5)",
        "change the wifi password after Tammy's ex stops coming round",
        "need to reset the bank pasword, got locked out again after 3 tries",
        "change ALL the passwords after that phishing email Tammy clicked on",
    )
    r.add(
        "password_location_reference",
        "the carrier passwords are in the blue binder in the top drawer, not on the computer",
        "copier admin pin is on the sticky note INSIDE the supply cabinet, not out front",
        "the bank token thing lives in my purse, dont leave it at the office",
        "wifi password is on the card by the coffee pot for customers",
        "all my logins are in 1Password now, nephew set it up, just ask me if you need one",
    )
    r.add(
        "masked_card_number",
        f"agency visa ending in {pin()} - expires soon, update autopay",
        f"customer paid with card ****{pin()}",
        f"card on file xxxx-xxxx-xxxx-{pin()}",
        f"the E&O premium is on the amex ending {digits(5)}",
        f"refund went back to the mastercard 5***-****-****-{pin()}",
    )
    r.add(
        "bank_routing_masked_account",
        f"routing # for the agency bank {pick('062005690', '062000019', '062203751')} acct ending {pin()}",
        f"premium trust acct ****{pin()} (escrow, dont mix with operating)",
        f"direct deposit for Tammy goes to acct ending {pin()}",
        f"operating acct last four {pin()}, trust acct last four {pin()}",
    )
    r.add(
        "tracking_number",
        f"UPS tracking for the signed apps 1Z{rnd(UPPER + DIGITS, 16)}",
        f"usps certified mail #  9407 {digits(4)} {digits(4)} {digits(4)} {digits(4)} {digits(2)}",
        f"fedex {digits(12)} sent to the carrier",
        f"mailed the cancellation notice, tracking {digits(22)}",
    )
    r.add(
        "esignature_envelope_id",
        f"docusign envelope ID {uid().upper()} - the Hollis app, still waiting on his wife to sign",
        f"envelope {uid()} completed",
        f"resent docusign {uid().upper()} cause it went to spam",
        f"link to the signed doc https://app.docusign.example/documents/details/{uid()}",
    )
    r.add(
        "wifi_settings_no_password",
        "office wifi is MAGNOLIA-OFFICE on 5G, the guest one is MagnoliaGuest 2.4",
        "wifi security is WPA2 personal, channel 6, router reboots at 3am",
        f"wifi router serial {rnd(UPPER + DIGITS, 13)} (tech support asked)",
        "guest wifi password changes every month, Tammy updates the card",
    )
    r.add(
        "copier_serial_and_ip",
        f"copier serial no {rnd(UPPER, 3)}{digits(5)}, lease # {digits(7)}",
        f"copier IP is 192.168.1.{secrets.randbelow(200) + 20} for scan to folder",
        f"Canon model {pick('iR-ADV C3826', 'iR-ADV 4725', 'imageRUNNER 2630')} serial {rnd(UPPER + DIGITS, 8)}, service call #{digits(8)}",
        "copier: meter reading 48,213 b/w and 9,117 color, due to the lease co friday",
    )
    r.add(
        "phone_lock_settings",
        "phone auto-lock set to 30 seconds like the carrier audit wanted",
        "passcode on my phone is 6 digits now, they made me switch from 4",
        f"work phone IMEI {digits(15)} (for the insurance on the phone lol)",
        "turned on face id and find my iphone on the work phone",
    )
    r.add(
        "mfa_setup_note",
        "bank makes me use the token code every time now, the little keychain thing",
        "set up microsoft authenticator for outlook, nephew did it, works off my phone",
        "hawksoft 2FA sends a text to my cell ending 4471",
        "travelers portal wants a 6 digit code by email every login, so annoying",
    )
    r.add(
        "support_ticket_number",
        f"hawksoft support ticket #{digits(6)} about the downloads not coming in",
        f"IT guy ticket {rnd(UPPER, 3)}-{digits(5)} for the slow computer",
        f"progressive help desk case {digits(8)}",
        f"comcast business ticket {rnd(UPPER + DIGITS, 10)} internet down again",
    )
    r.add(
        "payment_confirmation_number",
        f"paid the Hollis renewal, confirmation {rnd(UPPER + DIGITS, 12)}",
        f"payment conf # {digits(10)} for $842.16",
        f"e-check to travelers went thru, conf {digits(4)}-{rnd(UPPER + DIGITS, 8)}",
        f"state farm payment reference {rnd(UPPER, 2)}{digits(9)}",
    )
    r.add(
        "invoice_number",
        f"copier lease invoice INV-{digits(6)} due the 1st",
        f"E&O invoice #{digits(5)}-{pick('A', 'B')}",
        f"hawksoft annual invoice {rnd(UPPER, 2)}{digits(7)}, $2,{digits(3)}",
        f"E&O carrier invoice {digits(8)}-{digits(2)} paid 6/{digits(1, lead=True)}",
    )
    r.add(
        "portal_username_only",
        "my progressive username is charlene.m (password is in the binder)",
        f"travelers user id cmayfield{digits(2)}",
        f"docusign account email is office@{AGENCY}",
        "Tammy's hawksoft login name is TAMMY, she knows her own password",
    )
    r.add(
        "security_question_choice",
        "for the bank security questions i picked first pet, mothers maiden name and the street i grew up on",
        "the docusign one asks what high school, dont put the real one (nephew said)",
        "state farm changed their security questions, need to set new ones up",
        "bank asked for a verbal password for phone calls, need to think one up and NOT write it here",
    )
    r.add(
        "doi_case_number",
        f"AL DOI complaint case # {digits(4)}-{digits(5)} (the Talley claim)",
        f"DOI consumer services file no {rnd(UPPER, 2)}{digits(6)}",
        f"license renewal confirmation from the DOI {digits(9)}",
        f"NIPR transaction id {digits(11)} for the non-resident renewal",
    )
    r.add(
        "certificate_of_insurance",
        f"COI #{digits(6)} sent to the general contractor for Bubba's lawn service",
        f"certificate holder: City of Pine Hollow, cert no {rnd(UPPER + DIGITS, 8)}",
        f"ACORD 25 for the church, cert id {digits(4)}-{digits(4)}",
        f"COI request from the landlord, their ref {rnd(UPPER + DIGITS, 9)}",
    )
    r.add(
        "password_policy_rules",
        "progressive password rules: 12 characters, 1 capital, 1 number, 1 symbol, no repeats",
        "bank locks you out after 3 bad passwords, call 1-800 number to unlock",
        "carrier audit says every password has to be 10+ characters and changed every 90 days",
        "the copier pin has to be 4 to 8 numbers, dont start it with 0",
    )
    r.add(
        "website_env_var_reference",
        "nephew says the website email key lives in SENDGRID_API_KEY on the hosting site, not in the code",
        "github action uses ${{ secrets.STRIPE_SECRET_KEY }} to deploy the payment page",
        "the quote form reads OPENAI_API_KEY from the server's settings, i dont have to touch it",
        "wordpress db password is in wp-config.php on the server, nephew has it",
    )
    r.add(
        "publishable_key",
        f"stripe publishable key for the pay page (safe to be public, nephew says) pk_live_{rnd(ALNUM, 24)}",
        f"website recaptcha site key 6L{rnd(URLSAFE, 38)}",
        f"google analytics id G-{rnd(UPPER + DIGITS, 10)} for the website",
        f"facebook pixel id {digits(16, lead=True)}",
    )
    r.add(
        "bank_token_serial_number",
        f"serial number on the back of the bank token {digits(10)} (they asked when it broke)",
        f"token device s/n {rnd(UPPER, 2)}{digits(8)} - replacement coming in mail",
        f"new bank fob serial {digits(3)}-{digits(3)}-{digits(3)}",
        "the bank token shows a new 6 digit number every 30 seconds, dont bother writing them down",
    )
    r.add(
        "device_mac_address",
        f"copier MAC address {mac(':', True)} (IT guy needs it for the router)",
        f"laptop wifi mac {mac('-', True)}",
        f"printer hardware address {mac()}",
        f"router WAN mac {mac(':', True)}, ip 10.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250)}",
    )
    r.add(
        "public_key",
        f"backup box public key (nephew says this one is ok to give out)\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} nas@magnolia",
        f"IT guy's public key to put on the server: ssh-rsa {ssh_pub('ssh-rsa', 256)} tech@acme.example",
        f"docusign integration key (its a client id, not the secret) {uid()}",
        f"microsoft 365 tenant id {uid()} (IT guy asked, its not a password)",
    )
    r.add(
        "portal_link_with_id",
        f"link to the travelers renewal https://agent.travelers.example/policy/{uid()}/renewal",
        f"progressive quote link https://foragentsonly.example/quote/{rnd(ALNUM, 20)}",
        f"hawksoft client file https://hs.magnolia.internal/client/{digits(6)}?tab=policies",
        f"state farm doc https://agent.statefarm.example/docs/{hexs(24)}",
    )
    r.add(
        "mortgagee_loan_number",
        f"mortgagee clause: Cadence Bank ISAOA ATIMA, loan # {digits(10)}",
        f"lienholder for the truck is Alabama Credit Union, loan {digits(8)}-{digits(2)}",
        f"escrow co needs dec page, loan no {rnd(UPPER, 1)}{digits(9)}",
        f"Regions mortgage loan # {digits(13)} for the Cotton house, mortgagee clause on file",
    )
    r.add(
        "file_checksum",
        f"nephew sent the hawksoft update file, sha256 should be {rnd(HEX, 64)}",
        f"backup file name agency_backup_{digits(8)}_{hexs(8)}.bak",
        f"md5 of the signed app pdf {hexs(32)}",
        f"windows update KB{digits(7)} broke hawksoft, error 0x{rnd(HEX.upper()[:16], 8)}",
    )
    r.add(
        "numbers_near_secret_words",
        "pin code for the zip on the Hollis policy is 36027",
        f"token limit on the chatgpt thing is {digits(4)} per letter",
        "password reset email came from the carrier at 2:14pm, it expires in 24 hrs",
        f"key #{digits(2)} on the ring is the back door, #{digits(2)} is the file room",
    )
    return r


def main() -> None:
    write_corpora("make_heldout266.py", [
        ("heldout266_credentials.yaml", credentials(), "Batch 266 credentials: logins, PINs, codes and keys an Alabama insurance broker asks her assistant to keep"),
        ("heldout266_lookalikes.yaml", lookalikes(), "Batch 266 look-alikes: policy, claim and quote numbers, VINs, masked values and password talk with no secret in it"),
    ])


if __name__ == "__main__":
    main()
