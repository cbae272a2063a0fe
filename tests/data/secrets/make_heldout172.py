# ruff: noqa: E501
"""Writes heldout172_credentials.yaml and heldout172_lookalikes.yaml: held-out batch 172.

Persona: a home-lab hobbyist in Columbus, Ohio, who writes like a forum regular (English,
shorthand, the odd typo) and pastes YAML and shell into notes for a local AI assistant. The
notes hold the Proxmox root password, Home Assistant tokens, WireGuard keys, Pi-hole, NAS,
SMB, Plex, Tailscale, router, MQTT, Zigbee, ESPHome, UniFi and Nextcloud credentials; the
look-alikes hold public keys, node ids, MACs, IEEE addresses, digests, entity ids, serials,
!secret references, env var names and "changed it" notes without a value.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
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
    b64url,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "scioto", "buckeye", "olentangy", "cardinal", "lantern", "gravel", "walnut", "harbor",
    "copper", "thistle", "maple", "otter", "signal", "rafter", "pickle", "hollow", "granite",
    "meadow", "cobalt", "ember", "quarry", "juniper", "tundra", "spruce", "vortex", "basil",
]


def n(k: int) -> int:
    return secrets.randbelow(k)


def lan_ip(vlan: int | None = None) -> str:
    third = vlan if vlan is not None else pick(1, 10, 20, 30, 40, 50)
    return f"192.168.{third}.{n(240) + 2}"


def ts_ip() -> str:
    return f"100.{n(64) + 64}.{n(256)}.{n(254) + 1}"


def ts_node_id() -> str:
    return "n" + rnd(ALNUM, 10) + "CNTRL"


def ts_auth_key() -> str:
    return "tskey-auth-k" + rnd(ALNUM, 10) + "CNTRL-" + rnd(ALNUM, 33)


def ts_api_key() -> str:
    return "tskey-api-k" + rnd(ALNUM, 10) + "CNTRL-" + rnd(ALNUM, 33)


def ha_token() -> str:
    iat = epoch()
    return jwt({"iss": hexs(32), "iat": iat, "exp": iat + 315360000})


def plex_token() -> str:
    return rnd(ALNUM + "-_", 20)


def ieee() -> str:
    return "0x" + pick("00124b", "00158d", "a4c138", "847127", "0017880", "ec1bbd")[:6] + hexs(10)


def pan() -> str:
    return f"0x{n(0xFFFD) + 1:04x}"


def zb_key_list() -> str:
    return "[" + ", ".join(str(n(256)) for _ in range(16)) + "]"


def digest() -> str:
    return "sha256:" + hexs(64)


def fp() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def colon_hex(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def nc_app_password() -> str:
    return "-".join(rnd(ALNUM, 5) for _ in range(5))


def cf_tunnel_token() -> str:
    return b64url({"a": hexs(32), "t": uid(), "s": b64(secrets.token_bytes(32))})


def syncthing_id() -> str:
    return "-".join(rnd(UPPER + "234567", 7) for _ in range(8))


def ha_backup_key() -> str:
    return "-".join(rnd(UPPER + DIGITS, 4) for _ in range(7))


def vapid_pub() -> str:
    """An uncompressed P-256 point, as a VAPID public key is sent: 65 bytes, base64url."""
    return b64u(b"\x04" + secrets.token_bytes(64))


def serial(prefix: str, k: int) -> str:
    return prefix + rnd(UPPER + DIGITS, k)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "proxmox_root_password",
        f"pve01 root pw (the one for the web ui at https://pve01.lab.internal:8006, realm PAM): {pw()}",
        f"note to self - reinstalled proxmox on the optiplex tonight, root / {rnd(ALNUM + '!@#', 18)} . dont forget it this time lol",
        f"Proxmox node 2 (pve02.home.internal)\nuser: root@pam\npass: {pick('Scioto', 'Olentangy', 'Buckeye')}{digits(4)}!{rnd(LOWER, 3)}\nlogin over ssh disabled, webui only",
    )
    r.add(
        "proxmox_api_token",
        f"homepage widget needs this: PVEAPIToken=root@pam!homepage={uid()}",
        f"terraform provider for proxmox:\n  pm_api_token_id     = \"terraform@pve!tf\"\n  pm_api_token_secret = \"{uid()}\"",
        f"curl -k -H 'Authorization: PVEAPIToken=monitor@pve!grafana={uid()}' https://{lan_ip(10)}:8006/api2/json/nodes",
    )
    r.add(
        "home_assistant_long_lived_token",
        f"HA long lived token for the grafana dashboard (made it under my profile -> security):\n{ha_token()}",
        f"```yaml\nrest_command:\n  ping_other_ha:\n    url: http://ha-garage.lab.internal:8123/api/services/light/toggle\n    headers:\n      Authorization: \"Bearer {ha_token()}\"\n```",
        f"node-red HA server config token = {ha_token()}",
        f"remember for the esp32 e-ink display sketch: const char* HA_TOKEN = \"{ha_token()}\";",
    )
    r.add(
        "wireguard_private_key",
        f"wg0 on the vps:\n[Interface]\nAddress = 10.8.0.1/24\nListenPort = 51820\nPrivateKey = {wg_key()}",
        f"phone peer privkey (for re-importing if I wipe the pixel): {wg_key()}",
        f"laptop wg conf\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.4/32\nDNS = {lan_ip(1)}\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.buckeyelab.example:51820\nAllowedIPs = 192.168.0.0/16",
        f"the private key for wg-easy's server (generated w/ `wg genkey`) -> {wg_key()}",
    )
    r.add(
        "pihole_admin_password",
        f"pihole -a -p {rnd(ALNUM, 14)}   <- ran this on pihole1, thats the new admin pw",
        f"Pi-hole web login ({lan_ip(1)}/admin): {pick('Gravity', 'Blackhole', 'Adsbegone')}-{digits(3)}-{rnd(LOWER, 5)}",
        f"pihole docker compose env:\n  environment:\n    TZ: 'America/New_York'\n    FTLCONF_webserver_api_password: '{pw()}'",
    )
    r.add(
        "nas_admin_password",
        f"Synology DS920+ admin acct is 'labadmin' and pw {pw()} (default admin disabled)",
        f"TrueNAS Scale root/admin -> {rnd(ALNUM + '#$%', 16)}\nweb ui https://nas.lab.internal",
        f"unraid tower login: root  {pick('Tower', 'Spinny', 'Cache')}{rnd(ALNUM, 8)}{pick('!', '#', '?')}",
    )
    r.add(
        "smb_share_password",
        f"fstab line for the media share on the plex lxc\n//nas.lab.internal/media /mnt/media cifs username=plexsvc,password={rnd(ALNUM, 16)},uid=1000,gid=1000,iocharset=utf8 0 0",
        f"SMB creds for the scanner-to-folder thing on the brother printer: user scans / {pick('Paper', 'Toner', 'Scan')}{digits(4)}{rnd(LOWER, 4)}",
        f"/root/.smbcredentials\nusername=backupsvc\npassword={pw()}\ndomain=WORKGROUP",
    )
    r.add(
        "plex_token",
        f"X-Plex-Token={plex_token()} (grabbed it from view xml on a movie)",
        f"tautulli wants the plex token again ugh: {plex_token()}",
        f"curl \"http://{lan_ip(20)}:32400/library/sections/2/refresh?X-Plex-Token={plex_token()}\"",
    )
    r.add(
        "tailscale_auth_key",
        f"reusable ephemeral auth key for the LXC containers (expires in 90d): {ts_auth_key()}",
        f"tailscale up --authkey={ts_auth_key()} --advertise-routes=192.168.10.0/24 --accept-dns=false",
        f"docker compose for the tailscale sidecar\n    environment:\n      - TS_AUTHKEY={ts_auth_key()}\n      - TS_HOSTNAME=jellyfin\n      - TS_STATE_DIR=/var/lib/tailscale",
        f"ts key for the gl.inet travel router {ts_auth_key()} - pre-approved, tagged tag:travel",
    )
    r.add(
        "tailscale_api_key",
        f"tailscale API key (for the headscale-vs-tailscale ACL script) {ts_api_key()}",
        f"export TAILSCALE_API_KEY={ts_api_key()}\nexport TAILSCALE_TAILNET=buckeyelab.example",
    )
    r.add(
        "router_admin_password",
        f"OPNsense root pw after reinstall: {pw()}",
        f"the ISP modem/router (the spectrum one in bridge mode now) admin/{rnd(ALNUM, 10)}",
        f"tplink archer in the garage (AP mode) http://{lan_ip(1)}\nlogin pw:\n{pick('Garage', 'Shed', 'Attic')}{digits(2)}{rnd(UPPER, 2)}{rnd(LOWER, 4)}!",
    )
    r.add(
        "mqtt_broker_password",
        f"mosquitto user for z2m: zigbee2mqtt / {rnd(ALNUM, 20)}",
        f"zigbee2mqtt configuration.yaml\nmqtt:\n  base_topic: zigbee2mqtt\n  server: mqtt://{lan_ip(30)}:1883\n  user: z2m\n  password: {rnd(ALNUM, 18)}",
        f"mosquitto_pub -h mqtt.lab.internal -u esphome -P '{pw()}' -t test/hello -m hi",
        f"broker login for the tasmota plugs -> user tasmota pass {pick('Plug', 'Sonoff', 'Relay')}{rnd(ALNUM, 9)}",
    )
    r.add(
        "zigbee_network_key",
        f"z2m advanced section (DO NOT LOSE, re-pairing 40 devices again is hell)\nadvanced:\n  pan_id: {pan()}\n  channel: 20\n  network_key: {zb_key_list()}",
        f"zigbee network key as hex since ZHA wants it that way: {hexs(32).upper()}",
        f"backup of the coordinator nwk key {zb_key_list()} (sonoff dongle-e)",
    )
    r.add(
        "esphome_api_encryption_key",
        f"garage-door esp api key: {wg_key()}",
        f"```yaml\napi:\n  encryption:\n    key: \"{wg_key()}\"\n```\nthat's the office-multisensor one, HA asks for it when adopting",
        f"esphome secrets.yaml\nwifi_ssid: \"IoT-Buckeye\"\napi_key_kitchen: \"{wg_key()}\"",
    )
    r.add(
        "esphome_ota_password",
        f"ota:\n  - platform: esphome\n    password: \"{hexs(32)}\"",
        f"OTA pw for all the athom plugs is {rnd(ALNUM, 12)} (same on every one, i know i know)",
        f"esphome ota password for the bed-presence sensor: {hexs(32)}",
    )
    r.add(
        "unifi_controller_password",
        f"UniFi controller (the cloud key gen2) local admin: ubnt-admin / {pw()}",
        f"unifi network app on the docker host: https://unifi.lab.internal:8443\nu: localadmin\np: {rnd(ALNUM + '!#', 16)}",
        f"ssh into the APs uses the device auth creds from site settings -> admin / {rnd(ALNUM, 14)}",
    )
    r.add(
        "nextcloud_admin_password",
        f"nextcloud AIO admin: admin  {phrase(WORDS, 4, '-')}",
        f"occ user:resetpassword ran -> new nc admin pw is {pw()}",
        f"NEXTCLOUD_ADMIN_USER=ncadmin\nNEXTCLOUD_ADMIN_PASSWORD={rnd(ALNUM, 22)}",
    )
    r.add(
        "nextcloud_app_password",
        f"app password for davx5 on my phone: {nc_app_password()}",
        f"nextcloud desktop sync on the wifes laptop uses app pw {nc_app_password()} (named 'laptop-sarah')",
        f"rclone remote for nc\n[nextcloud]\ntype = webdav\nurl = https://cloud.buckeyelab.example/remote.php/dav/files/me/\nvendor = nextcloud\nuser = me\npass = {nc_app_password()}",
    )
    r.add(
        "nextcloud_config_secret",
        f"from config.php in case the volume dies:\n  'passwordsalt' => '{rnd(ALNUM + '/+', 30)}',\n  'secret' => '{rnd(ALNUM + '/+', 48)}',",
        f"nc 'secret' value {rnd(ALNUM + '+/', 48)} - needed if i restore encrypted files",
    )
    r.add(
        "wifi_psk",
        f"IoT SSID 'Buckeye-IoT' psk {rnd(ALNUM, 16)}",
        f"guest wifi pw for when people come over: {phrase(WORDS, 3, '')}{digits(2)}",
        f"main wifi: HomeNet5\nWPA3 pass: {pw()}",
    )
    r.add(
        "ssh_private_key",
        f"deploy key for ansible (id_ed25519) - copy back to ~/.ssh if i reinstall\n{openssh_private()}",
        f"root key for the backup pi\n{openssh_private()}",
    )
    r.add(
        "cloudflare_api_token",
        f"CF token for caddy dns challenge (Zone:DNS:Edit on buckeyelab.example) {rnd(URLSAFE, 40)}",
        f"traefik env:\nCF_DNS_API_TOKEN={rnd(URLSAFE, 40)}",
        f"ddns updater cloudflare token -> {rnd(URLSAFE, 40)}",
    )
    r.add(
        "cloudflare_tunnel_token",
        f"cloudflared tunnel run --token {cf_tunnel_token()}",
        f"tunnel token for the 'homelab' tunnel (TUNNEL_TOKEN in compose): {cf_tunnel_token()}",
    )
    r.add(
        "duckdns_token",
        f"duckdns token {uid()} domain buckeyelab",
        f"echo url=\"https://www.duckdns.org/update?domains=buckeyelab&token={uid()}&ip=\" | curl -k -o ~/duckdns/duck.log -K -",
        f"linuxserver duckdns container:\n      - SUBDOMAINS=buckeyelab,cbus-lab\n      - TOKEN={uid()}",
    )
    r.add(
        "grafana_admin_password",
        f"GF_SECURITY_ADMIN_PASSWORD={pw()}",
        f"grafana login admin and the pw is {rnd(ALNUM, 12)} (changed from admin/admin finally)",
    )
    r.add(
        "influxdb_token",
        f"influx v2 all-access token for HA -> {b64(secrets.token_bytes(64))}",
        f"```yaml\ninfluxdb:\n  api_version: 2\n  host: influx.lab.internal\n  token: {b64(secrets.token_bytes(64))}\n  organization: {hexs(16)}\n  bucket: homeassistant\n```",
        f"telegraf write token {b64(secrets.token_bytes(64))}",
    )
    r.add(
        "postgres_connection_string",
        f"immich DB url: postgresql://immich:{rnd(ALNUM, 20)}@{lan_ip(10)}:5432/immich",
        f"HA recorder on postgres\nrecorder:\n  db_url: postgresql://hass:{rnd(ALNUM, 16)}@pg.lab.internal/homeassistant",
        f"paperless env PAPERLESS_DBPASS={pw()}  (db user paperless, host pg.lab.internal)",
    )
    r.add(
        "restic_repository_password",
        f"restic repo on b2 - RESTIC_PASSWORD='{phrase(WORDS, 5, ' ')}'",
        f"restic -r sftp:backup@nas.lab.internal:/restic/pve backup /etc/pve\nrepo pw: {rnd(ALNUM, 32)}",
        f"the restic key for the offsite repo at my brothers house in Dublin OH: {pw()}",
    )
    r.add(
        "borg_passphrase",
        f"BORG_PASSPHRASE=\"{phrase(WORDS, 6, ' ')}\"  (borgmatic on the docker vm, repokey mode)",
        f"borg repo passphrase for the pi backups\n{rnd(ALNUM + '-_', 28)}",
    )
    r.add(
        "truenas_api_key",
        f"TrueNAS api key for homepage dashboard {n(9) + 1}-{rnd(ALNUM, 64)}",
        f"truenas key (made for the HA integration) = {n(20) + 1}-{rnd(ALNUM, 64)}",
        f"curl -H \"Authorization: Bearer {n(9) + 1}-{rnd(ALNUM, 64)}\" https://nas.lab.internal/api/v2.0/pool",
    )
    r.add(
        "ipmi_bmc_password",
        f"supermicro X11 IPMI: ADMIN / {rnd(UPPER, 10)} (the one on the sticker, never changed it lol)",
        f"iDRAC on the r720 -> root / {pw()}\nhttps://{lan_ip(99)}",
        f"ipmitool -I lanplus -H {lan_ip(99)} -U admin -P {rnd(ALNUM, 14)} chassis power status",
    )
    r.add(
        "github_personal_access_token",
        f"PAT for pushing HA config to my private repo: ghp_{rnd(ALNUM, 36)}",
        f"git remote set-url origin https://buckeyelab:ghp_{rnd(ALNUM, 36)}@github.com/buckeyelab/ha-config.git",
        f"renovate bot token (classic, repo scope) ghp_{rnd(ALNUM, 36)} expires in a year",
    )
    r.add(
        "porkbun_api_secret",
        f"porkbun api for the ddns script:\napikey: pk1_{hexs(64)}\nsecretapikey: sk1_{hexs(64)}",
        f"PORKBUN_SECRET_API_KEY=sk1_{hexs(64)}",
    )
    r.add(
        "camera_rtsp_password",
        f"frigate cam config\n  cameras:\n    driveway:\n      ffmpeg:\n        inputs:\n          - path: rtsp://admin:{rnd(ALNUM, 12)}@{lan_ip(40)}:554/cam/realmonitor?channel=1&subtype=0",
        f"reolink doorbell admin pw {pick('Ding', 'Porch', 'Bell')}{digits(4)}{rnd(LOWER, 3)}",
        f"amcrest backyard cam login: admin // {pw()}",
    )
    r.add(
        "alarm_panel_code",
        f"alarmo disarm code is {digits(4)}, the duress one is {digits(4)}",
        f"konnected / alarm panel master code {digits(6)}",
        f"alarm_control_panel:\n  - platform: manual\n    name: House Alarm\n    code: '{digits(4)}'",
    )
    r.add(
        "garage_keypad_code",
        f"garage keypad (liftmaster) code {digits(4)}",
        f"front door lock user codes: me {digits(4)}, sarah {digits(4)}, dogwalker {digits(6)}",
        f"z-wave lock on back door, set usercode slot 3 to {digits(5)} for the contractor this week",
    )
    r.add(
        "smtp_app_password",
        f"gmail app password for proxmox/truenas alert emails: {app_password()}",
        f"postfix relay /etc/postfix/sasl_passwd\n[smtp.gmail.com]:587 buckeyelab.alerts@gmail.com:{app_password().replace(' ', '')}",
        f"uptime kuma smtp pw {app_password()}",
    )
    r.add(
        "telegram_bot_token",
        f"telegram bot for HA notifications (@cbus_lab_bot): {digits(10, True)}:AA{rnd(URLSAFE, 33)}",
        f"```yaml\ntelegram_bot:\n  - platform: polling\n    api_key: \"{digits(10, True)}:AA{rnd(URLSAFE, 33)}\"\n    allowed_chat_ids:\n      - {digits(9, True)}\n```",
        f"watchtower WATCHTOWER_NOTIFICATION_URL=telegram://{digits(10, True)}:AA{rnd(URLSAFE, 33)}@telegram?chats={digits(9, True)}",
    )
    r.add(
        "pushover_app_token",
        f"pushover app token a{rnd(LOWER + DIGITS, 29)} user key u{rnd(LOWER + DIGITS, 29)}",
        f"PUSHOVER_TOKEN=a{rnd(LOWER + DIGITS, 29)}",
    )
    r.add(
        "ntfy_access_token",
        f"ntfy token for the backup script: tk_{rnd(LOWER + DIGITS, 29)}",
        f"curl -H \"Authorization: Bearer tk_{rnd(LOWER + DIGITS, 29)}\" -d \"pve backup done\" https://ntfy.lab.internal/backups",
    )
    r.add(
        "k3s_cluster_token",
        f"k3s join token (from /var/lib/rancher/k3s/server/node-token on k3s-01):\nK10{hexs(64)}::server:{hexs(32)}",
        f"curl -sfL https://get.k3s.io | K3S_URL=https://k3s-01.lab.internal:6443 K3S_TOKEN=K10{hexs(64)}::server:{hexs(32)} sh -",
    )
    r.add(
        "dockerhub_access_token",
        f"docker login -u buckeyelab -p dckr_pat_{rnd(URLSAFE, 27)}",
        f"docker hub PAT (read-only, to dodge rate limits on the pull-through cache) dckr_pat_{rnd(URLSAFE, 27)}",
        f"registry-mirror config\nproxy:\n  remoteurl: https://registry-1.docker.io\n  username: buckeyelab\n  password: dckr_pat_{rnd(URLSAFE, 27)}",
    )
    r.add(
        "authelia_secret",
        f"authelia:\n  identity_validation:\n    reset_password:\n      jwt_secret: {rnd(ALNUM, 64)}\n  session:\n    secret: {rnd(ALNUM, 64)}",
        f"authelia storage encryption key {rnd(ALNUM, 64)}  (lose this = lose the totp registrations)",
        f"my authelia user in users_database.yml is me, plaintext pw before hashing was {pw()}",
    )
    r.add(
        "luks_passphrase",
        f"LUKS on the backup usb drive: {phrase(WORDS, 5, ' ')}",
        f"cryptsetup luksOpen /dev/sdb1 offsite  -> passphrase {pw()}",
        f"encrypted zfs dataset tank/private key phrase:\n{phrase(WORDS, 6, '.')}",
    )
    r.add(
        "nut_upsmon_password",
        f"/etc/nut/upsd.users\n[upsmon]\n  password = {rnd(ALNUM, 14)}\n  upsmon master",
        f"NUT integration in HA: host {lan_ip(10)} port 3493 user monuser pass {rnd(ALNUM, 12)}",
        f"synology ups server uses monuser/secret by default but I changed mine to {pick('Cyber', 'Power', 'Volt')}{rnd(ALNUM, 8)}",
    )
    r.add(
        "opnsense_api_secret",
        f"opnsense api key for the HA integration\nkey={rnd(ALNUM + '+/', 80)}\nsecret={rnd(ALNUM + '+/', 80)}",
        f"os-acme api secret {rnd(ALNUM + '+/', 80)}",
    )
    r.add(
        "zwave_s2_security_key",
        f"zwave-js-ui keys (back these up!!)\nS2_Unauthenticated: {hexs(32).upper()}\nS2_Authenticated: {hexs(32).upper()}\nS2_AccessControl: {hexs(32).upper()}\nS0_Legacy: {hexs(32).upper()}",
        f"s2 access control key {hexs(32).upper()} - needed for the door locks",
        f"ZWAVE_NETWORK_KEY={hexs(32).upper()}",
    )
    r.add(
        "arr_api_key",
        f"sonarr api key {hexs(32)}",
        f"radarr:\n  url: http://radarr.lab.internal:7878\n  api_key: {hexs(32)}",
        f"prowlarr -> settings -> general apikey = {hexs(32)} (overseerr needs it too)",
    )
    r.add(
        "jellyfin_api_key",
        f"jellyfin api key for jellyseerr: {hexs(32)}",
        f"curl -H 'X-Emby-Token: {hexs(32)}' http://{lan_ip(20)}:8096/Users",
    )
    r.add(
        "totp_seed",
        f"2FA seed for the proxmox root acct (in case authy dies): {groups(rnd(BASE32, 32), 4)}",
        f"otpauth://totp/Nextcloud:me?secret={rnd(BASE32, 32)}&issuer=Nextcloud",
        f"unifi account TOTP secret {rnd(BASE32, 16)}",
    )
    r.add(
        "ha_backup_encryption_key",
        f"Home Assistant backup emergency kit key: {ha_backup_key()}",
        f"HA backup encryption key (needed to restore on new hardware)\n{ha_backup_key()}",
        f"encryption key for the HA backups on the NAS -> {ha_backup_key()}  also printed and in the fire safe",
    )
    r.add(
        "payment_card_domain_renewal",
        f"card used for the domain + b2 billing: {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"visa for hetzner vps renewal {luhn('4')} {card_expiry()} {digits(3)}",
    )
    r.add(
        "vaultwarden_admin_token",
        f"vaultwarden ADMIN_TOKEN={rnd(B64, 64)}",
        f"vw /admin page token (plain one, before i argon2'd it): {b64(secrets.token_bytes(48))}",
    )
    r.add(
        "nas_2fa_backup_codes",
        f"synology 2fa backup codes\n{recovery_codes(5, 'alnum')}",
        f"truenas 2FA recovery codes:\n{recovery_codes(4, 'github')}",
    )
    r.add(
        "mariadb_root_password",
        f"MYSQL_ROOT_PASSWORD={rnd(ALNUM, 24)}   # nextcloud db container",
        f"mariadb root for the photoprism stack is {pw()}",
    )
    r.add(
        "octoprint_api_key",
        f"octoprint api key (ender 3 pi) {rnd(URLSAFE, 43)}",
        f"HA octoprint integration wanted the global API key: {hexs(32).upper()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "wireguard_public_key",
        f"vps server public key (safe to share, it goes in every peer's [Peer] block): {wg_key()}",
        f"[Peer]\n# phone\nPublicKey = {wg_key()}\nAllowedIPs = 10.8.0.3/32\n\n[Peer]\n# laptop\nPublicKey = {wg_key()}\nAllowedIPs = 10.8.0.4/32",
        f"wg show wg0 says peer {wg_key()} latest handshake 2 minutes ago, so the tunnel is fine",
        f"pubkey of my brothers wg endpoint {wg_key()} (he sent it over signal, privkey stays on his box)",
    )
    r.add(
        "tailscale_node_id",
        f"tailscale node id for pve01: {ts_node_id()} (stable id from the admin console)",
        f"`tailscale status --json | jq .Self.ID` -> \"{ts_node_id()}\" on the docker vm",
        f"ACL test: node {ts_node_id()} (subnet router) and {ts_node_id()} (exit node) both tagged tag:infra",
    )
    r.add(
        "tailscale_cgnat_address",
        f"tailscale ips: pve01 {ts_ip()}, nas {ts_ip()}, ha {ts_ip()}",
        f"ssh me@{ts_ip()}  # works from work now that tailscale is on the nas",
        f"MagicDNS name for the pi is pi-zigbee, it got {ts_ip()} and fd7a:115c:a1e0::{hexs(4)}:{hexs(4)}",
    )
    r.add(
        "mac_address_list",
        f"MACs for dhcp reservations:\n  pve01 nic  {mac(upper=True)}\n  nas eth0   {mac(upper=True)}\n  ha-yellow  {mac(upper=True)}",
        f"the mystery device on the iot vlan is {mac()} - oui lookup says espressif so its one of the plugs",
        f"wake on lan for the gaming pc: wakeonlan {mac()}",
    )
    r.add(
        "zigbee_ieee_address",
        f"kitchen motion sensor ieee {ieee()}, friendly name kitchen_motion",
        f"z2m devices.yaml\n'{ieee()}':\n  friendly_name: hallway_bulb\n'{ieee()}':\n  friendly_name: office_door_contact",
        f"the aqara leak sensor under the sink keeps dropping, its {ieee()}, try moving the router plug closer",
        f"coordinator ieee address {ieee()} (sonoff zbdongle-e, fw 7.4.x)",
    )
    r.add(
        "zigbee_pan_and_channel",
        f"zigbee: channel 20, pan_id {pan()}, ext_pan_id [{', '.join(str(n(256)) for _ in range(8))}] - wifi on 1/6/11 so 20 stays clear",
        f"ZHA network info: PAN ID {pan().upper()[2:]}, extended pan {colon_hex(8).lower()}, channel 15",
        f"advanced:\n  pan_id: {pan()}\n  channel: 25\n  network_key: !secret zigbee_network_key",
    )
    r.add(
        "device_serial_number",
        f"synology DS920+ serial {digits(4, True)}PCN{rnd(UPPER + DIGITS, 6)} for the warranty claim",
        f"WD red drive serials in bay 1-4: WD-WX{rnd(UPPER + DIGITS, 10)}, WD-WX{rnd(UPPER + DIGITS, 10)}, WD-WX{rnd(UPPER + DIGITS, 10)}, WD-WX{rnd(UPPER + DIGITS, 10)}",
        f"UPS (cyberpower cp1500) s/n {serial('CXXN', 8)}, bought at micro center sawmill rd",
    )
    r.add(
        "docker_image_digest",
        f"pinned HA to ghcr.io/home-assistant/home-assistant@{digest()} because the latest broke zha",
        f"image: lscr.io/linuxserver/plex@{digest()}",
        f"docker inspect says RepoDigests: [\"ghcr.io/immich-app/immich-server@{digest()}\"]",
        f"diun alert: koenkk/zigbee2mqtt:latest changed, new digest {digest()}, old {digest()}",
    )
    r.add(
        "docker_image_tag",
        f"pihole/pihole:2024.07.0 -> bumping to 2025.0{n(6) + 1}.{n(3)} this weekend",
        f"ghcr.io/home-assistant/home-assistant:2025.{n(12) + 1}.{n(4)} is what's running, check before updating",
        f"nextcloud:29-apache vs nextcloud:30.0.{n(9)}-fpm-alpine, sticking with apache for now",
    )
    r.add(
        "ha_entity_id",
        f"entities for the garage dashboard: cover.garage_door, binary_sensor.garage_door_contact_{hexs(4)}, sensor.garage_temp_{hexs(4)}",
        f"automation trigger entity_id: switch.tasmota_{hexs(6)}_relay_1 (the dehumidifier plug)",
        f"renamed sensor.0x{hexs(16)}_temperature to sensor.basement_temperature, update the card",
    )
    r.add(
        "ha_webhook_id_local_only",
        f"webhook id for the frigate -> HA automation: frigate_event_{rnd(LOWER + DIGITS, 12)} (local_only: true so it can't be hit from outside)",
        f"trigger:\n  - platform: webhook\n    webhook_id: garage-button-{hexs(8)}\n    local_only: true\n    allowed_methods: [POST]",
        f"the esp doorbell posts to http://ha.lab.internal:8123/api/webhook/doorbell_{hexs(6)} - LAN only, nothing exposed",
    )
    r.add(
        "ha_device_id",
        f"device_id in that automation is {hexs(32)}, its the hue dimmer in the bedroom",
        f"```yaml\n- device_id: {hexs(32)}\n  domain: zha\n  type: remote_button_short_press\n  subtype: turn_on\n```",
        f"HA device {hexs(32)} = office multisensor, delete the ghost copy {hexs(32)}",
    )
    r.add(
        "device_uuid",
        f"proxmox vm 104 smbios uuid {uid()} (windows activation is tied to it, don't regen)",
        f"blkid: /dev/sdb1: UUID=\"{uid()}\" TYPE=\"ext4\" -> added to fstab with nofail",
        f"the ZHA config entry id is {rnd(ALNUM, 26).upper()} and the HA instance uuid is {hexs(32)}",
    )
    r.add(
        "ssh_host_key_fingerprint",
        f"pve01 host key fingerprint: ED25519 {fp()} - check this when ssh asks",
        f"after reinstall of the nas: WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED\nnew fingerprint {fp()}\nthat's expected, ran ssh-keygen -R nas.lab.internal",
        f"known fingerprints\n  pi-zigbee   {fp()}\n  docker01    {fp()}",
        f"github's rsa fp is {fp()}? no wait check docs, anyway ours for gitea.lab.internal is {fp()}",
    )
    r.add(
        "ssh_public_key_authorized",
        f"authorized_keys on every LXC:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} me@thinkpad",
        f"ansible pubkey to push: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ansible@control",
        f"old rsa key i should remove from the pi: ssh-rsa {ssh_pub('ssh-rsa', 270)} me@old-desktop",
    )
    r.add(
        "plex_machine_identifier",
        f"plex server machineIdentifier {hexs(40)} (from /identity)",
        f"plex client id for the living room shield: {hexs(24)}, server is {hexs(40)}",
        f"Preferences.xml has ProcessedMachineIdentifier=\"{hexs(40)}\" - same after moving the lxc so claim stays",
    )
    r.add(
        "esphome_device_name",
        f"esphome nodes: garage-door-{hexs(6)}, office-multisensor-{hexs(6)}, bed-presence-{hexs(6)}",
        f"new athom plug showed up as athom-smart-plug-v2-{hexs(6)}.local, renamed to dehumidifier-plug",
        f"esphome:\n  name: kitchen-leak-{hexs(6)}\n  friendly_name: Kitchen Leak\n  name_add_mac_suffix: true",
    )
    r.add(
        "secrets_yaml_reference",
        "```yaml\nwifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\napi:\n  encryption:\n    key: !secret api_key_office\nota:\n  - platform: esphome\n    password: !secret ota_password\n```",
        "mqtt:\n  broker: mqtt.lab.internal\n  username: esphome\n  password: !secret mqtt_password",
        f"HA influx config uses token: !secret influx_token and host influx.lab.internal, org id {hexs(16)}",
        "remember secrets.yaml is in .gitignore, the repo only has secrets.example.yaml with placeholders like wifi_password: CHANGEME",
    )
    r.add(
        "env_var_name_reference",
        "compose file reads ${PIHOLE_PASSWORD} and ${TS_AUTHKEY} from .env (not committed), .env.example just has the names",
        "borgmatic: encryption_passcommand: cat /root/.borg-passphrase  (file is 0400)",
        "restic script: export RESTIC_PASSWORD_FILE=/etc/restic/pw ; export B2_ACCOUNT_KEY from sops, don't inline it",
    )
    r.add(
        "password_changed_notice",
        "changed the proxmox root pw today after the ssh brute force scare, new one is in vaultwarden under 'pve root'",
        "pihole admin password reset via `pihole setpassword` - didnt write it here on purpose",
        "rotated the mqtt passwords for z2m and esphome, all 14 nodes reflashed w/ new secrets.yaml, all green",
        "unifi asked me to change the local admin pw on first login, did it, 20 chars, stored in bitwarden",
    )
    r.add(
        "port_number_list",
        "ports: proxmox 8006, HA 8123, z2m frontend 8080, mqtt 1883/8883, plex 32400, unifi 8443 + 8080 inform, pihole 80/53",
        "port forwards on opnsense: only 51820/udp -> wg and 443/tcp -> caddy. everything else closed",
        f"nut listens on 3493, node exporter 9100, cadvisor {pick(8081, 8082, 8088)}, grafana 3000",
    )
    r.add(
        "vlan_plan",
        "VLANs: 1 mgmt, 10 servers, 20 media, 30 iot (no internet), 40 cameras (no internet), 50 guest, 99 ipmi",
        f"tagged vlan 30 on switch port {n(20) + 1}, untagged on the AP's iot ssid, pvid 30",
        "vmbr0 is vlan aware; vm 105 net0: virtio,bridge=vmbr0,tag=40 for frigate",
    )
    r.add(
        "firmware_hash",
        f"downloaded zigbee coordinator fw ncp-uart-sw_7.4.3.0_115200.gbl, sha256 {hexs(64)} matches the release page",
        f"opnsense 24.7 dvd iso sha256: {hexs(64)}",
        f"tasmota.bin.gz md5 {hexs(32)} sha1 {hexs(40)} - flashed to the sonoff basic r2",
    )
    r.add(
        "git_commit_sha",
        f"ha-config repo is at commit {hexs(40)}, rollback to {hexs(7)} if the new automations misbehave",
        f"built esphome from dev at {hexs(12)} to get the ld2410 fix",
        f"git log --oneline\n{hexs(7)} fix zha quirk for tuya trv\n{hexs(7)} add garage cover\n{hexs(7)} bump recorder purge_keep_days",
    )
    r.add(
        "proxmox_vm_config",
        f"/etc/pve/qemu-server/104.conf\nboot: order=scsi0\ncores: 4\nmemory: 8192\nnet0: virtio={mac(upper=True)},bridge=vmbr0,tag=10\nscsi0: local-zfs:vm-104-disk-0,size=64G\nsmbios1: uuid={uid()}\nvmgenid: {uid()}",
        f"LXC 201 (pihole) -> net0: name=eth0,bridge=vmbr0,hwaddr={mac(upper=True)},ip=dhcp,tag=1,type=veth",
        f"qm set 110 -usb0 host=10c4:ea60  # sonoff dongle passthrough, serial {hexs(32)}",
    )
    r.add(
        "zfs_pool_guid",
        f"zpool get guid tank -> {digits(19, True)} (need it for import -d when the names clash)",
        f"zpool status: tank ONLINE, mirror-0: ata-WDC_WD40EFRX-68N32N0_WD-WCC7K{rnd(UPPER + DIGITS, 7)} and ata-WDC_WD40EFRX-68N32N0_WD-WCC7K{rnd(UPPER + DIGITS, 7)}",
        f"rpool guid {digits(19, True)}, last scrub repaired 0B, 0 errors",
    )
    r.add(
        "disk_wwn",
        f"/dev/disk/by-id/wwn-0x5000c500{hexs(8)} is the new ironwolf, use that in the passthrough not sdX",
        f"nvme eui.{hexs(16)} is the boot drive on pve02",
    )
    r.add(
        "hardware_order_number",
        f"micro center invoice #{digits(8, True)} - 2x 4TB ironwolf + the sfp+ dacs, returned one dac",
        f"amazon order {digits(3, True)}-{digits(7)}-{digits(7)} for the poe injectors, arrives tues",
        f"aliexpress order {digits(16, True)} for the zbdongle-e, 3 weeks shipping ugh",
    )
    r.add(
        "ups_tracking_number",
        f"tracking for the mini pc 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)}",
        f"fedex {digits(12, True)} = the used r720 from ebay, needs signature",
        f"USPS {digits(4, True)} {digits(4)} {digits(4)} {digits(4)} {digits(4)} {digits(2)} - the esp32 boards",
    )
    r.add(
        "tls_cert_fingerprint",
        f"proxmox self signed cert sha256 fingerprint {colon_hex(32)} (so i know it's mine when firefox complains)",
        f"caddy's LE cert for ha.buckeyelab.example, SHA-1 fp {colon_hex(20)}",
        f"unifi controller cert fingerprint {colon_hex(32)} - pinned in the HA integration",
    )
    r.add(
        "dhcp_reservation_table",
        f"static leases (opnsense):\n{lan_ip(10)}  pve01   {mac()}\n{lan_ip(10)}  nas     {mac()}\n{lan_ip(30)}  ha      {mac()}\n{lan_ip(30)}  z2m-pi  {mac()}",
        f"pihole dhcp: dhcp-host={mac()},{lan_ip(1)},printer",
        f"reserved {lan_ip(40)} for the driveway cam ({mac(upper=True)}), {lan_ip(40)} for the doorbell",
    )
    r.add(
        "ipv6_prefix",
        f"spectrum hands out a /56 via PD: 2600:{hexs(4)}:{hexs(4)}:{hexs(2)}00::/56, servers vlan gets ::10/64",
        f"ULA prefix for the lab fd{hexs(2)}:{hexs(4)}:{hexs(4)}::/48, dont use the GUA for internal dns",
    )
    r.add(
        "cloudflare_zone_and_account_id",
        f"cloudflare zone id {hexs(32)} and account id {hexs(32)} - these are just identifiers, the token is separate",
        f"terraform: zone_id = \"{hexs(32)}\"  # buckeyelab.example",
        f"CF_ZONE_ID={hexs(32)} in the ddns env, CF_API_TOKEN comes from the secrets file",
    )
    r.add(
        "cloudflare_tunnel_uuid",
        f"tunnel 'homelab' id {uid()}, cname ha.buckeyelab.example -> {uid()}.cfargotunnel.com",
        f"config.yml\ntunnel: {uid()}\ncredentials-file: /etc/cloudflared/creds.json\ningress:\n  - hostname: cloud.buckeyelab.example\n    service: http://{lan_ip(10)}:11000\n  - service: http_status:404",
        f"deleted old tunnel {uid()}, it was still showing 'inactive' in the dash",
    )
    r.add(
        "nextcloud_instance_id",
        f"nc config.php 'instanceid' => 'oc{rnd(LOWER + DIGITS, 10)}' - the appdata_ folder is named after it",
        f"appdata_oc{rnd(LOWER + DIGITS, 10)} is eating 40GB of previews, run occ preview:cleanup",
    )
    r.add(
        "unifi_site_and_inform_url",
        f"unifi site id '{rnd(LOWER + DIGITS, 8)}' (not 'default' because i migrated), inform url http://unifi.lab.internal:8080/inform",
        f"set-inform http://{lan_ip(1)}:8080/inform  # on the u6-lite via ssh after factory reset",
        f"controller _id for the garage AP is {hexs(24)}, site 'default'",
    )
    r.add(
        "tailnet_dns_name",
        f"tailnet name is tail{hexs(6)}.ts.net, so HA is homeassistant.tail{hexs(6)}.ts.net",
        f"https://pve01.tail{hexs(6)}.ts.net gets a real cert via tailscale cert, neat",
    )
    r.add(
        "gpg_key_fingerprint",
        f"my gpg key for signing the config backups: {groups(hexs(40).upper(), 4)}",
        f"import the proxmox release key, fingerprint should be {hexs(40).upper()}",
    )
    r.add(
        "age_recipient_public_key",
        f"sops .sops.yaml creation_rules -> age: {age_public_key()} (public recipient, the private half is on my laptop only)",
        f"age recipients for the secrets repo:\n  laptop  {age_public_key()}\n  pve01   {age_public_key()}",
    )
    r.add(
        "password_policy_talk",
        "note: pihole v6 wants the app password separate from the web pw now, and the web pw must be 8+ chars",
        "synology password rules I set: min 14 chars, must include mixed case + number, expire never",
        "esphome ota passwords are max 64 chars? someone on the forum says the wizard makes 32 hex ones",
    )
    r.add(
        "password_manager_reference",
        "all the homelab logins live in vaultwarden, collection 'Homelab', the master pw is in my head and on paper in the safe",
        "nas admin creds -> bitwarden item 'DS920 admin', totp on the same item",
        "z2m network key backup is in bitwarden as an attachment (coordinator_backup.json), not in git",
        "where's the wireguard private key? /etc/wireguard/wg0.key on the vps, chmod 600, never copied anywhere",
    )
    r.add(
        "token_revoked_notice",
        "revoked the old HA long-lived token called 'grafana-2023' - made a new one, grafana datasource updated",
        "tailscale auth key for the LXCs expired (90 days), need to generate a new reusable one before adding the next container",
        "deleted the plex token from the tautulli logs after seeing it got printed, signed out all devices to invalidate it",
    )
    r.add(
        "iso_checksum",
        f"proxmox-ve_8.2-1.iso sha256sum {hexs(64)}  OK",
        f"debian-12.{n(9)}.0-amd64-netinst.iso sha512 starts with {hexs(32)}... verified",
        f"haos_ova-13.{n(3)}.qcow2.xz sha256 {hexs(64)} (from the github release, matches)",
    )
    r.add(
        "software_version_string",
        f"versions as of tonight: pve-manager/8.{n(4)}.{n(10)}/{hexs(16)} (running kernel: 6.8.12-{n(9)}-pve)",
        f"z2m 1.{n(10) + 35}.{n(3)} commit: {hexs(7)}, coordinator: EmberZNet 7.4.{n(5)}.0 build {n(400)}",
        f"HA core 2025.{n(12) + 1}.{n(5)}, supervisor 2025.{n(12) + 1}.{n(3)}, OS 14.{n(3)}, frontend 2025{digits(4)}.{n(3)}",
    )
    r.add(
        "zwave_home_id_node_ids",
        f"zwave home id 0x{hexs(8)}, front lock node 12, back lock node 14, garage tilt node 9",
        f"zwave-js-ui node 7 dsk {'-'.join(digits(5) for _ in range(8))} already included with S2 (dsk is printed on the device anyway)",
        f"controller: zooz zst39 lr, home id {hexs(8).upper()}, sdk 7.22",
    )
    r.add(
        "hue_bridge_id",
        f"hue bridge id {hexs(6).upper()}FFFE{hexs(6).upper()} at {lan_ip(30)}",
        f"discovery.meethue.com lists id {hexs(16)} internalipaddress {lan_ip(30)}",
    )
    r.add(
        "syncthing_device_id",
        f"syncthing device id of the nas: {syncthing_id()} (fine to share, it's derived from the cert)",
        f"add the laptop in syncthing on the pi: device id {syncthing_id()}",
        f"syncthing ids:\nphone  {syncthing_id()}\npve    {syncthing_id()}",
    )
    r.add(
        "mqtt_topic_path",
        f"mosquitto_sub -h mqtt.lab.internal -t 'zigbee2mqtt/{ieee()}/#' -v   (uses ~/.config/mosquitto_sub for creds)",
        f"tasmota topic tele/tasmota_{hexs(6).upper()}/SENSOR, discovery prefix homeassistant",
        f"esphome publishes to office-multisensor-{hexs(6)}/sensor/co2/state",
    )
    r.add(
        "rtsp_url_no_credentials",
        f"frigate go2rtc streams:\n  driveway: rtsp://{{FRIGATE_RTSP_USER}}:{{FRIGATE_RTSP_PASSWORD}}@{lan_ip(40)}:554/h264Preview_01_main",
        f"vlc rtsp://{lan_ip(40)}:554/stream2 works with no auth on the tapo sub-stream only when onvif is off",
        "camera creds come from env FRIGATE_RTSP_PASSWORD which frigate substitutes at runtime",
    )
    r.add(
        "restic_snapshot_id",
        f"restic snapshots: {hexs(8)} 2025-03-02 pve01 /etc/pve, {hexs(8)} 2025-03-09 pve01 /etc/pve",
        f"restore from snapshot {hexs(64)} to /tmp/restore then copy configuration.yaml back",
        f"borg list: pve-{digits(4, True)}-{digits(2)}-{digits(2)}T03:00 [{hexs(64)}]",
    )
    r.add(
        "isp_account_number",
        f"spectrum account # 8{digits(15)} for the static ip request (they said no lol)",
        f"AEP ohio account {digits(3)}-{digits(3)}-{digits(3)}-{digits(1)}-{digits(1)} - for the HA energy dashboard rate plan",
    )
    r.add(
        "vapid_public_key",
        f"html5 push vapid public key (public, goes to the browser): {vapid_pub()}",
        f"ntfy web push: web-push-public-key: {vapid_pub()}  (private one is in server.yml via !secret-ish env)",
    )
    r.add(
        "letsencrypt_cert_serial",
        f"LE cert serial for *.buckeyelab.example: {hexs(36)}, expires in 62 days, certbot timer handles it",
        f"crt.sh shows serial {colon_hex(18).lower()} issued by R11, fine",
    )
    r.add(
        "pihole_adlist_and_group_ids",
        f"pihole gravity: adlist id {n(40) + 1} = https://raw.githubusercontent.com/StevenBlack/hosts/master/hosts, group 'iot' id {n(10) + 1}",
        f"pihole -q tracking.acme.test -> blocked by list #{n(30) + 1}, domain id {n(9000) + 100}",
    )
    r.add(
        "home_location_config",
        "homeassistant:\n  name: Home\n  latitude: !secret home_lat\n  longitude: !secret home_lon\n  time_zone: America/New_York\n  unit_system: us_customary\n  country: US",
        f"weather station is set to zip 432{digits(2)} (Columbus), NWS grid ILN {n(90) + 10},{n(90) + 10}",
    )
    r.add(
        "bmc_username_only",
        f"ipmi on the supermicro is {lan_ip(99)}, user ADMIN, password is the unique one printed on the mobo sticker (photo in the nas docs folder)",
        f"idrac ip {lan_ip(99)}, licence: enterprise, service tag {rnd(UPPER + DIGITS, 7)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout172.py", [
        ("heldout172_credentials.yaml", credentials(), "batch 172 (Columbus home-lab hobbyist: Proxmox, Home Assistant, WireGuard, NAS), written blind; every value synthetic"),
        ("heldout172_lookalikes.yaml", lookalikes(), "batch 172 look-alikes: home-lab public keys, node ids, IEEE addresses, digests, !secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
