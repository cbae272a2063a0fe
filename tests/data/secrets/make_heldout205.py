# ruff: noqa: E501
"""Writes heldout205_credentials.yaml and heldout205_lookalikes.yaml: held-out batch 205.

Persona: a wedding and events planner in Cape Town who writes South African English with
some Afrikaans mixed in. She asks the assistant to keep vendor portal logins, the venues'
alarm and gate codes, the team's shared Google account, her bank app PIN, the card
machine PIN, venue Wi-Fi passwords, the Canva and Mailchimp logins and a client's gift
registry password. Her everyday notes, kept as look-alikes, are full of booking
references, invoice numbers, EFT payment references, masked South African ID numbers,
phone numbers, venue room codes, table numbers, Wi-Fi network names, voucher codes printed
for guests and courier waybills.

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
    age_public_key,
    anthropic_key,
    app_password,
    b64,
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
    "protea", "fynbos", "tafelberg", "sonskyn", "bokkie", "lekker", "blouberg", "wingerd",
    "jasmyn", "rooibos", "duine", "seebries", "koppie", "melktert", "braai", "strandloper",
    "kaapse", "vygie", "suikerbos", "klipspringer",
]


def human_pw() -> str:
    """A password a busy planner would pick, or one her manager generated."""
    word = secrets.choice(WORDS)
    return pick(
        f"{word.capitalize()}{digits(4)}{pick('!', '#', '@', '$', '*')}",
        f"{word.capitalize()}_{secrets.choice(WORDS)}{digits(2)}",
        f"{word}{pick('@', '!', '.')}{digits(3)}{secrets.choice(WORDS).capitalize()}",
        f"{secrets.choice(WORDS).capitalize()}{pick('-', '')}{word.capitalize()}{digits(2)}{pick('!', '?', '&')}",
        pw(),
    )


def sa_mobile() -> str:
    return f"0{pick('82', '83', '72', '71', '61', '84', '79', '73')} {digits(3)} {digits(4)}"


def birth_date() -> str:
    return f"{secrets.randbelow(30) + 70:02d}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"


def rand(lo: int, hi: int) -> int:
    return lo + secrets.randbelow(hi - lo + 1)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "venue_alarm_code",
        f"Stonehaven Estate alarm: {digits(4)}, duress code {digits(4)} - DON'T mix them up, armed response comes out for the duress one",
        f"Onthou: Oude Molen barn alarm kode is {digits(4)}. Panel by the kitchen door, press OFF then the code.",
        f"alarm klipdrift manor {digits(4)}#  (Johan says it only changes after the season)",
        f"Venue: Rosehaven Chapel\nAlarm panel: behind the vestry door\nDisarm: {digits(6)}\nArm stay: {digits(6)} then STAY",
        f"Please remember the alarm code for the Vergenoeg barn in Somerset West: {digits(4)}. If it beeps twice it has re-armed, punch it in again.",
        f"Alrm code seapoint venue = {digits(4)} (sorry typing with one hand, bride on the phone)",
    )
    r.add(
        "gate_access_code",
        f"Gate code at Vergenoeg for the suppliers' entrance: *{digits(4)}#",
        f"Hek kode vir die plaas: {digits(4)} - druk eers die klokkie, dan die kode",
        f"Service gate keypad at the Sea Point venue {digits(6)}, pedestrian gate {digits(4)}",
        f"intercom gate code rosehaven {digits(5)} (valid till end of March)",
        f"Klipdrift: main gate {digits(4)}, staff parking boom {digits(4)}. Only give these to the caterers on the day.",
    )
    r.add(
        "shared_google_account_password",
        f"Shared Google account for the team: planning@capeweddings.example / {human_pw()}",
        f"Google (shared inbox) pw changed to {human_pw()} - tell Thandi tomorrow",
        f"Login for the shared Google Drive: hello@capeweddings.example\nwagwoord: {human_pw()}",
        f"gmail shared acct pasword {human_pw()}  (capital letter at the start, the rest as is)",
        f"Remember our team Google login please, user kaapse.troues@weddings.example pass {human_pw()}",
    )
    r.add(
        "google_app_password",
        f"App password for sending from the shared Gmail through the RSVP site: {app_password()}",
        f"Google app password (for the printer scan-to-email): {app_password()}",
        f"Thunderbird on the office PC uses the app password {app_password()}, not the normal one",
        f"smtp.gmail.com:587 user hello@capeweddings.example app pw '{app_password().replace(' ', '')}'",
        f"Ons Gmail app wagwoord vir die RSVP webwerf: {app_password()}",
    )
    r.add(
        "bank_app_pin",
        f"Bank app PIN: {digits(5)}",
        f"My banking app pin is {digits(5)}, the business profile one is {digits(5)}",
        f"Onthou my bank app PIN {digits(5)} - I keep forgetting it after every update",
        f"Business banking app: login PIN {digits(5)}, approve payments with {digits(4)}",
        f"bank app pn {digits(5)} (NOT the card pin, that one is {digits(4)})",
    )
    r.add(
        "card_machine_pin",
        f"Card machine (the little Yoco-type reader) PIN {digits(4)}",
        f"Speedpoint PIN for refunds: {digits(4)}. Admin PIN is {digits(6)}.",
        f"The card reader app login: bookings@capeweddings.example, PIN {digits(5)}",
        f"Kaartmasjien PIN: {digits(4)} - net ek en Annelize ken dit",
        f"Reader PIN {digits(4)}; if it locks, the supervisor code is {digits(6)}",
    )
    r.add(
        "venue_wifi_password",
        f"Wi-Fi at Stonehaven: network Stonehaven_Events, password {human_pw()}",
        f"WiFi Klipdrift Manor\nSSID: KlipdriftGuest\nPW: {rnd(ALNUM, 12)}",
        f"Vergenoeg barn wifi pw {digits(10)} (it's on the router sticker but the sticker is peeling off)",
        f"Wi-Fi for the DJ at the Sea Point venue: SeaBreeze-5G / {human_pw()}",
        f"Rosehaven back office wifi: {phrase(WORDS, 3, '-')}{digits(2)}",
        f"QR for the guest wifi card: WIFI:T:WPA;S:Oude-Molen-Staff;P:{rnd(ALNUM, 14)};;",
    )
    r.add(
        "canva_login",
        f"Canva: design@capeweddings.example / {human_pw()}",
        f"Canva Pro login - email annelize@capeweddings.example, password {human_pw()}",
        f"canva pw is {human_pw()} (team account, don't change it during wedding season!)",
        f"Canva\n  user: studio@capeweddings.example\n  pass: {human_pw()}",
        f"Ons Canva wagwoord is nou {human_pw()}",
    )
    r.add(
        "mailchimp_login",
        f"Mailchimp login: capeweddings / {human_pw()}",
        f"Mailchimp username kaapsetroues, pw {human_pw()}, 2FA goes to my phone",
        f"Mailchimp for the newsletter - user newsletter@capeweddings.example, password {human_pw()}",
        f"mailchimp pass changed today: {human_pw()}",
        f"Mailchimp\nEmail: hello@capeweddings.example\nPassword: {human_pw()}",
    )
    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key for the RSVP site sync: {hexs(32)}-us{pick(8, 14, 21)}",
        f"MAILCHIMP_API_KEY={hexs(32)}-us{pick(6, 12, 19)}",
        f"Key for the Zapier to Mailchimp zap (guest list -> audience): {hexs(32)}-us21",
        f"api key mailchimp (Wian made it for me) {hexs(32)}-us6",
    )
    r.add(
        "gift_registry_password",
        f"Van Wyk wedding gift registry: login megan.vanwyk@mail.example, password {human_pw()} - Megan said I may update the list",
        f"Gift registry for Thabo & Lerato, admin password {human_pw()}",
        f"Registry (giftlist.example) - couple's pw: {human_pw()}",
        f"Client registry login\nuser: smit-botha2025\npw: {human_pw()}",
        f"Die geskenklys wagwoord vir Lize en Ruan: {human_pw()}",
    )
    r.add(
        "vendor_portal_login",
        f"Florist wholesale portal (blomme.example): acct CW{digits(5)}, pw {human_pw()}",
        f"Hire company portal login - capeweddings / {human_pw()}",
        f"Marquee supplier portal\nhttps://portal.tenthire.example\nuser: bookings@capeweddings.example\npass: {human_pw()}",
        f"Caterer's ordering site: username annelize_events password {human_pw()}",
        f"Linen hire: {human_pw()} is the password for the online order form (user = my email)",
        f"Portal for the photo booth people https://partners.snapbooth.example login capewed pw={human_pw()}",
    )
    r.add(
        "online_banking_login",
        f"Internet banking: username capeweddings01, password {human_pw()}",
        f"Online banking - user ID {digits(10)}, PIN {digits(5)}, password {human_pw()}",
        f"Business online banking login\nUser: ANNELIZE.S\nPassword: {human_pw()}\nOTP goes to the office phone",
        f"bank website pass {human_pw()} (the app pin is different)",
        f"Besigheidsbank profiel: gebruiker CWEVENTS, wagwoord {human_pw()}",
    )
    r.add(
        "company_card_details",
        f"Business credit card for supplier deposits: {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"Company Mastercard {groups(luhn('52'), 4)}, {card_expiry()}, cvv {digits(3)} - use this one for Canva and Mailchimp",
        f"Card for the florist deposit: {luhn('4')} / {card_expiry()} / {digits(3)}",
        f"Petty cash card {groups(luhn('51'), 4)}, PIN {digits(4)}",
        f"Card for the marquee deposit\nNumber: {groups(luhn('4'), 4)}\nExpiry: {card_expiry()}\nCVC: {digits(3)}",
    )
    r.add(
        "website_admin_login",
        f"Website admin (WordPress): https://capeweddings.example/wp-admin - user admin_annelize, pw {human_pw()}",
        f"wp login for the blog: annelize / {human_pw()}",
        f"Site builder login: hello@capeweddings.example / {human_pw()}",
        f"Hosting cPanel: capewedd / {human_pw()} (Wian set it up)",
    )
    r.add(
        "social_media_login",
        f"Instagram @kaapse_troues password {human_pw()}",
        f"IG login for the business page: capeweddingsza / {human_pw()}",
        f"Facebook page admin account: events.annelize@mail.example, wagwoord {human_pw()}",
        f"Insta pw {human_pw()} (Thandi posts on Fridays, she needs it)",
        f"Pinterest for the mood boards - capeweddings@mail.example pw {human_pw()}",
    )
    r.add(
        "two_factor_backup_codes",
        "Backup codes for the shared Google account:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(10)),
        f"Mailchimp 2FA recovery code: {groups(rnd(UPPER + DIGITS, 16), 4, '-')}",
        f"Canva backup codes (each works once):\n{recovery_codes(6, 'plain')}",
        f"Instagram backup codes  {'  '.join(digits(8) for _ in range(5))}",
    )
    r.add(
        "office_router_admin",
        f"Router admin at the office: http://192.168.1.1 admin / {human_pw()}",
        f"Fibre router login admin pw {rnd(ALNUM, 10)}, office wifi pw {human_pw()}",
        f"mesh wifi app login: office@capeweddings.example pw {human_pw()}",
        f"Router: admin / {rnd(ALNUM, 12)} (changed from the default one on the sticker)",
    )
    r.add(
        "client_gallery_password",
        f"Photographer's gallery for the Jacobs wedding: gallery.lightbox.example/jacobs-2025, password {rnd(LOWER + DIGITS, 8)}",
        f"Gallery pw for Mia & Jaco: {human_pw()}",
        f"Video preview link password (Fourie wedding): {rnd(ALNUM, 10)}",
        f"Client proofing gallery: view PIN {digits(4)}, download PIN {digits(4)}",
    )
    r.add(
        "payfast_credentials",
        f"PayFast for the deposit page:\nmerchant_id={rand(10000000, 19999999)}\nmerchant_key={rnd(LOWER + DIGITS, 13)}\npassphrase={phrase(WORDS, 4, '-')}",
        f"PayFast passphrase for the deposit page: {phrase(WORDS, 4, '-')}{digits(2)}",
        f"PayFast login: accounts@capeweddings.example / {human_pw()}",
        f"Payment gateway settings for Wian -\n  merchant_id: {rand(10000000, 19999999)}\n  merchant_key: {rnd(LOWER + DIGITS, 13)}\n  passphrase: {human_pw()}",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe secret key for the overseas couples' deposits: sk_live_51{rnd(ALNUM, 97)}",
        f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 97)}",
        f"Stripe restricted key (read only, for the bookkeeping sheet): rk_live_51{rnd(ALNUM, 97)}",
        f"stripe webhook signing secret whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "whatsapp_business_token",
        f"WhatsApp Business API token (RSVP reminders): EAA{rnd(ALNUM, 180)}",
        f"Meta system user token for the WhatsApp number, never expires: EAAG{rnd(ALNUM, 200)}",
        f"WA_TOKEN=EAA{rnd(ALNUM, 170)}\nWA_PHONE_ID={digits(15, lead=True)}",
        f"whatsapp api access token (the new one, old one expired) EAA{rnd(ALNUM, 190)}",
    )
    r.add(
        "sendgrid_api_key",
        f"SendGrid key for the RSVP confirmation emails: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"email sending key (sendgrid) - {sendgrid_key()} - Wian says keep it safe",
        f"SendGrid SMTP for the website: server smtp.sendgrid.example, user apikey, password {sendgrid_key()}",
    )
    r.add(
        "rsvp_database_url",
        f"RSVP site database: postgres://rsvp_app:{rnd(ALNUM, 20)}@db.rsvp.internal:5432/rsvp",
        f"DATABASE_URL=mysql://capewed:{rnd(ALNUM, 18)}@mysql.acme.internal:3306/weddings",
        f"guest list db: mongodb+srv://annelize:{rnd(ALNUM, 16)}@cluster0.rsvp.test/guests",
        f"Wian's note for the guest list DB: host db.capeweddings.internal, user guestlist, password {human_pw()}",
    )
    r.add(
        "accounting_login",
        f"Accounting software login: accounts@capeweddings.example / {human_pw()}",
        f"Boekhou program wagwoord: {human_pw()}",
        f"SARS eFiling: username capeweddings_pty, password {human_pw()}",
        f"Payroll login for the casual staff: user admin, pw {human_pw()}",
    )
    r.add(
        "key_safe_code",
        f"Key safe at the Stonehaven cottage: {digits(4)}",
        f"Lockbox for the bridal suite keys: {digits(4)} (turn the dials then push down)",
        f"Sleutelkassie by die kothuis: {digits(4)}",
        f"Holiday house for the bridal party, Camps Bay - door code {digits(6)}#, key safe {digits(4)}",
        f"keybox storage shed {digits(3)}",
    )
    r.add(
        "storage_unit_code",
        f"Storage unit Montague Gardens (unit 214): gate PIN {digits(6)}, padlock combo {digits(4)}",
        f"Decor storage access code {digits(5)} - unit B17",
        f"Stoorkamer kode {digits(4)}*",
        f"Container at the farm: combination lock {digits(2)}-{digits(2)}-{digits(2)}",
        f"Montague Gardens storage - gate {digits(4)}, roller door keypad {digits(4)}",
    )
    r.add(
        "office_safe_combination",
        f"Safe combo: {digits(2)}-{digits(2)}-{digits(2)}",
        f"Office safe (cash deposits, and the rings on the day): {digits(6)}",
        f"Kluis kombinasie {digits(4)} - override key is in the blue box",
        f"Brandkas by Stonehaven (for the cash bar float): {digits(4)}#",
    )
    r.add(
        "password_manager_master",
        f"1Password Secret Key: {onepassword_secret_key()}\nMaster password: {phrase(WORDS, 4)}",
        f"Bitwarden master pw: {phrase(WORDS, 5, '.')}{digits(1)}",
        f"Emergency kit for the password manager - account annelize@capeweddings.example, Secret Key {onepassword_secret_key()}",
        f"Master password (team vault) {human_pw()}{digits(2)}",
    )
    r.add(
        "phone_and_sim_pins",
        f"Work phone unlock PIN {digits(6)}",
        f"SIM PIN {digits(4)}, PUK {digits(8)} (office phone)",
        f"Tablet for the check-in table: passcode {digits(6)}",
        f"My phone code is {digits(6)}, Thandi needs it if I'm on the dance floor with the bride",
    )
    r.add(
        "ai_api_key",
        f"OpenAI key for the speech helper thing Wian set up: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"Anthropic key for the seating-chart script: {anthropic_key()}",
        f"Key for the AI thing that drafts the thank-you cards: {openai_project_key()}",
    )
    r.add(
        "github_token",
        f"GitHub token for the RSVP site deploys: ghp_{rnd(ALNUM, 36)}",
        f"Wian's fine-grained token (expires in 90 days): github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"git push asks for a password - use ghp_{rnd(ALNUM, 36)}",
        f"GH_TOKEN=ghp_{rnd(ALNUM, 36)}",
    )
    r.add(
        "email_account_password",
        f"info@ mailbox password: {human_pw()}",
        f"IMAP for the bookings inbox: mail.capeweddings.example, user bookings@capeweddings.example, pass {human_pw()}",
        f"Outlook on the laptop asks for the email password - it's {human_pw()}",
        f"webmail annelize@capeweddings.example {human_pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "booking_reference",
        f"Stonehaven booking ref SH-{digits(4)}-{rnd(UPPER, 3)} for the Botha wedding, 14 Feb",
        f"Hotel block for guests: booking reference {rnd(UPPER + DIGITS, 8)}, 12 rooms held till 1 Nov",
        f"Marquee hire booking #{digits(6)} confirmed, setup on the Thursday",
        f"Ref for the shuttle bus: CPT{digits(5)}",
        f"Bookings:\nFourie  2025-03-08  BK{digits(6)}\nJacobs  2025-04-12  BK{digits(6)}\nNaidoo  2025-05-03  BK{digits(6)}",
    )
    r.add(
        "invoice_number",
        f"Invoice INV-2025-{digits(4)} sent to the Naidoo family, R{rand(20, 90)} 000",
        f"Florist invoice #{digits(5)} - R18 450,00 due in 30 days",
        f"Faktuur nr {digits(6)} vir die koek, betaal voor Vrydag",
        f"Invoices outstanding:\nINV-{digits(4)}  R12 000\nINV-{digits(4)}  R4 750\nINV-{digits(4)}  R31 200",
        f"Credit note CN{digits(5)} against invoice {digits(5)} (the cancelled harpist)",
    )
    r.add(
        "eft_payment_reference",
        f"Ask the couple to use EFT reference WED{digits(4)}VANWYK so I can match it",
        f"EFT ref for the deposit: CW-{rnd(UPPER + DIGITS, 6)}",
        f"Payment came in, reference 'NAIDOO DEP {digits(3)}', R15 000",
        f"POP received from the bride's dad, trace ID {digits(12)}",
        f"Betaling ontvang - verwysing SMIT{digits(4)}, R8 500",
    )
    r.add(
        "masked_sa_id_number",
        f"Bride's ID for the marriage officer form: {birth_date()} **** *** (full copy is with the officer)",
        f"Groom ID ending {digits(4)} - the rest is on the certified copy",
        f"ID no. *********{digits(4)} (masked on the guest list for the venue security)",
        f"Marriage officer wants IDs: bride {birth_date()}*******, groom {birth_date()}*******",
        f"ID-nommer (verberg): {birth_date()[:2]}*********{digits(2)}",
    )
    r.add(
        "phone_number",
        f"Johan (Stonehaven venue manager): {sa_mobile()}",
        f"Florist Marlene {sa_mobile()}, after hours {sa_mobile()}",
        f"Caterer office 021 {digits(3)} {digits(4)}",
        f"Bride's mom WhatsApp +27 {digits(2, lead=True)} {digits(3)} {digits(4)}",
        f"Contacts for the day:\nDJ - {sa_mobile()}\nPhotographer - {sa_mobile()}\nShuttle - {sa_mobile()}",
    )
    r.add(
        "venue_room_code",
        f"Stonehaven rooms: ceremony in the Fynbos Room (FR-{digits(2)}), reception in Hall B{digits(1)}",
        f"Bridal suite is room {digits(3)}, groom's prep in {digits(3)}",
        f"Room codes on the floor plan: K1 kitchen, S{digits(2)} storage, BR-{digits(2)} bridal room",
        f"Conference centre: Hall 2A for the expo, meeting room {digits(2)}{rnd(UPPER, 1)} for the vendor briefing",
        f"Kamer nommer vir die grimering: L{digits(3)}",
    )
    r.add(
        "table_number",
        "Table 7: Oupa Koos, Ouma Rina, Tannie Elsa, Oom Piet",
        f"Kids' table is table {rand(10, 20)}, away from the speakers",
        f"Seating: head table T1, bride's family T2-T{rand(4, 8)}, groom's family T{rand(9, 12)}-T{rand(13, 16)}",
        f"The DJ wants table {rand(10, 20)} moved 2 m left for the dance floor",
        f"Tafel {rand(3, 15)} het twee vegans en een glutenvry",
    )
    r.add(
        "wifi_network_name",
        f"Venue Wi-Fi network is Stonehaven_Guest_{digits(2)} - the password is on the card at reception, I'll ask on the day",
        "SSID for the band: KlipdriftEvents-5G (open network, splash page)",
        f"Don't connect to 'FreeWiFi_{digits(4)}' at the Sea Point venue, it's not theirs",
        "Wi-Fi names at Vergenoeg: VGN-Office, VGN-Guest, VGN-Kitchen (ask Johan for the passwords)",
        f"The access point with MAC {mac()} is the one in the barn, network 'Barn-Mesh'",
    )
    r.add(
        "guest_voucher_code",
        f"Printed bar vouchers for the guests: BAR-{rnd(UPPER + DIGITS, 4)} to BAR-{rnd(UPPER + DIGITS, 4)}, 2 per person",
        "Welcome-drink codes on the place cards: " + ", ".join(f"WD{digits(3)}" for _ in range(4)),
        f"Photo booth print code on the table cards: PB{digits(4)}",
        f"Shuttle voucher numbers printed on the invites: SHT-{digits(3)} up to SHT-{digits(3)}",
        f"Spa voucher the bride got from us: no. {digits(10)} (already redeemed on the 3rd)",
    )
    r.add(
        "courier_waybill",
        f"Courier waybill {digits(10)} - the favours from Joburg, should arrive Thursday",
        f"Track the invitations: waybill TCG{digits(8)}",
        f"Post tracking {rnd(UPPER, 2)}{digits(9)}ZA for the dress alterations",
        f"Waybills: dresses {digits(9)}, signage {digits(9)}",
        f"Courier collected the linen, waybill no. {digits(10)}, 3 parcels",
    )
    r.add(
        "masked_card_number",
        f"Deposit paid with the card ending {digits(4)}",
        f"Card on file: **** **** **** {digits(4)} exp {card_expiry()}",
        f"Card slip: VISA ****{digits(4)} approved, auth code {digits(6)}",
        f"Mastercard xxxx-{digits(4)} was declined, use the other one",
        f"Refund went back to card 4{digits(5)}******{digits(4)}",
    )
    r.add(
        "card_machine_identifier",
        f"Card machine serial {rnd(UPPER + DIGITS, 10)} - the one with the cracked screen",
        f"Reader device ID {uid()} registered to the business",
        f"Transaction ID {hexs(24)} refunded, R850",
        f"Terminal ID {digits(8)}, merchant number {digits(10)}",
        f"Batch {digits(6)} settled, R{rand(10, 60)} 320,00 - settlement ref {rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "password_rotation_note",
        "Change the Canva password after Thandi's last day (31 Jan)",
        "Google says the shared account password is weak - make a new one this week",
        "Mailchimp makes us change the password every 90 days; next one is due in March",
        "Stonehaven changes the alarm code on the 1st of every month, ask Johan for the new one",
        "Bank app PIN must be 5 digits and may not be my birthday (tried it, it said no)",
    )
    r.add(
        "secret_location_reference",
        "The gate code for Vergenoeg is in the WhatsApp group 'Vergenoeg crew', not writing it here",
        "Alarm code is in the safe, in the envelope marked 'Klipdrift'",
        "All the vendor portal logins are in 1Password, vault 'Vendors'",
        "Wi-Fi password for Rosehaven: on the laminated card at the bar",
        "Die bank se wagwoord is in my kop, nie op papier nie",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key for the booking form: pk_live_51{rnd(ALNUM, 97)}",
        f"STRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 97)}",
        f"Wian says the pk_ key may sit in the website code, it's public: pk_test_51{rnd(ALNUM, 97)}",
        f"Stripe client-side key (publishable, fine to send to the web dev): pk_live_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "analytics_and_pixel_ids",
        f"Google Analytics measurement ID for the website: G-{rnd(UPPER + DIGITS, 10)}",
        f"Meta pixel id {digits(15, lead=True)}",
        f"Google Tag Manager container GTM-{rnd(UPPER + DIGITS, 7)}",
        f"Mailchimp audience ID {hexs(10)}; embed form action ...list-manage.example/subscribe/post?u={hexs(25)}&id={hexs(10)}",
    )
    r.add(
        "design_share_link",
        f"Canva invite design (view only): https://canva.example/design/DAG{rnd(ALNUM + '-_', 8)}/view",
        f"Mood board link for the Naidoo couple: https://boards.example/p/{uid()}",
        f"Menu card template DAF{rnd(ALNUM, 8)} - duplicate it, don't edit the original",
        f"Seating plan sheet for the vendors: https://sheets.acme.internal/d/{rnd(URLSAFE, 44)}/edit?usp=sharing",
    )
    r.add(
        "supplier_order_number",
        f"Order #{digits(9)} for 200 champagne flutes",
        f"Online order {digits(8)} - fairy lights, 20 sets",
        f"Wholesaler PO-{digits(5)}: 40 kg roses, 15 bunches eucalyptus",
        f"Order confirmation {rnd(UPPER + DIGITS, 10)} from the printer",
        f"Returns authorisation RA{digits(7)} for the torn chair covers",
    )
    r.add(
        "banking_details_for_clients",
        f"Our banking details for invoices: Cape Weddings (Pty) Ltd, acc {digits(10)}, branch code {pick('250655', '632005', '470010', '198765', '051001')}, ref = invoice no.",
        "SWIFT for the overseas couples: ACMEZAJJ, SA has no IBAN so they use the account number",
        f"Caterer's bank: acc {digits(9)}, branch {pick('250655', '632005', '470010')} - phone to verify before paying (scam risk)",
        f"Florist's account number changed to {digits(11)}, confirmed with Marlene on the phone",
        f"Proof of payment from the florist's bank: transaction ref {rnd(UPPER + DIGITS, 16)}",
    )
    r.add(
        "company_registration_and_vat",
        f"Company reg {rand(2012, 2022)}/{digits(6)}/07, VAT no. 4{digits(9)}",
        f"CSD supplier number MAAA{digits(7)}",
        f"Venue's liquor licence no. WCP/{digits(6)}",
        f"Event permit application EP{digits(6)}/2025 with the City",
        f"Tourism grading certificate no. TGCSA{digits(6)}",
    )
    r.add(
        "rsvp_link",
        f"RSVP page for the Fourie wedding: https://rsvp.capeweddings.example/e/{uid()}",
        f"Guests scan the QR -> https://rsvp.example/w/{rnd(LOWER + DIGITS, 8)}",
        "Public wedding website: https://lize-en-ruan.wedsite.example (no password on it, they wanted it open)",
        f"Event ID in the RSVP system: evt_{rnd(ALNUM, 14)}",
        f"Guest list export: guests_{uid()}.csv (Downloads folder)",
    )
    r.add(
        "env_var_reference",
        "In the .env file Wian wants MAILCHIMP_API_KEY and STRIPE_SECRET_KEY filled in - he'll do it himself",
        "The deposit page build uses ${{ secrets.PAYFAST_PASSPHRASE }} in GitHub Actions",
        "db:\n  user: rsvp_app\n  password: ${RSVP_DB_PASSWORD}   # from the server's environment",
        "SENDGRID_API_KEY=<ask Wian>",
        "Wian's script reads the Mailchimp password from os.environ['MAILCHIMP_PASSWORD'], it's not in the code",
    )
    r.add(
        "vault_path_reference",
        "1Password item: Vendors > Stonehaven > 'Alarm & gate'",
        "Bitwarden collection 'Venues 2025' has all the Wi-Fi passwords",
        "secret/data/rsvp/prod/db - that's where Wian keeps the database password",
        "Keeper folder 'Clients/2025/Van Wyk' has the registry login",
        "The venue codes sheet lives in the locked Drive folder 'Venues - codes'; only Annelize and I have access",
    )
    r.add(
        "masked_password",
        "Canva password starts with a capital P and ends in a 7, the rest is in 1Password",
        "Mailchimp shows the password as ********** - I'll reset it rather",
        "Google shows the app password as xxxx xxxx xxxx xxxx once, then never again",
        "Alarm code at Klipdrift: ****, Johan gives it on the morning",
        "Wi-Fi password at Vergenoeg: VGN******** (Johan reads it out on the day)",
    )
    r.add(
        "two_factor_setup_note",
        "2FA for Mailchimp is on Google Authenticator on the work phone",
        "Backup codes for the shared Google account are printed and in the office safe",
        f"Bank OTPs go to the office phone, {sa_mobile()}",
        "Authenticator: 6-digit codes every 30 seconds; the Canva one is labelled 'Canva (studio)'",
        "The card reader locks for 15 min after 3 wrong PINs - don't guess, phone me",
    )
    r.add(
        "public_key",
        f"Wian's public key for the web server: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} wian@laptop",
        f"age public key for the encrypted guest list backup: {age_public_key()}",
        f"Web server host key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"WireGuard public key for the office VPN peer: {wg_key()}",
    )
    r.add(
        "hire_asset_tag",
        f"Hire items tagged: chairs CH-{digits(4)} to CH-{digits(4)}, patio heater HT{digits(3)}",
        f"Generator serial {rnd(UPPER + DIGITS, 12)}",
        f"Barcode on the linen bags: {ean13('600')}",
        f"Marquee frame pieces numbered MQ-{digits(3)}-{rnd(UPPER, 1)}",
    )
    r.add(
        "vehicle_registration",
        f"Shuttle bus reg CA {digits(3)}-{digits(3)}",
        f"Wedding car (the white Beetle) reg {rnd(UPPER, 2)} {digits(2)} {rnd(UPPER, 2)} GP",
        f"Caterer's bakkie: CY {digits(5)} - let it through the service gate",
        f"Bridal car hire: vintage Rolls, reg CA {digits(6)}, driver arrives 14:30",
    )
    r.add(
        "colour_palette",
        f"Palette for the Naidoo wedding: #{hexs(6)}, #{hexs(6)}, #{hexs(6)}",
        f"Pantone for the ribbon: {digits(2)}-{digits(4)} TCX",
        f"Invitation paper {pick(250, 300, 350)} gsm, foil colour #{hexs(6)}",
        f"Canva brand kit colours: #{hexs(6).upper()} sage, #{hexs(6).upper()} blush, #{hexs(6).upper()} gold",
    )
    r.add(
        "alarm_and_gate_settings",
        "Alarm at Stonehaven: entry delay 30 s, exit delay 60 s, armed response number is on the panel",
        "Gate code changes every Monday; Johan sends it by 08:00",
        f"Alarm zone {rand(2, 9)} (the marquee side) keeps false-triggering - the venue does the bypass, not us",
        f"Armed response account no. {digits(6)}; when they phone I give the password word myself",
        "Gate remote battery is a CR2032; the keypad PIN is 4 digits long",
    )
    r.add(
        "photo_file_checksum",
        f"Photo files for the Jacobs wedding: DSC_{digits(4)}.ARW to DSC_{digits(4)}.ARW",
        f"Gallery zip checksum (SHA-256) from the photographer: {hexs(64)}",
        f"Video file MD5 {hexs(32)} - matches, the download wasn't corrupted",
        f"Drive folder ID for the raw photos: {rnd(URLSAFE, 33)}",
    )
    r.add(
        "support_ticket_number",
        f"Mailchimp support ticket #{digits(8)}",
        f"Internet fault reference {rnd(UPPER, 3)}{digits(7)} - the fibre at the office is down again",
        f"Canva support case {uid()}",
        f"Load-shedding claim ref LS-{digits(6)} for the generator hire",
    )
    return r


def main() -> None:
    write_corpora("make_heldout205.py", [
        ("heldout205_credentials.yaml", credentials(), "Held-out batch 205: a Cape Town wedding planner's notes that hold real credentials (venue codes, PINs, logins, API keys)"),
        ("heldout205_lookalikes.yaml", lookalikes(), "Held-out batch 205: a Cape Town wedding planner's notes that look random but hold no secret (references, waybills, masked IDs, public ids)"),
    ])


if __name__ == "__main__":
    main()
