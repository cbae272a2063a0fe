# ruff: noqa: E501
"""Writes heldout371_credentials.yaml and heldout371_lookalikes.yaml: held-out batch 371.

Persona: a college sophomore in Columbus, Ohio, who writes lowercase, texting-style American
English (abbreviations, typos, "lol", "fr", emoji). She keeps her student portal and Canvas
logins, a Canvas API token and session cookie for a grade-scraper side project, eduroam
credentials, Duo backup codes, Venmo and Cash App logins and PINs, the shared Spotify,
Netflix and family Hulu logins, the club's Google account that owns the shared Drive, dorm
and bike lock codes, a Discord bot token and webhook, Steam logins and a Steam Web API key,
her part-time job's POS passcodes, Wi-Fi keys, card details, a GitHub token, an OpenAI key,
a lab SSH key, authenticator setup keys, a MongoDB URI and a wallet's seed phrase; and
many look-alikes: student and class numbers, Canvas links, tracking and order numbers,
Venmo handles and payment ids, masked cards, Steam and Discord ids, commit hashes,
publishable keys and public client ids, serials, MAC addresses for the campus network,
phone numbers, bills and amounts, expired or used codes and pointers to where a password
lives.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets
from urllib.parse import quote

from make_heldout import (
    ALNUM,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    b64u,
    card_expiry,
    digits,
    discord_webhook,
    ean13,
    github_fine_token,
    github_token,
    google_api_key,
    google_client_id,
    groups,
    hexs,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    s10,
    seed_phrase,
    ssh_fingerprint,
    ssh_pub,
    totp_seed,
    uid,
    visa,
    write_corpora,
)

FIRST = ["kayla", "maddie", "jordan", "ava", "bri", "tyler", "priya", "marcus", "sofia", "noah", "dev", "emma"]
SURNAMES = ["okafor", "nguyen", "schmidt", "patel", "kowalski", "reyes", "brennan", "yoder", "harris", "ali", "lindqvist", "mcbride"]
WORDS = [
    "buckeye", "brutus", "scarlet", "mirrorlake", "pickles", "biscuit", "mochi", "waffles",
    "sunflower", "jellybean", "koala", "goldfish", "taylor", "cornhole", "skyline", "chili",
    "rollerblade", "marigold", "pancake", "froggy", "sprinkles", "hazel", "cinnamon", "tater",
]
UPPER_HEX = "0123456789ABCDEF"


def name_dot() -> str:
    """A campus username of the surname.number kind."""
    return f"{secrets.choice(SURNAMES)}.{secrets.randbelow(2999) + 1}"


def email(domain: str = "inbox.test") -> str:
    return f"{secrets.choice(FIRST)}{pick('', '.', '_')}{secrets.choice(SURNAMES)[:pick(1, 3, 5)]}{digits(pick(2, 4))}@{domain}"


def student_pw() -> str:
    """A password a sophomore picks, or one a manager made for her."""
    word = secrets.choice(WORDS)
    return pick(
        f"{word.capitalize()}{digits(pick(2, 3, 4))}{pick('!', '!!', '$', '#', '?', '*')}",
        f"{word}{pick('_', '.', '')}{secrets.choice(WORDS)}{digits(2)}",
        rnd(ALNUM + "!@#$%", pick(12, 14, 16)),
        pw(),
        f"{pick('Go', 'i<3', 'ily', 'x')}{word.capitalize()}{digits(4)}{pick('', '!', '.')}",
    )


def dial() -> str:
    """A dial padlock's three numbers, 0 to 39."""
    return "-".join(str(secrets.randbelow(40)) for _ in range(3))


def canvas_token() -> str:
    """A Canvas LMS access token: the shard id, a tilde, 64 alphanumerics."""
    return f"{pick('1', '7', '10', '1876', '2043')}~{rnd(ALNUM, 64)}"


def canvas_cookie() -> str:
    """A Rails encrypted session cookie (data--iv--tag), URL-encoded as the browser sends it."""
    raw = f"{b64(secrets.token_bytes(pick(96, 120, 144)))}--{b64(secrets.token_bytes(12))}--{b64(secrets.token_bytes(16))}"
    return quote(raw, safe="-")


def duo_code() -> str:
    return digits(9, lead=True)


def snowflake() -> str:
    return pick("10", "11", "12", "13") + digits(17)


def discord_bot_token() -> str:
    """A Discord bot token: the bot's id in base64, a timestamp part, an HMAC part."""
    return f"{b64u(snowflake().encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def steam_api_key() -> str:
    return rnd(UPPER_HEX, 32)


def steam_recovery() -> str:
    return "R" + digits(5)


def openai_legacy_key() -> str:
    return "sk-" + rnd(ALNUM, 48)


def wifi_key() -> str:
    return pick(
        f"{secrets.choice(WORDS)}{secrets.choice(WORDS)}{digits(4)}",
        rnd(ALNUM, pick(12, 16)),
        rnd(LOWER + DIGITS, 10),
        f"{secrets.choice(WORDS).capitalize()}{pick('House', 'Apt', 'Fam')}{digits(3)}{pick('!', '#', '')}",
    )


def discord_setup_key() -> str:
    """An authenticator setup key in the lowercase groups of four some sites show."""
    return groups(totp_seed(16).lower(), 4)


def mongo_uri() -> str:
    return f"mongodb+srv://{pick('admin', 'dbuser', 'kayla', 'appuser')}:{rnd(ALNUM, pick(16, 20))}@cluster0.{rnd(LOWER + DIGITS, 5)}.mongo.acme.test/{pick('studybuddy', 'test', 'cse3901', 'myFirstDatabase')}?retryWrites=true&w=majority"


def phone() -> str:
    return f"{pick('614', '937', '330', '513', '440')}-555-01{digits(2)}"


def aba() -> str:
    """A US bank routing number (public, printed on every check) with a valid check digit."""
    body = pick("0412", "0442", "0410", "2410") + digits(4)
    weights = (3, 7, 1, 3, 7, 1, 3, 7)
    total = sum(int(c) * w for c, w in zip(body, weights, strict=True))
    return body + str((10 - total % 10) % 10)


def ups() -> str:
    return "1Z" + rnd(UPPER + DIGITS, 6) + pick("03", "01", "42") + digits(8)


def usps() -> str:
    return groups("9400" + digits(18), 4)


def amazon_order() -> str:
    return f"11{pick('1', '2', '3', '4')}-{digits(7)}-{digits(7)}"


def steam64() -> str:
    return "7656119" + digits(10)


def bike_serial() -> str:
    return f"WTU{digits(3)}{rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 1)}"


def apple_serial() -> str:
    return rnd(UPPER + DIGITS, pick(10, 12))


def imei() -> str:
    return luhn("35", 15)


def pnr() -> str:
    return rnd(UPPER + DIGITS, 6)


def plate() -> str:
    return f"{rnd(UPPER, 3)} {digits(4)}"


def credentials() -> Rows:
    r = Rows()

    u1, u2 = name_dot(), name_dot()
    r.add(
        "student_portal_login",
        f"student portal login\n{name_dot()}\n{student_pw()}",
        f"portal: {u1} / {student_pw()} (changed it after that phishing email lol)",
        f"new pw for student center bc it made me reset AGAIN: {student_pw()}  user is {u2}",
        f"- portal\n  - user: {name_dot()}\n  - pass: {student_pw()}\n  - expires every 180 days, set a reminder",
        f"my.stateu.test login {name_dot()} pw {student_pw()} (same one works for email + canvas sso)",
    )

    tok = canvas_token()
    r.add(
        "canvas_api_token",
        f"canvas api token for my due-date discord bot: {canvas_token()}",
        f'```python\nCANVAS_URL = "https://canvas.stateu.test"\nCANVAS_TOKEN = "{canvas_token()}"\n```',
        f'curl -H "Authorization: Bearer {tok}" "https://canvas.stateu.test/api/v1/courses?per_page=50"',
        f"generated a new access token in canvas settings (purpose: calendar sync, exp may 2026)\n{canvas_token()}",
        f"canvas tok {canvas_token()} dont push this to github again 💀",
    )

    r.add(
        "canvas_session_cookie",
        f"copied from devtools for the grade scraper -> canvas_session={canvas_cookie()}",
        f"_normandy_session={canvas_cookie()}  (dies when i log out so whatever but still dont share)",
        f'cookies = {{"canvas_session": "{canvas_cookie()}", "_csrf_token": "{quote(b64(secrets.token_bytes(48)), safe="")}"}}',
        f"Cookie: log_session_id={hexs(32)}; canvas_session={canvas_cookie()}",
    )

    r.add(
        "eduroam_credentials",
        f"eduroam on laptop (switch cant do enterprise wifi ugh):\nidentity: {name_dot()}@stateu.test\npassword: {student_pw()}\nEAP: PEAP / MSCHAPv2, no cert",
        f"eduroam for the new ipad = {name_dot()}@stateu.test + {student_pw()}",
        f'network={{\n  ssid="eduroam"\n  key_mgmt=WPA-EAP\n  eap=PEAP\n  identity="{name_dot()}@stateu.test"\n  password="{student_pw()}"\n  phase2="auth=MSCHAPV2"\n}}',
        f"pi on eduroam uses the device pw not my real one. device pw: {rnd(ALNUM, 14)} (netid {name_dot()})",
        f"eduroam pwd (its the same as portal since the reset)  {student_pw()}",
    )

    r.add(
        "duo_bypass_codes",
        "duo backup codes!!! print these\n" + "\n".join(duo_code() for _ in range(10)),
        f"duo bypass codes from the IT help desk (each works once): {', '.join(duo_code() for _ in range(5))}",
        "| # | duo code |\n|---|---|\n" + "\n".join(f"| {i} | {duo_code()} |" for i in range(1, 6)),
        f"new phone so duo is broken til i reactivate. backup codes:\n{duo_code()} {duo_code()} {duo_code()} {duo_code()} {duo_code()}",
        f"duo codes left: {duo_code()}  {duo_code()}  {duo_code()} (crossed off the used ones)",
    )

    r.add(
        "venmo_login",
        f"venmo\nemail {email()}\npw {student_pw()}",
        f"venmo pw changed to {student_pw()} after the weird login from texas??",
        f"venmo login {phone()} / {student_pw()}",
        f"club venmo (treasurer hands it down each yr): dancemarathon.venmo@stateu.test pw: {student_pw()}",
    )

    r.add(
        "cash_app_pin",
        f"cash app pin {pin(4)}",
        f"cashapp: app pin is {pin(4)} and the cash card pin is {pin(4)} (different!!)",
        f"cashtag is public obv but the pin = {pin(4)}",
        f"cash app\n{pin(4)}\n(dont tell jake he keeps sending himself money from my phone)",
    )

    r.add(
        "spotify_login",
        f"spotify family acct (dad pays)\n{email()}\n{student_pw()}",
        f"spotfy login for the party speaker: {email()} / {student_pw()}",
        f"spotify pw is {student_pw()} now, told maddie",
        f"roommate spotify duo: user {email()} pass {student_pw()}",
        f"- spotify: {email()} :: {student_pw()}\n- (duo plan, $16.99 split)",
    )

    r.add(
        "netflix_login",
        f"netflix (aunt jen's acct, dont change anything!!)\n{email()}\n{student_pw()}\nmy profile pin {pin(4)}",
        f"netflix pw {student_pw()} email {email()}",
        f"netflix profile lock pin: {pin(4)}",
        f"shared netflix\nlogin: {email()}\npass: {student_pw()}",
        f"new netflix password bc of the household thing -> {student_pw()} (text bri)",
    )

    r.add(
        "hulu_family_login",
        f"moms hulu: {email()} / {student_pw()}",
        f"hulu + disney bundle login\n{email()}\n{student_pw()}",
        f"hulu pw (fam) {student_pw()}",
        f"Hulu - user {email()} - password {student_pw()} - kids profile is NOT mine",
    )

    r.add(
        "club_google_account",
        f"club google acct (owns the shared drive, transfer to next pres in may)\n{email('stateu.test')}\n{student_pw()}",
        f"shared drive owner login for the group project: {email()} pw {student_pw()}",
        f"orgs gmail: {email()}\npassword: {student_pw()}\nrecovery phone is the treasurer's",
        f"google acct that owns the Rush 2025 drive folder => {email()} / {student_pw()}",
    )

    r.add(
        "google_app_password",
        f"app password for thunderbird (gmail): {app_password()}",
        f"google app pw for the python email script\n{app_password()}",
        f'SMTP_USER = "{email()}"\nSMTP_PASS = "{app_password().replace(" ", "")}"',
        f"gmail app password (named 'outlook on laptop'): {app_password()}",
    )

    r.add(
        "door_keypad_code",
        f"suite door code {pin(5)}#",
        f"dorm keypad changed!! new code {pin(4)} then the star key",
        f"friends apt on n high st: gate code {pin(4)}, door code {pin(5)}",
        f"lockbox at the airbnb for spring break -> {pin(4)}",
        f"building code\n{pin(6)}\n(the back entrance by the bike racks)",
    )

    r.add(
        "bike_lock_combo",
        f"bike lock combo {pin(4)}",
        f"u lock code: {pin(5)} (the blue one, not the cable)",
        f"bike lock = {pin(4)} if im not answering and u need to move it",
        f"combo for the kryptonite lock\n{pin(4)}",
        f"my bike @ the union racks, lock {pin(4)}",
    )

    r.add(
        "padlock_dial_combo",
        f"rec center locker combo {dial()}",
        f"master lock (gym bag one): {dial()}",
        f"locker #214 combo is {dial()} dont forget to spin it past 0 first",
        f"storage unit padlock\n{dial()}",
    )

    r.add(
        "discord_bot_token",
        f"bot token for the study server bot: {discord_bot_token()}",
        f"```py\nclient.run('{discord_bot_token()}')\n```",
        f"DISCORD_TOKEN={discord_bot_token()}",
        f"reset the bot token bc someone leaked it in #general lol. new one:\n{discord_bot_token()}",
        f'{{\n  "token": "{discord_bot_token()}",\n  "prefix": "!",\n  "guild": "{snowflake()}"\n}}',
    )

    r.add(
        "discord_webhook_url",
        f"webhook for #deadlines: {discord_webhook()}",
        f"WEBHOOK_URL = '{discord_webhook()}'",
        f"grade alert webhook\n{discord_webhook()}",
        f"curl -H 'Content-Type: application/json' -d '{{\"content\":\"hw due tmrw\"}}' {discord_webhook()}",
        f"minecraft server discord webhook (console logs) -> {discord_webhook()}",
    )

    r.add(
        "steam_login",
        f"steam acct\nuser: {secrets.choice(WORDS)}{digits(3)}\npw: {student_pw()}\nsteam guard recovery code {steam_recovery()}",
        f"steam guard recovery {steam_recovery()} (WRITE THIS DOWN somewhere else too)",
        f"little brothers steam login bc he forgot it: {secrets.choice(WORDS)}_{digits(2)} / {student_pw()}",
        f"steam: {secrets.choice(WORDS)}gamer{digits(2)} pw {student_pw()}",
        f"shared steam w roomie - login {secrets.choice(FIRST)}{secrets.choice(WORDS)} password {student_pw()}",
    )

    key = steam_api_key()
    r.add(
        "steam_web_api_key",
        f"steam web api key (for the playtime tracker project): {steam_api_key()}",
        f"https://api.steampowered.test/IPlayerService/GetOwnedGames/v1/?key={key}&steamid={steam64()}",
        f'STEAM_API_KEY = "{steam_api_key()}"',
        f"steam api key\n{steam_api_key()}\n(domain: localhost)",
    )

    r.add(
        "work_pos_login",
        f"work pos passcode {pin(4)} (clock in + ring up)",
        f"toast login for the cafe: employee code {pin(6)}",
        f"manager override code at work is {pin(4)}, only use for voids!!",
        f"back office login for the store\nuser: {secrets.choice(FIRST)}.{secrets.choice(SURNAMES)}\npw: {student_pw()}",
        f"square pos team passcode = {pin(4)}  (kiosk 2 needs it after restart)",
    )

    r.add(
        "home_wifi_key",
        f"wifi at the apt: network Grandview-5G pw {wifi_key()}",
        f"parents wifi\n{wifi_key()}",
        f"house wifi password: {wifi_key()} (its on the fridge too)",
        f"SSID: {secrets.choice(WORDS).upper()}_{digits(3)}\nKEY: {wifi_key()}",
        f"WIFI:T:WPA;S:{secrets.choice(WORDS)}net;P:{wifi_key()};;  <- qr code text for guests",
    )

    r.add(
        "device_passcode",
        f"old iphone passcode {pin(6)} (for the trade-in, wipe it first)",
        f"ipad screen time passcode = {pin(4)} so my sister cant change it",
        f"laptop login pin {pin(6)}",
        f"the tablet at work (timeclock) unlock code {pin(4)}",
    )

    r.add(
        "debit_card_pin",
        f"debit pin {pin(4)}",
        f"new card came, atm pin = {pin(4)}",
        f"chase debit (the one mom gave me) pin {pin(4)}",
        f"pin for the credit union card\n{pin(4)}",
    )

    r.add(
        "card_number_cvv",
        f"moms card for the textbook order: {visa()} exp {card_expiry()} cvv {digits(3)}",
        f"card\n{visa()}\n{card_expiry()}\n{digits(3)}",
        f"visa {visa()} {card_expiry()} security code {digits(3)} zip 43201",
        f"dad said use this for the flight home: {visa()}, exp {card_expiry()}, cvc {digits(3)}",
    )

    r.add(
        "github_token",
        f"github token for pushing from the lab machines: {github_token()}",
        f"git remote set-url origin https://{secrets.choice(FIRST)}:{github_token()}@github.com/{secrets.choice(FIRST)}/cse2221.git",
        f"gh pat (fine grained, repo: studybuddy) {github_fine_token()}",
        f"export GITHUB_TOKEN={github_token()}",
    )

    r.add(
        "openai_api_key",
        f"openai key for the hackathon: {openai_project_key()}",
        f'client = OpenAI(api_key="{openai_project_key()}")',
        f"OPENAI_API_KEY={openai_legacy_key()}  # old one from freshman yr, still works??",
        f"api key from the prof's sponsored acct\n{openai_project_key()}",
    )

    r.add(
        "ssh_private_key",
        f"lab server key (id_ed25519) so i can ssh from my mac:\n{openssh_private()}",
        f"{openssh_private()}\n^ for the cse vm, chmod 600 it",
        f"copying this to my desktop bc laptop is dying\n{openssh_private()}",
        f"ssh key for the raspberry pi\n```\n{openssh_private()}\n```",
    )

    seed = totp_seed(32)
    r.add(
        "authenticator_setup_key",
        f"discord 2fa setup key (in case i lose my phone again): {discord_setup_key()}",
        f"otpauth://totp/Instagram:{secrets.choice(WORDS)}{digits(2)}?secret={seed}&issuer=Instagram",
        f"steam guard / 2fa secret {totp_seed(16)}",
        f"2fa backup for github - setup key\n{groups(totp_seed(32), 4)}",
    )

    r.add(
        "social_media_password",
        f"insta @{secrets.choice(WORDS)}.{secrets.choice(FIRST)} pw {student_pw()}",
        f"snap pw {student_pw()}",
        f"tiktok login\n{email()}\n{student_pw()}",
        f"finsta password is {student_pw()} (dont ask)",
        f"bereal: {phone()} / {student_pw()}",
    )

    r.add(
        "apple_id_login",
        f"apple id {email()}\n{student_pw()}",
        f"icloud pw {student_pw()} (changed after the find my thing)",
        f"apple id for grandma's ipad (i set it up): {email()} / {student_pw()}",
        f"appleid: {email()}  password: {student_pw()}  security q answer: {secrets.choice(WORDS)}",
    )

    r.add(
        "db_connection_string",
        f"mongo uri for the group project: {mongo_uri()}",
        f"MONGODB_URI={mongo_uri()}",
        f"postgres for the capstone: postgresql://capstone:{rnd(ALNUM, 18)}@db.capstone.internal:5432/app",
        f'const uri = "{mongo_uri()}";',
    )

    r.add(
        "crypto_seed_phrase",
        f"phantom wallet recovery phrase\n{seed_phrase(12)}",
        f"seed phrase (coinbase wallet) -> {seed_phrase(12)}",
        f"metamask secret recovery phrase: {seed_phrase(12)}",
        "wallet words\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(seed_phrase(12).split(), 1)),
    )

    r.add(
        "spotify_client_secret",
        f"spotify dev app 'wrapped clone'\nclient id {hexs(32)}\nclient secret {hexs(32)}",
        f"SPOTIPY_CLIENT_SECRET={hexs(32)}",
        f"spotify client secret {hexs(32)} (reset it if the repo goes public)",
        f'sp = spotipy.Spotify(auth_manager=SpotifyClientCredentials(client_id="{hexs(32)}", client_secret="{hexs(32)}"))',
    )

    r.add(
        "google_maps_api_key",
        f"maps api key for the campus food map project: {google_api_key()}",
        f'<script src="https://maps.googleapis.test/maps/api/js?key={google_api_key()}&callback=initMap"></script>',
        f"GOOGLE_MAPS_KEY={google_api_key()}  (unrestricted rn, fix before demo)",
        f"places api key\n{google_api_key()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "student_id_and_username",
        f"student id # {digits(9, lead=True)} (its on the buckid card)",
        f"my username is {name_dot()} if u need to add me to the group on canvas",
        f"emplid {digits(9, lead=True)}, netid {name_dot()}",
        f"fafsa wants student id: {digits(9, lead=True)}",
        f"library card barcode 2{digits(13)} for interlibrary loan",
    )

    r.add(
        "canvas_course_link",
        f"stats hw: https://canvas.stateu.example/courses/{digits(6, lead=True)}/assignments/{digits(7, lead=True)}",
        f"lab 4 quiz link https://canvas.stateu.example/courses/{digits(6, lead=True)}/quizzes/{digits(6, lead=True)}",
        f"the syllabus is at https://canvas.stateu.example/courses/{digits(6, lead=True)}/files/{digits(8, lead=True)}?module_item_id={digits(7, lead=True)}",
        f"discussion post due fri -> /courses/{digits(6, lead=True)}/discussion_topics/{digits(7, lead=True)}",
    )

    r.add(
        "class_registration_numbers",
        f"spring schedule\n- psych 2220 class nbr {digits(5, lead=True)}\n- math 2568 class nbr {digits(5, lead=True)}\n- engl 2367.01 class nbr {digits(5, lead=True)}",
        f"waitlisted for {digits(5, lead=True)}, position 3",
        f"room: hitchcock {digits(3, lead=True)}, recitation {digits(4, lead=True)} in journalism bldg",
        f"advising hold ticket #{digits(6, lead=True)}",
        f"enrollment appt {pick('nov', 'apr')} {secrets.randbelow(20) + 1} at 8:{pick('00', '15', '30')}am, term {pick('1252', '1258', '1262')}",
    )

    r.add(
        "expired_or_used_code",
        f"duo passcode {duo_code()} already used, need new ones from IT",
        f"venmo sent {digits(6)} but it expired before i typed it lol",
        f"discord 2fa code {digits(6)} (used, just noting it for the screenshot)",
        f"textbook access code {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)} redeemed on 8/26, cant reuse",
        f"that verification code {digits(6)} from the bank expired after 10 min fyi",
    )

    r.add(
        "payment_handles_and_ids",
        f"venmo me @{secrets.choice(FIRST)}-{secrets.choice(SURNAMES)}-{digits(2)} for the uber",
        f"${secrets.choice(FIRST)}{secrets.choice(WORDS)}{digits(2)} is my cashtag",
        f"venmo payment id {digits(19, lead=True)} shows completed",
        f"cash app receipt #{rnd(UPPER + DIGITS, 8)} — $24.00 to {secrets.choice(FIRST)}",
        f"zelle confirmation {rnd(UPPER + DIGITS, 9)} for rent",
    )

    r.add(
        "masked_card_or_account",
        f"venmo linked card •••• {digits(4)}",
        f"which card is on netflix?? the one ending in {digits(4)}",
        f"checking acct ****{digits(4)}, savings ****{digits(4)}",
        f"refund went to visa x{digits(4)}",
        f"amazon says payment: Visa ending in {digits(4)} exp {card_expiry()}",
    )

    r.add(
        "package_tracking",
        f"ups {ups()} (new laptop charger)",
        f"usps tracking\n{usps()}",
        f"fedex {digits(12, lead=True)} out for delivery to the dorm mailroom",
        f"moms care package: {s10('LZ', 'US')}",
        f"return label for the hoodie, ups {ups()}",
    )

    r.add(
        "online_order_number",
        f"amazon order {amazon_order()} — mini fridge",
        f"shein order #{digits(9, lead=True)} never came",
        f"target pickup order {digits(15, lead=True)}",
        f"stubhub order {digits(9, lead=True)} (2 tix, section 14)",
        f"doordash order {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)} refund pending",
    )

    r.add(
        "git_commit_ref",
        f"proj 2 final commit {hexs(40)} (submitted this one)",
        f"git checkout {hexs(7)} to get the working version back",
        f"ta said grade from commit {hexs(8)} not the late one",
        f"git log --oneline\n{hexs(7)} fix the seg fault\n{hexs(7)} add tests\n{hexs(7)} initial commit",
    )

    r.add(
        "shared_doc_link",
        f"group project doc https://docs.google.com/document/d/1{rnd(URLSAFE, 43)}/edit",
        f"club drive folder https://drive.google.com/drive/folders/1{rnd(URLSAFE, 32)}",
        f"budget sheet for spring break: https://docs.google.com/spreadsheets/d/1{rnd(URLSAFE, 43)}/edit#gid=0",
        f"slides here https://docs.google.com/presentation/d/1{rnd(URLSAFE, 43)}/edit?usp=sharing",
    )

    r.add(
        "lab_public_key",
        f"public key i pasted into the lab's authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} {secrets.choice(FIRST)}@macbook",
        f"fingerprint when i first connected: ED25519 key fingerprint is {ssh_fingerprint()}",
        f"github ssh key added: {ssh_fingerprint()} (macbook air)",
        f"id_rsa.pub\nssh-rsa {ssh_pub('ssh-rsa', 270)} {secrets.choice(FIRST)}@lab-pc",
    )

    r.add(
        "secret_env_reference",
        'token = os.environ["DISCORD_TOKEN"]  # set it in replit secrets, not here',
        "env:\n  OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}\n  MONGODB_URI: ${{ secrets.MONGODB_URI }}",
        "const uri = process.env.MONGODB_URI;  // .env is gitignored",
        '.env.example\nSPOTIPY_CLIENT_ID=\nSPOTIPY_CLIENT_SECRET=\nCANVAS_TOKEN=',
        'key = st.secrets["maps"]["api_key"]',
    )

    r.add(
        "public_client_ids",
        f"spotify client id (public, fine to commit): {hexs(32)}",
        f"discord application id {snowflake()} / public key {hexs(64)}",
        f"google oauth client id {google_client_id()}",
        f"invite link for the bot: https://discord.com/oauth2/authorize?client_id={snowflake()}&permissions=2048&scope=bot",
    )

    r.add(
        "publishable_frontend_key",
        f"stripe publishable key for the club merch site: pk_test_51{rnd(ALNUM, 97)}",
        f"recaptcha site key {recaptcha_site_key()} goes in the form html",
        f'NEXT_PUBLIC_STRIPE_KEY=pk_live_51{rnd(ALNUM, 97)}',
        f"posthog.init('phc_{rnd(ALNUM, 43)}', {{api_host: 'https://us.i.posthog.com'}})",
    )

    r.add(
        "phone_contacts",
        f"landlord (mike) {phone()}",
        f"roommate contract emergency contacts:\nmom {phone()}\ndad {phone()}",
        f"pizza place near lane ave {phone()}",
        f"work schedule lady: {phone()} text dont call",
        f"- ra: {phone()}\n- campus safety escort: {phone()}",
    )

    r.add(
        "bills_and_amounts",
        f"rent ${secrets.randbelow(300) + 650}.{digits(2)} due 9/1, utilities split 4 ways",
        "netflix $15.49 / 4 = $3.87 each, spotify duo $16.99 / 2 = $8.50",
        f"paycheck {pick('10/04', '10/18', '11/01')}: {secrets.randbelow(30) + 18}.{digits(2)} hrs, ${secrets.randbelow(400) + 250}.{digits(2)} net",
        f"owe tyler ${secrets.randbelow(80) + 10} for concert tix + $12 parking",
        f"tuition installment {digits(2)}/{digits(2)}: ${secrets.randbelow(3000) + 1500}.00",
    )

    r.add(
        "steam_profile_ids",
        f"add me on steam: friend code {digits(9, lead=True)}",
        f"steamid64 {steam64()}",
        f"my profile https://steamcommunity.com/profiles/{steam64()}/",
        f"trade link partner={digits(9, lead=True)} (token part removed)",
    )

    r.add(
        "discord_server_ids",
        f"server id {snowflake()}, channel id {snowflake()}",
        f"discord.gg/{rnd(ALNUM, 8)} is the study group invite",
        f"my discord user id {snowflake()} if the mod needs it",
        f"https://discord.com/channels/{snowflake()}/{snowflake()}/{snowflake()} <- the msg w the exam review",
        f"role id {snowflake()} is @officers, {snowflake()} is @members",
    )

    r.add(
        "software_versions",
        f"python {pick('3.11.7', '3.12.2', '3.10.13')} for cse class, node v{pick('20.11.0', '18.19.1')}",
        f"minecraft {pick('1.20.4', '1.21.1', '1.19.2')} with fabric loader 0.15.{secrets.randbelow(12)}",
        f"ios {pick('17.5.1', '18.0.1', '17.4')} broke my duo push notifs??",
        f"discord build {digits(6, lead=True)} / v0.0.{secrets.randbelow(400)}",
        f"canvas student app {pick('7.8.0', '7.9.1', '8.0.2')}, macos {pick('14.6.1', '15.1')}",
    )

    r.add(
        "device_serials",
        f"bike serial {bike_serial()} (registered w campus police)",
        f"macbook serial {apple_serial()} for the warranty claim",
        f"phone imei {imei()}",
        f"airpods case serial {apple_serial()}",
        f"ti-84 plus ce serial {rnd(UPPER + DIGITS, 10)}-{rnd(UPPER + DIGITS, 4)} (loaner from the math dept)",
    )

    r.add(
        "work_ticket_numbers",
        f"shift notes: refund on check #{digits(5, lead=True)}, ${secrets.randbelow(40) + 5}.{digits(2)}",
        f"order {digits(3, lead=True)} was the wrong latte, remade",
        f"terminal id {rnd(UPPER + DIGITS, 8)} keeps freezing, told the manager",
        f"drawer count {pick('fri', 'sat', 'sun')}: ${secrets.randbelow(300) + 200}.{digits(2)}, batch #{digits(4, lead=True)}",
    )

    r.add(
        "textbook_isbn",
        f"psych textbook isbn {ean13('978')}",
        f"need {ean13('978')} (chem 1210 lab manual) used if possible",
        f"isbn-13: {ean13('979')} / rental due back 12/13",
        f"books:\n1. {ean13('978')}\n2. {ean13('978')}",
    )

    r.add(
        "bank_routing_number",
        f"direct deposit form: routing {aba()}, acct ends {digits(4)}",
        f"credit union routing number {aba()} (public, its on their website)",
        f"routing # {aba()}",
        f"for the work w-4/dd thing: bank routing {aba()} checking",
    )

    r.add(
        "wifi_network_name",
        f"printer wifi direct is DIRECT-{hexs(2)}-HP OfficeJet {digits(4, lead=True)}",
        f"apt wifi network is NETGEAR{digits(2)}-5G (pw on the sticker under the router)",
        "campus wifi = eduroam, guest is StateU-Guest (no pw, just click accept)",
        f"xfinity hotspot name xfinitywifi, router mac {mac(upper=True)}",
    )

    r.add(
        "travel_booking_ref",
        f"flight home for thanksgiving conf {pnr()}",
        f"megabus reservation {digits(11, lead=True)} columbus -> chicago",
        f"hotel for the formal: confirmation {digits(9, lead=True)}",
        f"spring break airbnb reservation code HM{rnd(UPPER + DIGITS, 8)}",
    )

    r.add(
        "file_checksum",
        f"sha256 for the ubuntu iso (cse vm): {hexs(64)}",
        f"md5 of the submission zip {hexs(32)} matches what carmen shows",
        f"shasum -a 256 project3.zip\n{hexs(64)}  project3.zip",
        f"minecraft modpack checksum sha1 {hexs(40)}",
    )

    r.add(
        "campus_device_mac",
        f"registered my switch on the dorm network: mac {mac(upper=True)}",
        f"ps5 wired mac {mac('-', upper=True)} for the resnet form",
        f"roku mac address {mac()} (tv lounge)",
        f"devices registered:\n- switch {mac(upper=True)}\n- echo dot {mac(upper=True)}",
    )

    r.add(
        "meeting_link",
        f"office hrs zoom meeting id {digits(3, lead=True)} {digits(4)} {digits(4)} (passcode is in the canvas announcement)",
        f"study group teams link https://teams.acme.example/l/meetup-join/19%3ameeting_{rnd(ALNUM, 32)}%40thread.v2/0",
        f"tutoring session zoom id {digits(10, lead=True)}, thurs 4pm",
        f"advisor appt https://calendly.example/{secrets.choice(SURNAMES)}-advising/30min?month=2025-{digits(2)}",
    )

    r.add(
        "password_location_hint",
        "netflix pw is the one aunt jen texted, search imessage for 'netflix'",
        "wifi pw is on the router sticker in the living room",
        "hulu password is in the family bitwarden under 'streaming'",
        "duo backup codes are printed in my desk drawer NOT on my phone",
        "steam pw = my usual one + the year, u know which",
    )

    r.add(
        "utility_account_number",
        f"aep ohio account # {digits(3, lead=True)}-{digits(3)}-{digits(3)}-{digits(1)}-{digits(1)}",
        f"spectrum internet acct {groups('8' + digits(15), 4)}",
        f"columbia gas acct {digits(11, lead=True)}, bill in the roommate chat",
        f"renters insurance policy # H{digits(2)}-{digits(3)}-{digits(6)}-{digits(4)}",
    )

    r.add(
        "music_links",
        f"playlist for the road trip https://open.spotify.com/playlist/{rnd(ALNUM, 22)}",
        f"song for the dance https://open.spotify.com/track/{rnd(ALNUM, 22)}?si={hexs(16)}",
        f"youtube link for the routine https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}",
        f"soundcloud https://soundcloud.com/{secrets.choice(FIRST)}-{secrets.choice(WORDS)}/{secrets.choice(WORDS)}-remix",
    )

    r.add(
        "parking_and_plates",
        f"parking permit {pick('C', 'WA', 'B')}{digits(6, lead=True)}, lot west campus",
        f"my plate {plate()} (ohio)",
        f"parking ticket citation #{digits(8, lead=True)} — appeal by 11/3",
        f"jess's car {plate()}, the silver civic",
    )

    r.add(
        "event_and_job_links",
        f"handshake job https://app.handshake.example/jobs/{digits(7, lead=True)}",
        f"rsvp https://events.acme.example/e/{uid()}",
        f"internship application id {uid()} (status: under review)",
        f"groupme for the org https://groupme.example/join_group/{digits(8, lead=True)}/{rnd(ALNUM, 8)}",
    )

    r.add(
        "wallet_receive_address",
        f"send me the $ for the shirt to 0x{hexs(40)} (eth, base network)",
        f"my btc address bc1q{rnd(BECH32, 38)}",
        f"receive address 0x{hexs(40)} (public, ok to share)",
        f"solana addr {rnd('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 44)} for the raffle",
    )

    return r


def main() -> None:
    write_corpora("make_heldout371.py", [
        ("heldout371_credentials.yaml", credentials(), "Held-out batch 371: credentials a college sophomore in Columbus keeps (student portal, Canvas, eduroam, Duo, Venmo, Cash App, Spotify, Netflix, Hulu, Discord, Steam, POS, lock codes and more)"),
        ("heldout371_lookalikes.yaml", lookalikes(), "Held-out batch 371: a college sophomore's ids, order and tracking numbers, links, public keys, masked values and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
