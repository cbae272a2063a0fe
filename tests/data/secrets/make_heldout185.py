# ruff: noqa: E501
"""Writes heldout185_credentials.yaml and heldout185_lookalikes.yaml: held-out batch 185.

Persona: a security-minded solo indie game developer in Kraków (studio "Wrona Games", game
"Smocza Jama") shipping on Steam and itch.io, who writes notes in English with some Polish.
The credentials are what such a person would ask an assistant to keep: the Steamworks partner
login and publisher Web API keys, itch.io and Butler API keys, the code-signing certificate
password, Apple notarization app-specific password and App Store Connect key, the Google Play
service account JSON, a Discord bot token, Sentry and PlayFab secrets, the backup server's SSH
key, a wallet seed phrase for a web3 game jam, and the like. The look-alikes are the ids and
public values that surround them: Steam app, depot, build and manifest ids, Discord
application ids and public keys, Sentry DSNs, crash dump ids, commit SHAs, package and bundle
ids, wallet addresses, itch.io game ids, build checksums, and talk about secrets without them.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    BASE58,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    b64,
    digits,
    epoch,
    groups,
    hexs,
    openai_project_key,
    openssh_private,
    pem,
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

HEXU = HEX.upper()

BIP39 = [
    "abandon", "ability", "absorb", "access", "acoustic", "actor", "adapt", "advice", "aerobic",
    "agent", "airport", "album", "alien", "alpha", "amateur", "anchor", "ancient", "ankle",
    "antique", "apple", "arctic", "arena", "armor", "arrow", "artwork", "asthma", "atom",
    "auction", "autumn", "avocado", "awake", "badge", "bamboo", "banner", "barrel", "basket",
    "beach", "bench", "bicycle", "blanket", "bonus", "bracket", "bridge", "bronze", "bubble",
    "cabin", "cactus", "camera", "canal", "canyon", "carbon", "castle", "cereal", "chalk",
    "cherry", "citizen", "cliff", "clock", "coconut", "comic", "copper", "coral", "cradle",
    "crystal", "dragon", "eagle", "echo", "elbow", "ember", "engine", "fabric", "falcon",
    "fossil", "galaxy", "garlic", "glacier", "harbor", "hazard", "island", "jungle", "kettle",
    "ladder", "lantern", "lobster", "magnet", "marble", "meadow", "mirror", "monkey", "noodle",
    "orbit", "oyster", "paddle", "pepper", "pilot", "planet", "puzzle", "rabbit", "ribbon",
    "ripple", "rocket", "saddle", "salmon", "shadow", "spider", "stadium", "tiger", "tornado",
    "tunnel", "velvet", "violin", "walnut", "winter", "wisdom", "wolf", "youth", "zebra", "zone",
]

SLOWA = [
    "wrona", "smok", "obwarzanek", "tramwaj", "wawel", "pierogi", "kopiec", "rynek", "bigos",
    "latarnia", "piwnica", "kurant", "hejnał", "wisła", "żubr", "mgła", "kafel", "czajnik",
    "ogórek", "papryka", "kamień", "zamek", "szachy", "świeca", "krówka", "kawka",
]

EN_WORDS = [
    "pixel", "sprite", "lantern", "gravel", "orbit", "saddle", "meteor", "pocket", "thistle",
    "copper", "walrus", "cobalt", "harbor", "quiver", "tundra", "mosaic", "pepper", "violet",
]

STEAM_USERS = ["wronagames_build", "wrona_partner", "kasia.wrona.dev", "wronagames_pub"]
HOSTS = ["backup.wrona.internal", "nas.wrona.internal", "vps1.wronagames.example", "borg.acme.internal"]


def steam_api_key() -> str:
    """A Steam Web API (user or publisher) key: 32 uppercase hex."""
    return rnd(HEXU, 32)


def itch_key() -> str:
    """An itch.io API key (the one Butler uses too)."""
    return rnd(ALNUM, 40)


def snowflake() -> str:
    """A Discord snowflake id (18 or 19 digits)."""
    return str(10**17 * pick(9, 10, 11, 12, 13) + secrets.randbelow(10**17))


def discord_token() -> str:
    app = b64(snowflake().encode()).rstrip("=")
    return f"{app}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, pick(27, 38))}"


def discord_webhook() -> str:
    return f"https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}"


def sentry_org_token() -> str:
    payload = {"iat": float(epoch()), "url": "https://sentry.wrona.internal",
               "region_url": "https://sentry.wrona.internal", "org": "wrona-games"}
    return f"sntrys_{b64(json.dumps(payload).encode()).rstrip('=')}_{rnd(ALNUM + '+/', 43)}"


def sentry_user_token() -> str:
    return f"sntryu_{hexs(64)}"


def playfab_secret() -> str:
    return rnd(UPPER + DIGITS, 52)


def playfab_title() -> str:
    return rnd(HEXU, 5)


def apple_pw() -> str:
    return groups(rnd(LOWER, 16), 4, "-")


def seed(n: int = 12) -> str:
    return phrase(BIP39, n)


def evm_address() -> str:
    return "0x" + rnd(HEX + "ABCDEF", 40)


def evm_private() -> str:
    return "0x" + hexs(64)


def sol_address() -> str:
    return rnd(BASE58, 44)


def sha1() -> str:
    return hexs(40)


def sha256() -> str:
    return hexs(64)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def github_pat() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def github_fine_pat() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def b2_key_id() -> str:
    return "005" + hexs(12) + "000000000" + pick("1", "2", "3", "4")


def b2_app_key() -> str:
    return "K005" + rnd(ALNUM + "/+", 27)


def ppk() -> str:
    """A passphrase a careful person made up: words joined by dashes plus a number."""
    return phrase(SLOWA + EN_WORDS, pick(4, 5), pick("-", ".", " ")) + str(secrets.randbelow(90) + 10)


def steam_app() -> str:
    return str(1_900_000 + secrets.randbelow(1_600_000))


def manifest_id() -> str:
    return str(10**18 + secrets.randbelow(8 * 10**18))


def numbered(words: str) -> str:
    return "\n".join(f"{i}. {w}" for i, w in enumerate(words.split(), 1))


def escaped_pem(lines: int) -> str:
    """A PEM private key as it sits inside a JSON or .env string: newlines written as \\n."""
    return pem("PRIVATE KEY", lines).replace("\n", "\\n")


def gserviceaccount_json(project: str) -> str:
    key = pem("PRIVATE KEY", 5)
    data = {
        "type": "service_account",
        "project_id": project,
        "private_key_id": sha1(),
        "private_key": key + "\n",
        "client_email": f"play-publisher@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    return json.dumps(data, indent=2)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "steamworks_partner_login",
        f"Steamworks partner site login: {pick(*STEAM_USERS)} / {pw()} (Steam Guard on my phone, not SMS)",
        f"zapamiętaj: partner.steamgames login -> user {pick(*STEAM_USERS)}, hasło {pw()}",
        f"Steam build account for steamcmd (NOT my personal one)\nusername: wronagames_build\npassword: {pw()}\nonly has 'Edit App Metadata' + 'Publish App Changes To Steam'",
        f"steamcmd +login wronagames_build '{pw()}' +run_app_build ../scripts/app_build_{steam_app()}.vdf +quit",
        f"new steamworks pw after the phishing scare: {rnd(ALNUM + '!#%&*', 18)} — old one is dead, don't reuse",
    )

    r.add(
        "steam_publisher_web_api_key",
        f"Steam publisher Web API key (group 'Wrona Games'): {steam_api_key()}",
        f"publisher key do CheckAppOwnership na serwerze: {steam_api_key()}",
        f"curl \"https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v2/?key={steam_api_key()}&steamid=76561198{digits(9)}&appid={steam_app()}\"",
        f"STEAM_PUBLISHER_KEY={steam_api_key()}\nSTEAM_APPID={steam_app()}",
        f"steam webapi key (the publisher one, not the user one!!) {steam_api_key()} - used by the leaderboard cron",
    )

    r.add(
        "itchio_api_key",
        f"itch.io API key for the devlog bot: {itch_key()}",
        f"itch api key - {itch_key()} (scope: profile:me + game:view:purchases)",
        f"klucz API itch.io (konto wrona-games): {itch_key()}",
        f"curl -H \"Authorization: Bearer {itch_key()}\" https://itch.io/api/1/key/my-games",
        f"itch key for the download-key checker script\n{itch_key()}",
    )

    r.add(
        "butler_api_key",
        f"BUTLER_API_KEY={itch_key()}  # GitHub Actions uses the same value",
        f"butler creds on the build laptop (~/.config/itch/butler_creds): {itch_key()}",
        f"export BUTLER_API_KEY='{itch_key()}'\nbutler push build/win64 wrona-games/smocza-jama:windows-beta --userversion 0.9.4",
        f"butler key, the one from 'butler login' on the new mac: {itch_key()}",
    )

    r.add(
        "code_signing_pfx_password",
        f"EV code signing cert (Certum) PIN for the token: {secrets.randbelow(10**8):08d}",
        f"hasło do wrona_codesign.pfx: {pw()}",
        f"signtool sign /f wrona_codesign.pfx /p \"{pw()}\" /fd sha256 /tr http://timestamp.acme.test /td sha256 SmoczaJama.exe",
        f"code signing cert password = {rnd(ALNUM + '!#%&*+-', 20)} (cert expires next March, renew early)",
        f"pfx pass: {ppk()}",
    )

    r.add(
        "apple_app_specific_password",
        f"Apple notarization app-specific password (label 'notarytool'): {apple_pw()}",
        f"xcrun notarytool store-credentials \"wrona-notary\" --apple-id kasia@wronagames.example --team-id {rnd(UPPER + DIGITS, 10)} --password {apple_pw()}",
        f"hasło aplikacji Apple do notaryzacji: {apple_pw()}",
        f"AC_PASSWORD={apple_pw()}\nAC_USERNAME=kasia@wronagames.example",
        f"app-specific pw for altool (old pipeline, still used by the mac demo build) {apple_pw()}",
    )

    r.add(
        "app_store_connect_api_private_key",
        f"App Store Connect API key AuthKey_{rnd(UPPER + DIGITS, 10)}.p8 — keep this, Apple only lets you download it once:\n{pem('PRIVATE KEY', 3)}",
        f"ASC key for fastlane (issuer {uid()}):\n{pem('PRIVATE KEY', 3)}",
        f"notarytool --key contents, klucz prywatny .p8:\n{pem('PRIVATE KEY', 3)}",
        f"APP_STORE_CONNECT_API_KEY_CONTENT=\"{escaped_pem(3)}\"",
    )

    r.add(
        "google_play_service_account_json",
        f"Google Play publisher service account JSON (fastlane supply):\n{gserviceaccount_json('wrona-play-' + digits(6))}",
        f"play-store-key.json — zapisz gdzieś bezpiecznie:\n{gserviceaccount_json('smocza-jama-android')}",
        f"service account for the Play Developer API upload step\n{gserviceaccount_json('wrona-games-ci')}",
        f"just the private_key field from the play SA json (the rest I can regenerate): \"{escaped_pem(4)}\\n\"",
    )

    r.add(
        "android_keystore_password",
        f"release keystore (wrona-release.jks) storepass {pw()} keypass {pw()} alias smocza",
        f"gradle.properties on the build box:\nRELEASE_STORE_FILE=wrona-release.jks\nRELEASE_STORE_PASSWORD={pw()}\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD={pw()}",
        f"upload key hasło: {ppk()} (Play App Signing trzyma app signing key, to jest tylko upload key)",
        f"keytool -list -v -keystore wrona-release.jks -storepass '{rnd(ALNUM + '!#%&*', 16)}'",
        f"android keystore pw = {rnd(ALNUM, 14)}",
    )

    r.add(
        "discord_bot_token",
        f"Discord bot token (Wrona Helper, the bug report bot): {discord_token()}",
        f"DISCORD_TOKEN={discord_token()}",
        f"token bota na discordzie po resecie: {discord_token()}",
        f"bot.run(\"{discord_token()}\")  # TODO move to env before pushing!!",
        f"discord bot tok {discord_token()} — playtest server only",
    )

    r.add(
        "discord_webhook_url",
        f"webhook for #build-status (steam build finished notifications): {discord_webhook()}",
        f"DISCORD_WEBHOOK_URL={discord_webhook()}",
        f"webhook do kanału #crash-reports: {discord_webhook()}",
        f"curl -H 'Content-Type: application/json' -d '{{\"content\":\"itch build pushed\"}}' {discord_webhook()}",
    )

    r.add(
        "sentry_auth_token",
        f"Sentry org auth token for uploading debug symbols: {sentry_org_token()}",
        f"SENTRY_AUTH_TOKEN={sentry_user_token()}\nSENTRY_ORG=wrona-games\nSENTRY_PROJECT=smocza-jama",
        f"sentry-cli token (user token, scope project:releases): {sentry_user_token()}",
        f"[auth]\ntoken={sentry_org_token()}\n\n[defaults]\nurl=https://sentry.wrona.internal\norg=wrona-games",
        f"sentry-cli --auth-token {sentry_user_token()} debug-files upload --include-sources build/symbols",
    )

    r.add(
        "playfab_secret_key",
        f"PlayFab title {playfab_title()} developer secret key: {playfab_secret()}",
        f"X-SecretKey: {playfab_secret()}",
        f"playfab secret (server-side only, NEVER ship in the client!): {playfab_secret()}",
        f"PLAYFAB_TITLE_ID={playfab_title()}\nPLAYFAB_DEV_SECRET_KEY={playfab_secret()}",
        f"klucz sekretny PlayFab do cloudscript deploy: {playfab_secret()}",
    )

    r.add(
        "backup_server_ssh_private_key",
        f"ssh key for {pick(*HOSTS)} (user borg):\n{openssh_private()}",
        f"klucz prywatny do serwera backupów:\n{openssh_private()}",
        f"~/.ssh/wrona_backup_ed25519\n{openssh_private()}",
        f"deploy key for the build mirror rsync job\n{openssh_private()}\npassphrase: none (it's restricted in authorized_keys to rrsync)",
    )

    r.add(
        "borg_backup_passphrase",
        f"BORG_PASSPHRASE='{ppk()}'",
        f"borg repo ssh://borg@{pick(*HOSTS)}/./wrona passphrase: {ppk()}",
        f"hasło do repozytorium borg (repokey-blake2): {rnd(ALNUM + '!#%&*+-', 24)}",
        f"backup encryption passphrase — without it the backups are useless!\n{ppk()}",
    )

    r.add(
        "wallet_seed_phrase",
        f"seed phrase for the web3 jam wallet (testnet only, but still): {seed(12)}",
        f"fraza odzyskiwania portfela (jam):\n{seed(12)}",
        "MetaMask recovery words for the jam deployer:\n" + numbered(seed(12)),
        f"mnemonic=\"{seed(24)}\"",
        f"ledger 24 words (hardware wallet, prize money goes here): {seed(24)}",
    )

    r.add(
        "wallet_private_key",
        f"PRIVATE_KEY={evm_private()}  # hardhat deployer, sepolia",
        f"klucz prywatny portfela deployera: {evm_private()}",
        f"exported private key of the jam wallet {evm_address()}: {evm_private()}",
        f"networks: {{ sepolia: {{ url: 'https://rpc.acme.test', accounts: ['{evm_private()}'] }} }}",
    )

    r.add(
        "github_personal_access_token",
        f"GitHub PAT for the private wrona/engine submodule checkout: {github_pat()}",
        f"gh token (repo + workflow scopes, expires in 90 days): {github_fine_pat()}",
        f"git clone https://wrona-ci:{github_pat()}@github.com/wrona-games/smocza-jama-assets.git",
        f"token GitHuba do releasów: {github_pat()}",
    )

    r.add(
        "account_recovery_codes",
        f"GitHub recovery codes (wrona-games org owner):\n{recovery_codes(8, 'github')}",
        f"Steam Guard recovery code: R{secrets.randbelow(10**5):05d} (for wronagames_pub)",
        f"kody zapasowe do konta Google (Play Console):\n{recovery_codes(6, 'digits')}",
        f"itch.io 2FA backup codes\n{recovery_codes(6, 'plain')}",
        f"Discord 2FA backup codes (server owner account): {' '.join(rnd(LOWER + DIGITS, 8) for _ in range(6))}",
    )

    r.add(
        "totp_shared_secret",
        f"otpauth://totp/Steamworks:wronagames_build?secret={totp_seed()}&issuer=Steam",
        f"Steam Desktop Authenticator maFile for the build account: {{\"shared_secret\": \"{b64(secrets.token_bytes(20))}\", \"identity_secret\": \"{b64(secrets.token_bytes(20))}\", \"account_name\": \"wronagames_build\"}}",
        f"2FA seed for the Play Console google account (in case the phone dies): {groups(totp_seed(), 4)}",
        f"sekret TOTP do itch.io: {totp_seed()}",
        f"authenticator setup key for the Sentry admin account: {groups(totp_seed().lower(), 4)}",
    )

    r.add(
        "leaderboard_database_url",
        f"DATABASE_URL=postgres://leaderboard:{rnd(ALNUM, 24)}@db.wrona.internal:5432/scores",
        f"postgres leaderboard db\nhost: db.wrona.internal\nuser: smocza_api\npass: {pw()}\ndb: leaderboard",
        f"psql \"postgresql://admin:{rnd(ALNUM, 20)}@10.0.4.12:5432/scores?sslmode=require\"",
        f"baza do rankingów: user leaderboard / hasło {pw()} na db.wronagames.example",
        f"mongodb+srv://wrona:{rnd(ALNUM, 16)}@telemetry.acme.internal/events?retryWrites=true",
    )

    r.add(
        "redis_password",
        f"redis for matchmaking queue: requirepass {rnd(ALNUM, 32)}",
        f"REDIS_URL=redis://:{rnd(ALNUM, 28)}@cache.wrona.internal:6379/0",
        f"redis-cli -h cache.wrona.internal -a '{pw()}' FLUSHDB   # only on staging!!",
        f"hasło redis (staging): {rnd(ALNUM, 24)}",
    )

    r.add(
        "object_storage_credentials",
        f"R2 bucket wrona-builds\naccess key id: {hexs(32)}\nsecret access key: {hexs(64)}",
        f"Backblaze B2 (build archive):\nkeyID: {b2_key_id()}\napplicationKey: {b2_app_key()}",
        f"[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = {hexs(32)}\nsecret_access_key = {hexs(64)}",
        f"b2 authorize-account {b2_key_id()} {b2_app_key()}",
        f"rclone remote for nightly build uploads (R2):\nAWS_ACCESS_KEY_ID={hexs(32)}\nAWS_SECRET_ACCESS_KEY={hexs(64)}",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.2/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.wrona.internal:51820",
        f"wg private key of the build laptop: {wg_key()}",
        f"klucz prywatny WireGuard (NAS): {wg_key()}",
        f"wireguard privkey for phone tunnel -> {wg_key()}",
    )

    r.add(
        "age_secret_key",
        f"age identity for decrypting the secrets.env.age in the repo: {age_secret_key()}",
        f"# created: 2025-01-12T10:22:41+01:00\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"klucz age do backupów kluczy: {age_secret_key()}",
    )

    r.add(
        "llm_api_key",
        f"OpenAI key for the NPC dialogue prototype: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}  # bark-generator tool",
        f"klucz do API (dialogi NPC, limit 20$/mies.): {openai_project_key()}",
        f"bark tool config.toml\n[llm]\nmodel = \"gpt-4o-mini\"\napi_key = \"{openai_project_key()}\"",
    )

    r.add(
        "twitch_client_secret",
        f"Twitch extension / devlog stream overlay: client secret {rnd(LOWER + DIGITS, 30)}",
        f"TWITCH_CLIENT_ID={rnd(LOWER + DIGITS, 30)}\nTWITCH_CLIENT_SECRET={rnd(LOWER + DIGITS, 30)}",
        f"twitch oauth token for the chat bot: oauth:{rnd(LOWER + DIGITS, 30)}",
        f"sekret klienta Twitch (drops kampania): {rnd(LOWER + DIGITS, 30)}",
    )

    r.add(
        "epic_online_services_secret",
        f"EOS client credentials (SmoczaJama-Server): client id {rnd(LOWER + DIGITS, 32)} secret {rnd(URLSAFE, 43)}",
        f"EOS_CLIENT_SECRET={rnd(URLSAFE, 43)}",
        f"eos creds for the crossplay test build -> id {rnd(LOWER + DIGITS, 32)} / secret {rnd(URLSAFE, 43)} (deployment: dev)",
        f"Epic dev portal — sekret klienta dla dedykowanego serwera: {rnd(URLSAFE, 43)}",
    )

    r.add(
        "newsletter_api_key",
        f"SendGrid key for the wishlist newsletter: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"mailer key (press kit mailer, 'Mail Send' only): {sendgrid_key()}",
        f"klucz SendGrid do newslettera o premierze: {sendgrid_key()}",
    )

    r.add(
        "password_manager_master_password",
        f"Bitwarden master passphrase (paper copy is in the drawer, this is the digital one for the will): {ppk()}",
        f"hasło główne do menedżera haseł: {phrase(SLOWA, 5, '-')}",
        f"1Password master pw: {ppk()}",
        f"KeePassXC db wrona.kdbx password {rnd(ALNUM + '!#%&*+-', 22)}",
    )

    r.add(
        "studio_wifi_password",
        f"WiFi w studiu: SSID WronaStudio-5G, hasło {rnd(ALNUM, 14)}",
        f"coworking wifi (Zabłocie) — network CoWork_Guest pw {pick('Kopiec', 'Wawel', 'Smok')}{secrets.randbelow(9000) + 1000}!",
        f"playtest LAN router admin: admin / {pw()}, wifi key {rnd(ALNUM, 16)}",
        f"wifi for the showfloor booth (Pixel Heaven) WPA2: {ppk()}",
    )

    r.add(
        "bank_card_pin",
        f"PIN do karty firmowej (mBank, końcówka {secrets.randbelow(10**4):04d}): {secrets.randbelow(10**4):04d}",
        f"company card pin {secrets.randbelow(10**4):04d} — the Revolut business one",
        f"PIN: {secrets.randbelow(10**4):04d} (karta do płatności za Steam Direct fee)",
        f"debit card PIN (the ING one for conference travel) = {secrets.randbelow(10**4):04d}",
    )

    r.add(
        "build_machine_login",
        f"mac mini build box (signing + notarization): user builder / {pw()}",
        f"login do maszyny buildowej: ci@buildbox.wrona.internal hasło {pw()}",
        f"windows build VM local admin: .\\wronabuild  {rnd(ALNUM + '!#%&*', 16)}",
        f"keychain unlock for the signing keychain in CI: security unlock-keychain -p '{pw()}' build.keychain",
    )

    r.add(
        "itchio_account_password",
        f"itch.io login wrona-games / {pw()}",
        f"konto itch (stare, osobiste): kasia_wrona / hasło {pw()}",
        f"itch.io pw changed 12.02, new = {rnd(ALNUM + '!#%&*+-', 16)}",
        f"itch creds (for the jam host account): wronajam / {ppk()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()
    app = steam_app()

    r.add(
        "steam_app_id",
        f"Smocza Jama AppID {app}, demo AppID {int(app) + 10}, soundtrack DLC {int(app) + 20}",
        f"steam://run/{app} opens the game directly, handy for testers",
        f"store page: store.steampowered.com/app/{steam_app()}/Smocza_Jama/ (wishlists 4,120 as of Friday)",
        f"steam_appid.txt must contain {steam_app()} for local testing, remove it from the shipped build",
        f"playtest app id: {steam_app()} (separate from the main app)",
    )

    r.add(
        "steam_depot_id",
        f"depots: {int(app) + 1} Windows, {int(app) + 2} macOS, {int(app) + 3} Linux",
        f"depot {steam_app()} = shared content (audio banks), don't forget to include it in the package",
        f"nowy depot na wersję Deck-friendly: {steam_app()}",
        f"DepotID {steam_app()} had the wrong OS filter set to 'All', fixed",
    )

    r.add(
        "steam_build_id",
        f"BuildID {10_000_000 + secrets.randbelow(9_000_000)} is live on default branch, {10_000_000 + secrets.randbelow(9_000_000)} on beta",
        f"rollback target if 0.9.4 breaks saves: build {10_000_000 + secrets.randbelow(9_000_000)}",
        f"build {10_000_000 + secrets.randbelow(9_000_000)} — 'fix crash in cave level 3', set live 14:20",
        f"steamcmd output: Successfully finished AppID {app} build (BuildID {10_000_000 + secrets.randbelow(9_000_000)}).",
        f"beta branch 'experimental' -> build {10_000_000 + secrets.randbelow(9_000_000)}, password-less branch on purpose",
    )

    r.add(
        "steam_manifest_id",
        f"depot {int(app) + 1} manifest {manifest_id()}",
        f"download_depot {app} {int(app) + 1} {manifest_id()}  (to repro the old bug)",
        f"manifest ID z poprzedniej wersji: {manifest_id()}",
        f"win64 manifest {manifest_id()} / mac manifest {manifest_id()}",
        f"SteamDB shows manifest {manifest_id()} for the Linux depot, matches our build",
    )

    r.add(
        "steampipe_build_script",
        f"\"AppBuild\"\n{{\n  \"AppID\" \"{app}\"\n  \"Desc\" \"v0.9.4 release\"\n  \"ContentRoot\" \"../content/\"\n  \"BuildOutput\" \"../output/\"\n  \"Depots\"\n  {{\n    \"{int(app) + 1}\" \"depot_build_{int(app) + 1}.vdf\"\n  }}\n}}",
        f"steamcmd +login wronagames_build +run_app_build ..\\scripts\\app_build_{app}.vdf +quit  (password comes from cached login, not typed here)",
        f"\"DepotBuild\"\n{{\n  \"DepotID\" \"{int(app) + 2}\"\n  \"FileMapping\" {{ \"LocalPath\" \"mac\\\\*\" \"DepotPath\" \".\" \"Recursive\" \"1\" }}\n  \"FileExclusion\" \"*.pdb\"\n}}",
        f"SetLive is empty in app_build_{app}.vdf so nothing goes live automatically — I click it by hand",
    )

    r.add(
        "discord_application_id",
        f"Discord application ID (Wrona Helper): {snowflake()}",
        f"invite link for the bot: https://discord.com/oauth2/authorize?client_id={snowflake()}&scope=bot&permissions=274877991936",
        f"Rich Presence client id for the game: {snowflake()}",
        f"guild id serwera społeczności: {snowflake()}, kanał #bug-reports {snowflake()}",
        f"DISCORD_APP_ID={snowflake()}  # public, it's in every invite link",
    )

    r.add(
        "discord_public_key",
        f"Discord interactions public key (for verifying signatures): {sha256()}",
        f"PUBLIC KEY from the dev portal: {sha256()} — safe to commit",
        f"DISCORD_PUBLIC_KEY={sha256()}",
        f"klucz publiczny aplikacji (weryfikacja ed25519): {sha256()}",
    )

    r.add(
        "sentry_dsn",
        f"Sentry DSN for the game client: https://{hexs(32)}@sentry.wrona.internal/{secrets.randbelow(20) + 2}",
        f"SENTRY_DSN=https://{hexs(32)}@sentry.wrona.internal/{secrets.randbelow(20) + 2}  # public key only, ships in the binary",
        f"dsn (Unity SDK options): https://{hexs(32)}@errors.acme.internal/{secrets.randbelow(20) + 2}",
        f"Sentry project 'smocza-jama-server', DSN public key {hexs(32)}",
        f"DSN do builda demo: https://{hexs(32)}@sentry.wrona.internal/{secrets.randbelow(20) + 2}",
    )

    r.add(
        "crash_dump_id",
        f"minidump {uid()}.dmp — crash in FMOD thread, 3 reports",
        f"Sentry issue SMOCZA-{secrets.randbelow(900) + 100}, event id {hexs(32)}",
        f"MODULE windows x86_64 {hexs(32).upper()}1 SmoczaJama.pdb",
        f"crash hash {hexs(16)} (same stack as last week, the null deref in SaveSystem)",
        f"debug id {uid()} for the macOS dSYM, upload missing",
    )

    r.add(
        "git_commit_sha",
        f"0.9.4 tag points at {sha1()}",
        f"bisect: good {hexs(7)}, bad {hexs(7)} — regression in the lighting pass",
        f"git revert {sha1()}  # the input rebinding change broke Deck controls",
        f"cherry-pick {hexs(10)} onto release/1.0 przed wysyłką",
        f"build info string: 0.9.4+{hexs(8)} (dirty=false)",
    )

    r.add(
        "play_package_name",
        "Play package name: pl.wronagames.smoczajama (can never change, double-check before first upload)",
        f"applicationId \"pl.wronagames.smoczajama\"\nversionCode {secrets.randbelow(200) + 10}\nversionName \"0.9.{secrets.randbelow(9)}\"",
        "https://play.google.com/store/apps/details?id=pl.wronagames.smoczajama.demo",
        "nazwa pakietu dla wersji testowej: pl.wronagames.smoczajama.beta",
    )

    r.add(
        "ios_bundle_id",
        f"bundle id pl.wronagames.smoczajama, Team ID {rnd(UPPER + DIGITS, 10)}",
        "macOS Steam build bundle identifier: pl.wronagames.SmoczaJama-mac (hardened runtime on)",
        f"Apple app id {secrets.randbelow(9 * 10**9) + 10**9} for the iPad port",
        "CFBundleIdentifier = pl.wronagames.smoczajama.ipad",
    )

    r.add(
        "wallet_public_address",
        f"jam prize wallet (public, send here): {evm_address()}",
        f"adres portfela do nagrody z jamu: {evm_address()}",
        f"Solana receive address for the jam bounty: {sol_address()}",
        f"NFT contract deployed to sepolia at {evm_address()}",
        f"wrona-games.eth -> {evm_address()}",
    )

    r.add(
        "wallet_tx_hash",
        f"tx hash of the prize payout: 0x{sha256()}",
        f"deploy tx 0x{sha256()} (block {secrets.randbelow(10**6) + 5_000_000})",
        f"explorer link: https://explorer.acme.test/tx/0x{sha256()}",
        f"transakcja mintu: 0x{sha256()}",
    )

    r.add(
        "itchio_game_id",
        f"itch.io game id {secrets.randbelow(2_000_000) + 1_500_000} (Smocza Jama demo)",
        f"butler channel wrona-games/smocza-jama:windows-beta, upload id {secrets.randbelow(9_000_000) + 10_000_000}",
        f"itch widget: <iframe src=\"https://itch.io/embed/{secrets.randbelow(2_000_000) + 1_500_000}\" width=\"552\" height=\"167\"></iframe>",
        f"butler status wrona-games/smocza-jama -> build #{secrets.randbelow(900) + 100} ({hexs(8)}) processing",
        f"itch order id {secrets.randbelow(10**8) + 10**8} - refund request, bundle buyer",
    )

    r.add(
        "build_sha256_checksum",
        f"SHA256 SmoczaJama_0.9.4_win64.zip = {sha256()}",
        f"{sha256()}  SmoczaJama_0.9.4_linux.tar.gz",
        f"sha256 checksumy do strony z pobieraniem:\nwin64  {sha256()}\nmac    {sha256()}",
        f"press build checksum (so journalists can verify the download): {sha256()}",
        f"expected hash of the FMOD 2.02 installer: {sha256().upper()}",
    )

    r.add(
        "secret_location_reference",
        "Steamworks password is in 1Password, vault 'Wrona / Publishing', item 'Steamworks partner'",
        "hasło do pfx jest w sejfie (koperta nr 3) i w Bitwardenie, NIE w repo",
        "op://Publishing/itch-butler/credential is what the release script reads",
        "seed phrase of the jam wallet: written on paper, in the fireproof box at my parents' place in Nowa Huta",
        "the Play service account JSON lives in vault path secret/data/wrona/play-publisher (key: json)",
    )

    r.add(
        "ci_secret_reference",
        "username: ${{ secrets.STEAM_USERNAME }}\nconfigVdf: ${{ secrets.STEAM_CONFIG_VDF }}",
        "env:\n  BUTLER_API_KEY: ${{ secrets.BUTLER_API_KEY }}\n  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}",
        "gradle reads RELEASE_STORE_PASSWORD from env, set as a masked CI variable, never in gradle.properties",
        "--password \"@keychain:AC_PASSWORD\" (the notarytool profile name, the password itself is in the keychain)",
        "DISCORD_TOKEN = os.environ[\"DISCORD_TOKEN\"]  # from .env, which is gitignored",
    )

    r.add(
        "masked_secret",
        f"itch API key ending …{rnd(ALNUM, 4)} is the active one, the other one I revoked",
        f"Steam publisher key: {rnd(HEXU, 4)}••••••••••••••••••••••••{rnd(HEXU, 4)} (group: Wrona Games)",
        f"sentry token sntrys_**** (last 4: {rnd(ALNUM, 4)}) — rotated 03.2025",
        "PLAYFAB_DEV_SECRET_KEY=********  (set on the server only)",
        f"discord bot token reset today, new one starts with {b64(snowflake().encode())[:6]}…, stored in the server's .env",
    )

    r.add(
        "password_rotation_talk",
        "rotate the Steamworks build account password after every contractor leaves, next check: end of June",
        "przypomnienie: zmienić hasło do konta Play Console i wygenerować nowe kody zapasowe",
        "code signing cert renewal in March — new PFX will get a new password, update CI secret then",
        "never reuse the itch password anywhere; the 2019 forum leak had my old one",
        "Apple app-specific passwords: revoke the 'altool' one once the notarytool pipeline is stable",
    )

    r.add(
        "playfab_title_id",
        f"PlayFab Title ID {playfab_title()} (production), {playfab_title()} (staging)",
        f"PlayFabSettings.staticSettings.TitleId = \"{playfab_title()}\";",
        f"https://{playfab_title().lower()}.playfabapi.example/Client/LoginWithSteam",
        f"title id do PlayFab: {playfab_title()}",
    )

    r.add(
        "app_store_connect_key_id",
        f"ASC API Key ID {rnd(UPPER + DIGITS, 10)}, Issuer ID {uid()} — the .p8 is in 1Password",
        f"notarytool submit ... --key-id {rnd(UPPER + DIGITS, 10)} --issuer {uid()} --key ~/keys/AuthKey.p8",
        f"Developer ID Application: Wrona Games sp. z o.o. ({rnd(UPPER + DIGITS, 10)})",
        f"Team ID {rnd(UPPER + DIGITS, 10)} appears in the codesign output, that's expected",
    )

    r.add(
        "google_service_account_identity",
        f"service account: play-publisher@wrona-games-ci.iam.gserviceaccount.com (client id {digits(21, lead=True)})",
        "granted 'Release manager' in Play Console to ci-upload@smocza-jama-android.iam.gserviceaccount.com",
        f"GCP project number {secrets.randbelow(9 * 10**11) + 10**11}, project id wrona-play-{digits(6)}",
        "OAuth client ID for Play Games sign-in: " + f"{secrets.randbelow(9 * 10**11) + 10**11}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
    )

    r.add(
        "ssh_public_key",
        f"backup server authorized key: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kasia@wrona-laptop",
        f"host key fingerprint of backup.wrona.internal: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"klucz publiczny do dodania na NAS: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} builder@macmini",
        f"known_hosts: borg.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
        f"ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}. verify this before typing yes",
    )

    r.add(
        "gpg_fingerprint",
        f"release signing key fingerprint: {groups(hexs(40).upper(), 4)}",
        f"gpg --recv-keys {hexs(16).upper()}",
        f"my public key id for signed tags: {hexs(16).upper()}",
        f"odcisk klucza GPG do weryfikacji buildów Linux: {hexs(40).upper()}",
    )

    r.add(
        "docker_image_digest",
        f"leaderboard api image: registry.wrona.internal/leaderboard@sha256:{sha256()}",
        f"FROM mcr.acme.internal/dotnet/runtime:8.0@sha256:{sha256()}",
        f"dedicated server container id {hexs(12)} restarted 3x overnight",
        f"obraz serwera: smocza-server:0.9.4 digest sha256:{sha256()}",
    )

    r.add(
        "notarization_submission_id",
        f"notarytool submission id {uid()} -> Accepted",
        f"xcrun notarytool log {uid()} --keychain-profile wrona-notary",
        f"notarization {uid()} Invalid: the binary is not signed with a valid Developer ID certificate",
        f"ID zgłoszenia notaryzacji dla demo: {uid()}",
    )

    r.add(
        "certificate_thumbprint",
        f"code signing cert thumbprint {hexs(40).upper()} (Certum, valid till 2026-03)",
        f"signtool sign /sha1 {hexs(40).upper()} /fd sha256 /tr http://timestamp.acme.test SmoczaJama.exe",
        f"cert serial number {groups(hexs(32), 2, ':')}",
        f"Windows shows publisher 'Wrona Games', SHA1 {hexs(40)} — matches the one in the EV token",
    )

    r.add(
        "unity_asset_guid",
        f"fileFormatVersion: 2\nguid: {hexs(32)}\nTextureImporter:",
        f"the broken prefab reference is guid {hexs(32)}, fileID {secrets.randbelow(10**10)}",
        f"Addressables key for the cave tileset: {hexs(32)}",
        f"m_Script: {{fileID: 11500000, guid: {hexs(32)}, type: 3}}",
    )

    r.add(
        "godot_resource_uid",
        f"[ext_resource type=\"Texture2D\" uid=\"uid://{rnd(LOWER + DIGITS, 13)}\" path=\"res://art/smok.png\" id=\"1_{rnd(LOWER + DIGITS, 5)}\"]",
        f"uid://{rnd(LOWER + DIGITS, 13)} is the main menu scene",
        f"broken UID after the merge: uid://{rnd(LOWER + DIGITS, 12)} (player.tscn)",
        f"[gd_scene load_steps=4 format=3 uid=\"uid://{rnd(LOWER + DIGITS, 13)}\"]",
    )

    r.add(
        "procgen_seed",
        f"world seed {secrets.randbelow(10**10)} makes the impossible cave layout, keep for the bug report",
        f"seed do daily challenge: {hexs(16)}",
        f"speedrun category uses fixed seed {secrets.randbelow(2**31)}",
        f"RNG seed (xorshift) 0x{hexs(16).upper()} reproduces the desync",
        "for the jam wallet we use a hardware wallet; its seed phrase is never typed on the PC, not even into a password manager",
    )

    r.add(
        "discord_message_link",
        f"bug report: https://discord.com/channels/{snowflake()}/{snowflake()}/{snowflake()}",
        f"pinned feedback thread https://discord.com/channels/{snowflake()}/{snowflake()}",
        f"user id {snowflake()} keeps reporting the controller issue — ask for logs",
        f"role id for playtesters <@&{snowflake()}>",
    )

    r.add(
        "security_settings",
        "Steamworks: require Steam Guard for all partner users, session timeout 30 min",
        "password policy for the leaderboard admin panel: min length 14, bcrypt cost 12, lockout after 5 tries",
        "JWT expiry for game sessions: 3600 s, refresh token 14 days, rotate signing key every 90 days",
        "PIN attempts on the EV token: 3, after that PUK — do NOT guess",
    )

    r.add(
        "wireguard_peer_public_key",
        f"[Peer]\n# NAS\nPublicKey = {wg_key()}\nAllowedIPs = 10.66.0.1/32\nEndpoint = vpn.wrona.internal:51820",
        f"laptop public key (to add on the server): {wg_key()}",
        f"age recipient for the backup encryption: {age_public_key()}",
        f"klucz publiczny peera (telefon): {wg_key()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout185.py", [
        ("heldout185_credentials.yaml", credentials(), "batch 185 (Kraków indie game developer, English and Polish), written blind; every value synthetic"),
        ("heldout185_lookalikes.yaml", lookalikes(), "batch 185 (Kraków indie game developer, English and Polish) look-alikes, written blind; every value synthetic"),
    ])


if __name__ == "__main__":
    main()
