# ruff: noqa: E501
"""Writes heldout213_credentials.yaml and heldout213_lookalikes.yaml: held-out batch 213.

Persona: a home-lab hobbyist in Melbourne who writes Australian English and keeps notes
about a Proxmox box, a TrueNAS NAS, Home Assistant, WireGuard and Tailscale, a Cloudflare
tunnel, Pi-hole, a UniFi controller, Plex and restic backups. The credentials are the root
and admin passwords, API keys, access tokens, private keys and repository passwords such a
person asks an assistant to remember; the look-alikes are the public keys, MAC addresses,
image digests, container and entity ids, zone and account ids, tunnel UUIDs, pool GUIDs,
disk serials, VM ids, snapshot ids and fingerprints that sit beside them.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE58,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    app_password,
    b64,
    b64u_bytes,
    digits,
    epoch,
    groups,
    hexs,
    jwt,
    mac,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "wattle", "kookaburra", "tram", "possum", "yarra", "magpie", "lamington", "footy",
    "esky", "ute", "galah", "wombat", "billabong", "cockatoo", "brekkie", "arvo", "servo",
    "swag", "brolly", "kelpie", "dingo", "pavlova", "vegemite", "bottlebrush", "quokka",
    "trackie", "stubby", "ironbark", "jacaranda", "platypus",
]


def ts_key(kind: str) -> str:
    """A Tailscale key: tskey-<kind>-k<id>CNTRL-<secret>."""
    return f"tskey-{kind}-k{rnd(ALNUM, pick(7, 9, 11))}CNTRL-{rnd(ALNUM, pick(32, 33, 34))}"


def cf_tunnel_token() -> str:
    """A cloudflared tunnel token: base64 JSON of account tag, tunnel id and tunnel secret."""
    body = {"a": hexs(32), "t": uid(), "s": b64(secrets.token_bytes(32))}
    return b64(json.dumps(body, separators=(",", ":")).encode())


def cf_api_token() -> str:
    return rnd(URLSAFE, 40)


def ha_token() -> str:
    """A Home Assistant long-lived access token (HS256 JWT, ten-year expiry)."""
    t = epoch()
    return jwt({"iss": hexs(32), "iat": t, "exp": t + 315360000})


def truenas_key() -> str:
    return f"{secrets.randbelow(20) + 1}-{rnd(ALNUM, 64)}"


def plex_token() -> str:
    return rnd(ALNUM + "-_", 20)


def b2_key_id() -> str:
    return f"005{hexs(9)}000000000{secrets.randbelow(10)}"


def b2_app_key() -> str:
    return f"K005{rnd(ALNUM, 27)}"


def passphrase(n: int = 5, sep: str = "-") -> str:
    return phrase(WORDS, n, sep)


def pve_mac() -> str:
    return "BC:24:11:" + ":".join(secrets.token_hex(1).upper() for _ in range(3))


def fp_sha256() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def pool_guid() -> str:
    return str(secrets.randbits(64) | (1 << 60))


def credentials() -> Rows:
    r = Rows()
    r.add(
        "proxmox_root_password",
        f"Proxmox root pw (pve.home.internal:8006, realm PAM): {pw()}",
        f"remember the proxmox root password for me pls - {pw()}",
        f"pve1 login\nuser: root@pam\npass: {pw()}",
        f"New root password on the Proxmox box after the reinstall, arvo of the 14th: {pw()} (old one's dead)",
        f"proxmx root passwd = {pw()}  <- changed it after the mate from footy had a poke around",
    )
    r.add(
        "proxmox_api_token",
        f"Terraform token for Proxmox: PVEAPIToken=terraform@pve!tf={uid()}",
        f"proxmox api token id root@pam!homepage, secret {uid()}",
        f'export PM_API_TOKEN_ID="ansible@pve!lab"\nexport PM_API_TOKEN_SECRET="{uid()}"',
        f"Homepage widget for PVE -> username: api@pam!dash  password(token secret): {uid()}",
    )
    r.add(
        "truenas_api_key",
        f"TrueNAS API key for the Home Assistant integration: {truenas_key()}",
        f"truenas scale key (nas.lab.internal) {truenas_key()}",
        f'curl -H "Authorization: Bearer {truenas_key()}" http://nas.lab.internal/api/v2.0/pool',
        f"API key I generated on the NAS for the backup script - {truenas_key()} - it only shows once so don't lose it",
        f"truenas:\n  host: nas.lab.internal\n  api_key: {truenas_key()}",
    )
    r.add(
        "home_assistant_long_lived_token",
        f"HA long-lived access token for Node-RED: {ha_token()}",
        f"home assistant token (made it under my profile, called it 'grafana'): {ha_token()}",
        f"homeassistant:\n  url: http://ha.home.internal:8123\n  token: {ha_token()}",
        f'curl -H "Authorization: Bearer {ha_token()}" http://ha.home.internal:8123/api/states',
        f"Long lived token for the wall tablet dashboard, expires in ten years so sweet as\n{ha_token()}",
        f"LLAT for the ESPHome dashboard thing -> {ha_token()}",
    )
    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.6.0.2/24\nDNS = 10.0.0.53",
        f"wg0 private key on the VPS: {wg_key()}",
        f"WireGuard key for my phone's tunnel (private, don't share): {wg_key()}",
        f"laptop wg privkey {wg_key()} / peer is the router at vpn.acme.example:51820",
        f"wireguard private key for the in-laws' Pi in Geelong: {wg_key()}",
        f"wg-quick conf for travel router\n[Interface]\nPrivateKey={wg_key()}\nListenPort=51820",
    )
    r.add(
        "tailscale_auth_key",
        f"Tailscale auth key for the new LXC (reusable, 90 days): {ts_key('auth')}",
        f"tailscale up --authkey={ts_key('auth')} --advertise-routes=10.0.0.0/24",
        f"tailsacle pre-auth key for the subnet router: {ts_key('auth')}",
        f"TS_AUTHKEY={ts_key('auth')}",
        f"ephemeral key for the CI runner -> {ts_key('auth')}",
        f"docker compose env for the tailscale sidecar:\n  environment:\n    - TS_AUTHKEY={ts_key('auth')}\n    - TS_HOSTNAME=jellyfin",
    )
    r.add(
        "tailscale_api_key",
        f"Tailscale API access token for the ACL GitOps thing: {ts_key('api')}",
        f"tailscale oauth client secret (k8s operator): {ts_key('client')}",
        f"TAILSCALE_API_KEY={ts_key('api')}  # expires in 90 days, renew before footy finals",
    )
    r.add(
        "cloudflare_tunnel_token",
        f"cloudflared tunnel run --token {cf_tunnel_token()}",
        f"Cloudflare tunnel token for the homelab tunnel: {cf_tunnel_token()}",
        f"TUNNEL_TOKEN={cf_tunnel_token()}",
        f"cf tunnel token (the one for jellyfin.acme.example + ha.acme.example)\n{cf_tunnel_token()}",
        f"  cloudflared:\n    image: cloudflare/cloudflared:latest\n    command: tunnel --no-autoupdate run --token {cf_tunnel_token()}",
    )
    r.add(
        "cloudflare_api_token",
        f"Cloudflare API token for DNS-01 (Zone:DNS:Edit on acme.example): {cf_api_token()}",
        f"CF_DNS_API_TOKEN={cf_api_token()}",
        f"dns_cloudflare_api_token = {cf_api_token()}",
        f"cloudflare token for the DDNS container -> {cf_api_token()}",
        f"Caddy cloudflare module token: {cf_api_token()} (scoped to acme.example only)",
    )
    r.add(
        "pihole_admin_password",
        f"Pi-hole admin password: {pw()}",
        f"pihole web ui pw {pw()} - http://pihole.home.internal/admin",
        f"pihole -a -p '{pw()}'",
        f"Pi-hole v6 app password for the HA integration: {b64(secrets.token_bytes(32))}",
        f"secondary pihole (pihole2.home.internal) admin pass: {pw()}, same as primary now that nebula-sync runs",
    )
    r.add(
        "unifi_controller_login",
        f"UniFi controller https://unifi.home.internal:8443 admin / {pw()}",
        f"unifi login\nuser: jase\npassword: {pw()}",
        f"UniFi local account for Home Assistant integration: ha-unifi / {pw()}",
        f"Device SSH creds for the APs (set in controller): ubnt-lab / {pw()}",
        f"cloud key gen2 local admin {pw()}  (not the ui.com account, the local one)",
    )
    r.add(
        "plex_token",
        f"Plex token: {plex_token()}",
        f"X-Plex-Token={plex_token()}",
        f"http://plex.home.internal:32400/library/sections?X-Plex-Token={plex_token()}",
        f"plex token for tautulli + overseerr {plex_token()}",
        f"PLEX_TOKEN: \"{plex_token()}\"  # from Preferences.xml PlexOnlineToken",
    )
    r.add(
        "nas_ssh_private_key",
        f"SSH key for the NAS (backup user), keep this safe:\n{openssh_private()}",
        f"~/.ssh/id_ed25519_truenas\n{openssh_private()}",
        f"private key the restic box uses to sftp into nas.lab.internal\n{openssh_private()}",
        f"{openssh_private()}\n^ that's the NAS root key, passphrase-less, yes I know",
    )
    r.add(
        "router_admin_password",
        f"Router admin (192.168.1.1) password: {pw()}",
        f"Aussie BB modem login admin / {pw()}",
        f"opnsense root pw {pw()}",
        f"router pw changed from the sticker one to {pw()}",
        f"The Telstra Smart Modem admin password (the one on the back is wrong now): {pw()}",
    )
    r.add(
        "restic_repository_password",
        f"restic repo password for b2:homelab-backup: {passphrase(6)}",
        f"RESTIC_PASSWORD={pw()}",
        f"export RESTIC_REPOSITORY=sftp:backup@nas.lab.internal:/mnt/tank/restic\nexport RESTIC_PASSWORD='{passphrase(5)}'",
        f"restic pw for the offsite repo at mum's in Ballarat: {pw()} - without it the backups are useless!!",
        f"echo '{pw()}' > /root/.restic-pass && chmod 600 /root/.restic-pass",
        f"resitc repo pasword {passphrase(4, ' ')}",
    )
    r.add(
        "backblaze_b2_application_key",
        f"B2 key for restic\nkeyID: {b2_key_id()}\napplicationKey: {b2_app_key()}",
        f"B2_ACCOUNT_ID={b2_key_id()}\nB2_ACCOUNT_KEY={b2_app_key()}",
        f"backblaze app key (homelab-backup bucket only): {b2_app_key()}",
        f"rclone b2 remote -> account {b2_key_id()} key {b2_app_key()}",
    )
    r.add(
        "wifi_psk",
        f"Wi-Fi for the house (SSID Brunswick-Lab): {passphrase(4)}",
        f"guest wifi pw {pw()}",
        f"IoT SSID 'iot-2g' WPA2 key: {rnd(ALNUM, 16)}",
        f"wifi password for when Shaz's parents visit: {passphrase(3, '')}{digits(2)}",
        f"wpa_supplicant for the Pi:\nnetwork={{\n  ssid=\"Brunswick-Lab\"\n  psk=\"{pw()}\"\n}}",
    )
    r.add(
        "mqtt_broker_password",
        f"Mosquitto user for zigbee2mqtt: z2m / {pw()}",
        f"mqtt:\n  server: mqtt://mqtt.home.internal:1883\n  user: homeassistant\n  password: {pw()}",
        f"mqtt broker pw (mosquitto on the HA box) {pw()}",
        f"mosquitto_pub -h mqtt.home.internal -u tasmota -P '{pw()}' -t cmnd/plug1/POWER -m ON",
    )
    r.add(
        "arr_stack_api_key",
        f"Sonarr API key: {hexs(32)}",
        f"radarr api key {hexs(32)} (for overseerr)",
        f"Prowlarr -> Settings -> General -> API Key = {hexs(32)}",
        f"Jellyfin API key for the Homepage widget: {hexs(32)}",
        f"sabnzbd api key {hexs(32)}, nzb key {hexs(32)}",
    )
    r.add(
        "influxdb_api_token",
        f"InfluxDB token for HA (write to 'homeassistant' bucket): {b64u_bytes(64)}==",
        f"INFLUX_TOKEN={b64u_bytes(64)}==",
        f"influx all-access token, admin only!!\n{b64u_bytes(64)}==",
        f"Grafana service account token: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
    )
    r.add(
        "vaultwarden_admin_token",
        f"Vaultwarden ADMIN_TOKEN={b64(secrets.token_bytes(48))}",
        f"vaultwarden /admin page token: {b64(secrets.token_bytes(48))}",
        f"vw admin token (plain one, before I hash it with argon2) {rnd(ALNUM, 64)}",
        f"bitwarden self-host admin token -> {b64(secrets.token_bytes(48))}",
    )
    r.add(
        "zfs_encryption_passphrase",
        f"ZFS native encryption passphrase for tank/private: {passphrase(6)}",
        f"zfs load-key tank/secure -> passphrase is {passphrase(5, ' ')}",
        f"LUKS passphrase on the old Optiplex boot drive: {passphrase(5, '.')}",
        f"encryption key for the TrueNAS dataset 'documents' (hex, from the export): {hexs(64)}",
    )
    r.add(
        "ipmi_password",
        f"iDRAC on the R720 (idrac.lab.internal): root / {pw()}",
        f"IPMI admin pw for the supermicro board {pw()}",
        f"ipmitool -I lanplus -H 10.0.0.20 -U ADMIN -P '{pw()}' chassis power on",
        f"BIOS setup password on the N100 mini pc: {rnd(ALNUM, 10)}",
    )
    r.add(
        "sops_age_secret_key",
        f"age key for sops in the homelab repo:\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"my age identity (flux decryption) {age_secret_key()}",
    )
    r.add(
        "telegram_bot_token",
        f"Telegram bot for HA notifications: {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"telegram_bot:\n  - platform: polling\n    api_key: {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}\n    allowed_chat_ids:\n      - {digits(9, lead=True)}",
        f"uptime kuma telegram token {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"bot token for the 'NAS is on fire' alerts -> {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
    )
    r.add(
        "pushover_keys",
        f"Pushover app token {rnd(ALNUM, 30)} / my user key {rnd(ALNUM, 30)}",
        f"PUSHOVER_TOKEN={rnd(ALNUM, 30)}\nPUSHOVER_USER={rnd(ALNUM, 30)}",
        f"pushover api token for the proxmox backup alerts: {rnd(ALNUM, 30)}",
    )
    r.add(
        "database_connection_string",
        f"Immich DB: postgresql://immich:{rnd(ALNUM, 24)}@db.home.internal:5432/immich",
        f"DB_PASSWORD={pw()}  # immich .env",
        f"mariadb for nextcloud - nextcloud / {pw()} @ 10.0.0.31:3306",
        f"HA recorder db_url: mysql://hass:{rnd(ALNUM, 18)}@core-mariadb/homeassistant?charset=utf8mb4",
        f"postgres superuser on the lxc (pg.lab.internal) postgres/{pw()}",
    )
    r.add(
        "github_personal_access_token",
        f"GitHub PAT for the homelab repo renovate bot: ghp_{rnd(ALNUM, 36)}",
        f"fine-grained token (homelab-gitops, contents rw): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"GITHUB_TOKEN=ghp_{rnd(ALNUM, 36)}",
        f"git remote set-url origin https://jase:ghp_{rnd(ALNUM, 36)}@git.acme.example/jase/homelab.git",
    )
    r.add(
        "nextcloud_app_password",
        f"Nextcloud app password for the phone: {groups(rnd(ALNUM, 25), 5, '-')}",
        f"nextcloud admin pw {pw()}",
        f"davx5 app pw (cloud.acme.example) {groups(rnd(ALNUM, 25), 5, '-')}",
        f"Nextcloud desktop client on Shaz's laptop uses app password {groups(rnd(ALNUM, 25), 5, '-')}",
    )
    r.add(
        "smtp_app_password",
        f"Gmail app password for HA notify + TrueNAS alert emails: {app_password()}",
        f"smtp:\n  host: smtp.acme.example\n  port: 587\n  username: lab@acme.example\n  password: {app_password()}",
        f"app pw for the proxmox postfix relay -> {app_password()}",
        f"Fastmail app password (uptime kuma SMTP): {rnd(LOWER + DIGITS, 16)}",
    )
    r.add(
        "zigbee_network_key",
        "zigbee2mqtt network key (DON'T lose it or re-pair 40 devices):\nnetwork_key:\n  - " + "\n  - ".join(str(secrets.randbelow(256)) for _ in range(16)),
        "advanced:\n  pan_id: 6754\n  network_key: [" + ", ".join(str(secrets.randbelow(256)) for _ in range(16)) + "]",
        f"ZHA network key backup: {hexs(32)}",
    )
    r.add(
        "amber_api_token",
        f"Amber Electric API token for the HA integration: psk_{hexs(32)}",
        f"amber key psk_{hexs(32)} (site id in the HA config)",
        f"AMBER_API_TOKEN=psk_{hexs(32)}",
    )
    r.add(
        "duckdns_token",
        f"DuckDNS token for acmelab: {uid()}",
        f"duckdns:\n  domain: acmelab\n  access_token: {uid()}",
        f"duck dns tok {uid()} (the fallback ddns if cloudflare goes pear-shaped)",
    )
    r.add(
        "authelia_secrets",
        f"authelia jwt_secret: {rnd(ALNUM, 64)}",
        f"AUTHELIA_SESSION_SECRET={rnd(ALNUM, 64)}\nAUTHELIA_STORAGE_ENCRYPTION_KEY={rnd(ALNUM, 64)}",
        f"Authelia OIDC client secret for Proxmox (plain, before hashing): {rnd(URLSAFE, 72)}",
    )
    r.add(
        "nut_ups_password",
        f"NUT upsmon user for the CyberPower: monuser / {pw()}",
        f"/etc/nut/upsd.users\n[upsmon]\n  password = {rnd(ALNUM, 16)}\n  upsmon primary",
        f"TrueNAS UPS service remote monitor password {pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "wireguard_public_key",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.6.0.3/32",
        f"Phone's WireGuard public key (the one you paste into the server's peer list): {wg_key()}",
        f"wg show -> peer: {wg_key()} latest handshake: 42 seconds ago",
        f"router's wg pubkey {wg_key()}, endpoint vpn.acme.example:51820",
        f"pubkey for the in-laws' Pi: {wg_key()} - private key stays on the Pi",
    )
    r.add(
        "tailscale_node_key",
        f"tailscale node key (public, shown in the admin console): nodekey:{hexs(64)}",
        f"Node key for pve1 is nodekey:{hexs(64)}, expiry disabled",
        f"tailscale status --json | jq .Self.PublicKey -> \"nodekey:{hexs(64)}\"",
        f"the nodekey:{hexs(64)} in the log is just the public node key, nothing to hide",
    )
    r.add(
        "tailscale_machine_key",
        f"Machine key (public) for the subnet router: mkey:{hexs(64)}",
        f"tailnet lock: trusted signing key tlpub:{hexs(64)} (public)",
        f"mkey:{hexs(64)} <- machine key of the old NUC, removed it from the tailnet",
    )
    r.add(
        "tailscale_ip_and_node_id",
        f"Tailscale IPs: pve1 100.{secrets.randbelow(64) + 64}.{secrets.randbelow(256)}.{secrets.randbelow(256)}, nas 100.{secrets.randbelow(64) + 64}.{secrets.randbelow(256)}.{secrets.randbelow(256)}",
        f"node id n{rnd(ALNUM, 10)}CNTRL is the HA box",
        f"tailnet ULA prefix fd7a:115c:a1e0::/48, nas is fd7a:115c:a1e0::{secrets.token_hex(2)}:{secrets.token_hex(2)}",
        f"MagicDNS name: nas.tail{hexs(5)}.ts.net.example - stable id n{rnd(ALNUM, 10)}CNTRL",
    )
    r.add(
        "mac_address",
        f"DHCP reservation: HA box {mac()} -> 10.0.0.10",
        f"NAS NIC MAC {mac(upper=True)} (the 10G one), onboard is {mac(upper=True)}",
        f"Proxmox VM 101 net0: virtio={pve_mac()},bridge=vmbr0,firewall=1",
        f"WoL for the gaming pc: wakeonlan {mac()}",
        f"new Shelly plug mac {mac('-', upper=True)}, put it on the IoT VLAN",
    )
    r.add(
        "docker_image_digest",
        f"pinned home-assistant image to homeassistant/home-assistant@sha256:{hexs(64)}",
        f"immich-server digest that works: sha256:{hexs(64)} (don't pull latest before the release notes!)",
        f"docker pull linuxserver/plex@sha256:{hexs(64)}",
        f"renovate bumped pihole/pihole from sha256:{hexs(12)} to sha256:{hexs(12)}",
        f"image: registry.acme.internal/lab/backup-runner@sha256:{hexs(64)}",
    )
    r.add(
        "container_id",
        f"container {hexs(12)} keeps restarting (zigbee2mqtt), check the usb passthrough",
        f"docker logs {hexs(12)} --tail 50",
        f"CONTAINER ID {hexs(12)}  IMAGE cloudflare/cloudflared  STATUS Up 3 days",
        f"full id of the broken sonarr container: {hexs(64)}",
        f"docker exec -it {hexs(12)} sh",
    )
    r.add(
        "home_assistant_entity_id",
        "entity ids for the lounge: light.lounge_lamp, sensor.lounge_temperature, climate.lounge_split_system",
        f"sensor.shellyplus1pm_{hexs(12)}_power is the hot water system",
        f"rename binary_sensor.lumi_lumi_sensor_magnet_aq2_{hexs(8)}_on_off to binary_sensor.back_door",
        "automation.turn_off_heater_when_nobody_home triggers on person.jase and person.shaz",
        f"switch.tasmota_{hexs(6).upper()} = the bar fridge plug",
    )
    r.add(
        "home_assistant_device_id",
        f"device_id: {hexs(32)}  (the Aqara button by the bed)",
        f"trigger:\n  - platform: device\n    device_id: {hexs(32)}\n    domain: zha\n    type: remote_button_short_press",
        f"HA config entry id for the UniFi integration 01J{rnd(UPPER + DIGITS, 23)}",
        f"zigbee IEEE of the hallway sensor: 0x00158d000{hexs(7)}",
    )
    r.add(
        "cloudflare_zone_id",
        f"Cloudflare zone id for acme.example: {hexs(32)}",
        f"zone_id = \"{hexs(32)}\"  # terraform, acme.example",
        f"CF_ZONE_ID={hexs(32)} (the token itself is in the .env that's gitignored)",
        f"ddns container: ZONE={hexs(32)} RECORD=home.acme.example",
    )
    r.add(
        "cloudflare_account_id",
        f"Cloudflare account id {hexs(32)}",
        f"account_id = \"{hexs(32)}\"",
        f"CF account tag (shows in the dashboard URL): {hexs(32)}",
        f"wrangler.toml: account_id = \"{hexs(32)}\" - not a secret, fine to commit",
    )
    r.add(
        "cloudflare_tunnel_uuid",
        f"tunnel: {uid()}\ncredentials-file: /etc/cloudflared/{uid()}.json",
        f"homelab tunnel id {uid()}, CNAME target {uid()}.cfargotunnel.example",
        f"cloudflared tunnel info {uid()}",
        f"old tunnel {uid()} deleted, new one is {uid()}",
        f"ingress for tunnel {uid()}:\n  - hostname: ha.acme.example\n    service: http://10.0.0.10:8123\n  - service: http_status:404",
    )
    r.add(
        "zfs_pool_guid",
        f"zpool import {pool_guid()} tank2   # import the old pool by guid under a new name",
        f"tank guid: {pool_guid()}",
        f"zdb says pool_guid {pool_guid()}, vdev guid {pool_guid()}",
        f"degraded disk in tank: guid {pool_guid()} was /dev/sdc, replace with the new IronWolf",
        f"zpool get guid backup -> backup  guid  {pool_guid()}  -",
    )
    r.add(
        "disk_serial_number",
        f"Failed drive serial WD-WX{rnd(UPPER + DIGITS, 10)} - RMA lodged with WD",
        f"IronWolf 8TB serials: ZA{rnd(UPPER + DIGITS, 6)}, ZA{rnd(UPPER + DIGITS, 6)}, ZA{rnd(UPPER + DIGITS, 6)}, ZA{rnd(UPPER + DIGITS, 6)}",
        f"boot SSD S{digits(1)}EWNX0R{digits(6)}{pick('A', 'B', 'M', 'N')} (Samsung 970), bought at MSY Feb 2023",
        f"/dev/disk/by-id/ata-ST8000VN004-3CP101_WWZ{rnd(UPPER + DIGITS, 5)}",
        f"smartctl says serial {digits(4)}E{hexs(6).upper()} for the Crucial MX500, 4% wear",
    )
    r.add(
        "proxmox_vm_id",
        "VM ids: 100 haos, 101 opnsense, 102 truenas, 200-219 LXCs (203 pihole, 205 plex)",
        "qm start 104 && qm terminal 104",
        f"scsi0: local-zfs:vm-101-disk-0,size=32G,ssd=1 / net0 virtio={pve_mac()},bridge=vmbr0",
        "pct exec 203 -- pihole -g   # update gravity on the pihole container",
        f"vzdump 100 102 --storage pbs --mode snapshot, job id backup-{hexs(8)}-{hexs(4)}",
    )
    r.add(
        "restic_snapshot_id",
        f"restic restore {hexs(8)} --target /tmp/restore --include /home/jase/photos",
        f"ID        Time                 Host   Tags\n{hexs(8)}  2025-03-02 02:00:01  nas    daily\n{hexs(8)}  2025-03-03 02:00:01  nas    daily",
        f"restic forget {hexs(8)} - that snapshot had the 200GB ISO folder in it",
        f"snapshot {hexs(64)} saved (restic backup finished in 14m)",
        f"repo id {hexs(64)} is the b2 one, the nas repo is different",
    )
    r.add(
        "ssh_host_key_fingerprint",
        f"NAS host key fingerprint: ED25519 key fingerprint is {fp_sha256()}",
        f"pve1 ssh fingerprint {fp_sha256()} - check this if it ever says HOST IDENTIFICATION HAS CHANGED",
        f"256 {fp_sha256()} root@pve1 (ED25519)",
        f"known fingerprints:\n nas  {fp_sha256()}\n pi   {fp_sha256()}",
        f"old-style md5 fp of the router: {':'.join(secrets.token_hex(1) for _ in range(16))}",
    )
    r.add(
        "ssh_public_key",
        f"my laptop pubkey for authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jase@thinkpad",
        f"add this to the NAS backup user: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} restic@backup",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} old-key@desktop  (public half only, fine to paste)",
        f"/etc/ssh/ssh_host_ed25519_key.pub on pve1: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} root@pve1",
    )
    r.add(
        "pbs_fingerprint",
        f"PBS fingerprint for adding the datastore in PVE: {':'.join(secrets.token_hex(1) for _ in range(32))}",
        f"pbs.lab.internal cert fingerprint {':'.join(secrets.token_hex(1) for _ in range(32))} (password is in bitwarden)",
        f"PBS_FINGERPRINT={':'.join(secrets.token_hex(1) for _ in range(32))}",
    )
    r.add(
        "secret_reference",
        "mqtt:\n  username: homeassistant\n  password: !secret mqtt_password",
        "RESTIC_PASSWORD_FILE=/root/.restic-pass (root only, 600)",
        "TS_AUTHKEY: ${{ secrets.TAILSCALE_AUTHKEY }}",
        "cloudflared reads the token from TUNNEL_TOKEN in /opt/stacks/cloudflared/.env, which is gitignored",
        "sops -d secrets/truenas.enc.yaml | grep api_key   # decrypt when needed, never commit plain",
        "plex_token: \"{{ vault_plex_token }}\"  # ansible vault var",
    )
    r.add(
        "password_manager_reference",
        "Proxmox root password lives in Bitwarden under Homelab > pve1",
        "Router admin password: printed copy in the fire safe in the garage, + Vaultwarden",
        "Pi-hole admin pw is the same entry as 'pihole primary' in the password manager",
        "UniFi creds -> 1Password 'Home Network' vault, shared with Shaz",
    )
    r.add(
        "password_rotation_note",
        "Rotate the Proxmox root password and the Tailscale auth keys every 90 days - next due 1 July",
        "changed the router password today because the tradie had the Wi-Fi, new one is in Bitwarden",
        "TODO: revoke the old Plex token after moving tautulli to the new LXC",
        "reminder: HA long-lived tokens don't expire for 10 years, clean out the unused ones in my profile",
        "Cloudflare API token expires 2025-09-30, make a new one a week before",
    )
    r.add(
        "masked_credential",
        f"Tailscale key tskey-auth-k{rnd(ALNUM, 4)}•••••••• was used by the nas, revoked now",
        f"Plex token ending ...{rnd(ALNUM, 4)} is the current one",
        "router pw: ******** (ask me in person)",
        f"TrueNAS key #{secrets.randbelow(9) + 1} 'ha-integration' created 2025-02-11, shown once, starts with {secrets.randbelow(9) + 1}-{rnd(ALNUM, 3)}…",
        "restic password: 32 chars, generated, only copy is on paper in the safe and in Bitwarden",
    )
    r.add(
        "wifi_network_settings",
        "SSID Brunswick-Lab, WPA3, channel 36/80MHz, band steering on, PMF required",
        "IoT VLAN 30, SSID iot-2g, 2.4 GHz only, client isolation on",
        "guest network rate-limited to 50/20, password rotates monthly (on the fridge QR code)",
        f"AP lounge: U6-Lite, MAC {mac()}, firmware 6.6.77, tx power medium",
    )
    r.add(
        "git_commit_hash",
        f"homelab repo: rolled back to {hexs(40)} after the traefik upgrade broke ingress",
        f"git revert {hexs(7)}  # the commit that changed the pihole upstreams",
        f"HA core built from commit {hexs(40)}",
        f"flux reconciled main@sha1:{hexs(40)}",
    )
    r.add(
        "iso_checksum",
        f"proxmox-ve_8.3-1.iso sha256 {hexs(64)} - matches the website",
        f"TrueNAS SCALE 24.10 ISO sha256sum: {hexs(64)}",
        f"debian-12.9.0-amd64-netinst.iso  {hexs(64)}",
        f"md5 of the haos qcow2: {hexs(32)}",
    )
    r.add(
        "nbn_service_ids",
        f"NBN AVC ID AVC{digits(12)}, location ID LOC{digits(12)} - need these when ringing Aussie BB",
        f"nbn FTTP NTD serial {rnd(UPPER + DIGITS, 12)}, port UNI-D1",
        f"Aussie Broadband service number {digits(7)}, CVC ID CVC{digits(12)}",
        f"fault ref with nbn: {pick('SVC', 'INC')}{digits(9)} (dropouts at 2am)",
    )
    r.add(
        "parcel_tracking_number",
        f"AusPost tracking for the new HBA: {digits(2)}{rnd(UPPER, 3)}{digits(8)}",
        f"Core Electronics order #{digits(7)} (Pi 5 + NVMe hat)",
        f"Mwave order {digits(8)}, the 10G switch, StarTrack con note {rnd(UPPER, 3)}Z{digits(8)}",
        f"RMA case {digits(9)} for the WD drive, ship to the Sydney depot",
    )
    r.add(
        "proxmox_api_token_id",
        "Proxmox token id terraform@pve!tf, privilege separation on, role PVEVMAdmin (secret is in the tf vars vault)",
        "API token 'root@pam!homepage' - read-only, PVEAuditor on /",
        f"token created: ansible@pve!lab, expire 0, comment 'ansible {digits(4)}'",
    )
    r.add(
        "age_public_key",
        f".sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: {age_public_key()}",
        f"my age recipient (public): {age_public_key()}",
        f"encrypt the backup tarball to {age_public_key()} and {age_public_key()}",
    )
    r.add(
        "ipv6_prefix",
        f"Aussie BB delegated prefix 2403:{secrets.token_hex(2)}:{secrets.token_hex(2)}::/56, LAN uses subnet id 0, IoT uses 30",
        f"ULA for the lab fd{secrets.token_hex(1)}:{secrets.token_hex(2)}:{secrets.token_hex(2)}::/48",
        f"pihole v6 address 2403:{secrets.token_hex(2)}:{secrets.token_hex(2)}:10::53",
    )
    r.add(
        "plex_machine_identifier",
        f"Plex server machine identifier: {hexs(40)}",
        f"clientIdentifier {hexs(40)} is the old server, remove it from the Plex account's authorised devices",
        f"plex library section uuid {uid()} (Movies)",
    )
    r.add(
        "unifi_site_and_device_ids",
        f"UniFi site id {hexs(24)}, site name 'default'",
        f"adopt the new AP: set-inform http://unifi.home.internal:8080/inform (device _id {hexs(24)})",
        f"UniFi backup autobackup_8.6.9_{digits(8)}_{digits(4)}_{digits(13)}.unf",
    )
    r.add(
        "security_settings",
        "Authelia argon2id: iterations 3, memory 65536, parallelism 4, key_length 32, salt_length 16",
        "Vaultwarden: SIGNUPS_ALLOWED=false, password iterations 600000, 2FA required for everyone",
        "Proxmox: TOTP on root@pam, recovery keys printed and in the safe, fail2ban maxretry 3",
        "Pi-hole session timeout 86400s, API rate limit 1000 queries per 60s",
    )
    r.add(
        "tls_certificate_fingerprint",
        f"*.acme.example cert serial {hexs(36)}, expires 2025-06-14",
        f"pve1 self-signed cert SHA-256 fingerprint {':'.join(secrets.token_hex(1).upper() for _ in range(32))}",
        f"traefik acme.json cert for ha.acme.example, issuer R11, SHA1 {':'.join(secrets.token_hex(1).upper() for _ in range(20))}",
    )
    r.add(
        "misc_random_looking_id",
        f"uptime kuma status page slug homelab-{rnd(LOWER + DIGITS, 6)}",
        f"ipfs test pin of the wedding photos index: Qm{rnd(BASE58, 44)}",
        f"frigate event id {epoch()}.{digits(6)}-{rnd(LOWER + DIGITS, 6)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout213.py", [
        ("heldout213_credentials.yaml", credentials(), "Held-out batch 213: credentials a Melbourne home-lab hobbyist asks an assistant to remember (Proxmox, TrueNAS, Home Assistant, WireGuard, Tailscale, Cloudflare tunnel, Pi-hole, UniFi, Plex, restic)"),
        ("heldout213_lookalikes.yaml", lookalikes(), "Held-out batch 213: a Melbourne home-lab hobbyist's notes that look secret but are not (public keys, MACs, digests, container and entity ids, zone ids, tunnel UUIDs, pool GUIDs, serials, VM and snapshot ids, fingerprints)"),
    ])


if __name__ == "__main__":
    main()
