# ruff: noqa: E501
"""Writes heldout216_credentials.yaml and heldout216_lookalikes.yaml: held-out batch 216.

Persona: the landlord of a pub in a small Yorkshire town, not technical, who writes British
English with typos and asks the assistant to remember the till manager PIN, the cellar and
back door keypad codes, the brewery ordering portal login, the card machine refund PIN, the
CCTV recorder's admin password, the pub and staff Wi-Fi passwords, the Sky Business account,
the bank app passcode, the alarm code and the alarm company's password word. The look-alikes
are the pub's paperwork: brewery account numbers, delivery notes, invoices, VAT and premises
licence numbers, sort codes printed on invoices, keg serials, card terminal ids, CCTV camera
names, function booking references, the guest Wi-Fi network name and quiz table numbers.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    luhn,
    mac,
    phrase,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

PUB_WORDS = ["Drovers", "Bitter", "Yorkie", "Whippet", "Dales", "Tetley", "Barnsley", "Pints", "Ferret", "Moorland", "Swaledale", "Tyke"]
MEMORABLE = ["Rhubarb", "Parkin", "Ginnel", "Snicket", "Barmcake", "Haworth", "Dobbin", "Buttercup", "Heathcliff", "Pudsey", "Marmaduke", "Gooseberry", "Wensley", "Clogger"]
WORDS = ["hops", "malt", "cask", "stout", "porter", "mild", "barrel", "tankard", "moor", "sheep", "dale", "beck", "fell", "tup", "ginnel", "pudding"]


def lpw() -> str:
    """A password the landlord chose, or one a site made him take."""
    return pick(
        f"{pick(*PUB_WORDS)}{digits(4)}",
        f"{pick(*PUB_WORDS)}{pick(*PUB_WORDS).lower()}{digits(2)}{pick('!', '#', '')}",
        f"{pick(*MEMORABLE).lower()}{digits(3)}",
        pw(),
    )


def word() -> str:
    return pick(*MEMORABLE)


def pin(n: int = 4) -> str:
    return digits(n)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "till_manager_pin",
        f"till manager pin is {pin()} - dont give it to the weekend lot",
        f"Manager code on the EPOS till: {pin()}. Needed for voids, no-sale and the Z read",
        f"remind me the till managr pin, its {pin(5)}",
        f"Till (bar 1 + bar 2) manager login = clerk 99, pin {pin()}",
        f"new till pin after Dean left: {pin()}\nold one {pin()} is deleted now",
    )
    r.add(
        "cellar_keypad_code",
        f"cellar door keypad {pin()}#",
        f"Code for the cellar is {pin()} then press the key symbol",
        f"cellar keypad changed to {pin(6)}, tell Kev when hes in on tues",
        f"Cellar: {pin()}*  (if it beeps 3 times do it slower)",
        f"draymen need the cellar code on thursdays - {pin()} - tell them at the hatch not over the phone",
    )
    r.add(
        "back_door_keypad_code",
        f"back door code {pin()}",
        f"back door (the borg lock by the bins) press C then {pin()}",
        f"Staff entrance / back yard gate code is {pin()}, same as smoking shelter gate",
        f"backdoor: {pin(5)}  changed 3rd march",
        f"Back dor keypad {pin()} — if it dont work spare key is with Mandy",
    )
    r.add(
        "brewery_portal_login",
        f"Dalesman brewery ordering\nhttps://orders.dalesman-brewery.example\nuser: drovers.arms\npass: {pw()}",
        f"brewery portal login - account 40117, password {lpw()}",
        f"Trade portal for the beer orders (cut off wed 2pm!!) email landlord@droversarms.example pw {lpw()}",
        f"login for ordering off the brewery website is drovers01 / {lpw()}",
        f"beer order site pasword changed to {lpw()} cos it made me, user still drovers01",
        f"Brewery portal\n  username  DROV0{digits(3)}\n  password  {rnd(ALNUM, 12)}\nOrders by 2pm weds for fri delivery",
    )
    r.add(
        "card_machine_refund_pin",
        f"refund pin on the card machine {pin()}",
        f"Card terminal supervisor/refund code: {pin(6)}",
        f"to do a refund on the card machine: menu > refund > enter {pin()} > amount",
        f"PDQ refund passcode {pin()} - only me and Mandy know it",
        f"card machine manager pin = {pin(5)} (for refunds and end of day banking)",
    )
    r.add(
        "cctv_dvr_admin_password",
        f"CCTV box in the office, login admin / {pw()}",
        f"cctv dvr admin password {lpw()}",
        f"Hikvision recorder\nuser admin\npassword {rnd(ALNUM, 10)}\nIP 192.168.1.64",
        f"password for the cameras recorder (need it to copy footage for the police) - {lpw()}",
        f"CCTV: admin  {rnd(ALNUM + '!@#', 12)}   dont let the installer change it again",
    )
    r.add(
        "cctv_app_verification_code",
        f"hik-connect app wants the verification code off the sticker on the dvr: {rnd(UPPER, 6)}",
        f"camera app on my phone - device verification code {rnd(UPPER, 6)}, app account pw {lpw()}",
        f"Verification code for cctv on phone = {rnd(UPPER, 6)}",
        f"cctv app on mandys phone needs code {rnd(UPPER, 6)} off the box an the admin pw {lpw()}",
        f"cctv stream encryption code (under the recorder) {rnd(UPPER, 6)} - needed to watch from the flat",
    )
    r.add(
        "pub_wifi_password",
        f"Wifi for the pub: DroversArms  key: {rnd(UPPER, 8)}",
        f"customers keep asking for the wifi - its {pick(*PUB_WORDS)}{pin(3)}, put it on the chalk board by the bar",
        f"BT hub in the back: wireless key {rnd(ALNUM, 13)}",
        f"pub wifi pasword is {pick(*MEMORABLE).lower()}{pin(4)} (all one word, no capitals)",
        f"WiFi (bar side)\nnetwork: Drovers-Bar\npassword: {rnd(ALNUM, 10)}",
    )
    r.add(
        "staff_wifi_password",
        f"Staff wifi - DA_Staff - pass {lpw()} dont give to punters",
        f"staff only wifi network password: {phrase(WORDS, 3, '-')}{pin(2)}",
        f"tills + card machine are on the staff wifi, password {rnd(ALNUM, 12)}, if it changes the card machine needs re-doing",
        f"staff wifi psk {rnd(ALNUM + '#!', 14)}",
        f'For new starters: wifi "Drovers-Back" / {lpw()}',
    )
    r.add(
        "sky_business_login",
        f"Sky business account\nemail: accounts@droversarms.example\npassword: {lpw()}",
        f"sky biz login, sky id drovers_arms pw {pw()}",
        f"sky business: account no. {digits(10, lead=True)}, password {lpw()}, security answer {word()}",
        f"Sky for Business online - {lpw()} is the password now (reset it in Jan)",
        f"login for sky (to book the engineer/ pay bill) landlord@droversarms.example {lpw()}",
    )
    r.add(
        "sky_viewing_pin",
        f"Sky box parental/purchase PIN is {pin()} - dont let staff order the boxing",
        f"sky pin {pin()}",
        f"PIN for sky box in the lounge (needed for rated films + PPV): {pin()}",
        f"Sky box remote pin = {pin()}, same on both boxes",
        f"sky pin for the big telly is {pin()} nowt else",
    )
    r.add(
        "bank_app_passcode",
        f"bank app passcode {pin(6)}",
        f"Business banking app: 6 digit passcode {pin(6)}, memorable word {word()}",
        f"bankline pin {pin()} and password {lpw()}",
        f"bank app on the ipad - passcode is {pin(6)}",
        f"Online banking\ncustomer no {digits(10, lead=True)}\npasscode {pin(5)}\nmemorable word {word().lower()}",
    )
    r.add(
        "alarm_code",
        f"alarm code {pin()}",
        f"Alarm: to set press {pin()} then A, unset = same code",
        f"intruder alarm code for the pub {pin()}, the flat alarm is {pin()}",
        f"if the alarm goes off at nite enter {pin()} on the panel by the back door",
        f"Cleaner (Sue) has her own alarm user code {pin()}, mine is {pin()}",
    )
    r.add(
        "alarm_company_password_word",
        f"alarm company password word is {word()} - they ask for it when they ring",
        f"When the monitoring centre rings the password is {word()}",
        f"alarm co. verbal password: {word()}{pin(2)}",
        f"Keyholder password for the alarm = {word().upper()}",
        f"the password word for the alarm firm (Dales Security) {word()} — duress word is {word()}",
    )
    r.add(
        "email_password",
        f"pub email login accounts@droversarms.example pw {lpw()}",
        f"email password (the one on the office pc) {lpw()}",
        f"Landlord email: landlord@droversarms.example\nPassword: {pw()}",
        f"my email pasword is now {lpw()} they made me change it",
        f"email on phone stopped working, put pasword {lpw()} back in",
    )
    r.add(
        "email_app_password",
        f"app password for the till to send the z reports by email: {app_password()}",
        f"gmail app pasword (for the epos emails) {app_password().replace(' ', '')}",
        f"Jack set up an app password so the CCTV can email snaps: {app_password()}",
        f"special email password for the printer scan to email {app_password()}",
    )
    r.add(
        "epos_backoffice_login",
        f"EPOS back office (prices, stock) https://backoffice.tillsys.example user drovers pw {pw()}",
        f"till back office login admin@droversarms.example / {lpw()}",
        f"till setup menu engineer password {pin(6)} (from the till company, for changing prices on the till itself)",
        f"Back office for tills:\n  site id 2231\n  user: landlord\n  pass: {rnd(ALNUM, 11)}",
        f"epos web login {lpw()}",
    )
    r.add(
        "safe_combination",
        f"office safe combo {pin(2)}-{pin(2)}-{pin(2)}",
        f"Safe code: {pin(6)}#",
        f"safe in flat, combination L{pin(2)} R{pin(2)} L{pin(2)}",
        f"float safe (under the bar) code {pin()} - change it after Christmas",
        f"safe: {pin(6)} then wait for green light",
    )
    r.add(
        "router_admin_password",
        f"router admin page 192.168.1.254 password {rnd(ALNUM, 10)}",
        f"Hub manager password (back of the BT hub) {rnd(ALNUM, 10)}",
        f"router settings login admin / {lpw()}",
        f"broadband router admin pw {rnd(UPPER + DIGITS, 8)} - needed to reset the wifi",
        f"Router\n  admin url http://192.168.0.1\n  user: admin\n  pass: {rnd(ALNUM, 12)}",
    )
    r.add(
        "stripe_secret_key",
        f"our Jack set up the website bookings, he said keep this safe and only put it in the website: sk_live_51{rnd(ALNUM, 96)}",
        f"Stripe secret key for function deposits:\nsk_live_51{rnd(ALNUM, 96)}",
        f"website payments key (the restricted one) rk_live_51{rnd(ALNUM, 96)}",
        f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 96)}",
    )
    r.add(
        "mailchimp_api_key",
        f"newsletter thing api key {hexs(32)}-us{pick('14', '19', '21')}",
        f"Mailchimp key for the quiz night emails: {hexs(32)}-us{pick('6', '12', '20')}",
        f"api key Jack made for the mailing list (dont share) {rnd(HEX, 32)}-us{pick('8', '17')}",
        f"MAILCHIMP_API_KEY={hexs(32)}-us{pick('4', '13')}",
    )
    r.add(
        "hmrc_gateway_login",
        f"HMRC gateway user id {digits(12, lead=True)} password {pw()}",
        f"VAT returns login - govt gateway ID {groups(digits(12, lead=True), 4)}, pw {lpw()}",
        f"Gateway: {digits(12, lead=True)} / {lpw()} (accountant has her own login)",
        f"Government Gateway\nUser ID: {digits(12, lead=True)}\nPassword: {rnd(ALNUM, 14)}",
        f"hmrc login for the vat {digits(12, lead=True)} pasword {lpw()} - dont lose it again",
    )
    r.add(
        "wholesaler_login",
        f"cash n carry website login, card no {digits(12, lead=True)} password {lpw()}",
        f"wholesale online ordering (crisps, mixers) user drovers.arms pw {lpw()}",
        f"Login for the wholesalers app: landlord@droversarms.example / {pw()}",
        f"cash & carry pwd {lpw()}",
        f"wholesaler app pin {pin(4)} (quick login on my phone)",
    )
    r.add(
        "music_licence_portal_login",
        f"music licence (PPL/PRS) account login landlord@droversarms.example pw {lpw()}",
        f"licence renewal site for the music: user DROVERS{digits(3)}, password {rnd(ALNUM, 10)}",
        f"music licence portal password {lpw()}",
        f"PRS login changed: landlord@droversarms.example / {pw()}",
    )
    r.add(
        "facebook_backup_codes",
        "facebook pub page backup codes:\n" + "\n".join(f"{pin()} {pin()}" for _ in range(6)),
        f"FB recovery codes (if i lose my phone) {pin(8)}, {pin(8)}, {pin(8)}, {pin(8)}",
        f"facebook login for the pub page - landlord@droversarms.example / {lpw()}",
        f"instagram backup codes: {pin(8)} {pin(8)} {pin(8)} {pin(8)} {pin(8)}",
        f"insta for the pub, user droversarms_pub pass {lpw()}",
    )
    r.add(
        "fruit_machine_pin",
        f"fruit machine refill/cash box pin {pin()}",
        f"Quiz machine engineer code {pin(6)} (for the settings + emptying)",
        f"gaming machine operator pin: {pin()}",
        f"pool table coin mech / fruit machine access code is {pin(5)}",
        f"fruity cash box code {pin()} - engineer says dont tell the bar staff",
    )
    r.add(
        "payroll_login",
        f"payroll website login landlord@droversarms.example pw {pw()}",
        f"Wages software password {lpw()}",
        f"payroll: user drovers / pass {lpw()} / pin {pin()}",
        f"login for doing the staff wages online {lpw()}",
        f"Payroll\nemail accounts@droversarms.example\npassword {rnd(ALNUM, 12)}\n2 step backup code {pin(6)}",
    )
    r.add(
        "energy_account_password",
        f"electric + gas online account password {lpw()}",
        f"energy supplier login (for meter readings) accounts@droversarms.example {lpw()}",
        f"Gas acount pw {lpw()}  security question answer {word()}",
        f"electric account login accounts@droversarms.example {pw()}",
        f"energy co. phone passcode (they ask for it) {pin(4)}",
    )
    r.add(
        "wine_supplier_login",
        f"wine merchant trade login drovers / {lpw()}",
        f"Wine & spirits online ordering\nhttps://trade.dalesvintners.example\nuser DROV{digits(4)}\npassword {pw()}",
        f"password for ordering the gin an wine {lpw()}",
    )
    r.add(
        "voicemail_pin",
        f"pub landline answerphone pin {pin()}",
        f"voicemail remote access code {pin()} (ring 1571 then press 3)",
        f"answer machine pin for listening from away: {pin()}",
        f"BT voicemail pin {pin(4)}",
        f"landline messages - dial in and pin {pin(6)}",
    )
    r.add(
        "business_debit_card",
        f"business debit card {groups(luhn('4'), 4)} exp {card_expiry()} cvv {pin(3)}",
        f"pub card pin {pin()} (the one for the cash and carry)",
        f"Card for online orders\n{groups(luhn('5' + pick('1', '3', '5')), 4)}\nexp {card_expiry()}  security code {pin(3)}",
        f"company card {luhn('4')} {card_expiry()} {pin(3)} - pin {pin()}",
        f"Amex for the wine order {luhn('37', 15)} exp {card_expiry()} cid {pin(4)}",
        f"pin for the business card is {pin()} (the black one)",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "brewery_account_number",
        f"our account number with the brewery is {digits(6, lead=True)}",
        f"Dalesman brewery customer acc no. DA{digits(5)} - quote it when ringing",
        f"brewery acct {digits(7, lead=True)} (Drovers Arms), rep is Gary",
        f"new account number from the brewery after the merger: {rnd(UPPER, 3)}-{digits(6)}",
        f"Trade account ref {digits(8, lead=True)} goes on all orders",
    )
    r.add(
        "delivery_note_number",
        f"delivery note {digits(7, lead=True)} - 2 kegs short, ring them",
        f"DN{digits(8)} signed by Kev, one cask of mild damaged",
        f"delivery note no. DAL/{digits(6)} for the credit claim",
        f"Thursday delivery, note ref {rnd(UPPER + DIGITS, 10)}, all ok",
        f"dray delivery {digits(9, lead=True)} had the wrong lager",
    )
    r.add(
        "invoice_number",
        f"invoice INV-{digits(6)} from the brewery, due end of month",
        f"pay invoice {digits(8, lead=True)} (glass washer repair) £{digits(3, lead=True)}.{digits(2)}",
        f"Inv no. {rnd(UPPER, 2)}{digits(7)} from the wholesaler queried, they charged twice",
        f"cleaning co. invoice {digits(5, lead=True)}/{pick('23', '24', '25')} paid by transfer",
        f"invoice ref {uid()[:8].upper()} for the sky - check its the right amount",
    )
    r.add(
        "vat_number",
        f"our VAT number GB {digits(3, lead=True)} {digits(4)} {digits(2)}",
        f"VAT reg no {digits(9, lead=True)} - goes on the function invoices",
        f"brewery VAT no. GB{digits(9, lead=True)}",
        f"VAT number for the pub: GB{digits(9, lead=True)} (accountant asked)",
        f"vat no on the wholesaler receipts is GB {digits(3, lead=True)} {digits(4)} {digits(2)}",
    )
    r.add(
        "premises_licence_number",
        f"premises licence number PL/{pick('2018', '2019', '2021')}/{digits(5)}",
        f"Premises licence no. {digits(6, lead=True)} - copy has to be on display by the bar",
        f"licence number for the pub (council) LN/{digits(9)}",
        f"premises licence ref {rnd(UPPER, 3)}/{digits(4)}/{digits(4)}, DPS is me",
        f"licence no {digits(8, lead=True)}, annual fee due in june",
    )
    r.add(
        "personal_licence_number",
        f"my personal licence number {digits(4, lead=True)}/{digits(5)}",
        f"Mandys personal licence no. PLH{digits(6)} issued by the council",
        f"personal licence ref {rnd(UPPER, 2)}{digits(7)} - need it for the TEN form",
        f"personal licence renewal - licence no {digits(4, lead=True)}/{digits(6)}, photo needed",
        f"TEN notice ref {digits(6, lead=True)} for the beer festival in the car park",
    )
    r.add(
        "supplier_bank_details_on_invoice",
        f"brewery invoice says pay to Dalesman Brewery Ltd, sort code {pin(2)}-{pin(2)}-{pin(2)} acc {digits(8)}",
        f"sort code on the wholesaler invoice {pin(2)}-{pin(2)}-{pin(2)}, ref is our account no",
        f"Bank details for the cleaners (from their invoice): sort {pin(2)}-{pin(2)}-{pin(2)} / {digits(8)}",
        f"pay the band by bank - sort code {pin(2)}{pin(2)}{pin(2)} account {digits(8)} ref QUIZ",
        f"new bank details letter from the glass company: sort code {pin(2)}-{pin(2)}-{pin(2)}, ring to check before paying!!",
    )
    r.add(
        "keg_serial_number",
        f"keg serial {rnd(UPPER, 2)}{digits(7)} was leaking, sent back",
        f"Empty kegs collected: {digits(8, lead=True)}, {digits(8, lead=True)}, {digits(8, lead=True)}",
        f"cask no. DAL{digits(5)} - firkin of mild, best before {pin(2)}/{pick('10', '11', '12')}",
        f"keg barcode {ean13('50')} wouldnt scan",
        f"faulty keg {rnd(UPPER + DIGITS, 10)} credit note asked for",
    )
    r.add(
        "card_terminal_id",
        f"card machine terminal id {digits(8, lead=True)}",
        f"TID {digits(8, lead=True)} / MID {digits(15, lead=True)} - they need these when i ring the helpline",
        f"card machine serial no {rnd(UPPER + DIGITS, 12)}",
        f"Terminal ID for the bar machine is {digits(8, lead=True)}, the restaurant one is {digits(8, lead=True)}",
        f"merchant number {digits(10, lead=True)} on the card statements",
    )
    r.add(
        "cctv_camera_name",
        "cctv camera names: CAM01_Bar, CAM02_Lounge, CAM03_CellarSteps, CAM04_CarPark",
        f"camera D{pick('5', '6', '7')} (beer garden) keeps going offline, model IPC-{rnd(UPPER, 3)}{digits(4)}",
        f"CH0{pick('1', '2', '3')}_BackYard is the one that covers the bins",
        f"the car park camera is called {rnd(UPPER, 2)}-{digits(3)}-PK in the recorder",
        "cctv: channel 5 = till, channel 6 = back door, channel 7 = cellar",
    )
    r.add(
        "cctv_dvr_serial_number",
        f"CCTV recorder serial DS-{digits(4)}{rnd(UPPER, 2)}-{rnd(UPPER, 2)}{digits(4)}{rnd(UPPER + DIGITS, 9)}",
        f"dvr serial no {rnd(UPPER + DIGITS, 16)} for the warranty",
        f"cctv box MAC address {mac(':', True)}",
        f"cctv recorder model DS-7608NI, serial {digits(9, lead=True)}, 4TB drive",
        f"cctv installer job ref {rnd(UPPER, 3)}{digits(5)} - warranty til {pick('2026', '2027')}",
    )
    r.add(
        "function_booking_reference",
        f"booking ref FN-{pick('2024', '2025')}-{digits(4)} - 40th birthday, back room, buffet",
        f"Wake on friday booking {rnd(UPPER + DIGITS, 8)}, 60 people, deposit paid",
        f"christening booking ref {digits(6, lead=True)}, sandwiches for 30",
        f"booking confirmation {rnd(UPPER, 3)}{digits(5)} for the darts team presentation night",
        f"function room booked - ref #{digits(5, lead=True)}, deposit £{digits(2, lead=True)}0",
    )
    r.add(
        "guest_wifi_network_name",
        "guest wifi network is called DroversArms_Guest, no password just tick the box",
        "customer wifi name: Drovers-FREE-WiFi",
        f"The guest wifi shows up as 'Drovers Arms Guest {pin(2)}' on phones",
        "wifi network for customers = DROVERS_PUBLIC (the splash page one)",
        "guest wifi SSID changed to TheDroversArms - tell regulars",
    )
    r.add(
        "quiz_table_number",
        f"quiz night: table {pin(1)} won again, table 1{pin(1)} were cheating on phones",
        f"Quiz team 'Quizteama Aguilera' always on table {pin(1)}",
        f"reserved tables for quiz: 3, 7, 1{pin(1)} and 14",
        f"quiz sheet numbers run {digits(3, lead=True)} to {digits(3, lead=True)}",
        f"table {pick('12', '15', '22')} in the lounge needs a new leg before quiz night",
    )
    r.add(
        "password_policy_note",
        "remind me to change the till pins every 3 months",
        "need to change the staff wifi password when Dean leaves",
        "bank says passcode must be 6 digits and not my birthday",
        "change all the door codes after the new year staff turnover - 4 digits minimum",
        "the brewery portal makes you change the password every 90 days, its a pain",
    )
    r.add(
        "secret_location_reference",
        "alarm code is in the sealed envelope in the office safe",
        "wifi passwords are on the card in the drawer under the till, not writing them here",
        "the safe combination - ask me, only me and Mandy know it",
        "sky login is in the red notebook in the flat",
        "CCTV password is written on the back of the recorder manual in the office",
    )
    r.add(
        "masked_card_receipt",
        f"receipt: card ending {pin()}, auth code {digits(6)}",
        f"customer disputed payment, card **** **** **** {pin()} on the {pick('4th', '5th', '9th', '18th')}",
        f"refund done to card ending in {pin()}, ref {rnd(UPPER + DIGITS, 8)}",
        f"the pub debit card ending {pin()} expires soon, new one on its way",
        f"payment £{digits(3, lead=True)}.{digits(2)} card xxxx{pin()} approved, receipt no {digits(6)}",
    )
    r.add(
        "z_report_number",
        f"Z read no. {digits(4, lead=True)} was short by £20",
        f"end of day report {digits(5, lead=True)} - card takings £{digits(4, lead=True)}",
        f"z report {digits(4, lead=True)} missing, reprint it",
        f"till report no {digits(3, lead=True)} (Sat) needs checking against the safe float",
        f"X read {digits(4, lead=True)} taken at 6pm for the shift change",
    )
    r.add(
        "sky_viewing_card_number",
        f"sky viewing card number {digits(3)} {digits(3)} {digits(3)}",
        f"Sky business account number {digits(10, lead=True)} (for ringing them)",
        f"sky box serial {digits(10, lead=True)}, the one in the lounge",
        f"Sky fault ref {rnd(UPPER, 2)}{digits(8)} - engineer coming tuesday",
        f"sky box card slot number on sticker: {digits(9, lead=True)}",
    )
    r.add(
        "parcel_tracking_number",
        f"new pumps clips parcel tracking {digits(14, lead=True)}",
        f"glasses order coming DPD, tracking {digits(14, lead=True)}",
        f"Royal Mail tracking {rnd(UPPER, 2)}{digits(9)}GB - the new card machine",
        f"tracking no {rnd(UPPER + DIGITS, 18)} for the beer mats",
        f"courier ref {digits(10, lead=True)} - returned the faulty cooler",
    )
    r.add(
        "wholesaler_order_number",
        f"cash n carry order no. {digits(9, lead=True)} - picking up friday",
        f"wholesale order #{digits(7, lead=True)}, crisps and mixers",
        f"order confirmation {rnd(UPPER, 2)}-{digits(8)} from the wine supplier",
        f"Order {digits(8, lead=True)} was missing 2 boxes of pork scratchings",
        f"wholesaler credit note CN{digits(7)} for the broken glasses",
    )
    r.add(
        "meter_mpan",
        f"electric meter MPAN {pin(2)} {pin(3)} {pin(3)} {pin(2)} {digits(4)} {digits(3)} {digits(3)}",
        f"gas MPRN {digits(10, lead=True)}",
        f"water account no {digits(10, lead=True)}, meter {rnd(UPPER, 2)}{digits(6)}",
        f"meter serial {pin(2)}{rnd(UPPER, 1)}{digits(7)} - reading {digits(5)}",
        f"electric meter reading {digits(6)} on the {pick('1st', '21st', '31st')}, meter no {rnd(UPPER, 1)}{digits(2)}{rnd(UPPER, 1)}{digits(5)}",
    )
    r.add(
        "paye_reference",
        f"employer PAYE ref {digits(3, lead=True)}/{rnd(UPPER, 2)}{digits(5)}",
        f"accounts office reference {digits(3, lead=True)}P{rnd(UPPER, 1)}{digits(8)} for paying HMRC",
        f"our UTR is {digits(10, lead=True)} (accountant wants it)",
        f"company reg no {digits(8, lead=True)} for the brewery tie paperwork",
        f"Mandys NI number goes on the payroll form, employee no {digits(3, lead=True)}",
    )
    r.add(
        "stripe_publishable_key",
        f"Jack says this one is the public key that sits in the booking page, fine to be seen: pk_live_51{rnd(ALNUM, 96)}",
        f"publishable key for the website pk_live_51{rnd(ALNUM, 96)} (the secret one is NOT this)",
        f"stripe account id acct_1{rnd(ALNUM, 15)}",
        f"stripe payout ref po_1{rnd(ALNUM, 23)} for last weeks deposits",
        f"deposit payment ref pi_3{rnd(ALNUM, 21)} for the wedding booking",
    )
    r.add(
        "website_config_reference",
        "Jack said the stripe secret lives in STRIPE_SECRET_KEY on the web host, not in the code",
        "website deploy uses ${{ secrets.STRIPE_SECRET_KEY }} and ${{ secrets.MAILCHIMP_API_KEY }}",
        "booking site env vars: STRIPE_SECRET_KEY, SMTP_PASSWORD, MAILCHIMP_KEY (values in his password manager)",
        "the website keys are in the vault under secret/droversarms/website - ask Jack",
        "sky password is saved in my phone password thingy, the keychain one",
    )
    r.add(
        "keypad_settings_note",
        "cellar keypad locks out for 5 mins after 3 wrong codes",
        "alarm has 8 user codes, 4 digits each, codes 1-3 used",
        f"back door keypad battery changed {pick('4', '12', '21')}/{pick('3', '6', '9')} - 9v PP3",
        "alarm entry delay 30 seconds, exit 45 seconds",
        "till pin length is 4 digits, max 10 clerks",
    )
    r.add(
        "fsa_establishment_reference",
        f"food hygiene rating 5, FSA ref {digits(6, lead=True)}",
        f"council food business registration no. FBR/{digits(5)}",
        f"inspection report ref EH/{pick('2024', '2025')}/{digits(4)}",
        f"gas safety cert no {digits(7, lead=True)}, next due march",
        f"fire risk assessment ref FRA-{digits(5)} (in the blue folder)",
    )
    r.add(
        "booking_link_url",
        f"link for people to book the function room: https://bookings.droversarms.example/event/{uid()}",
        f"table booking confirmation page https://book.acme.example/r/{uid()}",
        f"quiz night sign up form https://forms.droversarms.example/quiz?id={rnd(URLSAFE, 12)}",
        f"menu qr code goes to https://droversarms.example/menu/{hexs(8)}",
        f"brewery invoice portal link https://invoices.dalesman-brewery.example/view/{uid()}",
    )
    r.add(
        "epos_device_id",
        f"till 2 device id {uid()}",
        f"EPOS support case {digits(7, lead=True)}, till serial {rnd(UPPER + DIGITS, 10)}",
        f"printer on bar 1 MAC {mac('-', True)}",
        f"card machine software version {pin(1)}.{pin(2)}.{pin(3)}, build {hexs(7)}",
        f"till licence key on the sticker? no its the device id: {rnd(HEX, 16).upper()}",
    )
    r.add(
        "alarm_company_account_reference",
        f"alarm company customer ref AC-{digits(5)} - password word is on the card in the safe",
        f"Dales Security account no {digits(7, lead=True)}, service due may",
        f"alarm monitoring URN {digits(4, lead=True)}/{pick('DS', 'NE')}/{digits(4)} for the police",
        f"alarm engineer job no {digits(6, lead=True)}, sensor in cellar replaced",
        f"alarm panel serial {rnd(UPPER + DIGITS, 10)}, zone 4 = cellar PIR",
    )
    return r


def main() -> None:
    write_corpora("make_heldout216.py", [
        ("heldout216_credentials.yaml", credentials(), "Held-out batch 216: credentials a Yorkshire pub landlord asks an assistant to remember (till, keypad and alarm codes, portal logins, Wi-Fi, Sky, banking)"),
        ("heldout216_lookalikes.yaml", lookalikes(), "Held-out batch 216: a Yorkshire pub landlord's notes with random-looking identifiers and no secret (account, invoice, licence, keg, terminal and booking numbers)"),
    ])


if __name__ == "__main__":
    main()
