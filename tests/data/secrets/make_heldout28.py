# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout28_credentials.yaml and heldout28_lookalikes.yaml: held-out batch 28.

The persona is a touring musician and sound engineer based in Oslo: the band's Bandcamp,
merch shop and card reader, Spotify for Artists, iLok and plugin licences, DAW projects, a
digital mixing desk and its remote app, venue Wi-Fi, the tour van's key box, hotel and
backstage door codes, live-streaming keys and RTMP URLs, the booking agent's portal and the
label's shared folders, and at home a flat share, a partner in Helsinki, a cabin with a key
safe and a bank with a code card. The notes take the forms such a person pastes into a local
assistant: e-mails, transcribed sticky notes, chat messages, config snippets (.env, JSON,
INI, rclone, connection strings, shell and curl lines), spreadsheet rows, advance sheets,
handover notes, text read off screenshots and messages to family, about a quarter of them in
Norwegian, Finnish or German.

The batch was written blind: without reading the detector, its tests, or any earlier
corpus or generator other than the helpers of make_heldout.py. The credentials each hold at
least one usable secret value; the look-alikes hold identifiers, public values, redactions,
placeholders and references to secrets, but no secret. Every secret value is drawn at
run time from the `secrets` module; hosts are under `.example`, `.internal`, `.test` or
`acme`, and nothing is real. Run `python tests/data/secrets/make_heldout28.py` to redraw.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    card_expiry,
    digits,
    ean13,
    filevault_key,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openssh_private,
    pem,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["orbit", "velvet", "canyon", "ladder", "tissue", "fringe", "glare", "oxygen",
         "rural", "badge", "kitten", "anchor", "violin", "harbor", "meadow", "cactus",
         "winter", "salmon", "echo", "pilot", "stereo", "frost", "amber", "puzzle"]


def twitch_key() -> str:
    return f"live_{digits(9, lead=True)}_{rnd(ALNUM, 30)}"


def yt_key() -> str:
    return "-".join(rnd(LOWER + "0123456789", 4) for _ in range(5))


def human_pw() -> str:
    """A password a musician made up: a word, a few digits, a sign."""
    word = secrets.choice(["Fuzzpedal", "Kaffekopp", "Nordlys", "Saunailta", "Basslinje",
                           "Tremolo", "Lakris", "Fjellrev", "Kantele", "Romklang"])
    return f"{word}{digits(secrets.choice([2, 3, 4]))}{secrets.choice('!?#.%')}"


def apple_pw() -> str:
    return "-".join(rnd(LOWER, 4) for _ in range(4))


def code_card(n: int, width: int, label_width: int = 2) -> str:
    return "\n".join(f"{i:0{label_width}d}  {digits(width)}" for i in range(1, n + 1))


def discord_token() -> str:
    return f"{b64(digits(18, lead=True).encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def isrc() -> str:
    return f"NO{rnd(UPPER + '0123456789', 3)}{secrets.choice(['23', '24', '25'])}{digits(5)}"


def upc() -> str:
    """A UPC-A with a valid check digit."""
    body = digits(11, lead=True)
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def nor_account() -> str:
    return f"{digits(4, lead=True)}.{digits(2)}.{digits(5)}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "twitch_stream_key",
        f"Twitch stream key for the band channel (glasshuset_live): {twitch_key()}",
        f"OBS > Settings > Stream\nService: Twitch\nServer: Auto (Recommended)\nStream Key: {twitch_key()}",
        f"Husk ny Twitch-nøkkel, den gamle ble vist på skjermen under Q&A-en: {twitch_key()}",
    )
    r.add(
        "youtube_stream_key",
        f"YouTube Studio > Go live > Stream settings > Stream key (paste in encoder): {yt_key()}",
        f"yt key for the Rockefeller livestream\n{yt_key()}",
        f"Der YouTube-Streamschlüssel für das Konzert in Hamburg ist {yt_key()} – bitte an den Techniker vom Knust schicken.",
    )
    r.add(
        "rtmp_url_with_key",
        f"rtmp://a.rtmp.youtube.com/live2/{yt_key()}",
        f"the venue's streaming PC pushes to rtmp://live-osl.twitch.tv/app/{twitch_key()} – give them the whole line before soundcheck",
        f'ffmpeg -re -i encore.mp4 -c copy -f flv "rtmps://live-api-s.facebook.com:443/rtmp/FB-{digits(16, lead=True)}-0-{rnd(URLSAFE, 36)}"',
        f"Restream ingest for the release show: rtmp://live.restream.io/live/re_{digits(7, lead=True)}_{hexs(20)}",
    )
    r.add(
        "obs_config",
        '{"settings": {"bwtest": false, "key": "' + twitch_key() + '", "server": "auto", "service": "Twitch"}, "type": "rtmp_common"}',
        f'obs-studio/basic/profiles/Tour_2025/service.json\n{{\n  "type": "rtmp_custom",\n  "settings": {{\n    "server": "rtmp://stream.glasshuset.test/live",\n    "key": "{rnd(ALNUM, 24)}",\n    "use_auth": true,\n    "username": "obs",\n    "password": "{pw()}"\n  }}\n}}',
    )
    r.add(
        "twitch_oauth_token",
        f"chat bot for the stream (replaces Nightbot): TWITCH_OAUTH=oauth:{rnd(LOWER + '0123456789', 30)}",
        f"Streamer.bot lost the Twitch login again. Access token I pasted back in: {rnd(LOWER + '0123456789', 30)} (client id {rnd(LOWER + '0123456789', 30)})",
    )
    r.add(
        "bandcamp_password",
        f"Bandcamp artist login: post@glasshuset.test / {pw()}",
        f"changed the bandcamp pw after that phishing mail, new one is {human_pw()}",
        f"Passord til Bandcamp-kontoen (bandet, ikke min private): {human_pw()} – ikke send det til labelen",
    )
    r.add(
        "merch_shop_token",
        f"SHOPIFY_ADMIN_TOKEN=shpat_{hexs(32)}\nSHOP_DOMAIN=glasshuset-merch.myshopify.com",
        f"Shopify custom app 'stock-sync': Admin API access token shpat_{hexs(32)}, API secret key {hexs(32)}",
        f"Merch-butikken: admin-innlogging merch@glasshuset.test, passord {pw()}",
    )
    r.add(
        "webhook_signing_secret",
        f"Stripe webhook endpoint for the merch store signs with whsec_{rnd(ALNUM, 32)}",
        f"shopify webhook (orders/create -> Discord bot), HMAC secret: {hexs(64)}",
        f'WEBHOOK_SECRET="{rnd(URLSAFE, 40)}"  # Bandsintown RSVP hook on our site',
    )
    r.add(
        "card_reader_credentials",
        f"SumUp merch reader, admin login merch@glasshuset.test pw {pw()}",
        f"SumUp API key for the stock spreadsheet script: sup_sk_{rnd(ALNUM, 32)}",
        f"Zettle-leseren: koden for å låse opp innstillingene er {digits(4)}, refusjon krever {digits(6)}",
    )
    r.add(
        "spotify_for_artists_password",
        f"S4A: our shared login is artists@glasshuset.test, password {pw()} (Linnea has her own invite)",
        f"Spotify for Artists passord {human_pw()}",
        f"Spotify for Artists -tunnus: artists@glasshuset.test\nsalasana:\n{pw()}",
    )
    r.add(
        "spotify_client_secret",
        f"SPOTIFY_CLIENT_ID={hexs(32)}\nSPOTIFY_CLIENT_SECRET={hexs(32)}",
        f"for the 'now playing' widget on the site: client secret {hexs(32)}, redirect http://localhost:8888/callback",
    )
    r.add(
        "ilok_password",
        f"iLok account glasshuset_eirik, pass {pw()}",
        f"iLok License Manager keeps asking on the studio Mac — it's {human_pw()}",
        f"iLok-Zugangsdaten fürs Studio in Berlin: Benutzer glasshuset_studio, Kennwort {pw()}",
    )
    fabfilter = "\n".join(rnd(B64, 60) for _ in range(4))
    r.add(
        "licence_activation_code",
        f"Ableton Live 12 Suite serial: {groups(rnd(LOWER + '0123456789', 24), 4, '-')}",
        f"NI Komplete 14 serial number (for Native Access): {groups(rnd(UPPER + '0123456789', 25), 5, '-')}",
        f"Lisenssiavain Melodyne 5 Studioon (Tampereen studio-Mac):\n{groups(rnd(UPPER + '0123456789', 24), 4, '-')}",
        f"FabFilter licence for the touring laptop, paste the whole block into the About box:\n{fabfilter}",
    )
    r.add(
        "mixer_remote_passcode",
        f"X32 remote (Mixing Station on the iPad): desk passcode {digits(4)}",
        f"Allen & Heath SQ MixPad login for the monitor guy: user 'Monitor', password {rnd(LOWER + '0123456789', 8)}",
        f"Kasper's in-ear mix on his phone: M32-Q app, PIN {digits(4)} (he can only touch bus 3)",
    )
    r.add(
        "mixer_admin_password",
        f"Yamaha DM7 administrator password: {pw()}",
        f"dLive Director asks for the admin pass when loading the show file – {rnd(ALNUM, 10)}",
        f"Mikseren (SQ-6) admin-passord: {rnd(ALNUM, 8)}. Brukeren 'Guest' har ikke passord.",
    )
    r.add(
        "venue_wifi_password",
        f"Wi-Fi at Blå: network Blaa-Artist, password {pick('kulissen', 'akerselva', 'blaablaa')}{digits(4)}",
        f"Tavastian bändiverkko on Tavastia-Crew, salasana {rnd(ALNUM, 10)} (kysy tuotantopäälliköltä jos on vaihtunut)",
        f"WLAN Backstage (Uebel & Gefährlich): SSID UG-Backstage / Passwort: {rnd(ALNUM, 12)}",
        f"festival production office wifi pw is on the whiteboard, copying it here: {pick('Fest', 'Stage', 'Crew')}{digits(4)}{pick('!', '#')}",
    )
    r.add(
        "wifi_qr",
        f"text from the QR code on the green room wall: WIFI:T:WPA;S:GreenRoom-5G;P:{rnd(ALNUM, 14)};;",
        f"WIFI:S:Hytta-Valdres;T:WPA;P:{human_pw()};H:false;;",
    )
    r.add(
        "van_key_box_code",
        f"Van key box (wall by the rental office at Alnabru) code {digits(4)}",
        f"Nøkkelboksen til turnébussen: {digits(4)}. Nøkkelen henger på den røde kroken inni.",
        f"keybox for the Sprinter: turn the dials to {digits(1)}-{digits(1)}-{digits(1)}-{digits(1)}, then push the button down",
    )
    r.add(
        "hotel_door_code",
        f"Hotel in Tampere, self check-in: room 412, door code {digits(6)}#",
        f"Hotel Leipzig – Zimmer 23, Türcode {digits(4)}; Haupteingang nach 22 Uhr mit Code {digits(4)}",
        f"Screenshot of the booking msg: 'Welcome Eirik! Your personal entry code for Pensjonat Nord is {digits(5)}. It opens the front door and room 7.'",
    )
    r.add(
        "hotel_safe_code",
        f"set the hotel safe to {digits(4)} (passports + merch cash in there)",
        f"Hotellin tallelokero: {digits(6)}",
    )
    r.add(
        "backstage_door_code",
        f"backstage door code at Sentrum Scene: {digits(4)}*",
        f"Kode til artistinngangen (bakdøra ved varemottaket): {digits(5)}",
        f"Venue | City | Load-in | Door code\nBlå | Oslo | 15:00 | {digits(4)}\nTavastia | Helsinki | 14:30 | {digits(4)}\nKnust | Hamburg | 16:00 | {digits(4)}#",
    )
    r.add(
        "booking_portal_password",
        f"Booking agent portal https://portal.nordvind-booking.example — user eirik.glass, pasword: {pw()}",
        f"From: Frida <frida@nordvind-booking.example>\nSubject: Your portal access\n\nHi Eirik,\nI've set you up in the new portal. Username: eirik.glass\nTemporary password: {rnd(ALNUM, 10)}\nYou'll be asked to change it at first login.\n\nBest, Frida",
        f"Bookingportalen (Nordvind): brukernavn eirik.glass\npassord\n{human_pw()}",
    )
    r.add(
        "cloud_share_password",
        f"Label shared the masters folder: https://files.acme-records.example/s/{rnd(ALNUM, 15)} password {rnd(ALNUM, 10)}",
        f"Dropbox Transfer with the mix stems, the password for it is {human_pw()}",
        f"Levy-yhtiön jakokansio (masterit + kansitaide): https://pilvi.acme-records.example/s/{rnd(ALNUM, 15)}, salasana {rnd(ALNUM, 10)}",
    )
    r.add(
        "dropbox_token",
        '~/.config/rclone/rclone.conf\n[label-dropbox]\ntype = dropbox\ntoken = {"access_token":"sl.' + rnd(URLSAFE, 130) + '","token_type":"bearer","refresh_token":"' + rnd(ALNUM, 43) + '","expiry":"2025-03-01T12:00:00.000Z"}',
        f"label backup script: Dropbox app key {rnd(LOWER + '0123456789', 15)}, app secret {rnd(LOWER + '0123456789', 15)}, refresh token {rnd(ALNUM, 43)}",
    )
    r.add(
        "flat_door_code",
        f"Ny kode på porten hjemme på Grünerløkka: {digits(4)}",
        f"Jonas texted: 'front door keypad is {digits(4)} now, the old one stopped working'",
        f"Portkode {digits(4)}#, hengelåsen på kjellerboden {digits(3)}",
    )
    r.add(
        "home_wifi_password",
        f"home wifi: Leilighet-3B / {human_pw()}",
        f"Wifi-passordet hjemme (Telenor-ruteren i gangen): {rnd(ALNUM, 12)}",
        f"remember that the guest wifi at the flat is Gjest-3B and the passwrod is {pick('pizza', 'taco', 'fredag')}{digits(4)}",
    )
    r.add(
        "router_admin_password",
        f"Telenor router admin: http://192.168.0.1  admin / {rnd(ALNUM, 10)}",
        f"rehearsal room router (UniFi): ssh root@10.0.0.1, password {pw()}",
    )
    r.add(
        "partner_door_code",
        f"Ainon rappukäytävän ovikoodi on {digits(4)}, hissillä viidenteen",
        f"Aino's building in Kallio: door code {digits(4)}, then 3rd floor left",
        f"Aino: 'new smart lock on my door, the code is {digits(6)}, please don't write it on your hand again ❤'",
    )
    r.add(
        "shared_streaming_login",
        f"Aino's HBO Max login (we share it): aino.k@acme.test / {pw()}",
        f"Netflix-tunnukset (Ainon tili): aino.k@acme.test, salasana {human_pw()}",
    )
    r.add(
        "cabin_key_safe_code",
        f"Hytta i Valdres: nøkkelsafen sitter til venstre for døra, kode {digits(4)}",
        f"Cabin: key safe {digits(4)}, alarm off with {digits(4)} within 30 s, firewood in the shed",
        f"Til pappa: koden på nøkkelboksen på hytta er endret til {digits(4)}. Alarmen er som før ({digits(4)}).",
    )
    r.add(
        "alarm_code",
        f"Rehearsal room (Tøyen) alarm: {digits(4)} + ON when leaving, {digits(4)} + OFF coming in",
        f"Alarmanlage im Proberaum Berlin: Code {digits(4)}, danach #",
        f"alarmkode øvingslokalet {digits(5)} (ny fra mars)",
    )
    r.add(
        "bank_code_card",
        f"Kodekort fra banken (bedriftskontoen):\n{code_card(8, 6)}",
        f"Pankin tunnuslukulista (vanha, mutta vielä käytössä):\n{code_card(10, 4, 3)}",
    )
    r.add(
        "bank_card",
        f"Band debit card for the merch float: {groups(luhn('4'), 4)} exp {card_expiry(years=4)} CVC {digits(3)}",
        f"Visa {groups(luhn('4'), 4)}, {card_expiry(years=4)}, cvv {digits(3)} – Aino's card for the ferry booking",
        f"Kreditkarte für die Hotelbuchung: {groups(luhn('5'), 4)}, gültig bis {card_expiry(years=4)}, Prüfnummer {digits(3)}",
    )
    r.add(
        "card_pin",
        f"PIN-koden til det nye bankkortet: {digits(4)}",
        f"card pin (the Mastercard, not the Visa) {digits(4)}",
    )
    r.add(
        "bankid_password",
        f"BankID-passord (personlig passord): {human_pw()}",
        f"BankID: pw {pw()} + code from the app",
    )
    r.add(
        "security_answer",
        f"Security question for the bank: first pet → {pick('Trolla', 'Pusur', 'Bamse', 'Tassen')}{digits(2)}",
        f"Spotify support asks 'city of your first gig' — I gave a fake answer: {rnd(LOWER, 6)} {rnd(LOWER, 7)}",
        f"Sikkerhetsspørsmål hos Telenor (mors pikenavn): {pick('Solbakken', 'Hageberg', 'Lindqvist')}{digits(3)}",
    )
    r.add(
        "recovery_codes",
        f"Google backup codes for the band gmail:\n{recovery_codes(8, 'digits')}",
        f"Bandcamp 2FA recovery codes:\n{recovery_codes(6, 'alnum')}",
        f"Discord-Backup-Codes (Band-Server-Account):\n{recovery_codes(8, 'alnum')}",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/Bandcamp:glasshuset?secret={rnd(BASE32, 32)}&issuer=Bandcamp",
        f"2FA setup key for the Shopify staff account, in case I lose the phone: {groups(rnd(BASE32, 32).lower(), 4)}",
    )
    r.add(
        "app_specific_password",
        f"Apple app-specific password for Thunderbird: {apple_pw()}",
        f"gmail app password for the booking inbox in Mail.app — {groups(rnd(LOWER, 16), 4)}",
        f"App-passord for Outlook på studiomaskinen: {apple_pw()}",
    )
    r.add(
        "filevault_recovery_key",
        f"FileVault recovery key for the touring MacBook: {filevault_key()}",
        f"Studio Mac (M2) recovery key\n{filevault_key()}",
    )
    r.add(
        "ssh_private_key",
        "key for the website server (deploy@web.glasshuset.test):\n" + openssh_private(),
        "old key the label gave us for their SFTP drop:\n" + pem("RSA PRIVATE KEY", 6),
    )
    r.add(
        "sftp_password",
        f"sftp glasshuset@web.glasshuset.test   pwd {pw()}",
        f"FileZilla site: host ftp.webhost.example, user glasshuset, pass {rnd(ALNUM, 14)}, port 21",
    )
    r.add(
        "db_connection_string",
        f"DATABASE_URL=postgres://merch:{rnd(ALNUM, 20)}@db.merch.internal:5432/shop",
        f"mysql -h db.glasshuset.test -u wp_glass -p'{pw()}' wordpress",
        f"wp-config.php on the band site: define( 'DB_PASSWORD', '{rnd(ALNUM + '!#%', 18)}' );",
    )
    r.add(
        "newsletter_api_key",
        f"MAILCHIMP_API_KEY={hexs(32)}-us21",
        "Mailerlite token for the fan list:\n" + jwt({"aud": "4", "jti": hexs(80), "iat": 1736942400, "sub": digits(6, lead=True), "scopes": []}, alg="RS256", signature=rnd(URLSAFE, 342)),
    )
    r.add(
        "smtp_password",
        f"SMTP for the newsletter plugin: smtp.mailhost.example:587, user post@glasshuset.test, password {pw()}",
        f"SMTP-Zugang vom Label (für Promo-Mails): mail.acme-records.example, Benutzer promo, Passwort {rnd(ALNUM, 14)}",
    )
    r.add(
        "email_password",
        f"band gmail: glasshuset.band@acme.test, password is {human_pw()}",
        f"sähköpostin salasana (keikkatili): {pw()}",
    )
    r.add(
        "discord_webhook",
        f"https://discord.com/api/webhooks/{digits(19, lead=True)}/{rnd(URLSAFE, 68)} — posts new Bandcamp sales in #merch",
        f"DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/{digits(18, lead=True)}/{rnd(URLSAFE, 68)}",
    )
    r.add(
        "discord_bot_token",
        f"DISCORD_TOKEN={discord_token()}",
        f"token for the band-server bot (setlist votes): {discord_token()}",
    )
    r.add(
        "session_cookie",
        f"copied from devtools so the sales scraper can log in: Cookie: session={rnd(URLSAFE, 64)}; identity={rnd(B64, 44)}",
        f"sp_dc={rnd(URLSAFE, 150)}  (S4A cookie for the streams export)",
    )
    r.add(
        "vipps_credentials",
        f"Vipps MobilePay merchant (merch stand): client_id {uid()}, client_secret {rnd(URLSAFE, 40)}, Ocp-Apim-Subscription-Key {hexs(32)}",
        f"Vipps-nøkler til nettbutikken:\nclient_secret: {rnd(URLSAFE, 40)}\nsubscription key: {hexs(32)}",
    )
    r.add(
        "stripe_secret_key",
        f"STRIPE_SECRET_KEY=sk_live_{rnd(ALNUM, 99)}",
        f"restricted key for the merch sales report: rk_live_{rnd(ALNUM, 99)}",
    )
    r.add(
        "case_lock_combo",
        f"TSA locks on the pedalboard cases: {digits(3)} (both)",
        f"Gear locker at the festival: padlock combo {digits(4)}",
        f"Zahlenschloss am Gitarrenkoffer: {digits(3)}",
    )
    r.add(
        "sim_puk",
        f"PUK for the Finnish prepaid SIM: {digits(8)}, PIN {digits(4)}",
        f"PUK-kode til jobbtelefonen: {digits(8)}",
    )
    r.add(
        "phone_unlock_pin",
        f"The backup iPhone on the stream cam rig unlocks with {digits(6)}",
        f"merch iPad passcode {digits(6)}",
    )
    r.add(
        "setlist_api_key",
        f"setlist.fm API key for the tour stats script: {uid()}",
        f'curl -H "x-api-key: {uid()}" -H "Accept: application/json" "https://api.setlist.fm/rest/1.0/search/setlists?artistName=Glasshuset"',
    )
    r.add(
        "distributor_password",
        f"DistroKid: glasshuset.band@acme.test / {pw()}",
        f"TONO-portalen: brukernavn eirik.glass, passord {human_pw()}",
        f"Teosto-tunnukset: eirik.glass / {rnd(ALNUM, 12)}",
    )
    r.add(
        "ai_api_key",
        f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 120)}",
        f"the transcription script for the podcast interviews uses key sk-ant-api03-{rnd(URLSAFE, 93)}AA",
    )
    r.add(
        "seed_phrase",
        f"Ledger recovery (from that one gig paid in crypto):\n{phrase(WORDS, 24)}",
        f"Wallet-Wiederherstellungsphrase: {phrase(WORDS, 12)}",
    )
    r.add(
        "meeting_passcode",
        f"Zoom with the label on Thursday: ID {digits(3, lead=True)} {digits(4)} {digits(4)}, passcode {rnd(ALNUM, 6)}",
        f"Teams-Besprechung mit dem Veranstalter – Kenncode: {rnd(ALNUM, 6)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "isrc_code",
        f"ISRC for 'Kald vinter' (single): {isrc()}",
        f"Track list for the distributor:\n1. Glass  {isrc()}\n2. Hvit støy  {isrc()}\n3. Nordavind  {isrc()}",
        f"ISRC-koden til live-versjonen må være ny, ikke {isrc()} som studioversjonen har",
    )
    r.add(
        "upc_code",
        f"UPC for the EP: {upc()}",
        f"Barcode on the vinyl sleeve (EAN): {ean13('70')}",
        f"Die Label-Abrechnung nennt UPC {upc()} für das Album.",
    )
    r.add(
        "rights_identifier",
        f"ISWC for 'Nordavind' from TONO: T-{digits(3)}.{digits(3)}.{digits(3)}-{digits(1)}",
        f"IPI number for me as songwriter: {digits(11, lead=True)}; Linnea's is {digits(11, lead=True)}",
    )
    r.add(
        "catalogue_number",
        f"Catalogue no. for the LP: ACME-LP-{digits(3)}, the cassette is ACME-MC-{digits(3)}",
        f"katalognummer GLASS{digits(3)} på CD-en, trykt på baksiden",
        f"the reissue will be POLAR{digits(4)}X on the label's spreadsheet",
    )
    r.add(
        "merch_order_number",
        f"Bandcamp order {digits(10, lead=True)} (2x LP, 1x tote) shipped to Trondheim",
        f"Shopify order #GH{digits(5)} — customer wants the M instead of the L",
        f"Tilaus #{digits(6)} verkkokaupasta: musta huppari XL, ei vielä lähetetty",
    )
    r.add(
        "tracking_number",
        f"Bring sending {digits(17, lead=True)} with the new shirts from the printer",
        f"DHL Sendungsnummer: JJD{digits(18)}",
        f"Postin seurantakoodi JJFI{digits(17)} – paketti Ainolle",
    )
    r.add(
        "support_ticket_id",
        f"Bandcamp support ticket #{digits(7, lead=True)} about the missing payout",
        f"iLok support case {rnd(UPPER + '0123456789', 3)}-{digits(6)}: licence stuck on the dead laptop",
        f"Spotify for Artists case {digits(8, lead=True)} – wrong artist profile merged",
    )
    r.add(
        "uuid",
        f"Reaper project GUID in the .rpp header: {{{uid().upper()}}}",
        f"Spotify for Artists release id {uid()} is the one that's still 'pending'",
        f"Ableton Cloud set id {uid()} — the demo from Aino's flat",
    )
    r.add(
        "invoice_number",
        f"Faktura {digits(5)} til Rockefeller for honoraret, forfall 30 dager",
        f"Invoice INV-{pick('2024', '2025')}-{digits(4)} from the van rental, still unpaid",
        f"Laskun numero {digits(6)} (Tavastia, keikkapalkkio)",
    )
    r.add(
        "gear_serial",
        f"Shure ULXD4Q serial {rnd(UPPER + '0123456789', 10)} — for the insurance list",
        f"X32 Compact S/N: S{digits(9)}",
        f"Gear list for the carnet:\nFender Jazz Bass, serial MX{digits(8)}\nNord Stage 4, serial {digits(7)}\nSennheiser EW IEM G4, serial {digits(10)}",
        f"Seriennummer vom Interface (RME Fireface UCX II): {digits(8)}",
    )
    r.add(
        "licence_plate",
        f"Van plate {pick('EL', 'EK', 'BT', 'DN')} {digits(5, lead=True)} for the ferry booking",
        f"Aino's car in Helsinki: {rnd(UPPER, 3)}-{digits(3, lead=True)}",
        f"Mietwagen in Berlin: B-{rnd(UPPER, 2)} {digits(4, lead=True)}, silberner Transporter",
    )
    r.add(
        "booking_reference",
        f"Flight OSL–HEL booking ref {rnd(UPPER + '0123456789', 6)}, seat 14C",
        f"Color Line booking {digits(8, lead=True)}, cabin for 4, van on deck 3",
        f"Hotellivarauksen vahvistusnumero {digits(9, lead=True)}",
    )
    r.add(
        "iban",
        f"Pay the sound tech in Berlin: {iban('DE', digits(18))} (J. Weber)",
        f"Aino's IBAN for splitting the ferry: {iban('FI', digits(14))}",
        f"Kontonummer til Kasper (trommis) for utlegg: {iban('NO', digits(11))}",
    )
    r.add(
        "bank_account_number",
        f"Betal øvingslokalet til konto {nor_account()}, merk med 'Glasshuset mars'",
        f"label pays royalties into {nor_account()} (the band account)",
    )
    r.add(
        "kid_number",
        f"Strømregningen: KID {luhn('', 15)}, kontonummer {nor_account()}",
        f"Husleie til utleier, KID {luhn('', 11)} – husk å dele på tre",
        f"Forsikringen på utstyret: betal med KID {luhn('', 13)} innen 20.",
    )
    r.add(
        "payment_reference",
        f"Viitenumero Ainon sähkölaskuun: {digits(10, lead=True)}",
        f"Verwendungszweck für die Gage: RE-{digits(6)} Glasshuset Hamburg",
    )
    r.add(
        "customer_number",
        f"Customer no. at the backline rental: {digits(7, lead=True)}",
        f"Kundenummer hos Telenor {digits(8, lead=True)}",
        f"Kundennummer beim Presswerk: K-{digits(5)}",
    )
    r.add(
        "setlist_id",
        f"setlist.fm page for Blå: https://www.setlist.fm/setlist/glasshuset/2025/blaa-oslo-norway-{hexs(8)}.html",
        f"Setlist id {hexs(8)} is the one with the wrong encore",
    )
    r.add(
        "ssh_public_key",
        f"add this to the web server's authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} eirik@tourbook",
        f"Kasper's public key for the website repo: ssh-rsa {ssh_pub('ssh-rsa', 270)} kasper@drums",
    )
    r.add(
        "wireguard_public_key",
        f"[Peer]  # home studio\nPublicKey = {wg_key()}\nAllowedIPs = 10.13.0.0/24\nEndpoint = studio.glasshuset.test:51820",
        f"the tour laptop's WireGuard public key is {wg_key()} — add it on the studio router",
    )
    r.add(
        "key_fingerprint",
        f"The desk laptop's SSH host key fingerprint: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"Label's PGP key for promo files: fingerprint {groups(hexs(40).upper(), 4)}, key ID {hexs(16).upper()}",
    )
    r.add(
        "redacted_value",
        "Twitch stream key: live_************************ (hidden in OBS)",
        f"Card on the Spotify account: Visa •••• {digits(4)}, exp 09/27",
        "Stream settings screenshot: Stream key ●●●●●●●●●●●●●●●●●●●● [Copy] [Reset]",
        "Passord: ******** (står i Bitwarden)",
    )
    r.add(
        "placeholder",
        "OBS template for the venue techs: rtmp://a.rtmp.youtube.com/live2/<your-stream-key>",
        "stream.key = YOUR_TWITCH_KEY_HERE",
        "Skjemaet vil ha YouTube-nøkkelen på formatet xxxx-xxxx-xxxx-xxxx-xxxx",
    )
    r.add(
        "env_example",
        ".env.example in the merch repo:\nSHOPIFY_ADMIN_TOKEN=shpat_xxx\nSTRIPE_SECRET_KEY=sk_live_changeme\nMAILCHIMP_API_KEY=",
        "docker-compose for the fan-site dev box: POSTGRES_PASSWORD: changeme (example file, local only)",
    )
    r.add(
        "secret_reference",
        "The stream keys are in 1Password under 'Glasshuset – Streaming'.",
        "Koden til nøkkelboksen står i det delte notatet i Bitwarden, ikke her",
        "Die Zugangsdaten fürs Label-Portal hat Frida, frag sie.",
        "The iLok password is on the card in the studio safe, top shelf.",
    )
    r.add(
        "vault_path",
        "op://Glasshuset/Twitch/stream key is what the OBS launcher script reads",
        "bw get password 'iLok studio' — the login script pulls it from Bitwarden",
    )
    r.add(
        "secret_statement",
        "I reset the Twitch stream key after the leak on Saturday; the new one is only in OBS.",
        "Vaihdoin pankkikortin PIN-koodin, uutta en kirjoita tänne.",
        "Changed the van key box code after the tour; Frida has the new one.",
        "Turned on 2FA for Bandcamp and printed the backup codes — they're in the merch cash box.",
    )
    r.add(
        "wifi_ssid",
        "Venue networks this tour: Blaa-Artist, Tavastia-Crew, UG-Backstage, Knust-Guest",
        "Hytta har ikke wifi, bare mobilnett (nettet 'Hytta-4G' er naboens)",
        f"The desk's access point is called SQ-FOH-{digits(4)}, channel 36, 5 GHz",
    )
    r.add(
        "version_number",
        "X32 firmware 4.13 on the house desk, our show file needs 4.06+",
        f"Ableton Live 12.1.5, Max for Live 8.6.{digits(1)}, macOS 14.7.1 on the tour laptop",
        "OBS 31.0.2 broke the NDI plugin, stay on 30.2.3",
    )
    r.add(
        "phone_number",
        f"Stage manager at Blå: +47 {digits(3, lead=True)} {digits(2)} {digits(3)}",
        f"Aino's new number: +358 {pick('40', '50')} {digits(3, lead=True)} {digits(4)}",
        f"sound tech Hamburg: +49 {digits(3, lead=True)} {digits(8, lead=True)}",
    )
    r.add(
        "date_time",
        "Load-in 14:30, soundcheck 16:00–17:15, doors 19:00, curfew 23:00",
        "Keikka Tampereella pe 14.3. klo 21.30, bussi lähtee Helsingistä 12.15",
        "Release day 2025-05-16 00:00 CET, pre-save opens 2025-04-25",
    )
    r.add(
        "price",
        "Merch prices: LP 350 kr, T-shirt 300 kr, tote 150 kr, Vipps only",
        "Preise am Merchstand: Shirt 25 €, LP 30 €, Poster 10 €",
        "Van rental quote: 1 890 NOK/day + 4,20 NOK/km, deposit 10 000 NOK",
    )
    r.add(
        "product_code",
        f"SKU list: GH-TEE-BLK-M, GH-TEE-BLK-L, GH-LP-{digits(3)}-BLU, GH-TOTE-NAT",
        f"Replacement strings: D'Addario EXL170, order code {digits(6, lead=True)}",
        f"Artikkelnumero Thomannilla: {digits(6, lead=True)} (DI-boksi)",
    )
    r.add(
        "midi_channel",
        "MIDI: Nord on ch 1, Prophet on ch 2, Ableton clip launch on ch 16, program change 23 = 'Nordavind'",
        "MIDI-Kanal für das Lichtpult: 10, Note 36 startet die Cue-Liste",
    )
    r.add(
        "wireless_frequency",
        f"IEM freqs for Hamburg: Eirik 518.{digits(3)} MHz, Linnea 526.{digits(3)} MHz, Kasper 533.{digits(3)} MHz",
        "Shure ULXD group 3 channel 7 on vocal 1, the spare on G4 ch 12",
        "Frekvensene må meldes til Nkom før festivalen: 470–694 MHz, vi bruker 606–630",
    )
    r.add(
        "room_number",
        "Hotel: me 412, Linnea 414, Kasper 301 (he snores), Frida 415",
        "Backstage-huone 3 on meidän, pukuhuone B toisessa kerroksessa",
    )
    r.add(
        "rtmp_server_url",
        "YouTube primary ingest: rtmp://a.rtmp.youtube.com/live2, backup rtmp://b.rtmp.youtube.com/live2?backup=1",
        "Twitch ingest for Oslo is rtmp://live-osl.twitch.tv/app/{stream_key}; pick 'Auto' in OBS",
        "Owncast on the band VPS listens on rtmp://stream.glasshuset.test:1935/live",
    )
    r.add(
        "share_link",
        f"Single on Spotify: https://open.spotify.com/track/{rnd(ALNUM, 22)}",
        f"Livevideo: https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}",
        f'Bandcamp embed: <iframe src="https://bandcamp.com/EmbeddedPlayer/album={digits(10, lead=True)}/size=large/"></iframe>',
    )
    r.add(
        "channel_id",
        f"Our YouTube channel id UC{rnd(URLSAFE, 22)} (for the distributor's Content ID form)",
        f"Twitch broadcaster id {digits(9, lead=True)}, login glasshuset_live",
    )
    r.add(
        "oauth_client_id",
        f"Twitch app client ID {rnd(LOWER + '0123456789', 30)} (the secret is in 1Password)",
        f"Spotify app client id {hexs(32)}; redirect URI http://localhost:8888/callback",
    )
    r.add(
        "publishable_key",
        f"Stripe publishable key for the merch checkout: pk_live_{rnd(ALNUM, 99)}",
        f"NEXT_PUBLIC_STRIPE_KEY=pk_test_{rnd(ALNUM, 99)}",
    )
    r.add(
        "mac_address",
        f"Dante: stagebox MAC {mac(upper=True)}, desk card {mac(upper=True)}",
        f"Router allowlist: merch iPad {mac()}",
    )
    r.add(
        "ip_address",
        "Desk 192.168.1.10, stagebox .11, Mixing Station iPad .50, laptop .20 (all static)",
        "Dante primary 169.254.10.2 / secondary 172.31.0.2",
    )
    r.add(
        "dante_device_name",
        f"Dante names: GH-Stagebox-1, GH-DeskCard, Y{digits(3)}-Yamaha-DM7-{hexs(6).upper()}",
        "Rename the Rio to GH-RIO-A before Dante Controller sees it twice",
    )
    r.add(
        "flight_number",
        "AY 916 OSL 07:05 → HEL 09:35, then HEL–TMP by train",
        "Rückflug Hamburg: SK 4712, Gate B14",
    )
    r.add(
        "org_number",
        f"Glasshuset DA org.nr. {digits(3, lead=True)} {digits(3)} {digits(3)} MVA",
        f"Levy-yhtiön Y-tunnus {digits(7, lead=True)}-{digits(1)}",
        f"USt-IdNr. vom Veranstalter: DE{digits(9, lead=True)}",
    )
    r.add(
        "file_checksum",
        f"master WAV checksum (md5) {hexs(32)} — the label must get the same",
        f"sha256 of the DDP image: {hexs(64)}",
    )
    r.add(
        "musical_key",
        "Nordavind: key of F# minor, 92 bpm, capo 2 on the acoustic",
        "Glass is in Db now (dropped a semitone for my voice), click 118",
    )
    r.add(
        "timecode",
        f"Lights cue 14 at SMPTE 00:03:{secrets.randbelow(50) + 10}:12, video starts 00:04:00:00, 25 fps",
        "Der Drop im Clip kommt bei Timecode 01:02:44:18",
    )
    r.add(
        "desk_scene",
        "Scene 23 = festival FOH, scene 24 = Blå, recall safe on the IEM buses",
        "Show file GH_TOUR25_v7.show on the USB stick, snapshot 3 for the encore",
    )
    r.add(
        "password_policy",
        "The booking portal wants 12+ characters, one number, one symbol, and no reuse of the last 5.",
        "Salasana pitää vaihtaa 90 päivän välein pankin yritystilillä",
    )
    r.add(
        "input_list",
        "Input list: 1 kick in, 2 kick out, 3 snare top, 4 snare btm, 5 hat, 6-7 OH, 8 bass DI, 9 bass mic, 10-11 keys, 12 vox",
        "Kanalliste: 1–8 Schlagzeug, 9 Bass, 10/11 Keys, 12 Gesang, 13 Backing",
    )
    r.add(
        "colour_code",
        "Merch print colours: #1B2A41 navy, #F2E9E4 cream, Pantone 2945 C",
        f"LED wall background #{hexs(6).upper()} per the designer",
    )
    r.add(
        "social_handle",
        "Tag us: @glasshuset on Instagram, #glasshusettour on TikTok",
        "Ainon Instagram on @aino.valokuvaa",
    )
    r.add(
        "meeting_id",
        f"Zoom with the label: meeting ID {digits(3, lead=True)} {digits(4)} {digits(4)} (passcode is in the calendar invite)",
        f"Teams-Besprechungs-ID: {digits(3, lead=True)} {digits(3)} {digits(3)} {digits(3)}",
    )
    r.add(
        "gear_model_number",
        "Backline rider: Ampeg SVT-CL + 8x10, Nord Stage 4 88, DW Collector's kit 22/12/16/14",
        "Reservedeler: Neutrik NL4FX, XLR-kabler 10 m x 6, DI: Radial J48",
    )
    r.add(
        "ticket_number",
        f"Artist wristbands: {digits(10, lead=True)} to {digits(10, lead=True)}",
        f"Ticketnummer für Aino (Gästeliste): {digits(12, lead=True)}",
    )
    r.add(
        "postal_address",
        "Merch ships from: Glasshuset DA, Postboks 123 Sentrum, 0102 Oslo",
        "Ainon osoite: Esimerkkikatu 12 B 34, 00530 Helsinki",
    )
    r.add(
        "patch_settings",
        "Tone on Glass: amp channel 2, gain 3, treble 6, reverb 'Hall 2' mix 35 %, delay 420 ms dotted 8th",
        "Helix preset 03C 'Nordavind Lead', snapshot 2, expression pedal on wah",
    )
    return r


def main() -> None:
    write_corpora("make_heldout28.py", [
        ("heldout28_credentials.yaml", credentials(), "batch 28 (an Oslo touring musician and sound engineer), written blind; every value synthetic"),
        ("heldout28_lookalikes.yaml", lookalikes(), "batch 28 look-alikes: what the same musician keeps that is not a secret, written blind"),
    ])


if __name__ == "__main__":
    main()
