# ruff: noqa: E501
"""Writes heldout212_credentials.yaml and heldout212_lookalikes.yaml: held-out batch 212.

Persona: the office manager of a small law firm in Columbus, Ohio. She is not technical and
writes plain American English (a note for the cleaning crew in Spanish): she keeps the case
management software login, the e-filing portal and PACER passwords, the office alarm code,
the copier admin PIN, the firm's online banking password and token PIN, the Wi-Fi password,
the postage meter PIN, the shared Dropbox login and the client portal passwords she resets.
Her look-alikes are court case and docket numbers, bar registration numbers, client matter,
invoice and check numbers, the bank's public routing number, masked account numbers, FedEx
tracking numbers, conference room extensions, Zoom meeting ids without passcodes and the
password policy IT sent round.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    LOWER,
    UPPER,
    Rows,
    amex,
    anthropic_key,
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
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

FIRM = "hartleyvoss.example"
WORDS = ["Buckeye", "Scioto", "Olentangy", "Brutus", "Cardinal", "Clintonville", "Hocking",
         "Easton", "Maple", "Tuxedo", "Biscuit", "Sunflower", "Walnut", "Hickory", "Goodale",
         "Schiller", "Pumpkin", "Lilac", "Marigold", "Harbor"]
PASS_WORDS = ["river", "lantern", "copper", "meadow", "pickle", "violet", "granite", "thimble",
              "orchard", "saddle", "juniper", "biscuit", "ladder", "walnut", "harvest", "pebble"]
SYM = "!#$@%&*"
SURNAMES = ["Miller", "Kowalski", "Patel", "Nguyen", "Brennan", "Okafor", "Delgado", "Lindqvist",
            "Fairbanks", "Osei", "Romano", "Whitfield"]
FIRST = ["Ruth", "Gary", "Denise", "Marcus", "Priya", "Tom", "Lorraine", "Hector", "Janelle"]


def hpw() -> str:
    """A password an office manager would pick, or one IT generated for her."""
    return pick(
        f"{pick(*WORDS)}{digits(4)}{pick(*SYM)}",
        f"{pick(*WORDS)}{pick(*SYM)}{pick(*PASS_WORDS)}{digits(2)}",
        f"{pick(*PASS_WORDS)}{digits(3)}{pick(*WORDS)}{pick(*SYM)}",
        pw(),
        rnd(ALNUM + "!#$%&*", 14),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def surname() -> str:
    return pick(*SURNAMES)


def person() -> str:
    return f"{pick(*FIRST)} {surname()}"


def date() -> str:
    return f"{secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}/{pick('2024', '2025')}"


def yy() -> str:
    return pick("23", "24", "25")


def money() -> str:
    return f"${secrets.randbelow(4900) + 100:,}.{secrets.randbelow(100):02d}"


def zoom_id() -> str:
    n = digits(11, lead=True)
    return f"{n[:3]} {n[3:7]} {n[7:]}"


def routing() -> str:
    """An ABA routing number from the Cleveland Fed district, with a valid check digit."""
    body = pick("0412", "0420", "0440") + digits(4)
    d = [int(c) for c in body]
    partial = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5]
    return body + str((10 - partial % 10) % 10)


def initials() -> str:
    return rnd(UPPER, 3)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "case_management_login",
        f"Clio login for the front desk: frontdesk@{FIRM} / {hpw()}",
        f"remember - new Clio password after the forced reset is {hpw()} (user dana.k@{FIRM})",
        f"Case mgmt (Clio)\nuser: mvoss@{FIRM}\npw: {hpw()}\nMr. Voss asked me to keep his so I can pull his calendar when he's in court",
        f"clio pasword changed again ugh. its {hpw()} now",
        f"MyCase login for the paralegal station - username: paralegal2, password: {hpw()}",
        f"System | User | Password\nClio | reception@{FIRM} | {hpw()}\nClio (billing) | billing@{FIRM} | {hpw()}",
    )
    r.add(
        "efiling_portal_password",
        f"Franklin County Clerk e-filing portal: user HVLAW_filing, password {hpw()}",
        f"Ohio Supreme Court e-filing account (for the appeal briefs) - login is the firm email, pw {hpw()}",
        f"efile pw = {hpw()} (Common Pleas, Attorney Voss's account)",
        f"Please remember the new password for the 10th District e-filing site: {hpw()} - they made us change it on {date()}.",
        f"Tenth district efiling\n  login: aharper\n  pass: {hpw()}\n  security question (first car): {pick(*PASS_WORDS)}{digits(2)}",
    )
    r.add(
        "pacer_login",
        f"PACER / CM/ECF S.D. Ohio login: hvlaw{digits(3)} pw {hpw()}",
        f"pacer - username hartleyvossfirm, password {hpw()}. Client code field I just leave blank",
        f"CM/ECF filing login for Atty Harper: ah{digits(4)} / {hpw()}",
        f"New PACER pass after they made us upgrade the account: {rnd(ALNUM + '!@#$', 12)}",
    )
    r.add(
        "office_alarm_code",
        f"Office alarm code is {pin()}. Arm by pressing AWAY then the code.",
        f"alarm: {pin()} (main) / {pin()} (cleaning crew code, only works 6pm-10pm)",
        f"Para el equipo de limpieza: el codigo de la alarma es {pin()}. Hay que marcarlo dentro de 30 segundos al entrar.",
        f"If the alarm goes off, disarm with {pin()} then hit OFF twice. Master code (don't give this out): {pin(6)}",
        f"ADT keypad by the back door - my user code {pin()}",
    )
    r.add(
        "alarm_verbal_passcode",
        f"ADT verbal password when they call: \"{pick(*WORDS).lower()}{digits(2)}\"",
        f"Monitoring company passcode (they ask for it if the alarm trips): {pick(*PASS_WORDS)} {digits(3)}",
        f"alarm co. password is {pick(*PASS_WORDS)}{pick(*PASS_WORDS)}, the duress word is {pick(*WORDS).lower()}{digits(2)} - DO NOT say that one unless it's real",
        f"If Vector Security calls, the account passcode is {pick(*WORDS)}{digits(3)}. Account # is {digits(7)}.",
    )
    r.add(
        "copier_admin_pin",
        f"Copier admin PIN (Canon, 2nd floor): {pin(7)} - need it to add user codes",
        f"Ricoh admin login: admin / {hpw()}",
        f"copier dept codes: Voss {pin()}, Harper {pin()}, admin {pin(6)}",
        f"Sharp copier - Administrator password is {rnd(ALNUM, 8)} (the tech reset it from the default)",
        f"To get into the scanner settings on the Konica: Utility > Administrator > password {pin(8)}",
    )
    r.add(
        "bank_online_banking_password",
        f"Huntington business online banking: company ID {digits(7)}, user ID hvoffice1, password {hpw()}",
        f"Operating account online login - user: hvlaw_ops pw: {hpw()}",
        f"IOLTA account online banking (Fifth Third): dkeller / {hpw()}. Only check balances, never send from here",
        f"Bank pw changed {date()}: {hpw()}",
        f"Online banking\nCompany ID: HVLAW{digits(4)}\nUser: DKELLER\nPassword: {hpw()}\n(Mr. Voss is the other admin)",
    )
    r.add(
        "bank_token_pin",
        f"RSA token PIN for wires: {pin()} (then type the 6 digits showing on the fob)",
        f"Bank soft token PIN {pin(6)}",
        f"SecurID pin is {pin()} + whatever number is on the key fob",
        f"token pin for ACH approvals - {pin(5)}. Mr. Voss has the other token, his pin is {pin()}",
    )
    r.add(
        "wifi_password",
        f"Office Wi-Fi: HVLaw-Staff / {hpw()}",
        f"wifi pw {rnd(ALNUM, 12)}",
        f"WiFi network \"HV-Office\" password: {pick(*PASS_WORDS)}{pick(*PASS_WORDS)}{digits(4)}",
        f"SSID: HVLaw\nPassword: {hpw()}\n(also printed on the card taped under the router)",
        f"the wifi password for the conference room network is {rnd(ALNUM + '!#', 16)}",
        f"New staff wifi key after Kevin changed it Friday -> {hpw()}",
    )
    r.add(
        "guest_wifi_password",
        f"Guest Wi-Fi for clients: HVLaw-Guest, password {pick(*WORDS)}{digits(4)}",
        f"guest wifi this month: {pick(*PASS_WORDS)}{digits(4)} (I change it the 1st of each month)",
        f"Guest network pass for the deposition next week: {pick(*WORDS)}{pick(*SYM)}{digits(3)}",
        f"Clients keep asking - guest wifi = {rnd(LOWER + '0123456789', 10)}",
    )
    r.add(
        "postage_meter_pin",
        f"Pitney Bowes meter PIN: {pin()}",
        f"postage machine lock code {pin()}, refill account PIN {pin()}",
        f"SendPro password (to add postage funds): {hpw()}",
        f"PB meter code = {pin()}",
    )
    r.add(
        "dropbox_shared_login",
        f"Shared Dropbox (firm docs): docs@{FIRM} / {hpw()}",
        f"dropbox login for the {surname()} exhibits share: same email, pw {hpw()}",
        f"Dropbox Business admin: admin@{FIRM}\npass: {hpw()}\n2-step is on Dana's phone",
        f"dropbx pw reset today -> {hpw()}",
        "Dropbox backup codes (keep safe!!)\n" + "\n".join(groups(rnd(LOWER + '0123456789', 8), 4) for _ in range(5)),
    )
    r.add(
        "client_portal_temp_password",
        f"Reset the client portal password for Mrs. {surname()} - temp password {hpw()}, she has to change it on first login",
        f"Client portal: reset for {person()} (matter {digits(5, True)}-{digits(3)}), new temp pw {rnd(ALNUM, 10)}",
        f"portal reset - gave Mr. {surname()} the temporary password {rnd(ALNUM, 8)} over the phone",
        f"Temporary password for {person()}'s portal login: {hpw()} (expires in 72 hours)",
        f"Client portal account for the {surname()} estate: username {surname().lower()}estate, password {hpw()}",
        f"I set Mr. {surname()}'s portal password to {hpw()} because he never got the reset email. Tell him to change it.",
    )
    r.add(
        "email_account_password",
        f"Outlook / Microsoft 365 login for reception: reception@{FIRM}, password {hpw()}",
        f"My email pw: {hpw()}",
        f"Office 365 admin account (Kevin gave it to me in case he's out): admin@{FIRM} - {pw()}",
        f"Shared mailbox billing@{FIRM} password {hpw()}",
        f"Temp email password for the new paralegal (starts Monday): {hpw()}",
    )
    r.add(
        "mfa_backup_codes",
        "Clio two-factor backup codes:\n" + recovery_codes(6, "other"),
        "Backup codes for the firm Gmail (marketing stuff):\n" + "\n".join(groups(digits(8), 4) for _ in range(5)),
        "Microsoft 365 admin recovery code from Kevin: " + "-".join(rnd(UPPER + "0123456789", 4) for _ in range(5)),
        "QuickBooks backup codes  " + recovery_codes(4, "digits"),
    )
    r.add(
        "quickbooks_login",
        f"QuickBooks Online: billing@{FIRM} / {hpw()}",
        f"QB desktop admin password (the company file): {hpw()}",
        f"Intuit login for payroll + QB: user hvlawbooks, pw {hpw()}",
        f"quickbooks file password changed by the accountant: {hpw()}",
    )
    r.add(
        "payroll_login",
        f"ADP Run login: DKeller@HVLaw, pw {hpw()}",
        f"Gusto admin - dana@{FIRM} / {hpw()}",
        f"Paychex Flex: user id hvoffice, password {hpw()}, security word {pick(*PASS_WORDS)}",
        f"payroll site pw {hpw()} (ADP)",
    )
    r.add(
        "voicemail_pin",
        f"My voicemail PIN: {pin(6)}",
        f"Main line voicemail box 100, passcode {pin()}",
        f"RingCentral voicemail for Mr. Voss: ext 102, PIN {pin(6)}",
        f"vm pin {pin(5)} for the after-hours box",
        f"General mailbox: dial *86, box 200, password {pin()}#",
    )
    r.add(
        "door_keypad_code",
        f"Front door keypad: {pin()}#",
        f"Building after-hours entry code (lobby door on High St): {pin(5)}",
        f"Supply closet lock combo {pin()}",
        f"Parking garage gate code {pin()} - changes every quarter",
    )
    r.add(
        "safe_combination",
        f"Safe combination: {secrets.randbelow(100):02d}-{secrets.randbelow(100):02d}-{secrets.randbelow(100):02d}",
        f"Combo for the file room safe (where the original wills are): R {secrets.randbelow(100)}, L {secrets.randbelow(100)}, R {secrets.randbelow(100)}",
        f"Petty cash box code {pin()}",
        f"Digital safe in Mr. Voss's office: {pin(6)} then press the lock key",
    )
    r.add(
        "router_admin_password",
        f"Router admin page (192.168.1.1): admin / {hpw()}",
        f"Netgear admin login password {rnd(ALNUM, 12)}",
        f"Firewall (SonicWall) admin - user admin, pass {pw()} - only Kevin should use this",
        f"Spectrum modem admin: {rnd(ALNUM, 10)}",
    )
    r.add(
        "legal_research_login",
        f"Westlaw login for the library computer: hvlaw.research / {hpw()}",
        f"Lexis: username aharper_hv password {hpw()}",
        f"Casemaker (free through the bar association) - login is the reg # and password {hpw()}",
        f"Fastcase pw {hpw()}",
    )
    r.add(
        "website_domain_login",
        f"GoDaddy (domain + DNS): customer # {digits(9)}, pw {hpw()}, support PIN {pin()}",
        f"WordPress admin for the website: wpadmin / {hpw()}",
        f"Website hosting cPanel: hartleyv / {pw()}",
        f"Squarespace login: marketing@{FIRM} / {hpw()}",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe secret key for the website retainer payment form (web guy asked for it): sk_live_51{rnd(ALNUM, 96)}",
        f"Stripe secret: sk_live_{rnd(ALNUM, 24)}",
        f"restricted key for the invoicing plugin: rk_live_51{rnd(ALNUM, 96)}",
        f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 96)}\n(from the old website config, Kevin says keep it till the move is done)",
    )
    r.add(
        "sendgrid_api_key",
        f"SendGrid key for the website contact form: {sendgrid_key()}",
        f"Web guy's note: SENDGRID_API_KEY={sendgrid_key()}",
        f"email relay key (SendGrid) {sendgrid_key()} - the copier uses it for scan to email",
    )
    r.add(
        "ai_api_key",
        f"The key Kevin set up for the AI drafting tool: {openai_project_key()}",
        f"OpenAI API key (firm account, billed to the Amex): {openai_project_key()}",
        f"Claude API key for the intake summary thing: {anthropic_key()}",
    )
    r.add(
        "zoom_meeting_passcode",
        f"Zoom for the {surname()} mediation: Meeting ID {zoom_id()}, Passcode {rnd(ALNUM, 6)}",
        f"Mr. Voss's personal meeting room passcode is {pin(6)}",
        f"Zoom account login (firm): zoom@{FIRM} / {hpw()}",
        f"Host key for the conference room Zoom: {pin(6)}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key for the reception laptop: {bitlocker_key()}",
        f"Kevin said keep this in case Mr. Voss's laptop locks up again - recovery key {bitlocker_key()}",
        f"bitlocker key (Harper laptop) {bitlocker_key()}",
        f"Recovery key:\n{bitlocker_key()}\nIdentifier: {uid().upper()}",
    )
    r.add(
        "password_manager_secret",
        f"1Password Secret Key for the firm account: {onepassword_secret_key()}",
        f"1Password master password: {phrase(PASS_WORDS, 4, '-')}",
        f"Emergency kit info - Secret Key {onepassword_secret_key()} / master pw {phrase(PASS_WORDS, 3, '.')}{digits(2)}",
        f"LastPass master password (old, before we switched): {hpw()}",
    )
    r.add(
        "firm_credit_card",
        f"Firm Amex (filing fees): {amex()}, exp {card_expiry()}, CID {digits(4)}",
        f"Visa for office supplies: {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"card on file for court costs {luhn('5' + pick('1', '2', '4', '5'))} {card_expiry()} {digits(3)}",
        f"Amex # {amex()} security code {digits(4)} - Mr. Voss's card, only for PACER and court costs",
    )
    r.add(
        "tax_payment_login",
        f"EFTPS: EIN {digits(2, True)}-{digits(7)}, PIN {pin()}, internet password {hpw()}",
        f"Ohio Business Gateway login (withholding): hvlaw_tax / {hpw()}",
        f"City of Columbus income tax portal password {hpw()}",
        f"EFTPS internet password reset to {hpw()}; PIN stays {pin()}",
    )
    r.add(
        "phone_system_admin",
        f"RingCentral admin: main number login, password {hpw()}",
        f"Phone system admin portal (8x8): dkeller / {hpw()}",
        f"Polycom phones admin password {pin(6)} (Kevin said don't change it)",
    )
    r.add(
        "database_connection_string",
        f"Kevin's note about the old Time Matters server: Server=TMSQL01\\TIMEMATTERS;Database=TMData;User Id=sa;Password={rnd(ALNUM + '!#%', 16)};",
        f"PCLaw database login (for the accountant): sa / {pw()}",
        f"ODBC for the billing reports: Driver={{SQL Server}};Server=billing.hartleyvoss.internal;Uid=reports;Pwd={rnd(ALNUM, 14)};",
        f"mssql://tmadmin:{rnd(ALNUM, 16)}@tm-sql.hartleyvoss.internal:1433/TimeMatters",
    )
    r.add(
        "scan_to_email_password",
        f"App password for the copier scan-to-email (Gmail): {app_password()}",
        f"scan to email app pw {app_password()}",
        f"Microsoft app password for the old Outlook on the conference PC: {rnd(LOWER, 16)}",
        f"SMTP settings for the Konica:\nserver mail.{FIRM} port 587\nuser scans@{FIRM}\npassword {hpw()}",
    )
    r.add(
        "computer_login",
        f"Reception PC windows login: HVLAW\\reception  {hpw()}",
        f"Local admin on the office computers (Kevin): .\\hvadmin / {pw()}",
        f"Mr. Voss's laptop PIN is {pin(6)} and his windows password is {hpw()}",
        f"Server closet PC login - administrator, {rnd(ALNUM + '!$', 15)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "court_case_number",
        f"Franklin County Common Pleas case no. {yy()}CV{digits(6)} - hearing moved to the 14th",
        f"Federal case: 2:{yy()}-cv-{digits(5)}-{initials()}-{initials()} (S.D. Ohio, Eastern Division)",
        f"Domestic relations case {yy()}DR{digits(6)}, Judge wants the financial affidavit by Friday",
        f"Muni court eviction case 20{yy()} CVG {digits(6)}",
        f"Probate case no. {digits(6, True)} (Estate of {person()})",
        f"Bankruptcy: Case No. {yy()}-{digits(5, True)}, Chapter 7, meeting of creditors {date()}",
    )
    r.add(
        "docket_number",
        f"10th District appeal no. {yy()}AP-{digits(3, True)}, docket says brief due {date()}",
        f"Ohio Supreme Court case no. 20{yy()}-{digits(4, True)}",
        f"Sixth Circuit docket No. {yy()}-{digits(4, True)}",
        f"docket entry #{secrets.randbelow(90) + 10} in 2:{yy()}-cv-{digits(5)} is the motion to compel",
        f"PACER docket report for {yy()}CV{digits(6)} - entries {secrets.randbelow(40) + 10} through {secrets.randbelow(40) + 50} need to go into Clio",
    )
    r.add(
        "bar_registration_number",
        f"Atty Voss Ohio attorney registration no. 00{digits(5, True)}",
        f"Harper reg # 0{digits(6, True)} - needed for the e-filing signature block",
        f"S.D. Ohio bar admission for Harper uses her Ohio number, 0{digits(6, True)}",
        f"CLE transcript for reg. no 0{digits(6, True)}: 24 hours due by Dec 31",
        f"Kentucky bar number for Mr. Voss (pro hac vice): {digits(5, True)}",
    )
    r.add(
        "client_matter_number",
        f"Client/matter {digits(5, True)}-{digits(3)} ({surname()} v. {surname()})",
        f"New matter opened: {surname().upper()}.{digits(4)} - estate planning",
        f"bill time to matter {digits(4, True)}.{digits(3)} please, not the general file",
        f"Matter # {yy()}-{digits(4)} for the {surname()} custody case",
        f"Conflict check cleared for matter {digits(5, True)}-{digits(3)}",
        f"Matter no. | Client\n{digits(5, True)}-001 | {person()}\n{digits(5, True)}-002 | {person()}",
    )
    r.add(
        "invoice_number",
        f"Invoice #{digits(5, True)} to {person()} for {money()}, net 30",
        f"Court reporter invoice INV-{yy()}{digits(5)} - pay from operating",
        f"Clio invoice {digits(6, True)} went out {date()}",
        f"Staples invoice {digits(10, True)} - disputed the toner charge",
        f"Expert witness invoice no. {rnd(UPPER, 2)}-{digits(4)} ({money()})",
    )
    r.add(
        "check_number",
        f"Check #{digits(4, True)} to the Clerk of Courts for {money()} filing fee",
        f"Trust account check #{digits(4, True)} cleared {date()}",
        f"voided check {digits(4, True)} - wrong payee",
        f"Checks {digits(4, True)} through {digits(4, True)} are in the top drawer, unsigned",
        f"Settlement check no. {digits(6, True)} from the insurance co., deposited into IOLTA",
    )
    r.add(
        "bank_routing_number",
        f"Our IOLTA routing number (it's printed on the bank's website): {routing()}",
        f"Wire instructions ask for ABA {routing()} - the account number goes in separately",
        f"Routing # {routing()} for the direct deposit form",
        f"ACH routing number for the operating bank is {routing()}; Mr. Voss has the account number",
    )
    r.add(
        "masked_account_number",
        f"Operating acct ****{digits(4)}",
        f"Statement for account x{digits(4)} is missing March",
        f"IOLTA account ending in {digits(4)} - balance looks right",
        f"card XXXX-XXXX-XXXX-{digits(4)} was declined at the clerk's window",
        f"Amex ending {digits(5)} has the PACER charges",
    )
    r.add(
        "fedex_tracking_number",
        f"FedEx tracking {groups(digits(12, True), 4)} - signed copies to opposing counsel",
        f"fedex # {digits(12, True)} for the {surname()} original will",
        f"FedEx Ground {digits(15, True)}, should arrive Thursday",
        f"Tracking: {digits(12, True)} (FedEx Priority Overnight, courier picked up 4:45)",
        f"Sent the discovery responses FedEx, tracking no. {groups(digits(12, True), 4)}",
    )
    r.add(
        "ups_usps_tracking_number",
        f"UPS tracking 1Z{rnd(UPPER + '0123456789', 6)}{digits(10)}",
        f"Certified mail article # {groups('9589' + digits(18), 4)} - service on the defendant",
        f"USPS certified green card for {groups('9407' + digits(18), 4)} came back signed",
        f"Return receipt no. 7022 {digits(4)} {digits(4)} {digits(4)} {digits(4)}",
    )
    r.add(
        "conference_room_extension",
        f"Conference room A ext. {digits(3, True)}, B ext. {digits(3, True)}",
        f"dial 9 for an outside line, conference bridge is ext {digits(4, True)}",
        f"Big conf room phone = x{digits(3, True)}",
        f"Extensions: Voss {digits(3, True)}, Harper {digits(3, True)}, reception 100, conf rm {digits(3, True)}",
    )
    r.add(
        "zoom_meeting_id",
        f"Zoom ID {zoom_id()} for the Tuesday staff meeting - no passcode, waiting room is on",
        f"Meeting ID: {zoom_id()} (passcode will be emailed separately by opposing counsel's office)",
        f"mediation zoom id {zoom_id().replace(' ', '')}",
        f"Judge's remote hearing: Zoom meeting {zoom_id()}, join 10 min early",
        f"Zoom webinar ID {zoom_id()} for the CLE on Thursday",
    )
    r.add(
        "password_policy",
        "From Kevin (IT): passwords must be at least 14 characters, include a number and a symbol, and can't reuse your last 12. They expire every 90 days.",
        "New password rules: no names, no birthdays, no 'Password1'. Use a passphrase of 3-4 random words.",
        "Password policy for the office:\n- minimum length 12\n- lockout after 5 bad tries\n- MFA required on email and Clio\n- never write passwords on sticky notes",
        "IT says the bank password and the Clio password can't be the same, and we can't share logins anymore",
        "Reminder from IT: PINs for the copier are 4 to 8 digits and can't be 1234 or 0000",
    )
    r.add(
        "password_rotation_reminder",
        "Remind everyone Clio passwords expire on the 1st",
        f"Change the online banking password - due {date()}",
        "change guest wifi password on the 1st, post the new one at the front desk",
        "Alarm company says we should change the cleaning crew code when the crew changes",
    )
    r.add(
        "secret_location_reference",
        "Bank token PIN is in the safe in the envelope marked 'Tokens'",
        "Wi-Fi password is on the card taped under the router",
        "Alarm code is in 1Password under 'Office - ADT'",
        "Ask Mr. Voss for the copier admin PIN, I don't have it",
        "Dropbox login: use the 'Shared Dropbox' item in 1Password, Office vault",
        "postage meter PIN - see the binder in the mail room, tab 3",
    )
    r.add(
        "it_secret_reference",
        "Kevin's website deploy uses ${{ secrets.STRIPE_SECRET_KEY }} - nothing for me to do",
        "SENDGRID_API_KEY is set in the hosting panel, not in the code (per the web guy)",
        "1Password reference for the scan-to-email password: op://Office/Konica SMTP/password",
        "Kevin keeps the firewall admin login in vault path secret/office/sonicwall-admin",
    )
    r.add(
        "masked_password_display",
        "Clio shows my password as •••••••• when I save it, that's normal",
        f"Bank app shows my user ID as dk****{digits(1)} now",
        "PACER says 'password last changed 87 days ago'",
        "the Wi-Fi sticker just says Password: ******** because Kevin covered it",
    )
    r.add(
        "stripe_publishable_key",
        f"Web guy says the publishable key is fine to put on the payment page: pk_live_51{rnd(ALNUM, 96)}",
        f"Stripe publishable key pk_live_{rnd(ALNUM, 24)} (the public one, goes in the website settings)",
        f"payment form settings: publishable key = pk_live_51{rnd(ALNUM, 96)}",
    )
    r.add(
        "document_link_uuid",
        f"Clio document link: https://app.clio.example/documents/{uid()}",
        f"client portal shared folder https://portal.{FIRM}/share/{uid()}",
        f"Dropbox file request for the {surname()} bank statements: https://dropbox.acme.test/request/{rnd(ALNUM, 20)}",
        f"The intake form link is https://forms.{FIRM}/f/{uid()} - ok to send to new clients",
    )
    r.add(
        "docusign_envelope_id",
        f"DocuSign envelope ID {uid().upper()} - engagement letter signed",
        f"Envelope {uid().upper()} still waiting on Mr. {surname()}'s signature",
        f"docusign ref {uid().upper()} (settlement agreement)",
        f"Completed: envelope {uid().upper()}, certificate of completion saved to the matter file",
    )
    r.add(
        "efiling_confirmation_number",
        f"Filing envelope #{digits(7, True)} accepted {date()}",
        f"E-file confirmation no. {yy()}{digits(8)} - motion for extension",
        f"Clerk rejected envelope {digits(7, True)}: missing certificate of service",
        f"NEF receipt for doc {secrets.randbelow(90) + 10} in 2:{yy()}-cv-{digits(5)}",
        f"Transaction ID {rnd(UPPER + '0123456789', 12)} for the filing fee",
    )
    r.add(
        "pacer_receipt",
        f"PACER Service Center Transaction Receipt {date()}\nClient Code: {digits(5, True)}-{digits(3)}\nDescription: Docket Report\nBillable Pages: {secrets.randbelow(30) + 1}  Cost: $3.00",
        f"PACER quarterly bill {money()} - account #{digits(7, True)}",
        f"PACER search for 2:{yy()}-cv-{digits(5)}, cost 0.30",
    )
    r.add(
        "document_hash",
        f"Clerk's e-file confirmation shows SHA-256 {hexs(64)} for the exhibit PDF",
        f"Document fingerprint (MD5) {hexs(32)} per the e-discovery vendor",
        f"hash value for the production set: {hexs(64)}",
    )
    r.add(
        "firm_ein",
        f"Firm EIN for W-9s: {digits(2, True)}-{digits(7)}",
        f"Send the W-9 with our tax ID {digits(2, True)}-{digits(7)} to the new client",
        f"Ohio withholding account # {digits(8, True)} (on the quarterly form)",
    )
    r.add(
        "equipment_serial_number",
        f"Canon copier serial {rnd(UPPER, 3)}{digits(5)} - service contract #{digits(8, True)}",
        f"copier meter reading: {secrets.randbelow(90000) + 10000:,} black, {secrets.randbelow(20000) + 1000:,} color",
        f"Dell service tag {rnd(UPPER + '0123456789', 7)} for the reception PC",
        f"Pitney Bowes meter serial 0H{digits(6)}, account #{digits(8, True)} - for the service call",
        f"Printer MAC {mac(upper=True)} is reserved at 192.168.1.40",
    )
    r.add(
        "postage_meter_info",
        f"Postage balance {money()}; refilled $300 on {date()}",
        "Pitney Bowes support said the meter PIN can be turned off in Settings > Security, I left it on",
        f"PB account number {digits(10, True)} and meter model SendPro C-Lite, in case they ask on the phone",
        f"rate change on the postage meter this month, first class is now {secrets.randbelow(30) + 60} cents",
    )
    r.add(
        "alarm_settings",
        f"ADT account number {digits(9, True)}, monitoring center (800) 555-01{digits(2)}",
        "Entry delay is 30 seconds, exit delay 60",
        "Zone 3 is the back door sensor, zone 5 the file room motion detector",
        "alarm user slots 1-12, I used slot 4 for the cleaning crew code",
    )
    r.add(
        "wifi_network_info",
        "SSIDs: HVLaw-Staff (5GHz) and HVLaw-Guest - guest is isolated from the printers",
        f"Access point in the conference room, MAC {mac()}",
        "Wi-Fi is WPA2, 2.4 and 5 GHz, the router is the black Netgear in the closet",
        "Guest wifi password changes monthly - ask the front desk, don't email it to clients",
    )
    r.add(
        "helpdesk_ticket_number",
        f"Kevin's ticket #{digits(6, True)} for the scanner",
        f"Clio support case {digits(8, True)} - calendar sync issue",
        f"Microsoft support request {digits(16, True)}",
        f"Spectrum outage ticket {rnd(UPPER, 3)}{digits(8)}",
    )
    r.add(
        "order_number",
        f"Amazon order {digits(3, True)}-{digits(7)}-{digits(7)} - toner and file folders",
        f"Staples order #{digits(10, True)} arriving Tuesday",
        f"Dell order no. {digits(10, True)} for the new paralegal's laptop",
        f"Office Depot order {digits(9, True)}-001",
    )
    r.add(
        "bates_range",
        f"Production HV{digits(6)} - HV{digits(6)} went out {date()}",
        f"Opposing counsel's docs are {surname().upper()}{digits(6)} through {surname().upper()}{digits(6)}",
        f"Exhibit 12 = bates DEF{digits(7)}",
    )
    r.add(
        "two_factor_talk",
        "The bank texts a 6-digit code each time I log in; it expires in 10 minutes",
        "Clio asks for the authenticator code every 30 days on the front desk PC",
        "two-factor setup: scan the QR code with Microsoft Authenticator, then type the code it shows",
        "If Mr. Voss loses his phone, Kevin can reset his MFA from the admin center",
    )
    r.add(
        "payment_transaction_id",
        f"Retainer payment ch_{rnd(ALNUM, 24)} for {money()}",
        f"Stripe payout po_{rnd(ALNUM, 24)} hit the operating account {date()}",
        f"refund re_{rnd(ALNUM, 24)} to Mr. {surname()}",
        f"LawPay transaction {digits(10, True)} - $2,500 retainer",
    )
    r.add(
        "public_key_from_it",
        f"Kevin's public SSH key for the server, he said it's fine to paste anywhere: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kevin@hv-it",
        f"Certificate thumbprint for the e-filing signing cert: {hexs(40).upper()}",
        f"Web guy's key fingerprint SHA256:{rnd(ALNUM + '+/', 43)}",
    )
    r.add(
        "utility_account_number",
        f"Spectrum account # 8{digits(15)}",
        f"AEP Ohio account number {digits(3, True)}-{digits(3)}-{digits(3)}-{digits(1)}-{digits(1)}",
        f"Columbia Gas acct {digits(8, True)}, bill due the 22nd",
        f"Water/sewer (City of Columbus) account {digits(7, True)}-{digits(6)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout212.py", [
        ("heldout212_credentials.yaml", credentials(), "Batch 212: credentials a Columbus law firm office manager asks to keep (logins, PINs, codes, keys)"),
        ("heldout212_lookalikes.yaml", lookalikes(), "Batch 212: a law firm office manager's notes that look secret but hold none (case, docket, tracking numbers, policies)"),
    ])


if __name__ == "__main__":
    main()
