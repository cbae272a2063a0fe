# ruff: noqa: E501
"""Writes heldout280_credentials.yaml and heldout280_lookalikes.yaml: held-out batch 280.

Persona: an indie game developer in Helsinki who writes his notes in Finnish mixed with
English. He keeps the Steamworks partner login and Steam Web API key, the Epic Games and
itch.io API keys, a Discord bot token and webhook URL, the Twitch client secret, Unity and
Godot export keystore passwords, the App Store Connect API key (.p8) and the Google Play
service account JSON, the FMOD account, the OP-pankki and Nordea bank codes and the studio
Wi-Fi; and many look-alikes: build, depot and app ids, Steam ids, crash dump hashes, commit
hashes, asset GUIDs from Unity .meta files, Y-tunnus business ids, IBANs and masked cards.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    anthropic_key,
    app_password,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

UHEX = HEX.upper()
LOWNUM = LOWER + DIGITS


def fpw() -> str:
    """A password a Finnish speaker chose, or one a manager generated."""
    return pick(
        f"{pick('Sauna', 'Revontuli', 'Pulla', 'Mokki', 'Lumiukko', 'Korppi', 'Kantele')}{pick('Pelaa', 'Koodaa', 'Hyppaa', 'Lentaa')}{digits(3)}{pick('!', '#', '?', '%')}",
        f"{pick('kahvi', 'tonttu', 'hirvi', 'karhu')}-{pick('Pixel', 'Sprite', 'Shader', 'Boss')}-{digits(2)}-{pick('Helsinki', 'Kallio', 'Vallila', 'Sornainen')}",
        pw(),
    )


def snowflake() -> str:
    """A Discord snowflake id (19 digits in 2024)."""
    return str(1_100_000_000_000_000_000 + secrets.randbelow(250_000_000_000_000_000))


def discord_bot_token() -> str:
    return f"{b64u(snowflake().encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def discord_webhook() -> str:
    return f"https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}"


def steam_key() -> str:
    """A Steam Web API key (or publisher key): 32 upper-case hex."""
    return rnd(UHEX, 32)


def steam_guard_codes(n: int) -> str:
    return "  ".join(rnd("BCDFGHJKMNPQRTVWXY" + "23456789", 5) for _ in range(n))


def steamid64() -> str:
    return str(76561197960265728 + 10_000_000 + secrets.randbelow(1_600_000_000))


def eos_client_id() -> str:
    return "xyza7891" + rnd(ALNUM, 24)


def eos_secret() -> str:
    return rnd(B64, 43)


def twitch_secret() -> str:
    return rnd(LOWNUM, 30)


def godot_key() -> str:
    return hexs(64)


def p8_key() -> str:
    """An App Store Connect API key (.p8): a PKCS#8 P-256 private key."""
    der = (bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420")
           + secrets.token_bytes(32) + bytes.fromhex("a14403420004") + secrets.token_bytes(64))
    body = b64(der)
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----"


def gp_service_account(project: str) -> str:
    """A Google Play (GCP) service account key file, as the console downloads it."""
    der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7") + secrets.token_bytes(1190)
    body = b64(der)
    key = "\\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    email = f"play-publisher@{project}.iam.gserviceaccount.com"
    return (
        "{\n"
        '  "type": "service_account",\n'
        f'  "project_id": "{project}",\n'
        f'  "private_key_id": "{hexs(40)}",\n'
        f'  "private_key": "-----BEGIN PRIVATE KEY-----\\n{key}\\n-----END PRIVATE KEY-----\\n",\n'
        f'  "client_email": "{email}",\n'
        f'  "client_id": "{digits(21, lead=True)}",\n'
        '  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n'
        '  "token_uri": "https://oauth2.googleapis.com/token"\n'
        "}"
    )


def avainlukulista(n: int) -> str:
    """A bank's printed key-code list: numbered four-digit codes."""
    start = secrets.randbelow(80) + 1
    return "\n".join(f"{start + i:03d}  {digits(4)}" for i in range(n))


def ytunnus() -> str:
    """A Finnish business id (Y-tunnus) with a valid check digit."""
    while True:
        body = digits(7, lead=True)
        r = sum(int(c) * w for c, w in zip(body, (7, 9, 10, 5, 8, 4, 2), strict=True)) % 11
        if r != 1:
            return f"{body}-{0 if r == 0 else 11 - r}"


def viitenumero() -> str:
    """A Finnish payment reference number with its 7-3-1 check digit."""
    base = digits(pick(5, 7, 9, 11), lead=True)
    total = sum(int(c) * (7, 3, 1)[i % 3] for i, c in enumerate(reversed(base)))
    return base + str((10 - total % 10) % 10)


def fi_iban(spaced: bool = True) -> str:
    return iban("FI", digits(14), spaced)


def fingerprint(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def godot_uid() -> str:
    return "uid://" + pick("b", "c", "d") + rnd(LOWNUM, 12)


def masked_card() -> str:
    return f"{pick('**** **** ****', 'XXXX XXXX XXXX', '•••• •••• ••••', '4*** **** ****')} {digits(4)}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "steamworks_partner_login",
        f"Steamworks partner login: acme_tuotanto / {fpw()}  (Steam Guard menee mun puhelimeen)",
        f"partner.steamgames.com\nuser: kalle_devs\npw: {fpw()}\nmuista: vain minä ja Aino käytetään tätä",
        f"steamworks tunnus ja salis -> revontuligames_admin  {fpw()}",
        f"Muista: Steamworks salasana vaihdettu tänään, uusi on {fpw()} (vanha ei enää käy)",
        f"Steam partner account (julkaisija) | login: acmestudio_pub | password: {fpw()} | 2FA: mobile authenticator",
    )
    r.add(
        "steam_web_api_key",
        f"Steam Web API key: {steam_key()}",
        f"steam publisher web api key (leaderboards + microtxn) = {steam_key()}",
        f"STEAM_WEBAPI_KEY={steam_key()}",
        f"curl \"https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v2/?key={steam_key()}&steamid=76561198000000000&appid=480\"",
        f"api-avain steamiin (julkaisija-avain, EI jaeta): {steam_key()}",
    )
    r.add(
        "steam_guard_backup_codes",
        f"Steam Guard varakoodit (jos puhelin hukkuu):\n{steam_guard_codes(5)}",
        f"steam backup codes {steam_guard_codes(4)}",
        f"Steamworks 2FA recovery code: R{rnd(UPPER + DIGITS, 5)} — tällä saa authenticatorin irti tilistä",
        f"varakoodit steam-tilille, käytetyt yliviivattu:\n{steam_guard_codes(3)}\n~~{rnd('BCDFGHJKMNPQRTVWXY23456789', 5)}~~",
    )
    r.add(
        "steamcmd_build_account",
        f"steamcmd +login acme_builder {fpw()} +run_app_build ..\\scripts\\app_build_2345670.vdf +quit",
        f"build-tili (ei 2FA, vain upload oikeus): acme_ci_upload / {fpw()}",
        f"CI:n steam builder salasana on {fpw()} — laita GitHub secretsiin kun ehdit",
        f"steam_username=revontuli_build\nsteam_password={fpw()}",
    )
    r.add(
        "epic_eos_client_credentials",
        f"EOS client (Dev Portal > Product settings > Clients):\nClientId: {eos_client_id()}\nClientSecret: {eos_secret()}",
        f"epic client secret {eos_secret()}",
        f"[EpicOnlineServices]\nClientId={eos_client_id()}\nClientSecret={eos_secret()}\nEncryptionKey={hexs(64)}",
        f"Epic dev portal salasana (kalle@acme.example): {fpw()}",
        f"EOS_CLIENT_SECRET=\"{eos_secret()}\"  # tuotanto, älä commitoi",
    )
    r.add(
        "itch_io_api_key",
        f"itch.io API key: {rnd(ALNUM, 40)}",
        f"BUTLER_API_KEY={rnd(ALNUM, 40)}",
        f"butler login ei toimi CI:ssä, käytä avainta suoraan: {rnd(ALNUM, 40)}",
        f"itch api-avain (scope: profile:me, wharf) -> {rnd(ALNUM, 40)}",
        f"itch.io tunnus revontuligames, salasana {fpw()}",
    )
    r.add(
        "discord_bot_token",
        f"Discord bot token: {discord_bot_token()}",
        f"DISCORD_TOKEN={discord_bot_token()}",
        f"botin token (Revontuli Helper, uusittu 3.4.) {discord_bot_token()}",
        f"client.run(\"{discord_bot_token()}\")  # TODO siirrä .env tiedostoon",
        f"discord bot: application secret {rnd(URLSAFE, 32)}, token {discord_bot_token()}",
    )
    r.add(
        "discord_webhook_url",
        f"Discord webhook #build-status kanavalle: {discord_webhook()}",
        f"webhook crash-raporteille -> {discord_webhook()}",
        f"curl -H \"Content-Type: application/json\" -d '{{\"content\":\"uusi build valmis\"}}' {discord_webhook()}",
        f"DISCORD_WEBHOOK_URL={discord_webhook()}",
        f"patch notes bot postaa tänne: {discord_webhook()} (älä jaa, kuka vaan voi spämmätä)",
    )
    r.add(
        "twitch_client_secret",
        f"Twitch dev app \"RevontuliOverlay\": client id {rnd(LOWNUM, 30)}, client secret {twitch_secret()}",
        f"TWITCH_CLIENT_SECRET={twitch_secret()}",
        f"twitch secret uusittu (vanha vuoti streamissa hups): {twitch_secret()}",
        f"twitch extension secret (base64): {b64(secrets.token_bytes(32))}",
        f"curl -X POST 'https://id.twitch.tv/oauth2/token?client_id={rnd(LOWNUM, 30)}&client_secret={twitch_secret()}&grant_type=client_credentials'",
    )
    r.add(
        "twitch_oauth_token",
        f"twitch chat botin oauth: oauth:{rnd(LOWNUM, 30)}",
        f"TWITCH_BOT_OAUTH=oauth:{rnd(LOWNUM, 30)}",
        f"Twitch user access token (channel:read:redemptions) {rnd(LOWNUM, 30)}, refresh token {rnd(LOWNUM, 50)}",
        f"stream overlayn token: Bearer {rnd(LOWNUM, 30)}",
    )
    r.add(
        "unity_android_keystore_password",
        f"Unity Android keystore (user.keystore): keystore pw {fpw()}, alias 'revontuli', alias pw {fpw()}",
        f"Publishing Settings > Keystore Manager\nKeystore password: {fpw()}\nAlias: upload\nAlias password: {fpw()}",
        f"keystore salasana {fpw()} — JOS TÄMÄ HUKKUU EI VOIDA PÄIVITTÄÄ PELIÄ",
        f"PlayerSettings.Android.keystorePass = \"{fpw()}\";\nPlayerSettings.Android.keyaliasPass = \"{fpw()}\";",
        f"android.injected.signing.store.password={fpw()}\nandroid.injected.signing.key.password={fpw()}",
        f"unity keystore pw: {fpw()} (sama alias pw)",
    )
    r.add(
        "godot_export_keystore_password",
        f"export_presets.cfg (Android):\nkeystore/release=\"res://keys/release.keystore\"\nkeystore/release_user=\"revontuli\"\nkeystore/release_password=\"{fpw()}\"",
        f"godot release keystore salis {fpw()}",
        f"GODOT_ANDROID_KEYSTORE_RELEASE_PASSWORD={fpw()}",
        f"Godot export: keystore user 'androidrelease', password {fpw()}",
        f"keytool -genkey -v -keystore release.keystore -alias kuura -keyalg RSA -validity 10000 -storepass {fpw()} -keypass {fpw()}",
    )
    r.add(
        "godot_script_encryption_key",
        f"Godot PCK encryption key: {godot_key()}",
        f"SCRIPT_AES256_ENCRYPTION_KEY={godot_key()}",
        f"export SCRIPT_AES256_ENCRYPTION_KEY=\"{godot_key()}\"  # pitää olla asetettuna ennen kuin käännetään export templatet",
        f"pck-salausavain (sama template + export!!) {godot_key()}",
    )
    r.add(
        "app_store_connect_api_key",
        f"App Store Connect API key, Key ID {rnd(UPPER + DIGITS, 10)}, issuer {uid()}\n{p8_key()}",
        f"AuthKey_{rnd(UPPER + DIGITS, 10)}.p8 sisältö (lataa vain kerran!!):\n{p8_key()}",
        f"fastlane: APP_STORE_CONNECT_API_KEY_KEY_ID={rnd(UPPER + DIGITS, 10)}\nAPP_STORE_CONNECT_API_KEY_ISSUER_ID={uid()}\nAPP_STORE_CONNECT_API_KEY_KEY=\"{p8_key()}\"",
        f"asc p8 key:\n{p8_key()}",
    )
    r.add(
        "google_play_service_account_json",
        f"Google Play service account JSON (fastlane supply käyttää):\n{gp_service_account('revontuli-games-play')}",
        f"play-console-avain.json:\n{gp_service_account('acme-kuura-release')}",
        f"GOOGLE_PLAY_JSON_KEY='{gp_service_account('pc-api-' + digits(19, lead=True)).replace(chr(10), '')}'",
        f"uusi service account key, vanha poistettu konsolista:\n{gp_service_account('acme-mobile-builds')}",
    )
    r.add(
        "apple_app_specific_password",
        f"Apple ID app-specific password (notarytool / altool): {groups(rnd(LOWER, 16), 4, '-')}",
        f"xcrun notarytool store-credentials acme-notary --apple-id kalle@acme.example --team-id {rnd(UPPER + DIGITS, 10)} --password {groups(rnd(LOWER, 16), 4, '-')}",
        f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={groups(rnd(LOWER, 16), 4, '-')}",
        f"Apple developer tili kalle@acme.example / {fpw()}",
    )
    r.add(
        "fmod_account_password",
        f"FMOD tili (lisenssi rekisteröity tällä): kalle@acme.example / {fpw()}",
        f"fmod.com login: revontuli_audio pw {fpw()}",
        f"FMOD Studio licence account — salasana {fpw()}, indie-lisenssi projektille Kuura",
        f"fmod salis vaihdettu: {fpw()}",
    )
    r.add(
        "op_verkkopankki_codes",
        f"OP verkkopankki: käyttäjätunnus {digits(8, lead=True)}, salasana {digits(4)}\nAvainlukulista:\n{avainlukulista(6)}",
        f"OP-mobiilin tunnusluku (PIN) {digits(4)}",
        f"OP yritys (Revontuli Games Oy) käyttäjätunnus {digits(7, lead=True)} / tunnusluku {digits(4)}",
        f"OP avainluvut jäljellä:\n{avainlukulista(4)}",
        f"op-pankin tunnukset: {digits(8, lead=True)} + salasana {digits(4)} + mobiiliavain PIN {digits(4)}",
        f"OP kortin PIN {digits(4)} (Visa Debit, se sininen)",
    )
    r.add(
        "nordea_codes",
        f"Nordea ID:n PIN-koodi {digits(4)}, asiakasnumero {digits(8, lead=True)}",
        f"Nordea verkkopankki\nkäyttäjätunnus: {digits(8, lead=True)}\ntunnuslukusovelluksen PIN: {digits(4)}",
        f"nordea codes app pin {digits(6)}",
        f"Nordea Business -tunnukset: user {digits(7, lead=True)}, PIN {digits(4)}",
        f"Nordea Debit {groups(luhn('4'), 4)}, PIN {digits(4)}",
    )
    r.add(
        "company_card_details",
        f"yrityksen Visa (Steam-mainokset maksetaan tällä): {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"Mastercard {groups(luhn('5' + str(secrets.randbelow(5) + 1)), 4)}  {card_expiry()}  cvc {digits(3)}",
        f"kortti: {luhn('4')}, voimassa {card_expiry()}, turvakoodi {digits(3)}, PIN {digits(4)}",
    )
    r.add(
        "studio_wifi_password",
        f"Studio Wi-Fi: RevontuliStudio / {fpw()}",
        f"WIFI:T:WPA;S:Acme-Studio-5G;P:{fpw()};;",
        f"wifi salasana (vieraat): {fpw()}",
        f"toimiston wlan: SSID AcmeDev, WPA2 avain {rnd(ALNUM, 20)}",
        f"Wi-Fi pw for the playtest guests: {fpw()}",
        f"studion verkko\n  ssid: kuura-net\n  psk: {fpw()}",
    )
    r.add(
        "router_admin_password",
        f"reitittimen admin (192.168.1.1): admin / {fpw()}",
        f"router login: kayttaja admin, salasana {rnd(ALNUM, 12)}",
        f"Huawei 5G reititin, hallintasivun salasana {fpw()}",
    )
    r.add(
        "github_token",
        f"GitHub PAT (repo + workflow), vanhenee 90 pv: ghp_{rnd(ALNUM, 36)}",
        f"GH_TOKEN=github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"git clone https://kalle-dev:ghp_{rnd(ALNUM, 36)}@github.com/revontuli-games/kuura.git",
        f"github recovery codes:\n{recovery_codes(6, 'github')}",
        f"token jolla CI lataa LFS:n: ghp_{rnd(ALNUM, 36)}",
    )
    r.add(
        "unity_account_login",
        f"Unity ID: kalle@acme.example / {fpw()}",
        f"UNITY_EMAIL=ci@acme.example\nUNITY_PASSWORD={fpw()}\nUNITY_SERIAL=SC-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
        f"unity pro serial: E3-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
        f"Unity Cloud Build API key {hexs(32)}",
    )
    r.add(
        "cloudflare_api_token",
        f"Cloudflare API token (DNS edit, revontuli.example): {rnd(URLSAFE, 40)}",
        f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}",
        f"wrangler secret ... ei vaan: CF token {rnd(URLSAFE, 40)} (Pages deploy presskitille)",
        f"cloudflare tili kalle@acme.example / {fpw()}",
    )
    r.add(
        "aws_build_bucket_keys",
        f"S3 bucket builds.acme.example, IAM user ci-builds:\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"AWS avaimet (vain s3:PutObject): {aws_key_id()} / {aws_secret()}",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 sync ./Builds s3://acme-kuura-builds/",
        f"[acme-builds]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}\nregion=eu-north-1",
    )
    r.add(
        "build_server_ssh_key",
        f"build-palvelimen (builder.acme.internal) deploy-avain:\n{openssh_private()}",
        f"~/.ssh/id_ed25519 mac minille (iOS buildit):\n{openssh_private()}",
        f"ssh avaimen passphrase: {fpw()}",
        f"mac mini login: builder / {fpw()}, ssh builder@macmini.acme.internal",
    )
    r.add(
        "sentry_auth_token",
        f"Sentry auth token (source maps upload): sntryu_{hexs(64)}",
        f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}",
        f"sentry-cli --auth-token sntryu_{hexs(64)} upload-dif --org revontuli --project kuura ./Symbols",
        f"sentry tili salasana {fpw()}",
    )
    r.add(
        "playfab_secret_key",
        f"PlayFab title 4A2B1 secret key: {rnd(UPPER + DIGITS, 52)}",
        f"X-SecretKey: {rnd(UPPER + DIGITS, 52)}",
        f"PLAYFAB_DEV_SECRET_KEY={rnd(UPPER + DIGITS, 52)}",
        f"playfab (leaderboardit) dev secret {rnd(UPPER + DIGITS, 52)} -- ÄLÄ laita clientiin",
    )
    r.add(
        "leaderboard_database_url",
        f"DATABASE_URL=postgres://leaderboard:{rnd(ALNUM, 24)}@db.acme.internal:5432/scores",
        f"psql \"host=db.acme.internal dbname=kuura user=kuura_app password={fpw()} sslmode=require\"",
        f"redis sessioille: redis://:{rnd(ALNUM, 32)}@cache.acme.internal:6379/0",
        f"mongodb+srv://kuura_admin:{rnd(ALNUM, 20)}@cluster0.acme.internal/saves?retryWrites=true",
        f"tietokannan salasana (prod) {fpw()}",
    )
    r.add(
        "save_file_encryption_key",
        f"Save-tiedostojen AES-256 avain (hex): {hexs(64)}",
        f"const string SaveKey = \"{b64(secrets.token_bytes(32))}\"; // IV generoidaan per tiedosto",
        f"save crypto key {b64(secrets.token_bytes(32))}, HMAC key {hexs(64)}",
    )
    r.add(
        "studio_email_password",
        f"Google Workspace (kalle@revontuli.example) app password for Thunderbird: {app_password()}",
        f"sähköposti press@acme.example salasana {fpw()}",
        f"SMTP_PASSWORD={app_password().replace(' ', '')}  # newsletter-lähetys",
        f"support@acme.example tilin salasana: {fpw()} (jaettu Ainon kanssa)",
    )
    r.add(
        "password_manager_secret_key",
        f"1Password Secret Key (Emergency Kit): {onepassword_secret_key()}, master password {fpw()}",
        f"1password master salasana {fpw()}",
        f"Bitwarden master password: {fpw()}, 2FA recovery {rnd(UPPER + DIGITS, 32)}",
    )
    r.add(
        "llm_api_key",
        f"OpenAI key dialogi-prototyyppiin: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"Anthropic API key (NPC-lokalisaatio testit) {anthropic_key()}",
        f"ANTHROPIC_API_KEY=\"{anthropic_key()}\"",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "steam_app_id",
        f"Kuura app id Steamissä: {digits(7, lead=True)}",
        f"steam://run/{digits(7, lead=True)} avaa pelin suoraan",
        f"https://store.steampowered.com/app/{digits(7, lead=True)}/Kuura/ — kauppasivu julki perjantaina",
        f"Demo appid {digits(7, lead=True)}, playtest appid {digits(7, lead=True)}",
        f"steam_appid.txt sisältö dev-buildeissa: {digits(7, lead=True)}",
    )
    r.add(
        "steam_depot_id",
        f"depotit: Windows {digits(7, lead=True)}, Linux {digits(7, lead=True)}, macOS {digits(7, lead=True)}",
        f"\"DepotID\" \"{digits(7, lead=True)}\"  // app_build vdf:ssä",
        f"soundtrack DLC depot {digits(7, lead=True)}",
        f"depot_build_{digits(7, lead=True)}.vdf puuttuu repo:sta, lisää",
    )
    r.add(
        "steam_build_id",
        f"Steam build id {digits(8, lead=True)} asetettu default-branchiin 14:32",
        f"buildid {digits(8, lead=True)} = v0.9.{secrets.randbelow(30)} (beta branch 'playtest')",
        f"rollback: edellinen toimiva build oli {digits(8, lead=True)}",
        f"Successfully finished AppID {digits(7, lead=True)} build (BuildID {digits(8, lead=True)}).",
        f"buildit tällä viikolla: {digits(8, lead=True)}, {digits(8, lead=True)}, {digits(8, lead=True)}",
    )
    r.add(
        "steam_id64",
        f"Ainon SteamID64: {steamid64()} (lisää testaajaksi)",
        f"https://steamcommunity.com/profiles/{steamid64()}/ — se joka raportoi crash-bugin",
        f"playtest-avaimet annettu näille: {steamid64()}, {steamid64()}",
        f"[U:1:{secrets.randbelow(1_500_000_000) + 10_000_000}] on mun Steam3 id",
        f"bannattu huijari leaderboardilta: steamid {steamid64()}",
    )
    r.add(
        "crash_dump_hash",
        f"crash dump sha256 {hexs(64)} — sama kaatuminen kuin eilen (NullRef Inventory.cs)",
        f"minidump {uid()}.dmp tuli Backtracesta, stack osoittaa FMOD:iin",
        f"Crash fingerprint {hexs(40)}, 37 käyttäjää, Win11 + AMD",
        f"dump: Kuura_{digits(8, lead=True)}_{hexs(8)}.dmp (Steam error reporting)",
        f"symbolit: Kuura.pdb GUID {hexs(32).upper()} age 1",
    )
    r.add(
        "git_commit_hash",
        f"bugi tuli commitissa {hexs(40)} (refaktoroin hyppyfysiikan)",
        f"git revert {hexs(7)}",
        f"release v1.0.{secrets.randbelow(9)} = {hexs(40)}",
        f"git bisect: good {hexs(7)}, bad {hexs(7)}",
        f"cherry-pick {hexs(10)} hotfix-branchiin",
    )
    r.add(
        "unity_meta_guid",
        f"fileFormatVersion: 2\nguid: {hexs(32)}\nTextureImporter:",
        f"PlayerController.prefab guid {hexs(32)} — rikki kun Aino siirsi kansion ilman .metaa",
        f"puuttuva skripti: guid {hexs(32)}, fileID 11500000",
        f"m_Script: {{fileID: 11500000, guid: {hexs(32)}, type: 3}}",
        f"Addressables group guid {hexs(32)}",
    )
    r.add(
        "y_tunnus",
        f"Revontuli Games Oy, Y-tunnus {ytunnus()}",
        f"laskutustiedot: Acme Audio Tmi, y-tunnus {ytunnus()}, Helsinki",
        f"Business ID (Y-tunnus) for Steamworks tax interview: {ytunnus()}",
        f"kustantaja Acme Publishing Oy ({ytunnus()}) maksaa ennakon",
        f"Y-tunnus {ytunnus()} — tarkista YTJ:stä ennen sopimusta",
    )
    r.add(
        "iban_account",
        f"Yritystili OP: {fi_iban()} BIC OKOYFIHH",
        f"Nordea käyttötili {fi_iban()} (BIC NDEAFIHH) — tähän Steam-maksut",
        f"IBAN säveltäjän laskuun: {fi_iban(False)}",
        f"Valve maksaa tilille {fi_iban()}, viite {viitenumero()}",
        f"Epicin payout tili: IBAN {fi_iban()}",
    )
    r.add(
        "masked_card_number",
        f"Steam-mainokset veloitettu kortilta {masked_card()}",
        f"kuitti: Visa {masked_card()} 49,00 EUR Unity Pro",
        f"Apple Developer Program maksettu ({masked_card()}, exp {card_expiry()})",
        f"kortti päättyy {digits(4)} — se hävinnyt, kuoletettu OP:ssa",
        f"Mastercard ending in {digits(4)} charged 99 USD (Apple)",
    )
    r.add(
        "discord_snowflake_id",
        f"Discord server id {snowflake()}, #bug-reports kanava {snowflake()}",
        f"Discord application id {snowflake()} (botin OAuth invite tarvitsee)",
        f"https://discord.com/channels/{snowflake()}/{snowflake()}/{snowflake()} — hyvä palaute tasosuunnittelusta",
        f"moderaattori-rooli id {snowflake()}",
        f"<@{snowflake()}> löysi softlockin luolassa",
    )
    r.add(
        "discord_public_key",
        f"Discord app PUBLIC KEY (interactions endpoint verify): {hexs(64)}",
        f"DISCORD_PUBLIC_KEY={hexs(64)} — julkinen, ei salaisuus",
        f"interactions endpoint https://bot.acme.example/interactions, public key {hexs(64)}",
        f"botin invite: https://discord.com/oauth2/authorize?client_id={snowflake()}&scope=bot&permissions=274877975552",
    )
    r.add(
        "twitch_client_id",
        f"Twitch client id (julkinen) {rnd(LOWNUM, 30)}",
        f"Client-Id: {rnd(LOWNUM, 30)} header Helix kutsuihin",
        f"twitch extension id {rnd(LOWNUM, 30)}, versio 0.0.3",
        f"redirect URI http://localhost:3000/auth/twitch/callback, client id {rnd(LOWNUM, 30)}",
    )
    r.add(
        "eos_product_ids",
        f"EOS ProductId {hexs(32)}, SandboxId {hexs(32)}, DeploymentId {hexs(32)}",
        f"Epic sandbox 'Live' = {hexs(32)}",
        f"EGS offer id {hexs(32)} (Kuura base game)",
        f"Epic namespace {hexs(32)}, artifact id {rnd(LOWER, 12)}",
    )
    r.add(
        "app_store_connect_key_reference",
        f"ASC API Key ID {rnd(UPPER + DIGITS, 10)}, Issuer {uid()} — itse .p8 on 1Passwordissa",
        f"Team ID {rnd(UPPER + DIGITS, 10)}, bundle id fi.revontuli.kuura",
        f"App Store app id {digits(10, lead=True)}, SKU KUURA-IOS-01",
        f"TestFlight build {secrets.randbelow(200) + 1} ({uid()}) käsittelyssä",
    )
    r.add(
        "keystore_fingerprint",
        f"upload key SHA-1: {fingerprint(20)}",
        f"Play App Signing SHA-256 cert fingerprint:\n{fingerprint(32)}",
        f"keytool -list -v -keystore release.keystore näytti SHA1 {fingerprint(20)} (lisätty Firebaseen)",
        f"keystore alias 'kuura_upload', voimassa 2049 asti, fingerprint {fingerprint(20)}",
    )
    r.add(
        "secret_reference",
        "steam login CI:ssä: ${{ secrets.STEAM_USERNAME }} / ${{ secrets.STEAM_CONFIG_VDF }}",
        "op read \"op://Revontuli/Steamworks/password\" | steamcmd ...",
        "Discord token on .env:ssä nimellä DISCORD_TOKEN, .env on .gitignoressa",
        "keystore salasana: Bitwarden > Studio > 'Android upload keystore'",
        "vault kv get secret/acme/kuura/playfab",
        "ANDROID_KEYSTORE_PASS tulee GitHub Actions secretistä, ei mistään muualta",
    )
    r.add(
        "password_policy_talk",
        "vaihda studion Wi-Fi salasana kun harjoittelija lähtee perjantaina",
        "Steamworks vaatii Steam Guardin kaikille partner-käyttäjille, muista lisätä Aino",
        "OP:n avainlukulista on kassakaapissa, ei kirjoiteta mihinkään",
        "twitch client secret pitää uusia kerran vuodessa (seuraava 03/2026)",
        "Google Play upload key hukkui? -> voi pyytää resetin konsolista, kestää ~2 pv",
        "Nordea: tunnuslukusovelluksen PIN ei saa olla sama kuin kortin PIN",
    )
    r.add(
        "masked_secret",
        f"Steam Web API key: ****************************{rnd(UHEX, 4)} (näkyy näin partner-sivulla)",
        f"itch api key {rnd(ALNUM, 4)}…{rnd(ALNUM, 4)} revoked 12.5.",
        "Discord token alkaa MTE... — koko token on vaultissa, ei täällä",
        f"GitHub: token ghp_…{rnd(ALNUM, 4)} expires in 7 days",
        f"AWS key {aws_key_id()[:8]}************ deaktivoitu (IAM > Security credentials)",
    )
    r.add(
        "finnish_reference_number",
        f"Verohallinnon ALV-maksu, viitenumero {viitenumero()}",
        f"lasku 2024-117: viite {viitenumero()}, eräpäivä 14.6.",
        f"YEL-maksun viite {viitenumero()}",
        f"vuokra studiosta, viitenumero {viitenumero()}",
    )
    r.add(
        "tracking_number",
        f"Steam Deck dev kit seurantakoodi JJFI{digits(18, lead=True)}",
        f"Posti lähetystunnus {rnd(UPPER, 2)}{digits(9)}FI — mikrofoni tulossa",
        f"DHL tracking {digits(10, lead=True)}",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} (kickstarter-palkinnot)",
    )
    r.add(
        "container_image_digest",
        f"leaderboard-api:1.4.2@sha256:{hexs(64)}",
        f"kubectl logs {pod_name('leaderboard-api')} -n kuura",
        f"docker pull ghcr.io/revontuli-games/kuura-server@sha256:{hexs(64)}",
        f"dedicated server pod {pod_name('kuura-ds')} kaatui OOM:iin",
    )
    r.add(
        "git_lfs_oid",
        f"version https://git-lfs.github.com/spec/v1\noid sha256:{hexs(64)}\nsize {digits(8, lead=True)}",
        f"LFS objekti {hexs(64)} puuttuu palvelimelta (smudge error)",
        f"Audio/Music/boss_theme.wav oid sha256:{hexs(64)}",
    )
    r.add(
        "godot_uid",
        f"[ext_resource type=\"PackedScene\" uid=\"{godot_uid()}\" path=\"res://scenes/player.tscn\" id=\"1_{rnd(LOWNUM, 5)}\"]",
        f"player.tscn uid {godot_uid()} — rikki 4.2-päivityksen jälkeen",
        f"Godot resource {godot_uid()} viittaa poistettuun tekstuuriin",
        f"[gd_scene load_steps=4 format=3 uid=\"{godot_uid()}\"]",
    )
    r.add(
        "unity_project_id",
        f"Unity Cloud project id {uid()}, org id revontuli-games-{digits(6)}",
        f"cloudProjectId: {uid()}",
        f"Unity Gaming Services environment id {uid()} (production)",
        f"Unity Analytics app id {uid()}",
    )
    r.add(
        "steam_workshop_item",
        f"Workshop item {digits(10, lead=True)}: 'Talvikartta' by community",
        f"https://steamcommunity.com/sharedfiles/filedetails/?id={digits(10, lead=True)}",
        f"UGC handle {digits(19, lead=True)} epäonnistui latauksessa",
        f"mod id {digits(10, lead=True)} rikkoo save-tiedostot, ilmoitettu tekijälle",
    )
    r.add(
        "wifi_network_info",
        f"Studion Wi-Fi SSID RevontuliStudio, reititin MAC {mac()}",
        "vieras-Wi-Fi: Acme-Guest, salasana löytyy keittiön seinältä",
        f"Steam Deck MAC {mac(upper=True)} lisätty reitittimen sallittuihin",
        "Wi-Fi 5 GHz kanava 36, leveys 80 MHz, WPA3 päällä",
    )
    r.add(
        "invoice_order_number",
        f"Humble Bundle tilaus {rnd(UPPER + DIGITS, 16)}",
        f"Unity lasku INV-{digits(8, lead=True)}, 2040 USD",
        f"Steam Direct maksu, tilaus #{digits(19, lead=True)}",
        f"itch.io payout id {digits(7, lead=True)}, 312,44 EUR",
    )
    r.add(
        "bank_contact_details",
        "OP yritysasiakaspalvelu 0100 0500, BIC OKOYFIHH",
        "Nordea BIC NDEAFIHH, yrityspalvelu ma-pe 8-18",
        "OP-mobiili päivitetty, tunnistautuminen toimii taas Steamworks-verolomakkeelle",
        f"Nordea asiakasnumero kysytään puhelimessa, ei PINiä. tiketti {digits(9, lead=True)}",
    )
    r.add(
        "service_account_email",
        f"play-publisher@pc-api-{digits(19, lead=True)}.iam.gserviceaccount.com lisätty Play Consoleen (release manager)",
        "GCP projekti acme-kuura-release, service account firebase-adminsdk-x1y2z@acme-kuura-release.iam.gserviceaccount.com",
        f"service account key id {hexs(40)} poistettu (vanha)",
        f"OAuth client id {digits(12, lead=True)}-{rnd(LOWNUM, 32)}.apps.googleusercontent.com (Play Games Services)",
    )
    r.add(
        "public_key",
        f"build-palvelimen authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kalle@kuura-laptop",
        f"age public key saveback-upeille: {age_public_key()}",
        f"deploy key (read-only) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@acme",
        f"Steam Deck devkit pubkey ssh-rsa {ssh_pub('ssh-rsa', 270)} devkit",
    )
    r.add(
        "sentry_event_id",
        f"Sentry event {hexs(32)} — sama NullReferenceException",
        f"issue KUURA-{secrets.randbelow(900) + 100}, event id {hexs(32)}",
        f"trace id {hexs(32)} span {hexs(16)}",
        f"release kuura@1.0.{secrets.randbelow(9)}+{hexs(7)} sai 12 crashia",
    )
    r.add(
        "settings_near_secret_words",
        "token expires_in 14400 s, refresh ennen kuin vanhenee",
        "PIN-koodin pituus 4-6 numeroa, max 3 yritystä",
        "password_min_length = 12, require_symbols = true (leaderboard-admin)",
        f"OAuth state param pituus 32, nonce {digits(2)} s TTL",
        "keystore validity 10000 päivää, keyalg RSA 2048",
    )
    r.add(
        "alv_vat_number",
        f"ALV-numero FI{ytunnus().replace('-', '')}",
        f"EU VAT ID: FI{ytunnus().replace('-', '')} (Steam tax form)",
        f"käänteinen ALV, asiakkaan VAT DE{digits(9, lead=True)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout280.py", [
        ("heldout280_credentials.yaml", credentials(), "held-out batch 280: credentials a Helsinki indie game developer keeps (Steamworks, Discord, Twitch, keystores, App Store/Play keys, bank codes)"),
        ("heldout280_lookalikes.yaml", lookalikes(), "held-out batch 280: look-alikes a Helsinki indie game developer keeps (app/depot/build ids, Steam ids, hashes, Unity GUIDs, Y-tunnus, IBANs, masked cards)"),
    ])


if __name__ == "__main__":
    main()
