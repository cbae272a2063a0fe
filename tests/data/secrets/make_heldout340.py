# ruff: noqa: E501
"""Writes heldout340_credentials.yaml and heldout340_lookalikes.yaml: held-out batch 340.

Persona: a freelance video editor in Lagos who writes his notes in Nigerian Pidgin and
English. He keeps Frame.io and Vimeo API tokens, the Adobe account password, his Paystack
secret key, GTBank and Opay PINs and transfer PINs, the studio's Starlink Wi-Fi password, a
Backblaze B2 key for the archive, the DJI drone account, the generator-house padlock code,
and more; and many look-alikes: project codes, invoice numbers, timecodes, masked BVNs and
cards, NUBAN account numbers, NIP session ids, Paystack references and public keys, phone
numbers, serials, checksums and references to where a secret lives.

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
    digits,
    discord_webhook,
    epoch,
    groups,
    hexs,
    iban,
    mac,
    openssh_private,
    pick,
    pin,
    pw,
    rnd,
    seed_phrase,
    ssh_pub,
    telegram_bot_token,
    totp_seed,
    uid,
    write_corpora,
)

WORDS = [
    "Yaba", "Surulere", "Lekki", "Jollof", "Suya", "Agege", "Danfo", "Okada", "Oshodi",
    "Ikeja", "Amala", "Gbedu", "Odogwu", "Shakara", "Jaiye", "Egusi", "Zobo", "Chapman",
    "Ewa", "Akara", "Shayo", "Ajebo", "Gidi", "Eko", "Puff", "Keke",
]


def human_pw() -> str:
    """A password a Lagos freelancer picks himself, or one a manager generated."""
    return pick(
        f"{pick(*WORDS)}{pick('@', '#', '$', '!', '_')}{digits(4)}",
        f"{pick(*WORDS).lower()}{digits(3)}{pick(*WORDS)}{pick('!', '?', '*')}",
        f"Kola{pick(*WORDS)}{digits(2)}{pick('@', '#', '&')}{digits(2)}",
        pw(),
    )


def wifi() -> str:
    return pick(
        f"{pick(*WORDS)}{pick(*WORDS)}{digits(4)}",
        rnd(ALNUM, 12),
        f"{pick(*WORDS).lower()}_{pick(*WORDS).lower()}_{digits(3)}",
    )


def fio_token() -> str:
    return "fio-u-" + rnd(URLSAFE, 64)


def vimeo_token() -> str:
    return hexs(32)


def vimeo_client_id() -> str:
    return hexs(40)


def vimeo_secret() -> str:
    return rnd(ALNUM + "+/", 128)


def paystack_sk(mode: str = "live") -> str:
    return f"sk_{mode}_{hexs(40)}"


def paystack_pk(mode: str = "live") -> str:
    return f"pk_{mode}_{hexs(40)}"


def flw_secret(test: bool = False) -> str:
    return f"FLWSECK{'_TEST' if test else ''}-{hexs(32)}-X"


def flw_public(test: bool = False) -> str:
    return f"FLWPUBK{'_TEST' if test else ''}-{hexs(32)}-X"


def b2_key_id() -> str:
    return "005" + hexs(22)


def b2_app_key() -> str:
    return "K005" + rnd(ALNUM + "+/", 27)


def dropbox_token() -> str:
    return "sl.B" + rnd(URLSAFE, 136)


def google_codes(n: int = 10) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def timecode() -> str:
    return f"{secrets.randbelow(2):02d}:{secrets.randbelow(60):02d}:{secrets.randbelow(60):02d}:{secrets.randbelow(25):02d}"


def ng_phone(spaced: bool = True) -> str:
    prefix = pick("803", "806", "813", "816", "703", "706", "810", "814", "903", "906", "802", "808", "812", "701", "902", "901", "805", "807", "815", "705", "905")
    return f"+234 {prefix} {digits(3)} {digits(4)}" if spaced else f"0{prefix}{digits(8)}"


def nuban() -> str:
    return "0" + digits(9)


def nip_session() -> str:
    return f"{pick('000013', '100004', '000015', '090267')}{pick('24', '25')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{digits(6)}{digits(12)}"


def masked_bvn() -> str:
    return f"22{'*' * 7}{digits(2)}"


def invoice() -> str:
    return pick(f"INV-{pick('2024', '2025')}-{digits(4)}", f"KF/{digits(3)}/{pick('24', '25')}", f"KF-INV{digits(5)}")


def project_code() -> str:
    return f"KF{pick('24', '25')}-{pick('MV', 'WED', 'ADV', 'DOC', 'CORP')}-{digits(3)}"


def dji_serial() -> str:
    return "1581F" + rnd(UPPER + DIGITS, 11)


def starlink_ut() -> str:
    return f"ut{hexs(8)}-{hexs(8)}-{hexs(8)}"


def yt_id() -> str:
    return rnd(URLSAFE, 11)


def naira() -> str:
    return f"₦{secrets.randbelow(900) + 50},{digits(3)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "frameio_dev_token",
        f"frame.io dev token (for the upload script) {fio_token()}",
        f"export FRAMEIO_TOKEN={fio_token()}\npython push_to_frameio.py --project 'Seyi MV final'",
        f"Frame io token wey I generate for developer site, abeg no share am:\n{fio_token()}",
        f'{{"frameio": {{"token": "{fio_token()}", "team": "kolaframes"}}}}',
        f"new fio tokn after I change laptop -> {fio_token()}",
    )

    r.add(
        "vimeo_access_token",
        f"vimeo acess token (upload + edit scope) {vimeo_token()}",
        f'curl -H "Authorization: bearer {vimeo_token()}" https://api.vimeo.com/me/videos?per_page=50',
        f"Vimeo API\ntoken: {vimeo_token()}\nscopes: public private upload edit",
        f"VIMEO_ACCESS_TOKEN = '{vimeo_token()}'  # for the auto-uploader, e dey work",
        f"| service | token |\n|---|---|\n| vimeo (Pro acct) | {vimeo_token()} |",
    )

    r.add(
        "vimeo_client_secret",
        f"Vimeo app 'KolaUploader'\nclient id {vimeo_client_id()}\nclient secret {vimeo_secret()}",
        f"VIMEO_CLIENT_SECRET={vimeo_secret()}",
        f"client_secret for vimeo oauth: {vimeo_secret()} (the id na the short hex one, this long one na the secret)",
        f"vimeo:\n  client_id: {vimeo_client_id()}\n  client_secret: \"{vimeo_secret()}\"\n  redirect: https://portfolio.kolaframes.example/vimeo/cb",
        f"vimeo secret (regenerate am if e leak o)\n{vimeo_secret()}",
    )

    r.add(
        "adobe_account_password",
        f"Adobe ID: kola@kolaframes.example\npass: {human_pw()}",
        f"adobe pasword don change again o, new one na {human_pw()}",
        f"Creative cloud login — {human_pw()} (same email as paystack)",
        f"adobe acct pw\n{human_pw()}",
        f"Abeg remember: Adobe password = {human_pw()} . Dem force me change am after that login from Ikeja cafe",
    )

    r.add(
        "paystack_secret_key",
        f"PAYSTACK_SECRET_KEY={paystack_sk()}",
        f"paystack live secret {paystack_sk()} – for the booking site, NO put am for frontend",
        f'curl https://api.paystack.co/transaction/initialize -H "Authorization: Bearer {paystack_sk()}" -d amount=25000000',
        f"paystack test secret key (sandbox for the booking form) {paystack_sk('test')}",
        f"settings.json\n{{\n  \"paystack\": {{ \"secretKey\": \"{paystack_sk()}\" }}\n}}",
    )

    r.add(
        "flutterwave_secret_key",
        f"Flutterwave secret key (for the USD clients): {flw_secret()}",
        f"FLW_SECRET_KEY={flw_secret()}",
        f"flw sec key {flw_secret()} — e be like say I go still use am for the Ghana client",
        f"rave test secret {flw_secret(test=True)} make I test the webhook first",
        f"| gateway | secret |\n|---|---|\n| flutterwave | {flw_secret()} |",
    )

    r.add(
        "gtbank_card_pin",
        f"GTB ATM pin {pin(4)}",
        f"gtbank card (the naira mastercard) pin na {pin(4)}, no forget am again abeg",
        f"Card PIN\n{pin(4)}",
        f"GTB debit card ending {digits(4)} → PIN {pin(4)}",
        f"pin for gtb card: {' '.join(pin(4))}",
    )

    r.add(
        "gtbank_transfer_pin",
        f"GTWorld transfer PIN: {pin(4)}",
        f"gtb app transfer pin {pin(4)} (different from ATM pin o!)",
        f"*737* transfer PIN na {pin(4)}",
        f"transfer pin for GTB\n{pin(4)}\ndon't mix am with opay own",
        f"gtb trf pin {' '.join(pin(4))} — Mama fit use am if I no dey",
    )

    r.add(
        "gtbank_internet_banking_password",
        f"GTWorld login: user id is my acct no, password {human_pw()}",
        f"gtbank internet banking pwd {human_pw()}",
        f"GT internet banking\nuser: kolade.a\npass: {human_pw()}\n(token na for phone)",
        f"New password for GTB online banking after dem lock me out: {human_pw()}",
    )

    r.add(
        "opay_login_pin",
        f"Opay login pin {pin(6)}",
        f"opay app 6 digit login: {pin(6)}",
        f"OPay (business acct) sign in PIN\n{pin(6)}",
        f"the login code for my opay na {pin(6)}, na so e be since I reset am",
        f"opay sign-in pin:{pin(6)}",
    )

    r.add(
        "opay_transaction_pin",
        f"Opay transaction PIN {pin(4)}",
        f"opay payment pin na {pin(4)} — no be the login one",
        f"Opay: txn pin = {pin(4)}",
        f"pin wey I dey use send money for opay\n{pin(4)}",
        f"OPAY TRANSFER PIN -> {pin(4)} (changed am after the POS guy see am)",
    )

    r.add(
        "starlink_wifi_password",
        f"Studio wifi (Starlink)\nSSID: KolaFrames_5G\npass: {wifi()}",
        f"starlink wifi pasword {wifi()} — give clients only when dem dey for studio",
        f"WIFI:T:WPA;S:STARLINK-KOLA;P:{wifi()};;",
        f"new wifi key after I reset the starlink router: {wifi()}",
        f"Network: Starlink\nPassword\n{wifi()}",
    )

    r.add(
        "backblaze_application_key",
        f"B2 archive key\nkeyID: {b2_key_id()}\napplicationKey: {b2_app_key()}",
        f"rclone config for archive:\n[b2archive]\ntype = b2\naccount = {b2_key_id()}\nkey = {b2_app_key()}\nhard_delete = false",
        f"export B2_APPLICATION_KEY_ID={b2_key_id()}\nexport B2_APPLICATION_KEY={b2_app_key()}",
        f"backblaze app key for the 2023 wedding archive bucket — {b2_app_key()} (id {b2_key_id()})",
        f"b2 account authorize {b2_key_id()} {b2_app_key()}",
    )

    r.add(
        "dji_account_password",
        f"DJI account (mini 3 pro) pass {human_pw()}",
        f"dji login: kola.drone@kolaframes.example / {human_pw()}",
        f"DJI Fly app pasword\n{human_pw()}\nna im dey unlock the geo zone near Lekki",
        f"drone acct — {human_pw()} abeg no forget",
        f"dji_account:\n  email: kola.drone@kolaframes.example\n  password: '{human_pw()}'",
    )

    padlock = digits(4)
    r.add(
        "generator_padlock_code",
        f"gen house padlock code {digits(4)}",
        f"Padlock for generator house na {'-'.join(padlock)}. Tell Musa only",
        f"gen hse lock combo: {digits(4)} (the new brass one)",
        f"the combination wey dey open gen house padlock\n{digits(4)}",
        f"diesel delivery tomorrow — give the gateman the padlock code {digits(4)} make e open gen house",
    )

    r.add(
        "studio_alarm_code",
        f"studio alarm disarm code {digits(6)}",
        f"Alarm code for the Yaba studio: {digits(4)}#",
        f"if alarm start to shout, enter {digits(4)} quick quick before security company call",
        f"alarm panel\nuser code {digits(4)}\nduress code na different one",
        f"if I travel, Tunde go arm the alarm with {digits(4)} then press AWAY",
    )

    r.add(
        "gmail_app_password",
        f"gmail app password for Thunderbird: {app_password()}",
        f"App pwd (Google) for Media Encoder email notification — {app_password()}",
        f"SMTP_USER=kola@kolaframes.example\nSMTP_PASS=\"{app_password()}\"",
        f"google app password, the 16-letter one\n{app_password()}",
    )

    r.add(
        "google_backup_codes",
        f"Google backup codes (kola@kolaframes.example)\n{google_codes()}",
        f"backup codes for the YouTube channel account, print am later:\n{google_codes(8)}",
        f"gmail 2-step backup codes: {', '.join(f'{digits(4)} {digits(4)}' for _ in range(6))}",
        f"- {digits(8)}\n- {digits(8)}\n- {digits(8)}\n- {digits(8)}\n- {digits(8)}\n(google backup, brand account)",
    )

    r.add(
        "crypto_seed_phrase",
        f"Trust wallet seed (USDT wey clients dey pay):\n{seed_phrase()}",
        f"recovery phrase for binance web3 wallet — {seed_phrase()}",
        "seed words\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(seed_phrase().split())),
        f"12 words for the new wallet: {seed_phrase()} . Abeg copy am to paper tonight",
        f"metamask secret phrase {seed_phrase(24)}",
    )

    r.add(
        "totp_secret",
        f"otpauth://totp/Paystack:kola@kolaframes.example?secret={totp_seed()}&issuer=Paystack",
        f"Adobe 2FA setup key (if phone spoil): {groups(totp_seed().lower(), 4)}",
        f"binance authenticator key {totp_seed()}",
        f"2fa secret for frame.io\n{groups(totp_seed(), 4)}",
        f"Google Authenticator manual key for the Vimeo acct — {totp_seed()}",
    )

    r.add(
        "sim_puk_code",
        f"MTN SIM PUK {digits(8)}",
        f"airtel line puk: {digits(8)} (for when I enter wrong pin 3 times)",
        f"PUK for the glo mifi sim\n{digits(8)}",
        f"MTN puk code na {digits(8)} — if the phone lock again",
        f"PUK1 (9mobile line for the studio phone): {digits(8)}",
    )

    r.add(
        "macbook_login_password",
        f"macbook pro login pw {human_pw()}",
        f"Mac login (edit suite) — {human_pw()}",
        f"password for the M2 mac, user 'kola'\n{human_pw()}",
        f"sudo password on the mac mini render box: {human_pw()}",
    )

    r.add(
        "nas_admin_password",
        f"Synology DS920+ admin\nuser: kolaadmin\npass: {human_pw()}",
        f"NAS login http://nas.studio.internal:5000 kolaadmin / {human_pw()}",
        f"nas admin pasword {human_pw()} — make I change am after the intern leave",
        f"smb://nas.studio.internal/Projects user editor pass {human_pw()}",
        f"DSM password for the NAS wey dey the rack\n{rnd(ALNUM, 18)}",
    )

    r.add(
        "vps_ssh_private_key",
        f"ssh key for the portfolio VPS (root@portfolio.kolaframes.example):\n{openssh_private()}",
        openssh_private(),
        f"deploy key wey I paste for the server\n{openssh_private()}\nno put am for github",
        f"~/.ssh/kola_vps\n{openssh_private()}",
    )

    r.add(
        "mysql_database_url",
        f"DATABASE_URL=mysql://wp_kola:{rnd(ALNUM, 18)}@db.portfolio.internal:3306/wp_portfolio",
        f"wordpress db: mysql://kolaframes_wp:{human_pw()}@localhost:3306/kf_site",
        f"define('DB_PASSWORD', '{rnd(ALNUM + '!#%', 20)}');  // wp-config on the VPS",
        f"mysql -h db.portfolio.internal -u booking_app -p'{rnd(ALNUM, 16)}' bookings",
        f"booking site db\nhost: db.portfolio.internal\nuser: bookings\npassword: {rnd(ALNUM, 22)}",
    )

    r.add(
        "telegram_bot_token",
        f"Telegram bot for client render notifications: {telegram_bot_token()}",
        f"TELEGRAM_BOT_TOKEN={telegram_bot_token()}",
        f"botfather give me this one for @KolaRenderBot\n{telegram_bot_token()}",
        f"tg bot tok {telegram_bot_token()} (the one wey dey tell me when export finish)",
        f"curl https://api.telegram.org/bot{telegram_bot_token()}/sendMessage -d chat_id={digits(9, lead=True)} -d text=render_done",
    )

    r.add(
        "discord_webhook_url",
        f"discord webhook for #renders channel {discord_webhook()}",
        f"WEBHOOK_URL={discord_webhook()}",
        f"hook wey the script dey use post to the editors server:\n{discord_webhook()}",
        f'{{"notify": {{"discord": "{discord_webhook()}"}}}}',
    )

    r.add(
        "dropbox_access_token",
        f"dropbox access token (for pulling client footage): {dropbox_token()}",
        f"DROPBOX_TOKEN={dropbox_token()}",
        f"rclone dropbox token\n{{\"access_token\":\"{dropbox_token()}\",\"token_type\":\"bearer\",\"expiry\":\"2025-06-01T10:00:00+01:00\"}}",
        f"dbx tok {dropbox_token()} — generated from the app console",
    )

    r.add(
        "youtube_session_cookie",
        f"cookies.txt for yt-dlp (the client private reference videos):\n.youtube.com\tTRUE\t/\tTRUE\t{epoch() + 31_536_000}\t__Secure-3PSID\tg.a000{rnd(URLSAFE, 68)}",
        f"yt-dlp --add-header \"Cookie: SID=g.a000{rnd(URLSAFE, 68)}\" https://www.youtube.com/watch?v={yt_id()}",
        f"youtube __Secure-1PSID cookie (copy am from chrome dev tools) g.a000{rnd(URLSAFE, 68)}",
        f"session cookie for the yt studio scraper\nSAPISID={rnd(URLSAFE, 16)}/{rnd(URLSAFE, 17)}",
    )

    r.add(
        "apple_id_password",
        f"Apple ID (for Final Cut + iCloud) pw {human_pw()}",
        f"icloud pass: {human_pw()}",
        f"apple id kola@kolaframes.example\n{human_pw()}",
        f"Apple account password don change to {human_pw()} after that phishing wahala",
    )

    r.add(
        "cctv_dvr_password",
        f"CCTV DVR (Hikvision) admin / {human_pw()}",
        f"camera recorder pasword {human_pw()} — na im dey for the cabinet",
        f"dvr login\nhttp://dvr.studio.internal\nuser admin\npass {rnd(ALNUM, 12)}",
        f"Hik-Connect app password for the studio cameras: {human_pw()}",
    )

    r.add(
        "instagram_password",
        f"IG @kolaframes password {human_pw()}",
        f"instagram login (business page) — {human_pw()}",
        f"insta pw\n{human_pw()}\nSocial media girl get am too",
        f"new instagram password after dem try hack am: {human_pw()}",
        f"ig pasword na {human_pw()} , the 2FA dey on my phone",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "nuban_account_number",
        f"Make payment to GTBank {nuban()} — Kolade Adebayo (KolaFrames)",
        f"acct details for client:\nBank: GTB\nAcct no: {nuban()}\nName: KolaFrames Studio",
        f"opay acct number {ng_phone(spaced=False)[1:]} (na my phone number without the 0)",
        f"send the balance to {nuban()} Zenith, na my brother own",
        f"| Bank | Account |\n|---|---|\n| GTB | {nuban()} |\n| Opay | {digits(10, lead=True)} |",
    )

    r.add(
        "masked_bvn",
        f"BVN (masked for the invoice form): {masked_bvn()}",
        f"client ask for bvn — I give dem only last digits {masked_bvn()}",
        f"bvn on the GTB statement shows {masked_bvn()}",
        f"BVN: 22*******{digits(2)} (full one dey for bank app, no write am here)",
        f"NIN slip reference NIN-****-****-{digits(3)} and bvn {masked_bvn()}",
    )

    r.add(
        "masked_card_number",
        f"GTB card **** **** **** {digits(4)} expires end of year, order new one",
        f"Adobe dey charge the card ending {digits(4)} every month",
        f"paid with Mastercard •••• {digits(4)}",
        f"the dollar card (ending {digits(4)}) don block, call GTB",
    )

    r.add(
        "invoice_reference",
        f"invoice {invoice()} sent to Ikoyi wedding client",
        f"{invoice()} — paid ✅",
        f"INV no: {invoice()}\nclient: Seyi Music\ndue: 30 days",
        f"remind Tolu say {invoice()} never pay since last month",
        f"invoices this week: {invoice()}, {invoice()}, {invoice()}",
    )

    r.add(
        "edit_timecode",
        f"client want cut at {timecode()} remove the guy wey dey yawn",
        f"color fix from {timecode()} to {timecode()}",
        f"TC {timecode()} — audio pop, fix before export",
        f"notes from director:\n- {timecode()} tighten\n- {timecode()} add lower third\n- {timecode()} music swell",
        f"sync point clap at {timecode()} on cam A",
    )

    r.add(
        "phone_contact",
        f"Musa (gateman) {ng_phone()}",
        f"drone pilot Emeka {ng_phone(spaced=False)}",
        f"Client — Mrs Okafor wedding: {ng_phone()}",
        f"gen repair guy: {ng_phone(spaced=False)}, call am before 8am",
        f"Starlink installer {ng_phone()} / whatsapp {ng_phone()}",
    )

    r.add(
        "client_project_code",
        f"project {project_code()} — Seyi 'Gbedu' music video",
        f"{project_code()} rough cut v3 done",
        f"folder name convention: {project_code()}_EXPORTS",
        f"archive list: {project_code()}, {project_code()}, {project_code()}",
        f"bill the hours for {project_code()} on friday",
    )

    r.add(
        "nip_session_id",
        f"Transfer receipt session ID {nip_session()}",
        f"client say im don pay, session id {nip_session()} — check am",
        f"NIP session id:\n{nip_session()}",
        f"reversal pending, session {nip_session()}, GTB say 24hrs",
    )

    r.add(
        "opay_receipt_number",
        f"Opay transaction no. {digits(22, lead=True)}",
        f"opay receipt ref {digits(22, lead=True)} for the diesel payment",
        f"OPay txn {digits(22, lead=True)} (₦45,000 to camera rental)",
        f"transfer wey fail: opay ref {digits(22, lead=True)}",
    )

    r.add(
        "paystack_public_key",
        f"PAYSTACK_PUBLIC_KEY={paystack_pk()}",
        f"paystack pk for the booking popup: {paystack_pk()}",
        f"PaystackPop.setup({{ key: '{paystack_pk()}', email, amount }})",
        f"public key (test) {paystack_pk('test')} — the secret one dey env only",
        f"NEXT_PUBLIC_PAYSTACK_KEY={paystack_pk()}",
    )

    r.add(
        "paystack_transaction_reference",
        f"paystack ref T{digits(15)} — client paid deposit",
        f"Paystack transaction id {digits(10, lead=True)} for the Lekki shoot",
        f"reference: KF_{rnd(LOWER + DIGITS, 12)} (generated by the booking site)",
        f"paystack settlement batch {digits(8, lead=True)} land for GTB",
    )

    r.add(
        "frameio_review_link",
        f"review link for client: https://app.frame.io/reviews/{uid()}",
        f"f.io share https://app.frame.io/presentations/{uid()} (v2 cut)",
        f"frame.io asset id {uid()} na the final master",
        f"project id {uid()} (Seyi MV) for the script config",
        f"comments export from https://next.frame.io/project/{uid()}/view/{uid()}",
    )

    r.add(
        "vimeo_video_url",
        f"showreel https://vimeo.com/{digits(9, lead=True)}",
        f"vimeo video id {digits(9, lead=True)} — the corporate one",
        f"embed: <iframe src=\"https://player.vimeo.com/video/{digits(9, lead=True)}\"></iframe>",
        f"portfolio videos: vimeo.com/{digits(9, lead=True)}, vimeo.com/{digits(9, lead=True)}",
    )

    r.add(
        "vimeo_oauth_client_identifier",
        f"vimeo app client identifier {vimeo_client_id()} (public, the secret dey vault)",
        f"VIMEO_CLIENT_ID={vimeo_client_id()}",
        f"client id for KolaUploader app: {vimeo_client_id()}",
        f"oauth authorize url https://api.vimeo.com/oauth/authorize?response_type=code&client_id={vimeo_client_id()}&state={rnd(ALNUM, 10)}",
    )

    r.add(
        "starlink_hardware_id",
        f"Starlink kit number KIT{digits(9, lead=True)}",
        f"dish id {starlink_ut()} (from the app → advanced)",
        f"Starlink router serial 2DW{rnd(UPPER + DIGITS, 10)}",
        f"support ticket: terminal {starlink_ut()}, kit KIT{digits(9, lead=True)}",
    )

    r.add(
        "drone_serial_number",
        f"DJI Mini 3 Pro serial {dji_serial()}",
        f"drone SN: {dji_serial()} (for NCAA registration)",
        f"RC serial {rnd(UPPER + DIGITS, 14)} & aircraft {dji_serial()}",
        f"DJI care refresh claim for {dji_serial()}",
    )

    r.add(
        "b2_bucket_file_ids",
        f"b2 bucket id {hexs(24)} (kolaframes-archive-2023)",
        f"fileId 4_z{hexs(24)}_f{hexs(15)}_d{digits(8)}_m{digits(6)}_c005_v{digits(7)}_t{digits(4)}",
        f"archive bucket: b2://kolaframes-archive/{project_code()}/master.mov",
        f"backblaze account id {hexs(12)} (not the key, just the account)",
    )

    r.add(
        "export_checksum",
        f"sha256 of master.mov {hexs(64)}",
        f"md5 for client delivery (check am before upload): {hexs(32)}",
        f"{hexs(64)}  {project_code()}_FINAL_4K.mov",
        f"checksum match ✅ {hexs(40)}",
        f"xxhash64 from offload: {hexs(16)} card A001",
    )

    r.add(
        "git_commit_hash",
        f"portfolio site deployed commit {hexs(40)}",
        f"rollback to {hexs(7)} if the booking page break again",
        f"git log: {hexs(7)} fix paystack redirect",
        f"merged PR #{secrets.randbelow(90) + 10} at {hexs(40)}",
    )

    r.add(
        "env_var_reference",
        "const secret = process.env.PAYSTACK_SECRET_KEY; // no hardcode am",
        "os.environ['VIMEO_ACCESS_TOKEN'] dey the uploader now",
        ".env.example\nPAYSTACK_SECRET_KEY=\nFRAMEIO_TOKEN=\nB2_APPLICATION_KEY=\nTELEGRAM_BOT_TOKEN=",
        "rclone use $B2_APPLICATION_KEY from env, e no dey the config",
        "export FRAMEIO_TOKEN=$(op read op://Studio/Frame.io/token)",
    )

    r.add(
        "ci_secret_placeholder",
        "env:\n  PAYSTACK_SECRET_KEY: ${{ secrets.PAYSTACK_SECRET_KEY }}\n  DB_PASSWORD: ${{ secrets.WP_DB_PASSWORD }}",
        "ssh-key: ${{ secrets.VPS_DEPLOY_KEY }} inside deploy.yml",
        "with:\n  token: ${{ secrets.VIMEO_TOKEN }}",
        "the github action read ${{ secrets.TELEGRAM_BOT_TOKEN }}, I add am for repo settings",
    )

    r.add(
        "expired_otp_notice",
        f"GTB OTP {digits(6)} don expire, dem send new one",
        f"Opay verification code {digits(6)} — already used am",
        f"adobe sign-in code {digits(6)} (expired, ignore)",
        f"the otp {digits(4)} wey Paystack send for the withdrawal, e don use finish",
        f"old DJI verification code {digits(6)} no work again, e expire after 5 mins",
    )

    r.add(
        "ssh_public_key",
        f"authorized_keys on the VPS:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kola@macbook",
        f"public key for github: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kola@kolaframes.example",
        f"host key fingerprint SHA256:{rnd(ALNUM + '+/', 43)}",
        f"ED25519 key fingerprint is SHA256:{rnd(ALNUM + '+/', 43)} — confirm before yes",
    )

    r.add(
        "software_version",
        f"Premiere Pro {pick('24', '25')}.{secrets.randbelow(6)}.{secrets.randbelow(3)} build {digits(2)} — no update till project finish",
        f"DaVinci Resolve Studio 19.0.{secrets.randbelow(4)} build {digits(2)}",
        f"DJI fly app v1.{digits(2)}.{secrets.randbelow(10)} firmware 01.0{secrets.randbelow(10)}.0{digits(3)}",
        f"Starlink software {hexs(8)}.{hexs(4)}.{hexs(8)}",
    )

    r.add(
        "shipping_waybill",
        f"DHL waybill {digits(10, lead=True)} — lenses from Dubai",
        f"GIG logistics tracking GIG{digits(9)}",
        f"Jumia order {digits(9, lead=True)} (the SSD) tracking {rnd(UPPER + DIGITS, 12)}",
        f"Aramex AWB {digits(11, lead=True)} clear customs?",
    )

    r.add(
        "device_mac_address",
        f"MAC of edit pc {mac()} — add am to starlink allow list",
        f"NAS mac {mac('-', upper=True)}",
        f"router DHCP reservation: {mac()} → 192.168.1.{secrets.randbelow(200) + 20}",
        f"unknown device {mac()} for wifi, block am",
    )

    r.add(
        "camera_clip_name",
        f"A00{secrets.randbelow(9) + 1}_C0{digits(2)}_{digits(4)}{rnd(UPPER + DIGITS, 2)}.MOV is the best take",
        f"use clip C{digits(4)}.MP4 for the intro",
        f"DJI_{pick('2024', '2025')}{digits(4)}{digits(6)}_{digits(4)}_D.MP4 (aerial of Third Mainland)",
        f"proxy file {project_code()}_{uid()[:8]}_proxy.mp4",
        f"broken clip: GX0{digits(5)}.MP4 from the GoPro",
    )

    r.add(
        "password_whereabouts",
        "Adobe password dey inside Bitwarden under 'Adobe CC', no write am here again",
        "GTB transfer pin — na only my head e dey 😂",
        "Starlink wifi password dey the card for reception wall",
        "B2 keys dey 1Password vault 'Studio', item 'Backblaze archive'",
        "DJI pass na the same pattern as before, check password manager",
    )

    r.add(
        "payment_amount_date",
        f"Seyi paid {naira()} on {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}/2025",
        f"diesel {naira()} — {secrets.randbelow(28) + 1} March",
        f"balance {naira()} remain for the wedding job",
        f"Starlink sub renew {naira()} on the {secrets.randbelow(28) + 1}th",
        f"$ {secrets.randbelow(900) + 100}.00 from the US client via Wise, rate ₦{secrets.randbelow(300) + 1400}/$",
    )

    r.add(
        "youtube_video_link",
        f"reference video https://www.youtube.com/watch?v={yt_id()}",
        f"youtu.be/{yt_id()} — make the transition like this one",
        f"channel upload id {yt_id()} (behind the scenes)",
        f"client moodboard: youtu.be/{yt_id()}, youtu.be/{yt_id()}",
    )

    r.add(
        "wise_receiving_account",
        f"Wise GBP details: IBAN {iban('GB', 'TRWI231470' + digits(8))}",
        f"EUR account for the German client — {iban('BE', digits(12))}",
        f"USD via Wise: account {digits(12, lead=True)}, ACH routing {digits(9, lead=True)}",
        f"Wise sort code 23-14-70, acct {digits(8)}",
    )

    r.add(
        "prepaid_meter_number",
        f"Ikeja Electric meter no {digits(11, lead=True)}",
        f"studio meter number {digits(13, lead=True)} (for buying light)",
        f"EKEDC account no {digits(10, lead=True)}-01",
        f"meter {digits(11, lead=True)} — NEPA bill for the office side",
    )

    r.add(
        "music_license_id",
        f"Artlist license #{digits(9, lead=True)} for the Seyi teaser",
        f"Epidemic Sound track ID {rnd(ALNUM, 10)}",
        f"YT claim cleared, license code certificate {rnd(UPPER + DIGITS, 12)}",
        f"Musicbed license {digits(7, lead=True)}-{rnd(UPPER, 3)} for the corporate doc",
    )

    r.add(
        "flutterwave_public_key",
        f"Flutterwave public key {flw_public()}",
        f"FLW_PUBLIC_KEY={flw_public()}",
        f"FlutterwaveCheckout({{ public_key: '{flw_public()}', tx_ref: 'KF-{digits(6)}' }})",
        f"rave pub key (test) {flw_public(test=True)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout340.py", [
        ("heldout340_credentials.yaml", credentials(), "Held-out batch 340: credentials a freelance video editor in Lagos keeps (Frame.io, Vimeo, Adobe, Paystack, Flutterwave, GTBank and Opay PINs, Starlink Wi-Fi, Backblaze, DJI, padlock and alarm codes and more)"),
        ("heldout340_lookalikes.yaml", lookalikes(), "Held-out batch 340: a Lagos video editor's project codes, invoices, timecodes, masked BVNs and cards, account numbers, references, public keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
