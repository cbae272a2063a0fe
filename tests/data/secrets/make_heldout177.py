# ruff: noqa: E501
"""Writes heldout177_credentials.yaml and heldout177_lookalikes.yaml: held-out batch 177.

Persona: a freelance travel photographer and YouTuber based in Vancouver, typing on a phone
in casual Canadian English. Their notes hold Google/YouTube and Twitch logins, stream keys,
2FA backup codes, Adobe and Dropbox logins, the camera's Wi-Fi transfer passwords, the
Dropbox token for the upload script, PayPal and bank logins, the drone portal login, the
travel card PIN, hotel safe codes and the laptop's FileVault key, alongside a flood of video
ids, booking references, serial numbers, hashes and coordinates that are safe to keep.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    amex,
    app_password,
    aws_key_id,
    aws_secret,
    b64u,
    b64url,
    basic,
    card_expiry,
    digits,
    ean13,
    filevault_key,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

PNR_ALPHA = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
BIP39 = [
    "abandon", "ability", "absorb", "acoustic", "actress", "adapt", "airport", "alley",
    "anchor", "april", "arctic", "aware", "bamboo", "banner", "beach", "bicycle", "blanket",
    "bronze", "cabin", "canyon", "castle", "celery", "chalk", "cliff", "coconut", "coral",
    "cruise", "desert", "dolphin", "eagle", "echo", "elbow", "ferry", "fiction", "glacier",
    "harbor", "island", "jungle", "kettle", "lantern", "lizard", "meadow", "mountain",
    "napkin", "ocean", "orbit", "paddle", "pepper", "planet", "quarter", "rabbit", "river",
    "saddle", "salmon", "sunset", "timber", "tunnel", "valley", "walnut", "zebra",
]
WORDS = ["toque", "kayak", "ferry", "cedar", "orca", "tofino", "granville", "sushi", "puffin",
         "glacier", "lupine", "raven", "drizzle", "canoe", "poutine", "sockeye"]


# --- credential-shaped values -------------------------------------------------

def yt_stream_key() -> str:
    return "-".join(rnd(LOWER + DIGITS, 4) for _ in range(5))


def twitch_stream_key() -> str:
    return f"live_{digits(9, lead=True)}_{rnd(ALNUM, 30)}"


def dbx_token() -> str:
    return "sl.B" + rnd(URLSAFE, 136)


def dbx_refresh() -> str:
    return rnd(ALNUM, 11) + "AAAAAAAAA" + rnd(URLSAFE, 43)


def google_backup_codes(n: int, sep: str = "\n") -> str:
    return sep.join(f"{digits(4, lead=True)} {digits(4)}" for _ in range(n))


def totp_seed(spaced: bool = False) -> str:
    s = rnd(BASE32, 32)
    return groups(s.lower(), 4) if spaced else s


def gocspx() -> str:
    return "GOCSPX-" + rnd(URLSAFE, 28)


def google_refresh() -> str:
    return "1//0" + pick("g", "d", "5") + rnd(URLSAFE, 98)


def google_api_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def stripe_sk() -> str:
    return "sk_live_51" + rnd(ALNUM, 97)


def stripe_rk() -> str:
    return "rk_live_51" + rnd(ALNUM, 97)


def mapbox_token(kind: str, user: str) -> str:
    return f"{kind}.{b64url({'u': user, 'a': rnd(LOWER + DIGITS, 25)})}.{rnd(URLSAFE, 22)}"


def discord_bot() -> str:
    return f"{b64u(digits(19, lead=True).encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def telegram_bot() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def b2_key_id() -> str:
    return "005" + hexs(22)


def b2_app_key() -> str:
    return "K005" + rnd(ALNUM + "/+", 27)


def mailchimp() -> str:
    return f"{hexs(32)}-us{secrets.randbelow(21) + 1}"


def wp_app_pw() -> str:
    return groups(rnd(ALNUM, 24), 4)


def apple_app_pw() -> str:
    return "-".join(rnd(LOWER, 4) for _ in range(4))


def mullvad() -> str:
    return digits(16, lead=True)


def camera_pw() -> str:
    return rnd(LOWER + UPPER + DIGITS, 8)


def pin(n: int = 4) -> str:
    return digits(n)


def visa() -> str:
    return groups(luhn("4" + digits(5)), 4)


def mastercard() -> str:
    return groups(luhn("5" + pick("1", "2", "3", "4", "5") + digits(4)), 4)


def cvv() -> str:
    return digits(3)


def human_pw() -> str:
    return pick(
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(WORDS)}{digits(2)}{pick('!', '#', '$', '?')}",
        f"{secrets.choice(WORDS)}-{secrets.choice(WORDS)}-{digits(4)}",
        pw(),
    )


def twitch_oauth() -> str:
    return "oauth:" + rnd(LOWER + DIGITS, 30)


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def esim_code() -> str:
    return f"LPA:1$smdp.esim.acme.example${rnd(UPPER + DIGITS, 8)}-{rnd(UPPER + DIGITS, 8)}-{rnd(UPPER + DIGITS, 8)}"


# --- look-alike values --------------------------------------------------------

def yt_video() -> str:
    return rnd(URLSAFE, 10) + pick("A", "E", "I", "M", "Q", "U", "Y", "c", "g", "k", "o", "s", "w", "0", "4", "8")


def yt_channel() -> str:
    return "UC" + rnd(URLSAFE, 21) + pick("A", "Q", "g", "w")


def yt_playlist() -> str:
    return "PL" + rnd(URLSAFE, 32)


def ig_shortcode() -> str:
    return pick("C", "D") + rnd(URLSAFE, 10)


def ig_media_id() -> str:
    return f"{digits(19, lead=True)}_{digits(11, lead=True)}"


def pnr() -> str:
    return rnd(PNR_ALPHA, 6)


def eticket(prefix: str = "014") -> str:
    return prefix + digits(10)


def seat() -> str:
    return f"{secrets.randbelow(40) + 3}{pick('A', 'C', 'D', 'F', 'H', 'K')}"


def drone_reg() -> str:
    return "C-" + rnd(UPPER + DIGITS, 10)


def dji_serial() -> str:
    return "1581F" + rnd(UPPER + DIGITS, 11)


def passid() -> str:
    return "15" + digits(7)


def postcode() -> str:
    return f"V{pick(*['5', '6', '7', '3'])}{rnd(UPPER, 1)} {digits(1)}{rnd(UPPER, 1)}{digits(1)}"


def bc_plate() -> str:
    return pick(f"{rnd(UPPER, 2)}{digits(1)} {digits(2)}{rnd(UPPER, 1)}", f"{digits(3)} {rnd(UPPER, 3)}")


def phone() -> str:
    return f"{pick('604', '778', '236')}-555-{digits(4)}"


def gps(lat0: float, lon0: float) -> str:
    lat = lat0 + (secrets.randbelow(20000) - 10000) / 1_000_000
    lon = lon0 + (secrets.randbelow(20000) - 10000) / 1_000_000
    return f"{lat:.5f}, {lon:.5f}"


def tc(hours: bool = False) -> str:
    m, s = secrets.randbelow(40), secrets.randbelow(60)
    return f"{secrets.randbelow(2):02d}:{m:02d}:{s:02d}" if hours else f"{m}:{s:02d}"


def paypal_txn() -> str:
    return rnd(UPPER + DIGITS, 17)


def gpg_fpr() -> str:
    return groups(hexs(40).upper(), 4)


def bn() -> str:
    return digits(9, lead=True) + " RT0001"


def amazon_order() -> str:
    return f"702-{digits(7)}-{digits(7)}"


def ups() -> str:
    return "1Z" + rnd(UPPER + DIGITS, 16)


def cp_tracking() -> str:
    return digits(16, lead=True)


def airbnb_code() -> str:
    return "HM" + rnd(UPPER + DIGITS, 8)


def google_client_id() -> str:
    return f"{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com"


def ga_id() -> str:
    return "G-" + rnd(UPPER + DIGITS, 10)


def ip_internal() -> str:
    return f"192.168.{secrets.randbelow(3)}.{secrets.randbelow(200) + 20}"


def credentials() -> Rows:
    r = Rows()

    r.add("google_account_password",
          f"main gmail / youtube brand acct pw: {human_pw()}",
          f"Google pw changed after the Lisbon phishing scare\nnew: {pw()}\ndont reuse this anywhere!!",
          f"remember for the 2nd channel (the shorts one) — login travelsnaps.backup@acme.example / {human_pw()}",
          f"if i get locked out again the google pass is {pw()} and recovery phone is my fido number")

    r.add("google_backup_codes",
          f"Google backup codes (main acct), printed copy is in the pelican case\n{google_backup_codes(5)}",
          f"yt 2fa backup codes — cross off when used:\n{google_backup_codes(4, '  ')}",
          f"backup codes for the brand account, generated in Bali:\n{google_backup_codes(6)}\n(2 left on the old sheet, ignore those)")

    r.add("youtube_stream_key",
          f"YT stream key for the Tofino storm live: {yt_stream_key()}",
          f"OBS > Settings > Stream\nService: YouTube - RTMPS\nServer: rtmps://a.rtmp.youtube.example/live2\nStream Key: {yt_stream_key()}",
          f"persistent key for the weekly Q&A stream (reusable one, not the one-off) {yt_stream_key()}",
          f"gonna stream from the ferry w/ the phone, need the key handy -> {yt_stream_key()}")

    r.add("twitch_stream_key",
          f"twitch key {twitch_stream_key()}",
          f"Twitch primary stream key (copied from dashboard, dont show on screen lol)\n{twitch_stream_key()}",
          f"for the larix app on phone: rtmp://yvr.contribute.live-video.acme.example/app/{twitch_stream_key()}")

    r.add("twitch_chat_oauth_token",
          f"chat bot token for the twitch overlay: {twitch_oauth()}",
          f"streamerbot twitch login\nusername: northshorenomad\npassword token: {twitch_oauth()}")

    r.add("adobe_account_login",
          f"Adobe CC (lightroom + premiere) — me@northshorenomad.example / {human_pw()}",
          f"adobe id pw reset again ugh. now it's {pw()}",
          f"Adobe login for the studio mac\nemail: hello@northshorenomad.example\npw: {human_pw()}\n2fa goes to my phone")

    r.add("dropbox_login",
          f"dropbox (the 2TB plan) login pw = {human_pw()}",
          f"Dropbox: northshorenomad@acme.example\n{pw()}",
          f"client delivery dropbox acct (separate one!) pass {human_pw()}")

    r.add("dropbox_api_token",
          f"upload script token (short lived, regen if it 401s): {dbx_token()}",
          f"export DROPBOX_TOKEN={dbx_token()}\npython3 upload_raws.py --src /Volumes/SD1/DCIM",
          f"curl -X POST https://content.dropboxapi.acme.example/2/files/upload \\\n  --header \"Authorization: Bearer {dbx_token()}\" \\\n  --data-binary @thumb.jpg")

    r.add("dropbox_app_secret",
          f"dropbox app 'nomad-uploader': app key {rnd(LOWER + DIGITS, 15)} app secret {rnd(LOWER + DIGITS, 15)}",
          f"refresh token for the uploader so i stop pasting new tokens every 4 hrs:\n{dbx_refresh()}",
          f"DBX_APP_SECRET={rnd(LOWER + DIGITS, 15)}\nDBX_REFRESH_TOKEN={dbx_refresh()}")

    r.add("camera_wifi_password",
          f"Sony a7IV wifi for imaging edge: SSID DIRECT-{rnd(ALNUM, 4)}:ILCE-7M4  pw {camera_pw()}",
          f"fuji x-t5 transfer pw is {camera_pw()} (if the app asks)",
          f"camera hotspot pass: {camera_pw()}",
          f"R5 wifi → phone\nnetwork: EOSR5-{digits(3)}_Canon0A\npassword: {camera_pw()}")

    r.add("drone_wifi_password",
          f"mini 4 pro wifi quick transfer pw {camera_pw()}",
          f"DJI goggles / RC pairing wifi password: {rnd(LOWER + DIGITS, 10)}")

    r.add("dji_account_password",
          f"DJI account (fly app + care refresh) — pw {human_pw()}",
          f"dji login: dronesnomad@acme.example  {pw()}",
          f"unlock request for the geozone near YVR needs DJI acct, pass is {human_pw()}")

    r.add("drone_portal_login",
          f"Drone Management Portal (transport canada) login\nuser: northshorenomad\npw: {pw()}",
          f"TC drone portal pw {human_pw()} — need it to renew the reg before May",
          f"nav drone app + TC portal same pass: {human_pw()}")

    r.add("paypal_login",
          f"paypal (business) pw: {pw()}",
          f"PayPal for sponsor payouts\nhello@northshorenomad.example\n{human_pw()}",
          f"paypal pass changed 3/14 → {human_pw()}")

    r.add("bank_login",
          f"RBC online banking\nclient card {groups(luhn('4519' + digits(2)), 4)}\npw {pw()}",
          f"TD easyweb password {human_pw()} (biz acct)",
          f"credit union login: member# {digits(7)} / PAC {digits(5)}",
          f"banking pw for when im abroad and the app freaks out: {pw()}")

    r.add("travel_card_pin",
          f"travel card (the multi-currency one) PIN {pin()}",
          f"Wise card pin = {pin()}",
          f"PIN for the prepaid USD card: {pin()} — dont write on the card dummy")

    r.add("credit_card_with_cvv",
          f"visa for gear purchases {visa()} exp {card_expiry()} cvv {cvv()}",
          f"Amex (travel points one)\n{amex()}\n{card_expiry()}  CID {digits(4)}",
          f"mc for online bookings: {mastercard()} {card_expiry()} {cvv()}")

    r.add("hotel_safe_code",
          f"hotel safe code (room 1412) {pin(4)}",
          f"safe in the Lisbon apartment: {pin(6)} then #",
          f"set the safe to {pin(4)} — passport + backup drives inside",
          f"Tokyo hotel safe {pin(4)}, laptop + both SSDs in there")

    r.add("filevault_recovery_key",
          f"FileVault recovery key MBP 16\n{filevault_key()}",
          f"laptop recovery key (if it asks after an update): {filevault_key()}",
          f"editing macbook filevault key {filevault_key()}  — also printed in the gear binder")

    r.add("gmail_app_password",
          f"app password for thunderbird / mail on the ipad: {app_password()}",
          f"gmail app pw for the contact form SMTP: {app_password()}",
          f"SMTP_USER=hello@northshorenomad.example\nSMTP_PASS=\"{app_password()}\"")

    r.add("totp_seed",
          f"youtube acct authenticator setup key (in case phone dies): {totp_seed(True)}",
          f"otpauth://totp/Dropbox:northshorenomad?secret={totp_seed()}&issuer=Dropbox",
          f"2fa seed for paypal — {totp_seed()}")

    r.add("instagram_login",
          f"IG @northshorenomad pw {human_pw()}",
          f"instagram login for the assistant (she posts stories while im flying): northshorenomad / {human_pw()}",
          f"insta pw changed, new one {pw()}")

    r.add("instagram_backup_codes",
          f"IG backup codes\n{chr(10).join(digits(4, lead=True) + ' ' + digits(4) for _ in range(5))}",
          f"instagram recovery codes: {', '.join(digits(8, lead=True) for _ in range(5))}")

    r.add("apple_id_password",
          f"apple id pw {human_pw()}",
          f"Apple ID for the iphone + MBP: northshorenomad@acme.example\npass {pw()}",
          f"icloud pw (also the find my login if phone gets stolen) -> {human_pw()}")

    r.add("apple_app_specific_password",
          f"app specific pw for the calendar sync {apple_app_pw()}",
          f"icloud app pw (for rclone?) {apple_app_pw()}")

    r.add("youtube_oauth_client_secret",
          f"YT upload bot google cloud creds\nclient_id {google_client_id()}\nclient_secret {gocspx()}",
          f"client_secret.json → \"client_secret\": \"{gocspx()}\"",
          f"google oauth secret for the thumbnail uploader {gocspx()}")

    r.add("google_refresh_token",
          f"refresh token for the yt analytics script: {google_refresh()}",
          f"token.json\n{{\"refresh_token\": \"{google_refresh()}\", \"token_uri\": \"https://oauth2.googleapis.acme.example/token\"}}")

    r.add("youtube_data_api_key",
          f"yt data api key (server side, comment scraper) {google_api_key()}",
          f"YOUTUBE_API_KEY={google_api_key()}",
          f"api key for the analytics dashboard script: {google_api_key()} — unrestricted, fix that")

    r.add("stripe_secret_key",
          f"print shop stripe secret {stripe_sk()}",
          f"STRIPE_SECRET_KEY={stripe_sk()}\nSTRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
          f"restricted key for the shop's order export: {stripe_rk()}")

    r.add("mapbox_secret_token",
          f"mapbox secret token (for the route map downloads) {mapbox_token('sk', 'northshorenomad')}",
          f"MAPBOX_DOWNLOADS_TOKEN={mapbox_token('sk', 'northshorenomad')}")

    r.add("backblaze_b2_key",
          f"B2 bucket for raw archive\nkeyID: {b2_key_id()}\napplicationKey: {b2_app_key()}",
          f"rclone config b2 → account {b2_key_id()} key {b2_app_key()}",
          f"backblaze app key (write only, archive-2024): {b2_app_key()}")

    r.add("aws_s3_backup_keys",
          f"aws creds for the s3 glacier backup\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"[nomad-backup]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"s3 user 'footage-sync' key {aws_key_id()} secret {aws_secret()}")

    r.add("obs_websocket_password",
          f"obs websocket pw (for stream deck) {rnd(ALNUM, 16)}",
          f"OBS websocket: ws://{ip_internal()}:4455  pass {rnd(ALNUM, 12)}",
          f"streamdeck → obs plugin password {human_pw()}")

    r.add("nas_password",
          f"synology admin (nas.home.internal) pw {pw()}",
          f"NAS login for the edit bay: editor / {human_pw()}",
          f"smb://nas.home.internal/footage  user nomad pass {pw()}")

    r.add("ssh_private_key",
          f"deploy key for the portfolio VPS (~/.ssh/portfolio_ed25519)\n{openssh_private()}",
          f"key to get into the render box, paste into a file + chmod 600\n{openssh_private()}")

    r.add("wordpress_app_password",
          f"wp application password for the auto-poster: {wp_app_pw()}",
          f"blog REST api: user nomad-admin app pw {wp_app_pw()}",
          f"curl -u nomad-admin:\"{wp_app_pw()}\" https://blog.northshorenomad.example/wp-json/wp/v2/posts")

    r.add("portfolio_site_admin_password",
          f"portfolio site wp-admin: nomad-admin / {human_pw()}",
          f"squarespace-ish site backend pw {pw()}")

    r.add("discord_bot_token",
          f"discord bot (new-upload pinger) token {discord_bot()}",
          f"DISCORD_TOKEN={discord_bot()}")

    r.add("telegram_bot_token",
          f"telegram bot for render-done pings: {telegram_bot()}",
          f"tg bot token {telegram_bot()} chat id {digits(9, lead=True)}")

    r.add("mailchimp_api_key",
          f"mailchimp api key (newsletter signup form) {mailchimp()}",
          f"MAILCHIMP_KEY={mailchimp()}",
          f"newsletter key for the zapier thing: {mailchimp()}")

    r.add("flickr_api_secret",
          f"flickr api — key {hexs(32)} / secret {hexs(16)}",
          f"flickr uploader secret: {hexs(16)}")

    r.add("home_wifi_password",
          f"home wifi (Nomad-5G) pw {phrase(WORDS, 3, '-')}{digits(2)}",
          f"guest wifi for the shoot crew: NomadGuest / {human_pw()}",
          f"wifi at the studio sublet\n{rnd(ALNUM, 12)}")

    r.add("phone_sim_pin_puk",
          f"SIM pin {pin()} puk {digits(8)}",
          f"japan sim card PIN {pin()} (PUK on the card holder: {digits(8)})",
          f"fido sim puk if i mess up the pin again: {digits(8)}")

    r.add("luggage_lock_combo",
          f"pelican case lock combo {digits(3)}",
          f"TSA lock on the big duffel: {digits(3)} / the camera bag one is {digits(3)}")

    r.add("airbnb_door_code",
          f"airbnb lisbon door code {pin(4)}#",
          f"Tofino cabin keypad: {pin(5)} then the yale button",
          f"lockbox at the Banff rental {pin(4)} — key for the gear shed inside")

    r.add("building_entry_code",
          f"buzzer code for my building {pin(4)}",
          f"mailbox combo {digits(2)}-{digits(2)}-{digits(2)}",
          f"storage locker P2 code {pin(6)}")

    r.add("vpn_account_number",
          f"mullvad acct number (this IS the login) {groups(mullvad(), 4)}",
          f"vpn account # {mullvad()}")

    r.add("wireguard_private_key",
          f"wg conf for the travel router\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.64.{secrets.randbelow(200)}.{secrets.randbelow(200)}/32",
          f"wireguard privkey for the laptop tunnel home: {wg_key()}")

    r.add("password_manager_master",
          f"bitwarden master pw (memorize then delete this!!) {phrase(BIP39, 4, '-')}-{digits(2)}",
          f"bw master: {phrase(WORDS, 5, ' ')}",
          f"master password for the vault, in case of emergency for Jess: {phrase(BIP39, 4, '.')}{digits(3)}")

    r.add("crypto_seed_phrase",
          f"ledger seed (sponsor paid in eth, ugh)\n{phrase(BIP39, 12)}",
          f"wallet recovery phrase: {phrase(BIP39, 24)}")

    r.add("esim_activation_code",
          f"airalo esim for japan, activation: {esim_code()}",
          f"esim QR text (for the backup phone) {esim_code()}")

    r.add("cloudflare_api_token",
          f"cloudflare token (DNS edit for the portfolio) {cf_token()}",
          f"CF_API_TOKEN={cf_token()}")

    r.add("aeroplan_login",
          f"aeroplan # {digits(9, lead=True)} pw {human_pw()}",
          f"Aeroplan password — {pw()}")

    r.add("interac_security_answer",
          f"e-transfer to Jess: question 'first camera?' answer {rnd(LOWER, 6)}{digits(3)}",
          f"interac security answer for the second shooter payments: {phrase(WORDS, 2, '')}{digits(2)}")

    r.add("session_cookie",
          f"youtube studio session cookie for the scraper (expires whenever) SAPISID={rnd(URLSAFE, 16)}/{rnd(URLSAFE, 17)}; __Secure-3PSID=g.a000{rnd(URLSAFE, 140)}",
          f"patreon session_id cookie so the export script works: session_id={rnd(URLSAFE, 43)}")

    r.add("wise_api_token",
          f"wise personal api token (read only, for invoices) {uid()}",
          f"Authorization: Bearer {uid()}   ← wise token for the fx script")

    r.add("stock_agency_sftp_password",
          f"stock contributor sftp: sftp.contributor.acme.example user {digits(9, lead=True)} pw {rnd(ALNUM, 10)}",
          f"FTP for the stock footage uploads\nhost ftp.stock.acme.example\nlogin nomadfilms\npass {pw()}")

    r.add("laptop_login_password",
          f"macbook login pw {human_pw()}",
          f"edit pc (windows) local admin: nomad / {pw()}")

    r.add("phone_passcode",
          f"old iphone passcode (the one i sold... wipe first) {digits(6)}",
          f"backup android (gimbal control phone) unlock: {digits(6)}")

    r.add("basic_auth_header",
          f"preview server for clients is behind basic auth: Authorization: Basic {basic('client', rnd(ALNUM, 14))}",
          f"staging.northshorenomad.example creds header → Basic {basic('preview', human_pw())}")

    r.add("gimbal_app_login",
          f"DJI RS4 / ronin app login (diff from fly acct!) {human_pw()}",
          f"insta360 account pw: {pw()}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("youtube_video_id",
          f"Tofino storm vid is live: https://www.youtube.example/watch?v={yt_video()}",
          f"pin this comment on {yt_video()} — sponsor link update",
          f"shorts ids for the japan series: {yt_video()}, {yt_video()}, {yt_video()}",
          f"end screen on ep 14 → link to youtu.be/{yt_video()} (the gear vid)")

    r.add("youtube_channel_id",
          f"my channel id (for the sponsor form): {yt_channel()}",
          f"collab w/ Maya — her channel https://www.youtube.example/channel/{yt_channel()}",
          f"second channel id {yt_channel()}, add to the brand acct list")

    r.add("youtube_playlist_id",
          f"Japan playlist list={yt_playlist()}",
          f"playlist for the gear reviews: https://www.youtube.example/playlist?list={yt_playlist()}",
          f"put the new BC vids in {yt_playlist()} not the old 2022 one")

    r.add("instagram_post_id",
          f"IG post for the Lisbon tram shot: instagram.example/p/{ig_shortcode()}/",
          f"reel that blew up {ig_shortcode()} (media id {ig_media_id()})",
          f"tag the hotel on {ig_shortcode()} + {ig_shortcode()}")

    r.add("image_file_hash",
          f"sha256 of the hero shot the agency licensed (DSC0{digits(4)}.ARW): {hexs(64)}",
          f"md5 check after copy from SD: {hexs(32)}  A7IV_{digits(4)}.MP4",
          f"dup finder says these match: {hexs(40)} (sha1)")

    r.add("camera_serial_number",
          f"a7IV serial {digits(7, lead=True)} — for insurance",
          f"camera serials for the carnet: Sony ILCE-7M4 s/n {digits(7, lead=True)}, Fuji X-T5 s/n {digits(8, lead=True)}",
          f"Canon R5 serial {digits(12, lead=True)} (on the bottom plate)")

    r.add("lens_serial_number",
          f"lens serials\n24-70 GM II: {digits(7, lead=True)}\n16-35 f4: {digits(7, lead=True)}\n70-200: {digits(7, lead=True)}",
          f"sigma 35 1.4 s/n {digits(8, lead=True)} (bought used, check warranty)",
          f"XF 23mm serial {rnd(UPPER + DIGITS, 2)}{digits(6)}")

    r.add("sd_card_id",
          f"SD card CID for the corrupted one (warranty claim): {hexs(32)}",
          f"card labels: SD-A = {hexs(8).upper()}, SD-B = {hexs(8).upper()} (volume serials)",
          f"CFexpress serial {rnd(UPPER + DIGITS, 16)} — the one that glitched in Banff")

    r.add("flight_booking_reference",
          f"flight YVR→NRT booking ref {pnr()}",
          f"AC PNR: {pnr()} / return WestJet {pnr()}",
          f"confirmation code {pnr()} — TAP to Lisbon, 1 checked bag",
          f"manage booking: Air Canada, ref {pnr()}, last name on booking")

    r.add("eticket_number",
          f"e-ticket # {eticket()} (needed for the baggage claim)",
          f"ticket numbers\nme: {eticket()}\nJess: {eticket()}",
          f"westjet eticket {eticket('838')}")

    r.add("seat_assignment",
          f"seats: {seat()} (window, left side for mountains) and {seat()}",
          f"NRT→YVR seat {seat()}, gate 52, boarding 16:40")

    r.add("hotel_confirmation_number",
          f"hotel conf # {digits(10, lead=True)} (Shinjuku, 4 nights)",
          f"Booking.example confirmation {digits(10, lead=True)} PIN on booking page",
          f"Lisbon guesthouse res number {digits(8, lead=True)}, check-in after 3")

    r.add("airbnb_reservation_code",
          f"airbnb tofino cabin {airbnb_code()}",
          f"reservation {airbnb_code()} — host says door code comes day before",
          f"banff rental conf code {airbnb_code()}")

    r.add("car_rental_confirmation",
          f"rental car YYC pickup conf {rnd(UPPER + DIGITS, 9)}",
          f"campervan booking ref {digits(8, lead=True)}-CA, pickup 10am")

    r.add("drone_registration_number",
          f"mini 4 pro registration {drone_reg()} (label on the arm)",
          f"drone reg numbers: avata {drone_reg()}, mini {drone_reg()}",
          f"TC registration {drone_reg()} expires next yr, renew in portal")

    r.add("rpas_pilot_certificate",
          f"my RPAS pilot cert (advanced) # PC{digits(10, lead=True)}",
          f"pilot certificate number for the permit form: PA-{digits(8, lead=True)}")

    r.add("drone_serial_number",
          f"DJI mini 4 pro SN {dji_serial()}",
          f"RC 2 serial {dji_serial()} / battery SNs on the care refresh page")

    r.add("trusted_traveller_number",
          f"Nexus PASSID {passid()} (for the flight bookings KTN box)",
          f"known traveller # {passid()} — add to AC profile",
          f"Global Entry / nexus number: {passid()}, card expires 2029")

    r.add("boarding_pass_barcode",
          f"boarding pass text from the barcode lol: M1NOMAD/SAM         E{pnr()} YVRNRTAC 0003 123Y0{secrets.randbelow(40) + 10}A0042 100",
          f"BCBP string for the expense report: M1NOMAD/SAM E{pnr()} LISYYZTP 0259 201Y0{secrets.randbelow(40) + 10}C0011 300")

    r.add("public_share_link",
          "client gallery link (public, fine to send): https://gallery.northshorenomad.example/s/tofino-storm-2024",
          "youtube.example/@northshorenomad is the link for the bio, NOT the studio url. shorts shelf: youtube.example/@northshorenomad/shorts",
          f"proof folder https://www.dropbox.acme.example/scl/fo/{rnd(LOWER + DIGITS, 21)}/ (rlkey stripped — send the full link from the app, not this)")

    r.add("hashtag_list",
          "tags for tofino: #tofino #explorebc #pnwonderland #stormwatching #sonyalpha #beautifulbc",
          "japan hashtags #japantravel #tokyonight #fujifilm_xseries #streetsnap #travelvlog",
          "#vancouverphotographer #supernaturalbc #dronephotography #djimini4pro")

    r.add("gps_coordinates",
          f"sunrise spot chesterman beach: {gps(49.115, -125.892)}",
          f"drone takeoff spot (outside the CYVR zone!) {gps(49.302, -123.141)}",
          f"waypoints for the lake shot\nA {gps(51.417, -116.218)}\nB {gps(51.421, -116.225)}")

    r.add("stream_key_reset_note",
          "reset the YT stream key after it flashed on screen during the live. OBS updated, larix NOT yet",
          "twitch key got regenerated (dashboard → stream → reset). new one is only in OBS, not here",
          "note to self: never paste the stream key in discord again. it's been rotated",
          "stream key for the Q&A = the persistent one, grab it from studio when setting up")

    r.add("password_rotation_note",
          "changed adobe + dropbox passwords after the breach email. both in bitwarden now",
          "paypal pw reset on 3/14, 2fa turned back on",
          "google pw is 20+ chars now and lives in the vault — do not write it anywhere")

    r.add("vault_reference",
          "dropbox token for upload script → bitwarden item 'nomad-uploader / dbx'",
          "bank login is in the vault under Finance > RBC. hotel safe codes i just pick on the day",
          "filevault recovery key: printed, in the fire safe at mom's, NOT on the laptop")

    r.add("env_var_reference",
          "upload_raws.py reads DROPBOX_TOKEN and DBX_REFRESH_TOKEN from .env (gitignored)",
          "export YOUTUBE_API_KEY=$(bw get password yt-api-key)",
          "STRIPE_SECRET_KEY=${STRIPE_SECRET_KEY:?set me}  # in the shop's .env.example")

    r.add("backup_codes_status",
          "google backup codes: used 3 of 10, regenerate when back home",
          "IG backup codes printed, in the pelican case with the passport copies",
          "2fa backup codes for youtube acct are 8 digits each — sheet is in the binder")

    r.add("pin_policy_note",
          "travel card pin has to be 4 digits, change it at an ATM in Japan if it gets blocked",
          "hotel safes usually want 4-6 digits + lock button. reset to default 0000 when checking out? ask front desk")

    r.add("ssh_public_key",
          f"add to the VPS authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} nomad@mbp16",
          f"render box pubkey ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} render@edit-pc")

    r.add("gpg_fingerprint",
          f"my gpg fingerprint (for the press kit page): {gpg_fpr()}",
          f"verify the release of darktable against key {gpg_fpr()}")

    r.add("wireguard_public_key",
          f"travel router peer PublicKey = {wg_key()} (server side, fine to share)",
          f"home server wg pubkey {wg_key()}")

    r.add("stripe_publishable_key",
          f"print shop checkout.js uses pk_live_51{rnd(ALNUM, 97)} (publishable, it's in the html)",
          f"NEXT_PUBLIC_STRIPE_KEY=pk_live_51{rnd(ALNUM, 97)}")

    r.add("mapbox_public_token",
          f"route map embed on the blog: mapboxgl.accessToken = '{mapbox_token('pk', 'northshorenomad')}'",
          f"public mapbox token (url-restricted to the blog) {mapbox_token('pk', 'northshorenomad')}")

    r.add("google_oauth_client_id",
          f"oauth client id for the yt uploader (the id, not the secret) {google_client_id()}",
          f"consent screen client: {google_client_id()}")

    r.add("twitch_client_id",
          f"twitch dev app client id {rnd(LOWER + DIGITS, 30)} (public, secret stays in bw)",
          f"client-id header for the clip fetcher: {rnd(LOWER + DIGITS, 30)}")

    r.add("adsense_publisher_id",
          f"ads.txt line: google.example, pub-{digits(16, lead=True)}, DIRECT, f08c47fec0942fa0",
          f"adsense publisher id ca-pub-{digits(16, lead=True)}")

    r.add("analytics_measurement_id",
          f"GA4 for portfolio {ga_id()}",
          f"blog analytics tag {ga_id()} + search console verified")

    r.add("git_commit_sha",
          f"upload script fix (chunked uploads) is commit {hexs(40)}",
          f"roll back thumbnail-gen to {hexs(7)} if the fonts break again",
          f"git checkout {hexs(40)} -- upload_raws.py")

    r.add("docker_image_digest",
          f"immich server pinned to ghcr.acme.example/immich-server@sha256:{hexs(64)}",
          f"photoprism image digest sha256:{hexs(64)}")

    r.add("s3_bucket_arn",
          f"backup bucket arn:aws:s3:::nomad-raw-archive-{hexs(6)}",
          f"lifecycle role arn:aws:iam::{digits(12, lead=True)}:role/footage-glacier-tiering")

    r.add("dropbox_file_id",
          f"the master export of ep 22 in dropbox is id:{rnd(URLSAFE, 22)}",
          f"script logs file ids: id:{rnd(URLSAFE, 22)} rev {hexs(9)}{digits(4)}")

    r.add("cloudflare_zone_id",
          f"cloudflare zone id for northshorenomad.example: {hexs(32)}",
          f"account id {hexs(32)} (cloudflare, for the pages deploy)")

    r.add("paypal_transaction_id",
          f"sponsor payment from the bag brand, paypal txn {paypal_txn()}",
          f"paypal transaction IDs for Q2 taxes: {paypal_txn()}, {paypal_txn()}",
          f"refund sent, transaction {paypal_txn()}")

    r.add("invoice_number",
          f"invoice NSN-2024-{digits(3)} sent to the tourism board, GST/HST {bn()}",
          f"INV-{digits(5)} paid ✔ (net 30)",
          f"GST number for invoices: {bn()}")

    r.add("business_bank_details_on_invoice",
          f"EUR payments to my wise acct IBAN {iban('BE', digits(12))} BIC TRWIBEB1XXX (on the invoice footer)",
          f"GBP clients: {iban('GB', 'TRWI231470' + digits(8))}",
          f"CAD direct deposit details for invoices: inst 003 transit {digits(5)} acct {digits(7)}")

    r.add("order_number",
          f"amazon.ca order {amazon_order()} (ND filters)",
          f"B&H order #{digits(10, lead=True)} — gimbal, ships from NY",
          f"print lab order PL-{rnd(UPPER + DIGITS, 8)}")

    r.add("shipping_tracking_number",
          f"canada post tracking {cp_tracking()}",
          f"UPS {ups()} — lens coming back from repair",
          f"purolator pin {digits(12, lead=True)} (it's the tracking #, not a password lol)")

    r.add("coupon_code",
          f"sponsor discount code for viewers: NOMAD{digits(2)} (10% off bags)",
          f"B&H promo code {rnd(UPPER, 6)}{digits(2)} expires end of month",
          f"adobe student/teacher promo? no — black friday code CC{rnd(UPPER + DIGITS, 6)}")

    r.add("postal_code_address",
          f"studio sublet address for deliveries: 1280 Granville St, Vancouver BC {postcode()}",
          f"mailing address for the sponsor gear: unit 4, Tofino BC {postcode()}")

    r.add("licence_plate",
          f"rental car plate {bc_plate()} (white rav4, parked P3)",
          f"my van plate {bc_plate()} for the parks pass")

    r.add("phone_number",
          f"Jess (2nd shooter) {phone()}",
          f"tofino cabin host {phone()} — text don't call")

    r.add("firmware_version",
          "a7IV firmware 4.01 → update to 5.00 before japan",
          f"mini 4 pro fw v01.00.0{secrets.randbelow(9) + 1}00, RC 2 v01.0{secrets.randbelow(9)}.0{secrets.randbelow(9)}.00",
          "OBS 30.1.2, streamfx broke on 30.2 — stay on this")

    r.add("ip_and_hostname",
          f"NAS is nas.home.internal / {ip_internal()} (reserved in router)",
          f"render box edit-pc.home.internal {ip_internal()}, obs websocket port 4455")

    r.add("camera_wifi_ssid",
          f"sony wifi SSID DIRECT-{rnd(ALNUM, 4)}:ILCE-7M4 — password is on the camera menu screen (Network > Wi-Fi)",
          f"fuji hotspot name FUJIFILM-X-T5-{hexs(4).upper()}, pairs via bluetooth first")

    r.add("bluetooth_mac",
          f"camera BT address {mac(':', True)} (for the remote app)",
          f"gimbal mac {mac(':', True)} kept dropping, re-paired")

    r.add("card_last_four",
          f"travel visa ending {digits(4)} — tell the bank about japan dates",
          f"amex ending {digits(5)} for the flight points, the other card for hotels")

    r.add("lightroom_catalog_uuid",
          f"LR catalog id {uid()} (2024 travel catalog)",
          f"premiere project uuid {uid()} — the ep 22 project, autosave folder")

    r.add("drone_flight_log_id",
          f"flight record DJIFlightRecord_2024-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)}_[{digits(2)}-{digits(2)}-{digits(2)}].txt, log id {uid()}",
          f"airdata flight id {digits(9, lead=True)} — the one near the glacier")

    r.add("content_id_claim",
          f"content ID claim on ep 19, claim id {rnd(URLSAFE, 11)}-{digits(4)} — disputed, its my licensed track",
          f"music licence reference for the description: track ESID{digits(6)}, licensed to my channel")

    r.add("video_timecodes",
          f"chapters\n0:00 intro\n{tc()} packing\n{tc()} flight\n{tc()} first night in tokyo",
          f"cut the sponsor read at {tc(True)} – {tc(True)}",
          f"b-roll of the ferry at {tc(True)}:12 in A7IV_{digits(4)}.MP4")

    r.add("exif_image_unique_id",
          f"ImageUniqueID in the exif {hexs(32).upper()} — proves the shot is mine for the stock dispute",
          f"exif dump: SerialNumber {digits(7, lead=True)}, LensSerialNumber {digits(7, lead=True)}, ShutterCount {digits(5, lead=True)}")

    r.add("isbn_photo_book",
          f"photo book ISBN {ean13('978')} (proof copy ordered)",
          f"zine barcode {ean13('978')}, second printing")

    r.add("age_key_reference",
          f"backups are encrypted to age recipient age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)} (the identity file is on the yubikey)",
          "age identity lives at ~/.config/age/keys.txt on the MBP only, never in dropbox")

    r.add("esim_order_reference",
          f"airalo order {digits(7, lead=True)}, esim ICCID {digits(19, lead=True)}",
          f"esim data plan 10GB japan, order ref AIR-{rnd(UPPER + DIGITS, 8)} (QR already installed)")

    return r


def main() -> None:
    write_corpora("make_heldout177.py", [
        ("heldout177_credentials.yaml", credentials(), "batch 177 (Vancouver travel photographer and YouTuber), written blind; every value synthetic"),
        ("heldout177_lookalikes.yaml", lookalikes(), "batch 177 look-alikes: video and channel ids, bookings, serials, hashes, public keys and reset notes, written blind"),
    ])


if __name__ == "__main__":
    main()
