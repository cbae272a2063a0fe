# ruff: noqa: E501
"""Writes heldout396_credentials.yaml and heldout396_lookalikes.yaml: held-out batch 396.

Persona: a freelance video editor in Berlin who writes short technical notes in German and
English, often both in one line. She keeps her Frame.io and Adobe logins, the Frame.io
developer token and an Adobe Developer Console client secret, the Synology NAS admin
password, Backblaze B2 application keys for the archive, a Vimeo API token, the studio's
door, alarm and safe codes, the PIN of her ELSTER (Steuer) certificate file, a client's FTP
credentials, Wi-Fi and router keys, bank PINs and 2FA backup codes; and many look-alikes:
Frame.io asset links, B2 bucket and file ids, Vimeo and YouTube ids, invoice, order,
tracking and tax numbers, public IBANs, checksums of deliverables, timecodes, camera
serials, public keys and fingerprints, masked cards, expired codes and references to
secrets kept elsewhere.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    apple_recovery_key,
    b64,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    discord_webhook,
    ean13,
    filevault_key,
    google_client_id,
    google_client_secret,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    recovery_codes,
    rnd,
    s10,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    stripe_publishable_key,
    telegram_bot_token,
    totp_seed,
    uid,
    wg_key,
    write_corpora,
)

WORTE = [
    "Schnitt", "Blende", "Spree", "Kaffee", "Tonspur", "Mauerpark", "Späti", "Rohschnitt",
    "Zeitlupe", "Brezel", "Altbau", "Fahrrad", "Himbeere", "Nebel", "Kino", "Montage",
    "Leinwand", "Weitwinkel", "Kreuzberg", "Hinterhof", "Keyframe", "Farbe", "Abspann",
]


def human_pw() -> str:
    """A password she chose herself or let the manager generate."""
    return pick(
        pw(),
        phrase(WORTE, pick(3, 4), pick("-", ".", "_")) + digits(2),
        f"{secrets.choice(WORTE)}{pin(4)}{pick('!', '?', '#', '$', '%')}",
        rnd(ALNUM + "!$%&*-_", pick(14, 16, 18)),
    )


def frameio_token() -> str:
    """A Frame.io (v2) developer token."""
    return "fio-u-" + rnd(URLSAFE, 64)


def adobe_client_secret() -> str:
    """An Adobe Developer Console OAuth client secret."""
    return "p8e-" + rnd(URLSAFE, 32)


def adobe_client_id() -> str:
    return hexs(32)


def b2_key_id() -> str:
    """A Backblaze B2 application key id (25 characters; an id, not the secret)."""
    return f"00{pick('3', '4', '5')}{hexs(10)}{'0' * 9}{digits(3)}"


def b2_app_key() -> str:
    """A Backblaze B2 application key: K00n and 27 base64 characters."""
    return f"K00{pick('3', '4', '5')}{rnd(B64, 27)}"


def vimeo_token() -> str:
    """A Vimeo personal access token."""
    return hexs(32)


def dropbox_token() -> str:
    """A Dropbox short-lived access token."""
    return "sl.B" + rnd(URLSAFE, 134)


def fritz_wlan_key() -> str:
    """A FRITZ!Box's factory Wi-Fi key: 20 digits, printed in groups of four."""
    return groups(digits(20), 4)


def dsm_sid() -> str:
    """A Synology DSM session id (the `id` cookie)."""
    return rnd(URLSAFE, 86)


def archive_passphrase() -> str:
    return phrase(WORTE, pick(5, 6), pick(" ", "-"))


def timecode() -> str:
    return f"{secrets.randbelow(2) + 1:02d}:{secrets.randbelow(60):02d}:{secrets.randbelow(60):02d}:{secrets.randbelow(25):02d}"


def b2_file_id() -> str:
    """A B2 file id (public identifier of one file version)."""
    return f"4_z{hexs(24)}_f{hexs(3)}{hexs(12)}_d{digits(8)}_m{digits(6)}_c00{pick('3', '4', '5')}_v0{digits(6)}_t{digits(4)}_u01{digits(13)}"


def yt_id() -> str:
    return rnd(URLSAFE, 11)


def vimeo_id() -> str:
    return digits(9, lead=True)


def steuer_id() -> str:
    """A German tax identification number: 11 digits, first not 0."""
    return digits(11, lead=True)


def berlin_steuernummer() -> str:
    return f"{pick('13', '14', '16', '21', '29', '34', '37')}/{digits(3)}/{digits(5)}"


def ust_id() -> str:
    return "DE" + digits(9, lead=True)


def de_iban(spaced: bool = True) -> str:
    return iban("DE", digits(8, lead=True) + digits(10), spaced)


def amazon_order() -> str:
    return f"{pick('302', '303', '304', '028')}-{digits(7)}-{digits(7)}"


def dhl_tracking() -> str:
    return "00340434" + digits(12)


def mapbox_public_token() -> str:
    """A Mapbox public (pk.) token: meant to sit in client-side code."""
    return f"pk.eyJ1Ijoi{rnd(ALNUM, 20)}In0.{rnd(URLSAFE, 22)}"


def sony_serial() -> str:
    return digits(7, lead=True)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "frameio_login",
        f"Frame.io Login (Studio-Account)\nmail: hallo@schnittraum.example\npw: {human_pw()}",
        f"frame io pw geändert am 3.6. -> {human_pw()}  (alter war zu kurz lt. Adobe)",
        f"Login Frame.io für Kaufhaus-Projekt: kaufhaus-review@acme.test / {human_pw()}",
        f"frameio\n{human_pw()}\n(2FA geht aufs alte handy!! umstellen)",
        f"note to self: frame.io password is now {human_pw()} — update it in the Premiere Frame.io panel too",
    )

    r.add(
        "frameio_developer_token",
        f"Frame.io developer token (fürs Upload-Script): {frameio_token()}",
        f"export FRAMEIO_TOKEN={frameio_token()}",
        f"```python\nclient = FrameioClient(\"{frameio_token()}\")\n```\nroot asset id aus dem Projekt holen, dann upload",
        f"fio dev token neu generiert, scopes asset.read + asset.create:\n{frameio_token()}",
        f"frame.io api tokn für die agentur-automation {frameio_token()} — läuft nicht ab, also aufpassen",
    )

    r.add(
        "adobe_login",
        f"Adobe ID: jule.h@schnittraum.example PW {human_pw()}",
        f"Creative Cloud Konto (Team-Lizenz vom Studio) - Passwort: {human_pw()}",
        f"adobe pw neu weil zwangs-reset nach dem phishing-ding: {human_pw()}",
        f"| Dienst | User | Passwort |\n|---|---|---|\n| Adobe CC | jule@acme.test | {human_pw()} |",
        f"Adobe-Login für den Schnittplatz 2 im Studio (nicht mein privater!!)\nstudio-edit2@acme.test\n{human_pw()}",
    )

    r.add(
        "adobe_oauth_client_secret",
        f"Adobe Developer Console, OAuth Server-to-Server fürs Frame.io v4 Zeug:\nCLIENT_ID={adobe_client_id()}\nCLIENT_SECRET={adobe_client_secret()}",
        f"adobe io client secret {adobe_client_secret()} (projekt 'ingest-bot')",
        '{"client_id": "' + adobe_client_id() + '", "client_secret": "' + adobe_client_secret() + '", "scopes": "openid,AdobeID,frame.s2s.all"}',
        f"ADOBE_CLIENT_SECRET='{adobe_client_secret()}'  # rotiert, nächstes Mal früher dran denken",
        f"client secret fürs adobe s2s projekt\n    {adobe_client_secret()}\nclient id steht in der console",
    )

    r.add(
        "nas_admin_password",
        f"Synology DS920+ (nas.studio.internal) admin: jule-admin / {human_pw()}",
        f"NAS Admin PW: {human_pw()}\n(default admin account ist deaktiviert)",
        f"DSM login https://nas.studio.internal:5001\nuser: root-jh\npass {human_pw()}",
        f"nas passwort geändert!!! neu = {human_pw()} , alte sessions auf dem mac abmelden",
        f"QNAP im Keller (archiv-nas.acme.internal), Admin-Kennwort {human_pw()}",
    )

    r.add(
        "backblaze_b2_application_key",
        f"B2 key für Hyper Backup (Bucket jh-archiv-2024):\nkeyID: {b2_key_id()}\napplicationKey: {b2_app_key()}",
        f"b2 account authorize {b2_key_id()} {b2_app_key()}",
        f"[b2archiv]\ntype = b2\naccount = {b2_key_id()}\nkey = {b2_app_key()}\nhard_delete = false",
        f"backblaze S3-kompatibel für Resolve Cloud-Export:\naws_access_key_id = {b2_key_id()}\naws_secret_access_key = {b2_app_key()}\nendpoint = s3.eu-central-003.backblazeb2.com",
        f"export B2_APPLICATION_KEY_ID={b2_key_id()}\nexport B2_APPLICATION_KEY={b2_app_key()}",
        f"Backblaze app key (nur write, kein delete) {b2_key_id()} / {b2_app_key()} — wird nur einmal angezeigt!",
    )

    r.add(
        "vimeo_api_token",
        f"Vimeo API token (scopes: upload, private, edit): {vimeo_token()}",
        f"curl -H \"Authorization: bearer {vimeo_token()}\" https://api.vimeo.com/me/videos?per_page=5",
        f"vimeo access token für den Showreel-Uploader\n{vimeo_token()}",
        f"VIMEO_ACCESS_TOKEN={vimeo_token()}  # app 'jh-uploader', personal",
        f"vimeo tok (kunde agentur-nord, deren Account!) = {vimeo_token()}",
    )

    r.add(
        "studio_door_code",
        f"Türcode Studio Hinterhaus: {pin(4)}#",
        f"door code for the studio (Wrangelstr.) {pin(6)} then the green button",
        f"Haustür Code\n{pin(5)}\n(seit März, Hausverwaltung hat gewechselt)",
        f"Studio Tor-Code ist jetzt {pin(4)} — Praktikantin Bescheid geben",
        f"Zugang Studio: Klingel 'Bildwerk', dann Tastenfeld {pin(4)} + Schlüsselsymbol",
    )

    r.add(
        "elster_certificate_pin",
        f"ELSTER Zertifikat (.pfx) PIN: {pin(6)}",
        f"Mein ELSTER Passwort für die Zertifikatsdatei: {human_pw()}",
        f"Steuer / Elster\nZertifikat liegt in ~/Documents/Steuer/elster.pfx\nPIN {pin(6)}",
        f"elster pin (für die UStVA jeden monat) {pin(pick(6, 8))}",
        f"ELSTER login: Zertifikatsdatei + Passwort {human_pw()} — Zertifikat läuft 2027 ab",
    )

    r.add(
        "client_ftp_credentials",
        f"FTP Agentur Nord (Übergabe Masters):\nHost: ftp.agentur-nord.example\nUser: extern_hoffmann\nPW: {human_pw()}",
        f"ftp://lieferung:{rnd(ALNUM, 14)}@ftp.kunde-kaufhaus.example/incoming/",
        f"<Server>\n  <Host>ftp.agentur-nord.example</Host>\n  <Port>21</Port>\n  <User>extern_hoffmann</User>\n  <Pass encoding=\"base64\">{b64(human_pw().encode())}</Pass>\n</Server>",
        f"lftp -u delivery,{rnd(ALNUM, 16)} sftp://upload.filmfirma.example",
        f"client sftp for the deliverables — user 'jh_post' pass {human_pw()} port 2222, host sftp.acme.test",
    )

    r.add(
        "wifi_key",
        f"Studio WLAN\nSSID: Bildwerk-5G\nKey: {human_pw()}",
        f"wlan schlüssel fritzbox (aufkleber unten): {fritz_wlan_key()}",
        f"WIFI:T:WPA;S:Bildwerk-Gast;P:{rnd(ALNUM, 12)};;",
        f"wifi pw für Kunden im Schnittraum = {phrase(WORTE, 3, '-').lower()}{digits(2)}",
        f"Heim-WLAN (neue Wohnung) WPA2 {fritz_wlan_key()}",
    )

    r.add(
        "router_admin_password",
        f"FRITZ!Box Kennwort (http://fritzbox.studio.internal): {human_pw()}",
        f"router login studio 192.168.178.1 -> pw {human_pw()}",
        f"fritzbox admin\n{rnd(ALNUM, 12)}\n(nicht das WLAN-Passwort!)",
        f"Speedport Gerätepasswort: {rnd(UPPER + DIGITS, 8)}",
        f"router pw geändert, neu: {human_pw()}",
    )

    r.add(
        "alarm_code",
        f"Alarmanlage Studio scharf/unscharf: {pin(4)}",
        f"Alarmcode {pin(6)} — 30 sek nach Tür öffnen eingeben sonst kommt der Wachdienst",
        f"alarm code for the studio: {pin(4)} (codeword for the security company is 'Zwiebel')",
        f"Alarm: {pin(5)}*",
    )

    r.add(
        "safe_code",
        f"Tresor im Equipmentraum: {pin(6)}",
        f"Zahlenschloss Kamerakoffer FX6 {pin(3)}",
        f"safe code (where the SSDs with the raw footage live) {pin(4)}#",
        f"Schlüsselkasten neben Tür, Code {pin(4)}",
        f"Spind Schnittplatz 3 Zahlenschloss: {pin(4)}",
    )

    r.add(
        "bank_pin",
        f"girocard PIN {pin(4)}",
        f"Online-Banking PIN GLS: {rnd(ALNUM, 8)}",
        f"Geschäftskonto Kontist login PIN {pin(6)}",
        f"EC Karte neue PIN (Brief kam heute) {pin(4)} — Brief schreddern",
        f"Kreditkarte PIN: {pin(4)}",
    )

    r.add(
        "credit_card",
        f"Firmen-Visa {groups(luhn('4', 16), 4)} exp {card_expiry()} CVC {digits(3)}",
        f"Mastercard (für Adobe Abo)\n{groups(luhn('5' + pick('1', '2', '3', '4', '5'), 16), 4)}\n{card_expiry()}  {digits(3)}",
        f"card for the B2 billing: {luhn('4', 16)}, {card_expiry()}, cvv {digits(3)}",
        f"Kreditkarte Studio (Amex) {luhn('37', 15)} gültig bis {card_expiry()} CID {digits(4)}",
        f"visa {groups(luhn('4', 16), 4, '-')} / {card_expiry()} / {digits(3)} — Name: J HOFFMANN",
    )

    r.add(
        "nas_ssh_private_key",
        f"ssh key für den NAS (id_ed25519, rsync vom Mac):\n{openssh_private()}",
        f"{openssh_private()}\n^ private key archiv-nas, gehört nach ~/.ssh/archiv_nas",
        f"NAS rsync key\n\n{openssh_private()}",
        f"der private key für jh@nas.studio.internal, falls der Mac stirbt:\n{openssh_private()}",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.6.0.2/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.studio.example:51820",
        f"wireguard privkey laptop -> studio: {wg_key()}",
        f"WG PrivateKey (iPad, für Remote-Zugriff aufs NAS) {wg_key()}",
        f"wireguard\nprivate: {wg_key()}\n(public key steht im Router)",
    )

    r.add(
        "totp_seed",
        f"Adobe 2FA secret (backup, falls handy weg): {groups(totp_seed(), 4)}",
        f"otpauth://totp/Frame.io:jule%40schnittraum.example?secret={totp_seed()}&issuer=Frame.io",
        f"Synology 2-Step Setup-Schlüssel {totp_seed(16)}",
        f"TOTP key for the B2 account {totp_seed()}",
        f"totp seed vimeo\n{groups(totp_seed().lower(), 4)}",
    )

    r.add(
        "backup_codes",
        "Adobe Backup-Codes:\n" + recovery_codes(10, pick("digits", "other")),
        "Frame.io recovery codes (nicht verlieren!!)\n" + recovery_codes(8, "other"),
        "google backup codes\n" + recovery_codes(10, "digits"),
        "DSM Notfallcodes (2FA NAS)\n" + recovery_codes(5, "other"),
        "Dropbox backup codes: " + ", ".join(rnd(LOWER + DIGITS, 8) for _ in range(10)),
    )

    r.add(
        "google_app_password",
        f"Gmail App-Passwort für Thunderbird: {app_password()}",
        f"app password (google) for the NAS mail notifications -> {app_password()}",
        f"Google App Passwort\n{app_password()}\nName: 'Resolve render mails'",
        f"smtp.gmail.com:587 user jule.hoffmann.schnitt@gmail.example pass {app_password().replace(' ', '')}",
        f"neues app pw weil iPhone Mail rumzickt: {app_password()}",
    )

    r.add(
        "mail_password",
        f"mailbox.org IMAP/SMTP\nuser: jh@schnittraum.example\npw: {human_pw()}",
        f"Posteo Passwort {human_pw()}",
        f"E-Mail-Konto kontakt@schnittraum.example (all-inkl) Passwort: {human_pw()}",
        f"mail pw (the studio account on mail.acme.test) {human_pw()}",
    )

    r.add(
        "chat_webhook_url",
        f"Slack webhook render-fertig Nachricht: {slack_webhook()}",
        f"Discord webhook für #renders im Studio-Server\n{discord_webhook()}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"Export fertig\"}}' {slack_webhook()}",
        f"RENDER_WEBHOOK={discord_webhook()}",
        f"webhook für den kunden-slack (#post-production) {slack_webhook()}",
    )

    r.add(
        "telegram_bot_token",
        f"Telegram Bot 'renderbot' Token: {telegram_bot_token()}",
        f"export TG_TOKEN={telegram_bot_token()}  # schickt mir Bescheid wenn der Export durch ist",
        f"botfather gab mir {telegram_bot_token()}",
        f"telegram:\n  token: \"{telegram_bot_token()}\"\n  chat_id: {digits(9, lead=True)}",
        f"tg bot tok (NAS Benachrichtigungen) {telegram_bot_token()}",
    )

    r.add(
        "smb_share_credentials",
        f"/etc/cifs-creds\nusername=schnitt\npassword={human_pw()}\ndomain=STUDIO",
        f"mount -t cifs //nas.studio.internal/footage /mnt/footage -o username=schnitt,password={rnd(ALNUM, 14)}",
        f"SMB share 'Projekte' user edit / pass {human_pw()}",
        f"smb://edit:{rnd(ALNUM, 12)}@nas.studio.internal/Projekte",
    )

    r.add(
        "resolve_database_url",
        f"Resolve Project Server DB: postgresql://postgres:{rnd(ALNUM, 18)}@resolve-db.studio.internal:5432/bildwerk_projects",
        f"DaVinci Projektdatenbank (PostgreSQL)\nhost resolve-db.studio.internal\nuser resolve\npasswort {human_pw()}",
        f"psql \"host=10.0.10.5 dbname=resolve user=postgres password={rnd(ALNUM, 16)}\"",
        f"DATABASE_URL=postgres://jh_review:{rnd(ALNUM, 20)}@db.acme.internal:5432/review_app",
    )

    r.add(
        "disk_recovery_key",
        f"BitLocker Wiederherstellungsschlüssel Schnitt-PC: {bitlocker_key()}",
        f"FileVault recovery key MacBook {filevault_key()}",
        f"Apple ID Wiederherstellungsschlüssel\n{apple_recovery_key()}",
        f"bitlocker key ext. SSD 'RAW-04'\n{bitlocker_key()}",
    )

    r.add(
        "review_site_basic_auth",
        f"review.schnittraum.example (htaccess) user: kunde pw: {human_pw()}",
        f"Authorization: Basic {basic('kaufhaus', rnd(ALNUM, 12))}",
        f"Link für Kunden: https://kaufhaus:{rnd(ALNUM, 10)}@review.schnittraum.example/cut-v3/",
        f"Preview-Seite Passwortschutz = {human_pw()} (dem Kunden per Signal schicken, nicht mail)",
    )

    r.add(
        "session_cookie",
        f"DSM Session Cookie (für curl zum Testen): id={dsm_sid()}",
        f"curl -b 'sessionid={rnd(LOWER + DIGITS, 32)}' https://review.acme.test/admin/",
        f"Cookie: PHPSESSID={rnd(LOWER + DIGITS, 26)}; lang=de",
        f"session cookie from the client portal (expires friday): _portal_session={hexs(64)}",
        f"Cookie kopiert aus dem Browser für yt-dlp:\n.acme.test\tTRUE\t/\tTRUE\t0\tsession_token\t{rnd(URLSAFE, 48)}",
    )

    r.add(
        "dropbox_access_token",
        f"Dropbox token für rclone (Kunde liefert da rein): {dropbox_token()}",
        f"DROPBOX_ACCESS_TOKEN={dropbox_token()}",
        f"dbx api token\n{dropbox_token()}",
        f"dropbox access token, läuft nach 4h ab, refresh geht über die app: {dropbox_token()}",
    )

    r.add(
        "archive_drive_passphrase",
        f"VeraCrypt Container Archiv 2023: {archive_passphrase()}",
        f"Passphrase verschlüsselte T7 (Rohmaterial Doku)\n{archive_passphrase()}",
        f"encrypted sparsebundle 'Kunden' password {human_pw()}",
        f"Hyper Backup Verschlüsselungspasswort: {archive_passphrase()} — ohne das ist das Backup wertlos!!",
    )

    r.add(
        "youtube_oauth_client_secret",
        f"YouTube Upload API (Google Cloud Projekt jh-uploads)\nclient_secret: {google_client_secret()}",
        '{"installed": {"client_id": "' + google_client_id() + '", "client_secret": "' + google_client_secret() + '", "redirect_uris": ["http://localhost"]}}',
        f"GOOGLE_CLIENT_SECRET={google_client_secret()}",
        f"yt oauth secret neu erstellt {google_client_secret()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "frameio_asset_link",
        f"Frame.io Projekt Kaufhaus: https://app.frame.io/projects/{uid()}/files",
        f"Review link v3 is https://app.frame.io/reviews/{uid()} — client has to log in",
        f"asset id vom Master: {uid()} (root folder {uid()})",
        f"Kommentare zu Cut 2 hier: https://next.frame.io/project/{uid()}/view/{uid()}",
        f"frame.io team id {uid()}, account id {uid()}",
    )

    r.add(
        "adobe_org_ids",
        f"Adobe Org ID: {hexs(24).upper()}@AdobeOrg",
        f"technical account id {hexs(24).upper()}@techacct.adobe.com (kein Secret, nur die Kennung)",
        f"Creative Cloud Team: Org {hexs(24).upper()}@AdobeOrg, Lizenz-Admin ist Tobi",
        f"Adobe Kundennummer {digits(10, lead=True)}, Vertragsnummer {rnd(UPPER + DIGITS, 12)}",
    )

    r.add(
        "b2_bucket_details",
        f"B2 bucket jh-archiv-2024, bucket id {hexs(24)}",
        f"endpoint s3.eu-central-003.backblazeb2.com, bucket id {hexs(24)}, lifecycle: keep prior versions 30 days",
        f"file id vom kaputten Upload: {b2_file_id()}",
        f"Backblaze account id {hexs(12)} (master key liegt NICHT hier, nur in 1Password)",
        f"b2 ls b2://jh-archiv-2024/2023/ → {digits(4)} files, {secrets.randbelow(900) + 100} GB",
    )

    r.add(
        "vimeo_video_ids",
        f"Showreel 2024: https://vimeo.com/{vimeo_id()}",
        f"vimeo ids der alten Versionen {vimeo_id()}, {vimeo_id()}, {vimeo_id()} (alle gelöscht)",
        f"embed: <iframe src=\"https://player.vimeo.com/video/{vimeo_id()}\" width=\"640\"></iframe>",
        f"Vimeo showcase id {digits(8, lead=True)}, folder {digits(8, lead=True)}",
        f"Vimeo user id {digits(9, lead=True)}, upload quota 5 GB/week",
    )

    r.add(
        "youtube_links",
        f"YouTube Version (öffentlich): https://youtu.be/{yt_id()}",
        f"https://www.youtube.com/watch?v={yt_id()}&t=42s — Referenz für die Farbstimmung",
        f"Playlist PL{rnd(URLSAFE, 32)} = Kundenvideos 2024",
        f"Kanal-ID UC{rnd(URLSAFE, 22)}",
    )

    r.add(
        "invoice_numbers",
        f"Rechnung RE-2024-{digits(3)} an Agentur Nord, 2.450,00 € netto",
        f"invoice #{digits(4, lead=True)} paid, ref {rnd(UPPER + DIGITS, 10)}",
        f"Rechnungsnr. {pick('2024', '2025')}-{digits(4)} / Kundennr. K-{digits(5)}",
        f"Mahnung zu Rechnung {rnd(UPPER, 2)}{digits(8)} – Zahlung bis 15.07.",
        f"Adobe Rechnung {digits(10, lead=True)} (Mai) als PDF im Steuer-Ordner",
    )

    r.add(
        "tax_numbers",
        f"Steuernummer (Finanzamt Friedrichshain-Kreuzberg): {berlin_steuernummer()}",
        f"USt-IdNr. {ust_id()} — muss auf jede Rechnung an EU-Kunden",
        f"Steuer-ID {steuer_id()} (steht auch auf der Lohnsteuerbescheinigung)",
        f"my VAT id for the Dutch client: {ust_id()}",
        f"ELSTER Transferticket {rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)} für die UStVA Juni (Beleg)",
    )

    r.add(
        "public_bank_details",
        f"Bankverbindung für Rechnungen:\nIBAN {de_iban()}\nBIC GENODEM1GLS",
        f"IBAN Agentur Nord (für Rückerstattung): {de_iban(spaced=False)}",
        f"footer of the invoice template: Jule Hoffmann · IBAN {de_iban()} · {ust_id()}",
        f"Miete Studio an {de_iban()}, Verwendungszweck 'Studio {pick('Juli', 'August', 'Sept')}'",
        f"SEPA-Mandatsreferenz {rnd(UPPER + DIGITS, 14)}, Gläubiger-ID DE{digits(2)}ZZZ0000{digits(7)}",
    )

    r.add(
        "masked_card",
        f"Adobe bucht ab von Visa •••• {digits(4)}",
        f"card ending in {digits(4)} expired, updated in Backblaze billing",
        f"Mastercard **** **** **** {digits(4)} (Firmenkarte)",
        f"Kreditkarte endet auf {digits(4)}, Ablauf {card_expiry()}",
    )

    r.add(
        "parcel_tracking",
        f"DHL Sendungsnummer {dhl_tracking()} (Festplatten an Kunden)",
        f"tracking: {s10('RR', 'DE')}",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} — die neue SSD von B&H",
        f"Hermes {digits(14)} kommt Donnerstag",
        f"Retoure Label {s10('LX', 'DE')}, Paket mit dem kaputten Monitor",
    )

    r.add(
        "order_numbers",
        f"Amazon Bestellung {amazon_order()} (2x Samsung T7 2TB)",
        f"Thomann Auftragsnr. {digits(8, lead=True)}",
        f"B&H order # {digits(10, lead=True)}",
        f"Apple order W{digits(10)} — MacBook Pro, Abholung Kurfürstendamm",
        f"Cyberport Bestellnummer {digits(9, lead=True)}, Lieferung KW 32",
    )

    r.add(
        "travel_bookings",
        f"DB Auftragsnummer {rnd(UPPER + DIGITS, 6)}, ICE Berlin → Hamburg 08:34",
        f"Flug BER-AMS booking ref {rnd(UPPER, 6)}, Ticket {digits(3)}-{digits(10)}",
        f"Hotel in Köln: Buchungsnummer {digits(10, lead=True)}, Check-in ab 15 Uhr",
        f"Mietwagen für Dreh Reservierung {rnd(UPPER + DIGITS, 9)}",
    )

    r.add(
        "file_checksums",
        f"MD5 Master_ProRes422HQ.mov: {hexs(32)}",
        f"sha256 of the delivery zip: {hexs(64)}",
        f"Offload Karte A003 → xxHash64 {hexs(16)} verified ✓",
        f"md5sum Kaufhaus_Final_v7.mp4\n{hexs(32)}  Kaufhaus_Final_v7.mp4",
        f"shasum -a 1 DCP.zip = {hexs(40)} (Kunde hat die gleiche, passt)",
    )

    r.add(
        "timecodes",
        f"Kunde will Schnitt bei TC {timecode()} raus",
        f"Notes v2:\n{timecode()} Logo größer\n{timecode()} Musik lauter\n{timecode()} Farbe zu kalt",
        f"start TC {timecode()}, end TC {timecode()}, 25p",
        f"Blitzer im Bild bei {timecode()} – wegmalen",
        f"EDL Event {digits(3)}  A001C{digits(3)}  V  C  {timecode()} {timecode()}",
    )

    r.add(
        "camera_serials",
        f"FX6 Seriennummer {sony_serial()} (für die Versicherung)",
        f"Ronin RS3 SN {rnd(UPPER + DIGITS, 14)}",
        f"Objektiv 24-70 GM II S/N {sony_serial()}",
        f"CFexpress Karte Seriennr. {rnd(UPPER + DIGITS, 12)}",
    )

    r.add(
        "software_versions",
        f"Premiere Pro 24.{secrets.randbelow(7)}.{secrets.randbelow(3)} (Build {digits(2)}) hat den Bug mit den Untertiteln",
        f"Resolve Studio 19.0.{secrets.randbelow(4)} Build {digits(2)}, Treiber 551.{digits(2)}",
        f"DSM 7.2.1-{digits(5)} Update {secrets.randbelow(6) + 1}",
        f"macOS 14.{secrets.randbelow(7)} ({digits(2)}{rnd(UPPER, 1)}{digits(3)}) läuft stabil",
        f"Frame.io Transfer app v{secrets.randbelow(3) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(10)}",
    )

    r.add(
        "network_addresses",
        f"NAS MAC {mac(upper=True)}, feste IP 192.168.178.{secrets.randbelow(200) + 20}",
        f"nas.studio.internal → 10.0.10.{secrets.randbelow(200) + 2}, DSM Port 5001",
        f"Switch Port 7 = Schnittplatz 2, MAC {mac('-', upper=True)}",
        f"QuickConnect ID: bildwerk-{rnd(LOWER, 5)} (nur der Name, Login separat)",
    )

    r.add(
        "ssh_host_fingerprints",
        f"Host key fingerprint vom NAS: {ssh_fingerprint()}",
        f"ED25519 key fingerprint is {ssh_fingerprint()}. Are you sure you want to continue connecting (yes/no)?",
        f"sftp.acme.test fingerprint {ssh_fingerprint()} (vom Kunden telefonisch bestätigt)",
        f"known_hosts: neuer Fingerprint nach NAS-Neuinstallation {ssh_fingerprint()}",
    )

    r.add(
        "public_keys",
        f"mein public key für den NAS:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jule@macbook",
        f"wireguard public key laptop {wg_key()} (kann man dem Admin schicken)",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.6.0.0/24",
        f"authorized_keys on archiv-nas:\nssh-rsa {ssh_pub('ssh-rsa', 270)} rsync@studio",
        f"GPG Key ID {hexs(16).upper()}, fingerprint {groups(hexs(40).upper(), 4)}",
    )

    r.add(
        "env_var_references",
        "rclone config nimmt den key aus $B2_APPLICATION_KEY, steht nicht in der Datei",
        "- name: upload\n  env:\n    VIMEO_TOKEN: ${{ secrets.VIMEO_TOKEN }}\n    FRAMEIO_TOKEN: ${{ secrets.FRAMEIO_TOKEN }}",
        "export B2_APPLICATION_KEY_ID=\"$(op read op://Studio/Backblaze/key-id)\"",
        "script liest FRAMEIO_TOKEN aus der .env (gitignored), nie hardcoden",
        "docker-compose: POSTGRES_PASSWORD_FILE=/run/secrets/resolve_db_pw",
    )

    r.add(
        "password_manager_references",
        "NAS admin pw → 1Password, Tresor 'Studio', Eintrag 'Synology DS920'",
        "Elster PIN steht im Bitwarden unter 'Steuer / ELSTER Zertifikat'",
        "op://Studio/Frame.io Developer Token/credential",
        "FTP Zugang Agentur Nord: siehe Passwortmanager, Eintrag 'AN FTP Lieferung' (nicht hier reinschreiben!)",
        "door code is in the shared vault now, ask Tobi if you can't see it",
    )

    r.add(
        "expired_codes",
        f"Adobe Bestätigungscode {digits(6)} – abgelaufen, neuen angefordert",
        f"Frame.io login code {digits(6)} war schon benutzt, egal",
        f"SMS-TAN {digits(6)} (Überweisung an Agentur, erledigt 12.06.)",
        f"one-time code {digits(6)} expired after 10 min, new one came by mail",
        f"DHL Abholcode {digits(6)} – Paket schon abgeholt",
    )

    r.add(
        "phone_numbers",
        f"Kunde Agentur Nord, Jana: +49 30 {digits(8, lead=True)}",
        f"Hausverwaltung Notfall 030 {digits(7, lead=True)}",
        f"Verleih (Kameraverleih Mitte) +49 {digits(3, lead=True)} {digits(7)}",
        f"B2 support callback number +1 {digits(3, lead=True)} {digits(3)} {digits(4)}",
    )

    r.add(
        "dates_and_amounts",
        f"Drehtage {secrets.randbelow(20) + 1}.–{secrets.randbelow(8) + 21}.08., Tagessatz {secrets.randbelow(30) * 10 + 450} €",
        f"UStVA Q2 fällig 10.07., Zahllast {digits(4, lead=True)},{digits(2)} €",
        f"Backblaze Rechnung Juni: $ {secrets.randbelow(40) + 5}.{digits(2)} für {digits(2)}.{digits(1)} TB",
        f"Abgabe Rohschnitt {secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.2025, Final {secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.2025",
        f"Budget Kaufhaus-Spot: {digits(2, lead=True)}.{digits(3)} € gesamt, davon Post {digits(4, lead=True)} €",
    )

    r.add(
        "git_commits",
        f"Portfolio-Seite deployed, commit {hexs(40)}",
        f"git revert {hexs(7)} — Video-Grid war kaputt",
        f"render-script v2 = tag v2.1.0 ({hexs(12)})",
        f"upload-tool fix in {hexs(40)} (branch fix/b2-retries)",
    )

    r.add(
        "color_values",
        f"Brand Farben Kaufhaus: #{hexs(6).upper()} / #{hexs(6).upper()} / #{hexs(6).upper()}",
        f"Untertitel-Box rgba({secrets.randbelow(256)},{secrets.randbelow(256)},{secrets.randbelow(256)},0.8), Schrift #{hexs(6)}",
        f"LUT Kaufhaus_LOG_to_709_v{digits(1)}.cube, Lift {hexs(6).upper()}",
        f"Pantone {digits(4, lead=True)} C ≈ #{hexs(6).upper()}",
    )

    r.add(
        "customer_numbers",
        f"Telekom Kundennummer {digits(10, lead=True)}, Vertragskonto {digits(12, lead=True)}",
        f"Künstlersozialkasse Versicherungsnummer {digits(2)} {digits(6)} {rnd(UPPER, 1)} {digits(3)}",
        f"Haftpflicht (Equipment) Police Nr. {rnd(UPPER, 2)}-{digits(9)}",
        f"Kameraverleih Kunden-Nr. {digits(6, lead=True)}",
        f"Strom Zählernummer {digits(1, lead=True)}{rnd(UPPER, 3)}{digits(10)}, Vertragsnr. {digits(9, lead=True)}",
    )

    r.add(
        "container_digests",
        f"Jellyfin auf dem NAS: jellyfin/jellyfin@sha256:{hexs(64)}",
        f"docker ps → {hexs(12)}  syncthing/syncthing:1.27  Up 3 weeks",
        f"image digest for the review app: sha256:{hexs(64)}",
        f"container id {hexs(64)} crashed after the DSM update",
    )

    r.add(
        "rental_barcodes",
        f"Verleih-Barcode Akku #3: {ean13('40')}",
        f"Leihschein {digits(6, lead=True)}: FX6 + 2x Akku + Ronin, Rückgabe Montag",
        f"Inventar Studio: Monitor INV-{digits(5)}, Funkstrecke INV-{digits(5)}",
        f"ISBN vom Buch über Farbkorrektur {ean13('978')}",
    )

    r.add(
        "public_site_keys",
        f"Stripe publishable key für die Buchungsseite: {stripe_publishable_key()}",
        f"reCAPTCHA site key {recaptcha_site_key()} (steht eh im HTML)",
        f"mapboxgl.accessToken = '{mapbox_public_token()}'; // public token, URL-restricted",
        "Plausible: data-domain=\"schnittraum.example\", script src https://plausible.io/js/script.js",
        f"Google OAuth client id (public) {google_client_id()}",
    )

    r.add(
        "config_placeholders",
        "B2_APPLICATION_KEY_ID=\nB2_APPLICATION_KEY=\nVIMEO_TOKEN=   # in .env.example, leer lassen",
        "vimeo:\n  access_token: <DEIN_TOKEN_HIER>\n  client_id: <client id>",
        "FTP_PASS=changeme  (Vorlage fürs upload script, echte Werte kommen aus dem Keychain)",
        "password: \"{{ ftp_password }}\"  # wird vom Ansible vault gefüllt",
    )

    r.add(
        "wifi_network_names",
        "WLAN Studio: SSID 'Bildwerk-5G', Kanal 36, WPA3",
        "Gast-WLAN hat Captive Portal, Kunden bekommen einen Voucher an der Theke",
        "wifi password is on the sticker under the router, don't write it here",
        f"Repeater MAC {mac()}, SSID Bildwerk-Keller",
    )

    r.add(
        "media_file_names",
        f"Clip A00{secrets.randbelow(9) + 1}C{digits(3)}_{digits(6)}{rnd(UPPER + DIGITS, 2)}.MXF fehlt im Proxy-Ordner",
        f"C{digits(4)}.MP4 bis C{digits(4)}.MP4 sind die Interviews",
        f"Resolve Export {uid()}.mov – umbenennen vor Upload",
        f"Proxy: {rnd(UPPER + DIGITS, 8)}_S001_S001_T{digits(3)}.MOV",
    )

    return r


def main() -> None:
    write_corpora("make_heldout396.py", [
        ("heldout396_credentials.yaml", credentials(), "Held-out batch 396: credentials a freelance video editor in Berlin keeps (Frame.io, Adobe, Synology NAS, Backblaze B2, Vimeo, studio codes, ELSTER PIN, client FTP and more)"),
        ("heldout396_lookalikes.yaml", lookalikes(), "Held-out batch 396: a video editor's asset links, ids, invoice, order, tracking and tax numbers, checksums, timecodes, serials, public keys, masked cards and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
