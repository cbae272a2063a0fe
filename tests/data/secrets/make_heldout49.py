# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout49_credentials.yaml and heldout49_lookalikes.yaml: held-out batch 49.

Persona: the tech lead of a nine-person indie game studio in Helsinki, who keeps notes in
English with some Finnish mixed in. The credentials are the studio's working secrets:
Steamworks partner and Web API keys, Steam Guard secrets, Unity Gaming Services service
accounts, Epic Online Services client secrets, PlayFab title secret keys, console partner
portal and dev-kit logins, Perforce passwords and tickets, Jenkins and TeamCity tokens,
Discord bot tokens and webhooks, Sentry DSNs with their secret part, code-signing
passwords, Apple and Google store keys, Backblaze B2 keys and the company's bank login.
The look-alikes are the numbers a game studio lives among: Steam app, depot, build and
manifest ids, Perforce changelists, Unity project ids and .meta GUIDs, asset and shader
hashes, crash dump and Sentry event ids, Discord snowflakes and invites, public Sentry
DSNs, localisation keys, version strings, save checksums and Finnish Y-tunnus ids.

The batch was written blind: without reading the detector, its rules or its tuned corpora.
Every secret is drawn at run time from the `secrets` module in the real format's shape;
hosts are under .example, .internal, .test or acme, and nothing in it is real.
"""

from __future__ import annotations

import json
import secrets
import time

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    b64u,
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    pem_body,
    phrase,
    pick,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

STEAM_GUARD = "23456789BCDFGHJKMNPQRTVWXY"
FI_WORDS = ["Sauna", "Mokki", "Kahvi", "Revontuli", "Lumi", "Karhu", "Sisu", "Pulla", "Kuusi", "Joulu", "Saimaa", "Tunturi"]
EN_WORDS = ["Pixel", "Dragon", "Quest", "Boss", "Sprite", "Goblin", "Lantern", "Frost", "Raven", "Ember"]
WORDLIST = ["otter", "lantern", "frost", "sauna", "birch", "pixel", "raven", "harbor", "copper", "meadow", "tundra", "ember", "cloud", "moss", "kettle", "anchor"]
GUILD_EPOCH_MS = 1420070400000


def human_pw() -> str:
    """A password a person in the studio chose, or one a manager generated."""
    return pick(
        f"{pick(*FI_WORDS)}{pick(*EN_WORDS)}{secrets.randbelow(900) + 100}{pick('!', '#', '?', '')}",
        f"{pick(*FI_WORDS).lower()}-{pick(*EN_WORDS).lower()}-{secrets.randbelow(90) + 10}",
        f"{pick(*EN_WORDS)}{pick('_', '.', '')}{secrets.randbelow(10000):04d}{pick(*FI_WORDS)}!",
        rnd(ALNUM + "!#%&*+-?", 18),
        rnd(ALNUM, 20),
        phrase(WORDLIST, 4, pick("-", ".", " ")),
    )


def snowflake() -> str:
    """A Discord snowflake id from the last few years."""
    ms = int(time.time() * 1000) - secrets.randbelow(4 * 365 * 86400 * 1000)
    return str(((ms - GUILD_EPOCH_MS) << 22) | secrets.randbelow(1 << 22))


def discord_bot_token() -> str:
    return f"{b64(snowflake().encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def discord_webhook() -> str:
    return f"https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}"


def steamid64() -> str:
    return str(76561197960265728 + 10**8 + secrets.randbelow(9 * 10**8))


def steam_key() -> str:
    return rnd(HEX.upper(), 32)


def ytunnus() -> str:
    """A Finnish business id (Y-tunnus) with a valid check digit."""
    while True:
        body = digits(7, lead=True)
        r = sum(int(c) * w for c, w in zip(body, (7, 9, 10, 5, 8, 4, 2), strict=True)) % 11
        if r != 1:
            return f"{body}-{0 if r == 0 else 11 - r}"


def viite(length: int = 10) -> str:
    """A Finnish payment reference number (viitenumero) with its 7-3-1 check digit."""
    body = digits(length - 1, lead=True)
    total = sum(int(c) * (7, 3, 1)[i % 3] for i, c in enumerate(reversed(body)))
    return groups(body + str((10 - total % 10) % 10), 5)


def fi_iban() -> str:
    return iban("FI", digits(14))


def b2_key_id() -> str:
    return "005" + hexs(12) + "000000000" + str(secrets.randbelow(9) + 1)


def b2_app_key() -> str:
    return "K005" + rnd(ALNUM + "+/", 27)


def p4_ticket() -> str:
    return rnd(HEX.upper(), 32)


def jenkins_token() -> str:
    return "11" + hexs(32)


def teamcity_token() -> str:
    return f"eyJ0eXAiOiAiVENWMiJ9.{b64u(rnd(ALNUM + '_', 27).encode())}.{b64u(uid().encode())}"


def eos_client_id() -> str:
    return "xyza7891" + rnd(ALNUM, 24)


def eos_secret() -> str:
    return rnd(B64, 43)


def playfab_secret() -> str:
    return rnd(UPPER + DIGITS, 46)


def playfab_title() -> str:
    return rnd("0123456789ABCDEF", 5)


def sentry_legacy_dsn(host: str | None = None) -> str:
    host = host or pick("sentry.acme.internal", "sentry.studio.test", "errors.acme-games.internal")
    return f"https://{hexs(32)}:{hexs(32)}@{host}/{secrets.randbelow(40) + 2}"


def sentry_public_dsn() -> str:
    return pick(
        f"https://{hexs(32)}@o{digits(6, True)}.ingest.de.sentry.io/{digits(16, True)}",
        f"https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.io/{digits(7, True)}",
        f"https://{hexs(32)}@sentry.acme.internal/{secrets.randbelow(40) + 2}",
    )


def steam_guard_code() -> str:
    return rnd(STEAM_GUARD, 5)


def unity_serial() -> str:
    return pick("E3", "E4", "SC") + "-" + "-".join(rnd(UPPER + DIGITS, 4) for _ in range(5))


def apple_key_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def p8_key() -> str:
    body = b64(bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420") + secrets.token_bytes(102))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----"


def rsa_key_json_escaped() -> str:
    return "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(b64(secrets.token_bytes(48)) for _ in range(5)) + "\\n-----END PRIVATE KEY-----\\n"


def git_sha(n: int = 40) -> str:
    return hexs(n)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "steam_web_api_key",
        f"Steam Web API key for the stats dashboard: {steam_key()}",
        f"leaderboard-sync/.env\nSTEAM_API_KEY={steam_key()}\nSTEAM_APPID={digits(7, True)}",
        f"Juho registered a user Web API key on the studio account so the Discord bot can read player summaries: key={steam_key()} (domain: bot.acme-games.internal)",
    )
    r.add(
        "steam_publisher_key",
        f"Steamworks publisher Web API key (group 'Backend') — used by the microtransaction server: {steam_key()}",
        f"partner.steam-api calls need the publisher key, not the user one.\nPUBLISHER_KEY = \"{steam_key()}\"",
        f"Rotated the publisher key after Aleksi left. New one: {steam_key()}\nOld one revoked 14.3.",
    )
    r.add(
        "steam_partner_login",
        f"Steamworks partner login for the release manager seat:\nuser: kuura_release\npass: {human_pw()}",
        f"Partner site account 'aino.builds' / {human_pw()} — Steam Guard goes to Aino's phone, ask her for the code.",
        f"Steamworks admin (only for pricing & store page changes): tunnus kuura_admin, salasana {human_pw()}",
    )
    r.add(
        "steamcmd_login",
        f"steamcmd +login kuura_buildbot {human_pw()} +run_app_build ../scripts/app_build_{digits(7, True)}.vdf +quit",
        f"Jenkins upload step fails again. Manually:\nsteamcmd.exe +login kuura_buildbot {rnd(ALNUM, 16)} {steam_guard_code()} +run_app_build_http app_build.vdf",
        f"build bot steam account: kuura_ci_upload\npassword {rnd(ALNUM + '!#', 20)}\n(Steam Guard email goes to builds@acme-games.test)",
    )
    r.add(
        "steam_guard_mafile",
        '{"shared_secret": "' + b64(secrets.token_bytes(20)) + '", "serial_number": "' + digits(19, True) + '", "revocation_code": "R' + digits(5) + '", "account_name": "kuura_buildbot", "identity_secret": "' + b64(secrets.token_bytes(20)) + '"}',
        f"SDA maFile for the build bot moved to the CI box. shared_secret: {b64(secrets.token_bytes(20))}\nidentity_secret: {b64(secrets.token_bytes(20))}",
        f"Steam Guard revocation code for kuura_release: R{digits(5)}\nshared_secret={b64(secrets.token_bytes(20))}",
    )
    r.add(
        "steam_guard_backup_codes",
        "Steam Guard backup codes, studio admin account (käytä vain hätätilanteessa):\n" + "\n".join(steam_guard_code() for _ in range(5)),
        f"Steam backup codes for kuura_release: {' '.join(steam_guard_code() for _ in range(10))}",
        f"If Aino's phone dies: login kuura_admin / {human_pw()}, then backup code {steam_guard_code()} or {steam_guard_code()}.",
    )
    r.add(
        "steam_app_ticket_key",
        f"Encrypted App Ticket key (Steamworks > SDK Auth) for the server-side ownership check: {hexs(64)}",
        f"auth-service config:\nsteam:\n  app_id: {digits(7, True)}\n  ticket_key: \"{hexs(64)}\"",
        f"STEAM_APP_TICKET_KEY={hexs(64)}  # ownership check on the save-sync API",
    )
    r.add(
        "ugs_service_account",
        f"UGS service account 'ci-deployer' (Project Admin role):\nKey ID: {uid()}\nSecret key: {rnd(URLSAFE, 32)}",
        f"UGS_CLI_SERVICE_KEY_ID={uid()}\nUGS_CLI_SERVICE_SECRET_KEY={rnd(ALNUM, 32)}",
        f"Remote config deploy from Jenkins uses -H \"Authorization: Basic {basic(uid(), rnd(URLSAFE, 32))}\" against services.api.unity.com",
    )
    r.add(
        "unity_id_login",
        f"Build agent license activation:\nUnity.exe -batchmode -quit -serial {unity_serial()} -username builds@acme-games.test -password {human_pw()}",
        f"Unity ID for the shared Pro seat: tech@acme-games.test / {human_pw()}",
        f"UNITY_EMAIL=ci@acme-games.test\nUNITY_PASSWORD={rnd(ALNUM + '#!', 18)}\nUNITY_SERIAL={unity_serial()}",
    )
    r.add(
        "unity_ccd_api_key",
        f"Cloud Content Delivery API key for the asset uploader: {hexs(32)}",
        f"ucd auth login {hexs(32)}  # CCD CLI, bucket 'prod-dlc'",
        f"CCD service key for the addressables pipeline — keep out of the repo: {hexs(32)}",
    )
    r.add(
        "unity_cloud_build_key",
        f"Unity Cloud Build API key (old pipeline, still triggers the nightly): {hexs(32)}",
        f"curl -X POST -H \"Authorization: Basic {hexs(32)}\" https://build-api.acme-games.internal/orgs/kuura/projects/loimu/buildtargets/_all/builds",
        f"UCB_API_KEY={hexs(32)}",
    )
    r.add(
        "eos_client_secret",
        f"EOS client 'GameServer' (policy: TrustedServer)\nClientId: {eos_client_id()}\nClientSecret: {eos_secret()}",
        f"DefaultEngine.ini / our EOS settings:\nClientId={eos_client_id()}\nClientSecret={eos_secret()}\nEncryptionKey={hexs(64)}",
        f"Epic asked us to rotate the dedicated server client. new secret = {eos_secret()}",
    )
    r.add(
        "epic_bpt_credentials",
        f"BuildPatchTool.exe -OrganizationId=o-{rnd(LOWER + DIGITS, 30)} -ProductId={hexs(32)} -ArtifactId={hexs(32)} -ClientId={eos_client_id()} -ClientSecret={eos_secret()} -mode=UploadBinary",
        f"BPT_CLIENT_SECRET={eos_secret()}\nBPT_CLIENT_ID={eos_client_id()}",
        f"Epic store upload client for the demo artifact: client {eos_client_id()}, secret {eos_secret()}",
    )
    r.add(
        "epic_dev_portal_login",
        f"Epic Developer Portal org owner: hallinto@acme-games.test, password {human_pw()}",
        f"dev portal login for the contractor (remove after launch!): mikko.contractor@acme-games.test / {human_pw()}",
        f"Epic dev portal, seat for QA: qa@acme-games.test, salasana {human_pw()}",
    )
    r.add(
        "playfab_secret_key",
        f"PlayFab title {playfab_title()} secret key for CloudScript deploys: {playfab_secret()}",
        f"X-SecretKey: {playfab_secret()}",
        f"PLAYFAB_TITLE_ID={playfab_title()}\nPLAYFAB_DEV_SECRET_KEY={playfab_secret()}",
    )
    r.add(
        "nintendo_portal_login",
        f"Nintendo developer portal — studio account: tech.lead@acme-games.test, password {human_pw()}",
        f"NDI login (Eveliina's seat, she's on parental leave): eveliina@acme-games.test / {human_pw()}",
        f"Switch dev portal: käyttäjä kuura-tech, salasana {human_pw()}. 2FA via the office Yubikey.",
    )
    r.add(
        "playstation_partner_login",
        f"PlayStation partner portal login for submissions: kuura-submit@acme-games.test / {human_pw()}",
        f"PS partners account (QA lead) — user qa@acme-games.test pass {human_pw()}",
        f"Sony portal admin seat: kuura_admin_ps, salasana {rnd(ALNUM + '!#%', 16)}",
    )
    r.add(
        "xbox_partner_login",
        f"Partner Center (ID@Xbox) account: release@kuuragames.onmicrosoft.test, password {human_pw()}",
        f"Xbox sandbox test account for cert runs: kuura_tester07@outlook.acme.test / {human_pw()}",
        f"ID@Xbox dev account owner login — {human_pw()} — do not share outside the leads channel",
    )
    r.add(
        "devkit_admin_password",
        f"Devkit #2 (the one under Sami's desk) web admin: http://devkit-02.studio.internal:11443  user admin  pass {human_pw()}",
        f"devkit-03 Device Portal credentials reset today: admin / {rnd(ALNUM, 14)}",
        f"Target manager connects to 10.20.0.{secrets.randbelow(200) + 20} with password {human_pw()} (set by the factory reset last week)",
    )
    r.add(
        "p4_password",
        f"P4PORT=ssl:perforce.acme-games.internal:1666\nP4USER=build\nP4PASSWD={human_pw()}",
        f"p4 -u super -P {rnd(ALNUM + '!#', 18)} protect -o > protect.bak",
        f"Perforce account for the art outsourcer (read-only on //depot/Art/...): outsource_pixelhut / {human_pw()}",
    )
    r.add(
        "p4_ticket",
        f".p4tickets on the build agent:\nperforce.acme-games.internal:1666=build:{p4_ticket()}",
        f"Long-lived ticket for the swarm user (group timeout unlimited): {p4_ticket()}\nuse as P4PASSWD on the review bot",
        f"p4 login -p gave me {p4_ticket()} for jenkins, pasted it into the credentials store",
    )
    r.add(
        "jenkins_api_token",
        f"curl -u aleksi:{jenkins_token()} -X POST https://jenkins.acme-games.internal/job/loimu-win64/buildWithParameters?CL=48211",
        f"Jenkins API token for the Discord bot (user: discordbot): {jenkins_token()}",
        f"JENKINS_USER=perforce-trigger\nJENKINS_TOKEN={jenkins_token()}",
    )
    r.add(
        "jenkins_admin_password",
        f"Jenkins initialAdminPassword on the new controller: {hexs(32)}",
        f"Jenkins local admin (fallback when LDAP is down): admin / {human_pw()}",
        f"jenkins.acme-games.internal admin account after the reinstall: kuura_admin, salasana {human_pw()}",
    )
    r.add(
        "teamcity_access_token",
        f"TeamCity token for the p4 commit trigger: {teamcity_token()}",
        f"curl -H \"Authorization: Bearer {teamcity_token()}\" https://teamcity.acme-games.internal/app/rest/builds?locator=running:true",
        f"TEAMCITY_TOKEN={teamcity_token()}",
    )
    r.add(
        "teamcity_superuser_token",
        f"TeamCity super user token from teamcity-server.log after restart: {digits(19, True)}",
        f"Login as super user on teamcity.studio.internal with an empty username and token {digits(19, True)} (changes every restart)",
    )
    r.add(
        "discord_bot_token",
        f"Community bot 'Loimu-bot' token: {discord_bot_token()}",
        f"bot/.env\nDISCORD_TOKEN={discord_bot_token()}\nGUILD_ID={snowflake()}",
        f"Build-notifier bot token reset after it leaked in a screenshot, new: {discord_bot_token()}",
    )
    r.add(
        "discord_webhook",
        f"Crash alerts webhook for #qa-crashes: {discord_webhook()}",
        f"Jenkins post-build: curl -H 'Content-Type: application/json' -d '{{\"content\":\"build ok\"}}' {discord_webhook()}",
        f"Steam review feed webhook (#reviews channel) {discord_webhook()}",
    )
    r.add(
        "discord_client_secret",
        f"Discord app 'Loimu Linked Roles'\nclient id {snowflake()}\nclient secret {rnd(URLSAFE, 32)}",
        f"DISCORD_CLIENT_SECRET={rnd(URLSAFE, 32)}  # OAuth for the beta sign-up page",
        f"Reset the Discord OAuth2 secret for the bot app; new value {rnd(URLSAFE, 32)} (app id {snowflake()})",
    )
    r.add(
        "sentry_dsn_secret",
        f"Dedicated server Sentry DSN (legacy, with secret): {sentry_legacy_dsn()}",
        f"SENTRY_DSN={sentry_legacy_dsn()}  # server only, never ship this in the client",
        f"sentry-native in the old 0.9 builds used {sentry_legacy_dsn('sentry.acme-games.internal')}",
    )
    r.add(
        "sentry_auth_token",
        f"sentry-cli upload-dif needs SENTRY_AUTH_TOKEN={hexs(64)}",
        f"sentry-cli org token for symbol uploads: sntrys_{rnd(URLSAFE, 120)}",
        f"[auth]\ntoken={hexs(64)}\n[defaults]\nurl=https://sentry.acme-games.internal/\norg=kuura",
    )
    r.add(
        "codesign_pfx_password",
        f"signtool sign /f kuura_codesign_2025.pfx /p {human_pw()} /tr http://timestamp.acme.test /td sha256 /fd sha256 Loimu.exe",
        f"Code signing cert (OV, expires 11/2026) password: {human_pw()}",
        f"CODESIGN_PFX_PASSWORD={rnd(ALNUM + '!#%&', 20)}",
    )
    r.add(
        "ev_token_pin",
        f"EV token (SafeNet) PIN for the signing laptop: {rnd(ALNUM, 12)}; admin PIN {rnd(ALNUM, 16)}",
        f"SafeNet token password for the EV cert is {human_pw()} — 3 wrong tries locks it, ole tarkkana",
    )
    r.add(
        "apple_p8_key",
        f"App Store Connect API key, Key ID {apple_key_id()}, Issuer {uid()}:\n{p8_key()}",
        f"AuthKey_{apple_key_id()}.p8 contents (fastlane uses this):\n{p8_key()}",
        f"APP_STORE_CONNECT_KEY_ID={apple_key_id()}\nAPP_STORE_CONNECT_ISSUER_ID={uid()}\nAPP_STORE_CONNECT_KEY={b64(p8_key().encode())}",
    )
    r.add(
        "apple_app_password",
        f"app-specific password for notarytool (tech@acme-games.test): {groups(rnd(LOWER, 16), 4, '-')}",
        f"xcrun notarytool submit Loimu.zip --apple-id tech@acme-games.test --team-id {apple_key_id()} --password {groups(rnd(LOWER, 16), 4, '-')}",
        f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={groups(rnd(LOWER, 16), 4, '-')}",
    )
    r.add(
        "apple_id_login",
        f"Apple developer account holder: hallitus@acme-games.test / {human_pw()} (2FA on the office iPad)",
        f"Mac mini build box Apple ID: macbuild@acme-games.test, salasana {human_pw()}",
    )
    r.add(
        "play_service_account",
        '{"type": "service_account", "project_id": "kuura-play-' + digits(6) + '", "private_key_id": "' + hexs(40) + '", "private_key": "' + rsa_key_json_escaped() + '", "client_email": "play-publisher@kuura-play.iam.gserviceaccount.test"}',
        "fastlane supply json_key_data: {\"private_key_id\": \"" + hexs(40) + "\", \"private_key\": \"" + rsa_key_json_escaped() + "\"}",
        f"Play Console upload service account key (base64 for the Jenkins secret): {b64(json.dumps({'type': 'service_account', 'private_key_id': hexs(40), 'private_key': '-----BEGIN PRIVATE KEY-----' + b64(secrets.token_bytes(90)) + '-----END PRIVATE KEY-----'}).encode())}",
    )
    r.add(
        "android_keystore",
        f"upload keystore kuura-upload.jks\nstorePassword={human_pw()}\nkeyAlias=upload\nkeyPassword={human_pw()}",
        f"Unity Player Settings > Publishing: keystore pass {human_pw()}, alias 'loimu' pass {human_pw()}",
        f"KEYSTORE_PASS={rnd(ALNUM, 20)} KEY_PASS={rnd(ALNUM, 20)} ./gradlew bundleRelease",
    )
    r.add(
        "b2_application_key",
        f"Backblaze B2 key for nightly build archive (bucket kuura-builds):\nkeyID: {b2_key_id()}\napplicationKey: {b2_app_key()}",
        f"b2 account authorize {b2_key_id()} {b2_app_key()}",
        f"rclone.conf\n[b2]\ntype = b2\naccount = {b2_key_id()}\nkey = {b2_app_key()}",
    )
    r.add(
        "bank_login",
        f"Yrityksen verkkopankki: käyttäjätunnus {digits(8, True)}, salasana {human_pw()}",
        f"Bank login for paying invoices — user id {digits(8, True)}, password {human_pw()}, confirmation via the app on Hanna's phone",
        f"Osuuspankki business netbank: tunnus {digits(8, True)} / {human_pw()}",
    )
    r.add(
        "bank_key_codes",
        "Tunnuslukulista (old paper key code list, still active until March):\n" + "\n".join(f"{i:03d} {digits(4)}" for i in range(1, 9)),
        f"Verkkopankki: tunnus {digits(8, True)}, salasana {digits(4)}, tunnusluvut 001 {digits(4)}, 002 {digits(4)}, 003 {digits(4)}",
    )
    r.add(
        "company_card",
        f"Studio Visa for store fees and asset store purchases: {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"Company Mastercard {groups(luhn('5' + str(secrets.randbelow(5) + 1)), 4)}, {card_expiry()}, turvakoodi {digits(3)}",
        f"For the GDC booking use card {luhn('4')} / {card_expiry()} / {digits(3)} (name on card: Kuura Games Oy)",
    )
    r.add(
        "itch_butler_key",
        f"BUTLER_API_KEY={rnd(ALNUM, 40)}",
        f"itch.io API key for the jam builds: {rnd(ALNUM, 40)}",
        f"butler login fails on the CI mac, set the key directly: {rnd(ALNUM, 40)}",
    )
    r.add(
        "github_token",
        f"PAT for the engine-plugins mirror: ghp_{rnd(ALNUM, 36)}",
        f"git clone https://kuura-ci:github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}@github.com/kuura-games/fmod-bridge.git",
        f"GH_TOKEN=ghp_{rnd(ALNUM, 36)} gh release create v{secrets.randbelow(3)}.{secrets.randbelow(10)}.{secrets.randbelow(20)}",
    )
    r.add(
        "twitch_client_secret",
        f"Twitch drops integration\nclient_id={rnd(LOWER + DIGITS, 30)}\nclient_secret={rnd(LOWER + DIGITS, 30)}",
        f"Twitch extension secret (base64): {b64(secrets.token_bytes(32))}",
    )
    r.add(
        "mailchimp_key",
        f"Newsletter (wishlist campaign) Mailchimp key: {hexs(32)}-us{secrets.randbelow(20) + 1}",
        f"MAILCHIMP_API_KEY={hexs(32)}-us{secrets.randbelow(20) + 1}",
    )
    r.add(
        "backend_db_url",
        f"DATABASE_URL=postgres://loimu_app:{rnd(ALNUM, 24)}@db.backend.acme-games.internal:5432/leaderboards",
        f"Save-sync service Postgres: host pg-01.studio.internal, user savesync, password {human_pw()}",
        f"mongodb+srv://telemetry:{rnd(ALNUM, 20)}@telemetry.acme-games.internal/events?retryWrites=true",
    )
    r.add(
        "backend_jwt_secret",
        f"JWT_SECRET={rnd(URLSAFE, 48)}  # signs the player session tokens for the save-sync API",
        f"The admin panel's HMAC secret for signed cheat-report links: {b64(secrets.token_bytes(32))}",
    )
    r.add(
        "redis_password",
        f"matchmaking redis: redis-cli -h mm-redis.acme-games.internal -a {rnd(ALNUM, 24)} INFO",
        f"REDIS_URL=redis://:{rnd(ALNUM, 24)}@lobby-cache.studio.internal:6379/0",
    )
    r.add(
        "office_wifi",
        f"Toimiston wifi: KUURA-Studio, salasana {pick(*FI_WORDS).lower()}{pick(*EN_WORDS).lower()}{digits(4)}",
        f"Guest wifi for playtest day: KUURA-Playtest / {rnd(ALNUM, 12)}",
        f"Devkit network (5 GHz, hidden SSID kuura-dk): WPA2 key {rnd(ALNUM + '!#', 20)}",
    )
    r.add(
        "studio_vpn_key",
        f"wg-studio.conf for the laptop\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.77.0.{secrets.randbelow(200) + 10}/32\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme-games.test:51820",
        f"Eveliina's VPN private key (she reinstalled, send it via Signal): {wg_key()}",
    )
    r.add(
        "build_server_ssh_key",
        "deploy key for the Linux dedicated server box (build@ds-01.studio.internal):\n" + openssh_private(),
        "ssh key Jenkins uses to push to the symbol server:\n" + openssh_private(),
    )
    r.add(
        "shared_totp_seed",
        f"2FA seed for the shared store-admin account (so two of us can generate codes): {groups(rnd(BASE32, 32), 4)}",
        f"otpauth://totp/Kuura%20Games:admin@acme-games.test?secret={rnd(BASE32, 32)}&issuer=Kuura%20Games",
        f"Steam Guard shared secret for the CI bot, as TOTP seed for steam-totp: {b64(secrets.token_bytes(20))}",
    )
    r.add(
        "gog_builder_password",
        f"GOG Galaxy pipeline builder: GOGBuilder.exe --username=kuura_build --password={human_pw()} --path_to_json=loimu.json",
        f"GOG build creator account: builds@acme-games.test / {human_pw()}",
    )
    r.add(
        "plastic_scm_login",
        f"Unity Version Control (old Plastic repo for the prototype): cm configure --workingmode=LDAPWorkingMode --username=aleksi --password={human_pw()}",
        f"Plastic cloud org kuura@cloud, user ci-plastic, password {rnd(ALNUM, 18)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    app = digits(7, True)
    r.add(
        "steam_app_id",
        f"Loimu app id {app}, demo {digits(7, True)}, playtest {digits(7, True)}. Soundtrack DLC got {digits(7, True)}.",
        f"steam_appid.txt in the build folder must contain {digits(7, True)} or the overlay won't start",
        f"SteamAPI_RestartAppIfNecessary({digits(7, True)}) returns true when launched outside Steam",
    )
    r.add(
        "steam_depot_id",
        f"Depots: {int(app) + 1} (Windows content), {int(app) + 2} (macOS), {int(app) + 3} (Linux), {int(app) + 9} (shared audio)",
        f"\"DepotID\" \"{digits(7, True)}\"\n\"FileMapping\" {{ \"LocalPath\" \"*\" \"DepotPath\" \".\" \"recursive\" \"1\" }}",
        f"Depot {digits(7, True)} is the legacy DX11 depot, remove from the default package (sub {digits(6, True)}) before 1.0",
    )
    r.add(
        "steam_build_id",
        f"BuildID {digits(8, True)} set live on 'default' branch, {digits(8, True)} on 'beta'",
        f"Rolled back: public branch now points at build {digits(8, True)} (was {digits(8, True)})",
        f"steamcmd output: Successfully finished AppID {digits(7, True)} build (BuildID {digits(8, True)}).",
    )
    r.add(
        "steam_manifest_id",
        f"Windows depot manifest {digits(19, True)}, mac manifest {digits(19, True)}",
        f"download_depot {digits(7, True)} {digits(7, True)} {digits(19, True)} — to get the 0.8.3 build back for the regression",
        f"SteamDB shows manifest {digits(19, True)} changed 2.4 MB; that's the localisation hotfix",
    )
    r.add(
        "steam_id64",
        f"Player report from steamid {steamid64()} — soft lock after the boss, save attached",
        f"Beta whitelist additions: {steamid64()}, {steamid64()}, {steamid64()}",
        f"Leaderboard cheater (time 00:00.031): {steamid64()}, banned from the ranked board",
    )
    r.add(
        "steam_workshop_id",
        f"Top workshop map this week is id {digits(10, True)}, the broken one is {digits(10, True)}",
        f"ISteamUGC::SubscribeItem({digits(10, True)}) never calls back on Steam Deck",
        f"Featured mods for the update post: {digits(10, True)}, {digits(10, True)}, {digits(10, True)} (all tagged 'Kalevala')",
    )
    r.add(
        "steampipe_vdf",
        f"\"AppBuild\"\n{{\n  \"AppID\" \"{app}\"\n  \"Desc\" \"CL {digits(5, True)} nightly\"\n  \"BuildOutput\" \"..\\\\output\\\\\"\n  \"SetLive\" \"internal\"\n  \"Depots\" {{ \"{int(app) + 1}\" \"depot_win64.vdf\" }}\n}}",
        f"app_build_{app}.vdf: Preview \"0\", ContentRoot \"..\\\\content\\\\\", Depots {int(app) + 1} and {int(app) + 2}",
        f"\"DepotBuild\"\n{{\n  \"DepotID\" \"{int(app) + 3}\"\n  \"ContentRoot\" \"..\\\\linux\\\\\"\n  \"FileExclusion\" \"*.pdb\"\n}}",
    )
    r.add(
        "p4_changelist",
        f"Fixed in CL {digits(5, True)}, needs to go to //depot/Loimu/Release-1.2 too (integrate {digits(5, True)} as well).",
        f"p4 describe -s {digits(5, True)} → 'Change {digits(5, True)} by aino@aino_ws_main' — the lightmaps regression",
        f"Nightly synced to @{digits(5, True)}; shelved CL {digits(5, True)} has the shader fix",
    )
    r.add(
        "p4_workspace",
        f"Workspaces: aleksi_ws_{hexs(4)}, buildagent_win_{digits(2)}_{hexs(6)}, swarm_{hexs(8)}",
        f"p4 -c jenkins-{hexs(8)}-loimu-win64 sync //depot/Loimu/...@{digits(5, True)}",
        f"Stream //Loimu/dev-{hexs(6)} branched from //Loimu/main at change {digits(5, True)}",
    )
    r.add(
        "unity_project_id",
        f"Unity Cloud project id {uid()} (Loimu), org id {digits(13, True)}",
        f"ProjectSettings.asset: cloudProjectId: {uid()}\n  projectName: Loimu\n  organizationId: kuura-games",
        f"Linked the prototype to project {uid()} so the analytics events show up",
    )
    r.add(
        "unity_meta_guid",
        f"fileFormatVersion: 2\nguid: {hexs(32)}\nTextureImporter:\n  internalIDToNameTable: []\n  mipmaps:\n    mipMapMode: 0",
        f"Missing script on Player prefab — m_Script: {{fileID: 11500000, guid: {hexs(32)}, type: 3}}",
        f"Merge conflict in Boss_Arena.unity: both sides reference guid {hexs(32)} but fileID {digits(18, True)} vs {digits(19, True)}",
    )
    r.add(
        "unity_asset_hash",
        f"AssetBundle manifest:\nCRC: {digits(10, True)}\nHashes:\n  AssetFileHash:\n    serializedVersion: 2\n    Hash: {hexs(32)}",
        f"Library cache mismatch: artifact key {hexs(32)} vs {hexs(32)} for Environment/Forest_Atlas.png",
        f"bundle 'levels_act2' rebuilt, new hash {hexs(32)}, size 184.3 MB",
    )
    r.add(
        "addressables_catalog",
        f"catalog_2025.03.14.{digits(6)}.hash contains {hexs(32)}; the CDN still serves the old json",
        f"Addressables content state: remote catalog {hexs(32)}, local {hexs(32)} — force update on launch",
        f"Remote load path https://cdn.acme-games.test/loimu/{digits(5, True)}/StandaloneWindows64/catalog_{hexs(8)}.json",
    )
    r.add(
        "unity_package_lock",
        f"packages-lock.json: \"com.kuura.fmodbridge\": {{ \"version\": \"https://github.com/kuura-games/fmod-bridge.git\", \"source\": \"git\", \"hash\": \"{hexs(40)}\" }}",
        f"Pinned com.unity.netcode.gameobjects to {hexs(40)} because 1.8.1 breaks host migration",
        f"manifest.json scopedRegistries: openupm, scopes com.cysharp; lock hash {hexs(40)} for com.cysharp.unitask",
    )
    r.add(
        "crash_dump_id",
        f"Minidump {uid()}.dmp from the Steam Deck tester, faulting module UnityPlayer.dll+0x{hexs(7)}",
        f"Crash fingerprint {hexs(64)} — 212 occurrences since 1.1.3",
        f"Steam error reporting: crash id {digits(10, True)}, module version 2019.4.{digits(2)}, minidump {hexs(16)}",
    )
    r.add(
        "sentry_event_id",
        f"Sentry event {hexs(32)} shows the null ref in SaveSlotView.Refresh",
        f"https://sentry.acme-games.internal/organizations/kuura/issues/{digits(5, True)}/events/{hexs(32)}/",
        f"SentrySdk.CaptureMessage returned {uid()} but nothing arrived — the sample rate was 0",
    )
    r.add(
        "sentry_public_dsn",
        f"Client Sentry DSN (safe to ship, public key only): {sentry_public_dsn()}",
        f"SentryOptions asset: Dsn = {sentry_public_dsn()}, SampleRate 0.25, Release loimu@1.2.{secrets.randbelow(10)}",
        f"sentry.properties:\ndefaults.url=https://sentry.acme-games.internal/\ndefaults.org=kuura\ndefaults.project=loimu-client\n# dsn in the game: {sentry_public_dsn()}",
    )
    r.add(
        "discord_snowflake",
        f"Discord: guild {snowflake()}, #bug-reports {snowflake()}, Tester role {snowflake()}",
        f"Ban appeal from user {snowflake()} (message {snowflake()})",
        f"bot config: announce_channel: {snowflake()}\nmod_role: {snowflake()}\nlog_channel: {snowflake()}",
    )
    r.add(
        "discord_invite",
        f"Community server invite for the store page: discord.gg/{rnd(ALNUM, 8)}",
        f"Press kit link: https://discord.gg/{rnd(ALNUM, 10)} (never expires, 'Press' role auto-assigned)",
        f"Old invite {rnd(ALNUM, 7)} was revoked after the raid; new one is {rnd(ALNUM, 8)}",
    )
    r.add(
        "discord_message_link",
        f"Feedback thread: https://discord.com/channels/{snowflake()}/{snowflake()}/{snowflake()}",
        f"Pinned patch notes at discord.com/channels/{snowflake()}/{snowflake()}/{snowflake()}",
        f"Forum post for the Deck bug: <#{snowflake()}>, reply from <@{snowflake()}>",
    )
    r.add(
        "shader_hash",
        f"Shader 'Kuura/Foliage' variant hash {hexs(16)} compiled in 2.3 s; keywords: _WIND_ON _LOD_FADE",
        f"PSO cache miss for {hexs(16).upper()} on DX12, collected in pipeline_cache_{digits(4)}.bin",
        f"Stripped variants: {hexs(8)}, {hexs(8)}, {hexs(8)} — saved 40 MB from the build",
    )
    r.add(
        "localisation_key",
        f"Missing fi-FI strings: UI_MENU_CONTINUE_{hexs(4).upper()}, DLG_ELDER_{digits(3)}_B, ITEM_DESC_SAUNA_STONE",
        f"loc table row {digits(5, True)}: key 'quest.kalevala.{hexs(6)}' en 'Find the sampo' fi 'Etsi sampo'",
        f"String id 0x{hexs(8).upper()} ('Tallenna peli') is truncated on the Switch UI",
    )
    r.add(
        "version_string",
        f"Loimu v1.2.{secrets.randbelow(10)}+cl.{digits(5, True)}.{hexs(7)} (Windows, IL2CPP, Unity 2022.3.{secrets.randbelow(60)}f1)",
        f"Build label: {secrets.randbelow(3)}.{secrets.randbelow(10)}.{secrets.randbelow(30)}-rc{secrets.randbelow(5) + 1}-{digits(8)}-{hexs(8)}",
        f"Bundle version {secrets.randbelow(3)}.{secrets.randbelow(10)}.{secrets.randbelow(30)} ({digits(4, True)}), Android versionCode {digits(8, True)}",
    )
    r.add(
        "save_checksum",
        f"Save slot 2 header: magic 'KSAV', version 7, crc32 0x{hexs(8).upper()}, payload sha1 {hexs(40)}",
        f"Corrupted save from tester: expected checksum {hexs(8)} got {hexs(8)}",
        f"Cloud save conflict: local hash {hexs(16)} ({digits(6)} bytes), remote {hexs(16)}",
    )
    r.add(
        "y_tunnus",
        f"Kuura Games Oy, Y-tunnus {ytunnus()}, Helsinki",
        f"Publisher contract counterparty: Pixelhut Oy (Y-tunnus {ytunnus()}), VAT FI{ytunnus().replace('-', '')}",
        f"Outsourcer invoices: Ääniveistämö Ky {ytunnus()}, Revontuli Art Tmi {ytunnus()}",
    )
    r.add(
        "einvoice_address",
        f"Verkkolaskuosoite 0037{ytunnus().replace('-', '')}, laskut PDF:nä vain jos verkkolasku ei onnistu",
        f"Ostolaskut: Pixelhut Oy OVT 0037{ytunnus().replace('-', '')}, Ääniveistämö Ky OVT 0037{ytunnus().replace('-', '')}{digits(2)}",
        f"E-invoice address for Business Finland reports: OVT 0037{ytunnus().replace('-', '')}{digits(3)}",
    )
    r.add(
        "invoice_reference",
        f"Pay the sound studio invoice: IBAN {fi_iban()}, BIC OKOYFIHH, viite {viite()}, eräpäivä 28.3.",
        f"Our bank details for the Kickstarter payout: {fi_iban()} (BIC NDEAFIHH)",
        f"Reference number {viite(12)} for the ALV payment, due 12.4.",
    )
    r.add(
        "eos_ids",
        f"EOS ids: ProductId {hexs(32)}, SandboxId {hexs(32)}, DeploymentId {hexs(32)}",
        f"Dev sandbox p-{rnd(LOWER + DIGITS, 30)} and Stage sandbox {hexs(32)}; live deployment is {hexs(32)}",
        f"Epic artifact id {hexs(32)} is the demo, the full game is {hexs(32)}",
    )
    r.add(
        "playfab_title_id",
        f"PlayFab titles: dev {playfab_title()}, staging {playfab_title()}, live {playfab_title()}",
        f"PlayFabSettings.staticSettings.TitleId = \"{playfab_title()}\";",
        f"PlayFab player {hexs(16).upper()} has 3 linked accounts (entity id {hexs(16).upper()})",
    )
    r.add(
        "ugs_ids",
        f"UGS environments: production {uid()}, development {uid()}",
        f"Remote Config config id {uid()}, rules 'fi_winter_event' and 'steam_deck_lowspec'",
        f"Cloud Code module 'SaveSync' deployed to environment {uid()} (revision {digits(3, True)})",
    )
    r.add(
        "store_ids",
        f"App Store app id {digits(10, True)}, Team ID {apple_key_id()}, bundle fi.kuuragames.loimu",
        f"Play Console: package fi.kuuragames.loimu, versionCode {digits(7, True)}, internal track release {digits(19, True)}",
        f"Microsoft Store id 9{rnd(UPPER + DIGITS, 11)}, package family name KuuraGamesOy.Loimu_{rnd(LOWER + DIGITS, 13)}",
    )
    r.add(
        "codesign_thumbprint",
        f"signtool sign /sha1 {hexs(40).upper()} /tr http://timestamp.acme.test /td sha256 Loimu.exe",
        f"Code signing cert thumbprint {hexs(40).upper()}, serial {hexs(32).upper()}, valid until 2026-11-30",
        f"Mac: Developer ID Application: Kuura Games Oy ({apple_key_id()}), cert SHA-1 {hexs(40).upper()}",
    )
    r.add(
        "keystore_fingerprint",
        f"Upload key SHA-256 for Firebase: {':'.join(hexs(2).upper() for _ in range(32))}",
        f"App signing key certificate SHA-1 {':'.join(hexs(2).upper() for _ in range(20))} (from Play Console)",
    )
    r.add(
        "b2_file_ids",
        f"B2 bucket kuura-builds id {hexs(24)}",
        f"b2 file id 4_z{hexs(24)}_f{hexs(23)}_d{digits(8)}_m{digits(6)}_c00{digits(1)}_v{digits(7)}_t{digits(4)}_u01{digits(10)} is the 1.1.0 symbols zip",
        f"Lifecycle: keep 30 days of nightlies in bucket {hexs(24)}, prefix nightly/{digits(5, True)}/",
    )
    r.add(
        "jenkins_build_ref",
        f"https://jenkins.acme-games.internal/job/loimu-win64/{digits(4, True)}/console — IL2CPP OOM at 92%",
        f"Queue item {digits(6, True)} stuck waiting for 'devkit' label; last good build #{digits(4, True)} (CL {digits(5, True)})",
        f"Jenkins credential ids in use: p4-build-{hexs(8)}, steam-builder-{uid()} — values only in the store",
    )
    r.add(
        "teamcity_build_ref",
        f"TeamCity buildTypeId Loimu_Win64Nightly, build id {digits(6, True)}, agent agent-win-{digits(2)}",
        f"teamcity.acme-games.internal/buildConfiguration/Loimu_Shaders/{digits(6, True)}?buildTab=log&focusLine={digits(4)}",
    )
    r.add(
        "callstack",
        f"0x00007ff6{hexs(8)} GameAssembly.dll!SaveSystem_Write+0x{hexs(3)}\n0x00007ff6{hexs(8)} GameAssembly.dll!PlayerController_Update+0x{hexs(2)}",
        f"Access violation reading 0x{hexs(16).upper()} in UnityPlayer.dll (offset 0x{hexs(6)})",
        f"ExceptionCode c0000005, RIP {hexs(16)}, RSP {hexs(16)}, thread {digits(5, True)}",
    )
    r.add(
        "gpu_device_id",
        f"Crash only on PCI\\VEN_10DE&DEV_{hexs(4).upper()}&SUBSYS_{hexs(8).upper()}, driver 551.{digits(2)}",
        f"Steam Deck APU device id 0x{hexs(4)}, Vulkan driver version 0x{hexs(8)}",
    )
    r.add(
        "procgen_seed",
        f"Daily run seed 0x{hexs(16).upper()} produces the unwinnable forest layout",
        f"Worldgen seed {digits(10, True)} + biome salt {hexs(8)}; repro attached",
        f"Speedrunners want seed '{rnd(UPPER + DIGITS, 8)}' frozen for the tournament",
    )
    r.add(
        "lobby_join_code",
        f"Playtest lobby code {rnd(UPPER + DIGITS, 6)}; friends can join via the in-game menu",
        f"Steam lobby id {digits(18, True)} drops the host after 10 min",
        f"Relay join code {rnd(UPPER + DIGITS, 6)} (expires in 2 min), region eu-north",
    )
    r.add(
        "git_commit",
        f"fmod-bridge fixed in {hexs(40)}, tag v0.4.{secrets.randbelow(10)} points at {hexs(7)}",
        f"git bisect: first bad commit is {hexs(40)}",
        f"Engine fork rebased onto upstream {hexs(12)}; our patches are {hexs(7)}..{hexs(7)}",
    )
    r.add(
        "secret_reference",
        "Steam publisher key lives in 1Password 'Kuura / Steamworks publisher'; Jenkins reads it as credential steam-publisher-key.",
        "P4PASSWD is injected by withCredentials([string(credentialsId: 'p4-build-ticket', variable: 'P4PASSWD')])",
        "EOS ClientSecret comes from ${{ secrets.EOS_SERVER_SECRET }} in the server deploy workflow; nothing in the repo.",
    )
    r.add(
        "env_template",
        "backend/.env.example\nSTEAM_API_KEY=\nPLAYFAB_DEV_SECRET_KEY=\nEOS_CLIENT_SECRET=\nDISCORD_TOKEN=\nSENTRY_DSN=",
        "Copy config.sample.json → config.json and fill in: \"steamWebApiKey\": \"<32 hex chars>\", \"discordWebhook\": \"https://discord.com/api/webhooks/<id>/<token>\"",
        "UGS_CLI_SERVICE_KEY_ID=your-key-id\nUGS_CLI_SERVICE_SECRET_KEY=your-secret-key\n(ask Aleksi for real values)",
    )
    r.add(
        "masked_value",
        f"Steam Web API key ending …{hexs(4).upper()} was revoked on 3.2.",
        f"Jenkins log: P4PASSWD=******** ; p4 sync -q //depot/Loimu/...@{digits(5, True)}",
        f"B2 key id {b2_key_id()[:10]}… (name: ci-nightly, capabilities: writeFiles, listBuckets); the key itself is in the vault",
    )
    r.add(
        "encrypted_blob",
        f"secrets.enc.yaml: eos_client_secret: ENC[AES256_GCM,data:{b64(secrets.token_bytes(32))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(3)),
    )
    r.add(
        "public_key",
        f"Build agent public key for authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jenkins@buildagent-01",
        f"[Peer] # Aino's laptop\nPublicKey = {wg_key()}\nAllowedIPs = 10.77.0.{secrets.randbelow(200) + 10}/32",
        f"Notarization ticket signing: we publish the mod-sdk release public key\n-----BEGIN PUBLIC KEY-----\n{pem_body(2)}\n-----END PUBLIC KEY-----",
    )
    r.add(
        "devkit_hardware",
        f"Devkit serials: XAW{digits(11)}, XAW{digits(11)}; MACs {mac()} and {mac()}",
        f"devkit-02 IP 10.20.0.{secrets.randbelow(200) + 20}, MAC {mac('-', True)}, firmware {secrets.randbelow(20)}.{digits(2)}.{digits(2)}",
        f"Steam Deck test unit S/N FV{rnd(UPPER + DIGITS, 10)}, OS 3.6.{secrets.randbelow(20)}",
    )
    r.add(
        "fmod_guid",
        f"FMOD event:/Music/Boss_Phase2 GUID {{{uid()}}}, bank Master.strings.bank",
        f"Wwise ShortID {digits(10, True)} = Play_Footstep_Snow; media id {digits(9, True)}",
    )
    r.add(
        "bug_ticket",
        f"LOIMU-{digits(4, True)} (save corruption on Deck) blocks cert; dup of LOIMU-{digits(4, True)}",
        f"Lotcheck feedback item {rnd(UPPER + DIGITS, 8)}-{digits(3)}: suspend/resume during autosave",
    )
    r.add(
        "password_policy_prose",
        "Perforce security level 3 is on, so everyone needs a ticket; ticket timeout 12 h for humans, unlimited for the build group.",
        "Vaihdoin Steamworks-salasanan tänään, uusi on vain 1Passwordissa. Steam Guard on nyt Ainon puhelimessa.",
        "Rule for the team: no tokens in Discord, no PFX password in Jenkins logs, webhooks only via the bot config file on the server.",
    )
    r.add(
        "steam_guard_prose",
        "Steam Guard code came by email to builds@, Sami approved the login from his phone, the bot is uploading again.",
        "If steamcmd asks for a Steam Guard code every time, the config.vdf sentry got wiped; log in once interactively on the agent.",
    )
    r.add(
        "texture_atlas_hash",
        f"Sprite atlas 'UI_Main' v{secrets.randbelow(40)} hash {hexs(32)}, 2048x2048, ASTC 6x6",
        f"Texture streaming: mip hash {hexs(16)} for Forest_Rock_{digits(2)}_albedo, 4.2 MB",
    )
    r.add(
        "dedicated_server_endpoint",
        f"EU test server ds-eu-{digits(2)}.acme-games.test:27015, query port 27016, build {digits(8, True)}",
        f"Multiplay allocation {uid()} on machine {digits(7, True)}, port 9{digits(3)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout49.py", [
        ("heldout49_credentials.yaml", credentials(), "batch 49 (Helsinki indie game studio tech lead), written blind; every value synthetic"),
        ("heldout49_lookalikes.yaml", lookalikes(), "batch 49 look-alikes: game-studio ids, hashes, public DSNs and Finnish business ids, written blind"),
    ])


if __name__ == "__main__":
    main()
