# ruff: noqa: E501
"""Writes heldout369_credentials.yaml and heldout369_lookalikes.yaml: held-out batch 369.

Persona: a Minecraft and game-server admin in Curitiba who writes his notes in Brazilian
Portuguese full of gamer slang, Curitiba slang and English tech terms. He runs a Pterodactyl
panel with Wings nodes on a Hetzner VPS and an Oracle Cloud free-tier box, a Velocity proxy,
MySQL for the plugins, Cloudflare in front, Discord bots and webhooks, a Tebex store, and
takes donations through PayPal, Pix and MercadoPago. He keeps RCON passwords, Discord bot
tokens and client secrets, Pterodactyl API keys and Wings tokens, Cloudflare and Hetzner API
tokens, the OCI signing key, Steam and Epic logins and Steam Guard secrets, his Nubank card
password, the gate code (portão) and the Wi-Fi key; and many look-alikes: Discord snowflakes
and invites, player UUIDs, Steam ids, server short ids, OCIDs, Pix keys and end-to-end ids,
boletos, masked cards, tracking codes, public keys, digests and references to secrets.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
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
    b64,
    b64u,
    digits,
    discord_webhook,
    github_fine_token,
    github_token,
    groups,
    hexs,
    jwt,
    openssh_private,
    paypal_client_id,
    paypal_secret,
    pem,
    phrase,
    pick,
    pin,
    rnd,
    s10,
    seed_phrase,
    ssh_fingerprint,
    ssh_pub,
    totp_seed,
    uid,
    write_corpora,
)

PALAVRAS = [
    "capivara", "pinhao", "araucaria", "vina", "piazada", "creeper", "netherite", "redstone",
    "bolacha", "japona", "tubo", "lazarento", "guria", "vinagre", "frio", "garoa",
    "batel", "ahu", "barigui", "enderman", "diamante", "picareta", "lag", "spawn",
]

STEAM_GUARD = "23456789BCDFGHJKMNPQRTVWXY"


# --- credential values ---------------------------------------------------------------

def senha() -> str:
    """A password this admin picks or lets Bitwarden generate."""
    return pick(
        f"{pick(*PALAVRAS).capitalize()}{digits(pick(2, 3, 4))}{pick('!', '@', '#', '$', '*')}{pick(*PALAVRAS)}",
        rnd(ALNUM + "!@#$%&*", pick(14, 16, 18)),
        rnd(ALNUM, pick(18, 20, 24)),
    )


def wifi_key() -> str:
    return pick(
        f"{pick(*PALAVRAS)}{pick(*PALAVRAS)}{digits(4)}",
        rnd(ALNUM, pick(12, 16)),
        phrase(PALAVRAS, 3, pick("-", "_", ".")) + digits(2),
    )


def snowflake() -> str:
    """A Discord id: 18 digits, or 19 for ids made since 2022 (they start 10 to 13)."""
    return pick(digits(18, lead=True), f"1{secrets.randbelow(4)}{digits(17)}")


def discord_bot_token() -> str:
    """A Discord bot token: the bot's id in base64, a timestamp part, the HMAC part."""
    return f"{b64u(snowflake().encode())}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def discord_client_secret() -> str:
    return rnd(URLSAFE, 32)


def ptlc() -> str:
    return "ptlc_" + rnd(ALNUM, 43)


def ptla() -> str:
    return "ptla_" + rnd(ALNUM, 43)


def wings_token_id() -> str:
    return rnd(ALNUM, 16)


def wings_token() -> str:
    return rnd(ALNUM, 64)


def rcon_pw() -> str:
    return pick(rnd(ALNUM, pick(12, 16, 20)), senha())


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def cf_global_key() -> str:
    return hexs(37)


def cf_tunnel_token() -> str:
    payload = {"a": hexs(32), "t": uid(), "s": b64(secrets.token_bytes(32))}
    return b64(json.dumps(payload, separators=(",", ":")).encode())


def hcloud_token() -> str:
    return rnd(ALNUM, 64)


def oci_key() -> str:
    return pem("PRIVATE KEY", pick(6, 8))


def steam_api_key() -> str:
    return rnd(HEX, 32).upper()


def steam_shared_secret() -> str:
    return b64(secrets.token_bytes(20))


def epic_codes(n: int) -> list[str]:
    return [rnd(UPPER + DIGITS, 8) for _ in range(n)]


def mp_date() -> str:
    return f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{pick('23', '24', '25')}"


def mp_access_token() -> str:
    return f"APP_USR-{digits(16, lead=True)}-{mp_date()}-{hexs(32)}-{digits(9, lead=True)}"


def tebex_secret() -> str:
    return hexs(40)


def velocity_secret() -> str:
    return rnd(ALNUM, 12)


def bungeeguard_token() -> str:
    return rnd(ALNUM + "-_", 64)


def laravel_key() -> str:
    return "base64:" + b64(secrets.token_bytes(32))


def laravel_cookie() -> str:
    data = {"iv": b64(secrets.token_bytes(16)), "value": b64(secrets.token_bytes(pick(64, 96))), "mac": hexs(64), "tag": ""}
    return b64(json.dumps(data, separators=(",", ":")).encode()).replace("=", "%3D")


def steam_id64() -> str:
    return str(76561197960265728 + secrets.randbelow(2**30) + 2**28)


def steam_login_secure() -> str:
    claims = {"iss": "r:" + hexs(16).upper(), "sub": steam_id64(), "aud": ["web", "store"], "exp": 1_750_000_000 + secrets.randbelow(10**7)}
    return f"{steam_id64()}%7C%7C{jwt(claims, alg='EdDSA', signature=rnd(URLSAFE, 86))}"


def gate() -> str:
    return pin(pick(4, 5, 6))


# --- look-alike values -----------------------------------------------------------------

def crc16(data: str) -> str:
    crc = 0xFFFF
    for byte in data.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def pix_copia_e_cola(key: str, amount: str) -> str:
    """A static Pix BR Code: it carries the receiver's public key and the amount."""
    body = (
        tlv("00", "01")
        + tlv("26", tlv("00", "BR.GOV.BCB.PIX") + tlv("01", key))
        + tlv("52", "0000") + tlv("53", "986") + tlv("54", amount) + tlv("58", "BR")
        + tlv("59", "ACME SERVERS") + tlv("60", "CURITIBA") + tlv("62", tlv("05", "***"))
        + "6304"
    )
    return body + crc16(body)


def celular() -> str:
    return f"+55 41 9{digits(4)}-{digits(4)}"


def pix_e2e() -> str:
    when = f"2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}"
    return f"E{pick('18236120', '00000000', '60701190', '00360305')}{when}{rnd(ALNUM, 11)}"


def boleto() -> str:
    return f"{pick('341', '001', '237', '260')}9{digits(1)}.{digits(5)} {digits(5)}.{digits(6)} {digits(5)}.{digits(6)} {digits(1)} {digits(14, lead=True)}"


def ocid(kind: str) -> str:
    if kind in ("tenancy", "user", "compartment"):
        return f"ocid1.{kind}.oc1..aaaaaaaa{rnd(LOWER + DIGITS, 52)}"
    return f"ocid1.{kind}.oc1.sa-saopaulo-1.an{rnd(LOWER + DIGITS, 58)}"


def oci_fingerprint() -> str:
    return ":".join(secrets.token_hex(1) for _ in range(16))


def short_id() -> str:
    return hexs(8)


def mc_uuid() -> str:
    return uid()


def steam_guard_code() -> str:
    return rnd(STEAM_GUARD, 5)


def paypal_txn() -> str:
    return rnd(UPPER + DIGITS, 17)


def invite() -> str:
    return rnd(ALNUM, pick(7, 8, 10))


def reais() -> str:
    return f"R$ {secrets.randbelow(2000) + 10},{secrets.randbelow(100):02d}"


def data_br() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('2024', '2025')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "discord_bot_token",
        f"token do bot da staff (o que manda log de ban no #punicoes): {discord_bot_token()}",
        f"DISCORD_TOKEN={discord_bot_token()}\nGUILD_ID={snowflake()}\nPREFIX=!",
        f"mano o token novo do bot de ticket ficou\n{discord_bot_token()}\nresetei pq o piá vazou o antigo num print kkkkk",
        f"config.json do bot de whitelist:\n{{\n  \"prefix\": \"!\",\n  \"token\": \"{discord_bot_token()}\",\n  \"owner\": \"{snowflake()}\"\n}}",
        f"bot de musica tokn {discord_bot_token()} (NAO commitar essa bagaça de novo)",
    )

    r.add(
        "discord_webhook",
        f"webhook do canal #alertas-servidor: {discord_webhook()}",
        f"DiscordSRV -> webhook do console\n{discord_webhook()}",
        f"curl -H 'Content-Type: application/json' -d '{{\"content\":\"backup do survival ok\"}}' {discord_webhook()}",
        f"webhook p/ avisar qdo o TPS cair -> {discord_webhook()}?wait=true",
        f"notificacoes:\n  - nome: crash-alert\n    url: {discord_webhook()}\n    eventos: [start, stop, crash]",
    )

    r.add(
        "pterodactyl_api_key",
        f"API key do painel (client) pra automatizar restart das 4h: {ptlc()}",
        f"ptero application key (ADMIN, cuidado!!) {ptla()}",
        f"curl \"https://panel.acme.test/api/client/servers/{short_id()}/power\" -H \"Authorization: Bearer {ptlc()}\" -H 'Content-Type: application/json' -d '{{\"signal\":\"restart\"}}'",
        f"chave da api do pterodactyl\n{ptla()}\npermissões: servers r/w, nodes r, o resto nada",
        f"PTERO_API_KEY = \"{ptlc()}\"  # o bot de status do discord usa essa",
    )

    r.add(
        "wings_node_token",
        f"/etc/pterodactyl/config.yml do node hetzner:\ndebug: false\nuuid: {uid()}\ntoken_id: {wings_token_id()}\ntoken: {wings_token()}\napi:\n  host: 0.0.0.0\n  port: 8080",
        f"wings node-oracle token {wings_token()} (token_id {wings_token_id()}) se precisar reconfigurar na mão",
        f"token do wings q o painel gerou pro node 2 (formato id.token pro header):\n{wings_token_id()}.{wings_token()}",
        f"se o node cair de novo confere se o token no config bate com esse aqui: {wings_token()}",
    )

    r.add(
        "rcon_password",
        f"server.properties do survival:\nenable-rcon=true\nrcon.port=25575\nrcon.password={rcon_pw()}",
        f"mcrcon -H mc.acme.test -P 25575 -p '{rcon_pw()}' \"whitelist reload\"",
        f"rcon do rust: +rcon.port 28016 +rcon.password \"{rcon_pw()}\" +rcon.web 1",
        f"senha rcon do servidor de cs2 {rcon_pw()} (só eu e o Léo)",
        f"RCON_PASSWORD={rcon_pw()}   <- variavel do egg, o script de backup usa",
    )

    r.add(
        "panel_admin_password",
        f"login do painel ptero: admin@acme.test / {senha()}",
        f"panel.acme.test\nuser: gabs\nsenha: {senha()}",
        f"senha nova do painel pq o lazarento do Ricardo tentou brute force: {senha()}",
        f"| painel | admin | {senha()} | troquei dia 12 |",
        f"pterodactyl admin pasword {senha()} nao esquece de ativar o 2fa piá",
    )

    r.add(
        "mysql_connection_url",
        f"mysql://luckperms:{senha()}@db.acme.internal:3306/luckperms",
        f"jdbc:mysql://10.0.0.3:3306/coreprotect?useSSL=false&user=coreprotect&password={rnd(ALNUM, 20)}",
        f"DATABASE_URL=\"mysql://ptero:{rnd(ALNUM, 24)}@127.0.0.1:3306/panel\"",
        f"pra entrar no banco direto: mariadb -h db.acme.internal -u plan -p'{senha()}' plan",
        f"string de conexão do bot de economia\nmysql+pymysql://economia:{rnd(ALNUM, 18)}@mysql.acme.test/economia?charset=utf8mb4",
    )

    r.add(
        "mysql_password",
        f"LuckPerms config.yml:\nstorage-method: MySQL\ndata:\n  address: db.acme.internal:3306\n  database: luckperms\n  username: luckperms\n  password: '{senha()}'",
        f"senha do root do mysql na oracle {rnd(ALNUM + '!@#', 20)} (NAO usar root nos plugins!!!)",
        f"DB_PASSWORD={rnd(ALNUM, 24)}\nDB_USERNAME=pterodactyl\nDB_HOST=127.0.0.1",
        f"user do coreprotect no mariadb: coreprotect\nsenha\n{senha()}",
        f"\"mysql\": {{ \"host\": \"db.acme.internal\", \"user\": \"authme\", \"password\": \"{senha()}\", \"database\": \"authme\" }}",
    )

    r.add(
        "cloudflare_api_token",
        f"token da cloudflare (Zone.DNS edit, só acme.test) pro ddns: {cf_token()}",
        f"CF_API_TOKEN={cf_token()}\nCF_ZONE=acme.test",
        f"curl -X GET \"https://api.cloudflare.com/client/v4/user/tokens/verify\" -H \"Authorization: Bearer {cf_token()}\"",
        f"global api key da cloudflare (a antiga, tem q revogar um dia) {cf_global_key()} email gabs@acme.test",
        f"certbot dns plugin -> /etc/letsencrypt/cloudflare.ini\ndns_cloudflare_api_token = {cf_token()}",
    )

    r.add(
        "cloudflare_tunnel_token",
        f"cloudflared service install {cf_tunnel_token()}",
        f"tunel do painel (pra nao abrir porta na oracle):\nTUNNEL_TOKEN={cf_tunnel_token()}",
        f"docker run -d cloudflare/cloudflared:latest tunnel --no-autoupdate run --token {cf_tunnel_token()}",
        f"token do tunnel 'mapa-dynmap'\n{cf_tunnel_token()}",
    )

    r.add(
        "hetzner_api_token",
        f"hcloud context create acme  # cola isso qdo pedir: {hcloud_token()}",
        f"HCLOUD_TOKEN={hcloud_token()}",
        f"token da hetzner cloud (projeto mine-br, read & write) {hcloud_token()}",
        f"provider \"hcloud\" {{\n  token = \"{hcloud_token()}\"\n}}",
        f"api hetzner pro script de snapshot\n{hcloud_token()}\nvalidade: nunca expira, cuidado",
    )

    r.add(
        "oci_api_private_key",
        f"~/.oci/oci_api_key.pem da conta oracle free tier:\n{oci_key()}",
        f"chave privada da API da oracle (a publica eu subi no console)\n{oci_key()}",
        f"guardando aqui caso o pc morra — OCI signing key\n{oci_key()}",
        f"oci_api_key.pem (user gabs, tenancy acme):\n{oci_key()}",
    )

    r.add(
        "ssh_private_key",
        f"chave ssh da vps hetzner (id_ed25519):\n{openssh_private()}",
        f"key do usuario ubuntu na oracle, sem passphrase msm\n{openssh_private()}",
        f"deploy key do github pro repo dos plugins\n{openssh_private()}",
        f"id_ed25519 do notebook velho\n{openssh_private()}",
    )

    r.add(
        "vps_root_password",
        f"senha root da vps hetzner (rescue mode) {rnd(ALNUM, 12)}",
        f"root@node1.acme.internal\nsenha: {senha()}",
        f"vps nova da contabo? n, hetzner cx32 -> root / {senha()}",
        f"ssh root@node2.acme.test pass {rnd(ALNUM + '!@#$', 16)} (desativar login por senha depois!!)",
        f"senha do usuario opc na oracle pro console serial: {senha()}",
    )

    r.add(
        "steam_login",
        f"steamcmd +login acmeservers {senha()} +app_update 740 validate +quit",
        f"conta steam dos servidores\nuser: acme_srv_br\nsenha: {senha()}",
        f"login steam alt (smurf do cs) gabs_alt2 / {senha()}",
        f"STEAM_USER=acmeservers\nSTEAM_PASS={senha()}\nSTEAM_AUTH=",
        f"senha da steam principal mudei pra {senha()} depois daquele phishing",
    )

    r.add(
        "steam_guard_secret",
        f"maFile do SDA (conta acme_srv_br):\n{{\"shared_secret\":\"{steam_shared_secret()}\",\"account_name\":\"acme_srv_br\",\"device_id\":\"android:{uid()}\"}}",
        f"shared_secret do steam guard pro bot de trade: {steam_shared_secret()}",
        f"identity_secret {steam_shared_secret()} (confirmação de troca automática)",
        f"codigo de revogação do steam guard R{digits(5)} — guardar, sem isso perde a conta",
        f"steam guard secret (base64) do autenticador da conta dos servers\n{steam_shared_secret()}",
    )

    r.add(
        "steam_web_api_key",
        f"steam web api key pro plugin de link de conta: {steam_api_key()}",
        f"STEAM_API_KEY={steam_api_key()}",
        f"https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={steam_api_key()}&steamids={steam_id64()}",
        f"api key steam (dominio acme.test)\n{steam_api_key()}",
        f"sm_steamapikey \"{steam_api_key()}\" no server.cfg do tf2",
    )

    r.add(
        "epic_backup_codes",
        "códigos de backup da epic (conta principal):\n" + "\n".join(epic_codes(10)),
        "epic games 2fa backup: " + ", ".join(epic_codes(8)),
        "backup codes epic do alt\n" + "  ".join(epic_codes(10)) + "\n(já usei o primeiro? acho q n)",
        "Epic - codigos de recuperação\n" + "\n".join(f"{i + 1}. {c}" for i, c in enumerate(epic_codes(6))),
    )

    r.add(
        "paypal_client_secret",
        f"paypal REST app (doacoes) live\nclient id: {paypal_client_id()}\nsecret: {paypal_secret()}",
        f"PAYPAL_CLIENT_SECRET={paypal_secret()}",
        f"secret do paypal pro webhook da loja {paypal_secret()}",
        f"paypal:\n  mode: live\n  client_secret: \"{paypal_secret()}\"",
    )

    r.add(
        "mercadopago_access_token",
        f"access token do mercadopago (produção!) {mp_access_token()}",
        f"MP_ACCESS_TOKEN={mp_access_token()}",
        f"curl -X POST https://api.mercadopago.com/v1/payments -H 'Authorization: Bearer {mp_access_token()}' -d @pix.json",
        f"token MP p/ gerar pix das doacao\n{mp_access_token()}",
        f"mercado pago credenciais de producao -> access token: {mp_access_token()} (a public key é outra coisa)",
    )

    r.add(
        "nubank_senha",
        f"senha do cartao nubank {pin(4)}",
        f"nu: senha 4 digitos do roxinho = {pin(4)}",
        f"senha do app do nubank\n{pin(pick(4, 6))}",
        f"cartão virtual nubank pra assinatura da hetzner — senha {pin(4)} (a mesma do físico, eu sei, eu sei)",
        f"senha do nubank da mãe (ela pediu pra eu anotar) {pin(4)}",
    )

    r.add(
        "gate_code",
        f"codigo do portão {gate()}#",
        f"portao do predio novo: {gate()} e depois a chave",
        f"alarme de casa\n{gate()}\n(desarma antes de 30s senão liga pra central)",
        f"senha do portão eletrônico pro entregador do ifood: {gate()} — trocar depois",
        f"cadeado do bicicletario {pin(4)}",
    )

    r.add(
        "wifi_password",
        f"wifi casa: Capivara_5G / {wifi_key()}",
        f"senha do wi-fi\n{wifi_key()}",
        f"WIFI:T:WPA;S:acme-lan;P:{wifi_key()};;",
        f"rede da lan house do Tiago (lanzinha sabado) senha {wifi_key()}",
        f"wi-fi convidados: Visitas_Ahu  pw {wifi_key()}",
    )

    r.add(
        "seed_phrase",
        f"seed da metamask (usei pro nft do servidor, q vergonha):\n{seed_phrase(12)}",
        f"frase de recuperação carteira\n{seed_phrase(24)}",
        f"12 palavras: {seed_phrase(12)}",
        f"backup da phantom -> {seed_phrase(12)} (tbm tá no papel na gaveta)",
    )

    r.add(
        "totp_seed",
        f"seed 2fa do painel (caso perca o celular): {totp_seed()}",
        f"otpauth://totp/Pterodactyl:gabs@acme.test?secret={totp_seed()}&issuer=Pterodactyl",
        f"chave de configuração do authenticator da cloudflare\n{groups(totp_seed(), 4)}",
        f"2FA hetzner secret {totp_seed(16)}",
        f"totp do discord (conta da staff) {groups(totp_seed(), 4).lower()}",
    )

    r.add(
        "github_token",
        f"token github pro CI dos plugins: {github_token()}",
        f"git clone https://gabs:{github_token()}@github.com/acme-mc/acme-core.git",
        f"GH_TOKEN={github_fine_token()}  # fine-grained, só repo acme-mc/site",
        f"pat do github (expira em 90 dias) {github_token()}",
    )

    r.add(
        "gmail_app_password",
        f"senha de app do gmail pro painel mandar email: {app_password()}",
        f"MAIL_HOST=smtp.gmail.com\nMAIL_PORT=587\nMAIL_USERNAME=acme.servers@gmail.example\nMAIL_PASSWORD=\"{app_password()}\"",
        f"app password google (nome: ptero) {app_password()}",
        f"senha de app do gmail\n{app_password().replace(' ', '')}",
        f"smtp do gmail pro bot de ticket, app pw -> {app_password()}",
    )

    r.add(
        "velocity_forwarding_secret",
        f"forwarding.secret do velocity: {velocity_secret()}",
        f"paper-global.yml:\nproxies:\n  velocity:\n    enabled: true\n    online-mode: true\n    secret: '{velocity_secret()}'",
        f"secret do velocity (tem q ser igual nos 3 backends) {velocity_secret()}",
        f"bungeeguard token: {bungeeguard_token()}",
        f"echo '{velocity_secret()}' > forwarding.secret  # depois restart no proxy",
    )

    r.add(
        "session_cookie",
        f"cookie do painel pra testar a api pelo postman: pterodactyl_session={laravel_cookie()}",
        f"steamLoginSecure={steam_login_secure()}",
        f"Cookie: XSRF-TOKEN=x; pterodactyl_session={laravel_cookie()}",
        f"sessao da steam do bot de trade (steamLoginSecure)\n{steam_login_secure()}",
        f"document.cookie da sessao do painel (logado como admin): pterodactyl_session={laravel_cookie()}",
    )

    r.add(
        "laravel_app_key",
        f".env do painel: APP_KEY={laravel_key()}  (SEM ISSO NÃO DESCRIPTOGRAFA NADA)",
        f"APP_KEY do pterodactyl\n{laravel_key()}",
        f"backup da app key do painel antes de migrar pra oracle: {laravel_key()}",
        f"APP_ENV=production\nAPP_KEY={laravel_key()}\nAPP_URL=https://panel.acme.test",
    )

    r.add(
        "tebex_secret_key",
        f"tebex secret do servidor survival: {tebex_secret()}",
        f"/tebex secret {tebex_secret()}",
        f"chave secreta da loja tebex (buycraft) p/ o plugin\n{tebex_secret()}",
        f"X-Tebex-Secret: {tebex_secret()}",
        f"tebex:\n  secret: \"{tebex_secret()}\"\n  build-buy: true",
    )

    r.add(
        "discord_client_secret",
        f"client secret do app do discord (login no site com discord): {discord_client_secret()}",
        f"DISCORD_CLIENT_ID={snowflake()}\nDISCORD_CLIENT_SECRET={discord_client_secret()}",
        f"oauth2 discord secret\n{discord_client_secret()}\nredirect: https://acme.test/auth/discord/callback",
        f"secret do oauth do bot de verificação {discord_client_secret()} (resetei ontem)",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "chave_pix",
        f"chave pix (aleatória) pra galera doar pro servidor: {uid()}",
        "pix das doações: doacoes@acme.test (nome aparece ACME SERVERS)",
        f"chave pix é o celular {celular()} — pode mandar no #doacoes",
        f"pix copia e cola do vip mensal (R$ 15):\n{pix_copia_e_cola(uid(), '15.00')}",
        f"Chave Pix\n{uid()}\n(é a do nubank, só recebe)",
    )

    r.add(
        "discord_snowflake_ids",
        f"id do servidor do discord {snowflake()}, canal #logs {snowflake()}",
        f"GUILD_ID={snowflake()}\nSTAFF_ROLE_ID={snowflake()}\nTICKET_CATEGORY={snowflake()}",
        f"user id do piá que tá dando raid: {snowflake()} (ban global)",
        f"application id do bot: {snowflake()}",
        f"msg fixada no #regras -> https://discord.com/channels/{snowflake()}/{snowflake()}/{snowflake()}",
    )

    r.add(
        "discord_app_public_key",
        f"PUBLIC KEY do app no developer portal (pra verificar interactions): {hexs(64)}",
        f"DISCORD_PUBLIC_KEY={hexs(64)}",
        f"chave publica do bot de slash commands\n{hexs(64)}\n(essa pode ficar no front, é publica)",
        f"verify_key = VerifyKey(bytes.fromhex(\"{hexs(64)}\"))",
    )

    r.add(
        "steam_profile_ids",
        f"meu steamid64 {steam_id64()}",
        f"https://steamcommunity.com/profiles/{steam_id64()} — perfil do cara q tá vendendo skin falsa",
        f"admins no sourcemod: \"STEAM_1:{pick('0', '1')}:{digits(8, lead=True)}\" \"99:z\"",
        f"link de troca pra quem quiser mandar skin de doação: https://steamcommunity.com/tradeoffer/new/?partner={digits(9, lead=True)}&token={rnd(ALNUM + '-_', 8)}",
        f"steam id do bot de trade {steam_id64()} (account id {digits(9, lead=True)})",
    )

    r.add(
        "minecraft_player_uuids",
        f"whitelist.json:\n[{{\"uuid\": \"{mc_uuid()}\", \"name\": \"Gabs_CWB\"}}, {{\"uuid\": \"{mc_uuid()}\", \"name\": \"LeoPiazada\"}}]",
        f"/lp user {mc_uuid()} parent set vip",
        f"uuid do griefer (ban ip tbm): {mc_uuid()}",
        f"namemc diz que o uuid do Tiago é {mc_uuid().replace('-', '')}",
        f"playerdata/{mc_uuid()}.dat corrompeu, restaurar do backup de ontem",
    )

    r.add(
        "pterodactyl_server_ids",
        f"survival no painel: https://panel.acme.test/server/{short_id()}",
        f"volume do servidor: /var/lib/pterodactyl/volumes/{uid()}",
        f"server {short_id()} (skyblock) tá em crash loop, allocation id {secrets.randbelow(900) + 100}",
        f"egg id 5 nest 1, uuid do server {uid()}",
        f"docker logs -f {uid()} | grep -i exception",
    )

    r.add(
        "masked_card_digits",
        f"Hetzner cobrando no nubank final {digits(4)}",
        f"cartão •••• •••• •••• {digits(4)} — assinatura oracle (free tier, só verificação)",
        f"roxinho virtual **** {digits(4)} venc {secrets.randbelow(12) + 1:02d}/{pick('27', '28', '29')}",
        f"paypal vinculado ao cartão terminado em {digits(4)}",
        f"steam: Mastercard ending in {digits(4)}",
    )

    r.add(
        "pix_end_to_end_id",
        f"comprovante pix do vip do Léo, id da transação {pix_e2e()}",
        f"E2E ID: {pix_e2e()}",
        f"o cara disse q pagou, end to end {pix_e2e()} — conferir no extrato",
        f"pix recebido {reais()}\nID: {pix_e2e()}",
        f"estorno pedido do pix {pix_e2e()} (pagou duplicado)",
    )

    r.add(
        "mercadopago_public_key",
        f"public key do mercadopago (vai no checkout do site): APP_USR-{uid()}",
        f"MP_PUBLIC_KEY=APP_USR-{uid()}",
        f"const mp = new MercadoPago('APP_USR-{uid()}', {{ locale: 'pt-BR' }});",
        f"chave publica de teste MP: TEST-{uid()}",
    )

    r.add(
        "paypal_transaction_ids",
        f"doação paypal recebida, transação {paypal_txn()}",
        f"ID da transação PayPal: {paypal_txn()} ({reais()})",
        f"chargeback aberto na {paypal_txn()} — juntar print do log de compra",
        f"paypal reembolso {paypal_txn()} feito dia {data_br()}",
        f"txn_id={paypal_txn()}&payment_status=Completed (ipn de teste)",
    )

    r.add(
        "paypal_sdk_client_id",
        f"<script src=\"https://www.paypal.com/sdk/js?client-id={paypal_client_id()}&currency=BRL\"></script>",
        f"client id do paypal (publico, vai no botão do site) {paypal_client_id()}",
        f"PAYPAL_CLIENT_ID={paypal_client_id()}  # o secret tá no bitwarden",
        f"botão de doação: paypal.Buttons({{ ... }}) com client-id\n{paypal_client_id()}",
    )

    r.add(
        "store_order_numbers",
        f"pedido kabum (ssd nvme pro node) #{digits(8, lead=True)}",
        f"steam compra do gift pro sorteio — Order #{digits(19, lead=True)}",
        f"mercado livre pedido 2000{digits(12)} — mouse novo kkk",
        f"recibo epic games order id {pick('EG1', 'EG2')}{digits(12)}",
        f"tebex payment {rnd(LOWER + DIGITS, 4)}-{digits(13, lead=True)}-{rnd(LOWER, 6)} (vip+ do Gabriel)",
    )

    r.add(
        "correios_tracking",
        f"rastreio correios do teclado: {s10(pick('QB', 'NL', 'OV', 'AA'), 'BR')}",
        f"chegou? {s10('LB', 'CN')} (aliexpress, ventoinha)",
        f"sedex {s10('OY', 'BR')} pro sorteio do servidor, mandar pro ganhador",
        f"código de rastreio\n{s10('NX', 'BR')}\nprevisão {data_br()}",
        f"jadlog {digits(14, lead=True)} — cadeira gamer finalmente",
    )

    r.add(
        "hetzner_invoice_and_server_ids",
        f"fatura hetzner R00{digits(8)} — € {secrets.randbelow(40) + 4},{secrets.randbelow(100):02d}",
        f"hcloud server describe {digits(8, lead=True)}",
        f"cliente hetzner nº K{digits(10)}, projeto mine-br",
        f"snapshot id {digits(9, lead=True)} (antes de atualizar o wings)",
    )

    r.add(
        "oracle_ocids",
        f"instancia arm da oracle: {ocid('instance')}",
        f"tenancy={ocid('tenancy')}\nuser={ocid('user')}\nfingerprint={oci_fingerprint()}\nkey_file=~/.oci/oci_api_key.pem\nregion=sa-saopaulo-1",
        f"boot volume {ocid('bootvolume')} tá em 47GB de 50",
        f"vcn {ocid('vcn')} — liberar 25565 na security list",
        f"fingerprint da api key da oracle (aparece no console) {oci_fingerprint()}",
    )

    r.add(
        "ssh_public_keys_and_fingerprints",
        f"authorized_keys do node1:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} gabs@desktop",
        f"chave publica do Léo pra eu add na vps: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} leo@notebook",
        f"fingerprint do host hetzner {ssh_fingerprint()} (confere antes de dar yes)",
        f"known_hosts: node1.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 80)}",
        f"ED25519 key fingerprint is {ssh_fingerprint()}.",
    )

    r.add(
        "git_commits_and_checksums",
        f"plugin custom quebrou depois do commit {hexs(40)}, revert",
        f"git checkout {hexs(7)} -- src/main/java/br/acme/core/Economy.java",
        f"sha256 do paper.jar baixado: {hexs(64)}",
        f"geyser build sha1 {hexs(40)} — conferir antes de subir",
        f"md5 do mundo zipado {hexs(32)} (pra ver se o upload corrompeu)",
    )

    r.add(
        "software_versions",
        f"paper 1.21.4 build #{secrets.randbelow(200) + 50}, velocity 3.4.0-SNAPSHOT build {secrets.randbelow(400) + 100}",
        "painel v1.11.10, wings v1.11.13, java 21.0.5+11-LTS",
        f"LuckPerms 5.4.{secrets.randbelow(150)} / ViaVersion 5.2.1 / EssentialsX 2.21.0",
        f"kernel 6.8.0-{secrets.randbelow(60) + 10}-generic na oracle, ubuntu 24.04.1",
        f"mariadb Ver 15.1 Distrib 10.11.{secrets.randbelow(10)}-MariaDB",
    )

    r.add(
        "cloudflare_zone_and_ray_ids",
        f"zone id acme.test: {hexs(32)}",
        f"account id cloudflare {hexs(32)} (aparece na url do dash)",
        f"erro 522 no mapa, Ray ID: {hexs(16)}-GRU",
        "nameservers: ada.ns.cloudflare.com / rick.ns.cloudflare.com",
        f"tunnel id {uid()} (mapa-dynmap) — o token tá no bitwarden, aqui é só o id",
    )

    r.add(
        "secret_placeholders_and_refs",
        "env:\n  PTERO_API_KEY: ${{ secrets.PTERO_API_KEY }}\n  DISCORD_WEBHOOK: ${{ secrets.DISCORD_WEBHOOK }}",
        "no egg o startup usa {{server.build.env.RCON_PASS}} e a variavel tá como hidden",
        "const token = process.env.DISCORD_TOKEN // NUNCA hardcode",
        "senha do rcon tá no bitwarden em Servidores > Survival > RCON",
        "copia o .env.example:\nDB_PASSWORD=\nDISCORD_TOKEN=seu-token-aqui\nMP_ACCESS_TOKEN=changeme",
    )

    r.add(
        "used_or_expired_codes",
        f"codigo steam guard {steam_guard_code()} — já usei, expira em 30s msm",
        f"sms do nubank: código {digits(6)} (já usado, era pra confirmar o pix)",
        f"epic mandou {digits(6)} no email, expirou antes de eu colar kkkk",
        f"discord 2fa {digits(6)} não funcionou, hora do celular errada",
        f"codigo de verificação hetzner {digits(6)} usado {data_br()}",
    )

    r.add(
        "phone_numbers",
        f"whats do Léo (staff) {celular()}",
        f"suporte da operadora: 0800 {digits(3)} {digits(4)}",
        f"zap do síndico {celular()} — reclamar do barulho da ventoinha kkk",
        f"numero cadastrado no discord: {celular()}",
    )

    r.add(
        "boleto_barcodes",
        f"boleto da internet (copel telecom? não, a nova)\n{boleto()}",
        f"linha digitável: {boleto()} vence {data_br()}",
        f"boleto do curso de java {boleto()}",
        f"paguei esse: {boleto()}",
    )

    r.add(
        "bills_amounts_dates",
        f"fatura nubank {reais()} vence dia {secrets.randbelow(28) + 1}",
        f"hetzner CX22 € 4,59/mês + IPv4 € 0,60 — total ~{reais()}",
        f"doações do mês: {reais()} (meta {reais()})",
        f"oracle free tier: 4 OCPU / 24 GB / 200 GB, cobrado R$ 0,00 até {data_br()}",
        f"conta de luz subiu pra {reais()} depois do servidor em casa, vlw pc velho",
    )

    r.add(
        "server_addresses",
        "ip do servidor: mc.acme.test (porta padrão 25565)",
        f"_minecraft._tcp.acme.test. 300 IN SRV 0 5 {secrets.randbelow(100) + 25500} node1.acme.internal.",
        f"bedrock (geyser): play.acme.test porta 19132, java: play.acme.test:{secrets.randbelow(100) + 25500}",
        f"ip interno do mysql 10.0.{secrets.randbelow(10)}.{secrets.randbelow(250) + 2}, painel 10.0.0.2:443",
        f"ipv6 da vps 2a01:4f8:{hexs(4)}:{hexs(4)}::1/64",
    )

    r.add(
        "container_image_digests",
        f"ghcr.io/pterodactyl/yolks:java_21@sha256:{hexs(64)}",
        f"imagem do bot: acme/ticket-bot@sha256:{hexs(64)}",
        f"docker image id {hexs(12)} ocupando 2GB, limpar",
        f"itzg/minecraft-server digest sha256:{hexs(64)} (versão que funcionou)",
    )

    r.add(
        "device_serials",
        f"serial do roteador (tp-link) {rnd(UPPER + DIGITS, 13)}",
        f"S/N da rtx do servidor de casa: {digits(13, lead=True)}",
        f"nº de série do ps5 {rnd(UPPER + DIGITS, 17)} pro seguro",
        f"MAC do nobreak na lan: {':'.join(secrets.token_hex(1) for _ in range(6)).upper()}",
    )

    r.add(
        "bank_branch_account",
        f"dados p/ ted: Nu Pagamentos (260), agência 0001, conta {digits(7, lead=True)}-{digits(1)}",
        f"conta do Léo pra dividir a vps: banco 077 ag 0001 cc {digits(8, lead=True)}-{digits(1)}",
        f"agência {digits(4, lead=True)} conta corrente {digits(5, lead=True)}-{digits(1)} (itaú da mãe, pra depositar)",
        f"nubank pj ag 0001 conta {digits(9, lead=True)}-{digits(1)} — cnpj do servidor ainda não saiu",
    )

    r.add(
        "password_talk_no_value",
        "troquei a senha do rcon ontem, a nova tá só no bitwarden",
        "lembrar: senha do wifi vai ser trocada sabado, avisar a galera da lan",
        "rcon.password= (vazio, rcon desligado no lobby)",
        "NUNCA mandar token do bot no discord, nem em DM, nem no print. sério piazada",
        "senha do portão mudou, pedir pro síndico pq eu não anotei",
    )

    r.add(
        "epic_account_ids",
        f"epic account id {hexs(32)}",
        f"id da conta epic do alt: {hexs(32)} (nome Gabs_CWB_alt)",
        "creator code da loja: ACMEMC (pode divulgar)",
        f"epic display name LeoPiazada, account {hexs(32)}",
    )

    r.add(
        "discord_invites",
        f"convite do servidor: https://discord.gg/{invite()}",
        f"discord.gg/{invite()} (permanente, sem limite)",
        f"invite da staff expira em 24h: discord.gg/{invite()}",
        f"motd: §6Entre no discord: §bdiscord.gg/{invite()}",
        f"convite vanity? não temos boost, então https://discord.com/invite/{invite()}",
    )

    r.add(
        "backup_file_names",
        f"world-{data_br().replace('/', '-')}_03-00-{hexs(8)}.tar.gz (3.2GB)",
        f"backup do painel uuid {uid()} — 'antes do update 1.21'",
        f"rclone copy /backups b2:acme-mc-backups/survival/{hexs(12)}.tar.zst",
        f"mysqldump luckperms > lp_{digits(8, lead=True)}_{hexs(6)}.sql",
        f"snapshot hetzner 'pre-wings-{hexs(7)}' criado {data_br()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout369.py", [
        ("heldout369_credentials.yaml", credentials(), "Held-out batch 369: credentials a game-server admin in Curitiba keeps (Discord, Pterodactyl, RCON, MySQL, Cloudflare, Hetzner, Oracle Cloud, Steam, Epic, PayPal, MercadoPago, Tebex, Nubank, gate code, Wi-Fi and more)"),
        ("heldout369_lookalikes.yaml", lookalikes(), "Held-out batch 369: a game-server admin's ids, Pix keys, public keys, masked cards, tracking codes, digests and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
