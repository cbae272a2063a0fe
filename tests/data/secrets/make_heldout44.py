# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout44_credentials.yaml and heldout44_lookalikes.yaml: held-out batch 44.

Persona: Jo, a self-employed bookkeeper in Bristol with about thirty small-business clients
(a garage, a cafe, a plumber, a florist, a barber, a yoga studio...). She writes plain,
non-technical English full of client shorthand: client-by-client to-do lists, call notes,
email snippets, spreadsheet rows and sticky-note scraps. Her credentials are HMRC Government
Gateway and agent services logins, Xero / QuickBooks / Sage / FreeAgent logins and their 2FA
backup codes, Dext and Hubdoc logins, clients' online-banking details, card reader PINs,
Companies House authentication codes, payroll bureau and pension portal logins, Wi-Fi keys,
alarm, key-safe and device PINs, a shared Dropbox, her password manager's Secret Key and the
scanner's email app password. Her look-alikes are the tax and bank identifiers that are not
secret at all (UTRs, VAT and company numbers, PAYE and accounts office references, sort codes
and account numbers, payment references, invoice numbers), amounts and dates everywhere, and
reminders about passwords that never give the password.

The batch was written blind: without reading the detector, its tests or the other corpora.
Every value is synthetic and drawn at run time from the `secrets` module, so a rerun draws
new values; hosts are under `.example`, `.internal`, `.test` or acme.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    iban,
    luhn,
    onepassword_secret_key,
    phrase,
    pick,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["Rovers", "Robins", "Clifton", "Severn", "Gromit", "Cabot", "Avon", "Millie", "Biscuit",
         "Poppy", "Sunshine", "Bedminster", "Brunel", "Harbour", "Tigger", "Dolly", "Cider",
         "Kingswood", "Alfie", "Bailey", "Fishponds", "Weston", "Bluebell", "Marley", "Jasper",
         "Pepper", "Chelsea", "Liverpool", "Summer", "Rosie", "Buster", "Tenerife"]
MEMORABLE = ["blossom", "seagull", "penguin", "lighthouse", "marmalade", "teapot", "harvest",
             "bramble", "pebble", "walrus", "cornflake", "saffron", "thistle", "orchard",
             "kestrel", "crumpet", "sherbet", "paddock", "lantern", "tangerine"]
KIT_WORDS = ["maple", "otter", "cobalt", "harbour", "lantern", "gravel", "velvet", "pigeon",
             "quarry", "ember", "willow", "saddle", "copper", "thimble", "meadow", "anchor"]
POSTCODE_LETTERS = "ABDEFGHJLNPQRSTUWXYZ"


def human_pw() -> str:
    """A password a busy non-technical person picked."""
    w = secrets.choice(WORDS)
    n = pick(str(secrets.randbelow(90) + 10), str(1955 + secrets.randbelow(70)), digits(3))
    return pick(
        f"{w}{n}!",
        f"{w.lower()}{n}",
        f"{w}#{n}",
        f"{w}{n}{pick('?', '*', '£', '$', '!!')}",
        f"{secrets.choice(WORDS)}{w}{n}",
        f"{w}_{secrets.choice(WORDS).lower()}{n}",
        f"{w.upper()}{n}{pick('a', 'x', 'z')}",
    )


def gen_pw() -> str:
    """A password a manager or a portal generated."""
    return rnd(ALNUM + "!#%&*-?", pick(14, 16, 18, 20))


def gg_id(spaced: bool = False) -> str:
    """A Government Gateway user ID: 12 digits."""
    text = digits(12, lead=True)
    return groups(text, pick(2, 4)) if spaced else text


def pin(n: int = 4) -> str:
    return digits(n)


def mem() -> str:
    return secrets.choice(MEMORABLE)


def mem_chars(word: str) -> str:
    """Three letters of a memorable word, as a bank's login page asks for them."""
    idx = sorted(secrets.SystemRandom().sample(range(len(word)), 3))
    return ", ".join(f"{i + 1}={word[i]}" for i in idx)


def ch_code() -> str:
    """A Companies House company authentication code."""
    return rnd(UPPER + DIGITS, 6)


def natwest_customer() -> str:
    return f"{secrets.randbelow(28) + 1:02d}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(40) + 60:02d}{digits(4)}"


def base32_key() -> str:
    return " ".join(rnd(BASE32, 4) for _ in range(8))


def utr() -> str:
    return digits(10, lead=True)


def vat_no() -> str:
    """A UK VAT number (nine digits) with valid mod-97 check digits."""
    body = digits(7, lead=True)
    total = sum(int(c) * w for c, w in zip(body, range(8, 1, -1), strict=True))
    return body + f"{(-(total + pick(0, 55))) % 97:02d}"


def vat_spaced(v: str) -> str:
    return f"GB {v[:3]} {v[3:7]} {v[7:]}"


def company_no() -> str:
    return pick("0" + digits(7, lead=True), "1" + digits(7), "SC" + digits(6), "OC" + digits(6), "0" + digits(7, lead=True))


def paye_ref() -> str:
    return f"{digits(3, lead=True)}/{pick(rnd(UPPER, 2) + digits(5), secrets.choice(UPPER) + digits(5), secrets.choice(UPPER) + digits(6))}"


def ao_ref() -> str:
    return f"{digits(3, lead=True)}P{secrets.choice(UPPER)}{digits(8)}"


def sort_code() -> str:
    return f"{digits(2, lead=True)}-{digits(2)}-{digits(2)}"


def acct_no() -> str:
    return digits(8)


def postcode() -> str:
    return f"BS{secrets.randbelow(16) + 1} {secrets.randbelow(9) + 1}{secrets.choice(POSTCODE_LETTERS)}{secrets.choice(POSTCODE_LETTERS)}"


def landline() -> str:
    return f"0117 496 0{digits(3)}"


def mobile() -> str:
    return f"07700 900{digits(3)}"


def money(top: int = 5000) -> str:
    return f"£{secrets.randbelow(top) + 10:,}.{digits(2)}"


def day() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('24', '25', '2024', '2025')}"


def reg_plate() -> str:
    return f"{pick('WU', 'WR', 'WP', 'WX', 'WV', 'WA', 'WF')}{pick('19', '69', '21', '71', '23', '73', '16')} {rnd(UPPER, 3)}"


def tracking() -> str:
    return f"{rnd(UPPER, 2)}{digits(9)}GB"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "gateway_login",
        f"Dave's Motors (GAR01) - HMRC gateway\nUser ID: {gg_id()}\nPassword: {human_pw()}",
        f"Sunita SA login {gg_id(spaced=True)} pw {human_pw()} (she wants me to do the return, NOT her husband)",
        f"HMRC online - Bean There Ltd (CT + PAYE)\nID {gg_id()}\nPassword {gen_pw()}\ntext code goes to Priya's mobile so ring her first",
        f"Tom Hughes plumbing. Gov gateway {gg_id()} / {human_pw()}. UTR on his letter. Return due 31 Jan, owes approx £2.1k",
    )
    r.add(
        "gateway_call_note",
        f"rang Dave at the garage – he read me his Government Gateway ID {gg_id(spaced=True)} and the password {human_pw()}. Said he'll change it once we've filed.",
        f"Call w/ Gareth 10:40. Couldn't find his login letter, in the end read it off his phone: {gg_id()} and {human_pw()} - capital at the start he thinks",
        f"Phoned Bev (Redland florist). Her HMRC sign in is {gg_id()}, password is {human_pw()}. Told her to set up the authenticator app, she won't.",
    )
    r.add(
        "agent_services",
        f"My agent services account\nGG ID {gg_id()}\npw {gen_pw()}\nARN AARN{digits(7)}",
        f"note to self: ASA password changed in March. ID still {gg_id()}, password now {human_pw()}",
        f"If I'm off sick Sarah can get into the agent account: user {gg_id()}, password {gen_pw()}. The access code comes to my mobile, she'll need to ring me.",
    )
    r.add(
        "xero_login",
        f"Xero – Bean There\nlogin priya@beanthere.example\npw {human_pw()}",
        f"Harbourside Bikes haven't added me as an advisor yet, so Rob gave me his own Xero: rob@harboursidebikes.example / {gen_pw()}",
        f"Xero (my practice login) jo@pearcebooks.example {gen_pw()} - don't let Chrome save it again",
    )
    r.add(
        "quickbooks_login",
        f"QB - Southville Builders (SOUTH03)\nuser: marek.builds@mail.example\npassword: {human_pw()}",
        f"Kaz uses QuickBooks, not Xero! login kaz@kazflowers.example pw {human_pw()}",
        f"Quickbooks for Lee's window cleaning - leewindows{digits(2)} / {human_pw()}. He never reconciles anything",
    )
    r.add(
        "sage_login",
        f"Sage Business Cloud - Easton Print Co\nemail accounts@eastonprint.example\npw {gen_pw()}",
        f"Easton still on Sage. Login is Hannah's: hannah@eastonprint.example, password {human_pw()}",
        f"Sage 50 on the office PC at Mo's: user MANAGER, password {human_pw()} (the company data is on the D drive)",
    )
    r.add(
        "freeagent_login",
        f"FreeAgent (Tom) tom@hughesplumbing.example {human_pw()}",
        f"Clifton Yoga Studio - FreeAgent via their bank. login aisha@cliftonyoga.example / {gen_pw()}",
        f"FreeAgent – Sean (photographer, SEAN01)\nemail sean@seanlightphoto.example\npw {human_pw()}\nyear end 5 April",
    )
    r.add(
        "accounting_2fa_codes",
        f"Intuit backup codes for the QB advisor login (printed 04/03):\n{recovery_codes(5, 'digits')}",
        "FreeAgent 2FA backup codes - Tom's account, he asked me to keep them:\n" + recovery_codes(6, "alnum"),
        f"Sage recovery codes\n{chr(10).join(digits(8) for _ in range(6))}\nused the 1st one on 12/02",
        f"Xero backup - if my phone dies use one of these: {', '.join(rnd(UPPER + DIGITS, 8) for _ in range(4))}",
    )
    r.add(
        "authenticator_setup_key",
        f"Xero authenticator setup key for my login (type into new phone): {base32_key()}",
        f"Gateway authenticator app – the 'can't scan the code' key: {base32_key()} Set up on the old iPhone AND the iPad",
    )
    r.add(
        "dext_login",
        f"Dext - practice login jo@pearcebooks.example / {gen_pw()}",
        f"Dext for Priya (she snaps the Booker receipts): priya@beanthere.example pw {human_pw()}",
        f"DEXT\nuser: dave@davesmotors.example\npass: {human_pw()}\n(he's uploading 3 months at once again)",
    )
    r.add(
        "hubdoc_login",
        f"Hubdoc for Harbourside Bikes: rob@harboursidebikes.example, {gen_pw()}",
        f"hubdoc login (mine) jo@pearcebooks.example pw {human_pw()} - set up the Amazon fetch for Kaz",
    )
    w1, w2, w3 = mem(), mem(), mem()
    r.add(
        "bank_customer_number",
        f"NatWest business online - Gareth Price Electrical\nCustomer no. {natwest_customer()}\nPIN {pin()}\nPassword {w1}{digits(2)}",
        f"Mo's NatWest: customer number {natwest_customer()}, pin {pin()}, password {human_pw()}. Only to download statements!!",
        f"RBS online banking for Southville Builders\ncustomer no {natwest_customer()}\npin {pin()} password {w2.upper()}{digits(3)}",
    )
    r.add(
        "bank_user_id_memorable",
        f"Lloyds business - Bean There\nuser ID beanthere{digits(3)}\npassword {human_pw()}\nmemorable info: {w3}",
        f"Lloyds for Dave: user davesmotors{digits(2)}, password {human_pw()}, memorable word {mem()}",
        f"Halifax (Lee's personal, he pays his van out of it) - user ID leew{digits(4)} / {human_pw()} / memorable {mem()}",
    )
    r.add(
        "bank_passcode",
        f"Barclays - Kaz Flowers\nmembership no 20{digits(10)}\npasscode {pin(5)}\nmemorable word {mem()}",
        f"Tide for Sean: login sean@seanlightphoto.example, passcode {pin(6)}",
        f"Santander business (Clifton Yoga)\npersonal ID aisha{digits(2)}cy\npasscode {pin(8)}\nreg number {pin(5)}",
    )
    w4, w5 = mem(), mem()
    r.add(
        "bank_memorable_chars",
        f"Barclays wanted letters of Hannah's memorable word ({mem_chars(w4)}) - the word is {w4}. Passcode {pin(5)}.",
        f"Marek's bank: cust no {natwest_customer()}, PIN {pin()}, password letters are from {w5} (asked for {mem_chars(w5)} today)",
    )
    r.add(
        "card_reader_pin",
        f"Barclays PINsentry for Gareth – his card PIN is {pin()} (card ending {digits(4)})",
        f"card reader in Mo's office drawer, the Lloyds debit card pin {pin()}",
        f"NatWest card reader - Bean There business card. PIN: {pin()}. Reader lives in the till drawer.",
    )
    r.add(
        "client_card_details",
        f"Priya's business debit card for paying the VAT bill:\n{groups(luhn('4', 16), 4)}\nexp {card_expiry()} CVV {digits(3)}",
        f"Dave said just use his card for the Companies House fee - {groups(luhn('5', 16), 4)} {card_expiry()} sec code {digits(3)}",
    )
    r.add(
        "fuel_card_pin",
        f"Southville Builders fuel cards: van 1 pin {pin()}, van 2 pin {pin()}, Marek's own {pin()}",
        f"Dave's Allstar card PIN {pin()} - he keeps ringing me for it, put it in his file",
    )
    r.add(
        "companies_house_auth",
        f"Easton Print Co Ltd ({company_no()}) - CH auth code {ch_code()}",
        f"Companies House authentication codes\nBean There Ltd - {ch_code()}\nHughes Plumbing & Heating Ltd - {ch_code()}\nKaz Flowers Ltd - {ch_code()}",
        f"rang Marek, he found the letter from Companies House. Auth code is {ch_code()} - conf statement due 14th",
        f"Harbourside Bikes Ltd - company authentication code {ch_code()} (new one, old one stopped working)",
    )
    r.add(
        "companies_house_login",
        f"Companies House WebFiling - jo@pearcebooks.example / {gen_pw()}. Auth code for Bedminster Barbers Ltd: {ch_code()}",
        f"GOV.UK One Login (for Companies House) jo@pearcebooks.example password {human_pw()}",
    )
    r.add(
        "payroll_bureau",
        f"Avon Payroll Services portal\nhttps://portal.avonpayroll.example\nuser jpearce\npw {gen_pw()}",
        f"payroll bureau login changed - now jo.pearce / {gen_pw()} (the bureau forces a change every 90 days)",
        f"Bureau portal for the garage's payroll (2 staff + Dave): user GAR01-admin, password {human_pw()}",
    )
    r.add(
        "payroll_software",
        f"BrightPay Connect for the cafe payslips - jo@pearcebooks.example / {gen_pw()}",
        f"Moneysoft payroll manager licence login: PEARCE{digits(3)} / {human_pw()}",
    )
    r.add(
        "nest_login",
        f"NEST employer login - Southville Builders\nuser ID SOUTHB{digits(4)}\npassword {human_pw()}",
        f"NEST for Bean There: username priyacafe{digits(2)}, password {gen_pw()}. Re-enrolment due next spring.",
        f"Nest (Gareth) login gareth.price{digits(2)} pw {human_pw()} - declaration of compliance still not done!",
    )
    r.add(
        "pension_other",
        f"The People's Pension - Easton Print, account admin hannah@eastonprint.example, password {human_pw()}",
        f"Smart Pension login for Harbourside: rob@harboursidebikes.example / {gen_pw()}",
    )
    r.add(
        "client_wifi",
        f"Clifton Yoga back office wifi: CY-Office  key {rnd(LOWER + DIGITS, 12)}",
        f"Dave's garage wifi (for when I'm there Thursdays) - network BT-Hub6-{rnd(UPPER + DIGITS, 4)}, password {rnd(ALNUM, 13)}",
        f"wifi at Bean There upstairs office = {human_pw()} (NOT the customer one)",
    )
    r.add(
        "office_router",
        f"my office router admin: http://192.168.1.254 admin password {rnd(ALNUM, 10)}\nwifi key {rnd(LOWER + DIGITS, 12)}",
        f"Virgin hub at home office - wifi pw {rnd(LOWER, 12)}, settings pw {rnd(LOWER + DIGITS, 8)}",
    )
    r.add(
        "alarm_code",
        f"office alarm code {pin()} (set it even if just popping out!)",
        f"Alarm at Easton Print if I'm first in: {pin()} then press set. Hannah says 30 secs.",
        f"Bean There alarm - unset {pin()}#. Priya changed it after the break-in.",
    )
    r.add(
        "keysafe_code",
        f"key safe by the filing cabinets: {pin()}",
        f"Dave's key safe (round the back by the tyres) code {pin()} – office key + the petty cash tin key",
        f"keysafe for the client files cupboard, new combo {pin()} from Monday",
    )
    r.add(
        "door_code",
        f"Harbourside Bikes back door keypad {pin()}* - office is upstairs",
        f"shared office building door code {pin()}, then my unit key",
    )
    r.add(
        "safe_combination",
        f"Mo's safe: {secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}-{secrets.randbelow(99):02d} (cash takings, I count it monthly)",
        f"the small safe at the cafe is {pin(6)} - Priya says don't write it anywhere, so here it is :(",
    )
    r.add(
        "laptop_pin",
        f"laptop PIN {pin(6)}, windows password {human_pw()}",
        f"new Lenovo - Windows Hello PIN {pin(6)}",
    )
    r.add(
        "bitlocker_recovery",
        f"BitLocker recovery key for the work laptop (Microsoft account jo@pearcebooks.example):\n{bitlocker_key()}",
        f"laptop asked for a recovery key after the update. Key was {bitlocker_key()}",
    )
    r.add(
        "phone_pin",
        f"my phone unlock {pin(6)}, sim PIN {pin()}",
        f"work mobile passcode {pin(6)} (if Sarah needs the authenticator app)",
    )
    r.add(
        "dropbox_shared",
        f"shared Dropbox (me + Sarah) jo.pearce@mail.example / {human_pw()}",
        f"Dropbox - the client receipts one\nlogin pearcebooks.dropbox@mail.example\npw {gen_pw()}",
        f"Told Sarah the Dropbox password over the phone: {human_pw()}",
    )
    r.add(
        "password_manager_kit",
        f"1Password Emergency Kit\nemail jo@pearcebooks.example\nSecret Key {onepassword_secret_key()}\nmaster password {phrase(KIT_WORDS, 4, '-')}",
        f"1Password secret key (copied from the kit in the safe): {onepassword_secret_key()}",
        f"Bitwarden master pw {phrase(KIT_WORDS, 3, ' ')} {digits(2)}, recovery code {rnd(UPPER + DIGITS, 32)}",
    )
    r.add(
        "scanner_app_password",
        f"Brother scanner scan-to-email\nSMTP smtp.mail.example port 587\nuser scanner@pearcebooks.example\napp password {app_password()}",
        f"app password for the scanner (so it can send to my inbox): {app_password()}",
        f"Made a new app password for the Epson, called it 'scanner2': {rnd(LOWER, 16)}",
    )
    r.add(
        "own_email_login",
        f"my email jo@pearcebooks.example - password {human_pw()}",
        f"webmail (https://mail.pearcebooks.example) user jo, pw {gen_pw()}",
    )
    r.add(
        "client_email_login",
        f"Tom's Outlook so I can pull the merchant invoices: tom@hughesplumbing.example / {human_pw()}",
        f"Kaz's gmail for the Etsy receipts - kazflowers.shop@mail.example pw {human_pw()}",
        f"accounts@ mailbox at Easton Print: accounts@eastonprint.example, password {gen_pw()}",
    )
    r.add(
        "paypal_login",
        f"PayPal - Sean (for the print sales) sean@seanlightphoto.example {human_pw()}",
        f"Kaz PayPal business login kaz@kazflowers.example / {human_pw()} - download the CSV monthly",
    )
    r.add(
        "marketplace_login",
        f"Etsy shop (Kaz) - kazflowers / {human_pw()}",
        f"Amazon Seller Central for Harbourside Bikes: rob@harboursidebikes.example pw {gen_pw()}",
    )
    r.add(
        "epos_login",
        f"Square dashboard - Bean There: priya@beanthere.example / {human_pw()}",
        f"Zettle for Kaz's market stall: kaz@kazflowers.example pw {human_pw()}",
        f"Mo's till - manager code {pin()} for the Z read, back office login admin / {human_pw()}",
    )
    r.add(
        "tax_software_login",
        f"TaxCalc licence login jo@pearcebooks.example / {gen_pw()}",
        f"tax software (TaxCalc) - practice pw {human_pw()}, the practice ID is on the invoice",
        f"IRIS Elements trial: jo.pearce / {gen_pw()}",
    )
    r.add(
        "mtd_bridging",
        f"VAT bridging software for Mo's spreadsheets - login mo.kebabs{digits(2)} / {human_pw()}",
        f"bridging spreadsheet add-in (Easton) user EASTON01 pw {gen_pw()}",
    )
    r.add(
        "voicemail_pin",
        f"office voicemail pin {pin()} - ring 1571 from the office line",
        f"VoIP portal (the office number) admin / {gen_pw()}, voicemail pin {pin()}",
    )
    r.add(
        "spreadsheet_logins",
        f"Client,System,Username,Password,Notes\nGAR01,Xero,dave@davesmotors.example,{human_pw()},advisor invite pending\nBEAN02,Dext,priya@beanthere.example,{human_pw()},\nSOUTH03,QuickBooks,marek.builds@mail.example,{human_pw()},2FA to Marek",
        f"KAZ04 | Barclays | 20{digits(10)} | passcode {pin(5)} | memorable {mem()}",
        f"HUGH05\tGateway\t{gg_id()}\t{human_pw()}\tSA only",
        f"row 17: Clifton Yoga | NEST | aishacy{digits(2)} | {gen_pw()} | re-enrol 2026",
    )
    r.add(
        "sticky_note",
        f"DAVE XERO\n{human_pw()}",
        f"CH code Easton = {ch_code()}",
        f"alarm {pin()}\nkeysafe {pin()}",
        f"Priya bank pin {pin()} / pw {human_pw()}",
    )
    r.add(
        "email_snippet",
        f"From: Sunita\nSubject: login\nHi Jo, the new password for the salon's Xero is {human_pw()}. Sorry I keep changing it! S x",
        f"> Hi Jo,\n> Our Companies House code is {ch_code()}, can you do the confirmation statement?\n> Thanks, Hannah",
        f"Re: payroll\nJo - portal password reset, temporary one is {gen_pw()}, you'll be asked to change it. Avon Payroll",
    )
    r.add(
        "text_message",
        f"text from Dave 18:02: 'its {human_pw()} with a capital at the front'",
        f"WhatsApp Gareth: gateway pw is {human_pw()} mate, cheers",
        f"Marek txt - bank passcode {pin(6)}, don't tell his wife he gave it out lol",
    )
    r.add(
        "professional_body_login",
        f"ICB member area - membership no {digits(6)}, password {human_pw()}",
        f"AAT login jo.pearce{digits(2)} / {gen_pw()} (CPD record due)",
    )
    r.add(
        "own_self_assessment",
        f"MY OWN tax return - gateway {gg_id()} pw {human_pw()}",
        f"Personal tax account (mine, not the agent one): {gg_id(spaced=True)} / {gen_pw()}",
    )
    r.add(
        "one_login_backup_codes",
        f"GOV.UK One Login backup codes\n{chr(10).join(digits(8) for _ in range(5))}",
        f"Companies House login backup codes, keep in the safe: {'  '.join(rnd(LOWER + DIGITS, 10) for _ in range(4))}",
    )
    r.add(
        "supplier_portal",
        f"Booker card login for Bean There (to download invoices): card {digits(9)} password {human_pw()}",
        f"Screwfix trade account for Tom - tom@hughesplumbing.example / {human_pw()}, download the monthly statements",
    )
    r.add(
        "todo_list",
        f"GAR01 Dave\n- Q4 VAT, due 7th\n- chase MOT machine invoice\n- HMRC login {gg_id()} / {human_pw()}\n- payroll Fri",
        f"BEAN02 Priya\n* reconcile Square payouts\n* P11D? ask\n* Lloyds user beanthere{digits(3)} pw {human_pw()}\n* invoice her for Feb",
        f"KAZ04 to do\n1. Etsy fees Jan-Mar\n2. VAT reg threshold - nearly there\n3. QB password {human_pw()}\n4. send engagement letter",
    )
    # third notes for the kinds above that had two
    r.add("hubdoc_login", f"Hubdoc - Clifton Yoga\nuser aisha@cliftonyoga.example\npassword {human_pw()}\n(fetches the Octopus bills)")
    r.add("client_card_details", f"Sean's card for his HMRC bill, he said fine: {groups(luhn('4', 16), 4)}, expires {card_expiry()}, back code {digits(3)}, postcode {postcode()}")
    r.add("fuel_card_pin", f"fuel card PINs (Harbourside van) - card ending {digits(4)}: {pin()}")
    r.add("companies_house_login", f"CH login for filing Kaz's accounts: kaz@kazflowers.example / {human_pw()}, company code {ch_code()}")
    r.add("payroll_software", f"payroll app (cafe) admin: priya@beanthere.example {gen_pw()} - I run it on the 25th")
    r.add("pension_other", f"NOW: Pensions login for Dave's garage - davesmotors{digits(2)} / {human_pw()}")
    r.add("door_code", f"Easton Print side gate {pin()}, then the office door is {pin()}#")
    r.add("laptop_pin", f"old laptop (the one in the cupboard) password {human_pw()} - has the 2022 backups on it")
    r.add("phone_pin", f"iPad passcode {pin(6)} (the one with the authenticator app on)")
    r.add("voicemail_pin", f"mobile voicemail PIN {pin()} - if it asks, it's that")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "utr",
        f"Dave's UTR {utr()}, Tom's UTR {utr()}. Both SA, both late last year.",
        f"UTR for Bean There Ltd (CT) - {groups(utr(), 5)}",
        f"new client Sean: UTR {utr()}, self employed since 06/04/2023, NINO on the form",
    )
    v1, v2, v3 = vat_no(), vat_no(), vat_no()
    r.add(
        "vat_number",
        f"VAT reg no for Easton Print: {vat_spaced(v1)}. Quarters Mar/Jun/Sep/Dec.",
        f"Harbourside Bikes VAT GB{v2} - flat rate? no, standard.",
        f"supplier invoice from Avonmouth Timber shows VAT no {v3}, check it on the HMRC checker before claiming",
    )
    r.add(
        "company_number",
        f"Bean There Ltd, company no. {company_no()}, year end 31/08",
        f"Companies House numbers:\nHughes Plumbing & Heating Ltd {company_no()}\nKaz Flowers Ltd {company_no()}\nEaston Print Co Ltd {company_no()}",
        f"Marek's new company registered today - {company_no()}. Need SIC 41202 not 43999.",
    )
    r.add(
        "paye_reference",
        f"Employer PAYE ref {paye_ref()} (Southville Builders)",
        f"Bean There payroll: PAYE ref {paye_ref()}, 4 employees, monthly",
        f"P60s for the garage all say {paye_ref()} - check it matches the FPS",
    )
    r.add(
        "accounts_office_ref",
        f"Accounts office ref {ao_ref()} for paying the garage's PAYE",
        f"AORef: {ao_ref()} (Easton Print) - it's on the P30BC booklet",
        f"Gareth: PAYE {paye_ref()}, accounts office {ao_ref()}",
    )
    r.add(
        "supplier_bank_details",
        f"Pay Avonmouth Timber: sort code {sort_code()}, acc {acct_no()}, ref SOUTH03-{digits(4)}",
        f"HMRC bank details for VAT: sort code {sort_code()} account {acct_no()}, ref is the VAT number",
        f"Kaz's wholesaler changed banks:\nName: Severnside Blooms Ltd\nSort {sort_code()}\nAcc no {acct_no()}\nAmount {money(900)}",
    )
    r.add(
        "invoice_numbers",
        f"Invoices outstanding for GAR01: INV-{digits(4)}, INV-{digits(4)}, INV-{digits(4)} ({money(3000)} total)",
        f"my invoice #{digits(4)} to Priya, sent {day()}, due in 14 days",
        f"Xero invoice SI-{digits(5)} was duplicated as SI-{digits(5)} - void the second",
    )
    r.add(
        "receipt_numbers",
        f"Screwfix receipt {digits(4)}/{digits(6)}/{digits(3)}, till {digits(2)}, {money(400)}",
        f"Booker receipts missing: {', '.join(rnd(UPPER + DIGITS, 10) for _ in range(3))}",
        f"Dext receipt IDs {digits(9)} and {digits(9)} are the same fuel receipt twice",
    )
    u = utr()
    r.add(
        "sa_payment_ref",
        f"Tom's SA payment ref {u}K, pay {money(4000)} by 31 Jan",
        f"Self assessment payment on account - ref {utr()}K, 2nd POA due 31/07",
        f"pay HMRC: sort {sort_code()}, acc {acct_no()}, ref {utr()}K (Sunita)",
    )
    a = ao_ref()
    r.add(
        "paye_payment_ref",
        f"PAYE for month 6: pay {money(2500)} ref {a}2506",
        f"garage PAYE payment ref {ao_ref()}{pick('25', '26')}{secrets.randbelow(12) + 1:02d} - due 22nd if electronic",
    )
    r.add(
        "ct_payment_ref",
        f"Corporation tax Bean There: pay {money(9000)} by {day()}, ref {utr()}A001{secrets.randbelow(20) + 1:02d}A",
        f"CT payslip ref {utr()}A00{secrets.randbelow(9) + 1}{secrets.randbelow(20) + 1:02d}A - Easton, year to 31/03",
    )
    r.add(
        "vat_payment",
        f"VAT Q1 for Harbourside: {money(6000)} to HMRC, ref {vat_no()}, DD will take it 3 days after the 7th",
        f"Easton VAT return submitted. Form bundle number {digits(12)}, processing date {day()}.",
        f"VAT receipt id {rnd(UPPER + DIGITS, 20)} / charge ref X{rnd(UPPER, 1)}{digits(12)}",
    )
    r.add(
        "bank_statement_lines",
        f"{day()},FASTER PAYMENT,{rnd(UPPER + DIGITS, 18)},{money(700)}\n{day()},DD,NEST {digits(9)},{money(300)}\n{day()},CARD {digits(4)},SCREWFIX {digits(4)},{money(200)}",
        f"Lloyds line: FPI MR D HARRIS {digits(6)} {rnd(UPPER + DIGITS, 16)} - who is this? ask Dave",
        f"unreconciled: {day()} TFR {rnd(UPPER + DIGITS, 11)} {money(1500)}",
    )
    r.add(
        "bacs_reference",
        f"BACS from the council for Southville: ref BRISTOLCC {digits(8)}, {money(9000)}",
        f"payroll BACS file {rnd(UPPER + DIGITS, 12)}.txt, service user number {digits(6)}",
        f"BACS remittance {rnd(UPPER, 3)}{digits(7)} covers invoices {digits(4)} and {digits(4)}",
    )
    r.add(
        "client_codes",
        "clients by code: GAR01 BEAN02 SOUTH03 KAZ04 HUGH05 EAST06 HARB07 YOGA08 MO09 SEAN10 BARB11",
        f"time today: HARB07 1.5h, YOGA08 0.75h, MO09 2h (bill {money(200)})",
        f"file naming: CLIENTCODE_YYYYMM_doc, e.g. GAR01_202503_bankstmt.pdf, BEAN02_202502_{rnd(ALNUM, 6)}.csv",
    )
    r.add(
        "xero_short_code",
        f"Xero org short codes: Bean There !{rnd(ALNUM, 5)}, Dave's Motors !{rnd(ALNUM, 5)}",
        f"link for Priya's bank rec screen uses shortcode={rnd(ALNUM, 5)}",
        f"Xero org ID {uid()} (Harbourside) - support asked for it",
    )
    r.add(
        "postcode_address",
        f"Dave's Motors, Unit {secrets.randbelow(20) + 1}, St Philips Trading Estate, Bristol {postcode()}",
        f"registered office for Kaz Flowers moving to {secrets.randbelow(200) + 1} Gloucester Rd, {postcode()} - update CH",
        f"visits Thurs: {postcode()} 10am, {postcode()} 1pm, {postcode()} 3.30",
    )
    r.add(
        "phone_numbers",
        f"Dave mob {mobile()}, garage {landline()}",
        f"HMRC agent line {landline()} - ask for reference number! Priya {mobile()}",
        f"Avon Payroll {landline()} ext {digits(3)}",
    )
    r.add(
        "password_policy",
        "Xero needs min 8 chars with a number and they won't let you reuse the last 5",
        "gateway passwords: 10+ characters now, letters AND numbers, can't be the user ID",
        "Barclays passcode must be 5 digits, no 12345 or birthdays. Memorable word 6-12 letters.",
    )
    r.add(
        "reset_reminder",
        "reset Dave's Xero password, he'll ring back",
        f"Gareth locked out of NatWest again (3 wrong PINs). New PIN letter in 5 working days. Rang {day()}.",
        "Priya forgot her Dext password - sent her the reset link, she'll choose a new one herself",
    )
    r.add(
        "masked_card",
        f"card ending **** {digits(4)} is Priya's, **** {digits(4)} is the old one (cancelled)",
        f"Amex {digits(4)} ending - statement closing {day()}",
        f"Screwfix charge on card xxxx xxxx xxxx {digits(4)} {money(150)}",
    )
    r.add(
        "passcode_location",
        "passcode is in the client file (blue folder, back pocket)",
        "Mo's till manager code - ask Mo, he won't write it down",
        "alarm code: on the card in my purse, not here",
    )
    r.add(
        "amounts_dates",
        f"Q4 sales {money(90000)}, purchases {money(40000)}, VAT due {money(8000)} by {day()}",
        f"{day()} {money(500)} / {day()} {money(500)} / {day()} {money(700)} - Sean's 3 print jobs",
        f"mileage: {secrets.randbelow(9000) + 1000} miles @ 45p = {money(4000)}",
    )
    r.add(
        "agent_reference_number",
        f"my ARN is AARN{digits(7)} - clients need it to authorise me",
        f"authorisation request sent to Tom, link expires {day()}, agent ref AARN{digits(7)}",
    )
    r.add(
        "tax_codes",
        "tax codes: Ellie 1257L, Josh 1257L M1, Dan BR, new starter K475",
        f"HMRC changed Priya's code to {secrets.randbelow(800) + 800}L from {day()} - update payroll",
        "S1257L for the Scottish chap at the garage, wk1/mth1 until P6 arrives",
    )
    r.add(
        "cis_verification",
        f"CIS verification for Marek's subbies: V{digits(10)}, V{digits(10)}{rnd(UPPER, 2)} (higher rate)",
        f"subcontractor UTR {utr()}, verified {day()}, ref V{digits(10)}",
    )
    r.add(
        "eori_number",
        f"Harbourside EORI GB{vat_no()}000 - for the bikes from Taiwan",
        f"EORI: GB{digits(12)} (customs agent needs it)",
    )
    r.add(
        "iban_supplier",
        f"EU supplier for Kaz (Dutch bulbs) - IBAN {iban('NL', 'RABO' + digits(10))}, BIC RABONL2U",
        f"Sean's German client pays to {iban('GB', 'TIDE' + digits(14))}",
        f"IBAN for the Irish print supplier: {iban('IE', 'AIBK' + digits(14), spaced=False)}",
    )
    r.add(
        "pension_employer_ref",
        f"NEST employer ref EMP{digits(9)}, payment schedule {digits(8)}",
        f"People's Pension account number {digits(7)} for Easton",
        f"pension contributions {money(400)} for month 7, schedule ref {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "direct_debit_mandate",
        f"HMRC DD mandate ref {rnd(UPPER + DIGITS, 18)} set up for Easton VAT",
        f"Xero subscription DD ref {digits(8)}-{rnd(UPPER, 3)}, {money(60)}/month",
    )
    r.add(
        "nominal_codes",
        "coded: 5000 materials, 7502 phone, 7100 rent, 7903 bank charges, 0030 van",
        f"journal {digits(5)}: Dr 1200 {money(2000)} Cr 2200 - mispost",
        "nominal 4000 vs 4010 - cafe takings split: eat in / takeaway",
    )
    r.add(
        "mtd_period_keys",
        f"VAT obligations: period keys {digits(2)}A{secrets.randbelow(4) + 1}, {digits(2)}A{secrets.randbelow(4) + 1}, #00{secrets.randbelow(9) + 1}",
        f"MTD correlation id {uid()} - submitted OK",
    )
    r.add(
        "client_spreadsheet_row",
        f"Client,UTR,VAT,Co No,Year end\nBEAN02,{utr()},{vat_no()},{company_no()},31/08\nEAST06,{utr()},{vat_no()},{company_no()},31/03",
        f"HARB07 | {company_no()} | VAT GB{vat_no()} | PAYE {paye_ref()} | fee {money(200)}/m",
        f"SEAN10\t{utr()}\tnot VAT reg\t05/04\t{mobile()}",
    )
    r.add(
        "sticky_note_harmless",
        f"Dave!! {money(1200)} VAT\nby 7th",
        f"ring Kaz re {secrets.randbelow(9) + 1} receipts\nref {rnd(UPPER + DIGITS, 8)}",
        f"BS{secrets.randbelow(16) + 1} 2pm\nparking {rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "call_note_harmless",
        "rang Dave at the garage – he'll text me the login when he's back from the MOT centre. Didn't want to say it on the phone with customers in.",
        f"Call with Tom 14:20 - bank statements Jan-Mar coming, sending the {secrets.randbelow(20) + 3} receipts by Friday. His new sort code {sort_code()} acc {acct_no()}.",
        f"Priya rang: Booker account no {digits(9)} changed, new card on its way",
    )
    r.add(
        "hmrc_letter",
        f"HMRC letter for Sunita - 'Our ref: {digits(6)}/{rnd(UPPER, 3)}/{digits(4)}', penalty {money(100)} - appeal!",
        f"SA302 for Tom's mortgage - calculation ID {rnd(UPPER + DIGITS, 12)}",
        f"P800 for Gareth, ref {utr()}, overpaid {money(600)}",
    )
    r.add(
        "two_factor_mention",
        "Xero 2FA moved to the new phone, backup codes printed and in the grey file",
        "Dext turned on 2-step for everyone - Priya needs the authenticator, show her Thursday",
        "HMRC sending access codes to my old number, change it in ASA settings",
    )
    r.add(
        "wifi_ssid_only",
        f"cafe wifi names: BeanThere_Guest and BT-Hub6-{rnd(UPPER + DIGITS, 4)} (office, ask Priya for the key)",
        f"garage router is VM{digits(7)} - Virgin engineer coming {day()}",
    )
    r.add(
        "card_reader_serial",
        f"card reader serial {digits(2)}-{digits(8)} (Lloyds) - replacement ordered",
        f"SumUp reader {rnd(UPPER + DIGITS, 12)} at Kaz's stall, fees {money(80)}",
    )
    r.add(
        "tracking_numbers",
        f"sent Marek's records back recorded: {tracking()}",
        f"Royal Mail signed-for to HMRC {tracking()}, and the CH form {tracking()}",
    )
    r.add(
        "vehicle_regs",
        f"van {reg_plate()} - 100% business, car {reg_plate()} private",
        f"Dave's courtesy cars: {reg_plate()}, {reg_plate()}, {reg_plate()}",
    )
    r.add(
        "hmrc_call_reference",
        f"HMRC agent line, spoke to Karen, call ref {digits(4)}-{digits(4)}-{digits(4)}",
        f"webchat ref {rnd(UPPER + DIGITS, 10)} - they'll remove the penalty",
    )
    r.add(
        "charity_number",
        f"Clifton Yoga donations - charity no {digits(7, lead=True)}, gift aid ref {rnd(UPPER, 2)}{digits(5)}",
        f"registered charity {digits(7, lead=True)} (the yoga studio's community arm) - separate books",
    )
    r.add(
        "employee_payroll_ids",
        f"works no. {digits(3)} Ellie, {digits(3)} Josh, {digits(3)} Dan; payroll IDs {rnd(UPPER + DIGITS, 6)}, {rnd(UPPER + DIGITS, 6)}",
        f"leaver Josh - P45 sent {day()}, payroll ID GAR{digits(4)}",
    )
    r.add(
        "companies_house_filing",
        f"accounts filed for Bean There - submission no {digits(10)}, received {day()}",
        f"confirmation statement made up to {day()}, filed, transaction ID {rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "auth_code_requested",
        "requested a new CH auth code for Harbourside - it goes by post to the registered office, 5 days",
        "Hannah can't find the Companies House code letter. Ask her to look in the red folder, don't order new one yet",
    )
    r.add(
        "todo_list_harmless",
        f"GAR01 Dave\n- Q4 VAT ({money(3000)}) due 7th\n- payroll Fri, 3 staff\n- chase MOT machine invoice INV-{digits(5)}\n- get him to reset his HMRC password",
        f"BEAN02 Priya\n* reconcile Square payouts {day()}-{day()}\n* PAYE ref {paye_ref()} check\n* P11D? ask\n* invoice her for Feb",
        f"KAZ04\n1. Etsy fees (order nos {digits(10)}, {digits(10)})\n2. VAT threshold - turnover {money(90000)}\n3. send engagement letter",
    )
    r.add(
        "email_snippet_harmless",
        "> Hi Jo, I've put the receipts in the Dropbox folder. Login's the same. Cheers, Dave\n> Sent from my iPhone",
        f"From: Avon Payroll\nPayslips for period {secrets.randbelow(12) + 1} attached. Password-protected with the usual (employee's NI number + DOB).",
        f"Re: VAT {vat_spaced(vat_no())}\nJo, the return is approved, submit when ready. Thanks, Hannah",
    )
    r.add(
        "text_message_harmless",
        f"text from Dave 18:02: 'sent u the code, got it? also {money(400)} from Halfords is parts'",
        "WhatsApp Gareth: changed the password like you said, will tell you it Monday",
        f"Marek txt: invoice {digits(5)} paid, ref {rnd(UPPER, 4)}{digits(4)}",
    )
    r.add(
        "mileage_expenses",
        f"Jo mileage {day()}: BS{secrets.randbelow(16) + 1} → BS{secrets.randbelow(16) + 1} → home, {secrets.randbelow(40) + 3} mi",
        f"expenses claim {rnd(UPPER, 2)}{digits(6)}: parking {money(15)}, train {money(40)}",
    )
    r.add(
        "sic_codes",
        "SIC codes: 45200 garage, 56102 cafe, 43220 plumbing, 47760 florist, 96020 barber",
        f"Companies House SIC for Easton {secrets.randbelow(90000) + 10000}? check - I think 18129",
    )
    r.add(
        "stock_codes",
        f"Harbourside stock take: SKU {rnd(UPPER + DIGITS, 8)} x{secrets.randbelow(20)}, SKU {rnd(UPPER + DIGITS, 8)} x{secrets.randbelow(20)}",
        f"Mo's stock: lamb {secrets.randbelow(40)}kg, codes {digits(6)}/{digits(6)}, total {money(900)}",
    )
    r.add(
        "time_log",
        f"{day()} 09:00-11:30 BEAN02 bank rec; 12:00-13:15 GAR01 VAT; job ref {rnd(UPPER + DIGITS, 6)}",
        f"hours March: {secrets.randbelow(60) + 40}.{pick('0', '25', '5', '75')} billable, invoice range INV-{digits(4)} to INV-{digits(4)}",
    )
    # third notes for the kinds above that had two
    r.add("agent_reference_number", f"Sunita authorised me in ASA on {day()}. Old SA agent ref {rnd(UPPER + DIGITS, 6)} is on the 64-8, the ARN is AARN{digits(7)}")
    r.add("paye_payment_ref", f"Easton PAYE month {secrets.randbelow(12) + 1}: {money(3500)}, reference {ao_ref()}25{secrets.randbelow(12) + 1:02d}, paid {day()}")
    r.add("ct_payment_ref", f"Harbourside CT {money(12000)}, payslip ref {utr()}A001{secrets.randbelow(20) + 1:02d}A, due 9 months + 1 day after year end")
    r.add("cis_verification", f"CIS300 for Marek month to 05/{secrets.randbelow(12) + 1:02d}: {secrets.randbelow(6) + 1} subbies, deductions {money(2000)}, verification no V{digits(10)}")
    r.add("eori_number", f"Kaz's bulbs from NL held at customs, entry no {digits(3)}-{digits(6)}{rnd(UPPER, 1)}, EORI GB{vat_no()}000")
    r.add("direct_debit_mandate", f"NEST DD reference {rnd(UPPER, 4)}{digits(8)} - collected {day()} {money(500)}")
    r.add("mtd_period_keys", f"Gareth VAT obligations open: {digits(2)}A{secrets.randbelow(4) + 1} due {day()}, fulfilled: {digits(2)}A{secrets.randbelow(4) + 1}")
    r.add("wifi_ssid_only", f"Clifton Yoga router label: SSID CY-Office, serial {rnd(UPPER + DIGITS, 12)}, MAC on the back - key not on it, Aisha changed it")
    r.add("card_reader_serial", f"PINsentry reader for Gareth returned, replacement reader no {digits(10)}, card ending {digits(4)} unchanged")
    r.add("tracking_numbers", f"DPD parcel {digits(14)} - the box of Dave's receipts")
    r.add("vehicle_regs", f"Southville vans {reg_plate()} and {reg_plate()}, HP agreement {rnd(UPPER, 2)}{digits(8)}, {money(450)}/month")
    r.add("hmrc_call_reference", f"HMRC rang back re Tom's repayment, ref {digits(12)}, cheque in {secrets.randbelow(4) + 2} weeks")
    return r


def main() -> None:
    write_corpora("make_heldout44.py", [
        ("heldout44_credentials.yaml", credentials(), "batch 44 (Bristol bookkeeper with small-business clients), written blind; every value synthetic"),
        ("heldout44_lookalikes.yaml", lookalikes(), "batch 44 look-alikes: UK tax and bank identifiers, references and password reminders, written blind"),
    ])


if __name__ == "__main__":
    main()
