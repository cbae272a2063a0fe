# ruff: noqa: E501
"""Writes heldout385_credentials.yaml and heldout385_lookalikes.yaml: held-out batch 385.

Persona: a volunteer in Atlanta who is both treasurer and the only IT person of a small
church. He writes plainly, in Southern American English with church shorthand, typos and
the odd shell or config snippet. He keeps the Planning Center and Square logins and tokens,
the YouTube and Facebook live stream keys, the OBS / sound-desk PC and its websocket
password, the building alarm, door keypad and office safe codes, the staff Wi-Fi key, the
Google Workspace admin password with its backup codes and 2FA seed, the Mailchimp API key,
the website's WordPress secrets and the church debit card; and many look-alikes: Planning
Center and Square record ids, public app ids, YouTube and Facebook ids, ingest URLs without
keys, masked card and bank numbers, routing numbers and the EIN, Mailchimp form and list
ids, CCLI numbers, serials, MAC addresses, tracking and invoice numbers, expired one-time
codes, phone numbers, offering totals and references to where a secret is kept.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    bitlocker_key,
    card_expiry,
    digits,
    discord_webhook,
    epoch,
    ga4_id,
    groups,
    hexs,
    mac,
    mailchimp_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    ssh_fingerprint,
    ssh_pub,
    totp_seed,
    uid,
    visa,
    wp_app_password,
    write_corpora,
)

WORDS = [
    "Grace", "Shiloh", "Ebenezer", "Zion", "Mercy", "Jubilee", "Hosanna", "Peachtree",
    "Magnolia", "Bethel", "Covenant", "Selah", "Canaan", "Gilead", "Sparrow", "Cornerstone",
    "Harvest", "Psalm", "Galilee", "Pecan", "Sweetwater", "Redbird", "Ponce", "Auburn",
]
WEAK = ("1234", "0000", "1111", "2580", "1212", "7777")
VIN = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def church_pw() -> str:
    """A password the volunteer chose or his manager generated."""
    return pick(
        pw(),
        f"{pick(*WORDS)}{pick(*WORDS)}{digits(pick(2, 3, 4))}{pick('!', '#', '$', '@', '')}",
        f"{pick(*WORDS).lower()}.{pick(*WORDS).lower()}.{digits(2)}{pick('!', '?', '*')}",
        rnd(ALNUM + "!@#$%^&*", pick(14, 16, 18)),
    )


def wifi_key() -> str:
    return pick(
        f"{pick(*WORDS)}{pick(*WORDS)}{digits(4)}",
        phrase([w.lower() for w in WORDS], pick(3, 4), "-"),
        rnd(ALNUM, pick(12, 16, 20)),
        f"{pick(*WORDS).lower()}{digits(3)}{pick(*WORDS).lower()}{pick('!', '#', '')}",
    )


def pco_hex() -> str:
    """A Planning Center personal access token's application id or secret: 64 hex."""
    return hexs(64)


def square_token() -> str:
    """A Square production access token."""
    return "EAAA" + rnd(URLSAFE, 60)


def square_app_secret() -> str:
    return "sq0csp-" + rnd(URLSAFE, 43)


def square_app_id() -> str:
    """A Square application id: public, shipped in the web payments form."""
    return "sq0idp-" + rnd(URLSAFE, 22)


def square_location() -> str:
    return "L" + rnd(UPPER + DIGITS, 12)


def square_payment_id() -> str:
    return rnd(ALNUM, 29)


def yt_key() -> str:
    """A YouTube Live stream key: five groups of four."""
    return "-".join(rnd(LOWER + DIGITS, 4) for _ in range(5))


def fb_key() -> str:
    """A Facebook Live persistent stream key."""
    return f"FB-{digits(15, lead=True)}-0-Ab{rnd(URLSAFE, 31)}"


def fb_page_token() -> str:
    """A Facebook Graph API page access token."""
    return "EAA" + pick("G", "B", "J", "I") + rnd(ALNUM, pick(176, 188, 196))


def obs_ws_pw() -> str:
    """The password obs-websocket generates: 16 letters and digits."""
    return rnd(ALNUM, 16)


def google_backup_codes(n: int = 10) -> str:
    """Google account backup codes: eight digits shown as two groups of four."""
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def mandrill_key() -> str:
    return "md-" + rnd(URLSAFE, 22)


def google_refresh_token() -> str:
    return "1//0" + pick("5", "6", "d", "g") + rnd(URLSAFE, 98)


def google_access_token() -> str:
    return "ya29.a0" + rnd(URLSAFE, 150)


def wp_cookie() -> str:
    """WordPress's logged-in cookie: user, expiry, session token and its HMAC."""
    return f"wordpress_logged_in_{hexs(32)}=admin%7C{epoch()}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}"


def safe_combo() -> str:
    a, b, c = (secrets.randbelow(99) + 1 for _ in range(3))
    return pick(f"R {a} - L {b} - R {c}", f"{a}-{b}-{c}", f"right {a}, left {b}, right {c}")


def service_account_json() -> str:
    key = pem("PRIVATE KEY", 6) + "\n"
    return json.dumps({
        "type": "service_account",
        "project_id": f"gpf-calendar-sync-{digits(6)}",
        "private_key_id": hexs(40),
        "private_key": key,
        "client_email": "pco-sync@gpf-calendar-sync.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
    }, indent=1)


def aba() -> str:
    """A US bank routing number with a valid check digit: printed on every check."""
    while True:
        body = digits(8)
        if body[0] in "0123":
            w = (3, 7, 1, 3, 7, 1, 3, 7)
            total = sum(int(c) * k for c, k in zip(body, w, strict=True))
            return body + str((10 - total % 10) % 10)


def ein() -> str:
    return f"{pick('58', '26', '20', '46')}-{digits(7)}"


def phone() -> str:
    area = pick("404", "470", "678", "770")
    return pick(f"({area}) 555-01{digits(2)}", f"{area}-555-01{digits(2)}", f"{area}.555.01{digits(2)}")


def money(lo: int, hi: int) -> str:
    cents = lo * 100 + secrets.randbelow((hi - lo) * 100)
    return f"${cents / 100:,.2f}"


def yt_channel() -> str:
    return "UC" + rnd(URLSAFE, 22)


def yt_video() -> str:
    return rnd(URLSAFE, 11)


def fb_id() -> str:
    return digits(15, lead=True)


def serial() -> str:
    return rnd(UPPER + DIGITS, pick(10, 12, 14))


def vin() -> str:
    return rnd(VIN, 17)


def ups() -> str:
    return "1Z" + rnd(UPPER + DIGITS, 16)


def amazon_order() -> str:
    return f"11{digits(1)}-{digits(7)}-{digits(7)}"


def otp() -> str:
    return digits(6)


CHURCH = "greaterpeace.example"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "planning_center_login",
        f"Planning Center (services + giving) login\nadmin@{CHURCH}\n{church_pw()}",
        f"PCO login for the office: treasurer@{CHURCH} / {church_pw()}  — Pastor knows this one too",
        f"planning cntr pw changed after the deacon mtg -> {church_pw()}",
        f"Church Center / PCO admin acct\nuser: gpf.office@{CHURCH}\npass {church_pw()}\n(2fa goes to the office phone)",
    )

    r.add(
        "planning_center_pat",
        f"PCO personal access token for the calendar sync script\napp id: {pco_hex()}\nsecret: {pco_hex()}",
        f"curl -u {pco_hex()}:{pco_hex()} https://api.planningcenteronline.com/services/v2/service_types",
        f"export PCO_APP_ID={pco_hex()}\nexport PCO_SECRET={pco_hex()}\npython3 sync_plans.py",
        f"planning center api (giving export for year-end statements)\n  application_id = \"{pco_hex()}\"\n  secret = \"{pco_hex()}\"",
    )

    r.add(
        "square_access_token",
        f"Square prod access token (the bookstore table POS sync): {square_token()}",
        f"curl https://connect.squareup.com/v2/payments -H 'Authorization: Bearer {square_token()}' -H 'Square-Version: 2024-06-04'",
        f"square token for the fish fry tickets page\n{square_token()}\ndont regenerate it the website breaks",
        f"square:\n  access_token: {square_token()}\n  location: main campus",
    )

    r.add(
        "square_app_secret",
        f"Square developer app 'GPF Giving' OAuth secret: {square_app_secret()}",
        f"application secret (square dev dashboard, production tab) {square_app_secret()}",
        f"SQUARE_APP_SECRET=\"{square_app_secret()}\"",
        f"square oauth app secret -> {square_app_secret()} (rotated after Kevin left)",
    )

    r.add(
        "square_dashboard_login",
        f"Square dashboard: finance@{CHURCH} pw {church_pw()}",
        f"Square login (owner acct, has the bank hooked up)\nemail finance@{CHURCH}\npassword: {church_pw()}",
        f"sq dashboard pass = {church_pw()}  .. youth dept uses the same acct for car wash $$",
        f"Square Team passcode for the register iPad at the welcome desk: {pin(4, WEAK)}",
    )

    r.add(
        "youtube_stream_key",
        f"YouTube stream key (Sunday 11am, reusable key): {yt_key()}",
        f"yt live key\n{yt_key()}",
        f"OBS > Settings > Stream\nService: YouTube - RTMPS\nServer: Primary YouTube ingest server\nStream Key: {yt_key()}",
        f"rtmp://a.rtmp.youtube.com/live2/{yt_key()}  <- paste this whole thing in the ATEM if OBS crashes",
        f"new youtube streamkey since the old one got leaked in the group chat smh: {yt_key()}",
    )

    r.add(
        "facebook_stream_key",
        f"FB live persistent stream key for the church page: {fb_key()}",
        f"facebook key {fb_key()} (use persistent, NOT the one-time one)",
        f"rtmps://live-api-s.facebook.com:443/rtmp/{fb_key()}",
        f"Facebook Live\n  server: rtmps://live-api-s.facebook.com:443/rtmp/\n  key: {fb_key()}",
        f"stream key fb (bible study wed nights) {fb_key()}",
    )

    r.add(
        "facebook_page_token",
        f"FB page access token for auto-posting the sermon links (never expires): {fb_page_token()}",
        f"curl -X POST \"https://graph.facebook.com/v19.0/me/feed\" -d \"message=Service starts at 11!\" -d \"access_token={fb_page_token()}\"",
        f"page token\n{fb_page_token()}",
        f"META_PAGE_TOKEN={fb_page_token()}",
    )

    r.add(
        "obs_websocket_password",
        f"OBS websocket pw (for the Companion streamdeck buttons): {obs_ws_pw()}",
        f"obs-websocket server settings: port 4455, auth on, password {obs_ws_pw()}",
        f"companion > connections > OBS\nhost 192.168.20.15\nport 4455\npassword {obs_ws_pw()}",
        f"websocket password on the booth PC is {obs_ws_pw()} — if the stream deck goes dead check this first",
    )

    r.add(
        "sound_pc_login",
        f"sound booth PC (Win 11) login\nuser: MediaTeam\npw: {church_pw()}",
        f"OBS computer pin is {pin(6, WEAK)} (windows hello pin not the MS acct)",
        f"booth pc -> mediateam / {church_pw()}",
        f"Sound desk computer local admin: .\\gpfadmin  {church_pw()}  dont give this to the volunteers",
        f"the livestream PC password got changed to {church_pw()} by Marcus, he told me after service",
    )

    r.add(
        "alarm_code",
        f"Alarm disarm code: {pin(4, WEAK)} (you have 30 sec after you open the side door)",
        f"building alarm code {pin(4, WEAK)} — if it goes off the monitoring co calls me first",
        f"alarm panel\nmaster code {pin(4, WEAK)}\nhit OFF then the code",
        f"new alarm code for the Saturday cleaning crew: {pin(4, WEAK)}  (give to Ms. Pearl only)",
        f"arm/disarm {pin(4, WEAK)}, stay mode is the same code then STAY",
    )

    r.add(
        "door_keypad_code",
        f"fellowship hall keypad: {pin(5, WEAK)}#",
        f"Side door code {pin(4, WEAK)} then the check mark button",
        f"door codes\n- office: {pin(4, WEAK)}*\n(the sanctuary doors are on the timer)",
        f"kitchen back door keypad changed to {pin(6, WEAK)} after the break-in",
        f"Youth bldg door code is {pin(4, WEAK)} — text it to the leaders, not the group chat",
    )

    r.add(
        "wifi_key",
        f"Staff Wi-Fi\nSSID: GPF-Staff\nPass: {wifi_key()}",
        f"network={{\n    ssid=\"GPF-Staff\"\n    psk=\"{wifi_key()}\"\n    key_mgmt=WPA-PSK\n}}",
        f"WIFI:T:WPA;S:GPF-Staff;P:{wifi_key()};;",
        f"staff wifi pw {wifi_key()}  (changed it bc the guest kids figured out the old one lol)",
        f"nmcli dev wifi connect GPF-Staff password '{wifi_key()}'",
    )

    r.add(
        "router_admin_login",
        f"UniFi controller (cloud key in the closet) admin / {church_pw()}",
        f"router admin https://192.168.1.1  user admin  pass {church_pw()}",
        f"Comcast Business gateway login cusadmin pw {church_pw()} — needed it to open the port for the cameras",
        f"switch in the booth: ssh admin@10.0.20.2  password: {church_pw()}",
    )

    r.add(
        "workspace_admin_password",
        f"Google Workspace super admin\nadmin@{CHURCH}\n{church_pw()}",
        f"GWS admin pw (only me and Pastor D have it) {church_pw()}",
        f"google admin console login: itadmin@{CHURCH} / {church_pw()}",
        f"reset the workspace admin passwd today -> {church_pw()}",
        f"Workspace break-glass account: breakglass@{CHURCH}, password {church_pw()}, kept in the safe too",
    )

    r.add(
        "google_backup_codes",
        f"backup codes for admin@{CHURCH} (each works once)\n{google_backup_codes()}",
        f"Google 2-step backup codes — itadmin acct\n{google_backup_codes(8)}",
        f"GWS admin backup codes, printed copy in the safe:\n{google_backup_codes(5)}",
        f"if i lose my phone use one of these for treasurer@{CHURCH}: {digits(4)} {digits(4)}, {digits(4)} {digits(4)}, {digits(4)} {digits(4)}",
    )

    r.add(
        "totp_seed",
        f"2FA setup key for the shared admin account (so me and Pastor can both get codes): {groups(totp_seed().lower(), 4)}",
        f"otpauth://totp/Google%3Aadmin%40{CHURCH}?secret={totp_seed()}&issuer=Google",
        f"Authenticator seed — Square owner acct\n{totp_seed()}",
        f"PCO 2fa secret key (scanned into Authy on the office phone) {groups(totp_seed(), 4)}",
    )

    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key: {mailchimp_key()}",
        f"mailchimp key for the PCO → newsletter sync {mailchimp_key()}",
        f"curl -s --user \"anystring:{mailchimp_key()}\" https://us{secrets.randbelow(20) + 1}.api.mailchimp.com/3.0/lists",
        f"mc api key (made a new one, deleted the old 'zapier' one) = {mailchimp_key()}",
        f"mailchimp:\n  api_key: \"{mailchimp_key()}\"\n  from_name: Greater Peace Fellowship",
    )

    r.add(
        "mandrill_api_key",
        f"Mandrill (mailchimp transactional) key for the giving receipts: {mandrill_key()}",
        f"MANDRILL_KEY={mandrill_key()}",
        f"transactional api key {mandrill_key()} — website contact form uses it",
        f"wp mail smtp -> mandrill, smtp.mandrillapp.com:587, user GPF, password {mandrill_key()}",
    )

    r.add(
        "google_app_password",
        f"app password for the copier scan-to-email (office@): {groups(rnd(LOWER, 16), 4)}",
        f"Gmail app pw for the website SMTP\n{groups(rnd(LOWER, 16), 4)}",
        f"SMTP_USER=office@{CHURCH}\nSMTP_PASS={rnd(LOWER, 16)}\nSMTP_HOST=smtp.gmail.com",
        f"thunderbird on the old finance laptop uses app password {groups(rnd(LOWER, 16), 4)}",
    )

    r.add(
        "online_banking_login",
        f"church checking online banking\nuser id: gpftreas{digits(2)}\npw: {church_pw()}",
        f"bank login (operating acct) {church_pw()} — user is GPFTreasurer",
        f"Truist online banking: GreaterPeaceFin / {church_pw()}",
        f"credit union business login changed {pick('3/2', '6/14', '9/8', '11/30')}: pw {church_pw()}",
        f"bank website password — {church_pw()} — security q answer is in the red binder",
    )

    r.add(
        "safe_combination",
        f"office safe combo: {safe_combo()}",
        f"offering safe combination {safe_combo()} (counting team only!!)",
        f"safe in the finance closet\n{safe_combo()}\nturn right past the first number 3 times",
        f"Combo for the deposit safe changed to {safe_combo()} after Bro. Tony rotated off",
    )

    r.add(
        "church_debit_card",
        f"church debit card (for Amazon/Walmart supplies) {visa()} exp {card_expiry()} cvv {digits(3)}",
        f"Visa\n{visa()}\n{card_expiry()}  {digits(3)}",
        f"card on file for YouTube premium/Zoom: {visa()}, exp {card_expiry()}, security code {digits(3)}, billing zip 30312",
        f"purchasing card ending... nvm here's the whole thing {visa()} {card_expiry()} cvc {digits(3)}",
    )

    r.add(
        "ssh_private_key",
        f"key for the pi that runs the lobby tv slides (pi@lobby-pi.internal)\n{openssh_private()}",
        f"~/.ssh/id_ed25519 from the old booth laptop, copy to the new one\n{openssh_private()}",
        f"NAS ssh key\n{openssh_private()}",
        f"cat > ~/.ssh/gpf_web <<'EOF'\n{openssh_private()}\nEOF\nchmod 600 ~/.ssh/gpf_web",
    )

    r.add(
        "wordpress_db_password",
        f"define( 'DB_NAME', 'gpf_wp' );\ndefine( 'DB_USER', 'gpf_wp' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM + '!#%^*', 20)}' );\ndefine( 'DB_HOST', 'localhost' );",
        f"website db (cpanel mysql) gpf_wp / {rnd(ALNUM, 18)}",
        f"mysql -u gpf_wp -p'{rnd(ALNUM, 16)}' gpf_wp < backup.sql",
        f"DATABASE_URL=mysql://gpf_wp:{rnd(ALNUM, 20)}@db.{CHURCH}:3306/gpf_wp",
        f"wp-config db password is {rnd(ALNUM + '!#%^*', 22)} if the host asks",
    )

    r.add(
        "wp_app_password",
        f"WordPress application password for the sermon uploader script: {wp_app_password()}",
        f"curl -u webadmin:\"{wp_app_password()}\" https://{CHURCH}/wp-json/wp/v2/posts",
        f"wp app pw (user: mediateam, name: 'PCO plugin') {wp_app_password()}",
        f"WP_USER=webadmin\nWP_APP_PASSWORD=\"{wp_app_password()}\"",
    )

    r.add(
        "wp_session_cookie",
        f"logged-in cookie from the website, to get the plugin guy in w/o giving him the pw: {wp_cookie()}",
        f"Cookie: {wp_cookie()}",
        f"curl -b '{wp_cookie()}' https://{CHURCH}/wp-admin/",
        f"session cookie (expires in 14 days) {wp_cookie()}",
    )

    r.add(
        "propresenter_remote_password",
        f"ProPresenter remote (for the iPad on the pulpit): pw {rnd(ALNUM, 8).lower()}",
        f"ProPres network > Remote > Controller password: {church_pw()}",
        f"pro7 stage display password {rnd(ALNUM, 10)} (stage app on the confidence monitor)",
        f"propresenter controller pass {pick(*WORDS).lower()}{digits(3)} — worship leader uses it to advance slides",
    )

    r.add(
        "ptz_camera_login",
        f"PTZ cam (center) http://192.168.20.31 admin / {church_pw()}",
        f"camera web login\nuser admin\npass {church_pw()}\nsame for left + right cams",
        f"rtsp://admin:{rnd(ALNUM, 12)}@192.168.20.32:554/1",
        f"PTZOptics admin password reset to {church_pw()} (was default before, oops)",
    )

    r.add(
        "voicemail_pin",
        f"office phone voicemail pin {pin(6, WEAK)}",
        f"RingCentral voicemail: ext 101, PIN {pin(5, WEAK)}",
        f"main line VM passcode is {pin(4, WEAK)} then #",
        f"pastor's line voicemail code {pin(6, WEAK)} (he forgot it again)",
    )

    r.add(
        "service_account_key",
        f"service account json for the PCO → Google Calendar sync (save as creds.json):\n{service_account_json()}",
        f"creds.json\n{service_account_json()}",
        f"GOOGLE_SA_KEY='{service_account_json()}'",
        f"here's the whole key file, paste into the Apps Script property:\n```json\n{service_account_json()}\n```",
    )

    r.add(
        "drive_refresh_token",
        f"rclone.conf\n[gdrive]\ntype = drive\nscope = drive\ntoken = {{\"access_token\":\"{google_access_token()}\",\"token_type\":\"Bearer\",\"refresh_token\":\"{google_refresh_token()}\",\"expiry\":\"2025-03-02T11:14:09.51-05:00\"}}",
        f"refresh token for the drive backup of the sermon audio: {google_refresh_token()}",
        f"GDRIVE_REFRESH_TOKEN={google_refresh_token()}",
        f"oauth refresh tok (rclone on the NAS) {google_refresh_token()} — if it dies run rclone config reconnect",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key — booth PC (C:)\n{bitlocker_key()}",
        f"finance laptop bitlocker key {bitlocker_key()}",
        f"Recovery key ID {hexs(8).upper()}...\nRecovery key: {bitlocker_key()}",
        f"bitlocker recov key for the sound desk pc (it asked for it after the bios update): {bitlocker_key()}",
    )

    r.add(
        "discord_webhook",
        f"discord webhook for the media team server (#stream-alerts): {discord_webhook()}",
        f"curl -H 'Content-Type: application/json' -d '{{\"content\":\"We are LIVE\"}}' {discord_webhook()}",
        f"WEBHOOK_URL={discord_webhook()}",
        f"youth discord 'announcements' webhook\n{discord_webhook()}",
    )

    r.add(
        "registrar_login",
        f"domain registrar ({CHURCH}) login: gpfweb / {church_pw()}",
        f"GoDaddy acct for the domain\ncust # {digits(9, lead=True)}\npassword {church_pw()}",
        f"DNS host login (cloudflare) it@{CHURCH} pw {church_pw()} — DONT let it lapse, site goes down",
        f"domain renewal acct pw changed to {church_pw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "pco_record_id",
        f"Easter plan is https://services.planningcenteronline.com/plans/{digits(8, lead=True)} — songs locked",
        f"PCO person id for Bro. Calvin is {digits(9, lead=True)} (merge the duplicate profile)",
        f"giving batch #{digits(7, lead=True)} in Planning Center = Sunday {pick('3/9', '4/13', '5/4')} loose cash + checks",
        f"service type id {digits(6, lead=True)} (Sunday AM), {digits(6, lead=True)} (Wed Bible Study)",
        f"Check-Ins event {digits(6, lead=True)}, station id {digits(7, lead=True)} — the printer at the kids wing",
    )

    r.add(
        "square_public_ids",
        f"Square web payments SDK: applicationId '{square_app_id()}', locationId '{square_location()}' (these are public, the token is not)",
        f"square location id for main campus {square_location()}",
        f"SQUARE_APPLICATION_ID={square_app_id()}",
        f"app id {square_app_id()} is fine in the page source per Square docs",
        f"<script>const payments = Square.payments('{square_app_id()}', '{square_location()}');</script>",
    )

    r.add(
        "square_payment_ref",
        f"refund the double charge: Square payment {square_payment_id()}",
        f"Square receipt #{rnd(UPPER + DIGITS, 4)} — Sis. Gloria, 2 fish plates, {money(20, 40)}",
        f"deposit from Square {pick('3/11', '6/02', '8/19')}: {money(300, 2500)}, payout id {rnd(ALNUM, 20)}",
        f"order {square_payment_id()} shows 'completed' but no receipt emailed",
        f"Square dispute ref {rnd(UPPER + DIGITS, 10)} — $50 gift, the lady says she didn't authorize it",
    )

    r.add(
        "youtube_ids",
        f"Sunday replay: https://www.youtube.com/watch?v={yt_video()}",
        f"our channel is https://www.youtube.com/channel/{yt_channel()}",
        f"embed for the website: <iframe src=\"https://www.youtube.com/embed/live_stream?channel={yt_channel()}\"></iframe>",
        f"youtu.be/{yt_video()} is the Christmas cantata, ~{secrets.randbelow(900) + 100} views",
        f"clip the sermon from https://youtu.be/{yt_video()}?t={secrets.randbelow(3000) + 600} (the part about Ruth)",
    )

    r.add(
        "ingest_url_no_key",
        "YouTube primary ingest: rtmp://a.rtmp.youtube.com/live2 (key is in the media team vault)",
        "backup ingest rtmp://b.rtmp.youtube.com/live2?backup=1 — the key goes in its own box",
        "FB server: rtmps://live-api-s.facebook.com:443/rtmp/  (just the server, key changes)",
        "OBS > Stream > Server: rtmps://a.rtmps.youtube.com:443/live2, Stream Key: ********",
    )

    r.add(
        "facebook_page_ids",
        f"FB page id {fb_id()} (Greater Peace Fellowship ATL)",
        f"Watch party link https://www.facebook.com/{fb_id()}/videos/{digits(16, lead=True)}/",
        f"event: https://www.facebook.com/events/{digits(15, lead=True)} (Family Fun Day)",
        f"Meta Business id {digits(16, lead=True)}, ad account act_{digits(15, lead=True)}",
    )

    r.add(
        "masked_card",
        f"church Visa ending in {digits(4)} — use that for Amazon not the personal one",
        f"card on file: **** **** **** {digits(4)} exp {card_expiry()}",
        f"Zoom billed {money(14, 20)} to Visa x{digits(4)}",
        f"Mastercard •••• {digits(4)} (Bro. Darnell's reimbursement card)",
        f"VISA XXXXXXXXXXXX{digits(4)} declined at Sam's Club, called the bank",
    )

    r.add(
        "bank_routing_masked",
        f"for direct deposit of the honorarium: routing {aba()}, acct ending {digits(4)}",
        f"Operating acct ****{digits(4)}, Building fund ****{digits(4)}, Benevolence ****{digits(4)}",
        f"ACH from Tithely: trace # {digits(15, lead=True)}",
        f"routing number on our checks is {aba()} (it's the bank's, public)",
    )

    r.add(
        "check_and_deposit",
        f"check #{digits(4, lead=True)} to Georgia Power for {money(300, 900)}, cleared",
        f"deposit slip {pick('3/16', '7/20', '10/5')}: cash {money(200, 900)}, checks {money(900, 3000)}, total counted by 2",
        f"voided check {digits(4, lead=True)} (wrote the wrong amount)",
        f"bank deposit confirmation {digits(10, lead=True)}, mobile deposit of 14 checks",
    )

    r.add(
        "tax_ids",
        f"church EIN {ein()} goes on the year-end giving statements",
        f"GA sales tax exemption cert # {digits(8, lead=True)} for the Sam's Club account",
        f"EIN: {ein()}\nGroup exemption # {digits(4, lead=True)} (denomination's)",
        f"W-9 for the sound guy: his TIN is on file, our EIN is {ein()}",
        f"GA charity reg # {digits(6, lead=True)}, DUNS/UEI {rnd(UPPER + DIGITS, 12)} for the grant app",
    )

    r.add(
        "vendor_invoice",
        f"Invoice INV-{digits(6, lead=True)} from the AV installer, {money(800, 4000)}, net 30",
        f"Pest control invoice #{digits(7, lead=True)} — paid {pick('4/2', '5/30', '9/12')}",
        f"Comcast Business acct bill # {digits(16, lead=True)} (this is just the account, not a login)",
        f"ProPresenter renewal, order RV-{digits(8, lead=True)}, {money(200, 400)}",
        f"Mailchimp receipt MC{digits(8, lead=True)}, Standard plan {money(60, 120)}",
    )

    r.add(
        "shipping_tracking",
        f"new mic cable from Sweetwater: UPS {ups()}",
        f"Amazon order {amazon_order()} — bulletin paper + toner",
        f"USPS 9400 {groups(digits(18), 4)} (the replacement keypad)",
        f"FedEx {digits(12, lead=True)}, the PTZ cam, needs a signature!!",
        f"Amazon #{amazon_order()} returned, refund {money(20, 90)} back on the church card",
    )

    r.add(
        "equipment_serial",
        f"Behringer X32 serial {serial()} (for the insurance list)",
        f"PTZ camera S/N {serial()}, firmware 6.3.x",
        f"Epson projector sn {serial()} — warranty through 2026",
        f"ATEM Mini Pro serial no. {serial()}",
        f"sound desk PC service tag {rnd(UPPER + DIGITS, 7)}",
    )

    r.add(
        "network_mac",
        f"reserve 192.168.20.15 for the OBS PC, MAC {mac(upper=True)}",
        f"lobby tv pi MAC {mac()}",
        f"DHCP reservations\n{mac()}  192.168.20.31  cam-center\n{mac()}  192.168.20.32  cam-left\n{mac()}  192.168.20.33  cam-right",
        f"the mystery device on guest wifi is {mac('-', upper=True)}, probably somebody's watch",
    )

    r.add(
        "device_ip_map",
        "booth network: 192.168.20.1 gw, .10 X32, .15 OBS PC, .20 ProPresenter, .31-.33 cams",
        "staff VLAN 10 = 10.0.10.0/24, guest VLAN 30 = 10.0.30.0/24, isolation ON",
        "nas.internal = 10.0.10.5, printer = 10.0.10.40, alarm communicator = 10.0.10.60",
        "port forward 8443 -> 10.0.10.2 (unifi) removed, we use the cloud portal now",
    )

    r.add(
        "secret_pointer",
        "Guest wifi password is on the welcome card at the front desk, changes every quarter",
        "alarm code — ask Deacon Harris, I don't write it down anymore",
        "staff wifi key: in Bitwarden under 'Church > WiFi > GPF-Staff'",
        "the safe combo is in the sealed envelope in the pastor's desk, NOT here",
        "Workspace admin password lives in the Bitwarden org vault, only 2 people have access",
        "YouTube stream key: YouTube Studio > Go Live > Stream > copy. don't save it in notes",
    )

    r.add(
        "env_reference",
        "MAILCHIMP_API_KEY=${{ secrets.MAILCHIMP_API_KEY }} in the GitHub action that builds the site",
        "api_key = os.environ['MAILCHIMP_API_KEY']  # set on the server, not in the repo",
        "SQUARE_ACCESS_TOKEN=$(op read 'op://Church/Square prod/credential')",
        "$token = getenv('PCO_SECRET'); // wp-config pulls it from the host env",
        "key: \"{{ vault_youtube_stream_key }}\"  # ansible vault var for the booth pc",
    )

    r.add(
        "used_otp",
        f"Square texted {otp()} for the login, used it, it's dead now",
        f"Google verification code was {otp()} (expired, had to request another)",
        f"PCO sign-in code {otp()} — only good for 10 min, already logged in",
        f"bank sent one-time passcode {otp()} at 9:14, used it for the wire, expired",
        f"Workspace admin login code {otp()} came thru after I was already in — ignore, it's expired",
    )

    r.add(
        "firmware_version",
        f"OBS {pick('30.1.2', '30.2.3', '31.0.1')} on the booth PC, obs-websocket 5.x built in",
        f"X32 firmware 4.{pick('06', '11', '13')}, don't update before Easter",
        f"ProPresenter 7.{secrets.randbelow(10) + 10}.{secrets.randbelow(5)} (build {digits(9, lead=True)})",
        f"UniFi Network {pick('8.0.28', '8.2.93', '8.4.62')}, AP firmware {pick('6.6.55', '6.6.77')}",
        f"Windows 11 23H2 build 22631.{digits(4, lead=True)} on the sound desk",
    )

    r.add(
        "phone_contact",
        f"alarm monitoring center {phone()}, our acct is under 'Greater Peace Fellowship'",
        f"locksmith Mr. Ray {phone()} — he changed the keypad last time",
        f"church office {phone()}, fax {phone()}",
        f"Comcast business support {phone()}, case # {digits(9, lead=True)}",
        f"call Sis. Brenda {phone()} before the count on Sunday",
    )

    r.add(
        "offering_totals",
        f"Sunday {pick('3/2', '6/15', '9/21')}: tithes {money(2000, 6000)}, offering {money(300, 1200)}, building fund {money(100, 900)}",
        f"online giving week 32 = {money(1500, 5000)}, fees {money(30, 150)}",
        f"2024 budget: missions 8%, building 12%, AV line {money(3000, 9000)}",
        f"Youth car wash raised {money(300, 1200)} (Square {money(100, 500)} + cash)",
        f"count sheet {pick('4/7', '8/11', '12/1')} — 2 counters, totals match, bag #{digits(6, lead=True)}",
    )

    r.add(
        "mailchimp_form_ids",
        f"signup form action=\"https://{CHURCH.split('.')[0]}.us{secrets.randbelow(20) + 1}.list-manage.com/subscribe/post?u={hexs(25)}&amp;id={hexs(10)}\"",
        f"Mailchimp audience id {hexs(10)} (Weekly Announcements)",
        f"campaign id {hexs(10)} went out Thursday, 48% open rate",
        f"the merge field tag is *|FNAME|*, audience {hexs(10)}, group id {digits(5, lead=True)}",
    )

    r.add(
        "analytics_tag",
        f"Google Analytics measurement id {ga4_id()} on the website",
        f"gtag('config', '{ga4_id()}');",
        f"Tag Manager GTM-{rnd(UPPER + DIGITS, 7)} — the site builder added it",
        f"reCAPTCHA site key for the contact form {recaptcha_site_key()} (public, the secret one is only in the plugin settings)",
    )

    r.add(
        "git_commit",
        f"child theme changes committed as {hexs(40)}",
        f"rolled the site back to {hexs(7)} after the plugin update broke the giving page",
        f"git log --oneline\n{hexs(7)} fix footer address\n{hexs(7)} add Easter banner\n{hexs(7)} update staff page",
        f"PCO sync script v1.3 = commit {hexs(12)}",
    )

    r.add(
        "download_checksum",
        f"OBS installer sha256 {hexs(64)} matches the site",
        f"sha256sum ubuntu-24.04-live-server-amd64.iso\n{hexs(64)}  ubuntu-24.04-live-server-amd64.iso",
        f"ProPresenter dmg MD5 {hexs(32)}",
        f"backup tarball checksum (sha1) {hexs(40)} — verified after copying to the NAS",
    )

    r.add(
        "ssh_public_key",
        f"put this in authorized_keys on the lobby pi:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} treasurer@finance-laptop",
        f"NAS host key fingerprint {ssh_fingerprint()} — say yes when it asks",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} mediateam@booth",
        f"The web host shows my key as {ssh_fingerprint()} (ED25519)",
    )

    r.add(
        "shared_doc_link",
        f"Volunteer schedule: https://docs.google.com/spreadsheets/d/1{rnd(URLSAFE, 43)}/edit#gid=0",
        f"Sermon audio folder https://drive.google.com/drive/folders/1{rnd(URLSAFE, 32)}",
        f"budget draft https://docs.google.com/document/d/1{rnd(URLSAFE, 43)}/edit?usp=sharing (view only)",
        f"PCO form for VBS signups https://{CHURCH.split('.')[0]}.churchcenter.test/people/forms/{digits(6, lead=True)}",
        f"Zoom recording share link id {uid()} — Wed Bible study",
    )

    r.add(
        "calendar_id",
        f"public events calendar id c_{hexs(52)}@group.calendar.google.com (embed on the website)",
        f"room booking calendar: c_{rnd(LOWER + DIGITS, 26)}@resource.calendar.google.com (Fellowship Hall)",
        f"Google Workspace customer ID C0{rnd(LOWER + DIGITS, 7)} — support asked for it",
        f"iCal feed https://calendar.google.com/calendar/ical/c_{hexs(40)}%40group.calendar.google.com/public/basic.ics",
    )

    r.add(
        "license_numbers",
        f"CCLI License # {digits(7, lead=True)} (goes on the lyric slides)",
        f"CCLI Streaming License # {digits(6, lead=True)}",
        f"on every slide footer: CCLI Song # {digits(7, lead=True)}, License # {digits(7, lead=True)}",
        f"church van VIN {vin()}, tag renews in March",
    )

    r.add(
        "support_case",
        f"Square support case {digits(8, lead=True)} about the missing payout",
        f"Google Workspace support ticket {digits(8, lead=True)} (DKIM not verifying)",
        f"alarm co work order WO-{digits(6, lead=True)}, tech coming Tue 9-12",
        f"Mailchimp ticket #{digits(8, lead=True)} — account flagged for bounces",
    )

    r.add(
        "alarm_panel_info",
        f"alarm monitoring acct # {digits(4, lead=True)}, zones: 1 front doors, 2 side door, 3 office motion, 4 fellowship hall",
        f"panel model Vista-{pick('20P', '21iP', '128BPT')}, communicator MAC {mac(upper=True)} (codes not kept here)",
        f"keypad battery replaced {pick('1/18', '7/9', '10/27')}, next test due in 6 months",
        f"door keypad schedule: unlocked Sun 8:30a-1:30p, Wed 6p-8:30p; user slots 1-{secrets.randbelow(20) + 10} used",
    )

    r.add(
        "dns_txt_record",
        f"google-site-verification={rnd(URLSAFE, 43)}",
        f"DKIM for {CHURCH}: google._domainkey TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{rnd(ALNUM + '+/', 200)}\"",
        f"{CHURCH}. TXT \"v=spf1 include:_spf.google.com include:servers.mcsv.net ~all\"",
        f"MX records all pointed at Google, mailchimp domain auth: k1._domainkey CNAME dkim.mcsv.net, verify id {hexs(32)}",
    )

    r.add(
        "placeholder_config",
        "config.yaml template for the next IT volunteer:\nmailchimp:\n  api_key: <paste key here>\nsquare:\n  access_token: <from dashboard>",
        "SMTP_PASS=\nSQUARE_ACCESS_TOKEN=\nPCO_SECRET=   (fill these on the server, never commit)",
        "OBS stream key: [REDACTED] — sent to Marcus by Signal",
        "Wi-Fi: GPF-Guest / password: ******** (printed on the card)",
        "square:\n  access_token: ${SQUARE_ACCESS_TOKEN}\n  environment: production\n  # token itself lives in the host's env settings",
    )

    return r


def main() -> None:
    write_corpora("make_heldout385.py", [
        ("heldout385_credentials.yaml", credentials(), "Held-out batch 385: credentials a church treasurer and IT volunteer in Atlanta keeps (Planning Center, Square, YouTube and Facebook stream keys, OBS, alarm and door codes, Wi-Fi, Google Workspace, Mailchimp, WordPress and more)"),
        ("heldout385_lookalikes.yaml", lookalikes(), "Held-out batch 385: a church treasurer and IT volunteer's record ids, public ids, masked numbers, serials, tracking numbers, expired codes and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
