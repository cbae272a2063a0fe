# ruff: noqa: E501
"""Writes heldout208_credentials.yaml and heldout208_lookalikes.yaml: held-out batch 208.

Persona: a night-shift nurse in Chicago who is not technical and writes casual American
English with typos. She asks the assistant to remember her hospital Epic login, the badge
door codes, the med room Pyxis PIN, her bank and Venmo PINs, the kids' school portal
password, the Netflix and Hulu logins, the garage keypad code, her Apple ID and its recovery
key and the Wi-Fi password. Her look-alikes are synthetic MRNs, shift schedule codes, pharmacy
Rx numbers, insurance member ids, order confirmation and tracking numbers, the unit's
extensions, locker numbers, license plates, where a password is kept and IT's password rules.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    amex,
    card_expiry,
    digits,
    groups,
    luhn,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

PETS = ["Bella", "Biscuit", "Peanut", "Rocco", "Coco", "Mochi", "Bear", "Lucky"]
KIDS = ["Jayden", "Mia", "Maddie", "Tyler", "Liam", "Ava", "Noah", "Sofia"]
WORDS = ["cubs", "sox", "bears", "sunshine", "pizza", "lake", "summer", "beach", "angel", "princess"]
MONTHS = ["jan", "feb", "march", "april", "may", "june", "july", "aug", "sept", "oct", "nov", "dec"]


def pin(n: int = 4) -> str:
    return digits(n)


def homepw() -> str:
    """A password a busy non-technical person picks: names, a year, a symbol."""
    return pick(
        f"{pick(*PETS)}{pick(*KIDS)}{digits(2)}{pick('!', '!!', '#', '$', '@')}",
        f"{pick(*KIDS)}{pick('2012', '2014', '2016', '2019')}{digits(2)}{pick('!', '@', '#')}",
        f"{pick(*WORDS).capitalize()}{digits(4)}{pick(*PETS)}!",
        f"{pick(*WORDS)}{pick(*PETS).lower()}{digits(3)}",
        f"{pick(*PETS)}{pick('_', '.', '')}{pick(*WORDS)}{digits(2)}{pick('!', '*', '?')}",
        pw(),
    )


def email() -> str:
    user = pick("kmurphy", "katie.m", "kt.murphy", "kmurph", "nursekatie", "katiemurphy.rn")
    return f"{user}{digits(2)}@{pick('gmail', 'yahoo', 'icloud', 'outlook', 'comcast')}.example"


def employee_id() -> str:
    return pick(f"E{digits(6)}", f"KMURPHY{digits(1, lead=True)}", f"km{digits(5)}")


def apple_recovery_key() -> str:
    """An Apple ID recovery key: 28 characters in seven groups of four."""
    return "-".join(rnd(UPPER + DIGITS, 4) for _ in range(7))


def ssid() -> str:
    return pick(
        f"Xfinity-{rnd(UPPER + DIGITS, 4)}",
        f"ATT{rnd(UPPER + DIGITS, 3)}{digits(3)}",
        f"MurphyHouse{pick('', '_5G', '-5G')}",
        f"NETGEAR{digits(2)}",
        f"{pick(*PETS)}sWiFi",
    )


def router_default() -> str:
    """The default key printed on an ISP gateway's sticker."""
    return pick(rnd(LOWER + DIGITS, 12), f"{pick('quiet', 'brave', 'silver', 'purple')}{digits(4)}{pick('tiger', 'river', 'candle', 'pencil')}", rnd(ALNUM, 10))


def visa() -> str:
    return groups(luhn("4"), 4)


def plate() -> str:
    return pick(f"{rnd(UPPER, 2)} {digits(5)}", f"{rnd(UPPER + DIGITS, 3)} {digits(4)}", f"{digits(3, lead=True)} {digits(4)}")


def date() -> str:
    return f"{secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}"


def pnr() -> str:
    return rnd(UPPER + DIGITS, 6)


def google_backup_codes(n: int) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def credentials() -> Rows:
    r = Rows()
    eid = employee_id
    r.add(
        "epic_login_password",
        f"epic login for work: user {eid()} pw {homepw()}",
        f"Epic Hyperspace\nuser: {eid()}\npassword: {homepw()}\n(changed it in {pick(*MONTHS)} so its good for 90 days)",
        f"new epic pasword after they made me reset it - {pick(*PETS)}{pick(*KIDS)}{digits(3)}!  dont forget the ! at the end",
        f"remember for nights: Epic = {eid()} / {homepw()}",
        f"if haiku on my phone asks again its the same as epic {homepw()}",
        f"EPIC PW {homepw()}",
    )
    r.add(
        "badge_door_code",
        f"4 West med room door code is {pin()}#",
        f"badge reader at the ambulance bay stopped working, backup keypad code {pin(5)}",
        f"clean utility + soiled utility both {pin()}, staff bathroom {pin()}*",
        f"Door codes (changed {pick(*MONTHS)}):\n  breakroom   {pin()}\n  supply      {pin()}\n  stairwell C after 11pm  {pin(5)}",
        f"nite shift entrance by parking garage B - tap badge then punch {pin(6)}",
        f"NICU door code when i float there {pin()}* (they change it every month ugh)",
    )
    r.add(
        "pyxis_pin",
        f"Pyxis PIN {pin(5)} (bio id never reads my thumb)",
        f"pyxis: user {eid()} / pin {pin(6)}",
        f"med room pyxis pin changed to {pin(6)}, old one stopped working",
        f"For Pyxis on 5 North when i float: ID {eid()}, PIN {pin(5)}",
        f"pixys pin {pin()} dont tell anyone lol",
    )
    r.add(
        "bank_debit_pin",
        f"chase debit pin {pin()}",
        f"ATM pin for the credit union card = {pin()}",
        f"Debit card PIN: {pin()} (the new card that came in the mail, not the old one)",
        f"pin 4 bank card {pin()} ... hubbys is {pin()}",
        f"BMO card pin - {pin()}\nsavings acct card pin - {pin()}",
    )
    r.add(
        "venmo_pin",
        f"venmo pin {pin()}",
        f"Venmo asks for the 4 digit pin when I send more than $200 - it's {pin()}",
        f"venmo/cash app pins: venmo {pin()}, cashapp {pin()}",
        f"new venmo pin is {pin()} (changed after my phone got stolen on the Blue line)",
        f"pin for the venmo debit card {pin()}",
    )
    r.add(
        "school_portal_password",
        f"CPS parent portal login: {email()} pw {homepw()}",
        f"{pick(*KIDS)}s school portal - username {pick(*KIDS).lower()}{digits(4)} password {homepw()}",
        f"school portal pasword {homepw()} for both kids accts",
        f"kids school website\nuser: {email()}\npass: {homepw()}",
        f"{pick(*KIDS)}s google classroom login {pick(*KIDS).lower()}.m{digits(3)}@students.acmeschools.example / {homepw()}",
        f"parent portal (aspen) pw is {homepw()} - need it to see report cards",
    )
    r.add(
        "netflix_login",
        f"netflix {email()} / {homepw()}",
        f"Netflix login for the living room tv: email {email()}  password {homepw()}",
        f"my sister wants the netflix - its {email()} pw {homepw()} (she better not change my profile pic)",
        f"netflix pw changed to {homepw()}",
        f"Netflix profile lock PIN (so the kids cant use my profile) {pin()}\naccount pw {homepw()}",
    )
    r.add(
        "hulu_login",
        f"hulu login {email()} pass {homepw()}",
        f"Hulu (the disney bundle one): {email()} / {homepw()}",
        f"streaming:\n| app  | email | pw |\n| hulu | {email()} | {homepw()} |",
        f"hulu pasword - {homepw()}",
        f"For mom's tv: Hulu user {email()}, password {homepw()}",
    )
    r.add(
        "garage_keypad_code",
        f"garage keypad {pin()} then the enter button",
        f"Garage door code: {pin(6)}",
        f"for the dog walker - garage code is {pin()}, side door is unlocked",
        f"garage keypad changed to {pin()} after the landlord thing",
        f"garage code {pin()}  (the old one {pin()} doesnt work anymore)",
    )
    r.add(
        "apple_id_password",
        f"apple id {email()}\npw {homepw()}",
        f"Apple ID pasword: {homepw()}",
        f"itunes / apple id pw = {homepw()} (same one for icloud)",
        f"If i get locked out of icloud again: {email()} and password {homepw()}",
        f"appleid pw {homepw()}   old one was {homepw()}",
    )
    r.add(
        "apple_id_recovery_key",
        f"APPLE RECOVERY KEY - KEEP!!\n{apple_recovery_key()}",
        f"apple id recovery key {apple_recovery_key()}",
        f"Recovery key for my Apple ID (the 28 letter thing they made me print): {apple_recovery_key()}",
        f"recovery key {apple_recovery_key()} - need this + a trusted device if i forget the pw",
        f"icloud recovery key\n{apple_recovery_key().replace('-', ' ')}",
    )
    r.add(
        "home_wifi_password",
        f"wifi password {homepw()}",
        f"Home WiFi: network {ssid()}, password {homepw()}",
        f"wifi for babysitter: {ssid()} / {homepw()}",
        f"xfinity router default pw on the sticker: {router_default()}",
        f"moms wifi (for thanksgiving) {ssid()} pw {router_default()}",
        f"WIFI: {ssid()}\nPW: {homepw()}",
    )
    r.add(
        "credit_card_details",
        f"visa {visa()} exp {card_expiry()} cvv {digits(3)}",
        f"Target card for online orders\n{visa()}\n{card_expiry()}  {digits(3)}",
        f"Capital one card # {groups(luhn('5'), 4)} security code {digits(3)} exp {card_expiry()}",
        f"amex {amex()} exp {card_expiry()} cid {digits(4)}",
        f"cc for daycare autopay - {luhn('4')}, {card_expiry()}, back code {digits(3)}",
    )
    r.add(
        "online_banking_login",
        f"chase online: user {pick('kmurphy', 'katiem', 'kmurph')}{digits(3)} pw {homepw()}",
        f"Bank app login\nusername: {pick('katie', 'kmurphy', 'murphyk')}{digits(2)}\npassword: {homepw()}",
        f"credit union online banking {pick('kmurphy', 'katiem')}{digits(4)} / {homepw()}",
        f"BMO login - {pick('kmurphy', 'katiem')}{digits(2)} {homepw()}",
        f"online bankng pasword reset to {homepw()}",
    )
    r.add(
        "kronos_timeclock_login",
        f"UKG/kronos login {eid()} pw {homepw()}",
        f"Timeclock PIN for the kronos box by the elevators {pin()}",
        f"Kronos: employee # {digits(6)}, password {homepw()} - need it to pick up extra shifts",
        f"ukg pro app pw {homepw()}",
        f"kronos pass {homepw()}",
    )
    r.add(
        "voicemail_pin",
        f"voicemail pin {pin(6)}",
        f"work phone vm pin {pin()} (ext {digits(5)})",
        f"To check voicemail from another phone: call my cell, hit * , pin {pin()}#",
        f"verizon vm password {pin(6)}",
        f"cell voicemail passcode - {pin()}",
    )
    r.add(
        "iphone_passcode",
        f"new phone passcode {pin(6)}",
        f"iphone passcode {pin(6)}, ipad is {pin()}",
        f"if im ever in the hospital and u need my phone the code is {pin(6)}",
        f"unit iphone (the rover one) unlock code {pin(6)}",
        f"phone pass: {pin(6)}",
    )
    r.add(
        "amazon_login",
        f"amazon {email()} pw {homepw()}",
        f"Amazon login\n{email()}\n{homepw()}",
        f"amazon password changed {homepw()}, 2 step goes to my cell",
        f"amzn acct for diapers/subscribe n save - {email()} / {homepw()}",
        f"Amazon pw: {homepw()}",
    )
    r.add(
        "google_backup_codes",
        f"Google backup codes (gmail)\n{google_backup_codes(10)}",
        f"gmail backup codes - each one works once\n{google_backup_codes(5)}",
        f"backup codes for my google acct: {', '.join(digits(8) for _ in range(6))}",
        f"Google 2 step backup codes:\n{google_backup_codes(8)}\n(crossed off the first 2 already)",
    )
    r.add(
        "alarm_system_code",
        f"ADT code {pin()}, duress code {pin()}",
        f"alarm code {pin()} - you have 30 sec after opening the front door",
        f"SimpliSafe master pin {pin()}, sitter pin {pin()}",
        f"alarm company verbal password (when they call) is {pick(*PETS).lower()}{digits(3)}",
        f"house alarm: disarm {pin()} + OFF",
    )
    r.add(
        "license_portal_login",
        f"IDFPR login for license renewal: {pick('kmurphy', 'katiemurphy')}{digits(3)} / {homepw()}",
        f"nursing license renewal site user {pick('kmurphy', 'kmurphyrn')}{digits(2)} pass {homepw()}",
        f"CE broker login {email()} pw {homepw()}",
        f"Illinois license portal pw {homepw()} renew by may 31",
        f"idfpr pasword {homepw()}",
    )
    r.add(
        "work_email_password",
        f"hospital email/outlook password {homepw()}",
        f"O365 login {pick('kmurphy', 'katie.murphy')}{digits(1)}@acmehealth.example pw {homepw()}",
        f"work email pw changed to {homepw()} - same as citrix now",
        f"outlook on my phone wants the pw again: {homepw()}",
        f"citrix/outlook from home: {eid()} / {homepw()}",
    )
    r.add(
        "disney_plus_login",
        f"disney+ {email()} / {homepw()}",
        f"Disney plus login for the kids ipad: {email()} password {homepw()}",
        f"disney plus pw {homepw()} (kids profile PIN {pin()})",
        f"Disney+ - same email, pw is {homepw()}",
        f"disney+ acct\n{email()}\n{homepw()}",
    )
    r.add(
        "insurance_portal_login",
        f"BCBS member site login {pick('kmurphy', 'katiem')}{digits(4)} pw {homepw()}",
        f"blue cross app: user {email()} / pass {homepw()}",
        f"Delta dental online acct pw {homepw()}",
        f"insurance website login\n{email()}\n{homepw()}",
    )
    r.add(
        "pharmacy_app_login",
        f"walgreens app {email()} pw {homepw()}",
        f"Walgreens pharmacy 4 digit code for the app {pin()}",
        f"CVS login {email()} / {homepw()}",
        f"jewel osco pharmacy acct pw {homepw()}",
    )
    r.add(
        "ventra_account_login",
        f"ventra acct {email()} pw {homepw()}",
        f"Ventra app login: {email()} / {homepw()} (auto reload is on)",
        f"ventra pasword {homepw()}",
        f"CTA ventra website pw - {homepw()}",
    )
    r.add(
        "facebook_password",
        f"fb password {homepw()}",
        f"facebook login {email()} / {homepw()}",
        f"FB pw changed to {homepw()} after it got hacked and posted ray ban ads",
        f"facebook + instagram same pw: {homepw()}",
    )
    r.add(
        "locker_padlock_combination",
        f"locker combo {secrets.randbelow(40)}-{secrets.randbelow(40)}-{secrets.randbelow(40)}",
        f"combination for my work locker lock: {secrets.randbelow(40)} {secrets.randbelow(40)} {secrets.randbelow(40)} (right left right)",
        f"gym lock combo {pin()}",
        f"masterlock on locker - {secrets.randbelow(40):02d}/{secrets.randbelow(40):02d}/{secrets.randbelow(40):02d}",
    )
    r.add(
        "mychart_login",
        f"mychart {pick('kmurphy', 'katiem')}{digits(3)} pw {homepw()}",
        f"MyChart (my own doctor, not work) user {email()} password {homepw()}",
        f"kids mychart proxy login - {pick('kmurphy', 'katiem')}{digits(2)} / {homepw()}",
        f"mychart pasword {homepw()}",
    )
    r.add(
        "lockbox_key_code",
        f"key lockbox by the back door code {pin()}",
        f"for grandma: spare key is in the lockbox on the porch, code {pin()}",
        f"lock box {pin()} (turn each wheel then push down)",
        f"airbnb in wisconsin - lockbox {pin()}, door keypad {pin(6)}",
    )
    r.add(
        "kids_screen_time_passcode",
        f"screen time passcode on {pick(*KIDS)}s ipad {pin()}",
        f"Screen Time code (dont tell the kids!!) {pin()}",
        f"kids tablet parental control pin {pin()}",
        f"nintendo switch parental controls pin {pin()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "patient_mrn",
        f"bed 14 MRN {digits(8)} - family wants update call after 0800",
        f"pt in 22B, MRN {digits(8)}, fall risk, bed alarm on",
        f"handoff: MRN {digits(8)} going to IR at 0600, NPO since midnight",
        f"remind day shift: MRN {digits(8)} needs repeat lactate at 0400",
        f"MRN {digits(8)} / CSN {digits(10, lead=True)} - the chart with the wrong allergy, filed a safety report",
    )
    r.add(
        "shift_schedule_code",
        f"my sched for {pick(*MONTHS)}: N12 N12 OFF OFF N12 N12 N12 OFF",
        f"picked up 7P-7A on the {secrets.randbelow(28) + 1}th, code N12-4W",
        "shift codes: D12=day 12h, N12=nights, E8=8h eve, CH=charge, OC=on call, PTO=pto",
        f"swap w/ Dana: she takes my N12 on {date()}, i take her N12 on {date()}",
        f"self sched for period {secrets.randbelow(26) + 1} opens {date()}, need 3 weekend shifts (WKND-N12)",
    )
    r.add(
        "pharmacy_rx_number",
        f"walgreens rx# {digits(7)}-{digits(5)} refill ready fri",
        f"CVS Rx {digits(7)} - amoxicillin for {pick(*KIDS)}, pick up after 5",
        f"rx number {digits(7)} for my lisinopril, 3 refills left",
        f"Jewel Osco pharmacy Rx#{digits(7)} (the inhaler)",
        f"refill by phone: Rx {digits(7)}, store #{digits(5)}",
    )
    r.add(
        "insurance_member_id",
        f"BCBS member ID {pick('XOF', 'XOJ', 'ZGP')}{digits(9)}, group {digits(6)}",
        f"dental insurance: Delta member id {digits(11)} group {digits(5)}",
        f"kids insurance card: ID {pick('XOF', 'XOD')}{digits(9)}  RxBIN {digits(6)}  RxPCN {rnd(UPPER, 2)}  RxGrp {rnd(UPPER + DIGITS, 5)}",
        f"vision - VSP member # {digits(9)}",
        f"Aetna ID W{digits(9)} for the new job's plan, starts {date()}",
    )
    r.add(
        "order_confirmation_number",
        f"amazon order {digits(3)}-{digits(7)}-{digits(7)} (the scrubs) return by {date()}",
        f"Figs order #{digits(8)} - wrong size, exchange",
        f"Target pickup order {digits(15)}",
        f"walmart order # {digits(7)}-{digits(8)}",
        f"Costco photo order confirmation {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "tracking_number",
        f"ups tracking 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)}",
        f"USPS {groups('9400' + digits(18), 4)} - the kids passports",
        f"fedex tracking {digits(12)} needs signature",
        f"amazon package TBA{digits(12)} says delivered but its not here",
        f"Tracking: 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)} (new shoes for work)",
    )
    r.add(
        "unit_extension_number",
        f"4 West nurses station x{digits(5)}, charge phone x{digits(5)}",
        f"pharmacy ext {digits(5)}, lab {digits(5)}, rapid response 5-{digits(4)}",
        f"unit numbers:\n  desk 312-555-01{digits(2)}\n  break room 312-555-01{digits(2)}\n  night sup pager {digits(4)}",
        f"bed management ext {digits(5)}",
        f"vocera group for 4W is 'four west charge', desk ext {digits(5)}",
    )
    r.add(
        "locker_number",
        f"my locker is {digits(3, lead=True)} in the 3rd floor womens locker room",
        f"locker # {digits(3, lead=True)} (top row)",
        f"new locker assignment: {pick('B', 'C')}-{digits(3, lead=True)}, key from unit secretary",
        f"gym locker {digits(3, lead=True)}",
        f"moved to locker {digits(3, lead=True)} bc the old one's hinge broke",
    )
    r.add(
        "license_plate",
        f"my plate {plate()} IL",
        f"husbands car plate {plate()}",
        f"parking permit for staff garage - plate {plate()}, permit # {digits(5)}",
        f"rental car plate {plate()} (silver malibu) return to O'Hare by 10",
        f"city sticker for plate {plate()}, sticker # {digits(8)}",
    )
    r.add(
        "password_location_reference",
        "password is on the sticky note in my wallet",
        "the wifi pw is on the back of the router, the white sticker",
        "apple recovery key printed copy is in the fire box in the closet, NOT on my phone",
        "netflix pw - ask Marco, he changed it again",
        "all my passwords are in the little blue notebook in the nightstand drawer",
    )
    r.add(
        "it_password_rules",
        "IT rules for epic pw: min 12 chars, 1 upper, 1 lower, 1 number, 1 special, cant reuse last 10, expires every 90 days",
        "citrix password has to be 14 characters now, no names and cant have the word Password",
        "Pyxis PIN must be 4-6 digits, not all the same number",
        f"new policy: badge + PIN for the med room starting {pick(*MONTHS)} 1",
        f"IT says never email your password, they will never ask for it. Helpdesk x{digits(5)}",
    )
    r.add(
        "password_rotation_reminder",
        f"epic pw expires in {secrets.randbelow(14) + 1} days - change it before shift on the {secrets.randbelow(28) + 1}th",
        "change netflix pw after kicking my ex off the account",
        f"reset apple id pw? did it {date()}",
        "kronos made me reset my pw again, new one is in the notebook",
        "remind me to change the garage code after the contractors finish",
    )
    r.add(
        "masked_card_number",
        f"chase card ending {digits(4)}",
        f"autopay for ComEd is on the visa ending in {digits(4)}",
        f"card on file: **** **** **** {digits(4)} exp {card_expiry()}",
        f"acct ending -{digits(4)} is the checking, -{digits(4)} is savings",
        f"venmo linked to debit ending {digits(4)}",
    )
    r.add(
        "apple_id_username",
        f"my apple id is {email()}",
        f"kids apple ids: {pick(*KIDS).lower()}{digits(2)}@icloud.example and {pick(*KIDS).lower()}{digits(2)}@icloud.example (family sharing)",
        f"apple id email changed to {email()} - sign in with this not the old yahoo",
        f"find my iphone: sign in with {email()}",
        f"kids can airdrop or imessage me at my apple id {email()}",
    )
    r.add(
        "wifi_guest_network",
        "hospital guest wifi is AcmeHealth-Guest, no password, just click accept",
        f"our wifi name is {ssid()} (the 5G one is faster)",
        f"coffee shop wifi is open, network {ssid()}",
        "patient wifi: AcmeHealth-Patient, they accept terms on the splash page, nothing to type",
        f"guest network for parties is {ssid()}-Guest, no password set on it",
    )
    r.add(
        "flight_confirmation_code",
        f"southwest confirmation {pnr()} MDW->MCO {date()}",
        f"United conf # {pnr()}, seats 22A/22B",
        f"flight to manila conf {pnr()}, ticket # {digits(13, lead=True)}",
        f"Spirit record locator {pnr()}",
        f"hotel in orlando confirmation {digits(9)}, check in after 4",
    )
    r.add(
        "appointment_confirmation_number",
        f"dentist appt confirmation #{digits(8)}",
        f"DMV appointment confirmation {rnd(UPPER + DIGITS, 10)}",
        f"pediatrician appt {date()} 3:40pm, conf {pnr()}",
        f"vet appt for {pick(*PETS)} confirmation {digits(6)}",
        f"mammogram appt {date()} 10am confirmation # {digits(7)}",
    )
    r.add(
        "nursing_license_number",
        f"RN license # 041.{digits(7)} exp 5/31/{pick('26', '28')}",
        f"my NPI {digits(10, lead=True)}",
        f"ACLS card # {digits(12)} exp {card_expiry()}",
        f"license lookup: idfpr license 041.{digits(7)}, status active",
        f"BLS cert exp {card_expiry()}, cert # {digits(12)}, renew at the sim lab",
    )
    r.add(
        "employee_badge_id",
        f"employee id {digits(6)}",
        f"badge # {digits(6)} (printed on the back) - need it for the parking office",
        f"payroll says use employee # {digits(6)} on the form",
        f"my badge ID for cafeteria payroll deduct {digits(6)}",
        f"new hire orientation: my position # {digits(8)}, cost center {digits(5)}",
    )
    r.add(
        "lab_accession_number",
        f"lab called re accession {digits(2)}-{digits(3)}-{digits(5)} hemolyzed, redraw",
        f"specimen label W{digits(9)} got cancelled, reorder",
        f"blood bank specimen {rnd(UPPER, 1)}{digits(10)} - type and screen good till {date()}",
        f"micro says culture {digits(8)} grew something, call back x{digits(5)}",
        f"order # {digits(9)} for the CBC got lost, re-entered as {digits(9)}",
    )
    r.add(
        "equipment_asset_tag",
        f"broken IV pump asset tag {digits(6)}, sent to biomed",
        f"Alaris pump serial {digits(8)} keeps alarming air in line",
        f"bladder scanner tag BMX-{digits(5)} is on 5N, borrow it",
        f"vocera badge serial {rnd(UPPER + DIGITS, 10)} to return",
        f"wheelchair W-{digits(4)} belongs to 3 East, send it back",
    )
    r.add(
        "device_serial_imei",
        f"iphone serial {rnd(UPPER + DIGITS, 12)} IMEI {digits(15)} (for the insurance claim)",
        f"ipad serial number {rnd(UPPER + DIGITS, 12)}",
        f"kids tablet model SM-X200 serial R{rnd(UPPER + DIGITS, 10)}",
        f"apple care agreement # {digits(10)}",
        f"garage opener model 877MAX, serial {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "utility_account_number",
        f"ComEd acct # {digits(10)}",
        f"peoples gas account {digits(12)}",
        f"Xfinity account number {digits(16)}",
        f"water bill acct {digits(6)}-{digits(6)}",
        f"Verizon account # {digits(9)}-{digits(5)}",
    )
    r.add(
        "student_id_number",
        f"{pick(*KIDS)}s student ID {digits(8)} (for the lunch account)",
        f"CPS student id for {pick(*KIDS)} {digits(8)}, school id {digits(6)}",
        f"field trip form wants student # {digits(8)}",
        f"{pick(*KIDS)} library card # {digits(14)}",
        f"{pick(*KIDS)}s homeroom is {digits(3, lead=True)}, bus route {digits(3)}",
    )
    r.add(
        "two_factor_talk",
        "chase texts me a 6 digit code every time, it expires in like 10 min so dont bother saving it",
        "apple sends the 2FA code to my ipad, not the phone",
        "set up 2 step on gmail, it uses the phone prompt now",
        f"if the epic duo push doesnt come, call helpdesk x{digits(5)}",
        "venmo wants a code texted every time i log in on a new phone, thats normal",
    )
    r.add(
        "vaccine_lot_number",
        f"flu shot lot # {rnd(UPPER + DIGITS, 6)} exp {date()}",
        f"kids booster lot {rnd(UPPER + DIGITS, 7)} given {date()}",
        f"tdap lot {rnd(UPPER + DIGITS, 8)}, given R deltoid",
        f"TB test read {date()}, lot {rnd(UPPER + DIGITS, 5)}, 0mm neg",
        f"hep B titer drawn {date()}, shot lot {rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "payment_transaction_id",
        f"venmo payment id {digits(19)} to the babysitter",
        f"my venmo is @Katie-Murphy-{digits(2)}",
        f"zelle confirmation {rnd(UPPER + DIGITS, 9)}",
        f"paid daycare, venmo transaction {digits(19)} on {date()}",
        f"chase payment confirmation {rnd(UPPER + DIGITS, 12)} for the water bill",
    )
    r.add(
        "it_helpdesk_ticket",
        f"IT ticket INC{digits(7)} for the epic printer",
        f"helpdesk ticket RITM{digits(7)} - badge access for 5N",
        f"ServiceNow INC{digits(7)} - pyxis wont read my finger",
        f"apple support case {digits(9)}",
        f"IT ticket INC{digits(7)} - asked them to reset my epic pw, they said call back on nights",
    )
    r.add(
        "link_with_id",
        f"annual competencies link: https://learn.acmehealth.example/course/{uid()}",
        f"survey link from the unit manager https://forms.acme.example/r/{rnd(ALNUM, 10)}",
        f"staff meeting https://acme.zoom.example/j/{digits(11)}",
        f"tracking page for my scrubs https://track.acme.example/{uid()}",
        f"schedule app shift offer https://sched.acmehealth.example/shift/{uid()}",
    )
    r.add(
        "pin_lockout_settings",
        "pyxis locks you out after 3 wrong PIN tries, then pharmacy has to reset it",
        f"garage keypad battery is a 9V, replace every year (last {date()})",
        "bank card locks after 3 bad PIN attempts - call the number on the back",
        "phone is set to erase after 10 failed passcode attempts",
        f"wifi router model {pick('XB7', 'BGW320', 'Nighthawk R7000')}, admin page is 192.168.{pick('0', '1')}.1",
    )
    return r


def main() -> None:
    write_corpora("make_heldout208.py", [
        ("heldout208_credentials.yaml", credentials(), "Held-out batch 208 credentials: a night-shift Chicago nurse's logins, PINs, door codes and recovery keys"),
        ("heldout208_lookalikes.yaml", lookalikes(), "Held-out batch 208 look-alikes: a night-shift Chicago nurse's MRNs, Rx and tracking numbers, ids and password talk without a password"),
    ])


if __name__ == "__main__":
    main()
