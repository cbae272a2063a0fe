# ruff: noqa: E501
"""Writes heldout297_credentials.yaml and heldout297_lookalikes.yaml: held-out batch 297.

Persona: a freelance wedding photographer and videographer in Melbourne who writes her
notes in casual Australian English, slang and abbreviations and all. She keeps the
Pixieset and Pic-Time logins, the Adobe and Frame.io passwords, the Backblaze B2
application key, the Synology NAS admin password and its Hyper Backup encryption key, the
Square and Stripe keys for the booking site, the Mailchimp API key, the DJI account, the
storage unit padlock code and her CommBank NetBank and myGov logins; and a pile of
look-alikes: ABN and invoice numbers, booking refs, public gallery share links, card and
camera serials, hashes of RAW files, BSBs, order numbers and Stripe publishable keys.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    anthropic_key,
    app_password,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

AUS_WORDS = [
    "wattle", "billabong", "galah", "jacaranda", "esky", "thongs", "lamington", "possum",
    "tram", "laneway", "flatwhite", "magpie", "yarra", "servo", "drongo", "kelpie",
    "pavlova", "koala", "wombat", "quokka", "tinnie", "ute", "arvo", "swag", "brekkie",
    "cockatoo", "dingo", "bogong", "vegemite", "sausage", "sizzle", "footy", "bluey",
]
COUPLES = ["priya-and-tom", "mia-and-jack", "sophie-and-liam", "ella-and-noah", "chloe-and-sam",
           "zoe-and-josh", "grace-and-ollie", "ava-and-lachlan", "hannah-and-riley"]
VENUES = ["Yarra Valley winery", "Mornington Pen estate", "Fitzroy warehouse", "Daylesford barn",
          "St Kilda rooftop", "Dandenongs chapel", "Geelong waterfront"]


def human_pw() -> str:
    """A password a person made up, the way this persona makes them up."""
    word = pick("Wattle", "Bondi", "Kookaburra", "Vegemite", "Timtam", "Yarra", "Fitzroy",
                "Brunswick", "Galah", "Jacaranda", "Possum", "Lamington")
    return f"{word}{pick('', '_', '.', '!')}{digits(4)}{pick('!', '#', '$', '@', '')}{rnd(LOWER, 2)}"


def passphrase() -> str:
    return phrase(AUS_WORDS, pick(5, 6), pick(" ", "-", "."))


def stripe_sk(mode: str = "live", prefix: str = "sk") -> str:
    return f"{prefix}_{mode}_{rnd(ALNUM, pick(24, 99))}"


def square_token() -> str:
    return "EAAA" + rnd(URLSAFE, 60)


def mailchimp_key() -> str:
    return f"{hexs(32)}-us{secrets.randbelow(21) + 1}"


def b2_key_id() -> str:
    return f"00{pick('4', '5')}{hexs(12)}000000000{secrets.randbelow(9) + 1}"


def b2_app_key() -> str:
    return f"K00{pick('4', '5')}{rnd(ALNUM, 27)}"


def frameio_token() -> str:
    return f"fio-u-{rnd(URLSAFE, 64)}"


def github_pat() -> str:
    return pick(f"ghp_{rnd(ALNUM, 36)}", f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}")


def totp_seed() -> str:
    return rnd(BASE32, 32)


def netbank_client() -> str:
    return digits(8, True)


def abn() -> str:
    """An Australian Business Number with valid check digits (weighted sum mod 89)."""
    weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        rest = [secrets.randbelow(10) for _ in range(10)]
        partial = sum(w * d for w, d in zip(weights[1:], rest, strict=True))
        for first in range(1, 10):
            if ((first - 1) * 10 + partial) % 89 == 0:
                text = str(first) + "".join(map(str, rest))
                return f"{text[:2]} {text[2:5]} {text[5:8]} {text[8:]}"


def bsb() -> str:
    return f"06{secrets.randbelow(10)}-{digits(3)}"


def couple() -> str:
    return pick(*COUPLES)


def venue() -> str:
    return pick(*VENUES)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "pixieset_login",
        f"pixieset login: hello@acmephoto.example / {pw()}",
        f"Pixieset pw changed after that dodgy phishing email — new one is {human_pw()} (u/n is the studio email)",
        f"pixieset\nemail: bookings@acmephoto.example\npass: {pw()}\n2fa goes to my mobile",
        f"pixieset acct for Jess (2nd shooter): jess@acmephoto.example pw {human_pw()} — dont share w anyone else pls",
        f"Pixieset store login (print orders) → studio@acmephoto.example :: {pw()}",
    )
    r.add(
        "pic_time_login",
        f"Pic-Time: studio acct, user hello@acmephoto.example, password {pw()}",
        f"pictime pw = {human_pw()}  (reset it in march, don't forget again ffs)",
        f"Pic Time login for the {venue()} collab gallery — venue@acme.test / {pw()}",
        f"pic-time\n  u: studio@acmephoto.example\n  p: {pw()}",
    )
    r.add(
        "adobe_account_password",
        f"Adobe CC acct (LR + Premiere + PS): adobe@acmephoto.example pw {pw()}",
        f"adobe pw: {human_pw()} — same acct as Behance",
        f"Adobe ID password reset today arvo, new one {pw()} , old one's dead",
        f"Creative Cloud teams admin login for me + Jess\nadmin@acmephoto.example\n{pw()}",
        f"lightroom keeps logging me out grr. adobe login again: tash@acmephoto.example {human_pw()}",
    )
    r.add(
        "frameio_credentials",
        f"frame.io login for client reviews: edit@acmephoto.example / {pw()}",
        f"Frame.io dev token for the Premiere upload script: {frameio_token()}",
        f"export FRAMEIO_TOKEN={frameio_token()}",
        f"frame io pw is {human_pw()} fyi (the old one got flagged in a breach email)",
        f"frameio api token (read+upload, made for the highlight reel automation) {frameio_token()}",
    )
    r.add(
        "backblaze_b2_application_key",
        f"B2 app key for Hyper Backup bucket acme-weddings-2025\nkeyID: {b2_key_id()}\napplicationKey: {b2_app_key()}",
        f"backblaze key (rclone): account {b2_key_id()} key {b2_app_key()}",
        f"[b2-weddings]\ntype = b2\naccount = {b2_key_id()}\nkey = {b2_app_key()}\nhard_delete = false",
        f"New B2 key made today cos the old one ended up in a screenshot lol — {b2_key_id()} / {b2_app_key()}",
        f"B2_APPLICATION_KEY_ID={b2_key_id()}\nB2_APPLICATION_KEY={b2_app_key()}",
    )
    r.add(
        "synology_nas_admin_password",
        f"NAS (DS923+) admin login: admin_acme / {pw()}  — http://nas.acmephoto.internal:5000",
        f"synology pw {human_pw()}",
        f"DSM admin acct renamed to 'tashadmin', pass {pw()}",
        f"NAS login for Jess (read only on /Weddings2025): jess / {pw()}",
        f"ssh into the NAS: ssh tash@nas.acmephoto.internal -p 2222, pw {pw()}",
    )
    r.add(
        "hyper_backup_encryption_key",
        f"Hyper Backup encryption password for the B2 task — if i lose this the backups are stuffed: {passphrase()}",
        f"HB client-side encryption pw: {pw()}",
        f"hyper backup task 'Weddings→B2' encryption key: {passphrase()} (also printed + in the fire safe)",
        f"Hyper Backup USB rotation drive encryption passphrase = {passphrase()}",
    )
    r.add(
        "square_access_token",
        f"Square prod access token (booking site deposits): {square_token()}",
        f"SQUARE_ACCESS_TOKEN={square_token()}",
        f"square app secret sq0csp-{rnd(URLSAFE, 43)} — app id is the sq0idp one on the dashboard",
        f"square sandbox token for testing the deposit flow: {square_token()}",
    )
    r.add(
        "stripe_secret_key",
        f"stripe live secret: {stripe_sk()}",
        f"STRIPE_SECRET_KEY={stripe_sk()}",
        f"stripe restricted key for the invoice reminder zap (read invoices only): {stripe_sk(prefix='rk')}",
        f"stripe test secret {stripe_sk('test')} — for the staging booking page",
        f"rotated the stripe key after Jess's laptop got nicked, new sk = {stripe_sk()}",
    )
    r.add(
        "stripe_webhook_secret",
        f"stripe webhook signing secret (booking confirmed → email): whsec_{rnd(ALNUM, 32)}",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"whsec for the deposit-paid endpoint on bookings.acmephoto.example: whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "mailchimp_api_key",
        f"mailchimp api key {mailchimp_key()}",
        f"MC key for the newsletter signup on the site: {mailchimp_key()} (audience id is separate)",
        f"mailchimp transactional (mandrill) key md-{rnd(URLSAFE, 22)}",
        f"Mailchimp login: tash@acmephoto.example / {pw()}",
        f"MAILCHIMP_API_KEY=\"{mailchimp_key()}\"",
    )
    r.add(
        "dji_account_login",
        f"DJI acct (Fly app + Care Refresh): drone@acmephoto.example pw {pw()}",
        f"dji pw: {human_pw()}",
        f"DJI Fly login on the new RC2 — u/n tash.flies@acmephoto.example, pass {pw()}",
        f"DJI account password {pw()} — needed for unlocking the geozone near Essendon",
    )
    r.add(
        "storage_unit_padlock_code",
        f"storage unit padlock combo: {digits(4)}",
        f"storage unit 2B (lighting + backdrops) — lock code {digits(4)}, gate code {digits(6)}#",
        f"padlock on the studio cage = {digits(4)}  (ppl keep asking, DON'T tell the casual shooters)",
        f"gate keypad at the storage place: *{digits(6)}# then unit lock {digits(4)}",
    )
    r.add(
        "netbank_login",
        f"NetBank client no {netbank_client()} pw {pw()}",
        f"CommBank netbank: client number {netbank_client()}, password {human_pw()}",
        f"NetBank business acct login\nClient #: {netbank_client()}\nPass: {pw()}\nNetCode via SMS",
        f"commbank app login PIN {digits(4)}",
        f"netbank — {netbank_client()} / {human_pw()} (changed after the scam txt, eek)",
    )
    r.add(
        "mygov_login",
        f"myGov u/n {rnd(UPPER, 2)}{digits(10)} pw {pw()}",
        f"mygov password {human_pw()} — secret q answers: first pet = {pick('Biscuit', 'Vegemite', 'Bluey', 'Muffin')}{digits(2)}, first street = {pick('Chapel', 'Smith', 'Lygon', 'Sydney')}{digits(3)}",
        f"myGov (ATO + Medicare linked)\nemail: tash@acmephoto.example\npassword: {pw()}\ncode via the myGov Code Generator app",
        f"myID app PIN {digits(6)} (needed for the ATO BAS login)",
    )
    r.add(
        "studio_wifi_password",
        f"studio wifi: AcmeStudio-5G / {pw()}",
        f"wifi pw for the studio (give to clients for the slideshow) — no wait, that's the guest one. MAIN one is {human_pw()}",
        f"router admin at 192.168.1.1 → admin / {pw()}",
        f"SSID: acme-edit-bay\nWPA2: {passphrase()}",
    )
    r.add(
        "gmail_app_password",
        f"gmail app password for the NAS email alerts: {app_password()}",
        f"google app pw (Thunderbird on the edit PC) {app_password()}",
        f"app password for studio@acmephoto.example smtp from the booking site: {app_password().replace(' ', '')}",
        f"Gmail app-specific pw (Synology notifications)\n{app_password()}",
    )
    r.add(
        "two_factor_backup_codes",
        f"google backup codes for studio acct:\n{recovery_codes(10, 'digits')}",
        f"Adobe 2FA recovery codes — keep safe!!\n{recovery_codes(8, 'alnum')}",
        f"stripe backup code: {rnd(LOWER, 4)}-{rnd(LOWER, 4)}-{rnd(LOWER, 4)}-{rnd(LOWER, 4)}-{rnd(LOWER, 4)}",
        f"DSM 2-step backup codes (NAS)\n{recovery_codes(5, 'alnum')}",
        f"github recovery codes for the booking site repo acct\n{recovery_codes(8, 'github')}",
    )
    r.add(
        "totp_seed",
        f"pixieset 2fa secret (so i can add it to the new phone): {groups(totp_seed(), 4)}",
        f"otpauth://totp/NetBank:tash?secret={totp_seed()}&issuer=CommBank",
        f"NAS 2FA seed {totp_seed()}",
        f"authenticator setup key for Mailchimp — {groups(totp_seed(), 4)}",
    )
    r.add(
        "wordpress_admin_login",
        f"wp-admin for acmephoto.example: tash_admin / {pw()}",
        f"WordPress login (blog + booking form) u: studio pw: {human_pw()}",
        f"wp admin pw reset → {pw()}",
        f"WP application password for the Lightroom publish plugin: {groups(rnd(ALNUM, 24), 4)}",
    )
    r.add(
        "booking_db_connection_string",
        f"DATABASE_URL=postgres://booking:{rnd(ALNUM, 20)}@db.acmephoto.internal:5432/bookings",
        f"booking site db: mysql://wp_acme:{pw()}@mysql.acmephoto.internal:3306/wp_bookings",
        f"staging db conn → postgresql://staging_user:{rnd(ALNUM, 18)}@staging-db.acme.test/bookings?sslmode=require",
        f"redis for the booking queue: redis://:{rnd(ALNUM, 32)}@cache.acmephoto.internal:6379/0",
    )
    r.add(
        "github_token",
        f"github token for the booking site deploy: {github_pat()}",
        f"GH_TOKEN={github_pat()}",
        f"PAT (repo scope, expires in 90 days) {github_pat()}",
        f"git remote set-url origin https://tash-acme:{github_pat()}@github.com/acme-photo/booking-site.git",
    )
    r.add(
        "cloudflare_api_token",
        f"cloudflare api token (DNS edit for acmephoto.example): {rnd(URLSAFE, 40)}",
        f"CF_API_TOKEN={rnd(URLSAFE, 40)}",
        f"cloudflare token for the cert renew script → {rnd(URLSAFE, 40)}",
        f"Cloudflare login: tash@acmephoto.example / {pw()}",
    )
    r.add(
        "sendgrid_api_key",
        f"sendgrid key (booking confirmation emails): {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"new SG key after the old one got revoked: {sendgrid_key()}",
        f"smtp.sendgrid.net, user apikey, pass {sendgrid_key()}",
    )
    r.add(
        "twilio_auth_token",
        f"twilio (sms reminders 2 days before the shoot): SID AC{hexs(32)} token {hexs(32)}",
        f"TWILIO_AUTH_TOKEN={hexs(32)}",
        f"twilio auth token {hexs(32)} (acct SID is on the console)",
        f"Twilio API key SK{hexs(32)} secret {rnd(ALNUM, 32)}",
    )
    r.add(
        "meta_access_token",
        f"insta graph api token (auto-post sneak peeks): EAAG{rnd(ALNUM, 180)}",
        f"FB page access token for Acme Photo — EAAB{rnd(ALNUM, 160)}",
        f"meta long-lived token (60 days, renew in Oct!!) EAAG{rnd(ALNUM, 170)}",
        f"Instagram login (business acct) @acme.weddings.test / {pw()}",
    )
    r.add(
        "password_manager_master",
        f"1Password secret key: {onepassword_secret_key()}",
        f"1pw master password — {passphrase()}",
        f"emergency kit (1Password):\nemail tash@acmephoto.example\nsecret key {onepassword_secret_key()}\nmaster pw {passphrase()}",
        f"bitwarden master pw (the old vault, before 1pw) {passphrase()}",
    )
    r.add(
        "business_card_details",
        f"biz Visa for Adobe/Pixieset subs: {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"CommBank business debit {groups(luhn('5'), 4)} {card_expiry()} CVC {digits(3)}",
        f"card for the Kennards storage auto-pay\nnumber: {luhn('4')}\nexpiry: {card_expiry()}\ncvv: {digits(3)}",
        f"amex (travel weddings) {luhn('37', 15)} exp {card_expiry()} CID {digits(4)}",
    )
    r.add(
        "nas_ssh_private_key",
        f"NAS ssh key (id_ed25519) — copy to new laptop:\n{openssh_private()}",
        f"private key for tash@nas.acmephoto.internal\n{openssh_private()}",
        f"deploy key for the booking site server\n{openssh_private()}",
    )
    r.add(
        "vpn_and_tailscale_keys",
        f"tailscale auth key for the NAS: tskey-auth-k{rnd(ALNUM, 11)}CNTRL-{rnd(ALNUM, 33)}",
        f"wireguard on the NAS\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.2/32",
        f"TS_AUTHKEY=tskey-auth-k{rnd(ALNUM, 11)}CNTRL-{rnd(ALNUM, 33)}",
    )
    r.add(
        "studio_alarm_code",
        f"studio alarm code {digits(4)} — arm on the way out!!",
        f"alarm: disarm {digits(4)}#, duress code {digits(4)}",
        f"Bosch alarm user code for Jess {digits(6)}",
        f"studio back door keypad {digits(5)} + alarm {digits(4)}",
    )
    r.add(
        "studio_ninja_login",
        f"Studio Ninja (CRM): tash@acmephoto.example / {pw()}",
        f"studio ninja pw {human_pw()}",
        f"SN login for the VA (contracts + invoices only) → va@acmephoto.example pw {pw()}",
        f"Studio Ninja api key for the zap: {rnd(ALNUM, 40)}",
    )
    r.add(
        "ai_api_key",
        f"openai key for the blog caption tool: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"claude key (culling notes summariser) {anthropic_key()}",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
    )
    r.add(
        "vimeo_access_token",
        f"vimeo api token (upload + edit, for the films): {hexs(32)}",
        f"VIMEO_ACCESS_TOKEN={hexs(32)}",
        f"Vimeo Pro login: films@acmephoto.example / {pw()}",
    )
    r.add(
        "bank_card_pin",
        f"commbank debit pin {digits(4)}",
        f"PIN for the biz card (new one arrived today): {digits(4)}",
        f"amex pin = {digits(4)}, don't mix up w the debit one ({digits(4)})",
    )
    r.add(
        "camera_app_and_cloud_login",
        f"Canon image.canon login (auto-transfer off the R5): canon@acmephoto.example / {pw()}",
        f"Sony Creators' App acct pw {human_pw()}",
        f"Dropbox (couples drop their playlists here) — tash@acmephoto.example pw {pw()}",
        f"dropbox api token for the delivery script: sl.{rnd(URLSAFE, 138)}",
    )
    r.add(
        "accounting_login",
        f"Xero login: tash@acmephoto.example / {pw()}",
        f"xero pw {human_pw()} — BAS due 28th",
        f"Xero 2FA backup code {rnd(UPPER + DIGITS, 10)} (other codes in 1pw)",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "abn_number",
        f"my ABN: {abn()}",
        f"ABN {abn()} — put it on every invoice or clients can withhold 47%!!",
        f"second shooter Jess's ABN for the RCTI: {abn()}",
        f"venue ABN (for the booking deposit receipt) {abn()}",
        f"Acme Photo — ABN {abn()} — not registered for GST yet (under $75k lol)",
    )
    r.add(
        "invoice_number",
        f"INV-2025-{digits(4)} paid in full, ta",
        f"invoice #{digits(5, True)} to {couple()} still outstanding, chase Fri",
        f"xero invoice INV-{digits(4)} — balance due 14 days before the wedding",
        f"credit note CN-{digits(4)} issued for the cancelled elopement",
        f"Pixieset store order invoice PS-{rnd(UPPER + DIGITS, 8)} (prints for the parents)",
    )
    r.add(
        "booking_reference",
        f"booking ref WED-{rnd(UPPER + DIGITS, 6)} — {couple()}, {venue()}",
        f"Studio Ninja job #{digits(5, True)} (engagement shoot, Brighton bathing boxes)",
        f"Qantas booking ref {rnd(UPPER, 6)} for the Byron wedding",
        f"accom confirmation {digits(10, True)} Daylesford, check in 2pm",
        f"venue hold ref {rnd(UPPER + DIGITS, 8)}, confirm by end of month",
    )
    r.add(
        "public_gallery_link",
        f"sneak peek gallery (public, fine to share w guests): https://acme.pixieset.com/{couple()}/",
        f"pic-time gallery for the guests: https://acme.pic-time.com/-{couple().replace('-and-', '')}{digits(3)}/gallery",
        f"blog post with the full set https://acmephoto.example/blog/{couple()}-{venue().lower().replace(' ', '-')}",
        f"share link for the vendors (public album) https://acme.pixieset.com/{couple()}vendors/",
        f"slideshow link for the reception screen https://acme.pic-time.com/slideshow/{rnd(LOWER + DIGITS, 10)}",
    )
    r.add(
        "memory_card_serial",
        f"CFexpress B card #3 serial {rnd(UPPER + DIGITS, 12)} — the one that threw an error at the Geelong wedding, RMA it",
        f"SD card serials (labelled w tape): A {digits(10)}, B {digits(10)}",
        f"SanDisk Extreme Pro 128GB s/n BM{digits(6)}{rnd(UPPER, 2)}{digits(4)}",
        f"sony tough card serial {rnd(UPPER + DIGITS, 16)} for the warranty claim",
    )
    r.add(
        "camera_serial_number",
        f"R5 body #1 serial {digits(12, True)}",
        f"A7 IV s/n {digits(7, True)} (B-cam for video)",
        f"RF 28-70 f2 serial {digits(10)} — for the insurance schedule",
        f"camera serials for the customs carnet: R6ii {digits(12, True)}, R5 {digits(12, True)}, FX3 {digits(7, True)}",
        f"shutter count on the R5 #{digits(12, True)} is {digits(6, True)}, service soon",
    )
    r.add(
        "raw_file_hash",
        f"IMG_{digits(4)}.CR3 sha256 {hexs(64)} (the corrupt one, compare w backup)",
        f"Hedge offload verified — xxHash64 {hexs(16)} for A001_C{digits(3)}.MP4",
        f"md5 of the final film export: {hexs(32)}",
        f"checksum list for the Ella + Noah RAWs saved to /Weddings2025/ella-and-noah/_checksums.md5 (first one {hexs(32)})",
        f"sha1 of the LUT pack I sell: {hexs(40)}",
    )
    r.add(
        "bsb_account_for_invoices",
        f"bank details for invoices: BSB {bsb()}, acc {digits(8, True)}, Acme Photo",
        f"Jess's payout details: BSB {bsb()} acct {digits(9, True)} (from her invoice)",
        f"deposit goes to BSB {bsb()} / {digits(8, True)} — ref = couple's surname",
        f"PayID for clients: payments@acmephoto.example (CommBank, BSB {bsb()})",
    )
    r.add(
        "order_number",
        f"Camera House order #{digits(7, True)} — RF 100mm macro, ETA Thurs",
        f"B&H order {digits(10, True)} (backdrops from the US), customs fees tbc",
        f"JB Hi-Fi order no. {rnd(UPPER, 2)}{digits(8)} — SSDs for the NAS",
        f"Officeworks order {digits(9, True)} — album boxes",
        f"album order from the lab: #{rnd(UPPER + DIGITS, 9)}, linen cover, 30 spreads",
    )
    r.add(
        "stripe_publishable_key",
        f"stripe publishable key for the checkout page: pk_live_{rnd(ALNUM, 99)}",
        f"NEXT_PUBLIC_STRIPE_KEY=pk_live_{rnd(ALNUM, 99)}  (public, goes in the browser)",
        f"test publishable pk_test_{rnd(ALNUM, 99)}",
        f"<script>Stripe('pk_live_{rnd(ALNUM, 24)}')</script> in the booking form footer",
    )
    r.add(
        "square_public_ids",
        f"square application id (public): sq0idp-{rnd(URLSAFE, 22)}",
        f"Square location id L{rnd(UPPER + DIGITS, 12)} (studio) — the web payments SDK needs it",
        f"square sandbox app id sandbox-sq0idb-{rnd(URLSAFE, 22)}",
    )
    r.add(
        "tracking_number",
        f"AusPost tracking {rnd(UPPER, 2)}{digits(9)}AU — album to the UK couple",
        f"tracking {digits(2)}{rnd(UPPER, 3)}{digits(7)} for the USB boxes",
        f"StarTrack consignment {rnd(UPPER, 4)}{digits(8)} — lighting stands",
        f"Sendle ref S{rnd(UPPER + DIGITS, 7)} returning the rental lens",
        f"DHL waybill {digits(10, True)} (backdrops from the US)",
    )
    r.add(
        "password_rotation_reminder",
        "change the NAS admin password every 6 months — next due Jan",
        "reminder: rotate the stripe key + B2 key after Jess finishes up in Dec",
        "pixieset says my pw is 'weak' lol, make a new one in 1pw this arvo",
        "netbank made me change the password again, new one saved in 1Password",
        "TODO: swap Mailchimp API key (old one was in the Zapier screenshot I posted, oops) — revoke first",
    )
    r.add(
        "secret_location_reference",
        "Hyper Backup encryption key is printed & in the fire safe, 2nd copy at Mum's",
        "storage unit padlock code → in 1Password under 'Storage Unit'",
        "DJI login is in the shared vault (Drone folder)",
        "myGov creds: 1pw > Personal > myGov. NOT in this notes app",
        "NAS admin pw is on the card taped inside the server cupboard door",
    )
    r.add(
        "env_var_reference",
        "STRIPE_SECRET_KEY=${{ secrets.STRIPE_SECRET_KEY }} in the deploy workflow",
        "MAILCHIMP_API_KEY is read from .env (gitignored), never commit it",
        "b2 creds come from op://Studio/Backblaze B2/credential in the rclone wrapper",
        "SQUARE_ACCESS_TOKEN: set in Netlify env vars, scope = production only",
        "secret name in the vault: kv/acme/booking-site/sendgrid_api_key",
    )
    r.add(
        "masked_card_number",
        f"Adobe sub charged to Visa ending {digits(4)}",
        f"card on file for Pixieset: •••• •••• •••• {digits(4)} exp {card_expiry()}",
        f"refund went back to the couple's Mastercard xxxx-xxxx-xxxx-{digits(4)}",
        f"amex **** ****** *{digits(4)} — travel weddings only",
    )
    r.add(
        "backblaze_ids",
        f"b2 bucket id {hexs(24)} (acme-weddings-2025)",
        f"B2 file id 4_z{hexs(24)}_f{hexs(17)}_d20250{secrets.randbelow(9) + 1}{digits(2)}_m{digits(6)}_c000_v{digits(7)}_t{digits(4)}",
        "bucket name: acme-weddings-archive, region us-west-004, lifecycle keep 30 days of old versions",
        f"B2 storage this month {digits(3, True)} GB, bill ~${digits(2, True)}",
    )
    r.add(
        "frameio_share_link",
        f"review link for the couple (no login needed): https://acme.frame.io/reviews/{uid()}",
        f"frame.io asset id {uid()} = highlight film v3",
        f"frame io project '{couple()} film' id {uid()}",
        f"presentation link for the venue https://acme.frame.io/presentations/{uid()}",
    )
    r.add(
        "mailchimp_ids",
        f"mailchimp audience id {hexs(10)} (past couples)",
        f"campaign id {hexs(10)} — autumn mini sessions email",
        f"signup form embed: https://acmephoto.us{secrets.randbelow(21) + 1}.list-manage.example/subscribe?u={hexs(25)}&id={hexs(10)}",
        "mailchimp tag for enquiries = 'enquiry-2025', merge field FNAME",
    )
    r.add(
        "nas_serial_and_ids",
        f"DS923+ serial {digits(4)}{rnd(UPPER, 3)}{digits(6)} — warranty til 2027",
        "QuickConnect ID: acme-studio-nas (public portal name, fine)",
        f"NAS volume uuid {uid()} after the rebuild",
        f"drive serials in the NAS: {rnd(UPPER + DIGITS, 8)}, {rnd(UPPER + DIGITS, 8)}, {rnd(UPPER + DIGITS, 8)}, {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "git_commit_hash",
        f"booking site deploy broke after commit {hexs(40)}, revert that",
        f"last good build {hexs(7)} on main",
        f"tagged v2.3.1 at {hexs(40)} — new deposit form",
        f"netlify deploy id {hexs(24)} (the one with the broken gallery embed)",
    )
    r.add(
        "stripe_object_id",
        f"deposit payment pi_3{rnd(ALNUM, 23)} for {couple()}",
        f"stripe customer cus_{rnd(ALNUM, 14)} = the Daylesford couple",
        f"refund re_3{rnd(ALNUM, 23)} went thru",
        f"failed webhook event evt_1{rnd(ALNUM, 23)} — retry it",
        f"price id for the 8hr package price_1{rnd(ALNUM, 23)}",
    )
    r.add(
        "drone_serial_number",
        f"Mini 4 Pro serial {digits(4)}F{rnd(UPPER + DIGITS, 9)}",
        f"RC2 controller s/n {rnd(UPPER + DIGITS, 14)}",
        f"CASA drone registration for the Mini: {rnd(UPPER + DIGITS, 10)} (expires Aug, renew!)",
        f"flight log id {uid()} — the Mornington cliffs shot",
    )
    r.add(
        "insurance_policy_number",
        f"gear insurance policy {rnd(UPPER, 3)}{digits(8)} — renews 1 July",
        f"public liability cert no. PL-{digits(7)} (venues always ask for this)",
        f"claim # {digits(9, True)} for the dropped 70-200",
        f"drone insurance policy {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "password_policy_setting",
        "NAS: min password length 14, require symbols, lock acct after 5 failed logins",
        "pixieset gallery download pin length = 4 digits (default), turned it OFF for public galleries",
        "netbank netcode timeout 5 min, password needs 8-16 chars apparently",
        "set auto-block on DSM: 10 attempts in 5 min → block IP for 1 day",
        "password length for new client portal accts: 12, expiry disabled",
    )
    r.add(
        "two_factor_setup_note",
        "turned on 2FA for Pixieset, Pic-Time + Adobe today — codes go to the authenticator on my phone",
        "mygov now uses the code generator app not sms",
        "stripe 2fa set up w the yubikey (the blue one), backup codes printed",
        "NAS 2-step verification on for admin acct only",
    )
    r.add(
        "wifi_network_name",
        "studio wifi SSID: AcmeStudio-5G (pw on the fridge card, don't ask me lol)",
        "guest network = Acme-Guest, isolated from the NAS vlan",
        f"venue wifi at the {venue()} is 'Venue_Guest', no password needed",
        "mesh node in the edit bay keeps dropping, channel 36",
    )
    r.add(
        "ssh_public_key",
        f"authorized_keys on the NAS:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tash@edit-pc",
        f"Jess's public key (add to NAS): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jess@laptop",
        f"NAS host key fingerprint SHA256:{rnd(ALNUM + '+/', 43)}",
    )
    r.add(
        "vimeo_video_link",
        f"highlight film (public) https://vimeo.com/{digits(9, True)}",
        f"teaser (public) https://vimeo.com/{digits(9, True)} — ok to send to vendors",
        f"youtube showreel https://youtu.be/{rnd(URLSAFE, 11)}",
        f"embed code id {digits(9, True)} on the Films page",
    )
    r.add(
        "mac_address",
        f"NAS LAN1 MAC {mac(upper=True)} — reserved IP .20",
        f"edit PC mac {mac('-')}",
        f"DHCP reservation for the printer {mac()} → 192.168.1.40",
    )
    r.add(
        "public_promo_code",
        "insta promo code for mini sessions: AUTUMN25 (public, on the post)",
        "referral code for couples on the website = FRIENDOFACME",
        "code on the bridal expo flyer: EXPO2025 — 10% off packages",
    )
    r.add(
        "video_clip_names",
        f"ceremony clips A001_C{digits(3)}_{digits(4)}{rnd(UPPER + DIGITS, 2)}.MP4 to A001_C{digits(3)}",
        f"B-cam file C{digits(4)}.MP4 has the ring exchange",
        f"drone clip DJI_{digits(14)}_{digits(4)}_D.MP4 = the hero shot",
        f"proxy folder /Weddings2025/{couple()}/Proxies/{hexs(8)}",
    )
    r.add(
        "stripe_test_card",
        "stripe test card 4242 4242 4242 4242, any future date, any CVC",
        "declined test card 4000 0000 0000 0002",
        "3DS test card 4000 0027 6000 3184 — for checking the deposit flow on staging",
    )
    r.add(
        "firmware_version_checksum",
        f"R5 firmware 2.0.{secrets.randbelow(9)} sha256 {hexs(64)} (matches canon's page)",
        f"DSM 7.2.{secrets.randbelow(3)}-{digits(5, True)} update, md5 {hexs(32)}",
        f"DJI firmware v01.0{secrets.randbelow(9)}.{digits(4)} installed",
    )
    r.add(
        "gear_asset_tag",
        f"asset tag ACME-{digits(4)} = Godox AD200 #2",
        f"tagged the SSDs: ACME-SSD-{digits(3)}, ACME-SSD-{digits(3)}",
        f"hard drive label WED25-{rnd(UPPER + DIGITS, 5)} (cold storage, top shelf)",
        f"gear list uuid {uid()} in the inventory spreadsheet",
    )
    r.add(
        "client_contact_ref",
        f"contract ref {couple().upper()}-{digits(4)} signed via Studio Ninja",
        f"questionnaire id {rnd(LOWER + DIGITS, 12)} — timeline answers in",
        "couple's timeline doc is in the shared folder, nothing sensitive",
        f"celebrant registration no. {digits(5, True)} (for the paperwork shot)",
    )
    return r


def main() -> None:
    write_corpora("make_heldout297.py", [
        ("heldout297_credentials.yaml", credentials(),
         "Held-out batch 297 credentials: a Melbourne wedding photographer's logins, vendor API keys, backup keys and codes"),
        ("heldout297_lookalikes.yaml", lookalikes(),
         "Held-out batch 297 look-alikes: a Melbourne wedding photographer's ids, serials, hashes, public links and keys, masked values and references to secrets"),
    ])


if __name__ == "__main__":
    main()
