# ruff: noqa: E501
"""Writes heldout401_credentials.yaml and heldout401_lookalikes.yaml: held-out batch 401.

Persona: a self-hosting hobbyist in Belo Horizonte who runs a home lab (Proxmox, Nextcloud,
Home Assistant, Pi-hole, Jellyfin, WireGuard) and writes his notes in Brazilian Portuguese,
mineiro slang and all, mixed with English tech terms, in configs, shell history and short
notes. He keeps the Proxmox root password and API tokens, Nextcloud app passwords, the Home
Assistant long-lived token, the Pi-hole and Jellyfin keys, WireGuard private keys, the Wi-Fi
keys, Cloudflare, DuckDNS and Tailscale keys, the Telegram bot of the HA alerts, MQTT and
MariaDB passwords, the restic repository password, the alarm and gate codes, his card's PIN
and more; and many look-alikes: VM ids and MACs, WireGuard public keys, SSH host
fingerprints, image digests, commit ids, Pix keys for receiving, Correios tracking codes,
NF-e access keys, boleto lines, masked cards, `!secret` and `${VAR}` references, used SMS
codes, disk serials, versions, phone numbers, Zigbee addresses and protocol numbers.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module (through make_heldout's helpers
and the small functions below) in the real format's shape; hosts sit under `.example`,
`.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    app_password,
    b64,
    card_expiry,
    digits,
    discord_webhook,
    dockerhub_token,
    epoch,
    github_token,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    openssh_private,
    pem_body,
    phrase,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    s10,
    seed_phrase,
    ssh_fingerprint,
    ssh_pub,
    telegram_bot_token,
    totp_seed,
    uid,
    visa,
    wg_key,
    write_corpora,
)

PALAVRAS = [
    "pao-de-queijo", "uai", "trem", "cafe", "mineirao", "pampulha", "savassi", "cachaca",
    "goiabada", "queijo", "serra", "curral", "galo", "cruzeiro", "feijao", "torresmo",
    "ipe", "jabuticaba", "montanha", "fogao", "lenha", "tropeiro", "mandioca", "varanda",
]


def palavras(n: int | None = None, sep: str | None = None) -> str:
    """A passphrase of Portuguese (mineiro) words, as he makes his own."""
    return phrase(PALAVRAS, n or pick(3, 4, 5), sep or pick("-", ".", "_", " "))


def senha() -> str:
    """A password he made up, or one Bitwarden generated."""
    return pick(
        pw(),
        f"{pick('Galo', 'Uai', 'Trem', 'Pampulha', 'Savassi', 'Jabuticaba')}{pick('@', '#', '!', '$', '*')}{digits(4)}{pick('bh', 'BH', 'mg', 'Mg')}",
        rnd(ALNUM + "!@#$%&*", pick(14, 18, 24)),
        f"{palavras(3, '-')}{digits(2)}",
    )


def pve_secret() -> str:
    """The secret half of a Proxmox VE API token (a UUID)."""
    return uid()


def nextcloud_app_pw() -> str:
    """A Nextcloud app password, as the Security page shows it: five groups of five."""
    return "-".join(rnd(ALNUM, 5) for _ in range(5))


def ha_token() -> str:
    """A Home Assistant long-lived access token (HS256 JWT, iss a 32-hex refresh token id)."""
    iat = epoch()
    return jwt({"iss": hexs(32), "iat": iat, "exp": iat + 315_360_000})


def jellyfin_key() -> str:
    return hexs(32)


def pihole_api_token() -> str:
    """The Pi-hole v5 API token (64 hex, as in setupVars.conf's WEBPASSWORD)."""
    return hexs(64)


def cloudflare_token() -> str:
    return rnd(URLSAFE, 40)


def tailscale_key(kind: str = "auth") -> str:
    return f"tskey-{kind}-k{rnd(ALNUM, 10)}CNTRL-{rnd(ALNUM, 33)}"


def truenas_key() -> str:
    return f"{secrets.randbelow(9) + 1}-{rnd(ALNUM, 64)}"


def vaultwarden_admin() -> str:
    return b64(secrets.token_bytes(48))


def pve_cookie() -> str:
    """A PVEAuthCookie ticket: user, hex time, then the base64 RSA signature."""
    return f"PVE:root@pam:{hexs(8).upper()}::{b64(secrets.token_bytes(256))}"


def php_session() -> str:
    return rnd(LOWER + DIGITS, 26)


def mastercard() -> str:
    return groups(luhn(pick("51", "52", "53", "54", "55"), 16), 4)


def wifi_psk() -> str:
    return pick(palavras(3, ""), rnd(ALNUM, 16), f"{palavras(2, '')}{digits(4)}", rnd(ALNUM + "!@#", 20))


# --- look-alike values -------------------------------------------------------------------


def cnpj() -> str:
    """A CNPJ (a company's public tax id) with valid check digits."""
    base = [int(c) for c in digits(8) + "0001"]
    for weights in ((5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2), (6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2)):
        rest = sum(d * w for d, w in zip(base, weights, strict=True)) % 11
        base.append(0 if rest < 2 else 11 - rest)
    t = "".join(map(str, base))
    return f"{t[:2]}.{t[2:5]}.{t[5:8]}/{t[8:12]}-{t[12:]}"


def nfe_key() -> str:
    """An NF-e access key: 44 digits, printed in groups of four on the DANFE."""
    return groups(f"31{pick('24', '25')}{secrets.randbelow(12) + 1:02d}" + digits(38), 4)


def boleto() -> str:
    """A boleto's linha digitável (47 digits in its five printed fields)."""
    d = digits(47)
    return f"{d[:5]}.{d[5:10]} {d[10:15]}.{d[15:21]} {d[21:26]}.{d[26:32]} {d[32]} {d[33:]}"


def celular() -> str:
    return f"(31) 9{digits(4)}-{digits(4)}"


def zigbee_ieee() -> str:
    return "0x" + pick("00124b00", "00158d00", "0c4314ff", "847127ff") + hexs(8)


def disk_serial() -> str:
    return pick(f"WD-WX{rnd(UPPER + DIGITS, 10)}", f"ZA{rnd(UPPER + DIGITS, 6)}", f"S{rnd(UPPER + DIGITS, 14)}", f"{digits(12)}")


def cert_fp() -> str:
    return ":".join(hexs(2).upper() for _ in range(32))


def ip_lan() -> str:
    return f"192.168.{pick(0, 1, 10, 15)}.{secrets.randbelow(200) + 2}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "proxmox_root_password",
        f"senha root do proxmox (pve.casa.internal:8006): {senha()}",
        f"PVE root@pam\n{senha()}\nnao esquecer de trocar depois do upgrade pro 8.x",
        f"trem do proxmox: user root, senha {senha()} — a do node 2 (pve2) é a mesma",
        f"- proxmox web ui -> root / {senha()}\n- idrac do r720 -> root / {senha()}",
        f"reinstalei o pve hj, nova senha de root eh {senha()} (anota no bitwarden dps!!)",
    )

    r.add(
        "proxmox_api_token",
        f"token api do pve pro terraform:\nid: terraform@pve!tf\nsecret: {pve_secret()}",
        f"export PM_API_TOKEN_ID='root@pam!homepage'\nexport PM_API_TOKEN_SECRET='{pve_secret()}'",
        f"curl -k -H 'Authorization: PVEAPIToken=root@pam!monitor={pve_secret()}' https://pve.casa.internal:8006/api2/json/nodes",
        f"widget do homepage.yaml:\n  proxmox:\n    url: https://192.168.1.10:8006\n    username: api@pam!homepage\n    password: {pve_secret()}",
        f"token do pve pro HA (integração proxmoxve) {pve_secret()} user hass@pve!ha, privsep desligado",
    )

    r.add(
        "nextcloud_app_password",
        f"app password do nextcloud pro DAVx5 do celular: {nextcloud_app_pw()}",
        f"nc senha de app (notebook, cliente desktop)\n{nextcloud_app_pw()}",
        f"rclone config nextcloud: url https://nuvem.casa.internal/remote.php/dav/files/rafa user rafa pass {nextcloud_app_pw()}",
        f"senha de aplicativo NC p/ o Thunderbird (calendario) = {nextcloud_app_pw()}",
        f"davfs2 secrets: https://nuvem.casa.internal/remote.php/webdav rafa {nextcloud_app_pw()}",
    )

    r.add(
        "nextcloud_admin_password",
        f"nextcloud admin (instalação nova no LXC 104): admin / {senha()}",
        f"environment:\n  - NEXTCLOUD_ADMIN_USER=admin\n  - NEXTCLOUD_ADMIN_PASSWORD={senha()}\n  - NEXTCLOUD_TRUSTED_DOMAINS=nuvem.casa.internal",
        f"occ user:resetpassword admin -> coloquei {senha()}",
        f"login do admin do nextcloud eh admin e a senha {senha()} (a da minha mae é outra, ta no papel)",
    )

    r.add(
        "home_assistant_token",
        f"long-lived token do HA (pro Node-RED):\n{ha_token()}",
        f"HA_TOKEN={ha_token()}",
        f"curl -H \"Authorization: Bearer {ha_token()}\" http://ha.casa.internal:8123/api/states",
        f"token de longa duração do home assistant, criei pro app do relógio: {ha_token()}",
        f"```yaml\nhomeassistant:\n  url: http://192.168.1.20:8123\n  token: {ha_token()}\n```\n(config do homepage)",
    )

    r.add(
        "pihole_password",
        f"pihole -a -p {senha()}  # senha nova do painel",
        f"senha web do pi-hole: {senha()}",
        f"pihole (rpi na sala) admin pw {senha()}",
        f"FTLCONF_webserver_api_password: '{senha()}'  # docker compose do pihole v6",
        f"widget pihole do homepage:\n  url: http://pihole.casa.internal\n  key: {pihole_api_token()}",
    )

    r.add(
        "jellyfin_api_key",
        f"jellyfin api key (jellyseerr) {jellyfin_key()}",
        f"chave de API do Jellyfin pro Jellystat:\n{jellyfin_key()}",
        f"JELLYFIN_API_KEY={jellyfin_key()}  # painel > chaves de api > +",
        f"curl 'http://jellyfin.casa.internal:8096/Items?api_key={jellyfin_key()}&Recursive=true'",
        f"api key jf p/ o kodi sync: {jellyfin_key()}",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.6.0.2/24\nDNS = 10.6.0.1",
        f"wg do celular (peer 'rafa-s23') chave privada: {wg_key()}",
        f"wg genkey deu {wg_key()} — essa é a do servidor, NAO compartilhar",
        f"privkey wireguard notebook da Ju\n{wg_key()}\nendpoint: vpn.casa.test:51820",
        f"wg-easy: peer 'sitio' PrivateKey={wg_key()} (coloquei no roteador do sítio em Brumadinho)",
    )

    r.add(
        "wifi_password",
        f"wifi de casa: rede CasaDoRafa_5G senha {wifi_psk()}",
        f"senha do wifi das visitas -> {wifi_psk()}",
        f"WIFI:T:WPA;S:Lab-IoT;P:{wifi_psk()};;",
        f"rede iot (so 2.4ghz pros sonoff)\nssid: trem-iot\npsk: {wifi_psk()}",
        f"wifi do sitio da vó: VIVOFIBRA-{rnd(UPPER + DIGITS, 4)} / {wifi_psk()} (a senha q veio na etiqueta eu troquei)",
    )

    r.add(
        "router_admin_password",
        f"roteador da claro (192.168.0.1) admin / {senha()}",
        f"opnsense root: {senha()}",
        f"senha do painel do roteador TP-Link deco: {senha()}",
        f"switch gerenciavel (TL-SG108E) login admin senha {senha()} — o padrão era admin, troquei",
        f"ONT da vivo: usuario support, senha {senha()} (o técnico falou q é pra desbloquear o bridge)",
    )

    r.add(
        "ssh_private_key",
        f"chave ssh do backup (restic -> sftp):\n{openssh_private()}",
        f"id_ed25519 do notebook velho, guardar:\n{openssh_private()}",
        f"key do github actions pra deploy no lab\n{openssh_private()}",
        f"~/.ssh/pve_ed25519\n{openssh_private()}\n(passphrase vazia, eu sei...)",
        f"ansible_ssh_private_key:\n{openssh_private()}",
    )

    r.add(
        "cloudflare_api_token",
        f"token cloudflare (Zone.DNS edit) pro certbot: dns_cloudflare_api_token = {cloudflare_token()}",
        f"CF_DNS_API_TOKEN={cloudflare_token()}  # traefik",
        f"api token do cloudflare pro ddns-updater {cloudflare_token()}",
        f"cloudflared / cf token (tunnel do jellyfin): {cloudflare_token()}",
        f"caddy:\n  environment:\n    CLOUDFLARE_API_TOKEN: {cloudflare_token()}",
    )

    r.add(
        "duckdns_token",
        f"duckdns token: {uid()}",
        f"*/5 * * * * curl -s 'https://www.duckdns.org/update?domains=rafalab&token={uid()}&ip='",
        f"token do duck dns (conta do gmail velho)\n{uid()}",
        f"linuxserver/duckdns\n  SUBDOMAINS=rafalab,rafajf\n  TOKEN={uid()}",
        f"dns-01 no certbot com duckdns, token {uid()} — renova sozinho",
    )

    r.add(
        "telegram_bot_token",
        f"bot do telegram dos alertas do HA (@alertas_casa_bot): {telegram_bot_token()}",
        f"telegram_bot:\n  - platform: polling\n    api_key: {telegram_bot_token()}\n    allowed_chat_ids:\n      - {digits(9, lead=True)}",
        f"token botfather uptime kuma {telegram_bot_token()}",
        f"TG bot do backup (avisa qnd o restic falha) token = {telegram_bot_token()}",
        f"curl https://api.telegram.org/bot{telegram_bot_token()}/getUpdates",
    )

    r.add(
        "bank_password",
        f"senha do internet banking (Inter): {pin(8)}",
        f"cartão nubank senha {pin(4)}",
        f"senha de 6 digitos do app do BB {pin(6)} / senha do cartão {pin(4)}",
        f"Caixa: senha internet {senha()} e assinatura eletronica {pin(6)}",
        f"itau - senha eletronica {pin(6)} (a do caixa eletrônico é {pin(4)})",
    )

    r.add(
        "alarm_gate_code",
        f"codigo do alarme de casa: {pin(4)}  desarma e depois aperta #",
        f"portão do prédio: {pin(6)}#",
        f"senha da fechadura digital (porta da cozinha) {pin(6)} — a da diarista é outra",
        f"cofre do quarto\n{pin(4)}",
        f"alarme intelbras do sítio: senha mestre {pin(4)}, usuário {pin(4)}",
    )

    r.add(
        "crypto_seed_phrase",
        f"seed da carteira (ledger) NAO PERDER:\n{seed_phrase(24)}",
        f"frase de recuperação electrum\n{seed_phrase(12)}",
        f"12 palavras da carteira do celular: {seed_phrase(12)}",
        f"seed words - wallet do lightning (phoenix)\n{seed_phrase(12)}",
        f"backup da seed (copiado do papel do cofre): {seed_phrase(24)}",
    )

    r.add(
        "totp_secret",
        f"2fa do proxmox (root) segredo: {totp_seed()}",
        f"otpauth://totp/Nextcloud:rafa?secret={totp_seed()}&issuer=Nextcloud",
        f"chave do autenticador do vaultwarden (se perder o cel): {groups(totp_seed(), 4)}",
        f"TOTP seed da conta cloudflare {totp_seed(16)}",
    )

    r.add(
        "backup_recovery_codes",
        "codigos de recuperacao do github (2fa):\n" + recovery_codes(10, "github"),
        "nextcloud backup codes\n" + recovery_codes(10, "alnum"),
        f"códigos de backup da conta google: {recovery_codes(5, 'digits')}",
        "tailscale/github recovery (impresso e no cofre tb):\n" + recovery_codes(8, "github"),
    )

    r.add(
        "github_pat",
        f"PAT github pro renovate do homelab-infra: {github_token()}",
        f"git clone https://rafa:{github_token()}@github.com/rafa/homelab.git",
        f"GH_TOKEN={github_token()}  # escopo repo, expira em 90 dias",
        f"token github (classic) do flux: {github_token()}",
        f"gh auth login --with-token <<< {github_token()}",
    )

    r.add(
        "mqtt_password",
        f"mosquitto: user homeassistant senha {senha()}",
        f"mqtt:\n  broker: 192.168.1.20\n  username: zigbee2mqtt\n  password: {senha()}",
        f"mosquitto_passwd -b /mosquitto/config/passwd tasmota {senha()}",
        f"mqtt do frigate -> frigate / {senha()}",
        f"senha mqtt dos sonoff (tasmota, console): MqttPassword {senha()}",
    )

    r.add(
        "database_connection",
        f"mysql://nextcloud:{senha()}@mariadb.casa.internal:3306/nextcloud",
        f"POSTGRES_PASSWORD={rnd(ALNUM, 24)}\nDATABASE_URL=postgresql://immich:{rnd(ALNUM, 24)}@immich-db:5432/immich",
        f"recorder:\n  db_url: mysql://hass:{senha()}@192.168.1.30/homeassistant?charset=utf8mb4",
        f"mariadb root do lxc 110 -> {senha()}",
        f"paperless: PAPERLESS_DBPASS={rnd(ALNUM, 20)}  (user paperless, host db.casa.internal)",
    )

    r.add(
        "gmail_app_password",
        f"senha de app do gmail pro SMTP do nextcloud: {app_password()}",
        f"smtp do proxmox (postfix relay) rafa.lab@gmail.com / {app_password()}",
        f"app password google pro uptime kuma mandar email\n{app_password()}",
        f"msmtprc:\naccount gmail\nhost smtp.gmail.com\nuser rafa.lab@gmail.com\npassword {app_password().replace(' ', '')}",
        f"senha de app (vaultwarden SMTP) = {app_password()}",
    )

    r.add(
        "restic_repo_password",
        f"RESTIC_PASSWORD={rnd(ALNUM, 32)}",
        f"senha do repo restic (backblaze b2): {palavras(5, '-')}",
        f"borg passphrase do backup do nextcloud:\n{palavras(4, ' ')} {digits(3)}",
        f"proxmox backup server — senha de criptografia do datastore: {rnd(ALNUM, 28)} (sem ela o backup nao serve pra nada!)",
        f"duplicati senha do backup pro gdrive {senha()}",
    )

    r.add(
        "tailscale_auth_key",
        f"tailscale authkey reutilizavel pros lxc: {tailscale_key()}",
        f"tailscale up --authkey={tailscale_key()} --advertise-routes=192.168.1.0/24",
        f"TS_AUTHKEY={tailscale_key()}",
        f"api key do tailscale (pro headscale-ui nao, pro script de limpeza) {tailscale_key('api')}",
        f"chave tailscale do subnet router do sitio\n{tailscale_key()}",
    )

    r.add(
        "docker_hub_token",
        f"docker login -u rafabh -p {dockerhub_token()}",
        f"token docker hub (read-only, pro watchtower nao tomar rate limit): {dockerhub_token()}",
        f"DOCKERHUB_TOKEN={dockerhub_token()}",
        f"dockerhub PAT\n{dockerhub_token()}",
    )

    r.add(
        "truenas_api_key",
        f"truenas scale api key (pro homepage): {truenas_key()}",
        f"chave de API do TrueNAS p/ o democratic-csi\n{truenas_key()}",
        f"curl -H 'Authorization: Bearer {truenas_key()}' http://nas.casa.internal/api/v2.0/pool",
        f"api key truenas criada hj (nome: ha-integration) = {truenas_key()}",
    )

    r.add(
        "vaultwarden_admin_token",
        f"ADMIN_TOKEN={vaultwarden_admin()}",
        f"token do /admin do vaultwarden: {vaultwarden_admin()}",
        f"vw admin panel\n{vaultwarden_admin()}\n(gerado com openssl rand -base64 48)",
        f"environment:\n  DOMAIN: https://vault.casa.internal\n  ADMIN_TOKEN: '{vaultwarden_admin()}'",
    )

    r.add(
        "session_cookie",
        f"cookie PVEAuthCookie pra testar a api no postman:\n{pve_cookie()}",
        f"Cookie: PVEAuthCookie={pve_cookie()}",
        f"sessao do nextcloud (copiei do devtools pro script) oc{rnd(LOWER + DIGITS, 10)}={php_session()}; nc_session_id={php_session()}",
        f"pihole v6 sid pro curl: {b64(secrets.token_bytes(17))}",
    )

    r.add(
        "discord_webhook_url",
        f"webhook discord do servidor do lab (canal #alertas): {discord_webhook()}",
        f"WATCHTOWER_NOTIFICATION_URL=discord://{rnd(URLSAFE, 68)}@{digits(19, lead=True)}",
        f"uptime kuma -> discord\n{discord_webhook()}",
        f"jellyfin webhook plugin pro discord (avisa filme novo): {discord_webhook()}",
    )

    r.add(
        "disk_encryption_passphrase",
        f"senha do LUKS do hd externo de backup: {palavras(5, ' ')}",
        f"zfs encryption key (pool tank/crypt) passphrase = {palavras(4, '-')}{digits(2)}",
        f"cryptsetup luksOpen /dev/sdb1 bkp  -> senha {senha()}",
        f"veracrypt do pendrive dos documentos\n{palavras(4, '.')}",
    )

    r.add(
        "credit_card",
        f"cartão virtual pro cloudflare/registro de domínio: {mastercard()} val {card_expiry()} cvv {digits(3)}",
        f"visa do inter\n{visa()}\n{card_expiry()}  {digits(3)}",
        f"cartao pra assinatura do backblaze: {luhn('4', 16)} exp {card_expiry()} cvc {digits(3)}",
        f"nubank virtual (hetzner) {mastercard()} | {card_expiry()} | {digits(3)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "proxmox_vm_inventory",
        f"VMs no pve: 100 opnsense, 101 haos, 104 nextcloud (lxc), 110 mariadb — MAC da haos {mac(upper=True)}",
        f"qm set 101 --net0 virtio={mac(upper=True)},bridge=vmbr0,tag=20",
        f"lxc 104: hwaddr={mac(upper=True)}, ip {ip_lan()}/24, gw 192.168.1.1",
        f"pvesh get /nodes/pve/qemu/101/status/current -> vmid 101, pid {digits(6, lead=True)}, uptime {digits(7, lead=True)}",
        f"backup vzdump-qemu-101-2024_11_{secrets.randbelow(20) + 10:02d}-03_00_0{secrets.randbelow(9)}.vma.zst ({digits(2, lead=True)}.{digits(1)} GB)",
    )

    r.add(
        "wireguard_peer_public_key",
        f"[Peer]\n# celular da Ju\nPublicKey = {wg_key()}\nAllowedIPs = 10.6.0.3/32",
        f"chave pública do servidor wg (pode passar pro povo): {wg_key()}",
        f"wg show wg0\npeer: {wg_key()}\n  endpoint: 177.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)}:51820\n  latest handshake: 1 minute, 12 seconds ago",
        f"pubkey do peer do sítio {wg_key()} (a privada ficou só no roteador de lá)",
        f"wg pubkey < privatekey -> {wg_key()}  <- essa eh a PUBLICA, ok colar no grupo",
    )

    r.add(
        "ssh_host_fingerprint",
        f"ED25519 key fingerprint is {ssh_fingerprint()}. conferi no console do pve, bate",
        f"fingerprint do host nextcloud: {ssh_fingerprint()}",
        f"ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub\n256 {ssh_fingerprint()} root@pve (ED25519)",
        f"WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! novo fp {ssh_fingerprint()} — normal, reinstalei o lxc",
        f"known_hosts do pihole: {ssh_fingerprint()}",
    )

    r.add(
        "container_image_digest",
        f"image: ghcr.io/home-assistant/home-assistant:2024.11@sha256:{hexs(64)}",
        f"jellyfin/jellyfin:10.9.11 digest sha256:{hexs(64)} (fixei pq a 10.10 quebrou o hw transcode)",
        f"docker images --digests\nnextcloud  29-apache  sha256:{hexs(64)}",
        f"watchtower atualizou o pihole: {hexs(12)} -> {hexs(12)}",
        f"container id do zigbee2mqtt {hexs(64)}",
    )

    r.add(
        "git_commit_ref",
        f"homelab-infra: commit {hexs(40)} \"ajusta vlan iot\"",
        f"git revert {hexs(7)}  # o commit q quebrou o traefik",
        f"HACS instalou a versão do commit {hexs(7)} do card mushroom",
        f"git log --oneline\n{hexs(7)} adiciona jellyfin\n{hexs(7)} sobe nextcloud 29\n{hexs(7)} primeira versao",
        f"rev do flake: github:nixos/nixpkgs/{hexs(40)}",
    )

    r.add(
        "pix_receive_key",
        f"minha chave pix aleatória (pra rachar a conta do churrasco): {uid()}",
        f"chave pix do Zé (vendeu o hd usado): {uid()}",
        f"pix do sítio pra pagar a luz: chave aleatória {uid()}",
        f"pix copia e cola da vaquinha do servidor do grupo: chave {uid()}, valor R$ 45,00",
        f"chave pix da loja do ML q vendeu o mini pc: CNPJ {cnpj()}",
    )

    r.add(
        "correios_tracking",
        f"rastreio do raspberry pi 5 (correios): {s10(pick('LB', 'NL', 'OY'), 'CN')}",
        f"SSD chegando, código {s10(pick('QB', 'QC', 'AA'), 'BR')} — tá em Contagem já",
        f"sedex do hd: {s10('SS', 'BR')}",
        f"encomenda aliexpress (zigbee dongle) {s10('LP', 'CN')} / rastreio local {s10('NN', 'BR')}",
        f"pac do nobreak {s10('PN', 'BR')} — previsão sexta",
    )

    r.add(
        "nfe_access_key",
        f"chave de acesso da NF do mini pc: {nfe_key()}",
        f"NF-e do HD 8TB (Kabum), pra garantia\n{nfe_key()}",
        f"nota fiscal nobreak SMS - chave {nfe_key()}",
        f"DANFE switch: chave de acesso {nfe_key()} nº {digits(6, lead=True)} série 1",
        f"consultar nfe {nfe_key().replace(' ', '')} no portal da fazenda se o vendedor sumir",
    )

    r.add(
        "boleto_barcode_line",
        f"boleto internet (vivo fibra) {boleto()} venc 10/12 R$ 129,90",
        f"linha digitável da cemig: {boleto()}",
        f"boleto do condomínio\n{boleto()}",
        f"pagar boleto do registro.br (dominio .com.br): {boleto()}",
        f"2ª via do boleto da hostinger {boleto()} R$ 59,88",
    )

    r.add(
        "masked_card_number",
        f"cloudflare cobra no cartão final {digits(4)}",
        f"assinatura backblaze: **** **** **** {digits(4)} (nubank)",
        f"fatura: HETZNER ONLINE *{digits(4)} EUR 6,49",
        f"cartão virtual terminado em {digits(4)} foi cancelado, gerei outro",
        f"google one cobrando no visa •••• {digits(4)}, val {card_expiry()}",
    )

    r.add(
        "env_placeholder_reference",
        "environment:\n  - MYSQL_PASSWORD=${NEXTCLOUD_DB_PASS}\n  - NEXTCLOUD_ADMIN_PASSWORD=${NC_ADMIN_PASS:?faltou}",
        "a senha fica no .env (chmod 600), o compose so le ${CF_DNS_API_TOKEN}",
        "password: ${{ secrets.PVE_TOKEN_SECRET }} no workflow do terraform",
        "RESTIC_PASSWORD_FILE=/root/.restic-pass  (o arquivo ta só no pve e no cofre)",
        "docker secret: POSTGRES_PASSWORD_FILE=/run/secrets/immich_db_pass",
    )

    r.add(
        "ha_secret_reference",
        "wifi_password: !secret wifi_iot_password  # valor fica no secrets.yaml, nao no git",
        "telegram_bot:\n  - platform: polling\n    api_key: !secret telegram_bot_key",
        "mqtt password: !secret mqtt_pass (o secrets.yaml ta no .gitignore)",
        "recorder db_url: !secret recorder_db_url",
        "lembrar: o esphome usa !secret api_encryption_key e ota_password, que ficam no secrets.yaml do esphome",
    )

    r.add(
        "used_sms_code",
        f"codigo do banco {digits(6)} — ja usei, expirou",
        f"SMS da claro: seu código é {digits(6)} (era pra portabilidade, ja foi)",
        f"o código {digits(6)} do login do ML venceu antes de eu digitar, pedi outro",
        f"verificação do registro.br {digits(6)} usado ontem",
        f"token do 2fa gerado {digits(6)}, válido 30s — só anotei pra mostrar o formato pro Zé",
    )

    r.add(
        "network_mac_address",
        f"reserva dhcp: {mac()} -> 192.168.1.50 (impressora)",
        f"MAC da TV {mac(sep='-', upper=True)} bloqueado no pihole (telemetria)",
        f"wakeonlan {mac()}  # liga o pc gamer",
        f"ESP32 do portão: {mac(upper=True)}",
        f"arp -a\n? ({ip_lan()}) at {mac()} [ether] on vmbr0\n? ({ip_lan()}) at {mac()} [ether] on vmbr0",
    )

    r.add(
        "hardware_serial",
        f"HD 8TB do NAS serial {disk_serial()} (garantia até 2027)",
        f"smartctl -i /dev/sda | grep Serial -> Serial Number: {disk_serial()}",
        f"nº de série do nobreak: {digits(10, lead=True)}",
        f"mini pc N100 S/N {rnd(UPPER + DIGITS, 12)} — RMA aberto",
        f"ssd nvme {disk_serial()} tá com 3% de wear",
    )

    r.add(
        "software_version",
        f"pve-manager/8.2.{secrets.randbelow(9)}/{hexs(16)} (running kernel: 6.8.12-{secrets.randbelow(9) + 1}-pve)",
        f"HAOS 13.{secrets.randbelow(3)}, core 2024.{secrets.randbelow(12) + 1}.{secrets.randbelow(5)}, supervisor 2024.{secrets.randbelow(12) + 1}.{secrets.randbelow(4)}",
        f"nextcloud 29.0.{secrets.randbelow(10)} -> 30.0.{secrets.randbelow(5)}, php 8.3.{secrets.randbelow(14)}",
        f"pihole v6: Core v6.0.{secrets.randbelow(6)} FTL v6.0.{secrets.randbelow(6)} Web v6.0.{secrets.randbelow(3)}",
        f"jellyfin 10.9.{secrets.randbelow(12)}, ffmpeg 6.0.1-{secrets.randbelow(9)}",
    )

    r.add(
        "phone_contact",
        f"eletricista (Seu Geraldo) {celular()}",
        f"suporte vivo fibra 103 15 / técnico Wanderson {celular()}",
        f"whatsapp do cara da loja de informática no Barro Preto: {celular()}",
        f"síndico {celular()} — avisar antes de mexer no quadro",
        f"+55 31 9{digits(4)}-{digits(4)} é o número do chip do alarme (GSM)",
    )

    r.add(
        "lan_addressing",
        f"pve {ip_lan()}, ha {ip_lan()}, pihole {ip_lan()}, nas {ip_lan()}",
        f"ipv6 prefixo da vivo: 2804:{hexs(4)}:{hexs(4)}::/56 (muda qnd reinicia a ONT)",
        f"portas abertas: 51820/udp wg, 443 traefik. nada mais. ip publico {secrets.randbelow(60) + 170}.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)}",
        f"vlan 20 iot 192.168.20.0/24, vlan 30 cameras 192.168.30.0/24, dns {ip_lan()}",
        f"tailnet: pve 100.{secrets.randbelow(64) + 64}.{secrets.randbelow(255)}.{secrets.randbelow(255)}, celular fd7a:115c:a1e0::{hexs(4)}:{hexs(4)}",
    )

    r.add(
        "media_item_id_url",
        f"link do filme no jellyfin: http://jellyfin.casa.internal:8096/web/#/details?id={hexs(32)}&serverId={hexs(32)}",
        f"item id da série (pra arrumar metadata) {hexs(32)}",
        f"automação do HA: https://ha.casa.internal:8123/config/automation/edit/{digits(13, lead=True)}",
        f"dashboard do grafana: http://grafana.casa.internal/d/{rnd(ALNUM, 9)}/proxmox?orgId=1",
        f"nextcloud arquivo fileid {digits(6, lead=True)}: https://nuvem.casa.internal/apps/files/?dir=/Fotos&fileid={digits(6, lead=True)}",
    )

    r.add(
        "filesystem_uuid",
        f"/etc/fstab\nUUID={uid()} /mnt/midia ext4 defaults,nofail 0 2",
        f"blkid /dev/sdb1: UUID=\"{uid()}\" TYPE=\"crypto_LUKS\" PARTUUID=\"{uid()}\"",
        f"zpool tank guid {digits(19, lead=True)}",
        f"disco de backup do pbs: by-id/ata-WDC_WD80EFZZ-68BTXN0_WD-CA{rnd(UPPER + DIGITS, 8)}",
        f"storage.cfg: lvmthin data, vgname pve — thin pool uuid {rnd(ALNUM, 6)}-{rnd(ALNUM, 4)}-{rnd(ALNUM, 4)}-{rnd(ALNUM, 4)}-{rnd(ALNUM, 4)}-{rnd(ALNUM, 4)}-{rnd(ALNUM, 6)}",
    )

    r.add(
        "zigbee_device_address",
        f"sensor porta cozinha (aqara) ieee {zigbee_ieee()}",
        f"z2m: friendly_name lampada_sala, ieee_address {zigbee_ieee()}",
        f"coordenador sonoff dongle-e: {zigbee_ieee()}, pan_id {secrets.randbelow(65535)}, channel 25",
        f"tomada do freezer {zigbee_ieee()} sumiu da rede de novo",
        f"network_key? NÃO, isso aqui é só o endereço: {zigbee_ieee()} (sensor de temperatura do rack)",
    )

    r.add(
        "certificate_fingerprint",
        f"cert do pve (auto-assinado) SHA256 Fingerprint={cert_fp()}",
        f"lets encrypt do nuvem.casa.internal serial {hexs(36)}",
        f"openssl x509 -noout -fingerprint -sha256 -in traefik.crt\nsha256 Fingerprint={cert_fp()}",
        f"fingerprint do PBS pro datastore no pve: {cert_fp().lower()}",
    )

    r.add(
        "purchase_order_number",
        f"pedido Mercado Livre #{digits(16, lead=True)} (mini pc N100)",
        f"kabum pedido {digits(8, lead=True)} — HD 8TB",
        f"aliexpress order {digits(16, lead=True)}, disputa aberta",
        f"amazon.com.br pedido {digits(3)}-{digits(7)}-{digits(7)} (nobreak)",
        f"pedido da pichau {digits(7, lead=True)} cancelado, estorno em 5 dias",
    )

    r.add(
        "utility_bill_info",
        f"cemig: nº da instalação {digits(10, lead=True)}, consumo {secrets.randbelow(200) + 250} kWh (o lab come uns 60)",
        f"conta vivo fibra {card_expiry()}: R$ 129,90, cód. cliente {digits(10, lead=True)}",
        f"copasa matrícula {digits(8, lead=True)}, vencimento dia {secrets.randbelow(27) + 1}",
        f"fatura {digits(9, lead=True)} da hostinger paga em {secrets.randbelow(27) + 1:02d}/11 — R$ 59,88",
    )

    r.add(
        "company_tax_id",
        f"CNPJ da loja onde comprei o switch: {cnpj()}",
        f"emitente da NF: {cnpj()} (Kabum)",
        f"nota do técnico de ar condicionado, CNPJ {cnpj()}",
        f"CNPJ do provedor pra reclamar na anatel {cnpj()}",
    )

    r.add(
        "bank_branch_account",
        f"dados pra transferência do aluguel do sítio: ag {digits(4)} cc {digits(5)}-{digits(1)} (Banco Inter 077)",
        f"conta do Zé pra ted: banco 260 agência 0001 conta {digits(7)}-{digits(1)}",
        f"minha conta salário: ag. {digits(4)}-{digits(1)} c/c {digits(6)}-{digits(1)} (itaú)",
        f"deposito p/ o eletricista: caixa ag {digits(4)} op 013 poupança {digits(8)}-{digits(1)}",
    )

    r.add(
        "cloudflare_account_ids",
        f"cloudflare zone id (casa.test): {hexs(32)}",
        f"account id cf {hexs(32)}, tunnel id {uid()}",
        f"tunnel: {uid()}\ncredentials-file: /etc/cloudflared/{uid()}.json",
        f"zone_id = \"{hexs(32)}\"  # terraform, nao é segredo",
    )

    r.add(
        "tailscale_node_identity",
        f"tailscale status: pve nodekey:{hexs(64)}",
        f"node id do subnet router: n{rnd(ALNUM, 10)}CNTRL",
        f"tailnet name: tail{hexs(5)}.ts.net — MagicDNS ligado",
        f"machine key pública do pve mkey:{hexs(64)}",
    )

    r.add(
        "iso_checksum",
        f"proxmox-ve_8.3-1.iso sha256 {hexs(64)} conferido",
        f"sha256sum haos_generic-x86-64-13.2.img.xz\n{hexs(64)}  haos_generic-x86-64-13.2.img.xz",
        f"debian-12.8.0-amd64-netinst.iso SHA512 {hexs(128)}",
        f"md5 do firmware do roteador {hexs(32)} (bate com o site da tp-link)",
    )

    r.add(
        "public_encryption_key",
        f"age recipient do sops do homelab-infra: {age_public_key()}",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 36)} rafa@notebook  <- pub, pode ir pro authorized_keys",
        f"minha chave gpg pública:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{pem_body(3)}\n-----END PGP PUBLIC KEY BLOCK-----",
        f"fingerprint gpg {groups(hexs(40).upper(), 4)}",
    )

    r.add(
        "nextcloud_instance_info",
        f"config.php: 'instanceid' => 'oc{rnd(LOWER + DIGITS, 10)}', 'version' => '29.0.{secrets.randbelow(10)}.1'",
        f"nextcloud server id {secrets.randbelow(1023)}, trusted_domains 0 => nuvem.casa.internal",
        f"share público do álbum foi desativado; o id interno do share era {digits(3, lead=True)}",
        f"occ files:scan rafa -> {digits(5, lead=True)} arquivos, {digits(3, lead=True)} pastas, {secrets.randbelow(5)} erros",
    )

    r.add(
        "support_protocol_number",
        f"protocolo vivo (queda da fibra): {digits(14, lead=True)}",
        f"anatel reclamação nº {digits(10, lead=True)}",
        f"cemig protocolo {digits(11, lead=True)} — oscilação queimou a fonte do switch",
        f"chamado da garantia WD: case {digits(8, lead=True)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout401.py", [
        ("heldout401_credentials.yaml", credentials(), "Held-out batch 401: credentials a home-lab hobbyist in Belo Horizonte keeps (Proxmox, Nextcloud, Home Assistant, Pi-hole, Jellyfin, WireGuard, Wi-Fi, Cloudflare, DuckDNS, Tailscale, bank PINs, alarm codes and more)"),
        ("heldout401_lookalikes.yaml", lookalikes(), "Held-out batch 401: a home-lab hobbyist's ids, public keys, digests, Pix keys, tracking codes, NF-e keys, boletos, masked cards and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
