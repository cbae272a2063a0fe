# ruff: noqa: E501
"""Writes heldout344_credentials.yaml and heldout344_lookalikes.yaml: held-out batch 344.

Persona: a hobbyist game-server admin and Discord community moderator in Austin, Texas, who
writes his notes in lowercase American English gamer slang, heavy on abbreviations. He keeps
Discord bot tokens, client secrets, backup codes and webhooks, Minecraft RCON passwords and
Velocity forwarding secrets, Pterodactyl panel client and application keys, the Wings node
token and a panel session cookie, a Steam Web API key and his Steam Guard revocation code,
Twitch and YouTube stream keys and the chat bot's oauth token, Cloudflare API tokens (and
the global key, and a tunnel token), DigitalOcean tokens and droplet root passwords, a
Patreon creator token and the Ko-fi webhook verification token, OBS websocket and plugin
database passwords, and his console and parental-control PINs; and many look-alikes:
Discord snowflakes and invites, SteamIDs, Minecraft UUIDs and world seeds, mod hashes,
commit ids, image digests, panel server ids, public client ids and site keys, Cloudflare
zone ids and Ray IDs, masked keys, secret references, used one-time codes, order and
tracking numbers, donation receipts, versions, serials, phone numbers and bills.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    digits,
    github_fine_token,
    github_token,
    groups,
    hexs,
    jwt,
    mac,
    openssh_private,
    phrase,
    pick,
    pin,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = [
    "netherite", "creeper", "queso", "brisket", "bluebonnet", "longhorn", "armadillo",
    "zilker", "barton", "redstone", "enderpearl", "respawn", "clutch", "lagspike", "taco",
    "bigtex", "pecan", "grackle", "cedar", "whataburger", "shulker", "elytra", "beacon",
]
HEXUP = "0123456789ABCDEF"
WEAK = ("0000", "1111", "1234", "2580", "6969", "4200", "1337")


def snowflake() -> str:
    """A Discord id (user, guild, channel, application): 18 or 19 digits."""
    return pick("1", "") + digits(18, lead=True)


def discord_bot_token() -> str:
    """The bot's user id in base64, a timestamp part and the HMAC part."""
    return f"{b64(snowflake().encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def discord_webhook() -> str:
    host = pick("discord.com", "discord.com", "discordapp.com", "canary.discord.com")
    return f"https://{host}/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}"


def discord_client_secret() -> str:
    return rnd(URLSAFE, 32)


def discord_backup_codes(n: int) -> str:
    return "\n".join(groups(rnd(LOWER + DIGITS, 8), 4, "-") for _ in range(n))


def rcon_pw() -> str:
    return pick(rnd(ALNUM, pick(12, 16, 20)), f"{secrets.choice(WORDS)}{secrets.choice(WORDS).capitalize()}{digits(3)}!")


def velocity_secret() -> str:
    return rnd(ALNUM, 12)


def ptlc() -> str:
    return "ptlc_" + rnd(ALNUM, 43)


def ptla() -> str:
    return "ptla_" + rnd(ALNUM, 43)


def wings_token_id() -> str:
    return rnd(ALNUM, 16)


def wings_token() -> str:
    return rnd(ALNUM, 64)


def laravel_cookie() -> str:
    """A Laravel encrypted cookie (the panel's session): base64 JSON of iv, value and mac,
    url-encoded."""
    body = {"iv": b64(secrets.token_bytes(16)), "value": b64(secrets.token_bytes(pick(48, 64, 96))), "mac": hexs(64), "tag": ""}
    return b64(json.dumps(body, separators=(",", ":")).encode()).replace("=", "%3D")


def steam_key() -> str:
    return rnd(HEXUP, 32)


def steam_revocation() -> str:
    return "R" + digits(5)


def twitch_stream_key() -> str:
    return f"live_{digits(9, lead=True)}_{rnd(ALNUM, 30)}"


def twitch_oauth() -> str:
    return rnd(LOWER + DIGITS, 30)


def yt_stream_key() -> str:
    return "-".join(rnd(LOWER + DIGITS, 4) for _ in range(5))


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def cf_global_key() -> str:
    return hexs(37)


def cf_tunnel_token() -> str:
    body = {"a": hexs(32), "t": uid(), "s": b64(secrets.token_bytes(32))}
    return b64(json.dumps(body, separators=(",", ":")).encode())


def do_token() -> str:
    return "dop_v1_" + hexs(64)


def root_pw() -> str:
    return pick(pw(), rnd(ALNUM + "!@#$%^&*", 24), f"{secrets.choice(WORDS).capitalize()}{secrets.choice(WORDS).capitalize()}#{digits(4)}")


def patreon_token() -> str:
    return rnd(URLSAFE, 43)


def db_pw() -> str:
    return rnd(ALNUM, pick(18, 22, 26))


def obs_pw() -> str:
    return rnd(ALNUM, 16)


def totp_seed() -> str:
    return rnd(BASE32, pick(16, 32))


def wifi_pw() -> str:
    return pick(
        f"{secrets.choice(WORDS)}{secrets.choice(WORDS)}{digits(4)}",
        phrase(WORDS, 3, "-") + digits(2),
        rnd(ALNUM, 14),
    )


def streamlabs_token() -> str:
    return jwt({"token": rnd(HEXUP, 20), "read_only": True, "prefix": False, "youtube_id": ""})


def steamid64() -> str:
    return str(76561197960265728 + secrets.randbelow(1_600_000_000))


def mc_seed() -> str:
    return str(secrets.randbelow(2**64) - 2**63)


def test_ip() -> str:
    return pick("203.0.113.", "198.51.100.", "192.0.2.") + str(secrets.randbelow(253) + 1)


def yt_channel() -> str:
    return "UC" + rnd(URLSAFE, 22)


def yt_video() -> str:
    return rnd(URLSAFE, 11)


def amazon_order() -> str:
    return f"11{digits(1)}-{digits(7)}-{digits(7)}"


def ups() -> str:
    return "1Z" + rnd(UPPER + DIGITS, 6) + digits(10)


def usps() -> str:
    return groups("9400" + digits(18), 4)


def paypal_txn() -> str:
    return rnd(UPPER + DIGITS, 17)


def aba() -> str:
    """A US bank routing (ABA) number with a valid check digit: printed on every check."""
    body = f"{pick(1, 2, 3, 11, 21, 31):02d}{digits(6)}"
    total = sum(int(c) * w for c, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7), strict=True))
    return body + str((10 - total % 10) % 10)


def atx_phone() -> str:
    return f"{pick('512', '737')}-555-01{digits(2)}"


def sha256() -> str:
    return hexs(64)


def b64_fp() -> str:
    return b64(secrets.token_bytes(32)).rstrip("=")


def credentials() -> Rows:
    r = Rows()

    r.add(
        "discord_bot_token",
        f"modbot token (the new one after i leaked the old one in #general lmao): {discord_bot_token()}",
        f"DISCORD_TOKEN={discord_bot_token()}\nGUILD_ID={snowflake()}\nPREFIX=!",
        f"musicbot tok\n{discord_bot_token()}\ndont share w/ jake again fr",
        f'config.json for the ticket bot -> {{"token": "{discord_bot_token()}", "owner": "{snowflake()}"}}',
        f"reset the bot token bc of the raid, new 1 is {discord_bot_token()} , update it on the vps too",
    )

    r.add(
        "discord_webhook_url",
        f"webhook for #server-status (uptime kuma posts here): {discord_webhook()}",
        f"mc chat -> discord webhook\n{discord_webhook()}",
        f"curl -H 'Content-Type: application/json' -d '{{\"content\":\"server restarting in 5\"}}' {discord_webhook()}",
        f"discordsrv webhook url {discord_webhook()} (dont give this to the mods, anyone w/ it can post as the bot)",
        f"patreon alerts hook: {discord_webhook()}\nko-fi alerts go to the same channel now",
    )

    r.add(
        "discord_client_secret",
        f"dashboard oauth2: client id {snowflake()} secret {discord_client_secret()}",
        f"DISCORD_CLIENT_SECRET={discord_client_secret()}\nDISCORD_REDIRECT_URI=https://dash.acme.test/callback",
        f"regenerated the app client secret smh -> {discord_client_secret()}",
        f"oauth for the verify site\nclient_secret: {discord_client_secret()}",
    )

    r.add(
        "discord_backup_codes",
        "discord 2fa backup codes (main acct)\n" + discord_backup_codes(10),
        "backup codes for the bot owner acct, print these out:\n" + discord_backup_codes(8),
        f"disc backup codes left: {groups(rnd(LOWER + DIGITS, 8), 4, '-')} {groups(rnd(LOWER + DIGITS, 8), 4, '-')} {groups(rnd(LOWER + DIGITS, 8), 4, '-')} (used the rest)",
        "alt acct discord recovery\n" + discord_backup_codes(5),
        f"if i lose my phone again use one of these lol\n- {groups(rnd(LOWER + DIGITS, 8), 4, '-')}\n- {groups(rnd(LOWER + DIGITS, 8), 4, '-')}\n- {groups(rnd(LOWER + DIGITS, 8), 4, '-')}\n- {groups(rnd(LOWER + DIGITS, 8), 4, '-')}",
    )

    r.add(
        "minecraft_rcon_password",
        f"server.properties (smp):\nenable-rcon=true\nrcon.port=25575\nrcon.password={rcon_pw()}",
        f"mcrcon -H mc.acme.test -P 25575 -p {rcon_pw()} \"say restart in 10\"",
        f"rcon pw for the skyblock server is {rcon_pw()}",
        f"creative srv rcon\n{rcon_pw()}\n(changed it after the grief)",
        f"rcon_password: \"{rcon_pw()}\"  # used by the discord bridge bot",
    )

    r.add(
        "velocity_forwarding_secret",
        f"velocity forwarding.secret = {velocity_secret()} , paste the same into paper-global.yml on every backend",
        f"proxies:\n  velocity:\n    enabled: true\n    online-mode: true\n    secret: '{velocity_secret()}'",
        f"forwarding secret for the network\n{velocity_secret()}",
        f"bungeeguard token {rnd(ALNUM, 64)} (old bungee setup, still on the lobby)",
    )

    r.add(
        "pterodactyl_client_key",
        f"ptero client api key for my acct: {ptlc()}",
        f"PTERO_URL=https://panel.acme.test\nPTERO_KEY={ptlc()}",
        f"curl -H \"Authorization: Bearer {ptlc()}\" -H 'Accept: application/json' https://panel.acme.test/api/client",
        f"api key for the restart bot (only has power perms ig)\n{ptlc()}",
        f"panel key {ptlc()} desc: 'discord status bot' allowed ips: {test_ip()}",
    )

    r.add(
        "pterodactyl_application_key",
        f"ptero APPLICATION key (admin, full r/w, careful!!) {ptla()}",
        f"application api key for whmcs module: {ptla()}",
        f"admin api key\n{ptla()}",
        f"export PTERODACTYL_APP_KEY={ptla()}",
    )

    r.add(
        "pterodactyl_wings_token",
        f"/etc/pterodactyl/config.yml on node2:\ndebug: false\nuuid: {uid()}\ntoken_id: {wings_token_id()}\ntoken: {wings_token()}\napi:\n  host: 0.0.0.0\n  port: 8080",
        f"wings node token for dal-01 -> token_id {wings_token_id()} token {wings_token()}",
        f"curl -H \"Authorization: Bearer {wings_token_id()}.{wings_token()}\" https://node3.acme.internal:8080/api/system",
        f"node 1 wings\ntoken_id: {wings_token_id()}\ntoken: {wings_token()}",
    )

    r.add(
        "pterodactyl_session_cookie",
        f"panel session cookie (for the scraper thing, expires in 2h) pterodactyl_session={laravel_cookie()}",
        f"Cookie: pterodactyl_session={laravel_cookie()}",
        f"copied my logged in cookie so jake can check the console w/o an acct:\n{laravel_cookie()}",
        f"pterodactyl_session\n{laravel_cookie()}",
    )

    r.add(
        "steam_web_api_key",
        f"steam web api key: {steam_key()} (domain acme.test)",
        f"STEAM_API_KEY={steam_key()}",
        f"steam key for the linking bot {steam_key()}",
        f"https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={steam_key()}&steamids={steamid64()}",
        f"steamapi\n{steam_key()}\nnot the rust server one, that one got revoked",
    )

    r.add(
        "steam_guard_revocation_code",
        f"steam guard revocation code {steam_revocation()} (write this on paper too)",
        f"steam mobile auth recovery code: {steam_revocation()}",
        f"if the authenticator dies use {steam_revocation()} to remove it",
        f"steam acct: ign {rnd(LOWER, 6)}_atx, guard rcode {steam_revocation()}",
    )

    r.add(
        "twitch_stream_key",
        f"twitch stream key {twitch_stream_key()}",
        f"obs > settings > stream > key: {twitch_stream_key()}",
        f"rtmp://dfw.contribute.live-video.net/app/{twitch_stream_key()}",
        f"stream key (reset it after the leak on stream lmaooo)\n{twitch_stream_key()}",
        f"restream setup:\n  twitch: {twitch_stream_key()}\n  yt: (same as last time, in the other note)",
    )

    r.add(
        "twitch_chat_oauth",
        f"chatbot login: nick acmemodbot pass oauth:{twitch_oauth()}",
        f"TWITCH_OAUTH=oauth:{twitch_oauth()}",
        f"tmi.js opts -> identity: {{ username: 'acmemodbot', password: 'oauth:{twitch_oauth()}' }}",
        f"twitch token for the bot (chat:read chat:edit) {twitch_oauth()} , expires in like 60 days so redo it in march",
        f"PASS oauth:{twitch_oauth()}\nNICK acmemodbot\nJOIN #acmeatx",
    )

    r.add(
        "youtube_stream_key",
        f"yt stream key {yt_stream_key()}",
        f"youtube live key for the community event: {yt_stream_key()}",
        f"rtmp://a.rtmp.youtube.com/live2/{yt_stream_key()}",
        f"yt key\n{yt_stream_key()}\n(the reusable one, not the one-off)",
        f"ffmpeg ... -f flv rtmp://b.rtmp.youtube.com/live2?backup=1/{yt_stream_key()}",
    )

    r.add(
        "cloudflare_api_token",
        f"cf api token (zone dns edit, acme.test only): {cf_token()}",
        f"CF_API_TOKEN={cf_token()}  # ddns script on the home server",
        f"dns_cloudflare_api_token = {cf_token()}",
        f"cloudflare tok for certbot\n{cf_token()}",
        f'curl -X GET "https://api.cloudflare.com/client/v4/user/tokens/verify" -H "Authorization: Bearer {cf_token()}"',
    )

    r.add(
        "cloudflare_global_api_key",
        f"cf global api key {cf_global_key()} email admin@acme.test (old, should rotate tbh)",
        f"X-Auth-Email: admin@acme.test\nX-Auth-Key: {cf_global_key()}",
        f"cloudflare global key -> {cf_global_key()}",
        f"CLOUDFLARE_API_KEY={cf_global_key()}\nCLOUDFLARE_EMAIL=admin@acme.test",
    )

    r.add(
        "cloudflared_tunnel_token",
        f"tunnel for the map (bluemap) -> cloudflared service install {cf_tunnel_token()}",
        f"TUNNEL_TOKEN={cf_tunnel_token()}",
        f"cf tunnel token for panel.acme.test\n{cf_tunnel_token()}",
        f"docker run cloudflare/cloudflared:latest tunnel --no-autoupdate run --token {cf_tunnel_token()}",
    )

    r.add(
        "digitalocean_token",
        f"DO token (r/w) {do_token()}",
        f"doctl auth init -t {do_token()}",
        f"DIGITALOCEAN_TOKEN={do_token()}\n# terraform for the mc droplets",
        f"digital ocean api key for the backup script, scope: droplet snapshots\n{do_token()}",
        f"do pat {do_token()} expires in 90d",
    )

    r.add(
        "vps_root_password",
        f"droplet mc-prod-1 root pw {root_pw()}",
        f"vps login\nroot@{test_ip()}\n{root_pw()}",
        f"ssh root@{test_ip()} pw: {root_pw()} (turn off pw auth later!!)",
        f"| box | user | pass |\n| mc-prod-1 | root | {root_pw()} |\n| bots-1 | admin | key only |",
        f"new vps from the black friday deal, root password is {root_pw()}",
    )

    r.add(
        "ssh_private_key",
        "ssh key for the droplets (id_ed25519), laptop died so saving here:\n" + openssh_private(),
        openssh_private(),
        "deploy key for the bot repo\n" + openssh_private(),
        "github actions SSH_KEY secret value:\n" + openssh_private(),
        "jake's key for node2 so he can restart wings\n" + openssh_private(),
    )

    r.add(
        "patreon_api_token",
        f"patreon creator access token {patreon_token()} (refresh one is in the bot db)",
        f"PATREON_CREATOR_TOKEN={patreon_token()}",
        f"patreon api (for the role sync bot)\naccess: {patreon_token()}",
        f"patreon oauth client secret\n{rnd(URLSAFE, 64)}",
    )

    r.add(
        "kofi_verification_token",
        f"ko-fi webhook verification token: {uid()}",
        f"KOFI_VERIFICATION_TOKEN={uid()}",
        f"kofi verif token\n{uid()}\n(check it matches in the payload or anyone can fake donos)",
        f'if data["verification_token"] != "{uid()}": return 403',
    )

    r.add(
        "console_pin",
        f"ps5 passcode {pin(4, WEAK)}",
        f"xbox passkey: {pin(6, WEAK)} (for store purchases so the lil bro cant buy vbucks)",
        f"switch console pin {pin(4, WEAK)}",
        f"steam deck lock pin\n{pin(6, WEAK)}",
        f"ps5 sign-in passcode -> {pin(4, WEAK)} (the 4 button one, xbox is diff)",
    )

    r.add(
        "parental_control_pin",
        f"switch parental controls pin {pin(pick(4, 6, 8), WEAK)} (for my nephew's switch, sis asked me to set it)",
        f"xbox family settings pin: {pin(4, WEAK)}",
        f"ps5 parental ctrl / system restriction passcode = {pin(4, WEAK)}",
        f"parental pin for the living room tv + switch\n{pin(4, WEAK)}",
        f"nintendo parental ctrl\npin {pin(pick(5, 6), WEAK)}",
    )

    r.add(
        "plugin_db_password",
        f"luckperms storage:\ndata:\n  address: db.acme.internal:3306\n  database: luckperms\n  username: lp\n  password: '{db_pw()}'",
        f"coreprotect config: use-mysql: true, mysql-user: coreprotect, mysql-password: {db_pw()}",
        f"jdbc:mysql://db.acme.internal:3306/plan?user=plan&password={db_pw()}&useSSL=false",
        f"mariadb for the pterodactyl panel, DB_PASSWORD={db_pw()}",
        f"mysql -u litebans -p'{db_pw()}' -h 10.10.0.5 litebans",
    )

    r.add(
        "obs_websocket_password",
        f"obs websocket: port 4455 pw {obs_pw()}",
        f"streamer.bot -> obs ws pass\n{obs_pw()}",
        f"obs-websocket server password (for the touch portal): {obs_pw()}",
        f"obsws://192.168.1.{secrets.randbelow(200) + 20}:4455/{obs_pw()}",
    )

    r.add(
        "totp_seed",
        f"otpauth://totp/Pterodactyl:admin@acme.test?secret={totp_seed()}&issuer=Pterodactyl",
        f"2fa secret for the panel admin acct (so i can add it to the new phone): {groups(totp_seed(), 4)}",
        f"cloudflare 2fa setup key\n{totp_seed()}",
        f"do acct totp seed {totp_seed()} put this in aegis",
        f"ko-fi 2fa manual entry key: {groups(totp_seed(), 4)}",
    )

    r.add(
        "github_pat",
        f"gh token for pushing the bot repo {github_token()}",
        f"git clone https://{rnd(LOWER, 7)}:{github_token()}@github.com/acme-atx/modbot.git",
        f"fine grained pat (repo: acme-atx/modbot, contents rw) {github_fine_token()}",
        f"GH_TOKEN={github_token()}",
    )

    r.add(
        "wifi_password",
        f"home wifi ssid ATX-GAMER-5G pw {wifi_pw()}",
        f"wifi for lan party: net LANPARTY_ATX pass {wifi_pw()}",
        f"WIFI:T:WPA;S:guest-net;P:{wifi_pw()};;",
        f"guest wifi\n{wifi_pw()}",
        f"router login is on the sticker, wifi key tho -> {wifi_pw()}",
    )

    r.add(
        "gate_code",
        f"apt gate code #{pin(4, WEAK)}",
        f"garage keypad {pin(4, WEAK)} then enter",
        f"storage unit on burnet rd, gate code {pin(5, WEAK)}#",
        f"alarm code at the house\n{pin(4, WEAK)}\ndisarm within 30s or adt calls lol",
    )

    r.add(
        "gmail_app_password",
        f"gmail app pw for the panel smtp: {app_password()}",
        f"MAIL_HOST=smtp.gmail.com\nMAIL_PORT=587\nMAIL_USERNAME=acmeatx.alerts@gmail.example\nMAIL_PASSWORD=\"{app_password()}\"",
        f"app password (uptime alerts) {app_password().replace(' ', '')}",
        f"google app pw\n{app_password()}\nlabel: ptero mail",
    )

    r.add(
        "streamlabs_socket_token",
        f"streamlabs socket api token: {streamlabs_token()}",
        f"STREAMLABS_SOCKET_TOKEN={streamlabs_token()}",
        f"socket token for the alert relay bot\n{streamlabs_token()}",
        f"io('https://sockets.streamlabs.com?token={streamlabs_token()}', {{transports: ['websocket']}})",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "discord_snowflakes",
        f"role ids: @mod {snowflake()} @helper {snowflake()} @patreon {snowflake()}",
        f"GUILD_ID={snowflake()}\nLOG_CHANNEL_ID={snowflake()}",
        f"banned user id {snowflake()} (alt of the raider, ban evading again smh)",
        f"msg link https://discord.com/channels/{snowflake()}/{snowflake()}/{snowflake()}",
        f"jake's discord id\n{snowflake()}",
    )

    r.add(
        "discord_invite",
        f"perm invite for the smp: discord.gg/{rnd(ALNUM, 8)}",
        f"https://discord.gg/{rnd(ALNUM, 10)} (vanity didnt work so using this)",
        f"invite code {rnd(ALNUM, 7)} expires in 7d, made a new one",
        f"partner server invite\ndiscord.com/invite/{rnd(ALNUM, 8)}",
        f"bot invite link https://discord.com/oauth2/authorize?client_id={snowflake()}&permissions=8&scope=bot%20applications.commands",
    )

    r.add(
        "discord_app_public_key",
        f"interactions endpoint verify key (PUBLIC key from dev portal, fine to share): {hexs(64)}",
        f"DISCORD_PUBLIC_KEY={hexs(64)}\nDISCORD_APP_ID={snowflake()}",
        f"app id {snowflake()} public key {hexs(64)}",
        f"nacl.verify uses the public key\n{hexs(64)}",
        f"modbot application\n  id: {snowflake()}\n  public key: {hexs(64)}",
    )

    r.add(
        "steam_ids",
        f"steamid64 {steamid64()} (the cheater from last night, vac'd now)",
        f"admins.cfg: \"STEAM_0:{pick(0, 1)}:{digits(8, lead=True)}\" \"99:z\"",
        f"my steam https://steamcommunity.com/profiles/{steamid64()}",
        f"[U:1:{digits(9, lead=True)}] kept crashing the server, banned",
        f"whitelist steamids\n{steamid64()}\n{steamid64()}\n{steamid64()}",
    )

    r.add(
        "steam_app_and_workshop_ids",
        f"rust dedi app id 258550, workshop collection {digits(10, lead=True)}",
        f"steamcmd +login anonymous +app_update 896660 validate (valheim)  build id {digits(8, lead=True)}",
        f"gmod workshop addon {digits(10, lead=True)} broke the ttt server",
        f"ark mods=\"{digits(9, lead=True)},{digits(9, lead=True)},{digits(10, lead=True)}\"",
    )

    r.add(
        "minecraft_player_uuid",
        f"ops.json uuid {uid()} name notch_atx lvl 4",
        f"banned-players: {uid()} reason xray",
        f"namemc.com/profile/{uid().replace('-', '')}",
        f"offline mode uuid vs online uuid for jake\n{uid()}\n{uid()}",
        f"/lp user {uid()} parent add vip",
    )

    r.add(
        "minecraft_world_seed",
        f"smp s3 seed {mc_seed()} (spawn in a mushroom island lol)",
        f"level-seed={mc_seed()}",
        f"seed for the hardcore world\n{mc_seed()}",
        f"chunkbase w/ seed {mc_seed()} -> stronghold at 1284 -620",
        f"/seed said [{mc_seed()}]",
    )

    r.add(
        "server_address",
        f"smp ip play.acme.test (or {test_ip()}:25565 if dns is being weird)",
        f"server-ip={test_ip()}\nserver-port=25566\nquery.port=25566",
        f"connect {test_ip()}:27015 ; password is on the discord pin",
        f"srv record _minecraft._tcp.mc.acme.test 0 5 {25565 + secrets.randbelow(20)} node2.acme.internal",
        f"bedrock geyser port 19132 udp on {test_ip()}",
    )

    r.add(
        "mod_file_hashes",
        f"sodium-fabric-0.5.8.jar sha1 {hexs(40)}",
        f"modrinth.index.json: \"sha512\": \"{hexs(128)}\"",
        f"curseforge file id {digits(7, lead=True)}, modrinth version {rnd(ALNUM, 8)}",
        f"packwiz index hash = \"{sha256()}\"",
        f"lithium jar md5 {hexs(32)} matched, so not a corrupted download",
    )

    r.add(
        "bot_repo_commits",
        f"rolled back modbot to {hexs(40)} bc the slash cmds broke",
        f"git log --oneline\n{hexs(7)} fix ticket transcripts\n{hexs(7)} bump discord.js\n{hexs(7)} add /warn",
        f"deployed {hexs(12)} to the vps at 2am, gg",
        f"gh actions run {digits(10, lead=True)} failed on commit {hexs(40)}",
        f"cherry-pick {hexs(40)} onto the stable branch",
    )

    r.add(
        "container_image_digest",
        f"ghcr.io/pterodactyl/yolks@sha256:{sha256()} (java 21)",
        f"itzg/minecraft-server@sha256:{sha256()} works, latest does not",
        f"docker pull ghcr.io/acme-atx/modbot@sha256:{sha256()}",
        f"image digest pinned in compose: sha256:{sha256()}",
    )

    r.add(
        "panel_server_ids",
        f"panel.acme.test/server/{hexs(8)} is the smp, {hexs(8)} is creative",
        f"server uuid {uid()} on node 2, allocation {test_ip()}:25565",
        f"egg id {secrets.randbelow(30) + 1}, nest {secrets.randbelow(6) + 1}, server identifier {hexs(8)}",
        f"wings volumes: /var/lib/pterodactyl/volumes/{uid()}",
        f"backup {uid()} of the skyblock server finished (4.2 gb)",
    )

    r.add(
        "twitch_client_id_public",
        f"twitch client id {twitch_oauth()} (client ID is public, secret is in bw)",
        f"Client-Id: {twitch_oauth()}\nAuthorization: Bearer $TWITCH_TOKEN",
        f"broadcaster_id {digits(9, lead=True)} , client id {twitch_oauth()}",
        f"twitch app 'acme modbot' client id\n{twitch_oauth()}",
        f"twitch extension id {twitch_oauth()} version 0.0.3",
    )

    r.add(
        "youtube_channel_video_ids",
        f"yt channel id {yt_channel()}",
        f"vod from the build contest https://www.youtube.com/watch?v={yt_video()}",
        f"youtu.be/{yt_video()}?t=312 clip of jake falling in lava",
        f"playlist PL{rnd(URLSAFE, 32)} (server trailers)",
        f"live chat id for the event: {yt_video()} , channel {yt_channel()}",
    )

    r.add(
        "cloudflare_zone_account_ids",
        f"zone id for acme.test: {hexs(32)}",
        f"CF_ZONE_ID={hexs(32)}\nCF_ACCOUNT_ID={hexs(32)}",
        f"dash.cloudflare.com/{hexs(32)}/acme.test/dns",
        f"account id {hexs(32)} (not secret, shows in every dash url)",
        f"dns record id {hexs(32)} for the mc A record",
    )

    r.add(
        "cloudflare_ray_ids",
        f"panel threw a 522, ray id {hexs(16)}-DFW",
        f"cf ray {hexs(16)}-IAH on the map site 502",
        f"Ray ID: {hexs(16)} Performance & security by Cloudflare",
        f"ray {hexs(16)}-AUS got blocked by the waf rule for /api",
    )

    r.add(
        "vps_resource_ids",
        f"droplet id {digits(9, lead=True)}, ipv6 2001:db8:{hexs(4)}:{hexs(3)}::1",
        f"snapshot mc-prod-1-{digits(10, lead=True)} (before 1.21 update)",
        f"do firewall id {uid()} attached to mc-prod-1",
        f"ssh key id {digits(8, lead=True)} fp {':'.join(secrets.token_hex(1) for _ in range(16))}",
    )

    r.add(
        "ssh_host_pubkeys_fingerprints",
        f"authorized_keys on node2:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jake@laptop",
        f"ED25519 key fingerprint is SHA256:{b64_fp()}.",
        f"known_hosts: mc-prod-1.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 80)}",
        f"my pubkey (safe to paste) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} admin@atx-pc",
        f"gpg fingerprint for signing plugin releases {groups(hexs(40).upper(), 4)}",
    )

    r.add(
        "masked_tokens",
        f"ptlc_{'*' * 39}{rnd(ALNUM, 4)} (the panel only shows this after creation)",
        f"steam api key ends in ...{rnd(HEXUP, 4)} , full one is in bitwarden",
        f"card on file for the droplets: visa ****{digits(4)}",
        f"bot token MT{'*' * 24}.******.{'*' * 30}{rnd(URLSAFE, 4)} (github secret scanning emailed me, already reset)",
        f"stream key live_{digits(9, lead=True)}_{'x' * 30} <- masked in the screenshot",
    )

    r.add(
        "secret_references",
        "env:\n  DISCORD_TOKEN: ${{ secrets.DISCORD_TOKEN }}\n  PTERO_KEY: ${{ secrets.PTERO_CLIENT_KEY }}",
        "client.login(process.env.DISCORD_TOKEN)",
        "rcon.password=${RCON_PASSWORD}  # itzg image fills it from the env",
        "bw get password 'do root mc-prod-1' | ssh-copy-id ... nah just use the key",
        "docker secret discord_token -> mounted at /run/secrets/discord_token",
    )

    r.add(
        "spent_otp_codes",
        f"discord login code {digits(6)} (used it, dead now)",
        f"steam guard code {rnd('23456789BCDFGHJKMNPQRTVWXY', 5)} - expired before i typed it lmao",
        f"twitch sent {digits(6)} for the login, already used",
        f"panel 2fa code was {digits(3)} {digits(3)} at 3:14, doesnt matter now its 30s",
        f"ko-fi email verification {digits(6)} expired, had to resend",
    )

    r.add(
        "store_order_numbers",
        f"amazon order {amazon_order()} (new ssd for the home server)",
        f"newegg order # {digits(9, lead=True)} ram upgrade",
        f"microcenter receipt {digits(12, lead=True)} , 2x 2tb nvme",
        f"humble bundle order {rnd(ALNUM, 16)} (gift keys for the giveaway already sent)",
        f"best buy order BBY01-{digits(12, lead=True)} controller for the nephew",
    )

    r.add(
        "shipping_tracking",
        f"ups {ups()} out for delivery",
        f"usps tracking\n{usps()}",
        f"fedex {digits(12, lead=True)} (the capture card)",
        f"tracking {ups()} says delivered but its not here??",
        f"merch shipment usps {usps().replace(' ', '')}",
    )

    r.add(
        "donation_receipts",
        f"ko-fi tx id {uid()} $5 from jake, gave him the supporter role",
        f"paypal transaction id {paypal_txn()} (server donation, $20)",
        f"patreon pledge {digits(9, lead=True)} tier 'netherite' $10/mo",
        f"ko-fi shop order {uid()} sticker pack",
        f"refunded paypal {paypal_txn()} bc he paid twice",
    )

    r.add(
        "version_strings",
        f"paper-1.20.4-{secrets.randbelow(400) + 100}.jar -> paper-1.21.1-{secrets.randbelow(120) + 10}.jar",
        "panel v1.11.7, wings v1.11.13, java 21.0.4+7",
        f"discord.js 14.15.3, node v20.{secrets.randbelow(15)}.1",
        f"forge 47.2.{secrets.randbelow(30)} / neoforge 21.1.{secrets.randbelow(80)}",
        f"luckperms 5.4.{secrets.randbelow(150)}  geyser build {secrets.randbelow(700) + 100}",
    )

    r.add(
        "console_serials",
        f"switch serial XKW{digits(11)} (for the warranty claim)",
        f"xbox series x serial {groups(digits(12), 4)}",
        f"steam deck serial FVAA{rnd(UPPER + DIGITS, 8)}",
        f"ps5 model CFI-1215A serial {rnd(UPPER, 1)}{digits(12)}",
    )

    r.add(
        "phone_numbers",
        f"jake cell {atx_phone()}",
        f"isp support {atx_phone()} ticket #{digits(8, lead=True)}",
        f"landlord (gate issue) {atx_phone()}",
        f"(737) 555-01{digits(2)} pizza place that delivers to the lan",
    )

    r.add(
        "bills_and_dates",
        f"do bill ${secrets.randbelow(60) + 20}.{digits(2)} due 03/01, 2 droplets + backups",
        f"cf pro renews 2025-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}, $25",
        f"patreon payout ${secrets.randbelow(300) + 50}.{digits(2)} on the 5th, minus fees",
        f"domain acme.test renews {secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}/2026, invoice INV-{digits(7, lead=True)}",
    )

    r.add(
        "device_macs",
        f"dhcp reservation for the ps5: {mac(upper=True)} -> 192.168.1.{secrets.randbelow(100) + 50}",
        f"xbox mac {mac('-', upper=True)}",
        f"home server nic {mac()} (wake on lan)",
        f"switch wifi mac {mac(upper=True)} blocked on guest net",
    )

    r.add(
        "routing_numbers",
        f"patreon payout bank routing {aba()} acct ending {digits(4)}",
        f"credit union routing # {aba()} (its on every check, not secret)",
        f"ko-fi payout to checking xxxx{digits(4)}, routing {aba()}",
        f"aba {aba()} for the direct deposit form",
    )

    r.add(
        "paste_log_links",
        f"crash log https://mclo.gs/{rnd(ALNUM, 7)}",
        f"latest.log paste: paste.acme.test/{rnd(LOWER, 10)}",
        f"jake's error https://pastebin.com/{rnd(ALNUM, 8)} (its the mod mixin thing)",
        f"sentry event {hexs(32)} for the bot crash",
    )

    r.add(
        "public_site_keys",
        f"hcaptcha sitekey for the appeal form {uid()} (the site key, public)",
        f"turnstile sitekey 0x4AAAAAAA{rnd(URLSAFE, 14)} on the whitelist page",
        f"recaptcha site key 6L{rnd(URLSAFE, 38)} (secret key is in the .env, NOT this one)",
        f"google analytics id G-{rnd(UPPER + DIGITS, 10)} on the server website",
        f"<div class=\"h-captcha\" data-sitekey=\"{uid()}\"></div>",
    )

    return r


def main() -> None:
    write_corpora("make_heldout344.py", [
        ("heldout344_credentials.yaml", credentials(), "Held-out batch 344: credentials an Austin game-server admin and Discord mod keeps (Discord, Minecraft RCON, Pterodactyl, Steam, Twitch, YouTube, Cloudflare, DigitalOcean, Patreon, Ko-fi, console PINs and more)"),
        ("heldout344_lookalikes.yaml", lookalikes(), "Held-out batch 344: a game-server admin's ids, seeds, hashes, digests, public keys, masked keys, secret references and receipts that hold no secret"),
    ])


if __name__ == "__main__":
    main()
