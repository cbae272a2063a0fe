# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout45_credentials.yaml and heldout45_lookalikes.yaml: held-out batch 45.

Persona: a second-year university student in Ohio who writes casual, lowercase, chatty
notes full of abbreviations: group-chat messages, notes-app lists, text reminders to self
and snippets of class-project code. The credentials are the ones such a student keeps: the
university SSO password and Duo bypass codes, Canvas and Handshake logins, the alt PIN for
registration, the library PIN, the dorm door code, mailbox, bike-lock and gym-locker
combinations, game, streaming, payment and bank logins, the family's shared accounts and
the tokens of CS assignments, hackathons and club projects. The look-alikes are the numbers
and codes the same notes are full of: student ids, course numbers and CRNs, room numbers,
Canvas URLs, Discord invites and user ids, Steam friend codes, lobby codes, order and
tracking numbers, Kahoot PINs, Zoom ids without passcodes, commit hashes, Google Docs links
and "the password is the usual one".

The batch was written blind: its author read neither the detector nor its tests nor the
other corpora, only the helpers of make_heldout.py. Every value is synthetic and drawn at
run time from the `secrets` module; hosts are under `.test`, `.internal`, `.example` or
acme. Run `python make_heldout45.py` in this folder to redraw.
"""

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_key_id,
    aws_secret,
    b64,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    openai_project_key,
    pick,
    rnd,
    uid,
    write_corpora,
)

WORDS = [
    "buckeye", "goldie", "pickles", "bruno", "sunflower", "maverick", "taco", "luna", "cosmo",
    "nugget", "waffles", "brutus", "cardinal", "cedarpoint", "pepper", "biscuit", "skyline",
    "ziggy", "marlow", "scarlet", "mochi", "remi", "olive", "hazel", "tater", "jojo", "sparky",
]
LAST = ["kowalski", "nguyen", "patel", "oconnor", "schmidt", "reyes", "walsh", "brennan",
        "novak", "okafor", "lindqvist", "hartman", "delgado", "yoder"]
FIRST = ["maddie", "jake", "priya", "tyler", "emma", "marcus", "sofia", "nate", "kenzie",
         "dev", "olivia", "liam", "ava", "drew"]
SYMS = "!@#$*?."
STEAM_CODE = "BCDFGHJKMNPQRTVWXY23456789"
COURSES = ["CSE 2221", "CSE 2231", "MATH 2568", "MATH 2153", "PSYCH 1100", "STAT 3470",
           "ECON 2001.01", "PHYSICS 1250", "CHEM 1210", "ENGLISH 1110", "COMM 2110", "ART 2555"]


def leet(word: str) -> str:
    table = {"a": "@", "e": "3", "o": "0", "i": "1", "s": "$"}
    return "".join(table[c] if c in table and secrets.randbelow(2) else c for c in word)


def human_pw() -> str:
    """A password a student chose (or, now and then, let the browser generate)."""
    w, w2 = secrets.choice(WORDS), secrets.choice(WORDS)
    return pick(
        f"{w.capitalize()}{digits(pick(2, 3, 4))}{secrets.choice(SYMS)}",
        f"{w}_{w2}{digits(2)}",
        f"{w.capitalize()}{w2.capitalize()}{secrets.choice(SYMS)}{digits(2)}",
        f"{leet(w)}{digits(pick(2, 4))}",
        f"{w}{secrets.choice(SYMS)}{digits(3)}{w2}",
        rnd(ALNUM + "!@#$%", pick(12, 14, 16)),
        f"{rnd(ALNUM, 4)}-{rnd(ALNUM, 4)}-{rnd(ALNUM, 4)}",
    )


def sso_user() -> str:
    return f"{secrets.choice(LAST)}.{secrets.randbelow(900) + 1}"


def email(domain: str = "mail.example") -> str:
    return f"{secrets.choice(FIRST)}{pick('.', '_', '')}{secrets.choice(LAST)}{digits(2)}@{domain}"


def steam_codes(n: int, sep: str = "  ") -> str:
    return sep.join(rnd(STEAM_CODE, 5) for _ in range(n))


def duo_codes(n: int, sep: str = "\n") -> str:
    return sep.join(digits(9, lead=True) for _ in range(n))


def dial() -> str:
    """A three-number dial combination (0-39)."""
    return "-".join(f"{secrets.randbelow(40):02d}" for _ in range(3))


def discord_token() -> str:
    user_id = str(10**17 + secrets.randbelow(9 * 10**17))
    return f"{b64(user_id.encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def ghp() -> str:
    return f"ghp_{rnd(ALNUM, 36)}"


def fine_grained_pat() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def slack_bot() -> str:
    return f"xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def snowflake() -> str:
    return str(10**17 + secrets.randbelow(9 * 10**17))


def phone() -> str:
    return f"({pick('614', '216', '513', '419', '330', '937', '740')}) 555-01{digits(2)}"


def course() -> str:
    return secrets.choice(COURSES)


def crn() -> str:
    return digits(5, lead=True)


def canvas_course() -> str:
    return digits(6, lead=True)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "sso_password",
        f"new sso pw after the forced reset: {human_pw()}\nusername {sso_user()} (it made me change it AGAIN ugh)",
        f"mom if the bursar site asks, my acme login is {sso_user()} / {human_pw()} just dont click anything else pls",
        f"school logins\n- sso: {sso_user()}@acme.test\n- pw: {human_pw()}\n- duo is on my phone",
        f"reminder: sso pw changed 2/{secrets.randbelow(27) + 1}, its {human_pw()} now. old one was {human_pw()}",
    )
    r.add(
        "duo_backup_codes",
        "duo bypass codes (printed from the it portal for when my phone dies)\n" + duo_codes(6),
        f"text to self: duo backup codes {duo_codes(5, ' ')} - cross off as u use them",
        "got new duo codes bc i lost my phone at the rec lol\n" + "\n".join(f"{i}. {digits(9, lead=True)}" for i in range(1, 6)),
    )
    r.add(
        "canvas_login",
        f"canvas for the summer class at the cc (not sso!!): {email()} pw {human_pw()}",
        f"canvas.acme.test guest acct for the bridge program\nlogin: {secrets.choice(FIRST)}{digits(3)}\npassword: {human_pw()}",
        f"lily cant get into canvas, told her to use mine for the quiz review only: {sso_user()} / {human_pw()}",
    )
    r.add(
        "handshake_login",
        f"handshake - signed up w personal email not school one. {email()} / {human_pw()}",
        f"career fair stuff\nhandshake login {email('acme.test')}\npw {human_pw()}\nresume v4 uploaded",
        f"handshake pw reset to {human_pw()} (the old one kept failing idk)",
    )
    r.add(
        "registration_pin",
        f"registration opens fri 7am!!! alt pin {digits(6)}\ncrns: {crn()}, {crn()}, {crn()}",
        f"advisor emailed my alt pin for spring sched: {digits(6)}",
        f"text from me to me: scheduling pin = {digits(6)}, time ticket tues 8:30",
    )
    r.add(
        "library_pin",
        f"library acct: card 2{digits(13)} pin {digits(4)}",
        f"to renew books online u need the library pin, mine is {digits(4)} (barcode on the back of the id)",
        f"ohiolink requests -> login w last name + library pin {digits(4)}",
    )
    r.add(
        "dorm_door_code",
        f"suite door code is {digits(5)}# , the lounge one is {digits(4)}",
        f"hey its me, ur locked out? side door keypad {digits(4)} then the star key",
        f"dorm stuff\n- room {secrets.randbelow(9) + 1}{digits(2)}\n- keypad {digits(6)}\n- ra is {secrets.choice(FIRST)}",
        f"they changed the back door code after the fire drill, new one {digits(5)}",
    )
    r.add(
        "mailbox_combo",
        f"mailbox {secrets.randbelow(3000) + 100} combo: {pick('A', 'B', 'C', 'D', 'E')}-{pick('F', 'G', 'H', 'I', 'J')}-{pick('A', 'C', 'E', 'G', 'J')} (turn left twice first)",
        f"mail room combo is L{secrets.randbelow(40)} R{secrets.randbelow(40)} L{secrets.randbelow(40)}, box #{secrets.randbelow(3000) + 100}",
        f"if a package comes can u grab it, box combo {dial()}",
    )
    r.add(
        "campus_wifi_guest",
        f"for when mom & dad visit: AcmeU-Guest wifi pw this week is {secrets.choice(WORDS)}{digits(4)}",
        f"guest wifi password (changes every monday) {rnd(LOWER + DIGITS, 8)}",
        f"the conference guest network AcmeU-Visitor -> pass {secrets.choice(WORDS).capitalize()}{digits(3)}{secrets.choice(SYMS)}",
    )
    r.add(
        "steam_password",
        f"steam: {secrets.choice(WORDS)}{digits(3)} / {human_pw()}",
        f"bro just log into my steam and download it for the lan, user {secrets.choice(WORDS)}_{secrets.choice(WORDS)} pw {human_pw()}",
        f"game accts\nsteam {secrets.choice(WORDS)}{digits(2)} : {human_pw()}\nemail on it is {email()}",
        f"changed steam pw after that phishing link in the server smh -> {human_pw()}",
    )
    r.add(
        "steam_guard_codes",
        "steam guard backup codes\n" + steam_codes(5, "\n"),
        f"steam backup codes for when im home w/o my phone: {steam_codes(4)}",
        f"sg codes {steam_codes(3, ' ')} (used the first one already)",
    )
    r.add(
        "epic_password",
        f"epic games acct (fortnite) {email()} pw {human_pw()}",
        f"my little bro's epic login so i can fix his 2fa: {secrets.choice(WORDS)}{digits(4)} / {human_pw()}",
        f"epic: {human_pw()} - same email as steam",
    )
    r.add(
        "riot_password",
        f"riot login {secrets.choice(WORDS)}{digits(2)}x pw {human_pw()} (val + league)",
        f"smurf acct for 5 stacks lol. user {secrets.choice(WORDS)}smurf{digits(2)} pass {human_pw()}",
        f"riot pw is {human_pw()} dont tell jake",
    )
    r.add(
        "battlenet_password",
        f"battle.net {email()} / {human_pw()}",
        f"bnet login for overwatch night: {email()}\npw: {human_pw()}",
        f"blizzard made me reset, new battlenet pw {human_pw()}",
    )
    r.add(
        "battlenet_restore",
        f"bnet authenticator serial US-{digits(4)}-{digits(4)}-{digits(4)} restore code {rnd(UPPER + DIGITS, 10)}",
        f"battle.net restore code (write this down somewhere!!) {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "discord_login",
        f"discord: {email()} pw {human_pw()}",
        f"discord alt for the club server {secrets.choice(WORDS)}.{secrets.choice(WORDS)}{digits(2)}@mail.example / {human_pw()}",
        f"if i get hacked again: discord email {email()}, current pw {human_pw()}, backup code {rnd(LOWER + DIGITS, 8)}",
    )
    r.add(
        "discord_bot_token",
        f'# cse 3901 project bot\nimport discord\nclient = discord.Client(intents=discord.Intents.default())\nclient.run("{discord_token()}")',
        f"bot token for the study group bot, dont push this to github again: {discord_token()}",
        f"DISCORD_TOKEN={discord_token()}\nGUILD_ID={snowflake()}",
        f"group chat: ok i regenerated it, new token is {discord_token()} put it in ur .env",
    )
    r.add(
        "spotify_family",
        f"spotify fam plan - dad's login {email()} pw {human_pw()}",
        f"mom: the spotify password is {human_pw()} dont change it this time!!",
        f"spotify (family) {email()} : {human_pw()}",
    )
    r.add(
        "netflix_shared",
        f"netflix {email()} / {human_pw()} (aunt jen's acct, profile 'kids' lol)",
        f"sis: netflix pw changed to {human_pw()}, dont give it to ur roommate",
        f"streaming\nnetflix: {human_pw()}\nemail same as always",
        f"if netflix logs u out again its {email()} and {human_pw()}",
    )
    r.add(
        "hulu_shared",
        f"hulu login {email()} pw {human_pw()}",
        f"dad: hulu + live tv, password {human_pw()}, for the browns game",
        f"hulu (disney bundle) {email()} / {human_pw()}",
    )
    r.add(
        "venmo_pin",
        f"venmo pin {digits(4)}",
        f"reminder venmo asks for the pin now when sending over $100 -> {digits(4)}",
        f"venmo: @{secrets.choice(FIRST)}-{secrets.choice(LAST)}-{digits(2)} pw {human_pw()} pin {digits(4)}",
        f"set venmo pin to {digits(4)} (not the same as debit)",
    )
    r.add(
        "cashapp_pin",
        f"cash app pin {digits(4)}",
        f"cashapp ${secrets.choice(WORDS)}{digits(3)} - pin is {digits(4)}, card locked",
        f"text to self: cash app changed my pin to {digits(4)} after the weird login",
    )
    r.add(
        "debit_pin",
        f"debit card pin {digits(4)} (new card came 9/3)",
        f"mom can u text me the pin for the card u gave me - ok its {digits(4)} dont lose it",
        f"atm pin {digits(4)}, credit union card",
    )
    r.add(
        "bank_login",
        f"bank app login {secrets.choice(FIRST)}{secrets.choice(LAST)}{digits(2)} pw {human_pw()}",
        f"acme federal credit union\nuser: {secrets.choice(LAST)}{digits(4)}\npass: {human_pw()}\nsecurity q: first pet = {secrets.choice(WORDS)}",
        f"online banking pw reset -> {human_pw()}, username {email()}",
        f"dad wants me to check the acct balance, login {secrets.choice(FIRST)}.{secrets.choice(LAST)} / {human_pw()}",
    )
    r.add(
        "parents_amazon",
        f"moms amazon (for textbooks ONLY she said) {email()} pw {human_pw()}",
        f"parents prime acct: {email()} / {human_pw()}",
        f"dad: use the amazon acct for the dorm fridge, password is {human_pw()}",
    )
    r.add(
        "github_pat",
        f"pat for the cse 2231 repo (classic, repo scope): {ghp()}",
        f"git clone https://{secrets.choice(FIRST)}{digits(2)}:{ghp()}@github.com/acme-cse2231/project3-{secrets.choice(LAST)}.git",
        f"GITHUB_TOKEN={fine_grained_pat()}",
        f"group chat: use my token for the autograder push, it expires in 30 days {ghp()}",
    )
    r.add(
        "openai_key",
        f"hackathon key (shared w the team, $20 limit): {openai_project_key()}",
        f'from openai import OpenAI\nclient = OpenAI(api_key="{openai_project_key()}")\n# TODO move to env before submitting',
        f"OPENAI_API_KEY=sk-{rnd(ALNUM, 48)}",
        f"marcus sent the api key in the gc: sk-svcacct-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
    )
    r.add(
        "club_instagram",
        f"club ig @acme{secrets.choice(WORDS)}club pw {human_pw()} (officers only)",
        f"social chair handoff\ninsta: acme_{secrets.choice(WORDS)}_society\npassword: {human_pw()}\n2fa goes to the club gmail",
        f"changed the insta pw after the old treasurer graduated -> {human_pw()}",
    )
    r.add(
        "intramural_google",
        f"im soccer team google acct: acmeim{secrets.choice(WORDS)}{digits(2)}@mail.example / {human_pw()}",
        f"team gmail for the volleyball sign ups - {email()} pw {human_pw()}",
        f"intramural shared acct (for the IMLeagues stuff) pw is {human_pw()}",
    )
    r.add(
        "phone_passcode",
        f"old phone passcode {digits(6)} (for when i trade it in)",
        f"mom my phone code is {digits(6)} in case something happens",
        f"passcode for the ipad {digits(4)}",
        f"new phone code {digits(6)}, dont forget it like last time",
    )
    r.add(
        "bike_lock",
        f"bike lock combo {digits(4)}",
        f"u lock on the rack by the union is {digits(4)}",
        f"if u borrow my bike the combo is {digits(5)}",
        f"bike lock: {digits(4)} (the blue one), cable lock {digits(4)}",
    )
    r.add(
        "gym_locker",
        f"rec center locker #{secrets.randbelow(600) + 1} combo {dial()}",
        f"gym lock {dial()}",
        f"locker combo at the rpac: {dial()} - top row",
        f"master lock combo {dial()} (the one on my gym bag)",
    )
    r.add(
        "fafsa_fsa_id",
        f"fsa id username {secrets.choice(FIRST)}{secrets.choice(LAST)}{digits(2)} password {human_pw()}",
        f"for fafsa renewal: fsa login {email()} / {human_pw()}",
        f"mom needs my fsa id pw to sign, its {human_pw()}",
    )
    r.add(
        "apple_id",
        f"apple id {email('icloud.example')} pw {human_pw()}",
        f"icloud login (for find my) {email('icloud.example')} / {human_pw()}",
    )
    r.add(
        "snapchat_login",
        f"snap: {secrets.choice(WORDS)}.{secrets.choice(FIRST)}{digits(2)} pw {human_pw()}",
        f"new phone -> snapchat login {secrets.choice(FIRST)}_{secrets.choice(WORDS)} / {human_pw()}",
        f"snap pw {human_pw()}",
    )
    r.add(
        "psn_login",
        f"psn {email()} / {human_pw()}",
        f"ps5 at home is logged in but the psn pw is {human_pw()} if it asks",
    )
    r.add(
        "cs_lab_ssh",
        f"ssh {sso_user()}@stdlinux.cse.acme.test\npw: {human_pw()}",
        f"lab machine login (coelinux) {sso_user()} / {human_pw()}",
        f"sshpass -p '{human_pw()}' ssh {sso_user()}@stdlinux.cse.acme.test",
    )
    r.add(
        "discord_webhook",
        f"WEBHOOK_URL=https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}",
        f"webhook for the grades bot: https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}",
    )
    r.add(
        "slack_bot_token",
        f"hackathon slack bot token {slack_bot()}",
        f"SLACK_BOT_TOKEN={slack_bot()}\nSLACK_SIGNING_SECRET={hexs(32)}",
    )
    r.add(
        "spotify_client_secret",
        f"spotify api for the playlist app: client id {hexs(32)}, client secret {hexs(32)}",
        f"SPOTIPY_CLIENT_ID={hexs(32)}\nSPOTIPY_CLIENT_SECRET={hexs(32)}",
    )
    r.add(
        "aws_hackathon",
        f"aws creds from the hackathon sponsor:\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"aws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\n(the team iam user, delete after sunday)",
    )
    r.add(
        "mongodb_uri",
        f"MONGO_URI=mongodb+srv://team{digits(2)}:{rnd(ALNUM, 16)}@cluster0.{rnd(LOWER + DIGITS, 5)}.mongodb.example/?retryWrites=true&w=majority",
        f"db for the webdev project mongodb+srv://{secrets.choice(FIRST)}:{human_pw()}@cluster0.{rnd(LOWER + DIGITS, 5)}.mongodb.example/recipes",
        f"postgres for cse 3241: host db.cse.acme.test user {sso_user()} password {rnd(ALNUM, 12)}",
    )
    r.add(
        "google_backup_codes",
        "google backup codes (personal gmail)\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
        f"gmail 2fa backup: {digits(4)} {digits(4)}, {digits(4)} {digits(4)}, {digits(4)} {digits(4)}",
    )
    r.add(
        "card_details",
        f"dads card for the flight home: {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"debit card {luhn('5')} {card_expiry()} {digits(3)} (saving here bc i keep forgetting it)",
        f"mom: use this for the textbooks {groups(luhn('4'), 4)} exp {card_expiry()} code {digits(3)} zip 43{digits(3)}",
    )
    r.add(
        "router_wifi",
        f"apartment wifi next yr: network {secrets.choice(WORDS).upper()}-5G pw {rnd(ALNUM, 12)}",
        f"home wifi pw (for the new laptop) {secrets.choice(WORDS)}{secrets.choice(WORDS)}{digits(4)}",
        f"router admin login admin / {rnd(ALNUM, 10)}, wifi key {rnd(LOWER + DIGITS, 10)}",
    )
    r.add(
        "textbook_login",
        f"mcgraw hill connect {email('acme.test')} pw {human_pw()}",
        f"pearson mylab login {email()} / {human_pw()} (chem hw)",
    )
    r.add(
        "gmail_password",
        f"personal gmail {email('mail.example')} pw {human_pw()}",
        f"old email i use for spam: {email()} / {human_pw()}",
        f"gmail app password for the cse project smtp: {groups(rnd(LOWER, 16), 4)}",
    )
    r.add(
        "doordash_login",
        f"doordash (parents' acct, card saved on it) {email()} / {human_pw()}",
        f"ubereats login mom set up: {email()} pw {human_pw()}",
    )
    r.add(
        "authenticator_setup_key",
        f"2fa setup key for the club insta (so officers can add it): {groups(rnd(BASE32, 32), 4)}",
        f"otpauth://totp/Instagram:acme{secrets.choice(WORDS)}club?secret={rnd(BASE32, 32)}&issuer=Instagram",
    )
    r.add(
        "parking_portal",
        f"parking permit site login {sso_user()} / {human_pw()} (separate from sso for some reason)",
        f"campusparc acct {email()} pw {human_pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "student_id",
        f"student id {digits(9, lead=True)} (on the back of the card)",
        f"for the internship form: acme id {digits(9, lead=True)}, name.# {sso_user()}",
        f"advising appt confirmed for {digits(9, lead=True)}, thurs 2:15",
    )
    r.add(
        "course_number",
        f"spring plan: {course()}, {course()}, {course()}, {course()} + gen ed",
        f"need {course()} before i can take {course()}, ugh prereqs",
        f"dropped {course()}, added {course()} instead",
    )
    r.add(
        "crn",
        f"crns for spring: {crn()} {crn()} {crn()} {crn()} {crn()}",
        f"waitlisted for {course()} crn {crn()}, position {secrets.randbelow(30) + 1}",
        f"backup crns if the lab fills: {crn()} / {crn()}",
    )
    r.add(
        "room_number",
        f"midterm is in {pick('Dreese', 'Hitchcock', 'Caldwell', 'Jennings')} {secrets.randbelow(300) + 100} not the usual room",
        f"office hours moved to room {pick('E', 'W', '')}{secrets.randbelow(900) + 100}, tues 3-4",
        f"my dorm: {pick('Morrill', 'Lincoln', 'Taylor', 'Drackett')} tower rm {secrets.randbelow(20) + 1}{digits(2)}",
    )
    r.add(
        "section_code",
        f"{course()} lec 00{secrets.randbelow(9) + 1}, rec {digits(4)}",
        f"section {digits(4)} is the online one, {digits(4)} is in person",
        f"switched lab section to {pick('L', 'B')}{digits(2)} (class nbr {crn()})",
    )
    r.add(
        "class_schedule",
        f"mon/wed\n{course()} 9:10-10:05\n{course()} 11:30-12:25\nfri lab 1:50-3:45",
        f"tr: {course()} 8:00-9:20 (why did i do this), {course()} 12:45-2:05",
        "new sched: m 10:20, t 12:45 + 3:55, w 10:20, r 12:45, f off!!!",
    )
    r.add(
        "assignment_id",
        f"hw{secrets.randbelow(12) + 1} due fri 11:59, submission id {digits(8, lead=True)}",
        f"gradescope https://www.gradescope.com/courses/{digits(6, lead=True)}/assignments/{digits(7, lead=True)}/submissions/{digits(9, lead=True)}",
        f"project {secrets.randbelow(5) + 1} (assignment {digits(7, lead=True)}) regrade request sent",
    )
    r.add(
        "canvas_url",
        f"quiz is here https://canvas.acme.test/courses/{canvas_course()}/quizzes/{digits(7, lead=True)}",
        f"lecture slides: https://canvas.acme.test/courses/{canvas_course()}/files/{digits(8, lead=True)}?module_item_id={digits(7, lead=True)}",
        f"discussion post due sun https://canvas.acme.test/courses/{canvas_course()}/discussion_topics/{digits(7, lead=True)}",
    )
    r.add(
        "discord_invite",
        f"join the {course()} study server discord.gg/{rnd(ALNUM, 8)}",
        f"new invite bc the old one expired: https://discord.gg/{rnd(ALNUM, 10)}",
        f"club discord -> discord.gg/{rnd(ALNUM, 7)} (pinned in #announcements)",
    )
    r.add(
        "discord_user_id",
        f"report this user to the mods, id {snowflake()}",
        f"my discord user id {snowflake()} (for the role bot)",
        f"message link https://discord.com/channels/{snowflake()}/{snowflake()}/{snowflake()}",
    )
    r.add(
        "steam_friend_code",
        f"add me on steam, friend code {digits(pick(8, 9, 10), lead=True)}",
        f"steam friend codes for the lan: me {digits(9, lead=True)}, tyler {digits(9, lead=True)}, dev {digits(10, lead=True)}",
        f"friend code is {digits(9, lead=True)} if the invite link doesnt work",
    )
    r.add(
        "steam_profile",
        f"my profile https://steamcommunity.com/profiles/7656119{digits(10)}",
        f"steam id64 7656119{digits(10)}, vanity url steamcommunity.com/id/{secrets.choice(WORDS)}{digits(3)}",
        f"trade link broke, use my profile steamcommunity.com/profiles/7656119{digits(10)}/inventory",
    )
    r.add(
        "lobby_code",
        f"among us code {rnd(UPPER, 6)} na server",
        f"jackbox room code {rnd(UPPER, 4)} hurry",
        f"valorant custom lobby, party code {rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "venmo_username",
        f"venmo me for the pizza @{secrets.choice(FIRST).capitalize()}-{secrets.choice(LAST).capitalize()}-{digits(2)}",
        f"rent split: @{secrets.choice(FIRST)}-{secrets.choice(LAST)}-{digits(1)} $412.50, last 4 of phone is {digits(4)} if it asks",
        f"concert tix, send to @{secrets.choice(WORDS)}{digits(3)} ($46 each)",
    )
    r.add(
        "spotify_playlist",
        f"study playlist https://open.spotify.com/playlist/{rnd(ALNUM, 22)}?si={hexs(16)}",
        f"gym playlist open.spotify.com/playlist/{rnd(ALNUM, 22)}",
        f"this song!!! https://open.spotify.com/track/{rnd(ALNUM, 22)}?si={hexs(16)}",
    )
    r.add(
        "youtube_link",
        f"organic chem tutor saved me https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}",
        f"lecture recording https://youtu.be/{rnd(URLSAFE, 11)}?t={secrets.randbelow(3000)}",
        f"playlist for linear alg https://www.youtube.com/playlist?list=PL{rnd(URLSAFE, 32)}",
    )
    r.add(
        "order_number",
        f"amazon order {digits(3, lead=True)}-{digits(7)}-{digits(7)} (desk lamp)",
        f"bookstore order #{digits(8, lead=True)}, pickup after 2pm",
        f"chipotle order {rnd(UPPER + DIGITS, 8)} for pickup at 6:40",
    )
    r.add(
        "tracking_number",
        f"ups 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)}",
        f"usps tracking 9400 1{digits(3)} {digits(4)} {digits(4)} {digits(4)} {digits(2)}",
        f"fedex {digits(12, lead=True)} says delivered but its not in the mail room??",
    )
    r.add(
        "travel_confirmation",
        f"flight home 12/18 CMH -> {pick('LGA', 'ORD', 'ATL', 'DEN')}, conf {rnd(UPPER + DIGITS, 6)}, seat {secrets.randbelow(30) + 1}{pick('A', 'C', 'D', 'F')}",
        f"megabus to chicago reservation {digits(10, lead=True)}, leaves 7:15am",
        f"greyhound ticket #{digits(9, lead=True)}, gate {secrets.randbelow(12) + 1}, confirmation {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "gift_card_balance",
        f"starbucks gift card balance ${secrets.randbelow(40)}.{digits(2)}",
        f"amazon gift card from grandma - ${secrets.randbelow(100) + 20}.{digits(2)} left after the textbook",
        f"visa gift card balance {secrets.randbelow(60)}.{digits(2)}, cards ending {digits(4)}",
    )
    r.add(
        "phone_number",
        f"ra's number {phone()}",
        f"pizza place {phone()}, counseling center {phone()}",
        f"new number!! {phone()} save it",
    )
    r.add(
        "zip_code",
        f"mailing address for packages: {secrets.randbelow(3000) + 100} {pick('Lane Ave', 'High St', 'Woodruff Ave')}, box {secrets.randbelow(3000) + 100}, columbus oh 432{digits(2)}",
        f"home zip {pick('441', '452', '436', '430')}{digits(2)}, school zip 43210",
        f"insurance form wants both zips: {pick('44', '45', '43')}{digits(3)} and 43210",
    )
    r.add(
        "gpa_grades",
        f"gpa after fall: {secrets.randbelow(2) + 2}.{digits(2)}, major gpa {secrets.randbelow(2) + 3}.{digits(2)}",
        f"grades: {course()} {pick('A', 'A-', 'B+')} / {course()} {pick('B', 'B-', 'C+')} / {course()} {pick('A', 'B+')}",
        f"midterm {secrets.randbelow(40) + 60}/100, need {secrets.randbelow(20) + 75} on the final for a b",
    )
    r.add(
        "hex_colours",
        f"palette for the poster #{hexs(6).upper()} #{hexs(6).upper()} #{hexs(6)} #{hexs(6)}",
        f"art 2555 brand guide: primary #{hexs(6)}, secondary #{hexs(6)}, accent #{hexs(3)}",
        f"button {{ background: #{hexs(6)}; color: #fff; border: 1px solid #{hexs(6)}; }}",
    )
    r.add(
        "commit_hash",
        f"last working commit was {hexs(40)}, reverting to that",
        f"ta said to submit the hash of the final commit: {hexs(7)}",
        f"git checkout {hexs(7)} -- src/Main.java (before i broke it)",
    )
    r.add(
        "google_docs_link",
        f"group project doc https://docs.google.com/document/d/1{rnd(URLSAFE, 43)}/edit?usp=sharing",
        f"slides (view only) https://docs.google.com/presentation/d/1{rnd(URLSAFE, 43)}/edit#slide=id.p",
        f"lab data sheet https://docs.google.com/spreadsheets/d/1{rnd(URLSAFE, 43)}/edit?gid={digits(9, lead=True)}",
    )
    r.add(
        "zoom_meeting_id",
        f"office hrs zoom {digits(3, lead=True)} {digits(4)} {digits(4)}",
        f"zoom id for the group meeting: {digits(11, lead=True)} (waiting room on)",
        f"https://acme.zoom.example/j/{digits(10, lead=True)} recitation link",
    )
    r.add(
        "kahoot_pin",
        f"kahoot pin {digits(7, lead=True)} go go go",
        f"prof put game pin {digits(6, lead=True)} on the board for the review kahoot",
        f"kahoot.it -> {digits(7, lead=True)}, nickname must be ur real name",
    )
    r.add(
        "wifi_network_name",
        "eduroam doesnt work in the basement, use AcmeU-Secure or AcmeU-Guest (no pw just accept terms)",
        f"printer wifi is DIRECT-{rnd(UPPER + DIGITS, 2)}-HP OfficeJet {digits(4)} dont connect to it",
        f"apartment networks: {secrets.choice(WORDS).upper()}{digits(3)}, NETGEAR{digits(2)}-5G, xfinitywifi",
    )
    r.add(
        "password_reference",
        "netflix pw is the usual one but w the exclamation at the end",
        "spotify password is the same as the hulu one, ask mom if u forget",
        "the club ig password is in the officer google doc, not in the gc pls",
        "steam pw = the old one from high school, i changed it back",
    )
    r.add(
        "isbn",
        f"textbook isbn 978-{digits(1, lead=True)}-{digits(3)}-{digits(5)}-{digits(1)}",
        f"need the {pick('7th', '9th', '11th')} edition, isbn 978{digits(10)}, used copy $38",
        f"rented the {course()} book, access code came w it (already redeemed), isbn-10 {digits(9, lead=True)}X",
    )
    r.add(
        "call_number",
        f"book for the paper: {pick('QA', 'HM', 'PS', 'BF')}{secrets.randbelow(900) + 10}.{rnd(UPPER, 1)}{digits(2)} {digits(4, lead=True)}, 3rd floor thompson",
        f"reserve desk item #{digits(6, lead=True)} 2hr loan",
    )
    r.add(
        "locker_number",
        f"rec locker #{secrets.randbelow(600) + 1} row {rnd(UPPER, 1)}, bring my own lock",
        f"got assigned locker {secrets.randbelow(900) + 100} in the arch building basement",
    )
    r.add(
        "mailbox_number",
        f"mail goes to box {secrets.randbelow(3000) + 100}, not my room number",
        f"package room pickup # {digits(6, lead=True)}, shelf {rnd(UPPER, 1)}{digits(1)}",
    )
    r.add(
        "meal_plan_balance",
        f"dining dollars left: ${secrets.randbelow(400)}.{digits(2)}, swipes {secrets.randbelow(14)}/14 this wk",
        f"blockm balance {secrets.randbelow(200)}.{digits(2)} + {secrets.randbelow(20)} meal swipes",
        f"meal plan 14/wk, acct #{digits(8, lead=True)} (on the card)",
    )
    r.add(
        "payment_receipt",
        f"venmo txn id {digits(19, lead=True)} for rent - screenshot for the landlord",
        f"cash app paid ${secrets.randbelow(60) + 5}.00 to ${secrets.choice(WORDS)}{digits(2)}, ref #{rnd(UPPER + DIGITS, 10)}",
        f"bursar payment confirmation {digits(12, lead=True)}, ${secrets.randbelow(3000) + 1000}.00",
    )
    r.add(
        "riot_id",
        f"add me on val {secrets.choice(WORDS)}{digits(2)}#{rnd(UPPER + DIGITS, 4)}",
        f"riot ids for the tournament: {secrets.choice(WORDS)}#{digits(4)}, {secrets.choice(WORDS)}x#{rnd(UPPER, 3)}{digits(1)}, {secrets.choice(WORDS)}#NA1",
    )
    r.add(
        "battletag",
        f"battletag {secrets.choice(WORDS).capitalize()}#{digits(4, lead=True)}",
        f"ow2 team: {secrets.choice(WORDS).capitalize()}#{digits(5, lead=True)} / {secrets.choice(WORDS).capitalize()}#{digits(4, lead=True)}",
    )
    r.add(
        "device_mac",
        f"registering the switch on resnet, mac {mac(':', upper=True)}",
        f"roku mac address {mac('-', upper=True)} for the device portal",
        f"tv wifi mac {mac()} (hdmi 2)",
    )
    r.add(
        "game_server",
        f"mc server for the floor: 10.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250)}:25565, whitelist only",
        f"new ip play.{secrets.choice(WORDS)}mc.acme.test port {secrets.randbelow(20000) + 20000}",
        f"terraria world seed {digits(10, lead=True)} map {rnd(LOWER, 5)}",
    )
    r.add(
        "checksum",
        f"sha256 of the vm image for cse 2421 {hexs(64)}",
        f"md5 matched: {hexs(32)}",
        f"downloaded python 3.12 installer, sha256 {hexs(64)} matches the site",
    )
    r.add(
        "job_posting",
        f"handshake job https://acme.joinhandshake.example/jobs/{digits(7, lead=True)}",
        f"applied to posting {digits(7, lead=True)} and {digits(7, lead=True)}, app id {uid()}",
        f"workday req R{digits(7, lead=True)}, referral code from the career fair was on a flyer",
    )
    r.add(
        "instagram_post",
        f"repost this https://www.instagram.com/p/{rnd(URLSAFE, 11)}/ for the club",
        f"reel link instagram.com/reel/{rnd(URLSAFE, 11)}/?igsh={rnd(ALNUM, 16)}",
        f"club ig is @acme{secrets.choice(WORDS)}club, post id {digits(19, lead=True)} got {secrets.randbelow(900) + 100} likes",
    )
    r.add(
        "github_issue",
        f"autograder bug is issue #{secrets.randbelow(300) + 1} on the course repo, pr #{secrets.randbelow(300) + 1} fixes it",
        f"https://github.com/acme-cse2231/project{secrets.randbelow(5) + 1}-{secrets.choice(LAST)}/pull/{secrets.randbelow(40) + 1}",
        f"ci run {digits(10, lead=True)} failed on the test job, see actions tab",
    )
    r.add(
        "duo_reference",
        f"duo push went to my old phone ending {digits(4)}, had to call the it desk {phone()} ticket INC{digits(7)}",
        "duo keeps timing out on canvas, just hit 'send me a push' again",
        f"register new phone w duo before trading in the old one (model {pick('iphone 12', 'pixel 6', 'galaxy s21')})",
    )
    r.add(
        "password_rules",
        f"sso pw has to be {secrets.randbelow(6) + 12}+ chars, no reuse of last {secrets.randbelow(5) + 5}, expires every 180 days",
        f"last pw change 9/{secrets.randbelow(29) + 1}, next reset due in {secrets.randbelow(90) + 30} days",
        "pin for the alt pin thing is 6 digits, advisor emails it the week before registration",
    )
    r.add(
        "device_serial",
        f"laptop serial {rnd(UPPER + DIGITS, 12)} for the warranty claim, case #{digits(9, lead=True)}",
        f"ipad model MK{rnd(UPPER + DIGITS, 3)}LL/A serial {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "code_env_ref",
        'import os\nfrom openai import OpenAI\nclient = OpenAI(api_key=os.environ["OPENAI_API_KEY"])',
        'bot.run(os.getenv("DISCORD_TOKEN"))  # token is in .env which is in .gitignore',
        "gh secret set GITHUB_TOKEN < token.txt ; then delete token.txt",
    )
    r.add(
        "placeholder_token",
        'TOKEN = "PASTE_YOUR_BOT_TOKEN_HERE"\nclient.run(TOKEN)',
        "starter code has api_key='sk-...' and GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx, replace before running",
        "OPENAI_API_KEY=<your key here>\nDISCORD_TOKEN=<bot token>\n(this is .env.example, the real .env is not in the repo)",
    )
    r.add(
        "discord_app_id",
        f"bot application id {snowflake()}, public key {hexs(64)}",
        f"invite link https://discord.com/oauth2/authorize?client_id={snowflake()}&permissions={digits(10, lead=True)}&scope=bot",
        f"server id {snowflake()}, #general channel {snowflake()}",
    )
    r.add(
        "hackathon_logistics",
        f"hackathon: team {secrets.randbelow(90) + 10}, table {rnd(UPPER, 1)}{digits(2)}, devpost https://devpost.example/software/{secrets.choice(WORDS)}-{rnd(LOWER + DIGITS, 6)}",
        f"check in qr id {uid()} badge #{digits(4)}",
        f"judging slot 11:40 room {secrets.randbelow(300) + 100}, demo at {secrets.choice(WORDS)}.acme.test",
    )
    r.add(
        "bus_route",
        f"cabs route {pick('CC', 'CLS', 'ER', 'MC')} stop #{digits(4, lead=True)}, every 10 min",
        f"cota bus {secrets.randbelow(90) + 1}, stop id {digits(5, lead=True)}, ticket {digits(10, lead=True)} in the app",
    )
    return r


def main() -> None:
    write_corpora("make_heldout45.py", [
        ("heldout45_credentials.yaml", credentials(), "batch 45 (Ohio university student: school, game, streaming, payment and project logins), written blind; every value synthetic"),
        ("heldout45_lookalikes.yaml", lookalikes(), "batch 45 look-alikes: student ids, CRNs, rooms, game and Discord ids, orders, links and codes, written blind"),
    ])


if __name__ == "__main__":
    main()
