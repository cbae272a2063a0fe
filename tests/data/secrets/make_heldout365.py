# ruff: noqa: E501
"""Writes heldout365_credentials.yaml and heldout365_lookalikes.yaml: held-out batch 365.

Persona: a home-lab hobbyist in Montréal who writes his notes in English with some Québec
French (and the odd typo). He runs Proxmox, TrueNAS, Home Assistant with ESPHome, Zigbee and
Z-Wave, a UniFi network, Pi-hole, Tailscale, Nextcloud, Plex, a Synology, a UPS with a web
management card and a Mosquitto MQTT broker, backs up with restic to Backblaze B2 and keeps
his personal logins in the same notes: Desjardins AccèsD, the debit card NIP, the
Hydro-Québec customer space, the condo garage and alarm codes. He keeps the credentials of
all of these; and many look-alikes: MAC addresses, serials, firmware versions, Zigbee and
Z-Wave addresses, entity and object ids, image digests, commits, public keys and
fingerprints, Tailscale node ids, `!secret` references, masked cards, transit and folio
numbers, Hydro-Québec bill numbers, parcel tracking, used one-time codes and condo numbers.

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
    age_public_key,
    app_password,
    b64,
    b64u,
    b64u_bytes,
    digits,
    discord_webhook,
    epoch,
    google_client_id,
    groups,
    hexs,
    jwt,
    mac,
    openssh_private,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    recovery_codes,
    rnd,
    s10,
    seed_phrase,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    telegram_bot_token,
    totp_seed,
    uid,
    wg_key,
    write_corpora,
)

MOTS = [
    "dépanneur", "ruelle", "balcon", "escalier", "cabane", "sucre", "patinoire", "hockey",
    "tourtière", "verdun", "rosemont", "jarry", "lachine", "outremont", "chinook", "grésil",
    "slush", "fondue", "bixi", "orange", "caribou", "huard", "brume", "tempête",
]

WEAK = ("1234", "0000", "1111", "2580", "1212", "4321")


def passphrase() -> str:
    """A Wi-Fi or backup passphrase made of words he picked, with a number on it."""
    return phrase(MOTS, pick(3, 4, 5), pick("-", ".", "_", "")) + pick("", str(secrets.randbelow(90) + 10), "!" + digits(2))


def strong() -> str:
    """What his Bitwarden generator gives him."""
    return rnd(ALNUM + "!@#$%^&*-_=+", pick(18, 20, 24))


def pve_token_secret() -> str:
    return uid()


def pve_ticket(user: str = "root@pam") -> str:
    """A Proxmox VE auth ticket: user, hex time, then the base64 RSA signature."""
    return f"PVE:{user}:{epoch():08X}::{b64(secrets.token_bytes(256))}"


def truenas_key() -> str:
    return f"{secrets.randbelow(9) + 1}-{rnd(ALNUM, 64)}"


def ha_token() -> str:
    now = epoch()
    return jwt({"iss": hexs(32), "iat": now, "exp": now + 315360000})


def esphome_key() -> str:
    return b64(secrets.token_bytes(32))


def tailscale_key(kind: str = "auth") -> str:
    return f"tskey-{kind}-k{rnd(ALNUM, pick(9, 10, 11))}CNTRL-{rnd(ALNUM, 33)}"


def nextcloud_app_pw() -> str:
    return "-".join(rnd(ALNUM, 5) for _ in range(5))


def plex_token() -> str:
    return rnd(ALNUM + "-_", 20)


def cloudflare_token() -> str:
    return rnd(URLSAFE, 40)


def b2_key_id() -> str:
    return f"005{hexs(12)}{digits(10)}"


def b2_app_key() -> str:
    return "K005" + rnd(ALNUM + "+/", 27)


def zigbee_key_list() -> list[int]:
    return [secrets.randbelow(256) for _ in range(16)]


def zwave_key() -> str:
    return rnd("0123456789ABCDEF", 32)


def vw_admin_token() -> str:
    return b64(secrets.token_bytes(48))


def ieee() -> str:
    return "0x" + pick("00158d", "00124b", "540f57", "84fd27", "a4c138", "001788") + hexs(10)


def sha256() -> str:
    return hexs(64)


def object_id() -> str:
    return hexs(24)


def syncthing_id() -> str:
    return "-".join(rnd(BASE32, 7) for _ in range(8))


def tail_ip() -> str:
    return f"100.{secrets.randbelow(64) + 64}.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1}"


def lan_ip(vlan: int = 10) -> str:
    return f"192.168.{vlan}.{secrets.randbelow(200) + 20}"


def colon_fp() -> str:
    return ":".join(hexs(64).upper()[i:i + 2] for i in range(0, 64, 2))


def money() -> str:
    return f"{secrets.randbelow(400) + 20},{digits(2)} $"


def day() -> str:
    return f"2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}"


def mapbox_public() -> str:
    claims = json.dumps({"u": "mtlhomelab", "a": rnd(LOWER + DIGITS, 25)}, separators=(",", ":"))
    return f"pk.{b64u(claims.encode())}.{rnd(URLSAFE, 22)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "proxmox_root_password",
        f"pve1 root pw: {strong()}",
        f"Proxmox web UI (https://pve.acme.internal:8006) root@pam\n{pw()}",
        f"mdp root proxmox changé après la mise à jour 8.2 -> {strong()}  (l'ancien marche plus)",
        f"- pve3 (le vieux optiplex) root / {pw()} — faut que je le mette dans bitwarden un jour",
    )

    r.add(
        "proxmox_api_token",
        f"Authorization: PVEAPIToken=root@pam!homepage={pve_token_secret()}",
        f"terraform provider bpg/proxmox:\n  api_token = \"terraform@pve!tf={pve_token_secret()}\"",
        f"token API pour le dashboard homepage\nid: monitor@pve!ro\nsecret: {pve_token_secret()}",
        f"curl -k -H 'Authorization: PVEAPIToken=backup@pbs!cron:{pve_token_secret()}' https://pbs.acme.internal:8007/api2/json/status",
        f"proxmox_api_token_id: ansible@pam!deploy\nproxmox_api_token_secret: {pve_token_secret()}   # privsep off, careful",
    )

    r.add(
        "proxmox_auth_cookie",
        f"copied from devtools to script the console: PVEAuthCookie={pve_ticket()}",
        f"ticket pour l'API (expire dans 2h)\n{pve_ticket('api@pve')}",
        f"curl -b \"PVEAuthCookie={pve_ticket()}\" https://pve.acme.internal:8006/api2/json/nodes",
        f"CSRFPreventionToken header + cookie {pve_ticket('jp@pve')} for the noVNC test",
    )

    r.add(
        "truenas_api_key",
        f"TrueNAS SCALE api key (for the homepage widget) {truenas_key()}",
        f"clé API truenas pour le script de snapshots:\n{truenas_key()}",
        f"curl -H \"Authorization: Bearer {truenas_key()}\" https://nas.acme.internal/api/v2.0/pool",
        f"TRUENAS_API_KEY={truenas_key()}  # scrutiny + uptime kuma",
        f"truenas:\n  url: https://truenas.acme.internal\n  key: {truenas_key()}",
    )

    r.add(
        "home_assistant_token",
        f"HA long-lived access token (node-red):\n{ha_token()}",
        f"token HA pour le widget du tel -> {ha_token()}",
        f"curl -H \"Authorization: Bearer {ha_token()}\" http://ha.acme.internal:8123/api/states",
        f"homeassistant:\n  url: http://homeassistant.internal:8123\n  token: {ha_token()}",
        f"LLAT for the grafana datasource, made 2024-11, no expiry {ha_token()}",
    )

    r.add(
        "esphome_api_key",
        f"api:\n  encryption:\n    key: \"{esphome_key()}\"",
        f"esphome garage-door node api key {esphome_key()}",
        f"clé de chiffrement ESPHome (capteur qualité d'air du salon) = {esphome_key()}",
        f"ota password for the bed-presence esp32: {hexs(32)}",
    )

    r.add(
        "unifi_password",
        f"UniFi controller (UCG-Ultra) admin: jp.admin / {strong()}",
        f"ssh des AP (device auth dans settings > system > advanced)\nuser: mtlhome\npass: {pw()}",
        f"unifi local acct for homepage api, read only. pw {rnd(ALNUM, 20)}",
        f"| unifi os | https://unifi.acme.internal | admin | {strong()} |",
    )

    r.add(
        "pihole_password",
        f"pihole -a -p {passphrase()}",
        f"Pi-hole admin pwd (pihole2 sur le rpi4) {pw()}",
        f"environment:\n  TZ: America/Toronto\n  WEBPASSWORD: \"{strong()}\"",
        f"pi hole webui passwd\n{rnd(ALNUM, 16)}",
    )

    r.add(
        "tailscale_auth_key",
        f"tailscale up --authkey={tailscale_key()} --advertise-routes=192.168.10.0/24",
        f"auth key réutilisable pour les LXC (expire dans 90j): {tailscale_key()}",
        f"TS_AUTHKEY={tailscale_key()}\nTS_HOSTNAME=plex-sidecar",
        f"tailscale api key for the acl gitops thing {tailscale_key('api')}",
        f"oauth client secret (tailscale k8s operator) {tailscale_key('client')}",
    )

    r.add(
        "nextcloud_app_password",
        f"Nextcloud app password for DAVx5 on the pixel: {nextcloud_app_pw()}",
        f"nextcloud > sécurité > appareil 'thunderbird laptop'\n{nextcloud_app_pw()}",
        f"rclone config nextcloud: user jp, pass (app pw) {nextcloud_app_pw()}",
        f"nc app pw pour le client de synchro de Julie = {nextcloud_app_pw()}",
        f"Joplin sync -> WebDAV https://cloud.acme.test/remote.php/dav/files/jp/Joplin  pw {nextcloud_app_pw()}",
    )

    r.add(
        "nextcloud_db_url",
        f"'dbpassword' => '{rnd(ALNUM + '+/', 30)}',",
        f"postgres://nextcloud:{rnd(ALNUM, 24)}@db.acme.internal:5432/nextcloud",
        f"MYSQL_PASSWORD={rnd(ALNUM, 28)}  # mariadb du conteneur nextcloud",
        f"db nextcloud — user oc_admin mdp {strong()} (généré par l'installeur, pas touché)",
    )

    r.add(
        "plex_token",
        f"X-Plex-Token={plex_token()}",
        f"plex token (pour tautulli + overseerr) {plex_token()}",
        f"http://plex.acme.internal:32400/library/sections?X-Plex-Token={plex_token()}",
        f"token plex trouvé dans Preferences.xml PlexOnlineToken=\"{plex_token()}\"",
    )

    r.add(
        "synology_password",
        f"DS920+ admin acct (j'ai désactivé 'admin', c'est jpadmin) : {strong()}",
        f"Synology DSM https://syno.acme.internal:5001 user hyperbackup pw {pw()}",
        f"active backup for business agent -> nas syno, compte abb_svc\n{rnd(ALNUM, 18)}",
        f"synology hyper backup encryption pw (KEEP THIS or the backup is toast): {passphrase()}",
    )

    r.add(
        "ups_card_password",
        f"APC NMC3 web card (ups.acme.internal) user apc, new pw {strong()}",
        f"CyberPower RMCARD205 — admin / {pw()}",
        f"upsmon.conf:\nMONITOR ups@nut.acme.internal 1 upsmon {rnd(ALNUM, 16)} primary",
        f"carte réseau de l'onduleur, mot de passe du superuser: {passphrase()}",
    )

    r.add(
        "mqtt_credentials",
        f"mosquitto user homeassistant pw {rnd(ALNUM, 22)}",
        f"mqtt://zigbee2mqtt:{rnd(ALNUM, 20)}@mqtt.acme.internal:1883",
        f"mqtt:\n  server: mqtt://mosquitto:1883\n  user: z2m\n  password: '{strong()}'",
        f"broker MQTT, compte pour frigate -> frigate / {pw()}",
        f"mosquitto_pub -h mqtt.acme.internal -u tasmota -P {rnd(ALNUM, 18)} -t cmnd/plug1/POWER -m ON",
    )

    r.add(
        "zigbee_network_key",
        f"advanced:\n  network_key: {json.dumps(zigbee_key_list())}",
        f"backup de la clé réseau zigbee (sonoff dongle-e) {json.dumps(zigbee_key_list())}",
        f"ZHA network key 0x{hexs(32)} — needed if I ever migrate the coordinator",
        f"z2m network_key (GENERATE got replaced by this on first start)\n{zigbee_key_list()}",
    )

    r.add(
        "zwave_security_key",
        f"zwave-js S2_Authenticated key: {zwave_key()}",
        f"clé S0 legacy (pour la vieille serrure schlage) {zwave_key()}",
        f"\"securityKeys\": {{\"S2_AccessControl\": \"{zwave_key()}\"}}",
        f"Z-Wave JS UI > settings > security: S2 unauthenticated\n{zwave_key()}",
    )

    r.add(
        "wifi_psk",
        f"wifi maison 'LeBunker' mdp: {passphrase()}",
        f"IoT SSID (vlan 30) psk {rnd(ALNUM, 20)}",
        f"WIFI:T:WPA;S:Castor-5G;P:{passphrase()};;",
        f"guest wifi pour les visiteurs cet été = {passphrase()}",
        f"wifi:\n  ssid: \"Castor-IoT\"\n  password: \"{rnd(ALNUM, 16)}\"",
    )

    r.add(
        "desjardins_password",
        f"AccèsD mdp (changé en janvier) {strong()}",
        f"desjardins en ligne\n{pw()}",
        f"Desjardins AccèsD Affaires pour la compagnie à Julie — mot de passe : {passphrase()}",
        f"accesd pwd {rnd(ALNUM, 14)} (pas le même que l'ancien, ils voulaient 12+ char)",
    )

    r.add(
        "debit_card_pin",
        f"NIP carte débit Desjardins {pin(4, WEAK)}",
        f"nouveau NIP de la visa desjardins = {pin(4, WEAK)}",
        f"pin guichet (carte de Julie, elle l'oublie tout le temps)\n{pin(4, WEAK)}",
        f"debit card PIN {pin(5, WEAK)} — changed at the caisse on Mont-Royal",
    )

    r.add(
        "hydro_quebec_password",
        f"Hydro-Québec Espace client mdp {strong()}",
        f"hydroquebec.com login: jp.mtl@acme.test / {pw()}",
        f"espace client hydro (pour le script hydroqc dans HA) password {rnd(ALNUM, 16)}",
        f"HYDROQC_PASSWORD={passphrase()}",
    )

    r.add(
        "garage_door_code",
        f"code porte de garage condo: {pin(4, WEAK)}#",
        f"garage keypad {pin(5, WEAK)} (new one since the syndicat changed it in oct)",
        f"code du garage pour ma soeur quand elle vient: *{pin(4, WEAK)}",
        f"Condo garage\n{pin(6, WEAK)}",
        f"ouvrir la porte du garage = {pin(4, WEAK)} puis la clé",
    )

    r.add(
        "alarm_code",
        f"code alarme du condo {pin(4, WEAK)}",
        f"alarm disarm code: {pin(4, WEAK)} (Julie knows it)",
        f"Alarme — code maître {pin(6, WEAK)}, pas le donner au ménage",
        f"duress code on the panel (disarms but calls the centrale) {pin(4, WEAK)}",
    )

    r.add(
        "ssh_private_key",
        f"id_ed25519 du bastion (homelab)\n{openssh_private()}",
        f"the key ansible uses to reach all the LXCs:\n{openssh_private()}",
        f"~/.ssh/truenas_replication\n{openssh_private()}",
        f"clé privée pour le tunnel reverse du chalet\n{openssh_private()}",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.2/32\nDNS = 192.168.10.2",
        f"wg0 priv key on the pve host {wg_key()}",
        f"clé privée wireguard du cell (tunnel vers la maison) : {wg_key()}",
        f"wg-easy client 'laptop-jp' privatekey\n{wg_key()}",
        f"PrivateKey={wg_key()}  # mullvad config for the qbittorrent container",
    )

    r.add(
        "totp_seed",
        f"TOTP seed for proxmox root (in case the phone dies): {totp_seed()}",
        f"secret 2FA Desjardins? non, c'est pour bitwarden -> {groups(totp_seed(), 4)}",
        f"otpauth://totp/UniFi:jp?secret={totp_seed()}&issuer=UniFi",
        f"nextcloud twofactor setup key\n{totp_seed(16)}",
        f"authy export: GitHub homelab-configs  {totp_seed(32).lower()}",
    )

    r.add(
        "recovery_codes",
        "Tailscale (github sso) recovery codes:\n" + recovery_codes(8, "github"),
        "codes de récupération nextcloud, imprimés aussi:\n" + recovery_codes(10, "alnum"),
        "UI.com account backup codes " + recovery_codes(5, "digits"),
        "bitwarden recovery code: " + rnd(UPPER + DIGITS, 32),
        "Proxmox TFA recovery keys (pve realm, root)\n" + "\n".join(f"{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(4)}" for _ in range(6)),
    )

    r.add(
        "vaultwarden_admin_token",
        f"ADMIN_TOKEN={vw_admin_token()}",
        f"vaultwarden /admin token (plain, I know, argon2 later): {vw_admin_token()}",
        f"environment:\n  - DOMAIN=https://vault.acme.internal\n  - ADMIN_TOKEN='{vw_admin_token()}'",
        f"token admin vaultwarden\n{vw_admin_token()}",
    )

    r.add(
        "cloudflare_api_token",
        f"dns_cloudflare_api_token = {cloudflare_token()}",
        f"CF_Token=\"{cloudflare_token()}\" acme.sh --issue --dns dns_cf -d '*.acme.test'",
        f"cloudflare token (zone:dns:edit seulement) pour traefik -> {cloudflare_token()}",
        f"CF_DNS_API_TOKEN: {cloudflare_token()}",
        f"ddns updater token cloudflare {cloudflare_token()} (zone acme.test)",
    )

    r.add(
        "backblaze_b2_key",
        f"B2 app key for restic (bucket mtl-homelab-bk)\nkeyID: {b2_key_id()}\napplicationKey: {b2_app_key()}",
        f"export B2_ACCOUNT_ID={b2_key_id()}\nexport B2_ACCOUNT_KEY={b2_app_key()}",
        f"truenas cloud sync -> backblaze, clé d'application {b2_app_key()}",
        f"rclone b2 remote: account {b2_key_id()} key {b2_app_key()}",
        f"hyper backup to B2 — application key = {b2_app_key()}",
    )

    r.add(
        "backup_repo_password",
        f"RESTIC_PASSWORD={passphrase()}",
        f"mot de passe du repo restic (sans ça, les backups servent à rien!!) : {strong()}",
        f"borg passphrase for the offsite box at my brother's: {passphrase()}",
        f"PBS datastore encryption key password\n{pw()}",
    )

    r.add(
        "gmail_app_password",
        f"app password gmail pour les alertes SMTP de truenas: {app_password()}",
        f"smtp.gmail.com:587 jp.homelab@acme.test {app_password()}",
        f"mot de passe d'application Google (proxmox notifications)\n{app_password().replace(' ', '')}",
        f"uptime kuma email alerts — google app pw '{app_password()}'",
    )

    r.add(
        "notification_webhook",
        f"uptime kuma -> discord #homelab-alerts {discord_webhook()}",
        f"telegram bot pour les alertes HA: {telegram_bot_token()}",
        f"webhook slack du serveur familial {slack_webhook()}",
        f"TELEGRAM_BOT_TOKEN={telegram_bot_token()}\nTELEGRAM_CHAT_ID=-100{digits(10, lead=True)}",
        f"watchtower notif url: discord://{rnd(URLSAFE, 68)}@{digits(19, lead=True)}",
    )

    r.add(
        "crypto_seed_phrase",
        f"ledger (le vieux, dans le tiroir) 24 mots:\n{seed_phrase(24)}",
        f"seed phrase du wallet sparrow: {seed_phrase(12)}",
        f"btc node umbrel recovery words — {seed_phrase(24)}",
        f"phrase de récupération\n{seed_phrase(12)}\n(ne jamais prendre en photo)",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "device_mac_addresses",
        f"UniFi fixed IPs by MAC:\n{mac()}  pve1\n{mac()}  truenas\n{mac()}  ha-yellow",
        f"adresse MAC du dongle zigbee (pour la réservation DHCP) {mac(upper=True)}",
        f"the Synology bond0 is {mac('-', True)}",
        f"plug kasa du salon = {mac()} (bloqué sur internet dans le firewall)",
        f"wake-on-lan: wakeonlan {mac()}  # the gaming pc",
    )

    r.add(
        "vlan_and_ssid_plan",
        "VLAN 10 trusted 192.168.10.0/24, VLAN 30 IoT 192.168.30.0/24, VLAN 40 cams (no internet), SSID Castor-IoT on 2.4 only",
        "réseaux wifi: LeBunker (principal), Castor-IoT (vlan 30), LeBunker-Invités (guest portal) — mdp dans bitwarden",
        f"pihole DNS: {lan_ip()} and {lan_ip()}; DHCP lease 86400; domain acme.internal",
        f"| VLAN | subnet | gateway |\n| 20 | 192.168.20.0/24 | 192.168.20.1 |\n| 99 | 10.99.0.0/24 | 10.99.0.1 |\nmgmt switch {lan_ip(99)}",
    )

    r.add(
        "hardware_serials",
        f"UPS APC SMT1500RM2U S/N AS{digits(10)} — battery warranty till 2026",
        f"Synology DS920+ serial {digits(4)}PCN{digits(6)}",
        f"disques: WD Red Plus 8TB WD-CA{rnd(UPPER + DIGITS, 6)}, WD-CA{rnd(UPPER + DIGITS, 6)}, WD-CA{rnd(UPPER + DIGITS, 6)}",
        f"Raspberry Pi 4 serial 10000000{hexs(8)} (le pihole secondaire)",
        f"numéro de série du Optiplex (service tag) {rnd(UPPER + DIGITS, 7)}",
    )

    r.add(
        "software_versions",
        f"upgraded: Proxmox VE 8.2.{secrets.randbelow(9)}, kernel 6.8.12-{secrets.randbelow(9) + 1}-pve, TrueNAS SCALE 24.10.0.{secrets.randbelow(3)}",
        f"HA core 2024.{secrets.randbelow(12) + 1}.{secrets.randbelow(5)}, supervisor 2024.11.{secrets.randbelow(5)}, frontend 2024{digits(4)}.0",
        f"UniFi Network {pick('8.5.6', '8.6.9', '9.0.108')} on UCG-Ultra fw {pick('4.0.21', '4.1.13')}",
        f"pihole -v -> Core v5.18.{secrets.randbelow(4)} Web v5.21 FTL v5.25.{secrets.randbelow(3)}",
        f"DSM 7.2.{secrets.randbelow(3)}-{digits(5, lead=True)} Update {secrets.randbelow(6) + 1}",
    )

    r.add(
        "zfs_pool_ids",
        f"zpool get guid tank -> {digits(19, lead=True)}",
        f"disk by-id: /dev/disk/by-id/wwn-0x5000c500{hexs(8)} (replaced the failing one)",
        f"ata-WDC_WD80EFZZ-68BTXN0_WD-CA{rnd(UPPER + DIGITS, 6)} est le disque qui donne des erreurs CKSUM",
        f"pool import: zpool import -d /dev/disk/by-id {digits(19, lead=True)} tank2",
        f"txg {digits(8, lead=True)} of pool tank, scrub repaired 0B on {day()}",
    )

    r.add(
        "zigbee_device_addresses",
        f"z2m: friendly_name salon/lampe, ieee {ieee()}",
        f"capteur porte garage aqara = {ieee()} (batterie CR1632)",
        f"coordinator ieee {ieee()}, channel 25, pan_id {secrets.randbelow(65536)}",
        f"devices:\n  '{ieee()}':\n    friendly_name: chambre/thermo\n  '{ieee()}':\n    friendly_name: cuisine/fuite",
        f"ext_pan_id: {json.dumps([secrets.randbelow(256) for _ in range(8)])}  # broadcast dans les beacons, pas secret",
    )

    r.add(
        "zwave_home_ids",
        f"Z-Wave home id 0x{hexs(8)}, node 12 = schlage, node 14 = aeotec multisensor",
        f"zwave-js: controller home ID {int(hexs(8), 16)}",
        f"node 7 product code 0x{hexs(4)}-0x{hexs(4)}-0x{hexs(4)} (manufacturer/type/id)",
        f"zooz ZST39 firmware 1.50, homeId {hexs(8).upper()}, 23 nodes",
    )

    r.add(
        "ha_entity_and_device_ids",
        f"http://ha.acme.internal:8123/config/devices/device/{hexs(32)}",
        f"automation id: '{digits(13, lead=True)}' alias: Garage ouvert trop longtemps",
        f"entity sensor.ups_battery_charge, unique_id {uid()}",
        f"config_entry {rnd('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)} is the hydroqc integration",
        f"device_id: {hexs(32)}\ndomain: zha\ntype: remote_button_short_press",
    )

    r.add(
        "container_image_digests",
        f"ghcr.io/home-assistant/home-assistant@sha256:{sha256()}",
        f"pinned plex: lscr.io/linuxserver/plex:1.41.{secrets.randbelow(5)}@sha256:{sha256()}",
        f"watchtower updated vaultwarden/server from {hexs(12)} to {hexs(12)}",
        f"docker images | grep frigate -> ghcr.io/blakeblackshear/frigate  stable  {hexs(12)}  3 weeks ago",
        f"image pihole/pihole digest sha256:{sha256()} (2024.07.0)",
    )

    r.add(
        "config_repo_commits",
        f"homelab-configs: reverted to {hexs(40)} after the traefik mess",
        f"git log --oneline\n{hexs(7)} z2m: add cuisine/fuite\n{hexs(7)} ha: hydroqc peak events\n{hexs(7)} ansible: pve4",
        f"renovate PR #{secrets.randbelow(400) + 10} bumps immich to v1.1{secrets.randbelow(30) + 10}.0 (commit {hexs(10)})",
        f"checkout tteck script at {hexs(40)} before running it",
    )

    r.add(
        "ssh_host_fingerprints",
        f"pve1 host key {ssh_fingerprint()} (ED25519) — vérifié sur la console",
        f"The authenticity of host 'nas.acme.internal' can't be established.\nECDSA key fingerprint is {ssh_fingerprint()}.",
        f"known_hosts hash for pve2: |1|{b64(secrets.token_bytes(20))}|{b64(secrets.token_bytes(20))}",
        f"truenas replication target fp {ssh_fingerprint()}",
        f"MD5 fingerprint of the old synology key {':'.join(hexs(32)[i:i + 2] for i in range(0, 32, 2))}",
    )

    r.add(
        "public_keys",
        f"ma clé publique (authorized_keys sur tous les LXC):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jp@laptop",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.66.0.3/32\nEndpoint = vpn.acme.test:51820",
        f"age recipient for sops in the homelab repo: {age_public_key()}",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} ansible@pve1",
        f"wg show -> peer: {wg_key()} latest handshake: 42 seconds ago",
    )

    r.add(
        "tailscale_node_info",
        f"tailscale status: {tail_ip()}  pve1  jp@  linux  -\n{tail_ip()}  nas  jp@  linux  idle",
        f"MagicDNS: plex.tail{hexs(6)}.ts.net",
        f"node id n{rnd(ALNUM, 10)}CNTRL is the old pixel, remove it from the admin console",
        f"nodekey:{hexs(64)} shows up in tailscale debug — it's the public key",
        f"subnet router {tail_ip()} advertises 192.168.10.0/24, exit node on pve2",
    )

    r.add(
        "ha_secret_references",
        "mqtt:\n  username: homeassistant\n  password: !secret mqtt_password",
        "hydroqc:\n  username: !secret hq_user\n  password: !secret hq_pass",
        "api_key: !secret openweathermap_key   # la valeur est dans secrets.yaml, pas ici",
        "esphome: wifi password: !secret wifi_password, ota: !secret ota_pw",
        "rest_command:\n  plex_refresh:\n    url: !secret plex_refresh_url",
    )

    r.add(
        "env_and_vault_references",
        "env:\n  CF_API_TOKEN: ${{ secrets.CLOUDFLARE_TOKEN }}\n  B2_KEY: ${{ secrets.B2_APPLICATION_KEY }}",
        "restic backup --password-file /root/.restic-pass  (le fichier est mode 600)",
        "PLEX_CLAIM=${PLEX_CLAIM} dans le compose, je le mets juste au premier démarrage",
        "bw get password 'Proxmox root' | ssh-add -",
        "op read op://Homelab/TrueNAS/api-key > /dev/null && echo ok",
    )

    r.add(
        "masked_card_numbers",
        f"Visa Desjardins se terminant par {digits(4)}",
        f"Plex Pass renewal charged to card **** **** **** {digits(4)}",
        f"carte débit •••• {digits(4)} (remplacée en mai, l'ancienne est coupée)",
        f"Amazon.ca payment: Mastercard ending {digits(4)}, exp {secrets.randbelow(12) + 1:02d}/{pick(26, 27, 28)}",
        f"B2 billing: card XXXX-XXXX-XXXX-{digits(4)}",
    )

    r.add(
        "bank_transit_folio",
        f"pour le dépôt direct: institution 815, transit {digits(5)}, folio {digits(7)}",
        f"Desjardins caisse du Plateau, transit {digits(5)}, compte {digits(7)} (épargne)",
        f"payroll form: bank 815 / branch {digits(5)} / account {digits(7, lead=True)}",
        f"chèque annulé: {digits(5)}-815 {digits(7)}  (pour Revenu Québec)",
    )

    r.add(
        "hydro_account_and_bill",
        f"Hydro-Québec numéro de client {digits(9, lead=True)}, compte {digits(12, lead=True)}",
        f"facture hydro {day()} : {money()}, consommation {secrets.randbelow(900) + 300} kWh",
        f"hydroqc contract number {digits(10, lead=True)} (tarif D + Flex D)",
        f"hydro bill ref {digits(12, lead=True)} due {day()}, amount {money()}",
        f"point de livraison {digits(10, lead=True)}, compteur {digits(8, lead=True)}",
    )

    r.add(
        "parcel_tracking",
        f"Postes Canada: {digits(16, lead=True)} (les disques de 8TB)",
        f"Amazon.ca order 702-{digits(7)}-{digits(7)} — UPS battery RBC124",
        f"AliExpress zigbee sensors {s10('LX', 'CN')}",
        f"Purolator {digits(12, lead=True)}, livraison prévue jeudi",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} — the UCG-Ultra",
    )

    r.add(
        "used_otp_codes",
        f"desjardins m'a texté {digits(6)} — déjà utilisé, expiré après 10 min",
        f"verification code {digits(6)} from Hydro-Québec (used 14:02, no longer valid)",
        f"UI.com login code {digits(6)} — expired, had to ask for a new one",
        f"code de confirmation Purolator {digits(6)} pour la livraison (déjà livré)",
    )

    r.add(
        "plex_item_ids",
        f"plex machineIdentifier {hexs(40)}",
        f"http://plex.acme.internal:32400/library/metadata/{secrets.randbelow(90000) + 1000}  (ratingKey du film)",
        f"Plex library section ids: Films=1, Séries=2, Musique={secrets.randbelow(9) + 3}; guid plex://movie/{hexs(24)}",
        f"tautulli session id {rnd(LOWER + DIGITS, 24)} was the buffering one",
    )

    r.add(
        "uuid_urls",
        f"grafana dashboard https://grafana.acme.internal/d/{rnd(ALNUM, 14)}/proxmox-overview",
        f"smbios1: uuid={uid()}  (VM 104 after the restore)",
        f"https://immich.acme.internal/photos/{uid()}",
        f"album Noël 2024 dans immich: https://immich.acme.internal/albums/{uid()} (faut être connecté)",
        f"pbs datastore uuid {uid()} (tank/pbs)",
    )

    r.add(
        "tls_cert_fingerprints",
        f"pve self-signed cert SHA-256 fingerprint\n{colon_fp()}",
        f"let's encrypt *.acme.test serial {hexs(36)}, valid till {day()}",
        f"unifi cert sha1 {':'.join(hexs(40).upper()[i:i + 2] for i in range(0, 40, 2))}",
        f"pin de cert pour l'app HA: sha256/{b64(secrets.token_bytes(32))}",
    )

    r.add(
        "phone_numbers",
        f"Desjardins service: 1 800 555-{digits(4)} (option 2, puis 3)",
        f"Hydro-Québec pannes 1-888-555-{digits(4)}",
        f"gestionnaire du condo: 514-555-{digits(4)}, concierge 438 555 {digits(4)}",
        f"plombier (la fuite au sous-sol) (514) 555-{digits(4)}",
    )

    r.add(
        "budget_amounts_dates",
        f"homelab budget 2024: disques {money()}, UPS battery {money()}, Plex Pass lifetime {money()}",
        f"électricité du rack ~ {secrets.randbelow(60) + 30} W moyenne, {money()}/an au tarif D",
        f"B2 storage {secrets.randbelow(900) + 100} GB -> {secrets.randbelow(9) + 1}.{digits(2)} USD/month, billed {day()}",
        f"UPS battery installed {day()}, replace by {day().replace('2024', '2027')}",
        f"frais de condo {money()}/mois depuis le {day()}",
    )

    r.add(
        "snapshot_names",
        f"tank/media@auto-{day()}_00-00, tank/apps@auto-{day()}_00-00",
        f"restic snapshots: {hexs(8)}  {day()} 03:00  pve1  /etc/pve",
        f"PBS: vm/101/{day()}T02:00:{secrets.randbelow(50) + 10}Z verified OK",
        f"syno snapshot GMT-05-{day().replace('-', '.')}-03-00-00 sur le share photos",
    )

    r.add(
        "unifi_object_ids",
        f"unifi site id {object_id()} (site 'default')",
        f"api: /proxy/network/api/s/default/rest/device/{object_id()}",
        f"firewall rule _id {object_id()} 'block IoT -> LAN'",
        f"client {object_id()} = the roomba, fixed ip {lan_ip(30)}",
    )

    r.add(
        "syncthing_device_ids",
        f"syncthing device ID du laptop: {syncthing_id()}",
        f"NAS syncthing {syncthing_id()} — add it on the phone, then share Photos",
        f"introducer: {syncthing_id()} (pve LXC 115)",
        f"folder id {rnd(LOWER + DIGITS, 5)}-{rnd(LOWER + DIGITS, 5)} shared with {syncthing_id()}",
    )

    r.add(
        "iso_checksums",
        f"proxmox-ve_8.3-1.iso sha256 {sha256()} ✔ matches",
        f"sha256sum TrueNAS-SCALE-24.10.iso\n{sha256()}  TrueNAS-SCALE-24.10.iso",
        f"haos_ova-14.0.qcow2.xz sha256: {sha256()}",
        f"md5 of the esphome firmware.bin {hexs(32)}",
    )

    r.add(
        "placeholder_values",
        "WEBPASSWORD: 'changeme'  # template, la vraie valeur vient du .env",
        "MQTT_PASSWORD=<your mqtt password>\nMQTT_USER=<user>",
        "api_key: YOUR_TRUENAS_API_KEY_HERE (copied from the homepage docs)",
        "password: ********  (hidden by the UniFi UI when I screenshot it)",
    )

    r.add(
        "condo_unit_references",
        f"condo: unité {secrets.randbelow(20) + 2}0{secrets.randbelow(9) + 1}, casier {secrets.randbelow(80) + 1}, stationnement P2-{secrets.randbelow(90) + 10}",
        f"key fob number {digits(10)} (printed on the fob, the syndicat needs it to reprogram)",
        f"numéro de lot cadastre {digits(7, lead=True)}, matricule municipal {digits(4)}-{digits(2)}-{digits(4)}",
        f"garage remote model LiftMaster 893MAX, FCC ID HBW{digits(4)}",
    )

    r.add(
        "public_client_keys",
        f"mapbox public token for the HA map card (pk = public, url-restricted): {mapbox_public()}",
        f"reCAPTCHA site key on the blog {recaptcha_site_key()} — the secret key stays on the server",
        f"Google OAuth client id for Nextcloud's google integration {google_client_id()}",
        f"Turnstile sitekey 0x4AAAAAAA{rnd(URLSAFE, 14)} (public, in the HTML)",
        f"VAPID public key for HA push: B{b64u_bytes(64)}",
    )

    r.add(
        "ups_event_log",
        f"{day()} 03:14:{secrets.randbelow(50) + 10} UPS: On battery. Input voltage {secrets.randbelow(20) + 95}.{digits(1)} VAC",
        f"upsc ups@localhost -> battery.charge: {secrets.randbelow(40) + 60}, ups.serial: AS{digits(10)}, ups.firmware: UPS {digits(2)}.{digits(1)} (ID{digits(4)})",
        f"NMC event: 0x{hexs(4)} Self-Test passed, runtime {secrets.randbelow(40) + 10} min",
        f"nut: ups.mfr.date {day()}, battery.date {day()}, ups.id {rnd(UPPER + DIGITS, 8)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout365.py", [
        ("heldout365_credentials.yaml", credentials(), "Held-out batch 365: credentials a Montréal home-lab hobbyist keeps (Proxmox, TrueNAS, Home Assistant, UniFi, Pi-hole, Tailscale, Nextcloud, Plex, Synology, UPS card, MQTT, Zigbee/Z-Wave, Desjardins, Hydro-Québec, condo codes and more)"),
        ("heldout365_lookalikes.yaml", lookalikes(), "Held-out batch 365: a home-lab hobbyist's serials, addresses, ids, digests, public keys, masked cards, account and bill numbers, used codes and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
