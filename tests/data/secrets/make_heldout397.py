# ruff: noqa: E501
"""Writes heldout397_credentials.yaml and heldout397_lookalikes.yaml: held-out batch 397.

Persona: Jess, a 16-year-old Year 11 student in Sydney who texts notes to herself in
Aussie teen slang, lowercase, typos and emojis. She keeps her school portal and Canvas
logins, the family Netflix and Spotify, her phone and laptop passcodes, her locker
combination, the till PIN from her part-time job at a bubble tea shop, the Wi-Fi at her
dad's place, her Instagram backup codes, and the odd token from her Software Engineering
project (a Discord bot, GitHub, OpenAI); and many look-alikes: student and NESA numbers,
Canvas and Google Docs links, order and tracking numbers, masked cards, her BSB and account
number for pay, PayID, phone numbers, Discord ids, commit hashes, public keys, expired
one-time codes, env var references, version numbers, shifts and amounts.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE58,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    bitlocker_key,
    digits,
    discord_webhook,
    github_token,
    google_api_key,
    google_client_id,
    groups,
    hexs,
    imei,
    mac,
    openai_project_key,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    s10,
    seed_phrase,
    ssh_pub,
    stripe_publishable_key,
    totp_seed,
    uid,
    write_corpora,
)

WORDS = [
    "matcha", "koala", "bondi", "frangipani", "bubbletea", "lamington", "pavlova", "wattle",
    "kookaburra", "sunnies", "taro", "boba", "mango", "cronulla", "parra", "cherry", "hoodie",
    "glitter", "strawberry", "peach", "butterfly", "milkshake", "sakura", "oreo", "biscuit",
    "possum", "wombat", "galah", "mochi", "lychee", "jacaranda", "timtam",
]

ROBLOX_WARNING = "_|WARNING:-DO-NOT-SHARE-THIS.--Sharing-this-will-allow-someone-to-log-in-as-you-and-to-steal-your-ROBUX-and-items.|_"


def teen_pw() -> str:
    """A password a teenager picks (a word, digits, a symbol) or one a manager made."""
    w = secrets.choice(WORDS)
    return pick(
        f"{w.capitalize()}{digits(pick(2, 4), lead=True)}{pick('!', '!!', '#', '$', '*', '.')}",
        f"{w}{secrets.choice(WORDS)}{digits(2, lead=True)}",
        f"{w.capitalize()}_{secrets.choice(WORDS)}{digits(3, lead=True)}",
        f"i<3{w}{digits(4, lead=True)}",
        pw(),
        rnd(ALNUM, 12),
    )


def dial_combo() -> str:
    """A school locker's dial padlock: three different numbers from 0 to 39."""
    nums: list[int] = []
    while len(nums) < 3:
        n = secrets.randbelow(40)
        if n not in nums:
            nums.append(n)
    return "-".join(f"{n:02d}" for n in nums)


def wifi_key() -> str:
    """A home router's WPA2 key: the sticker's default or one a dad chose."""
    return pick(
        rnd(UPPER + DIGITS, 10),
        rnd(ALNUM, 12),
        rnd(LOWER + DIGITS, 15),
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(WORDS).capitalize()}{digits(4, lead=True)}",
        passphrase(),
    )


def insta_codes(n: int, sep: str = "\n") -> str:
    """Instagram's 2FA backup codes: eight digits, shown as two groups of four."""
    return sep.join(groups(digits(8), 4) for _ in range(n))


def google_codes(n: int) -> str:
    """Google's backup codes, printed two to a row: eight digits in two groups of four."""
    codes = [groups(digits(8), 4) for _ in range(n)]
    return "\n".join(f"{codes[i]}    {codes[i + 1]}" for i in range(0, n, 2))


def steam_code() -> str:
    """A Steam Guard recovery code: R and five digits."""
    return "R" + digits(5)


def roblox_cookie() -> str:
    return ROBLOX_WARNING + rnd("0123456789ABCDEF", 600)


def discord_bot_token() -> str:
    """A Discord bot token: the bot's id in base64, a timestamp, an HMAC."""
    bot_id = digits(19, lead=True)
    return f"{b64(bot_id.encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def passphrase() -> str:
    return phrase(WORDS, pick(3, 4), pick("-", " ", "."))


def mobile() -> str:
    return f"04{digits(2)} {digits(3)} {digits(3)}"


def snowflake() -> str:
    return digits(pick(18, 19), lead=True)


def apple_serial() -> str:
    return rnd(UPPER + DIGITS, 10)


def auspost() -> str:
    return f"{pick('33', '34', '36')}{rnd(UPPER, 3)}{digits(7)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "school_portal_password",
        f"school portal login\nuser: jessica.tran7\npw: {teen_pw()}",
        f"new student portal pw bc they made us reset it AGAIN 🙄 {teen_pw()}",
        f"portal.acme-high.example → jessica.tran7 / {teen_pw()}",
        f"DoE portal password (changed it in roll call lol) = {teen_pw()}",
        f"reminder for me: school login is jessica.tran7 and the pass is\n{teen_pw()}\ndont forget the capital this time",
        f"| site | user | pass |\n|---|---|---|\n| school portal | jessica.tran7 | {teen_pw()} |",
    )

    r.add(
        "canvas_password",
        f"canvas pw {teen_pw()}",
        f"Canvas (canvas.acme-high.example) login jtran07 pass {teen_pw()}",
        f"ok so canvas kicked me out, new password is {teen_pw()} ngl ill forget it by monday",
        f"canvs passwrd - {teen_pw()} (the one for assignments not the portal)",
        f'saving this for my password manager project lol\n{{"site": "canvas", "user": "jtran07", "password": "{teen_pw()}"}}',
    )

    r.add(
        "netflix_login",
        f"fam netflix: tranfamily@mail.example / {teen_pw()} — DONT change it mum will kill me",
        f"netflix pw dad changed it to {teen_pw()}",
        f"Netflix\ntranfamily@mail.example\n{teen_pw()}",
        f"netflix login for nanna's tv: email is mums, password {teen_pw()}",
        f"netfix pass rn is {teen_pw()} (profile: Jess 🍿)",
        f"if netflix asks again on the lounge room tv its {teen_pw()} not the old one",
    )

    r.add(
        "spotify_login",
        f"spotify family acc (mum pays) tranfamily@mail.example pw {teen_pw()}",
        f"spotify pass: {teen_pw()}",
        f"Spotify login -> jesstran.music / {teen_pw()}",
        f"spotify pw for when i log in on the school chromebook {teen_pw()}",
        f"- spotify\n  - user: jesstran.music\n  - pass: {teen_pw()}",
    )

    r.add(
        "phone_passcode",
        f"new phone passcode {pin(6)}",
        f"iphone code changed to {pin(6)} bc tayla saw my old one 😤",
        f"phone pin\n{pin(6)}",
        f"passcode for my phone if i forget after the update: {pin(6)}",
        f"my phone unlock = {pin(6)} (the old one was my bday, too obvious)",
        f"mum wants my phone code for 'safety' ugh fine its {pin(6)}",
    )

    r.add(
        "laptop_password",
        f"school laptop login pw {teen_pw()}",
        f"laptop password: {teen_pw()}",
        f"macbook pw (the hand-me-down from dad) is {teen_pw()}",
        f"windows login on the laptop\nuser Jess\npass {teen_pw()}",
        f"laptop pass changed after IT reset it -> {teen_pw()} lowkey hate it",
    )

    r.add(
        "locker_combination",
        f"locker combo {dial_combo()}",
        f"locker 214 combo is {dial_combo()} (right left right)",
        f"Locker combination\n{dial_combo()}",
        f"new lock for my locker, code {pin(4)}",
        f"locker lock is the 3 wheel one: {pin(3)}",
        f"C block locker → {dial_combo()} dont tell mia",
    )

    r.add(
        "till_pin",
        f"till pin at work {pin(4)}",
        f"work POS login: staff 27, pin {pin(4)}",
        f"boba shop register code = {pin(4)}",
        f"till PIN changed (manager said) → {pin(5)}",
        f"register login\nclerk #14\n{pin(4)}",
        f"dont forget ur till pin for saturday shift!! {pin(4)}",
    )

    r.add(
        "wifi_key",
        f"dad's wifi\nTelstra{hexs(4).upper()}\npw {wifi_key()}",
        f"wifi at dads place: {wifi_key()}",
        f"dad changed the wifi pw again 🙄 now it's {wifi_key()}",
        f"WIFI: Tran_Home_5G / {wifi_key()}",
        f"wifi pass for dad's (the upstairs extender one) is {wifi_key()}",
        f"made a qr for dads wifi so nobody has to type it lol\nWIFI:T:WPA;S:TranDad;P:{wifi_key()};;",
    )

    r.add(
        "instagram_backup_codes",
        f"insta backup codes:\n{insta_codes(5)}",
        f"Instagram recovery codes (for if i lose my phone)\n{insta_codes(5)}",
        f"ig backup codes - {insta_codes(4, ', ')}",
        f"backup codes for @jess.tran.x\n{insta_codes(5)}",
        f"ig 2fa backup codes dont screenshot these again\n{insta_codes(5, '  ')}",
    )

    r.add(
        "snapchat_password",
        f"snap pw {teen_pw()}",
        f"snapchat login jesst_xo / {teen_pw()}",
        f"changed my snap password after that weird login from melb: {teen_pw()}",
        f"Snapchat\n{teen_pw()}\n(the streaks acc not the private one)",
    )

    r.add(
        "tiktok_password",
        f"tiktok pw: {teen_pw()}",
        f"tik tok login for the dance acc - jesstran.dance pass {teen_pw()}",
        f"tiktok password reset, now its {teen_pw()} (keep forgetting smh)",
        f"tt = {teen_pw()}",
    )

    r.add(
        "apple_id_password",
        f"apple id password {teen_pw()}",
        f"Apple ID: jess.tran@mail.example\npassword: {teen_pw()}",
        f"icloud pw (needed it to set up the new ipad) → {teen_pw()}",
        f"apple acc pass is {teen_pw()} dont let mum reset it again",
        f"appleid pwd {teen_pw()} — the app store keeps asking",
    )

    r.add(
        "debit_card_pin",
        f"bank card pin {pin(4)}",
        f"new debit card came, pin is {pin(4)}",
        f"card PIN (the youth saver one) = {pin(4)} dont write it on the card like last time lol",
        f"ATM pin\n{pin(4)}",
    )

    r.add(
        "netbank_password",
        f"netbank client no. {digits(8, lead=True)} pw {teen_pw()}",
        f"banking app login password: {teen_pw()}",
        f"bank login (mum set it up) {digits(8, lead=True)} / {teen_pw()}",
        f"online banking pw changed → {teen_pw()}",
    )

    r.add(
        "house_alarm_code",
        f"alarm code at mums {pin(4)}",
        f"house alarm: {pin(4)} then press OFF",
        f"dads alarm code {pin(4)}# — u have 30 sec after the door opens!!",
        f"security system code (if i get home before mum) {pin(4)}",
        f"Alarm\n{pin(6)}\n(new one, dad changed it after the break in down the street)",
    )

    r.add(
        "building_door_code",
        f"dads apartment front door code {pin(4)}#",
        f"gate code at dad's building: *{pin(4)}",
        f"keypad for the unit block lobby = {pin(6)}",
        f"garage door code for dads {pin(4)} (hold the button)",
    )

    r.add(
        "bike_lock_combo",
        f"bike lock combo {pin(4)}",
        f"bike lock code is {pin(4)} (the pink one)",
        f"lock for my bike at the station → {pin(5)}",
        f"bike lock\n{pin(4)}",
    )

    r.add(
        "screen_time_passcode",
        f"screen time passcode mum set: {pin(4)} hehe i saw her type it 🤫",
        f"ipad screen time code {pin(4)}",
        f"screentime pin for my little brothers ipad (mum asked me to set it) {pin(4)}",
        f"the restrictions passcode on the family ipad is {pin(4)}",
    )

    r.add(
        "sim_puk",
        f"locked my sim lol, PUK code {digits(8)}",
        f"sim PUK: {digits(8)} (from the telco chat)",
        f"PUK for my number {digits(8)} if it locks again",
        f"puk\n{digits(8)}",
    )

    r.add(
        "steam_guard_recovery",
        f"steam guard recovery code {steam_code()}",
        f"Steam recovery code: {steam_code()} (write it down they said)",
        f"steam auth backup → {steam_code()}",
        f"if i lose my phone steam code is {steam_code()}",
    )

    r.add(
        "roblox_cookie",
        f"my brother's roblosecurity cookie bc he keeps getting logged out on the laptop:\n{roblox_cookie()}",
        f".ROBLOSECURITY={roblox_cookie()}",
        f"roblox cookie (DONT SEND TO ANYONE even the 'free robux' guy) {roblox_cookie()}",
        f"saved the roblox cookie for the alt acc\n{roblox_cookie()}",
    )

    r.add(
        "discord_bot_token",
        f"bot token for my sw eng discord bot {discord_bot_token()}",
        f"DISCORD_TOKEN={discord_bot_token()}",
        f"client.run('{discord_bot_token()}')  # move this to .env before submitting!!",
        f"discord bot tkn (regenerated after i accidentally pushed it 💀)\n{discord_bot_token()}",
        f'config.json for the bot:\n{{\n  "token": "{discord_bot_token()}",\n  "prefix": "!"\n}}',
    )

    r.add(
        "discord_webhook_url",
        f"webhook for our group chat server's #homework channel {discord_webhook()}",
        f"WEBHOOK_URL = \"{discord_webhook()}\"",
        f"discord webhook (the one that posts the bus times)\n{discord_webhook()}",
        f"webhook url → {discord_webhook()} dont leak or ppl spam it",
    )

    r.add(
        "authenticator_setup_key",
        f"2fa setup key for discord {groups(totp_seed(), 4)}",
        f"authenticator secret for insta (if i get a new phone): {totp_seed()}",
        f"manual entry key for google authenticator\n{groups(totp_seed(), 4)}",
        f"otpauth://totp/Snapchat:jesst_xo?secret={totp_seed()}&issuer=Snapchat",
        f"2FA key (epic games) {totp_seed(16)}",
    )

    r.add(
        "wallet_seed_phrase",
        f"the phantom wallet josh made me write down: {seed_phrase()}",
        f"seed phrase DO NOT LOSE\n{seed_phrase()}",
        f"recovery phrase for my crypto (lol the $20 of it) {seed_phrase()}",
        f"wallet words:\n{seed_phrase(12)}",
    )

    r.add(
        "bitlocker_recovery",
        f"school laptop bitlocker recovery key {bitlocker_key()}",
        f"Bitlocker key (IT gave me this when the laptop locked up) \n{bitlocker_key()}",
        f"recovery key for the laptop → {bitlocker_key()}",
        f"if the blue screen asks for the key again: {bitlocker_key()}",
    )

    r.add(
        "github_pat",
        f"github token for pushing from the school computers {github_token()}",
        f"git push kept asking for a password, used this token: {github_token()}",
        f"GH PAT (expires in 90 days) {github_token()}",
        f"git remote set-url origin https://jesstran:{github_token()}@github.com/jesstran/swe-major.git",
    )

    r.add(
        "google_backup_codes",
        f"google backup codes (school gmail)\n{google_codes(10)}",
        f"Backup codes for jess.tran@mail.example\n{google_codes(8)}",
        f"gmail backup codes - keep these somewhere safe lol:\n{google_codes(10)}",
        f"google 2-step backup codes\n{google_codes(6)}",
        f"gmail codes if i lose my phone: {', '.join(groups(digits(8), 4) for _ in range(5))}",
    )

    r.add(
        "roster_app_password",
        f"roster app login (work) jess.tran@mail.example / {teen_pw()}",
        f"deputy pw {teen_pw()}",
        f"work app password to see shifts: {teen_pw()}",
        f"roster login\n{teen_pw()}\nmanager said dont share w the other casuals",
        f"shifts app pass is {teen_pw()} (changed bc of the email)",
    )

    r.add(
        "education_perfect_password",
        f"education perfect login jtran07 / {teen_pw()}",
        f"EP password {teen_pw()} (for french homework)",
        f"ed perfect pw: {teen_pw()}",
        f"mathletics / EP pass (same one oops) {teen_pw()}",
    )

    r.add(
        "openai_key",
        f"openai key for my major project (teacher said use our own) {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"api key for the chatbot thing: {openai_project_key()}",
        f"```python\nclient = OpenAI(api_key=\"{openai_project_key()}\")\n```\nmove it to env before submitting",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "student_id_number",
        f"my student number {digits(9, lead=True)}",
        f"student ID: {digits(9, lead=True)} (need it for the library)",
        f"stu no. {digits(9, lead=True)} for the excursion form",
        f"student id\n{digits(9, lead=True)}",
        f"Enrolment number for the TAFE course: {digits(7, lead=True)}",
    )

    r.add(
        "canvas_course_link",
        f"bio assignment https://canvas.acme-high.example/courses/{digits(5, lead=True)}/assignments/{digits(6, lead=True)}",
        f"english modules page canvas.acme-high.example/courses/{digits(5, lead=True)}/modules",
        f"maths quiz link https://canvas.acme-high.example/courses/{digits(5, lead=True)}/quizzes/{digits(6, lead=True)}?module_item_id={digits(7, lead=True)}",
        f"canvas file for chem prac: /courses/{digits(5, lead=True)}/files/{digits(8, lead=True)}/download",
        f"sw eng rubric → https://canvas.acme-high.example/courses/{digits(5, lead=True)}/pages/major-project-rubric",
    )

    r.add(
        "masked_card_digits",
        f"netflix charged $25.99 to mums card ending {digits(4)}",
        f"spotify family bill → visa •••• {digits(4)}",
        f"my debit card is the one ending in {digits(4)} (not the old one)",
        f"Card: **** **** **** {digits(4)} exp {secrets.randbelow(12) + 1:02d}/{pick(27, 28, 29)}",
        f"apple pay has the card xxxx{digits(4)} on it",
    )

    r.add(
        "spotify_playlist_link",
        f"study playlist https://open.spotify.com/playlist/{rnd(ALNUM, 22)}",
        f"the blend w tayla open.spotify.com/playlist/{rnd(ALNUM, 22)}?si={hexs(16)}",
        f"song for the dance routine https://open.spotify.com/track/{rnd(ALNUM, 22)}",
        f"spotify:album:{rnd(ALNUM, 22)} ← the new album omg",
        f"gym playlist link:\nhttps://open.spotify.com/playlist/{rnd(ALNUM, 22)}",
    )

    r.add(
        "device_serial_imei",
        f"phone IMEI for the insurance claim {imei()}",
        f"macbook serial {apple_serial()}",
        f"iphone serial no. {apple_serial()} (for applecare)",
        f"IMEI: {imei()}\nIMEI2: {imei()}",
        f"school laptop asset tag {pick('DOE', 'SCH')}-{digits(6)} serial {rnd(UPPER + DIGITS, 8)}",
    )

    r.add(
        "locker_assignment",
        f"my locker is {digits(3, lead=True)}, C block top row",
        f"locker no. {digits(3, lead=True)} (moved from {digits(3, lead=True)})",
        f"gym locker today was #{digits(2, lead=True)}",
        f"Year 11 lockers: mine is B-{digits(3, lead=True)}, tayla {digits(3, lead=True)}",
        f"locker key tag number {digits(4, lead=True)} — hand it back in term 4",
    )

    r.add(
        "staff_payslip_refs",
        f"my staff number at work {digits(6, lead=True)}",
        f"payslip ref {digits(8, lead=True)} period ending {secrets.randbelow(28) + 1:02d}/0{secrets.randbelow(9) + 1}",
        f"employee id: {rnd(UPPER, 2)}{digits(5)}",
        f"super member no. {digits(9, lead=True)} (from the onboarding email)",
        f"staff discount card no {digits(10, lead=True)}",
    )

    r.add(
        "wifi_network_name",
        f"dads wifi network is Telstra{hexs(4).upper()} — pw is on the sticker under the modem",
        f"router at mums: TP-Link_{hexs(4).upper()} / TP-Link_{hexs(4).upper()}_5G",
        f"the extender shows up as Tran_EXT, MAC {mac(upper=True)}",
        "school wifi is DoE-Student, just log in w the portal account",
        f"modem model NF18ACV, serial {rnd(UPPER + DIGITS, 12)}",
        f"wifi name at nannas: Optus_{hexs(6).upper()} (no pw needed she has guest on)",
    )

    r.add(
        "used_verification_codes",
        f"snap sent me {digits(6)} but it expired before i typed it 🙃",
        f"insta login code {digits(6)} — already used, it was me on the school laptop",
        f"verification code {digits(6)} (used, ignore)",
        f"the auspost sms code was {digits(4)} but the parcel's collected now",
        f"code from the bank {digits(6)} expired after 5 mins so had to redo it",
    )

    r.add(
        "online_order_number",
        f"shein order {pick('GSU', 'GSH')}{rnd(UPPER + DIGITS, 11)}",
        f"asos order no. {digits(9, lead=True)}",
        f"Order #{digits(6, lead=True)} from the kmart app — click n collect",
        f"uber eats order {rnd(UPPER + DIGITS, 5)} (maccas lol)",
        f"iconic order: {digits(8, lead=True)} - returning the jeans",
    )

    r.add(
        "parcel_tracking",
        f"auspost tracking {auspost()}",
        f"tracking no. {s10('LX', 'CN')} (shein, forever away)",
        f"parcel {auspost()} waiting at the post office",
        f"sendle {rnd(UPPER + DIGITS, 8)} for the depop sale",
        f"track: {s10('RR', 'US')} — merch from the tour!!",
    )

    r.add(
        "bsb_account_for_pay",
        f"BSB {digits(3)}-{digits(3)} acc {digits(8, lead=True)} (for work pay)",
        f"my bank details for the payroll form:\nBSB: {digits(3)}-{digits(3)}\nAccount: {digits(9, lead=True)}\nName: Jessica Tran",
        f"send the babysitting money to {digits(6)} {digits(8, lead=True)} pls",
        f"acct no {digits(8, lead=True)}, bsb {digits(6)} — gave it to nanna for bday money",
    )

    r.add(
        "payid_handle",
        f"my payid is my phone {mobile()}",
        "PayID: jess.tran@mail.example (for the formal ticket money)",
        f"tayla's payid {mobile()} — owe her $12 for boba",
        f"payid for the netball fees is the club email, ref {rnd(UPPER, 2)}{digits(5)}",
    )

    r.add(
        "contact_phone_numbers",
        f"mum mobile {mobile()}",
        f"dad: {mobile()}",
        f"work (the shop) 02 {digits(4)} {digits(4)}",
        f"nanna landline (02) {digits(4)} {digits(4)}",
        f"new number for tayla {mobile()} she got a new sim",
    )

    r.add(
        "event_ticket_booking",
        f"ticketek booking {rnd(UPPER + DIGITS, 9)} — row H seats {secrets.randbelow(20) + 1}-{secrets.randbelow(20) + 21}",
        f"formal ticket no. {digits(5, lead=True)}",
        f"movie booking ref {rnd(UPPER, 3)}{digits(4)} hoyts sat 7pm",
        f"concert order #{digits(9, lead=True)} (mobile tickets come 48h before)",
    )

    r.add(
        "git_commit_ref",
        f"last working version of the bot is commit {hexs(40)}",
        f"reverted to {hexs(7)} bc i broke everything",
        f"git checkout {hexs(7)} -- main.py",
        f"teacher wants the commit hash for the submission: {hexs(40)}",
    )

    r.add(
        "ssh_public_key_github",
        f"added this to github (public key, ok to share): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jess@school-laptop",
        f"id_ed25519.pub\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jesstran",
        f"github showed the key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"pub key for the raspberry pi\nssh-rsa {ssh_pub('ssh-rsa', 270)} jess@pi",
    )

    r.add(
        "shared_doc_link",
        f"group assignment doc https://docs.google.com/document/d/1{rnd(URLSAFE, 43)}/edit",
        f"slides for history pres docs.google.com/presentation/d/1{rnd(URLSAFE, 43)}/edit?usp=sharing",
        f"formal committee sheet https://docs.google.com/spreadsheets/d/1{rnd(URLSAFE, 43)}/edit#gid={digits(9, lead=True)}",
        f"canva design for the poster https://www.canva.com/design/DAF{rnd(URLSAFE, 8)}/{rnd(URLSAFE, 22)}/edit",
        f"teams meeting id {digits(3)} {digits(3)} {digits(3)} {digits(3)} for the tutor session",
    )

    r.add(
        "discord_ids",
        f"our server id {snowflake()}",
        f"my discord user id {snowflake()} (for the bot whitelist)",
        f"msg link https://discord.com/channels/{snowflake()}/{snowflake()}/{snowflake()}",
        f"GUILD_ID = {snowflake()}\nCHANNEL_ID = {snowflake()}",
        f"role id for 'year 11' is {snowflake()}",
    )

    r.add(
        "env_var_reference",
        "token = os.getenv(\"DISCORD_TOKEN\")  # reads it from .env, not in the code anymore",
        "in the github action: OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}",
        "the .env file has DISCORD_TOKEN= and OPENAI_API_KEY= (empty in the template, fill in urself)",
        "process.env.WEBHOOK_URL is set in replit secrets, not in the repo",
    )

    r.add(
        "app_version_numbers",
        f"iphone on iOS 18.{secrets.randbelow(6)}.{secrets.randbelow(3)} now, update fixed the battery",
        f"python {pick('3.11', '3.12')}.{secrets.randbelow(10)} + discord.py 2.{secrets.randbelow(5)}.{secrets.randbelow(3)} for the bot",
        f"minecraft 1.21.{secrets.randbelow(5)} server, build {digits(4, lead=True)}",
        f"macOS build {secrets.randbelow(4) + 22}{rnd(UPPER, 1)}{digits(3, lead=True)}{pick('', 'a', 'b')}",
    )

    r.add(
        "shift_hours_pay",
        f"shifts this wk: thu 4-8, sat 10-4, sun 11-3 = {secrets.randbelow(8) + 12}hrs",
        f"pay came in ${secrets.randbelow(300) + 150}.{digits(2)} on {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}",
        f"hourly rate (junior, 16) ${secrets.randbelow(3) + 15}.{digits(2)}",
        f"saving for the formal dress: ${secrets.randbelow(200) + 100} / $350 so far",
    )

    r.add(
        "class_room_codes",
        f"timetable: P1 11ENG{secrets.randbelow(4) + 1} rm B{digits(3, lead=True)}, P2 11MAT{pick('A', 'E', 'X')} rm C{digits(3, lead=True)}",
        f"legal studies AT2 turnitin submission id {digits(10, lead=True)}, due wk 7",
        f"kahoot game pin {digits(7, lead=True)} (the quiz is over now)",
        f"roll class 11{rnd(UPPER, 1)}{secrets.randbelow(5) + 1}, room A{digits(2, lead=True)}",
    )

    r.add(
        "nesa_exam_number",
        f"NESA student number {digits(8, lead=True)}",
        f"nesa no. {digits(8, lead=True)} — need it for the HSC hub",
        f"exam candidate number {digits(8, lead=True)} (put it on every page!!)",
        f"my USI for the VET course {rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "password_where_note",
        "netflix pw is the one mum has on the fridge, ask her",
        "wifi password is on the sticker under dads modem, not saving it here",
        "school portal pw → in my keychain now, stop writing it in notes jess",
        "spotify: same password as netflix but with the ! at the end (ask dad if it changed)",
        "till pin is on the staff noticeboard in the back room, manager changes it every month",
    )

    r.add(
        "game_friend_code",
        f"switch friend code SW-{digits(4)}-{digits(4)}-{digits(4)}",
        f"my roblox user id {digits(10, lead=True)} add me",
        f"animal crossing dream address DA-{digits(4)}-{digits(4)}-{digits(4)}",
        f"pokemon go trainer code {digits(4)} {digits(4)} {digits(4)}",
    )

    r.add(
        "public_wallet_address",
        f"josh's address to send the $20 to: 0x{hexs(40)}",
        f"my phantom receive address {rnd(BASE58, 44)} (public, fine to share)",
        f"eth addy 0x{hexs(40)} for the nft thing (scam probably lol)",
        f"solana address:\n{rnd(BASE58, 44)}",
    )

    r.add(
        "hex_colour_palette",
        f"aesthetic palette: #{hexs(6)} #{hexs(6)} #{hexs(6)} #{hexs(6)}",
        f"bot embed colour 0x{hexs(6).upper()}",
        f"insta highlight covers colours {', '.join('#' + hexs(6) for _ in range(5))}",
        f"css for my portfolio: background: #{hexs(6)}; color: #{hexs(6)};",
    )

    r.add(
        "referral_promo_code",
        f"use my code JESS{rnd(UPPER + DIGITS, 4)} for $10 off ur first order!!",
        f"uber eats promo code {rnd(UPPER + DIGITS, 8)} (expired already 😭)",
        f"shein code {rnd(UPPER, 4)}{digits(2)} - 15% off, posted on their insta",
        f"referral link https://acme-bank.example/refer/{rnd(LOWER + DIGITS, 8)}",
        f"discount code from the school fundraiser FORMAL{digits(2)}",
    )

    r.add(
        "laptop_mac_address",
        f"school laptop wifi MAC {mac(upper=True)} (IT asked for it)",
        f"MAC address: {mac('-', upper=True)}",
        f"switch mac for dads router parental settings {mac()}",
        f"ethernet adapter mac {mac()} / wifi {mac()}",
    )

    r.add(
        "appointment_booking_ref",
        f"dentist booking ref {rnd(UPPER, 2)}{digits(6)} thu 3:45",
        f"hair appt confirmation #{digits(6, lead=True)}",
        f"learners test booking no. {digits(9, lead=True)} at the service centre",
        f"physio booking {rnd(UPPER + DIGITS, 8)} for my ankle",
    )

    r.add(
        "client_side_api_key",
        f"firebase config for the web app (public, it's in the js anyway):\napiKey: \"{google_api_key()}\",\nauthDomain: \"swe-major.firebaseapp.com\"",
        f"stripe test publishable key for the shop project: pk_test_51{rnd(ALNUM, 97)}",
        f"recaptcha site key (goes in the html) {recaptcha_site_key()}",
        f"google sign-in client id {google_client_id()}",
        f"publishable key in the checkout page {stripe_publishable_key()} — secret one is in .env",
    )

    r.add(
        "uuid_in_links",
        f"order status page https://shop.acme.example/orders/{uid()}",
        f"the kahoot report link https://create.kahoot.example/details/{uid()}",
        f"formal rsvp form acme-high.example/forms/{uid()}",
        f"minecraft uuid for my skin {uid()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout397.py", [
        ("heldout397_credentials.yaml", credentials(), "Held-out batch 397: credentials a 16-year-old student in Sydney keeps (school portal, Canvas, Netflix, Spotify, phone and laptop passcodes, locker combo, till PIN, Wi-Fi, Instagram backup codes and more)"),
        ("heldout397_lookalikes.yaml", lookalikes(), "Held-out batch 397: a Sydney teenager's ids, links, order and tracking numbers, masked cards, bank details for pay, expired codes and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
