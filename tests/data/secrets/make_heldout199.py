# ruff: noqa: E501
"""Writes heldout199_credentials.yaml and heldout199_lookalikes.yaml: held-out batch 199.

Persona: a hospital pharmacist in Lagos, Nigeria, who writes Nigerian English with some
Pidgin and is not technical. She asks the assistant to keep the pharmacy system login, the
NHIA portal password, POS terminal PINs, the bank's hardware token PIN and USSD PINs, the
shared pharmacy mailbox password, the drug fridge alarm code, the controlled-drugs cabinet
combination and the Wi-Fi. Her look-alikes are batch and lot numbers, NAFDAC registration
numbers, prescription ids, invoice numbers, phone numbers, masked BVNs, USSD short codes,
POS terminal ids, delivery waybill numbers and talk about PIN resets without the values.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
    bitlocker_key,
    digits,
    ean13,
    groups,
    hexs,
    luhn,
    mac,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

NAMES = ["Olamide", "Ikeja", "Eko", "Mama", "Yaba", "Surulere", "Chioma", "Adaeze", "Lekki", "Tolu", "Emeka", "Funke", "Ngozi", "Bisi"]
WORDS = ["Mercy", "Grace", "Favour", "Blessing", "Victory", "Jollof", "Agege", "Danfo", "Okada", "Suya", "Palmwine", "Egusi"]


def pw_ng() -> str:
    """A password the way this pharmacist (or the IT unit) would set one."""
    return pick(
        f"{pick(*NAMES)}{pick('@', '#', '_', '!')}{digits(4)}",
        f"{pick(*WORDS)}{digits(3)}{pick('$', '!', '*', '#')}{pick(*NAMES).lower()}",
        f"{pick(*NAMES).lower()}{pick(*WORDS)}{digits(2)}",
        pw(),
        rnd(ALNUM + "@#", 12),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def phone() -> str:
    return f"0{pick('803', '806', '813', '816', '703', '706', '802', '808', '812', '905', '907', '915')}{digits(7)}"


def intl_phone() -> str:
    return f"+234 {pick('803', '806', '813', '703', '802', '808', '905')} {digits(3)} {digits(4)}"


def nafdac_no() -> str:
    return f"{pick('A4', 'A7', 'B4', '04', 'A11', 'C4')}-{digits(4)}{pick('', '', 'L')}"


def pos_tid() -> str:
    return f"20{digits(2)}{rnd(UPPER + DIGITS, 4)}"


def batch_no() -> str:
    return pick(
        f"{rnd(UPPER, 2)}{digits(5)}",
        f"{digits(2)}{rnd(UPPER, 1)}{digits(4)}",
        f"B{digits(6)}",
        f"{rnd(UPPER + DIGITS, 8)}",
    )


def expiry() -> str:
    return f"{secrets.randbelow(12) + 1:02d}/{secrets.randbelow(4) + 2026}"


def verve() -> str:
    n = luhn("506099", 19)
    return f"{n[:4]} {n[4:8]} {n[8:12]} {n[12:16]} {n[16:]}"


def master() -> str:
    return groups(luhn(pick("5399", "5199", "5531")), 4)


def paystack_secret() -> str:
    return f"sk_live_{hexs(40)}"


def flw_secret() -> str:
    return f"FLWSECK-{hexs(32)}-X"


def google_codes(n: int) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def credentials() -> Rows:
    r = Rows()
    r.add(
        "pharmacy_system_login",
        f"Pharmacy system (PharmaTrack) login — username: pharm.adebayo  password: {pw_ng()}",
        f"new pharmtrack password after IT reset am: {pw_ng()} . user na my staff no ASH-{digits(4)}",
        f"Dispensary software\nuser: dispensary2\npass: {pw_ng()}\nuse am only for the night shift terminal",
        f"abeg remember am for me: PharmaTrack admin account is 'chiefpharm' and the password is {pw_ng()}",
        f"pharmacy sys login (ward stock module) – pharm_ngozi / {pw_ng()}",
    )
    r.add(
        "nhia_portal_password",
        f"NHIA portal (nhia-claims.example) — login adebayo.pharm@acmehospital.example pw {pw_ng()}",
        f"NHIA claims password changed today to {pw_ng()}, dem say e go expire after 90 days",
        f"NHIA provider portal\nprovider code: ACM/{digits(4)}\nusername: acme_pharmacy\npassword: {pw_ng()}",
        f"the nhia pasword na {pw_ng()} (capital letter for front)",
        f"HMO/NHIA portal login for claims submission: user = pharmacy.unit, pwd = {pw_ng()}",
    )
    r.add(
        "pos_terminal_pin",
        f"POS terminal supervisor PIN (the Moniepoint one for OPD counter): {pin(4)}",
        f"POS refund password na {pin(6)} — no give the cashier",
        f"For end of day settlement on the POS e go ask for merchant PIN: {pin(4)}",
        f"POS admin pin {pin(4)}, reprint receipt pin {pin(4)}",
        f"New POS from the bank: default operator password was 0000, I don change am to {pin(4)}",
    )
    r.add(
        "hardware_token_pin",
        f"GTBank hardware token PIN: {pin(4)}",
        f"token pin for the corporate account (the small black token) — {pin(4)}",
        f"Zenith token: press and hold, e go ask PIN, na {pin(4)}. Dont forget am again o",
        f"Hardware token unlock code from the bank: {pin(8)} (use am if token lock after 3 wrong PIN), new PIN I set: {pin(4)}",
        f"Corporate token\nactivation code: {groups(digits(12), 4, '-')}\nPIN: {pin(6)}",
    )
    r.add(
        "internet_banking_password",
        f"Internet banking (pharmacy account) user ID {digits(8)} password {pw_ng()}",
        f"my personal ibank password: {pw_ng()}",
        f"Corporate internet banking — initiator login: acmepharm1 / {pw_ng()}, authoriser na Oga Matron",
        f"bank website pass {pw_ng()} (na the one wey I change for March)",
        f"Online banking\nusername: adebayo_f\npassword: {pw_ng()}\nsecret answer: {pick(*WORDS)}",
    )
    r.add(
        "ussd_banking_pin",
        f"*737* PIN for my GTB: {pin(4)}",
        f"USSD pin for First Bank *894# — {pin(4)}",
        f"my ussd transfer pin na {pin(4)}, the one for the salary account",
        f"Access *901# pin {pin(4)} / UBA *919# pin {pin(4)}",
        f"Zenith *966# PIN: {pin(4)}  (no share am with anybody o)",
    )
    r.add(
        "shared_mailbox_password",
        f"Pharmacy shared mailbox pharmacy@acmehospital.example password: {pw_ng()}",
        f"shared email (pharmacy unit) pw {pw_ng()} — tell only the pharmacists on roster",
        f"Pharmacy inbox login\nemail: pharmacy.store@acmehospital.example\npassword: {pw_ng()}",
        f"the general pharmacy email password don change. new one: {pw_ng()}",
        f"Outlook for pharmacy@ — {pw_ng()}",
    )
    r.add(
        "fridge_alarm_code",
        f"Drug fridge alarm code (vaccine fridge): {pin(4)}",
        f"to silence the cold room alarm, press {pin(4)} then #",
        f"fridge alarm disarm code na {pin(6)}",
        f"Vaccine fridge 2 alarm panel — engineer code {pin(6)}, user code {pin(4)}",
        f"insulin fridge alarm code: {pin(4)} (changed after Tunde left)",
    )
    r.add(
        "cd_cabinet_combination",
        f"Controlled drugs cabinet combination: {secrets.randbelow(40)}-{secrets.randbelow(40)}-{secrets.randbelow(40)}",
        f"CD cupboard combo {pin(4)}",
        f"DDA / controlled drugs safe — code {pin(6)}. Only me and the chief pharmacist know am",
        f"pethidine & morphine cabinet combination: left {secrets.randbelow(99)}, right {secrets.randbelow(99)}, left {secrets.randbelow(99)}",
        f"CD cabinet new combination {pin(5)} (old one compromised, reported to CMD)",
    )
    r.add(
        "wifi_password",
        f"Pharmacy Wi-Fi: ACME-PHARM / {pw_ng()}",
        f"wifi password for the dispensary router na {rnd(LOWER + DIGITS, 10)}",
        f"Staff wifi\nSSID: AcmeHosp-Staff\npassword: {pw_ng()}",
        f"MTN MiFi password: {digits(8)}",
        f"the wifi for store room — network 'PharmStore_5G' key {rnd(ALNUM, 12)}",
        f"home wifi (spectranet) pw {pw_ng()}",
    )
    r.add(
        "atm_card_pin",
        f"ATM PIN for my GTB debit card: {pin(4)}",
        f"Verve card pin {pin(4)}",
        f"pharmacy corporate card pin na {pin(4)} — keep am",
        f"new card from the bank came, PIN {pin(4)}",
        f"my mastercard (UBA) pin is {pin(4)}",
    )
    r.add(
        "debit_card_details",
        f"Pharmacy card for online orders: {master()} exp {expiry()} CVV {digits(3)}",
        f"Verve {verve()}  exp {expiry()}  cvv {digits(3)}  pin {pin(4)}",
        f"card details for paying the distributor online\nnumber: {master()}\nexpiry: {expiry()}\nCVV: {digits(3)}",
        f"my card {groups(luhn('5399'), 4, '')} {expiry()} {digits(3)}",
    )
    r.add(
        "mobile_money_pin",
        f"OPay PIN: {pin(4)}",
        f"PalmPay login pin {pin(6)}, payment pin {pin(4)}",
        f"Moniepoint app password {pw_ng()} and transaction pin {pin(4)}",
        f"my opay payment pin na {pin(4)} — no forget am again",
        f"Kuda app passcode {pin(6)}",
    )
    r.add(
        "gmail_app_password",
        f"App password wey IT generate for the pharmacy email on the printer/scanner: {app_password()}",
        f"gmail app password (for Outlook on the dispensary PC): {app_password()}",
        f"google app pass {app_password().replace(' ', '')}",
        f"App password for scan-to-email\n{app_password()}",
    )
    r.add(
        "email_password",
        f"my gmail password: {pw_ng()}",
        f"Yahoo mail pw {pw_ng()} (the old one wey I use for PCN things)",
        f"work email adebayo.f@acmehospital.example — password {pw_ng()}",
        f"email pass don change to {pw_ng()}",
        f"personal email login\nfolake.pharm@mail.example\n{pw_ng()}",
    )
    r.add(
        "whatsapp_two_step_pin",
        f"WhatsApp two-step verification PIN: {pin(6)}",
        f"whatsapp 2-step pin for the pharmacy business line na {pin(6)}",
        f"WA business PIN {pin(6)} — if dem ask when I change phone",
        f"Two step pin (WhatsApp) {pin(6)}",
    )
    r.add(
        "distributor_portal_password",
        f"Distributor ordering portal (orders.acme-pharmadistro.example) — account ACM{digits(5)}, password {pw_ng()}",
        f"Emzor/Fidson rep portal login: acme.hospital / {pw_ng()}",
        f"wholesaler website password {pw_ng()}",
        f"Supplier portal\nuser: pharmacy_acmehosp\npass: {pw_ng()}\n(for reorder of antimalarials)",
        f"the B2B ordering app pin na {pin(6)} and password {pw_ng()}",
    )
    r.add(
        "nafdac_portal_password",
        f"NAFDAC e-registration portal login: acme.pharmacy / {pw_ng()}",
        f"nafdac portal password {pw_ng()} (for the pharmacovigilance reports)",
        f"NAFDAC ADR reporting account — email pharmacy@acmehospital.example, pwd: {pw_ng()}",
        f"NAFDAC login changed: {pw_ng()}",
    )
    r.add(
        "pcn_portal_password",
        f"PCN licence renewal portal password: {pw_ng()}",
        f"PCN portal — reg no PCN/{digits(5)}, password {pw_ng()}",
        f"pharmacists council login for MCPD points: pass {pw_ng()}",
        f"PCN e-portal\nusername: adebayo.folake\npassword: {pw_ng()}",
    )
    r.add(
        "cctv_dvr_password",
        f"CCTV DVR for pharmacy store: admin / {pw_ng()}",
        f"camera system password na {pin(6)}",
        f"Hikvision NVR (store room) login admin pass {rnd(ALNUM, 10)}",
        f"CCTV app on my phone: user acmepharm password {pw_ng()}",
        f"DVR unlock pattern no dey, na password: {pw_ng()}",
    )
    r.add(
        "router_admin_password",
        f"Router admin page 192.168.1.1 — admin / {pw_ng()}",
        f"the wifi box admin password (not the wifi one) {rnd(ALNUM, 10)}",
        f"Router login\nuser: admin\npass: {pw_ng()}\nIT said make I no change anything",
        f"MiFi admin password {digits(8)}",
    )
    r.add(
        "google_backup_codes",
        f"Google backup codes for the pharmacy gmail:\n{google_codes(5)}",
        f"backup codes (use if phone no dey)\n{google_codes(4)}",
        f"2FA backup codes gmail — {', '.join(digits(8) for _ in range(6))}",
    )
    r.add(
        "paystack_secret_key",
        f"Emeka (IT) say make I keep the Paystack secret key for the pharmacy online payment: {paystack_secret()}",
        f"paystack live secret: {paystack_secret()}",
        f"PAYSTACK_SECRET_KEY={paystack_secret()}",
        f"Paystack dashboard → Settings → API keys. Secret key na {paystack_secret()} (no send am to anybody)",
    )
    r.add(
        "flutterwave_secret_key",
        f"Flutterwave secret key: {flw_secret()}",
        f"flw secret for the e-pharmacy page {flw_secret()}",
        f"Flutterwave\nsecret key: {flw_secret()}\nencryption key: FLWSECK{hexs(12)}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key for the dispensary laptop: {bitlocker_key()}",
        f"Laptop blue screen ask for recovery key — na this one: {bitlocker_key()}",
        f"bitlocker key (pharmacy store PC)\n{bitlocker_key()}",
    )
    r.add(
        "store_door_keypad_code",
        f"Pharmacy store door keypad code: {pin(4)}#",
        f"main store door code na {pin(6)}",
        f"door code for bulk store {pin(4)}, night entrance {pin(4)}",
        f"keypad for the pharmacy back door changed to {pin(5)} — tell only the night pharmacist",
        f"Key box code (where the cabinet keys dey) {pin(4)}",
    )
    r.add(
        "stock_db_connection_string",
        f"Emeka say if the stock app stop, the connection na: Server=pharmsrv.acmehospital.internal;Database=PharmStock;User Id=sa;Password={pw_ng()};",
        f"postgresql://stock_app:{rnd(ALNUM, 16)}@db.acmehospital.internal:5432/pharmstock",
        f"mysql -h stock.acme.internal -u pharmacy -p'{pw_ng()}' inventory",
        f"DB for dispensing software\nhost: 10.10.4.20\nuser: pharmadmin\npassword: {pw_ng()}",
    )
    r.add(
        "remita_login",
        f"Remita login for paying the licence fees: acme.pharmacy@acmehospital.example / {pw_ng()}",
        f"remita pass {pw_ng()}",
        f"Remita (hospital account) — user {digits(10)}, password {pw_ng()}",
        f"Remita approval PIN {pin(4)}",
    )
    r.add(
        "anydesk_unattended_password",
        f"AnyDesk unattended access password on dispensary PC: {rnd(ALNUM, 12)}",
        f"anydesk pass for IT to log in remotely — {pw_ng()}",
        f"AnyDesk {groups(digits(10, True), 3, ' ')} password {pw_ng()}",
        f"remote access password (anydesk) na {rnd(ALNUM + '!', 10)}",
    )
    r.add(
        "windows_pc_login",
        f"Dispensary PC windows login: PHARM-01\\pharmacist  {pw_ng()}",
        f"laptop password {pw_ng()}",
        f"Store room computer: user 'store', pin {pin(6)}",
        f"Windows password for the OPD pharmacy system na {pw_ng()}",
        f"PC login after IT reset — temporary pass was changed, now {pw_ng()}",
    )
    r.add(
        "bank_app_transaction_pin",
        f"GTWorld transaction PIN: {pin(4)}",
        f"bank app login {pin(6)}, transfer pin {pin(4)}",
        f"FirstMobile pin na {pin(4)} — na the one for transfers",
        f"Zenith app passcode {pin(6)}; soft token pin {pin(4)}",
        f"My bank app password: {pw_ng()} / transaction pin {pin(4)}",
    )
    r.add(
        "sim_puk_code",
        f"PUK for my MTN line {phone()}: {digits(8)}",
        f"Airtel sim puk {digits(8)} (sim lock after wrong pin)",
        f"phone SIM PIN {pin(4)}, PUK {digits(8)}",
    )
    r.add(
        "phone_unlock_pin",
        f"Pharmacy phone (the Tecno for refill calls) unlock PIN: {pin(6)}",
        f"work phone passcode {pin(6)}",
        f"the dispensary tablet password na {pin(4)}",
        f"Samsung for ward rounds — lock pin {pin(4)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "batch_lot_number",
        f"Coartem batch {batch_no()} exp {expiry()} — 40 packs received",
        f"Lot no. {batch_no()} for the ceftriaxone 1g, keep for recall check",
        f"Amoxiclav batch number {batch_no()}, mfg 01/2025",
        f"Quarantine batch {batch_no()} (paracetamol infusion) till QA clears am",
        f"Insulin lot {batch_no()} and {batch_no()} — both inside fridge 2",
    )
    r.add(
        "nafdac_registration_number",
        f"NAFDAC Reg. No. {nafdac_no()} for the metformin 500mg",
        f"check nafdac no {nafdac_no()} on the Greenbook before we accept the new brand",
        f"Artesunate inj — NAFDAC {nafdac_no()}",
        f"the cough syrup wey no get NAFDAC number: report am. The genuine one na {nafdac_no()}",
        f"NAFDAC reg numbers: Ciprofloxacin {nafdac_no()}, Omeprazole {nafdac_no()}",
    )
    r.add(
        "prescription_id",
        f"Rx id RX/{digits(2)}/{digits(6)} — patient came back for refill",
        f"Prescription no. {digits(8)} from Dr. Okafor, pending stock",
        f"e-prescription id {rnd(UPPER + DIGITS, 10)} not showing on PharmaTrack, call IT",
        f"Rx-{digits(6)} and Rx-{digits(6)} — both for same patient, check duplication",
        f"Discharge prescription {digits(4)}-{digits(5)} dispensed 14:30",
    )
    r.add(
        "invoice_number",
        f"Invoice INV-2025-{digits(5)} from the distributor — ₦{digits(3, True)},{digits(3)}",
        f"proforma invoice no {digits(7)} for the lab reagents",
        f"Inv #{rnd(UPPER, 3)}{digits(6)} still unpaid, follow up with accounts",
        f"Supplier invoice {digits(2)}/{digits(4)}/{digits(3)} — short supply of 2 cartons",
        f"credit note CN-{digits(6)} against invoice INV{digits(6)}",
    )
    r.add(
        "phone_number",
        f"Emzor rep phone: {phone()}",
        f"Matron's number {intl_phone()}",
        f"call the fridge technician on {phone()} if temp pass 8°C",
        f"Distributor customer care {phone()} / {phone()}",
        f"IT helpdesk extension 2214, mobile {phone()}",
    )
    r.add(
        "masked_bvn",
        f"BVN on the account form: 22{digits(1)}*****{digits(3)}",
        f"bank show my BVN as ********{digits(3)} for verification, e match",
        f"Supplier BVN (masked): 22{digits(2)}****{digits(3)}",
        f"BVN ending {digits(4)} — na my own, the form only need last 4",
    )
    r.add(
        "ussd_short_code",
        "GTB USSD na *737#, to check balance *737*6*1#",
        "First Bank *894#, Access *901#, Zenith *966#, UBA *919#",
        "to buy MTN data *312#, to check airtime *310#",
        "check NIN with *346#",
        "if USSD PIN forget, dial *737*0# and select reset",
    )
    r.add(
        "pos_terminal_id",
        f"POS terminal ID {pos_tid()} (OPD counter), serial {rnd(UPPER + DIGITS, 10)}",
        f"the POS wey dey spoil: TID {pos_tid()} — reported to bank",
        f"Terminal IDs: inpatient {pos_tid()}, outpatient {pos_tid()}",
        f"Merchant ID {digits(15)}, terminal {pos_tid()}",
        f"POS {pos_tid()} settlement delayed, ref {digits(12)}",
    )
    r.add(
        "delivery_waybill_number",
        f"GIG waybill {digits(10)} — the insulin delivery from Abuja",
        f"waybill no. WB{digits(8)} for 4 cartons of infusion",
        f"DHL tracking {digits(10)} for the sample shipment",
        f"delivery note DN/{digits(5)} signed by store officer",
        f"Red Star waybill {rnd(UPPER, 2)}{digits(9)} — still in transit",
    )
    r.add(
        "pin_reset_talk",
        "I forget my POS PIN again, call the bank to reset am tomorrow",
        "To reset token PIN, the bank say make I bring the token with ID card to branch",
        "USSD PIN blocked after 3 wrong tries — go reset through the app",
        "Remind me to change the CD cabinet combination end of month",
        "Fridge alarm code reset by the engineer, new code dey with chief pharmacist",
        "NHIA portal lock me out. Reset link go to pharmacy email",
    )
    r.add(
        "password_policy_talk",
        "IT policy: password must be 8 characters, one capital, one number, change every 90 days",
        "PharmaTrack go force password change every 60 days, dem no allow reuse of last 5",
        "PIN must not be birthday or 1234, na wetin the bank talk",
        "Minimum password length for the new HIS na 10",
        "Don't write password on sticky note for the dispensary PC — audit go check",
    )
    r.add(
        "secret_location_reference",
        "The CD cabinet combination dey inside sealed envelope for CMD's safe",
        "Wi-Fi password dey paste behind the router for store room",
        "Token PIN — I keep am in my head, no write am anywhere",
        "Shared mailbox password: ask the head of pharmacy, e dey her notebook",
        "The fridge alarm code dey with security unit logbook",
    )
    r.add(
        "masked_card_number",
        f"Paid with card **** **** **** {digits(4)}",
        f"Verve ending {digits(4)} — declined, try again",
        f"card 5399 **** **** {digits(4)} charged twice, dispute raised",
        f"the corporate card (last four {digits(4)}) expire {expiry()}",
    )
    r.add(
        "nhia_enrollee_number",
        f"NHIA enrollee no {digits(8)}/{digits(1)} — claim pending",
        f"HMO ID {rnd(UPPER, 3)}/{digits(5)}/A for Mrs Adeyemi's refill",
        f"Enrollee number {digits(10)} not showing on portal",
        f"NHIA authorisation code PA-{digits(7)} for the chemotherapy",
    )
    r.add(
        "hospital_number",
        f"Hospital no. ASH/{digits(2)}/{digits(5)} — ward C, allergic to penicillin",
        f"Patient file {digits(6)} — dispense the warfarin 5mg",
        f"Hosp no {digits(7)}, bed {secrets.randbelow(30) + 1}",
        f"Folder no. {rnd(UPPER, 1)}{digits(6)} for the diabetic clinic patient",
    )
    r.add(
        "transfer_session_id",
        f"Transfer session ID {digits(30)} — supplier say dem never receive",
        f"NIP session id {digits(30)}",
        f"Transaction ref FT{digits(10)}{rnd(UPPER, 2)} for the ₦250,000 payment",
        f"Debit alert ref {digits(16)}",
    )
    r.add(
        "remita_rrr",
        f"Remita RRR {groups(digits(12), 4, '-')} for PCN premises renewal",
        f"RRR: {digits(12)} — paid, waiting for receipt",
        f"remita retrieval reference {groups(digits(12), 4, '-')}",
        f"generate new RRR, the old one {digits(12)} expire",
    )
    r.add(
        "gtin_barcode",
        f"Barcode {ean13('615')} on the ORS sachet",
        f"GTIN {ean13('615')} — scan no dey work on PharmaTrack",
        f"EAN {ean13('890')} for the imported amlodipine",
        f"barcode for Emzor paracetamol: {ean13('615')}",
    )
    r.add(
        "paystack_public_key",
        f"Paystack public key for the payment page (e safe to share, na for the website): pk_live_{hexs(40)}",
        f"pk_test_{hexs(40)} — test key Emeka put for the demo",
        f"Flutterwave public key FLWPUBK-{hexs(32)}-X",
        f"public key on the checkout page: pk_live_{hexs(40)}",
    )
    r.add(
        "anydesk_address",
        f"My AnyDesk address na {groups(digits(9, True), 3, ' ')} — give IT when they call",
        f"dispensary PC anydesk ID {digits(10, True)}",
        f"AnyDesk {groups(digits(10, True), 3, ' ')} (store room PC)",
        f"TeamViewer ID {groups(digits(10, True), 3, ' ')}",
    )
    r.add(
        "hardware_token_serial",
        f"Hardware token serial no {digits(10, True)} — bank ask for am to sync",
        f"token S/N {rnd(UPPER, 2)}{digits(8)}",
        f"Token serial number for corporate account: {digits(3)}-{digits(7)}-{digits(1)}",
        f"Old token serial {digits(10, True)} returned to branch",
    )
    r.add(
        "supplier_account_details",
        f"Pay the distributor: Acme Pharma Distro Ltd, GTBank, acct {digits(10)}",
        f"Account for refund to patient: {digits(10)} First Bank, name Adeyemi O.",
        f"Fidson rep account: {digits(10)} (Zenith) — for the rebate",
        f"supplier NUBAN {digits(10)} Access Bank",
    )
    r.add(
        "mas_scratch_code_verified",
        f"Scratched the MAS panel on Coartem pack, code {groups(digits(12), 4, ' ')} — SMS to 38353 say genuine",
        f"MAS code {digits(12)} already used — e say 'previously verified', return the pack to supplier",
        f"Verified the antimalarial with MAS: {digits(12)} → original",
        f"the scratch code for the Lonart pack ({digits(12)}) came back fake, reported to NAFDAC",
    )
    r.add(
        "fridge_temperature_log",
        f"Fridge 1 temp 4.{secrets.randbelow(10)}°C at 8am, 5.{secrets.randbelow(10)}°C at 2pm — alarm not triggered",
        f"Vaccine fridge data logger serial {rnd(UPPER + DIGITS, 10)}, min 2.{secrets.randbelow(10)} max 7.{secrets.randbelow(10)}",
        "Fridge alarm went off at 03:12 because NEPA take light; generator on by 03:20",
        f"cold room alarm threshold set to 8°C, logger ID {hexs(8)}",
        "alarm battery change due next month",
    )
    r.add(
        "otp_warning",
        "Bank no go ever ask for your PIN or OTP — if person call, na scam",
        "Remind staff: never read the OTP to anybody on phone",
        "OTP dey come to the pharmacy line, not my personal number",
        "The token code dey change every 30 seconds, so no need to write am",
    )
    r.add(
        "wifi_network_name",
        "Patient wifi na 'AcmeHosp-Guest', e open, no password",
        f"Staff wifi SSID AcmeHosp-Staff, router MAC {mac(upper=True)}",
        f"New router for pharmacy: model {rnd(UPPER, 2)}-{digits(4)}, serial {rnd(UPPER + DIGITS, 12)}",
        "Wi-Fi password change every quarter, IT go send the new one",
    )
    r.add(
        "it_helpdesk_ticket",
        f"IT ticket #{digits(6)} — PharmaTrack slow at OPD",
        f"Helpdesk ref INC{digits(7)}: printer for dispensary not working",
        f"Ticket {rnd(UPPER, 3)}-{digits(5)} for password reset, still open",
        f"Complaint ID {digits(8)} with the bank on the failed POS settlement",
    )
    r.add(
        "distributor_order_number",
        f"Order SO{digits(7)} placed — 20 cartons normal saline",
        f"PO no. PO/{digits(4)}/{digits(3)} approved by CMD",
        f"order ref {rnd(UPPER + DIGITS, 8)} on the distributor portal",
        f"LPO {digits(6)} for the antiretrovirals",
        f"Backorder {digits(7)} — amlodipine out of stock at supplier",
    )
    r.add(
        "portal_link_with_uuid",
        f"Claims status link: https://nhia-claims.example/claims/{uid()}/status",
        f"NAFDAC application tracking https://eregistration.nafdac.example/applications/{uid()}",
        f"training video for PharmaTrack https://lms.acmehospital.internal/course/{uid()}",
        f"recall notice https://alerts.acme-pharmadistro.example/recall/{uid()}",
    )
    r.add(
        "pcn_licence_number",
        f"PCN reg no {digits(5)}, licence to practise valid till 31/12/2025",
        f"Premises licence PCN/PR/{digits(4)}/{digits(5)} renewed",
        f"Superintendent pharmacist reg number {digits(5)}",
        f"MCPD certificate no {rnd(UPPER, 2)}{digits(6)}",
    )
    r.add(
        "dosage_schedule_numbers",
        "Amoxicillin 500mg 1 cap tds x 7/7, code 3 on the chart",
        "Insulin 10 units mane, 8 units nocte — pin the chart for the nurses",
        "Artemether-lumefantrine 4 tabs at 0, 8, 24, 36, 48, 60 hrs",
        "Heparin 5000 IU sc bd; INR target 2-3",
        f"Stock count: {digits(3)} tabs metformin, {digits(2)} vials ceftriaxone, {digits(2)} packs ORS",
    )
    r.add(
        "staff_id_number",
        f"my staff ID ASH-{digits(5)}",
        f"Pharm. Tunde staff number {digits(6)}, badge {rnd(UPPER, 2)}{digits(4)}",
        f"IPPIS number {digits(6)}",
        f"Employee no. {digits(7)} for the payslip query",
    )
    r.add(
        "secret_env_reference",
        "Emeka say the Paystack key dey for the server .env as PAYSTACK_SECRET_KEY, no paste am anywhere",
        "Stock app DB password is in the IT vault under 'pharmstock/prod', not with pharmacy",
        "For the GitHub deploy, dem use ${{ secrets.PAYSTACK_SECRET }}",
        "The SMS reminder key is stored in the Termii dashboard; only IT get access",
    )
    return r


def main() -> None:
    write_corpora("make_heldout199.py", [
        ("heldout199_credentials.yaml", credentials(), "Held-out batch 199: credentials a Lagos hospital pharmacist (Nigerian English, some Pidgin) asks to remember"),
        ("heldout199_lookalikes.yaml", lookalikes(), "Held-out batch 199: a Lagos hospital pharmacist's notes that look secret but hold none (batches, NAFDAC nos, masked BVNs, USSD codes, POS ids)"),
    ])


if __name__ == "__main__":
    main()
