# ruff: noqa: E501
"""Writes heldout393_credentials.yaml and heldout393_lookalikes.yaml: held-out batch 393.

Persona: the head coach of a college soccer program in Ohio who keeps the team's logistics
in his phone's notes, written fast, sometimes in all caps, full of soccer and locker-room
slang. He keeps the athletics department's Hudl and Teamworks logins, the equipment room,
locker room and fieldhouse alarm codes, the team van's key lockbox and fuel card PIN, the
booster club's Venmo, bank login, debit card, Stripe, Square, Mailchimp and Twilio keys,
the video analysis laptop's login and BitLocker key, the recruiting portal, the Veo camera
and Catapult GPS logins, the staff Slack and players' Discord webhooks, the grad
assistant's stats database and film server key; and many look-alikes: Hudl and Veo video
links, recruit and NCAA ids, tracking, order, invoice and booking numbers, the van's VIN,
the booster club's routing number and EIN, masked cards, serials, MAC addresses, used
verification codes, env var and password-manager references, public keys, commit ids,
checksums, phone numbers, versions, scores and jersey colours.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    apple_recovery_key,
    bitlocker_key,
    card_expiry,
    digits,
    discord_webhook,
    ean13,
    epoch,
    ga4_id,
    google_client_id,
    groups,
    hexs,
    iban,
    jwt,
    mac,
    mailchimp_key,
    openssh_private,
    phrase,
    pick,
    pin,
    pw,
    rnd,
    seed_phrase,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    stripe_publishable_key,
    stripe_secret_key,
    totp_seed,
    twilio_sid,
    uid,
    visa,
    write_corpora,
)

WORDS = [
    "Keeper", "Striker", "Nutmeg", "Volley", "Header", "Corner", "Cleats", "Scarlet",
    "Buckeye", "Redhawk", "Pitch", "Wingback", "Sweeper", "Brace", "Hattrick", "Gaffer",
    "Tifo", "Rondo", "Panenka", "Cardinal", "Maumee", "Cuyahoga", "Bobcat", "Derby",
]
SYMBOLS = "!#$%&*?@"
OHIO_AREA = ("614", "216", "513", "330", "419", "937", "740", "440")
VIN_VALUES = {**{str(d): d for d in range(10)}, **dict(zip("ABCDEFGH", range(1, 9), strict=True)),
              **dict(zip("JKLMN", range(1, 6), strict=True)), "P": 7, "R": 9,
              **dict(zip("STUVWXYZ", range(2, 10), strict=True))}
VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def coach_pw() -> str:
    """A password a coach picks (team words, digits, a symbol) or a manager generated."""
    return pick(
        f"{pick(*WORDS)}{pick(*WORDS)}{digits(2)}{pick(*SYMBOLS)}",
        f"{pick(*WORDS).upper()}{digits(4)}{pick('!', '!!', '#', '$')}",
        pw(),
        rnd(ALNUM + SYMBOLS, pick(12, 14, 16)),
    )


def wifi_key() -> str:
    """A WPA2 passphrase: 8 to 63 characters."""
    return pick(
        f"{pick(*WORDS)}{pick(*WORDS)}{digits(3)}",
        rnd(ALNUM, pick(16, 20)),
        phrase([w.lower() for w in WORDS], 4, "-"),
    )


def safe_combo() -> str:
    """A dial safe's combination: three distinct numbers on a 0-99 dial."""
    a, b, c = (secrets.randbelow(100) for _ in range(3))
    while len({a, b, c}) < 3:
        c = secrets.randbelow(100)
    return f"{a:02d}-{b:02d}-{c:02d}"


def square_token() -> str:
    """A Square production access token."""
    return "EAAA" + rnd(URLSAFE, 60)


def twilio_token() -> str:
    """A Twilio auth token: 32 hex."""
    return hexs(32)


def google_backup_codes(n: int = 10) -> str:
    """Google's 2-step backup codes: eight digits, shown as two groups of four."""
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def catapult_token() -> str:
    """An OpenField (Catapult) API token: an RS256 JWT."""
    claims = {"sub": uid(), "iss": "openfield.acme.example", "iat": epoch(), "scope": "athletes:read activities:read"}
    return jwt(claims, alg="RS256", signature=rnd(URLSAFE, 342))


def db_pw() -> str:
    return rnd(ALNUM, pick(18, 22, 26))


def cvv() -> str:
    return digits(3)


def ups() -> str:
    """A UPS tracking number: 1Z, shipper number, service code, package digits."""
    return f"1Z{rnd(UPPER + DIGITS, 6)}{pick('01', '02', '03', '12')}{digits(8)}"


def fedex() -> str:
    return digits(12, lead=True)


def vin() -> str:
    """A VIN (a Ford Transit's WMI) with a valid check digit."""
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS
    body = "1FBAX2C" + "".join(secrets.choice(alphabet) for _ in range(2))
    body = body[:8] + "0" + pick("N", "P", "R") + pick("K", "A", "B") + digits(6)
    total = sum(VIN_VALUES[c] * w for c, w in zip(body, VIN_WEIGHTS, strict=True))
    check = total % 11
    return body[:8] + ("X" if check == 10 else str(check)) + body[9:]


def routing_number() -> str:
    """An ABA routing number in the Cleveland Fed's district (04xx) with a valid check digit."""
    body = "04" + pick("1", "2", "4") + digits(5)
    d = [int(c) for c in body]
    total = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    return body + str((10 - total % 10) % 10)


def pnr() -> str:
    return "".join(secrets.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6))


def service_tag() -> str:
    return rnd(UPPER + DIGITS, 7)


def venmo_txn() -> str:
    return digits(19, lead=True)


def ein() -> str:
    return f"{pick('31', '34', '20', '27')}-{digits(7)}"


def phone() -> str:
    return f"({pick(*OHIO_AREA)}) 555-01{digits(2)}"


def hudl_id() -> str:
    return hexs(24)


def colour() -> str:
    return "#" + secrets.token_hex(3).upper()


def last4() -> str:
    return digits(4)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "hudl_login",
        f"HUDL login (dept acct)\nuser: coach.kowalski@athletics.acme.example\npw: {coach_pw()}",
        f"hudl pw changed again after the IT reset, new one is {coach_pw()} dont forget to tell Marcus",
        f"Hudl - kowalski.d / {coach_pw()}  (film breakdown, highlight reels for recruits)",
        f"new hudl password\n{coach_pw()}\nGA's have their own logins now, this is MINE",
        f"- hudl.example: d.kowalski pass {coach_pw()} <- reset 8/14 before preseason",
    )

    r.add(
        "teamworks_password",
        f"Teamworks app login for the staff side: kowalski@athletics.acme.example pwd {coach_pw()}",
        f"TEAMWORKS PW = {coach_pw()}",
        f"teamworks (travel itin + meal money) pasword is {coach_pw()} — compliance says change every 90 days ugh",
        f"Logins to give the new volunteer asst?? NO. teamworks is mine only: {coach_pw()}",
        f"| app | user | pw |\n|---|---|---|\n| Teamworks | dkowalski | {coach_pw()} |",
    )

    r.add(
        "equipment_room_code",
        f"equipment room keypad {pin(4)}#",
        f"EQ ROOM CODE {pin(5)} (ball carts, pinnies, corner flags)",
        f"equip rm door: {pin(4)} then hit the lock button, it sticks",
        f"Equipment cage code changed over break -> {pin(6)}. Tell Jess before Sat training",
        f"gear room\n{pin(4)}*\nreturn the PK bibs there after scrimmage",
    )

    r.add(
        "locker_room_code",
        f"locker rm keypad = {pin(4)}",
        f"LOCKER ROOM {pin(5)} — only captains get this, not the whole roster",
        f"mens locker room door code for the season is {pin(4)}, visitors room is keyed (ask facilities)",
        f"lockr room code {pin(4)} (new as of the Dayton game)",
        f"team room / locker room combo: {pin(6)}#",
    )

    r.add(
        "van_lockbox_code",
        f"VAN KEYS lockbox by the loading dock: {pin(4)}",
        f"15-passenger van — key lockbox code {pin(4)}, return keys + fuel card in the pouch",
        f"lockbox for the team van keys\n{pin(4)}\n(the one on the left, right one is track's)",
        f"van lock box {pin(5)} pull the lever down after",
        f"Away trip checklist: cones, ball bags, med kit, van keys (lockbox {pin(4)}), cooler",
    )

    r.add(
        "fuel_card_pin",
        f"fleet fuel card PIN {pin(4)} — it asks for odometer after",
        f"Gas card for the van: driver pin {pin(4)}",
        f"WEX card pin = {pin(4)} keep receipts for Linda in business office!!",
        f"FUEL CARD PIN {pin(4)}",
    )

    r.add(
        "booster_venmo_login",
        f"Booster club Venmo (@acme-soccer-boosters) login: boosters@acme-soccer.example / {coach_pw()}",
        f"venmo boosters pw {coach_pw()} — Treasurer Karen has 2FA on her phone",
        f"Venmo for the boosters\n{coach_pw()}\nonly for jersey sponsorship $$",
        f"BOOSTER VENMO: pass {coach_pw()}",
        f"venmo business profile password is {coach_pw()} (changed after the fundraiser mess)",
    )

    r.add(
        "booster_bank_login",
        f"Booster club online banking — user ACMESOCCERBOOST, password {coach_pw()}",
        f"Fifth Third online banking for boosters: pw {coach_pw()} (user id is the club name no spaces)",
        f"bank login boosters\nid: soccerboosters01\npw: {coach_pw()}",
        f"Boosters checking online: {coach_pw()} — only check balance, Karen does transfers",
        f"BANK (boosters) password {coach_pw()} new as of March",
    )

    r.add(
        "booster_debit_card",
        f"booster debit card {visa()} exp {card_expiry()} cvv {cvv()} — for tournament entry fees only",
        f"Boosters Visa debit:\n{visa()}\n{card_expiry()}  security code {cvv()}",
        f"team card for the Columbus tourney hotel deposit: {visa()}, {card_expiry()}, {cvv()}",
        f"DEBIT (boosters) {visa()} EXP {card_expiry()} CVC {cvv()}",
        f"card for ref fees if the AD card gets declined again\n{visa()} {card_expiry()} cvv{cvv()}",
    )

    r.add(
        "video_laptop_login",
        f"video laptop (the Dell in the film room) windows login: soccer-video / {coach_pw()}",
        f"film laptop pw {coach_pw()}",
        f"Sportscode MacBook — admin pw {coach_pw()} for installing updates",
        f"VIDEO LAPTOP\nuser: analyst\npass: {coach_pw()}\nGA's use it for opponent breakdowns",
        f"analysis laptop login changed -> {coach_pw()} (IT made us, 14 chars min)",
    )

    r.add(
        "video_laptop_bitlocker",
        f"BitLocker recovery key for the video laptop: {bitlocker_key()}",
        f"film room dell asked for bitlocker key after the BIOS update, here it is\n{bitlocker_key()}",
        f"RECOVERY KEY (bitlocker, video laptop) {bitlocker_key()}",
        f"bitlocker - analysis laptop\nKey ID from IT ticket, key:\n{bitlocker_key()}",
    )

    r.add(
        "recruiting_portal_password",
        f"recruiting portal (FieldLevel) login: coachkowalski / {coach_pw()}",
        f"RECRUITING PORTAL PW {coach_pw()} — dont share w/ volunteer coaches, compliance!!",
        f"ID camp registration portal admin pass is {coach_pw()}",
        f"NCSA coach login\nkowalski@athletics.acme.example\n{coach_pw()}",
        f"recruit portal password reset, new: {coach_pw()}",
    )

    r.add(
        "fieldhouse_wifi_key",
        f"fieldhouse wifi (ACME-Athletics-Staff) password {wifi_key()}",
        f"WIFI at the stadium press box: {wifi_key()}",
        f"wifi for the film room\nSSID ACME-Video\nkey {wifi_key()}",
        f"staff wi-fi pw {wifi_key()} (guest net is open but too slow for the Veo upload)",
        f"the indoor facility wifi key is {wifi_key()}",
    )

    r.add(
        "hudl_2fa_seed",
        f"Hudl 2FA setup key (so I can add it on the new phone too): {groups(totp_seed().lower(), 4)}",
        f"teamworks authenticator secret {totp_seed()}",
        f"2FA secret for the dept Microsoft acct — put in the GA's authenticator app as backup\n{totp_seed()}",
        f"otpauth://totp/Hudl:kowalski?secret={totp_seed()}&issuer=Hudl",
        f"2fa KEY for recruiting portal (authy died) -- {groups(totp_seed(), 4)}",
    )

    r.add(
        "team_gmail_app_password",
        f"app password for the team gmail (schedule emails from the laptop): {app_password()}",
        f"GMAIL APP PW {app_password()} — used by the Outlook on the film laptop",
        f"acmesoccer gmail app password\n{app_password()}",
        f"smtp for the newsletter script: user acmesoccer.recruiting, app pw {app_password()}",
        f"SMTP_USER=acmesoccer.recruiting@gmail.test\nSMTP_PASS=\"{app_password()}\"",
    )

    r.add(
        "team_gmail_backup_codes",
        f"Team gmail backup codes (print + put in the office drawer):\n{google_backup_codes(10)}",
        f"google backup codes for the recruiting acct\n{google_backup_codes(6)}",
        f"BACKUP CODES — coach gmail\n{google_backup_codes(8)}\ncross off when used",
        f"backup codes if my phone dies on the road trip: {', '.join(f'{digits(4)} {digits(4)}' for _ in range(5))}",
    )

    r.add(
        "staff_slack_webhook",
        f"Slack webhook for the #staff-alerts channel (weather delay bot): {slack_webhook()}",
        f"staff slack incoming webhook\n{slack_webhook()}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"Practice moved to turf\"}}' {slack_webhook()}",
        f"SLACK_WEBHOOK_URL={slack_webhook()}  # lightning alert script on the fieldhouse pc",
        f"slack hook for lineup posts to #coaches -> {slack_webhook()} (GA knows)",
    )

    r.add(
        "players_discord_webhook",
        f"discord webhook for the players server #announcements: {discord_webhook()}",
        f"DISCORD hook (team server, bus times bot)\n{discord_webhook()}",
        f"webhook = \"{discord_webhook()}\"  # GA's python bot for lineup posts",
        f"players discord webhook url {discord_webhook()} — don't paste in the group chat lol",
        f"```yaml\nnotify:\n  discord: {discord_webhook()}\n```",
    )

    r.add(
        "fieldhouse_alarm_code",
        f"fieldhouse alarm code {pin(4)} — disarm within 30 sec or campus PD shows up",
        f"ALARM {pin(4)} then OFF",
        f"alarm panel by the side door: code {pin(5)}, arm with same code + AWAY",
        f"Security system code for early AM lifts: {pin(4)}",
        f"alarm cd {pin(4)} (changed after summer camp)",
    )

    r.add(
        "office_safe_combo",
        f"office safe combo {safe_combo()} (gate money + meal money envelopes)",
        f"SAFE: R {secrets.randbelow(100)} L {secrets.randbelow(100)} R {secrets.randbelow(100)}",
        f"concession cash safe combination\n{safe_combo()}\nturn right 4x first",
        f"combo for the small safe under my desk is {safe_combo()}",
        f"SAFE COMBO ({pick('ball room', 'my office')}) {safe_combo()} - dont give to the GAs",
    )

    r.add(
        "booster_stripe_key",
        f"Stripe secret key for the booster store (jersey + scarf orders): {stripe_secret_key()}",
        f"STRIPE_SECRET_KEY={stripe_secret_key()}",
        f"booster site stripe live secret\n{stripe_secret_key()}\n(the web guy needs it for the donation page)",
        f"```json\n{{\"stripe\": {{\"secret_key\": \"{stripe_secret_key()}\"}}}}\n```",
        f"stripe sk for the camp registration site {stripe_secret_key()} — rotate after camp ends!!",
    )

    r.add(
        "concessions_square_token",
        f"Square access token (concessions stand POS export): {square_token()}",
        f"SQUARE_ACCESS_TOKEN={square_token()}",
        f"square prod token for the booster treasurer spreadsheet script\n{square_token()}",
        f"square api token {square_token()} — sandbox one is different, this is LIVE",
        f"square:\n  environment: production\n  access_token: {square_token()}",
    )

    r.add(
        "booster_mailchimp_key",
        f"Mailchimp API key for the booster newsletter: {mailchimp_key()}",
        f"mailchimp key {mailchimp_key()} (alumni email list import)",
        f"MAILCHIMP_API_KEY: {mailchimp_key()}",
        f"mailchimp api key for the season ticket email blast\n{mailchimp_key()}",
    )

    r.add(
        "twilio_auth_token",
        f"Twilio (text blast for game day changes) SID {twilio_sid()} auth token {twilio_token()}",
        f"TWILIO_AUTH_TOKEN={twilio_token()}",
        f"twilio auth token for the parent text alerts\n{twilio_token()}",
        f"twilio:\n  account_sid: {twilio_sid()}\n  auth_token: {twilio_token()}",
    )

    r.add(
        "crypto_seed_phrase",
        f"coinbase wallet recovery phrase (the alum who donated in ETH...):\n{seed_phrase(12)}",
        f"SEED PHRASE boosters wallet: {seed_phrase(12)}",
        f"recovery words, DO NOT LOSE\n{seed_phrase(24)}",
        f"my ledger seed {seed_phrase(12)} — write on paper and delete this",
    )

    r.add(
        "film_server_ssh_key",
        f"ssh key for the film server (GA set it up):\n{openssh_private()}",
        f"film NAS private key — ~/.ssh/id_film\n{openssh_private()}",
        f"key to get into the video box at film.athletics.internal\n{openssh_private()}",
        f"{openssh_private()}\n^ thats the key for the sportscode export server, dont email it",
    )

    r.add(
        "stats_db_url",
        f"stats db (GA's match data thing): postgresql://stats_ga:{db_pw()}@stats.athletics.internal:5432/soccer",
        f"DATABASE_URL=postgres://coach:{db_pw()}@db.acme-soccer.test/analytics",
        f"psql \"host=stats.athletics.internal dbname=soccer user=readonly password={db_pw()}\"",
        f"mysql://scout:{db_pw()}@recruit-db.acme.internal:3306/recruits <- recruiting spreadsheet db",
        f"stats db\nhost stats.athletics.internal\nuser ga_marcus\npw {db_pw()}",
    )

    r.add(
        "sideline_ipad_passcode",
        f"sideline iPad passcode {pin(6)}",
        f"IPAD (stats/sub tracking) code: {pin(6)}",
        f"ipad passcode for the bench iPad is {pin(6)} — managers know it",
        f"bench ipad unlock\n{pin(6)}",
    )

    r.add(
        "apple_id_recovery_key",
        f"Apple ID recovery key for the team iPad account: {apple_recovery_key()}",
        f"recovery key - apple acct acmesoccer.video\n{apple_recovery_key()}",
        f"APPLE RECOVERY KEY {apple_recovery_key()} — if this is lost we lose the iPad",
        f"apple id recovery key (from when we turned on advanced data protection): {apple_recovery_key()}",
    )

    r.add(
        "zoom_host_key",
        f"zoom host key {pin(6)} (for the recruit parents calls)",
        f"Zoom HOST KEY: {pin(6)}",
        f"claim host on the dept zoom w/ key {pin(6)}",
        f"host key for the compliance zoom room -> {pin(6)}",
        f"zoom hostkey {pin(6)} so the GA can start the film review call if im late",
    )

    r.add(
        "veo_camera_login",
        f"Veo cam account: video@acme-soccer.example / {coach_pw()}",
        f"VEO login pw {coach_pw()} (the GA uploads from the camera after games)",
        f"veo app password\n{coach_pw()}",
        f"veo: user acmesoccer, pass {coach_pw()} — dont give to parents, they want clips",
        f"veo cam acct pw (new) {coach_pw()}",
    )

    r.add(
        "catapult_api_token",
        f"Catapult OpenField API token (GPS vests export):\n{catapult_token()}",
        f"export CATAPULT_TOKEN=\"{catapult_token()}\"",
        f"openfield token for the load dashboard: {catapult_token()}",
        f"catapult api:\n  base_url: https://connect.openfield.acme.example\n  token: {catapult_token()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "hudl_video_link",
        f"film from Sat: https://www.hudl.example/video/3/{digits(6, lead=True)}/{hudl_id()}",
        f"HUDL playlist for the back line, watch before Tue: hudl.example/playlist/{hudl_id()}",
        f"opponent film (they press high, 4-3-3): video id {hudl_id()}",
        f"Clips for the recruit reel\n- {hudl_id()}\n- {hudl_id()}\n- {hudl_id()}",
        f"share link hudl.example/v/2/{digits(6, lead=True)}/{hudl_id()} — view only, parents can see",
    )

    r.add(
        "veo_match_url",
        f"veo match vs Wittenberg: https://app.veo.example/matches/{uid()}/",
        f"VEO full game link {uid()} (2nd half camera tilted, oops)",
        f"veo recording id {uid()} — scrimmage vs the U19 academy",
        f"upload finished: app.veo.example/matches/{uid()}/highlights",
    )

    r.add(
        "recruit_profile_id",
        f"recruit: #9 CM from Dublin Jerome, fieldlevel profile {digits(7, lead=True)}",
        f"ID CAMP kid — striker, profile id {uid()}, great first touch",
        f"recruiting board\n| name | pos | portal id |\n|---|---|---|\n| T. Okafor | CB | {digits(8, lead=True)} |\n| J. Meyer | GK | {digits(8, lead=True)} |",
        f"transfer portal entry for the LB from Toledo: ID {digits(10, lead=True)}",
        f"ncsa profile https://recruit.acme.example/athletes/{digits(7, lead=True)}",
    )

    r.add(
        "ncaa_eligibility_number",
        f"NCAA Eligibility Center ID for the Brazil kid: {digits(10, lead=True)} (still needs transcript)",
        f"NCAA ID {digits(10, lead=True)} — certified, amateurism pending",
        f"Elig center #s\nRivera {digits(10, lead=True)}\nHolt {digits(10, lead=True)}",
        f"compliance needs the NCAA ID ({digits(10, lead=True)}) on the official visit form",
    )

    r.add(
        "parcel_tracking",
        f"new ball order shipped, UPS {ups()}",
        f"TRACKING {ups()} (GK gloves)",
        f"fedex tracking for the warmups: {fedex()}",
        f"Nike team order - 2 boxes\n{ups()}\n{ups()}",
        f"pop-up goals arriving thurs, fedex {fedex()}",
    )

    r.add(
        "kit_order_number",
        f"BSN order #{digits(8, lead=True)} — home kits, sizes S-XXL",
        f"order no. {pick('SO', 'WO')}-{digits(7, lead=True)} for 40 pinnies + 2 ball bags",
        f"warmup jackets PO {digits(6, lead=True)} (athletics dept PO, not boosters)",
        f"Nike team order confirmation {rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "invoice_reference",
        f"INV-{digits(6, lead=True)} from the ref assignor, $1,140.00 due Oct 1",
        f"bus company invoice #{digits(5, lead=True)} paid w/ dept PO",
        f"invoice {pick('A', 'B')}{digits(7)} — field painting, 3 visits",
        f"tourney entry fee invoice no. {digits(4)}-{digits(4)} booster check #{digits(4)}",
    )

    r.add(
        "van_vehicle_ids",
        f"team van VIN {vin()}, plate JKL {digits(4)}",
        f"VAN #3 vin: {vin()} (the one with the bad AC)",
        f"motor pool says the transit is {vin()}, unit {digits(3)}",
        f"insurance card in glovebox — VIN {vin()}, policy # on file w/ risk mgmt",
    )

    r.add(
        "fleet_reservation",
        f"motor pool reservation {digits(7, lead=True)} for the 2 vans, Fri 6am-Sun 9pm",
        f"Van res # MP-{digits(6, lead=True)}",
        f"enterprise sprinter for the away trip, confirmation {digits(10, lead=True)}",
        f"fleet booking ref {rnd(UPPER + DIGITS, 8)} — pick up at the service building",
    )

    r.add(
        "hotel_confirmation",
        f"Hampton Inn Toledo conf # {digits(8, lead=True)} — 12 rooms, 2 queens each",
        f"HOTEL CONF {digits(9, lead=True)} (block under ACME MENS SOCCER)",
        f"team hotel for MAC tourney: confirmation {rnd(UPPER + DIGITS, 10)}",
        f"rooming list sent, hotel res #{digits(8, lead=True)}, cancel by 48h",
        f"Courtyard Akron - confirmation number {digits(8, lead=True)}",
    )

    r.add(
        "travel_booking_ref",
        f"flights to the Florida spring trip: record locator {pnr()}",
        f"charter bus booking ref {rnd(UPPER + DIGITS, 6)} — driver Ray, pickup 5:45",
        f"FLIGHT CONF {pnr()} (staff) / {pnr()} (players group A)",
        f"Southwest conf # {pnr()} for the recruiting trip to Dallas",
    )

    r.add(
        "booster_routing_number",
        f"booster club checking — routing {routing_number()}, acct ending {last4()} (for the sponsor direct deposit form)",
        f"ABA {routing_number()}",
        f"Routing # {routing_number()}\nAcct: ****{last4()}",
        f"wire info for the sponsor: routing {routing_number()} — they have the acct # already",
    )

    r.add(
        "masked_card",
        f"booster card ending {last4()} charged for the hotel deposit",
        f"card on file: •••• •••• •••• {last4()}",
        f"paid ref fees w/ dept pcard (last 4 {last4()})",
        f"Visa xxxx-xxxx-xxxx-{last4()} exp — check w/ Karen",
        f"DECLINED on card ending in {last4()}??? call bank mon",
    )

    r.add(
        "venmo_payment_id",
        f"venmo from the Henderson family $85 — transaction ID {venmo_txn()}",
        f"VENMO TXN {venmo_txn()} (jersey sponsorship refund)",
        f"payment id {venmo_txn()} — cleats for the kid from the shelter program",
        f"venmo receipts\n{venmo_txn()} $40\n{venmo_txn()} $40\n{venmo_txn()} $120",
    )

    r.add(
        "booster_ein",
        f"boosters EIN {ein()} — for the donation receipt letters",
        f"501c3 tax id: {ein()}",
        f"W-9 for the sponsor: ACME Soccer Booster Club, EIN {ein()}",
        f"EIN {ein()} (put on the golf outing flyer)",
    )

    r.add(
        "tournament_payee_iban",
        f"Spain preseason tourney wants the entry fee wired to their IBAN {iban('ES', digits(20))}",
        f"IBAN (Valencia Cup org, payee): {iban('ES', digits(20), spaced=False)}",
        f"wire to the tour company in Ireland: {iban('IE', 'AIBK' + digits(14))}",
        f"UK tour operator bank details (from their invoice): IBAN {iban('GB', 'NWBK' + digits(14))}",
    )

    r.add(
        "laptop_serial",
        f"video laptop service tag {service_tag()} (for the warranty claim)",
        f"SERIAL # {rnd(UPPER + DIGITS, 12)} — macbook in film room",
        f"asset tag ATH-{digits(6)} / s/n {service_tag()}",
        f"IT ticket: laptop serial {rnd(UPPER + DIGITS, 10)}, screen flickering",
        f"dell support, service tag {service_tag()}, express service code {digits(11, lead=True)}",
    )

    r.add(
        "camera_mac_address",
        f"veo cam MAC {mac(upper=True)} — IT needs it to whitelist on the staff network",
        f"MAC addr for the pressbox streaming box: {mac('-')}",
        f"devices to register w/ IT:\nipad {mac()}\nveo {mac()}\nlaptop {mac()}",
        f"wired port in the film room is locked to {mac(upper=True)}",
    )

    r.add(
        "gps_vest_serials",
        f"Catapult vest serials 1-5: {', '.join(digits(5, lead=True) for _ in range(5))}",
        f"pod #{digits(2)} S/N {rnd(UPPER + DIGITS, 8)} not charging, send back",
        f"GPS unit {rnd(UPPER + DIGITS, 6)}-{digits(4)} assigned to #14",
        f"vest pod IDs\nGK1 {digits(5, lead=True)}\nGK2 {digits(5, lead=True)}",
    )

    r.add(
        "used_verification_code",
        f"hudl texted {digits(6)} — already used it, expired after 10 min anyway",
        f"Teamworks 2FA code {digits(3)} {digits(3)} (USED)",
        f"venmo verification code was {digits(6)}, confirmed, ignore",
        f"bank sent one-time code {digits(6)} at 9:12am — used for the transfer, dead now",
    )

    r.add(
        "secret_env_reference",
        "hudl token for the scraper lives in ${{ secrets.HUDL_API_TOKEN }} now, not in the repo",
        "export VENMO_PASSWORD=$(op read op://Boosters/Venmo/password)",
        "STRIPE_SECRET_KEY is set in the booster site's netlify env vars — ask the web guy",
        "config.yaml:\n  twilio_auth_token: ${TWILIO_AUTH_TOKEN}\n  slack_webhook: ${SLACK_WEBHOOK_URL}",
        "db_password = os.environ[\"STATS_DB_PASSWORD\"]  # GA says never hardcode it",
    )

    r.add(
        "password_manager_pointer",
        "bank login is in 1Password, vault 'Boosters', item 'Fifth Third'",
        "HUDL PW -> in the dept LastPass shared folder, not here",
        "lockbox + alarm codes are in the facilities binder (blue one, my desk)",
        "vault path for the film server key: kv/athletics/soccer/film-ssh",
        "recruiting portal pw: ask compliance (Dana), they reset it each fall",
    )

    r.add(
        "stripe_publishable",
        f"booster store publishable key (front end only): {stripe_publishable_key()}",
        f"STRIPE_PUBLISHABLE_KEY={stripe_publishable_key()}",
        f"<script>Stripe('{stripe_publishable_key()}')</script> on the donate page",
        f"pk for the jersey store checkout\n{stripe_publishable_key()}",
    )

    r.add(
        "ga4_measurement_id",
        f"google analytics for the team site: {ga4_id()}",
        f"GA4 measurement ID {ga4_id()} (booster site)",
        f"gtag('config', '{ga4_id()}');",
        f"analytics tag for the camp registration page -> {ga4_id()}",
    )

    r.add(
        "oauth_client_id",
        f"google sign-in client id for the GA's lineup app: {google_client_id()}",
        f"CLIENT_ID={google_client_id()}",
        f"oauth client (public, goes in the html): {google_client_id()}",
        f"camp registration form google login client id\n{google_client_id()}",
    )

    r.add(
        "twilio_sid_only",
        f"twilio account SID {twilio_sid()} (auth token is with the GA, not me)",
        f"Twilio acct {twilio_sid()} — texts cost $0.0079 each",
        f"TWILIO_ACCOUNT_SID={twilio_sid()}",
        f"parent alert line account id {twilio_sid()}",
    )

    r.add(
        "git_commit_id",
        f"GA pushed the lineup bot fix, commit {hexs(40)}",
        f"stats scraper broke after {hexs(7)}, rolled back to {hexs(7)}",
        f"git checkout {hexs(40)}  # version that worked for the MAC tourney",
        f"deploy log: main @ {hexs(12)} (added weather delay msg)",
    )

    r.add(
        "film_checksum",
        f"sha256 of the full game export (so we know the upload wasn't corrupted): {hexs(64)}",
        f"MD5 {hexs(32)}  vs_Otterbein_full.mp4",
        f"{hexs(64)}  recruit_reel_v3.mov",
        f"checksum matches the NAS copy -> {hexs(40)}",
    )

    r.add(
        "ssh_public_key",
        f"film server host key fingerprint {ssh_fingerprint()} — yes it's the right box",
        f"my PUBLIC key for the GA to add: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kowalski@video-laptop",
        f"ED25519 key fingerprint is {ssh_fingerprint()}.",
        f"authorized_keys on film.athletics.internal\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ga-marcus",
    )

    r.add(
        "contact_numbers",
        f"bus driver Ray {phone()}, backup dispatcher {phone()}",
        f"AT's cell (ankles/taping before travel) {phone()}",
        f"REF ASSIGNOR {phone()} — text dont call",
        f"emergency contacts\nfacilities {phone()}\ncampus PD {phone()}\nhotel {phone()}",
        f"groundskeeper Lou {phone()} for the lines + nets",
    )

    r.add(
        "software_versions",
        f"Sportscode {secrets.randbelow(3) + 11}.{secrets.randbelow(10)}.{secrets.randbelow(20)} crashes on export, stay on {secrets.randbelow(3) + 11}.{secrets.randbelow(10)}",
        f"veo firmware {secrets.randbelow(3) + 3}.{secrets.randbelow(10)}.{secrets.randbelow(10)}-b{digits(4, lead=True)}",
        f"iPadOS 17.{secrets.randbelow(7)}.{secrets.randbelow(3)} broke the Hudl Assist app, update to {secrets.randbelow(5) + 4}.{secrets.randbelow(40)}.{secrets.randbelow(10)}",
        f"openfield v{secrets.randbelow(3) + 3}.{secrets.randbelow(10)}.{secrets.randbelow(10)} build {digits(5, lead=True)}",
    )

    r.add(
        "match_results_and_dates",
        f"W {secrets.randbelow(4) + 1}-0 vs Kenyon 9/{secrets.randbelow(20) + 1} — shots {secrets.randbelow(10) + 8}-{secrets.randbelow(6) + 2}, clean sheet for Holt",
        f"RECORD {secrets.randbelow(8) + 5}-{secrets.randbelow(5)}-{secrets.randbelow(4)}, conf {secrets.randbelow(5) + 2}-{secrets.randbelow(3)}-1",
        f"preseason: report 8/{secrets.randbelow(5) + 8}, two-a-days thru 8/{secrets.randbelow(5) + 16}, first game 8/{secrets.randbelow(3) + 28} 7:00pm",
        f"budget: travel ${digits(2, lead=True)},{digits(3)}, equipment ${digits(1, lead=True)},{digits(3)}, recruiting ${digits(1, lead=True)},{digits(3)}",
        f"GPS load wk{secrets.randbelow(12) + 1}: total dist {secrets.randbelow(3) + 8}.{digits(2)} km avg, HSR {digits(3, lead=True)} m",
    )

    r.add(
        "kit_colour_codes",
        f"jersey colors for the print shop: scarlet {colour()}, gray {colour()}, white #FFFFFF",
        f"GK kit hex {colour()} / alt {colour()}",
        f"brand guide says primary {colour()} pantone 200 C",
        f"Booster site css: --primary: {colour()}; --accent: {colour()};",
    )

    r.add(
        "equipment_barcodes",
        f"ball UPC {ean13('0')} (Select Numero 10 size 5)",
        f"barcodes for the inventory sheet\ncones {ean13('0')}\npinnies {ean13('0')}",
        f"shin guard SKU {rnd(UPPER + DIGITS, 6)}-{digits(3)} / UPC {ean13('0')}",
        f"reorder: EAN {ean13('40')} (German ball pump)",
    )

    r.add(
        "zoom_meeting_number",
        f"parent meeting zoom: meeting ID {digits(3, lead=True)} {digits(4)} {digits(4)} — waiting room on, no passcode",
        f"ZOOM ID {digits(10, lead=True)} for the compliance training",
        f"recruit info session, Meeting ID: {digits(3, lead=True)} {digits(3)} {digits(4)}",
        f"staff meeting zoom {digits(11, lead=True)} every mon 8am",
    )

    return r


def main() -> None:
    write_corpora("make_heldout393.py", [
        ("heldout393_credentials.yaml", credentials(), "Held-out batch 393: credentials an Ohio college soccer coach keeps (Hudl, Teamworks, door, alarm and lockbox codes, booster club Venmo, bank, card, Stripe, Square, Mailchimp, Twilio, video laptop, recruiting portal and more)"),
        ("heldout393_lookalikes.yaml", lookalikes(), "Held-out batch 393: a college soccer coach's video links, ids, tracking, order and booking numbers, VINs, routing numbers, masked cards, serials, public keys, used codes and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
