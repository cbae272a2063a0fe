# ruff: noqa: E501
"""Writes heldout182_credentials.yaml and heldout182_lookalikes.yaml: held-out batch 182.

Persona: the practice manager of a small-animal veterinary clinic in Cork, Ireland, who keeps
the logins for the cloud practice-management software, the lab results portal, the drug
wholesaler's ordering account, the card terminals, the clinic's Wi-Fi and CCTV, the team's
shared Microsoft 365 mailbox, the pet insurance claims portal and the microchip databases.
She writes in Irish English, in shorthand, between appointments. Her look-alikes are
microchip numbers, lab accession numbers, invoice and order ids, terminal ids, Wi-Fi network
names, MAC addresses, masked card numbers and insurance policy numbers.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    bitlocker_key,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    phrase,
    pick,
    png,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "shandon", "bells", "lee", "mizen", "fastnet", "tayto", "hurley", "sliotar",
    "barmbrack", "drisheen", "puffin", "heron", "otter", "gorse", "currach", "lough",
    "harbour", "spire", "kinsale", "blarney", "crosshaven", "murphys", "beamish", "collie",
    "terrier", "tabby", "lurcher", "spaniel", "kennel", "biscuit",
]
PETS = ["Biscuit", "Murphy", "Tayto", "Rebel", "Lola", "Bonzo", "Banjo", "Rosie", "Scout", "Mossy"]
STAFF = ["Aoife", "Ciara", "Niamh", "Siobhan", "Orla", "Sinead", "Eoin", "Donal", "Padraig", "Ronan"]
WOMEN = ["Aoife", "Ciara", "Niamh", "Siobhan", "Orla", "Sinead"]
EIRCODE_CHARS = "ACDEFHKNPRTVWXY0123456789"


def chosen() -> str:
    """A password a person at the front desk would pick, or one a manager generated."""
    return pick(
        f"{pick(*PETS)}{digits(2)}{pick('!', '#', '$', '?')}{pick('Cork', 'Lee', 'Vet', 'Paws')}",
        f"{pick('Paws', 'Whiskers', 'Kennel', 'Stetho', 'Rebel')}_{digits(4)}{rnd(UPPER, 2)}",
        pw(),
        pw(),
    )


def passphrase() -> str:
    sep = pick("-", ".", " ")
    return phrase(WORDS, pick(3, 4), sep) + sep + digits(2)


def staff() -> str:
    return pick(*STAFF)


def pin(n: int = 4) -> str:
    return f"{secrets.randbelow(10**n):0{n}d}"


def microchip() -> str:
    """A 15-digit ISO 11784 microchip number: Irish country code or a maker's code."""
    return pick("372", "981", "985", "900", "941") + digits(12)


def eircode() -> str:
    return f"{pick('T12', 'T23', 'T34', 'T45', 'T56', 'P31', 'P43')} {rnd(EIRCODE_CHARS, 4)}"


def vat_number() -> str:
    return f"IE{digits(7)}{pick(*UPPER[:23])}{pick('', 'H', 'W')}"


def masked_card() -> str:
    return pick(
        f"**** **** **** {digits(4)}",
        f"XXXX-XXXX-XXXX-{digits(4)}",
        f"{pick('4', '5')}{digits(5)}******{digits(4)}",
        f"ending {digits(4)}",
    )


def luhn_card() -> str:
    return luhn(pick("4", "51", "52", "53"))


def m365_secret() -> str:
    return rnd(ALNUM, 3) + pick("7", "8") + "Q~" + rnd(URLSAFE + ".~", 34)


def stripe_secret() -> str:
    return pick("sk_live_51", "rk_live_51") + rnd(ALNUM, 97)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "pms_login",
        f"PMS login (cloud one) - user: reception.mahon / pw: {chosen()}  https://app.vetpms.example/login",
        f"new vetcloud pw after the forced reset this morning: {chosen()}  (user manager@acmevets.example)",
        f"Provet admin acct\nuser: admin@acmevets.example\npass: {chosen()}\n2FA is on {staff()}'s phone",
        f"pms locum login for Dr Ryan next wk -> locum2 / {chosen()} ... DISABLE after Fri!!",
        f"Pasfhocal nua don PMS (reception): {chosen()}",
        f"practice mgmt sw, Ballincollig branch login: bcollig.front  pwd {chosen()}",
    )
    r.add(
        "pms_api_key",
        f"PMS API key for the SMS reminders integration: pms_live_{rnd(ALNUM, 40)}",
        f"vetpms integrations page -> key for the online booking widget\nclient_id: booking-widget\nclient_secret: {rnd(ALNUM, 48)}",
        f"api token pms (Eoin set it up for the lab import) = {rnd(URLSAFE, 44)}",
        f"X-Api-Key: {hexs(32)}   <- pms export to the accountant, don't lose",
    )
    r.add(
        "lab_portal_password",
        f"Lab results portal: acct {digits(5, True)}, user corkclinic, pw {chosen()}",
        f"labportal.vetlab.example\nlogin: results@acmevets.example\npassword: {chosen()}",
        f"lab portal pw changed AGAIN (90 day thing) - now {chosen()}",
        f"In-house analyser -> lab link login: analyser01 / {chosen()}",
        f"Outside lab (histo) - Niamh's login {pick('niamh.v', 'nvet')}, pass {chosen()} - she said use it for the biopsy results if she's off",
    )
    r.add(
        "wholesaler_ordering_password",
        f"Wholesaler online ordering - acct no {digits(6, True)}, login orders@acmevets.example, pw {chosen()}",
        f"drug order site: https://shop.vetwholesale.example  user MAHON{digits(4)}  pass {chosen()}",
        f"Wholesaler - ordering PIN for phone orders: {pin(5)}  (they ask for it before taking the order)",
        f"wholesaler acct login for Friday order: user = acmevets / pw = {chosen()}",
        f"Covet. ordering app on the tablet: {chosen()}",
    )
    r.add(
        "card_terminal_supervisor_pin",
        f"Card terminal refund / manager PIN: {pin(4)}",
        f"terminal 2 (consult room) supervisor code {pin(6)} - needed for refunds + end of day",
        f"Reception card machine - admin menu pw {pin(4)}, do NOT give to locums",
        f"Terminal PINs:\n  front desk  -> {pin(4)}\n  consult 1   -> {pin(4)}\n  mobile unit -> {pin(4)}",
        f"An PIN don terminal (aisíocaíocht / refunds): {pin(4)} - ná tabhair do dhuine ar bith",
    )
    r.add(
        "merchant_portal_login",
        f"Merchant portal (card payments) login: merchant@acmevets.example / {chosen()}",
        f"payments portal https://merchant.payco.example - user acme_vets_cork pw {chosen()} (for chargebacks)",
        f"card acquirer online acct\nusername: {rnd(LOWER, 6)}{digits(3)}\npassword: {chosen()}\nsecurity answer: {pick(*WORDS)}",
        f"terminal provider helpdesk verbal password: '{pick(*WORDS)}{digits(2)}'",
    )
    r.add(
        "clinic_wifi_password",
        f"Staff wifi: ACME-VETS-STAFF  key {rnd(ALNUM, 14)}",
        f"wifi pw for the consult rooms (NOT guest): {passphrase()}",
        f"Clinic WiFi\nSSID: VetClinic_Office\nWPA2: {chosen()}",
        f"new wifi key after the router swap -> {rnd(ALNUM + '!#', 16)}  (tell Ciara, the laptop in theatre needs it)",
        f"wlan kennels AP: {passphrase()}",
    )
    r.add(
        "cctv_nvr_password",
        f"CCTV NVR admin pw: {chosen()}  (box under the reception desk, 192.168.1.64)",
        f"Hik-Connect app: login cctv@acmevets.example pw {chosen()}, device verification code {rnd(UPPER, 6)}",
        f"cctv recorder - user admin, password {chosen()}. Gardai might need footage from Sat night",
        f"camera web login (car park cam) admin / {rnd(ALNUM, 12)}",
    )
    r.add(
        "m365_shared_mailbox_password",
        f"reception@ shared mailbox pw: {chosen()}",
        f"M365 shared mailbox (accounts@acmevets.example) - password {chosen()} - only me + {staff()}",
        f"O365 login for the team inbox, new one: {chosen()}",
        f"outlook on the reception pc:\n  account: team@acmevets.example\n  pass: {chosen()}",
        f"Microsoft 365 admin - admin@acmevets.onmicrosoft.example / {chosen()}",
    )
    r.add(
        "m365_app_password",
        f"app password for the scanner/copier to send to reception@: {rnd(LOWER, 16)}",
        f"M365 app pw (old phone mail app, no MFA support): {rnd(LOWER, 16)}",
        f"app password - Outlook on the old kennel tablet = {groups(rnd(LOWER, 16), 4)}",
        f"SMTP for the PMS email reminders\nsmtp.office365.example:587\nuser reminders@acmevets.example\napp pw {rnd(LOWER, 16)}",
    )
    r.add(
        "m365_client_secret",
        f"Azure app reg 'PMS mail send' client secret value: {m365_secret()}  (expires in 24 months)",
        f"entra app for the booking site - secret {m365_secret()}",
        f"Graph API secret the IT lad made for the mailbox archive: {m365_secret()}",
        f"AZURE_CLIENT_SECRET={m365_secret()}\nAZURE_TENANT=acmevets.onmicrosoft.example",
    )
    r.add(
        "pet_insurance_portal_password",
        f"Insurance claims portal (vet side) login: claims@acmevets.example pw {chosen()}",
        f"pet insurance direct-claim site - practice code CRK{digits(4)}, password {chosen()}",
        f"PetCover vet portal: user acmevets_mahon  pass {chosen()}",
        f"claims portal locked us out, new temp pw {rnd(ALNUM, 10)} - change on first login",
        f"insurer #2 (the one for the horses) - portal pw {chosen()}",
    )
    r.add(
        "microchip_database_login",
        f"Microchip database login (implanter acct): user IMP{digits(5)}, pw {chosen()}",
        f"chip registry - practice login acmevets / {chosen()} - for registering the pups",
        f"Animal ID database pw {chosen()} (user = our vet reg email)",
        f"microchip db #2 (the other one) user: {rnd(LOWER, 5)}{digits(3)} pass: {chosen()}",
    )
    r.add(
        "alarm_code",
        f"Alarm code {pin(4)} - set on way out, 30 sec",
        f"Intruder alarm: code {pin(4)}, monitoring co. password (they ask when they ring) is '{pick(*WORDS)} {pick(*WORDS)}'",
        f"new alarm code since the locum left: {pin(4)} (old one deleted)",
        f"alarm - engineer code {pin(6)}, user code {pin(4)}",
    )
    r.add(
        "controlled_drugs_safe_code",
        f"CD safe combo: {pin(2)}-{pin(2)}-{pin(2)}",
        f"controlled drugs cabinet keypad {pin(6)}",
        f"Safe (ketamine etc) - code {pin(4)}#  changed after the audit",
        f"CD cupboard code for the weekend vet: {pin(5)}",
    )
    r.add(
        "door_keypad_code",
        f"back door keypad {pin(4)}*",
        f"Staff entrance code: {pin(4)}, kennel block {pin(4)}",
        f"door code changed -> {pin(5)} (was leaked to the cleaner's cousin apparently)",
        f"key safe at the side gate (for the out of hours vet) code {pin(4)}",
    )
    r.add(
        "router_admin_password",
        f"Router admin (192.168.1.254) admin / {rnd(ALNUM, 12)}",
        f"broadband router login - password on the sticker was changed to {chosen()}",
        f"firewall web UI https://fw.clinic.internal user admin pw {chosen()}",
        f"ISP router (eir box) admin pw: {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "sms_gateway_credentials",
        f"Twilio for the reminder texts\nAccount SID: AC{hexs(32)}\nAuth token: {hexs(32)}",
        f"sms gateway api key: {rnd(ALNUM, 32)} (user acmevets)",
        f"TWILIO_AUTH_TOKEN={hexs(32)}",
        f"text reminder provider login sms@acmevets.example / {chosen()}",
    )
    r.add(
        "sendgrid_api_key",
        f"SendGrid key for the vaccine reminder emails: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"email newsletter api key (sendgrid, full access - should restrict) {sendgrid_key()}",
        f"sendgird key (typo in the email from the web guy, this is the new one) {sendgrid_key()}",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe live secret key for the online booking deposits: {stripe_secret()}",
        f"stripe key the web guy needs: {stripe_secret()}",
        f"STRIPE_SECRET_KEY={stripe_secret()}",
        f"booking site config.php:\n  'stripe_pk' => getenv('STRIPE_PK'),\n  'stripe_sk' => '{stripe_secret()}',",
    )
    r.add(
        "accounts_software_password",
        f"Xero login: accounts@acmevets.example / {chosen()}",
        f"Sage (old accounts, read only now) - manager pw {chosen()}",
        f"accounts pkg pw for the accountant (Mary, Douglas office): {chosen()}",
        f"bookkeeping software - my login pw {chosen()} + MFA on phone",
    )
    r.add(
        "revenue_ros_password",
        f"ROS cert password: {chosen()}",
        f"Revenue Online Service - digital cert pw {chosen()}, cert file on the office pc desktop",
        f"ROS login (for P30s / VAT3): cert pw = {chosen()}",
        f"revenue - myAccount (my own, for the tax credits) pw {chosen()}",
    )
    r.add(
        "online_banking_pac",
        f"AIB iBB - reg no {digits(8)}, PAC {pin(5)}",
        f"bank online - registration {digits(8)}  PAC {pin(5)}  (business acct)",
        f"Business banking PIN for payments approvals: {pin(6)}",
        f"BOI business on line: user ID {digits(6)}, password {chosen()}",
    )
    r.add(
        "payroll_login",
        f"BrightPay connect: payroll@acmevets.example  pw {chosen()}",
        f"payroll sw backup password (file encryption): {passphrase()}",
        f"payroll login - {chosen()} (Thurs run!)",
        f"Payroll: user payroll.acmevets pw {chosen()}, employer PIN for the payslips portal {pin(6)}",
    )
    r.add(
        "website_admin_password",
        f"website wp-admin: user acmevets_admin pw {chosen()}",
        f"Wordpress login https://www.acmevets.example/wp-admin  -> editor / {chosen()}",
        f"website hosting cPanel: acmevets / {rnd(ALNUM + '!@#', 14)}",
        f"Facebook page admin acct (clinic one not mine): social@acmevets.example pw {chosen()}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key reception PC:\n{bitlocker_key()}",
        f"Bitlocker key - consult 2 laptop (it asked for it after the update) {bitlocker_key()}",
        f"laptop recovery key (theatre laptop, ID {hexs(8).upper()}): {bitlocker_key()}",
        f"recovery key for {staff()}'s laptop -\n{bitlocker_key()}",
    )
    r.add(
        "voip_sip_password",
        f"Phones - SIP ext 201 (reception) pw {rnd(ALNUM, 16)}",
        f"voip: sip.phoneco.example, user {digits(7)}, secret {rnd(ALNUM, 12)}",
        f"phone system admin portal admin / {chosen()}\nvoicemail pin reception {pin(4)}",
        f"Out of hours divert - voicemail PIN {pin(4)}",
    )
    r.add(
        "nas_backup_passphrase",
        f"NAS backup encryption passphrase: {passphrase()}",
        f"Synology admin pw {chosen()}  (nas.clinic.internal)",
        f"offsite backup - encryption key (if lost backups are gone!!): {rnd(ALNUM, 32)}",
        f"backup cloud acct: backups@acmevets.example / {chosen()}",
    )
    r.add(
        "xray_pacs_login",
        f"X-ray / PACS viewer login: xray / {chosen()}",
        f"DR x-ray workstation windows pw {chosen()}",
        f"ultrasound -> PACS: pacs.clinic.internal  AE title ACMEUS  pw {rnd(ALNUM, 10)}",
        f"radiology referral portal: user referrals@acmevets.example pw {chosen()}",
    )
    r.add(
        "password_manager_secret_key",
        f"1Password emergency kit - Secret Key {onepassword_secret_key()}\nmaster pw: {passphrase()}",
        f"pw manager master password: {passphrase()}",
        f"1Password secret key (practice account) {onepassword_secret_key()}",
        f"Bitwarden master pw (clinic org): {passphrase()}",
    )
    r.add(
        "database_connection_string",
        f"old PMS server (pre-cloud) connection string for the export: Server=pms-old.clinic.internal;Database=VetData;User Id=sa;Password={rnd(ALNUM + '!#', 14)};",
        f"data migration - postgres://migrate:{rnd(ALNUM, 18)}@db.vetpms.test:5432/clinic_1042",
        f"mysql -h reports.clinic.internal -u reports -p'{rnd(ALNUM, 12)}' vetstats",
        f'appsettings.json for the stock app:\n"ConnectionStrings": {{ "Stock": "Host=stock.clinic.internal;Username=stock;Password={rnd(ALNUM, 16)};Database=stock" }}',
    )
    r.add(
        "wireguard_private_key",
        f"home VPN to the clinic (for the PMS on-prem bits)\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.3/32\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acmevets.example:51820",
        f"wireguard key for my laptop: PrivateKey = {wg_key()}",
        f"wg private key (Ronan's laptop) {wg_key()}",
    )
    r.add(
        "mfa_recovery_codes",
        f"M365 admin backup codes:\n{recovery_codes(5, 'digits')}",
        f"recovery codes - PMS admin 2FA\n{recovery_codes(6, 'plain')}",
        f"Xero 2FA backup code: {rnd(UPPER + DIGITS, 10)}",
        f"GitHub (website repo) recovery codes\n{recovery_codes(4, 'github')}",
    )
    r.add(
        "openai_api_key",
        f"OpenAI key for the website chat thing: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"api key for the AI discharge-notes trial -> {openai_project_key()}",
    )
    r.add(
        "locum_handover_logins",
        f"LOCUM SHEET (weekend)\n| system     | user       | pw |\n| PMS        | locum1     | {chosen()} |\n| lab portal | corkclinic | {chosen()} |\n| CD safe    | -          | {pin(4)} |",
        f"for the locum Sat: pms locum1/{chosen()}, alarm {pin(4)}, wifi {rnd(ALNUM, 12)}",
        f"handover to {staff()} while I'm on leave:\n- M365 reception@ : {chosen()}\n- wholesaler : {chosen()}\n- insurance portal : {chosen()}",
    )
    r.add(
        "company_card_details",
        f"Clinic card for online orders: {groups(luhn_card(), 4)} exp {card_expiry()} cvv {pin(3)}",
        f"debit card (business) {groups(luhn_card(), 4)}  {card_expiry()}  CVC {pin(3)}",
        f"card for the wholesaler's card-on-file: {luhn_card()} / {card_expiry()} / {pin(3)}",
        f"Revolut business card (for Amazon / online bits) {groups(luhn_card(), 4, '-')} exp {card_expiry()} sec code {pin(3)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "microchip_number",
        f"Bella (lab, 4yo) chip {microchip()} - owner moved, update registry",
        f"scanned stray collie at door, chip no. {microchip()} - rang the database, owner in Glanmire",
        f"microchip {microchip()} not registered - remind owner",
        f"chips implanted today:\n{microchip()}\n{microchip()}\n{microchip()}",
        f"Transfer of keeper form for chip {microchip()}",
    )
    r.add(
        "lab_accession_number",
        f"Lab accession {pick('CRK', 'LB')}{digits(8)} - bloods for Murphy (Jack Russell), results due Thurs",
        f"histo result in: acc# {digits(2)}-{digits(6)}",
        f"ring lab re sample {rnd(UPPER, 2)}{digits(7)}, haemolysed, needs redo",
        f"accession nos for the senior screen batch: {digits(9)}, {digits(9)}, {digits(9)}",
        f"Lab req form no. {digits(7)} - FeLV/FIV snap sent out to confirm",
    )
    r.add(
        "invoice_number",
        f"Invoice INV-{digits(6)} paid by card, receipt emailed",
        f"wholesaler invoice {digits(8)} - credit note needed for damaged box",
        f"inv no. {rnd(UPPER, 3)}/{digits(5)} query from accountant",
        f"invoices to chase: {digits(6)}, {digits(6)}, {digits(6)} (all >60 days)",
    )
    r.add(
        "wholesaler_order_id",
        f"Order {pick('SO', 'ORD')}-{digits(8)} placed 11:40, next day delivery",
        f"wholesaler order ref {rnd(UPPER + DIGITS, 10)} - backordered the Bravecto",
        f"order id {digits(9)} missing 2 x vaccine boxes, rang them",
        f"Fri order: {digits(7)} confirmed",
    )
    r.add(
        "card_terminal_id",
        f"Card terminal TID {digits(8)} (front desk)",
        f"terminal id for consult 1 is {digits(8)}, S/N {rnd(UPPER + DIGITS, 12)}",
        f"Terminal 3 (mobile) TID {digits(8)} - battery going, log call with provider",
        f"TIDs: front {digits(8)} | consult {digits(8)} | mobile {digits(8)}",
    )
    r.add(
        "merchant_id",
        f"Merchant ID (MID) {digits(15)} - quote when ringing the card co",
        f"MID {digits(10)} - statement for Oct attached to accounts folder",
        f"card acquirer merchant number {digits(12)}, branch Mahon",
        f"Store ID {digits(6)} / MID {digits(15)} on the new terminal contract",
    )
    r.add(
        "wifi_network_name",
        "Wifi networks: ACME-VETS-STAFF (staff), ACME-VETS-GUEST (waiting room), KENNELS-AP (cameras only)",
        f"new SSID after router swap: VetClinic_{rnd(UPPER + DIGITS, 4)}",
        "guest wifi name is 'Acme Vets Guest' - key is on the card at reception, don't write it here",
        f"theatre laptop keeps joining eir{digits(5)}-5G (next door's) - forget that network",
    )
    r.add(
        "mac_address",
        f"reception PC MAC {mac(':', True)} - reserve IP .20 on router",
        f"printer in the pharmacy {mac('-', True)}",
        f"Card terminal 2 wifi MAC: {mac()}",
        f"block this MAC on guest wifi - {mac()} (someone streaming all day)",
    )
    r.add(
        "masked_card_number",
        f"Refund to client's card {masked_card()} - €{secrets.randbelow(300) + 20}.00",
        f"payment declined on card {masked_card()}, asked owner to ring bank",
        f"direct debit for the insurance plan set up on {masked_card()}",
        f"chargeback query: txn on {masked_card()} on {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}",
    )
    r.add(
        "insurance_policy_number",
        f"Policy no. {pick('PP', 'PC', 'AX')}{digits(8)} - Luna (cat), claim form signed",
        f"insurance policy {rnd(UPPER, 3)}-{digits(7)} covers dental? check",
        f"owner's pet insurance policy number {digits(10)}, excess €{pick(75, 100, 150)}",
        f"Policy ref {rnd(UPPER + DIGITS, 9)} lapsed last month per insurer",
    )
    r.add(
        "insurance_claim_reference",
        f"Claim ref CLM{digits(7)} submitted via portal, waiting on history request",
        f"claim {digits(8)} paid direct to practice €{secrets.randbelow(900) + 100}",
        f"insurer asked for 12 mo history for claim {rnd(UPPER, 2)}{digits(6)}",
        f"claim ref {uid()[:8].upper()} rejected - pre-existing, owner upset",
        f"pre-auth number {digits(9)} for Oscar's TPLO",
    )
    r.add(
        "courier_tracking_number",
        f"Samples to lab - courier tracking {pick('CE', 'RR', 'LX')}{digits(9)}IE",
        f"DPD parcel {digits(14)} - vaccines, keep cold, arriving tmrw",
        f"tracking {digits(12)} for the returned endoscope",
        f"return label ref {rnd(UPPER + DIGITS, 12)} (wrong flea product)",
    )
    r.add(
        "eircode",
        f"New client address eircode {eircode()} - farm call Thurs",
        f"Ballincollig branch eircode {eircode()} for the courier",
        f"house visit - euthanasia - {eircode()}, ring before arriving",
        f"eircodes for the farm round: {eircode()}, {eircode()}, {eircode()}",
        f"wholesaler has our eircode wrong ({eircode()}) - should be {eircode()}",
    )
    r.add(
        "vat_number",
        f"Clinic VAT no {vat_number()} - put on the wholesaler acct form",
        f"supplier VAT reg {vat_number()} missing from invoice, ask for reissue",
        f"VAT number for the UK supplier is GB{digits(9)}",
        f"CRO no {digits(6)} and VAT {vat_number()} for the tender form",
    )
    r.add(
        "password_policy_note",
        "M365 passwords expire every 90 days now - remind everyone before the Monday rota",
        "new rule: no sharing of PMS logins, every locum gets their own user",
        "pw policy for the team: min 12 chars, no pet names (ha), MFA on everything",
        "lab portal forces a reset every 60 days, set a calendar reminder",
        "change the alarm code when a staff member leaves - added to leaver checklist",
    )
    r.add(
        "password_location_reference",
        "wifi password is in the red folder in the office safe",
        "all logins are in 1Password now, vault 'Clinic - Admin'",
        f"ROS cert pw - ask {pick(*WOMEN)}, she has it, not writing it down",
        "CCTV pw on the sealed envelope in the safe, sign the sheet if you open it",
        "alarm code is on the laminated card in the locked drawer, not on the noticeboard!!",
        "pasfhocal an wifi - sa chofra san oifig (in the office safe), ask me",
    )
    r.add(
        "secrets_reference_in_config",
        "website .env the web guy sent:\nSTRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}\nSENDGRID_API_KEY=${SENDGRID_API_KEY}\n(values are in their vault, not here)",
        "GitHub action for the website deploy uses ${{ secrets.FTP_PASSWORD }} - they set it",
        "PMS_API_KEY=<ask Eoin>  BOOKING_SECRET=<from 1Password>",
        "vault path for the reminders key: kv/clinic/prod/sms-gateway",
        "password: ******** (redacted in the screenshot I sent to IT)",
        "wifi: key = see sticker in comms cabinet (not the one on the router, changed)",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key for the booking page: pk_live_51{rnd(ALNUM, 97)}",
        f"web guy asked for the public stripe key -> pk_live_51{rnd(ALNUM, 97)} (the secret one he has already)",
        f"pk_test_51{rnd(ALNUM, 97)} for the test booking site",
    )
    r.add(
        "device_serial_number",
        f"NVR model DS-7608NI-K2/8P serial {rnd(UPPER + DIGITS, 9)} - warranty claim",
        f"autoclave S/N {digits(4)}-{rnd(UPPER + DIGITS, 6)} service due Mar",
        f"blood analyser serial {rnd(UPPER, 2)}{digits(8)}",
        f"reception laptop service tag {rnd(UPPER + DIGITS, 7)}",
    )
    r.add(
        "it_support_ticket",
        f"IT ticket #{digits(6)} - printer won't scan to email",
        f"logged with PMS support, case {pick('CS', 'INC')}-{digits(7)}, slow loading",
        f"M365 support req id {digits(16)}",
        f"ticket {rnd(UPPER, 3)}-{digits(5)} re CCTV cam 4 offline",
    )
    r.add(
        "vaccine_batch_number",
        f"Rabies vacc batch {rnd(UPPER + DIGITS, 8)} exp {card_expiry()} - note on passport",
        f"lepto batch {digits(6)}{rnd(UPPER, 1)} recalled? check email",
        f"batch no. {rnd(UPPER, 1)}{digits(6)}-{digits(2)} kennel cough - stock low",
        f"record batch {rnd(UPPER, 2)}{digits(5)} + exp {card_expiry()} in the vacc card for Scout",
    )
    r.add(
        "pet_passport_number",
        f"pet passport IE{digits(2)}-{digits(6)} - travelling to France in May, rabies booster due",
        f"issued passport no. {rnd(UPPER, 2)}{digits(7)} for Rosie",
        f"passport {rnd(UPPER, 2)} {digits(6)} lost, owner needs replacement",
        f"passports issued this week: IE{digits(2)}-{digits(6)}, IE{digits(2)}-{digits(6)}",
    )
    r.add(
        "pms_record_url",
        f"client record link: https://app.vetpms.example/clients/{uid()}",
        f"patient file https://app.vetpms.example/patients/{uid()}/history - send to referral",
        f"lab result link https://labportal.vetlab.example/results/{uid()}?view=pdf",
        f"referral letter https://app.vetpms.example/documents/{uid()}.pdf (xray attached)",
        f"insurer claim tracker https://claims.petcover.example/track/{uid()}",
    )
    r.add(
        "backup_checksum",
        f"backup file clinic_{digits(8)}.bak sha256 {hexs(64)} - verified ok",
        f"PMS export zip md5 {hexs(32)}",
        f"NAS says last snapshot id {hexs(12)} completed 02:00",
        f"container on the NAS: pms-sync-{hexs(12)} restarting, IT looking at it",
    )
    r.add(
        "booking_reference",
        f"Online booking ref {rnd(UPPER + DIGITS, 8)} - spay Tues, fasting instructions sent",
        f"conf no. {digits(7)} for the CPD course in Dublin",
        f"hotel booking ref {rnd(UPPER, 2)}{digits(6)} for the vet conf",
        f"Irish Rail booking {rnd(UPPER + DIGITS, 6)} - Cork to Dublin Thurs 07:00",
    )
    r.add(
        "mfa_status_note",
        "MFA set up on reception@ - authenticator on the clinic phone, backup codes printed and in safe",
        "2FA turned on for the lab portal for everyone, codes go by SMS to the clinic mobile",
        f"{pick(*WOMEN)} locked out of M365, IT reset her MFA, ok now",
        "new phone - need to move the Authenticator app over before wiping the old one",
        "PMS now asks for a 6 digit code from the app every login, tell the locums",
    )
    r.add(
        "public_key",
        f"VPN peer public key for the clinic router: {wg_key()}",
        f"my laptop's ssh public key for the web server: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} manager@reception",
        f"age public key the IT lad uses for the backups: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} backup@nas  <- the NAS's public key, fine to give the hosting co",
        f"WireGuard [Peer] section for the IT lad (public only):\n[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.8.0.0/24",
    )
    r.add(
        "m365_tenant_and_client_id",
        f"Tenant ID {uid()} (acmevets.onmicrosoft.example)",
        f"Azure app 'PMS mail send' client id {uid()} - secret is with IT, not here",
        f"M365 directory id: {uid()}",
        f"SharePoint site id for the SOPs: {uid()}, list id {uid()}",
    )
    r.add(
        "twilio_account_sid",
        f"Twilio account SID AC{hexs(32)} (auth token in 1Password)",
        f"sms sender id ACMEVETS, messaging service MG{hexs(32)}",
        f"Twilio SID for the IT lad: AC{hexs(32)}",
        f"text reminder msg id SM{hexs(32)} failed - owner's number wrong",
    )
    r.add(
        "drug_product_code",
        f"wholesaler product code {digits(6)} / barcode {ean13('50')} - Metacam 100ml",
        f"GTIN {ean13('54')} for the flea tabs (small dog)",
        f"order code {rnd(UPPER, 3)}{digits(5)} wormer, case of 12",
        f"VPA no. 10{digits(3)}/{digits(3)}/{digits(3)} on the datasheet for the inspection",
        f"barcode on the pallet: {ean13('50')} (x3 cartons)",
    )
    r.add(
        "terminal_transaction_reference",
        f"txn ref {digits(12)}, auth code {rnd(UPPER + DIGITS, 6)} - client disputes",
        f"EOD batch no {digits(4)} from terminal, total €{secrets.randbelow(5000) + 1000}.{pin(2)}",
        f"refund receipt RRN {digits(12)} emailed to owner",
        f"terminal reconciliation: batch {digits(3)}, STAN {digits(6)}, approved",
        f"Z-report {digits(5)} for Tues didn't print, reprinted from menu",
    )
    r.add(
        "vet_registration_number",
        f"Locum's VCI reg no {digits(4)} - copy on file",
        f"Veterinary Council premises cert no. {rnd(UPPER, 2)}{digits(4)} renewed",
        f"vet nurse reg no {digits(5)} for the CPD form",
        f"herd no {rnd(UPPER, 1)}{digits(7)} for the Kinsale farm TB test",
    )
    r.add(
        "software_version_build",
        f"PMS updated to v{secrets.randbelow(9) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(50)} (build {hexs(7)})",
        f"NVR firmware V4.{secrets.randbelow(80)}.{digits(3)} build {digits(6)}",
        f"website theme commit {hexs(40)} - web guy says that's the one live",
        f"Windows update KB{digits(7)} broke the label printer on reception",
    )
    r.add(
        "encoded_non_secret",
        f"logo for the email signature (base64 the web guy sent, png): {png(30)}",
        f"calendar feed id for the rota: {hexs(24)}@group.calendar.example",
        f"dental-care video for the website: https://video.acmevets.example/watch?v={rnd(URLSAFE, 11)} (public)",
        f"Google Maps place id for the reviews link: ChIJ{rnd(URLSAFE, 23)}",
    )
    r.add(
        "cctv_camera_list",
        "CCTV cams: 1 front door 192.168.1.71, 2 car park .72, 3 kennels .73, 4 pharmacy .74 - all on the NVR, 30 days retention",
        f"cam 3 (kennels) offline since {secrets.randbelow(28) + 1}th - PoE port 6 on the switch, MAC {mac(':', True)}",
        f"Gardai request: footage from cam 2, {secrets.randbelow(12) + 1}:00-{secrets.randbelow(11) + 13}:00 Sat, export to USB, ref PULSE incident {digits(8)}",
    )
    r.add(
        "network_settings",
        "wifi settings after router swap: WPA3/WPA2 mixed, 5GHz ch 36, 2.4GHz ch 6, guest isolated",
        f"DHCP range 192.168.1.100-200, reserved: reception PC .20, printer .21, terminals .30-.32, lease {pick(8, 12, 24)}h",
        f"static IP for the x-ray box 10.10.{secrets.randbelow(250)}.{secrets.randbelow(250)}, subnet 255.255.255.0, DNS 1.1.1.1",
    )
    return r


def main() -> None:
    write_corpora("make_heldout182.py", [
        ("heldout182_credentials.yaml", credentials(), "Held-out batch 182: credentials a Cork vet clinic practice manager would ask to remember (PMS, lab, wholesaler, terminals, Wi-Fi, CCTV, M365, insurance, microchip logins)"),
        ("heldout182_lookalikes.yaml", lookalikes(), "Held-out batch 182: the same practice manager's notes that only look secret (microchip, accession, invoice, terminal ids, SSIDs, MACs, masked cards, policy numbers)"),
    ])


if __name__ == "__main__":
    main()
