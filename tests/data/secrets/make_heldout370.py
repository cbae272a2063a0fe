# ruff: noqa: E501
"""Writes heldout370_credentials.yaml and heldout370_lookalikes.yaml: held-out batch 370.

Persona: the owner of a small hair salon in Manchester (The Mane Room, Chorlton), not
technical, who writes chatty British English full of abbreviations, Mancunian slang and
typos. She keeps the intruder alarm, shutter, key safe and float safe codes, the salon
Wi-Fi and router passwords, her Square and SumUp logins and the keys her nephew Connor set
up for the website shop, Fresha and Phorest passwords, Instagram and Facebook page logins,
backup codes and page token, her Starling passcode, card PIN and card details, the HMRC
Government Gateway password, the salon email and Google app password, the supplier trade
account and payroll passwords, the kids' school app login and a crypto seed phrase her
brother talked her into; and many look-alikes: booking, receipt, order, invoice and
tracking numbers, masked cards, the bank details printed on invoices, VAT, UTR and PAYE
references, public ids and publishable keys, used one-time codes, colour formulas,
barcodes, redeemed vouchers, meter numbers, versions, takings and notes that only say
where a password is kept.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    app_password,
    b64,
    digits,
    ean13,
    ga4_id,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    s10,
    seed_phrase,
    ssh_fingerprint,
    totp_seed,
    uid,
    visa,
    wp_app_password,
    write_corpora,
)

# The words she builds her own passwords from: kids, pets, places, the trade.
NAMES = [
    "Poppy", "Alfie", "Bella", "Buster", "Chorlton", "Didsbury", "Salford", "Balayage",
    "Blondie", "Foils", "Peroxide", "Mane", "Lulu", "Gazza", "Corrie", "Oasis", "Mancs",
    "Toner", "Babylights", "Curly", "Biscuit", "Stretford",
]
# What she will never set again (the alarm company told her off).
WEAK = ("0000", "1111", "1234", "4321", "2580", "1212", "6969", "1066")


def mypw() -> str:
    """A password she made up herself: a name or two, some digits, maybe a symbol."""
    second = pick("", pick(*NAMES).lower(), pick(*NAMES))
    return f"{pick(*NAMES)}{second}{digits(pick(2, 3, 4))}{pick('!', '!!', '#', '*', '£', '?', '$', '')}"


def anypw() -> str:
    """Her own, or one the password manager Connor installed made up."""
    return pick(mypw(), mypw(), pw())


def code(n: int = 4) -> str:
    return pin(n, WEAK)


def wifi_key() -> str:
    """A Wi-Fi key: a router's printed default, or one she set."""
    return pick(
        rnd(UPPER + LOWER + DIGITS, pick(10, 12, 13)),
        groups(rnd(LOWER + DIGITS, 12), 4, "-"),
        rnd(LOWER, 12),
        f"{pick(*NAMES)}{pick(*NAMES)}{digits(4)}",
    )


def router_admin() -> str:
    """The admin password printed on a broadband hub's settings card."""
    return pick(rnd(UPPER + DIGITS, 10), rnd(LOWER + DIGITS, 10), rnd(ALNUM, 12))


def square_token() -> str:
    """A Square production access token: EAAA, then 60 characters."""
    return "EAAA" + rnd(URLSAFE, 60)


def square_secret() -> str:
    """A Square application (OAuth) secret."""
    return "sq0csp-" + rnd(URLSAFE, 43)


def square_app_id() -> str:
    """A Square application id: public, it sits in the web payments form."""
    return "sq0idp-" + rnd(URLSAFE, 22)


def square_location() -> str:
    """A Square location id: public."""
    return "L" + rnd(UPPER + DIGITS, 12)


def sumup_key() -> str:
    """A SumUp secret API key."""
    return "sup_sk_" + rnd(ALNUM, 32)


def sumup_merchant() -> str:
    """A SumUp merchant code, printed on receipts."""
    return "M" + rnd(UPPER + DIGITS, 7)


def sumup_txn() -> str:
    """A SumUp transaction code, printed on receipts."""
    return "T" + rnd(UPPER + DIGITS, 9)


def meta_token() -> str:
    """A Facebook (Meta Graph API) page access token."""
    return "EAA" + pick("B", "G", "J", "I", "L") + rnd(ALNUM, pick(170, 184, 196))


def stripe_sk() -> str:
    return "sk_live_" + pick(rnd(ALNUM, 24), "51" + rnd(ALNUM, 97))


def stripe_rk() -> str:
    return "rk_live_" + "51" + rnd(ALNUM, 97)


def stripe_pk() -> str:
    """A Stripe publishable key: public by design."""
    return "pk_live_" + "51" + rnd(ALNUM, 97)


def backup8(n: int) -> str:
    """n eight-digit backup codes, printed as two groups of four."""
    return "\n".join(groups(digits(8), 4) for _ in range(n))


def hik_code() -> str:
    """A Hikvision camera's device verification code: six capital letters."""
    return rnd(UPPER, 6)


def card_mc() -> str:
    return groups(luhn(pick("51", "53", "55", "22"), 16), 4)


def expiry() -> str:
    return f"{secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26}"


def cvv() -> str:
    return digits(3)


def safe_combo() -> str:
    return "-".join(f"{secrets.randbelow(100):02d}" for _ in range(3))


def uk_mobile() -> str:
    return f"07{digits(3)} {digits(6)}"


def mcr_landline() -> str:
    return f"0161 {digits(3, lead=True)} {digits(4)}"


def gateway_id() -> str:
    return groups(digits(12, lead=True), 4, pick(" ", ""))


def utr() -> str:
    return digits(10, lead=True)


def vat_no() -> str:
    return f"GB {digits(3, lead=True)} {digits(4)} {digits(2)}"


def paye_ref() -> str:
    return f"{digits(3, lead=True)}/{rnd(UPPER, 2)}{digits(5)}"


def accounts_office_ref() -> str:
    return f"{digits(3, lead=True)}P{rnd(UPPER, 1)}{digits(8)}"


def booking_ref() -> str:
    return rnd(UPPER + DIGITS, pick(6, 8))


def otp() -> str:
    return digits(6)


def sort_code() -> str:
    return f"60-83-{digits(2)}"


def account_no() -> str:
    return digits(8)


def company_no() -> str:
    return pick("1", "0") + digits(7)


def mpan() -> str:
    return f"{pick('16', '13')} {digits(4)} {digits(4)} {digits(3)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "intruder_alarm_code",
        f"alarm code {code()} - set it when ur last out, the panel by the back door beeps for 30 secs then ur fine",
        f"NEW ALRAM CODE!!! {code()}\n(old one was given to the window cleaner so had them change it)",
        f"Closing up checklist for Jade:\n- towels in the dryer\n- till cashed up n in the safe\n- alarm {code()} then press SET\n- shutter down, check it locks",
        f"alarm engineer came today n changed the user code, its now\n{code()}\nhe keeps the engineer one",
        f"Msg to Becca: hiya hun the alarm is {code()} if ur opening sat, press the tick after x",
    )

    r.add(
        "shutter_keypad_code",
        f"shutter keypad {code(6)} then hold the up arrow till it stops",
        f"front shutter code: {code()}*  (if it sticks half way give it a kick lol)",
        f"Code for the shutters\n{code(5)}",
        f"| door | code | notes |\n|---|---|---|\n| front shutter | {code()} | press # after |",
        f"landlord says the back shuttr code is {code()}, dont give it to the lads from the chippy next door",
    )

    r.add(
        "float_safe_combination",
        f"safe combo {safe_combo()} (right left right, slow or it wont go)",
        f"float safe in the back room — {code(6)} then turn the handle down",
        f"little safe under the desk {code()} , the key for the top drawer is on me keyring",
        f"SAFE\nR {secrets.randbelow(100)}  L {secrets.randbelow(100)}  R {secrets.randbelow(100)}\nonly me n Gaz know this",
        f"new combo for the safe after the break in -\n{code(6)}#",
    )

    r.add(
        "key_safe_code",
        f"key safe outside for the cleaner = {code()}",
        f"Key box by the bins, code {code()}, push the lever down n it pops open",
        f"Text to Donna (cleaner): the keysafe code is {code()} hun, alarm wont be set mondays so just let urself in",
        f"keysafe\n{code()}\n(DONT write it on the kitchen calendar again!!)",
        f"hiya, for the plumber tmrw: key safe {code()} by the back gate, shut it after pls x",
    )

    r.add(
        "salon_wifi_password",
        f"Salon wifi ManeRoom_Staff pw {wifi_key()}",
        f"WIFI\nnetwork: ManeRoom-Back\npassword:\n{wifi_key()}",
        f"wifi key for the staff network (NOT the customer one) {wifi_key()}",
        f'Connor set up the ipad config thing:\n{{"ssid": "ManeRoom-Staff", "security": "WPA2", "psk": "{wifi_key()}"}}',
        f"card reader kept droppin out so put it on the back router again, key is {wifi_key()}",
        f"wi-fi pasword the BT man changed it to {wifi_key()} its on the sticker on the router as well",
    )

    r.add(
        "router_admin_password",
        f"BT hub admin pw (for the settings page, the 192.168.1.254 thing) {router_admin()}",
        f"router login - admin / {router_admin()}  dont change anything on it without asking Connor!!",
        f"Hub manager password\n{router_admin()}\n(the card that came in the box, its in the drawer too)",
        f"virgin hub settings password is {router_admin()} if the wifi needs resetting again",
    )

    r.add(
        "square_access_token",
        f"Connor said keep this safe its the Square token for the website shop:\n{square_token()}",
        f"SQUARE_ACCESS_TOKEN={square_token()}\nSQUARE_ENVIRONMENT=production",
        f"square access token (production) {square_token()} - dont give it the new booking ppl unless they ask",
        f'```json\n{{\n  "square": {{\n    "access_token": "{square_token()}",\n    "shop": "chorlton"\n  }}\n}}\n```',
        f"sq token for the stock app thing {square_token()} apparently it never runs out",
    )

    r.add(
        "square_application_secret",
        f"Square developer page > OAuth > Application secret: {square_secret()}",
        f"app secret {square_secret()} (Connor needs it for the gift card page)",
        f'SQUARE_APP_SECRET = "{square_secret()}"',
        f"square oauth secret\n{square_secret()}\nConnor says hit replace if it ever leaks",
    )

    r.add(
        "sumup_api_key",
        f"SumUp API key for the online payment links: {sumup_key()}",
        f"sumup secret key {sumup_key()} — only Connor n me",
        f"export SUMUP_API_KEY={sumup_key()}",
        f"sumup:\n  account: The Mane Room Ltd\n  api_key: {sumup_key()}",
    )

    r.add(
        "sumup_login_password",
        f"SumUp login - hello@themaneroom.example / {anypw()}",
        f"sum up acct pw {mypw()} (changed it after that dodgy text)",
        f"SumUp app (the card reader)\nemail: bookings@themaneroom.example\npassword: {pw()}",
        f"Becca needs the sumup password to do a refund - its {mypw()} tell her to log out after!!",
        f"sumup {mypw()}",
    )

    r.add(
        "fresha_password",
        f"Fresha partner login: sarah@themaneroom.example  pw {anypw()}",
        f"fresha pasword changed again cos it kicked me out, now {mypw()}",
        f"Booking system (fresha)\n{mypw()}",
        f"for the new girl - fresha desk login is reception@themaneroom.example, password {anypw()}, she can only see the diary",
        f"fresha pw = {pw()} (the password app made it up, I'd never remember that lol)",
    )

    r.add(
        "phorest_password",
        f"Phorest login for the trial - themaneroom / {anypw()}",
        f"phorest salon software pw {mypw()} we might go back to fresha tho",
        f"Phorest\nuser: sarah.mane\npass: {pw()}",
        f"phorest on the front desk pc, the password is {mypw()} if it logs out overnite",
    )

    r.add(
        "instagram_password",
        f"insta @themaneroom.mcr password {anypw()}",
        f"Instagram pw changed after the hack thing: {mypw()}",
        f"IG login for Kayleigh to post the befores n afters\nthemaneroom.mcr\n{mypw()}",
        f"gram password {pw()} (on the salon phone only)",
        f"instagram: {mypw()}  <- new one, old one was Poppy's name n that's how they got in apparently",
    )

    r.add(
        "instagram_backup_codes",
        f"Instagram backup codes (2 factor) keep these!!\n{backup8(5)}",
        f"insta recovery codes\n{backup8(4)}\ncross them off when used",
        f"IG backup codes from when I turned on the 2 step thing: {' / '.join(groups(digits(8), 4) for _ in range(5))}",
        f"backup codes for the salon insta\n{backup8(6)}",
    )

    r.add(
        "facebook_page_token",
        f"Facebook page token Connor made for the auto posting:\n{meta_token()}",
        f"FB_PAGE_ACCESS_TOKEN={meta_token()}",
        f"fb page access token (never expires he said) {meta_token()}",
        f'meta:\n  page: "The Mane Room Chorlton"\n  page_token: "{meta_token()}"',
    )

    r.add(
        "starling_app_passcode",
        f"starling app passcode {code(6)}",
        f"Starling passcode for Gaz if I'm in hospital: {code(6)}",
        f"bank app code\n{code(6)}\n(the business one, not me personal)",
        f"new starling passcode - {code(6)} - changed it cos Alfie watched me put the old one in lol",
        f"Starling business app: passcode is {code(6)} and face id is on",
    )

    r.add(
        "bank_card_pin",
        f"pin for the new Starling card {code()}",
        f"business debit card PIN {code()} (came in the post tues, shredded the letter)",
        f"card pin\n{code()}",
        f"Gaz - the salon card pin is {code()} if ur getting the stock from the cash n carry x",
        f"Amex pin {code()} changed at the cashpoint on Barlow Moor Rd",
    )

    r.add(
        "payment_card_details",
        f"Salon card for online orders\n{card_mc()}\nexp {expiry()}\ncvc {cvv()}",
        f"starling business mastercard {card_mc()} {expiry()} security code {cvv()}",
        f"card details for Sally's website: {visa()} expiry {expiry()} cvv {cvv()} name S J WALSH",
        f"| card | number | exp | cvv |\n|---|---|---|---|\n| Amex | {groups(luhn('37', 15), 5)} | {expiry()} | {digits(4)} |",
        f"visa {luhn('4', 16)}\n{expiry()}\n{cvv()} (back of card)\nfor the booking deposit thing",
    )

    r.add(
        "hmrc_gateway_password",
        f"HMRC gov gateway\nuser id {gateway_id()}\npassword {anypw()}",
        f"government gateway pw {pw()} (for the VAT return, the accountant asked for it as well)",
        f"hmrc login - ID {gateway_id()} / {mypw()}",
        f"HMRC password reset AGAIN... new one is {pw()} write it in the book this time",
        f"tax man website: {mypw()}",
    )

    r.add(
        "salon_email_password",
        f"salon email hello@themaneroom.example pw {anypw()}",
        f"Email password for bookings@ (the one on the website) = {pw()}",
        f"emails on the new phone - server mail.themaneroom.example, user hello@themaneroom.example, password {mypw()}",
        f"email\n{mypw()}\n(same for the webmail)",
    )

    r.add(
        "google_app_password",
        f"App password for the printer scanning to email: {app_password()}",
        f"google app password Connor made for the till pc outlook {app_password()}",
        f"16 letter code for the ipad mail app\n{app_password()}",
        f"app pw (salon gmail on the booking laptop) {app_password().replace(' ', '')}",
    )

    r.add(
        "google_backup_codes",
        f"Google backup codes for the salon account\n{backup8(5)}",
        f"google 2 step backup codes: {'  '.join(groups(digits(8), 4) for _ in range(4))}",
        f"BACKUP CODES (google) printed n in the safe, copy here:\n{backup8(6)}",
        f"gmail backup codes\n{backup8(4)}\nused 1 already in jan",
    )

    r.add(
        "authenticator_setup_key",
        f"Setup key for the authenticator app (fresha 2FA) in case I lose me phone: {groups(totp_seed(32).lower(), 4)}",
        f"Starling/Google authenticator secret key\n{totp_seed(32)}",
        f"2fa key for sumup, Connor said type this into the new phone: {totp_seed(16)}",
        f"authenticator code thing for the hmrc app {groups(totp_seed(32), 4)}",
    )

    r.add(
        "school_app_password",
        f"ParentPay login for Poppy n Alfie dinner money: sarah.walsh / {mypw()}",
        f"school app password {mypw()}",
        f"Arbor (school app) pw changed cos I forgot it again - now {anypw()}",
        f"class dojo\n{mypw()}",
        f"Gaz the school app password is {mypw()} if u need to book parents evening x",
    )

    r.add(
        "supplier_trade_password",
        f"Sally Salon Services trade acct pw {anypw()}",
        f"salon services trade login acct {digits(7, lead=True)} pass {mypw()}",
        f"Wella partner shop\nsarah@themaneroom.example\n{pw()}",
        f"L'Oreal pro ordering site password {mypw()} (the rep set it up)",
        f"cash n carry website pw = {anypw()}",
    )

    r.add(
        "ipad_passcode",
        f"front desk ipad passcode {code(6)}",
        f"salon phone unlock code {code(6)} - Kayleigh needs it for the insta stories",
        f"ipad code\n{code(6)}",
        f"the booking ipad is {code(6)} if it goes to sleep",
    )

    r.add(
        "cctv_password",
        f"CCTV app login - admin / {anypw()}",
        f"camera verification code (on the sticker under the camera, needed for the phone app) {hik_code()}",
        f"cctv recorder password {pw()} the insurance want the footage from tues",
        f"Hik-Connect device code {hik_code()} for the back door camera",
        f"camera dvr login\nadmin\n{pw()}\n(Gaz changed it from the default)",
    )

    r.add(
        "website_app_password",
        f"WordPress application password for the booking plugin: {wp_app_password()}",
        f"Connor: website app password is {wp_app_password()} (user: sarah)",
        f"WP app pw\n{wp_app_password()}",
        f"themaneroom.example wordpress app password {wp_app_password()} - for the insta feed plugin",
    )

    r.add(
        "stripe_secret_key",
        f"Stripe secret key for the voucher shop {stripe_sk()}",
        f"STRIPE_SECRET_KEY={stripe_sk()}",
        f"stripe restricted key Connor made (can only do refunds) {stripe_rk()}",
        f"stripe live secret\n{stripe_sk()}\nnot the pk one",
        f"stripe.api_key = \"{stripe_sk()}\"  # Connor: move this to env before go live",
    )

    r.add(
        "crypto_seed_phrase",
        f"our Danny's crypto wallet thing - recovery words:\n{seed_phrase(12)}",
        f"seed phrase (DONT LOSE, no way of getting it back he said): {seed_phrase(12)}",
        f"wallet backup 24 words\n{seed_phrase(24)}",
        f"crypto words {seed_phrase(12)} probs worth nowt now lol",
    )

    r.add(
        "payroll_login_password",
        f"BrightPay payroll login pw {anypw()}",
        f"payroll - sarah@themaneroom.example / {mypw()}",
        f"Xero password (accountant has her own) {pw()}",
        f"wages software pasword\n{mypw()}",
    )

    r.add(
        "apple_id_password",
        f"Apple ID for the salon ipad: ipad@themaneroom.example pw {anypw()}",
        f"apple id password {mypw()} (for the app store on the front desk)",
        f"itunes/apple acc\n{pw()}",
        f"the icloud pw for the salon phone is {mypw()}, Kayleigh keeps asking",
    )

    r.add(
        "voicemail_pin",
        f"salon landline voicemail pin {code()}",
        f"answerphone code {code()} to listen from me mobile",
        f"BT voicemail - ring 1571, pin {code()}",
        f"voicemail\n{code(5)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "fresha_booking_reference",
        f"Mrs Kaur rebooked, ref {booking_ref()} for full head foils sat 10am",
        f"booking ref #{booking_ref()} - the no show, charge the deposit",
        f"Fresha booking {booking_ref()}\nClient: Leanne\nCut + blow dry, Kayleigh",
        f"double booked 2pm!! refs {booking_ref()} and {booking_ref()} sort it",
        f"online booking came through ref {booking_ref()}, balayage, 3hrs",
    )

    r.add(
        "card_receipt_number",
        f"sumup receipt {sumup_txn()} — £65 refund to the lady with the green tinge",
        f"Square receipt #{rnd(ALNUM, 4)} for the gift voucher, £50",
        f"transaction code {sumup_txn()} shows as declined, she paid cash after",
        f"Square payment id {rnd(ALNUM, 22)}\n£120, disputed by the customer, send them the photos",
        f"card machine receipt no. {digits(4)} auth code {digits(6)} (the bank asked for it on the chargeback)",
    )

    r.add(
        "masked_card_digits",
        f"Starling card ending {digits(4)} is the one for Sally's",
        f"statement says **** **** **** {digits(4)} for the Wella direct debit",
        f"refunded to card xxxx{digits(4)} on the {secrets.randbelow(28) + 1}th",
        f"which card? the one ending in {digits(4)} not the amex",
        f"Paid with Mastercard •••• {digits(4)}, exp {expiry()}",
    )

    r.add(
        "invoice_bank_details",
        f"bank details for the invoice footer:\nThe Mane Room Ltd\nsort code {sort_code()}\nacc no {account_no()}",
        f"Pay the chair rent to: Starling, {sort_code()}, {account_no()}, ref your name",
        f"IBAN for the Italian supplier (they need it for the return) {iban('GB', 'SRLG' + '6083' + digits(2) + account_no())}",
        f"Kayleigh's bank for her wages {sort_code()} / {account_no()}",
        f"| payee | sort | acc |\n|---|---|---|\n| Landlord | {digits(2)}-{digits(2)}-{digits(2)} | {account_no()} |",
    )

    r.add(
        "vat_registration",
        f"VAT no {vat_no()} has to go on the receipts now",
        f"our vat number\n{vat_no()}",
        f"Wella invoice shows their VAT reg {vat_no()}",
        f"VAT reg number GB{digits(9, lead=True)} (registered from april)",
    )

    r.add(
        "hmrc_reference_numbers",
        f"UTR {utr()} - accountant needs it for the tax return",
        f"PAYE ref {paye_ref()}",
        f"Accounts office ref {accounts_office_ref()} (use it as the payment ref when paying HMRC)",
        f"hmrc letter: employer ref {paye_ref()}, UTR {utr()}, deadline 31 jan",
        f"self assessment UTR\n{utr()}",
    )

    r.add(
        "gateway_user_id_only",
        f"HMRC gateway user ID {gateway_id()} (password is in the black book not here)",
        f"gov gateway id: {gateway_id()}",
        f"Government Gateway\nUser ID {gateway_id()}\nrecovery is by text to me mobile",
        f"the accountant wanted me gateway user id, its {gateway_id()}",
    )

    r.add(
        "supplier_order_number",
        f"Sally order no. {digits(9, lead=True)} - 6 tubs of blondor, 2 missing",
        f"salon services order {rnd(UPPER, 2)}{digits(8)} delivered",
        f"Wella order #{digits(10, lead=True)} backorder on the 7/1",
        f"Amazon order {digits(3)}-{digits(7)}-{digits(7)} for the new hood dryer",
        f"order ref {rnd(UPPER + DIGITS, 10)} from the towel people",
    )

    r.add(
        "parcel_tracking",
        f"royal mail tracking {s10(pick('JD', 'RM', 'AB', 'TT'), 'GB')}",
        f"DPD parcel {digits(14, lead=True)} coming tues between 10-11",
        f"Evri tracking H{rnd(UPPER + DIGITS, 15)} - the new chairs",
        f"return label tracking\n{s10('JB', 'GB')}",
        f"DHL waybill {digits(10, lead=True)} for the mirrors from Italy",
    )

    r.add(
        "invoice_number",
        f"INV-{digits(5)} from the electrician, pay by the 28th",
        f"invoice no {digits(6, lead=True)} (Wella) queried, they charged twice",
        f"chair rent invoice #{digits(4)} sent to Becca",
        f"accountant invoice ref {rnd(UPPER, 3)}{digits(5)} £180",
    )

    r.add(
        "phone_numbers",
        f"Alarm company {mcr_landline()} (24hr)",
        f"new girl Chloe {uk_mobile()}",
        f"Locksmith if the shutter jams again: {uk_mobile()}",
        f"school office {mcr_landline()}, ring before 9.30 if the kids r off",
        f"Sally rep direct line\n{uk_mobile()}",
    )

    r.add(
        "used_one_time_code",
        f"starling sent {otp()} at 10:02 - already used it, expired anyway",
        f"HMRC access code {otp()} (used, they send a new one each time)",
        f"the fresha verification code was {otp()} but it ran out before I typed it in so they sent another",
        f"sumup text code {otp()} used ✓",
        f"insta login code {otp()} — that one's gone now, it only lasts 10 mins",
    )

    r.add(
        "where_the_password_is",
        "wifi password is on the back of the router, dont write it anywhere",
        "alarm code - ask me or Gaz, NOT in the group chat",
        "HMRC password is in the little black book in the safe",
        "starling pin = same as the old card (u know the one)",
        "fresha pw is saved in the ipad, just press the key icon",
    )

    r.add(
        "router_serial_and_network",
        f"router serial no {rnd(UPPER + DIGITS, 2)}{digits(10)} for the BT fault line",
        "network names: ManeRoom-Staff and ManeRoom-Guest (guest one is open, no password)",
        f"BT hub MAC {mac(':', True)} the engineer asked",
        f"broadband account no {rnd(UPPER, 2)}{digits(8)}, fault ref {digits(8)}",
    )

    r.add(
        "card_reader_serial",
        f"SumUp Air serial {digits(3)}{rnd(UPPER + DIGITS, 7)} - the one that wont charge",
        f"Square reader S/N {rnd(UPPER + DIGITS, 4)}{digits(8)} sent back for replacement",
        f"card machine no. {rnd(UPPER + DIGITS, 12)}, firmware {secrets.randbelow(5) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(100)}",
        f"reader serial\n{rnd(UPPER + DIGITS, 14)}",
    )

    r.add(
        "square_public_ids",
        f"Square application ID {square_app_id()} (Connor said this one's fine to share)",
        f"square location id {square_location()} (Chorlton)",
        f"SQUARE_APPLICATION_ID={square_app_id()}\nSQUARE_LOCATION_ID={square_location()}",
        f"web payments form uses app id {square_app_id()}, the secret bit is somewhere else",
    )

    r.add(
        "website_public_keys",
        f"stripe publishable key for the voucher page {stripe_pk()}",
        f"STRIPE_PUBLISHABLE_KEY={stripe_pk()}",
        f"recaptcha site key on the contact form {recaptcha_site_key()}",
        f"<script>Stripe('{stripe_pk()}')</script> thats the public one Connor says",
        f"recaptcha v2 site key (goes in the page, public): {recaptcha_site_key()}",
    )

    r.add(
        "social_page_ids",
        f"Facebook page ID {digits(15, lead=True)}",
        f"insta business account id {digits(17, lead=True)} (the ads lady wanted it)",
        f"fb page https://www.facebook.example/profile.php?id={digits(15, lead=True)}",
        f"meta business id {digits(16, lead=True)}",
    )

    r.add(
        "tracking_pixel_ids",
        f"Meta pixel ID {digits(15, lead=True)} on the website",
        f"google analytics {ga4_id()}",
        f"Connor added the pixel {digits(16, lead=True)} and GA tag {ga4_id()}",
        f"measurement id\n{ga4_id()}",
    )

    r.add(
        "school_references",
        f"dinner money ref for Alfie {rnd(UPPER, 2)}{digits(6)}",
        f"school trip payment ref {digits(8, lead=True)} - £12.50, Chester zoo",
        f"Poppy's admission no {digits(6, lead=True)}",
        f"ParentPay payment item {digits(7, lead=True)} uniform",
    )

    r.add(
        "insurance_policy_number",
        f"salon insurance policy no {rnd(UPPER, 3)}{digits(7)} renews march",
        f"Hairdressers' public liability {rnd(UPPER, 2)}/{digits(6)}/{digits(2)}",
        f"claim ref {digits(9, lead=True)} for the flood in the back",
        f"policy\n{rnd(UPPER, 4)}{digits(8)}",
    )

    r.add(
        "utility_meter_numbers",
        f"electric MPAN {mpan()}",
        f"gas meter MPRN {digits(10, lead=True)}",
        f"water account {digits(10, lead=True)}, meter serial {digits(2)}{rnd(UPPER, 1)}{digits(6)}",
        f"meter reading {secrets.randbelow(90000) + 10000} on the {secrets.randbelow(28) + 1}th, acct {digits(9, lead=True)}",
    )

    r.add(
        "colour_formula",
        f"Mrs Brennan: {pick('6/0', '7/1', '8/03', '9/16')} + {pick('7/0', '8/0', '6/3')} 1:1 with {pick('20', '30')}vol, {secrets.randbelow(20) + 25} mins",
        f"Leanne toner\n{pick('9/16', '10/81', '8/81')} + 0/00 clear, 1:2 with 1.9%",
        f"formula for Jess's balayage: blondor + 9% (30vol) 1:{pick('1.5', '2')}, gloss {pick('09V', '09T', '08GI')}",
        f"roots {pick('5/0', '6/0', '4/77')} + {pick('5/1', '6/7')} 40g/20g 6%, lengths {pick('7/0', '7/3')} 1.9%",
        f"colour card #{digits(4)}: {pick('8/0', '7/0')} {secrets.randbelow(40) + 10}g, {pick('8/1', '7/1')} {secrets.randbelow(40) + 10}g, 6% x2",
    )

    r.add(
        "product_barcode",
        f"barcode on the shampoo that wont scan {ean13('50')}",
        f"EAN {ean13('40')} (Olaplex no.3) out of stock",
        f"stock count: {ean13('50')} x4, {ean13('80')} x2",
        f"product code {rnd(UPPER, 2)}{digits(6)} on the Sally website",
    )

    r.add(
        "redeemed_voucher",
        f"gift voucher {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)} used today, balance £0",
        f"voucher code {rnd(UPPER + DIGITS, 8)} REDEEMED by Mrs Hughes (cut n colour)",
        f"Christmas voucher no. {digits(6)} - already spent, she tried to use it twice!!",
        f"Fresha voucher {rnd(UPPER + DIGITS, 10)} redeemed 14/02, cancelled the rest",
    )

    r.add(
        "public_promo_code",
        f"posted on insta: use code MANE{digits(2)} for {pick('10', '15', '20')}% off ur first visit",
        f"facebook offer code SPRING{pick('15', '20', '25')} ends sunday",
        f"promo for the students - STUDENT{digits(2)} on the website, its on the flyers too",
        f"refer a friend code {rnd(UPPER, 5)}{digits(2)} printed on the back of the loyalty cards",
    )

    r.add(
        "booking_link_uuid",
        f"our booking link https://www.fresha.example/a/the-mane-room-chorlton-{uid()}",
        f"link for Kayleigh's clients https://book.phorest.example/salon/{uid()}/staff/{uid()}",
        f"consultation form https://forms.themaneroom.example/f/{uid()}",
        f"Connor put this in the insta bio: https://themaneroom.example/book?location={uid()}",
    )

    r.add(
        "app_version",
        f"fresha app v{secrets.randbelow(4) + 3}.{secrets.randbelow(30)}.{secrets.randbelow(10)} keeps crashing, told support",
        f"sumup app updated to {secrets.randbelow(3) + 2}.{secrets.randbelow(90) + 10}.{secrets.randbelow(10)}",
        f"ipad on iOS {secrets.randbelow(3) + 16}.{secrets.randbelow(7)}.{secrets.randbelow(3)} - needs updating for the new app",
        f"card reader firmware {secrets.randbelow(4) + 1}.{digits(2)}.{digits(3)} build {digits(5)}",
    )

    r.add(
        "takings_and_prices",
        f"Sat takings £{secrets.randbelow(1500) + 500}.{digits(2)} card, £{secrets.randbelow(300)} cash",
        f"price list: cut n finish £{secrets.randbelow(20) + 35}, full head £{secrets.randbelow(40) + 110}, toner £{secrets.randbelow(10) + 20}",
        f"VAT quarter: sales £{secrets.randbelow(9000) + 20000}.{digits(2)}, paid {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}/25",
        f"Becca owes chair rent £{secrets.randbelow(100) + 150} for wk {secrets.randbelow(52) + 1}",
        f"float £{pick('100', '150', '200')} in the till, {secrets.randbelow(20) + 1} x £5 notes",
    )

    r.add(
        "website_secret_reference",
        "Connor's notes: the square token lives in SQUARE_ACCESS_TOKEN on the server, not in the code",
        "stripe:\n  secret_key: ${{ secrets.STRIPE_SECRET_KEY }}\n  publishable_key: ${{ vars.STRIPE_PK }}",
        "SUMUP_API_KEY=   <- leave blank, Connor fills it in on the hosting panel",
        "the fb token is in the password manager under 'Facebook page token', dont paste it anywhere",
        "env on the web server: DB_PASSWORD_FILE=/run/secrets/db_password",
    )

    r.add(
        "hidden_password_dots",
        "fresha shows the password as •••••••• so I cant read it off the ipad",
        "wifi pw: ************ (the BT app hides it, tap the eye)",
        "sumup password: [hidden] - reset it from the email link",
        f"the router page says Admin password: ●●●●●●●●●● last changed {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}/24",
    )

    r.add(
        "website_commit_hash",
        f"Connor fixed the booking button, commit {hexs(7)}",
        f"website updated to version {hexs(40)} (he said if it breaks roll back to that)",
        f"git log says {hexs(7)} 'fix price list typo'",
        f"theme file checksum sha256 {hexs(64)} (Connor checks it after updates)",
    )

    r.add(
        "company_registration",
        f"Companies House no. {company_no()}",
        f"The Mane Room Ltd, company number {company_no()}, reg office Chorlton",
        f"company reg\n{company_no()}",
        f"confirmation statement due, company {company_no()}",
    )

    r.add(
        "server_key_fingerprint",
        f"Connor: if it asks about the server fingerprint it should be {ssh_fingerprint()}",
        f"website host key fingerprint {ssh_fingerprint()} - just say yes",
        f"email DKIM record for themaneroom.example:\nv=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(secrets.token_bytes(180))}",
        f"SSL cert serial {groups(hexs(32).upper(), 2, ':')} renewed til next year",
    )

    return r


def main() -> None:
    write_corpora("make_heldout370.py", [
        ("heldout370_credentials.yaml", credentials(), "Held-out batch 370: credentials a Manchester hair salon owner keeps (alarm, shutter and safe codes, Wi-Fi, Square, SumUp, Fresha, Phorest, Instagram, Facebook, Starling, HMRC, school app, suppliers and more)"),
        ("heldout370_lookalikes.yaml", lookalikes(), "Held-out batch 370: a salon owner's booking, receipt, order, tracking and tax references, masked cards, public ids, used codes and notes that only say where a password is kept"),
    ])


if __name__ == "__main__":
    main()
