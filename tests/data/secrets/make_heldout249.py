# ruff: noqa: E501
"""Writes heldout249_credentials.yaml and heldout249_lookalikes.yaml: held-out batch 249.

Persona: a video producer and Twitch streamer in Los Angeles who writes casual English
(with the odd bit of Spanish) and asks the assistant to remember stream keys for YouTube,
Twitch, Kick and Restream, the OBS WebSocket password, a Frame.io developer token, the
Adobe and Dropbox logins, the Streamlabs socket token, the Discord bot token for the
community server, the studio door code and the Patreon client secret. The look-alikes are
the same person's YouTube video, channel and playlist ids, Twitch user ids and clip slugs,
timecodes, ISRC codes, Frame.io asset ids, Discord invites, camera serials, LUT hashes and
notes about where the secrets are kept.

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
    app_password,
    aws_key_id,
    aws_secret,
    b64,
    digits,
    groups,
    hexs,
    jwt,
    mac,
    openai_project_key,
    openssh_private,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

LOWNUM = LOWER + DIGITS


def yt_key() -> str:
    """A YouTube Live stream key: five groups of four."""
    return "-".join(rnd(LOWNUM, 4) for _ in range(5))


def twitch_key() -> str:
    return f"live_{digits(9, True)}_{rnd(ALNUM, 30)}"


def restream_key() -> str:
    return f"re_{digits(7, True)}_{hexs(20)}"


def kick_key() -> str:
    return f"sk_us-west-2_{rnd(ALNUM, 12)}"


def frameio_token() -> str:
    return f"fio-u-{rnd(URLSAFE, 64)}"


def dropbox_token() -> str:
    return f"sl.B{rnd(URLSAFE, 134)}"


def snowflake() -> str:
    return digits(pick(18, 19), True)


def discord_bot_token() -> str:
    first = b64(snowflake().encode()).rstrip("=")
    return f"{first}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def discord_webhook() -> str:
    return f"https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}"


def streamlabs_socket_token() -> str:
    return jwt({"token": hexs(20).upper(), "read_only": True, "prevent_master": True, "twitch_id": digits(9, True)})


def streamelements_jwt() -> str:
    return jwt({"citadel": True, "channel": hexs(24), "role": "owner", "authToken": rnd(URLSAFE, 43),
                "user": hexs(24), "provider": "twitch", "authorized": True, "suspended": False})


def twitch_oauth() -> str:
    return rnd(LOWNUM, 30)


def yt_channel() -> str:
    """A YouTube channel id: UC, then 22 base64url characters, the last of 4 bits."""
    return "UC" + rnd(URLSAFE, 21) + pick(*"AQgw")


def yt_video() -> str:
    """A YouTube video id: 11 base64url characters, the last of 4 bits."""
    return rnd(URLSAFE, 10) + pick(*"AEIMQUYcgkosw048")


def yt_playlist() -> str:
    return "PL" + rnd(URLSAFE, 32)


def timecode() -> str:
    return f"{secrets.randbelow(2):02d}:{secrets.randbelow(60):02d}:{secrets.randbelow(60):02d}:{secrets.randbelow(24):02d}"


def isrc() -> str:
    return f"US{rnd(UPPER + DIGITS, 3)}{secrets.randbelow(6) + 20}{digits(5)}"


def clip_slug() -> str:
    adj = pick("Brave", "Sleepy", "Tiny", "Glamorous", "Crispy", "Fancy", "Helpful", "Frozen", "Odd")
    adj2 = pick("Purple", "Cheerful", "Sparkly", "Wild", "Lazy", "Smooth")
    noun = pick("Otter", "Salamander", "Pizza", "Walrus", "Cattle", "Tofu", "Llama")
    emote = pick("Kappa", "PogChamp", "ResidentSleeper", "BibleThump", "SeemsGood", "NotLikeThis")
    return f"{adj}{adj2}{noun}{emote}-{rnd(URLSAFE, 16)}"


def credentials() -> Rows:
    r = Rows()

    r.add("youtube_stream_key",
          f"youtube stream key for the main channel: {yt_key()}",
          f"new YT live key after I reset it, {yt_key()} — paste into OBS profile 'Main'",
          f"ffmpeg backup push if OBS dies:\nffmpeg -re -i program.mp4 -c copy -f flv rtmp://a.rtmp.youtube.com/live2/{yt_key()}",
          f"yt key (2nd channel, the shorts one) {yt_key()}",
          f"remember this pls - youtube live stream name/key = {yt_key()} , server is the default rtmp one")

    r.add("twitch_stream_key",
          f"twitch stream key: {twitch_key()}",
          f"Twitch key for the alt acct (cooking streams) {twitch_key()}",
          f"service: Twitch\nserver: Auto (Recommended)\nstream key: {twitch_key()}",
          f"rtmp://lax.contribute.live-video.net/app/{twitch_key()}  <- full ingest url w/ key for the Larix app on my phone")

    r.add("restream_key",
          f"Restream stream key {restream_key()}",
          f"restream.io key — {restream_key()} (multistream to yt + twitch + kick)",
          f"for the irl backpack: rtmp://live.restream.io/live/{restream_key()}",
          f"note to self restream key changed again ugh: {restream_key()}")

    r.add("kick_stream_key",
          f"kick stream key {kick_key()}",
          f"Kick: server rtmps://fa723fc1b171.global-contribute.live-video.net:443/app/ key {kick_key()}",
          f"kick key if restream breaks -> {kick_key()}",
          f"KICK stream key (for the simulcast test on sat) {kick_key()}")

    r.add("obs_websocket_password",
          f"OBS websocket pw: {rnd(ALNUM, 16)}",
          f"obs-websocket server settings on the streaming pc\nport 4455\npassword {rnd(ALNUM, 16)}",
          f"stream deck -> obs ws://192.168.1.40:4455 pass={rnd(ALNUM, 16)}",
          f"the websocket password for OBS so the bitfocus companion can connect is {rnd(ALNUM, 16)}",
          f"obsws password (laptop obs, not the big rig): {rnd(ALNUM, 12)}")

    r.add("frameio_developer_token",
          f"frame.io dev token {frameio_token()}",
          f"Frame.io developer token for the upload script: {frameio_token()}",
          f"export FRAMEIO_TOKEN={frameio_token()}",
          f"frameio token (client review automation) = {frameio_token()}  expires never I think")

    r.add("adobe_account_password",
          f"adobe login - me@studio-acme.example / {pw()}",
          f"Adobe CC password: {pw()}",
          f"new adobe pw after the forced reset: {pw()}",
          f"creative cloud acct\nuser: edits@acme.example\npass: {pw()}",
          f"adobe pasword is {pw()} (yes i typo'd password lol)")

    r.add("dropbox_password",
          f"dropbox password {pw()}",
          f"Dropbox (the 3TB business one) login: producer@acme.example pw {pw()}",
          f"dbx pass: {pw()}",
          f"la contraseña de dropbox es {pw()}")

    r.add("dropbox_api_token",
          f"dropbox api token for rclone: {dropbox_token()}",
          f"[dropbox-archive]\ntype = dropbox\ntoken = {{\"access_token\":\"{dropbox_token()}\",\"token_type\":\"bearer\"}}",
          f"Dropbox access token (app: footage-sync) {dropbox_token()}",
          f"DROPBOX_TOKEN={dropbox_token()}")

    r.add("streamlabs_socket_token",
          f"streamlabs socket api token: {streamlabs_socket_token()}",
          f"Socket token from streamlabs dashboard > settings > api: {streamlabs_socket_token()}",
          f"for the custom alerts overlay, const SOCKET_TOKEN = \"{streamlabs_socket_token()}\";",
          f"SL socket tok {streamlabs_socket_token()}")

    r.add("streamlabs_api_access_token",
          f"streamlabs api access token {rnd(ALNUM, 40)}",
          f"Streamlabs API Access Token (for the donation goal script): {rnd(ALNUM, 40)}",
          f"STREAMLABS_ACCESS_TOKEN={rnd(ALNUM, 40)}",
          f"curl 'https://streamlabs.com/api/v2.0/donations' -H 'Authorization: Bearer {rnd(ALNUM, 40)}'")

    r.add("streamelements_jwt",
          f"streamelements jwt token {streamelements_jwt()}",
          f"SE JWT for the chat bot: {streamelements_jwt()}",
          f"StreamElements > account > channels > show secrets > JWT:\n{streamelements_jwt()}",
          f"Authorization: Bearer {streamelements_jwt()}  (SE api, for the points leaderboard)")

    r.add("discord_bot_token",
          f"discord bot token (community server bot 'Clipper'): {discord_bot_token()}",
          f"DISCORD_TOKEN={discord_bot_token()}",
          f"bot token for the mod bot {discord_bot_token()}",
          f"config.json for the discord bot:\n{{\n  \"prefix\": \"!\",\n  \"token\": \"{discord_bot_token()}\"\n}}",
          f"new discord bot tok after reset {discord_bot_token()}")

    r.add("discord_webhook_url",
          f"webhook for #going-live channel: {discord_webhook()}",
          f"discord webhook (new uploads -> #announcements) {discord_webhook()}",
          f"curl -H 'Content-Type: application/json' -d '{{\"content\":\"LIVE NOW\"}}' {discord_webhook()}",
          f"zapier step 3 webhook url = {discord_webhook()}")

    r.add("studio_door_code",
          f"studio door code {digits(6)}",
          f"Studio keypad: {digits(4)}#",
          f"door code for the Glendale studio is {digits(6)} — give to the crew on shoot day ONLY",
          f"code to the side door (loading dock) {digits(5)} then press the lock btn",
          f"gate {digits(4)}, studio door {digits(6)}")

    r.add("gear_cage_combo",
          f"gear cage lock combo {secrets.randbelow(40)}-{secrets.randbelow(40)}-{secrets.randbelow(40)}",
          f"combo for the pelican case lock: {digits(3)}",
          f"camera locker combination {digits(4)}",
          f"storage unit in burbank: gate code {digits(4)}*, padlock combo {digits(4)}")

    r.add("alarm_code",
          f"studio alarm disarm code {digits(4)}",
          f"alarm code {digits(4)}, duress code is {digits(4)} don't mix them up",
          f"ADT panel code for the studio: {digits(4)}",
          f"alarm — código {digits(4)}, master {digits(6)}")

    r.add("patreon_client_secret",
          f"patreon client secret {rnd(URLSAFE, 64)}",
          f"Patreon API client\nclient id: {rnd(URLSAFE, 64)}\nclient secret: {rnd(URLSAFE, 64)}",
          f"PATREON_CLIENT_SECRET={rnd(URLSAFE, 64)}",
          f"patreon app secret (discord role sync) {rnd(URLSAFE, 64)}")

    r.add("patreon_creator_token",
          f"patreon creator's access token: {rnd(URLSAFE, 43)}",
          f"Patreon creator refresh token {rnd(URLSAFE, 43)}",
          f"creator access token for patreon (tier sync script) = {rnd(URLSAFE, 43)}",
          f"PATREON_CREATOR_TOKEN={rnd(URLSAFE, 43)}")

    r.add("twitch_oauth_token",
          f"twitch chat bot oauth: oauth:{twitch_oauth()}",
          f"TWITCH_BOT_OAUTH=oauth:{twitch_oauth()}",
          f"pass oauth:{twitch_oauth()}\nnick clipperbot\njoin #me   <- irc login for the bot",
          f"user access token (channel:manage:broadcast) {twitch_oauth()} refresh {rnd(LOWNUM, 50)}")

    r.add("twitch_client_secret",
          f"twitch app client secret {twitch_oauth()}",
          f"Twitch dev console - app 'overlay-stuff'\nClient ID: {twitch_oauth()}\nClient Secret: {twitch_oauth()}",
          f"twitch client_secret={twitch_oauth()}",
          f"curl -X POST 'https://id.twitch.tv/oauth2/token?client_id={twitch_oauth()}&client_secret={twitch_oauth()}&grant_type=client_credentials'")

    r.add("twitch_account_password",
          f"twitch login pw {pw()}",
          f"Twitch password (main acct) {pw()}",
          f"twitch alt account: cookswith_me / {pw()}",
          f"twich pw (new) {pw()}")

    r.add("google_account_backup_codes",
          "google backup codes for the YT brand account:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
          "YouTube acct backup codes  " + "  ".join(f"{digits(4)} {digits(4)}" for _ in range(4)),
          f"one left of the google backup codes: {digits(4)} {digits(4)}",
          "discord 2fa backup codes\n" + "\n".join(f"{rnd(LOWNUM, 4)}-{rnd(LOWNUM, 4)}" for _ in range(5)))

    r.add("gmail_app_password",
          f"gmail app password for OBS email alerts: {app_password()}",
          f"app password (google) for the nas notifications {app_password()}",
          f"smtp user producer@acme.example app pw {app_password()}",
          f"app password for thunderbird on the edit mac: {app_password().replace(' ', '')}")

    r.add("youtube_data_api_key",
          f"youtube data api key {'AIza' + rnd(URLSAFE, 35)}",
          f"YT_API_KEY=AIza{rnd(URLSAFE, 35)}",
          f"api key for the sub counter overlay: AIza{rnd(URLSAFE, 35)}",
          f"const YT_KEY = 'AIza{rnd(URLSAFE, 35)}'; // quota 10k/day")

    r.add("openai_api_key",
          f"openai key for the chat summarizer bot {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"key for auto-chapters script: {openai_project_key()}",
          f"openai: {openai_project_key()} (org acme studio, billing capped $50)")

    r.add("elevenlabs_api_key",
          f"elevenlabs api key sk_{hexs(48)}",
          f"ElevenLabs key (TTS donations voice) sk_{hexs(48)}",
          f"xi-api-key: sk_{hexs(48)}")

    r.add("stripe_secret_key",
          f"stripe secret key for the merch store sk_live_51{rnd(ALNUM, 96)}",
          f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 96)}",
          f"stripe restricted key (read-only orders) rk_live_51{rnd(ALNUM, 96)}")

    r.add("shopify_admin_token",
          f"shopify admin api token shpat_{hexs(32)}",
          f"merch shop (acme-merch.myshopify.com) access token: shpat_{hexs(32)}",
          f"SHOPIFY_TOKEN=shpat_{hexs(32)}",
          f"shopify custom app 'printful sync' admin token shpat_{hexs(32)}")

    r.add("backblaze_b2_key",
          f"b2 keyID 005{hexs(9)}0000000001 applicationKey K005{rnd(ALNUM, 27)}",
          f"backblaze app key for raw footage archive: K005{rnd(ALNUM, 27)}",
          f"rclone b2 remote\naccount = 005{hexs(9)}0000000002\nkey = K005{rnd(ALNUM, 27)}")

    r.add("aws_s3_keys",
          f"aws keys for the s3 proxy bucket: {aws_key_id()} / {aws_secret()}",
          f"[footage]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"AWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"aws configure for the transcode box\nAccess key ID: {aws_key_id()}\nSecret access key: {aws_secret()}")

    r.add("vimeo_credentials",
          f"vimeo access token {hexs(32)}",
          f"Vimeo API token (client review uploads): bearer {hexs(32)}",
          f"vimeo pw for the client account: {pw()}",
          f"VIMEO_TOKEN={hexs(32)}")

    r.add("nas_credentials",
          f"synology admin: editadmin / {pw()}",
          f"NAS login (DS1821 in the edit bay) pw {pw()}",
          f"smb://nas.studio.internal/footage user editor pass {pw()}",
          f"ssh key for the nas:\n{openssh_private()}")

    r.add("studio_wifi_password",
          f"studio wifi: AcmeStudio5G / {pw()}",
          f"WIFI:T:WPA;S:StreamRig;P:{rnd(ALNUM, 14)};;",
          f"guest wifi pw for clients {rnd(LOWER, 5)}{digits(4)}",
          f"wifi del estudio - contraseña {pw()}")

    r.add("chatbot_database_url",
          f"DATABASE_URL=postgresql://clipper:{rnd(ALNUM, 18)}@db.bot.internal:5432/clipper",
          f"mongo for the loyalty points bot: mongodb+srv://points:{rnd(ALNUM, 16)}@cluster0.acme.example/points",
          f"redis://:{rnd(ALNUM, 24)}@cache.bot.internal:6379/0 (bot cache)",
          f"pg for the clip archive site: host db.clips.internal user clips pw {rnd(ALNUM, 20)} db clips")

    r.add("epidemic_sound_login",
          f"epidemic sound login music@acme.example {pw()}",
          f"Epidemic pw {pw()}",
          f"artlist acct — user producer@acme.example, pass {pw()}",
          f"musicbed login {pw()}")

    r.add("streaming_pc_login",
          f"windows pin on the streaming pc {digits(6)}",
          f"stream rig local admin: streamer / {pw()}",
          f"bitlocker? no. just the pc password {pw()}",
          f"edit mac login pw {pw()}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("youtube_video_id",
          f"the collab video is https://youtu.be/{yt_video()}",
          f"reupload with fixed audio: https://www.youtube.com/watch?v={yt_video()}",
          f"video id {yt_video()} got the copyright claim, dispute it",
          f"shorts that did well: {yt_video()}, {yt_video()}, {yt_video()}",
          f"embed <iframe src=\"https://www.youtube.com/embed/{yt_video()}\"></iframe> on the portfolio site")

    r.add("youtube_channel_id",
          f"my channel id is {yt_channel()}",
          f"client's channel: https://www.youtube.com/channel/{yt_channel()}",
          f"channel id for the shorts channel {yt_channel()} (needed for the sub counter)",
          f"collab partner channel ids: {yt_channel()} and {yt_channel()}")

    r.add("youtube_playlist_id",
          f"playlist for the gear reviews: https://www.youtube.com/playlist?list={yt_playlist()}",
          f"VOD archive playlist id {yt_playlist()}",
          f"add new eps to list={yt_playlist()}",
          f"https://www.youtube.com/watch?v={yt_video()}&list={yt_playlist()}&index={secrets.randbelow(30) + 1}")

    r.add("twitch_user_id",
          f"my twitch user id {digits(9, True)}",
          f"broadcaster_id={digits(9, True)} for the api calls",
          f"raid target's user id: {digits(9, True)}",
          f"mods' twitch ids: {digits(8, True)}, {digits(9, True)}, {digits(9, True)}")

    r.add("twitch_clip_slug",
          f"best clip from last night https://clips.twitch.tv/{clip_slug()}",
          f"clip slug {clip_slug()} for the highlight reel",
          f"use https://www.twitch.tv/me/clip/{clip_slug()} as the short",
          f"top 3 clips: {clip_slug()}, {clip_slug()}, {clip_slug()}")

    r.add("twitch_vod_link",
          f"vod https://www.twitch.tv/videos/{digits(10, True)} — cut the intro",
          f"VOD {digits(10, True)} at 2h14m is the fail",
          f"highlight id {digits(10, True)}",
          f"https://www.twitch.tv/videos/{digits(10, True)}?t=1h{secrets.randbelow(60)}m{secrets.randbelow(60)}s funniest bit")

    r.add("timecode",
          f"cut at {timecode()} and again at {timecode()}",
          f"client notes: logo pops at {timecode()}, fix color at {timecode()}",
          f"music starts TC {timecode()} ends {timecode()}",
          f"EDL line: 001  A001C003 V  C  {timecode()} {timecode()} {timecode()} {timecode()}")

    r.add("isrc_code",
          f"ISRC for the intro track {isrc()}",
          f"music cue sheet: track 1 ISRC {isrc()}, track 2 ISRC {isrc()}",
          f"content id claim was on {isrc()[:2]}-{isrc()[2:5]}-{isrc()[5:7]}-{isrc()[7:]}",
          f"distrokid gave the outro song ISRC {isrc()} and UPC {digits(12, True)}")

    r.add("frameio_asset_id",
          f"frame.io asset id {uid()} is the v3 cut",
          f"https://next.frame.io/project/{uid()}/view/{uid()}",
          f"client approved asset {uid()}, still waiting on {uid()}",
          f"frameio folder id for 'Nike spec' {uid()}")

    r.add("discord_invite_link",
          f"community discord: https://discord.gg/{rnd(ALNUM, 8)}",
          f"invite link (never expires) discord.gg/{rnd(ALNUM, 10)}",
          f"put https://discord.com/invite/{rnd(ALNUM, 7)} in the yt description",
          f"!discord command should reply discord.gg/{rnd(ALNUM, 8)}")

    r.add("discord_snowflake_id",
          f"#clips channel id {snowflake()}",
          f"server (guild) id {snowflake()}, mod role id {snowflake()}",
          f"discord application id {snowflake()}",
          f"message id of the rules post {snowflake()}")

    r.add("discord_app_public_key",
          f"discord app public key (for interactions verification) {hexs(64)}",
          f"DISCORD_PUBLIC_KEY={hexs(64)}  — it's the public one, fine to put in the repo",
          f"interactions endpoint https://bot.acme.example/interactions, public key {hexs(64)}")

    r.add("camera_serial_number",
          f"FX6 serial {digits(7, True)}",
          f"camera serials for insurance: A cam S/N {digits(7, True)}, B cam S/N {digits(7, True)}",
          f"BMPCC 6K serial {rnd(UPPER + DIGITS, 10)}",
          f"lens serials: 24-70 #{digits(7, True)}, 70-200 #{digits(7, True)}",
          f"Ronin RS3 serial number {rnd(UPPER + DIGITS, 14)}")

    r.add("lut_file_hash",
          f"sha256 of the client LUT (Acme_Teal_v2.cube): {hexs(64)}",
          f"md5 {hexs(32)}  SLog3_to_709_warm.cube",
          f"LUT checksums\n{hexs(64)}  film_look_A.cube\n{hexs(64)}  film_look_B.cube",
          f"the LUT pack zip md5 is {hexs(32)} if it matches you got the right one")

    r.add("footage_checksum",
          f"offload verified xxhash64 {hexs(16)} for card A001",
          f"MHL says {hexs(32)} for A002C007_230815_R1XK.MP4",
          f"proxy export md5 {hexs(32)}",
          f"sha1 of the delivery file {hexs(40)} — client asked for it")

    r.add("clip_filename",
          f"the good take is A{digits(3)}_{digits(8)}_C{digits(3)}.braw",
          f"clip name A001C{digits(3)}_{digits(6)}{rnd(UPPER, 2)}.MXF from the FX6",
          f"render file: {hexs(8)}-{hexs(4)}.prproj autosave",
          f"C{digits(4)}.MP4 on card 2 is corrupt, reshoot")

    r.add("twitch_client_id",
          f"twitch client id for the overlay (public, it's in the page source anyway) {twitch_oauth()}",
          f"Client-Id: {twitch_oauth()}   (secret is in 1Password, not here)",
          f"twitch extension client id {twitch_oauth()} — the one listed on the extension page")

    r.add("patreon_client_id",
          f"patreon client id {rnd(URLSAFE, 64)} — the secret is NOT this, it's in bitwarden",
          f"patreon oauth redirect https://acme.example/patreon/callback, client_id={rnd(URLSAFE, 64)}",
          f"patreon campaign id {digits(7, True)}, creator page patreon.com/acmestudio")

    r.add("stripe_publishable_key",
          f"stripe publishable key for the merch checkout pk_live_51{rnd(ALNUM, 96)}",
          f"STRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 96)}",
          f"test mode publishable: pk_test_51{rnd(ALNUM, 96)}",
          f"stripe payment intent for the merch refund pi_{rnd(ALNUM, 24)}, customer cus_{rnd(ALNUM, 14)}")

    r.add("ssh_public_key",
          f"nas authorized_keys line: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} editbay",
          f"my laptop public key ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} me@macbook",
          f"host key fingerprint of the nas SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}")

    r.add("masked_stream_key",
          f"twitch key ends in ...{rnd(ALNUM, 4)}, if OBS shows something else it's the old one",
          f"yt key shown as ****-****-****-****-{rnd(LOWNUM, 4)} in the dashboard",
          f"restream key re_{digits(7, True)}_•••••••• (the masked one in settings)",
          f"stream key: live_{digits(9, True)}_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXX  <- template for the tutorial video")

    r.add("secret_reference",
          "discord bot token lives in ${{ secrets.DISCORD_TOKEN }} in the GH action",
          "frame.io token is in 1Password under 'Frame.io dev token', vault Studio",
          "OBS websocket pw: same as in the Stream Deck plugin, look there",
          "vault kv get secret/streaming/twitch  -> that's where the stream keys are",
          "env vars the bot needs: DISCORD_TOKEN, PATREON_CLIENT_SECRET, OPENAI_API_KEY (values in .env on the server, NOT in git)")

    r.add("password_policy_talk",
          "rotate all stream keys after the leak on stream — did twitch + yt, still need kick",
          "adobe makes me change the password every 90 days now, annoying",
          "dropbox password is in the fireproof safe, envelope labeled DBX",
          "door code changes on the 1st of every month, Marisol texts it",
          "tell new editors: never show the OBS settings window on stream, the key is visible")

    r.add("secret_settings",
          "obs websocket: port 4455, auth enabled, password length 16",
          "token expiry for frame.io dev tokens: none, but revoke after the project",
          "stream key regen cooldown on twitch is like 5 min",
          "patreon webhook: triggers members:pledge:create, members:update",
          "discord bot intents: guilds, guild_members, message_content")

    r.add("shipping_tracking_number",
          f"B&H order #{digits(10, True)} tracking 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)}",
          f"fedex tracking {digits(12, True)} for the rental return",
          f"usps {pick('9400', '9205', '9361')}{digits(18)} — lens coming back from repair")

    r.add("order_and_invoice_number",
          f"invoice INV-{digits(5)} sent to client, net 30",
          f"Adobe order number AD{digits(9)}",
          f"Lensrentals order {digits(7, True)}",
          f"Sony support case {digits(8, True)}")

    r.add("twitch_emote_id",
          f"new sub emote id emotesv2_{hexs(32)}",
          f"emote ids for the overlay: {digits(9, True)}, emotesv2_{hexs(32)}",
          f"emote url https://static-cdn.jtvnw.net/emoticons/v2/emotesv2_{hexs(32)}/default/dark/3.0",
          f"bits badge id {digits(6, True)}, sub badge set {uid()}")

    r.add("spotify_track_id",
          f"stream-safe playlist https://open.spotify.com/playlist/{rnd(ALNUM, 22)}",
          f"track spotify:track:{rnd(ALNUM, 22)} is NOT dmca safe, skip",
          f"album link https://open.spotify.com/album/{rnd(ALNUM, 22)}",
          f"epidemic track id {uid()} (licensed to the channel)")

    r.add("obs_scene_uuid",
          f"obs scene uuid {uid()} = 'Just Chatting'",
          f"source uuid for the facecam {uid()}",
          f"scene collection json, id \"{uid()}\" is the BRB scene",
          f"obs log file 2024-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)} 19-0{secrets.randbelow(9)}-{secrets.randbelow(50) + 10}.txt, session id {hexs(16)}")

    r.add("git_commit_and_image_digest",
          f"bot deployed at commit {hexs(40)}",
          f"rolled back to {hexs(7)}, the new !clip command broke",
          f"image ghcr.io/acme/clipper-bot@sha256:{hexs(64)}",
          f"PR #{secrets.randbelow(90) + 10} merged as {hexs(12)}")

    r.add("network_identifiers",
          f"streaming pc MAC {mac()}, reserve 192.168.1.40 for it",
          f"capture card mac {mac('-', True)}",
          f"atem mini ip 192.168.1.{secrets.randbelow(200) + 20}, mac {mac()}",
          f"ndi source name STREAMPC-{rnd(UPPER + DIGITS, 7)} (OBS)")

    r.add("analytics_and_pixel_ids",
          f"GA measurement id G-{rnd(UPPER + DIGITS, 10)}",
          f"meta pixel id {digits(16, True)}",
          f"tiktok pixel {rnd(UPPER + DIGITS, 20)}",
          f"GTM container GTM-{rnd(UPPER + DIGITS, 7)} on the merch site")

    r.add("youtube_content_id_claim",
          f"content id claim id {rnd(URLSAFE, 22)} on the vlog",
          f"asset id A{digits(15)} from the music label's claim",
          f"dispute reference {rnd(UPPER + DIGITS, 12)}",
          f"claim on {yt_video()} released, reference {digits(10, True)}")

    r.add("streamlabs_public_ids",
          "tip page https://streamlabs.com/me/tip",
          f"streamlabs merch order #{digits(8, True)}",
          f"streamlabs donation id {digits(9, True)} was the $50 one, thank them on stream")

    r.add("pgp_fingerprint",
          f"pgp fingerprint for the studio email {groups(hexs(40).upper(), 4)}",
          f"key id 0x{hexs(16).upper()}",
          f"verify the contract email signature, fingerprint should end {hexs(16).upper()}",
          f"gpg --recv-keys {hexs(40).upper()}  (label's public key for the stems)")

    r.add("hex_color_and_grade_numbers",
          f"brand colors #{rnd(HEX, 6)} #{rnd(HEX, 6)} #{rnd(HEX, 6)}",
          f"grade: lift -0.0{digits(1)}, gamma 1.0{digits(1)}, gain 1.1{digits(1)}, sat 1{digits(2)}",
          f"white balance {secrets.randbelow(30) * 100 + 3200}K tint +{digits(1)}",
          f"export settings: h.264, {secrets.randbelow(30) + 20} Mbps, keyframe every 2s, 48kHz")

    r.add("hashtag_and_handle",
          f"use #{rnd(LOWER, 6)}{digits(2)} for the giveaway",
          f"sponsor code {rnd(UPPER, 5)}{digits(2)} for 15% off (public promo code, it's on screen)",
          f"instagram handle @{rnd(LOWER, 7)}_{digits(2)}",
          f"tiktok @{rnd(LOWER, 6)}.{rnd(LOWER, 4)}, twitter @{rnd(LOWER, 8)}{digits(2)}")

    r.add("thumbnail_and_export_filename",
          f"thumbnail file thumb_{digits(10, True)}.jpg",
          f"export name final_FINAL_v{secrets.randbelow(9) + 2}_{hexs(6)}.mov",
          f"YouTube upload of {yt_video()} uses thumbnail {uid()}.png")

    return r


def main() -> None:
    write_corpora("make_heldout249.py", [
        ("heldout249_credentials.yaml", credentials(), "Held-out batch 249: a Los Angeles video producer and Twitch streamer's stream keys, bot tokens, logins and door codes"),
        ("heldout249_lookalikes.yaml", lookalikes(), "Held-out batch 249: the same streamer's video, channel, clip and asset ids, hashes, serials and references to secrets, none of them secret"),
    ])


if __name__ == "__main__":
    main()
