# ruff: noqa: E501
"""Writes heldout350_credentials.yaml and heldout350_lookalikes.yaml: held-out batch 350.

Persona: a real-estate agent in a small town in Ohio who types quick American English notes
on her phone, full of typos and abbreviations. She keeps her MLS login, her Supra eKEY PIN and
lockbox combos, gate, garage, alarm and door codes for her listings, DocuSign, Zillow,
Realtor.com, ShowingTime and Dotloop logins, the brokerage CRM and Outlook passwords, the
office copier code, Wi-Fi key and safe combination, her kids' school portal, a Google app
password and backup codes, a Mailchimp key for the newsletter and a Slack webhook for lead
alerts; and many look-alikes: MLS numbers, parcel ids, lockbox serials, DocuSign envelope
ids, Dotloop and Zillow links, tracking and order numbers, masked cards, routing numbers,
license numbers, expired one-time codes, VINs, serials, prices and dates, public site keys
and references to where a password is kept.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64url,
    card_expiry,
    digits,
    ga4_id,
    groups,
    hexs,
    mac,
    mailchimp_key,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    uid,
    visa,
    wp_app_password,
    write_corpora,
)

WORDS = [
    "buckeye", "cardinal", "tractor", "porch", "sweetcorn", "harvest", "creek", "pumpkin",
    "hayride", "barnyard", "maple", "walnut", "goldie", "biscuit", "pickles", "sunflower",
    "lakeside", "orchard", "wildcat", "bluebird", "cornfield", "silo", "gravel", "meadow",
]

BIP39 = [
    "abandon", "ability", "absorb", "acoustic", "adapt", "advice", "agent", "alarm", "alley",
    "anchor", "angle", "apple", "arena", "armed", "artwork", "aunt", "badge", "bamboo", "basket",
    "beach", "become", "bicycle", "blanket", "boring", "bracket", "brick", "bubble", "cabin",
    "cactus", "canal", "carbon", "castle", "chalk", "cherry", "choice", "citizen", "clever",
    "coconut", "column", "coral", "cradle", "crystal", "cupboard", "dawn", "debris", "denial",
    "diesel", "dolphin", "drift", "eager", "elbow", "embark", "enrich", "exhibit", "fabric",
    "fever", "fiscal", "flame", "fossil", "gadget", "garlic", "giraffe", "glimpse", "gossip",
    "gravity", "habit", "harbor", "hedgehog", "hollow", "hybrid", "icon", "inmate", "jaguar",
    "kettle", "ladder", "lemon", "lizard", "lumber", "magnet", "marble", "meadow", "mosquito",
    "napkin", "oyster", "paddle", "pelican", "pistol", "puzzle", "quarter", "rabbit", "ribbon",
    "saddle", "shrimp", "sketch", "spider", "tornado", "tunnel", "velvet", "walnut", "zebra",
]

STREETS = [
    "Elm St", "N Market St", "Church St", "Cty Rd 9", "W Liberty St", "Beall Ave", "Vine St",
    "Cedar Ct", "Township Rd 112", "S Walnut St", "Bever St", "Quinby Ave", "Akron Rd",
    "Oak Hill Dr", "Pleasant View Ln", "Mill St", "Cleveland Rd", "Spruce St",
]

TOWNS = ["Wooster", "Orrville", "Millersburg", "Shreve", "Rittman", "Smithville", "Dalton", "Loudonville"]

SELLERS = ["Hendersons", "Millers", "Patels", "Bakers", "Yoders", "Kowalskis", "Nguyens", "Schrocks", "Reynolds"]


def addr() -> str:
    return f"{secrets.randbelow(2900) + 11} {pick(*STREETS)}"


def agent_pw() -> str:
    """A password this agent picked herself, or one a site generated for her."""
    return pick(
        f"{pick(*WORDS).capitalize()}{digits(pick(2, 4))}{pick('!', '#', '$', '*')}",
        f"{pick(*WORDS)}{pick(*WORDS).capitalize()}{digits(3)}",
        f"{pick(*WORDS).capitalize()}{pick('!', '@', '#')}{pick(*WORDS)}{digits(2)}",
        rnd(ALNUM + "!@#$%", 14),
        pw(),
    )


def kid_pw() -> str:
    return f"{pick(*WORDS)}{digits(pick(3, 4))}"


def wifi_key() -> str:
    return pick(
        f"{pick(*WORDS)}{pick(*WORDS)}{digits(4)}",
        rnd(ALNUM, 16),
        f"{pick(*WORDS).capitalize()}{digits(2)}{pick(*WORDS).capitalize()}{digits(2)}",
        rnd(LOWER + DIGITS, 12),
    )


def totp_key() -> str:
    """A TOTP setup key as apps show it: 32 base32 characters, in groups of four."""
    return groups(rnd(BASE32, 32).lower(), 4)


def google_backup_codes() -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(10))


def slack_webhook() -> str:
    return f"https://hooks.slack.com/services/T0{rnd(UPPER + DIGITS, 8)}/B0{rnd(UPPER + DIGITS, 9)}/{rnd(ALNUM, 24)}"


def seed() -> str:
    return phrase(BIP39, pick(12, 12, 24))


def safe_combo() -> str:
    return "-".join(f"{secrets.randbelow(100):02d}" for _ in range(3))


def mls_number() -> str:
    return pick("22", "23", "24", "25") + digits(7)


def parcel() -> str:
    return pick(
        f"{digits(2)}-{digits(5)}.000",
        f"{digits(2)}-{digits(3)}-{digits(2)}-{digits(3)}.{digits(3)}",
        f"{digits(2)}{digits(3, lead=True)}{digits(5)}",
    )


def lockbox_serial() -> str:
    return pick("3", "4") + digits(7)


def aba() -> str:
    """A bank routing number (ABA) with a valid check digit: public, printed on every check."""
    body = f"{pick('04', '02', '03', '24', '25', '21')}{digits(6)}"
    d = [int(c) for c in body]
    total = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    return body + str((10 - total % 10) % 10)


def vin() -> str:
    """A vehicle identification number with a valid check digit (position 9)."""
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS
    values = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9], strict=True))
    values.update({c: int(c) for c in DIGITS})
    weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    body = pick("1FT", "1GC", "2T3", "5J6", "1HG", "3GN", "1C4") + rnd(alphabet, 5) + "0" + pick("N", "P", "R", "S") + secrets.choice(alphabet) + digits(6)
    check = sum(values[c] * w for c, w in zip(body, weights, strict=True)) % 11
    return body[:8] + ("X" if check == 10 else str(check)) + body[9:]


def ups() -> str:
    return f"1Z{rnd(UPPER + DIGITS, 6)}{pick('03', '02', '01')}{digits(8)}"


def usps() -> str:
    return groups("9400" + digits(18), 4)


def phone() -> str:
    return f"({pick('330', '419', '740', '234', '216')}) 555-01{digits(2)}"


def amazon_order() -> str:
    return f"11{digits(1)}-{digits(7)}-{digits(7)}"


def last4() -> str:
    return digits(4)


def pnr() -> str:
    return rnd(UPPER + DIGITS, 6).replace("0", "Q").replace("1", "K")


def mapbox_public() -> str:
    return f"pk.{b64url({'u': pick('kcarterhomes', 'acmerealty'), 'a': rnd(LOWER + DIGITS, 25)})}.{rnd(URLSAFE, 22)}"


def version() -> str:
    return f"{secrets.randbelow(9) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(10)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "mls_login",
        f"MLS (Matrix) login\nuser: kcarter\npw: {agent_pw()}",
        f"new mls pasword after the forced reset {agent_pw()} - username is still my nrds #",
        f"flexmls lgin  kimcarter / {agent_pw()}",
        f"MLS pw changed AGAIN ugh. now its {agent_pw()} (expires in 90 days, set a reminder)",
        f"mls\n{agent_pw()}\n^ case sensitive dont forget",
    )

    r.add(
        "supra_ekey_pin",
        f"ekey pin {pin(4)}",
        f"Supra eKEY PIN: {pin(4)} (new phone, had to re-sync w/ the office)",
        f"supra pin is {pin(4)} dont tell anyone lol",
        f"eKEY app -> PIN {pin(4)}\nupdate the key every morning or it wont open boxes",
        f"Supra ekey pro\npin - {pin(4)}",
    )

    r.add(
        "lockbox_combo",
        f"{addr()} lockbox on the back spigot, combo {pin(4)}",
        f"{pick(*SELLERS)} listing - combo box code {pin(4)} (its on the side door railing)",
        f"shackle code for the supra on the {pick(*STREETS)} farm: {pin(4)}",
        f"lockbox\n{addr()} -> {pin(4)}\nkey sticks, jiggle it",
        f"combo lockbox at {addr()}, {pin(4)}, push the button down then pull",
    )

    r.add(
        "gate_code",
        f"{pick('Wren Hollow', 'Lakeview Estates', 'Pinecrest', 'Fox Run')} gate #{pin(4)}",
        f"gate code for the {pick(*SELLERS)} {pin(4)}#",
        f"HOA gate keypad: *{pin(5)}  (buyers agent needs it for the inspection tues)",
        f"the gate at the {pick(*SELLERS)} farm listing - code is {pin(4)} then hit the green btn",
        f"showing instr: go thru the side gate, code {pin(4)}, dog will be in the garage",
    )

    r.add(
        "garage_code",
        f"garage keypad at {addr()}: {pin(4)} + enter",
        f"{pick(*SELLERS)} listing garage code {pin(4)} (house key is in the kitchen drawer)",
        f"grg code {pin(4)}  - {addr()}",
        f"Liftmaster keypad for the {pick(*SELLERS)}, {pin(4)}, CLOSE IT after pls!!",
        f"garage door code = {pin(4)}\nfinal walkthru sat 10am",
    )

    r.add(
        "alarm_code",
        f"alarm code at the {pick(*SELLERS)} house: {pin(4)} (ADT, 30 sec delay)",
        f"disarm code {pin(4)} — panel is left of the mudroom door",
        f"security system\n{addr()}\ncode {pin(4)}\nif it goes off call the seller first",
        f"Ring alarm pin for the vacant listing on {pick(*STREETS)}: {pin(4)}",
        f"alrm {pin(4)} at {addr()}, seller says hit OFF then the code",
    )

    r.add(
        "door_keypad_code",
        f"front door smart lock (Schlage) at {addr()}: {pin(6)}",
        f"keyless entry code for the rental listing {pin(4)}",
        f"Yale lock code for inspectors only: {pin(6)} - seller deletes it after closing",
        f"door code {pin(5)} for the lake house listing in {pick(*TOWNS)}",
        f"Kwikset keypad {addr()} -> {pin(4)}, lock it again when u leave",
    )

    r.add(
        "docusign_password",
        f"DocuSign\nkim.carter@acmerealty.example\n{agent_pw()}",
        f"docusign pw {agent_pw()}",
        f"Docu sign login changed to {agent_pw()} (old one got locked out after 5 tries)",
        f"docusign: email is my work one, password {agent_pw()}",
        f"DS password = {agent_pw()}  // brokerage acct not my personal",
    )

    r.add(
        "zillow_login",
        f"Zillow Premier Agent login kimcarter@mail.example pw {agent_pw()}",
        f"zillow pwd: {agent_pw()}",
        f"Zilow (agent profile + reviews)\nkcarter.homes@mail.example\n{agent_pw()}",
        f"zillow password reset today -> {agent_pw()}",
        f"premier agent app login, same email as always, pass {agent_pw()}",
    )

    r.add(
        "realtor_com_login",
        f"realtor.com pro login  {agent_pw()}",
        f"Realtor dot com - user kcarter_realty - pw {agent_pw()}",
        f"rdc password {agent_pw()} (the leads one not the consumer acct)",
        f"Realtor.com\nemail kim.carter@acmerealty.example\npassword {agent_pw()}",
        f"password for realtor.com is {agent_pw()} had to change it bc of the breach email",
    )

    r.add(
        "crm_password",
        f"kvCORE login kcarter pw {agent_pw()}",
        f"brokerage CRM (crm.acmerealty.example)\nuser: kcarter\npass: {agent_pw()}",
        f"CRM pasword {agent_pw()}",
        f"BoomTown pw is {agent_pw()} — Deb says change it every quarter",
        f"new crm at the office! login w/ work email, temp pw {agent_pw()} (change on first login)",
    )

    r.add(
        "dotloop_password",
        f"dotloop pw {agent_pw()}",
        f"Dotloop\nkim.carter@acmerealty.example\n{agent_pw()}",
        f"dot loop login changed: {agent_pw()}",
        f"dotloop password = {agent_pw()} (same as docusign? NO its different)",
        f"loop login for the brokerage acct, pass {agent_pw()}",
    )

    r.add(
        "showingtime_password",
        f"ShowingTime login kcarter / {agent_pw()}",
        f"showing time pw {agent_pw()}",
        f"showingtime\npassword: {agent_pw()}\n(the front desk app uses the same one)",
        f"ShowingTime+ password reset -> {agent_pw()}",
        f"pw for showingtime is {agent_pw()} (same as the front desk app)",
    )

    r.add(
        "office_wifi_key",
        f"office wifi: AcmeRealty-Staff / {wifi_key()}",
        f"wifi pw at the office {wifi_key()} (guest one is diff)",
        f"Wi-Fi\nSSID AcmeRealty5G\nkey {wifi_key()}",
        f"WPA2 key for the office router — {wifi_key()}",
        f"clients keep asking for the staff wifi... its {wifi_key()}",
    )

    r.add(
        "copier_code",
        f"copier user code {pin(5)}",
        f"Ricoh copier code: {pin(4)} (my code, dont give it to the new agents)",
        f"scan to email on the copier needs code {pin(5)}",
        f"copier admin pw {agent_pw()} (Dave set it, for the address book)",
        f"printer code {pin(4)}#",
    )

    r.add(
        "school_portal_login",
        f"PowerSchool parent login\nuser: carterfam\npw: {agent_pw()}",
        f"Emma's school portal (Infinite Campus) pw {agent_pw()}",
        f"Jake schoology login jcarter27 / {kid_pw()}",
        f"parent portal password reset to {agent_pw()} - the old one didnt work",
        f"ClassDojo pw {agent_pw()} for both kids",
    )

    r.add(
        "google_app_password",
        f"app password for gmail in the CRM email sync: {app_password()}",
        f"google app pw (for outlook on the ipad) {app_password()}",
        f"App password\n{app_password()}\n(google only shows it once!!)",
        f"gmail app password for the printer scan-to-email - {app_password()}",
        f"the 16 letter google code for dotloop email sync {app_password().replace(' ', '')}",
    )

    r.add(
        "google_backup_codes",
        "Google backup codes (work gmail)\n" + google_backup_codes(),
        "gmail backup codes - cross off when used\n" + google_backup_codes(),
        "BACKUP CODES kimcarterhomes\n" + google_backup_codes(),
        "2 step verification backup codes:\n" + google_backup_codes(),
        "google codes in case i lose my phone again\n" + google_backup_codes(),
    )

    r.add(
        "totp_setup_key",
        f"docusign 2FA setup key (in case new phone) {totp_key()}",
        f"MLS authenticator secret key: {totp_key()}",
        f"authenticator key for the CRM\n{totp_key()}",
        f"2fa secret for zillow - {totp_key().replace(' ', '').upper()}",
        f"Setup key: {totp_key()}  <- from the dotloop 2-step screen, use google authenticator",
    )

    r.add(
        "email_password",
        f"work email (outlook) pw {agent_pw()}",
        f"kim.carter@acmerealty.example\npassword {agent_pw()}\n(microsoft 365)",
        f"outlook pasword changed {agent_pw()}",
        f"email pw for the brokerage = {agent_pw()}, IT guy is Mike",
        f"M365 login reset by Mike, new pass {agent_pw()}",
    )

    r.add(
        "bank_login",
        f"credit union online banking  user kcarter81  pw {agent_pw()}",
        f"Huntington login\nkimcarter_re\n{agent_pw()}",
        f"business checking online pw {agent_pw()} (the one for commissions)",
        f"bank app pass {agent_pw()}",
        f"Farmers Natl online banking pw {agent_pw()} - user is my email",
    )

    r.add(
        "company_card",
        f"brokerage card for signs/marketing\n{visa()}  exp {card_expiry()}  cvv {digits(3)}",
        f"company visa {visa()} {card_expiry()} {digits(3)}",
        f"card for the yard sign order: {visa().replace(' ', '')} exp {card_expiry()} cvc {digits(3)}",
        f"Deb's card for the open house food - {visa()}, {card_expiry()}, sec code {digits(3)}",
        f"office credit card\nnumber {visa()}\nexp {card_expiry()}\nCVV {digits(3)}\nbilling zip 44691",
    )

    r.add(
        "safe_combo",
        f"office safe (earnest money checks) {safe_combo()}",
        f"safe combo {safe_combo()} - right left right",
        f"combination for the safe in Debs office: {safe_combo()}",
        f"key safe in the back room\n{safe_combo()}",
        f"EM checks go in the safe, combo is {safe_combo()}",
    )

    r.add(
        "voicemail_pin",
        f"voicemail pin {pin(6)}",
        f"vm password for the office line ext 204: {pin(4)}",
        f"cell voicemail PIN {pin(4)} (verizon made me reset it)",
        f"office phone voicemail\npin {pin(5)}",
        f"VM pin = {pin(6)} for the google voice number on my signs",
    )

    r.add(
        "mailchimp_api_key",
        f"mailchimp api key for the newsletter {mailchimp_key()}",
        f"Mailchimp key (zapier asked for it) {mailchimp_key()}",
        f"newsletter api key:\n{mailchimp_key()}",
        f"MAILCHIMP_API_KEY={mailchimp_key()}  # the website guy needs this for the signup form",
        f"key for mailchimp -> {mailchimp_key()} dont post in the group chat",
    )

    r.add(
        "slack_webhook",
        f"zillow leads -> slack webhook {slack_webhook()}",
        f"webhook url for the #new-leads channel\n{slack_webhook()}",
        f"Slack incoming webhook (team leads) {slack_webhook()}",
        f"zapier step 3 POST to {slack_webhook()}",
        f"for the website form: {{\"webhook\": \"{slack_webhook()}\"}}",
    )

    r.add(
        "seed_phrase",
        f"Tom's bitcoin wallet words (DO NOT LOSE)\n{seed()}",
        f"coinbase wallet recovery phrase: {seed()}",
        f"seed phrase\n{seed()}",
        f"crypto wallet 12 words - {phrase(BIP39, 12)}",
        f"ledger recovery: {seed()} (paper copy is in the fire safe too)",
    )

    r.add(
        "apple_id_password",
        f"apple id pw {agent_pw()}",
        f"Apple ID kimcarter@mail.example\n{agent_pw()}",
        f"icloud password changed {agent_pw()}",
        f"kids ipad apple id pass {kid_pw()}",
        f"apple id password = {agent_pw()} (for the app store on the work ipad)",
    )

    r.add(
        "facebook_login",
        f"facebook (business page) pw {agent_pw()}",
        f"FB login kim carter realtor\n{agent_pw()}",
        f"meta business suite password {agent_pw()}",
        f"fb pass {agent_pw()} - hacked last yr so this is new",
        f"facebook\nkimcarterhomes@mail.example\npw: {agent_pw()}",
    )

    r.add(
        "wordpress_app_password",
        f"wordpress application password for the IDX plugin: {wp_app_password()}",
        f"website (kimcarterhomes.example) app password {wp_app_password()}",
        f"WP app pw for zapier -> {wp_app_password()}",
        f"wordpress\nuser admin_kim\napp password {wp_app_password()}",
        f"the new application pasword from wordpress (for the blog poster): {wp_app_password().replace(' ', '')}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "mls_listing_number",
        f"MLS# {mls_number()} - {addr()}, back on market",
        f"new listing went live mls {mls_number()}",
        f"{addr()} {pick(*TOWNS)} = MLS {mls_number()}, pending as of tues",
        f"comps: {mls_number()}, {mls_number()}, {mls_number()} (all sold last 6 mo)",
        f"withdrawn listing #{mls_number()} relist after the roof",
    )

    r.add(
        "parcel_number",
        f"parcel id {parcel()} (county auditor site)",
        f"Parcel # {parcel()} for the {pick(*SELLERS)} farm, 42 acres",
        f"{addr()} parcel {parcel()}\ntaxes $2,184/half",
        f"auditor parcel no. {parcel()} and {parcel()} (2 parcels, selling together)",
        f"PIN (parcel) {parcel()} — its not a pin pin lol its the parcel id",
    )

    r.add(
        "lockbox_serial",
        f"supra box serial {lockbox_serial()} is at {addr()}",
        f"lockbox SN {lockbox_serial()} checked out to me, return to office",
        f"iBox BT LE #{lockbox_serial()} - battery low",
        f"boxes i have out: {lockbox_serial()}, {lockbox_serial()}, {lockbox_serial()}",
        f"supra says box {lockbox_serial()} was opened 3 times today (showing log)",
    )

    r.add(
        "envelope_id",
        f"docusign envelope {uid().upper()} still waiting on the buyers signature",
        f"https://app.docusign.com/documents/details/{uid()}",
        f"Envelope ID: {uid().upper()}\n(purchase agreement, {addr()})",
        f"voided envelope {uid().upper()}, resent w the corrected price",
        f"seller disclosure docusign id {uid().upper()} completed 3/14",
    )

    r.add(
        "dotloop_link",
        f"loop for {addr()}: https://www.dotloop.com/my/loop/{digits(9, lead=True)}",
        f"dotloop link https://www.dotloop.com/my/loop/{digits(9, lead=True)}/documents",
        f"loop id {digits(9, lead=True)} (the {pick(*SELLERS)})",
        f"send buyer the loop https://www.dotloop.com/my/loop/{digits(9, lead=True)} for the addendum",
        f"dotloop template #{digits(7, lead=True)} = listing pkg",
    )

    r.add(
        "zillow_link",
        f"https://www.zillow.com/homedetails/{addr().replace(' ', '-')}-{pick(*TOWNS)}-OH-44691/{digits(8, lead=True)}_zpid/",
        f"zpid {digits(8, lead=True)} - zestimate way off again",
        f"buyer sent this https://www.zillow.com/homedetails/{digits(8, lead=True)}_zpid/ can we see it sat",
        f"realtor.com link https://www.realtor.com/realestateandhomes-detail/M{digits(5)}-{digits(5)}",
        f"zillow listing id {digits(8, lead=True)} still shows pending, call support",
    )

    r.add(
        "tracking_number",
        f"yard signs shipped UPS {ups()}",
        f"usps tracking {usps()} (closing gift)",
        f"fedex {digits(12, lead=True)} - lockbox batteries",
        f"business cards tracking #: {ups()}",
        f"package for the {pick(*SELLERS)}\ntracking {usps()}",
    )

    r.add(
        "earnest_check_number",
        f"EM check #{digits(4, lead=True)} for $1,000 deposited 5/2",
        f"earnest money receipt no. R-{digits(6)} from the title co",
        f"check {digits(4, lead=True)} from buyers ($2,500 EM) - in the safe till monday",
        f"deposit slip # {digits(7, lead=True)}, trust acct, EM for {addr()}",
        f"EMD rcvd, ck no {digits(4, lead=True)} drawn on Farmers Natl",
    )

    r.add(
        "invoice_number",
        f"photographer invoice INV-{pick('2024', '2025')}-{digits(4)} $275",
        f"home inspection invoice #{digits(6, lead=True)} paid at closing",
        f"drone pics inv {digits(5, lead=True)} (net 30)",
        f"stager invoice no. {rnd(UPPER, 2)}{digits(5)}, $650, due the 15th",
        f"sign install co invoice {digits(4, lead=True)}-{digits(2)}",
    )

    r.add(
        "phone_number",
        f"{pick(*SELLERS)} cell {phone()}",
        f"inspector Gary {phone()} (text dont call)",
        f"title co closer Amy {phone()} ext 12",
        f"lender - Josh {phone()}\noffice {phone()}",
        f"call back {phone()} re: the Cty Rd 9 showing",
    )

    r.add(
        "masked_card",
        f"brokerage card ending in {last4()} got declined at staples",
        f"Visa •••• {last4()} on file with Zillow",
        f"paid the MLS dues w/ card xxxx-xxxx-xxxx-{last4()}",
        f"autopay for realtor.com is the amex ending {last4()}",
        f"acct ****{last4()} (checking) for commission direct deposit",
    )

    r.add(
        "title_file_number",
        f"title file # {pick('24', '25')}-{digits(5)} ({addr()})",
        f"closing file no. ACT-{pick('24', '25')}-{digits(5)}",
        f"GF No. {digits(7, lead=True)} - commitment came back clean",
        f"title co ref {rnd(UPPER, 3)}{digits(6)} for the {pick(*SELLERS)}",
        f"escrow number {digits(8, lead=True)}-OH",
    )

    r.add(
        "routing_number",
        f"title co wire - routing {aba()} (CALL AMY TO VERIFY before buyers wire!!)",
        f"bank routing # {aba()} for the commission dd form",
        f"ABA {aba()}, acct number is on the form in dotloop",
        f"routing number for the credit union: {aba()}",
        f"rtn {aba()} - found on the bottom of a check",
    )

    r.add(
        "license_and_member_ids",
        f"my license # SAL.{pick('2015', '2017', '2019')}{digits(6)} (renewal due in may)",
        f"NRDS id {digits(9, lead=True)}",
        f"brokerage license REC.{pick('2004', '2009', '2011')}{digits(6)}",
        f"new agent Tyler license SAL.{pick('2024', '2025')}{digits(6)}, nrds {digits(9, lead=True)}",
        f"CE cert number {digits(7, lead=True)} - 30 hrs done",
    )

    r.add(
        "expired_otp",
        f"docusign code {digits(6)} expired before i could use it, had them resend",
        f"zillow verification code {digits(6)} (used)",
        f"MLS text code was {digits(6)}, already logged in so its dead now",
        f"bank sent code {digits(6)} — ignore, that was 2 days ago",
        f"ekey update code {digits(6)} expired at midnight, get a new one at the office",
    )

    r.add(
        "password_location",
        "dotloop password is in the bitwarden under Work > Dotloop",
        "MLS pw -> check the sticky note in the top desk drawer at the office (not here!)",
        "zillow pw saved in iphone keychain",
        "reset the docusign password, new one saved in the password app not writing it here",
        "alarm code for the Yoder listing — ask Linda, she has it",
    )

    r.add(
        "wifi_network_name",
        "office wifi network is AcmeRealty-Staff (pw on the card by the printer)",
        "guest wifi name AcmeRealty-Guest, it rotates monthly, ask Deb",
        f"open house at {addr()}: seller's wifi is NETGEAR{digits(2)}, pw taped on the router",
        f"hotspot name Kims iPhone {digits(2)}",
        "SSID for the lake house listing: LakeLife_5G (seller will give pw to buyers at closing)",
    )

    r.add(
        "vin",
        f"car VIN {vin()} for the insurance card",
        f"Tom's truck vin {vin()}",
        f"VIN: {vin()} (registration renewal)",
        f"mileage log car = {vin()}",
        f"trade-in vin {vin()} kbb said $14k",
    )

    r.add(
        "device_serial",
        f"copier serial {rnd(UPPER, 1)}{digits(3)}R{digits(6)} (for the service call)",
        f"ipad serial no. {rnd(UPPER + DIGITS, 12)}",
        f"the lockbox key fob SN {rnd(UPPER, 2)}{digits(8)}",
        f"Ring doorbell serial {rnd(UPPER + DIGITS, 10)} at the vacant listing",
        f"printer model MP C{digits(4, lead=True)} serial {digits(10, lead=True)}",
    )

    r.add(
        "mac_address",
        f"printer mac address {mac()} (Mike needs it for the router)",
        f"my laptop MAC {mac('-', upper=True)}",
        f"copier MAC {mac(upper=True)} ip 192.168.1.{secrets.randbelow(200) + 20}",
        f"new tablet wifi mac {mac()}",
        f"blocked device {mac(upper=True)} on the guest network",
    )

    r.add(
        "travel_confirmation",
        f"NAR conf flight conf # {pnr()}",
        f"hotel confirmation {digits(9, lead=True)} (Columbus, 2 nights)",
        f"rental car res {digits(10, lead=True)}COUNT",
        f"Ohio Realtors convention booking {pnr()}",
        f"southwest conf {pnr()} for spring break",
    )

    r.add(
        "order_number",
        f"amazon order {amazon_order()} - lockbox batteries",
        f"yard sign order #SG-{digits(5)}",
        f"VistaPrint order {digits(9, lead=True)} (postcards, just sold)",
        f"closing gift order no. {digits(6, lead=True)}",
        f"Amazon {amazon_order()} return by 6/30",
    )

    r.add(
        "student_id",
        f"Emma student ID {digits(6, lead=True)}",
        f"Jake's student # {digits(7, lead=True)} for the field trip form",
        f"lunch account number {digits(5, lead=True)} (Emma) — add $40",
        f"school district ID for registration {digits(9, lead=True)}",
        f"library card (Jake) {digits(14, lead=True)}",
    )

    r.add(
        "showing_confirmation",
        f"showing confirmed, appt ID {digits(9, lead=True)} sat 2pm",
        f"showingtime request #{digits(8, lead=True)} - {addr()}",
        f"ShowingTime appt {digits(9, lead=True)} cancelled by buyer agent",
        f"feedback request for showing {digits(8, lead=True)}",
        f"2nd showing {addr()} conf {digits(9, lead=True)}",
    )

    r.add(
        "prices_dates",
        f"{addr()} list $189,900 / 1,842 sqft / 3bd 2ba, close 6/14",
        f"offer ${secrets.randbelow(150) + 150},{digits(1)}00 w/ $5k concessions, resp by 5pm 4/22",
        f"commission split 70/30, gross ${secrets.randbelow(9) + 3},{digits(3)}.{digits(2)}",
        f"appraisal came in at ${secrets.randbelow(200) + 120},000 on 3/8/25",
        f"closing {secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1} @ 10:30, {pick(*TOWNS)} title office",
    )

    r.add(
        "app_version",
        f"ekey app v{version()} still crashing, update ios to 17.{secrets.randbelow(7)}.{secrets.randbelow(3)}",
        f"dotloop version {version()} (build {digits(4, lead=True)})",
        f"mls app {version()} fixed the map",
        f"Supra support asked for app version: {version()}",
        f"docusign ipad app {version()} - signature box bug",
    )

    r.add(
        "utility_account",
        f"gas acct for the {pick(*SELLERS)} transfer {digits(3)}-{digits(3)}-{digits(3)}-{digits(1)}",
        f"electric account # {digits(10, lead=True)} (vacant listing, keep on till closing)",
        f"water dept acct {digits(6, lead=True)}-{digits(2)}",
        f"trash service account no {digits(8, lead=True)}",
        f"internet acct number {digits(12, lead=True)} for the move-in",
    )

    r.add(
        "review_link",
        f"google review link for clients https://g.page/r/C{rnd(URLSAFE, 19)}/review",
        f"send buyers this for a review -> https://g.page/r/C{rnd(URLSAFE, 19)}/review",
        f"zillow review link https://www.zillow.com/reviews/write/?s={rnd(ALNUM, 14)}",
        f"review card QR goes to https://g.page/r/C{rnd(URLSAFE, 19)}/review",
        f"realtor.com profile https://www.realtor.com/realestateagents/{hexs(24)}",
    )

    r.add(
        "permit_and_case_numbers",
        f"building permit BP-{pick('24', '25')}-{digits(4)} for the deck (seller has to close it out b4 closing)",
        f"zoning case no. {pick('2024', '2025')}-ZV-{digits(3)}",
        f"point of sale inspection case {digits(6, lead=True)} - city says 2 open items",
        f"septic permit # {digits(5, lead=True)} from the health dept",
        f"HOA violation ref {rnd(UPPER, 2)}-{digits(5)} (fence color lol)",
    )

    r.add(
        "public_site_key",
        f"GA4 measurement id {ga4_id()} (website guy put it on every page)",
        f"meta pixel id {digits(15, lead=True)} for the listing ads",
        f"mapbox public token for the map on my site {mapbox_public()}",
        f"reCAPTCHA site key {recaptcha_site_key()} (the public one, goes in the contact form html)",
        f"mailchimp audience id {rnd(HEX, 10)} for the signup form embed",
    )

    return r


def main() -> None:
    write_corpora("make_heldout350.py", [
        ("heldout350_credentials.yaml", credentials(), "Held-out batch 350: credentials a small-town Ohio real-estate agent keeps (MLS, Supra eKEY PIN, lockbox, gate, garage, alarm and door codes, DocuSign, Zillow, Dotloop, CRM, Wi-Fi, copier, safe, school portal, Google, Mailchimp, Slack and more)"),
        ("heldout350_lookalikes.yaml", lookalikes(), "Held-out batch 350: a real-estate agent's MLS and parcel numbers, lockbox serials, envelope ids, tracking and order numbers, masked cards, routing numbers, expired codes, public site keys and references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
