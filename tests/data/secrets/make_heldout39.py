# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout39_credentials.yaml and heldout39_lookalikes.yaml: held-out batch 39.

Persona: a freelance video editor and streamer who splits her time between Mexico City and
Los Angeles. About half her notes are in Mexican Spanish, the rest in English: Discord and
WhatsApp-style messages, OBS and ffmpeg command lines, JSON/YAML/.env pastes, spreadsheet
rows and sticky notes. The credentials are her stream keys, platform logins and API tokens,
payment and bank secrets (Stripe, PayPal, Mercado Pago, Banorte, BBVA México), SAT and
e.firma passwords, client site logins and the codes of her studio; the look-alikes are the
video, channel, clip and server identifiers, public keys, licence and invoice numbers,
timecodes, encoder settings, masked keys and references to a secret that fill the same notes.

The batch was written blind: its author never read the detector, its tests or its tuned
corpora, only the helpers of make_heldout.py. Every value is synthetic and drawn at run time
from the `secrets` module in the real format's shape; hosts are under `.example`, `.test`,
`.internal` or `acme`. Run `python make_heldout39.py` in this folder to redraw.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    pick,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

WORDS_ES = ["Chilaquiles", "Coyoacan", "Tlacuache", "Michi", "Xochimilco", "Pambazo", "Ajolote",
            "Guajolota", "Chamoy", "Tepache", "Colibri", "Jacaranda", "Mezcal", "Lucha", "Cempasuchil",
            "Frida", "Roma", "Condesa", "Tamarindo", "Nopal"]
WORDS_EN = ["Sunset", "Venice", "Neon", "Render", "Timeline", "Hollywood", "Palms", "Kodak", "Glitch",
            "Echo", "Marigold", "Silverlake", "Pixel", "Lens", "Keyframe", "Canyon"]
SYMS = "!#$%&*.?@_-"
PETS = ["Michi", "Tofu", "Chispa", "Luna", "Pelusa", "Nacho"]


def sym() -> str:
    return secrets.choice(SYMS)


def hpw() -> str:
    """A password a person made up: a word or two, a year or a number, a symbol."""
    w = secrets.choice(WORDS_ES + WORDS_EN)
    return pick(
        f"{w}{digits(pick(2, 4))}{sym()}",
        f"{w}{sym()}{digits(pick(2, 4))}",
        f"{secrets.choice(WORDS_ES)}{secrets.choice(WORDS_EN)}{digits(2)}{sym()}",
        f"{w.lower()}_{secrets.choice(WORDS_EN).lower()}{digits(3)}",
        f"{secrets.choice(PETS)}{sym()}{secrets.choice(WORDS_ES).lower()}{digits(2)}",
        f"{w[0].lower()}{w[1:]}{digits(2)}{sym()}{sym()}",
    )


def gpw(n: int = 0) -> str:
    """A password a manager generated."""
    return rnd(ALNUM + "!@#$%^&*-_", n or pick(16, 18, 20, 24))


def snowflake() -> str:
    """A Discord id: 18 or 19 digits."""
    return str(7 * 10**17 + secrets.randbelow(6 * 10**17))


def twitch_key() -> str:
    return f"live_{digits(9, True)}_{rnd(ALNUM, 30)}"


def yt_key() -> str:
    return "-".join(rnd(LOWER + DIGITS, 4) for _ in range(5))


def discord_token() -> str:
    bot_id = b64(snowflake().encode()).rstrip("=")
    return f"{bot_id}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def twitch_oauth() -> str:
    return "oauth:" + rnd(LOWER + DIGITS, 30)


def mp_token(prefix: str = "APP_USR") -> str:
    return f"{prefix}-{digits(16, True)}-{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(5) + 20}-{hexs(32)}-{digits(9, True)}"


def stripe_sk(mode: str = "live", kind: str = "sk") -> str:
    return f"{kind}_{mode}_51{rnd(ALNUM, 97)}"


def paypal_secret() -> str:
    return "E" + rnd(URLSAFE, 79)


def paypal_client_id() -> str:
    return "A" + rnd(URLSAFE, 79)


def google_api_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def google_client_id() -> str:
    return f"{digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com"


def nip() -> str:
    return f"{secrets.randbelow(10**4):04d}"


def pin6() -> str:
    return f"{secrets.randbelow(10**6):06d}"


def clabe(bank: str = "012") -> str:
    """A CLABE: bank, plaza, account, then a check digit with weights 3, 7, 1."""
    body = bank + digits(14)
    total = sum((int(c) * (3, 7, 1)[i % 3]) % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def upc() -> str:
    body = digits(11, True)
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def isrc(country: str = "") -> str:
    return f"{country or pick('MX', 'US', 'QZ')}{rnd(UPPER + DIGITS, 3)}{pick('23', '24', '25')}{digits(5)}"


def yt_id() -> str:
    return rnd(URLSAFE, 11)


def channel_id() -> str:
    return "UC" + rnd(URLSAFE, 22)


def playlist_id() -> str:
    return "PL" + rnd(URLSAFE, 32)


def clip_slug() -> str:
    words = ["Spicy", "Tangible", "Brave", "Lazy", "Fancy", "Curious", "Gentle", "Shy", "Bumbling", "Elegant"]
    nouns = ["Taco", "Llama", "Otter", "Walrus", "Badger", "Goat", "Raccoon", "Pelican"]
    emotes = ["PogChamp", "Kappa", "KreyGasm", "BibleThump", "SeemsGood", "NotLikeThis", "TheIlluminati"]
    return f"{secrets.choice(words)}{secrets.choice(words)}{secrets.choice(nouns)}{secrets.choice(emotes)}-{rnd(URLSAFE, 16)}"


def cfdi_uuid() -> str:
    return uid().upper()


def timecode(fps: int = 24) -> str:
    return f"{secrets.randbelow(3):02d}:{secrets.randbelow(60):02d}:{secrets.randbelow(60):02d}:{secrets.randbelow(fps):02d}"


def hms(seconds: int | None = None) -> str:
    t = secrets.randbelow(6 * 3600) if seconds is None else seconds
    return f"{t // 3600}:{t // 60 % 60:02d}:{t % 60:02d}"


def hms_run(n: int) -> list[str]:
    """n stream times in order, as a VOD's markers are."""
    return [hms(t) for t in sorted(secrets.randbelow(6 * 3600) for _ in range(n))]


def tc_run(n: int, fps: int = 24) -> list[str]:
    """n edit timecodes in order."""
    frames = sorted(secrets.randbelow(3 * 3600 * fps) for _ in range(n))
    return [f"{f // (3600 * fps):02d}:{f // (60 * fps) % 60:02d}:{f // fps % 60:02d}:{f % fps:02d}" for f in frames]


def srt_time(ms: int, sep: str = ",") -> str:
    return f"{ms // 3600000:02d}:{ms // 60000 % 60:02d}:{ms // 1000 % 60:02d}{sep}{ms % 1000:03d}"


def cue(sep: str = ",") -> str:
    start = secrets.randbelow(3600 * 1000)
    return f"{srt_time(start, sep)} --> {srt_time(start + 800 + secrets.randbelow(4000), sep)}"


def shoot_date() -> str:
    return f"{pick(23, 24, 25)}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"


def money() -> str:
    return f"{secrets.randbelow(40000) + 500:,}.{secrets.randbelow(100):02d}"


def credentials() -> Rows:
    r = Rows()

    r.add("twitch_stream_key",
          f"Stream key de Twitch (la nueva, la regeneré después del raid): {twitch_key()}",
          f"twitch key for the LA desk OBS profile\n{twitch_key()}\ndon't show the Stream settings tab on camera again lol",
          f"[sticky en el monitor] TWITCH KEY -> {twitch_key()}")
    r.add("youtube_stream_key",
          f"YouTube Live, stream persistente 'Edición en vivo': clave de transmisión {yt_key()}",
          f"YT stream key (reusable, 1080p60 preset): {yt_key()} - the one for the Sunday edit-along",
          f"clave yt canal secundario = {yt_key()}\nla del principal la cambié el martes")
    r.add("rtmp_url_with_key",
          f"ffmpeg -re -i intro_loop.mp4 -c:v libx264 -preset veryfast -b:v 6000k -c:a aac -f flv rtmp://live.twitch.tv/app/{twitch_key()}",
          f"Para el restream manual pon esto como URL completa en el encoder del cliente: rtmps://a.rtmps.youtube.com:443/live2/{yt_key()}",
          f"custom RTMP output on the Larix app (phone cam):\nrtmp://a.rtmp.youtube.com/live2/{yt_key()}\nbitrate 4500, keyframe 2s")
    r.add("srt_stream",
          f"SRT para el estudio de Tlalpan:\nsrt://ingest.estudio-tlalpan.example:9000?mode=caller&latency=200000&passphrase={rnd(ALNUM, 24)}&pbkeylen=32",
          f"Belabox -> relay: srt://relay.acme.test:5000?streamid=publish/irl/{rnd(ALNUM, 12)}&passphrase={rnd(ALNUM + '-_', 20)}")
    r.add("obs_websocket",
          f"OBS WebSocket (5.x) en la compu de streaming: puerto 4455, contraseña {rnd(ALNUM, 16)}",
          f"Stream Deck -> OBS websocket\nserver: 192.168.1.{secrets.randbelow(200) + 20}:4455\npassword: {rnd(ALNUM, 16)}",
          '{"obs": {"host": "obs-rig.internal", "port": 4455, "password": "' + rnd(ALNUM, 16) + '"}, "scenes": ["Just Chatting", "Timeline", "BRB"]}',
          f"Touch Portal se desconectó, vuelvo a poner la pass del websocket: {rnd(ALNUM, 16)}")
    r.add("restream_login",
          f"Restream.io\nuser: vale.edita@correo.example\npass: {hpw()}",
          f"Restream stream key (todo sale de aquí a Twitch+YT+Kick): re_{digits(7, True)}_{hexs(20)}",
          f"restream login for the agency account is studio@acme.test / {gpw()} - they asked me not to change it")
    r.add("streamyard_login",
          f"StreamYard de la clienta (podcast 'Café y Código'): cafeycodigo.podcast@correo.example / {hpw()}",
          f"streamyard: hola@valeedita.example pw {hpw()} (the paid plan is on this one, not my personal)")
    r.add("adobe_login",
          f"Adobe ID para la licencia de Premiere + AE: vale.edita@correo.example / {hpw()}",
          f"Creative Cloud team seat from the LA agency\nemail: vale@agency.acme.test\npassword: {gpw()}",
          f"Adobe: cambié la contraseña, ahora es {hpw()} (la anterior era con el año pasado)")
    r.add("frameio_token",
          f"Frame.io developer token para el script de subidas: fio-u-{rnd(URLSAFE, 64)}",
          f"FRAMEIO_TOKEN=fio-u-{rnd(URLSAFE, 64)}\nFRAMEIO_PROJECT=tequila-spot-2024",
          f"frame.io login (client reviews): vale@valeedita.example / {hpw()}")
    r.add("dropbox_shared",
          f"Dropbox compartido con el colectivo: colectivo.roma@correo.example, contra {hpw()}",
          f"DROPBOX_TOKEN=sl.u.{rnd(URLSAFE, 140)}",
          f"dropbox app for the auto-ingest: app key {rnd(LOWER + DIGITS, 15)} app secret {rnd(LOWER + DIGITS, 15)}")
    r.add("google_drive_shared",
          f"Drive de entregas (cuenta compartida con Memo):\nentregas.valeedita@gmail.example\n{hpw()}",
          f"Shared Google account for raw footage: footage.drop.la@gmail.example pw: {gpw()} - 2TB plan",
          f"la cuenta de drive de la boda de Ximena: bodaximenayleo@gmail.example / {hpw()}")
    r.add("synology_nas",
          f"NAS Synology DS920+ (estudio CDMX)\nhttps://nas.estudio.internal:5001\nadmin: vale_admin\ncontraseña: {gpw()}",
          f"DSM admin login changed: user valeadmin / {hpw()}  (QuickConnect stays on)",
          f"Para que Memo suba los brutos al NAS: usuario memo_edit, contraseña {hpw()}, carpeta /volume1/brutos")
    r.add("patreon_login",
          f"Patreon (creator) -> valeedita@correo.example / {hpw()}",
          f"patreon API creator access token: {rnd(URLSAFE, 43)}\nrefresh: {rnd(URLSAFE, 43)}",
          f"Patreon creator refresh token for the Discord role sync bot: {rnd(URLSAFE, 43)}")
    r.add("kofi_login",
          f"ko-fi: vale.edita@correo.example / {hpw()}",
          f"Ko-fi webhook verification token (para el bot de agradecimientos): {uid()}")
    r.add("paypal_api",
          f"PayPal REST (live) para la tienda de LUTs\nPAYPAL_CLIENT_ID={paypal_client_id()}\nPAYPAL_CLIENT_SECRET={paypal_secret()}",
          f"paypal secret {paypal_secret()} - sandbox one is different, this is LIVE",
          f"PayPal login personal: vale.edita@correo.example / {hpw()} (el de business es otro)")
    r.add("stripe_secret",
          f"STRIPE_SECRET_KEY={stripe_sk()}\nSTRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
          f"Llave secreta de Stripe para cobrar los cursos: {stripe_sk()}",
          f"restricted key for the invoice zap (read charges only): {stripe_sk(kind='rk')}")
    r.add("mercadopago_token",
          f"Mercado Pago access token (producción) para el checkout de presets: {mp_token()}",
          f"MP_ACCESS_TOKEN={mp_token()}\nMP_PUBLIC_KEY=APP_USR-{uid()}",
          f"el token de MP que me pasó el del cliente de la taquería: {mp_token()} ojo es el de prod")
    r.add("spotify_artists",
          f"Spotify for Artists (perfil de mi proyecto de música ambiente): lofi.edita@correo.example / {hpw()}",
          f"SPOTIFY_CLIENT_ID={hexs(32)}\nSPOTIFY_CLIENT_SECRET={hexs(32)}  # now-playing overlay")
    r.add("discord_bot_token",
          f"Token del bot del server (Vale Bot): {discord_token()}",
          f"DISCORD_TOKEN={discord_token()}\nGUILD_ID={snowflake()}",
          f"new token for the mod bot after I reset it, put it in the VPS .env: {discord_token()}")
    r.add("discord_webhook",
          f"Webhook de #en-vivo para avisar cuando empiezo stream: https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}",
          f"streamer.bot -> discord webhook url https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}")
    r.add("twitch_oauth",
          f"chat bot oauth token (twitchapps gen): {twitch_oauth()}",
          f"Para el bot del chat: PASS {twitch_oauth()}\nNICK valebot_mx",
          f"irc:\n  user: valeedita\n  token: {twitch_oauth()}")
    r.add("twitch_client_secret",
          f"Twitch dev console app 'overlay-vale':\nclient id {rnd(LOWER + DIGITS, 30)}\nclient secret {rnd(LOWER + DIGITS, 30)}",
          f"TWITCH_CLIENT_SECRET={rnd(LOWER + DIGITS, 30)}\nTWITCH_REFRESH_TOKEN={rnd(LOWER + DIGITS, 50)}")
    r.add("streamlabs_token",
          "Streamlabs socket API token (alertas en el overlay propio): " + jwt({"token": hexs(20).upper(), "read_only": True, "prevent_master": True, "twitch_id": digits(9, True)}),
          f"streamlabs api access_token={rnd(ALNUM, 40)} (for the donation goal widget)",
          "SL_SOCKET_TOKEN=" + jwt({"token": hexs(20).upper(), "read_only": True, "prevent_master": True, "youtube_id": channel_id()}))
    r.add("streamelements_jwt",
          "StreamElements JWT (dashboard > account > channels): " + jwt({"citadel": hexs(24), "channel": hexs(24), "role": "owner", "authToken": rnd(URLSAFE, 43), "user": hexs(24), "user_id": uid(), "provider": "twitch", "iss": "StreamElements", "jti": uid()}),
          "SE_JWT=" + jwt({"channel": hexs(24), "role": "owner", "provider": "youtube", "iss": "StreamElements", "jti": uid()}))
    r.add("youtube_api",
          f"YouTube Data API (server, para bajar stats de los canales de clientes):\nYT_API_KEY={google_api_key()}\nGOOGLE_CLIENT_SECRET=GOCSPX-{rnd(URLSAFE, 28)}",
          '{"installed": {"client_id": "' + google_client_id() + '", "project_id": "vale-yt-stats", "client_secret": "GOCSPX-' + rnd(URLSAFE, 28) + '", "redirect_uris": ["http://localhost"]}}',
          f"refresh token para subir shorts desde el script: 1//0{rnd(URLSAFE, 100)}",
          f"api key {google_api_key()} is the unrestricted one used by the cron on the vps, restrict it someday")
    r.add("vimeo_token",
          f"Vimeo access token (upload + edit scopes): {hexs(32)}",
          f"VIMEO_CLIENT_ID={hexs(40)}\nVIMEO_CLIENT_SECRET={rnd(B64, 128)}\nVIMEO_ACCESS_TOKEN={hexs(32)}",
          f"token de vimeo pro del cliente (para reemplazar el video del showreel): {hexs(32)}")
    r.add("epidemic_sound",
          f"Epidemic Sound (plan creator): vale.edita@correo.example / {hpw()}",
          f"epidemic login shared by the agency: music@agency.acme.test - {gpw()}")
    r.add("wordpress_admin",
          f"WP del cliente (Panadería La Espiga): https://laespiga.example/wp-admin\nusuario: admin_espiga\ncontraseña: {hpw()}",
          f"WordPress application password for the auto-embed script: {groups(rnd(ALNUM, 24), 4)}",
          f"wp-admin for the dentist site: drsalinas / {gpw()} (he still uses admin as the username for the old one lol)")
    r.add("ftp_client",
          f"FTP del sitio de la Espiga: ftp://espiga_ftp:{hpw()}@ftp.laespiga.example:21/public_html",
          f"<Server><Host>ftp.drsalinas.example</Host><Port>21</Port><User>videos_up</User><Pass encoding=\"base64\">{b64(gpw().encode())}</Pass></Server>",
          f"sftp: host sftp.cliente-moda.test port 22 user entregas pass {hpw()}")
    r.add("sat_ciec",
          f"SAT contraseña (CIEC) para facturar: {rnd(ALNUM, 8)}",
          f"Portal del SAT -> RFC el mío, contraseña {hpw()} (la cambié porque ya había caducado)",
          f"contador pidió mi CIEC para la declaración anual: {rnd(ALNUM, 10)}  <- mandársela por WhatsApp NO")
    r.add("efirma_password",
          f"e.firma: archivo Claveprivada_FIEL_2024.key, contraseña de la llave privada {hpw()}",
          f"FIEL key password: {gpw()} (the .cer and .key are on the blue USB)",
          f"Contraseña de clave privada del CSD (para timbrar en el sistema de facturación): {hpw()}")
    r.add("bank_app_password",
          f"Banorte Móvil: usuario {digits(9, True)}, contraseña {hpw()}",
          f"BBVA México app - contraseña {hpw()}, la de la tarjeta digital es otra",
          f"banco (BBVA) login web: num cliente {digits(8, True)} / {rnd(ALNUM, 8)}")
    r.add("bank_nip",
          f"NIP Banorte débito: {nip()}",
          f"nip tarjeta BBVA azul {nip()} - la de crédito es {nip()}",
          f"ATM PIN for the Chase card (LA): {nip()}")
    r.add("card_cvv",
          f"Para la renta del equipo (Cámara + lentes Sigma): Visa {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
          f"tarjeta para la renta del coche en LAX: {groups(luhn('5' + pick('1', '2', '3', '4', '5')), 4)}, vence {card_expiry()}, cvv {digits(3)}, a nombre de Valeria Robles",
          f"card for the Airbnb during the shoot\n{luhn('4')}\n{card_expiry()}\n{digits(3)}")
    r.add("door_code",
          f"Código de la puerta del estudio (Roma Nte): {digits(6)}#",
          f"studio door keypad in Silver Lake: {digits(4)} then the key icon",
          f"puerta del edificio {digits(4)}*, la de la bodega {digits(5)}")
    r.add("locker_combo",
          f"Combinación del locker del equipo: {secrets.randbelow(40)}-{secrets.randbelow(40)}-{secrets.randbelow(40)}",
          f"gear locker #7 combo {digits(4)}",
          f"candado del Pelican grande: {digits(3)} / el chico: {digits(3)}")
    r.add("wifi_password",
          f"WiFi del estudio: red 'EstudioVale_5G', clave {hpw()}",
          f"wifi at the LA apartment: SSID palms-unit4 pass {rnd(ALNUM, 12)}",
          f"Totalplay módem: red TP-{digits(4)}, contraseña {rnd(UPPER + DIGITS, 10)}",
          f"guest wifi for clients: {secrets.choice(WORDS_ES).lower()}{digits(4)}")
    r.add("phone_pin",
          f"PIN del celular (el nuevo): {pin6()}",
          f"iPad de edición unlock code {pin6()}",
          f"phone passcode {pin6()} - tell Memo if I'm in surgery lol")
    r.add("sim_puk",
          f"PUK de la SIM Telcel: {digits(8)} (PIN {nip()})",
          f"SIM PIN {nip()} / PUK {digits(8)} for the T-Mobile line")
    r.add("backup_codes",
          "Códigos de respaldo de Google (cuenta del canal):\n" + recovery_codes(5, "digits"),
          "twitch 2fa backup codes\n" + "\n".join(rnd(UPPER + DIGITS, 8) for _ in range(6)),
          "Discord backup codes:\n" + "\n".join(f"{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}" for _ in range(8)))
    r.add("totp_seed",
          f"Semilla 2FA de la cuenta de YouTube compartida (para meterla en el Authy de Memo): {' '.join(rnd(BASE32, 4).lower() for _ in range(8))}",
          f"otpauth://totp/Patreon:vale.edita@correo.example?secret={rnd(BASE32, 32)}&issuer=Patreon")
    r.add("gmail_app_password",
          f"Contraseña de aplicación de Gmail para OBS/Streamer.bot mails: {groups(rnd(LOWER, 16), 4)}",
          f"app password for Thunderbird (valeedita gmail): {groups(rnd(LOWER, 16), 4)}",
          f"SMTP_USER=vale.edita@gmail.example\nSMTP_PASS={rnd(LOWER, 16)}")
    r.add("apple_app_password",
          f"Apple ID app-specific password for notarizing the LUT installer: {'-'.join(rnd(LOWER, 4) for _ in range(4))}",
          f"contraseña específica de app (iCloud en la PC de edición): {'-'.join(rnd(LOWER, 4) for _ in range(4))}")
    r.add("b2_backup_key",
          f"Backblaze B2 (respaldo del NAS):\nkeyID: 005{hexs(22)}\napplicationKey: K005{rnd(ALNUM, 27)}",
          f"rclone b2 remote for archive -> account 005{hexs(22)} key K005{rnd(ALNUM, 27)}")
    r.add("mux_token",
          f"MUX_TOKEN_ID={uid()}\nMUX_TOKEN_SECRET={rnd(B64, 75)}",
          f"Mux (los cursos en video): token id {uid()} secret {rnd(B64, 75)}")
    r.add("deepl_key",
          f"DeepL API para traducir subtítulos ES->EN: {uid()}:fx",
          f"deepl auth key {uid()}:fx - free plan, 500k chars")
    r.add("openai_key",
          f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}  # whisper para subtítulos",
          f"llave de OpenAI del script de transcripción: sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}")
    r.add("facebook_live_key",
          f"FB Live de la boda (stream key): FB-{digits(15, True)}-0-{rnd(URLSAFE, 32)}",
          f"Facebook Live persistent key for the church client: FB-{digits(16, True)}-0-{rnd(URLSAFE, 32)}")
    r.add("kick_stream_key",
          f"Kick: server rtmps://{hexs(12)}.global-contribute.live-video.net:443/app/  key sk_us-west-2_{rnd(ALNUM, 12)}",
          f"clave de kick para el multistream: sk_us-west-2_{rnd(ALNUM, 12)}")
    r.add("tailscale_authkey",
          f"Tailscale auth key para el NAS (reusable): tskey-auth-{rnd(ALNUM, 11)}CNTRL-{rnd(ALNUM, 33)}",
          f"docker run ... -e TS_AUTHKEY=tskey-auth-{rnd(ALNUM, 11)}CNTRL-{rnd(ALNUM, 33)} tailscale/tailscale")
    r.add("instagram_login",
          f"IG del canal: @vale.edita / {hpw()}",
          f"instagram for the client's bakery (they want reels 3x a week): laespiga.pan / {hpw()}")
    r.add("bitwarden_master",
          f"master de Bitwarden (por si me pasa algo, en el sobre): {secrets.choice(WORDS_ES).lower()}-{secrets.choice(WORDS_EN).lower()}-{secrets.choice(WORDS_ES).lower()}-{digits(3)}",
          f"1Password family - my master password is {secrets.choice(WORDS_EN)} {secrets.choice(WORDS_ES)} {secrets.choice(WORDS_EN)} {digits(2)}")
    r.add("cpanel_login",
          f"cPanel hosting (valeedita.example): usuario valeedit, contraseña {gpw()}",
          f"hosting panel for the dentist: https://host.acme.test:2083 user drsal pw {hpw()}")
    r.add("gumroad_token",
          f"Gumroad access token (entrega automática de LUTs): {rnd(URLSAFE, 43)}",
          f"GUMROAD_ACCESS_TOKEN={rnd(URLSAFE, 43)}")
    r.add("whatsapp_share",
          f"[12:41] Memo: oye cuál es la contra del drive de brutos?\n[12:43] Vale: {hpw()}\n[12:43] Vale: no la compartas plis",
          f"[3:15 PM] Vale: the OBS websocket pw for the booth PC is {rnd(ALNUM, 16)}\n[3:16 PM] Jess: got it, thx",
          f"Memo: me pasas el nip de la tarjeta de la renta?\nVale: {nip()}, y el cvv es {digits(3)}")
    r.add("env_paste",
          f".env del overlay:\nTWITCH_CLIENT_ID={rnd(LOWER + DIGITS, 30)}\nTWITCH_CLIENT_SECRET={rnd(LOWER + DIGITS, 30)}\nSTREAMLABS_TOKEN={rnd(ALNUM, 40)}\nPORT=8080",
          f"PORT=3000\nDISCORD_TOKEN={discord_token()}\nSTRIPE_KEY={stripe_sk()}\nNODE_ENV=production",
          f"OBS_WS_URL=ws://127.0.0.1:4455\nOBS_WS_PASSWORD={rnd(ALNUM, 16)}\nSCENE_BRB=BRB")
    r.add("spreadsheet_row",
          f"Servicio\tUsuario\tContraseña\tNotas\nEpidemic\tvale.edita@correo.example\t{hpw()}\tplan anual",
          f"platform,login,password,2fa\nartlist,vale@valeedita.example,{hpw()},sms",
          f"| Cliente | Sitio | User | Pass |\n| Espiga | laespiga.example | admin_espiga | {hpw()} |")
    r.add("ffmpeg_push",
          f"ffmpeg -stream_loop -1 -re -i loop.mp4 -c copy -f flv \"rtmp://ingest.acme.test/live/{rnd(ALNUM, 24)}\"",
          f"ffmpeg -i camA.mov -c:v h264_nvenc -b:v 8M -f flv rtmp://live.twitch.tv/app/{twitch_key()} -f flv rtmp://a.rtmp.youtube.com/live2/{yt_key()}")
    r.add("obs_service_json",
          '{"settings": {"bwtest": false, "key": "' + twitch_key() + '", "server": "auto", "service": "Twitch"}, "type": "rtmp_common"}',
          '{"settings": {"key": "' + yt_key() + '", "server": "rtmps://a.rtmps.youtube.com:443/live2", "service": "YouTube - RTMPS"}, "type": "rtmp_common"}')
    r.add("basic_auth_header",
          f"el webhook de facturación pide: Authorization: Basic {basic('facturas', gpw())}",
          f"curl -u vale:{hpw()} https://nas.estudio.internal:5001/webapi/entry.cgi")
    r.add("sticky_note",
          f"POST-IT (monitor izq):\nWIFI {hpw()}\nPUERTA {digits(4)}#\nLOCKER {secrets.randbelow(40)}-{secrets.randbelow(40)}-{secrets.randbelow(40)}",
          f"sticky: NAS admin / {hpw()}  |  OBS ws {rnd(ALNUM, 16)}")
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("youtube_video_url",
          f"Versión final subida: https://youtu.be/{yt_id()}?t={secrets.randbelow(900)} (no listado hasta el viernes)",
          f"ref for the color grade: https://www.youtube.com/watch?v={yt_id()}&list={playlist_id()}&index={secrets.randbelow(20) + 1}",
          f"Short del making of: https://youtube.com/shorts/{yt_id()}")
    r.add("youtube_channel_id",
          f"Channel ID del cliente (para el Content ID): {channel_id()}",
          f"channel: https://www.youtube.com/channel/{channel_id()} (handle @panaderialaespiga)",
          f"UC de mi canal secundario {channel_id()}, el principal es {channel_id()}")
    r.add("youtube_playlist",
          f"Playlist 'Tutoriales Resolve': https://www.youtube.com/playlist?list={playlist_id()}",
          f"list={playlist_id()} is the unlisted client review playlist, it's fine to send",
          f"playlist vieja (ID corto) PL{hexs(16).upper()}")
    r.add("youtube_embed",
          f'<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/{yt_id()}?si={rnd(URLSAFE, 16)}" title="YouTube video player" frameborder="0" allowfullscreen></iframe>',
          f"[embed id=\"{yt_id()}\" start=\"{secrets.randbelow(300)}\"] en la página de portafolio",
          f"<lite-youtube videoid=\"{yt_id()}\" params=\"controls=0&modestbranding=1\"></lite-youtube>")
    r.add("twitch_channel",
          f"Raid para mañana: twitch.tv/{secrets.choice(['lacomadreedita', 'pixelchilango', 'taquitodev', 'neonpalmsclips'])}_{digits(2)} y luego twitch.tv/memo_cuts",
          f"co-stream with https://www.twitch.tv/{secrets.choice(['silverlakesounds', 'grainandglow', 'keyframekid'])}{digits(3)} on Saturday 6pm PT / 7pm CDMX")
    r.add("twitch_clip_slug",
          f"clip del fail con el render: https://clips.twitch.tv/{clip_slug()}",
          f"best clip of the week -> https://www.twitch.tv/valeedita/clip/{clip_slug()}",
          f"slugs para el compilado:\n{clip_slug()}\n{clip_slug()}\n{clip_slug()}")
    r.add("twitch_vod",
          "VOD del edit-along: https://www.twitch.tv/videos/{} (marcar highlights en {} y {})".format(digits(10, True), *hms_run(2)),
          "twitch-dl download {} -q 1080p60 --start {} --end {}".format(digits(10, True), *hms_run(2)),
          f"vods a exportar: {digits(10, True)}, {digits(10, True)}, {digits(10, True)}")
    r.add("twitch_client_id",
          f"fetch('https://api.twitch.tv/helix/streams?user_login=valeedita', {{headers: {{'Client-Id': '{rnd(LOWER + DIGITS, 30)}', Authorization: `Bearer ${{token}}`}}}})",
          f"Client ID de la app del overlay (es público, va en el front): {rnd(LOWER + DIGITS, 30)}")
    r.add("stream_timecode",
          "Momentos para el highlight: {} se cae OBS, {} llega el raid, {} sorteo".format(*hms_run(3)),
          f"chapters:\n0:00 intro\n{secrets.randbelow(5) + 1}:{secrets.randbelow(60):02d} setup\n{secrets.randbelow(20) + 10}:{secrets.randbelow(60):02d} grading pass\n{secrets.randbelow(20) + 40}:{secrets.randbelow(60):02d} Q&A",
          "marcador en {} -> cortar hasta {}".format(*hms_run(2)))
    r.add("edit_timecode",
          "TC in {} out {} del plano A{}C{}".format(*tc_run(2), digits(3), digits(3)),
          "001  A003C012 V  C  {} {} {} {}\n* FROM CLIP NAME: A003C012_240812_{}.MXF".format(*tc_run(2), *tc_run(2), rnd(UPPER + DIGITS, 4)),
          "cambios del cliente: quitar logo en {}, subir música en {}, corregir typo en {}".format(*tc_run(3, 30)))
    r.add("subtitle_timing",
          f"{secrets.randbelow(300) + 1}\n{cue()}\n¿Y ya probaste con el LUT de Kodak?",
          f"WEBVTT\n\n{cue('.')}\nOkay, render queue time.")
    r.add("lut_file",
          f"LUTs del proyecto: VR_Kodak2383_D65_{hexs(6)}.cube, VR_Fuji3513_v{secrets.randbelow(9)}.cube",
          f"lut pack v{secrets.randbelow(4) + 1}.{secrets.randbelow(10)} -> NeonPalms_{rnd(UPPER + DIGITS, 8)}_33pt.cube (el de 65pt pesa mucho)",
          f"LUT_3D_SIZE 33\nTITLE \"Chilango Teal {rnd(UPPER + DIGITS, 6)}\"\n0.{digits(6)} 0.{digits(6)} 0.{digits(6)}")
    r.add("project_file_hash",
          f"autosave: Boda_XyL_v07-{uid()}.prproj (el bueno es el de las 3am)",
          f"Resolve project export hash {hexs(40)} - matches the one Memo has",
          f"proxy cache: CacheClip/{hexs(32)}.{hexs(8)}.mov, borrar si ocupa espacio")
    r.add("offload_checksum",
          f"ShotPut offload verificado (xxHash64):\nA001C001.MXF  {hexs(16)}\nA001C002.MXF  {hexs(16)}\nA001C003.MXF  {hexs(16)}",
          f"MHL: <xxh64 action=\"original\">{hexs(16)}</xxh64> for B002C014_{rnd(UPPER + DIGITS, 4)}.R3D",
          f"md5 del master que mandé: {hexs(32)}  Master_ProRes4444_final_FINAL.mov")
    r.add("rtmp_ingest_nokey",
          "servidores: Twitch rtmp://live.twitch.tv/app/  |  YouTube rtmp://a.rtmp.youtube.com/live2  |  FB rtmps://live-api-s.facebook.com:443/rtmp/",
          "ingest closest to CDMX: rtmp://qro03.contribute.live-video.net/app/{stream_key}  (key goes in OBS, not here)",
          f"servidor SRT del evento: srt://ingest.evento-{digits(2)}.example:{secrets.randbelow(1000) + 9000}?mode=caller&latency=200000")
    r.add("obs_config_nokey",
          '{"settings": {"bwtest": false, "server": "auto", "service": "Twitch", "key": ""}, "type": "rtmp_common"}  <- key vacío porque uso la conexión de cuenta',
          f"[SimpleOutput]\nVBitrate={pick(6000, 8000, 4500)}\nABitrate=160\nPreset=p5\nStreamEncoder=nvenc\n[Video]\nBaseCX=1920\nBaseCY=1080\nFPSCommon=60",
          f"scene collection uuid {uid()} / source 'Cam A' uuid {uid()}")
    r.add("ffmpeg_command",
          f"ffmpeg -i master_{hexs(8)}.mov -c:v libx265 -crf 20 -preset slow -tag:v hvc1 -c:a aac -b:a 320k entrega_{rnd(ALNUM, 6)}.mp4",
          f"ffmpeg -ss {hms()} -t {secrets.randbelow(45) + 15} -i vod_{digits(10, True)}.mp4 -vf \"scale=1080:1920,setsar=1\" -c:v h264_nvenc -b:v 12M short_{digits(3)}.mp4",
          "ffmpeg -re -i program.mov -c:v libx264 -b:v 6000k -maxrate 6000k -bufsize 12000k -g 120 -f flv \"$RTMP_URL\"")
    r.add("encode_settings",
          f"Export YT: 3840x2160, 23.976, H.265 {pick(45, 50, 60)} Mbps VBR 2-pass, audio AAC 320k 48kHz, -14 LUFS",
          f"stream: 1920x1080@60, NVENC P5, CBR {pick(6000, 8000)} kbps, keyint 2s, B-frames 2, look-ahead off",
          f"Reels 1080x1920 {pick(25, 30)}fps 16Mbps; TikTok 1080x1920 max 287MB; YT Shorts hasta 60s")
    r.add("discord_snowflake",
          f"IDs para el bot: guild {snowflake()}, canal #clips {snowflake()}, rol @suscriptores {snowflake()}",
          f"user id of the spammer to ban: {snowflake()} (also {snowflake()})",
          f"message link: https://discord.com/channels/{snowflake()}/{snowflake()}/{snowflake()}")
    r.add("discord_mentions",
          f"<@&{snowflake()}> ya estamos en vivo! <:valeHype:{snowflake()}> <a:dance:{snowflake()}>",
          f"Reglas en <#{snowflake()}>, dudas con <@{snowflake()}>")
    r.add("discord_invite",
          f"Únete al server: https://discord.gg/{rnd(ALNUM, 8)}",
          f"permanent invite for the overlay panel: discord.gg/{rnd(ALNUM, 10)} (never expires, max uses none)",
          f"bot invite url https://discord.com/oauth2/authorize?client_id={snowflake()}&permissions={digits(12, True)}&scope=bot%20applications.commands")
    r.add("stripe_publishable",
          f"Stripe publishable key (va en el checkout): pk_live_51{rnd(ALNUM, 97)}",
          f"const stripe = Stripe('pk_live_51{rnd(ALNUM, 97)}');",
          f"NEXT_PUBLIC_STRIPE_KEY=pk_test_51{rnd(ALNUM, 97)}")
    r.add("stripe_object_ids",
          f"cobro del curso: {pick('pi', 'ch')}_3{rnd(ALNUM, 23)} cliente cus_{rnd(ALNUM, 14)} factura in_1{rnd(ALNUM, 23)}",
          f"payout po_1{rnd(ALNUM, 23)} landed in the BBVA account, ${money()} MXN",
          f"Stripe Connect account acct_1{rnd(ALNUM, 15)} (la del colectivo)")
    r.add("paypal_client_id",
          f'<script src="https://www.paypal.com/sdk/js?client-id={paypal_client_id()}&currency=MXN"></script>',
          f"PayPal transaction ID {rnd(UPPER + DIGITS, 17)} - ${money()} USD from the agency, fee 5.4%",
          f"orden de PayPal {rnd(UPPER + DIGITS, 17)} reembolsada")
    r.add("mercadopago_public",
          f"MP public key (la del frontend, no la de acceso): APP_USR-{uid()}",
          f"Mercado Pago operación #{digits(11, True)}, ${money()} MXN, pagado con OXXO",
          f"preference id {digits(9, True)}-{uid()} para el botón de 'Comprar pack'")
    r.add("google_client_id",
          f"google.accounts.id.initialize({{client_id: '{google_client_id()}'}})",
          f"OAuth client ID (público, el secret está en el vault del VPS): {google_client_id()}")
    r.add("isrc_code",
          f"ISRC del track del intro: {isrc('MX')}",
          f"ISRCs for the EP: {isrc()}, {isrc()}, {isrc()}",
          f"código ISRC {isrc()[:2]}-{rnd(UPPER + DIGITS, 3)}-24-{digits(5)} (formato con guiones)")
    r.add("upc_code",
          f"UPC del EP en DistroKid: {upc()}",
          f"barcode (UPC) {upc()} - release date Oct 18",
          f"upc sencillo {upc()} / álbum {upc()}")
    r.add("content_id_asset",
          f"Reclamo de Content ID en el video del cliente: asset A{digits(15, True)}, claim ID {rnd(URLSAFE, 11)}",
          f"Content ID: asset id A{digits(15, True)} (sound recording), policy 'monetize'",
          f"disputa enviada, ID de reclamo {rnd(URLSAFE, 11)} / activo A{digits(15, True)}")
    r.add("music_licence",
          f"Epidemic Sound licence certificate ES_{rnd(UPPER + DIGITS, 10)} for 'Tequila spot 30s'",
          f"Licencia Artlist #{digits(9, True)} - proyecto Boda XyL, válida a perpetuidad",
          f"Musicbed license MB-{digits(6, True)}-{rnd(UPPER + DIGITS, 4)} (web + social, 1 year)")
    r.add("sound_library_track",
          f"tracks usados: ES_Neon Alley - {secrets.choice(['Blue Steel', 'Ooyy', 'Magnus Ludvigsson'])} ({digits(6, True)}), EPD{rnd(UPPER + DIGITS, 8)}",
          f"spotify:track:{rnd(ALNUM, 22)} <- temp track, replace before delivery")
    r.add("cfdi_uuid",
          f"Factura enviada a Panadería La Espiga, folio fiscal {cfdi_uuid()}, serie A folio {secrets.randbelow(900) + 100}",
          f"UUID del CFDI de la agencia (LA pidió copia): {cfdi_uuid()}",
          f"cancelé la factura {cfdi_uuid()} y la sustituí por {cfdi_uuid()}")
    r.add("cfdi_sello",
          f"Sello digital del SAT: {b64(secrets.token_bytes(256))}",
          f"No. de serie del certificado del SAT: 00001000000{digits(9, True)}\nFecha de timbrado: 2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}T{secrets.randbelow(24):02d}:{secrets.randbelow(60):02d}:{secrets.randbelow(60):02d}",
          f"cadena original del complemento: ||1.1|{cfdi_uuid()}|2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}T12:00:00|SPR190613I52|{b64(secrets.token_bytes(40))}|00001000000{digits(9, True)}||")
    r.add("clabe_receiving",
          f"Para pagos: CLABE {clabe()} (BBVA) a nombre de Valeria Robles",
          f"datos de transferencia en la cotización: CLABE interbancaria {clabe('072')}, banco Banorte",
          f"wire instructions MXN: CLABE {clabe(pick('014', '127', '646'))} / USD go to the Wise account")
    r.add("spei_rastreo",
          f"Clave de rastreo SPEI: MBAN0100{digits(16)}, ${money()} MXN",
          f"clave de rastreo {pick('BNET', 'MBAN', '2024')}{digits(18)} - pagó la agencia, checar en Banxico CEP",
          f"referencia numérica {digits(7)} / concepto FACTURA A{secrets.randbelow(900) + 100}")
    r.add("card_last4",
          f"cargo Visa terminación {digits(4)}: ${money()} MXN renta de equipo, autorización {digits(6)}",
          f"refund to card ending {digits(4)}, ARN {digits(23)}",
          f"tarjeta digital BBVA **** **** **** {digits(4)} (la física termina en {digits(4)})")
    r.add("tracking_number",
          f"DHL guía {digits(10, True)} - el lente llega el jueves",
          f"UPS 1Z{rnd(UPPER + DIGITS, 16)} (the gimbal), FedEx {digits(12, True)} (cables)",
          f"Estafeta {digits(22)} / Mercado Envíos #{digits(11, True)}")
    r.add("order_number",
          f"B&H order #{digits(10, True)} (SSD 4TB x2), Amazon {digits(3)}-{digits(7)}-{digits(7)}",
          f"pedido Mercado Libre #{digits(16, True)}, cotización {rnd(UPPER, 3)}-{digits(5)}")
    r.add("hex_colour",
          f"paleta del canal: #{hexs(6).upper()} (fondo), #{hexs(6).upper()} (acento), #{hexs(6).upper()} (texto)",
          f"lower thirds: bg rgba(12,12,20,0.85), stroke #{hexs(6)}, glow #{hexs(6)}{hexs(2)}",
          f"--brand-primary: #{hexs(6)}; --brand-secondary: #{hexs(6)};")
    r.add("hashtags",
          "#VideoEditing #DaVinciResolve #EditoraMexicana #Twitch #EnVivo #ColorGrading #CDMX #LosAngeles",
          f"tags: edición, premiere, lut gratis, tutorial {secrets.randbelow(50) + 1}, #valeedita #edit{digits(3)}")
    r.add("masked_key",
          f"Stream key: live_{digits(9, True)}_****************************** (mostrar/ocultar)",
          f"Stripe dashboard shows sk_live_...{rnd(ALNUM, 4)} created 2024-03-{secrets.randbelow(28) + 1:02d}, last used today",
          f"Clave de transmisión: ••••-••••-••••-••••-{rnd(LOWER + DIGITS, 4)}",
          f"token de MP: APP_USR-{digits(4)}****************-{digits(3)} (rotado)")
    r.add("env_reference",
          "const key = process.env.TWITCH_KEY; if (!key) throw new Error('falta TWITCH_KEY');",
          "OBS_WS_PASSWORD=${OBS_WS_PASSWORD:?set it in the shell, never commit}",
          "stripe = Stripe(api_key=os.environ['STRIPE_SECRET_KEY'])  # en el VPS viene de systemd EnvironmentFile")
    r.add("vault_reference",
          "la clave del NAS está en Bitwarden, carpeta 'Estudio', no la escribas aquí",
          "SAT/e.firma: la contraseña la tiene el contador y la mía está en 1Password > Fiscal",
          "OBS stream key -> bw get password 'Twitch stream key' | pbcopy")
    r.add("placeholder_config",
          "TWITCH_STREAM_KEY=live_XXXXXXXXX_XXXXXXXXXXXXXXXXXXXXXXXXXXXX\nYOUTUBE_KEY=xxxx-xxxx-xxxx-xxxx-xxxx\nMP_ACCESS_TOKEN=APP_USR-tu-token-aqui",
          "config.example.yml:\nobs:\n  host: localhost\n  port: 4455\n  password: <tu-password>\ndiscord:\n  token: PON_AQUI_EL_TOKEN")
    r.add("password_policy",
          "SAT: la contraseña debe tener de 8 a 16 caracteres, letras y números, y vence cada 4 años",
          f"Banorte pide cambiar la contraseña cada {pick(90, 180)} días y no repetir las últimas 5",
          "Twitch stream keys can be reset anytime in Creator Dashboard > Settings > Stream; old key stops working at once")
    r.add("synology_info",
          f"NAS: DS920+, S/N {digits(4)}{rnd(UPPER + DIGITS, 9)}, MAC {mac(upper=True)}, DSM 7.2.1-69057 Update {secrets.randbelow(5) + 1}",
          "QuickConnect ID: estudio-vale-{0} (portal https://quickconnect.to/estudio-vale-{0})".format(digits(2)),
          f"volume1 {secrets.randbelow(30) + 10}.{secrets.randbelow(10)} TB libres de 32 TB, RAID SHR-1, scrubbing el {secrets.randbelow(28) + 1}")
    r.add("wifi_network_info",
          f"Redes del estudio: EstudioVale_5G (canal {pick(36, 44, 149)}) y EstudioVale_IoT; router MAC {mac()}",
          f"LA apartment router: Netgear RAX{digits(2)}, SSID palms-unit4, WPA3, DHCP 192.168.{secrets.randbelow(10)}.0/24")
    r.add("camera_media",
          f"tarjeta CFexpress #{digits(2)}: A{digits(3)}C001_{shoot_date()}_{rnd(UPPER + DIGITS, 4)}.MXF a A{digits(3)}C0{secrets.randbelow(80) + 10}_{shoot_date()}_{rnd(UPPER + DIGITS, 4)}.MXF",
          f"Sony FX3 S/N {digits(7, True)}, lens 24-70 GM II S/N {digits(7, True)}",
          f"reel B{digits(3)}, clip B{digits(3)}C{digits(3)}_{shoot_date()}_{rnd(UPPER + DIGITS, 4)}.R3D is the hero shot")
    r.add("audio_specs",
          f"master a -14 LUFS integrado, true peak -1 dBTP, LRA {secrets.randbelow(8) + 4}; voz a -{secrets.randbelow(6) + 16} dBFS",
          f"mic chain: SM7B -> GoXLR, gain {secrets.randbelow(20) + 40} dB, noise gate -{secrets.randbelow(20) + 30} dB, 48000 Hz / 24 bit")
    r.add("meeting_code",
          f"call con la agencia: meet.google.com/{rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)} 10am PT / 11am CDMX",
          f"Zoom webinar ID {digits(3, True)} {digits(4)} {digits(4)} (el registro es en el link público)")
    r.add("frameio_ids",
          f"Frame.io: project {uid()}, asset {uid()} (v3 del corte) tiene {secrets.randbelow(30) + 2} comentarios",
          f"comment {uid()} at {timecode()} says 'make the logo bigger' lol")
    r.add("patreon_kofi_ids",
          f"post de Patreon https://www.patreon.com/posts/lut-pack-{secrets.randbelow(9) + 1}-{digits(9, True)} con los archivos para tier 2",
          f"Ko-fi shop item https://ko-fi.com/s/{hexs(10)} and my page ko-fi.com/valeedita",
          f"Patreon campaign id {digits(7, True)}, tier ids {digits(8, True)} / {digits(8, True)}")
    r.add("vimeo_ids",
          f"showreel (public) https://vimeo.com/{digits(9, True)}#t={secrets.randbelow(120)}s, player.vimeo.com/video/{digits(9, True)}?h=0&badge=0",
          f"vimeo showcase {digits(8, True)} y video {digits(9, True)}")
    r.add("spreadsheet_budget",
          f"Cliente\tProyecto\tFolio\tMonto\tEstatus\nLa Espiga\tReels oct\tA-{secrets.randbelow(900) + 100}\t${money()}\tpagado\nAgencia LA\tSpot 30s\tINV-{digits(5)}\t${money()} USD\tpendiente",
          f"date,client,hours,rate,invoice\n2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d},drsalinas,{secrets.randbelow(20) + 2},650 MXN,A-{digits(3)}")
    r.add("version_strings",
          f"OBS 30.{secrets.randbelow(3)}.{secrets.randbelow(4)} (64 bit), NDI plugin 4.{secrets.randbelow(14)}, Resolve Studio 19.0.{secrets.randbelow(3)} build {secrets.randbelow(50)}, driver 560.{digits(2)}",
          f"streamer.bot v0.2.{secrets.randbelow(6)} commit {hexs(7)}, exported actions file actions_{digits(8)}.sb")
    r.add("license_public_ids",
          f"Premiere license: Creative Cloud All Apps, order #AD{digits(12, True)}, renewal {card_expiry()}",
          f"Resolve Studio dongle S/N {rnd(UPPER + DIGITS, 10)} (activation is tied to the dongle, no key)")
    r.add("chat_message_no_secret",
          f"[19:02] Memo: ya subí los brutos al NAS, carpeta /brutos/{digits(8)}\n[19:03] Vale: gracias!! el proxy es {rnd(ALNUM, 6)}_proxy.mov",
          f"[8:12 PM] Jess: the raid message is 'TLACUACHE ARMY valeHype'\n[8:12 PM] Vale: lmao ok, channel points reward id {uid()}",
          "Vale: ya cambié la stream key, la nueva ya está en OBS y en Bitwarden, no la manden por aquí")
    r.add("qr_and_urls",
          f"QR de la tarjeta de presentación -> https://valeedita.example/?utm_source=qr&utm_campaign={rnd(LOWER + DIGITS, 8)}",
          f"link de pago (público) https://mpago.la/{rnd(ALNUM, 7)} y https://buy.stripe.com/{rnd(ALNUM, 20)}")
    return r


def main() -> None:
    write_corpora("make_heldout39.py", [
        ("heldout39_credentials.yaml", credentials(), "batch 39 (bilingual video editor and streamer, CDMX/LA), written blind; every value synthetic"),
        ("heldout39_lookalikes.yaml", lookalikes(), "batch 39 look-alikes: stream, video, music, invoice and payment identifiers, masked keys and references, written blind"),
    ])


if __name__ == "__main__":
    main()
