# ruff: noqa: E501
"""Writes heldout256_credentials.yaml and heldout256_lookalikes.yaml: held-out batch 256.

Persona: a station engineer at a community radio station in Manila who writes Taglish
(Filipino and English mixed, casual, with abbreviations). He keeps the streaming server
(Icecast/Shoutcast) source and admin passwords, the automation PC's logins, the transmitter
remote-control PIN, the studio Wi-Fi, the station's social media and GCash accounts, the
website's hosting panel, and many look-alikes (frequencies, mount points, stream URLs, call
signs, serial numbers, reference numbers).

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    anthropic_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    digits,
    groups,
    hexs,
    mac,
    openai_project_key,
    openssh_private,
    pem,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

STREAM = "stream.radyobayanihan.example"
SITE = "radyobayanihan.example"


def yt_key() -> str:
    """A YouTube Live stream key: five groups of four."""
    return "-".join(rnd(LOWER + DIGITS, 4) for _ in range(5))


def fb_key() -> str:
    """A Facebook Live stream key."""
    return f"FB-{digits(16, True)}-0-Ab{rnd(URLSAFE, 34)}"


def tg_token() -> str:
    """A Telegram bot token."""
    return f"{digits(10, True)}:AA{rnd(URLSAFE, 33)}"


def secrets_small() -> int:
    """A small number (a reading, a host part)."""
    return int(digits(2)) % 90 + 5


def gcash_ref() -> str:
    """A GCash reference number as the receipt shows it: 4, 3 and 6 digits."""
    n = digits(13, True)
    return f"{n[:4]} {n[4:7]} {n[7:]}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "icecast_source_password",
        f"icecast source pw (para sa BUTT sa studio PC): {pw()}",
        f"Pre paki-remember: yung source password ng Icecast natin ay {rnd(ALNUM, 14)} — yan ilalagay sa encoder, port 8000 mount /live",
        f"<authentication>\n    <source-password>{rnd(ALNUM, 18)}</source-password>\n    <relay-password>{rnd(ALNUM, 18)}</relay-password>\n</authentication>\n^ icecast.xml sa {STREAM}, bago ko pinalitan kahapon",
        f"BUTT settings: server {STREAM} port 8000 mount /hq pw: {rnd(ALNUM + '!@#', 12)} (wag ibigay sa mga DJ ha)",
        f"ffmpeg pang-backup stream pag sira BUTT:\nffmpeg -re -i studio.wav -c:a libmp3lame -b:a 128k -f mp3 icecast://source:{rnd(ALNUM, 16)}@{STREAM}:8000/backup",
        f"src pass icecast = {pick('Tinig', 'Himig', 'Alon')}ng{pick('Bayan', 'Masa', 'Lungsod')}{digits(3)}{pick('!', '#', '*')} (bago, nov)",
    )
    r.add(
        "icecast_admin_password",
        f"icecast admin: user admin / pass {pw()}  -> http://{STREAM}:8000/admin/",
        f"<admin-user>admin</admin-user>\n<admin-password>{rnd(ALNUM + '-_', 20)}</admin-password>",
        f"Pinalitan ko na admin pw ng icecast, bago na: {rnd(ALNUM, 15)} . luma na yung nakasulat sa whiteboard",
        f"pang-kick ng listener: curl -u admin:{rnd(ALNUM, 16)} 'http://{STREAM}:8000/admin/killclient?mount=/live&id=42'",
        f"Icecast admin (relay server sa acme vps)\nuser: rbadmin\npw: {rnd(ALNUM + '!%', 17)}",
    )
    r.add(
        "shoutcast_password",
        f"SHOUTcast DNAS v2 sc_serv.conf:\nadminpassword={rnd(ALNUM, 14)}\npassword={rnd(ALNUM, 14)}\nportbase=8010",
        f"DJ login sa shoutcast (Sabado night show ni DJ Pao): dj_pao / {rnd(ALNUM, 10)}",
        f"streamadminpassword_1={rnd(ALNUM, 16)}  <- para sa stream 1 lang, yung pang-AM simulcast",
        f"sc_trans djpassword para kay Ate Joy: {pick('Joy', 'Kanta', 'Gabi')}{digits(4)}{pick('!', '#', '$')}",
        f"shoutcast relay (yung sa probinsya) -> http://relay.acme.example:8010  src pw {rnd(ALNUM, 12)}:#1",
    )
    r.add(
        "automation_pc_login",
        f"Automation PC (RadioDJ) Windows login: .\\radiodj  pw {pw()}",
        f"PC-ONAIR-01 local admin: Administrator / {rnd(ALNUM + '!@#$', 14)}\nPC-PROD-02: produksyon / {rnd(ALNUM, 12)}",
        f"kung mag-restart yung on-air pc at humingi ng password: {pick('Onair', 'Himpilan', 'Studio')}@{digits(4)}{rnd(LOWER, 3)}",
        f"ZaraRadio backup pc — login: tekniko, pass: {rnd(ALNUM, 11)}. wag i-logout habang naka-air!",
        f"| PC | user | pw |\n|---|---|---|\n| ONAIR-01 | radiodj | {rnd(ALNUM, 12)} |\n| NEWS-03 | balita | {rnd(ALNUM, 12)} |",
    )
    r.add(
        "transmitter_remote_pin",
        f"TX remote control PIN (dial-in sa Sine Systems RFC-1): {digits(6)}",
        f"Transmitter remote PIN: {digits(4)}# tapos 1 para ON, 0 para OFF",
        f"Nautel web GUI sa 10.20.0.5: admin / {rnd(ALNUM, 12)}, control PIN {digits(6)}",
        f"PIN ng remote sa tx site (Antipolo): {digits(5)} — pag nagloko, tawagan si Engr. Lito",
        (lambda p: f"txsite gsm remote: i-text 'STATUS {p}' para status, 'RESET {p}' pag kailangan i-reboot. {p} yung pin ha")(digits(4)),
        f"remote ctrl ng transmiter pin nya ay {digits(6)} (wag ipagsabi kahit sa mga DJ)",
    )
    r.add(
        "studio_wifi_password",
        f"Studio WiFi: SSID Radyo-Studio / pw {rnd(ALNUM, 12)}",
        f"wifi sa booth: BayanihanFM_5G pass: {pick('tinig', 'himig', 'alon')}ngbayan{digits(4)}",
        f"WIFI:T:WPA;S:RB-Guest;P:{rnd(ALNUM, 10)};;  <- laman ng qr code para sa guests sa lobby",
        f"guest wifi ngayong linggo = {rnd(LOWER + DIGITS, 8)} (palitan every Monday)",
        f"Staff wifi (hindi guest ha): {rnd(ALNUM + '@#', 14)}",
    )
    r.add(
        "social_media_login",
        f"FB page admin acct: socmed@{SITE} pass {pw()}",
        f"Login ng FB ng station: email fbadmin@{SITE} / pw {rnd(ALNUM + '!', 13)} — 2FA nasa phone ni Kuya Ben",
        f"IG @radyobayanihan pw: {pick('Bayanihan', 'Tinig', 'Radyo')}_{digits(3)}{rnd(UPPER, 2)}!",
        f"TikTok ng station - user radyobayanihan_official pass {rnd(ALNUM, 14)}",
        f"X/Twitter @RadyoBayanihanX\nemail: x@{SITE}\npassword: {pw()}",
    )
    r.add(
        "gcash_mpin",
        f"GCash ng station (yung 0917 na naka-register kay Sir Dan) MPIN: {digits(4)}",
        f"gcash mpin = {digits(4)} wag ipaalam kay boss na alam ko haha",
        f"GCash for donations: MPIN {digits(4)}, OTP laging pumupunta sa station phone",
        f"Maya acct ng station passcode: {digits(6)}",
        f"GCash for Business portal: admin@{SITE} / {pw()}",
    )
    r.add(
        "hosting_panel_login",
        f"cPanel: https://cpanel.{SITE}:2083 user rbayan pass {rnd(ALNUM + '!@#$%', 16)}",
        f"hosting hPanel login: tech@{SITE} / {pw()}",
        f"WHM root pw ng VPS: {rnd(ALNUM, 20)}",
        f"Plesk panel sa acme-hosting.example: admin / {rnd(ALNUM, 14)}",
        f"panel ng hosting (renew tuwing Marso)\nURL: https://panel.acme-host.test\nU: rbayan\nP: {rnd(ALNUM + '#', 15)}",
    )
    r.add(
        "wordpress_credentials",
        f"WP admin {SITE}/wp-admin — user: webmaster pw: {pw()}",
        f"wp-config.php:\ndefine( 'DB_NAME', 'rbayan_wp' );\ndefine( 'DB_USER', 'rbayan_wpusr' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM + '!#%', 18)}' );\ndefine( 'DB_HOST', 'localhost' );",
        f"WP application password para sa auto-post ng podcast: {groups(rnd(ALNUM, 24), 4)}",
        f"wp-cli: wp user update 1 --user_pass='{rnd(ALNUM, 16)}'  (ginawa ko to nung na-hack yung site)",
        f"editor acct sa WP para sa news team: balita_editor / {rnd(ALNUM + '!@', 14)}",
    )
    r.add(
        "database_connection_string",
        f"RadioDJ db: mysql://radiodj:{rnd(ALNUM, 16)}@10.20.0.12:3306/radiodj",
        f"DATABASE_URL=postgres://rb_app:{rnd(ALNUM, 20)}@db.radyobayanihan.internal:5432/schedule",
        f"mysql -h db.radyobayanihan.internal -u logsheet -p'{rnd(ALNUM, 14)}' logsheet_db",
        f"MongoDB ng song request bot: mongodb+srv://botuser:{rnd(ALNUM, 18)}@cluster0.acme.example/requests",
        f"Server=sql.radyobayanihan.internal;Database=Traffic;User Id=ads;Password={rnd(ALNUM, 14)};",
    )
    r.add(
        "ftp_credentials",
        f"FTP for podcast uploads: ftp.{SITE} user podcast pw {rnd(ALNUM, 12)}",
        f"FileZilla: Host sftp://files.radyobayanihan.internal Port 22 User archive Pass {pw()}",
        f"lftp -u aircheck,{rnd(ALNUM, 14)} ftp.acme-archive.test",
        f"sftp ng NAS: tekniko / {rnd(ALNUM + '.!', 12)}",
        f"curl -T aircheck.mp3 ftp://podcast:{rnd(ALNUM, 12)}@ftp.{SITE}/uploads/",
    )
    r.add(
        "private_key",
        f"key para sa streaming VPS (id_ed25519):\n{openssh_private()}",
        f"eto yung deploy key ng website repo:\n{pem('RSA PRIVATE KEY', 6)}",
        f"{pem('PRIVATE KEY', 5)}\n^ SSL key ng {STREAM} (para sa https ng icecast)",
        f"EC key ng API ng mobile app (wag i-commit!):\n{pem('EC PRIVATE KEY', 3)}",
    )
    r.add(
        "router_admin_password",
        f"fiber modem admin: adminpldt / {rnd(ALNUM, 10)}",
        f"MikroTik sa rack: admin / {rnd(ALNUM + '#', 14)}  (winbox 10.20.0.1)",
        f"Converge router sa tx site: user admin pass {rnd(UPPER + DIGITS, 8)}",
        f'/user set admin password="{rnd(ALNUM, 16)}"  <- pinalitan ko mikrotik pw kagabi',
        f"TP-Link AP sa booth — web admin pw {rnd(ALNUM, 11)}",
    )
    r.add(
        "youtube_stream_key",
        f"YT stream key ng video simulcast: {yt_key()}",
        f"OBS settings:\nServer rtmp://a.rtmp.youtube.com/live2\nStream Key {yt_key()}",
        f"yt key (Sunday mass live): {yt_key()} — i-reset ko pag nag-leak",
        f"stream key sa youtube para sa election coverage -> {yt_key()}",
    )
    r.add(
        "facebook_stream_key",
        f"FB Live persistent stream key: {fb_key()}",
        f"rtmps://live-api-s.facebook.com:443/rtmp/{fb_key()}  <- buong url pang-Restream",
        f"fb live key ng page (para sa 'Usapang Barangay'): {fb_key()}",
        f"Restream/OBS profile 'FB Page':\n  server: rtmps://live-api-s.facebook.com:443/rtmp/\n  key: {fb_key()}",
    )
    r.add(
        "google_app_password",
        f"Gmail app password para sa SMTP ng website (contact form): {app_password()}",
        f"app pw ng station gmail sa Thunderbird: {app_password()}",
        f"app password (16 letters) na ginawa ko para sa BUTT email alerts: {rnd(LOWER, 16)}",
        f"SMTP config ng donation receipts:\nhost smtp.gmail.com\nport 587\nuser receipts@{SITE}\npass {app_password()}",
    )
    r.add(
        "two_factor_backup_codes",
        f"FB backup codes (page admin acct):\n{recovery_codes(8, 'digits')}",
        f"GitHub recovery codes ng website repo:\n{recovery_codes(6, 'github')}",
        "Google backup codes ng station email: " + ", ".join(groups(digits(8), 4) for _ in range(5)),
        f"2FA secret (TOTP) ng cPanel, kung mawala phone: {groups(rnd(BASE32, 32), 4)}",
        f"IG recovery codes — itago!!\n{recovery_codes(5, 'plain')}",
    )
    r.add(
        "email_password",
        f"webmail.{SITE} - balita@{SITE} pw {pw()}",
        f"email ng news desk: newsdesk@{SITE} / {rnd(ALNUM, 12)}",
        f"accounting@{SITE} password nya {pick('Accounting', 'Pondo', 'Resibo')}{digits(4)}!{rnd(LOWER, 2)} (si Ms. Cora lang gumagamit)",
        f"IMAP sa phone ko: mail.{SITE}, 993 SSL, tekniko@{SITE}, pw {rnd(ALNUM + '$', 13)}",
        f"station gmail (yung luma, pang YouTube) — pass: {pw()}",
    )
    r.add(
        "cloudflare_api_token",
        f"CF API token (DNS edit lang, zone {SITE}): {rnd(URLSAFE, 40)}",
        f"export CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}",
        f"cloudflare global api key: {hexs(37)} (email tech@{SITE})",
        f"cf token pang-purge ng cache ng website = {rnd(URLSAFE, 40)}",
    )
    r.add(
        "audio_codec_login",
        f"Barix Instreamer sa studio (10.20.0.30) web login pw: {rnd(ALNUM, 10)}",
        f"Comrex ACCESS para sa remote broadcast: user comrex pw {rnd(ALNUM, 12)}",
        f"RDS encoder telnet: telnet 10.20.0.40 7000, password {rnd(UPPER + DIGITS, 8)}",
        f"Tieline codec sa OB van — admin / {rnd(ALNUM, 11)}",
    )
    r.add(
        "remote_desktop_password",
        f"AnyDesk ID ng on-air pc: {digits(3, True)} {digits(3)} {digits(3)}, unattended pw: {rnd(ALNUM, 14)}",
        f"TeamViewer sa automation pc — ID {digits(10, True)} / pw {rnd(LOWER + DIGITS, 8)}",
        f"RustDesk sa tx site: id {digits(9, True)} pass {rnd(ALNUM, 10)}",
        f"Chrome Remote Desktop PIN ng production pc: {digits(6)}",
    )
    r.add(
        "online_banking_login",
        f"BPI online ng station: user rbayan_corp pw {pw()}",
        f"Landbank weAccess: user radyobayanihan / {rnd(ALNUM + '!@', 14)}",
        f"UnionBank biz online — corp id RBAYAN, user tekniko, pw {rnd(ALNUM, 12)}, transaction PIN {digits(6)}",
        f"bank login (payroll ng mga volunteer allowance)\nusername: rb_payroll\npassword: {pw()}",
    )
    r.add(
        "paymongo_secret_key",
        f"PayMongo secret key (donate page): sk_live_{rnd(ALNUM, 24)}",
        f"PAYMONGO_SECRET_KEY=sk_test_{rnd(ALNUM, 24)}",
        f"webhook signing secret ng paymongo: whsk_{rnd(ALNUM, 32)}",
        f"paymongo keys ng donate page (live):\npk_live_{rnd(ALNUM, 24)}\nsk_live_{rnd(ALNUM, 24)}",
    )
    r.add(
        "telegram_bot_token",
        f"Telegram bot ng song requests (@RBRequestsBot): {tg_token()}",
        f"TG_BOT_TOKEN={tg_token()}",
        f"bot token ng alert bot pag down ang stream -> {tg_token()}",
        f"telegram: @RBTxAlarmBot token {tg_token()} chat id -100{digits(10, True)}",
    )
    r.add(
        "chat_webhook_url",
        f"discord webhook ng #stream-alerts: https://discord.com/api/webhooks/{digits(18, True)}/{rnd(URLSAFE, 68)}",
        f"Slack webhook para sa TX alarm: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"ALERT_WEBHOOK=https://discord.com/api/webhooks/{digits(19, True)}/{rnd(URLSAFE, 68)}",
        f"Google Chat webhook ng engineering space: https://chat.googleapis.com/v1/spaces/AAAA{rnd(URLSAFE, 7)}/messages?key=AIza{rnd(URLSAFE, 35)}&token={rnd(URLSAFE, 43)}",
    )
    r.add(
        "cctv_nvr_password",
        f"Hikvision NVR sa tx site: admin / {rnd(ALNUM, 12)}  (http://10.30.0.8)",
        f"CCTV ng studio — DVR pw {rnd(ALNUM, 9)}",
        f"rtsp://admin:{rnd(ALNUM, 10)}@10.30.0.21:554/Streaming/Channels/101  <- cam sa gate ng tx site",
        f"Dahua cam sa parking: admin / {pick('Bantay', 'Gwardya', 'Silip')}{digits(4)}!",
    )
    r.add(
        "nas_admin_password",
        f"Synology (archive ng aircheck): admin acct 'rbadmin' pw {pw()}",
        f"NAS encryption key para sa shared folder 'Aircheck': {rnd(ALNUM + '!@#', 24)}",
        f"QNAP sa production room — login: admin, pass: {rnd(ALNUM, 13)}",
        f"rclone.conf (offsite backup ng aircheck):\n[offsite]\ntype = s3\naccess_key_id = {aws_key_id()}\nsecret_access_key = {aws_secret()}\nendpoint = s3.acme.example",
    )
    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.2/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.radyobayanihan.example:51820",
        f"wg privkey ng tx site router: {wg_key()}",
        f"vpn key ng laptop ko (pang remote sa studio), private: {wg_key()}",
        f"wg0.conf ng news pc:\n[Interface]\nAddress = 10.99.0.7/32\nPrivateKey = {wg_key()}\nDNS = 10.20.0.1",
    )
    r.add(
        "ai_api_key",
        f"OpenAI key para sa auto-transcribe ng news: {openai_project_key()}",
        f"ANTHROPIC_API_KEY={anthropic_key()}  // pang-summary ng public service announcements",
        f"api key ng transcription (openai) na ginagamit ng script sa NEWS-03 pc:\n{openai_project_key()}",
        f"Gemini API key ng request bot: AIza{rnd(URLSAFE, 35)}",
    )
    r.add(
        "newsletter_api_key",
        f"SendGrid key ng newsletter: {sendgrid_key()}",
        f"Mailchimp API key (listener newsletter): {hexs(32)}-us21",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"Brevo (Sendinblue) SMTP key: xsmtpsib-{hexs(64)}-{rnd(ALNUM, 16)}",
    )
    r.add(
        "snmp_community_string",
        f"snmp community (rw) ng core switch: {rnd(ALNUM, 12)}",
        f"SNMP v2c ng transmitter: read-write community = {rnd(ALNUM, 10)} (read-only 'public' lang ok)",
        f"snmpset -v2c -c {rnd(ALNUM, 14)} 10.30.0.5 .1.3.6.1.4.1.28142.1.1.0 i 1   # pang-ON ng tx",
        f"SNMPv3 ng tx site: user rbmon, auth SHA pass {rnd(ALNUM, 14)}, priv AES pass {rnd(ALNUM, 14)}",
    )
    r.add(
        "podcast_host_login",
        f"Spotify for Creators / podcast host: podcast@{SITE} pw {pw()}",
        f"Podbean ng 'Kwentong Barangay': user rbayan_pods / {rnd(ALNUM, 13)}",
        f"podcast RSS host login — u: rbpods, p: {pick('Kwento', 'Balita', 'Usapan')}{digits(4)}{pick('!', '?', '#')}{rnd(UPPER, 2)}",
    )
    r.add(
        "station_phone_sim_pin",
        f"SIM PIN ng station phone (Globe): {digits(4)}, PUK {digits(8)}",
        f"SIM sa GSM remote ng tx: pin {digits(4)} / puk {digits(8)}",
        f"lock screen ng station phone (yung may GCash): {digits(6)}",
        f"pattern lock wala na, PIN na lang: {digits(6)} — station tablet",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "fm_frequency_settings",
        f"104.{pick(1, 3, 5, 7, 9)} MHz tayo, ERP 5 kW, HAAT 62 m, antenna 4-bay",
        "Backup TX naka-set din sa same freq, pilot 19 kHz, deviation 75 kHz, pre-emphasis 75 us",
        f"TX readings kanina: FWD {digits(4, True)[:3]} W, REF {secrets_small()} W, PA temp 41C. ok naman",
        "STL link: 950.250 MHz, 20 MHz bandwidth, RSL -52 dBm",
    )
    r.add(
        "icecast_mount_point",
        "mount points: /live (128k mp3), /hq (320k), /mobile (64k aac+) — /live yung default",
        "<mount>\n  <mount-name>/live</mount-name>\n  <max-listeners>500</max-listeners>\n  <fallback-mount>/autodj</fallback-mount>\n</mount>",
        "pag nawala source sa /live, auto fallback sa /autodj, tapos /silence.mp3 kung wala pa rin",
        "bagong mount /podcast-preview pang-test lang, public: 0 para hindi lumabas sa directory",
    )
    r.add(
        "stream_url",
        f"public stream link: https://{STREAM}/live.mp3",
        f"m3u para sa mga lumang player: http://{STREAM}:8000/live.m3u",
        f"status page: http://{STREAM}:8000/status-json.xsl (pang-check ng listeners)",
        (lambda t: f"TuneIn station id: s{t} — https://tunein.example/radio/s{t}")(digits(6, True)),
        f"HLS for the app: https://cdn.acme.example/hls/radyobayanihan/{uid()}/index.m3u8",
    )
    r.add(
        "call_sign",
        f"Call sign natin DW{rnd(UPPER, 2)}-FM, station ID every top of the hour",
        f"sister station sa probinsya: DY{rnd(UPPER, 2)} {pick(88, 90, 97, 101)}.{pick(1, 3, 5, 7, 9)}",
        "station ID script: 'Ito ang Radyo Bayanihan, tinig ng komunidad!' tapos jingle #3",
        "legal ID sa sign-on/sign-off: call sign + freq + power + location, required ng NTC",
    )
    r.add(
        "equipment_serial_number",
        f"Nautel VS300 S/N: {digits(6, True)}, Orban Optimod S/N {rnd(UPPER + DIGITS, 10)}",
        f"serial ng mixer (Behringer X32): S{digits(10, True)} — para sa warranty",
        f"asset tag ng on-air mic: RB-MIC-{digits(4)}, Shure SM7B s/n {rnd(UPPER + DIGITS, 9)}",
        f"UPS APC SMT1500 serial {rnd(UPPER + DIGITS, 12)}, battery replaced last {pick('Jan', 'Mar', 'Aug')}",
    )
    r.add(
        "license_reference",
        f"NTC Provisional Authority no. PA-{digits(4)}-{digits(5)}, exp 2027",
        f"Permit to Operate ref {rnd(UPPER + DIGITS, 8)} — naka-frame sa lobby",
        f"KBP membership no. {digits(5, True)}; renewal form ref {rnd(UPPER + DIGITS, 10)}",
        f"SEC registration ng foundation: CN{digits(9, True)}",
    )
    r.add(
        "gcash_reference_number",
        f"GCash donation ref no. {digits(13, True)} — ₱500 from listener sa Tondo",
        f"natanggap sa GCash: ₱1,000 ref {gcash_ref()} (for the medical mission)",
        f"Maya ref # {rnd(UPPER + DIGITS, 12)}, ₱250, na-confirm ko na",
        f"GCash txn id {digits(13, True)} — refund request, i-follow up sa Lunes",
    )
    r.add(
        "bank_transfer_reference",
        f"InstaPay transfer ng sponsor: ref {digits(12, True)}, ₱15,000",
        f"PESONet batch ref PN{digits(14)} para sa kuryente ng tx site",
        f"BPI deposit slip no. {digits(8)} / trace {digits(6)}",
        f"GCash to bank (sponsor payment) ref: {rnd(UPPER + DIGITS, 16)}",
    )
    r.add(
        "tracking_number",
        f"LBC tracking {digits(12, True)} — yung bagong exciter board galing Cebu",
        f"J&T waybill {digits(12, True)} ng replacement na fan para sa tx",
        f"DHL AWB {digits(10, True)} — Optimod galing US, nasa customs pa raw",
        f"Lazada order # {digits(15, True)} — patch cables, arriving Thu",
    )
    r.add(
        "listener_stats",
        f"peak listeners kagabi: {digits(3, True)} sa /live, {digits(2, True)} sa /mobile",
        "TLH ngayong buwan ~ 48,200 hrs, avg session 37 min",
        f"listener ip na laging nagdi-disconnect: 203.0.113.{secrets_small()} (baka bot)",
        f"icecast log: client id {digits(6, True)} connected from 192.0.2.{secrets_small()}, agent VLC/3.0.20",
    )
    r.add(
        "mac_address",
        f"MAC ng Barix: {mac(':', True)} — naka-reserve sa DHCP",
        f"on-air pc NIC: {mac('-', True)}",
        f"dhcp static lease: {mac()} -> 10.20.0.30",
        f"BSSID ng Radyo-Studio AP: {mac()} (ch 36)",
    )
    r.add(
        "ip_address_plan",
        "10.20.0.0/24 studio LAN, 10.30.0.0/24 tx site, 10.99.0.0/24 wg vpn",
        "gateway .1, automation pc .11, db .12, barix .30, rds .40",
        "public IP ng studio (static galing ISP): 198.51.100.77, naka-whitelist sa icecast",
        "port forward: 8000/tcp -> 10.20.0.12 (icecast), 51820/udp -> 10.20.0.1 (wg)",
    )
    r.add(
        "password_rotation_reminder",
        "paalala: palitan ang icecast source pw every 3 months, next sa Hunyo",
        "TODO: rotate ng admin pw ng NVR after umalis si Mark — wag kalimutan i-update sa vault",
        "pinalitan ko na lahat ng DJ passwords kahapon, sabihan lang sila na kunin kay Ate Joy",
        "reset ng wifi guest pw tuwing Lunes, 9am, bago mag-morning show",
    )
    r.add(
        "password_location_note",
        "yung admin pw ng NVR nasa sealed envelope sa safe ni Sir Dan",
        "TX remote PIN: nasa logbook sa tx site, page 1, hindi ko ilalagay dito",
        "GCash MPIN alam lang ni Ms. Cora at station manager, tanungin sila pag kailangan",
        "hosting login nasa Bitwarden, folder 'Engineering', item 'cPanel main'",
    )
    r.add(
        "secret_reference_placeholder",
        "ICECAST_SOURCE_PASSWORD=${ICECAST_SOURCE_PASSWORD}  # galing sa .env, wag i-hardcode",
        "password: ${{ secrets.CPANEL_FTP_PASSWORD }}  <- sa deploy.yml ng website",
        "vault kv get secret/radyo/icecast  (dun naka-store lahat ng stream creds)",
        "<source-password>CHANGE_ME</source-password>  <- default pa to sa bagong install, palitan",
        "DB_PASSWORD=  (blanko muna, ilalagay ni Kuya Ben sa server mismo)",
    )
    r.add(
        "masked_value",
        f"GCash ng station: 0917 *** {digits(4)} (naka-mask sa app)",
        f"card ng station para sa hosting renewal: Visa ending {digits(4)}",
        f"PayMongo secret key: sk_live_••••••••••••{rnd(ALNUM, 4)} (nakatago sa dashboard)",
        "icecast source pw: ******** (nasa vault)",
    )
    r.add(
        "youtube_id",
        f"replay ng town hall: https://youtu.be/{rnd(URLSAFE, 11)}",
        f"channel id natin UC{rnd(URLSAFE, 22)}",
        f"playlist ng 'Usapang Barangay': https://www.youtube.com/playlist?list=PL{rnd(URLSAFE, 32)}",
        f"embed sa website: <iframe src=\"https://www.youtube.com/embed/{rnd(URLSAFE, 11)}\"></iframe>",
    )
    r.add(
        "social_media_id",
        f"FB page id: {digits(15, True)}",
        f"Meta pixel id sa website: {digits(16, True)}",
        f"IG business account id {digits(17, True)} — para sa insights export",
        f"GA4 measurement id: G-{rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "file_checksum",
        f"RadioDJ installer sha256: {hexs(64)} — match sa website nila, ok",
        f"md5 ng aircheck_2024-06-12.mp3: {hexs(32)}",
        f"sha1 ng firmware ng Barix: {hexs(40)}",
        f"Optimod firmware v4.2 — checksum CRC32 {rnd('0123456789ABCDEF', 8)} (ok daw sabi ng manual)",
    )
    r.add(
        "git_commit_hash",
        f"website deploy kagabi: commit {hexs(40)} (bagong schedule page)",
        f"rollback sa {hexs(7)} kung sira yung donate button",
        f"git revert {hexs(12)} — yung nagsira ng player",
        f"PR #{digits(2, True)} merged as {hexs(7)} — dagdag ng 'Now Playing' widget",
    )
    r.add(
        "container_name",
        f"docker ps: icecast2 container id {hexs(12)}, up 14 days",
        f"pod na nag-crash: {pod_name('liquidsoap-autodj')}",
        f"kubectl logs {pod_name('request-bot')} --tail=50",
        f"image: registry.acme.example/radyo/liquidsoap@sha256:{hexs(64)}",
    )
    r.add(
        "shared_document_link",
        f"logsheet ng June: https://docs.{SITE}/logsheet/{uid()}",
        f"program grid (view only): https://drive.acme.example/file/d/{rnd(URLSAFE, 33)}/view",
        f"ticket sa helpdesk ng hosting: https://support.acme-host.test/tickets/{uid()}",
        f"form ng song request (public): https://forms.acme.example/r/{rnd(ALNUM, 10)}",
    )
    r.add(
        "ssh_public_key",
        f"pubkey ko para sa streaming VPS (ilagay sa authorized_keys):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tekniko@rb-laptop",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} deploy@website",
        f"host key fingerprint ng VPS: SHA256:{rnd(URLSAFE.replace('-', '+').replace('_', '/'), 43)}",
        f"ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 104)} root@tx-site-pi",
    )
    r.add(
        "wifi_settings",
        "SSID Radyo-Studio, WPA2-AES, channel 36 (5GHz), DHCP .100-.200",
        "guest wifi naka-isolate sa VLAN 30, bandwidth limit 5 Mbps bawat device",
        "wag gamitin yung BayanihanFM_2G sa booth, may interference sa mic receivers",
        "wifi pw ng guest nakapaskil sa lobby lang, di ko na isusulat dito",
    )
    r.add(
        "public_site_key",
        f"reCAPTCHA site key sa contact form: 6L{rnd(URLSAFE, 38)}",
        f"PayMongo public key (ok lang sa frontend): pk_live_{rnd(ALNUM, 24)}",
        f"hCaptcha sitekey: {uid()}",
        f"Google OAuth client id ng login ng volunteers: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
    )
    r.add(
        "receipt_number",
        f"OR no. {digits(7, True)} para sa sponsorship ng {pick('Aling Nena Store', 'Barangay 143', 'Kapitbahay Bakery')}",
        f"invoice INV-{digits(4)}-{digits(5)} — renewal ng hosting",
        f"BIR 2307 ref {rnd(UPPER + DIGITS, 10)}, file sa folder 'Tax'",
        f"PO no. PO-{digits(4)}-{digits(4)} para sa bagong STL dish",
    )
    r.add(
        "audio_encoder_settings",
        "BUTT: mp3 128 kbps, 44.1 kHz stereo, reconnect every 5s, port 8000",
        "Liquidsoap: output.icecast(%mp3(bitrate=128), host=\"stream.radyobayanihan.example\", port=8000, mount=\"/autodj\")",
        "AGC sa Optimod: preset 'FM Talk', gate -30 dB, clipping 0",
        "sc_serv: streammaxuser_1=300, streambitrate_1=128000, publicserver=always",
    )
    r.add(
        "rds_settings",
        f"RDS PI code {rnd('0123456789ABCDEF', 4)}, PTY 'News', PS 'BAYANIHN'",
        "RT: 'Radyo Bayanihan - Tinig ng Komunidad' (max 64 chars)",
        f"RDS encoder firmware v{pick(2, 3)}.{digits(1)}.{digits(2)}, build {hexs(8)}",
        "RDS AF list: 104.5, 104.9 (repeaters) — CT on, TA off",
    )
    r.add(
        "utility_account_number",
        f"Meralco account no. ng tx site: {digits(10, True)}",
        f"PLDT account # {digits(9, True)}, service no. 02-{digits(8)}",
        f"Converge acct ng studio: {digits(13, True)} (due every 15th)",
        f"Maynilad contract acct {digits(8, True)} ng tx site",
    )
    r.add(
        "support_ticket_number",
        f"PLDT repair ticket #{digits(9, True)} — intermittent ang fiber sa studio",
        f"ticket sa hosting support: #{rnd(UPPER, 3)}-{digits(6)}",
        f"Nautel support case {digits(8, True)} re: PA module fault",
        f"internal IT ticket RB-{digits(4)}: on-air pc nag-freeze habang news",
    )
    r.add(
        "password_policy_note",
        "policy: min 14 chars, may number at symbol, bawal gamitin pangalan ng station",
        "huwag gumamit ng parehong password sa icecast at cPanel, magkaiba dapat",
        "2FA required na sa lahat ng socmed accounts simula July, gamitin authenticator app hindi SMS",
        "password manager na gagamitin ng station: Bitwarden org, 5 seats, bayad taun-taon",
    )
    r.add(
        "otp_process_note",
        "OTP ng GCash laging pupunta sa station phone (yung Nokia sa drawer), wag i-forward kahit kanino",
        "kapag may humingi ng OTP via text/call na nagpapanggap na GCash — SCAM yan, i-block",
        "yung 2FA ng FB page nasa authenticator ng station tablet, hindi sa personal phone",
        "OTP valid lang ng 5 mins, 3 tries bago ma-lock ang GCash — ingat",
    )
    r.add(
        "public_key_by_design",
        f"WireGuard public key ng studio peer: {wg_key()}",
        f"age recipient para sa backup ng configs: {age_public_key()}",
        f"GPG key fingerprint ko: {groups(rnd('0123456789ABCDEF', 40), 4)}",
        f"Let's Encrypt cert ng {STREAM}: serial {rnd('0123456789abcdef', 36)}, exp in 89 days",
    )
    r.add(
        "ad_spot_code",
        f"spot code ng commercial ng sponsor: RB-{rnd(UPPER, 3)}-{digits(4)}, 30s, 6x daily",
        f"traffic log ID {rnd(UPPER + DIGITS, 8)} — na-miss yung 10:15 spot, make-good sa 11:45",
        f"cart # {digits(5)} sa RadioDJ: 'Bayanihan Jingle v3'",
        f"ISRC ng station theme song: PH-{rnd(UPPER + DIGITS, 3)}-{digits(2)}-{digits(5)}",
    )
    r.add(
        "cloud_resource_arn",
        f"backup bucket: arn:aws:s3:::rb-aircheck-backup-{hexs(6)}",
        f"IAM role ng backup script: arn:aws:iam::{aws_account()}:role/rb-backup-writer",
        f"SNS topic ng tx alarms: arn:aws:sns:ap-southeast-1:{aws_account()}:tx-alarm",
        f"lifecycle rule id {uid()} — glacier after 90 days",
    )
    r.add(
        "gsm_modem_identifier",
        f"GSM remote sa tx: IMEI {digits(15, True)}",
        f"SIM ICCID 8963{digits(15)} (Globe prepaid, load every month)",
        f"modem model SIM800L, firmware {rnd(UPPER + DIGITS, 10)}",
        "number ng GSM remote naka-save sa phone bilang 'TX REMOTE' — pero PIN hindi ko sinave",
    )
    r.add(
        "dns_record",
        f"TXT {SITE}: google-site-verification={rnd(URLSAFE, 43)}",
        f"DKIM selector s1._domainkey: v=DKIM1; k=rsa; p={ssh_pub('rsa', 160)}",
        "SPF: v=spf1 include:_spf.acme.example ~all",
        f"CNAME stream -> rb-{hexs(8)}.cdn.acme.example",
    )
    return r


def main() -> None:
    write_corpora("make_heldout256.py", [
        ("heldout256_credentials.yaml", credentials(), "Held-out batch 256: credentials a Manila community radio station engineer keeps in Taglish notes (stream server, transmitter, Wi-Fi, socmed, GCash, hosting)"),
        ("heldout256_lookalikes.yaml", lookalikes(), "Held-out batch 256: look-alikes from the same radio station engineer (frequencies, mount points, stream URLs, call signs, serials, reference numbers) that hold no secret"),
    ])


if __name__ == "__main__":
    main()
