# ruff: noqa: E501
"""Writes heldout90_credentials.yaml and heldout90_lookalikes.yaml: held-out batch 90.

Persona: a Japanese-Brazilian game modder in São Paulo who keeps notes mostly in Brazilian
Portuguese, with Japanese asides and English tech words. They run a Nexus/Steam Workshop mod
line, a Discord community with bots, a VPS and FTP mirror for downloads, a small Minecraft
server, Twitch streams through OBS, and take donations on Patreon, Ko-fi and Pix.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    b64u,
    bitlocker_key,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    pem,
    phrase,
    pick,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

BIP39 = ["abandon", "acoustic", "bamboo", "canyon", "donkey", "eagle", "fabric", "galaxy", "harvest",
         "island", "jungle", "kitten", "ladder", "marble", "napkin", "orbit", "pepper", "quantum",
         "rabbit", "saddle", "tackle", "umbrella", "velvet", "walnut", "yellow", "zebra", "anchor",
         "brisk", "cotton", "drift", "ember", "frost", "glimpse", "hollow", "ivory", "jelly",
         "kiwi", "lunar", "meadow", "noble", "oyster", "puzzle", "rival", "spirit", "timber"]


def snowflake() -> str:
    """A Discord id: milliseconds since the Discord epoch, shifted, plus worker bits."""
    ms = epoch() * 1000 + secrets.randbelow(1000) - 1_420_070_400_000
    return str((ms << 22) | secrets.randbits(22))


def steam64() -> str:
    return str(76561197960265728 + secrets.randbelow(10**9))


def bot_token() -> str:
    return f"{b64u(snowflake().encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def webhook() -> str:
    return f"https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}"


def nexus_key() -> str:
    return f"{b64(secrets.token_bytes(48))}--{b64(secrets.token_bytes(12))}--{b64(secrets.token_bytes(12))}"


def stream_key() -> str:
    return f"live_{digits(9, True)}_{rnd(ALNUM, 30)}"


def senha() -> str:
    """A password this persona would pick or a manager would generate."""
    return pick(
        f"{pick('Sakura', 'Capivara', 'Tanuki', 'Paulista', 'Ramen', 'Pastel', 'Onigiri', 'Liberdade')}{pick('@', '#', '!', '_', '*')}{digits(4)}{pick('!', '?', '$', '')}",
        rnd(ALNUM + "!#%&*+-@", 18),
        rnd(ALNUM, 22),
        f"{pick('kitsune', 'mandioca', 'yakisoba', 'coxinha')}{pick('.', '-', '_')}{pick('Neko', 'Mogi', 'Sampa', 'Shiba')}{digits(3)}",
    )


def totp_seed(n: int = 32) -> str:
    return rnd(BASE32, n)


def phone() -> str:
    return f"+55 11 9{digits(4)}-{digits(4)}"


def br_iban() -> str:
    return iban("BR", digits(8) + digits(5) + digits(10) + "C1")


def boleto() -> str:
    d = digits(47)
    return f"{d[:5]}.{d[5:10]} {d[10:15]}.{d[15:21]} {d[21:26]}.{d[26:32]} {d[32]} {d[33:]}"


def semver() -> str:
    return f"{secrets.randbelow(4)}.{secrets.randbelow(20)}.{secrets.randbelow(30)}"


def mc_seed() -> str:
    return str(secrets.randbelow(2**64) - 2**63)


def ipv4() -> str:
    return f"{pick('203.0.113', '198.51.100', '192.0.2')}.{secrets.randbelow(250) + 2}"


def credentials() -> Rows:
    r = Rows()

    r.add("steam_account_password",
          f"steam login: hikaru_mods / {senha()}  (conta principal, a que tem os jogos)",
          f"スチーム\nuser: {pick('tanukimods', 'hikarumods_br', 'kitsune_sp')}\nsenha {senha()}\nguard vai pro celular",
          f"lembra: a senha nova da steam é {senha()} troquei dia {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1} depois daquele phishing no discord")

    r.add("steam_guard_revocation_code",
          f"codigo de revogação do steam guard: R{digits(5)} — guardar fora do celular!!",
          f"Steam mobile authenticator → revocation code R{digits(5)} (se perder o celular é isso q salva)")

    r.add("steam_mobile_shared_secret",
          f"maFile do SDA (conta de teste):\n{{\"shared_secret\": \"{b64(secrets.token_bytes(20))}\", \"identity_secret\": \"{b64(secrets.token_bytes(20))}\", \"account_name\": \"tanuki_test\"}}",
          f"shared_secret da conta alt pro bot de trade = {b64(secrets.token_bytes(20))}")

    r.add("steam_web_api_key",
          f"Steam Web API key (domínio mods.acme.test): {rnd(HEX.upper(), 32)}",
          f"STEAM_API_KEY={rnd(HEX.upper(), 32)}\n# usado no script que puxa os stats do workshop",
          f"curl \"https://api.steampowered.com/IPublishedFileService/QueryFiles/v1/?key={rnd(HEX.upper(), 32)}&appid=489830\"")

    r.add("epic_games_password",
          f"epic: hikaru.sp@mail.example  pw {senha()}",
          f"Epic Games (a do Fortnite do meu irmão tbm usa esse email kkk)\nsenha: {senha()}",
          f"エピック パスワード {senha()} 忘れないで")

    r.add("epic_2fa_backup_codes",
          "epic backup codes 2FA:\n" + "\n".join(rnd(UPPER + DIGITS, 8) for _ in range(6)),
          "códigos reserva epic (usei o 1º já): " + ", ".join(rnd(UPPER + DIGITS, 8) for _ in range(5)))

    r.add("nexus_mods_password",
          f"nexusmods.com — login hikarumods, senha {senha()}",
          f"nexus\n  u: {pick('TanukiWorks', 'HikaruSP', 'KitsuneForge')}\n  p: {senha()}\n  (premium vence em março)",
          f"troca de senha no nexus feita. nova = {senha()}")

    r.add("nexus_api_key",
          f"Nexus personal API key:\n{nexus_key()}",
          f"no Vortex/MO2 nao precisa, mas o meu script de upload usa:\nNEXUS_APIKEY=\"{nexus_key()}\"",
          f"curl -H \"apikey: {nexus_key()}\" https://api.nexusmods.com/v1/users/validate.json")

    r.add("nexus_2fa_recovery_codes",
          "nexus 2FA recovery:\n" + recovery_codes(8, "lower"),
          "リカバリーコード (nexus) — " + "  ".join(rnd(LOWER + DIGITS, 10) for _ in range(4)))

    r.add("discord_bot_token",
          f"token do bot do servidor (ModBot): {bot_token()}",
          f".env do bot de tickets\nDISCORD_TOKEN={bot_token()}\nGUILD_ID={snowflake()}",
          f"bot.run(\"{bot_token()}\")  # TODO tirar isso do código antes de subir pro github!!",
          f"regenerei o token do bot de changelog hj, o novo é\n{bot_token()}")

    r.add("discord_webhook_url",
          f"webhook do canal #releases: {webhook()}",
          f"GitHub Action que posta no discord quando sai versão nova:\n  DISCORD_WEBHOOK: {webhook()}",
          f"webhook #logs-servidor-mine → {webhook()}")

    r.add("discord_client_secret",
          f"Discord OAuth2 app (login do site de mods)\nclient_id {snowflake()}\nclient_secret {rnd(URLSAFE, 32)}",
          f"client secret do app discord = {rnd(URLSAFE, 32)} (resetei dia 12)")

    r.add("discord_2fa_backup_codes",
          "discord backup codes:\n" + "\n".join(f"{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}" for _ in range(5)),
          "ディスコード バックアップコード " + " ".join(f"{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}" for _ in range(4)))

    r.add("vps_root_password",
          f"VPS (mods.acme.test) root / {senha()}",
          f"vps novo da hetzner-like, ip {ipv4()}\nroot pass: {senha()}\ndesativar login por senha dps de colocar a chave!!",
          f"ssh root@vps01.acme.internal   senha {senha()}",
          f"senha root do servidor do mine: {senha()} — 鯖のルートパス")

    r.add("vps_ssh_private_key",
          f"chave do vps (id_ed25519 do note):\n{openssh_private()}",
          f"deploy key usada pelo Action pra dar rsync no mirror\n{openssh_private()}")

    r.add("ftp_mirror_credentials",
          f"mirror FTP: ftp://mirror:{senha()}@mirror.acme.test/mods/",
          f"FileZilla → host ftp.mods.example porta 21\nuser: upload_hikaru\npass: {senha()}",
          f"lftp -u uploader,{rnd(ALNUM, 16)} sftp://mirror.acme.internal -e \"mirror -R dist/ /srv/mods; quit\"",
          f"ftp do espelho BR (o do Rafa): user tanuki senha {senha()}")

    r.add("github_pat_classic",
          f"github token (repo + workflow): ghp_{rnd(ALNUM, 36)}",
          f"git remote set-url origin https://hikaru-sp:ghp_{rnd(ALNUM, 36)}@github.com/hikaru-sp/tanuki-tweaks.git",
          f"GH_TOKEN=ghp_{rnd(ALNUM, 36)}  # pro gh release upload")

    r.add("github_fine_grained_pat",
          f"token fine-grained só pro repo do patcher, expira em 90 dias:\ngithub_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"PAT novo do bot de changelog → github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}")

    r.add("github_recovery_codes",
          "github recovery codes (imprimir!)\n" + recovery_codes(8, "github"),
          "GH recovery: " + " ".join(f"{hexs(5)}-{hexs(5)}" for _ in range(5)))

    r.add("patreon_login",
          f"patreon (criador): hikaru.sp@mail.example / {senha()}",
          f"Patreon\nlogin: tanukiworks\nsenha: {senha()}\nobs: payout cai todo dia 5",
          f"senha do patreon mudou → {senha()}")

    r.add("patreon_creator_access_token",
          f"Patreon API creator access token (pro bot dar cargo no discord): {rnd(URLSAFE, 43)}",
          f"PATREON_ACCESS_TOKEN={rnd(URLSAFE, 43)}\nPATREON_REFRESH_TOKEN={rnd(URLSAFE, 43)}")

    r.add("kofi_login",
          f"ko-fi: login com o email do patreon, senha {senha()}",
          f"コーフィ\nemail hikaru.sp@mail.example\npw {senha()}")

    r.add("kofi_webhook_verification_token",
          f"Ko-fi webhook verification token: {uid()}\n(o bot compara com o campo verification_token do POST)",
          f"KOFI_VERIFY_TOKEN=\"{uid()}\"")

    r.add("paypal_password",
          f"paypal (recebe os payouts do patreon) — senha {senha()}",
          f"PayPal: hikaru.sp@mail.example | {senha()}")

    r.add("bank_app_password",
          f"senha do app do banco: {digits(6)}",
          f"banco — senha eletrônica {digits(8)}, senha do cartão {digits(4)}",
          f"銀行アプリ パスワード {digits(6)} (não é a mesma do cartão)",
          f"app do banco digital\nCPF login\nsenha de 6 dígitos: {digits(6)}\nassinatura eletrônica: {digits(4)}")

    r.add("bank_card_number_cvv",
          f"cartão virtual pra assinar VPS/domínio: {groups(luhn('5'), 4)} val {card_expiry()} cvv {digits(3)}",
          f"visa débito\n{groups(luhn('4'), 4)}\n{card_expiry()}  CVV {digits(3)}",
          f"cartão do nubank-like (virtual, só pra steam): {luhn('5')} {card_expiry()} {digits(3)}")

    r.add("router_admin_password",
          f"roteador 192.168.0.1 → admin / {senha()}",
          f"ルーター管理画面\nuser admin\npass {rnd(ALNUM, 12)}\n(troquei a padrão q vinha na etiqueta)",
          f"admin do roteador da sala: {senha()}")

    r.add("wifi_password",
          f"wifi casa: rede TANUKI_5G senha {rnd(ALNUM, 14)}",
          f"WIFI:T:WPA;S:Hikaru_2G;P:{senha()};;",
          f"wi-fi das visitas (passar pra galera da live presencial): {pick('capivara', 'onigiri', 'pastel')}{digits(4)}")

    r.add("minecraft_rcon_password",
          f"server.properties\nenable-rcon=true\nrcon.port=25575\nrcon.password={rnd(ALNUM, 20)}",
          f"mcrcon -H mc.acme.test -P 25575 -p {rnd(ALNUM, 16)} \"whitelist add Kazuya_BR\"",
          f"senha RCON do servidor do mine (pro bot do discord dar whitelist): {senha()}",
          f"マイクラ鯖 RCON パス: {rnd(ALNUM, 18)}")

    r.add("twitch_stream_key",
          f"chave de transmissão twitch: {stream_key()}",
          f"OBS → Stream → Twitch\nServer: Auto\nStream Key: {stream_key()}",
          f"stream key nova (a antiga vazou no print kkk) {stream_key()}")

    r.add("twitch_oauth_token",
          f"token do bot do chat (twitch): oauth:{rnd(LOWER + DIGITS, 30)}",
          f"TWITCH_BOT_OAUTH=oauth:{rnd(LOWER + DIGITS, 30)}\nTWITCH_CHANNEL=tanukiworks")

    r.add("twitch_client_secret",
          f"twitch dev app (overlay de subs)\nclient id {rnd(LOWER + DIGITS, 30)}\nclient secret {rnd(LOWER + DIGITS, 30)}",
          f"client_secret do app da twitch = {rnd(LOWER + DIGITS, 30)}")

    r.add("obs_websocket_password",
          f"OBS websocket (porta 4455) senha: {rnd(ALNUM, 16)}",
          f"streamer.bot conectar no OBS: ws://127.0.0.1:4455 pw {rnd(ALNUM, 16)}",
          f"obs-websocket-py: ws = obsws(\"localhost\", 4455, \"{rnd(ALNUM, 16)}\")")

    r.add("youtube_stream_key",
          f"yt stream key (simulcast): {'-'.join(rnd(LOWER + DIGITS, 4) for _ in range(5))}",
          f"YouTube chave da live → {'-'.join(rnd(LOWER + DIGITS, 4) for _ in range(5))}")

    r.add("totp_seed",
          f"seed do 2FA do nexus (caso perca o aegis): {groups(totp_seed(), 4)}",
          f"otpauth://totp/Patreon:hikaru.sp@mail.example?secret={totp_seed()}&issuer=Patreon",
          f"2FA do painel do VPS, chave manual {totp_seed(16)}")

    r.add("curseforge_api_key",
          f"CurseForge API key (pro launcher): $2a$10${rnd(ALNUM + './', 53)}",
          f"CF_API_KEY='$2a$10${rnd(ALNUM + './', 53)}'")

    r.add("modrinth_token",
          f"modrinth PAT pra publicar via gradle: mrp_{rnd(ALNUM, 36)}",
          f"MODRINTH_TOKEN=mrp_{rnd(ALNUM, 36)}   # minotaur plugin")

    r.add("cloudflare_api_token",
          f"cloudflare token (edit DNS do mods.example): {rnd(URLSAFE, 40)}",
          f"CF_DNS_API_TOKEN={rnd(URLSAFE, 40)}  # traefik/acme")

    r.add("backblaze_b2_app_key",
          f"B2 bucket dos backups do mirror\nkeyID: 005{hexs(22)}\napplicationKey: K005{rnd(ALNUM, 27)}",
          f"rclone config b2\n  account = 005{hexs(22)}\n  key = K005{rnd(ALNUM, 27)}")

    r.add("database_connection_string",
          f"DATABASE_URL=postgres://modsite:{rnd(ALNUM, 20)}@db.acme.internal:5432/mods",
          f"banco do site de mods: mysql://tanuki:{senha()}@127.0.0.1:3306/modsdb",
          f"mongo do bot: mongodb+srv://botuser:{rnd(ALNUM, 16)}@cluster0.acme.test/tickets?retryWrites=true")

    r.add("gmail_app_password",
          f"senha de app do gmail (smtp do site): {groups(rnd(LOWER, 16), 4)}",
          f"SMTP_USER=hikaru.sp@mail.example\nSMTP_PASS=\"{groups(rnd(LOWER, 16), 4)}\"")

    r.add("email_account_password",
          f"email principal hikaru.sp@mail.example → {senha()}",
          f"メール (contato@mods.example) パス {senha()}")

    r.add("phone_unlock_pin",
          f"PIN do celular velho (o do SDA): {digits(6)}",
          f"desbloqueio do tablet que fica no estúdio: {digits(4)}")

    r.add("building_door_code",
          f"portão do prédio: {digits(4)}#   (portaria 24h mas à noite é o teclado)",
          f"código da porta do estúdio compartilhado na Liberdade: {digits(6)} — 入口の暗証番号")

    r.add("mod_archive_password",
          f"7z a -p{rnd(ALNUM, 14)} -mhe=on assets_src.7z ./source_assets",
          f"senha do zip dos assets originais (só pra colaboradores): {senha()}")

    r.add("crypto_wallet_seed_phrase",
          f"seed da carteira (doações em cripto q quase ninguém usa):\n{phrase(BIP39, 12)}",
          f"12 palavras — {phrase(BIP39, 12)}")

    r.add("mega_recovery_key",
          f"MEGA recovery key (conta dos uploads grandes): {rnd(URLSAFE, 22)}",
          f"chave de recuperação do mega → {rnd(URLSAFE, 22)}")

    r.add("session_cookie",
          f"cookie do nexus pro script de scraping de stats: nexusmods_session={hexs(32)}",
          f"curl -b \"sessionid={rnd(LOWER + DIGITS, 32)}; csrftoken={rnd(ALNUM, 32)}\" https://painel.mods.example/admin/")

    r.add("docker_hub_token",
          f"docker login -u tanukiworks -p dckr_pat_{rnd(URLSAFE, 27)}",
          f"DOCKERHUB_TOKEN: dckr_pat_{rnd(URLSAFE, 27)} (secrets do repo do bot)")

    r.add("itch_io_api_key",
          f"butler / itch.io API key: {rnd(ALNUM, 40)}",
          f"BUTLER_API_KEY={rnd(ALNUM, 40)}\nbutler push dist/ tanukiworks/mod-manager:windows")

    r.add("windows_bitlocker_key",
          f"BitLocker do note de stream:\n{bitlocker_key()}",
          f"chave de recuperação bitlocker (PC principal, disco D dos mods): {bitlocker_key()}")

    r.add("steam_family_view_pin",
          f"PIN do modo família da steam (PC da sala): {digits(4)}",
          f"steam family view → {digits(4)} (meu sobrinho já descobriu a antiga)")

    r.add("ssh_key_passphrase",
          f"passphrase da id_ed25519: {phrase(BIP39, 4, '-')}",
          f"鍵のパスフレーズ: {senha()}")

    r.add("google_service_account_key",
          f"service account do backup pro Drive:\n{{\"type\": \"service_account\", \"project_id\": \"tanuki-mods\", \"private_key_id\": \"{hexs(40)}\", \"private_key\": \"{pem('PRIVATE KEY', 5)}\", \"client_email\": \"backup@tanuki-mods.iam.example\"}}",
          f"private key da SA (rclone drive):\n{pem('PRIVATE KEY', 6)}")

    r.add("npm_token",
          f"npm token pra publicar o mod-loader-cli: npm_{rnd(ALNUM, 36)}",
          f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}")

    r.add("basic_auth_header",
          f"painel do mirror atrás de basic auth:\nAuthorization: Basic {b64(f'admin:{senha()}'.encode())}",
          f"curl -u staff:{senha()} https://stats.mods.example/api/downloads")

    # more of the same kinds, in other shapes
    r.add("steam_guard_revocation_code", f"R{digits(5)} ← revogação steam guard da conta alt (tanuki_test)")
    r.add("epic_2fa_backup_codes", "エピックのバックアップコード\n" + "  ".join(rnd(UPPER + DIGITS, 8) for _ in range(4)))
    r.add("discord_client_secret", f"DISCORD_CLIENT_ID={snowflake()}\nDISCORD_CLIENT_SECRET={rnd(URLSAFE, 32)}\nREDIRECT_URI=https://mods.example/auth/callback")
    r.add("patreon_creator_access_token", f"curl -H \"Authorization: Bearer {rnd(URLSAFE, 43)}\" \"https://www.patreon.com/api/oauth2/v2/campaigns\"")
    r.add("kofi_webhook_verification_token", f"ko-fi > API > webhook: url https://bot.mods.example/kofi, token de verificação {uid()}")
    r.add("paypal_password", f"senha nova paypal (a antiga tava igual à do email 🤦): {senha()}")
    r.add("twitch_oauth_token", f"chatbot: PASS oauth:{rnd(LOWER + DIGITS, 30)}\nNICK tanuki_bot\nJOIN #tanukiworks")
    r.add("youtube_stream_key", f"yt (canal de tutoriais) key {'-'.join(rnd(LOWER + DIGITS, 4) for _ in range(5))} server rtmp://a.rtmp.youtube.com/live2")
    r.add("curseforge_api_key", f"curseforge key pro script de sync: $2a$10${rnd(ALNUM + './', 53)} — 申請して通ったやつ")
    r.add("gmail_app_password", f"app password do gmail (Thunderbird no note): {rnd(LOWER, 16)}")
    r.add("mod_archive_password", f"rar dos modelos .blend pro Kazuya: senha {rnd(ALNUM, 12)} (mandei por DM tbm)")
    r.add("session_cookie", f"Cookie: _patreon_session_id={rnd(ALNUM, 40)}; patreon_device_id={uid()} (pra testar o scraper, expira logo)")
    r.add("itch_io_api_key", f"chave da API do itch (upload do launcher): {rnd(ALNUM, 40)}")
    r.add("building_door_code", f"alarme do estúdio: desarmar com {digits(4)} + tecla OFF. se disparar, ligar pra central")
    r.add("npm_token", f"NPM_TOKEN=npm_{rnd(ALNUM, 36)} (automation, pro CI publicar)")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("nexus_mod_id_ref",
          f"tanuki tweaks no nexus = mod id {digits(5, True)}, o patch de compat é {digits(5, True)}",
          f"https://www.nexusmods.com/skyrimspecialedition/mods/{digits(6, True)} ← link pra por no readme",
          f"bug reportado no mod {digits(5, True)} (aba Bugs), responder até sexta")

    r.add("nexus_file_id_ref",
          f"file_id da v{semver()} = {digits(6, True)}, a main file antiga era {digits(6, True)}",
          f"nxm://skyrimspecialedition/mods/{digits(5, True)}/files/{digits(6, True)}?key=&expires=",
          f"arquivo optional \"4K textures\" file id {digits(6, True)} — marcar como archived")

    r.add("steamid64_ref",
          f"meu SteamID64: {steam64()} (pra por no whitelist do servidor)",
          f"steamid do Kazuya {steam64()}, do Rafa {steam64()}",
          f"banir do servidor dedicado: {steam64()} (griefing)")

    r.add("steam_workshop_item_id",
          f"workshop item: https://steamcommunity.com/sharedfiles/filedetails/?id={digits(10, True)}",
          f"publishedfileid {digits(10, True)} — colocar na collection de QoL")

    r.add("steam_depot_manifest_id",
          f"pra fazer downgrade: download_depot 489830 489833 {digits(19, True)}",
          f"manifest do patch que quebrou o SKSE: {digits(19, True)} (build anterior {digits(19, True)})")

    r.add("steam_build_id",
          f"buildid do jogo hoje: {digits(8, True)} (steamdb). meu mod testado até essa",
          f"atualizou de build {digits(8, True)} pra {digits(8, True)}, ver se quebrou os offsets")

    r.add("discord_user_id_ref",
          f"id do discord do Kazuya (mod): {snowflake()}",
          f"<@{snowflake()}> é o tradutor japonês, dar cargo @翻訳",
          f"user ids dos admins pro config do bot: [{snowflake()}, {snowflake()}]")

    r.add("discord_channel_id_ref",
          f"canal #releases = {snowflake()}\ncanal #suporte = {snowflake()}",
          f"RELEASES_CHANNEL_ID={snowflake()}",
          f"mover logs do bot pro canal {snowflake()} (o antigo foi apagado)")

    r.add("discord_guild_id",
          f"guild id do servidor Tanuki Works: {snowflake()}",
          f"GUILD_ID={snowflake()}  # servidor de testes do bot")

    r.add("discord_application_public_key",
          f"Discord app (ModBot)\napplication id {snowflake()}\npublic key {hexs(64)}\n(public key é pra validar interactions, pode ficar no código)",
          f"DISCORD_PUBLIC_KEY={hexs(64)}")

    r.add("twitch_channel_id_ref",
          f"broadcaster_id do meu canal: {digits(9, True)}",
          f"twitch user id do Rafa {digits(9, True)} — raid depois da live",
          f"EventSub: condition.broadcaster_user_id = \"{digits(9, True)}\"")

    r.add("twitch_client_id_public",
          f"Client-Id da extensão do overlay (público, vai no front): {rnd(LOWER + DIGITS, 30)}",
          f"headers: Client-Id: {rnd(LOWER + DIGITS, 30)} + Authorization: Bearer $TWITCH_TOKEN (do env)")

    r.add("git_commit_sha_ref",
          f"o bug do inventário entrou no commit {hexs(40)}",
          f"git revert {hexs(7)}  # o refactor do loader quebrou linux",
          f"v{semver()} = tag no {hexs(40)}",
          f"cherry-pick {hexs(12)} e {hexs(12)} pro branch lts")

    r.add("mod_file_crc32",
          f"CRC32 TanukiTweaks.esp: {hexs(8).upper()}",
          f"LOOT pediu crc do plugin: {hexs(8).upper()} (versão limpa) / {hexs(8).upper()} (com dirty edits)",
          f"crc32 do .pak: 0x{hexs(8)}")

    r.add("mod_file_md5",
          f"md5 do zip da v{semver()}: {hexs(32)}",
          f"MD5 (tanuki_tweaks_main.7z) = {hexs(32)}",
          f"md5 que o nexus mostra: {hexs(32)} — bateu com o local ✔")

    r.add("release_sha256_checksum",
          f"sha256sum mod-manager-setup.exe\n{hexs(64)}  mod-manager-setup.exe",
          f"SHA-256 do release {semver()} pro virustotal: {hexs(64)}")

    r.add("pix_key_email",
          "chave pix pra doação: doacoes@mods.example (pode divulgar)",
          "pix (email) tanukiworks.pix@mail.example — colocar no painel da live",
          "Pix: hikaru.sp@mail.example / nome aparece Hikaru S. — mandar pra quem pedir")

    r.add("pix_key_phone",
          f"pix celular pra quem quer doar: {phone()}",
          f"chave pix telefone {phone()} (a do pai, NÃO usar na live)")

    r.add("pix_random_key",
          f"chave pix aleatória (doações): {uid()}",
          f"QR do pix na descrição do canal usa a chave aleatória {uid()}",
          f"nova chave aleatória pix: {uid()}\nantiga {uid()} foi excluída")

    r.add("server_ip_port",
          f"servidor do mine: {ipv4()}:25565 (java) / porta 19132 bedrock",
          f"VPS {ipv4()} — ssh na porta {secrets.randbelow(40000) + 2000}",
          f"servidor dedicado do valheim: {ipv4()}:2456, senha da sala tá no fixado do #valheim")

    r.add("minecraft_world_seed",
          f"seed do mundo novo: {mc_seed()}",
          f"level-seed={mc_seed()}\n(vila do lado do spawn!!)",
          f"シード値 {mc_seed()} — mundo do evento de aniversário")

    r.add("mod_version_string",
          f"changelog v{semver()} → v{semver()}: fix crash no load, PT-BR atualizado",
          f"requer SKSE 2.2.{secrets.randbelow(9)} / Address Library {secrets.randbelow(12)}.{secrets.randbelow(9)} / jogo 1.6.{digits(4, True)}",
          f"Fabric loader 0.{secrets.randbelow(20)}.{secrets.randbelow(10)} + fabric-api 0.{digits(2, True)}.0+1.20.{secrets.randbelow(7)}")

    r.add("vault_reference",
          "senha do VPS tá no Bitwarden, pasta Mods/Infra, item \"vps01 root\"",
          "token do bot: só no GitHub Secrets (DISCORD_TOKEN) e no cofre, não colar aqui",
          "パスワードは全部Bitwardenにある。nota: o recovery do bitwarden tá impresso na gaveta")

    r.add("env_var_reference",
          "bot lê o token de process.env.DISCORD_TOKEN, o stream key de $TWITCH_KEY",
          "no systemd: EnvironmentFile=/etc/modbot/env (chmod 600, não commitar)",
          "docker run -e NEXUS_APIKEY -e STEAM_API_KEY modsync:latest  # pega do shell")

    r.add("password_rotated_note",
          "troquei a senha do nexus e do patreon hj, desconectei todas as sessões",
          "regenerei o token do bot depois do leak no print — o antigo já tá inválido",
          f"rotação das senhas do VPS feita em {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}. próxima daqui 6 meses")

    r.add("password_policy_talk",
          "nexus agora exige senha com 12+ caracteres e 2FA pra autor de mod",
          "o banco pede senha de 6 dígitos numérica, sem sequência e sem data de nascimento")

    r.add("stream_key_reset_note",
          "resetei a stream key da twitch (dashboard > settings > stream). atualizar no OBS do note tbm",
          "lembrete: nunca abrir Configurações > Transmissão com a tela capturada 💀")

    r.add("ssh_public_key",
          f"chave pública pra por no authorized_keys do vps:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} hikaru@note",
          f"deploy key (pública) do repo mirror: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} actions@mirror")

    r.add("ssh_host_fingerprint",
          f"fingerprint do host do vps (conferir no 1º ssh): SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
          f"ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}. se mudar é reinstalação ou problema")

    r.add("gpg_key_fingerprint",
          f"minha chave GPG pra assinar releases: {groups(hexs(40).upper(), 4)}",
          f"git config user.signingkey {hexs(16).upper()}")

    r.add("minecraft_player_uuid",
          f"UUID do minecraft do Kazuya: {uid()} (pra op)",
          f"whitelist.json\n[{{\"uuid\": \"{uid()}\", \"name\": \"hikaru_sp\"}}]")

    r.add("correios_tracking_code",
          f"rastreio do mousepad do patreon tier 3: {rnd(UPPER, 2)}{digits(9)}BR",
          f"correios {rnd(UPPER, 2)}{digits(9)}BR e {rnd(UPPER, 2)}{digits(9)}BR (brindes pros apoiadores)")

    r.add("boleto_linha_digitavel",
          f"boleto do domínio .com.br vence dia 10:\n{boleto()}",
          f"linha digitável da hospedagem: {boleto()}")

    r.add("nfe_access_key",
          f"chave de acesso da NF do headset: {groups(digits(44), 4)}",
          f"NF-e placa de vídeo (garantia) → {digits(44)}")

    r.add("own_business_iban",
          f"IBAN pra receber do exterior (sai na invoice do patrocínio): {br_iban()}",
          f"invoice pro estúdio gringo: beneficiary Tanuki Works, IBAN {br_iban()}, SWIFT ACMEBRSP")

    r.add("bank_branch_account_for_donations",
          f"pra TED de doação: banco 0{digits(2)}, agência {digits(4)}, conta {digits(6)}-{digits(1)} (Hikaru S.)",
          f"dados bancários pro contrato de tradução: ag {digits(4)} cc {digits(7)}-{digits(1)}")

    r.add("docker_image_digest",
          f"imagem do bot em prod: ghcr.io/hikaru-sp/modbot@sha256:{hexs(64)}",
          f"rollback pro digest sha256:{hexs(64)}")

    r.add("github_actions_run_id",
          f"build falhou: https://github.com/hikaru-sp/tanuki-tweaks/actions/runs/{digits(10, True)}",
          f"run {digits(10, True)} job {digits(11, True)} — timeout no upload pro nexus")

    r.add("github_webhook_delivery_guid",
          f"X-GitHub-Delivery: {uid()} (o que deu 502 no bot)",
          f"redeliver o webhook {uid()} depois que o bot voltar")

    r.add("cloudflare_zone_id",
          f"cloudflare zone id do mods.example: {hexs(32)}\naccount id: {hexs(32)}",
          f"CF_ZONE_ID={hexs(32)}  # não é secreto, o token fica no vault")

    r.add("epic_offer_id",
          f"Epic offer id do jogo (pro script de preço): {hexs(32)}",
          f"epic namespace {hexs(32)} / catalogItemId {hexs(32)}")

    r.add("youtube_video_id",
          f"tutorial de instalação: https://youtu.be/{rnd(URLSAFE, 11)}",
          f"vídeo do showcase v{semver()} id {rnd(URLSAFE, 11)} — por no nexus")

    r.add("twitch_clip_slug",
          f"clipe do crash ao vivo kkkk https://clips.twitch.tv/{pick('Brave', 'Lazy', 'Shiny', 'Curious')}{pick('Tanuki', 'Otter', 'Panda', 'Shrimp')}{pick('Kappa', 'PogChamp', 'LUL', 'BibleThump')}-{rnd(URLSAFE, 16)}",
          f"clip slug pro highlight: {pick('Sleepy', 'Fancy', 'Tiny')}{pick('Capybara', 'Corgi', 'Fox')}{pick('Kreygasm', 'NotLikeThis', 'SeemsGood')}-{rnd(URLSAFE, 16)}")

    r.add("discord_invite_code",
          f"convite permanente do servidor: https://discord.gg/{rnd(ALNUM, 8)}",
          f"link do discord pra bio da twitch: discord.gg/{rnd(ALNUM, 7)}")

    r.add("coupon_code",
          f"cupom pros patrons tier 2 na lojinha: TANUKI{digits(2)}OFF",
          f"código promo do evento: {rnd(UPPER + DIGITS, 10)} (10% nas camisetas, vale até domingo)")

    r.add("router_mac_serial",
          f"roteador: MAC {mac(upper=True)}, S/N {rnd(UPPER + DIGITS, 12)} (pra abrir chamado na operadora)",
          f"ap do quarto mac {mac('-')} — reservar ip .50 pro PC de stream")

    r.add("patreon_campaign_id",
          f"campaign id do patreon: {digits(7, True)}\npost da v{semver()}: patreon.com/posts/{digits(8, True)}",
          f"PATREON_CAMPAIGN_ID={digits(7, True)}")

    r.add("kofi_transaction_id",
          f"ko-fi doação de R$25 do Rafa, kofi_transaction_id {uid()} — agradecer na live",
          f"reembolsar a doação duplicada {uid()} (ko-fi)")

    r.add("crash_report_event_id",
          f"sentry event {hexs(32)} — NullRef no carregamento do MCM",
          f"crash log do usuário: Exception 0xC0000005 em SkyrimSE.exe+{hexs(7).upper()}, dump id {hexs(32)}")

    r.add("totp_setup_talk",
          "2FA ativado em tudo (steam guard, nexus, github, patreon). app: Aegis, backup cifrado no pendrive",
          "ao trocar de celular: exportar o vault do Aegis ANTES de formatar (aconteceu da última vez 😭)")

    r.add("steam_friend_code",
          f"friend code steam: {digits(9, True)} (pra galera me adicionar)",
          f"código de amigo do Kazuya {digits(9, True)}")

    r.add("support_phone_number",
          f"suporte da operadora: 0800 {digits(3)} {digits(4)}, protocolo {digits(14, True)}",
          f"telefone do contador (MEI): {phone()}")

    r.add("cep_postcode",
          f"endereço pra brindes: Liberdade, CEP 015{digits(2)}-{digits(3)}",
          f"CEP do estúdio 0{digits(4)}-{digits(3)}")

    r.add("stripe_publishable_key",
          f"chave publicável do stripe (loja de camisetas, vai no front): pk_live_{rnd(ALNUM, 99)}",
          f"STRIPE_PUBLISHABLE_KEY=pk_test_{rnd(ALNUM, 99)}\n# a sk_ fica no vault, nunca aqui")

    r.add("minecraft_server_properties_public",
          f"server.properties (o que importa)\nmotd=\\u00a76Tanuki SMP\nserver-port=25565\nenable-rcon=false\nlevel-seed={mc_seed()}\nview-distance=12",
          "rcon.port=25575, rcon só ouvindo em 127.0.0.1; senha fica no .env do bot, não no properties versionado")

    r.add("obs_websocket_settings_no_secret",
          "obs websocket: porta 4455, autenticação ligada, senha gerada pelo próprio OBS (não anotei, tá no OBS do note)",
          "streamer.bot conecta em ws://127.0.0.1:4455 — se der erro 4009 é senha errada, copiar de novo do OBS")

    r.add("mod_load_order_hash",
          f"plugins.txt do perfil \"Tanuki Test\" hash {hexs(16)} — se mudar o MO2 avisa",
          f"collection revision {secrets.randbelow(60) + 1}, slug {rnd(LOWER + DIGITS, 6)} (nexus collections)")

    # more of the same kinds, in other shapes
    r.add("steam_workshop_item_id", f"ids pra collection: {', '.join(digits(10, True) for _ in range(4))}")
    r.add("steam_depot_manifest_id", f"steamdb: depot 489833, manifest {digits(19, True)}, data {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}")
    r.add("discord_guild_id", f"servidor de tradução JP: guild {snowflake()}, canal #日本語 {snowflake()}")
    r.add("discord_application_public_key", f"interactions endpoint verificado ✔ (public key {hexs(64)[:16]}…, app id {snowflake()})")
    r.add("twitch_client_id_public", f"twitch client id (não é segredo): {rnd(LOWER + DIGITS, 30)} — o secret tá no vault")
    r.add("release_sha256_checksum", f"SHA256SUMS.txt\n{hexs(64)}  tanuki-tweaks-{semver()}.7z\n{hexs(64)}  tanuki-tweaks-{semver()}-jp.7z")
    r.add("pix_key_phone", f"Pix pra rifa do PC: celular {phone()} (Hikaru S.)")
    r.add("password_policy_talk", "senha do roteador: a operadora pede min 8 chars, 1 número. trocar a padrão da etiqueta quando voltar")
    r.add("stream_key_reset_note", "a key da twitch foi regenerada às 21h, OBS do PC principal já atualizado, falta o do note")
    r.add("ssh_host_fingerprint", f"known_hosts do mirror:\nmirror.acme.test ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}")
    r.add("gpg_key_fingerprint", f"gpg --recv-keys {hexs(40).upper()}  # chave do Kazuya pra conferir a assinatura dos builds JP")
    r.add("minecraft_player_uuid", f"ops.json: {uid()} (hikaru_sp), {uid()} (Kazuya_BR)")
    r.add("boleto_linha_digitavel", f"pagar boleto do MEI (DAS): {boleto()}")
    r.add("own_business_iban", f"Tanuki Works — {br_iban()} (conta PJ, aparece no rodapé da invoice)")
    r.add("github_actions_run_id", f"re-run do workflow release.yml: run id {digits(10, True)}, attempt 2")
    r.add("cloudflare_zone_id", f"zone id do mirror.acme.test {hexs(32)} (pra regra de cache)")
    r.add("epic_offer_id", f"epic sandboxId {hexs(32)} deploymentId {hexs(32)} (do dev portal, público)")
    r.add("discord_invite_code", f"convite pro servidor de beta testers: discord.gg/{rnd(ALNUM, 10)} (expira em 7 dias, 50 usos)")
    r.add("coupon_code", f"cupom da steam key do bundle (parceria): código de campanha {rnd(UPPER, 4)}-{digits(4)} — é só rastreio, não dá desconto")
    r.add("crash_report_event_id", f"issue #{digits(3, True)}: crash id {uid()} do report automático")

    return r


def main() -> None:
    write_corpora("make_heldout90.py", [
        ("heldout90_credentials.yaml", credentials(), "batch 90 (Japanese-Brazilian game modder and streamer in São Paulo), written blind; every value synthetic"),
        ("heldout90_lookalikes.yaml", lookalikes(), "batch 90 look-alikes: mod/file ids, Discord and Steam ids, hashes, Pix keys, seeds, references to secrets, written blind"),
    ])


if __name__ == "__main__":
    main()
