# ruff: noqa: E501
"""Writes heldout233_credentials.yaml and heldout233_lookalikes.yaml: held-out batch 233.

Persona: a game-server admin in Leeds who runs a Minecraft network (Velocity proxy, Paper
backends, LuckPerms on MySQL, a Tebex store) plus the odd Rust, CS2 and Valheim box on
Pterodactyl, and writes notes in English with gamer slang: RCON passwords, Discord bot
tokens, the Pterodactyl API key, the Steam Web API key, the Tebex secret, the CurseForge
key, the host's SFTP login, the Velocity forwarding secret. The look-alikes are the ids this
admin handles all day: Discord snowflakes and invites, Steam64 ids, player UUIDs, world
seeds, mod jar hashes, server addresses, Pterodactyl server ids, Tebex public tokens,
version strings and ban ids.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    b64u,
    digits,
    epoch,
    groups,
    hexs,
    openssh_private,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

HEXU = HEX.upper()
GAMER_WORDS = ["Creeper", "Enderman", "Netherite", "Redstone", "Blaze", "Wither", "Axolotl", "Ghast", "Elytra", "Shulker"]
PLAYERS = ["xX_Gaz_Xx", "LeedsLad99", "mossyb0i", "Tilly_Builds", "ChunkyKev", "n0tAlt", "PotatoPete", "Yorkie_Miner"]
HOSTS = ["mc.acme.example", "play.blockhaven.example", "node1.acme.internal", "lobby.blockhaven.test", "dedi-lds1.acme.internal"]


def snowflake() -> str:
    """A Discord snowflake: milliseconds since the Discord epoch, shifted, plus worker bits."""
    ms = epoch() * 1000 + secrets.randbelow(1000) - 1_420_070_400_000
    return str((ms << 22) | secrets.randbelow(1 << 22))


def steam64() -> str:
    return str(76561197960265728 + 10_000_000 + secrets.randbelow(1_600_000_000))


def gamer_pw() -> str:
    """A password a gamer picks, or one a generator made."""
    return pick(
        f"{secrets.choice(GAMER_WORDS)}{secrets.choice(GAMER_WORDS)}{digits(3)}!",
        f"{secrets.choice(GAMER_WORDS).lower()}_{digits(4)}_{rnd(LOWER, 3)}",
        rnd(ALNUM, 18),
        pw(),
    )


def discord_token() -> str:
    return f"{b64u(snowflake().encode())}.G{rnd(URLSAFE, 5)}.{rnd(URLSAFE, 38)}"


def ptero_key(kind: str = "c") -> str:
    return f"ptl{kind}_{rnd(ALNUM, 43)}"


def steam_key() -> str:
    return rnd(HEXU, 32)


def curseforge_key() -> str:
    return "$2a$10$" + rnd(ALNUM + "./", 53)


def host() -> str:
    return secrets.choice(HOSTS)


def doc_ip() -> str:
    return f"{pick('192.0.2', '198.51.100', '203.0.113')}.{secrets.randbelow(250) + 2}"


def seed() -> str:
    return str(secrets.randbelow(1 << 64) - (1 << 63))


def short_id() -> str:
    return hexs(8)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "minecraft_rcon_password",
        f"rcon pw for survival: {gamer_pw()}",
        f"mcrcon -H {host()} -P 25575 -p '{gamer_pw()}' \"whitelist add {secrets.choice(PLAYERS)}\"  <- save this cmd",
        f"remember the RCON password for the creative server is {gamer_pw()} (port 25576)",
        f"rcon creds, skyblock box\nhost {doc_ip()}:25575\npass {rnd(ALNUM, 24)}",
        f"new rcon pass after the grief lol: {gamer_pw()} — dont give it to the mods this time",
    )
    r.add(
        "server_properties_rcon_password",
        f"server.properties for lobby:\nenable-rcon=true\nrcon.port=25575\nrcon.password={gamer_pw()}\nbroadcast-rcon-to-ops=false",
        f"rcon.password={rnd(ALNUM, 20)}",
        f"set rcon.password={gamer_pw()} in the modded pack's server.properties, restart after",
        f"# survival-2 server.properties\nonline-mode=true\nenable-rcon=true\nrcon.password={rnd(ALNUM + '!#%', 16)}\nmax-players=60",
    )
    r.add(
        "rcon_env_password",
        f"docker itzg env: RCON_PASSWORD={gamer_pw()}",
        f"environment:\n  EULA: \"TRUE\"\n  TYPE: PAPER\n  ENABLE_RCON: \"true\"\n  RCON_PASSWORD: \"{rnd(ALNUM, 22)}\"",
        f"rcon-cli --host {host()} --port 25575 --password {rnd(ALNUM, 16)} list",
        f"rcon for the modded box is {rnd(ALNUM, 14)}, panel startup var RCON_PASS",
    )
    r.add(
        "discord_bot_token",
        f"bot token for the ticket bot: {discord_token()}",
        f"DISCORD_TOKEN={discord_token()}",
        f"whitelist bot tokn (typo'd the var name, its DISCROD_TOKEN in .env lol) {discord_token()}",
        f"config.json for DiscordSRV:\nBotToken: \"{discord_token()}\"\nChannels: {{\"global\": \"{snowflake()}\"}}",
        f"reset the bot token after Kev leaked a screenshot, new one {discord_token()}",
        f"{discord_token()}\n^ that's the music bot, keep it safe",
    )
    r.add(
        "discord_webhook_url",
        f"staff-log webhook: https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}",
        f"server status webhook url (uptime pings go here) https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}",
        f"webhook-url: \"https://discordapp.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}\"  # tebex purchase alerts",
        f"curl -H 'Content-Type: application/json' -d '{{\"content\":\"server restarting in 5\"}}' https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}",
    )
    r.add(
        "discord_client_secret",
        f"discord oauth for the website login: client id {snowflake()}, client secret {rnd(URLSAFE, 32)}",
        f"DISCORD_CLIENT_SECRET={rnd(URLSAFE, 32)}",
        f"linking plugin oauth2 -> secret: {rnd(URLSAFE, 32)} (regen'd 3rd march)",
        f"client_id: \"{snowflake()}\"\nclient_secret: \"{rnd(URLSAFE, 32)}\"\nredirect: https://blockhaven.example/auth/discord",
    )
    r.add(
        "discord_backup_codes",
        "discord 2fa backup codes (main acc, owner of the guild):\n" + "\n".join(f"{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}" for _ in range(10)),
        "backup codes for the server owner discord: " + ", ".join(rnd(LOWER + DIGITS, 8) for _ in range(8)),
        f"used one discord backup code today, left: {rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)} {rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)} {rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}",
        "bot owner alt acc discord recovery:\n" + "  ".join(rnd(LOWER + DIGITS, 8) for _ in range(6)),
    )
    r.add(
        "pterodactyl_client_api_key",
        f"ptero api key (client, for the restart script): {ptero_key()}",
        f"curl -H \"Authorization: Bearer {ptero_key()}\" -H 'Accept: application/json' https://panel.acme.example/api/client/servers/{short_id()}/power -d '{{\"signal\":\"restart\"}}'",
        f"PTERO_KEY={ptero_key()}\nPTERO_URL=https://panel.acme.example",
        f"pterodactyl key for the discord bot's /status cmd {ptero_key()} — read-only-ish but still dont share",
        f"{ptero_key()}",
    )
    r.add(
        "pterodactyl_application_api_key",
        f"APPLICATION api key (admin, can make servers!!) {ptero_key('a')}",
        f"billing module wants the ptla key: {ptero_key('a')}",
        f"panel: https://panel.blockhaven.example\napp key: {ptero_key('a')}\nuse for WHMCS only",
        f"export PTERODACTYL_APP_KEY='{ptero_key('a')}'",
    )
    r.add(
        "pterodactyl_wings_token",
        f"wings config.yml on node2:\nuuid: {uid()}\ntoken_id: {rnd(ALNUM, 16)}\ntoken: {rnd(ALNUM, 64)}\napi:\n  host: 0.0.0.0\n  port: 8080",
        f"wings token for dedi-lds1 (if i reinstall): token_id {rnd(ALNUM, 16)} token {rnd(ALNUM, 64)}",
        f"token_id: {rnd(ALNUM, 16)}\ntoken: {rnd(ALNUM, 64)}",
    )
    r.add(
        "pterodactyl_app_key",
        f"panel .env backup, DONT lose this or all the encrypted stuff dies: APP_KEY=base64:{b64(secrets.token_bytes(32))}",
        f"APP_KEY=base64:{b64(secrets.token_bytes(32))}\nDB_PASSWORD={rnd(ALNUM, 24)}",
        f"ptero panel app key: base64:{b64(secrets.token_bytes(32))}",
        f"pterodactyl mysql user 'pterodactyl'@'127.0.0.1' pw {rnd(ALNUM, 20)}",
    )
    r.add(
        "steam_web_api_key",
        f"steam web api key (for the steam linking on the site): {steam_key()}",
        f"STEAM_API_KEY={steam_key()}",
        f"https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={steam_key()}&steamids={steam64()}",
        f"steam key for the rust plugins (BetterChat, Steam groups check) -> {steam_key()}",
        f"Steam API Key: {steam_key()}  domain registered: blockhaven.example",
    )
    r.add(
        "steam_gslt_token",
        f"CS2 GSLT: +sv_setsteamaccount {steam_key()}",
        f"game server login token for the csgo retakes box {steam_key()} (app 730)",
        f"STEAM_ACCOUNT={steam_key()}  # GSLT, tied to my steam acc so dont leak",
        f"./cs2 -dedicated +map de_mirage +sv_setsteamaccount {steam_key()} +game_type 0 +game_mode 1",
    )
    r.add(
        "tebex_secret_key",
        f"tebex secret key for /tebex secret on survival: {hexs(40)}",
        f"tebex secret {hexs(40)}",
        f"ran `tebex secret {hexs(40)}` in console, store linked gg",
        f"Tebex plugin config.yml:\nsecret: \"{hexs(40)}\"\nbuycommand: true",
        f"X-Tebex-Secret: {hexs(40)}  <- for the plugin api calls from the site",
    )
    r.add(
        "luckperms_mysql_password",
        f"LuckPerms config.yml\nstorage-method: MySQL\ndata:\n  address: db.acme.internal:3306\n  database: luckperms\n  username: luckperms\n  password: '{gamer_pw()}'",
        f"luckperms db pw: {rnd(ALNUM, 20)}",
        f"mysql -u luckperms -p'{rnd(ALNUM, 18)}' -h 10.0.0.12 luckperms",
        f"LP mysql user luckperms / {gamer_pw()} (same on all backends, change it sometime innit)",
        f"CREATE USER 'luckperms'@'10.0.%' IDENTIFIED BY '{rnd(ALNUM, 22)}';",
        f"jdbc:mysql://db.acme.internal:3306/luckperms?user=luckperms&password={rnd(ALNUM, 20)}",
    )
    r.add(
        "plugin_db_connection_string",
        f"litebans sql: mysql://litebans:{rnd(ALNUM, 18)}@db.acme.internal:3306/litebans",
        f"CoreProtect mysql\nmysql-host: 127.0.0.1\nmysql-database: coreprotect\nmysql-username: coreprotect\nmysql-password: {gamer_pw()}",
        f"Plan web stats db -> mariadb://plan:{rnd(ALNUM, 16)}@10.0.0.12:3306/plan",
        f"mongodb://economy:{rnd(ALNUM, 24)}@mongo.acme.internal:27017/eco?authSource=admin",
    )
    r.add(
        "curseforge_api_key",
        f"curseforge api key (for the modpack auto updater): {curseforge_key()}",
        f"CF_API_KEY='{curseforge_key()}'",
        f"itzg AUTO_CURSEFORGE needs CF_API_KEY={curseforge_key()} — escape the $ with $$ in compose!!",
        f"x-api-key: {curseforge_key()}",
        f"cf key {curseforge_key()}",
    )
    r.add(
        "modrinth_pat",
        f"modrinth PAT for uploading our plugin builds: mrp_{rnd(ALNUM, 60)}",
        f"MODRINTH_TOKEN=mrp_{rnd(ALNUM, 60)}",
        f"gradle.properties\nmodrinthToken=mrp_{rnd(ALNUM, 60)}",
        f"minotaur upload key -> mrp_{rnd(ALNUM, 60)} (scopes: create version only)",
    )
    r.add(
        "host_sftp_login",
        f"sftp for survival: sftp://{rnd(LOWER, 6)}.{short_id()}@node1.acme.example:2022 pw {gamer_pw()}",
        f"host sftp login\nhost: node2.blockhaven.example\nport: 2022\nuser: gaz.{short_id()}\npass: {rnd(ALNUM, 16)}",
        f"filezilla: sftp://lds-admin@{doc_ip()}:22  password {gamer_pw()}",
        f"sftp creds from the host's welcome email (change it ffs): username mc{digits(5)} / password {rnd(ALNUM, 12)}",
        f"sshpass -p '{rnd(ALNUM, 16)}' sftp -P 2022 builder.{short_id()}@node1.acme.internal",
        f"WinSCP saved session -> user kev.{short_id()} pass {gamer_pw()} host {host()}:2022",
    )
    r.add(
        "velocity_forwarding_secret",
        f"velocity forwarding.secret = {rnd(ALNUM, 12)} (copy into paper-global.yml velocity.secret on every backend)",
        f"paper-global.yml\nproxies:\n  velocity:\n    enabled: true\n    online-mode: true\n    secret: '{rnd(ALNUM, 12)}'",
        f"forwarding secret {rnd(ALNUM, 12)}",
        f"echo -n '{rnd(ALNUM, 12)}' > /srv/velocity/forwarding.secret",
        f"new velocity secret after someone got in via a bungee exploit: {rnd(ALNUM, 24)}",
    )
    r.add(
        "bungeeguard_token",
        f"bungeeguard token (old bungee setup still on the minigames side): {rnd(ALNUM, 64)}",
        f"BungeeGuard config.yml\nallowed-tokens:\n  - \"{rnd(ALNUM, 64)}\"",
        f"token for bungeeguard on hub: {rnd(ALNUM, 64)}",
        f"bungeeguard tokn (minigames) = {rnd(ALNUM, 64)} // same on all 3 spigot servers",
    )
    r.add(
        "votifier_token",
        f"NuVotifier token for minecraft-server-list: {rnd(LOWER + DIGITS, 26)}",
        f"votifier v2 tokens:\n  default: {rnd(LOWER + DIGITS, 26)}",
        f"planetminecraft vote token {rnd(LOWER + DIGITS, 26)} port 8192",
        f"tokens:\n  default: {rnd(LOWER + DIGITS, 26)}\n  minecraftmp: {rnd(LOWER + DIGITS, 26)}",
    )
    r.add(
        "votifier_rsa_private_key",
        "votifier rsa/private.key (old v1 sites need it):\n" + b64(bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8") + secrets.token_bytes(1192)),
        "private.key from plugins/Votifier/rsa\n" + b64(bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7") + secrets.token_bytes(1191)),
        "votifier key converted to PEM for the website's v1 sender:\n-----BEGIN PRIVATE KEY-----\n" + groups(b64(bytes.fromhex("308204bf020100300d06092a864886f70d0101010500048204a9") + secrets.token_bytes(1193)), 64, "\n") + "\n-----END PRIVATE KEY-----",
    )
    r.add(
        "dedi_ssh_private_key",
        f"ssh key for the hetzner dedi (root@dedi-lds1.acme.internal):\n{openssh_private()}",
        f"{openssh_private()}\nthat's the deploy key for the plugins repo",
        f"id_ed25519 for backups box, paste into ~/.ssh on the new laptop\n{openssh_private()}",
    )
    r.add(
        "dedi_root_password",
        f"dedi root pw: {rnd(ALNUM + '!#%&*', 20)}",
        f"root@{doc_ip()} password {gamer_pw()} (rescue system, reset tomorrow)",
        f"Hetzner robot login gaz-lds / {gamer_pw()}",
        f"ovh vps root: {rnd(ALNUM, 14)}  ipmi pw {rnd(ALNUM, 12)}",
        f"panel admin (ptero) login admin@blockhaven.example / {gamer_pw()}",
    )
    r.add(
        "redis_password",
        f"redis for cross-server chat (RedisBungee/Velocity): requirepass {rnd(ALNUM, 32)}",
        f"redis:\n  host: 10.0.0.13\n  port: 6379\n  password: \"{rnd(ALNUM, 28)}\"",
        f"redis-cli -h redis.acme.internal -a '{rnd(ALNUM, 24)}' ping",
        f"REDIS_URL=redis://default:{rnd(ALNUM, 24)}@redis.acme.internal:6379/0",
    )
    r.add(
        "backblaze_b2_key",
        f"b2 for world backups: keyID 005{hexs(22)} appKey K005{rnd(ALNUM, 27)}",
        f"B2_ACCOUNT_ID=005{hexs(22)}\nB2_ACCOUNT_KEY=K005{rnd(ALNUM, 27)}",
        f"restic repo b2:mc-backups:/survival  password {gamer_pw()}",
        f"rclone b2 remote: account 005{hexs(22)} key K005{rnd(ALNUM, 27)}",
    )
    r.add(
        "github_token",
        f"gh token for the CI that builds our fork: ghp_{rnd(ALNUM, 36)}",
        f"GITHUB_TOKEN=github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://gaz:ghp_{rnd(ALNUM, 36)}@github.com/blockhaven/private-plugins.git",
        f"maven repo creds (github packages)\nusername: gaz-lds\npassword: ghp_{rnd(ALNUM, 36)}",
    )
    r.add(
        "twitch_client_secret",
        f"twitch app for the stream-alerts plugin: client id {rnd(LOWER + DIGITS, 30)}, secret {rnd(LOWER + DIGITS, 30)}",
        f"TWITCH_CLIENT_SECRET={rnd(LOWER + DIGITS, 30)}",
        f"twitch oauth token for the bot acc: oauth:{rnd(LOWER + DIGITS, 30)}",
        f"twitch eventsub secret {rnd(ALNUM, 32)} + app secret {rnd(LOWER + DIGITS, 30)}",
    )
    r.add(
        "cloudflare_api_token",
        f"cloudflare token (DNS edit for blockhaven.example, used by the SRV updater): {rnd(URLSAFE, 40)}",
        f"CF_DNS_API_TOKEN={rnd(URLSAFE, 40)}",
        f"dns_cloudflare_api_token = {rnd(URLSAFE, 40)}",
        f"curl -H 'Authorization: Bearer {rnd(URLSAFE, 40)}' https://api.cloudflare.com/client/v4/zones",
    )
    r.add(
        "game_server_password",
        f"valheim: -name \"Leeds Vikings\" -port 2456 -world Dedicated -password \"{rnd(LOWER, 5)}{digits(3)}\"  (friends only)",
        f"rust server.cfg\nrcon.port 28016\nrcon.password \"{rnd(ALNUM, 20)}\"\nrcon.web 1",
        f"cs2 server.cfg: rcon_password \"{gamer_pw()}\" sv_password \"{rnd(LOWER, 6)}\"",
        f"ARK cluster admin pw (ServerAdminPassword) {rnd(ALNUM, 14)}",
        f"pal world AdminPassword=\"{gamer_pw()}\" ServerPassword=\"{rnd(LOWER, 4)}{digits(2)}\"",
    )
    r.add(
        "web_panel_login",
        f"dynmap web login for staff: staff / {gamer_pw()}",
        f"Plan webserver user 'gaz' pw {rnd(ALNUM, 14)} (role admin)",
        f"bluemap + phpmyadmin login -> root : {rnd(ALNUM, 16)} @ https://pma.acme.internal",
        f"crafty controller admin login: admin / {rnd(ALNUM, 18)}",
    )
    r.add(
        "minecraft_account_password",
        f"alt acc for afk testing: testalt@blockhaven.example pw {gamer_pw()}",
        f"bot account (the one that sits in spawn for the statue) mojang/ms login: lobbybot@acme.example / {gamer_pw()}",
        f"microsoft acc for the server owner mc: {secrets.choice(PLAYERS)}@acme.example — pass {rnd(ALNUM + '!#', 14)}",
        f"shared 'BlockHavenBuild' acc for the build team, pw {gamer_pw()} — dont change it without telling Tilly",
    )
    r.add(
        "store_admin_login",
        f"tebex creator panel login gaz@blockhaven.example / {gamer_pw()} (2fa on my phone)",
        f"paypal for the store payouts: payouts@blockhaven.example pw {rnd(ALNUM + '!#%', 16)}",
        f"tebex webhook secret (for the site to verify payments): {hexs(32)}",
        f"namemc / server list admin login: blockhaven / {gamer_pw()}",
    )
    r.add(
        "openai_api_key",
        f"AI chat bot in #ask-the-villager uses openai key sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
        f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
        f"old openai key for the faq bot (still works i think) sk-{rnd(ALNUM, 20)}T3BlbkFJ{rnd(ALNUM, 20)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "discord_user_id",
        f"Kev's discord id is {snowflake()} (for the /staff cmd perms)",
        f"add {snowflake()} to the bot's owner list, that's me",
        f"discord id of the guy who keeps spamming tickets: {snowflake()} — ban him on sight",
        f"user ids allowed to use !restart: {snowflake()}, {snowflake()}, {snowflake()}",
        f"<@{snowflake()}> = Tilly (head builder)",
    )
    r.add(
        "discord_guild_channel_id",
        f"guild id {snowflake()}\n#server-status channel {snowflake()}\n#staff-logs {snowflake()}",
        f"DiscordSRV Channels: {{\"global\": \"{snowflake()}\", \"staff\": \"{snowflake()}\"}}",
        f"DISCORD_GUILD_ID={snowflake()}",
        f"role id for 'Member' (auto-given on link): {snowflake()}",
        f"https://discord.com/channels/{snowflake()}/{snowflake()}/{snowflake()}  <- message with the rules, pin it",
    )
    r.add(
        "discord_invite_code",
        f"invite link for the server list: https://discord.gg/{rnd(ALNUM, 8)}",
        f"discord.gg/{rnd(ALNUM, 7)} (never expires, put in the MOTD)",
        f"old invite {rnd(ALNUM, 8)} got revoked, new one discord.gg/{rnd(ALNUM, 10)}",
        f"vanity url is discord.gg/blockhaven but the backup invite code is {rnd(ALNUM, 8)}",
        f"tab list footer: &bdiscord.gg/{rnd(ALNUM, 8)}",
    )
    r.add(
        "discord_application_id",
        f"bot application id (aka client id) {snowflake()} — needed for the invite link, not secret",
        f"invite the bot: https://discord.com/oauth2/authorize?client_id={snowflake()}&permissions=8&scope=bot%20applications.commands",
        f"Discord app PUBLIC key (for interactions endpoint verify, it's literally called public): {hexs(64)}",
        f"bot perms integer 274878032960, app id {snowflake()}",
        f"slash cmd id {snowflake()} for /link, registered globally to app {snowflake()}",
    )
    r.add(
        "steam64_id",
        f"my steam64 {steam64()} — add to rust owners",
        f"ownerid {steam64()} \"Gaz\" \"main admin\"",
        f"https://steamcommunity.com/profiles/{steam64()} — that's the cheater from last night, vac'd now",
        f"admins for cs2 (admins_simple.ini):\n\"{steam64()}\" \"99:z\"\n\"{steam64()}\" \"50:bcdefg\"",
        f"steamid {steam64()} / STEAM_0:{secrets.randbelow(2)}:{secrets.randbelow(10**8)}",
    )
    r.add(
        "minecraft_player_uuid",
        f"{secrets.choice(PLAYERS)} uuid {uid()}",
        f"whitelist.json entry:\n{{\"uuid\": \"{uid()}\", \"name\": \"{secrets.choice(PLAYERS)}\"}}",
        f"/lp user {uid()} parent set builder",
        f"player data file to restore: world/playerdata/{uid()}.dat",
        f"ops.json: {{\"uuid\":\"{uid()}\",\"name\":\"{secrets.choice(PLAYERS)}\",\"level\":4,\"bypassesPlayerLimit\":false}}",
        f"undashed uuid from the api: {uid().replace('-', '')} ({secrets.choice(PLAYERS)})",
    )
    r.add(
        "world_seed",
        f"survival world seed {seed()} — spawns next to a village, proper mint",
        f"level-seed={seed()}",
        f"seed for the new SMP season: {seed()} (mushroom island at ~2k)",
        f"/seed -> Seed: [{seed()}]",
        f"skyblock void world, seed doesnt matter but its {seed()}",
    )
    r.add(
        "mod_jar_hash",
        f"sodium-fabric-0.5.11.jar sha1 {hexs(40)} — check it matches modrinth before adding",
        f"modpack manifest: \"hashes\": {{\"sha1\": \"{hexs(40)}\", \"sha512\": \"{hexs(128)}\"}}",
        f"sha1sum LuckPerms-Bukkit-5.4.131.jar\n{hexs(40)}  LuckPerms-Bukkit-5.4.131.jar",
        f"dodgy jar someone DM'd me, sha1 {hexs(40)}, flagged by virustotal, DONT install",
        f"Paper build hash (sha256) {hexs(64)}",
    )
    r.add(
        "server_address",
        f"play.blockhaven.example:25565 ({doc_ip()}), query port 25565",
        f"survival backend {doc_ip()}:25566, creative {doc_ip()}:25567, hub 127.0.0.1:25568",
        f"SRV: _minecraft._tcp.blockhaven.example 0 5 {25565 + secrets.randbelow(20)} node1.acme.example",
        f"rust: client.connect {doc_ip()}:28015",
        f"velocity.toml [servers]\nlobby = \"10.0.0.{secrets.randbelow(200) + 20}:25565\"\nsurvival = \"10.0.0.{secrets.randbelow(200) + 20}:25565\"\ntry = [\"lobby\"]",
    )
    r.add(
        "pterodactyl_server_id",
        f"panel link for survival: https://panel.acme.example/server/{short_id()}",
        f"ptero server uuid {uid()} (short id {short_id()}) on node dedi-lds1",
        f"the rust server is {short_id()} in the panel, cs2 is {short_id()}",
        f"/var/lib/pterodactyl/volumes/{uid()}/world  <- where the world actually lives",
        f"allocation id {secrets.randbelow(900) + 100}, egg id {secrets.randbelow(30) + 1}, server {short_id()}",
    )
    r.add(
        "tebex_public_token",
        f"tebex headless PUBLIC token (webstore identifier, goes in the site JS, fine to be public): {rnd(LOWER + DIGITS, 4)}-{hexs(40)}",
        f"store identifier for the tebex.js checkout: {rnd(LOWER + DIGITS, 4)}-{hexs(40)} — public one, the secret is in the plugin config not here",
        f"NEXT_PUBLIC_TEBEX_TOKEN={rnd(LOWER + DIGITS, 4)}-{hexs(40)}",
        f"tebex store id {digits(7, lead=True)}, public token {rnd(LOWER + DIGITS, 4)}-{hexs(40)}",
        f"headless api: GET /api/accounts/{rnd(LOWER + DIGITS, 4)}-{hexs(40)}/categories (that's the public token in the url, no auth needed)",
    )
    r.add(
        "tebex_transaction_id",
        f"refund asked for tbx-{digits(8)}a{digits(5)}-{hexs(6)} (VIP rank, chargeback risk)",
        f"tebex payment tbx-{digits(12)}-{hexs(6)} didn't deliver the kit, rerun cmd queue",
        f"paypal txn id {rnd(UPPER + DIGITS, 17)} matches tebex order tbx-{digits(13)}-{hexs(6)}",
        f"tebex basket ident {uid()} stuck in pending",
        f"chargeback on tbx-{digits(13)}-{hexs(6)}, banned the buyer's uuid {uid()}",
    )
    r.add(
        "minecraft_version_string",
        f"Paper 1.21.1 build #{secrets.randbelow(130) + 1}, Velocity 3.3.0-SNAPSHOT (git-{hexs(8)}-b{secrets.randbelow(400) + 1})",
        f"modpack: NeoForge 21.1.{secrets.randbelow(90) + 1}, mc 1.21.1, fabric loader 0.16.{secrets.randbelow(10)} on the other one",
        f"This server is running Paper version 1.20.4-{secrets.randbelow(500) + 1}-master@{hexs(7)} (MC: 1.20.4)",
        f"protocol version 767 = 1.21/1.21.1; ViaVersion {secrets.randbelow(3) + 4}.{secrets.randbelow(3)}.{secrets.randbelow(5)} lets 1.8 kids in",
        f"Rust server version 2{secrets.randbelow(600) + 400}, Oxide 2.0.{secrets.randbelow(9000) + 1000}; CS2 build {digits(5, lead=True)}",
    )
    r.add(
        "ban_id",
        f"LiteBans ban #{digits(5, lead=True)} on {secrets.choice(PLAYERS)} — appeal denied",
        f"ban id {rnd(UPPER + DIGITS, 8)} (AdvancedBan), reason x-ray, perm",
        f"/litebans info {digits(4, lead=True)}\n/unban {secrets.choice(PLAYERS)} -s",
        f"appeal form ref BAN-{rnd(UPPER + DIGITS, 6)}, ticket #{digits(4, lead=True)}",
        f"rust ban: banid {steam64()} \"aimbot\" (battlemetrics ban {digits(8, lead=True)})",
    )
    r.add(
        "rcon_settings",
        "rcon.port=25575\nenable-rcon=true\nbroadcast-rcon-to-ops=false\n(password set separately, see vault)",
        "rcon on 25575 is firewalled to 10.0.0.0/24 only, ufw allow from 10.0.0.0/24 to any port 25575",
        "rcon password length min 16 chars, no reuse from the panel password, rotate every season",
        "RCON_PASSWORD_FILE=/run/secrets/rcon_pass  (itzg reads the file, no pw in the compose)",
        "enable-rcon=false on lobby, no need for it there",
    )
    r.add(
        "password_rotation_talk",
        "rotated ALL the rcon passwords after Dave stepped down as admin, new ones in bitwarden under 'mc-prod'",
        "reminder: change the luckperms db pw next maintenance window (sun 3am), update all 4 backends config at the same time or perms break",
        "the host said our sftp password was weak lol, changed it, it's in the safe doc not here",
        "bot token got reset by discord cos it leaked on github, remember to update the .env on the vps (not the repo!!)",
        "pterodactyl key expires? no, but delete the old one from Account > API Credentials after the bot migrates",
    )
    r.add(
        "secret_reference",
        "GitHub Actions deploy: token: ${{ secrets.PTERO_API_KEY }}, webhook: ${{ secrets.DISCORD_WEBHOOK }}",
        "bot reads process.env.DISCORD_TOKEN, set it in the ptero startup vars not in the code",
        "velocity: forwarding-secret-file = \"forwarding.secret\"  (the file itself isn't in git)",
        "vault kv get secret/minecraft/luckperms -> password lives there",
        "tebex secret = see 1Password item 'Tebex - Survival', steam api key same vault 'Steam Web API'",
    )
    r.add(
        "masked_token",
        f"ptero key ending ...{rnd(ALNUM, 4)} is the one for the bot, the ...{rnd(ALNUM, 4)} one can be deleted",
        f"panel shows the key as ptlc_{rnd(ALNUM, 4)}••••••••••••• (only first chars shown, fine)",
        "discord token in logs was redacted: MTE*****.*****.***** good",
        f"steam key: ****************************{rnd(HEXU, 4)} (registered to blockhaven.example)",
        "rcon.password=******** (console hides it in /paper dumps)",
    )
    r.add(
        "velocity_config",
        "velocity.toml\nbind = \"0.0.0.0:25577\"\nonline-mode = true\nplayer-info-forwarding-mode = \"modern\"\nforwarding-secret-file = \"forwarding.secret\"",
        "paper-global.yml: proxies.velocity.enabled: true, online-mode: true — secret copied from proxy, dont paste it in discord",
        f"velocity config-version = \"2.7\", motd = \"<#{hexs(6)}>BlockHaven <gray>| Leeds\"",
        "announce-forge = false, kick-existing-players = true, ping-passthrough = \"DISABLED\"",
        "velocity.toml [advanced] compression-threshold = 256, login-ratelimit = 3000, connection-timeout = 5000",
    )
    r.add(
        "git_commit_hash",
        f"our fork of the rankup plugin is at commit {hexs(40)}, build that not main",
        f"deploy rolled back to {hexs(7)}, the {hexs(7)} build duped items",
        f"git cherry-pick {hexs(40)}",
        f"CI build #{secrets.randbelow(900) + 100} from {hexs(12)} passed, jar is on the nexus",
        f"plugin jar MANIFEST Implementation-Version: 2.3.1-{hexs(7)}",
    )
    r.add(
        "docker_image_digest",
        f"pinned itzg/minecraft-server@sha256:{hexs(64)} cos latest broke forge",
        f"container id {hexs(12)} is the old rust one, docker rm it",
        f"ghcr.io/pterodactyl/yolks:java_21@sha256:{hexs(64)}",
        f"docker ps: {hexs(12)}   itzg/mc-proxy   \"/usr/bin/run-bungeecord\"   Up 3 days   0.0.0.0:25577->25577/tcp",
        f"ptero egg image ghcr.io/pterodactyl/games:source, layer {hexs(12)} pulled fine",
    )
    r.add(
        "paste_and_profiler_link",
        f"crash log: https://mclo.gs/{rnd(ALNUM, 7)} (NPE in the shop plugin)",
        f"spark profiler from the lag spike https://spark.lucko.me/{rnd(ALNUM, 10)}",
        f"timings v2 (old) https://timings.aikar.co/?id={hexs(32)}",
        f"paste.gg/p/anonymous/{hexs(32)} — config for the support ticket",
        f"luckperms /lp verbose upload -> https://bytebin.lucko.me/{rnd(ALNUM, 10)} (just the perm checks, nothing sensitive)",
    )
    r.add(
        "resource_pack_hash",
        f"server.properties\nresource-pack=https://cdn.blockhaven.example/pack-v7.zip\nresource-pack-sha1={hexs(40)}\nrequire-resource-pack=true",
        f"resource-pack-sha1={hexs(40)}  (regen every time the pack changes or ppl get the old one)",
        f"pack id {uid()} for the itemsadder pack",
        f"resource pack md5 {hexs(32)}, size 48MB, host on the cdn not discord",
    )
    r.add(
        "ssh_public_key",
        f"add to dedi authorized_keys (Tilly's laptop): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tilly@laptop",
        f"host key fingerprint for node1 (check on first connect): SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} gaz@lds-desktop  <- public half, fine to give to the host",
        f"ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}. Are you sure you want to continue connecting (yes/no)?",
        f"known_hosts line to pre-seed on the CI runner: node1.acme.internal ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
    )
    r.add(
        "host_support_ticket",
        f"host ticket #ACME-{digits(6, lead=True)} re: node1 packet loss",
        f"invoice {rnd(UPPER, 3)}-{digits(8)} paid, dedi renews on the 14th",
        f"order number {digits(9, lead=True)} for the extra 32gb ram",
        f"hetzner support request ID {uid()}",
        f"tracking no. for the new ssd: {rnd(UPPER, 2)}{digits(9)}GB",
    )
    r.add(
        "steam_workshop_id",
        f"rust map workshop id {digits(10, lead=True)} (custom map for wipe day)",
        f"gmod collection https://steamcommunity.com/sharedfiles/filedetails/?id={digits(10, lead=True)}",
        f"ark mods: ActiveMods={','.join(digits(9, lead=True) for _ in range(4))}",
        f"steam app ids: rust 252490, ark 376030, cs2 730, valheim server 896660; depot manifest {digits(19, lead=True)}",
        f"workshop item {digits(10, lead=True)} updated, server needs +workshop_download_item 4000 {digits(10, lead=True)}",
    )
    r.add(
        "backup_settings",
        f"backups: restic snapshot {hexs(8)} from last night is the good one, before the dupe glitch",
        "b2 bucket mc-backups, lifecycle keep 14 days, encryption key in bitwarden (not here)",
        f"backup cron 0 4 * * * /opt/scripts/backup.sh, last job id {digits(6, lead=True)}",
        f"world backup 2024-06-02_0400_survival.tar.zst sha256 {hexs(64)}",
    )
    r.add(
        "plugin_config_settings",
        "LuckPerms: storage-method: MySQL, pool-settings.maximum-pool-size: 10, connection-timeout: 5000, password is in the env file",
        "votifier: port 8192, token for each site lives in config (dont copy here), debug false",
        "tebex: check interval 120s, buycraft cmd queue auto-run on join",
        f"DiscordSRV: ChannelTopicUpdaterRateInMinutes: 10, DiscordConsoleChannelLevels: [info, warn, error], invite: {rnd(ALNUM, 8)}",
    )
    r.add(
        "session_and_request_ids",
        f"mojang auth outage, error ref {uid()}",
        f"cloudflare ray id {hexs(16)}-LHR when the site 502'd",
        f"ptero activity log event {uid()} — Kev ran 'kill' not 'stop' smh",
        f"discord interaction id {snowflake()} failed (Unknown interaction)",
    )
    r.add(
        "minecraft_skin_texture",
        f"statue skin: http://textures.minecraft.net/texture/{hexs(64)}",
        "head for the /warp menu, texture value: " + b64(('{"textures":{"SKIN":{"url":"http://textures.minecraft.net/texture/' + hexs(64) + '"}}}').encode()),
        f"/give @p player_head[profile={{id:[I;{secrets.randbelow(1 << 31)},{secrets.randbelow(1 << 31)},-{secrets.randbelow(1 << 31)},{secrets.randbelow(1 << 31)}]}}] 1",
        f"cape id {uid()} for the event winners (cosmetics plugin)",
    )
    r.add(
        "jvm_and_perf_settings",
        "aikar flags: -Xms10G -Xmx10G -XX:+UseG1GC -XX:G1HeapRegionSize=8M -XX:MaxGCPauseMillis=200 -Dusing.aikars.flags=https://mcflags.emc.gs",
        f"tps 19.{secrets.randbelow(10)} mspt {secrets.randbelow(40) + 10}, view-distance 8, simulation-distance 6, entity cap 80",
        "token bucket for chat: 5 msgs / 3s, secret-word filter on, password-reset cmd disabled for non-staff",
        f"spark heap summary {hexs(8)}: 6.2GB used of 10GB, G1 old gen fine",
    )
    return r


def main() -> None:
    write_corpora("make_heldout233.py", [
        ("heldout233_credentials.yaml", credentials(), "Held-out batch 233: a Leeds game-server admin's notes that each hold a live secret (RCON, Discord, Pterodactyl, Steam, Tebex, MySQL, SFTP, Velocity)"),
        ("heldout233_lookalikes.yaml", lookalikes(), "Held-out batch 233: the same admin's notes with random-looking ids but no secret (snowflakes, Steam64 ids, UUIDs, seeds, hashes, public tokens)"),
    ])


if __name__ == "__main__":
    main()
